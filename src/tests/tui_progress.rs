//! The progress file: save, reload, keep the best, corrupt, recover; settings and reset
//! through the app.

use crate::tui::screens::settings::SettingsState;
use std::fs;

use crate::learner::progress::{Progress, ProgressStore};
use crate::tests::tui_common::{config, draw, open};
use crate::tui::app::{App, HomeEntry, Overlay};
use ratatui::crossterm::event::KeyCode;

fn store_in(dir: &tempfile::TempDir) -> (ProgressStore, std::path::PathBuf) {
    let path = dir.path().join("sub").join("progress.json");
    (ProgressStore::at(&path), path)
}

#[test]
fn save_and_reload() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, path) = store_in(&dir);
    let loaded = store.load();
    assert!(
        loaded.warnings.is_empty(),
        "a missing file is a fresh start"
    );
    let mut p = loaded.progress;
    assert!(p.record("cannon-screen", "no-screen", 2));
    p.settings.language = Some("ko".into());
    store.save(&p).unwrap();
    assert!(path.exists(), "the folder is created");

    let (mut again, _) = store_in(&dir);
    let back = again.load();
    assert!(back.warnings.is_empty());
    assert_eq!(back.progress, p);
    assert_eq!(back.progress.stars("cannon-screen", "no-screen"), 2);

    // Only the best result is kept.
    let mut p2 = back.progress;
    assert!(!p2.record("cannon-screen", "no-screen", 1));
    assert!(p2.record("cannon-screen", "no-screen", 3));
    again.save(&p2).unwrap();
    assert_eq!(
        store_in(&dir)
            .0
            .load()
            .progress
            .stars("cannon-screen", "no-screen"),
        3
    );

    // Written atomically: no temporary file is left next to it.
    let names: Vec<String> = fs::read_dir(path.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["progress.json"]);
    let json: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(json["version"], 3);
    assert_eq!(json["exercises"]["cannon-screen"]["no-screen"]["stars"], 3);
}

#[test]
fn a_corrupt_file_is_moved_aside_with_a_warning_and_a_new_one_started() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, path) = store_in(&dir);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    let garbage = "{\"version\": 1, \"stars\": {\"l\": {\"e\": 3}"; // cut off mid-write
    fs::write(&path, garbage).unwrap();

    let loaded = store.load();
    assert_eq!(loaded.progress, Progress::default());
    assert_eq!(loaded.warnings.len(), 1);
    let w = &loaded.warnings[0];
    assert_eq!(w.id, "progress-corrupt");
    assert!(!path.exists(), "moved, not left in place");
    let moved: Vec<_> = fs::read_dir(path.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(moved.len(), 1);
    let name = moved[0].file_name().unwrap().to_string_lossy().into_owned();
    assert!(name.starts_with("progress.json.corrupt-"), "{name}");
    assert_eq!(
        fs::read_to_string(&moved[0]).unwrap(),
        garbage,
        "never dropped"
    );
    let shown = crate::i18n::Localizer::new().format(w);
    assert!(shown.contains(&moved[0].display().to_string()), "{shown}");

    // Recover: the new progress saves normally next to the kept copy.
    let mut p = loaded.progress;
    p.record("l", "e", 1);
    store.save(&p).unwrap();
    assert_eq!(store_in(&dir).0.load().progress.stars("l", "e"), 1);
    assert!(moved[0].exists());

    // A second corrupt file in the same second gets its own name.
    fs::write(&path, "not json").unwrap();
    let again = store_in(&dir).0.load();
    assert_eq!(again.warnings[0].id, "progress-corrupt");
    assert_eq!(fs::read_dir(path.parent().unwrap()).unwrap().count(), 2);
}

#[test]
fn out_of_range_stars_are_dropped_and_the_rest_kept() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, path) = store_in(&dir);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(&path, r#"{"version":1,"stars":{"l":{"e":7,"f":2}}}"#).unwrap();
    let loaded = store.load();
    let ids: Vec<&str> = loaded.warnings.iter().map(|w| w.id.as_ref()).collect();
    assert_eq!(ids, ["progress-dropped", "progress-dropped-exercise"]);
    assert_eq!(loaded.progress.stars("l", "f"), 2);
    assert_eq!(loaded.progress.stars("l", "e"), 0);
    // The valid entries are written back at once; the original is kept aside.
    let again = store_in(&dir).0.load();
    assert!(again.warnings.is_empty(), "{:?}", again.warnings);
    assert_eq!(again.progress.stars("l", "f"), 2);
    assert_eq!(fs::read_dir(path.parent().unwrap()).unwrap().count(), 2);
}

