//! Load: N rooms play random legal games at once through the real protocol, against a room
//! server in this process (its own runtime and threads, a temporary data folder, every move
//! written to disk before it is acknowledged, as in production).
//!
//! `cargo bench --bench rooms -- 50 200 1000` (room counts; default 50 200). For each count it
//! prints the move round trip (send → the mover's `state` with the move) p50/p99/max, moves
//! per second, whether every acknowledged move is on disk (the server is dropped as if killed
//! and a new one started on its data folder), and the memory per room.
//!
//! A bench rather than a `tools/` program: it builds with the release profile, links the
//! library directly (no second crate) and runs where the other benches run.

use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use janggi_tutor::net::{Config, Server};
use janggi_tutor::rules::{Position, RuleSet};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;

/// Plies per game at most (a game that ends earlier stops there).
const PLIES: usize = 100;

type Ws = WebSocketStream<TcpStream>;

/// Addresses the clients connect from (127.0.0.2 up): the server's caps per address
/// (`max_per_ip` 64, `rooms_per_ip` 60 an hour) stay on, as in production, and each address
/// holds 1,000 rooms' clients / 50 = 40 connections and 20 rooms at most.
const ADDRESSES: u64 = 50;

async fn connect(addr: std::net::SocketAddr, from: u64) -> Ws {
    let socket = tokio::net::TcpSocket::new_v4().expect("socket");
    let local = std::net::Ipv4Addr::new(127, 0, 0, 2 + (from % ADDRESSES) as u8);
    socket
        .bind(std::net::SocketAddr::from((local, 0)))
        .expect("bind");
    let tcp = socket.connect(addr).await.expect("connect");
    tokio_tungstenite::client_async(format!("ws://{addr}/ws"), tcp)
        .await
        .expect("handshake")
        .0
}

async fn recv(ws: &mut Ws) -> Value {
    loop {
        match tokio::time::timeout(Duration::from_secs(30), ws.next()).await {
            Ok(Some(Ok(Message::Text(t)))) => return serde_json::from_str(&t).expect("JSON"),
            Ok(Some(Ok(_))) => {}
            other => panic!("connection lost: {other:?}"),
        }
    }
}

async fn until_state(ws: &mut Ws, plies: usize) -> Value {
    loop {
        let v = recv(ws).await;
        assert_ne!(v["type"], "error", "{v}");
        if v["type"] == "state" && v["moves"].as_array().map_or(0, Vec::len) == plies {
            return v;
        }
    }
}

/// One room: create, join, play; returns the round trips and the moves played.
async fn room(addr: std::net::SocketAddr, seed: u64) -> (Vec<Duration>, String, usize) {
    let mut a = connect(addr, seed).await;
    let mut b = connect(addr, seed).await;
    let send = |v: Value| Message::text(v.to_string());
    a.send(send(json!({"type":"create","side":"cho","name":"A"})))
        .await
        .unwrap();
    let code = loop {
        let v = recv(&mut a).await;
        if v["type"] == "joined" {
            break v["room"].as_str().unwrap().to_string();
        }
    };
    b.send(send(json!({"type":"join","room":code,"name":"B"})))
        .await
        .unwrap();
    until_state(&mut b, 0).await;
    until_state(&mut a, 0).await;
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut pos = Position::start(RuleSet::Janggi);
    let mut rtts = Vec::with_capacity(PLIES);
    let mut ply = 0;
    while ply < PLIES && !pos.is_game_over() {
        let legal = pos.legal_moves();
        let m = legal[rng.usize(..legal.len())];
        let (mover, other) = if ply.is_multiple_of(2) {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        let t = Instant::now();
        mover
            .send(send(json!({"type":"move","move":m.to_string(),"ply":ply})))
            .await
            .unwrap();
        until_state(mover, ply + 1).await;
        rtts.push(t.elapsed());
        until_state(other, ply + 1).await;
        pos = pos.play(m).unwrap();
        ply += 1;
    }
    (rtts, code, ply)
}

fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1).and_then(|n| n.parse().ok()))
        })
        .unwrap_or(0)
}

fn pct(sorted: &[Duration], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i].as_secs_f64() * 1000.0
}

fn run(n: usize) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), dir.path().to_path_buf());
    config.workers = 2;
    // The clients play without pause, far over a person's pace: the per-connection limit
    // (20 messages a second) would refuse them; this bench measures the server's throughput.
    // Every other limit is on, at its default (`docs/PROTOCOL.md`, "Operator protection").
    config.messages_per_second = 100_000;
    config.raise_nofile = true;
    let server = Server::bind(config).expect("server");
    let addr = server.addr();
    let clients = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let before = rss_kib();
    let start = Instant::now();
    let results = clients.block_on(async {
        let tasks: Vec<_> = (0..n)
            .map(|i| tokio::spawn(room(addr, i as u64 + 1)))
            .collect();
        let mut out = Vec::new();
        for t in tasks {
            out.push(t.await.expect("room task"));
        }
        out
    });
    let wall = start.elapsed();
    let peak = rss_kib();
    let mut all: Vec<Duration> = results.iter().flat_map(|r| r.0.iter().copied()).collect();
    all.sort();
    let moves = all.len();
    // Nothing lost: the server stopped as if killed, a new one started on its data folder
    // shows every room with exactly the moves that were acknowledged.
    drop(server);
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), dir.path().to_path_buf());
    config.workers = 2;
    let server = Server::bind(config).expect("server");
    let addr = server.addr();
    let lost = clients.block_on(async {
        let mut lost = 0;
        for (i, (_, code, plies)) in results.iter().enumerate() {
            let mut w = connect(addr, i as u64).await;
            w.send(Message::text(
                json!({"type":"watch","room":code}).to_string(),
            ))
            .await
            .unwrap();
            let state = loop {
                let v = recv(&mut w).await;
                if v["type"] == "state" || v["type"] == "error" {
                    break v;
                }
            };
            if state["moves"].as_array().map_or(0, Vec::len) != *plies {
                lost += 1;
            }
        }
        lost
    });
    drop(server);
    println!(
        "{n:>5} rooms: {moves} moves in {:.1} s ({:.0} moves/s), round trip p50 {:.2} ms, \
         p99 {:.2} ms, max {:.2} ms; rooms with a lost move: {lost}; RSS +{} KiB \
         ({:.0} KiB per room, clients included)",
        wall.as_secs_f64(),
        moves as f64 / wall.as_secs_f64(),
        pct(&all, 0.5),
        pct(&all, 0.99),
        pct(&all, 1.0),
        peak.saturating_sub(before),
        peak.saturating_sub(before) as f64 / n as f64,
    );
}

fn main() {
    let counts: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let counts = if counts.is_empty() {
        vec![50, 200]
    } else {
        counts
    };
    for n in counts {
        run(n);
    }
}
