//! Printable handouts (`export`) and diagram conversions (`show --svg`, `show --diagram`,
//! `fen --diagram`): the page parses as XML, every exercise position is drawn once, the
//! answers come last, the three languages, escaping, and FEN → diagram → FEN round trips.

use std::path::Path;

use roxmltree::{Document, Node};

use crate::cli_lang::english_words;
use crate::common;

use janggi_tutor::lesson::checked::{CheckedExercise, CheckedTask};
use janggi_tutor::lesson::diagram;
use janggi_tutor::lesson::load::Catalog;
use janggi_tutor::lesson::model::Lesson;
use janggi_tutor::rules::Setup;

const SVG_NS: &str = "http://www.w3.org/2000/svg";

fn parse(html: &str) -> Document<'_> {
    let opts = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..Default::default()
    };
    Document::parse_with_options(html, opts).unwrap_or_else(|e| panic!("not well-formed: {e}"))
}

fn has_class(n: &Node, class: &str) -> bool {
    n.attribute("class")
        .is_some_and(|c| c.split_whitespace().any(|x| x == class))
}

/// The FENs of the boards an exercise must show, in order, worked out from the lesson:
/// its position; for `lines` also the position after the moves; for `replay` the position
/// of each step instead.
fn expected_boards(lesson: &Lesson) -> Vec<String> {
    // The introduction's boards first, then the exercises'.
    let mut out: Vec<String> = lesson
        .intro
        .steps()
        .iter()
        .filter_map(|s| janggi_tutor::lesson::checked::IntroBoard::new(s, &lesson.rules))
        .map(|b| b.position.fen())
        .collect();
    for raw in &lesson.exercises {
        let ex = CheckedExercise::new(lesson, raw).expect("lint-clean lesson");
        match &ex.task {
            CheckedTask::Replay { steps } => out.extend(steps.iter().map(|s| s.position.fen())),
            CheckedTask::Lines { first, last, .. } => {
                out.push(first.fen());
                out.push(last.fen());
            }
            _ => out.extend(ex.position().map(|p| p.fen())),
        }
    }
    out
}

