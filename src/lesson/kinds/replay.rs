//! `replay`: step through `moves`; at chosen steps, answer a question of another kind.

use super::{LintCtx, Warn, at};
use crate::i18n::Localizer;
use crate::i18n::Message;
use crate::lesson::checked::{CheckedStep, CheckedTask, ExerciseError, Reader, path};
use crate::lesson::locate::Seg;
use crate::lesson::model::{FeedbackOverride, ReplayStep, Text};
use crate::lesson::skeleton::{Ask, EX, SkeletonError, list, replay_step};
use crate::rules::Position;

pub(super) fn read(
    r: &mut Reader,
    steps: &[ReplayStep],
    played: &[String],
    sequence: &[Position],
    base: &[Seg],
    nested: bool,
    feedback: &[FeedbackOverride],
) -> Option<CheckedTask> {
    if nested {
        r.push(at(base, "kind"), false, ExerciseError::NestedReplay);
        return None;
    }
    let before = r.refusals();
    let mut checked = Vec::new();
    for (j, s) in steps.iter().enumerate() {
        let sbase = step_base(base, j);
        if s.after > played.len() {
            r.push(
                at(&sbase, "after"),
                true,
                ExerciseError::StepAfter {
                    after: s.after,
                    moves: played.len(),
                },
            );
            continue;
        }
        let position = sequence.get(s.after).cloned();
        let task = super::read(r, &s.task, position.as_ref(), &[], &sbase, true, feedback);
        if let (Some(position), Some(task)) = (position, task) {
            checked.push(CheckedStep {
                prompt: s.prompt.clone(),
                after: s.after,
                position,
                task,
            });
        }
    }
    (r.refusals() == before && checked.len() == steps.len())
        .then_some(CheckedTask::Replay { steps: checked })
}

fn step_base(base: &[Seg], j: usize) -> Vec<Seg> {
    path(base, &[Seg::Key("steps".into()), Seg::Index(j)])
}

/// Each step's prompt, and the texts of its question (a step asked after more moves than
/// there are has no question to read).
pub(super) fn texts<'a>(
    steps: &'a [ReplayStep],
    moves: usize,
    base: &[Seg],
) -> Vec<(&'a Text, Vec<Seg>)> {
    let mut out = Vec::new();
    for (j, s) in steps.iter().enumerate() {
        let sbase = step_base(base, j);
        out.push((&s.prompt, at(&sbase, "prompt")));
        if s.after <= moves {
            out.extend(super::texts(&s.task, &sbase, true));
        }
    }
    out
}

/// The move asked about, then the first reply (if there is one); one step at the end.
pub(super) fn skeleton(
    l10n: &Localizer,
    pos: &Position,
    ask: &Ask,
) -> Result<String, SkeletonError> {
    let mut played = vec![ask.first];
    if let Ok(after) = pos.play(ask.first)
        && let Some(reply) = after.legal_moves().into_iter().find(|m| !m.is_pass())
    {
        played.push(reply);
    }
    let mut last = pos.clone();
    for m in &played {
        last = last.play(*m).expect("legal moves");
    }
    let mut out = format!("{EX}moves: {}\n", list(&played));
    out.push_str(&replay_step(l10n, played.len(), last.turn()));
    Ok(out)
}

/// Warnings: no steps, steps out of order; then each step's own, at its position along the
/// moves (a nested replay is refused by `read`: nothing more to say).
pub(super) fn lint(
    w: &mut dyn Warn,
    played: &[String],
    steps: &[ReplayStep],
    ctx: &LintCtx,
    base: &[Seg],
) {
    if ctx.nested {
        return;
    }
    if steps.is_empty() {
        w.warn(&at(base, "steps"), Message::new("lint-replay-no-steps"));
    }
    let seq = ctx
        .pos
        .and_then(|pos| crate::lesson::lines::play_sequence(pos, played).ok());
    let mut last_after = 0;
    for (j, step) in steps.iter().enumerate() {
        let sbase = path(base, &[Seg::Key("steps".into()), Seg::Index(j)]);
        if step.after > played.len() {
            continue;
        }
        if step.after < last_after {
            w.warn_value(
                &at(&sbase, "after"),
                Message::new("lint-replay-order").arg_num("after", step.after),
            );
        }
        last_after = step.after;
        let sctx = LintCtx {
            pos: seq.as_ref().and_then(|s| s.get(step.after)),
            nested: true,
            feedback: ctx.feedback,
        };
        super::lint(w, &step.task, &sctx, &sbase);
    }
}
