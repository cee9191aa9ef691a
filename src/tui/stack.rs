//! The navigation stack: the home screen at the bottom, the screens opened over it above,
//! each boxed and known only through `ScreenState` (so the stack names no other screen).

use super::screen::ScreenState;
use super::screens::home::HomeState;

/// The navigation stack: the home screen at the bottom, so it is never empty. (Not `Clone`:
/// the play screen owns a running game.)
#[derive(Debug)]
pub(crate) struct Stack {
    home: HomeState,
    above: Vec<Box<dyn ScreenState>>,
}

impl Stack {
    pub(crate) fn new(home: HomeState) -> Stack {
        Stack {
            home,
            above: Vec::new(),
        }
    }

    pub(crate) fn top(&self) -> &dyn ScreenState {
        match self.above.last() {
            Some(s) => s.as_ref(),
            None => &self.home,
        }
    }

    pub(crate) fn top_mut(&mut self) -> &mut dyn ScreenState {
        match self.above.last_mut() {
            Some(s) => s.as_mut(),
            None => &mut self.home,
        }
    }

    /// The home screen at the bottom (a reload of the lessons moves its highlight).
    pub(crate) fn home_mut(&mut self) -> &mut HomeState {
        &mut self.home
    }

    /// Opens a screen a screen (or the app) built, or puts back one taken off (`take_top`).
    pub(crate) fn push(&mut self, s: Box<dyn ScreenState>) {
        self.above.push(s);
    }

    /// Closes the top screen; false on the home screen (which stays).
    pub(crate) fn pop(&mut self) -> bool {
        self.above.pop().is_some()
    }

    /// Swaps the top screen (pushes when only home is open).
    pub(crate) fn replace(&mut self, s: Box<dyn ScreenState>) {
        self.above.pop();
        self.above.push(s);
    }

    /// Takes the top screen off (`None` on the home screen, which stays).
    pub(crate) fn take_top(&mut self) -> Option<Box<dyn ScreenState>> {
        self.above.pop()
    }

    /// The screens from the bottom (home) up.
    pub(crate) fn iter(&self) -> impl DoubleEndedIterator<Item = &dyn ScreenState> {
        std::iter::once(&self.home as &dyn ScreenState).chain(self.above.iter().map(|s| s.as_ref()))
    }

    /// How many screens are open, home included (at least 1).
    pub(crate) fn depth(&self) -> usize {
        1 + self.above.len()
    }
}
