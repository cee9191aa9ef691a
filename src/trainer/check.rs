//! Checking an answer against the engine. The engine decides what is right; an author's
//! answer key is never consulted (the lint makes sure it agrees with the engine).

use crate::i18n::{Message, rules_text};
use crate::lesson::checked::{CheckedExercise, CheckedOption, CheckedTask, ExerciseErrors};
use crate::lesson::evidence;
use crate::lesson::goal::{self, Condition};
use crate::lesson::lines::{self, LineId};
use crate::lesson::model::{FeedbackOverride, Kind};
use crate::lesson::statement;
use crate::lesson::why;
use crate::rules::{Move, Position, Square};

use super::answer::Answer;
use super::feedback::{self, FeedbackItem, Tone, line_item};
use super::score;

/// An exercise read into engine values (see `lesson::checked`): what the checker takes.
pub type Context = CheckedExercise;
/// Why an exercise cannot be read into engine values.
pub type ContextError = ExerciseErrors;

/// What a learner has done so far on an exercise (see [`super::Attempt`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AttemptState {
    pub wrong_tries: u32,
    pub hints_used: u32,
    /// For a replay: which steps are already solved.
    pub steps_solved: Vec<bool>,
    /// The learner asked to see the answer: solving now gives no full stars.
    pub revealed: bool,
    /// A wrong answer's feedback gave the right one away (see [`Verdict::told`]): solving
    /// now gives no full stars either.
    pub told: bool,
}

/// The checker's judgement of one answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// This answer is right (for a replay: this step's answer).
    pub correct: bool,
    /// The exercise is now solved (for a replay: every step is).
    pub solved: bool,
    /// Stars earned, 1..=3 once solved, else 0.
    pub stars: u8,
    /// The replay step answered, if any (0-based).
    pub step: Option<usize>,
    pub feedback: Vec<FeedbackItem>,
    /// Right so far, and the question goes on: a judge answered "illegal" without the reason
    /// now asks "why?" (its short list: `lesson::why::choices`). Not a wrong try, not solved.
    pub partial: bool,
    /// A wrong answer whose feedback says what the right one is (a two-way question: "not so,
    /// the statement is true"; "not so, the move is legal, because ..."): after it, solving
    /// gives at most [`score::REVEALED_STARS`].
    pub told: bool,
}

/// How an answer to one task went: the checker's control flow follows this, never the id
/// of a feedback message.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Right,
    Wrong,
    /// Right so far, and the question goes on (a judge's "illegal" without the reason yet).
    Partial,
}

impl Outcome {
    /// Right when every item is.
    fn of(items: &[FeedbackItem]) -> Outcome {
        if items.iter().all(|i| i.tone == Tone::Right) {
            Outcome::Right
        } else {
            Outcome::Wrong
        }
    }

    fn right_if(correct: bool) -> Outcome {
        if correct {
            Outcome::Right
        } else {
            Outcome::Wrong
        }
    }
}

/// An answer that does not fit the exercise, or an exercise the engine cannot check.
#[derive(Clone, Debug, PartialEq)]
pub enum CheckError {
    /// The answer is for another kind of exercise.
    WrongKind { expected: Kind, got: Kind },
    /// A choice option or replay step number that does not exist.
    OutOfRange { index: usize, count: usize },
    /// A judge's reason that is not on the question's short list.
    NotOffered {
        given: String,
        offered: Vec<&'static str>,
    },
}

impl CheckError {
    pub fn message(&self) -> Message {
        match self {
            CheckError::WrongKind { expected, got } => Message::new("check-wrong-kind")
                .arg("expected", expected.id())
                .arg("got", got.id()),
            CheckError::OutOfRange { index, count } => Message::new("check-out-of-range")
                .arg_num("index", index + 1)
                .arg_num("count", *count),
            CheckError::NotOffered { given, offered } => Message::new("check-reason-not-offered")
                .arg("given", given.clone())
                .arg("offered", offered.join(", ")),
        }
    }
}

