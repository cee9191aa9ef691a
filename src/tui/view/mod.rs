//! Drawing: `impl Widget for &App`. Reads the state, never changes it. Every text comes
//! from the localizer at draw time, so a language switch shows at once everywhere.

pub(crate) mod pane;
pub(crate) mod preview;
pub mod text;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Block, Clear, Widget};
use unicode_width::UnicodeWidthStr;

use self::text::{Lines, truncate};
use super::app::{App, Confirm, Overlay};
use super::keys;
use super::layout::{self, MIN_HEIGHT, MIN_WIDTH};
use super::screen::{InputKind, Screen};
use super::screens::free::{self, Tone};
use super::screens::{
    editor, exercise, faq, games, home, lesson, mistakes, phase, play, rules, settings,
};
use crate::i18n::Message;

/// Borders drawn with ASCII only: box-drawing characters are East-Asian ambiguous and would
/// be two columns wide in CJK terminals.
pub const ASCII_BORDER: ratatui::symbols::border::Set = ratatui::symbols::border::Set {
    top_left: "+",
    top_right: "+",
    bottom_left: "+",
    bottom_right: "+",
    vertical_left: "|",
    vertical_right: "|",
    horizontal_top: "-",
    horizontal_bottom: "-",
};

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if layout::too_small(area) {
            too_small(self, area, buf);
            return;
        }
        let c = self.chrome(area);
        header(self, c.header, buf);
        preview::panel(self, layout::panel_area(&c), buf);
        match self.screen() {
            Screen::Home(h) => home::view::render(self, h, c.body, buf),
            Screen::Lesson(l) => lesson::view::render(self, l, c.body, buf),
            Screen::Free(f) => free::view::render(self, f, c.body, buf),
            Screen::Settings(s) => settings::view::render(self, s, c.body, buf),
            Screen::Rules(r) => rules::view::render(self, r, c.body, buf),
            Screen::Exercise(e) => exercise::view::render(self, e, c.body, buf),
            Screen::Faq(f) => faq::view::render(self, f, c.body, buf),
            Screen::Play(p) => play::view::render(self, p, c.body, buf),
            Screen::Editor(e) => editor::view::render(self, e, c.body, buf),
            Screen::Games(g) => games::view::render(self, g, c.body, buf),
            Screen::Phase(p) => phase::view::render_phase(self, p, c.body, buf),
            Screen::LessonEnd(e) => phase::view::render_lesson_end(self, e, c.body, buf),
            Screen::Mistakes(m) => mistakes::view::render(self, m, c.body, buf),
        }
        status(self, c.status, buf);
        hint_bar(self, c.hints, buf);
        if let Some(o) = &self.overlay {
            overlay(self, o, area, buf);
        }
    }
}

impl App {
    /// A message without arguments, ready to draw (see [`text::display_safe`]).
    pub fn tr(&self, id: &str) -> String {
        text::display_safe(&self.l10n.tr(id), self.lang()).into_owned()
    }

    /// A message, ready to draw (see [`text::display_safe`]).
    pub fn fmt(&self, m: &Message) -> String {
        text::display_safe(&self.l10n.format(m), self.lang()).into_owned()
    }

    /// A lesson text in the current language, ready to draw.
    pub fn text<'a>(&self, t: &'a crate::lesson::model::Text) -> std::borrow::Cow<'a, str> {
        text::display_safe(t.get(self.l10n.lang()), self.l10n.lang())
    }

    /// `label: value`, punctuated as the language does it.
    pub fn label_value(&self, label: &str, value: &str) -> String {
        self.fmt(
            &Message::new("label-value")
                .arg("label", label.to_string())
                .arg("value", value.to_string()),
        )
    }
}

fn too_small(app: &App, area: Rect, buf: &mut Buffer) {
    let msg = Message::new("tui-too-small")
        .arg_num("width", area.width)
        .arg_num("height", area.height)
        .arg_num("min_width", MIN_WIDTH)
        .arg_num("min_height", MIN_HEIGHT);
    let mut lines = Lines::new();
    lines.para(&app.fmt(&msg), app.theme.warning(), area.width);
    let top = area.y + area.height.saturating_sub(lines.len() as u16) / 2;
    lines.draw(
        Rect::new(area.x, top, area.width, area.bottom().saturating_sub(top)),
        buf,
        0,
    );
}

fn screen_title(app: &App) -> String {
    app.tr(app.screen().state().title())
}

