//! The engine's own answer to a task, for "show answer": the checker then explains it as it
//! would a learner's right answer, so what is shown is what would be accepted.

use crate::lesson::answer::Answer;
use crate::lesson::checked::CheckedExercise;

/// The right answer to the exercise (for a replay: to step `step`, wrapped as a step
/// answer); `None` only for a `play` goal no legal move reaches (the lint reports that).
pub(crate) fn solution(exercise: &CheckedExercise, step: Option<usize>) -> Option<Answer> {
    let kind = exercise.task.as_kind();
    match step.and_then(|i| Some((i, kind.step(i)?))) {
        Some((i, s)) => {
            let inner = s.task.as_kind().solution(Some(&s.position), exercise)?;
            Some(Answer::Step {
                step: i,
                answer: Box::new(inner),
            })
        }
        None => kind.solution(exercise.position(), exercise),
    }
}
