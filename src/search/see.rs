//! Static exchange evaluation: what a move wins or loses on its destination point when both
//! sides go on capturing there with their cheapest piece, each free to stop when going on would
//! lose. Janggi's cannons make the exchange unusual (a cannon needs exactly one screen, never
//! jumps over or takes a cannon, and a piece leaving a line can take away or give a screen), so
//! instead of x-ray tables each step plays the capture on a copy of the board and asks the
//! rules' own attacker test again: screens that appear or vanish are seen as they are. Pins are
//! ignored, as in Stockfish; a king only captures when the other side has nothing left there.

use super::eval::value;
use crate::rules::attacks::for_each_attacker;
use crate::rules::{Move, Position, Role};

/// A king's value in the exchange: more than everything else, so it never recaptures into an
/// attack (the loop also stops it from doing so).
const KING_VALUE: i32 = 20_000;

fn see_value(role: Role) -> i32 {
    if role == Role::King {
        KING_VALUE
    } else {
        value(role)
    }
}

/// The material balance of `m` for the side that plays it, in [`value`]'s units. A pass is 0.
pub(crate) fn see(pos: &Position, m: Move) -> i32 {
    if m.is_pass() {
        return 0;
    }
    let Some(mover) = pos.board().get(m.from) else {
        return 0;
    };
    let diag = pos.rules().soldier_palace_diagonals();
    let mut board = pos.board().clone();
    let to = m.to;
    let mut gain = [0i32; 32];
    gain[0] = board.get(to).map_or(0, |p| see_value(p.role));
    board.move_piece(m.from, to);
    // The value of the piece now standing on `to` (the next one to be taken).
    let mut on_to = see_value(mover.role);
    let mut side = mover.color.other();
    let mut d = 0;
    loop {
        // The cheapest piece of `side` that can take on `to` now.
        let mut lva: Option<(crate::rules::Square, i32, bool)> = None;
        for_each_attacker(&board, to, side, diag, |s, p| {
            let v = see_value(p.role);
            if lva.is_none_or(|(_, b, _)| v < b) {
                lva = Some((s, v, p.role == Role::King));
            }
            false
        });
        let Some((from, v, is_king)) = lva else { break };
        if is_king {
            // The king may only take when nothing of the other side would take it back.
            let mut defended = false;
            let mut after = board.clone();
            after.move_piece(from, to);
            for_each_attacker(&after, to, side.other(), diag, |_, _| {
                defended = true;
                true
            });
            if defended {
                break;
            }
        }
        d += 1;
        if d >= gain.len() {
            break;
        }
        gain[d] = on_to - gain[d - 1];
        // Neither side can gain by going on: stop early.
        if (-gain[d - 1]).max(gain[d]) < 0 {
            break;
        }
        board.move_piece(from, to);
        on_to = v;
        side = side.other();
    }
    // Back from the last capture: each side takes only when taking beats standing still.
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    gain[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;

    fn see_of(fen: &str, uci: &str) -> i32 {
        let pos = Position::from_fen(fen, RuleSet::Janggi).unwrap();
        let m = pos
            .legal_moves()
            .into_iter()
            .find(|m| m.to_string() == uci)
            .unwrap_or_else(|| panic!("{uci} not legal"));
        see(&pos, m)
    }

    #[test]
    fn undefended_and_defended_captures() {
        // Cho's chariot takes a lone soldier: wins it.
        assert_eq!(see_of("5k3/9/9/9/4p4/9/9/9/3K5/4R4 w - - 0 1", "e1e6"), 200);
        // The soldier is defended by another soldier beside it: the chariot is lost for it.
        assert_eq!(
            see_of("5k3/9/9/9/3pp4/9/9/9/3K5/4R4 w - - 0 1", "e1e6"),
            200 - 1300
        );
    }

    #[test]
    fn cannons_need_a_screen_and_never_take_a_cannon() {
        // Han's cannon on e10 takes back over its horse on e8.
        assert_eq!(
            see_of("4ck3/9/4n4/9/4p4/9/9/9/3K5/4R4 w - - 0 1", "e1e6"),
            200 - 1300
        );
        // Without the screen it cannot.
        assert_eq!(
            see_of("4ck3/9/9/9/4p4/9/9/9/3K5/4R4 w - - 0 1", "e1e6"),
            200
        );
        // Cho's cannon takes the horse over its soldier; Han's cannon may not take a cannon.
        assert_eq!(
            see_of("4ck3/9/4n4/9/4n4/9/4P4/9/3K5/4C4 w - - 0 1", "e1e6"),
            500
        );
    }

    #[test]
    fn a_quiet_move_onto_an_attacked_point_loses_the_piece() {
        // The chariot steps next to a Han soldier that takes it.
        assert_eq!(
            see_of("5k3/9/9/9/3p5/9/9/9/3K5/4R4 w - - 0 1", "e1e6"),
            -1300
        );
        assert_eq!(see_of("5k3/9/9/9/3p5/9/9/9/3K5/4R4 w - - 0 1", "e1e5"), 0);
    }
}
