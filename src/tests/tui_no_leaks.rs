//! Issue 21, items 2, 3 and 8 on screen with the embedded lessons: no answer is given away
//! before the learner has given it (a missed option's note, a self-check under the "why?"
//! list, lit points in a legality question, full stars after being told), a piece that cannot
//! move says why, and `t` without hints says there are none.

use crate::tests::tui_common::draw;
use crate::tests::tui_common::{ex, open_ex};
use crate::tests::tui_trainer::embedded_app;

use crate::rules::sq;
use crate::tui::app::App;
use ratatui::crossterm::event::KeyCode;

fn keys(a: &mut App, keys: &str) {
    for c in keys.chars() {
        a.press(KeyCode::Char(c));
    }
}

/// The text column beside the board (the whole screen for the status row's flashes), its
/// whitespace squeezed out so that wrapping does not matter.
fn side(a: &mut App, w: u16, h: u16) -> String {
    let text = draw(a, w, h);
    let x = ex(a).drawn.get().map_or(0, |l| l.side.x as usize);
    let status = text.lines().last().unwrap_or_default().to_string();
    let side = crate::tests::tui_common::from_column(&text, x);
    crate::tests::tui_common::squeeze(&format!("{side}{status}"))
}

fn screen(a: &mut App) -> String {
    side(a, 80, 24)
}

fn big_screen(a: &mut App) -> String {
    side(a, 120, 60)
}

/// Whether the screen (squeezed) holds `text` (squeezed): wrapping does not matter.
fn has(screen: &str, text: &str) -> bool {
    screen.contains(&crate::tests::tui_common::squeeze(text))
}

#[test]
fn a_missed_option_is_not_given_away_on_the_first_miss() {
    let mut a = embedded_app("en");
    open_ex(&mut a, "board-and-setup", "board-facts");
    keys(&mut a, "12s");
    let s = big_screen(&mut a);
    assert!(has(&s, "Option 2 is not right."), "{s}");
    assert!(has(&s, "Janggi has no river"), "{s}");
    // Option 3 (true, not ticked): neither named nor explained yet.
    assert!(!has(&s, "These two lines are the palace lines"), "{s}");
    assert!(!has(&s, "Option 3 is right too"), "{s}");
    // The second miss shows what was missed.
    keys(&mut a, "s");
    let s = big_screen(&mut a);
    assert!(has(&s, "Option 3 is right too"), "{s}");
    assert!(has(&s, "These two lines are the palace lines"), "{s}");
}

#[test]
fn the_self_check_waits_until_the_answer_is_complete() {
    let self_check = "even your own, protects what stands behind";
    let mut a = embedded_app("en");
    open_ex(&mut a, "chariot", "chariot-cannot-jump");
    // "Illegal": right so far, the reasons listed; the self-check would state the reason.
    keys(&mut a, "2");
    assert!(ex(&a).why);
    let s = big_screen(&mut a);
    assert!(!has(&s, self_check), "{s}");
    // A wrong reason, a first miss: still kept back.
    let rows = ex(&a).rows();
    let right = ex(&a)
        .why_choices()
        .iter()
        .position(|r| *r == "chariot-blocked")
        .expect("the engine's reason is offered");
    let wrong = (0..rows.len()).find(|i| *i != right).unwrap();
    keys(&mut a, &(wrong + 1).to_string());
    let s = big_screen(&mut a);
    assert!(!has(&s, self_check), "{s}");
    // Solved: the self-check comes with the explanation.
    keys(&mut a, &(right + 1).to_string());
    assert!(ex(&a).solved());
    let s = big_screen(&mut a);
    assert!(has(&s, self_check), "{s}");
}

#[test]
fn selecting_a_piece_in_an_exercise_lights_no_points() {
    let mut a = embedded_app("en");
    open_ex(&mut a, "chariot", "chariot-palace-capture");
    let e = ex(&a).clone();
    let mut e = e;
    assert!(e.choose_point(sq("d1")).is_none());
    assert_eq!(e.selected, Some(sq("d1")));
    assert!(e.highlights().lit.is_empty(), "{:?}", e.highlights().lit);
    // The same by keys on the app: the chariot is selected, nothing is lit.
    let walk = |a: &App| ex(a).cursor;
    crate::tests::tui_common::walk_cursor(&mut a, sq("d1"), walk);
    a.press(KeyCode::Enter);
    assert_eq!(ex(&a).selected, Some(sq("d1")));
    assert!(ex(&a).highlights().lit.is_empty());
}

#[test]
fn a_piece_that_cannot_move_says_why() {
    let mut a = embedded_app("en");
    open_ex(&mut a, "chariot", "chariot-palace-capture");
    let walk = |a: &App| ex(a).cursor;
    crate::tests::tui_common::walk_cursor(&mut a, sq("e1"), walk);
    a.press(KeyCode::Enter);
    assert_eq!(ex(&a).selected, None);
    let s = screen(&mut a);
    assert!(has(&s, "The king on e1 cannot move now."), "{s}");
    // Another piece clears it.
    crate::tests::tui_common::walk_cursor(&mut a, sq("d1"), walk);
    a.press(KeyCode::Enter);
    let s = screen(&mut a);
    assert!(!has(&s, "cannot move now"), "{s}");
}

#[test]
fn after_being_told_the_answer_at_most_one_star() {
    let mut a = embedded_app("en");
    open_ex(&mut a, "board-and-setup", "cho-moves-first");
    keys(&mut a, "2");
    let s = screen(&mut a);
    assert!(has(&s, "Not so: the statement is true."), "{s}");
    keys(&mut a, "1");
    assert!(ex(&a).solved());
    let stars = ex(&a).attempt.as_ref().unwrap().stars();
    assert_eq!(stars, 1);
    let s = screen(&mut a);
    assert!(has(&s, "*--"), "{s}");
}

#[test]
fn t_without_hints_says_there_are_none_here() {
    let mut a = embedded_app("en");
    open_ex(&mut a, "board-and-setup", "board-facts");
    assert!(ex(&a).exercise().unwrap().hints.is_empty());
    keys(&mut a, "t");
    let s = screen(&mut a);
    assert!(has(&s, "This exercise has no hints."), "{s}");
    assert!(!has(&s, "no more hints"), "{s}");
}
