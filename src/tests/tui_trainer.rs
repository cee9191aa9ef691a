//! Issue 13 on screen, with the embedded lessons: options shown in full at every size and in
//! every language, replay steps one at a time with their options, a found move played on the
//! board, no answer shown before the learner gives it.

use crate::lesson::checked::CheckedTask;
use crate::lesson::model::Task;
use crate::tests::tui_common::{LANGS, SIZES};
use crate::tests::tui_common::{ex, open_ex};
use crate::tui::app::{App, Config};
use crate::tui::exercise::{AnswerRow, ExFocus};
use crate::tui::screens::home::HomeState;
use crate::tui::screens::lesson::LessonState;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;

pub(crate) fn embedded_app(lang: &str) -> App {
    let (lessons, _) = crate::tui::load_lessons(None);
    App::new(Config {
        lessons,
        cli_lang: Some(lang.into()),
        ..Config::for_tests()
    })
}

fn draw_buf(a: &mut App, w: u16, h: u16) -> Buffer {
    a.resize(w, h);
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("backend");
    t.draw(|f| f.render_widget(&*a, f.area())).expect("draw");
    t.backend().buffer().clone()
}

/// The text of the answer list as drawn, without any whitespace.
fn answer_text(a: &App, buf: &Buffer) -> String {
    let area = ex(a)
        .drawn
        .get()
        .and_then(|l| l.answer)
        .expect("answer list");
    let mut s = String::new();
    for y in area.y..area.bottom() {
        // The last column holds the "more" mark, not text.
        for x in area.x..area.right().saturating_sub(1) {
            s.push_str(buf[(x, y)].symbol());
        }
    }
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

/// Without whitespace; the middle dot as the screen draws it (ambiguous-width `·` becomes
/// the always-wide `・`, see `view::text::display_safe`).
fn squeeze(s: &str) -> String {
    s.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| if c == '·' { '・' } else { c })
        .collect()
}

fn option_texts(a: &App, lang: &str) -> Vec<String> {
    match ex(a).current().map(|c| c.task) {
        Some(CheckedTask::Choice { options }) => options
            .iter()
            .map(|o| o.text.get(lang).to_string())
            .collect(),
        _ => panic!("not a choice"),
    }
}

/// Walks the cursor over every option: each one, when selected, is on screen in full.
fn every_option_in_full(a: &mut App, lang: &str, w: u16, h: u16) {
    let texts = option_texts(a, lang);
    while ex(a).focus != ExFocus::Answer {
        a.press(KeyCode::Tab);
    }
    while ex(a).row > 0 {
        a.press(KeyCode::Up);
    }
    for (i, t) in texts.iter().enumerate() {
        assert_eq!(ex(a).row, i);
        let buf = draw_buf(a, w, h);
        let shown = answer_text(a, &buf);
        assert!(
            shown.contains(&squeeze(t)),
            "{lang} {w}x{h}: option {} not in full:\n{t}\nshown: {shown}",
            i + 1
        );
        a.press(KeyCode::Down);
    }
}

#[test]
fn setup_options_are_shown_in_full() {
    for lang in LANGS {
        for (w, h) in SIZES {
            let mut a = embedded_app(lang);
            open_ex(&mut a, "board-and-setup", "default-layout");
            every_option_in_full(&mut a, lang, w, h);
        }
    }
}

#[test]
fn setup_question_at_80x24_english_snapshot() {
    let mut a = embedded_app("en");
    open_ex(&mut a, "board-and-setup", "default-layout");
    insta::assert_snapshot!(crate::tests::tui_common::draw(&mut a, 80, 24));
}

/// Enter on the first answer row `want` picks.
fn pick_row(a: &mut App, want: impl Fn(&AnswerRow) -> bool) {
    let r = ex(a).rows().iter().position(want).expect("row");
    while ex(a).focus != ExFocus::Answer {
        a.press(KeyCode::Tab);
    }
    while ex(a).row > r {
        a.press(KeyCode::Up);
    }
    while ex(a).row < r {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Enter);
}

/// Answers the current replay step right (the checker's answer key, from the lesson).
fn answer_step_right(a: &mut App) {
    let task = ex(a).current().expect("task").task;
    match task {
        CheckedTask::Judge { .. } => {
            // Two parts: "illegal" (right so far), then the engine's reason from the short list.
            pick_row(a, |r| matches!(r, AnswerRow::Illegal(None)));
            assert!(ex(a).why, "why? follows");
            pick_row(a, |r| {
                matches!(r, AnswerRow::Illegal(Some("cannon-screen-cannon")))
            });
        }
        CheckedTask::Lines { .. } => {
            while ex(a).focus != ExFocus::Answer {
                a.press(KeyCode::Tab);
            }
            // b3:up opened: one press on its row.
            let rows = ex(a).rows();
            let r = rows
                .iter()
                .position(|r| matches!(r, AnswerRow::Line(id) if id.to_string() == "b3:up"))
                .expect("b3:up row");
            while ex(a).row < r {
                a.press(KeyCode::Down);
            }
            a.press(KeyCode::Enter);
            a.press(KeyCode::Char('s'));
        }
        t => panic!("unexpected step {t:?}"),
    }
}

