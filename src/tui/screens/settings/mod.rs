//! The settings screen's state: which row is highlighted. Changing a setting is the app's job
//! (`Effect::Setting`), since the language and board style belong to the whole app.
//! Drawing: `view.rs`.

pub(crate) mod view;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::tui::keys::Action;
use crate::tui::layout;
pub(crate) use crate::tui::screen::SettingItem;
use crate::tui::screen::{Cx, DrawCx, Effect, Input, InputKind, ScreenState};

#[derive(Clone, Debug)]
pub(crate) struct SettingsState {
    pub(crate) index: usize,
}

impl ScreenState for SettingsState {
    fn name(&self) -> &'static str {
        "settings"
    }

    fn render(&self, cx: &DrawCx, body: Rect, buf: &mut Buffer) {
        view::render(cx.ui, self, cx.store(), body, buf)
    }

    fn title(&self) -> &'static str {
        "screen-settings"
    }

    fn on_action(&mut self, action: Action, cx: &Cx) -> Effect {
        let item = SettingItem::ALL[self.index];
        match action {
            // The engine is typed in, starting from the saved command.
            Action::Right | Action::Select if item == SettingItem::Engine => {
                return Effect::Input(Input {
                    kind: InputKind::Engine,
                    text: cx.progress.settings.engine.clone().unwrap_or_default(),
                });
            }
            Action::Left if item == SettingItem::Engine => {
                return Effect::EngineCommand(String::new());
            }
            Action::Up => self.index = self.index.saturating_sub(1),
            Action::Down => self.index = (self.index + 1).min(SettingItem::ALL.len() - 1),
            Action::Left => return Effect::Setting(item, -1),
            Action::Right | Action::Select => return Effect::Setting(item, 1),
            _ => {}
        }
        Effect::None
    }

    fn on_click(&mut self, col: u16, row: u16, cx: &Cx) -> Effect {
        let panes = layout::two_pane(cx.body, layout::SETTINGS_LIST_WIDTH);
        let n = SettingItem::ALL.len();
        let Some(i) = layout::list_hit(layout::below(panes.left, 1), row, col, 0, n) else {
            return Effect::None;
        };
        // A first click highlights; a click on the highlighted row changes it.
        let was = self.index;
        self.index = i;
        if was == i {
            return self.on_action(Action::Select, cx);
        }
        Effect::None
    }

    fn on_input(&mut self, input: &Input, _cx: &Cx) -> Effect {
        match input.kind {
            InputKind::Engine => Effect::EngineCommand(input.text.clone()),
            _ => Effect::None,
        }
    }
}
