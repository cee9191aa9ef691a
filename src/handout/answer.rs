//! The answer page of a handout: each exercise's answer as the engine decides it, from the
//! exercise read into engine values (`lesson::checked`), never from the author's key (the
//! lint checks that key against the same engine).

use crate::i18n::{Message, rules_text};
use crate::lesson::checked::CheckedTask;
use crate::lesson::evidence;
use crate::lesson::goal;
use crate::lesson::lines::{self, LineId};
use crate::rules::{Position, Square};

/// A cannon line in words ("cannon on b3, up"), as the trainer names it.
pub fn line_words(id: &LineId) -> Message {
    Message::new("ex-line")
        .arg("square", id.cannon.to_string())
        .arg_msg(
            "direction",
            Message::new(format!("ex-dir-{}", id.direction)),
        )
}

fn points(squares: &[Square]) -> String {
    squares
        .iter()
        .map(Square::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A list of messages joined by the language's separator, or "none".
fn list(items: Vec<Message>) -> Message {
    let mut it = items.into_iter();
    let Some(first) = it.next() else {
        return Message::new("handout-none");
    };
    it.fold(first, |acc, m| {
        Message::new("handout-list")
            .arg_msg("head", acc)
            .arg_msg("item", m)
    })
}

/// The answer to a task at `pos`, one message per line (a replay's steps are answered by
/// the caller, step by step).
pub fn answer(task: &CheckedTask, pos: Option<&Position>) -> Vec<Message> {
    match (task, pos) {
        (CheckedTask::Destinations { from }, Some(pos)) => {
            let mut to = pos.destinations(*from);
            // As a learner lists them: by file, then rank (c4 c6 d3 ...).
            to.sort_by_key(|s| (s.file(), s.rank()));
            vec![if to.is_empty() {
                Message::new("handout-answer-no-destinations").arg("square", from.to_string())
            } else {
                Message::new("handout-answer-destinations")
                    .arg("square", from.to_string())
                    .arg("points", points(&to))
                    .arg_num("count", to.len())
            }]
        }
        (CheckedTask::Judge { mv }, Some(pos)) => vec![match pos.explain(*mv) {
            Ok(()) => Message::new("handout-answer-legal").arg("move", mv.to_string()),
            Err(r) => Message::new("handout-answer-illegal")
                .arg("move", mv.to_string())
                .arg_msg("reason", rules_text::reason(&r)),
        }],
        (CheckedTask::Play { goal }, Some(pos)) => {
            let mut moves: Vec<String> = goal::reaching_moves(goal, pos)
                .iter()
                .map(ToString::to_string)
                .collect();
            moves.sort();
            vec![
                Message::new("handout-answer-play")
                    .arg("moves", moves.join(" "))
                    .arg_num("count", moves.len()),
            ]
        }
        (CheckedTask::Choice { options }, _) => {
            let right: Vec<String> = (0..options.len())
                .filter(|&i| options[i].truth)
                .map(|i| (i + 1).to_string())
                .collect();
            vec![
                Message::new("handout-answer-choice")
                    .arg("options", right.join(", "))
                    .arg_num("count", right.len()),
            ]
        }
        (CheckedTask::Lines { first, last, .. }, _) => {
            let (opened, closed) = lines::split(&lines::changes(first, last));
            vec![
                Message::new("handout-answer-opened")
                    .arg_msg("lines", list(opened.iter().map(line_words).collect())),
                Message::new("handout-answer-closed")
                    .arg_msg("lines", list(closed.iter().map(line_words).collect())),
            ]
        }
        (CheckedTask::Claim { verdict, .. }, _) => vec![
            Message::new(if verdict.holds {
                "handout-answer-true"
            } else {
                "handout-answer-false"
            }),
            evidence::message(&verdict.evidence),
        ],
        // A replay is answered per step; a task without its position cannot be built.
        (CheckedTask::Replay { .. }, _)
        | (
            CheckedTask::Destinations { .. } | CheckedTask::Judge { .. } | CheckedTask::Play { .. },
            None,
        ) => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Move, RuleSet, sq};

    #[test]
    fn answers_come_from_the_engine() {
        let pos = Position::start(RuleSet::Basic);
        let mut l10n = crate::i18n::Localizer::new();
        l10n.set_lang("en").unwrap();
        let dest = answer(&CheckedTask::Destinations { from: sq("b1") }, Some(&pos));
        let text = l10n.format(&dest[0]);
        assert!(text.contains("a3 c3"), "{text}");
        let judge = answer(
            &CheckedTask::Judge {
                mv: Move::new(sq("b1"), sq("d2")),
            },
            Some(&pos),
        );
        assert_eq!(judge[0].id, "handout-answer-illegal");
        assert!(
            l10n.format(&judge[0]).contains("leg"),
            "{}",
            l10n.format(&judge[0])
        );
        assert_eq!(list(Vec::new()).id, "handout-none");
        let two = list(vec![
            Message::new("handout-none"),
            Message::new("handout-none"),
        ]);
        assert_eq!(l10n.format(&two), "none; none");
    }
}
