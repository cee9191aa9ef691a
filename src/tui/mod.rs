//! The trainer screen: a ratatui + crossterm terminal app.
//!
//! - [`app`]: the screen stack, overlays, the input and flash lines; events in
//!   (`app/events.rs`), effects applied (calling [`services`]).
//! - [`screen`]: the core every screen builds on and which names no screen: the
//!   `ScreenState` trait (update and `render`), the contexts `Cx` and `DrawCx`, the
//!   `Effect`s, `FeedbackTone`; and how to add a screen.
//! - [`screens`]: one folder per screen, its state and update (`mod.rs`) and its drawing
//!   (`view.rs`).
//! - [`stack`]: the navigation stack of boxed screens, home at the bottom.
//! - [`preview`]: what previewing lessons keeps (`--open`'s place, `--watch`'s findings).
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
pub(crate) mod class_watch;
pub(crate) mod clipboard;
pub(crate) mod config;
pub(crate) mod input;
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
use crate::i18n::{ENV_VARS, Localizer, Message, library_error};
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

/// Where the screen is drawn: standard output, or the terminal itself (`/dev/tty`) when
/// standard output is redirected and the screen has something to print there
/// (`janggi-tutor edit > position.txt`: the screen on the terminal, the exports in the file).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Surface {
    Stdout,
    Tty,
}

/// The controlling terminal, opened for drawing.
fn open_tty() -> io::Result<std::fs::File> {
    std::fs::OpenOptions::new().write(true).open("/dev/tty")
}

impl Surface {
    /// A writer to the screen (the terminal opened again: it stays open for the whole run).
    fn writer(self) -> Box<dyn Write + Send> {
        match (self, open_tty()) {
            (Surface::Tty, Ok(tty)) => Box::new(io::BufWriter::new(tty)),
            _ => Box::new(io::stdout()),
        }
    }

    /// Leaves the screen as it was: mouse and paste modes off; on the terminal opened for
    /// drawing also the alternate screen and raw mode (ratatui restores standard output).
    fn restore(self) {
        let mut w = self.writer();
        let _ = execute!(w, DisableMouseCapture, DisableBracketedPaste);
        match self {
            // Not `ratatui::restore`: it reports a failure with `eprintln!`, which panics when
            // the terminal is gone, and a lost terminal has nothing left to restore.
            Surface::Stdout => {
                let _ = ratatui::try_restore();
            }
            Surface::Tty => {
                let _ = execute!(
                    w,
                    ratatui::crossterm::terminal::LeaveAlternateScreen,
                    ratatui::crossterm::cursor::Show
                );
                let _ = ratatui::crossterm::terminal::disable_raw_mode();
            }
        }
    }
}

/// Restores the terminal however the app ends (return, error, signal or panic unwinding).
struct TerminalGuard(Surface);

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        self.0.restore();
    }
}

/// How the screen starts besides the config: `--open` and `--watch`.
#[derive(Clone, Debug, Default)]
pub(crate) struct Start {
    /// Open this lesson page or exercise (already checked to exist).
    pub(crate) open: Option<preview::Place>,
    /// Read the lessons of this folder again when its files change.
    pub(crate) watch: Option<std::path::PathBuf>,
    /// Draw on the terminal (`/dev/tty`) when standard output is redirected, which then
    /// gets the exports (`janggi-tutor edit > position.txt`).
    pub(crate) exports_to_stdout: bool,
    /// `--class URL CODE --name NAME`: the class every judged answer is sent to.
    pub(crate) class: Option<std::sync::Arc<crate::learner::class::ClassSender>>,
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
    mut start: Start,
    l10n: &Localizer,
    err: &mut dyn Write,
) -> i32 {
    // A terminal that cannot move the cursor cannot show the board (`tui-dumb-terminal`).
    let dumb = std::env::var("TERM").is_ok_and(|t| t == "dumb");
    let surface = match (io::stdin().is_terminal(), io::stdout().is_terminal()) {
        (true, true) => Some(Surface::Stdout),
        (true, false) if start.exports_to_stdout && open_tty().is_ok() => Some(Surface::Tty),
        _ => None,
    };
    let Some(surface) = surface.filter(|_| !dumb) else {
        let id = match (dumb, start.exports_to_stdout) {
            (true, _) => "tui-dumb-terminal",
            (false, true) => "tui-no-terminal-editor",
            (false, false) => "tui-no-terminal",
        };
        let line = Message::new("cli-error-line").arg_msg("text", Message::new(id));
        let _ = writeln!(err, "{}", l10n.format(&line));
        return 1;
    };
    let mut app = App::new(config());
    app.services.class = start.class.take();
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
    match event_loop(&mut app, reloads.as_ref(), surface) {
        Ok(Some(signals::Stop::Lost)) => signals::Stop::Lost.exit_code(),
        Ok(stop) => {
            // The terminal is restored: every export of the session goes to stdout.
            let _ = print_exports(&mut io::stdout(), app.outputs());
            stop.map_or(0, signals::Stop::exit_code)
        }
        Err(e) => {
            let error =
                Message::new("tui-terminal-error").arg_msg("error", library_error::io_error(&e));
            let line = Message::new("cli-error-line").arg_msg("text", error);
            let _ = writeln!(err, "{}", app.services.l10n.format(&line));
            1
        }
    }
}

