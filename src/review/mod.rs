//! The engine review of a game: every move of the learner scored by the built-in search, the
//! moves that lost winning chances classified as lichess does (`?!`, `?`, `??`), each with the
//! better move, the line that punishes the move played, the line after the better move and one
//! sentence of what went wrong. How it decides (and why it stays quiet otherwise) is in
//! `docs/REVIEW.md`. Pure: no terminal, no files (see [`personal`] for the stored exercises).
//!
//! - Every position of the game is searched at [`Options::depth`] (on [`Options::threads`]
//!   threads). A move whose drop in winning chances comes near [`Options::min_nag`] (within
//!   [`NOMINATE_SLACK`]) is searched again [`Options::confirm`] plies deeper, before and
//!   after; if both searches still see it near the mark, it is searched [`Options::verify`]
//!   plies deeper than the first pass (a node budget per search), and that deepest search
//!   decides: the mark, the better move and both lines (`docs/REVIEW.md`).
//! - Short mates (missed mate in 1 or 2, a move that walked into mate in 1 or 2) also come from
//!   the exhaustive search in [`mate`]: certain by construction.
//! - Illegal tries come from the play screen's log, with the engine's reason.

pub(crate) mod mate;
pub(crate) mod personal;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::time::Duration;

use serde::Serialize;

use crate::i18n::{Message, rules_text};
use crate::record::{self, Notation};
use crate::rules::{Color, Game, Move, Position, Role};
use crate::search::{Limits, MATE, MATE_BOUND, Searcher};
use mate::mate_moment;

/// How deep and how sure the review is.
#[derive(Clone, Debug)]
pub struct Options {
    /// Depth of the search at every position (plies, before quiescence).
    pub(crate) depth: u32,
    /// Extra plies of the confirming search on a move the first pass nominates.
    pub(crate) confirm: u32,
    /// Extra plies (over `depth`) of the verifying search that decides a confirmed move's mark
    /// and evidence (0: none; the confirming search decides then, as before issue 22's third
    /// round). Each of its searches stops at [`Options::verify_nodes`].
    pub(crate) verify: u32,
    /// The most nodes one verifying search may spend: deterministic, unlike a time.
    pub(crate) verify_nodes: u64,
    /// A time per position instead of a fixed depth (`review --time`); the depth is then a
    /// ceiling. Results then depend on the machine's speed.
    pub(crate) movetime: Option<Duration>,
    /// The smallest mark reported (by default all three: measured, `docs/PERFORMANCE.md`).
    pub(crate) min_nag: Nag,
    /// Threads searching the positions (each with its own table).
    pub(crate) threads: usize,
    /// Review only this side's moves (the learner's, after a game on the play screen).
    pub(crate) side: Option<Color>,
    /// Set from another thread to stop the review early (a screen closed while it runs);
    /// nothing is returned then.
    pub(crate) stop: Option<Arc<AtomicBool>>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            depth: 5,
            confirm: 2,
            verify: 4,
            verify_nodes: VERIFY_NODES,
            movetime: None,
            min_nag: Nag::Inaccuracy,
            threads: 2,
            side: None,
            stop: None,
        }
    }
}

/// How bad a move was, by the drop in winning chances (see [`winning_chances`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Nag {
    /// `?!`: a drop of at least 0.1.
    Inaccuracy,
    /// `?`: at least 0.2.
    Mistake,
    /// `??`: at least 0.3.
    Blunder,
}

impl Nag {
    /// The mark as records write it.
    pub(crate) fn mark(self) -> &'static str {
        match self {
            Nag::Inaccuracy => "?!",
            Nag::Mistake => "?",
            Nag::Blunder => "??",
        }
    }

    /// The smallest drop in winning chances that earns the mark.
    pub(crate) fn threshold(self) -> f64 {
        match self {
            Nag::Inaccuracy => 0.1,
            Nag::Mistake => 0.2,
            Nag::Blunder => 0.3,
        }
    }

    /// The mark for a drop in winning chances (on lichess's scale, -1..1), if any.
    pub(crate) fn of_drop(drop: f64) -> Option<Nag> {
        if drop >= 0.3 {
            Some(Nag::Blunder)
        } else if drop >= 0.2 {
            Some(Nag::Mistake)
        } else if drop >= 0.1 {
            Some(Nag::Inaccuracy)
        } else {
            None
        }
    }
}

