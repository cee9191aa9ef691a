//! The screen stack: screens open on top of home, `q` goes back one, and on home `q` quits
//! (home itself is never closed).

use crate::tests::tui_common::{app, open};
use crate::tui::app::HomeEntry;
use crate::tui::screens::home::HomeState;
use crate::tui::screens::mistakes::MistakesState;
use crate::tui::screens::rules::RulesState;
use ratatui::crossterm::event::KeyCode;

#[test]
fn back_closes_down_to_home_then_quits() {
    let mut a = app("en");
    assert_eq!(a.depth(), 1);
    open(&mut a, HomeEntry::Rules);
    assert!(a.top::<RulesState>().is_some());
    assert_eq!(a.depth(), 2);
    a.press(KeyCode::Char('q'));
    assert!(a.top::<HomeState>().is_some());
    assert!(!a.quit());
    a.press(KeyCode::Char('q'));
    assert!(a.quit());
    assert_eq!(a.depth(), 1);
    assert!(a.top::<HomeState>().is_some());
}

/// Outside the crate a screen is known by its name only (the benchmarks check where they are
/// with it): the variant's name in kebab case, following the stack as it changes.
#[test]
fn the_screen_on_top_is_named() {
    let mut a = app("en");
    assert_eq!(a.screen_name(), "home");
    open(&mut a, HomeEntry::Free);
    assert_eq!(a.screen_name(), "free");
    a.press(KeyCode::Char('q'));
    open(&mut a, HomeEntry::Mistakes);
    assert!(a.top::<MistakesState>().is_some());
    assert_eq!(a.screen_name(), "mistakes");
}

/// Every screen a screen may push comes back from the stack as itself (the stack keeps it
/// boxed), known outside the crate by its name: the kebab-case names the screens have
/// always had.
#[test]
fn every_pushed_screen_comes_back_named() {
    use crate::learner::progress::Progress;
    use crate::lesson::model::Phase;
    use crate::play::session::GameOptions;
    use crate::rules::{RuleSet, Setup};
    use crate::tui::lessons::Lessons;
    use crate::tui::screen::ScreenState;
    use crate::tui::screens::{
        editor::EditorState, exercise::ExerciseState, faq::FaqState, free::FreeState,
        games::GamesState, lesson::LessonState, lesson_end::LessonEndState, phase::PhaseState,
        play::PlayState, rules::RulesState, settings::SettingsState,
    };
    use crate::tui::stack::Stack;

    let lessons = Lessons::default();
    let progress = Progress::default();
    let states: Vec<(Box<dyn ScreenState>, &str)> = vec![
        (Box::new(HomeState::new(&lessons)), "home"),
        (Box::new(LessonState::new(&lessons, 0, 0)), "lesson"),
        (Box::new(FreeState::new(RuleSet::Janggi)), "free"),
        (Box::new(SettingsState { index: 0 }), "settings"),
        (Box::new(RulesState::new()), "rules"),
        (Box::new(FaqState::new()), "faq"),
        (Box::new(ExerciseState::new(&[], 0, 0)), "exercise"),
        (Box::new(PlayState::setup(&GameOptions::default())), "play"),
        (
            Box::new(EditorState::new(Setup::start(), RuleSet::Janggi)),
            "editor",
        ),
        (Box::new(GamesState::new(None)), "games"),
        (
            Box::new(PhaseState::new(Phase::ALL[0], &lessons, &progress)),
            "phase",
        ),
        (Box::new(LessonEndState::new(0, &lessons)), "lesson-end"),
        (Box::new(MistakesState::default()), "mistakes"),
    ];
    let mut stack = Stack::new(HomeState::new(&lessons));
    assert_eq!(stack.top().name(), "home");
    for (state, name) in states {
        let title = state.title();
        stack.push(state);
        assert_eq!(stack.top().title(), title);
        assert_eq!(stack.top().name(), name);
    }
    assert_eq!(stack.depth(), 14);
}
