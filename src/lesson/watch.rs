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
    _debouncer:
        std::sync::Arc<std::sync::Mutex<Option<Debouncer<RecommendedWatcher, RecommendedCache>>>>,
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
///
/// The folder's parent is watched too (not recursively): a folder removed and made again
/// (a `git checkout`, an editor's "save all" into a fresh copy) is a new folder the old watch
/// no longer sees, so when a change shows `dir` back under another inode, it is watched
/// again. Changes beside `dir` in the parent are ignored.
pub(crate) fn watch(
    dir: &Path,
    mut on_change: impl FnMut(Reloaded) + Send + 'static,
) -> Result<Watch, Message> {
    use std::sync::{Arc, Mutex};
    let owned: PathBuf = dir.to_path_buf();
    let shared: Arc<Mutex<Option<Debouncer<RecommendedWatcher, RecommendedCache>>>> =
        Arc::default();
    let armed = Arc::new(Mutex::new(identity(dir)));
    // Weak: the handler lives in the debouncer, which must stop when the `Watch` goes.
    let (in_handler, armed_in_handler) = (Arc::downgrade(&shared), Arc::clone(&armed));
    let handler = move |result: DebounceEventResult| {
        let inside = match &result {
            Ok(events) => events
                .iter()
                .any(|e| e.event.paths.iter().any(|p| p.starts_with(&owned))),
            Err(_) => true,
        };
        if !inside || !is_change(&result) {
            return;
        }
        let now = identity(&owned);
        // The folder itself made (again): a new folder may reuse the old one's inode number.
        let made = matches!(&result, Ok(events) if events.iter().any(|e| {
            matches!(e.event.kind, EventKind::Create(_)) && e.event.paths.contains(&owned)
        }));
        let mut armed = armed_in_handler.lock().unwrap_or_else(|e| e.into_inner());
        if now.is_none() {
            *armed = None;
        } else if made || now != *armed {
            // The folder came back (or was replaced): watch the new one.
            if let Some(shared) = in_handler.upgrade()
                && let Some(d) = shared.lock().unwrap_or_else(|e| e.into_inner()).as_mut()
            {
                let _ = d.unwatch(&owned);
                if d.watch(&owned, RecursiveMode::Recursive).is_ok() {
                    *armed = now;
                }
            }
        }
        drop(armed);
        on_change(reload(&owned));
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
    if let Some(parent) = dir.parent().filter(|p| !p.as_os_str().is_empty()) {
        // Without it the folder is still watched; only its coming back goes unseen.
        let _ = debouncer.watch(parent, RecursiveMode::NonRecursive);
    }
    *shared.lock().unwrap_or_else(|e| e.into_inner()) = Some(debouncer);
    Ok(Watch { _debouncer: shared })
}

/// The folder's device and inode, `None` when it is not there.
fn identity(dir: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(dir).ok().map(|m| (m.dev(), m.ino()))
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

    /// Issue 68: a lesson folder removed and made again was never watched again.
    #[test]
    fn the_watch_rearms_when_its_folder_comes_back() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("lessons");
        std::fs::create_dir(&dir).unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        let _w = watch(&dir, move |r| {
            let _ = tx.send(r.loaded.catalog.len());
        })
        .unwrap();
        let quiet = |rx: &std::sync::mpsc::Receiver<usize>| {
            while rx.recv_timeout(Duration::from_millis(600)).is_ok() {}
        };
        std::fs::remove_dir_all(&dir).unwrap();
        quiet(&rx);
        std::fs::create_dir(&dir).unwrap();
        // The folder coming back is seen (and re-armed before that reload).
        let back = rx.recv_timeout(Duration::from_secs(10));
        assert!(back.is_ok(), "the folder coming back was not seen");
        quiet(&rx);
        // A file written in the new folder is seen.
        std::fs::write(dir.join("x.yaml"), "id: x\n").unwrap();
        let seen = rx.recv_timeout(Duration::from_secs(10));
        assert!(seen.is_ok(), "no reload after the folder came back");
        quiet(&rx);
        std::fs::write(dir.join("y.yaml"), "id: y\n").unwrap();
        assert!(rx.recv_timeout(Duration::from_secs(10)).is_ok());
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
