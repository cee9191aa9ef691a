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
