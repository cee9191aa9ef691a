//! Checking an answer against the engine: the exercise kind judges it
//! (`lesson::kinds::CheckedKind`), and this adds the attempt's side, the lesson's feedback
//! overrides applied, whether the exercise is solved and the stars earned. The engine
//! decides what is right; an author's answer key is never consulted (the lint makes sure it
//! agrees with the engine).
//!
//! Since an `Attempt` only starts on an exercise read into engine values, the only errors
//! left are in the answer (`CheckError`: of the wrong kind, out of range, a reason off a
//! judge's short list).

use crate::lesson::answer::Answer;
use crate::lesson::checked::{CheckedExercise, ExerciseErrors};
use crate::lesson::feedback::{self, FeedbackItem};
use crate::lesson::kinds::At;
pub use crate::lesson::outcome::{CheckError, Outcome};

use super::score;

/// An exercise read into engine values (see `lesson::checked`): what the checker takes.
pub(crate) type Context = CheckedExercise;
/// Why an exercise cannot be read into engine values.
pub(crate) type ContextError = ExerciseErrors;

/// What a learner has done so far on an exercise (see [`super::Attempt`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AttemptState {
    pub(crate) wrong_tries: u32,
    pub(crate) hints_used: u32,
    /// For a replay: which steps are already solved.
    pub(crate) steps_solved: Vec<bool>,
    /// The learner asked to see the answer: solving now gives no full stars.
    pub(crate) revealed: bool,
    /// A wrong answer's feedback gave the right one away (see [`Verdict::told`]): solving
    /// now gives no full stars either.
    pub(crate) told: bool,
}

/// The checker's judgement of one answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// This answer is right (for a replay: this step's answer).
    pub correct: bool,
    /// The exercise is now solved (for a replay: every step is).
    pub(crate) solved: bool,
    /// Stars earned, 1..=3 once solved, else 0.
    pub(crate) stars: u8,
    /// The replay step answered, if any (0-based).
    pub(crate) step: Option<usize>,
    pub(crate) feedback: Vec<FeedbackItem>,
    /// Right so far, and the question goes on: a judge answered "illegal" without the reason
    /// now asks "why?" (its short list: `lesson::why::choices`). Not a wrong try, not solved.
    pub(crate) partial: bool,
    /// A wrong answer whose feedback says what the right one is (a two-way question: "not so,
    /// the statement is true"; "not so, the move is legal, because ..."): after it, solving
    /// gives at most [`score::REVEALED_STARS`].
    pub(crate) told: bool,
}

/// Read-only, so that only the checker decides (the fields stay crate-private).
impl Verdict {
    /// The exercise is now solved (for a replay: every step is).
    pub fn solved(&self) -> bool {
        self.solved
    }

    /// Stars earned, 1..=3 once solved, else 0.
    pub fn stars(&self) -> u8 {
        self.stars
    }

    /// Right so far, and the question goes on: a judge answered "illegal" without the reason.
    pub fn partial(&self) -> bool {
        self.partial
    }
}

/// Checks an answer. `state` is what happened before this answer (wrong tries and hints
/// cost stars; for a replay, the steps already solved).
pub fn check(
    exercise: &CheckedExercise,
    answer: &Answer,
    state: &AttemptState,
) -> Result<Verdict, CheckError> {
    let kind = exercise.task.as_kind();
    let at = At {
        pos: exercise.position(),
        feedback: &exercise.raw.feedback,
    };
    let judged = kind.judge(at, answer)?;
    let (outcome, mut items, step) = (judged.outcome, judged.items, judged.step);
    let correct = outcome == Outcome::Right;
    let partial = outcome == Outcome::Partial;
    let told = outcome == Outcome::Wrong && judged.tells_when_wrong;
    feedback::apply_overrides(&mut items, &exercise.feedback);
    let solved = kind.solved(step, correct, &state.steps_solved);
    Ok(Verdict {
        correct,
        solved,
        stars: if solved && (state.revealed || state.told) {
            score::REVEALED_STARS
        } else if solved {
            score::stars(state.wrong_tries, state.hints_used)
        } else {
            0
        },
        step,
        feedback: items,
        partial,
        told,
    })
}
