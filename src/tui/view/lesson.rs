//! A lesson's page: its exercises with stars on the left, the introduction on the right.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::home::{lesson_stars, phase_name, task_kind};
use super::text::Lines;
use super::{draw_list, panel_title, stars_text};
use crate::i18n::{Message, rules_text};
use crate::rules::RuleSet;
use crate::trainer::progress::MAX_STARS;
use crate::tui::app::{App, LessonState, PaneFocus};
use crate::tui::layout;

/// The introduction, wrapped.
fn intro_lines(app: &App, l: &LessonState, width: u16) -> Lines {
    let lesson = &app.lessons.list[l.lesson];
    let rules = lesson.rules.parse::<RuleSet>().unwrap_or_default();
    let mut lines = Lines::new();
    lines.para(
        &format!(
            "{} | {} | {}",
            app.fmt(&phase_name(lesson.phase)),
            app.fmt(&rules_text::rules_name(rules)),
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
    let panes = layout::two_pane(body, layout::LESSON_LIST_WIDTH);
    panel_title(
        app,
        &app.tr("page-exercises"),
        l.focus == PaneFocus::List,
        panes.left,
        buf,
    );
    let items: Vec<(String, Style)> = lesson
        .exercises
        .iter()
        .enumerate()
        .map(|(n, ex)| {
            let s = app.progress.stars(&lesson.id, &ex.id);
            let kind = app.tr(&format!("lesson-kind-{}", task_kind(&ex.task)));
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
    draw_list(
        app,
        &items,
        Some(l.exercise),
        l.focus == PaneFocus::List,
        layout::below(panes.left, 1),
        buf,
    );
    panel_title(
        app,
        &app.text(&lesson.title),
        l.focus == PaneFocus::Text,
        panes.right,
        buf,
    );
    let text = layout::below(panes.right, 1);
    let lines = intro_lines(app, l, text.width);
    let max = lines.len().saturating_sub(text.height as usize);
    let scroll = (l.scroll as usize).min(max);
    lines.draw(text, buf, scroll);
    if max > 0 {
        let mark = if scroll < max { "v" } else { "^" };
        buf.set_string(
            panes.right.right().saturating_sub(1),
            panes.right.y,
            mark,
            app.theme.dim(),
        );
    }
}
