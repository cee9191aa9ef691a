//! The transposition table: one entry per bucket, replaced when the new search is at least as
//! deep or the slot holds another position. Mate scores are stored relative to the node.

use crate::rules::{Move, Square};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The score is a lower bound (a beta cutoff).
    Lower,
    /// The score is an upper bound (no move raised alpha).
    Upper,
}

#[derive(Copy, Clone, Debug)]
pub struct Entry {
    pub key: u64,
    /// `from * 90 + to`, or `u16::MAX` for none.
    mv: u16,
    pub score: i32,
    pub depth: i8,
    pub bound: Bound,
}

impl Entry {
    pub fn mv(&self) -> Option<Move> {
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
};

pub struct Table {
    entries: Vec<Entry>,
}

impl Table {
    /// A table of about `mb` megabytes (at least one entry).
    pub fn new(mb: usize) -> Table {
        let n = (mb.max(1) * 1024 * 1024 / std::mem::size_of::<Entry>()).max(1);
        Table {
            entries: vec![EMPTY; n],
        }
    }

    pub fn clear(&mut self) {
        self.entries.fill(EMPTY);
    }

    fn slot(&self, key: u64) -> usize {
        ((key as u128 * self.entries.len() as u128) >> 64) as usize
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[self.slot(key)];
        (e.key == key && e.depth >= 0).then_some(e)
    }

    pub fn store(&mut self, key: u64, mv: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let i = self.slot(key);
        let old = &mut self.entries[i];
        if old.key != key || depth as i8 >= old.depth || bound == Bound::Exact {
            // Keep the old move when the new search found none for the same position.
            let mv = match mv {
                Some(m) => (m.from.index() * 90 + m.to.index()) as u16,
                None if old.key == key => old.mv,
                None => u16::MAX,
            };
            *old = Entry {
                key,
                mv,
                score,
                depth: depth.clamp(0, 127) as i8,
                bound,
            };
        }
    }
}
