//! What `--json` prints, verb by verb: one `Serialize` type per document, with its JSON Schema
//! (`schemars`). `docs/json-schema/<verb>.json` is written from [`schemas`], and tests check
//! that it is up to date and that `docs/JSON.md`'s field tables name each report's fields, so
//! the documented shapes are the printed ones.
//!
//! Ids (`rules`, `turn`, `reason`, ...) are stable; `text` fields are in the user's language;
//! `message` fields are the language-independent [`Message`] behind a text.

use std::io::Write;

use schemars::{JsonSchema, Schema, schema_for};
use serde::Serialize;

use crate::i18n::Message;
use crate::trainer::Tone;

/// Prints `doc` as pretty JSON on `out`, keys in alphabetical order at every level (as
/// `serde_json::Value` keeps them), so the order never depends on field order.
pub(crate) fn print(out: &mut dyn Write, doc: &impl Serialize) {
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
pub(crate) struct MessageShape {
    pub(crate) id: String,
    pub(crate) args: std::collections::BTreeMap<String, serde_json::Value>,
}

/// Every engine verb's document starts with the position: stable ids only.
#[derive(Serialize, JsonSchema)]
pub(crate) struct PositionHead {
    /// The rule set's id (`basic`, `janggi`, ...).
    pub(crate) rules: String,
    pub(crate) fen: String,
    /// The side to move: `cho` or `han`.
    pub(crate) turn: String,
}

impl PositionHead {
    pub(crate) fn of(pos: &crate::rules::Position) -> Self {
        PositionHead {
            rules: pos.rules().id().to_string(),
            fen: pos.fen(),
            turn: pos.turn().id().to_string(),
        }
    }
}

/// `moves --json`.
#[derive(Serialize, JsonSchema)]
pub(crate) struct MovesReport {
    #[serde(flatten)]
    pub(crate) position: PositionHead,
    /// `--from`, or null.
    pub(crate) from: Option<String>,
    /// The legal moves in coordinate form, in coordinate order.
    pub(crate) moves: Vec<String>,
    /// The notation of `written`: uci, san, kja or fsf-janggi.
    pub(crate) notation: String,
    /// The same moves in that notation.
    pub(crate) written: Vec<String>,
}

/// `explain --json`. A move that cannot be read has `reason: "bad-notation"` and no `legal`.
#[derive(Serialize, JsonSchema)]
pub(crate) struct ExplainReport {
    #[serde(flatten)]
    pub(crate) position: PositionHead,
    /// The move as given.
    #[serde(rename = "move")]
    pub(crate) mv: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) legal: Option<bool>,
    /// Why the move is illegal (a reason id), absent when it is legal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) reason: Option<String>,
    /// The reason's name in the user's language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) reason_name: Option<String>,
    /// The answer in the user's language.
    pub(crate) text: String,
    /// The sentence behind `text`, when the move is not legal.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Option<MessageShape>")]
    pub(crate) message: Option<Message>,
}

/// `show --json`.
#[derive(Serialize, JsonSchema)]
pub(crate) struct ShowReport {
    #[serde(flatten)]
    pub(crate) position: PositionHead,
    /// Ten rows of nine FEN letters, rank 10 first, `.` for an empty point.
    pub(crate) board: Vec<String>,
    /// Whose turn it is, in the user's language.
    pub(crate) text: String,
}

/// How a game ended, or may be ended.
#[derive(Serialize, JsonSchema)]
pub(crate) struct End {
    /// `cho`, `han` or `draw`.
    pub(crate) winner: String,
    /// The end's id.
    pub(crate) reason: String,
}

/// `status --json`.
#[derive(Serialize, JsonSchema)]
pub(crate) struct StatusReport {
    #[serde(flatten)]
    pub(crate) position: PositionHead,
    pub(crate) check: bool,
    /// The kings face each other.
    pub(crate) bikjang: bool,
    /// The end of the game, or null while it goes on.
    pub(crate) outcome: Option<End>,
    /// An end a player may claim (repetition, the move limit), or null.
    pub(crate) optional_end: Option<End>,
    /// The lines the text output prints, in the user's language.
    pub(crate) text: Vec<String>,
}

