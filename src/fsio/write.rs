//! Writing files so that a crash, a kill or a full disk never leaves half a file: replacing
//! one atomically, and adding a new one that never overwrites another.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The folder a file is in (`.` for a bare name).
pub(crate) fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Replaces `path` (a file's own path: links are not followed) by `bytes`: a temporary file
/// `.<name>.tmp-<pid>` in the same folder (so the rename cannot cross file systems), synced,
/// then renamed over `path`, then the folder synced. The folder is created if missing; a
/// failed write removes the temporary file and leaves the old file as it was.
pub(crate) fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomically_as(path, bytes, false)
}

/// [`write_atomically`] for a file only its owner may read or write (mode 0600 on Unix, from
/// the temporary file's creation on, so no other user ever sees its bytes): secrets such as
/// a room seat's token.
pub(crate) fn write_private(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomically_as(path, bytes, true)
}

fn create_file(path: &Path, private: bool) -> io::Result<fs::File> {
    let mut options = fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    if private {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    #[cfg(not(unix))]
    let _ = private;
    options.open(path)
}

fn write_atomically_as(path: &Path, bytes: &[u8], private: bool) -> io::Result<()> {
    let dir = folder_of(path);
    fs::create_dir_all(&dir)?;
    // A path without a file name (`..`) fails at the rename below, as it always did.
    let prefix = temporary_prefix(path).unwrap_or_else(|| ".file.tmp-".into());
    let tmp = dir.join(format!("{prefix}{}", std::process::id()));
    let result = (|| {
        // A temporary file left by a killed writer of the same pid keeps its old mode:
        // remove it first so a private file is created private.
        if private {
            let _ = fs::remove_file(&tmp);
        }
        let mut f = create_file(&tmp, private)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        fs::rename(&tmp, path)?;
        // Make the rename itself durable where the platform allows syncing a folder.
        if let Ok(d) = fs::File::open(&dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// The name prefix of the temporary files [`write_atomically`] writes `path` through:
/// `.<name>.tmp-`, the writer's process id follows.
fn temporary_prefix(path: &Path) -> Option<String> {
    path.file_name()
        .map(|n| format!(".{}.tmp-", n.to_string_lossy()))
}

/// Removes every temporary file that a killed [`write_atomically`] of `path` left behind.
/// Only while no other process may be writing `path`: the caller holds the folder's
/// [`FolderLock`](super::FolderLock), as every writer of `path` does while its temporary
/// file exists.
pub(crate) fn remove_temporaries(path: &Path) {
    let Some(prefix) = temporary_prefix(path) else {
        return;
    };
    let Ok(listing) = fs::read_dir(folder_of(path)) else {
        return;
    };
    for entry in listing.flatten() {
        if entry.file_name().to_string_lossy().starts_with(&prefix)
            && entry.file_type().is_ok_and(|t| t.is_file())
        {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Removes the temporary files that writes of `path` killed before their rename left behind,
/// without a lock: only those of a process that no longer runs (a running one may be
/// writing now).
pub(crate) fn remove_dead_temporaries(path: &Path) {
    let Some(prefix) = temporary_prefix(path) else {
        return;
    };
    let Some(listing) = path.parent().and_then(|d| fs::read_dir(d).ok()) else {
        return;
    };
    for entry in listing.flatten() {
        let file = entry.file_name().to_string_lossy().into_owned();
        let Some(pid) = file
            .strip_prefix(&prefix)
            .and_then(|p| p.parse::<i32>().ok())
        else {
            continue;
        };
        if entry.file_type().is_ok_and(|t| t.is_file()) && !process_runs(pid) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Whether a process with this id runs (or may: when it cannot be told, it is kept).
fn process_runs(pid: i32) -> bool {
    #[cfg(unix)]
    {
        if pid <= 0 {
            return true;
        }
        // SAFETY: signal 0 only checks that the process exists; nothing is sent.
        let r = unsafe { libc::kill(pid, 0) };
        r == 0 || io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH)
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        true
    }
}

/// Writes `bytes` as a new file `dir/<stem>.<extension>` (`<stem>-2`, `-3`... when taken),
/// never over another file and never half: into a temporary file first, synced, then linked
/// under the free name. A failed write (a full disk) removes the temporary file and leaves no
/// file behind. The error carries the path it concerns.
pub(crate) fn write_new(
    dir: &Path,
    stem: &str,
    extension: &str,
    bytes: &[u8],
) -> Result<PathBuf, (PathBuf, io::Error)> {
    let tmp = dir.join(format!(".{stem}.{extension}.tmp-{}", std::process::id()));
    let written =
        fs::File::create(&tmp).and_then(|mut f| f.write_all(bytes).and_then(|()| f.sync_all()));
    if let Err(e) = written {
        let _ = fs::remove_file(&tmp);
        return Err((dir.join(format!("{stem}.{extension}")), e));
    }
    let mut result = Err((dir.to_path_buf(), io::ErrorKind::AlreadyExists.into()));
    for n in 1..1000 {
        let path = if n == 1 {
            dir.join(format!("{stem}.{extension}"))
        } else {
            dir.join(format!("{stem}-{n}.{extension}"))
        };
        match fs::hard_link(&tmp, &path) {
            Ok(()) => {
                result = Ok(path);
                break;
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            // A file system without hard links: a rename, after checking the name is free.
            Err(_) if !path.exists() => {
                result = fs::rename(&tmp, &path)
                    .map(|()| path.clone())
                    .map_err(|e| (path, e));
                break;
            }
            Err(e) => {
                result = Err((path, e));
                break;
            }
        }
    }
    let _ = fs::remove_file(&tmp);
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_files_never_overwrite() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        assert_eq!(write_new(d, "a", "gib", b"1").unwrap(), d.join("a.gib"));
        assert_eq!(write_new(d, "a", "gib", b"2").unwrap(), d.join("a-2.gib"));
        assert_eq!(fs::read(d.join("a.gib")).unwrap(), b"1");
        assert_eq!(fs::read(d.join("a-2.gib")).unwrap(), b"2");
        // No temporary file is left behind.
        assert_eq!(fs::read_dir(d).unwrap().count(), 2);
    }

    #[test]
    fn atomic_writes_replace_and_leave_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/f.json");
        write_atomically(&path, b"old").unwrap();
        write_atomically(&path, b"new").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"new");
        assert_eq!(fs::read_dir(dir.path().join("sub")).unwrap().count(), 1);
    }

    #[test]
    fn temporaries_left_behind_are_removed() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f.json");
        let mine = dir
            .path()
            .join(format!(".f.json.tmp-{}", std::process::id()));
        // No process has this id (Linux caps ids far below it).
        let dead = dir.path().join(".f.json.tmp-2147483000");
        let other = dir.path().join(".g.json.tmp-1");
        for p in [&path, &mine, &dead, &other] {
            fs::write(p, "").unwrap();
        }
        remove_dead_temporaries(&path);
        assert!(mine.exists() && !dead.exists() && other.exists());
        remove_temporaries(&path);
        assert!(!mine.exists() && path.exists() && other.exists());
    }
}
