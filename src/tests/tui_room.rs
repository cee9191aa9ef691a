//! Two trainer screens in one room of a real room server (in-process, port 0), driven by keys
//! on an 80 x 24 test terminal: one hosts from home → "Play a friend" (its code is shown to
//! share), the other joins with the code, they play a few moves, one offers a draw and takes
//! it back with Esc, offers again and the other accepts, in zh, ko and en. Then a server that
//! stops: the screen says it reconnects, keeps the game, and the same seat comes back once the
//! server is up again on the same port; and a server nobody runs, on the screen and for
//! `janggi-tutor join`. Every wait is bounded (10 s) and nothing leaves 127.0.0.1.

use std::time::{Duration, Instant};

use ratatui::crossterm::event::KeyCode;

use crate::i18n::{Localizer, Message, rules_text};
use crate::learner::settings::BoardStyle;
use crate::net::client::{CloseReason, Status};
use crate::net::protocol::SeatName;
use crate::net::{Config as ServerConfig, Server};
use crate::play::session::EndKind;
use crate::rules::Color;
use crate::tests::common::run_cli;
use crate::tests::tui_common::{config, draw, from_column, open, squeeze, tr};
use crate::tests::tui_play::{move_with_keys, play};
use crate::tui::app::{App, HomeEntry, Opening, PlayStart, RemoteStart};
use crate::tui::layout;
use crate::tui::view::text::display_safe;

pub(crate) fn server_at(addr: std::net::SocketAddr, dir: &std::path::Path) -> Server {
    let mut c = ServerConfig::new(addr, dir.to_path_buf());
    c.workers = 1;
    Server::bind(c).expect("the server starts")
}

/// A message as the screen draws it (ambiguous punctuation made plain), without whitespace.
pub(crate) fn shown(lang: &str, text: &str) -> String {
    squeeze(&display_safe(text, lang))
}

pub(crate) fn l10n(lang: &str) -> Localizer {
    let mut l = Localizer::new();
    l.set_lang(lang).expect("a language of the app");
    l
}

/// The side panel as drawn at 80 x 24, without whitespace (a wrapped line reads whole).
pub(crate) fn side(a: &mut App) -> String {
    let screen = draw(a, 80, 24);
    let body = layout::chrome(ratatui::layout::Rect::new(0, 0, 80, 24)).body;
    let x = layout::board_split(body, BoardStyle::Glyphs).side.x as usize;
    squeeze(&from_column(&screen, x))
}

