//! The queue of exercises due again (the review schedule) and the personal exercises in it:
//! recording tries, finding the first one due, adding a game's findings.

use super::Services;
use crate::i18n::Message;
use crate::review::personal::{self, PersonalExercise};
use crate::trainer::progress::AttemptResult;

impl Services {
    /// Rebuilds the personal lesson from the queue (after a change of the queue, the language
    /// or the notation).
    pub fn refresh_personal(&mut self) {
        let notation = self.progress.settings.move_notation;
        let lesson = personal::lesson(self.progress.personal(), &self.l10n, |l| {
            notation.for_lang(l)
        });
        self.lessons.set_personal(lesson);
    }

    /// Adds personal exercises (a game's review findings, the play screen's illegal tries) to
    /// the queue and saves; how many were new, and the save's failure if any.
    pub fn add_personal(
        &mut self,
        exercises: Vec<PersonalExercise>,
    ) -> (usize, Result<(), Message>) {
        let now = self.now();
        let added = exercises
            .into_iter()
            .filter(|e| self.progress.add_personal(e.clone(), now))
            .count();
        self.refresh_personal();
        (added, self.save())
    }

    /// An answer was judged: the try (misses, misconception tags, the schedule), then the
    /// stars the first time it is solved (saved again only when they improved).
    pub fn record_attempt(
        &mut self,
        lesson: usize,
        exercise: usize,
        result: &AttemptResult,
        stars: Option<u8>,
    ) -> Result<(), Message> {
        let now = self.now();
        let Some((l, e)) = self.lessons.get(lesson).and_then(|l| {
            let e = l.exercises.get(exercise)?;
            Some((l.id.clone(), e.id.clone()))
        }) else {
            return Ok(());
        };
        self.progress.record_attempt(&l, &e, result, now);
        let saved = self.save();
        if let Some(stars) = stars
            && self.progress.record(&l, &e, stars)
        {
            // As two saves would show it: the later failure, else the earlier.
            return self.save().and(saved);
        }
        saved
    }

    /// The first exercise due now: (lesson, exercise) indices.
    pub fn first_due(&self) -> Option<(usize, usize)> {
        let due = self.progress.due_reviews(self.now());
        due.iter().find_map(|d| {
            let l = self.lessons.position(&d.lesson)?;
            let e = self.lessons.list[l]
                .exercises
                .iter()
                .position(|x| x.id == d.exercise)?;
            Some((l, e))
        })
    }
}
