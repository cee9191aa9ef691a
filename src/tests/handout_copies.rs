//! The handout's two copies (`export --copy`): the student's has no answers and a line for
//! the name and the date; the teacher's has the answers, the explanations and why each
//! choice option is right or wrong. In the three languages, over the whole course.

use crate::handout::{self, HandoutCopy, Options, PieceStyle, escape};
use crate::i18n::Localizer;
use crate::lesson::load::Catalog;
use crate::lesson::model::Task;
use crate::tests::common;

fn page(catalog: &Catalog, copy: HandoutCopy, l10n: &Localizer) -> String {
    let lessons = handout::select(catalog, &["all".to_string()]).unwrap();
    let options = Options {
        style: PieceStyle::Glyph,
        copy,
    };
    handout::handout(&lessons, l10n, options).html
}

#[test]
fn the_student_copy_leaves_out_every_answer_the_teacher_copy_gives() {
    let catalog = Catalog::embedded().catalog;
    for lang in ["zh", "ko", "en"] {
        let mut l10n = Localizer::new();
        l10n.set_lang(lang).unwrap();
        let student = page(&catalog, HandoutCopy::Student, &l10n);
        let teacher = page(&catalog, HandoutCopy::Teacher, &l10n);
        assert!(teacher.contains(r#"<section class="answers">"#), "{lang}");
        assert!(!student.contains(r#"<section class="answers">"#), "{lang}");
        // The name and date line: the student's only.
        let name = escape(&l10n.tr("handout-name")).into_owned();
        assert!(student.contains(r#"<p class="name-line">"#), "{lang}");
        assert!(student.contains(&name), "{lang}");
        assert!(!teacher.contains(r#"<p class="name-line">"#), "{lang}");
        // The cover promises answers only where they are.
        let last_pages = match lang {
            "zh" => "答案在最后几页",
            "ko" => "답은 마지막 쪽에 있습니다",
            _ => "The answers are on the last pages",
        };
        assert!(teacher.contains(last_pages) && !student.contains(last_pages));
        let (mut explanations, mut whys) = (0, 0);
        for lesson in catalog.lessons() {
            for ex in &lesson.exercises {
                let e = ex.explanation.get(lang).lines().next().unwrap_or("");
                let e = escape(e.trim()).into_owned();
                assert!(teacher.contains(&e), "{lang}: {}: {e}", ex.id);
                assert!(!student.contains(&e), "{lang}: {}: {e}", ex.id);
                explanations += 1;
                let Task::Choice { options } = &ex.task else {
                    continue;
                };
                for why in options.iter().filter_map(|o| o.why.as_ref()) {
                    let w = escape(why.get(lang)).into_owned();
                    assert!(teacher.contains(&w), "{lang}: {}: {w}", ex.id);
                    assert!(!student.contains(&w), "{lang}: {}: {w}", ex.id);
                    whys += 1;
                }
            }
        }
        assert!(explanations > 50 && whys > 10, "{explanations} {whys}");
    }
}

#[test]
fn export_writes_the_copy_asked_for_and_the_teachers_by_default() {
    let run = |extra: &[&str]| {
        let mut args = vec!["--lang", "en", "export", "board-and-setup"];
        args.extend_from_slice(extra);
        let (code, out, err) = common::run_cli(&args);
        assert_eq!(code, 0, "{err}");
        out
    };
    let student = run(&["--copy", "student"]);
    assert!(student.contains("Name:") && !student.contains(r#"class="answers""#));
    for out in [run(&[]), run(&["--copy", "teacher"])] {
        assert!(out.contains(r#"class="answers""#) && !out.contains("Name:"));
        assert!(out.contains("Why each option is right or wrong:"));
    }
    let (code, _, err) = common::run_cli(&["export", "all", "--copy", "pupil"]);
    assert_eq!(code, 2, "{err}");
}

/// A lesson whose answer key the engine refutes is not printed with the engine's answer in
/// the author's place: the exercise is left out, said on the page and on stderr, the export
/// fails, and the counts (cover, "written") are of the exercises printed.
#[test]
fn an_exercise_whose_key_the_engine_refutes_is_left_out_and_the_export_fails() {
    let dir = tempfile::tempdir().unwrap();
    let board = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    let judge = |id: &str, mv: &str, legal: bool| {
        format!(
            "  - id: {id}\n    kind: judge\n    position: {{fen: {board}}}\n    move: {mv}\n    answer: {{legal: {legal}}}\n    prompt: {{zh: 合法吗？, ko: 둘 수 있나요?, en: Legal?}}\n    self_check: {{zh: 自检, ko: 점검, en: Check}}\n    explanation: {{zh: 讲解{id}, ko: 해설{id}, en: Why {id}}}\n"
        )
    };
    let lesson = format!(
        "id: keys-refuted\nphase: understand\norder: 1\ntitle: {{zh: 标题, ko: 제목, en: Title}}\nintro: {{zh: 介绍, ko: 소개, en: Intro}}\nexercises:\n{}{}",
        // The elephant on c1 blocks the horse's leg: b1d2 is illegal, the key says legal.
        judge("wrong-key", "b1d2", true),
        judge("right-key", "b1c3", true),
    );
    std::fs::write(dir.path().join("keys.yaml"), lesson).unwrap();
    let folder = dir.path().to_str().unwrap();
    let (code, out, err) = common::run_cli(&[
        "--lang",
        "en",
        "--lessons",
        folder,
        "export",
        "keys-refuted",
    ]);
    assert_eq!(code, 1, "{err}");
    assert!(out.contains("1 lesson, 1 exercise."), "{out}");
    assert_eq!(out.matches(r#"<p class="skipped">"#).count(), 1, "{out}");
    assert!(out.contains("Why right-key") && !out.contains("Why wrong-key"));
    assert!(err.contains("wrong-key"), "{err}");
    let file = dir.path().join("out.html");
    let path = file.to_str().unwrap();
    let (code, _, err) = common::run_cli(&[
        "--lang",
        "en",
        "--lessons",
        folder,
        "export",
        "keys-refuted",
        "--out",
        path,
    ]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("(1 lesson, 1 exercise)"), "{err}");
}

/// A `lines` exercise's two boards take the page's width, and its table of lines goes under
/// them at full width (beside them it had about 37 mm, each label on three lines).
#[test]
fn a_lines_table_goes_under_the_two_boards() {
    let catalog = Catalog::embedded().catalog;
    let mut l10n = Localizer::new();
    l10n.set_lang("en").unwrap();
    let html = page(&catalog, HandoutCopy::Student, &l10n);
    let parts: Vec<&str> = html.split(r#"<table class="lines">"#).collect();
    let mut under = 0;
    for before in &parts[..parts.len() - 1] {
        let row = before.rfind(r#"<div class="row"#);
        // A replay's lines step has one board beside its text: room enough.
        let step = before.rfind(r#"<div class="step row">"#);
        let Some(row) = row.filter(|r| step < Some(*r)) else {
            assert!(step.is_some(), "a lines table outside any row");
            continue;
        };
        assert!(before[row..].starts_with(r#"<div class="row stack">"#));
        under += 1;
    }
    let lines = catalog
        .lessons()
        .flat_map(|l| &l.exercises)
        .filter(|ex| matches!(ex.task, Task::Lines { .. }))
        .count();
    assert!(lines > 0);
    assert_eq!(under, lines);
    assert!(html.contains(".row.stack { flex-direction: column;"));
}

/// A word longer than the page (a 200 KB paste lints with a warning but still exports) wraps
/// instead of widening the page: Chromium printed such a handout shrunk to a sliver (checked by
/// hand in headless Chromium: 140,060 px wide before, the window's 785 px after).
#[test]
fn an_unbroken_run_wraps_instead_of_widening_the_page() {
    let (code, out, err) = crate::tests::common::run_cli(&["--lang", "en", "export", "horse"]);
    assert_eq!(code, 0, "{err}");
    let body = out
        .lines()
        .find(|l| l.starts_with("body {"))
        .expect("the page's body rule");
    assert!(body.contains("overflow-wrap: anywhere"), "{body}");
}

/// `export LESSON --copy student` of every built-in lesson prints no self-check (it often
/// states the answer: "… rule out e8 and e10"); the teacher's copy has each one on its
/// answer page, with each engine-claim option in the engine's own words.
#[test]
fn student_copies_have_no_self_check_and_the_teachers_answer_page_has_them() {
    let catalog = Catalog::embedded().catalog;
    for lang in ["zh", "ko", "en"] {
        let label = {
            let mut l10n = Localizer::new();
            l10n.set_lang(lang).unwrap();
            escape(&l10n.tr("ex-self-check")).into_owned()
        };
        for lesson in catalog.lessons() {
            let run = |copy: &str| {
                let (code, out, err) =
                    common::run_cli(&["--lang", lang, "export", &lesson.id, "--copy", copy]);
                assert_eq!(code, 0, "{err}");
                out
            };
            let student = run("student");
            let teacher = run("teacher");
            assert!(
                !student.contains(r#"<p class="self-check">"#),
                "{lang} {}",
                lesson.id
            );
            assert!(
                !student.contains(&format!(">{label}<")),
                "{lang} {}",
                lesson.id
            );
            let answers = teacher
                .split(r#"<section class="answers">"#)
                .nth(1)
                .expect("the teacher's copy has an answer page");
            for ex in &lesson.exercises {
                let check = escape(ex.self_check.get(lang).lines().next().unwrap_or("").trim())
                    .into_owned();
                assert!(!student.contains(&check), "{lang} {}: {check}", ex.id);
                assert!(answers.contains(&check), "{lang} {}: {check}", ex.id);
                let Task::Choice { options } = &ex.task else {
                    continue;
                };
                let claims = options.iter().filter(|o| o.claim.is_some()).count();
                if claims > 0 {
                    let engine = match lang {
                        "zh" => "引擎对它的断言的判断",
                        "ko" => "그 주장에 대한 엔진의 판정",
                        _ => "the engine’s own words for its claim",
                    };
                    assert!(
                        answers.matches(engine).count() >= claims,
                        "{lang} {}",
                        ex.id
                    );
                }
            }
        }
    }
}
