//! The lint's checks of misconception tags: every tag a feedback names is one the program
//! words (`i18n/<lang>/misconception.ftl`) or one the lesson declares with its words
//! (`misconceptions:` at the top of the file); every declared tag is used.

use std::collections::BTreeSet;

use super::*;

impl Linter<'_> {
    pub(super) fn tags(&mut self, lesson: &Lesson) {
        let declared = &lesson.misconceptions;
        let mut used = BTreeSet::new();
        for (i, ex) in lesson.exercises.iter().enumerate() {
            for (j, fb) in ex.feedback.iter().enumerate() {
                let Some(tag) = &fb.misconception else {
                    continue;
                };
                used.insert(tag.as_str());
                let at = segs!["exercises", i, "feedback", j, "misconception"];
                if !valid_id(tag) {
                    self.warn_v(&at, Message::new("lint-bad-tag").arg("tag", tag.clone()));
                } else if !i18n::is_builtin(tag) && !declared.contains_key(tag) {
                    let message = Message::new("lint-tag-unknown").arg("tag", tag.clone());
                    let known = i18n::builtin_tags()
                        .into_iter()
                        .chain(declared.keys().map(String::as_str));
                    let message = match closest(tag, known) {
                        Some(near) => Message::new("lint-did-you-mean")
                            .arg_msg("detail", message)
                            .arg("near", near),
                        None => message,
                    };
                    self.error_v(&at, message);
                }
            }
        }
        for (tag, words) in declared {
            let at = segs!["misconceptions", tag.as_str()];
            if !valid_id(tag) {
                self.warn(&at, Message::new("lint-bad-tag").arg("tag", tag.clone()));
            } else if !used.contains(tag.as_str()) {
                self.warn(&at, Message::new("lint-tag-unused").arg("tag", tag.clone()));
            }
            self.text(words, &at);
        }
    }
}

/// The tag among `known` closest to a misspelt `tag`, if one is close.
fn closest<'a>(tag: &str, known: impl Iterator<Item = &'a str>) -> Option<String> {
    known
        .map(|k| (strsim::jaro_winkler(tag, k), k))
        .filter(|(score, _)| *score >= 0.85)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, k)| k.to_string())
}
