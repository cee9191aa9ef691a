//! FEN as Fairy-Stockfish and pychess write it for Janggi:
//! `rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1`.
//! Rank 10 first; `w` is Cho to move, `b` is Han; castling and en passant are always `-`.

use std::fmt;

use super::board::{Board, Setup};
use super::geometry::{FILES, RANKS, Square};
use super::piece::{Color, Piece};

pub const START_FEN: &str =
    "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";

/// Why a FEN could not be read: one variant per field, ranks counted 1–10 as on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    Empty,
    /// The board field has this many ranks instead of 10.
    Ranks {
        count: usize,
    },
    /// A rank describes this many points instead of 9.
    RankWidth {
        rank: u8,
        points: usize,
    },
    /// A run of digits that is not one digit 1–9 (`0`, `10`, `18446744073709551615`).
    Digits {
        rank: u8,
        found: String,
    },
    /// A character that is neither a piece letter nor a digit.
    PieceChar {
        rank: u8,
        ch: char,
    },
    Turn {
        found: String,
    },
    Castling {
        found: String,
    },
    EnPassant {
        found: String,
    },
    Halfmove {
        found: String,
    },
    Fullmove {
        found: String,
    },
    Extra {
        found: String,
    },
}

impl FenError {
    /// Stable id (`fen-<id>` in the translations).
    pub(crate) fn id(&self) -> &'static str {
        match self {
            FenError::Empty => "empty",
            FenError::Ranks { .. } => "ranks",
            FenError::RankWidth { .. } => "rank-width",
            FenError::Digits { .. } => "digits",
            FenError::PieceChar { .. } => "piece-char",
            FenError::Turn { .. } => "turn",
            FenError::Castling { .. } => "castling",
            FenError::EnPassant { .. } => "en-passant",
            FenError::Halfmove { .. } => "halfmove",
            FenError::Fullmove { .. } => "fullmove",
            FenError::Extra { .. } => "extra",
        }
    }
}

/// English fallback; user-facing text goes through the translations.
impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => f.write_str("the FEN is empty"),
            FenError::Ranks { count } => write!(f, "the board has {count} ranks, expected 10"),
            FenError::RankWidth { rank, points } => {
                write!(f, "rank {rank} has {points} points, expected 9")
            }
            FenError::Digits { rank, found } => {
                write!(f, "rank {rank} has '{found}', not one digit from 1 to 9")
            }
            FenError::PieceChar { rank, ch } => {
                write!(f, "rank {rank} has '{ch}', which is not a piece letter")
            }
            FenError::Turn { found } => write!(f, "side to move '{found}' is not w or b"),
            FenError::Castling { found } => write!(f, "castling field '{found}' must be -"),
            FenError::EnPassant { found } => write!(f, "en passant field '{found}' must be -"),
            FenError::Halfmove { found } => {
                write!(f, "halfmove clock '{found}' is not a number")
            }
            FenError::Fullmove { found } => {
                write!(f, "move number '{found}' is not a positive number")
            }
            FenError::Extra { found } => write!(f, "unexpected text after the FEN: '{found}'"),
        }
    }
}

impl std::error::Error for FenError {}

/// Reads the board field alone (ten ranks separated by `/`).
pub(crate) fn parse_board(field: &str) -> Result<Board, FenError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != RANKS as usize {
        return Err(FenError::Ranks { count: ranks.len() });
    }
    let mut board = Board::empty();
    for (i, text) in ranks.iter().enumerate() {
        let rank_number = RANKS - i as u8; // human numbering, 10 first
        // Empty points come as one digit 1–9, as Fairy-Stockfish writes them; a longer run or a
        // `0` is refused rather than summed (a huge run used to overflow and drop pieces).
        let mut file = 0usize;
        let mut digits = String::new();
        let flush = |digits: &mut String, file: &mut usize| -> Result<(), FenError> {
            if digits.is_empty() {
                return Ok(());
            }
            match digits.as_bytes() {
                [d @ b'1'..=b'9'] => *file += usize::from(d - b'0'),
                _ => {
                    return Err(FenError::Digits {
                        rank: rank_number,
                        found: std::mem::take(digits),
                    });
                }
            }
            digits.clear();
            Ok(())
        };
        for ch in text.chars() {
            if ch.is_ascii_digit() {
                digits.push(ch);
                continue;
            }
            flush(&mut digits, &mut file)?;
            let piece = Piece::from_char(ch).ok_or(FenError::PieceChar {
                rank: rank_number,
                ch,
            })?;
            if file < FILES as usize
                && let Some(sq) = Square::new(file as u8, rank_number - 1)
            {
                board.set(sq, Some(piece));
            }
            file += 1;
        }
        flush(&mut digits, &mut file)?;
        if file != FILES as usize {
            return Err(FenError::RankWidth {
                rank: rank_number,
                points: file,
            });
        }
    }
    Ok(board)
}

