//! What keeps a lesson file from teaching a wrong rule, read off its checked model: the
//! engine's own sentence for each `choice` option's claim (a note beside the option's text
//! in the lint, the `--watch` preview and the teacher's copy), an option whose text says the
//! opposite of its claim ("may capture" over `is: illegal`), and feedback keyed so that it
//! can never apply (an option or a true/false the exercise does not have or that is never a
//! wrong answer, a point on an exercise whose answers name no point). The lint places them
//! (`lesson::advice` carries the warnings, [`CheckedLesson::option_notes`] the notes).

use super::checked::{CheckedExercise, CheckedLesson, CheckedOption, CheckedTask, Located, path};
use super::evidence;
use super::locate::Seg;
use super::model::{ChoiceOption, Kind, Statement, Task};
use crate::i18n::Message;

/// A warning that a lesson may teach a wrong rule or show feedback that never applies.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Trust {
    /// An option whose text in `lang` says the move can (`says_can`) or cannot be played,
    /// over a claim that says the opposite.
    OptionAgainstClaim {
        option: usize,
        lang: String,
        says_can: bool,
    },
    /// A feedback key no answer of this kind of exercise carries.
    KeyNever { key: &'static str, kind: Kind },
    /// A feedback option number the exercise's options do not have.
    NoOption { option: usize, count: usize },
    /// Feedback for a true/false answer that is the right one.
    AnswerRight { said: bool },
    /// A misconception on feedback for a right option: leaving it out is not the learner's
    /// own wrong answer, so the tag never counts.
    OptionRightTag { option: usize },
}

impl Trust {
    pub(crate) fn message(&self) -> Message {
        match self {
            Trust::OptionAgainstClaim {
                option,
                lang,
                says_can,
            } => Message::new("lint-option-against-claim")
                .arg_num("option", *option)
                .arg("lang", lang.clone())
                .arg("says", if *says_can { "can" } else { "cannot" }),
            Trust::KeyNever { key, kind } => Message::new("lint-feedback-key-never")
                .arg("key", *key)
                .arg_msg("kind", Message::new(kind.message_id())),
            Trust::NoOption { option, count } => Message::new("lint-feedback-no-option")
                .arg_num("option", *option)
                .arg_num("count", *count),
            Trust::AnswerRight { said } => {
                Message::new("lint-feedback-answer-right").arg("said", said.to_string())
            }
            Trust::OptionRightTag { option } => {
                Message::new("lint-feedback-option-right").arg_num("option", *option)
            }
        }
    }
}

/// Whether a text says a move can be played (`Some(true)`), cannot (`Some(false)`), or
/// neither or both (`None`): "can/may", "能/可以", "수 있" against "cannot/may not",
/// "不能/不可以/无法", "수 없/못".
pub(crate) fn says_can(lang: &str, text: &str) -> Option<bool> {
    let (yes, no) = match lang {
        "en" => {
            let lower = text.to_lowercase().replace('’', "'");
            let words: Vec<&str> = lower
                .split(|c: char| !(c.is_ascii_alphabetic() || c == '\''))
                .filter(|w| !w.is_empty())
                .collect();
            let mut yes = false;
            let mut no = false;
            for (k, w) in words.iter().enumerate() {
                let not_next = words.get(k + 1).is_some_and(|n| *n == "not");
                match *w {
                    "cannot" | "can't" | "mayn't" => no = true,
                    "can" | "may" if not_next => no = true,
                    "can" | "may" => yes = true,
                    _ => {}
                }
            }
            (yes, no)
        }
        "zh" => {
            let mut rest = text.to_string();
            let mut no = false;
            for neg in ["不能", "不可以", "不可", "无法", "不得", "不许"] {
                if rest.contains(neg) {
                    no = true;
                    rest = rest.replace(neg, "");
                }
            }
            (rest.contains('能') || rest.contains("可以"), no)
        }
        "ko" => {
            let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
            let no = compact.contains("수없") || compact.contains('못');
            (compact.contains("수있"), no)
        }
        _ => return None,
    };
    match (yes, no) {
        (true, false) => Some(true),
        (false, true) => Some(false),
        _ => None,
    }
}

/// The choice tasks of an exercise (its own, its replay steps'), each with its options as
/// written and checked and where they are written.
fn choices<'a>(
    x: &'a CheckedExercise,
    base: &[Seg],
) -> Vec<(&'a [ChoiceOption], &'a [CheckedOption], Vec<Seg>)> {
    let mut out = Vec::new();
    if let (Task::Choice { options }, CheckedTask::Choice { options: checked }) =
        (&x.raw.task, &x.task)
    {
        out.push((options.as_slice(), checked.as_slice(), base.to_vec()));
    }
    if let (Task::Replay { steps, .. }, CheckedTask::Replay { steps: checked }) =
        (&x.raw.task, &x.task)
    {
        for (k, (s, c)) in steps.iter().zip(checked).enumerate() {
            if let (Task::Choice { options }, CheckedTask::Choice { options: co }) =
                (&s.task, &c.task)
            {
                let at = path(base, &[Seg::Key("steps".into()), Seg::Index(k)]);
                out.push((options.as_slice(), co.as_slice(), at));
            }
        }
    }
    out
}

