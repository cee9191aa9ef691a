//! `janggi-tutor class watch`: the class's report as a live screen (80×24 and up), drawn
//! again whenever the server sends a new report (after every answer), with the class's room
//! games asked again every few seconds. The same lines as `class report`, misconceptions in
//! the teacher's words; ↑/↓ and PgUp/PgDn scroll, a room game's number (1–9) leaves to
//! watch that game live, q or Esc leaves.

use std::io::{self, IsTerminal};
use std::time::{Duration, Instant};

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Paragraph, Widget, Wrap};

use crate::i18n::{Localizer, Message};
use crate::net::class::client::{ClassError, Connection, Watched};
use crate::net::class::report::{ClassReport, text_lines};

/// What the screen shows: the last report, how far it is scrolled, and the connection's
/// trouble, if any (the last report stays on screen).
pub(crate) struct WatchView {
    pub(crate) report: ClassReport,
    pub(crate) scroll: usize,
    pub(crate) problem: Option<Message>,
}

impl WatchView {
    pub(crate) fn new(report: ClassReport) -> WatchView {
        WatchView {
            report,
            scroll: 0,
            problem: None,
        }
    }
}

/// Draws the view into `area` of `buf`.
pub(crate) fn render(view: &WatchView, l10n: &Localizer, area: Rect, buf: &mut Buffer) {
    let title =
        l10n.format(&Message::new("class-watch-title").arg("class", view.report.class.clone()));
    let block = Block::default().borders(Borders::ALL).title(
        Line::from(format!(" {title} ")).style(Style::default().add_modifier(Modifier::BOLD)),
    );
    let inner = block.inner(area);
    block.render(area, buf);
    if inner.height < 2 {
        return;
    }
    let lines: Vec<Line> = text_lines(&view.report, l10n.lang())
        .iter()
        .map(|m| {
            let text = l10n.format(m);
            // Headings stand out; the other lines are indented under them.
            if m.id.starts_with("class-report-head")
                || m.id == "class-report-students"
                || m.id == "class-report-exercises"
                || m.id == "class-report-rooms"
            {
                Line::from(text).style(Style::default().add_modifier(Modifier::BOLD))
            } else {
                Line::from(text)
            }
        })
        .collect();
    let body = Rect {
        height: inner.height - 1,
        ..inner
    };
    let scroll = u16::try_from(view.scroll).unwrap_or(u16::MAX);
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .scroll((scroll, 0))
        .render(body, buf);
    let foot = Rect {
        y: inner.y + inner.height - 1,
        height: 1,
        ..inner
    };
    let status = match &view.problem {
        Some(p) => {
            Line::from(l10n.format(p)).style(Style::default().add_modifier(Modifier::REVERSED))
        }
        None if view.report.rooms.is_empty() => {
            Line::from(l10n.format(&Message::new("class-watch-keys")))
                .style(Style::default().add_modifier(Modifier::DIM))
        }
        None => Line::from(l10n.format(&Message::new("class-watch-keys-rooms")))
            .style(Style::default().add_modifier(Modifier::DIM)),
    };
    Paragraph::new(status).render(foot, buf);
}

/// How often the class's room games are asked for again.
const ROOMS_EVERY: Duration = Duration::from_secs(2);

/// Takes in what the server sent: a new report keeps the room games already known.
pub(crate) fn take(view: &mut WatchView, news: Watched) {
    match news {
        Watched::Report(mut r) => {
            r.rooms = std::mem::take(&mut view.report.rooms);
            view.report = r;
        }
        Watched::Rooms(rooms) => view.report.rooms = rooms,
    }
}

/// The room game a key asks to watch: its number, 1 to 9, among the ones listed.
pub(crate) fn room_for_key(view: &WatchView, key: KeyCode) -> Option<String> {
    let KeyCode::Char(c) = key else {
        return None;
    };
    let n = c.to_digit(10)? as usize;
    view.report
        .rooms
        .get(n.checked_sub(1)?)
        .map(|g| g.room.clone())
}

/// The watch screen until the teacher leaves it (`None`) or picks a room game to watch
/// (its code). `Err` when there is no terminal.
pub(crate) fn run(
    mut conn: Connection,
    first: ClassReport,
    token: &str,
    l10n: &Localizer,
) -> Result<Option<String>, Message> {
    if !io::stdin().is_terminal() || !io::stdout().is_terminal() {
        return Err(Message::new("tui-no-terminal"));
    }
    let terminal_error = |e: io::Error| {
        Message::new("tui-terminal-error")
            .arg_msg("error", crate::i18n::library_error::io_error(&e))
    };
    let mut terminal = ratatui::try_init().map_err(terminal_error)?;
    let class = first.class.clone();
    let mut view = WatchView::new(first);
    let mut live = true;
    // Our own reading of the terminal: a sequence cut short never holds the keys after it.
    let mut input = super::input::Input::new(std::os::fd::AsRawFd::as_raw_fd(&io::stdin()));
    let mut rooms_asked: Option<Instant> = None;
    let result = loop {
        if let Err(e) = terminal.draw(|f| render(&view, l10n, f.area(), f.buffer_mut())) {
            break Err(terminal_error(e));
        }
        match input.wait_event(Duration::from_millis(100)) {
            Ok(Some(ev)) => {
                if let Event::Key(k) = ev {
                    if k.kind == KeyEventKind::Release {
                        continue;
                    }
                    let ctrl_c =
                        k.code == KeyCode::Char('c') && k.modifiers.contains(KeyModifiers::CONTROL);
                    if let Some(room) = room_for_key(&view, k.code) {
                        break Ok(Some(room));
                    }
                    match k.code {
                        KeyCode::Char('q') | KeyCode::Esc => break Ok(None),
                        _ if ctrl_c => break Ok(None),
                        KeyCode::Up => view.scroll = view.scroll.saturating_sub(1),
                        KeyCode::Down => view.scroll += 1,
                        KeyCode::PageUp => view.scroll = view.scroll.saturating_sub(10),
                        KeyCode::PageDown => view.scroll += 10,
                        KeyCode::Home => view.scroll = 0,
                        _ => {}
                    }
                }
            }
            Ok(None) => {}
            Err(e) => break Err(terminal_error(e)),
        }
        if live && rooms_asked.is_none_or(|t| t.elapsed() >= ROOMS_EVERY) {
            rooms_asked = Some(Instant::now());
            if let Err(e) = conn.ask_rooms(&class, token) {
                live = false;
                view.problem = Some(watch_problem(&e));
            }
        }
        if live {
            match conn.next_event(Duration::from_millis(50)) {
                Ok(Some(news)) => take(&mut view, news),
                Ok(None) => {}
                Err(e) => {
                    live = false;
                    view.problem = Some(watch_problem(&e));
                }
            }
        }
    };
    let _ = ratatui::try_restore();
    result
}

fn watch_problem(e: &ClassError) -> Message {
    Message::new("class-watch-lost").arg_msg("error", crate::learner::class::error_message(e))
}