/// Winning chances from the side's view, -1 (lost) .. 1 (won): lichess's logistic of the
/// score, `2 / (1 + exp(-k·cp)) - 1` with lichess's k = 0.00368208 per chess centipawn, halved
/// because our soldier is 200 where a chess pawn is 100 (`docs/REVIEW.md`). Mates are ±1.
pub(crate) fn winning_chances(score: i32) -> f64 {
    if score >= MATE_BOUND {
        return 1.0;
    }
    if score <= -MATE_BOUND {
        return -1.0;
    }
    const K: f64 = 0.003_682_08 / 2.0;
    2.0 / (1.0 + (-K * f64::from(score)).exp()) - 1.0
}

/// A move the learner tried that the engine refused (from the play screen's log).
#[derive(Clone, Debug, PartialEq)]
pub struct IllegalTry {
    /// The ply it was tried at (1-based: the move it was meant to be).
    pub(crate) ply: usize,
    /// The text as typed (any notation the record reader accepts).
    pub(crate) text: String,
    /// The position it was tried in, when it is not the game's at `ply` (a try made before
    /// a take-back: the game went another way since); `None`: the game's.
    pub(crate) position: Option<Position>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Kind {
    /// A forced mate in `moves` was on the board and the move played does not keep it.
    MissedMate { moves: u8 },
    /// After the move the opponent has a forced mate in `moves`, and another move avoided it.
    WalkedIntoMate { moves: u8 },
    /// The move left a piece to be taken at once (the opponent's best reply takes it and the
    /// material is not won back).
    HangingPiece { role: Role },
    /// The opponent's best line wins this piece `moves` moves later (not at once).
    LosesPiece { role: Role, moves: u8 },
    /// A capture that won material was there and was not played.
    MissedCapture { role: Role },
    /// The better move was a check, and the move played lost what it would have won.
    MissedCheck,
    /// The search finds the position clearly worse after the move, without a piece lost in
    /// its line (position, tempo, a threat not parried beyond the line shown).
    WeakerMove,
    /// The learner tried a move the engine refused.
    IllegalTry { text: String, reason: Message },
}

impl Kind {
    /// Stable id (JSON, message ids `review-kind-<id>`).
    pub(crate) fn id(&self) -> &'static str {
        match self {
            Kind::MissedMate { .. } => "missed-mate",
            Kind::WalkedIntoMate { .. } => "walked-into-mate",
            Kind::HangingPiece { .. } => "hanging-piece",
            Kind::LosesPiece { .. } => "loses-piece",
            Kind::MissedCapture { .. } => "missed-capture",
            Kind::MissedCheck => "missed-check",
            Kind::WeakerMove => "weaker-move",
            Kind::IllegalTry { .. } => "illegal-try",
        }
    }
}

/// One moment of the game worth a learner's attention.
#[derive(Clone, Debug, PartialEq)]
pub struct Moment {
    /// The move (ply) it concerns, 1-based.
    pub(crate) ply: usize,
    /// The whole-move number as the play screen and records write it (`7.` / `7...`).
    pub(crate) move_number: u32,
    pub(crate) mover: Color,
    pub(crate) kind: Kind,
    /// The mark (none for an illegal try).
    pub(crate) nag: Option<Nag>,
    /// The move played (none for an illegal try).
    pub(crate) played: Option<Move>,
    /// The position before the move.
    pub(crate) before: Position,
    /// The line that punishes the move played: the opponent's best line after it.
    pub(crate) line: Vec<Move>,
    /// The better move and the line after it, from [`Moment::before`] (empty for a try).
    pub(crate) better_line: Vec<Move>,
    /// The search's score lost by the move, in centipawns (a soldier is 200), at the
    /// verifying depth (the confirming one when not verified; 0 for mates and tries).
    pub(crate) loss: i32,
    /// The moves from [`Moment::before`] as good as the better move within [`MARGIN`]
    /// (the better move first; empty for a try): "learn from your mistakes" and the personal
    /// exercise accept any of them.
    pub(crate) accepted: Vec<Move>,
}

