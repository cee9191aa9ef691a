//! The payloads of the class messages (`class-upload`, `class-answer`, `class-lessons`,
//! `class-rooms`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Parts of an upload at most, and the largest part's `data` in bytes (a part must fit in
/// the server's message cap, 16 KiB by default, with its envelope).
pub(crate) const MAX_PARTS: u32 = 512;
pub(crate) const PART_BYTES: usize = 12 * 1024;
/// A pack's JSON text at most (the embedded lessons together are about 440 KB).
pub(crate) const MAX_PACK_BYTES: usize = 2 * 1024 * 1024;
/// Files in a pack at most.
pub(crate) const MAX_FILES: usize = 64;

/// One part of a lesson pack's upload.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub(crate) struct UploadPart {
    /// This part's number, from 0; parts come in order.
    pub(crate) part: u32,
    /// How many parts the pack has (at most 512).
    pub(crate) parts: u32,
    /// The next piece of the pack's JSON text.
    pub(crate) data: String,
}

/// One lesson file of a pack.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub(crate) struct PackFile {
    /// The file's name in the teacher's folder (shown only; never a path on the server).
    pub(crate) name: String,
    /// The lesson file's YAML text.
    pub(crate) text: String,
}

/// A class's lesson pack: the lesson files of the teacher's folder.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub(crate) struct Pack {
    pub(crate) files: Vec<PackFile>,
}

/// A class's lessons, sent to a student who joined.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub(crate) struct LessonsMsg {
    pub(crate) class: String,
    pub(crate) files: Vec<PackFile>,
    /// The student's secret token for this name in the class: `class-answer` and a later
    /// `class-join` under the name must carry it (absent from a server that predates it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) token: Option<String>,
}

/// A judged answer of a student, as the student's program judged it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub(crate) struct AnswerMsg {
    /// The class code.
    pub(crate) class: String,
    /// The student's name (at most 24 characters are kept).
    pub(crate) name: String,
    /// The student's token, from `class-lessons` (never stored with the answer).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub(crate) token: String,
    /// The answer's own id, chosen by the client (at most 64 characters): an answer sent
    /// again (after a lost connection) is recorded once.
    pub(crate) id: String,
    pub(crate) lesson: String,
    pub(crate) exercise: String,
    /// The answer in `janggi-tutor try`'s syntax (`c3 a3`, `no horse-leg-blocked`, `1,3`).
    pub(crate) answer: String,
    /// Right or not.
    pub(crate) correct: bool,
    /// The exercise is solved with it.
    #[serde(default)]
    pub(crate) solved: bool,
    /// Stars earned when solved (0 to 3).
    #[serde(default)]
    pub(crate) stars: u8,
    /// Wrong tries before this answer.
    #[serde(default)]
    pub(crate) tries: u32,
    /// Hints seen before this answer.
    #[serde(default)]
    pub(crate) hints: u32,
    /// Misconception tags of this answer's own mistakes.
    #[serde(default)]
    pub(crate) misconceptions: Vec<String>,
}

/// A room game of a class (created with `create`'s `class`), as `class-rooms` lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub(crate) struct ClassRoom {
    /// The room's code, to `watch` it with.
    pub(crate) room: String,
    pub(crate) rules: String,
    /// The players' names (data: shown as text; `null`: the seat is free).
    pub(crate) cho: Option<String>,
    pub(crate) han: Option<String>,
    /// Moves played so far.
    pub(crate) moves: u32,
    /// How the game ended; `null` while it goes on.
    pub(crate) result: Option<crate::net::protocol::GameResult>,
}
