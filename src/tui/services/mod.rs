//! What the app does for the screens beyond the stack: the data every screen reads (language,
//! progress and where it is kept, the lessons, the board style) and the services that change
//! it — the saved game and game records (`games.rs`), the queue of exercises due again
//! (`due.rs`), the settings and the language (`settings.rs`), the external engine
//! (`engine.rs`). `App::apply` calls them; they know no screen and draw nothing.

pub mod due;
pub mod engine;
pub mod games;
pub mod settings;

use crate::i18n::{Localizer, Message};
use crate::trainer::progress::{Progress, ProgressStore};
use crate::trainer::settings::BoardStyle;
use crate::tui::lessons::Lessons;

pub use self::games::GameFiles;
pub use self::settings::Language;

/// The app's data and the services over it.
pub struct Services {
    pub l10n: Localizer,
    pub progress: Progress,
    pub store: ProgressStore,
    pub lessons: Lessons,
    pub faq: crate::faq::Faq,
    pub style: BoardStyle,
    pub games: GameFiles,
    /// `--engine`, offered on the play screen's form.
    pub engine: Option<String>,
    pub language: Language,
    /// The time for the due-exercise schedule (Unix seconds); `None`: the system clock.
    pub now: Option<u64>,
    /// This session's misses, due again after a few other exercises.
    pub relearn: due::Relearn,
}

impl Services {
    pub fn now(&self) -> u64 {
        self.now.unwrap_or_else(crate::trainer::progress::unix_now)
    }

    /// Saves progress and settings; the failure is for the status row, never fatal.
    pub fn save(&mut self) -> Result<(), Message> {
        self.store.save(&self.progress)
    }
}
