//! The `--watch` panel under the screen: a summary of the last reload and the lint's findings,
//! each as `file:line:col` and its message. The header carries the counts too, so they show
//! even in a terminal with no rows to spare for the panel.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::text::{truncate, wrap};
use crate::i18n::Message;
use crate::lesson::Severity;
use crate::tui::preview::Preview;
use crate::tui::view::Ui;

/// The problems as wrapped lines for a panel `width` columns wide: each listed problem in
/// its rows (`Preview::ROWS_PER_PROBLEM`, the last one cut), then how many did not fit.
fn problem_lines(ui: &Ui, p: &Preview, width: u16) -> Vec<String> {
    let problems = &p.problems;
    let mut lines: Vec<String> = Vec::new();
    for d in problems.iter().take(Preview::LISTED) {
        let severity = Message::new(match d.severity {
            Severity::Error => "watch-error",
            Severity::Warning => "watch-warning",
            Severity::Note => "watch-note",
        });
        let text = ui.fmt(
            &Message::new("watch-problem")
                .arg("place", format!("{}:{}:{}", d.path, d.line, d.col))
                .arg_msg("severity", severity)
                .arg_msg("message", d.message.clone()),
        );
        let mut wrapped = wrap(&text, width as usize);
        if wrapped.len() > Preview::ROWS_PER_PROBLEM {
            wrapped.truncate(Preview::ROWS_PER_PROBLEM);
            let last = wrapped.last_mut().expect("at least one row");
            *last = truncate(last, (width as usize).saturating_sub(3)) + "...";
        }
        lines.extend(wrapped);
    }
    if problems.len() > Preview::LISTED {
        let more = problems.len() - Preview::LISTED;
        lines.push(ui.fmt(&Message::new("watch-more").arg_num("count", more)));
    }
    lines
}

fn inner_width(width: u16) -> u16 {
    width.saturating_sub(2)
}

/// The one-line summary: reloads, errors and warnings, and its style.
pub(crate) fn summary(ui: &Ui, p: &Preview) -> (String, Style) {
    let msg = Message::new("watch-summary")
        .arg_num("reloads", p.reloads)
        .arg_num("errors", p.errors())
        .arg_num("warnings", p.warnings());
    let style = if p.errors() > 0 {
        ui.theme.bad()
    } else if p.warnings() > 0 {
        ui.theme.warning()
    } else {
        ui.theme.good()
    };
    (ui.fmt(&msg), style)
}

/// The counts for the header (none when not watching).
pub(crate) fn header_note(ui: &Ui, p: &Preview) -> Option<(String, Style)> {
    if !p.watching {
        return None;
    }
    let (_, style) = summary(ui, p);
    let msg = Message::new("watch-header")
        .arg_num("errors", p.errors())
        .arg_num("warnings", p.warnings());
    Some((ui.fmt(&msg), style))
}

pub(crate) fn panel(ui: &Ui, p: &Preview, area: Rect, buf: &mut Buffer) {
    if area.height == 0 || !p.watching {
        return;
    }
    let width = inner_width(area.width);
    let (text, style) = summary(ui, p);
    let x = area.x + 1;
    buf.set_string(
        x,
        area.y,
        truncate(&format!(" {text} "), width as usize),
        style,
    );
    for (i, line) in problem_lines(ui, p, width).iter().enumerate() {
        let y = area.y + 1 + i as u16;
        if y >= area.bottom() {
            break;
        }
        buf.set_string(x, y, line, Style::default());
    }
}
