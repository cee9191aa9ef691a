//! Issue 15, for instructors: the global `--lessons DIR` counts for every verb that reads
//! lessons, a byte-order mark is accepted, and the lint's further checks (a claim without
//! `correct`, a missing or repeated answer key, feedback that can never fire, a lesson that
//! replaces a built-in one, upper-case `.YAML`, a non-UTF-8 byte at its place, an empty folder).

use crate::tests::common;

use std::path::Path;

use crate::i18n::Localizer;
use crate::lesson::lint;
use crate::lesson::load::Catalog;

const BROKEN: &str = "tests/data/lessons/broken";
const BOM: &str = "tests/data/lessons/bom";

fn run(args: &[&str]) -> (i32, String, String) {
    let mut argv = vec!["--lang", "en"];
    argv.extend_from_slice(args);
    common::run_cli(&argv)
}

/// The lint's lines for one path, rendered in English.
fn lint_lines(path: &str) -> Vec<String> {
    let l10n = Localizer::new();
    lint::lint_paths(&[Path::new(path)])
        .expect("fixture paths are readable")
        .diagnostics
        .iter()
        .map(|d| d.render(&l10n))
        .collect()
}

#[test]
fn the_global_lessons_folder_is_what_lint_checks() {
    // Before: the 17 embedded files were checked and the exit status was 0.
    let dup = format!("{BROKEN}/dup");
    let (code, out, err) = run(&["--lessons", &dup, "lint"]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.lines().all(|l| l.starts_with(&dup)), "{out}");
    assert!(
        out.contains("The lesson id “dup-lesson” is already used"),
        "{out}"
    );
    assert_eq!(err, "2 files checked: 2 errors, one warning.\n");
    // Paths given to lint itself still win.
    let (code, _, err) = run(&["--lessons", &dup, "lint", BOM]);
    assert_eq!(code, 0);
    assert_eq!(err, "One file checked: 0 errors, 0 warnings.\n");
}

