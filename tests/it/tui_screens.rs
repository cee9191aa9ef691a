//! Snapshots of every screen in every language, at the smallest supported size (80 x 24) and
//! a large one (120 x 40), plus the dialogs and the "enlarge the terminal" message.

use crate::tui_common;

use janggi_tutor::i18n::Message;
use janggi_tutor::tui::app::{App, HomeEntry};
use ratatui::crossterm::event::KeyCode;
use tui_common::{LANGS, app, config, draw, open};

fn opened(lang: &str, entry: HomeEntry) -> App {
    let mut a = app(lang);
    open(&mut a, entry);
    a
}

#[test]
fn home() {
    crate::snap!("home", app);
}

#[test]
fn free_board_start() {
    crate::snap!("free", |lang| opened(lang, HomeEntry::Free));
}

#[test]
fn free_board_piece_selected() {
    // The chariot on a1 after a4a5 a7a6: its legal points lit; a capture for the horse.
    crate::snap!("free_selected", |lang| {
        let mut a = opened(lang, HomeEntry::Free);
        a.press(KeyCode::Char('m'));
        a.type_text("c4c5");
        a.press(KeyCode::Enter);
        a.press(KeyCode::Char('m'));
        a.type_text("c7c6");
        a.press(KeyCode::Enter);
        // Cursor is on c6 after Han's move; go to c5 and select the soldier there.
        a.press(KeyCode::Down);
        a.press(KeyCode::Enter);
        a
    });
}

#[test]
fn free_board_illegal_try() {
    crate::snap!("free_illegal", |lang| {
        let mut a = opened(lang, HomeEntry::Free);
        a.press(KeyCode::Char('m'));
        a.type_text("c1e4");
        a.press(KeyCode::Enter);
        a
    });
}

#[test]
fn free_board_letters_and_input_line() {
    crate::snap!("free_letters", |lang| {
        let mut c = config(lang);
        c.letters = true;
        let mut a = App::new(c);
        open(&mut a, HomeEntry::Free);
        a.press(KeyCode::Char('f'));
        a.type_text("4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1");
        a
    });
}

#[test]
fn settings() {
    crate::snap!("settings", |lang| opened(lang, HomeEntry::Settings));
}

#[test]
fn settings_board_style() {
    crate::snap!("settings_board", |lang| {
        let mut a = opened(lang, HomeEntry::Settings);
        a.press(KeyCode::Down);
        a
    });
}

#[test]
fn rules_reference() {
    crate::snap!("rules", |lang| opened(lang, HomeEntry::Rules));
}

#[test]
fn rules_reference_versions() {
    crate::snap!("rules_versions", |lang| {
        let mut a = opened(lang, HomeEntry::Rules);
        for _ in 0..7 {
            a.press(KeyCode::Down);
        }
        a
    });
}

#[test]
fn key_help() {
    crate::snap!("help", |lang| {
        let mut a = opened(lang, HomeEntry::Free);
        a.press(KeyCode::Char('?'));
        a
    });
}

#[test]
fn reset_confirmation() {
    crate::snap!("confirm_reset", |lang| {
        let mut a = opened(lang, HomeEntry::Settings);
        // The last row: reset.
        for _ in 1..janggi_tutor::tui::app::SettingItem::ALL.len() {
            a.press(KeyCode::Down);
        }
        a.press(KeyCode::Enter);
        a
    });
}

#[test]
fn warning_at_start() {
    crate::snap!("notice", |lang| {
        let mut c = config(lang);
        c.warnings.push(
            Message::new("progress-corrupt")
                .arg("path", "data/progress.json")
                .arg("detail", "expected value at line 1 column 1")
                .arg("moved", "data/progress.json.corrupt-1700000000"),
        );
        App::new(c)
    });
}

#[test]
fn terminal_too_small() {
    for lang in LANGS {
        let mut a = app(lang);
        let text = draw(&mut a, 60, 20);
        insta::assert_snapshot!(format!("too_small_{lang}"), text);
    }
}

fn lesson_page(lang: &str) -> App {
    let mut a = app(lang);
    let i = a.lessons().position("all-kinds").unwrap();
    open(&mut a, HomeEntry::Lesson(i));
    a
}

fn exercise(lang: &str, index: usize) -> App {
    let mut a = lesson_page(lang);
    for _ in 0..index {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Enter);
    a
}

#[test]
fn lesson() {
    crate::snap!("lesson", lesson_page);
}

#[test]
fn exercise_destinations_answered_wrong() {
    crate::snap!("ex_destinations", |lang| {
        let mut a = exercise(lang, 0);
        a.press(KeyCode::Char('t'));
        a.press(KeyCode::Right);
        a.press(KeyCode::Enter);
        a.press(KeyCode::Char('s'));
        a
    });
}

