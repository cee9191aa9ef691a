//! Where the search ends the game short of checkmate, as Fairy-Stockfish's search does: a
//! repetition (perpetual check, or counting / a draw by the rule set), the plies-without-a-capture
//! limit, and a position with no legal move. Scores are for the side to move: a draw 0, a won or
//! lost end [`MATE`] minus the ply (plus or minus), so that nearer ends count for more.

use super::{MATE, Searcher};
use crate::rules::Position;

impl Searcher {
    /// The score of the current node if it ends by repetition, as Fairy-Stockfish's search
    /// decides it (`is_optional_game_end`): the position occurred once before strictly inside
    /// the tree, or often enough with the game's history for the rule set's claim (the 3rd
    /// occurrence, the 4th in `janggi-modern`), looking back no further than the last capture.
    /// A side that gave check all through the cycle loses (perpetual check); otherwise it is a
    /// draw, which `janggi` and `janggi-modern` decide by counting. Under `basic`, which has no
    /// claims, any repeated position scores as a draw (the search would only go round).
    pub(super) fn repetition(
        &self,
        pos: &Position,
        rep: u64,
        in_check: bool,
        ply: usize,
    ) -> Option<i32> {
        let n = self.path.len();
        let back = (pos.halfmoves() as usize).min(n);
        let rules = pos.rules();
        let Some(claims) = rules.claims() else {
            return (2..=back)
                .step_by(2)
                .any(|i| self.path[n - i].0 == rep)
                .then_some(0);
        };
        let mut count = 0;
        let i = (2..=back).step_by(2).find(|&i| {
            if self.path[n - i].0 != rep {
                return false;
            }
            count += 1;
            let needed = if ply > i { 2 } else { claims.n_fold };
            count + 1 >= needed
        })?;
        let mut checks: Vec<bool> = self.path[n - i..].iter().map(|&(_, c)| c).collect();
        checks.push(in_check);
        let value = if rules.perpetual_check_loses() {
            repetition_value(&checks, ply)
        } else {
            0
        };
        Some(if value == 0 && rules.material_counting() {
            Self::counted(pos, ply)
        } else {
            value
        })
    }

    /// A game end decided by counting, for the side to move: won or lost (never a draw, Han's
    /// 1.5 points see to that).
    fn counted(pos: &Position, ply: usize) -> i32 {
        if pos.counting().winner() == pos.turn() {
            MATE - ply as i32
        } else {
            -(MATE - ply as i32)
        }
    }

    /// The score of the current node if the n-move rule ends the game here (plies without a
    /// capture; not when checkmated, which the caller rules out by having moves): counting or
    /// a draw, by the rule set.
    pub(super) fn move_limit(pos: &Position, ply: usize) -> Option<i32> {
        let rules = pos.rules();
        let claims = rules.claims()?;
        (pos.halfmoves() >= claims.n_move_plies).then(|| {
            if rules.material_counting() {
                Self::counted(pos, ply)
            } else {
                0
            }
        })
    }

    /// Score of a position with no legal move: a game end by rule, or a loss (checkmate or no
    /// move) for the side to move.
    pub(super) fn terminal(pos: &Position, ply: usize) -> i32 {
        match pos.ended_by_rule() {
            Some(o) => match o.winner {
                None => 0,
                Some(w) if w == pos.turn() => MATE - ply as i32,
                Some(_) => -(MATE - ply as i32),
            },
            None => -(MATE - ply as i32),
        }
    }
}

