//! Perft: counting the leaves of the legal move tree, the standard test of a move generator.
//! It follows game history (passes, bikjang) exactly as Fairy-Stockfish's `go perft` does,
//! because every node is a real [`Position`] carrying that history.

use super::movegen::MoveBuf;
use super::moves::Move;
use super::position::Position;

/// Number of leaf nodes `depth` plies below `pos`. Leaves are counted in bulk at depth 1.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut buf = MoveBuf::new();
    pos.legal_moves_into(&mut buf);
    if depth == 1 {
        return buf.len() as u64;
    }
    let mut nodes = 0;
    for &m in buf.as_slice() {
        let mut next = pos.clone();
        next.play_unchecked(m);
        nodes += perft(&next, depth - 1);
    }
    nodes
}

/// Perft split by first move, sorted by move text.
pub(crate) fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut out: Vec<(Move, u64)> = pos
        .legal_moves()
        .into_iter()
        .map(|m| {
            let mut next = pos.clone();
            next.play_unchecked(m);
            (m, perft(&next, depth.saturating_sub(1)))
        })
        .collect();
    out.sort_by_key(|(m, _)| m.to_string());
    out
}
