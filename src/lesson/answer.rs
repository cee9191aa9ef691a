//! What a learner answers, per exercise kind, and the short text syntax for it that
//! `janggi-tutor try` (and a typed answer in the TUI) uses:
//!
//! | kind         | text                                   | meaning                              |
//! |--------------|----------------------------------------|--------------------------------------|
//! | destinations | `c3 a3` (or `none`)                    | the points marked                    |
//! | judge        | `yes`, `no`, `no horse-leg-blocked`    | legal or not, and optionally why not |
//! | play         | `b1c3`                                 | the move                             |
//! | choice       | `1,3` (or `none`)                      | the options chosen, counted from 1   |
//! | lines        | `opened b3:up closed h3:left`          | lines that opened and closed         |
//! | claim        | `true` / `false`                       | the statement holds or not           |
//! | replay       | `2:yes`                                | step 2 (from 1), then its answer     |
//!
//! Yes / no and true / false may also be written in Chinese or Korean (对/错, 是/否, 예/아니요,
//! 맞다/틀리다, ...), see [`YES_WORDS`] and [`NO_WORDS`].

use crate::i18n::Message;
use crate::lesson::lines::LineId;
use crate::lesson::model::{Kind, Task};
use crate::rules::{Move, Square};

/// A learner's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The points marked as legal destinations.
    Destinations(Vec<Square>),
    /// Legal or not; where illegal, optionally the reason id picked.
    Judge { legal: bool, reason: Option<String> },
    /// The move made.
    Play(Move),
    /// The options chosen, 0-based.
    Choice(Vec<usize>),
    /// The cannon lines said to have opened and closed.
    Lines {
        opened: Vec<LineId>,
        closed: Vec<LineId>,
    },
    /// The statement is true or false.
    Claim(bool),
    /// The answer to one step of a replay (0-based step index).
    Step { step: usize, answer: Box<Answer> },
}

impl Answer {
    /// The exercise kind this answer is for.
    pub(crate) fn kind(&self) -> Kind {
        match self {
            Answer::Destinations(_) => Kind::Destinations,
            Answer::Judge { .. } => Kind::Judge,
            Answer::Play(_) => Kind::Play,
            Answer::Choice(_) => Kind::Choice,
            Answer::Lines { .. } => Kind::Lines,
            Answer::Claim(_) => Kind::Claim,
            Answer::Step { .. } => Kind::Replay,
        }
    }
}

/// An answer text that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerError {
    Empty,
    Square(String),
    Move(String),
    /// Not yes / no.
    YesNo(String),
    /// Not a reason id.
    Reason(String),
    /// `yes` with a reason: only an illegal move has one.
    ReasonWithYes,
    /// Not an option number from 1 to `count`.
    Option {
        text: String,
        count: usize,
    },
    Line(String),
    /// A line before `opened` or `closed`.
    LineWithoutSide(String),
    /// Not `true` / `false`.
    TrueFalse(String),
    /// Not `STEP:ANSWER` with a step from 1 to `count`.
    Step {
        text: String,
        count: usize,
    },
    /// A replay step cannot hold another replay.
    Nested,
    /// Extra words after a complete answer.
    Extra(String),
}

impl AnswerError {
    pub(crate) fn message(&self) -> Message {
        let m = |id: &'static str| Message::new(id);
        match self {
            AnswerError::Empty => m("answer-empty"),
            AnswerError::Square(s) => m("answer-square").arg("text", s.clone()),
            AnswerError::Move(s) => m("answer-move").arg("text", s.clone()),
            AnswerError::YesNo(s) => m("answer-yes-no").arg("text", s.clone()),
            AnswerError::Reason(s) => m("answer-reason").arg("text", s.clone()),
            AnswerError::ReasonWithYes => m("answer-reason-with-yes"),
            AnswerError::Option { text, count } => m("answer-option")
                .arg("text", text.clone())
                .arg_num("count", *count),
            AnswerError::Line(s) => m("answer-line").arg("text", s.clone()),
            AnswerError::LineWithoutSide(s) => m("answer-line-side").arg("text", s.clone()),
            AnswerError::TrueFalse(s) => m("answer-true-false").arg("text", s.clone()),
            AnswerError::Step { text, count } => m("answer-step")
                .arg("text", text.clone())
                .arg_num("count", *count),
            AnswerError::Nested => m("answer-nested"),
            AnswerError::Extra(s) => m("answer-extra").arg("text", s.clone()),
        }
    }
}

pub(crate) fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect()
}

pub(crate) fn is_none_word(w: &str) -> bool {
    matches!(w.to_ascii_lowercase().as_str(), "none" | "-" | "nothing")
}

/// Yes / no, true / false, legal / illegal in any of the program's languages, so a learner
/// may answer in their own: 对/错, 是/否, 合法/不合法, 예/아니요, 맞다/틀리다.
const YES_WORDS: &[&str] = &[
    "yes",
    "y",
    "legal",
    "true",
    "t", // English
    "对",
    "是",
    "正确",
    "合法",
    "可以",
    "真", // 中文
    "예",
    "네",
    "맞다",
    "맞음",
    "맞아요",
    "참",
    "가능", // 한국어
];
const NO_WORDS: &[&str] = &[
    "no",
    "n",
    "illegal",
    "false",
    "f", // English
    "错",
    "否",
    "不对",
    "错误",
    "不合法",
    "不可以",
    "不能",
    "假", // 中文
    "아니요",
    "아니오",
    "아니",
    "틀리다",
    "틀림",
    "틀려요",
    "거짓",
    "불가능", // 한국어
];

