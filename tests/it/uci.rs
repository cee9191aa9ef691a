//! `janggi-tutor uci` as a subprocess, and the UCI client (`play::uci_client`) against it and
//! against fake engines (shell scripts) that die or answer illegal moves.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use janggi_tutor::play::session::{Event, GameOptions, Session};
use janggi_tutor::play::uci_client::{EngineError, UciEngine};
use janggi_tutor::rules::{Color, Move, RuleSet};
use janggi_tutor::search::Level;

const BIN: &str = env!("CARGO_BIN_EXE_janggi-tutor");

struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(BIN)
            .args(["--lang", "en", "--progress", "/nonexistent/p.json", "uci"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("binary runs");
        let stdin = child.stdin.take().unwrap();
        let out = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for l in BufReader::new(out).lines().map_while(Result::ok) {
                let _ = tx.send(l);
            }
        });
        Engine {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let l = self
                .lines
                .recv_timeout(Duration::from_secs(20))
                .unwrap_or_else(|_| panic!("no '{prefix}' after {seen:?}"));
            let done = l.starts_with(prefix);
            seen.push(l);
            if done {
                return seen;
            }
        }
    }

    fn bestmove(&mut self) -> Move {
        let lines = self.until("bestmove");
        lines.last().unwrap()["bestmove ".len()..]
            .trim()
            .parse()
            .unwrap()
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.child.wait();
    }
}

#[test]
fn handshake_lists_the_options() {
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until("uciok");
    assert!(lines[0].starts_with("id name janggi-tutor"));
    let variant = lines
        .iter()
        .find(|l| l.contains("name UCI_Variant"))
        .unwrap();
    for v in [
        "janggi",
        "janggitraditional",
        "janggimodern",
        "janggicasual",
        "basic",
    ] {
        assert!(variant.contains(&format!("var {v}")), "{variant}");
    }
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("option name Skill Level type spin"))
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("option name Hash type spin"))
    );
    e.send("isready");
    assert_eq!(e.until("readyok"), vec!["readyok"]);
}

#[test]
fn position_with_moves_and_passes_then_each_go_limit() {
    let mut e = Engine::start();
    e.send("setoption name UCI_Variant value janggi");
    // Han passes; Cho does not pass back (a double pass is counted, and Han's 1.5 bonus wins).
    e.send("position startpos moves b1c3 e9e9");
    e.send("go depth 2");
    let lines = e.until("bestmove");
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 2 score cp")),
        "{lines:?}"
    );
    let info = lines
        .iter()
        .find(|l| l.starts_with("info depth 1"))
        .unwrap();
    for field in ["nodes", "nps", "time", "pv"] {
        assert!(info.contains(field), "{info}");
    }
    e.send("go nodes 500");
    let m = e.bestmove();
    assert_ne!(m.to_string(), "");
    e.send("go movetime 50");
    e.bestmove();
    e.send("go wtime 2000 btime 2000 winc 10 binc 10");
    e.bestmove();
    // A mate is reported as one.
    e.send("position fen 4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1");
    e.send("go depth 3");
    let lines = e.until("bestmove");
    assert!(
        lines.iter().any(|l| l.contains("score mate 1")),
        "{lines:?}"
    );
    assert_eq!(lines.last().unwrap(), "bestmove b1b10");
}

#[test]
fn stop_ends_go_infinite() {
    let mut e = Engine::start();
    e.send("position startpos");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    e.send("isready");
    // Answered while searching.
    e.until("readyok");
    e.send("stop");
    let m = e.bestmove();
    assert!(janggi_tutor::rules::Position::start(RuleSet::Janggi).is_legal(m));
}

#[test]
fn bad_input_gets_an_info_string() {
    let mut e = Engine::start();
    for bad in [
        "frobnicate",
        "position startpos moves b1b5",
        "position fen not-a-fen",
        "position",
        "setoption name UCI_Variant value chess",
        "setoption name Colour value red",
        "go depth x",
    ] {
        e.send(bad);
        e.send("isready");
        let lines = e.until("readyok");
        assert!(
            lines.iter().any(|l| l.starts_with("info string error:")),
            "{bad}: {lines:?}"
        );
    }
    // Still works.
    e.send("position startpos moves b1c3");
    e.send("go depth 1");
    e.bestmove();
}

