//! One module per exercise kind, lesson side: how its task is read into engine values
//! ([`CheckedTask`]) with every problem located, the author's answer key checked against the
//! engine on the way (so the lint and the checked model agree), the texts it adds, its
//! skeleton, and the lint's warnings about it ([`lint`], through the [`Warn`] sink the lint
//! implements). The enum `model::Task` dispatches here, one match per job.

use super::checked::{CheckedTask, Reader, path};
use super::locate::Seg;
use super::model::{FeedbackOverride, Kind, Task, Text};
use super::skeleton::{Ask, SkeletonError};
use crate::i18n::{Localizer, Message};
use crate::rules::{Position, Square};

mod choice;
mod claim;
mod destinations;
pub(crate) mod judge;
mod lines;
mod play;
mod replay;

/// Reads a task at `pos` (its fields under `base`); `sequence` is the positions along
/// a top-level `lines` or `replay` (a replay step's `lines` plays its own moves from
/// `pos`); `feedback` is the exercise's overrides (a judge's "why?" list starts from them).
/// `None` when a problem was found (and pushed).
pub(crate) fn read(
    r: &mut Reader,
    task: &Task,
    pos: Option<&Position>,
    sequence: &[Position],
    base: &[Seg],
    nested: bool,
    feedback: &[FeedbackOverride],
) -> Option<CheckedTask> {
    match task {
        Task::Destinations { square, answer } => {
            destinations::read(r, square, answer.as_deref(), pos, base)
        }
        Task::Judge { mv, answer } => judge::read(r, mv, answer.as_ref(), pos, feedback, base),
        Task::Play { goal, answer } => play::read(r, goal, answer.as_deref(), pos, base),
        Task::Choice { options } => choice::read(r, options, pos, base),
        Task::Lines { played, answer } => {
            lines::read(r, played, answer.as_ref(), pos, sequence, base)
        }
        Task::Replay { steps, played } => {
            replay::read(r, steps, played, sequence, base, nested, feedback)
        }
        Task::Claim { claim, answer } => claim::read(r, claim, *answer, pos, base),
    }
}

/// What a kind's warnings go to: the lint (`lesson::lint`), which places them at
/// `file:line:col`, and collects the reasons an exercise's mistakes can carry (so a feedback
/// override keyed by a reason no answer can produce is reported). Errors are [`read`]'s.
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

/// The lint's warnings about a task under `base`, and the reasons its mistakes can carry.
pub(crate) fn lint(w: &mut dyn Warn, task: &Task, ctx: &LintCtx, base: &[Seg]) {
    match task {
        Task::Destinations { square, answer } => {
            destinations::lint(w, square, answer.as_deref(), ctx, base)
        }
        Task::Judge { mv, answer } => judge::lint(w, mv, answer.is_some(), ctx, base),
        Task::Play { answer, .. } => play::lint(w, answer.as_deref(), ctx, base),
        Task::Choice { options } => choice::lint(w, options, ctx, base),
        Task::Lines { played, answer } => lines::lint(w, played, answer.as_ref(), ctx, base),
        Task::Replay { played, steps } => replay::lint(w, played, steps, ctx, base),
        Task::Claim { claim, answer } => claim::lint(w, claim, answer.is_some(), ctx, base),
    }
}

/// The reason an engine claim's evidence carries, if it names an illegal move.
fn evidence_reason(w: &mut dyn Warn, evidence: &super::statement::Evidence) {
    if let super::statement::Evidence::Illegal(_, r) = evidence {
        w.reason(r.id());
    }
}

/// The moves a top-level task plays from its position (`lines`, `replay`), if it has any.
pub(crate) fn played(task: &Task) -> Option<&[String]> {
    match task {
        Task::Lines { played, .. } | Task::Replay { played, .. } => Some(played),
        Task::Destinations { .. }
        | Task::Judge { .. }
        | Task::Play { .. }
        | Task::Choice { .. }
        | Task::Claim { .. } => None,
    }
}

/// The texts a task adds to its exercise's (choice options, replay step prompts), with
/// where they are written; a nested replay has none (it is refused).
pub(crate) fn texts<'a>(task: &'a Task, base: &[Seg], nested: bool) -> Vec<(&'a Text, Vec<Seg>)> {
    match task {
        Task::Choice { options } => choice::texts(options, base),
        Task::Replay { steps, played } if !nested => replay::texts(steps, played.len(), base),
        Task::Replay { .. }
        | Task::Destinations { .. }
        | Task::Judge { .. }
        | Task::Play { .. }
        | Task::Lines { .. }
        | Task::Claim { .. } => Vec::new(),
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
        .arg("rules", holds.join(", "))
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
