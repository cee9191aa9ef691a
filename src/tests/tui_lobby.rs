//! The lobby on the trainer screen (home → "Play a friend" → join a room): the open rooms of
//! the server typed are listed under the form, ←/→ on the room row picks one, Enter joins it,
//! in zh, ko and en; a host's "open to anyone" row; and a room game over `wss://` through a
//! TLS front, trusting the test certificate as `join --ca` does. A real room server in-process
//! on port 0; every wait bounded (10 s).

use std::time::{Duration, Instant};

use ratatui::crossterm::event::KeyCode;

use crate::i18n::Message;
use crate::learner::settings::BoardStyle;
use crate::net::client::{Client, ClientEvent, Intent, Trust};
use crate::net::protocol::{SeatName, ServerMsg, SideChoice};
use crate::net::{Config as ServerConfig, Server};
use crate::tests::tls_front::{cert_path, tls_front};
use crate::tests::tui_common::{config, draw, from_column, open, squeeze};
use crate::tests::tui_play::{move_with_keys, play};
use crate::tui::app::{App, HomeEntry, Opening, PlayStart, RemoteStart};
use crate::tui::layout;
use crate::tui::view::text::display_safe;

fn server(dir: &std::path::Path) -> Server {
    let mut c = ServerConfig::new("127.0.0.1:0".parse().unwrap(), dir.to_path_buf());
    c.workers = 1;
    Server::bind(c).expect("the server starts")
}

/// The side panel at 80 x 24 without whitespace.
fn side(a: &mut App) -> String {
    let screen = draw(a, 80, 24);
    let body = layout::chrome(ratatui::layout::Rect::new(0, 0, 80, 24)).body;
    let x = layout::board_split(body, BoardStyle::Glyphs).side.x as usize;
    squeeze(&from_column(&screen, x))
}

fn shown(lang: &str, m: &Message) -> String {
    let mut l = crate::i18n::Localizer::new();
    l.set_lang(lang).expect("a language of the app");
    squeeze(&display_safe(&l.format(m), lang))
}

