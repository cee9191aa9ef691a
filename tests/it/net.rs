//! The room server through its protocol (`docs/PROTOCOL.md`): a server in-process on port 0,
//! real WebSocket clients.

use std::path::Path;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use janggi_tutor::net::{Config, Server};
use janggi_tutor::rules::{Move, Position, RuleSet};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;

use crate::common::run_cli;

pub(crate) fn start(data: &Path, tweak: impl FnOnce(&mut Config)) -> Server {
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), data.to_path_buf());
    config.workers = 2;
    tweak(&mut config);
    Server::bind(config).expect("the server starts")
}

pub(crate) struct Client {
    ws: WebSocketStream<TcpStream>,
}

impl Client {
    pub(crate) async fn connect(server: &Server) -> Client {
        let tcp = TcpStream::connect(server.addr()).await.unwrap();
        let url = format!("ws://{}/ws", server.addr());
        let (ws, _) = tokio_tungstenite::client_async(url, tcp).await.unwrap();
        Client { ws }
    }

    pub(crate) async fn send(&mut self, v: Value) {
        self.ws.send(Message::text(v.to_string())).await.unwrap();
    }

    /// The next message, or `None` when the server closed the connection.
    async fn next(&mut self) -> Option<Value> {
        loop {
            let m = tokio::time::timeout(Duration::from_secs(10), self.ws.next())
                .await
                .expect("the server answers in time");
            match m {
                Some(Ok(Message::Text(t))) => return Some(serde_json::from_str(&t).unwrap()),
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
                Some(Ok(_)) => {}
            }
        }
    }

    /// Skips messages until one of `kind` arrives.
    pub(crate) async fn until(&mut self, kind: &str) -> Value {
        loop {
            let v = self.next().await.expect("connection open");
            if v["type"] == kind {
                return v;
            }
        }
    }

    async fn error(&mut self, request: Value) -> String {
        self.send(request).await;
        let e = self.until("error").await;
        e["code"].as_str().unwrap().to_string()
    }

    /// Sends a move at the current ply and waits for the state that has it.
    pub(crate) async fn play(&mut self, mv: &str, ply: usize) -> Value {
        self.send(json!({"type":"move","move":mv,"ply":ply})).await;
        loop {
            let v = self.next().await.expect("connection open");
            assert_ne!(v["type"], "error", "{mv} at {ply}: {v}");
            if v["type"] == "state" && v["moves"].as_array().unwrap().len() == ply + 1 {
                return v;
            }
        }
    }
}

impl Client {
    /// Skips messages until a `state` with `plies` moves arrives.
    async fn state_with(&mut self, plies: usize) -> Value {
        loop {
            let s = self.until("state").await;
            if s["moves"].as_array().unwrap().len() == plies {
                return s;
            }
        }
    }
}

/// A room with Cho (`a`) and Han (`b`) seated; returns the code and both tokens.
pub(crate) async fn seated(server: &Server, clock: Value) -> (Client, Client, String, [String; 2]) {
    let mut a = Client::connect(server).await;
    a.send(json!({"type":"create","rules":"janggi","side":"cho","name":"Ana","clock":clock}))
        .await;
    let joined = a.until("joined").await;
    assert_eq!(joined["seat"], "cho");
    assert_eq!(joined["protocol"], 1);
    let code = joined["room"].as_str().unwrap().to_string();
    let ta = joined["token"].as_str().unwrap().to_string();
    let mut b = Client::connect(server).await;
    b.send(json!({"type":"join","room":code,"name":"Bo"})).await;
    let jb = b.until("joined").await;
    assert_eq!(jb["seat"], "han");
    let tb = jb["token"].as_str().unwrap().to_string();
    let st = b.until("state").await;
    assert_eq!(st["players"], json!({"cho":"Ana","han":"Bo"}));
    (a, b, code, [ta, tb])
}

