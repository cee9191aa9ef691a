//! The core every screen builds on, and which names no screen: the `ScreenState` trait each
//! screen implements (its state, update and drawing), the read-only contexts it updates
//! (`Cx`) and draws (`DrawCx`) with, the `Effect`s it may ask of the app, and the tone of a
//! feedback line. A screen that opens another builds that screen's state and pushes it
//! boxed; the stack (`stack.rs`) keeps it boxed and knows it only through this trait.
//!
//! Adding a screen:
//! 1. its folder `src/tui/screens/<name>/`: its state and `impl ScreenState` in `mod.rs`
//!    (`name`, `title`, `on_action`, `render`; the defaults it needs changed), and its
//!    drawing in `view.rs`, which `render` calls;
//! 2. one `pub(crate) mod <name>;` line in `src/tui/screens/mod.rs`;
//! 3. its opener: the screen that opens it answers `Effect::Push(Box::new(state))` (or the
//!    app pushes it, `app/open.rs`).
//!
//! Nothing else names it: the stack, the frame (`chrome.rs`) and the app reach it through
//! this trait, so a method left out fails to compile instead of panicking at run time. (Keys
//! of its own, if any, are rows of `keys/table.rs`.) Tests look inside it with
//! `App::top::<State>()` (`app/probe.rs`).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::keys::{Action, Scope};
use super::lessons::Lessons;
use super::services::Services;
use super::view::Ui;
use crate::faq::Faq;
use crate::i18n::{Localizer, Message};
use crate::learner::progress::{Progress, ProgressStore};
use crate::learner::settings::BoardStyle;
use crate::play::session::SavedGame;
use crate::rules::RuleSet;

/// How a feedback line reads (a note beside the board, the status row): neutral, a success
/// or a refusal. (Not `trainer::Tone`, which grades an answer's feedback items.)
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum FeedbackTone {
    Info,
    Good,
    Bad,
}

/// The settings screen's rows (what `Effect::Setting` changes).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum SettingItem {
    Language,
    BoardStyle,
    /// How move lists write moves.
    Notation,
    FreeRules,
    /// The external UCI engine for games (a command line typed in; empty: built-in).
    Engine,
    Reset,
}

impl SettingItem {
    pub(crate) const ALL: [SettingItem; 6] = [
        SettingItem::Language,
        SettingItem::BoardStyle,
        SettingItem::Notation,
        SettingItem::FreeRules,
        SettingItem::Engine,
        SettingItem::Reset,
    ];
}

/// What a screen may read while it updates.
pub(crate) struct Cx<'a> {
    pub(crate) lessons: &'a Lessons,
    pub(crate) faq: &'a Faq,
    pub(crate) progress: &'a Progress,
    pub(crate) style: BoardStyle,
    /// The body of the screen (between the header and the status row), as last laid out.
    pub(crate) body: Rect,
    /// An unfinished game is saved (the home list offers to resume it).
    pub(crate) saved_game: bool,
    /// The seats held in rooms (joining one of them takes the seat back).
    pub(crate) seats: &'a [crate::learner::seats::SavedSeat],
    /// The classes joined, the last first (`learner::class::remembered`).
    pub(crate) classes: &'a [crate::learner::class::JoinedClass],
    /// The folder of saved game records (`None`: no data folder).
    pub(crate) games_dir: Option<&'a std::path::Path>,
    /// `--engine`: the external UCI engine a new game may play.
    pub(crate) engine: Option<&'a str>,
    /// The app's localizer (the board editor writes lesson skeletons in every language).
    pub(crate) l10n: &'a Localizer,
    /// The time a game clock reads now (tests move it by hand: `App::advance_clock`).
    pub(crate) now: std::time::Instant,
    /// How many exercises are due again now (Continue serves them before a new lesson).
    pub(crate) due: usize,
}

/// What a screen may read while it draws: the views' `Ui` (language, look, progress,
/// lessons) and the little else some view shows, read from the app's services on demand.
pub(crate) struct DrawCx<'a> {
    pub(crate) ui: &'a Ui<'a>,
    services: &'a Services,
}

impl<'a> DrawCx<'a> {
    pub(crate) fn new(ui: &'a Ui<'a>, services: &'a Services) -> DrawCx<'a> {
        DrawCx { ui, services }
    }

    /// An unfinished game is saved (the home list offers to resume it).
    pub(crate) fn saved_game(&self) -> bool {
        self.services.games.saved
    }

    /// The seat kept last in a room (the home list offers to resume its game).
    pub(crate) fn newest_seat(&self) -> Option<&'a crate::learner::seats::SavedSeat> {
        self.services.seats.newest()
    }

    /// How many exercises are due again now (the home list's review entry). Counted when
    /// asked: it walks the progress, and only the home screen shows it.
    pub(crate) fn due(&self) -> usize {
        self.services.due_count()
    }

