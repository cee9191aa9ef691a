//! The static evaluation, in centipawns from the side to move's point of view. Every term has a
//! middle-game and an end-game value, blended by how much non-soldier material is left (a
//! "tapered" evaluation, as in Fairy-Stockfish's classical evaluation): material, piece-square
//! values per role, mobility (pseudo-legal move counts of the chariots, cannons, horses and
//! elephants only), pieces attacked by a lesser piece, chariots on open files, and king safety
//! (enemy pieces that reach into the palace, weighed against the guards at home).
//!
//! The terms are counted once, by [`terms`], into a [`Sink`]: the evaluation sums their weights
//! (`weights.rs`, which `tools/tune_eval.py` can refit), and [`trace`] lists the counts for
//! such a fit.

use crate::rules::movegen::{MoveBuf, piece_moves};
use crate::rules::{Color, Position, Role, Square};

mod cache;
mod weights;

pub(crate) use cache::EvalCache;

/// Material in centipawns: the counting points ×100 (chariot 13, cannon 7, horse 5,
/// elephant 3, advisor 3, soldier 2). Used for move ordering, the threat term and by the review;
/// the evaluation's material is the tapered `weights::MATERIAL`.
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

impl std::ops::Mul<i32> for Pair {
    type Output = Pair;
    fn mul(self, k: i32) -> Pair {
        Pair(self.0 * k, self.1 * k)
    }
}

/// One tunable term of the evaluation, counted for one side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Term {
    Material(Role),
    /// A piece on a point, `own rank × 5 + distance from the edge file`.
    Square(Role, usize),
    Mobility(Role),
    /// A piece of this role attacked by an enemy piece worth less.
    Threat(Role),
    Trapped,
    OpenFile,
    Guard,
    Danger,
}

/// Terms in one flat list (the order of `weights.rs`), for the fit.
const TERMS: usize = 7 + 7 * 50 + 7 + 7 + 4;

impl Term {
    fn weight(self) -> Pair {
        match self {
            Term::Material(r) => weights::MATERIAL[r as usize],
            Term::Square(r, i) => weights::PSQT[r as usize][i],
            Term::Mobility(r) => weights::MOBILITY[r as usize],
            Term::Threat(r) => weights::THREAT[r as usize],
            Term::Trapped => weights::TRAPPED,
            Term::OpenFile => weights::OPEN_FILE,
            Term::Guard => weights::GUARD,
            Term::Danger => weights::DANGER,
        }
    }

    fn index(self) -> usize {
        match self {
            Term::Material(r) => r as usize,
            Term::Square(r, i) => 7 + (r as usize) * 50 + i,
            Term::Mobility(r) => 357 + (r as usize),
            Term::Threat(r) => 364 + (r as usize),
            Term::Trapped => 371,
            Term::OpenFile => 372,
            Term::Guard => 373,
            Term::Danger => 374,
        }
    }
}

/// Where the terms go: summed with their weights, or counted for the fit.
trait Sink {
    fn add(&mut self, color: Color, term: Term, n: i32);
}

/// The weighted sum per side.
struct Score([Pair; 2]);

impl Sink for Score {
    #[inline]
    fn add(&mut self, color: Color, term: Term, n: i32) {
        self.0[color.index()] += term.weight() * n;
    }
}

/// Cho's count minus Han's, per term.
struct Counts([i32; TERMS]);

impl Sink for Counts {
    fn add(&mut self, color: Color, term: Term, n: i32) {
        self.0[term.index()] += match color {
            Color::Cho => n,
            Color::Han => -n,
        };
    }
}

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

/// Game phase from the non-soldier material left: 28 at the start, 0 with none.
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

/// The piece-square index: own rank × 5 + distance from the nearer edge file.
fn square_index(sq: Square, color: Color) -> usize {
    let file = sq.file() as usize;
    own_rank(sq, color) as usize * 5 + file.min(8 - file)
}

