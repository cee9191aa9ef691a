//! The review verb: `review FILE [--json] [--side cho|han] [--save] [--game K]`: the moments
//! of a game that matter for a learner (see `docs/REVIEW.md`), with a progress line on stderr;
//! `--save` puts them in the progress file's review queue as personal exercises.

use std::path::Path;

use super::{EXIT_USAGE, Io};
use crate::i18n::Message;
use crate::record;
use crate::review::{self, Options, personal};
use crate::rules::Color;
use crate::trainer::progress::{ProgressStore, unix_now};
use crate::trainer::settings::MoveNotation;

/// The verb's options.
pub struct ReviewArgs<'a> {
    pub json: bool,
    pub side: Option<&'a str>,
    /// `--save`: the progress file whose review queue takes the personal exercises.
    pub save_next_to: Option<&'a Path>,
    /// `--game K`: which game of the file.
    pub game: Option<usize>,
    /// The saved move-notation setting (Auto: by language).
    pub notation: MoveNotation,
}

pub fn review(io: &mut Io, path: &Path, args: &ReviewArgs) -> i32 {
    let ReviewArgs {
        json,
        side,
        save_next_to,
        game,
        notation,
    } = *args;
    let side = match side {
        None => None,
        Some(s) if s.eq_ignore_ascii_case("cho") => Some(Color::Cho),
        Some(s) if s.eq_ignore_ascii_case("han") => Some(Color::Han),
        Some(s) => {
            io.error(&Message::new("review-bad-side").arg("side", s.to_string()));
            return EXIT_USAGE;
        }
    };
    let text = match super::record::read_record(io, path) {
        Ok(t) => t,
        Err(code) => return code,
    };
    let record = match super::record::pick_game(io, &text, game) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let replayed = record::replay(record, None);
    let mut code = 0;
    if let Some(e) = &replayed.error {
        // The moves before the bad one are still reviewed.
        io.error(&e.message());
        code = EXIT_USAGE;
    }
    let options = Options {
        side,
        ..Options::default()
    };
    let label = io.l10n.tr("review-progress");
    let err = &mut *io.err;
    let moments = review::review(&replayed.game, &[], &options, &mut |done, total| {
        let _ = write!(err, "\r{label} {done}/{total}");
        if done == total {
            let _ = writeln!(err);
        }
    });
    let notation = notation.for_lang(io.l10n.lang());
    if json {
        let list: Vec<serde_json::Value> = moments
            .iter()
            .map(|m| {
                serde_json::json!({
                    "ply": m.ply,
                    "side": m.mover.to_string(),
                    "kind": m.kind.id(),
                    "played": m.played.map(|p| p.to_string()),
                    "line": m.line.iter().map(|x| x.to_string()).collect::<Vec<_>>(),
                    "loss": m.loss,
                    "fen": m.before.fen(),
                    "text": io.l10n.format(&m.message(notation)),
                })
            })
            .collect();
        let v = serde_json::json!({ "moves": replayed.game.moves().len(), "moments": list });
        let _ = writeln!(
            io.out,
            "{}",
            serde_json::to_string_pretty(&v).unwrap_or_default()
        );
    } else if moments.is_empty() {
        io.say(&Message::new("game-review-none"));
    } else {
        for m in &moments {
            io.say(&m.message(notation));
        }
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
        code = code.max(save_to_queue(io, progress, ex));
    }
    code
}

/// The progress file `--save` stores next to: `--progress`, else the default one.
pub fn progress_path(explicit: Option<&Path>) -> Option<std::path::PathBuf> {
    explicit
        .map(Path::to_path_buf)
        .or_else(ProgressStore::default_path)
}

/// Adds personal exercises to the review queue of the progress file at `path` (due at once);
/// says how many were new. Exit status 0, or 1 when the file cannot be written.
fn save_to_queue(io: &mut Io, path: &Path, exercises: Vec<personal::PersonalExercise>) -> i32 {
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
    match store.save(&progress) {
        Ok(()) if store.is_writable() => {
            io.say(
                &Message::new("review-saved")
                    .arg_num("count", added as i64)
                    .arg("path", path.display().to_string()),
            );
            0
        }
        Ok(()) => {
            io.error(
                &Message::new("review-save-failed")
                    .arg("path", path.display().to_string())
                    .arg("error", String::new()),
            );
            1
        }
        Err(e) => {
            io.error(&e);
            1
        }
    }
}
