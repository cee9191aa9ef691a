//! The client against a real server in-process on port 0.

use std::time::{Duration, Instant};

use super::*;
use crate::net::protocol::{SeatName, Side};
use crate::net::{Config, Server};

fn server(dir: &std::path::Path) -> Server {
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), dir.to_path_buf());
    config.workers = 1;
    Server::bind(config).expect("the server starts")
}

/// A client and the events it reported that no wait has looked at yet.
struct Probe {
    c: Client,
    unread: std::collections::VecDeque<ClientEvent>,
}

impl Probe {
    fn new(c: Client) -> Probe {
        Probe {
            c,
            unread: Default::default(),
        }
    }

    /// Reads events until `want` picks something out of one (those before it are skipped,
    /// those after it kept), or fails after 10 s.
    fn wait<T>(&mut self, mut want: impl FnMut(&ClientEvent) -> Option<T>) -> T {
        let until = Instant::now() + Duration::from_secs(10);
        while Instant::now() < until {
            self.unread.extend(self.c.poll());
            while let Some(e) = self.unread.pop_front() {
                if let Some(t) = want(&e) {
                    return t;
                }
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        panic!("the client did not report what was waited for in time");
    }
}

fn joined(e: &ClientEvent) -> Option<(String, SeatName, Option<String>)> {
    match e {
        ClientEvent::Msg(ServerMsg::Joined {
            room, seat, token, ..
        }) => Some((room.clone(), *seat, token.clone())),
        _ => None,
    }
}

fn moves_of(e: &ClientEvent) -> Option<usize> {
    match e {
        ClientEvent::Msg(ServerMsg::State(s)) => Some(s.moves.len()),
        _ => None,
    }
}

#[test]
fn addresses_are_checked_before_connecting() {
    let a = parse_address("ws://127.0.0.1:8080/ws").unwrap();
    assert_eq!(a.host_port, "127.0.0.1:8080");
    assert_eq!(a.url, "ws://127.0.0.1:8080/ws");
    let b = parse_address("localhost:9000").unwrap();
    assert_eq!(b.url, "ws://localhost:9000/ws");
    assert_eq!(
        parse_address("ws://example.org/ws").unwrap().host_port,
        "example.org:80"
    );
    let tls = parse_address("wss://example.org/ws").unwrap();
    assert_eq!(
        (tls.host_port.as_str(), tls.url.as_str(), tls.tls),
        ("example.org:443", "wss://example.org/ws", true)
    );
    assert_eq!(
        parse_address("WSS://h:8443").unwrap().url,
        "wss://h:8443/ws"
    );
    assert!(!a.tls);
    assert!(matches!(
        parse_address("https://example.org/ws"),
        Err(AddressError::Tls(_))
    ));
    for bad in [
        "",
        "ws://",
        "http://x/ws",
        "ws://host:99999/ws",
        "ws://a b/ws",
        "ws://u@h/ws",
    ] {
        assert!(
            matches!(parse_address(bad), Err(AddressError::Malformed(_))),
            "{bad:?}"
        );
    }
}

#[test]
fn an_unreachable_server_ends_in_a_clear_close_not_a_hang() {
    // A port nobody listens on: bind one, note it, free it.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let started = Instant::now();
    let mut c = Probe::new(
        Client::connect(
            &format!("ws://127.0.0.1:{port}/ws"),
            Intent::Watch {
                room: "nothing".into(),
            },
        )
        .unwrap(),
    );
    let reason = c.wait(|e| match e {
        ClientEvent::Status(Status::Closed(r)) => Some(r.clone()),
        _ => None,
    });
    assert!(matches!(reason, CloseReason::Unreachable(_)), "{reason:?}");
    assert!(started.elapsed() < CONNECT_TIMEOUT + Duration::from_secs(1));
    assert_eq!(c.c.send(ClientMsg::Resign), Err(SendError::Closed));
}

#[test]
fn two_clients_play_and_a_dropped_one_gets_its_seat_back() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(dir.path());
    let url = format!("ws://{}/ws", server.addr());
    let mut host = Probe::new(
        Client::connect(
            &url,
            Intent::Create {
                rules: "janggi".into(),
                side: SideChoice::Cho,
                name: "Alice".into(),
                clock: None,
                hints: false,
                open: false,
                class: None,
            },
        )
        .unwrap(),
    );
    let (room, seat, token) = host.wait(joined);
    assert_eq!(seat, SeatName::Cho);
    assert!(token.is_some());
    let mut guest = Probe::new(
        Client::connect(
            &url,
            Intent::Join {
                room: room.clone(),
                name: "Bob".into(),
            },
        )
        .unwrap(),
    );
    let (_, guest_seat, _) = guest.wait(joined);
    assert_eq!(guest_seat, SeatName::Han);
    host.wait(|e| match e {
        ClientEvent::Msg(ServerMsg::State(s)) if s.players.han.is_some() => Some(()),
        _ => None,
    });
    host.c
        .send(ClientMsg::Move {
            mv: "b1c3".into(),
            ply: 0,
        })
        .unwrap();
    guest.wait(|e| moves_of(e).filter(|n| *n == 1));

    // The guest's connection drops: it says so, comes back, and is Han again.
    guest.c.drop_connection();
    guest.wait(|e| matches!(e, ClientEvent::Status(Status::Reconnecting { .. })).then_some(()));
    let (again, seat_again, _) = guest.wait(joined);
    assert_eq!((again.as_str(), seat_again), (room.as_str(), SeatName::Han));
    // It can move for Han, and the host sees it.
    guest.wait(moves_of);
    guest
        .c
        .send(ClientMsg::Move {
            mv: "b10c8".into(),
            ply: 1,
        })
        .unwrap();
    let state = host.wait(|e| match e {
        ClientEvent::Msg(ServerMsg::State(s)) if s.moves.len() == 2 => Some(s.clone()),
        _ => None,
    });
    assert_eq!(state.to_move, Side::Cho);

    // The server goes away for good: the client says it reconnects, then gives up is not
    // waited for here; closing the handle ends it at once.
    drop(server);
    host.wait(|e| matches!(e, ClientEvent::Status(Status::Reconnecting { .. })).then_some(()));
    assert_eq!(host.c.send(ClientMsg::Resign), Err(SendError::Offline));
    host.c.close();
    let reason = host.wait(|e| match e {
        ClientEvent::Status(Status::Closed(r)) => Some(r.clone()),
        _ => None,
    });
    assert_eq!(reason, CloseReason::ByUser);
}

#[test]
fn a_room_code_nobody_has_is_an_error_and_the_connection_stays() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(dir.path());
    let mut c = Probe::new(
        Client::connect(
            &format!("ws://{}/ws", server.addr()),
            Intent::Join {
                room: "abcdefghijkmnpqr".into(),
                name: "Bob".into(),
            },
        )
        .unwrap(),
    );
    let code = c.wait(|e| match e {
        ClientEvent::Msg(ServerMsg::Error { code, .. }) => Some(*code),
        _ => None,
    });
    assert_eq!(code, ErrorCode::NoSuchRoom);
    assert!(!c.c.is_closed());
}

