//! The lesson verbs end to end: `lessons`, `try` (text and JSON, each language), `schema`.

use crate::common;

const GOOD: &str = "tests/data/lessons/good";

use common::run_cli as run;

fn try_answer(lang: &str, lesson: &str, exercise: &str, answer: &str) -> (i32, String, String) {
    run(&[
        "--lang",
        lang,
        "try",
        lesson,
        exercise,
        answer,
        "--lessons",
        GOOD,
    ])
}

#[test]
fn lessons_lists_phases_lessons_and_exercises() {
    let (code, out, err) = run(&["--lang", "en", "lessons", "--lessons", GOOD]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("Understand the rules (understand)\n"),
        "{out}"
    );
    assert!(
        out.contains("\n  1. How the pieces move [fixture-pieces], 6 exercises\n"),
        "{out}"
    );
    assert!(out.contains("\n    screen-kind: cannon lines\n"), "{out}");
    assert!(
        out.contains("Replay and verify (review)\n  1. Replay [fixture-replay], one exercise\n"),
        "{out}"
    );
    let (_, zh, _) = run(&["--lang", "zh", "lessons", "--lessons", GOOD]);
    assert!(zh.contains("理解规则（understand）"), "{zh}");
    assert!(
        zh.contains("1. 棋子怎么走 [fixture-pieces]，共 6 道练习"),
        "{zh}"
    );
    let (_, ko, _) = run(&["--lang", "ko", "lessons", "--lessons", GOOD]);
    assert!(ko.contains("규칙 이해 (understand)"), "{ko}");
    assert!(ko.contains("horse-judge: 둘 수 있는 수인가"), "{ko}");
}

#[test]
fn lessons_reports_broken_files_and_lists_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(
        format!("{GOOD}/review/replay.yaml"),
        dir.path().join("replay.yaml"),
    )
    .unwrap();
    std::fs::write(dir.path().join("broken.yaml"), "id: [").unwrap();
    let (code, out, err) = run(&[
        "--lang",
        "en",
        "lessons",
        "--lessons",
        dir.path().to_str().unwrap(),
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("[fixture-replay]"), "{out}");
    assert!(
        err.contains("broken.yaml:2:1: error: This is not valid YAML:"),
        "{err}"
    );
    assert!(err.contains(": error: This is not valid YAML:"), "{err}");

    let (code, _, err) = run(&["lessons", "--lessons", "tests/data/lessons/no-such-folder"]);
    assert_eq!(code, 2);
    assert!(err.contains("no-such-folder"), "{err}");
}

#[test]
fn try_prints_verdict_feedback_and_self_check() {
    let (code, out, _) = try_answer("en", "fixture-pieces", "horse-start", "a3 c3");
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "Right!\n+ Right: you found all 2 legal points. (points: a3 c3)\nStars: 3 of 3.\nSelf-check: You can name the blocking point.\nExplanation: The elephant on c1 blocks the horse's leg on that side.\n"
    );
    let (code, out, _) = try_answer("en", "fixture-pieces", "horse-judge", "yes");
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "Not right yet.\nx Not so: b1d2 is illegal. Look again at what stops it. (points: b1 d2)\nWhat you missed is kept back after a first miss: the exercise screen shows it after a second miss, or at once with a.\n"
    );
}

#[test]
fn try_speaks_each_language() {
    let (code, out, _) = try_answer("zh", "fixture-pieces", "chariot-capture", "a1a8");
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "还不对。\nx a1a8 不合法。车的路被 a7 上的棋子挡住了。（相关的点：a1 a8 a7）\n"
    );
    let (code, out, _) = try_answer("ko", "fixture-pieces", "chariot-capture", "a1a8");
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "아직 아닙니다.\nx a1a8은 둘 수 없는 수입니다. a7에 있는 기물이 차의 길을 막고 있습니다. (관련 칸: a1 a8 a7)\n"
    );
}

#[test]
fn try_json_is_machine_readable() {
    let (code, out, _) = run(&[
        "--lang",
        "en",
        "try",
        "fixture-pieces",
        "screen-kind",
        "opened b4:right",
        "--json",
        "--lessons",
        GOOD,
    ]);
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["correct"], false);
    assert_eq!(v["solved"], false);
    assert_eq!(v["stars"], 0);
    assert_eq!(v["kind"], "lines");
    let fb = v["feedback"].as_array().unwrap();
    assert_eq!(fb.len(), 2);
    assert_eq!(fb[0]["tone"], "right");
    assert_eq!(fb[0]["message"]["id"], "fb-lines-opened-right");
    assert_eq!(fb[0]["message"]["args"]["line"]["id"], "lesson-line");
    assert_eq!(fb[0]["message"]["args"]["line"]["args"]["square"], "b4");
    assert_eq!(
        fb[0]["message"]["args"]["line"]["args"]["direction"],
        "right"
    );
    assert_eq!(
        fb[0]["message"]["args"]["cause"]["id"],
        "fb-cause-count-screen"
    );
    assert_eq!(fb[1]["tone"], "missed");
    assert_eq!(fb[1]["misconception"], "screen-count-only");
    assert_eq!(fb[1]["reasons"][0], "line-kind");
    assert_eq!(fb[1]["squares"], serde_json::json!(["b1", "b2", "b4"]));
    assert_eq!(v["explanation"], serde_json::Value::Null);
}

#[test]
fn try_replay_steps() {
    let (code, out, _) = try_answer("en", "fixture-replay", "soldiers", "2:true");
    assert_eq!(code, 0);
    assert!(out.starts_with("Step 2 of 2.\nRight!\n"), "{out}");
}

#[test]
fn try_rejects_unusable_arguments_with_exit_2() {
    let (code, _, err) = try_answer("en", "no-such-lesson", "x", "yes");
    assert_eq!(code, 2);
    assert!(
        err.contains("There is no lesson “no-such-lesson”."),
        "{err}"
    );
    let (code, _, err) = try_answer("en", "fixture-pieces", "nope", "yes");
    assert_eq!(code, 2);
    assert!(
        err.contains("has no exercise “nope”. Its exercises: horse-start, horse-judge"),
        "{err}"
    );
    let (code, _, err) = try_answer("en", "fixture-pieces", "horse-judge", "perhaps");
    assert_eq!(code, 2);
    assert_eq!(err, "error: “perhaps” is not yes or no.\n");
    let (code, _, err) = try_answer("en", "fixture-pieces", "cannon-concepts", "3");
    assert_eq!(code, 2);
    assert_eq!(err, "error: “3” is not an option number from 1 to 2.\n");
    let (code, _, err) = try_answer("en", "fixture-pieces", "horse-start", "-");
    assert_eq!(code, 1, "{err}");
}

#[test]
fn schema_is_json_schema_of_the_lesson_format() {
    let (code, out, _) = run(&["schema"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["title"], "Lesson");
    assert!(v["$schema"].as_str().unwrap().contains("json-schema.org"));
    let required = v["required"].as_array().unwrap();
    for field in ["id", "phase", "order", "title", "intro", "exercises"] {
        assert!(required.iter().any(|r| r == field), "{field}");
    }
    let kinds: Vec<&str> = v["$defs"]["Exercise"]["oneOf"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["properties"]["kind"]["const"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        [
            "destinations",
            "judge",
            "play",
            "choice",
            "lines",
            "replay",
            "claim"
        ]
    );
    assert_eq!(v["$defs"]["Exercise"]["unevaluatedProperties"], false);
}
