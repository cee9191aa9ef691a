//! `janggi-tutor fen --diagram FILE`: a lesson diagram (a pasted `diagram:` block or the bare
//! rows; `-` reads standard input) to a FEN, checked by the engine as `show` checks a FEN.

use std::io::Read;
use std::path::Path;

use super::{EXIT_USAGE, Io, PositionArgs, engine::build_position};
use crate::fsio::{self, MAX_SOURCE_BYTES};
use crate::i18n::Message;
use crate::lesson::{diagram, load};
use crate::rules::Setup;

/// A problem at `path:line:col`, in the user's language.
fn at(io: &mut Io, path: &str, line: usize, col: usize, detail: Message) {
    io.error(
        &Message::new("diagram-error-at")
            .arg("path", path.to_string())
            .arg("line", line.to_string())
            .arg("col", col.to_string())
            .arg_msg("detail", detail),
    );
}

fn read(io: &mut Io, path: &Path) -> Result<(String, Vec<u8>), i32> {
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
        Err(e) => {
            io.error(
                &Message::new("diagram-unreadable")
                    .arg("path", name)
                    .arg_msg("detail", e.message()),
            );
            Err(EXIT_USAGE)
        }
    }
}

/// Prints the FEN of the diagram in `path`. Exit 0, or 2 when it cannot be read or is not a
/// position the rules allow (`--relaxed` or `relaxed: true` for drills).
pub fn fen(io: &mut Io, path: &Path, relaxed: bool) -> i32 {
    let (name, bytes) = match read(io, path) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let text = match load::decode(&name, &bytes) {
        Ok(t) => t,
        Err(d) => {
            at(io, &name, d.line, d.col, d.message);
            return EXIT_USAGE;
        }
    };
    let pasted = match diagram::read(&text) {
        Ok(p) => p,
        Err(e) => {
            at(io, &name, e.line, e.col, e.message());
            return EXIT_USAGE;
        }
    };
    let fen = Setup {
        board: pasted.board,
        turn: pasted.turn,
        ..Setup::default()
    }
    .to_fen();
    let args = PositionArgs {
        fen: Some(fen.clone()),
        rules: "basic".to_string(),
        setup: None,
        moves: String::new(),
        relaxed: relaxed || pasted.relaxed,
    };
    if let Err(code) = build_position(io, &args) {
        return code;
    }
    let _ = writeln!(io.out, "{fen}");
    0
}
