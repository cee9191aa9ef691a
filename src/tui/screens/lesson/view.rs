//! A lesson's page: its exercises with stars on the left, the introduction on the right.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::i18n::{Message, rules_text};
use crate::lesson::checked;
use crate::trainer::progress::MAX_STARS;
use crate::tui::screens::lesson::LessonState;
use crate::tui::view::Ui;
use crate::tui::view::course::{lesson_stars, phase_name};
use crate::tui::view::pane::{self, PaneContent};
use crate::tui::view::stars_text;
use crate::tui::view::text::Lines;

/// The introduction, wrapped.
fn intro_lines(ui: &Ui, l: &LessonState, width: u16) -> Lines {
    let lesson = &ui.lessons.list[l.lesson];
    // An unknown rule set is said so, never shown as `basic`.
    let rules =
        checked::rule_set(&lesson.rules).map_or_else(|e| e.message(), rules_text::rules_name);
    let mut lines = Lines::new();
    // The title wraps here (a panel title is one row, and Korean titles are long).
    lines.para(&ui.text(&lesson.title), ui.theme.title(), width);
    lines.para(
        &format!(
            "{} | {} | {}",
            ui.fmt(&phase_name(lesson.phase)),
            ui.fmt(&rules),
            ui.fmt(&Message::new("header-stars").arg("stars", lesson_stars(ui, l.lesson)))
        ),
        ui.theme.dim(),
        width,
    );
    // The way on, before the text: to the highlighted exercise, or back to the one left.
    let way = match l.reading {
        Some(n) => Message::new("lesson-page-back").arg_num("n", n + 1),
        None => Message::new("lesson-page-start")
            .arg_num("n", l.exercise() + 1)
            .arg_num("count", lesson.exercises.len()),
    };
    if !lesson.exercises.is_empty() {
        lines.para(&ui.fmt(&way), ui.theme.good(), width);
    }
    lines.blank();
    lines.para(&ui.text(&lesson.intro), Style::default(), width);
    lines
}

pub fn render(ui: &Ui, l: &LessonState, body: Rect, buf: &mut Buffer) {
    let Some(lesson) = ui.lessons.get(l.lesson) else {
        return;
    };
    let items: Vec<(String, Style)> = lesson
        .exercises
        .iter()
        .enumerate()
        .map(|(n, ex)| {
            let s = ui.progress.stars(&lesson.id, &ex.id);
            let kind = ui.tr(&ex.task.kind().message_id());
            (
                format!(
                    "{} {:>2}. {kind}",
                    stars_text(s.into(), MAX_STARS.into()),
                    n + 1
                ),
                Style::default(),
            )
        })
        .collect();
    let content = PaneContent {
        list_title: ui.tr("page-exercises"),
        items: &items,
        text_title: None,
    };
    pane::render(ui, &l.pane, content, |w| intro_lines(ui, l, w), body, buf);
}