/// The visible text of the page: everything but the style sheet and the boards.
fn visible_text(doc: &Document) -> String {
    doc.descendants()
        .filter(|n| n.is_text())
        .filter(|n| {
            !n.ancestors()
                .any(|a| a.has_tag_name("style") || a.tag_name().namespace() == Some(SVG_NS))
        })
        .filter_map(|n| n.text())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every text of a lesson in `lang` (the values under `lang` keys).
fn lesson_texts(v: &serde_json::Value, lang: &str) -> Vec<String> {
    match v {
        serde_json::Value::Object(map) => map
            .iter()
            .flat_map(|(k, v)| match v {
                serde_json::Value::String(s) if k == lang => vec![s.clone()],
                _ => lesson_texts(v, lang),
            })
            .collect(),
        serde_json::Value::Array(items) => {
            items.iter().flat_map(|v| lesson_texts(v, lang)).collect()
        }
        _ => Vec::new(),
    }
}

#[test]
fn the_whole_course_prints_every_position_once_with_answers_last_in_three_languages() {
    let catalog = Catalog::embedded().catalog;
    let lessons: Vec<&Lesson> = catalog.phases().into_iter().flat_map(|(_, l)| l).collect();
    let expected: Vec<String> = lessons.iter().flat_map(|l| expected_boards(l)).collect();
    let exercises: usize = lessons.iter().map(|l| l.exercises.len()).sum();
    assert!(expected.len() > exercises / 2, "{}", expected.len());
    for (lang, answers) in [("en", "Answers"), ("zh", "答案"), ("ko", "답")] {
        let (code, html, err) = common::run_cli(&["--lang", lang, "export", "all"]);
        assert_eq!(code, 0, "{err}");
        assert!(
            html.starts_with("<!DOCTYPE html>\n<html xmlns="),
            "{}",
            &html[..80]
        );
        let doc = parse(&html);
        assert_eq!(doc.root_element().attribute("lang"), Some(lang));
        let boards: Vec<&str> = doc
            .descendants()
            .filter(|n| n.has_tag_name((SVG_NS, "svg")))
            .map(|n| n.attribute("data-fen").expect("data-fen"))
            .collect();
        assert_eq!(boards, expected, "{lang}");
        // One page per lesson, one article per exercise, then the answers, one per exercise.
        let body = doc.descendants().find(|n| n.has_tag_name("body")).unwrap();
        let sections: Vec<Node> = body
            .children()
            .filter(|n| n.has_tag_name("section"))
            .collect();
        assert_eq!(sections.len(), lessons.len() + 1);
        let last = sections.last().unwrap();
        assert!(has_class(last, "answers"));
        assert_eq!(
            last.first_element_child().and_then(|h| h.text()),
            Some(answers)
        );
        let count =
            |root: &Node, class: &str| root.descendants().filter(|n| has_class(n, class)).count();
        assert_eq!(count(&body, "exercise"), exercises);
        assert_eq!(count(last, "answer"), exercises);
        assert_eq!(count(&body, "skipped"), 0);
        // Questions, options and (on the answer page) self-checks are all there, in this
        // language.
        let text = visible_text(&doc);
        for lesson in &lessons {
            assert!(text.contains(lesson.title.get(lang)), "{}", lesson.id);
            for x in &lesson.exercises {
                for t in [&x.self_check, &x.explanation] {
                    assert!(
                        text.contains(t.get(lang)),
                        "{lang} {}: {}",
                        x.id,
                        t.get(lang)
                    );
                }
                for line in x.prompt.get(lang).lines() {
                    assert!(text.contains(line), "{lang} {}: {line}", x.id);
                }
                if let janggi_tutor::lesson::model::Task::Choice { options } = &x.task {
                    for o in options {
                        assert!(text.contains(o.text.get(lang)), "{lang} {}", x.id);
                    }
                }
            }
        }
        if lang != "en" {
            // The handout's own words; the lessons' texts are checked by the lint and
            // `terminology`.
            let mut own = text.clone();
            for lesson in &lessons {
                for t in lesson_texts(&serde_json::to_value(lesson).unwrap(), lang) {
                    for line in t.lines().filter(|l| !l.trim().is_empty()) {
                        own = own.replace(line, " ");
                    }
                }
            }
            let english = english_words(&own);
            assert!(english.is_empty(), "{lang}: {english:?}");
        }
        // Print rules: A4 and a page break before each lesson and the answers.
        let style = doc.descendants().find(|n| n.has_tag_name("style")).unwrap();
        let css = style.text().unwrap();
        assert!(css.contains("@page { size: A4;"), "{css}");
        assert!(css.contains(".lesson { break-before: page;"), "{css}");
        assert!(css.contains(".answers { break-before: page;"), "{css}");
        // Self-contained: nothing loaded from elsewhere.
        for n in doc.descendants() {
            for a in ["src", "href"] {
                assert!(n.attribute(a).is_none(), "{:?}", n.tag_name());
            }
        }
        assert!(!html.contains("<script") && !html.contains("url("));
    }
}

#[test]
fn answers_come_from_the_engine() {
    let (code, html, _) = common::run_cli(&["--lang", "en", "export", "horse"]);
    assert_eq!(code, 0);
    let doc = parse(&html);
    let answers = doc.descendants().find(|n| has_class(n, "answers")).unwrap();
    let text: String = answers
        .descendants()
        .filter_map(|n| n.text())
        .collect::<Vec<_>>()
        .join(" ");
    // horse-eight-points: the engine's eight destinations of the horse on e5.
    assert!(
        text.contains("The piece on e5 can move to 8 points: c4 c6 d3 d7 f3 f7 g4 g6."),
        "{text}"
    );
    // The board of that exercise rings the horse asked about (the introduction's boards
    // come before it).
    let first = doc
        .descendants()
        .filter(|n| has_class(n, "exercise"))
        .find_map(|e| e.descendants().find(|n| n.has_tag_name((SVG_NS, "svg"))))
        .unwrap();
    let rings: Vec<Node> = first
        .children()
        .filter(|n| n.has_tag_name((SVG_NS, "circle")) && n.attribute("stroke-width") == Some("3"))
        .collect();
    assert_eq!(rings.len(), 1);
    // e5: file e (x = 36 + 4 * 40), rank 5 (y = 24 + 5 * 40).
    assert_eq!(
        (rings[0].attribute("cx"), rings[0].attribute("cy")),
        (Some("196"), Some("224"))
    );
}

const ESCAPE_LESSON: &str = r#"id: escape-check
phase: understand
order: 1
title: {zh: "标题 <b>&\"x\"", ko: "제목 <b>&\"x\"", en: "Title <b>&\"x\"</b>"}
intro: {zh: "a < b && c > d", ko: "a < b && c > d", en: "a < b && c > d"}
exercises:
  - id: pick
    kind: choice
    prompt: {zh: "选 <i>", ko: "고르기 <i>", en: "Pick <i>one</i> & \"quote\""}
    self_check: {zh: "自检 '&'", ko: "점검 '&'", en: "You can quote '&'."}
    explanation: {zh: "讲解 ]]>", ko: "풀이 ]]>", en: "Because ]]> & <![CDATA[ x"}
    options:
      - text: {zh: "<script>alert(1)</script>", ko: "<script>alert(1)</script>", en: "<script>alert(1)</script>"}
        correct: true
      - text: {zh: "&amp;", ko: "&amp;", en: "&amp;"}
        correct: false
  - id: broken
    kind: judge
    position: {fen: "4k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1"}
    move: z9z9
    prompt: {zh: "问", ko: "질문", en: "Question"}
    self_check: {zh: "自检", ko: "점검", en: "You can."}
    explanation: {zh: "讲解", ko: "풀이", en: "Because."}
"#;

#[test]
fn text_is_escaped_and_an_unreadable_exercise_is_named() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("escape.yaml"), ESCAPE_LESSON).unwrap();
    let d = dir.path().to_str().unwrap();
    for lang in ["en", "zh", "ko"] {
        let (code, html, err) =
            common::run_cli(&["--lang", lang, "export", "escape-check", "--lessons", d]);
        // The broken exercise is left out with a warning, and the exit status says so.
        assert_eq!(code, 1, "{err}");
        assert!(err.contains("broken") && err.contains("z9z9"), "{err}");
        let doc = parse(&html);
        assert!(
            !doc.descendants()
                .any(|n| n.has_tag_name("script") || n.has_tag_name("b") || n.has_tag_name("i"))
        );
        let text = visible_text(&doc);
        assert!(text.contains("<script>alert(1)</script>"), "{text}");
        assert!(
            text.contains("&amp;") && text.contains("a < b && c > d"),
            "{text}"
        );
        assert_eq!(
            doc.descendants()
                .filter(|n| has_class(n, "skipped"))
                .count(),
            1
        );
    }
    let (_, html, _) = common::run_cli(&["--lang", "en", "export", "escape-check", "--lessons", d]);
    let text = visible_text(&parse(&html));
    assert!(text.contains("Title <b>&\"x\"</b>") && text.contains("Pick <i>one</i> & \"quote\""));
    assert!(text.contains("Because ]]> & <![CDATA[ x") && text.contains("You can quote '&'."));
    assert!(text.contains("The right option: 1."), "{text}");
}

