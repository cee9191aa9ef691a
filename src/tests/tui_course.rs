//! Issue 13, what was left: the judge question in two parts, "show answer", the end of a
//! lesson offering the next one (and naming the next phase), the phase overview, titles that
//! fit, the free board's pass key, the mistakes page linking to lessons, and play exercises
//! lighting every legal point of the selected piece. Each on screen in zh, ko and en at 80x24
//! and 120x40 (snapshots in English at 80x24, and in zh and ko where the text wraps differently).

use crate::tests::tui_common::{CJK, LANGS, ONLY_EN, SIZES, app, draw, open};
use crate::tests::tui_trainer::embedded_app;
use crate::tui::screens::free::FreeState;
use crate::tui::screens::lesson::LessonState;
use crate::tui::screens::lesson_end::LessonEndState;
use crate::tui::screens::mistakes::MistakesState;
use crate::tui::screens::phase::PhaseState;

use crate::learner::progress::AttemptResult;
use crate::lesson::model::{Phase, Task};
use crate::tui::app::{HomeEntry, Overlay};
use crate::tui::exercise::{AnswerRow, ExFocus, ExerciseState};
use ratatui::crossterm::event::KeyCode;

fn ex(a: &crate::tui::app::App) -> &ExerciseState {
    match a.top::<ExerciseState>() {
        Some(e) => e,
        None => panic!("not on an exercise: {:?}", a.screen()),
    }
}

/// Presses the number of the first answer row `want` picks (rows 1-9).
fn pick(a: &mut crate::tui::app::App, want: impl Fn(&AnswerRow) -> bool) {
    let n = ex(a).rows().iter().position(want).expect("row offered");
    a.press(KeyCode::Char(char::from(b'1' + n as u8)));
}

/// The fixture's judge exercise (b1d2, the horse's leg blocked), opened.
fn horse_judge(lang: &str) -> crate::tui::app::App {
    let mut a = app(lang);
    let l = a.lessons().position("all-kinds").expect("fixture");
    a.open_exercise(l, 1);
    a
}

/// Letters and digits only: the screen draws ambiguous-width punctuation (dashes, quotes,
/// the middle dot) as fixed-width stand-ins, and wraps at spaces.
fn squeeze(s: &str) -> String {
    s.chars().filter(|c| c.is_alphanumeric()).collect()
}

#[test]
fn judge_asks_legal_first_then_why_from_a_short_list() {
    for lang in LANGS {
        let mut a = horse_judge(lang);
        // Part one: two rows only.
        assert_eq!(
            ex(&a).rows(),
            [AnswerRow::Legal, AnswerRow::Illegal(None)],
            "{lang}"
        );
        pick(&mut a, |r| *r == AnswerRow::Illegal(None));
        let v = ex(&a).verdict.clone().expect("verdict");
        assert!(v.partial && !v.solved, "{lang}: right so far");
        // Part two: the engine's reason among two to four others, nothing else.
        let rows = ex(&a).rows();
        assert!((3..=5).contains(&rows.len()), "{lang}: {rows:?}");
        assert!(rows.contains(&AnswerRow::Illegal(Some("horse-leg-blocked"))));
        assert!(
            rows.iter()
                .all(|r| matches!(r, AnswerRow::Illegal(Some(_))))
        );
        assert_eq!(ex(&a).focus, ExFocus::Answer);
        assert!(
            a.progress().record_of("all-kinds", "horse-judge").is_none(),
            "right so far is neither a try nor a miss"
        );
        crate::tests::tui_common::snap_app!("judge_why", lang, &mut a, ONLY_EN);
        // A wrong reason: part one stays right, part two is wrong, the reason is kept back.
        pick(
            &mut a,
            |r| matches!(r, AnswerRow::Illegal(Some(x)) if *x != "horse-leg-blocked"),
        );
        let v = ex(&a).verdict.clone().expect("verdict");
        assert!(!v.correct && !v.partial, "{lang}");
        assert!(!ex(&a).reveals(), "{lang}: one miss reveals nothing");
        assert!(ex(&a).why, "{lang}: still at why?");
        crate::tests::tui_common::snap_app!("judge_wrong_reason", lang, &mut a, CJK);
        // Then the right one: solved, one wrong part, two stars.
        pick(&mut a, |r| {
            *r == AnswerRow::Illegal(Some("horse-leg-blocked"))
        });
        assert!(ex(&a).solved(), "{lang}");
        assert_eq!(a.progress().stars("all-kinds", "horse-judge"), 2, "{lang}");
    }
}

