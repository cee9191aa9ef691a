//! Home → "Join a class": the form drawn at 80×24 in the three languages, driven by keys
//! against a real room server on port 0 (loopback): each refusal said clearly in the status
//! row (a missing field, a bad address, a code that is not one, an unknown class, a server
//! that cannot be reached, a name another student took), then the class joined, its
//! lessons on the home screen and an answer sent to it, and the class offered again at the
//! next start. A room hosted from the play form on the class's server is one of the class's
//! games (the form says so, in each language), in the teacher's list of its rooms.

use std::path::Path;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::KeyCode;

use crate::learner::progress::ProgressStore;
use crate::net::class::client::Connection;
use crate::tests::class::chariot_class;
use crate::tests::tui_common::{CJK, app, config, open, snap, squeeze, tr};
use crate::tui::app::{App, HomeEntry};
use crate::tui::exercise::{AnswerRow, ExerciseState};
use crate::tui::screens::class_join::{ClassJoinState, JoinRow};
use crate::tui::screens::home::HomeState;

/// Types `text` on the input line the highlighted row opens (what was there is erased).
fn fill(a: &mut App, row: JoinRow, text: &str) {
    let form = a.top::<ClassJoinState>().expect("the join form");
    let at = form.index;
    let want = JoinRow::ALL.iter().position(|r| *r == row).unwrap();
    for _ in at..want {
        a.press(KeyCode::Down);
    }
    for _ in want..at {
        a.press(KeyCode::Up);
    }
    a.press(KeyCode::Enter);
    for _ in 0..80 {
        a.press(KeyCode::Backspace);
    }
    for c in text.chars() {
        a.press(KeyCode::Char(c));
    }
    a.press(KeyCode::Enter);
}

/// Fills the form and presses "Join"; the status row's message id and text, if any.
fn join(a: &mut App, lang: &str, server: &str, code: &str, name: &str) -> Option<(String, String)> {
    fill(a, JoinRow::Server, server);
    fill(a, JoinRow::Code, code);
    fill(a, JoinRow::Name, name);
    assert_eq!(a.top::<ClassJoinState>().unwrap().row(), JoinRow::Join);
    a.press(KeyCode::Enter);
    let mut l10n = crate::i18n::Localizer::new();
    l10n.set_lang(lang).unwrap();
    a.flash
        .as_ref()
        .map(|(_, m)| (m.id.to_string(), l10n.format(m)))
}

fn app_at(lang: &str, progress: &Path) -> App {
    App::new(crate::tui::app::Config {
        store: ProgressStore::at(progress),
        ..config(lang)
    })
}

#[test]
fn the_join_form_at_80x24() {
    snap!(
        "class_join_form",
        |lang: &str| {
            let mut a = app(lang);
            open(&mut a, HomeEntry::JoinClass);
            assert!(a.top::<ClassJoinState>().is_some());
            a
        },
        CJK
    );
}

#[test]
fn a_missing_field_is_said_and_the_form_goes_to_it() {
    for lang in ["en", "zh", "ko"] {
        let mut a = app(lang);
        open(&mut a, HomeEntry::JoinClass);
        fill(&mut a, JoinRow::Server, "ws://127.0.0.1:1/ws");
        a.press(KeyCode::PageDown);
        a.press(KeyCode::Enter);
        let (_, m) = a.flash.clone().expect("a message");
        assert_eq!(m.id, "class-join-missing");
        assert_eq!(a.top::<ClassJoinState>().unwrap().row(), JoinRow::Code);
        // Back (q) leaves the form for the home screen.
        a.press(KeyCode::Char('q'));
        assert!(a.top::<HomeState>().is_some());
        assert!(!tr(lang, "class-join-missing").is_empty());
    }
}

#[test]
fn joining_a_class_from_home_with_clear_refusals() {
    let dir = tempfile::tempdir().unwrap();
    let (_server, url, code, token) = chariot_class(dir.path());

    // Each refusal in each language, the form kept as typed.
    for lang in ["en", "zh", "ko"] {
        let progress = dir.path().join(format!("bad-{lang}")).join("p.json");
        let mut a = app_at(lang, &progress);
        open(&mut a, HomeEntry::JoinClass);
        for (server, class, want) in [
            ("http://nowhere", code.as_str(), "net-bad-address"),
            (url.as_str(), "abc", "class-bad-code"),
            (url.as_str(), "abcdefghijkmnpqr", "net-error-no-such-class"),
            // Port 1 on loopback: nothing listens there.
            ("ws://127.0.0.1:1/ws", code.as_str(), "class-unreachable"),
        ] {
            let (id, text) = join(&mut a, lang, server, class, "eve").expect("a refusal");
            assert_eq!(id, want, "{text}");
            assert!(!text.is_empty() && !text.contains('{'), "{text}");
            let form = a.top::<ClassJoinState>().expect("the form stays");
            assert_eq!((form.server.as_str(), form.code.as_str()), (server, class));
        }
    }

    // Joined: the class's lessons on the home screen, an answer sent to the class.
    let progress = dir.path().join("eve").join("p.json");
    let mut a = app_at("en", &progress);
    open(&mut a, HomeEntry::JoinClass);
    let (id, text) = join(&mut a, "en", &url, &code, "eve").expect("a message");
    assert_eq!(id, "class-joined", "{text}");
    assert!(a.top::<HomeState>().is_some());
    let ids: Vec<&str> = a.lessons().list.iter().map(|l| l.id.as_str()).collect();
    assert!(ids.contains(&"chariot"), "{ids:?}");
    crate::tests::tui_common::open_ex(&mut a, "chariot", "chariot-cannot-jump");
    let rows = a.top::<ExerciseState>().unwrap().rows();
    let n = rows.iter().position(|r| *r == AnswerRow::Legal).unwrap();
    a.press(KeyCode::Char(char::from(b'1' + n as u8)));
    drop(a);
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut answers = 0;
    while answers < 1 && Instant::now() < deadline {
        let r = Connection::open(&url)
            .and_then(|mut c| c.report(&code, &token))
            .unwrap();
        answers = r
            .students
            .iter()
            .find(|s| s.name == "eve")
            .map_or(0, |s| s.answers);
        std::thread::sleep(Duration::from_millis(100));
    }
    assert_eq!(answers, 1, "eve's answer reached the class");

    // The next start offers the class again, "Join" highlighted.
    let mut a = app_at("en", &progress);
    open(&mut a, HomeEntry::JoinClass);
    let form = a.top::<ClassJoinState>().unwrap();
    assert_eq!(
        (form.server.as_str(), form.code.as_str(), form.name.as_str()),
        (url.as_str(), code.as_str(), "eve")
    );
    assert_eq!(form.row(), JoinRow::Join);
    a.press(KeyCode::Enter);
    assert_eq!(a.flash.as_ref().unwrap().1.id, "class-joined");

    // Someone else under eve's name, from another progress folder: refused in words.
    for lang in ["en", "zh", "ko"] {
        let other = dir.path().join(format!("other-{lang}")).join("p.json");
        let mut a = app_at(lang, &other);
        open(&mut a, HomeEntry::JoinClass);
        let (id, text) = join(&mut a, lang, &url, &code, "eve").expect("a refusal");
        assert_eq!(id, "class-name-taken");
        assert!(text.contains("eve"), "{text}");
    }
}

