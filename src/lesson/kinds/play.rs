//! `play`: make a move that reaches the goal. The task read and linted, the move read,
//! checked against the goal and shown.

use super::{
    At, CheckedKind, Checking, LintCtx, ReadCtx, TaskKind, Warn, at, at_item, illegal, wrong_kind,
};
use crate::i18n::{Message, rules_text};
use crate::lesson::answer::{Answer, AnswerError, words};
use crate::lesson::checked::{CheckedExercise, CheckedTask, ExerciseError, Reader, path};
use crate::lesson::feedback::{FeedbackItem, Tone};
use crate::lesson::goal::{self, Condition, GoalError};
use crate::lesson::locate::Seg;
use crate::lesson::model::{Goal, Kind, Task};
use crate::lesson::outcome::Outcome;
use crate::lesson::skeleton::{Ask, EX, SkeletonError};
use crate::rules::{Move, Position, Role};

/// The task as written: the goal, the author's example moves.
pub(super) struct Written<'a> {
    pub(super) goal: &'a Goal,
    pub(super) answer: Option<&'a [String]>,
}

/// The task in engine values: the goal's conditions.
pub(super) struct Checked<'a> {
    pub(super) goal: &'a [Condition],
}

impl<'a> TaskKind<'a> for Written<'a> {
    fn read(&self, r: &mut Reader, ctx: &ReadCtx, base: &[Seg]) -> Option<CheckedTask> {
        read(r, self.goal, self.answer, ctx.pos, base)
    }

    fn lint(&self, w: &mut dyn Warn, ctx: &LintCtx, base: &[Seg]) {
        lint(w, self.answer, ctx, base);
    }

    fn parse(&self, text: &str, _nested: bool) -> Result<Answer, AnswerError> {
        parse(&words(text))
    }
}

impl CheckedKind<'_> for Checked<'_> {
    fn check(&self, at: At, answer: &Answer) -> Checking {
        match (at.pos, answer) {
            (Some(pos), Answer::Play(m)) => Ok(check(pos, self.goal, *m)),
            _ => Err(wrong_kind(Kind::Play, answer)),
        }
    }

    fn solution(&self, pos: Option<&Position>, exercise: &CheckedExercise) -> Option<Answer> {
        solution(self.goal, pos?, exercise)
    }
}

fn read(
    r: &mut Reader,
    goal: &Goal,
    answer: Option<&[String]>,
    pos: Option<&Position>,
    base: &[Seg],
) -> Option<CheckedTask> {
    let gpath = at(base, "goal");
    let conditions = match goal::parse(goal) {
        Ok(goal) => goal,
        Err(errors) => {
            for e in errors {
                let (at, value) = match &e {
                    GoalError::Square { field, .. } => {
                        (path(&gpath, &[Seg::Key((*field).into())]), true)
                    }
                    GoalError::Piece(_) => (at(&gpath, "capture_piece"), true),
                    GoalError::Move(_) => (at(&gpath, "one_of"), true),
                    GoalError::Empty => (gpath.clone(), false),
                };
                r.push(at, value, ExerciseError::Goal(e));
            }
            return None;
        }
    };
    let moves: Vec<Option<Move>> = answer
        .unwrap_or_default()
        .iter()
        .enumerate()
        .map(|(k, m)| r.mv(m, at_item(base, "answer", k)))
        .collect();
    if let Some(pos) = pos {
        key(r, &conditions, pos, &moves, base);
    }
    Some(CheckedTask::Play { goal: conditions })
}

/// The goal against the position (each condition can make sense, some move reaches them
/// all) and the author's example moves against the goal.
fn key(
    r: &mut Reader,
    conditions: &[Condition],
    pos: &Position,
    moves: &[Option<Move>],
    base: &[Seg],
) {
    let gpath = at(base, "goal");
    let mut sound = true;
    for c in conditions {
        let problem = match c {
            Condition::EndBikjang if !pos.kings_facing() => {
                Some(Message::new("lint-goal-no-bikjang"))
            }
            Condition::EscapeCheck if !pos.is_check() => Some(Message::new("lint-goal-no-check")),
            Condition::OpenLine(s) | Condition::CloseLine(s)
                if pos.board().get(*s).is_none_or(|p| p.role != Role::Cannon) =>
            {
                Some(Message::new("lint-goal-no-cannon").arg("square", s.to_string()))
            }
            Condition::From(s) if pos.board().get(*s).is_none_or(|p| p.color != pos.turn()) => {
                Some(
                    Message::new("lint-goal-from")
                        .arg("square", s.to_string())
                        .arg_msg("side", rules_text::side(pos.turn())),
                )
            }
            _ => None,
        };
        if let Some(p) = problem {
            sound = false;
            r.key(at(&gpath, c.field()), false, p);
        }
    }
    if sound && goal::reaching_moves(conditions, pos).is_empty() {
        r.key(gpath, false, Message::new("lint-goal-unreachable"));
    }
    for (k, m) in moves.iter().enumerate() {
        let Some(m) = *m else { continue };
        let at = at_item(base, "answer", k);
        match goal::unmet(conditions, pos, m) {
            Err(e) => r.key(at, false, illegal("lint-play-illegal", m, &e)),
            Ok(unmet) => {
                if let Some(c) = unmet.first() {
                    let message = Message::new("lint-play-misses")
                        .arg("move", m.to_string())
                        .arg_msg("goal", c.message());
                    r.key(at, false, message);
                }
            }
        }
    }
}