#[test]
fn show_answer_caps_the_stars_and_is_in_the_keys() {
    for lang in LANGS {
        let mut a = horse_judge(lang);
        // `a` is in the bar and in the ? help.
        let label = match lang {
            "en" => "show answer",
            "zh" => "看答案",
            _ => "답 보기",
        };
        a.press(KeyCode::Char('?'));
        assert_eq!(a.overlay(), Some(&Overlay::Help));
        let help = draw(&mut a, 120, 40);
        assert!(help.contains(label), "{lang}: ? help\n{help}");
        a.press(KeyCode::Esc);
        a.press(KeyCode::Char('a'));
        assert!(ex(&a).answer_shown, "{lang}");
        // The answer, shown as the checker explains it; nothing solved or starred.
        assert!(!ex(&a).solved());
        assert_eq!(a.progress().stars("all-kinds", "horse-judge"), 0);
        let rec = a
            .progress()
            .record_of("all-kinds", "horse-judge")
            .expect("the reveal is remembered for the review queue");
        assert_eq!(rec.revealed, 1);
        crate::tests::tui_common::snap_app!("answer_shown", lang, &mut a, ONLY_EN);
        // Answering it now: one star at most.
        a.press(KeyCode::Char('r'));
        assert!(!ex(&a).answer_shown);
        a.press(KeyCode::Char('2'));
        pick(&mut a, |r| {
            *r == AnswerRow::Illegal(Some("horse-leg-blocked"))
        });
        assert!(ex(&a).solved(), "{lang}");
        assert_eq!(a.progress().stars("all-kinds", "horse-judge"), 1, "{lang}");
    }
}

#[test]
fn a_shown_answer_never_raises_the_stars_of_a_solved_exercise() {
    let mut a = horse_judge("en");
    a.press(KeyCode::Char('1'));
    a.press(KeyCode::Char('2'));
    pick(&mut a, |r| {
        *r == AnswerRow::Illegal(Some("horse-leg-blocked"))
    });
    assert_eq!(a.progress().stars("all-kinds", "horse-judge"), 2);
    // A new visit: the answer shown first, then answered right at once.
    a.press(KeyCode::Char('q'));
    let l = a.lessons().position("all-kinds").unwrap();
    a.open_exercise(l, 1);
    a.press(KeyCode::Char('a'));
    a.press(KeyCode::Char('r'));
    a.press(KeyCode::Char('2'));
    pick(&mut a, |r| {
        *r == AnswerRow::Illegal(Some("horse-leg-blocked"))
    });
    assert!(ex(&a).solved());
    assert_eq!(ex(&a).verdict.as_ref().map(|v| v.stars), Some(1));
    assert_eq!(
        a.progress().stars("all-kinds", "horse-judge"),
        2,
        "kept, not raised"
    );
}

/// Every kind can show its answer, and the shown answer is what the checker accepts.
#[test]
fn every_fixture_exercise_can_show_its_answer() {
    let mut a = app("en");
    let l = a.lessons().position("all-kinds").unwrap();
    let count = a.lessons().list[l].exercises.len();
    for i in 0..count {
        a.open_exercise(l, i);
        a.press(KeyCode::Char('a'));
        let v = ex(&a).verdict.clone().expect("shown");
        assert!(v.correct, "exercise {i}: {v:?}");
        a.press(KeyCode::Char('q'));
    }
}

/// Solves the fixture's first lesson (cannon-screen) from Continue, then leaves it.
pub(crate) fn finish_first_lesson(lang: &str) -> crate::tui::app::App {
    let mut a = app(lang);
    // Continue: the lesson's page first (nothing tried yet), then Enter: its first exercise.
    a.press(KeyCode::Enter);
    assert!(a.top::<LessonState>().is_some(), "{lang}");
    a.press(KeyCode::Enter);
    a.press(KeyCode::Char('s'));
    assert!(ex(&a).solved());
    a.press(KeyCode::Char('n'));
    a.press(KeyCode::Char('2'));
    pick(&mut a, |r| {
        *r == AnswerRow::Illegal(Some("cannon-screen-cannon"))
    });
    assert!(ex(&a).solved(), "{lang}");
    a.press(KeyCode::Char('n'));
    a
}

