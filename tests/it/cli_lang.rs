//! The command line speaks the user's language: help, verdicts, feedback and errors (clap's,
//! the engine's, the file system's) in Chinese and Korean contain no English words beyond ids,
//! coordinates, FEN, paths, command and flag names and the answer syntax.

use crate::common;

use janggi_tutor::cli::help;
use janggi_tutor::i18n::{Localizer, misconception_message};
use janggi_tutor::lesson::load::Catalog;

const GOOD: &str = "tests/data/lessons/good";
const WORKED: &str = "3k5/9/9/1p7/9/1C7/9/1C7/4K4/9 w - - 0 1";

/// Command lines run in each language: every verb's help, normal output and errors.
fn inputs() -> Vec<Vec<String>> {
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    let mut all = vec![s(&["--help"]), s(&["help"])];
    for path in help::verb_paths() {
        let mut v = path.clone();
        v.push("--help".into());
        all.push(v);
    }
    all.extend(
        [
            &["moves", "--from", "b1"][..],
            &["explain", "b1c3"],
            &["explain", "b1d2"],
            &["explain", "b3b7", "--fen", WORKED],
            &["explain", "e2e2"],
            &["show"],
            &["show", "--ascii"],
            &["status"],
            &["status", "--rules", "janggi", "--moves", "e2e2 e9e9"],
            &["status", "--fen", "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1"],
            &["perft", "2", "--divide"],
            &["lessons"],
            &["try", "horse", "horse-enemy-leg", "yes"],
            &["try", "horse", "horse-enemy-leg", "no"],
            &[
                "try",
                "fixture-pieces",
                "horse-judge",
                "yes",
                "--lessons",
                GOOD,
            ],
            &[
                "try",
                "fixture-pieces",
                "leg-claim",
                "true",
                "--lessons",
                GOOD,
            ],
            &["faq", "--rules", "janggi"],
            &["faq", "--all-rules"],
            &[
                "erratum",
                "--lesson",
                "soldier",
                "--exercise",
                "soldier-first-move",
            ],
            &["erratum", "--lesson", "cannon-lines", "--exercise", "nope"],
            &["erratum", "--faq", "cannon-not-pao"],
            &["erratum", "--fen", WORKED],
            &["erratum"],
            &["show", "--diagram"],
            &["export", "horse", "--out", "/dev/null"],
            &["fen", "--diagram", "tests/data/diagrams/relaxed-block.txt"],
            // Errors.
            &["show", "--fen", "9/9/9/9/9/9/9/9/9/9/9 w - - 0 1"],
            &["moves", "--fen", "rnbakbnr w"],
            &["status", "--fen", "4k4/9/9/9/9/9/9/9/3KK4/9 w - - 0 1"],
            &["explain", "zz"],
            &["explain", "b1d2", "--moves", "b1d2"],
            &["moves", "--rules", "xiangqi"],
            &["moves", "--from", "z9"],
            &["moves", "--setup", "xyz"],
            &["lint", "/nonexistent/janggi-tutor/lessons"],
            &["faq", "/nonexistent/janggi-tutor/faq.yaml"],
            &["lessons", "--lessons", "/nonexistent/janggi-tutor"],
            &["try", "no-such-lesson", "x", "yes"],
            &["try", "horse", "no-such-exercise", "yes"],
            &["try", "horse", "horse-enemy-leg", "perhaps"],
            &[
                "try",
                "fixture-pieces",
                "leg-claim",
                "maybe",
                "--lessons",
                GOOD,
            ],
            &["moves", "--bogus"],
            &["mvoes"],
            &["perft", "abc"],
            &["explain"],
            &["explain", "b1c3", "--id", "--json"],
            &["faq", "--rules", "janggi", "--all-rules"],
            &["export", "no-such-lesson"],
            &["fen", "--diagram", "tests/data/diagrams/bad-point.txt"],
            &["fen", "--diagram", "tests/data/diagrams/short-row.txt"],
            &["fen", "--diagram", "tests/data/diagrams/nine-rows.txt"],
            &["fen", "--diagram", "tests/data/diagrams/no-kings.txt"],
            &["fen", "--diagram", "/nonexistent/janggi-tutor/d.txt"],
        ]
        .map(s),
    );
    all
}

