//! The trainer screen: a ratatui + crossterm terminal app.
//!
//! - [`app`]: the screen stack, overlays, the input and flash lines; events in
//!   (`app/events.rs`), effects applied (calling [`services`]).
//! - [`screen`]: the core every screen builds on and which names no screen: the
//!   `ScreenState` trait, the context `Cx`, the `Effect`s, `FeedbackTone`.
//! - [`screens`]: one folder per screen, its state and update (`mod.rs`) and its drawing
//!   (`view.rs`).
//! - [`stack`]: the `Screen` enum and the navigation stack (the one place naming every screen).
//! - [`services`]: the app's data (language, progress, lessons) and what changes it: the due
//!   queue, saved games and records, settings, the external engine.
//! - [`chrome`]: `impl Widget for &App`, the frame (header, status, hints, overlays).
//! - [`view`]: what views share: the drawing context `Ui`, text, lists, dialogs, panes.
//! - [`layout`]: screen geometry, shared by drawing and clicks.
//! - [`board`]: the board widget and its geometry (shared with mouse handling).
//! - [`keys`]: the key table the handling, the hint bar and the help are all made from.
//! - this file: the terminal itself (setup, the event loop, restoring on exit, panic or error).

pub mod app;
pub(crate) mod board;
pub(crate) mod chrome;
pub(crate) mod clipboard;
pub(crate) mod config;
pub(crate) mod keys;
pub(crate) mod layout;
pub(crate) mod lessons;
pub(crate) mod pane;
pub(crate) mod preview;
pub(crate) mod screen;
pub(crate) mod screen_text;
pub(crate) mod screens;
pub(crate) mod scroll;
pub(crate) mod services;
pub(crate) mod signals;
pub(crate) mod stack;
pub(crate) mod theme;
pub(crate) mod view;

// The screens' modules, where tests and benches have always found them.
#[cfg(test)]
pub(crate) use self::screens::{editor, exercise, faq, free, games, play};

use std::io::{self, IsTerminal, Write};

use ratatui::crossterm::event::{
    self, DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
};
use ratatui::crossterm::execute;

use self::app::{App, Config};
use self::lessons::Lessons;
use crate::i18n::{ENV_VARS, Localizer, Message};
use crate::lesson::load::Catalog;

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
    (Lessons::from_catalog(&loaded.catalog), warnings)
}

/// The first non-empty locale variable, as POSIX orders them.
pub(crate) fn env_locale() -> Option<String> {
    ENV_VARS
        .iter()
        .filter_map(|k| std::env::var(k).ok())
        .find(|v| !v.trim().is_empty())
}

/// The embedded FAQ; problems become warnings shown at start.
pub(crate) fn load_faq(warnings: &mut Vec<Message>) -> crate::faq::Faq {
    match crate::faq::Faq::embedded() {
        Ok(f) => f,
        Err(errors) => {
            warnings.extend(errors.iter().map(crate::faq::LoadError::message));
            crate::faq::Faq::default()
        }
    }
}

/// How long the loop waits for a key while the AI thinks before it looks for its move.
const TICK: std::time::Duration = std::time::Duration::from_millis(50);

/// Restores the terminal however the app ends (return, error, signal or panic unwinding).
struct TerminalGuard;

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        let _ = execute!(io::stdout(), DisableMouseCapture, DisableBracketedPaste);
        // Not `ratatui::restore`: it reports a failure with `eprintln!`, which panics when the
        // terminal is gone, and a lost terminal has nothing left to restore.
        let _ = ratatui::try_restore();
    }
}

/// How the screen starts besides the config: `--open` and `--watch`.
#[derive(Clone, Debug, Default)]
pub(crate) struct Start {
    /// Open this lesson page or exercise (already checked to exist).
    pub(crate) open: Option<preview::Place>,
    /// Read the lessons of this folder again when its files change.
    pub(crate) watch: Option<std::path::PathBuf>,
}

/// Runs the trainer screen until the learner quits. Returns the exit status. `l10n` speaks
/// the language the command line resolved (the one the config names), for the error
/// when there is no terminal.
pub(crate) fn run(config: impl FnOnce() -> Config, l10n: &Localizer, err: &mut dyn Write) -> i32 {
    run_from(config, Start::default(), l10n, err)
}

