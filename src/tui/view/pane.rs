//! Drawing of the two-pane page (`tui/pane.rs`): the list with its title on the left, the text
//! on the right (with a title row or not), scrolled, with `v` / `^` when there is more.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::text::Lines;
use super::{draw_list, panel_title};
use crate::tui::layout;
use crate::tui::pane::{ListText, PaneFocus};
use crate::tui::scroll::Scroll;
use crate::tui::view::Ui;

/// What a page puts in the panes.
pub(crate) struct PaneContent<'a> {
    pub(crate) list_title: String,
    pub(crate) items: &'a [(String, Style)],
    /// The text's title row; `None`: the text starts at the top.
    pub(crate) text_title: Option<String>,
}

pub(crate) fn render(
    ui: &Ui,
    pane: &ListText,
    content: PaneContent,
    text: impl FnOnce(u16) -> Lines,
    body: Rect,
    buf: &mut Buffer,
) {
    let panes = layout::two_pane(body, pane.config.min_left);
    let list_focus = pane.focus == PaneFocus::List;
    panel_title(ui, &content.list_title, list_focus, panes.left, buf);
    let list = layout::below(panes.left, 1);
    draw_list(ui, content.items, Some(pane.index), list_focus, list, buf);
    let area = match &content.text_title {
        Some(t) => {
            panel_title(ui, t, pane.text_focused(), panes.right, buf);
            layout::below(panes.right, 1)
        }
        None => panes.right,
    };
    // Without a title row the scroll mark sits on the text's first row: keep its column free.
    let width = match content.text_title {
        Some(_) => panes.right.width,
        None => panes.right.width.saturating_sub(1),
    };
    let lines = text(width);
    draw_scrolled(ui, &lines, area, panes.right.y, &pane.scroll, buf);
}

/// Draws `lines` in `area` from the scroll position (never past the end: the last screenful
/// stays); `v` / `^` at the right end of row `marker_row` says there is more below / above.
pub(crate) fn draw_scrolled(
    ui: &Ui,
    lines: &Lines,
    area: Rect,
    marker_row: u16,
    scroll: &Scroll,
    buf: &mut Buffer,
) {
    let (top, max) = scroll.fit(lines.len(), area.height);
    lines.draw(area, buf, top);
    if max > 0 {
        let mark = if top < max { "v" } else { "^" };
        let x = area.right().saturating_sub(1);
        buf.set_string(x, marker_row, mark, ui.theme.dim());
    }
}
