//! The games of the play screen on disk, next to the progress file:
//!
//! - the unfinished game (`game.json` in the same folder), so it survives a quit and is
//!   offered again at the next start; written atomically like the progress file (temp file +
//!   rename); an in-memory store (tests, no data folder) keeps it in memory only;
//! - every finished game as a `.gib` record (UTF-8) in the `games` folder beside it, by
//!   default `<data dir>/janggi-tutor/games/` ([`games_dir`]), one file per game named by
//!   its date and time (UTC), which `janggi-tutor game FILE` reads and exports.
//!
//! `games_dir(data_dir)` is the default folder, `games_dir_beside(progress_file)` the one
//! next to a `--progress` file; `GameFile` is the unfinished game's file, and
//! `FinishedGame::save_record` writes a record under a new dated name through
//! `fsio::write_new`, never overwriting one.

use std::fs;
use std::path::{Path, PathBuf};

use super::progress::ProgressStore;
use crate::fsio;
use crate::i18n::Message;
use crate::play::clock::TimeControl;
use crate::play::goals::{GoalReport, TAG_GOAL, TAG_GOAL_RESULT};
use crate::play::session::{EndKind, GameEnd, IllegalTry, SavedGame, Session};
use crate::record::gib;
use crate::rules::{Color, Game, RuleSet};

pub(crate) const FILE_NAME: &str = "game.json";

/// The largest `game.json` read: a game of 2,000 plies is about 15 KB.
pub(crate) const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

#[derive(Debug, Default)]
pub(crate) struct GameFile {
    /// `None`: kept in memory only.
    path: Option<PathBuf>,
    memory: Option<SavedGame>,
}

impl GameFile {
    /// The game file beside `store`'s progress file (in memory when the store is).
    pub(crate) fn beside(store: &ProgressStore) -> GameFile {
        GameFile {
            path: store
                .path()
                .filter(|_| store.is_writable())
                .map(|p| p.with_file_name(FILE_NAME)),
            memory: None,
        }
    }

    /// The saved game, if there is one that can be read; an unreadable file is an error
    /// naming it (and is left where it is).
    pub(crate) fn load(&self) -> Result<Option<SavedGame>, Message> {
        let Some(path) = &self.path else {
            return Ok(self.memory.clone());
        };
        fsio::remove_dead_temporaries(path);
        // Through the safe reader: a FIFO or a device in its place is refused at once (it
        // would hang the start or be read without end), and so is a file over the cap.
        let text = match fsio::read_text(path, MAX_FILE_BYTES) {
            Ok(t) => t,
            Err(e) if e.is_not_found() => return Ok(None),
            Err(e) => return Err(unreadable(path, e.message())),
        };
        serde_json::from_str(&text)
            .map(Some)
            .map_err(|e| unreadable(path, crate::i18n::library_error::json_error(&e)))
    }

    pub(crate) fn save(&mut self, game: &SavedGame) -> Result<(), Message> {
        let Some(path) = &self.path else {
            self.memory = Some(game.clone());
            return Ok(());
        };
        let json = serde_json::to_string_pretty(game).expect("a saved game is plain data");
        fsio::write_atomically(path, json.as_bytes()).map_err(|e| {
            Message::new("play-save-failed")
                .arg("path", path.display().to_string())
                .arg("error", e.to_string())
        })
    }

