//! The command line's one error type, [`CliError`], and what a verb that ran says with its exit
//! status, [`Outcome`]. Verbs return `Result<Outcome, CliError>`; `run_with` reports the error,
//! once, in the user's language.

use std::io::Write;

use crate::i18n::{Localizer, Message};

/// Exit status for unusable arguments or input (a malformed FEN, an unknown rule set).
pub(crate) const EXIT_USAGE: i32 = 2;

/// Exit status when the work itself failed (a file that cannot be written).
pub(crate) const EXIT_FAILURE: i32 = 1;

/// Why a verb could not do what it was asked.
#[derive(Debug, Clone, PartialEq)]
pub enum CliError {
    /// Unusable arguments or input (exit 2): one `error:` line per message (a position can
    /// break several rules at once), then the hint as a line of its own.
    Usage {
        errors: Vec<Message>,
        hint: Option<Message>,
    },
    /// The work failed (exit 1): a file that cannot be written, an engine that does not start.
    Failure(Message),
}

impl CliError {
    pub(crate) fn usage(error: Message) -> Self {
        CliError::Usage {
            errors: vec![error],
            hint: None,
        }
    }

    /// Several problems with the same input, each on its own line.
    pub(crate) fn usage_all(errors: Vec<Message>) -> Self {
        CliError::Usage { errors, hint: None }
    }

    /// Adds a line after the errors that says what to do (not itself an error).
    #[must_use]
    pub(crate) fn with_hint(self, hint: Message) -> Self {
        match self {
            CliError::Usage { errors, .. } => CliError::Usage {
                errors,
                hint: Some(hint),
            },
            other => other,
        }
    }

    pub(crate) fn exit_code(&self) -> i32 {
        match self {
            CliError::Usage { .. } => EXIT_USAGE,
            CliError::Failure(_) => EXIT_FAILURE,
        }
    }

    /// Writes the error to `err` in the localizer's language: `error: …` lines, then the hint.
    pub(crate) fn report(&self, l10n: &Localizer, err: &mut dyn Write) {
        let (errors, hint) = match self {
            CliError::Usage { errors, hint } => (errors.as_slice(), hint.as_ref()),
            CliError::Failure(m) => (std::slice::from_ref(m), None),
        };
        for e in errors {
            let _ = writeln!(err, "{}", error_line(l10n, e));
        }
        if let Some(h) = hint {
            let _ = writeln!(err, "{}", l10n.format(h));
        }
    }
}

impl From<Message> for CliError {
    fn from(m: Message) -> Self {
        CliError::usage(m)
    }
}

/// `error: …`; the message holds its separator (`错误：` in Chinese).
pub(crate) fn error_line(l10n: &Localizer, msg: &Message) -> String {
    l10n.format(&Message::new("cli-error-line").arg_msg("text", msg.clone()))
}

/// What a verb that did its work answers with its exit status.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Exit 0: done, or "yes" (a legal move, a right answer, every claim holds).
    Done,
    /// Exit 1: the answer is "no" (an illegal move, a wrong answer, a claim that fails, lint
    /// errors, an exercise left out of a handout), or a step after the output failed.
    No,
    /// Exit 2 after output: part of the input was unusable (said on stderr as it was met),
    /// the rest was used (a record with a bad move; `explain --json` of an unreadable move).
    Partial,
    /// The trainer screen's own exit status.
    Screen(i32),
}

impl Outcome {
    /// [`Outcome::No`] when `no`, else [`Outcome::Done`].
    pub(crate) fn no_if(no: bool) -> Self {
        if no { Outcome::No } else { Outcome::Done }
    }

    pub(crate) fn exit_code(self) -> i32 {
        match self {
            Outcome::Done => 0,
            Outcome::No => EXIT_FAILURE,
            Outcome::Partial => EXIT_USAGE,
            Outcome::Screen(code) => code,
        }
    }

    /// The worse of two outcomes (the higher exit status).
    #[must_use]
    pub(crate) fn max(self, other: Outcome) -> Outcome {
        if other.exit_code() > self.exit_code() {
            other
        } else {
            self
        }
    }
}

/// A verb's result.
pub(crate) type CliResult = Result<Outcome, CliError>;
