//! The frame around the screen: header, the watch panel, the status row, the key hints and
//! the overlays; the screen on top draws the body and its status (`ScreenState::render`,
//! `status`). The one drawing code that sees the whole `App`: it hands the screen a `DrawCx`.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Clear, Widget};
use unicode_width::UnicodeWidthStr;

use super::app::{App, Confirm, Overlay};
use super::keys;
use super::layout::{self, MIN_HEIGHT, MIN_WIDTH};
use super::screen::{DrawCx, FeedbackTone, InputKind};
use super::screens::free;
use super::view::text::{Lines, truncate};
use super::view::{dialog, preview, tone_style};
use crate::i18n::Message;

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if layout::too_small(area) {
            too_small(self, area, buf);
            return;
        }
        let c = self.chrome(area);
        let ui = self.ui();
        let ui = &ui;
        header(self, c.header, buf);
        preview::panel(ui, &self.preview, layout::panel_area(&c), buf);
        self.screen()
            .render(&DrawCx::new(ui, &self.services), c.body, buf);
        // A status longer than its row wraps onto the key-hint row (the hints stay a `?` away):
        // a refusal's reason is never cut.
        if !status_wrapped(self, c.status, c.hints, buf) {
            hint_bar(self, c.hints, buf);
        }
        if let Some(o) = &self.overlay {
            overlay(self, o, area, buf);
        }
    }
}

fn too_small(app: &App, area: Rect, buf: &mut Buffer) {
    let ui = &app.ui();
    let msg = Message::new("tui-too-small")
        .arg_num("width", area.width)
        .arg_num("height", area.height)
        .arg_num("min_width", MIN_WIDTH)
        .arg_num("min_height", MIN_HEIGHT);
    let mut lines = Lines::new();
    lines.para(&ui.fmt(&msg), ui.theme.warning(), area.width);
    let top = area.y + area.height.saturating_sub(lines.len() as u16) / 2;
    lines.draw(
        Rect::new(area.x, top, area.width, area.bottom().saturating_sub(top)),
        buf,
        0,
    );
}

fn screen_title(app: &App) -> String {
    let ui = &app.ui();
    ui.tr(app.screen().title())
}

fn header(app: &App, area: Rect, buf: &mut Buffer) {
    let ui = &app.ui();
    let bar = ui.theme.bar();
    buf.set_style(area, bar);
    let left = format!(" {} | {}", ui.tr("app-name"), screen_title(app));
    buf.set_stringn(area.x, area.y, &left, area.width as usize, bar);
    let right =
        ui.fmt(&Message::new("header-stars").arg_num("stars", ui.progress.total_stars())) + " ";
    let rw = right.width() as u16;
    if rw + left.width() as u16 + 2 <= area.width {
        buf.set_string(area.right() - rw, area.y, &right, bar);
    }
    // `--watch`: the lint's counts left of the stars, when they fit.
    if let Some((note, style)) = preview::header_note(ui, &app.preview) {
        let note = format!(" {note} ");
        let nw = note.width() as u16;
        if nw + rw + left.width() as u16 + 3 <= area.width {
            buf.set_string(area.right() - rw - nw - 1, area.y, &note, style);
        }
    }
}

/// Draws the status row; when its text is wider than the row, the rest goes on `next` (the
/// key-hint row), broken at a space when one is near, else between two characters; a
/// message that needs more than the two rows rises above them (`flash_box`). Returns
/// whether `next` was used.
fn status_wrapped(app: &App, area: Rect, next: Rect, buf: &mut Buffer) -> bool {
    if app.input.is_some() {
        // The input line keeps its one row (it shows the end of what is typed).
        status(app, area, buf);
        return false;
    }
    let wide = Rect::new(0, 0, area.width.saturating_mul(4), 1);
    let mut scratch = Buffer::empty(wide);
    status(app, wide, &mut scratch);
    // Cells that continue a two-column character before them (never a place to break).
    let mut continues = vec![false; wide.width as usize];
    let mut used = 0;
    for x in 0..wide.width {
        let sym = scratch[(x, 0)].symbol();
        let w = sym.width() as u16;
        if w > 1 && ((x + 1) as usize) < continues.len() {
            continues[(x + 1) as usize] = true;
        }
        if !continues[x as usize] && sym != " " {
            used = x + w.max(1);
        }
    }
    let copy = |buf: &mut Buffer, from: u16, to: u16, x: u16, y: u16| {
        for (i, sx) in (from..to).enumerate() {
            buf[(x + i as u16, y)] = scratch[(sx, 0)].clone();
        }
    };
    if used <= area.width {
        copy(buf, 0, area.width, area.x, area.y);
        return false;
    }

    // The break: the last space within the row's second half, else the last column that
    // does not continue a wide character.
    let width = area.width;
    let space = (width / 2..width)
        .rev()
        .find(|&x| scratch[(x, 0)].symbol() == " " && !continues[x as usize]);
    let cut = space.unwrap_or_else(|| {
        (1..=width)
            .rev()
            .find(|&x| !continues[x as usize])
            .unwrap_or(width)
    });
    let mut from = cut;
    while from < used && scratch[(from, 0)].symbol() == " " && !continues[from as usize] {
        from += 1;
    }
    let indent = 2;
    if let Some((tone, msg)) = &app.flash
        && (used >= wide.width || used - from > next.width.saturating_sub(indent))
    {
        flash_box(app, *tone, msg, area.union(next), buf);
        return true;
    }
    copy(buf, 0, cut, area.x, area.y);
    // The second row, indented like the first row's text; cut only if even two rows are
    // not enough (a screen's own status, never a flash), never inside a wide character.
    let mut to = used.min(from + next.width.saturating_sub(indent));
    while to > from && (to as usize) < continues.len() && continues[to as usize] {
        to -= 1;
    }
    buf.set_style(next, Style::default());
    copy(buf, from, to, next.x + indent, next.y);
    true
}

