//! The learner's settings: kept with the progress (see [`super::progress`]) so one file holds
//! everything that lasts between sessions.
//!
//! They are the language, the board style (`BoardStyle`), the free board's rule set, the move
//! notation (`MoveNotation`: by the language — Korean for `ko`, Chinese for `zh`, SAN
//! otherwise —, or Korean, Chinese, SAN, coordinates), the external engine, and the new-game
//! form's last choices (`NewGameDefaults`). A setting that cannot be read falls back to its
//! default and is reported, and the others are kept.

use serde::{Deserialize, Serialize};

use crate::play::session::GameOptions;
use crate::record::Notation;
use crate::rules::{Color, RuleSet};
use crate::search::Level;

/// How pieces are drawn on the board.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum BoardStyle {
    /// CJK glyphs (車馬象士包兵卒, kings 楚/漢): the traditional look.
    #[default]
    Glyphs,
    /// FEN letters (Cho upper case, Han lower case) for terminals without CJK fonts.
    Letters,
}

impl BoardStyle {
    #[cfg(test)]
    pub(crate) const ALL: [BoardStyle; 2] = [BoardStyle::Glyphs, BoardStyle::Letters];

    /// Stable id, used in the file and as the message suffix (`board-style-<id>`).
    pub(crate) fn id(self) -> &'static str {
        match self {
            BoardStyle::Glyphs => "glyphs",
            BoardStyle::Letters => "letters",
        }
    }

    /// The other style (settings toggle between the two).
    pub(crate) fn toggled(self) -> BoardStyle {
        match self {
            BoardStyle::Glyphs => BoardStyle::Letters,
            BoardStyle::Letters => BoardStyle::Glyphs,
        }
    }
}

/// How move lists write moves (the play screen, the games screen).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum MoveNotation {
    /// What the language's players read: the Korean record form in Korean, the Chinese
    /// notation in Chinese, SAN otherwise.
    #[default]
    Auto,
    /// The Korean record form (`79졸78`, `02마83`), as `.gib` records write moves.
    Korean,
    /// Fairy-Stockfish's SAN (`Hc3`), as pychess.org shows moves.
    San,
    /// Coordinates (`b1c3`), as the command line reads them.
    Coordinates,
    /// SAN with Chinese piece names (`马c3`).
    Chinese,
}

impl MoveNotation {
    pub(crate) const ALL: [MoveNotation; 5] = [
        MoveNotation::Auto,
        MoveNotation::Korean,
        MoveNotation::San,
        MoveNotation::Coordinates,
        MoveNotation::Chinese,
    ];

    /// The notation moves are written in for a learner reading `lang`.
    pub(crate) fn for_lang(self, lang: &str) -> Notation {
        match self {
            MoveNotation::Auto if lang == "ko" => Notation::Kja,
            MoveNotation::Auto if lang == "zh" => Notation::Chinese,
            MoveNotation::Chinese => Notation::Chinese,
            MoveNotation::Auto | MoveNotation::San => Notation::San,
            MoveNotation::Korean => Notation::Kja,
            MoveNotation::Coordinates => Notation::Uci,
        }
    }

    pub(crate) fn is_auto(&self) -> bool {
        *self == MoveNotation::Auto
    }

    /// The next (`dir` = 1) or previous (-1) choice, round.
    pub(crate) fn cycled(self, dir: i32) -> MoveNotation {
        let all = MoveNotation::ALL;
        let i = all.iter().position(|n| *n == self).unwrap_or(0) as i32;
        all[(i + dir).rem_euclid(all.len() as i32) as usize]
    }
}

/// Everything the learner can change in the settings screen.
///
/// Unknown fields are ignored and missing ones take their default, so a file written by a newer
/// or older version still loads. The progress file reads each field on its own
/// (`progress::parse_settings`): a bad value (`"board_style": "neon"`) falls back to its
/// default and is reported, and the other settings are kept.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub(crate) struct Settings {
    /// Interface language (`zh`, `ko`, `en`, ...). `None`: follow the environment (`LANG`, ...).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) language: Option<String>,
    pub(crate) board_style: BoardStyle,
    /// Rule set the free board starts with (its id, e.g. `basic`); `None`: basic.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) free_board_rules: Option<String>,
    /// How move lists write moves.
    #[serde(skip_serializing_if = "MoveNotation::is_auto")]
    pub(crate) move_notation: MoveNotation,
    /// The external UCI engine the play screen's games use (a command line, as `--engine`);
    /// `None`: the built-in opponent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) engine: Option<String>,
    /// The choices of the last new game (side, level, rule set), which the next game's form
    /// starts from; `None`: the defaults.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) new_game: Option<NewGameDefaults>,
}

/// The new-game form's last choices, as stable ids (`"cho"`, `3`, `"janggi"`): a value that
/// cannot be read falls back to the default, field by field.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub(crate) struct NewGameDefaults {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) side: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) level: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) rules: Option<String>,
}

