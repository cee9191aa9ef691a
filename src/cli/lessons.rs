//! `janggi-tutor lessons`: the phases, lessons and exercises with their ids; and the loading
//! of the lesson catalog (embedded lessons and `--lessons DIR`) that the other lesson verbs
//! share.

use std::path::{Path, PathBuf};

use super::{CliError, CliResult, Io, Outcome};
use crate::i18n::{Message, library_error};
use crate::lesson::diagnostic::Diagnostic;
use crate::lesson::load::{Catalog, Loaded};
use crate::lesson::model::Exercise;

#[derive(clap::Args, Debug)]
pub(crate) struct LessonsArgs {
    /// A folder of lesson files that adds lessons or replaces those with the same id.
    #[arg(long, value_name = "DIR")]
    pub(crate) lessons: Option<PathBuf>,
}

/// `janggi-tutor lessons [--lessons DIR]`: phases, lessons and exercises with their ids.
pub(crate) fn run(io: &mut Io, args: &LessonsArgs) -> CliResult {
    let catalog = load_catalog(io, args.lessons.as_deref())?;
    let lang = io.l10n.lang().to_string();
    let mut exercises = 0;
    for (phase, lessons) in catalog.phases() {
        io.say(
            &Message::new("lessons-phase")
                .arg_msg("name", Message::new(format!("lesson-phase-{}", phase.id())))
                .arg("id", phase.id()),
        );
        if lessons.is_empty() {
            let none = io.l10n.tr("lessons-none");
            let _ = writeln!(io.out, "  {none}");
        }
        for lesson in lessons {
            let line = io.l10n.format(
                &Message::new("lessons-lesson")
                    .arg_num("order", lesson.order)
                    .arg("title", lesson.title.get(&lang).to_string())
                    .arg("id", lesson.id.clone())
                    .arg_num("count", lesson.exercises.len()),
            );
            let _ = writeln!(io.out, "  {line}");
            for ex in &lesson.exercises {
                exercises += 1;
                let line = io.l10n.format(
                    &Message::new("lessons-exercise")
                        .arg("id", ex.id.clone())
                        .arg_msg("kind", kind_message(ex)),
                );
                let _ = writeln!(io.out, "    {line}");
            }
        }
    }
    io.say(
        &Message::new("lessons-total")
            .arg_num("lessons", catalog.len())
            .arg_num("exercises", exercises),
    );
    Ok(Outcome::Done)
}

/// Loads the embedded lessons and `dir`; reports load problems on stderr.
pub(super) fn load_catalog(io: &mut Io, dir: Option<&Path>) -> Result<Catalog, CliError> {
    match Catalog::load(dir) {
        Ok(Loaded { catalog, problems }) => {
            print_diagnostics(io, &problems, false);
            Ok(catalog)
        }
        Err(e) => Err(CliError::usage(
            Message::new("lessons-dir-unreadable")
                .arg(
                    "path",
                    dir.map(|d| d.display().to_string()).unwrap_or_default(),
                )
                .arg_msg("detail", library_error::io_error(&e)),
        )),
    }
}

fn kind_message(ex: &Exercise) -> Message {
    Message::new(ex.task.kind().message_id())
}

/// Prints lint or load diagnostics, on stdout (the lint's findings) or stderr.
pub(super) fn print_diagnostics(io: &mut Io, diags: &[Diagnostic], to_stdout: bool) {
    for d in diags {
        let line = d.render(&io.l10n);
        let _ = if to_stdout {
            writeln!(io.out, "{line}")
        } else {
            writeln!(io.err, "{line}")
        };
    }
}
