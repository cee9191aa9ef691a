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

mod judge;
pub(crate) mod mate;
pub(crate) mod personal;
pub(crate) mod why;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use serde::Serialize;

use crate::i18n::{Message, rules_text};
use crate::record::{self, Notation};
use crate::rules::{Color, Game, Move, Position, Role};
use crate::search::{Limits, MATE_BOUND};
pub(crate) use judge::judge_moves;
use judge::{Judging, judge_all, search_all_positions};

// Defined by the play session that records the tries; re-exported here, where the review
// takes them (`review::IllegalTry` stays the public path it was).
pub use crate::play::session::IllegalTry;

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
    /// Whether the moves as good as the better one ([`Moment::accepted`]) are judged with the
    /// moments. False leaves them for [`judge_moves`]: the games screen shows the moments
    /// first (the judging is about a third of a review's time) and judges while they are read.
    pub(crate) judge_moves: bool,
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
            judge_moves: true,
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
    /// The moves from [`Moment::before`] as good as the best within [`MARGIN`] and [`CP_MARGIN`]
    /// (the better move first; empty for a try): "learn from your mistakes" and the personal
    /// exercise accept any of them.
    pub(crate) accepted: Vec<Move>,
    /// What the searches that chose [`Moment::accepted`] say of the other moves (and of the
    /// move played): how far each is below the best, for a refusal worded by the gap.
    pub(crate) gaps: Vec<Gap>,
}

/// How far a move is below the best move of a position, by the review's searches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Gap {
    pub(crate) mv: Move,
    /// The drop in winning chances (the unit of the marks, [`Nag::of_drop`]).
    pub(crate) drop: f64,
    /// The drop in search centipawns (counting points ×100), `None` where a mate is in it.
    pub(crate) loss: Option<i32>,
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

/// How far below the best, in the search's centipawns (a soldier is 200), an accepted move
/// may be besides [`MARGIN`]: in a decided game 0.1 in winning chances spans many points, and
/// even in an open one a move that far below is often clearly worse by a deeper judge
/// (issue 65, measured against Fairy-Stockfish in `docs/REVIEW.md`: with the deeper judge,
/// 100 kept as many of its best moves as 150 did with the shallower one, and fewer far-off).
pub(crate) const CP_MARGIN: i32 = 100;

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
    /// Why the better move is better, in the learner's language, marked as advice (engine
    /// facts checked on the position, `docs/REVIEW.md`); null for an illegal try.
    pub(crate) why: Option<String>,
    /// The facts `why` names, by id: `mates`, `forces-mate`, `stops-mate`, `takes`,
    /// `takes-free`, `keeps`, `check`, `threatens-mate`, `attacks` (empty: none holds).
    pub(crate) why_facts: Vec<&'static str>,
    /// The lesson the sentences point to (the strategy lesson, where they are about material
    /// and the lesson library has it); null otherwise.
    pub(crate) see_lesson: Option<LessonRef>,
}

/// A lesson the review points to.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub(crate) struct LessonRef {
    /// The lesson's id (`janggi-tutor lessons`).
    pub(crate) id: String,
    /// Its title in the learner's language.
    pub(crate) title: String,
}

/// What `review` says of a moment beyond its sentence: why the better move is better.
#[derive(Clone, Debug, Default)]
pub(crate) struct WhyJson {
    pub(crate) why: Option<String>,
    pub(crate) facts: Vec<why::Why>,
    pub(crate) see_lesson: Option<LessonRef>,
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

    /// Whether its accepted moves are still to be judged ([`judge_moves`]): a move played and
    /// none accepted yet.
    pub(crate) fn needs_judging(&self) -> bool {
        self.played.is_some() && self.accepted.is_empty()
    }

    /// The line written in `notation`, from [`Moment::line_start`]: as far as a sentence
    /// needs (four plies, or through the capture of the piece a [`Kind::LosesPiece`] names).
    pub(crate) fn line_text(&self, notation: Notation) -> Vec<String> {
        let shown = match self.kind {
            Kind::LosesPiece { moves, .. } | Kind::WalkedIntoMate { moves } => {
                (2 * moves as usize - 1).max(SHOWN)
            }
            _ => SHOWN,
        };
        let line = &self.line[..self.line.len().min(shown)];
        write_line(&self.line_start(), line, notation)
    }

    /// The better line written in `notation`, from [`Moment::before`] (four plies, or to the
    /// mate for a [`Kind::MissedMate`]).
    pub(crate) fn better_text(&self, notation: Notation) -> Vec<String> {
        let shown = match self.kind {
            Kind::MissedMate { moves } => (2 * moves as usize - 1).max(SHOWN),
            _ => SHOWN,
        };
        let line = &self.better_line[..self.better_line.len().min(shown)];
        write_line(&self.before, line, notation)
    }

    /// `7.` for Cho's move, `7...` for Han's, as records write them.
    pub(crate) fn number_text(&self) -> String {
        match self.mover {
            Color::Cho => format!("{}.", self.move_number),
            Color::Han => format!("{}...", self.move_number),
        }
    }

    /// The sentence that says what happened and the better move, in the learner's words.
    pub(crate) fn message(&self, notation: Notation) -> Message {
        self.sentence("review-kind", notation)
    }

    /// The sentence that says what happened, without the better move or its line: what the
    /// screens show before the learner has tried to find the better move.
    pub(crate) fn mistake_message(&self, notation: Notation) -> Message {
        self.sentence("review-mistake", notation)
    }

    fn sentence(&self, prefix: &str, notation: Notation) -> Message {
        let played = self
            .played
            .map(|m| record::notation::write(&self.before, m, notation))
            .unwrap_or_default();
        let better = self.better_text(notation);
        let m = Message::new(format!("{prefix}-{}", self.kind.id()))
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
    pub(crate) fn to_json(&self, text: String, why: WhyJson) -> MomentJson {
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
            why: why.why,
            why_facts: why.facts.iter().map(|f| f.id()).collect(),
            see_lesson: why.see_lesson,
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

/// The verifying search's limits, which decide a confirmed move's mark and the moves as good
/// as the better one.
pub(crate) fn verify_limits(options: &Options) -> Limits {
    Limits {
        depth: Some(options.depth.max(1) + options.verify),
        nodes: Some(options.verify_nodes),
        movetime: options.movetime.map(|t| t * 10),
        fixed_time: false,
    }
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
        verify: verify_limits(options),
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
            gaps: Vec::new(),
        });
    }
    moments
}

#[cfg(test)]
mod tests;
