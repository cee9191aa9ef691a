//! The rules reference: its sections (the list) and the section's text.
//! Drawing: `view.rs`.

pub(crate) mod view;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::lesson::erratum::Report;
use crate::tui::keys::{Action, Scope};
use crate::tui::layout;
use crate::tui::pane::{ListText, PaneConfig, PaneEvent, PaneFocus};
use crate::tui::screen::{Cx, DrawCx, Effect, ScreenState};

/// Sections of the rules reference, in order (`rules-ref-<id>-title` / `-body`).
pub(crate) const RULE_SECTIONS: [&str; 8] = [
    "board", "pieces", "cannon", "soldier", "move", "illegal", "end", "versions",
];

const PANES: PaneConfig = PaneConfig {
    min_left: layout::LIST_WIDTH,
    page: 10,
    focusable: true,
    text_per_item: true,
};

#[derive(Clone, Debug)]
pub(crate) struct RulesState {
    pub(crate) pane: ListText,
}

impl RulesState {
    pub(crate) fn new() -> RulesState {
        RulesState {
            pane: ListText::new(PANES, 0),
        }
    }

    pub(crate) fn section(&self) -> &'static str {
        RULE_SECTIONS[self.pane.index.min(RULE_SECTIONS.len() - 1)]
    }
}

impl Default for RulesState {
    fn default() -> Self {
        Self::new()
    }
}

impl ScreenState for RulesState {
    fn name(&self) -> &'static str {
        "rules"
    }

    fn render(&self, cx: &DrawCx, body: Rect, buf: &mut Buffer) {
        view::render(cx.ui, self, body, buf)
    }

    fn title(&self) -> &'static str {
        "screen-rules"
    }

    fn scopes(&self) -> Vec<Scope> {
        vec![Scope::Erratum, Scope::Move, Scope::Nav, Scope::Global]
    }

    fn on_action(&mut self, action: Action, cx: &Cx) -> Effect {
        if action == Action::Erratum {
            let section = format!("rules-ref-{}", self.section());
            return Effect::Report(Report::rules_section(&section, cx.l10n).text(cx.l10n));
        }
        // Enter on a section reads it.
        if let PaneEvent::Open(_) = self.pane.on_action(action, RULE_SECTIONS.len()) {
            self.pane.focus = PaneFocus::Text;
        }
        Effect::None
    }

    fn on_click(&mut self, col: u16, row: u16, cx: &Cx) -> Effect {
        self.pane.on_click(col, row, cx.body, RULE_SECTIONS.len());
        Effect::None
    }
}
