//! The two-pane page shared by the lesson page, the rules reference and the FAQ list: a list
//! on the left, a text on the right, which one has the focus, and the text's scroll.
//! Drawing: `view/pane.rs`.

use super::keys::Action;
use super::layout;
use super::scroll::Scroll;
use ratatui::layout::Rect;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum PaneFocus {
    List,
    Text,
}

/// How a page uses the two panes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct PaneConfig {
    /// The list's least width (`layout::two_pane`).
    pub(crate) min_left: u16,
    /// Lines PageUp / PageDown scroll.
    pub(crate) page: u16,
    /// Tab moves the focus to the text (else the list keeps it and PageUp/Down scroll).
    pub(crate) focusable: bool,
    /// Another list item shows another text, so its scroll starts at the top.
    pub(crate) text_per_item: bool,
}

/// What an update asks of the page that owns the panes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum PaneEvent {
    None,
    /// Enter or Right on a list item.
    Open(usize),
    /// A click on the item already highlighted.
    ClickedAgain(usize),
}

#[derive(Clone, Debug)]
pub(crate) struct ListText {
    pub(crate) config: PaneConfig,
    /// The highlighted list item.
    pub(crate) index: usize,
    pub(crate) focus: PaneFocus,
    pub(crate) scroll: Scroll,
}

impl ListText {
    pub(crate) fn new(config: PaneConfig, index: usize) -> ListText {
        ListText {
            config,
            index,
            focus: PaneFocus::List,
            scroll: Scroll::default(),
        }
    }

    pub(crate) fn text_focused(&self) -> bool {
        self.focus == PaneFocus::Text
    }

    /// Highlights item `i`; where each item has its own text, that text starts at the top.
    fn select(&mut self, i: usize) {
        if self.config.text_per_item {
            self.scroll.reset();
        }
        self.index = i;
    }

    /// A key, for a list of `len` items.
    pub(crate) fn on_action(&mut self, action: Action, len: usize) -> PaneEvent {
        let page = self.config.page;
        match (self.focus, action) {
            (_, Action::NextPanel | Action::PrevPanel) if self.config.focusable => {
                self.focus = match self.focus {
                    PaneFocus::List => PaneFocus::Text,
                    PaneFocus::Text => PaneFocus::List,
                };
            }
            (PaneFocus::List, Action::Up) => self.select(self.index.saturating_sub(1)),
            (PaneFocus::List, Action::Down) => {
                self.select((self.index + 1).min(len.saturating_sub(1)));
            }
            (PaneFocus::List, Action::Select | Action::Right) => {
                return PaneEvent::Open(self.index);
            }
            (PaneFocus::Text, Action::Up) => self.scroll.up(1),
            (PaneFocus::Text, Action::Down) => self.scroll.down(1),
            (_, Action::PageUp) => self.scroll.up(page),
            (_, Action::PageDown) => self.scroll.down(page),
            (PaneFocus::Text, Action::Cancel | Action::Left) => self.focus = PaneFocus::List,
            _ => {}
        }
        PaneEvent::None
    }

    /// A click in `body`, for a list of `len` items.
    pub(crate) fn on_click(&mut self, col: u16, row: u16, body: Rect, len: usize) -> PaneEvent {
        let panes = layout::two_pane(body, self.config.min_left);
        let list = layout::below(panes.left, 1);
        if let Some(i) = layout::list_hit(list, row, col, self.index, len) {
            let again = i == self.index;
            self.select(i);
            self.focus = PaneFocus::List;
            if again {
                return PaneEvent::ClickedAgain(i);
            }
        } else if self.config.focusable && panes.right.contains((col, row).into()) {
            self.focus = PaneFocus::Text;
        }
        PaneEvent::None
    }
}
