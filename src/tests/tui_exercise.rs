//! Event tests on the exercise screen: one full exercise of each kind answered right and
//! answered wrong, by keys and by mouse, asserting the state, the stars and the screen.

use crate::lesson::lint::lint_sources;
use crate::lesson::load::{Origin, Source};
use crate::rules::{Square, sq};
use crate::tests::tui_common::ex;
use crate::tests::tui_common::{FIXTURE_LESSONS, app, draw, open};
use crate::tui::app::{App, HomeEntry};
use crate::tui::exercise::AnswerRow;
use crate::tui::screens::home::HomeState;
use crate::tui::screens::lesson::LessonState;
use ratatui::crossterm::event::KeyCode;

const LESSON: &str = "all-kinds";

/// Home -> the fixture lesson -> its exercise `index`, by keys alone.
fn exercise(lang: &str, index: usize) -> App {
    let mut a = app(lang);
    let i = a.lessons().position(LESSON).expect("fixture lesson");
    open(&mut a, HomeEntry::Lesson(i));
    assert!(a.top::<LessonState>().is_some());
    for _ in 0..index {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Enter);
    assert_eq!(ex(&a).index, index);
    a
}

fn stars(a: &App, exercise: &str) -> u8 {
    a.progress().stars(LESSON, exercise)
}

/// Moves the board cursor to `to` with the arrow keys.
fn cursor_to(a: &mut App, to: Square) {
    crate::tests::tui_common::walk_cursor(a, to, |a| ex(a).cursor);
}

/// Presses Enter on the answer row that `want` picks.
fn choose_row(a: &mut App, want: impl Fn(&AnswerRow) -> bool) {
    let rows = ex(a).rows();
    let target = rows.iter().position(want).expect("row exists");
    // Tab until the answer list has the focus, then walk to the row.
    for _ in 0..3 {
        if ex(a).focus == crate::tui::exercise::ExFocus::Answer {
            break;
        }
        a.press(KeyCode::Tab);
    }
    while ex(a).row > target {
        a.press(KeyCode::Up);
    }
    while ex(a).row < target {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Enter);
}

fn verdict(a: &App) -> (bool, bool) {
    let v = ex(a).verdict.as_ref().expect("a verdict");
    (v.correct, v.solved)
}

#[test]
fn fixture_lessons_are_lint_clean() {
    let sources: Vec<Source> = FIXTURE_LESSONS
        .iter()
        .enumerate()
        .map(|(i, t)| Source {
            path: format!("fixture-{i}.yaml"),
            text: t.to_string(),
            origin: Origin::Folder,
        })
        .collect();
    let problems = lint_sources(&sources);
    assert!(problems.is_empty(), "{problems:?}");
}

#[test]
fn destinations_right() {
    let mut a = exercise("en", 0);
    assert_eq!(
        ex(&a).cursor,
        sq("b1"),
        "the cursor starts on the piece asked about"
    );
    for p in ["a3", "c3"] {
        cursor_to(&mut a, sq(p));
        a.press(KeyCode::Enter);
    }
    assert_eq!(ex(&a).marks, vec![sq("a3"), sq("c3")]);
    a.press(KeyCode::Char('s'));
    assert_eq!(verdict(&a), (true, true));
    assert_eq!(stars(&a, "horse-points"), 3);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Right!"), "{screen}");
    assert!(screen.contains("Stars: ***"), "{screen}");
}

#[test]
fn destinations_wrong_with_a_hint_then_right() {
    let mut a = exercise("zh", 0);
    a.press(KeyCode::Char('t'));
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("提示 1：一共两个点。"), "{screen}");
    cursor_to(&mut a, sq("d2"));
    a.press(KeyCode::Enter);
    a.press(KeyCode::Char('s'));
    assert_eq!(verdict(&a), (false, false));
    let v = ex(&a).verdict.clone().unwrap();
    // The wrong mark is explained by the engine (the blocked leg c1 is highlighted).
    assert!(v.feedback.iter().any(|f| f.squares.contains(&sq("c1"))));
    assert!(ex(&a).highlights().marked.contains(&sq("c1")));
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("还不对。"), "{screen}");
    assert_eq!(
        stars(&a, "horse-points"),
        0,
        "nothing recorded until solved"
    );
    // Fix the marks on the board (the wrong verdict gives way to a new try) and check again.
    a.press(KeyCode::Enter); // unmark d2
    for p in ["a3", "c3"] {
        cursor_to(&mut a, sq(p));
        a.press(KeyCode::Enter);
    }
    a.press(KeyCode::Char('s'));
    assert_eq!(verdict(&a), (true, true));
    // One wrong try and one hint cost stars, but solving earns at least one.
    let s = stars(&a, "horse-points");
    assert!((1..3).contains(&s), "{s}");
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("自检标准"), "{screen}");
}

/// A judge in two parts: "illegal" first (right so far), then the reason from the short list.
fn judge_illegal_because(a: &mut App, reason: &'static str) {
    choose_row(a, |r| *r == AnswerRow::Illegal(None));
    assert!(
        ex(a).verdict.as_ref().is_some_and(|v| v.partial),
        "right so far"
    );
    assert!(ex(a).why, "the question goes on to why");
    choose_row(a, |r| *r == AnswerRow::Illegal(Some(reason)));
}

