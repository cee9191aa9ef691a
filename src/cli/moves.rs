//! `janggi-tutor moves`: the legal moves of a position, one per line or as JSON.

use super::args::{self, Point};
use super::json::{self, MovesReport, PositionHead};
use super::{CliResult, Io, Outcome, PositionArgs};
use crate::record::notation::{self, Notation};

#[derive(clap::Args, Debug)]
pub(crate) struct MovesArgs {
    #[command(flatten)]
    pub(crate) pos: PositionArgs,
    /// Only the moves of the piece on this point.
    #[arg(long, value_name = "SQ", value_parser = args::point)]
    pub(crate) from: Option<Point>,
    /// How to write each move: uci (b1c3), san (Hc3), kja (the Korean record form, 02마83)
    /// or fsf-janggi (H02-83).
    #[arg(long, default_value = "uci", value_name = "NOTATION", value_parser = args::notation)]
    pub(crate) notation: Notation,
    /// Print the moves as JSON.
    #[arg(long)]
    pub(crate) json: bool,
}

pub(crate) fn run(io: &mut Io, args: &MovesArgs) -> CliResult {
    let MovesArgs {
        pos,
        from,
        notation,
        json,
    } = args;
    let notation = *notation;
    let pos = pos.position()?;
    let list = match from {
        Some(p) => pos.legal_moves_from(p.square),
        None => pos.legal_moves(),
    };
    // Listed in coordinate order whatever the notation, so the lists line up.
    let mut list = list;
    list.sort_by_key(|m| m.to_string());
    if *json {
        let doc = MovesReport {
            position: PositionHead::of(&pos),
            from: from.as_ref().map(|p| p.text.clone()),
            moves: list.iter().map(|m| m.to_string()).collect(),
            notation: notation.id().to_string(),
            written: list
                .iter()
                .map(|&m| notation::write(&pos, m, notation))
                .collect(),
        };
        json::print(io.out, &doc);
        return Ok(Outcome::Done);
    }
    for m in list {
        let _ = writeln!(io.out, "{}", notation::write(&pos, m, notation));
    }
    Ok(Outcome::Done)
}
