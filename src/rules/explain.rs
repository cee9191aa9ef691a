//! Why a move is illegal. A tutor must say why, so every refusal carries a reason and the
//! points involved (the blocked horse leg, the cannon's screen, the attacker).

use std::fmt;

use super::geometry::{Square, palace_diagonal_step, palace_rays};
use super::moves::Move;
use super::piece::{Color, Role};
use super::position::{Position, SafetyViolation};
use super::tables::TABLES;

/// The reason a move is illegal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// No piece on the starting point.
    NoPiece {
        square: Square,
    },
    /// The piece belongs to the other side.
    NotYourPiece {
        square: Square,
        owner: Color,
    },
    /// One's own piece stands on the target.
    OwnPieceOnTarget {
        square: Square,
    },
    /// The piece never moves like that.
    NotPieceMove {
        role: Role,
        from: Square,
        to: Square,
    },
    /// King and advisors never leave their palace.
    LeavesPalace {
        role: Role,
        to: Square,
    },
    /// A diagonal step inside the palace that is not along a palace line.
    OffPalaceLine {
        role: Role,
        from: Square,
        to: Square,
    },
    HorseLegBlocked {
        square: Square,
    },
    ElephantBlocked {
        square: Square,
    },
    ChariotBlocked {
        square: Square,
    },
    /// A cannon needs exactly one piece to jump, to move as well as to capture.
    CannonNoScreen,
    CannonScreenIsCannon {
        square: Square,
    },
    CannonManyScreens {
        squares: Vec<Square>,
    },
    CannonCapturesCannon {
        square: Square,
    },
    SoldierBackward,
    /// Diagonal soldier steps exist only along enemy palace lines, and only in rule sets with them.
    SoldierDiagonal,
    /// The king would step onto a point attacked by the piece on `square`.
    KingWouldBeAttacked {
        square: Square,
        role: Role,
    },
    /// The king is in check and this move leaves it attacked by the piece on `square`.
    LeavesKingAttacked {
        square: Square,
        role: Role,
    },
    /// The move opens a line to the own king or gives an enemy cannon its screen.
    ExposesKing {
        square: Square,
        role: Role,
    },
    /// The kings face each other and the move does not end it.
    MustAnswerBikjang,
    /// This rule set has no pass.
    PassNotAllowed,
    PassInCheck,
    /// The game is already over.
    GameOver,
}

impl IllegalReason {
    /// Stable id (`reason-<id>` in the translations, and in lesson feedback keys).
    pub fn id(&self) -> &'static str {
        use IllegalReason::*;
        match self {
            NoPiece { .. } => "no-piece",
            NotYourPiece { .. } => "not-your-piece",
            OwnPieceOnTarget { .. } => "own-piece-on-target",
            NotPieceMove { .. } => "not-piece-move",
            LeavesPalace { .. } => "leaves-palace",
            OffPalaceLine { .. } => "off-palace-line",
            HorseLegBlocked { .. } => "horse-leg-blocked",
            ElephantBlocked { .. } => "elephant-blocked",
            ChariotBlocked { .. } => "chariot-blocked",
            CannonNoScreen => "cannon-no-screen",
            CannonScreenIsCannon { .. } => "cannon-screen-cannon",
            CannonManyScreens { .. } => "cannon-many-screens",
            CannonCapturesCannon { .. } => "cannon-captures-cannon",
            SoldierBackward => "soldier-backward",
            SoldierDiagonal => "soldier-diagonal",
            KingWouldBeAttacked { .. } => "king-would-be-attacked",
            LeavesKingAttacked { .. } => "leaves-king-attacked",
            ExposesKing { .. } => "exposes-king",
            MustAnswerBikjang => "must-answer-bikjang",
            PassNotAllowed => "pass-not-allowed",
            PassInCheck => "pass-in-check",
            GameOver => "game-over",
        }
    }

    /// All reason ids (exactly those `id` gives), for documentation, lint and translation
    /// tests. Notation that cannot be read is no engine reason: see `rules_text::bad_notation`.
    pub(crate) const IDS: [&'static str; 22] = [
        "no-piece",
        "not-your-piece",
        "own-piece-on-target",
        "not-piece-move",
        "leaves-palace",
        "off-palace-line",
        "horse-leg-blocked",
        "elephant-blocked",
        "chariot-blocked",
        "cannon-no-screen",
        "cannon-screen-cannon",
        "cannon-many-screens",
        "cannon-captures-cannon",
        "soldier-backward",
        "soldier-diagonal",
        "king-would-be-attacked",
        "leaves-king-attacked",
        "exposes-king",
        "must-answer-bikjang",
        "pass-not-allowed",
        "pass-in-check",
        "game-over",
    ];

    /// The points a board should highlight to show the reason.
    pub(crate) fn squares(&self) -> Vec<Square> {
        use IllegalReason::*;
        match self {
            NoPiece { square }
            | NotYourPiece { square, .. }
            | OwnPieceOnTarget { square }
            | HorseLegBlocked { square }
            | ElephantBlocked { square }
            | ChariotBlocked { square }
            | CannonScreenIsCannon { square }
            | CannonCapturesCannon { square }
            | KingWouldBeAttacked { square, .. }
            | LeavesKingAttacked { square, .. }
            | ExposesKing { square, .. } => vec![*square],
            LeavesPalace { to, .. } => vec![*to],
            NotPieceMove { from, to, .. } | OffPalaceLine { from, to, .. } => vec![*from, *to],
            CannonManyScreens { squares } => squares.clone(),
            _ => Vec::new(),
        }
    }
}

