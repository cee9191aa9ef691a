//! Moves in coordinate notation: `b1c3`, `e9e10`; a pass is the king's square twice (`e2e2`).

use std::fmt;
use std::str::FromStr;

use super::geometry::Square;

/// A move from one point to another. `from == to` is a pass, as Fairy-Stockfish writes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    pub from: Square,
    pub(crate) to: Square,
}

impl Move {
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }

    pub fn is_pass(self) -> bool {
        self.from == self.to
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}

/// A move string that is not two squares in coordinate form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMoveError(pub(crate) String);

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a move like b1c3 or e9e10", self.0)
    }
}

impl std::error::Error for ParseMoveError {}

impl FromStr for Move {
    type Err = ParseMoveError;

    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let err = || ParseMoveError(s.to_string());
        let t = s.trim();
        if !t.is_ascii() {
            return Err(err());
        }
        // The second square starts at the second letter.
        let split = t
            .char_indices()
            .skip(1)
            .find(|(_, c)| c.is_ascii_alphabetic())
            .map(|(i, _)| i)
            .ok_or_else(err)?;
        let from = t[..split].parse().map_err(|_| err())?;
        let to = t[split..].parse().map_err(|_| err())?;
        Ok(Move { from, to })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_print() {
        for s in ["b1c3", "e9e10", "e2e2", "a10i1"] {
            assert_eq!(s.parse::<Move>().unwrap().to_string(), s);
        }
        for bad in ["", "b1", "b1c", "b0c3", "j1a1", "b1c11", "b1-c3", "車1c3"] {
            assert!(bad.parse::<Move>().is_err(), "{bad}");
        }
        assert!("e2e2".parse::<Move>().unwrap().is_pass());
    }
}