/// One item of `try --json`'s feedback.
#[derive(Serialize, JsonSchema)]
pub(crate) struct FeedbackReport {
    /// right, wrong, missed or info.
    #[serde(serialize_with = "tone_id")]
    #[schemars(with = "String")]
    pub(crate) tone: Tone,
    #[schemars(with = "MessageShape")]
    pub(crate) message: Message,
    pub(crate) text: String,
    /// The lesson's author wrote this text.
    pub(crate) author: bool,
    pub(crate) squares: Vec<String>,
    pub(crate) misconception: Option<String>,
    pub(crate) misconception_text: Option<String>,
    pub(crate) reasons: Vec<String>,
}

/// A feedback item's tone as its id.
fn tone_id<S: serde::Serializer>(tone: &Tone, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(tone.id())
}

/// `class new --json`: the class's code for the students, the teacher's secret token.
#[derive(Serialize, JsonSchema)]
pub(crate) struct ClassNewReport {
    pub(crate) class: String,
    pub(crate) token: String,
}

/// `try --json`.
#[derive(Serialize, JsonSchema)]
pub(crate) struct TryReport {
    pub(crate) lesson: String,
    pub(crate) exercise: String,
    /// The exercise's kind.
    pub(crate) kind: String,
    /// The answer as given.
    pub(crate) answer: String,
    pub(crate) lang: String,
    pub(crate) correct: bool,
    pub(crate) solved: bool,
    pub(crate) stars: u8,
    /// The replay step answered (1-based), or null.
    pub(crate) step: Option<usize>,
    /// How many steps the replay has (the text's "step 2 of 3"; not printed in the JSON).
    #[serde(skip)]
    pub(crate) steps: usize,
    /// Right so far: a judge's "illegal" that still needs its "why".
    pub(crate) partial: bool,
    /// The reason ids offered for the "why".
    pub(crate) reasons_offered: Vec<String>,
    pub(crate) feedback: Vec<FeedbackReport>,
    pub(crate) self_check: String,
    /// Shown once the exercise is solved, else null.
    pub(crate) explanation: Option<String>,
}

/// One lesson of `progress --json`.
#[derive(Serialize, JsonSchema)]
pub(crate) struct LessonProgress {
    pub(crate) id: String,
    pub(crate) title: String,
    pub(crate) stars: u32,
    pub(crate) max_stars: usize,
    pub(crate) solved: usize,
    pub(crate) exercises: usize,
    pub(crate) attempts: u64,
    pub(crate) misses: u64,
}

#[derive(Serialize, JsonSchema)]
pub(crate) struct PhaseProgress {
    pub(crate) phase: String,
    pub(crate) lessons: Vec<LessonProgress>,
}

#[derive(Serialize, JsonSchema)]
pub(crate) struct MisconceptionReport {
    pub(crate) tag: String,
    /// The tag in words, for the text (not printed in the JSON).
    #[serde(skip)]
    pub(crate) words: Message,
    pub(crate) misses: u32,
    /// `lesson/exercise` ids.
    pub(crate) exercises: Vec<String>,
}

#[derive(Serialize, JsonSchema)]
pub(crate) struct DueReport {
    pub(crate) lesson: String,
    pub(crate) exercise: String,
    /// Unix time.
    pub(crate) due: u64,
    /// The Leitner box.
    #[serde(rename = "box")]
    pub(crate) leitner_box: u8,
    /// A miss's same-day repeat: the last try was a miss, or a miss not yet answered right
    /// once it came back.
    pub(crate) repeat: bool,
    /// A personal exercise's move number, which the text shows instead of its hashed id (not
    /// printed in the JSON).
    #[serde(skip)]
    pub(crate) personal_move: Option<u32>,
}

/// `progress --json`.
#[derive(Serialize, JsonSchema)]
pub(crate) struct ProgressReport {
    /// The progress file.
    pub(crate) file: String,
    pub(crate) total_stars: u32,
    pub(crate) phases: Vec<PhaseProgress>,
    pub(crate) misconceptions: Vec<MisconceptionReport>,
    pub(crate) reviews_due: Vec<DueReport>,
    /// The small goals the learner's games were played for (`play --goal`, the form's row).
    pub(crate) goals: Vec<GoalProgress>,
    /// The learner's games in the games folder beside the progress file, the newest first
    /// (at most 500).
    pub(crate) games: Vec<GameHistory>,
}

