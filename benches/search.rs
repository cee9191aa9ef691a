//! Search speed: fixed-depth searches from the start and from a middle game, and the static
//! evaluation. Run with `cargo bench --bench search`; results are in docs/PERFORMANCE.md.
//! Nodes per second and depth reached in one second are printed by `tools/search-speed.sh`.

use divan::{Bencher, black_box};
use janggi_tutor::rules::{Position, RuleSet};
use janggi_tutor::search::{Limits, Searcher, eval};

fn main() {
    divan::main();
}

/// A middle game: 20 random plies from the start (pyffish, seed 3), pieces spread out.
pub const MIDDLE_FEN: &str =
    "rCbaa1bn1/9/3k2ccr/p2pp1p1p/3n5/8P/1PNPP1P2/4K1NC1/5A3/R1B1A1B1R w - - 20 11";

fn middle() -> Position {
    Position::from_fen(MIDDLE_FEN, RuleSet::Janggi).expect("middle-game FEN is legal")
}

#[divan::bench(args = [3, 4, 5])]
fn depth_from_start(b: Bencher, depth: u32) {
    let pos = Position::start(RuleSet::Janggi);
    b.bench(|| {
        let mut s = Searcher::new(16);
        s.search(black_box(&pos), &[], &Limits::depth(depth), |_| {})
    });
}

#[divan::bench(args = [3, 4, 5])]
fn depth_middle_game(b: Bencher, depth: u32) {
    let pos = middle();
    b.bench(|| {
        let mut s = Searcher::new(16);
        s.search(black_box(&pos), &[], &Limits::depth(depth), |_| {})
    });
}

#[divan::bench]
fn evaluate_middle_game(b: Bencher) {
    let pos = middle();
    b.bench(|| eval::evaluate(black_box(&pos)));
}
