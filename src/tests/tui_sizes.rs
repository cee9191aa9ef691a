//! Every screen draws at many terminal sizes without panicking: from 80 x 24 up its own
//! content, below it the "enlarge the terminal" message. The states built here (every screen,
//! every exercise state, overlays, input lines) are also where `tui_keys` collects the key
//! scopes the app really uses.

use std::sync::atomic::{AtomicUsize, Ordering};

use crate::tests::tui_common::{
    LANGS, app, assert_whole_screen, config, draw, open, squeeze, too_small_message,
};
use crate::tests::{tui_course, tui_editor, tui_games, tui_play};

use crate::i18n::Message;
use crate::lesson::model::Phase;
use crate::tui::app::{App, HomeEntry, SettingItem};
use ratatui::crossterm::event::KeyCode;

/// The app driven into one state, in one language.
pub(crate) struct State {
    pub(crate) lang: &'static str,
    /// What was done to get there, for failure messages.
    pub(crate) what: String,
    pub(crate) app: App,
}

/// The app in every state the tests know how to reach, in every language: each screen of the
/// home list (the games screen with its list and an open record, the play screen's form, a
/// game and a finished one, the editor and its export list, the lesson end, ...), each
/// fixture exercise unanswered, answered, checked, solved and with its answer shown, the
/// dialogs, the help and notice overlays, and the input lines.
pub(crate) fn states() -> Vec<State> {
    // The games screen reads a folder on disk: one per call, so tests running at the same
    // time never share one.
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let mut out = Vec::new();
    for lang in LANGS {
        let mut push = |what: &str, app: App| {
            out.push(State {
                lang,
                what: what.to_string(),
                app,
            })
        };
        let with_keys = |entry: HomeEntry, keys: &[KeyCode]| {
            let mut a = app(lang);
            open(&mut a, entry);
            for &k in keys {
                a.press(k);
            }
            a
        };
        push("home", app(lang));
        for (what, entry) in [
            ("rules", HomeEntry::Rules),
            ("faq", HomeEntry::Faq),
            ("free board", HomeEntry::Free),
            ("settings", HomeEntry::Settings),
            ("editor", HomeEntry::Editor),
            ("games list", HomeEntry::Games),
            ("play form", HomeEntry::Play),
            ("mistakes", HomeEntry::Mistakes),
            ("phase overview", HomeEntry::Phase(Phase::Understand)),
            ("lesson page", HomeEntry::Lesson(0)),
            ("continue", HomeEntry::Continue),
            ("class join form", HomeEntry::JoinClass),
        ] {
            push(what, with_keys(entry, &[]));
        }
        // The course's first lesson, read a step at a time (the fixture's intros are one text).
        let mut steps = crate::tests::tui_trainer::embedded_app(lang);
        steps.press(KeyCode::Enter);
        push("lesson steps", steps);
        push("faq question", with_keys(HomeEntry::Faq, &[KeyCode::Enter]));
        push(
            "help overlay",
            with_keys(HomeEntry::Free, &[KeyCode::Char('?')]),
        );
        let mut a = with_keys(HomeEntry::Free, &[KeyCode::Char('f')]);
        a.type_text(&"9/".repeat(40));
        push("FEN input line", a);
        let mut a = with_keys(HomeEntry::Free, &[KeyCode::Char('m')]);
        a.type_text("c4c5");
        push("move input line", a);
        push(
            "free board, rules with passes",
            with_keys(HomeEntry::Free, &[KeyCode::Char('r')]),
        );
        let mut a = with_keys(HomeEntry::Settings, &[]);
        for _ in 1..SettingItem::ALL.len() {
            a.press(KeyCode::Down);
        }
        a.press(KeyCode::Enter);
        push("reset confirmation", a);
        let mut c = config(lang);
        c.warnings.push(
            Message::new("progress-corrupt")
                .arg("path", "p")
                .arg("detail", "d")
                .arg("moved", "m"),
        );
        push("notice", App::new(c));
        let mut a = tui_editor::opened(lang);
        a.press(KeyCode::Char('e'));
        push("editor export list", a);
        push(
            "games record",
            tui_games::opened(&format!("states-{call}-{lang}"), lang),
        );
        // Learn from your mistakes: asking, then the answer shown.
        for (what, keys) in [
            ("learn from mistakes", &[KeyCode::Char('m')][..]),
            (
                "learn from mistakes, answer shown",
                &[KeyCode::Char('m'), KeyCode::Char('a')][..],
            ),
        ] {
            let mut a = tui_games::opened(&format!("learn-{call}-{lang}-{}", keys.len()), lang);
            a.press(KeyCode::Char('r'));
            tui_games::settle(&mut a);
            for &k in keys {
                a.press(k);
            }
            push(what, a);
        }
        // A personal exercise about material, its answer shown: `o` opens the lesson it
        // points to (issue 65).
        push(
            "personal exercise pointing to a lesson",
            crate::tests::tui_strategy::pointing(lang),
        );
        push("play form", tui_play::form(lang));
        push("friend form", with_keys(HomeEntry::Friend, &[]));
        for (what, keys) in [
            ("friend game", &[KeyCode::Enter][..]),
            (
                "friend draw offer",
                &[KeyCode::Enter, KeyCode::Char('d')][..],
            ),
        ] {
            push(what, with_keys(HomeEntry::Friend, keys));
        }
        push(
            "friend game with a clock",
            crate::tests::tui_friend::timed(lang),
        );
        // Hosting a room on the server of a class joined: the class row highlighted.
        let dir = std::path::PathBuf::from(format!("target/tui-sizes/class-{call}-{lang}"));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("classes")).unwrap();
        let joined = r#"{"classes":[{"url":"ws://127.0.0.1:8080/ws","code":"k3v9q2m7x4t8w6pz","name":"eve"}]}"#;
        std::fs::write(dir.join("classes/joined.json"), joined).unwrap();
        let mut a = crate::tests::tui_room::app_in(lang, &dir);
        open(&mut a, HomeEntry::Friend);
        for _ in 0..6 {
            a.press(KeyCode::Down);
        }
        a.press(KeyCode::Right);
        a.press(KeyCode::Up);
        let form = &tui_play::play(&a).form;
        let row = form.rows()[form.row];
        assert_eq!(row, crate::tui::screens::play::SetupRow::Class, "{lang}");
        push("room form, a class game", a);
        push("game in progress", tui_play::near_end(lang));
        push(
            "room game, connection down",
            crate::tests::tui_room::unreachable(lang),
        );
        let mut a = tui_play::near_end(lang);
        a.press(KeyCode::Char('m'));
        a.type_text("h1h10");
        a.press(KeyCode::Enter);
        push("game over", a);
        push("lesson end", tui_course::finish_first_lesson(lang));
        push(
            "first-game page",
            crate::tests::tui_play::last_review_exercise_done(lang),
        );
        let lessons = app(lang).lessons().list.clone();
        for (l, lesson) in lessons.iter().enumerate() {
            for e in 0..lesson.exercises.len() {
                let what = |how: &str| format!("{} exercise {e}, {how}", lesson.id);
                for (how, keys) in [
                    ("opened", &[][..]),
                    ("first answer picked", &[KeyCode::Char('1')]),
                    ("checked", &[KeyCode::Char('1'), KeyCode::Char('s')]),
                    ("checked as opened", &[KeyCode::Char('s')]),
                    ("answer shown", &[KeyCode::Char('a')]),
                ] {
                    let mut a = app(lang);
                    a.open_exercise(l, e);
                    for &k in keys {
                        a.press(k);
                    }
                    push(&what(how), a);
                }
            }
        }
    }
    out
}

