//! Judging the moves the first pass flags: the confirming and verifying searches on the
//! review's threads, the sentence's kind ([`explain`]) and the moves as good as the better one
//! ([`good_moves`]). How and why: `docs/REVIEW.md`.

use std::sync::atomic::Ordering;
use std::sync::mpsc;

use super::mate::{mate_moment, mate_to_the_end};
use super::{
    CP_MARGIN, Gap, Kind, MARGIN, Moment, NOMINATE_SLACK, Nag, OnProgress, Options, Scored,
    verify_limits, winning_chances,
};
use crate::rules::{Move, Position, Role};
use crate::search::{KingSafety, Limits, MATE, MATE_BOUND, Searcher};

/// A searcher for the review: its own table, and king safety in the palace form, with which
/// the review's numbers were measured (docs/REVIEW.md, step 1).
pub(super) fn review_searcher() -> Searcher {
    Searcher::new(16).with_king_safety(KingSafety::Palace)
}

/// What judging a move needs, the same for every move of the game.
pub(super) struct Judging<'a> {
    pub(super) positions: &'a [Position],
    pub(super) moves: &'a [Move],
    /// The first pass's score of every position.
    pub(super) scores: &'a [Scored],
    pub(super) options: &'a Options,
    /// The confirming search.
    pub(super) deeper: Limits,
    /// The verifying search, which decides.
    pub(super) verify: Limits,
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
    pub(super) fn is_candidate(&self, ply: usize) -> bool {
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
    fn judge(
        &self,
        ply: usize,
        searcher: &mut Searcher,
        judge: &mut Searcher,
        accept: &mut Searcher,
    ) -> Option<Moment> {
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
            gaps: Vec::new(),
        };
        // The move played's own gap, by the searches that decided its mark.
        let played_gap = Gap {
            mv: played,
            drop: winning_chances(b.score) - winning_chances(-a.score),
            loss: (b.score.abs() < MATE_BOUND && a.score.abs() < MATE_BOUND)
                .then_some(b.score + a.score),
        };
        if let Some((kind, better_line, line)) = short_mate {
            // Certain by the exhaustive search; the mark is at least a mistake.
            let mut better_line = better_line.unwrap_or(moment.better_line.clone());
            if better_line.first() == Some(&played) {
                better_line = b.pv.clone();
            }
            let (accepted, gaps) = self.accepted(
                searcher,
                accept,
                before,
                better_line.first().copied(),
                played_gap,
            );
            return Some(Moment {
                kind,
                nag: Some(nag.unwrap_or(Nag::Mistake).max(Nag::Mistake)),
                line: line.unwrap_or(moment.line.clone()),
                better_line,
                loss: 0,
                accepted,
                gaps,
                ..moment
            });
        }
        let sure = nag.is_some_and(|x| x >= self.options.min_nag) && b.pv.first() != Some(&played);
        if !sure {
            return None;
        }
        let mut moment = moment;
        let mut kind = explain(&moment, b.score, a.score, true);
        // A mate is shown to the mate: the line is completed (or its count corrected) with the
        // judging searcher, and a mate that cannot be shown is not called one.
        match kind {
            Kind::MissedMate { moves } => match mate_to_the_end(judge, before, &b.pv, moves) {
                Some((line, moves)) => {
                    moment.better_line = line;
                    kind = Kind::MissedMate { moves };
                }
                None => kind = explain(&moment, b.score, a.score, false),
            },
            Kind::WalkedIntoMate { moves } => {
                match mate_to_the_end(judge, &positions[ply], &a.pv, moves) {
                    Some((line, moves)) => {
                        moment.line = line;
                        kind = Kind::WalkedIntoMate { moves };
                    }
                    None => kind = explain(&moment, b.score, a.score, false),
                }
            }
            _ => {}
        }
        // An inaccuracy with nothing concrete to show (no piece, capture, check or mate) is
        // where the search is least sure: measured against Fairy-Stockfish, 13 of the 56 such
        // reports were on moves that lost nothing (`docs/REVIEW.md`). Not reported.
        if kind == Kind::WeakerMove && nag == Some(Nag::Inaccuracy) {
            return None;
        }
        let (accepted, gaps) = self.accepted(searcher, accept, before, moment.better(), played_gap);
        Some(Moment {
            kind,
            accepted,
            gaps,
            ..moment
        })
    }
}