#[test]
fn the_global_lessons_folder_counts_for_lessons_and_try() {
    let (code, out, _) = run(&["--lessons", BOM, "lessons"]);
    assert_eq!(code, 0);
    assert!(out.contains("[from-windows]"), "{out}");
    let (code, out, err) = run(&["--lessons", BOM, "try", "from-windows", "who-moves", "true"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with("Right"), "{out}");
    // Without the folder the lesson is unknown.
    let (code, _, _) = run(&["try", "from-windows", "who-moves", "true"]);
    assert_eq!(code, 2);
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let bytes = std::fs::read(format!("{BOM}/windows.yaml")).unwrap();
    assert!(
        bytes.starts_with(b"\xEF\xBB\xBF"),
        "the fixture keeps its BOM"
    );
    assert_eq!(lint_lines(BOM), Vec::<String>::new());
    let loaded = Catalog::load(Some(Path::new(BOM))).unwrap();
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    assert!(loaded.catalog.lesson("from-windows").is_some());
}

#[test]
fn a_byte_that_is_not_utf8_is_reported_where_it_is() {
    assert_eq!(
        lint_lines(&format!("{BROKEN}/latin1.yaml")),
        [format!(
            "{BROKEN}/latin1.yaml:5:30: error: This byte (0xE9) is not UTF-8 text; save the file as UTF-8."
        )]
    );
}

#[test]
fn keys_missing_repeated_claims_without_correct_and_feedback_that_never_fires() {
    assert_eq!(
        lint_lines(&format!("{BROKEN}/keys.yaml")),
        [
            format!(
                "{BROKEN}/keys.yaml:9:5: warning: This exercise has no answer key. The engine still judges it, but add “answer” so the lint can prove the lesson right."
            ),
            format!(
                "{BROKEN}/keys.yaml:19:22: warning: The answer key lists e6 twice (first at line 19, column 14)."
            ),
            format!(
                "{BROKEN}/keys.yaml:26:17: warning: This feedback can never be shown: no answer to this exercise gives the reason “cannon-no-screen” (it can give: not-piece-move, own-piece-on-target, soldier-backward, soldier-diagonal)."
            ),
            format!(
                "{BROKEN}/keys.yaml:33:9: error: The engine checks this claim, not the option’s text: add “correct: true” or “correct: false” to say what the text states, and the lint will check the two agree."
            ),
            format!(
                "{BROKEN}/keys.yaml:49:17: warning: This feedback can never be shown: no answer to this exercise gives the reason “horse-leg-blocked” (it can give: —)."
            ),
        ]
    );
}

#[test]
fn a_lesson_that_replaces_a_built_in_one_is_named() {
    let lines = lint_lines(&format!("{BROKEN}/replaces"));
    assert_eq!(
        lines[0],
        format!(
            "{BROKEN}/replaces/my-chariot.yaml:1:5: warning: The lesson id “chariot” replaces the built-in lesson lessons/understand/02-chariot.yaml; choose another id unless you mean to replace it."
        )
    );
    // The built-in files themselves, linted from disk, replace nothing.
    let report = lint::lint_paths(&[Path::new("lessons/understand")]).unwrap();
    assert_eq!(report.diagnostics.len(), 0, "{:?}", report.diagnostics);
}

#[test]
fn upper_case_extensions_are_lesson_files() {
    let (code, out, err) = run(&["lint", &format!("{BROKEN}/upper")]);
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(err, "One file checked: 0 errors, one warning.\n");
    assert!(
        out.starts_with(&format!("{BROKEN}/upper/LOUD.YAML:8:5: warning:")),
        "{out}"
    );
}

#[test]
fn an_empty_folder_is_an_error_naming_both_extensions() {
    let empty = tempfile::tempdir().unwrap();
    let path = empty.path().to_str().unwrap();
    let (code, out, err) = run(&["lint", path]);
    assert_eq!(code, 2);
    assert_eq!(out, "");
    assert_eq!(
        err,
        format!("error: No lesson files (*.yaml or *.yml) were found in {path}.\n")
    );
}

#[test]
fn syntax_problems_are_said_in_our_words_at_their_place() {
    let one = |name: &str| lint_lines(&format!("{BROKEN}/{name}"));
    assert_eq!(
        one("tab.yaml"),
        [format!(
            "{BROKEN}/tab.yaml:8:1: error: A tab in the indentation: YAML indents with spaces only. Replace the tab with spaces."
        )]
    );
    assert_eq!(
        one("comma-zh.yaml"),
        [format!(
            "{BROKEN}/comma-zh.yaml:4:19: error: “也走斜线” looks like the end of a text cut off at a comma: in a mapping written on one line in curly brackets, put a text that contains commas in quotes."
        )]
    );
    assert_eq!(
        one("huge-number.yaml"),
        [format!(
            "{BROKEN}/huge-number.yaml:3:8: error: This number is far too large; orders and steps are small whole numbers."
        )]
    );
    // An alias bomb: anchors and aliases are refused at the first one (issue 68).
    assert_eq!(
        one("alias-bomb.yaml"),
        [format!(
            "{BROKEN}/alias-bomb.yaml:7:4: error: Anchors and aliases (&name, *name) are not allowed in lesson files: write the value out here."
        )]
    );
}

#[test]
fn the_relaxed_hint_is_given_only_where_following_it_works() {
    let path = format!("{BROKEN}/setup.yaml");
    assert_eq!(
        lint_lines(&path),
        [
            format!(
                "{path}:10:5: error: This position cannot occur in a game. Cho’s soldier on e1 stands behind its starting rank. That cannot happen, because soldiers never move backward. (For a drill position, add relaxed: true to the position, beside its fen or diagram.)"
            ),
            format!(
                "{path}:19:5: error: This position cannot be used, not even as a drill. Cho’s king on e4 is outside the palace."
            ),
        ]
    );
    // Follow the hint for the first exercise: it is clean, the second still is not.
    let text = std::fs::read_to_string(&path).unwrap();
    let followed = text.replacen(
        "      fen: 3k5/9/9/9/9/9/9/9/4K4/4P4 w - - 0 1\n",
        "      fen: 3k5/9/9/9/9/9/9/9/4K4/4P4 w - - 0 1\n      relaxed: true\n",
        1,
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("setup.yaml");
    std::fs::write(&file, followed).unwrap();
    let lines = lint_lines(file.to_str().unwrap());
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(
        lines[0].contains(":20:5: error: This position cannot be used"),
        "{lines:?}"
    );
}

#[test]
fn an_illegal_position_drawn_in_a_diagram_is_reported_at_its_point() {
    // Line 18 is the diagram's rank 4, line 21 its rank 1; column 17 is file e.
    let path = format!("{BROKEN}/setup-diagram.yaml");
    assert_eq!(
        lint_lines(&path),
        [
            format!(
                "{path}:18:17: error: This position cannot be used, not even as a drill. Cho’s king on e4 is outside the palace."
            ),
            format!(
                "{path}:21:17: error: This position cannot occur in a game. Cho’s soldier on e1 stands behind its starting rank. That cannot happen, because soldiers never move backward. (For a drill position, add relaxed: true to the position, beside its fen or diagram.)"
            ),
        ]
    );
}

#[test]
fn the_cli_mentions_relaxed_for_a_drill_only_position() {
    let fen = "3k5/9/9/9/9/9/9/9/4K4/4P4 w - - 0 1";
    let (code, _, err) = run(&["show", "--fen", fen]);
    assert_eq!(code, 2);
    assert!(
        err.contains("soldier on e1 stands behind its starting rank"),
        "{err}"
    );
    assert!(err.ends_with("add --relaxed.\n"), "{err}");
    let (code, _, _) = run(&["show", "--fen", fen, "--relaxed"]);
    assert_eq!(code, 0);
    // A king outside its palace is refused even with --relaxed: no hint.
    let (code, _, err) = run(&["show", "--fen", "3k5/9/9/9/9/9/4K4/9/9/9 w - - 0 1"]);
    assert_eq!(code, 2);
    assert!(!err.contains("--relaxed"), "{err}");
}