#[test]
fn the_end_of_a_lesson_offers_the_next_and_names_the_next_phase() {
    for lang in LANGS {
        let mut a = finish_first_lesson(lang);
        let Some(end) = a.top::<LessonEndState>() else {
            panic!("{lang}: no lesson end page: {:?}", a.screen());
        };
        let next = end.next.expect("a next lesson");
        assert_eq!(a.lessons().list[next].id, "palace-lines");
        assert_eq!(end.next_phase(a.lessons()), Some(Phase::Compare));
        // The page is the end of the lesson, which is not the same as the lesson complete
        // (some exercises may be unsolved: the lines below say so).
        let (phase, check, end_title, not_said) = match lang {
            "en" => (
                "Compare and choose",
                "Self-check:",
                "End of the lesson",
                "Lesson complete",
            ),
            "zh" => ("比较选择", "自检标准：", "本课结束", "本课完成"),
            _ => ("비교와 선택", "스스로 점검:", "강의 끝", "강의 완료"),
        };
        for (w, h) in SIZES {
            let screen = draw(&mut a, w, h);
            assert!(screen.contains(end_title), "{lang} {w}x{h}\n{screen}");
            assert!(!screen.contains(not_said), "{lang} {w}x{h}\n{screen}");
            assert!(screen.contains(phase), "{lang} {w}x{h}\n{screen}");
            assert!(screen.contains(check), "{lang} {w}x{h}\n{screen}");
        }
        crate::tests::tui_common::snap_app!("lesson_end", lang, &mut a, CJK);
        // Enter: the next lesson, never entered, opens on its page; Enter there starts it.
        a.press(KeyCode::Enter);
        assert!(
            matches!(a.top::<LessonState>(), Some(l) if l.lesson == next && l.reading.is_none()),
            "{lang}: {:?}",
            a.screen()
        );
        a.press(KeyCode::Enter);
        assert_eq!((ex(&a).lesson, ex(&a).index), (next, 0), "{lang}");
    }
}

#[test]
fn the_end_of_a_lesson_opened_from_its_page_replaces_the_page() {
    let mut a = app("en");
    open(&mut a, HomeEntry::Lesson(0));
    a.press(KeyCode::Enter);
    a.press(KeyCode::Char('s'));
    a.press(KeyCode::Char('n'));
    a.press(KeyCode::Char('1'));
    a.press(KeyCode::Char('n'));
    // Unsolved exercises are named on the end page; q goes back to the lesson page.
    assert!(a.top::<LessonEndState>().is_some());
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("not solved yet"), "{screen}");
    assert!(
        screen.contains("Enter opens its lesson page, then Enter starts it"),
        "{screen}"
    );
    a.press(KeyCode::Enter);
    assert!(matches!(a.top::<LessonState>(), Some(l) if l.lesson == 1));
    a.press(KeyCode::Enter);
    assert_eq!(ex(&a).lesson, 1);
    a.press(KeyCode::Char('q'));
    let Some(page) = a.top::<LessonState>() else {
        panic!("not on a lesson page")
    };
    assert_eq!(page.lesson, 1, "the page under it is the new lesson's");
}

#[test]
fn the_phase_overview_opens_from_the_home_list() {
    for lang in LANGS {
        let mut a = app(lang);
        // One exercise solved, so the overview has something to count.
        a.press(KeyCode::Enter);
        a.press(KeyCode::Enter);
        a.press(KeyCode::Char('s'));
        a.press(KeyCode::Char('q'));
        a.press(KeyCode::Char('q'));
        open(&mut a, HomeEntry::Phase(Phase::Understand));
        let Some(p) = a.top::<PhaseState>() else {
            panic!("{lang}: not on the phase overview")
        };
        assert_eq!(p.phase, Phase::Understand);
        crate::tests::tui_common::snap_app!("phase", lang, &mut a, CJK);
        a.press(KeyCode::Enter);
        assert!(
            matches!(a.top::<LessonState>(), Some(l) if l.lesson == 0),
            "{lang}: Enter opens the lesson"
        );
    }
}

