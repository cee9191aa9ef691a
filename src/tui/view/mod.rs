//! What every view shares: the drawing context (`Ui`), text helpers, lists, panel titles,
//! dialogs, the board widget in the learner's board style, the position's status line. Each screen's
//! own drawing is its `view.rs`, called by its `render`; the frame around it is `chrome.rs`. Views read, never
//! change; every text comes from the localizer at draw time, so a language switch shows at
//! once everywhere.

pub(crate) mod course;
pub(crate) mod pane;
pub(crate) mod preview;
pub(crate) mod text;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Block, Clear, Widget};
use unicode_width::UnicodeWidthStr;

use self::text::{cut_with_dots, truncate};
use super::layout;
use super::lessons::Lessons;
use super::screen::FeedbackTone;
use super::theme::Theme;
use crate::i18n::{Localizer, Message};
use crate::learner::progress::Progress;
use crate::learner::settings::BoardStyle;

/// Borders drawn with ASCII only: box-drawing characters are East-Asian ambiguous and would
/// be two columns wide in CJK terminals.
pub(crate) const ASCII_BORDER: ratatui::symbols::border::Set = ratatui::symbols::border::Set {
    top_left: "+",
    top_right: "+",
    bottom_left: "+",
    bottom_right: "+",
    vertical_left: "|",
    vertical_right: "|",
    horizontal_top: "-",
    horizontal_bottom: "-",
};

/// What a view draws with: the language, the look, and the progress and lessons every
/// screen shows. Built by `App::ui`; a view that needs more (the FAQ, the store's path, the
/// due count) is handed it by its screen's `render`, from the `DrawCx`.
#[derive(Clone, Copy)]
pub(crate) struct Ui<'a> {
    pub(crate) l10n: &'a Localizer,
    pub(crate) theme: Theme,
    pub(crate) style: BoardStyle,
    pub(crate) progress: &'a Progress,
    pub(crate) lessons: &'a Lessons,
}

impl<'a> Ui<'a> {
    pub(crate) fn new(
        l10n: &'a Localizer,
        theme: Theme,
        style: BoardStyle,
        progress: &'a Progress,
        lessons: &'a Lessons,
    ) -> Ui<'a> {
        Ui {
            l10n,
            theme,
            style,
            progress,
            lessons,
        }
    }

    /// The language shown.
    pub(crate) fn lang(&self) -> &str {
        self.l10n.lang()
    }

    /// The notation move lists use: the setting, resolved for the language shown.
    pub(crate) fn notation(&self) -> crate::record::Notation {
        self.progress.settings.move_notation.for_lang(self.lang())
    }

    /// A message without arguments, ready to draw (see [`text::display_safe`]).
    pub(crate) fn tr(&self, id: &str) -> String {
        text::display_safe(&self.l10n.tr(id), self.lang()).into_owned()
    }

    /// A message, ready to draw (see [`text::display_safe`]).
    pub(crate) fn fmt(&self, m: &Message) -> String {
        text::display_safe(&self.l10n.format(m), self.lang()).into_owned()
    }

    /// A lesson text in the current language, ready to draw.
    pub(crate) fn text<'t>(&self, t: &'t crate::lesson::model::Text) -> std::borrow::Cow<'t, str> {
        text::display_safe(t.get(self.l10n.lang()), self.l10n.lang())
    }

    /// `label: value`, punctuated as the language does it.
    pub(crate) fn label_value(&self, label: &str, value: &str) -> String {
        self.fmt(
            &Message::new("label-value")
                .arg("label", label.to_string())
                .arg("value", value.to_string()),
        )
    }
}