#[test]
fn replay_steps_one_at_a_time_and_options_show_their_text() {
    for lang in LANGS {
        for (w, h) in SIZES {
            let mut a = embedded_app(lang);
            open_ex(&mut a, "cannon-lines", "replay-screen-swap");
            answer_step_right(&mut a);
            assert!(ex(&a).verdict.as_ref().is_some_and(|v| v.correct), "{lang}");
            // Still step 1 on screen, with its feedback; the bar offers the next step.
            assert_eq!(ex(&a).current().and_then(|c| c.step), Some((0, 3)));
            let screen = crate::tests::tui_common::draw(&mut a, w, h);
            let next_step = match lang {
                "en" => "next step",
                "zh" => "下一步",
                _ => "다음으로",
            };
            let bar = screen.lines().last().unwrap_or_default();
            assert!(bar.contains(&format!("n {next_step}")), "{lang}: {bar}");
            a.press(KeyCode::Char('n'));
            assert_eq!(ex(&a).current().and_then(|c| c.step), Some((1, 3)));
            assert!(ex(&a).verdict.is_none(), "a fresh step shows no feedback");
            answer_step_right(&mut a);
            a.press(KeyCode::Char('n'));
            assert_eq!(ex(&a).current().and_then(|c| c.step), Some((2, 3)));
            assert!(
                ex(&a).highlights().marked.is_empty(),
                "{lang}: marks of step 2 left"
            );
            every_option_in_full(&mut a, lang, w, h);
        }
    }
}

#[test]
fn a_solved_play_exercise_shows_the_move_played() {
    let mut a = embedded_app("en");
    // The fixture's chariot capture, in the embedded catalog's lesson on the chariot.
    let l = a
        .lessons()
        .list
        .iter()
        .position(|l| {
            l.exercises.iter().any(|e| {
                matches!(
                    &e.task,
                    Task::Play {
                        answer: Some(_),
                        ..
                    }
                )
            })
        })
        .expect("a play exercise");
    let e = a.lessons().list[l]
        .exercises
        .iter()
        .position(|e| {
            matches!(
                &e.task,
                Task::Play {
                    answer: Some(_),
                    ..
                }
            )
        })
        .expect("play");
    a.open_exercise(l, e);
    let pos = ex(&a).current().and_then(|c| c.position).expect("position");
    let lesson = a.lessons().list[l].clone();
    let Task::Play {
        answer: Some(answer),
        ..
    } = &lesson.exercises[e].task
    else {
        unreachable!()
    };
    let m: crate::rules::Move = answer[0].parse().expect("move");
    a.press(KeyCode::Char('m'));
    a.type_text(&m.to_string());
    a.press(KeyCode::Enter);
    assert!(ex(&a).solved());
    let (shown, last) = ex(&a).shown_position().expect("shown");
    assert_eq!(last, Some(m));
    assert_eq!(shown.board().get(m.to), pos.board().get(m.from));
    assert!(shown.board().get(m.from).is_none());
    assert_ne!(shown.turn(), pos.turn(), "the other side to move");
}

#[test]
fn continue_lands_on_the_next_unsolved_exercise() {
    use crate::tui::app::HomeEntry;
    for lang in LANGS {
        let mut a = crate::tests::tui_common::app(lang);
        // Nothing solved: the very first exercise, and Continue is where the cursor starts.
        assert_eq!(a.home_entries().first(), Some(&HomeEntry::Continue));
        a.press(KeyCode::Enter);
        // A lesson never entered: its page first, Enter starts its first exercise.
        assert!(
            matches!(a.top::<LessonState>(), Some(l) if l.lesson == 0),
            "{lang}"
        );
        a.press(KeyCode::Enter);
        assert_eq!((ex(&a).lesson, ex(&a).index), (0, 0));
        // Solve it (the cannon on b3 has no screen: no point at all), then back home.
        a.press(KeyCode::Char('s'));
        assert!(ex(&a).solved(), "{lang}");
        a.press(KeyCode::Char('q'));
        while a.top::<HomeState>().is_none() {
            a.press(KeyCode::Char('q'));
        }
        crate::tests::tui_common::snap_app!(
            "continue_after_one_solved",
            lang,
            &mut a,
            crate::tests::tui_common::ONLY_EN
        );
        crate::tests::tui_common::open(&mut a, HomeEntry::Continue);
        assert_eq!((ex(&a).lesson, ex(&a).index), (0, 1), "{lang}");
    }
}
