//! Move ordering: the table move, then captures that do not lose material by the static
//! exchange, by MVV-LVA (most valuable victim, least valuable attacker), then the two killer
//! moves of the ply, then the counter-move (the quiet move that last refuted the opponent's
//! previous move), then quiet moves by their history (from-to history plus the continuation
//! history of the previous move's piece and point), then the losing captures; a pass last.
//!
//! Histories are updated with gravity (`h += b - h·|b| / HISTORY_MAX`), as in Stockfish: a
//! bonus for the quiet move that caused a cutoff, a malus for the quiet moves tried before it,
//! so that the values stay bounded and recent evidence outweighs old.

use super::MAX_PLY;
use super::eval::value;
use super::params::{HISTORY_BONUS_MAX, HISTORY_MAX};
use super::see::see;
use crate::rules::{Move, Position};

/// A piece (colour and role) on a point: the index of the continuation history's rows and
/// columns.
const PIECE_TO: usize = 14 * 90;

pub(crate) struct Orderer {
    killers: [[Option<Move>; 2]; MAX_PLY],
    /// Quiet-move history by `from * 90 + to`.
    history: Vec<i32>,
    /// The quiet move that refuted a move, by the refuted move's `from * 90 + to`.
    counter: Vec<Option<Move>>,
    /// Continuation history: by the previous move's piece-and-point, then this move's.
    cont: Vec<i32>,
}

impl Default for Orderer {
    fn default() -> Self {
        Orderer {
            killers: [[None; 2]; MAX_PLY],
            history: vec![0; 90 * 90],
            counter: vec![None; 90 * 90],
            cont: vec![0; PIECE_TO * PIECE_TO],
        }
    }
}

/// The previous move as the ordering needs it: its from-to index and its piece-and-point index
/// (the piece as it stands after the move).
#[derive(Copy, Clone, Debug, Default)]
pub(crate) struct Prev {
    pub(crate) from_to: Option<usize>,
    pub(crate) piece_to: Option<usize>,
}

impl Prev {
    /// The previous move `m`, as seen in the position after it.
    pub(crate) fn of(after: &Position, m: Move) -> Prev {
        if m.is_pass() {
            return Prev::default();
        }
        Prev {
            from_to: Some(m.from.index() * 90 + m.to.index()),
            piece_to: piece_to(after, m.to),
        }
    }
}

fn piece_to(pos: &Position, sq: crate::rules::Square) -> Option<usize> {
    let p = pos.board().get(sq)?;
    Some((p.color.index() * 7 + p.role as usize) * 90 + sq.index())
}

fn mvv_lva(pos: &Position, m: Move) -> Option<i32> {
    if m.is_pass() {
        return None;
    }
    let victim = pos.board().get(m.to)?;
    let attacker = pos.board().get(m.from).map_or(0, |p| value(p.role));
    Some(value(victim.role) * 10 - attacker / 10)
}

/// A capture by a piece worth more than its victim that loses material by the exchange (a
/// capture by a cheaper piece never loses).
fn losing_capture(pos: &Position, m: Move) -> bool {
    let victim = pos.board().get(m.to).map_or(0, |p| value(p.role));
    let attacker = pos.board().get(m.from).map_or(0, |p| value(p.role));
    attacker > victim && see(pos, m) < 0
}

fn gravity(h: &mut i32, bonus: i32) {
    *h += bonus - *h * bonus.abs() / HISTORY_MAX;
}

/// The history bonus of a cutoff at `depth`.
pub(crate) fn bonus(depth: i32) -> i32 {
    (16 * depth * depth + 32 * depth).min(HISTORY_BONUS_MAX)
}

impl Orderer {
    /// Keeps the histories, scaled down, and forgets the killers.
    pub(crate) fn new_search(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        for h in &mut self.history {
            *h /= 2;
        }
        for h in &mut self.cont {
            *h /= 2;
        }
    }

    /// The history score of a quiet move `m` in `pos` after the move `prev`.
    pub(crate) fn quiet_score(&self, pos: &Position, m: Move, prev: Prev) -> i32 {
        let mut s = self.history[m.from.index() * 90 + m.to.index()];
        if let (Some(p), Some(me)) = (prev.piece_to, self.piece_move(pos, m)) {
            s += self.cont[p * PIECE_TO + me];
        }
        s
    }

    /// The moving piece and its destination, as a continuation-history index.
    fn piece_move(&self, pos: &Position, m: Move) -> Option<usize> {
        let p = pos.board().get(m.from)?;
        Some((p.color.index() * 7 + p.role as usize) * 90 + m.to.index())
    }

