//! Personal exercises made from a review's moments: a `play` exercise (a position and a goal
//! the lesson checker understands, `lesson::goal`) with the engine's evidence. They live in
//! the progress file's review queue (`learner::progress`, format version 3) and are served
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

pub(crate) const FILE_NAME: &str = "personal.json";

/// One exercise from one of the learner's games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct PersonalExercise {
    /// `find-better` (the learner's side to move: find what was missed; any move of the
    /// goal's `one_of`, the moves the search finds as good as the best within the margin),
    /// `why-lost` (the opponent to move: find how the piece or the king is taken) or
    /// `judge-try` (after an illegal try on the play screen: is the move that was tried
    /// legal, and if not why, answered by the engine's reason). `legal-move` (a legal move
    /// with the piece tried) is what earlier builds made of a try; it is still served.
    pub(crate) task: String,
    /// The moment's kind id (`missed-mate`, `hanging-piece`, ...).
    pub(crate) moment: String,
    /// The move (ply) of the game it comes from.
    pub(crate) ply: usize,
    pub(crate) rules: String,
    pub(crate) fen: String,
    pub(crate) goal: Goal,
    /// The engine's line, coordinates, from `fen` (for `legal-move`: the legal answers).
    pub(crate) evidence: Vec<String>,
    /// The game it comes from (a file name), if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) source: Option<String>,
    /// `judge-try`: the move that was tried, coordinates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) tried: Option<String>,
}

impl PersonalExercise {
    /// The exercise for a moment. An illegal try becomes `judge-try`: the same position and
    /// the move that was tried, to judge (legal? then why?); none when the try is not a move
    /// in coordinates or is legal after all.
    pub(crate) fn from_moment(m: &Moment) -> Option<PersonalExercise> {
        if let Kind::IllegalTry { text, .. } = &m.kind {
            return judge_try_exercise(m, text);
        }
        // "Find the better move" before the move played, from the better line, judged as
        // "learn from your mistakes" judges it: any move the review accepted. "Why is this
        // lost?" (after the move, from the punishing line) only where the review did not
        // judge the moves (a moment without its accepted list).
        let why = task_of(&m.kind) == "why-lost" && m.accepted.is_empty();
        let (start, line) = if why {
            (m.line_start(), &m.line)
        } else {
            (m.before.clone(), &m.better_line)
        };
        let first: Move = *line.first()?;
        // "Find the better move": any move the review found as good within the margin; the
        // better move alone when the moment has none (a review that did not judge them).
        let exact = if !why && m.accepted.contains(&first) {
            Goal {
                one_of: m.accepted.iter().map(Move::to_string).collect(),
                ..Goal::default()
            }
        } else {
            Goal {
                from: Some(first.from.to_string()),
                reach: Some(first.to.to_string()),
                ..Goal::default()
            }
        };
        let goal = match &m.kind {
            Kind::MissedMate { moves: 1 } => Goal {
                checkmate: true,
                ..Goal::default()
            },
            Kind::WalkedIntoMate { moves: 1 } if why => Goal {
                checkmate: true,
                ..Goal::default()
            },
            Kind::HangingPiece { .. } if why => Goal {
                capture: Some(first.to.to_string()),
                ..Goal::default()
            },
            Kind::MissedCapture { .. } if exact.one_of.is_empty() => Goal {
                capture: Some(first.to.to_string()),
                ..Goal::default()
            },
            Kind::MissedCapture { .. }
            | Kind::HangingPiece { .. }
            | Kind::MissedMate { .. }
            | Kind::WalkedIntoMate { .. }
            | Kind::LosesPiece { .. }
            | Kind::MissedCheck
            | Kind::WeakerMove => exact,
            Kind::IllegalTry { .. } => return None,
        };
        Some(PersonalExercise {
            task: if why { "why-lost" } else { "find-better" }.into(),
            moment: m.kind.id().into(),
            ply: m.ply,
            rules: start.rules().id().into(),
            fen: start.fen(),
            goal,
            evidence: line.iter().map(|m| m.to_string()).collect(),
            source: None,
            tried: None,
        })
    }

