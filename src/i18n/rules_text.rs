//! The engine's facts as translatable messages: reasons, FEN and setup errors, results.
//! The engine itself stays free of text; this is the one place its ids meet the `.ftl` files.

use super::Message;
use crate::rules::{
    Color, EndReason, FenError, IllegalReason, Justification, LegalBasis, Move, Outcome, Piece,
    Position, PositionError, Role, RuleSet, SetupError,
};
use crate::rules::{Counting, NO_CAPTURE_DRAW_PLIES, OptionalEnd, OptionalReason};

pub(crate) fn side(color: Color) -> Message {
    Message::new(format!("side-{}", color.id()))
}

pub(crate) fn piece(role: Role) -> Message {
    Message::new(format!("piece-{}", role.id()))
}

/// A piece with its side: "Cho's horse", "汉方的马".
pub(crate) fn side_piece(piece: Piece) -> Message {
    Message::new("side-piece")
        .arg_msg("side", side(piece.color))
        .arg_msg("piece", self::piece(piece.role))
}

pub(crate) fn rules_name(rules: RuleSet) -> Message {
    Message::new(format!("rules-{}", rules.id()))
}

pub(crate) fn rules_description(rules: RuleSet) -> Message {
    Message::new(format!("rules-{}-desc", rules.id()))
}

/// The sentence for an illegal move.
pub(crate) fn reason(r: &IllegalReason) -> Message {
    use IllegalReason::*;
    let m = Message::new(format!("reason-{}", r.id()));
    match r {
        NoPiece { square }
        | OwnPieceOnTarget { square }
        | HorseLegBlocked { square }
        | ElephantBlocked { square }
        | ChariotBlocked { square }
        | CannonScreenIsCannon { square }
        | CannonCapturesCannon { square } => m.arg("square", square.to_string()),
        NotYourPiece { square, owner } => m
            .arg("square", square.to_string())
            .arg_msg("side", side(*owner)),
        NotPieceMove { role, from, to } | OffPalaceLine { role, from, to } => m
            .arg_msg("piece", piece(*role))
            .arg("from", from.to_string())
            .arg("to", to.to_string()),
        LeavesPalace { role, to } => m.arg_msg("piece", piece(*role)).arg("to", to.to_string()),
        CannonManyScreens { squares } => m.arg_num("count", squares.len() as i64).arg_list(
            "squares",
            squares.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
        ),
        KingWouldBeAttacked { square, role }
        | LeavesKingAttacked { square, role }
        | ExposesKing { square, role } => m
            .arg("square", square.to_string())
            .arg_msg("piece", piece(*role)),
        CannonNoScreen | SoldierBackward | SoldierDiagonal | MustAnswerBikjang | PassNotAllowed
        | PassInCheck | GameOver => m,
    }
}

/// A move string that is not in coordinate form.
pub(crate) fn bad_notation(text: &str) -> Message {
    Message::new("reason-bad-notation").arg("move", text.to_string())
}

pub(crate) fn fen_error(e: &FenError) -> Message {
    let m = Message::new(format!("fen-{}", e.id()));
    match e {
        FenError::Empty => m,
        FenError::Ranks { count } => m.arg_num("count", *count as i64),
        FenError::RankWidth { rank, points } => m
            .arg_num("rank", *rank as i64)
            .arg_num("points", *points as i64),
        FenError::PieceChar { rank, ch } => {
            m.arg_num("rank", *rank as i64).arg("char", ch.to_string())
        }
        FenError::Digits { rank, found } => m
            .arg_num("rank", i64::from(*rank))
            .arg("found", found.clone()),
        FenError::Turn { found }
        | FenError::Castling { found }
        | FenError::EnPassant { found }
        | FenError::Halfmove { found }
        | FenError::Fullmove { found }
        | FenError::Extra { found } => m.arg("found", found.clone()),
    }
}

pub(crate) fn position_error(e: &PositionError) -> Message {
    let m = Message::new(format!("pos-{}", e.id()));
    match e {
        PositionError::KingMissing { color }
        | PositionError::TooManyKings { color }
        | PositionError::OppositeCheck { color } => m.arg_msg("side", side(*color)),
        PositionError::KingOutsidePalace { color, square }
        | PositionError::AdvisorOutsidePalace { color, square }
        | PositionError::SoldierBehind { color, square } => m
            .arg_msg("side", side(*color))
            .arg("square", square.to_string()),
        PositionError::TooMany { color, role, count } => m
            .arg_msg("side", side(*color))
            .arg_msg("piece", piece(*role))
            .arg_num("count", *count as i64)
            .arg_num("max", role.max_count() as i64),
    }
}

/// One message per problem.
pub(crate) fn setup_error(e: &SetupError) -> Vec<Message> {
    match e {
        SetupError::Fen(f) => vec![fen_error(f)],
        SetupError::Position(p) => p.0.iter().map(position_error).collect(),
    }
}

