//! Personal exercises made from a review's moments: a `play` exercise (a position and a goal
//! the lesson checker understands, `lesson::goal`) with the engine's evidence. They live in
//! the progress file's review queue (`trainer::progress`, format version 3) and are served
//! by the home screen's Review entry as exercises of one lesson built here ([`lesson`]).
//! `personal.json` next to the progress file is where earlier builds kept them; it is only
//! read now, to move them into the progress file.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::{Kind, Moment};
use crate::i18n::{Localizer, Message, rules_text};
use crate::lesson::model::{Exercise, Goal, Lesson, Phase, PositionSpec, Task, Text};
use crate::record::{self, Notation};
use crate::rules::{Move, Position, RuleSet, Setup, Strictness};

pub const FILE_NAME: &str = "personal.json";

/// One exercise from one of the learner's games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PersonalExercise {
    /// `find-better` (the learner's side to move: find what was missed), `why-lost` (the
    /// opponent to move: find how the piece or the king is taken) or `legal-move` (after an
    /// illegal try on the play screen: a legal move with that piece, or to that point).
    pub task: String,
    /// The moment's kind id (`missed-mate`, `hanging-piece`, ...).
    pub moment: String,
    /// The move (ply) of the game it comes from.
    pub ply: usize,
    pub rules: String,
    pub fen: String,
    pub goal: Goal,
    /// The engine's line, coordinates, from `fen` (for `legal-move`: the legal answers).
    pub evidence: Vec<String>,
    /// The game it comes from (a file name), if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
}

impl PersonalExercise {
    /// The exercise for a moment. An illegal try becomes `legal-move`: the same position, a
    /// legal move with the piece that was tried (or, if it has none, a legal way to the point
    /// that was tried); none when neither exists.
    pub fn from_moment(m: &Moment) -> Option<PersonalExercise> {
        if let Kind::IllegalTry { text, .. } = &m.kind {
            return legal_move_exercise(m, text);
        }
        // "Why is this lost?" starts after the move played, from the punishing line; "find the
        // better move" before it, from the better line.
        let why = task_of(&m.kind) == "why-lost";
        let (start, line) = if why {
            (m.line_start(), &m.line)
        } else {
            (m.before.clone(), &m.better_line)
        };
        let first: Move = *line.first()?;
        let exact = Goal {
            from: Some(first.from.to_string()),
            reach: Some(first.to.to_string()),
            ..Goal::default()
        };
        let goal = match &m.kind {
            Kind::MissedMate { moves: 1 } | Kind::WalkedIntoMate { moves: 1 } => Goal {
                checkmate: true,
                ..Goal::default()
            },
            Kind::HangingPiece { .. } | Kind::MissedCapture { .. } => Goal {
                capture: Some(first.to.to_string()),
                ..Goal::default()
            },
            Kind::MissedMate { .. }
            | Kind::WalkedIntoMate { .. }
            | Kind::LosesPiece { .. }
            | Kind::MissedCheck
            | Kind::WeakerMove => exact,
            Kind::IllegalTry { .. } => return None,
        };
        Some(PersonalExercise {
            task: task_of(&m.kind).into(),
            moment: m.kind.id().into(),
            ply: m.ply,
            rules: start.rules().id().into(),
            fen: start.fen(),
            goal,
            evidence: line.iter().map(|m| m.to_string()).collect(),
            source: None,
        })
    }

    /// A stable id: the same position and goal give the same id in every session (FNV-1a of
    /// the FEN and the goal), so the queue keeps an exercise once.
    pub fn id(&self) -> String {
        let goal = serde_json::to_string(&self.goal).unwrap_or_default();
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in self.fen.bytes().chain([b'|']).chain(goal.bytes()) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        format!("g{h:016x}")
    }
}

/// `legal-move` after an illegal try (`text` in coordinates, as the play screen logs it); the
/// evidence is the legal moves that answer it.
fn legal_move_exercise(m: &Moment, text: &str) -> Option<PersonalExercise> {
    let tried: Move = text.parse().ok()?;
    let pos = &m.before;
    let legal: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|x| !x.is_pass())
        .collect();
    let with_piece: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|x| x.from == tried.from)
        .collect();
    let to_point: Vec<Move> = legal.iter().copied().filter(|x| x.to == tried.to).collect();
    let (goal, answers) = if !with_piece.is_empty() {
        let goal = Goal {
            from: Some(tried.from.to_string()),
            ..Goal::default()
        };
        (goal, with_piece)
    } else if !to_point.is_empty() {
        let goal = Goal {
            reach: Some(tried.to.to_string()),
            ..Goal::default()
        };
        (goal, to_point)
    } else {
        return None;
    };
    Some(PersonalExercise {
        task: "legal-move".into(),
        moment: m.kind.id().into(),
        ply: m.ply,
        rules: pos.rules().id().into(),
        fen: pos.fen(),
        goal,
        evidence: answers.iter().map(Move::to_string).collect(),
        source: None,
    })
}