/// How far below the smallest mark reported a drop may be and still send the move on to the
/// deeper searches (first pass and confirmation): a shallow search often sees only part of a
/// loss, and the verifying search decides anyway.
pub(crate) const NOMINATE_SLACK: f64 = 0.03;

/// The most nodes one verifying search may spend by default (about a third of a second of a
/// release build on one core; most positions finish their depth well within it).
/// Deterministic, unlike a time. Measured with the verifying depth in `docs/PERFORMANCE.md`:
/// depth 9 and this budget keep a 100-ply game under 5 s on two cores.
pub(crate) const VERIFY_NODES: u64 = 500_000;

/// How far below the best a move may be and still count as found ("learn from your
/// mistakes", personal exercises): a drop in winning chances under the smallest mark (`?!`,
/// 0.1), so a move the review itself would not mark.
pub(crate) const MARGIN: f64 = 0.1;

/// A moment as `review --json` writes it (its schema is in docs/JSON.md).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub(crate) struct MomentJson {
    pub(crate) ply: usize,
    /// The whole-move number as the play screen writes it (`4.` for Cho's and Han's 4th move).
    pub(crate) move_number: u32,
    /// The side that moved.
    pub(crate) side: String,
    /// The moment's kind id.
    pub(crate) kind: &'static str,
    /// `?!`, `?` or `??` (null for an illegal try).
    pub(crate) nag: Option<&'static str>,
    /// The move played, coordinates (UCI).
    pub(crate) played: Option<String>,
    /// The better move, coordinates.
    pub(crate) better: Option<String>,
    /// The line that punishes the move played, from the position after it.
    pub(crate) line: Vec<String>,
    /// The line after the better move, from the position before the move (better move first).
    pub(crate) better_line: Vec<String>,
    /// Search centipawns (a soldier is 200), not counting points.
    pub(crate) loss: i32,
    /// The moves as good as the better move within the margin (`docs/REVIEW.md`), better
    /// move first, coordinates.
    pub(crate) accepted: Vec<String>,
    /// The position before the move.
    pub(crate) fen: String,
    /// The sentence, in the learner's language.
    pub(crate) text: String,
}

impl Moment {
    /// The position [`Moment::line`] starts from: after the move played.
    pub(crate) fn line_start(&self) -> Position {
        let mut p = self.before.clone();
        if let Some(m) = self.played {
            p.play_unchecked(m);
        }
        p
    }

    /// The better move.
    pub(crate) fn better(&self) -> Option<Move> {
        self.better_line.first().copied()
    }

    /// The line written in `notation`, from [`Moment::line_start`]: as far as a sentence
    /// needs (four plies, or through the capture of the piece a [`Kind::LosesPiece`] names).
    pub(crate) fn line_text(&self, notation: Notation) -> Vec<String> {
        let shown = match self.kind {
            Kind::LosesPiece { moves, .. } => (2 * moves as usize - 1).max(SHOWN),
            _ => SHOWN,
        };
        let line = &self.line[..self.line.len().min(shown)];
        write_line(&self.line_start(), line, notation)
    }

    /// The better line written in `notation`, from [`Moment::before`] (four plies).
    pub(crate) fn better_text(&self, notation: Notation) -> Vec<String> {
        let line = &self.better_line[..self.better_line.len().min(SHOWN)];
        write_line(&self.before, line, notation)
    }

    /// `7.` for Cho's move, `7...` for Han's, as records write them.
    pub(crate) fn number_text(&self) -> String {
        match self.mover {
            Color::Cho => format!("{}.", self.move_number),
            Color::Han => format!("{}...", self.move_number),
        }
    }

