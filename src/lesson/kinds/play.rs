//! `play`: make a move that reaches the goal.

use crate::lesson::checked::{CheckedTask, ExerciseError, Reader, path};
use crate::lesson::goal::{self, GoalError};
use crate::lesson::locate::Seg;
use crate::lesson::model::Goal;

pub(super) fn read(r: &mut Reader, goal: &Goal, base: &[Seg]) -> Option<CheckedTask> {
    let at = |k: &str| path(base, &[Seg::Key(k.into())]);
    match goal::parse(goal) {
        Ok(goal) => Some(CheckedTask::Play { goal }),
        Err(errors) => {
            for e in errors {
                let (at, value) = match &e {
                    GoalError::Square { field, .. } => {
                        (path(&at("goal"), &[Seg::Key((*field).into())]), true)
                    }
                    GoalError::Piece(_) => {
                        (path(&at("goal"), &[Seg::Key("capture_piece".into())]), true)
                    }
                    GoalError::Empty => (at("goal"), false),
                };
                r.push(at, value, ExerciseError::Goal(e));
            }
            None
        }
    }
}
