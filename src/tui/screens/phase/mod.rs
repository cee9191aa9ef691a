//! The path through the course: a phase's overview (its lessons, stars and what is left,
//! opened from the home list's phase rows) and the page at the end of a lesson, which offers
//! the next lesson (Enter goes straight on) and, at the end of a phase, names the next phase
//! and why. Drawing: `view/course.rs`.

pub(crate) mod view;

use crate::lesson::model::Phase;
use crate::trainer::progress::Progress;
use crate::tui::keys::{Action, Scope};
use crate::tui::lessons::Lessons;
use crate::tui::pane::{ListText, PaneEvent};
use crate::tui::screen::{Cx, Effect, Screen, ScreenState};
use crate::tui::screens::exercise::ExerciseState;
use crate::tui::screens::lesson::{LessonState, PANES};

/// A phase's overview: its lessons (list) and the phase's task, self-check and what is left.
#[derive(Clone, Debug)]
pub struct PhaseState {
    pub phase: Phase,
    pub pane: ListText,
}

impl PhaseState {
    /// The overview with the first lesson that still has an unsolved exercise highlighted.
    pub fn new(phase: Phase, lessons: &Lessons, progress: &Progress) -> PhaseState {
        let first = lessons
            .in_phase(phase)
            .position(|i| first_unsolved(lessons, progress, i).is_some())
            .unwrap_or(0);
        PhaseState {
            phase,
            pane: ListText::new(PANES, first),
        }
    }

    /// The phase's lessons (indices into `Lessons::list`).
    pub fn lessons(&self, lessons: &Lessons) -> Vec<usize> {
        lessons.in_phase(self.phase).collect()
    }
}

/// The first exercise of lesson `lesson` without stars.
pub fn first_unsolved(lessons: &Lessons, progress: &Progress, lesson: usize) -> Option<usize> {
    let l = lessons.get(lesson)?;
    l.exercises
        .iter()
        .position(|e| progress.stars(&l.id, &e.id) == 0)
}

impl ScreenState for PhaseState {
    fn title(&self) -> &'static str {
        "screen-phase"
    }

    fn on_action(&mut self, action: Action, cx: &Cx) -> Effect {
        let list = self.lessons(cx.lessons);
        match self.pane.on_action(action, list.len()) {
            PaneEvent::Open(i) => open_lesson(list.get(i).copied(), cx),
            _ => Effect::None,
        }
    }

    fn on_click(&mut self, col: u16, row: u16, cx: &Cx) -> Effect {
        let list = self.lessons(cx.lessons);
        match self.pane.on_click(col, row, cx.body, list.len()) {
            PaneEvent::ClickedAgain(i) => open_lesson(list.get(i).copied(), cx),
            _ => Effect::None,
        }
    }
}

fn open_lesson(lesson: Option<usize>, cx: &Cx) -> Effect {
    match lesson {
        Some(l) => Effect::Push(Screen::Lesson(LessonState::opened(l, cx))),
        None => Effect::None,
    }
}

/// The page after the last exercise of a lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonEndState {
    /// The lesson just finished.
    pub lesson: usize,
    /// The next lesson in course order, if any.
    pub next: Option<usize>,
}

impl LessonEndState {
    pub fn new(lesson: usize, lessons: &Lessons) -> LessonEndState {
        let next = (lesson + 1 < lessons.list.len()).then_some(lesson + 1);
        LessonEndState { lesson, next }
    }

    /// The finished lesson was the last of its phase: the phase that comes next.
    pub fn next_phase(&self, lessons: &Lessons) -> Option<Phase> {
        let this = lessons.get(self.lesson)?.phase;
        let next = lessons.get(self.next?)?.phase;
        (next != this).then_some(next)
    }
}

impl ScreenState for LessonEndState {
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

/// The next lesson's page and its first unsolved exercise (the first one when all are).
pub fn start_lesson(lessons: &Lessons, progress: &Progress, lesson: usize) -> (Screen, Screen) {
    let exercise = first_unsolved(lessons, progress, lesson).unwrap_or(0);
    (
        Screen::Lesson(LessonState::new(lesson, exercise)),
        Screen::Exercise(Box::new(ExerciseState::new(
            &lessons.list,
            lesson,
            exercise,
        ))),
    )
}