/// Checks an answer. `state` is what happened before this answer (wrong tries and hints
/// cost stars; for a replay, the steps already solved).
pub fn check(
    exercise: &CheckedExercise,
    answer: &Answer,
    state: &AttemptState,
) -> Result<Verdict, CheckError> {
    let overrides = &exercise.raw.feedback;
    let (outcome, mut items, step, two_way) = match (&exercise.task, answer) {
        (CheckedTask::Replay { steps }, Answer::Step { step, answer }) => {
            let s = steps.get(*step).ok_or(CheckError::OutOfRange {
                index: *step,
                count: steps.len(),
            })?;
            let (o, items) = check_task(&s.task, Some(&s.position), answer, overrides)?;
            (
                o,
                items,
                Some(*step),
                tells_when_wrong(&s.task, Some(&s.position)),
            )
        }
        (task, answer) => {
            let (o, items) = check_task(task, exercise.position(), answer, overrides)?;
            (o, items, None, tells_when_wrong(task, exercise.position()))
        }
    };
    let correct = outcome == Outcome::Right;
    let partial = outcome == Outcome::Partial;
    let told = outcome == Outcome::Wrong && two_way;
    feedback::apply_overrides(&mut items, &exercise.feedback);
    let solved = match (&exercise.task, step) {
        (CheckedTask::Replay { steps }, Some(i)) => {
            correct
                && (0..steps.len())
                    .all(|k| k == i || state.steps_solved.get(k).copied().unwrap_or(false))
        }
        (CheckedTask::Replay { .. }, None)
        | (
            CheckedTask::Destinations { .. }
            | CheckedTask::Judge { .. }
            | CheckedTask::Play { .. }
            | CheckedTask::Choice { .. }
            | CheckedTask::Lines { .. }
            | CheckedTask::Claim { .. },
            _,
        ) => correct,
    };
    Ok(Verdict {
        correct,
        solved,
        stars: if solved && (state.revealed || state.told) {
            score::REVEALED_STARS
        } else if solved {
            score::stars(state.wrong_tries, state.hints_used)
        } else {
            0
        },
        step,
        feedback: items,
        partial,
        told,
    })
}

/// Whether a wrong answer to `task` is told the right one by its feedback: a claim (one of
/// two, and the feedback says which), a judge of a legal move (its feedback says it is legal
/// and why). A judge of an illegal move keeps its reason back; other kinds keep the missed
/// part back until the second miss.
fn tells_when_wrong(task: &CheckedTask, pos: Option<&Position>) -> bool {
    match (task, pos) {
        (CheckedTask::Claim { .. }, _) => true,
        (CheckedTask::Judge { mv }, Some(pos)) => pos.explain(*mv).is_ok(),
        _ => false,
    }
}

/// Checks an answer to a task at `pos` (`None` only for a `choice` about concepts, which
/// needs none).
fn check_task(
    task: &CheckedTask,
    pos: Option<&Position>,
    answer: &Answer,
    overrides: &[FeedbackOverride],
) -> Result<(Outcome, Vec<FeedbackItem>), CheckError> {
    match (task, pos, answer) {
        (CheckedTask::Destinations { from }, Some(pos), Answer::Destinations(marked)) => {
            Ok(check_destinations(pos, *from, marked))
        }
        (CheckedTask::Judge { mv }, Some(pos), Answer::Judge { legal, reason }) => {
            if let (Some(given), Some(offered)) = (reason, why::choices(pos, *mv, overrides))
                && !offered.contains(&given.as_str())
            {
                return Err(CheckError::NotOffered {
                    given: given.clone(),
                    offered,
                });
            }
            Ok(check_judge(pos, *mv, *legal, reason.as_deref()))
        }
        (CheckedTask::Play { goal }, Some(pos), Answer::Play(m)) => Ok(check_play(pos, goal, *m)),
        (CheckedTask::Choice { options }, _, Answer::Choice(chosen)) => {
            check_choice(options, chosen)
        }
        (CheckedTask::Lines { first, last, .. }, _, Answer::Lines { opened, closed }) => {
            Ok(check_lines(first, last, opened, closed))
        }
        (CheckedTask::Claim { verdict: v, .. }, _, Answer::Claim(said)) => {
            let correct = v.holds == *said;
            let id = match (correct, v.holds) {
                (true, true) => "fb-claim-right-true",
                (true, false) => "fb-claim-right-false",
                (false, true) => "fb-claim-wrong-true",
                (false, false) => "fb-claim-wrong-false",
            };
            let tone = if correct { Tone::Right } else { Tone::Wrong };
            let mut main =
                FeedbackItem::new(tone, Message::new(id)).squares(evidence::squares(&v.evidence));
            if let statement::Evidence::Illegal(m, r) = &v.evidence {
                main = main.reason(r.id()).about_move(*m);
            }
            let ev = FeedbackItem::new(Tone::Info, evidence::message(&v.evidence))
                .squares(evidence::squares(&v.evidence));
            Ok((Outcome::right_if(correct), vec![main, ev]))
        }
        // Another kind's answer (or, never for a checked exercise, no position). Every
        // variant is named so that a new kind must be answered above.
        (
            CheckedTask::Destinations { .. }
            | CheckedTask::Judge { .. }
            | CheckedTask::Play { .. }
            | CheckedTask::Choice { .. }
            | CheckedTask::Lines { .. }
            | CheckedTask::Replay { .. }
            | CheckedTask::Claim { .. },
            _,
            _,
        ) => Err(CheckError::WrongKind {
            expected: task.kind(),
            got: answer.kind(),
        }),
    }
}

