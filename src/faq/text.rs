//! FAQ claims, the engine's evidence and the problems of a claim as translatable messages
//! (`faq-*` ids in `i18n/<lang>/faq.ftl`). No words here: only ids and arguments.

use crate::i18n::{Message, rules_text};
use crate::lesson::model::{PositionSpec, Statement};
use crate::lesson::position::spec_setup;
use crate::lesson::statement::{Evidence, StatementError, parse_piece, parse_side};
use crate::rules::{Board, Move, Piece, Position, RuleSet, Setup, Square};

use super::model::ExpectError;

/// `$expect` argument: 1 for the plain form, 0 for the negated one. A number, so Fluent can
/// select on it (`{ $expect -> [0] ... *[other] ... }`).
fn expect_arg(expect: Option<bool>) -> i64 {
    i64::from(expect != Some(false))
}

fn side_arg(side: &str) -> Message {
    match parse_side(side) {
        Ok(c) => rules_text::side(c),
        // A malformed side is reported as a problem of its own; show it as written meanwhile.
        Err(_) => Message::new("faq-as-written").arg("text", side.to_string()),
    }
}

/// A short name for an illegal-move reason id, for claims such as "b3b9 is illegal: the
/// screen is a cannon".
pub(crate) fn reason_name(id: &str) -> Message {
    Message::new(format!("faq-why-{id}"))
}

/// A rule set's short name, for lists of rule sets.
pub(crate) fn rules_short(rules: RuleSet) -> Message {
    Message::new(format!("faq-rules-short-{}", rules.id()))
}

/// A short name for an end reason id (`checkmate`, `bikjang`, ...).
pub(crate) fn end_name(id: &str) -> Message {
    Message::new(format!("faq-end-{id}"))
}

/// The statement as a sentence; with `expect == Some(false)` its negation ("b3b6 is not
/// legal"). `None` gives the plain form, for claims whose truth differs between rule sets.
/// `board` (the claim's position) names the piece on a point, where the statement has one.
pub(crate) fn statement(st: &Statement, expect: Option<bool>, board: Option<&Board>) -> Message {
    let e = expect_arg(expect);
    match st {
        Statement::Legal { mv } => Message::new("faq-st-legal").arg("move", mv.clone()),
        Statement::Illegal { mv, reason: None } => {
            Message::new("faq-st-illegal").arg("move", mv.clone())
        }
        Statement::Illegal {
            mv,
            reason: Some(r),
        } => Message::new("faq-st-illegal-why")
            .arg("move", mv.clone())
            .arg_msg("why", reason_name(r)),
        Statement::Destinations { square, points } => {
            let piece = square
                .parse::<Square>()
                .ok()
                .and_then(|s| board.and_then(|b| b.get(s)))
                .map_or(Message::new("faq-piece-unknown"), |p| {
                    rules_text::piece(p.role)
                });
            Message::new("faq-st-destinations")
                .arg_msg("piece", piece)
                .arg("square", square.clone())
                .arg_num("count", points.len())
                .arg_msg("points", series(points))
        }
        Statement::Check { side } => Message::new("faq-st-check").arg_msg("side", side_arg(side)),
        Statement::Bikjang => Message::new("faq-st-bikjang"),
        Statement::KingsFacing => Message::new("faq-st-kings-facing"),
        Statement::LineOpen { line } => {
            let m = Message::new("faq-st-line-open");
            match line.parse::<crate::lesson::lines::LineId>() {
                Ok(id) => m.arg_msg("line", id.message()),
                Err(_) => m.arg("line", line.clone()),
            }
        }
        Statement::PieceOn { square, piece } => Message::new("faq-st-piece-on")
            .arg("square", square.clone())
            .arg_msg("piece", piece_or_empty(parse_piece(piece).ok().flatten())),
        Statement::ToMove { side } => {
            Message::new("faq-st-to-move").arg_msg("side", side_arg(side))
        }
        Statement::GameOver { winner, reason } => {
            let result = match (winner.as_str(), reason) {
                ("draw", None) => Message::new("faq-result-draw"),
                ("draw", Some(r)) => Message::new("faq-result-draw-by").arg_msg("end", end_name(r)),
                (w, None) => Message::new("faq-result-win").arg_msg("side", side_arg(w)),
                (w, Some(r)) => Message::new("faq-result-win-by")
                    .arg_msg("side", side_arg(w))
                    .arg_msg("end", end_name(r)),
            };
            Message::new("faq-st-game-over").arg_msg("result", result)
        }
        Statement::Ongoing => Message::new("faq-st-ongoing"),
        Statement::NoPromotion => Message::new("faq-st-no-promotion"),
        Statement::CanPass => Message::new("faq-st-can-pass"),
        Statement::Hanging { square } => {
            Message::new("faq-st-hanging").arg("square", square.clone())
        }
        Statement::WinsMaterial { mv, points } => Message::new("faq-st-wins-material")
            .arg("move", mv.clone())
            .arg_num("points", points.unwrap_or(1)),
        Statement::LosesMaterial { mv, points } => Message::new("faq-st-loses-material")
            .arg("move", mv.clone())
            .arg_num("points", points.unwrap_or(1)),
        Statement::OptionalEnd { result, reason } => {
            let m = Message::new("faq-st-optional-end").arg("result", result.clone());
            match reason {
                Some(r) => m.arg("reason", r.clone()),
                None => m.arg("reason", "any"),
            }
        }
    }
    .arg_num("expect", e)
}

