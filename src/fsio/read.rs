//! Reading files and walking folders without surprises: the one place where lessons, FAQ
//! files and the progress file are read from disk.
//!
//! - Only regular files are read. A FIFO, a device (`/dev/zero`), a socket or a folder is
//!   refused by a type check before opening, and the open itself never blocks (`O_NONBLOCK`
//!   on Unix), so a FIFO swapped in between the check and the open cannot hang the program.
//! - Every read has a size cap; a larger file is refused with its size and the cap, and never
//!   read past the cap (a file that grows while read is caught too).
//! - A folder walk visits each folder once, by device and inode: a link back to a folder
//!   already read (`l1 -> .`) is skipped with a warning instead of looping. A subfolder that
//!   cannot be read is reported and the walk goes on.
//!
//! Errors are values with an English `Display`; [`ReadError::message`] and
//! [`WalkProblem::message`] give the localized [`Message`] (ids `fsio-*`).

use std::collections::HashSet;
use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use crate::i18n::{Message, library_error};

/// Size cap for lesson and FAQ files: the largest shipped lesson is about 30 KB.
pub(crate) const MAX_SOURCE_BYTES: u64 = 1024 * 1024;

/// How deep a folder walk goes below the folder it starts from.
pub(crate) const MAX_WALK_DEPTH: usize = 32;

/// Why a file was not read.
#[derive(Debug)]
pub(crate) enum ReadError {
    /// No such file (callers often treat this as "nothing saved yet").
    NotFound,
    /// Not a regular file: a folder, FIFO, device or socket (the kind, in English, for logs).
    NotAFile { kind: &'static str },
    /// Larger than the cap (`size` is what the file system said, or `limit + 1` if it grew).
    TooLarge { size: u64, limit: u64 },
    /// The bytes are not UTF-8 text.
    NotUtf8,
    /// Any other I/O error.
    Io(io::Error),
}

impl ReadError {
    pub(crate) fn is_not_found(&self) -> bool {
        matches!(self, ReadError::NotFound)
    }

    /// The I/O error kind where there is one (for callers that word I/O errors themselves).
    pub(crate) fn kind(&self) -> Option<io::ErrorKind> {
        match self {
            ReadError::NotFound => Some(io::ErrorKind::NotFound),
            ReadError::NotUtf8 => Some(io::ErrorKind::InvalidData),
            ReadError::Io(e) => Some(e.kind()),
            ReadError::NotAFile { .. } | ReadError::TooLarge { .. } => None,
        }
    }

    /// The localized explanation (without the path; callers add it where they show it).
    pub(crate) fn message(&self) -> Message {
        match self {
            ReadError::NotFound => Message::new("fsio-not-found"),
            ReadError::NotAFile { kind } => Message::new(format!("fsio-not-a-file-{kind}")),
            ReadError::TooLarge { size, limit } => Message::new("fsio-too-large")
                .arg_num("size", *size as f64)
                .arg_num("limit", *limit as f64),
            ReadError::NotUtf8 => Message::new("fsio-not-utf8"),
            ReadError::Io(e) => {
                Message::new("fsio-io").arg_msg("error", library_error::io_error(e))
            }
        }
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::NotFound => f.write_str("no such file"),
            ReadError::NotAFile { kind } => write!(f, "not a regular file but a {kind}"),
            ReadError::TooLarge { size, limit } => {
                write!(f, "{size} bytes, more than the limit of {limit} bytes")
            }
            ReadError::NotUtf8 => f.write_str("not UTF-8 text"),
            ReadError::Io(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ReadError {}

impl From<io::Error> for ReadError {
    fn from(e: io::Error) -> Self {
        if e.kind() == io::ErrorKind::NotFound {
            ReadError::NotFound
        } else {
            ReadError::Io(e)
        }
    }
}

/// The kind of a non-regular file, as the `fsio-not-a-file-<kind>` id suffix.
fn kind_of(ft: fs::FileType) -> &'static str {
    if ft.is_dir() {
        return "folder";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if ft.is_fifo() {
            return "fifo";
        }
        if ft.is_char_device() || ft.is_block_device() {
            return "device";
        }
        if ft.is_socket() {
            return "socket";
        }
    }
    "special"
}

/// Opens a regular file for reading without ever blocking (links are followed).
fn open_regular(path: &Path) -> Result<File, ReadError> {
    let meta = fs::metadata(path)?;
    if !meta.is_file() {
        return Err(ReadError::NotAFile {
            kind: kind_of(meta.file_type()),
        });
    }
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // A FIFO put in place after the check above must not block the open.
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path)?;
    // Check again what was actually opened.
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(ReadError::NotAFile {
            kind: kind_of(meta.file_type()),
        });
    }
    Ok(file)
}

/// The bytes of a regular file of at most `limit` bytes.
pub(crate) fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let file = open_regular(path)?;
    let size = file.metadata()?.len();
    if size > limit {
        return Err(ReadError::TooLarge { size, limit });
    }
    let mut bytes = Vec::with_capacity(size as usize);
    // One byte past the cap tells a file that grew while being read.
    file.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            size: limit + 1,
            limit,
        });
    }
    Ok(bytes)
}

