//! A small cache of static evaluations by position key: the search evaluates the same position
//! again and again (transpositions, a table hit that does not cut, the quiescence search of
//! a node searched before), and the evaluation generates every piece's moves, the dearest part
//! of a node. A pure speed-up: every value is what [`evaluate_with`] returns for the cache's
//! form of king safety.

use super::{KingSafety, evaluate_with};
use crate::rules::Position;

/// Entries (a power of two): 256 k × 16 bytes, 4 MB.
const ENTRIES: usize = 1 << 18;

/// Keys of positions evaluated under the rule sets that let soldiers step along the palace
/// diagonals differ by this, so that one cache never answers for the other's evaluation.
const DIAGONALS: u64 = 0x9e37_79b9_7f4a_7c15;

pub(crate) struct EvalCache {
    /// The full key (0: empty) and its evaluation.
    entries: Box<[(u64, i32)]>,
    /// The form of king safety every value here was evaluated with.
    king_safety: KingSafety,
}

impl Default for EvalCache {
    fn default() -> Self {
        EvalCache::new(KingSafety::default())
    }
}

impl EvalCache {
    /// An empty cache of evaluations with king safety in the form `king_safety`.
    pub(crate) fn new(king_safety: KingSafety) -> Self {
        EvalCache {
            entries: vec![(0, 0); ENTRIES].into_boxed_slice(),
            king_safety,
        }
    }

    /// The evaluation of `pos`, whose full Zobrist key is `key`.
    #[inline]
    pub(crate) fn evaluate(&mut self, pos: &Position, key: u64) -> i32 {
        let key = if pos.rules().soldier_palace_diagonals() {
            key ^ DIAGONALS
        } else {
            key
        };
        // Never 0, the empty mark.
        let key = key | 1;
        let slot = &mut self.entries[(key >> (64 - ENTRIES.trailing_zeros())) as usize];
        if slot.0 == key {
            return slot.1;
        }
        let v = evaluate_with(pos, self.king_safety);
        *slot = (key, v);
        v
    }

    /// The evaluation this cache holds for `pos`, neither looked up nor kept.
    pub(crate) fn evaluate_uncached(&self, pos: &Position) -> i32 {
        evaluate_with(pos, self.king_safety)
    }

    pub(crate) fn clear(&mut self) {
        self.entries.fill((0, 0));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;
    use crate::search::zobrist;

    #[test]
    fn the_cache_answers_what_the_evaluation_says() {
        // Positions along a game under every rule set, each asked twice (a miss, then a hit):
        // the cache never answers for another position or rule set.
        for ks in [KingSafety::Attack, KingSafety::Palace] {
            let mut cache = EvalCache::new(ks);
            for rules in RuleSet::ALL {
                the_cache_follows_a_game(&mut cache, ks, rules);
            }
        }
    }

    fn the_cache_follows_a_game(cache: &mut EvalCache, ks: KingSafety, rules: RuleSet) {
        let mut pos = Position::start(rules);
        for ply in 0..60 {
            let key = zobrist::key(&pos);
            for _ in 0..2 {
                assert_eq!(
                    cache.evaluate(&pos, key),
                    evaluate_with(&pos, ks),
                    "{ks:?} {rules:?} ply {ply}"
                );
            }
            let moves = pos.legal_moves();
            let Some(&m) = moves.get(ply * 7 % moves.len().max(1)) else {
                break;
            };
            pos.play_unchecked(m);
        }
    }
}
