//! `.gib` records: bracketed Korean tags, then numbered moves in the Korean notation.
//!
//! ```text
//! [초차림 "상마상마"]
//! [한차림 "마상마상"]
//! 1. 79졸78 2. 41병42 3. 02상74 ...
//! ```
//!
//! The formation tags (`초차림`, `한차림`, also `초포진`, `한포진`) name the horses (마) and
//! elephants (상) on files b, c, g, h **as the board is printed, from its left, for both
//! sides**; `--setup` reads Han's from Han's own left instead (see `docs/RECORDS.md`).
//! A `[FEN "..."]` tag, which this program writes for other starts, overrides them, and so
//! does a `[판 "..."]` board (handicap and set-up games, see [`TAG_BOARD`]).

use super::error::{RecordError, RecordErrorKind};
use super::notation::kja;
use super::text::{self, Numbering};
use super::{Format, Record, set_tag};
use crate::rules::{Color, Move, Piece, Position, Role, Setup, Square};

pub(crate) const TAG_CHO_FORMATION: &str = "초차림";
pub(crate) const TAG_HAN_FORMATION: &str = "한차림";
pub(crate) const TAG_MOVE_COUNT: &str = "총수";
pub(crate) const TAG_RESULT: &str = "대국결과";
pub(crate) const TAG_FEN: &str = "FEN";
/// The time control, as real records write it: `[제한시간 "5분 20초 1회"]`.
pub(crate) const TAG_TIME_LIMIT: &str = "제한시간";
/// The start board of handicap and set-up games: `[판 "차마상사1사마상차/4장/.../車馬象士1士象馬車 한 접장기"]`.
pub(crate) const TAG_BOARD: &str = "판";

/// Reads `.gib` text (already decoded).
pub fn parse(text: &str) -> Record {
    let mut record = text::parse(text, Format::Gib, |_| Numbering::Plies);
    if record.problem.is_none()
        && let Some(stated) = record.tag(TAG_MOVE_COUNT)
        && stated.trim().parse::<usize>().ok() != Some(record.moves.len())
    {
        record.warnings.push(RecordError::new(
            0,
            RecordErrorKind::MoveCount {
                stated: stated.to_string(),
                found: record.moves.len(),
            },
        ));
    }
    record
}

/// The files b, c, g, h, as the board is printed from its left.
const FORMATION_FILES: [u8; 4] = [1, 2, 6, 7];