    /// The sentence that says what happened, in the learner's words.
    pub(crate) fn message(&self, notation: Notation) -> Message {
        let played = self
            .played
            .map(|m| record::notation::write(&self.before, m, notation))
            .unwrap_or_default();
        let better = self.better_text(notation);
        let m = Message::new(format!("review-kind-{}", self.kind.id()))
            .arg_num("ply", self.ply as i64)
            .arg("number", self.number_text())
            .arg("nag", self.nag.map(Nag::mark).unwrap_or_default())
            .arg_msg("side", rules_text::side(self.mover))
            .arg("played", played)
            .arg("line", self.line_text(notation).join(" "))
            .arg("better", better.first().cloned().unwrap_or_default())
            .arg("better_line", better.join(" "));
        match &self.kind {
            Kind::MissedMate { moves } | Kind::WalkedIntoMate { moves } => {
                m.arg_num("moves", *moves as i64)
            }
            Kind::HangingPiece { role } | Kind::MissedCapture { role } => m
                .arg_msg("piece", rules_text::piece(*role))
                .arg_num("points", points(*role)),
            Kind::LosesPiece { role, moves } => m
                .arg_msg("piece", rules_text::piece(*role))
                .arg_num("points", points(*role))
                .arg_num("moves", *moves as i64),
            Kind::MissedCheck | Kind::WeakerMove => m,
            Kind::IllegalTry { text, reason } => m
                .arg("text", text.clone())
                .arg_msg("reason", reason.clone()),
        }
    }

    /// The moment as `review --json` writes it, `text` being [`Moment::message`] formatted.
    pub(crate) fn to_json(&self, text: String) -> MomentJson {
        let uci = |l: &[Move]| l.iter().map(Move::to_string).collect::<Vec<_>>();
        MomentJson {
            ply: self.ply,
            move_number: self.move_number,
            side: self.mover.to_string(),
            kind: self.kind.id(),
            nag: self.nag.map(Nag::mark),
            played: self.played.map(|p| p.to_string()),
            better: self.better().map(|m| m.to_string()),
            line: uci(&self.line),
            better_line: uci(&self.better_line),
            loss: self.loss,
            accepted: uci(&self.accepted),
            fen: self.before.fen(),
            text,
        }
    }
}

/// Plies of a line a sentence shows (the JSON has the whole line).
const SHOWN: usize = 4;

/// Counting points of a piece (chariot 13 ... soldier 2), as the course teaches them: the
/// rules' counting values (`Role::points`), never the search's scores.
pub(crate) fn points(role: Role) -> i64 {
    i64::from(role.points())
}

fn write_line(start: &Position, line: &[Move], notation: Notation) -> Vec<String> {
    let mut pos = start.clone();
    let mut out = Vec::new();
    for &m in line {
        if !pos.is_legal(m) {
            break;
        }
        out.push(record::notation::write(&pos, m, notation));
        pos.play_unchecked(m);
    }
    out
}

/// The review's progress: `done` of `total` positions searched.
pub(crate) type OnProgress<'a> = dyn FnMut(usize, usize) + 'a;

/// A search's score (side to move's view) and line, `None` where the game is over.
type Scored = Option<(i32, Vec<Move>)>;

/// Reviews `game` (and the learner's illegal tries), reporting progress after each position.
pub fn review(
    game: &Game,
    tries: &[IllegalTry],
    options: &Options,
    on_progress: &mut OnProgress,
) -> Vec<Moment> {
    let positions = game.positions();
    let moves = game.moves();
    let n = moves.len();
    let stopped = || {
        options
            .stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
    };
    if stopped() {
        return Vec::new();
    }
    let limits = Limits {
        depth: Some(options.depth.max(1)),
        movetime: options.movetime,
        ..Limits::default()
    };
    // Progress counts each position searched, then each move judged (the deeper searches).
    let total = positions.len() + n;
    let Some(scores) = search_all_positions(positions, &limits, options, &mut |d, _| {
        on_progress(d, total)
    }) else {
        return Vec::new();
    };
    let judging = Judging {
        positions,
        moves: &moves,
        scores: &scores,
        options,
        deeper: Limits {
            depth: Some(options.depth.max(1) + options.confirm),
            movetime: options.movetime.map(|t| t * 3),
            ..Limits::default()
        },
        verify: Limits {
            depth: Some(options.depth.max(1) + options.verify),
            nodes: Some(options.verify_nodes),
            movetime: options.movetime.map(|t| t * 10),
        },
    };
    // Only the moves the first pass flags, or where it sees a mate, need the deeper searches.
    let candidates: Vec<usize> = (1..=n).filter(|&ply| judging.is_candidate(ply)).collect();
    // The bar goes on from where the first pass left it, over the moves judged.
    let Some(mut moments) = judge_all(&judging, &candidates, &mut |d| {
        on_progress(positions.len() + n * d / candidates.len().max(1), total)
    }) else {
        return Vec::new();
    };
    moments.extend(illegal_try_moments(game, tries, options.side));
    moments.sort_by_key(|m| m.ply);
    moments
}

