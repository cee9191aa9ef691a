//! The lesson file format (YAML), as serde types. This is the contract between instructors'
//! files, the lint, the answer checker, the FAQ and the trainer screen.
//!
//! One lesson per file. Unknown fields are errors (so typos are caught by the lint), and every
//! text a learner reads is given per language: `{zh: ..., ko: ..., en: ...}`.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A text in several languages, keyed by language code (`zh`, `ko`, `en`, or any other
/// language that has a folder in `i18n/`). The lint requires at least `zh`, `ko` and `en`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(transparent)]
pub struct Text(pub(crate) BTreeMap<String, String>);

impl Text {
    /// The text in `lang`, else English, else any language there is.
    pub fn get(&self, lang: &str) -> &str {
        self.0
            .get(lang)
            .or_else(|| self.0.get("en"))
            .or_else(|| self.0.values().next())
            .map(String::as_str)
            .unwrap_or("")
    }

    /// Languages among `required` that are missing or blank.
    pub(crate) fn missing<'a>(&self, required: &[&'a str]) -> Vec<&'a str> {
        required
            .iter()
            .copied()
            .filter(|l| self.0.get(*l).is_none_or(|t| t.trim().is_empty()))
            .collect()
    }
}

/// The three practice phases of the source text, in order, then the strategy advice the
/// source keeps apart from the rules (区分基础规则、版本差异与策略建议).
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// 理解规则: understand the rules.
    Understand,
    /// 比较选择: compare and choose.
    Compare,
    /// 复盘检验: replay and verify.
    Review,
    /// 策略建议: strategy advice, after the rules; never needed to reach the first game.
    Strategy,
}

impl Phase {
    pub(crate) const ALL: [Phase; 4] = [
        Phase::Understand,
        Phase::Compare,
        Phase::Review,
        Phase::Strategy,
    ];

    pub(crate) fn id(self) -> &'static str {
        match self {
            Phase::Understand => "understand",
            Phase::Compare => "compare",
            Phase::Review => "review",
            Phase::Strategy => "strategy",
        }
    }
}

/// What a lesson teaches: the rules (the engine decides them), or advice (how to play well:
/// a guide the engine checks in its examples, never a rule). Every screen and handout that
/// shows an advice lesson says so.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Nature {
    /// The rules of the game (the default).
    #[default]
    Rules,
    /// Strategy advice, not rules.
    Advice,
}

impl Nature {
    pub(crate) fn is_advice(self) -> bool {
        self == Nature::Advice
    }
}

impl Statement {
    /// A strategy claim (the exchange search's), which only an advice lesson may make.
    pub(crate) fn is_advice(&self) -> bool {
        matches!(
            self,
            Statement::Hanging { .. }
                | Statement::WinsMaterial { .. }
                | Statement::LosesMaterial { .. }
        )
    }
}

impl Task {
    /// Whether the task asks for advice (a strategy claim, a goal of winning material), in
    /// itself or in a replay's steps.
    pub(crate) fn asks_advice(&self) -> bool {
        match self {
            Task::Claim { claim, .. } => claim.is_advice(),
            Task::Choice { options } => options
                .iter()
                .any(|o| o.claim.as_ref().is_some_and(Statement::is_advice)),
            Task::Play { goal, .. } => goal.win_material.is_some(),
            Task::Replay { steps, .. } => steps.iter().any(|s| s.task.asks_advice()),
            _ => false,
        }
    }
}

/// One lesson file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// Stable id, unique among all lessons; progress is keyed by it. Lowercase, digits, `-`.
    pub id: String,
    pub(crate) phase: Phase,
    /// Position within the phase (lower first).
    pub(crate) order: u32,
    /// Rule set the lesson is taught under: basic (default), janggi, janggi-traditional,
    /// janggi-modern, janggi-casual.
    #[serde(default = "default_rules")]
    pub rules: String,
    /// `rules` (default) or `advice`: a strategy lesson, shown everywhere as advice, not rules.
    #[serde(default, skip_serializing_if = "is_rules")]
    pub(crate) nature: Nature,
    /// The lesson's own misconception tags, each with the words learners read for it
    /// (`{TAG: {zh: ..., ko: ..., en: ...}}`), shown wherever the program's own tags are.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub(crate) misconceptions: BTreeMap<String, Text>,
    pub title: Text,
    /// The clause of the source text the lesson stands for (e.g. `比较选择：九宫斜线`): an
    /// error report names it. An exercise's own `source:` takes its place.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) source: Option<String>,
    /// Where error reports about this lesson go (an address: a web page, an e-mail); without
    /// it, a built-in lesson's go to the project's issue tracker, a folder's to its author.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) errata: Option<String>,
    /// What the lesson teaches before its exercises: one text, or short steps.
    pub intro: Intro,
    pub exercises: Vec<Exercise>,
}