/// Counts every term of the position into `sink`; returns the game phase (0..=`MAX_PHASE`).
fn terms(pos: &Position, sink: &mut impl Sink) -> i32 {
    let board = pos.board();
    let diag = pos.rules().soldier_palace_diagonals();
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
        sink.add(p.color, Term::Material(p.role), 1);
        sink.add(p.color, Term::Square(p.role, square_index(sq, p.color)), 1);
        phase += phase_weight(p.role);
        if matches!(p.role, Role::King | Role::Advisor) {
            if p.role == Role::Advisor && sq.in_palace_of(p.color) {
                sink.add(p.color, Term::Guard, 1);
                guards[side] += 1;
            }
            continue;
        }
        buf.clear();
        piece_moves(board, sq, p, diag, &mut buf);
        // Enemy pieces this one attacks that are worth more than it.
        for m in buf.as_slice() {
            if let Some(victim) = board.get(m.to)
                && value(victim.role) > value(p.role)
            {
                sink.add(victim.color, Term::Threat(victim.role), 1);
            }
        }
        if p.role == Role::Soldier {
            let r = own_rank(sq, p.color);
            let f = sq.file() as usize;
            soldier_ranks[side][f] = soldier_ranks[side][f].max(r);
            if near_enemy_palace(sq, p.color) {
                danger[side] += attack_weight(Role::Soldier);
                attackers[side] += 1;
            }
            continue;
        }
        if p.role == Role::Chariot {
            let slot = usize::from(chariots[side][0].is_some());
            chariots[side][slot] = Some(sq);
        }
        let n = buf.len() as i32;
        sink.add(p.color, Term::Mobility(p.role), n);
        if n == 0 && matches!(p.role, Role::Horse | Role::Elephant) {
            sink.add(p.color, Term::Trapped, 1);
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
    // Chariots on files with no own soldier ahead.
    for color in Color::ALL {
        let side = color.index();
        for sq in chariots[side].into_iter().flatten() {
            if soldier_ranks[side][sq.file() as usize] < own_rank(sq, color) {
                sink.add(color, Term::OpenFile, 1);
            }
        }
    }
    // King danger grows with the square of the attack, once two pieces join in; the guards
    // at home take some of it off.
    for color in Color::ALL {
        let us = color.index();
        let them = color.other().index();
        if attackers[them] >= 2 {
            sink.add(
                color,
                Term::Danger,
                king_danger(danger[them] - 3 * guards[us]),
            );
        }
    }
    phase.min(MAX_PHASE)
}

/// Danger units of an attack: an eighth of its square, capped (a lost king is no worse).
fn king_danger(units: i32) -> i32 {
    let units = units.max(0);
    (units * units).min(1000) / 8
}

/// Blends a middle-game and an end-game value by the phase.
fn taper(t: Pair, phase: i32) -> i32 {
    (t.0 * phase + t.1 * (MAX_PHASE - phase)) / MAX_PHASE
}

/// Cho minus Han, every term but tempo.
fn cho_minus_han(pos: &Position) -> i32 {
    let mut score = Score([Pair::default(); 2]);
    let phase = terms(pos, &mut score);
    taper(score.0[Color::Cho.index()], phase) - taper(score.0[Color::Han.index()], phase)
}

/// The evaluation from the side to move's point of view.
pub fn evaluate(pos: &Position) -> i32 {
    let s = cho_minus_han(pos);
    weights::TEMPO
        + match pos.turn() {
            Color::Cho => s,
            Color::Han => -s,
        }
}

/// The terms of the evaluation as the fit needs them: the game phase, then every term whose
/// count differs between the sides, as (index in `weights.rs` order, Cho's count minus Han's).
pub(crate) fn trace(pos: &Position) -> (i32, Vec<(usize, i32)>) {
    let mut counts = Counts([0; TERMS]);
    let phase = terms(pos, &mut counts);
    let list = counts
        .0
        .iter()
        .enumerate()
        .filter(|&(_, &n)| n != 0)
        .map(|(i, &n)| (i, n))
        .collect();
    (phase, list)
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
        assert_eq!(evaluate(&pos), weights::TEMPO);
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

    /// The fit treats the evaluation as the sum of its traced terms times their weights; it is
    /// (up to the rounding of the blend).
    #[test]
    fn the_trace_sums_to_the_evaluation() {
        let fens = [
            "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
            "r1ba1a3/4kn3/2n1b4/p1p1p1pcp/9/2P6/P3P1P1P/2C1C2c1/4K4/RNBA1ABN1 w - - 0 1",
            "4k4/9/9/9/9/9/9/3r5/3AKA3/4c4 w - - 0 1",
            "3a1a3/4k4/2N6/p3p4/2h6/9/P8/4C4/3AKA3/R8 b - - 0 1",
        ];
        let all: Vec<Term> = Role::ALL
            .iter()
            .map(|&r| Term::Material(r))
            .chain(
                Role::ALL
                    .iter()
                    .flat_map(|&r| (0..50).map(move |i| Term::Square(r, i))),
            )
            .chain(Role::ALL.iter().map(|&r| Term::Mobility(r)))
            .chain(Role::ALL.iter().map(|&r| Term::Threat(r)))
            .chain([Term::Trapped, Term::OpenFile, Term::Guard, Term::Danger])
            .collect();
        assert_eq!(all.len(), TERMS);
        for (i, t) in all.iter().enumerate() {
            assert_eq!(t.index(), i, "{t:?}");
        }
        for fen in fens {
            let pos = Position::from_fen(fen, RuleSet::Janggi).unwrap();
            let (phase, list) = trace(&pos);
            assert!(!list.is_empty() || cho_minus_han(&pos) == 0);
            let mut sum = Pair::default();
            for (i, n) in list {
                sum += all[i].weight() * n;
            }
            let traced = taper(sum, phase);
            assert!((traced - cho_minus_han(&pos)).abs() <= 1, "{fen}: {traced}");
        }
    }

    #[test]
    fn a_piece_attacked_by_a_lesser_one_is_counted() {
        // Cho's soldier attacks Han's chariot; move the chariot aside and the threat is gone.
        let attacked =
            Position::from_fen("4k4/9/9/9/9/3r5/3P5/9/4K4/9 w - - 0 1", RuleSet::Janggi).unwrap();
        let safe =
            Position::from_fen("4k4/9/9/9/9/r8/3P5/9/4K4/9 w - - 0 1", RuleSet::Janggi).unwrap();
        let threat = Term::Threat(Role::Chariot).index();
        let count = |pos: &Position| {
            trace(pos)
                .1
                .iter()
                .find(|(i, _)| *i == threat)
                .map_or(0, |p| p.1)
        };
        assert_eq!(count(&attacked), -1);
        assert_eq!(count(&safe), 0);
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