#[test]
fn judge_right_with_the_reason() {
    let mut a = exercise("ko", 1);
    judge_illegal_because(&mut a, "horse-leg-blocked");
    assert_eq!(verdict(&a), (true, true));
    assert_eq!(stars(&a, "horse-judge"), 3);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("맞았습니다!"), "{screen}");
}

#[test]
fn judge_wrong() {
    let mut a = exercise("en", 1);
    choose_row(&mut a, |r| *r == AnswerRow::Legal);
    assert_eq!(verdict(&a), (false, false));
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Not right yet."), "{screen}");
    assert!(screen.contains("Not so: b1d2 is illegal."), "{screen}");
    // The reason is not handed over after one miss.
    assert!(!screen.contains("What stops b1d2"), "{screen}");
    // A number picks a row directly: 2 = illegal, right so far; then why, by its number.
    a.press(KeyCode::Char('2'));
    assert!(ex(&a).verdict.as_ref().is_some_and(|v| v.partial));
    let n = ex(&a)
        .rows()
        .iter()
        .position(|r| *r == AnswerRow::Illegal(Some("horse-leg-blocked")))
        .expect("the engine's reason is offered");
    a.press(KeyCode::Char(char::from(b'1' + n as u8)));
    assert_eq!(verdict(&a), (true, true));
    assert_eq!(stars(&a, "horse-judge"), 2);
}

#[test]
fn play_right_by_mouse() {
    let mut a = exercise("en", 2);
    // Clicks land on the frame the learner sees: draw it first.
    draw(&mut a, 80, 24);
    let geometry = ex(&a).drawn.get().unwrap().board.unwrap().geometry;
    let (x, y) = geometry.cell(sq("e2"));
    a.click(x, y);
    assert_eq!(ex(&a).selected, Some(sq("e2")));
    // The piece only: its legal points would answer the question.
    assert!(ex(&a).lit.is_empty());
    let (x, y) = geometry.cell(sq("e6"));
    a.click(x, y);
    assert_eq!(verdict(&a), (true, true));
    assert_eq!(stars(&a, "chariot-capture"), 3);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("e2e6 reaches the goal"), "{screen}");
}

#[test]
fn play_wrong_then_typed() {
    let mut a = exercise("en", 2);
    a.press(KeyCode::Char('m'));
    a.type_text("e2e3");
    a.press(KeyCode::Enter);
    assert_eq!(verdict(&a), (false, false));
    let screen = draw(&mut a, 80, 24);
    assert!(
        screen.contains("e2e3 is legal, but it does not"),
        "{screen}"
    );
    // An illegal move is judged too, with the engine's reason.
    a.press(KeyCode::Char('m'));
    a.type_text("e2e8");
    a.press(KeyCode::Enter);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("e2e8 is illegal."), "{screen}");
    a.press(KeyCode::Char('m'));
    a.type_text("e2e6");
    a.press(KeyCode::Enter);
    assert_eq!(verdict(&a), (true, true));
    assert_eq!(stars(&a, "chariot-capture"), 1);
}

#[test]
fn choice_right_and_wrong() {
    let mut a = exercise("en", 3);
    assert!(!ex(&a).has_board(), "a concept question has no board");
    a.press(KeyCode::Char('2'));
    a.press(KeyCode::Char('s'));
    assert_eq!(verdict(&a), (false, false));
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("[x] 2."), "{screen}");
    assert!(screen.contains("Not right yet."), "{screen}");
    // Untick 2, tick 1 (the list's own keys), check.
    a.press(KeyCode::Char('2'));
    choose_row(&mut a, |r| *r == AnswerRow::Option(0));
    a.press(KeyCode::Char('s'));
    assert_eq!(verdict(&a), (true, true));
    assert_eq!(stars(&a, "cannon-facts"), 2);
}

/// Seen on screen: after "Right!", a newcomer's Enter unticked an option and took the
/// verdict away. A right answer is final: Enter (as `n`) goes straight on to the next
/// exercise, and the bar says so.
#[test]
fn enter_after_a_right_answer_goes_on_to_the_next_exercise() {
    for lang in ["en", "zh", "ko"] {
        let mut a = exercise(lang, 3);
        a.press(KeyCode::Char('1'));
        a.press(KeyCode::Char('s'));
        assert_eq!(verdict(&a), (true, true), "{lang}");
        let screen = draw(&mut a, 80, 24);
        let bar = screen.lines().last().unwrap_or_default().to_string();
        let next = crate::tests::tui_common::tr(lang, "key-help-next");
        assert!(bar.contains(&next), "{lang}: {bar}");
        a.press(KeyCode::Enter);
        assert_eq!(ex(&a).index, 4, "{lang}: Enter opened the next exercise");
        assert!(ex(&a).verdict.is_none(), "{lang}");
        assert_eq!(stars(&a, "cannon-facts"), 3, "{lang}: the stars stay");
    }
}

