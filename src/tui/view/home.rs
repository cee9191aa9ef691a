//! Home: the three phases with their lessons and stars, then the other pages; details of
//! the highlighted entry on the right.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use unicode_width::UnicodeWidthStr;

use super::text::{Lines, truncate};
use super::{draw_list, panel_title, stars_text};
use crate::i18n::{Message, rules_text};
use crate::lesson::model::Phase;
use crate::rules::RuleSet;
use crate::trainer::progress::MAX_STARS;
use crate::tui::app::{App, HomeEntry, HomeFocus, HomeState};
use crate::tui::layout;

pub fn phase_name(phase: Phase) -> Message {
    Message::new(format!("phase-{}", phase.id()))
}

pub fn render(app: &App, h: &HomeState, body: Rect, buf: &mut Buffer) {
    let panes = layout::two_pane(body, layout::LIST_WIDTH);
    let entries = app.home_entries();
    panel_title(
        app,
        &app.tr("home-title"),
        h.focus == HomeFocus::List,
        panes.left,
        buf,
    );
    let list_area = layout::below(panes.left, 1);
    let items: Vec<(String, Style)> = entries
        .iter()
        .map(|e| match *e {
            HomeEntry::Phase(p) => {
                let n = Phase::ALL.iter().position(|q| *q == p).unwrap_or(0) + 1;
                (
                    format!("{n}. {}", app.fmt(&phase_name(p))),
                    app.theme.title(),
                )
            }
            HomeEntry::Lesson(i) => {
                let lesson = &app.lessons.list[i];
                let earned = app.progress.lesson_stars(&lesson.id);
                let max = MAX_STARS as u32 * lesson.exercises.len() as u32;
                let stars = format!("{earned}/{max}");
                let room = (list_area.width as usize).saturating_sub(stars.width() + 5);
                let title = truncate(&app.text(&lesson.title), room);
                let pad = room.saturating_sub(title.width());
                (
                    format!("  {title}{} {stars}", " ".repeat(pad)),
                    Style::default(),
                )
            }
            HomeEntry::NoLessons(_) => {
                (format!("  {}", app.tr("home-no-lessons")), app.theme.dim())
            }
            HomeEntry::Rules => (app.tr("home-rules"), Style::default()),
            HomeEntry::Faq => (app.tr("home-faq"), Style::default()),
            HomeEntry::Free => (app.tr("home-free"), Style::default()),
            HomeEntry::Settings => (app.tr("home-settings"), Style::default()),
        })
        .collect();
    draw_list(
        app,
        &items,
        Some(h.index),
        h.focus == HomeFocus::List,
        list_area,
        buf,
    );
    details(app, h, entries.get(h.index).copied(), panes.right, buf);
}

fn details(app: &App, h: &HomeState, entry: Option<HomeEntry>, area: Rect, buf: &mut Buffer) {
    let w = area.width;
    let mut lines = Lines::new();
    let focused = h.focus == HomeFocus::Details;
    match entry {
        Some(HomeEntry::Lesson(i)) => {
            let lesson = &app.lessons.list[i];
            panel_title(app, &app.text(&lesson.title), focused, area, buf);
            let rules = lesson.rules.parse::<RuleSet>().unwrap_or_default();
            lines.para(
                &format!(
                    "{} | {}",
                    app.fmt(&phase_name(lesson.phase)),
                    app.fmt(&rules_text::rules_name(rules))
                ),
                app.theme.dim(),
                w,
            );
            lines.blank();
            lines.para(&app.text(&lesson.intro), Style::default(), w);
            lines.blank();
            lines.para(
                &app.fmt(
                    &Message::new("home-exercises")
                        .arg_num("solved", app.progress.solved_in(&lesson.id))
                        .arg_num("count", lesson.exercises.len()),
                ),
                app.theme.title(),
                w,
            );
            let head = lines.len() as u16 + 1;
            lines.draw(layout::below(area, 1), buf, 0);
            let items: Vec<(String, Style)> = lesson
                .exercises
                .iter()
                .enumerate()
                .map(|(n, ex)| {
                    let s = app.progress.stars(&lesson.id, &ex.id);
                    let kind = app.tr(&format!("kind-{}", task_kind(&ex.task)));
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
                focused.then_some(h.exercise),
                focused,
                layout::below(area, head),
                buf,
            );
            return;
        }
        Some(e) => {
            let (title, desc) = match e {
                HomeEntry::Rules => ("home-rules", "home-rules-desc"),
                HomeEntry::Faq => ("home-faq", "home-faq-desc"),
                HomeEntry::Free => ("home-free", "home-free-desc"),
                HomeEntry::Settings => ("home-settings", "home-settings-desc"),
                _ => ("home-title", "home-welcome"),
            };
            panel_title(app, &app.tr(title), focused, area, buf);
            lines.para(&app.tr(desc), Style::default(), w);
        }
        None => {}
    }
    lines.blank();
    lines.para(&app.tr("home-welcome"), app.theme.dim(), w);
    lines.draw(layout::below(area, 1), buf, 0);
}

/// The kind of an exercise as its message suffix (`kind-<id>`).
pub fn task_kind(task: &crate::lesson::model::Task) -> &'static str {
    use crate::lesson::model::Task;
    match task {
        Task::Destinations { .. } => "destinations",
        Task::Judge { .. } => "judge",
        Task::Play { .. } => "play",
        Task::Choice { .. } => "choice",
        Task::Lines { .. } => "lines",
        Task::Replay { .. } => "replay",
        Task::Claim { .. } => "claim",
    }
}