/// What judging a move needs, the same for every move of the game.
struct Judging<'a> {
    positions: &'a [Position],
    moves: &'a [Move],
    /// The first pass's score of every position.
    scores: &'a [Scored],
    options: &'a Options,
    /// The confirming search.
    deeper: Limits,
    /// The verifying search, which decides.
    verify: Limits,
}

/// What the first pass says of a move: its drop in winning chances, the score and line before
/// it (side to move's view) and the score after it (the opponent's view).
struct FirstPass<'a> {
    drop: f64,
    best: i32,
    best_pv: &'a [Move],
    after: i32,
}

impl Judging<'_> {
    /// The drop in winning chances the first pass sees for the move into `ply`, and its
    /// scores before and after (`None` where the move ended the game: mates and counting
    /// endings are the rules' business).
    fn first_pass(&self, ply: usize) -> Option<FirstPass<'_>> {
        let (Some((best, best_pv)), Some((after, _))) = (&self.scores[ply - 1], &self.scores[ply])
        else {
            return None;
        };
        Some(FirstPass {
            drop: winning_chances(*best) - winning_chances(-*after),
            best: *best,
            best_pv,
            after: *after,
        })
    }

    /// The move's drop from the first pass that sends it on to the deeper searches.
    fn nominate(&self) -> f64 {
        self.options.min_nag.threshold() - NOMINATE_SLACK
    }

    /// Whether the move into `ply` is the reviewed side's and the first pass flags it or sees
    /// a mate on either side: only those are searched again.
    fn is_candidate(&self, ply: usize) -> bool {
        let before = &self.positions[ply - 1];
        if self.options.side.is_some_and(|s| s != before.turn()) {
            return false;
        }
        let Some(FirstPass {
            drop,
            best,
            best_pv,
            after,
        }) = self.first_pass(ply)
        else {
            return false;
        };
        let flagged = drop >= self.nominate() && best_pv.first() != Some(&self.moves[ply - 1]);
        flagged || best.abs() >= MATE_BOUND || after.abs() >= MATE_BOUND
    }

    /// Judges the move into `ply` (a candidate): confirmed, verified, explained, or `None`
    /// when the deeper searches do not see the loss.
    fn judge(&self, ply: usize, searcher: &mut Searcher, judge: &mut Searcher) -> Option<Moment> {
        let positions = self.positions;
        let before = &positions[ply - 1];
        let played = self.moves[ply - 1];
        let FirstPass {
            drop,
            best,
            best_pv,
            after,
        } = self.first_pass(ply)?;
        let nominate = self.nominate();
        let flagged = drop >= nominate && best_pv.first() != Some(&played);
        // The exhaustive mate search is dear (every move, every reply): run where the search
        // sees a mate on either side, or a move it flags.
        let near_mate = best.abs() >= MATE_BOUND || after.abs() >= MATE_BOUND;
        let short_mate = (near_mate || flagged)
            .then(|| mate_moment(before, played))
            .flatten();
        if short_mate.is_none() && !flagged {
            return None;
        }
        // Confirm: both positions again, deeper.
        let b = searcher.search(before, &[], &self.deeper, |_| {});
        let a = searcher.search(&positions[ply], &[], &self.deeper, |_| {});
        let drop2 = winning_chances(b.score) - winning_chances(-a.score);
        let mut nag = Nag::of_drop(drop.min(drop2));
        // The accepted moves are judged against the confirming search (their own searches
        // are as shallow: `good_moves`).
        let confirm_best = b.score;
        // Verify: a move both searches still see near the mark is searched deeper again, and
        // that search decides (issue 24: moves a depth-7 search marks and depth 10 refutes).
        let (b, a) = if short_mate.is_none()
            && self.options.verify > self.options.confirm
            && drop.min(drop2) >= nominate
            && b.pv.first() != Some(&played)
        {
            let b3 = searcher.search(before, &[], &self.verify, |_| {});
            let a3 = searcher.search(&positions[ply], &[], &self.verify, |_| {});
            nag = Nag::of_drop(winning_chances(b3.score) - winning_chances(-a3.score));
            (b3, a3)
        } else {
            (b, a)
        };
        let moment = Moment {
            ply,
            move_number: before.fullmoves(),
            mover: before.turn(),
            kind: Kind::WeakerMove,
            nag,
            played: Some(played),
            before: before.clone(),
            line: a.pv.clone(),
            better_line: b.pv.clone(),
            loss: if b.score.abs() >= MATE_BOUND || a.score.abs() >= MATE_BOUND {
                0
            } else {
                (b.score + a.score).max(0)
            },
            accepted: Vec::new(),
        };
        if let Some((kind, better_line, line)) = short_mate {
            // Certain by the exhaustive search; the mark is at least a mistake.
            let mut better_line = better_line.unwrap_or(moment.better_line.clone());
            if better_line.first() == Some(&played) {
                better_line = b.pv.clone();
            }
            let accepted = good_moves(
                judge,
                before,
                confirm_best,
                better_line.first().copied(),
                played,
                &self.deeper,
            );
            return Some(Moment {
                kind,
                nag: Some(nag.unwrap_or(Nag::Mistake).max(Nag::Mistake)),
                line: line.unwrap_or(moment.line.clone()),
                better_line,
                loss: 0,
                accepted,
                ..moment
            });
        }
        let sure = nag.is_some_and(|x| x >= self.options.min_nag) && b.pv.first() != Some(&played);
        if !sure {
            return None;
        }
        let kind = explain(&moment, b.score, a.score);
        // An inaccuracy with nothing concrete to show (no piece, capture, check or mate) is
        // where the search is least sure: measured against Fairy-Stockfish, 13 of the 56 such
        // reports were on moves that lost nothing (`docs/REVIEW.md`). Not reported.
        if kind == Kind::WeakerMove && nag == Some(Nag::Inaccuracy) {
            return None;
        }
        let accepted = good_moves(
            judge,
            before,
            confirm_best,
            b.pv.first().copied(),
            played,
            &self.deeper,
        );
        Some(Moment {
            kind,
            accepted,
            ..moment
        })
    }
}

