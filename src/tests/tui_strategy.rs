//! The strategy lesson on screen (issue 65, issue 70 item 12): advice, never shown as a rule.
//! At 80×24 in zh, ko and en, the strategy part's overview, the lesson's introduction and
//! page, and its exercises say "advice, not rules"; the rules lessons do not. A personal
//! exercise about material points to the lesson once answered, and `o` opens it.

use ratatui::crossterm::event::KeyCode;

use crate::lesson::model::Phase;
use crate::review::personal::LESSON_ID;
use crate::tests::tui_common::{LANGS, draw, from_column, open, open_ex, squeeze, tr};
use crate::tests::tui_trainer::embedded_app;
use crate::tui::app::HomeEntry;
use crate::tui::screens::exercise::ExerciseState;
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

/// A personal exercise in the review queue, opened from home's Review entry in the app with
/// the embedded lessons: `moment` its kind, from `fen`, the better move `better`.
fn personal(lang: &str, moment: &str, fen: &str, better: &str) -> crate::tui::app::App {
    use crate::lesson::model::Goal;
    use crate::review::personal::PersonalExercise;
    let mut a = embedded_app(lang);
    a.apply_for_tests(crate::tui::screen::Effect::KeepPersonal(vec![
        PersonalExercise {
            task: "find-better".into(),
            moment: moment.into(),
            ply: 1,
            rules: "janggi".into(),
            fen: fen.into(),
            goal: Goal {
                one_of: vec![better.into()],
                ..Goal::default()
            },
            evidence: vec![better.into()],
            source: None,
            tried: None,
        },
    ]));
    open(&mut a, HomeEntry::Review);
    let Some(e) = a.top::<ExerciseState>() else {
        panic!("{lang}: Review opens the personal exercise")
    };
    assert_eq!(a.lessons().list[e.lesson].id, LESSON_ID);
    a
}

/// Cho's chariot on a1 missed Han's chariot on a5, free to take: about material.
const MISSED: &str = "9/4k4/9/9/9/r8/9/9/3K5/R8 w - - 0 1";

/// The personal exercise about material with its answer shown (`a`): it points to the
/// strategy lesson (`tui_sizes` reaches the `o` key's scope here).
pub(crate) fn pointing(lang: &str) -> crate::tui::app::App {
    let mut a = personal(lang, "missed-capture", MISSED, "a1a5");
    a.press(KeyCode::Char('a'));
    a
}

/// The personal exercise's lesson pointer (issue 65): once the exercise is solved or given
/// up, the strategy lesson's title in the learner's language, as `review` prints it, and `o`
/// (in the bar and the `?` help) opens that lesson's page over the exercise.
#[test]
fn a_personal_exercise_about_material_points_to_the_strategy_lesson() {
    use crate::tui::keys::{Action, Scope, lookup};
    crate::tests::tui_common::snap!(
        "personal_see_lesson",
        pointing,
        crate::tests::tui_common::CJK
    );
    for lang in LANGS {
        let title = |a: &crate::tui::app::App| {
            let i = a.lessons().position(LESSON).expect("the strategy lesson");
            a.lessons().list[i].title.get(lang).to_string()
        };
        let pointer = |a: &crate::tui::app::App| {
            let msg = crate::i18n::Message::new("ex-see-lesson").arg("lesson", title(a));
            let mut l10n = crate::i18n::Localizer::new();
            l10n.set_lang(lang).expect("a language");
            let text = l10n.format(&msg);
            squeeze(&crate::tui::view::text::display_safe(&text, lang))
        };
        // Before an answer: no pointer, and `o` does nothing.
        let mut a = personal(lang, "missed-capture", MISSED, "a1a5");
        let screen = squeeze(&from_column(&draw(&mut a, 80, 24), 41));
        assert!(
            !screen.contains(&pointer(&a)),
            "{lang}: too early\n{screen}"
        );
        a.press(KeyCode::Char('o'));
        assert!(
            a.top::<ExerciseState>().is_some(),
            "{lang}: o before an answer"
        );

        // Solved: the pointer, in words and in the bar.
        a.press(KeyCode::Char('m'));
        a.type_text("a1a5");
        a.press(KeyCode::Enter);
        assert!(a.top::<ExerciseState>().is_some_and(|e| e.solved()));
        let screen = draw(&mut a, 80, 24);
        assert!(
            squeeze(&from_column(&screen, 41)).contains(&pointer(&a)),
            "{lang}: solved\n{screen}"
        );
        let bar = screen.lines().last().unwrap_or_default().to_string();
        let label = tr(lang, "key-help-see-lesson");
        assert!(bar.contains(&format!("o {label}")), "{lang}: bar {bar}");
        let e = a.top::<ExerciseState>().expect("the exercise");
        let scopes = crate::tui::screen::ScreenState::scopes(e);
        assert!(scopes.contains(&Scope::SeeLesson), "{lang}: {scopes:?}");
        assert_eq!(
            lookup(
                crate::tui::keys::Key {
                    code: KeyCode::Char('o'),
                    ctrl: false
                },
                &scopes
            ),
            Some(Action::SeeLesson)
        );
        // `?` lists it.
        a.press(KeyCode::Char('?'));
        let help = draw(&mut a, 80, 24);
        assert!(help.contains(&label), "{lang}: help\n{help}");
        a.press(KeyCode::Esc);

        // `o` opens the strategy lesson's page; back returns to the exercise as it was.
        a.press(KeyCode::Char('o'));
        let Some(page) = a.top::<LessonState>() else {
            panic!("{lang}: o opens the lesson")
        };
        assert_eq!(a.lessons().list[page.lesson].id, LESSON);
        let screen = squeeze(&draw(&mut a, 80, 24));
        assert!(screen.contains(&squeeze(&title(&a))), "{lang}\n{screen}");
        a.press(KeyCode::Char('q'));
        assert!(a.top::<ExerciseState>().is_some_and(|e| e.solved()));

        // Given up (`a`): the pointer too, and `o` opens the lesson.
        let mut a = pointing(lang);
        let screen = squeeze(&from_column(&draw(&mut a, 80, 24), 41));
        assert!(screen.contains(&pointer(&a)), "{lang}: shown\n{screen}");
        a.press(KeyCode::Char('o'));
        assert!(
            a.top::<LessonState>()
                .is_some_and(|p| a.lessons().list[p.lesson].id == LESSON),
            "{lang}: o after the answer shown"
        );

        // An exercise about no material (a quiet chariot move) points nowhere.
        let quiet = "9/4k4/9/9/9/9/9/9/3K5/R8 w - - 0 1";
        let mut b = personal(lang, "weaker-move", quiet, "a1a2");
        b.press(KeyCode::Char('a'));
        let screen = squeeze(&from_column(&draw(&mut b, 80, 24), 41));
        assert!(!screen.contains(&pointer(&b)), "{lang}: quiet\n{screen}");
        b.press(KeyCode::Char('o'));
        assert!(
            b.top::<ExerciseState>().is_some(),
            "{lang}: o points nowhere"
        );
    }
}

