//! Checking an answer against the engine. The engine decides what is right; an author's
//! answer key is never consulted (the lint makes sure it agrees with the engine).

use crate::i18n::Message;
use crate::lesson::checked::{CheckedExercise, CheckedTask, ExerciseErrors};
use crate::lesson::model::Kind;

use super::answer::Answer;
use super::feedback::{self, FeedbackItem, Tone};
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

/// How an answer to one task went: the checker's control flow follows this, never the id
/// of a feedback message.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Right,
    Wrong,
    /// Right so far, and the question goes on (a judge's "illegal" without the reason yet).
    Partial,
}

impl Outcome {
    /// Right when every item is.
    pub(crate) fn of(items: &[FeedbackItem]) -> Outcome {
        if items.iter().all(|i| i.tone == Tone::Right) {
            Outcome::Right
        } else {
            Outcome::Wrong
        }
    }

    pub(crate) fn right_if(correct: bool) -> Outcome {
        if correct {
            Outcome::Right
        } else {
            Outcome::Wrong
        }
    }
}

/// An answer that does not fit the exercise, or an exercise the engine cannot check.
#[derive(Clone, Debug, PartialEq)]
pub enum CheckError {
    /// The answer is for another kind of exercise.
    WrongKind { expected: Kind, got: Kind },
    /// A choice option or replay step number that does not exist.
    OutOfRange { index: usize, count: usize },
    /// A judge's reason that is not on the question's short list.
    NotOffered {
        given: String,
        offered: Vec<&'static str>,
    },
}

impl CheckError {
    pub(crate) fn message(&self) -> Message {
        match self {
            CheckError::WrongKind { expected, got } => Message::new("check-wrong-kind")
                .arg("expected", expected.id())
                .arg("got", got.id()),
            CheckError::OutOfRange { index, count } => Message::new("check-out-of-range")
                .arg_num("index", index + 1)
                .arg_num("count", *count),
            CheckError::NotOffered { given, offered } => Message::new("check-reason-not-offered")
                .arg("given", given.clone())
                .arg("offered", offered.join(", ")),
        }
    }
}

/// Checks an answer. `state` is what happened before this answer (wrong tries and hints
/// cost stars; for a replay, the steps already solved).
pub fn check(
    exercise: &CheckedExercise,
    answer: &Answer,
    state: &AttemptState,
) -> Result<Verdict, CheckError> {
    let overrides = &exercise.raw.feedback;
    let (outcome, mut items, step, two_way) = match (&exercise.task, answer) {
        (CheckedTask::Replay { steps }, Answer::Step { step, answer }) => {
            let s = steps.get(*step).ok_or(CheckError::OutOfRange {
                index: *step,
                count: steps.len(),
            })?;
            let (o, items) = super::kinds::check(&s.task, Some(&s.position), answer, overrides)?;
            (
                o,
                items,
                Some(*step),
                super::kinds::tells_when_wrong(&s.task, Some(&s.position)),
            )
        }
        (task, answer) => {
            let (o, items) = super::kinds::check(task, exercise.position(), answer, overrides)?;
            (
                o,
                items,
                None,
                super::kinds::tells_when_wrong(task, exercise.position()),
            )
        }
    };
    let correct = outcome == Outcome::Right;
    let partial = outcome == Outcome::Partial;
    let told = outcome == Outcome::Wrong && two_way;
    feedback::apply_overrides(&mut items, &exercise.feedback);
    let solved = super::kinds::solved(&exercise.task, step, correct, state);
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
