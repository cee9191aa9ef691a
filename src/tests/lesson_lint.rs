//! The lint on broken fixture files: every problem at its exact `path:line:col` with its
//! message (English), and the exit codes of `janggi-tutor lint`.

use crate::tests::common;

use std::path::Path;

use crate::i18n::Localizer;
use crate::lesson::lint;

const BROKEN: &str = "tests/data/lessons/broken";

/// The lint's lines for some paths, rendered in English.
fn lint_lines(paths: &[&str]) -> Vec<String> {
    let paths: Vec<&Path> = paths.iter().map(Path::new).collect();
    let l10n = Localizer::new();
    lint::lint_paths(&paths)
        .expect("fixture paths are readable")
        .diagnostics
        .iter()
        .map(|d| d.render(&l10n))
        .collect()
}

fn file(name: &str) -> String {
    format!("{BROKEN}/{name}")
}

#[test]
fn syntax_error_points_where_libyaml_stopped_and_names_the_opening() {
    assert_eq!(
        lint_lines(&[&file("syntax.yaml")]),
        [format!(
            "{BROKEN}/syntax.yaml:5:6: error: The brackets opened at line 4, column 8 are not closed, or two of their items have no comma between them. Put a comma after every item but the last, and close the brackets."
        )]
    );
}

#[test]
fn wrong_types_point_at_the_value() {
    assert_eq!(
        lint_lines(&[&file("wrong-type.yaml")]),
        [
            format!(
                "{BROKEN}/wrong-type.yaml:3:8: error: Expected a whole number here, but found a text."
            ),
            format!(
                "{BROKEN}/wrong-type.yaml:11:21: error: Expected true or false here, but found a text."
            ),
        ]
    );
}

#[test]
fn unknown_fields_inside_an_exercise_are_found_although_serde_accepts_them() {
    assert_eq!(
        lint_lines(&[&file("unknown-field.yaml")]),
        [
            format!("{BROKEN}/unknown-field.yaml:7:3: error: The field “square” is missing."),
            format!(
                "{BROKEN}/unknown-field.yaml:11:5: error: Unknown field “squares”. Fields allowed here: answer, explanation, feedback, hints, id, kind, position, prompt, rules, self_check, source, square, title."
            ),
        ]
    );
}

#[test]
fn duplicate_lesson_ids_across_files_and_exercise_ids_within_one() {
    assert_eq!(
        lint_lines(&[&file("dup")]),
        [
            format!(
                "{BROKEN}/dup/one.yaml:14:5: error: The exercise id “same” is already used on line 7."
            ),
            format!(
                "{BROKEN}/dup/two.yaml:1:5: error: The lesson id “dup-lesson” is already used by {BROKEN}/dup/one.yaml."
            ),
            format!("{BROKEN}/dup/two.yaml:6:1: warning: This lesson has no exercises."),
        ]
    );
}

#[test]
fn fen_and_diagram_disagreement_points_into_the_diagram() {
    // Line 21 is the diagram's rank 1; column 9 is its first point (file a).
    assert_eq!(
        lint_lines(&[&file("disagree.yaml")]),
        [
            format!(
                "{BROKEN}/disagree.yaml:8:5: warning: This exercise has no answer key. The engine still judges it, but add “answer” so the lint can prove the lesson right."
            ),
            format!(
                "{BROKEN}/disagree.yaml:21:9: error: The FEN and the diagram disagree at a1: the FEN has “R”, the diagram “.”."
            )
        ]
    );
}

#[test]
fn answer_keys_the_engine_refutes() {
    let p = file("refuted.yaml");
    let leg = "The horse’s leg is blocked: c1, the first step of its move, is occupied.";
    assert_eq!(
        lint_lines(&[&p]),
        [
            format!("{p}:11:5: error: The answer leaves out a legal destination: a3."),
            format!("{p}:11:18: error: The answer lists d2, but the piece cannot go there. {leg}"),
            format!("{p}:19:21: error: The answer says b1d2 is legal, but it is not. {leg}"),
            format!(
                "{p}:27:13: error: The answer says true, but the engine finds the claim false. The engine finds b3b7 illegal. The cannon must jump over exactly one piece (its screen), and there is none in the way."
            ),
            format!(
                "{p}:35:14: error: The example answer a1a6 does not reach the goal: it does not capture on a7."
            ),
            format!(
                "{p}:43:14: error: The engine finds these lines opened: b4:right; the answer says: b1:up."
            ),
            format!(
                "{p}:43:31: error: The engine finds these lines closed: b1:up; the answer says: —."
            ),
            format!(
                "{p}:54:18: error: The option says correct: false, but the engine finds its claim true. The engine finds b1c3 legal."
            ),
        ]
    );
}

