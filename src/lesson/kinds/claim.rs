//! `claim`: mark a statement about the position true or false.

use crate::lesson::checked::{CheckedTask, Reader, path};
use crate::lesson::locate::Seg;
use crate::lesson::model::Statement;
use crate::rules::Position;

pub(super) fn read(
    r: &mut Reader,
    claim: &Statement,
    pos: Option<&Position>,
    base: &[Seg],
) -> Option<CheckedTask> {
    Some(CheckedTask::Claim {
        claim: claim.clone(),
        verdict: r.statement(claim, pos, &path(base, &[Seg::Key("claim".into())]))?,
    })
}
