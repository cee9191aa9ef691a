//! What the app does for the screens beyond the stack: the data every screen reads (language,
//! progress and where it is kept, the lessons, the board style) and the services that change
//! it — the saved game and game records (`games.rs`), the queue of exercises due again
//! (`due.rs`), the settings and the language (`settings.rs`), the external engine
//! (`engine.rs`). `App::apply` calls them; they know no screen and draw nothing.
//!
//! `Services` also holds the FAQ, the external engine from `--engine`, and the two clocks
//! tests set by hand (`now` for the due schedule, `App::set_now`; `instant` for game clocks,
//! `App::advance_clock`). Screens read this data through `Cx` (update) and `DrawCx`
//! (drawing), never the services themselves; what lasts on disk is `crate::learner`'s.

pub(crate) mod due;
pub(crate) mod engine;
pub(crate) mod games;
pub(crate) mod settings;

use crate::i18n::{Localizer, Message};
use crate::learner::progress::{Progress, ProgressStore};
use crate::learner::settings::BoardStyle;
use crate::tui::lessons::Lessons;

pub(crate) use self::games::GameFiles;
pub(crate) use self::settings::Language;

/// The app's data and the services over it.
pub(crate) struct Services {
    /// The class answers are sent to (`--class`), if any.
    pub(crate) class: Option<std::sync::Arc<crate::learner::class::ClassSender>>,
    /// The classes joined with this progress file, the last first (a room hosted on one's
    /// server from the play form is one of its games).
    pub(crate) classes: Vec<crate::learner::class::JoinedClass>,
    pub(crate) l10n: Localizer,
    pub(crate) progress: Progress,
    pub(crate) store: ProgressStore,
    pub(crate) lessons: Lessons,
    pub(crate) faq: crate::faq::Faq,
    pub(crate) style: BoardStyle,
    pub(crate) games: GameFiles,
    /// The seats held in rooms of room servers (`learner::seats`).
    pub(crate) seats: crate::learner::seats::SeatFile,
    /// `--engine`, offered on the play screen's form.
    pub(crate) engine: Option<String>,
    pub(crate) language: Language,
    /// The time for the due-exercise schedule (Unix seconds); `None`: the system clock.
    pub(crate) now: Option<u64>,
    /// This session's misses, due again after a few other exercises.
    pub(crate) relearn: due::Relearn,
    /// The game clock's time (tests advance it by hand); `None`: the system's monotonic clock.
    pub(crate) instant: Option<std::time::Instant>,
}

impl Services {
    pub(crate) fn now(&self) -> u64 {
        self.now.unwrap_or_else(crate::learner::progress::unix_now)
    }

    /// The time a game clock reads.
    pub(crate) fn instant(&self) -> std::time::Instant {
        self.instant.unwrap_or_else(std::time::Instant::now)
    }

    /// What the home list offers to resume: a game saved here, a seat kept in a room.
    pub(crate) fn saved(&self) -> (bool, bool) {
        (self.games.saved, self.seats.newest().is_some())
    }

    /// Sends a judged try to the learner's class, if any (queued on disk, sent in the
    /// background: the screen never waits for the network).
    pub(crate) fn send_to_class(
        &self,
        lesson: usize,
        exercise: usize,
        t: &crate::learner::class::ClassTry,
    ) {
        let (Some(sender), Some(l)) = (&self.class, self.lessons.get(lesson)) else {
            return;
        };
        if let Some(e) = l.exercises.get(exercise) {
            sender.send(&l.id, &e.id, t);
        }
    }

    /// Saves progress and settings; the failure is for the status row, never fatal.
    pub(crate) fn save(&mut self) -> Result<(), Message> {
        self.store.save(&self.progress)
    }
}
