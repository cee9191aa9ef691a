//! `janggi-tutor try LESSON EXERCISE ANSWER`: checks one answer to an exercise and prints the
//! verdict and feedback. The verdict is put into one [`TryReport`] first; `--json` prints it
//! as it is, the text is written from it.

use std::path::{Path, PathBuf};

use super::json::{self, FeedbackReport, TryReport};
use super::lessons::load_catalog;
use super::{CliError, CliResult, Io, Outcome};
use crate::i18n::{Message, library_error};
use crate::learner::class::{ClassLink, ClassTry, Fetched, error_message};
use crate::learner::progress::{AttemptResult, ProgressStore, unix_now};
use crate::lesson::misconception;
use crate::trainer::{Answer, Attempt, Tone};

#[derive(clap::Args, Debug)]
pub(crate) struct TryArgs {
    #[arg(value_name = "LESSON")]
    pub(crate) lesson: String,
    #[arg(value_name = "EXERCISE")]
    pub(crate) exercise: String,
    /// destinations "c3 a3", judge "yes" / "no horse-leg-blocked", play "b1c3",
    /// choice "1,3", lines "opened b3:up closed h3:left", claim "true", replay "2:yes".
    #[arg(value_name = "ANSWER", allow_hyphen_values = true)]
    pub(crate) answer: String,
    /// Print the verdict as JSON.
    #[arg(long)]
    pub(crate) json: bool,
    /// A folder of lesson files that adds lessons or replaces those with the same id.
    #[arg(long, value_name = "DIR")]
    pub(crate) lessons: Option<PathBuf>,
    /// `--class URL CODE --name NAME`: the class's lessons, and the answer sent to it.
    #[command(flatten)]
    pub(crate) class: super::class::ClassArgs,
}

/// Checks one answer; 0 right, 1 wrong, 2 when the lesson, exercise or answer cannot be used.
/// With `--class`, the class's lessons are the ones read, and the answer goes to the class
/// (and into the progress file at `progress`, the default one if `None`).
pub(crate) fn run(io: &mut Io, args: &TryArgs, progress: Option<&Path>) -> CliResult {
    let mut link = args.class.link(progress)?;
    let class_dir = match &mut link {
        Some(l) => {
            let fetched = l.fetch().map_err(CliError::Failure)?;
            if let Fetched::Kept(_, why) = &fetched {
                io.warn(&Message::new("class-lessons-kept").arg_msg("error", why.clone()));
            }
            Some(fetched.dir().to_path_buf())
        }
        None => None,
    };
    let report = check(io, args, class_dir.as_deref())?;
    if args.json {
        json::print(io.out, &report);
    } else {
        write_text(io, &report);
    }
    // Right so far (a judge's "illegal" before its "why?") is not an answer yet: the class
    // gets the whole one, as from the exercise screen.
    if let Some(link) = link.as_ref().filter(|_| !report.partial) {
        let said = send_to_class(link, &report, progress);
        if args.json {
            let text = io.l10n.format(&said);
            let _ = writeln!(io.err, "{text}");
        } else {
            io.say(&said);
        }
    }
    // Right so far (a judge's "illegal" before its "why?") is not a wrong answer.
    Ok(Outcome::no_if(!report.correct && !report.partial))
}

/// The answer queued for the class and sent with the queue, and kept in the learner's
/// progress; what happened, in words.
fn send_to_class(link: &ClassLink, report: &TryReport, progress: Option<&Path>) -> Message {
    let (mut store, _) = ProgressStore::open(progress.map(Path::to_path_buf));
    let mut p = store.load().progress;
    // Each `try` is one answer: the tries before it are the misses the progress file has
    // counted since the exercise was last solved (none once it was), so stars are earned as
    // on the exercise screen.
    let tries = p
        .record_of(&report.lesson, &report.exercise)
        .filter(|r| r.stars == 0)
        .map_or(0, |r| r.misses);
    let stars = if report.solved {
        report.stars.min(crate::trainer::score::stars(tries, 0))
    } else {
        0
    };
    let t = ClassTry {
        answer: report.answer.clone(),
        correct: report.correct,
        solved: report.solved,
        stars,
        tries,
        hints: 0,
        misconceptions: report
            .feedback
            .iter()
            .filter_map(|f| f.misconception.clone())
            .collect(),
    };
    let result = AttemptResult {
        correct: report.correct,
        revealed: false,
        misconceptions: t.misconceptions.clone(),
    };
    p.record_attempt(&report.lesson, &report.exercise, &result, unix_now());
    if report.solved {
        p.record(&report.lesson, &report.exercise, stars);
    }
    let _ = store.save(&p);
    let answer = link.answer(&report.lesson, &report.exercise, &t);
    if let Err(e) = link.queue(&answer) {
        return Message::new("class-not-queued").arg_msg("error", library_error::io_error(&e));
    }
    match link.flush() {
        Ok(n) => Message::new("class-sent").arg_num("count", n),
        Err(e) => Message::new("class-queued")
            .arg_num("count", link.queued().len())
            .arg_msg("error", error_message(&e)),
    }
}

