//! Engine speed: perft from the start, legal move generation, explanations.
//! Run with `cargo bench --bench engine`; results are recorded in docs/PERFORMANCE.md.

use divan::{Bencher, black_box};
use janggi_tutor::rules::{Move, Position, RuleSet, perft::perft};

fn main() {
    divan::main();
}

/// The headline number: perft 5 under `janggi` (35,243,995 nodes).
#[divan::bench(sample_count = 5, sample_size = 1)]
fn perft5_janggi(b: Bencher) {
    let pos = Position::start(RuleSet::Janggi);
    b.counter(divan::counter::ItemsCount::new(35_243_995u64))
        .bench(|| assert_eq!(perft(black_box(&pos), 5), 35_243_995));
}

#[divan::bench(args = [RuleSet::Basic, RuleSet::Janggi, RuleSet::JanggiModern])]
fn perft4(b: Bencher, rules: RuleSet) {
    let pos = Position::start(rules);
    b.bench(|| perft(black_box(&pos), 4));
}

#[divan::bench]
fn legal_moves_start(b: Bencher) {
    let pos = Position::start(RuleSet::Janggi);
    b.bench(|| black_box(&pos).legal_moves());
}

#[divan::bench]
fn explain_all_pairs(b: Bencher) {
    let pos = Position::start(RuleSet::Basic);
    let moves: Vec<Move> = (0..90)
        .flat_map(|f| (0..90).map(move |t| (f, t)))
        .map(|(f, t)| {
            Move::new(
                janggi_tutor::rules::Square::from_index(f).unwrap(),
                janggi_tutor::rules::Square::from_index(t).unwrap(),
            )
        })
        .collect();
    b.counter(divan::counter::ItemsCount::new(moves.len()))
        .bench(|| moves.iter().filter(|&&m| pos.explain(m).is_ok()).count());
}
