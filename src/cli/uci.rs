//! `janggi-tutor uci`: the built-in opponent behind the UCI protocol, as Fairy-Stockfish speaks
//! it for Janggi (`UCI_Variant`, coordinate moves, a pass as the king's point twice). Input is
//! read on its own thread and the search runs on another, so `stop` and `isready` are answered
//! while searching. Bad input gets an `info string` and is otherwise ignored: a line that is
//! not UTF-8 or longer than 256 KiB (read within that cap), a `position` that cannot be read
//! or played (which leaves no position: `go` then answers `bestmove (none)`). Every `go` gets
//! one `bestmove`: `go infinite` only after `stop`, a search cut short by the next `go` or
//! `position` (even right after `stop`) answers before it, and a search running at `quit` or
//! at the end of input gives its move before the program leaves.

use std::io::BufRead;

use std::sync::mpsc;
use std::time::Duration;

use super::{CliResult, Io, Outcome};
use crate::fsio::{CappedLine, read_line_capped};
use crate::i18n::{Message, rules_text};
use crate::play::thinker::{ThinkEvent, Thinker};
use crate::rules::{Move, Position, RuleSet};
use crate::search::{Level, Limits, Score, Searcher};

const DEFAULT_HASH_MB: usize = 16;
/// The longest command read (a `position … moves …` of a 20,000-ply game is about 100 KB); the
/// rest of a longer line is read and dropped, and the line refused.
const MAX_COMMAND_BYTES: usize = 256 * 1024;
/// How many lines are read ahead of the commands being handled: the reader waits beyond that,
/// so input that comes faster than it is answered takes no more memory.
const READ_AHEAD: usize = 256;
/// How much of a refused command is quoted back.
const QUOTE_CHARS: usize = 80;

enum Event {
    Line(CappedLine),
    Eof,
    /// A search's report, with the number of the search it belongs to.
    Think(u64, ThinkEvent),
}

/// A running search.
struct Search {
    thinker: Thinker,
    /// Every root move's exact score is asked for (levels with a random choice).
    all: bool,
    /// `go infinite`: the move is only given once `stop` (or `quit`) comes.
    infinite: bool,
    stopped: bool,
}

struct Server {
    rules: RuleSet,
    /// The game's positions, the one to search last; empty after a refused `position` (the
    /// earlier position is not searched in its place).
    positions: Vec<Position>,
    level: Level,
    hash_mb: usize,
    /// The idle searcher; taken while a search runs.
    searcher: Option<Searcher>,
    thinking: Option<Search>,
    /// The move of a `go infinite` search that ended on its own, given at `stop`.
    held: Option<String>,
    /// Numbers searches, so a stopped search's late report is not taken for the next one's.
    generation: u64,
    rng: fastrand::Rng,
}

/// `uci` takes no arguments.
#[derive(clap::Args, Debug)]
pub(crate) struct UciArgs {}

/// Runs the protocol on stdin and `io.out`.
pub(crate) fn run(io: &mut Io, _args: &UciArgs) -> CliResult {
    serve(std::io::BufReader::new(std::io::stdin()), io);
    Ok(Outcome::Done)
}

