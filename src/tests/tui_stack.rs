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
