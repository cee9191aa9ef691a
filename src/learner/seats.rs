//! The seats this learner holds in rooms of room servers, kept so a closed or crashed client
//! takes its own seat back: `seats.json` beside the progress file, one entry per seat (the
//! server's address, the room's code, the side, the player's name and the seat's secret
//! token), written atomically and readable by its owner only (mode 0600 on Unix: the token is
//! all a stranger needs to play in the learner's place).
//!
//! The play screen keeps a seat once the server has seated it (`SeatChange::Keep`) and forgets
//! it when the game ends or the server no longer knows the room or the token
//! (`SeatChange::Forget`); the home list offers the newest one ("Resume game"), and joining a
//! room with a kept seat takes that seat back (`find`). Every change reads the file again
//! first, so two windows sharing the data folder keep each other's seats. With the progress
//! in memory (no data folder, tests) the seats are kept in memory only.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::progress::ProgressStore;
use crate::fsio;
use crate::i18n::Message;
use crate::net::protocol::Side;

pub(crate) const FILE_NAME: &str = "seats.json";
/// The largest `seats.json` read (an entry is about 200 bytes).
const MAX_FILE_BYTES: u64 = 256 * 1024;
/// Seats kept at most; the oldest go first (a room expires on its server long before).
const MAX_SEATS: usize = 32;

/// A seat in a room, as kept on disk.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct SavedSeat {
    /// The server's address as last used (`ws://HOST:PORT/ws`).
    pub(crate) server: String,
    /// The room's code.
    pub(crate) room: String,
    pub(crate) side: Side,
    /// The player's name as the server has it.
    #[serde(default)]
    pub(crate) name: String,
    /// The seat's secret token (`rejoin`).
    pub(crate) token: String,
    /// When it was last kept (Unix seconds): the newest is offered first.
    #[serde(default)]
    pub(crate) saved: u64,
}

/// A change to the kept seats, asked for by the play screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum SeatChange {
    /// Keep this seat (replacing the one of the same room and side).
    Keep(SavedSeat),
    /// Forget every seat of this room (its game ended, or the server no longer has it).
    Forget(String),
}

#[derive(Default, Serialize, Deserialize)]
struct SeatsDoc {
    #[serde(default)]
    seats: Vec<SavedSeat>,
}

/// The kept seats and where they live.
#[derive(Debug, Default)]
pub(crate) struct SeatFile {
    /// `None`: kept in memory only.
    path: Option<PathBuf>,
    seats: Vec<SavedSeat>,
}

impl SeatFile {
    /// The seats beside `store`'s progress file (in memory when the store is); a file that
    /// cannot be read is a warning, and left where it is until a seat is kept.
    pub(crate) fn beside(store: &ProgressStore, warnings: &mut Vec<Message>) -> SeatFile {
        let mut file = SeatFile {
            path: store
                .path()
                .filter(|_| store.is_writable())
                .map(|p| p.with_file_name(FILE_NAME)),
            seats: Vec::new(),
        };
        match file.read() {
            Ok(seats) => file.seats = seats,
            Err(e) => warnings.push(e),
        }
        file
    }

    fn read(&self) -> Result<Vec<SavedSeat>, Message> {
        let Some(path) = &self.path else {
            return Ok(self.seats.clone());
        };
        fsio::remove_dead_temporaries(path);
        let text = match fsio::read_text(path, MAX_FILE_BYTES) {
            Ok(t) => t,
            Err(e) if e.is_not_found() => return Ok(Vec::new()),
            Err(e) => return Err(unreadable(path, e.message())),
        };
        serde_json::from_str::<SeatsDoc>(&text)
            .map(|d| d.seats)
            .map_err(|e| unreadable(path, crate::i18n::library_error::json_error(&e)))
    }

    /// Every seat kept, oldest first.
    pub(crate) fn seats(&self) -> &[SavedSeat] {
        &self.seats
    }

    /// The seat kept last: the room game "Resume game" offers.
    pub(crate) fn newest(&self) -> Option<&SavedSeat> {
        self.seats.iter().max_by_key(|s| s.saved)
    }

