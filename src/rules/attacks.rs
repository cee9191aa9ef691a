//! Which pieces attack a point: the test behind check and king safety, and the lessons'
//! "attackers of a square"; facing kings; `check_points`, the points from which a piece of a
//! role would give check (the evaluation's safe checks).

use super::board::Board;
use super::geometry::{Square, palace_rays};
use super::piece::{Color, Piece, Role};
use super::tables::TABLES;

/// Calls `found` with every piece of `by` that could capture on `target` in one move
/// (pins ignored), as if an enemy piece stood there. Stops early when `found` returns true.
/// `soldier_diagonals`: whether soldiers may step diagonally along palace lines.
pub(crate) fn for_each_attacker(
    board: &Board,
    target: Square,
    by: Color,
    soldier_diagonals: bool,
    mut found: impl FnMut(Square, Piece) -> bool,
) {
    // A cannon never captures a cannon.
    let cannon_code = |c: Color| Piece::new(c, Role::Cannon).code();
    let is_a_cannon = |code: u8| code == cannon_code(Color::Cho) || code == cannon_code(Color::Han);
    let target_is_cannon = is_a_cannon(board.raw(target));
    let chariot = Piece::new(by, Role::Chariot).code();
    let cannon = cannon_code(by);
    let is = |sq: Square, role: Role| board.raw(sq) == Piece::new(by, role).code();
    let t = &*TABLES;

    // Chariots and cannons along ranks and files.
    for ray in &t.rays[target.index()] {
        let mut screened = false;
        for &cur in ray {
            let code = board.raw(cur);
            if code == 0 {
                continue;
            }
            if !screened {
                if code == chariot && found(cur, Piece::new(by, Role::Chariot)) {
                    return;
                }
                if is_a_cannon(code) {
                    break; // a cannon cannot serve as a screen
                }
                screened = true;
            } else {
                if !target_is_cannon && code == cannon && found(cur, Piece::new(by, Role::Cannon)) {
                    return;
                }
                break;
            }
        }
    }

    // Chariots and cannons along palace lines.
    for ray in palace_rays(target) {
        let first = ray.points[0];
        if !board.is_empty_at(first) {
            if is(first, Role::Chariot) && found(first, Piece::new(by, Role::Chariot)) {
                return;
            }
            if ray.len == 2 {
                let second = ray.points[1];
                let screen_is_cannon = is_a_cannon(board.raw(first));
                if !screen_is_cannon
                    && !target_is_cannon
                    && is(second, Role::Cannon)
                    && found(second, Piece::new(by, Role::Cannon))
                {
                    return;
                }
            }
        } else if ray.len == 2 {
            let second = ray.points[1];
            if is(second, Role::Chariot) && found(second, Piece::new(by, Role::Chariot)) {
                return;
            }
        }
    }

    for h in &t.horse_to[target.index()] {
        if is(h.other, Role::Horse)
            && board.is_empty_at(h.leg)
            && found(h.other, Piece::new(by, Role::Horse))
        {
            return;
        }
    }
    for e in &t.elephant_to[target.index()] {
        if is(e.other, Role::Elephant)
            && board.is_empty_at(e.block1)
            && board.is_empty_at(e.block2)
            && found(e.other, Piece::new(by, Role::Elephant))
        {
            return;
        }
    }

    // Soldiers: from behind (relative to their forward direction) and from the sides.
    let back = -by.forward();
    for (df, dr) in [(0, back), (1, 0), (-1, 0)] {
        if let Some(s) = target.offset(df, dr)
            && is(s, Role::Soldier)
            && found(s, Piece::new(by, Role::Soldier))
        {
            return;
        }
    }
    if soldier_diagonals {
        for df in [1, -1] {
            if let Some(s) = target.offset(df, back)
                && is(s, Role::Soldier)
                && t.soldier_diagonals[by.index()][s.index()].contains(&target)
                && found(s, Piece::new(by, Role::Soldier))
            {
                return;
            }
        }
    }

    // King and advisor: one step along the lines of their palace.
    if target.in_palace_of(by) {
        for &s in &t.palace_steps[target.index()] {
            for role in [Role::King, Role::Advisor] {
                if is(s, role) && found(s, Piece::new(by, role)) {
                    return;
                }
            }
        }
    }
}

