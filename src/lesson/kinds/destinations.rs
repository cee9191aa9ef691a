//! `destinations`: mark every legal destination of the piece on `square`.

use super::{LintCtx, Warn, at, at_item, join};
use crate::i18n::{Message, rules_text};
use crate::lesson::checked::{CheckedTask, Reader};
use crate::lesson::locate::Seg;
use crate::lesson::skeleton::{Ask, EX, SkeletonError, list};
use crate::rules::{Move, Position, Square};

pub(super) fn read(
    r: &mut Reader,
    square: &str,
    answer: Option<&[String]>,
    pos: Option<&Position>,
    base: &[Seg],
) -> Option<CheckedTask> {
    let from = r.square(square, at(base, "square"));
    let points: Vec<Option<Square>> = answer
        .unwrap_or_default()
        .iter()
        .enumerate()
        .map(|(k, p)| r.square(p, at_item(base, "answer", k)))
        .collect();
    let from = from?;
    if let Some(pos) = pos {
        if pos.board().get(from).is_none() {
            let m = Message::new("lint-no-piece").arg("square", from.to_string());
            r.key(at(base, "square"), true, m);
        } else if answer.is_some() && points.iter().all(Option::is_some) {
            key(
                r,
                pos,
                from,
                &points.into_iter().flatten().collect::<Vec<_>>(),
                base,
            );
        }
    }
    Some(CheckedTask::Destinations { from })
}

/// The author's points against the engine's: each extra one with why, the missing ones.
fn key(r: &mut Reader, pos: &Position, from: Square, given: &[Square], base: &[Seg]) {
    let engine = pos.destinations(from);
    for (k, s) in given.iter().enumerate() {
        if !engine.contains(s) {
            let why = match pos.explain(Move::new(from, *s)) {
                Err(r) => rules_text::reason(&r),
                Ok(()) => Message::new("lint-own-point"),
            };
            let m = Message::new("lint-dest-extra")
                .arg("square", s.to_string())
                .arg_msg("reason", why);
            r.key(at_item(base, "answer", k), false, m);
        }
    }
    let missing: Vec<Square> = engine
        .iter()
        .copied()
        .filter(|s| !given.contains(s))
        .collect();
    if !missing.is_empty() {
        let m = Message::new("lint-dest-missing")
            .arg_num("count", missing.len())
            .arg("squares", join(&missing));
        r.key(at(base, "answer"), false, m);
    }
}

/// `square` and its destinations.
pub(super) fn skeleton(ask: &Ask) -> Result<String, SkeletonError> {
    Ok(format!(
        "{EX}square: {}\n{EX}answer: {}\n",
        ask.from,
        list(&ask.dests)
    ))
}

/// Warnings: no answer key, a point named twice, a piece of the side not to move.
pub(super) fn lint(
    w: &mut dyn Warn,
    square: &str,
    answer: Option<&[String]>,
    ctx: &LintCtx,
    base: &[Seg],
) {
    match answer {
        Some(points) => w.repeated(points, &at(base, "answer")),
        None => w.no_answer(base),
    }
    let (Some(pos), Ok(from)) = (ctx.pos, square.parse::<Square>()) else {
        w.reasons_unknown();
        return;
    };
    w.reasons_from(pos, from);
    let Some(piece) = pos.board().get(from) else {
        return;
    };
    if piece.color != pos.turn() {
        w.warn_value(
            &at(base, "square"),
            Message::new("lint-not-to-move")
                .arg("square", from.to_string())
                .arg_msg("side", rules_text::side(piece.color)),
        );
    }
}