#[test]
fn export_writes_a_file_and_refuses_unknown_ids() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("h.html");
    let o = out.to_str().unwrap();
    let (code, stdout, err) = common::run_cli(&[
        "--lang",
        "zh",
        "export",
        "understand",
        "cannon-lines",
        "--out",
        o,
    ]);
    assert_eq!((code, stdout.as_str()), (0, ""), "{err}");
    assert!(err.starts_with("讲义已写入"), "{err}");
    let html = std::fs::read_to_string(&out).unwrap();
    let doc = parse(&html);
    let lessons = doc.descendants().filter(|n| has_class(n, "lesson")).count();
    let catalog = Catalog::embedded().catalog;
    let understand = catalog
        .phase(janggi_tutor::lesson::model::Phase::Understand)
        .len();
    assert_eq!(lessons, understand + 1);
    let (code, stdout, err) = common::run_cli(&["--lang", "en", "export", "horse", "nope"]);
    assert_eq!((code, stdout.as_str()), (2, ""));
    assert!(
        err.contains("“nope”") && err.contains("all, understand"),
        "{err}"
    );
    let (code, _, err) = common::run_cli(&[
        "--lang",
        "ko",
        "export",
        "horse",
        "--out",
        "/nonexistent/x/h.html",
    ]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("오류: 강의 자료를 /nonexistent/x/h.html에 쓸 수 없습니다"),
        "{err}"
    );
    // Letters instead of glyphs.
    let (_, html, _) = common::run_cli(&["export", "horse", "--ascii"]);
    assert!(!html.contains(">馬</text>") && html.contains(">N</text>"));
}

