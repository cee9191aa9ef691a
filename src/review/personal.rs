//! Personal exercises made from a review's moments: a `play` exercise (a position and a goal
//! the lesson checker understands, `lesson::goal`) with the engine's evidence. They are kept
//! in `personal.json` next to the progress file (the progress file's own review queue is on
//! another branch; this file is additive and can move into it).

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::{Kind, Moment};
use crate::lesson::model::Goal;
use crate::rules::Move;

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
}

impl PersonalExercise {
    /// The exercise for a moment. An illegal try becomes `legal-move`: the same position, a
    /// legal move with the piece that was tried (or, if it has none, a legal way to the point
    /// that was tried); none when neither exists.
    pub fn from_moment(m: &Moment) -> Option<PersonalExercise> {
        if let Kind::IllegalTry { text, .. } = &m.kind {
            return legal_move_exercise(m, text);
        }
        let start = m.line_start();
        let first: Move = *m.line.first()?;
        let (task, goal) = match &m.kind {
            Kind::MissedMate { moves: 1 } | Kind::WalkedIntoMate { moves: 1 } => (
                task_of(&m.kind),
                Goal {
                    checkmate: true,
                    ..Goal::default()
                },
            ),
            Kind::MissedMate { .. } | Kind::WalkedIntoMate { .. } => (
                task_of(&m.kind),
                Goal {
                    from: Some(first.from.to_string()),
                    reach: Some(first.to.to_string()),
                    ..Goal::default()
                },
            ),
            Kind::HangingPiece { .. } | Kind::MissedCapture { .. } => (
                task_of(&m.kind),
                Goal {
                    capture: Some(first.to.to_string()),
                    ..Goal::default()
                },
            ),
            Kind::IllegalTry { .. } => return None,
        };
        Some(PersonalExercise {
            task: task.into(),
            moment: m.kind.id().into(),
            ply: m.ply,
            rules: start.rules().id().into(),
            fen: start.fen(),
            goal,
            evidence: m.line.iter().map(|m| m.to_string()).collect(),
        })
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

/// The stored exercises (none when the file is missing or unreadable).
pub fn load(path: &Path) -> Vec<PersonalExercise> {
    std::fs::read_to_string(path)
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// Adds `new` to the file (the same position and goal only once); returns how many were new.
pub fn add(path: &Path, new: &[PersonalExercise]) -> std::io::Result<usize> {
    let mut all = load(path);
    let mut added = 0;
    for e in new {
        if !all.iter().any(|o| o.fen == e.fen && o.goal == e.goal) {
            all.push(e.clone());
            added += 1;
        }
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension("json.tmp");
    std::fs::write(&tmp, serde_json::to_string_pretty(&all)?)?;
    std::fs::rename(&tmp, path)?;
    Ok(added)
}
