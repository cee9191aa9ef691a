//! Loading lessons: the ones embedded in the binary (`lessons/understand`, `lessons/compare`,
//! `lessons/review`) and, with `--lessons DIR`, a folder that adds lessons or replaces those
//! with the same id. `lessons/faq/` holds the FAQ (another format) and is never read here.
//!
//! A file that cannot be read or parsed is reported as a [`Diagnostic`] at its
//! `path:line:col`, and every other lesson still loads. Nothing here panics on bad input.

use std::path::Path;

use include_dir::{Dir, include_dir};

use super::checked::{CheckedExercise, CheckedLesson, ExerciseErrors};
use super::diagnostic::Diagnostic;
use super::locate;
use super::model::{Exercise, Lesson, Phase};
use super::parse;
pub use super::source::{Origin, Source};
use crate::i18n::Message;

static UNDERSTAND: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/lessons/understand");
static COMPARE: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/lessons/compare");
static REVIEW: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/lessons/review");
static STRATEGY: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/lessons/strategy");

/// Folders never read as lessons: the FAQ has its own format and loader.
const SKIPPED_DIRS: [&str; 1] = ["faq"];

/// `*.yaml` or `*.yml`, in any case (`.YAML` from some editors is a lesson file too).
fn is_lesson_file(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("yaml") || e.eq_ignore_ascii_case("yml"))
}

/// The text of a lesson file: UTF-8, without the byte-order mark some Windows editors write
/// (YAML would read it as a second document). A byte that is not UTF-8 is reported where it
/// is, with its value.
pub(crate) fn decode(path: &str, bytes: &[u8]) -> Result<String, Diagnostic> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => Ok(text.to_owned()),
        Err(e) => {
            let good = &bytes[..e.valid_up_to()];
            // Both prefixes are valid UTF-8: everything before the first bad byte is.
            let good = std::str::from_utf8(good).unwrap_or_default();
            let line = good.matches('\n').count() + 1;
            let col = good.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            let byte = bytes.get(e.valid_up_to()).copied().unwrap_or_default();
            Err(Diagnostic::error(
                path,
                line,
                col,
                Message::new("load-bad-byte").arg("byte", format!("0x{byte:02X}")),
            ))
        }
    }
}

/// Every embedded lesson file, sorted by path. Files that are not UTF-8 are reported.
pub(crate) fn embedded_sources() -> (Vec<Source>, Vec<Diagnostic>) {
    let mut sources = Vec::new();
    let mut problems = Vec::new();
    for (phase, dir) in [
        (Phase::Understand, &UNDERSTAND),
        (Phase::Compare, &COMPARE),
        (Phase::Review, &REVIEW),
        (Phase::Strategy, &STRATEGY),
    ] {
        let mut stack = vec![dir];
        while let Some(d) = stack.pop() {
            stack.extend(d.dirs());
            for file in d.files().filter(|f| is_lesson_file(f.path())) {
                let path = format!("lessons/{}/{}", phase.id(), file.path().display());
                match decode(&path, file.contents()) {
                    Ok(text) => sources.push(Source {
                        path,
                        text,
                        origin: Origin::Embedded,
                    }),
                    Err(d) => problems.push(d),
                }
            }
        }
    }
    sources.sort_by(|a, b| a.path.cmp(&b.path));
    (sources, problems)
}

/// Every `*.yaml` / `*.yml` file under `dir` (recursively, sorted, `faq/` skipped), or a
/// single file. An unreadable file is reported and the others are still read; `Err` only
/// when `dir` itself cannot be read.
pub fn folder_sources(dir: &Path) -> std::io::Result<(Vec<Source>, Vec<Diagnostic>)> {
    // crate::fsio reads only regular files under a size cap and visits each folder once.
    let walk = crate::fsio::walk(dir, is_lesson_file, |name| SKIPPED_DIRS.contains(&name))?;
    let mut sources = Vec::new();
    let mut problems: Vec<Diagnostic> = walk
        .problems
        .iter()
        .map(|p| {
            let path = p.path().display().to_string();
            if p.is_error() {
                Diagnostic::error(path, 1, 1, p.message())
            } else {
                Diagnostic::warning(path, 1, 1, p.message())
            }
        })
        .collect();
    for file in walk.files {
        let path = file.display().to_string();
        match crate::fsio::read_bytes(&file, crate::fsio::MAX_SOURCE_BYTES) {
            Ok(bytes) => match decode(&path, &bytes) {
                Ok(text) => sources.push(Source {
                    path,
                    text,
                    origin: Origin::Folder,
                }),
                Err(d) => problems.push(d),
            },
            Err(e) => problems.push(Diagnostic::error(path, 1, 1, e.message())),
        }
    }
    Ok((sources, problems))
}

/// Parses one file. On failure, every syntax and structure problem (unknown or missing
/// fields, wrong types), each at its place; never an empty list.
pub(crate) fn parse(source: &Source) -> Result<Lesson, Vec<Diagnostic>> {
    parse::parse(source)
}

/// A lesson in the catalog, its exercises read once (a broken one still loads, with its
/// problems, as the lint and the trainer report them), and the file it came from.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub(crate) lesson: CheckedLesson,
    pub(crate) path: String,
    pub(crate) origin: Origin,
}

/// The lessons a learner can study: by phase, ordered by `order` (then id); looked up by
/// lesson id and exercise id.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Catalog {
    entries: Vec<Entry>,
}

/// A catalog and the problems met while building it (broken files, duplicate ids).
#[derive(Clone, Debug, Default)]
pub struct Loaded {
    pub catalog: Catalog,
    pub(crate) problems: Vec<Diagnostic>,
}

