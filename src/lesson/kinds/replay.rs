//! `replay`: step through `moves`; at chosen steps, answer a question of another kind.

use crate::lesson::checked::{CheckedStep, CheckedTask, ExerciseError, Reader, path};
use crate::lesson::locate::Seg;
use crate::lesson::model::ReplayStep;
use crate::rules::Position;

pub(super) fn read(
    r: &mut Reader,
    steps: &[ReplayStep],
    played: &[String],
    sequence: &[Position],
    base: &[Seg],
    nested: bool,
) -> Option<CheckedTask> {
    if nested {
        r.push(
            path(base, &[Seg::Key("kind".into())]),
            false,
            ExerciseError::NestedReplay,
        );
        return None;
    }
    let before = r.errors.len();
    let mut checked = Vec::new();
    for (j, s) in steps.iter().enumerate() {
        let sbase = path(base, &[Seg::Key("steps".into()), Seg::Index(j)]);
        if s.after > played.len() {
            r.push(
                path(&sbase, &[Seg::Key("after".into())]),
                true,
                ExerciseError::StepAfter {
                    after: s.after,
                    moves: played.len(),
                },
            );
            continue;
        }
        let position = sequence.get(s.after).cloned();
        let task = super::read(r, &s.task, position.as_ref(), &[], &sbase, true);
        if let (Some(position), Some(task)) = (position, task) {
            checked.push(CheckedStep {
                prompt: s.prompt.clone(),
                after: s.after,
                position,
                task,
            });
        }
    }
    (r.errors.len() == before && checked.len() == steps.len())
        .then_some(CheckedTask::Replay { steps: checked })
}
