//! One module per exercise kind, trainer side: the answer's text form read, an answer
//! checked against the engine, the engine's own answer shown on request, and what a kind
//! adds to an attempt (a replay's steps, a judge's "why?" list). The enums
//! (`model::Task`, `checked::CheckedTask`) dispatch here, one match per job.

use crate::lesson::checked::{CheckedExercise, CheckedTask};
use crate::lesson::model::{FeedbackOverride, Task};
use crate::rules::Position;

use super::answer::{Answer, AnswerError, words};
use super::check::{AttemptState, CheckError, Outcome};
use super::feedback::FeedbackItem;

mod choice;
mod claim;
mod destinations;
mod judge;
mod lines;
mod play;
mod replay;

/// Reads an answer to `task` from its text form (`answer.rs` documents it); `nested`
/// inside a replay step.
pub(crate) fn parse(task: &Task, text: &str, nested: bool) -> Result<Answer, AnswerError> {
    let w = words(text);
    match task {
        Task::Destinations { .. } => destinations::parse(&w),
        Task::Judge { .. } => judge::parse(&w),
        Task::Play { .. } => play::parse(&w),
        Task::Choice { options } => choice::parse(&w, options.len()),
        Task::Lines { .. } => lines::parse(&w),
        Task::Claim { .. } => claim::parse(&w),
        Task::Replay { steps, .. } => replay::parse(text, steps, nested),
    }
}

/// Checks an answer to a task at `pos` (`None` only for a `choice` about concepts, which
/// needs none).
pub(super) fn check(
    task: &CheckedTask,
    pos: Option<&Position>,
    answer: &Answer,
    overrides: &[FeedbackOverride],
) -> Result<(Outcome, Vec<FeedbackItem>), CheckError> {
    match (task, pos, answer) {
        (CheckedTask::Destinations { from }, Some(pos), Answer::Destinations(marked)) => {
            Ok(destinations::check(pos, *from, marked))
        }
        (CheckedTask::Judge { mv }, Some(pos), Answer::Judge { legal, reason }) => {
            judge::check(pos, *mv, *legal, reason.as_ref(), overrides)
        }
        (CheckedTask::Play { goal }, Some(pos), Answer::Play(m)) => Ok(play::check(pos, goal, *m)),
        (CheckedTask::Choice { options }, _, Answer::Choice(chosen)) => {
            choice::check(options, chosen)
        }
        (CheckedTask::Lines { first, last, .. }, _, Answer::Lines { opened, closed }) => {
            Ok(lines::check(first, last, opened, closed))
        }
        (CheckedTask::Claim { verdict, .. }, _, Answer::Claim(said)) => {
            Ok(claim::check(verdict, *said))
        }
        // Another kind's answer (or, never for a checked exercise, no position). Every
        // variant is named so that a new kind must be answered above.
        (
            CheckedTask::Destinations { .. }
            | CheckedTask::Judge { .. }
            | CheckedTask::Play { .. }
            | CheckedTask::Choice { .. }
            | CheckedTask::Lines { .. }
            | CheckedTask::Replay { .. }
            | CheckedTask::Claim { .. },
            _,
            _,
        ) => Err(CheckError::WrongKind {
            expected: task.kind(),
            got: answer.kind(),
        }),
    }
}

/// The engine's answer to a task at `pos` (a replay is answered step by step); `None` for
/// a `play` goal no legal move reaches (the lint reports that).
pub(crate) fn solution(
    task: &CheckedTask,
    pos: Option<&Position>,
    exercise: &CheckedExercise,
) -> Option<Answer> {
    match task {
        CheckedTask::Destinations { from } => Some(destinations::solution(pos?, *from)),
        CheckedTask::Judge { mv } => Some(judge::solution(pos?, *mv)),
        CheckedTask::Play { goal } => play::solution(goal, pos?, exercise),
        CheckedTask::Choice { options } => Some(choice::solution(options)),
        CheckedTask::Lines { first, last, .. } => Some(lines::solution(first, last)),
        CheckedTask::Claim { verdict, .. } => Some(Answer::Claim(verdict.holds)),
        CheckedTask::Replay { .. } => None,
    }
}

/// Whether a wrong answer to `task` is told the right one by its feedback: a claim (one of
/// two, and the feedback says which), a judge of a legal move (its feedback says it is legal
/// and why). A judge of an illegal move keeps its reason back; other kinds keep the missed
/// part back until the second miss.
pub(crate) fn tells_when_wrong(task: &CheckedTask, pos: Option<&Position>) -> bool {
    match (task, pos) {
        (CheckedTask::Claim { .. }, _) => true,
        (CheckedTask::Judge { mv }, Some(pos)) => pos.explain(*mv).is_ok(),
        (CheckedTask::Judge { .. }, None)
        | (
            CheckedTask::Destinations { .. }
            | CheckedTask::Play { .. }
            | CheckedTask::Choice { .. }
            | CheckedTask::Lines { .. }
            | CheckedTask::Replay { .. },
            _,
        ) => false,
    }
}

/// Whether a right answer (to replay step `step`) solves the exercise.
pub(crate) fn solved(
    task: &CheckedTask,
    step: Option<usize>,
    correct: bool,
    state: &AttemptState,
) -> bool {
    match (task, step) {
        (CheckedTask::Replay { steps }, Some(i)) => replay::solved(steps, i, correct, state),
        (CheckedTask::Replay { .. }, None)
        | (
            CheckedTask::Destinations { .. }
            | CheckedTask::Judge { .. }
            | CheckedTask::Play { .. }
            | CheckedTask::Choice { .. }
            | CheckedTask::Lines { .. }
            | CheckedTask::Claim { .. },
            _,
        ) => correct,
    }
}

/// How many steps an attempt at `task` answers one by one (a replay's); 0 otherwise.
pub(crate) fn steps(task: &CheckedTask) -> usize {
    match task {
        CheckedTask::Replay { steps } => steps.len(),
        CheckedTask::Destinations { .. }
        | CheckedTask::Judge { .. }
        | CheckedTask::Play { .. }
        | CheckedTask::Choice { .. }
        | CheckedTask::Lines { .. }
        | CheckedTask::Claim { .. } => 0,
    }
}

/// The short list of reasons a judge question at `pos` offers once "illegal" is said
/// (`lesson::why`); empty for a legal move or another kind.
pub(crate) fn why_choices(
    task: &CheckedTask,
    pos: Option<&Position>,
    feedback: &[FeedbackOverride],
) -> Vec<&'static str> {
    match (task, pos) {
        (CheckedTask::Judge { mv }, Some(pos)) => {
            crate::lesson::why::choices(pos, *mv, feedback).unwrap_or_default()
        }
        (CheckedTask::Judge { .. }, None)
        | (
            CheckedTask::Destinations { .. }
            | CheckedTask::Play { .. }
            | CheckedTask::Choice { .. }
            | CheckedTask::Lines { .. }
            | CheckedTask::Replay { .. }
            | CheckedTask::Claim { .. },
            _,
        ) => Vec::new(),
    }
}
