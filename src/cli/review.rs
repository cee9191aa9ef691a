//! The review verb: `review FILE [--json] [--side cho|han] [--save]`: the moments of a game
//! that matter for a learner (see `docs/REVIEW.md`), with a progress line on stderr.

use std::path::Path;

use super::{EXIT_USAGE, Io};
use crate::i18n::Message;
use crate::record::{self, Notation};
use crate::review::{self, Options, personal};
use crate::rules::Color;
use crate::trainer::progress::ProgressStore;

/// The notation a language's players expect: the Korean record form in Korean, SAN otherwise.
pub fn notation_for(lang: &str) -> Notation {
    if lang == "ko" {
        Notation::Kja
    } else {
        Notation::San
    }
}

pub fn review(
    io: &mut Io,
    path: &Path,
    json: bool,
    side: Option<&str>,
    save_next_to: Option<&Path>,
) -> i32 {
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
    let replayed = record::replay(record::parse(&text), None);
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
    let notation = notation_for(io.l10n.lang());
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
        let ex: Vec<_> = moments
            .iter()
            .filter_map(personal::PersonalExercise::from_moment)
            .collect();
        let file = personal::path_next_to(progress);
        match personal::add(&file, &ex) {
            Ok(n) => io.say(
                &Message::new("review-saved")
                    .arg_num("count", n as i64)
                    .arg("path", file.display().to_string()),
            ),
            Err(e) => {
                io.error(
                    &Message::new("review-save-failed")
                        .arg("path", file.display().to_string())
                        .arg("error", e.to_string()),
                );
                code = 1;
            }
        }
    }
    code
}

/// The progress file `--save` stores next to: `--progress`, else the default one.
pub fn progress_path(explicit: Option<&Path>) -> Option<std::path::PathBuf> {
    explicit
        .map(Path::to_path_buf)
        .or_else(ProgressStore::default_path)
}
