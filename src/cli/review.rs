//! The review verb: `review FILE [--json] [--side cho|han] [--save] [--game K]`: the moments
//! of a game that matter for a learner (see `docs/REVIEW.md`), with a progress line on stderr;
//! `--save` puts them in the progress file's review queue as personal exercises; one of the
//! learner's saved games (`learner::history`) is marked reviewed. The review is
//! put into one [`ReviewReport`] first; `--json` prints it as it is, the text is written from
//! it.

use std::path::{Path, PathBuf};

use super::json::{self, ReviewGoal, ReviewGoalMove, ReviewReport};
use super::{CliResult, Io, Outcome};
use crate::i18n::Message;
use crate::learner::progress::{MAX_PERSONAL, ProgressStore, saved_settings, unix_now};
use crate::learner::{games, history};
use crate::play::goals;
use crate::record;
use crate::review::{self, Options, personal};
use crate::rules::Color;

#[derive(clap::Args, Debug)]
pub(crate) struct ReviewArgs {
    #[arg(value_name = "FILE")]
    pub(crate) file: PathBuf,
    /// Print JSON.
    #[arg(long)]
    pub(crate) json: bool,
    /// Review only this side's moves: cho or han.
    #[arg(long, value_parser = super::args::review_side)]
    pub(crate) side: Option<Color>,
    /// Keep the moments as personal exercises in the progress file's review queue.
    #[arg(long)]
    pub(crate) save: bool,
    /// Which game of a file with several (1 = the first).
    #[arg(long, value_name = "K")]
    pub(crate) game: Option<usize>,
    /// Search depth at every position (default 5; deeper is surer and slower).
    #[arg(long, value_name = "PLIES", value_parser = super::args::review_depth)]
    pub(crate) depth: Option<u32>,
    /// Seconds to spend on the whole game instead of a fixed depth.
    #[arg(long, value_name = "SECONDS", value_parser = super::args::review_time)]
    pub(crate) time: Option<f64>,
    /// Extra plies of the verifying search (a tuning knob for `tools/review_eval.py`).
    #[arg(long, hide = true)]
    pub(crate) verify: Option<u32>,
    /// Node budget of each verifying search (a tuning knob, as `--verify`).
    #[arg(long, hide = true)]
    pub(crate) verify_nodes: Option<u64>,
}

/// Reviews the record; `progress` is the `--progress` given before the verb, where `--save`
/// stores and the saved move notation is read.
pub(crate) fn run(io: &mut Io, args: &ReviewArgs, progress: Option<&Path>) -> CliResult {
    let ReviewArgs {
        file: ref path,
        json,
        side,
        save,
        game,
        depth,
        time,
        verify,
        verify_nodes,
    } = *args;
    let progress = progress_path(progress);
    // `--save`: the progress file whose review queue takes the personal exercises.
    let save_next_to = progress.as_deref().filter(|_| save);
    // The saved move-notation setting (Auto: by language).
    let notation = progress
        .as_deref()
        .and_then(saved_settings)
        .map(|s| s.move_notation)
        .unwrap_or_default();
    let text = super::game::read_record(path)?;
    let record = super::game::pick_game(&text, game)?;
    let replayed = record::replay(record, None);
    let mut outcome = Outcome::Done;
    if let Some(e) = &replayed.error {
        // The moves before the bad one are still reviewed.
        io.error(&e.message());
        outcome = Outcome::Partial;
    }
    let mut options = options(side, depth, time, replayed.game.positions().len());
    options.verify = verify.unwrap_or(options.verify);
    options.verify_nodes = verify_nodes.unwrap_or(options.verify_nodes);
    // The moves the exercises accept are in the JSON and the saved exercises, not the text:
    // judging them is a third of the time.
    options.judge_moves = json || save;
    let label = io.l10n.tr("review-progress");
    let err = &mut *io.err;
    let counter = io.progress;
    let moments = review::review(&replayed.game, &[], &options, &mut |done, total| {
        if !counter {
            return;
        }
        let _ = write!(err, "\r{label} {done}/{total}");
        if done == total {
            let _ = writeln!(err);
        }
    });
    let notation = notation.for_lang(io.l10n.lang());
    // The small goal the game was played for, judged again from its moves.
    let learner = side.or_else(|| games::learner_side(&replayed.record));
    let goal = learner.and_then(|l| goals::from_record(&replayed.record, &replayed.game, l));
    // The strategy lesson the sentences about material point to (when the library has it).
    let catalog = crate::lesson::Catalog::embedded().catalog;
    let lang = io.l10n.lang().to_string();
    let report = ReviewReport {
        moves: replayed.game.moves().len(),
        moments: moments
            .iter()
            .map(|m| {
                let text = io.l10n.format(&m.message(notation));
                let why = review::why::explain(m, notation, catalog.lessons(), &lang)
                    .map(|e| review::WhyJson {
                        why: Some(io.l10n.format(&e.sentence)),
                        facts: e.facts,
                        see_lesson: e.see,
                    })
                    .unwrap_or_default();
                m.to_json(text, why)
            })
            .collect(),
        goal: goal
            .as_ref()
            .map(|g| goal_json(io, g, &replayed.game, notation)),
    };
    if json {
        json::print(io.out, &report);
    } else {
        write_text(io, &report);
    }
    // A review of one of the learner's own saved games is noted beside them, as the games
    // screen notes it (`progress` then shows it reviewed); a record that could not be read
    // whole was not reviewed.
    if replayed.error.is_none()
        && let Some(progress) = &progress
    {
        mark_reviewed(io, &games::games_dir_beside(progress), path);
    }
    if let Some(progress) = save_next_to {
        let source = path.file_name().map(|n| n.to_string_lossy().into_owned());
        let ex: Vec<_> = moments
            .iter()
            .filter_map(personal::PersonalExercise::from_moment)
            .map(|e| personal::PersonalExercise {
                source: source.clone(),
                ..e
            })
            .collect();
        outcome = outcome.max(save_to_queue(io, progress, ex));
    }
    Ok(outcome)
}

