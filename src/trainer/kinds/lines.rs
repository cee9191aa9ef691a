//! `lines`, trainer side: the lines said to open and close read, checked, and shown.

use crate::i18n::Message;
use crate::lesson::lines::{self, LineId};
use crate::rules::Position;
use crate::trainer::answer::is_none_word;
use crate::trainer::answer::{Answer, AnswerError};
use crate::trainer::check::Outcome;
use crate::trainer::feedback::line_item;
use crate::trainer::feedback::{FeedbackItem, Tone};

pub(super) fn parse(w: &[&str]) -> Result<Answer, AnswerError> {
    let mut opened = Vec::new();
    let mut closed = Vec::new();
    let mut side: Option<bool> = None;
    for x in w {
        match x.to_ascii_lowercase().as_str() {
            "opened" | "open" => side = Some(true),
            "closed" | "close" => side = Some(false),
            _ if is_none_word(x) => {}
            _ => {
                let id: LineId = x.parse().map_err(|_| AnswerError::Line(x.to_string()))?;
                match side {
                    Some(true) => opened.push(id),
                    Some(false) => closed.push(id),
                    None => return Err(AnswerError::LineWithoutSide(x.to_string())),
                }
            }
        }
    }
    Ok(Answer::Lines { opened, closed })
}

pub(super) fn solution(first: &Position, last: &Position) -> Answer {
    let changes = lines::changes(first, last);
    let pick = |opened: bool| {
        changes
            .iter()
            .filter(|c| c.opened == opened)
            .map(|c| LineId::of(&c.before))
            .collect::<Vec<_>>()
    };
    Answer::Lines {
        opened: pick(true),
        closed: pick(false),
    }
}

pub(super) fn check(
    first: &Position,
    last: &Position,
    opened: &[LineId],
    closed: &[LineId],
) -> (Outcome, Vec<FeedbackItem>) {
    let changes = lines::changes(first, last);
    let find = |id: &LineId| changes.iter().find(|c| LineId::of(&c.before) == *id);
    let mut items = Vec::new();
    let mut mentioned: Vec<LineId> = Vec::new();
    for (said_open, list) in [(true, opened), (false, closed)] {
        for id in list {
            if mentioned.contains(id) {
                continue;
            }
            mentioned.push(*id);
            match find(id) {
                Some(c) if c.opened == said_open => items.push(line_item(
                    Tone::Right,
                    if said_open {
                        "fb-lines-opened-right"
                    } else {
                        "fb-lines-closed-right"
                    },
                    c,
                )),
                Some(c) => items.push(line_item(
                    Tone::Wrong,
                    if said_open {
                        "fb-lines-closed-not-opened"
                    } else {
                        "fb-lines-opened-not-closed"
                    },
                    c,
                )),
                None => {
                    let open_now = lines_open(last, id);
                    let item = FeedbackItem::new(
                        Tone::Wrong,
                        Message::new(match open_now {
                            Some(true) => "fb-lines-unchanged-open",
                            Some(false) => "fb-lines-unchanged-closed",
                            None => "fb-lines-no-line",
                        })
                        .arg_msg("line", id.message()),
                    )
                    .squares([id.cannon])
                    .about_square(id.cannon);
                    items.push(item);
                }
            }
        }
    }
    for c in &changes {
        let id = LineId::of(&c.before);
        if !mentioned.contains(&id) {
            items.push(line_item(
                Tone::Missed,
                if c.opened {
                    "fb-lines-missed-opened"
                } else {
                    "fb-lines-missed-closed"
                },
                c,
            ));
        }
    }
    let outcome = Outcome::of(&items);
    if outcome == Outcome::Right && changes.is_empty() {
        items.push(FeedbackItem::new(
            Tone::Right,
            Message::new("fb-lines-none"),
        ));
    }
    (outcome, items)
}

/// Whether the line `id` is open in `pos`; `None` when there is no such cannon line.
fn lines_open(pos: &Position, id: &LineId) -> Option<bool> {
    crate::rules::cannon::cannon_lines(pos.board(), None)
        .iter()
        .find(|l| LineId::of(l) == *id)
        .map(|l| l.is_open())
}
