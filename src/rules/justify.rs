//! Why a legal move is legal: the mirror of `explain`. The rule that lets the piece go there
//! and the points that show it (the free horse leg, the cannon's screen, the empty path),
//! from the same move tables the generator uses. `i18n::rules_text` words it.

use super::explain::{IllegalReason, line_between};
use super::geometry::Square;
use super::moves::Move;
use super::piece::Role;
use super::position::Position;
use super::tables::TABLES;

/// The rule a legal move follows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum LegalBasis {
    /// A pass (where the rule set has one).
    Pass,
    /// Along a rank, file (`diagonal: false`) or palace line, every point between empty.
    Chariot {
        path: Vec<Square>,
        diagonal: bool,
    },
    /// Over exactly one screen that is not a cannon.
    Cannon {
        screen: Square,
        screen_role: Role,
    },
    /// The leg point next to the horse is empty.
    Horse {
        leg: Square,
    },
    /// Both points the elephant passes are empty.
    Elephant {
        first: Square,
        second: Square,
    },
    /// A king or advisor step along a palace line.
    Palace {
        role: Role,
        diagonal: bool,
    },
    SoldierForward,
    SoldierSideways,
    /// A forward step along an enemy palace diagonal.
    SoldierPalace,
    /// Legal, with no finer rule to show (kept so that nothing here can panic).
    Plain,
}

/// A legal move's basis, and the enemy piece it captures, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Justification {
    pub(crate) basis: LegalBasis,
    pub(crate) captures: Option<Role>,
}

impl Justification {
    /// The points to highlight: the move's ends and the points the rule looks at.
    pub(crate) fn squares(&self, m: Move) -> Vec<Square> {
        let mut v = vec![m.from];
        if !m.is_pass() {
            v.push(m.to);
        }
        match &self.basis {
            LegalBasis::Chariot { path, .. } => v.extend(path),
            LegalBasis::Cannon { screen, .. } => v.push(*screen),
            LegalBasis::Horse { leg } => v.push(*leg),
            LegalBasis::Elephant { first, second } => v.extend([*first, *second]),
            _ => {}
        }
        v
    }
}

impl Position {
    /// Why `m` is legal, or (like [`Position::explain`]) why not.
    pub(crate) fn justify(&self, m: Move) -> Result<Justification, IllegalReason> {
        self.explain(m)?;
        if m.is_pass() {
            return Ok(Justification {
                basis: LegalBasis::Pass,
                captures: None,
            });
        }
        let piece = self
            .board()
            .get(m.from)
            .ok_or(IllegalReason::NoPiece { square: m.from })?;
        let df = m.to.file() as i8 - m.from.file() as i8;
        let dr = m.to.rank() as i8 - m.from.rank() as i8;
        let diagonal = df != 0 && dr != 0;
        let between = line_between(m.from, m.to).unwrap_or_default();
        let basis = match piece.role {
            Role::Chariot => LegalBasis::Chariot {
                path: between,
                diagonal,
            },
            Role::Cannon => between
                .iter()
                .find_map(|&s| self.board().get(s).map(|p| (s, p.role)))
                .map_or(LegalBasis::Plain, |(screen, screen_role)| {
                    LegalBasis::Cannon {
                        screen,
                        screen_role,
                    }
                }),
            Role::Horse => TABLES.horse_from[m.from.index()]
                .iter()
                .find(|s| s.other == m.to)
                .map_or(LegalBasis::Plain, |s| LegalBasis::Horse { leg: s.leg }),
            Role::Elephant => TABLES.elephant_from[m.from.index()]
                .iter()
                .find(|s| s.other == m.to)
                .map_or(LegalBasis::Plain, |s| LegalBasis::Elephant {
                    first: s.block1,
                    second: s.block2,
                }),
            Role::King | Role::Advisor => LegalBasis::Palace {
                role: piece.role,
                diagonal,
            },
            Role::Soldier if df == 0 => LegalBasis::SoldierForward,
            Role::Soldier if dr == 0 => LegalBasis::SoldierSideways,
            Role::Soldier => LegalBasis::SoldierPalace,
        };
        let captures = self
            .board()
            .get(m.to)
            .filter(|t| t.color != piece.color)
            .map(|t| t.role);
        Ok(Justification { basis, captures })
    }
}