/// A formation string (`마상상마`) as the four roles, left to right.
fn formation_roles(text: &str) -> Option<[Role; 4]> {
    let roles: Vec<Role> = text
        .trim()
        .chars()
        .map(|c| match c {
            '마' | '馬' => Some(Role::Horse),
            '상' | '象' => Some(Role::Elephant),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let roles: [Role; 4] = roles.try_into().ok()?;
    let horses = roles.iter().filter(|&&r| r == Role::Horse).count();
    (horses == 2).then_some(roles)
}

fn home_rank(color: Color) -> u8 {
    match color {
        Color::Cho => 0,
        Color::Han => 9,
    }
}

/// The start position a record's tags describe: its `FEN` tag, else the formation tags
/// (missing ones are 마상상마), else the standard start.
pub fn start_setup(record: &Record) -> Result<Setup, RecordError> {
    let line_of = |name: &str| super::text_line_of_tag(record, name);
    if let Some(fen) = record.tag(TAG_FEN) {
        return Setup::from_fen(fen).map_err(|_| {
            RecordError::new(
                line_of(TAG_FEN),
                RecordErrorKind::BadTagValue {
                    name: TAG_FEN.to_string(),
                    value: fen.to_string(),
                },
            )
        });
    }
    if let Some(value) = record.tag(TAG_BOARD) {
        return board_setup(value).ok_or_else(|| {
            RecordError::new(
                line_of(TAG_BOARD),
                RecordErrorKind::UnknownStart {
                    value: value.to_string(),
                },
            )
        });
    }
    let mut setup = Setup::start();
    for (color, names) in [
        (Color::Cho, [TAG_CHO_FORMATION, "초포진"]),
        (Color::Han, [TAG_HAN_FORMATION, "한포진"]),
    ] {
        let Some((name, value)) = names.iter().find_map(|n| record.tag(n).map(|v| (*n, v))) else {
            continue;
        };
        let roles = formation_roles(value).ok_or_else(|| {
            RecordError::new(
                line_of(name),
                RecordErrorKind::BadTagValue {
                    name: name.to_string(),
                    value: value.to_string(),
                },
            )
        })?;
        for (file, role) in FORMATION_FILES.into_iter().zip(roles) {
            let sq = Square::new(file, home_rank(color)).expect("on board");
            setup.board.set(sq, Some(Piece::new(color, role)));
        }
    }
    Ok(setup)
}

/// Reads a `판` tag: ten rows from the bottom (Cho's back rank, rank 1) to the top (Han's),
/// each from file a to i, `/` between them, a digit for that many empty points (those at a
/// row's end may be left out); **Cho's pieces in Hangul, Han's in hanja** (楚 and 漢 name
/// their king whatever the script). Then the side to move (`초`, `한`; Cho when missing) and a
/// label (`접장기`, a handicap game), which is not needed. Worked out from the games with a
/// `판` of a public corpus (docs/RECORDS.md): read so, their moves replay as recorded.
/// `None` when the board is not of that form.
fn board_setup(value: &str) -> Option<Setup> {
    let mut words = value.split_whitespace();
    let rows: Vec<&str> = words.next()?.split('/').collect();
    if rows.len() != 10 {
        return None;
    }
    let mut setup = Setup::default();
    for (i, row) in rows.iter().enumerate() {
        let rank = i as u8;
        let mut file = 0u8;
        for c in row.chars() {
            if let Some(n) = c.to_digit(10) {
                file += n as u8;
                continue;
            }
            let mut buf = [0u8; 4];
            let role = super::notation::role_from_name(c.encode_utf8(&mut buf))?;
            let color = match c {
                '楚' => Color::Cho,
                '漢' | '汉' => Color::Han,
                '가'..='힣' => Color::Cho,
                _ => Color::Han,
            };
            let sq = Square::new(file, rank)?;
            setup.board.set(sq, Some(Piece::new(color, role)));
            file += 1;
        }
        // Records leave out the empty points at a row's end (`4장`).
        if file > 9 {
            return None;
        }
    }
    setup.turn = match words.next() {
        Some("한") | Some("漢") => Color::Han,
        Some("초") | Some("楚") | None => Color::Cho,
        Some(_) => return None,
    };
    Some(setup)
}

/// A side's formation as a record writes it, if its horses and elephants stand at home.
pub fn formation_of(setup: &Setup, color: Color) -> Option<String> {
    FORMATION_FILES
        .into_iter()
        .map(|file| {
            let sq = Square::new(file, home_rank(color)).expect("on board");
            match setup.board.get(sq) {
                Some(p) if p.color == color && p.role == Role::Horse => Some('마'),
                Some(p) if p.color == color && p.role == Role::Elephant => Some('상'),
                _ => None,
            }
        })
        .collect::<Option<String>>()
        .filter(|s| formation_roles(s).is_some())
}

/// Writes a `.gib` record (UTF-8) of `moves` played from `start`.
///
/// `tags` are written in order; the formation tags and `총수` are set from the game, and a
/// start that is not a formation start gets a `FEN` tag. Moves that are not legal in turn
/// are written in coordinates (callers pass a played game, so this does not happen).
pub fn write(tags: &[(String, String)], start: &Position, moves: &[Move]) -> String {
    let mut tags = tags.to_vec();
    let setup = start.to_setup();
    let cho = formation_of(&setup, Color::Cho);
    let han = formation_of(&setup, Color::Han);
    let standard = match (&cho, &han) {
        (Some(c), Some(h)) => {
            let mut tagged = tags.clone();
            set_tag(&mut tagged, TAG_CHO_FORMATION, c.clone());
            set_tag(&mut tagged, TAG_HAN_FORMATION, h.clone());
            let probe = Record {
                format: Format::Gib,
                tags: tagged,
                tag_lines: Vec::new(),
                moves: Vec::new(),
                intro: None,
                problem: None,
                warnings: Vec::new(),
            };
            start_setup(&probe).ok().as_ref() == Some(&setup)
        }
        _ => false,
    };
    tags.retain(|(n, _)| n != TAG_FEN);
    if let (Some(c), Some(h)) = (cho, han) {
        set_tag(&mut tags, TAG_CHO_FORMATION, c);
        set_tag(&mut tags, TAG_HAN_FORMATION, h);
    }
    if !standard {
        set_tag(&mut tags, TAG_FEN, start.fen());
    }
    set_tag(&mut tags, TAG_MOVE_COUNT, moves.len().to_string());
    let mut out = String::new();
    for (name, value) in &tags {
        out.push_str(&format!("[{name} \"{}\"]\n", value.replace('"', "'")));
    }
    out.push('\n');
    let mut pos = start.clone();
    let mut line = String::new();
    for (i, &m) in moves.iter().enumerate() {
        let text = if pos.is_legal(m) {
            kja(&pos, m)
        } else {
            m.to_string()
        };
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&format!("{}. {}", i + 1, text));
        if (i + 1) % 6 == 0 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        pos = pos.play(m).unwrap_or(pos);
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    out
}