#[test]
fn a_server_gone_for_good_ends_in_lost_after_the_tries_run_out() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(dir.path());
    let retry = Retry {
        first: Duration::from_millis(10),
        longest: Duration::from_millis(40),
        tries: 3,
    };
    let mut c = Probe::new(
        Client::connect_retrying(
            &format!("ws://{}/ws", server.addr()),
            Intent::Create {
                rules: "janggi".into(),
                side: SideChoice::Cho,
                name: "Alice".into(),
                clock: None,
                hints: false,
                open: false,
                class: None,
            },
            retry,
            &Trust::default(),
        )
        .unwrap(),
    );
    c.wait(joined);
    drop(server);
    // Every failed try is reported with its number, then the client gives up with `Lost`
    // (not `Unreachable`: it was connected once) and sends nothing more.
    let mut attempts = Vec::new();
    let reason = c.wait(|e| match e {
        ClientEvent::Status(Status::Reconnecting { attempt }) => {
            attempts.push(*attempt);
            None
        }
        ClientEvent::Status(Status::Closed(r)) => Some(r.clone()),
        _ => None,
    });
    assert_eq!(reason, CloseReason::Lost);
    assert_eq!(attempts, [0, 1, 2, 3]);
    // The thread ends right after saying so.
    let until = Instant::now() + Duration::from_secs(5);
    while !c.c.is_closed() && Instant::now() < until {
        c.c.poll();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(c.c.send(ClientMsg::Resign), Err(SendError::Closed));
}

#[test]
fn the_pause_between_tries_doubles_up_to_its_longest() {
    let r = Retry::DEFAULT;
    let pauses: Vec<u128> = (1..=7).map(|n| r.pause(n).as_millis()).collect();
    assert_eq!(pauses, [250, 500, 1000, 2000, 4000, 4000, 4000]);
    let total: Duration = (1..=r.tries).map(|n| r.pause(n)).sum();
    // "About a minute" before giving up, as the docs say.
    assert!((50..=70).contains(&total.as_secs()), "{total:?}");
}

