//! No input makes the loader or the lint panic: every lesson file we have, cut short at each
//! line, with a line removed, or with a key's colon removed, still yields diagnostics (or a
//! lesson), and every diagnostic points inside the file.

use crate::lesson::lint;
use crate::lesson::load::{self, Origin, Source};

fn samples() -> Vec<(String, String)> {
    let mut files = Vec::new();
    for dir in ["tests/data/lessons/good", "tests/data/lessons/broken"] {
        let (sources, _) = load::folder_sources(std::path::Path::new(dir)).unwrap();
        files.extend(sources.into_iter().map(|s| (s.path, s.text)));
    }
    // A few embedded lessons too, whichever exist.
    let (embedded, _) = load::embedded_sources();
    files.extend(embedded.into_iter().take(3).map(|s| (s.path, s.text)));
    files
}

fn variants(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for i in (0..lines.len()).step_by(2) {
        out.push(lines[..i].join("\n"));
        let mut without = lines.clone();
        without.remove(i);
        out.push(without.join("\n"));
        let mut broken = lines.clone();
        let changed = broken[i].replacen(':', " ", 1);
        broken[i] = &changed;
        out.push(broken.join("\n"));
    }
    // Multi-byte text cut mid-line.
    for (k, (i, _)) in text.char_indices().enumerate() {
        if k % 97 == 0 {
            out.push(text[..i].to_string());
        }
    }
    out
}

#[test]
fn mutilated_files_never_panic_and_diagnostics_point_inside_the_file() {
    for (path, text) in samples() {
        for v in variants(&text) {
            let source = Source {
                path: path.clone(),
                text: v.clone(),
                origin: Origin::Folder,
            };
            let (lesson, diags) = lint::lint_source(&source);
            let lines = v.lines().count().max(1);
            for d in &diags {
                assert!(
                    d.line >= 1 && d.line <= lines + 1 && d.col >= 1,
                    "{path}: {d:?} outside the file\n{v}"
                );
            }
            let loaded = load::parse(&source);
            match lesson {
                // What the lint reads, the loader reads too.
                Some(_) => assert!(loaded.is_ok(), "{path}: lint read it, loader did not\n{v}"),
                None => assert!(
                    diags.iter().any(|d| d.is_error()),
                    "{path}: no lesson, no error\n{v}"
                ),
            }
            if let Err(problems) = loaded {
                assert!(!problems.is_empty(), "{path}: a failed load must say why");
            }
        }
    }
}

/// One model, one verdict: every problem the checked constructor finds in an exercise of a
/// mutated file, the lint reports as an error at the same place (the same message, but for a
/// position, which the lint words in detail, and a claim option without a position). So a
/// file the lint passes without an error builds every exercise.
#[test]
fn the_lint_reports_every_problem_the_checked_model_finds() {
    use crate::lesson::checked::{CheckedExercise, ExerciseError};
    use crate::lesson::locate::Locator;
    use crate::lesson::model::Kind;
    use crate::lesson::position::SpecError;
    let mut refused = 0;
    for (path, text) in samples() {
        for v in variants(&text).into_iter().chain([text.clone()]) {
            let source = Source {
                path: path.clone(),
                text: v.clone(),
                origin: Origin::Folder,
            };
            let (lesson, diags) = lint::lint_source(&source);
            let Some(lesson) = lesson else { continue };
            let errors: Vec<_> = diags.iter().filter(|d| d.is_error()).collect();
            let loc = Locator::new(&v);
            for ex in &lesson.exercises {
                let Err(problems) = CheckedExercise::new(&lesson, ex) else {
                    continue;
                };
                refused += 1;
                assert!(!problems.0.is_empty(), "{path}: refused without a reason");
                for p in &problems.0 {
                    let (line, col) = if p.value {
                        loc.value_at(&p.path)
                    } else {
                        loc.at(&p.path)
                    };
                    let worded_elsewhere = matches!(
                        p.error,
                        ExerciseError::Position(_) | ExerciseError::MissingPosition(Kind::Choice)
                    );
                    // The lint points at the very point inside a diagram (a setup problem
                    // too, when the position is drawn).
                    let in_diagram = matches!(
                        p.error,
                        ExerciseError::Position(
                            SpecError::Diagram { .. }
                                | SpecError::Disagree { square: Some(_) }
                                | SpecError::Setup(_)
                        )
                    );
                    let found = errors.iter().any(|d| {
                        let place = if in_diagram {
                            d.line >= line
                        } else {
                            (d.line, d.col) == (line, col)
                        };
                        place && (worded_elsewhere || d.message == p.message())
                    });
                    assert!(
                        found,
                        "{path}: {p:?} at {line}:{col} not among the lint's errors {errors:?}\n{v}"
                    );
                }
            }
        }
    }
    assert!(
        refused > 0,
        "the mutations never break an exercise: the test tests nothing"
    );
}

