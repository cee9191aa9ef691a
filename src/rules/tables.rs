//! Move tables computed once (`LazyLock`): horse and elephant steps with their blocking points,
//! the same seen from the target (for attack tests), rank and file rays, palace steps and
//! palace-line rays, the soldiers' palace diagonals; and per king point, where a move must land
//! or leave to be able to give check (`Position::may_give_check`, so the search can skip a late
//! quiet move without making it).

use std::sync::LazyLock;

use super::geometry::{DIAGONAL, NUM_SQUARES, ORTHOGONAL, Ray, Square, palace_diagonal_step};
use super::piece::{Color, Role};

/// A horse move: the target and the leg point that must be empty.
#[derive(Copy, Clone, Debug)]
pub(crate) struct HorseStep {
    pub(crate) other: Square,
    pub(crate) leg: Square,
}

/// An elephant move: the target and the two points that must be empty, nearest first.
#[derive(Copy, Clone, Debug)]
pub(crate) struct ElephantStep {
    pub(crate) other: Square,
    pub(crate) block1: Square,
    pub(crate) block2: Square,
}

pub(crate) struct Tables {
    /// From a square: where a horse goes. `other` is the target.
    pub(crate) horse_from: Vec<Vec<HorseStep>>,
    /// To a square: where a horse must stand to reach it. `other` is the horse's square.
    pub(crate) horse_to: Vec<Vec<HorseStep>>,
    pub(crate) elephant_from: Vec<Vec<ElephantStep>>,
    pub(crate) elephant_to: Vec<Vec<ElephantStep>>,
    /// One step along any line inside the square's palace (king and advisor).
    pub(crate) palace_steps: Vec<Vec<Square>>,
    /// Rank and file rays, nearest point first, in the order of `ORTHOGONAL`.
    pub(crate) rays: Vec<[Vec<Square>; 4]>,
    /// Palace-line rays (chariot and cannon).
    pub(crate) palace_rays: Vec<Vec<Ray>>,
    /// Diagonal forward steps along a palace line, per soldier colour.
    pub(crate) soldier_diagonals: [Vec<Vec<Square>>; 2],
    /// By the enemy king's point, then the moving piece's role: the points a move must land on
    /// to be able to give check (its rank, file and palace, and the role's own attack points).
    pub(crate) check_to: Vec<[u128; 7]>,
    /// By the enemy king's point: the points a move must leave to be able to uncover a check
    /// (its rank, file and palace, and the horse legs and elephant blocks around it).
    pub(crate) check_from: Vec<u128>,
}

/// Bit for a square in the 90-bit masks.
#[inline]
pub(crate) fn bit(sq: Square) -> u128 {
    1u128 << sq.index()
}

pub(crate) static TABLES: LazyLock<Tables> = LazyLock::new(build);

fn build() -> Tables {
    let mut t = Tables {
        horse_from: vec![Vec::new(); NUM_SQUARES],
        horse_to: vec![Vec::new(); NUM_SQUARES],
        elephant_from: vec![Vec::new(); NUM_SQUARES],
        elephant_to: vec![Vec::new(); NUM_SQUARES],
        palace_steps: vec![Vec::new(); NUM_SQUARES],
        palace_rays: vec![Vec::new(); NUM_SQUARES],
        rays: Square::all()
            .map(|from| {
                ORTHOGONAL.map(|(df, dr)| {
                    let mut v = Vec::new();
                    let mut cur = from;
                    while let Some(n) = cur.offset(df, dr) {
                        v.push(n);
                        cur = n;
                    }
                    v
                })
            })
            .collect(),
        soldier_diagonals: [vec![Vec::new(); NUM_SQUARES], vec![Vec::new(); NUM_SQUARES]],
        check_to: vec![[0; 7]; NUM_SQUARES],
        check_from: vec![0; NUM_SQUARES],
    };
    for from in Square::all() {
        for (of, or) in ORTHOGONAL {
            // The two perpendicular sides of this orthogonal step.
            for side in [-1i8, 1] {
                let (sf, sr) = (or * side, of * side);
                if let (Some(leg), Some(to)) =
                    (from.offset(of, or), from.offset(2 * of + sf, 2 * or + sr))
                {
                    t.horse_from[from.index()].push(HorseStep { other: to, leg });
                    t.horse_to[to.index()].push(HorseStep { other: from, leg });
                }
                if let (Some(block1), Some(block2), Some(to)) = (
                    from.offset(of, or),
                    from.offset(2 * of + sf, 2 * or + sr),
                    from.offset(3 * of + 2 * sf, 3 * or + 2 * sr),
                ) {
                    t.elephant_from[from.index()].push(ElephantStep {
                        other: to,
                        block1,
                        block2,
                    });
                    t.elephant_to[to.index()].push(ElephantStep {
                        other: from,
                        block1,
                        block2,
                    });
                }
            }
        }
        if let Some(palace) = from.palace() {
            for (df, dr) in ORTHOGONAL {
                if let Some(to) = from.offset(df, dr).filter(|s| s.in_palace_of(palace)) {
                    t.palace_steps[from.index()].push(to);
                }
            }
            for (df, dr) in DIAGONAL {
                let Some(first) = from.offset(df, dr) else {
                    continue;
                };
                if !palace_diagonal_step(from, first) {
                    continue;
                }
                t.palace_steps[from.index()].push(first);
                let mut ray = Ray {
                    len: 1,
                    points: [first, first],
                };
                if let Some(second) = first
                    .offset(df, dr)
                    .filter(|&s| palace_diagonal_step(first, s))
                {
                    ray.len = 2;
                    ray.points[1] = second;
                }
                t.palace_rays[from.index()].push(ray);
                for color in Color::ALL {
                    // A soldier steps diagonally forward along a palace line. Fairy-Stockfish
                    // allows this in either palace; a soldier can only ever reach the enemy's.
                    if dr == color.forward() {
                        t.soldier_diagonals[color.index()][from.index()].push(first);
                    }
                }
            }
        }
    }
    for king in Square::all() {
        check_zones(&mut t, king);
    }
    t
}