/// Whose turn, check, bikjang and the result, for any position.
pub(crate) fn status_lines(pos: &crate::rules::Position) -> Vec<Message> {
    let mut lines = Vec::new();
    match pos.outcome() {
        Some(o) => lines.push(crate::i18n::rules_text::outcome(&o)),
        None => {
            lines.push(
                Message::new("status-turn")
                    .arg_msg("side", crate::i18n::rules_text::side(pos.turn())),
            );
            if pos.is_check() {
                lines.push(
                    Message::new("status-check")
                        .arg_msg("side", crate::i18n::rules_text::side(pos.turn())),
                );
            }
            if pos.is_bikjang() {
                lines.push(Message::new("status-bikjang"));
            }
        }
    }
    lines
}

/// The status bar for a position: whose turn (the side's king glyph, or its name on a letter
/// board, in the side's colours), check, bikjang or the result, then `extra`.
pub(crate) fn position_status(
    ui: &Ui,
    pos: &crate::rules::Position,
    extra: &[String],
    area: Rect,
    buf: &mut Buffer,
) {
    use crate::learner::settings::BoardStyle;
    use crate::rules::{Piece, Role};
    let side = pos.turn();
    let name = match ui.style {
        BoardStyle::Glyphs => Piece::new(side, Role::King).glyph().to_string(),
        BoardStyle::Letters => ui.fmt(&crate::i18n::rules_text::side(side)),
    };
    let token = format!(" {name} ");
    buf.set_string(area.x + 1, area.y, &token, ui.theme.side_text(side));
    let mut text: Vec<String> = status_lines(pos).iter().map(|m| ui.fmt(m)).collect();
    text.extend(extra.iter().cloned());
    let x = area.x + 2 + token.width() as u16;
    let room = area.right().saturating_sub(x) as usize;
    buf.set_stringn(x, area.y, text.join("  "), room, Style::default());
}

pub(crate) fn tone_style(ui: &Ui, tone: FeedbackTone) -> Style {
    match tone {
        FeedbackTone::Info => Style::default(),
        FeedbackTone::Good => ui.theme.good(),
        FeedbackTone::Bad => ui.theme.bad(),
    }
}

/// A centred box of `w` × `h` (clipped to the area), cleared, with an ASCII border.
pub(crate) fn dialog(area: Rect, w: u16, h: u16, title: &str, buf: &mut Buffer) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    let r = Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    );
    Clear.render(r, buf);
    let block = Block::bordered()
        .border_set(ASCII_BORDER)
        .title(format!(" {title} "));
    let inner = block.inner(r);
    block.render(r, buf);
    Rect::new(
        inner.x + 1,
        inner.y,
        inner.width.saturating_sub(2),
        inner.height,
    )
}

/// A panel title; reversed when the panel has the focus (Tab moves it).
pub(crate) fn panel_title(ui: &Ui, text: &str, focused: bool, area: Rect, buf: &mut Buffer) {
    let style = if focused {
        ui.theme.focused_title()
    } else {
        ui.theme.title()
    };
    // The last two columns stay free for the scroll marker (`v` / `^`).
    let room = (area.width as usize).saturating_sub(2);
    buf.set_stringn(area.x, area.y, truncate(text, room), room, style);
}

/// A one-row-per-item list with the selection kept in view (see `layout::list_offset`).
pub(crate) fn draw_list(
    ui: &Ui,
    items: &[(String, Style)],
    selected: Option<usize>,
    focused: bool,
    area: Rect,
    buf: &mut Buffer,
) {
    let offset = layout::list_offset(selected.unwrap_or(0), items.len(), area.height as usize);
    for (row, (i, (text, style))) in items
        .iter()
        .enumerate()
        .skip(offset)
        .take(area.height as usize)
        .enumerate()
    {
        let y = area.y + row as u16;
        let is_sel = selected == Some(i);
        let style = if is_sel {
            style.patch(ui.theme.list_selected(focused))
        } else {
            *style
        };
        let marker = if is_sel { "> " } else { "  " };
        // An item too long for the list ends in "...", so the reader sees it was cut.
        let line = cut_with_dots(&format!("{marker}{text}"), area.width as usize);
        if is_sel {
            buf.set_style(Rect::new(area.x, y, area.width, 1), style);
        }
        buf.set_string(area.x, y, line, style);
    }
}