    /// Forgets the game (it ended, or a new one replaced it).
    pub(crate) fn clear(&mut self) -> Result<(), Message> {
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

fn unreadable(path: &Path, error: Message) -> Message {
    Message::new("play-saved-unreadable")
        .arg("path", path.display().to_string())
        .arg_msg("error", error)
}

/// The folder of finished games under a data folder: `<data dir>/janggi-tutor/games`.
#[cfg(test)]
pub(crate) fn games_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("janggi-tutor").join(GAMES_FOLDER)
}

pub(crate) const GAMES_FOLDER: &str = "games";

/// The games folder beside a progress file (`games/` in its folder): for the default progress
/// file (`<data dir>/janggi-tutor/progress.json`) the same folder as [`games_dir`].
pub(crate) fn games_dir_beside(progress_file: &Path) -> PathBuf {
    progress_file.with_file_name(GAMES_FOLDER)
}

/// The learner's name in the records the play screen saves, in each language
/// (`game-record-player`; a test keeps the two in step) and as older versions wrote it: the
/// games screen reviews that side's moves by default.
pub(crate) const PLAYER_NAMES: [&str; 3] = ["Player", "나", "我"];

/// Whether a player tag names the learner ([`PLAYER_NAMES`]).
pub(crate) fn is_learner_name(name: &str) -> bool {
    PLAYER_NAMES.contains(&name.trim())
}

/// The side the learner played in a record the play screen saved (a room game's seat tag,
/// else the player tag that is one of [`PLAYER_NAMES`]), if exactly one side is the learner.
pub(crate) fn learner_side(record: &crate::record::Record) -> Option<Color> {
    match record.tag(TAG_ROOM_SEAT).map(str::trim) {
        Some("cho") => return Some(Color::Cho),
        Some("han") => return Some(Color::Han),
        _ => {}
    }
    let is_player = |tag: &str| record.tag(tag).is_some_and(is_learner_name);
    match (is_player("초대국자"), is_player("한대국자")) {
        (true, false) => Some(Color::Cho),
        (false, true) => Some(Color::Han),
        _ => None,
    }
}

/// A game that just ended on the play screen, with what the app keeps of it.
#[derive(Clone, Debug)]
pub(crate) struct FinishedGame {
    pub(crate) game: Game,
    pub(crate) human: Color,
    pub(crate) level: u8,
    pub(crate) rules: RuleSet,
    /// The external engine that played, if any.
    pub(crate) engine: Option<String>,
    pub(crate) end: GameEnd,
    /// The player's illegal tries, for personal exercises.
    pub(crate) tries: Vec<IllegalTry>,
    /// The small goal played for and its verdict at the end, if any.
    pub(crate) goal: Option<GoalReport>,
    /// A game between two people: their names, Cho's first.
    pub(crate) players: Option<[String; 2]>,
    /// The clock of a timed game between two people.
    pub(crate) time_control: Option<TimeControl>,
    /// A game in a room of a room server (its server and code): the learner's own unfinished
    /// game (`game.json`, another game) is left alone when it ends, and the record says where
    /// it was played.
    pub(crate) room: Option<RoomPlace>,
}

/// Where a room game was played: the server's address and the room's code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RoomPlace {
    pub(crate) server: String,
    pub(crate) room: String,
}

/// The tags of a room game's record (`learner::history` reads them back; a record without
/// them is not a room game, as every record before them).
pub(crate) const TAG_ROOM: &str = "Room";
pub(crate) const TAG_ROOM_SERVER: &str = "RoomServer";
/// The seat (`cho` or `han`) of the player whose folder the record was saved in.
pub(crate) const TAG_ROOM_SEAT: &str = "RoomSeat";

/// The built-in AI's name in the records (`janggi-tutor AI 3`).
pub(crate) const AI_NAME: &str = "janggi-tutor AI";

/// The event tag of every record the play screen writes.
pub(crate) const EVENT: &str = "janggi-tutor";

impl FinishedGame {
    /// The session's game, taken when it has ended (an unfinished one reads as a draw).
    pub(crate) fn of(session: &Session) -> FinishedGame {
        FinishedGame {
            game: session.game().clone(),
            human: session.human(),
            level: session.level().get(),
            rules: session.rules(),
            engine: session.engine().map(str::to_string),
            end: session.end().cloned().unwrap_or(GameEnd {
                winner: None,
                kind: EndKind::DrawAgreed,
            }),
            tries: session.illegal_tries(),
            goal: session.goal_report(),
            players: session.friend().map(|f| f.names.clone()),
            time_control: session.time_control(),
            room: None,
        }
    }

