//! The static evaluation, in centipawns from the side to move's point of view. Every term has a
//! middle-game and an end-game value, blended by how much non-soldier material is left (a
//! "tapered" evaluation, as in Fairy-Stockfish's classical evaluation): material, piece-square
//! values per role, mobility (pseudo-legal move counts of the chariots, cannons, horses and
//! elephants only), pieces attacked by a lesser piece, chariots on open files, and king safety
//! in one of two forms ([`KingSafety`]): the attack on the king as Fairy-Stockfish's classical
//! evaluation weighs it, with its threat terms (pieces hanging or weakly held, points both
//! sides contest, a soldier's push; the built-in opponent's), or the enemy pieces that reach
//! into the palace against the guards at home (the review's).
//!
//! The terms are counted once, by [`terms`], into a [`Sink`]: the evaluation sums their weights
//! (`weights.rs`, fitted by `tools/tune_eval.py`; the review's form keeps its hand-set ones,
//! `review_weights.rs`), and [`trace`] lists the counts for such a fit.

use crate::rules::attacks::check_points;
use crate::rules::movegen::piece_reach_points;
use crate::rules::{Color, Piece, Position, Role, Square};

mod cache;
mod review_weights;
mod threats;
mod weights;

pub(crate) use cache::EvalCache;
use threats::threats;

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

/// How the evaluation weighs the danger to a king.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum KingSafety {
    /// Fairy-Stockfish's form (`king_danger`): attackers of the king's ring, weak points, safe
    /// checks, the flank, at half its size, with the weights fitted to the referee's search
    /// scores. The stronger opponent (docs/log/strength.md, rounds 12 and 26), and the
    /// default.
    #[default]
    Attack,
    /// Pieces whose moves land in the enemy palace, less the guards at home, squared and capped
    /// (`palace_danger`). Smaller swings: the review, whose first pass sends every move it
    /// flags to two deeper searches, judges a game in half the time with it, and its numbers
    /// against the referee were measured with it and the hand-set weights it keeps
    /// (docs/PERFORMANCE.md, "The engine review").
    Palace,
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
    /// King-danger units, the middle game's quadratic penalty (see `king_danger`).
    Danger,
    /// The same units' end-game penalty.
    DangerEnd,
    /// Attacks on the king's flank.
    Flank,
    /// Units of the palace form of king danger ([`KingSafety::Palace`], see `palace_danger`).
    PalaceDanger,
    /// An enemy piece we attack that is not strongly protected, and either not defended at all
    /// or (not a soldier) attacked twice (Fairy-Stockfish's `Hanging`).
    Hanging,
    /// A point both sides attack that the enemy does not strongly protect (`RestrictedPiece`).
    Restricted,
    /// A weak enemy piece next to our king (`ThreatByKing`).
    KingThreat,
    /// A weak enemy chariot attacked by our chariot (`ThreatByRook`, the one Janggi role it
    /// weighs).
    ChariotThreat,
    /// An enemy piece other than a soldier two points ahead of our soldier (`ThreatByPawnPush`).
    SoldierPush,
}

/// Terms in one flat list (the order of `weights.rs`), for the fit.
const TERMS: usize = 7 + 7 * 50 + 7 + 7 + 7 + 5;

/// A term's weight in one weights module: `weights` (the opponent's) or `review_weights` (the
/// review's), which name the same constants.
macro_rules! weight_in {
    ($w:ident, $term:expr) => {
        match $term {
            Term::Material(r) => $w::MATERIAL[r as usize],
            Term::Square(r, i) => $w::PSQT[r as usize][i],
            Term::Mobility(r) => $w::MOBILITY[r as usize],
            Term::Threat(r) => $w::THREAT[r as usize],
            Term::Trapped => $w::TRAPPED,
            Term::OpenFile => $w::OPEN_FILE,
            Term::Guard => $w::GUARD,
            Term::Danger => $w::DANGER,
            Term::DangerEnd => $w::DANGER_END,
            Term::Flank => $w::FLANK,
            Term::PalaceDanger => $w::PALACE_DANGER,
            Term::Hanging => $w::HANGING,
            Term::Restricted => $w::RESTRICTED,
            Term::KingThreat => $w::KING_THREAT,
            Term::ChariotThreat => $w::CHARIOT_THREAT,
            Term::SoldierPush => $w::SOLDIER_PUSH,
        }
    };
}

