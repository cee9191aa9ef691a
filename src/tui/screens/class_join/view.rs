//! The "Join a class" form: its rows on the left, what it does and the class joined last
//! on the right.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::{ClassJoinState, JoinRow};
use crate::i18n::Message;
use crate::tui::layout;
use crate::tui::view::text::Lines;
use crate::tui::view::{Ui, draw_list, panel_title};

/// The rows' area in the body (clicks use it too).
pub(crate) fn list_area(body: Rect) -> Rect {
    layout::below(layout::two_pane(body, layout::SETTINGS_LIST_WIDTH).left, 1)
}

pub(crate) fn render(ui: &Ui, s: &ClassJoinState, body: Rect, buf: &mut Buffer) {
    let panes = layout::two_pane(body, layout::SETTINGS_LIST_WIDTH);
    panel_title(ui, &ui.tr("class-join-title"), true, panes.left, buf);
    let value = |v: &str| {
        if v.is_empty() {
            ui.tr("class-join-empty")
        } else {
            v.to_string()
        }
    };
    let items: Vec<(String, Style)> = JoinRow::ALL
        .iter()
        .map(|row| match row {
            JoinRow::Server => (
                ui.label_value(&ui.tr("class-join-server"), &value(&s.server)),
                Style::default(),
            ),
            JoinRow::Code => (
                ui.label_value(&ui.tr("class-join-code"), &value(&s.code)),
                Style::default(),
            ),
            JoinRow::Name => (
                ui.label_value(&ui.tr("class-join-name"), &value(&s.name)),
                Style::default(),
            ),
            JoinRow::Join => (ui.tr("class-join-go"), ui.theme.good()),
        })
        .collect();
    draw_list(ui, &items, Some(s.index), true, list_area(body), buf);

    let right = panes.right;
    let w = right.width;
    panel_title(ui, &ui.tr("class-join-about"), false, right, buf);
    let mut lines = Lines::new();
    let desc = match s.row() {
        JoinRow::Server => "class-join-server-desc",
        JoinRow::Code => "class-join-code-desc",
        JoinRow::Name => "class-join-name-desc",
        JoinRow::Join => "class-join-go-desc",
    };
    lines.para(&ui.tr(desc), Style::default(), w);
    if let Some(j) = &s.last {
        lines.blank();
        lines.para(
            &ui.fmt(
                &Message::new("class-join-last")
                    .arg("code", j.code.clone())
                    .arg("name", j.name.clone())
                    .arg("url", j.url.clone()),
            ),
            ui.theme.dim(),
            w,
        );
    }
    lines.draw(layout::below(right, 1), buf, 0);
}