/// Every lesson title and every FAQ question is on screen in full at 80x24 and 120x40 (wrapped
/// where needed), in every language: on the lesson's page, in the home list's preview, in the FAQ.
/// The right pane's text at `size` (the list on the left would interleave with wrapped lines).
fn right_pane(
    a: &mut crate::tui::app::App,
    (w, h): (u16, u16),
    min_left: u16,
    marked: bool,
) -> String {
    use crate::tui::layout;
    use ratatui::{Terminal, backend::TestBackend, layout::Rect};
    a.resize(w, h);
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| f.render_widget(&*a, f.area())).unwrap();
    let body = layout::chrome(Rect::new(0, 0, w, h)).body;
    // `min_left` 0: the home screen's panes (its list takes half of a wide terminal).
    let right = if min_left == 0 {
        layout::home_panes(body).right
    } else {
        layout::two_pane(body, min_left).right
    };
    let buf = t.backend().buffer();
    let mut s = String::new();
    for y in right.y..right.bottom() {
        // On a scrolled pane the last column holds the scroll mark, not text.
        for x in right.x..right.right().saturating_sub(u16::from(marked)) {
            s.push_str(buf[(x, y)].symbol());
        }
    }
    s
}

/// At 120x40 the home list uses the width for the lesson titles (they were cut at 26
/// characters beside 80 empty columns): 46 characters of every title are on screen.
#[test]
fn the_home_list_shows_whole_titles_at_120x40() {
    let mut a = embedded_app("en");
    let screen = draw(&mut a, 120, 40);
    let titles: Vec<String> = a.lessons().list[..10]
        .iter()
        .map(|l| l.title.get("en").replace('—', "-"))
        .collect();
    for title in &titles {
        let shown: String = title.chars().take(46).collect();
        assert!(screen.contains(shown.as_str()), "{title}\n{screen}");
    }
}

#[test]
fn every_title_fits_at_both_sizes() {
    use crate::tui::layout::{HOME_LIST_WIDTH, LESSON_LIST_WIDTH};
    for (lang, size) in LANGS.iter().flat_map(|l| SIZES.map(|s| (*l, s))) {
        let mut a = embedded_app(lang);
        let count = a.lessons().list.len();
        for i in 0..count {
            let title = a.lessons().list[i].title.get(lang).to_string();
            open(&mut a, HomeEntry::Lesson(i));
            // A lesson taught in steps opens at its first step: Tab goes to the list.
            if matches!(a.top::<LessonState>(), Some(p) if p.step.is_some()) {
                a.press(KeyCode::Tab);
            }
            // Opened: the page. Back, and the home preview of the same entry.
            let page = right_pane(&mut a, size, LESSON_LIST_WIDTH, true);
            assert!(
                squeeze(&page).contains(&squeeze(&title)),
                "{lang} {size:?}: lesson page cuts {title}\n{page}"
            );
            a.press(KeyCode::Char('q'));
            let home = right_pane(&mut a, size, 0, false);
            assert!(
                squeeze(&home).contains(&squeeze(&title)),
                "{lang} {size:?}: home preview cuts {title}\n{home}"
            );
        }
        open(&mut a, HomeEntry::Faq);
        let questions: Vec<String> = a
            .faq()
            .entries()
            .map(|e| e.question(lang).to_string())
            .collect();
        for q in &questions {
            let screen = right_pane(&mut a, size, HOME_LIST_WIDTH, true);
            assert!(
                squeeze(&screen).contains(&squeeze(q)),
                "{lang} {size:?}: FAQ cuts {q}\n{screen}"
            );
            a.press(KeyCode::Down);
        }
    }
}

