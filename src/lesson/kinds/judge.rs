//! `judge`: is `move` legal? Yes or no and, where illegal, why (from the short list of
//! `lesson::why`). The task read and linted, the answer read, checked and shown; its "why?"
//! list.

use super::{At, CheckedKind, Checking, LintCtx, ReadCtx, TaskKind, Warn, at, illegal, wrong_kind};
use crate::i18n::{Message, rules_text};
use crate::lesson::answer::{Answer, AnswerError, words, yes_no};
use crate::lesson::checked::{CheckedExercise, CheckedTask, ExerciseError, Reader, path};
use crate::lesson::feedback::{self, FeedbackItem, Tone};
use crate::lesson::locate::Seg;
use crate::lesson::model::{FeedbackOverride, JudgeAnswer, Kind};
use crate::lesson::outcome::{CheckError, Outcome};
use crate::lesson::skeleton::{Ask, EX, SkeletonError};
use crate::lesson::why;
use crate::rules::{IllegalReason, Move, Position};

/// The task as written: the move, the author's key.
pub(super) struct Written<'a> {
    pub(super) mv: &'a str,
    pub(super) answer: Option<&'a JudgeAnswer>,
}

/// The task in engine values: the move.
pub(super) struct Checked {
    pub(super) mv: Move,
}

impl<'a> TaskKind<'a> for Written<'a> {
    fn read(&self, r: &mut Reader, ctx: &ReadCtx, base: &[Seg]) -> Option<CheckedTask> {
        read(r, self.mv, self.answer, ctx.pos, ctx.feedback, base)
    }

    fn lint(&self, w: &mut dyn Warn, ctx: &LintCtx, base: &[Seg]) {
        lint(w, self.mv, self.answer.is_some(), ctx, base);
    }

    fn parse(&self, text: &str, _nested: bool) -> Result<Answer, AnswerError> {
        parse(&words(text))
    }
}

impl CheckedKind<'_> for Checked {
    fn check(&self, at: At, answer: &Answer) -> Checking {
        match (at.pos, answer) {
            (Some(pos), Answer::Judge { legal, reason }) => {
                check(pos, self.mv, *legal, reason.as_ref(), at.feedback)
            }
            _ => Err(wrong_kind(Kind::Judge, answer)),
        }
    }

    fn solution(&self, pos: Option<&Position>, _exercise: &CheckedExercise) -> Option<Answer> {
        Some(solution(pos?, self.mv))
    }

    /// A judge of a legal move: its feedback says it is legal and why. One of an illegal
    /// move keeps its reason back.
    fn tells_when_wrong(&self, pos: Option<&Position>) -> bool {
        pos.is_some_and(|pos| pos.explain(self.mv).is_ok())
    }

    fn why_choices(&self, at: At) -> Vec<&'static str> {
        at.pos
            .and_then(|pos| why::choices(pos, self.mv, at.feedback))
            .unwrap_or_default()
    }
}

fn read(
    r: &mut Reader,
    mv: &str,
    answer: Option<&JudgeAnswer>,
    pos: Option<&Position>,
    feedback: &[FeedbackOverride],
    base: &[Seg],
) -> Option<CheckedTask> {
    let m = r.mv(mv, at(base, "move"));
    if let (Some(pos), Some(m)) = (pos, m) {
        for (_, message) in refuted_reasons(pos, m, feedback) {
            r.key(at(base, "move"), true, message);
        }
    }
    if let Some(answer) = answer {
        key(r, answer, pos.zip(m), base);
    }
    Some(CheckedTask::Judge { mv: m? })
}

