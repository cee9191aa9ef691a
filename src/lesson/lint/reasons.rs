//! Which reason ids an exercise's mistakes can carry, so a feedback override keyed by a reason
//! no answer can produce is reported (its text would never be shown). The task checks record
//! the reasons as they meet each position; anything they cannot work out makes the set
//! unknown, and then nothing is reported.

use std::collections::BTreeSet;

use super::*;

/// The reasons collected while the task of one exercise is checked.
#[derive(Debug, Default)]
pub(super) struct Reasons {
    /// `None` once some part of the task could not be worked out (a broken position, ...).
    pub(super) known: Option<BTreeSet<&'static str>>,
    /// Set when an override names a reason; the costlier searches run only then.
    pub(super) wanted: bool,
}

impl Reasons {
    pub(super) fn new(wanted: bool) -> Reasons {
        Reasons {
            known: Some(BTreeSet::new()),
            wanted,
        }
    }

    pub(super) fn add(&mut self, id: &'static str) {
        if let Some(set) = &mut self.known {
            set.insert(id);
        }
    }

    pub(super) fn unknown(&mut self) {
        self.known = None;
    }
}

impl Linter<'_> {
    /// Overrides keyed by a reason the exercise cannot produce; run after its task's checks.
    pub(super) fn unreachable_feedback(&mut self, ex: &Exercise, base: &[Seg]) {
        let Some(possible) = self.reasons.known.take() else {
            return;
        };
        for (j, fb) in ex.feedback.iter().enumerate() {
            let Some(reason) = &fb.reason else { continue };
            if !feedback_reason_known(reason) || possible.contains(reason.as_str()) {
                continue;
            }
            let shown: Vec<&str> = possible.iter().copied().collect();
            self.warn_v(
                &with(base, &segs!["feedback", j, "reason"]),
                Message::new("lint-feedback-never")
                    .arg("reason", reason.clone())
                    .arg_list("possible", if shown.is_empty() { vec!["—"] } else { shown }),
            );
        }
    }
}
