//! Previewing one lesson (issue 15): `--open LESSON[/EXERCISE]` and `--watch`. The reload is
//! tested without a terminal or the OS watcher (write a file, read the folder again, hand the
//! result to the app, draw); one test runs the real watcher with a generous bounded wait.

use crate::tui::screens::exercise::ExerciseState;
use crate::tui::screens::lesson::LessonState;
use std::path::Path;
use std::sync::mpsc;
use std::time::Duration;

use crate::lesson::watch;
use crate::tui::app::{App, Config};
use crate::tui::preview::Place;

use crate::tests::common::run_cli;
use crate::tests::tui_common::{LANGS, draw};

/// A small lesson with two exercises; `prompt` is the first exercise's English prompt.
fn lesson_yaml(prompt: &str) -> String {
    format!(
        r#"id: preview-cannon
phase: understand
order: 900
title: {{zh: 预览包, ko: 미리 보기 포, en: Preview cannon}}
intro: {{zh: 包要隔一个子。, ko: 포는 기물 하나를 넘습니다., en: A cannon jumps one piece.}}
exercises:
  - id: no-screen
    position: {{fen: "4k4/9/9/9/9/9/9/1C7/9/3K5 w - - 0 1"}}
    prompt: {{zh: 这个包能走到哪里？, ko: 이 포는 어디로 갈 수 있나요?, en: "{prompt}"}}
    self_check: {{zh: 包不吃子也要跳板。, ko: 포는 잡지 않을 때도 포다리가 필요합니다., en: A cannon needs a screen even to move.}}
    explanation: {{zh: 没有跳板，哪里也去不了。, ko: 포다리가 없으니 갈 곳이 없습니다., en: With no screen it cannot move.}}
    kind: destinations
    square: b3
    answer: []
  - id: cho-first
    title: {{zh: 谁先走, ko: 누가 먼저 두나, en: Who moves first}}
    position: {{fen: "4k4/9/9/9/9/9/9/1C7/9/3K5 w - - 0 1"}}
    prompt: {{zh: 初先走。, ko: 초가 먼저 둡니다., en: Cho moves first.}}
    self_check: {{zh: 看谁先走。, ko: 누가 먼저 두는지 봅니다., en: I know who moves first.}}
    explanation: {{zh: 初先走。, ko: 초가 먼저 둡니다., en: Cho moves first.}}
    kind: claim
    claim: {{is: to-move, side: cho}}
    answer: true
"#
    )
}

fn write(dir: &Path, text: &str) {
    std::fs::write(dir.join("preview.yaml"), text).expect("write lesson");
}

/// The app as `janggi-tutor --lessons DIR --watch` builds it.
fn app_on(dir: &Path, lang: &str) -> App {
    let (lessons, _) = crate::tui::load_lessons(Some(dir));
    let mut app = App::new(Config {
        lessons,
        cli_lang: Some(lang.into()),
        ..Config::for_tests()
    });
    app.start_watching();
    app
}

fn on_exercise(app: &App) -> Option<(String, String)> {
    match app.top::<ExerciseState>() {
        Some(e) => {
            let l = &app.lessons().list[e.lesson];
            Some((l.id.clone(), l.exercises[e.index].id.clone()))
        }
        _ => None,
    }
}

/// The screen with the temporary folder's path written as `DIR`.
fn screen(app: &mut App, dir: &Path, w: u16, h: u16) -> String {
    draw(app, w, h).replace(&dir.display().to_string(), "DIR")
}

#[test]
fn open_starts_on_the_exercise_or_the_page() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), &lesson_yaml("Where can this cannon go?"));
    let mut app = app_on(dir.path(), "en");
    assert!(app.open_place(&Place::parse("preview-cannon/cho-first")));
    assert_eq!(
        on_exercise(&app),
        Some(("preview-cannon".into(), "cho-first".into()))
    );
    // Back goes to the lesson's page, then home: the screen stack is the usual one.
    app.press(ratatui::crossterm::event::KeyCode::Char('q'));
    match app.top::<LessonState>() {
        Some(p) => assert_eq!(p.exercise(), 1),
        _ => panic!("not on the lesson page"),
    }
    assert!(app.open_place(&Place::parse("chariot")));
    assert!(app.top::<LessonState>().is_some());
    assert_eq!(app.depth(), 2);
    assert!(!app.open_place(&Place::parse("chariot/nope")));
    assert!(!app.open_place(&Place::parse("nope")));
}

