//! Issue 21, items 1 (first half), 4 and 5 on screen: a lesson's page before its first
//! exercise the first time it is entered, `i` on every exercise to read the lesson and come
//! back; a miss due again in the same session (after 3 other exercises or 10 minutes), the
//! queue named for what it holds; "phase complete" only when it is, else what is left.
//! Issue 65, item 6: the same-day repeat a miss owes survives a restart, and Continue serves
//! the exercises due before a new lesson.

use crate::learner::settings::BoardStyle;
use crate::tests::tui_common::{LANGS, SIZES, app, draw, from_column, open, squeeze};
use crate::tests::tui_trainer::embedded_app;
use crate::tui::layout;
use crate::tui::screens::home::HomeState;
use crate::tui::screens::lesson::LessonState;
use crate::tui::screens::lesson_end::LessonEndState;
use ratatui::layout::Rect;

use crate::learner::progress::RELEARN_SECONDS;
use crate::lesson::model::Phase;
use crate::tui::app::{App, HomeEntry, Overlay};
use crate::tui::exercise::{AnswerRow, ExerciseState};
use ratatui::crossterm::event::KeyCode;

const T0: u64 = 1_800_000_000;

fn ex(a: &App) -> &ExerciseState {
    match a.top::<ExerciseState>() {
        Some(e) => e,
        None => panic!("not on an exercise: {:?}", a.screen()),
    }
}

fn home(a: &mut App) {
    while a.top::<HomeState>().is_none() {
        a.press(KeyCode::Char('q'));
        if a.overlay().is_some() {
            a.press(KeyCode::Char('n'));
        }
    }
}

/// A lesson text as the screen draws it: East-Asian-ambiguous punctuation replaced (see
/// `view::text::display_safe`).
fn as_shown(text: &str, lang: &str) -> String {
    text.chars()
        .map(|c| match c {
            '×' => "x".to_string(),
            '–' | '—' => "-".to_string(),
            '·' => "・".to_string(),
            '“' if lang == "zh" => "「".to_string(),
            '”' if lang == "zh" => "」".to_string(),
            '“' | '”' => "\"".to_string(),
            '‘' | '’' => "'".to_string(),
            c => c.to_string(),
        })
        .collect()
}

/// The home entry of the queue, with `n` due, in `lang`.
fn queue_entry(lang: &str, n: usize) -> String {
    match lang {
        "en" => format!("Practise again ({n} due)"),
        "zh" => format!("再练一遍（{n} 道到期）"),
        _ => format!("다시 연습 ({n}문제)"),
    }
}

#[test]
fn continue_shows_a_new_lessons_page_first_and_enter_starts_it() {
    for lang in LANGS {
        let mut a = embedded_app(lang);
        a.press(KeyCode::Enter);
        let Some(page) = a.top::<LessonState>() else {
            panic!("{lang}: Continue on a fresh profile opens the lesson page first")
        };
        assert_eq!((page.lesson, page.exercise(), page.step), (0, 0, Some(0)));
        // The introduction first, a step at a time, each with its board where it has one.
        let steps: Vec<(String, bool)> = {
            let lesson = &a.lessons().list[0];
            lesson
                .intro
                .steps()
                .iter()
                .zip(&lesson.intro_boards)
                .map(|(s, b)| (s.text.get(lang).to_string(), b.is_some()))
                .collect()
        };
        assert!(steps.len() > 3, "{lang}: lesson 1 is taught in steps");
        for (n, (text, board)) in steps.iter().enumerate() {
            for (w, h) in SIZES {
                let screen = draw(&mut a, w, h);
                let head = match lang {
                    "en" => format!("Step {} of {}", n + 1, steps.len()),
                    "zh" => format!("第 {} 步，共 {} 步", n + 1, steps.len()),
                    _ => format!("{}/{}", n + 1, steps.len()),
                };
                assert!(screen.contains(&head), "{lang} {w}x{h}\n{screen}");
                let side = beside_board(&screen, w, h, *board);
                assert!(
                    squeeze(&side).contains(&squeeze(&as_shown(text, lang))),
                    "{lang} {w}x{h}: step {n} whole\n{screen}"
                );
                // The board beside the text (its file lines).
                let drawn = screen.contains('｜');
                assert_eq!(drawn, *board, "{lang} {w}x{h} step {n}\n{screen}");
            }
            // Back and on again: the same step.
            if n > 0 {
                a.press(KeyCode::Left);
                a.press(KeyCode::Right);
            }
            let Some(page) = a.top::<LessonState>() else {
                panic!("{lang}: still the lesson page")
            };
            assert_eq!(page.step, Some(n), "{lang}");
            a.press(KeyCode::Enter);
        }
        let Some(page) = a.top::<LessonState>() else {
            panic!("{lang}: after the last step, the exercise list")
        };
        assert_eq!(page.step, None, "{lang}");
        let count = a.lessons().list[0].exercises.len();
        let way = match lang {
            "en" => format!("Enter starts exercise 1 of {count}."),
            "zh" => format!("按回车开始第 1 道练习（共 {count} 道）。"),
            _ => format!("Enter를 누르면 {count}문제 중 1번 문제를 시작합니다."),
        };
        for (w, h) in SIZES {
            let screen = draw(&mut a, w, h);
            assert!(screen.contains(&way), "{lang} {w}x{h}\n{screen}");
        }
        a.press(KeyCode::Enter);
        assert_eq!((ex(&a).lesson, ex(&a).index), (0, 0), "{lang}");
        // Once something of the lesson was tried, Continue goes straight to the exercise.
        a.press(KeyCode::Char('s'));
        home(&mut a);
        open(&mut a, HomeEntry::Continue);
        assert!(a.top::<ExerciseState>().is_some(), "{lang}");
    }
}

