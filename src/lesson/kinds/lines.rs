//! `lines`: after `moves` are played, which cannon lines opened and which closed?

use super::{LintCtx, Warn, at, join};
use crate::i18n::Message;
use crate::lesson::checked::{CheckedTask, Reader, path};
use crate::lesson::lines::{self, LineId};
use crate::lesson::locate::Seg;
use crate::lesson::model::LinesAnswer;
use crate::lesson::skeleton::{Ask, EX, SkeletonError, list};
use crate::rules::{Position, Role};

pub(super) fn read(
    r: &mut Reader,
    played: &[String],
    answer: Option<&LinesAnswer>,
    pos: Option<&Position>,
    sequence: &[Position],
    base: &[Seg],
) -> Option<CheckedTask> {
    let given = answer.map(|a| read_key(r, a, base));
    if played.is_empty() {
        r.key(
            at(base, "moves"),
            false,
            Message::new("lint-lines-no-moves"),
        );
        return None;
    }
    let own;
    let seq = if sequence.is_empty() {
        own = r.sequence(pos?, played, &at(base, "moves"))?;
        &own[..]
    } else {
        sequence
    };
    let (first, last) = (seq.first()?, seq.last()?);
    for (field, ids) in given.into_iter().flatten() {
        if let Some(ids) = ids
            && !played.is_empty()
        {
            key(r, first, last, field, ids, base);
        }
    }
    Some(CheckedTask::Lines {
        first: first.clone(),
        last: last.clone(),
        sequence: seq.to_vec(),
        // Every move parsed: the sequence was played.
        moves: played.iter().filter_map(|m| m.parse().ok()).collect(),
    })
}

fn at_field(base: &[Seg], field: &str) -> Vec<Seg> {
    path(base, &[Seg::Key("answer".into()), Seg::Key(field.into())])
}

/// The author's `opened` and `closed` lines, each list `None` when one cannot be read.
fn read_key(
    r: &mut Reader,
    answer: &LinesAnswer,
    base: &[Seg],
) -> [(&'static str, Option<Vec<LineId>>); 2] {
    [("opened", &answer.opened), ("closed", &answer.closed)].map(|(field, list)| {
        let mut parsed = Vec::new();
        let mut ok = true;
        for (k, text) in list.iter().enumerate() {
            match text.parse::<LineId>() {
                Ok(id) => parsed.push(id),
                Err(_) => {
                    ok = false;
                    let m = Message::new("lint-bad-line").arg("line", text.clone());
                    r.key(path(&at_field(base, field), &[Seg::Index(k)]), true, m);
                }
            }
        }
        (field, ok.then_some(parsed))
    })
}

/// The author's lines of one side against the engine's changes from `first` to `last`.
fn key(
    r: &mut Reader,
    first: &Position,
    last: &Position,
    field: &'static str,
    mut given: Vec<LineId>,
    base: &[Seg],
) {
    let (opened, closed) = lines::split(&lines::changes(first, last));
    for (k, id) in given.iter().enumerate() {
        if first
            .board()
            .get(id.cannon)
            .is_none_or(|p| p.role != Role::Cannon)
        {
            let m = Message::new("lint-line-no-cannon")
                .arg("line", id.to_string())
                .arg("square", id.cannon.to_string());
            r.key(path(&at_field(base, field), &[Seg::Index(k)]), true, m);
        }
    }
    given.sort();
    given.dedup();
    let engine = if field == "opened" { &opened } else { &closed };
    if &given != engine {
        let show = |v: &[LineId]| {
            if v.is_empty() {
                "—".to_string()
            } else {
                join(v)
            }
        };
        let id = if field == "opened" {
            "lint-lines-opened"
        } else {
            "lint-lines-closed"
        };
        let m = Message::new(id)
            .arg("expected", show(engine))
            .arg("given", show(&given));
        r.key(at_field(base, field), false, m);
    }
}

/// The first move (the piece's first) that opens or closes a cannon line.
pub(super) fn skeleton(pos: &Position, ask: &Ask) -> Result<String, SkeletonError> {
    let (m, changes) = ask
        .moves
        .iter()
        .find_map(|m| {
            let after = pos.play(*m).ok()?;
            let changes = lines::changes(pos, &after);
            (!changes.is_empty()).then_some((*m, changes))
        })
        .ok_or(SkeletonError::NoLineChange)?;
    let (opened, closed) = lines::split(&changes);
    Ok(format!(
        "{EX}moves: [{m}]\n{EX}answer: {{opened: {}, closed: {}}}\n",
        list(&opened),
        list(&closed)
    ))
}

/// Warnings: no answer key, a line named twice. Reasons: the causes of the line changes
/// (unknown unless they are worked out).
pub(super) fn lint(
    w: &mut dyn Warn,
    played: &[String],
    answer: Option<&LinesAnswer>,
    ctx: &LintCtx,
    base: &[Seg],
) {
    match answer {
        Some(a) => {
            for (field, list) in [("opened", &a.opened), ("closed", &a.closed)] {
                w.repeated(
                    list,
                    &path(base, &[Seg::Key("answer".into()), Seg::Key(field.into())]),
                );
            }
        }
        None => w.no_answer(base),
    }
    let changes = ctx.pos.filter(|_| !played.is_empty()).and_then(|pos| {
        let seq = lines::play_sequence(pos, played).ok()?;
        Some(lines::changes(seq.first()?, seq.last()?))
    });
    match changes {
        Some(changes) => {
            for c in &changes {
                w.reason(lines::cause_reason(c.cause));
            }
        }
        None => w.reasons_unknown(),
    }
}
