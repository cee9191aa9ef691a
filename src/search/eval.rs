//! The static evaluation, in centipawns from the side to move's point of view. Every term has a
//! middle-game and an end-game value, blended by how much non-soldier material is left (a
//! "tapered" evaluation, as in Fairy-Stockfish's classical evaluation, whose Janggi piece values
//! are the starting point here): material, piece-square terms per role, mobility (pseudo-legal
//! move counts of the chariots, cannons, horses and elephants only), chariots on open files, and
//! king safety (enemy pieces that reach into the palace, weighed against the guards at home).

use crate::rules::movegen::{MoveBuf, piece_moves};
use crate::rules::{Color, Piece, Position, Role, Square};

/// Material in centipawns: the counting points ×100 (chariot 13, cannon 7, horse 5,
/// elephant 3, advisor 3, soldier 2). Used for move ordering and by the review; the evaluation
/// itself uses the tapered values of `material`.
pub(crate) fn value(role: Role) -> i32 {
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

/// A middle-game and an end-game value.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct Pair(i32, i32);

impl std::ops::AddAssign for Pair {
    fn add_assign(&mut self, o: Pair) {
        self.0 += o.0;
        self.1 += o.1;
    }
}

impl std::ops::SubAssign for Pair {
    fn sub_assign(&mut self, o: Pair) {
        self.0 -= o.0;
        self.1 -= o.1;
    }
}

impl std::ops::Mul<i32> for Pair {
    type Output = Pair;
    fn mul(self, k: i32) -> Pair {
        Pair(self.0 * k, self.1 * k)
    }
}

/// Tapered material. Close to Fairy-Stockfish's Janggi values scaled to a soldier of 200: the
/// cannon loses value as screens come off the board, the horse gains as the board opens.
fn material(role: Role) -> Pair {
    match role {
        Role::King => Pair(0, 0),
        Role::Chariot => Pair(1300, 1400),
        Role::Cannon => Pair(780, 600),
        Role::Horse => Pair(520, 680),
        Role::Elephant => Pair(330, 340),
        Role::Advisor => Pair(330, 300),
        Role::Soldier => Pair(200, 260),
    }
}

/// Mobility per pseudo-legal move (only chariot, cannon, horse and elephant are counted).
fn mobility(role: Role) -> Pair {
    match role {
        Role::Chariot => Pair(4, 6),
        Role::Cannon => Pair(5, 3),
        Role::Horse => Pair(9, 9),
        Role::Elephant => Pair(5, 5),
        _ => Pair(0, 0),
    }
}

/// A horse or elephant with no move at all is worse than its count shows (it cannot come out).
const TRAPPED: Pair = Pair(-25, -20);
/// A chariot on a file with no soldier of its own side ahead of it.
const OPEN_FILE: Pair = Pair(18, 10);
/// An advisor in its own palace.
const GUARD: Pair = Pair(20, 5);
/// Side to move's small advantage.
const TEMPO: i32 = 10;

/// King danger units by attacking role: a piece counts when one of its moves lands in the
/// enemy palace (a soldier when it stands in or next to it).
fn attack_weight(role: Role) -> i32 {
    match role {
        Role::Chariot => 5,
        Role::Cannon => 4,
        Role::Horse => 3,
        Role::Soldier => 2,
        _ => 0,
    }
}

/// Game phase from the non-soldier material left: 24 at the start, 0 with none.
fn phase_weight(role: Role) -> i32 {
    match role {
        Role::Chariot => 3,
        Role::Cannon => 2,
        Role::Horse | Role::Elephant => 1,
        _ => 0,
    }
}
const MAX_PHASE: i32 = 2 * (2 * 3 + 2 * 2 + 2 + 2);

/// Rank counted from the piece's own side: 0 is its back rank.
fn own_rank(sq: Square, color: Color) -> i32 {
    match color {
        Color::Cho => sq.rank() as i32,
        Color::Han => 9 - sq.rank() as i32,
    }
}

/// In the enemy palace or on the rank in front of it.
fn near_enemy_palace(sq: Square, color: Color) -> bool {
    own_rank(sq, color) >= 6 && (3..=5).contains(&sq.file())
}

/// Piece-square term: where a piece stands well, middle game and end game.
fn square_bonus(piece: Piece, sq: Square) -> Pair {
    let rank = own_rank(sq, piece.color);
    let file = sq.file() as i32;
    let center = 4 - (file - 4).abs(); // 0 on the edge .. 4 in the middle
    match piece.role {
        // Soldiers gain as they cross the river and close on the enemy palace, most on its
        // central files; on the last rank they can only go sideways.
        Role::Soldier => {
            let advance = (rank - 3).max(0);
            let mut b = Pair(advance * 10, advance * 18);
            if rank >= 5 {
                b += Pair(center * 4, center * 5);
            }
            if near_enemy_palace(sq, piece.color) {
                b += Pair(35, 30);
            }
            if rank == 9 {
                b -= Pair(60, 40);
            }
            b
        }
        // A horse wants the centre and to come forward, not the edge.
        Role::Horse => {
            let edge = if file == 0 || file == 8 { 20 } else { 0 };
            Pair(
                center * 6 + rank.min(6) * 5 - edge,
                center * 5 + rank.min(6) * 3 - edge,
            )
        }
        // Elephants are defenders that also attack from afar; a little centre and advance.
        Role::Elephant => Pair(center * 3 + rank.min(5) * 3, center * 2),
        // Cannons guard at home early (the palace cannon), attack the palace later.
        Role::Cannon => {
            let mut b = Pair(center * 2, 0);
            if rank <= 2 {
                b += Pair(10, 0);
            }
            if near_enemy_palace(sq, piece.color) {
                b += Pair(15, 10);
            }
            b
        }
        // Chariots forward, above all into the enemy palace (its lines are roads for them).
        Role::Chariot => {
            let mut b = Pair(rank.min(7) * 3, rank.min(7) * 2);
            if near_enemy_palace(sq, piece.color) {
                b += Pair(25, 15);
            }
            b
        }
        // The king is safest in the palace centre or on its back rank; in the end game the
        // centre (more squares to go) matters more.
        Role::King => {
            let c = if sq.on_palace_line() || file == 4 {
                10
            } else {
                0
            };
            Pair(if file == 4 && rank <= 1 { 20 } else { 0 }, c)
        }
        Role::Advisor => Pair(0, 0),
    }
}

/// Cho minus Han, every term but tempo.
fn cho_minus_han(pos: &Position) -> i32 {
    let board = pos.board();
    let diag = pos.rules().soldier_palace_diagonals();
    let mut total = [Pair::default(); 2];
    let mut phase = 0;
    // Per side: files holding one of its soldiers, by rank (for open files), danger units
    // against the other side's king, pieces taking part, and guards at home.
    let mut soldier_ranks: [[i32; 9]; 2] = [[-1; 9]; 2];
    let mut danger = [0i32; 2];
    let mut attackers = [0i32; 2];
    let mut guards = [0i32; 2];
    let mut chariots: [[Option<Square>; 2]; 2] = [[None; 2]; 2];
    let mut buf = MoveBuf::new();
    for i in 0..90u8 {
        let sq = Square::from_index_unchecked(i);
        let Some(p) = board.get(sq) else { continue };
        let side = p.color.index();
        let t = &mut total[side];
        *t += material(p.role);
        *t += square_bonus(p, sq);
        phase += phase_weight(p.role);
        match p.role {
            Role::Advisor if sq.in_palace_of(p.color) => {
                *t += GUARD;
                guards[side] += 1;
            }
            Role::Soldier => {
                let r = own_rank(sq, p.color);
                let f = sq.file() as usize;
                soldier_ranks[side][f] = soldier_ranks[side][f].max(r);
                if near_enemy_palace(sq, p.color) {
                    danger[side] += attack_weight(Role::Soldier);
                    attackers[side] += 1;
                }
            }
            Role::Chariot | Role::Cannon | Role::Horse | Role::Elephant => {
                if p.role == Role::Chariot {
                    let slot = usize::from(chariots[side][0].is_some());
                    chariots[side][slot] = Some(sq);
                }
                buf.clear();
                piece_moves(board, sq, p, diag, &mut buf);
                let n = buf.len() as i32;
                *t += mobility(p.role) * n;
                if n == 0 && matches!(p.role, Role::Horse | Role::Elephant) {
                    *t += TRAPPED;
                }
                let enemy = p.color.other();
                let hits = buf
                    .as_slice()
                    .iter()
                    .filter(|m| m.to.in_palace_of(enemy))
                    .count() as i32;
                if hits > 0 && p.role != Role::Elephant {
                    danger[side] += attack_weight(p.role) + hits;
                    attackers[side] += 1;
                }
            }
            _ => {}
        }
    }
    // Chariots on files with no own soldier ahead.
    for color in Color::ALL {
        let side = color.index();
        for sq in chariots[side].into_iter().flatten() {
            if soldier_ranks[side][sq.file() as usize] < own_rank(sq, color) {
                total[side] += OPEN_FILE;
            }
        }
    }
    // King danger grows with the square of the attack, once two pieces join in; the guards
    // at home take some of it off. Middle game mostly: with few pieces there is no attack.
    for color in Color::ALL {
        let us = color.index();
        let them = color.other().index();
        if attackers[them] >= 2 {
            let units = (danger[them] - 3 * guards[us]).max(0);
            let penalty = (units * units / 2).min(500);
            total[us] -= Pair(penalty, penalty / 4);
        }
    }
    let phase = phase.min(MAX_PHASE);
    let score = |t: Pair| (t.0 * phase + t.1 * (MAX_PHASE - phase)) / MAX_PHASE;
    score(total[Color::Cho.index()]) - score(total[Color::Han.index()])
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

    fn eval_fen(fen: &str) -> i32 {
        evaluate(&Position::from_fen(fen, RuleSet::Janggi).unwrap())
    }

    #[test]
    fn start_is_balanced_and_symmetric() {
        let pos = Position::start(RuleSet::Janggi);
        assert_eq!(cho_minus_han(&pos), 0);
        assert_eq!(evaluate(&pos), TEMPO);
    }

    #[test]
    fn mirrored_positions_score_the_same_for_the_mover() {
        // A middle game and the same position with colours swapped (ranks flipped, case swapped).
        let fen = "r1ba1a3/4kn3/2n1b4/p1p1p1pcp/9/2P6/P3P1P1P/2C1C2c1/4K4/RNBA1ABN1 w - - 0 1";
        let pos = Position::from_fen(fen, RuleSet::Janggi).unwrap();
        let rows: Vec<String> = fen
            .split_whitespace()
            .next()
            .unwrap()
            .split('/')
            .rev()
            .map(|r| {
                r.chars()
                    .map(|c| {
                        if c.is_ascii_uppercase() {
                            c.to_ascii_lowercase()
                        } else {
                            c.to_ascii_uppercase()
                        }
                    })
                    .collect()
            })
            .collect();
        let mirrored = format!("{} b - - 0 1", rows.join("/"));
        let other = Position::from_fen(&mirrored, RuleSet::Janggi).unwrap();
        assert_eq!(evaluate(&pos), evaluate(&other));
        assert_eq!(cho_minus_han(&pos), -cho_minus_han(&other));
    }

    #[test]
    fn a_chariot_up_is_winning() {
        let fen = "rnba1abn1/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR w - - 0 1";
        assert!(eval_fen(fen) > 1000, "{}", eval_fen(fen));
    }

    #[test]
    fn a_cannon_without_screens_is_worth_less_than_a_horse_late() {
        // Kings, guards and one piece each: a cannon (few screens left) against a horse.
        let cannon = eval_fen("3a1a3/4k4/9/9/9/9/9/4C4/3AKA3/9 w - - 0 1");
        let horse = eval_fen("3a1a3/4k4/9/9/9/9/9/4N4/3AKA3/9 w - - 0 1");
        assert!(horse > cannon, "horse {horse}, cannon {cannon}");
    }

    #[test]
    fn attackers_in_the_palace_cost_the_defender() {
        // Han's chariot and cannon bear on Cho's palace; the same pieces at home do not.
        let attacked = eval_fen("4k4/9/9/9/9/9/9/3r5/3AKA3/4c4 w - - 0 1");
        let quiet = eval_fen("3rk4/4c4/9/9/9/9/9/9/3AKA3/9 w - - 0 1");
        assert!(attacked < quiet, "attacked {attacked}, quiet {quiet}");
    }

    #[test]
    fn a_soldier_near_the_palace_beats_one_at_home() {
        let home = eval_fen("4k4/9/9/9/9/9/4P4/9/4K4/9 w - - 0 1");
        let near = eval_fen("4k4/9/4P4/9/9/9/9/9/4K4/9 w - - 0 1");
        assert!(near > home, "near {near}, home {home}");
    }
}