/// Judges the `candidates` (plies) on the review's threads, dealt out in turn (thread `t`
/// takes the `t`-th, the `t + threads`-th, ...: the dear moves cluster late in a game), each
/// thread with its own tables, so the moments are the same on every run with as many threads.
/// `on_progress` gets the number judged; `None` when stopped.
fn judge_all(
    judging: &Judging,
    candidates: &[usize],
    on_progress: &mut dyn FnMut(usize),
) -> Option<Vec<Moment>> {
    let options = judging.options;
    let threads = options.threads.clamp(1, 8).min(candidates.len().max(1));
    let stop = options.stop.clone();
    let is_stopped = move || stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed));
    let (tx, rx) = mpsc::channel::<Option<Moment>>();
    std::thread::scope(|scope| {
        for t in 0..threads {
            let tx = tx.clone();
            let is_stopped = is_stopped.clone();
            scope.spawn(move || {
                let mut searcher = Searcher::new(16);
                // The accepted moves are searched with a table of their own, so the moments
                // reported are exactly those of a review without them.
                let mut judge = Searcher::new(16);
                for &ply in candidates.iter().skip(t).step_by(threads) {
                    if is_stopped() {
                        return;
                    }
                    let moment = judging.judge(ply, &mut searcher, &mut judge);
                    if tx.send(moment).is_err() {
                        return;
                    }
                }
            });
        }
        drop(tx);
        let mut moments = Vec::new();
        let mut done = 0;
        for moment in rx {
            moments.extend(moment);
            done += 1;
            on_progress(done);
        }
        (done == candidates.len() && !is_stopped()).then_some(moments)
    })
}

