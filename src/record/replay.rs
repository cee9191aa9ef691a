//! A record replayed by the engine: every move resolved against the legal moves in turn, the
//! game kept up to the first move that fails, and the result tag checked against the end.

use super::error::{RecordError, RecordErrorKind};
use super::notation::{self, MoveTextError};
use super::{Format, Record, gib, pgn};
use crate::i18n::{Message, rules_text};
use crate::rules::{Color, EndReason, Game, Position, RuleSet, Strictness};

/// A record after replay.
#[derive(Clone, Debug)]
pub struct Replayed {
    pub record: Record,
    /// The rules the moves were checked under.
    pub rules: RuleSet,
    /// The game up to the last good move (just the start if the start itself failed).
    pub game: Game,
    /// The first problem: in the file (`record.problem`), the start, or a move.
    pub error: Option<ReplayError>,
    /// Problems that do not stop the replay (a result tag the end contradicts, ...).
    pub warnings: Vec<Message>,
}

/// What stopped a replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The file itself (a tag line, a move number, a truncated file) or its start position.
    Record(RecordError),
    /// Move `number` (1-based ply), written `text` on `line`, is unreadable or illegal.
    Move {
        number: usize,
        line: usize,
        text: String,
        error: MoveTextError,
    },
}

impl ReplayError {
    pub fn message(&self) -> Message {
        match self {
            ReplayError::Record(e) => e.message(),
            ReplayError::Move {
                number,
                line,
                text,
                error,
            } => Message::new("record-bad-move")
                .arg_num("number", *number as i64)
                .arg_num("line", *line as i64)
                .arg("text", text.clone())
                .arg_msg("reason", move_text_error(error)),
        }
    }
}

/// Why a move text failed, as a message.
pub(crate) fn move_text_error(e: &MoveTextError) -> Message {
    let found = |r: &Option<crate::rules::Role>| match r {
        Some(role) => rules_text::piece(*role),
        None => Message::new("record-nothing"),
    };
    match e {
        MoveTextError::Unreadable => Message::new("record-move-unreadable"),
        MoveTextError::UnknownPiece { name } => {
            Message::new("record-unknown-piece").arg("name", name.clone())
        }
        MoveTextError::WrongPiece { named, found: f } => Message::new("record-wrong-piece")
            .arg_msg("named", rules_text::piece(*named))
            .arg_msg("found", found(f)),
        MoveTextError::WrongCapture { named, found: f } => Message::new("record-wrong-capture")
            .arg_msg("named", rules_text::piece(*named))
            .arg_msg("found", found(f)),
        MoveTextError::NoCapture => Message::new("record-no-capture"),
        MoveTextError::Illegal(r) => rules_text::reason(r),
        MoveTextError::NoSuchMove => Message::new("record-no-such-move"),
        MoveTextError::Ambiguous { candidates } => Message::new("record-ambiguous").arg_list(
            "moves",
            candidates.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
        ),
    }
}

/// The rules a record is replayed under when none is asked for: a PGN's `Variant` tag
/// (`janggi` without one); for `.gib`, a `Variant` tag (the play screen writes one), else
/// `janggi-modern`, since real games are played without Fairy-Stockfish `janggi`'s duty to
/// answer bikjang.
pub(crate) fn default_rules(record: &Record) -> RuleSet {
    match record.format {
        Format::Gib => record
            .tag("Variant")
            .and_then(|v| pgn::variant_rules(v).or_else(|| v.trim().parse().ok()))
            .unwrap_or(RuleSet::JanggiModern),
        Format::Pgn => record
            .tag("Variant")
            .and_then(pgn::variant_rules)
            .unwrap_or(RuleSet::Janggi),
    }
}

