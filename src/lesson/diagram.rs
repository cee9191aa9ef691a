//! Diagrams as instructors write them (see `docs/LESSONS.md`): a position written as a
//! `diagram:` block that pastes into a lesson as is, and a pasted text read back into a board,
//! with the line and column of the first thing that is wrong. The text may be a whole
//! lesson-style block (`position:`, `diagram: |`, `turn:`, `relaxed:`, comments) or the
//! bare ten rows. Rows follow `position::parse_diagram`: nine points, rank 10 first, FEN
//! letters (`E`/`H` too), `.` or `+` for an empty point, spaces optional.

use crate::i18n::Message;
use crate::rules::geometry::{FILES, RANKS};
use crate::rules::{Board, Color, Piece, Square};

/// The rows of a diagram, rank 10 first: `r n b a . a b n r`.
pub fn rows(board: &Board) -> Vec<String> {
    (0..RANKS)
        .rev()
        .map(|rank| {
            (0..FILES)
                .map(|file| {
                    Square::new(file, rank)
                        .and_then(|s| board.get(s))
                        .map_or('.', Piece::char)
                        .to_string()
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

/// A `diagram:` block with its `turn:` (and `relaxed: true` for a drill setup), keys at the
/// left margin so the block can be indented as a whole under `position:`.
pub fn block(board: &Board, turn: Color, relaxed: bool) -> String {
    let mut out = String::from("diagram: |\n");
    for row in rows(board) {
        out.push_str("  ");
        out.push_str(&row);
        out.push('\n');
    }
    out.push_str(&format!("turn: {}\n", turn.id()));
    if relaxed {
        out.push_str("relaxed: true\n");
    }
    out
}

/// A diagram read from a pasted text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pasted {
    pub board: Board,
    /// `turn:` if given, else Cho (as in a lesson).
    pub turn: Color,
    /// `relaxed: true` was given.
    pub(crate) relaxed: bool,
}

/// What is wrong with a pasted diagram, at a 1-based line and column (in characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagramError {
    pub(crate) line: usize,
    pub(crate) col: usize,
    pub(crate) problem: Problem,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Problem {
    /// Not a piece letter, `.` or `+`.
    Char(char),
    /// A row with this many points (not nine).
    Width(usize),
    /// This many rows (not ten); at the eleventh row, or after the last one.
    Rows(usize),
    /// A `turn:` that is not cho or han.
    Turn(String),
    /// A `relaxed:` that is not true or false.
    Relaxed(String),
    /// A key other than `position`, `diagram`, `turn`, `relaxed`.
    Key(String),
}

impl DiagramError {
    pub(crate) fn message(&self) -> Message {
        match &self.problem {
            Problem::Char(c) => Message::new("diagram-bad-point").arg("char", c.to_string()),
            Problem::Width(n) => Message::new("diagram-row-width").arg_num("count", *n),
            Problem::Rows(n) => Message::new("diagram-row-count").arg_num("count", *n),
            Problem::Turn(t) => Message::new("diagram-bad-turn").arg("value", t.clone()),
            Problem::Relaxed(t) => Message::new("diagram-bad-relaxed").arg("value", t.clone()),
            Problem::Key(k) => Message::new("diagram-unknown-key").arg("key", k.clone()),
        }
    }
}

/// The 1-based column (in characters) of byte offset `at` in `line`.
fn col(line: &str, at: usize) -> usize {
    line[..at].chars().count() + 1
}

/// A `key: value` line (a YAML key: a word, then `:` and a space or the end), as
/// (key, value, byte offset of the value).
fn key_value(line: &str) -> Option<(&str, &str, usize)> {
    let start = line.len() - line.trim_start().len();
    let rest = &line[start..];
    let colon = rest.find(':')?;
    let key = &rest[..colon];
    let after = &rest[colon + 1..];
    let is_word = !key.is_empty() && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !is_word || !(after.is_empty() || after.starts_with(' ')) {
        return None;
    }
    let value_at = start + colon + 1 + (after.len() - after.trim_start().len());
    let value = line[value_at..]
        .split(" #")
        .next()
        .unwrap_or("")
        .trim()
        .trim_matches(|c| c == '"' || c == '\'');
    Some((key, value, value_at))
}

/// Reads a pasted diagram (see the module doc). A UTF-8 byte-order mark is dropped.
pub fn read(text: &str) -> Result<Pasted, DiagramError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut board = Board::empty();
    let mut turn = Color::Cho;
    let mut relaxed = false;
    let mut rows = 0usize;
    let mut last_line = 0;
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = raw.trim_end_matches('\r');
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        last_line = line_no;
        if let Some((key, value, at)) = key_value(line) {
            let here = |problem| DiagramError {
                line: line_no,
                col: col(line, at),
                problem,
            };
            match key {
                "position" | "diagram" => {}
                "turn" => {
                    turn = match value.to_ascii_lowercase().as_str() {
                        "cho" | "w" => Color::Cho,
                        "han" | "b" => Color::Han,
                        _ => return Err(here(Problem::Turn(value.to_string()))),
                    }
                }
                "relaxed" => {
                    relaxed = match value {
                        "true" => true,
                        "false" => false,
                        _ => return Err(here(Problem::Relaxed(value.to_string()))),
                    }
                }
                other => {
                    let at = line.len() - line.trim_start().len();
                    return Err(DiagramError {
                        line: line_no,
                        col: col(line, at),
                        problem: Problem::Key(other.to_string()),
                    });
                }
            }
            continue;
        }
        let first = line.len() - line.trim_start().len();
        if rows == usize::from(RANKS) {
            return Err(DiagramError {
                line: line_no,
                col: col(line, first),
                problem: Problem::Rows(rows + 1),
            });
        }
        let rank = RANKS - 1 - rows as u8;
        let mut points = 0usize;
        for (at, c) in line.char_indices().filter(|(_, c)| !c.is_whitespace()) {
            if points == usize::from(FILES) {
                return Err(DiagramError {
                    line: line_no,
                    col: col(line, at),
                    problem: Problem::Width(line.chars().filter(|c| !c.is_whitespace()).count()),
                });
            }
            let piece = match c {
                '.' | '+' => None,
                _ => Some(Piece::from_char(c).ok_or(DiagramError {
                    line: line_no,
                    col: col(line, at),
                    problem: Problem::Char(c),
                })?),
            };
            board.set(Square::new(points as u8, rank).expect("on board"), piece);
            points += 1;
        }
        if points < usize::from(FILES) {
            return Err(DiagramError {
                line: line_no,
                col: col(line, line.trim_end().len()),
                problem: Problem::Width(points),
            });
        }
        rows += 1;
    }
    if rows < usize::from(RANKS) {
        return Err(DiagramError {
            line: last_line + 1,
            col: 1,
            problem: Problem::Rows(rows),
        });
    }
    Ok(Pasted {
        board,
        turn,
        relaxed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Setup;

    #[test]
    fn a_written_block_reads_back() {
        let setup = Setup::from_fen("4k4/9/9/9/9/9/9/9/4K4/R8 b - - 0 1").unwrap();
        let text = block(&setup.board, setup.turn, true);
        assert!(
            text.starts_with("diagram: |\n  . . . . k . . . .\n"),
            "{text}"
        );
        assert!(
            text.ends_with("  R . . . . . . . .\nturn: han\nrelaxed: true\n"),
            "{text}"
        );
        let back = read(&text).unwrap();
        assert_eq!(
            (&back.board, back.turn, back.relaxed),
            (&setup.board, Color::Han, true)
        );
        // Bare rows, no spaces, a BOM and CRLF line ends.
        let bare: String = rows(&setup.board)
            .iter()
            .map(|r| r.replace(' ', "") + "\r\n")
            .collect();
        let back = read(&format!("\u{feff}{bare}")).unwrap();
        assert_eq!((back.board, back.turn), (setup.board, Color::Cho));
    }

    #[test]
    fn errors_point_at_the_place() {
        let good = rows(&Setup::start().board).join("\n");
        let bad = good.replacen("p . p", "p x p", 1);
        let e = read(&format!("position:\n  diagram: |\n{bad}")).unwrap_err();
        assert_eq!((e.line, e.col, e.problem), (6, 3, Problem::Char('x')));
        let short = good.replacen("r n b a . a b n r", "r n b a . a b n", 1);
        let e = read(&short).unwrap_err();
        assert_eq!((e.line, e.col, e.problem), (1, 16, Problem::Width(8)));
        let long = good.replacen("r n b a . a b n r", "r n b a . a b n r r", 1);
        let e = read(&long).unwrap_err();
        assert_eq!((e.line, e.col, e.problem), (1, 19, Problem::Width(10)));
        let e = read(&format!("{good}\n. . . . . . . . .")).unwrap_err();
        assert_eq!((e.line, e.col, e.problem), (11, 1, Problem::Rows(11)));
        let e = read(&good.lines().take(9).collect::<Vec<_>>().join("\n")).unwrap_err();
        assert_eq!((e.line, e.problem), (10, Problem::Rows(9)));
        let e = read(&format!("diagram: |\n{good}\nturn: red")).unwrap_err();
        assert_eq!(
            (e.line, e.col, e.problem),
            (12, 7, Problem::Turn("red".into()))
        );
        let e = read(&format!("fen: x\n{good}")).unwrap_err();
        assert_eq!(
            (e.line, e.col, e.problem),
            (1, 1, Problem::Key("fen".into()))
        );
    }
}
