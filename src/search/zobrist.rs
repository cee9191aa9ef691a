//! Zobrist keys: one random number per (piece, point), one for the side to move and one per
//! history flag that changes the legal moves (a pass just played, bikjang in force). The board
//! part is updated incrementally by [`Key::after`]; the flags are read from the new position.

use std::sync::LazyLock;

use crate::rules::{Color, Move, Position, Square};

struct Keys {
    /// Indexed by the board's raw piece code (0..16) and the point.
    pieces: [[u64; 90]; 16],
    han_to_move: u64,
    pass: u64,
    bikjang: u64,
}

static KEYS: LazyLock<Keys> = LazyLock::new(|| {
    // Fixed seed: keys are the same in every run, so a search is reproducible.
    let mut rng = fastrand::Rng::with_seed(0x4a61_6e67_6769);
    let mut pieces = [[0u64; 90]; 16];
    for row in pieces.iter_mut().skip(1) {
        for k in row.iter_mut() {
            *k = rng.u64(..);
        }
    }
    Keys {
        pieces,
        han_to_move: rng.u64(..),
        pass: rng.u64(..),
        bikjang: rng.u64(..),
    }
});

/// A position's key, split into the board part (incremental) and the full key.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Key {
    board: u64,
}

impl Key {
    /// Computes the board part from scratch.
    pub(crate) fn of(pos: &Position) -> Key {
        let keys = &*KEYS;
        let board = pos.board();
        let mut k = 0;
        for i in 0..90 {
            let sq = Square::from_index_unchecked(i);
            let c = board.raw(sq);
            if c != 0 {
                k ^= keys.pieces[c as usize][i as usize];
            }
        }
        Key { board: k }
    }

    /// The board part after `m` is played in `before` (a pass changes nothing).
    #[inline]
    pub(crate) fn after(self, before: &Position, m: Move) -> Key {
        if m.is_pass() {
            return self;
        }
        let keys = &*KEYS;
        let b = before.board();
        let moving = b.raw(m.from) as usize;
        let captured = b.raw(m.to) as usize;
        let (f, t) = (m.from.index(), m.to.index());
        let mut k = self.board ^ keys.pieces[moving][f] ^ keys.pieces[moving][t];
        if captured != 0 {
            k ^= keys.pieces[captured][t];
        }
        Key { board: k }
    }

    /// The full key of `pos`, whose board part is `self`.
    #[inline]
    pub(crate) fn full(self, pos: &Position) -> u64 {
        let keys = &*KEYS;
        let mut k = self.board;
        if pos.turn() == Color::Han {
            k ^= keys.han_to_move;
        }
        if pos.last_move_was_pass() {
            k ^= keys.pass;
        }
        if pos.is_bikjang() {
            k ^= keys.bikjang;
        }
        k
    }
}

impl Key {
    /// The key that decides a repetition: the pieces on the board and the side to move, as
    /// Fairy-Stockfish's repetition test compares them (not a pass or bikjang flag).
    #[inline]
    pub(crate) fn repetition(self, pos: &Position) -> u64 {
        if pos.turn() == Color::Han {
            self.board ^ KEYS.han_to_move
        } else {
            self.board
        }
    }
}

/// The full key of a position, computed from scratch.
pub(crate) fn key(pos: &Position) -> u64 {
    Key::of(pos).full(pos)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;

    #[test]
    fn incremental_matches_scratch() {
        let mut pos = Position::start(RuleSet::Janggi);
        let mut k = Key::of(&pos);
        let mut rng = fastrand::Rng::with_seed(7);
        for _ in 0..200 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.usize(..moves.len())];
            k = k.after(&pos, m);
            pos.play_unchecked(m);
            assert_eq!(k.full(&pos), key(&pos));
        }
    }
}