#[tokio::test]
async fn seats_spectators_and_every_error_code() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), |_| {});
    let (mut a, mut b, code, [ta, _]) = seated(&server, Value::Null).await;
    assert_eq!(code.len(), 16);
    assert_eq!(ta.len(), 32);

    // A third joiner watches.
    let mut c = Client::connect(&server).await;
    c.send(json!({"type":"join","room":code,"name":"Cy"})).await;
    let jc = c.until("joined").await;
    assert_eq!(
        (jc["seat"].clone(), jc["token"].clone()),
        (json!("spectator"), Value::Null)
    );
    assert_eq!(
        c.error(json!({"type":"move","move":"b1c3","ply":0})).await,
        "not-a-player"
    );
    assert_eq!(c.error(json!({"type":"resign"})).await, "not-a-player");

    let mut lone = Client::connect(&server).await;
    assert_eq!(lone.error(json!({"type":"claim"})).await, "not-a-player");
    assert_eq!(
        lone.error(json!({"type":"join","room":"abcdefghijkmnpqr"}))
            .await,
        "no-such-room"
    );
    assert_eq!(
        lone.error(json!({"type":"watch","room":"../../etc"})).await,
        "no-such-room"
    );
    assert_eq!(
        lone.error(json!({"type":"rejoin","room":code,"token":"0".repeat(32)}))
            .await,
        "bad-token"
    );
    assert_eq!(lone.error(json!({"type":"dance"})).await, "bad-message");
    assert_eq!(
        lone.error(json!({"type":"create","rules":"chess"})).await,
        "bad-message"
    );

    assert_eq!(
        b.error(json!({"type":"move","move":"b10c8","ply":0})).await,
        "not-your-turn"
    );
    assert_eq!(
        a.error(json!({"type":"move","move":"b1c3","ply":5})).await,
        "stale"
    );
    a.send(json!({"type":"move","move":"b1b5","ply":0})).await;
    let e = a.until("error").await;
    assert_eq!(e["code"], "illegal-move");
    assert!(!e["message"].as_str().unwrap().is_empty());
    assert_eq!(
        a.error(json!({"type":"answer","what":"draw","accept":true}))
            .await,
        "no-offer"
    );
    assert_eq!(a.error(json!({"type":"claim"})).await, "nothing-to-claim");
    assert_eq!(
        a.error(json!({"type":"offer","what":"takeback"})).await,
        "nothing-to-take-back"
    );
    // After all these errors the connection still plays, and the spectator sees the move.
    a.play("b1c3", 0).await;
    let seen = loop {
        let s = c.until("state").await;
        if !s["moves"].as_array().unwrap().is_empty() {
            break s;
        }
    };
    assert_eq!(seen["moves"], json!(["b1c3"]));
    assert_eq!(
        a.error(json!({"type":"move","move":"b1c3","ply":0})).await,
        "stale"
    );
    b.send(json!({"type":"resign"})).await;
    let end = a.until("state").await;
    assert_eq!(
        end["result"],
        json!({"winner":"cho","reason":"resignation"})
    );
    assert_eq!(
        b.error(json!({"type":"move","move":"b10c8","ply":1})).await,
        "game-over"
    );
    // The finished game is kept as a .gib that the record reader accepts.
    let gib =
        std::fs::read_to_string(dir.path().join("games").join(format!("{code}.gib"))).unwrap();
    assert!(gib.contains("Ana") && gib.contains("Bo"), "{gib}");
    let rec = janggi_tutor::record::parse(&gib);
    assert_eq!(rec.moves.len(), 1);
}

#[tokio::test]
async fn a_full_game_matches_the_engine() {
    let dir = tempfile::tempdir().unwrap();
    // A test plays faster than people: above the default rate cap.
    let server = start(dir.path(), |c| c.messages_per_second = 1000);
    let (mut a, mut b, code, _) = seated(&server, Value::Null).await;
    let mut watcher = Client::connect(&server).await;
    watcher.send(json!({"type":"watch","room":code})).await;
    watcher.until("joined").await;
    let mut pos = Position::start(RuleSet::Janggi);
    let mut ply = 0usize;
    let mut last = Value::Null;
    while ply < 120 && !pos.is_game_over() {
        let legal = pos.legal_moves();
        let m: Move = legal[(ply * 7919 + 13) % legal.len()];
        let who = if ply.is_multiple_of(2) {
            &mut a
        } else {
            &mut b
        };
        last = who.play(&m.to_string(), ply).await;
        pos = pos.play(m).unwrap();
        assert_eq!(last["fen"], pos.fen(), "ply {ply}");
        ply += 1;
    }
    if last["result"].is_null() {
        a.send(json!({"type":"resign"})).await;
    }
    // The spectator ends with the same game.
    let final_state = loop {
        let s = watcher.until("state").await;
        if !s["result"].is_null() {
            break s;
        }
    };
    assert_eq!(final_state["moves"].as_array().unwrap().len(), ply);
    assert_eq!(final_state["fen"], pos.fen());
}

#[tokio::test]
async fn draw_takeback_and_claim() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), |_| {});
    let (mut a, mut b, _, _) = seated(&server, Value::Null).await;
    a.play("b1c3", 0).await;
    // A takeback asked right after one's move removes that move.
    a.send(json!({"type":"offer","what":"takeback"})).await;
    let offer = b.until("offer").await;
    assert_eq!(offer, json!({"type":"offer","what":"takeback","by":"cho"}));
    b.send(json!({"type":"answer","what":"takeback","accept":true}))
        .await;
    assert_eq!(a.until("answered").await["accept"], true);
    b.until("answered").await;
    let s = a.until("state").await;
    assert_eq!(s["moves"], json!([]));
    // A declined draw changes nothing; an accepted one ends the game.
    b.send(json!({"type":"offer","what":"draw"})).await;
    a.until("offer").await;
    a.send(json!({"type":"answer","what":"draw","accept":false}))
        .await;
    assert_eq!(b.until("answered").await["accept"], false);
    let mut ply = 0usize;
    for _ in 0..2 {
        for m in ["b1c3", "b10c8", "c3b1", "c8b10"] {
            let who = if ply.is_multiple_of(2) {
                &mut a
            } else {
                &mut b
            };
            who.play(m, ply).await;
            ply += 1;
        }
    }
    b.send(json!({"type":"claim"})).await;
    let s = loop {
        let s = a.until("state").await;
        if !s["result"].is_null() {
            break s;
        }
    };
    assert_eq!(s["result"]["reason"], "repetition");

    let (mut a, mut b, _, _) = seated(&server, Value::Null).await;
    a.send(json!({"type":"offer","what":"draw"})).await;
    b.until("offer").await;
    b.send(json!({"type":"answer","what":"draw","accept":true}))
        .await;
    let s = loop {
        let s = a.until("state").await;
        if !s["result"].is_null() {
            break s;
        }
    };
    assert_eq!(s["result"], json!({"winner":null,"reason":"agreement"}));
}

