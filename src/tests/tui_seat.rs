//! Issue 66, the client's side: a seat that survives its client, the opponent's absence
//! shown, and hints in rooms. Real room servers in-process on port 0 and trainer screens
//! driven by keys at 80 x 24, each player with their own data folder: a host whose client is
//! closed mid-game (as a crash closes its socket) takes the seat back from the token kept in
//! `seats.json` (mode 0600), by `join URL CODE` and by home → "Resume room game"; the
//! opponent and a watcher see "Alice is offline (0:35)"; a server restarted on another port
//! is reached by typing its new address; `q` asks before leaving; a room's hint answers
//! where its creator allowed hints and is refused where not. Every wait is bounded (10 s).
//!
//! The snapshots are drawn at 80 x 24 in the three languages; a room's random code is shown
//! as `abcdefghijkmnpqr` (same width) and a port as five `9`s (Linux's ephemeral ports have
//! five digits).

use std::path::Path;
use std::time::Duration;

use ratatui::crossterm::event::KeyCode;

use crate::i18n::Message;
use crate::learner::seats::{SavedSeat, SeatChange, SeatFile};
use crate::net::client::Intent;
use crate::net::protocol::{SeatName, Side};
use crate::tests::tui_common::{LANGS, assert_whole_screen, config, draw, open, squeeze, tr};
use crate::tests::tui_play::{move_with_keys, play};
use crate::tests::tui_room::{
    app_in, hosted_in, join_in, l10n, moves, seat, server_at, shown, side, until,
};
use crate::tui::app::{App, HomeEntry, Opening, PlayStart, RemoteStart};

const CODE_MASK: &str = "abcdefghijkmnpqr";

/// The screen at 80 x 24 with the room's code and the port masked, checked whole.
fn masked(a: &mut App, lang: &str, code: &str, port: Option<u16>) -> String {
    let mut text = draw(a, 80, 24);
    assert_whole_screen(lang, (80, 24), &text);
    text = text.replace(code, CODE_MASK);
    if let Some(port) = port {
        let digits = port.to_string();
        text = text.replace(
            &format!(":{digits}"),
            &format!(":{}", "9".repeat(digits.len())),
        );
    }
    text
}

fn seats_in(dir: &Path) -> Vec<SavedSeat> {
    let store = crate::learner::progress::ProgressStore::at(dir.join("progress.json"));
    SeatFile::beside(&store, &mut Vec::new()).seats().to_vec()
}

/// `janggi-tutor join URL CODE --name NAME` in the data folder `dir`.
fn join_command(lang: &str, dir: &Path, url: &str, code: &str, name: &str) -> App {
    App::new(crate::tui::app::Config {
        store: crate::learner::progress::ProgressStore::at(dir.join("progress.json")),
        open: Opening::Play(PlayStart::Remote(RemoteStart {
            address: url.to_string(),
            intent: Intent::Join {
                room: code.to_string(),
                name: name.to_string(),
            },
            trust: Default::default(),
        })),
        ..config(lang)
    })
}

/// The part of "Alice is offline (0:35)" before the time, as the screen draws it.
fn offline_words(lang: &str, name: &str) -> String {
    let l = l10n(lang);
    let whole = l.format(
        &Message::new("net-offline-since")
            .arg("name", name.to_string())
            .arg("time", "@"),
    );
    shown(lang, whole.split('@').next().unwrap_or_default())
}