impl Judging<'_> {
    /// The moves as good as `better` ([`good_moves`]), searched with a copy of the verifying
    /// `searcher`'s table; or, where the moves are judged later ([`Options::judge_moves`]
    /// false), none yet and only the move played's gap, which [`judge_moves`] starts from.
    fn accepted(
        &self,
        searcher: &Searcher,
        accept: &mut Searcher,
        before: &Position,
        better: Option<Move>,
        played: Gap,
    ) -> (Vec<Move>, Vec<Gap>) {
        if !self.options.judge_moves {
            return (Vec::new(), vec![played]);
        }
        accept.copy_table_from(searcher);
        good_moves(accept, before, better, played, &self.verify)
    }
}

/// Fills the accepted moves and gaps of the `moments` a review left unjudged
/// ([`Options::judge_moves`] false: the games screen shows the moments first and judges the
/// moves while the learner reads them), with the same searches as a review that judges them at
/// once but a table of their own, the earliest moments first. `on_judged` gets the number
/// judged, of how many, and the moment just judged (by its index); false when stopped.
pub(crate) fn judge_moves(
    moments: &mut [Moment],
    options: &Options,
    on_judged: &mut dyn FnMut(usize, usize, usize, &Moment),
) -> bool {
    let verify = verify_limits(options);
    // What each judging needs, so the moments are filled as the threads answer.
    let todo: Vec<(usize, Position, Option<Move>, Gap)> = moments
        .iter()
        .enumerate()
        .filter(|(_, m)| m.needs_judging())
        .filter_map(|(i, m)| {
            let played = m.played?;
            let gap = m
                .gaps
                .iter()
                .copied()
                .find(|g| g.mv == played)
                .unwrap_or(Gap {
                    mv: played,
                    drop: 0.0,
                    loss: None,
                });
            Some((i, m.before.clone(), m.better(), gap))
        })
        .collect();
    let threads = options.threads.clamp(1, 8).min(todo.len().max(1));
    let stop = options.stop.clone();
    let is_stopped = move || stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed));
    let (tx, rx) = mpsc::channel::<(usize, Vec<Move>, Vec<Gap>)>();
    let done = std::thread::scope(|scope| {
        for t in 0..threads {
            let tx = tx.clone();
            let is_stopped = is_stopped.clone();
            let (todo, verify) = (&todo, &verify);
            scope.spawn(move || {
                let mut searcher = review_searcher();
                for (i, before, better, gap) in todo.iter().skip(t).step_by(threads) {
                    if is_stopped() {
                        return;
                    }
                    let (accepted, gaps) = good_moves(&mut searcher, before, *better, *gap, verify);
                    if tx.send((*i, accepted, gaps)).is_err() {
                        return;
                    }
                }
            });
        }
        drop(tx);
        let mut done = 0;
        for (i, accepted, gaps) in rx {
            moments[i].accepted = accepted;
            moments[i].gaps = gaps;
            done += 1;
            on_judged(done, todo.len(), i, &moments[i]);
        }
        done
    });
    done == todo.len() && !is_stopped()
}

