//! The trainer's core without any screen: judging a learner's answer against the engine,
//! explaining why, and scoring.
//!
//! - [`check`](mod@check): [`check::check`] an answer → [`check::Verdict`] (right or wrong, stars,
//!   feedback items of a message, the points to highlight and misconception tags).
//! - [`score`]: stars, lichess-learn style.
//! - [`solution`]: the engine's own answer, for "show answer".
//! - [`attempt`]: [`attempt::Attempt`], one learner working on one exercise (tries, hints).
//! - The answer, its feedback items and each kind's check are one layer down, beside the
//!   lesson model (`lesson::answer`, `lesson::feedback`, `lesson::kinds`): the check,
//!   solution and attempt modules call the kinds there.
//!
//! What lasts between sessions (stars, settings, saved games) is stored by
//! `crate::learner`, which sits above this layer: nothing here imports it.
//!
//! No terminal code and no text: everything a learner reads is a [`crate::i18n::Message`]
//! or a lesson [`crate::lesson::model::Text`].

pub(crate) mod attempt;
pub mod check;
pub(crate) mod score;
pub(crate) mod solution;

pub use crate::lesson::answer::{Answer, AnswerError};
#[cfg(test)]
pub(crate) use crate::lesson::feedback::FeedbackItem;
pub(crate) use crate::lesson::feedback::Tone;
pub use attempt::Attempt;
#[cfg(test)]
pub(crate) use check::Context;
pub use check::{AttemptState, CheckError, Verdict, check};
