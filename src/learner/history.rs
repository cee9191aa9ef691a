//! The learner's game history: every game the play screen saved in the games folder (its
//! `.gib` records, `learner::games`), read back as what `progress` and the home screen show
//! of it (date, opponent, side, rules, result, the small goal), with what the learner did with
//! it afterwards, kept beside the records in `marks.json`: whether the engine review ran, and
//! how many moments "learn from your mistakes" found.
//!
//! A record is one of the learner's games when its event tag is the play screen's
//! ([`EVENT`]). The opponent is read from the tags: a room game has `Room`, `RoomServer` and
//! `RoomSeat` (records saved before those tags read as a game between two people); the
//! built-in AI is named [`AI_NAME`] and its level; a game where one side is the learner
//! ([`PLAYER_NAMES`](super::games::PLAYER_NAMES)) and the other some other name was against an
//! external engine; two names and no learner among them is a game with a friend on one screen.
//!
//! `marks.json` (`{"version":1,"games":{"<file name>":{...}}}`) is rewritten atomically
//! under the folder's lock; a mark only grows (reviewed, more moments found), so two sessions
//! marking at once lose nothing that matters. A file that cannot be read counts as no marks
//! (the records themselves are never changed).

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::games::{AI_NAME, EVENT, TAG_ROOM, TAG_ROOM_SERVER, learner_side};
use crate::fsio;
use crate::i18n::Message;
use crate::play::goals::{GoalState, TAG_GOAL, TAG_GOAL_RESULT};
use crate::record::{self, Record};
use crate::rules::Color;

/// The marks file in the games folder.
pub(crate) const MARKS_FILE: &str = "marks.json";
/// The largest marks file read (about 100 bytes a game).
const MAX_MARKS_BYTES: u64 = 4 * 1024 * 1024;
/// At most this many records are read, the newest first.
pub(crate) const MAX_GAMES: usize = 500;

/// What the learner did with one game after it ended.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub(crate) struct GameMarks {
    /// When the engine review last ran on it (Unix seconds).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) reviewed: Option<u64>,
    /// "Learn from your mistakes" went through to its summary: the most moments found in one
    /// pass, of how many.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) learned: Option<Learned>,
}

/// One pass of "learn from your mistakes" through a game's moments.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Learned {
    /// The moments found (a better move played), the best pass kept.
    pub(crate) found: u32,
    /// The moments it offered.
    pub(crate) moments: u32,
}

impl GameMarks {
    /// Both marks, each kept at its best (a mark only grows).
    fn merged(&self, other: &GameMarks) -> GameMarks {
        GameMarks {
            reviewed: self.reviewed.max(other.reviewed),
            learned: match (self.learned, other.learned) {
                (Some(a), Some(b)) if b.found > a.found => Some(b),
                (Some(a), _) => Some(a),
                (None, b) => b,
            },
        }
    }
}

/// A change to one game's marks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Mark {
    /// The engine review ran.
    Reviewed,
    /// "Learn from your mistakes" reached its summary.
    Learned(Learned),
}

#[derive(Debug, Default, Serialize, Deserialize)]
struct MarksFile {
    version: u32,
    games: BTreeMap<String, GameMarks>,
}

/// The marks of the games in `dir`, by file name; none when there is no file or it cannot be
/// read.
pub(crate) fn read_marks(dir: &Path) -> BTreeMap<String, GameMarks> {
    fsio::read_text(&dir.join(MARKS_FILE), MAX_MARKS_BYTES)
        .ok()
        .and_then(|t| serde_json::from_str::<MarksFile>(&t).ok())
        .map(|f| f.games)
        .unwrap_or_default()
}

/// Adds `mark`, made at `now` (Unix seconds), to the game `file` (a file name in `dir`).
pub(crate) fn mark(dir: &Path, file: &str, mark: &Mark, now: u64) -> Result<(), Message> {
    let _lock = fsio::FolderLock::acquire(dir);
    let mut games = read_marks(dir);
    let new = match mark {
        Mark::Reviewed => GameMarks {
            reviewed: Some(now),
            learned: None,
        },
        Mark::Learned(l) => GameMarks {
            reviewed: None,
            learned: Some(*l),
        },
    };
    let entry = games.entry(file.to_string()).or_default();
    *entry = entry.merged(&new);
    let json = serde_json::to_string_pretty(&MarksFile { version: 1, games })
        .expect("marks are plain data");
    let path = dir.join(MARKS_FILE);
    fsio::write_atomically(&path, json.as_bytes()).map_err(|e| {
        Message::new("play-save-failed")
            .arg("path", path.display().to_string())
            .arg("error", e.to_string())
    })
}

