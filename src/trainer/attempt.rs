//! One learner working on one exercise: the answers given, the hints taken, the stars earned.
//! The TUI keeps one `Attempt` per open exercise and drives it with `submit` and `take_hint`.
//!
//! `Attempt::new` reads the exercise first; `Attempt::start` takes one the catalog has read
//! already, so the checker never meets an unreadable exercise. It also keeps the answer shown
//! on request (`reveal`) and a judge's short list of reasons (`why_choices`). A judge is asked
//! in two parts: "illegal" without the reason is `Verdict::partial` (right so far: neither a
//! miss nor solved), and a reason off the short list is `CheckError::NotOffered`.

use crate::lesson::answer::Answer;
use crate::lesson::kinds::At;
use crate::lesson::model::{Exercise, Lesson, Text};

use super::check::{self, AttemptState, CheckError, Context, ContextError, Verdict};

#[derive(Clone, Debug)]
pub struct Attempt {
    exercise: Exercise,
    ctx: Context,
    state: AttemptState,
    solved: bool,
    stars: u8,
}

impl Attempt {
    /// Reads the exercise, then starts on it (see [`Attempt::start`] for one the catalog
    /// has read already).
    pub fn new(lesson: &Lesson, exercise: &Exercise) -> Result<Attempt, ContextError> {
        Ok(Attempt::start(&Context::new(lesson, exercise)?))
    }

    /// Starts on an exercise already read into engine values (the catalog's).
    pub(crate) fn start(ctx: &Context) -> Attempt {
        let steps = ctx.task.as_kind().steps();
        Attempt {
            exercise: ctx.raw.clone(),
            ctx: ctx.clone(),
            state: AttemptState {
                steps_solved: vec![false; steps],
                ..AttemptState::default()
            },
            solved: false,
            stars: 0,
        }
    }

    pub(crate) fn exercise(&self) -> &Exercise {
        &self.exercise
    }

    pub(crate) fn context(&self) -> &Context {
        &self.ctx
    }

    pub(crate) fn state(&self) -> &AttemptState {
        &self.state
    }

    /// Checks an answer. Wrong answers before solving cost a star each; once solved, further
    /// answers are still checked but change nothing (practice).
    pub fn submit(&mut self, answer: &Answer) -> Result<Verdict, CheckError> {
        let verdict = check::check(&self.ctx, answer, &self.state)?;
        if self.solved {
            return Ok(Verdict {
                stars: self.stars,
                solved: true,
                ..verdict
            });
        }
        if verdict.partial {
            // Right so far (a judge's "illegal" before its "why?"): neither a miss nor done.
        } else if verdict.correct {
            if let Some(i) = verdict.step
                && let Some(slot) = self.state.steps_solved.get_mut(i)
            {
                *slot = true;
            }
        } else {
            self.state.wrong_tries += 1;
            // Told the answer: solving after this gives at most one star.
            self.state.told |= verdict.told;
        }
        if verdict.solved {
            self.solved = true;
            self.stars = verdict.stars;
        }
        Ok(verdict)
    }

    /// The short list of reasons a judge question (for a replay: step `step`) offers once
    /// "illegal" is said (`lesson::why`); empty for a legal move or another kind.
    pub(crate) fn why_choices(&self, step: Option<usize>) -> Vec<&'static str> {
        let kind = self.ctx.task.as_kind();
        let feedback = &self.exercise.feedback;
        match step.and_then(|i| kind.step(i)) {
            Some(s) => s.task.as_kind().why_choices(At {
                pos: Some(&s.position),
                feedback,
            }),
            None => kind.why_choices(At {
                pos: self.ctx.position(),
                feedback,
            }),
        }
    }

    /// Shows the answer on request: from now on this attempt gives no full stars (see
    /// `score::REVEALED_STARS`), and once solved nothing changes. True the first time.
    pub fn reveal(&mut self) -> bool {
        let first = !self.state.revealed;
        self.state.revealed = true;
        first
    }

    /// The answer was shown on request.
    pub(crate) fn revealed(&self) -> bool {
        self.state.revealed
    }

    /// The next hint, counted as used (only before solving); `None` when none is left.
    pub fn take_hint(&mut self) -> Option<&Text> {
        let next = self.state.hints_used as usize;
        if next >= self.exercise.hints.len() {
            return None;
        }
        if !self.solved {
            self.state.hints_used += 1;
        }
        self.exercise.hints.get(next)
    }

    /// The hints taken so far, in order.
    pub(crate) fn hints_shown(&self) -> &[Text] {
        &self.exercise.hints[..(self.state.hints_used as usize).min(self.exercise.hints.len())]
    }

    #[cfg(test)]
    pub(crate) fn hints_left(&self) -> usize {
        self.exercise
            .hints
            .len()
            .saturating_sub(self.state.hints_used as usize)
    }

    pub(crate) fn is_solved(&self) -> bool {
        self.solved
    }

    /// Stars earned (0 until solved).
    #[cfg(test)]
    pub(crate) fn stars(&self) -> u8 {
        self.stars
    }

    pub(crate) fn wrong_tries(&self) -> u32 {
        self.state.wrong_tries
    }

    pub(crate) fn hints_used(&self) -> u32 {
        self.state.hints_used
    }

    /// For a replay: the first step not yet solved (0-based).
    pub(crate) fn current_step(&self) -> Option<usize> {
        self.state.steps_solved.iter().position(|s| !s)
    }
}