#[tokio::test]
async fn an_offer_is_withdrawn_by_its_maker_only() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), |_| {});
    let (mut a, mut b, _, _) = seated(&server, Value::Null).await;
    assert_eq!(
        a.error(json!({"type":"withdraw","what":"draw"})).await,
        "no-offer"
    );
    a.send(json!({"type":"offer","what":"draw"})).await;
    b.until("offer").await;
    // Not the other player's to withdraw.
    assert_eq!(
        b.error(json!({"type":"withdraw","what":"draw"})).await,
        "no-offer"
    );
    a.send(json!({"type":"withdraw","what":"draw"})).await;
    assert_eq!(
        b.until("withdrawn").await,
        json!({"type":"withdrawn","what":"draw","by":"cho"})
    );
    let s = b.until("state").await;
    assert!(s["offer"].is_null(), "{s}");
    // Too late to accept it now.
    assert_eq!(
        b.error(json!({"type":"answer","what":"draw","accept":true}))
            .await,
        "no-offer"
    );
    a.play("b1c3", 0).await;
}

#[tokio::test]
async fn the_server_decides_loss_on_time() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), |_| {});
    let clock = json!({"main_s":1,"periods":0,"period_s":0});
    let (mut a, _b, _, _) = seated(&server, clock).await;
    let s = loop {
        let s = a.until("state").await;
        if !s["result"].is_null() {
            break s;
        }
    };
    assert_eq!(s["result"], json!({"winner":"han","reason":"time"}));
    assert_eq!(s["clock"]["cho"]["main_ms"], 0);
    assert_eq!(
        a.error(json!({"type":"move","move":"b1c3","ply":0})).await,
        "game-over"
    );
}

#[tokio::test]
async fn killed_and_restarted_nothing_acknowledged_is_lost() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), |_| {});
    let (mut a, mut b, code, [ta, tb]) =
        seated(&server, json!({"main_s":600,"periods":3,"period_s":30})).await;
    let moves = ["b1c3", "b10c8", "h1g3", "h10g8"];
    for (ply, m) in moves.iter().enumerate() {
        let who = if ply.is_multiple_of(2) {
            &mut a
        } else {
            &mut b
        };
        who.play(m, ply).await;
    }
    drop(server);
    drop((a, b));
    let server = start(dir.path(), |_| {});
    assert!(server.skipped().is_empty());
    let mut a = Client::connect(&server).await;
    a.send(json!({"type":"rejoin","room":code,"token":ta}))
        .await;
    assert_eq!(a.until("joined").await["seat"], "cho");
    let s = a.until("state").await;
    assert_eq!(s["moves"], json!(moves));
    assert_eq!(s["clock"]["cho"]["periods"], 3);
    let mut b = Client::connect(&server).await;
    b.send(json!({"type":"rejoin","room":code,"token":tb}))
        .await;
    assert_eq!(b.until("joined").await["seat"], "han");
    a.play("a1a2", 4).await;
    b.play("a10a9", 5).await;
}

/// The seat `home`'s client keeps in `seats.json` (issue 66), once it is there (10 s at most).
async fn kept_seat(home: &Path) -> Value {
    let path = home.join("seats.json");
    for _ in 0..200 {
        if let Ok(text) = std::fs::read_to_string(&path)
            && let Ok(v) = serde_json::from_str::<Value>(&text)
            && v["seats"].as_array().is_some_and(|s| !s.is_empty())
        {
            return v["seats"][0].clone();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no seat kept in {}", path.display());
}

/// Skips states until one where `ok` holds (the server sends one after every change).
async fn state_where(c: &mut Client, ok: impl Fn(&Value) -> bool) -> Value {
    loop {
        let s = c.until("state").await;
        if ok(&s) {
            return s;
        }
    }
}

/// Issue 66: the program itself (`janggi-tutor join`, on a pseudo-terminal) is killed
/// (SIGKILL) mid-game; started again with `join URL CODE` it takes its own seat back from
/// the token it kept on disk (mode 0600), not a spectator's place, and its opponent sees it
/// go and come back in `online`.
#[tokio::test]
async fn a_killed_client_takes_its_seat_back_from_its_kept_token() {
    use std::ffi::OsStr;
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), |_| {});
    let url = format!("ws://{}/ws", server.addr());
    let home = tempfile::tempdir().unwrap();
    let progress = home.path().join("progress.json");
    let (master, slave) = crate::terminal::pty();
    let out = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let close = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    crate::terminal::reader(master, out, close.clone());
    let args = |more: &[&str]| {
        let mut v: Vec<std::ffi::OsString> = vec!["--lang".into(), "en".into(), "join".into()];
        v.extend(more.iter().map(|s| (*s).into()));
        v.extend(["--progress".into(), progress.clone().into_os_string()]);
        v
    };
    let first = args(&[&url, "--name", "Alice", "--side", "cho"]);
    let first: Vec<&OsStr> = first.iter().map(|s| s.as_os_str()).collect();
    let mut alice = crate::terminal::start_args(&slave, false, &first);
    let seat = kept_seat(home.path()).await;
    assert_eq!(
        (seat["side"].as_str(), seat["name"].as_str()),
        (Some("cho"), Some("Alice"))
    );
    assert_eq!(seat["server"], url.as_str());
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(home.path().join("seats.json"))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600, "{mode:o}");
    }
    let code = seat["room"].as_str().unwrap().to_string();
    let mut bo = Client::connect(&server).await;
    bo.send(json!({"type":"join","room":code,"name":"Bo"}))
        .await;
    assert_eq!(bo.until("joined").await["seat"], "han");
    state_where(&mut bo, |s| s["online"]["cho"] == true).await;

    alice.kill().unwrap();
    alice.wait().unwrap();
    state_where(&mut bo, |s| s["online"]["cho"] == false).await;

    let again = args(&[&url, &code]);
    let again: Vec<&OsStr> = again.iter().map(|s| s.as_os_str()).collect();
    let mut alice = crate::terminal::start_args(&slave, false, &again);
    let back = state_where(&mut bo, |s| s["online"]["cho"] == true).await;
    assert_eq!(back["players"], json!({"cho":"Alice","han":"Bo"}));
    // `online` counts seat holders only: she is seated again, and the game waits for Cho.
    assert_eq!(
        bo.error(json!({"type":"move","move":"b10c8","ply":0}))
            .await,
        "not-your-turn"
    );
    alice.kill().unwrap();
    alice.wait().unwrap();
    close.store(true, std::sync::atomic::Ordering::Relaxed);
}