#[test]
fn the_free_board_passes_with_p_where_the_rules_allow() {
    for lang in LANGS {
        let mut a = app(lang);
        open(&mut a, HomeEntry::Free);
        // Basic rules: no pass, no key for it.
        a.press(KeyCode::Char('p'));
        let Some(f) = a.top::<FreeState>() else {
            panic!("not on the free board")
        };
        assert!(f.moves.is_empty(), "{lang}: no pass under the basic rules");
        a.press(KeyCode::Char('?'));
        let label = match lang {
            "en" => "pass the turn",
            "zh" => "停着",
            _ => "한수쉼",
        };
        assert!(!draw(&mut a, 120, 40).contains(label), "{lang}");
        a.press(KeyCode::Esc);
        // The Janggi rules: p passes, and the key is in the ? help and the menu.
        a.press(KeyCode::Char('r'));
        let Some(f) = a.top::<FreeState>() else {
            unreachable!()
        };
        assert!(f.rules().pass_allowed(), "{lang}: {:?}", f.rules());
        for (w, h) in SIZES {
            let screen = draw(&mut a, w, h);
            assert!(screen.contains(label), "{lang} {w}x{h}: menu\n{screen}");
        }
        a.press(KeyCode::Char('?'));
        let help = draw(&mut a, 120, 40);
        assert!(help.contains("p  "), "{lang}\n{help}");
        assert!(help.contains(label), "{lang}: ? help\n{help}");
        a.press(KeyCode::Esc);
        a.press(KeyCode::Char('p'));
        let Some(f) = a.top::<FreeState>() else {
            unreachable!()
        };
        assert_eq!(f.moves.len(), 1, "{lang}");
        assert!(f.moves[0].is_pass());
        crate::tests::tui_common::snap_app!("free_passed", lang, &mut a, ONLY_EN);
    }
}

/// The app in `lang` on `lessons` and `store`, opened on My mistakes.
fn mistakes_screen(
    lessons: crate::tui::lessons::Lessons,
    store: crate::learner::progress::ProgressStore,
    lang: &str,
) -> crate::tui::app::App {
    let mut a = crate::tui::app::App::new(crate::tui::app::Config {
        lessons,
        store,
        cli_lang: Some(lang.into()),
        ..crate::tui::app::Config::for_tests()
    });
    open(&mut a, HomeEntry::Mistakes);
    a
}

/// A progress file at `path` holding one miss of `exercise` in `lesson`, tagged `tag`.
fn progress_with_a_miss(
    path: &std::path::Path,
    lesson: &str,
    exercise: &str,
    tag: &str,
) -> crate::learner::progress::ProgressStore {
    let mut progress = crate::learner::progress::Progress::default();
    progress.record_attempt(
        lesson,
        exercise,
        &AttemptResult {
            correct: false,
            revealed: false,
            misconceptions: vec![tag.into()],
        },
        1_800_000_000,
    );
    crate::learner::progress::ProgressStore::at(path)
        .save(&progress)
        .expect("saved");
    // A store that has not saved yet, as the app opens it at start.
    crate::learner::progress::ProgressStore::at(path)
}

#[test]
fn each_mistake_group_opens_the_lesson_that_teaches_it() {
    for lang in LANGS {
        // A miss tagged "cannon-jumps-cannon" in the progress file; the embedded course
        // teaches it.
        let (lessons, _) = crate::tui::load_lessons(None);
        let (l, e) = lessons
            .list
            .iter()
            .enumerate()
            .find_map(|(l, lesson)| {
                lesson.exercises.iter().find_map(|x| {
                    x.feedback
                        .iter()
                        .find(|f| f.misconception.as_deref() == Some("cannon-jumps-cannon"))
                        .map(|_| (l, x.id.clone()))
                })
            })
            .expect("a lesson tags cannon-jumps-cannon");
        let dir = tempfile::tempdir().unwrap();
        let store = progress_with_a_miss(
            &dir.path().join("progress.json"),
            &lessons.list[l].id,
            &e,
            "cannon-jumps-cannon",
        );
        let mut a2 = mistakes_screen(lessons, store, lang);
        assert!(a2.top::<MistakesState>().is_some(), "{lang}");
        crate::tests::tui_common::snap_app!("mistakes", lang, &mut a2, CJK);
        a2.press(KeyCode::Enter);
        let Some(page) = a2.top::<LessonState>() else {
            panic!("{lang}: Enter did not open a lesson")
        };
        assert_eq!(page.lesson, l, "{lang}");
        // A click on the highlighted group opens it too.
        a2.press(KeyCode::Char('q'));
        a2.resize(80, 24);
        let _ = draw(&mut a2, 80, 24);
        a2.click(3, 2);
        assert!(a2.top::<LessonState>().is_some(), "{lang}: click");
    }
}

