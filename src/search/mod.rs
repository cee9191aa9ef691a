//! The built-in opponent's search: iterative deepening principal-variation search with a
//! transposition table (Zobrist keys), move ordering (table move, captures by MVV-LVA, killers,
//! counter-moves, history and continuation history with gravity), aspiration windows, internal
//! iterative reductions, late-move reductions (less for moves with a good history), late-move
//! and futility pruning near the leaves, reverse futility and null-move pruning (margins by
//! whether the evaluation is improving), static exchange pruning of losing captures and of quiet
//! moves that hang a piece near the leaves, a check extension and a quiescence search on captures
//! (standing pat before generating moves; futile captures and those losing by the static exchange
//! skipped; the transposition table probed and filled), with the static evaluations of positions
//! met again taken from a small cache (`eval::EvalCache`);
//! modelled on Stockfish's `search.cpp`, much simplified. Pure: it uses only `rules`, and every
//! node is a real [`Position`], so passes, bikjang, counting and the move limit follow the
//! position's rule set exactly as in play. Game ends found in the tree score as won or lost
//! (a counting result too: the game is over), draws as 0; a repetition and the move limit end
//! the game where Fairy-Stockfish's search ends it (`Searcher::repetition`), by counting under
//! `janggi` and `janggi-modern`.
//!
//! [`level`] turns a level 1..8 into limits and a controlled random choice among near-best moves.

pub mod bench;
pub mod eval;
pub(crate) mod exchange;
mod game_end;
pub(crate) mod level;
mod order;
mod params;
mod quiesce;
mod see;
mod tt;
pub(crate) mod zobrist;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::rules::movegen::MoveBuf;
use crate::rules::{Move, Position, Role};

pub(crate) use bench::BENCH_DEPTH;
pub use bench::bench;
pub use eval::KingSafety;
pub use level::Level;
use order::{Orderer, Prev};
use params::*;
use tt::{Bound, Table, from_tt, to_tt};
use zobrist::Key;

/// A won game end at the root; a mate found `n` plies deep scores `MATE - n`.
pub(crate) const MATE: i32 = 30_000;
/// Scores beyond this are game ends.
pub(crate) const MATE_BOUND: i32 = MATE - 1000;
const INF: i32 = MATE + 1;

/// When to stop searching. Unset fields do not limit; all unset means until stopped.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    /// `movetime` is a fixed time to think, to be used to its end (UCI `go movetime`), not
    /// the longest the search may take: an unused rest is not saved for a later move, so every
    /// iteration that can start does (its first moves still count if it is cut off).
    pub fixed_time: bool,
}

impl Limits {
    pub fn depth(d: u32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }
}

/// A score as UCI reports it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    Cp(i32),
    /// Moves (not plies) to a won (positive) or lost (negative) game end.
    Mate(i32),
}

impl Score {
    pub fn from_internal(s: i32) -> Score {
        if s >= MATE_BOUND {
            Score::Mate((MATE - s + 1) / 2)
        } else if s <= -MATE_BOUND {
            Score::Mate(-(MATE + s) / 2)
        } else {
            Score::Cp(s)
        }
    }
}

/// What one completed iteration found.
#[derive(Clone, Debug)]
pub struct Info {
    pub(crate) depth: u32,
    /// Internal score from the side to move's view (see [`Score::from_internal`]).
    pub(crate) score: i32,
    pub(crate) nodes: u64,
    pub(crate) time: Duration,
    pub(crate) pv: Vec<Move>,
}

/// The search's answer.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// `None` only when the root has no legal move (the game is over).
    pub best: Option<Move>,
    pub score: i32,
    pub(crate) depth: u32,
    pub nodes: u64,
    pub(crate) time: Duration,
    pub(crate) pv: Vec<Move>,
    /// Exact scores of every root move at the last completed depth, best first, when the
    /// search was asked for them ([`Searcher::search_all`]).
    pub(crate) root_scores: Vec<(Move, i32)>,
}

/// What one pass over the root moves found.
struct RootPass {
    /// The moves searched, with their scores (exact inside the window, else bounds).
    scored: Vec<(Move, i32)>,
    best: Option<(Move, i32)>,
    /// The window's lower end: a best score at or below it is only an upper bound.
    alpha: i32,
}

