//! `judge`, trainer side: legal or not and why, read, checked, and shown; its "why?" list.

use crate::i18n::{Message, rules_text};
use crate::lesson::model::FeedbackOverride;
use crate::lesson::why;
use crate::rules::IllegalReason;
use crate::rules::{Move, Position};
use crate::trainer::answer::yes_no;
use crate::trainer::answer::{Answer, AnswerError};
use crate::trainer::check::CheckError;
use crate::trainer::check::Outcome;
use crate::trainer::feedback::{self, FeedbackItem, Tone};

pub(super) fn parse(w: &[&str]) -> Result<Answer, AnswerError> {
    let first = w.first().ok_or(AnswerError::Empty)?;
    let legal = yes_no(first).ok_or_else(|| AnswerError::YesNo(first.to_string()))?;
    let reason = match w.get(1) {
        None => None,
        Some(_) if legal => return Err(AnswerError::ReasonWithYes),
        Some(r) if IllegalReason::IDS.contains(r) => Some(r.to_string()),
        Some(r) => return Err(AnswerError::Reason(r.to_string())),
    };
    if let Some(extra) = w.get(2) {
        return Err(AnswerError::Extra(extra.to_string()));
    }
    Ok(Answer::Judge { legal, reason })
}

pub(super) fn check(
    pos: &Position,
    mv: Move,
    legal: bool,
    reason: Option<&String>,
    overrides: &[FeedbackOverride],
) -> Result<(Outcome, Vec<FeedbackItem>), CheckError> {
    if let (Some(given), Some(offered)) = (reason, why::choices(pos, mv, overrides))
        && !offered.contains(&given.as_str())
    {
        return Err(CheckError::NotOffered {
            given: given.clone(),
            offered,
        });
    }
    Ok(check_judge(pos, mv, legal, reason.map(String::as_str)))
}

pub(super) fn solution(pos: &Position, mv: Move) -> Answer {
    match pos.explain(mv) {
        Ok(()) => Answer::Judge {
            legal: true,
            reason: None,
        },
        Err(r) => Answer::Judge {
            legal: false,
            reason: Some(r.id().to_string()),
        },
    }
}

/// A judge question in two parts: legal or not; if not, why (from the short list). A wrong
/// part says what is wrong with it; the engine's reason is shown beside it as "missed", which
/// the screen keeps back until the second miss.
fn check_judge(
    pos: &Position,
    m: Move,
    legal: bool,
    reason: Option<&str>,
) -> (Outcome, Vec<FeedbackItem>) {
    let ends = [m.from, m.to];
    // The engine's reason as "missed"; `keyed`: lesson feedback for that reason may replace
    // it (not where the wrong item beside it already carries that reason).
    let missed = |r: &crate::rules::IllegalReason, keyed: bool| {
        let item = FeedbackItem::new(
            Tone::Missed,
            Message::new("fb-judge-reason-was")
                .arg("move", m.to_string())
                .arg_msg("reason", rules_text::reason(r)),
        )
        .squares(r.squares())
        .about_move(m);
        if keyed { item.reason(r.id()) } else { item }
    };
    let mut partial = false;
    let items = match (pos.explain(m), legal) {
        (Ok(()), true) => {
            let (why, squares) = feedback::why_legal(pos, m);
            vec![
                FeedbackItem::new(
                    Tone::Right,
                    Message::new("fb-judge-legal-right")
                        .arg("move", m.to_string())
                        .arg_msg("why", why),
                )
                .squares(squares),
            ]
        }
        (Ok(()), false) => {
            let (why, squares) = feedback::why_legal(pos, m);
            let mut item = FeedbackItem::new(
                Tone::Wrong,
                Message::new("fb-judge-is-legal")
                    .arg("move", m.to_string())
                    .arg_msg("why", why),
            )
            .squares(squares);
            if let Some(r) = reason {
                item = item.reason(r);
            }
            vec![item]
        }
        // Part one wrong: it is illegal; why stays the learner's to find. The lesson's
        // feedback for the engine's reason answers "why?", so it goes with the "missed" item
        // (kept back until the second miss), never with the wrong one shown at once.
        (Err(r), true) => vec![
            FeedbackItem::new(
                Tone::Wrong,
                Message::new("fb-judge-part-one-wrong").arg("move", m.to_string()),
            )
            .squares(ends),
            missed(&r, true),
        ],
        // Part one right, part two still to come.
        (Err(_), false) if reason.is_none() => {
            partial = true;
            vec![
                FeedbackItem::new(
                    Tone::Right,
                    Message::new("fb-judge-illegal-why").arg("move", m.to_string()),
                )
                .squares(ends),
            ]
        }
        (Err(r), false) => match reason {
            Some(given) if given != r.id() => vec![
                FeedbackItem::new(
                    Tone::Right,
                    Message::new("fb-judge-part-one-right").arg("move", m.to_string()),
                ),
                FeedbackItem::new(
                    Tone::Wrong,
                    Message::new("fb-judge-reason-not")
                        .arg("move", m.to_string())
                        .arg_msg("given", Message::new(format!("lesson-reason-{given}"))),
                )
                .squares(ends)
                .reason(given),
                missed(&r, true),
            ],
            _ => vec![
                FeedbackItem::new(
                    Tone::Right,
                    Message::new("fb-judge-illegal-right")
                        .arg("move", m.to_string())
                        .arg_msg("reason", rules_text::reason(&r)),
                )
                .squares(ends)
                .squares(r.squares())
                .reason(r.id()),
            ],
        },
    };
    let outcome = if partial {
        Outcome::Partial
    } else {
        Outcome::of(&items)
    };
    let items = items
        .into_iter()
        .map(|i| if i.mv.is_none() { i.about_move(m) } else { i })
        .collect();
    (outcome, items)
}
