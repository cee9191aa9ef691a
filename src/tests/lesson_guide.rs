//! docs/LESSONS.md stays true: its example lesson passes the lint without a warning, each of
//! its exercises accepts the right answer, and the `try` session it shows is real output.

use crate::cli::run_with;
use crate::lesson::lint;
use crate::lesson::load::{Origin, Source};
use crate::lesson::model::Lesson;
use crate::trainer::{Answer, Attempt};

fn example() -> String {
    let guide = std::fs::read_to_string("docs/LESSONS.md").unwrap();
    let start = guide.find("<!-- example-lesson -->").expect("marker");
    let rest = &guide[start..];
    let body = &rest[rest.find("```yaml\n").unwrap() + "```yaml\n".len()..];
    body[..body.find("```").unwrap()].to_string()
}

#[test]
fn the_example_lesson_is_lint_clean() {
    let source = Source {
        path: "docs/LESSONS.md".into(),
        text: example(),
        origin: Origin::Folder,
    };
    let diags = lint::lint_sources(&[source]);
    assert!(diags.is_empty(), "{diags:?}");
}

#[test]
fn every_example_exercise_accepts_its_answer_and_covers_every_kind() {
    let lesson: Lesson = serde_yaml::from_str(&example()).unwrap();
    let answers = [
        ("horse-points", "a3 c3"),
        ("cannon-over-cannon", "no cannon-screen-cannon"),
        ("give-check", "a1d1"),
        ("cannon-facts", "2"),
        ("screen-change", "opened b4:right closed b1:up"),
        ("soldier-steps", "1:yes"),
        ("facing-kings", "true"),
    ];
    let mut kinds = Vec::new();
    for (id, text) in answers {
        let ex = lesson.exercises.iter().find(|x| x.id == id).unwrap();
        kinds.push(ex.task.kind().id());
        let mut a = Attempt::new(&lesson, ex).unwrap();
        let v = a.submit(&Answer::parse(&ex.task, text).unwrap()).unwrap();
        assert!(v.correct, "{id}: {:?}", v.feedback);
    }
    kinds.sort();
    assert_eq!(
        kinds,
        [
            "choice",
            "claim",
            "destinations",
            "judge",
            "lines",
            "play",
            "replay"
        ]
    );
}

#[test]
fn the_try_session_shown_is_real() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("example.yaml"), example()).unwrap();
    let args: Vec<String> = [
        "janggi-tutor",
        "--lang",
        "en",
        "try",
        "guide-example",
        "cannon-over-cannon",
        "yes",
        "--lessons",
        dir.path().to_str().unwrap(),
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(run_with(&args, &mut out, &mut err), 1);
    let out = String::from_utf8(out).unwrap();
    let guide = std::fs::read_to_string("docs/LESSONS.md").unwrap();
    let shown = guide
        .split("```console\n")
        .nth(1)
        .unwrap()
        .split("```")
        .next()
        .unwrap();
    let shown_output: String = shown.lines().skip(1).map(|l| format!("{l}\n")).collect();
    assert_eq!(out, shown_output);
}
