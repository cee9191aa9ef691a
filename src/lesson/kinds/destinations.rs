//! `destinations`: mark every legal destination of the piece on `square`.

use crate::lesson::checked::{CheckedTask, Reader, path};
use crate::lesson::locate::Seg;

pub(super) fn read(r: &mut Reader, square: &str, base: &[Seg]) -> Option<CheckedTask> {
    let from = r.square(square, path(base, &[Seg::Key("square".into())]))?;
    Some(CheckedTask::Destinations { from })
}