    pub(crate) fn sort(
        &self,
        pos: &Position,
        moves: &[Move],
        tt_move: Option<Move>,
        ply: usize,
        prev: Prev,
    ) -> Vec<Move> {
        let counter = prev.from_to.and_then(|i| self.counter[i]);
        let mut scored: Vec<(i32, Move)> = moves
            .iter()
            .map(|&m| {
                let s = if Some(m) == tt_move {
                    i32::MAX
                } else if let Some(c) = mvv_lva(pos, m) {
                    // Captures that lose material by the exchange go after the quiet moves.
                    if losing_capture(pos, m) {
                        -900_000_000 + c
                    } else {
                        1_000_000_000 + c
                    }
                } else if self.killers[ply][0] == Some(m) {
                    900_000_000
                } else if self.killers[ply][1] == Some(m) {
                    899_999_999
                } else if counter == Some(m) {
                    899_999_998
                } else if m.is_pass() {
                    -1_000_000_000
                } else {
                    self.quiet_score(pos, m, prev)
                };
                (s, m)
            })
            .collect();
        scored.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
        scored.into_iter().map(|(_, m)| m).collect()
    }

    /// The captures among `moves`, best first.
    pub(crate) fn captures(&self, pos: &Position, moves: &[Move]) -> Vec<Move> {
        let mut scored: Vec<(i32, Move)> = moves
            .iter()
            .filter_map(|&m| mvv_lva(pos, m).map(|s| (s, m)))
            .collect();
        scored.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
        scored.into_iter().map(|(_, m)| m).collect()
    }

    pub(crate) fn is_killer(&self, m: Move, ply: usize) -> bool {
        self.killers[ply].contains(&Some(m))
    }

    /// A quiet move `m` caused a cutoff after `prev`; `tried` are the quiet moves searched
    /// before it at this node, which get the malus.
    pub(crate) fn reward(
        &mut self,
        pos: &Position,
        m: Move,
        ply: usize,
        depth: i32,
        prev: Prev,
        tried: &[Move],
    ) {
        if self.killers[ply][0] != Some(m) {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = Some(m);
        }
        if let Some(i) = prev.from_to {
            self.counter[i] = Some(m);
        }
        let b = bonus(depth);
        self.update(pos, m, prev, b);
        for &q in tried {
            if q != m {
                self.update(pos, q, prev, -b);
            }
        }
    }

    fn update(&mut self, pos: &Position, m: Move, prev: Prev, b: i32) {
        if m.is_pass() {
            return;
        }
        gravity(&mut self.history[m.from.index() * 90 + m.to.index()], b);
        if let (Some(p), Some(me)) = (prev.piece_to, self.piece_move(pos, m)) {
            gravity(&mut self.cont[p * PIECE_TO + me], b);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gravity_keeps_history_bounded_and_lets_a_malus_undo_a_bonus() {
        let mut h = 0;
        for _ in 0..10_000 {
            gravity(&mut h, bonus(20));
        }
        assert!(h > HISTORY_MAX * 9 / 10 && h <= HISTORY_MAX, "{h}");
        // Evidence against the move now outweighs the old evidence for it within a few cutoffs.
        for _ in 0..30 {
            gravity(&mut h, -bonus(20));
        }
        assert!(h < 0, "{h}");
        assert!(bonus(1) < bonus(4) && bonus(30) == HISTORY_BONUS_MAX);
    }

    #[test]
    fn the_refuting_quiet_move_becomes_the_counter_move_and_sorts_after_killers() {
        let pos = Position::start(crate::rules::RuleSet::Janggi);
        let moves = pos.legal_moves();
        let quiet: Vec<Move> = moves.iter().copied().filter(|m| !m.is_pass()).collect();
        let prev = Prev {
            from_to: Some(5),
            piece_to: Some(7),
        };
        let mut o = Orderer::default();
        let (killer, counter, other) = (quiet[0], quiet[1], quiet[2]);
        // `other` earns history, then `counter` refutes the previous move last, at another ply.
        o.reward(&pos, other, 3, 10, prev, &[]);
        o.reward(&pos, counter, 4, 1, prev, &[]);
        o.killers[2] = [Some(killer), None];
        let sorted = o.sort(&pos, &moves, None, 2, prev);
        assert_eq!(&sorted[..2], &[killer, counter]);
        // The malus: a quiet move tried before the cutoff falls below an untouched one.
        o.reward(&pos, counter, 4, 10, prev, &[other]);
        assert!(o.quiet_score(&pos, other, prev) < o.quiet_score(&pos, quiet[3], prev));
    }
}
