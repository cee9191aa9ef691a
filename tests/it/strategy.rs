//! The strategy lesson through the binary (issue 65): listed as strategy advice, lint-clean,
//! answered right and wrong with `try` in three languages, printed as advice by `export`, and
//! a planted false claim refused by `lint` at its `file:line:col`.

use crate::common::run_cli as run;

const LESSON: &str = "strategy-basics";

fn try_answer(lang: &str, exercise: &str, answer: &str) -> (i32, String) {
    let (code, out, err) = run(&["--lang", lang, "try", LESSON, exercise, answer]);
    (code, format!("{out}{err}"))
}

#[test]
fn the_strategy_lesson_is_listed_as_advice_and_lints_clean() {
    let (code, out, err) = run(&["--lang", "en", "lessons"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Strategy advice (strategy)\n"), "{out}");
    assert!(out.contains("[strategy-basics], 6 exercises"), "{out}");
    let (code, out, err) = run(&["--lang", "en", "lint"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        err.contains("0 errors, 0 warnings") || out.contains("0 errors, 0 warnings"),
        "{out}{err}"
    );
}

#[test]
fn its_exercises_are_judged_by_the_exchange_search() {
    // (exercise, right answer, wrong answer)
    let cases = [
        ("count-the-trade", "true", "false"),
        ("left-to-be-taken", "true", "false"),
        ("defended-soldier", "false", "true"),
        ("take-the-free-piece", "i1i7", "a1a7"),
        ("losing-trade", "1", "2"),
        ("shut-in-chariot", "a2 a3", "a2 a3 a4"),
    ];
    for lang in ["en", "zh", "ko"] {
        for (ex, right, wrong) in cases {
            let (code, out) = try_answer(lang, ex, right);
            assert_eq!(code, 0, "{lang} {ex} {right}: {out}");
            let (code, out) = try_answer(lang, ex, wrong);
            assert_eq!(code, 1, "{lang} {ex} {wrong}: {out}");
        }
    }
    // The engine's count is in the feedback, in the learner's language.
    let (_, out) = try_answer("en", "count-the-trade", "true");
    assert!(out.contains("a1a7 loses 6 points"), "{out}");
    let (_, out) = try_answer("zh", "count-the-trade", "true");
    assert!(out.contains("a1a7 净亏 6 分"), "{out}");
    let (_, out) = try_answer("ko", "take-the-free-piece", "a1a7");
    assert!(out.contains("적어도 1점 벌기"), "{out}");
}

#[test]
fn the_handout_prints_it_as_advice_in_each_language() {
    for (lang, tag) in [
        ("en", "Advice, not rules"),
        ("zh", "建议，不是规则"),
        ("ko", "규칙이 아닌 조언"),
    ] {
        let (code, html, err) = run(&["--lang", lang, "export", LESSON]);
        assert_eq!(code, 0, "{err}");
        assert!(
            html.contains(&format!(r#"<p class="advice"><strong>{tag}</strong>"#)),
            "{lang}"
        );
        // A rules lesson is not labelled.
        let (_, html, _) = run(&["--lang", lang, "export", "horse"]);
        assert!(!html.contains(r#"<p class="advice">"#), "{lang}");
    }
}

#[test]
fn a_planted_false_claim_fails_the_lint_where_it_is_written() {
    let (code, out, err) = run(&[
        "--lang",
        "en",
        "lint",
        "tests/data/lessons/broken/strategy.yaml",
    ]);
    assert_eq!(code, 1, "{out}{err}");
    let text = format!("{out}{err}");
    assert!(
        text.contains("strategy.yaml:12:13: error: The answer says true, but the engine finds the claim false. No capture wins the piece on e6"),
        "{text}"
    );
    assert!(
        text.contains(
            "strategy.yaml:28:14: error: The example answer a1a7 does not reach the goal"
        ),
        "{text}"
    );
}