fn task_of(kind: &Kind) -> &'static str {
    match kind {
        Kind::HangingPiece { .. } | Kind::WalkedIntoMate { .. } => "why-lost",
        _ => "find-better",
    }
}

/// `personal.json` in the folder of `progress_file`.
pub fn path_next_to(progress_file: &Path) -> PathBuf {
    progress_file.with_file_name(FILE_NAME)
}

/// The largest `personal.json` read (an earlier build wrote about 600 bytes per exercise).
pub const MAX_LEGACY_BYTES: u64 = 8 * 1024 * 1024;

/// The exercises an earlier build kept in `personal.json` (none when the file is missing or
/// unreadable: read through [`crate::fsio`], so a FIFO or a device is refused, never waited
/// on or read without end); the progress store takes them into the review queue.
pub fn load(path: &Path) -> Vec<PersonalExercise> {
    crate::fsio::read_text(path, MAX_LEGACY_BYTES)
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// The id of the lesson the personal exercises are served as (not a valid lesson file id, so
/// it never meets a real lesson); the progress file schedules them under it.
pub const LESSON_ID: &str = "@personal";

/// The personal exercises as one lesson of `play` exercises (none when there are none), in
/// every language `l10n` has, the engine's line written in `notation(lang)`.
pub fn lesson<'a>(
    exercises: impl IntoIterator<Item = (&'a String, &'a PersonalExercise)>,
    l10n: &Localizer,
    notation: impl Fn(&str) -> Notation,
) -> Option<Lesson> {
    let langs: Vec<String> = l10n
        .available_languages()
        .into_iter()
        .map(str::to_string)
        .collect();
    let text = |m: &dyn Fn(&str) -> Message| {
        Text(
            langs
                .iter()
                .map(|l| {
                    let msg = m(l);
                    let t = l10n
                        .format_strict(l, &msg)
                        .unwrap_or_else(|_| l10n.format(&msg));
                    (l.clone(), t)
                })
                .collect(),
        )
    };
    let list: Vec<Exercise> = exercises
        .into_iter()
        .filter_map(|(id, e)| exercise(id, e, &text, &notation))
        .collect();
    if list.is_empty() {
        return None;
    }
    Some(Lesson {
        id: LESSON_ID.to_string(),
        phase: Phase::Review,
        order: u32::MAX,
        rules: crate::lesson::model::default_rules(),
        title: text(&|_| Message::new("personal-title")),
        intro: text(&|_| Message::new("personal-intro")),
        exercises: list,
    })
}

/// Builds a lesson text from the message to show in each language.
type TextIn<'a> = dyn Fn(&dyn Fn(&str) -> Message) -> Text + 'a;

/// One personal exercise as a `play` exercise; `None` if its position no longer reads.
fn exercise(
    id: &str,
    e: &PersonalExercise,
    text: &TextIn<'_>,
    notation: &dyn Fn(&str) -> Notation,
) -> Option<Exercise> {
    let rules: RuleSet = e.rules.parse().ok()?;
    let setup = Setup::from_fen(&e.fen).ok()?;
    let start = Position::from_setup(setup, rules, Strictness::Strict).ok()?;
    let moves: Vec<Move> = e.evidence.iter().filter_map(|m| m.parse().ok()).collect();
    let first = *moves.first()?;
    let line = |lang: &str| {
        let mut pos = start.clone();
        let mut out = Vec::new();
        for &m in &moves {
            if !pos.is_legal(m) {
                break;
            }
            out.push(record::notation::write(&pos, m, notation(lang)));
            pos.play_unchecked(m);
        }
        out.join(" ")
    };
    let side = rules_text::side(start.turn());
    let ply = e.ply;
    let moment = e.moment.clone();
    Some(Exercise {
        id: id.to_string(),
        rules: Some(e.rules.clone()),
        position: Some(PositionSpec {
            fen: Some(e.fen.clone()),
            ..PositionSpec::default()
        }),
        prompt: text(&|_| {
            Message::new(format!("personal-prompt-{moment}"))
                .arg_num("ply", ply as i64)
                .arg_msg("side", side.clone())
        }),
        self_check: text(&|_| Message::new("personal-self-check")),
        hints: vec![text(&|_| {
            Message::new("personal-hint").arg("square", first.from.to_string())
        })],
        explanation: text(&|lang| {
            if e.task == "legal-move" {
                // The evidence is the legal answers, each from the start, not a line.
                let answers: Vec<String> = moves
                    .iter()
                    .filter(|m| start.is_legal(**m))
                    .map(|m| record::notation::write(&start, *m, notation(lang)))
                    .collect();
                Message::new("personal-explanation-legal").arg("moves", answers.join(" "))
            } else {
                Message::new("personal-explanation").arg("line", line(lang))
            }
        }),
        feedback: Vec::new(),
        task: Task::Play {
            goal: e.goal.clone(),
            answer: Some(vec![first.to_string()]),
        },
    })
}