/// Reads a whole FEN. Fields after the board may be left out (Cho to move, clocks 0 and 1).
pub(crate) fn parse_fen(fen: &str) -> Result<Setup, FenError> {
    let mut fields = fen.split_whitespace();
    let board = parse_board(fields.next().ok_or(FenError::Empty)?)?;
    let mut setup = Setup {
        board,
        ..Setup::default()
    };
    if let Some(turn) = fields.next() {
        setup.turn = match turn {
            "w" | "W" => Color::Cho,
            "b" | "B" => Color::Han,
            _ => {
                return Err(FenError::Turn {
                    found: turn.to_string(),
                });
            }
        };
    }
    if let Some(castling) = fields.next()
        && castling != "-"
    {
        return Err(FenError::Castling {
            found: castling.to_string(),
        });
    }
    if let Some(ep) = fields.next()
        && ep != "-"
    {
        return Err(FenError::EnPassant {
            found: ep.to_string(),
        });
    }
    if let Some(half) = fields.next() {
        setup.halfmoves = parse_count(half).ok_or(FenError::Halfmove {
            found: half.to_string(),
        })?;
    }
    if let Some(full) = fields.next() {
        setup.fullmoves = parse_count(full)
            .filter(|&n| n > 0)
            .ok_or(FenError::Fullmove {
                found: full.to_string(),
            })?;
    }
    let rest: Vec<&str> = fields.collect();
    if !rest.is_empty() {
        return Err(FenError::Extra {
            found: rest.join(" "),
        });
    }
    Ok(setup)
}

