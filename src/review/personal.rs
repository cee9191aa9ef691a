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
    /// `find-better` (the learner's side to move: find what was missed) or `why-lost` (the
    /// opponent to move: find how the piece or the king is taken).
    pub task: String,
    /// The moment's kind id (`missed-mate`, `hanging-piece`, ...).
    pub moment: String,
    /// The move (ply) of the game it comes from.
    pub ply: usize,
    pub rules: String,
    pub fen: String,
    pub goal: Goal,
    /// The engine's line, coordinates, from `fen`.
    pub evidence: Vec<String>,
}

impl PersonalExercise {
    /// The exercise for a moment (none for an illegal try: its lesson is the reason itself).
    pub fn from_moment(m: &Moment) -> Option<PersonalExercise> {
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
