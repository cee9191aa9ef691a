//! `janggi-tutor lint [PATH...]`: checks lesson files (YAML, fields, positions, answer keys
//! against the engine, languages), one line `path:line:col: error|warning: message` each.

use std::path::PathBuf;

use super::{CliError, CliResult, Io, Outcome};
use crate::i18n::{Message, library_error};
use crate::lesson::lint;

#[derive(clap::Args, Debug)]
pub(crate) struct LintArgs {
    /// Lesson files or folders (default: the embedded lessons).
    #[arg(value_name = "PATH")]
    pub(crate) paths: Vec<PathBuf>,
}

/// `janggi-tutor lint [PATH...]`: 0 clean (warnings allowed), 1 errors, 2 unusable paths.
pub(crate) fn run(io: &mut Io, args: &LintArgs) -> CliResult {
    let paths = &args.paths;
    let report = if paths.is_empty() {
        lint::lint_embedded()
    } else {
        lint::lint_paths(paths).map_err(|(path, e)| {
            CliError::usage(
                Message::new("lint-path-unreadable")
                    .arg("path", path)
                    .arg_msg("detail", library_error::io_error(&e)),
            )
        })?
    };
    if report.files == 0 {
        // Exit status 2 (nothing was checked) goes with an error, never a mere warning.
        let shown: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        return Err(CliError::usage(
            Message::new("lint-no-lesson-files").arg_list("path", shown),
        ));
    }
    // The notes (the engine's words beside each option's claim) among the problems, in
    // file order.
    let mut lines = report.diagnostics.clone();
    lines.extend(report.notes.iter().cloned());
    crate::lesson::diagnostic::sort(&mut lines);
    super::lessons::print_diagnostics(io, &lines, true);
    let errors = report.errors();
    let summary = io.l10n.format(
        &Message::new("lint-summary")
            .arg_num("files", report.files)
            .arg_num("errors", errors)
            .arg_num("warnings", report.diagnostics.len() - errors),
    );
    let _ = writeln!(io.err, "{summary}");
    Ok(Outcome::no_if(errors > 0))
}
