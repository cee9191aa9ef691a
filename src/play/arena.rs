//! Matches between opponents through the library (the level ladder, and the built-in search
//! against an external UCI engine such as Fairy-Stockfish). Each game starts from random
//! formations and two random plies so that repeated games differ; colours alternate.

use std::time::Duration;

use super::uci_client::UciEngine;
use crate::rules::{Color, Formation, Game, Move, Position, RuleSet, Setup, Strictness};
use crate::search::{Level, Limits, Searcher};

/// One side of a match.
pub(crate) enum Player {
    /// The built-in search at a level, its move time scaled (1.0 = the level's own). Only
    /// levels 6..8 are scaled: below, depth and node caps are what limit the level.
    BuiltIn {
        level: Level,
        time_scale: f64,
        searcher: Box<Searcher>,
    },
    /// An external engine with a fixed move time.
    Engine {
        engine: UciEngine,
        movetime: Duration,
    },
}

impl Player {
    pub(crate) fn built_in(level: Level, time_scale: f64) -> Player {
        Player::BuiltIn {
            level,
            time_scale,
            searcher: Box::new(Searcher::new(16)),
        }
    }

    fn choose(&mut self, game: &Game, rng: &mut fastrand::Rng) -> Option<Move> {
        let pos = game.position();
        let all = game.positions();
        let earlier = &all[..all.len() - 1];
        match self {
            Player::BuiltIn {
                level,
                time_scale,
                searcher,
            } => {
                let mut limits: Limits = level.limits();
                if limits.depth.is_none() {
                    limits.movetime = limits.movetime.map(|t| t.mul_f64(*time_scale));
                }
                let out = if level.needs_all_scores() {
                    searcher.search_all(pos, earlier, &limits, |_| {})
                } else {
                    searcher.search(pos, earlier, &limits, |_| {})
                };
                level.choose(&out, rng)
            }
            Player::Engine { engine, movetime } => {
                engine
                    .go(&game.start().fen(), &game.moves(), *movetime)
                    .ok()?;
                engine.wait().ok()
            }
        }
    }
}

/// Results from the first player's point of view.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Score {
    pub(crate) wins: u32,
    pub(crate) draws: u32,
    pub(crate) losses: u32,
    /// Games where a player could not move (an engine failed or answered an illegal move).
    pub(crate) forfeits: u32,
}

impl Score {
    /// Points per game, a win 1 and a draw 1/2.
    pub(crate) fn ratio(&self) -> f64 {
        let n = self.wins + self.draws + self.losses;
        if n == 0 {
            0.5
        } else {
            (self.wins as f64 + self.draws as f64 / 2.0) / n as f64
        }
    }
}

/// Plays `games` games between `a` and `b` under `rules`, at most `max_plies` plies each
/// (unfinished games are decided by counting, Han's 1.5 bonus included, as `janggi` does).
/// `report` hears each finished game: its number, the winner (if any) and the plies.
pub(crate) fn play_match(
    a: &mut Player,
    b: &mut Player,
    rules: RuleSet,
    games: u32,
    max_plies: usize,
    seed: u64,
    mut report: impl FnMut(u32, Option<Color>, Color, usize),
) -> Score {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut score = Score::default();
    for g in 0..games {
        let a_color = if g % 2 == 0 { Color::Cho } else { Color::Han };
        let pick = |rng: &mut fastrand::Rng| Formation::ALL[rng.usize(..4)];
        let setup = Setup::start_with(pick(&mut rng), pick(&mut rng));
        let start = Position::from_setup(setup, rules, Strictness::Strict).expect("legal start");
        let mut game = Game::new(start);
        for _ in 0..2 {
            let moves: Vec<Move> = game
                .position()
                .legal_moves()
                .into_iter()
                .filter(|m| !m.is_pass())
                .collect();
            if let Some(&m) = rng.choice(moves.iter()) {
                game.play(m).expect("legal");
            }
        }
        let winner;
        let mut forfeit = false;
        loop {
            if let Some(o) = game.outcome() {
                winner = o.winner;
                break;
            }
            if let Some(c) = game.optional_end() {
                winner = c.winner;
                break;
            }
            if game.moves().len() >= max_plies {
                winner = Some(game.position().counting().winner());
                break;
            }
            let turn = game.position().turn();
            let player = if turn == a_color { &mut *a } else { &mut *b };
            match player.choose(&game, &mut rng) {
                Some(m) if game.play(m).is_ok() => {}
                _ => {
                    forfeit = true;
                    winner = Some(turn.other());
                    break;
                }
            }
        }
        if forfeit {
            score.forfeits += 1;
        }
        match winner {
            None => score.draws += 1,
            Some(w) if w == a_color => score.wins += 1,
            Some(_) => score.losses += 1,
        }
        report(g + 1, winner, a_color, game.moves().len());
    }
    score
}