/// The rows of a list whose items wrap instead of being cut (a form whose values are long in
/// some language): each item's text after its two-column marker, wrapped under itself, with
/// the item each row belongs to.
pub(crate) fn wrapped_list_rows(items: &[String], width: u16) -> Vec<(usize, String)> {
    let inner = usize::from(width).saturating_sub(2).max(2);
    let mut rows = Vec::new();
    for (i, text) in items.iter().enumerate() {
        for line in text::wrap(text, inner) {
            rows.push((i, line));
        }
    }
    rows
}

/// The first row shown of a wrapped list `height` rows high: the selected item whole, and as
/// near the middle as the list allows.
fn wrapped_list_offset(rows: &[(usize, String)], selected: usize, height: usize) -> usize {
    if height == 0 || rows.len() <= height {
        return 0;
    }
    let first = rows.iter().position(|r| r.0 == selected).unwrap_or(0);
    let last = rows.iter().rposition(|r| r.0 == selected).unwrap_or(first);
    let mid = first.saturating_sub(height.saturating_sub(last + 1 - first) / 2);
    mid.min(rows.len() - height)
        .max((last + 1).saturating_sub(height))
}

/// A list like [`draw_list`] whose items wrap onto more rows when wider than `area`.
pub(crate) fn draw_wrapped_list(
    ui: &Ui,
    items: &[(String, Style)],
    selected: Option<usize>,
    focused: bool,
    area: Rect,
    buf: &mut Buffer,
) {
    let texts: Vec<String> = items.iter().map(|(t, _)| t.clone()).collect();
    let rows = wrapped_list_rows(&texts, area.width);
    let offset = wrapped_list_offset(&rows, selected.unwrap_or(0), area.height as usize);
    let mut previous = None;
    for (n, (i, line)) in rows
        .iter()
        .enumerate()
        .skip(offset)
        .take(area.height as usize)
    {
        let y = area.y + (n - offset) as u16;
        let is_sel = selected == Some(*i);
        let style = if is_sel {
            items[*i].1.patch(ui.theme.list_selected(focused))
        } else {
            items[*i].1
        };
        let marker = match (is_sel, previous == Some(*i)) {
            (true, false) => "> ",
            _ => "  ",
        };
        previous = Some(*i);
        if is_sel {
            buf.set_style(Rect::new(area.x, y, area.width, 1), style);
        }
        buf.set_stringn(
            area.x,
            y,
            format!("{marker}{line}"),
            area.width as usize,
            style,
        );
    }
}

/// The item under screen row `row` of a list drawn by [`draw_wrapped_list`] in `area`.
pub(crate) fn wrapped_list_hit(
    items: &[String],
    area: Rect,
    row: u16,
    col: u16,
    selected: usize,
) -> Option<usize> {
    if row < area.y || row >= area.bottom() || col < area.x || col >= area.right() {
        return None;
    }
    let rows = wrapped_list_rows(items, area.width);
    let offset = wrapped_list_offset(&rows, selected, area.height as usize);
    rows.get(offset + usize::from(row - area.y)).map(|r| r.0)
}

/// Stars as ASCII (the star glyphs are East-Asian ambiguous): `**-` for 2 of 3.
pub(crate) fn stars_text(earned: u32, max: u32) -> String {
    let earned = earned.min(max) as usize;
    format!(
        "{}{}",
        "*".repeat(earned),
        "-".repeat(max as usize - earned)
    )
}

/// The board widget in the chosen board style and the theme.
pub(crate) fn board_view<'a>(
    ui: &Ui,
    board: &'a crate::rules::Board,
    highlights: &'a super::board::Highlights,
) -> super::board::BoardView<'a> {
    super::board::BoardView {
        board,
        style: ui.style,
        theme: ui.theme,
        highlights,
        korean_labels: ui.notation() == crate::record::Notation::Kja,
    }
}
