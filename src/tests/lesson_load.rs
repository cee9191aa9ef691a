//! Loading lessons: the embedded ones, a folder that adds and replaces lessons, broken files
//! reported with their place while the others still load, and the catalog's lookups.

use std::path::Path;

use crate::i18n::Localizer;
use crate::lesson::load::{self, Catalog, Origin, Source};
use crate::lesson::model::Phase;

const GOOD: &str = "tests/data/lessons/good";

fn read(path: &str) -> String {
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn embedded_lessons_load_without_problems_and_in_order() {
    let loaded = Catalog::embedded();
    let l10n = Localizer::new();
    let problems: Vec<String> = loaded.problems.iter().map(|d| d.render(&l10n)).collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    let (sources, _) = load::embedded_sources();
    assert_eq!(loaded.catalog.len(), sources.len());
    for s in &sources {
        assert!(s.path.starts_with("lessons/"), "{}", s.path);
        assert!(!s.path.starts_with("lessons/faq/"), "{}", s.path);
        assert_eq!(s.origin, Origin::Embedded);
    }
    // Phases in order, and within a phase by `order`.
    let keys: Vec<(Phase, u32)> = loaded
        .catalog
        .lessons()
        .map(|l| (l.phase, l.order))
        .collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(keys, sorted);
}

#[test]
fn a_folder_adds_lessons_and_skips_the_faq() {
    let loaded = Catalog::embedded().with_folder(Path::new(GOOD)).unwrap();
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let c = &loaded.catalog;
    let pieces = c.entry("fixture-pieces").unwrap();
    assert_eq!(pieces.origin, Origin::Folder);
    assert_eq!(pieces.path, format!("{GOOD}/understand/pieces.yaml"));
    let phases = c.phases();
    assert_eq!(
        phases.iter().map(|(p, _)| *p).collect::<Vec<_>>(),
        Phase::ALL
    );
    assert!(phases[0].1.iter().any(|l| l.id == "fixture-pieces"));
    assert!(phases[2].1.iter().any(|l| l.id == "fixture-replay"));
    let (lesson, ex) = c.exercise("fixture-pieces", "screen-kind").unwrap();
    assert_eq!(lesson.id, "fixture-pieces");
    assert_eq!(ex.id, "screen-kind");
    assert!(c.exercise("fixture-pieces", "nope").is_none());
    assert!(c.exercise("nope", "screen-kind").is_none());
    assert_eq!(c.find_exercise("soldiers").len(), 1);
    // faq/not-a-lesson.yaml would be a broken lesson if it were read.
    assert!(c.lessons().all(|l| l.id != "something"));
}

#[test]
fn a_folder_replaces_lessons_with_the_same_id() {
    // The fixtures play the embedded lessons here, so the test does not depend on the
    // curriculum; `Catalog::load` runs the same `with_folder` over the real embedded set.
    let base = Catalog::from_sources(&[Source {
        path: "lessons/understand/pieces.yaml".into(),
        text: read(&format!("{GOOD}/understand/pieces.yaml")),
        origin: Origin::Embedded,
    }]);
    assert_eq!(
        base.catalog
            .lesson("fixture-pieces")
            .unwrap()
            .title
            .get("en"),
        "How the pieces move"
    );
    let dir = tempfile::tempdir().unwrap();
    let changed = read(&format!("{GOOD}/understand/pieces.yaml")).replace(
        "en: How the pieces move",
        "en: How the pieces move (revised)",
    );
    std::fs::write(dir.path().join("pieces.yaml"), changed).unwrap();
    let loaded = base.with_folder(dir.path()).unwrap();
    assert!(loaded.problems.is_empty());
    assert_eq!(loaded.catalog.len(), 1);
    let entry = loaded.catalog.entry("fixture-pieces").unwrap();
    assert_eq!(
        entry.lesson.title.get("en"),
        "How the pieces move (revised)"
    );
    assert_eq!(entry.origin, Origin::Folder);
}

#[test]
fn a_broken_file_is_reported_with_its_place_and_the_others_still_load() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("good.yaml"),
        read(&format!("{GOOD}/review/replay.yaml")),
    )
    .unwrap();
    std::fs::write(
        dir.path().join("broken.yaml"),
        read("tests/data/lessons/broken/wrong-type.yaml"),
    )
    .unwrap();
    std::fs::write(dir.path().join("binary.yaml"), [0xff, 0xfe, 0x00]).unwrap();
    std::fs::write(dir.path().join("notes.txt"), "not a lesson").unwrap();
    let loaded = Catalog::load(Some(dir.path())).unwrap();
    assert!(loaded.catalog.lesson("fixture-replay").is_some());
    assert!(loaded.catalog.lesson("broken-type").is_none());
    let l10n = Localizer::new();
    let lines: Vec<String> = loaded.problems.iter().map(|d| d.render(&l10n)).collect();
    let base = dir.path().display();
    assert_eq!(
        lines,
        [
            format!(
                "{base}/binary.yaml:1:1: error: This byte (0xFF) is not UTF-8 text; save the file as UTF-8."
            ),
            format!(
                "{base}/broken.yaml:3:8: error: Expected a whole number here, but found a text."
            ),
            format!(
                "{base}/broken.yaml:11:21: error: Expected true or false here, but found a text."
            ),
        ]
    );
}

#[test]
fn duplicate_ids_in_one_load_keep_the_first_file() {
    let loaded = Catalog::load(Some(Path::new("tests/data/lessons/broken/dup"))).unwrap();
    let entry = loaded.catalog.entry("dup-lesson").unwrap();
    assert!(entry.path.ends_with("one.yaml"));
    assert_eq!(loaded.problems.len(), 1);
    assert!(loaded.problems[0].path.ends_with("two.yaml"));
    assert_eq!((loaded.problems[0].line, loaded.problems[0].col), (1, 5));
}

#[test]
fn an_unreadable_folder_is_an_error_not_a_panic() {
    assert!(Catalog::load(Some(Path::new("tests/data/lessons/no-such-folder"))).is_err());
}

#[test]
fn the_next_lesson_follows_study_order() {
    let loaded = Catalog::from_sources(&load::folder_sources(Path::new(GOOD)).unwrap().0);
    assert_eq!(
        loaded
            .catalog
            .next_lesson("fixture-pieces")
            .map(|l| l.id.as_str()),
        Some("fixture-replay")
    );
    assert!(loaded.catalog.next_lesson("fixture-replay").is_none());
}

#[test]
fn a_file_with_an_unknown_field_is_refused_not_loaded_with_the_field_ignored() {
    let dir = tempfile::tempdir().unwrap();
    let text = read(&format!("{GOOD}/review/replay.yaml")).replace(
        "    moves: [c4c5, c7c6]\n",
        "    moves: [c4c5, c7c6]\n    hint: {en: typo}\n",
    );
    std::fs::write(dir.path().join("typo.yaml"), text).unwrap();
    let loaded = Catalog::load(Some(dir.path())).unwrap();
    assert!(loaded.catalog.lesson("fixture-replay").is_none());
    let l10n = Localizer::new();
    let lines: Vec<String> = loaded.problems.iter().map(|d| d.render(&l10n)).collect();
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(
        lines[0].ends_with("typo.yaml:12:5: error: Unknown field “hint”. Fields allowed here: explanation, feedback, hints, id, kind, moves, position, prompt, rules, self_check, source, steps, title."),
        "{}",
        lines[0]
    );
}