fn is_rules(n: &Nature) -> bool {
    *n == Nature::Rules
}

/// A lesson's introduction: short steps, one idea each, each with a board where a position
/// helps; or (the older form, still valid) one text.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum Intro {
    /// One text, shown whole (each line a paragraph).
    Text(Text),
    /// Steps shown one at a time, in order.
    Steps(Vec<IntroStep>),
}

/// One step of a lesson's introduction: one idea, and the board that shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct IntroStep {
    pub(crate) text: Text,
    /// The board beside the text (the same forms as an exercise's position).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) position: Option<PositionSpec>,
    /// Points the text names, marked on the board (`d2`, `e3`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) marks: Vec<String>,
}

impl Intro {
    /// The steps: a one-text introduction is one step without a board.
    pub fn steps(&self) -> std::borrow::Cow<'_, [IntroStep]> {
        match self {
            Intro::Text(t) => std::borrow::Cow::Owned(vec![IntroStep {
                text: t.clone(),
                position: None,
                marks: Vec::new(),
            }]),
            Intro::Steps(s) => std::borrow::Cow::Borrowed(s),
        }
    }

    /// Every text of the introduction in `lang`, one paragraph a step (a preview, a search).
    #[cfg(test)]
    pub(crate) fn plain(&self, lang: &str) -> String {
        self.steps()
            .iter()
            .map(|s| s.text.get(lang))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

impl From<Text> for Intro {
    fn from(t: Text) -> Intro {
        Intro::Text(t)
    }
}

pub(crate) fn default_rules() -> String {
    "basic".to_string()
}

/// A position: a FEN, or a diagram an instructor can draw, or both (then they must agree).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct PositionSpec {
    /// FEN, rank 10 first, as Fairy-Stockfish writes it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) fen: Option<String>,
    /// Ten lines of nine points, rank 10 on top: FEN letters, `.` for an empty point.
    /// Spaces between points are allowed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) diagram: Option<String>,
    /// Side to move with a diagram: `cho` (default) or `han`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) turn: Option<String>,
    /// Allow setups that cannot occur in play (no kings, extra pieces) for drills.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(crate) relaxed: bool,
    /// Moves played from this position before the exercise starts (history matters for
    /// passes and bikjang).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) moves: Vec<String>,
}

/// Feedback an author gives for one wrong answer, keyed by the engine's reason id
/// (e.g. `cannon-screen-cannon`) or by a move (e.g. `b3b7`) or a point (destinations), by a
/// `choice` option or by a `claim`'s true/false. Its misconception counts only where the
/// learner's own answer is wrong (a wrong mark, move, option or true/false), never on what
/// they missed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct FeedbackOverride {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) reason: Option<String>,
    #[serde(default, rename = "move", skip_serializing_if = "Option::is_none")]
    pub(crate) mv: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) square: Option<String>,
    /// A `choice` option by its number (1 for the first): the feedback for picking it when
    /// it is wrong (or for leaving it out when it is right).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) option: Option<usize>,
    /// A `claim`'s wrong answer, `true` or `false`: the feedback for answering so when the
    /// engine finds otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) answer: Option<bool>,
    pub(crate) text: Text,
    /// A short stable tag for the misunderstanding, e.g. `cannon-moves-like-xiangqi`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) misconception: Option<String>,
}

/// One exercise. The fields common to every kind, plus the kind's own.
///
/// No `deny_unknown_fields` here: serde cannot combine it with the flattened, internally
/// tagged `task` (it would reject `kind` itself). The lint reports unknown fields instead.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Exercise {
    /// Stable id, unique within the lesson.
    pub id: String,
    /// A short title, shown in the lesson's list of exercises (without one, the list shows
    /// the prompt's start; never the id).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) title: Option<Text>,
    /// The clause of the source text this exercise stands for (else the lesson's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) source: Option<String>,
    /// Overrides the lesson's rule set for this exercise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) rules: Option<String>,
    /// The position; `choice` exercises about concepts may leave it out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) position: Option<PositionSpec>,
    pub prompt: Text,
    /// 自检标准: the self-check criterion shown after answering.
    pub self_check: Text,
    /// Ordered hints; each one used costs part of the score.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) hints: Vec<Text>,
    /// Shown after solving.
    pub explanation: Text,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) feedback: Vec<FeedbackOverride>,
    #[serde(flatten)]
    pub task: Task,
    /// The board is drawn from Han's side (Han at the bottom): set by the personal lesson for
    /// a position from a game the learner played as Han (`review::personal`); a lesson file
    /// cannot set it.
    #[serde(skip)]
    #[schemars(skip)]
    pub(crate) from_han: bool,
}

