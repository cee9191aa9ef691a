//! `bench`, as Stockfish has it: a fixed set of positions searched to a fixed depth, each with a
//! fresh searcher, one thread and no clock. The total node count is the search's signature: it
//! is the same on every run and machine, and changes only when the search itself does (a
//! different move order, margin or reduction), so each search change states its new signature.

use super::{Limits, Searcher};
use crate::rules::{Formation, Position, RuleSet, Setup, Strictness};

/// Depth of `janggi-tutor bench` without `--depth`: about three seconds in an optimised build.
pub(crate) const BENCH_DEPTH: u32 = 8;

/// Table size of each position's fresh searcher, in megabytes (the node count depends on it).
const BENCH_HASH_MB: usize = 16;

/// Positions after play, with the rule set the game was played under. The middle games and
/// endings come from the game records in `tests/data/records/games` (the ply is named) and the
/// search benchmark's middle game; one ending is a lesson's, to cover `basic`.
const PLAYED: [(&str, RuleSet); 9] = [
    // long-200.gib, ply 40.
    (
        "1nb2R1nr/4a4/1c1k5/2p2p3/p2p4p/2PP5/1P3P2P/4KC2R/2C1A2c1/1NB1A1BN1 w - - 1 21",
        RuleSet::JanggiModern,
    ),
    // pychess-janggi.pgn, ply 30.
    (
        "1nb1k1bn1/5a3/rc1a2c1r/2p1p1p2/pC6p/2P4C1/R1PPB1PP1/9/5K2N/3NAAB1R w - - 30 16",
        RuleSet::Janggi,
    ),
    // modern-utf8.gib, ply 40.
    (
        "r1ba1anb1/9/1cnk3c1/p1p2p3/3p5/8R/PP3PP2/C2B4N/1C1K1A3/RBN6 w - - 17 21",
        RuleSet::JanggiModern,
    ),
    // benches/search.rs's middle game (20 random plies from the start).
    (
        "rCbaa1bn1/9/3k2ccr/p2pp1p1p/3n5/8P/1PNPP1P2/4K1NC1/5A3/R1B1A1B1R w - - 20 11",
        RuleSet::Janggi,
    ),
    // pychess-traditional.pgn, its last position (ply 70).
    (
        "5a2b/1r1k4r/3ab2n1/1p5p1/4P4/P5pRP/1P3B3/nC1N1N3/3cK4/1B1A1A3 w - - 0 36",
        RuleSet::JanggiTraditional,
    ),
    // pychess-casual.pgn, its last position (ply 60).
    (
        "2ba3r1/r6bC/4kn1cn/2pp4p/Pp1c5/1N4p2/1P1PBP2P/3A2C1N/R2K5/2BA5 w - - 0 31",
        RuleSet::JanggiCasual,
    ),
    // long-200.gib, ply 150: an ending with minor pieces and soldiers.
    (
        "7C1/9/1RP1akN2/1PB6/3p5/4pC3/3NP3p/3AK4/8c/6B2 w - - 2 76",
        RuleSet::JanggiModern,
    ),
    // long-200.gib, its last position (ply 200).
    (
        "5kN2/3P5/9/1PB4C1/9/2p6/1pc1R3p/3BK4/9/3AN4 w - - 22 101",
        RuleSet::JanggiModern,
    ),
    // A lesson's ending: horse and cannon against cannon and soldier, under `basic`.
    ("4k4/1c7/9/1p7/9/1N7/9/1C7/9/3K5 w - - 0 1", RuleSet::Basic),
];

/// Cho's and Han's formation in the four start positions: each formation once per side.
const STARTS: [(Formation, Formation); 4] = [
    (
        Formation::HorseElephantElephantHorse,
        Formation::HorseElephantElephantHorse,
    ),
    (
        Formation::ElephantHorseHorseElephant,
        Formation::HorseElephantHorseElephant,
    ),
    (
        Formation::HorseElephantHorseElephant,
        Formation::ElephantHorseElephantHorse,
    ),
    (
        Formation::ElephantHorseElephantHorse,
        Formation::ElephantHorseHorseElephant,
    ),
];

/// The bench positions in order: the four starts, then the played positions.
pub(crate) fn positions() -> Vec<Position> {
    let starts = STARTS.iter().map(|&(cho, han)| {
        Position::from_setup(
            Setup::start_with(cho, han),
            RuleSet::Janggi,
            Strictness::Strict,
        )
        .expect("a start position is legal")
    });
    let played = PLAYED.iter().map(|&(fen, rules)| {
        Position::from_fen(fen, rules).unwrap_or_else(|e| panic!("bench FEN {fen}: {e}"))
    });
    starts.chain(played).collect()
}

/// Searches every bench position to `depth` with a fresh searcher and returns the total node
/// count. `each` hears the index, the position and its node count after each search.
pub fn bench(depth: u32, mut each: impl FnMut(usize, &Position, u64)) -> u64 {
    let mut total = 0;
    for (i, pos) in positions().iter().enumerate() {
        let mut searcher = Searcher::new(BENCH_HASH_MB);
        let out = searcher.search(pos, &[], &Limits::depth(depth), |_| {});
        each(i, pos, out.nodes);
        total += out.nodes;
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::KingSafety;

    /// The review's searches keep the palace form of king safety, which was the whole
    /// evaluation's until issue 26's round 12, so that their count differs from the opponent's.
    /// Pinned so that a change to what the review searches is seen and its measured numbers
    /// (docs/PERFORMANCE.md, "The engine review") measured again: 6,515 until round 24, when a
    /// fail-low node stopped storing a move, 6,732 since.
    #[test]
    fn the_reviews_searches_keep_the_palace_form() {
        let nodes: u64 = positions()
            .iter()
            .map(|pos| {
                let mut s = Searcher::new(BENCH_HASH_MB).with_king_safety(KingSafety::Palace);
                s.search(pos, &[], &Limits::depth(3), |_| {}).nodes
            })
            .sum();
        assert_eq!(nodes, 6_732);
        assert_ne!(bench(3, |_, _, _| {}), nodes, "the opponent's form differs");
    }
}
