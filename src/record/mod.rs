//! Game records: `.gib` (Korean KJA records, UTF-8 or EUC-KR) and PGN as pychess.org writes
//! Janggi games, read into a [`Record`], replayed by the engine ([`replay`]), and written back
//! from a move list and tags ([`gib::write`], [`pgn::write`]).
//!
//! Reading never stops at the first bad move without keeping what came before it: a
//! [`Record`] holds the moves read up to a problem and the problem; [`Replayed`] holds the
//! game up to the first move the engine refuses, and why.

pub(crate) mod error;
pub mod gib;
pub mod notation;
pub mod pgn;
pub mod read;
pub mod replay;
mod text;

pub use error::{RecordError, RecordErrorKind};

use crate::rules::Color;
pub use notation::{MoveTextError, Notation};
pub use read::{read_file, read_text};
pub use replay::{ReplayError, Replayed, replay};

/// The two record formats.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    Gib,
    Pgn,
}

impl Format {}

/// One move as written in a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordMove {
    /// The text as written (`74상42병`, `Hc3`).
    pub(crate) text: String,
    /// 1-based line of the file.
    pub(crate) line: usize,
    /// A comment written after the move, if any.
    pub comment: Option<String>,
}

/// A record as read, before the engine sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub format: Format,
    /// Tags in file order, names and values as written.
    pub tags: Vec<(String, String)>,
    /// The line of each tag, in the same order.
    pub tag_lines: Vec<usize>,
    pub moves: Vec<RecordMove>,
    /// A comment before the first move.
    pub(crate) intro: Option<String>,
    /// The first problem met while reading; the moves before it are kept.
    pub(crate) problem: Option<RecordError>,
    /// Things worth saying that do not stop the reading.
    pub warnings: Vec<RecordError>,
}

impl Record {
    /// Adds `by` to every line number (a game read from the middle of a file).
    fn shift_lines(&mut self, by: usize) {
        if by == 0 {
            return;
        }
        let shift = |line: &mut usize| {
            if *line > 0 {
                *line += by;
            }
        };
        self.tag_lines.iter_mut().for_each(shift);
        self.moves.iter_mut().for_each(|m| shift(&mut m.line));
        let errors = self.problem.iter_mut().chain(self.warnings.iter_mut());
        errors.for_each(|e| shift(&mut e.line));
    }

    /// A short title for lists: the players, else the event, else the date.
    pub(crate) fn title(&self) -> Option<String> {
        let (cho, han) = match self.format {
            Format::Gib => (self.tag("초대국자"), self.tag("한대국자")),
            Format::Pgn => (self.tag("White"), self.tag("Black")),
        };
        fn known(v: Option<&str>) -> Option<&str> {
            v.map(str::trim).filter(|v| !v.is_empty() && *v != "?")
        }
        match (known(cho), known(han)) {
            (Some(c), Some(h)) => Some(format!("{c} - {h}")),
            (Some(one), None) | (None, Some(one)) => Some(one.to_string()),
            (None, None) => {
                let event = match self.format {
                    Format::Gib => self.tag("대회명"),
                    Format::Pgn => self.tag("Event"),
                };
                let date = match self.format {
                    Format::Gib => self.tag("대국일자"),
                    Format::Pgn => self.tag("Date"),
                };
                known(event).or(known(date)).map(str::to_string)
            }
        }
    }

