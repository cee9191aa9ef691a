//! The unfinished game kept on disk and the records of finished games, beside the progress
//! file; a finished game's illegal tries go to the queue of exercises due again.
//!
//! `GameFiles` knows where they are (`learner::games`: `game.json` and the `games/` folder
//! beside the progress file). `Effect::SaveGame` writes the unfinished game atomically (the
//! home list then offers "Resume game"); `Effect::GameFinished` forgets it, writes the `.gib`
//! record (a dated name, never overwriting), keeps the small goal's verdict in the progress
//! and adds the illegal tries as personal exercises. With the progress in memory (no data
//! folder) nothing is written.

use std::path::{Path, PathBuf};

use super::Services;
use crate::i18n::Message;
use crate::learner::games::{FinishedGame, GameFile, games_dir_beside};
use crate::learner::history::{self, Mark, PlayedGame};
use crate::learner::progress::ProgressStore;
use crate::play::goals::GoalState;
use crate::play::session::SavedGame;
use crate::review::{self, personal::PersonalExercise};
use crate::tui::screen::FeedbackTone;

/// Where games are kept.
pub(crate) struct GameFiles {
    /// The unfinished game (beside the progress file).
    file: GameFile,
    /// A saved game can be resumed (the home list offers it).
    pub(crate) saved: bool,
    /// The folder of game records (`None`: progress in memory).
    pub(crate) dir: Option<PathBuf>,
    /// The learner's newest game there (home shows its result and the next step).
    pub(crate) last: Option<PlayedGame>,
}

impl GameFiles {
    /// The files beside `store`; a saved game that cannot be read is a warning.
    pub(crate) fn beside(store: &ProgressStore, warnings: &mut Vec<Message>) -> GameFiles {
        let file = GameFile::beside(store);
        let saved = match file.load() {
            Ok(g) => g.is_some(),
            Err(e) => {
                warnings.push(e);
                false
            }
        };
        let dir = store.path().map(games_dir_beside);
        GameFiles {
            file,
            saved,
            last: dir.as_deref().and_then(history::last_game),
            dir,
        }
    }

    /// Reads the newest game again (one was saved or marked).
    fn refresh_last(&mut self) {
        self.last = self.dir.as_deref().and_then(history::last_game);
    }

    /// Keeps the unfinished game (or forgets it once it ended).
    pub(crate) fn save(&mut self, game: Option<&SavedGame>) -> Result<(), Message> {
        let result = match game {
            Some(g) => self.file.save(g),
            None => self.file.clear(),
        };
        self.saved = game.is_some();
        result
    }

    /// The saved game, to resume.
    pub(crate) fn load(&self) -> Result<SavedGame, Message> {
        self.file
            .load()
            .and_then(|g| g.ok_or_else(|| Message::new("play-no-saved-game")))
    }
}

impl Services {
    /// Notes what was done with a game record, when it is one of the learner's saved games
    /// (in the games folder, the progress kept on disk); an error for the status row.
    pub(crate) fn mark_game(&mut self, path: &Path, mark: &Mark) -> Option<Message> {
        let dir = self
            .games
            .dir
            .clone()
            .filter(|_| self.store.is_writable())?;
        let name = history::name_in(&dir, path)?;
        let now = self.now();
        let result = history::mark(&dir, &name, mark, now).err();
        self.games.refresh_last();
        result
    }

    /// A game ended: forget the unfinished one, save its record in the games folder and its
    /// illegal tries as personal exercises. The status line: the result, then where the
    /// record went (or why not). With the progress in memory (no data folder) nothing is
    /// written.
    pub(crate) fn game_finished(&mut self, game: &FinishedGame) -> Option<(FeedbackTone, Message)> {
        // A room's game was never the saved one: the learner's own stays to resume.
        let mut flash = match game.room {
            Some(_) => None,
            None => self.games.save(None).err().map(|e| (FeedbackTone::Bad, e)),
        };
        let now = self.now();
        let mut tone = FeedbackTone::Good;
        let mut lines = Vec::new();
        // The record by its file name only (the games screen shows the folder): with the
        // result and the tries, the line fits 80 columns.
        let mut record = None;
        if let Some(dir) = self.games.dir.clone().filter(|_| self.store.is_writable()) {
            let player = self.l10n.tr("game-record-player");
            match game.save_record(&dir, now, &player) {
                Ok(path) => {
                    self.games.refresh_last();
                    let name = path
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    record = Some(Message::new("play-record-saved").arg("name", name));
                }
                Err(e) => {
                    tone = FeedbackTone::Bad;
                    lines.push(e);
                }
            }
        }
        // The goal's verdict joins the learner's history.
        if let Some(g) = &game.goal
            && g.state.is_decided()
        {
            let met = matches!(g.state, GoalState::Met { .. });
            self.progress.record_goal(g.goal, met, now);
            if let Err(e) = self.save() {
                flash = Some((FeedbackTone::Bad, e));
            }
        }
        let moments = review::illegal_try_moments(&game.game, &game.tries, Some(game.human));
        let exercises: Vec<_> = moments
            .iter()
            .filter_map(PersonalExercise::from_moment)
            .collect();
        // Into the queue, as `review --save` and the games screen do.
        if !exercises.is_empty() && self.store.is_writable() {
            let (added, saved) = self.add_personal(exercises);
            if let Err(e) = saved {
                flash = Some((FeedbackTone::Bad, e));
            }
            lines.push(Message::new("play-tries-saved").arg_num("count", added as i64));
        }
        lines.extend(record);
        if lines.is_empty() {
            return flash;
        }
        let message = std::iter::once(game.end.message())
            .chain(lines)
            .reduce(|first, second| {
                Message::new("play-two-lines")
                    .arg_msg("first", first)
                    .arg_msg("second", second)
            })
            .expect("not empty");
        Some((tone, message))
    }
}
