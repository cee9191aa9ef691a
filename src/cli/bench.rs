//! `janggi-tutor bench [--depth D]`: the search's node signature, as Stockfish's `bench` gives
//! it (see `search::bench` and docs/PERFORMANCE.md). One line per position, then the total time,
//! the node count and the speed; the node count is the same on every run.

use std::time::Instant;

use clap::Args;

use super::{CliResult, Io, Outcome};
use crate::i18n::Message;
use crate::search::{self, BENCH_DEPTH};

#[derive(Args, Debug)]
pub(crate) struct BenchArgs {
    /// How many plies deep to search each position.
    #[arg(long, default_value_t = BENCH_DEPTH, value_name = "D")]
    depth: u32,
}

pub(crate) fn run(io: &mut Io, args: &BenchArgs) -> CliResult {
    let count = search::bench::positions().len();
    let start = Instant::now();
    let nodes = search::bench(args.depth.max(1), |i, pos, n| {
        io.say(
            &Message::new("bench-position")
                .arg_num("index", i + 1)
                .arg_num("count", count)
                .arg_num("nodes", n)
                .arg("fen", pos.fen()),
        );
    });
    let elapsed = start.elapsed();
    let ms = elapsed.as_millis().max(1);
    let _ = writeln!(io.out, "===========================");
    io.say(&Message::new("bench-time").arg_num("ms", ms as u64));
    io.say(&Message::new("bench-nodes").arg_num("nodes", nodes));
    io.say(&Message::new("bench-nps").arg_num("nps", nodes * 1000 / ms as u64));
    Ok(Outcome::Done)
}
