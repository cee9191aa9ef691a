//! Every screen, the dialogs and the "enlarge the terminal" message, drawn in every language at
//! the smallest supported size (80 x 24) and a large one (120 x 40): snapshots of English at
//! 80 x 24, of Chinese and Korean where their width and wrapping differ and of 120 x 40 where
//! the layout changes (see `snap!`); the other variants checked by the asserts below.

use crate::i18n::Message;
use crate::tests::tui_common::{
    LANGS, SIZES, app, config, draw, from_column, open, squeeze, too_small_message, tr,
};
use crate::tui::app::{App, HomeEntry};
use crate::tui::screens::exercise::ExerciseState;
use ratatui::crossterm::event::KeyCode;

fn opened(lang: &str, entry: HomeEntry) -> App {
    let mut a = app(lang);
    open(&mut a, entry);
    a
}

#[test]
fn home() {
    crate::tests::tui_common::snap!("home", app, crate::tests::tui_common::CJK);
    // A game against the AI is on the first screen at 80x24, right after Continue and Review.
    let mut a = app("en");
    let screen = crate::tests::tui_common::draw(&mut a, 80, 24);
    assert!(screen.contains("Play a game against the AI"), "{screen}");
}

#[test]
fn free_board_start() {
    crate::tests::tui_common::snap!(
        "free",
        |lang| opened(lang, HomeEntry::Free),
        crate::tests::tui_common::CJK_AND_LARGE
    );
}

