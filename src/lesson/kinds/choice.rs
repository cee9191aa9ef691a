//! `choice`: multiple choice; one or more options are right.

use crate::lesson::checked::{CheckedOption, CheckedTask, ExerciseError, Reader, path};
use crate::lesson::locate::Seg;
use crate::lesson::model::{ChoiceOption, Kind};
use crate::rules::Position;

pub(super) fn read(
    r: &mut Reader,
    options: &[ChoiceOption],
    pos: Option<&Position>,
    base: &[Seg],
) -> Option<CheckedTask> {
    let before = r.errors.len();
    let options: Vec<CheckedOption> = options
        .iter()
        .enumerate()
        .filter_map(|(j, o)| {
            option(
                r,
                o,
                pos,
                &path(base, &[Seg::Key("options".into()), Seg::Index(j)]),
            )
        })
        .collect();
    (r.errors.len() == before).then_some(CheckedTask::Choice { options })
}

fn option(
    r: &mut Reader,
    option: &ChoiceOption,
    pos: Option<&Position>,
    base: &[Seg],
) -> Option<CheckedOption> {
    Some(match &option.claim {
        Some(claim) => {
            let at = path(base, &[Seg::Key("claim".into())]);
            let before = r.errors.len();
            let v = r.statement(claim, pos, &at);
            if pos.is_none() && r.errors.len() == before {
                r.push(at, false, ExerciseError::MissingPosition(Kind::Choice));
            }
            let v = v?;
            CheckedOption {
                text: option.text.clone(),
                claim: Some(claim.clone()),
                truth: v.holds,
                evidence: Some(v.evidence),
                why: option.why.clone(),
            }
        }
        None => CheckedOption {
            text: option.text.clone(),
            claim: None,
            truth: option.correct.unwrap_or(false),
            evidence: None,
            why: option.why.clone(),
        },
    })
}
