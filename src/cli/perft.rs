//! `janggi-tutor perft DEPTH`: the leaf count of the legal move tree, to check the move
//! generator against known counts; refuses a depth that would run for hours unless forced.

use super::{CliError, CliResult, Io, Outcome, PositionArgs};
use crate::i18n::Message;
use crate::rules::perft as perft_mod;

#[derive(clap::Args, Debug)]
pub(crate) struct PerftArgs {
    pub(crate) depth: u32,
    #[command(flatten)]
    pub(crate) pos: PositionArgs,
    /// Print the count below each first move.
    #[arg(long)]
    pub(crate) divide: bool,
    /// Run a depth above 6 anyway (it can take hours).
    #[arg(long)]
    pub(crate) force: bool,
}

/// Deepest perft run without `--force`: depth 6 from the start is about a billion positions.
const PERFT_MAX_UNFORCED: u32 = 6;

/// Most positions counted without `--force`, as estimated: a little more than depth 6 from the
/// start (about 1.1 billion estimated), so a dense drill (`--relaxed`, rows of chariots) is
/// refused at a depth the start allows (about a minute in a release build).
const PERFT_MAX_NODES: f64 = 3e9;

pub(crate) fn run(io: &mut Io, args: &PerftArgs) -> CliResult {
    let PerftArgs {
        depth,
        ref pos,
        divide,
        force,
    } = *args;
    let pos = pos.position()?;
    if !force && depth > 2 {
        // Estimate from the first two plies: the tree grows by about sqrt(perft 2) per ply.
        let two = perft_mod::perft(&pos, 2) as f64;
        let nodes = two * two.sqrt().powi(depth as i32 - 2);
        // About 40 million positions a second in a release build (docs/PERFORMANCE.md).
        let hours = (nodes / 40e6 / 3600.0 * 10.0).round() / 10.0;
        if depth > PERFT_MAX_UNFORCED {
            return Err(CliError::usage(
                Message::new("cli-perft-too-deep")
                    .arg_num("depth", depth)
                    .arg_num("max", PERFT_MAX_UNFORCED)
                    .arg_num("nodes", nodes.round())
                    .arg_num("hours", hours),
            ));
        }
        if nodes > PERFT_MAX_NODES {
            return Err(CliError::usage(
                Message::new("cli-perft-too-many")
                    .arg_num("depth", depth)
                    .arg_num("nodes", nodes.round())
                    .arg_num("hours", hours)
                    .arg_num("max", PERFT_MAX_NODES),
            ));
        }
    }
    if divide {
        let split = perft_mod::divide(&pos, depth);
        let total: u64 = split.iter().map(|(_, n)| n).sum();
        for (m, n) in split {
            let _ = writeln!(io.out, "{m}: {n}");
        }
        let _ = writeln!(io.out, "{total}");
    } else {
        let _ = writeln!(io.out, "{}", perft_mod::perft(&pos, depth));
    }
    Ok(Outcome::Done)
}
