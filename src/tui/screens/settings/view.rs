//! Settings: language, board style, the free board's rule set, the external engine for games,
//! and resetting progress.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use crate::i18n::{Message, rules_text};
use crate::rules::Position;
use crate::tui::app::App;
use crate::tui::board::{BoardGeometry, Highlights};
use crate::tui::layout;
use crate::tui::screens::settings::{SettingItem, SettingsState};
use crate::tui::view::text::Lines;
use crate::tui::view::{draw_list, panel_title};

pub fn render(app: &App, s: &SettingsState, body: Rect, buf: &mut Buffer) {
    let panes = layout::two_pane(body, layout::SETTINGS_LIST_WIDTH);
    panel_title(app, &app.tr("settings-title"), true, panes.left, buf);
    let settings = &app.progress.settings;
    let items: Vec<(String, Style)> = SettingItem::ALL
        .iter()
        .map(|item| {
            let text = match item {
                SettingItem::Language => {
                    let value = match &settings.language {
                        Some(l) => app.l10n.language_name(l),
                        None => app.tr("settings-language-auto"),
                    };
                    app.label_value(&app.tr("settings-language"), &value)
                }
                SettingItem::BoardStyle => app.label_value(
                    &app.tr("settings-board"),
                    &app.tr(&format!("board-style-{}", app.style.id())),
                ),
                SettingItem::Notation => {
                    app.label_value(&app.tr("settings-notation"), &notation_value(app))
                }
                SettingItem::FreeRules => app.label_value(
                    &app.tr("settings-free-rules"),
                    &app.fmt(&rules_text::rules_name(settings.free_rules())),
                ),
                SettingItem::Engine => app.label_value(
                    &app.tr("settings-engine"),
                    &match &settings.engine {
                        Some(cmd) => cmd.clone(),
                        None => app.tr("play-opponent-builtin"),
                    },
                ),
                SettingItem::Reset => app.tr("settings-reset"),
            };
            (text, Style::default())
        })
        .collect();
    draw_list(
        app,
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
    panel_title(app, &app.tr("settings-about"), false, right, buf);
    let mut lines = Lines::new();
    lines.para(&app.tr(desc), Style::default(), w);
    if item == SettingItem::FreeRules {
        lines.blank();
        lines.para(
            &app.fmt(&rules_text::rules_description(settings.free_rules())),
            app.theme.dim(),
            w,
        );
    }
    if item == SettingItem::Notation {
        // An example in the chosen notation: Cho's first horse move and a soldier's.
        let pos = Position::start(crate::rules::RuleSet::Basic);
        let sample: Vec<String> = ["b1c3", "c4c5"]
            .iter()
            .filter_map(|m| m.parse().ok())
            .map(|m| crate::tui::screens::play::view::move_label(app, &pos, m))
            .collect();
        lines.blank();
        lines.para(
            &app.fmt(&Message::new("settings-notation-example").arg("moves", sample.join(", "))),
            app.theme.dim(),
            w,
        );
    }
    lines.blank();
    let saved = match app.store.path() {
        Some(p) if app.store.is_writable() => {
            Message::new("settings-saved-in").arg("path", p.display().to_string())
        }
        Some(p) => Message::new("settings-not-saved-file").arg("path", p.display().to_string()),
        None => Message::new("settings-not-saved"),
    };
    lines.para(&app.fmt(&saved), app.theme.dim(), w);
    lines.para(
        &app.fmt(&Message::new("settings-stars").arg_num("stars", app.progress.total_stars())),
        app.theme.dim(),
        w,
    );
    let used = lines.draw(layout::below(right, 1), buf, 0);
    // A small preview of the board style when it is the highlighted setting and fits.
    if item == SettingItem::BoardStyle {
        let (bw, bh) = BoardGeometry::size(app.style);
        let top = right.y + 2 + used;
        if right.width >= bw && right.bottom() >= top + bh {
            let pos = Position::start(crate::rules::RuleSet::Basic);
            crate::tui::view::board_view(app, pos.board(), &Highlights::default())
                .render(Rect::new(right.x, top, bw, bh), buf);
        }
    }
}

/// The notation setting's value: "Auto (Korean record)" or the chosen one.
fn notation_value(app: &App) -> String {
    let setting = app.progress.settings.move_notation;
    let resolved = app.tr(&format!("notation-{}", app.notation().id()));
    if setting.is_auto() {
        app.fmt(&Message::new("notation-auto").arg("notation", resolved))
    } else {
        resolved
    }
}
