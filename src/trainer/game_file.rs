//! The unfinished game, kept next to the progress file (`game.json` in the same folder) so it
//! survives a quit and is offered again at the next start. Written atomically like the
//! progress file (temp file + rename); an in-memory store (tests, no data folder) keeps it in
//! memory only.

use std::fs;
use std::path::{Path, PathBuf};

use super::progress::{ProgressStore, write_atomically};
use crate::i18n::Message;
use crate::play::session::SavedGame;

pub const FILE_NAME: &str = "game.json";

#[derive(Debug, Default)]
pub struct GameFile {
    /// `None`: kept in memory only.
    path: Option<PathBuf>,
    memory: Option<SavedGame>,
}

impl GameFile {
    /// The game file beside `store`'s progress file (in memory when the store is).
    pub fn beside(store: &ProgressStore) -> GameFile {
        GameFile {
            path: store
                .path()
                .filter(|_| store.is_writable())
                .map(|p| p.with_file_name(FILE_NAME)),
            memory: None,
        }
    }

    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The saved game, if there is one that can be read; an unreadable file is an error
    /// naming it (and is left where it is).
    pub fn load(&self) -> Result<Option<SavedGame>, Message> {
        let Some(path) = &self.path else {
            return Ok(self.memory.clone());
        };
        let text = match fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(unreadable(path, &e.to_string())),
        };
        serde_json::from_str(&text)
            .map(Some)
            .map_err(|e| unreadable(path, &e.to_string()))
    }

    pub fn save(&mut self, game: &SavedGame) -> Result<(), Message> {
        let Some(path) = &self.path else {
            self.memory = Some(game.clone());
            return Ok(());
        };
        let json = serde_json::to_string_pretty(game).expect("a saved game is plain data");
        write_atomically(path, json.as_bytes()).map_err(|e| {
            Message::new("play-save-failed")
                .arg("path", path.display().to_string())
                .arg("error", e.to_string())
        })
    }

    /// Forgets the game (it ended, or a new one replaced it).
    pub fn clear(&mut self) -> Result<(), Message> {
        self.memory = None;
        let Some(path) = &self.path else {
            return Ok(());
        };
        match fs::remove_file(path) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(Message::new("play-save-failed")
                .arg("path", path.display().to_string())
                .arg("error", e.to_string())),
        }
    }
}

fn unreadable(path: &Path, error: &str) -> Message {
    Message::new("play-saved-unreadable")
        .arg("path", path.display().to_string())
        .arg("error", error.to_string())
}

/// The folder of saved game records: `<data dir>/janggi-tutor/games/`. The play screen saves
/// finished games there as `.gib`; the games screen lists it.
pub fn games_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("janggi-tutor").join("games")
}

/// The games folder beside a progress file (`games/` in its folder): for the default progress
/// file (`<data dir>/janggi-tutor/progress.json`) the same folder as [`games_dir`].
pub fn games_dir_beside(progress_file: &Path) -> PathBuf {
    progress_file.with_file_name("games")
}