/// The catalog holds each exercise as the checked constructor reads it, read once at load:
/// what the trainer, the exercise screen and the handout open. A lesson with an exercise that
/// cannot be read still loads (its other exercises open; the broken one says why).
#[test]
fn the_catalog_holds_each_exercise_as_the_checked_model_reads_it() {
    use crate::lesson::checked::CheckedExercise;
    use crate::lesson::load::Catalog;
    let mut kept_broken = 0;
    for (path, text) in samples() {
        for v in variants(&text).into_iter().chain([text.clone()]) {
            let source = Source {
                path: path.clone(),
                text: v.clone(),
                origin: Origin::Folder,
            };
            let Ok(lesson) = load::parse(&source) else {
                continue;
            };
            let loaded = Catalog::from_sources(std::slice::from_ref(&source));
            let held = loaded
                .catalog
                .checked_lesson(&lesson.id)
                .unwrap_or_else(|| panic!("{path}: parsed but not in the catalog\n{v}"));
            assert_eq!(held.lesson, lesson, "{path}\n{v}");
            assert_eq!(held.checked.len(), lesson.exercises.len(), "{path}\n{v}");
            for (ex, checked) in lesson.exercises.iter().zip(&held.checked) {
                assert_eq!(
                    checked,
                    &CheckedExercise::new(&lesson, ex),
                    "{path}: {}\n{v}",
                    ex.id
                );
                kept_broken += usize::from(checked.is_err());
            }
        }
    }
    assert!(
        kept_broken > 0,
        "no mutated lesson with a broken exercise loaded: the test tests nothing"
    );
}

/// One verdict, both ways: over every mutated file, the lint reports an error exactly when
/// the checked model finds a problem: the lesson cannot be loaded, an exercise's checked
/// constructor fails or finds an answer key the engine refutes (`refuted`), or the lesson's
/// own problems (ids, texts, rule set) are not empty.
#[test]
fn the_lint_reports_an_error_exactly_when_the_checked_model_refuses() {
    use crate::lesson::checked::{CheckedExercise, CheckedLesson};
    let (mut sound, mut refused) = (0, 0);
    for (path, text) in samples() {
        for v in variants(&text).into_iter().chain([text.clone()]) {
            let source = Source {
                path: path.clone(),
                text: v.clone(),
                origin: Origin::Folder,
            };
            let (_, diags) = lint::lint_source(&source);
            let lint_errors: Vec<_> = diags.iter().filter(|d| d.is_error()).collect();
            let model_ok = match load::parse(&source) {
                Err(_) => false,
                Ok(lesson) => {
                    // Read, and nothing the author wrote refuted by the engine.
                    let exercises_ok = lesson.exercises.iter().all(|ex| {
                        CheckedExercise::new(&lesson, ex).is_ok_and(|x| x.refuted.is_empty())
                    });
                    let checked = CheckedLesson::new(lesson);
                    let sound = exercises_ok && checked.problems.is_empty();
                    assert_eq!(sound, checked.errors().next().is_none(), "{path}\n{v}");
                    sound
                }
            };
            assert_eq!(
                lint_errors.is_empty(),
                model_ok,
                "{path}: the lint's errors {lint_errors:?} and the checked model disagree\n{v}"
            );
            if model_ok {
                sound += 1;
            } else {
                refused += 1;
            }
        }
    }
    assert!(
        sound > 0 && refused > 0,
        "{sound} sound and {refused} refused files: the test tests nothing"
    );
}