#[test]
fn i_opens_the_lesson_text_and_comes_back_to_the_same_exercise() {
    for lang in LANGS {
        let mut a = app(lang);
        let l = a.lessons().position("all-kinds").expect("fixture");
        a.open_exercise(l, 1);
        // In the key bar and in the ? help.
        let label = match lang {
            "en" => "i lesson",
            "zh" => "i 课文",
            _ => "i 강의 내용",
        };
        let bar = draw(&mut a, 80, 24);
        assert!(
            bar.lines().last().unwrap().contains(label),
            "{lang}: key bar\n{bar}"
        );
        a.press(KeyCode::Char('?'));
        assert_eq!(a.overlay(), Some(&Overlay::Help));
        let help = draw(&mut a, 120, 40);
        let name = label.trim_start_matches("i ");
        assert!(help.contains(name), "{lang}: ? help\n{help}");
        a.press(KeyCode::Esc);
        // Part one of the judge answered (illegal): the state to come back to.
        a.press(KeyCode::Char('2'));
        let bar = draw(&mut a, 80, 24);
        assert!(
            bar.lines().last().unwrap().contains(label),
            "{lang}: key bar after a verdict\n{bar}"
        );
        let screen_before = draw(&mut a, 80, 24);
        let before = format!("{:?}", ex(&a));
        a.press(KeyCode::Char('i'));
        let Some(page) = a.top::<LessonState>() else {
            panic!("{lang}: i opens the lesson page")
        };
        assert_eq!((page.lesson, page.reading), (l, Some(1)));
        let back = match lang {
            "en" => "Enter or q goes back to exercise 2",
            "zh" => "按回车或 q 回到第 2 道练习",
            _ => "Enter나 q를 누르면 하던 그대로",
        };
        let text = draw(&mut a, 80, 24);
        assert!(text.contains(back), "{lang}\n{text}");
        let intro = a.lessons().list[l].intro.plain(lang).to_string();
        assert!(
            text.contains(intro.trim()),
            "{lang}: the lesson's text\n{text}"
        );
        // Enter goes back, to the same state.
        a.press(KeyCode::Enter);
        assert_eq!(draw(&mut a, 80, 24), screen_before, "{lang}");
        assert_eq!(format!("{:?}", ex(&a)), before, "{lang}");
        // So does q, after an answered exercise too.
        let rows = ex(&a).rows();
        let n = rows
            .iter()
            .position(|r| *r == AnswerRow::Illegal(Some("horse-leg-blocked")))
            .expect("reason offered");
        a.press(KeyCode::Char(char::from(b'1' + n as u8)));
        assert!(ex(&a).solved(), "{lang}");
        let screen_before = draw(&mut a, 80, 24);
        a.press(KeyCode::Char('i'));
        assert!(a.top::<LessonState>().is_some());
        a.press(KeyCode::Char('q'));
        assert_eq!(draw(&mut a, 80, 24), screen_before, "{lang}");
        assert!(ex(&a).solved(), "{lang}");
    }
}