    /// The `.gib` record: date, players, rule set (`Variant`, as in PGN), result, formations
    /// and moves in the Korean notation. `unix_seconds`: when the game ended; `player`: the
    /// learner's name in their language (one of [`PLAYER_NAMES`]).
    pub(crate) fn gib_text(&self, unix_seconds: u64, player: &str) -> String {
        let (y, m, d, _) = fsio::civil(unix_seconds);
        let ai = match &self.engine {
            Some(cmd) => cmd.clone(),
            None => format!("{AI_NAME} {}", self.level),
        };
        let (cho, han) = match (&self.players, self.human) {
            (Some([cho, han]), _) => (cho.clone(), han.clone()),
            (None, Color::Cho) => (player.to_string(), ai),
            (None, Color::Han) => (ai, player.to_string()),
        };
        let result = match self.end.winner {
            Some(Color::Cho) => "초 승",
            Some(Color::Han) => "한 승",
            None => "무승부",
        };
        let how = match &self.end.kind {
            EndKind::Resigned { .. } => " (기권)",
            EndKind::OnTime { .. } => " (시간패)",
            _ => "",
        };
        let mut tags: Vec<(String, String)> = [
            ("대회명", EVENT.to_string()),
            ("대국일자", format!("{y:04}.{m:02}.{d:02}")),
            ("초대국자", cho),
            ("한대국자", han),
            ("Variant", self.rules.id().to_string()),
            (gib::TAG_RESULT, format!("{result}{how}")),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
        // The goal and its verdict, for the review (`play::goals`).
        if let Some(g) = &self.goal {
            tags.push((TAG_GOAL.to_string(), g.goal.id().to_string()));
            tags.push((TAG_GOAL_RESULT.to_string(), g.tag()));
        }
        if let Some(limit) = self.time_control.and_then(|c| c.gib_tag()) {
            tags.push((gib::TAG_TIME_LIMIT.to_string(), limit));
        }
        if let Some(r) = &self.room {
            let seat = match self.human {
                Color::Cho => "cho",
                Color::Han => "han",
            };
            tags.push((TAG_ROOM.to_string(), r.room.clone()));
            tags.push((TAG_ROOM_SERVER.to_string(), r.server.clone()));
            tags.push((TAG_ROOM_SEAT.to_string(), seat.to_string()));
        }
        gib::write(&tags, self.game.start(), &self.game.moves())
    }

    /// Writes the record into `dir` (created if missing) under a new dated name
    /// (`2026-11-30_170512.gib`, `-2` and so on if taken); returns its path.
    pub(crate) fn save_record(
        &self,
        dir: &Path,
        unix_seconds: u64,
        player: &str,
    ) -> Result<PathBuf, Message> {
        let failed = |path: &Path, e: std::io::Error| {
            Message::new("play-record-failed")
                .arg("path", path.display().to_string())
                .arg_msg("error", crate::i18n::library_error::io_error(&e))
        };
        fs::create_dir_all(dir).map_err(|e| failed(dir, e))?;
        let text = self.gib_text(unix_seconds, player);
        fsio::write_new(dir, &fsio::dated_stem(unix_seconds), "gib", text.as_bytes())
            .map_err(|(path, e)| failed(&path, e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_names_the_learner_as_the_games_screen_knows_them() {
        let mut l10n = crate::i18n::Localizer::new();
        for lang in ["en", "zh", "ko"] {
            l10n.set_lang(lang).unwrap();
            let name = l10n.tr("game-record-player");
            assert!(is_learner_name(&name), "{lang}: {name}");
        }
    }

    #[test]
    fn the_games_folder_is_beside_the_default_progress_file() {
        let data = Path::new("/data");
        assert_eq!(games_dir(data), Path::new("/data/janggi-tutor/games"));
        assert_eq!(
            games_dir_beside(Path::new("/data/janggi-tutor/progress.json")),
            games_dir(data)
        );
    }
}
