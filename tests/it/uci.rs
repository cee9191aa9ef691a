//! `janggi-tutor uci` as a subprocess, and the UCI client (`play::uci_client`) against it
//! (the fake engines that flood, die or answer illegal moves are in `src/tests/play_engines.rs`).

use std::io::{BufRead, BufReader, Write};

use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use janggi_tutor::play::session::{Event, GameOptions, Session};
use janggi_tutor::play::uci_client::UciEngine;
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
    // A fixed move time is thought to its end (nothing is saved for later), not cut at three
    // fifths as a clock's budget is.
    let asked = std::time::Instant::now();
    e.send("go movetime 300");
    e.bestmove();
    assert!(
        asked.elapsed() >= Duration::from_millis(300),
        "{:?}",
        asked.elapsed()
    );
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

/// A byte that is not UTF-8 gets an info string and the protocol goes on (it used to end
/// the input silently); an over-long line is refused with the start of it quoted, not whole.
#[test]
fn uci_input_that_is_not_utf8_or_too_long_is_refused_and_the_rest_answered() {
    let mut e = Engine::start();
    e.stdin.write_all(b"isre\xffady\n").unwrap();
    e.send("isready");
    let lines = e.until("readyok");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string error:") && l.contains("not UTF-8")),
        "{lines:?}"
    );
    let mut long = b"position startpos moves ".to_vec();
    long.extend(std::iter::repeat_n(b'x', 1 << 20));
    long.push(b'\n');
    e.stdin.write_all(&long).unwrap();
    e.send("isready");
    let lines = e.until("readyok");
    let refused = lines
        .iter()
        .find(|l| l.contains("longer than"))
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert!(refused.len() < 400, "{} bytes echoed", refused.len());
    e.send("position startpos");
    e.send("go depth 1");
    e.bestmove();
}

/// `uci < /dev/zero`: one endless line, read within the cap (it used to grow until the memory
/// ran out and abort).
#[test]
fn uci_reading_dev_zero_stays_small() {
    let mut child = Command::new(BIN)
        .args(["--lang", "en", "--progress", "/nonexistent/p.json", "uci"])
        .stdin(std::fs::File::open("/dev/zero").unwrap())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap();
    let _ = child.kill();
    let _ = child.wait();
    let rss: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap();
    assert!(rss < 100 * 1024, "{rss} KiB after 1.5 s of /dev/zero");
}

