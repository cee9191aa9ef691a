//! A problem in a lesson file, pointed at `path:line:col`. Shared by the loader (files that
//! cannot be read) and the lint (everything else). The text is a Fluent [`Message`], so it is
//! shown in the reader's language; the `error` / `warning` labels stay in English because
//! editors and CI tools parse them.

use std::fmt;

use crate::i18n::{Localizer, Message};

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// The lesson is wrong or unusable: the lint exits 1.
    Error,
    /// Suspicious but usable (an unknown language, an order used twice).
    Warning,
    /// Nothing wrong: what the engine finds, shown beside what the author wrote (an
    /// option's claim in the engine's words). Printed by `lint` and the preview, never
    /// counted as a problem.
    Note,
}

impl Severity {
    pub(crate) fn label(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// One problem: where it is, how bad, and what it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    /// The file as the user named it (or `lessons/<phase>/<file>` for embedded lessons).
    pub(crate) path: String,
    /// 1-based line and column.
    pub(crate) line: usize,
    pub(crate) col: usize,
    pub(crate) severity: Severity,
    pub(crate) message: Message,
}

impl Diagnostic {
    pub(crate) fn error(
        path: impl Into<String>,
        line: usize,
        col: usize,
        message: Message,
    ) -> Self {
        Diagnostic {
            path: path.into(),
            line,
            col,
            severity: Severity::Error,
            message,
        }
    }

    pub(crate) fn warning(
        path: impl Into<String>,
        line: usize,
        col: usize,
        message: Message,
    ) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(path, line, col, message)
        }
    }

    pub(crate) fn note(path: impl Into<String>, line: usize, col: usize, message: Message) -> Self {
        Diagnostic {
            severity: Severity::Note,
            ..Diagnostic::error(path, line, col, message)
        }
    }

    pub(crate) fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// The one-line form `path:line:col: error: message`, in the localizer's language.
    pub(crate) fn render(&self, l10n: &Localizer) -> String {
        format!(
            "{}:{}:{}: {}: {}",
            self.path,
            self.line,
            self.col,
            self.severity,
            l10n.format(&self.message)
        )
    }
}

/// Sorts diagnostics by file, then position, errors before warnings at the same place.
pub(crate) fn sort(diags: &mut [Diagnostic]) {
    diags.sort_by(|a, b| {
        (&a.path, a.line, a.col, a.severity).cmp(&(&b.path, b.line, b.col, b.severity))
    });
}
