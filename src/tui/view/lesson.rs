//! A lesson's page: its exercises with stars on the left, the introduction on the right.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::home::{lesson_stars, phase_name};
use super::pane::{self, PaneContent};
use super::stars_text;
use super::text::Lines;
use crate::i18n::{Message, rules_text};
use crate::lesson::checked;
use crate::trainer::progress::MAX_STARS;
use crate::tui::app::App;
use crate::tui::lesson_page::LessonState;

/// The introduction, wrapped.
fn intro_lines(app: &App, l: &LessonState, width: u16) -> Lines {
    let lesson = &app.lessons.list[l.lesson];
    // An unknown rule set is said so, never shown as `basic`.
    let rules =
        checked::rule_set(&lesson.rules).map_or_else(|e| e.message(), rules_text::rules_name);
    let mut lines = Lines::new();
    // The title wraps here (a panel title is one row, and Korean titles are long).
    lines.para(&app.text(&lesson.title), app.theme.title(), width);
    lines.para(
        &format!(
            "{} | {} | {}",
            app.fmt(&phase_name(lesson.phase)),
            app.fmt(&rules),
            app.fmt(&Message::new("header-stars").arg("stars", lesson_stars(app, l.lesson)))
        ),
        app.theme.dim(),
        width,
    );
    lines.blank();
    lines.para(&app.text(&lesson.intro), Style::default(), width);
    lines
}

pub fn render(app: &App, l: &LessonState, body: Rect, buf: &mut Buffer) {
    let Some(lesson) = app.lessons.get(l.lesson) else {
        return;
    };
    let items: Vec<(String, Style)> = lesson
        .exercises
        .iter()
        .enumerate()
        .map(|(n, ex)| {
            let s = app.progress.stars(&lesson.id, &ex.id);
            let kind = app.tr(&ex.task.kind().message_id());
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
        list_title: app.tr("page-exercises"),
        items: &items,
        text_title: None,
    };
    pane::render(app, &l.pane, content, |w| intro_lines(app, l, w), body, buf);
}
