//! The free board: board on the left; rules, feedback, legend and commands on the right.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use crate::i18n::{Message, rules_text};
use crate::learner::settings::BoardStyle;
use crate::tui::keys::{self, Action, Scope};
use crate::tui::layout;
use crate::tui::screens::free::{FreeCommand, FreeFocus, FreeState, Note};
use crate::tui::view::Ui;
use crate::tui::view::text::Lines;
use crate::tui::view::{draw_list, panel_title, tone_style};

pub(crate) fn render(ui: &Ui, f: &FreeState, body: Rect, buf: &mut Buffer) {
    let split = layout::board_split(body, ui.style);
    let hl = f.highlights(true);
    crate::tui::view::board_view(ui, f.pos.board(), &hl).render(split.board, buf);

    let side = split.side;
    let w = side.width;
    let commands = FreeCommand::menu(f.rules());
    let menu = layout::free_menu(side, commands.len());
    let mut lines = Lines::new();
    lines.para(
        &ui.fmt(&Message::new("status-rules").arg_msg("rules", rules_text::rules_name(f.rules()))),
        ui.theme.title(),
        w,
    );
    let played = match f.moves.last() {
        Some(m) => Message::new("free-moves-last")
            .arg_num("count", f.moves.len())
            .arg("move", m.to_string()),
        None => Message::new("free-moves-none"),
    };
    lines.para(&ui.fmt(&played), Style::default(), w);
    if f.relaxed {
        lines.para(&ui.tr("free-drill-position"), ui.theme.dim(), w);
    }
    lines.blank();
    if let Some(note) = &f.note {
        note_lines(ui, note, w, &mut lines);
    }
    // Menu title and menu at the bottom; the legend just above them when the feedback leaves
    // room for it (the feedback matters more; the ? help and the rules page explain marks too).
    let menu_title_y = menu.y.saturating_sub(1);
    let room = menu_title_y.saturating_sub(side.y + 1) as usize;
    let legend = legend(ui, w);
    let top_rows = if lines.len() + legend.len() < room {
        let legend_y = menu_title_y - 1 - legend.len() as u16;
        legend.draw(Rect::new(side.x, legend_y, w, legend.len() as u16), buf, 0);
        room - legend.len() - 1
    } else {
        room
    };
    lines.draw(Rect::new(side.x, side.y, w, top_rows as u16), buf, 0);

    panel_title(
        ui,
        &ui.tr("free-menu"),
        f.focus == FreeFocus::Menu,
        Rect::new(side.x, menu_title_y, w, 1),
        buf,
    );
    let items: Vec<(String, Style)> = commands
        .iter()
        .map(|c| {
            let key = key_for(ui, command_action(*c));
            let mut label = ui.tr(c.label());
            if *c == FreeCommand::CycleRules {
                label = ui.label_value(&label, &ui.fmt(&rules_text::rules_name(f.rules())));
            }
            (format!("{key:<3}{label}"), Style::default())
        })
        .collect();
    let selected = (f.focus == FreeFocus::Menu).then_some(f.menu);
    draw_list(ui, &items, selected, true, menu, buf);
}

fn command_action(c: FreeCommand) -> Action {
    match c {
        FreeCommand::TypeMove => Action::TypeMove,
        FreeCommand::EnterFen => Action::EnterFen,
        FreeCommand::CycleRules => Action::CycleRules,
        FreeCommand::Undo => Action::Undo,
        FreeCommand::StartPosition => Action::StartPosition,
        FreeCommand::Pass => Action::Pass,
    }
}

/// The first key bound to `action` on the free board (from the same table as the handling).
fn key_for(ui: &Ui, action: Action) -> String {
    keys::active(&[Scope::FreePass, Scope::Free])
        .find(|b| b.action == action)
        .map(|b| keys::key_label(b.keys[0], ui.l10n))
        .unwrap_or_default()
}

/// A note's lines: the first in the tone's style, the rest plain.
pub(crate) fn note_lines(ui: &Ui, note: &Note, width: u16, lines: &mut Lines) {
    for (i, m) in note.lines.iter().enumerate() {
        let style = if i == 0 {
            tone_style(ui, note.tone)
        } else {
            Style::default()
        };
        lines.para(&ui.fmt(m), style, width);
    }
}

/// What the marks on the board mean.
pub(crate) fn legend(ui: &Ui, width: u16) -> Lines {
    let lit = match ui.style {
        BoardStyle::Glyphs => "〇",
        BoardStyle::Letters => "o",
    };
    let mut lines = Lines::new();
    lines.para(
        &ui.fmt(&Message::new("board-legend").arg("lit", lit)),
        ui.theme.dim(),
        width,
    );
    if ui.style == BoardStyle::Letters {
        lines.para(&ui.tr("board-legend-letters"), ui.theme.dim(), width);
    }
    lines
}

/// The status bar: whose turn (the side in its colours), check, bikjang, result.
pub(crate) fn status(ui: &Ui, f: &FreeState, area: Rect, buf: &mut Buffer) {
    crate::tui::view::position_status(ui, &f.pos, &[], area, buf);
}
