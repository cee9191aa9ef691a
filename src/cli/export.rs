//! `janggi-tutor export LESSON... [--to html] [--copy student|teacher] [--out FILE]`: lessons
//! as a printable handout (see `crate::handout`).

use std::path::PathBuf;

use super::{CliError, CliResult, Io, Outcome, lessons::load_catalog};
use crate::handout::{self, HandoutCopy, Options, PieceStyle};
use crate::i18n::{Message, library_error};

/// What `export` writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Format {
    // One self-contained HTML page (inline CSS and SVG) that prints on A4.
    Html,
}

/// Whose copy `export` writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum CopyFor {
    // The questions with a name and date line, no answers.
    Student,
    // The questions, then the answers (hints, explanations, each choice option's why).
    Teacher,
}

#[derive(clap::Args, Debug)]
pub(crate) struct ExportArgs {
    /// Lesson ids, phase ids (understand, compare, review) or `all`.
    #[arg(value_name = "LESSON", required = true)]
    pub(crate) ids: Vec<String>,
    /// Output format.
    #[arg(long, value_enum, default_value = "html")]
    pub(crate) to: Format,
    /// Write to this file instead of standard output.
    #[arg(long, value_name = "FILE")]
    pub(crate) out: Option<PathBuf>,
    /// Replace the `--out` file even when it is not a handout this program wrote.
    #[arg(long, requires = "out")]
    pub(crate) force: bool,
    /// Letters instead of CJK glyphs.
    #[arg(long)]
    pub(crate) ascii: bool,
    /// Whose copy: student (no answers, a name and date line) or teacher (with the
    /// answers, hints, explanations and why each option is right or wrong).
    #[arg(long, value_enum, default_value = "teacher")]
    pub(crate) copy: CopyFor,
    /// A folder of lesson files that adds lessons or replaces those with the same id.
    #[arg(long, value_name = "DIR")]
    pub(crate) lessons: Option<PathBuf>,
}

/// Whether `export --out` may write `path` without `--force`: nothing there, something that
/// is not a regular file (`/dev/null`, a pipe), or a handout this program wrote. An
/// instructor's typo must not replace an unrelated document.
fn replaceable(path: &std::path::Path) -> bool {
    use std::io::Read;
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(e) => return e.kind() == std::io::ErrorKind::NotFound,
    };
    if !meta.is_file() {
        return !meta.is_dir();
    }
    if meta.len() == 0 {
        return true;
    }
    let mut head = Vec::new();
    let read = std::fs::File::open(path).and_then(|f| f.take(4096).read_to_end(&mut head));
    read.is_ok() && handout::html::is_handout(&String::from_utf8_lossy(&head))
}

/// Exit 0; 1 when an exercise had to be left out (the page is still written); 2 for an
/// unknown lesson or an unusable folder or output file.
pub(crate) fn run(io: &mut Io, args: &ExportArgs) -> CliResult {
    let catalog = load_catalog(io, args.lessons.as_deref())?;
    let lessons = handout::select(&catalog, &args.ids).map_err(|id| {
        let mut known: Vec<&str> = vec!["all", "understand", "compare", "review"];
        known.extend(catalog.lessons().map(|l| l.id.as_str()));
        CliError::usage(
            Message::new("handout-unknown-lesson")
                .arg("id", id)
                .arg_list("known", known),
        )
    })?;
    let style = if args.ascii {
        PieceStyle::Letter
    } else {
        PieceStyle::Glyph
    };
    let Format::Html = args.to;
    let copy = match args.copy {
        CopyFor::Student => HandoutCopy::Student,
        CopyFor::Teacher => HandoutCopy::Teacher,
    };
    let page = handout::handout(&lessons, &io.l10n, Options { style, copy });
    for s in &page.skipped {
        io.warn(
            &Message::new("handout-skipped-exercise")
                .arg("lesson", s.lesson.clone())
                .arg("exercise", s.exercise.clone())
                .arg_msg("detail", s.problem.clone()),
        );
    }
    match args.out.as_deref() {
        Some(path) => {
            if !args.force && !replaceable(path) {
                return Err(CliError::usage(
                    Message::new("handout-out-not-ours").arg("path", path.display().to_string()),
                ));
            }
            std::fs::write(path, &page.html).map_err(|e| {
                CliError::usage(
                    Message::new("handout-write-failed")
                        .arg("path", path.display().to_string())
                        .arg_msg("detail", library_error::io_error(&e)),
                )
            })?;
            let done = io.l10n.format(
                &Message::new("handout-written")
                    .arg("path", path.display().to_string())
                    .arg_num("lessons", lessons.len())
                    .arg_num("exercises", page.printed),
            );
            let _ = writeln!(io.err, "{done}");
        }
        None => {
            let _ = write!(io.out, "{}", page.html);
        }
    }
    Ok(Outcome::no_if(!page.skipped.is_empty()))
}
