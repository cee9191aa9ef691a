//! The engine review of a long game: the committed 200-ply record (100 moves each side), every
//! position searched, mates checked exhaustively. Numbers in docs/PERFORMANCE.md.

use janggi_tutor::record;
use janggi_tutor::review::{self, Options};

fn main() {
    divan::main();
}

fn long_game() -> janggi_tutor::rules::Game {
    let bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/records/games/long-200.gib"
    ))
    .expect("committed record");
    let text = record::read_text(&bytes).expect("UTF-8");
    record::replay(record::parse(&text), None).game
}

/// The whole game, both sides, default options (depth 3, confirmed at 4).
#[divan::bench(sample_count = 3, sample_size = 1)]
fn review_200_plies(bencher: divan::Bencher) {
    let game = long_game();
    bencher.bench(|| review::review(&game, &[], &Options::default(), &mut |_, _| {}).len());
}