    /// The whole-move number of the game's move the exercise is about, as the play screen
    /// numbers moves (`7` for Cho's and Han's 7th): from the position, whose side to move is
    /// the mover (find-better, an illegal try) or the mover's opponent (why-lost: after it).
    pub(crate) fn move_number(&self) -> u32 {
        let Ok(setup) = Setup::from_fen(&self.fen) else {
            return self.ply.div_ceil(2) as u32;
        };
        let after = self.task == "why-lost";
        match (after, setup.turn) {
            // After Han's move the count has gone up.
            (true, crate::rules::Color::Cho) => setup.fullmoves.saturating_sub(1).max(1),
            _ => setup.fullmoves.max(1),
        }
    }

    /// Whether the exercise is about material, as the review's moment was (`why::about_material`):
    /// a piece left to be taken or lost, a capture missed, or a better move that takes or
    /// attacks a piece (the facts found from the position alone, as its explanation says
    /// them). Then it points to the strategy lesson.
    pub(crate) fn about_material(&self) -> bool {
        if matches!(
            self.moment.as_str(),
            "hanging-piece" | "loses-piece" | "missed-capture"
        ) {
            return true;
        }
        if self.task != "find-better" {
            return false;
        }
        let start = self.rules.parse::<RuleSet>().ok().and_then(|rules| {
            let setup = Setup::from_fen(&self.fen).ok()?;
            Position::from_setup(setup, rules, Strictness::Strict).ok()
        });
        let first = self.evidence.first().and_then(|m| m.parse::<Move>().ok());
        let (Some(start), Some(first)) = (start, first) else {
            return false;
        };
        super::why::facts(&start, first, None, None)
            .iter()
            .any(|f| f.is_material())
    }

    /// The lesson the exercise points to once answered, by id: the strategy lesson where it
    /// is about material (what `review` prints under the moment it came from; the caller
    /// shows it only when the library has that lesson).
    pub(crate) fn see_lesson(&self) -> Option<&'static str> {
        (self.task != "judge-try" && self.about_material()).then_some(super::why::STRATEGY_LESSON)
    }

    /// A stable id: the same position and goal give the same id in every session (FNV-1a of
    /// the FEN and the goal), so the queue keeps an exercise once.
    pub(crate) fn id(&self) -> String {
        let goal = serde_json::to_string(&self.goal).unwrap_or_default();
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in self.fen.bytes().chain([b'|']).chain(goal.bytes()) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        format!("g{h:016x}")
    }
}

/// `judge-try` after an illegal try (`text` in coordinates, as the play screen logs it): the
/// position and the move tried, judged by the engine (`Position::explain`); the evidence is
/// the move.
fn judge_try_exercise(m: &Moment, text: &str) -> Option<PersonalExercise> {
    let tried: Move = text.parse().ok()?;
    let pos = &m.before;
    pos.explain(tried).err()?;
    Some(PersonalExercise {
        task: "judge-try".into(),
        moment: m.kind.id().into(),
        ply: m.ply,
        rules: pos.rules().id().into(),
        fen: pos.fen(),
        goal: Goal::default(),
        evidence: vec![tried.to_string()],
        source: None,
        tried: Some(tried.to_string()),
    })
}

fn task_of(kind: &Kind) -> &'static str {
    match kind {
        Kind::HangingPiece { .. } | Kind::WalkedIntoMate { .. } => "why-lost",
        _ => "find-better",
    }
}

/// `personal.json` in the folder of `progress_file`.
pub(crate) fn path_next_to(progress_file: &Path) -> PathBuf {
    progress_file.with_file_name(FILE_NAME)
}

/// The largest `personal.json` read (an earlier build wrote about 600 bytes per exercise).
pub(crate) const MAX_LEGACY_BYTES: u64 = 8 * 1024 * 1024;