/// The kinds of exercise, as written after `kind:` (and in `lesson-kind-<id>` messages).
/// The one home of these ids: the lint, the checker, the answers and the screens use it.
#[derive(
    Copy,
    Clone,
    Debug,
    PartialEq,
    Eq,
    Hash,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantArray,
)]
#[strum(serialize_all = "lowercase")]
pub enum Kind {
    Destinations,
    Judge,
    Play,
    Choice,
    Lines,
    Replay,
    Claim,
}

impl Kind {
    /// The id written in files (`judge`, `play`, ...).
    pub(crate) fn id(self) -> &'static str {
        self.into()
    }

    /// The id of the kind's name in messages (`lesson-kind-<id>`).
    pub(crate) fn message_id(self) -> String {
        format!("lesson-kind-{}", self.id())
    }

    /// Every kind but `choice` is about a position (a `choice` with engine claims needs one
    /// too; that is checked per option).
    pub(crate) fn needs_position(self) -> bool {
        self != Kind::Choice
    }
}

impl Task {
    pub(crate) fn kind(&self) -> Kind {
        match self {
            Task::Destinations { .. } => Kind::Destinations,
            Task::Judge { .. } => Kind::Judge,
            Task::Play { .. } => Kind::Play,
            Task::Choice { .. } => Kind::Choice,
            Task::Lines { .. } => Kind::Lines,
            Task::Replay { .. } => Kind::Replay,
            Task::Claim { .. } => Kind::Claim,
        }
    }
}

/// What the learner must do. The engine decides what is right; an author-given `answer` is
/// optional and, when present, the lint checks it against the engine.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Task {
    /// Mark every legal destination of the piece on `square`.
    Destinations {
        square: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        answer: Option<Vec<String>>,
    },
    /// Is `move` legal? Answer yes or no and, where illegal, optionally the reason.
    Judge {
        #[serde(rename = "move")]
        mv: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        answer: Option<JudgeAnswer>,
    },
    /// Make a move that reaches the goal; any move the engine says reaches it is right.
    Play {
        goal: Goal,
        /// Example solutions (the lint checks each reaches the goal).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        answer: Option<Vec<String>>,
    },
    /// Multiple choice; one or more options are right.
    Choice { options: Vec<ChoiceOption> },
    /// After `moves` are played, which cannon lines opened and which closed?
    Lines {
        #[serde(rename = "moves")]
        played: Vec<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        answer: Option<LinesAnswer>,
    },
    /// Step through `moves`; at chosen steps, answer a question of another kind.
    Replay {
        #[serde(rename = "moves")]
        played: Vec<String>,
        steps: Vec<ReplayStep>,
    },
    /// Mark a statement about the position true or false.
    Claim {
        claim: Statement,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        answer: Option<bool>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JudgeAnswer {
    pub(crate) legal: bool,
    /// The engine's reason id when illegal, e.g. `horse-leg-blocked`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) reason: Option<String>,
}

/// A goal for `play`. Every field given must hold after the move.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Goal {
    /// The move must start from this point (which piece to move).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) from: Option<String>,
    /// The move must capture on this point.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) capture: Option<String>,
    /// The move must capture something (any enemy piece).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(crate) capture_any: bool,
    /// The move must capture a piece of this kind (chariot, cannon, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) capture_piece: Option<String>,
    /// The move must end on this point.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) reach: Option<String>,
    /// The opponent must be in check after the move.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(crate) check: bool,
    /// The opponent must be checkmated.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(crate) checkmate: bool,
    /// The opponent must be left without a legal move (checkmated or not): a win.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(crate) no_moves: bool,
    /// The side to move is in bikjang and the move must end it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(crate) end_bikjang: bool,
    /// The side to move is in check and the move must escape it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(crate) escape_check: bool,
    /// After the move, a line of the cannon on this point must be open that was closed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) open_line: Option<String>,
    /// After the move, a line of the cannon on this point must be closed that was open.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) close_line: Option<String>,
    /// The move must be one of these (coordinates, `b1c3`): the moves a search found as good
    /// as the best within a margin (the review's personal exercises, `docs/REVIEW.md`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) one_of: Vec<String>,
    /// Advice: the move must win at least this many counting points when both sides then go
    /// on capturing on its point while it pays (the engine's exchange search).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) win_material: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ChoiceOption {
    pub text: Text,
    /// For a concept statement: whether it is right (the author decides).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) correct: Option<bool>,
    /// For an engine-checkable statement: the engine decides whether it is right.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) claim: Option<Statement>,
    /// Why this option is right or wrong, shown after answering.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) why: Option<Text>,
}

