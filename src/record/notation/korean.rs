//! The Korean record notation (KJA, as `.gib` files write moves) and Fairy-Stockfish's
//! `NOTATION_JANGGI`, which share their points.
//!
//! A point is two digits, row then file, the board printed with Cho at the bottom: rows 1–9
//! then 0 from the top (rank 10 is row 1, rank 1 is row 0), files 1–9 from the left. The same
//! for both sides. KJA: `02마83` (from, piece, to), a capture may add the taken piece
//! (`74상42병`), a check `장군`; a pass is `한수쉼`. Fairy-Stockfish: `H02-83`, `R81x51+`.

use super::san::letter;
use super::{MoveTextError, check_suffix, checked};
use crate::rules::{Color, Move, Piece, Position, Role, Square};

/// How `.gib` records write a pass.
pub(crate) const PASS: &str = "한수쉼";
/// The check mark a record may append.
const CHECK: &str = "장군";
/// The reply to a check, which some records append too.
const CHECK_REPLY: &str = "멍군";

/// The two digits of a point.
pub(crate) fn korean_point(sq: Square) -> String {
    let row = (10 - sq.rank()) % 10;
    format!("{}{}", row, sq.file() + 1)
}

/// A point from its two digits (`"02"` is b1).
pub(crate) fn parse_korean_point(text: &str) -> Option<Square> {
    let mut it = text.chars();
    let row = it.next()?.to_digit(10)? as u8;
    let file = it.next()?.to_digit(10)? as u8;
    if it.next().is_some() || file == 0 {
        return None;
    }
    let rank = (10 - row) % 10; // row 1 -> rank index 9, row 0 -> 0
    Square::new(file - 1, if row == 0 { 0 } else { rank })
}

/// The Hangul name a record writes for a piece (Cho's soldier 졸, Han's 병).
pub(crate) fn hangul(piece: Piece) -> &'static str {
    match piece.role {
        Role::King => "장",
        Role::Advisor => "사",
        Role::Elephant => "상",
        Role::Horse => "마",
        Role::Chariot => "차",
        Role::Cannon => "포",
        Role::Soldier => match piece.color {
            Color::Cho => "졸",
            Color::Han => "병",
        },
    }
}

/// A piece name in Hangul or hanja, with or without a side mark (`楚卒`, `초졸`).
pub(crate) fn role_from_name(name: &str) -> Option<Role> {
    let mut chars: Vec<char> = name.chars().collect();
    if chars.len() == 2 && matches!(chars[0], '楚' | '漢' | '汉' | '초' | '한') {
        chars.remove(0);
    }
    if chars.len() != 1 {
        return None;
    }
    Some(match chars[0] {
        '장' | '궁' | '將' | '帥' | '帅' | '将' | '王' | '楚' | '漢' | '汉' => Role::King,
        '사' | '士' | '仕' => Role::Advisor,
        '상' | '象' | '相' => Role::Elephant,
        '마' | '馬' | '马' => Role::Horse,
        '차' | '車' | '车' => Role::Chariot,
        '포' | '包' | '砲' | '炮' => Role::Cannon,
        '졸' | '병' | '卒' | '兵' => Role::Soldier,
        _ => return None,
    })
}

/// Whether a character can start a piece name of the Korean form (a side mark or a piece).
pub(crate) fn is_piece_name_start(c: char) -> bool {
    let mut buf = [0u8; 4];
    matches!(c, '초' | '한' | '楚' | '漢' | '汉')
        || role_from_name(c.encode_utf8(&mut buf)).is_some()
}

/// A legal move of `pos` in the Korean record form.
pub fn kja(pos: &Position, m: Move) -> String {
    if m.is_pass() {
        return PASS.to_string();
    }
    let Some(piece) = pos.board().get(m.from) else {
        return m.to_string();
    };
    let mut out = format!(
        "{}{}{}",
        korean_point(m.from),
        hangul(piece),
        korean_point(m.to)
    );
    if let Some(taken) = pos.board().get(m.to) {
        out.push_str(hangul(taken));
    }
    if !check_suffix(pos, m).is_empty() {
        out.push_str(CHECK);
    }
    out
}

/// A legal move of `pos` in Fairy-Stockfish's `NOTATION_JANGGI`.
pub fn fsf_janggi(pos: &Position, m: Move) -> String {
    let Some(piece) = pos.board().get(m.from) else {
        return m.to_string();
    };
    let sep = if !m.is_pass() && pos.board().get(m.to).is_some() {
        'x'
    } else {
        '-'
    };
    format!(
        "{}{}{}{}{}",
        letter(piece.role),
        korean_point(m.from),
        sep,
        korean_point(m.to),
        check_suffix(pos, m)
    )
}