/// A capture if there is one, else the piece's first move.
pub(super) fn skeleton(pos: &Position, ask: &Ask) -> Result<String, SkeletonError> {
    let capture = ask
        .moves
        .iter()
        .find(|m| pos.board().get(m.to).is_some())
        .copied();
    Ok(match capture {
        Some(m) => format!("{EX}goal: {{capture: {}}}\n{EX}answer: [{m}]\n", m.to),
        None => format!(
            "{EX}goal: {{from: {}, reach: {}}}\n{EX}answer: [{}]\n",
            ask.from, ask.first.to, ask.first
        ),
    })
}

/// Warnings: no answer key, a move named twice. Reasons: any typed move's.
fn lint(w: &mut dyn Warn, answer: Option<&[String]>, ctx: &LintCtx, base: &[Seg]) {
    match answer {
        Some(moves) => w.repeated(moves, &at(base, "answer")),
        None => w.no_answer(base),
    }
    match ctx.pos {
        Some(pos) => w.reasons_any_move(pos),
        None => w.reasons_unknown(),
    }
}

fn parse(w: &[&str]) -> Result<Answer, AnswerError> {
    let first = w.first().ok_or(AnswerError::Empty)?;
    if let Some(extra) = w.get(1) {
        return Err(AnswerError::Extra(extra.to_string()));
    }
    first
        .parse()
        .map(Answer::Play)
        .map_err(|_| AnswerError::Move(first.to_string()))
}

/// A move that reaches the goal, to show on request.
fn solution(
    conditions: &[Condition],
    pos: &Position,
    exercise: &CheckedExercise,
) -> Option<Answer> {
    // The author's example first (the lint checked it), else the first move found.
    // (A replay step's play has none: the exercise's task is the replay.)
    let examples: Vec<Move> = match &exercise.raw.task {
        Task::Play {
            answer: Some(list), ..
        } => list.iter().filter_map(|m| m.parse().ok()).collect(),
        _ => Vec::new(),
    };
    let reaches = |m: &Move| goal::unmet(conditions, pos, *m).is_ok_and(|u| u.is_empty());
    let m = examples
        .into_iter()
        .find(reaches)
        .or_else(|| pos.legal_moves().into_iter().find(reaches))?;
    Some(Answer::Play(m))
}

fn check(pos: &Position, conditions: &[Condition], m: Move) -> (Outcome, Vec<FeedbackItem>) {
    let items = match goal::unmet(conditions, pos, m) {
        Err(r) => vec![
            FeedbackItem::new(
                Tone::Wrong,
                Message::new("fb-play-illegal")
                    .arg("move", m.to_string())
                    .arg_msg("reason", rules_text::reason(&r)),
            )
            .squares([m.from, m.to])
            .squares(r.squares())
            .reason(r.id())
            .about_move(m),
        ],
        Ok(unmet) if unmet.is_empty() => vec![
            FeedbackItem::new(
                Tone::Right,
                Message::new("fb-play-right").arg("move", m.to_string()),
            )
            .squares([m.from, m.to])
            .about_move(m),
        ],
        Ok(unmet) => unmet
            .iter()
            .map(|c| {
                FeedbackItem::new(
                    Tone::Wrong,
                    Message::new("fb-play-misses")
                        .arg("move", m.to_string())
                        .arg_msg("goal", c.message()),
                )
                .squares([m.from, m.to])
                .squares(c.squares())
                .about_move(m)
            })
            .collect(),
    };
    (Outcome::of(&items), items)
}
