//! `play`, trainer side: the move read, checked against the goal, and shown.

use crate::i18n::{Message, rules_text};
use crate::lesson::checked::CheckedExercise;
use crate::lesson::goal::{self, Condition};
use crate::lesson::model::Task;
use crate::rules::{Move, Position};
use crate::trainer::answer::{Answer, AnswerError};
use crate::trainer::check::Outcome;
use crate::trainer::feedback::{FeedbackItem, Tone};

pub(super) fn parse(w: &[&str]) -> Result<Answer, AnswerError> {
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
pub(super) fn solution(
    conditions: &[Condition],
    pos: &Position,
    exercise: &CheckedExercise,
) -> Option<Answer> {
    // The author's example first (the lint checked it), else the first move found.
    let examples = match &exercise.raw.task {
        Task::Play {
            answer: Some(list), ..
        } => list.iter().filter_map(|m| m.parse().ok()).collect(),
        Task::Play { answer: None, .. }
        | Task::Destinations { .. }
        | Task::Judge { .. }
        | Task::Choice { .. }
        | Task::Lines { .. }
        | Task::Replay { .. }
        | Task::Claim { .. } => Vec::new(),
    };
    let reaches =
        |m: &crate::rules::Move| goal::unmet(conditions, pos, *m).is_ok_and(|u| u.is_empty());
    let m = examples
        .into_iter()
        .find(reaches)
        .or_else(|| pos.legal_moves().into_iter().find(reaches))?;
    Some(Answer::Play(m))
}

pub(super) fn check(
    pos: &Position,
    conditions: &[Condition],
    m: Move,
) -> (Outcome, Vec<FeedbackItem>) {
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
