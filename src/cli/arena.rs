//! `janggi-tutor match` (hidden, for development): a match between two built-in levels, or a
//! level against an external UCI engine; prints one line per game and the score.

use super::{CliError, CliResult, Io, Outcome};
use crate::i18n::Message;
use crate::play::arena::{Player, play_match};
use crate::play::uci_client::UciEngine;
use crate::rules::RuleSet;
use crate::search::Level;

#[derive(clap::Args, Debug)]
pub(crate) struct MatchArgs {
    #[arg(long, default_value_t = 8)]
    pub(crate) a: u8,
    #[arg(long)]
    pub(crate) b: Option<u8>,
    /// An external UCI engine as B, e.g. "/tmp/fsf/fairy-stockfish".
    #[arg(long)]
    pub(crate) engine: Option<String>,
    /// The external engine's time per move.
    #[arg(long, default_value_t = 100)]
    pub(crate) engine_ms: u64,
    #[arg(long, default_value_t = 10)]
    pub(crate) games: u32,
    #[arg(long, default_value = "janggi", value_parser = super::args::rules)]
    pub(crate) rules: RuleSet,
    /// Scales the built-in levels' time per move.
    #[arg(long, default_value_t = 1.0, value_parser = super::args::time_scale)]
    pub(crate) time_scale: f64,
    #[arg(long, default_value_t = 200)]
    pub(crate) max_plies: usize,
    #[arg(long, default_value_t = 1)]
    pub(crate) seed: u64,
}

pub(crate) fn run(io: &mut Io, args: &MatchArgs) -> CliResult {
    let rules = args.rules;
    let mut a = Player::built_in(Level::new(args.a), args.time_scale);
    let mut b = match (args.engine.as_deref(), args.b) {
        (Some(cmd), _) => match UciEngine::start(cmd, rules) {
            Ok(engine) => Player::Engine {
                engine,
                movetime: std::time::Duration::from_millis(args.engine_ms),
            },
            Err(e) => return Err(CliError::Failure(e.message())),
        },
        (None, b) => Player::built_in(
            Level::new(b.unwrap_or(args.a.saturating_sub(1))),
            args.time_scale,
        ),
    };
    let score = play_match(
        &mut a,
        &mut b,
        rules,
        args.games,
        args.max_plies,
        args.seed,
        |n, w, a_color, plies| {
            let result = match w {
                None => "draw".to_string(),
                Some(w) if w == a_color => "A".to_string(),
                Some(_) => "B".to_string(),
            };
            let _ = writeln!(
                io.out,
                "game {n}: A={a_color} winner={result} plies={plies}"
            );
            let _ = io.out.flush();
        },
    );
    io.say(
        &Message::new("play-match-score")
            .arg_num("wins", score.wins as i64)
            .arg_num("draws", score.draws as i64)
            .arg_num("losses", score.losses as i64)
            .arg_num("percent", (score.ratio() * 1000.0).round() / 10.0),
    );
    Ok(Outcome::Done)
}
