//! `janggi-tutor explain MOVE`: whether a move is legal in a position, and if not, why
//! (in words, as a stable id, or as JSON). The verdict is put into one [`ExplainReport`]
//! first; each output is written from it.

use super::json::{self, ExplainReport, PositionHead};
use super::{CliError, CliResult, Io, Outcome, PositionArgs};
use crate::i18n::{Message, rules_text};
use crate::rules::{Move, Position};

#[derive(clap::Args, Debug)]
pub(crate) struct ExplainArgs {
    /// A move in coordinate form, e.g. b1c3 or e9e10; a pass is the king's point twice.
    #[arg(value_name = "MOVE")]
    pub(crate) mv: String,
    #[command(flatten)]
    pub(crate) pos: PositionArgs,
    /// Print stable ids (`legal`, or the reason's id) instead of words.
    #[arg(long, conflicts_with = "json")]
    pub(crate) id: bool,
    /// Print the answer as JSON (ids and text).
    #[arg(long)]
    pub(crate) json: bool,
}

/// How `explain` prints its answer.
/// Says whether a move is legal, and if not, why; exit 1 when illegal, 2 when unreadable.
pub(crate) fn run(io: &mut Io, args: &ExplainArgs) -> CliResult {
    let pos = args.pos.position()?;
    let report = judge(io, &pos, &args.mv);
    let outcome = match report.legal {
        // An illegal move is an answer, "no" (exit 1), not an error.
        Some(legal) => Outcome::no_if(!legal),
        // A script asked for JSON: it gets JSON, with the stable id of the problem.
        None if args.json => Outcome::Partial,
        // Bad input goes to stderr as every other verb's does.
        None => return Err(CliError::usage(rules_text::bad_notation(&args.mv))),
    };
    if args.json {
        json::print(io.out, &report);
    } else if args.id {
        write_ids(io, &report);
    } else {
        write_words(io, &report);
    }
    Ok(outcome)
}

/// The verdict on the move `text` in `pos`: no `legal` when it cannot be read.
fn judge(io: &Io, pos: &Position, text: &str) -> ExplainReport {
    let (legal, reason, reason_name, message) = match text.parse::<Move>() {
        Err(_) => (
            None,
            Some("bad-notation"),
            None,
            Some(rules_text::bad_notation(text)),
        ),
        Ok(m) => match pos.explain(m) {
            Ok(()) => (Some(true), None, None, None),
            Err(reason) => (
                Some(false),
                Some(reason.id()),
                Some(io.l10n.format(&reason_name(reason.id()))),
                Some(rules_text::reason(&reason)),
            ),
        },
    };
    ExplainReport {
        position: PositionHead::of(pos),
        mv: text.to_string(),
        legal,
        reason: reason.map(str::to_string),
        reason_name,
        text: match &message {
            Some(message) => io.l10n.format(message),
            None => io.l10n.tr("explain-legal"),
        },
        message,
    }
}

/// The name of an illegal move's reason.
fn reason_name(id: &str) -> Message {
    Message::new(format!("lesson-reason-{id}"))
}

/// `--id`, for scripts: `legal`, or `<reason-id>: <sentence>`.
fn write_ids(io: &mut Io, report: &ExplainReport) {
    match &report.reason {
        None => {
            let _ = writeln!(io.out, "legal");
        }
        Some(id) => {
            let _ = writeln!(io.out, "{id}: {}", report.text);
        }
    }
}

/// In the user's language: "合法", or the reason's name and its sentence.
fn write_words(io: &mut Io, report: &ExplainReport) {
    match (&report.reason, &report.message) {
        (Some(id), Some(sentence)) => io.say(
            &Message::new("explain-illegal")
                .arg_msg("name", reason_name(id))
                .arg_msg("sentence", sentence.clone()),
        ),
        _ => io.say(&Message::new("explain-legal")),
    }
}
