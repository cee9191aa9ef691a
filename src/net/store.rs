//! Rooms on disk, under the data folder only:
//!
//! - `rooms/journal-N.log`: every acknowledged change, appended and synced in batches by the
//!   writer thread (`super::journal`) before the server acknowledges it;
//! - `rooms/CODE.json`: each room as of its last compacted journal, rewritten atomically
//!   (temporary file, sync, rename, folder sync); loading reads these, then the journals;
//! - `games/CODE.gib`: each finished game (and an expired unfinished game, as unfinished),
//!   written once and never over another file ([`crate::fsio::write_new`], as the play
//!   screen's records are).
//!
//! - `rooms/alive`: the last time (Unix ms) the server was known to run, rewritten in place
//!   every second, so a restart charges the side to move its think until then.
//!
//! The files under `rooms/` hold seat tokens: they are made with mode 0600 (the folder 0700).
//! File names come from room codes only, and a code is checked to be 16 symbols of the code
//! alphabet before it becomes a name, so nothing from the network can name a path.

use std::collections::HashMap;
use std::fs;
use std::io::{self, Write};
use std::os::unix::fs::{DirBuilderExt, FileExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

use serde::Deserialize;

use super::ids;
use super::limits::WriteFault;
use super::room::{Room, SavedRoom};
use crate::fsio;
use crate::fsio::civil;
use crate::fsio::write_atomically;
use crate::record::gib;
use crate::rules::Color;

/// The largest room file read back (a game of `MAX_PLIES` plies is far smaller).
const MAX_ROOM_BYTES: u64 = 1024 * 1024;
/// The largest journal read back: its limit, and a batch of the largest rooms past it.
const MAX_JOURNAL_BYTES: u64 = super::journal::JOURNAL_LIMIT + 4096 * MAX_ROOM_BYTES;

#[derive(Clone, Debug)]
pub(crate) struct Store {
    rooms: PathBuf,
    games: PathBuf,
    fault: WriteFault,
}

/// What the journals left behind say, for the writer that starts after a load.
#[derive(Debug, Default)]
pub(crate) struct Replayed {
    /// The number the next journal takes.
    pub(crate) next_gen: u64,
    /// The journals read (compacted, then deleted, once the server runs).
    pub(crate) obsolete: Vec<PathBuf>,
    /// The last state of every room they name (`None`: expired).
    pub(crate) latest: HashMap<String, Option<Vec<u8>>>,
}

/// One journal line.
#[derive(Deserialize)]
struct Line {
    #[serde(default)]
    room: Option<SavedRoom>,
    #[serde(default)]
    gone: Option<String>,
}

impl Store {
    /// Opens (creating) the data folder and checks that it can be written.
    #[cfg(test)]
    pub(crate) fn open(dir: &Path) -> io::Result<Store> {
        let store = Store::at(dir, WriteFault::default());
        store.prepare()?;
        Ok(store)
    }

    /// The store in `dir`, whether or not it can be written (see [`Store::prepare`]).
    pub(crate) fn at(dir: &Path, fault: WriteFault) -> Store {
        Store {
            rooms: dir.join("rooms"),
            games: dir.join("games"),
            fault,
        }
    }

    /// Creates the folders and checks that they can be written (a probe file written and
    /// removed). A server starts without it (a full or read-only disk) and tries again.
    pub(crate) fn prepare(&self) -> io::Result<()> {
        self.fault()?;
        self.make_folders()?;
        let probe = self.rooms.join(".probe");
        write_atomically(&probe, b"ok")?;
        fs::remove_file(&probe)
    }

    /// Creates `rooms/` (only its owner may enter it) and `games/` if they are missing.
    pub(crate) fn make_folders(&self) -> io::Result<()> {
        fs::DirBuilder::new()
            .recursive(true)
            .mode(0o700)
            .create(&self.rooms)?;
        fs::create_dir_all(&self.games)
    }

    /// The write failure injected for a test, if any.
    pub(crate) fn fault(&self) -> io::Result<()> {
        self.fault.check()
    }

    fn room_path(&self, code: &str) -> Option<PathBuf> {
        ids::is_code(code).then(|| self.rooms.join(format!("{code}.json")))
    }

    fn alive_path(&self) -> PathBuf {
        self.rooms.join("alive")
    }

    /// Opens (creating) the `alive` file the writer rewrites every second.
    pub(crate) fn open_alive(&self) -> io::Result<fs::File> {
        fs::OpenOptions::new()
            .create(true)
            .write(true)
            .truncate(false)
            .mode(0o600)
            .open(self.alive_path())
    }

    /// Writes `now` (Unix ms) over the `alive` file's number, in place and of fixed width (a
    /// kill never leaves it half empty). Not synced: it only has to survive a killed process.
    pub(crate) fn write_alive(file: &fs::File, now: u64) -> io::Result<()> {
        file.write_all_at(format!("{now:020}\n").as_bytes(), 0)
    }

    /// The last time the previous server was known to run (`None`: no such file, or
    /// unreadable).
    pub(crate) fn read_alive(&self) -> Option<u64> {
        let text = fsio::read_text(&self.alive_path(), 64).ok()?;
        text.trim().parse().ok()
    }

    /// A new file for seat tokens: only its owner may read it.
    pub(crate) fn create_private(path: &Path) -> io::Result<fs::File> {
        fs::OpenOptions::new()
            .create(true)
            .write(true)
            .truncate(true)
            .mode(0o600)
            .open(path)
    }

    pub(crate) fn journal_path(&self, gen_: u64) -> PathBuf {
        self.rooms.join(format!("journal-{gen_:010}.log"))
    }

    /// Makes creations, renames and deletions in `rooms/` durable.
    pub(crate) fn sync_rooms_folder(&self) -> io::Result<()> {
        fs::File::open(&self.rooms)?.sync_all()
    }

    /// Writes a room's file atomically: a temporary file, synced, renamed over the old one (the
    /// caller syncs the folder once for many).
    pub(crate) fn write_room_file(&self, code: &str, json: &[u8]) -> io::Result<()> {
        let path = self
            .room_path(code)
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "not a room code"))?;
        self.fault()?;
        let tmp = self.rooms.join(format!(".{code}.json.tmp"));
        let written = Store::create_private(&tmp)
            .and_then(|mut f| f.write_all(json).and_then(|()| f.sync_data()))
            .and_then(|()| fs::rename(&tmp, &path));
        if written.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        written
    }

    /// A game's record as `games/CODE.gib`; kept if it is already there. Never half written:
    /// a temporary file, synced, then linked under the name.
    pub(crate) fn save_record(&self, code: &str, text: &str) -> io::Result<()> {
        if !ids::is_code(code) {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "not a room code",
            ));
        }
        if self.games.join(format!("{code}.gib")).exists() {
            return Ok(());
        }
        self.fault()?;
        fsio::write_new(&self.games, code, "gib", text.as_bytes())
            .map(|_| ())
            .map_err(|(_, e)| e)
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

    /// Every saved room: the room files, then the journals in order, the last state of a room
    /// winning. Files that cannot be read back are named in the second list and left where
    /// they are.
    pub(crate) fn load_all(&self) -> io::Result<(Vec<SavedRoom>, Vec<String>, Replayed)> {
        let mut rooms: HashMap<String, SavedRoom> = HashMap::new();
        let mut problems = Vec::new();
        let mut journals = Vec::new();
        let listing = match fs::read_dir(&self.rooms) {
            Ok(l) => l,
            // A data folder that could not be made (a read-only disk): nothing saved yet.
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
                ) =>
            {
                let replayed = Replayed {
                    next_gen: 1,
                    ..Replayed::default()
                };
                return Ok((Vec::new(), Vec::new(), replayed));
            }
            Err(e) => return Err(e),
        };
        for entry in listing {
            let path = entry?.path();
            let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
                continue;
            };
            // Files an older server made readable by everyone: tokens are for their owner.
            if (name.ends_with(".log") || name.ends_with(".json"))
                && let Ok(meta) = fs::symlink_metadata(&path)
                && meta.is_file()
                && meta.permissions().mode() & 0o077 != 0
            {
                let _ = fs::set_permissions(&path, fs::Permissions::from_mode(0o600));
            }
            if let Some(g) = name
                .strip_prefix("journal-")
                .and_then(|n| n.strip_suffix(".log"))
                .and_then(|n| n.parse::<u64>().ok())
            {
                journals.push((g, path.clone()));
                continue;
            }
            let Some(code) = name.strip_suffix(".json") else {
                continue;
            };
            if !ids::is_code(code) {
                continue;
            }
            let read = fsio::read_text(&path, MAX_ROOM_BYTES)
                .map_err(|e| format!("{e:?}"))
                .and_then(|t| serde_json::from_str::<SavedRoom>(&t).map_err(|e| e.to_string()));
            match read {
                Ok(r) if r.code == code => {
                    rooms.insert(r.code.clone(), r);
                }
                Ok(_) => problems.push(format!("{}: code differs", path.display())),
                Err(e) => problems.push(format!("{}: {e}", path.display())),
            }
        }
        journals.sort();
        let mut replayed = Replayed {
            next_gen: journals.last().map_or(1, |(g, _)| g + 1),
            ..Replayed::default()
        };
        for (_, path) in journals {
            match fsio::read_bytes(&path, MAX_JOURNAL_BYTES) {
                Ok(bytes) => replay(&bytes, &path, &mut rooms, &mut replayed, &mut problems),
                Err(e) => {
                    // Kept, never deleted: the next start reads it again.
                    problems.push(format!("{}: {e}", path.display()));
                    continue;
                }
            }
            replayed.obsolete.push(path);
        }
        let mut rooms: Vec<SavedRoom> = rooms.into_values().collect();
        rooms.sort_by(|a, b| a.code.cmp(&b.code));
        Ok((rooms, problems, replayed))
    }
}

