//! `play` goals: what a move must achieve. Shared by the lint (is the goal reachable, do the
//! example answers reach it) and the answer checker (does the learner's move reach it).

use super::model::Goal;
use crate::i18n::{Message, rules_text};
use crate::rules::cannon::compare_lines;
use crate::rules::{EndReason, Move, Position, Role, Square};

/// One condition of a goal. A move reaches the goal when it is legal and meets all of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Condition {
    /// The move starts from this point.
    From(Square),
    /// The move captures on this point.
    Capture(Square),
    /// The move captures any enemy piece.
    CaptureAny,
    /// The move captures a piece of this kind.
    CapturePiece(Role),
    /// The move ends on this point.
    Reach(Square),
    /// The opponent is in check afterwards.
    Check,
    /// The opponent is checkmated.
    Checkmate,
    /// The opponent has no legal move (checkmated or not) and so has lost.
    NoMoves,
    /// The kings no longer face each other.
    EndBikjang,
    /// The mover's king is no longer attacked.
    EscapeCheck,
    /// A line of the cannon on this point opens.
    OpenLine(Square),
    /// A line of the cannon on this point closes.
    CloseLine(Square),
    /// The move is one of these (the moves a search found as good as the best).
    OneOf(Vec<Move>),
    /// The move wins at least this many counting points (the exchange search).
    WinMaterial(u32),
}

/// A goal field whose value cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum GoalError {
    /// `field` (e.g. `capture`) is not a point.
    Square { field: &'static str, value: String },
    /// `capture_piece` is not a piece id.
    Piece(String),
    /// A move of `one_of` is not a move in coordinates.
    Move(String),
    /// No condition at all.
    Empty,
}

impl GoalError {
    /// The problem as the lint and the checker word it (the lint adds the place).
    pub(crate) fn message(&self) -> Message {
        match self {
            GoalError::Square { value, .. } => {
                Message::new("lint-bad-square").arg("square", value.clone())
            }
            GoalError::Piece(p) => Message::new("lint-unknown-piece")
                .arg("piece", p.clone())
                .arg_list("known", Role::ALL.map(|r| r.id())),
            GoalError::Move(m) => Message::new("lint-bad-move").arg("move", m.clone()),
            GoalError::Empty => Message::new("lint-goal-empty"),
        }
    }
}

pub(crate) fn parse_role(text: &str) -> Option<Role> {
    text.parse().ok()
}

