//! `lines`: after `moves` are played, which cannon lines opened and which closed?

use crate::lesson::checked::{CheckedTask, Reader, path};
use crate::lesson::locate::Seg;
use crate::rules::Position;

pub(super) fn read(
    r: &mut Reader,
    played: &[String],
    pos: Option<&Position>,
    sequence: &[Position],
    base: &[Seg],
) -> Option<CheckedTask> {
    let own;
    let seq = if sequence.is_empty() {
        own = r.sequence(pos?, played, &path(base, &[Seg::Key("moves".into())]))?;
        &own[..]
    } else {
        sequence
    };
    Some(CheckedTask::Lines {
        first: seq.first()?.clone(),
        last: seq.last()?.clone(),
        sequence: seq.to_vec(),
        // Every move parsed: the sequence was played.
        moves: played.iter().filter_map(|m| m.parse().ok()).collect(),
    })
}
