//! Why the better move is better, in words: facts the engine checks on the position itself
//! (legal moves, captures, the pieces each side can take at once, the exhaustive mate search
//! of [`super::mate`]), never a guess. A fact is claimed only where it holds:
//!
//! - it mates at once, or starts the forced mate the review found ([`super::Kind::MissedMate`]);
//! - it stops a mate in 1 or 2 that the move played allowed (both checked exhaustively);
//! - it takes a piece (which, its counting points), and whether it can be taken back at once;
//! - it keeps a piece the move played left to be taken, in the strategy lesson's sense: after
//!   the move played the opponent wins material by taking it (the exchange count,
//!   [`hanging`](crate::search::exchange::hanging): both sides capture on its point while it
//!   pays), after this one not, by the same count (moved away or defended well enough); a
//!   piece whose capture costs the taker material was never left to be taken;
//! - it gives check;
//! - it threatens mate in 1, or attacks a piece it could not take before (as if the mover could
//!   move again: the position with the turn passed, checked as a legal position).
//!
//! When none holds, the sentence says only that nothing is won at once and the search prefers
//! the move for what follows. These are the engine's advice, not rules (`docs/REVIEW.md`).

use super::{Kind, Moment, mate, points};
use crate::i18n::{Message, rules_text};
use crate::lesson::model::Lesson;
use crate::record::{self, Notation};
use crate::rules::{Color, Move, Position, Role, Square};
use crate::search::exchange::hanging;

/// The id of the strategy lesson (piece values, hanging pieces, bad trades, open lines) the
/// review points to where its sentence is about material; nothing is shown without it.
pub(crate) const STRATEGY_LESSON: &str = "strategy-basics";

/// The most facts one sentence names (the strongest first).
const MOST: usize = 3;

/// One thing the better move does, checked on the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Why {
    /// It checkmates at once.
    Mates,
    /// It starts the forced mate in `moves` the review found.
    ForcesMate { moves: u8 },
    /// The move played allowed a mate in `moves` (1 or 2); after this one there is none within
    /// that many moves.
    StopsMate { moves: u8 },
    /// It takes a piece; `free`: no legal move takes the capturing piece back at once.
    Takes { role: Role, free: bool },
    /// After the move played the opponent wins material by taking this piece (the exchange
    /// count, `search::exchange::hanging`); after this one not, by the same count.
    Keeps { role: Role },
    /// It gives check (and does not mate).
    Check,
    /// With the mover to move again, it would mate at once.
    ThreatensMate,
    /// The moved piece can now take this piece, which no piece of the mover could take before.
    Attacks { role: Role },
}

impl Why {
    /// Whether the fact is about material (pieces won, kept or lost): the strategy lesson's
    /// subject.
    pub(crate) fn is_material(self) -> bool {
        matches!(
            self,
            Why::Takes { .. } | Why::Keeps { .. } | Why::Attacks { .. }
        )
    }

    /// Stable id (`review --json`'s `why_facts`).
    pub(crate) fn id(self) -> &'static str {
        match self {
            Why::Mates => "mates",
            Why::ForcesMate { .. } => "forces-mate",
            Why::StopsMate { .. } => "stops-mate",
            Why::Takes { free: true, .. } => "takes-free",
            Why::Takes { free: false, .. } => "takes",
            Why::Keeps { .. } => "keeps",
            Why::Check => "check",
            Why::ThreatensMate => "threatens-mate",
            Why::Attacks { .. } => "attacks",
        }
    }

    /// The fact in words (a clause of [`sentence`]).
    pub(crate) fn message(self) -> Message {
        let piece = |id: &'static str, role: Role| {
            Message::new(id)
                .arg_msg("piece", rules_text::piece(role))
                .arg_num("points", points(role))
        };
        match self {
            Why::Mates => Message::new("review-why-mates"),
            Why::ForcesMate { moves } => {
                Message::new("review-why-forces-mate").arg_num("moves", i64::from(moves))
            }
            Why::StopsMate { moves } => {
                Message::new("review-why-stops-mate").arg_num("moves", i64::from(moves))
            }
            Why::Takes { role, free: true } => piece("review-why-takes-free", role),
            Why::Takes { role, free: false } => piece("review-why-takes", role),
            Why::Keeps { role } => piece("review-why-keeps", role),
            Why::Check => Message::new("review-why-check"),
            Why::ThreatensMate => Message::new("review-why-threatens-mate"),
            Why::Attacks { role } => piece("review-why-attacks", role),
        }
    }
}