/// Misses horse-judge (all-kinds, 2) at T0, then retries it right at once.
fn miss_then_fix(a: &mut App, l: usize) {
    a.open_exercise(l, 1);
    a.press(KeyCode::Char('1'));
    assert!(ex(a).verdict.as_ref().is_some_and(|v| !v.correct));
    a.press(KeyCode::Char('r'));
    solve_judge(a);
}

fn solve_judge(a: &mut App) {
    a.press(KeyCode::Char('2'));
    let n = ex(a)
        .rows()
        .iter()
        .position(|r| *r == AnswerRow::Illegal(Some("horse-leg-blocked")))
        .expect("reason offered");
    a.press(KeyCode::Char(char::from(b'1' + n as u8)));
    assert!(ex(a).solved());
}

#[test]
fn a_miss_comes_back_after_three_other_exercises_the_same_session() {
    for lang in LANGS {
        let mut a = app(lang);
        a.set_now(T0);
        let l = a.lessons().position("all-kinds").expect("fixture");
        // Missed, then fixed at once: it still comes back later today.
        miss_then_fix(&mut a, l);
        home(&mut a);
        assert!(
            draw(&mut a, 80, 24).contains(&queue_entry(lang, 0)),
            "{lang}"
        );
        // Three other exercises, each solved first time: none of them is due.
        a.open_exercise(l, 3);
        a.press(KeyCode::Char('1'));
        a.press(KeyCode::Char('s'));
        assert!(ex(&a).solved(), "{lang}: the choice");
        a.open_exercise(l, 6);
        a.press(KeyCode::Char('1'));
        assert!(ex(&a).solved(), "{lang}: the claim");
        home(&mut a);
        assert!(
            draw(&mut a, 80, 24).contains(&queue_entry(lang, 0)),
            "{lang}: two others"
        );
        a.open_exercise(l, 2);
        a.press(KeyCode::Char('m'));
        a.type_text("e2e6");
        a.press(KeyCode::Enter);
        assert!(ex(&a).solved(), "{lang}: the move");
        home(&mut a);
        // No time has passed: the miss is back, and only it.
        for (w, h) in SIZES {
            let screen = draw(&mut a, w, h);
            assert!(
                screen.contains(&queue_entry(lang, 1)),
                "{lang} {w}x{h}\n{screen}"
            );
        }
        // The entry's panel names the queue for what it holds.
        let entries = a.home_entries();
        let review = entries
            .iter()
            .position(|e| *e == HomeEntry::Review)
            .unwrap();
        a.press(KeyCode::Down);
        assert!(matches!(a.top::<HomeState>(), Some(h) if h.index == review));
        let panel = draw(&mut a, 120, 40);
        let due = match lang {
            "en" => "One exercise is due to practise again.",
            "zh" => "有 1 道练习该再练一遍了。",
            _ => "다시 연습할 문제가 1개 있습니다.",
        };
        assert!(panel.contains(due), "{lang}\n{panel}");
        a.press(KeyCode::Enter);
        assert_eq!((ex(&a).lesson, ex(&a).index), (l, 1), "{lang}");
        // The screen says it is the queue, not the lesson's next exercise.
        let head = match lang {
            "en" => "Practise again: ",
            "zh" => "再练一遍：",
            _ => "다시 연습: ",
        };
        let screen = draw(&mut a, 80, 24);
        assert!(screen.contains(head), "{lang}\n{screen}");
        // Answered right now: it leaves today's queue, for its Leitner box's days; "next"
        // goes to the next one due, and with none left, back home saying so.
        solve_judge(&mut a);
        a.press(KeyCode::Char('n'));
        assert!(a.top::<HomeState>().is_some(), "{lang}");
        let done = match lang {
            "en" => "That was the last exercise due now.",
            "zh" => "现在到期的练习已经全部做完。",
            _ => "지금 다시 풀 문제는 이것으로 끝입니다.",
        };
        let screen = draw(&mut a, 120, 40);
        assert!(screen.contains(done), "{lang}\n{screen}");
        assert!(
            draw(&mut a, 80, 24).contains(&queue_entry(lang, 0)),
            "{lang}"
        );
        let r = a
            .progress()
            .record_of("all-kinds", "horse-judge")
            .and_then(|r| r.review)
            .expect("scheduled");
        assert!(!r.missed, "{lang}: {r:?}");
        assert!(r.due >= T0 + 24 * 60 * 60, "{lang}: {r:?}");
    }
}

