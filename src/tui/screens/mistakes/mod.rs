//! "My mistakes": the misses grouped by misconception (from the progress file), each linked
//! to the lesson that teaches it; Enter or a click on a highlighted group opens that lesson.
//! Drawing: `view.rs`.

pub(crate) mod view;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::learner::progress::MisconceptionSummary;
use crate::tui::keys::Action;
use crate::tui::layout;
use crate::tui::lessons::Lessons;
use crate::tui::pane::{ListText, PaneConfig, PaneEvent};
use crate::tui::screen::{Cx, DrawCx, Effect, ScreenState};
use crate::tui::screens::lesson::LessonState;

const PANES: PaneConfig = PaneConfig {
    min_left: layout::LESSON_LIST_WIDTH,
    page: 10,
    focusable: true,
    text_per_item: true,
};

#[derive(Clone, Debug)]
pub(crate) struct MistakesState {
    pub(crate) pane: ListText,
}

impl Default for MistakesState {
    fn default() -> Self {
        MistakesState {
            pane: ListText::new(PANES, 0),
        }
    }
}

/// The lesson (and exercise) that teaches a misconception: the first exercise in course
/// order whose feedback carries the tag; else the first exercise where it was missed.
pub(crate) fn teaching_lesson(
    lessons: &Lessons,
    group: &MisconceptionSummary,
) -> Option<(usize, usize)> {
    let tagged = lessons.list.iter().enumerate().find_map(|(l, lesson)| {
        lesson
            .exercises
            .iter()
            .position(|e| {
                e.feedback
                    .iter()
                    .any(|f| f.misconception.as_deref() == Some(group.tag.as_str()))
            })
            .map(|e| (l, e))
    });
    tagged.or_else(|| {
        group.exercises.iter().find_map(|(l, e)| {
            let li = lessons.position(l)?;
            let ei = lessons.list[li].exercises.iter().position(|x| x.id == *e)?;
            Some((li, ei))
        })
    })
}

impl MistakesState {
    fn open(&self, index: usize, cx: &Cx) -> Effect {
        let groups = cx.progress.mistakes_by_misconception();
        match groups
            .get(index)
            .and_then(|g| teaching_lesson(cx.lessons, g))
        {
            Some((l, e)) => Effect::Push(Box::new(LessonState::new(cx.lessons, l, e))),
            None => Effect::None,
        }
    }
}

impl ScreenState for MistakesState {
    fn name(&self) -> &'static str {
        "mistakes"
    }

    fn render(&self, cx: &DrawCx, body: Rect, buf: &mut Buffer) {
        view::render(cx.ui, self, body, buf)
    }

    fn title(&self) -> &'static str {
        "screen-mistakes"
    }

    fn on_action(&mut self, action: Action, cx: &Cx) -> Effect {
        let n = cx.progress.mistakes_by_misconception().len();
        match self.pane.on_action(action, n) {
            PaneEvent::Open(i) => self.open(i, cx),
            _ => Effect::None,
        }
    }

    fn on_click(&mut self, col: u16, row: u16, cx: &Cx) -> Effect {
        let n = cx.progress.mistakes_by_misconception().len();
        match self.pane.on_click(col, row, cx.body, n) {
            PaneEvent::ClickedAgain(i) => self.open(i, cx),
            _ => Effect::None,
        }
    }
}
