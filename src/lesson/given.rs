//! What a lesson shows before an exercise that already answers it. An introduction step
//! whose board is the exercise's position and marks its answer (or every point the answer
//! leaves out), or a step's text or an earlier exercise's explanation that names it there,
//! is copied rather than worked out: the lint warns ([`before`]). And the status line's
//! "Cho to move" answers a question about whose turn it is: the trainer and the handout
//! hide it there ([`asks_turn`]).

use super::advice::{Advice, tokens};
use super::checked::{CheckedExercise, CheckedLesson, CheckedTask, Located};
use super::locate::Seg;
use super::model::{Statement, Task, Text};
use crate::rules::{IllegalReason, Move, Position, Role, Square};

/// What a learner works out in an exercise, as points a text could name.
enum Asked {
    /// A `destinations`: the legal points, and the points the piece's pattern reaches but
    /// this position closes (naming all of those answers it too).
    Points {
        open: Vec<Square>,
        closed: Vec<Square>,
    },
    /// Whether (or how) one move can be played: naming both its points on that board.
    Move(Move),
}

impl Asked {
    /// The points `named` gives away, written as the warning quotes them.
    fn given(&self, named: &[Square]) -> Option<String> {
        let all = |s: &[Square]| !s.is_empty() && s.iter().all(|p| named.contains(p));
        let list = |s: &[Square]| {
            s.iter()
                .map(Square::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            Asked::Points { open, .. } if all(open) => Some(list(open)),
            Asked::Points { closed, .. } if all(closed) => Some(list(closed)),
            Asked::Points { .. } => None,
            Asked::Move(m) => all(&[m.from, m.to]).then(|| m.to_string()),
        }
    }

    /// The same question has the same answer on `board` as on the exercise's `pos`.
    fn same_on(&self, board: &Position, pos: &Position, from: Square) -> bool {
        match self {
            Asked::Points { open, .. } => board.destinations(from) == *open,
            Asked::Move(m) => reason(board, *m) == reason(pos, *m),
        }
    }
}

fn reason(pos: &Position, m: Move) -> Result<(), &'static str> {
    pos.explain(m).map_err(|r| r.id())
}

/// Whether a reason says the piece's pattern reaches the point and this position closes it
/// (not that the piece never moves so, or that it is not the mover's).
fn closes(r: &IllegalReason) -> bool {
    use IllegalReason::*;
    matches!(
        r,
        OwnPieceOnTarget { .. }
            | HorseLegBlocked { .. }
            | ElephantBlocked { .. }
            | ChariotBlocked { .. }
            | CannonScreenIsCannon { .. }
            | CannonManyScreens { .. }
            | CannonCapturesCannon { .. }
            | KingWouldBeAttacked { .. }
            | LeavesKingAttacked { .. }
            | ExposesKing { .. }
            | MustAnswerBikjang
    )
}

/// An exercise's question: the point it is about and what is asked there (`None`: naming
/// points does not answer it, or every answer of a `play` is one [`Asked::Move`]).
fn asked(x: &CheckedExercise) -> Vec<(Square, Asked)> {
    let Some(pos) = x.position.as_ref() else {
        return Vec::new();
    };
    let claimed = |mv: &str| mv.trim().parse::<Move>().ok();
    match (&x.task, &x.raw.task) {
        (CheckedTask::Destinations { from }, _) => {
            let open = pos.destinations(*from);
            let closed = Square::all()
                .filter(|to| to != from)
                .filter(|to| {
                    pos.explain(Move::new(*from, *to))
                        .err()
                        .is_some_and(|r| closes(&r))
                })
                .collect();
            vec![(*from, Asked::Points { open, closed })]
        }
        (CheckedTask::Judge { mv }, _) => vec![(mv.from, Asked::Move(*mv))],
        (
            CheckedTask::Claim {
                claim: Statement::Legal { mv } | Statement::Illegal { mv, .. },
                ..
            },
            _,
        ) => claimed(mv)
            .map(|m| vec![(m.from, Asked::Move(m))])
            .unwrap_or_default(),
        (
            CheckedTask::Play { .. },
            Task::Play {
                answer: Some(moves),
                ..
            },
        ) => moves
            .iter()
            .filter_map(|m| claimed(m))
            .filter(|m| !m.is_pass())
            .map(|m| (m.from, Asked::Move(m)))
            .collect(),
        _ => Vec::new(),
    }
}

/// The point an exercise is about, which its explanation need not name.
fn subject(x: &CheckedExercise) -> Option<Square> {
    match &x.task {
        CheckedTask::Destinations { from } => Some(*from),
        CheckedTask::Judge { mv } => Some(mv.from),
        CheckedTask::Play { goal } => goal.iter().find_map(|c| match c {
            super::goal::Condition::From(s) => Some(*s),
            _ => None,
        }),
        _ => None,
    }
}

/// The same pieces on the same points, but for a king standing only to make the position
/// whole (one not on `keep`, the point the question is about, may stand elsewhere or be
/// missing); whose turn it is does not matter.
fn same_pieces(a: &Position, b: &Position, keep: Square) -> bool {
    Square::all().all(|sq| {
        let at = |p: &Position| {
            p.board()
                .get(sq)
                .filter(|piece| piece.role != Role::King || sq == keep)
        };
        at(a) == at(b)
    })
}

