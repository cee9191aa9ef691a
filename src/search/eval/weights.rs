//! The built-in opponent's evaluation weights (`KingSafety::Attack`): every term's middle-game
//! and end-game value in centipawns (a soldier about 200). The values are a fit to the referee's
//! *search* scores (`tools/label_deep.py`, then `tools/tune_eval.py --deep --freeze
//! material,DANGER,DANGER_END,FLANK,PALACE_DANGER --write`: 42,894 quiet positions of games
//! against Fairy-Stockfish, each searched by it to 25,000 nodes), the material and the king
//! danger kept at their hand-set values; docs/log/strength.md, round 26. The review
//! keeps the hand-set weights (`review_weights.rs`).

use super::Pair;

/// Short, for the tables below.
#[allow(non_snake_case)]
pub(super) const fn P(mg: i32, eg: i32) -> Pair {
    Pair(mg, eg)
}

/// Material, by role (`Role::ALL` order).
#[rustfmt::skip]
pub(super) const MATERIAL: [Pair; 7] = [P(0, 0), P(330, 300), P(330, 340), P(520, 680), P(1300, 1400), P(780, 600), P(200, 260)];

/// Piece-square values by role, then by point counted from the piece's own side:
/// `own rank × 5 + distance from the edge file` (the board is symmetric left to right).
#[rustfmt::skip]
pub(super) const PSQT: [[Pair; 50]; 7] = [
    // king
    [
        P(0, 0), P(0, 0), P(0, 0), P(94, -18), P(83, -53),
        P(0, 0), P(0, 0), P(0, 0), P(59, -17), P(21, -9),
        P(0, 0), P(0, 0), P(0, 0), P(-67, 85), P(-150, 62),
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
        P(0, 0), P(0, 0), P(0, 0), P(-28, -20), P(-19, -48),
        P(0, 0), P(0, 0), P(0, 0), P(-42, 28), P(59, 49),
        P(0, 0), P(0, 0), P(0, 0), P(33, 12), P(50, 19),
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
        P(-63, -77), P(-85, -47), P(-58, -11), P(-74, 24), P(-238, -89),
        P(-88, 21), P(-108, 129), P(-130, 90), P(-105, 59), P(17, 13),
        P(-113, 41), P(-139, -19), P(-135, 36), P(-44, 84), P(-26, 39),
        P(-43, 49), P(8, -31), P(-56, 54), P(-22, 6), P(2, 83),
        P(-28, 9), P(-13, -36), P(9, 38), P(6, 26), P(102, -8),
        P(-72, 18), P(34, 59), P(62, 81), P(-12, 24), P(-118, 73),
        P(-87, -75), P(30, 34), P(-7, 70), P(-29, -20), P(51, -11),
        P(-54, 34), P(-136, 80), P(-226, -64), P(-9, -106), P(54, -14),
        P(63, -71), P(103, 12), P(-29, -47), P(-216, 62), P(-93, 22),
        P(-30, -13), P(-29, -57), P(174, -9), P(-71, 18), P(14, -30),
    ],
    // horse
    [
        P(-89, -116), P(-86, -45), P(-69, 42), P(-78, 120), P(-82, -5),
        P(-90, -78), P(-48, -45), P(-21, -9), P(-11, 62), P(-78, 91),
        P(-122, 72), P(-70, 46), P(28, 41), P(31, 126), P(-29, 98),
        P(-101, 67), P(14, 56), P(19, 72), P(27, 37), P(82, 95),
        P(-110, 112), P(-6, 42), P(34, 124), P(46, 69), P(59, 120),
        P(-135, 133), P(4, 100), P(53, 63), P(128, 75), P(-15, 102),
        P(-79, 93), P(13, 93), P(104, 53), P(111, 88), P(193, 22),
        P(-177, 154), P(30, 37), P(-155, 145), P(8, 233), P(40, 50),
        P(-49, 42), P(-127, -18), P(-110, 71), P(62, -49), P(-66, -88),
        P(-167, -112), P(-9, 91), P(-88, 82), P(-58, -49), P(41, -1),
    ],
    // chariot
    [
        P(35, 22), P(47, 88), P(71, 73), P(66, 61), P(111, -73),
        P(37, 90), P(49, 83), P(65, 94), P(48, 61), P(111, -84),
        P(34, 95), P(70, 125), P(63, 136), P(88, 40), P(-84, 182),
        P(84, 106), P(67, 158), P(84, 215), P(48, 156), P(-10, 176),
        P(36, 100), P(16, 188), P(40, 191), P(4, 199), P(27, 238),
        P(86, 140), P(120, 89), P(135, 152), P(94, 136), P(161, 100),
        P(45, 273), P(97, 167), P(116, 205), P(106, 114), P(224, 77),
        P(118, 120), P(132, 90), P(164, 182), P(100, 191), P(18, 291),
        P(106, 211), P(132, 139), P(146, 163), P(322, 49), P(46, 29),
        P(94, 218), P(31, 196), P(106, 130), P(139, 164), P(393, 166),
    ],
    // cannon
    [
        P(39, 3), P(7, 17), P(34, -14), P(136, 66), P(114, 128),
        P(5, -124), P(-35, 74), P(48, -44), P(99, 44), P(112, -8),
        P(13, -28), P(-16, -7), P(7, 8), P(16, 112), P(55, 131),
        P(96, -52), P(43, -48), P(1, 3), P(93, 1), P(24, 123),
        P(-18, -14), P(-35, -3), P(1, 30), P(36, 64), P(84, 77),
        P(-59, 45), P(-40, 0), P(-59, -89), P(-29, 45), P(79, 44),
        P(-44, -43), P(-76, -65), P(-20, -68), P(-79, 101), P(23, 87),
        P(-68, -6), P(-85, -39), P(-68, -95), P(11, -18), P(91, -66),
        P(-87, -17), P(-160, 23), P(-56, -24), P(-82, 56), P(-78, 121),
        P(-14, -80), P(-137, 49), P(-170, 45), P(-240, 102), P(-23, 39),
    ],
    // soldier
    [
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0),
        P(0, 0), P(0, 0), P(0, 0), P(0, 0), P(0, 0),
        P(0, -21), P(53, 7), P(52, 50), P(57, 74), P(68, 67),
        P(-24, -71), P(24, 8), P(21, 27), P(43, 52), P(73, 54),
        P(-41, -24), P(-18, 8), P(52, 13), P(50, 52), P(22, 92),
        P(-74, -9), P(-66, 72), P(71, 47), P(92, 44), P(128, 44),
        P(-16, -55), P(-3, -26), P(283, -22), P(384, 65), P(79, 277),
        P(-2, 20), P(-46, 8), P(49, 20), P(-16, 131), P(101, 140),
        P(-120, -77), P(-81, -24), P(-125, -14), P(-50, 46), P(43, 107),
    ],
];

