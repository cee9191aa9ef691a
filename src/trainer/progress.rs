//! What lasts between sessions: stars per exercise and the settings, in one JSON file.
//!
//! - Stars are keyed by stable ids (lesson id, then exercise id), so reordering or editing
//!   lessons never moves a learner's stars to another exercise. Only the best result is kept.
//! - The file lives in the user's data folder (`<data dir>/janggi-tutor/progress.json`) or
//!   wherever `--progress PATH` says.
//! - Writing is atomic: a temporary file in the same folder, flushed to disk, then renamed over
//!   the old one, so a crash or kill leaves either the old file or the new one, never half.
//! - A file that cannot be understood is moved aside (`progress.json.corrupt-<unix time>`) and
//!   the learner is told where it went; it is never silently dropped or overwritten. When
//!   that is not possible (the file cannot be read or moved, or a newer version wrote it),
//!   nothing is saved for the session, so nothing is lost either.
//!
//! Problems are reported as [`Message`]s (ids `progress-*` in `i18n/*/tui.ftl`).

use std::collections::BTreeMap;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use super::settings::Settings;
use crate::i18n::Message;

pub use super::score::MAX_STARS;

/// The file format version this build writes and understands.
pub const FORMAT_VERSION: u32 = 1;

/// File name inside the data folder.
pub const FILE_NAME: &str = "progress.json";

/// The learner's stars and settings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    pub settings: Settings,
    /// lesson id → exercise id → best stars (1..=3; an exercise never solved has no entry).
    stars: BTreeMap<String, BTreeMap<String, u8>>,
}

impl Progress {
    /// Best stars earned on an exercise (0: not solved yet).
    pub fn stars(&self, lesson: &str, exercise: &str) -> u8 {
        self.stars
            .get(lesson)
            .and_then(|l| l.get(exercise))
            .copied()
            .unwrap_or(0)
    }

    /// Records a result. Keeps the best; 0 stars (not solved) records nothing. Returns whether
    /// anything changed (and so whether the file needs saving).
    pub fn record(&mut self, lesson: &str, exercise: &str, stars: u8) -> bool {
        let stars = stars.min(MAX_STARS);
        if stars == 0 || self.stars(lesson, exercise) >= stars {
            return false;
        }
        self.stars
            .entry(lesson.to_string())
            .or_default()
            .insert(exercise.to_string(), stars);
        true
    }

    /// Total stars earned in a lesson.
    pub fn lesson_stars(&self, lesson: &str) -> u32 {
        self.stars
            .get(lesson)
            .map_or(0, |l| l.values().map(|&s| u32::from(s)).sum())
    }

    /// Number of exercises of a lesson solved at least once.
    pub fn solved_in(&self, lesson: &str) -> usize {
        self.stars.get(lesson).map_or(0, BTreeMap::len)
    }

    /// Total stars over all lessons.
    pub fn total_stars(&self) -> u32 {
        self.stars
            .values()
            .flat_map(|l| l.values())
            .map(|&s| u32::from(s))
            .sum()
    }

    /// Forgets every star (the settings stay).
    pub fn clear_stars(&mut self) {
        self.stars.clear();
    }

    /// Every recorded result as (lesson, exercise, stars), sorted by ids.
    pub fn entries(&self) -> impl Iterator<Item = (&str, &str, u8)> {
        self.stars
            .iter()
            .flat_map(|(l, ex)| ex.iter().map(move |(e, &s)| (l.as_str(), e.as_str(), s)))
    }
}

/// The file's shape. Missing sections default; unknown fields are ignored (forward compatible).
#[derive(Serialize, Deserialize)]
struct FileFormat {
    version: u32,
    #[serde(default)]
    settings: Settings,
    #[serde(default)]
    stars: BTreeMap<String, BTreeMap<String, u8>>,
}

/// Only the version, read first so a newer file is recognised even if its layout changed.
#[derive(Deserialize)]
struct VersionOnly {
    version: u32,
}

