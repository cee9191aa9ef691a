//! The transposition table: buckets of two entries. The first keeps the deepest result (replaced
//! by one at least as deep, an exact one, or any from a newer search); the second always takes
//! the newest, so shallow results near the leaves do not evict the expensive ones near the root
//! and yet are not lost. Mate scores are stored relative to the node.

use crate::rules::{Move, Square};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    Exact,
    /// The score is a lower bound (a beta cutoff).
    Lower,
    /// The score is an upper bound (no move raised alpha).
    Upper,
}

impl Bound {
    /// The bound a search of window (`alpha`, `beta`) gives its best score.
    pub(crate) fn of(score: i32, alpha: i32, beta: i32) -> Bound {
        if score >= beta {
            Bound::Lower
        } else if score > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }

    /// Whether a stored `score` of this bound settles a search of window (`alpha`, `beta`).
    pub(crate) fn decides(self, score: i32, alpha: i32, beta: i32) -> bool {
        match self {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
        }
    }
}

#[derive(Copy, Clone, Debug)]
pub(crate) struct Entry {
    pub(crate) key: u64,
    /// `from * 90 + to`, or `u16::MAX` for none.
    mv: u16,
    pub(crate) score: i32,
    pub(crate) depth: i8,
    pub(crate) bound: Bound,
    /// The search (move of the game) that stored it, for ageing out old entries.
    generation: u8,
}

impl Entry {
    pub(crate) fn mv(&self) -> Option<Move> {
        if self.mv == u16::MAX {
            return None;
        }
        let from = Square::from_index((self.mv / 90) as usize)?;
        let to = Square::from_index((self.mv % 90) as usize)?;
        Some(Move::new(from, to))
    }
}

const EMPTY: Entry = Entry {
    key: 0,
    mv: u16::MAX,
    score: 0,
    depth: -1,
    bound: Bound::Upper,
    generation: 0,
};

pub(crate) struct Table {
    /// Two entries per bucket: depth-preferred, then always-replace.
    entries: Vec<Entry>,
    generation: u8,
}

impl Table {
    /// A table of about `mb` megabytes (at least one bucket).
    pub(crate) fn new(mb: usize) -> Table {
        let n = (mb.max(1) * 1024 * 1024 / std::mem::size_of::<Entry>() / 2).max(1);
        Table {
            entries: vec![EMPTY; 2 * n],
            generation: 0,
        }
    }

    /// Becomes a copy of `other` (entries and generation).
    pub(crate) fn copy_from(&mut self, other: &Table) {
        self.entries.clone_from(&other.entries);
        self.generation = other.generation;
    }

    pub(crate) fn clear(&mut self) {
        self.entries.fill(EMPTY);
        self.generation = 0;
    }

    /// A new search begins: entries of earlier ones give way to new ones.
    pub(crate) fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// Index of the bucket's first entry.
    fn bucket(&self, key: u64) -> usize {
        2 * ((key as u128 * (self.entries.len() / 2) as u128) >> 64) as usize
    }

    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        let b = self.bucket(key);
        self.entries[b..b + 2]
            .iter()
            .find(|e| e.key == key && e.depth >= 0)
            .copied()
    }

    pub(crate) fn store(
        &mut self,
        key: u64,
        mv: Option<Move>,
        score: i32,
        depth: i32,
        bound: Bound,
    ) {
        let b = self.bucket(key);
        let deep = self.entries[b];
        let i = if deep.key == key
            || deep.depth < 0
            || depth as i8 >= deep.depth
            || bound == Bound::Exact && deep.bound != Bound::Exact
            || deep.generation != self.generation
        {
            b
        } else {
            b + 1
        };
        // Keep the old move when the new search found none for the same position.
        let old = self.entries[b..b + 2].iter().find(|e| e.key == key);
        let mv = match (mv, old) {
            (Some(m), _) => (m.from.index() * 90 + m.to.index()) as u16,
            (None, Some(o)) => o.mv,
            (None, None) => u16::MAX,
        };
        // One position holds one slot: a stale copy in the other slot is dropped.
        let other = if i == b { b + 1 } else { b };
        if self.entries[other].key == key {
            self.entries[other] = EMPTY;
        }
        self.entries[i] = Entry {
            key,
            mv,
            score,
            depth: depth.clamp(0, 127) as i8,
            bound,
            generation: self.generation,
        };
    }
}

/// Mate scores in the table are counted from the node, not the root.
pub(super) fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= super::MATE_BOUND {
        score + ply as i32
    } else if score <= -super::MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

pub(super) fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= super::MATE_BOUND {
        score - ply as i32
    } else if score <= -super::MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::sq;

    #[test]
    fn a_deep_entry_survives_shallow_ones_in_its_bucket() {
        let mut t = Table::new(1);
        let m = Move::new(sq("b1"), sq("c3"));
        t.store(7, Some(m), 50, 9, Bound::Exact);
        // Other positions that land in the same bucket (keys near 7 share the high bits).
        for k in 8..40 {
            t.store(k, None, 0, 1, Bound::Upper);
        }
        let e = t.probe(7).expect("the deep entry is kept");
        assert_eq!((e.depth, e.score, e.mv()), (9, 50, Some(m)));
        assert!(
            t.probe(39).is_some(),
            "the newest shallow entry is kept too"
        );
        // A newer search may replace it.
        t.new_search();
        t.store(40, None, 0, 1, Bound::Upper);
        assert!(t.probe(7).is_none());
    }
}
