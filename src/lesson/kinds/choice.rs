//! `choice`: multiple choice; one or more options are right.

use super::{LintCtx, Warn, at, evidence_reason};
use crate::i18n::Localizer;
use crate::i18n::Message;
use crate::lesson::checked::{CheckedOption, CheckedTask, ExerciseError, Reader, path};
use crate::lesson::evidence;
use crate::lesson::locate::Seg;
use crate::lesson::model::{ChoiceOption, Text};
use crate::lesson::skeleton::{Ask, EX, SkeletonError, option as option_text};
use crate::rules::Position;

pub(super) fn read(
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
pub(super) fn texts<'a>(options: &'a [ChoiceOption], base: &[Seg]) -> Vec<(&'a Text, Vec<Seg>)> {
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
pub(super) fn lint(w: &mut dyn Warn, options: &[ChoiceOption], ctx: &LintCtx, base: &[Seg]) {
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
