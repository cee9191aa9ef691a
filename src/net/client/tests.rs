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
    assert_eq!(parse_address("WSS://h:8443").unwrap().url, "wss://h:8443/ws");
    assert!(!a.tls);
    for web in ["https://example.org/ws", "http://example.org/ws"] {
        assert!(matches!(parse_address(web), Err(AddressError::Tls(_))), "{web}");
    }
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
                open: false,
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
                open: false,
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
