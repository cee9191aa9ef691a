//! The engine's own answer to a task, for "show answer": the checker then explains it as it
//! would a learner's right answer, so what is shown is what would be accepted.

use crate::lesson::checked::{CheckedExercise, CheckedTask};

use super::answer::Answer;

/// The right answer to the exercise (for a replay: to step `step`, wrapped as a step
/// answer); `None` only for a `play` goal no legal move reaches (the lint reports that).
pub(crate) fn solution(exercise: &CheckedExercise, step: Option<usize>) -> Option<Answer> {
    match (&exercise.task, step) {
        (CheckedTask::Replay { steps }, Some(i)) => {
            let s = steps.get(i)?;
            let inner = super::kinds::solution(&s.task, Some(&s.position), exercise)?;
            Some(Answer::Step {
                step: i,
                answer: Box::new(inner),
            })
        }
        (task, _) => super::kinds::solution(task, exercise.position(), exercise),
    }
}