fn header(app: &App, area: Rect, buf: &mut Buffer) {
    let bar = app.theme.bar();
    buf.set_style(area, bar);
    let left = format!(" {} | {}", app.tr("app-name"), screen_title(app));
    buf.set_stringn(area.x, area.y, &left, area.width as usize, bar);
    let right =
        app.fmt(&Message::new("header-stars").arg_num("stars", app.progress.total_stars())) + " ";
    let rw = right.width() as u16;
    if rw + left.width() as u16 + 2 <= area.width {
        buf.set_string(area.right() - rw, area.y, &right, bar);
    }
    // `--watch`: the lint's counts left of the stars, when they fit.
    if let Some((note, style)) = preview::header_note(app) {
        let note = format!(" {note} ");
        let nw = note.width() as u16;
        if nw + rw + left.width() as u16 + 3 <= area.width {
            buf.set_string(area.right() - rw - nw - 1, area.y, &note, style);
        }
    }
}

fn status(app: &App, area: Rect, buf: &mut Buffer) {
    if let Some(input) = &app.input {
        let label = app.tr(match input.kind {
            InputKind::Move => "input-move",
            InputKind::Fen => "input-fen",
            InputKind::Path => "input-path",
            InputKind::MoveNumber => "input-move-number",
            InputKind::Engine => "input-engine",
        });
        let prefix = format!(" {label}: ");
        let room = (area.width as usize).saturating_sub(prefix.width() + 2);
        // Show the end of a long FEN: that is where the typing happens.
        let shown: String = {
            let chars: Vec<char> = input.text.chars().collect();
            let mut start = 0;
            while chars[start..].iter().collect::<String>().width() > room {
                start += 1;
            }
            chars[start..].iter().collect()
        };
        buf.set_string(area.x, area.y, &prefix, app.theme.title());
        let x = area.x + prefix.width() as u16;
        buf.set_string(x, area.y, format!("{shown}_"), Style::default());
        return;
    }
    if let Some((tone, msg)) = &app.flash {
        let style = tone_style(app, *tone);
        let text = format!(" {} ", app.fmt(msg));
        buf.set_stringn(area.x, area.y, &text, area.width as usize, style);
        return;
    }
    match app.screen() {
        Screen::Free(f) => free::view::status(app, f, area, buf),
        Screen::Exercise(e) => exercise::view::status(app, e, area, buf),
        Screen::Faq(f) => faq::view::status(app, f, area, buf),
        Screen::Play(p) => play::view::status(app, p, area, buf),
        Screen::Editor(e) => editor::view::status(app, e, area, buf),
        Screen::Games(g) => games::view::status(app, g, area, buf),
        _ => {}
    }
}

/// The status bar for a position: whose turn (the side's king glyph, or its name on a letter
/// board, in the side's colours), check, bikjang or the result, then `extra`.
pub fn position_status(
    app: &App,
    pos: &crate::rules::Position,
    extra: &[String],
    area: Rect,
    buf: &mut Buffer,
) {
    use crate::rules::{Piece, Role};
    use crate::trainer::settings::BoardStyle;
    let side = pos.turn();
    let name = match app.style {
        BoardStyle::Glyphs => Piece::new(side, Role::King).glyph().to_string(),
        BoardStyle::Letters => app.fmt(&crate::i18n::rules_text::side(side)),
    };
    let token = format!(" {name} ");
    buf.set_string(area.x + 1, area.y, &token, app.theme.side_text(side));
    let mut text: Vec<String> = free::status_lines(pos).iter().map(|m| app.fmt(m)).collect();
    text.extend(extra.iter().cloned());
    let x = area.x + 2 + token.width() as u16;
    let room = area.right().saturating_sub(x) as usize;
    buf.set_stringn(x, area.y, text.join("  "), room, Style::default());
}

pub fn tone_style(app: &App, tone: Tone) -> Style {
    match tone {
        Tone::Info => Style::default(),
        Tone::Good => app.theme.good(),
        Tone::Bad => app.theme.bad(),
    }
}

/// The key hints that fit in `width` columns: the global ones (back, keys) always, then the
/// others in table order while they fit; shown in table order.
pub fn fitting_hints(app: &App, width: u16) -> Vec<keys::Hint> {
    let all = keys::hints(&app.scopes(), &app.l10n);
    let cost = |h: &keys::Hint| h.keys.width() + 1 + h.label.width() + 2;
    let mut room = (width as usize).saturating_sub(1);
    let mut keep = vec![false; all.len()];
    let global = |h: &keys::Hint| h.scope == keys::Scope::Global;
    for (i, h) in all.iter().enumerate().filter(|(_, h)| global(h)) {
        if cost(h) <= room {
            keep[i] = true;
            room -= cost(h);
        }
    }
    // The others in table order, up to the first that does not fit (no gaps in the middle).
    for (i, h) in all.iter().enumerate().filter(|(_, h)| !global(h)) {
        if cost(h) > room {
            break;
        }
        keep[i] = true;
        room -= cost(h);
    }
    all.into_iter()
        .zip(keep)
        .filter_map(|(h, k)| k.then_some(h))
        .collect()
}