/// A clock or move number: ASCII digits only (no sign, as Fairy-Stockfish reads them), within
/// `u32` (a longer number is refused, never wrapped).
fn parse_count(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// The board field of a FEN.
pub(crate) fn board_fen(board: &Board) -> String {
    let mut out = String::with_capacity(64);
    for rank in (0..RANKS).rev() {
        let mut empty = 0;
        for file in 0..FILES {
            let sq = Square::new(file, rank).expect("on board");
            match board.get(sq) {
                Some(p) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(p.char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

impl Setup {
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        parse_fen(fen)
    }

    /// The full FEN, as Fairy-Stockfish writes it.
    pub fn to_fen(&self) -> String {
        format!(
            "{} {} - - {} {}",
            board_fen(&self.board),
            match self.turn {
                Color::Cho => 'w',
                Color::Han => 'b',
            },
            self.halfmoves,
            self.fullmoves
        )
    }

    /// The start position in the source text's default layout.
    pub fn start() -> Setup {
        parse_fen(START_FEN).expect("start FEN is valid")
    }

    /// The start position with each side's horse/elephant formation chosen by name.
    pub(crate) fn start_with(cho: Formation, han: Formation) -> Setup {
        let mut setup = Setup::start();
        for (color, formation, rank) in [(Color::Cho, cho, 0u8), (Color::Han, han, 9u8)] {
            // Files b, c, g, h read from the player's own left: Han's left is file i.
            let files: [u8; 4] = match color {
                Color::Cho => [1, 2, 6, 7],
                Color::Han => [7, 6, 2, 1],
            };
            for (file, role) in files.into_iter().zip(formation.roles()) {
                let sq = Square::new(file, rank).expect("on board");
                setup.board.set(sq, Some(Piece::new(color, role)));
            }
        }
        setup
    }
}

/// The four traditional horse (마) / elephant (상) formations, named by what stands on the
/// b, c, g and h files as the player sees them from their own left.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Formation {
    /// 마상상마: the source text's default (its 外象 layout) and Fairy-Stockfish's start.
    HorseElephantElephantHorse,
    /// 상마마상.
    ElephantHorseHorseElephant,
    /// 마상마상.
    HorseElephantHorseElephant,
    /// 상마상마.
    ElephantHorseElephantHorse,
}

impl Formation {
    pub(crate) const ALL: [Formation; 4] = [
        Formation::HorseElephantElephantHorse,
        Formation::ElephantHorseHorseElephant,
        Formation::HorseElephantHorseElephant,
        Formation::ElephantHorseElephantHorse,
    ];

    pub(crate) fn id(self) -> &'static str {
        match self {
            Formation::HorseElephantElephantHorse => "heeh",
            Formation::ElephantHorseHorseElephant => "ehhe",
            Formation::HorseElephantHorseElephant => "hehe",
            Formation::ElephantHorseElephantHorse => "eheh",
        }
    }

    pub(crate) fn from_id(id: &str) -> Option<Formation> {
        Formation::ALL
            .into_iter()
            .find(|f| f.id().eq_ignore_ascii_case(id))
    }

    fn roles(self) -> [super::piece::Role; 4] {
        use super::piece::Role::{Elephant as E, Horse as H};
        match self {
            Formation::HorseElephantElephantHorse => [H, E, E, H],
            Formation::ElephantHorseHorseElephant => [E, H, H, E],
            Formation::HorseElephantHorseElephant => [H, E, H, E],
            Formation::ElephantHorseElephantHorse => [E, H, E, H],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_round_trips() {
        assert_eq!(Setup::start().to_fen(), START_FEN);
    }

    #[test]
    fn errors_name_the_field() {
        assert_eq!(parse_fen(""), Err(FenError::Empty));
        assert_eq!(
            parse_fen("9/9/9/9/9/9/9/9/9/9/9 w - - 0 1"),
            Err(FenError::Ranks { count: 11 })
        );
        assert_eq!(
            parse_fen("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P1/1C5C1/4K4/RNBA1ABNR w"),
            Err(FenError::RankWidth {
                rank: 4,
                points: 10
            })
        );
        assert_eq!(
            parse_fen("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNX w"),
            Err(FenError::PieceChar { rank: 1, ch: 'X' })
        );
        let start = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR";
        assert!(matches!(
            parse_fen(&format!("{start} x")),
            Err(FenError::Turn { .. })
        ));
        assert!(matches!(
            parse_fen(&format!("{start} w K")),
            Err(FenError::Castling { .. })
        ));
        assert!(matches!(
            parse_fen(&format!("{start} w - e3")),
            Err(FenError::EnPassant { .. })
        ));
        assert!(matches!(
            parse_fen(&format!("{start} w - - x")),
            Err(FenError::Halfmove { .. })
        ));
        assert!(matches!(
            parse_fen(&format!("{start} w - - 0 0")),
            Err(FenError::Fullmove { .. })
        ));
        assert!(matches!(
            parse_fen(&format!("{start} w - - 0 1 z")),
            Err(FenError::Extra { .. })
        ));
        assert_eq!(
            FenError::RankWidth {
                rank: 7,
                points: 10
            }
            .to_string(),
            "rank 7 has 10 points, expected 9"
        );
    }

    #[test]
    fn accepts_e_and_h_and_short_fens() {
        let s = parse_fen("rhea1aehr/4k4/9/9/9/9/9/9/4K4/RHEA1AEHR").unwrap();
        assert_eq!(
            board_fen(&s.board),
            "rnba1abnr/4k4/9/9/9/9/9/9/4K4/RNBA1ABNR"
        );
        assert_eq!(s.turn, Color::Cho);
    }

    #[test]
    fn formations_by_name() {
        use Formation::*;
        let s = Setup::start_with(ElephantHorseHorseElephant, HorseElephantHorseElephant);
        assert_eq!(
            s.to_fen(),
            "rbna1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR w - - 0 1"
        );
        assert_eq!(
            Setup::start_with(HorseElephantElephantHorse, HorseElephantElephantHorse),
            Setup::start()
        );
        assert_eq!(Formation::from_id("EHEH"), Some(ElephantHorseElephantHorse));
    }
}