fn serve(input: impl BufRead + Send + 'static, io: &mut Io) {
    let (tx, rx) = mpsc::channel::<Event>();
    let reader_tx = tx.clone();
    // One credit per line the reader may read ahead; each line handled gives one back.
    let (credit_tx, credits) = mpsc::channel::<()>();
    for _ in 0..READ_AHEAD {
        let _ = credit_tx.send(());
    }
    let mut input: Box<dyn BufRead + Send> = Box::new(input);
    std::thread::spawn(move || {
        // A read error ends the input as its end does.
        while credits.recv().is_ok() {
            match read_line_capped(&mut input, MAX_COMMAND_BYTES) {
                Ok(Some(l)) => {
                    if reader_tx.send(Event::Line(l)).is_err() {
                        return;
                    }
                }
                Ok(None) | Err(_) => break,
            }
        }
        let _ = reader_tx.send(Event::Eof);
    });
    let mut s = Server {
        rules: RuleSet::Janggi,
        positions: vec![Position::start(RuleSet::Janggi)],
        level: Level::MAX,
        hash_mb: DEFAULT_HASH_MB,
        searcher: Some(Searcher::new(DEFAULT_HASH_MB)),
        thinking: None,
        held: None,
        generation: 0,
        rng: fastrand::Rng::new(),
    };
    // `quit` or the end of input while a search runs: its move is still given, then we leave.
    let mut quitting = false;
    while let Ok(ev) = rx.recv() {
        match ev {
            Event::Line(l) => {
                let _ = credit_tx.send(());
                if quitting {
                    continue;
                }
                let go_on = if l.cut {
                    error(
                        io,
                        &Message::new("uci-line-too-long")
                            .arg("start", quote(&l.text()))
                            .arg_num("limit", MAX_COMMAND_BYTES as i64),
                    );
                    true
                } else {
                    match std::str::from_utf8(&l.bytes) {
                        Ok(text) => s.command(text.trim(), io, &tx),
                        Err(_) => {
                            error(
                                io,
                                &Message::new("uci-not-utf8").arg("start", quote(&l.text())),
                            );
                            true
                        }
                    }
                };
                if !go_on {
                    if !s.stop_to_quit(io) {
                        break;
                    }
                    quitting = true;
                }
            }
            // After `quit`, the end of input waits for the stopped search's move too.
            Event::Eof if quitting => {}
            Event::Eof => {
                if !s.stop_to_quit(io) {
                    break;
                }
                quitting = true;
            }
            Event::Think(g, ThinkEvent::Info(info))
                if g == s.generation && s.thinking.is_some() =>
            {
                let ms = info.time.as_millis().max(1) as u64;
                let score = match Score::from_internal(info.score) {
                    Score::Cp(c) => format!("cp {c}"),
                    Score::Mate(m) => format!("mate {m}"),
                };
                let pv: Vec<String> = info.pv.iter().map(Move::to_string).collect();
                line(
                    io,
                    &format!(
                        "info depth {} score {score} nodes {} nps {} time {ms} pv {}",
                        info.depth,
                        info.nodes,
                        info.nodes * 1000 / ms,
                        pv.join(" ")
                    ),
                );
            }
            Event::Think(g, ThinkEvent::Done(out)) if g == s.generation => {
                if let Some(search) = s.thinking.take() {
                    s.searcher = Some(search.thinker.join());
                    s.answer(io, &out, search.all, search.infinite && !search.stopped);
                }
                if quitting {
                    break;
                }
            }
            Event::Think(..) => {}
        }
    }
    s.finish_search(io);
}

/// The start of a refused command, to quote it back.
fn quote(text: &str) -> String {
    let mut chars = text.chars();
    let mut start: String = chars.by_ref().take(QUOTE_CHARS).collect();
    if chars.next().is_some() {
        start.push('…');
    }
    start
}

fn line(io: &mut Io, text: &str) {
    let _ = writeln!(io.out, "{text}");
    let _ = io.out.flush();
}

fn error(io: &mut Io, msg: &Message) {
    let text = io.l10n.format(msg);
    line(
        io,
        &format!("info string {}: {text}", io.l10n.tr("cli-error")),
    );
}

impl Server {
    /// Handles one command; `false` means quit.
    fn command(&mut self, cmd: &str, io: &mut Io, tx: &mpsc::Sender<Event>) -> bool {
        let mut words = cmd.split_whitespace();
        let Some(verb) = words.next() else {
            return true;
        };
        let rest: Vec<&str> = words.collect();
        match verb {
            "uci" => {
                line(
                    io,
                    &format!("id name janggi-tutor {}", env!("CARGO_PKG_VERSION")),
                );
                line(io, "id author the janggi-tutor authors");
                let vars: Vec<String> = RuleSet::ALL
                    .iter()
                    .map(|r| format!("var {}", uci_name(*r)))
                    .collect();
                line(
                    io,
                    &format!(
                        "option name UCI_Variant type combo default janggi {}",
                        vars.join(" ")
                    ),
                );
                line(
                    io,
                    "option name Skill Level type spin default 8 min 1 max 8",
                );
                line(
                    io,
                    &format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max 1024"),
                );
                line(io, "uciok");
            }
            "isready" => line(io, "readyok"),
            "ucinewgame" => {
                self.finish_search(io);
                if let Some(s) = &mut self.searcher {
                    s.clear();
                }
                self.positions = vec![Position::start(self.rules)];
            }
            "setoption" => self.set_option(&rest, io),
            "position" => {
                self.finish_search(io);
                self.position(&rest, io);
            }
            "go" => {
                self.finish_search(io);
                self.go(&rest, io, tx);
            }
            "eval" => self.eval(io),
            "stop" => self.stop(io),
            "quit" => return false,
            _ => error(
                io,
                &Message::new("uci-unknown-command").arg("command", quote(verb)),
            ),
        }
        true
    }

    /// Stops a running search and waits for it. Every `go` gets one `bestmove`: a search cut
    /// short by the next command (`go`, `position`, `ucinewgame`, even right after `stop`,
    /// before its own report came) answers now, and so does a `go infinite` that ended on
    /// its own and held its move. Its late report is then ignored (the generation moved on).
    fn finish_search(&mut self, io: &mut Io) {
        if let Some(best) = self.held.take() {
            line(io, &best);
        }
        if let Some(search) = self.thinking.take() {
            search.thinker.stop();
            let (searcher, out) = search.thinker.finish();
            self.searcher = Some(searcher);
            self.generation += 1;
            match out {
                Some(out) => self.answer(io, &out, search.all, false),
                None => line(io, "bestmove (none)"),
            }
        }
    }

