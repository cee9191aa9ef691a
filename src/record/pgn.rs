//! PGN as pychess.org writes Janggi games: the seven usual tags, `[Variant "janggi"]` (or one
//! of the other Janggi variants), `[FEN ...]`, then SAN moves (coordinates are read too),
//! `{comments}` kept, and the result. White is Cho, who moves first.

use super::error::{RecordError, RecordErrorKind};
use super::notation::san;
use super::text::{self, Numbering};
use super::{Format, Record, set_tag};
use crate::rules::{Color, Move, Position, RuleSet, Setup, Strictness};

/// The Seven Tag Roster, in its order.
pub(crate) const SEVEN_TAGS: [&str; 7] =
    ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// Reads PGN text.
pub fn parse(text: &str) -> Record {
    text::parse(text, Format::Pgn, |tags| {
        let fen = tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case("FEN"))
            .and_then(|(_, v)| Setup::from_fen(v).ok());
        match fen {
            Some(s) => Numbering::FullMoves {
                first: s.fullmoves.max(1),
                han_first: s.turn == Color::Han,
            },
            None => Numbering::FullMoves {
                first: 1,
                han_first: false,
            },
        }
    })
}

/// The rule set a `Variant` tag names (`janggi`, `janggimodern`, `Janggi Casual`, ...).
pub(crate) fn variant_rules(value: &str) -> Option<RuleSet> {
    let v: String = value
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .collect::<String>()
        .to_ascii_lowercase();
    RuleSet::ALL
        .into_iter()
        .find(|r| r.fairy_stockfish_name() == Some(v.as_str()))
}

/// The start position of a PGN record: its `FEN` tag, else the standard start.
pub(crate) fn start_setup(record: &Record) -> Result<Setup, RecordError> {
    match record.tag("FEN") {
        Some(fen) => Setup::from_fen(fen).map_err(|_| {
            RecordError::new(
                super::text_line_of_tag(record, "FEN"),
                RecordErrorKind::BadTagValue {
                    name: "FEN".into(),
                    value: fen.to_string(),
                },
            )
        }),
        None => Ok(Setup::start()),
    }
}

/// The `Variant` tag for a game: `Janggi`, as pychess.org spells it, when the game is a legal
/// game under Fairy-Stockfish's `janggi` too (a `.gib` game checked under `janggi-modern`
/// is one unless it leaves a bikjang unanswered), else the rules it was checked under.
fn variant_name(start: &Position, moves: &[Move]) -> &'static str {
    let rules = start.rules();
    if rules == RuleSet::Janggi {
        return "Janggi";
    }
    let as_janggi = Position::from_setup(start.to_setup(), RuleSet::Janggi, Strictness::Strict)
        .ok()
        .and_then(|p| {
            moves
                .iter()
                .try_fold(p, |p, &m| p.is_legal(m).then(|| p.play(m).ok()).flatten())
        });
    if rules == RuleSet::JanggiModern && as_janggi.is_some() {
        "Janggi"
    } else {
        rules.fairy_stockfish_name().unwrap_or("janggi")
    }
}

/// Writes PGN of `moves` played from `start` under the position's rules. `tags` fill the
/// seven usual tags (missing ones are `?`, the result `*`) and follow them; `Variant`, `FEN`
/// and `SetUp` are set from the game. `comments[i]`, if any, is written after move `i`.
pub fn write(
    tags: &[(String, String)],
    start: &Position,
    moves: &[Move],
    comments: &[Option<String>],
) -> String {
    let mut all: Vec<(String, String)> = SEVEN_TAGS
        .iter()
        .map(|&n| {
            let default = if n == "Result" { "*" } else { "?" };
            let v = tags
                .iter()
                .find(|(t, _)| t == n)
                .map_or(default.to_string(), |(_, v)| v.clone());
            (n.to_string(), v)
        })
        .collect();
    for (n, v) in tags {
        if !SEVEN_TAGS.contains(&n.as_str()) {
            set_tag(&mut all, n, v.clone());
        }
    }
    set_tag(&mut all, "Variant", variant_name(start, moves).to_string());
    // pychess.org writes the start even when it is the usual one; other readers need it for
    // the formations.
    set_tag(&mut all, "FEN", start.fen());
    set_tag(&mut all, "SetUp", "1".to_string());
    let mut out = String::new();
    for (name, value) in &all {
        let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
        out.push_str(&format!("[{name} \"{escaped}\"]\n"));
    }
    out.push('\n');
    let mut words: Vec<String> = Vec::new();
    let mut pos = start.clone();
    for (i, &m) in moves.iter().enumerate() {
        if pos.turn() == Color::Cho {
            words.push(format!("{}.", pos.fullmoves()));
        } else if i == 0 {
            words.push(format!("{}...", pos.fullmoves()));
        }
        words.push(if pos.is_legal(m) {
            san(&pos, m)
        } else {
            m.to_string()
        });
        if let Some(Some(c)) = comments.get(i) {
            words.push(format!("{{{}}}", c.replace('}', ")")));
        }
        pos = pos.play(m).unwrap_or(pos);
    }
    let result = all
        .iter()
        .find(|(n, _)| n == "Result")
        .map_or("*".to_string(), |(_, v)| v.clone());
    words.push(result);
    // Lines of at most 80 columns, as PGN export asks.
    let mut line = String::new();
    for w in words {
        if !line.is_empty() && line.len() + 1 + w.len() > 80 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&w);
    }
    out.push_str(&line);
    out.push('\n');
    out
}
