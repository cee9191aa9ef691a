//! The piece placement, and `Setup`: a position as written, before any rule is checked.

use super::geometry::{NUM_SQUARES, Square};
use super::piece::{Color, Piece};

/// What stands on each of the 90 points.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    squares: [u8; NUM_SQUARES],
}

impl Default for Board {
    fn default() -> Self {
        Board::empty()
    }
}

impl Board {
    pub(crate) const fn empty() -> Board {
        Board {
            squares: [0; NUM_SQUARES],
        }
    }

    #[inline]
    pub fn get(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.squares[sq.index()])
    }

    #[inline]
    pub(crate) fn is_empty_at(&self, sq: Square) -> bool {
        self.squares[sq.index()] == 0
    }

    #[inline]
    pub(crate) fn set(&mut self, sq: Square, piece: Option<Piece>) {
        self.squares[sq.index()] = piece.map_or(0, Piece::code);
    }

    /// Moves whatever stands on `from` to `to`, returning what was on `to`.
    #[inline]
    pub(crate) fn move_piece(&mut self, from: Square, to: Square) -> u8 {
        let captured = self.squares[to.index()];
        self.squares[to.index()] = self.squares[from.index()];
        self.squares[from.index()] = 0;
        captured
    }

    #[inline]
    pub(crate) fn raw(&self, sq: Square) -> u8 {
        self.squares[sq.index()]
    }

    /// Every occupied point with its piece, a1 first.
    pub(crate) fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(|s| self.get(s).map(|p| (s, p)))
    }

    pub(crate) fn count(&self, piece: Piece) -> usize {
        self.squares.iter().filter(|&&c| c == piece.code()).count()
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&super::fen::board_fen(self))
    }
}

/// A position as written in a FEN or drawn in a lesson: anything goes, nothing is checked yet.
/// Turn it into a [`Position`](super::Position) to play on it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    pub board: Board,
    pub turn: Color,
    /// Plies since the last capture (the FEN's halfmove clock).
    pub halfmoves: u32,
    /// The move number, starting at 1 and incremented after Han moves.
    pub fullmoves: u32,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            board: Board::empty(),
            turn: Color::Cho,
            halfmoves: 0,
            fullmoves: 1,
        }
    }
}