    /// A finished search's last `info` and its `bestmove` (held back for `stop` when `hold`).
    fn answer(&mut self, io: &mut Io, out: &crate::search::Outcome, all: bool, hold: bool) {
        let mv = if all {
            self.level.choose(out, &mut self.rng)
        } else {
            out.best
        };
        // The whole search, stopped or not: what `go` cost.
        let ms = out.time.as_millis() as u64;
        line(
            io,
            &format!(
                "info depth {} nodes {} nps {} time {ms}",
                out.depth,
                out.nodes,
                out.nodes * 1000 / ms.max(1)
            ),
        );
        let best = match mv {
            Some(m) => format!("bestmove {m}"),
            None => "bestmove (none)".to_string(),
        };
        if hold {
            // `go infinite` ended on its own (a mate found, the depth cap): the move waits
            // for `stop`.
            self.held = Some(best);
        } else {
            line(io, &best);
        }
    }

    /// `stop`: the running search gives its move (through its `Done` report), or the move of
    /// a `go infinite` that ended on its own is given now.
    fn stop(&mut self, io: &mut Io) {
        if let Some(search) = &mut self.thinking {
            search.stopped = true;
            search.thinker.stop();
        } else if let Some(best) = self.held.take() {
            line(io, &best);
        }
    }

    /// Before leaving: `true` when a search was running and its move is still to come.
    fn stop_to_quit(&mut self, io: &mut Io) -> bool {
        self.stop(io);
        self.thinking.is_some()
    }

    fn set_option(&mut self, args: &[&str], io: &mut Io) {
        // setoption name <words> [value <words>]
        let joined = args.join(" ");
        let Some(rest) = joined.strip_prefix("name ") else {
            error(
                io,
                &Message::new("uci-bad-setoption").arg("text", quote(&joined)),
            );
            return;
        };
        let (name, value) = match rest.split_once(" value ") {
            Some((n, v)) => (n.trim(), v.trim()),
            None => (rest.trim(), ""),
        };
        let bad_value = |io: &mut Io| {
            error(
                io,
                &Message::new("uci-bad-option-value")
                    .arg("name", quote(name))
                    .arg("value", quote(value)),
            )
        };
        match name.to_ascii_lowercase().as_str() {
            "uci_variant" => match value.parse::<RuleSet>() {
                Ok(r) => {
                    self.finish_search(io);
                    self.rules = r;
                    self.positions = vec![Position::start(r)];
                }
                Err(_) => bad_value(io),
            },
            "skill level" | "level" => match value.parse::<u8>() {
                Ok(n) if (1..=8).contains(&n) => self.level = Level::new(n),
                _ => bad_value(io),
            },
            "hash" => match value.parse::<usize>() {
                Ok(n) if (1..=1024).contains(&n) => {
                    self.finish_search(io);
                    self.hash_mb = n;
                    if let Some(s) = &mut self.searcher {
                        s.resize(n);
                    }
                }
                _ => bad_value(io),
            },
            _ => error(
                io,
                &Message::new("uci-unknown-option").arg("name", quote(name)),
            ),
        }
    }

    /// `position`: a command that cannot be read, or a move that cannot be played, refuses
    /// the whole command and leaves no position, so `go` searches nothing rather than the
    /// position before (which the GUI no longer means).
    fn position(&mut self, args: &[&str], io: &mut Io) {
        match self.read_position(args, io) {
            Some(positions) => self.positions = positions,
            None => {
                self.positions.clear();
                error(io, &Message::new("uci-position-refused"));
            }
        }
    }

    fn read_position(&mut self, args: &[&str], io: &mut Io) -> Option<Vec<Position>> {
        let moves_at = args.iter().position(|w| *w == "moves");
        let (spec, moves) = match moves_at {
            Some(i) => (&args[..i], &args[i + 1..]),
            None => (args, &[][..]),
        };
        let start = match spec.split_first() {
            Some((&"startpos", [])) => Position::start(self.rules),
            Some((&"fen", fen)) if !fen.is_empty() => {
                match Position::from_fen(&fen.join(" "), self.rules) {
                    Ok(p) => p,
                    Err(e) => {
                        let detail = rules_text::setup_error(&e);
                        for d in detail {
                            error(io, &Message::new("cli-bad-position").arg_msg("detail", d));
                        }
                        return None;
                    }
                }
            }
            _ => {
                error(
                    io,
                    &Message::new("uci-bad-position").arg("text", quote(&args.join(" "))),
                );
                return None;
            }
        };
        let mut positions = vec![start];
        for (i, text) in moves.iter().enumerate() {
            let pos = positions.last().expect("never empty");
            let next = text
                .parse::<Move>()
                .map_err(|_| rules_text::bad_notation(text))
                .and_then(|m| pos.play(m).map_err(|r| rules_text::reason(&r)));
            match next {
                Ok(p) => positions.push(p),
                Err(reason) => {
                    error(
                        io,
                        &Message::new("uci-illegal-move")
                            .arg_num("index", (i + 1) as i64)
                            .arg("move", quote(text))
                            .arg_msg("reason", reason),
                    );
                    return None;
                }
            }
        }
        Some(positions)
    }

