//! Whether the server can save (issue 68): a full or read-only disk does not stop it. It
//! serves what it has, keeps new changes in memory, tells the players in every `state`
//! (`not_saved`) and says on stderr why, once each time this changes, not once per failed
//! save. Saving resumes by itself when the disk frees: the next change is written, and the
//! rooms left unsaved are written again within [`RETRY_EVERY`].

use std::io;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::net::protocol::{NotSaved, SaveProblem};

/// How often rooms left unsaved are tried again (and, with none, the data folder probed).
pub(super) const RETRY_EVERY: Duration = Duration::from_secs(1);

/// What changed with a save's result, for the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Change {
    /// Saving stopped working, or fails for another reason now.
    Failing(NotSaved),
    /// Saving works again.
    Saving,
}

impl Change {
    /// The log line.
    pub(super) fn line(&self) -> String {
        match self {
            Change::Failing(n) => format!(
                "cannot save: {} ({}); rooms are kept in memory only until the disk can be \
                 written again, and players are told",
                n.detail,
                problem_word(n.reason)
            ),
            Change::Saving => "saving again: the data folder can be written".to_string(),
        }
    }
}

fn problem_word(p: SaveProblem) -> &'static str {
    match p {
        SaveProblem::DiskFull => "the disk is full",
        SaveProblem::ReadOnly => "the disk is read-only",
        SaveProblem::NoPermission => "no permission to write the data folder",
        SaveProblem::NotAFolder => "part of the data folder's path is a file",
        SaveProblem::Other => "the data folder cannot be written",
    }
}

/// The server's saving health, shared by every task.
#[derive(Default)]
pub(super) struct Health {
    failing: Mutex<Option<NotSaved>>,
    /// A room was left unsaved since the last retry.
    pending: AtomicBool,
}

impl Health {
    /// The problem now, if saving fails.
    pub(super) fn current(&self) -> Option<NotSaved> {
        self.failing.lock().ok().and_then(|f| f.clone())
    }

    /// Notes a failed save; the change to log, if this is news (another kind of problem
    /// than the one already said counts as news; the same one again does not).
    pub(super) fn failed(&self, e: &io::Error) -> Option<Change> {
        let now = NotSaved::of(e);
        self.pending.store(true, Ordering::SeqCst);
        let mut f = self.failing.lock().ok()?;
        let news = f.as_ref().is_none_or(|old| old.reason != now.reason);
        *f = Some(now.clone());
        news.then_some(Change::Failing(now))
    }

    /// Notes a save that worked; [`Change::Saving`] if saving had failed before.
    pub(super) fn saved(&self) -> Option<Change> {
        let mut f = self.failing.lock().ok()?;
        f.take().map(|_| Change::Saving)
    }

    /// Whether rooms were left unsaved since the last call (and clears that).
    pub(super) fn take_pending(&self) -> bool {
        self.pending.swap(false, Ordering::SeqCst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn enospc() -> io::Error {
        io::Error::from_raw_os_error(libc::ENOSPC)
    }

    #[test]
    fn a_failing_disk_is_logged_once_per_change_not_once_per_save() {
        let h = Health::default();
        assert_eq!(h.saved(), None, "saving works: nothing to say");
        let first = h.failed(&enospc());
        assert!(
            matches!(&first, Some(Change::Failing(n)) if n.reason == SaveProblem::DiskFull),
            "{first:?}"
        );
        assert!(first.unwrap().line().contains("the disk is full"));
        // A thousand more failures of the same kind: not one more line.
        assert!((0..1000).all(|_| h.failed(&enospc()).is_none()));
        assert_eq!(h.current().map(|n| n.reason), Some(SaveProblem::DiskFull));
        assert!(h.take_pending());
        assert!(!h.take_pending());
        // Another reason is news.
        let ro = io::Error::from_raw_os_error(libc::EROFS);
        assert!(
            matches!(h.failed(&ro), Some(Change::Failing(n)) if n.reason == SaveProblem::ReadOnly)
        );
        // Saving again, once.
        assert_eq!(h.saved(), Some(Change::Saving));
        assert_eq!(h.saved(), None);
        assert_eq!(h.current(), None);
    }

    #[test]
    fn the_problems_a_client_words() {
        let kind = |errno| NotSaved::of(&io::Error::from_raw_os_error(errno)).reason;
        assert_eq!(kind(libc::ENOSPC), SaveProblem::DiskFull);
        assert_eq!(kind(libc::EDQUOT), SaveProblem::DiskFull);
        assert_eq!(kind(libc::EROFS), SaveProblem::ReadOnly);
        assert_eq!(kind(libc::EACCES), SaveProblem::NoPermission);
        assert_eq!(kind(libc::ENOTDIR), SaveProblem::NotAFolder);
        assert_eq!(kind(libc::EIO), SaveProblem::Other);
    }
}