#[test]
fn show_svg_is_one_board() {
    let (code, out, _) = common::run_cli(&["--lang", "en", "show", "--svg"]);
    assert_eq!(code, 0);
    let doc = Document::parse(out.trim_end()).unwrap();
    let root = doc.root_element();
    assert!(root.has_tag_name((SVG_NS, "svg")));
    assert_eq!(
        root.attribute("data-fen"),
        Some(janggi_tutor::rules::START_FEN)
    );
    let glyphs: String = root
        .children()
        .filter(|n| n.has_tag_name((SVG_NS, "text")))
        .filter_map(|n| n.text())
        .collect();
    for g in ["楚", "漢", "車", "包", "卒", "兵"] {
        assert!(glyphs.contains(g), "{glyphs}");
    }
    // Nine file letters and ten rank numbers.
    assert!(glyphs.starts_with("abcdefghi12345678910"), "{glyphs}");
    assert!(!out.contains("<polygon"));
    // With --moves, the last move is drawn as an arrow.
    let (_, out, _) = common::run_cli(&["show", "--svg", "--ascii", "--moves", "b1c3 b10c8"]);
    let doc = Document::parse(out.trim_end()).unwrap();
    let root = doc.root_element();
    assert_eq!(
        root.children()
            .filter(|n| n.has_tag_name((SVG_NS, "polygon")))
            .count(),
        1
    );
    assert!(out.contains(">N</text>") && !out.contains('馬'));
    let (code, _, err) = common::run_cli(&["show", "--svg", "--json"]);
    assert_eq!(code, 2, "{err}");
}

/// FENs to round-trip: the perft and Fairy-Stockfish vector positions, and every lesson's.
fn sample_fens() -> Vec<String> {
    let mut fens = Vec::new();
    for dir in ["tests/data/perft", "tests/data/fsf"] {
        for entry in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            for line in text.lines().filter(|l| !l.starts_with('#')) {
                if let Some(epd) = line.strip_prefix("epd ") {
                    fens.push(epd.to_string());
                }
                for field in line.split('\t') {
                    let board = field.split(' ').next().unwrap_or("");
                    if board.matches('/').count() == 9 && Setup::from_fen(field).is_ok() {
                        fens.push(field.to_string());
                    }
                }
            }
        }
    }
    let catalog = Catalog::embedded().catalog;
    for lesson in catalog.lessons() {
        for x in &lesson.exercises {
            if let Ok(ex) = CheckedExercise::new(lesson, x) {
                fens.extend(ex.position().map(|p| p.fen()));
                fens.extend(ex.sequence.iter().map(|p| p.fen()));
            }
        }
    }
    fens.sort();
    fens.dedup();
    fens
}

#[test]
fn fen_to_diagram_to_fen_round_trips() {
    let fens = sample_fens();
    assert!(fens.len() > 500, "{}", fens.len());
    for fen in &fens {
        let setup = Setup::from_fen(fen).unwrap();
        let block = diagram::block(&setup.board, setup.turn, false);
        let back = diagram::read(&block).unwrap_or_else(|e| panic!("{fen}: {e:?}\n{block}"));
        let again = Setup {
            board: back.board,
            turn: back.turn,
            ..Setup::default()
        };
        // The diagram holds the board and the side to move; the clocks start afresh.
        let head = |f: &str| f.split(' ').take(2).collect::<Vec<_>>().join(" ");
        assert_eq!(head(&again.to_fen()), head(fen), "{block}");
    }
}

