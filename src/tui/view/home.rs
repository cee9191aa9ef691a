//! Home: the three phases with their lessons and stars, then the other pages; a preview of
//! the highlighted entry on the right.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use unicode_width::UnicodeWidthStr;

use super::text::{Lines, truncate};
use super::{draw_list, panel_title};
use crate::i18n::{Message, rules_text};
use crate::lesson::checked;
use crate::lesson::model::Phase;
use crate::trainer::progress::MAX_STARS;
use crate::tui::app::App;
use crate::tui::home::{HomeEntry, HomeState, next_unsolved};
use crate::tui::layout;

pub fn phase_name(phase: Phase) -> Message {
    Message::new(format!("lesson-phase-{}", phase.id()))
}

/// Stars earned in a lesson and the most it can give: `4/15`.
pub fn lesson_stars(app: &App, index: usize) -> String {
    let lesson = &app.lessons.list[index];
    let earned = app.progress.lesson_stars(&lesson.id);
    let max = u32::from(MAX_STARS) * lesson.exercises.len() as u32;
    format!("{earned}/{max}")
}

pub fn render(app: &App, h: &HomeState, body: Rect, buf: &mut Buffer) {
    let panes = layout::two_pane(body, layout::HOME_LIST_WIDTH);
    let entries = app.home_entries();
    panel_title(app, &app.tr("home-title"), true, panes.left, buf);
    let list_area = layout::below(panes.left, 1);
    // Stars right-aligned in one column.
    let stars_w = (0..app.lessons.list.len())
        .map(|i| lesson_stars(app, i).width())
        .max()
        .unwrap_or(0);
    let items: Vec<(String, Style)> = entries
        .iter()
        .map(|e| match *e {
            HomeEntry::Continue => (app.tr("home-continue"), app.theme.good()),
            HomeEntry::Review => (
                app.fmt(
                    &Message::new("home-review")
                        .arg_num("count", app.progress.due_reviews(app.now()).len()),
                ),
                Style::default(),
            ),
            HomeEntry::Mistakes => (
                app.fmt(
                    &Message::new("home-mistakes")
                        .arg_num("count", app.progress.mistakes_by_misconception().len()),
                ),
                Style::default(),
            ),
            HomeEntry::Phase(p) => {
                let n = Phase::ALL.iter().position(|q| *q == p).unwrap_or(0) + 1;
                (
                    format!("{n}. {}", app.fmt(&phase_name(p))),
                    app.theme.title(),
                )
            }
            HomeEntry::Lesson(i) => {
                let stars = format!("{:>stars_w$}", lesson_stars(app, i));
                // Room: the list's marker (2), the indent (2), a space before the stars.
                let room = (list_area.width as usize).saturating_sub(stars.width() + 5);
                let title = truncate(&app.text(&app.lessons.list[i].title), room);
                let pad = room.saturating_sub(title.width());
                (
                    format!("  {title}{} {stars}", " ".repeat(pad)),
                    Style::default(),
                )
            }
            HomeEntry::NoLessons(_) => {
                (format!("  {}", app.tr("home-no-lessons")), app.theme.dim())
            }
            HomeEntry::Play => (app.tr("home-play"), Style::default()),
            HomeEntry::Resume => (app.tr("home-resume"), app.theme.good()),
            HomeEntry::Games => (app.tr("home-games"), Style::default()),
            HomeEntry::Rules => (app.tr("home-rules"), Style::default()),
            HomeEntry::Faq => (app.tr("home-faq"), Style::default()),
            HomeEntry::Free => (app.tr("home-free"), Style::default()),
            HomeEntry::Editor => (app.tr("home-editor"), Style::default()),
            HomeEntry::Settings => (app.tr("home-settings"), Style::default()),
        })
        .collect();
    draw_list(app, &items, Some(h.index), true, list_area, buf);
    details(app, entries.get(h.index).copied(), panes.right, buf);
}