/// The app at [`T0`] in `lang` after a miss on the fixture's judge exercise (`all-kinds`, 1),
/// and that lesson's index.
fn judge_missed_at_t0(lang: &str) -> (App, usize) {
    let mut a = app(lang);
    a.set_now(T0);
    let l = a.lessons().position("all-kinds").expect("fixture");
    a.open_exercise(l, 1);
    a.press(KeyCode::Char('1'));
    (a, l)
}

/// A miss left alone is due again ten minutes later, not before (the clock is injected).
#[test]
fn a_miss_is_due_again_after_ten_minutes() {
    for lang in LANGS {
        let (mut a, l) = judge_missed_at_t0(lang);
        let rec = a
            .progress()
            .record_of("all-kinds", "horse-judge")
            .expect("the miss is recorded")
            .clone();
        assert_eq!((rec.attempts, rec.misses), (1, 1));
        home(&mut a);
        a.set_now(T0 + 60);
        open(&mut a, HomeEntry::Review);
        assert!(a.top::<HomeState>().is_some(), "{lang}: not yet");
        a.set_now(T0 + RELEARN_SECONDS);
        assert!(
            draw(&mut a, 80, 24).contains(&queue_entry(lang, 1)),
            "{lang}"
        );
        open(&mut a, HomeEntry::Review);
        assert_eq!((ex(&a).lesson, ex(&a).index), (l, 1), "{lang}");
    }
}

/// In the queue, "next" after a right answer is the next exercise due, not the lesson's next
/// exercise (which the learner may not have reached).
#[test]
fn next_in_the_queue_is_the_next_exercise_due() {
    for lang in LANGS {
        // Two misses: the judge (1) and the claim (6).
        let (mut a, l) = judge_missed_at_t0(lang);
        a.open_exercise(l, 6);
        a.press(KeyCode::Char('2'));
        assert!(!ex(&a).solved(), "{lang}: the claim missed");
        home(&mut a);
        a.set_now(T0 + RELEARN_SECONDS);
        open(&mut a, HomeEntry::Review);
        let first = (ex(&a).lesson, ex(&a).index);
        assert!(first == (l, 1) || first == (l, 6), "{lang}: {first:?}");
        if first.1 == 1 {
            solve_judge(&mut a);
        } else {
            a.press(KeyCode::Char('1'));
        }
        assert!(ex(&a).solved(), "{lang}");
        a.press(KeyCode::Char('n'));
        let second = (ex(&a).lesson, ex(&a).index);
        let other = if first.1 == 1 { 6 } else { 1 };
        assert_eq!(
            second,
            (l, other),
            "{lang}: the other miss, not exercise {}",
            first.1 + 1
        );
        assert!(ex(&a).reviewing, "{lang}");
        // Back with q: home, where the queue now holds one.
        a.press(KeyCode::Char('q'));
        assert!(a.top::<HomeState>().is_some(), "{lang}");
        assert!(
            draw(&mut a, 80, 24).contains(&queue_entry(lang, 1)),
            "{lang}"
        );
    }
}