impl Loaded {
    /// Adds a folder's lessons: new ids are added, known ids replaced. Its broken files are
    /// reported; `Err` only when the folder itself cannot be read.
    pub(crate) fn with_folder(mut self, dir: &Path) -> std::io::Result<Loaded> {
        let (sources, mut problems) = folder_sources(dir)?;
        self.problems.append(&mut problems);
        let mut more = Catalog::from_sources(&sources);
        self.problems.append(&mut more.problems);
        for entry in more.catalog.entries {
            self.catalog.insert(entry);
        }
        Ok(self)
    }
}

impl Catalog {
    /// The embedded lessons.
    pub fn embedded() -> Loaded {
        let (sources, mut problems) = embedded_sources();
        let mut loaded = Catalog::from_sources(&sources);
        problems.append(&mut loaded.problems);
        loaded.problems = problems;
        loaded
    }

    /// The embedded lessons plus (when given) a folder's, which replace embedded lessons with
    /// the same id. `Err` when the folder cannot be read at all.
    pub fn load(extra: Option<&Path>) -> std::io::Result<Loaded> {
        let loaded = Catalog::embedded();
        match extra {
            Some(dir) => loaded.with_folder(dir),
            None => Ok(loaded),
        }
    }

    /// Parses sources into a catalog. A lesson id seen twice among them is reported at the
    /// second file, which is left out.
    pub fn from_sources(sources: &[Source]) -> Loaded {
        let mut loaded = Loaded::default();
        for source in sources {
            match parse(source) {
                Ok(lesson) => {
                    if let Some(first) = loaded.catalog.entry(&lesson.id) {
                        let (line, col) = locate::id_location(&source.text);
                        loaded.problems.push(Diagnostic::error(
                            source.path.clone(),
                            line,
                            col,
                            Message::new("lint-duplicate-lesson")
                                .arg("id", lesson.id.clone())
                                .arg("other", first.path.clone()),
                        ));
                        continue;
                    }
                    loaded.catalog.insert(Entry {
                        lesson: CheckedLesson::new(lesson),
                        path: source.path.clone(),
                        origin: source.origin,
                    });
                }
                Err(mut diags) => loaded.problems.append(&mut diags),
            }
        }
        loaded
    }

    /// Adds a lesson, replacing one with the same id; keeps the order.
    pub(crate) fn insert(&mut self, entry: Entry) {
        self.entries.retain(|e| e.lesson.id != entry.lesson.id);
        let key = |e: &Entry| (e.lesson.phase, e.lesson.order, e.lesson.id.clone());
        let at = self.entries.partition_point(|e| key(e) <= key(&entry));
        self.entries.insert(at, entry);
    }

    /// How many lessons the catalog holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the catalog holds no lesson.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Every lesson, in study order (phase, then order, then id).
    pub(crate) fn entries(&self) -> &[Entry] {
        &self.entries
    }

    pub fn lessons(&self) -> impl Iterator<Item = &Lesson> {
        self.entries.iter().map(|e| &e.lesson.lesson)
    }

    /// Every lesson with its exercises read, in study order.
    pub fn checked_lessons(&self) -> impl Iterator<Item = &CheckedLesson> {
        self.entries.iter().map(|e| &e.lesson)
    }

    pub(crate) fn checked_lesson(&self, lesson_id: &str) -> Option<&CheckedLesson> {
        self.entry(lesson_id).map(|e| &e.lesson)
    }

    /// An exercise read into engine values (or why it could not be), by lesson id and
    /// exercise id.
    pub(crate) fn checked_exercise(
        &self,
        lesson_id: &str,
        exercise_id: &str,
    ) -> Option<&Result<CheckedExercise, ExerciseErrors>> {
        self.checked_lesson(lesson_id)?.exercise_by_id(exercise_id)
    }

    /// The lessons of one phase, in order.
    pub fn phase(&self, phase: Phase) -> Vec<&Lesson> {
        self.lessons().filter(|l| l.phase == phase).collect()
    }

    /// The three phases in order, each with its lessons (possibly none).
    pub fn phases(&self) -> Vec<(Phase, Vec<&Lesson>)> {
        Phase::ALL.iter().map(|&p| (p, self.phase(p))).collect()
    }

    pub(crate) fn entry(&self, lesson_id: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| e.lesson.id == lesson_id)
    }

    pub(crate) fn lesson(&self, lesson_id: &str) -> Option<&Lesson> {
        self.entry(lesson_id).map(|e| &e.lesson.lesson)
    }

    /// An exercise by lesson id and exercise id.
    pub fn exercise(&self, lesson_id: &str, exercise_id: &str) -> Option<(&Lesson, &Exercise)> {
        let lesson = self.lesson(lesson_id)?;
        let exercise = lesson.exercises.iter().find(|x| x.id == exercise_id)?;
        Some((lesson, exercise))
    }

    /// Every exercise with this id, in any lesson (ids are unique only within a lesson).
    #[cfg(test)]
    pub(crate) fn find_exercise(&self, exercise_id: &str) -> Vec<(&Lesson, &Exercise)> {
        self.lessons()
            .flat_map(|l| l.exercises.iter().map(move |x| (l, x)))
            .filter(|(_, x)| x.id == exercise_id)
            .collect()
    }

    /// The lesson after `lesson_id` in study order, if any.
    #[cfg(test)]
    pub(crate) fn next_lesson(&self, lesson_id: &str) -> Option<&Lesson> {
        let i = self.entries.iter().position(|e| e.lesson.id == lesson_id)?;
        self.entries.get(i + 1).map(|e| &e.lesson.lesson)
    }
}
