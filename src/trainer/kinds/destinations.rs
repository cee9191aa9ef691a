//! `destinations`, trainer side: the marked points read, checked, and shown.

use crate::i18n::{Message, rules_text};
use crate::rules::{Move, Position, Square};
use crate::trainer::answer::is_none_word;
use crate::trainer::answer::{Answer, AnswerError};
use crate::trainer::check::Outcome;
use crate::trainer::feedback::{self, FeedbackItem, Tone};

pub(super) fn parse(w: &[&str]) -> Result<Answer, AnswerError> {
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

pub(super) fn solution(pos: &Position, from: Square) -> Answer {
    Answer::Destinations(pos.destinations(from))
}

pub(super) fn check(
    pos: &Position,
    from: Square,
    marked: &[Square],
) -> (Outcome, Vec<FeedbackItem>) {
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
