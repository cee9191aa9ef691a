//! `destinations`: mark every legal destination of the piece on `square`. The task read and
//! linted, the marked points read, checked and shown.

use super::{At, CheckedKind, Checking, LintCtx, ReadCtx, TaskKind, Warn, at, at_item, wrong_kind};
use crate::i18n::{Message, rules_text};
use crate::lesson::answer::{Answer, AnswerError, is_none_word, words};
use crate::lesson::checked::{CheckedExercise, CheckedTask, Reader};
use crate::lesson::feedback::{self, FeedbackItem, Tone};
use crate::lesson::locate::Seg;
use crate::lesson::model::Kind;
use crate::lesson::outcome::Outcome;
use crate::lesson::skeleton::{Ask, EX, SkeletonError, list};
use crate::rules::{Move, Position, Square};

/// The task as written: the piece's point, the author's points.
pub(super) struct Written<'a> {
    pub(super) square: &'a str,
    pub(super) answer: Option<&'a [String]>,
}

/// The task in engine values: the piece's point.
pub(super) struct Checked {
    pub(super) from: Square,
}

impl<'a> TaskKind<'a> for Written<'a> {
    fn read(&self, r: &mut Reader, ctx: &ReadCtx, base: &[Seg]) -> Option<CheckedTask> {
        read(r, self.square, self.answer, ctx.pos, base)
    }

    fn lint(&self, w: &mut dyn Warn, ctx: &LintCtx, base: &[Seg]) {
        lint(w, self.square, self.answer, ctx, base);
    }

    fn parse(&self, text: &str, _nested: bool) -> Result<Answer, AnswerError> {
        parse(&words(text))
    }
}

impl CheckedKind<'_> for Checked {
    fn check(&self, at: At, answer: &Answer) -> Checking {
        match (at.pos, answer) {
            (Some(pos), Answer::Destinations(marked)) => Ok(check(pos, self.from, marked)),
            _ => Err(wrong_kind(Kind::Destinations, answer)),
        }
    }

    fn solution(&self, pos: Option<&Position>, _exercise: &CheckedExercise) -> Option<Answer> {
        Some(Answer::Destinations(pos?.destinations(self.from)))
    }
}

fn read(
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
            .arg_list("squares", &missing);
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
fn lint(w: &mut dyn Warn, square: &str, answer: Option<&[String]>, ctx: &LintCtx, base: &[Seg]) {
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

fn parse(w: &[&str]) -> Result<Answer, AnswerError> {
    let points = w
        .iter()
        .filter(|x| !is_none_word(x))
        .map(|x| {
            x.parse::<Square>()
                .map_err(|_| AnswerError::Square(x.to_string()))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Answer::Destinations(points))
}

/// The marked points against the engine's: each wrong one with why, each missed one
/// with the rule that allows it.
fn check(pos: &Position, from: Square, marked: &[Square]) -> (Outcome, Vec<FeedbackItem>) {
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
