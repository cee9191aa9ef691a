//! `janggi-tutor` with no subcommand: the trainer screen's options, and the app's config built
//! from them, the environment and the language the command line resolved.

use std::io::Write;
use std::path::PathBuf;

use crate::i18n::{Localizer, Message};
use crate::trainer::progress::ProgressStore;
use crate::tui::app::Config;
use crate::tui::theme::Theme;

/// Options of `janggi-tutor` without a subcommand (the trainer screen).
#[derive(clap::Args, Debug, Clone, Default)]
pub struct TuiArgs {
    /// Progress file (stars and settings). Default: <data dir>/janggi-tutor/progress.json.
    #[arg(long, value_name = "PATH")]
    pub progress: Option<PathBuf>,
    /// Draw the board with letters instead of CJK glyphs.
    #[arg(long)]
    pub ascii: bool,
    /// A folder of lesson files that adds lessons or replaces those with the same id.
    #[arg(long, value_name = "DIR")]
    pub lessons: Option<PathBuf>,
}

/// The app's config: `lang` is the language already resolved (`--lang`, the saved setting,
/// the environment); `warnings` are shown in a notice at start (an unknown `--lang`, ...).
pub fn config_from(args: &TuiArgs, lang: &str, mut warnings: Vec<Message>) -> Config {
    let (store, store_warning) = ProgressStore::open(args.progress.clone());
    let (lessons, lesson_warnings) = crate::tui::load_lessons(args.lessons.as_deref());
    warnings.extend(lesson_warnings);
    let faq = crate::tui::load_faq(&mut warnings);
    warnings.extend(store_warning);
    Config {
        store,
        cli_lang: Some(lang.to_string()),
        env_lang: crate::tui::env_locale(),
        letters: args.ascii,
        theme: Theme::from_env(std::env::var("NO_COLOR").ok().as_deref()),
        lessons,
        faq,
        warnings,
        play: None,
        engine: None,
        editor: None,
        open_record: None,
    }
}

/// Runs the trainer screen (the config is built only when there is a terminal).
pub fn run(args: &TuiArgs, l10n: &Localizer, warnings: Vec<Message>, err: &mut dyn Write) -> i32 {
    crate::tui::run(|| config_from(args, l10n.lang(), warnings), l10n, err)
}
