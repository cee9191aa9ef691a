//! `janggi-tutor edit`: the trainer screen opened on the board editor.

use std::io::Write;

use super::args;
use super::trainer::{TuiArgs, config_from};
use super::{CliResult, Io, Outcome};
use crate::rules::{RuleSet, Setup};

#[derive(clap::Args, Debug, Clone)]
pub(crate) struct EditArgs {
    /// The position to start from (FEN); default: the start position.
    #[arg(long, value_parser = args::fen)]
    pub(crate) fen: Option<Setup>,
    /// Rule set: basic, janggi, janggi-traditional, janggi-modern, janggi-casual.
    #[arg(long, default_value = "basic", value_parser = args::rules)]
    pub(crate) rules: RuleSet,
    #[command(flatten)]
    pub(crate) tui: TuiArgs,
}

/// `janggi-tutor edit`: the board editor; a FEN that cannot be read is a usage error (a
/// position the rules refuse is not: the editor shows why, so it can be fixed there).
pub(crate) fn run(io: &mut Io, args: &EditArgs) -> CliResult {
    let rules = args.rules;
    let setup = args.fen.clone().unwrap_or_else(Setup::start);
    let lang = io.l10n.lang().to_string();
    let err: &mut dyn Write = io.err;
    // `edit > position.txt`: the editor draws on the terminal, the exports go to the file.
    let start = crate::tui::Start {
        exports_to_stdout: true,
        ..Default::default()
    };
    Ok(Outcome::Screen(crate::tui::run_from(
        || {
            let mut config = config_from(&args.tui, &lang, Vec::new());
            config.open = crate::tui::app::Opening::Editor(setup, rules);
            config
        },
        start,
        &io.l10n,
        err,
    )))
}