/// A miss of an earlier session is due as soon as the app starts again, before its ten
/// minutes: the "after 3 others" spacing is counted per session, and a learner back the
/// same day expects today's misses at once. One solved first time does not come back.
#[test]
fn a_miss_of_an_earlier_session_is_due_at_the_next_start() {
    for lang in LANGS {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        let start = |now: u64| start_at(&path, lang, now);
        let mut a = start(T0);
        let l = a.lessons().position("all-kinds").expect("fixture");
        a.open_exercise(l, 1);
        a.press(KeyCode::Char('1'));
        assert_eq!(
            a.progress()
                .record_of("all-kinds", "horse-judge")
                .map(|r| r.misses),
            Some(1)
        );
        a.open_exercise(l, 3);
        a.press(KeyCode::Char('1'));
        a.press(KeyCode::Char('s'));
        assert!(ex(&a).solved(), "{lang}: the choice, first time");
        home(&mut a);
        assert!(
            draw(&mut a, 80, 24).contains(&queue_entry(lang, 0)),
            "{lang}"
        );
        drop(a);
        // Restarted a minute later: the miss is due, and only it.
        let mut a = start(T0 + 60);
        let screen = draw(&mut a, 80, 24);
        assert!(screen.contains(&queue_entry(lang, 1)), "{lang}\n{screen}");
        open(&mut a, HomeEntry::Review);
        assert_eq!((ex(&a).lesson, ex(&a).index), (l, 1), "{lang}");
        // Missed again in this session: it waits for this session's spacing again.
        a.press(KeyCode::Char('1'));
        home(&mut a);
        assert!(
            draw(&mut a, 80, 24).contains(&queue_entry(lang, 0)),
            "{lang}: spaced again"
        );
    }
}

/// The Continue row when exercises are due: it serves them first.
fn continue_due(lang: &str, n: usize) -> String {
    [
        format!("Continue ({n} due first)"),
        format!("继续（先练 {n} 道到期）"),
        format!("이어서 하기 (다시 풀 {n}문제부터)"),
    ][LANGS.iter().position(|l| *l == lang).unwrap_or(0)]
    .clone()
}

/// The app in `lang` on the progress file at `path` (a new start), its clock at `now`.
fn start_at(path: &std::path::Path, lang: &str, now: u64) -> App {
    let mut a = App::new(crate::tui::app::Config {
        store: crate::learner::progress::ProgressStore::at(path),
        ..crate::tests::tui_common::config(lang)
    });
    a.set_now(now);
    a
}

/// A miss answered right at once still owes its same-day repeat, and the progress file keeps
/// it: after a restart it is due (at once, and still after the short step), Continue serves
/// it before the next lesson, and answered right then it is paid for good.
#[test]
fn a_miss_answered_right_at_once_is_due_again_after_a_restart() {
    for lang in LANGS {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        let start = |now: u64| start_at(&path, lang, now);
        let owed = |a: &App| {
            a.progress()
                .record_of("all-kinds", "horse-judge")
                .and_then(|r| r.review)
                .and_then(|r| r.again)
        };
        let mut a = start(T0);
        let l = a.lessons().position("all-kinds").expect("fixture");
        a.open_exercise(l, 1);
        a.press(KeyCode::Char('1'));
        solve_judge(&mut a);
        assert_eq!(owed(&a), Some(T0 + RELEARN_SECONDS), "{lang}");
        home(&mut a);
        drop(a);
        // Restarted a minute later: due at once, and Continue says it serves it first.
        let mut a = start(T0 + 60);
        let screen = draw(&mut a, 80, 24);
        assert!(screen.contains(&queue_entry(lang, 1)), "{lang}\n{screen}");
        assert!(screen.contains(&continue_due(lang, 1)), "{lang}\n{screen}");
        drop(a);
        // Restarted after the short step: Continue (highlighted at start) opens the repeat.
        let mut a = start(T0 + RELEARN_SECONDS);
        a.press(KeyCode::Enter);
        assert_eq!((ex(&a).lesson, ex(&a).index), (l, 1), "{lang}");
        assert!(ex(&a).reviewing, "{lang}");
        solve_judge(&mut a);
        assert_eq!(owed(&a), None, "{lang}: paid");
        home(&mut a);
        let screen = draw(&mut a, 80, 24);
        assert!(screen.contains(&queue_entry(lang, 0)), "{lang}\n{screen}");
        assert!(!screen.contains(&continue_due(lang, 1)), "{lang}\n{screen}");
        drop(a);
        let mut a = start(T0 + RELEARN_SECONDS + 60);
        assert!(
            draw(&mut a, 80, 24).contains(&queue_entry(lang, 0)),
            "{lang}: nothing owed after a restart"
        );
    }
}