/// Cannon lines named `<cannon point>:<direction>`, direction `up`, `down`, `left`, `right`
/// (as Cho sees the board) or `palace`; e.g. `b3:up`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LinesAnswer {
    #[serde(default)]
    pub(crate) opened: Vec<String>,
    #[serde(default)]
    pub(crate) closed: Vec<String>,
}

/// A question asked after `after` moves of a replay have been played.
/// (Unknown fields: see `Exercise`; the lint reports them.)
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ReplayStep {
    pub(crate) after: usize,
    pub(crate) prompt: Text,
    #[serde(flatten)]
    pub(crate) task: Task,
}

/// A statement about a position that the engine can check. Used by `claim` exercises,
/// `choice` options and the FAQ.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "is", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Statement {
    /// The move is legal.
    Legal {
        #[serde(rename = "move")]
        mv: String,
    },
    /// The move is illegal (optionally: for this reason id).
    Illegal {
        #[serde(rename = "move")]
        mv: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
    },
    /// The legal destinations of the piece on `square` are exactly these points.
    Destinations { square: String, points: Vec<String> },
    /// This side (`cho`/`han`) is in check.
    Check { side: String },
    /// The kings face each other with bikjang in force.
    Bikjang,
    /// The side to move is this side.
    ToMove { side: String },
    /// The game is over: `winner` is `cho`, `han` or `draw`; optionally by this end reason
    /// (`checkmate`, `no-moves`, `double-pass`, `bikjang`, `move-limit`).
    GameOver {
        winner: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
    },
    /// The game is not over.
    Ongoing,
    /// No legal move turns a soldier into another piece (there is no promotion).
    NoPromotion,
    /// The side to move can pass.
    CanPass,
    /// The kings face each other on an open file, whether or not these rules give that any
    /// meaning (compare `bikjang`, which is true only where it must be answered).
    KingsFacing,
    /// This piece stands on `square`: a FEN letter (uppercase Cho, lowercase Han, e.g. `K`,
    /// `c`), or `none` for an empty point. For facts about the setup.
    PieceOn { square: String, piece: String },
    /// The cannon line `<cannon point>:<up|down|left|right|palace>` (e.g. `b3:up`) is open:
    /// the cannon on that point can reach at least one point along it.
    LineOpen { line: String },
    /// A player may now claim the end of the game by Fairy-Stockfish's optional rules (the
    /// four `janggi*` rule sets; never under `basic`), and the claim is decided as `result`
    /// says: `counting` (the side with more points wins) or `draw`; optionally for this
    /// `reason`: `move-limit`, `repetition`, `perpetual-check` or `move-repetition`. The
    /// record is the position's `moves`, played from its FEN.
    OptionalEnd {
        result: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
    },
    /// Advice, checked by the engine's exchange search (counting points: chariot 13, cannon 7,
    /// horse 5, elephant 3, advisor 3, soldier 2): the piece on `square` is left to be taken.
    /// Its opponent, to move now or as if it were, has a capture of it that wins material
    /// when both sides then go on capturing on its point while it pays.
    Hanging { square: String },
    /// Advice, checked by the exchange search: playing `move` wins at least `points` counting
    /// points (default 1) when both sides then go on capturing on its point while it pays.
    WinsMaterial {
        #[serde(rename = "move")]
        mv: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        points: Option<u32>,
    },
    /// Advice, checked by the exchange search: playing `move` loses at least `points` counting
    /// points (default 1): the piece is left to be taken, or the trade gives more than it gets.
    LosesMaterial {
        #[serde(rename = "move")]
        mv: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        points: Option<u32>,
    },
}