/// Issue 66: the room's creator decides whether hints are allowed (`create`'s `hints`, off
/// when absent); every `state` says so, to players and spectators, and a restart keeps it.
#[tokio::test]
async fn hints_are_the_creators_choice_and_everyone_sees_it() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), |_| {});
    let (mut a, _b, _, _) = seated(&server, Value::Null).await;
    assert_eq!(a.until("state").await["hints"], false);

    let mut h = Client::connect(&server).await;
    h.send(json!({"type":"create","side":"cho","name":"Hana","hints":true}))
        .await;
    let code = h.until("joined").await["room"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(h.until("state").await["hints"], true);
    let mut g = Client::connect(&server).await;
    g.send(json!({"type":"join","room":code,"name":"Gil"}))
        .await;
    assert_eq!(g.until("state").await["hints"], true);
    let mut w = Client::connect(&server).await;
    w.send(json!({"type":"watch","room":code})).await;
    assert_eq!(w.until("state").await["hints"], true);
    h.play("b1c3", 0).await;

    drop(server);
    drop((h, g, w));
    let server = start(dir.path(), |_| {});
    let mut w = Client::connect(&server).await;
    w.send(json!({"type":"watch","room":code})).await;
    let s = w.until("state").await;
    assert_eq!(
        (s["hints"].clone(), s["moves"].clone()),
        (json!(true), json!(["b1c3"]))
    );
}

#[tokio::test]
async fn hostile_input_gets_errors_not_crashes() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), |c| c.messages_per_second = 20);
    let mut a = Client::connect(&server).await;
    // Garbage, and a binary frame: an error each, the connection stays.
    assert_eq!(a.error(json!("not an object")).await, "bad-message");
    a.ws.send(Message::text("{{{")).await.unwrap();
    assert_eq!(a.until("error").await["code"], "bad-message");
    a.ws.send(Message::binary(vec![0u8; 10])).await.unwrap();
    assert_eq!(a.until("error").await["code"], "bad-message");
    // A flood is cut down to the rate cap, then closed.
    for _ in 0..200 {
        let _ = a.ws.send(Message::text(r#"{"type":"claim"}"#)).await;
    }
    let mut limited = 0;
    while let Some(v) = a.next().await {
        if v["code"] == "rate-limited" {
            limited += 1;
        }
    }
    assert!(limited >= 50, "{limited} of 200 rate-limited");
    // A frame over 16 KiB: `too-large`, then the server closes.
    let mut h = Client::connect(&server).await;
    h.ws.send(Message::text("x".repeat(20_000))).await.unwrap();
    assert_eq!(h.next().await.unwrap()["code"], "too-large");
    assert!(h.next().await.is_none(), "closed after too-large");
    // The server still serves.
    let (mut a, _b, _, _) = seated(&server, Value::Null).await;
    a.play("b1c3", 0).await;
}

#[tokio::test]
async fn caps_and_expiry() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), |c| {
        c.max_rooms = 1;
        c.max_connections = 2;
        c.idle_expiry = Duration::from_millis(300);
        c.unplayed_expiry = Duration::from_millis(300);
    });
    let mut a = Client::connect(&server).await;
    a.send(json!({"type":"create","side":"random"})).await;
    let code = a.until("joined").await["room"]
        .as_str()
        .unwrap()
        .to_string();
    let mut b = Client::connect(&server).await;
    assert_eq!(b.error(json!({"type":"create"})).await, "server-full");
    let mut c = Client::connect(&server).await;
    assert_eq!(c.next().await.unwrap()["code"], "server-full");
    assert!(c.next().await.is_none());
    drop((a, b));
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let mut d = Client::connect(&server).await;
    assert_eq!(
        d.error(json!({"type":"watch","room":code})).await,
        "no-such-room"
    );
    assert!(
        !dir.path()
            .join("rooms")
            .join(format!("{code}.json"))
            .exists()
    );
}