/// Why the file's content was refused.
fn parse(text: &str) -> Result<Progress, ParseProblem> {
    let version = serde_json::from_str::<VersionOnly>(text)
        .map_err(|e| ParseProblem::Corrupt(e.to_string()))?
        .version;
    if version > FORMAT_VERSION {
        return Err(ParseProblem::Newer(version));
    }
    let file: FileFormat =
        serde_json::from_str(text).map_err(|e| ParseProblem::Corrupt(e.to_string()))?;
    for (lesson, exercises) in &file.stars {
        for (exercise, &s) in exercises {
            if s == 0 || s > MAX_STARS {
                return Err(ParseProblem::Corrupt(format!(
                    "{lesson}/{exercise}: {s} stars (1 to {MAX_STARS} expected)"
                )));
            }
        }
    }
    Ok(Progress {
        settings: file.settings,
        stars: file.stars,
    })
}

enum ParseProblem {
    Corrupt(String),
    Newer(u32),
}

/// The language saved in a progress file, read without changing anything (no moving a corrupt
/// file aside): for the command-line verbs, which only need the setting.
pub fn saved_language(path: &Path) -> Option<String> {
    let text = fs::read_to_string(path).ok()?;
    let value: serde_json::Value = serde_json::from_str(&text).ok()?;
    value
        .get("settings")?
        .get("language")?
        .as_str()
        .map(str::to_string)
}

/// The JSON text written for `progress` (pretty, stable key order).
pub fn to_json(progress: &Progress) -> String {
    let file = FileFormat {
        version: FORMAT_VERSION,
        settings: progress.settings.clone(),
        stars: progress.stars.clone(),
    };
    let mut text = serde_json::to_string_pretty(&file).expect("plain data serialises");
    text.push('\n');
    text
}

/// The result of loading: the progress to use, and what the learner must be told.
#[derive(Debug)]
pub struct Loaded {
    pub progress: Progress,
    /// Warnings to show (corrupt file moved aside, file unreadable, ...).
    pub warnings: Vec<Message>,
}

/// Where progress is kept, and whether it may be written there.
#[derive(Clone, Debug)]
pub struct ProgressStore {
    path: Option<PathBuf>,
    /// False after a problem that makes overwriting the file unsafe (it could not be read or
    /// moved aside, or a newer version wrote it): then nothing is saved, so nothing is lost.
    writable: bool,
}

impl ProgressStore {
    /// A store at an explicit path (`--progress PATH`).
    pub fn at(path: impl Into<PathBuf>) -> Self {
        ProgressStore {
            path: Some(path.into()),
            writable: true,
        }
    }

    /// Progress kept in memory only (no data folder, or tests).
    pub fn in_memory() -> Self {
        ProgressStore {
            path: None,
            writable: false,
        }
    }

    /// `<user data dir>/janggi-tutor/progress.json`, if the platform has a data folder.
    pub fn default_path() -> Option<PathBuf> {
        dirs::data_dir().map(|d| d.join("janggi-tutor").join(FILE_NAME))
    }

    /// The store at `--progress PATH` if given, else at the default path, else in memory
    /// (with the warning that says so).
    pub fn open(explicit: Option<PathBuf>) -> (Self, Option<Message>) {
        match explicit.or_else(Self::default_path) {
            Some(p) => (Self::at(p), None),
            None => (
                Self::in_memory(),
                Some(Message::new("progress-no-data-dir")),
            ),
        }
    }

    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Whether [`save`](Self::save) writes to disk.
    pub fn is_writable(&self) -> bool {
        self.writable && self.path.is_some()
    }

