//! Exhaustive mate search for short mates (in 1 and 2 moves): every move of both sides is
//! tried, so a mate it reports is forced and a mate it denies does not exist. No pruning, no
//! evaluation: this is the certainty the review needs before it tells a learner "mate was here".

use super::Kind;
use crate::rules::{Move, Position};
use crate::search::{Limits, Searcher};

/// True when the side to move is checkmated.
pub(crate) fn is_mated(pos: &Position) -> bool {
    pos.is_check() && pos.legal_moves().is_empty()
}

/// A move that checkmates at once, if there is one.
pub(crate) fn mate_in_1(pos: &Position) -> Option<Move> {
    if pos.is_game_over() {
        return None;
    }
    pos.legal_moves().into_iter().find(|&m| {
        let mut next = pos.clone();
        next.play_unchecked(m);
        is_mated(&next)
    })
}

/// A first move after which every reply allows a mate in 1 (mates in 1 excluded).
pub(crate) fn mate_in_2(pos: &Position) -> Option<Move> {
    if pos.is_game_over() {
        return None;
    }
    pos.legal_moves()
        .into_iter()
        .find(|&m| forces_mate_in_1(pos, m))
}

/// After `m`, the opponent has replies and each one allows a mate in 1.
fn forces_mate_in_1(pos: &Position, m: Move) -> bool {
    let mut next = pos.clone();
    next.play_unchecked(m);
    if next.ended_by_rule().is_some() {
        return false;
    }
    let replies = next.legal_moves();
    !replies.is_empty()
        && replies.into_iter().all(|r| {
            let mut after = next.clone();
            after.play_unchecked(r);
            after.ended_by_rule().is_none() && mate_in_1(&after).is_some()
        })
}

/// The shortest forced mate in at most `n` (1 or 2) moves: its length and first move.
pub(crate) fn mate_within(pos: &Position, n: u8) -> Option<(u8, Move)> {
    if let Some(m) = mate_in_1(pos) {
        return Some((1, m));
    }
    if n >= 2
        && let Some(m) = mate_in_2(pos)
    {
        return Some((2, m));
    }
    None
}

/// True when `m` keeps a forced mate of at most `n` moves going (it mates, or leads to a
/// shorter forced mate).
pub(crate) fn keeps_mate(pos: &Position, m: Move, n: u8) -> bool {
    let mut next = pos.clone();
    next.play_unchecked(m);
    is_mated(&next) || (n >= 2 && forces_mate_in_1(pos, m))
}

/// A short line: `Some` to use it, `None` to take the search's.
pub(super) type ShortLine = Option<Vec<Move>>;

/// A missed mate or a walk into mate, by the exhaustive mate search: the kind, the better line
/// (the mate, for a missed one) and the punishing line (the mate, for a walk into one).
pub(super) fn mate_moment(before: &Position, played: Move) -> Option<(Kind, ShortLine, ShortLine)> {
    let mut after = before.clone();
    after.play_unchecked(played);
    if let Some((moves, first)) = mate_within(before, 2) {
        if keeps_mate(before, played, moves) {
            return None;
        }
        return Some((
            Kind::MissedMate { moves },
            Some(mate_line(before, first, moves)),
            None,
        ));
    }
    let (moves, first) = mate_within(&after, 2)?;
    // Only a mistake if some other move avoided a mate that short.
    let avoidable = before.legal_moves().into_iter().any(|m| {
        let mut p = before.clone();
        p.play_unchecked(m);
        mate_within(&p, moves).is_none()
    });
    avoidable.then(|| {
        (
            Kind::WalkedIntoMate { moves },
            None,
            Some(mate_line(&after, first, moves)),
        )
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
            if let Some(m) = mate_in_1(&p) {
                line.extend([reply, m]);
            }
        }
    }
    line
}

/// The most nodes one search spends completing a mating line (about a fifth of a second).
const LINE_NODES: u64 = 300_000;

/// A mate the search sees from `pos` (the side to move mates in `moves`), shown to the mate:
/// the search's `line`, completed where it stops short or strays (a table cut often ends a
/// line early) by searching on from there, and the mate in one taken wherever there is one.
/// Every move is checked legal and the last one must checkmate: the line and its count of
/// moves (the mating side's, as the glossary counts them), or `None` when no mate is shown
/// within two moves more than the search said (then it is not called a mate).
pub(super) fn mate_to_the_end(
    searcher: &mut Searcher,
    pos: &Position,
    line: &[Move],
    moves: u8,
) -> Option<(Vec<Move>, u8)> {
    // A line that strays from the mate (a table's stale move) is given up for fresh searches.
    follow_to_mate(searcher, pos, line, moves).or_else(|| follow_to_mate(searcher, pos, &[], moves))
}

/// [`mate_to_the_end`] along one line: searching on wherever it stops or turns illegal.
fn follow_to_mate(
    searcher: &mut Searcher,
    pos: &Position,
    line: &[Move],
    moves: u8,
) -> Option<(Vec<Move>, u8)> {
    let mover = pos.turn();
    let longest = 2 * usize::from(moves) + 3;
    let mut p = pos.clone();
    let mut out = Vec::new();
    let mut rest: Vec<Move> = line.to_vec();
    let mut next = 0;
    loop {
        if p.outcome().is_some_and(|o| o.winner == Some(mover)) || is_mated(&p) {
            break;
        }
        if out.len() >= longest || p.is_game_over() {
            return None;
        }
        let quick = (p.turn() == mover).then(|| mate_in_1(&p)).flatten();
        let m = match quick.or_else(|| rest.get(next).copied().filter(|&m| p.is_legal(m))) {
            Some(m) => m,
            None => {
                let left = usize::from(moves).saturating_sub(out.len() / 2) + 2;
                let limits = Limits {
                    depth: Some(2 * left as u32 + 1),
                    nodes: Some(LINE_NODES),
                    ..Limits::default()
                };
                rest = searcher.search(&p, &[], &limits, |_| {}).pv;
                next = 0;
                *rest.first().filter(|&&m| p.is_legal(m))?
            }
        };
        // A mate in one taken early leaves the rest of the line behind.
        if quick.is_some_and(|q| rest.get(next) != Some(&q)) {
            rest.clear();
        }
        next += 1;
        out.push(m);
        p.play_unchecked(m);
    }
    let n = out.len().div_ceil(2).min(99) as u8;
    (out.len() % 2 == 1).then_some((out, n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;

    #[test]
    fn a_mate_in_one_is_found_and_is_a_mate() {
        // Han king on e10 between its horses: the chariot to e9 (guarded by the soldier on e8)
        // or the soldier to e9 (guarded by the chariot) mates.
        let fen = "3nkn3/R8/4P4/9/9/9/9/9/4K4/9 w - - 0 1";
        let pos = Position::from_fen(fen, RuleSet::Janggi).unwrap();
        let m = mate_in_1(&pos).expect("mate in 1");
        assert!(["a9e9", "e8e9"].contains(&m.to_string().as_str()), "{m}");
        let next = pos.play(m).unwrap();
        assert!(is_mated(&next));
        assert!(mate_in_1(&Position::start(RuleSet::Janggi)).is_none());
        assert!(mate_in_2(&Position::start(RuleSet::Janggi)).is_none());
    }
}
