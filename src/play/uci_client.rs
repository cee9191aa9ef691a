//! A UCI client: runs any UCI Janggi engine (Fairy-Stockfish, or `janggi-tutor uci`) as the
//! opponent. It sets `UCI_Variant`, sends `position fen ... moves ...` and `go movetime`, and
//! reads `bestmove` without blocking; the engine's lines are read on their own thread. Every
//! failure (missing command, dead or silent engine) is an [`EngineError`] with a message; the
//! session checks the move's legality itself.

use std::io::{BufReader, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::{Duration, Instant};

use crate::fsio::read_line_capped;
use crate::i18n::Message;
use crate::rules::{Move, RuleSet};

/// How long the engine may take to answer `uci` and `isready`.
pub(crate) const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);
/// How much longer than the move time the engine may take to answer `go`.
pub(crate) const GRACE: Duration = Duration::from_secs(3);

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
    pub(crate) fn message(&self) -> Message {
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

/// The longest line kept from an engine (a long `info … pv` is a few hundred bytes); the rest
/// of a longer line is read and dropped, so an engine printing without a line end takes no
/// more memory than this.
pub(crate) const MAX_LINE_BYTES: usize = 16 * 1024;
/// How many lines may wait unread: beyond that the reading thread waits, and the engine with
/// it (its output pipe fills), so a chatty engine cannot eat memory.
const QUEUED_LINES: usize = 256;
/// How many lines one [`UciEngine::poll`] reads at most, so a chatty engine never holds up the
/// screen: the deadline is checked by the clock after each batch.
pub(crate) const POLL_LINES: usize = 64;

/// Where the handshake is.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Handshake {
    /// `uci` sent; the variant to select once `uciok` comes.
    Uci {
        variant: String,
    },
    /// The variant and `isready` sent.
    Ready,
    Done,
}

/// A running UCI engine.
pub struct UciEngine {
    command: String,
    child: Child,
    /// Lines for the engine, written by a thread of their own: an engine that does not read
    /// its input (its pipe full) never holds up the caller.
    stdin: mpsc::Sender<String>,
    lines: Receiver<String>,
    handshake: Handshake,
    /// When the pending answer (`uciok`, `readyok`, `bestmove`) must have come.
    deadline: Option<Instant>,
    /// `go`s sent and not answered yet: every `go` gets one `bestmove`, so the answers to
    /// searches stopped earlier are known and skipped.
    unanswered: usize,
}