#[test]
fn show_diagram_pastes_into_a_lesson_and_fen_reads_it_back() {
    let dir = tempfile::tempdir().unwrap();
    let fens = [
        "4k4/9/9/9/9/9/9/9/4K4/R8 b - - 0 1",
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
        "3k5/9/9/1p7/9/1C7/9/1C7/4K4/9 w - - 0 1",
    ];
    for (i, fen) in fens.iter().enumerate() {
        let (code, block, err) = common::run_cli(&["show", "--diagram", "--fen", fen]);
        assert_eq!(code, 0, "{err}");
        assert!(block.starts_with("diagram: |\n"), "{block}");
        let path = dir.path().join(format!("{i}.txt"));
        std::fs::write(&path, &block).unwrap();
        let (code, out, err) = common::run_cli(&["fen", "--diagram", path.to_str().unwrap()]);
        assert_eq!((code, out.trim()), (0, *fen), "{err}");
        // Pasted under `position:` as a lesson has it, indented: the same FEN.
        let indented: String = block.lines().map(|l| format!("  {l}\n")).collect();
        std::fs::write(&path, format!("position:\n{indented}")).unwrap();
        let (code, out, err) = common::run_cli(&["fen", "--diagram", path.to_str().unwrap()]);
        assert_eq!((code, out.trim()), (0, *fen), "{err}");
    }
    // A drill setup says so; the board after --moves is the one shown.
    let (code, block, _) = common::run_cli(&[
        "show",
        "--diagram",
        "--relaxed",
        "--fen",
        "9/9/9/9/9/9/9/9/9/R8 w - - 0 1",
    ]);
    assert_eq!(code, 0);
    assert!(
        block.ends_with("  R . . . . . . . .\nturn: cho\nrelaxed: true\n"),
        "{block}"
    );
    let (_, block, _) = common::run_cli(&["show", "--diagram", "--moves", "b1c3"]);
    assert!(
        block.contains("\n  . C N . . . . C .\n") && block.ends_with("turn: han\n"),
        "{block}"
    );
    // The guide shows this very output; a lesson built from it passes the lint.
    let (_, block, _) = common::run_cli(&["show", "--diagram", "--fen", fens[0]]);
    let guide = std::fs::read_to_string("docs/LESSONS.md").unwrap();
    assert!(guide.contains(&format!("```yaml\n{block}```")), "{block}");
    let indented: String = block.lines().map(|l| format!("      {l}\n")).collect();
    let lesson = format!(
        "id: pasted\nphase: understand\norder: 1\ntitle: {{zh: 标题, ko: 제목, en: Title}}\n\
         intro: {{zh: 介绍。, ko: 소개., en: Intro.}}\nexercises:\n  - id: one\n    kind: destinations\n\
         \x20   square: a1\n    position:\n{indented}\
         \x20   prompt: {{zh: 标出 a1 车的落点。, ko: a1 차가 갈 칸을 표시하세요., en: Mark the chariot's points.}}\n\
         \x20   self_check: {{zh: 能数出落点。, ko: 갈 칸을 셀 수 있다., en: You can count them.}}\n\
         \x20   explanation: {{zh: 车沿直线走。, ko: 차는 곧게 갑니다., en: A chariot goes straight.}}\n"
    );
    let file = dir.path().join("pasted.yaml");
    std::fs::write(&file, lesson).unwrap();
    let (code, out, err) = common::run_cli(&["lint", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
}

fn data(name: &str) -> String {
    Path::new("tests/data/diagrams")
        .join(name)
        .display()
        .to_string()
}

#[test]
fn fen_diagram_errors_say_where_in_every_language() {
    let bad = data("bad-point.txt");
    for (lang, start, words, quoted) in [
        ("en", "error: ", "is not a piece letter", "“x”"),
        ("zh", "错误：", "不是棋子字母", "「x」"),
        ("ko", "오류: ", "기물 글자", "“x”"),
    ] {
        let (code, out, err) = common::run_cli(&["--lang", lang, "fen", "--diagram", &bad]);
        assert_eq!((code, out.as_str()), (2, ""));
        assert!(err.starts_with(&format!("{start}{bad}:5:13")), "{err}");
        assert!(err.contains(quoted) && err.contains(words), "{err}");
    }
    let (_, _, err) =
        common::run_cli(&["--lang", "en", "fen", "--diagram", &data("short-row.txt")]);
    assert!(
        err.contains("short-row.txt:4:16: this row has 8 points; every row needs 9."),
        "{err}"
    );
    let (_, _, err) =
        common::run_cli(&["--lang", "en", "fen", "--diagram", &data("nine-rows.txt")]);
    assert!(
        err.contains("nine-rows.txt:11:1: the diagram has 9 rows"),
        "{err}"
    );
    // A setup no game can reach: the engine's reason, and how to use it as a drill.
    let drill = data("no-kings.txt");
    let (code, _, err) = common::run_cli(&["--lang", "en", "fen", "--diagram", &drill]);
    assert_eq!(code, 2);
    assert!(err.contains("--relaxed"), "{err}");
    let (code, out, err) = common::run_cli(&["fen", "--diagram", &drill, "--relaxed"]);
    assert_eq!(
        (code, out.as_str()),
        (0, "9/9/9/9/9/9/9/9/9/R8 w - - 0 1\n"),
        "{err}"
    );
    let (code, out, _) = common::run_cli(&["fen", "--diagram", &data("relaxed-block.txt")]);
    assert_eq!(
        (code, out.as_str()),
        (0, "9/9/9/9/9/9/9/9/9/R8 b - - 0 1\n")
    );
    // A file that is not there, and one with a byte that is not UTF-8.
    let (code, _, err) =
        common::run_cli(&["--lang", "zh", "fen", "--diagram", "/nonexistent/d.txt"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("错误：无法读取棋图 /nonexistent/d.txt：文件不存在"),
        "{err}"
    );
    let dir = tempfile::tempdir().unwrap();
    let latin1 = dir.path().join("latin1.txt");
    std::fs::write(&latin1, b". . . . k . . . .\n. . \xE9 . . . . . .\n").unwrap();
    let (_, _, err) = common::run_cli(&["fen", "--diagram", latin1.to_str().unwrap()]);
    assert!(
        err.contains("latin1.txt:2:5:") && err.contains("0xE9"),
        "{err}"
    );
}

#[test]
fn fen_reads_a_diagram_from_standard_input() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let run = |input: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_janggi-tutor"))
            .args([
                "--lang",
                "en",
                "--progress",
                "/nonexistent/p.json",
                "fen",
                "--diagram",
                "-",
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        (
            out.status.code(),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let rows = diagram::rows(&Setup::start().board).join("\n");
    let (code, out, err) = run(&format!("{rows}\nturn: han\n"));
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        out,
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1\n"
    );
    let (code, out, err) = run(&rows.replacen('r', "?", 1));
    assert_eq!((code, out.as_str()), (Some(2), ""));
    assert_eq!(
        err,
        "error: -:1:1: “?” is not a piece letter (K A B N R C P, lower case for Han) or “.” for an empty point.\n"
    );
}

/// Issue 68: `export --out FILE` replaced any file, whatever it was. It replaces only a
/// handout it wrote (or nothing, or with `--force`); another file is left as it was.
#[test]
fn export_does_not_replace_a_file_that_is_not_its_handout() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("notes.html");
    let o = out.to_str().unwrap();
    std::fs::write(&out, "my lesson notes\n").unwrap();
    let (code, _, err) = common::run_cli(&["--lang", "en", "export", "horse", "--out", o]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("is not a handout written by janggi-tutor"),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "my lesson notes\n");
    let (code, _, err) =
        common::run_cli(&["--lang", "en", "export", "horse", "--out", o, "--force"]);
    assert_eq!(code, 0, "{err}");
    // Its own handout, even in another language, is replaced without asking.
    let (code, _, err) = common::run_cli(&["--lang", "ko", "export", "horse", "--out", o]);
    assert_eq!(code, 0, "{err}");
    assert!(
        std::fs::read_to_string(&out)
            .unwrap()
            .contains("lang=\"ko\"")
    );
}