#[test]
fn free_board_piece_selected() {
    // After c4c5 c7c6, the soldier on c5 selected: its three legal points lit (b5, d5 and the
    // capture of Han's soldier on c6).
    crate::tests::tui_common::snap!("free_selected", |lang| {
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
    crate::tests::tui_common::snap!("free_illegal", |lang| {
        let mut a = opened(lang, HomeEntry::Free);
        a.press(KeyCode::Char('m'));
        a.type_text("c1e4");
        a.press(KeyCode::Enter);
        a
    });
}

#[test]
fn free_board_letters_and_input_line() {
    crate::tests::tui_common::snap!("free_letters", |lang| {
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
    crate::tests::tui_common::snap!(
        "settings",
        |lang| opened(lang, HomeEntry::Settings),
        crate::tests::tui_common::CJK
    );
}

#[test]
fn settings_board_style() {
    crate::tests::tui_common::snap!("settings_board", |lang| {
        let mut a = opened(lang, HomeEntry::Settings);
        a.press(KeyCode::Down);
        a
    });
}

#[test]
fn rules_reference() {
    crate::tests::tui_common::snap!(
        "rules",
        |lang| opened(lang, HomeEntry::Rules),
        crate::tests::tui_common::CJK
    );
}

#[test]
fn rules_reference_versions() {
    crate::tests::tui_common::snap!("rules_versions", |lang| {
        let mut a = opened(lang, HomeEntry::Rules);
        for _ in 0..7 {
            a.press(KeyCode::Down);
        }
        a
    });
}

#[test]
fn key_help() {
    crate::tests::tui_common::snap!(
        "help",
        |lang| {
            let mut a = opened(lang, HomeEntry::Free);
            a.press(KeyCode::Char('?'));
            a
        },
        crate::tests::tui_common::CJK_AND_LARGE
    );
}

#[test]
fn reset_confirmation() {
    crate::tests::tui_common::snap!("confirm_reset", |lang| {
        let mut a = opened(lang, HomeEntry::Settings);
        // The last row: reset.
        for _ in 1..crate::tui::app::SettingItem::ALL.len() {
            a.press(KeyCode::Down);
        }
        a.press(KeyCode::Enter);
        a
    });
}

#[test]
fn warning_at_start() {
    crate::tests::tui_common::snap!(
        "notice",
        |lang| {
            let mut c = config(lang);
            c.warnings.push(
                Message::new("progress-corrupt")
                    .arg("path", "data/progress.json")
                    .arg("detail", "expected value at line 1 column 1")
                    .arg("moved", "data/progress.json.corrupt-1700000000"),
            );
            App::new(c)
        },
        crate::tests::tui_common::CJK
    );
}

#[test]
fn terminal_too_small() {
    let text = draw(&mut app("en"), 60, 20);
    insta::assert_snapshot!("too_small_en", text);
    for lang in LANGS {
        let text = draw(&mut app(lang), 60, 20);
        assert_eq!(
            squeeze(&text),
            squeeze(&too_small_message(lang, 60, 20)),
            "{lang}: the message alone, whole (wrapped, not cut)\n{text}"
        );
        let rows: Vec<usize> = (text.lines().enumerate())
            .filter(|(_, l)| !l.trim().is_empty())
            .map(|(i, _)| i)
            .collect();
        assert_eq!(
            rows[0],
            (20 - rows.len()) / 2,
            "{lang}: the message is centred vertically\n{text}"
        );
    }
}

/// What the free board's Chinese and Korean snapshots at 120 x 40 showed: the side panel
/// beside the board from its top row, and the command list at the bottom of the panel, its
/// last line just above the status line, at both sizes.
#[test]
fn the_free_board_panel_is_beside_the_board_with_the_commands_at_the_bottom() {
    for lang in LANGS {
        for (w, h) in SIZES {
            let text = draw(&mut opened(lang, HomeEntry::Free), w, h);
            let panel = from_column(&text, 41);
            let panel: Vec<&str> = panel.lines().collect();
            assert!(
                !panel[1].trim().is_empty(),
                "{lang} {w}x{h}: the panel starts beside the board's top row\n{text}"
            );
            assert!(
                panel[usize::from(h) - 3].trim_start().starts_with("n  "),
                "{lang} {w}x{h}: the commands end just above the status line\n{text}"
            );
        }
    }
}

/// What the settings snapshots in zh and ko showed: the description of the row under the
/// cursor is whole in the right-hand pane, wrapped within it, at both sizes.
#[test]
fn the_settings_description_wraps_within_its_pane() {
    for lang in LANGS {
        for (w, h) in SIZES {
            let text = draw(&mut opened(lang, HomeEntry::Settings), w, h);
            let heading = tr(lang, "settings-about");
            let row = text.lines().nth(1).unwrap();
            let at = row.find(&heading).expect("the pane's heading");
            let column = unicode_width::UnicodeWidthStr::width(&row[..at]);
            let pane = from_column(&text, column);
            let desc = tr(lang, "settings-language-desc");
            assert!(
                squeeze(&pane).contains(&squeeze(&desc)),
                "{lang} {w}x{h}: the description, whole, in the pane\n{text}"
            );
        }
    }
}

/// What the exercise snapshots at both sizes showed of the key bar: at 80 columns it drops
/// the least needed hints (Esc cancel), at 120 columns it has room for them, in every language.
#[test]
fn the_key_bar_drops_hints_only_when_it_is_short() {
    for lang in LANGS {
        let mut a = exercise(lang, 1);
        let bar = |text: String| text.lines().last().unwrap().to_string();
        let small = bar(draw(&mut a, 80, 24));
        let large = bar(draw(&mut a, 120, 40));
        assert!(!small.contains("Esc"), "{lang}: 80 columns: {small}");
        assert!(large.contains("Esc"), "{lang}: 120 columns: {large}");
        assert!(
            small.split("  ").all(|hint| large.contains(hint.trim())),
            "{lang}: every hint of the short bar is in the long one\n{small}\n{large}"
        );
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
    crate::tests::tui_common::snap!("lesson", lesson_page, crate::tests::tui_common::CJK);
}

#[test]
fn exercise_destinations_answered_wrong() {
    crate::tests::tui_common::snap!("ex_destinations", |lang| {
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
    crate::tests::tui_common::snap!(
        "ex_judge",
        |lang| exercise(lang, 1),
        crate::tests::tui_common::CJK
    );
}

#[test]
fn exercise_play_piece_selected() {
    crate::tests::tui_common::snap!("ex_play", |lang| {
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
    crate::tests::tui_common::snap!(
        "ex_choice",
        |lang| {
            let mut a = exercise(lang, 3);
            a.press(KeyCode::Char('1'));
            a.press(KeyCode::Char('s'));
            a
        },
        crate::tests::tui_common::CJK_AND_LARGE
    );
}

#[test]
fn exercise_lines_solved() {
    crate::tests::tui_common::snap!("ex_lines", |lang| {
        let mut a = exercise(lang, 4);
        let rows = match a.top::<ExerciseState>() {
            Some(e) => e.rows(),
            _ => unreachable!(),
        };
        let up = rows
            .iter()
            .position(|r| matches!(r, crate::tui::exercise::AnswerRow::Line(id) if id.to_string() == "b3:up"))
            .unwrap();
        a.press(KeyCode::Char(char::from_digit(up as u32 + 1, 10).unwrap()));
        a.press(KeyCode::Char(char::from_digit(up as u32 + 1, 10).unwrap()));
        a.press(KeyCode::Char('s'));
        a
    });
}

#[test]
fn exercise_replay_second_step() {
    crate::tests::tui_common::snap!(
        "ex_replay",
        |lang| {
            let mut a = exercise(lang, 5);
            a.press(KeyCode::Char('1'));
            a.press(KeyCode::Char('n'));
            a
        },
        crate::tests::tui_common::CJK
    );
}

#[test]
fn faq_list() {
    crate::tests::tui_common::snap!("faq", |lang| opened(lang, HomeEntry::Faq));
}

#[test]
fn faq_question_opened() {
    crate::tests::tui_common::snap!(
        "faq_open",
        |lang| {
            let mut a = opened(lang, HomeEntry::Faq);
            a.press(KeyCode::Enter);
            a
        },
        crate::tests::tui_common::CJK
    );
}

/// With NO_COLOR no cell has a colour, and Han pieces are still told apart (reversed).
#[test]
fn no_color_uses_no_colour_and_keeps_the_sides_apart() {
    use crate::tui::theme::Theme;
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
    let text = crate::tui::screen_text::buffer_text(buf);
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
    crate::tests::tui_common::snap!("ex_claim", |lang| {
        let mut a = exercise(lang, 6);
        a.press(KeyCode::Char('2'));
        a
    });
}

/// What the exercise snapshots in zh and ko and at 120 x 40 showed of the side panel: each
/// fixture exercise's question is whole in the panel beside the board (wrapped within it, not
/// cut at its edge; a choice has no board and the whole width), in every language and at both
/// sizes. The replay exercise asks its steps' questions; its first step's is the one on screen.
#[test]
fn every_exercise_question_is_whole_in_its_panel() {
    use crate::lesson::model::Task;
    // Letters and digits only: the screen draws ambiguous-width punctuation as stand-ins.
    let letters = |s: &str| -> String { s.chars().filter(|c| c.is_alphanumeric()).collect() };
    for lang in LANGS {
        let l = app(lang).lessons().position("all-kinds").unwrap();
        let exercises = app(lang).lessons().list[l].exercises.clone();
        for (e, x) in exercises.iter().enumerate() {
            let question = match &x.task {
                Task::Replay { steps, .. } => steps[0].prompt.get(lang).to_string(),
                _ => x.prompt.get(lang).to_string(),
            };
            for (w, h) in SIZES {
                let mut a = app(lang);
                a.open_exercise(l, e);
                let text = draw(&mut a, w, h);
                let board = text.contains("a   b   c   d   e   f   g   h   i");
                let panel = from_column(&text, if board { 41 } else { 0 });
                assert!(
                    letters(&panel).contains(&letters(&question)),
                    "{lang} {w}x{h} {}: the question, whole, in the panel\n{text}",
                    x.id
                );
            }
        }
    }
}