/// The file name of `path` in the games folder `dir` when it is the same file as one there,
/// compared by canonical path (a relative path, or a link to a game in the folder, counts);
/// `None` for a file elsewhere, or one that does not exist.
pub(crate) fn name_in(dir: &Path, path: &Path) -> Option<String> {
    let dir = dir.canonicalize().ok()?;
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    // The file as named (its folder's links resolved), then the file a link leads to.
    let named = parent
        .canonicalize()
        .ok()
        .zip(path.file_name().map(Path::new))
        .map(|(p, n)| p.join(n));
    [named, path.canonicalize().ok()]
        .into_iter()
        .flatten()
        .find(|p| p.parent() == Some(dir.as_path()) && p.is_file())
        .and_then(|p| Some(p.file_name()?.to_str()?.to_string()))
}

/// Who the learner played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Opponent {
    /// The built-in AI at this level.
    Ai { level: String },
    /// An external engine (its program's name).
    Engine { name: String },
    /// Two people on one screen (Cho's name, Han's).
    Friend { cho: String, han: String },
    /// A game in a room of a room server: its address, the room's code, the other player.
    Room {
        server: String,
        room: String,
        name: String,
    },
}

impl Opponent {
    /// The opponent in words, as `progress`, home and the games screen say it: "against the
    /// AI at level 2", "against fairy-stockfish", "Ana and Bo on one screen", "against Minji
    /// in room K7Q2 (ws://…)".
    pub(crate) fn message(&self) -> Message {
        match self {
            Opponent::Ai { level } => {
                Message::new("progress-game-opponent-ai").arg("level", level.clone())
            }
            Opponent::Engine { name } => {
                Message::new("progress-game-opponent-engine").arg("name", name.clone())
            }
            Opponent::Friend { cho, han } => Message::new("progress-game-opponent-friend")
                .arg("cho", cho.clone())
                .arg("han", han.clone()),
            Opponent::Room { server, room, name } => Message::new("progress-game-opponent-room")
                .arg("name", name.clone())
                .arg("room", room.clone())
                .arg("server", server.clone()),
        }
    }
}

/// The result for the learner.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum GameResult {
    Won,
    Lost,
    Draw,
    /// A game on one screen: the side that won.
    SideWon(Color),
    /// The record states none.
    Unknown,
}

impl GameResult {
    /// `won`, `lost`, `draw`, `cho-won`, `han-won` or `unknown` (the JSON's words).
    pub(crate) fn id(self) -> &'static str {
        match self {
            GameResult::Won => "won",
            GameResult::Lost => "lost",
            GameResult::Draw => "draw",
            GameResult::SideWon(Color::Cho) => "cho-won",
            GameResult::SideWon(Color::Han) => "han-won",
            GameResult::Unknown => "unknown",
        }
    }
}

/// One game of the history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct PlayedGame {
    /// The record's file name in the games folder.
    pub(crate) file: String,
    /// `2026-12-07 11:05` (UTC) from the file's dated name, else the record's date.
    pub(crate) date: String,
    pub(crate) opponent: Opponent,
    /// The side the learner played; `None` for a game on one screen.
    pub(crate) side: Option<Color>,
    /// The rule set's id as the record names it.
    pub(crate) rules: String,
    pub(crate) result: GameResult,
    /// The small goal's id and whether it was met (`None`: not decided when the game ended).
    pub(crate) goal: Option<(String, Option<bool>)>,
    /// Length in plies.
    pub(crate) plies: usize,
    pub(crate) marks: GameMarks,
}

