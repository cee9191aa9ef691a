//! What tests read of the app: its screens, overlays, progress and exports, kept out of
//! `app.rs` (the app's own code never needs them).

use super::{App, Overlay};
use crate::learner::progress::Progress;
use crate::learner::settings::BoardStyle;
use crate::tui::screen::{Input, ScreenState};

impl App {
    /// Carries out an effect as if a screen had answered it.
    pub(crate) fn apply_for_tests(&mut self, effect: crate::tui::screen::Effect) {
        self.apply(effect);
    }

    /// The language shown.
    pub(crate) fn lang(&self) -> &str {
        self.services.l10n.lang()
    }

    /// The screen on top as its own state, when it is a `T` (`None` when another screen is
    /// on top): how tests look inside a screen, which the app itself never needs.
    pub(crate) fn top<T: ScreenState + 'static>(&self) -> Option<&T> {
        self.screens.top().as_any().downcast_ref::<T>()
    }

    /// How many screens are open, home included.
    pub(crate) fn depth(&self) -> usize {
        self.screens.depth()
    }

    /// The dialog or notice over the screen, if any.
    pub(crate) fn overlay(&self) -> Option<&Overlay> {
        self.overlay.as_ref()
    }

    /// The stars and settings as they are now (saved after every change).
    pub(crate) fn progress(&self) -> &Progress {
        &self.services.progress
    }

    /// The board style drawn.
    pub(crate) fn style(&self) -> BoardStyle {
        self.services.style
    }

    /// The line being typed (a move, a FEN), if open.
    pub(crate) fn input(&self) -> Option<&Input> {
        self.input.as_ref()
    }

    /// The FAQ the FAQ page shows.
    pub(crate) fn faq(&self) -> &crate::faq::Faq {
        &self.services.faq
    }

    /// The last export.
    pub(crate) fn output(&self) -> Option<&str> {
        self.outputs.last().map(String::as_str)
    }

    /// Whether an unfinished game is saved.
    pub(crate) fn has_saved_game(&self) -> bool {
        self.services.games.saved
    }
}
