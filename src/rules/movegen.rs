//! Pseudo-legal move generation: every move a piece's pattern allows, before king safety, into
//! a stack `MoveBuf`; `piece_reach_points`, a piece's moves plus the own pieces it defends as a
//! set of points (the evaluation's attack maps; one target body serves the list and the set).

use super::board::Board;
use super::geometry::{Square, palace_rays};
use super::moves::Move;
use super::piece::{Color, Piece, Role};
use super::tables::TABLES;

/// A move list on the stack; no position has anywhere near 256 moves.
pub(crate) struct MoveBuf {
    moves: [Move; 256],
    len: usize,
}

impl Default for MoveBuf {
    fn default() -> Self {
        MoveBuf::new()
    }
}

impl MoveBuf {
    pub(crate) fn new() -> MoveBuf {
        let a1 = Square::from_index_unchecked(0);
        MoveBuf {
            moves: [Move::new(a1, a1); 256],
            len: 0,
        }
    }

    #[inline]
    pub(crate) fn push(&mut self, m: Move) {
        if self.len < self.moves.len() {
            self.moves[self.len] = m;
            self.len += 1;
        }
    }

    pub(crate) fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    pub(crate) fn len(&self) -> usize {
        self.len
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub(crate) fn clear(&mut self) {
        self.len = 0;
    }

    pub(crate) fn retain(&mut self, mut keep: impl FnMut(Move) -> bool) {
        let mut w = 0;
        for r in 0..self.len {
            let m = self.moves[r];
            if keep(m) {
                self.moves[w] = m;
                w += 1;
            }
        }
        self.len = w;
    }
}

#[inline]
fn color_of(code: u8) -> Color {
    if code & 8 != 0 {
        Color::Han
    } else {
        Color::Cho
    }
}

#[inline]
fn is_cannon(code: u8) -> bool {
    code != 0 && (code & 7) == Role::Cannon as u8 + 1
}

/// Moves of the piece on `from` (which must belong to `us`), excluding passes.
pub(crate) fn piece_moves(
    board: &Board,
    from: Square,
    piece: Piece,
    soldier_diagonals: bool,
    out: &mut MoveBuf,
) {
    targets::<false>(board, from, piece, soldier_diagonals, out);
}

/// [`piece_reach_points`] as a move list, for the tests that hold it to the moves.
#[cfg(test)]
pub(crate) fn piece_reach(
    board: &Board,
    from: Square,
    piece: Piece,
    soldier_diagonals: bool,
    out: &mut MoveBuf,
) {
    targets::<true>(board, from, piece, soldier_diagonals, out);
}

/// The points the piece on `from` bears on, as a set (bit `Square::index`): its moves, plus the
/// points of its own side's pieces it could retake on (the evaluation's attack maps: a defended
/// point is not a safe one). A set, not a move list to build and walk: the evaluation is half of
/// a search node.
pub(crate) fn piece_reach_points(
    board: &Board,
    from: Square,
    piece: Piece,
    soldier_diagonals: bool,
) -> u128 {
    let mut points = Points(0);
    targets::<true>(board, from, piece, soldier_diagonals, &mut points);
    points.0
}

/// Where a piece's targets go: a move list, or a set of points.
trait Targets {
    fn add(&mut self, from: Square, to: Square);
}

impl Targets for MoveBuf {
    #[inline(always)]
    fn add(&mut self, from: Square, to: Square) {
        self.push(Move::new(from, to));
    }
}

/// A set of points, bit `Square::index`.
struct Points(u128);

impl Targets for Points {
    #[inline(always)]
    fn add(&mut self, _from: Square, to: Square) {
        self.0 |= 1u128 << to.index();
    }
}

/// Moves, or with `OWN` the points of own pieces too (one body, so the two cannot drift apart).
#[inline(always)]
fn targets<const OWN: bool>(
    board: &Board,
    from: Square,
    piece: Piece,
    soldier_diagonals: bool,
    out: &mut impl Targets,
) {
    let us = piece.color;
    let t = &*TABLES;
    // A target is fine if it is empty or holds an enemy piece (or, with `OWN`, any piece).
    let free = |sq: Square| {
        let c = board.raw(sq);
        OWN || c == 0 || color_of(c) != us
    };
    match piece.role {
        Role::Chariot => {
            for ray in &t.rays[from.index()] {
                for &cur in ray {
                    let c = board.raw(cur);
                    if c == 0 {
                        out.add(from, cur);
                    } else {
                        if OWN || color_of(c) != us {
                            out.add(from, cur);
                        }
                        break;
                    }
                }
            }
            for ray in palace_rays(from) {
                for &to in ray.squares() {
                    let c = board.raw(to);
                    if c == 0 {
                        out.add(from, to);
                    } else {
                        if OWN || color_of(c) != us {
                            out.add(from, to);
                        }
                        break;
                    }
                }
            }
        }
        Role::Cannon => {
            for ray in &t.rays[from.index()] {
                let mut screened = false;
                for &cur in ray {
                    let c = board.raw(cur);
                    if !screened {
                        if c != 0 {
                            if is_cannon(c) {
                                break;
                            }
                            screened = true;
                        }
                    } else if c == 0 {
                        out.add(from, cur);
                    } else {
                        if (OWN || color_of(c) != us) && !is_cannon(c) {
                            out.add(from, cur);
                        }
                        break;
                    }
                }
            }
            for ray in palace_rays(from) {
                if ray.len == 2 {
                    let screen = board.raw(ray.points[0]);
                    let to = ray.points[1];
                    let c = board.raw(to);
                    if screen != 0
                        && !is_cannon(screen)
                        && (c == 0 || ((OWN || color_of(c) != us) && !is_cannon(c)))
                    {
                        out.add(from, to);
                    }
                }
            }
        }
        Role::Horse => {
            for h in &t.horse_from[from.index()] {
                if board.is_empty_at(h.leg) && free(h.other) {
                    out.add(from, h.other);
                }
            }
        }
        Role::Elephant => {
            for e in &t.elephant_from[from.index()] {
                if board.is_empty_at(e.block1) && board.is_empty_at(e.block2) && free(e.other) {
                    out.add(from, e.other);
                }
            }
        }
        Role::King | Role::Advisor => {
            for &to in &t.palace_steps[from.index()] {
                if free(to) {
                    out.add(from, to);
                }
            }
        }
        Role::Soldier => {
            for (df, dr) in [(0, us.forward()), (-1, 0), (1, 0)] {
                if let Some(to) = from.offset(df, dr)
                    && free(to)
                {
                    out.add(from, to);
                }
            }
            if soldier_diagonals {
                for &to in &t.soldier_diagonals[us.index()][from.index()] {
                    if free(to) {
                        out.add(from, to);
                    }
                }
            }
        }
    }
}

/// All pseudo-legal moves of `us`, excluding passes.
pub(crate) fn pseudo_moves(board: &Board, us: Color, soldier_diagonals: bool, out: &mut MoveBuf) {
    for from in Square::all() {
        let c = board.raw(from);
        if c != 0
            && color_of(c) == us
            && let Some(piece) = Piece::from_code(c)
        {
            piece_moves(board, from, piece, soldier_diagonals, out);
        }
    }
}
