//! The home screen's state and update: every phase with its lessons, then the other pages.
//! Drawing: `view.rs`.
//!
//! The list (`entries`): **Continue** opens the first exercise in course order with no stars
//! (`next_unsolved`), or that lesson's page first when nothing of it was tried yet
//! (`Progress::lesson_tried`); **Practise again** is `Effect::OpenDue`, which the app answers
//! with the first exercise `Services::due_now` returns at the services' clock (`App::set_now`
//! in tests): this session's misses after `RELEARN_AFTER_OTHERS` other exercises or
//! `RELEARN_SECONDS` (`services/due.rs`'s `Relearn`), then the Leitner schedule's
//! `Progress::due_reviews`. Personal exercises are the lesson `@personal`, kept last and out of
//! the phases. Then the mistakes page, "Resume game" when one is saved (and "Resume room
//! game" when a seat in a room is kept, `learner::seats`), play against the
//! computer or a friend, the phases with their lessons, and the other pages (games, rules,
//! FAQ, free board, editor, settings). A new entry is a `HomeEntry` variant: the compiler
//! asks for its opener here (`open`) and its label in `view.rs`.

pub(crate) mod last_game;
pub(crate) mod view;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::learner::progress::Progress;
use crate::lesson::model::Phase;
use crate::play::session::GameOptions;
use crate::tui::keys::Action;
use crate::tui::layout;
use crate::tui::lessons::Lessons;
use crate::tui::screen::{Cx, DrawCx, Effect, ScreenState};
use crate::tui::screens::editor::EditorState;
use crate::tui::screens::exercise::ExerciseState;
use crate::tui::screens::faq::FaqState;
use crate::tui::screens::free::FreeState;
use crate::tui::screens::games::GamesState;
use crate::tui::screens::lesson::LessonState;
use crate::tui::screens::lesson_end::first_game::{FirstGameState, taught_rules};
use crate::tui::screens::phase::PhaseState;
use crate::tui::screens::play::PlayState;
use crate::tui::screens::rules::RulesState;
use crate::tui::screens::settings::SettingsState;

/// An entry of the home list.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HomeEntry {
    /// The exercises due again when there are any, else the next exercise not yet solved
    /// (first on the list, highlighted at start); the lesson's page first when nothing of
    /// that lesson was tried yet.
    Continue,
    /// Exercises missed before, due again (Leitner boxes), and the mistakes by misconception.
    Review,
    /// My mistakes: the misses by misconception, each opening the lesson that teaches it.
    Mistakes,
    /// A phase heading: Enter opens the phase's overview.
    Phase(Phase),
    /// A lesson, by index into [`Lessons::list`].
    Lesson(usize),
    /// The phase has no lessons yet.
    NoLessons(Phase),
    /// A new game against the AI.
    Play,
    /// A game between two people on one screen: the same form, the opponent another player.
    Friend,
    /// The unfinished game saved at the last quit.
    Resume,
    /// The unfinished game in a room of a room server whose seat was kept last: the seat
    /// taken back with its saved token.
    ResumeRoom,
    /// Game records: saved games and record files, replayed and reviewed.
    Games,
    Rules,
    Faq,
    Free,
    /// The board editor (positions for lessons).
    Editor,
    Settings,
    /// Join a class of a room server (`screens/class_join`).
    JoinClass,
}

impl HomeEntry {
    pub(crate) fn selectable(self) -> bool {
        !matches!(self, HomeEntry::NoLessons(_))
    }
}

/// The home list: Continue, Review and Mistakes, then a game against the AI ("Resume game"
/// when a game is saved, and a new game), so all of them are on the first screen at 80x24;
/// then each phase with its lessons, then the other pages.
pub(crate) fn entries(lessons: &Lessons, saved_game: bool, saved_room: bool) -> Vec<HomeEntry> {
    let mut out = vec![HomeEntry::Continue, HomeEntry::Review, HomeEntry::Mistakes];
    if saved_room {
        out.push(HomeEntry::ResumeRoom);
    }
    if saved_game {
        out.push(HomeEntry::Resume);
    }
    out.extend([HomeEntry::Play, HomeEntry::Friend]);
    for phase in Phase::ALL {
        out.push(HomeEntry::Phase(phase));
        let before = out.len();
        out.extend(lessons.in_phase(phase).map(HomeEntry::Lesson));
        if out.len() == before {
            out.push(HomeEntry::NoLessons(phase));
        }
    }
    out.extend([
        HomeEntry::Games,
        HomeEntry::Rules,
        HomeEntry::Faq,
        HomeEntry::Free,
        HomeEntry::Editor,
        HomeEntry::Settings,
        HomeEntry::JoinClass,
    ]);
    out
}

#[derive(Clone, Debug)]
pub(crate) struct HomeState {
    pub(crate) index: usize,
}

impl HomeState {
    /// The first selectable entry highlighted.
    pub(crate) fn new(lessons: &Lessons) -> HomeState {
        let e = entries(lessons, false, false);
        HomeState {
            index: (0..e.len()).find(|&i| e[i].selectable()).unwrap_or(0),
        }
    }
}