/// The room the app `a` is seated in, once the server answered.
fn room_of(a: &mut App) -> String {
    use crate::tests::tui_room::{seat, until};
    until(&mut [&mut *a], "the room is open", |a| seat(a).is_some());
    crate::tests::tui_play::play(a)
        .game
        .as_ref()
        .and_then(|g| g.remote.as_ref())
        .and_then(|r| r.room.clone())
        .expect("the room's code")
}

#[test]
fn a_room_hosted_on_the_class_server_is_one_of_the_class_games() {
    use crate::tests::tui_room::{host_form, side};
    use crate::tui::screens::play::SetupRow;
    let dir = tempfile::tempdir().unwrap();
    let (_server, url, code, token) = chariot_class(dir.path());
    let progress = dir.path().join("eve").join("p.json");
    let mut a = app_at("en", &progress);
    open(&mut a, HomeEntry::JoinClass);
    let (id, text) = join(&mut a, "en", &url, &code, "eve").expect("a message");
    assert_eq!(id, "class-joined", "{text}");
    drop(a);

    // At each start the class joined is read back (classes/joined.json): on its server, the
    // form's class row shows its code and says what it means; the room goes to the class.
    let mut tagged = Vec::new();
    let mut apps = Vec::new();
    for lang in ["en", "zh", "ko"] {
        let mut l10n = crate::i18n::Localizer::new();
        l10n.set_lang(lang).unwrap();
        let mut a = host_form(app_at(lang, &progress), lang, &url, "eve", &[]);
        let rows = crate::tests::tui_play::play(&a).form.rows();
        let class_row = rows
            .iter()
            .position(|r| *r == SetupRow::Class)
            .expect("a class row");
        let at = crate::tests::tui_play::play(&a).form.row;
        for _ in at..class_row {
            a.press(KeyCode::Down);
        }
        let form = side(&mut a);
        let shown = |t: &str| squeeze(&crate::tui::view::text::display_safe(t, lang));
        let row = l10n.format(
            &crate::i18n::Message::new("label-value")
                .arg("label", l10n.tr("net-form-class"))
                .arg("value", code.clone()),
        );
        let desc = crate::i18n::Message::new("net-form-class-desc").arg("code", code.clone());
        for line in [row, l10n.format(&desc)] {
            assert!(form.contains(&shown(&line)), "{lang}: {line}\n{form}");
        }
        a.press(KeyCode::Enter);
        tagged.push(room_of(&mut a));
        apps.push(a);
    }
    // Turned off on the form: a room of the learner's own.
    let mut a = host_form(app_at("en", &progress), "en", &url, "eve", &[]);
    let rows = crate::tests::tui_play::play(&a).form.rows();
    let class_row = rows.iter().position(|r| *r == SetupRow::Class).unwrap();
    for _ in crate::tests::tui_play::play(&a).form.row..class_row {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Right);
    let off = format!(
        "{}: {}",
        tr("en", "net-form-class"),
        tr("en", "play-form-off")
    );
    assert!(side(&mut a).contains(&squeeze(&off)), "{off}");
    a.press(KeyCode::Enter);
    let own = room_of(&mut a);
    // On another server the form offers no class.
    let b = host_form(
        app_at("en", &progress),
        "en",
        "ws://127.0.0.1:1/ws",
        "eve",
        &[],
    );
    let form = crate::tests::tui_play::play(&b).form.clone();
    assert_eq!(form.class, None);
    assert!(!form.rows().contains(&SetupRow::Class));

    // The teacher's list of the class's rooms: the three, not the learner's own.
    let rooms = Connection::open(&url)
        .and_then(|mut c| c.rooms(&code, &token))
        .expect("the class's rooms");
    let listed: Vec<&str> = rooms.iter().map(|r| r.room.as_str()).collect();
    for room in &tagged {
        assert!(listed.contains(&room.as_str()), "{room} in {listed:?}");
    }
    assert!(!listed.contains(&own.as_str()), "{own} in {listed:?}");
    assert_eq!(listed.len(), 3, "{listed:?}");
    assert!(
        rooms
            .iter()
            .all(|r| r.cho.as_deref() == Some("eve") || r.han.as_deref() == Some("eve"))
    );
}
