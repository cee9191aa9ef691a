//! One module per exercise kind, lesson side: how its task is read into engine values
//! ([`CheckedTask`]) with every problem located. The enums (`model::Task`, `model::Kind`,
//! `checked::CheckedTask`) dispatch here, one match each.

use super::checked::{CheckedTask, Reader};
use super::locate::Seg;
use super::model::Task;
use crate::rules::Position;

mod choice;
mod claim;
mod destinations;
mod judge;
mod lines;
mod play;
mod replay;

/// Reads a task at `pos` (its fields under `base`); `sequence` is the positions along
/// a top-level `lines` or `replay` (a replay step's `lines` plays its own moves from
/// `pos`). `None` when a problem was found (and pushed).
pub(crate) fn read(
    r: &mut Reader,
    task: &Task,
    pos: Option<&Position>,
    sequence: &[Position],
    base: &[Seg],
    nested: bool,
) -> Option<CheckedTask> {
    match task {
        Task::Destinations { square, .. } => destinations::read(r, square, base),
        Task::Judge { mv, .. } => judge::read(r, mv, base),
        Task::Play { goal, .. } => play::read(r, goal, base),
        Task::Choice { options } => choice::read(r, options, pos, base),
        Task::Lines { played, .. } => lines::read(r, played, pos, sequence, base),
        Task::Replay { steps, played } => replay::read(r, steps, played, sequence, base, nested),
        Task::Claim { claim, .. } => claim::read(r, claim, pos, base),
    }
}
