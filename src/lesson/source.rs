//! One lesson file's text and where it came from: what the loader reads and the parser
//! and the lint take. Its own module so that `load` imports `parse` and both import this,
//! one way.

/// Where a lesson came from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    Embedded,
    /// A folder given with `--lessons` (or paths given to the lint).
    Folder,
}

/// The text of one lesson file and the path to show for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    /// `lessons/<phase>/<file>` for embedded files, else the path as found on disk.
    pub path: String,
    pub text: String,
    pub origin: Origin,
}