#[test]
fn an_unknown_id_is_a_usage_error_with_near_ids_and_no_screen() {
    let (code, out, err) = run_cli(&["--lang", "en", "--open", "chariott"]);
    assert_eq!(code, 2, "{err}");
    assert!(out.is_empty());
    assert_eq!(
        err.trim(),
        "error: There is no lesson “chariott”. Did you mean: chariot?"
    );
    let (code, _, err) = run_cli(&["--lang", "en", "--open", "chariot/chariot-open-line"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("The lesson “chariot” has no exercise “chariot-open-line”. Did you mean: chariot-open-lines"),
        "{err}"
    );
    let (code, _, err) = run_cli(&["--lang", "zh", "--open", "zzzz"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("错误：没有课程「zzzz」。现有的 ID：board-and-setup、chariot"),
        "{err}"
    );
    let (code, _, err) = run_cli(&["--lang", "ko", "--open", "horse/zzzz"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("오류: ‘horse’ 강의에 ‘zzzz’ 문제가 없습니다. 있는 ID: horse-eight-points"),
        "{err}"
    );
}

#[test]
fn a_known_id_goes_on_to_the_screen() {
    // Tests have no terminal: getting as far as the terminal check means the id was accepted.
    let (code, _, err) = run_cli(&["--lang", "en", "--open", "horse/horse-enemy-leg"]);
    assert_eq!(code, 1);
    assert!(err.contains("interactive terminal"), "{err}");
    // A folder's lesson is found too.
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), &lesson_yaml("Where?"));
    let d = dir.path().to_str().unwrap();
    let (code, _, err) = run_cli(&[
        "--lang",
        "en",
        "--lessons",
        d,
        "--open",
        "preview-cannon/no-screen",
        "--watch",
    ]);
    assert_eq!(code, 1, "{err}");
}

#[test]
fn watch_needs_a_folder_and_neither_option_takes_a_verb() {
    let (code, _, err) = run_cli(&["--lang", "en", "--watch"]);
    assert_eq!(code, 2);
    assert!(err.contains("--lessons"), "{err}");
    let (code, _, err) = run_cli(&["--lang", "en", "--open", "horse", "lessons"]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot be used with a command"), "{err}");
}

#[test]
fn a_reload_keeps_the_place_and_shows_the_new_text() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), &lesson_yaml("Where can this cannon go?"));
    let mut app = app_on(dir.path(), "en");
    assert!(app.open_place(&Place::parse("preview-cannon/no-screen")));
    assert!(screen(&mut app, dir.path(), 100, 30).contains("Where can this cannon go?"));

    write(
        dir.path(),
        &lesson_yaml("Which points can the cannon on b3 reach?"),
    );
    app.reload_lessons(watch::reload(dir.path()));
    assert_eq!(
        on_exercise(&app),
        Some(("preview-cannon".into(), "no-screen".into()))
    );
    assert_eq!(app.depth(), 3, "home, the lesson page, the exercise");
    let text = screen(&mut app, dir.path(), 100, 30);
    assert!(
        text.contains("Which points can the cannon on b3 reach?"),
        "{text}"
    );
    assert!(!text.contains("Where can this cannon go?"));
    assert!(
        text.contains("read once; lint: no errors, no warnings."),
        "{text}"
    );
}

#[test]
fn an_unchanged_lesson_keeps_the_answer_being_built() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), &lesson_yaml("Where?"));
    let mut app = app_on(dir.path(), "en");
    assert!(app.open_place(&Place::parse("preview-cannon/no-screen")));
    // Mark a point (Enter on the board at the cursor).
    app.press(ratatui::crossterm::event::KeyCode::Enter);
    let marks = |a: &App| match a.top::<ExerciseState>() {
        Some(e) => e.marks.clone(),
        _ => panic!("not on the exercise"),
    };
    assert_eq!(marks(&app).len(), 1);
    // Another file in the folder changes: this lesson is the same, the mark stays.
    std::fs::write(
        dir.path().join("other.yaml"),
        lesson_yaml("x")
            .replace("preview-cannon", "preview-other")
            .replace("900", "901"),
    )
    .unwrap();
    app.reload_lessons(watch::reload(dir.path()));
    assert_eq!(marks(&app).len(), 1);
    assert!(app.lessons().position("preview-other").is_some());
}

