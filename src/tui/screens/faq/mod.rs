//! The FAQ page's state: the question picked, and for an opened question its claims checked
//! by the engine, which claim and which rule set the board shows. Drawing: `view.rs`.

pub(crate) mod view;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::faq::{EntryReport, Faq, Selection};
use crate::rules::{Position, Square};

use crate::tui::board::Highlights;
use crate::tui::keys::{Action, Scope};
use crate::tui::layout;
use crate::tui::pane::{ListText, PaneConfig, PaneEvent};
use crate::tui::screen::{Cx, DrawCx, Effect, ScreenState};
use crate::tui::scroll::Scroll;

/// The question list: no text focus, PageUp/PageDown scroll the answer.
const PANES: PaneConfig = PaneConfig {
    min_left: layout::HOME_LIST_WIDTH,
    page: 5,
    focusable: false,
    text_per_item: true,
};

/// An opened question: its claims, checked once when opened.
#[derive(Clone, Debug)]
pub(crate) struct FaqOpen {
    pub(crate) report: EntryReport,
    /// The claim shown (0-based).
    pub(crate) claim: usize,
    /// The rule set run of that claim the board shows (0-based).
    pub(crate) run: usize,
    /// Scroll of the text column.
    pub(crate) scroll: Scroll,
}

#[derive(Clone, Debug)]
pub(crate) struct FaqState {
    /// The questions (in `Faq::entries()` order) and the highlighted one's answer.
    pub(crate) pane: ListText,
    pub(crate) open: Option<FaqOpen>,
}

impl FaqState {
    pub(crate) fn new() -> FaqState {
        FaqState {
            pane: ListText::new(PANES, 0),
            open: None,
        }
    }

    /// The highlighted question, in `Faq::entries()` order.
    pub(crate) fn entry(&self) -> usize {
        self.pane.index
    }

    /// Opens the highlighted question: every claim checked under the rule sets it lists.
    pub(crate) fn open(&mut self, faq: &Faq) {
        if let Some(e) = faq.entries().nth(self.entry()) {
            self.open = Some(FaqOpen {
                report: e.check(Selection::Listed),
                claim: 0,
                run: 0,
                scroll: Scroll::default(),
            });
        }
    }

    /// Another claim (`by` = -1 / +1), wrapping around.
    pub(crate) fn step_claim(&mut self, by: i32) {
        if let Some(o) = &mut self.open {
            let n = o.report.claims.len() as i32;
            if n > 0 {
                o.claim = (o.claim as i32 + by).rem_euclid(n) as usize;
                o.run = 0;
            }
        }
    }

    /// Another rule set of the shown claim, stopping at the ends.
    pub(crate) fn step_run(&mut self, by: i32) {
        if let Some(o) = &mut self.open {
            let n = o.report.claims.get(o.claim).map_or(0, |c| c.runs.len()) as i32;
            if n > 0 {
                o.run = (o.run as i32 + by).clamp(0, n - 1) as usize;
            }
        }
    }
}

impl ScreenState for FaqState {
    fn name(&self) -> &'static str {
        "faq"
    }

    fn render(&self, cx: &DrawCx, body: Rect, buf: &mut Buffer) {
        view::render(cx.ui, cx.faq(), self, body, buf)
    }

    fn status(&self, cx: &DrawCx, area: Rect, buf: &mut Buffer) {
        view::status(cx.ui, self, area, buf)
    }

    fn title(&self) -> &'static str {
        "screen-faq"
    }

    fn scopes(&self) -> Vec<Scope> {
        vec![Scope::Erratum, Scope::Move, Scope::Nav, Scope::Global]
    }

    fn on_action(&mut self, action: Action, cx: &Cx) -> Effect {
        if action == Action::Erratum {
            return match cx.faq.entries().nth(self.entry()) {
                Some(e) => Effect::Report(e.erratum(cx.l10n.lang()).text(cx.l10n)),
                None => Effect::None,
            };
        }
        let Some(o) = &mut self.open else {
            if let PaneEvent::Open(_) = self.pane.on_action(action, cx.faq.entries().count()) {
                self.open(cx.faq);
            }
            return Effect::None;
        };
        match action {
            Action::Left | Action::PrevPanel => self.step_claim(-1),
            Action::Right | Action::NextPanel => self.step_claim(1),
            Action::Up => self.step_run(-1),
            Action::Down => self.step_run(1),
            Action::PageUp => o.scroll.up(5),
            Action::PageDown => o.scroll.down(5),
            _ => {}
        }
        Effect::None
    }

    fn on_click(&mut self, col: u16, row: u16, cx: &Cx) -> Effect {
        if self.open.is_none() {
            let n = cx.faq.entries().count();
            if let PaneEvent::ClickedAgain(_) = self.pane.on_click(col, row, cx.body, n) {
                self.open(cx.faq);
            }
        }
        Effect::None
    }

    /// An opened question closes back to the list first.
    fn on_back(&mut self) -> bool {
        self.open.take().is_some()
    }
}

impl Default for FaqState {
    fn default() -> Self {
        Self::new()
    }
}

impl FaqOpen {
    /// The position the board shows and what to highlight on it: the evidence's points.
    pub(crate) fn board(&self) -> Option<(Position, Highlights)> {
        let claim = self.report.claims.get(self.claim)?;
        let run = claim.runs.get(self.run)?;
        let checked = run.result.as_ref().ok()?;
        let marked: Vec<Square> = crate::lesson::evidence::squares(&checked.evidence);
        let pos = checked.position.clone();
        let check = if pos.is_check() {
            pos.king(pos.turn())
        } else {
            None
        };
        Some((
            pos,
            Highlights {
                marked,
                check,
                ..Highlights::default()
            },
        ))
    }
}