/// A message too long for the status row and the one under it (a long path and the system's
/// reason): wrapped whole over as many rows above them as it needs, under a rule, until the
/// next key clears it.
fn flash_box(app: &App, tone: FeedbackTone, msg: &Message, rows: Rect, buf: &mut Buffer) {
    let ui = &app.ui();
    let mut lines = Lines::new();
    lines.para(
        &ui.fmt(msg),
        tone_style(ui, tone),
        rows.width.saturating_sub(2),
    );
    let height = (lines.len() as u16).min(rows.bottom().saturating_sub(1));
    let top = rows.bottom() - height;
    let area = Rect::new(rows.x, top, rows.width, height);
    Clear.render(area, buf);
    if top > 0 {
        // ASCII, as the dialogs' borders: a box-drawing line is two columns wide in some CJK
        // terminals.
        let rule = "-".repeat(rows.width as usize);
        buf.set_string(rows.x, top - 1, rule, ui.theme.dim());
    }
    lines.draw(
        Rect::new(rows.x + 1, top, rows.width.saturating_sub(2), height),
        buf,
        0,
    );
}

fn status(app: &App, area: Rect, buf: &mut Buffer) {
    let ui = &app.ui();
    if let Some(input) = &app.input {
        let label = ui.tr(match input.kind {
            InputKind::Move => "input-move",
            InputKind::Fen => "input-fen",
            InputKind::Path => "input-path",
            InputKind::MoveNumber => "input-move-number",
            InputKind::Engine => "input-engine",
            InputKind::PlayerName => "input-player-name",
            InputKind::ServerAddress => "input-server-address",
            InputKind::RoomCode => "input-room-code",
            InputKind::ClassCode => "input-class-code",
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
        buf.set_string(area.x, area.y, &prefix, ui.theme.title());
        let x = area.x + prefix.width() as u16;
        buf.set_string(x, area.y, format!("{shown}_"), Style::default());
        return;
    }
    if let Some((tone, msg)) = &app.flash {
        let style = tone_style(ui, *tone);
        let text = format!(" {} ", ui.fmt(msg));
        buf.set_stringn(area.x, area.y, &text, area.width as usize, style);
        return;
    }
    app.screen()
        .status(&DrawCx::new(ui, &app.services), area, buf);
}

/// The key hints that fit in `width` columns: the global ones (back, keys) always, then the
/// others in table order while they fit; shown in table order.
pub(crate) fn fitting_hints(app: &App, width: u16) -> Vec<keys::Hint> {
    let ui = &app.ui();
    let all = keys::hints(&app.scopes(), ui.l10n);
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
    let ui = &app.ui();
    let bar = ui.theme.bar();
    buf.set_style(area, bar);
    let mut x = area.x + 1;
    for hint in fitting_hints(app, area.width) {
        let kw = hint.keys.width() as u16;
        let lw = hint.label.width() as u16;
        buf.set_string(x, area.y, &hint.keys, bar.patch(ui.theme.bar_key()));
        buf.set_string(x + kw + 1, area.y, &hint.label, bar);
        x += kw + 1 + lw + 2;
    }
}

fn overlay(app: &App, o: &Overlay, area: Rect, buf: &mut Buffer) {
    let ui = &app.ui();
    match o {
        Overlay::Help => {
            let items = keys::help_lines(&app.screen_scopes(), ui.l10n);
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
            lines.para(&ui.tr("help-close"), ui.theme.dim(), inner_w);
            // On a board screen, what the marks mean, when it fits.
            if app.screen().shows_board() {
                let legend = free::view::legend(ui, inner_w);
                if lines.len() + legend.len() + 3 <= area.height.saturating_sub(2) as usize {
                    lines.blank();
                    lines.lines.extend(legend.lines);
                }
            }
            let h = (lines.len() as u16 + 2).min(area.height.saturating_sub(2));
            let inner = dialog(area, w, h, &ui.tr("help-title"), buf);
            lines.draw(inner, buf, 0);
        }
        Overlay::Confirm(c) => {
            let w = 60.min(area.width);
            let mut lines = Lines::new();
            let (question, title, keys) = match c {
                Confirm::ResetProgress => ("confirm-reset", "confirm-title", "confirm-yes-no"),
                Confirm::Quit => ("confirm-quit", "confirm-quit-title", "confirm-quit-yes-no"),
                Confirm::LeaveRoom => ("net-leave", "net-leave-title", "net-leave-yes-no"),
            };
            lines.para(&ui.tr(question), ui.theme.warning(), w - 4);
            lines.blank();
            lines.para(&ui.tr(keys), Style::default(), w - 4);
            let inner = dialog(area, w, lines.len() as u16 + 2, &ui.tr(title), buf);
            lines.draw(inner, buf, 0);
        }
        Overlay::Notice(msgs) => {
            let w = 70.min(area.width);
            let mut lines = Lines::new();
            for m in msgs {
                lines.para(&ui.fmt(m), Style::default(), w - 4);
                lines.blank();
            }
            lines.para(&ui.tr("notice-continue"), ui.theme.dim(), w - 4);
            let h = (lines.len() as u16 + 2).min(area.height.saturating_sub(2));
            let inner = dialog(area, w, h, &ui.tr("notice-title"), buf);
            lines.draw(inner, buf, 0);
        }
    }
}
