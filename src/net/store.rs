//! Rooms on disk, under the data folder only:
//!
//! - `rooms/CODE.json`: each live room, rewritten atomically (temporary file, sync, rename)
//!   before the server acknowledges the change, so a server killed at any moment restarts with
//!   every room at its last acknowledged move;
//! - `games/CODE.gib`: each finished game, written once with the play screen's record writer.
//!
//! File names come from room codes only, and a code is checked to be 16 symbols of the code
//! alphabet before it becomes a name, so nothing from the network can name a path.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::ids;
use super::room::{Room, SavedRoom};
use crate::fsio;
use crate::record::gib;
use crate::rules::Color;
use crate::trainer::game_file::civil;
use crate::trainer::progress::write_atomically;

/// The largest room file read back (a game of `MAX_PLIES` plies is far smaller).
const MAX_ROOM_BYTES: u64 = 1024 * 1024;

#[derive(Clone, Debug)]
pub(crate) struct Store {
    rooms: PathBuf,
    games: PathBuf,
}

impl Store {
    /// Opens (creating) the data folder and checks that it can be written.
    pub(crate) fn open(dir: &Path) -> io::Result<Store> {
        let rooms = dir.join("rooms");
        let games = dir.join("games");
        fs::create_dir_all(&rooms)?;
        fs::create_dir_all(&games)?;
        let probe = rooms.join(".probe");
        write_atomically(&probe, b"ok")?;
        fs::remove_file(&probe)?;
        Ok(Store { rooms, games })
    }

    fn room_path(&self, code: &str) -> Option<PathBuf> {
        ids::is_code(code).then(|| self.rooms.join(format!("{code}.json")))
    }

    /// Writes the room (and, once it has ended, its `.gib`) before the change is acknowledged.
    pub(crate) fn save(&self, room: &Room) -> io::Result<()> {
        let path = self
            .room_path(room.code())
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "not a room code"))?;
        let json = serde_json::to_vec(&room.to_saved()).map_err(io::Error::other)?;
        write_atomically(&path, &json)?;
        if room.result().is_some() {
            self.save_record(room)?;
        }
        Ok(())
    }

    /// The finished game as `games/CODE.gib`; kept if it is already there.
    fn save_record(&self, room: &Room) -> io::Result<()> {
        let path = self.games.join(format!("{}.gib", room.code()));
        let text = gib_text(room);
        match fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(mut f) => {
                f.write_all(text.as_bytes())?;
                f.sync_all()
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Ok(()),
            Err(e) => Err(e),
        }
    }

    /// Forgets an expired room's file (its `.gib`, if any, stays).
    pub(crate) fn remove(&self, code: &str) -> io::Result<()> {
        match self.room_path(code) {
            Some(p) => match fs::remove_file(p) {
                Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
                _ => Ok(()),
            },
            None => Ok(()),
        }
    }

    /// Every saved room; files that cannot be read back are named in the second list and left
    /// where they are.
    pub(crate) fn load_all(&self) -> io::Result<(Vec<SavedRoom>, Vec<String>)> {
        let mut rooms = Vec::new();
        let mut problems = Vec::new();
        for entry in fs::read_dir(&self.rooms)? {
            let path = entry?.path();
            let Some(code) = path
                .file_name()
                .and_then(|n| n.to_str())
                .and_then(|n| n.strip_suffix(".json"))
            else {
                continue;
            };
            if !ids::is_code(code) {
                continue;
            }
            let read = fsio::read_text(&path, MAX_ROOM_BYTES)
                .map_err(|e| format!("{e:?}"))
                .and_then(|t| serde_json::from_str::<SavedRoom>(&t).map_err(|e| e.to_string()));
            match read {
                Ok(r) if r.code == code => rooms.push(r),
                Ok(_) => problems.push(format!("{}: code differs", path.display())),
                Err(e) => problems.push(format!("{}: {e}", path.display())),
            }
        }
        rooms.sort_by(|a, b| a.code.cmp(&b.code));
        Ok((rooms, problems))
    }
}

/// The `.gib` record of a finished room: players, rule set, result, moves.
pub(crate) fn gib_text(room: &Room) -> String {
    let ended = room.ended_ms().unwrap_or(0) / 1000;
    let (y, m, d, _) = civil(ended);
    let name = |c: Color| room.names()[c as usize].clone().unwrap_or_default();
    let result = match room.result() {
        Some(r) => {
            let who = match r.winner.map(Color::from) {
                Some(Color::Cho) => "초 승",
                Some(Color::Han) => "한 승",
                None => "무승부",
            };
            let how = match r.reason.as_str() {
                "resignation" => " (기권)",
                "time" => " (시간패)",
                _ => "",
            };
            format!("{who}{how}")
        }
        None => String::new(),
    };
    let tags: Vec<(String, String)> = [
        ("대회명", format!("janggi-tutor room {}", room.code())),
        ("대국일자", format!("{y:04}.{m:02}.{d:02}")),
        ("초대국자", name(Color::Cho)),
        ("한대국자", name(Color::Han)),
        ("Variant", room.rules().id().to_string()),
        (gib::TAG_RESULT, result),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect();
    gib::write(&tags, room.game().start(), &room.game().moves())
}