fn hint_bar(app: &App, area: Rect, buf: &mut Buffer) {
    let bar = app.theme.bar();
    buf.set_style(area, bar);
    let mut x = area.x + 1;
    for hint in fitting_hints(app, area.width) {
        let kw = hint.keys.width() as u16;
        let lw = hint.label.width() as u16;
        buf.set_string(x, area.y, &hint.keys, bar.patch(app.theme.bar_key()));
        buf.set_string(x + kw + 1, area.y, &hint.label, bar);
        x += kw + 1 + lw + 2;
    }
}

/// A centred box of `w` × `h` (clipped to the area), cleared, with an ASCII border.
pub fn dialog(area: Rect, w: u16, h: u16, title: &str, buf: &mut Buffer) -> Rect {
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

fn overlay(app: &App, o: &Overlay, area: Rect, buf: &mut Buffer) {
    match o {
        Overlay::Help => {
            let items = keys::help_lines(&app.screen_scopes(), &app.l10n);
            let kw = items
                .iter()
                .map(|h| h.keys.width())
                .max()
                .unwrap_or(0)
                .min(28);
            let w = area.width.saturating_sub(8).min(76);
            let inner_w = w.saturating_sub(4);
            let mut lines = Lines::new();
            for h in &items {
                let keys = truncate(&h.keys, kw);
                let pad = " ".repeat(kw - keys.width() + 2);
                lines.item(&format!("{keys}{pad}"), &h.label, Style::default(), inner_w);
            }
            lines.blank();
            lines.para(&app.tr("help-close"), app.theme.dim(), inner_w);
            // On a board screen, what the marks mean, when it fits.
            if matches!(
                app.screen(),
                Screen::Free(_) | Screen::Play(_) | Screen::Editor(_) | Screen::Games(_)
            ) {
                let legend = free::view::legend(app, inner_w);
                if lines.len() + legend.len() + 3 <= area.height.saturating_sub(2) as usize {
                    lines.blank();
                    lines.lines.extend(legend.lines);
                }
            }
            let h = (lines.len() as u16 + 2).min(area.height.saturating_sub(2));
            let inner = dialog(area, w, h, &app.tr("help-title"), buf);
            lines.draw(inner, buf, 0);
        }
        Overlay::Confirm(c) => {
            let w = 60.min(area.width);
            let mut lines = Lines::new();
            let (question, title, keys) = match c {
                Confirm::ResetProgress => ("confirm-reset", "confirm-title", "confirm-yes-no"),
                Confirm::Quit => ("confirm-quit", "confirm-quit-title", "confirm-quit-yes-no"),
            };
            lines.para(&app.tr(question), app.theme.warning(), w - 4);
            lines.blank();
            lines.para(&app.tr(keys), Style::default(), w - 4);
            let inner = dialog(area, w, lines.len() as u16 + 2, &app.tr(title), buf);
            lines.draw(inner, buf, 0);
        }
        Overlay::Notice(msgs) => {
            let w = 70.min(area.width);
            let mut lines = Lines::new();
            for m in msgs {
                lines.para(&app.fmt(m), Style::default(), w - 4);
                lines.blank();
            }
            lines.para(&app.tr("notice-continue"), app.theme.dim(), w - 4);
            let h = (lines.len() as u16 + 2).min(area.height.saturating_sub(2));
            let inner = dialog(area, w, h, &app.tr("notice-title"), buf);
            lines.draw(inner, buf, 0);
        }
    }
}

/// A panel title; reversed when the panel has the focus (Tab moves it).
pub fn panel_title(app: &App, text: &str, focused: bool, area: Rect, buf: &mut Buffer) {
    let style = if focused {
        app.theme.focused_title()
    } else {
        app.theme.title()
    };
    // The last two columns stay free for the scroll marker (`v` / `^`).
    let room = (area.width as usize).saturating_sub(2);
    buf.set_stringn(area.x, area.y, truncate(text, room), room, style);
}

/// A one-row-per-item list with the selection kept in view (see `layout::list_offset`).
pub fn draw_list(
    app: &App,
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
            style.patch(app.theme.list_selected(focused))
        } else {
            *style
        };
        let marker = if is_sel { "> " } else { "  " };
        let line = truncate(&format!("{marker}{text}"), area.width as usize);
        if is_sel {
            buf.set_style(Rect::new(area.x, y, area.width, 1), style);
        }
        buf.set_string(area.x, y, line, style);
    }
}

/// Stars as ASCII (the star glyphs are East-Asian ambiguous): `**-` for 2 of 3.
pub fn stars_text(earned: u32, max: u32) -> String {
    let earned = earned.min(max) as usize;
    format!(
        "{}{}",
        "*".repeat(earned),
        "-".repeat(max as usize - earned)
    )
}

/// The board widget in the app's board style and theme.
pub(crate) fn board_view<'a>(
    app: &App,
    board: &'a crate::rules::Board,
    highlights: &'a super::board::Highlights,
) -> super::board::BoardView<'a> {
    super::board::BoardView {
        board,
        style: app.style,
        theme: app.theme,
        highlights,
    }
}