/// The output of `uci` fed `input` and then the end of its input.
fn uci_until_eof(input: &str) -> Vec<String> {
    let mut child = Command::new(BIN)
        .args(["--lang", "en", "--progress", "/nonexistent/p.json", "uci"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// At the end of input, or at `quit` after `stop`, a running search still gives its move.
#[test]
fn uci_gives_the_move_of_a_running_search_before_leaving() {
    for input in [
        "position startpos\ngo depth 60\n",
        "position startpos\ngo infinite\n",
        "position startpos\ngo infinite\nstop\nquit\n",
        "position startpos\ngo infinite\nquit\n",
    ] {
        let lines = uci_until_eof(input);
        let best = lines
            .iter()
            .filter(|l| l.starts_with("bestmove "))
            .collect::<Vec<_>>();
        assert_eq!(best.len(), 1, "{input:?}: {lines:?}");
        let m: Move = best[0]["bestmove ".len()..].parse().unwrap();
        assert!(
            janggi_tutor::rules::Position::start(RuleSet::Janggi).is_legal(m),
            "{input:?}"
        );
    }
}

/// `go infinite` gives its move only after `stop`, even when it finds a mate and ends early.
#[test]
fn go_infinite_waits_for_stop_even_after_a_mate() {
    let mut e = Engine::start();
    e.send("position fen 4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(1500));
    e.send("isready");
    let lines = e.until("readyok");
    assert!(
        lines.iter().all(|l| !l.starts_with("bestmove")),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l.contains("score mate 1")),
        "{lines:?}"
    );
    e.send("stop");
    assert_eq!(e.bestmove().to_string(), "b1b10");
}

/// A `position` with a move that cannot be played is refused whole: `go` then says there is
/// no position, instead of searching the position before.
#[test]
fn a_refused_position_is_not_replaced_by_the_one_before() {
    let mut e = Engine::start();
    e.send("position startpos moves b1c3");
    e.send("position startpos moves b1c3 a10a1");
    e.send("go depth 1");
    let lines = e.until("bestmove");
    assert!(
        lines.iter().any(|l| l.contains("cannot be played")),
        "{lines:?}"
    );
    assert!(lines.iter().any(|l| l.contains("was not set")), "{lines:?}");
    assert!(lines.iter().any(|l| l.contains("no position")), "{lines:?}");
    assert_eq!(lines.last().unwrap(), "bestmove (none)");
    // A readable position is searched again.
    e.send("position startpos moves b1c3");
    e.send("go depth 1");
    e.bestmove();
}

/// `eval` gives the static evaluation for the side to move and the counted terms the weights
/// fit reads (tools/tune_eval.py); a chariot more shows in both.
#[test]
fn eval_prints_the_score_and_its_terms() {
    let mut e = Engine::start();
    let parse_all = |l: &str| -> (i32, bool, Vec<(usize, i32)>) {
        let f: Vec<&str> = l.split_whitespace().collect();
        assert_eq!(&f[..4], ["info", "string", "eval", "cp"], "{l}");
        assert_eq!(f[5], "phase");
        assert_eq!(f[7], "check");
        assert_eq!(f[9], "terms");
        let terms = f[10..]
            .iter()
            .map(|t| {
                let (i, n) = t.split_once(':').unwrap();
                (i.parse().unwrap(), n.parse().unwrap())
            })
            .collect();
        (f[4].parse().unwrap(), f[8] == "1", terms)
    };
    let parse = |l: &str| {
        let (cp, check, terms) = parse_all(l);
        assert!(!check, "{l}");
        (cp, terms)
    };
    e.send("position startpos");
    e.send("eval");
    let (start, terms) = parse(e.until("info string eval").last().unwrap());
    assert!(terms.is_empty(), "the start is symmetric: {terms:?}");
    // Han's left chariot is gone: Cho, to move, is a chariot up (material term 4, +1).
    e.send(
        "position fen 1nba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
    );
    e.send("eval");
    let (up, terms) = parse(e.until("info string eval").last().unwrap());
    assert!(up > start + 1000, "{up} vs {start}");
    assert!(terms.contains(&(4, 1)), "{terms:?}");
    // Han to move in the same position: the same score from the other side.
    e.send(
        "position fen 1nba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1",
    );
    e.send("eval");
    let (down, _) = parse(e.until("info string eval").last().unwrap());
    assert!(down < -1000, "{down}");
    // Cho to move in check from Han's chariot: flagged, so that the fit can leave it out.
    e.send("position fen 4k4/9/9/9/9/9/9/9/4r4/4K4 w - - 0 1");
    e.send("eval");
    let (_, check, _) = parse_all(e.until("info string eval").last().unwrap());
    assert!(check);
    e.send("quit");
}

/// A stopped search always answers, also when `go` follows at once (before its own report
/// came): two `go`, two `bestmove`, as Fairy-Stockfish gives (issue 68).
#[test]
fn a_stopped_search_answers_though_go_follows_at_once() {
    for input in [
        "position startpos\ngo infinite\nstop\ngo depth 1\nisready\n",
        "position startpos\ngo infinite\ngo depth 1\nisready\n",
        "position startpos\ngo infinite\nstop\nposition startpos\ngo depth 1\nisready\n",
    ] {
        let lines = uci_until_eof(input);
        let best: Vec<&String> = lines
            .iter()
            .filter(|l| l.starts_with("bestmove "))
            .collect();
        assert_eq!(best.len(), 2, "{input:?}: {lines:?}");
        for b in best {
            let m: Move = b["bestmove ".len()..].parse().unwrap();
            assert!(
                janggi_tutor::rules::Position::start(RuleSet::Janggi).is_legal(m),
                "{input:?}: {b}"
            );
        }
        assert!(lines.iter().any(|l| l == "readyok"), "{lines:?}");
    }
}