/// Judges the `candidates` (plies) on the review's threads, dealt out in turn (thread `t`
/// takes the `t`-th, the `t + threads`-th, ...: the dear moves cluster late in a game), each
/// thread with its own tables, so the moments are the same on every run with as many threads.
/// `on_progress` gets the number judged; `None` when stopped.
pub(super) fn judge_all(
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
                let mut searcher = review_searcher();
                // Mate lines are completed with a table of their own; the accepted moves are
                // searched with a copy of `searcher`'s table taken after the verification, so
                // they start from what it found and the moments reported are exactly those of
                // a review without them.
                let mut judge = review_searcher();
                let mut accept = review_searcher();
                for &ply in candidates.iter().skip(t).step_by(threads) {
                    if is_stopped() {
                        return;
                    }
                    let moment = judging.judge(ply, &mut searcher, &mut judge, &mut accept);
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

/// The most candidates the shallow pass of [`good_moves`] sends on to the deciding search.
const CANDIDATES: usize = 6;

/// How far below the shallow pass's best a move may be and still be searched again: the
/// shallow search often sees only part of a move's worth (issue 65: the best move by
/// Fairy-Stockfish and by our own longer search was left out at 1.5 margins).
const SHALLOW_WINDOW: f64 = 3.0 * MARGIN;

/// Plies the judging searches of [`good_moves`] go beyond the verification (counted from the
/// position before the move), and how many times its nodes each may spend: the judge decides
/// what the exercise accepts, so it is deeper than the review that marked the move (issue 65;
/// measured against Fairy-Stockfish in `docs/REVIEW.md`: each step deeper agreed with it more).
const JUDGE_DEPTH: u32 = 3;
const JUDGE_NODES: u64 = 4;

/// The moves from `before` as good as the best within [`MARGIN`] and [`CP_MARGIN`], and the
/// gaps of the others. `searcher`'s table may hold what the verifying search found. Every move
/// is scored by a shallow search (`search_all`, five plies less than `verify`); the few nearest
/// its best, the `better` move among them, are searched again deeper than the verification
/// (one ply played, the rest searched: [`JUDGE_DEPTH`], [`JUDGE_NODES`]), and every one within
/// both margins of the best of those is kept. The better move and the deciding search's best are always in, the move played
/// (`played`, with its gap by the review's own searches) never. The gaps are the deciding
/// search's for the moves it searched, the shallow search's for the others.
pub(super) fn good_moves(
    searcher: &mut Searcher,
    before: &Position,
    better: Option<Move>,
    played: Gap,
    verify: &Limits,
) -> (Vec<Move>, Vec<Gap>) {
    let mut gaps = vec![played];
    let depth = verify.depth.unwrap_or(3);
    let shallow = Limits {
        depth: Some(depth.saturating_sub(5).max(1)),
        movetime: verify.movetime.map(|t| t / 10),
        ..Limits::default()
    };
    let all = searcher.search_all(before, &[], &shallow, |_| {});
    let top = all.root_scores.first().map_or(0, |&(_, s)| s);
    let mut candidates: Vec<Move> = better.filter(|&m| m != played.mv).into_iter().collect();
    candidates.extend(
        all.root_scores
            .iter()
            .filter(|&&(m, s)| {
                m != played.mv
                    && better != Some(m)
                    && winning_chances(top) - winning_chances(s) < SHALLOW_WINDOW
            })
            .map(|&(m, _)| m)
            .take(CANDIDATES),
    );
    for &(m, s) in &all.root_scores {
        if m != played.mv && !candidates.contains(&m) {
            gaps.push(Gap {
                mv: m,
                drop: winning_chances(top) - winning_chances(s),
                loss: (top.abs() < MATE_BOUND && s.abs() < MATE_BOUND).then_some(top - s),
            });
        }
    }
    let deep = Limits {
        depth: Some((depth + JUDGE_DEPTH).saturating_sub(1).max(1)),
        nodes: verify.nodes.map(|n| n * JUDGE_NODES),
        ..verify.clone()
    };
    let mover = before.turn();
    let scored: Vec<(Move, i32)> = candidates
        .iter()
        .map(|&m| {
            let mut p = before.clone();
            p.play_unchecked(m);
            let score = match p.outcome() {
                Some(o) if o.winner == Some(mover) => MATE,
                Some(o) if o.winner.is_some() => -MATE,
                Some(_) => 0,
                None => -searcher.search(&p, &[], &deep, |_| {}).score,
            };
            (m, score)
        })
        .collect();
    // The best at the deciding depth (the first of equals: the better move when it is one).
    let Some(&(best_move, best)) =
        scored
            .iter()
            .fold(None, |acc: Option<&(Move, i32)>, x| match acc {
                Some(a) if a.1 >= x.1 => Some(a),
                _ => Some(x),
            })
    else {
        return (Vec::new(), gaps);
    };
    let mut out: Vec<Move> = better.filter(|&m| m != played.mv).into_iter().collect();
    if !out.contains(&best_move) {
        out.push(best_move);
    }
    for &(m, s) in &scored {
        let drop = winning_chances(best) - winning_chances(s);
        if out.contains(&m) {
            continue;
        }
        if drop < MARGIN && best - s <= CP_MARGIN {
            out.push(m);
        } else {
            gaps.push(Gap {
                mv: m,
                drop,
                loss: (best.abs() < MATE_BOUND && s.abs() < MATE_BOUND).then_some(best - s),
            });
        }
    }
    (out, gaps)
}

/// The first pass: every position searched, on `options.threads` threads (each a contiguous
/// part of the game, so its table stays warm); `None` when stopped.
pub(super) fn search_all_positions(
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
                let mut searcher = review_searcher();
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
/// `mates`: false to say what else went wrong where a mate the search sees cannot be shown.
fn explain(m: &Moment, best: i32, after: i32, mates: bool) -> Kind {
    if mates && after >= MATE_BOUND {
        return Kind::WalkedIntoMate {
            moves: ((MATE - after + 1) / 2).clamp(1, 99) as u8,
        };
    }
    if mates && best >= MATE_BOUND {
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