/// Applies one journal's lines. A line that does not parse was cut short by a kill (it was
/// never acknowledged); one that is not the last is named as a problem too.
fn replay(
    bytes: &[u8],
    path: &Path,
    rooms: &mut HashMap<String, SavedRoom>,
    replayed: &mut Replayed,
    problems: &mut Vec<String>,
) {
    let lines: Vec<&[u8]> = bytes.split(|b| *b == b'\n').collect();
    let last = lines.len().saturating_sub(1);
    for (i, line) in lines.into_iter().enumerate() {
        if line.is_empty() {
            continue;
        }
        match serde_json::from_slice::<Line>(line) {
            Ok(Line { room: Some(r), .. }) if ids::is_code(&r.code) => {
                let json = serde_json::to_vec(&r).unwrap_or_default();
                replayed.latest.insert(r.code.clone(), Some(json));
                rooms.insert(r.code.clone(), r);
            }
            Ok(Line {
                room: None,
                gone: Some(code),
            }) if ids::is_code(&code) => {
                rooms.remove(&code);
                replayed.latest.insert(code, None);
            }
            _ if i == last => {}
            _ => problems.push(format!("{}: line {} skipped", path.display(), i + 1)),
        }
    }
}

/// The `.gib` record of a room: players, rule set, result (`미완료` if it did not end), time
/// control, moves.
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
        // An expired room whose game did not end.
        None => "미완료".to_string(),
    };
    let mut tags: Vec<(String, String)> = [
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
    if let Some(limit) = room.time_control().gib_tag() {
        tags.push((gib::TAG_TIME_LIMIT.to_string(), limit));
    }
    gib::write(&tags, room.game().start(), &room.game().moves())
}
