//! Move notations: the coordinate form (`b1c3`; also `i3卒h3` as one site writes it),
//! Fairy-Stockfish's SAN (`Hc3`), the Korean record form of `.gib` files (`02마83`) and
//! Fairy-Stockfish's `NOTATION_JANGGI` (`H02-83`), and SAN with Chinese piece names (`马c3`).
//!
//! Writing needs the position before the move (piece names, captures, disambiguation, check);
//! reading resolves the text against the legal moves, and when none matches, says why with
//! the engine's [`IllegalReason`] where the text names one move.

mod korean;
mod san;

pub(crate) use korean::is_piece_name_start;
pub(crate) use korean::{PASS, role_from_name};
pub use korean::{fsf_janggi, kja};
pub(crate) use san::letter as san_letter;
pub use san::san;
pub(crate) use san::san_zh;

use crate::rules::{IllegalReason, Move, Position, Role};

/// The notations a move can be written in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// Coordinates as the CLI and Fairy-Stockfish's UCI use them: `b1c3`, a pass `e2e2`.
    Uci,
    /// Fairy-Stockfish's SAN, as pychess.org and ffish.js show it: `Hc3`, `Rxa6+`, `Pab4`.
    San,
    /// The Korean record form (KJA, `.gib`): `02마83`, `74상42병`, `85포55장군`, `한수쉼`.
    Kja,
    /// Fairy-Stockfish's `NOTATION_JANGGI`: `H02-83`, `R81x51+`; a pass is `K95-95`.
    FsfJanggi,
    /// SAN with the Chinese piece names for Chinese readers: `马c3`, `车xa6+`; a pass `停着`.
    Chinese,
}

impl Notation {
    pub const ALL: [Notation; 5] = [
        Notation::Uci,
        Notation::San,
        Notation::Kja,
        Notation::FsfJanggi,
        Notation::Chinese,
    ];

    /// The name on the command line.
    pub fn id(self) -> &'static str {
        match self {
            Notation::Uci => "uci",
            Notation::San => "san",
            Notation::Kja => "kja",
            Notation::FsfJanggi => "fsf-janggi",
            Notation::Chinese => "zh",
        }
    }

    pub fn from_id(id: &str) -> Option<Notation> {
        Notation::ALL
            .into_iter()
            .find(|n| n.id().eq_ignore_ascii_case(id))
    }
}

/// Writes a legal move of `pos` in `notation`.
pub fn write(pos: &Position, m: Move, notation: Notation) -> String {
    match notation {
        Notation::Uci => m.to_string(),
        Notation::San => san(pos, m),
        Notation::Kja => kja(pos, m),
        Notation::FsfJanggi => fsf_janggi(pos, m),
        Notation::Chinese => san_zh(pos, m),
    }
}

/// A legal move of `pos` as a move list shows it: [`write`] in `notation`, with captures and
/// checks marked in every notation (SAN and the Korean form mark them already; coordinates
/// get SAN's `x`, `+` and `#`).
pub(crate) fn label(pos: &Position, m: Move, notation: Notation) -> String {
    match notation {
        Notation::Uci if !m.is_pass() => {
            let x = if pos.board().get(m.to).is_some() {
                "x"
            } else {
                ""
            };
            format!("{}{x}{}{}", m.from, m.to, check_suffix(pos, m))
        }
        _ => write(pos, m, notation),
    }
}

/// Why a move text could not be turned into a legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveTextError {
    /// The text is no move in any notation this reader knows.
    Unreadable,
    /// The piece name (Korean or hanja) is not one of the seven.
    UnknownPiece { name: String },
    /// The record names a piece that does not stand on the from-point.
    WrongPiece { named: Role, found: Option<Role> },
    /// The record says a piece was captured, but the to-point holds another (or none).
    WrongCapture { named: Role, found: Option<Role> },
    /// The record marks a capture (`타`), but the to-point is empty.
    NoCapture,
    /// The text names one move, which the engine refuses for this reason.
    Illegal(IllegalReason),
    /// SAN that fits no legal move, without naming a single candidate.
    NoSuchMove,
    /// SAN that fits several legal moves.
    Ambiguous { candidates: Vec<Move> },
}

/// Reads a move written in any of the notations, resolved against `pos`'s legal moves.
pub fn parse(pos: &Position, text: &str) -> Result<Move, MoveTextError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(MoveTextError::Unreadable);
    }
    // Coordinates start with a lower-case file; `A2f1` is SAN (an advisor from rank 2).
    if t.starts_with(|c: char| c.is_ascii_lowercase()) {
        if let Ok(m) = t.parse::<Move>() {
            return checked(pos, m);
        }
        if let Some(result) = korean::parse_glyph_coords(pos, t) {
            return result;
        }
    }
    if t.starts_with(|c: char| c.is_ascii_digit()) || t == korean::PASS {
        return korean::parse_kja(pos, t);
    }
    if let Some(result) = korean::parse_fsf_janggi(pos, t) {
        return result;
    }
    san::parse_san(pos, t)
}

/// The move if legal, else the engine's reason.
pub(crate) fn checked(pos: &Position, m: Move) -> Result<Move, MoveTextError> {
    match pos.explain(m) {
        Ok(()) => Ok(m),
        Err(r) => Err(MoveTextError::Illegal(r)),
    }
}

/// The move's check suffix as Fairy-Stockfish writes it: `+`, `#` (no legal reply) or nothing.
pub(crate) fn check_suffix(pos: &Position, m: Move) -> &'static str {
    match pos.play(m) {
        Ok(next) if next.is_check() => {
            if next.legal_moves().is_empty() {
                "#"
            } else {
                "+"
            }
        }
        _ => "",
    }
}
