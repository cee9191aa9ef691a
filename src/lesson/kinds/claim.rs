//! `claim`: mark a statement about the position true or false.

use super::{LintCtx, Warn, at, evidence_reason};
use crate::i18n::Message;
use crate::lesson::checked::{CheckedTask, Reader};
use crate::lesson::evidence;
use crate::lesson::locate::Seg;
use crate::lesson::model::Statement;
use crate::lesson::skeleton::{Ask, EX, list};
use crate::rules::Position;

pub(super) fn read(
    r: &mut Reader,
    claim: &Statement,
    answer: Option<bool>,
    pos: Option<&Position>,
    base: &[Seg],
) -> Option<CheckedTask> {
    let verdict = r.statement(claim, pos, &at(base, "claim"))?;
    if let Some(given) = answer
        && given != verdict.holds
    {
        let m = Message::new("lint-claim-answer")
            .arg("given", given.to_string())
            .arg("engine", verdict.holds.to_string())
            .arg_msg("evidence", evidence::message(&verdict.evidence));
        let m = match pos {
            Some(pos) => super::elsewhere(m, claim, pos, given),
            None => m,
        };
        r.key(at(base, "answer"), true, m);
    }
    Some(CheckedTask::Claim {
        claim: claim.clone(),
        verdict,
    })
}

/// The piece's destinations as a claim; without a move, whose turn it is.
pub(super) fn skeleton(pos: &Position, ask: Option<&Ask>) -> String {
    match ask {
        Some(ask) => format!(
            "{EX}claim: {{is: destinations, square: {}, points: {}}}\n{EX}answer: true\n",
            ask.from,
            list(&ask.dests)
        ),
        None => format!(
            "{EX}claim: {{is: to-move, side: {}}}\n{EX}answer: true\n",
            pos.turn().id()
        ),
    }
}

/// Warnings: no answer key. Reasons: the one the claim's evidence carries.
pub(super) fn lint(
    w: &mut dyn Warn,
    claim: &Statement,
    has_answer: bool,
    ctx: &LintCtx,
    base: &[Seg],
) {
    if !has_answer {
        w.no_answer(base);
    }
    let verdict = ctx.pos.and_then(|pos| {
        crate::lesson::statement::validate(claim).ok()?;
        crate::lesson::statement::evaluate(claim, pos).ok()
    });
    match verdict {
        Some(v) => evidence_reason(w, &v.evidence),
        None => w.reasons_unknown(),
    }
}
