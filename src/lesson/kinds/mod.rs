//! One module per exercise kind, for all that is not drawing: how its task as written is
//! read into engine values ([`CheckedTask`]) with every problem located, the author's answer
//! key checked against the engine on the way (so the lint and the checked model agree), the
//! texts it adds, its skeleton, the lint's warnings about it (through the [`Warn`] sink the
//! lint implements), the answer's text form read, an answer checked with its `fb-*` feedback,
//! and the engine's own answer.
//!
//! Each kind module holds two borrowed views: `Written` (its `model::Task` variant's fields,
//! implementing [`TaskKind`]) and `Checked` (its [`CheckedTask`] variant's fields,
//! implementing [`CheckedKind`]). The two enums dispatch here once each (`Task::as_kind`,
//! `CheckedTask::as_kind`), `Kind` once for the skeleton; the traits' default methods carry
//! what most kinds share (no moves played, no texts of their own, no steps, solved when
//! right, a wrong answer's feedback keeping the right one back, no "why?" list), so a kind
//! overrides only where it differs.
//!
//! The trade-off. A new kind now touches five places where it touched six: (1) the enums,
//! a `Task` and a `Kind` variant (`model.rs`, the file format with its JSON schema), a
//! `CheckedTask` variant (`checked.rs`) and an `Answer` variant (`lesson/answer.rs`, with its
//! line in the `try` syntax table); (2) its file here, `lesson/kinds/<kind>.rs`, everything
//! but drawing, and in this module one `mod` line, one arm in each `as_kind` and one in
//! `skeleton`; the compiler stops at each of those arms and at every trait method without
//! a default; (3) `handout/kinds.rs` and (4) `tui/screens/exercise/kinds.rs`, which draw it
//! and stay per screen (paper and terminal share no drawing); (5) its words and data
//! (`lesson-kind-<id>`, `fb-*`, a fixture and its tests). The enums stay enums with their
//! fields inline, not one struct per kind inside them: the YAML enum's shape is the lesson
//! format (what serde reads and the schema prints), and the drawing code matches the checked
//! enum's fields. So each kind module borrows its variant's fields into `Written`/`Checked`,
//! at the price of a small allocation per call, nowhere near a hot path.
//!
//! Layering: this is below `trainer`, which keeps a learner's attempt (tries, hints,
//! stars, the answer shown) and calls the kinds through `CheckedTask::as_kind`.

use super::answer::{Answer, AnswerError};
use super::checked::{CheckedExercise, CheckedStep, CheckedTask, Reader, path};
use super::feedback::FeedbackItem;
use super::locate::Seg;
use super::model::{FeedbackOverride, Kind, Task, Text};
use super::outcome::{CheckError, Outcome};
use super::skeleton::{Ask, SkeletonError};
use crate::i18n::{Localizer, Message};
use crate::rules::{Position, Square};

mod choice;
mod claim;
mod destinations;
mod judge;
mod lines;
mod play;
mod replay;

/// Where a task is read: its position (`None` when missing or broken), the positions along
/// a top-level `lines` or `replay` (a replay step's `lines` plays its own moves from `pos`),
/// whether it is a replay's step, and the exercise's feedback overrides (a judge's "why?"
/// list starts from them).
pub(crate) struct ReadCtx<'p> {
    pub(crate) pos: Option<&'p Position>,
    pub(crate) sequence: &'p [Position],
    pub(crate) nested: bool,
    pub(crate) feedback: &'p [FeedbackOverride],
}

/// A task as written in a lesson file, through its kind.
pub(crate) trait TaskKind<'a> {
    /// Reads the task (its fields under `base`) into engine values; `None` when a problem
    /// was found (and pushed).
    fn read(&self, r: &mut Reader, ctx: &ReadCtx, base: &[Seg]) -> Option<CheckedTask>;

    /// The lint's warnings about the task under `base`, and the reasons its mistakes can
    /// carry.
    fn lint(&self, w: &mut dyn Warn, ctx: &LintCtx, base: &[Seg]);

    /// Reads an answer from its text form (`lesson::answer` documents it); `nested` inside
    /// a replay step.
    fn parse(&self, text: &str, nested: bool) -> Result<Answer, AnswerError>;

    /// The moves a top-level task plays from its position (`lines`, `replay`), if any.
    fn played(&self) -> Option<&'a [String]> {
        None
    }

    /// The texts the task adds to its exercise's (choice options, replay step prompts),
    /// with where they are written; `nested` in a replay's step.
    fn texts(&self, _base: &[Seg], _nested: bool) -> Vec<(&'a Text, Vec<Seg>)> {
        Vec::new()
    }
}