/// What `better` does from `before`, compared with `played` (the move of the game, if any),
/// strongest first, at most [`MOST`]. `kind`: the review's finding, for a mate it proved.
pub(crate) fn facts(
    before: &Position,
    better: Move,
    played: Option<Move>,
    kind: Option<&Kind>,
) -> Vec<Why> {
    let mut out = Vec::new();
    if better.is_pass() || !before.is_legal(better) {
        return out;
    }
    let mover = before.turn();
    let mut after = before.clone();
    after.play_unchecked(better);
    let mated = mate::is_mated(&after);
    if mated {
        out.push(Why::Mates);
    } else if let Some(Kind::MissedMate { moves }) = kind {
        out.push(Why::ForcesMate { moves: *moves });
    }
    let after_played = played.filter(|p| before.is_legal(*p)).map(|p| {
        let mut a = before.clone();
        a.play_unchecked(p);
        (p, a)
    });
    if !mated && let Some((_, a)) = &after_played {
        // Exhaustive both ways: the move played allowed a short mate, this one allows none.
        if let Some((n, _)) = mate::mate_within(a, 2)
            && mate::mate_within(&after, n).is_none()
        {
            out.push(Why::StopsMate { moves: n });
        }
    }
    if let Some(taken) = before.board().get(better.to).filter(|p| p.color != mover) {
        let free = !can_take(&after, better.to);
        out.push(Why::Takes {
            role: taken.role,
            free,
        });
    }
    if !mated && let Some((p, a)) = &after_played {
        // The mover's pieces left to be taken, named by the point they stood on before the
        // move: hanging after the move played, not after this one (the same count).
        let left_after_better = left_to_be_taken(&after, better);
        if let Some(role) = left_to_be_taken(a, *p)
            .into_iter()
            .filter(|(origin, _)| !left_after_better.iter().any(|(o, _)| o == origin))
            .map(|(_, role)| role)
            .max_by_key(|r| r.points())
        {
            out.push(Why::Keeps { role });
        }
    }
    if !mated && after.is_check() {
        out.push(Why::Check);
    }
    if !after.is_check()
        && !mated
        && let Some(again) = moves_again(&after)
    {
        if mate::mate_in_1(&again).is_some() {
            out.push(Why::ThreatensMate);
        } else if let Some(role) = new_attack(before, &again, better.to) {
            out.push(Why::Attacks { role });
        }
    }
    out.truncate(MOST);
    out
}

/// Why a moment's better move is better: its facts, the sentence (marked as advice) and,
/// where the moment is about material, the pointer to the strategy lesson.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Explained {
    pub(crate) facts: Vec<Why>,
    pub(crate) sentence: Message,
    /// The strategy lesson, if the sentences are about material and the library has it.
    pub(crate) see: Option<super::LessonRef>,
}

/// Explains a moment's better move (`None` for a moment without one: an illegal try), the
/// pointer's title in `lang` from `lessons`.
pub(crate) fn explain<'a>(
    m: &Moment,
    notation: Notation,
    lessons: impl Iterator<Item = &'a Lesson>,
    lang: &str,
) -> Option<Explained> {
    let better = m.better()?;
    let text = record::notation::write(&m.before, better, notation);
    let facts = facts(&m.before, better, m.played, Some(&m.kind));
    let see = about_material(m, &facts)
        .then(|| strategy_lesson(lessons, lang))
        .flatten();
    Some(Explained {
        sentence: sentence_of(&facts, text),
        facts,
        see,
    })
}

