//! The static evaluation, in centipawns from the side to move's point of view: material (the
//! counting values ×100), piece-square terms, mobility (pseudo-legal move counts) and king
//! safety in the palace (guards at home, enemy pieces in or next to it).

use crate::rules::movegen::{MoveBuf, pseudo_moves};
use crate::rules::{Color, Piece, Position, Role, Square};

/// Material in centipawns: the counting points ×100 (chariot 13, cannon 7, horse 5,
/// elephant 3, advisor 3, soldier 2).
pub fn value(role: Role) -> i32 {
    match role {
        Role::King => 0,
        Role::Chariot => 1300,
        Role::Cannon => 700,
        Role::Horse => 500,
        Role::Elephant => 300,
        Role::Advisor => 300,
        Role::Soldier => 200,
    }
}

/// Per pseudo-legal move.
const MOBILITY: i32 = 3;
/// Per enemy attacker (chariot, cannon, horse, soldier) standing in or next to the palace.
const PALACE_INTRUDER: i32 = 30;
/// Per advisor still guarding its own palace.
const GUARD: i32 = 20;
/// Side to move's small advantage.
const TEMPO: i32 = 10;

/// Rank counted from the piece's own side: 0 is its back rank.
fn own_rank(sq: Square, color: Color) -> i32 {
    match color {
        Color::Cho => sq.rank() as i32,
        Color::Han => 9 - sq.rank() as i32,
    }
}

/// Piece-square term: where a piece stands well.
fn square_bonus(piece: Piece, sq: Square) -> i32 {
    let rank = own_rank(sq, piece.color);
    let center = 4 - (sq.file() as i32 - 4).abs(); // 0 on the edge .. 4 in the middle
    match piece.role {
        // Soldiers gain as they cross the river and near the enemy palace, but lose their
        // point on the last rank, where they can only go sideways.
        Role::Soldier => {
            let advance = (rank - 3).max(0);
            let in_palace = (7..=9).contains(&rank) && (3..=5).contains(&sq.file());
            let mut b = advance * 12 + if rank >= 5 { center * 4 } else { 0 };
            if in_palace {
                b += 40;
            }
            if rank == 9 {
                b -= 60;
            }
            b
        }
        Role::Horse => {
            center * 6 + rank.min(6) * 5
                - if sq.file() == 0 || sq.file() == 8 {
                    20
                } else {
                    0
                }
        }
        Role::Elephant => center * 3 + rank.min(5) * 3,
        Role::Cannon => center * 2 + if rank <= 2 { 10 } else { 0 },
        Role::Chariot => rank.min(7) * 3,
        // The king is safest in the palace centre or its back corners shielded by guards.
        Role::King => {
            if sq.file() == 4 && rank == 1 {
                20
            } else {
                0
            }
        }
        Role::Advisor => 0,
    }
}

fn in_palace_zone(sq: Square, color: Color) -> bool {
    let rank = own_rank(sq, color);
    (2..=6).contains(&sq.file()) && rank <= 3
}

/// Cho minus Han, every term but tempo.
fn cho_minus_han(pos: &Position) -> i32 {
    let board = pos.board();
    let mut score = 0;
    for i in 0..90u8 {
        let sq = Square::from_index_unchecked(i);
        let Some(p) = board.get(sq) else { continue };
        let sign = if p.color == Color::Cho { 1 } else { -1 };
        let mut s = value(p.role) + square_bonus(p, sq);
        match p.role {
            Role::Advisor if sq.in_palace_of(p.color) => s += GUARD,
            Role::Chariot | Role::Cannon | Role::Horse | Role::Soldier
                if in_palace_zone(sq, p.color.other()) =>
            {
                s += PALACE_INTRUDER;
            }
            _ => {}
        }
        score += sign * s;
    }
    let diag = pos.rules().soldier_palace_diagonals();
    let mut buf = MoveBuf::new();
    pseudo_moves(board, Color::Cho, diag, &mut buf);
    let cho = buf.len() as i32;
    buf.clear();
    pseudo_moves(board, Color::Han, diag, &mut buf);
    score + (cho - buf.len() as i32) * MOBILITY
}

/// The evaluation from the side to move's point of view.
pub fn evaluate(pos: &Position) -> i32 {
    let s = cho_minus_han(pos);
    TEMPO
        + match pos.turn() {
            Color::Cho => s,
            Color::Han => -s,
        }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;

    #[test]
    fn start_is_balanced_and_symmetric() {
        let pos = Position::start(RuleSet::Janggi);
        assert_eq!(cho_minus_han(&pos), 0);
        assert_eq!(evaluate(&pos), TEMPO);
    }

    #[test]
    fn a_chariot_up_is_winning() {
        let fen = "rnba1abn1/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR w - - 0 1";
        let pos = Position::from_fen(fen, RuleSet::Janggi).unwrap();
        assert!(evaluate(&pos) > 1000, "{}", evaluate(&pos));
    }
}