/// English fallback; user-facing text goes through the translations.
impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalReason::*;
        match self {
            NoPiece { square } => write!(f, "there is no piece on {square}"),
            NotYourPiece { square, owner } => write!(f, "the piece on {square} belongs to {owner}"),
            OwnPieceOnTarget { square } => write!(f, "your own piece stands on {square}"),
            NotPieceMove { role, from, to } => {
                write!(f, "a {} cannot move from {from} to {to}", role.id())
            }
            LeavesPalace { role, to } => {
                write!(f, "the {} may not leave the palace for {to}", role.id())
            }
            OffPalaceLine { role, from, to } => write!(
                f,
                "the {} may step diagonally only along a palace line, and {from}-{to} is not one",
                role.id()
            ),
            HorseLegBlocked { square } => write!(f, "the horse's leg is blocked at {square}"),
            ElephantBlocked { square } => write!(f, "the elephant is blocked at {square}"),
            ChariotBlocked { square } => write!(f, "the chariot's path is blocked at {square}"),
            CannonNoScreen => f.write_str("the cannon has no piece to jump over"),
            CannonScreenIsCannon { square } => {
                write!(
                    f,
                    "the cannon's screen on {square} is a cannon, which it cannot jump"
                )
            }
            CannonManyScreens { squares } => {
                write!(
                    f,
                    "the cannon would jump {} pieces; it jumps exactly one",
                    squares.len()
                )
            }
            CannonCapturesCannon { square } => {
                write!(f, "a cannon cannot capture the cannon on {square}")
            }
            SoldierBackward => f.write_str("a soldier never moves backward"),
            SoldierDiagonal => f.write_str("a soldier cannot move diagonally here"),
            KingWouldBeAttacked { square, role } => {
                write!(
                    f,
                    "the king would be attacked by the {} on {square}",
                    role.id()
                )
            }
            LeavesKingAttacked { square, role } => {
                write!(
                    f,
                    "the king stays attacked by the {} on {square}",
                    role.id()
                )
            }
            ExposesKing { square, role } => {
                write!(
                    f,
                    "the move exposes the king to the {} on {square}",
                    role.id()
                )
            }
            MustAnswerBikjang => {
                f.write_str("the kings face each other: the move must end bikjang")
            }
            PassNotAllowed => f.write_str("passing is not allowed under these rules"),
            PassInCheck => f.write_str("you cannot pass while in check"),
            GameOver => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for IllegalReason {}

impl Position {
    /// Why the piece on `from` has no legal move, with one move that shows it: among the
    /// moves its pattern allows (moves off its pattern say nothing), the most telling reason
    /// (its king's safety, then a blocked path or screen, then its own piece on the point),
    /// and among equally telling ones the reason most of those moves share. `None` when the
    /// piece can move or there is nothing to say.
    pub fn stuck_reason(&self, from: Square) -> Option<(Move, IllegalReason)> {
        use IllegalReason::*;
        let rank = |r: &IllegalReason| match r {
            KingWouldBeAttacked { .. }
            | LeavesKingAttacked { .. }
            | ExposesKing { .. }
            | MustAnswerBikjang => Some(0),
            HorseLegBlocked { .. }
            | ElephantBlocked { .. }
            | ChariotBlocked { .. }
            | CannonNoScreen
            | CannonScreenIsCannon { .. }
            | CannonManyScreens { .. }
            | CannonCapturesCannon { .. } => Some(1),
            OwnPieceOnTarget { .. } => Some(2),
            _ => None,
        };
        // (rank, the reason's id, how many moves share it, the first such move and reason)
        let mut found: Vec<(u8, &'static str, usize, Move, IllegalReason)> = Vec::new();
        for to in Square::all().filter(|&to| to != from) {
            let m = Move::new(from, to);
            let Err(r) = self.explain(m) else {
                return None; // it can move
            };
            let Some(k) = rank(&r) else { continue };
            match found.iter_mut().find(|f| f.1 == r.id()) {
                Some(f) => f.2 += 1,
                None => found.push((k, r.id(), 1, m, r)),
            }
        }
        found
            .into_iter()
            .min_by_key(|f| (f.0, std::cmp::Reverse(f.2)))
            .map(|f| (f.3, f.4))
    }

    /// Whether a move is legal, and if not, why. Agrees exactly with [`Position::legal_moves`].
    pub fn explain(&self, m: Move) -> Result<(), IllegalReason> {
        use IllegalReason::*;
        if self.ended_by_rule().is_some() {
            return Err(GameOver);
        }
        let us = self.turn();
        let board = self.board();
        let piece = board.get(m.from).ok_or(NoPiece { square: m.from })?;
        if piece.color != us {
            return Err(NotYourPiece {
                square: m.from,
                owner: piece.color,
            });
        }
        if m.is_pass() {
            if piece.role != Role::King {
                return Err(NotPieceMove {
                    role: piece.role,
                    from: m.from,
                    to: m.to,
                });
            }
            if !self.rules().pass_allowed() {
                return Err(PassNotAllowed);
            }
            if !self.is_bikjang() && self.is_check() {
                return Err(PassInCheck);
            }
            return Ok(());
        }
        if let Some(target) = board.get(m.to)
            && target.color == us
        {
            return Err(OwnPieceOnTarget { square: m.to });
        }
        self.explain_pattern(piece.role, m)?;
        match self.safety_violation(m) {
            None => Ok(()),
            Some(SafetyViolation::Bikjang) => Err(MustAnswerBikjang),
            Some(SafetyViolation::Attacked(square)) => {
                let role = board
                    .get(square)
                    .map(|p| p.role)
                    .or_else(|| board.get(m.to).map(|p| p.role))
                    .unwrap_or(Role::Chariot);
                Err(if piece.role == Role::King {
                    KingWouldBeAttacked { square, role }
                } else if self.is_check() {
                    LeavesKingAttacked { square, role }
                } else {
                    ExposesKing { square, role }
                })
            }
        }
    }

    /// Checks the move against the piece's movement pattern on the current board.
    fn explain_pattern(&self, role: Role, m: Move) -> Result<(), IllegalReason> {
        use IllegalReason::*;
        let board = self.board();
        let (from, to) = (m.from, m.to);
        let df = to.file() as i8 - from.file() as i8;
        let dr = to.rank() as i8 - from.rank() as i8;
        let not_move = NotPieceMove { role, from, to };
        let t = &*TABLES;
        match role {
            Role::King | Role::Advisor => {
                if df.abs() > 1 || dr.abs() > 1 {
                    return Err(not_move);
                }
                if !to.in_palace_of(self.turn()) || from.palace() != to.palace() {
                    return Err(LeavesPalace { role, to });
                }
                if df != 0 && dr != 0 && !palace_diagonal_step(from, to) {
                    return Err(OffPalaceLine { role, from, to });
                }
                Ok(())
            }
            Role::Horse => {
                let step = t.horse_from[from.index()]
                    .iter()
                    .find(|h| h.other == to)
                    .ok_or(not_move)?;
                if !board.is_empty_at(step.leg) {
                    return Err(HorseLegBlocked { square: step.leg });
                }
                Ok(())
            }
            Role::Elephant => {
                let step = t.elephant_from[from.index()]
                    .iter()
                    .find(|e| e.other == to)
                    .ok_or(not_move)?;
                for block in [step.block1, step.block2] {
                    if !board.is_empty_at(block) {
                        return Err(ElephantBlocked { square: block });
                    }
                }
                Ok(())
            }
            Role::Chariot | Role::Cannon => {
                let between = self.line_between(from, to).ok_or_else(|| {
                    // A diagonal inside one palace that is not a palace line.
                    if df.abs() == dr.abs()
                        && from.palace().is_some()
                        && from.palace() == to.palace()
                    {
                        OffPalaceLine { role, from, to }
                    } else {
                        not_move.clone()
                    }
                })?;
                let occupied: Vec<Square> = between
                    .into_iter()
                    .filter(|&s| !board.is_empty_at(s))
                    .collect();
                if role == Role::Chariot {
                    return match occupied.first() {
                        Some(&square) => Err(ChariotBlocked { square }),
                        None => Ok(()),
                    };
                }
                match occupied.as_slice() {
                    [] => Err(CannonNoScreen),
                    [screen] => {
                        if board.get(*screen).is_some_and(|p| p.role == Role::Cannon) {
                            Err(CannonScreenIsCannon { square: *screen })
                        } else if board.get(to).is_some_and(|p| p.role == Role::Cannon) {
                            Err(CannonCapturesCannon { square: to })
                        } else {
                            Ok(())
                        }
                    }
                    _ => Err(CannonManyScreens { squares: occupied }),
                }
            }
            Role::Soldier => {
                let forward = self.turn().forward();
                if (df.abs() == 1 && dr == 0) || (df == 0 && dr == forward) {
                    return Ok(());
                }
                if df.abs() <= 1 && dr == -forward {
                    return Err(SoldierBackward);
                }
                if df.abs() == 1 && dr == forward {
                    let allowed = self.rules().soldier_palace_diagonals()
                        && t.soldier_diagonals[self.turn().index()][from.index()].contains(&to);
                    return if allowed {
                        Ok(())
                    } else {
                        Err(SoldierDiagonal)
                    };
                }
                Err(not_move)
            }
        }
    }

    /// The points strictly between two points on one rank, file or palace line.
    pub(crate) fn line_between(&self, from: Square, to: Square) -> Option<Vec<Square>> {
        line_between(from, to)
    }
}

/// The points strictly between two points on one rank, file or palace line; `None` when the
/// two are not on such a line (or are the same point).
pub(crate) fn line_between(from: Square, to: Square) -> Option<Vec<Square>> {
    if from == to {
        return None;
    }
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    if df == 0 || dr == 0 {
        let (sf, sr) = (df.signum(), dr.signum());
        let mut out = Vec::new();
        let mut cur = from.offset(sf, sr)?;
        while cur != to {
            out.push(cur);
            cur = cur.offset(sf, sr)?;
        }
        return Some(out);
    }
    for ray in palace_rays(from) {
        let pts = ray.squares();
        if let Some(i) = pts.iter().position(|&s| s == to) {
            return Some(pts[..i].to_vec());
        }
    }
    None
}

#[cfg(test)]
mod ids_tests {
    use super::IllegalReason::{self, *};
    use crate::rules::{Color, Role, Square};

    /// One value of every variant; the match makes a new variant fail to compile here until
    /// it is added to the list (and so to the comparison with `IDS`).
    fn one_of_each() -> Vec<IllegalReason> {
        let s = Square::from_index(0).expect("a1");
        let all = vec![
            NoPiece { square: s },
            NotYourPiece {
                square: s,
                owner: Color::Han,
            },
            OwnPieceOnTarget { square: s },
            NotPieceMove {
                role: Role::Horse,
                from: s,
                to: s,
            },
            LeavesPalace {
                role: Role::King,
                to: s,
            },
            OffPalaceLine {
                role: Role::King,
                from: s,
                to: s,
            },
            HorseLegBlocked { square: s },
            ElephantBlocked { square: s },
            ChariotBlocked { square: s },
            CannonNoScreen,
            CannonScreenIsCannon { square: s },
            CannonManyScreens { squares: vec![s] },
            CannonCapturesCannon { square: s },
            SoldierBackward,
            SoldierDiagonal,
            KingWouldBeAttacked {
                square: s,
                role: Role::Chariot,
            },
            LeavesKingAttacked {
                square: s,
                role: Role::Chariot,
            },
            ExposesKing {
                square: s,
                role: Role::Chariot,
            },
            MustAnswerBikjang,
            PassNotAllowed,
            PassInCheck,
            GameOver,
        ];
        for r in &all {
            match r {
                NoPiece { .. }
                | NotYourPiece { .. }
                | OwnPieceOnTarget { .. }
                | NotPieceMove { .. }
                | LeavesPalace { .. }
                | OffPalaceLine { .. }
                | HorseLegBlocked { .. }
                | ElephantBlocked { .. }
                | ChariotBlocked { .. }
                | CannonNoScreen
                | CannonScreenIsCannon { .. }
                | CannonManyScreens { .. }
                | CannonCapturesCannon { .. }
                | SoldierBackward
                | SoldierDiagonal
                | KingWouldBeAttacked { .. }
                | LeavesKingAttacked { .. }
                | ExposesKing { .. }
                | MustAnswerBikjang
                | PassNotAllowed
                | PassInCheck
                | GameOver => {}
            }
        }
        all
    }

    #[test]
    fn ids_are_exactly_the_variants_ids() {
        let ids: Vec<&str> = one_of_each().iter().map(|r| r.id()).collect();
        assert_eq!(ids, IllegalReason::IDS.to_vec());
    }
}