/// The author's `legal` and `reason` against the engine's.
fn key(r: &mut Reader, answer: &JudgeAnswer, at_move: Option<(&Position, Move)>, base: &[Seg]) {
    let reason_at = || {
        path(
            base,
            &[Seg::Key("answer".into()), Seg::Key("reason".into())],
        )
    };
    let legal_at = path(base, &[Seg::Key("answer".into()), Seg::Key("legal".into())]);
    if let Some(given) = &answer.reason {
        if !IllegalReason::IDS.contains(&given.as_str()) {
            r.push(
                reason_at(),
                true,
                ExerciseError::UnknownReason(given.clone()),
            );
        } else if answer.legal {
            r.key(
                reason_at(),
                true,
                Message::new("lint-judge-reason-with-legal"),
            );
        }
    }
    let Some((pos, m)) = at_move else { return };
    match (pos.explain(m), answer.legal) {
        (Ok(()), false) => r.key(
            legal_at,
            true,
            Message::new("lint-judge-legal").arg("move", m.to_string()),
        ),
        (Err(e), true) => r.key(legal_at, true, illegal("lint-judge-illegal", m, &e)),
        (Err(e), false) => {
            if let Some(given) = &answer.reason
                && given != e.id()
                && IllegalReason::IDS.contains(&given.as_str())
            {
                let message = Message::new("lint-judge-reason")
                    .arg("given", given.clone())
                    .arg("actual", e.id())
                    .arg_msg("reason", rules_text::reason(&e));
                r.key(reason_at(), true, message);
            }
        }
        (Ok(()), true) => {}
    }
}

/// A judge's "why?" list: no reason offered beside the engine's may describe the move too
/// (two right answers, one refused) or be one that cannot apply to the piece; the same of
/// the reasons the exercise's feedback is keyed by, which the list offers first (such a key
/// is left off the list, so its feedback would never show). Each such reason with what is
/// wrong with it.
fn refuted_reasons(
    pos: &Position,
    m: Move,
    feedback: &[FeedbackOverride],
) -> Vec<(&'static str, Message)> {
    let Err(engine) = pos.explain(m) else {
        return Vec::new();
    };
    let Some(piece) = pos.board().get(m.from) else {
        return Vec::new();
    };
    let offered = why::choices(pos, m, feedback).unwrap_or_default();
    let keyed = feedback
        .iter()
        .filter_map(|f| f.reason.as_deref())
        .filter_map(|r| IllegalReason::IDS.iter().find(|k| **k == r).copied());
    let mut seen: Vec<&'static str> = Vec::new();
    let mut out = Vec::new();
    for id in offered.into_iter().chain(keyed) {
        if id == engine.id() || seen.contains(&id) {
            continue;
        }
        seen.push(id);
        let msg = if !why::can_apply(piece.role, id) {
            Message::new("lint-reason-not-for-piece")
                .arg("reason", id)
                .arg("move", m.to_string())
                .arg_msg("piece", rules_text::piece(piece.role))
        } else if why::describes(pos, m, id) {
            Message::new("lint-reason-overlaps")
                .arg("reason", id)
                .arg("actual", engine.id())
                .arg("move", m.to_string())
        } else {
            continue;
        };
        out.push((id, msg));
    }
    out
}

/// The piece's first legal move.
pub(super) fn skeleton(ask: &Ask) -> Result<String, SkeletonError> {
    Ok(format!(
        "{EX}move: {}\n{EX}answer: {{legal: true}}\n",
        ask.first
    ))
}

/// Warnings: no answer key. Reasons: the question's short "why?" list (`lesson::why`), and
/// the overrides the engine refutes (reported by the checked model; not again as feedback
/// that can never show).
fn lint(w: &mut dyn Warn, mv: &str, has_answer: bool, ctx: &LintCtx, base: &[Seg]) {
    match (ctx.pos, mv.parse::<Move>()) {
        (Some(pos), Ok(m)) => {
            for r in why::choices(pos, m, ctx.feedback).unwrap_or_default() {
                w.reason(r);
            }
            for (id, _) in refuted_reasons(pos, m, ctx.feedback) {
                w.reason(id);
            }
        }
        _ => w.reasons_unknown(),
    }
    if !has_answer {
        w.no_answer(base);
    }
}

fn parse(w: &[&str]) -> Result<Answer, AnswerError> {
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

fn check(
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

fn solution(pos: &Position, mv: Move) -> Answer {
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
            // Saying "legal" is believing the rule that makes it illegal does not apply:
            // that reason's misconception is this learner's.
            missed(&r, true).own(true),
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