#[test]
fn client_plays_through_our_own_uci_engine() {
    let cmd = format!("{BIN} --progress /nonexistent/p.json uci");
    let mut engine = UciEngine::start(&cmd, RuleSet::JanggiModern).expect("starts");
    let start = janggi_tutor::rules::Position::start(RuleSet::JanggiModern);
    engine
        .go(&start.fen(), &[], Duration::from_millis(50))
        .unwrap();
    let m = engine.wait().unwrap();
    assert!(start.is_legal(m));

    // A whole session against it: the engine answers, the moves are legal.
    let mut s = Session::new(GameOptions {
        human: Color::Han,
        level: Level::new(1),
        rules: RuleSet::Janggi,
        engine: Some(cmd),
        seed: Some(5),
        ..GameOptions::default()
    });
    assert!(s.take_notices().is_empty());
    assert!(matches!(s.wait_computer(), Some(Event::ComputerMoved(_))));
    assert_eq!(s.moves().len(), 1);
}

fn script(dir: &tempfile::TempDir, name: &str, body: &str) -> String {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.path().join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path.to_string_lossy().into_owned()
}

/// A fake engine: answers the handshake, then `bestmove ANSWER` to every `go`.
fn fake_engine(dir: &tempfile::TempDir, name: &str, answer: &str) -> String {
    script(
        dir,
        name,
        &format!(
            r#"while read line; do
  case "$line" in
    uci) echo "id name fake"; echo uciok;;
    isready) echo readyok;;
    go*) {answer};;
    quit) exit 0;;
  esac
done
"#
        ),
    )
}

fn human_han(engine: String) -> Session {
    Session::new(GameOptions {
        human: Color::Han,
        level: Level::new(1),
        rules: RuleSet::Janggi,
        engine: Some(engine),
        seed: Some(1),
        ..GameOptions::default()
    })
}

#[test]
fn missing_engine_falls_back_to_the_built_in_opponent() {
    let err = UciEngine::start("/nonexistent/engine --flag", RuleSet::Janggi)
        .err()
        .unwrap();
    assert!(matches!(err, EngineError::Missing { .. }));
    let mut s = human_han("/nonexistent/engine".into());
    let notices = s.take_notices();
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].id, "engine-fallback");
    assert_eq!(s.engine(), None);
    // The built-in opponent moves.
    assert!(matches!(s.wait_computer(), Some(Event::ComputerMoved(_))));
}

#[test]
fn engine_that_dies_or_answers_illegal_moves() {
    let dir = tempfile::tempdir().unwrap();
    for (name, answer, id) in [
        ("dies", "exit 1", "engine-died"),
        ("illegal", "echo bestmove a1a9", "engine-bad-move"),
        ("garbage", "echo bestmove nonsense", "engine-bad-move"),
    ] {
        let mut s = human_han(fake_engine(&dir, name, answer));
        assert!(s.take_notices().is_empty(), "{name}");
        let Some(Event::EngineFailed(msg)) = s.wait_computer() else {
            panic!("{name}: expected a failure");
        };
        assert_eq!(msg.id, "engine-fallback");
        let Some(janggi_tutor::i18n::Arg::Msg(inner)) = msg.get("error") else {
            panic!("{name}: {msg:?}");
        };
        assert_eq!(inner.id, id, "{name}");
        // The game goes on with the built-in opponent.
        assert_eq!(s.engine(), None);
        assert!(
            matches!(s.wait_computer(), Some(Event::ComputerMoved(_))),
            "{name}"
        );
        assert!(s.is_human_turn());
    }
}

/// The handshake runs on its own thread: a slow engine does not hold up the session (or the
/// screen); its first move comes once it is ready.
#[test]
fn a_slow_engine_starts_in_the_background() {
    let dir = tempfile::tempdir().unwrap();
    let flag = dir.path().join("ready");
    let engine = script(
        &dir,
        "slow",
        &format!(
            r#"while read line; do
  case "$line" in
    uci) while [ ! -f "{}" ]; do sleep 0.02; done; echo uciok;;
    isready) echo readyok;;
    go*) echo bestmove c4c5;;
    quit) exit 0;;
  esac
done
"#,
            flag.display()
        ),
    );
    let mut s = human_han(engine.clone());
    // Still waiting for `uciok`: the session answers at once and says who the opponent is.
    assert!(s.take_notices().is_empty());
    assert_eq!(s.engine(), Some(engine.as_str()));
    for _ in 0..5 {
        assert_eq!(s.poll(), None);
    }
    assert!(s.moves().is_empty() && !s.is_thinking());
    std::fs::write(&flag, "").unwrap();
    assert_eq!(
        s.wait_computer(),
        Some(Event::ComputerMoved("c4c5".parse().unwrap()))
    );
    assert_eq!(s.engine(), Some(engine.as_str()));
}