fn option_text_at(base: &[Seg], j: usize) -> Vec<Seg> {
    path(
        base,
        &[
            Seg::Key("options".into()),
            Seg::Index(j),
            Seg::Key("text".into()),
        ],
    )
}

/// The engine's sentence for an option's claim: what it finds, and so whether the option
/// is right.
pub(crate) fn option_note(option: usize, o: &CheckedOption) -> Option<Message> {
    let ev = o.evidence.as_ref()?;
    Some(
        Message::new("lesson-option-engine")
            .arg_num("option", option)
            .arg_msg("evidence", evidence::message(ev))
            .arg("truth", o.truth.to_string()),
    )
}

/// The kinds among an exercise's tasks (its own, its replay steps').
fn kinds(x: &CheckedExercise) -> Vec<&CheckedTask> {
    match &x.task {
        CheckedTask::Replay { steps } => steps.iter().map(|s| &s.task).collect(),
        t => vec![t],
    }
}

impl CheckedLesson {
    /// The engine's sentence beside each option with a claim, at its text.
    pub(crate) fn option_notes(&self) -> Vec<Located<Message>> {
        let mut out = Vec::new();
        for (i, c) in self.checked.iter().enumerate() {
            let Ok(x) = c else { continue };
            let base = [Seg::Key("exercises".into()), Seg::Index(i)];
            for (_, checked, at) in choices(x, &base) {
                for (j, o) in checked.iter().enumerate() {
                    if let Some(m) = option_note(j + 1, o) {
                        out.push(Located {
                            path: option_text_at(&at, j),
                            value: false,
                            error: m,
                        });
                    }
                }
            }
        }
        out
    }
}

/// The warnings of one read exercise: options against their claims, feedback that never
/// applies.
pub(crate) fn exercise(x: &CheckedExercise, base: &[Seg]) -> Vec<Located<Trust>> {
    let mut out = Vec::new();
    for (written, _, at) in choices(x, base) {
        for (j, o) in written.iter().enumerate() {
            let legal = match &o.claim {
                Some(Statement::Legal { .. }) => true,
                Some(Statement::Illegal { .. }) => false,
                _ => continue,
            };
            for (lang, value) in &o.text.0 {
                if let Some(can) = says_can(lang, value)
                    && can != legal
                {
                    out.push(Located {
                        path: path(&option_text_at(&at, j), &[Seg::Key(lang.clone())]),
                        value: true,
                        error: Trust::OptionAgainstClaim {
                            option: j + 1,
                            lang: lang.clone(),
                            says_can: can,
                        },
                    });
                }
            }
        }
    }
    let tasks = kinds(x);
    let kind = x.raw.task.kind();
    let options: Vec<&[CheckedOption]> = tasks
        .iter()
        .filter_map(|t| match t {
            CheckedTask::Choice { options } => Some(options.as_slice()),
            _ => None,
        })
        .collect();
    let truths: Vec<bool> = tasks
        .iter()
        .filter_map(|t| match t {
            CheckedTask::Claim { verdict, .. } => Some(verdict.holds),
            _ => None,
        })
        .collect();
    let has_points = tasks.iter().any(|t| {
        matches!(
            t,
            CheckedTask::Destinations { .. } | CheckedTask::Lines { .. }
        )
    });
    for (j, fb) in x.raw.feedback.iter().enumerate() {
        let at = |k: &str| {
            path(
                base,
                &[
                    Seg::Key("feedback".into()),
                    Seg::Index(j),
                    Seg::Key(k.into()),
                ],
            )
        };
        let mut push = |k: &str, error| {
            out.push(Located {
                path: at(k),
                value: true,
                error,
            })
        };
        if fb.square.is_some() && !has_points {
            push(
                "square",
                Trust::KeyNever {
                    key: "square",
                    kind,
                },
            );
        }
        if let Some(n) = fb.option {
            if options.is_empty() {
                push(
                    "option",
                    Trust::KeyNever {
                        key: "option",
                        kind,
                    },
                );
            } else {
                let count = options.iter().map(|o| o.len()).max().unwrap_or(0);
                if n == 0 || n > count {
                    push("option", Trust::NoOption { option: n, count });
                } else if fb.misconception.is_some()
                    && options.iter().all(|o| o.get(n - 1).is_none_or(|o| o.truth))
                {
                    push("option", Trust::OptionRightTag { option: n });
                }
            }
        }
        if let Some(said) = fb.answer {
            if truths.is_empty() {
                push(
                    "answer",
                    Trust::KeyNever {
                        key: "answer",
                        kind,
                    },
                );
            } else if truths.iter().all(|t| *t == said) {
                push("answer", Trust::AnswerRight { said });
            }
        }
    }
    out
}
