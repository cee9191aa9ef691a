//! Fairy-Stockfish's threat terms, counted on the attack maps `terms` builds (the attack form of
//! king safety only; the review's palace form returns before them).

use super::{Attacks, Points, Sink, Term, bit};
use crate::rules::{Color, Role, Square};

/// Fairy-Stockfish's classical `threats()` as Janggi plays it: what `color` attacks of the
/// enemy's that the enemy does not hold firmly. (Its minor-piece and safe-pawn threats name
/// chess roles only, so they weigh nothing in Janggi.)
pub(super) fn threats(a: &Attacks, by_role: &[[Points; 7]; 2], color: Color, sink: &mut impl Sink) {
    let us = color.index();
    let them = color.other().index();
    let soldiers = by_role[them][Role::Soldier as usize];
    let non_soldiers = a.occupied[them] & !soldiers;
    // Held by a soldier, or twice where we do not bear twice.
    let strong = a.by_role[them][Role::Soldier as usize] | (a.twice[them] & !a.twice[us]);
    let weak = a.occupied[them] & !strong & a.once[us];
    if weak != 0 {
        let hanging = weak & (!a.once[them] | (non_soldiers & a.twice[us]));
        sink.add(color, Term::Hanging, hanging.count_ones() as i32);
        if weak & a.by_role[us][Role::King as usize] != 0 {
            sink.add(color, Term::KingThreat, 1);
        }
        let chariots =
            weak & a.by_role[us][Role::Chariot as usize] & by_role[them][Role::Chariot as usize];
        sink.add(color, Term::ChariotThreat, chariots.count_ones() as i32);
    }
    let restricted = a.once[them] & !strong & a.once[us];
    sink.add(color, Term::Restricted, restricted.count_ones() as i32);
    // Two points ahead of each soldier of ours.
    let mut pushes = 0;
    let mut left = by_role[us][Role::Soldier as usize];
    while left != 0 {
        let sq = Square::from_index_unchecked(left.trailing_zeros() as u8);
        left &= left - 1;
        let ahead = match color {
            Color::Cho => sq.rank() as i32 + 2,
            Color::Han => sq.rank() as i32 - 2,
        };
        if let Some(t) = u8::try_from(ahead)
            .ok()
            .and_then(|r| Square::new(sq.file(), r))
            && non_soldiers & bit(t) != 0
        {
            pushes += 1;
        }
    }
    sink.add(color, Term::SoldierPush, pushes);
}

#[cfg(test)]
mod tests {
    use super::super::Term;
    use super::super::tests::traced;
    use crate::rules::{Position, RuleSet};

    fn fen(f: &str) -> Position {
        Position::from_fen(f, RuleSet::Janggi).unwrap()
    }

    #[test]
    fn a_hanging_piece_is_counted_until_it_is_held() {
        // Cho's chariot bears on Han's horse, which nothing of Han's defends.
        let hanging = fen("4k4/9/9/9/1n7/9/9/9/4K4/1R7 w - - 0 1");
        assert_eq!(traced(&hanging, Term::Hanging), 1);
        // A Han soldier beside the horse holds it firmly: no longer weak, so not hanging.
        let held = fen("4k4/9/9/9/pn7/9/9/9/4K4/1R7 w - - 0 1");
        assert_eq!(traced(&held, Term::Hanging), 0);
        // A chariot against an undefended chariot weighs the chariot threat too, both ways.
        let chariots = fen("4k4/9/9/9/1r7/9/9/9/4K4/1R7 w - - 0 1");
        assert_eq!(
            traced(&chariots, Term::Hanging),
            0,
            "each hangs to the other"
        );
        assert_eq!(traced(&chariots, Term::ChariotThreat), 0);
        // Han's chariot is defended once (by its horse), Cho's held by a soldier: only Cho's
        // threat counts, and nothing hangs.
        let one_way = fen("n3k4/9/1r7/9/9/9/PR7/9/4K4/9 w - - 0 1");
        assert_eq!(traced(&one_way, Term::ChariotThreat), 1);
        assert_eq!(traced(&one_way, Term::Hanging), 0);
    }

    #[test]
    fn a_soldier_two_points_from_a_piece_threatens_to_push() {
        // Cho's soldier on e4 (rank 3), Han's cannon two points ahead on e6.
        let threat = fen("4k4/9/9/9/4c4/9/4P4/9/3K5/9 w - - 0 1");
        assert_eq!(traced(&threat, Term::SoldierPush), 1);
        let far = fen("4k4/9/9/4c4/9/9/4P4/9/3K5/9 w - - 0 1");
        assert_eq!(traced(&far, Term::SoldierPush), 0);
    }
}