/// The text of a regular UTF-8 file of at most `limit` bytes.
pub(crate) fn read_text(path: &Path, limit: u64) -> Result<String, ReadError> {
    String::from_utf8(read_bytes(path, limit)?).map_err(|_| ReadError::NotUtf8)
}

/// One line read from another process or from standard input, never more than a cap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CappedLine {
    /// The line's first bytes (at most the cap), without the line end.
    pub(crate) bytes: Vec<u8>,
    /// Whether the line was longer than the cap (the rest was read and dropped).
    pub(crate) cut: bool,
}

impl CappedLine {
    /// The text, with bytes that are not UTF-8 shown as U+FFFD.
    pub(crate) fn text(&self) -> String {
        String::from_utf8_lossy(&self.bytes).into_owned()
    }
}

/// The next line of `input` (`\n` or `\r\n` ends it), keeping at most `cap` bytes of it: the
/// rest of a longer line is read and dropped, so a stream with no line end (`/dev/zero`) takes
/// no more memory than `cap` and the reader's buffer. `Ok(None)` at the end of input.
pub(crate) fn read_line_capped(
    input: &mut impl io::BufRead,
    cap: usize,
) -> io::Result<Option<CappedLine>> {
    let mut bytes = Vec::new();
    let mut cut = false;
    let mut any = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            if !any {
                return Ok(None);
            }
            break;
        }
        any = true;
        let (part, done) = match chunk.iter().position(|&b| b == b'\n') {
            // The line end (`\r\n` too) is not part of the line.
            Some(i) => (
                chunk[..i].strip_suffix(b"\r").unwrap_or(&chunk[..i]),
                Some(i + 1),
            ),
            None => (chunk, None),
        };
        let room = cap.saturating_sub(bytes.len());
        if part.len() > room {
            cut = true;
        }
        bytes.extend_from_slice(&part[..part.len().min(room)]);
        let used = done.unwrap_or(chunk.len());
        input.consume(used);
        if done.is_some() {
            break;
        }
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    Ok(Some(CappedLine { bytes, cut }))
}

/// Something a folder walk skipped, with the path concerned.
#[derive(Debug)]
pub(crate) enum WalkProblem {
    /// A subfolder (or an entry) that could not be listed.
    Unreadable { path: PathBuf, error: io::Error },
    /// A folder already visited (through a link); skipped so the walk ends.
    AlreadyVisited { path: PathBuf },
    /// Deeper than [`MAX_WALK_DEPTH`]; not entered.
    TooDeep { path: PathBuf },
}

impl WalkProblem {
    pub(crate) fn path(&self) -> &Path {
        match self {
            WalkProblem::Unreadable { path, .. }
            | WalkProblem::AlreadyVisited { path }
            | WalkProblem::TooDeep { path } => path,
        }
    }

    /// Whether the problem loses files (an error) or only skips a repeat (a warning).
    pub(crate) fn is_error(&self) -> bool {
        matches!(self, WalkProblem::Unreadable { .. })
    }

    pub(crate) fn message(&self) -> Message {
        match self {
            WalkProblem::Unreadable { error, .. } => Message::new("fsio-folder-unreadable")
                .arg_msg("error", library_error::io_error(error)),
            WalkProblem::AlreadyVisited { .. } => Message::new("fsio-folder-repeated"),
            WalkProblem::TooDeep { .. } => {
                Message::new("fsio-folder-too-deep").arg_num("depth", MAX_WALK_DEPTH as f64)
            }
        }
    }
}

impl fmt::Display for WalkProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WalkProblem::Unreadable { path, error } => {
                write!(f, "{}: cannot be read: {error}", path.display())
            }
            WalkProblem::AlreadyVisited { path } => write!(
                f,
                "{}: a link to a folder already read; skipped",
                path.display()
            ),
            WalkProblem::TooDeep { path } => write!(
                f,
                "{}: more than {MAX_WALK_DEPTH} folders deep; skipped",
                path.display()
            ),
        }
    }
}

/// What a walk found: the files accepted (sorted) and what it skipped.
#[derive(Debug, Default)]
pub(crate) struct Walk {
    pub(crate) files: Vec<PathBuf>,
    pub(crate) problems: Vec<WalkProblem>,
}

/// A folder's identity, so a folder reached twice (through links) is read once.
#[cfg(unix)]
fn folder_id(meta: &fs::Metadata) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    Some((meta.dev(), meta.ino()))
}

#[cfg(not(unix))]
fn folder_id(_meta: &fs::Metadata) -> Option<(u64, u64)> {
    None
}