/// The first attacker found, if any.
pub(crate) fn first_attacker(
    board: &Board,
    target: Square,
    by: Color,
    soldier_diagonals: bool,
) -> Option<Square> {
    let mut hit = None;
    for_each_attacker(board, target, by, soldier_diagonals, |s, _| {
        hit = Some(s);
        true
    });
    hit
}

/// Whether the two kings face each other on a file with nothing between (bikjang).
pub(crate) fn kings_facing(
    board: &Board,
    cho_king: Option<Square>,
    han_king: Option<Square>,
) -> bool {
    let (Some(a), Some(b)) = (cho_king, han_king) else {
        return false;
    };
    if a.file() != b.file() {
        return false;
    }
    let (lo, hi) = if a.rank() < b.rank() { (a, b) } else { (b, a) };
    let mut cur = lo;
    while let Some(next) = cur.offset(0, 1) {
        if next == hi {
            return true;
        }
        if !board.is_empty_at(next) {
            return false;
        }
        cur = next;
    }
    false
}

/// The points (bit `Square::index`) from which a piece of `by` and `role` would attack
/// `target` as the board stands, whether or not such a piece can get there: the evaluation's
/// "checks the enemy could give". Points holding a cannon are left out for a cannon (it cannot
/// take one). King and advisor never check and give none.
pub(crate) fn check_points(
    board: &Board,
    target: Square,
    by: Color,
    role: Role,
    soldier_diagonals: bool,
) -> u128 {
    // Lines are symmetric: where a chariot or cannon standing on the target reaches.
    if matches!(role, Role::Chariot | Role::Cannon) {
        return super::movegen::piece_reach_points(
            board,
            target,
            Piece::new(by, role),
            soldier_diagonals,
        );
    }
    let t = &*TABLES;
    let mut points = 0u128;
    let mut add = |sq: Square| points |= 1u128 << sq.index();
    match role {
        Role::Horse => {
            for h in &t.horse_to[target.index()] {
                if board.is_empty_at(h.leg) {
                    add(h.other);
                }
            }
        }
        Role::Elephant => {
            for e in &t.elephant_to[target.index()] {
                if board.is_empty_at(e.block1) && board.is_empty_at(e.block2) {
                    add(e.other);
                }
            }
        }
        Role::Soldier => {
            let back = -by.forward();
            for (df, dr) in [(0, back), (1, 0), (-1, 0)] {
                if let Some(s) = target.offset(df, dr) {
                    add(s);
                }
            }
            if soldier_diagonals {
                for df in [1, -1] {
                    if let Some(s) = target.offset(df, back)
                        && t.soldier_diagonals[by.index()][s.index()].contains(&target)
                    {
                        add(s);
                    }
                }
            }
        }
        // Chariot and cannon answered above; king and advisor give no check.
        Role::Chariot | Role::Cannon | Role::King | Role::Advisor => {}
    }
    points
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::movegen::{MoveBuf, piece_moves, piece_reach, piece_reach_points};
    use crate::rules::tables::bit;
    use crate::rules::{Position, RuleSet};

    /// Openings and middle games with kings on every kind of palace point, some of them in
    /// check or with attackers around (from level 8's games against Fairy-Stockfish).
    const FENS: [&str; 6] = [
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
        "2ba1a2r/9/n3k3c/2p1pb1Rn/3P5/5N3/P3P3P/4C4/3RK4/cr1A1AB2 b - - 1 18",
        "3kca3/5r3/6cr1/2ppb4/R8/1P1b1PRN1/2PP5/1C7/5K3/1N1A1AB2 w - - 0 31",
        "2ba1ab2/1c7/3k5/2p3R2/1np4B1/4R4/1P2P2PP/3A5/2nK5/r3A4 b - - 9 34",
        "4a4/3ka4/3c5/p2n2pp1/7B1/P4p2B/8P/4C2C1/4K4/2r2A1NR w - - 10 28",
        "4k4/4a4/9/9/9/9/9/9/3pp4/3K5 w - - 0 1",
    ];

    /// `check_points` against the attacker test itself: a piece of that role and side put on a
    /// point (in place of whatever stands there) attacks the king exactly when the point is
    /// listed. A cannon's points that hold a cannon are the one exception, left out on purpose.
    #[test]
    fn check_points_are_where_a_piece_would_attack_the_king() {
        for fen in FENS {
            for rules in [RuleSet::Janggi, RuleSet::JanggiModern] {
                let pos = Position::from_fen(fen, rules).unwrap();
                let diag = rules.soldier_palace_diagonals();
                for color in Color::ALL {
                    let k = pos.king(color).unwrap();
                    let by = color.other();
                    for role in [
                        Role::Chariot,
                        Role::Cannon,
                        Role::Horse,
                        Role::Elephant,
                        Role::Soldier,
                    ] {
                        let points = check_points(pos.board(), k, by, role, diag);
                        for i in 0..90u8 {
                            let sq = Square::from_index_unchecked(i);
                            if sq == k {
                                continue;
                            }
                            let here = pos.board().get(sq);
                            let listed = points & (1u128 << i) != 0;
                            if role == Role::Cannon && here.is_some_and(|p| p.role == Role::Cannon)
                            {
                                assert!(!listed, "{fen}: a cannon's point {sq:?} holding a cannon");
                                continue;
                            }
                            if here.is_some_and(|p| p.role == Role::King) {
                                continue;
                            }
                            let mut board = pos.board().clone();
                            board.set(sq, Some(Piece::new(by, role)));
                            let mut attacks = false;
                            for_each_attacker(&board, k, by, diag, |from, _| {
                                attacks |= from == sq;
                                attacks
                            });
                            assert_eq!(
                                listed, attacks,
                                "{fen} ({rules:?}): {by:?} {role:?} on {sq:?} against {k:?}"
                            );
                        }
                    }
                }
            }
        }
    }

    /// `piece_reach` is `piece_moves` plus the own pieces the piece bears on: each such point
    /// becomes a move once its piece changes sides (a cannon's, a cannon never being taken).
    #[test]
    fn a_piece_reaches_its_moves_and_the_own_pieces_it_defends() {
        for fen in FENS {
            let pos = Position::from_fen(fen, RuleSet::Janggi).unwrap();
            let board = pos.board();
            for i in 0..90u8 {
                let from = Square::from_index_unchecked(i);
                let Some(p) = board.get(from) else { continue };
                let (mut moves, mut reach) = (MoveBuf::new(), MoveBuf::new());
                piece_moves(board, from, p, false, &mut moves);
                piece_reach(board, from, p, false, &mut reach);
                let moves: Vec<Square> = moves.as_slice().iter().map(|m| m.to).collect();
                let reach: Vec<Square> = reach.as_slice().iter().map(|m| m.to).collect();
                // The evaluation's point set is the same reach, each point once (it counts
                // moves by the set's size), with and without the soldiers' palace diagonals.
                for diag in [false, true] {
                    let mut listed = MoveBuf::new();
                    piece_reach(board, from, p, diag, &mut listed);
                    let set = listed.as_slice().iter().fold(0u128, |s, m| s | bit(m.to));
                    assert_eq!(
                        set.count_ones() as usize,
                        listed.len(),
                        "{fen}: {p:?} {from:?}"
                    );
                    assert_eq!(
                        piece_reach_points(board, from, p, diag),
                        set,
                        "{fen}: {p:?}"
                    );
                }
                for to in &moves {
                    assert!(
                        reach.contains(to),
                        "{fen}: {p:?} on {from:?} moves to {to:?}"
                    );
                }
                for &to in reach.iter().filter(|to| !moves.contains(to)) {
                    let own = board.get(to).expect("an extra point holds a piece");
                    assert_eq!(
                        own.color, p.color,
                        "{fen}: {p:?} on {from:?} reaches {to:?}"
                    );
                    let mut flipped = board.clone();
                    flipped.set(to, Some(Piece::new(p.color.other(), own.role)));
                    let mut after = MoveBuf::new();
                    piece_moves(&flipped, from, p, false, &mut after);
                    let now_a_move = after.as_slice().iter().any(|m| m.to == to);
                    assert!(
                        now_a_move || own.role == Role::Cannon && p.role == Role::Cannon,
                        "{fen}: {p:?} on {from:?} and {to:?}"
                    );
                }
            }
        }
    }
}