/// Reads the Korean record form; `한수쉼` is the pass.
pub(crate) fn parse_kja(pos: &Position, text: &str) -> Result<Move, MoveTextError> {
    if text == PASS {
        let king = pos.king(pos.turn()).ok_or(MoveTextError::Unreadable)?;
        return checked(pos, Move::new(king, king));
    }
    let chars: Vec<char> = text.chars().collect();
    let digits = |i: usize| -> Option<String> {
        let a = *chars.get(i)?;
        let b = *chars.get(i + 1)?;
        (a.is_ascii_digit() && b.is_ascii_digit()).then(|| format!("{a}{b}"))
    };
    let from = digits(0)
        .and_then(|d| parse_korean_point(&d))
        .ok_or(MoveTextError::Unreadable)?;
    // The piece name runs up to the next digit.
    let name_end = (2..chars.len())
        .find(|&i| chars[i].is_ascii_digit())
        .ok_or(MoveTextError::Unreadable)?;
    let name: String = chars[2..name_end].iter().collect();
    let to = digits(name_end)
        .and_then(|d| parse_korean_point(&d))
        .ok_or(MoveTextError::Unreadable)?;
    let rest: String = chars[name_end + 2..].iter().collect();
    resolve_named(pos, from, &name, to, &rest)
}

/// The mark some records put with a capture (`74상42타졸`: "hits the soldier").
const CAPTURE_MARK: char = '타';

/// A move written as from-point, piece name, to-point and a tail (a captured piece, with or
/// without the capture mark `타`, a check mark): the named pieces are checked against the
/// board, then the move against the rules.
fn resolve_named(
    pos: &Position,
    from: Square,
    name: &str,
    to: Square,
    rest: &str,
) -> Result<Move, MoveTextError> {
    let mut rest = rest.to_string();
    for mark in [CHECK, CHECK_REPLY] {
        if let Some(stripped) = rest.strip_suffix(mark) {
            rest = stripped.to_string();
        }
    }
    let rest = rest.trim_end_matches(['+', '#']);
    let (marked, rest) = match rest
        .strip_prefix(CAPTURE_MARK)
        .or_else(|| rest.strip_suffix(CAPTURE_MARK))
    {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let role = role_from_name(name).ok_or(MoveTextError::UnknownPiece {
        name: name.to_string(),
    })?;
    let found = pos.board().get(from).map(|p| p.role);
    let m = Move::new(from, to);
    if found.is_some() && found != Some(role) {
        return Err(MoveTextError::WrongPiece { named: role, found });
    }
    let m = checked(pos, m)?;
    let taken = pos.board().get(to).map(|p| p.role);
    if !rest.is_empty() {
        let named = role_from_name(rest).ok_or(MoveTextError::UnknownPiece {
            name: rest.to_string(),
        })?;
        if taken != Some(named) {
            return Err(MoveTextError::WrongCapture {
                named,
                found: taken,
            });
        }
    } else if marked && taken.is_none() {
        return Err(MoveTextError::NoCapture);
    }
    Ok(m)
}

/// Reads the coordinate form one site writes (`i3卒h3`, `a6兵b6+`): a file letter and a rank
/// counted from 0 (Cho's side), the piece in hanja or Hangul, the to-point likewise, then
/// the tail of the Korean form. `None` if the text is not in that form.
pub(crate) fn parse_glyph_coords(
    pos: &Position,
    text: &str,
) -> Option<Result<Move, MoveTextError>> {
    let chars: Vec<char> = text.chars().collect();
    let point = |i: usize| -> Option<Square> {
        let f = *chars.get(i)?;
        let r = chars.get(i + 1)?.to_digit(10)? as u8;
        if !('a'..='i').contains(&f) {
            return None;
        }
        Square::new(f as u8 - b'a', r)
    };
    let from = point(0)?;
    // The piece name runs up to the next file letter.
    let name_end = (2..chars.len()).find(|&i| chars[i].is_ascii_lowercase())?;
    let name: String = chars[2..name_end].iter().collect();
    if name.is_empty() || name.chars().any(|c| c.is_ascii()) {
        return None;
    }
    let to = point(name_end)?;
    let rest: String = chars[name_end + 2..].iter().collect();
    Some(resolve_named(pos, from, &name, to, &rest))
}

/// Reads Fairy-Stockfish's `NOTATION_JANGGI` (`H02-83`); `None` if the text is not in that form.
pub(crate) fn parse_fsf_janggi(pos: &Position, text: &str) -> Option<Result<Move, MoveTextError>> {
    let t = text.trim_end_matches(['+', '#']);
    let b = t.as_bytes();
    if b.len() != 6 || !b[0].is_ascii_uppercase() || !matches!(b[3], b'-' | b'x') {
        return None;
    }
    let from = parse_korean_point(&t[1..3])?;
    let to = parse_korean_point(&t[4..6])?;
    let role = crate::rules::Role::from_char(b[0] as char)?;
    let found = pos.board().get(from).map(|p| p.role);
    if found.is_some() && found != Some(role) {
        return Some(Err(MoveTextError::WrongPiece { named: role, found }));
    }
    Some(checked(pos, Move::new(from, to)))
}
