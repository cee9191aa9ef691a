//! A phase's overview: its lessons, stars and what is left, opened from the home list's
//! phase rows. Drawing: `view.rs`.

pub(crate) mod view;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::learner::progress::Progress;
use crate::lesson::model::Phase;
use crate::tui::keys::Action;
use crate::tui::lessons::Lessons;
use crate::tui::pane::{ListText, PaneEvent};
use crate::tui::screen::{Cx, DrawCx, Effect, ScreenState};
use crate::tui::screens::lesson::{LessonState, PANES};

/// A phase's overview: its lessons (list) and the phase's task, self-check and what is left.
#[derive(Clone, Debug)]
pub(crate) struct PhaseState {
    pub(crate) phase: Phase,
    pub(crate) pane: ListText,
}

impl PhaseState {
    /// The overview with the first lesson that still has an unsolved exercise highlighted.
    pub(crate) fn new(phase: Phase, lessons: &Lessons, progress: &Progress) -> PhaseState {
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
    pub(crate) fn lessons(&self, lessons: &Lessons) -> Vec<usize> {
        lessons.in_phase(self.phase).collect()
    }
}

/// The first exercise of lesson `lesson` without stars.
pub(crate) fn first_unsolved(
    lessons: &Lessons,
    progress: &Progress,
    lesson: usize,
) -> Option<usize> {
    let l = lessons.get(lesson)?;
    l.exercises
        .iter()
        .position(|e| progress.stars(&l.id, &e.id) == 0)
}

impl ScreenState for PhaseState {
    fn name(&self) -> &'static str {
        "phase"
    }

    fn render(&self, cx: &DrawCx, body: Rect, buf: &mut Buffer) {
        view::render(cx.ui, self, body, buf)
    }

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
        Some(l) => Effect::Push(Box::new(LessonState::opened(l, cx))),
        None => Effect::None,
    }
}
