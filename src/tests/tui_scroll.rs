//! Scrolling is clamped when the key is pressed, not only when drawn: on the lesson text, the
//! rules reference and the FAQ, PageDown far past the end and then one Up moves the text at
//! once (it used to count the extra presses, so Up seemed dead for as many presses).

use crate::lesson::model::Lesson;
use crate::tests::tui_common::{FIXTURE_FAQ, FIXTURE_LESSONS, app, config, draw, open};
use crate::tui::app::{App, Config, HomeEntry};
use crate::tui::lessons::Lessons;
use ratatui::crossterm::event::KeyCode;

/// A sentence repeated until it fills more than a screen.
fn long(sentence: &str) -> String {
    vec![sentence; 40].join(" ")
}

/// The fixtures with a long English lesson introduction and FAQ answer.
fn long_texts() -> Config {
    let short_intro =
        "en: A cannon needs exactly one piece to jump, to move as well as to capture.";
    let intro = format!("en: {}", long("A cannon needs exactly one piece to jump."));
    let yaml = FIXTURE_LESSONS[0].replace(short_intro, &intro);
    assert_ne!(yaml, FIXTURE_LESSONS[0]);
    let lesson: Lesson = serde_yaml::from_str(&yaml).expect("fixture lesson parses");
    let short_answer = "en: Not under the basic rules; under the Fairy-Stockfish rule sets it may step forward along a palace line.";
    let answer = format!("en: {}", long("Not under the basic rules."));
    let faq = FIXTURE_FAQ.replace(short_answer, &answer);
    assert_ne!(faq, FIXTURE_FAQ);
    Config {
        lessons: Lessons::new(vec![lesson]),
        faq: crate::faq::Faq::from_sources(vec![("fixture-faq.yaml".into(), faq)], Vec::new())
            .expect("fixture FAQ parses"),
        ..config("en")
    }
}

/// PageDown ten times, then `up` once: the screen changes at the first press.
fn up_moves_at_once(a: &mut App, up: KeyCode, w: u16, h: u16) {
    let top = draw(a, w, h);
    a.press(KeyCode::PageDown);
    let once = draw(a, w, h);
    assert_ne!(top, once, "the text must be long enough to scroll:\n{top}");
    for _ in 0..9 {
        a.press(KeyCode::PageDown);
        draw(a, w, h);
    }
    let bottom = draw(a, w, h);
    a.press(up);
    let after_up = draw(a, w, h);
    assert_ne!(
        bottom, after_up,
        "Up after the end did nothing:\n{after_up}"
    );
}

#[test]
fn rules_text_scrolls_back_at_once() {
    let mut a = app("en");
    open(&mut a, HomeEntry::Rules);
    a.press(KeyCode::Tab);
    up_moves_at_once(&mut a, KeyCode::Up, 80, 24);
}

#[test]
fn lesson_text_scrolls_back_at_once() {
    let mut a = App::new(long_texts());
    open(&mut a, HomeEntry::Lesson(0));
    a.press(KeyCode::Tab);
    up_moves_at_once(&mut a, KeyCode::Up, 80, 24);
}

#[test]
fn faq_answer_scrolls_back_at_once() {
    let mut a = App::new(long_texts());
    open(&mut a, HomeEntry::Faq);
    // On the question list Up picks another question; PageUp scrolls the answer.
    up_moves_at_once(&mut a, KeyCode::PageUp, 80, 24);
}