/// A searcher with its tables; reuse it across moves of one game to keep the table warm.
pub struct Searcher {
    tt: Table,
    order: Orderer,
    stop: Arc<AtomicBool>,
    nodes: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    stopped: bool,
    /// Keys of the positions on the path from the game's start to the current node, each with
    /// whether its side to move was in check (for perpetual check).
    path: Vec<(u64, bool)>,
    /// How many entries of `path` belong to the game before the root.
    game_len: usize,
    /// Search every root move with a full window (exact scores for a random choice).
    all_root_scores: bool,
    pv: Box<[[Option<Move>; MAX_PLY]; MAX_PLY]>,
    pv_len: [usize; MAX_PLY],
    /// Inside a null-move verification search, where no further null move is tried.
    verifying: bool,
    /// Late-move reductions by depth and move number.
    lmr: Box<[[u8; 64]; 64]>,
    /// The move that led to each ply's node, for the counter-move and continuation history.
    prevs: Box<[Prev; MAX_PLY + 1]>,
    /// The static evaluation at each ply of the current path (`-INF` in check), for the
    /// improving flag.
    evals: [i32; MAX_PLY + 1],
    /// Static evaluations by position key (a pure speed-up).
    eval_cache: eval::EvalCache,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new(16)
    }
}

impl Searcher {
    /// A searcher with a transposition table of about `hash_mb` megabytes.
    pub fn new(hash_mb: usize) -> Searcher {
        Searcher {
            tt: Table::new(hash_mb),
            order: Orderer::default(),
            stop: Arc::new(AtomicBool::new(false)),
            nodes: 0,
            node_limit: u64::MAX,
            deadline: None,
            stopped: false,
            path: Vec::new(),
            game_len: 0,
            all_root_scores: false,
            pv: Box::new([[None; MAX_PLY]; MAX_PLY]),
            pv_len: [0; MAX_PLY],
            verifying: false,
            lmr: Box::new(lmr_table()),
            prevs: Box::new([Prev::default(); MAX_PLY + 1]),
            evals: [-INF; MAX_PLY + 1],
            eval_cache: eval::EvalCache::default(),
        }
    }