#[tokio::test]
async fn an_expired_unfinished_game_is_kept_and_stays_gone_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), |c| c.idle_expiry = Duration::from_millis(300));
    let clock = json!({"main_s":600,"periods":3,"period_s":30});
    let (mut a, mut b, code, _) = seated(&server, clock).await;
    a.play("b1c3", 0).await;
    b.play("b10c8", 1).await;
    drop((a, b));
    let gib = dir.path().join("games").join(format!("{code}.gib"));
    for _ in 0..100 {
        if gib.exists() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let text = std::fs::read_to_string(&gib).expect("the unfinished game is kept");
    assert!(text.contains("[대국결과 \"미완료\"]"), "{text}");
    assert!(text.contains("[제한시간 \"10분 30초 3회\"]"), "{text}");
    assert_eq!(janggi_tutor::record::parse(&text).moves.len(), 2);
    let mut c = Client::connect(&server).await;
    assert_eq!(
        c.error(json!({"type":"watch","room":code})).await,
        "no-such-room"
    );
    // Killed and restarted: the expiry was acknowledged by the journal, the room stays gone.
    drop(server);
    let server = start(dir.path(), |_| {});
    assert!(server.skipped().is_empty(), "{:?}", server.skipped());
    let mut c = Client::connect(&server).await;
    assert_eq!(
        c.error(json!({"type":"watch","room":code})).await,
        "no-such-room"
    );
}

#[test]
fn serve_refuses_a_bad_address() {
    let (code, out, err) = run_cli(&["serve", "--addr", "here"]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("“here”"), "{err}");
}

#[test]
fn serve_prints_the_real_address_first() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_janggi-tutor"))
        .args(["serve", "--addr", "127.0.0.1:0", "--data"])
        .arg(dir.path())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().unwrap()),
        &mut line,
    )
    .unwrap();
    let _ = child.kill();
    let _ = child.wait();
    let rest = line
        .trim_end()
        .strip_prefix("listening on ws://127.0.0.1:")
        .and_then(|r| r.strip_suffix("/ws"))
        .unwrap_or_else(|| panic!("{line:?}"));
    assert!(rest.parse::<u16>().unwrap() > 0, "{line:?}");
}

/// A WebSocket client whose connection comes from `local` (another loopback address is
/// another IP address to the server).
async fn connect_from(server: &Server, local: &str) -> Client {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(format!("{local}:0").parse().unwrap()).unwrap();
    let tcp = socket.connect(server.addr()).await.unwrap();
    let url = format!("ws://{}/ws", server.addr());
    let (ws, _) = tokio_tungstenite::client_async(url, tcp).await.unwrap();
    Client { ws }
}

/// Every journal line written so far under `data`.
fn journal_lines(data: &Path) -> Vec<String> {
    let mut lines = Vec::new();
    for e in std::fs::read_dir(data.join("rooms")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "log") {
            let text = std::fs::read_to_string(&p).unwrap();
            lines.extend(text.lines().map(str::to_string));
        }
    }
    lines
}

#[tokio::test]
async fn one_addresss_flood_leaves_another_address_able_to_create_and_play() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), |c| {
        c.max_per_ip = 3;
        c.rooms_per_ip = 5;
    });
    // 127.0.0.1 opens connections up to its cap; the next is refused and closed.
    let mut flood = Vec::new();
    for _ in 0..3 {
        flood.push(connect_from(&server, "127.0.0.1").await);
    }
    let mut over = connect_from(&server, "127.0.0.1").await;
    assert_eq!(over.next().await.unwrap()["code"], "too-many-connections");
    assert!(over.next().await.is_none(), "closed after the refusal");
    // It creates rooms up to its hourly allowance, then is refused.
    let mut codes = Vec::new();
    for _ in 0..5 {
        flood[0].send(json!({"type":"create"})).await;
        codes.push(flood[0].until("joined").await["room"].clone());
    }
    assert_eq!(
        flood[1].error(json!({"type":"create"})).await,
        "too-many-rooms"
    );
    // Nothing of it was written to disk.
    assert!(
        journal_lines(dir.path()).is_empty(),
        "{:?}",
        journal_lines(dir.path())
    );
    // 127.0.0.2 still connects, creates, is joined and plays.
    let mut a = connect_from(&server, "127.0.0.2").await;
    a.send(json!({"type":"create","side":"cho","name":"Ana"}))
        .await;
    let code = a.until("joined").await["room"].clone();
    let mut b = connect_from(&server, "127.0.0.2").await;
    b.send(json!({"type":"join","room":code,"name":"Bo"})).await;
    assert_eq!(b.until("joined").await["seat"], "han");
    a.play("b1c3", 0).await;
    b.play("b10c8", 1).await;
    // A room with a move is written, in files only their owner may read.
    let lines = journal_lines(dir.path());
    assert_eq!(lines.len(), 2, "{lines:?}");
    use std::os::unix::fs::PermissionsExt;
    for e in std::fs::read_dir(dir.path().join("rooms")).unwrap() {
        let p = e.unwrap().path();
        let mode = std::fs::metadata(&p).unwrap().permissions().mode();
        assert_eq!(mode & 0o077, 0, "{} is {mode:o}", p.display());
    }
    // When the flood's connections close, its address may connect again.
    drop(flood);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut again = connect_from(&server, "127.0.0.1").await;
    assert_eq!(again.error(json!({"type":"claim"})).await, "not-a-player");
}