impl Term {
    /// The term's weight in the evaluation of the form `ks` (read once into `WEIGHT_TABLES`).
    fn weight(self, ks: KingSafety) -> Pair {
        match ks {
            KingSafety::Attack => weight_in!(weights, self),
            KingSafety::Palace => weight_in!(review_weights, self),
        }
    }

    /// Every term, in the order of `index` (and of `weights.rs`).
    fn all() -> impl Iterator<Item = Term> {
        let roles = || Role::ALL.into_iter();
        roles()
            .map(Term::Material)
            .chain(roles().flat_map(|r| (0..50).map(move |i| Term::Square(r, i))))
            .chain(roles().map(Term::Mobility))
            .chain(roles().map(Term::Threat))
            .chain([
                Term::Trapped,
                Term::OpenFile,
                Term::Guard,
                Term::Danger,
                Term::DangerEnd,
                Term::Flank,
                Term::PalaceDanger,
                Term::Hanging,
                Term::Restricted,
                Term::KingThreat,
                Term::ChariotThreat,
                Term::SoldierPush,
            ])
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
            Term::DangerEnd => 375,
            Term::Flank => 376,
            Term::PalaceDanger => 377,
            Term::Hanging => 378,
            Term::Restricted => 379,
            Term::KingThreat => 380,
            Term::ChariotThreat => 381,
            Term::SoldierPush => 382,
        }
    }
}

/// Where the terms go: summed with their weights, or counted for the fit.
trait Sink {
    fn add(&mut self, color: Color, term: Term, n: i32);

    /// The sum so far is decided enough to stop counting (see `LAZY_THRESHOLD`).
    fn settled(&self, _phase: i32) -> bool {
        false
    }
}

/// Past this lead on material and piece-square values alone, the built-in opponent's evaluation
/// counts nothing else (Fairy-Stockfish's 1,565 internal units, in ours).
const LAZY_THRESHOLD: i32 = 1500;