fn check_destinations(
    pos: &Position,
    from: Square,
    marked: &[Square],
) -> (Outcome, Vec<FeedbackItem>) {
    let engine = pos.destinations(from);
    let mut marked: Vec<Square> = marked.to_vec();
    marked.sort();
    marked.dedup();
    let mut items = Vec::new();
    for &s in marked.iter().filter(|s| !engine.contains(s)) {
        let m = Move::new(from, s);
        let item = if s == from {
            FeedbackItem::new(
                Tone::Wrong,
                Message::new("fb-dest-own-point").arg("square", s.to_string()),
            )
        } else {
            match pos.explain(m) {
                Err(r) => FeedbackItem::new(
                    Tone::Wrong,
                    Message::new("fb-dest-wrong")
                        .arg("square", s.to_string())
                        .arg_msg("reason", rules_text::reason(&r)),
                )
                .squares(r.squares())
                .reason(r.id()),
                // Unreachable while `destinations` and `explain` agree; say it plainly anyway.
                Ok(()) => FeedbackItem::new(
                    Tone::Wrong,
                    Message::new("fb-dest-wrong-plain").arg("square", s.to_string()),
                ),
            }
        };
        items.push(item.squares([s]).about_square(s).about_move(m));
    }
    for &s in engine.iter().filter(|s| !marked.contains(s)) {
        let m = Move::new(from, s);
        let (why, squares) = feedback::why_legal(pos, m);
        items.push(
            FeedbackItem::new(
                Tone::Missed,
                Message::new("fb-dest-missed")
                    .arg("square", s.to_string())
                    .arg_msg("why", why),
            )
            .squares([s])
            .squares(squares)
            .about_square(s)
            .about_move(m),
        );
    }
    let correct = items.is_empty();
    if correct {
        let msg = if engine.is_empty() {
            Message::new("fb-dest-none").arg("square", from.to_string())
        } else {
            Message::new("fb-dest-right").arg_num("count", engine.len())
        };
        items.push(FeedbackItem::new(Tone::Right, msg).squares(engine));
    }
    (Outcome::right_if(correct), items)
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
        // Part one wrong: it is illegal; why stays the learner's to find.
        (Err(r), true) => vec![
            FeedbackItem::new(
                Tone::Wrong,
                Message::new("fb-judge-part-one-wrong").arg("move", m.to_string()),
            )
            .squares(ends)
            .reason(r.id()),
            missed(&r, false),
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

fn check_play(pos: &Position, conditions: &[Condition], m: Move) -> (Outcome, Vec<FeedbackItem>) {
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

fn check_choice(
    options: &[CheckedOption],
    chosen: &[usize],
) -> Result<(Outcome, Vec<FeedbackItem>), CheckError> {
    if let Some(&bad) = chosen.iter().find(|&&i| i >= options.len()) {
        return Err(CheckError::OutOfRange {
            index: bad,
            count: options.len(),
        });
    }
    let truths: Vec<bool> = options.iter().map(|o| o.truth).collect();
    let evidences: Vec<Option<&statement::Evidence>> =
        options.iter().map(|o| o.evidence.as_ref()).collect();
    let mut items = Vec::new();
    // An option's evidence and note; for an option the learner missed they are part of what
    // was missed (`Tone::Missed`), which the screen keeps back until the second miss.
    let explain = |items: &mut Vec<FeedbackItem>, i: usize, tone: Tone| {
        if let Some(ev) = evidences[i] {
            let mut item =
                FeedbackItem::new(tone, evidence::message(ev)).squares(evidence::squares(ev));
            if let statement::Evidence::Illegal(m, r) = ev
                && tone == Tone::Info
            {
                item = item.reason(r.id()).about_move(*m);
            }
            items.push(item);
        }
        if let Some(why) = &options[i].why {
            let mut item =
                FeedbackItem::new(tone, Message::new("fb-choice-why").arg_num("option", i + 1));
            item.author = Some(why.clone());
            items.push(item);
        }
    };
    for i in 0..options.len() {
        let picked = chosen.contains(&i);
        let (tone, id) = match (picked, truths[i]) {
            (true, false) => (Tone::Wrong, "fb-choice-wrong"),
            (false, true) => (Tone::Missed, "fb-choice-missed"),
            _ => continue,
        };
        let mut item = FeedbackItem::new(tone, Message::new(id).arg_num("option", i + 1));
        if let Some(statement::Evidence::Illegal(m, r)) = evidences[i] {
            item = item.reason(r.id()).about_move(*m).squares(r.squares());
        }
        items.push(item);
        let detail = if tone == Tone::Missed {
            Tone::Missed
        } else {
            Tone::Info
        };
        explain(&mut items, i, detail);
    }
    let correct = items.is_empty();
    if correct {
        let right: Vec<String> = (0..options.len())
            .filter(|&i| truths[i])
            .map(|i| (i + 1).to_string())
            .collect();
        items.push(FeedbackItem::new(
            Tone::Right,
            Message::new("fb-choice-right")
                .arg_num("count", right.len())
                .arg("options", right.join(", ")),
        ));
        for i in (0..options.len()).filter(|&i| truths[i]) {
            explain(&mut items, i, Tone::Info);
        }
    }
    Ok((Outcome::right_if(correct), items))
}

fn check_lines(
    first: &Position,
    last: &Position,
    opened: &[LineId],
    closed: &[LineId],
) -> (Outcome, Vec<FeedbackItem>) {
    let changes = lines::changes(first, last);
    let find = |id: &LineId| changes.iter().find(|c| LineId::of(&c.before) == *id);
    let mut items = Vec::new();
    let mut mentioned: Vec<LineId> = Vec::new();
    for (said_open, list) in [(true, opened), (false, closed)] {
        for id in list {
            if mentioned.contains(id) {
                continue;
            }
            mentioned.push(*id);
            match find(id) {
                Some(c) if c.opened == said_open => items.push(line_item(
                    Tone::Right,
                    if said_open {
                        "fb-lines-opened-right"
                    } else {
                        "fb-lines-closed-right"
                    },
                    c,
                )),
                Some(c) => items.push(line_item(
                    Tone::Wrong,
                    if said_open {
                        "fb-lines-closed-not-opened"
                    } else {
                        "fb-lines-opened-not-closed"
                    },
                    c,
                )),
                None => {
                    let open_now = lines_open(last, id);
                    let item = FeedbackItem::new(
                        Tone::Wrong,
                        Message::new(match open_now {
                            Some(true) => "fb-lines-unchanged-open",
                            Some(false) => "fb-lines-unchanged-closed",
                            None => "fb-lines-no-line",
                        })
                        .arg_msg("line", id.message()),
                    )
                    .squares([id.cannon])
                    .about_square(id.cannon);
                    items.push(item);
                }
            }
        }
    }
    for c in &changes {
        let id = LineId::of(&c.before);
        if !mentioned.contains(&id) {
            items.push(line_item(
                Tone::Missed,
                if c.opened {
                    "fb-lines-missed-opened"
                } else {
                    "fb-lines-missed-closed"
                },
                c,
            ));
        }
    }
    let outcome = Outcome::of(&items);
    if outcome == Outcome::Right && changes.is_empty() {
        items.push(FeedbackItem::new(
            Tone::Right,
            Message::new("fb-lines-none"),
        ));
    }
    (outcome, items)
}

/// Whether the line `id` is open in `pos`; `None` when there is no such cannon line.
fn lines_open(pos: &Position, id: &LineId) -> Option<bool> {
    crate::rules::cannon::cannon_lines(pos.board(), None)
        .iter()
        .find(|l| LineId::of(l) == *id)
        .map(|l| l.is_open())
}