#[test]
fn a_closed_client_takes_its_seat_back_by_join_and_by_resume_in_three_languages() {
    for (lang, alice, bob) in [
        ("en", "Alice", "Bob"),
        ("zh", "小明", "小红"),
        ("ko", "민지", "서준"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let server = server_at("127.0.0.1:0".parse().unwrap(), dir.path());
        let url = format!("ws://{}/ws", server.addr());
        let (home_a, home_b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let (mut a, code) = hosted_in(app_in(lang, home_a.path()), lang, &url, alice);
        let mut b = join_in(app_in(lang, home_b.path()), &url, &code, bob);
        until(&mut [&mut b, &mut a], "the guest is seated", |b| {
            seat(b) == Some(SeatName::Han)
        });
        // A watcher, from the command line's way.
        let mut w = App::new(crate::tui::app::Config {
            open: Opening::Play(PlayStart::Remote(RemoteStart {
                address: url.clone(),
                intent: Intent::Watch { room: code.clone() },
                trust: Default::default(),
            })),
            ..config(lang)
        });
        until(&mut [&mut w, &mut a, &mut b], "the watcher is in", |w| {
            seat(w) == Some(SeatName::Spectator)
        });
        move_with_keys(&mut a, "b1", "c3");
        until(
            &mut [&mut b, &mut a, &mut w],
            "Cho's move on Han's screen",
            |b| moves(b) == 1,
        );
        move_with_keys(&mut b, "b10", "c8");
        until(
            &mut [&mut a, &mut b, &mut w],
            "Han's move on Cho's screen",
            |a| moves(a) == 2,
        );

        // Both seats are kept on disk, readable by their owner only.
        for (home, side) in [(&home_a, Side::Cho), (&home_b, Side::Han)] {
            let kept = seats_in(home.path());
            assert_eq!(kept.len(), 1, "{lang}: {kept:?}");
            assert_eq!((kept[0].room.as_str(), kept[0].side), (code.as_str(), side));
            assert_eq!(kept[0].server, url);
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                let meta = std::fs::metadata(home.path().join("seats.json")).unwrap();
                assert_eq!(meta.permissions().mode() & 0o777, 0o600, "{lang}");
            }
        }

        // Alice's client goes away mid-game. Han's and the watcher's screens say so, timed
        // from when they heard it (their clocks held still, then moved on by 35 s).
        b.advance_clock(Duration::ZERO);
        w.advance_clock(Duration::ZERO);
        drop(a);
        let words = offline_words(lang, alice);
        until(
            &mut [&mut b, &mut w],
            "Alice's absence on Han's screen",
            |b| side(b).contains(&words),
        );
        until(
            &mut [&mut w, &mut b],
            "Alice's absence on the watcher's",
            |w| side(w).contains(&words),
        );
        let l = l10n(lang);
        let away = shown(
            lang,
            &l.format(
                &Message::new("net-offline-since")
                    .arg("name", alice.to_string())
                    .arg("time", "0:35"),
            ),
        );
        for app in [&mut b, &mut w] {
            app.advance_clock(Duration::from_secs(35));
            app.tick();
            assert!(side(app).contains(&away), "{lang}\n{}", draw(app, 80, 24));
        }
        let text = masked(&mut b, lang, &code, None);
        insta::assert_snapshot!(format!("seat_opponent_offline_{lang}_80x24"), text);

        // `join URL CODE` in Alice's data folder takes her seat back, not a spectator's.
        let mut a = join_command(lang, home_a.path(), &url, &code, alice);
        until(&mut [&mut a, &mut b], "Alice is back in her seat", |a| {
            seat(a) == Some(SeatName::Cho) && moves(a) == 2
        });
        until(&mut [&mut b, &mut a], "Han sees her back", |b| {
            !side(b).contains(&words)
        });
        move_with_keys(&mut a, "h1", "g3");
        until(&mut [&mut b, &mut a], "her move reaches Han", |b| {
            moves(b) == 3
        });

        // Closed again; this time home → "Resume room game".
        drop(a);
        until(&mut [&mut b], "Alice gone again", |b| {
            side(b).contains(&words)
        });
        let mut a = app_in(lang, home_a.path());
        assert!(a.home_entries().contains(&HomeEntry::ResumeRoom), "{lang}");
        open(&mut a, HomeEntry::ResumeRoom);
        until(&mut [&mut a, &mut b], "Alice resumed her seat", |a| {
            seat(a) == Some(SeatName::Cho) && moves(a) == 3
        });
        move_with_keys(&mut b, "h10", "g8");
        until(&mut [&mut a, &mut b], "Han's move reaches her", |a| {
            moves(a) == 4
        });

        // The game ends (Han resigns): both kept seats are forgotten, the record is kept.
        b.press(KeyCode::Char('x'));
        b.press(KeyCode::Char('x'));
        until(&mut [&mut a, &mut b], "the result on Cho's screen", |a| {
            play(a).session().and_then(|s| s.end()).is_some()
        });
        until(&mut [&mut b, &mut a], "the result on Han's screen", |b| {
            play(b).session().and_then(|s| s.end()).is_some()
        });
        for home in [&home_a, &home_b] {
            assert!(seats_in(home.path()).is_empty(), "{lang}");
        }
        assert!(
            !app_in(lang, home_a.path())
                .home_entries()
                .contains(&HomeEntry::ResumeRoom)
        );
        drop(server);
    }
}

#[test]
fn home_offers_the_kept_room_game_in_three_languages() {
    for lang in LANGS {
        let home = tempfile::tempdir().unwrap();
        let store = crate::learner::progress::ProgressStore::at(home.path().join("progress.json"));
        let mut file = SeatFile::beside(&store, &mut Vec::new());
        file.apply(SeatChange::Keep(SavedSeat {
            server: "ws://192.168.1.20:8080/ws".into(),
            room: CODE_MASK.into(),
            side: Side::Han,
            name: "Bob".into(),
            token: "0123456789abcdef0123456789abcdef".into(),
            saved: 1,
        }))
        .unwrap();
        let mut a = app_in(lang, home.path());
        let entries = a.home_entries();
        // Beside the other games, on the first screen.
        let at = entries
            .iter()
            .position(|e| *e == HomeEntry::ResumeRoom)
            .expect("offered");
        assert!(at < entries.iter().position(|e| *e == HomeEntry::Play).unwrap());
        // Highlighted, not opened (nothing listens at its address).
        while a
            .top::<crate::tui::screens::home::HomeState>()
            .unwrap()
            .index
            < at
        {
            a.press(KeyCode::Down);
        }
        let text = draw(&mut a, 80, 24);
        assert_whole_screen(lang, (80, 24), &text);
        assert!(
            text.contains(&tr(lang, "home-resume-room")),
            "{lang}\n{text}"
        );
        assert!(text.contains(CODE_MASK), "{lang}\n{text}");
        insta::assert_snapshot!(format!("seat_home_resume_room_{lang}_80x24"), text);
    }
}

#[test]
fn a_lost_server_is_found_again_at_a_new_address_and_q_asks_first() {
    for lang in LANGS {
        let dir = tempfile::tempdir().unwrap();
        let server = server_at("127.0.0.1:0".parse().unwrap(), dir.path());
        let url = format!("ws://{}/ws", server.addr());
        let (home_a, home_b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let (mut a, code) = hosted_in(app_in(lang, home_a.path()), lang, &url, "Alice");
        let mut b = join_in(app_in(lang, home_b.path()), &url, &code, "Bob");
        until(&mut [&mut b, &mut a], "the guest is seated", |b| {
            seat(b) == Some(SeatName::Han)
        });
        move_with_keys(&mut a, "b1", "c3");
        until(&mut [&mut b, &mut a], "the move reaches Han", |b| {
            moves(b) == 1
        });

        // The server goes down and comes back on another port.
        drop(server);
        until(&mut [&mut a, &mut b], "Cho's screen offers r and a", |a| {
            a.screen_scopes().first() == Some(&crate::tui::keys::Scope::Offline)
        });
        let moved = server_at("127.0.0.1:0".parse().unwrap(), dir.path());
        let new_url = format!("ws://{}/ws", moved.addr());
        for app in [&mut a, &mut b] {
            until(&mut [&mut *app], "the keys offered", |app| {
                app.screen_scopes().first() == Some(&crate::tui::keys::Scope::Offline)
            });
            // `a` opens the input line with the old address; the new one is typed.
            app.press(KeyCode::Char('a'));
            assert!(app.input.is_some(), "{lang}");
            app.press(KeyCode::Esc);
            retype_address(app, &new_url);
        }
        until(&mut [&mut a, &mut b], "Cho back at the new address", |a| {
            seat(a) == Some(SeatName::Cho)
                && side(a).contains(&shown(lang, &tr(lang, "net-connected")))
        });
        until(&mut [&mut b, &mut a], "Han back at the new address", |b| {
            seat(b) == Some(SeatName::Han)
                && side(b).contains(&shown(lang, &tr(lang, "net-connected")))
        });
        move_with_keys(&mut b, "b10", "c8");
        until(&mut [&mut a, &mut b], "the game goes on", |a| moves(a) == 2);
        // The kept seat follows the server to its new address.
        assert_eq!(seats_in(home_a.path())[0].server, new_url, "{lang}");

        // `q` asks first, saying the clock keeps running; `n` stays, `y` leaves.
        a.press(KeyCode::Char('q'));
        let text = masked(&mut a, lang, &code, None);
        assert!(
            text.contains(&tr(lang, "net-leave-yes-no")),
            "{lang}\n{text}"
        );
        insta::assert_snapshot!(format!("seat_leave_asks_{lang}_80x24"), text);
        a.press(KeyCode::Char('n'));
        assert_eq!(a.screen_name(), "play");
        a.press(KeyCode::Char('q'));
        a.press(KeyCode::Char('y'));
        assert_eq!(a.screen_name(), "home", "{lang}");
        assert!(a.home_entries().contains(&HomeEntry::ResumeRoom), "{lang}");
        drop(moved);
    }
}

/// `a`, then the address typed over the old one, then Enter.
fn retype_address(app: &mut App, url: &str) {
    app.press(KeyCode::Char('a'));
    for _ in 0..60 {
        app.press(KeyCode::Backspace);
    }
    app.type_text(url);
    app.press(KeyCode::Enter);
}

#[test]
fn the_lost_connection_says_what_to_do_in_three_languages() {
    for lang in LANGS {
        let mut a = crate::tests::tui_room::unreachable(lang);
        let what = shown(lang, &tr(lang, "net-what-now"));
        assert!(
            side(&mut a).contains(&what),
            "{lang}\n{}",
            draw(&mut a, 80, 24)
        );
        let port = play(&a)
            .game
            .as_ref()
            .and_then(|g| g.remote.as_ref())
            .and_then(|r| r.address.rsplit(':').next())
            .and_then(|p| p.trim_end_matches("/ws").parse::<u16>().ok())
            .expect("the port");
        let text = masked(&mut a, lang, CODE_MASK, Some(port));
        insta::assert_snapshot!(format!("seat_connection_down_{lang}_80x24"), text);
    }
}

/// Home → "Play a friend" → host a room with hints allowed, as `name`, playing Cho.
fn host_with_hints(lang: &str, url: &str, name: &str) -> (App, String) {
    let mut a = crate::tests::tui_room::host_in_with(
        App::new(config(lang)),
        lang,
        url,
        name,
        &[KeyCode::Down, KeyCode::Down, KeyCode::Down, KeyCode::Right],
    );
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

#[test]
fn a_rooms_hint_answers_where_allowed_and_is_refused_where_not() {
    let dir = tempfile::tempdir().unwrap();
    let server = server_at("127.0.0.1:0".parse().unwrap(), dir.path());
    let url = format!("ws://{}/ws", server.addr());
    for lang in LANGS {
        // Allowed: Cho's `t` finds a move as on one screen; Han's is out of turn.
        let (mut a, code) = host_with_hints(lang, &url, "Alice");
        let mut b = join_in(App::new(config(lang)), &url, &code, "Bob");
        until(&mut [&mut b, &mut a], "the guest is seated", |b| {
            seat(b) == Some(SeatName::Han)
        });
        let allowed = shown(lang, &tr(lang, "net-hints-on-here"));
        until(&mut [&mut b, &mut a], "hints said to be allowed", |b| {
            side(b).contains(&allowed)
        });
        assert!(side(&mut a).contains(&allowed), "{lang}");
        a.press(KeyCode::Char('t'));
        until(&mut [&mut a, &mut b], "the hint", |a| {
            play(a).game.as_ref().is_some_and(|g| g.hint.is_some())
        });
        let hint = play(&a).game.as_ref().unwrap().hint.unwrap();
        assert!(
            play(&a).session().unwrap().position().is_legal(hint.mv),
            "{lang}"
        );
        b.press(KeyCode::Char('t'));
        assert!(play(&b).session().unwrap().pending().is_none(), "{lang}");
        // A spectator may ask too, for the side to move.
        let mut w = App::new(crate::tui::app::Config {
            open: Opening::Play(PlayStart::Remote(RemoteStart {
                address: url.clone(),
                intent: Intent::Watch { room: code.clone() },
                trust: Default::default(),
            })),
            ..config(lang)
        });
        until(
            &mut [&mut w, &mut a, &mut b],
            "the watcher sees hints allowed",
            |w| side(w).contains(&allowed),
        );
        w.press(KeyCode::Char('t'));
        until(&mut [&mut w, &mut a, &mut b], "the watcher's hint", |w| {
            play(w).game.as_ref().is_some_and(|g| g.hint.is_some())
        });
        // The hinted move is played like any other.
        move_with_keys(&mut a, &hint.mv.from.to_string(), &hint.mv.to.to_string());
        until(&mut [&mut b, &mut a], "the hinted move reaches Han", |b| {
            moves(b) == 1
        });

        // Not allowed (the form's default): `t` says so and searches nothing.
        let (mut c, code) = hosted_in(App::new(config(lang)), lang, &url, "Carol");
        let mut d = join_in(App::new(config(lang)), &url, &code, "Dan");
        until(&mut [&mut d, &mut c], "the second guest", |d| {
            seat(d) == Some(SeatName::Han)
        });
        let off = shown(lang, &tr(lang, "net-hints-off-here"));
        until(&mut [&mut c, &mut d], "hints said to be off", |c| {
            side(c).contains(&off)
        });
        c.press(KeyCode::Char('t'));
        let screen = draw(&mut c, 80, 24);
        assert!(
            squeeze(&screen).contains(&shown(lang, &tr(lang, "net-hints-off"))),
            "{lang}\n{screen}"
        );
        assert!(play(&c).session().unwrap().pending().is_none(), "{lang}");
    }
    drop(server);
}

/// Issue 66: `z` in a timed room game offers to pause the clock; the other player's `y` stops
/// it (both screens say so), and `z` starts it again.
#[test]
fn z_pauses_a_room_clock_by_agreement_and_starts_it_again() {
    use crate::net::protocol::{ClockSpec, SideChoice};
    let dir = tempfile::tempdir().unwrap();
    let server = server_at("127.0.0.1:0".parse().unwrap(), dir.path());
    let url = format!("ws://{}/ws", server.addr());
    let (home_a, home_b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let mut a = App::new(crate::tui::app::Config {
        store: crate::learner::progress::ProgressStore::at(home_a.path().join("progress.json")),
        open: Opening::Play(PlayStart::Remote(RemoteStart {
            address: url.clone(),
            intent: Intent::Create {
                rules: "janggi".into(),
                side: SideChoice::Cho,
                name: "Ana".into(),
                clock: Some(ClockSpec {
                    main_s: 600,
                    periods: 0,
                    period_s: 0,
                    increment_s: None,
                }),
                hints: false,
                open: false,
                class: None,
            },
            trust: Default::default(),
        })),
        ..config("en")
    });
    until(&mut [&mut a], "the host is seated", |a| {
        seat(a) == Some(SeatName::Cho)
    });
    let code = play(&a)
        .game
        .as_ref()
        .and_then(|g| g.remote.as_ref())
        .and_then(|r| r.room.clone())
        .expect("the room's code");
    let mut b = join_command("en", home_b.path(), &url, &code, "Bo");
    until(&mut [&mut b, &mut a], "the guest is seated", |b| {
        seat(b) == Some(SeatName::Han)
    });
    move_with_keys(&mut a, "b1", "c3");
    until(&mut [&mut b, &mut a], "Cho's move arrives", |b| {
        play(b).session().is_some_and(|s| s.moves().len() == 1)
    });
    let paused = |x: &App| {
        play(x)
            .game
            .as_ref()
            .and_then(|g| g.remote.as_ref())
            .is_some_and(|r| r.clock_paused)
    };
    a.press(KeyCode::Char('z'));
    until(&mut [&mut b, &mut a], "the offer reaches Han", |b| {
        draw(b, 100, 30).contains("offers to pause the clock")
    });
    assert!(!paused(&b));
    b.press(KeyCode::Char('y'));
    until(&mut [&mut a, &mut b], "the clock is paused", |a| paused(a));
    until(&mut [&mut b, &mut a], "both know", |b| paused(b));
    // Either player starts it again.
    a.press(KeyCode::Char('z'));
    until(&mut [&mut a, &mut b], "the clock runs again", |a| {
        !paused(a)
    });
}
