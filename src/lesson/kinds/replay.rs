//! `replay`: step through `moves`; at chosen steps, answer a question of another kind. The
//! task read and linted, a step's answer read (`STEP:ANSWER`) and judged by its own kind,
//! and when a replay is solved.

use super::{At, CheckedKind, Checking, Judged, LintCtx, ReadCtx, TaskKind, Warn, at, wrong_kind};
use crate::i18n::Localizer;
use crate::i18n::Message;
use crate::lesson::answer::{Answer, AnswerError};
use crate::lesson::checked::{
    CheckedExercise, CheckedStep, CheckedTask, ExerciseError, Reader, path,
};
use crate::lesson::locate::Seg;
use crate::lesson::model::{Kind, ReplayStep, Text};
use crate::lesson::outcome::CheckError;
use crate::lesson::skeleton::{Ask, EX, SkeletonError, list, replay_step};
use crate::rules::Position;

/// The task as written: the moves, the steps.
pub(super) struct Written<'a> {
    pub(super) played: &'a [String],
    pub(super) steps: &'a [ReplayStep],
}

/// The task in engine values: the steps, each with its position and task.
pub(super) struct Checked<'a> {
    pub(super) steps: &'a [CheckedStep],
}

impl<'a> TaskKind<'a> for Written<'a> {
    fn read(&self, r: &mut Reader, ctx: &ReadCtx, base: &[Seg]) -> Option<CheckedTask> {
        read(r, self.steps, self.played, ctx, base)
    }

    fn lint(&self, w: &mut dyn Warn, ctx: &LintCtx, base: &[Seg]) {
        lint(w, self.played, self.steps, ctx, base);
    }

    fn parse(&self, text: &str, nested: bool) -> Result<Answer, AnswerError> {
        parse(text, self.steps, nested)
    }

    fn played(&self) -> Option<&'a [String]> {
        Some(self.played)
    }

    /// None in a replay's step (a nested replay is refused).
    fn texts(&self, base: &[Seg], nested: bool) -> Vec<(&'a Text, Vec<Seg>)> {
        if nested {
            return Vec::new();
        }
        texts(self.steps, self.played.len(), base)
    }
}

impl<'a> CheckedKind<'a> for Checked<'a> {
    /// A replay is answered step by step ([`judge`](Self::judge)), never as a whole.
    fn check(&self, _at: At, answer: &Answer) -> Checking {
        Err(wrong_kind(Kind::Replay, answer))
    }

    /// A step's answer, judged by the step's own kind at the step's position.
    fn judge(&self, at: At, answer: &Answer) -> Result<Judged, CheckError> {
        let Answer::Step { step, answer } = answer else {
            return Err(wrong_kind(Kind::Replay, answer));
        };
        let s = self.steps.get(*step).ok_or(CheckError::OutOfRange {
            index: *step,
            count: self.steps.len(),
        })?;
        let at = At {
            pos: Some(&s.position),
            ..at
        };
        let judged = s.task.as_kind().judge(at, answer)?;
        Ok(Judged {
            step: Some(*step),
            ..judged
        })
    }

    /// Answered step by step (see `step`).
    fn solution(&self, _pos: Option<&Position>, _exercise: &CheckedExercise) -> Option<Answer> {
        None
    }

    fn steps(&self) -> usize {
        self.steps.len()
    }

    fn step(&self, i: usize) -> Option<&'a CheckedStep> {
        self.steps.get(i)
    }

    /// Solved when this step is right and every other step was solved before.
    fn solved(&self, step: Option<usize>, correct: bool, steps_solved: &[bool]) -> bool {
        match step {
            Some(i) => {
                correct
                    && (0..self.steps.len())
                        .all(|k| k == i || steps_solved.get(k).copied().unwrap_or(false))
            }
            None => correct,
        }
    }
}

fn read(
    r: &mut Reader,
    steps: &[ReplayStep],
    played: &[String],
    ctx: &ReadCtx,
    base: &[Seg],
) -> Option<CheckedTask> {
    if ctx.nested {
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
        let position = ctx.sequence.get(s.after).cloned();
        let sctx = ReadCtx {
            pos: position.as_ref(),
            sequence: &[],
            nested: true,
            feedback: ctx.feedback,
        };
        let task = s.task.as_kind().read(r, &sctx, &sbase);
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
fn texts<'a>(steps: &'a [ReplayStep], moves: usize, base: &[Seg]) -> Vec<(&'a Text, Vec<Seg>)> {
    let mut out = Vec::new();
    for (j, s) in steps.iter().enumerate() {
        let sbase = step_base(base, j);
        out.push((&s.prompt, at(&sbase, "prompt")));
        if s.after <= moves {
            out.extend(s.task.as_kind().texts(&sbase, true));
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
fn lint(w: &mut dyn Warn, played: &[String], steps: &[ReplayStep], ctx: &LintCtx, base: &[Seg]) {
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
        step.task.as_kind().lint(w, &sctx, &sbase);
    }
}

fn parse(text: &str, steps: &[ReplayStep], nested: bool) -> Result<Answer, AnswerError> {
    if nested {
        return Err(AnswerError::Nested);
    }
    let bad = || AnswerError::Step {
        text: text.trim().to_string(),
        count: steps.len(),
    };
    let (n, rest) = text.split_once(':').ok_or_else(bad)?;
    let n: usize = n.trim().parse().map_err(|_| bad())?;
    if n == 0 || n > steps.len() {
        return Err(bad());
    }
    let inner = steps[n - 1].task.as_kind().parse(rest, true)?;
    Ok(Answer::Step {
        step: n - 1,
        answer: Box::new(inner),
    })
}
