//! `replay`, trainer side: a step's answer read (`STEP:ANSWER`), and when a replay is solved.

use crate::lesson::checked::CheckedStep;
use crate::lesson::model::ReplayStep;
use crate::trainer::answer::{Answer, AnswerError};
use crate::trainer::check::AttemptState;

pub(super) fn parse(text: &str, steps: &[ReplayStep], nested: bool) -> Result<Answer, AnswerError> {
    if nested {
        return Err(AnswerError::Nested);
    }
    let bad = || AnswerError::Step {
        text: text.trim().to_string(),
        count: steps.len(),
    };
    let (n, rest) = text.split_once(':').ok_or_else(bad)?;
    let n: usize = n.trim().parse().map_err(|_| bad())?;
    if n == 0 || n > steps.len() {
        return Err(bad());
    }
    let inner = super::parse(&steps[n - 1].task, rest, true)?;
    Ok(Answer::Step {
        step: n - 1,
        answer: Box::new(inner),
    })
}

/// Solved when this step is right and every other step was solved before.
pub(super) fn solved(steps: &[CheckedStep], i: usize, correct: bool, state: &AttemptState) -> bool {
    correct
        && (0..steps.len()).all(|k| k == i || state.steps_solved.get(k).copied().unwrap_or(false))
}
