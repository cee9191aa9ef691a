//! The Janggi rules engine. Pure: no I/O, no terminal, no lessons.
//!
//! - [`Setup`] is a position as written (FEN or diagram), unchecked;
//!   [`Position`] is a checked one under a [`RuleSet`].
//! - [`Position::legal_moves`] and [`Position::explain`] agree exactly: a move is legal, or
//!   illegal with an [`IllegalReason`] naming the points involved.
//! - Playing an illegal move never changes anything.

pub(crate) mod attacks;
pub(crate) mod board;
pub(crate) mod cannon;
pub(crate) mod explain;
pub(crate) mod fen;
pub(crate) mod game;
pub(crate) mod geometry;
pub(crate) mod justify;
pub(crate) mod movegen;
pub(crate) mod moves;
pub mod perft;
pub(crate) mod piece;
pub(crate) mod position;
pub(crate) mod ruleset;
mod tables;

pub use board::{Board, Setup};
pub use explain::IllegalReason;
pub use fen::{FenError, Formation, START_FEN};
pub use game::{Game, OptionalEnd, OptionalReason};
pub use geometry::{Square, sq};
pub(crate) use justify::{Justification, LegalBasis};
pub use moves::{Move, ParseMoveError};
pub use piece::{Color, Piece, Role};
pub use position::{
    Counting, EndReason, InvalidSetup, Outcome, Position, PositionError, Strictness,
};
pub(crate) use ruleset::NO_CAPTURE_DRAW_PLIES;
pub use ruleset::{ClaimSpec, RuleSet, RuleSpec, UnknownRuleSet};

use std::fmt;

/// A name that is none of an enum's ids (`Color`, `Role`, `EndReason` parse their `id()`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownId(pub(crate) String);

impl fmt::Display for UnknownId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown id '{}'", self.0)
    }
}

impl std::error::Error for UnknownId {}

/// Parses one of `all` by its id, ignoring case and surrounding space.
pub(crate) fn parse_id<T: Copy>(
    s: &str,
    all: &[T],
    id: impl Fn(T) -> &'static str,
) -> Result<T, UnknownId> {
    let lower = s.trim().to_ascii_lowercase();
    all.iter()
        .copied()
        .find(|&v| id(v) == lower)
        .ok_or_else(|| UnknownId(s.to_string()))
}

/// A FEN that cannot be read, or a position that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    Fen(FenError),
    Position(InvalidSetup),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Fen(e) => e.fmt(f),
            SetupError::Position(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SetupError {}

impl From<FenError> for SetupError {
    fn from(e: FenError) -> Self {
        SetupError::Fen(e)
    }
}

impl From<InvalidSetup> for SetupError {
    fn from(e: InvalidSetup) -> Self {
        SetupError::Position(e)
    }
}
