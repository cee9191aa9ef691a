//! The FAQ page's state: the question picked, and for an opened question its claims checked
//! by the engine, which claim and which rule set the board shows. Drawing: `view/faq.rs`.

use crate::faq::{EntryReport, Faq, Selection};
use crate::rules::{Position, Square};

use super::board::Highlights;

/// An opened question: its claims, checked once when opened.
#[derive(Clone, Debug)]
pub struct FaqOpen {
    pub report: EntryReport,
    /// The claim shown (0-based).
    pub claim: usize,
    /// The rule set run of that claim the board shows (0-based).
    pub run: usize,
    /// Scroll of the text column.
    pub scroll: u16,
}

#[derive(Clone, Debug)]
pub struct FaqState {
    /// The highlighted question, in `Faq::entries()` order.
    pub entry: usize,
    pub open: Option<FaqOpen>,
    /// Scroll of the answer in the list view.
    pub scroll: u16,
}

impl FaqState {
    pub fn new() -> FaqState {
        FaqState {
            entry: 0,
            open: None,
            scroll: 0,
        }
    }

    /// Opens the highlighted question: every claim checked under the rule sets it lists.
    pub fn open(&mut self, faq: &Faq) {
        if let Some(e) = faq.entries().nth(self.entry) {
            self.open = Some(FaqOpen {
                report: e.check(Selection::Listed),
                claim: 0,
                run: 0,
                scroll: 0,
            });
        }
    }

    pub fn close(&mut self) {
        self.open = None;
    }

    /// Another claim (`by` = -1 / +1), wrapping around.
    pub fn step_claim(&mut self, by: i32) {
        if let Some(o) = &mut self.open {
            let n = o.report.claims.len() as i32;
            if n > 0 {
                o.claim = (o.claim as i32 + by).rem_euclid(n) as usize;
                o.run = 0;
            }
        }
    }

    /// Another rule set of the shown claim, stopping at the ends.
    pub fn step_run(&mut self, by: i32) {
        if let Some(o) = &mut self.open {
            let n = o.report.claims.get(o.claim).map_or(0, |c| c.runs.len()) as i32;
            if n > 0 {
                o.run = (o.run as i32 + by).clamp(0, n - 1) as usize;
            }
        }
    }
}

impl Default for FaqState {
    fn default() -> Self {
        Self::new()
    }
}

impl FaqOpen {
    /// The position the board shows and what to highlight on it: the evidence's points.
    pub fn board(&self) -> Option<(Position, Highlights)> {
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
