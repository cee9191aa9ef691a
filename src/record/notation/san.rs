//! Fairy-Stockfish's SAN for Janggi (`SAN::move_to_san` with `NOTATION_SAN`): the piece letter
//! (soldiers too: `P`), the origin only when another piece of the kind could also go there
//! (file, else rank, else both), `x` for a capture, the destination, `+` or `#`.
//! A pass is the king's own point: `Ke2`.

use super::{MoveTextError, check_suffix, checked};
use crate::rules::{Move, Position, Role, Square};

/// The SAN letter (Fairy-Stockfish uses the synonyms `E` and `H` for elephant and horse).
pub(crate) fn letter(role: Role) -> char {
    match role {
        Role::King => 'K',
        Role::Advisor => 'A',
        Role::Elephant => 'E',
        Role::Horse => 'H',
        Role::Chariot => 'R',
        Role::Cannon => 'C',
        Role::Soldier => 'P',
    }
}

fn file_char(sq: Square) -> char {
    (b'a' + sq.file()) as char
}

/// The Chinese notation's piece names (Simplified, as the glossary fixes them).
pub(crate) fn chinese_name(role: Role) -> char {
    match role {
        Role::King => '将',
        Role::Advisor => '士',
        Role::Elephant => '象',
        Role::Horse => '马',
        Role::Chariot => '车',
        Role::Cannon => '包',
        Role::Soldier => '兵',
    }
}

/// How the Chinese notation writes a pass.
pub(crate) const CHINESE_PASS: &str = "停着";

/// A legal move of `pos` in SAN.
pub fn san(pos: &Position, m: Move) -> String {
    san_with(pos, m, letter)
}

/// A legal move of `pos` in the Chinese notation: SAN with the Chinese piece names
/// (`马c3`, `车xa6+`), a pass `停着`.
pub(crate) fn san_zh(pos: &Position, m: Move) -> String {
    if m.is_pass() {
        return CHINESE_PASS.to_string();
    }
    san_with(pos, m, chinese_name)
}

fn san_with(pos: &Position, m: Move, name: fn(Role) -> char) -> String {
    let Some(piece) = pos.board().get(m.from) else {
        return m.to_string();
    };
    let mut out = String::with_capacity(8);
    out.push(name(piece.role));
    // Other pieces of the kind that could go to the same point, as in `disambiguation_level`.
    let others: Vec<Square> = pos
        .board()
        .pieces()
        .filter(|&(s, p)| p == piece && s != m.from && pos.is_legal(Move::new(s, m.to)))
        .map(|(s, _)| s)
        .collect();
    if !others.is_empty() {
        if others.iter().all(|s| s.file() != m.from.file()) {
            out.push(file_char(m.from));
        } else if others.iter().all(|s| s.rank() != m.from.rank()) {
            out.push_str(&(m.from.rank() + 1).to_string());
        } else {
            out.push_str(&m.from.to_string());
        }
    }
    if !m.is_pass() && pos.board().get(m.to).is_some() {
        out.push('x');
    }
    out.push_str(&m.to.to_string());
    out.push_str(check_suffix(pos, m));
    out
}

/// Reads SAN, leniently: the piece letter may be left out for a soldier, `N`/`B` are read as
/// horse/elephant, `x`, `+`, `#`, `!`, `?` are optional, and any origin hint is accepted as
/// long as one legal move fits. `pass` (or `--`) is the pass.
pub(crate) fn parse_san(pos: &Position, text: &str) -> Result<Move, MoveTextError> {
    let t = text.trim_end_matches(['+', '#', '!', '?']);
    if t.eq_ignore_ascii_case("pass") || t == "--" || t == "@@@@" || t == CHINESE_PASS {
        let king = pos.king(pos.turn()).ok_or(MoveTextError::NoSuchMove)?;
        return checked(pos, Move::new(king, king));
    }
    let mut chars = t.chars().peekable();
    let zh = chars.peek().copied().and_then(|c| {
        [
            Role::King,
            Role::Advisor,
            Role::Elephant,
            Role::Horse,
            Role::Chariot,
            Role::Cannon,
            Role::Soldier,
        ]
        .into_iter()
        .find(|&r| chinese_name(r) == c || (r == Role::Soldier && c == '卒'))
    });
    if zh.is_some() {
        chars.next();
    }
    let role = match chars.peek().copied() {
        _ if zh.is_some() => zh.expect("checked"),
        Some(c) if c.is_ascii_uppercase() => {
            chars.next();
            match c {
                'K' | 'G' => Role::King,
                'A' => Role::Advisor,
                'E' | 'B' => Role::Elephant,
                'H' | 'N' => Role::Horse,
                'R' => Role::Chariot,
                'C' => Role::Cannon,
                'P' | 'S' => Role::Soldier,
                _ => return Err(MoveTextError::Unreadable),
            }
        }
        _ => Role::Soldier,
    };
    let rest: String = chars.filter(|&c| c != 'x' && c != '-').collect();
    // The destination is the last file letter with its rank digits.
    let split = rest
        .char_indices()
        .rev()
        .find(|(_, c)| c.is_ascii_lowercase())
        .map(|(i, _)| i)
        .ok_or(MoveTextError::Unreadable)?;
    let to: Square = rest[split..]
        .parse()
        .map_err(|_| MoveTextError::Unreadable)?;
    let hint = &rest[..split];
    let (hint_file, hint_rank) = parse_hint(hint).ok_or(MoveTextError::Unreadable)?;
    let fits = |s: Square| {
        hint_file.is_none_or(|f| s.file() == f) && hint_rank.is_none_or(|r| s.rank() == r)
    };
    let us = pos.turn();
    let candidates: Vec<Square> = pos
        .board()
        .pieces()
        .filter(|&(s, p)| p.color == us && p.role == role && fits(s))
        .map(|(s, _)| s)
        .collect();
    let legal: Vec<Move> = candidates
        .iter()
        .map(|&s| Move::new(s, to))
        .filter(|&m| pos.is_legal(m))
        .collect();
    match legal.as_slice() {
        [m] => Ok(*m),
        [] => match candidates.as_slice() {
            // One piece was meant: the engine says why it cannot go there.
            [s] => checked(pos, Move::new(*s, to)),
            _ => Err(MoveTextError::NoSuchMove),
        },
        _ => Err(MoveTextError::Ambiguous { candidates: legal }),
    }
}

/// An origin hint: a file letter, rank digits, or both.
fn parse_hint(hint: &str) -> Option<(Option<u8>, Option<u8>)> {
    let mut file = None;
    let mut digits = String::new();
    for c in hint.chars() {
        match c {
            'a'..='i' if file.is_none() && digits.is_empty() => file = Some(c as u8 - b'a'),
            '0'..='9' => digits.push(c),
            _ => return None,
        }
    }
    let rank = if digits.is_empty() {
        None
    } else {
        let r: u8 = digits.parse().ok()?;
        if !(1..=10).contains(&r) {
            return None;
        }
        Some(r - 1)
    };
    Some((file, rank))
}
