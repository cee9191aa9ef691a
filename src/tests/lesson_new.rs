//! `janggi-tutor new`: a lesson skeleton with one exercise of each kind asked for. Every kind,
//! alone and all together, on the start position, a middle game and a drill, passes the lint
//! as written (no error; a warning on each TODO text left) and, once its TODO texts are filled
//! in, with no warning either; bad arguments are
//! refused with a message in the user's language.

use std::path::Path;

use crate::lesson::lint;
use crate::lesson::model::Kind;
use strum::VariantArray;

use crate::tests::common::run_cli;

/// Every `"TODO(<lang>): …"` text replaced by a sentence, as an instructor would.
pub(crate) fn fill_placeholders(yaml: &str) -> String {
    yaml.lines()
        .map(|l| match l.find("\"TODO(") {
            // Each language in its own script (an English text under zh is warned about).
            Some(i) => {
                let filled = match &l[i + 6..i + 8] {
                    "zh" => "讲师写的内容。",
                    "ko" => "강사가 쓴 글입니다.",
                    _ => "Filled in by the instructor.",
                };
                format!("{}\"{filled}\"", &l[..i])
            }
            None => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// Lints `path` with the library's entry point; every problem as one line.
pub(crate) fn lint_file(path: &Path) -> Vec<String> {
    let report = lint::lint_paths(&[path]).expect("readable");
    assert_eq!(report.files, 1);
    report
        .diagnostics
        .iter()
        .map(|d| format!("{}:{}:{}: {:?}", d.path, d.line, d.col, d.message))
        .collect()
}

/// `new` with `args` into a fresh file; the file, as written and filled in, is lint-clean.
fn new_is_lint_clean(args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("new.yaml");
    let out = path.display().to_string();
    let mut all = vec!["new", "my-lesson"];
    all.extend_from_slice(args);
    all.extend(["--out", &out]);
    let (code, stdout, err) = run_cli(&all);
    assert_eq!((code, err.as_str()), (0, ""), "{args:?}");
    assert!(stdout.contains(&out), "{stdout}");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("TODO(zh)") && text.contains("TODO(ko)") && text.contains("TODO(en)"));
    // As written: no error, only the placeholders named (one warning per TODO text).
    let as_written = lint_file(&path);
    assert_eq!(
        as_written.len(),
        text.matches("\"TODO(").count(),
        "{args:?}\n{as_written:?}\n{text}"
    );
    assert!(
        as_written
            .iter()
            .all(|d| d.contains("lint-placeholder-left")),
        "{args:?}\n{as_written:?}"
    );
    let filled = dir.path().join("filled.yaml");
    std::fs::write(&filled, fill_placeholders(&text)).unwrap();
    assert_eq!(lint_file(&filled), Vec::<String>::new(), "{args:?} filled");
    text
}

#[test]
fn every_kind_alone_is_lint_clean() {
    for kind in Kind::VARIANTS {
        for phase in ["understand", "compare", "review"] {
            let text = new_is_lint_clean(&["--phase", phase, "--kinds", kind.id()]);
            assert!(
                text.contains(&format!("    kind: {}\n", kind.id())),
                "{text}"
            );
            assert!(text.contains(&format!("phase: {phase}\n")), "{text}");
        }
    }
}

#[test]
fn all_kinds_together_on_other_positions_and_rules() {
    // The default is every kind; ids are the kind ids.
    let text = new_is_lint_clean(&["--phase", "compare"]);
    for kind in Kind::VARIANTS {
        assert!(text.contains(&format!("  - id: {}\n", kind.id())), "{text}");
    }
    // A middle game under the Janggi rules, Han to move.
    let fen = "r1ba1abnr/4k4/1c2n2c1/p1p3p1p/4p4/2P6/P3P1P1P/1C2C4/4K4/RNBA1ABNR b - - 0 3";
    let text = new_is_lint_clean(&[
        "--phase", "review", "--fen", fen, "--rules", "janggi", "--order", "7",
    ]);
    assert!(text.contains("rules: janggi\n") && text.contains("order: 7\n"));
    assert!(text.contains("turn: han\n"), "{text}");
    // A drill: no kings. The skeleton says `relaxed: true`.
    let text = new_is_lint_clean(&[
        "--phase",
        "understand",
        "--kinds",
        "destinations,judge,play,claim,choice,replay",
        "--fen",
        "9/9/9/9/9/9/9/9/4R4/9 w - - 0 1",
        "--relaxed",
    ]);
    assert!(text.contains("      relaxed: true\n"), "{text}");
    assert!(text.contains("    square: e2\n"), "{text}");
}

#[test]
fn standard_output_by_default_and_bad_arguments_refused() {
    let (code, out, err) = run_cli(&["new", "x1", "--phase", "review", "--kinds", "judge"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(
        out.starts_with("# Lesson skeleton (janggi-tutor new).\n"),
        "{out}"
    );
    assert!(out.contains("id: x1\n"));

    let refused = |args: &[&str], needle: &str| {
        let (code, out, err) = run_cli(args);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(out.is_empty());
    };
    refused(
        &["--lang", "zh", "new", "My_Lesson", "--phase", "review"],
        "不能用作课程编号",
    );
    refused(
        &["--lang", "ko", "new", "x", "--phase", "later"],
        "알 수 없는 단계",
    );
    refused(
        &["new", "x", "--phase", "review", "--kinds", "judge,quiz"],
        "Unknown exercise kind “quiz”",
    );
    // No cannon: no move opens or closes a cannon line.
    refused(
        &[
            "new",
            "x",
            "--phase",
            "review",
            "--kinds",
            "lines",
            "--fen",
            "4k4/9/9/9/9/9/9/9/9/4K4 w",
        ],
        "opens or closes a cannon line",
    );
    // A setup only a drill can have, without --relaxed: the usual hint.
    refused(
        &[
            "new",
            "x",
            "--phase",
            "review",
            "--fen",
            "9/9/9/9/9/9/9/9/4R4/9 w",
        ],
        "--relaxed",
    );
    // An existing file is never overwritten.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("taken.yaml");
    std::fs::write(&path, "keep me").unwrap();
    let p = path.display().to_string();
    let (code, _, err) = run_cli(&["new", "x", "--phase", "review", "--out", &p]);
    assert_eq!(code, 1);
    assert!(err.contains("Cannot write"), "{err}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "keep me");
}

/// The YAML block after `marker` in docs/LESSONS.md.
fn guide_block(marker: &str) -> String {
    let guide = std::fs::read_to_string("docs/LESSONS.md").unwrap();
    let start = guide.find(marker).expect("marker");
    let rest = &guide[start..];
    let body = &rest[rest.find("```yaml\n").unwrap() + "```yaml\n".len()..];
    body[..body.find("```").unwrap()].to_string()
}

#[test]
fn the_guides_skeleton_is_what_new_prints() {
    let (code, out, err) = run_cli(&[
        "new",
        "cannon-screens",
        "--phase",
        "understand",
        "--kinds",
        "judge",
        "--fen",
        "4k4/9/1n7/9/9/1C7/9/1C7/4K4/9 w - - 0 1",
    ]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out, guide_block("<!-- new-skeleton -->"));
}

#[test]
fn the_guides_finished_lesson_is_lint_clean_and_right() {
    use crate::lesson::load::{Origin, Source};
    use crate::lesson::model::Lesson;
    use crate::trainer::{Answer, Attempt};
    let text = guide_block("<!-- editor-example -->");
    let diags = lint::lint_sources(&[Source {
        path: "docs/LESSONS.md".into(),
        text: text.clone(),
        origin: Origin::Folder,
    }]);
    assert!(diags.is_empty(), "{diags:?}");
    let lesson: Lesson = serde_yaml::from_str(&text).unwrap();
    for (id, answer) in [
        ("judge", "no cannon-screen-cannon"),
        ("nothing-lights-up", ""),
    ] {
        let ex = lesson.exercises.iter().find(|x| x.id == id).unwrap();
        let mut a = Attempt::new(&lesson, ex).unwrap();
        let v = a.submit(&Answer::parse(&ex.task, answer).unwrap()).unwrap();
        assert!(v.correct, "{id}: {:?}", v.feedback);
    }
}

/// A record in `tests/data/records/games/`.
fn game_file(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/records/games")
        .join(name)
        .display()
        .to_string()
}

/// `game FILE --to lesson` writes a skeleton that, once its placeholders are filled, lints
/// clean: from a record's start, from a move, with Han to move.
fn lint_skeleton(args: &[&str]) -> (i32, String) {
    let (code, out, err) = crate::tests::common::run_cli(args);
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    assert!(out.contains("TODO(ko)"), "{out}");
    let dir = tempfile::tempdir().unwrap();
    let path: std::path::PathBuf = dir.path().join("from-record.yaml");
    std::fs::write(&path, fill_placeholders(&out)).unwrap();
    let (code, lint_out, _) = crate::tests::common::run_cli(&["lint", &path.display().to_string()]);
    (code, lint_out)
}

#[test]
fn lesson_skeletons_pass_lint_once_filled() {
    let g = game_file("modern-utf8.gib");
    let (code, out) = lint_skeleton(&["game", &g, "--to", "lesson", "--at", "12"]);
    assert_eq!(code, 0, "{out}");
    // Han to move before move 8: the diagram says so with `turn: han`.
    let (code, out) = lint_skeleton(&["game", &g, "--to", "lesson", "--at", "8"]);
    assert_eq!(code, 0, "{out}");
    let (code, out) = lint_skeleton(&["game", &g, "--to", "lesson"]);
    assert_eq!(code, 0, "{out}");
    let p = game_file("pychess-traditional.pgn");
    let (code, out) = lint_skeleton(&["game", &p, "--to", "lesson", "--at", "7"]);
    assert_eq!(code, 0, "{out}");
}