/// Candidates the first, shallower pass of [`good_moves`] lets through to the deeper check.
const CANDIDATES: usize = 4;

/// The moves from `before` as good as the best within [`MARGIN`], judged as the review
/// judges the move played: every move scored by a shallower search (`search_all`, three
/// plies less than `deeper`), the few near its best searched again one ply less deep than the
/// confirmation and kept when their drop from `best` (the confirming search's score before
/// the move) is under the margin. The better move comes first and is always in; the move played never is.
fn good_moves(
    searcher: &mut Searcher,
    before: &Position,
    best: i32,
    better: Option<Move>,
    played: Move,
    deeper: &Limits,
) -> Vec<Move> {
    let mut out: Vec<Move> = better.filter(|&m| m != played).into_iter().collect();
    let depth = deeper.depth.unwrap_or(3);
    let shallow = Limits {
        depth: Some(depth.saturating_sub(3).max(1)),
        movetime: deeper.movetime.map(|t| t / 3),
        ..Limits::default()
    };
    let all = searcher.search_all(before, &[], &shallow, |_| {});
    let Some(&(_, top)) = all.root_scores.first() else {
        return out;
    };
    let candidates: Vec<Move> = all
        .root_scores
        .iter()
        .filter(|&&(m, s)| {
            m != played
                && !out.contains(&m)
                && winning_chances(top) - winning_chances(s) < MARGIN * 1.5
        })
        .map(|&(m, _)| m)
        .take(CANDIDATES)
        .collect();
    let after = Limits {
        depth: Some(depth.saturating_sub(2).max(1)),
        ..deeper.clone()
    };
    let mover = before.turn();
    for m in candidates {
        let mut p = before.clone();
        p.play_unchecked(m);
        let score = match p.outcome() {
            Some(o) if o.winner == Some(mover) => MATE,
            Some(o) if o.winner.is_some() => -MATE,
            Some(_) => 0,
            None => -searcher.search(&p, &[], &after, |_| {}).score,
        };
        if winning_chances(best) - winning_chances(score) < MARGIN {
            out.push(m);
        }
    }
    out
}

/// The first pass: every position searched, on `options.threads` threads (each a contiguous
/// part of the game, so its table stays warm); `None` when stopped.
fn search_all_positions(
    positions: &[Position],
    limits: &Limits,
    options: &Options,
    on_progress: &mut OnProgress,
) -> Option<Vec<Scored>> {
    let total = positions.len();
    let threads = options.threads.clamp(1, 8).min(total.max(1));
    let chunk = total.div_ceil(threads).max(1);
    let stop = options.stop.clone();
    let is_stopped = move || stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed));
    let mut scores: Vec<Scored> = vec![None; total];
    let (tx, rx) = mpsc::channel::<(usize, Scored)>();
    let finished = std::thread::scope(|scope| {
        for t in 0..threads {
            let tx = tx.clone();
            let is_stopped = is_stopped.clone();
            scope.spawn(move || {
                let mut searcher = Searcher::new(16);
                let end = ((t + 1) * chunk).min(total);
                for (i, pos) in positions.iter().enumerate().take(end).skip(t * chunk) {
                    if is_stopped() {
                        return;
                    }
                    let scored = (!pos.is_game_over()).then(|| {
                        let out = searcher.search(pos, &[], limits, |_| {});
                        (out.score, out.pv)
                    });
                    if tx.send((i, scored)).is_err() {
                        return;
                    }
                }
            });
        }
        drop(tx);
        let mut done = 0;
        for (i, scored) in rx {
            scores[i] = scored;
            done += 1;
            on_progress(done, total);
        }
        done == total
    });
    (finished && !is_stopped()).then_some(scores)
}