impl PlayedGame {
    /// The game of a record the play screen saved, or `None` when another program wrote it.
    pub(crate) fn of(file: &str, r: &Record) -> Option<PlayedGame> {
        if r.tag("대회명").map(str::trim) != Some(EVENT) {
            return None;
        }
        let name = |tag: &str| r.tag(tag).map(str::trim).unwrap_or_default().to_string();
        let (cho, han) = (name("초대국자"), name("한대국자"));
        let side = learner_side(r);
        let opponent = match (r.tag(TAG_ROOM), side) {
            (Some(room), Some(side)) => Opponent::Room {
                server: name(TAG_ROOM_SERVER),
                room: room.trim().to_string(),
                name: match side {
                    Color::Cho => han.clone(),
                    Color::Han => cho.clone(),
                },
            },
            (_, Some(side)) => {
                let other = match side {
                    Color::Cho => &han,
                    Color::Han => &cho,
                };
                match other.strip_prefix(AI_NAME) {
                    Some(level) => Opponent::Ai {
                        level: level.trim().to_string(),
                    },
                    None => Opponent::Engine {
                        name: program_name(other),
                    },
                }
            }
            (_, None) => Opponent::Friend {
                cho: cho.clone(),
                han: han.clone(),
            },
        };
        // A game on one screen has no "learner's side", even when a name is the learner's.
        let side = side.filter(|_| !matches!(opponent, Opponent::Friend { .. }));
        let result = match (record::replay::stated_result(r), side) {
            (None, _) => GameResult::Unknown,
            (Some(None), _) => GameResult::Draw,
            (Some(Some(w)), Some(me)) if w == me => GameResult::Won,
            (Some(Some(_)), Some(_)) => GameResult::Lost,
            (Some(Some(w)), None) => GameResult::SideWon(w),
        };
        let goal = r.tag(TAG_GOAL).map(|id| {
            let met = r
                .tag(TAG_GOAL_RESULT)
                .and_then(GoalState::from_tag)
                .and_then(|s| match s {
                    GoalState::Met { .. } => Some(true),
                    GoalState::Failed { .. } => Some(false),
                    GoalState::Pending => None,
                });
            (id.trim().to_string(), met)
        });
        Some(PlayedGame {
            file: file.to_string(),
            date: date_of(file).unwrap_or_else(|| name("대국일자").replace('.', "-")),
            opponent,
            side,
            rules: r.tag("Variant").map_or("janggi", str::trim).to_string(),
            result,
            goal,
            plies: r.moves.len(),
            marks: GameMarks::default(),
        })
    }

    /// The result in words: won, lost, draw, Cho won.
    pub(crate) fn result_message(&self) -> Message {
        match self.result {
            GameResult::SideWon(c) => Message::new("progress-game-result-side")
                .arg_msg("side", crate::i18n::rules_text::side(c)),
            r => Message::new(format!("progress-game-result-{}", r.id())),
        }
    }
}

/// An engine command's program name (`/usr/bin/fairy-stockfish --x` → `fairy-stockfish`).
fn program_name(command: &str) -> String {
    let program = command.split_whitespace().next().unwrap_or(command);
    Path::new(program)
        .file_name()
        .map_or(program.to_string(), |n| n.to_string_lossy().into_owned())
}

/// `2026-12-07 11:05` from a dated file name (`2026-12-07_110512.gib`, `-2` and so on).
fn date_of(file: &str) -> Option<String> {
    let stem = file.get(..17)?;
    let (day, time) = stem.split_once('_')?;
    let ok = day.len() == 10
        && time.len() == 6
        && day.bytes().all(|b| b.is_ascii_digit() || b == b'-')
        && time.bytes().all(|b| b.is_ascii_digit());
    ok.then(|| format!("{day} {}:{}", &time[..2], &time[2..4]))
}

/// The learner's games in `dir`, the newest first (by their dated names), at most
/// [`MAX_GAMES`], each with its marks. A missing or unreadable folder, and a record that
/// cannot be read, list nothing.
pub(crate) fn games(dir: &Path) -> Vec<PlayedGame> {
    let marks = read_marks(dir);
    record_names(dir)
        .iter()
        .filter_map(|name| read_game(dir, name, &marks))
        .collect()
}

/// The newest of the learner's games in `dir` (the records read newest first, up to the
/// first of the learner's).
pub(crate) fn last_game(dir: &Path) -> Option<PlayedGame> {
    let marks = read_marks(dir);
    record_names(dir)
        .iter()
        .find_map(|name| read_game(dir, name, &marks))
}

/// The `.gib` files of `dir`, newest first by their dated names (`-2` after the first of
/// the same second), at most [`MAX_GAMES`].
fn record_names(dir: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.to_ascii_lowercase().ends_with(".gib") && !n.starts_with('.'))
        .collect();
    names.sort_by(|a, b| b.cmp(a));
    names.truncate(MAX_GAMES);
    names
}

fn read_game(dir: &Path, name: &str, marks: &BTreeMap<String, GameMarks>) -> Option<PlayedGame> {
    let bytes = record::read_file(&dir.join(name)).ok()?;
    let text = record::read_text(&bytes).ok()?;
    let r = record::parse_all(&text).into_iter().next()?;
    let mut g = PlayedGame::of(name, &r)?;
    g.marks = marks.get(name).cloned().unwrap_or_default();
    Some(g)
}
