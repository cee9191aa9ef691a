//! `choice`: multiple choice; one or more options are right. The task read and linted, the
//! options chosen read, checked and shown.

use super::{
    At, CheckedKind, Checking, LintCtx, ReadCtx, TaskKind, Warn, at, evidence_reason, wrong_kind,
};
use crate::i18n::Localizer;
use crate::i18n::Message;
use crate::lesson::answer::{Answer, AnswerError, is_none_word, words};
use crate::lesson::checked::{
    CheckedExercise, CheckedOption, CheckedTask, ExerciseError, Reader, path,
};
use crate::lesson::evidence;
use crate::lesson::feedback::{FeedbackItem, Tone};
use crate::lesson::locate::Seg;
use crate::lesson::model::{ChoiceOption, Kind, Text};
use crate::lesson::outcome::{CheckError, Outcome};
use crate::lesson::skeleton::{Ask, EX, SkeletonError, option as option_text};
use crate::lesson::statement;
use crate::rules::Position;

/// The task as written: the options.
pub(super) struct Written<'a> {
    pub(super) options: &'a [ChoiceOption],
}

/// The task in engine values: each option with its truth.
pub(super) struct Checked<'a> {
    pub(super) options: &'a [CheckedOption],
}

impl<'a> TaskKind<'a> for Written<'a> {
    fn read(&self, r: &mut Reader, ctx: &ReadCtx, base: &[Seg]) -> Option<CheckedTask> {
        read(r, self.options, ctx.pos, base)
    }

    fn lint(&self, w: &mut dyn Warn, ctx: &LintCtx, base: &[Seg]) {
        lint(w, self.options, ctx, base);
    }

    fn parse(&self, text: &str, _nested: bool) -> Result<Answer, AnswerError> {
        parse(&words(text), self.options.len())
    }

    fn texts(&self, base: &[Seg], _nested: bool) -> Vec<(&'a Text, Vec<Seg>)> {
        texts(self.options, base)
    }
}

impl CheckedKind<'_> for Checked<'_> {
    fn check(&self, _at: At, answer: &Answer) -> Checking {
        match answer {
            Answer::Choice(chosen) => check(self.options, chosen),
            _ => Err(wrong_kind(Kind::Choice, answer)),
        }
    }

    fn solution(&self, _pos: Option<&Position>, _exercise: &CheckedExercise) -> Option<Answer> {
        Some(solution(self.options))
    }
}

fn read(
    r: &mut Reader,
    options: &[ChoiceOption],
    pos: Option<&Position>,
    base: &[Seg],
) -> Option<CheckedTask> {
    if options.is_empty() {
        r.key(
            at(base, "options"),
            false,
            Message::new("lint-choice-empty"),
        );
        return None;
    }
    let before = r.refusals();
    let options: Vec<CheckedOption> = options
        .iter()
        .enumerate()
        .filter_map(|(j, o)| option(r, o, pos, &option_base(base, j)))
        .collect();
    (r.refusals() == before).then_some(CheckedTask::Choice { options })
}

fn option_base(base: &[Seg], j: usize) -> Vec<Seg> {
    path(base, &[Seg::Key("options".into()), Seg::Index(j)])
}

/// An option: the author's truth, or the engine's for a claim (which `correct` must then
/// say too, so the text and the claim can be seen to agree).
fn option(
    r: &mut Reader,
    option: &ChoiceOption,
    pos: Option<&Position>,
    base: &[Seg],
) -> Option<CheckedOption> {
    Some(match &option.claim {
        Some(claim) => {
            let at_claim = at(base, "claim");
            if option.correct.is_none() {
                let m = Message::new("lint-choice-claim-needs-correct");
                r.key(at_claim.clone(), false, m);
            }
            let before = r.errors.len();
            let v = r.statement(claim, pos, &at_claim);
            if pos.is_none() && r.errors.len() == before {
                r.push(at_claim, false, ExerciseError::ClaimNeedsPosition);
            }
            let v = v?;
            if let Some(given) = option.correct
                && given != v.holds
            {
                let m = Message::new("lint-choice-contradicts")
                    .arg("given", given.to_string())
                    .arg("engine", v.holds.to_string())
                    .arg_msg("evidence", evidence::message(&v.evidence));
                let m = match pos {
                    Some(pos) => super::elsewhere(m, claim, pos, given),
                    None => m,
                };
                r.key(at(base, "correct"), true, m);
            }
            CheckedOption {
                text: option.text.clone(),
                claim: Some(claim.clone()),
                truth: v.holds,
                evidence: Some(v.evidence),
                why: option.why.clone(),
            }
        }
        None => {
            if option.correct.is_none() {
                r.key(base.to_vec(), false, Message::new("lint-choice-no-truth"));
            }
            CheckedOption {
                text: option.text.clone(),
                claim: None,
                truth: option.correct.unwrap_or(false),
                evidence: None,
                why: option.why.clone(),
            }
        }
    })
}

