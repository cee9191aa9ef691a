//! Board geometry: squares, files, ranks, palaces and the palace lines.
//!
//! The board has 9 files (a–i, from Cho's left) and 10 ranks (1–10, from Cho's back rank).
//! A square is stored as `rank * 9 + file`, both counted from zero.

use std::fmt;
use std::str::FromStr;

use super::piece::Color;

pub(crate) const FILES: u8 = 9;
pub(crate) const RANKS: u8 = 10;
pub(crate) const NUM_SQUARES: usize = 90;

/// One of the 90 intersections.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// From zero-based file (0 = a) and rank (0 = rank 1).
    pub(crate) const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < FILES && rank < RANKS {
            Some(Square(rank * FILES + file))
        } else {
            None
        }
    }

    /// From a zero-based index `0..90`.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < NUM_SQUARES {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    pub(crate) const fn from_index_unchecked(index: u8) -> Square {
        Square(index)
    }

    pub(crate) const fn index(self) -> usize {
        self.0 as usize
    }

    /// Zero-based file, 0 = a.
    pub(crate) const fn file(self) -> u8 {
        self.0 % FILES
    }

    /// Zero-based rank, 0 = rank 1 (Cho's back rank).
    pub(crate) const fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// The square `df` files and `dr` ranks away, if it is on the board.
    pub(crate) const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f < 0 || r < 0 || f >= FILES as i8 || r >= RANKS as i8 {
            None
        } else {
            Some(Square(r as u8 * FILES + f as u8))
        }
    }

    /// All 90 squares, a1 first, i10 last.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..NUM_SQUARES as u8).map(Square)
    }

    /// The palace this square belongs to, if any.
    pub(crate) const fn palace(self) -> Option<Color> {
        let f = self.file();
        let r = self.rank();
        if f < 3 || f > 5 {
            None
        } else if r <= 2 {
            Some(Color::Cho)
        } else if r >= 7 {
            Some(Color::Han)
        } else {
            None
        }
    }

    pub(crate) const fn in_palace_of(self, color: Color) -> bool {
        matches!(self.palace(), Some(c) if c as u8 == color as u8)
    }

    /// Whether the square is a point of a palace line (the four corners and the centre).
    pub(crate) const fn on_palace_line(self) -> bool {
        if self.palace().is_none() {
            return false;
        }
        let f = self.file() as i8 - 4;
        let r = (self.rank() % 7) as i8 - 1; // rank 0..2 and 7..9 both map to -1..1
        (f == 0) == (r == 0)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// Error for a square name that is not `a1`..`i10`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a square is a file a-i and a rank 1-10, e.g. e2")
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        // Bytes only: slicing the text could cut a multi-byte character (`é1`, `가`).
        let b = s.as_bytes();
        if b.len() < 2 || b.len() > 3 {
            return Err(ParseSquareError);
        }
        let file = b[0].to_ascii_lowercase().wrapping_sub(b'a');
        let digits = &b[1..];
        if digits[0] == b'0' || !digits.iter().all(u8::is_ascii_digit) {
            return Err(ParseSquareError);
        }
        let rank = digits.iter().fold(0u8, |n, d| n * 10 + (d - b'0'));
        if !(1..=RANKS).contains(&rank) {
            return Err(ParseSquareError);
        }
        Square::new(file, rank - 1).ok_or(ParseSquareError)
    }
}

/// Shorthand for tests and tables: `sq("e2")`. Panics on a bad name, so only for literals.
pub fn sq(name: &str) -> Square {
    name.parse().expect("valid square literal")
}

/// The four orthogonal directions as (file, rank) steps.
pub(crate) const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
/// The four diagonal directions.
pub(crate) const DIAGONAL: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

/// Whether a one-point diagonal step from `from` to `to` follows a palace line.
/// Palace lines run corner–centre–corner only, so both points must be on a line
/// and in the same palace, and one of them must be the centre.
pub(crate) fn palace_diagonal_step(from: Square, to: Square) -> bool {
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    df.abs() == 1
        && dr.abs() == 1
        && from.on_palace_line()
        && to.on_palace_line()
        && from.palace().is_some()
        && from.palace() == to.palace()
}

/// Palace-line rays from a square: each ray lists the points along one palace diagonal,
/// nearest first. Empty for squares not on a palace line.
pub(crate) fn palace_rays(from: Square) -> impl Iterator<Item = Ray> {
    let tables = &*super::tables::TABLES;
    tables.palace_rays[from.index()].iter().copied()
}

/// Up to two points along a palace diagonal.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Ray {
    pub(crate) len: u8,
    pub(crate) points: [Square; 2],
}

impl Ray {
    pub(crate) fn squares(&self) -> &[Square] {
        &self.points[..self.len as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_round_trip() {
        for s in Square::all() {
            assert_eq!(s.to_string().parse::<Square>(), Ok(s));
        }
        assert_eq!(sq("a1").index(), 0);
        assert_eq!(sq("i10").index(), 89);
        assert_eq!(sq("e10").rank(), 9);
        for bad in [
            "", "a", "j1", "a0", "a11", "a01", "e2x", "11", "é1", "가", "a+1", "+1", "e٣", "aé",
        ] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    #[test]
    fn palaces_and_lines() {
        let cho: Vec<String> = Square::all()
            .filter(|s| s.in_palace_of(Color::Cho))
            .map(|s| s.to_string())
            .collect();
        assert_eq!(cho, ["d1", "e1", "f1", "d2", "e2", "f2", "d3", "e3", "f3"]);
        let lines: Vec<String> = Square::all()
            .filter(|s| s.on_palace_line())
            .map(|s| s.to_string())
            .collect();
        assert_eq!(
            lines,
            ["d1", "f1", "e2", "d3", "f3", "d8", "f8", "e9", "d10", "f10"]
        );
        assert!(palace_diagonal_step(sq("d1"), sq("e2")));
        assert!(palace_diagonal_step(sq("e9"), sq("f10")));
        // d2-e3 is a diagonal step inside the palace but not along a palace line.
        assert!(!palace_diagonal_step(sq("d2"), sq("e3")));
        // d3 and c4 are not in the same palace.
        assert!(!palace_diagonal_step(sq("d3"), sq("c4")));
    }
}