pub(crate) fn yes_no(w: &str) -> Option<bool> {
    // Sentence punctuation a learner may type after the word (“对。”, “예.”, “맞다!”).
    let w = w.trim_end_matches(['.', '!', '。', '！']).to_lowercase();
    if YES_WORDS.contains(&w.as_str()) {
        Some(true)
    } else if NO_WORDS.contains(&w.as_str()) {
        Some(false)
    } else {
        None
    }
}

impl Answer {
    /// Reads an answer for a task from its text form (see the module docs).
    pub fn parse(task: &Task, text: &str) -> Result<Answer, AnswerError> {
        Self::parse_in(task, text, false)
    }

    pub(crate) fn parse_in(task: &Task, text: &str, nested: bool) -> Result<Answer, AnswerError> {
        task.as_kind().parse(text, nested)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::sq;

    fn task(yaml: &str) -> Task {
        serde_yaml::from_str(yaml).unwrap()
    }

    #[test]
    fn each_kind_has_a_text_form() {
        let dest = task("kind: destinations\nsquare: b1");
        assert_eq!(
            Answer::parse(&dest, "c3, a3"),
            Ok(Answer::Destinations(vec![sq("c3"), sq("a3")]))
        );
        assert_eq!(
            Answer::parse(&dest, "none"),
            Ok(Answer::Destinations(vec![]))
        );
        assert_eq!(
            Answer::parse(&dest, "c3 z9"),
            Err(AnswerError::Square("z9".into()))
        );
        let judge = task("kind: judge\nmove: b1d2");
        assert_eq!(
            Answer::parse(&judge, "no horse-leg-blocked"),
            Ok(Answer::Judge {
                legal: false,
                reason: Some("horse-leg-blocked".into())
            })
        );
        assert_eq!(
            Answer::parse(&judge, "yes"),
            Ok(Answer::Judge {
                legal: true,
                reason: None
            })
        );
        assert_eq!(
            Answer::parse(&judge, "yes horse-leg-blocked"),
            Err(AnswerError::ReasonWithYes)
        );
        assert_eq!(
            Answer::parse(&judge, "no leg"),
            Err(AnswerError::Reason("leg".into()))
        );
        let choice = task(
            "kind: choice\noptions: [{text: {en: a}, correct: true}, {text: {en: b}, correct: false}]",
        );
        assert_eq!(
            Answer::parse(&choice, "2,1"),
            Ok(Answer::Choice(vec![0, 1]))
        );
        assert_eq!(
            Answer::parse(&choice, "3"),
            Err(AnswerError::Option {
                text: "3".into(),
                count: 2
            })
        );
        let lines = task("kind: lines\nmoves: [b1c3]");
        let got = Answer::parse(&lines, "opened b3:up closed h3:left h3:up").unwrap();
        assert_eq!(
            got,
            Answer::Lines {
                opened: vec!["b3:up".parse().unwrap()],
                closed: vec!["h3:left".parse().unwrap(), "h3:up".parse().unwrap()]
            }
        );
        assert_eq!(
            Answer::parse(&lines, "b3:up"),
            Err(AnswerError::LineWithoutSide("b3:up".into()))
        );
        let claim = task("kind: claim\nclaim: {is: bikjang}");
        assert_eq!(Answer::parse(&claim, "false"), Ok(Answer::Claim(false)));
        for (text, truth) in [("对", true), ("错", false), ("是", true), ("否", false)] {
            assert_eq!(
                Answer::parse(&claim, text),
                Ok(Answer::Claim(truth)),
                "{text}"
            );
        }
        for (text, truth) in [
            ("예", true),
            ("아니요", false),
            ("맞다", true),
            ("틀리다", false),
        ] {
            assert_eq!(
                Answer::parse(&claim, text),
                Ok(Answer::Claim(truth)),
                "{text}"
            );
        }
        assert_eq!(
            Answer::parse(&judge, "不合法 horse-leg-blocked"),
            Ok(Answer::Judge {
                legal: false,
                reason: Some("horse-leg-blocked".into())
            })
        );
        assert_eq!(
            Answer::parse(&claim, "maybe"),
            Err(AnswerError::TrueFalse("maybe".into()))
        );
        let replay = task(
            "kind: replay\nmoves: [b1c3]\nsteps:\n  - after: 1\n    prompt: {en: x}\n    kind: claim\n    claim: {is: bikjang}",
        );
        assert_eq!(
            Answer::parse(&replay, "1:true"),
            Ok(Answer::Step {
                step: 0,
                answer: Box::new(Answer::Claim(true))
            })
        );
        assert!(matches!(
            Answer::parse(&replay, "2:true"),
            Err(AnswerError::Step { count: 1, .. })
        ));
        let play = task("kind: play\ngoal: {check: true}");
        assert_eq!(
            Answer::parse(&play, "b1c3"),
            Ok(Answer::Play("b1c3".parse().unwrap()))
        );
        assert_eq!(Answer::parse(&play, ""), Err(AnswerError::Empty));
    }
}
