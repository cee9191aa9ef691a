//! Levels 1..8 of the built-in opponent. Low levels search shallow and pick at random among
//! the moves within a margin of the best (so they miss things without throwing pieces away);
//! each level up searches deeper with a narrower margin; level 8 searches for the full time.

use std::time::Duration;

use super::{Limits, MATE_BOUND, Outcome};
use crate::rules::Move;

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    pub(crate) const MIN: Level = Level(1);
    pub(crate) const MAX: Level = Level(8);

    /// A level from 1 to 8; other numbers are clamped.
    pub fn new(n: u8) -> Level {
        Level(n.clamp(1, 8))
    }

    pub(crate) fn get(self) -> u8 {
        self.0
    }

    /// The search limits: depth and node caps at the low levels, time at all.
    pub fn limits(self) -> Limits {
        let (depth, nodes) = match self.0 {
            1 => (Some(1), Some(3_000)),
            2 => (Some(2), Some(10_000)),
            3 => (Some(3), Some(40_000)),
            4 => (Some(4), Some(150_000)),
            5 => (Some(5), Some(300_000)),
            _ => (None, None),
        };
        Limits {
            depth,
            nodes,
            movetime: Some(self.movetime()),
            fixed_time: false,
        }
    }

    /// The longest the level thinks about one move.
    pub(crate) fn movetime(self) -> Duration {
        Duration::from_millis(match self.0 {
            1..=3 => 400,
            4 => 700,
            5 => 1000,
            6 => 1000,
            7 => 2000,
            _ => 4000,
        })
    }

    /// Centipawns below the best within which a move may be chosen at random.
    pub(crate) fn margin(self) -> i32 {
        match self.0 {
            1 => 160,
            2 => 110,
            3 => 70,
            4 => 40,
            5 => 15,
            _ => 0,
        }
    }

    /// Whether the level needs every root move's exact score.
    pub fn needs_all_scores(self) -> bool {
        self.margin() > 0
    }

    /// The move to play: the best, or a random one among the near-best, closer ones likelier.
    /// A forced win or a move that avoids a forced loss is never given up.
    pub fn choose(self, out: &Outcome, rng: &mut fastrand::Rng) -> Option<Move> {
        let best = out.best?;
        let margin = self.margin();
        if margin == 0 || out.root_scores.len() < 2 {
            return Some(best);
        }
        let top = out.root_scores[0].1;
        if top.abs() >= MATE_BOUND {
            return Some(out.root_scores[0].0);
        }
        let near: Vec<(Move, i32)> = out
            .root_scores
            .iter()
            .filter(|&&(_, s)| s > -MATE_BOUND && s >= top - margin)
            .map(|&(m, s)| (m, margin + 1 - (top - s)))
            .collect();
        let total: i32 = near.iter().map(|&(_, w)| w).sum();
        if total <= 0 {
            return Some(best);
        }
        let mut pick = rng.i32(0..total);
        for (m, w) in &near {
            if pick < *w {
                return Some(*m);
            }
            pick -= w;
        }
        Some(best)
    }
}
