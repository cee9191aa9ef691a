//! Cannon lines as lessons name them (`b3:up`), move sequences played from a lesson
//! position, and the lines such a sequence opens or closes. Shared by the lint and the
//! answer checker.

use std::fmt;
use std::str::FromStr;

use crate::rules::cannon::{CannonLine, LineChange, LineChangeCause, cannon_lines, compare_lines};
use crate::rules::{IllegalReason, Move, Position, Square};

/// The directions a line id may name: Cho's view of the board, or the palace diagonal.
pub(crate) const DIRECTIONS: [&str; 5] = ["up", "down", "left", "right", "palace"];

/// A cannon line: the cannon's point and a direction, written `b3:up`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LineId {
    pub(crate) cannon: Square,
    /// One of [`DIRECTIONS`].
    pub(crate) direction: &'static str,
}

impl LineId {
    pub(crate) fn of(line: &CannonLine) -> LineId {
        LineId {
            cannon: line.cannon,
            direction: line.direction_id(),
        }
    }
}

impl LineId {
    /// The line in words for prose and feedback (`lesson-line`: "b3 包向上的线", "b3 포의 위쪽
    /// 길"); English keeps the id the learner types.
    pub(crate) fn message(&self) -> crate::i18n::Message {
        crate::i18n::Message::new("lesson-line")
            .arg("square", self.cannon.to_string())
            .arg("direction", self.direction)
    }
}

impl fmt::Display for LineId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.cannon, self.direction)
    }
}

/// A text that is not `<point>:<direction>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLineError(pub(crate) String);

impl FromStr for LineId {
    type Err = ParseLineError;

    fn from_str(s: &str) -> Result<LineId, ParseLineError> {
        let err = || ParseLineError(s.to_string());
        let (point, dir) = s.trim().split_once(':').ok_or_else(err)?;
        let cannon = point.trim().parse().map_err(|_| err())?;
        let dir = dir.trim().to_ascii_lowercase();
        let direction = DIRECTIONS.into_iter().find(|d| *d == dir).ok_or_else(err)?;
        Ok(LineId { cannon, direction })
    }
}

/// The feedback key (`reason` in a lesson's feedback overrides) for each cause of a line
/// change, so an author can attach a misconception to "missed a change of screen kind".
pub(crate) const CAUSE_REASONS: [&str; 3] = ["line-count", "line-kind", "line-beyond"];

pub(crate) fn cause_reason(cause: LineChangeCause) -> &'static str {
    match cause {
        LineChangeCause::Count => "line-count",
        LineChangeCause::Kind => "line-kind",
        LineChangeCause::Beyond => "line-beyond",
    }
}

/// A move of a sequence that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum SequenceError {
    Notation {
        index: usize,
        text: String,
    },
    Illegal {
        index: usize,
        text: String,
        reason: IllegalReason,
    },
}

impl SequenceError {
    pub(crate) fn index(&self) -> usize {
        match self {
            SequenceError::Notation { index, .. } | SequenceError::Illegal { index, .. } => *index,
        }
    }
}

/// The positions along a sequence: `start`, then after each move (`moves.len() + 1` in all).
pub(crate) fn play_sequence(
    start: &Position,
    moves: &[String],
) -> Result<Vec<Position>, SequenceError> {
    let mut out = vec![start.clone()];
    for (index, text) in moves.iter().enumerate() {
        let m: Move = text.parse().map_err(|_| SequenceError::Notation {
            index,
            text: text.clone(),
        })?;
        let next = out[index]
            .play(m)
            .map_err(|reason| SequenceError::Illegal {
                index,
                text: text.clone(),
                reason,
            })?;
        out.push(next);
    }
    Ok(out)
}

/// The line changes between two positions (cannons that stayed put), opened ones first.
pub(crate) fn changes(before: &Position, after: &Position) -> Vec<LineChange> {
    let mut all = compare_lines(before.board(), after.board());
    all.sort_by_key(|c| (!c.opened, LineId::of(&c.before)));
    all
}

/// Every line a learner could name in a `lines` answer: the lines of each cannon that stands
/// on the same point before and after (a trainer offers these to choose from), sorted.
pub(crate) fn candidates(before: &Position, after: &Position) -> Vec<LineId> {
    let after_lines = cannon_lines(after.board(), None);
    let mut out: Vec<LineId> = cannon_lines(before.board(), None)
        .iter()
        .filter(|b| {
            after_lines
                .iter()
                .any(|a| a.cannon == b.cannon && a.color == b.color && a.direction == b.direction)
        })
        .map(LineId::of)
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The ids of the lines that opened and of those that closed, each sorted.
pub(crate) fn split(changes: &[LineChange]) -> (Vec<LineId>, Vec<LineId>) {
    let mut opened = Vec::new();
    let mut closed = Vec::new();
    for c in changes {
        let id = LineId::of(&c.before);
        if c.opened {
            opened.push(id);
        } else {
            closed.push(id);
        }
    }
    opened.sort();
    closed.sort();
    (opened, closed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{RuleSet, sq};

    #[test]
    fn line_ids_round_trip_and_reject_nonsense() {
        let id: LineId = "b3:up".parse().unwrap();
        assert_eq!(
            id,
            LineId {
                cannon: sq("b3"),
                direction: "up"
            }
        );
        assert_eq!(id.to_string(), "b3:up");
        for bad in ["b3", "b3:north", "z3:up", ":up", ""] {
            assert!(bad.parse::<LineId>().is_err(), "{bad}");
        }
    }

    #[test]
    fn candidates_are_the_lines_of_cannons_that_stay() {
        let start = Position::start(RuleSet::Basic);
        // The horse leaves b1 and becomes the b3 cannon's screen; the cannon jumps it to e3.
        let moves = ["b1c3".into(), "b10c8".into(), "b3e3".into()];
        let seq = play_sequence(&start, &moves).unwrap();
        let c = candidates(&seq[0], &seq[3]);
        // h3 and the two Han cannons stay (4 directions each); b3 moved away.
        assert_eq!(c.len(), 12);
        assert!(c.iter().all(|l| l.cannon != sq("b3")));
        assert!(c.contains(&"h3:left".parse().unwrap()));
    }

    #[test]
    fn a_sequence_reports_the_first_bad_move() {
        let start = Position::start(RuleSet::Basic);
        let ok = play_sequence(&start, &["b1c3".into(), "b10c8".into()]).unwrap();
        assert_eq!(ok.len(), 3);
        assert!(matches!(
            play_sequence(&start, &["b1c3".into(), "b1d2".into()]),
            Err(SequenceError::Illegal { index: 1, .. })
        ));
        assert!(matches!(
            play_sequence(&start, &["nonsense".into()]),
            Err(SequenceError::Notation { index: 0, .. })
        ));
    }
}
