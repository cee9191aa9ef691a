//! `janggi-tutor game FILE [--to gib|pgn|fen|lesson] [--at N] [--rules R] [--view]`: a game
//! record read, checked move by move and printed again (or opened on the trainer's games
//! screen); also the reading of record files that `review` shares.

use std::path::{Path, PathBuf};

use super::{CliError, CliResult, Io, Outcome};
use crate::i18n::Message;
use crate::lesson::model::Phase;
use crate::lesson::skeleton;
use crate::record::{self, Format};
use crate::rules::RuleSet;

#[derive(clap::Args, Debug)]
pub(crate) struct GameArgs {
    #[arg(value_name = "FILE")]
    pub(crate) file: PathBuf,
    /// Output: gib, pgn, fen (the position after --at, default the last) or lesson (a
    /// replay exercise; with --at N, a play exercise to find move N).
    #[arg(long, value_enum, default_value = "pgn")]
    pub(crate) to: GameOutput,
    /// Stop after this many moves (plies).
    #[arg(long, value_name = "N")]
    pub(crate) at: Option<usize>,
    /// Rule set to check the moves under (default: janggi-modern for .gib, the Variant tag
    /// for PGN).
    #[arg(long, value_parser = super::args::rules)]
    pub(crate) rules: Option<RuleSet>,
    /// Which game of a file with several (1 = the first).
    #[arg(long, value_name = "K")]
    pub(crate) game: Option<usize>,
    /// Open the record on the trainer's games screen instead of printing it.
    #[arg(long)]
    pub(crate) view: bool,
}

/// Prints the record, or with `--view` opens it on the trainer screen with the trainer's
/// options given before the verb (`tui`).
pub(crate) fn run(io: &mut Io, args: &GameArgs, tui: &super::trainer::TuiArgs) -> CliResult {
    if args.view {
        view(io, &args.file, args.game, tui)
    } else {
        print(io, args)
    }
}

/// What `game` prints.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum GameOutput {
    Gib,
    Pgn,
    Fen,
    Lesson,
}

/// The text of a record file (UTF-8 or EUC-KR).
pub(super) fn read_record(path: &Path) -> Result<String, CliError> {
    record::read_file(path)
        .and_then(|b| record::read_text(&b))
        .map_err(|e| {
            CliError::usage(
                Message::new("record-in-file")
                    .arg("path", path.display().to_string())
                    .arg_msg("problem", e.message()),
            )
        })
}

/// The record to use from a file's text: game `k` (1-based) of those it holds, else the first
/// (with a warning when there are more); an out-of-range `k` is reported (exit 2).
pub(super) fn pick_game(text: &str, k: Option<usize>) -> Result<record::Record, CliError> {
    let Some(k) = k else {
        return Ok(record::parse(text));
    };
    let mut games = record::parse_all(text);
    if k == 0 || k > games.len() {
        return Err(CliError::usage(
            Message::new("record-no-such-game")
                .arg_num("game", k as i64)
                .arg_num("count", games.len() as i64),
        ));
    }
    Ok(games.swap_remove(k - 1))
}

/// Reads, replays and prints a record. Exit 0, or 2 when the file or a move is unusable; the
/// moves before a bad one are still used (the output is printed, the error goes to stderr).
fn print(io: &mut Io, args: &GameArgs) -> CliResult {
    let GameArgs {
        file: ref path,
        to,
        at,
        rules,
        game,
        view: _,
    } = *args;
    let text = read_record(path)?;
    let record = pick_game(&text, game)?;
    let replayed = record::replay(record, rules);
    for w in &replayed.warnings {
        io.warn(w);
    }
    let mut outcome = Outcome::Done;
    if let Some(e) = &replayed.error {
        // Said now, before the output of the moves that could be used.
        io.error(&e.message());
        outcome = Outcome::Partial;
    }
    let game = &replayed.game;
    let moves = game.moves();
    if let Some(n) = at
        && (n > moves.len() || (to == GameOutput::Lesson && n == 0))
    {
        return Err(CliError::usage(
            Message::new("record-at-out-of-range")
                .arg_num("at", n as i64)
                .arg_num("count", moves.len() as i64),
        ));
    }
    let start = game.start();
    let text = match to {
        GameOutput::Fen => game.positions()[at.unwrap_or(moves.len())].fen() + "\n",
        GameOutput::Gib => record::gib::write(
            &record::tags_for(&replayed.record, Format::Gib),
            start,
            &moves[..at.unwrap_or(moves.len())],
        ),
        GameOutput::Pgn => {
            let n = at.unwrap_or(moves.len());
            let comments: Vec<Option<String>> = replayed
                .record
                .moves
                .iter()
                .take(n)
                .map(|m| m.comment.clone())
                .collect();
            record::pgn::write(
                &record::tags_for(&replayed.record, Format::Pgn),
                start,
                &moves[..n],
                &comments,
            )
        }
        GameOutput::Lesson => {
            let positions = game.positions();
            let exercise = match at {
                Some(n) => skeleton::play_at(&io.l10n, &positions[..=n], &moves[..n], n),
                None => skeleton::replay_game(&io.l10n, positions, &moves),
            };
            let id = lesson_id(path);
            let head = skeleton::Head {
                id: &id,
                phase: Phase::Review,
                order: 90,
                rules: replayed.rules,
                origin: skeleton::Origin::Game,
            };
            skeleton::lesson(&io.l10n, &head, &[exercise])
        }
    };
    let _ = write!(io.out, "{text}");
    Ok(outcome)
}

/// A lesson id from the file name: lower-case letters and digits, single `-` between words.
fn lesson_id(path: &Path) -> String {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    let words: Vec<String> = stem
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    if words.is_empty() {
        "game-record".to_string()
    } else {
        format!("game-{}", words.join("-"))
    }
}

/// `game FILE --view`: the record on the trainer's games screen. The file is read first, so a
/// missing file or a bad `--game` is reported here, without a terminal.
fn view(io: &mut Io, path: &Path, game: Option<usize>, tui: &super::trainer::TuiArgs) -> CliResult {
    pick_game(&read_record(path)?, game)?;
    let lang = io.l10n.lang().to_string();
    let err: &mut dyn std::io::Write = io.err;
    Ok(Outcome::Screen(crate::tui::run(
        || {
            let mut config = super::trainer::config_from(tui, &lang, Vec::new());
            config.open = crate::tui::app::Opening::Record {
                path: path.to_path_buf(),
                game: game.map(|k| k - 1),
            };
            config
        },
        &io.l10n,
        err,
    )))
}
