//! The page at the end of a lesson: it offers the next lesson (Enter goes straight on) and,
//! at the end of a phase, names the next phase and why. Drawing: `view.rs`.

pub(crate) mod first_game;
pub(crate) mod view;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::learner::progress::Progress;
use crate::lesson::model::Phase;
use crate::tui::keys::{Action, Scope};
use crate::tui::lessons::Lessons;
use crate::tui::screen::{Cx, DrawCx, Effect, ScreenState};
use crate::tui::screens::exercise::ExerciseState;
use crate::tui::screens::lesson::LessonState;
use crate::tui::screens::phase::first_unsolved;

/// The page after the last exercise of a lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct LessonEndState {
    /// The lesson just finished.
    pub(crate) lesson: usize,
    /// The next lesson in course order, if any.
    pub(crate) next: Option<usize>,
}

impl LessonEndState {
    pub(crate) fn new(lesson: usize, lessons: &Lessons) -> LessonEndState {
        let next = (lesson + 1 < lessons.list.len()).then_some(lesson + 1);
        LessonEndState { lesson, next }
    }

    /// The finished lesson was the last of its phase: the phase that comes next.
    pub(crate) fn next_phase(&self, lessons: &Lessons) -> Option<Phase> {
        let this = lessons.get(self.lesson)?.phase;
        let next = lessons.get(self.next?)?.phase;
        (next != this).then_some(next)
    }
}

impl ScreenState for LessonEndState {
    fn name(&self) -> &'static str {
        "lesson-end"
    }

    fn render(&self, cx: &DrawCx, body: Rect, buf: &mut Buffer) {
        view::render(cx.ui, self, body, buf)
    }

    fn title(&self) -> &'static str {
        "screen-lesson-end"
    }

    fn scopes(&self) -> Vec<Scope> {
        if self.next.is_some() {
            vec![Scope::LessonEnd, Scope::Global]
        } else {
            vec![Scope::Global]
        }
    }

    fn on_action(&mut self, action: Action, _cx: &Cx) -> Effect {
        match (action, self.next) {
            (Action::Select, Some(next)) => Effect::StartLesson(next),
            _ => Effect::None,
        }
    }

    fn on_click(&mut self, _col: u16, _row: u16, cx: &Cx) -> Effect {
        self.on_action(Action::Select, cx)
    }
}

/// The next lesson's page and its first unsolved exercise (the first one when all are);
/// no exercise when nothing of the lesson was tried yet: its page comes first (Enter there
/// starts the exercise).
pub(crate) fn start_lesson(
    lessons: &Lessons,
    progress: &Progress,
    lesson: usize,
) -> (LessonState, Option<Box<ExerciseState>>) {
    let exercise = first_unsolved(lessons, progress, lesson).unwrap_or(0);
    let tried = lessons
        .get(lesson)
        .is_some_and(|l| progress.lesson_tried(&l.id));
    (
        // A lesson begun opens at its exercise, over the list; a new one at its steps.
        if tried {
            LessonState::new(lessons, lesson, exercise).at_list()
        } else {
            LessonState::new(lessons, lesson, exercise)
        },
        tried.then(|| Box::new(ExerciseState::new(&lessons.list, lesson, exercise))),
    )
}