#[test]
fn exercise_judge() {
    crate::snap!("ex_judge", |lang| exercise(lang, 1));
}

#[test]
fn exercise_play_piece_selected() {
    crate::snap!("ex_play", |lang| {
        // The cursor starts on e5; the chariot is on e2.
        let mut a = exercise(lang, 2);
        for _ in 0..3 {
            a.press(KeyCode::Down);
        }
        a.press(KeyCode::Enter);
        a
    });
}

#[test]
fn exercise_choice_solved() {
    crate::snap!("ex_choice", |lang| {
        let mut a = exercise(lang, 3);
        a.press(KeyCode::Char('1'));
        a.press(KeyCode::Char('s'));
        a
    });
}

#[test]
fn exercise_lines_solved() {
    crate::snap!("ex_lines", |lang| {
        let mut a = exercise(lang, 4);
        let rows = match a.screen() {
            janggi_tutor::tui::app::Screen::Exercise(e) => e.rows(),
            _ => unreachable!(),
        };
        let up = rows
            .iter()
            .position(|r| matches!(r, janggi_tutor::tui::exercise::AnswerRow::Line(id) if id.to_string() == "b3:up"))
            .unwrap();
        a.press(KeyCode::Char(char::from_digit(up as u32 + 1, 10).unwrap()));
        a.press(KeyCode::Char(char::from_digit(up as u32 + 1, 10).unwrap()));
        a.press(KeyCode::Char('s'));
        a
    });
}

#[test]
fn exercise_replay_second_step() {
    crate::snap!("ex_replay", |lang| {
        let mut a = exercise(lang, 5);
        a.press(KeyCode::Char('1'));
        a.press(KeyCode::Char('n'));
        a
    });
}

#[test]
fn faq_list() {
    crate::snap!("faq", |lang| opened(lang, HomeEntry::Faq));
}

#[test]
fn faq_question_opened() {
    crate::snap!("faq_open", |lang| {
        let mut a = opened(lang, HomeEntry::Faq);
        a.press(KeyCode::Enter);
        a
    });
}

/// With NO_COLOR no cell has a colour, and Han pieces are still told apart (reversed).
#[test]
fn no_color_uses_no_colour_and_keeps_the_sides_apart() {
    use janggi_tutor::tui::theme::Theme;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::style::{Color, Modifier};
    let mut c = config("en");
    c.theme = Theme::from_env(Some("1"));
    let mut a = App::new(c);
    open(&mut a, HomeEntry::Free);
    a.press(KeyCode::Char('j'));
    a.press(KeyCode::Enter);
    let mut t = Terminal::new(TestBackend::new(80, 24)).unwrap();
    t.draw(|f| f.render_widget(&a, f.area())).unwrap();
    let buf = t.backend().buffer();
    for cell in buf.content() {
        assert_eq!(cell.fg, Color::Reset, "{cell:?}");
        assert_eq!(cell.bg, Color::Reset, "{cell:?}");
    }
    let text = janggi_tutor::tui::screen_text::buffer_text(buf);
    let (han_row, cho_row) = (1 + 1, 1 + 19); // body row 1: rank 10; rank 1 at row 20
    let find = |row: u16, glyph: &str| {
        (0..80)
            .find(|x| buf[(*x, row)].symbol() == glyph)
            .unwrap_or_else(|| panic!("{glyph} on row {row}\n{text}"))
    };
    let han = &buf[(find(han_row, "車"), han_row)];
    let cho = &buf[(find(cho_row, "車"), cho_row)];
    assert!(han.modifier.contains(Modifier::REVERSED));
    assert!(!cho.modifier.contains(Modifier::REVERSED));
}

/// Resizing redraws: too small shows the message, large enough shows the screen again.
#[test]
fn resize_redraws() {
    use ratatui::crossterm::event::Event;
    let mut a = app("ko");
    a.handle_event(&Event::Resize(70, 20));
    let small = draw(&mut a, 70, 20);
    assert!(
        small.contains("터미널 창이 너무 작습니다(70 x 20)"),
        "{small}"
    );
    // Clicks on a too-small screen do nothing (and never panic).
    a.click(10, 10);
    a.handle_event(&Event::Resize(90, 30));
    let big = draw(&mut a, 90, 30);
    assert!(big.contains("규칙 이해"), "{big}");
}

#[test]
fn exercise_claim_answered_wrong() {
    crate::snap!("ex_claim", |lang| {
        let mut a = exercise(lang, 6);
        a.press(KeyCode::Char('2'));
        a
    });
}