/// Where an answer is checked: the task's position (`None` only for a `choice` about
/// concepts, which needs none) and the exercise's feedback overrides as written (a judge's
/// "why?" list starts from them).
#[derive(Clone, Copy)]
pub(crate) struct At<'p> {
    pub(crate) pos: Option<&'p Position>,
    pub(crate) feedback: &'p [FeedbackOverride],
}

/// What checking one answer to one task gives: how it went and its feedback items.
pub(crate) type Checking = Result<(Outcome, Vec<FeedbackItem>), CheckError>;

/// One answer to one task judged: how it went, its feedback, the replay step it answers,
/// and whether a wrong one's feedback tells the right answer (see
/// [`CheckedKind::tells_when_wrong`]).
pub(crate) struct Judged {
    pub(crate) outcome: Outcome,
    pub(crate) items: Vec<FeedbackItem>,
    pub(crate) step: Option<usize>,
    pub(crate) tells_when_wrong: bool,
}

/// A task in engine values, through its kind: an answer checked, the engine's own answer,
/// and what the kind adds to an attempt (a replay's steps, a judge's "why?" list).
pub(crate) trait CheckedKind<'a> {
    /// Checks an answer to the task. Another kind's answer is [`CheckError::WrongKind`].
    fn check(&self, at: At, answer: &Answer) -> Checking;

    /// [`check`](Self::check) with what the attempt needs beside (a replay answers a step).
    fn judge(&self, at: At, answer: &Answer) -> Result<Judged, CheckError> {
        let (outcome, items) = self.check(at, answer)?;
        Ok(Judged {
            outcome,
            items,
            step: None,
            tells_when_wrong: self.tells_when_wrong(at.pos),
        })
    }

    /// The engine's answer to the task at `pos` (a replay is answered step by step); `None`
    /// for a `play` goal no legal move reaches (the lint reports that).
    fn solution(&self, pos: Option<&Position>, exercise: &CheckedExercise) -> Option<Answer>;

    /// Whether a wrong answer is told the right one by its feedback (a two-way question).
    /// Most kinds keep the missed part back until the second miss.
    fn tells_when_wrong(&self, _pos: Option<&Position>) -> bool {
        false
    }

    /// How many steps an attempt answers one by one (a replay's); 0 otherwise.
    fn steps(&self) -> usize {
        0
    }

    /// Step `i` (a replay's), with its own task and position.
    fn step(&self, _i: usize) -> Option<&'a CheckedStep> {
        None
    }

    /// Whether a right answer (to step `step`) solves the exercise, `steps_solved` the
    /// steps solved before.
    fn solved(&self, _step: Option<usize>, correct: bool, _steps_solved: &[bool]) -> bool {
        correct
    }

    /// The short list of reasons a judge question offers once "illegal" is said
    /// (`lesson::why`); empty for a legal move or another kind.
    fn why_choices(&self, _at: At) -> Vec<&'static str> {
        Vec::new()
    }
}

impl Task {
    /// The task through its kind: the one dispatch from the YAML enum.
    pub(crate) fn as_kind(&self) -> Box<dyn TaskKind<'_> + '_> {
        match self {
            Task::Destinations { square, answer } => Box::new(destinations::Written {
                square,
                answer: answer.as_deref(),
            }),
            Task::Judge { mv, answer } => Box::new(judge::Written {
                mv,
                answer: answer.as_ref(),
            }),
            Task::Play { goal, answer } => Box::new(play::Written {
                goal,
                answer: answer.as_deref(),
            }),
            Task::Choice { options } => Box::new(choice::Written { options }),
            Task::Lines { played, answer } => Box::new(lines::Written {
                played,
                answer: answer.as_ref(),
            }),
            Task::Replay { steps, played } => Box::new(replay::Written { steps, played }),
            Task::Claim { claim, answer } => Box::new(claim::Written {
                claim,
                answer: *answer,
            }),
        }
    }
}

impl CheckedTask {
    /// The task through its kind: the one dispatch from the checked enum.
    pub(crate) fn as_kind(&self) -> Box<dyn CheckedKind<'_> + '_> {
        match self {
            CheckedTask::Destinations { from } => Box::new(destinations::Checked { from: *from }),
            CheckedTask::Judge { mv } => Box::new(judge::Checked { mv: *mv }),
            CheckedTask::Play { goal } => Box::new(play::Checked { goal }),
            CheckedTask::Choice { options } => Box::new(choice::Checked { options }),
            CheckedTask::Lines { first, last, .. } => Box::new(lines::Checked { first, last }),
            CheckedTask::Replay { steps } => Box::new(replay::Checked { steps }),
            CheckedTask::Claim { verdict, .. } => Box::new(claim::Checked { verdict }),
        }
    }
}

/// An answer of another kind than `expected`'s.
fn wrong_kind(expected: Kind, answer: &Answer) -> CheckError {
    CheckError::WrongKind {
        expected,
        got: answer.kind(),
    }
}

