//! `judge`: is `move` legal? Yes or no and, where illegal, why (from the short list of
//! `lesson::why`).

use super::{LintCtx, Warn, at, illegal};
use crate::i18n::{Message, rules_text};
use crate::lesson::checked::{CheckedTask, ExerciseError, Reader, path};
use crate::lesson::locate::Seg;
use crate::lesson::model::{FeedbackOverride, JudgeAnswer};
use crate::lesson::skeleton::{Ask, EX, SkeletonError};
use crate::lesson::why;
use crate::rules::{IllegalReason, Move, Position};

pub(super) fn read(
    r: &mut Reader,
    mv: &str,
    answer: Option<&JudgeAnswer>,
    pos: Option<&Position>,
    feedback: &[FeedbackOverride],
    base: &[Seg],
) -> Option<CheckedTask> {
    let m = r.mv(mv, at(base, "move"));
    if let (Some(pos), Some(m)) = (pos, m) {
        for (_, message) in refuted_reasons(pos, m, feedback) {
            r.key(at(base, "move"), true, message);
        }
    }
    if let Some(answer) = answer {
        key(r, answer, pos.zip(m), base);
    }
    Some(CheckedTask::Judge { mv: m? })
}

/// The author's `legal` and `reason` against the engine's.
fn key(r: &mut Reader, answer: &JudgeAnswer, at_move: Option<(&Position, Move)>, base: &[Seg]) {
    let reason_at = || {
        path(
            base,
            &[Seg::Key("answer".into()), Seg::Key("reason".into())],
        )
    };
    let legal_at = path(base, &[Seg::Key("answer".into()), Seg::Key("legal".into())]);
    if let Some(given) = &answer.reason {
        if !IllegalReason::IDS.contains(&given.as_str()) {
            r.push(
                reason_at(),
                true,
                ExerciseError::UnknownReason(given.clone()),
            );
        } else if answer.legal {
            r.key(
                reason_at(),
                true,
                Message::new("lint-judge-reason-with-legal"),
            );
        }
    }
    let Some((pos, m)) = at_move else { return };
    match (pos.explain(m), answer.legal) {
        (Ok(()), false) => r.key(
            legal_at,
            true,
            Message::new("lint-judge-legal").arg("move", m.to_string()),
        ),
        (Err(e), true) => r.key(legal_at, true, illegal("lint-judge-illegal", m, &e)),
        (Err(e), false) => {
            if let Some(given) = &answer.reason
                && given != e.id()
                && IllegalReason::IDS.contains(&given.as_str())
            {
                let message = Message::new("lint-judge-reason")
                    .arg("given", given.clone())
                    .arg("actual", e.id())
                    .arg_msg("reason", rules_text::reason(&e));
                r.key(reason_at(), true, message);
            }
        }
        (Ok(()), true) => {}
    }
}

/// A judge's "why?" list: no reason offered beside the engine's may describe the move too
/// (two right answers, one refused) or be one that cannot apply to the piece; the same of
/// the reasons the exercise's feedback is keyed by, which the list offers first (such a key
/// is left off the list, so its feedback would never show). Each such reason with what is
/// wrong with it.
pub(crate) fn refuted_reasons(
    pos: &Position,
    m: Move,
    feedback: &[FeedbackOverride],
) -> Vec<(&'static str, Message)> {
    let Err(engine) = pos.explain(m) else {
        return Vec::new();
    };
    let Some(piece) = pos.board().get(m.from) else {
        return Vec::new();
    };
    let offered = why::choices(pos, m, feedback).unwrap_or_default();
    let keyed = feedback
        .iter()
        .filter_map(|f| f.reason.as_deref())
        .filter_map(|r| IllegalReason::IDS.iter().find(|k| **k == r).copied());
    let mut seen: Vec<&'static str> = Vec::new();
    let mut out = Vec::new();
    for id in offered.into_iter().chain(keyed) {
        if id == engine.id() || seen.contains(&id) {
            continue;
        }
        seen.push(id);
        let msg = if !why::can_apply(piece.role, id) {
            Message::new("lint-reason-not-for-piece")
                .arg("reason", id)
                .arg("move", m.to_string())
                .arg_msg("piece", rules_text::piece(piece.role))
        } else if why::describes(pos, m, id) {
            Message::new("lint-reason-overlaps")
                .arg("reason", id)
                .arg("actual", engine.id())
                .arg("move", m.to_string())
        } else {
            continue;
        };
        out.push((id, msg));
    }
    out
}

/// The piece's first legal move.
pub(super) fn skeleton(ask: &Ask) -> Result<String, SkeletonError> {
    Ok(format!(
        "{EX}move: {}\n{EX}answer: {{legal: true}}\n",
        ask.first
    ))
}

/// Warnings: no answer key. Reasons: the question's short "why?" list (`lesson::why`), and
/// the overrides the engine refutes (reported by the checked model; not again as feedback
/// that can never show).
pub(super) fn lint(w: &mut dyn Warn, mv: &str, has_answer: bool, ctx: &LintCtx, base: &[Seg]) {
    match (ctx.pos, mv.parse::<Move>()) {
        (Some(pos), Ok(m)) => {
            for r in why::choices(pos, m, ctx.feedback).unwrap_or_default() {
                w.reason(r);
            }
            for (id, _) in refuted_reasons(pos, m, ctx.feedback) {
                w.reason(id);
            }
        }
        _ => w.reasons_unknown(),
    }
    if !has_answer {
        w.no_answer(base);
    }
}
