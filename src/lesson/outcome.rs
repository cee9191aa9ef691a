//! What checking one answer to one task gives beside its feedback items: how it went
//! ([`Outcome`]), or why it could not be checked ([`CheckError`]). The kinds
//! (`lesson::kinds`) give these; the trainer turns them into a learner's verdict and stars.

use crate::i18n::Message;
use crate::lesson::model::Kind;

use super::feedback::{FeedbackItem, Tone};

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
                .arg_list("offered", offered),
        }
    }
}
