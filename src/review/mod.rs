//! The engine review of a game: the moments that matter for a learner, each with the engine's
//! evidence and a personal exercise. How it decides (and why it stays quiet otherwise) is in
//! `docs/REVIEW.md`. Pure: no terminal, no files (see [`personal`] for the stored exercises).
//!
//! - Mates (missed mate in 1 or 2, a move that walked into mate in 1 or 2) come from the
//!   exhaustive search in [`mate`]: certain by construction.
//! - Material moments (a piece left to be taken, a free capture missed) come from the built-in
//!   search at a fixed depth with its quiescence search, and are reported only when the loss is
//!   at least [`Options::margin`] at that depth *and* one ply deeper.
//! - Illegal tries come from the play screen's log, with the engine's reason.

pub mod mate;
pub mod personal;

use crate::i18n::{Message, rules_text};
use crate::record::{self, Notation};
use crate::rules::{Color, Game, Move, Position, Role};
use crate::search::{Limits, MATE_BOUND, Searcher};

/// How deep and how sure the review is.
#[derive(Clone, Debug)]
pub struct Options {
    /// Depth of the material search (plies, before quiescence).
    pub depth: u32,
    /// The smallest material loss reported, in centipawns (a soldier is 200, a horse 500).
    pub margin: i32,
    /// Review only this side's moves (the learner's, after a game on the play screen).
    pub side: Option<Color>,
    /// Set from another thread to stop the review early (a screen closed while it runs);
    /// the moments found so far are not returned, only what the finished positions show.
    pub stop: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            depth: 3,
            margin: 250,
            side: None,
            stop: None,
        }
    }
}

/// A move the learner tried that the engine refused (from the play screen's log).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalTry {
    /// The ply it was tried at (1-based: the move it was meant to be).
    pub ply: usize,
    /// The text as typed (any notation the record reader accepts).
    pub text: String,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Kind {
    /// A forced mate in `moves` was on the board and the move played does not keep it.
    MissedMate { moves: u8 },
    /// After the move the opponent has a forced mate in `moves`, and another move avoided it.
    WalkedIntoMate { moves: u8 },
    /// The move left a piece to be taken for nothing (the opponent's best reply takes it).
    HangingPiece { role: Role },
    /// A capture that won material was there and was not played.
    MissedCapture { role: Role },
    /// The learner tried a move the engine refused.
    IllegalTry { text: String, reason: Message },
}

impl Kind {
    /// Stable id (JSON, message ids `review-kind-<id>`).
    pub fn id(&self) -> &'static str {
        match self {
            Kind::MissedMate { .. } => "missed-mate",
            Kind::WalkedIntoMate { .. } => "walked-into-mate",
            Kind::HangingPiece { .. } => "hanging-piece",
            Kind::MissedCapture { .. } => "missed-capture",
            Kind::IllegalTry { .. } => "illegal-try",
        }
    }
}

/// One moment of the game worth a learner's attention.
#[derive(Clone, Debug, PartialEq)]
pub struct Moment {
    /// The move (ply) it concerns, 1-based.
    pub ply: usize,
    pub mover: Color,
    pub kind: Kind,
    /// The move played (none for an illegal try).
    pub played: Option<Move>,
    /// The position before the move.
    pub before: Position,
    /// The engine's line that proves the point: the better line for a missed chance, the
    /// opponent's winning line for a mistake.
    pub line: Vec<Move>,
    /// The material lost, in centipawns, at the confirming depth (0 for mates and tries).
    pub loss: i32,
}

impl Moment {
    /// The position the line starts from.
    pub fn line_start(&self) -> Position {
        match (&self.kind, self.played) {
            (Kind::HangingPiece { .. } | Kind::WalkedIntoMate { .. }, Some(m)) => {
                let mut p = self.before.clone();
                p.play_unchecked(m);
                p
            }
            _ => self.before.clone(),
        }
    }

