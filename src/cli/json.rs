//! What `--json` prints, verb by verb: one `Serialize` type per document, with its JSON Schema
//! (`schemars`). `docs/JSON.md` is generated from [`schemas`], and a test checks that it is
//! up to date, so the documented shapes are the printed ones.
//!
//! Ids (`rules`, `turn`, `reason`, ...) are stable; `text` fields are in the user's language;
//! `message` fields are the language-independent [`Message`] behind a text.

use std::io::Write;

use schemars::{JsonSchema, Schema, schema_for};
use serde::Serialize;

use crate::i18n::Message;

/// Prints `doc` as pretty JSON on `out`, keys in alphabetical order at every level (as
/// `serde_json::Value` keeps them), so the order never depends on field order.
pub fn print(out: &mut dyn Write, doc: &impl Serialize) {
    let value = serde_json::to_value(doc).unwrap_or_default();
    let _ = writeln!(
        out,
        "{}",
        serde_json::to_string_pretty(&value).unwrap_or_default()
    );
}

/// A text before it is put into words: a Fluent id and its arguments (numbers, strings, or
/// nested messages of the same shape).
#[derive(JsonSchema)]
#[allow(dead_code)] // only its schema is used: `Message` serialises itself in this shape
pub struct MessageShape {
    pub id: String,
    pub args: std::collections::BTreeMap<String, serde_json::Value>,
}

/// Every engine verb's document starts with the position: stable ids only.
#[derive(Serialize, JsonSchema)]
pub struct PositionHead {
    /// The rule set's id (`basic`, `janggi`, ...).
    pub rules: String,
    pub fen: String,
    /// The side to move: `cho` or `han`.
    pub turn: String,
}

impl PositionHead {
    pub fn of(pos: &crate::rules::Position) -> Self {
        PositionHead {
            rules: pos.rules().id().to_string(),
            fen: pos.fen(),
            turn: pos.turn().id().to_string(),
        }
    }
}

/// `moves --json`.
#[derive(Serialize, JsonSchema)]
pub struct MovesReport {
    #[serde(flatten)]
    pub position: PositionHead,
    /// `--from`, or null.
    pub from: Option<String>,
    /// The legal moves in coordinate form, in coordinate order.
    pub moves: Vec<String>,
    /// The notation of `written`: uci, san, kja or fsf-janggi.
    pub notation: String,
    /// The same moves in that notation.
    pub written: Vec<String>,
}

/// `explain --json`. A move that cannot be read has `reason: "bad-notation"` and no `legal`.
#[derive(Serialize, JsonSchema)]
pub struct ExplainReport {
    #[serde(flatten)]
    pub position: PositionHead,
    /// The move as given.
    #[serde(rename = "move")]
    pub mv: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legal: Option<bool>,
    /// Why the move is illegal (a reason id), absent when it is legal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The reason's name in the user's language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason_name: Option<String>,
    /// The answer in the user's language.
    pub text: String,
    /// The sentence behind `text`, when the move is not legal.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Option<MessageShape>")]
    pub message: Option<Message>,
}

/// `show --json`.
#[derive(Serialize, JsonSchema)]
pub struct ShowReport {
    #[serde(flatten)]
    pub position: PositionHead,
    /// Ten rows of nine FEN letters, rank 10 first, `.` for an empty point.
    pub board: Vec<String>,
    /// Whose turn it is, in the user's language.
    pub text: String,
}

/// How a game ended, or may be ended.
#[derive(Serialize, JsonSchema)]
pub struct End {
    /// `cho`, `han` or `draw`.
    pub winner: String,
    /// The end's id.
    pub reason: String,
}

/// `status --json`.
#[derive(Serialize, JsonSchema)]
pub struct StatusReport {
    #[serde(flatten)]
    pub position: PositionHead,
    pub check: bool,
    /// The kings face each other.
    pub bikjang: bool,
    /// The end of the game, or null while it goes on.
    pub outcome: Option<End>,
    /// An end a player may claim (repetition, the move limit), or null.
    pub optional_end: Option<End>,
    /// The lines the text output prints, in the user's language.
    pub text: Vec<String>,
}

