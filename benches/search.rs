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

/// A fresh searcher per sample (allocated outside the timed part), so no sample starts with
/// a warm table.
fn fixed_depth(b: Bencher, pos: &Position, depth: u32) {
    b.with_inputs(|| Searcher::new(16))
        .bench_local_values(|mut s| s.search(black_box(pos), &[], &Limits::depth(depth), |_| {}));
}

#[divan::bench(args = [3, 4, 5], sample_count = 10, sample_size = 1)]
fn depth_from_start(b: Bencher, depth: u32) {
    fixed_depth(b, &Position::start(RuleSet::Janggi), depth);
}

#[divan::bench(args = [3, 4, 5], sample_count = 10, sample_size = 1)]
fn depth_middle_game(b: Bencher, depth: u32) {
    fixed_depth(b, &middle(), depth);
}

#[divan::bench]
fn evaluate_middle_game(b: Bencher) {
    let pos = middle();
    b.bench(|| eval::evaluate(black_box(&pos)));
}
