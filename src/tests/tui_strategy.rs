//! The strategy lesson on screen (issue 65, issue 70 item 12): advice, never shown as a rule.
//! At 80×24 in zh, ko and en, the strategy part's overview, the lesson's introduction and
//! page, and its exercises say "advice, not rules"; the rules lessons do not.

use ratatui::crossterm::event::KeyCode;

use crate::lesson::model::Phase;
use crate::tests::tui_common::{LANGS, draw, open, open_ex, squeeze, tr};
use crate::tests::tui_trainer::embedded_app;
use crate::tui::app::HomeEntry;
use crate::tui::screens::lesson::LessonState;

const LESSON: &str = "strategy-basics";

/// The first `n` characters of a message, without spaces: enough to find it on a screen
/// where a long text wraps between panel borders.
fn start_of(lang: &str, id: &str, n: usize) -> String {
    squeeze(&tr(lang, id)).chars().take(n).collect()
}

#[test]
fn the_strategy_lesson_says_it_is_advice_on_every_screen() {
    for lang in LANGS {
        let tag = squeeze(&tr(lang, "lesson-advice-tag"));
        let mut a = embedded_app(lang);
        let i = a.lessons().position(LESSON).expect("the strategy lesson");
        assert_eq!(a.lessons().list[i].phase, Phase::Strategy);

        // The part's overview.
        open(&mut a, HomeEntry::Phase(Phase::Strategy));
        let screen = squeeze(&draw(&mut a, 80, 24));
        assert!(screen.contains(&tag), "{lang}: overview\n{screen}");
        a.press(KeyCode::Char('q'));

        // The introduction, a step at a time, then the lesson's page.
        open(&mut a, HomeEntry::Lesson(i));
        assert!(
            matches!(a.top::<LessonState>(), Some(l) if l.step == Some(0)),
            "{lang}: the lesson opens at its first step"
        );
        let step = squeeze(&draw(&mut a, 80, 24));
        assert!(step.contains(&tag), "{lang}: step 1\n{step}");
        a.press(KeyCode::Tab);
        let page = squeeze(&draw(&mut a, 80, 24));
        let note = start_of(lang, "lesson-advice-note", 8);
        assert!(
            page.contains(&note),
            "{lang}: lesson page lacks {note}\n{page}"
        );
        a.press(KeyCode::Char('q'));

        // An exercise.
        open_ex(&mut a, LESSON, "left-to-be-taken");
        let ex = squeeze(&draw(&mut a, 80, 24));
        assert!(ex.contains(&tag), "{lang}: exercise\n{ex}");

        // A rules lesson says nothing of the kind.
        let mut b = embedded_app(lang);
        open_ex(&mut b, "horse", "horse-eight-points");
        let rules = squeeze(&draw(&mut b, 80, 24));
        assert!(
            !rules.contains(&tag),
            "{lang}: a rules lesson marked advice\n{rules}"
        );
    }
}