/// [`run`], starting where `start` says.
pub(crate) fn run_from(
    config: impl FnOnce() -> Config,
    start: Start,
    l10n: &Localizer,
    err: &mut dyn Write,
) -> i32 {
    // A terminal that cannot move the cursor cannot show the board (`tui-dumb-terminal`).
    let dumb = std::env::var("TERM").is_ok_and(|t| t == "dumb");
    if dumb || !io::stdout().is_terminal() || !io::stdin().is_terminal() {
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
    let mut app = App::new(config());
    if let Some(place) = &start.open {
        app.open_place(place);
    }
    // The watch lives as long as the loop; its thread sends the lessons read again.
    let (reloads, _watch) = match &start.watch {
        Some(dir) => {
            app.reload_lessons(crate::lesson::watch::reload(dir));
            let (tx, rx) = std::sync::mpsc::channel();
            match crate::lesson::watch::watch(dir, move |r| {
                let _ = tx.send(r);
            }) {
                Ok(w) => (Some(rx), Some(w)),
                Err(m) => {
                    app.overlay = Some(app::Overlay::Notice(vec![m]));
                    (None, None)
                }
            }
        }
        None => (None, None),
    };
    match event_loop(&mut app, reloads.as_ref()) {
        Ok(Some(signals::Stop::Lost)) => signals::Stop::Lost.exit_code(),
        Ok(stop) => {
            // The terminal is restored: the board editor's last export goes to stdout.
            if let Some(text) = app.output() {
                let mut out = io::stdout();
                let _ = out.write_all(text.as_bytes());
                let _ = out.flush();
            }
            stop.map_or(0, signals::Stop::exit_code)
        }
        Err(e) => {
            let _ = writeln!(
                err,
                "{}: {}",
                app.services.l10n.tr("cli-error"),
                app.services
                    .l10n
                    .format(&Message::new("tui-terminal-error").arg("error", e.to_string()))
            );
            1
        }
    }
}

/// Runs until the learner quits (`None`), a signal asks to stop or the terminal is lost.
fn event_loop(
    app: &mut App,
    reloads: Option<&std::sync::mpsc::Receiver<crate::lesson::watch::Reloaded>>,
) -> io::Result<Option<signals::Stop>> {
    use std::os::fd::AsRawFd;
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
    // crossterm reads the standard input when it is a terminal, which `run_from` checked.
    let watch = signals::Watch::new(io::stdin().as_raw_fd())?;
    let ended = run_loop(app, &mut terminal, &watch, reloads);
    // A drawing error may be the terminal going away too.
    let lost = matches!(ended, Ok(Some(signals::Stop::Lost)))
        || (ended.is_err() && matches!(watch.stopped(), Ok(Some(signals::Stop::Lost))));
    if lost {
        // Dropping the terminal shows the cursor and reports failing to with `eprintln!`,
        // which panics with no terminal to print on; there is nothing left to restore.
        std::mem::forget(terminal);
        return Ok(Some(signals::Stop::Lost));
    }
    ended
}

fn run_loop(
    app: &mut App,
    terminal: &mut ratatui::DefaultTerminal,
    watch: &signals::Watch,
    reloads: Option<&std::sync::mpsc::Receiver<crate::lesson::watch::Reloaded>>,
) -> io::Result<Option<signals::Stop>> {
    while !app.quit() {
        terminal.draw(|frame| {
            app.resize(frame.area().width, frame.area().height);
            frame.render_widget(&*app, frame.area());
        })?;
        // The AI thinking or the lesson folder watched, on another thread: wait for a key at
        // most a tick, then take in what came (the AI's move, the lessons read again; only the
        // latest reload matters). Otherwise block until something happens. No busy loop.
        let timeout = (app.busy() || reloads.is_some()).then_some(TICK);
        match next_event(watch, timeout)? {
            Err(stop) => return Ok(Some(stop)),
            Ok(Some(ev)) => app.handle_event(&ev),
            Ok(None) => {}
        }
        if app.busy() {
            app.tick();
        }
        if let Some(latest) = reloads.and_then(|rx| rx.try_iter().last()) {
            app.reload_lessons(latest);
        }
        if let Some(text) = app.take_clipboard() {
            clipboard::copy(&mut io::stdout(), &text)?;
        }
    }
    Ok(None)
}

/// The next terminal event within `timeout` (`None`: wait for one), or why to stop. crossterm
/// is asked only without waiting and only while the terminal is there (see [`signals`]).
fn next_event(
    watch: &signals::Watch,
    timeout: Option<std::time::Duration>,
) -> io::Result<Result<Option<event::Event>, signals::Stop>> {
    let deadline = timeout.map(|t| std::time::Instant::now() + t);
    loop {
        if let Some(stop) = watch.stopped()? {
            return Ok(Err(stop));
        }
        // Events crossterm already read and parsed come first.
        if event::poll(std::time::Duration::ZERO)? {
            return Ok(Ok(Some(event::read()?)));
        }
        let left = deadline.map(|d| d.saturating_duration_since(std::time::Instant::now()));
        if left.is_some_and(|l| l.is_zero()) {
            return Ok(Ok(None));
        }
        match watch.wait(left)? {
            Err(stop) => return Ok(Err(stop)),
            Ok(signals::Woke::Timeout) => return Ok(Ok(None)),
            Ok(signals::Woke::Ready) => {}
        }
    }
}
