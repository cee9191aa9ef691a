//! The navigation stack and the `Screen` enum: the one place that names every screen (the
//! screens themselves only know the core in `screen.rs`).

use std::any::Any;

use super::screen::ScreenState;
use super::screens::editor::EditorState;
use super::screens::exercise::ExerciseState;
use super::screens::faq::FaqState;
use super::screens::free::FreeState;
use super::screens::games::GamesState;
use super::screens::home::HomeState;
use super::screens::lesson::LessonState;
use super::screens::lesson_end::LessonEndState;
use super::screens::mistakes::MistakesState;
use super::screens::phase::PhaseState;
use super::screens::play::PlayState;
use super::screens::rules::RulesState;
use super::screens::settings::SettingsState;

/// One screen on the navigation stack. (Not `Clone`: the play screen owns a running game.)
/// Its name (`"free"`, `"lesson-end"`) is what callers outside the crate see of it.
#[derive(Debug, strum::IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub(crate) enum Screen {
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
    /// The variant of a screen a screen pushed (`Effect::Push`, `Effect::Replace`).
    pub(crate) fn from_state(state: Box<dyn ScreenState>) -> Screen {
        let any: Box<dyn Any> = state;
        // Each arm either returns the variant or hands the box on to the next.
        macro_rules! variant {
            ($any:ident, $ty:ty, $make:expr) => {
                match $any.downcast::<$ty>() {
                    Ok(b) => return $make(b),
                    Err(other) => other,
                }
            };
        }
        let any = variant!(any, HomeState, |b: Box<HomeState>| Screen::Home(*b));
        let any = variant!(any, LessonState, |b: Box<LessonState>| Screen::Lesson(*b));
        let any = variant!(any, FreeState, Screen::Free);
        let any = variant!(any, SettingsState, |b: Box<SettingsState>| {
            Screen::Settings(*b)
        });
        let any = variant!(any, RulesState, |b: Box<RulesState>| Screen::Rules(*b));
        let any = variant!(any, FaqState, Screen::Faq);
        let any = variant!(any, ExerciseState, Screen::Exercise);
        let any = variant!(any, PlayState, Screen::Play);
        let any = variant!(any, EditorState, Screen::Editor);
        let any = variant!(any, GamesState, Screen::Games);
        let any = variant!(any, PhaseState, |b: Box<PhaseState>| Screen::Phase(*b));
        let any = variant!(any, LessonEndState, |b: Box<LessonEndState>| {
            Screen::LessonEnd(*b)
        });
        let _ = variant!(any, MistakesState, |b: Box<MistakesState>| {
            Screen::Mistakes(*b)
        });
        unreachable!("a screen state without a `Screen` variant")
    }

    pub(crate) fn state(&self) -> &dyn ScreenState {
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

    pub(crate) fn state_mut(&mut self) -> &mut dyn ScreenState {
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
pub(crate) struct Stack {
    home: Screen,
    above: Vec<Screen>,
}

impl Stack {
    pub(crate) fn new(home: HomeState) -> Stack {
        Stack {
            home: Screen::Home(home),
            above: Vec::new(),
        }
    }

    pub(crate) fn top(&self) -> &Screen {
        self.above.last().unwrap_or(&self.home)
    }

    pub(crate) fn top_mut(&mut self) -> &mut Screen {
        self.above.last_mut().unwrap_or(&mut self.home)
    }

    /// Opens a screen a screen (or the app) built.
    pub(crate) fn push(&mut self, s: Box<dyn ScreenState>) {
        self.above.push(Screen::from_state(s));
    }

    /// Puts back a screen taken off (`take_top`).
    pub(crate) fn push_screen(&mut self, s: Screen) {
        self.above.push(s);
    }

    /// Closes the top screen; false on the home screen (which stays).
    pub(crate) fn pop(&mut self) -> bool {
        self.above.pop().is_some()
    }

    /// Swaps the top screen (pushes when only home is open).
    pub(crate) fn replace(&mut self, s: Box<dyn ScreenState>) {
        self.above.pop();
        self.above.push(Screen::from_state(s));
    }

    /// Takes the top screen off (`None` on the home screen, which stays).
    pub(crate) fn take_top(&mut self) -> Option<Screen> {
        self.above.pop()
    }

    /// The screens from the bottom (home) up.
    pub(crate) fn iter(&self) -> impl DoubleEndedIterator<Item = &Screen> {
        std::iter::once(&self.home).chain(self.above.iter())
    }

    /// How many screens are open, home included (at least 1).
    pub(crate) fn depth(&self) -> usize {
        1 + self.above.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learner::progress::Progress;
    use crate::lesson::model::Phase;
    use crate::play::session::GameOptions;
    use crate::rules::{RuleSet, Setup};
    use crate::tui::lessons::Lessons;

    /// Every screen a screen may push comes back as its own variant (`from_state` lists them
    /// all; a missing one would panic).
    #[test]
    fn every_pushed_screen_finds_its_variant() {
        let lessons = Lessons::default();
        let progress = Progress::default();
        let states: Vec<(Box<dyn ScreenState>, &str)> = vec![
            (Box::new(HomeState::new(&lessons)), "Home"),
            (Box::new(LessonState::new(&lessons, 0, 0)), "Lesson"),
            (Box::new(FreeState::new(RuleSet::Janggi)), "Free"),
            (Box::new(SettingsState { index: 0 }), "Settings"),
            (Box::new(RulesState::new()), "Rules"),
            (Box::new(FaqState::new()), "Faq"),
            (Box::new(ExerciseState::new(&[], 0, 0)), "Exercise"),
            (Box::new(PlayState::setup(&GameOptions::default())), "Play"),
            (
                Box::new(EditorState::new(Setup::start(), RuleSet::Janggi)),
                "Editor",
            ),
            (Box::new(GamesState::new(None)), "Games"),
            (
                Box::new(PhaseState::new(Phase::ALL[0], &lessons, &progress)),
                "Phase",
            ),
            (Box::new(LessonEndState::new(0, &lessons)), "LessonEnd"),
            (Box::new(MistakesState::default()), "Mistakes"),
        ];
        for (state, variant) in states {
            let title = state.title();
            let screen = Screen::from_state(state);
            assert_eq!(screen.state().title(), title);
            assert!(format!("{screen:?}").starts_with(&format!("{variant}(")));
        }
    }
}