/// What went wrong, in a learner's terms, from the confirming searches (`best`: the score
/// before the move, `after`: after it, each from its side to move's view).
fn explain(m: &Moment, best: i32, after: i32) -> Kind {
    if after >= MATE_BOUND {
        return Kind::WalkedIntoMate {
            moves: ((MATE - after + 1) / 2).clamp(1, 99) as u8,
        };
    }
    if best >= MATE_BOUND {
        return Kind::MissedMate {
            moves: ((MATE - best + 1) / 2).clamp(1, 99) as u8,
        };
    }
    let loss = best + after;
    let before = &m.before;
    let captured = |pos: &Position, mv: Move| {
        (!mv.is_pass())
            .then(|| pos.board().get(mv.to))
            .flatten()
            .filter(|p| p.color != pos.turn())
            .map(|p| p.role)
    };
    let played_gain = m
        .played
        .and_then(|p| captured(before, p))
        .map_or(0, crate::search::eval::value);
    if let Some(better) = m.better()
        && let Some(role) = captured(before, better)
        && crate::search::eval::value(role) > played_gain
        && crate::search::eval::value(role) <= loss + 250
    {
        return Kind::MissedCapture { role };
    }
    // The mover's pieces taken along the punishing line, and what the mover takes back: a piece
    // is named only when the mover is still down material at the line's end (a line may stop
    // in the middle of an exchange, or go on to win back more), the most valuable one that
    // the material and the search's loss account for.
    let mut pos = m.line_start();
    let mover = m.mover;
    let mut net = -played_gain;
    let mut taken: Vec<(usize, Role)> = Vec::new();
    for (i, &mv) in m.line.iter().enumerate() {
        if !pos.is_legal(mv) {
            break;
        }
        if let Some(role) = captured(&pos, mv) {
            let v = crate::search::eval::value(role);
            if pos.turn() == mover {
                net -= v;
            } else {
                net += v;
                taken.push((i, role));
            }
        }
        pos.play_unchecked(mv);
    }
    // A piece more than a soldier taken on the very next move is named first, though the
    // line goes on to win a dearer one: the piece left hanging is what the learner can see.
    let lost = (net >= 150)
        .then(|| {
            let accounted: Vec<(usize, Role)> = taken
                .into_iter()
                .filter(|&(_, r)| {
                    let v = crate::search::eval::value(r);
                    v <= net + 250 && v <= loss + 250
                })
                .collect();
            let hanging = accounted.iter().copied().find(|&(i, r)| {
                i == 0 && crate::search::eval::value(r) > crate::search::eval::value(Role::Soldier)
            });
            hanging.or_else(|| {
                accounted
                    .into_iter()
                    .max_by_key(|&(i, r)| (crate::search::eval::value(r), std::cmp::Reverse(i)))
            })
        })
        .flatten();
    if let Some((i, role)) = lost {
        return if i == 0 {
            Kind::HangingPiece { role }
        } else {
            Kind::LosesPiece {
                role,
                moves: (i / 2 + 1) as u8,
            }
        };
    }
    if let Some(better) = m.better() {
        let mut p = before.clone();
        p.play_unchecked(better);
        if p.is_check() {
            return Kind::MissedCheck;
        }
    }
    Kind::WeakerMove
}

/// The learner's illegal tries as moments, each with the engine's reason (no search: quick
/// enough for the end of every game on the play screen). `side`: only that side's tries.
pub(crate) fn illegal_try_moments(
    game: &Game,
    tries: &[IllegalTry],
    side: Option<Color>,
) -> Vec<Moment> {
    let positions = game.positions();
    let mut moments = Vec::new();
    for t in tries {
        let before = match &t.position {
            Some(p) => p,
            None if t.ply == 0 || t.ply > positions.len() => continue,
            None => &positions[t.ply - 1],
        };
        if side.is_some_and(|s| s != before.turn()) {
            continue;
        }
        let reason = match record::notation::parse(before, &t.text) {
            Err(e) => record::replay::move_text_error(&e),
            Ok(_) => continue, // legal after all: nothing to learn
        };
        moments.push(Moment {
            ply: t.ply,
            move_number: before.fullmoves(),
            mover: before.turn(),
            kind: Kind::IllegalTry {
                text: t.text.clone(),
                reason,
            },
            nag: None,
            played: None,
            before: before.clone(),
            line: Vec::new(),
            better_line: Vec::new(),
            loss: 0,
            accepted: Vec::new(),
        });
    }
    moments
}

#[cfg(test)]
mod tests;
