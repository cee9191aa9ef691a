//! `janggi-tutor explain MOVE`: whether a move is legal in a position, and if not, why
//! (in words, as a stable id, or as JSON).

use super::json::{self, ExplainReport, PositionHead};
use super::{CliError, CliResult, Io, Outcome, PositionArgs};
use crate::i18n::{Message, rules_text};
use crate::rules::Move;

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
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum ExplainOutput {
    /// In the user's language: "合法", or the reason's name and its sentence.
    Words,
    /// Stable ids for scripts: `legal`, or `<reason-id>: <sentence>`.
    Id,
    /// A JSON document with both.
    Json,
}

/// Says whether a move is legal, and if not, why; exit 1 when illegal, 2 when unreadable.
pub(crate) fn run(io: &mut Io, args: &ExplainArgs) -> CliResult {
    let output = match (args.id, args.json) {
        (_, true) => ExplainOutput::Json,
        (true, false) => ExplainOutput::Id,
        (false, false) => ExplainOutput::Words,
    };
    let text = args.mv.as_str();
    let pos = args.pos.position()?;
    let Ok(m) = text.parse::<Move>() else {
        let message = rules_text::bad_notation(text);
        if output != ExplainOutput::Json {
            // Bad input goes to stderr as every other verb's does.
            return Err(CliError::usage(message));
        }
        // A script asked for JSON: it gets JSON, with the stable id of the problem.
        let doc = ExplainReport {
            position: PositionHead::of(&pos),
            mv: text.to_string(),
            legal: None,
            reason: Some("bad-notation".to_string()),
            reason_name: None,
            text: io.l10n.format(&message),
            message: Some(message),
        };
        json::print(io.out, &doc);
        return Ok(Outcome::Partial);
    };
    let verdict = pos
        .explain(m)
        .err()
        .map(|reason| (reason.id(), rules_text::reason(&reason)));
    // An illegal move is an answer, "no" (exit 1), not an error.
    let outcome = Outcome::no_if(verdict.is_some());
    let name = |id: &str| Message::new(format!("lesson-reason-{id}"));
    match (output, verdict) {
        (ExplainOutput::Json, verdict) => {
            let legal = verdict.is_none();
            let (reason, reason_name, words, message) = match verdict {
                Some((id, sentence)) => (
                    Some(id.to_string()),
                    Some(io.l10n.format(&name(id))),
                    io.l10n.format(&sentence),
                    Some(sentence),
                ),
                None => (None, None, io.l10n.tr("explain-legal"), None),
            };
            let doc = ExplainReport {
                position: PositionHead::of(&pos),
                mv: text.to_string(),
                legal: Some(legal),
                reason,
                reason_name,
                text: words,
                message,
            };
            json::print(io.out, &doc);
        }
        (ExplainOutput::Id, None) => {
            let _ = writeln!(io.out, "legal");
        }
        (ExplainOutput::Id, Some((id, sentence))) => {
            let sentence = io.l10n.format(&sentence);
            let _ = writeln!(io.out, "{id}: {sentence}");
        }
        (ExplainOutput::Words, None) => io.say(&Message::new("explain-legal")),
        (ExplainOutput::Words, Some((id, sentence))) => io.say(
            &Message::new("explain-illegal")
                .arg_msg("name", name(id))
                .arg_msg("sentence", sentence),
        ),
    }
    Ok(outcome)
}
