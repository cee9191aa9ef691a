//! Hints: the search's move with a one-line reason, as typed data (`HintReason`) worded in
//! `play.ftl` ("wins the chariot on c7", "only move out of check", "mate in 2"): mate in n, only
//! move, wins a piece, out of check, check, saves a piece, threatens one, blocks an attack,
//! protects a hanging piece, opens a cannon's line, else the point the piece goes to; found
//! with the engine's attackers and `rules::cannon`'s line changes.

use crate::i18n::{Message, rules_text};
use crate::rules::cannon::line_changes_of_move;
use crate::rules::{Color, Move, Position, Role, Square};
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
    /// It gives check: this piece attacks the king.
    Check { role: Role, square: Square },
    /// It moves an attacked piece to safety.
    Saves { role: Role, square: Square },
    /// It attacks an enemy piece that cannot stay where it is for free: undefended, or worth
    /// more than its attacker (`role` on `from` attacks `target` on `at`).
    Threatens {
        role: Role,
        from: Square,
        target: Role,
        at: Square,
    },
    /// It stands between an attacker and an own piece that was hanging.
    BlocksAttack { role: Role, square: Square },
    /// It protects an own piece that was attacked and unprotected.
    Protects { role: Role, square: Square },
    /// It opens a line for the own cannon on `cannon` (a file, a rank or a palace line), perhaps
    /// onto an enemy piece.
    OpensLine {
        cannon: Square,
        line: LineKind,
        onto: Option<(Role, Square)>,
    },
    /// Passing is best (nothing improves the position).
    Pass,
    /// The search likes it best; no single tactical reason: the piece goes to a better point.
    Improves { role: Role, square: Square },
}

/// Which kind of line a cannon uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LineKind {
    File,
    Rank,
    Palace,
}

impl LineKind {
    fn of(direction: (i8, i8)) -> LineKind {
        match direction {
            (0, _) => LineKind::File,
            (_, 0) => LineKind::Rank,
            _ => LineKind::Palace,
        }
    }

    fn id(self) -> &'static str {
        match self {
            LineKind::File => "file",
            LineKind::Rank => "rank",
            LineKind::Palace => "palace",
        }
    }
}

