//! The engine's evidence for a statement (`statement::Evidence`) as a translatable message
//! and the points to highlight. Used by the lint ("the engine finds the claim false: ...")
//! and by the checker's feedback for `claim` and `choice`.

use super::statement::Evidence;
use crate::i18n::{Message, rules_text};
use crate::rules::Square;

/// What the engine saw, as one sentence.
pub(crate) fn message(evidence: &Evidence) -> Message {
    match evidence {
        Evidence::Legal(m) => Message::new("lesson-evidence-legal").arg("move", m.to_string()),
        Evidence::Illegal(m, r) => Message::new("lesson-evidence-illegal")
            .arg("move", m.to_string())
            .arg_msg("reason", rules_text::reason(r)),
        Evidence::Destinations(from, points) => Message::new("lesson-evidence-destinations")
            .arg("square", from.to_string())
            .arg_num("count", points.len())
            .arg_list("points", points.iter()),
        Evidence::Check { side, attackers } if attackers.is_empty() => {
            Message::new("lesson-evidence-not-check").arg_msg("side", rules_text::side(*side))
        }
        Evidence::Check { side, attackers } => Message::new("lesson-evidence-check")
            .arg_msg("side", rules_text::side(*side))
            .arg_list("squares", attackers.iter()),
        Evidence::Bikjang {
            facing: true,
            in_force: true,
        } => Message::new("lesson-evidence-bikjang"),
        Evidence::Bikjang { facing: true, .. } => Message::new("lesson-evidence-facing-no-rule"),
        Evidence::Bikjang { .. } => Message::new("lesson-evidence-no-bikjang"),
        Evidence::ToMove(c) => {
            Message::new("lesson-evidence-to-move").arg_msg("side", rules_text::side(*c))
        }
        Evidence::Outcome(Some(o)) => {
            Message::new("lesson-evidence-over").arg_msg("result", rules_text::outcome(o))
        }
        Evidence::Outcome(None) => Message::new("lesson-evidence-ongoing"),
        Evidence::SoldierMoves(moves) => {
            Message::new("lesson-evidence-soldiers").arg_num("count", moves.len())
        }
        Evidence::Pass(Ok(())) => Message::new("lesson-evidence-can-pass"),
        Evidence::Pass(Err(r)) => {
            Message::new("lesson-evidence-cannot-pass").arg_msg("reason", rules_text::reason(r))
        }
        Evidence::Line(id, None) => {
            Message::new("lesson-evidence-no-cannon").arg("square", id.cannon.to_string())
        }
        Evidence::Line(id, Some(reach)) if reach.is_empty() => {
            Message::new("lesson-evidence-line-closed").arg_msg("line", id.message())
        }
        Evidence::Line(id, Some(reach)) => Message::new("lesson-evidence-line-open")
            .arg_msg("line", id.message())
            .arg_list("points", reach.iter()),
        // An empty point is said as such ("e1 is empty"), not as "on e1 stands: no piece".
        Evidence::PieceOn(square, None) => {
            Message::new("lesson-evidence-empty").arg("square", square.to_string())
        }
        Evidence::PieceOn(square, Some(piece)) => Message::new("lesson-evidence-piece-on")
            .arg("square", square.to_string())
            .arg_msg("piece", rules_text::side_piece(*piece)),
        Evidence::OptionalEnd(Some(end)) => rules_text::optional_end(end),
        Evidence::OptionalEnd(None) => Message::new("evidence-no-optional-end"),
        Evidence::Hanging(square, None) => {
            Message::new("lesson-evidence-not-hanging").arg("square", square.to_string())
        }
        Evidence::Hanging(square, Some(won)) => Message::new("lesson-evidence-hanging")
            .arg("square", square.to_string())
            .arg("move", won.capture.to_string())
            .arg_num("points", won.points as i64),
        Evidence::Material(m, gain) if *gain > 0 => Message::new("lesson-evidence-wins")
            .arg("move", m.to_string())
            .arg_num("points", *gain as i64),
        Evidence::Material(m, gain) if *gain < 0 => Message::new("lesson-evidence-loses")
            .arg("move", m.to_string())
            .arg_num("points", -*gain as i64),
        Evidence::Material(m, _) => Message::new("lesson-evidence-even").arg("move", m.to_string()),
    }
}

/// The points the evidence is about (a move's ends and its reason's points, attackers, ...).
pub(crate) fn squares(evidence: &Evidence) -> Vec<Square> {
    match evidence {
        Evidence::Legal(m) => vec![m.from, m.to],
        Evidence::Illegal(m, r) => {
            let mut v = vec![m.from, m.to];
            v.extend(r.squares());
            v.dedup();
            v
        }
        Evidence::Destinations(from, points) => {
            let mut v = vec![*from];
            v.extend(points);
            v
        }
        Evidence::Check { attackers, .. } => attackers.clone(),
        Evidence::SoldierMoves(moves) => moves.iter().map(|m| m.to).collect(),
        Evidence::PieceOn(square, _) => vec![*square],
        Evidence::Hanging(square, None) => vec![*square],
        Evidence::Hanging(_, Some(won)) => vec![won.capture.from, won.capture.to],
        Evidence::Material(m, _) => vec![m.from, m.to],
        Evidence::Line(id, reach) => {
            let mut v = vec![id.cannon];
            v.extend(reach.iter().flatten());
            v
        }
        _ => Vec::new(),
    }
}