    /// The line written in `notation`, from [`Moment::line_start`].
    pub fn line_text(&self, notation: Notation) -> Vec<String> {
        let mut pos = self.line_start();
        let mut out = Vec::new();
        for &m in &self.line {
            if !pos.is_legal(m) {
                break;
            }
            out.push(record::notation::write(&pos, m, notation));
            pos.play_unchecked(m);
        }
        out
    }

    /// The sentence that says what happened, in the learner's words.
    pub fn message(&self, notation: Notation) -> Message {
        let line = self.line_text(notation).join(" ");
        let played = self
            .played
            .map(|m| record::notation::write(&self.before, m, notation))
            .unwrap_or_default();
        let m = Message::new(format!("review-kind-{}", self.kind.id()))
            .arg_num("ply", self.ply as i64)
            .arg_msg("side", rules_text::side(self.mover))
            .arg("played", played)
            .arg("line", line);
        match &self.kind {
            Kind::MissedMate { moves } | Kind::WalkedIntoMate { moves } => {
                m.arg_num("moves", *moves as i64)
            }
            Kind::HangingPiece { role } | Kind::MissedCapture { role } => m
                .arg_msg("piece", rules_text::piece(*role))
                .arg_num("points", (self.loss / 100) as i64),
            Kind::IllegalTry { text, reason } => m
                .arg("text", text.clone())
                .arg_msg("reason", reason.clone()),
        }
    }
}

/// The review's progress: `done` of `total` positions searched.
pub type OnProgress<'a> = dyn FnMut(usize, usize) + 'a;

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
    let mut searcher = Searcher::new(16);
    let limits = Limits::depth(options.depth.max(1));
    // scores[i], best[i], pv[i]: the search at positions[i], from its side to move.
    let mut scores: Vec<Option<(i32, Vec<Move>)>> = Vec::with_capacity(n + 1);
    for (i, pos) in positions.iter().enumerate() {
        if options
            .stop
            .as_ref()
            .is_some_and(|s| s.load(std::sync::atomic::Ordering::Relaxed))
        {
            return Vec::new();
        }
        scores.push(if pos.is_game_over() {
            None
        } else {
            let out = searcher.search(pos, &positions[..i], &limits, |_| {});
            Some((out.score, out.pv))
        });
        on_progress(i + 1, n + 1);
    }
    let mut moments = Vec::new();
    for ply in 1..=n {
        let before = &positions[ply - 1];
        let mover = before.turn();
        if options.side.is_some_and(|s| s != mover) {
            continue;
        }
        let played = moves[ply - 1];
        if let Some(m) = mate_moment(before, played, ply) {
            moments.push(m);
            continue;
        }
        let (Some((best, best_pv)), Some((after, reply_pv))) = (&scores[ply - 1], &scores[ply])
        else {
            continue;
        };
        if let Some(m) = material_moment(
            &mut searcher,
            positions,
            ply,
            played,
            (*best, best_pv),
            (*after, reply_pv),
            options,
        ) {
            moments.push(m);
        }
    }
    moments.extend(illegal_try_moments(game, tries, options.side));
    moments.sort_by_key(|m| m.ply);
    moments
}

/// The learner's illegal tries as moments, each with the engine's reason (no search: quick
/// enough for the end of every game on the play screen). `side`: only that side's tries.
pub fn illegal_try_moments(game: &Game, tries: &[IllegalTry], side: Option<Color>) -> Vec<Moment> {
    let positions = game.positions();
    let mut moments = Vec::new();
    for t in tries {
        if t.ply == 0 || t.ply > positions.len() {
            continue;
        }
        let before = &positions[t.ply - 1];
        if side.is_some_and(|s| s != before.turn()) {
            continue;
        }
        let reason = match record::notation::parse(before, &t.text) {
            Err(e) => record::replay::move_text_error(&e),
            Ok(_) => continue, // legal after all: nothing to learn
        };
        moments.push(Moment {
            ply: t.ply,
            mover: before.turn(),
            kind: Kind::IllegalTry {
                text: t.text.clone(),
                reason,
            },
            played: None,
            before: before.clone(),
            line: Vec::new(),
            loss: 0,
        });
    }
    moments
}

