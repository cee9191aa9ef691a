//! `judge`: is `move` legal? Yes or no and, where illegal, why.

use crate::lesson::checked::{CheckedTask, Reader, path};
use crate::lesson::locate::Seg;

pub(super) fn read(r: &mut Reader, mv: &str, base: &[Seg]) -> Option<CheckedTask> {
    Some(CheckedTask::Judge {
        mv: r.mv(mv, path(base, &[Seg::Key("move".into())]))?,
    })
}