#[tokio::test]
async fn a_room_without_a_move_writes_nothing_and_expires_quickly() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), |c| {
        c.unplayed_expiry = Duration::from_millis(300);
        c.idle_expiry = Duration::from_secs(3600);
    });
    let (a, b, unplayed, _) = seated(&server, json!({"main_s":60})).await;
    let (mut c, mut d, played, _) = seated(&server, Value::Null).await;
    c.play("b1c3", 0).await;
    d.play("b10c8", 1).await;
    let lines = journal_lines(dir.path());
    assert!(
        lines.iter().all(|l| !l.contains(unplayed.as_str())),
        "{lines:?}"
    );
    assert!(lines.iter().any(|l| l.contains(played.as_str())));
    drop((a, b, c, d));
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let mut e = Client::connect(&server).await;
    assert_eq!(
        e.error(json!({"type":"watch","room":unplayed})).await,
        "no-such-room"
    );
    e.send(json!({"type":"watch","room":played})).await;
    assert_eq!(e.until("state").await["moves"], json!(["b1c3", "b10c8"]));
    assert!(
        journal_lines(dir.path())
            .iter()
            .all(|l| !l.contains(unplayed.as_str()))
    );
    // A restart does not bring the unplayed room back.
    drop(server);
    let server = start(dir.path(), |_| {});
    let mut e = Client::connect(&server).await;
    assert_eq!(
        e.error(json!({"type":"watch","room":unplayed})).await,
        "no-such-room"
    );
}

#[tokio::test]
async fn idle_sockets_are_closed_by_the_deadline() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), |c| c.idle_timeout = Duration::from_millis(400));
    let t0 = std::time::Instant::now();
    // A socket that never finishes the handshake.
    let mut raw = TcpStream::connect(server.addr()).await.unwrap();
    // A client in a room that never reads (so never answers the server's pings).
    let mut deaf = Client::connect(&server).await;
    deaf.send(json!({"type":"create"})).await;
    // A client in no room that answers pings but says nothing.
    let mut silent = Client::connect(&server).await;
    // A player who reads (and so answers pings) stays, however long it thinks.
    let (mut a, _b, _, _) = seated(&server, Value::Null).await;
    let mut pings = 0;
    while t0.elapsed() < Duration::from_millis(1500) {
        match tokio::time::timeout(Duration::from_millis(100), a.ws.next()).await {
            Ok(Some(Ok(Message::Ping(_)))) => pings += 1,
            Ok(Some(Ok(_))) | Err(_) => {}
            Ok(other) => panic!("the reading player was closed: {other:?}"),
        }
    }
    assert!(pings >= 1, "the server pings a quiet connection");
    a.play("b1c3", 0).await;
    let mut buf = [0u8; 64];
    let n = tokio::time::timeout(
        Duration::from_secs(5),
        tokio::io::AsyncReadExt::read(&mut raw, &mut buf),
    )
    .await
    .expect("the raw socket is closed")
    .unwrap_or(0);
    assert_eq!(n, 0, "no handshake, closed");
    while deaf.next().await.is_some() {}
    while silent.next().await.is_some() {}
    assert!(t0.elapsed() < Duration::from_secs(10));
}

#[tokio::test]
async fn a_restart_charges_the_think_time_and_refunds_only_the_downtime() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), |_| {});
    let (mut a, mut b, code, [ta, _]) = seated(&server, json!({"main_s":60})).await;
    a.play("b1c3", 0).await;
    b.play("b10c8", 1).await;
    // Cho thinks 2.5 s, then the server is killed, and is down for 1.5 s.
    tokio::time::sleep(Duration::from_millis(2500)).await;
    drop(server);
    drop((a, b));
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let server = start(dir.path(), |_| {});
    let mut a = Client::connect(&server).await;
    a.send(json!({"type":"rejoin","room":code,"token":ta}))
        .await;
    let s = a.until("state").await;
    let main = s["clock"]["cho"]["main_ms"].as_u64().unwrap();
    // Charged: the 2.5 s (less up to one half-second note of the server being alive).
    // Refunded: the 1.5 s it was down.
    assert!((56_900..=58_200).contains(&main), "Cho has {main} ms");
    assert_eq!(s["clock"]["running"], "cho");
}

#[tokio::test]
async fn a_pause_by_agreement_over_the_protocol() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), |_| {});
    let (mut a, mut b, _, _) = seated(&server, json!({"main_s":60})).await;
    assert_eq!(b.error(json!({"type":"resume"})).await, "pause-refused");
    b.send(json!({"type":"offer","what":"pause"})).await;
    assert_eq!(
        a.until("offer").await,
        json!({"type":"offer","what":"pause","by":"han"})
    );
    a.send(json!({"type":"answer","what":"pause","accept":true}))
        .await;
    let s = loop {
        let s = a.until("state").await;
        if s["clock"]["paused"] == true {
            break s;
        }
    };
    assert_eq!(s["clock"]["running"], Value::Null);
    let frozen = s["clock"]["cho"]["main_ms"].as_u64().unwrap();
    while b.until("state").await["clock"]["paused"] != true {}
    tokio::time::sleep(Duration::from_millis(600)).await;
    b.send(json!({"type":"resume"})).await;
    let s = loop {
        let s = b.until("state").await;
        if s["clock"]["paused"] == false {
            break s;
        }
    };
    assert_eq!(s["clock"]["running"], "cho");
    let after = s["clock"]["cho"]["main_ms"].as_u64().unwrap();
    assert!(
        after <= frozen && frozen - after < 300,
        "{frozen} then {after}: the pause was not charged"
    );
    a.play("b1c3", 0).await;
}