    /// Applies a change and writes the file (read again first, so another window's seats
    /// stay); the error names the file.
    pub(crate) fn apply(&mut self, change: SeatChange) -> Result<(), Message> {
        let mut seats = self.read().unwrap_or_default();
        match change {
            SeatChange::Keep(seat) => {
                seats.retain(|s| !(same_room(&s.room, &seat.room) && s.side == seat.side));
                seats.push(seat);
                if seats.len() > MAX_SEATS {
                    seats.sort_by_key(|s| s.saved);
                    seats.drain(..seats.len() - MAX_SEATS);
                }
            }
            SeatChange::Forget(room) => {
                let before = seats.len();
                seats.retain(|s| !same_room(&s.room, &room));
                if seats.len() == before && self.seats.len() == before {
                    return Ok(());
                }
            }
        }
        self.seats = seats;
        let Some(path) = &self.path else {
            return Ok(());
        };
        let doc = SeatsDoc {
            seats: self.seats.clone(),
        };
        let json = serde_json::to_string_pretty(&doc).expect("seats are plain data");
        fsio::write_private(path, json.as_bytes()).map_err(|e| {
            Message::new("net-seat-save-failed")
                .arg("path", path.display().to_string())
                .arg("error", e.to_string())
        })
    }
}

/// The seat kept for `room` among `seats`: the one named `name` when several are (both
/// sides played from one data folder), else the newest.
pub(crate) fn find<'a>(
    seats: &'a [SavedSeat],
    room: &str,
    name: Option<&str>,
) -> Option<&'a SavedSeat> {
    let mut here: Vec<&SavedSeat> = seats.iter().filter(|s| same_room(&s.room, room)).collect();
    here.sort_by_key(|s| std::cmp::Reverse(s.saved));
    name.and_then(|n| here.iter().find(|s| s.name.trim() == n.trim()).copied())
        .or_else(|| here.first().copied())
}

/// Room codes as typed: spaces around them and letter case do not matter.
fn same_room(a: &str, b: &str) -> bool {
    a.trim().eq_ignore_ascii_case(b.trim())
}

fn unreadable(path: &std::path::Path, error: Message) -> Message {
    Message::new("net-seats-unreadable")
        .arg("path", path.display().to_string())
        .arg_msg("error", error)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(room: &str, side: Side, name: &str, saved: u64) -> SavedSeat {
        SavedSeat {
            server: "ws://127.0.0.1:1/ws".into(),
            room: room.into(),
            side,
            name: name.into(),
            token: format!("{room}-{name}"),
            saved,
        }
    }

    #[test]
    fn seats_are_kept_private_found_by_room_and_forgotten() {
        let dir = tempfile::tempdir().unwrap();
        let store = ProgressStore::at(dir.path().join("progress.json"));
        let mut warnings = Vec::new();
        let mut file = SeatFile::beside(&store, &mut warnings);
        assert!(warnings.is_empty() && file.seats().is_empty());
        file.apply(SeatChange::Keep(seat("abc", Side::Cho, "Alice", 1)))
            .unwrap();
        file.apply(SeatChange::Keep(seat("abc", Side::Han, "Bob", 2)))
            .unwrap();
        file.apply(SeatChange::Keep(seat("xyz", Side::Cho, "Alice", 3)))
            .unwrap();
        // The same seat kept again replaces the old entry.
        file.apply(SeatChange::Keep(seat("xyz", Side::Cho, "Alice", 4)))
            .unwrap();
        let path = dir.path().join(FILE_NAME);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600, "{mode:o}");
        }
        // Read back by another window.
        let again = SeatFile::beside(&store, &mut warnings);
        assert_eq!(again.seats().len(), 3);
        assert_eq!(again.newest().unwrap().room, "xyz");
        assert_eq!(find(again.seats(), " ABC ", None).unwrap().name, "Bob");
        assert_eq!(
            find(again.seats(), "abc", Some("Alice")).unwrap().name,
            "Alice"
        );
        assert!(find(again.seats(), "nope", None).is_none());
        file.apply(SeatChange::Forget("ABC".into())).unwrap();
        let again = SeatFile::beside(&store, &mut warnings);
        assert_eq!(again.seats().len(), 1);
        // A file that is not JSON is a warning, and no seat.
        std::fs::write(&path, "{").unwrap();
        let broken = SeatFile::beside(&store, &mut warnings);
        assert!(broken.seats().is_empty());
        assert_eq!(warnings.len(), 1);
        assert_eq!(warnings[0].id, "net-seats-unreadable");
    }

    #[test]
    fn in_memory_seats_stay_in_memory() {
        let mut file = SeatFile::beside(&ProgressStore::in_memory(), &mut Vec::new());
        file.apply(SeatChange::Keep(seat("abc", Side::Cho, "Alice", 1)))
            .unwrap();
        assert_eq!(file.seats().len(), 1);
        file.apply(SeatChange::Forget("abc".into())).unwrap();
        assert!(file.seats().is_empty());
    }
}