    fn go(&mut self, args: &[&str], io: &mut Io, tx: &mpsc::Sender<Event>) {
        let mut limits = Limits::default();
        let (mut wtime, mut btime, mut winc, mut binc) = (None, None, 0u64, 0u64);
        let mut infinite = false;
        let mut it = args.iter();
        while let Some(&w) = it.next() {
            let mut num = || it.next().and_then(|v| v.parse::<u64>().ok());
            match w {
                "infinite" => infinite = true,
                "depth" => match num() {
                    Some(d) => limits.depth = Some(d.clamp(1, 90) as u32),
                    None => return bad_go(io, args),
                },
                "nodes" => match num() {
                    Some(n) => limits.nodes = Some(n.max(1)),
                    None => return bad_go(io, args),
                },
                "movetime" => match num() {
                    Some(t) => {
                        // A fixed time, not a budget from the clock: think to its end.
                        limits.movetime = Some(Duration::from_millis(t.max(1)));
                        limits.fixed_time = true;
                    }
                    None => return bad_go(io, args),
                },
                "wtime" => wtime = num(),
                "btime" => btime = num(),
                "winc" => winc = num().unwrap_or(0),
                "binc" => binc = num().unwrap_or(0),
                "movestogo" => {
                    num();
                }
                _ => return bad_go(io, args),
            }
        }
        let Some(root) = self.positions.last().cloned() else {
            error(io, &Message::new("uci-no-position"));
            line(io, "bestmove (none)");
            return;
        };
        // Clock: a share of the remaining time plus most of the increment.
        let (time, inc) = match root.turn() {
            crate::rules::Color::Cho => (wtime, winc),
            crate::rules::Color::Han => (btime, binc),
        };
        if let Some(t) = time
            && limits.movetime.is_none()
        {
            let ms = (t / 25 + inc * 3 / 4).min(t / 2).max(10);
            limits.movetime = Some(Duration::from_millis(ms));
        }
        // Below the top level, the level's own caps and random choice apply.
        let all = self.level.needs_all_scores();
        if self.level < Level::MAX {
            let own = self.level.limits();
            limits.depth = min_opt(limits.depth, own.depth);
            limits.nodes = min_opt(limits.nodes, own.nodes);
            limits.movetime = min_opt(limits.movetime, own.movetime);
        }
        let earlier = self.positions[..self.positions.len() - 1].to_vec();
        let searcher = self
            .searcher
            .take()
            .unwrap_or_else(|| Searcher::new(self.hash_mb));
        let tx = tx.clone();
        self.generation += 1;
        let generation = self.generation;
        let thinker = Thinker::spawn(searcher, root, earlier, limits, all, move |e| {
            let _ = tx.send(Event::Think(generation, e));
        });
        self.thinking = Some(Search {
            thinker,
            all,
            infinite,
            stopped: false,
        });
    }
}

impl Server {
    /// `eval` (as Stockfish's): the whole static evaluation of the position (never the search's
    /// lazy one), in centipawns for the side to move, then its terms as `tools/tune_eval.py`
    /// reads them (the game phase, whether the side to move is in check, and `index:count`
    /// pairs, Cho's count minus Han's). Protocol text, like `info`, not localized.
    fn eval(&mut self, io: &mut Io) {
        let Some(pos) = self.positions.last() else {
            error(io, &Message::new("uci-no-position"));
            return;
        };
        let (cp, phase, terms) = crate::search::eval::trace(pos);
        let terms: Vec<String> = terms.iter().map(|(i, n)| format!("{i}:{n}")).collect();
        line(
            io,
            &format!(
                "info string eval cp {} phase {phase} check {} terms {}",
                cp,
                u8::from(pos.is_check()),
                terms.join(" ")
            ),
        );
    }
}

fn bad_go(io: &mut Io, args: &[&str]) {
    error(
        io,
        &Message::new("uci-bad-go").arg("text", quote(&args.join(" "))),
    );
}

fn min_opt<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
    match (a, b) {
        (Some(x), Some(y)) => Some(x.min(y)),
        (x, None) => x,
        (None, y) => y,
    }
}

/// Fairy-Stockfish's variant name, or our own id for `basic`.
pub(crate) fn uci_name(rules: RuleSet) -> &'static str {
    rules.fairy_stockfish_name().unwrap_or(rules.id())
}
