//! `--watch`: a lesson folder read again whenever its files change, with the lint's findings,
//! for an author previewing a lesson on the trainer screen.
//!
//! File events come from `notify` through `notify-debouncer-full`: an editor's save is often
//! several events (a temporary file, a rename, a write), and the debouncer folds a burst into
//! one callback after a quiet spell. Every change reloads the whole folder, so which files
//! changed does not matter, only that something did — but the *kind* of event does: on Linux
//! notify also reports files being opened and read, and the reload itself reads every file, so
//! a batch of access events alone must not start another reload (it would loop forever). The
//! mini debouncer drops the kind; the full one keeps it, hence this crate.
//!
//! [`reload`] is the work done per change: the catalog as the trainer loads it and the lint of
//! the folder. It runs on the debouncer's thread, never on the screen's.

use std::path::{Path, PathBuf};
use std::time::Duration;

use notify_debouncer_full::notify::event::{AccessKind, AccessMode, ModifyKind};
use notify_debouncer_full::notify::{EventKind, RecommendedWatcher, RecursiveMode};
use notify_debouncer_full::{DebounceEventResult, Debouncer, RecommendedCache, new_debouncer};

use super::diagnostic::{self, Diagnostic};
use super::lint;
use super::load::{Catalog, Loaded};
use crate::i18n::{Message, library_error};

/// How long the folder must stay quiet before it is read again.
pub(crate) const DEBOUNCE: Duration = Duration::from_millis(250);

/// The lessons as they are on disk now.
#[derive(Debug)]
pub(crate) struct Reloaded {
    /// The embedded lessons plus the folder's, as the trainer loads them (a broken file is
    /// left out, as at start).
    pub(crate) loaded: Loaded,
    /// The lint's findings for the folder (errors and warnings, sorted); the load problems
    /// are among them (the lint reads the files the same way).
    pub(crate) problems: Vec<Diagnostic>,
}

impl Reloaded {
    #[cfg(test)]
    pub(crate) fn errors(&self) -> usize {
        self.problems.iter().filter(|d| d.is_error()).count()
    }
}

/// Reads `dir` again: the catalog and the lint. A folder that cannot be read (deleted,
/// renamed) leaves the built-in lessons and one problem that says so.
pub(crate) fn reload(dir: &Path) -> Reloaded {
    let unreadable = |e: &std::io::Error| {
        Diagnostic::error(
            dir.display().to_string(),
            1,
            1,
            Message::new("lessons-dir-unreadable")
                .arg("path", dir.display().to_string())
                .arg_msg("detail", library_error::io_error(e)),
        )
    };
    let (loaded, mut problems) = match Catalog::load(Some(dir)) {
        Ok(loaded) => (loaded, Vec::new()),
        Err(e) => (Catalog::embedded(), vec![unreadable(&e)]),
    };
    if problems.is_empty() {
        match lint::lint_paths(&[dir]) {
            // The notes follow the problems: the engine's words beside each option.
            Ok(report) => {
                problems = report.diagnostics;
                problems.extend(report.notes);
            }
            Err((_, e)) => problems.push(unreadable(&e)),
        }
    }
    // Problems first, then the notes, each in file order.
    problems.sort_by_key(|d| d.severity == crate::lesson::Severity::Note);
    let split = problems
        .iter()
        .position(|d| d.severity == crate::lesson::Severity::Note)
        .unwrap_or(problems.len());
    diagnostic::sort(&mut problems[..split]);
    diagnostic::sort(&mut problems[split..]);
    Reloaded { loaded, problems }
}

/// A running watch; it stops when dropped.
pub(crate) struct Watch {
    _debouncer: Debouncer<RecommendedWatcher, RecommendedCache>,
}

/// Whether a batch of file events may have changed what the folder holds: anything but a
/// file opened or read (which the reload's own reading causes) or its metadata changed (the
/// access time a read may set). A file closed after writing counts. An error from the OS
/// watcher (an overflowed queue) may hide a change: it counts too.
pub(crate) fn is_change(result: &DebounceEventResult) -> bool {
    match result {
        Ok(events) => events.iter().any(|e| match e.event.kind {
            EventKind::Access(AccessKind::Close(AccessMode::Write)) => true,
            EventKind::Access(_) | EventKind::Modify(ModifyKind::Metadata(_)) => false,
            _ => true,
        }),
        Err(_) => true,
    }
}

/// Watches `dir` (recursively) and calls `on_change` with the folder read again after each
/// burst of changes, on the watcher's own thread. `Err`: the folder cannot be watched (it
/// does not exist, or the system's watch limit is reached), as a message to show.
pub(crate) fn watch(
    dir: &Path,
    mut on_change: impl FnMut(Reloaded) + Send + 'static,
) -> Result<Watch, Message> {
    let owned: PathBuf = dir.to_path_buf();
    let handler = move |result: DebounceEventResult| {
        if is_change(&result) {
            on_change(reload(&owned));
        }
    };
    let failed = |e: notify_debouncer_full::notify::Error| {
        Message::new("watch-failed")
            .arg("path", dir.display().to_string())
            .arg("error", e.to_string())
    };
    let mut debouncer = new_debouncer(DEBOUNCE, None, handler).map_err(failed)?;
    debouncer
        .watch(dir, RecursiveMode::Recursive)
        .map_err(failed)?;
    Ok(Watch {
        _debouncer: debouncer,
    })
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use notify_debouncer_full::DebouncedEvent;
    use notify_debouncer_full::notify::Event;
    use notify_debouncer_full::notify::event::{CreateKind, DataChange, MetadataKind};

    use super::*;

    fn batch(kinds: &[EventKind]) -> DebounceEventResult {
        Ok(kinds
            .iter()
            .map(|k| DebouncedEvent::new(Event::new(*k), Instant::now()))
            .collect())
    }

    #[test]
    fn reading_the_files_is_no_change_writing_them_is() {
        let read = EventKind::Access(AccessKind::Open(AccessMode::Any));
        let closed_unchanged = EventKind::Access(AccessKind::Close(AccessMode::Read));
        let atime = EventKind::Modify(ModifyKind::Metadata(MetadataKind::AccessTime));
        assert!(!is_change(&batch(&[read, closed_unchanged, atime])));
        for change in [
            EventKind::Modify(ModifyKind::Data(DataChange::Any)),
            EventKind::Create(CreateKind::File),
            EventKind::Access(AccessKind::Close(AccessMode::Write)),
            EventKind::Remove(notify_debouncer_full::notify::event::RemoveKind::File),
        ] {
            assert!(is_change(&batch(&[read, change])), "{change:?}");
        }
        assert!(is_change(&Err(Vec::new())));
    }
}
