//! What a move wins or loses in material, in counting points (chariot 13, cannon 7, horse 5,
//! elephant 3, advisor 3, soldier 2: `Role::points`), for the strategy lesson's engine-checked
//! claims ("this piece is left to be taken", "this trade loses points").
//!
//! A small search of its own, beside [`see`](super::see): after the move, both sides go on
//! capturing on the move's point (legal moves only, so pins and checks count) as long as it
//! pays, each free to stop instead (stand pat), as the quiescence search does with material as
//! its only evaluation. A side in check may not stand pat: it must answer the check, with any
//! legal move (a few plies deep), and a side checkmated there loses everything. So a capture
//! of a defended piece is scored with its recapture, and a quiet move onto an attacked point
//! with the capture that follows. The trade stays on one point, as a learner counts it: a
//! capture elsewhere (another piece left to be taken) is another question, and a quiet threat
//! (a fork) is not seen: the claims built on it say "wins by capturing", never more.
//!
//! Pure and deterministic: no time limit, a node cap, and the moves in the rules' order.

use crate::rules::movegen::MoveBuf;
use crate::rules::{Color, Move, Position, Role, Square, Strictness};

/// Captures deeper than this many plies after the move are not looked at (stand pat there).
const MAX_PLIES: u32 = 12;
/// How many plies of a line may answer a check with a quiet move.
const CHECK_PLIES: u32 = 2;
/// Nodes at most for one question; past it every node stands pat.
const MAX_NODES: u32 = 200_000;
/// A side checkmated inside the exchange: worse than any material.
const MATED: i32 = 1_000;

/// The counting points of a role (the king: none, it is never captured).
pub(crate) fn points(role: Role) -> i32 {
    role.points() as i32
}

struct Exchange {
    nodes: u32,
    /// The point the trade is about: only captures there are looked at.
    on: Square,
}

impl Exchange {
    /// The best material balance the side to move can reach from here, in points.
    fn best(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: u32, checks: u32) -> i32 {
        self.nodes += 1;
        let in_check = pos.is_check() && checks < CHECK_PLIES;
        let mut buf = MoveBuf::new();
        if in_check {
            pos.legal_moves_into(&mut buf);
            buf.retain(|m| !m.is_pass());
            if buf.is_empty() {
                return -MATED;
            }
        } else {
            if alpha < 0 {
                alpha = 0;
            }
            if alpha >= beta || ply >= MAX_PLIES || self.nodes >= MAX_NODES {
                return alpha;
            }
            pos.legal_captures_into(&mut buf);
            let on = self.on;
            buf.retain(|m| m.to == on);
        }
        let mut best = if in_check { -MATED } else { alpha };
        for &m in buf.as_slice() {
            let taken = captured(pos, m);
            if taken == Some(Role::King) {
                continue;
            }
            let mut next = pos.clone();
            next.play_unchecked(m);
            let gain = taken.map_or(0, points);
            let checks = checks + u32::from(in_check);
            let score =
                gain - self.best(&next, gain - beta, gain - alpha.max(best), ply + 1, checks);
            if score > best {
                best = score;
                if best >= beta {
                    break;
                }
            }
        }
        best
    }
}

fn captured(pos: &Position, m: Move) -> Option<Role> {
    if m.is_pass() {
        return None;
    }
    pos.board()
        .get(m.to)
        .filter(|p| p.color != pos.turn())
        .map(|p| p.role)
}

/// What the legal move `m` wins for the side that plays it, in counting points, when both sides
/// then capture on its point while it pays: positive wins material, negative loses it. `None`
/// for an illegal move.
pub(crate) fn gain(pos: &Position, m: Move) -> Option<i32> {
    let next = pos.play(m).ok()?;
    let taken = captured(pos, m).map_or(0, points);
    let mut ex = Exchange { nodes: 0, on: m.to };
    Some(taken - ex.best(&next, -MATED - 1, MATED + 1, 1, 0))
}

/// A capture that wins the piece on `square`, and what it wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Won {
    pub(crate) capture: Move,
    pub(crate) points: i32,
}

