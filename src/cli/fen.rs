//! `janggi-tutor fen --diagram FILE`: a lesson diagram (a pasted `diagram:` block or the bare
//! rows; `-` reads standard input) to a FEN, checked by the engine as `show` checks a FEN.

use std::io::Read;
use std::path::{Path, PathBuf};

use super::{CliError, CliResult, Io, Moves, Outcome, PositionArgs};
use crate::fsio::{self, MAX_SOURCE_BYTES};
use crate::i18n::Message;
use crate::lesson::{diagram, load};
use crate::rules::{RuleSet, Setup};

#[derive(clap::Args, Debug)]
pub(crate) struct FenArgs {
    /// The file with the diagram; `-` reads standard input.
    #[arg(long, value_name = "FILE", required = true)]
    pub(crate) diagram: PathBuf,
    /// Accept setups that cannot occur in play (no kings, extra pieces), as drills use.
    #[arg(long)]
    pub(crate) relaxed: bool,
}

/// A problem at `path:line:col`.
fn at(path: &str, line: usize, col: usize, detail: Message) -> CliError {
    CliError::usage(
        Message::new("diagram-error-at")
            .arg("path", path.to_string())
            .arg("line", line.to_string())
            .arg("col", col.to_string())
            .arg_msg("detail", detail),
    )
}

fn read(path: &Path) -> Result<(String, Vec<u8>), CliError> {
    let name = path.display().to_string();
    let bytes = if name == "-" {
        let mut bytes = Vec::new();
        match std::io::stdin()
            .lock()
            .take(MAX_SOURCE_BYTES + 1)
            .read_to_end(&mut bytes)
        {
            Ok(_) if bytes.len() as u64 <= MAX_SOURCE_BYTES => Ok(bytes),
            Ok(_) => Err(fsio::ReadError::TooLarge {
                size: MAX_SOURCE_BYTES + 1,
                limit: MAX_SOURCE_BYTES,
            }),
            Err(e) => Err(fsio::ReadError::Io(e)),
        }
    } else {
        fsio::read_bytes(path, MAX_SOURCE_BYTES)
    };
    match bytes {
        Ok(b) => Ok((name, b)),
        Err(e) => Err(CliError::usage(
            Message::new("diagram-unreadable")
                .arg("path", name)
                .arg_msg("detail", e.message()),
        )),
    }
}

/// Prints the FEN of the diagram in `path`. Exit 0, or 2 when it cannot be read or is not a
/// position the rules allow (`--relaxed` or `relaxed: true` for drills).
pub(crate) fn run(io: &mut Io, args: &FenArgs) -> CliResult {
    let relaxed = args.relaxed;
    let (name, bytes) = read(&args.diagram)?;
    let text = load::decode(&name, &bytes).map_err(|d| at(&name, d.line, d.col, d.message))?;
    let pasted = diagram::read(&text).map_err(|e| at(&name, e.line, e.col, e.message()))?;
    let setup = Setup {
        board: pasted.board,
        turn: pasted.turn,
        ..Setup::default()
    };
    let fen = setup.to_fen();
    // Checked as `show --fen` checks a FEN.
    let args = PositionArgs {
        fen: Some(setup),
        rules: RuleSet::Basic,
        setup: None,
        moves: Moves::default(),
        relaxed: relaxed || pasted.relaxed,
    };
    args.position()?;
    let _ = writeln!(io.out, "{fen}");
    Ok(Outcome::Done)
}
