//! Hints: a suggested move with a one-line reason, as typed data worded in `play.ftl`
//! ("wins the chariot on c7", "only move out of check", "mate in 2").

use crate::i18n::{Message, rules_text};
use crate::rules::{Move, Position, Role, Square};
use crate::search::{Limits, MATE_BOUND, Score, Searcher};

/// Why the suggested move is good, most telling reason first.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HintReason {
    /// It forces a win (checkmate or another game end) in `moves` moves.
    MateIn { moves: u32 },
    /// The only legal move, out of check.
    OnlyMoveOutOfCheck,
    /// The only legal move.
    OnlyMove,
    /// It captures this piece.
    Wins { role: Role, square: Square },
    /// The best way out of check.
    OutOfCheck,
    /// It breaks bikjang, which must be answered.
    AnswersBikjang,
    /// It gives check.
    Check,
    /// It moves an attacked piece to safety.
    Saves { role: Role, square: Square },
    /// Passing is best (nothing improves the position).
    Pass,
    /// The search likes it best; no single tactical reason.
    Improves { role: Role },
}

impl HintReason {
    pub fn message(&self) -> Message {
        match *self {
            HintReason::MateIn { moves } => {
                Message::new("hint-mate-in").arg_num("moves", moves as i64)
            }
            HintReason::OnlyMoveOutOfCheck => Message::new("hint-only-move-out-of-check"),
            HintReason::OnlyMove => Message::new("hint-only-move"),
            HintReason::Wins { role, square } => Message::new("hint-wins")
                .arg_msg("piece", rules_text::piece(role))
                .arg("square", square.to_string()),
            HintReason::OutOfCheck => Message::new("hint-out-of-check"),
            HintReason::AnswersBikjang => Message::new("hint-answers-bikjang"),
            HintReason::Check => Message::new("hint-check"),
            HintReason::Saves { role, square } => Message::new("hint-saves")
                .arg_msg("piece", rules_text::piece(role))
                .arg("square", square.to_string()),
            HintReason::Pass => Message::new("hint-pass"),
            HintReason::Improves { role } => {
                Message::new("hint-improves").arg_msg("piece", rules_text::piece(role))
            }
        }
    }
}

/// A suggested move and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    pub mv: Move,
    pub reason: HintReason,
}

impl Hint {
    /// "b1c3: wins the chariot on c3".
    pub fn message(&self) -> Message {
        Message::new("hint-line")
            .arg("move", self.mv.to_string())
            .arg_msg("reason", self.reason.message())
    }
}

/// Searches `pos` (`earlier`: the game's positions before it) and explains the best move.
/// `None` when the game is over.
pub fn hint(
    searcher: &mut Searcher,
    pos: &Position,
    earlier: &[Position],
    limits: &Limits,
) -> Option<Hint> {
    let legal = pos.legal_moves();
    let out = searcher.search(pos, earlier, limits, |_| {});
    let mv = out.best?;
    Some(Hint {
        mv,
        reason: reason(pos, mv, out.score, legal.len()),
    })
}

/// The reason for `mv` in `pos`, given the search's score and the number of legal moves.
pub fn reason(pos: &Position, mv: Move, score: i32, legal: usize) -> HintReason {
    let in_check = pos.is_check();
    if score >= MATE_BOUND
        && let Score::Mate(n) = Score::from_internal(score)
    {
        return HintReason::MateIn {
            moves: n.max(1) as u32,
        };
    }
    if legal == 1 {
        return if in_check {
            HintReason::OnlyMoveOutOfCheck
        } else {
            HintReason::OnlyMove
        };
    }
    if mv.is_pass() {
        return HintReason::Pass;
    }
    let mover = pos.board().get(mv.from).map_or(Role::King, |p| p.role);
    if let Some(victim) = pos.board().get(mv.to) {
        return HintReason::Wins {
            role: victim.role,
            square: mv.to,
        };
    }
    if in_check {
        return HintReason::OutOfCheck;
    }
    if pos.is_bikjang() {
        return HintReason::AnswersBikjang;
    }
    if pos.play(mv).is_ok_and(|next| next.is_check()) {
        return HintReason::Check;
    }
    if mover != Role::King && !pos.attackers(mv.from, pos.turn().other()).is_empty() {
        return HintReason::Saves {
            role: mover,
            square: mv.from,
        };
    }
    HintReason::Improves { role: mover }
}