/// Every file under `root` that `want_file` accepts, recursively (hidden entries, starting
/// with `.`, and folders `skip_folder` names are left out). `root` may be a single file, which
/// is then returned whatever its name. `Err` only when `root` itself cannot be read.
pub(crate) fn walk(
    root: &Path,
    want_file: impl Fn(&Path) -> bool,
    skip_folder: impl Fn(&str) -> bool,
) -> io::Result<Walk> {
    let meta = fs::metadata(root)?;
    let mut walk = Walk::default();
    if !meta.is_dir() {
        walk.files.push(root.to_path_buf());
        return Ok(walk);
    }
    let mut seen = HashSet::new();
    seen.extend(folder_id(&meta));
    // The root's own listing must work; below it, failures are per folder.
    let first = fs::read_dir(root)?;
    let mut stack = vec![(root.to_path_buf(), 0usize, Some(first))];
    while let Some((dir, depth, listing)) = stack.pop() {
        let listing = match listing.map_or_else(|| fs::read_dir(&dir), Ok) {
            Ok(l) => l,
            Err(error) => {
                walk.problems
                    .push(WalkProblem::Unreadable { path: dir, error });
                continue;
            }
        };
        for entry in listing {
            let entry = match entry {
                Ok(e) => e,
                Err(error) => {
                    walk.problems.push(WalkProblem::Unreadable {
                        path: dir.clone(),
                        error,
                    });
                    continue;
                }
            };
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if name.starts_with('.') {
                continue;
            }
            let path = entry.path();
            // Follows links; a dangling link is not a folder and not wanted as a file either
            // (reading it reports "no such file").
            match fs::metadata(&path) {
                Ok(m) if m.is_dir() => {
                    if skip_folder(&name) {
                        continue;
                    }
                    if depth + 1 > MAX_WALK_DEPTH {
                        walk.problems.push(WalkProblem::TooDeep { path });
                    } else if folder_id(&m).is_some_and(|id| !seen.insert(id)) {
                        walk.problems.push(WalkProblem::AlreadyVisited { path });
                    } else {
                        stack.push((path, depth + 1, None));
                    }
                }
                _ => {
                    if want_file(&path) {
                        walk.files.push(path);
                    }
                }
            }
        }
    }
    walk.files.sort();
    walk.problems.sort_by(|a, b| a.path().cmp(b.path()));
    Ok(walk)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_capped() {
        let mut input = io::Cursor::new(b"short\r\nlonger than four\nlast".to_vec());
        let l = |b: &[u8], cut| {
            Some(CappedLine {
                bytes: b.to_vec(),
                cut,
            })
        };
        assert_eq!(read_line_capped(&mut input, 5).unwrap(), l(b"short", false));
        assert_eq!(read_line_capped(&mut input, 5).unwrap(), l(b"longe", true));
        assert_eq!(read_line_capped(&mut input, 5).unwrap(), l(b"last", false));
        assert_eq!(read_line_capped(&mut input, 5).unwrap(), None);
        // No line end at all: the memory used stays at the cap.
        let mut zeros = io::BufReader::new(io::repeat(0).take(10_000_000));
        let line = read_line_capped(&mut zeros, 100).unwrap().unwrap();
        assert_eq!((line.bytes.len(), line.cut), (100, true));
    }

    #[test]
    fn caps_and_kinds() {
        let dir = tempfile::tempdir().unwrap();
        let small = dir.path().join("a.yaml");
        fs::write(&small, "id: a\n").unwrap();
        assert_eq!(read_text(&small, 100).unwrap(), "id: a\n");
        assert!(matches!(
            read_text(&small, 3),
            Err(ReadError::TooLarge { size: 6, limit: 3 })
        ));
        assert!(matches!(
            read_text(dir.path(), 100),
            Err(ReadError::NotAFile { kind: "folder" })
        ));
        assert!(
            read_text(&dir.path().join("none"), 10)
                .unwrap_err()
                .is_not_found()
        );
        fs::write(&small, [0xff, 0xfe]).unwrap();
        assert!(matches!(read_text(&small, 10), Err(ReadError::NotUtf8)));
    }

    #[cfg(unix)]
    #[test]
    fn devices_are_refused() {
        assert!(matches!(
            read_bytes(Path::new("/dev/zero"), 10),
            Err(ReadError::NotAFile { kind: "device" })
        ));
    }

    #[cfg(unix)]
    #[test]
    fn link_loops_are_visited_once() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        fs::write(root.join("a.yaml"), "").unwrap();
        fs::create_dir(root.join("sub")).unwrap();
        fs::write(root.join("sub/b.yaml"), "").unwrap();
        std::os::unix::fs::symlink(".", root.join("l1")).unwrap();
        std::os::unix::fs::symlink("..", root.join("sub/up")).unwrap();
        let w = walk(
            root,
            |p| p.extension().is_some_and(|e| e == "yaml"),
            |_| false,
        )
        .unwrap();
        assert_eq!(w.files, [root.join("a.yaml"), root.join("sub/b.yaml")]);
        let skipped: Vec<&Path> = w.problems.iter().map(WalkProblem::path).collect();
        assert_eq!(skipped, [root.join("l1"), root.join("sub/up")]);
        assert!(w.problems.iter().all(|p| !p.is_error()));
    }
}
