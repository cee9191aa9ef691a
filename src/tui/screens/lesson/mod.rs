//! A lesson's page: its exercises with their stars (the list) and its introduction (the text).
//! Drawing: `view.rs`.

pub(crate) mod view;

use crate::tui::keys::Action;
use crate::tui::layout;
use crate::tui::pane::{ListText, PaneConfig, PaneEvent};
use crate::tui::screen::{Cx, Effect, ScreenState};
use crate::tui::screens::exercise::ExerciseState;

/// A list of lessons or exercises beside one text (the course pages use it too).
pub(crate) const PANES: PaneConfig = PaneConfig {
    min_left: layout::LESSON_LIST_WIDTH,
    page: 10,
    focusable: true,
    // One introduction for all the exercises.
    text_per_item: false,
};

#[derive(Clone, Debug)]
pub struct LessonState {
    /// Index into [`crate::tui::lessons::Lessons::list`].
    pub lesson: usize,
    /// The exercise list (highlighted exercise) and the introduction's scroll.
    pub pane: ListText,
    /// Opened from this exercise (`i`) to read the lesson: Enter goes back to it as it was.
    pub reading: Option<usize>,
}

impl LessonState {
    pub fn new(lesson: usize, exercise: usize) -> LessonState {
        LessonState {
            lesson,
            pane: ListText::new(PANES, exercise),
            reading: None,
        }
    }

    /// The page opened from exercise `exercise` to read the lesson's text; Enter and Back
    /// return to the exercise, which waited under it.
    pub fn reading(lesson: usize, exercise: usize) -> LessonState {
        LessonState {
            reading: Some(exercise),
            ..LessonState::new(lesson, exercise)
        }
    }

    /// The page as opened from home: the first exercise without stars highlighted.
    pub fn opened(lesson: usize, cx: &Cx) -> LessonState {
        let first = cx.lessons.get(lesson).map_or(0, |l| {
            l.exercises
                .iter()
                .position(|e| cx.progress.stars(&l.id, &e.id) == 0)
                .unwrap_or(0)
        });
        LessonState::new(lesson, first)
    }

    /// The highlighted exercise.
    pub fn exercise(&self) -> usize {
        self.pane.index
    }

    fn open(&self, index: usize, cx: &Cx) -> Effect {
        let len = cx.lessons.get(self.lesson).map_or(0, |l| l.exercises.len());
        if index >= len {
            return Effect::None;
        }
        let ex = ExerciseState::new(&cx.lessons.list, self.lesson, index);
        Effect::Push(Box::new(ex))
    }

    fn len(&self, cx: &Cx) -> usize {
        cx.lessons.get(self.lesson).map_or(0, |l| l.exercises.len())
    }
}

impl ScreenState for LessonState {
    fn title(&self) -> &'static str {
        "screen-lesson"
    }

    fn on_action(&mut self, action: Action, cx: &Cx) -> Effect {
        if self.reading.is_some() && action == Action::Select {
            return Effect::Close;
        }
        match self.pane.on_action(action, self.len(cx)) {
            PaneEvent::Open(i) => self.open(i, cx),
            _ => Effect::None,
        }
    }

    fn on_click(&mut self, col: u16, row: u16, cx: &Cx) -> Effect {
        match self.pane.on_click(col, row, cx.body, self.len(cx)) {
            PaneEvent::ClickedAgain(_) if self.reading.is_some() => Effect::Close,
            PaneEvent::ClickedAgain(i) => self.open(i, cx),
            _ => Effect::None,
        }
    }
}
