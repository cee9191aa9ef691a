//! The lesson verbs: `lint`, `lessons`, `try`, `schema`.

use std::path::{Path, PathBuf};

use super::json::{self, FeedbackReport, TryReport};
use super::{CliError, CliResult, Io, Outcome};
use crate::i18n::{Message, library_error};
use crate::lesson::diagnostic::Diagnostic;
use crate::lesson::lint;
use crate::lesson::load::{Catalog, Loaded};
use crate::lesson::misconception;
use crate::lesson::model::Exercise;
use crate::lesson::schema;
use crate::trainer::{Answer, Attempt, Tone};

fn print_diagnostics(io: &mut Io, diags: &[Diagnostic], to_stdout: bool) {
    for d in diags {
        let line = d.render(&io.l10n);
        let _ = if to_stdout {
            writeln!(io.out, "{line}")
        } else {
            writeln!(io.err, "{line}")
        };
    }
}

/// `janggi-tutor lint [PATH...]`: 0 clean (warnings allowed), 1 errors, 2 unusable paths.
pub(crate) fn lint(io: &mut Io, paths: &[PathBuf]) -> CliResult {
    let report = if paths.is_empty() {
        lint::lint_embedded()
    } else {
        lint::lint_paths(paths).map_err(|(path, e)| {
            CliError::usage(
                Message::new("lint-path-unreadable")
                    .arg("path", path)
                    .arg_msg("detail", library_error::io_error(&e)),
            )
        })?
    };
    if report.files == 0 {
        // Exit status 2 (nothing was checked) goes with an error, never a mere warning.
        let shown: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        return Err(CliError::usage(
            Message::new("lint-no-lesson-files").arg("path", shown.join(", ")),
        ));
    }
    print_diagnostics(io, &report.diagnostics, true);
    let errors = report.errors();
    let summary = io.l10n.format(
        &Message::new("lint-summary")
            .arg_num("files", report.files)
            .arg_num("errors", errors)
            .arg_num("warnings", report.diagnostics.len() - errors),
    );
    let _ = writeln!(io.err, "{summary}");
    Ok(Outcome::no_if(errors > 0))
}

/// Loads the embedded lessons and `dir`; reports load problems on stderr.
pub(super) fn load_catalog(io: &mut Io, dir: Option<&Path>) -> Result<Catalog, CliError> {
    match Catalog::load(dir) {
        Ok(Loaded { catalog, problems }) => {
            print_diagnostics(io, &problems, false);
            Ok(catalog)
        }
        Err(e) => Err(CliError::usage(
            Message::new("lessons-dir-unreadable")
                .arg(
                    "path",
                    dir.map(|d| d.display().to_string()).unwrap_or_default(),
                )
                .arg_msg("detail", library_error::io_error(&e)),
        )),
    }
}

fn kind_message(ex: &Exercise) -> Message {
    Message::new(ex.task.kind().message_id())
}

/// `janggi-tutor lessons [--lessons DIR]`: phases, lessons and exercises with their ids.
pub(crate) fn lessons(io: &mut Io, dir: Option<&Path>) -> CliResult {
    let catalog = load_catalog(io, dir)?;
    let lang = io.l10n.lang().to_string();
    let mut exercises = 0;
    for (phase, lessons) in catalog.phases() {
        io.say(
            &Message::new("lessons-phase")
                .arg_msg("name", Message::new(format!("lesson-phase-{}", phase.id())))
                .arg("id", phase.id()),
        );
        if lessons.is_empty() {
            let none = io.l10n.tr("lessons-none");
            let _ = writeln!(io.out, "  {none}");
        }
        for lesson in lessons {
            let line = io.l10n.format(
                &Message::new("lessons-lesson")
                    .arg_num("order", lesson.order)
                    .arg("title", lesson.title.get(&lang).to_string())
                    .arg("id", lesson.id.clone())
                    .arg_num("count", lesson.exercises.len()),
            );
            let _ = writeln!(io.out, "  {line}");
            for ex in &lesson.exercises {
                exercises += 1;
                let line = io.l10n.format(
                    &Message::new("lessons-exercise")
                        .arg("id", ex.id.clone())
                        .arg_msg("kind", kind_message(ex)),
                );
                let _ = writeln!(io.out, "    {line}");
            }
        }
    }
    io.say(
        &Message::new("lessons-total")
            .arg_num("lessons", catalog.len())
            .arg_num("exercises", exercises),
    );
    Ok(Outcome::Done)
}