#[test]
fn missing_languages_and_unknown_ones() {
    let p = file("missing-language.yaml");
    assert_eq!(
        lint_lines(&[&p]),
        [
            format!("{p}:4:1: error: This text lacks a version in: ko."),
            format!("{p}:11:5: error: This text lacks versions in: zh, ko."),
            format!(
                "{p}:13:43: warning: “fr” is not one of the program’s languages (en, ko, zh): no learner will see this text."
            ),
            format!("{p}:15:5: error: This text lacks a version in: ko."),
        ]
    );
}

#[test]
fn ids_rules_reasons_squares_goals_replays_and_missing_positions() {
    let p = file("misc.yaml");
    assert_eq!(
        lint_lines(&[&p]),
        [
            format!(
                "{p}:1:5: error: “Broken_Misc” is not a valid id: use lower-case letters and digits, with single hyphens between words (like cannon-screens)."
            ),
            format!(
                "{p}:4:8: error: Unknown rule set “chinese” (known: basic, janggi, janggi-traditional, janggi-modern, janggi-casual)."
            ),
            format!(
                "{p}:9:5: warning: This exercise has no answer key. The engine still judges it, but add “answer” so the lint can prove the lesson right."
            ),
            format!(
                "{p}:12:25: error: The goal asks to end bikjang, but the kings do not face each other in this position."
            ),
            format!(
                "{p}:17:17: error: “horse-leg-blocks” is not a reason id (docs/LESSONS.md lists them)."
            ),
            format!("{p}:19:17: error: “z1” is not a point (a1 to i10)."),
            format!(
                "{p}:26:16: error: This step comes after move 3, but the replay has only one move."
            ),
            format!("{p}:34:5: error: A “judge” exercise needs a position (a fen or a diagram)."),
            format!(
                "{p}:34:5: warning: This exercise has no answer key. The engine still judges it, but add “answer” so the lint can prove the lesson right."
            ),
        ]
    );
}

#[test]
fn a_comma_in_a_flow_mapping_is_explained() {
    let p = file("comma.yaml");
    assert_eq!(
        lint_lines(&[&p]),
        [format!(
            "{p}:5:41: error: “then that” looks like the end of a text cut off at a comma: in a mapping written on one line in curly brackets, put a text that contains commas in quotes."
        )]
    );
}

#[test]
fn messages_follow_the_language() {
    let l10n = {
        let mut l = Localizer::new();
        l.set_lang("zh").unwrap();
        l
    };
    let diags = lint::lint_paths(&[Path::new(&file("wrong-type.yaml"))])
        .unwrap()
        .diagnostics;
    assert_eq!(
        diags[0].render(&l10n),
        format!("{BROKEN}/wrong-type.yaml:3:8: error: 此处应为整数，实际是文本。")
    );
    let mut l10n = Localizer::new();
    l10n.set_lang("ko").unwrap();
    assert_eq!(
        diags[1].render(&l10n),
        format!(
            "{BROKEN}/wrong-type.yaml:11:21: error: 이 위치에는 true 또는 false가 와야 하는데 텍스트가 있습니다."
        )
    );
}

fn run(args: &[&str]) -> (i32, String, String) {
    let mut argv = vec!["--lang", "en"];
    argv.extend_from_slice(args);
    common::run_cli(&argv)
}

