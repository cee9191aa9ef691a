//! Game records: reading and checking a 200-move `.gib` (decode, parse, replay every move),
//! and writing it back as `.gib` and PGN. Numbers in docs/PERFORMANCE.md.

use janggi_tutor::record::{self, Format, gib, pgn};

fn main() {
    divan::main();
}

fn long_record() -> Vec<u8> {
    std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/records/games/long-200.gib"
    ))
    .expect("committed record")
}

/// Bytes to a checked game: decode, parse, resolve and check all 200 moves.
#[divan::bench]
fn read_and_check_200_moves(bencher: divan::Bencher) {
    let bytes = long_record();
    bencher.bench(|| {
        let text = record::read_text(divan::black_box(&bytes)).expect("UTF-8");
        let r = record::replay(record::parse(&text), None);
        assert!(r.error.is_none());
        r.game.moves().len()
    });
}

/// Writing the replayed game as `.gib` and as PGN (SAN needs the legal moves at every ply).
#[divan::bench(args = ["gib", "pgn"])]
fn write_200_moves(bencher: divan::Bencher, to: &str) {
    let text = record::read_text(&long_record()).expect("UTF-8");
    let r = record::replay(record::parse(&text), None);
    let moves = r.game.moves();
    let start = r.game.start().clone();
    bencher.bench(|| match to {
        "gib" => gib::write(&record::tags_for(&r.record, Format::Gib), &start, &moves).len(),
        _ => pgn::write(
            &record::tags_for(&r.record, Format::Pgn),
            &start,
            &moves,
            &[],
        )
        .len(),
    });
}