/// One item of `try --json`'s feedback.
#[derive(Serialize, JsonSchema)]
pub struct FeedbackReport {
    /// right, wrong, missed or info.
    pub tone: String,
    #[schemars(with = "MessageShape")]
    pub message: Message,
    pub text: String,
    /// The lesson's author wrote this text.
    pub author: bool,
    pub squares: Vec<String>,
    pub misconception: Option<String>,
    pub misconception_text: Option<String>,
    pub reasons: Vec<String>,
}

/// `try --json`.
#[derive(Serialize, JsonSchema)]
pub struct TryReport {
    pub lesson: String,
    pub exercise: String,
    /// The exercise's kind.
    pub kind: String,
    /// The answer as given.
    pub answer: String,
    pub lang: String,
    pub correct: bool,
    pub solved: bool,
    pub stars: u8,
    /// The replay step answered (1-based), or null.
    pub step: Option<usize>,
    /// Right so far: a judge's "illegal" that still needs its "why".
    pub partial: bool,
    /// The reason ids offered for the "why".
    pub reasons_offered: Vec<String>,
    pub feedback: Vec<FeedbackReport>,
    pub self_check: String,
    /// Shown once the exercise is solved, else null.
    pub explanation: Option<String>,
}

/// One lesson of `progress --json`.
#[derive(Serialize, JsonSchema)]
pub struct LessonProgress {
    pub id: String,
    pub title: String,
    pub stars: u32,
    pub max_stars: usize,
    pub solved: usize,
    pub exercises: usize,
    pub attempts: u64,
    pub misses: u64,
}

#[derive(Serialize, JsonSchema)]
pub struct PhaseProgress {
    pub phase: String,
    pub lessons: Vec<LessonProgress>,
}

#[derive(Serialize, JsonSchema)]
pub struct MisconceptionReport {
    pub tag: String,
    pub misses: u32,
    /// `lesson/exercise` ids.
    pub exercises: Vec<String>,
}

#[derive(Serialize, JsonSchema)]
pub struct DueReport {
    pub lesson: String,
    pub exercise: String,
    /// Unix time.
    pub due: u64,
    /// The Leitner box.
    #[serde(rename = "box")]
    pub leitner_box: u8,
}

/// `progress --json`.
#[derive(Serialize, JsonSchema)]
pub struct ProgressReport {
    /// The progress file.
    pub file: String,
    pub total_stars: u32,
    pub phases: Vec<PhaseProgress>,
    pub misconceptions: Vec<MisconceptionReport>,
    pub reviews_due: Vec<DueReport>,
    /// The small goals the learner's games were played for (`play --goal`, the form's row).
    pub goals: Vec<GoalProgress>,
}

/// One small goal in `progress --json`.
#[derive(Serialize, JsonSchema)]
pub struct GoalProgress {
    /// The goal's id (`play --goal`).
    pub id: String,
    /// Finished games played for it.
    pub played: u32,
    /// Of those, the games that met it.
    pub met: u32,
    /// When it was last met (Unix time).
    pub last_met: Option<u64>,
}

/// `review --json`: each moment as the review module writes it (`review::MomentJson`).
#[derive(Serialize, JsonSchema)]
pub struct ReviewReport {
    /// How many moves the record has.
    pub moves: usize,
    pub moments: Vec<crate::review::MomentJson>,
}

/// `file:line:col` of the FAQ.
#[derive(Serialize, JsonSchema)]
pub struct FaqPlace {
    pub file: String,
    pub line: usize,
    pub col: usize,
}

impl From<&crate::faq::Place> for FaqPlace {
    fn from(p: &crate::faq::Place) -> Self {
        FaqPlace {
            file: p.file.clone(),
            line: p.line,
            col: p.col,
        }
    }
}