/// Whether the piece on `square` is left to be taken: its opponent, to move now or as if it
/// were (the same board with the turn given to it), has a capture of it that wins material.
/// The best such capture, the first in the rules' order among equals; `None` when there is no
/// piece, or nothing wins it (not attacked, or defended well enough).
pub(crate) fn hanging(pos: &Position, square: Square) -> Option<Won> {
    let piece = pos.board().get(square)?;
    let taker = piece.color.other();
    let pos = if pos.turn() == taker {
        pos.clone()
    } else {
        with_turn(pos, taker)?
    };
    let mut best: Option<Won> = None;
    for m in pos.legal_moves() {
        if m.is_pass() || m.to != square {
            continue;
        }
        let Some(points) = gain(&pos, m) else {
            continue;
        };
        if points > 0 && best.is_none_or(|b| points > b.points) {
            best = Some(Won { capture: m, points });
        }
    }
    best
}

/// The same board with `side` to move (the other side's king may not be in check: then the
/// question is not asked). The review's "what it threatens" asks the same question.
pub(crate) fn with_turn(pos: &Position, side: Color) -> Option<Position> {
    let mut setup = pos.to_setup();
    setup.turn = side;
    let flipped = Position::from_setup(setup, pos.rules(), Strictness::Relaxed).ok()?;
    let other_in_check = flipped
        .king(side.other())
        .is_some_and(|k| !flipped.attackers(k, side).is_empty());
    (!other_in_check).then_some(flipped)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{RuleSet, sq};

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen, RuleSet::Basic).unwrap()
    }

    fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    #[test]
    fn a_free_piece_is_won_and_a_defended_one_costs_the_taker() {
        // Cho's chariot on e1 takes a lone Han soldier on e6: +2.
        let p = pos("5k3/9/9/9/4p4/9/9/9/3K5/4R4 w - - 0 1");
        assert_eq!(gain(&p, mv("e1e6")), Some(2));
        // A second soldier on d6 takes the chariot back: 2 - 13.
        let p = pos("5k3/9/9/9/3pp4/9/9/9/3K5/4R4 w - - 0 1");
        assert_eq!(gain(&p, mv("e1e6")), Some(-11));
        assert_eq!(hanging(&p, sq("e6")), None);
    }

    #[test]
    fn a_quiet_move_onto_an_attacked_point_loses_the_piece() {
        let p = pos("5k3/9/9/9/3p5/9/9/9/3K5/4R4 w - - 0 1");
        assert_eq!(gain(&p, mv("e1e6")), Some(-13));
        assert_eq!(gain(&p, mv("e1e5")), Some(0));
        assert_eq!(
            gain(&p, mv("e1e9")),
            Some(-13),
            "the king on f10 takes on e9"
        );
        assert_eq!(gain(&p, mv("a1a2")), None);
    }

    #[test]
    fn hanging_asks_as_if_the_taker_were_to_move() {
        // Han's horse on e6, Cho's chariot on e1: Cho to move or not, the horse hangs.
        let cho = pos("5k3/9/9/9/4n4/9/9/9/3K5/4R4 w - - 0 1");
        let won = Won {
            capture: mv("e1e6"),
            points: 5,
        };
        assert_eq!(hanging(&cho, sq("e6")), Some(won));
        let han = pos("5k3/9/9/9/4n4/9/9/9/3K5/4R4 b - - 0 1");
        assert_eq!(hanging(&han, sq("e6")), Some(won));
        // The chariot itself is not attacked by anything.
        assert_eq!(hanging(&han, sq("e1")), None);
        assert_eq!(hanging(&han, sq("a1")), None);
    }

    #[test]
    fn the_trade_stays_on_its_point() {
        // The cannon's trade on b7 loses 5, although Cho's chariot could then take the horse
        // left on i6: that is another question (`hanging`).
        let p = pos("9/2n1k4/9/1p7/8n/7p1/1P7/6N2/5K3/1C6R w - - 0 1");
        assert_eq!(gain(&p, mv("b1b7")), Some(-5));
        assert_eq!(hanging(&p, sq("i6")).map(|w| w.points), Some(5));
    }

    #[test]
    fn a_cannon_for_a_soldier_is_a_losing_trade() {
        // Cho's cannon on e1 takes the soldier on e6 over its soldier on e3; Han's horse on
        // d8 takes the cannon back: 2 - 7.
        let p = pos("5k3/9/3n5/9/4p4/9/4P4/9/3K5/4C4 w - - 0 1");
        assert_eq!(gain(&p, mv("e1e6")), Some(-5));
    }
}