/// `cause`, decided by counting material when `counting` is given.
fn by_counting(cause: Message, counting: Option<Counting>) -> Message {
    match counting {
        Some(c) => Message::new("end-by-counting")
            .arg_msg("cause", cause)
            .arg_msg(
                "counting",
                Message::new("end-counting")
                    .arg_num("cho", c.cho as i64)
                    .arg_num("han", c.han_tenths() as f64 / 10.0),
            ),
        None => cause,
    }
}

fn end_reason(outcome: &Outcome) -> Message {
    let m = Message::new(format!("end-{}", outcome.reason.id()));
    let m = match outcome.reason {
        EndReason::MoveLimit => m.arg_num("plies", NO_CAPTURE_DRAW_PLIES as i64),
        _ => m,
    };
    by_counting(m, outcome.counting)
}

/// An optional ending a player may claim (repetition, perpetual check, the ply limits):
/// "Cho may claim the win: ...", "Either side may claim a draw: ...".
pub(crate) fn optional_end(end: &OptionalEnd) -> Message {
    let reason = optional_end_reason(end);
    match end.winner {
        Some(w) => Message::new("claim-win")
            .arg_msg("side", side(w))
            .arg_msg("reason", reason),
        None => Message::new("claim-draw").arg_msg("reason", reason),
    }
}

/// Why an optional end (repetition, perpetual check, move repetition, plies without a
/// capture) applies, with the counting result where counting decided it.
pub(crate) fn optional_end_reason(end: &OptionalEnd) -> Message {
    let reason = match end.reason {
        OptionalReason::Repetition { .. } => Message::new("end-repetition"),
        OptionalReason::PerpetualCheck { by } => {
            Message::new("end-perpetual-check").arg_msg("side", side(by))
        }
        OptionalReason::MoveRepetition { by } => {
            Message::new("end-move-repetition").arg_msg("side", side(by))
        }
        OptionalReason::MoveLimit { plies } => {
            Message::new("end-move-limit").arg_num("plies", plies as i64)
        }
    };
    by_counting(reason, end.counting)
}

/// "Han wins by checkmate", "Draw: both sides passed", ...
pub(crate) fn outcome(o: &Outcome) -> Message {
    match o.winner {
        Some(w) => Message::new("result-win")
            .arg_msg("side", side(w))
            .arg_msg("reason", end_reason(o)),
        None => Message::new("result-draw").arg_msg("reason", end_reason(o)),
    }
}

/// What the engine says of a position (after its rule set): whose turn, check, bikjang, and
/// the end or "in progress" (`status` prints it; an erratum about a position quotes it).
pub(crate) fn position_status(pos: &Position) -> Vec<Message> {
    let side = || side(pos.turn());
    let mut lines = vec![Message::new("status-turn").arg_msg("side", side())];
    if pos.is_check() {
        lines.push(Message::new("status-check").arg_msg("side", side()));
    }
    if pos.kings_facing() {
        lines.push(Message::new("status-bikjang"));
    }
    lines.push(match &pos.outcome() {
        Some(o) => outcome(o),
        None => Message::new("status-ongoing"),
    });
    lines
}

/// Why a legal move is legal (`Position::justify`), as the feedback says it.
pub(crate) fn justification(m: Move, j: &Justification) -> Message {
    let msg = match &j.basis {
        LegalBasis::Pass => return Message::new("fb-why-pass"),
        LegalBasis::Chariot { diagonal: true, .. } => Message::new("fb-why-chariot-palace"),
        LegalBasis::Chariot { .. } => Message::new("fb-why-chariot"),
        LegalBasis::Cannon {
            screen,
            screen_role,
        } => Message::new("fb-why-cannon")
            .arg("screen", screen.to_string())
            .arg_msg("piece", piece(*screen_role)),
        LegalBasis::Horse { leg } => Message::new("fb-why-horse").arg("leg", leg.to_string()),
        LegalBasis::Elephant { first, second } => Message::new("fb-why-elephant")
            .arg("first", first.to_string())
            .arg("second", second.to_string()),
        LegalBasis::Palace { role, diagonal } => Message::new(if *diagonal {
            "fb-why-palace-diagonal"
        } else {
            "fb-why-palace-step"
        })
        .arg_msg("piece", piece(*role)),
        LegalBasis::SoldierForward => Message::new("fb-why-soldier-forward"),
        LegalBasis::SoldierSideways => Message::new("fb-why-soldier-sideways"),
        LegalBasis::SoldierPalace => Message::new("fb-why-soldier-palace"),
        LegalBasis::Plain => Message::new("fb-why-legal"),
    };
    let msg = msg
        .arg("from", m.from.to_string())
        .arg("to", m.to.to_string());
    match j.captures {
        Some(role) => Message::new("fb-why-captures")
            .arg_msg("why", msg)
            .arg_msg("piece", piece(role))
            .arg("square", m.to.to_string()),
        None => msg,
    }
}