/// The weighted sum per side, with the weights of one form.
/// With `lazy`, it stops counting past `LAZY_THRESHOLD`.
struct Score([Pair; 2], &'static [Pair; TERMS], bool);

impl Score {
    fn new(ks: KingSafety, lazy: bool) -> Score {
        Score([Pair::default(); 2], &WEIGHT_TABLES[ks as usize], lazy)
    }
}

impl Sink for Score {
    #[inline]
    fn add(&mut self, color: Color, term: Term, n: i32) {
        self.0[color.index()] += self.1[term.index()] * n;
    }

    fn settled(&self, phase: i32) -> bool {
        self.2 && (taper(self.0[0], phase) - taper(self.0[1], phase)).abs() > LAZY_THRESHOLD
    }
}

/// Every term's weight by its index, per form (`KingSafety as usize`): one array read per term
/// instead of a match on the term and the form (the evaluation is half of the search's time).
static WEIGHT_TABLES: std::sync::LazyLock<[[Pair; TERMS]; 2]> = std::sync::LazyLock::new(|| {
    [KingSafety::Attack, KingSafety::Palace].map(|ks| {
        let mut table = [Pair::default(); TERMS];
        for term in Term::all() {
            table[term.index()] = term.weight(ks);
        }
        table
    })
});

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

/// Palace-form danger units by attacking role: a piece counts when one of its moves lands in
/// the enemy palace (a soldier when it stands in or next to it).
fn palace_attack_weight(role: Role) -> i32 {
    match role {
        Role::Chariot => 5,
        Role::Cannon => 4,
        Role::Horse => 3,
        Role::Soldier => 2,
        _ => 0,
    }
}

/// In the enemy palace or on the rank in front of it.
fn near_enemy_palace(sq: Square, color: Color) -> bool {
    own_rank(sq, color) >= 6 && (3..=5).contains(&sq.file())
}

/// The palace form's penalty units: an eighth of the square of the attack, capped (a lost king
/// is no worse).
fn palace_danger(units: i32) -> i32 {
    let units = units.max(0);
    (units * units).min(1000) / 8
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

/// The piece-square index: own rank × 5 + distance from the nearer edge file.
fn square_index(sq: Square, color: Color) -> usize {
    let file = sq.file() as usize;
    own_rank(sq, color) as usize * 5 + file.min(8 - file)
}

/// A set of points, bit `Square::index` (90 of 128 bits).
type Points = u128;

#[inline]
fn bit(sq: Square) -> Points {
    1 << sq.index()
}

/// Points on these files (0..=8) and own ranks (0..=9) of `color`.
fn area(
    color: Color,
    files: std::ops::RangeInclusive<u8>,
    ranks: std::ops::RangeInclusive<i32>,
) -> Points {
    let mut p = 0;
    for i in 0..90u8 {
        let sq = Square::from_index_unchecked(i);
        if files.contains(&sq.file()) && ranks.contains(&own_rank(sq, color)) {
            p |= bit(sq);
        }
    }
    p
}

/// The points of `color`'s palace, by the rules' own test.
fn palace(color: Color) -> Points {
    (0..90u8)
        .map(Square::from_index_unchecked)
        .filter(|sq| sq.in_palace_of(color))
        .fold(0, |p, sq| p | bit(sq))
}

/// Per colour: its palace, and its camp (its own six ranks), computed once.
static AREAS: std::sync::LazyLock<[[Points; 2]; 2]> =
    std::sync::LazyLock::new(|| Color::ALL.map(|c| [palace(c), area(c, 0..=8, 0..=5)]));

/// The king's ring: the 3×3 block around it, moved off the board's edges (Fairy-Stockfish's
/// `kingRing`, so a king at the top of its palace has points outside it in its ring).
fn king_ring(k: Square) -> Points {
    let f = k.file().clamp(1, 7) as i8;
    let r = k.rank().clamp(1, 8) as i8;
    let mut p = 0;
    for df in -1..=1 {
        for dr in -1..=1 {
            if let Some(sq) = Square::new((f + df) as u8, (r + dr) as u8) {
                p |= bit(sq);
            }
        }
    }
    p
}

/// Who bears on which points, per side: once, twice, by role; and what the attack on the
/// enemy king's ring adds up to (Fairy-Stockfish's `attackedBy`, `kingAttackersCount`...).
#[derive(Default)]
struct Attacks {
    once: [Points; 2],
    twice: [Points; 2],
    by_role: [[Points; 7]; 2],
    occupied: [Points; 2],
    ring_attackers: [i32; 2],
    ring_weight: [i32; 2],
    /// Attacks on points next to the enemy king (its own moves).
    king_hits: [i32; 2],
    /// The middle-game mobility score, per side.
    mobility: [i32; 2],
}

impl Attacks {
    fn add(&mut self, side: usize, role: Role, reach: Points) {
        self.twice[side] |= self.once[side] & reach;
        self.once[side] |= reach;
        self.by_role[side][role as usize] |= reach;
    }
}

/// Safe-check units by checking role: one such check, several (Fairy-Stockfish's `SafeCheck`,
/// rook for the chariot, its "other pieces" for the rest).
const CHECKERS: [(Role, i32, i32); 5] = [
    (Role::Chariot, 1087, 1878),
    (Role::Cannon, 600, 900),
    (Role::Horse, 600, 900),
    (Role::Elephant, 600, 900),
    (Role::Soldier, 600, 900),
];

/// King-danger units against `color`'s king on `k`, and the attacks on its flank, in the form
/// of Fairy-Stockfish's classical `king()`: the attackers of the ring times their weight, weak
/// or off-palace ring points, safe and unsafe checks, attacks next to the king, the flank, the
/// mobility balance; less the flank's defence. Janggi has no queen, so its −873 applies always
/// (scaled as Fairy-Stockfish scales it for a palace king: ×2/3).
fn king_danger(pos: &Position, a: &Attacks, color: Color, k: Square) -> (i32, i32) {
    let us = color.index();
    let them = color.other().index();
    let [palace, camp] = AREAS[us];
    let weak = a.once[them] & !a.twice[us] & (!a.once[us] | a.by_role[us][Role::King as usize]);
    let safe = !a.occupied[them] & (!a.once[us] | (weak & a.twice[them]));
    let diag = pos.rules().soldier_palace_diagonals();
    let mut units = 0;
    let mut unsafe_checks: Points = 0;
    for (role, one, several) in CHECKERS {
        let checks = check_points(pos.board(), k, color.other(), role, diag)
            & a.by_role[them][role as usize];
        let safe_checks = checks & safe;
        if safe_checks != 0 {
            units += if safe_checks.count_ones() > 1 {
                several
            } else {
                one
            };
        } else {
            unsafe_checks |= checks;
        }
    }
    let f = k.file().clamp(1, 7);
    let flank = FLANKS[f as usize] & camp;
    let flank_attack =
        (a.once[them] & flank).count_ones() as i32 + (a.twice[them] & flank).count_ones() as i32;
    let flank_defence = (a.once[us] & flank).count_ones() as i32;
    let ring = king_ring(k);
    units += a.ring_attackers[them] * a.ring_weight[them]
        + 183 * (ring & (weak | !palace)).count_ones() as i32
        + 148 * unsafe_checks.count_ones() as i32
        + 69 * a.king_hits[them]
        + 3 * flank_attack * flank_attack / 8
        + (a.mobility[them] - a.mobility[us])
        - 582
        - 4 * flank_defence
        + 37;
    (units, flank_attack)
}

/// Our king-danger penalty is Fairy-Stockfish's divided by this. At its full size the search
/// gave up material for attacks it could not carry through and lost more games to the referee;
/// at half, it scored 17 % against the referee at 500 ms a move and 31 % at 100 ms, where the
/// palace form scored 11 % and 22.5 % (docs/log/strength.md, rounds 11 and 12).
const KING_DANGER_DIVISOR: i32 = 2;

/// Files `f - 1 ..= f + 1`, for a king's flank (indexed by the clamped king file).
static FLANKS: std::sync::LazyLock<[Points; 9]> = std::sync::LazyLock::new(|| {
    std::array::from_fn(|f| {
        let f = (f as u8).clamp(1, 7);
        area(Color::Cho, f - 1..=f + 1, 0..=9)
    })
});

/// Counts every term of the position into `sink`, king safety in the form `ks`; returns the
/// game phase (0..=`MAX_PHASE`).
fn terms(pos: &Position, ks: KingSafety, sink: &mut impl Sink) -> i32 {
    let board = pos.board();
    let diag = pos.rules().soldier_palace_diagonals();
    let mut phase = 0;
    // Per side: files holding one of its soldiers, by rank (for open files).
    let mut soldier_ranks: [[i32; 9]; 2] = [[-1; 9]; 2];
    let mut chariots: [[Option<Square>; 2]; 2] = [[None; 2]; 2];
    let mut a = Attacks::default();
    // The palace form's count, per side: danger units against the other king, the pieces
    // taking part, guards at home.
    let mut palace_units = [0i32; 2];
    let mut palace_attackers = [0i32; 2];
    let mut guards = [0i32; 2];
    let kings = [pos.king(Color::Cho), pos.king(Color::Han)];
    let rings = kings.map(|k| k.map_or(0, king_ring));
    // Which points each side's pieces, and each of its roles, stand on: the threat term needs
    // the enemy's pieces before the walk below has reached them. The pieces, in the order of
    // their points, are read off the board once, with their material and points.
    let mut by_role: [[Points; 7]; 2] = [[0; 7]; 2];
    let unused = (
        Square::from_index_unchecked(0),
        Piece::new(Color::Cho, Role::King),
    );
    let mut pieces = [unused; 90];
    let mut count = 0;
    for i in 0..90u8 {
        let sq = Square::from_index_unchecked(i);
        if let Some(p) = board.get(sq) {
            by_role[p.color.index()][p.role as usize] |= bit(sq);
            pieces[count] = (sq, p);
            count += 1;
            sink.add(p.color, Term::Material(p.role), 1);
            sink.add(p.color, Term::Square(p.role, square_index(sq, p.color)), 1);
            phase += phase_weight(p.role);
        }
    }
    // Lazy evaluation (Fairy-Stockfish's `LazyThreshold1`): far from level on material and
    // points alone, the rest cannot bring it back, and is not counted.
    if sink.settled(phase.min(MAX_PHASE)) {
        return phase.min(MAX_PHASE);
    }
    a.occupied = by_role.map(|roles| roles.iter().fold(0, |o, &r| o | r));
    // The kings' own reach first: attacks next to a king count as they are found.
    let mut king_reach = [0 as Points; 2];
    for color in Color::ALL {
        if let Some(k) = kings[color.index()] {
            king_reach[color.index()] =
                piece_reach_points(board, k, Piece::new(color, Role::King), diag);
            a.add(color.index(), Role::King, king_reach[color.index()]);
        }
    }
    for &(sq, p) in &pieces[..count] {
        let side = p.color.index();
        let enemy = p.color.other();
        if p.role == Role::King {
            continue;
        }
        if p.role == Role::Advisor && sq.in_palace_of(p.color) {
            sink.add(p.color, Term::Guard, 1);
            guards[side] += 1;
        }
        let reach = piece_reach_points(board, sq, p, diag);
        a.add(side, p.role, reach);
        if p.role == Role::Advisor {
            continue;
        }
        if reach & rings[enemy.index()] != 0 {
            a.ring_attackers[side] += 1;
            a.ring_weight[side] += if p.role == Role::Chariot { 44 } else { 40 };
            a.king_hits[side] += (reach & king_reach[enemy.index()]).count_ones() as i32;
        }
        // The moves (the points not held by an own piece), the enemy pieces among them worth
        // more than this one, and the moves into the enemy palace.
        let moves = reach & !a.occupied[side];
        let victims = moves & a.occupied[enemy.index()];
        if victims != 0 {
            for role in Role::ALL {
                let hit = (victims & by_role[enemy.index()][role as usize]).count_ones() as i32;
                if hit > 0 && value(role) > value(p.role) {
                    sink.add(enemy, Term::Threat(role), hit);
                }
            }
        }
        let n = moves.count_ones() as i32;
        let palace_hits = (moves & AREAS[enemy.index()][0]).count_ones() as i32;
        if p.role == Role::Soldier {
            let r = own_rank(sq, p.color);
            let f = sq.file() as usize;
            soldier_ranks[side][f] = soldier_ranks[side][f].max(r);
            if near_enemy_palace(sq, p.color) {
                palace_units[side] += palace_attack_weight(Role::Soldier);
                palace_attackers[side] += 1;
            }
            continue;
        }
        if palace_hits > 0 && p.role != Role::Elephant {
            palace_units[side] += palace_attack_weight(p.role) + palace_hits;
            palace_attackers[side] += 1;
        }
        if p.role == Role::Chariot {
            let slot = usize::from(chariots[side][0].is_some());
            chariots[side][slot] = Some(sq);
        }
        sink.add(p.color, Term::Mobility(p.role), n);
        a.mobility[side] += weights::MOBILITY[p.role as usize].0 * n;
        if n == 0 && matches!(p.role, Role::Horse | Role::Elephant) {
            sink.add(p.color, Term::Trapped, 1);
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
    if ks == KingSafety::Palace {
        // The palace form grows with the square of the attack once two pieces join in; the
        // guards at home take some of it off.
        for color in Color::ALL {
            let us = color.index();
            let them = color.other().index();
            if palace_attackers[them] >= 2 {
                let units = palace_units[them] - 3 * guards[us];
                sink.add(color, Term::PalaceDanger, palace_danger(units));
            }
        }
        return phase.min(MAX_PHASE);
    }
    // King safety: the danger units become a penalty growing with their square in the middle
    // game (capped at 3,500 units), linearly in the end game, plus half the middle-game value
    // there, as Fairy-Stockfish does for a king that steps like a wazir (at half its size).
    for color in Color::ALL {
        let Some(k) = kings[color.index()] else {
            continue;
        };
        let (units, flank_attack) = king_danger(pos, &a, color, k);
        if units > 100 {
            let quadratic = units.min(3500) * units / (4096 * KING_DANGER_DIVISOR);
            sink.add(color, Term::Danger, quadratic);
            sink.add(
                color,
                Term::DangerEnd,
                units / (16 * KING_DANGER_DIVISOR) + quadratic / 2,
            );
        }
        sink.add(color, Term::Flank, flank_attack);
    }
    for color in Color::ALL {
        threats(&a, &by_role, color, sink);
    }
    phase.min(MAX_PHASE)
}

/// Blends a middle-game and an end-game value by the phase.
fn taper(t: Pair, phase: i32) -> i32 {
    (t.0 * phase + t.1 * (MAX_PHASE - phase)) / MAX_PHASE
}

/// Cho minus Han, every term but tempo; with `lazy`, material and piece-square values alone
/// once they are past `LAZY_THRESHOLD`.
fn cho_minus_han(pos: &Position, ks: KingSafety, lazy: bool) -> i32 {
    let mut score = Score::new(ks, lazy);
    let phase = terms(pos, ks, &mut score);
    taper(score.0[Color::Cho.index()], phase) - taper(score.0[Color::Han.index()], phase)
}

/// The side to move's small advantage, in the weights of the form `ks`.
fn tempo(ks: KingSafety) -> i32 {
    match ks {
        KingSafety::Attack => weights::TEMPO,
        KingSafety::Palace => review_weights::TEMPO,
    }
}

/// The evaluation from the side to move's point of view (the opponent's king safety).
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(pos, KingSafety::default())
}

/// The evaluation from the side to move's point of view, king safety in the form `ks`. The
/// built-in opponent's form is lazy (`LAZY_THRESHOLD`); the review's counts every term, as its
/// numbers were measured.
pub fn evaluate_with(pos: &Position, ks: KingSafety) -> i32 {
    for_the_mover(pos, ks, cho_minus_han(pos, ks, ks == KingSafety::Attack))
}

/// Cho minus Han `s`, plus the tempo, from the side to move's point of view.
fn for_the_mover(pos: &Position, ks: KingSafety, s: i32) -> i32 {
    tempo(ks)
        + match pos.turn() {
            Color::Cho => s,
            Color::Han => -s,
        }
}

/// The terms of the evaluation as the fit needs them: the whole evaluation (never lazy) from
/// the side to move's point of view, the game phase, then every term whose count differs
/// between the sides, as (index in `weights.rs` order, Cho's count minus Han's).
pub(crate) fn trace(pos: &Position) -> (i32, i32, Vec<(usize, i32)>) {
    let ks = KingSafety::default();
    let mut counts = Counts([0; TERMS]);
    let phase = terms(pos, ks, &mut counts);
    let list = counts
        .0
        .iter()
        .enumerate()
        .filter(|&(_, &n)| n != 0)
        .map(|(i, &n)| (i, n))
        .collect();
    (
        for_the_mover(pos, ks, cho_minus_han(pos, ks, false)),
        phase,
        list,
    )
}

#[cfg(test)]
mod tests;
