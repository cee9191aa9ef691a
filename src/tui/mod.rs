//! The trainer screen: a ratatui + crossterm terminal app.
//!
//! - [`app`]: the state and its update (events in, state out); no drawing, no terminal.
//! - [`view`]: `impl Widget for &App`, drawing only.
//! - [`board`]: the board widget and its geometry (shared with mouse handling).
//! - [`keys`]: the key table the handling, the hint bar and the help are all made from.
//! - this file: the terminal itself (setup, the event loop, restoring on exit, panic or error).

pub mod app;
pub mod board;
pub mod exercise;
pub mod faq;
pub mod free;
pub mod keys;
pub mod layout;
pub mod lessons;
pub mod screen_text;
pub mod theme;
pub mod view;

use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;

use ratatui::crossterm::event::{
    self, DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
};
use ratatui::crossterm::execute;

use self::app::{App, Config};
use self::lessons::Lessons;
use self::theme::Theme;
use crate::i18n::{ENV_VARS, Localizer, Message, resolve_language};
use crate::lesson::load::Catalog;
use crate::trainer::progress::ProgressStore;

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

/// The embedded lessons plus `--lessons DIR`; problems become warnings shown at start
/// (a broken file is reported, the other lessons still load).
pub fn load_lessons(dir: Option<&std::path::Path>) -> (Lessons, Vec<Message>) {
    let mut warnings = Vec::new();
    let loaded = match Catalog::load(dir) {
        Ok(l) => l,
        Err(e) => {
            warnings.push(
                Message::new("tui-lessons-unreadable")
                    .arg(
                        "path",
                        dir.map(|d| d.display().to_string()).unwrap_or_default(),
                    )
                    .arg("error", e.to_string()),
            );
            Catalog::embedded()
        }
    };
    for d in &loaded.problems {
        warnings.push(
            Message::new("tui-lesson-problem")
                .arg("path", d.path.clone())
                .arg("line", d.line.to_string())
                .arg("col", d.col.to_string())
                .arg_msg("message", d.message.clone()),
        );
    }
    (
        Lessons::new(loaded.catalog.lessons().cloned().collect()),
        warnings,
    )
}

/// The first non-empty locale variable, as POSIX orders them.
fn env_locale() -> Option<String> {
    ENV_VARS
        .iter()
        .filter_map(|k| std::env::var(k).ok())
        .find(|v| !v.trim().is_empty())
}

/// Builds the app from the command line and the environment.
pub fn config_from(args: &TuiArgs, cli_lang: Option<String>) -> Config {
    let (store, store_warning) = ProgressStore::open(args.progress.clone());
    let (lessons, mut warnings) = load_lessons(args.lessons.as_deref());
    let faq = match crate::faq::Faq::embedded() {
        Ok(f) => f,
        Err(errors) => {
            warnings.extend(errors.iter().map(crate::faq::LoadError::message));
            crate::faq::Faq::default()
        }
    };
    warnings.extend(store_warning);
    Config {
        store,
        cli_lang,
        env_lang: env_locale(),
        letters: args.ascii,
        theme: Theme::from_env(std::env::var("NO_COLOR").ok().as_deref()),
        lessons,
        faq,
        warnings,
    }
}

/// Restores the terminal however the app ends (return, error or panic unwinding).
struct TerminalGuard;

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        let _ = execute!(io::stdout(), DisableMouseCapture, DisableBracketedPaste);
        ratatui::restore();
    }
}

/// Runs the trainer screen until the learner quits. Returns the exit status.
pub fn run(args: &TuiArgs, cli_lang: Option<String>, err: &mut dyn Write) -> i32 {
    // A terminal that cannot move the cursor cannot show the board (`tui-dumb-terminal`).
    let dumb = std::env::var("TERM").is_ok_and(|t| t == "dumb");
    if dumb || !io::stdout().is_terminal() || !io::stdin().is_terminal() {
        let lang = resolve_language(cli_lang.as_deref(), None, |k| std::env::var(k).ok()).lang;
        let mut l10n = Localizer::new();
        let _ = l10n.set_lang(&lang);
        let _ = writeln!(
            err,
            "{}: {}",
            l10n.tr("cli-error"),
            l10n.format(&Message::new(if dumb {
                "tui-dumb-terminal"
            } else {
                "tui-no-terminal"
            }))
        );
        return 1;
    }
    let mut app = App::new(config_from(args, cli_lang));
    match event_loop(&mut app) {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(
                err,
                "{}: {}",
                app.l10n.tr("cli-error"),
                app.l10n
                    .format(&Message::new("tui-terminal-error").arg("error", e.to_string()))
            );
            1
        }
    }
}

fn event_loop(app: &mut App) -> io::Result<()> {
    // try_init installs ratatui's panic hook (restore, then the default hook); ours runs first
    // and also turns the mouse and paste modes off.
    let _guard = TerminalGuard;
    let mut terminal = ratatui::try_init()?;
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(io::stdout(), DisableMouseCapture, DisableBracketedPaste);
        previous(info);
    }));
    execute!(io::stdout(), EnableMouseCapture, EnableBracketedPaste)?;
    while !app.quit {
        terminal.draw(|frame| {
            app.area = frame.area();
            frame.render_widget(&*app, frame.area());
        })?;
        // Blocks until something happens: no polling, no busy loop.
        let ev = event::read()?;
        app.handle_event(&ev);
    }
    Ok(())
}