/// The sentence from facts already found, `better` written in the learner's notation.
pub(crate) fn sentence_of(facts: &[Why], better: String) -> Message {
    if facts.is_empty() {
        return Message::new("review-why-search").arg("better", better);
    }
    let mut m = Message::new(format!("review-why-{}", facts.len()))
        .arg("better", better)
        .arg_msg("first", facts[0].message());
    for (name, f) in ["second", "third"].into_iter().zip(facts.iter().skip(1)) {
        m = m.arg_msg(name, f.message());
    }
    m
}

/// Whether a moment's sentences are about material: a piece lost or missed, or a better move
/// that takes, keeps or attacks one. Then the review points to the strategy lesson.
pub(crate) fn about_material(m: &Moment, facts: &[Why]) -> bool {
    matches!(
        m.kind,
        Kind::HangingPiece { .. } | Kind::LosesPiece { .. } | Kind::MissedCapture { .. }
    ) || facts.iter().any(|f| f.is_material())
}

/// The strategy lesson, its title in `lang`, if the library has it.
pub(crate) fn strategy_lesson<'a>(
    mut lessons: impl Iterator<Item = &'a Lesson>,
    lang: &str,
) -> Option<super::LessonRef> {
    let lesson = lessons.find(|l| l.id == STRATEGY_LESSON)?;
    Some(super::LessonRef {
        id: lesson.id.clone(),
        title: lesson.title.get(lang).to_string(),
    })
}

/// "See the lesson 「…」".
pub(crate) fn see_message(lesson: &super::LessonRef) -> Message {
    Message::new("review-see-lesson").arg("lesson", lesson.title.clone())
}

/// Whether the side to move can take the piece on `at` with a legal move.
fn can_take(pos: &Position, at: Square) -> bool {
    pos.legal_moves()
        .into_iter()
        .any(|m| !m.is_pass() && m.to == at)
}

/// The mover's pieces left to be taken in `after` (the opponent to move): those the exchange
/// count says the opponent wins material by taking (`search::exchange::hanging`, the strategy
/// lesson's "left to be taken"), each named by the point it stood on before `moved`, kings
/// left out. Only points a legal move of the opponent reaches are counted.
fn left_to_be_taken(after: &Position, moved: Move) -> Vec<(Square, Role)> {
    let victim: Color = after.turn().other();
    let mut out: Vec<(Square, Role)> = Vec::new();
    let mut asked: Vec<Square> = Vec::new();
    for m in after.legal_moves() {
        if m.is_pass() || asked.contains(&m.to) {
            continue;
        }
        let Some(p) = after.board().get(m.to).filter(|p| p.color == victim) else {
            continue;
        };
        asked.push(m.to);
        if p.role == Role::King || hanging(after, m.to).is_none() {
            continue;
        }
        let origin = if m.to == moved.to { moved.from } else { m.to };
        out.push((origin, p.role));
    }
    out
}

/// The same position with the other side to move (as if the side to move passed), if that is
/// a legal position (the side that just moved not in check) and the game goes on.
fn moves_again(pos: &Position) -> Option<Position> {
    crate::search::exchange::with_turn(pos, pos.turn().other()).filter(|a| !a.is_game_over())
}

/// The most valuable piece (not the king) the piece now on `at` could take in `again`, where
/// no piece of the same side could take it in `before`.
fn new_attack(before: &Position, again: &Position, at: Square) -> Option<Role> {
    let before_targets: Vec<Square> = before
        .legal_moves()
        .into_iter()
        .filter(|m| !m.is_pass() && before.board().get(m.to).is_some())
        .map(|m| m.to)
        .collect();
    again
        .legal_moves()
        .into_iter()
        .filter(|m| m.from == at && !m.is_pass() && !before_targets.contains(&m.to))
        .filter_map(|m| again.board().get(m.to))
        .filter(|p| p.color != again.turn() && p.role != Role::King)
        .map(|p| p.role)
        .max_by_key(|r| r.points())
}
