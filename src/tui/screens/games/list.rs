//! The games folder's list: which files it shows, and what each says of its game (date,
//! opponent, result, length) from its record.

use std::path::{Path, PathBuf};

use crate::i18n::{Message, rules_text};
use crate::learner::games::learner_side;
use crate::learner::history::{Opponent, PlayedGame};
use crate::record;
use crate::rules::Color;

/// At most this many files are listed (the newest first).
pub(crate) const MAX_LISTED: usize = 500;

/// A file of the games folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Listed {
    pub(crate) path: PathBuf,
    pub(crate) name: String,
    /// What its (first) game is: date, sides, opponent, result, length.
    pub(crate) about: About,
}

/// A game as the list shows it, read from its record's tags and moves (no replay).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct About {
    /// `2026-12-01`: the record's date, else the file's.
    pub(crate) date: String,
    /// The side the learner played (a game saved by the play screen).
    pub(crate) learner: Option<Color>,
    /// The players' names as the record has them (Cho, Han).
    pub(crate) cho: Option<String>,
    pub(crate) han: Option<String>,
    /// The record's title (players, else event, else date) when a name is missing.
    pub(crate) title: Option<String>,
    /// The stated winner (`Some(None)`: a draw; `None`: not stated).
    pub(crate) result: Option<Option<Color>>,
    /// Length in whole moves.
    pub(crate) moves: usize,
    /// Games in the file.
    pub(crate) games: usize,
    /// Whom the learner played, in a game the play screen saved (`learner::history`: the
    /// AI's level, an engine, a friend on one screen, a room with its server and player).
    pub(crate) opponent: Option<Opponent>,
}

impl About {
    fn of(path: &Path, modified: std::time::SystemTime) -> About {
        let secs = modified
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let (y, m, d, _) = crate::fsio::civil(secs);
        let mut about = About {
            date: format!("{y:04}-{m:02}-{d:02}"),
            ..About::default()
        };
        let Ok(text) = record::read_file(path).and_then(|b| record::read_text(&b)) else {
            return about;
        };
        let games = record::parse_all(&text);
        about.games = games.len();
        let Some(r) = games.first() else {
            return about;
        };
        let (date, cho, han) = match r.format {
            record::Format::Gib => ("대국일자", "초대국자", "한대국자"),
            record::Format::Pgn => ("Date", "White", "Black"),
        };
        let known = |tag: &str| {
            r.tag(tag)
                .map(str::trim)
                .filter(|v| !v.is_empty() && *v != "?" && *v != "미상" && !v.contains('?'))
                .map(str::to_string)
        };
        if let Some(d) = known(date) {
            about.date = d.replace('.', "-");
        }
        about.cho = known(cho);
        about.han = known(han);
        about.title = r.title();
        about.learner = learner_side(r);
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
        about.opponent = PlayedGame::of(&name.unwrap_or_default(), r).map(|g| g.opponent);
        about.result = record::replay::stated_result(r);
        // Han first only in a PGN from a FEN with Han to move.
        let han_first = r
            .tag("FEN")
            .is_some_and(|f| f.split_whitespace().nth(1) == Some("b"));
        about.moves = (r.moves.len() + usize::from(han_first)).div_ceil(2);
        about
    }

    /// The result: won / lost / draw for the learner's games, else who won.
    pub(crate) fn result_message(&self) -> Message {
        match (self.result, self.learner) {
            (None, _) => Message::new("games-result-unknown"),
            (Some(None), _) => Message::new("games-result-draw"),
            (Some(Some(w)), Some(me)) if w == me => Message::new("games-result-won"),
            (Some(Some(_)), Some(_)) => Message::new("games-result-lost"),
            (Some(Some(w)), None) => {
                Message::new("games-result-side").arg_msg("side", rules_text::side(w))
            }
        }
    }

    /// The list's row: date, opponent (and the side played), result, length.
    pub(crate) fn row(&self) -> Message {
        let moves = Message::new("games-moves").arg_num("count", self.moves as i64);
        let m = match (&self.opponent, self.learner) {
            // The learner's own game: whom, as `progress` says it, then the side played.
            (Some(o @ Opponent::Friend { .. }), _) | (Some(o), None) => {
                Message::new("games-row-played").arg_msg("opponent", o.message())
            }
            (Some(o), Some(side)) => Message::new("games-row-played-side")
                .arg_msg("opponent", o.message())
                .arg_msg("side", rules_text::side(side)),
            _ => match (&self.cho, &self.han) {
                (Some(cho), Some(han)) => Message::new("games-row-players")
                    .arg("cho", cho.clone())
                    .arg("han", han.clone()),
                _ => Message::new("games-row-title")
                    .arg("title", self.title.clone().unwrap_or_else(|| "?".into())),
            },
        };
        m.arg("date", self.date.clone())
            .arg_msg("result", self.result_message())
            .arg_msg("moves", moves)
    }
}

/// The games folder's `.gib` and `.pgn` files, the newest first (then by name). A missing or
/// unreadable folder lists nothing.
pub(crate) fn list_games(dir: &Path) -> Vec<Listed> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<(std::time::SystemTime, PathBuf, String)> = entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let path = e.path();
            let ext = path.extension()?.to_str()?.to_ascii_lowercase();
            let meta = std::fs::metadata(&path).ok()?;
            if !(ext == "gib" || ext == "pgn") || !meta.is_file() {
                return None;
            }
            let name = path.file_name()?.to_string_lossy().into_owned();
            let modified = meta.modified().unwrap_or(std::time::UNIX_EPOCH);
            Some((modified, path, name))
        })
        .collect();
    found.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.2.cmp(&b.2)));
    found.truncate(MAX_LISTED);
    found
        .into_iter()
        .map(|(modified, path, name)| Listed {
            about: About::of(&path, modified),
            path,
            name,
        })
        .collect()
}
