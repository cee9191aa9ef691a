//! `janggi-tutor status`: the side to move, check, bikjang and the result of a position
//! (with the optional ends its move record allows), as text or JSON.

use super::json::{self, End, PositionHead, StatusReport};
use super::{CliResult, Io, Outcome, PositionArgs};
use crate::i18n::{Message, rules_text};
use crate::rules::Game;

#[derive(clap::Args, Debug)]
pub(crate) struct StatusArgs {
    #[command(flatten)]
    pub(crate) pos: PositionArgs,
    /// Print the status as JSON (ids and text).
    #[arg(long)]
    pub(crate) json: bool,
}

pub(crate) fn run(io: &mut Io, args: &StatusArgs) -> CliResult {
    let as_json = args.json;
    let args = &args.pos;
    let pos = args.position()?;
    let outcome = pos.outcome();
    // Optional ends (repetition, n-move rule) need the whole record: replay the moves,
    // already checked above, from the start into a `Game`.
    let optional = if outcome.is_none() {
        Game::from_moves(args.start()?, args.moves.iter())
            .ok()
            .and_then(|g| g.optional_end())
    } else {
        None
    };
    let mut lines =
        vec![Message::new("status-rules").arg_msg("rules", rules_text::rules_name(pos.rules()))];
    lines.extend(rules_text::position_status(&pos));
    lines.extend(optional.as_ref().map(rules_text::optional_end));
    if as_json {
        let winner = |w: Option<crate::rules::Color>| w.map_or("draw", |c| c.id()).to_string();
        let doc = StatusReport {
            position: PositionHead::of(&pos),
            check: pos.is_check(),
            bikjang: pos.kings_facing(),
            outcome: outcome.map(|o| End {
                winner: winner(o.winner),
                reason: o.reason.id().to_string(),
            }),
            optional_end: optional.map(|e| End {
                winner: winner(e.winner),
                reason: e.reason.id().to_string(),
            }),
            text: lines.iter().map(|m| io.l10n.format(m)).collect(),
        };
        json::print(io.out, &doc);
    } else {
        for line in &lines {
            io.say(line);
        }
    }
    Ok(Outcome::Done)
}
