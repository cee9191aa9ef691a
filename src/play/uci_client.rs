//! A UCI client: runs any UCI Janggi engine (Fairy-Stockfish, or `janggi-tutor uci`) as the
//! opponent. It sets `UCI_Variant`, sends `position fen ... moves ...` and `go movetime`, and
//! reads `bestmove` without blocking; the engine's lines are read on their own thread. Every
//! failure (missing command, dead or silent engine) is an [`EngineError`] with a message; the
//! session checks the move's legality itself.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::time::{Duration, Instant};

use crate::i18n::Message;
use crate::rules::{Move, RuleSet};

/// How long the engine may take to answer `uci` and `isready`.
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);
/// How much longer than the move time the engine may take to answer `go`.
pub const GRACE: Duration = Duration::from_secs(3);

/// Why an external engine cannot go on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// The command line was empty.
    NoCommand,
    /// The program could not be started (not found, not executable).
    Missing { command: String, detail: String },
    /// The engine's output ended (it exited or crashed).
    Died { command: String },
    /// No answer in time.
    Timeout {
        command: String,
        waiting_for: &'static str,
    },
    /// It answered something that is not a move, or a move that is illegal here.
    BadMove { command: String, answer: String },
}

impl EngineError {
    pub fn message(&self) -> Message {
        match self {
            EngineError::NoCommand => Message::new("engine-no-command"),
            EngineError::Missing { command, detail } => Message::new("engine-missing")
                .arg("command", command.clone())
                .arg("detail", detail.clone()),
            EngineError::Died { command } => {
                Message::new("engine-died").arg("command", command.clone())
            }
            EngineError::Timeout {
                command,
                waiting_for,
            } => Message::new("engine-timeout")
                .arg("command", command.clone())
                .arg("answer", *waiting_for),
            EngineError::BadMove { command, answer } => Message::new("engine-bad-move")
                .arg("command", command.clone())
                .arg("answer", answer.clone()),
        }
    }
}

/// A running UCI engine.
pub struct UciEngine {
    command: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// When the pending `go` must have been answered.
    deadline: Option<Instant>,
}

impl UciEngine {
    /// Starts `command` (program and arguments separated by spaces), does the UCI handshake and
    /// selects the rule set's variant (`basic` for ours, which only janggi-tutor knows).
    /// Whether the command's program can be found (a path that is a file, or a name on
    /// `PATH`), without running it: a quick check for the Settings screen.
    pub fn program_found(command: &str) -> bool {
        let Some(program) = command.split_whitespace().next() else {
            return false;
        };
        let path = std::path::Path::new(program);
        if path.components().count() > 1 {
            return path.is_file();
        }
        std::env::var_os("PATH")
            .is_some_and(|dirs| std::env::split_paths(&dirs).any(|d| d.join(program).is_file()))
    }

    /// Starts the engine and does the handshake (up to [`HANDSHAKE_TIMEOUT`] per step).
    pub fn start(command: &str, rules: RuleSet) -> Result<UciEngine, EngineError> {
        let mut engine = UciEngine::spawn(command)?;
        engine.handshake(rules)?;
        Ok(engine)
    }

    /// Starts the engine's process only: a missing program fails here, at once. The play
    /// session then runs [`UciEngine::handshake`] on a thread so the screen never waits.
    pub fn spawn(command: &str) -> Result<UciEngine, EngineError> {
        let mut words = command.split_whitespace();
        let program = words.next().ok_or(EngineError::NoCommand)?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| EngineError::Missing {
                command: command.to_string(),
                detail: e.to_string(),
            })?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(UciEngine {
            command: command.to_string(),
            child,
            stdin,
            lines,
            deadline: None,
        })
    }

    /// `uci`, the variant, `isready`: the engine is ready to play `rules`.
    pub fn handshake(&mut self, rules: RuleSet) -> Result<(), EngineError> {
        self.send("uci")?;
        self.wait_for("uciok", HANDSHAKE_TIMEOUT)?;
        let variant = rules.fairy_stockfish_name().unwrap_or(rules.id());
        self.send(&format!("setoption name UCI_Variant value {variant}"))?;
        self.send("isready")?;
        self.wait_for("readyok", HANDSHAKE_TIMEOUT)
    }

    pub fn command(&self) -> &str {
        &self.command
    }

    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|_| EngineError::Died {
                command: self.command.clone(),
            })
    }

    fn wait_for(&mut self, token: &'static str, timeout: Duration) -> Result<(), EngineError> {
        let end = Instant::now() + timeout;
        loop {
            let left = end.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(l) if l.trim() == token => return Ok(()),
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => {
                    return Err(EngineError::Timeout {
                        command: self.command.clone(),
                        waiting_for: token,
                    });
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(EngineError::Died {
                        command: self.command.clone(),
                    });
                }
            }
        }
    }

    /// Asks for a move in the position reached by `moves` from `fen`, within `movetime`.
    pub fn go(&mut self, fen: &str, moves: &[Move], movetime: Duration) -> Result<(), EngineError> {
        // Drop anything left from an earlier search.
        while self.lines.try_recv().is_ok() {}
        let mut pos = format!("position fen {fen}");
        if !moves.is_empty() {
            pos.push_str(" moves");
            for m in moves {
                pos.push(' ');
                pos.push_str(&m.to_string());
            }
        }
        self.send(&pos)?;
        self.send(&format!("go movetime {}", movetime.as_millis().max(1)))?;
        self.deadline = Some(Instant::now() + movetime + GRACE);
        Ok(())
    }

    /// The engine's move, once it has answered; `Ok(None)` while it is still thinking.
    /// The move is only parsed here: the caller checks that it is legal.
    pub fn poll(&mut self) -> Result<Option<Move>, EngineError> {
        loop {
            match self.lines.try_recv() {
                Ok(l) => {
                    if let Some(rest) = l.trim().strip_prefix("bestmove") {
                        self.deadline = None;
                        let answer = rest.split_whitespace().next().unwrap_or("").to_string();
                        return answer.parse::<Move>().map(Some).map_err(|_| {
                            EngineError::BadMove {
                                command: self.command.clone(),
                                answer,
                            }
                        });
                    }
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    return Err(EngineError::Died {
                        command: self.command.clone(),
                    });
                }
            }
        }
        match self.deadline {
            Some(d) if Instant::now() > d => Err(EngineError::Timeout {
                command: self.command.clone(),
                waiting_for: "bestmove",
            }),
            _ => Ok(None),
        }
    }

    /// Waits for the pending move (tests and scripts).
    pub fn wait(&mut self) -> Result<Move, EngineError> {
        loop {
            if let Some(m) = self.poll()? {
                return Ok(m);
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// Tells the engine to stop thinking (its late answer is then ignored by `go`).
    pub fn stop(&mut self) {
        let _ = self.send("stop");
        self.deadline = None;
    }
}

impl Drop for UciEngine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        // Give it a moment to leave on its own, then make sure.
        let end = Instant::now() + Duration::from_millis(200);
        while Instant::now() < end {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