/// Each option's text and note.
fn texts<'a>(options: &'a [ChoiceOption], base: &[Seg]) -> Vec<(&'a Text, Vec<Seg>)> {
    let mut out = Vec::new();
    for (j, o) in options.iter().enumerate() {
        let obase = option_base(base, j);
        out.push((&o.text, at(&obase, "text")));
        if let Some(why) = &o.why {
            out.push((why, at(&obase, "why")));
        }
    }
    out
}

/// A right option (the piece's first move is legal) and a wrong one (the other side moves).
pub(super) fn skeleton(
    l10n: &Localizer,
    pos: &Position,
    ask: &Ask,
) -> Result<String, SkeletonError> {
    let other = pos.turn().other().id();
    let first = ask.first;
    let mut out = format!("{EX}options:\n");
    out.push_str(&option_text(l10n, "skeleton-todo-option-right"));
    out.push_str(&format!(
        "{EX}    claim: {{is: legal, move: {first}}}\n{EX}    correct: true\n"
    ));
    out.push_str(&option_text(l10n, "skeleton-todo-option-wrong"));
    out.push_str(&format!(
        "{EX}    claim: {{is: to-move, side: {other}}}\n{EX}    correct: false\n"
    ));
    Ok(out)
}

/// Warnings: no option is right (when every option's truth is known). Reasons: those its
/// engine claims' evidence carries.
fn lint(w: &mut dyn Warn, options: &[ChoiceOption], ctx: &LintCtx, base: &[Seg]) {
    if options.is_empty() {
        return;
    }
    let mut right = 0;
    let mut known = true;
    for opt in options {
        let truth = match (&opt.claim, opt.correct) {
            (None, None) => {
                known = false;
                continue;
            }
            (None, Some(c)) => Some(c),
            (Some(claim), _) => {
                let verdict = ctx.pos.and_then(|pos| {
                    crate::lesson::statement::validate(claim).ok()?;
                    crate::lesson::statement::evaluate(claim, pos).ok()
                });
                match verdict {
                    Some(v) => {
                        evidence_reason(w, &v.evidence);
                        Some(v.holds)
                    }
                    None => {
                        known = false;
                        w.reasons_unknown();
                        None
                    }
                }
            }
        };
        right += usize::from(truth == Some(true));
    }
    if known && right == 0 {
        w.warn(&at(base, "options"), Message::new("lint-choice-none-right"));
    }
}

fn parse(w: &[&str], count: usize) -> Result<Answer, AnswerError> {
    let mut chosen = Vec::new();
    for x in w.iter().filter(|x| !is_none_word(x)) {
        let n: usize = x.parse().map_err(|_| AnswerError::Option {
            text: x.to_string(),
            count,
        })?;
        if n == 0 || n > count {
            return Err(AnswerError::Option {
                text: x.to_string(),
                count,
            });
        }
        if !chosen.contains(&(n - 1)) {
            chosen.push(n - 1);
        }
    }
    chosen.sort_unstable();
    Ok(Answer::Choice(chosen))
}

fn solution(options: &[CheckedOption]) -> Answer {
    Answer::Choice(
        options
            .iter()
            .enumerate()
            .filter(|(_, o)| o.truth)
            .map(|(i, _)| i)
            .collect(),
    )
}

fn check(
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
        let mut item =
            FeedbackItem::new(tone, Message::new(id).arg_num("option", i + 1)).about_option(i);
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
                .arg_list("options", right),
        ));
        for i in (0..options.len()).filter(|&i| truths[i]) {
            explain(&mut items, i, Tone::Info);
        }
    }
    Ok((Outcome::right_if(correct), items))
}