    /// Reads the file. Never fails: a missing file is a fresh start; any other problem is
    /// reported in [`Loaded::warnings`] and handled so that no data is lost.
    pub fn load(&mut self) -> Loaded {
        let mut warnings = Vec::new();
        let Some(path) = self.path.clone() else {
            return Loaded {
                progress: Progress::default(),
                warnings,
            };
        };
        let shown = path.display().to_string();
        let text = match fs::read(&path) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return Loaded {
                    progress: Progress::default(),
                    warnings,
                };
            }
            Err(e) => {
                self.writable = false;
                warnings.push(
                    Message::new("progress-unreadable")
                        .arg("path", shown)
                        .arg("error", e.to_string()),
                );
                return Loaded {
                    progress: Progress::default(),
                    warnings,
                };
            }
        };
        let parsed = match String::from_utf8(text) {
            Ok(text) => parse(&text),
            Err(_) => Err(ParseProblem::Corrupt("not UTF-8 text".to_string())),
        };
        let progress = match parsed {
            Ok(p) => p,
            Err(ParseProblem::Newer(version)) => {
                self.writable = false;
                warnings.push(
                    Message::new("progress-newer")
                        .arg("path", shown)
                        .arg_num("version", version),
                );
                Progress::default()
            }
            Err(ParseProblem::Corrupt(detail)) => {
                match move_aside(&path) {
                    Ok(moved) => warnings.push(
                        Message::new("progress-corrupt")
                            .arg("path", shown)
                            .arg("detail", detail)
                            .arg("moved", moved.display().to_string()),
                    ),
                    Err(e) => {
                        self.writable = false;
                        warnings.push(
                            Message::new("progress-corrupt-kept")
                                .arg("path", shown)
                                .arg("detail", detail)
                                .arg("error", e.to_string()),
                        );
                    }
                }
                Progress::default()
            }
        };
        Loaded { progress, warnings }
    }

    /// Writes `progress` atomically. In-memory and read-only stores do nothing.
    pub fn save(&self, progress: &Progress) -> Result<(), Message> {
        let Some(path) = self.path.as_deref().filter(|_| self.writable) else {
            return Ok(());
        };
        write_atomically(path, to_json(progress).as_bytes()).map_err(|e| {
            Message::new("progress-save-failed")
                .arg("path", path.display().to_string())
                .arg("error", e.to_string())
        })
    }
}

/// Renames a refused file to `<name>.corrupt-<unix seconds>` (with `-2`, `-3`, ... if taken).
fn move_aside(path: &Path) -> io::Result<PathBuf> {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let name = path
        .file_name()
        .map_or_else(|| FILE_NAME.into(), |n| n.to_string_lossy().into_owned());
    for n in 1..1000 {
        let suffix = if n == 1 {
            format!("{name}.corrupt-{secs}")
        } else {
            format!("{name}.corrupt-{secs}-{n}")
        };
        let target = path.with_file_name(suffix);
        if target.exists() {
            continue;
        }
        fs::rename(path, &target)?;
        return Ok(target);
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "too many corrupt copies",
    ))
}

/// Temporary file in the same folder (so the rename cannot cross file systems), synced, then
/// renamed over `path`.
pub(crate) fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    fs::create_dir_all(&dir)?;
    let name = path
        .file_name()
        .map_or_else(|| FILE_NAME.into(), |n| n.to_string_lossy().into_owned());
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
    let result = (|| {
        let mut f = fs::File::create(&tmp)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn best_result_is_kept_and_zero_is_not_recorded() {
        let mut p = Progress::default();
        assert!(!p.record("l", "e", 0));
        assert_eq!(p.stars("l", "e"), 0);
        assert!(p.record("l", "e", 2));
        assert!(!p.record("l", "e", 1));
        assert!(!p.record("l", "e", 2));
        assert!(p.record("l", "e", 9));
        assert_eq!(p.stars("l", "e"), MAX_STARS);
        assert!(p.record("l", "f", 1));
        assert_eq!(p.lesson_stars("l"), 4);
        assert_eq!(p.solved_in("l"), 2);
        assert_eq!(p.total_stars(), 4);
        p.clear_stars();
        assert_eq!(p.total_stars(), 0);
    }

    #[test]
    fn json_round_trip() {
        let mut p = Progress::default();
        p.record("cannon-basics", "screen-1", 3);
        p.settings.language = Some("ko".into());
        let back = parse(&to_json(&p)).ok().unwrap();
        assert_eq!(back, p);
    }

    #[test]
    fn refused_contents() {
        assert!(matches!(parse("{"), Err(ParseProblem::Corrupt(_))));
        assert!(matches!(parse("[]"), Err(ParseProblem::Corrupt(_))));
        assert!(matches!(
            parse(r#"{"version":1,"stars":{"l":{"e":4}}}"#),
            Err(ParseProblem::Corrupt(_))
        ));
        assert!(matches!(
            parse(r#"{"version":1,"stars":{"l":{"e":"x"}}}"#),
            Err(ParseProblem::Corrupt(_))
        ));
        assert!(matches!(
            parse(r#"{"version":7,"whatever":[]}"#),
            Err(ParseProblem::Newer(7))
        ));
        assert!(parse(r#"{"version":1}"#).is_ok());
    }
}