#[test]
fn a_broken_file_shows_its_problems_and_the_place_comes_back_when_fixed() {
    let dir = tempfile::tempdir().unwrap();
    let good = lesson_yaml("Where can this cannon go?");
    write(dir.path(), &good);
    let mut app = app_on(dir.path(), "en");
    assert!(app.open_place(&Place::parse("preview-cannon/no-screen")));

    // A tab in the indentation: the file no longer parses, the lesson drops out.
    write(
        dir.path(),
        &good.replace("    kind: destinations", "\tkind: destinations"),
    );
    app.reload_lessons(watch::reload(dir.path()));
    assert_eq!(on_exercise(&app), None);
    assert!(app.preview().errors() > 0);
    let text = screen(&mut app, dir.path(), 100, 30);
    assert!(text.contains("DIR/preview.yaml:12:1: error:"), "{text}");
    assert!(text.contains("tab"), "{text}");
    insta::assert_snapshot!("broken_file_en_100x30", text);

    // Fixed: the exercise opens again by itself.
    write(dir.path(), &good);
    app.reload_lessons(watch::reload(dir.path()));
    assert_eq!(
        on_exercise(&app),
        Some(("preview-cannon".into(), "no-screen".into()))
    );
    assert_eq!(app.preview().problems.len(), 0);
    assert_eq!(app.preview().reloads, 2);
}

#[test]
fn a_wrong_answer_key_is_reported_while_the_lesson_stays_open() {
    let dir = tempfile::tempdir().unwrap();
    let good = lesson_yaml("Where can this cannon go?");
    write(dir.path(), &good);
    for lang in LANGS {
        let mut app = app_on(dir.path(), lang);
        assert!(app.open_place(&Place::parse("preview-cannon/no-screen")));
        // The cannon has no screen: an answer key listing b5 teaches a wrong rule.
        let bad = good.replace("answer: []", "answer: [b5]");
        write(dir.path(), &bad);
        app.reload_lessons(watch::reload(dir.path()));
        assert!(on_exercise(&app).is_some(), "the lesson still loads");
        assert_eq!(app.preview().errors(), 1, "{:?}", app.preview().problems);
        let d = &app.preview().problems[0];
        assert_eq!((d.line, d.col), (14, 14));
        let text = screen(&mut app, dir.path(), 110, 30);
        assert!(text.contains("DIR/preview.yaml:14:14"), "{text}");
        insta::assert_snapshot!(format!("wrong_key_{lang}_110x30"), text);
        // In the smallest terminal the counts stay in the header.
        let small = screen(&mut app, dir.path(), 80, 24);
        assert!(!small.contains("DIR/preview.yaml"));
        write(dir.path(), &good);
    }
}

#[test]
fn the_real_watcher_reloads_after_a_change() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), &lesson_yaml("Before"));
    let (tx, rx) = mpsc::channel();
    let _watch = watch::watch(dir.path(), move |r| {
        let _ = tx.send(r);
    })
    .expect("watch a temporary folder");
    write(dir.path(), &lesson_yaml("After the change"));
    // Generous: the debounce is a quarter second; a loaded machine may take much longer.
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        let r = rx.recv_timeout(left).expect("a reload within 30 s");
        let lesson = r.loaded.catalog.lesson("preview-cannon").expect("lesson");
        if lesson.exercises[0].prompt.get("en") == "After the change" {
            break;
        }
    }
    // Reading the folder again opens its files; that alone must not start another reload
    // (it would loop for ever). On a loaded machine the write's own last event (the file
    // closed after writing) may come after a quiet spell and give one more reload, so a
    // couple are allowed; a loop would never fall silent.
    let mut more = 0;
    while let Ok(r) = rx.recv_timeout(Duration::from_secs(2)) {
        more += 1;
        assert!(
            more <= 2,
            "reloads go on after the folder stopped changing: {:?}",
            r.problems
        );
    }
}

