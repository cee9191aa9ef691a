//! Misconception tags in words, the lessons' own included: a lesson file may declare tags
//! with their words (`misconceptions: {TAG: {zh: ..., ko: ..., en: ...}}`), and wherever a
//! tag is shown (My mistakes, `try`, `progress`) those words are used as the program's own
//! tags' are (`i18n::misconception_message`).

use super::checked::{ExerciseError, Located, valid_id};
use super::locate::{Seg, segs};
use super::model::{Lesson, Text};
use super::suggest::closest;
use crate::i18n::{self, Message, misconception_message};

/// The words of `tag` in `lang`: the first of `lessons` declaring it gives them, else the
/// program's own words (or the general wording that keeps the tag).
pub(crate) fn message<'a>(
    tag: &str,
    lessons: impl IntoIterator<Item = &'a Lesson>,
    lang: &str,
) -> Message {
    match lessons.into_iter().find_map(|l| l.misconceptions.get(tag)) {
        Some(words) => Message::new("misconception-declared").arg("words", words.get(lang)),
        None => misconception_message(tag),
    }
}

/// The words of each tag the lesson declares, where they are written (a text learners read,
/// so it needs every language).
pub(crate) fn declared_texts(lesson: &Lesson) -> Vec<(&Text, Vec<Seg>)> {
    lesson
        .misconceptions
        .iter()
        .map(|(tag, words)| (words, segs!["misconceptions", tag.as_str()].to_vec()))
        .collect()
}

/// Feedback tags with no words: neither the program's nor declared by the lesson (a tag
/// that is not kebab-case is the lint's warning instead).
pub(crate) fn unknown_tags(lesson: &Lesson) -> Vec<Located<ExerciseError>> {
    let mut out = Vec::new();
    for (i, ex) in lesson.exercises.iter().enumerate() {
        for (j, fb) in ex.feedback.iter().enumerate() {
            let Some(tag) = &fb.misconception else {
                continue;
            };
            if !valid_id(tag) || i18n::is_builtin(tag) || lesson.misconceptions.contains_key(tag) {
                continue;
            }
            let known = i18n::builtin_tags()
                .into_iter()
                .chain(lesson.misconceptions.keys().map(String::as_str));
            out.push(Located {
                path: segs!["exercises", i, "feedback", j, "misconception"].to_vec(),
                value: true,
                error: ExerciseError::UnknownTag {
                    tag: tag.clone(),
                    near: closest(tag, known),
                },
            });
        }
    }
    out
}