#[test]
fn serve_sizes_its_cap_from_the_open_file_limit_and_logs() {
    let dir = tempfile::tempdir().unwrap();
    // 64 files at most: 32 are kept for the server, so 32 connections.
    let mut child = std::process::Command::new("sh")
        .arg("-c")
        .arg("ulimit -n 64 && exec \"$0\" serve --addr 127.0.0.1:0 --log info --data \"$1\"")
        .arg(env!("CARGO_BIN_EXE_janggi-tutor"))
        .arg(dir.path())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().unwrap()),
        &mut line,
    )
    .unwrap();
    let url = line
        .trim()
        .strip_prefix("listening on ")
        .unwrap()
        .to_string();
    let addr: std::net::SocketAddr = url
        .strip_prefix("ws://")
        .and_then(|r| r.strip_suffix("/ws"))
        .unwrap()
        .parse()
        .unwrap();
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let (full, open) = rt.block_on(async {
        let mut open = Vec::new();
        let mut full = 0;
        for _ in 0..40 {
            let tcp = TcpStream::connect(addr).await.unwrap();
            let (mut ws, _) = tokio_tungstenite::client_async(url.clone(), tcp)
                .await
                .expect("every connection is accepted and answered");
            ws.send(Message::text(r#"{"type":"claim"}"#)).await.unwrap();
            let m = tokio::time::timeout(Duration::from_secs(10), ws.next())
                .await
                .unwrap();
            if let Some(Ok(Message::Text(t))) = m {
                let v: Value = serde_json::from_str(&t).unwrap();
                if v["code"] == "server-full" {
                    full += 1;
                }
            }
            open.push(ws);
        }
        (full, open.len())
    });
    let _ = child.kill();
    let _ = child.wait();
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
    assert_eq!(open, 40);
    assert_eq!(full, 8, "connections 33 to 40 are told server-full\n{err}");
    assert!(err.contains("connections at most 32"), "{err}");
    assert!(err.contains("server full"), "{err}");
}

// ---- The browser page and what protocol v1 gained for it (issue 69) ----------------------

/// One plain HTTP/1.1 request on its own connection: (status line, headers, body).
async fn http_get(server: &Server, path: &str) -> (String, String, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut tcp = TcpStream::connect(server.addr()).await.unwrap();
    let req = format!("GET {path} HTTP/1.1\r\nHost: {}\r\n\r\n", server.addr());
    tcp.write_all(req.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    tokio::time::timeout(Duration::from_secs(10), tcp.read_to_end(&mut raw))
        .await
        .expect("the server answers and closes")
        .unwrap();
    let text = String::from_utf8(raw).unwrap();
    let (head, body) = text.split_once("\r\n\r\n").expect("a head");
    let (status, headers) = head.split_once("\r\n").unwrap_or((head, ""));
    (status.to_string(), headers.to_string(), body.to_string())
}

fn header<'a>(headers: &'a str, name: &str) -> Option<&'a str> {
    headers.lines().find_map(|l| {
        let (k, v) = l.split_once(':')?;
        k.eq_ignore_ascii_case(name).then(|| v.trim())
    })
}

