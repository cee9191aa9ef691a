//! File helpers that know nothing of what they store; the layers that keep data on disk
//! (`learner`, `net`, the lesson and FAQ readers) call them.
//!
//! - [`read`]: reading files (regular files only, size caps, never blocking) and walking
//!   folders (each folder once).
//! - [`write`]: replacing a file atomically (and sweeping the temporary files a killed write
//!   left), and writing a new file that never overwrites one.
//! - [`lock`]: an advisory lock on a folder, so two processes take turns.
//! - [`dates`]: calendar dates of a Unix time (UTC), for dated names and record headers.
//!
//! Imports nothing but `i18n` (for the localized messages of read errors).

pub(crate) mod dates;
pub(crate) mod lock;
pub(crate) mod read;
pub(crate) mod write;

pub(crate) use dates::{civil, dated_stem};
pub(crate) use lock::FolderLock;
pub(crate) use read::{
    CappedLine, MAX_SOURCE_BYTES, ReadError, read_bytes, read_line_capped, read_text, walk,
};
pub(crate) use write::{
    folder_of, remove_dead_temporaries, remove_temporaries, write_atomically, write_new,
    write_private,
};
