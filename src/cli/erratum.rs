//! `janggi-tutor erratum`: a filled error report about an exercise, a FAQ question or a
//! position, ready to paste into an issue (`lesson::erratum`); the trainer's `!` key copies
//! the same text.

use std::path::PathBuf;

use clap::Args;

use super::args::PositionArgs;

use super::{CliError, CliResult, Io, Outcome};
use crate::faq::Faq;
use crate::i18n::Message;
use crate::lesson::erratum::Report;

#[derive(Args, Debug)]
pub(crate) struct ErratumArgs {
    /// The lesson of the exercise in question (with --exercise).
    #[arg(long, value_name = "LESSON", requires = "exercise", conflicts_with_all = ["faq", "fen"])]
    pub(crate) lesson: Option<String>,
    /// The exercise in question (with --lesson).
    #[arg(long, value_name = "EXERCISE", requires = "lesson")]
    pub(crate) exercise: Option<String>,
    /// The FAQ question in question, by its id.
    #[arg(long, value_name = "ID", conflicts_with = "fen")]
    pub(crate) faq: Option<String>,
    #[command(flatten)]
    pub(crate) pos: PositionArgs,
    /// A folder of lesson files that adds lessons or replaces those with the same id.
    #[arg(long, value_name = "DIR")]
    pub(crate) lessons: Option<PathBuf>,
}

pub(crate) fn run(io: &mut Io, args: &ErratumArgs) -> CliResult {
    let lang = io.l10n.lang().to_string();
    let report = if let (Some(lesson_id), Some(exercise_id)) = (&args.lesson, &args.exercise) {
        let catalog = super::lessons::load_catalog(io, args.lessons.as_deref())?;
        let Some(entry) = catalog.entry(lesson_id) else {
            let known: Vec<&str> = catalog.lessons().map(|l| l.id.as_str()).collect();
            return Err(CliError::usage(
                Message::new("try-unknown-lesson")
                    .arg("id", lesson_id.clone())
                    .arg_list("known", known),
            ));
        };
        let exercises = &entry.lesson.lesson.exercises;
        let Some(index) = exercises.iter().position(|x| &x.id == exercise_id) else {
            let known: Vec<&str> = exercises.iter().map(|x| x.id.as_str()).collect();
            return Err(CliError::usage(
                Message::new("try-unknown-exercise")
                    .arg("lesson", lesson_id.clone())
                    .arg("id", exercise_id.clone())
                    .arg_list("known", known),
            ));
        };
        Report::exercise(
            &entry.lesson,
            index,
            &lang,
            Some((&entry.path, entry.origin)),
        )
        .expect("the index was found in this lesson")
    } else if let Some(id) = &args.faq {
        let faq = Faq::embedded()
            .map_err(|errors| CliError::usage_all(errors.iter().map(|e| e.message()).collect()))?;
        let Some(entry) = faq.entry(id) else {
            let known: Vec<&str> = faq.entries().map(|e| e.entry.id.as_str()).collect();
            return Err(CliError::usage(
                Message::new("erratum-unknown-faq")
                    .arg("id", id.clone())
                    .arg_list("known", known),
            ));
        };
        entry.erratum(&lang)
    } else if args.pos.fen.is_some() || args.pos.setup.is_some() {
        // A position the engine refuses may be the very error reported: it is written as given.
        match args.pos.position() {
            // With its record: a game over by two passes is so by its history, not its FEN.
            Ok(pos) => Report::position(pos, &io.l10n).with_history(
                &args.pos.start()?,
                args.pos.moves.0.iter().map(|(_, t)| t.clone()).collect(),
            ),
            Err(e) => {
                let fen = args
                    .pos
                    .fen
                    .as_ref()
                    .map(|s| s.to_fen())
                    .unwrap_or_default();
                let refusal = match e {
                    CliError::Usage { errors, .. } => errors,
                    CliError::Failure(m) => vec![m],
                };
                let refusal = refusal.iter().map(|m| io.l10n.format(m)).collect();
                Report::written(fen, args.pos.rules, refusal)
            }
        }
    } else {
        return Err(CliError::usage(Message::new("erratum-what")));
    };
    let _ = write!(io.out, "{}", report.text(&io.l10n));
    Ok(Outcome::Done)
}