/// The exercises an earlier build kept in `personal.json` (none when the file is missing or
/// unreadable: read through [`crate::fsio`], so a FIFO or a device is refused, never waited
/// on or read without end); the progress store takes them into the review queue.
pub(crate) fn load(path: &Path) -> Vec<PersonalExercise> {
    crate::fsio::read_text(path, MAX_LEGACY_BYTES)
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// The id of the lesson the personal exercises are served as (not a valid lesson file id, so
/// it never meets a real lesson); the progress file schedules them under it.
pub(crate) const LESSON_ID: &str = "@personal";

/// The personal exercises as one lesson of `play` exercises (none when there are none), in
/// every language `l10n` has, the engine's line written in `notation(lang)`.
pub(crate) fn lesson<'a>(
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
        nature: Default::default(),
        misconceptions: Default::default(),
        title: text(&|_| Message::new("personal-title")),
        // The learner's own games: no source clause, and reports go to the project.
        source: None,
        errata: None,
        intro: text(&|_| Message::new("personal-intro")).into(),
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
    // The learner's side: to move, except after the move ("why is this lost?", the opponent
    // to move); its board is drawn from Han's side when the learner played Han.
    let learner = if e.task == "why-lost" {
        start.turn().other()
    } else {
        start.turn()
    };
    let from_han = learner == crate::rules::Color::Han;
    let number = e.move_number();
    let moment = e.moment.clone();
    let position = Some(PositionSpec {
        fen: Some(e.fen.clone()),
        ..PositionSpec::default()
    });
    if e.task == "judge-try" {
        // The move tried, to judge: legal? then why? The engine's reason answers it.
        let tried = first;
        let reason = start.explain(tried).err()?;
        let piece = start.board().get(tried.from);
        return Some(Exercise {
            id: id.to_string(),
            title: None,
            source: None,
            rules: Some(e.rules.clone()),
            position,
            prompt: text(&|_| {
                let m = match piece {
                    Some(p) => Message::new("personal-prompt-judge-try")
                        .arg_msg("piece", rules_text::piece(p.role)),
                    None => Message::new("personal-prompt-judge-try-empty"),
                };
                m.arg_num("number", number as i64)
                    .arg_msg("side", side.clone())
                    .arg("from", tried.from.to_string())
                    .arg("to", tried.to.to_string())
            }),
            self_check: text(&|_| Message::new("personal-self-check-try")),
            hints: vec![text(&|_| {
                Message::new("personal-hint").arg("square", tried.from.to_string())
            })],
            explanation: text(&|_| {
                Message::new("personal-explanation-try")
                    .arg_msg("reason", rules_text::reason(&reason))
            }),
            feedback: Vec::new(),
            from_han,
            task: Task::Judge {
                mv: tried.to_string(),
                answer: Some(crate::lesson::model::JudgeAnswer {
                    legal: false,
                    reason: Some(reason.id().to_string()),
                }),
            },
        });
    }
    Some(Exercise {
        id: id.to_string(),
        title: None,
        source: None,
        rules: Some(e.rules.clone()),
        position,
        prompt: text(&|_| {
            // A moment of the "why is it lost" kinds asked as "find a better move".
            let better = e.task == "find-better"
                && matches!(moment.as_str(), "hanging-piece" | "walked-into-mate");
            let id = if better {
                format!("personal-prompt-better-{moment}")
            } else {
                format!("personal-prompt-{moment}")
            };
            Message::new(id)
                .arg_num("number", number as i64)
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
            } else if e.task == "find-better" {
                // Why the move is better, from the position alone (advice, `review::why`).
                let better = record::notation::write(&start, first, notation(lang));
                let facts = super::why::facts(&start, first, None, None);
                Message::new("personal-explanation-why")
                    .arg("line", line(lang))
                    .arg_msg("why", super::why::sentence_of(&facts, better))
            } else {
                Message::new("personal-explanation").arg("line", line(lang))
            }
        }),
        feedback: Vec::new(),
        from_han,
        task: Task::Play {
            goal: e.goal.clone(),
            answer: Some(vec![first.to_string()]),
        },
    })
}
