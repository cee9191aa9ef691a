//! The play session with external engines (fake UCI engines written as shell scripts): the
//! fallback to the built-in opponent, engines that die, answer illegal moves, start slowly,
//! flood their output or ignore `quit` — the screen is never blocked and no engine outlives
//! the session. (The `uci` verb itself, as a subprocess, is tested in `tests/it/uci.rs`.)

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::play::session::{Event, GameOptions, Session};
use crate::play::uci_client::{EngineError, UciEngine};
use crate::rules::{Color, RuleSet};
use crate::search::Level;

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
        let Some(crate::i18n::Arg::Msg(inner)) = msg.get("error") else {
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

/// The handshake is moved on by `poll` without waiting: a slow engine does not hold up the session (or the
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

/// A fake engine that writes its process id to `pid` first, then runs `body`.
fn engine_with_pid(dir: &tempfile::TempDir, name: &str, body: &str) -> (String, PathBuf) {
    let pid = dir.path().join(format!("{name}.pid"));
    let cmd = script(dir, name, &format!("echo $$ > '{}'\n{body}", pid.display()));
    (cmd, pid)
}

/// The engine's process id, once it has written it.
fn pid_of(file: &Path) -> u32 {
    for _ in 0..500 {
        if let Ok(text) = std::fs::read_to_string(file)
            && let Ok(pid) = text.trim().parse()
        {
            return pid;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("the fake engine did not start");
}

fn running(pid: u32) -> bool {
    Path::new(&format!("/proc/{pid}")).exists()
}

/// Polls the session as the play screen does (one call per tick) until `done` says so or
/// `limit` passes. Returns the event, the time taken and the longest single `poll`.
fn tick_until(
    s: &mut Session,
    limit: Duration,
    mut done: impl FnMut(&Event) -> bool,
) -> (Option<Event>, Duration, Duration) {
    let start = Instant::now();
    let mut longest = Duration::ZERO;
    while start.elapsed() < limit {
        let t = Instant::now();
        let e = s.poll();
        longest = longest.max(t.elapsed());
        if let Some(e) = e
            && done(&e)
        {
            return (Some(e), start.elapsed(), longest);
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    (None, start.elapsed(), longest)
}

fn failure_id(e: &Event) -> Option<String> {
    let Event::EngineFailed(msg) = e else {
        return None;
    };
    match msg.get("error") {
        Some(crate::i18n::Arg::Msg(inner)) => Some(inner.id.to_string()),
        _ => None,
    }
}

const HANDSHAKE_OK: &str = r#"    uci) echo uciok;;
    isready) echo readyok;;"#;

/// An engine that floods its output during the handshake: the deadline is kept by the clock
/// (it never answers `uciok`, so it times out), each tick returns at once, and the engine
/// is gone once dropped.
#[test]
fn an_engine_flooding_its_handshake_times_out_by_the_clock() {
    let dir = tempfile::tempdir().unwrap();
    let (cmd, pid) = engine_with_pid(
        &dir,
        "flood-uci",
        "read line\nexec yes 'info string chatter chatter chatter'\n",
    );
    let mut s = human_han(cmd);
    let pid = pid_of(&pid);
    let limit = crate::play::uci_client::HANDSHAKE_TIMEOUT + Duration::from_secs(5);
    let (event, took, longest) = tick_until(&mut s, limit, |e| failure_id(e).is_some());
    let event = event.expect("the flooding engine times out");
    assert_eq!(failure_id(&event).as_deref(), Some("engine-timeout"));
    assert!(took < limit, "{took:?}");
    assert!(
        longest < Duration::from_millis(500),
        "one tick took {longest:?}"
    );
    // The engine was dropped with the failure: its process is gone, and the built-in
    // opponent plays.
    assert!(!running(pid), "the engine still runs");
    assert!(matches!(s.wait_computer(), Some(Event::ComputerMoved(_))));
}

/// `q` during the handshake: the session owns the engine, so dropping it ends the process
/// at once (it was owned by a detached thread until the handshake's timeout).
#[test]
fn quitting_during_the_handshake_ends_the_engine() {
    let dir = tempfile::tempdir().unwrap();
    // Never answers, ignores `quit` and SIGTERM.
    let (cmd, pid) = engine_with_pid(
        &dir,
        "mute",
        "trap '' TERM\nwhile read line; do :; done\nwhile :; do sleep 1; done\n",
    );
    let mut s = human_han(cmd);
    let pid = pid_of(&pid);
    assert_eq!(s.poll(), None);
    assert!(running(pid));
    drop(s);
    assert!(!running(pid), "the engine outlived its session");
}

/// An engine that floods `info` lines on `go`, or prints `/dev/zero` (no line end): each
/// tick returns at once, the move's deadline (move time + grace) is kept by the clock, the
/// memory stays flat, the engine is ended and the built-in opponent plays on.
#[test]
fn an_engine_flooding_its_search_times_out_and_is_ended() {
    let dir = tempfile::tempdir().unwrap();
    for (name, flood) in [
        (
            "flood-go",
            "exec yes 'info depth 1 score cp 0 nodes 1 pv a1a2'",
        ),
        ("zero-go", "exec cat /dev/zero"),
    ] {
        let (cmd, pid) = engine_with_pid(
            &dir,
            name,
            &format!(
                "while read line; do\n  case \"$line\" in\n{HANDSHAKE_OK}\n    go*) {flood};;\n  esac\ndone\n"
            ),
        );
        let rss_before = rss_kib();
        let mut s = human_han(cmd);
        let pid = pid_of(&pid);
        let limit =
            Level::new(1).movetime() + crate::play::uci_client::GRACE + Duration::from_secs(5);
        let (event, _, longest) = tick_until(&mut s, limit, |e| failure_id(e).is_some());
        let event = event.unwrap_or_else(|| panic!("{name}: no timeout"));
        assert_eq!(
            failure_id(&event).as_deref(),
            Some("engine-timeout"),
            "{name}"
        );
        assert!(
            longest < Duration::from_millis(500),
            "{name}: a tick took {longest:?}"
        );
        assert!(!running(pid), "{name}: the engine still runs");
        // Unbounded, /dev/zero alone grew the client by about 250 MB a second.
        let grown = rss_kib().saturating_sub(rss_before);
        assert!(grown < 200 * 1024, "{name}: grew by {grown} KiB");
        assert!(
            matches!(s.wait_computer(), Some(Event::ComputerMoved(_))),
            "{name}"
        );
    }
}

/// A byte that is not UTF-8 (Latin-1 `é` in the engine's name) does not end the engine.
#[test]
fn a_latin1_byte_from_an_engine_is_not_its_end() {
    let dir = tempfile::tempdir().unwrap();
    let cmd = script(
        &dir,
        "latin1",
        r#"while read line; do
  case "$line" in
    uci) printf 'id name caf\351\n'; echo uciok;;
    isready) echo readyok;;
    go*) echo bestmove c4c5;;
  esac
done
"#,
    );
    let mut s = human_han(cmd);
    assert_eq!(
        s.wait_computer(),
        Some(Event::ComputerMoved("c4c5".parse().unwrap()))
    );
}

/// This process's resident memory.
fn rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// An engine that dies on its first `go` (the learner plays Han, so the AI opens): the built-in
/// opponent moves at once, and the reason the engine was dropped stays on the play screen with
/// that move (it was replaced by "The AI played …" a moment after).
#[test]
fn the_reason_an_engine_was_dropped_stays_until_the_next_key() {
    use crate::tests::tui_common::{config, draw};
    use crate::tests::tui_play::{play, settle};
    use crate::tui::app::{App, Config, Opening, PlayStart};
    use ratatui::crossterm::event::KeyCode;
    let dir = tempfile::tempdir().unwrap();
    let options = GameOptions {
        human: Color::Han,
        level: Level::new(1),
        rules: RuleSet::Janggi,
        engine: Some(fake_engine(&dir, "dies", "exit 1")),
        seed: Some(1),
        ..GameOptions::default()
    };
    let mut a = App::new(Config {
        open: Opening::Play(PlayStart::Setup(options)),
        ..config("en")
    });
    for _ in 0..play(&a).form.rows().len() {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Enter);
    let end = Instant::now() + Duration::from_secs(60);
    while play(&a).session().is_none_or(|s| !s.is_human_turn()) {
        assert!(Instant::now() < end, "the built-in opponent did not move");
        settle(&mut a);
        std::thread::sleep(Duration::from_millis(5));
    }
    let ids = |a: &App| -> Vec<String> {
        let note = play(a).game.as_ref().unwrap().note.as_ref();
        note.map(|n| n.lines.iter().map(|m| m.id.to_string()).collect())
            .unwrap_or_default()
    };
    assert_eq!(ids(&a), ["engine-fallback", "play-ai-moved"]);
    let screen = draw(&mut a, 120, 40);
    assert!(
        screen.contains("The built-in opponent plays on"),
        "{screen}"
    );
}