/// A missed mate or a walk into mate, by the exhaustive mate search.
fn mate_moment(before: &Position, played: Move, ply: usize) -> Option<Moment> {
    let mover = before.turn();
    let mut after = before.clone();
    after.play_unchecked(played);
    if let Some((moves, first)) = mate::mate_within(before, 2) {
        if mate::keeps_mate(before, played, moves) {
            return None;
        }
        return Some(Moment {
            ply,
            mover,
            kind: Kind::MissedMate { moves },
            played: Some(played),
            before: before.clone(),
            line: mate_line(before, first, moves),
            loss: 0,
        });
    }
    let (moves, first) = mate::mate_within(&after, 2)?;
    // Only a mistake if some other move avoided a mate that short.
    let avoidable = before.legal_moves().into_iter().any(|m| {
        let mut p = before.clone();
        p.play_unchecked(m);
        mate::mate_within(&p, moves).is_none()
    });
    avoidable.then(|| Moment {
        ply,
        mover,
        kind: Kind::WalkedIntoMate { moves },
        played: Some(played),
        before: before.clone(),
        line: mate_line(&after, first, moves),
        loss: 0,
    })
}

/// A mating line to show: the first move, then (mate in 2) a reply and the mate after it.
fn mate_line(pos: &Position, first: Move, moves: u8) -> Vec<Move> {
    let mut line = vec![first];
    if moves >= 2 {
        let mut p = pos.clone();
        p.play_unchecked(first);
        if let Some(&reply) = p.legal_moves().first() {
            p.play_unchecked(reply);
            if let Some(m) = mate::mate_in_1(&p) {
                line.extend([reply, m]);
            }
        }
    }
    line
}

/// A hanging piece or a missed capture: a loss of at least the margin at the review's depth,
/// confirmed one ply deeper, with a capture as the point of the line.
fn material_moment(
    searcher: &mut Searcher,
    positions: &[Position],
    ply: usize,
    played: Move,
    (best, best_pv): (i32, &Vec<Move>),
    (after, reply_pv): (i32, &Vec<Move>),
    options: &Options,
) -> Option<Moment> {
    if best.abs() >= MATE_BOUND || after.abs() >= MATE_BOUND {
        return None; // mates are the mate search's business
    }
    let loss = best + after; // best - (-after)
    if loss < options.margin {
        return None;
    }
    let before = &positions[ply - 1];
    let now = &positions[ply];
    let captured = |pos: &Position, m: Option<&Move>| {
        m.and_then(|m| pos.board().get(m.to))
            .filter(|p| p.color != pos.turn())
            .map(|p| p.role)
    };
    let best_move = best_pv.first().copied();
    let (kind, line) = if best_move != Some(played)
        && let Some(role) = captured(before, best_pv.first())
        && captured(before, Some(&played)).is_none_or(|r| value(r) < value(role))
    {
        (Kind::MissedCapture { role }, best_pv.clone())
    } else if let Some(role) = captured(now, reply_pv.first()) {
        (Kind::HangingPiece { role }, reply_pv.clone())
    } else {
        return None;
    };
    // Confirm one ply deeper: both searches again, and the loss must still clear the margin.
    let deeper = Limits::depth(options.depth.max(1) + 1);
    let b = searcher.search(before, &positions[..ply - 1], &deeper, |_| {});
    let a = searcher.search(now, &positions[..ply], &deeper, |_| {});
    let confirmed = b.score + a.score;
    if confirmed < options.margin || b.score.abs() >= MATE_BOUND || a.score.abs() >= MATE_BOUND {
        return None;
    }
    Some(Moment {
        ply,
        mover: before.turn(),
        kind,
        played: Some(played),
        before: before.clone(),
        line: line.into_iter().take(4).collect(),
        loss: confirmed.min(loss),
    })
}

fn value(role: Role) -> i32 {
    crate::search::eval::value(role)
}