/// Points or moves one after another, with the reader's separator ("b5, b6" / "b5、b6").
pub(crate) fn series<S: AsRef<str>>(items: &[S]) -> Message {
    match items {
        [] => Message::new("faq-list-none"),
        [one] => Message::new("faq-as-written").arg("text", one.as_ref().to_string()),
        [head, rest @ ..] => Message::new("faq-series")
            .arg("head", head.as_ref().to_string())
            .arg_msg("rest", series(rest)),
    }
}

/// "A", "A and B", "A, B and C" in the reader's language.
pub(crate) fn list(items: Vec<Message>) -> Message {
    let mut items = items;
    match items.len() {
        0 => Message::new("faq-list-none"),
        1 => items.remove(0),
        2 => {
            let b = items.pop().expect("two items");
            let a = items.pop().expect("two items");
            Message::new("faq-list-pair")
                .arg_msg("a", a)
                .arg_msg("b", b)
        }
        _ => {
            let head = items.remove(0);
            Message::new("faq-list-more")
                .arg_msg("head", head)
                .arg_msg("rest", list(items))
        }
    }
}

/// "the chariot on e8".
pub(crate) fn piece_at(board: &Board, square: Square) -> Message {
    match board.get(square) {
        Some(p) => Message::new("faq-piece-at")
            .arg_msg("piece", rules_text::piece(p.role))
            .arg("square", square.to_string()),
        None => Message::new("faq-as-written").arg("text", square.to_string()),
    }
}

fn moves_text(moves: &[Move]) -> Message {
    let mut v: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    v.sort();
    series(&v)
}