/// One of the learner's games in `progress --json`, read from its `.gib` record.
#[derive(Serialize, JsonSchema)]
pub(crate) struct GameHistory {
    /// The record's file name in the games folder.
    pub(crate) file: String,
    /// When it ended, `YYYY-MM-DD HH:MM` (UTC), or the record's date `YYYY-MM-DD`.
    pub(crate) date: String,
    pub(crate) opponent: GameOpponent,
    /// `cho` or `han`: the side the learner played; null for a game on one screen.
    pub(crate) side: Option<&'static str>,
    /// The rule set's id (`basic`, `janggi`, ...).
    pub(crate) rules: String,
    /// `won`, `lost` or `draw` for the learner; `cho-won` or `han-won` for a game on one
    /// screen; `unknown` when the record states none.
    pub(crate) result: &'static str,
    /// Its length in plies.
    pub(crate) plies: usize,
    /// The small goal played for; null when none.
    pub(crate) goal: Option<GameGoal>,
    /// Whether the engine review ran on it (the games screen's `r`).
    pub(crate) reviewed: bool,
    /// "Learn from your mistakes" done on it: the best pass; null when never finished.
    pub(crate) learned: Option<GameLearned>,
    /// The opponent, result and goal in the user's language, for the text (not printed in
    /// the JSON).
    #[serde(skip)]
    pub(crate) words: Vec<Message>,
}

/// Who the learner played.
#[derive(Serialize, JsonSchema)]
pub(crate) struct GameOpponent {
    /// `ai` (the built-in AI), `engine` (an external one), `friend` (two people on one
    /// screen) or `room` (a game in a room of a room server).
    pub(crate) kind: &'static str,
    /// `ai`: the AI's level.
    pub(crate) level: Option<String>,
    /// `engine`: its program; `room`: the other player's name.
    pub(crate) name: Option<String>,
    /// `friend`: the two names, Cho's first.
    pub(crate) players: Option<[String; 2]>,
    /// `room`: the server's address and the room's code.
    pub(crate) server: Option<String>,
    pub(crate) room: Option<String>,
}

/// A game's small goal in `progress --json`.
#[derive(Serialize, JsonSchema)]
pub(crate) struct GameGoal {
    /// The goal's id (`play --goal`).
    pub(crate) id: String,
    /// Whether it was met; null when not decided when the game ended.
    pub(crate) met: Option<bool>,
}

/// "Learn from your mistakes" on one game.
#[derive(Serialize, JsonSchema)]
pub(crate) struct GameLearned {
    /// The moments where a better move was found.
    pub(crate) found: u32,
    /// The moments it offered.
    pub(crate) moments: u32,
}

/// One small goal in `progress --json`.
#[derive(Serialize, JsonSchema)]
pub(crate) struct GoalProgress {
    /// The goal's id (`play --goal`).
    pub(crate) id: String,
    /// Finished games played for it.
    pub(crate) played: u32,
    /// Of those, the games that met it.
    pub(crate) met: u32,
    /// When it was last met (Unix time).
    pub(crate) last_met: Option<u64>,
}

/// `review --json`: each moment as the review module writes it (`review::MomentJson`).
#[derive(Serialize, JsonSchema)]
pub(crate) struct ReviewReport {
    /// How many moves the record has.
    pub(crate) moves: usize,
    pub(crate) moments: Vec<crate::review::MomentJson>,
    /// The small goal the game was played for (the record's `Goal` tag), judged again from its
    /// moves as the text review and the games screen say it; null when the record names none.
    pub(crate) goal: Option<ReviewGoal>,
}

/// The small goal in `review --json` (`docs/REVIEW.md`, "A game with a small goal").
#[derive(Serialize, JsonSchema)]
pub(crate) struct ReviewGoal {
    /// The goal's id (`play --goal`).
    pub(crate) id: String,
    /// `met`, `missed`, or `pending` (not decided when the record ends).
    pub(crate) state: &'static str,
    /// Whether it was met; null while it is not decided.
    pub(crate) met: Option<bool>,
    /// The ply (1-based) that decided it, 0 when met at the start; null while not decided.
    pub(crate) ply: Option<usize>,
    /// The moves that counted, oldest first (for most goals the deciding move is one of them).
    pub(crate) moves: Vec<ReviewGoalMove>,
    /// The review's goal line, in the user's language.
    pub(crate) text: String,
    /// The moves that counted as one line in the user's language, for the text (not printed
    /// in the JSON, which has `moves`).
    #[serde(skip)]
    pub(crate) moves_line: Option<String>,
}

