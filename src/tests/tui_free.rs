//! Event tests on the free board: keys and mouse clicks, asserting the state and the screen.

use crate::rules::{Color, Move, Square, sq};
use crate::tests::tui_common::{app, draw, open};
use crate::tui::app::{App, HomeEntry};
use crate::tui::free::FreeState;
use crate::tui::layout;
use crate::tui::screens::home::HomeState;
use ratatui::crossterm::event::{Event, KeyCode};
use ratatui::layout::Rect;

fn free(app: &App) -> &FreeState {
    match app.top::<FreeState>() {
        Some(f) => f,
        _ => panic!("not on the free board"),
    }
}

/// Where a point is on an 80 x 24 screen.
fn point(app: &App, s: Square) -> (u16, u16) {
    let body = layout::chrome(Rect::new(0, 0, 80, 24)).body;
    layout::board_split(body, app.style()).geometry.cell(s)
}

fn line_with<'a>(screen: &'a str, needle: &str) -> &'a str {
    screen
        .lines()
        .find(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no line with {needle:?} in\n{screen}"))
}

#[test]
fn a_move_with_the_keyboard() {
    let mut a = app("zh");
    open(&mut a, HomeEntry::Free);
    assert_eq!(free(&a).cursor, sq("e2"));
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("轮到楚方走棋。"), "{screen}");
    // e2 -> b1 with hjkl: down one, left three.
    a.press(KeyCode::Char('j'));
    for _ in 0..3 {
        a.press(KeyCode::Char('h'));
    }
    assert_eq!(free(&a).cursor, sq("b1"));
    a.press(KeyCode::Enter);
    let mut lit = free(&a).lit.clone();
    lit.sort();
    assert_eq!(lit, vec![sq("a3"), sq("c3")]);
    let screen = draw(&mut a, 80, 24);
    assert!(
        line_with(&screen, " 3 ").contains("〇--包--〇"),
        "lit points a3 and c3:\n{screen}"
    );
    assert!(
        line_with(&screen, " 1 ").contains("-[馬]-"),
        "cursor on the horse"
    );
    // Up twice and right once: c3, a lit point; Space completes the move.
    a.press(KeyCode::Up);
    a.press(KeyCode::Char('k'));
    a.press(KeyCode::Char('l'));
    assert_eq!(free(&a).cursor, sq("c3"));
    a.press(KeyCode::Char(' '));
    let f = free(&a);
    assert_eq!(f.moves, vec![Move::new(sq("b1"), sq("c3"))]);
    assert_eq!(f.pos.turn(), Color::Han);
    assert!(f.selected.is_none() && f.lit.is_empty());
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("轮到汉方走棋。"), "{screen}");
    assert!(screen.contains("楚方走了 b1c3。"), "{screen}");
    // Take it back with u.
    a.press(KeyCode::Char('u'));
    assert!(free(&a).moves.is_empty());
    assert_eq!(free(&a).pos.turn(), Color::Cho);
}

#[test]
fn a_move_with_the_mouse_and_an_illegal_try() {
    let mut a = app("en");
    a.handle_event(&Event::Resize(80, 24));
    open(&mut a, HomeEntry::Free);
    // Cho's chariot a1: nothing between it and a4's soldier, so a2, a3 light up.
    let (x, y) = point(&a, sq("a1"));
    a.click(x, y);
    assert_eq!(free(&a).selected, Some(sq("a1")));
    let mut lit = free(&a).lit.clone();
    lit.sort();
    assert_eq!(lit, vec![sq("a2"), sq("a3")]);
    // A point that is not lit: the engine's reason, and the blocking soldier marked.
    let (x, y) = point(&a, sq("a6"));
    a.click(x, y);
    let f = free(&a);
    assert!(f.moves.is_empty());
    let note = f.note.clone().unwrap();
    assert_eq!(note.lines[1].id, "reason-chariot-blocked");
    assert_eq!(note.squares, vec![sq("a4")]);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("a1a6 is not legal:"), "{screen}");
    assert!(
        screen.contains("The chariot is blocked by the piece"),
        "{screen}"
    );
    assert!(line_with(&screen, " 4 ").contains("*卒*"), "{screen}");
    // A lit point completes the move; the click lands on the marker slot too.
    let (x, y) = point(&a, sq("a3"));
    a.click(x - 1, y);
    assert_eq!(free(&a).moves, vec![Move::new(sq("a1"), sq("a3"))]);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Han to move."), "{screen}");
    // Clicking an enemy piece now is Han's own piece: select Han's horse b10, move to c8.
    let (x, y) = point(&a, sq("b10"));
    a.click(x, y);
    assert_eq!(free(&a).selected, Some(sq("b10")));
    let (x, y) = point(&a, sq("c8"));
    a.click(x, y);
    assert_eq!(free(&a).moves.len(), 2);
    assert_eq!(free(&a).pos.turn(), Color::Cho);
}

#[test]
fn nothing_lights_up_for_a_piece_that_cannot_move() {
    let mut a = app("ko");
    open(&mut a, HomeEntry::Free);
    // The cannon on b3 at the start has no usable screen anywhere.
    a.press(KeyCode::Char('m'));
    assert!(a.input().is_some());
    a.press(KeyCode::Esc);
    assert!(a.input().is_none());
    let (x, y) = point(&a, sq("b3"));
    a.click(x, y);
    assert!(free(&a).lit.is_empty());
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("켜진 칸이 없습니다."), "{screen}");
}

#[test]
fn typed_moves_fen_and_rule_sets() {
    let mut a = app("en");
    open(&mut a, HomeEntry::Free);
    a.press(KeyCode::Char('m'));
    a.type_text("b1c3x");
    a.press(KeyCode::Backspace);
    a.press(KeyCode::Enter);
    assert_eq!(free(&a).moves.len(), 1);
    // A pasted FEN (bracketed paste) opens the FEN line with the text in it.
    a.handle_event(&Event::Paste(
        "4k4/9/9/9/9/9/9/9/4P4/4K4 w - - 0 1\n".into(),
    ));
    assert_eq!(
        a.input().map(|i| i.text.as_str()),
        Some("4k4/9/9/9/9/9/9/9/4P4/4K4 w - - 0 1")
    );
    a.press(KeyCode::Enter);
    let f = free(&a);
    assert!(f.moves.is_empty());
    assert!(f.relaxed, "a soldier on rank 2 cannot occur in a game");
    // No pass under the basic rules; under janggi there is.
    a.press(KeyCode::Char('m'));
    a.type_text("e1e1");
    a.press(KeyCode::Enter);
    assert_eq!(
        free(&a).note.clone().unwrap().lines[1].id,
        "reason-pass-not-allowed"
    );
    a.press(KeyCode::Char('r'));
    assert_eq!(free(&a).rules().id(), "janggi");
    a.press(KeyCode::Char('m'));
    a.type_text("e1e1");
    a.press(KeyCode::Enter);
    assert_eq!(free(&a).moves.len(), 1);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Cho passed."), "{screen}");
    // The menu does the same by keyboard alone: Tab, down to "start position", Enter.
    a.press(KeyCode::Tab);
    for _ in 0..4 {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Enter);
    assert_eq!(free(&a).pos.fen(), crate::rules::START_FEN);
    // q backs out to the home screen, and q there quits.
    a.press(KeyCode::Char('q'));
    assert!(a.top::<HomeState>().is_some());
    a.press(KeyCode::Char('q'));
    assert!(a.quit());
}
