//! The board editor: the board on the left; on the right the rule set and side to move, the
//! piece palette, the engine's verdict on the position and the last action's note, and the
//! export list at the bottom when it is open.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::i18n::{Message, rules_text};
use crate::rules::{Color, PositionError};
use crate::tui::board::{Highlights, piece_symbol};
use crate::tui::layout::{self, PALETTE_CELLS};
use crate::tui::screens::editor::{EditorState, ExportFormat, Legality, Pen, palette_pen};
use crate::tui::screens::free::view::note_lines;
use crate::tui::view::Ui;
use crate::tui::view::text::Lines;
use crate::tui::view::{draw_list, panel_title, tone_style};

pub(crate) fn render(ui: &Ui, e: &EditorState, body: Rect, buf: &mut Buffer) {
    let split = layout::board_split(body, ui.style);
    let problems: &[PositionError] = match &e.legality {
        Legality::Legal => &[],
        Legality::Drill(p) | Legality::Illegal(p) => p,
    };
    let hl = Highlights {
        cursor: Some(e.cursor),
        marked: problems.iter().filter_map(PositionError::square).collect(),
        ..Highlights::default()
    };
    crate::tui::view::board_view(ui, &e.setup.board, &hl).render(split.board, buf);

    let side = split.side;
    let w = side.width;
    let mut head = Lines::new();
    head.para(
        &ui.fmt(&Message::new("status-rules").arg_msg("rules", rules_text::rules_name(e.rules))),
        ui.theme.title(),
        w,
    );
    head.para(
        &ui.fmt(&Message::new("status-turn").arg_msg("side", rules_text::side(e.setup.turn))),
        Style::default(),
        w,
    );
    head.draw(Rect::new(side.x, side.y, w, 2), buf, 0);
    panel_title(
        ui,
        &ui.fmt(&Message::new("editor-palette").arg_msg("side", rules_text::side(e.side))),
        false,
        Rect::new(side.x, side.y + 2, w, 1),
        buf,
    );
    palette(ui, e, side, buf);

    // The verdict and the note below the palette; the export list at the bottom when open.
    let top = side.y + 6;
    let n = ExportFormat::all().len();
    let menu = layout::free_menu(side, n);
    let bottom = if e.picker.is_some() {
        menu.y.saturating_sub(1)
    } else {
        side.bottom()
    };
    let mut lines = Lines::new();
    let (tone, verdict) = e.legality_lines();
    for (i, m) in verdict.iter().enumerate() {
        let style = if i == 0 {
            tone_style(ui, tone)
        } else {
            Style::default()
        };
        lines.para(&ui.fmt(m), style, w);
    }
    if let Some(note) = &e.note {
        lines.blank();
        note_lines(ui, note, w, &mut lines);
    }
    lines.draw(
        Rect::new(side.x, top, w, bottom.saturating_sub(top + 1)),
        buf,
        0,
    );
    if let Some(selected) = e.picker {
        panel_title(
            ui,
            &ui.tr("editor-export-title"),
            true,
            Rect::new(side.x, menu.y.saturating_sub(1), w, 1),
            buf,
        );
        let items: Vec<(String, Style)> = ExportFormat::all()
            .iter()
            .map(|f| (ui.fmt(&f.label()), Style::default()))
            .collect();
        draw_list(ui, &items, Some(selected), true, menu, buf);
    }
}

/// Both sides' pieces and the eraser; the pen in use is shown selected.
fn palette(ui: &Ui, e: &EditorState, side: Rect, buf: &mut Buffer) {
    let p = layout::editor_palette(side);
    for row in 0..p.area.height {
        let cells = if row == 0 {
            PALETTE_CELLS
        } else {
            PALETTE_CELLS - 1
        };
        for index in 0..cells {
            let pen = palette_pen(row as usize, index as usize);
            let (text, style) = match pen {
                Pen::Piece(piece) => (piece_symbol(piece, ui.style), ui.theme.piece(piece.color)),
                Pen::Erase => ("x".to_string(), Style::default()),
            };
            let (x, y) = p.cell(row, index);
            let chosen = e.pen == Some(pen);
            let (open, close) = if chosen { ("[", "]") } else { (" ", " ") };
            let frame = if chosen {
                ui.theme.selected()
            } else {
                Style::default()
            };
            buf.set_string(x, y, open, frame);
            buf.set_string(x + 1, y, &text, style);
            buf.set_string(x + 1 + text.width() as u16, y, close, frame);
        }
    }
}

/// The status bar: whose move (in the side's colours) and the engine's verdict in short.
pub(crate) fn status(ui: &Ui, e: &EditorState, area: Rect, buf: &mut Buffer) {
    let turn: Color = e.setup.turn;
    let token = format!(" {} ", ui.fmt(&rules_text::side(turn)));
    buf.set_string(area.x + 1, area.y, &token, ui.theme.side_text(turn));
    let (tone, verdict) = e.legality_lines();
    let text = format!(
        "{}  {}",
        ui.fmt(&Message::new("status-turn").arg_msg("side", rules_text::side(turn))),
        ui.fmt(&verdict[0])
    );
    let x = area.x + 2 + token.width() as u16;
    let room = area.right().saturating_sub(x) as usize;
    buf.set_stringn(x, area.y, text, room, tone_style(ui, tone));
}