#[test]
fn lines_right_and_wrong() {
    let mut a = exercise("en", 4);
    let up = |r: &AnswerRow| matches!(r, AnswerRow::Line(id) if id.to_string() == "b3:up");
    // Enter cycles no change -> opened -> closed. "Opened" is wrong.
    choose_row(&mut a, up);
    a.press(KeyCode::Char('s'));
    assert_eq!(verdict(&a), (false, false));
    let screen = draw(&mut a, 100, 30);
    assert!(screen.contains("did not open, it closed"), "{screen}");
    a.press(KeyCode::Enter);
    a.press(KeyCode::Char('s'));
    assert_eq!(verdict(&a), (true, true));
    let screen = draw(&mut a, 100, 30);
    assert!(screen.contains("cannon on b3, up: closed"), "{screen}");
    // The board shows the position after the move; , steps back to before it.
    assert_eq!(
        ex(&a).shown_position().unwrap().0.board().get(sq("b5")),
        None
    );
    a.press(KeyCode::Char(','));
    assert!(
        ex(&a)
            .shown_position()
            .unwrap()
            .0
            .board()
            .get(sq("b5"))
            .is_some()
    );
    assert_eq!(stars(&a, "screen-leaves"), 2);
}

#[test]
fn replay_steps_right() {
    let mut a = exercise("en", 5);
    let cur = ex(&a).current().unwrap();
    assert_eq!(cur.step, Some((0, 2)));
    choose_row(&mut a, |r| *r == AnswerRow::Truth(true));
    assert_eq!(
        verdict(&a),
        (true, false),
        "step 1 right, the replay goes on"
    );
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Press n for the next step."), "{screen}");
    a.press(KeyCode::Char('n'));
    let cur = ex(&a).current().unwrap();
    assert_eq!(cur.step, Some((1, 2)));
    // After two moves the board shows the second one.
    assert_eq!(
        ex(&a).highlights().last_move,
        Some("b10c8".parse().unwrap())
    );
    judge_illegal_because(&mut a, "horse-leg-blocked");
    assert_eq!(verdict(&a), (true, true));
    assert_eq!(stars(&a, "two-horses"), 3);
}

#[test]
fn replay_step_wrong() {
    let mut a = exercise("en", 5);
    choose_row(&mut a, |r| *r == AnswerRow::Truth(false));
    assert_eq!(verdict(&a), (false, false));
    assert_eq!(
        ex(&a).current().unwrap().step,
        Some((0, 2)),
        "still on step 1"
    );
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Not right yet."), "{screen}");
}

#[test]
fn claim_right_and_wrong() {
    let mut a = exercise("en", 6);
    choose_row(&mut a, |r| *r == AnswerRow::Truth(false));
    assert_eq!(verdict(&a), (false, false));
    let screen = draw(&mut a, 80, 24);
    assert!(
        screen.contains("Not so: the statement is true."),
        "{screen}"
    );
    a.press(KeyCode::Char('1'));
    assert_eq!(verdict(&a), (true, true));
    // Told the answer by the miss: one star at most.
    assert_eq!(stars(&a, "soldier-claim"), 1);
}

#[test]
fn next_goes_through_the_lesson_and_back_to_its_page() {
    let mut a = exercise("en", 6);
    a.press(KeyCode::Char('1'));
    a.press(KeyCode::Char('n'));
    // The fixture lesson is the last of 复盘检验: the first-game page comes first, over the
    // lesson page; the praise for the lesson shows with it.
    assert!(
        a.top::<crate::tui::screens::lesson_end::first_game::FirstGameState>()
            .is_some(),
        "the last review lesson ends on the first-game page"
    );
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Lesson finished"), "{screen}");
    a.press(KeyCode::Char('q'));
    assert!(
        a.top::<LessonState>().is_some(),
        "last exercise: back to the lesson"
    );
    let screen = draw(&mut a, 80, 24);
    assert!(
        screen.contains("*** "),
        "its stars show on the page:\n{screen}"
    );
    // From an earlier exercise, n opens the next one in place (q still leads back).
    let mut b = exercise("en", 0);
    b.press(KeyCode::Char('s'));
    b.press(KeyCode::Char('n'));
    assert_eq!(ex(&b).index, 1);
    b.press(KeyCode::Char('q'));
    assert!(b.top::<LessonState>().is_some());
    b.press(KeyCode::Char('q'));
    assert!(b.top::<HomeState>().is_some());
}

#[test]
fn language_switch_changes_lesson_texts_at_once() {
    let mut a = exercise("en", 1);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Can the horse on b1 go to d2?"), "{screen}");
    // Back home, settings, language -> zh, back to the same exercise.
    a.press(KeyCode::Char('q'));
    a.press(KeyCode::Char('q'));
    open(&mut a, HomeEntry::Settings);
    while a.lang() != "zh" {
        a.press(KeyCode::Right);
    }
    a.press(KeyCode::Char('q'));
    let i = a.lessons().position(LESSON).unwrap();
    open(&mut a, HomeEntry::Lesson(i));
    a.press(KeyCode::Down);
    a.press(KeyCode::Enter);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("b1 的马能走到 d2 吗？"), "{screen}");
}
