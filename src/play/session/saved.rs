//! An unfinished game as the progress folder stores it (`game.json`), and back.

use serde::{Deserialize, Serialize};

use super::Session;
use super::friend::SavedFriend;
use crate::i18n::{Message, rules_text};
use crate::play::goals::Goal;
use crate::rules::{Color, Game, Move, Position, RuleSet};
use crate::search::Level;

/// An unfinished game in a form the progress file can store.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct SavedGame {
    /// The start position (formations included).
    pub(crate) start_fen: String,
    /// Rule set id (`janggi`, `basic`, ...).
    pub(crate) rules: String,
    /// The player's side: `cho` or `han`.
    pub(crate) human: String,
    pub(crate) level: u8,
    /// The moves played, in coordinate form (a pass is the king's point twice).
    pub(crate) moves: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) engine: Option<String>,
    /// The goal's id (`play::goals`), if one was chosen.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) goal: Option<String>,
    /// A game between two people on one screen: their names, the clock as it stood.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) friend: Option<Box<SavedFriend>>,
    /// The player's illegal tries, for the review of the resumed game (absent in files of
    /// earlier builds; at most [`MAX_TRIES`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) tries: Vec<SavedTry>,
}

/// An illegal try as `game.json` keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct SavedTry {
    /// The ply it was meant for (1-based).
    pub(crate) ply: usize,
    /// The move tried, coordinates.
    #[serde(rename = "move")]
    pub(crate) mv: String,
    /// The position it was tried in, only when the game no longer passes through it (a try
    /// before a take-back).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) fen: Option<String>,
}

/// The most illegal tries a game keeps (and saves): the review queue holds far fewer, and
/// `game.json` stays a few KB (each try is at most ~120 bytes) under its read cap.
pub(crate) const MAX_TRIES: usize = 500;

fn unknown(field: &'static str, value: &str) -> Message {
    Message::new("play-bad-saved-field")
        .arg("field", field)
        .arg("value", value.to_string())
}

impl Session {
    /// Restores a saved game; a field that cannot be read is named in the error.
    pub(crate) fn restore(saved: &SavedGame) -> Result<Session, Message> {
        let rules: RuleSet = saved
            .rules
            .parse()
            .map_err(|_| unknown("rules", &saved.rules))?;
        let human = match saved.human.as_str() {
            "cho" => Color::Cho,
            "han" => Color::Han,
            other => return Err(unknown("human", other)),
        };
        let start = Position::from_fen(&saved.start_fen, rules).map_err(|e| {
            let detail = rules_text::setup_error(&e).into_iter().next();
            Message::new("play-bad-saved-start").arg_msg(
                "detail",
                detail.unwrap_or_else(|| Message::new("piece-none")),
            )
        })?;
        let mut game = Game::new(start);
        for (i, text) in saved.moves.iter().enumerate() {
            let m: Move = text.parse().map_err(|_| {
                Message::new("play-bad-saved-move")
                    .arg_num("index", (i + 1) as i64)
                    .arg("move", text.clone())
                    .arg_msg("reason", rules_text::bad_notation(text))
            })?;
            game.play(m).map_err(|r| {
                Message::new("play-bad-saved-move")
                    .arg_num("index", (i + 1) as i64)
                    .arg("move", text.clone())
                    .arg_msg("reason", rules_text::reason(&r))
            })?;
        }
        let mut s = Session::with_game(
            game,
            human,
            Level::new(saved.level),
            saved.engine.clone(),
            fastrand::Rng::new(),
        );
        // A goal this build does not know is dropped; the game goes on without it.
        s.goal = saved.goal.as_deref().and_then(Goal::from_id);
        if let Some(f) = &saved.friend {
            // A clock no game could reach (edited, or saved by a build without limits)
            // is refused with a message rather than run into an overflow.
            if !f.clock.is_possible() {
                return Err(Message::new("play-saved-bad-clock"));
            }
            s.restore_friend(f);
        }
        // A try that no longer reads (or is legal after all) is dropped: the game is the
        // file's point, the tries only feed its review.
        s.tries = saved
            .tries
            .iter()
            .take(MAX_TRIES)
            .filter_map(|t| {
                let m: Move = t.mv.parse().ok()?;
                let pos = match &t.fen {
                    Some(fen) => Position::from_fen(fen, rules).ok()?,
                    None => s.game.positions().get(t.ply.checked_sub(1)?)?.clone(),
                };
                (!pos.is_legal(m)).then_some((t.ply, pos, m))
            })
            .collect();
        s.update_end();
        Ok(s)
    }

    /// The game as it can be saved.
    pub(crate) fn saved(&self) -> SavedGame {
        SavedGame {
            start_fen: self.game.start().fen(),
            rules: self.rules().id().to_string(),
            human: self.human.id().to_string(),
            level: self.level.get(),
            moves: self.game.moves().iter().map(Move::to_string).collect(),
            engine: self.engine_command.clone(),
            goal: self.goal.map(|g| g.id().to_string()),
            friend: self.saved_friend().map(Box::new),
            tries: self
                .illegal_tries()
                .into_iter()
                .map(|t| SavedTry {
                    ply: t.ply,
                    mv: t.text,
                    fen: t.position.map(|p| p.fen()),
                })
                .collect(),
        }
    }
}