#[test]
fn every_screen_at_every_size() {
    let sizes = [
        (80, 24),
        (81, 25),
        (100, 30),
        (120, 40),
        (200, 60),
        (250, 24),
        (80, 100),
        (79, 24),
        (80, 23),
        (20, 5),
        (1, 1),
        (0, 0),
    ];
    for State {
        lang,
        what,
        mut app,
    } in states()
    {
        for (w, h) in sizes {
            let text = draw(&mut app, w, h);
            let message = too_small_message(lang, w, h);
            if w < 80 || h < 24 {
                // Below the minimum: the message alone (whole where it fits), no screen.
                assert!(
                    !text.contains("janggi-tutor"),
                    "{lang} {what} {w}x{h}: no screen below 80x24\n{text}"
                );
                if w >= 40 && h >= 5 {
                    assert!(
                        squeeze(&text) == squeeze(&message),
                        "{lang} {what} {w}x{h}: the size message, whole\n{text}"
                    );
                }
            } else {
                assert_whole_screen(lang, (w, h), &text);
                assert!(
                    !squeeze(&text).contains(&squeeze(&message)),
                    "{lang} {what} {w}x{h}: no size message at or above 80x24\n{text}"
                );
            }
            // Clicking anywhere never panics either.
            app.click(w / 2, h / 2);
        }
    }
}
