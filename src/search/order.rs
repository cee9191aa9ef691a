//! Move ordering: the table move, then captures by MVV-LVA (most valuable victim, least
//! valuable attacker), then the two killer moves of the ply, then quiet moves by history;
//! a pass last.

use super::MAX_PLY;
use super::eval::value;
use crate::rules::{Move, Position};

pub(crate) struct Orderer {
    killers: [[Option<Move>; 2]; MAX_PLY],
    /// Cutoff history by `from * 90 + to`.
    history: Vec<i32>,
}

impl Default for Orderer {
    fn default() -> Self {
        Orderer {
            killers: [[None; 2]; MAX_PLY],
            history: vec![0; 90 * 90],
        }
    }
}

fn mvv_lva(pos: &Position, m: Move) -> Option<i32> {
    if m.is_pass() {
        return None;
    }
    let victim = pos.board().get(m.to)?;
    let attacker = pos.board().get(m.from).map_or(0, |p| value(p.role));
    Some(value(victim.role) * 10 - attacker / 10)
}

impl Orderer {
    /// Keeps the history, scaled down, and forgets the killers.
    pub(crate) fn new_search(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        for h in &mut self.history {
            *h /= 8;
        }
    }

    pub(crate) fn sort(
        &self,
        pos: &Position,
        moves: &[Move],
        tt_move: Option<Move>,
        ply: usize,
    ) -> Vec<Move> {
        let mut scored: Vec<(i32, Move)> = moves
            .iter()
            .map(|&m| {
                let s = if Some(m) == tt_move {
                    i32::MAX
                } else if let Some(c) = mvv_lva(pos, m) {
                    1_000_000_000 + c
                } else if self.killers[ply][0] == Some(m) {
                    900_000_000
                } else if self.killers[ply][1] == Some(m) {
                    899_999_999
                } else if m.is_pass() {
                    -1_000_000_000
                } else {
                    self.history[m.from.index() * 90 + m.to.index()]
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

    /// A quiet move caused a cutoff.
    pub(crate) fn reward(&mut self, m: Move, ply: usize, depth: i32) {
        if self.killers[ply][0] != Some(m) {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = Some(m);
        }
        let h = &mut self.history[m.from.index() * 90 + m.to.index()];
        *h = (*h + depth * depth).min(800_000_000);
    }
}