impl UciEngine {
    /// Whether the command's program can be found (a path that is a file, or a name on
    /// `PATH`), without running it: a quick check for the Settings screen.
    pub(crate) fn program_found(command: &str) -> bool {
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

    /// Starts the engine and does the handshake (up to [`HANDSHAKE_TIMEOUT`] per step),
    /// waiting for it: for scripts and matches. The play session uses [`UciEngine::spawn`],
    /// [`UciEngine::begin_handshake`] and [`UciEngine::poll_handshake`], which never wait.
    pub fn start(command: &str, rules: RuleSet) -> Result<UciEngine, EngineError> {
        let mut engine = UciEngine::spawn(command)?;
        engine.handshake(rules)?;
        Ok(engine)
    }

    /// Starts the engine's process only: a missing program fails here, at once.
    pub(crate) fn spawn(command: &str) -> Result<UciEngine, EngineError> {
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
        let mut input = child.stdin.take().expect("piped");
        let (stdin, to_engine) = mpsc::channel::<String>();
        std::thread::spawn(move || {
            for line in to_engine {
                if writeln!(input, "{line}")
                    .and_then(|_| input.flush())
                    .is_err()
                {
                    break;
                }
            }
        });
        let stdout = child.stdout.take().expect("piped");
        let (tx, lines) = mpsc::sync_channel(QUEUED_LINES);
        // The thread owns only the engine's output: it ends when the engine's output ends
        // (the engine exited or was killed) or when the engine is dropped (`send` fails).
        std::thread::spawn(move || {
            let mut out = BufReader::new(stdout);
            // A byte that is not UTF-8 (Latin-1 from an old engine) is shown as U+FFFD;
            // only the end of the output (or a read error) ends the engine.
            while let Ok(Some(line)) = read_line_capped(&mut out, MAX_LINE_BYTES) {
                if tx.send(line.text()).is_err() {
                    break;
                }
            }
        });
        Ok(UciEngine {
            command: command.to_string(),
            child,
            stdin,
            lines,
            handshake: Handshake::Done,
            deadline: None,
            unanswered: 0,
        })
    }

    /// `uci`, the variant, `isready`, waiting for each answer (up to [`HANDSHAKE_TIMEOUT`]).
    pub(crate) fn handshake(&mut self, rules: RuleSet) -> Result<(), EngineError> {
        self.begin_handshake(rules)?;
        while !self.poll_handshake()? {
            std::thread::sleep(Duration::from_millis(2));
        }
        Ok(())
    }

    /// Sends `uci`; [`UciEngine::poll_handshake`] does the rest.
    pub(crate) fn begin_handshake(&mut self, rules: RuleSet) -> Result<(), EngineError> {
        self.send("uci")?;
        let variant = rules.fairy_stockfish_name().unwrap_or(rules.id());
        self.handshake = Handshake::Uci {
            variant: variant.to_string(),
        };
        self.deadline = Some(Instant::now() + HANDSHAKE_TIMEOUT);
        Ok(())
    }

    /// Moves the handshake on without blocking: `Ok(true)` once the engine is ready. Reads at
    /// most [`POLL_LINES`] lines; each step's deadline is checked by the clock.
    pub(crate) fn poll_handshake(&mut self) -> Result<bool, EngineError> {
        loop {
            let token = match &self.handshake {
                Handshake::Done => return Ok(true),
                Handshake::Uci { .. } => "uciok",
                Handshake::Ready => "readyok",
            };
            if !self.read_until(|l| l.trim() == token, token)? {
                return Ok(false);
            }
            match std::mem::replace(&mut self.handshake, Handshake::Done) {
                Handshake::Uci { variant } => {
                    self.send(&format!("setoption name UCI_Variant value {variant}"))?;
                    self.send("isready")?;
                    self.handshake = Handshake::Ready;
                    self.deadline = Some(Instant::now() + HANDSHAKE_TIMEOUT);
                }
                Handshake::Ready | Handshake::Done => {
                    self.deadline = None;
                    return Ok(true);
                }
            }
        }
    }

    /// Reads at most [`POLL_LINES`] waiting lines until one `wanted` takes: `Ok(true)` then.
    /// `Ok(false)` when none did and the deadline has not passed.
    fn read_until(
        &mut self,
        mut wanted: impl FnMut(&str) -> bool,
        waiting_for: &'static str,
    ) -> Result<bool, EngineError> {
        for _ in 0..POLL_LINES {
            match self.lines.try_recv() {
                Ok(l) if wanted(&l) => return Ok(true),
                Ok(_) => {}
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
                waiting_for,
            }),
            _ => Ok(false),
        }
    }

    pub(crate) fn command(&self) -> &str {
        &self.command
    }

    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        self.stdin
            .send(line.to_string())
            .map_err(|_| EngineError::Died {
                command: self.command.clone(),
            })
    }

    /// Asks for a move in the position reached by `moves` from `fen`, within `movetime`.
    pub fn go(&mut self, fen: &str, moves: &[Move], movetime: Duration) -> Result<(), EngineError> {
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
        self.unanswered += 1;
        Ok(())
    }

    /// The engine's move, once it has answered; `Ok(None)` while it is still thinking. Reads
    /// at most [`POLL_LINES`] lines, so it returns at once however much the engine prints.
    /// The move is only parsed here: the caller checks that it is legal.
    pub(crate) fn poll(&mut self) -> Result<Option<Move>, EngineError> {
        let mut answer = None;
        let mut stale = self.unanswered;
        let unanswered = &mut stale;
        let found = self.read_until(
            |l| match l.trim().strip_prefix("bestmove") {
                // The answer to a search stopped earlier.
                Some(_) if *unanswered > 1 => {
                    *unanswered -= 1;
                    false
                }
                Some(rest) => {
                    *unanswered = 0;
                    answer = Some(rest.split_whitespace().next().unwrap_or("").to_string());
                    true
                }
                None => false,
            },
            "bestmove",
        );
        self.unanswered = stale;
        let found = found?;
        if !found {
            return Ok(None);
        }
        self.deadline = None;
        let answer = answer.unwrap_or_default();
        answer
            .parse::<Move>()
            .map(Some)
            .map_err(|_| EngineError::BadMove {
                command: self.command.clone(),
                answer,
            })
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

    /// Tells the engine to stop thinking (its late answer is then skipped by `poll`).
    pub(crate) fn stop(&mut self) {
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
