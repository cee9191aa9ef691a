//! The `!` key on an exercise, the FAQ page and the rules reference: an error report about
//! the text shown, copied as `janggi-tutor erratum` prints it, and a flash saying where it went.

use crate::tests::tui_common::{app, draw, open, tr};
use crate::tui::screens::exercise::ExerciseState;

use crate::tui::app::{App, HomeEntry};
use ratatui::crossterm::event::KeyCode;

/// Presses `!` and returns the copied report; it is also kept for printing at exit.
fn report(a: &mut App) -> String {
    a.press(KeyCode::Char('!'));
    let copied = a.take_clipboard().expect("the report is copied");
    assert_eq!(a.output(), Some(copied.as_str()), "and printed at exit");
    copied
}

#[test]
fn every_exercise_faq_and_rules_page_copies_a_report_in_the_learners_language() {
    for lang in ["en", "zh", "ko"] {
        // An exercise of the fixture lesson.
        let mut a = app(lang);
        let i = a.lessons().position("all-kinds").expect("fixture lesson");
        open(&mut a, HomeEntry::Lesson(i));
        a.press(KeyCode::Enter);
        let Some(e) = a.top::<ExerciseState>() else {
            panic!("not on an exercise")
        };
        let (lesson, index) = (e.lesson, e.index);
        let exercise = a.lessons().list[lesson].exercises[index].clone();
        let text = report(&mut a);
        assert!(text.starts_with(&tr(lang, "erratum-title")), "{text}");
        assert!(text.contains(&tr(lang, "erratum-game")), "{text}");
        assert!(text.contains(&exercise.id), "{text}");
        assert!(text.contains(exercise.prompt.get(lang)), "{text}");
        assert!(text.contains("diagram: |"), "{text}");
        assert!(text.contains(&format!("janggi-tutor {}", env!("CARGO_PKG_VERSION"))));
        let screen = squeeze(&draw(&mut a, 120, 40));
        assert!(
            screen.contains(
                &squeeze(&tr(lang, "erratum-copied"))
                    .chars()
                    .take(8)
                    .collect::<String>()
            ),
            "the flash says where it went:\n{screen}"
        );
        // The FAQ page: the question and its answer, the file and line of the entry.
        let mut a = app(lang);
        open(&mut a, HomeEntry::Faq);
        let text = report(&mut a);
        assert!(text.contains(&tr(lang, "erratum-field-answer")), "{text}");
        // The rules reference: the section's text and its place in the .ftl file.
        let mut a = app(lang);
        open(&mut a, HomeEntry::Rules);
        let text = report(&mut a);
        assert!(text.contains(&format!("i18n/{lang}/rules.ftl:")), "{text}");
        assert!(
            text.contains(
                tr(lang, "rules-ref-board-body")
                    .lines()
                    .next()
                    .unwrap()
                    .trim()
            ),
            "{text}"
        );
    }
}

fn squeeze(text: &str) -> String {
    text.split_whitespace().collect()
}

/// `erratum --fen F --rules R`: the engine's judgement is what is reported, so the report
/// quotes it (whose turn, the bikjang, in progress, the legal moves) in the user's language;
/// a position the engine refuses is written as given, with the engine's reason.
#[test]
fn a_position_report_quotes_the_engines_judgement() {
    use crate::tests::common::run_cli;
    let facing = "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
    for (lang, rules, bikjang, moves) in [
        (
            "en",
            "Janggi (Fairy-Stockfish)",
            "Bikjang",
            "Legal moves (3)",
        ),
        ("ko", "장기 (Fairy-Stockfish)", "빅장", "둘 수 있는 수("),
        ("zh", "朝鲜将棋（Fairy-Stockfish）", "逼将", "合法着法（"),
    ] {
        let (code, out, err) = run_cli(&[
            "--lang", lang, "erratum", "--fen", facing, "--rules", "janggi",
        ]);
        assert_eq!(code, 0, "{lang}: {err}");
        for part in [
            rules,
            facing,
            "diagram: |",
            "turn: cho",
            bikjang,
            moves,
            "e1e1",
        ] {
            assert!(out.contains(part), "{lang}: no {part:?} in\n{out}");
        }
    }
    let (code, out, _) = run_cli(&[
        "--lang",
        "en",
        "erratum",
        "--fen",
        "4k4/9/9/9/9/9/9/9/9/9 w - - 0 1",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("4k4/9/9/9/9/9/9/9/9/9 w - - 0 1"), "{out}");
    assert!(
        out.contains("What the engine says") && out.contains("king"),
        "{out}"
    );
}