fn create(name: &str, open: bool) -> Intent {
    Intent::Create {
        rules: "janggi".into(),
        side: SideChoice::Cho,
        name: name.into(),
        clock: None,
        hints: false,
        open,
        class: None,
    }
}

fn closed(e: &ClientEvent) -> Option<CloseReason> {
    match e {
        ClientEvent::Status(Status::Closed(r)) => Some(r.clone()),
        _ => None,
    }
}

#[test]
fn wss_through_a_tls_front_with_a_self_signed_certificate_plays() {
    use crate::tests::tls_front::{cert_path, tls_front};
    let dir = tempfile::tempdir().unwrap();
    let server = server(dir.path());
    let front = tls_front(server.addr());
    let url = format!("wss://127.0.0.1:{}/ws", front.addr.port());
    let trust = Trust::from_ca_file(&cert_path()).unwrap();
    let mut host = Probe::new(
        Client::connect_retrying(&url, create("Alice", false), Retry::DEFAULT, &trust).unwrap(),
    );
    let (room, seat, _) = host.wait(joined);
    assert_eq!(seat, SeatName::Cho);
    // The guest on plain ws:// straight to the server: both reach the same room.
    let mut guest = Probe::new(
        Client::connect(
            &format!("ws://{}/ws", server.addr()),
            Intent::Join {
                room,
                name: "Bob".into(),
            },
        )
        .unwrap(),
    );
    guest.wait(joined);
    host.wait(|e| match e {
        ClientEvent::Msg(ServerMsg::State(s)) if s.players.han.is_some() => Some(()),
        _ => None,
    });
    host.c
        .send(ClientMsg::Move {
            mv: "b1c3".into(),
            ply: 0,
        })
        .unwrap();
    guest.wait(|e| moves_of(e).filter(|n| *n == 1));
    // A dropped TLS connection comes back through TLS and takes the seat again.
    host.c.drop_connection();
    let (_, again, _) = host.wait(joined);
    assert_eq!(again, SeatName::Cho);
}

#[test]
fn an_untrusted_or_misnamed_certificate_is_refused_at_once_and_said_why() {
    use crate::tests::tls_front::{cert_path, tls_front, tls_front_on};
    let dir = tempfile::tempdir().unwrap();
    let server = server(dir.path());
    let front = tls_front(server.addr());
    let url = format!("wss://127.0.0.1:{}/ws", front.addr.port());
    // Without --ca: nobody trusted signed it. No retry: the same certificate would come back.
    let started = Instant::now();
    let mut c = Probe::new(Client::connect(&url, create("Alice", false)).unwrap());
    let reason = c.wait(closed);
    assert_eq!(reason, CloseReason::Tls(TlsFailure::UnknownIssuer));
    assert!(started.elapsed() < CONNECT_TIMEOUT);
    assert_eq!(
        lobby::list_open_rooms(&url, &Trust::default()),
        Err(LobbyError::Tls(TlsFailure::UnknownIssuer))
    );
    // Trusted, but the address is not the certificate's (127.0.0.2).
    let trust = Trust::from_ca_file(&cert_path()).unwrap();
    let other = tls_front_on("127.0.0.2", server.addr());
    let url2 = format!("wss://127.0.0.2:{}/ws", other.addr.port());
    let mut c = Probe::new(
        Client::connect_retrying(&url2, create("Alice", false), Retry::DEFAULT, &trust).unwrap(),
    );
    assert_eq!(c.wait(closed), CloseReason::Tls(TlsFailure::WrongName));
    assert_eq!(lobby::probe(&url, &trust), Ok(()));
    // A plain server asked for TLS: a handshake failure, told as such.
    let plain = format!("wss://{}/ws", server.addr());
    assert!(matches!(
        lobby::probe(&plain, &trust),
        Err(LobbyError::Tls(TlsFailure::Other(_)))
    ));
}

#[test]
fn a_ca_file_that_cannot_be_used_is_told_before_connecting() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.pem");
    assert!(matches!(
        Trust::from_ca_file(&missing),
        Err(TrustError::Unreadable(p, _)) if p == missing
    ));
    let key = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/tls/key.pem");
    assert!(matches!(
        Trust::from_ca_file(&key),
        Err(TrustError::NoCertificate(_))
    ));
    let junk = dir.path().join("junk.pem");
    std::fs::write(
        &junk,
        "-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----\n",
    )
    .unwrap();
    assert!(matches!(
        Trust::from_ca_file(&junk),
        Err(TrustError::BadCertificate(_))
    ));
}

