//! The lint's warnings about misconception tags: a tag that is not kebab-case, and a tag the
//! lesson declares (`misconceptions:`) that no feedback uses. (A tag with no words at all is
//! the checked model's error, `lesson::misconception::unknown_tags`.)

use std::collections::BTreeSet;

use super::*;

impl Linter<'_> {
    pub(super) fn tags(&mut self, lesson: &Lesson) {
        let mut used = BTreeSet::new();
        for (i, ex) in lesson.exercises.iter().enumerate() {
            for (j, fb) in ex.feedback.iter().enumerate() {
                let Some(tag) = &fb.misconception else {
                    continue;
                };
                used.insert(tag.as_str());
                if !valid_id(tag) {
                    self.warn_v(
                        &segs!["exercises", i, "feedback", j, "misconception"],
                        Message::new("lint-bad-tag").arg("tag", tag.clone()),
                    );
                }
            }
        }
        for (tag, words) in &lesson.misconceptions {
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