/// The conditions of a goal, in the order of the model's fields; every unreadable field.
pub(crate) fn parse(goal: &Goal) -> Result<Vec<Condition>, Vec<GoalError>> {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    let mut square = |field: &'static str,
                      value: &Option<String>,
                      make: fn(Square) -> Condition,
                      out: &mut Vec<Condition>| {
        if let Some(v) = value {
            match v.parse::<Square>() {
                Ok(s) => out.push(make(s)),
                Err(_) => errors.push(GoalError::Square {
                    field,
                    value: v.clone(),
                }),
            }
        }
    };
    square("from", &goal.from, Condition::From, &mut out);
    square("capture", &goal.capture, Condition::Capture, &mut out);
    if goal.capture_any {
        out.push(Condition::CaptureAny);
    }
    let piece = goal
        .capture_piece
        .as_ref()
        .map(|p| parse_role(p).ok_or(p.clone()));
    if let Some(Ok(r)) = &piece {
        out.push(Condition::CapturePiece(*r));
    }
    square("reach", &goal.reach, Condition::Reach, &mut out);
    if goal.check {
        out.push(Condition::Check);
    }
    if goal.checkmate {
        out.push(Condition::Checkmate);
    }
    if goal.no_moves {
        out.push(Condition::NoMoves);
    }
    if goal.end_bikjang {
        out.push(Condition::EndBikjang);
    }
    if goal.escape_check {
        out.push(Condition::EscapeCheck);
    }
    square("open_line", &goal.open_line, Condition::OpenLine, &mut out);
    square(
        "close_line",
        &goal.close_line,
        Condition::CloseLine,
        &mut out,
    );
    if !goal.one_of.is_empty() {
        let mut moves = Vec::new();
        for text in &goal.one_of {
            match text.parse::<Move>() {
                Ok(m) => moves.push(m),
                Err(_) => errors.push(GoalError::Move(text.clone())),
            }
        }
        out.push(Condition::OneOf(moves));
    }
    if let Some(n) = goal.win_material {
        out.push(Condition::WinMaterial(n));
    }
    if let Some(Err(p)) = piece {
        errors.push(GoalError::Piece(p));
    }
    if out.is_empty() && errors.is_empty() {
        errors.push(GoalError::Empty);
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

impl Condition {
    /// The model field this condition comes from (for pointing at it).
    pub(crate) fn field(&self) -> &'static str {
        match self {
            Condition::From(_) => "from",
            Condition::Capture(_) => "capture",
            Condition::CaptureAny => "capture_any",
            Condition::CapturePiece(_) => "capture_piece",
            Condition::Reach(_) => "reach",
            Condition::Check => "check",
            Condition::Checkmate => "checkmate",
            Condition::NoMoves => "no_moves",
            Condition::EndBikjang => "end_bikjang",
            Condition::EscapeCheck => "escape_check",
            Condition::OpenLine(_) => "open_line",
            Condition::CloseLine(_) => "close_line",
            Condition::OneOf(_) => "one_of",
            Condition::WinMaterial(_) => "win_material",
        }
    }

    /// Whether the legal move `m` from `pos`, which leads to `next`, meets this condition.
    pub(crate) fn met(&self, pos: &Position, m: Move, next: &Position) -> bool {
        let us = pos.turn();
        let captured = (!m.is_pass())
            .then(|| pos.board().get(m.to))
            .flatten()
            .filter(|p| p.color != us);
        match *self {
            Condition::OneOf(ref moves) => moves.contains(&m),
            Condition::WinMaterial(n) => {
                crate::search::exchange::gain(pos, m).is_some_and(|g| g >= n as i32)
            }
            Condition::From(s) => m.from == s,
            Condition::Capture(s) => m.to == s && captured.is_some(),
            Condition::CaptureAny => captured.is_some(),
            Condition::CapturePiece(r) => captured.is_some_and(|p| p.role == r),
            Condition::Reach(s) => !m.is_pass() && m.to == s,
            Condition::Check => next.is_check(),
            Condition::Checkmate => next
                .outcome()
                .is_some_and(|o| o.reason == EndReason::Checkmate && o.winner == Some(us)),
            Condition::NoMoves => next.outcome().is_some_and(|o| {
                matches!(o.reason, EndReason::Checkmate | EndReason::NoMoves)
                    && o.winner == Some(us)
            }),
            Condition::EndBikjang => !next.kings_facing(),
            Condition::EscapeCheck => next
                .king(us)
                .is_none_or(|k| next.attackers(k, us.other()).is_empty()),
            Condition::OpenLine(s) => compare_lines(pos.board(), next.board())
                .iter()
                .any(|c| c.opened && c.before.cannon == s),
            Condition::CloseLine(s) => compare_lines(pos.board(), next.board())
                .iter()
                .any(|c| !c.opened && c.before.cannon == s),
        }
    }

    /// What the condition asks, as a phrase ("capture on d5"), for goal lists and feedback.
    pub(crate) fn message(&self) -> Message {
        let m = Message::new(format!("goal-{}", self.field().replace('_', "-")));
        match self {
            Condition::From(s)
            | Condition::Capture(s)
            | Condition::Reach(s)
            | Condition::OpenLine(s)
            | Condition::CloseLine(s) => m.arg("square", s.to_string()),
            Condition::CapturePiece(r) => m.arg_msg("piece", rules_text::piece(*r)),
            Condition::OneOf(moves) => m.arg_num("count", moves.len() as i64),
            Condition::WinMaterial(n) => m.arg_num("points", *n),
            _ => m,
        }
    }

    /// Points to highlight for this condition.
    pub(crate) fn squares(&self) -> Vec<Square> {
        match self {
            Condition::From(s)
            | Condition::Capture(s)
            | Condition::Reach(s)
            | Condition::OpenLine(s)
            | Condition::CloseLine(s) => vec![*s],
            _ => Vec::new(),
        }
    }
}

/// The conditions a legal move does not meet (empty: the goal is reached). `Err` with the
/// engine's reason when the move is illegal.
pub(crate) fn unmet(
    conditions: &[Condition],
    pos: &Position,
    m: Move,
) -> Result<Vec<Condition>, crate::rules::IllegalReason> {
    let next = pos.play(m)?;
    Ok(conditions
        .iter()
        .filter(|c| !c.met(pos, m, &next))
        .cloned()
        .collect())
}

/// Every legal move that reaches the goal.
pub(crate) fn reaching_moves(conditions: &[Condition], pos: &Position) -> Vec<Move> {
    pos.legal_moves()
        .into_iter()
        .filter(|&m| unmet(conditions, pos, m).is_ok_and(|u| u.is_empty()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{RuleSet, sq};

    #[test]
    fn conditions_parse_and_judge_moves() {
        let goal = Goal {
            from: Some("b1".into()),
            reach: Some("c3".into()),
            ..Goal::default()
        };
        let conds = parse(&goal).unwrap();
        assert_eq!(
            conds,
            vec![Condition::From(sq("b1")), Condition::Reach(sq("c3"))]
        );
        let pos = Position::start(RuleSet::Basic);
        assert_eq!(
            reaching_moves(&conds, &pos),
            vec![Move::new(sq("b1"), sq("c3"))]
        );
        let m = Move::new(sq("b1"), sq("a3"));
        assert_eq!(unmet(&conds, &pos, m), Ok(vec![Condition::Reach(sq("c3"))]));
        assert!(unmet(&conds, &pos, Move::new(sq("b1"), sq("d2"))).is_err());
    }

    #[test]
    fn capture_anything_and_leave_no_moves() {
        // Cho chariot a1 can take the Han horse on a5; the Han king is alone on d10.
        let pos =
            Position::from_fen("3k5/9/9/9/9/n8/9/9/4K4/R8 w - - 0 1", RuleSet::Basic).unwrap();
        let any = parse(&Goal {
            capture_any: true,
            ..Goal::default()
        })
        .unwrap();
        assert_eq!(
            reaching_moves(&any, &pos),
            vec![Move::new(sq("a1"), sq("a5"))]
        );
        // The Han king alone on d10 against a Cho chariot on a9: the moves that leave Han
        // without a legal move are exactly the ones the goal accepts.
        let mate =
            Position::from_fen("3k5/R8/9/9/9/9/9/9/4K4/4R4 w - - 0 1", RuleSet::Basic).unwrap();
        let no_moves = parse(&Goal {
            no_moves: true,
            ..Goal::default()
        })
        .unwrap();
        let winning = reaching_moves(&no_moves, &mate);
        for m in &winning {
            let next = mate.play(*m).unwrap();
            assert!(next.legal_moves().is_empty(), "{m}");
        }
        assert!(!winning.is_empty());
    }

    #[test]
    fn unreadable_and_empty_goals_are_errors() {
        assert_eq!(parse(&Goal::default()), Err(vec![GoalError::Empty]));
        let bad = Goal {
            capture: Some("z9".into()),
            capture_piece: Some("dragon".into()),
            ..Goal::default()
        };
        assert_eq!(
            parse(&bad),
            Err(vec![
                GoalError::Square {
                    field: "capture",
                    value: "z9".into()
                },
                GoalError::Piece("dragon".into())
            ])
        );
    }
}
