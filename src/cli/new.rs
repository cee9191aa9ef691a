//! `janggi-tutor new`: a lesson skeleton with one exercise of each kind asked for, written by
//! `lesson::skeleton` and accepted by the lint as written.

use std::io::Write;
use std::path::PathBuf;
use std::str::FromStr;

use strum::VariantArray;

use super::{CliError, CliResult, Io, Outcome, PositionArgs};
use crate::i18n::Message;
use crate::lesson::lint::valid_id;
use crate::lesson::model::{Kind, Phase};
use crate::lesson::skeleton;

#[derive(clap::Args, Debug, Clone)]
pub(crate) struct NewArgs {
    /// The lesson's id: lower-case letters and digits, words joined by `-`.
    #[arg(value_name = "LESSON-ID")]
    pub(crate) id: String,
    /// The phase: understand, compare or review.
    #[arg(long, value_name = "PHASE")]
    pub(crate) phase: String,
    /// The kinds of exercise, comma-separated (default: all): destinations, judge, play,
    /// choice, lines, replay, claim.
    #[arg(long, value_name = "KINDS", value_delimiter = ',')]
    pub(crate) kinds: Vec<String>,
    /// Write the lesson to this file (it must not exist yet) instead of standard output.
    #[arg(long, value_name = "FILE")]
    pub(crate) out: Option<PathBuf>,
    /// Where the lesson goes within its phase (lower first).
    #[arg(long, default_value_t = 100, value_name = "N")]
    pub(crate) order: u32,
    #[command(flatten)]
    pub(crate) pos: PositionArgs,
}

fn parse_phase(name: &str) -> Option<Phase> {
    Phase::ALL.into_iter().find(|p| p.id() == name.trim())
}

/// `janggi-tutor new`: the skeleton on standard output or in `--out`.
pub(crate) fn run(io: &mut Io, args: &NewArgs) -> CliResult {
    if !valid_id(&args.id) {
        return Err(CliError::usage(
            Message::new("new-bad-id").arg("id", args.id.clone()),
        ));
    }
    let Some(phase) = parse_phase(&args.phase) else {
        return Err(CliError::usage(
            Message::new("new-unknown-phase")
                .arg("name", args.phase.clone())
                .arg_list("known", Phase::ALL.map(|p| p.id())),
        ));
    };
    let mut kinds = Vec::new();
    for name in args.kinds.iter().filter(|k| !k.trim().is_empty()) {
        match Kind::from_str(name.trim()) {
            Ok(k) if !kinds.contains(&k) => kinds.push(k),
            Ok(_) => {}
            Err(_) => {
                let known: Vec<&str> = Kind::VARIANTS.iter().map(|k| k.id()).collect();
                return Err(CliError::usage(
                    Message::new("new-unknown-kind")
                        .arg("name", name.clone())
                        .arg_list("known", known),
                ));
            }
        }
    }
    if kinds.is_empty() {
        kinds = Kind::VARIANTS.to_vec();
    }
    let pos = args.pos.position()?;
    let head = skeleton::Head {
        id: &args.id,
        phase,
        order: args.order,
        rules: pos.rules(),
        origin: skeleton::Origin::New,
    };
    let text = skeleton::lesson_of_kinds(&io.l10n, &head, &pos, None, &kinds)
        .map_err(|(kind, e)| CliError::usage(e.message(kind)))?;
    match &args.out {
        None => {
            let _ = write!(io.out, "{text}");
            Ok(Outcome::Done)
        }
        Some(path) => {
            let written = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(path)
                .and_then(|mut f| f.write_all(text.as_bytes()));
            match written {
                Ok(()) => {
                    io.say(&Message::new("new-written").arg("path", path.display().to_string()));
                    Ok(Outcome::Done)
                }
                Err(e) => Err(CliError::Failure(
                    Message::new("new-cannot-write")
                        .arg("path", path.display().to_string())
                        .arg_msg("error", crate::i18n::library_error::io_error(&e)),
                )),
            }
        }
    }
}