/// Literal notation that prose may quote: the lint's line format. (The FAQ report's last
/// line is translated: its counts are in words of the user's language.)
const LITERALS: [&str; 1] = ["path:line:col: error|warning: message"];

/// Words that are names, not English: commands, rule sets, answer and line syntax, formats.
const NAMES: &[&str] = &[
    // `class new|report|watch` (issue 67).
    "class",
    "report",
    "watch",
    "moves",
    "perft",
    "explain",
    "show",
    "status",
    "faq",
    "lint",
    "lessons",
    "try",
    "schema",
    "help",
    "game",
    "progress",
    "uci",
    "bench",
    "review",
    "gib",
    "pgn",
    "san",
    "kja",
    "lesson",
    "fen",
    "PGN",
    "UCI",
    "EUC",
    "KR",
    "Variant",
    "match",
    "export",
    "html",
    "diagram",
    "position",
    "turn",
    "relaxed",
    "all",
    "basic",
    "janggi",
    "yes",
    "no",
    "true",
    "false",
    "none",
    "opened",
    "closed",
    "up",
    "down",
    "left",
    "right",
    "palace",
    "heeh",
    "ehhe",
    "hehe",
    "eheh",
    "zh",
    "ko",
    "en",
    "FEN",
    "JSON",
    "YAML",
    "Schema",
    "UTF",
    "AI",
    "legal",
    "destinations",
    "judge",
    "play",
    "choice",
    "lines",
    "claim",
    "replay",
    "cho",
    "han",
    // The authoring verbs (issue 15).
    "edit",
    "new",
    "erratum",
    // The room server (issue 25).
    "serve",
    "join",
    // Values typed as they are: `join --side random`, `--clock fischer:5+3`.
    "random",
    "fischer:MIN+SEC",
    "fischer:5+3",
    // `serve --log LEVEL`'s default, printed as typed (issue 66).
    "info",
    // `export --copy teacher|student`.
    "teacher",
    "student",
    "WebSocket",
    // The game's own name in the error report (the source asks for it).
    "Janggi",
];

/// Lesson, exercise and phase ids (one-word ids such as `soldier` have no hyphen to show it).
static IDS: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
    let mut ids: Vec<String> = ["understand", "compare", "review", "strategy"]
        .map(String::from)
        .to_vec();
    for dir in [None, Some(std::path::Path::new(GOOD))] {
        let loaded = Catalog::load(dir).expect("lessons load");
        for lesson in loaded.catalog.lessons() {
            ids.push(lesson.id.clone());
            ids.extend(lesson.exercises.iter().map(|x| x.id.clone()));
        }
    }
    ids
});

/// Why `token` (ASCII letters in it) may appear in Chinese or Korean output, if it may.
fn allowed(token: &str) -> bool {
    let t = token.trim_matches(|c: char| "\"'()[]<>{}.,;:!?|“”‘’".contains(c));
    let letters = t.chars().filter(char::is_ascii_alphabetic).count();
    if letters <= 1 || NAMES.contains(&t) || IDS.contains(&t.to_string()) {
        return true; // a number, a side letter (w), a piece letter of a diagram
    }
    // One or more points: b1, b1c3, e9e10.
    let coordinate = |w: &str| {
        let mut rest = w;
        while let Some(file) = rest.chars().next().filter(|c| ('a'..='i').contains(c)) {
            let digits = rest[1..].chars().take_while(char::is_ascii_digit).count();
            let rank = rest[1..1 + digits].parse::<u8>();
            if !rank.is_ok_and(|r| (1..=10).contains(&r)) {
                return false;
            }
            rest = &rest[file.len_utf8() + digits..];
        }
        rest.is_empty() && !w.is_empty()
    };
    t.starts_with('-')                                   // a flag
        || t.contains('/')                               // a path or a FEN
        || t.contains('-') || t.contains('_')            // an id, LC_ALL
        || t.contains('.')                               // a file name
        || t.chars().all(|c| !c.is_ascii_lowercase())    // a metavariable: <FEN>, CHO[:HAN]
        || t.split(':').all(|p| coordinate(p) || NAMES.contains(&p)) // b1c3, b3:up
        || t.strip_prefix(|c: char| "KAEHRCP".contains(c)).is_some_and(coordinate) // SAN: Hc3
        || t.chars().all(|c| "rnbakcpRNBAKCP123456789".contains(c)) // a FEN rank
}

