//! An advisory lock on a folder (Unix `flock`), so two processes replacing files in it take
//! turns.

use std::fs;
use std::path::Path;

/// Held while it lives; released when dropped (the descriptor is closed). Elsewhere than on
/// Unix there is no lock: callers must stay correct without it (the progress file merges).
pub(crate) struct FolderLock(#[allow(dead_code)] Option<fs::File>);

impl FolderLock {
    /// Locks `dir`, waiting at most two seconds; then goes on without the lock rather than
    /// hang (a stuck process must not freeze another).
    pub(crate) fn acquire(dir: &Path) -> FolderLock {
        #[cfg(unix)]
        {
            use std::os::fd::AsRawFd;
            let Ok(dir) = fs::File::open(dir) else {
                return FolderLock(None);
            };
            for _ in 0..200 {
                // SAFETY: flock on a file descriptor we own; no memory is involved.
                let r = unsafe { libc::flock(dir.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) };
                if r == 0 {
                    // Released when the descriptor is closed (the guard is dropped).
                    return FolderLock(Some(dir));
                }
                std::thread::sleep(std::time::Duration::from_millis(10));
            }
            FolderLock(None)
        }
        #[cfg(not(unix))]
        {
            let _ = dir;
            FolderLock(None)
        }
    }
}