/// A misconception an instructor's lesson declares itself (`misconceptions:`) is named on the
/// My mistakes screen in the lesson's own words, in each language, never by its tag; Enter
/// opens that lesson.
#[test]
fn my_mistakes_names_a_lessons_own_misconception_in_its_words() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("tags.yaml"),
        r#"id: own-tags
phase: review
order: 1
misconceptions:
  chariot-stops-short:
    zh: 以为车吃子前得先停一步
    ko: 차가 잡기 전에 한 칸 앞에서 멈춰야 한다고 생각함
    en: thinking the chariot must stop short before it captures
title: {zh: 标签, ko: 태그, en: Tags}
intro: {zh: 介绍, ko: 소개, en: Intro}
exercises:
  - id: capture
    kind: play
    position: {fen: 9/3k5/9/p8/9/9/9/9/4K4/R8 w - - 0 1}
    goal: {capture: a7}
    answer: [a1a7]
    feedback:
      - move: a1a6
        text: {zh: 一直走到底。, ko: 끝까지 가세요., en: Go all the way.}
        misconception: chariot-stops-short
    prompt: {zh: 吃兵。, ko: 졸을 잡으세요., en: Capture the soldier.}
    self_check: {zh: 自检, ko: 점검, en: Check}
    explanation: {zh: 讲解, ko: 해설, en: Why}
"#,
    )
    .unwrap();
    for (lang, words) in [
        ("zh", "以为车吃子前得先停一步"),
        ("ko", "차가 잡기 전에 한 칸 앞에서 멈춰야 한다고 생각함"),
        ("en", "thinking the chariot must stop short"),
    ] {
        let (lessons, warnings) = crate::tui::load_lessons(Some(dir.path()));
        assert!(warnings.is_empty(), "{warnings:?}");
        let l = lessons.position("own-tags").expect("the folder's lesson");
        let store = progress_with_a_miss(
            &dir.path().join(format!("progress-{lang}.json")),
            "own-tags",
            "capture",
            "chariot-stops-short",
        );
        let mut a = mistakes_screen(lessons, store, lang);
        let screen = draw(&mut a, 120, 40);
        let squeezed = crate::tests::tui_common::squeeze(&screen);
        assert!(
            squeezed.contains(&crate::tests::tui_common::squeeze(words)),
            "{lang}\n{screen}"
        );
        assert!(!screen.contains("chariot-stops-short"), "{lang}\n{screen}");
        a.press(KeyCode::Enter);
        let Some(page) = a.top::<LessonState>() else {
            panic!("{lang}: Enter did not open the lesson")
        };
        assert_eq!(page.lesson, l, "{lang}");
    }
}

/// Selecting the piece of a play exercise shows the piece only: its legal points would answer
/// a legality question (issue 21: palace lines 6/6, chariot 5/5). Lights stay on the free
/// board and in games. A piece with no legal move says why instead.
#[test]
fn play_exercises_light_no_points_and_a_stuck_piece_says_why() {
    let mut a = embedded_app("en");
    let mut checked = 0;
    for l in 0..a.lessons().list.len() {
        for e in 0..a.lessons().list[l].exercises.len() {
            if !matches!(a.lessons().list[l].exercises[e].task, Task::Play { .. }) {
                continue;
            }
            a.open_exercise(l, e);
            let pos = ex(&a).current().and_then(|c| c.position).expect("position");
            let own: Vec<_> = crate::rules::Square::all()
                .filter(|s| pos.board().get(*s).is_some_and(|p| p.color == pos.turn()))
                .collect();
            for from in own {
                let _ = draw(&mut a, 120, 40);
                let geometry = ex(&a).drawn.get().unwrap().board.unwrap().geometry;
                let (x, y) = geometry.cell(from);
                a.click(x, y);
                let id = &a.lessons().list[l].id;
                // The piece only (its points would answer a legality question); a piece
                // with no legal move is not selected and says why.
                assert!(ex(&a).highlights().lit.is_empty(), "{id} {from}");
                let stuck = pos.destinations(from).is_empty();
                assert_eq!(ex(&a).selected, (!stuck).then_some(from), "{id} {from}");
                assert_eq!(ex(&a).stuck.is_some(), stuck, "{id} {from}");
                a.press(KeyCode::Esc);
                checked += 1;
            }
            a.press(KeyCode::Char('q'));
        }
    }
    assert!(checked > 20, "only {checked} pieces checked");
}
