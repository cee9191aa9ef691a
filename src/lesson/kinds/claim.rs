//! `claim`: mark a statement about the position true or false. The task read and linted,
//! true or false read, checked and shown.

use super::{
    At, CheckedKind, Checking, LintCtx, ReadCtx, TaskKind, Warn, at, evidence_reason, wrong_kind,
};
use crate::i18n::Message;
use crate::lesson::answer::{Answer, AnswerError, words, yes_no};
use crate::lesson::checked::{CheckedExercise, CheckedTask, Reader};
use crate::lesson::evidence;
use crate::lesson::feedback::{FeedbackItem, Tone};
use crate::lesson::locate::Seg;
use crate::lesson::model::{Kind, Statement};
use crate::lesson::outcome::Outcome;
use crate::lesson::skeleton::{Ask, EX, list};
use crate::lesson::statement::{self, Verdict};
use crate::rules::Position;

/// The task as written: the statement, the author's key.
pub(super) struct Written<'a> {
    pub(super) claim: &'a Statement,
    pub(super) answer: Option<bool>,
}

/// The task in engine values: the engine's verdict on the statement.
pub(super) struct Checked<'a> {
    pub(super) verdict: &'a Verdict,
}

impl<'a> TaskKind<'a> for Written<'a> {
    fn read(&self, r: &mut Reader, ctx: &ReadCtx, base: &[Seg]) -> Option<CheckedTask> {
        read(r, self.claim, self.answer, ctx.pos, base)
    }

    fn lint(&self, w: &mut dyn Warn, ctx: &LintCtx, base: &[Seg]) {
        lint(w, self.claim, self.answer.is_some(), ctx, base);
    }

    fn parse(&self, text: &str, _nested: bool) -> Result<Answer, AnswerError> {
        parse(&words(text))
    }
}

impl CheckedKind<'_> for Checked<'_> {
    fn check(&self, _at: At, answer: &Answer) -> Checking {
        match answer {
            Answer::Claim(said) => Ok(check(self.verdict, *said)),
            _ => Err(wrong_kind(Kind::Claim, answer)),
        }
    }

    fn solution(&self, _pos: Option<&Position>, _exercise: &CheckedExercise) -> Option<Answer> {
        Some(Answer::Claim(self.verdict.holds))
    }

    /// One of two, and the feedback says which.
    fn tells_when_wrong(&self, _pos: Option<&Position>) -> bool {
        true
    }
}

fn read(
    r: &mut Reader,
    claim: &Statement,
    answer: Option<bool>,
    pos: Option<&Position>,
    base: &[Seg],
) -> Option<CheckedTask> {
    let verdict = r.statement(claim, pos, &at(base, "claim"))?;
    if let Some(given) = answer
        && given != verdict.holds
    {
        let m = Message::new("lint-claim-answer")
            .arg("given", given.to_string())
            .arg("engine", verdict.holds.to_string())
            .arg_msg("evidence", evidence::message(&verdict.evidence));
        let m = match pos {
            Some(pos) => super::elsewhere(m, claim, pos, given),
            None => m,
        };
        r.key(at(base, "answer"), true, m);
    }
    Some(CheckedTask::Claim {
        claim: claim.clone(),
        verdict,
    })
}

/// The piece's destinations as a claim; without a move, whose turn it is.
pub(super) fn skeleton(pos: &Position, ask: Option<&Ask>) -> String {
    match ask {
        Some(ask) => format!(
            "{EX}claim: {{is: destinations, square: {}, points: {}}}\n{EX}answer: true\n",
            ask.from,
            list(&ask.dests)
        ),
        None => format!(
            "{EX}claim: {{is: to-move, side: {}}}\n{EX}answer: true\n",
            pos.turn().id()
        ),
    }
}

/// Warnings: no answer key. Reasons: the one the claim's evidence carries.
fn lint(w: &mut dyn Warn, claim: &Statement, has_answer: bool, ctx: &LintCtx, base: &[Seg]) {
    if !has_answer {
        w.no_answer(base);
    }
    let verdict = ctx.pos.and_then(|pos| {
        statement::validate(claim).ok()?;
        statement::evaluate(claim, pos).ok()
    });
    match verdict {
        Some(v) => evidence_reason(w, &v.evidence),
        None => w.reasons_unknown(),
    }
}

fn parse(w: &[&str]) -> Result<Answer, AnswerError> {
    let first = w.first().ok_or(AnswerError::Empty)?;
    if let Some(extra) = w.get(1) {
        return Err(AnswerError::Extra(extra.to_string()));
    }
    yes_no(first)
        .map(Answer::Claim)
        .ok_or_else(|| AnswerError::TrueFalse(first.to_string()))
}

fn check(v: &Verdict, said: bool) -> (Outcome, Vec<FeedbackItem>) {
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
    if !correct {
        main = main.about_answer(said);
    }
    let ev = FeedbackItem::new(Tone::Info, evidence::message(&v.evidence))
        .squares(evidence::squares(&v.evidence));
    (Outcome::right_if(correct), vec![main, ev])
}