/// Every export of a session, in order, each ending its line (a FEN is one line, a diagram
/// or skeleton several): what `janggi-tutor edit > position.txt` leaves in the file.
pub(crate) fn print_exports(out: &mut dyn Write, exports: &[String]) -> io::Result<()> {
    for text in exports {
        out.write_all(text.as_bytes())?;
        if !text.ends_with('\n') {
            out.write_all(b"\n")?;
        }
    }
    out.flush()
}

/// Runs until the learner quits (`None`), a signal asks to stop or the terminal is lost.
fn event_loop(
    app: &mut App,
    reloads: Option<&std::sync::mpsc::Receiver<crate::lesson::watch::Reloaded>>,
    surface: Surface,
) -> io::Result<Option<signals::Stop>> {
    let _guard = TerminalGuard(surface);
    match surface {
        Surface::Stdout => {
            // try_init installs ratatui's panic hook (restore, then the default hook); ours
            // runs first and also turns the mouse and paste modes off.
            let terminal = ratatui::try_init()?;
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                let _ = execute!(io::stdout(), DisableMouseCapture, DisableBracketedPaste);
                previous(info);
            }));
            execute!(io::stdout(), EnableMouseCapture, EnableBracketedPaste)?;
            drive(app, terminal, reloads, surface)
        }
        Surface::Tty => {
            // ratatui's init and hook speak to standard output: here the same by hand.
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                surface.restore();
                previous(info);
            }));
            ratatui::crossterm::terminal::enable_raw_mode()?;
            let mut screen = surface.writer();
            execute!(
                screen,
                ratatui::crossterm::terminal::EnterAlternateScreen,
                EnableMouseCapture,
                EnableBracketedPaste
            )?;
            let backend = ratatui::backend::CrosstermBackend::new(surface.writer());
            drive(app, ratatui::Terminal::new(backend)?, reloads, surface)
        }
    }
}

/// The loop on a terminal set up, and what ends it.
fn drive<W: Write>(
    app: &mut App,
    mut terminal: ratatui::Terminal<ratatui::backend::CrosstermBackend<W>>,
    reloads: Option<&std::sync::mpsc::Receiver<crate::lesson::watch::Reloaded>>,
    surface: Surface,
) -> io::Result<Option<signals::Stop>> {
    use std::os::fd::AsRawFd;
    // The loop reads the standard input (a terminal, which `run_from` checked) itself,
    // non-blocking, so it never waits in `read` (see `signals::nonblocking_input`, `input`).
    // Without `/proc` the shared descriptor stays, read only when `poll` says so.
    let _ = signals::nonblocking_input();
    let watch = signals::Watch::new(io::stdin().as_raw_fd())?;
    let mut input = input::Input::new(io::stdin().as_raw_fd());
    let ended = run_loop(app, &mut terminal, &watch, &mut input, reloads, surface);
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

fn run_loop<W: Write>(
    app: &mut App,
    terminal: &mut ratatui::Terminal<ratatui::backend::CrosstermBackend<W>>,
    watch: &signals::Watch,
    input: &mut input::Input,
    reloads: Option<&std::sync::mpsc::Receiver<crate::lesson::watch::Reloaded>>,
    surface: Surface,
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
        match next_event(watch, input, timeout)? {
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
            clipboard::copy(&mut surface.writer(), &text)?;
        }
    }
    Ok(None)
}

/// The next terminal event within `timeout` (`None`: wait for one), or why to stop. The
/// terminal is read only when `poll` says so, and without waiting ([`input`]); a sequence
/// left unfinished becomes keys after a short wait, so nothing on the input holds the loop
/// and a signal is acted on at once.
fn next_event(
    watch: &signals::Watch,
    input: &mut input::Input,
    timeout: Option<std::time::Duration>,
) -> io::Result<Result<Option<event::Event>, signals::Stop>> {
    use std::time::Instant;
    let deadline = timeout.map(|t| Instant::now() + t);
    loop {
        if let Some(stop) = watch.stopped()? {
            return Ok(Err(stop));
        }
        if watch.take_resized()
            && let Ok((w, h)) = ratatui::crossterm::terminal::size()
        {
            return Ok(Ok(Some(event::Event::Resize(w, h))));
        }
        let now = Instant::now();
        if let Some(ev) = input.next(now) {
            return Ok(Ok(Some(ev)));
        }
        if deadline.is_some_and(|d| d <= now) {
            return Ok(Ok(None));
        }
        // Wake for the caller's tick or to give up on an unfinished sequence.
        let until = [deadline, input.flush_at()].into_iter().flatten().min();
        match watch.wait(until.map(|u| u.saturating_duration_since(now)))? {
            Err(stop) => return Ok(Err(stop)),
            Ok(signals::Woke::Timeout | signals::Woke::Other) => {}
            Ok(signals::Woke::Ready) => {
                if input.read_available() == input::Read::Gone {
                    return Ok(Err(signals::Stop::Lost));
                }
            }
        }
    }
}