/// "Learn from your mistakes" on the games screen already names the strategy lesson under a
/// moment about material once answered (`games::better::why_lines`); `o` opens it there too,
/// and Back returns to the moment.
#[test]
fn learning_from_a_mistake_about_material_opens_the_strategy_lesson() {
    use crate::learner::progress::ProgressStore;
    use crate::tui::keys::Scope;
    use crate::tui::screens::games::GamesState;
    let scopes = |a: &crate::tui::app::App| {
        let g = a.top::<GamesState>().expect("the games screen");
        crate::tui::screen::ScreenState::scopes(g)
    };
    for lang in LANGS {
        let dir = crate::tests::tui_games::folder(&format!("see-lesson-{lang}"));
        let mut config = crate::tests::tui_common::config(lang);
        config.store = ProgressStore::at(dir.join("progress.json"));
        config.lessons = crate::tui::load_lessons(None).0;
        let mut a = crate::tui::app::App::new(config);
        a.set_now(1_800_000_000);
        open(&mut a, HomeEntry::Games);
        a.press(KeyCode::Enter);
        a.press(KeyCode::Char('r'));
        crate::tests::tui_games::settle(&mut a);
        // The hanging chariot's moment, asked: nothing to open yet.
        a.press(KeyCode::Char('m'));
        assert!(!scopes(&a).contains(&Scope::SeeLesson), "{lang}: asking");
        a.press(KeyCode::Char('o'));
        assert!(a.top::<GamesState>().is_some(), "{lang}: o while asking");
        // Given up: the lesson named in the panel, `o` in the bar.
        a.press(KeyCode::Char('a'));
        assert!(scopes(&a).contains(&Scope::SeeLesson), "{lang}: answered");
        let i = a.lessons().position(LESSON).expect("the strategy lesson");
        let title = a.lessons().list[i].title.get(lang).to_string();
        let screen = draw(&mut a, 120, 40);
        assert!(
            squeeze(&screen).contains(&squeeze(&title)),
            "{lang}: the lesson named\n{screen}"
        );
        let bar = screen.lines().rev().find(|l| !l.trim().is_empty()).unwrap();
        let label = tr(lang, "key-help-see-lesson");
        assert!(bar.contains(&format!("o {label}")), "{lang}: bar {bar}");
        a.press(KeyCode::Char('o'));
        let Some(page) = a.top::<LessonState>() else {
            panic!("{lang}: o opens the lesson")
        };
        assert_eq!(a.lessons().list[page.lesson].id, LESSON);
        a.press(KeyCode::Char('q'));
        assert!(
            scopes(&a).contains(&Scope::SeeLesson),
            "{lang}: back at the moment"
        );
    }
}
