//! The trainer's core without any screen: judging a learner's answer against the engine,
//! explaining why, and scoring.
//!
//! - [`answer`]: what a learner answers, per exercise kind, and a short text syntax for it.
//! - [`check`](mod@check): [`check::check`] an answer → [`check::Verdict`] (right or wrong, stars,
//!   feedback items of a message, the points to highlight and misconception tags).
//! - [`feedback`]: feedback items, the rule that allows a move, the lesson's overrides.
//! - [`score`]: stars, lichess-learn style.
//! - [`solution`]: the engine's own answer, for "show answer".
//! - [`attempt`]: [`attempt::Attempt`], one learner working on one exercise (tries, hints).
//! - `kinds`: one module per exercise kind (its answer read, checked and shown); the
//!   answer, check, solution and attempt modules dispatch there.
//!
//! What lasts between sessions (stars, settings, saved games) is stored by
//! `crate::learner`, which sits above this layer: nothing here imports it.
//!
//! No terminal code and no text: everything a learner reads is a [`crate::i18n::Message`]
//! or a lesson [`crate::lesson::model::Text`].

pub(crate) mod answer;
pub(crate) mod attempt;
pub mod check;
pub(crate) mod feedback;
mod kinds;
pub(crate) mod score;
pub(crate) mod solution;

pub use answer::{Answer, AnswerError};
pub use attempt::Attempt;
#[cfg(test)]
pub(crate) use check::Context;
pub use check::{AttemptState, CheckError, Verdict, check};
#[cfg(test)]
pub(crate) use feedback::FeedbackItem;
pub(crate) use feedback::Tone;