/// What a kind's warnings go to: the lint (`lesson::lint`), which places them at
/// `file:line:col`, and collects the reasons an exercise's mistakes can carry (so a feedback
/// override keyed by a reason no answer can produce is reported). Errors
/// are [`TaskKind::read`]'s.
pub(crate) trait Warn {
    /// A warning about the key at `path`.
    fn warn(&mut self, path: &[Seg], m: Message);
    /// A warning about the value written at `path`.
    fn warn_value(&mut self, path: &[Seg], m: Message);
    /// An answer key that names one point, move or line twice: warned at the second.
    fn repeated(&mut self, items: &[String], path: &[Seg]);
    /// No answer key under `base`: the engine judges, but nothing proves the author's intent.
    fn no_answer(&mut self, base: &[Seg]);
    /// A reason (`IllegalReason::id`, a line change's cause) the exercise's mistakes can carry.
    fn reason(&mut self, id: &'static str);
    /// Some part of the task could not be worked out: which reasons can show is unknown.
    fn reasons_unknown(&mut self);
    /// Every reason a wrong move from `from` can give.
    fn reasons_from(&mut self, pos: &Position, from: Square);
    /// Every reason any typed move can give.
    fn reasons_any_move(&mut self, pos: &Position);
}

/// What a task's warnings are checked against: its position (`None` when missing or broken:
/// only the position-free checks run), whether it is a replay's step, and the exercise's
/// feedback overrides (a judge's "why?" list starts from them).
pub(crate) struct LintCtx<'p> {
    pub(crate) pos: Option<&'p Position>,
    pub(crate) nested: bool,
    pub(crate) feedback: &'p [FeedbackOverride],
}

/// The reason an engine claim's evidence carries, if it names an illegal move.
fn evidence_reason(w: &mut dyn Warn, evidence: &super::statement::Evidence) {
    if let super::statement::Evidence::Illegal(_, r) = evidence {
        w.reason(r.id());
    }
}

/// The kind's own fields of a skeleton exercise around `pos` (`lesson::skeleton`), its
/// answer key the engine's; `ask` is `None` when the side to move has no move.
pub(crate) fn skeleton(
    kind: Kind,
    l10n: &Localizer,
    pos: &Position,
    ask: Option<&Ask>,
) -> Result<String, SkeletonError> {
    let ask = ask.ok_or(SkeletonError::NoMoves);
    match kind {
        Kind::Destinations => destinations::skeleton(ask?),
        Kind::Judge => judge::skeleton(ask?),
        Kind::Play => play::skeleton(pos, ask?),
        Kind::Choice => choice::skeleton(l10n, pos, ask?),
        Kind::Lines => lines::skeleton(pos, ask?),
        Kind::Replay => replay::skeleton(l10n, pos, ask?),
        // A position without a move can still be asked about: whose turn it is.
        Kind::Claim => Ok(claim::skeleton(pos, ask.ok())),
    }
}

/// A claim the author marks `given` where the engine finds otherwise: when the claim is
/// `given` under other rule sets, `m` with them named and the exercise's (a lesson written
/// for one rule set and checked under another, or a misspelt guess of the right one).
fn elsewhere(m: Message, claim: &super::model::Statement, pos: &Position, given: bool) -> Message {
    use crate::rules::{RuleSet, Strictness};
    let holds: Vec<&str> = RuleSet::ALL
        .into_iter()
        .filter(|r| *r != pos.rules())
        .filter(|r| {
            Position::from_setup(pos.to_setup(), *r, Strictness::Relaxed)
                .ok()
                .and_then(|p| super::statement::evaluate(claim, &p).ok())
                .is_some_and(|v| v.holds == given)
        })
        .map(|r| r.id())
        .collect();
    if holds.is_empty() {
        return m;
    }
    Message::new("lint-rules-elsewhere")
        .arg_msg("detail", m)
        .arg("given", given.to_string())
        .arg_list("rules", holds)
        .arg("lesson", pos.rules().id())
}

/// `field` under `base`.
fn at(base: &[Seg], field: &str) -> Vec<Seg> {
    path(base, &[Seg::Key(field.into())])
}

/// `field[k]` under `base`.
fn at_item(base: &[Seg], field: &str, k: usize) -> Vec<Seg> {
    path(base, &[Seg::Key(field.into()), Seg::Index(k)])
}

fn join<T: ToString>(items: &[T]) -> String {
    items
        .iter()
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A message about a move the engine refuses, with its reason.
fn illegal(id: &'static str, m: crate::rules::Move, r: &crate::rules::IllegalReason) -> Message {
    Message::new(id)
        .arg("move", m.to_string())
        .arg_msg("reason", crate::i18n::rules_text::reason(r))
}
