//! What `.gib` and PGN share: the tag section, and move text split into numbered moves and
//! comments, with lines kept for error messages.

use super::error::{RecordError, RecordErrorKind};
use super::{Format, Record, RecordMove, parse_tag_line};

#[derive(Debug)]
enum Token {
    Word(String, usize),
    Comment(String),
}

/// How move numbers count: plies (`.gib`: `1. 79졸78 2. 49병48`) or full moves (PGN:
/// `1. Hc3 Hc8`; `1...` before a Han move), with whether Han moves first.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Numbering {
    Plies,
    FullMoves { first: u32, han_first: bool },
}

/// PGN result tokens, which end the move text.
const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// Reads the tags at the top, then the moves. `numbering` is asked for once the tags are known.
pub(crate) fn parse(
    text: &str,
    format: Format,
    numbering: impl Fn(&[(String, String)]) -> Numbering,
) -> Record {
    let mut record = Record {
        format,
        tags: Vec::new(),
        tag_lines: Vec::new(),
        moves: Vec::new(),
        intro: None,
        problem: None,
        warnings: Vec::new(),
    };
    if text.trim().is_empty() {
        record.problem = Some(RecordError::new(0, RecordErrorKind::Empty));
        return record;
    }
    let lines: Vec<&str> = text.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim();
        if line.is_empty() {
            i += 1;
            continue;
        }
        if !line.starts_with('[') {
            break;
        }
        match parse_tag_line(line) {
            Some(tag) => {
                record.tags.push(tag);
                record.tag_lines.push(i + 1);
            }
            None => {
                record.problem = Some(RecordError::new(
                    i + 1,
                    RecordErrorKind::BadTag {
                        text: line.chars().take(60).collect(),
                    },
                ));
                return record;
            }
        }
        i += 1;
    }
    // The move text runs up to the next game's tags, if any (`split_games` cuts files with
    // several games before this; a stray tag line here ends the game).
    let end = lines
        .iter()
        .enumerate()
        .skip(i)
        .find(|(_, line)| line.trim_start().starts_with('['))
        .map_or(lines.len(), |(j, _)| j);
    let numbering = numbering(&record.tags);
    let (tokens, problem) = tokenize(&lines[i..end], i + 1, format == Format::Pgn);
    assemble(&mut record, tokens, numbering);
    if record.problem.is_none() {
        record.problem = problem;
    }
    record
}

/// Words and comments; `{...}` comments everywhere, `;` comments and `(...)` variations in PGN.
fn tokenize(lines: &[&str], first_line: usize, pgn: bool) -> (Vec<Token>, Option<RecordError>) {
    let mut tokens = Vec::new();
    let mut comment: Option<(String, usize)> = None;
    let mut depth = 0usize; // PGN variation nesting
    let mut word = String::new();
    let flush = |word: &mut String, tokens: &mut Vec<Token>, line: usize| {
        if !word.is_empty() {
            tokens.push(Token::Word(std::mem::take(word), line));
        }
    };
    for (k, line) in lines.iter().enumerate() {
        let n = first_line + k;
        if let Some((c, _)) = comment.as_mut() {
            c.push('\n');
        }
        let mut chars = line.chars();
        while let Some(ch) = chars.next() {
            if let Some((c, _)) = comment.as_mut() {
                if ch == '}' {
                    let text = c.trim().to_string();
                    comment = None;
                    if depth == 0 {
                        tokens.push(Token::Comment(text));
                    }
                } else {
                    c.push(ch);
                }
                continue;
            }
            match ch {
                '{' => {
                    flush(&mut word, &mut tokens, n);
                    comment = Some((String::new(), n));
                }
                ';' if pgn => {
                    flush(&mut word, &mut tokens, n);
                    let rest: String = chars.by_ref().collect();
                    if depth == 0 {
                        tokens.push(Token::Comment(rest.trim().to_string()));
                    }
                }
                '(' if pgn => {
                    flush(&mut word, &mut tokens, n);
                    depth += 1;
                }
                ')' if pgn => {
                    flush(&mut word, &mut tokens, n);
                    depth = depth.saturating_sub(1);
                }
                c if c.is_whitespace() => flush(&mut word, &mut tokens, n),
                c if depth == 0 => word.push(c),
                _ => {}
            }
        }
        flush(&mut word, &mut tokens, n);
    }
    let problem =
        comment.map(|(_, start)| RecordError::new(start, RecordErrorKind::Truncated { number: 0 }));
    (tokens, problem)
}

/// Splits `12.` / `12...` / `12.Hc3` into the number, its dots and the rest.
fn split_number(word: &str) -> Option<(u32, usize, &str)> {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let after = &word[digits..];
    let dots = after.bytes().take_while(|&b| b == b'.').count();
    if dots == 0 {
        return None;
    }
    let n = word[..digits].parse().ok()?;
    Some((n, dots, &after[dots..]))
}

fn assemble(record: &mut Record, tokens: Vec<Token>, numbering: Numbering) {
    let mut pending_number: Option<(u32, usize)> = None;
    for token in tokens {
        let (word, line) = match token {
            Token::Comment(text) => {
                if text.is_empty() {
                    continue;
                }
                match record.moves.last_mut() {
                    Some(m) => match &mut m.comment {
                        Some(c) => {
                            c.push(' ');
                            c.push_str(&text);
                        }
                        None => m.comment = Some(text),
                    },
                    None => record.intro = Some(text),
                }
                continue;
            }
            Token::Word(w, line) => (w, line),
        };
        if RESULTS.contains(&word.as_str()) {
            break;
        }
        // Annotations that are not moves: NAGs (`$1`), `<0>`-style marks some .gib writers add.
        if word.starts_with('$') || (word.starts_with('<') && word.ends_with('>')) {
            continue;
        }
        let ply = record.moves.len() as u32;
        let move_text = match split_number(&word) {
            Some((n, _dots, rest)) => {
                let expected = match numbering {
                    Numbering::Plies => ply + 1,
                    Numbering::FullMoves { first, han_first } => {
                        first + (ply + han_first as u32) / 2
                    }
                };
                if n != expected {
                    record.problem = Some(RecordError::new(
                        line,
                        RecordErrorKind::MoveNumber {
                            expected,
                            found: word.clone(),
                        },
                    ));
                    return;
                }
                pending_number = Some((n, line));
                if rest.is_empty() {
                    continue;
                }
                rest.to_string()
            }
            None => word,
        };
        pending_number = None;
        record.moves.push(RecordMove {
            text: move_text,
            line,
            comment: None,
        });
    }
    if let Some((n, line)) = pending_number {
        record.problem = Some(RecordError::new(
            line,
            RecordErrorKind::Truncated { number: n },
        ));
    }
}

/// Cuts a file into its games: a game's tags start after the previous game's move text.
/// Each piece comes with the number of lines before it, so lines stay those of the file.
pub(crate) fn split_games(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = 0; // byte offset of the current game
    let mut start_line = 0;
    let mut in_moves = false;
    let mut offset = 0;
    for (n, line) in text.split_inclusive('\n').enumerate() {
        let t = line.trim();
        if t.starts_with('[') {
            if in_moves {
                out.push((start_line, &text[start..offset]));
                start = offset;
                start_line = n;
                in_moves = false;
            }
        } else if !t.is_empty() {
            in_moves = true;
        }
        offset += line.len();
    }
    out.push((start_line, &text[start..]));
    out
}