/// What the engine saw, as one or two sentences.
pub(crate) fn evidence(ev: &Evidence, pos: &Position) -> Message {
    match ev {
        Evidence::Legal(m) => Message::new("faq-ev-legal").arg("move", m.to_string()),
        Evidence::Illegal(m, r) => Message::new("faq-ev-illegal")
            .arg("move", m.to_string())
            .arg_msg("reason", rules_text::reason(r)),
        Evidence::Destinations(square, points) => match pos.board().get(*square) {
            None => rules_text::reason(&crate::rules::IllegalReason::NoPiece { square: *square }),
            Some(p) => {
                // File by file, then rank, as a reader scans the board: a10, b9, b10.
                let mut sorted = points.clone();
                sorted.sort_by_key(|s| (s.file(), s.rank()));
                let names: Vec<String> = sorted.iter().map(|s| s.to_string()).collect();
                Message::new("faq-ev-destinations")
                    .arg_msg("piece", rules_text::piece(p.role))
                    .arg("square", square.to_string())
                    .arg_num("count", points.len())
                    .arg_msg("points", series(&names))
            }
        },
        Evidence::Check { side, attackers } if attackers.is_empty() => {
            Message::new("faq-ev-not-in-check").arg_msg("side", rules_text::side(*side))
        }
        Evidence::Check { side, attackers } => Message::new("faq-ev-in-check")
            .arg_msg("side", rules_text::side(*side))
            .arg_msg(
                "attackers",
                list(
                    attackers
                        .iter()
                        .map(|&s| piece_at(pos.board(), s))
                        .collect(),
                ),
            ),
        Evidence::Bikjang { facing: false, .. } => Message::new("faq-ev-not-facing"),
        Evidence::Bikjang {
            facing: true,
            in_force: true,
        } => Message::new("faq-ev-bikjang"),
        Evidence::Bikjang {
            facing: true,
            in_force: false,
        } => Message::new("faq-ev-facing-no-rule"),
        Evidence::ToMove(c) => Message::new("status-turn").arg_msg("side", rules_text::side(*c)),
        Evidence::Outcome(Some(o)) => {
            Message::new("faq-ev-over").arg_msg("result", rules_text::outcome(o))
        }
        Evidence::Outcome(None) => Message::new("status-ongoing"),
        Evidence::SoldierMoves(moves) => Message::new("faq-ev-soldier-moves")
            .arg_num("count", moves.len())
            .arg_msg("moves", moves_text(moves)),
        Evidence::Pass(Ok(())) => {
            let king = pos.king(pos.turn());
            let mv = king.map_or(String::new(), |k| Move::new(k, k).to_string());
            Message::new("faq-ev-pass-legal").arg("move", mv)
        }
        Evidence::Pass(Err(r)) => {
            Message::new("faq-ev-pass-illegal").arg_msg("reason", rules_text::reason(r))
        }
        // The lesson layer words it already; one wording for both.
        Evidence::Line(..) => crate::lesson::evidence::message(ev),
        Evidence::PieceOn(square, piece) => Message::new("faq-ev-piece-on")
            .arg("square", square.to_string())
            .arg_msg("piece", piece_or_empty(*piece)),
        Evidence::OptionalEnd(_) | Evidence::Hanging(..) | Evidence::Material(..) => {
            crate::lesson::evidence::message(ev)
        }
    }
}

/// A claim whose `rules` and `expect` do not fit.
pub(crate) fn expect_error(e: &ExpectError) -> Message {
    match e {
        ExpectError::UnknownRules { name, .. } => Message::new("faq-problem-unknown-rules")
            .arg("name", name.clone())
            .arg_list("known", RuleSet::ALL.map(|r| r.id())),
        ExpectError::Missing(r) => {
            Message::new("faq-problem-missing-expect").arg("rules", r.id().to_string())
        }
        ExpectError::Unlisted(r) => {
            Message::new("faq-problem-unlisted-expect").arg("rules", r.id().to_string())
        }
        ExpectError::Empty => Message::new("faq-problem-no-rules"),
    }
}

/// "Cho's king", "Han's cannon" or "no piece".
fn piece_or_empty(piece: Option<Piece>) -> Message {
    piece.map_or(Message::new("piece-none"), rules_text::side_piece)
}

/// A statement with a malformed value.
pub(crate) fn statement_error(e: &StatementError) -> Message {
    match e {
        StatementError::Move(v) => Message::new("faq-statement-move").arg("value", v.clone()),
        StatementError::Square(v) => Message::new("faq-statement-square").arg("value", v.clone()),
        StatementError::Side(v) => Message::new("faq-statement-side").arg("value", v.clone()),
        StatementError::Reason(v) => Message::new("faq-statement-reason").arg("value", v.clone()),
        StatementError::Result(v) => Message::new("faq-statement-result").arg("value", v.clone()),
        StatementError::Piece(v) => Message::new("faq-statement-piece").arg("value", v.clone()),
        StatementError::Line(v) => Message::new("faq-statement-line").arg("value", v.clone()),
        // The lesson's wording lists the values allowed; one wording for both.
        StatementError::OptionalEnd(_) => e.message(),
    }
}

/// A claim's position in words: the start position or its FEN, then the moves played.
pub(crate) fn position(spec: &PositionSpec) -> Message {
    let base = match spec_setup(spec) {
        Ok(setup) if setup == Setup::start() => Message::new("faq-position-start"),
        Ok(setup) => Message::new("faq-position-fen").arg("fen", setup.to_fen()),
        // Broken positions are reported as problems; show what was written meanwhile.
        Err(_) => match &spec.fen {
            Some(fen) => Message::new("faq-position-fen").arg("fen", fen.clone()),
            None => Message::new("faq-position-diagram"),
        },
    };
    if spec.moves.is_empty() {
        base
    } else {
        Message::new("faq-position-moves")
            .arg_msg("position", base)
            .arg("moves", spec.moves.join(" "))
    }
}
