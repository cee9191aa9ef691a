//! The queue of exercises due again (the review schedule) and the personal exercises in it:
//! recording tries, finding the first one due, adding a game's findings.
//!
//! "Due now" is this session's misses first (`Relearn`: again after
//! `RELEARN_AFTER_OTHERS` other exercises or `RELEARN_SECONDS`), then the progress file's
//! Leitner schedule (`Progress::due_reviews`), at the services' clock (`App::set_now` in
//! tests). Personal exercises are one lesson, `@personal`, rebuilt when the queue, the
//! language or the move notation changes.

use super::Services;
use crate::i18n::Message;
use crate::learner::progress::{AttemptResult, DueReview, RELEARN_AFTER_OTHERS, RELEARN_SECONDS};
use crate::review::personal::{self, PersonalExercise};

/// This session's misses waiting to come back: an exercise missed (or its answer shown) is
/// due again after [`RELEARN_AFTER_OTHERS`] other exercises were answered, or after
/// [`RELEARN_SECONDS`] (the progress file's schedule, which outlasts the session), whichever
/// comes first; answered right once due, it leaves the session's queue, and the repeat the
/// file owes for it ([`crate::learner::progress::Review::again`]) is paid.
#[derive(Clone, Debug, Default)]
pub(crate) struct Relearn {
    /// The exercises judged this session, in order (a run of tries on one counts once).
    history: Vec<(String, String)>,
    /// Missed exercises, where in `history` and when (Unix seconds) they were last missed.
    missed: Vec<((String, String), usize, u64)>,
}

impl Relearn {
    /// A judged try on `key`.
    fn record(&mut self, key: (String, String), missed: bool, now: u64) {
        if self.history.last() != Some(&key) {
            self.history.push(key.clone());
        }
        let at = self.history.len();
        if missed {
            self.missed.retain(|(k, _, _)| *k != key);
            self.missed.push((key, at, now));
        } else if self.due(now).any(|k| *k == key) {
            self.missed.retain(|(k, _, _)| *k != key);
        }
    }

    /// How many other exercises were answered since `key` was last missed.
    fn others_since(&self, at: usize, key: &(String, String)) -> usize {
        let mut seen: Vec<&(String, String)> = Vec::new();
        for k in self.history.iter().skip(at) {
            if k != key && !seen.contains(&k) {
                seen.push(k);
            }
        }
        seen.len()
    }

    /// The session's misses due again at `now`, the earliest missed first.
    fn due(&self, now: u64) -> impl Iterator<Item = &(String, String)> {
        self.missed
            .iter()
            .filter(move |(k, at, when)| {
                self.others_since(*at, k) >= RELEARN_AFTER_OTHERS
                    || now >= when.saturating_add(RELEARN_SECONDS)
            })
            .map(|(k, _, _)| k)
    }

    /// Whether `key` was judged in this session.
    fn judged(&self, key: &(String, String)) -> bool {
        self.history.contains(key)
    }

    /// Forgets the session's misses (progress reset).
    pub(crate) fn clear(&mut self) {
        *self = Relearn::default();
    }
}

impl Services {
    /// Rebuilds the personal lesson from the queue (after a change of the queue, the language
    /// or the notation).
    pub(crate) fn refresh_personal(&mut self) {
        let notation = self.progress.settings.move_notation;
        let lesson = personal::lesson(self.progress.personal(), &self.l10n, |l| {
            notation.for_lang(l)
        });
        self.lessons.set_personal(lesson);
    }

    /// Adds personal exercises (a game's review findings, the play screen's illegal tries) to
    /// the queue and saves; how many were new, and the save's failure if any.
    pub(crate) fn add_personal(
        &mut self,
        exercises: Vec<PersonalExercise>,
    ) -> (usize, Result<(), Message>) {
        let now = self.now();
        let added = exercises
            .into_iter()
            .filter(|e| self.progress.add_personal(e.clone(), now))
            .count();
        // The queue is bounded (the learned and oldest go first), as every save bounds it.
        self.progress
            .trim_personal(crate::learner::progress::MAX_PERSONAL);
        self.refresh_personal();
        (added, self.save())
    }

    /// An answer was judged: the try (misses, misconception tags, the schedule), then the
    /// stars the first time it is solved (saved again only when they improved).
    pub(crate) fn record_attempt(
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
        let missed = !result.correct || result.revealed;
        // A right answer to an exercise served as due pays the repeat its miss owed (the
        // file keeps it until then, so a restart brings it back).
        let served = !missed
            && self
                .due_now()
                .iter()
                .any(|d| d.lesson == l && d.exercise == e);
        self.progress.record_attempt(&l, &e, result, now);
        if served {
            self.progress.repeat_served(&l, &e);
        }
        self.relearn.record((l.clone(), e.clone()), missed, now);
        let saved = self.save();
        if let Some(stars) = stars
            && self.progress.record(&l, &e, stars)
        {
            // As two saves would show it: the later failure, else the earlier.
            return self.save().and(saved);
        }
        saved
    }

    /// The exercises to practise again now: this session's misses that waited long enough
    /// first (in the order they were missed), then the misses of earlier sessions, then the
    /// schedule's, the longest overdue first.
    pub(crate) fn due_now(&self) -> Vec<DueReview> {
        let now = self.now();
        let mut due: Vec<DueReview> = self
            .relearn
            .due(now)
            .map(|(l, e)| DueReview {
                lesson: l.clone(),
                exercise: e.clone(),
                due: now,
                leitner_box: 1,
            })
            .collect();
        // Misses of an earlier session are due at once; one judged in this session waits
        // for the session's spacing above (or its schedule).
        for d in self.progress.due_at_start(now) {
            let key = (d.lesson.clone(), d.exercise.clone());
            let waits = self.relearn.judged(&key)
                && self
                    .progress
                    .record_of(&d.lesson, &d.exercise)
                    .and_then(|r| r.review)
                    .is_some_and(|r| r.due > now);
            if !waits
                && !due
                    .iter()
                    .any(|x| x.lesson == d.lesson && x.exercise == d.exercise)
            {
                due.push(d);
            }
        }
        due
    }

    /// How many exercises are due now (with an exercise of a lesson that no longer has it).
    pub(crate) fn due_count(&self) -> usize {
        self.due_now().len()
    }

    /// The first exercise due now: (lesson, exercise) indices.
    pub(crate) fn first_due(&self) -> Option<(usize, usize)> {
        let due = self.due_now();
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
