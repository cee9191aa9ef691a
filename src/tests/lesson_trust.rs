//! Issue 67's lesson trust, beyond the lint's planted mistakes (`lesson_lint.rs`): a
//! misconception counts only on the learner's own wrong answer (a judge's reason, a
//! `choice` option, a `claim`'s true/false), and an error report holds what reproduces it
//! (the record, a replay's steps and key, the source clause, where to send it).

use crate::i18n::Localizer;
use crate::lesson::erratum::Report;
use crate::lesson::load::Catalog;
use crate::tests::common;

const DIR: &str = "tests/data/lessons/trust";

/// `try --json` on the fixture lesson: the misconception tags of its feedback items.
fn tags(exercise: &str, answer: &str) -> (Vec<String>, serde_json::Value) {
    let (_, out, err) = common::run_cli(&[
        "--lang",
        "en",
        "--lessons",
        DIR,
        "try",
        "palace-attack",
        exercise,
        answer,
        "--json",
    ]);
    let v: serde_json::Value =
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}{err}"));
    let tags = v["feedback"]
        .as_array()
        .expect("feedback items")
        .iter()
        .filter_map(|f| f["misconception"].as_str().map(str::to_string))
        .collect();
    (tags, v)
}

/// The case: "no not-piece-move" of a move blocked on the palace centre gives the
/// wrong reason's tag, and no longer the one written for the engine's reason (the learner
/// did not believe the chariot passes the centre); the feedback text for that reason still
/// shows with what was missed. "yes" (legal) is that belief, and carries its tag.
#[test]
fn a_misconception_counts_only_on_the_learners_own_wrong_answer() {
    let (t, v) = tags("centre-blocks-the-line", "no not-piece-move");
    assert_eq!(t, ["chariot-no-palace-line"], "{v:#}");
    let missed = v["feedback"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["tone"] == "missed")
        .expect("the engine's reason, missed");
    assert_eq!(missed["author"], true, "{v:#}");
    assert!(missed["misconception"].is_null(), "{v:#}");
    let (t, _) = tags("centre-blocks-the-line", "yes");
    assert_eq!(t, ["chariot-passes-palace-centre"]);
    let (t, _) = tags("centre-blocks-the-line", "no chariot-blocked");
    assert!(t.is_empty());
    // A choice: the tag of the wrong option picked; none for a right one left out.
    let (t, v) = tags("which-are-true", "1,2");
    assert_eq!(t, ["chariot-passes-palace-centre"], "{v:#}");
    let (t, _) = tags("which-are-true", "none");
    assert!(t.is_empty());
    let (t, _) = tags("which-are-true", "1");
    assert!(t.is_empty());
    // A claim: the tag of the wrong true/false said, with the author's text.
    let (t, v) = tags("blocked-claim", "true");
    assert_eq!(t, ["chariot-passes-palace-centre"], "{v:#}");
    assert!(
        v["feedback"][0]["text"]
            .as_str()
            .is_some_and(|s| s.contains("advisor on the centre blocks")),
        "{v:#}"
    );
    let (t, _) = tags("blocked-claim", "false");
    assert!(t.is_empty());
}

/// The trainer records the same tags the outcome reports (`AttemptResult` is built from
/// the verdict's items), so a learner's progress counts the right reason's tag no more.
#[test]
fn the_trainers_verdict_carries_only_the_own_answers_tag() {
    use crate::trainer::{Answer, Attempt};
    let loaded = Catalog::load(Some(std::path::Path::new(DIR))).expect("readable");
    let catalog = loaded.catalog;
    let x = catalog
        .checked_exercise("palace-attack", "centre-blocks-the-line")
        .expect("held")
        .as_ref()
        .expect("read");
    let (_, raw) = catalog
        .exercise("palace-attack", "centre-blocks-the-line")
        .expect("held");
    let mut attempt = Attempt::start(x);
    let answer = Answer::parse(&raw.task, "no not-piece-move").unwrap();
    let v = attempt.submit(&answer).unwrap();
    let tags: Vec<&str> = v
        .feedback
        .iter()
        .filter_map(|i| i.misconception.as_deref())
        .collect();
    assert_eq!(tags, ["chariot-no-palace-line"]);
}

