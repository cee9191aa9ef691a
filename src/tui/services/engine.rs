//! The external UCI engine a game may play: `--engine` for this session, else the one saved
//! in Settings (typed in on the input line).

use super::Services;
use crate::i18n::Message;
use crate::play::session::GameOptions;
use crate::play::uci_client::UciEngine;
use crate::tui::screen::FeedbackTone;
use crate::tui::screens::lesson_end::first_game::taught_rules;

impl Services {
    /// The external engine a new game may play: `--engine`, else the Settings row.
    pub(crate) fn engine_command(&self) -> Option<&str> {
        self.engine
            .as_deref()
            .or(self.progress.settings.engine.as_deref())
    }

    /// The options a new game starts from (the last game's side, level and rule set, else
    /// the rule set the lessons have taught; the external engine, if one was given).
    pub(crate) fn play_defaults(&self) -> GameOptions {
        self.progress.settings.new_game_options(GameOptions {
            engine: self.engine_command().map(str::to_string),
            rules: taught_rules(&self.progress),
            ..GameOptions::default()
        })
    }

    /// Keeps the engine typed in Settings (empty: the built-in opponent); what the status
    /// row says (a failed save first).
    pub(crate) fn set_engine(&mut self, command: &str) -> (FeedbackTone, Message) {
        let command = command.trim();
        self.progress.settings.engine = (!command.is_empty()).then(|| command.to_string());
        if let Err(e) = self.save() {
            return (FeedbackTone::Bad, e);
        }
        if command.is_empty() {
            (FeedbackTone::Good, Message::new("settings-engine-cleared"))
        } else if !UciEngine::program_found(command) {
            // Kept (it may be installed later); games fall back until then.
            let program = command.split_whitespace().next().unwrap_or(command);
            (
                FeedbackTone::Bad,
                Message::new("settings-engine-not-found").arg("program", program.to_string()),
            )
        } else {
            (
                FeedbackTone::Good,
                Message::new("settings-engine-set").arg("command", command.to_string()),
            )
        }
    }
}