#[test]
fn the_last_lesson_of_a_phase_says_what_is_left_unless_all_is_solved() {
    for lang in LANGS {
        let mut a = embedded_app(lang);
        let understand: Vec<usize> = a.lessons().in_phase(Phase::Understand).collect();
        let last = *understand.last().unwrap();
        let n = a.lessons().list[last].exercises.len();
        // The last exercise of the phase's last lesson, its answer shown, then n.
        a.open_exercise(last, n - 1);
        a.press(KeyCode::Char('a'));
        a.press(KeyCode::Char('n'));
        assert!(a.top::<LessonEndState>().is_some(), "{lang}");
        let first = a.lessons().list[understand[0]].title.get(lang).to_string();
        let count = understand.len();
        let left = match lang {
            "en" => format!(
                "Phase 1, Understand the rules, is not complete yet: {count} lessons still have exercises without stars, the first is {first}."
            ),
            "zh" => format!(
                "第 1 阶段「理解规则」还没有完成：还有 {count} 课有没拿到星的练习，第一课是「{first}」。"
            ),
            _ => format!(
                "1단계 '규칙 이해'의 강의가 아직 남았습니다. 별을 받지 못한 문제가 있는 강의가 {count}개이고, 첫 강의는 '{first}'입니다."
            ),
        };
        let done = match lang {
            "en" => "is complete.",
            "zh" => "完成了。",
            _ => "완료.",
        };
        let screen = draw(&mut a, 120, 40);
        let flat = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
        let body: String = screen.lines().map(str::trim).collect::<Vec<_>>().join(" ");
        assert!(flat(&body).contains(&flat(&left)), "{lang}\n{screen}");
        assert!(!screen.contains(done), "{lang}\n{screen}");
    }
    // With every exercise of the phase solved (the fixture's one lesson), it is complete.
    let mut a = crate::tests::tui_course::finish_first_lesson("en");
    let screen = draw(&mut a, 80, 24);
    assert!(
        screen.contains("Phase 1, Understand the rules, is complete."),
        "{screen}"
    );
}

/// Every embedded lesson written in steps reads whole at every size, each step beside its
/// board where it has one, in all three languages (the steps are opened from home, as a
/// learner who has not begun the lesson opens them).
#[test]
fn every_intro_step_of_the_course_reads_whole_beside_its_board() {
    for lang in LANGS {
        let mut a = embedded_app(lang);
        let mut checked = 0;
        for l in 0..a.lessons().list.len() {
            let lesson = &a.lessons().list[l];
            if lesson.intro.steps().len() < 2 {
                continue;
            }
            checked += 1;
            let steps: Vec<(String, bool)> = lesson
                .intro
                .steps()
                .iter()
                .zip(&lesson.intro_boards)
                .map(|(s, b)| (s.text.get(lang).to_string(), b.is_some()))
                .collect();
            let id = lesson.id.clone();
            open(&mut a, HomeEntry::Lesson(l));
            for (n, (text, board)) in steps.iter().enumerate() {
                let Some(page) = a.top::<LessonState>() else {
                    panic!("{lang} {id}: the lesson page")
                };
                assert_eq!(page.step, Some(n), "{lang} {id}");
                for (w, h) in SIZES {
                    let screen = draw(&mut a, w, h);
                    let side = beside_board(&screen, w, h, *board);
                    assert!(
                        squeeze(&side).contains(&squeeze(&as_shown(text, lang))),
                        "{lang} {w}x{h}: {id} step {} whole\n{screen}",
                        n + 1
                    );
                    assert_eq!(screen.contains('｜'), *board, "{lang} {id} {n}\n{screen}");
                }
                a.press(KeyCode::Enter);
            }
            home(&mut a);
        }
        // Every lesson of the three phases, and the strategy lesson, is written in steps.
        assert_eq!(checked, 18, "{lang}");
    }
}

/// The text right of the board (the whole screen when no board is drawn), as drawn at `w`x`h`.
fn beside_board(screen: &str, w: u16, h: u16, board: bool) -> String {
    let column = if board {
        let body = layout::chrome(Rect::new(0, 0, w, h)).body;
        layout::board_split(body, BoardStyle::Glyphs).side.x as usize
    } else {
        0
    };
    from_column(screen, column)
}