    /// The flag that stops a running search from another thread; the search then returns
    /// its best move so far.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.stop.clone()
    }

    /// The same searcher with the evaluation's king safety in the form `ks` (the review's
    /// searches use [`KingSafety::Palace`]; play, hints and UCI the default).
    pub fn with_king_safety(mut self, ks: KingSafety) -> Searcher {
        self.eval_cache = eval::EvalCache::new(ks);
        self
    }

    /// Forgets everything learnt (a new game).
    pub(crate) fn clear(&mut self) {
        self.tt.clear();
        self.order = Orderer::default();
        self.eval_cache.clear();
    }

    /// Takes `other`'s transposition table (as large as this one's, or this one is resized),
    /// keeping this searcher's move-ordering history: a search that starts from what another
    /// found, without changing what that one will find next.
    pub(crate) fn copy_table_from(&mut self, other: &Searcher) {
        self.tt.copy_from(&other.tt);
    }

    pub(crate) fn resize(&mut self, hash_mb: usize) {
        self.tt = Table::new(hash_mb);
    }

    /// Searches `root`. `earlier` are the positions of the game before the root, oldest first
    /// (for repetitions); `on_info` hears about every completed depth.
    pub fn search(
        &mut self,
        root: &Position,
        earlier: &[Position],
        limits: &Limits,
        on_info: impl FnMut(&Info),
    ) -> Outcome {
        self.all_root_scores = false;
        self.run(root, earlier, limits, on_info)
    }

    /// As [`Searcher::search`], but every root move gets an exact score (slower; for the
    /// lower levels' random choice and for hints).
    pub fn search_all(
        &mut self,
        root: &Position,
        earlier: &[Position],
        limits: &Limits,
        on_info: impl FnMut(&Info),
    ) -> Outcome {
        self.all_root_scores = true;
        self.run(root, earlier, limits, on_info)
    }

    fn run(
        &mut self,
        root: &Position,
        earlier: &[Position],
        limits: &Limits,
        mut on_info: impl FnMut(&Info),
    ) -> Outcome {
        let start = Instant::now();
        self.nodes = 0;
        self.stopped = false;
        self.verifying = false;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.deadline = limits.movetime.map(|t| start + t);
        self.order.new_search();
        self.tt.new_search();
        self.path = earlier
            .iter()
            .map(|p| (Key::of(p).repetition(p), p.is_check()))
            .collect();
        self.game_len = self.path.len();

        let mut root_moves: Vec<Move> = root.legal_moves();
        let mut out = Outcome {
            best: root_moves.first().copied(),
            score: 0,
            depth: 0,
            nodes: 0,
            time: Duration::ZERO,
            pv: root_moves.first().copied().into_iter().collect(),
            root_scores: Vec::new(),
        };
        if root_moves.is_empty() {
            return out;
        }
        // Table move first; then the previous iteration's order.
        if let Some(m) = self.tt.probe(zobrist::key(root)).and_then(|e| e.mv())
            && let Some(i) = root_moves.iter().position(|&x| x == m)
        {
            root_moves[..=i].rotate_right(1);
        }
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 2)
            .clamp(1, MAX_PLY as u32 - 2);
        let key = Key::of(root);
        for depth in 1..=max_depth {
            // Aspiration: from a middling depth on, search a window around the last score first and
            // widen it on a fail (never for the levels that need every move's exact score).
            let mut delta = ASPIRATION_DELTA;
            let (mut alpha, mut beta) = if depth >= ASPIRATION_MIN_DEPTH
                && !self.all_root_scores
                && out.score.abs() < MATE_BOUND
            {
                (out.score - delta, out.score + delta)
            } else {
                (-INF, INF)
            };
            let pass = loop {
                let pass = self.root_pass(root, key, &root_moves, depth, alpha, beta);
                if self.stopped {
                    break pass;
                }
                match pass.best {
                    Some((_, s)) if s <= alpha && alpha > -INF => alpha = (s - delta).max(-INF),
                    Some((_, s)) if s >= beta && beta < INF => beta = (s + delta).min(INF),
                    _ => break pass,
                }
                delta *= 2;
                if delta > ASPIRATION_MAX_DELTA {
                    (alpha, beta) = (-INF, INF);
                }
            };
            let RootPass {
                mut scored,
                best,
                alpha: pass_alpha,
            } = pass;
            // A stopped pass still counts if its best beat the window's floor (the previous
            // best move searched in full, or a move that proved better).
            if let Some((m, score)) = best
                && score > pass_alpha
            {
                let complete = !self.stopped;
                out.best = Some(m);
                out.score = score;
                out.pv = self.pv[0][..self.pv_len[0]]
                    .iter()
                    .flatten()
                    .copied()
                    .collect();
                if complete {
                    out.depth = depth;
                    scored.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
                    out.root_scores = if self.all_root_scores {
                        scored.clone()
                    } else {
                        Vec::new()
                    };
                    // Next iteration: best first, then by this one's scores (exact or bound).
                    let mut next: Vec<Move> = scored.iter().map(|&(m, _)| m).collect();
                    for &m in &root_moves {
                        if !next.contains(&m) {
                            next.push(m);
                        }
                    }
                    root_moves = next;
                    self.tt
                        .store(key.full(root), Some(m), score, depth as i32, Bound::Exact);
                }
            }
            if self.stopped {
                break;
            }
            out.nodes = self.nodes;
            out.time = start.elapsed();
            on_info(&Info {
                depth,
                score: out.score,
                nodes: self.nodes,
                time: out.time,
                pv: out.pv.clone(),
            });
            // A forced game end is found; deeper search cannot change it.
            if out.score.abs() >= MATE_BOUND && (MATE - out.score.abs()) <= depth as i32 {
                break;
            }
            // Not worth starting an iteration that cannot get far in time (a stopped one still
            // counts when its first move is searched, so it need not finish).
            let (used, of) = ITERATION_TIME_FRACTION;
            if let Some(t) = limits.movetime
                && !limits.fixed_time
                && start.elapsed() * of > t * used
            {
                break;
            }
        }
        out.nodes = self.nodes;
        out.time = start.elapsed();
        out
    }

    /// One pass over the root moves at `depth` within (`alpha`, `beta`). Stops early on a fail
    /// high, or when the first move fails low (the caller widens the window and searches again).
    fn root_pass(
        &mut self,
        root: &Position,
        key: Key,
        moves: &[Move],
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> RootPass {
        let floor = alpha;
        let mut alpha = alpha;
        let mut scored: Vec<(Move, i32)> = Vec::with_capacity(moves.len());
        let mut best: Option<(Move, i32)> = None;
        self.path.push((key.repetition(root), root.is_check()));
        for (i, &m) in moves.iter().enumerate() {
            let mut next = root.clone();
            let k = key.after(root, m);
            next.play_unchecked(m);
            self.prevs[1] = Prev::of(&next, m);
            let d = depth as i32 - 1;
            let score = if i == 0 || self.all_root_scores {
                -self.pvs(&next, k, d, -beta, -alpha, 1, true)
            } else {
                let s = -self.pvs(&next, k, d, -alpha - 1, -alpha, 1, false);
                if s > alpha && !self.stopped {
                    -self.pvs(&next, k, d, -beta, -alpha, 1, true)
                } else {
                    s
                }
            };
            if self.stopped {
                break;
            }
            scored.push((m, score));
            if best.is_none_or(|(_, b)| score > b) {
                best = Some((m, score));
                self.pv[0][0] = Some(m);
                let n = self.pv_len[1];
                for j in 1..n.max(1) {
                    self.pv[0][j] = self.pv[1][j];
                }
                self.pv_len[0] = n.max(1);
            }
            if !self.all_root_scores {
                if score >= beta || (i == 0 && score <= floor) {
                    break;
                }
                alpha = alpha.max(score);
            }
        }
        self.path.pop();
        RootPass {
            scored,
            best,
            alpha: floor,
        }
    }

    /// Checks the node limit, and every `STOP_CHECK_MASK + 1` nodes the clock and the stop flag.
    #[inline]
    fn should_stop(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes >= self.node_limit {
            self.stopped = true;
        } else if self.nodes & STOP_CHECK_MASK == 0 {
            if self.stop.load(Ordering::Relaxed) {
                self.stopped = true;
            } else if let Some(d) = self.deadline
                && Instant::now() >= d
            {
                self.stopped = true;
            }
        }
        self.stopped
    }

    #[allow(clippy::too_many_arguments)]
    fn pvs(
        &mut self,
        pos: &Position,
        key: Key,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        is_pv: bool,
    ) -> i32 {
        self.pv_len[ply] = ply;
        if ply >= MAX_PLY - 2 {
            return self.eval_cache.evaluate_uncached(pos);
        }
        let full = key.full(pos);
        let rep = key.repetition(pos);
        let in_check = pos.is_check();
        if let Some(v) = self.repetition(pos, rep, in_check, ply) {
            return v;
        }
        if depth <= 0 && !in_check {
            return self.quiesce(pos, key, alpha, beta, ply, 0);
        }
        // Counted only when searched, so a stopped search unwinding does not add nodes.
        if self.should_stop() {
            return 0;
        }
        self.nodes += 1;
        // Mate distance pruning.
        let alpha0 = alpha.max(-(MATE - ply as i32));
        let beta0 = beta.min(MATE - ply as i32 - 1);
        if alpha0 >= beta0 {
            return alpha0;
        }

        let entry = self.tt.probe(full);
        let tt_move = entry.and_then(|e| e.mv());
        if let Some(e) = entry
            && !is_pv
            && e.depth as i32 >= depth
        {
            let s = from_tt(e.score, ply);
            if e.bound.decides(s, alpha, beta) {
                return s;
            }
        }

        // The static evaluation, for pruning here and in the move loop; none in check.
        let stand = if in_check {
            -INF
        } else {
            self.eval_cache.evaluate(pos, full)
        };
        self.evals[ply] = stand;
        // Improving: better than two plies ago (when that is unknown, assume so: prune less).
        let improving =
            !in_check && (ply < 2 || self.evals[ply - 2] == -INF || stand > self.evals[ply - 2]);
        // Pruning on the static evaluation, away from the principal variation, checks, bikjang
        // and game ends (Stockfish's reverse futility and null-move pruning, simplified).
        let quiet_node = !is_pv
            && !in_check
            && !pos.is_bikjang()
            && beta.abs() < MATE_BOUND
            && pos.ended_by_rule().is_none();
        if quiet_node {
            // So far above beta that a shallow search will not bring it back down.
            if depth <= RFP_MAX_DEPTH
                && stand - RFP_MARGIN_PER_DEPTH * (depth - i32::from(improving)) >= beta
            {
                return stand;
            }
            // Null move: give the opponent a free move (a pass; a real move under the rule
            // sets with passes); if a reduced search still holds beta, a real move would too.
            // Not twice in a row, not without a chariot, cannon or horse (where a free move
            // may really be worth nothing), and checked by a plain search at high depth.
            if depth >= NULL_MIN_DEPTH
                && stand >= beta
                && !self.verifying
                && !pos.last_move_was_pass()
                && has_major_piece(pos)
                && let Some(k) = pos.king(pos.turn())
            {
                let r = NULL_BASE_REDUCTION
                    + depth / NULL_DEPTH_DIVISOR
                    + ((stand - beta) / NULL_EVAL_DIVISOR).min(NULL_EVAL_MAX_REDUCTION);
                let mut next = pos.clone();
                next.play_unchecked(Move::new(k, k));
                self.prevs[ply + 1] = Prev::default();
                self.path.push((rep, false));
                let s = -self.pvs(&next, key, depth - 1 - r, -beta, -beta + 1, ply + 1, false);
                self.path.pop();
                if self.stopped {
                    return 0;
                }
                if s >= beta {
                    let s = if s >= MATE_BOUND { beta } else { s };
                    if depth < NULL_VERIFY_DEPTH {
                        return s;
                    }
                    self.verifying = true;
                    let v = self.pvs(pos, key, depth - r, beta - 1, beta, ply, false);
                    self.verifying = false;
                    if self.stopped {
                        return 0;
                    }
                    if v >= beta {
                        return s;
                    }
                }
            }
        }

        let mut buf = MoveBuf::new();
        pos.legal_moves_into(&mut buf);
        if buf.is_empty() {
            return Self::terminal(pos, ply);
        }
        if let Some(v) = Self::move_limit(pos, ply) {
            return v;
        }
        // Internal iterative reduction: a node deep enough to matter with no table move was
        // never searched or its entry lost; a shallower search first is cheaper and fills it.
        let depth = if tt_move.is_none() && depth >= IIR_MIN_DEPTH {
            depth - 1
        } else {
            depth
        };
        let prev = self.prevs[ply];
        let moves = self.order.sort(pos, buf.as_slice(), tt_move, ply, prev);
        // The quiet moves searched so far, which get the history malus on a cutoff.
        let mut tried: Vec<Move> = Vec::new();

        let depth = depth.max(1);
        let mut best_score = -INF;
        let mut best_move = None;
        let original_alpha = alpha;
        self.path.push((rep, in_check));
        for (i, &m) in moves.iter().enumerate() {
            let capture = !m.is_pass() && pos.board().get(m.to).is_some();
            // Late quiet moves near the leaves are skipped once a move that does not lose is in
            // hand: after a few of them (late-move pruning), or all of them when the evaluation
            // is far below alpha (futility pruning).
            let late_quiet = quiet_node
                && !capture
                && !in_check
                && i > 0
                && best_score > -MATE_BOUND
                && depth <= PRUNE_MAX_DEPTH
                && (i
                    >= if improving {
                        LMP_MOVES[depth as usize]
                    } else {
                        LMP_MOVES[depth as usize] * 2 / 3
                    }
                    || stand + FUTILITY_BASE + FUTILITY_PER_DEPTH * depth <= alpha);
            // Moves that lose material on their point by the static exchange, near the leaves
            // and once a move that does not lose is in hand: a capture losing more than a
            // margin growing with the depth, a quiet move hanging more than one growing with
            // the depth's square (Stockfish's SEE pruning). Never the table move.
            let see_losing = || {
                let margin = if capture {
                    -SEE_CAPTURE_MARGIN * depth
                } else {
                    -SEE_QUIET_MARGIN * depth * depth
                };
                see::see(pos, m) < margin
            };
            let see_prunable = !in_check
                && i > 0
                && best_score > -MATE_BOUND
                && depth <= SEE_PRUNE_MAX_DEPTH
                && Some(m) != tt_move;
            // Neither pruning skips a check. Most moves can be seen not to give one without
            // making them (making a move is a good part of a node's cost, and most moves
            // pruned are pruned here); the rest are made first.
            let pruned = || late_quiet || (see_prunable && see_losing());
            let sure_no_check = (late_quiet || see_prunable) && !pos.may_give_check(m);
            if sure_no_check && pruned() {
                continue;
            }
            let mut next = pos.clone();
            let k = key.after(pos, m);
            next.play_unchecked(m);
            self.prevs[ply + 1] = Prev::of(&next, m);
            let gives_check = next.is_check();
            if !sure_no_check && !gives_check && pruned() {
                continue;
            }
            let quiet = !capture && !in_check && !gives_check;
            // Check extension, bounded so checks cannot run the tree away.
            let ext = i32::from(gives_check && ply < 2 * (depth as usize + CHECK_EXTENSION_SLACK));
            let new_depth = depth - 1 + ext;
            let score = if i == 0 {
                -self.pvs(&next, k, new_depth, -beta, -alpha, ply + 1, is_pv)
            } else {
                // Late quiet moves are searched shallower first, the later the shallower;
                // less so on the principal variation and for the killer moves.
                let r = if depth >= LMR_MIN_DEPTH && i >= LMR_MIN_MOVE && quiet {
                    let killer = self.order.is_killer(m, ply);
                    // A move with a good history is reduced less, a bad one more.
                    let h =
                        (self.order.quiet_score(pos, m, prev) / LMR_HISTORY_DIVISOR).clamp(-1, 1);
                    (self.lmr[(depth as usize).min(63)][i.min(63)] as i32
                        - i32::from(is_pv)
                        - i32::from(killer)
                        - h)
                        .clamp(0, new_depth - 1)
                } else {
                    0
                };
                let mut s = -self.pvs(&next, k, new_depth - r, -alpha - 1, -alpha, ply + 1, false);
                if s > alpha && r > 0 {
                    s = -self.pvs(&next, k, new_depth, -alpha - 1, -alpha, ply + 1, false);
                }
                if s > alpha && s < beta && is_pv {
                    s = -self.pvs(&next, k, new_depth, -beta, -alpha, ply + 1, true);
                }
                s
            };
            if self.stopped {
                self.path.pop();
                return 0;
            }
            if !capture && !m.is_pass() && tried.len() < 64 {
                tried.push(m);
            }
            if score > best_score {
                best_score = score;
                if score > alpha {
                    // Only a move that raised alpha is the node's move: a fail-low node's best
                    // is noise, and storing none keeps the table's earlier move (Stockfish).
                    best_move = Some(m);
                    alpha = score;
                    self.pv[ply][ply] = Some(m);
                    let n = self.pv_len[ply + 1];
                    for j in ply + 1..n {
                        self.pv[ply][j] = self.pv[ply + 1][j];
                    }
                    self.pv_len[ply] = n.max(ply + 1);
                    if alpha >= beta {
                        if !capture {
                            self.order.reward(pos, m, ply, depth, prev, &tried);
                        }
                        break;
                    }
                }
            }
        }
        self.path.pop();
        let bound = Bound::of(best_score, original_alpha, beta);
        self.tt
            .store(full, best_move, to_tt(best_score, ply), depth, bound);
        best_score
    }
}