/// Fills `check_to` and `check_from` for a king on `king` (after the steps above: the horse
/// and elephant tables are read).
fn check_zones(t: &mut Tables, king: Square) {
    // Chariot and cannon lines, and the points that screen or block them: the rank, the file
    // and the whole palace (its diagonals are inside it).
    let mut lines = 0u128;
    for sq in Square::all() {
        if sq.file() == king.file()
            || sq.rank() == king.rank()
            || (king.palace().is_some() && sq.palace() == king.palace())
        {
            lines |= bit(sq);
        }
    }
    let k = king.index();
    let mut from = lines;
    for h in &t.horse_to[k] {
        from |= bit(h.leg);
    }
    for e in &t.elephant_to[k] {
        from |= bit(e.block1) | bit(e.block2);
    }
    t.check_from[k] = from;
    let mut to = [lines; 7];
    for h in &t.horse_to[k] {
        to[Role::Horse as usize] |= bit(h.other);
    }
    for e in &t.elephant_to[k] {
        to[Role::Elephant as usize] |= bit(e.other);
    }
    // Soldiers attack one step away, along a palace diagonal too.
    for df in -1..=1 {
        for dr in -1..=1 {
            if let Some(s) = king.offset(df, dr) {
                to[Role::Soldier as usize] |= bit(s);
            }
        }
    }
    t.check_to[k] = to;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::geometry::sq;

    fn names(v: impl IntoIterator<Item = Square>) -> Vec<String> {
        let mut v: Vec<String> = v.into_iter().map(|s| s.to_string()).collect();
        v.sort();
        v
    }

    #[test]
    fn horse_and_elephant_counts() {
        let t = &*TABLES;
        assert_eq!(t.horse_from[sq("e5").index()].len(), 8);
        assert_eq!(
            names(t.horse_from[sq("b1").index()].iter().map(|h| h.other)),
            ["a3", "c3", "d2"]
        );
        let e = &t.elephant_from[sq("c1").index()];
        assert_eq!(names(e.iter().map(|h| h.other)), ["a4", "e4", "f3"]);
        let to_e4 = e.iter().find(|h| h.other == sq("e4")).unwrap();
        assert_eq!((to_e4.block1, to_e4.block2), (sq("c2"), sq("d3")));
    }

    #[test]
    fn palace_steps_follow_lines() {
        let t = &*TABLES;
        assert_eq!(
            names(t.palace_steps[sq("e2").index()].iter().copied()).len(),
            8
        );
        assert_eq!(
            names(t.palace_steps[sq("d2").index()].iter().copied()),
            ["d1", "d3", "e2"]
        );
        assert_eq!(
            names(t.palace_steps[sq("d1").index()].iter().copied()),
            ["d2", "e1", "e2"]
        );
        let rays: Vec<Vec<String>> = t.palace_rays[sq("f10").index()]
            .iter()
            .map(|r| r.squares().iter().map(|s| s.to_string()).collect())
            .collect();
        assert_eq!(rays, [vec!["e9", "d8"]]);
        assert_eq!(
            names(t.soldier_diagonals[0][sq("e9").index()].iter().copied()),
            ["d10", "f10"]
        );
        assert_eq!(
            names(t.soldier_diagonals[0][sq("d8").index()].iter().copied()),
            ["e9"]
        );
        assert_eq!(
            names(t.soldier_diagonals[0][sq("e2").index()].iter().copied()),
            ["d3", "f3"]
        );
        assert_eq!(
            names(t.soldier_diagonals[1][sq("e2").index()].iter().copied()),
            ["d1", "f1"]
        );
    }
}