/// The first exercise, in course order, that has no stars yet: (lesson, exercise) indices.
pub(crate) fn next_unsolved(lessons: &Lessons, progress: &Progress) -> Option<(usize, usize)> {
    lessons.list.iter().enumerate().find_map(|(l, lesson)| {
        if !lessons.in_course(l) {
            return None;
        }
        lesson
            .exercises
            .iter()
            .position(|e| progress.stars(&lesson.id, &e.id) == 0)
            .map(|e| (l, e))
    })
}

/// The options a new game against the AI starts from: the last game's choices, else the
/// rule set the lessons have taught (`Services::play_defaults`, from the screen's context).
fn new_game(cx: &Cx) -> GameOptions {
    cx.progress.settings.new_game_options(GameOptions {
        engine: cx.engine.map(str::to_string),
        rules: taught_rules(cx.progress),
        ..GameOptions::default()
    })
}

/// The screen an entry opens.
fn open(entry: HomeEntry, cx: &Cx) -> Effect {
    let screen: Box<dyn ScreenState> = match entry {
        // Misses due again come back before a new lesson (the row says how many).
        HomeEntry::Continue if cx.due > 0 => return Effect::OpenDue,
        HomeEntry::Continue => match next_unsolved(cx.lessons, cx.progress) {
            // A lesson not entered yet (nothing tried in it) shows its page first.
            Some((l, e)) if !cx.progress.lesson_tried(&cx.lessons.list[l].id) => {
                Box::new(LessonState::new(cx.lessons, l, e))
            }
            Some((l, e)) => Box::new(ExerciseState::new(&cx.lessons.list, l, e)),
            // Every lesson done: the path's next step, a first real game.
            None => Box::new(FirstGameState::new(new_game(cx), cx.progress)),
        },
        HomeEntry::Review => return Effect::OpenDue,
        HomeEntry::Mistakes => Box::new(crate::tui::screens::mistakes::MistakesState::default()),
        HomeEntry::Free => Box::new(FreeState::new(cx.progress.settings.free_rules())),
        HomeEntry::Editor => Box::new(EditorState::new(
            crate::rules::Setup::start(),
            cx.progress.settings.free_rules(),
        )),
        HomeEntry::Settings => Box::new(SettingsState { index: 0 }),
        HomeEntry::Rules => Box::new(RulesState::new()),
        HomeEntry::Lesson(i) => Box::new(LessonState::opened(i, cx)),
        HomeEntry::Faq => Box::<FaqState>::default(),
        HomeEntry::Play => Box::new(PlayState::setup(&new_game(cx))),
        HomeEntry::Friend => Box::new(PlayState::setup(&GameOptions {
            rules: new_game(cx).rules,
            friend: Some(crate::play::session::Friend::default()),
            ..GameOptions::default()
        })),
        HomeEntry::Resume => return Effect::ResumeGame,
        HomeEntry::ResumeRoom => return Effect::ResumeRoom,
        HomeEntry::Games => Box::new(GamesState::new(
            cx.games_dir.map(std::path::Path::to_path_buf),
        )),
        HomeEntry::Phase(p) => Box::new(PhaseState::new(p, cx.lessons, cx.progress)),
        HomeEntry::NoLessons(_) => return Effect::None,
        HomeEntry::JoinClass => return Effect::OpenClassJoin,
    };
    Effect::Push(screen)
}

/// Moves `by` selectable entries from `index`, stopping at the ends.
fn step_selectable(entries: &[HomeEntry], index: usize, by: i32) -> usize {
    let mut i = index;
    for _ in 0..by.unsigned_abs() {
        let next = if by < 0 {
            (0..i).rev().find(|&j| entries[j].selectable())
        } else {
            (i + 1..entries.len()).find(|&j| entries[j].selectable())
        };
        match next {
            Some(j) => i = j,
            None => break,
        }
    }
    i
}

impl ScreenState for HomeState {
    fn name(&self) -> &'static str {
        "home"
    }

    fn render(&self, cx: &DrawCx, body: Rect, buf: &mut Buffer) {
        view::render(
            cx.ui,
            self,
            &entries(cx.ui.lessons, cx.saved_game(), cx.newest_seat().is_some()),
            cx.due(),
            cx.newest_seat(),
            cx.last_game(),
            body,
            buf,
        )
    }

    fn title(&self) -> &'static str {
        "screen-home"
    }

    fn on_action(&mut self, action: Action, cx: &Cx) -> Effect {
        let entries = entries(cx.lessons, cx.saved_game, !cx.seats.is_empty());
        let step = match action {
            Action::Up | Action::Left => -1,
            Action::Down | Action::Right => 1,
            Action::PageUp => -8,
            Action::PageDown => 8,
            Action::Select => {
                return entries
                    .get(self.index)
                    .map_or(Effect::None, |e| open(*e, cx));
            }
            _ => return Effect::None,
        };
        self.index = step_selectable(&entries, self.index, step);
        Effect::None
    }

    fn on_click(&mut self, col: u16, row: u16, cx: &Cx) -> Effect {
        let entries = entries(cx.lessons, cx.saved_game, !cx.seats.is_empty());
        let panes = layout::home_panes(cx.body);
        let list = layout::below(panes.left, 1);
        let Some(i) = layout::list_hit(list, row, col, self.index, entries.len()) else {
            return Effect::None;
        };
        let was = self.index;
        if entries[i].selectable() {
            self.index = i;
        }
        if was == i {
            return self.on_action(Action::Select, cx);
        }
        Effect::None
    }
}