impl NewGameDefaults {
    /// The choices of a game about to start.
    pub(crate) fn of(options: &GameOptions) -> NewGameDefaults {
        NewGameDefaults {
            side: Some(side_id(options.human).to_string()),
            level: Some(options.level.get()),
            rules: Some(options.rules.id().to_string()),
        }
    }

    /// `options` with the remembered choices that can be read.
    pub(crate) fn apply(&self, mut options: GameOptions) -> GameOptions {
        match self.side.as_deref() {
            Some("cho") => options.human = Color::Cho,
            Some("han") => options.human = Color::Han,
            _ => {}
        }
        if let Some(l) = self.level
            && (Level::MIN.get()..=Level::MAX.get()).contains(&l)
        {
            options.level = Level::new(l);
        }
        if let Some(r) = self.rules.as_deref().and_then(|r| r.parse().ok()) {
            options.rules = r;
        }
        options
    }
}

fn side_id(c: Color) -> &'static str {
    match c {
        Color::Cho => "cho",
        Color::Han => "han",
    }
}

impl Settings {
    /// The free board's rule set; an unknown saved name falls back to the default.
    pub(crate) fn free_rules(&self) -> RuleSet {
        self.free_board_rules
            .as_deref()
            .and_then(|id| id.parse().ok())
            .unwrap_or_default()
    }

    /// A new game's options: `base` with the last game's choices.
    pub(crate) fn new_game_options(&self, base: GameOptions) -> GameOptions {
        match &self.new_game {
            Some(n) => n.apply(base),
            None => base,
        }
    }

    pub(crate) fn set_free_rules(&mut self, rules: RuleSet) {
        self.free_board_rules = (rules != RuleSet::default()).then(|| rules.id().to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_round_trip() {
        let s = Settings::default();
        assert_eq!(
            serde_json::to_string(&s).unwrap(),
            r#"{"board_style":"glyphs"}"#
        );
        let mut t = Settings {
            language: Some("zh".into()),
            board_style: BoardStyle::Letters,
            free_board_rules: None,
            move_notation: MoveNotation::Coordinates,
            engine: Some("fairy-stockfish --threads 1".into()),
            new_game: Some(NewGameDefaults {
                side: Some("han".into()),
                level: Some(5),
                rules: Some("janggi-modern".into()),
            }),
        };
        t.set_free_rules(RuleSet::JanggiModern);
        let json = serde_json::to_string(&t).unwrap();
        let back: Settings = serde_json::from_str(&json).unwrap();
        assert_eq!(back, t);
        assert_eq!(back.free_rules(), RuleSet::JanggiModern);
        assert!(json.contains(r#""move_notation":"coordinates""#));
    }

    #[test]
    fn notation_follows_the_language_until_chosen() {
        let auto = MoveNotation::Auto;
        assert_eq!(auto.for_lang("ko"), Notation::Kja);
        assert_eq!(auto.for_lang("en"), Notation::San);
        assert_eq!(auto.for_lang("zh"), Notation::Chinese);
        assert_eq!(MoveNotation::Chinese.for_lang("en"), Notation::Chinese);
        assert_eq!(MoveNotation::Korean.for_lang("en"), Notation::Kja);
        assert_eq!(MoveNotation::San.for_lang("ko"), Notation::San);
        assert_eq!(MoveNotation::Coordinates.for_lang("zh"), Notation::Uci);
        assert_eq!(auto.cycled(-1), MoveNotation::Chinese);
        assert_eq!(MoveNotation::Chinese.cycled(1), auto);
    }

    #[test]
    fn unknown_and_missing_fields_are_tolerated() {
        let s: Settings = serde_json::from_str(r#"{"colour":"blue","language":"ko"}"#).unwrap();
        assert_eq!(s.language.as_deref(), Some("ko"));
        assert_eq!(s.board_style, BoardStyle::Glyphs);
        let bad_rules = Settings {
            free_board_rules: Some("chess".into()),
            ..Settings::default()
        };
        assert_eq!(bad_rules.free_rules(), RuleSet::Basic);
    }

    #[test]
    fn new_game_choices_are_remembered_and_bad_ones_ignored() {
        let options = GameOptions {
            human: Color::Han,
            level: Level::new(6),
            rules: RuleSet::Basic,
            ..GameOptions::default()
        };
        let kept = NewGameDefaults::of(&options);
        let back = kept.apply(GameOptions::default());
        assert_eq!(
            (back.human, back.level.get(), back.rules),
            (Color::Han, 6, RuleSet::Basic)
        );
        let bad: NewGameDefaults =
            serde_json::from_str(r#"{"side":"blue","level":99,"rules":"chess"}"#).unwrap();
        assert_eq!(bad.apply(GameOptions::default()), GameOptions::default());
    }
}
