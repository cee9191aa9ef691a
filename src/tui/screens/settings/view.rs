//! Settings: language, board style, the free board's rule set, the external engine for games,
//! and resetting progress.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use crate::i18n::{Message, rules_text};
use crate::learner::progress::ProgressStore;
use crate::rules::Position;
use crate::tui::board::{BoardGeometry, Highlights};
use crate::tui::layout;
use crate::tui::screens::settings::{SettingItem, SettingsState};
use crate::tui::view::Ui;
use crate::tui::view::text::Lines;
use crate::tui::view::{draw_list, panel_title};

/// The rows and, beside them, the highlighted row's explanation and where `store` keeps it.
pub(crate) fn render(
    ui: &Ui,
    s: &SettingsState,
    store: &ProgressStore,
    body: Rect,
    buf: &mut Buffer,
) {
    let panes = layout::two_pane(body, layout::SETTINGS_LIST_WIDTH);
    panel_title(ui, &ui.tr("settings-title"), true, panes.left, buf);
    let settings = &ui.progress.settings;
    let items: Vec<(String, Style)> = SettingItem::ALL
        .iter()
        .map(|item| {
            let text = match item {
                SettingItem::Language => {
                    let value = match &settings.language {
                        Some(l) => ui.l10n.language_name(l),
                        None => ui.tr("settings-language-auto"),
                    };
                    ui.label_value(&ui.tr("settings-language"), &value)
                }
                SettingItem::BoardStyle => ui.label_value(
                    &ui.tr("settings-board"),
                    &ui.tr(&format!("board-style-{}", ui.style.id())),
                ),
                SettingItem::Notation => {
                    ui.label_value(&ui.tr("settings-notation"), &notation_value(ui))
                }
                SettingItem::FreeRules => ui.label_value(
                    &ui.tr("settings-free-rules"),
                    &ui.fmt(&rules_text::rules_name(settings.free_rules())),
                ),
                SettingItem::Engine => ui.label_value(
                    &ui.tr("settings-engine"),
                    &match &settings.engine {
                        Some(cmd) => cmd.clone(),
                        None => ui.tr("play-opponent-builtin"),
                    },
                ),
                SettingItem::Reset => ui.tr("settings-reset"),
            };
            (text, Style::default())
        })
        .collect();
    draw_list(
        ui,
        &items,
        Some(s.index),
        true,
        layout::below(panes.left, 1),
        buf,
    );

    let right = panes.right;
    let w = right.width;
    let item = SettingItem::ALL[s.index];
    let desc = match item {
        SettingItem::Language => "settings-language-desc",
        SettingItem::BoardStyle => "settings-board-desc",
        SettingItem::Notation => "settings-notation-desc",
        SettingItem::FreeRules => "settings-free-rules-desc",
        SettingItem::Engine => "settings-engine-desc",
        SettingItem::Reset => "settings-reset-desc",
    };
    panel_title(ui, &ui.tr("settings-about"), false, right, buf);
    let mut lines = Lines::new();
    lines.para(&ui.tr(desc), Style::default(), w);
    if item == SettingItem::FreeRules {
        lines.blank();
        lines.para(
            &ui.fmt(&rules_text::rules_description(settings.free_rules())),
            ui.theme.dim(),
            w,
        );
    }
    if item == SettingItem::Notation {
        // An example in the chosen notation: Cho's first horse move and a soldier's.
        let pos = Position::start(crate::rules::RuleSet::Basic);
        let sample: Vec<String> = ["b1c3", "c4c5"]
            .iter()
            .filter_map(|m| m.parse().ok())
            .map(|m| crate::tui::screens::play::view::move_label(ui, &pos, m))
            .collect();
        lines.blank();
        lines.para(
            &ui.fmt(&Message::new("settings-notation-example").arg_list("moves", sample)),
            ui.theme.dim(),
            w,
        );
    }
    lines.blank();
    let saved = match store.path() {
        Some(p) if store.is_writable() => {
            Message::new("settings-saved-in").arg("path", p.display().to_string())
        }
        Some(p) => Message::new("settings-not-saved-file").arg("path", p.display().to_string()),
        None => Message::new("settings-not-saved"),
    };
    lines.para(&ui.fmt(&saved), ui.theme.dim(), w);
    lines.para(
        &ui.fmt(&Message::new("settings-stars").arg_num("stars", ui.progress.total_stars())),
        ui.theme.dim(),
        w,
    );
    let used = lines.draw(layout::below(right, 1), buf, 0);
    // A small preview of the board style when it is the highlighted setting and fits.
    if item == SettingItem::BoardStyle {
        let (bw, bh) = BoardGeometry::size(ui.style);
        let top = right.y + 2 + used;
        if right.width >= bw && right.bottom() >= top + bh {
            let pos = Position::start(crate::rules::RuleSet::Basic);
            crate::tui::view::board_view(ui, pos.board(), &Highlights::default())
                .render(Rect::new(right.x, top, bw, bh), buf);
        }
    }
}

/// The notation setting's value: "Auto (Korean record)" or the chosen one.
fn notation_value(ui: &Ui) -> String {
    let setting = ui.progress.settings.move_notation;
    let resolved = ui.tr(&format!("notation-{}", ui.notation().id()));
    if setting.is_auto() {
        ui.fmt(&Message::new("notation-auto").arg("notation", resolved))
    } else {
        resolved
    }
}