/// The side to move has a chariot, cannon or horse.
fn has_major_piece(pos: &Position) -> bool {
    let us = pos.turn();
    pos.board()
        .pieces()
        .any(|(_, p)| p.color == us && matches!(p.role, Role::Chariot | Role::Cannon | Role::Horse))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;

    /// The start position with `halfmoves` plies since a capture, Cho to move, under `rules`.
    pub(super) fn start(rules: RuleSet, halfmoves: u32) -> Position {
        let fen = format!(
            "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - {halfmoves} 1"
        );
        Position::from_fen(&fen, rules).unwrap()
    }

    #[test]
    fn a_node_that_fails_low_keeps_the_tables_move() {
        // A move an earlier search left for a position, then a search of it whose window no
        // move reaches: every score is only a bound, so none is the node's move and the earlier
        // one must stay (it is the next iteration's first try). The planted move leaves the
        // chariot to a soldier, so its bound is the lowest: a node that took the move with the
        // best bound would store another.
        let mut pos = start(RuleSet::Janggi, 0);
        for uci in ["b1c3", "b10c8", "h1g3", "h10g8", "a4b4", "a10a8"] {
            pos = pos.play(uci.parse().unwrap()).unwrap();
        }
        let key = Key::of(&pos);
        let planted: Move = "a1a6".parse().unwrap();
        assert!(pos.legal_moves().contains(&planted));
        let mut s = Searcher::new(1);
        s.tt.store(key.full(&pos), Some(planted), 0, 0, Bound::Upper);
        let high = MATE_BOUND - 10;
        let score = s.pvs(&pos, key, 3, high, high + 1, 1, true);
        assert!(score <= high, "{score}");
        let e = s.tt.probe(key.full(&pos)).expect("the node is stored");
        assert_eq!((e.depth, e.bound), (3, Bound::Upper));
        assert_eq!(e.mv(), Some(planted));
    }

    #[test]
    fn a_fixed_time_is_thought_to_its_end() {
        // `go movetime`: the rest of the time is not saved for later, so no iteration is held
        // back (a budget stops starting them after three fifths of it).
        let t = Duration::from_millis(150);
        let limits = Limits {
            movetime: Some(t),
            fixed_time: true,
            ..Limits::default()
        };
        let out = Searcher::new(1).search(&start(RuleSet::Janggi, 0), &[], &limits, |_| {});
        assert!(out.time >= t, "{:?}", out.time);
        assert!(out.best.is_some());
    }
}
