//! Problems met while reading a record, with where they are, as messages.

use crate::i18n::{Message, library_error};

/// A problem in a record file, at a line (and a move number when it concerns one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// 1-based line; 0 when the problem concerns the whole file.
    pub line: usize,
    pub kind: RecordErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordErrorKind {
    /// The path is not a regular file (a folder, a FIFO, a device).
    NotAFile,
    /// The file is larger than the cap.
    TooLarge { limit: u64 },
    /// The file could not be read.
    Io { detail: String },
    /// Neither UTF-8 nor EUC-KR.
    Encoding,
    /// Nothing in the file.
    Empty,
    /// A line starting with `[` that is not `[Name "value"]`.
    BadTag { text: String },
    /// A move number other than the next one.
    MoveNumber { expected: u32, found: String },
    /// The file ends inside a comment or after a move number without its move.
    Truncated { number: u32 },
    /// A tag's value that cannot be used (a formation, a FEN, a variant).
    BadTagValue { name: String, value: String },
    /// A start board (`판`) that cannot be read or is no legal start.
    UnknownStart { value: String },
    /// The move count tag disagrees with the moves found (warning).
    MoveCount { stated: String, found: usize },
    /// The file holds `count` games; the first is read (warning: `--game K` picks another).
    MoreGames { count: usize },
}

impl RecordError {
    pub(crate) fn new(line: usize, kind: RecordErrorKind) -> RecordError {
        RecordError { line, kind }
    }

    /// The problem as a message, with its line.
    pub fn message(&self) -> Message {
        let what = match &self.kind {
            RecordErrorKind::NotAFile => Message::new("record-not-a-file"),
            RecordErrorKind::TooLarge { limit } => {
                Message::new("record-too-large").arg_num("limit", *limit as f64)
            }
            // The system's English only where no words of ours say it.
            RecordErrorKind::Io { detail } => match library_error::os_error_words(detail) {
                Some(words) => Message::new("record-io").arg_msg("detail", words),
                None => Message::new("record-io").arg("detail", detail.clone()),
            },
            RecordErrorKind::Encoding => Message::new("record-encoding"),
            RecordErrorKind::Empty => Message::new("record-empty"),
            RecordErrorKind::BadTag { text } => {
                Message::new("record-bad-tag").arg("text", text.clone())
            }
            RecordErrorKind::MoveNumber { expected, found } => Message::new("record-move-number")
                .arg_num("expected", *expected as i64)
                .arg("found", found.clone()),
            RecordErrorKind::Truncated { number } => {
                Message::new("record-truncated").arg_num("number", *number as i64)
            }
            RecordErrorKind::BadTagValue { name, value } => Message::new("record-bad-tag-value")
                .arg("name", name.clone())
                .arg("value", value.clone()),
            RecordErrorKind::UnknownStart { value } => {
                Message::new("record-unknown-start").arg("value", value.clone())
            }
            RecordErrorKind::MoveCount { stated, found } => Message::new("record-move-count")
                .arg("stated", stated.clone())
                .arg_num("found", *found as i64),
            RecordErrorKind::MoreGames { count } => {
                Message::new("record-more-games").arg_num("count", *count as i64)
            }
        };
        if self.line == 0 {
            what
        } else {
            Message::new("record-at-line")
                .arg_num("line", self.line as i64)
                .arg_msg("problem", what)
        }
    }
}