/// Loads the exercise, judges the answer and puts the verdict into words.
fn check(io: &mut Io, args: &TryArgs, class_dir: Option<&Path>) -> Result<TryReport, CliError> {
    let (lesson_id, exercise_id, text) = (&args.lesson, &args.exercise, &args.answer);
    let catalog = load_catalog(io, class_dir.or(args.lessons.as_deref()))?;
    let Some(lesson) = catalog.lesson(lesson_id) else {
        let known: Vec<&str> = catalog.lessons().map(|l| l.id.as_str()).collect();
        return Err(CliError::usage(
            Message::new("try-unknown-lesson")
                .arg("id", lesson_id.to_string())
                .arg_list("known", known),
        ));
    };
    let Some((_, exercise)) = catalog.exercise(lesson_id, exercise_id) else {
        let known: Vec<&str> = lesson.exercises.iter().map(|x| x.id.as_str()).collect();
        return Err(CliError::usage(
            Message::new("try-unknown-exercise")
                .arg("lesson", lesson_id.to_string())
                .arg("id", exercise_id.to_string())
                .arg_list("known", known),
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
    let feedback = verdict
        .feedback
        .iter()
        .map(|f| FeedbackReport {
            tone: f.tone,
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
    Ok(TryReport {
        lesson: lesson.id.clone(),
        exercise: exercise.id.clone(),
        kind: exercise.task.kind().id().to_string(),
        answer: text.to_string(),
        lang: lang.clone(),
        correct: verdict.correct,
        solved: verdict.solved,
        stars: verdict.stars,
        step: verdict.step.map(|s| s + 1),
        // A replay's steps (its kind module says how many an attempt answers one by one).
        steps: attempt.state().steps_solved.len(),
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
    })
}

/// The verdict as lines of text: the verdict, each feedback item with its mark, the "why"
/// question of a judge, and once solved the stars, the self-check and the explanation.
fn write_text(io: &mut Io, report: &TryReport) {
    if let Some(step) = report.step {
        io.say(
            &Message::new("try-step")
                .arg_num("step", step)
                .arg_num("count", report.steps),
        );
    }
    io.say(&Message::new(if report.partial {
        "try-partial"
    } else if report.correct {
        "try-right"
    } else {
        "try-wrong"
    }));
    // One try, a first miss: what was missed (the right options, points or reason) is
    // kept back, as on the exercise screen until a second miss.
    let mut held_back = false;
    for item in &report.feedback {
        if item.tone == Tone::Missed && !report.solved {
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
        let mut line = format!("{mark} {}", item.text);
        if !item.squares.is_empty() {
            line.push_str(
                &io.l10n
                    .format(&Message::new("try-points").arg("squares", item.squares.join(" "))),
            );
        }
        if let Some(words) = &item.misconception_text {
            line.push_str(
                &io.l10n
                    .format(&Message::new("try-misconception").arg("tag", words.clone())),
            );
        }
        let _ = writeln!(io.out, "{line}");
    }
    if report.partial {
        // The second part of the judge question: the same short list as on the screen.
        let offered: Vec<String> = report
            .reasons_offered
            .iter()
            .map(|r| {
                // The words first, then the id to type after "no" in parentheses.
                io.l10n.format(
                    &Message::new("try-why-reason")
                        .arg("id", r.clone())
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
    if report.solved {
        io.say(&Message::new("try-stars").arg_num("stars", report.stars));
        // The self-check once the answer is complete: before, it can state the answer.
        io.say(&Message::new("try-self-check").arg("text", report.self_check.clone()));
        if let Some(explanation) = &report.explanation {
            io.say(&Message::new("try-explanation").arg("text", explanation.clone()));
        }
    }
}
