//! Course texts the home list, the lesson page, the phase overview and the lesson's end page
//! share: a phase's name, number, task and self-check; a lesson's stars; a task's kind.

use ratatui::style::Style;

use crate::i18n::Message;
use crate::learner::progress::MAX_STARS;
use crate::lesson::model::Phase;
use crate::tui::view::Ui;
use crate::tui::view::text::Lines;

pub(crate) fn phase_name(phase: Phase) -> Message {
    Message::new(format!("lesson-phase-{}", phase.id()))
}

/// Stars earned in a lesson and the most it can give: `4/15`.
pub(crate) fn lesson_stars(ui: &Ui, index: usize) -> String {
    let lesson = &ui.lessons.list[index];
    let earned = ui.progress.lesson_stars(&lesson.id);
    let max = u32::from(MAX_STARS) * lesson.exercises.len() as u32;
    format!("{earned}/{max}")
}

/// Phase number (1..3), as the home list numbers them.
pub(crate) fn phase_number(phase: Phase) -> usize {
    Phase::ALL.iter().position(|p| *p == phase).unwrap_or(0) + 1
}

/// The self-check label with the space after it (a fullwidth colon carries its own).
pub(crate) fn check_label(ui: &Ui) -> String {
    let label = ui.tr("phase-self-check");
    if label.ends_with('\u{FF1A}') {
        label
    } else {
        format!("{label} ")
    }
}

/// The phase's task and self-check, from the source text.
pub(crate) fn phase_lines(ui: &Ui, phase: Phase, lines: &mut Lines, w: u16) {
    lines.para(
        &ui.fmt(&Message::new(format!("phase-task-{}", phase.id()))),
        Style::default(),
        w,
    );
    lines.item(
        &check_label(ui),
        &ui.fmt(&Message::new(format!("phase-check-{}", phase.id()))),
        ui.theme.dim(),
        w,
    );
}
