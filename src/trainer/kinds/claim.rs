//! `claim`, trainer side: true or false read, checked, and shown.

use crate::i18n::Message;
use crate::lesson::evidence;
use crate::lesson::statement::{self, Verdict};
use crate::trainer::answer::yes_no;
use crate::trainer::answer::{Answer, AnswerError};
use crate::trainer::check::Outcome;
use crate::trainer::feedback::{FeedbackItem, Tone};

pub(super) fn parse(w: &[&str]) -> Result<Answer, AnswerError> {
    let first = w.first().ok_or(AnswerError::Empty)?;
    if let Some(extra) = w.get(1) {
        return Err(AnswerError::Extra(extra.to_string()));
    }
    yes_no(first)
        .map(Answer::Claim)
        .ok_or_else(|| AnswerError::TrueFalse(first.to_string()))
}

pub(super) fn check(v: &Verdict, said: bool) -> (Outcome, Vec<FeedbackItem>) {
    let correct = v.holds == said;
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
    (Outcome::right_if(correct), vec![main, ev])
}