impl HintReason {
    pub(crate) fn message(&self) -> Message {
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
            HintReason::Check { role, square } => Message::new("hint-check")
                .arg_msg("piece", rules_text::piece(role))
                .arg("square", square.to_string()),
            HintReason::Saves { role, square } => Message::new("hint-saves")
                .arg_msg("piece", rules_text::piece(role))
                .arg("square", square.to_string()),
            HintReason::Pass => Message::new("hint-pass"),
            HintReason::Threatens {
                role,
                from,
                target,
                at,
            } => Message::new("hint-threatens")
                .arg_msg("piece", rules_text::piece(role))
                .arg("from", from.to_string())
                .arg_msg("target", rules_text::piece(target))
                .arg("square", at.to_string()),
            HintReason::BlocksAttack { role, square } => Message::new("hint-blocks")
                .arg_msg("piece", rules_text::piece(role))
                .arg("square", square.to_string()),
            HintReason::Protects { role, square } => Message::new("hint-protects")
                .arg_msg("piece", rules_text::piece(role))
                .arg("square", square.to_string()),
            HintReason::OpensLine { cannon, line, onto } => {
                let m = match onto {
                    Some((role, at)) => Message::new("hint-opens-line-onto")
                        .arg_msg("target", rules_text::piece(role))
                        .arg("target_square", at.to_string()),
                    None => Message::new("hint-opens-line"),
                };
                m.arg("square", cannon.to_string()).arg("line", line.id())
            }
            HintReason::Improves { role, square } => Message::new("hint-improves")
                .arg_msg("piece", rules_text::piece(role))
                .arg("square", square.to_string()),
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
    let us = pos.turn();
    let Ok(next) = pos.play(mv) else {
        return HintReason::Improves {
            role: mover,
            square: mv.to,
        };
    };
    if let Some(&checker) = next.checkers().first() {
        let role = next.board().get(checker).map_or(mover, |p| p.role);
        return HintReason::Check {
            role,
            square: checker,
        };
    }
    if mover != Role::King && !pos.attackers(mv.from, us.other()).is_empty() {
        return HintReason::Saves {
            role: mover,
            square: mv.from,
        };
    }
    if let Some(threat) = threat(pos, &next, mv, us) {
        return threat;
    }
    if let Some(defence) = defence(pos, &next, mv, us) {
        return defence;
    }
    if let Some(line) = opened_line(pos, &next, mv, us) {
        return line;
    }
    HintReason::Improves {
        role: mover,
        square: mv.to,
    }
}

/// What a piece is worth when weighing an exchange (the king: more than anything).
fn worth(role: Role) -> u32 {
    match role {
        Role::King => 100,
        r => r.points(),
    }
}

/// The piece of `color` on `at` can be taken with profit: attacked, and unprotected or attacked
/// by a cheaper piece.
fn hanging(pos: &Position, at: Square, color: Color) -> bool {
    let Some(piece) = pos.board().get(at).filter(|p| p.color == color) else {
        return false;
    };
    let attackers = pos.attackers(at, color.other());
    if attackers.is_empty() {
        return false;
    }
    let cheaper = attackers.iter().any(|&a| {
        pos.board()
            .get(a)
            .is_some_and(|p| worth(p.role) < worth(piece.role))
    });
    cheaper || pos.attackers(at, color).is_empty()
}

/// The most valuable enemy piece the move leaves hanging that was not before, and its attacker
/// (the moved piece when it is one).
fn threat(pos: &Position, next: &Position, mv: Move, us: Color) -> Option<HintReason> {
    let them = us.other();
    let (at, target) = next
        .board()
        .pieces()
        .filter(|(sq, p)| {
            p.color == them
                && p.role != Role::King
                && hanging(next, *sq, them)
                && !hanging(pos, *sq, them)
        })
        .max_by_key(|(_, p)| p.role.points())?;
    let attackers = next.attackers(at, us);
    let from = if attackers.contains(&mv.to) {
        mv.to
    } else {
        let before = pos.attackers(at, us);
        *attackers
            .iter()
            .find(|a| !before.contains(a))
            .or(attackers.first())?
    };
    let role = next.board().get(from)?.role;
    Some(HintReason::Threatens {
        role,
        from,
        target: target.role,
        at,
    })
}

/// The most valuable own piece (not the one moved) that was hanging and no longer is: the move
/// blocks the attack on it, or protects it.
fn defence(pos: &Position, next: &Position, mv: Move, us: Color) -> Option<HintReason> {
    let (square, piece) = next
        .board()
        .pieces()
        .filter(|(sq, p)| {
            p.color == us
                && p.role != Role::King
                && *sq != mv.to
                && hanging(pos, *sq, us)
                && !hanging(next, *sq, us)
        })
        .max_by_key(|(_, p)| p.role.points())?;
    let before = pos.attackers(square, us.other());
    let after = next.attackers(square, us.other());
    let blocked = before.iter().any(|a| !after.contains(a) && *a != mv.to);
    Some(if blocked {
        HintReason::BlocksAttack {
            role: piece.role,
            square,
        }
    } else {
        HintReason::Protects {
            role: piece.role,
            square,
        }
    })
}

/// A line of an own cannon the move opens (one onto an enemy piece first).
fn opened_line(pos: &Position, next: &Position, mv: Move, us: Color) -> Option<HintReason> {
    let changes = line_changes_of_move(pos.board(), mv);
    let opened = changes
        .iter()
        .filter(|c| c.opened && c.after.color == us)
        .map(|c| {
            let onto = c.after.reach.iter().find_map(|&s| {
                next.board()
                    .get(s)
                    .filter(|p| p.color != us)
                    .map(|p| (p.role, s))
            });
            (c, onto)
        });
    let (c, onto) = opened.max_by_key(|(_, onto)| onto.map_or(0, |(r, _)| worth(r) + 1))?;
    Some(HintReason::OpensLine {
        cannon: c.after.cannon,
        line: LineKind::of(c.after.direction),
        onto,
    })
}
