//! The screen stack: screens open on top of home, `q` goes back one, and on home `q` quits
//! (home itself is never closed).

use crate::tests::tui_common::{app, open};
use crate::tui::app::{HomeEntry, Screen};
use ratatui::crossterm::event::KeyCode;

#[test]
fn back_closes_down_to_home_then_quits() {
    let mut a = app("en");
    assert_eq!(a.depth(), 1);
    open(&mut a, HomeEntry::Rules);
    assert!(matches!(a.screen(), Screen::Rules(_)));
    assert_eq!(a.depth(), 2);
    a.press(KeyCode::Char('q'));
    assert!(matches!(a.screen(), Screen::Home(_)));
    assert!(!a.quit());
    a.press(KeyCode::Char('q'));
    assert!(a.quit());
    assert_eq!(a.depth(), 1);
    assert!(matches!(a.screen(), Screen::Home(_)));
}

/// Outside the crate a screen is known by its name only (the benchmarks check where they are
/// with it): the variant's name in kebab case, following the stack as it changes.
#[test]
fn the_screen_on_top_is_named() {
    let mut a = app("en");
    assert_eq!(a.screen_name(), "home");
    open(&mut a, HomeEntry::Free);
    assert_eq!(a.screen_name(), "free");
    a.press(KeyCode::Char('q'));
    open(&mut a, HomeEntry::Mistakes);
    assert!(matches!(a.screen(), Screen::Mistakes(_)));
    assert_eq!(a.screen_name(), "mistakes");
}