/// A claim that cannot be checked.
#[derive(Serialize, JsonSchema)]
pub struct FaqProblem {
    pub place: FaqPlace,
    pub messages: Vec<String>,
    #[schemars(with = "Vec<MessageShape>")]
    pub message_ids: Vec<Message>,
}

/// What the engine found for a claim under one rule set.
#[derive(Serialize, JsonSchema)]
pub struct FaqEvidence {
    pub text: String,
    #[schemars(with = "MessageShape")]
    pub message: Message,
    pub fen: String,
}

#[derive(Serialize, JsonSchema)]
pub struct FaqRun {
    pub rules: String,
    pub expected: Option<bool>,
    pub truth: Option<bool>,
    pub holds: Option<bool>,
    pub evidence: Option<FaqEvidence>,
    pub problem: Option<FaqProblem>,
}

/// `holds`, `fails` or `skipped`.
#[derive(JsonSchema)]
#[allow(dead_code)] // only its schema is used: `faq::Status` serialises itself so
#[serde(rename_all = "lowercase")]
pub enum StatusShape {
    Holds,
    Fails,
    Skipped,
}

#[derive(Serialize, JsonSchema)]
pub struct FaqClaim {
    /// 1-based, within the entry.
    pub index: usize,
    pub place: FaqPlace,
    #[schemars(with = "StatusShape")]
    pub status: crate::faq::Status,
    pub statement: String,
    pub plain: String,
    pub note: Option<String>,
    pub position: String,
    /// The claim as the FAQ file writes it.
    pub claim: crate::faq::Claim,
    pub problem: Option<FaqProblem>,
    pub runs: Vec<FaqRun>,
}

#[derive(Serialize, JsonSchema)]
pub struct FaqEntry {
    pub id: String,
    pub source: Option<String>,
    pub place: FaqPlace,
    pub question: String,
    pub answer: String,
    #[schemars(with = "StatusShape")]
    pub status: crate::faq::Status,
    pub claims: Vec<FaqClaim>,
}

#[derive(Serialize, JsonSchema)]
pub struct FaqWarning {
    pub place: FaqPlace,
    pub message: String,
}

/// Claims checked, holding, failing.
#[derive(JsonSchema)]
#[allow(dead_code)] // only its schema is used: `faq::Summary` serialises itself so
pub struct SummaryShape {
    pub claims: usize,
    pub hold: usize,
    pub fail: usize,
}

/// `faq --json`.
#[derive(Serialize, JsonSchema)]
pub struct FaqReport {
    pub lang: String,
    /// `listed`, `all`, or the one rule set's id.
    pub selection: String,
    pub files: Vec<String>,
    pub entries: Vec<FaqEntry>,
    pub warnings: Vec<FaqWarning>,
    #[schemars(with = "SummaryShape")]
    pub summary: crate::faq::Summary,
}

/// Each verb's `--json` document and its schema.
pub fn schemas() -> Vec<(&'static str, Schema)> {
    vec![
        ("moves", schema_for!(MovesReport)),
        ("explain", schema_for!(ExplainReport)),
        ("show", schema_for!(ShowReport)),
        ("status", schema_for!(StatusReport)),
        ("try", schema_for!(TryReport)),
        ("progress", schema_for!(ProgressReport)),
        ("review", schema_for!(ReviewReport)),
        ("faq", schema_for!(FaqReport)),
    ]
}

/// `docs/JSON.md`: each verb's JSON Schema (a test keeps the file equal to this).
pub fn json_doc() -> String {
    let mut doc = String::from(
        "# The JSON that `--json` prints\n\n\
         Generated from the report types in `src/cli/json.rs` (`JANGGI_UPDATE_DOCS=1 cargo test \
         --test it json_doc` rewrites it; the test fails while it differs). Keys are printed in \
         alphabetical order. Ids are stable; `text` fields are in the user's language.\n",
    );
    for (verb, schema) in schemas() {
        let text = serde_json::to_string_pretty(&schema).unwrap_or_default();
        doc.push_str(&format!(
            "\n## `janggi-tutor {verb} --json`\n\n```json\n{text}\n```\n"
        ));
    }
    doc
}