    /// The value of a tag (names compared ignoring ASCII case).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// Which format a text is in: `.gib` when it has a `.gib` tag or a move in the Korean form
/// (`79졸78`, `한수쉼`), else PGN. Moves are looked for in the move text only: tag values and
/// comments may hold anything (`[TimeControl "5분 20초 1회"]` is no Korean move).
pub fn detect(text: &str) -> Format {
    let gib_tags = [
        "[초차림",
        "[한차림",
        "[초포진",
        "[한포진",
        "[대국결과",
        "[총수",
        "[대회명",
    ];
    if text.lines().any(|l| {
        let l = l.trim_start();
        gib_tags.iter().any(|t| l.starts_with(t))
    }) {
        return Format::Gib;
    }
    let movetext = movetext_only(text);
    if movetext.contains(notation::PASS) {
        return Format::Gib;
    }
    let chars: Vec<char> = movetext.chars().collect();
    // `79졸78`, or one site's coordinates with the piece between (`i3卒h3`), numbered by plies.
    let korean_move = chars.windows(3).any(|w| {
        (w[0].is_ascii_digit() || ('a'..='i').contains(&w[0]))
            && w[1].is_ascii_digit()
            && notation::is_piece_name_start(w[2])
    });
    if korean_move {
        Format::Gib
    } else {
        Format::Pgn
    }
}

/// The text without its tag lines and `{comments}`.
fn movetext_only(text: &str) -> String {
    let mut out = String::new();
    let mut in_comment = false;
    for line in text.lines() {
        if !in_comment && line.trim_start().starts_with('[') {
            continue;
        }
        for c in line.chars() {
            match c {
                '{' => in_comment = true,
                '}' if in_comment => in_comment = false,
                _ if !in_comment => out.push(c),
                _ => {}
            }
        }
        out.push('\n');
    }
    out
}

/// Reads the first game of a text in either format; when more games follow, a warning says
/// how many there are ([`parse_all`] reads them all).
pub fn parse(text: &str) -> Record {
    let mut games = parse_all(text);
    let count = games.len();
    let mut first = games.swap_remove(0);
    if count > 1 {
        first
            .warnings
            .push(RecordError::new(0, RecordErrorKind::MoreGames { count }));
    }
    first
}

/// Reads every game of a text (a `.gib` or PGN file may hold several), in file order, each
/// with the lines of the file. Never empty: an empty text is one record with its problem.
pub fn parse_all(text: &str) -> Vec<Record> {
    let format = detect(text);
    text::split_games(text)
        .into_iter()
        .map(|(before, piece)| {
            let mut record = match format {
                Format::Gib => gib::parse(piece),
                Format::Pgn => pgn::parse(piece),
            };
            record.shift_lines(before);
            record
        })
        .collect()
}

/// Splits `[Name "value"]`; `None` if the line is not a well-formed tag.
pub(crate) fn parse_tag_line(line: &str) -> Option<(String, String)> {
    let inner = line.trim().strip_prefix('[')?.strip_suffix(']')?;
    let (name, rest) = inner.trim().split_once(char::is_whitespace)?;
    let rest = rest.trim();
    let value = rest.strip_prefix('"')?.strip_suffix('"')?;
    if name.is_empty() {
        return None;
    }
    Some((
        name.to_string(),
        value.replace("\\\"", "\"").replace("\\\\", "\\"),
    ))
}

/// Sets a tag, replacing one of the same name or adding it at the end.
pub(crate) fn set_tag(tags: &mut Vec<(String, String)>, name: &str, value: String) {
    match tags.iter_mut().find(|(n, _)| n == name) {
        Some(t) => t.1 = value,
        None => tags.push((name.to_string(), value)),
    }
}

/// The line of a tag in the file, 0 if there is no such tag.
pub(crate) fn text_line_of_tag(record: &Record, name: &str) -> usize {
    record
        .tags
        .iter()
        .position(|(n, _)| n.eq_ignore_ascii_case(name))
        .and_then(|i| record.tag_lines.get(i).copied())
        .unwrap_or(0)
}

/// `.gib` tags and their PGN counterparts.
const TAG_PAIRS: [(&str, &str); 7] = [
    ("대회명", "Event"),
    ("대국장소", "Site"),
    ("대국일자", "Date"),
    ("회전", "Round"),
    ("초대국자", "White"),
    ("한대국자", "Black"),
    ("대국결과", "Result"),
];

/// `.gib` tags with no standard PGN name, and the `X-` names PGN gets them under.
const GIB_EXTRA_TAGS: [(&str, &str); 1] = [("제한시간", "X-TimeLimit")];

/// The PGN name for other tags whose name is not an ASCII symbol: the value keeps the name
/// (`[X-GibTag1 "기전=..."]`), numbered since a PGN tag name appears once.
const GIB_TAG_PREFIX: &str = "X-GibTag";

/// Whether a PGN tag name is a symbol (ASCII letters, digits and `_+#=:-`).
fn is_pgn_symbol(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_alphanumeric())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "_+#=:-".contains(c))
}

/// A record's tags for writing it in `to`: the same-format tags as they are; across formats
/// the seven usual tags are renamed (and the result rewritten), tags that describe the start
/// or the move count are left to the writer. Other `.gib` tags go to PGN under `X-` names
/// (PGN tag names are ASCII symbols) and come back under their own.
pub fn tags_for(record: &Record, to: Format) -> Vec<(String, String)> {
    if record.format == to {
        return record.tags.clone();
    }
    let start_tags = [
        "FEN",
        "SetUp",
        "Variant",
        "초차림",
        "한차림",
        "초포진",
        "한포진",
        "총수",
        gib::TAG_BOARD,
    ];
    let mut out = Vec::new();
    let mut numbered = 0;
    for (name, value) in &record.tags {
        if start_tags.iter().any(|t| t.eq_ignore_ascii_case(name)) {
            continue;
        }
        let renamed = TAG_PAIRS
            .iter()
            .chain(GIB_EXTRA_TAGS.iter())
            .find_map(|&(g, p)| match to {
                Format::Pgn if name == g => Some(p.to_string()),
                Format::Gib if name.eq_ignore_ascii_case(p) => Some(g.to_string()),
                _ => None,
            });
        let value = if name == "대국결과" || name.eq_ignore_ascii_case("Result") {
            match (to, replay::stated_result(record)) {
                (Format::Pgn, Some(Some(Color::Cho))) => "1-0".into(),
                (Format::Pgn, Some(Some(Color::Han))) => "0-1".into(),
                (Format::Pgn, Some(None)) => "1/2-1/2".into(),
                (Format::Pgn, None) => "*".into(),
                (Format::Gib, Some(Some(Color::Cho))) => "초 승".into(),
                (Format::Gib, Some(Some(Color::Han))) => "한 승".into(),
                (Format::Gib, Some(None)) => "무승부".into(),
                (Format::Gib, None) => "미상".into(),
            }
        } else {
            value.clone()
        };
        let (name, value) = match (renamed, to) {
            (Some(n), _) => (n, value),
            (None, Format::Pgn) if !is_pgn_symbol(name) => {
                numbered += 1;
                (
                    format!("{GIB_TAG_PREFIX}{numbered}"),
                    format!("{name}={value}"),
                )
            }
            (None, Format::Gib)
                if name
                    .strip_prefix(GIB_TAG_PREFIX)
                    .is_some_and(|n| n.parse::<u32>().is_ok()) =>
            {
                match value.split_once('=') {
                    Some((n, v)) => (n.to_string(), v.to_string()),
                    None => (name.clone(), value),
                }
            }
            (None, _) => (name.clone(), value),
        };
        out.push((name, value));
    }
    out
}
