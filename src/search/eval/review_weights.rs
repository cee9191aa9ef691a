//! The review's weights (`KingSafety::Palace`): the hand-set values the review's numbers were
//! measured with (docs/PERFORMANCE.md, "The engine review"), kept when the built-in opponent's
//! weights (`weights.rs`) were fitted to the referee's search scores (docs/log/strength.md, round 26). The
//! constants are `weights.rs`'s; those of terms the palace form never counts are 0. A refit of
//! the review's evaluation would need its own measurement of the review first.

use super::Pair;
use super::weights::P;

/// Material, by role (`Role::ALL` order).
#[rustfmt::skip]
pub(super) const MATERIAL: [Pair; 7] = [P(0, 0), P(330, 300), P(330, 340), P(520, 680), P(1300, 1400), P(780, 600), P(200, 260)];

/// Piece-square values by role, then by point counted from the piece's own side:
/// `own rank × 5 + distance from the edge file` (the board is symmetric left to right).
#[rustfmt::skip]
pub(super) const PSQT: [[Pair; 50]; 7] = [
    // king
    [
        P(0, 0), P(0, 0), P(0, 0), P(0, 10), P(20, 10),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(20, 10),
        P(0, 0), P(0, 0), P(0, 0), P(0, 10), P(0, 10),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 10),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 10),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 10),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 10),
        P(0, 0), P(0, 0), P(0, 0), P(0, 10), P(0, 10),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 10),
        P(0, 0), P(0, 0), P(0, 0), P(0, 10), P(0, 10),
    ],
    // advisor
    [
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0),
    ],
    // elephant
    [
        P(0, 0), P(3, 2), P(6, 4), P(9, 6), P(12, 8),
        P(3, 0), P(6, 2), P(9, 4), P(12, 6), P(15, 8),
        P(6, 0), P(9, 2), P(12, 4), P(15, 6), P(18, 8),
        P(9, 0), P(12, 2), P(15, 4), P(18, 6), P(21, 8),
        P(12, 0), P(15, 2), P(18, 4), P(21, 6), P(24, 8),
        P(15, 0), P(18, 2), P(21, 4), P(24, 6), P(27, 8),
        P(15, 0), P(18, 2), P(21, 4), P(24, 6), P(27, 8),
        P(15, 0), P(18, 2), P(21, 4), P(24, 6), P(27, 8),
        P(15, 0), P(18, 2), P(21, 4), P(24, 6), P(27, 8),
        P(15, 0), P(18, 2), P(21, 4), P(24, 6), P(27, 8),
    ],
    // horse
    [
        P(-20, -20), P(6, 5), P(12, 10), P(18, 15), P(24, 20),
        P(-15, -17), P(11, 8), P(17, 13), P(23, 18), P(29, 23),
        P(-10, -14), P(16, 11), P(22, 16), P(28, 21), P(34, 26),
        P(-5, -11), P(21, 14), P(27, 19), P(33, 24), P(39, 29),
        P(0, -8), P(26, 17), P(32, 22), P(38, 27), P(44, 32),
        P(5, -5), P(31, 20), P(37, 25), P(43, 30), P(49, 35),
        P(10, -2), P(36, 23), P(42, 28), P(48, 33), P(54, 38),
        P(10, -2), P(36, 23), P(42, 28), P(48, 33), P(54, 38),
        P(10, -2), P(36, 23), P(42, 28), P(48, 33), P(54, 38),
        P(10, -2), P(36, 23), P(42, 28), P(48, 33), P(54, 38),
    ],
    // chariot
    [
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0),
        P(3, 2), P(3, 2), P(3, 2), P(3, 2), P(3, 2),
        P(6, 4), P(6, 4), P(6, 4), P(6, 4), P(6, 4),
        P(9, 6), P(9, 6), P(9, 6), P(9, 6), P(9, 6),
        P(12, 8), P(12, 8), P(12, 8), P(12, 8), P(12, 8),
        P(15, 10), P(15, 10), P(15, 10), P(15, 10), P(15, 10),
        P(18, 12), P(18, 12), P(18, 12), P(43, 27), P(43, 27),
        P(21, 14), P(21, 14), P(21, 14), P(46, 29), P(46, 29),
        P(21, 14), P(21, 14), P(21, 14), P(46, 29), P(46, 29),
        P(21, 14), P(21, 14), P(21, 14), P(46, 29), P(46, 29),
    ],
    // cannon
    [
        P(10, 0), P(12, 0), P(14, 0), P(16, 0), P(18, 0),
        P(10, 0), P(12, 0), P(14, 0), P(16, 0), P(18, 0),
        P(10, 0), P(12, 0), P(14, 0), P(16, 0), P(18, 0),
        P(0, 0), P(2, 0), P(4, 0), P(6, 0), P(8, 0),
        P(0, 0), P(2, 0), P(4, 0), P(6, 0), P(8, 0),
        P(0, 0), P(2, 0), P(4, 0), P(6, 0), P(8, 0),
        P(0, 0), P(2, 0), P(4, 0), P(21, 10), P(23, 10),
        P(0, 0), P(2, 0), P(4, 0), P(21, 10), P(23, 10),
        P(0, 0), P(2, 0), P(4, 0), P(21, 10), P(23, 10),
        P(0, 0), P(2, 0), P(4, 0), P(21, 10), P(23, 10),
    ],
    // soldier
    [
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0),
        P(10, 18), P(10, 18), P(10, 18), P(10, 18), P(10, 18),
        P(20, 36), P(24, 41), P(28, 46), P(32, 51), P(36, 56),
        P(30, 54), P(34, 59), P(38, 64), P(77, 99), P(81, 104),
        P(40, 72), P(44, 77), P(48, 82), P(87, 117), P(91, 122),
        P(50, 90), P(54, 95), P(58, 100), P(97, 135), P(101, 140),
        P(0, 68), P(4, 73), P(8, 78), P(47, 113), P(51, 118),
    ],
];

/// Mobility per pseudo-legal move, by role (counted for chariot, cannon, horse, elephant).
#[rustfmt::skip]
pub(super) const MOBILITY: [Pair; 7] = [P(0, 0), P(0, 0), P(5, 5), P(9, 9), P(4, 6), P(5, 3), P(0, 0)];

/// A piece of this role attacked by an enemy piece worth less.
#[rustfmt::skip]
pub(super) const THREAT: [Pair; 7] = [P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0)];

/// A horse or elephant with no move at all.
pub(super) const TRAPPED: Pair = P(-25, -20);
/// A chariot on a file with no soldier of its own side ahead of it.
pub(super) const OPEN_FILE: Pair = P(18, 10);
/// An advisor in its own palace.
pub(super) const GUARD: Pair = P(20, 5);
/// Per unit of the palace form of king danger (`KingSafety::Palace`, see `palace_danger`).
pub(super) const PALACE_DANGER: Pair = P(-4, -1);
/// The attack form's terms (king danger, flank, Fairy-Stockfish's threat terms): the palace
/// form does not count them.
pub(super) const DANGER: Pair = P(0, 0);
pub(super) const DANGER_END: Pair = P(0, 0);
pub(super) const FLANK: Pair = P(0, 0);
pub(super) const HANGING: Pair = P(0, 0);
pub(super) const RESTRICTED: Pair = P(0, 0);
pub(super) const KING_THREAT: Pair = P(0, 0);
pub(super) const CHARIOT_THREAT: Pair = P(0, 0);
pub(super) const SOLDIER_PUSH: Pair = P(0, 0);
/// The side to move's small advantage.
pub(super) const TEMPO: i32 = 10;