/// The points a text names (a move names both of its points).
fn named(text: &str) -> Vec<Square> {
    let mut out = Vec::new();
    for t in tokens(text) {
        let w = t.word.to_ascii_lowercase();
        if let Ok(s) = w.parse::<Square>() {
            out.push(s);
        } else if let Ok(m) = w.parse::<Move>() {
            out.extend([m.from, m.to]);
        }
    }
    out
}

/// Something a learner reads before an exercise, on a board.
struct Shown<'a> {
    board: &'a Position,
    /// The step's marks (with their path), or none.
    marks: Option<(&'a [Square], Vec<Seg>)>,
    text: &'a Text,
    text_at: Vec<Seg>,
    /// Points the text speaks of without naming them (an exercise's own piece).
    also: Vec<Square>,
    /// Exercises from this index on come after it.
    before: usize,
}

/// Every place where a step or an earlier explanation gives away a later exercise, in file
/// order: at the marks when they alone do, else at the first language's text that does.
pub(crate) fn before(lesson: &CheckedLesson) -> Vec<Located<Advice>> {
    let mut shown: Vec<Shown> = Vec::new();
    let steps = lesson.lesson.intro.steps();
    for (i, (step, board)) in steps.iter().zip(&lesson.intro_boards).enumerate() {
        let Some(board) = board else { continue };
        let at = |k: &str| vec![Seg::Key("intro".into()), Seg::Index(i), Seg::Key(k.into())];
        shown.push(Shown {
            board: &board.position,
            marks: Some((&board.marks, at("marks"))),
            text: &step.text,
            text_at: at("text"),
            also: Vec::new(),
            before: 0,
        });
    }
    for (j, x) in lesson.checked.iter().enumerate() {
        let Ok(x) = x else { continue };
        let Some(board) = x.position.as_ref() else {
            continue;
        };
        shown.push(Shown {
            board,
            marks: None,
            text: &x.raw.explanation,
            text_at: vec![
                Seg::Key("exercises".into()),
                Seg::Index(j),
                Seg::Key("explanation".into()),
            ],
            also: subject(x).into_iter().collect(),
            before: j + 1,
        });
    }
    // Each exercise's question, worked out once.
    let questions: Vec<Vec<(Square, Asked)>> = lesson
        .checked
        .iter()
        .map(|x| x.as_ref().map(asked).unwrap_or_default())
        .collect();
    let mut out = Vec::new();
    for s in &shown {
        for (k, x) in lesson.checked.iter().enumerate().skip(s.before) {
            let Ok(x) = x else { continue };
            let Some(pos) = x.position.as_ref() else {
                continue;
            };
            for (from, q) in &questions[k] {
                let (from, q) = (*from, q);
                if !same_pieces(s.board, pos, from) || !q.same_on(s.board, pos, from) {
                    continue;
                }
                if let Some(found) = gives(s, q) {
                    let (path, answer) = found;
                    out.push(Located {
                        path,
                        value: true,
                        error: Advice::ShowsLaterAnswer {
                            number: k + 1,
                            id: lesson.lesson.exercises[k].id.clone(),
                            answer,
                        },
                    });
                    break;
                }
            }
        }
    }
    out
}

/// Where `s` gives `q` away, and what it shows. Marks give away the points when they are
/// exactly the answer's (or exactly the closed ones), never a move (they show where it goes,
/// not whether it may); a text that names them all gives them away, but a text that ends in
/// a question asks about a move rather than answers it (a worked position posed first, then
/// its exercise).
fn gives(s: &Shown, q: &Asked) -> Option<(Vec<Seg>, String)> {
    if let (Some((marks, at)), Asked::Points { open, closed }) = (&s.marks, q) {
        let set = |v: &[Square]| {
            let mut v = v.to_vec();
            v.sort();
            v.dedup();
            v
        };
        let marked = set(marks);
        if !marked.is_empty() && (marked == set(open) || marked == set(closed)) {
            let answer = q.given(&marked)?;
            return Some((at.clone(), answer));
        }
    }
    for (lang, value) in &s.text.0 {
        if matches!(q, Asked::Move(_)) && value.trim_end().ends_with(['?', '？']) {
            continue;
        }
        let mut points = named(value);
        points.extend(&s.also);
        if let Some(answer) = q.given(&points) {
            let mut at = s.text_at.clone();
            at.push(Seg::Key(lang.clone()));
            return Some((at, answer));
        }
    }
    None
}

/// Whether a question turns on whose turn it is: a claim about the side to move, an option
/// claiming it, or a move (judged or claimed) of the side not to move. The status line's
/// "Cho to move" would answer it, so the trainer shows it only once the answer is right,
/// and the handout not at all.
pub(crate) fn asks_turn(task: &CheckedTask, pos: Option<&Position>) -> bool {
    let Some(pos) = pos else {
        return false;
    };
    let others = |m: Move| {
        pos.board()
            .get(m.from)
            .is_some_and(|p| p.color != pos.turn())
    };
    match task {
        CheckedTask::Claim { claim, .. } => match claim {
            Statement::ToMove { .. } => true,
            Statement::Legal { mv } | Statement::Illegal { mv, .. } => {
                mv.trim().parse::<Move>().is_ok_and(others)
            }
            _ => false,
        },
        CheckedTask::Judge { mv } => others(*mv),
        CheckedTask::Choice { options } => options
            .iter()
            .any(|o| matches!(o.claim, Some(Statement::ToMove { .. }))),
        _ => false,
    }
}