fn details(app: &App, entry: Option<HomeEntry>, area: Rect, buf: &mut Buffer) {
    let w = area.width;
    let mut lines = Lines::new();
    match entry {
        Some(HomeEntry::Continue) => {
            panel_title(app, &app.tr("home-continue"), false, area, buf);
            // Say what to do on the first screen: where Enter leads, then how the course goes.
            match next_unsolved(&app.lessons, &app.progress) {
                Some((l, e)) => {
                    let lesson = &app.lessons.list[l];
                    lines.para(
                        &app.fmt(
                            &Message::new("home-continue-next")
                                .arg("lesson", app.text(&lesson.title).into_owned())
                                .arg_num("n", e + 1)
                                .arg_num("count", lesson.exercises.len())
                                .arg_msg("phase", phase_name(lesson.phase)),
                        ),
                        Style::default(),
                        w,
                    );
                }
                None => {
                    lines.para(&app.tr("home-continue-done"), app.theme.good(), w);
                }
            }
            lines.blank();
            lines.para(&app.tr("home-welcome"), app.theme.dim(), w);
            lines.blank();
            lines.para(&app.tr("home-phases"), app.theme.dim(), w);
        }
        Some(HomeEntry::Phase(p)) => {
            panel_title(app, &app.fmt(&phase_name(p)), false, area, buf);
            super::course::phase_lines(app, p, &mut lines, w);
            lines.blank();
            lines.para(&app.tr("home-phase-open"), app.theme.dim(), w);
        }
        Some(HomeEntry::Mistakes) => {
            panel_title(app, &app.tr("mistakes-title"), false, area, buf);
            lines.para(&app.tr("home-mistakes-desc"), Style::default(), w);
        }
        Some(HomeEntry::Review) => {
            panel_title(app, &app.tr("review-title"), false, area, buf);
            let due = app.progress.due_reviews(app.now()).len();
            lines.para(
                &app.fmt(&Message::new("review-due").arg_num("count", due)),
                Style::default(),
                w,
            );
            let personal = app.progress.personal().len();
            if personal > 0 {
                lines.para(
                    &app.fmt(&Message::new("personal-in-queue").arg_num("count", personal)),
                    Style::default(),
                    w,
                );
            }
            lines.blank();
            lines.para(&app.tr("review-how"), app.theme.dim(), w);
            lines.blank();
            // My mistakes, grouped by misconception, each with the lesson to read again.
            lines.para(&app.tr("mistakes-title"), app.theme.title(), w);
            let groups = app.progress.mistakes_by_misconception();
            if groups.is_empty() {
                lines.para(&app.tr("mistakes-none"), app.theme.dim(), w);
            }
            for g in groups {
                let words = app.fmt(&crate::i18n::misconception_message(&g.tag));
                let mut seen: Vec<&str> = Vec::new();
                for (l, _) in &g.exercises {
                    if !seen.contains(&l.as_str()) {
                        seen.push(l);
                    }
                }
                let lessons: Vec<String> = seen
                    .iter()
                    .filter_map(|id| app.lessons.position(id))
                    .map(|i| app.text(&app.lessons.list[i].title).into_owned())
                    .collect();
                lines.item(
                    "- ",
                    &app.fmt(
                        &Message::new("mistakes-line")
                            .arg("tag", words)
                            .arg_num("count", g.misses)
                            .arg("lessons", lessons.join(" / ")),
                    ),
                    Style::default(),
                    w,
                );
            }
        }
        Some(HomeEntry::Lesson(i)) => {
            let lesson = &app.lessons.list[i];
            // The title in full, wrapped: the list row may have cut it.
            panel_title(app, &app.fmt(&phase_name(lesson.phase)), false, area, buf);
            lines.para(&app.text(&lesson.title), app.theme.title(), w);
            // An unknown rule set is said so, never shown as `basic`.
            let rules = checked::rule_set(&lesson.rules)
                .map_or_else(|e| e.message(), rules_text::rules_name);
            lines.para(
                &format!(
                    "{} | {}",
                    app.fmt(&phase_name(lesson.phase)),
                    app.fmt(&rules)
                ),
                app.theme.dim(),
                w,
            );
            lines.para(
                &app.fmt(
                    &Message::new("home-exercises")
                        .arg_num("solved", app.progress.solved_in(&lesson.id))
                        .arg_num("count", lesson.exercises.len())
                        .arg("stars", lesson_stars(app, i)),
                ),
                app.theme.dim(),
                w,
            );
            lines.blank();
            lines.para(&app.text(&lesson.intro), Style::default(), w);
        }
        Some(e) => {
            let (title, desc) = match e {
                HomeEntry::Play => ("home-play", "home-play-desc"),
                HomeEntry::Resume => ("home-resume", "home-resume-desc"),
                HomeEntry::Games => ("home-games", "home-games-desc"),
                HomeEntry::Rules => ("home-rules", "home-rules-desc"),
                HomeEntry::Faq => ("home-faq", "home-faq-desc"),
                HomeEntry::Free => ("home-free", "home-free-desc"),
                HomeEntry::Editor => ("home-editor", "home-editor-desc"),
                HomeEntry::Settings => ("home-settings", "home-settings-desc"),
                _ => ("home-title", "home-welcome"),
            };
            panel_title(app, &app.tr(title), false, area, buf);
            lines.para(&app.tr(desc), Style::default(), w);
            lines.blank();
            lines.para(&app.tr("home-welcome"), app.theme.dim(), w);
        }
        None => {}
    }
    let text = layout::below(area, 1);
    let shown = lines.draw(text, buf, 0) as usize;
    if shown < lines.len() && text.height > 0 {
        // Cut short: say where the rest is.
        let y = text.bottom() - 1;
        buf.set_stringn(
            text.x,
            y,
            " ".repeat(w as usize),
            w as usize,
            Style::default(),
        );
        buf.set_stringn(text.x, y, app.tr("home-more"), w as usize, app.theme.dim());
    }
}
