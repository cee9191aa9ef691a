//! A vertical scroll position clamped in update, after gitui's `VerticalScroll`: drawing
//! records how far the text can scroll (it is the only place that knows the wrapped length),
//! and every key moves the position within that range. So pressing Down past the end does
//! nothing, and the next Up moves the text at once.

use std::cell::Cell;

#[derive(Clone, Debug)]
pub(crate) struct Scroll {
    top: u16,
    /// The largest useful `top`, as of the last draw; `u16::MAX` before the first draw.
    max: Cell<u16>,
}

impl Default for Scroll {
    fn default() -> Self {
        Scroll {
            top: 0,
            max: Cell::new(u16::MAX),
        }
    }
}

impl Scroll {
    /// The first line shown.
    pub(crate) fn top(&self) -> u16 {
        self.top.min(self.max.get())
    }

    pub(crate) fn up(&mut self, by: u16) {
        self.top = self.top().saturating_sub(by);
    }

    pub(crate) fn down(&mut self, by: u16) {
        self.top = self.top.saturating_add(by).min(self.max.get());
    }

    /// Back to the first line (another text is shown).
    pub(crate) fn reset(&mut self) {
        self.top = 0;
    }

    /// Called by drawing: `len` lines in `height` rows. Returns the first line to show and
    /// whether there is more than fits.
    pub(crate) fn fit(&self, len: usize, height: u16) -> (usize, usize) {
        let max = len.saturating_sub(height as usize);
        self.max.set(max.min(u16::MAX as usize) as u16);
        (self.top() as usize, max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn down_past_the_end_is_not_counted() {
        let mut s = Scroll::default();
        assert_eq!(s.fit(30, 10), (0, 20));
        for _ in 0..10 {
            s.down(10);
        }
        assert_eq!(s.top(), 20);
        s.up(1);
        assert_eq!(s.top(), 19);
        // The text got shorter (another language, a wider terminal): clamped again.
        s.fit(12, 10);
        assert_eq!(s.top(), 2);
        s.up(1);
        assert_eq!(s.top(), 1);
    }
}
