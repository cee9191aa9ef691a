//! `janggi-tutor class watch`: the class's report as a live screen (80×24 and up), drawn
//! again whenever the server sends a new report (after every answer). The same lines as
//! `class report`; ↑/↓ and PgUp/PgDn scroll, q or Esc leaves.

use std::io::{self, IsTerminal};
use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Paragraph, Widget, Wrap};

use crate::i18n::{Localizer, Message};
use crate::net::class::client::{ClassError, Connection};
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
    let lines: Vec<Line> = text_lines(&view.report)
        .iter()
        .map(|m| {
            let text = l10n.format(m);
            // Headings stand out; the other lines are indented under them.
            if m.id.starts_with("class-report-head")
                || m.id == "class-report-students"
                || m.id == "class-report-exercises"
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
        None => Line::from(l10n.format(&Message::new("class-watch-keys")))
            .style(Style::default().add_modifier(Modifier::DIM)),
    };
    Paragraph::new(status).render(foot, buf);
}

/// The watch screen until the teacher leaves it. `Err` when there is no terminal.
pub(crate) fn run(
    mut conn: Connection,
    first: ClassReport,
    l10n: &Localizer,
) -> Result<(), Message> {
    if !io::stdin().is_terminal() || !io::stdout().is_terminal() {
        return Err(Message::new("tui-no-terminal"));
    }
    let terminal_error = |e: io::Error| {
        Message::new("tui-terminal-error")
            .arg_msg("error", crate::i18n::library_error::io_error(&e))
    };
    let mut terminal = ratatui::try_init().map_err(terminal_error)?;
    let mut view = WatchView::new(first);
    let mut live = true;
    // Our own reading of the terminal: a sequence cut short never holds the keys after it.
    let mut input = super::input::Input::new(std::os::fd::AsRawFd::as_raw_fd(&io::stdin()));
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
                    match k.code {
                        KeyCode::Char('q') | KeyCode::Esc => break Ok(()),
                        _ if ctrl_c => break Ok(()),
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
        if live {
            match conn.next_report(Duration::from_millis(50)) {
                Ok(Some(r)) => view.report = r,
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