/// Replays `record` under `rules` (default: [`default_rules`]).
pub fn replay(record: Record, rules: Option<RuleSet>) -> Replayed {
    let rules = rules.unwrap_or_else(|| default_rules(&record));
    let mut warnings: Vec<Message> = record.warnings.iter().map(RecordError::message).collect();
    if record.format == Format::Pgn
        && let Some(v) = record.tag("Variant")
        && pgn::variant_rules(v).is_none()
    {
        warnings.push(
            RecordError::new(
                super::text_line_of_tag(&record, "Variant"),
                RecordErrorKind::BadTagValue {
                    name: "Variant".into(),
                    value: v.to_string(),
                },
            )
            .message(),
        );
    }
    let setup = match record.format {
        Format::Gib => gib::start_setup(&record),
        Format::Pgn => pgn::start_setup(&record),
    };
    let start = setup.and_then(|s| {
        Position::from_setup(s, rules, Strictness::Strict).map_err(|_| {
            if let Some(board) = record.tag(gib::TAG_BOARD)
                && record.format == Format::Gib
                && record.tag("FEN").is_none()
            {
                return RecordError::new(
                    super::text_line_of_tag(&record, gib::TAG_BOARD),
                    RecordErrorKind::UnknownStart {
                        value: board.to_string(),
                    },
                );
            }
            RecordError::new(
                super::text_line_of_tag(&record, "FEN"),
                RecordErrorKind::BadTagValue {
                    name: "FEN".into(),
                    value: record.tag("FEN").unwrap_or("").to_string(),
                },
            )
        })
    });
    let start = match start {
        Ok(p) => p,
        Err(e) => {
            return Replayed {
                game: Game::new(Position::start(rules)),
                rules,
                error: Some(ReplayError::Record(e)),
                warnings,
                record,
            };
        }
    };
    let mut game = Game::new(start);
    let mut error = None;
    for (i, rm) in record.moves.iter().enumerate() {
        match notation::parse(game.position(), &rm.text) {
            Ok(m) => {
                game.play(m).expect("parse returns legal moves");
            }
            Err(e) => {
                error = Some(ReplayError::Move {
                    number: i + 1,
                    line: rm.line,
                    text: rm.text.clone(),
                    error: e,
                });
                break;
            }
        }
    }
    let error = error.or_else(|| record.problem.clone().map(ReplayError::Record));
    if error.is_none()
        && let Some(w) = result_warning(&record, &game)
    {
        warnings.push(w);
    }
    Replayed {
        record,
        rules,
        game,
        error,
        warnings,
    }
}

/// The winner a result tag states: `Some(Some(side))`, `Some(None)` for a draw.
pub fn stated_result(record: &Record) -> Option<Option<Color>> {
    match record.format {
        Format::Pgn => match record.tag("Result")?.trim() {
            "1-0" => Some(Some(Color::Cho)),
            "0-1" => Some(Some(Color::Han)),
            "1/2-1/2" => Some(None),
            _ => None,
        },
        Format::Gib => {
            let v = record.tag(gib::TAG_RESULT)?.trim();
            match v.chars().next()? {
                '초' | '楚' => Some(Some(Color::Cho)),
                '한' | '漢' | '汉' => Some(Some(Color::Han)),
                '무' => Some(None),
                _ => None,
            }
        }
    }
}

/// A warning when the result tag contradicts the final position: the game is over by the
/// rules with another result, or the record claims a checkmate the position does not show.
/// A win claimed in an unfinished position is fine (a resignation, a loss on time).
fn result_warning(record: &Record, game: &Game) -> Option<Message> {
    let stated = stated_result(record)?;
    let outcome = game.outcome();
    let claims_mate = match record.format {
        Format::Pgn => {
            record
                .tag("Termination")
                .is_some_and(|t| t.to_ascii_lowercase().contains("mate"))
                || record.moves.last().is_some_and(|m| m.text.ends_with('#'))
        }
        Format::Gib => record
            .tag(gib::TAG_RESULT)
            .is_some_and(|t| t.contains("외통")),
    };
    let actual = match &outcome {
        Some(o) => rules_text::outcome(o),
        None => Message::new("record-ongoing"),
    };
    let contradicts = match &outcome {
        Some(o) => o.winner != stated,
        None => claims_mate,
    } || (claims_mate
        && outcome
            .as_ref()
            .is_some_and(|o| o.reason != EndReason::Checkmate));
    contradicts.then(|| {
        Message::new("record-result-mismatch")
            .arg("stated", stated_text(record))
            .arg_msg("actual", actual)
    })
}

fn stated_text(record: &Record) -> String {
    match record.format {
        Format::Pgn => record.tag("Result").unwrap_or("").to_string(),
        Format::Gib => record.tag(gib::TAG_RESULT).unwrap_or("").to_string(),
    }
}