/// Ticks the apps until `done` holds for the first, failing after 10 s.
pub(crate) fn until(apps: &mut [&mut App], what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        for a in apps.iter_mut() {
            a.tick();
        }
        if done(apps[0]) {
            return;
        }
        if Instant::now() > deadline {
            let screen = draw(apps[0], 80, 24);
            panic!("waited in vain for: {what}\n{screen}");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Replaces the input line's text (the form's rows start it with their value).
pub(crate) fn retype(a: &mut App, text: &str) {
    a.press(KeyCode::Char(' '));
    for _ in 0..60 {
        a.press(KeyCode::Backspace);
    }
    a.type_text(text);
    a.press(KeyCode::Enter);
}

pub(crate) fn moves(a: &App) -> usize {
    play(a).session().map_or(0, |s| s.moves().len())
}

pub(crate) fn seat(a: &App) -> Option<SeatName> {
    play(a).game.as_ref()?.remote.as_ref()?.seat
}

/// [`host`], then waits for the room to open: the app seated as Cho, and the room's code.
pub(crate) fn hosted(lang: &str, url: &str, name: &str) -> (App, String) {
    hosted_in(App::new(config(lang)), lang, url, name)
}

/// An app keeping its progress (and games folder) in `dir`.
pub(crate) fn app_in(lang: &str, dir: &std::path::Path) -> App {
    App::new(crate::tui::app::Config {
        store: crate::learner::progress::ProgressStore::at(dir.join("progress.json")),
        ..config(lang)
    })
}

/// [`hosted`] in the app `a`.
pub(crate) fn hosted_in(a: App, lang: &str, url: &str, name: &str) -> (App, String) {
    let mut a = host_in(a, lang, url, name);
    until(&mut [&mut a], "the room is open", |a| {
        seat(a) == Some(SeatName::Cho)
    });
    let code = play(&a)
        .game
        .as_ref()
        .and_then(|g| g.remote.as_ref())
        .and_then(|r| r.room.clone())
        .expect("the room's code");
    (a, code)
}

/// Home → "Play a friend" → host a room as `name`, playing Cho.
pub(crate) fn host(lang: &str, url: &str, name: &str) -> App {
    host_in(App::new(config(lang)), lang, url, name)
}

pub(crate) fn host_in(a: App, lang: &str, url: &str, name: &str) -> App {
    host_in_with(a, lang, url, name, &[])
}

/// [`host_in`], with `extra` keys pressed after the side's row (the rule set, the clock,
/// hints) before Enter.
pub(crate) fn host_in_with(a: App, lang: &str, url: &str, name: &str, extra: &[KeyCode]) -> App {
    let mut a = host_form(a, lang, url, name, extra);
    a.press(KeyCode::Enter);
    a
}

/// [`host_in_with`] up to Enter: the form filled in, the side's row highlighted (or where
/// `extra` left it).
pub(crate) fn host_form(mut a: App, lang: &str, url: &str, name: &str, extra: &[KeyCode]) -> App {
    open(&mut a, HomeEntry::Friend);
    // On this screen's form, down to "Against" and one step on: host a room.
    for _ in 0..6 {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Right);
    let form = side(&mut a);
    assert!(
        form.contains(&squeeze(&tr(lang, "net-against-host"))),
        "{lang}\n{form}"
    );
    // Server, my name, my side: Up to the first row (Up stops there), then down the rows.
    for _ in 0..12 {
        a.press(KeyCode::Up);
    }
    retype(&mut a, url);
    a.press(KeyCode::Down);
    retype(&mut a, name);
    a.press(KeyCode::Down);
    a.press(KeyCode::Right);
    for &k in extra {
        a.press(k);
    }
    a
}

/// Home → "Play a friend" → join the room `code` as `name`, in the app `b`.
pub(crate) fn join_in(mut b: App, url: &str, code: &str, name: &str) -> App {
    open(&mut b, HomeEntry::Friend);
    for _ in 0..6 {
        b.press(KeyCode::Down);
    }
    b.press(KeyCode::Right);
    b.press(KeyCode::Right);
    for _ in 0..3 {
        b.press(KeyCode::Up);
    }
    retype(&mut b, url);
    b.press(KeyCode::Down);
    retype(&mut b, code);
    b.press(KeyCode::Down);
    retype(&mut b, name);
    b.press(KeyCode::Enter);
    b
}

#[test]
fn two_screens_play_in_a_room_and_agree_a_draw_in_three_languages() {
    for (lang, alice, bob) in [
        ("zh", "小明", "小红"),
        ("ko", "민지", "서준"),
        ("en", "Alice", "Bob"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let server = server_at("127.0.0.1:0".parse().unwrap(), dir.path());
        let url = format!("ws://{}/ws", server.addr());
        let l = l10n(lang);

        // Each player keeps their own data folder (issue 65: each keeps the game).
        let (home_a, home_b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let (mut a, code) = hosted_in(app_in(lang, home_a.path()), lang, &url, alice);
        // The code to share is beside the board, with the connection's state.
        until(&mut [&mut a], "the code to share", |a| {
            let s = side(a);
            s.contains(&shown(
                lang,
                &l.format(&Message::new("net-share").arg("room", code.clone())),
            )) && s.contains(&shown(lang, &l.tr("net-connected")))
        });

        let mut b = join_in(app_in(lang, home_b.path()), &url, &code, bob);
        until(&mut [&mut b, &mut a], "the guest is seated", |b| {
            seat(b) == Some(SeatName::Han)
        });
        until(
            &mut [&mut a, &mut b],
            "both names on the host's screen",
            |a| {
                let s = side(a);
                s.contains(alice) && s.contains(bob)
            },
        );
        let guest = side(&mut b);
        let you =
            l.format(&Message::new("net-you-play").arg_msg("side", rules_text::side(Color::Han)));
        assert!(guest.contains(&shown(lang, &you)), "{lang}\n{guest}");
        // The guest plays Han: its board is turned.
        assert!(play(&b).game.as_ref().unwrap().flipped());

        // Han cannot move out of turn: our engine's words, nothing sent.
        move_with_keys(&mut b, "b10", "c8");
        assert_eq!(moves(&b), 0);

        // A few moves, each shown on the other screen once the server has it.
        for (i, (who, from, to)) in [
            (0, "b1", "c3"),
            (1, "b10", "c8"),
            (0, "h1", "g3"),
            (1, "h10", "g8"),
        ]
        .into_iter()
        .enumerate()
        {
            let app = if who == 0 { &mut a } else { &mut b };
            move_with_keys(app, from, to);
            until(&mut [&mut a, &mut b], "the move reaches the host", |a| {
                moves(a) == i + 1
            });
            until(&mut [&mut b, &mut a], "the move reaches the guest", |b| {
                moves(b) == i + 1
            });
        }
        // An illegal try is refused by our engine and never sent.
        move_with_keys(&mut a, "a1", "a5");
        assert_eq!(moves(&a), 4);

        // Cho offers a draw, and takes it back with Esc before Han answers: both screens say
        // so, and Han's y then has nothing to accept.
        let offered = shown(
            lang,
            &l.format(
                &Message::new("play-friend-draw-offered")
                    .arg_msg("side", rules_text::side(Color::Cho))
                    .arg_msg("other", rules_text::side(Color::Han)),
            ),
        );
        let withdrawn = shown(
            lang,
            &l.format(
                &Message::new("play-friend-draw-withdrawn")
                    .arg_msg("side", rules_text::side(Color::Cho)),
            ),
        );
        a.press(KeyCode::Char('d'));
        until(
            &mut [&mut b, &mut a],
            "the offer on the guest's screen",
            |b| side(b).contains(&offered) && play(b).session().unwrap().offer().is_some(),
        );
        until(
            &mut [&mut a, &mut b],
            "the offer on the host's screen",
            |a| play(a).session().and_then(|s| s.offer()).is_some(),
        );
        a.press(KeyCode::Esc);
        until(
            &mut [&mut b, &mut a],
            "the withdrawal on the guest's screen",
            |b| side(b).contains(&withdrawn) && play(b).session().unwrap().offer().is_none(),
        );
        until(
            &mut [&mut a, &mut b],
            "the withdrawal on the host's screen",
            |a| side(a).contains(&withdrawn),
        );
        b.press(KeyCode::Char('y'));
        for _ in 0..20 {
            a.tick();
            b.tick();
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(play(&a).session().unwrap().end().is_none(), "{lang}");
        assert!(play(&b).session().unwrap().end().is_none(), "{lang}");

        // Cho offers again; Han sees it and accepts with y.
        a.press(KeyCode::Char('d'));
        until(
            &mut [&mut b, &mut a],
            "the second offer on the guest's screen",
            // The first offer's words may still be on screen: wait for the offer itself.
            |b| side(b).contains(&offered) && play(b).session().unwrap().offer().is_some(),
        );
        b.press(KeyCode::Char('y'));
        until(
            &mut [&mut a, &mut b],
            "the draw on the host's screen",
            |a| play(a).session().and_then(|s| s.end()).is_some(),
        );
        let end = play(&a).session().unwrap().end().unwrap().clone();
        assert_eq!((end.winner, end.kind.clone()), (None, EndKind::DrawAgreed));
        let result = shown(lang, &l.format(&end.message()));
        assert!(side(&mut a).contains(&result), "{lang}");
        until(
            &mut [&mut b, &mut a],
            "the draw on the guest's screen",
            |b| side(b).contains(&result),
        );
        // The server kept the game: a move now is refused locally, the game being over.
        move_with_keys(&mut b, "a10", "a9");
        assert_eq!(moves(&b), 4);
        // Each player keeps the game in their own games folder (both names, the result), and
        // neither wrote a game to resume (not even for the illegal try).
        for home in [&home_a, &home_b] {
            let games: Vec<_> = std::fs::read_dir(home.path().join("games"))
                .expect("a games folder")
                .map(|e| e.unwrap().path())
                .collect();
            assert_eq!(games.len(), 1, "{lang}: {games:?}");
            let text = std::fs::read_to_string(&games[0]).unwrap();
            assert!(text.contains(&format!("[초대국자 \"{alice}\"]")), "{text}");
            assert!(text.contains(&format!("[한대국자 \"{bob}\"]")), "{text}");
            assert!(text.contains("무승부"), "{text}");
            assert!(text.contains("1. "), "{text}");
            assert!(
                !home.path().join("game.json").exists(),
                "{lang}: nothing to resume"
            );
            // It can be reviewed there.
            let path = games[0].to_str().unwrap();
            let (code, out, err) = run_cli(&["--lang", lang, "review", path, "--depth", "1"]);
            assert_eq!(code, 0, "{out}{err}");
        }
        drop(server);
    }
}

#[test]
fn a_dropped_connection_reconnects_and_takes_the_same_seat_back() {
    let dir = tempfile::tempdir().unwrap();
    let server = server_at("127.0.0.1:0".parse().unwrap(), dir.path());
    let addr = server.addr();
    let url = format!("ws://{addr}/ws");
    let (mut a, code) = hosted("en", &url, "Alice");
    // The guest comes in from the command line's way: `join URL CODE`.
    let mut b = App::new(crate::tui::app::Config {
        open: Opening::Play(PlayStart::Remote(RemoteStart {
            address: url.clone(),
            intent: crate::net::client::Intent::Join {
                room: code.clone(),
                name: "Bob".into(),
            },
            trust: Default::default(),
        })),
        ..config("en")
    });
    until(&mut [&mut b, &mut a], "the guest is seated", |b| {
        seat(b) == Some(SeatName::Han)
    });
    move_with_keys(&mut a, "b1", "c3");
    until(&mut [&mut b, &mut a], "the move reaches the guest", |b| {
        moves(b) == 1
    });

    // The server goes down: both screens say they reconnect and keep the game, and a move
    // is refused while offline (nothing is queued to arrive late).
    drop(server);
    let reconnecting = shown("en", &tr("en", "net-reconnecting"));
    until(
        &mut [&mut b, &mut a],
        "reconnecting on the guest's screen",
        |b| side(b).contains(&reconnecting),
    );
    until(
        &mut [&mut a, &mut b],
        "reconnecting on the host's screen",
        |a| side(a).contains(&reconnecting),
    );
    move_with_keys(&mut b, "b10", "c8");
    let offline = shown("en", &tr("en", "net-offline"));
    let screen = draw(&mut b, 80, 24);
    assert!(
        side(&mut b).contains(&offline) || squeeze(&screen).contains(&offline),
        "{screen}"
    );
    assert_eq!((moves(&a), moves(&b)), (1, 1));
    assert!(side(&mut b).contains("1.Hc3"), "{screen}");
    assert!(play(&b).session().unwrap().end().is_none());

    // Back on the same port with the same data: the seat comes back by its token.
    let server = server_at(addr, dir.path());
    let connected = shown("en", &tr("en", "net-connected"));
    until(&mut [&mut b, &mut a], "the guest is back", |b| {
        side(b).contains(&connected) && moves(b) == 1
    });
    until(&mut [&mut a, &mut b], "the host is back", |a| {
        side(a).contains(&connected)
    });
    assert_eq!(seat(&b), Some(SeatName::Han));
    move_with_keys(&mut b, "b10", "c8");
    until(&mut [&mut a, &mut b], "Han's move reaches the host", |a| {
        moves(a) == 2
    });
    drop(server);
}

#[test]
fn a_server_nobody_runs_is_a_clear_error_not_a_hang() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    for lang in ["en", "zh", "ko"] {
        let mut a = host(lang, &format!("ws://127.0.0.1:{port}/ws"), "Alice");
        let l = l10n(lang);
        let address = format!("ws://127.0.0.1:{port}/ws");
        // A refused connection in the player's words, not the system's English.
        let said = l.format(
            &Message::new("net-unreachable")
                .arg("address", address)
                .arg_msg("error", Message::new("detail-io-refused")),
        );
        let ours = squeeze(&said);
        until(&mut [&mut a], "the error beside the board", |a| {
            side(a).contains(&ours)
        });
        let status = &play(&a)
            .game
            .as_ref()
            .unwrap()
            .remote
            .as_ref()
            .unwrap()
            .status;
        assert!(
            matches!(status, Status::Closed(CloseReason::Unreachable(_))),
            "{status:?}"
        );
        // A bad address (a web page's, not a WebSocket's) is refused on the form itself.
        let mut b = host(lang, "https://example.org/ws", "Bob");
        assert!(play(&b).game.is_none());
        let screen = draw(&mut b, 80, 24);
        assert!(
            screen.contains("https://example.org/ws"),
            "{lang}\n{screen}"
        );
    }
}

#[test]
fn join_says_in_the_users_language_when_no_server_answers() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let address = format!("ws://127.0.0.1:{port}/ws");
    for lang in ["en", "zh", "ko"] {
        let l = l10n(lang);
        let start = Instant::now();
        let (code, out, err) = run_cli(&["--lang", lang, "join", &address, "ABCD"]);
        assert_eq!(code, 1, "{lang}\n{err}");
        assert!(out.is_empty(), "{out}");
        // A refused connection is told at once, not after the probe's timeout.
        assert!(start.elapsed() < Duration::from_secs(5));
        let said = l.format(
            &Message::new("net-unreachable")
                .arg("address", address.clone())
                .arg_msg("error", Message::new("detail-io-refused")),
        );
        assert!(err.contains(&said), "{lang}\n{err}");
        assert!(!err.contains("os error"), "{lang}\n{err}");
        assert_eq!(err.lines().count(), 1, "{lang}\n{err}");

        // An address that is no server address: a usage error, before any connection.
        let (code, _, err) = run_cli(&["--lang", lang, "join", "https://example.org/ws"]);
        assert_eq!(code, 2, "{lang}\n{err}");
        let no_tls = l.format(&Message::new("net-no-tls").arg("address", "https://example.org/ws"));
        assert!(err.contains(&no_tls), "{lang}\n{err}");
    }
}

/// Issue 70: joining a room that does not exist showed 「轮到楚方（）：先选棋子…」 (an empty name
/// and an invitation to move) beside the server's refusal.
#[test]
fn a_room_that_does_not_exist_invites_no_move() {
    let dir = tempfile::tempdir().unwrap();
    let server = server_at("127.0.0.1:0".parse().unwrap(), dir.path());
    let url = format!("ws://{}/ws", server.addr());
    for lang in ["zh", "ko", "en"] {
        let l = l10n(lang);
        let mut b = join_in(App::new(config(lang)), &url, "ABCDEFGHJKMNPQ", "Bob");
        let refused = shown(lang, &l.tr("net-error-no-such-room"));
        until(&mut [&mut b], "the refusal", |b| side(b).contains(&refused));
        let screen = draw(&mut b, 80, 24);
        let invite = shown(
            lang,
            &l.format(
                &Message::new("play-friend-to-move-unnamed")
                    .arg_msg("side", Message::new("side-cho")),
            ),
        );
        assert!(!side(&mut b).contains(&invite), "{lang}\n{screen}");
        assert!(
            !screen.contains("()") && !screen.contains("（）"),
            "{lang}\n{screen}"
        );
        assert_eq!(seat(&b), None, "{lang}");
    }
}

/// A room game on a server nobody runs, once the screen knows it (the `Offline` keys).
pub(crate) fn unreachable(lang: &str) -> App {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut a = App::new(crate::tui::app::Config {
        open: Opening::Play(PlayStart::Remote(RemoteStart {
            address: format!("ws://127.0.0.1:{port}/ws"),
            intent: crate::net::client::Intent::Join {
                room: "abcdefghijkmnpqr".into(),
                name: "Bob".into(),
            },
            trust: Default::default(),
        })),
        ..config(lang)
    });
    until(&mut [&mut a], "the connection refused", |a| {
        a.screen_scopes().first() == Some(&crate::tui::keys::Scope::Offline)
    });
    a
}