#[test]
fn a_folder_that_cannot_be_watched_is_a_message() {
    let dir = tempfile::tempdir().unwrap();
    let gone = dir.path().join("missing");
    let e = watch::watch(&gone, |_| {}).err().expect("no such folder");
    assert_eq!(e.id, "watch-failed");
    // Read again after the folder vanished: the built-in lessons and one problem.
    let r = watch::reload(&gone);
    assert_eq!(r.errors(), 1);
    assert!(r.loaded.catalog.lesson("chariot").is_some());
}

#[test]
fn many_problems_are_counted_beyond_the_first_few() {
    let dir = tempfile::tempdir().unwrap();
    let good = lesson_yaml("Where?");
    for i in 0..5 {
        let text = good
            .replace("preview-cannon", &format!("preview-{i}"))
            .replace("    kind: destinations", "\tkind: destinations");
        std::fs::write(dir.path().join(format!("p{i}.yaml")), text).unwrap();
    }
    let mut app = app_on(dir.path(), "en");
    app.reload_lessons(watch::reload(dir.path()));
    assert_eq!(app.preview().errors(), 5);
    // The summary, three problems of up to two rows, and the count of the others.
    assert_eq!(app.preview().panel_rows(), 8);
    let text = screen(&mut app, dir.path(), 100, 40);
    assert!(text.contains("DIR/p0.yaml:12:1"), "{text}");
    assert!(text.contains("DIR/p2.yaml:12:1"), "{text}");
    assert!(!text.contains("DIR/p3.yaml"), "{text}");
    assert!(
        text.contains("... and 2 more (janggi-tutor lint lists them all)."),
        "{text}"
    );
}

/// The page of a lesson lists each exercise by its title, else by its prompt's start: never
/// by its id (the author's name for it, which a student need not read), from the author's
/// folder or the course.
#[test]
fn a_lessons_page_lists_exercises_by_title_or_prompt_never_by_id() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), &lesson_yaml("Where can this cannon go?"));
    let mut app = app_on(dir.path(), "en");
    assert!(app.open_place(&Place::parse("preview-cannon/cho-first")));
    app.press(ratatui::crossterm::event::KeyCode::Char('q'));
    assert!(app.top::<LessonState>().is_some());
    let page = screen(&mut app, dir.path(), 100, 30);
    assert!(page.contains("2. Who moves first"), "{page}");
    assert!(page.contains("1. Where can this cann"), "{page}");
    assert!(
        !page.contains("cho-first") && !page.contains("no-screen"),
        "{page}"
    );
    let mut zh = app_on(dir.path(), "zh");
    assert!(zh.open_place(&Place::parse("preview-cannon/cho-first")));
    zh.press(ratatui::crossterm::event::KeyCode::Char('q'));
    let page = screen(&mut zh, dir.path(), 100, 30);
    assert!(page.contains("谁先走"), "{page}");
    assert!(app.open_place(&Place::parse("chariot/chariot-cannot-jump")));
    app.press(ratatui::crossterm::event::KeyCode::Char('q'));
    assert!(app.top::<LessonState>().is_some());
    let page = screen(&mut app, dir.path(), 100, 30);
    assert!(!page.contains("chariot-cannot-jump"), "{page}");
}

/// The live preview lists each option's claim in the engine's words as a note, after the
/// problems, and counts it as no problem (the header and summary say 0 E, 0 W).
#[test]
fn the_watch_panel_notes_each_options_claim_in_the_engines_words() {
    let dir = tempfile::tempdir().unwrap();
    let lesson = std::fs::read_to_string("tests/data/lessons/trust/palace-attack.yaml").unwrap();
    std::fs::write(dir.path().join("palace.yaml"), lesson).unwrap();
    let mut app = app_on(dir.path(), "en");
    app.reload_lessons(watch::reload(dir.path()));
    let p = app.preview();
    assert_eq!((p.errors(), p.warnings()), (0, 0));
    assert_eq!(p.problems.len(), 2, "{:?}", p.problems);
    assert!(
        p.problems
            .iter()
            .all(|d| d.message.id == "lesson-option-engine")
    );
    assert!(app.open_place(&Place::parse("palace-attack/which-are-true")));
    let text = screen(&mut app, dir.path(), 100, 30);
    assert!(
        text.contains("DIR/palace.yaml:44:9: note: Option 1"),
        "{text}"
    );
    assert!(text.contains("no errors, no warnings"), "{text}");
}