fn until(a: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        a.tick();
        if done(a) {
            return;
        }
        if Instant::now() > deadline {
            let screen = draw(a, 80, 24);
            panic!("waited in vain for: {what}\n{screen}");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn retype(a: &mut App, text: &str) {
    a.press(KeyCode::Char(' '));
    for _ in 0..60 {
        a.press(KeyCode::Backspace);
    }
    a.type_text(text);
    a.press(KeyCode::Enter);
}

/// A host waiting in a room of its own (open to anyone or not); the room's code.
fn hosting(url: &str, name: &str, open: bool) -> (Client, String) {
    let mut c = Client::connect(
        url,
        Intent::Create {
            rules: "janggi".into(),
            side: SideChoice::Cho,
            name: name.into(),
            clock: None,
            hints: false,
            open,
            class: None,
        },
    )
    .unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        for e in c.poll() {
            if let ClientEvent::Msg(ServerMsg::Joined { room, .. }) = e {
                return (c, room);
            }
        }
        assert!(Instant::now() < deadline, "the room opens");
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn seat(a: &App) -> Option<SeatName> {
    play(a).game.as_ref()?.remote.as_ref()?.seat
}

#[test]
fn play_a_friend_lists_the_open_rooms_and_joins_the_one_picked_in_three_languages() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(dir.path());
    let url = format!("ws://{}/ws", server.addr());
    for lang in ["zh", "ko", "en"] {
        let (_host, code) = hosting(&url, "Ana<b>", true);
        let (_other, private) = hosting(&url, "Cy", false);
        let mut a = App::new(config(lang));
        open(&mut a, HomeEntry::Friend);
        // Down to "Against", two steps on: join a room.
        for _ in 0..6 {
            a.press(KeyCode::Down);
        }
        a.press(KeyCode::Right);
        a.press(KeyCode::Right);
        for _ in 0..10 {
            a.press(KeyCode::Up);
        }
        retype(&mut a, &url);
        let title = Message::new("net-lobby-title").arg("address", url.clone());
        let title = shown(lang, &title);
        until(&mut a, "the open rooms are listed", |a| {
            side(a).contains(&title)
        });
        let listed = side(&mut a);
        assert!(
            listed.contains(&code) && listed.contains("Ana<b>"),
            "{lang}\n{listed}"
        );
        assert!(!listed.contains(&private), "{lang}\n{listed}");
        // The room row: ←/→ picks from the list; the one picked is marked.
        a.press(KeyCode::Down);
        let pick = shown(lang, &Message::new("net-form-room-pick-desc"));
        assert!(side(&mut a).contains(&pick), "{lang}\n{}", side(&mut a));
        a.press(KeyCode::Right);
        assert_eq!(play(&a).form.room, code);
        assert!(side(&mut a).contains(&format!(">1.{code}")), "{lang}");
        a.press(KeyCode::Down);
        retype(&mut a, "Bo");
        a.press(KeyCode::Enter);
        until(&mut a, "seated in the room picked", |a| {
            seat(a) == Some(SeatName::Han)
        });
        // Taken: the lobby no longer lists it.
        let rooms = crate::net::client::list_open_rooms(&url, &Trust::default()).unwrap();
        assert!(rooms.iter().all(|r| r.room != code), "{rooms:?}");
    }
}

#[test]
fn joining_without_a_code_asks_to_pick_and_a_host_may_open_the_room_to_all() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(dir.path());
    let url = format!("ws://{}/ws", server.addr());
    let mut a = App::new(config("en"));
    open(&mut a, HomeEntry::Friend);
    for _ in 0..6 {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Right);
    a.press(KeyCode::Right);
    for _ in 0..10 {
        a.press(KeyCode::Up);
    }
    retype(&mut a, &url);
    let none = shown(
        "en",
        &Message::new("net-lobby-none").arg("address", url.clone()),
    );
    until(&mut a, "no open room", |a| side(a).contains(&none));
    // Enter with no code: no connection, a word on what to do.
    a.press(KeyCode::Enter);
    assert!(play(&a).game.is_none());
    let screen = squeeze(&draw(&mut a, 80, 24));
    let ask = shown("en", &Message::new("net-lobby-pick-first"));
    assert!(screen.contains(&ask), "{screen}");

    // Back to hosting: "Open to anyone" is a row; turned on, the room is listed.
    for _ in 0..10 {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Up);
    a.press(KeyCode::Left);
    let rows = play(&a).form.rows();
    assert!(
        rows.contains(&crate::tui::screens::play::SetupRow::NetSide),
        "{rows:?}"
    );
    let open_row = rows
        .iter()
        .position(|r| *r == crate::tui::screens::play::SetupRow::Open)
        .expect("an open row");
    for _ in 0..10 {
        a.press(KeyCode::Up);
    }
    for _ in 0..open_row {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Right);
    assert!(play(&a).form.open_room);
    let desc = shown("en", &Message::new("net-form-open-desc"));
    assert!(side(&mut a).contains(&desc), "{}", side(&mut a));
    a.press(KeyCode::Enter);
    until(&mut a, "hosting", |a| {
        matches!(seat(a), Some(SeatName::Cho | SeatName::Han))
    });
    let deadline = Instant::now() + Duration::from_secs(10);
    while crate::net::client::list_open_rooms(&url, &Trust::default())
        .unwrap()
        .is_empty()
    {
        assert!(Instant::now() < deadline, "the open room is listed");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_room_game_over_wss_with_the_certificate_trusted_plays_a_move() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(dir.path());
    let front = tls_front(server.addr());
    let url = format!("wss://127.0.0.1:{}/ws", front.addr.port());
    // `join wss://… --new --ca cert.pem`, as the command line opens it.
    let mut a = App::new(crate::tui::app::Config {
        open: Opening::Play(PlayStart::Remote(RemoteStart {
            address: url.clone(),
            intent: Intent::Create {
                rules: "janggi".into(),
                side: SideChoice::Cho,
                name: "Ana".into(),
                clock: None,
                hints: false,
                open: true,
                class: None,
            },
            trust: Trust::from_ca_file(&cert_path()).unwrap(),
        })),
        ..config("en")
    });
    until(&mut a, "hosting over wss", |a| {
        seat(a) == Some(SeatName::Cho)
    });
    let code = play(&a)
        .game
        .as_ref()
        .and_then(|g| g.remote.as_ref())
        .and_then(|r| r.room.clone())
        .unwrap();
    let mut guest = Client::connect(
        &format!("ws://{}/ws", server.addr()),
        Intent::Join {
            room: code,
            name: "Bo".into(),
        },
    )
    .unwrap();
    until(&mut a, "the guest is seated", |a| {
        play(a)
            .game
            .as_ref()
            .and_then(|g| g.remote.as_ref())
            .is_some_and(|r| r.full)
    });
    move_with_keys(&mut a, "b1", "c3");
    let deadline = Instant::now() + Duration::from_secs(10);
    'seen: loop {
        a.tick();
        for e in guest.poll() {
            if let ClientEvent::Msg(ServerMsg::State(s)) = e
                && s.moves == ["b1c3"]
            {
                break 'seen;
            }
        }
        assert!(
            Instant::now() < deadline,
            "the move over wss reaches the guest"
        );
        std::thread::sleep(Duration::from_millis(5));
    }

    // Untrusted: the screen says why in the user's words, and does not try again.
    let mut b = App::new(crate::tui::app::Config {
        open: Opening::Play(PlayStart::Remote(RemoteStart {
            address: url.clone(),
            intent: Intent::Watch {
                room: "abcdefghijkmnpqr".into(),
            },
            trust: Trust::default(),
        })),
        ..config("ko")
    });
    let said = shown(
        "ko",
        &Message::new("net-tls-unknown-ca").arg("address", url.clone()),
    );
    until(&mut b, "the refusal is shown", |b| side(b).contains(&said));
}
