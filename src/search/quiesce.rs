//! The quiescence search at the leaves of [`Searcher::pvs`]: captures only (every move when in
//! check, a few plies deep), standing pat on the evaluation, so that a leaf is never scored in
//! the middle of an exchange.

use super::order::Prev;
use super::params::{QS_CHECK_PLIES, QS_DELTA_MARGIN};
use super::see::see;
use super::tt::{Bound, from_tt, to_tt};
use super::zobrist::Key;
use super::{INF, MATE_BOUND, MAX_PLY, Searcher, eval};
use crate::rules::Position;
use crate::rules::movegen::MoveBuf;

impl Searcher {
    /// Captures only (all moves when in check), standing pat on the evaluation otherwise.
    pub(super) fn quiesce(
        &mut self,
        pos: &Position,
        key: Key,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: u32,
    ) -> i32 {
        self.pv_len[ply] = ply;
        if self.should_stop() {
            return 0;
        }
        self.nodes += 1;
        if ply >= MAX_PLY - 2 {
            return self.eval_cache.evaluate_uncached(pos);
        }
        // A game ended by rule (double pass, bikjang, move limit) is scored, never stood on.
        if pos.ended_by_rule().is_some() {
            return Self::terminal(pos, ply);
        }
        let in_check = pos.is_check() && qply < QS_CHECK_PLIES;
        // The table: a bound that already decides this window ends the node; its move (a
        // capture, or an evasion) is tried first.
        let full = key.full(pos);
        let entry = self.tt.probe(full);
        if let Some(e) = entry {
            let s = from_tt(e.score, ply);
            if e.bound.decides(s, alpha, beta) {
                return s;
            }
        }
        let tt_move = entry.and_then(|e| e.mv());
        let original_alpha = alpha;
        let mut best_move = None;
        let mut best = -INF;
        // Stand pat before generating moves: most quiescence nodes stop here, and move
        // generation with the king-safety filter is the dearest part of a node.
        if !in_check {
            let stand = self.eval_cache.evaluate(pos, full);
            if stand >= beta {
                if entry.is_none() {
                    self.tt
                        .store(full, None, to_tt(stand, ply), 0, Bound::Lower);
                }
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
        }
        let mut buf = MoveBuf::new();
        // Out of check with a pass in hand a side is never without a move, so the captures
        // are all this node needs; otherwise every move, to find a mate or a stalemate.
        if !pos.is_check() && pos.may_pass() {
            pos.legal_captures_into(&mut buf);
        } else {
            pos.legal_moves_into(&mut buf);
            if buf.is_empty() {
                return Self::terminal(pos, ply);
            }
        }
        let mut moves = if in_check {
            self.order
                .sort(pos, buf.as_slice(), tt_move, ply, self.prevs[ply])
        } else {
            self.order.captures(pos, buf.as_slice())
        };
        if let Some(t) = tt_move
            && let Some(i) = moves.iter().position(|&m| m == t)
        {
            moves[..=i].rotate_right(1);
        }
        for m in moves {
            let mut next = pos.clone();
            let k = key.after(pos, m);
            next.play_unchecked(m);
            // Futile or losing captures (not in check, not a king capture that ends the game):
            // one that cannot lift the evaluation to alpha even with a margin (delta pruning),
            // and one that loses material by the static exchange.
            if !in_check && best > -MATE_BOUND && next.ended_by_rule().is_none() && !next.is_check()
            {
                let victim = pos.board().get(m.to).map_or(0, |p| eval::value(p.role));
                if best + victim + QS_DELTA_MARGIN <= alpha {
                    continue;
                }
                if see(pos, m) < 0 {
                    continue;
                }
            }
            self.prevs[ply + 1] = Prev::of(&next, m);
            let score = -self.quiesce(&next, k, -beta, -alpha, ply + 1, qply + 1);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(m);
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        let bound = Bound::of(best, original_alpha, beta);
        // Never over a deeper search's entry for this position.
        if entry.is_none_or(|e| e.depth <= 0) {
            self.tt.store(full, best_move, to_tt(best, ply), 0, bound);
        }
        best
    }
}
