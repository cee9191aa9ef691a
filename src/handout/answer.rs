//! The answer page of a handout: each exercise's answer as the engine decides it, from the
//! exercise read into engine values (`lesson::checked`), never from the author's key (the
//! lint checks that key against the same engine). Each kind's answer is worded in
//! `kinds.rs`; the words they share are here.

pub(crate) use super::kinds::answer;
use crate::i18n::Message;
use crate::lesson::lines::LineId;
use crate::rules::Square;

/// A cannon line in words ("cannon on b3, up"), as the trainer names it.
pub(crate) fn line_words(id: &LineId) -> Message {
    Message::new("ex-line")
        .arg("square", id.cannon.to_string())
        .arg_msg(
            "direction",
            Message::new(format!("ex-dir-{}", id.direction)),
        )
}

pub(super) fn points(squares: &[Square]) -> String {
    squares
        .iter()
        .map(Square::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A list of messages joined by the language's separator, or "none".
pub(super) fn list(items: Vec<Message>) -> Message {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::checked::CheckedTask;
    use crate::rules::{Move, Position, RuleSet, sq};

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
