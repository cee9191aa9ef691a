//! Screens as components. Each screen owns its state and its update (`ScreenState`): it gets
//! an action or a click with a read-only context (`Cx`) and answers with an `Effect` that only
//! the app can carry out (open or close a screen, save progress, show a message). `App::apply`
//! is the one place that does that. Drawing is in `view/`, one file per screen.

use ratatui::layout::Rect;

use super::faq::FaqState;
use super::keys::{Action, Scope};
use super::lessons::Lessons;
use super::screens::editor::EditorState;
use super::screens::exercise::ExerciseState;
use super::screens::free::{FreeState, Tone};
use super::screens::games::GamesState;
use super::screens::home::HomeState;
use super::screens::lesson::LessonState;
use super::screens::mistakes::MistakesState;
use super::screens::phase::{LessonEndState, PhaseState};
use super::screens::play::PlayState;
use super::screens::rules::RulesState;
use super::screens::settings::{SettingItem, SettingsState};
use crate::faq::Faq;
use crate::i18n::{Localizer, Message};
use crate::play::session::SavedGame;
use crate::rules::RuleSet;
use crate::trainer::progress::Progress;
use crate::trainer::settings::BoardStyle;

/// What a screen may read while it updates.
pub struct Cx<'a> {
    pub lessons: &'a Lessons,
    pub faq: &'a Faq,
    pub progress: &'a Progress,
    pub style: BoardStyle,
    /// The body of the screen (between the header and the status row), as last laid out.
    pub body: Rect,
    /// An unfinished game is saved (the home list offers to resume it).
    pub saved_game: bool,
    /// The folder of saved game records (`None`: no data folder).
    pub games_dir: Option<&'a std::path::Path>,
    /// `--engine`: the external UCI engine a new game may play.
    pub engine: Option<&'a str>,
    /// The app's localizer (the board editor writes lesson skeletons in every language).
    pub l10n: &'a Localizer,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InputKind {
    Move,
    Fen,
    /// A file's path (the games screen).
    Path,
    /// A move number to jump to (the games screen).
    MoveNumber,
    /// The external engine's command line (Settings).
    Engine,
}

/// A text line being typed (a move, a FEN).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    pub kind: InputKind,
    pub text: String,
}

/// What a screen asks the app to do after an update.
#[derive(Debug, Default)]
pub enum Effect {
    #[default]
    None,
    /// Open a screen on top.
    Push(Screen),
    /// Swap the screen on top for another (the next exercise).
    Replace(Screen),
    /// Open the input line.
    Input(Input),
    /// A one-line message in the status row.
    Flash(Tone, Message),
    /// An exercise was solved: record its stars (and save if they improved).
    Record {
        lesson: usize,
        exercise: usize,
        stars: u8,
    },
    /// An answer was judged: remember the try (misses and their misconception tags, the
    /// review schedule), and the stars the first time the exercise is solved.
    Attempted {
        lesson: usize,
        exercise: usize,
        result: crate::trainer::progress::AttemptResult,
        stars: Option<u8>,
    },
    /// Open the first exercise due for review (the app knows the time).
    OpenReview,
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
    /// Open the saved game on the play screen.
    ResumeGame,
    /// The board editor exported this text: copy it to the clipboard (OSC 52) and print it
    /// when the program ends.
    Export(String),
    /// Add a game's review findings to the review queue as personal exercises.
    KeepPersonal(Vec<crate::review::personal::PersonalExercise>),
    /// A game on the play screen ended: forget the unfinished game, keep its record (`.gib`)
    /// and turn the learner's illegal tries into personal exercises.
    GameFinished(Box<crate::trainer::game_file::FinishedGame>),
    /// The external engine's command line was typed in Settings (empty: the built-in one).
    EngineCommand(String),
}

/// One screen's state and update. Adding a screen: see `docs/ARCHITECTURE.md`.
pub trait ScreenState {
    /// The `screen-*` message id of the header.
    fn title(&self) -> &'static str;

    /// The key scopes active on this screen, in lookup order (overlays and input aside).
    fn scopes(&self) -> Vec<Scope> {
        vec![Scope::Nav, Scope::Global]
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

/// One screen on the navigation stack. (Not `Clone`: the play screen owns a running game.)
#[derive(Debug)]
pub enum Screen {
    Home(HomeState),
    Lesson(LessonState),
    Free(Box<FreeState>),
    Settings(SettingsState),
    Rules(RulesState),
    Faq(Box<FaqState>),
    Exercise(Box<ExerciseState>),
    Play(Box<PlayState>),
    Editor(Box<EditorState>),
    Games(Box<GamesState>),
    Phase(PhaseState),
    LessonEnd(LessonEndState),
    Mistakes(MistakesState),
}

impl Screen {
    pub fn state(&self) -> &dyn ScreenState {
        match self {
            Screen::Home(s) => s,
            Screen::Lesson(s) => s,
            Screen::Free(s) => s.as_ref(),
            Screen::Settings(s) => s,
            Screen::Rules(s) => s,
            Screen::Faq(s) => s.as_ref(),
            Screen::Exercise(s) => s.as_ref(),
            Screen::Play(s) => s.as_ref(),
            Screen::Editor(s) => s.as_ref(),
            Screen::Games(s) => s.as_ref(),
            Screen::Phase(s) => s,
            Screen::LessonEnd(s) => s,
            Screen::Mistakes(s) => s,
        }
    }

    pub fn state_mut(&mut self) -> &mut dyn ScreenState {
        match self {
            Screen::Home(s) => s,
            Screen::Lesson(s) => s,
            Screen::Free(s) => s.as_mut(),
            Screen::Settings(s) => s,
            Screen::Rules(s) => s,
            Screen::Faq(s) => s.as_mut(),
            Screen::Exercise(s) => s.as_mut(),
            Screen::Play(s) => s.as_mut(),
            Screen::Editor(s) => s.as_mut(),
            Screen::Games(s) => s.as_mut(),
            Screen::Phase(s) => s,
            Screen::LessonEnd(s) => s,
            Screen::Mistakes(s) => s,
        }
    }
}

/// The navigation stack: the home screen at the bottom, so it is never empty.
#[derive(Debug)]
pub struct Stack {
    home: Screen,
    above: Vec<Screen>,
}

impl Stack {
    pub fn new(home: HomeState) -> Stack {
        Stack {
            home: Screen::Home(home),
            above: Vec::new(),
        }
    }

    pub fn top(&self) -> &Screen {
        self.above.last().unwrap_or(&self.home)
    }

    pub fn top_mut(&mut self) -> &mut Screen {
        self.above.last_mut().unwrap_or(&mut self.home)
    }

    pub fn push(&mut self, s: Screen) {
        self.above.push(s);
    }

    /// Closes the top screen; false on the home screen (which stays).
    pub fn pop(&mut self) -> bool {
        self.above.pop().is_some()
    }

    /// Swaps the top screen (pushes when only home is open).
    pub fn replace(&mut self, s: Screen) {
        self.above.pop();
        self.above.push(s);
    }

    /// Takes the top screen off (`None` on the home screen, which stays).
    pub fn take_top(&mut self) -> Option<Screen> {
        self.above.pop()
    }

    /// The screens from the bottom (home) up.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &Screen> {
        std::iter::once(&self.home).chain(self.above.iter())
    }

    /// How many screens are open, home included (at least 1).
    pub fn depth(&self) -> usize {
        1 + self.above.len()
    }
}
