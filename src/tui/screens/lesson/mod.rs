//! A lesson's page: its exercises with their stars (the list) and its introduction (the text).
//! An introduction written as steps is read first, one step at a time with its board, then
//! the list. Drawing: `view.rs`.

pub(crate) mod view;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::lesson::model::Intro;
use crate::tui::keys::{Action, Scope};
use crate::tui::layout;
use crate::tui::lessons::Lessons;
use crate::tui::pane::{ListText, PaneConfig, PaneEvent};
use crate::tui::screen::{CoursePlace, Cx, DrawCx, Effect, ScreenState};
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
pub(crate) struct LessonState {
    /// Index into [`crate::tui::lessons::Lessons::list`].
    pub(crate) lesson: usize,
    /// The exercise list (highlighted exercise) and the introduction's scroll.
    pub(crate) pane: ListText,
    /// Opened from this exercise (`i`) to read the lesson: Enter goes back to it as it was.
    pub(crate) reading: Option<usize>,
    /// The introduction's step shown, when it is written as steps and is being read; `None`:
    /// the exercise list.
    pub(crate) step: Option<usize>,
    /// The step's text scrolled by this many rows (a long step on a small screen).
    pub(crate) step_scroll: usize,
}

impl LessonState {
    /// The page as the course opens it: the introduction's steps first, when it has steps.
    pub(crate) fn new(lessons: &Lessons, lesson: usize, exercise: usize) -> LessonState {
        LessonState {
            lesson,
            pane: ListText::new(PANES, exercise),
            reading: None,
            step: (steps(lessons, lesson) > 0).then_some(0),
            step_scroll: 0,
        }
    }

    /// The page at its exercise list (the steps are one key away).
    pub(crate) fn at_list(mut self) -> LessonState {
        self.step = None;
        self
    }

    /// The page opened from exercise `exercise` to read the lesson's text; Enter and Back
    /// return to the exercise, which waited under it.
    pub(crate) fn reading(lessons: &Lessons, lesson: usize, exercise: usize) -> LessonState {
        LessonState {
            reading: Some(exercise),
            ..LessonState::new(lessons, lesson, exercise)
        }
    }

    /// The page as opened from home: the first exercise without stars highlighted.
    pub(crate) fn opened(lesson: usize, cx: &Cx) -> LessonState {
        LessonState::opened_from(cx.lessons, cx.progress, lesson)
    }

    /// The same, from the lessons and the progress (the app opens a lesson a personal
    /// exercise points to).
    pub(crate) fn opened_from(
        lessons: &Lessons,
        progress: &crate::learner::progress::Progress,
        lesson: usize,
    ) -> LessonState {
        let first = lessons.get(lesson).map_or(0, |l| {
            l.exercises
                .iter()
                .position(|e| progress.stars(&l.id, &e.id) == 0)
                .unwrap_or(0)
        });
        // The steps come first until the lesson is begun; after that, the list.
        let begun = lessons
            .get(lesson)
            .is_some_and(|l| l.exercises.iter().any(|e| progress.stars(&l.id, &e.id) > 0));
        let page = LessonState::new(lessons, lesson, first);
        if begun { page.at_list() } else { page }
    }

    fn step_action(&mut self, step: usize, action: Action, cx: &Cx) -> Effect {
        let count = steps(cx.lessons, self.lesson);
        match action {
            Action::Select if step + 1 < count => self.go_to(Some(step + 1)),
            // After the last step: back to the exercise it was opened from, or the list.
            Action::Select if self.reading.is_some() => return Effect::Close,
            Action::Select | Action::NextPanel => self.go_to(None),
            Action::Left => self.go_to(Some(step.saturating_sub(1))),
            Action::Up => self.step_scroll = self.step_scroll.saturating_sub(1),
            Action::Down => self.step_scroll += 1,
            _ => {}
        }
        Effect::None
    }

    fn go_to(&mut self, step: Option<usize>) {
        self.step = step;
        self.step_scroll = 0;
    }

    /// The highlighted exercise.
    pub(crate) fn exercise(&self) -> usize {
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
    fn name(&self) -> &'static str {
        "lesson"
    }

    fn render(&self, cx: &DrawCx, body: Rect, buf: &mut Buffer) {
        view::render(cx.ui, self, body, buf)
    }

    fn title(&self) -> &'static str {
        "screen-lesson"
    }

    fn course_place(&self) -> Option<CoursePlace> {
        Some(CoursePlace::Page {
            lesson: self.lesson,
        })
    }

    fn move_to_lesson(&mut self, lesson: usize) {
        self.lesson = lesson;
    }

    fn select_exercise(&mut self, exercise: usize) {
        self.pane.index = exercise;
    }

    fn scopes(&self) -> Vec<Scope> {
        match self.step {
            Some(_) => vec![Scope::LessonSteps, Scope::Global],
            None => vec![Scope::Move, Scope::Nav, Scope::Global],
        }
    }

    fn on_action(&mut self, action: Action, cx: &Cx) -> Effect {
        if let Some(step) = self.step {
            return self.step_action(step, action, cx);
        }
        // From the list, Left goes back to the introduction's last step.
        let count = steps(cx.lessons, self.lesson);
        if action == Action::Left
            && count > 0
            && self.pane.focus == crate::tui::pane::PaneFocus::List
        {
            self.go_to(Some(count - 1));
            return Effect::None;
        }
        if self.reading.is_some() && action == Action::Select {
            return Effect::Close;
        }
        match self.pane.on_action(action, self.len(cx)) {
            PaneEvent::Open(i) => self.open(i, cx),
            _ => Effect::None,
        }
    }

    fn on_click(&mut self, col: u16, row: u16, cx: &Cx) -> Effect {
        if self.step.is_some() {
            return Effect::None;
        }
        match self.pane.on_click(col, row, cx.body, self.len(cx)) {
            PaneEvent::ClickedAgain(_) if self.reading.is_some() => Effect::Close,
            PaneEvent::ClickedAgain(i) => self.open(i, cx),
            _ => Effect::None,
        }
    }
}

/// The number of steps of a lesson's introduction written as steps (0 for one text).
pub(crate) fn steps(lessons: &Lessons, lesson: usize) -> usize {
    match lessons.get(lesson).map(|l| &l.intro) {
        Some(Intro::Steps(s)) => s.len(),
        _ => 0,
    }
}