    /// The learner's newest saved game (home shows its result and the next step).
    pub(crate) fn last_game(&self) -> Option<&'a crate::learner::history::PlayedGame> {
        self.services.games.last.as_ref()
    }

    /// The FAQ the FAQ page shows.
    pub(crate) fn faq(&self) -> &'a Faq {
        &self.services.faq
    }

    /// Where progress and settings are kept (the settings page says it).
    pub(crate) fn store(&self) -> &'a ProgressStore {
        &self.services.store
    }
}

/// Where a screen is in the course, by indices: what the `--watch` reload keeps and what a
/// finished lesson goes back to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum CoursePlace {
    /// A lesson's page.
    Page { lesson: usize },
    /// An exercise of a lesson.
    Exercise { lesson: usize, exercise: usize },
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum InputKind {
    Move,
    Fen,
    /// A file's path (the games screen).
    Path,
    /// A move number to jump to (the games screen).
    MoveNumber,
    /// A player's name on the new-game form (a game between friends).
    PlayerName,
    /// The external engine's command line (Settings).
    Engine,
    /// A room server's address (the new-game form, a game in a room).
    ServerAddress,
    /// A room's code to join or watch.
    RoomCode,
    /// A class's code (Home → "Join a class").
    ClassCode,
}

/// A text line being typed (a move, a FEN).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Input {
    pub(crate) kind: InputKind,
    pub(crate) text: String,
}

/// What a screen asks the app to do after an update.
#[derive(Debug, Default)]
pub(crate) enum Effect {
    #[default]
    None,
    /// Open a screen on top.
    Push(Box<dyn ScreenState>),
    /// Swap the screen on top for another (the next exercise).
    Replace(Box<dyn ScreenState>),
    /// One effect, then another (the first-game page: the play screen in its place, then
    /// the game it started saved).
    Then(Box<Effect>, Box<Effect>),
    /// Open the input line.
    Input(Input),
    /// A one-line message in the status row.
    Flash(FeedbackTone, Message),
    /// An answer was judged: remember the try (misses and their misconception tags, the
    /// review schedule), and the stars the first time the exercise is solved.
    Attempted {
        lesson: usize,
        exercise: usize,
        result: crate::learner::progress::AttemptResult,
        stars: Option<u8>,
        /// The try as a class records it (the answer, tries, hints), sent when the learner
        /// is in one; `None` for an answer shown on request.
        class: Option<crate::learner::class::ClassTry>,
    },
    /// Close this screen, as Back does (the lesson page read from an exercise: Enter).
    Close,
    /// Open the lesson's page over its exercise, to read and come back to it as it was.
    ReadLesson { lesson: usize, exercise: usize },
    /// Open a lesson's page on top, as home opens it (the lesson a personal exercise points
    /// to); back returns to the screen under it.
    OpenLesson(usize),
    /// Open the first exercise due again (the app knows the time).
    OpenDue,
    /// The exercise on top (opened from the queue) is done: the next one due in its place,
    /// or back where the queue was opened when none is left.
    NextDue,
    /// The last exercise of a lesson was left: the lesson's end page (the next lesson offered).
    LessonDone { lesson: usize, exercise: usize },
    /// Go straight on to this lesson: its page, and on it its first unsolved exercise.
    StartLesson(usize),
    /// The free board changed its rule set: remember it.
    FreeRules(RuleSet),
    /// A settings row changed (`dir` = -1 / +1).
    Setting(SettingItem, i32),
    /// The game in progress changed: save it (`None`: it ended, forget the saved one).
    SaveGame(Option<SavedGame>),
    /// An illegal try on the play screen: save the game with the try in it (so a try
    /// followed straight by quitting still reaches the review) and show the refusal.
    SaveTry(Box<SavedGame>, Message),
    /// A game was started from the new-game form: remember its choices for the next form,
    /// and save the game.
    GameStarted(crate::learner::settings::NewGameDefaults, Box<SavedGame>),
    /// Open the saved game on the play screen.
    ResumeGame,
    /// The board editor exported this text: copy it to the clipboard (OSC 52) and print it
    /// when the program ends.
    Export(String),
    /// An error report about the page shown: copy it (OSC 52), print it when the program
    /// ends, and say so.
    Report(String),
    /// Add a game's review findings to the due queue as personal exercises.
    KeepPersonal(Vec<crate::review::personal::PersonalExercise>),
    /// A game on the play screen ended: forget the unfinished game, keep its record (`.gib`)
    /// and turn the learner's illegal tries into personal exercises.
    GameFinished(Box<crate::learner::games::FinishedGame>),
    /// The external engine's command line was typed in Settings (empty: the built-in one).
    EngineCommand(String),
    /// Keep or forget a seat held in a room (`learner::seats`).
    Seat(crate::learner::seats::SeatChange),
    /// Open the room game of the seat kept last, taking the seat back with its token.
    ResumeRoom,
    /// Open the "Join a class" form (the app knows the classes joined before).
    OpenClassJoin,
    /// Join this class: its lessons replace the trainer's and answers go to it.
    JoinClass {
        url: String,
        code: String,
        name: String,
    },
    /// Something was done with a game record (reviewed, learned from): noted for the
    /// learner's history when it is one of their saved games (`learner::history`).
    MarkGame(std::path::PathBuf, crate::learner::history::Mark),
}

