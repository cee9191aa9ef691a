//! The engine's own answer to a task, for "show answer": the checker then explains it as it
//! would a learner's right answer, so what is shown is what would be accepted.

use crate::lesson::checked::{CheckedExercise, CheckedTask};
use crate::lesson::goal;
use crate::lesson::lines::{self, LineId};
use crate::lesson::model::Task;
use crate::rules::Position;

use super::answer::Answer;

/// The right answer to the exercise (for a replay: to step `step`, wrapped as a step
/// answer); `None` only for a `play` goal no legal move reaches (the lint reports that).
pub fn solution(exercise: &CheckedExercise, step: Option<usize>) -> Option<Answer> {
    match (&exercise.task, step) {
        (CheckedTask::Replay { steps }, Some(i)) => {
            let s = steps.get(i)?;
            let inner = of_task(&s.task, Some(&s.position), exercise)?;
            Some(Answer::Step {
                step: i,
                answer: Box::new(inner),
            })
        }
        (task, _) => of_task(task, exercise.position(), exercise),
    }
}

fn of_task(
    task: &CheckedTask,
    pos: Option<&Position>,
    exercise: &CheckedExercise,
) -> Option<Answer> {
    Some(match task {
        CheckedTask::Destinations { from } => Answer::Destinations(pos?.destinations(*from)),
        CheckedTask::Judge { mv } => match pos?.explain(*mv) {
            Ok(()) => Answer::Judge {
                legal: true,
                reason: None,
            },
            Err(r) => Answer::Judge {
                legal: false,
                reason: Some(r.id().to_string()),
            },
        },
        CheckedTask::Play { goal: conditions } => {
            let pos = pos?;
            // The author's example first (the lint checked it), else the first move found.
            let examples = match &exercise.raw.task {
                Task::Play {
                    answer: Some(list), ..
                } => list.iter().filter_map(|m| m.parse().ok()).collect(),
                Task::Play { answer: None, .. }
                | Task::Destinations { .. }
                | Task::Judge { .. }
                | Task::Choice { .. }
                | Task::Lines { .. }
                | Task::Replay { .. }
                | Task::Claim { .. } => Vec::new(),
            };
            let reaches = |m: &crate::rules::Move| {
                goal::unmet(conditions, pos, *m).is_ok_and(|u| u.is_empty())
            };
            let m = examples
                .into_iter()
                .find(reaches)
                .or_else(|| pos.legal_moves().into_iter().find(reaches))?;
            Answer::Play(m)
        }
        CheckedTask::Choice { options } => Answer::Choice(
            options
                .iter()
                .enumerate()
                .filter(|(_, o)| o.truth)
                .map(|(i, _)| i)
                .collect(),
        ),
        CheckedTask::Lines { first, last, .. } => {
            let changes = lines::changes(first, last);
            let pick = |opened: bool| {
                changes
                    .iter()
                    .filter(|c| c.opened == opened)
                    .map(|c| LineId::of(&c.before))
                    .collect::<Vec<_>>()
            };
            Answer::Lines {
                opened: pick(true),
                closed: pick(false),
            }
        }
        CheckedTask::Claim { verdict, .. } => Answer::Claim(verdict.holds),
        CheckedTask::Replay { .. } => return None,
    })
}
