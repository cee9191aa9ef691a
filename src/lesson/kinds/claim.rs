//! `claim`: mark a statement about the position true or false.

use super::at;
use crate::i18n::Message;
use crate::lesson::checked::{CheckedTask, Reader};
use crate::lesson::evidence;
use crate::lesson::locate::Seg;
use crate::lesson::model::Statement;
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
        r.key(at(base, "answer"), true, m);
    }
    Some(CheckedTask::Claim {
        claim: claim.clone(),
        verdict,
    })
}