#[test]
fn the_lobby_lists_open_rooms_waiting_with_their_host_online_only() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(dir.path());
    let url = format!("ws://{}/ws", server.addr());
    let trust = Trust::default();
    assert_eq!(list_open_rooms(&url, &trust), Ok(Vec::new()));
    // A room open to anyone, one that is not, and a name with a direction override.
    let mut open = Probe::new(Client::connect(&url, create("Al\u{202e}ice", true)).unwrap());
    let (code, _, _) = open.wait(joined);
    let mut private = Probe::new(Client::connect(&url, create("Cy", false)).unwrap());
    private.wait(joined);
    let rooms = list_open_rooms(&url, &trust).unwrap();
    assert_eq!(rooms.len(), 1, "{rooms:?}");
    let r = &rooms[0];
    assert_eq!(
        (
            r.room.as_str(),
            r.host.as_str(),
            r.host_side,
            r.rules.as_str()
        ),
        (code.as_str(), "Alice", Side::Cho, "janggi")
    );
    assert_eq!(r.clock, None);
    assert!(r.waiting_s < 60);
    // Taken by a second player: no longer waiting.
    let mut guest = Probe::new(
        Client::connect(
            &url,
            Intent::Join {
                room: code.clone(),
                name: "Bob".into(),
            },
        )
        .unwrap(),
    );
    guest.wait(joined);
    assert_eq!(list_open_rooms(&url, &trust), Ok(Vec::new()));
    // A host who left is not waiting either.
    let mut gone = Probe::new(Client::connect(&url, create("Dee", true)).unwrap());
    gone.wait(joined);
    assert_eq!(list_open_rooms(&url, &trust).unwrap().len(), 1);
    gone.c.close();
    gone.wait(closed);
    let until = Instant::now() + Duration::from_secs(10);
    while !list_open_rooms(&url, &trust).unwrap().is_empty() {
        assert!(
            Instant::now() < until,
            "the room of a host who left stays listed"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    // The same list in the background, for a screen.
    let mut again = Probe::new(Client::connect(&url, create("Eve", true)).unwrap());
    again.wait(joined);
    let fetch = LobbyFetch::start(&url, &trust);
    let until = Instant::now() + Duration::from_secs(10);
    let answer = loop {
        if let Some(a) = fetch.poll() {
            break a;
        }
        assert!(Instant::now() < until);
        std::thread::sleep(Duration::from_millis(5));
    };
    assert_eq!(answer.unwrap()[0].host, "Eve");
}

#[test]
fn network_text_is_made_plain() {
    assert_eq!(
        lobby::safe_text("a\u{1b}[31mb\u{202e}c\u{2066}d\n"),
        "a[31mbcd"
    );
    assert_eq!(lobby::safe_text(&"가".repeat(60)).chars().count(), 40);
}

/// Issue 66: a new client given a kept token (`Intent::Rejoin`) takes that seat from its
/// first connection; a token the room does not know ends the client with the refusal.
#[test]
fn a_new_client_takes_a_kept_seat_back_with_its_token() {
    let dir = tempfile::tempdir().unwrap();
    let server = server(dir.path());
    let url = format!("ws://{}/ws", server.addr());
    let mut host = Probe::new(
        Client::connect(
            &url,
            Intent::Create {
                rules: "janggi".into(),
                side: SideChoice::Han,
                name: "Alice".into(),
                clock: None,
                hints: true,
                open: false,
                class: None,
            },
        )
        .unwrap(),
    );
    let (room, seat, token) = host.wait(joined);
    assert_eq!(seat, SeatName::Han);
    // The first client is gone (a crash closes its socket).
    drop(host);
    let mut again = Probe::new(
        Client::connect(
            &url,
            Intent::Rejoin {
                room: room.clone(),
                token: token.expect("a seat's token"),
            },
        )
        .unwrap(),
    );
    let (back, seat, _) = again.wait(joined);
    assert_eq!((back.as_str(), seat), (room.as_str(), SeatName::Han));
    let state = again.wait(|e| match e {
        ClientEvent::Msg(ServerMsg::State(s)) => Some(s.clone()),
        _ => None,
    });
    assert!(state.hints && state.online.han);

    let mut stranger = Probe::new(
        Client::connect(
            &url,
            Intent::Rejoin {
                room,
                token: "0".repeat(32),
            },
        )
        .unwrap(),
    );
    let reason = stranger.wait(|e| match e {
        ClientEvent::Status(Status::Closed(r)) => Some(r.clone()),
        _ => None,
    });
    assert_eq!(reason, CloseReason::Refused(ErrorCode::BadToken));
}