/// ASCII words of `text` that are none of the allowed kinds.
pub fn english_words(text: &str) -> Vec<String> {
    // clap wraps help lines: join them so a literal split over two lines still matches.
    let mut text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    for l in LITERALS {
        text = text.replace(l, " ");
    }
    // What the user typed, quoted back (“xiangqi”, ‘perhaps’), is not the program's words.
    for (open, close) in [('“', '”'), ('‘', '’'), ('「', '」')] {
        while let Some(i) = text.find(open) {
            let Some(j) = text[i..].find(close) else {
                break;
            };
            text.replace_range(i..i + j + close.len_utf8(), " ");
        }
    }
    text.split(|c: char| !c.is_ascii() || c.is_whitespace())
        .filter(|t| t.chars().any(|c| c.is_ascii_alphabetic()))
        .filter(|t| !allowed(t))
        .map(str::to_string)
        .collect()
}

#[test]
fn chinese_and_korean_output_has_no_english_words() {
    let mut found = Vec::new();
    for lang in ["zh", "ko"] {
        for input in inputs() {
            let mut argv = vec!["--lang", lang];
            argv.extend(input.iter().map(String::as_str));
            let (code, out, err) = common::run_cli(&argv);
            assert!(code <= 2, "{argv:?}: exit {code}");
            for (stream, text) in [("out", &out), ("err", &err)] {
                let words = english_words(text);
                if !words.is_empty() {
                    found.push(format!("{lang} {input:?} ({stream}): {words:?}\n{text}"));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "English in the output:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_checker_finds_english() {
    assert_eq!(
        english_words("错误：unexpected argument “--bogus” found"),
        ["unexpected", "argument", "found"]
    );
    assert!(
        english_words("用法：janggi-tutor explain [OPTIONS] <MOVE> b1c3 b3:up e2e2").is_empty()
    );
}

#[test]
fn every_verb_and_argument_has_help_in_every_language() {
    let l10n = Localizer::new();
    for lang in ["en", "zh", "ko"] {
        let missing = help::missing_help_ids(&l10n, lang);
        assert!(missing.is_empty(), "{lang} lacks help for: {missing:?}");
    }
    // Every verb's help is in the language asked for, headings included.
    let (code, out, _) = common::run_cli(&["--lang", "zh", "explain", "--help"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("说明一步棋是否合法"), "{out}");
    assert!(
        out.contains("用法：janggi-tutor explain") && out.contains("选项："),
        "{out}"
    );
    assert!(
        out.contains("（默认：basic）") && !out.contains("[default"),
        "{out}"
    );
    let (_, out, _) = common::run_cli(&["--lang", "ko", "--help"]);
    assert!(
        out.contains("사용법: janggi-tutor") && out.contains("명령:"),
        "{out}"
    );
    // A flag's default (false) is not printed: "（默认：false）" was English on every flag.
    for lang in ["zh", "ko", "en"] {
        let (_, out, _) = common::run_cli(&["--lang", lang, "review", "--help"]);
        assert!(
            out.contains("--save") && !out.contains("false"),
            "{lang}: {out}"
        );
    }
    // clap's usage placeholders are words of the language too (issue 70), in every verb.
    for (lang, options, command) in [("zh", "[选项]", "[命令]"), ("ko", "[옵션]", "[명령]")]
    {
        let (_, out, _) = common::run_cli(&["--lang", lang, "--help"]);
        assert!(
            out.contains(&format!("janggi-tutor {options} {command}")),
            "{lang}: {out}"
        );
        for path in help::verb_paths() {
            let mut argv = vec!["--lang", lang];
            argv.extend(path.iter().map(String::as_str));
            argv.push("--help");
            let (_, out, _) = common::run_cli(&argv);
            assert!(
                !out.contains("[OPTIONS]") && !out.contains("COMMAND"),
                "{lang} {path:?}: {out}"
            );
        }
    }
    // English keeps clap's layout, with our words.
    let (_, out, _) = common::run_cli(&["--lang", "en", "moves", "--help"]);
    assert!(
        out.contains("Usage: janggi-tutor moves") && out.contains("(default: basic)"),
        "{out}"
    );
}

#[test]
fn clap_errors_are_localized_with_the_place() {
    let (code, out, err) = common::run_cli(&["--lang", "zh", "moves", "--bogus"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.starts_with("错误：无法识别的参数「--bogus」。"),
        "{err}"
    );
    assert!(err.contains("用法：janggi-tutor moves"), "{err}");
    let (_, _, err) = common::run_cli(&["--lang", "ko", "mvoes"]);
    assert!(err.contains("“mvoes”") && err.contains("“moves”"), "{err}");
    let (code, _, err) = common::run_cli(&["--lang", "zh", "perft", "abc"]);
    assert_eq!(code, 2);
    assert!(err.contains("<DEPTH>") && err.contains("「abc」"), "{err}");
    // The saved or environment language applies as well as --lang=.
    let (_, _, err) = common::run_cli(&["--lang=ko", "explain"]);
    assert!(err.starts_with("오류: "), "{err}");
}

#[test]
fn error_lines_hold_their_own_separator() {
    let (_, _, err) = common::run_cli(&["--lang", "zh", "moves", "--rules", "xiangqi"]);
    assert!(err.starts_with("错误：未知的规则版本"), "{err}");
    let (_, _, err) = common::run_cli(&["--lang", "en", "moves", "--rules", "xiangqi"]);
    assert!(err.starts_with("error: unknown rule set"), "{err}");
}

#[test]
fn explain_speaks_the_language_and_keeps_ids_on_request() {
    let run = |args: &[&str]| common::run_cli(args);
    assert_eq!(run(&["--lang", "zh", "explain", "b1c3"]).1, "合法\n");
    assert_eq!(run(&["--lang", "ko", "explain", "b1c3"]).1, "둘 수 있음\n");
    let (code, out, _) = run(&["--lang", "zh", "explain", "b1d2"]);
    assert_eq!(code, 1);
    assert!(out.starts_with("不合法（蹩马腿）：马腿被蹩住了"), "{out}");
    let (code, out, _) = run(&["--lang", "zh", "explain", "b1d2", "--id"]);
    assert_eq!(code, 1);
    assert!(out.starts_with("horse-leg-blocked: "), "{out}");
    let (code, out, _) = run(&["--lang", "ko", "explain", "b1d2", "--json"]);
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["legal"], false);
    assert_eq!(v["reason"], "horse-leg-blocked");
    assert_eq!(v["message"]["id"], "reason-horse-leg-blocked");
    assert_eq!(v["message"]["args"]["square"], "c1");
    assert!(v["text"].as_str().unwrap().contains("멱"), "{v}");
    let (code, out, _) = run(&["--lang", "zh", "explain", "zz", "--json"]);
    assert_eq!(code, 2);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["reason"], "bad-notation");
}

#[test]
fn moves_status_and_show_have_json() {
    let (code, out, _) = common::run_cli(&["--lang", "zh", "moves", "--from", "b1", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["moves"], serde_json::json!(["b1a3", "b1c3"]));
    assert_eq!(
        (v["rules"].as_str(), v["turn"].as_str()),
        (Some("basic"), Some("cho"))
    );
    let args = [
        "--lang",
        "ko",
        "status",
        "--rules",
        "janggi",
        "--moves",
        "e2e2 e9e9",
        "--json",
    ];
    let (_, out, _) = common::run_cli(&args);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["outcome"]["reason"], "double-pass");
    assert_eq!(v["outcome"]["winner"], "han");
    assert_eq!(v["check"], false);
    assert!(v["text"][0].as_str().unwrap().starts_with("규칙"), "{v}");
    let (_, out, _) = common::run_cli(&["--lang", "en", "show", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["board"][0], "rnba.abnr");
    assert_eq!(v["board"][9], "RNBA.ABNR");
    assert_eq!(v["text"], "Cho to move.");
}

#[test]
fn try_accepts_answers_in_the_learners_language() {
    let run = |lang: &str, answer: &str| {
        common::run_cli(&[
            "--lang",
            lang,
            "try",
            "fixture-pieces",
            "leg-claim",
            answer,
            "--lessons",
            GOOD,
        ])
        .0
    };
    for (lang, right, wrong) in [
        ("zh", "对", "错"),
        ("zh", "是", "否"),
        ("ko", "예", "아니요"),
        ("ko", "맞다", "틀리다"),
    ] {
        assert_eq!(run(lang, right), 0, "{lang} {right}");
        assert_eq!(run(lang, wrong), 1, "{lang} {wrong}");
    }
}

#[test]
fn misconceptions_are_shown_in_words() {
    let (_, out, _) = common::run_cli(&["--lang", "zh", "try", "horse", "horse-enemy-leg", "yes"]);
    assert!(out.contains("（相关的点：e5 c4）"), "{out}");
    // The engine's reason (with the blocking point d5) is what was missed, and the lesson's
    // feedback for it (with its misconception) answers "why?": kept back after one try.
    assert!(!out.contains("（相关的点：d5）"), "{out}");
    assert!(!out.contains("误区"), "{out}");
    assert!(out.contains("第一次答错时不显示漏掉的内容"), "{out}");
    // The instructor's JSON lists it, the tag in words.
    let (_, out, _) = common::run_cli(&[
        "--lang",
        "zh",
        "try",
        "horse",
        "horse-enemy-leg",
        "yes",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let missed = v["feedback"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["tone"] == "missed")
        .expect("the kept-back item");
    assert_eq!(missed["misconception"], "only-own-pieces-block", "{out}");
    assert_eq!(
        missed["misconception_text"], "以为只有己方棋子才会挡路",
        "{out}"
    );
    assert_eq!(missed["text"], "马腿上的子不分敌我，都会挡住马。", "{out}");
    // Every tag the embedded lessons use has its words in every language.
    let l10n = Localizer::new();
    let mut tags = Vec::new();
    let mut stack = vec![std::path::PathBuf::from("lessons")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "yaml") {
                let text = std::fs::read_to_string(&path).unwrap();
                for line in text.lines() {
                    if let Some(tag) = line.trim().strip_prefix("misconception:") {
                        tags.push(tag.trim().to_string());
                    }
                }
            }
        }
    }
    assert!(tags.len() > 20, "{tags:?}");
    for tag in tags {
        let m = misconception_message(&tag);
        assert_eq!(m.id, format!("misconception-{tag}"), "no words for {tag}");
        for lang in ["en", "zh", "ko"] {
            assert!(l10n.format_strict(lang, &m).is_ok(), "{lang}: {tag}");
        }
    }
}

/// Issue 70: a list in Chinese text is joined with the enumeration comma 「、」, not ", ".
#[test]
fn lists_use_the_languages_separator() {
    for (lang, joined) in [
        ("zh", "basic、janggi、janggi-traditional"),
        ("ko", "basic, janggi, janggi-traditional"),
        ("en", "basic, janggi, janggi-traditional"),
    ] {
        let (code, _, err) = common::run_cli(&["--lang", lang, "moves", "--rules", "xx"]);
        assert_eq!(code, 2, "{lang}: {err}");
        assert!(err.contains(joined), "{lang}: {err}");
    }
}