/// The review as lines of text: each moment's sentence (or that there is none to show), then
/// the goal's line and the moves that counted for it.
fn write_text(io: &mut Io, report: &ReviewReport) {
    if report.moments.is_empty() {
        io.say(&Message::new("game-review-none"));
    } else {
        // The source keeps rules and strategy advice apart: so does the review.
        io.say(&Message::new("review-advice-note"));
    }
    for m in &report.moments {
        let _ = writeln!(io.out, "{}", m.text);
        if let Some(why) = &m.why {
            let _ = writeln!(io.out, "  {why}");
        }
        if let Some(lesson) = &m.see_lesson {
            let see = io.l10n.format(&review::why::see_message(lesson));
            let _ = writeln!(io.out, "  {see}");
        }
    }
    if let Some(goal) = &report.goal {
        let _ = writeln!(io.out, "{}", goal.text);
        if let Some(moves) = &goal.moves_line {
            let _ = writeln!(io.out, "{moves}");
        }
    }
}

/// The goal's verdict as `review --json` writes it: the same line and moves as the text.
fn goal_json(
    io: &Io,
    report: &goals::GoalReport,
    game: &crate::rules::Game,
    notation: record::Notation,
) -> ReviewGoal {
    let (state, met, ply) = match report.state {
        goals::GoalState::Pending => ("pending", None, None),
        goals::GoalState::Met { ply } => ("met", Some(true), Some(ply)),
        goals::GoalState::Failed { ply } => ("missed", Some(false), Some(ply)),
    };
    let moves = report
        .plies
        .iter()
        .filter_map(|&p| {
            let before = game.positions().get(p.checked_sub(1)?)?;
            let m = *game.moves().get(p - 1)?;
            Some(ReviewGoalMove {
                ply: p,
                move_number: before.fullmoves(),
                side: before.turn().to_string(),
                played: m.to_string(),
                text: goals::move_text(game, p, notation)?,
            })
        })
        .collect();
    ReviewGoal {
        moves_line: report
            .moves_line(game, notation)
            .map(|m| io.l10n.format(&m)),
        id: report.goal.id().to_string(),
        state,
        met,
        ply,
        moves,
        text: io.l10n.format(&report.line(game, notation)),
    }
}

/// The review's options from `--depth` and `--time` (spread over the game's `positions`,
/// with room for the confirming searches).
fn options(
    side: Option<Color>,
    depth: Option<u32>,
    time: Option<f64>,
    positions: usize,
) -> Options {
    let d = Options::default();
    let movetime = time.filter(|t| t.is_finite() && *t > 0.0).map(|t| {
        let per = t * d.threads as f64 / (positions.max(1) as f64 * 1.5);
        std::time::Duration::from_secs_f64(per)
    });
    Options {
        side,
        depth: depth.unwrap_or(if movetime.is_some() { 40 } else { d.depth }),
        movetime,
        ..d
    }
}

/// Marks `path` reviewed in `games_dir`'s marks when it is one of the games there (nothing
/// is written for a file elsewhere); a mark that cannot be written is a warning.
fn mark_reviewed(io: &mut Io, games_dir: &Path, path: &Path) {
    let Some(name) = history::name_in(games_dir, path) else {
        return;
    };
    if let Err(e) = history::mark(games_dir, &name, &history::Mark::Reviewed, unix_now()) {
        io.warn(&e);
    }
}

/// The progress file `--save` stores next to: `--progress`, else the default one.
fn progress_path(explicit: Option<&Path>) -> Option<std::path::PathBuf> {
    explicit
        .map(Path::to_path_buf)
        .or_else(ProgressStore::default_path)
}

/// Adds personal exercises to the review queue of the progress file at `path` (due at once);
/// says how many were new. [`Outcome::No`] when the file cannot be written: the review was
/// printed all the same.
fn save_to_queue(io: &mut Io, path: &Path, exercises: Vec<personal::PersonalExercise>) -> Outcome {
    let mut store = ProgressStore::at(path);
    let loaded = store.load();
    for w in &loaded.warnings {
        io.warn(w);
    }
    let mut progress = loaded.progress;
    let now = unix_now();
    let added = exercises
        .into_iter()
        .filter(|e| progress.add_personal(e.clone(), now))
        .count();
    let dropped = progress.trim_personal(MAX_PERSONAL);
    match store.save(&progress) {
        Ok(()) if store.is_writable() => {
            io.say(
                &Message::new("review-saved")
                    .arg_num("count", added as i64)
                    .arg("path", path.display().to_string()),
            );
            if dropped > 0 {
                io.say(
                    &Message::new("review-queue-trimmed")
                        .arg_num("count", dropped as i64)
                        .arg_num("max", MAX_PERSONAL as i64),
                );
            }
            Outcome::Done
        }
        Ok(()) => {
            io.error(
                &Message::new("review-save-failed")
                    .arg("path", path.display().to_string())
                    .arg_msg("error", Message::new("review-save-unreadable")),
            );
            Outcome::No
        }
        Err(e) => {
            io.error(&e);
            Outcome::No
        }
    }
}