/// The value of a repetition for the side to move. `checks` are the in-check flags of the
/// cycle's positions, from the earlier occurrence to the current node (which repeats it): the
/// side to move is to move at even distances from the end, the opponent at odd ones. A side that
/// gave check in every position where the other was to move loses; both or neither is a draw.
fn repetition_value(checks: &[bool], ply: usize) -> i32 {
    let n = checks.len();
    let we_were_checked = (0..n - 1).step_by(2).all(|d| checks[n - 1 - d]);
    let they_were_checked = (1..n).step_by(2).all(|d| checks[n - 1 - d]);
    match (we_were_checked, they_were_checked) {
        (true, false) => MATE - ply as i32,
        (false, true) => -(MATE - ply as i32),
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;
    use crate::search::tests::start;
    use crate::search::zobrist::Key;

    /// Whether `repetition` ends the start position at `ply`, with the game's path before it
    /// holding the start position at the distances `at` (others are unrelated positions).
    fn repeats(rules: RuleSet, len: usize, at: &[usize], ply: usize) -> Option<i32> {
        let pos = start(rules, 40);
        let rep = Key::of(&pos).repetition(&pos);
        let mut s = Searcher::new(1);
        let key_at = |j: usize| {
            if at.contains(&(len - j)) {
                rep
            } else {
                j as u64 + 1
            }
        };
        s.path = (0..len).map(|j| (key_at(j), false)).collect();
        s.repetition(&pos, rep, false, ply)
    }

    #[test]
    fn repetitions_end_as_fairy_stockfish_decides_them() {
        let lost = |ply: usize| Some(-(MATE - ply as i32));
        // Once before, strictly inside the tree: a repetition, decided by counting under
        // `janggi` (Han's 1.5 points win it at equal material; Cho is to move).
        assert_eq!(repeats(RuleSet::Janggi, 8, &[4], 5), lost(5));
        // Once before, at or before the root: not yet (the 3rd occurrence is the claim).
        assert_eq!(repeats(RuleSet::Janggi, 8, &[4], 4), None);
        assert_eq!(repeats(RuleSet::Janggi, 8, &[4], 1), None);
        // Twice before: the 3rd occurrence, wherever the earlier ones were.
        assert_eq!(repeats(RuleSet::Janggi, 8, &[4, 8], 1), lost(1));
        // `janggi-modern` claims the 4th.
        assert_eq!(repeats(RuleSet::JanggiModern, 8, &[4, 8], 1), None);
        assert_eq!(repeats(RuleSet::JanggiModern, 12, &[4, 8, 12], 1), lost(1));
        // No counting: a draw.
        assert_eq!(repeats(RuleSet::JanggiTraditional, 8, &[4, 8], 1), Some(0));
        // `basic` has no claims: any repeated position is a draw for the search.
        assert_eq!(repeats(RuleSet::Basic, 8, &[4], 1), Some(0));
        assert_eq!(repeats(RuleSet::Basic, 8, &[], 1), None);
    }

    #[test]
    fn the_move_limit_ends_the_game_by_counting_where_the_rules_count() {
        let at = |rules, halfmoves| Searcher::move_limit(&start(rules, halfmoves), 3);
        assert_eq!(at(RuleSet::Janggi, 99), None);
        assert_eq!(at(RuleSet::Janggi, 100), Some(-(MATE - 3)));
        assert_eq!(at(RuleSet::JanggiTraditional, 100), Some(0));
        assert_eq!(at(RuleSet::JanggiModern, 199), None);
        assert_eq!(at(RuleSet::JanggiModern, 200), Some(-(MATE - 3)));
        assert_eq!(at(RuleSet::Basic, 200), None);
    }

    #[test]
    fn perpetual_check_loses_and_other_repetitions_draw() {
        // Cycle of four plies: earlier occurrence, them, us, them, now (us to move).
        // We were in check at every one of our turns: they checked perpetually and lose.
        assert_eq!(
            repetition_value(&[true, false, true, false, true], 3),
            MATE - 3
        );
        // They were in check at every one of theirs: we checked perpetually and lose.
        assert_eq!(
            repetition_value(&[false, true, false, true, false], 5),
            -(MATE - 5)
        );
        // Checks on some of our turns only, or none: a plain repetition. (The first and last
        // flags belong to the same position, so they agree.)
        assert_eq!(repetition_value(&[true, false, false, false, true], 3), 0);
        assert_eq!(repetition_value(&[false, true, false, false, false], 3), 0);
        assert_eq!(repetition_value(&[false; 5], 3), 0);
        // Both sides in check throughout: neither alone checked perpetually, a draw.
        assert_eq!(repetition_value(&[true; 5], 3), 0);
    }
}
