//! Misconception tags in words, the lessons' own included: a lesson file may declare tags
//! with their words (`misconceptions: {TAG: {zh: ..., ko: ..., en: ...}}`), and wherever a
//! tag is shown (My mistakes, `try`, `progress`) those words are used as the program's own
//! tags' are (`i18n::misconception_message`).

use crate::i18n::{Message, misconception_message};
use crate::lesson::model::Lesson;

/// The words of `tag` in `lang`: the first of `lessons` declaring it gives them, else the
/// program's own words (or the general wording that keeps the tag).
pub(crate) fn message<'a>(
    tag: &str,
    lessons: impl IntoIterator<Item = &'a Lesson>,
    lang: &str,
) -> Message {
    match lessons
        .into_iter()
        .find_map(|l| l.misconceptions.get(tag))
    {
        Some(words) => Message::new("misconception-declared").arg("words", words.get(lang)),
        None => misconception_message(tag),
    }
}