#[test]
fn exit_codes_clean_errors_and_unusable_paths() {
    let (code, out, err) = run(&["lint", "tests/data/lessons/good"]);
    assert_eq!(code, 0, "{out}{err}");
    // Only notes (each option's claim in the engine's words), no problem.
    assert!(out.lines().all(|l| l.contains(": note: ")), "{out}");
    assert_eq!(err, "2 files checked: 0 errors, 0 warnings.\n");

    let (code, out, _) = run(&["lint", &file("refuted.yaml"), &file("comma.yaml")]);
    assert_eq!(code, 1);
    let problems = out.lines().filter(|l| !l.contains(": note: "));
    assert_eq!(problems.count(), 9, "{out}");
    assert!(out.lines().all(|l| l.starts_with(BROKEN)), "{out}");

    // Warnings alone do not fail.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("lonely.yaml"),
        "id: lonely\nphase: review\norder: 1\ntitle: {zh: 空, ko: 빈, en: Empty}\nintro: {zh: 空, ko: 빈, en: Empty}\nexercises: []\n",
    )
    .unwrap();
    let (code, out, _) = run(&["lint", dir.path().to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(":6:1: warning: This lesson has no exercises."),
        "{out}"
    );

    let (code, out, err) = run(&["lint", "tests/data/lessons/no-such-folder"]);
    assert_eq!(code, 2);
    assert_eq!(out, "");
    assert!(
        err.starts_with("error: tests/data/lessons/no-such-folder cannot be read:"),
        "{err}"
    );

    let empty = tempfile::tempdir().unwrap();
    let (code, _, err) = run(&["lint", empty.path().to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(
        err.contains("No lesson files (*.yaml or *.yml) were found in"),
        "{err}"
    );
}

#[test]
fn the_embedded_lessons_are_clean() {
    // Whatever curriculum is embedded must pass its own lint (no lessons also passes).
    let l10n = Localizer::new();
    let diags = lint::lint_embedded().diagnostics;
    let errors: Vec<String> = diags
        .iter()
        .filter(|d| d.is_error())
        .map(|d| d.render(&l10n))
        .collect();
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    let (code, _, _) = run(&["lint"]);
    assert_eq!(code, 0);
}

/// `optional-end` (issue 14): a right claim passes, a value that is neither counting nor draw
/// is reported at the value.
#[test]
fn optional_end_values_are_checked_where_they_are_written() {
    assert_eq!(
        lint_lines(&[&file("optional-end.yaml")]),
        [format!(
            "{BROKEN}/optional-end.yaml:22:31: error: “win” is not a value of optional-end: result is counting or draw; reason is move-limit, repetition, perpetual-check or move-repetition."
        )]
    );
}

#[test]
fn a_why_list_never_offers_an_overlapping_reason_or_one_the_piece_cannot_meet() {
    let p = file("reasons.yaml");
    assert_eq!(
        lint_lines(&[&p]),
        [
            format!(
                "{p}:10:11: error: The move d2e3 is illegal for the reason “off-palace-line”, and “not-piece-move” describes it too: the “why?” list would have two right answers. “not-piece-move” is not offered for this move; key the feedback by “off-palace-line”, or pick a move that only one reason describes."
            ),
            format!(
                "{p}:21:11: error: The reason “horse-leg-blocked” can never apply to the cannon (b3b5), so it is not offered for this move: remove the feedback or key it by a reason of this piece."
            ),
        ]
    );
}

/// A lesson introduction written as steps: each step's board, marks and texts are checked
/// as an exercise's are, each problem at its place; an unknown field in a step is named
/// (not "the intro should be a text").
#[test]
fn intro_steps_are_checked_like_exercise_positions() {
    assert_eq!(
        lint_lines(&[&file("intro-steps.yaml")]),
        [
            format!("{BROKEN}/intro-steps.yaml:10:17: error: “z9” is not a point (a1 to i10)."),
            format!(
                "{BROKEN}/intro-steps.yaml:13:12: error: The FEN cannot be read. Rank 2 covers 10 points; every rank must cover exactly 9."
            ),
            format!("{BROKEN}/intro-steps.yaml:14:5: error: This text lacks a version in: en."),
            format!(
                "{BROKEN}/intro-steps.yaml:15:5: warning: These marks have no board to be drawn on: give the step a position."
            ),
            format!("{BROKEN}/intro-steps.yaml:16:1: warning: This lesson has no exercises."),
        ]
    );
    assert_eq!(
        lint_lines(&[&file("intro-step-field.yaml")]),
        [format!(
            "{BROKEN}/intro-step-field.yaml:7:5: error: Unknown field “mark”. Fields allowed here: marks, position, text."
        )]
    );
}

/// The syntax errors that catch almost every author (an unquoted colon, an indentation that
/// does not line up) are explained in the author's language with the fix, at libyaml's place.
#[test]
fn common_yaml_mistakes_are_explained_with_the_fix_in_every_language() {
    use crate::lesson::load::{Origin, Source};
    let colon = "id: x\nphase: understand\norder: 1\ntitle: {zh: a, ko: a, en: a}\nintro:\n  en: Note: a colon\n";
    let indent = "id: x\nphase: understand\norder: 1\ntitle:\n    zh: a\n  ko: b\n";
    let head = "id: x\nphase: understand\norder: 1\n";
    let list = "- a\n- b\nc: 1\n";
    let backquote = format!("{head}title: `x`\n");
    let quote = format!("{head}title: \"abc\n");
    let no_colon = format!("{head}title\n");
    let flow = format!("{head}title: {{zh: a, ko: b en: c}}\n");
    for (text, id, place) in [
        (colon, "lint-yaml-colon", "6:"),
        (indent, "lint-yaml-indent", "6:"),
        (list, "lint-yaml-list-indent", "3:"),
        (&backquote, "lint-yaml-bad-start", "4:8"),
        (&quote, "lint-yaml-unclosed-quote", "5:"),
        (&no_colon, "lint-yaml-missing-colon", "5:"),
        (&flow, "lint-yaml-flow", "4:"),
    ] {
        let diags = lint::lint_sources(&[Source {
            path: "x.yaml".into(),
            text: text.into(),
            origin: Origin::Folder,
        }]);
        assert_eq!(diags.len(), 1, "{diags:?}");
        assert_eq!(diags[0].message.id, id, "{diags:?}");
        for lang in ["en", "zh", "ko"] {
            let mut l10n = Localizer::new();
            l10n.set_lang(lang).unwrap();
            let line = diags[0].render(&l10n);
            assert!(line.starts_with(&format!("x.yaml:{place}")), "{line}");
            assert!(
                !line.contains("mapping values") && !line.contains("expected"),
                "{line}"
            );
        }
    }
}

/// The warnings the checked model reads off the texts (`lesson::advice`): a hint naming the
/// whole answer (not one naming a single point), English in a `zh` field (not notation
/// alone), a piece the board does not have where the prompt puts it, an unbroken run.
#[test]
fn texts_against_the_board_and_their_shape() {
    let p = file("advice.yaml");
    assert_eq!(
        lint_lines(&[&p]),
        [
            format!(
                "{p}:15:51: warning: This hint names the whole answer (a3, c3): a learner who asks for it is told the answer instead of helped to find it. Point at the idea instead."
            ),
            format!(
                "{p}:23:18: warning: This text is under zh but has no Chinese characters in it: it looks like another language’s text pasted in. Write it in Chinese."
            ),
            format!(
                "{p}:23:53: warning: The prompt names the horse on c1, but on the board c1 holds Cho’s elephant."
            ),
            format!(
                "{p}:23:79: warning: The prompt names the horse on b2, but on the board b2 is empty."
            ),
            format!(
                "{p}:25:39: warning: This en text has 96 characters without a space (at most 80): such a line cannot wrap, on the screen or in a printed handout. Add spaces."
            ),
        ]
    );
}

/// A text past its field's cap, and an introduction step past a step's: warned with the
/// count, so a 200 KB paste never lints clean.
#[test]
fn over_long_texts_and_steps() {
    use crate::lesson::{Origin, Source};
    let long = "word ".repeat(300);
    let step = "step ".repeat(130);
    let text = format!(
        "id: t\nphase: understand\norder: 1\ntitle: {{zh: 标题, ko: 제목, en: T}}\nintro:\n  - text: {{zh: 介绍, ko: 소개, en: \"{step}\"}}\nexercises:\n  - id: x\n    kind: choice\n    options:\n      - {{text: {{zh: 对, ko: 맞다, en: yes}}, correct: true}}\n    prompt: {{zh: 题目, ko: 질문, en: \"{long}\"}}\n    self_check: {{zh: 自检, ko: 점검, en: S}}\n    explanation: {{zh: 讲解, ko: 해설, en: E}}\n"
    );
    let diags = lint::lint_sources(&[Source {
        path: "t.yaml".into(),
        text,
        origin: Origin::Folder,
    }]);
    let ids: Vec<(&str, usize)> = diags.iter().map(|d| (&*d.message.id, d.line)).collect();
    assert_eq!(
        ids,
        [("lint-intro-step-too-long", 6), ("lint-text-too-long", 12)],
        "{diags:?}"
    );
}

/// A misspelt rule set is one error with the closest id, not one more per exercise (no
/// "an engine claim needs a position" where the exercise has one).
#[test]
fn a_misspelt_rule_set_is_one_error_with_a_suggestion() {
    let p = file("rules-typo.yaml");
    assert_eq!(
        lint_lines(&[&p]),
        [format!(
            "{p}:4:8: error: Unknown rule set “janggi-korean” (known: basic, janggi, janggi-traditional, janggi-modern, janggi-casual). Did you mean “janggi-modern”?"
        )]
    );
}

/// A claim marked true that only other rule sets make true: the error names them and the
/// exercise's rule set.
#[test]
fn a_claim_true_elsewhere_names_the_rule_sets() {
    let p = file("rules-elsewhere.yaml");
    let lines = lint_lines(&[&p]);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(
        lines[0].ends_with(
            "The claim is true under janggi, janggi-traditional, janggi-modern, janggi-casual, but this exercise is checked under basic: is the lesson’s rule set the one you meant?"
        ),
        "{lines:?}"
    );
}

/// Misconception tags: a tag with no words anywhere is an error (with the closest known tag),
/// a tag the lesson declares with its words is fine, and a declared tag nobody uses is
/// warned about.
#[test]
fn misconception_tags_need_words_and_declared_tags_need_a_use() {
    let p = file("tags.yaml");
    let unknown = |tag: &str| {
        format!(
            "error: The misconception tag “{tag}” has no words: learners would read only the tag. Use one of the program’s tags, or declare it at the top of the lesson under misconceptions:, with its zh, ko and en words."
        )
    };
    assert_eq!(
        lint_lines(&[&p]),
        [
            format!(
                "{p}:9:3: warning: The misconception tag “never-used” is declared but no feedback in this lesson uses it."
            ),
            format!(
                "{p}:24:24: {} Did you mean “chariot-jumps-own-piece”?",
                unknown("chariot-jumps-chariot")
            ),
            format!("{p}:27:24: {}", unknown("made-up-thing")),
        ]
    );
}

/// A declared tag's words are what `try` shows, in the learner's language, as the program's
/// own tags' are.
#[test]
fn a_declared_misconception_is_shown_in_its_words() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(file("tags.yaml"), dir.path().join("tags.yaml")).unwrap();
    let folder = dir.path().to_str().unwrap();
    for (lang, words) in [
        ("zh", "以为车吃子前得先停一步"),
        ("ko", "차가 잡기 전에 한 칸 앞에서 멈춰야 한다고 생각함"),
        (
            "en",
            "thinking the chariot must stop short before it captures",
        ),
    ] {
        let args = [
            "--lang",
            lang,
            "--lessons",
            folder,
            "try",
            "broken-tags",
            "capture",
        ];
        let (code, out, err) = common::run_cli(&[&args[..], &["a1a6", "--json"]].concat());
        assert_eq!(code, 1, "{err}");
        let json: serde_json::Value = serde_json::from_str(&out).unwrap();
        let item = &json["feedback"][0];
        assert_eq!(item["misconception"], "chariot-stops-short", "{out}");
        assert_eq!(item["misconception_text"], words, "{out}");
        let (_, out, _) = common::run_cli(&[&args[..], &["a1a6"]].concat());
        assert!(out.contains(words), "{out}");
    }
}

/// `progress` names a miss of a declared tag by the lesson's words, in the learner's
/// language, not by the tag.
#[test]
fn progress_names_a_declared_misconception_in_its_words() {
    use crate::learner::progress::{AttemptResult, ProgressStore};
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(file("tags.yaml"), dir.path().join("tags.yaml")).unwrap();
    let path = dir.path().join("progress.json");
    let mut store = ProgressStore::at(&path);
    let mut p = store.load().progress;
    let miss = AttemptResult {
        correct: false,
        revealed: false,
        misconceptions: vec!["chariot-stops-short".into()],
    };
    p.record_attempt("broken-tags", "capture", &miss, 1_000);
    store.save(&p).unwrap();
    let folder = dir.path().to_str().unwrap();
    let shown = path.to_str().unwrap();
    for (lang, words) in [
        ("zh", "以为车吃子前得先停一步"),
        ("ko", "차가 잡기 전에 한 칸 앞에서 멈춰야 한다고 생각함"),
        (
            "en",
            "thinking the chariot must stop short before it captures: 1 miss",
        ),
    ] {
        let (code, out, err) = common::run_cli(&[
            "--lang",
            lang,
            "--lessons",
            folder,
            "--progress",
            shown,
            "progress",
        ]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains(words), "{lang}: {out}");
        assert!(!out.contains("chariot-stops-short"), "{lang}: {out}");
    }
}

/// The planted mistakes of issue 67, each at its `file:line:col`: a hint naming the answer
/// move's points in words, an English sentence inside a `zh` text, Korean particles that do
/// not fit ("한의 궁는 d10, 사은 d9에"), `zh` and `ko` prompts naming a piece on an empty point,
/// an option written the wrong way round ("may capture" over `is: illegal`, in each
/// language), and feedback keyed so that it can never apply (by a right option with a
/// misconception, by an option there is not, by `answer:` on a choice, by the right answer of
/// a claim, by a point on a claim). The options' claims come as notes, not problems.
#[test]
fn planted_mistakes_that_would_teach_a_wrong_rule() {
    let p = file("trust.yaml");
    let (report, found) = found_in("trust.yaml");
    let found: Vec<(usize, usize, &str)> = found
        .iter()
        .map(|(l, c, id)| (*l, *c, id.as_str()))
        .collect();
    assert_eq!(
        found,
        [
            (15, 11, "lint-text-foreign-sentence"),
            (16, 11, "lint-ko-particle"),
            (16, 11, "lint-ko-particle"),
            (16, 11, "lint-prompt-piece-none"),
            (19, 47, "lint-hint-gives-answer"),
            (25, 18, "lint-prompt-piece-none"),
            (25, 40, "lint-prompt-piece-none"),
            (32, 20, "lint-option-against-claim"),
            (32, 46, "lint-option-against-claim"),
            (32, 83, "lint-option-against-claim"),
            (36, 17, "lint-feedback-option-right"),
            (39, 17, "lint-feedback-no-option"),
            (41, 17, "lint-feedback-key-never"),
            (52, 17, "lint-feedback-answer-right"),
            (57, 17, "lint-feedback-key-never"),
        ],
        "{:#?}",
        report.diagnostics
    );
    assert!(report.diagnostics.iter().all(|d| !d.is_error()));
    let lines = lint_lines(&[&p]);
    for expected in [
        format!(
            "{p}:16:11: warning: The particle does not fit the word before it: “궁는” should be “궁은”."
        ),
        format!(
            "{p}:16:11: warning: The particle does not fit the word before it: “사은” should be “사는”."
        ),
        format!(
            "{p}:19:47: warning: This hint names the whole answer (d8, f10): a learner who asks for it is told the answer instead of helped to find it. Point at the idea instead."
        ),
        format!(
            "{p}:15:11: warning: This zh text has a sentence in another language: “The chariot is on the palace corner.”. Write it in the text’s own language (or move it to its language’s text)."
        ),
        format!(
            "{p}:32:83: warning: Option 2’s en text says the move can be played, but its claim says the opposite: learners read the text while the engine judges the claim, so the option teaches a wrong rule. Make the text and the claim say the same."
        ),
    ] {
        assert!(lines.contains(&expected), "{expected}\n{lines:#?}");
    }
    // The notes: each option's claim in the engine's words, at the option's text.
    let l10n = Localizer::new();
    let notes: Vec<String> = report.notes.iter().map(|d| d.render(&l10n)).collect();
    assert_eq!(
        notes,
        [
            format!(
                "{p}:29:9: note: Option 1, the engine’s own words for its claim: The engine finds f8f9 legal. So the option is right."
            ),
            format!(
                "{p}:32:9: note: Option 2, the engine’s own words for its claim: The engine finds f8d10 illegal. The chariot is blocked by the piece on e9. So the option is right."
            ),
        ]
    );
    // `lint` prints them among the problems, and they do not count.
    let (code, out, err) = common::run_cli(&["--lang", "en", "lint", &p]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(&notes[1]), "{out}");
    assert!(err.contains("0 errors, 15 warnings"), "{err}");
}

/// Each language's words for "can" and "cannot" over a move claim, and texts that say
/// neither (or both) are left alone.
#[test]
fn option_texts_say_can_or_cannot() {
    use crate::lesson::trust::says_can;
    assert_eq!(says_can("en", "The chariot may capture on d10"), Some(true));
    assert_eq!(says_can("en", "The chariot cannot go to e8."), Some(false));
    assert_eq!(says_can("en", "The chariot can not go there"), Some(false));
    assert_eq!(says_can("en", "The chariot can’t jump."), Some(false));
    assert_eq!(says_can("en", "f8f9 is legal."), None);
    assert_eq!(
        says_can("en", "It can go to f9 but cannot go to d10."),
        None
    );
    assert_eq!(says_can("zh", "车可以沿斜线吃士。"), Some(true));
    assert_eq!(says_can("zh", "车不能走到 e8。"), Some(false));
    assert_eq!(says_can("zh", "车无法越过士。"), Some(false));
    assert_eq!(says_can("ko", "차는 d10의 사를 잡을 수 있다."), Some(true));
    assert_eq!(says_can("ko", "차는 e8로 갈 수 없다."), Some(false));
    assert_eq!(says_can("ko", "차는 넘지 못한다."), Some(false));
}

/// The built-in lessons say no "can" over an illegal claim nor "cannot" over a legal one:
/// the warning's own check over the course (it lints clean).
#[test]
fn the_course_has_no_option_against_its_claim() {
    let report = lint::lint_embedded();
    assert!(report.diagnostics.is_empty(), "{:#?}", report.diagnostics);
    assert!(
        report.notes.len() >= 10
            && report
                .notes
                .iter()
                .all(|n| n.message.id == "lesson-option-engine"),
        "{:#?}",
        report.notes
    );
}

/// Issue 70 item 16: an introduction step whose board is a later exercise's position and
/// marks its answer, a step that names the points that answer rules out, and an earlier
/// explanation that names a later judged move, each warned at its `file:line:col`. A step on
/// another point, and a step that poses the judged move as a question, are not.
#[test]
fn steps_and_explanations_that_answer_a_later_exercise() {
    let p = file("given-away.yaml");
    let (report, found) = found_in("given-away.yaml");
    let found: Vec<(usize, usize, &str)> = found
        .iter()
        .map(|(l, c, id)| (*l, *c, id.as_str()))
        .collect();
    assert_eq!(
        found,
        [
            (8, 12, "lint-shows-later-answer"),
            (15, 11, "lint-shows-later-answer"),
            (46, 11, "lint-shows-later-answer"),
        ],
        "{:#?}",
        report.diagnostics
    );
    let lines = lint_lines(&[&p]);
    for expected in [
        format!(
            "{p}:8:12: warning: This already answers exercise 1 (“eight-points”), which comes later in the same position: it shows d3, f3, c4, g4, c6, g6, d7, f7. A learner copies it instead of working it out; show the idea on another point or in another position."
        ),
        format!(
            "{p}:15:11: warning: This already answers exercise 2 (“king-points”), which comes later in the same position: it shows f1, f2, f3. A learner copies it instead of working it out; show the idea on another point or in another position."
        ),
        format!(
            "{p}:46:11: warning: This already answers exercise 4 (“enemy-leg”), which comes later in the same position: it shows e5c4. A learner copies it instead of working it out; show the idea on another point or in another position."
        ),
    ] {
        assert!(lines.contains(&expected), "{expected}\n{lines:#?}");
    }
}

/// The status line says whose turn it is: not under a question that turns on it (a claim
/// about the side to move, a move of the side not to move), in the built-in lessons.
#[test]
fn questions_about_whose_turn_it_is_hide_the_turn() {
    let catalog = crate::lesson::Catalog::embedded().catalog;
    let asks = |lesson: &str, id: &str| {
        let l = catalog.checked_lesson(lesson).expect("built-in lesson");
        let x = l
            .exercise_by_id(id)
            .expect("exercise")
            .as_ref()
            .expect("read");
        crate::lesson::given::asks_turn(&x.task, x.position.as_ref())
    };
    assert!(asks("board-and-setup", "cho-moves-first"));
    assert!(asks("board-and-setup", "han-waits"));
    assert!(asks("illegal-moves", "move-opponents-piece"));
    assert!(!asks("board-and-setup", "default-layout"));
    assert!(!asks("horse", "horse-enemy-leg"));
    assert!(!asks("illegal-moves", "cannon-without-screen"));
}

/// The lint of one planted file: its report, and each problem's line, column and message id.
fn found_in(name: &str) -> (lint::Report, Vec<(usize, usize, String)>) {
    let p = file(name);
    let report = lint::lint_paths(&[Path::new(&p)]).expect("readable");
    let found = report
        .diagnostics
        .iter()
        .map(|d| (d.line, d.col, d.message.id.to_string()))
        .collect();
    (report, found)
}