#[test]
fn a_newer_file_is_left_alone_and_nothing_is_saved() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, path) = store_in(&dir);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    let newer = r#"{"version": 9, "everything": "different"}"#;
    fs::write(&path, newer).unwrap();
    let loaded = store.load();
    assert_eq!(loaded.warnings[0].id, "progress-newer");
    assert!(!store.is_writable());
    let mut p = loaded.progress;
    p.record("l", "e", 3);
    store.save(&p).unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), newer);
}

#[test]
fn an_unreadable_file_is_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, path) = store_in(&dir);
    // A folder where the file should be: reading fails, and so would replacing it.
    fs::create_dir_all(&path).unwrap();
    let loaded = store.load();
    assert_eq!(loaded.warnings[0].id, "progress-unreadable");
    assert!(!store.is_writable());
    assert!(store.save(&loaded.progress).is_ok());
    assert!(path.is_dir());
}

#[test]
fn a_failed_save_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    // The parent "folder" is a file: the folder cannot be created.
    let blocker = dir.path().join("blocker");
    fs::write(&blocker, "x").unwrap();
    let store = ProgressStore::at(blocker.join("progress.json"));
    let err = store.save(&Progress::default()).unwrap_err();
    assert_eq!(err.id, "progress-save-failed");
}

fn app_with_file(path: &std::path::Path, lang: &str) -> App {
    let mut c = config(lang);
    c.store = ProgressStore::at(path);
    c.cli_lang = None;
    App::new(c)
}

#[test]
fn the_app_warns_about_a_corrupt_file_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    fs::write(&path, "\u{0}\u{1}garbage").unwrap();
    let mut app = app_with_file(&path, "en");
    match app.overlay() {
        Some(Overlay::Notice(w)) => assert_eq!(w[0].id, "progress-corrupt"),
        other => panic!("expected a warning, got {other:?}"),
    }
    let screen = draw(&mut app, 100, 30);
    assert!(screen.contains("is damaged"), "{screen}");
    app.press(KeyCode::Enter);
    assert!(app.overlay().is_none());
}

#[test]
fn settings_are_saved_and_used_at_the_next_start() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let mut app = app_with_file(&path, "en");
    assert_eq!(app.lang(), "en");
    open(&mut app, HomeEntry::Settings);
    // Language: system -> en -> ko (languages sorted: en, ko, zh).
    app.press(KeyCode::Right);
    app.press(KeyCode::Right);
    assert_eq!(app.lang(), "ko");
    let screen = draw(&mut app, 80, 24);
    assert!(
        screen.contains("언어: 한국어"),
        "the switch shows at once:\n{screen}"
    );
    // Board style.
    app.press(KeyCode::Down);
    app.press(KeyCode::Enter);
    let next = app_with_file(&path, "en");
    assert_eq!(next.lang(), "ko");
    assert_eq!(next.style(), crate::learner::settings::BoardStyle::Letters);
}

#[test]
fn reset_needs_confirmation() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let mut p = Progress::default();
    p.record("cannon-screen", "no-screen", 3);
    p.record("palace-lines", "chariot-diagonal", 2);
    ProgressStore::at(&path).save(&p).unwrap();

    let mut app = app_with_file(&path, "en");
    assert_eq!(app.progress().total_stars(), 5);
    open(&mut app, HomeEntry::Settings);
    // The last row: reset.
    for _ in 1..crate::tui::app::SettingItem::ALL.len() {
        app.press(KeyCode::Down);
    }
    app.press(KeyCode::Enter);
    assert!(matches!(app.overlay(), Some(Overlay::Confirm(_))));
    // Keys other than y / n do nothing while the question is open.
    app.press(KeyCode::Char('q'));
    assert!(app.top::<SettingsState>().is_some());
    app.press(KeyCode::Char('n'));
    assert!(app.overlay().is_none());
    assert_eq!(app.progress().total_stars(), 5);

    app.press(KeyCode::Enter);
    app.press(KeyCode::Char('y'));
    assert_eq!(app.progress().total_stars(), 0);
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("Progress reset."), "{screen}");
    assert_eq!(ProgressStore::at(&path).load().progress.total_stars(), 0);
}