fn erratum(args: &[&str]) -> String {
    let (code, out, err) = common::run_cli(args);
    assert_eq!(code, 0, "{err}");
    out
}

/// A folder lesson's report: its source clause, its answer key as `try` takes it, and its
/// own address for errors.
#[test]
fn a_folder_lessons_report_names_its_source_key_and_address() {
    let out = erratum(&[
        "--lang",
        "en",
        "--lessons",
        DIR,
        "erratum",
        "--lesson",
        "palace-attack",
        "--exercise",
        "centre-blocks-the-line",
    ]);
    for part in [
        "Source clause: 比较选择：九宫斜线",
        "Answer key (as janggi-tutor try takes it):\n    no chariot-blocked\n",
        "Send this report to lessons@example.org",
    ] {
        assert!(out.contains(part), "{part:?}\n{out}");
    }
}

/// Every built-in exercise's report names its source clause and the project's tracker; a
/// replay's has its moves, its steps and its key a step a line (`try`'s `N:answer`).
#[test]
fn built_in_reports_are_complete() {
    let catalog = Catalog::embedded().catalog;
    let mut l10n = Localizer::new();
    l10n.set_lang("en").unwrap();
    let mut replays = 0;
    for lesson in catalog.lessons() {
        let entry = catalog.entry(&lesson.id).expect("held");
        for (i, ex) in lesson.exercises.iter().enumerate() {
            let text = Report::exercise(&entry.lesson, i, "en", Some((&entry.path, entry.origin)))
                .expect("held")
                .text(&l10n);
            assert!(text.contains("Source clause: "), "{}: {text}", ex.id);
            assert!(text.contains("Answer key"), "{}: {text}", ex.id);
            assert!(text.contains("the issue tracker of the project"), "{text}");
            if let crate::lesson::model::Task::Replay { steps, played } = &ex.task {
                replays += 1;
                assert!(
                    text.contains(&format!("Moves of the exercise: {}", played.join(" "))),
                    "{text}"
                );
                assert!(text.contains("Steps:\n    Step 1, after"), "{text}");
                assert!(text.contains(&format!("\n    {}:", steps.len())), "{text}");
            }
        }
    }
    assert!(replays >= 2, "{replays}");
}

/// A position reached by two passes: the report keeps its record (start position and moves),
/// since the FEN alone reads "in progress" where the engine says the game is over.
#[test]
fn a_double_pass_report_keeps_its_history() {
    let start = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    for lang in ["en", "zh", "ko"] {
        let out = erratum(&[
            "--lang",
            lang,
            "erratum",
            "--rules",
            "janggi",
            "--fen",
            start,
            "--moves",
            "e2e2,e9e9",
        ]);
        let mut l10n = Localizer::new();
        l10n.set_lang(lang).unwrap();
        for id in [
            "erratum-field-start",
            "erratum-field-moves",
            "erratum-field-fen-after",
        ] {
            assert!(out.contains(&l10n.tr(id)), "{lang} {id}\n{out}");
        }
        assert!(out.contains(&format!("{start}\n")), "{out}");
        assert!(out.contains("e2e2 e9e9"), "{out}");
    }
}

/// The Chinese report calls the program's own text 课程内容, never 原文 (the word the lessons
/// use for the source text).
#[test]
fn the_chinese_report_does_not_call_the_programs_text_the_source() {
    let mut l10n = Localizer::new();
    l10n.set_lang("zh").unwrap();
    let text = Report::rules_section("rules-ref-board", &l10n).text(&l10n);
    assert!(text.contains("课程内容："), "{text}");
    assert!(!text.contains("原文："), "{text}");
}