#[tokio::test]
async fn the_page_is_served_on_the_websocket_port_with_a_strict_csp() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), |_| {});
    let (status, headers, body) = http_get(&server, "/").await;
    assert_eq!(status, "HTTP/1.1 200 OK");
    assert!(
        header(&headers, "content-type")
            .unwrap()
            .starts_with("text/html")
    );
    let csp = header(&headers, "content-security-policy").expect("a CSP");
    for part in [
        "default-src 'self'",
        "script-src 'self'",
        "connect-src 'self' ws: wss:",
        "frame-ancestors 'none'",
    ] {
        assert!(csp.contains(part), "{csp}");
    }
    assert!(!csp.contains("unsafe-inline"), "{csp}");
    assert_eq!(header(&headers, "x-content-type-options"), Some("nosniff"));
    // The page runs only its own script file: no inline script or style, nothing from elsewhere.
    assert!(body.contains(r#"<script src="/assets/app.js""#), "{body}");
    assert!(
        !body.contains("<script>") && !body.contains("style="),
        "{body}"
    );
    assert!(
        !body.contains("http://") && !body.contains("https://"),
        "{body}"
    );

    // A room's link opens the same page; a path that is not a room code is not found.
    let code = {
        let mut c = Client::connect(&server).await;
        c.send(json!({"type":"create","name":"X"})).await;
        c.until("joined").await["room"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let (status, headers, room_page) = http_get(&server, &format!("/r/{code}")).await;
    assert_eq!(status, "HTTP/1.1 200 OK");
    assert!(header(&headers, "content-security-policy").is_some());
    assert_eq!(room_page, body);
    for bad in [
        "/r/short",
        "/r/../../etc/passwd",
        "/assets/../Cargo.toml",
        "/nope",
    ] {
        let (status, headers, _) = http_get(&server, bad).await;
        assert_eq!(status, "HTTP/1.1 404 Not Found", "{bad}");
        assert!(header(&headers, "content-security-policy").is_some());
    }
    let (status, headers, js) = http_get(&server, "/assets/app.js").await;
    assert_eq!(status, "HTTP/1.1 200 OK");
    assert!(
        header(&headers, "content-type")
            .unwrap()
            .starts_with("text/javascript")
    );
    // Nothing from the network becomes HTML: the script never writes markup.
    assert!(
        !js.contains("innerHTML")
            && !js.contains("outerHTML")
            && !js.contains("insertAdjacentHTML")
    );
    assert!(!js.contains("eval(") && !js.contains("document.write"));

    // The page's words, from the Fluent files, in each language.
    let (status, _, zh) = http_get(&server, "/i18n/zh.json").await;
    assert_eq!(status, "HTTP/1.1 200 OK");
    let zh: Value = serde_json::from_str(&zh).unwrap();
    assert_eq!(zh["lang"], "zh");
    assert_eq!(zh["messages"]["side-han"], "汉");
    assert_eq!(zh["messages"]["web-create"], "开房间");
    assert_eq!(zh["messages"]["web-room"], "房间 {code}");
    assert_eq!(
        zh["messages"]["net-error-no-such-room"],
        "没有这个房间号（或房间已过期）。"
    );
    let (_, _, ko) = http_get(&server, "/i18n/ko.json").await;
    let ko: Value = serde_json::from_str(&ko).unwrap();
    let (_, _, en) = http_get(&server, "/i18n/en.json").await;
    let en: Value = serde_json::from_str(&en).unwrap();
    let ids = |v: &Value| {
        v["messages"]
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect::<Vec<_>>()
    };
    assert_eq!(ids(&ko), ids(&en));
    assert_eq!(ids(&zh), ids(&en));
    assert_eq!(ko["messages"]["web-join"], "들어가기");
    assert_eq!(
        http_get(&server, "/i18n/fr.json").await.0,
        "HTTP/1.1 404 Not Found"
    );

    // The WebSocket still answers on /ws of the same port.
    let mut ws = Client::connect(&server).await;
    ws.send(json!({"type":"watch","room":code})).await;
    assert_eq!(ws.until("joined").await["seat"], "spectator");
}

#[tokio::test]
async fn state_carries_the_legal_moves_and_explain_answers_in_the_connections_language() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), |_| {});
    let mut a = Client::connect(&server).await;
    a.send(json!({"type":"create","side":"cho","name":"Ana","lang":"zh-CN"}))
        .await;
    let code = a.until("joined").await["room"]
        .as_str()
        .unwrap()
        .to_string();
    let st = a.until("state").await;
    let start = Position::start(RuleSet::Janggi);
    let mut want: Vec<String> = start
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    let mut got: Vec<String> = st["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect();
    want.sort();
    got.sort();
    assert_eq!(got, want);
    assert!(got.contains(&"a4a5".to_string()));

    // A refused try: the engine's id and its sentence in Chinese.
    a.send(json!({"type":"explain","move":"a1a5"})).await;
    let ex = a.until("explained").await;
    assert_eq!(ex["move"], "a1a5");
    assert_eq!(ex["legal"], false);
    assert_eq!(ex["reason"], "chariot-blocked");
    assert_eq!(ex["ply"], 0);
    assert_eq!(ex["text"], "车的路被 a4 上的棋子挡住了。");
    // A legal move says why it is legal.
    a.send(json!({"type":"explain","move":"b1c3"})).await;
    let ex = a.until("explained").await;
    assert_eq!(
        (ex["legal"].clone(), ex["reason"].clone()),
        (json!(true), Value::Null)
    );
    assert!(!ex["text"].as_str().unwrap().is_empty());
    // Not a move, or a position past the game: errors, and the connection goes on.
    assert_eq!(
        a.error(json!({"type":"explain","move":"zz"})).await,
        "bad-message"
    );
    assert_eq!(
        a.error(json!({"type":"explain","move":"a1a2","ply":3}))
            .await,
        "bad-message"
    );
    // Outside a room there is nothing to explain.
    let mut lone = Client::connect(&server).await;
    assert_eq!(
        lone.error(json!({"type":"explain","move":"a1a2"})).await,
        "no-such-room"
    );

    // The guest reads Korean, a spectator the default English; each gets the move list in
    // its own notation, and a spectator may ask too.
    let mut b = Client::connect(&server).await;
    b.send(json!({"type":"join","room":code,"name":"Bo","lang":"ko"}))
        .await;
    assert_eq!(b.until("joined").await["seat"], "han");
    let mut w = Client::connect(&server).await;
    w.send(json!({"type":"watch","room":code})).await;
    w.until("joined").await;
    a.play("a4a5", 0).await;
    let sb = b.state_with(1).await;
    let sw = w.state_with(1).await;
    assert_eq!(sb["notation"], json!(["71졸61"]));
    assert_eq!(sw["notation"], json!(["Pa5"]));
    assert_eq!(sb["to_move"], "han");
    assert!(sb["legal"].as_array().unwrap().contains(&json!("a7a6")));
    w.send(json!({"type":"explain","move":"b10b8","ply":0}))
        .await;
    let ex = w.until("explained").await;
    // In the start position it was Cho's move, so Han's horse could not go.
    assert_eq!(
        (ex["legal"].clone(), ex["reason"].clone()),
        (json!(false), json!("not-your-piece"))
    );
    assert!(ex["text"].as_str().unwrap().is_ascii(), "{ex}");
    b.send(json!({"type":"explain","move":"b10d9"})).await;
    let ex = b.until("explained").await;
    assert_eq!(ex["ply"], 1);
    assert!(
        ex["text"]
            .as_str()
            .unwrap()
            .chars()
            .any(|c| ('가'..='힣').contains(&c)),
        "{ex}"
    );
    // Once the game is over nobody has a legal move.
    b.send(json!({"type":"resign"})).await;
    let end = loop {
        let s = a.until("state").await;
        if !s["result"].is_null() {
            break s;
        }
    };
    assert_eq!(end["legal"], json!([]));
}
