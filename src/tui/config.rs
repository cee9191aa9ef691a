//! What the app needs from outside: where progress lives, the language, the lessons, the
//! look, and what to open first.

use crate::i18n::Message;
use crate::learner::progress::ProgressStore;
use crate::play::session::GameOptions;
use crate::rules::{RuleSet, Setup};
use crate::tui::lessons::Lessons;
use crate::tui::theme::Theme;

pub struct Config {
    /// The store to load from and save to (not loaded yet).
    pub store: ProgressStore,
    /// The language chosen on the command line, already resolved there (`--lang`, then the
    /// saved setting, then the environment); `None`: the saved setting, then `env_lang`.
    pub cli_lang: Option<String>,
    /// The first non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG` (for "follow the system").
    pub env_lang: Option<String>,
    /// `--ascii`: letters instead of CJK glyphs for this session.
    pub letters: bool,
    pub theme: Theme,
    pub lessons: Lessons,
    /// The FAQ page's questions (the embedded FAQ).
    pub faq: crate::faq::Faq,
    /// Problems found before the app started (lesson files that failed to load, ...).
    pub warnings: Vec<Message>,
    /// What to open over the home screen (the command that started the app).
    pub open: Opening,
    /// `--engine`: an external UCI engine the play screen offers as the opponent.
    pub engine: Option<String>,
}

impl Config {
    /// A config for tests and benches: in-memory progress, English, colour, no lessons.
    pub fn for_tests() -> Config {
        Config {
            store: ProgressStore::in_memory(),
            cli_lang: Some("en".into()),
            env_lang: None,
            letters: false,
            theme: Theme::colored(),
            lessons: Lessons::default(),
            faq: crate::faq::Faq::default(),
            warnings: Vec::new(),
            open: Opening::Home,
            engine: None,
        }
    }
}

/// What the app opens first, over the home screen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Opening {
    /// Just the home screen (`janggi-tutor`, `tui`).
    #[default]
    Home,
    /// `janggi-tutor play`: the play screen.
    Play(PlayStart),
    /// `janggi-tutor edit`: the board editor on this setup and rule set.
    Editor(Setup, RuleSet),
    /// `janggi-tutor game FILE --view`: this record on the games screen (with the 0-based
    /// game of a file that holds several).
    Record {
        path: std::path::PathBuf,
        game: Option<usize>,
    },
}

/// How `janggi-tutor play` opens the play screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayStart {
    /// The setup form, filled with these options.
    Setup(GameOptions),
    /// The setup form with these options, but the rule set the lessons have taught (`play`
    /// without `--rules`: `basic` until the rule-versions lesson is done).
    Taught(GameOptions),
    /// A game from this position (FEN) with these options, started at once.
    Fen { options: GameOptions, fen: String },
    /// A game from this position (FEN) with these options, started at once under the rule
    /// set the lessons have taught (`play --fen` without `--rules`, as [`PlayStart::Taught`]).
    FenTaught { options: GameOptions, fen: String },
    /// A game in a room of a room server (`janggi-tutor join`).
    Remote(RemoteStart),
}

/// A game in a room as `janggi-tutor join` or the form asks for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RemoteStart {
    /// `ws://HOST:PORT/ws`.
    pub(crate) address: String,
    pub(crate) intent: crate::net::client::Intent,
    /// Certificates trusted for `wss://` besides the built-in roots (`join --ca FILE`).
    pub(crate) trust: crate::net::client::Trust,
}