/// Lets tests see a screen's concrete state (`App::top`); production code never needs it,
/// so outside tests this trait is empty.
pub(crate) trait Probe {
    #[cfg(test)]
    fn as_any(&self) -> &dyn std::any::Any;
}

impl<T: 'static> Probe for T {
    #[cfg(test)]
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

/// One screen's state, update and drawing (gitui's `DrawableComponent`). Adding a screen:
/// see the header of this file.
pub(crate) trait ScreenState: Probe + std::fmt::Debug {
    /// The screen's name (`"home"`, `"free"`, `"lesson-end"`): what benchmarks and callers
    /// outside the crate see of it.
    fn name(&self) -> &'static str;

    /// The `screen-*` message id of the header.
    fn title(&self) -> &'static str;

    /// Draws the body (between the header and the status row).
    fn render(&self, cx: &DrawCx, body: Rect, buf: &mut Buffer);

    /// Draws the screen's own status row (when no input line or flash takes it).
    fn status(&self, _cx: &DrawCx, _area: Rect, _buf: &mut Buffer) {}

    /// A board is drawn: the help lists what its marks mean.
    fn shows_board(&self) -> bool {
        false
    }

    /// The lesson page or exercise this screen is, if it is one.
    fn course_place(&self) -> Option<CoursePlace> {
        None
    }

    /// The lessons were read again and this screen's lesson is unchanged, now at index
    /// `lesson` (a lesson page or an exercise keeps its state).
    fn move_to_lesson(&mut self, _lesson: usize) {}

    /// Highlights exercise `exercise` (a lesson page's list, after its exercise was left).
    fn select_exercise(&mut self, _exercise: usize) {}

    /// The key scopes active on this screen, in lookup order (overlays and input aside).
    fn scopes(&self) -> Vec<Scope> {
        vec![Scope::Move, Scope::Nav, Scope::Global]
    }

    fn on_action(&mut self, action: Action, cx: &Cx) -> Effect;

    /// A left click at a terminal cell (the body is `cx.body`).
    fn on_click(&mut self, _col: u16, _row: u16, _cx: &Cx) -> Effect {
        Effect::None
    }

    /// The input line was confirmed.
    fn on_input(&mut self, _input: &Input, _cx: &Cx) -> Effect {
        Effect::None
    }

    /// Text pasted with no input line open.
    fn on_paste(&mut self, _text: &str) -> Effect {
        Effect::None
    }

    /// Back (or Escape) closes something inside the screen first; true when it did.
    fn on_back(&mut self) -> bool {
        false
    }

    /// Leaving this screen with `q` asks first (a room game whose clock runs on without the
    /// player).
    fn asks_before_leaving(&self) -> bool {
        false
    }

    /// An exercise left with tries or hints taken and not solved (lesson, exercise): leaving
    /// it is remembered, and `q` on the home screen asks before quitting.
    fn unfinished(&self) -> Option<(usize, usize)> {
        None
    }

    /// Something runs in the background (the AI thinking): the app calls `on_tick` often
    /// until this is false, instead of waiting for the next key.
    fn busy(&self) -> bool {
        false
    }

    /// A tick while `busy`: take in what the background work brought.
    fn on_tick(&mut self, _cx: &Cx) -> Effect {
        Effect::None
    }
}

/// The drawing methods of a screen with a board (editor, free board, games, play), each
/// handed to the screen's own `view` module: `render` and `status` there, and the marks'
/// legend in the `?` help. One place, so the four screens cannot drift apart.
macro_rules! board_screen_drawing {
    ($view:ident) => {
        fn render(
            &self,
            cx: &$crate::tui::screen::DrawCx,
            body: ratatui::layout::Rect,
            buf: &mut ratatui::buffer::Buffer,
        ) {
            $view::render(cx.ui, self, body, buf)
        }

        fn status(
            &self,
            cx: &$crate::tui::screen::DrawCx,
            area: ratatui::layout::Rect,
            buf: &mut ratatui::buffer::Buffer,
        ) {
            $view::status(cx.ui, self, area, buf)
        }

        fn shows_board(&self) -> bool {
            true
        }
    };
}
pub(crate) use board_screen_drawing;