/// `janggi-tutor try LESSON EXERCISE ANSWER`: checks one answer; 0 right, 1 wrong, 2 when
/// the lesson, exercise or answer cannot be used.
pub(crate) fn try_answer(
    io: &mut Io,
    lesson_id: &str,
    exercise_id: &str,
    text: &str,
    as_json: bool,
    dir: Option<&Path>,
) -> CliResult {
    let catalog = load_catalog(io, dir)?;
    let Some(lesson) = catalog.lesson(lesson_id) else {
        let known: Vec<&str> = catalog.lessons().map(|l| l.id.as_str()).collect();
        return Err(CliError::usage(
            Message::new("try-unknown-lesson")
                .arg("id", lesson_id.to_string())
                .arg("known", known.join(", ")),
        ));
    };
    let Some((_, exercise)) = catalog.exercise(lesson_id, exercise_id) else {
        let known: Vec<&str> = lesson.exercises.iter().map(|x| x.id.as_str()).collect();
        return Err(CliError::usage(
            Message::new("try-unknown-exercise")
                .arg("lesson", lesson_id.to_string())
                .arg("id", exercise_id.to_string())
                .arg("known", known.join(", ")),
        ));
    };
    // The catalog read the exercise when it loaded the lesson.
    let checked = catalog
        .checked_exercise(lesson_id, exercise_id)
        .expect("the catalog reads every exercise it holds");
    let mut attempt = match checked {
        Ok(ex) => Attempt::start(ex),
        Err(e) => {
            return Err(CliError::usage(
                Message::new("try-broken-lesson")
                    .arg("id", lesson_id.to_string())
                    .arg_msg("detail", e.message()),
            ));
        }
    };
    let answer = Answer::parse(&exercise.task, text).map_err(|e| CliError::usage(e.message()))?;
    let verdict = attempt
        .submit(&answer)
        .map_err(|e| CliError::usage(e.message()))?;
    let lang = io.l10n.lang().to_string();
    // A replay's steps (its kind module says how many an attempt answers one by one).
    let steps = attempt.state().steps_solved.len();
    if as_json {
        let feedback = verdict
            .feedback
            .iter()
            .map(|f| FeedbackReport {
                tone: f.tone.id().to_string(),
                message: f.message.clone(),
                text: f.text(&io.l10n),
                author: f.author.is_some(),
                squares: f.squares.iter().map(|s| s.to_string()).collect(),
                misconception: f.misconception.clone(),
                misconception_text: f.misconception.as_deref().map(|t| {
                    io.l10n.format(&misconception::message(
                        t,
                        catalog.lessons(),
                        io.l10n.lang(),
                    ))
                }),
                reasons: f.reasons.clone(),
            })
            .collect();
        let doc = TryReport {
            lesson: lesson.id.clone(),
            exercise: exercise.id.clone(),
            kind: exercise.task.kind().id().to_string(),
            answer: text.to_string(),
            lang: lang.clone(),
            correct: verdict.correct,
            solved: verdict.solved,
            stars: verdict.stars,
            step: verdict.step.map(|s| s + 1),
            partial: verdict.partial,
            reasons_offered: attempt
                .why_choices(verdict.step)
                .into_iter()
                .map(str::to_string)
                .collect(),
            feedback,
            self_check: exercise.self_check.get(&lang).to_string(),
            explanation: verdict
                .solved
                .then(|| exercise.explanation.get(&lang).to_string()),
        };
        json::print(io.out, &doc);
    } else {
        if let Some(step) = verdict.step {
            io.say(
                &Message::new("try-step")
                    .arg_num("step", step + 1)
                    .arg_num("count", steps),
            );
        }
        io.say(&Message::new(if verdict.partial {
            "try-partial"
        } else if verdict.correct {
            "try-right"
        } else {
            "try-wrong"
        }));
        // One try, a first miss: what was missed (the right options, points or reason) is
        // kept back, as on the exercise screen until a second miss.
        let mut held_back = false;
        for item in &verdict.feedback {
            if item.tone == Tone::Missed && !verdict.solved {
                held_back = true;
                continue;
            }
            let mark = match item.tone {
                Tone::Right => "+",
                Tone::Wrong => "x",
                Tone::Missed => "!",
                Tone::Info => "-",
            };
            // The messages hold their own brackets and spacing (full-width in Chinese).
            let mut line = format!("{mark} {}", item.text(&io.l10n));
            if !item.squares.is_empty() {
                let squares: Vec<String> = item.squares.iter().map(|s| s.to_string()).collect();
                line.push_str(
                    &io.l10n
                        .format(&Message::new("try-points").arg("squares", squares.join(" "))),
                );
            }
            if let Some(tag) = &item.misconception {
                line.push_str(&io.l10n.format(&Message::new("try-misconception").arg_msg(
                    "tag",
                    misconception::message(tag, catalog.lessons(), io.l10n.lang()),
                )));
            }
            let _ = writeln!(io.out, "{line}");
        }
        if verdict.partial {
            // The second part of the judge question: the same short list as on the screen.
            let offered: Vec<String> = attempt
                .why_choices(verdict.step)
                .iter()
                .map(|r| {
                    // The words first, then the id to type after "no" in parentheses.
                    io.l10n.format(
                        &Message::new("try-why-reason")
                            .arg("id", r.to_string())
                            .arg_msg("words", Message::new(format!("lesson-reason-{r}"))),
                    )
                })
                .collect();
            let separator = io.l10n.tr("try-why-separator");
            io.say(&Message::new("try-why").arg("reasons", offered.join(&separator)));
        }
        if held_back {
            io.say(&Message::new("try-missed-held-back"));
        }
        if verdict.solved {
            io.say(&Message::new("try-stars").arg_num("stars", verdict.stars));
            // The self-check once the answer is complete: before, it can state the answer.
            io.say(
                &Message::new("try-self-check")
                    .arg("text", exercise.self_check.get(&lang).to_string()),
            );
            io.say(
                &Message::new("try-explanation")
                    .arg("text", exercise.explanation.get(&lang).to_string()),
            );
        }
    }
    // Right so far (a judge's "illegal" before its "why?") is not a wrong answer.
    Ok(Outcome::no_if(!verdict.correct && !verdict.partial))
}

/// `janggi-tutor schema`: the JSON Schema of lesson files.
pub(crate) fn schema(io: &mut Io) -> CliResult {
    let text = serde_json::to_string_pretty(&schema::lesson_schema()).unwrap_or_default();
    let _ = writeln!(io.out, "{text}");
    Ok(Outcome::Done)
}