/// Mobility per pseudo-legal move, by role (counted for chariot, cannon, horse, elephant).
#[rustfmt::skip]
pub(super) const MOBILITY: [Pair; 7] = [P(0, 0), P(0, 0), P(8, 5), P(1, 18), P(6, 9), P(8, 6), P(0, 0)];

/// A piece of this role attacked by an enemy piece worth less.
#[rustfmt::skip]
pub(super) const THREAT: [Pair; 7] = [P(0, 0), P(-62, -28), P(-102, -80), P(-135, -29), P(-99, 37), P(-86, -83), P(0, 0)];

/// A horse or elephant with no move at all.
pub(super) const TRAPPED: Pair = P(-2, -28);
/// A chariot on a file with no soldier of its own side ahead of it.
pub(super) const OPEN_FILE: Pair = P(24, 107);
/// An advisor in its own palace.
pub(super) const GUARD: Pair = P(74, 44);
/// King danger, per unit of its middle-game penalty (`units² / 8192`, see `king_danger`).
pub(super) const DANGER: Pair = P(-1, 0);
/// King danger, per unit of its end-game penalty (`units / 32` and half the middle game's).
pub(super) const DANGER_END: Pair = P(0, -1);
/// Per attack on the king's flank (Fairy-Stockfish's `FlankAttacks`, with half again in the
/// end game as for the king danger).
pub(super) const FLANK: Pair = P(-8, -4);
/// Per unit of the palace form of king danger (`KingSafety::Palace`, see `palace_danger`).
pub(super) const PALACE_DANGER: Pair = P(-4, -1);
/// Fairy-Stockfish's threat terms (its `Hanging`, `RestrictedPiece`, `ThreatByKing`,
/// `ThreatByRook` on a rook, `ThreatByPawnPush`), at its values.
pub(super) const HANGING: Pair = P(27, 69);
pub(super) const RESTRICTED: Pair = P(16, 1);
pub(super) const KING_THREAT: Pair = P(73, 39);
pub(super) const CHARIOT_THREAT: Pair = P(-9, -67);
pub(super) const SOLDIER_PUSH: Pair = P(20, 32);
/// The side to move's small advantage.
pub(super) const TEMPO: i32 = 10;
