//! Which pieces attack a point: the test behind check, and the lessons' "attackers of a square".

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