/// A move that counted for the goal.
#[derive(Serialize, JsonSchema)]
pub(crate) struct ReviewGoalMove {
    /// 1-based.
    pub(crate) ply: usize,
    /// The whole-move number as the play screen writes it.
    pub(crate) move_number: u32,
    /// The side that moved.
    pub(crate) side: String,
    /// Coordinates (UCI).
    pub(crate) played: String,
    /// "12. Cc7+" / "12... Cc7+" in the user's notation.
    pub(crate) text: String,
}

/// `file:line:col` of the FAQ.
#[derive(Serialize, JsonSchema)]
pub(crate) struct FaqPlace {
    pub(crate) file: String,
    pub(crate) line: usize,
    pub(crate) col: usize,
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
pub(crate) struct FaqProblem {
    pub(crate) place: FaqPlace,
    pub(crate) messages: Vec<String>,
    #[schemars(with = "Vec<MessageShape>")]
    pub(crate) message_ids: Vec<Message>,
}

/// What the engine found for a claim under one rule set.
#[derive(Serialize, JsonSchema)]
pub(crate) struct FaqEvidence {
    pub(crate) text: String,
    #[schemars(with = "MessageShape")]
    pub(crate) message: Message,
    pub(crate) fen: String,
}

#[derive(Serialize, JsonSchema)]
pub(crate) struct FaqRun {
    pub(crate) rules: String,
    pub(crate) expected: Option<bool>,
    pub(crate) truth: Option<bool>,
    pub(crate) holds: Option<bool>,
    pub(crate) evidence: Option<FaqEvidence>,
    pub(crate) problem: Option<FaqProblem>,
}

/// `holds`, `fails` or `skipped`.
#[derive(JsonSchema)]
#[allow(dead_code)] // only its schema is used: `faq::Status` serialises itself so
#[serde(rename_all = "lowercase")]
pub(crate) enum StatusShape {
    Holds,
    Fails,
    Skipped,
}

#[derive(Serialize, JsonSchema)]
pub(crate) struct FaqClaim {
    /// 1-based, within the entry.
    pub(crate) index: usize,
    pub(crate) place: FaqPlace,
    #[schemars(with = "StatusShape")]
    pub(crate) status: crate::faq::Status,
    pub(crate) statement: String,
    pub(crate) plain: String,
    pub(crate) note: Option<String>,
    pub(crate) position: String,
    /// The claim as the FAQ file writes it.
    pub(crate) claim: crate::faq::Claim,
    pub(crate) problem: Option<FaqProblem>,
    pub(crate) runs: Vec<FaqRun>,
}

#[derive(Serialize, JsonSchema)]
pub(crate) struct FaqEntry {
    pub(crate) id: String,
    pub(crate) source: Option<String>,
    pub(crate) place: FaqPlace,
    pub(crate) question: String,
    pub(crate) answer: String,
    #[schemars(with = "StatusShape")]
    pub(crate) status: crate::faq::Status,
    pub(crate) claims: Vec<FaqClaim>,
}

#[derive(Serialize, JsonSchema)]
pub(crate) struct FaqWarning {
    pub(crate) place: FaqPlace,
    pub(crate) message: String,
}

/// Claims checked, holding, failing.
#[derive(JsonSchema)]
#[allow(dead_code)] // only its schema is used: `faq::Summary` serialises itself so
pub(crate) struct SummaryShape {
    pub(crate) claims: usize,
    pub(crate) hold: usize,
    pub(crate) fail: usize,
}

/// `faq --json`.
#[derive(Serialize, JsonSchema)]
pub(crate) struct FaqReport {
    pub(crate) lang: String,
    /// `listed`, `all`, or the one rule set's id.
    pub(crate) selection: String,
    pub(crate) files: Vec<String>,
    pub(crate) entries: Vec<FaqEntry>,
    pub(crate) warnings: Vec<FaqWarning>,
    #[schemars(with = "SummaryShape")]
    pub(crate) summary: crate::faq::Summary,
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
        ("class-new", schema_for!(ClassNewReport)),
        (
            "class-report",
            schema_for!(crate::net::class::report::ClassReport),
        ),
    ]
}
