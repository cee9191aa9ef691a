//! Home: the three phases with their lessons and stars, then the other pages; a preview of
//! the highlighted entry on the right.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use unicode_width::UnicodeWidthStr;

use crate::i18n::{Message, rules_text};
use crate::learner::history::PlayedGame;
use crate::learner::seats::SavedSeat;
use crate::lesson::checked;
use crate::lesson::model::Phase;
use crate::tui::layout;
use crate::tui::screens::home::{HomeEntry, HomeState, next_unsolved};
use crate::tui::view::Ui;
use crate::tui::view::course::{lesson_stars, phase_name};
use crate::tui::view::text::{Lines, fit_title};
use crate::tui::view::{draw_list, panel_title};

/// The home list (`entries`, the selection in `h`) and the highlighted entry's details; `due`:
/// how many exercises are due again now; `last`: the learner's newest game.
#[allow(clippy::too_many_arguments)]
pub(crate) fn render(
    ui: &Ui,
    h: &HomeState,
    entries: &[HomeEntry],
    due: usize,
    seat: Option<&SavedSeat>,
    last: Option<&PlayedGame>,
    body: Rect,
    buf: &mut Buffer,
) {
    let panes = layout::home_panes(body);
    panel_title(ui, &ui.tr("home-title"), true, panes.left, buf);
    let list_area = layout::below(panes.left, 1);
    // Stars right-aligned in one column.
    let stars_w = (0..ui.lessons.list.len())
        .map(|i| lesson_stars(ui, i).width())
        .max()
        .unwrap_or(0);
    let items: Vec<(String, Style)> = entries
        .iter()
        .map(|e| match *e {
            HomeEntry::Continue if due > 0 => (
                ui.fmt(&Message::new("home-continue-due").arg_num("count", due)),
                ui.theme.good(),
            ),
            HomeEntry::Continue => (ui.tr("home-continue"), ui.theme.good()),
            HomeEntry::Review => (
                ui.fmt(&Message::new("home-review").arg_num("count", due)),
                Style::default(),
            ),
            HomeEntry::Mistakes => (
                ui.fmt(
                    &Message::new("home-mistakes")
                        .arg_num("count", ui.progress.mistakes_by_misconception().len()),
                ),
                Style::default(),
            ),
            HomeEntry::Phase(p) => {
                let n = Phase::ALL.iter().position(|q| *q == p).unwrap_or(0) + 1;
                (format!("{n}. {}", ui.fmt(&phase_name(p))), ui.theme.title())
            }
            HomeEntry::Lesson(i) => {
                let stars = format!("{:>stars_w$}", lesson_stars(ui, i));
                // Room: the list's marker (2), the indent (2), a space before the stars.
                let room = (list_area.width as usize).saturating_sub(stars.width() + 5);
                let title = fit_title(&ui.text(&ui.lessons.list[i].title), room);
                let pad = room.saturating_sub(title.width());
                (
                    format!("  {title}{} {stars}", " ".repeat(pad)),
                    Style::default(),
                )
            }
            HomeEntry::NoLessons(_) => (format!("  {}", ui.tr("home-no-lessons")), ui.theme.dim()),
            HomeEntry::Play => (ui.tr("home-play"), Style::default()),
            HomeEntry::Friend => (ui.tr("home-friend"), Style::default()),
            HomeEntry::Resume => (ui.tr("home-resume"), ui.theme.good()),
            HomeEntry::ResumeRoom => (ui.tr("home-resume-room"), ui.theme.good()),
            HomeEntry::Games => (ui.tr("home-games"), Style::default()),
            HomeEntry::Rules => (ui.tr("home-rules"), Style::default()),
            HomeEntry::Faq => (ui.tr("home-faq"), Style::default()),
            HomeEntry::Free => (ui.tr("home-free"), Style::default()),
            HomeEntry::Editor => (ui.tr("home-editor"), Style::default()),
            HomeEntry::Settings => (ui.tr("home-settings"), Style::default()),
            HomeEntry::JoinClass => (ui.tr("home-join-class"), Style::default()),
        })
        .collect();
    draw_list(ui, &items, Some(h.index), true, list_area, buf);
    details(
        ui,
        entries.get(h.index).copied(),
        due,
        seat,
        last,
        panes.right,
        buf,
    );
}

fn details(
    ui: &Ui,
    entry: Option<HomeEntry>,
    due: usize,
    seat: Option<&SavedSeat>,
    last: Option<&PlayedGame>,
    area: Rect,
    buf: &mut Buffer,
) {
    let w = area.width;
    let mut lines = Lines::new();
    match entry {
        Some(HomeEntry::ResumeRoom) => {
            panel_title(ui, &ui.tr("home-resume-room"), false, area, buf);
            if let Some(s) = seat {
                let m = Message::new("home-resume-room-desc")
                    .arg("room", s.room.clone())
                    .arg("server", s.server.clone())
                    .arg("name", s.name.clone())
                    .arg_msg("side", rules_text::side(s.side.into()));
                lines.para(&ui.fmt(&m), Style::default(), w);
                lines.blank();
            }
            lines.para(&ui.tr("home-resume-room-clock"), ui.theme.dim(), w);
        }
        Some(HomeEntry::Continue) => {
            panel_title(ui, &ui.tr("home-continue"), false, area, buf);
            // Say what to do on the first screen: where Enter leads, then how the course goes.
            match next_unsolved(ui.lessons, ui.progress) {
                // Enter opens the due exercises first (see `open`): say so.
                _ if due > 0 => {
                    lines.para(
                        &ui.fmt(&Message::new("home-continue-repeats").arg_num("count", due)),
                        Style::default(),
                        w,
                    );
                }
                Some((l, e)) => {
                    let lesson = &ui.lessons.list[l];
                    // A lesson not entered yet opens on its page (see `open`): say so.
                    let id = if ui.progress.lesson_tried(&lesson.id) {
                        "home-continue-next"
                    } else {
                        "home-continue-lesson"
                    };
                    lines.para(
                        &ui.fmt(
                            &Message::new(id)
                                .arg("lesson", ui.text(&lesson.title).into_owned())
                                .arg_num("n", e + 1)
                                .arg_num("count", lesson.exercises.len())
                                .arg_msg("phase", phase_name(lesson.phase)),
                        ),
                        Style::default(),
                        w,
                    );
                }
                None => {
                    lines.para(&ui.tr("home-continue-done"), ui.theme.good(), w);
                }
            }
            lines.blank();
            if let Some(g) = last {
                let lessons_left = next_unsolved(ui.lessons, ui.progress).is_some();
                super::last_game::lines(ui, g, lessons_left, &mut lines, w);
            }
            lines.para(&ui.tr("home-welcome"), ui.theme.dim(), w);
            lines.blank();
            lines.para(&ui.tr("home-phases"), ui.theme.dim(), w);
        }
        Some(HomeEntry::Phase(p)) => {
            panel_title(ui, &ui.fmt(&phase_name(p)), false, area, buf);
            crate::tui::view::course::phase_lines(ui, p, &mut lines, w);
            lines.blank();
            lines.para(&ui.tr("home-phase-open"), ui.theme.dim(), w);
        }
        Some(HomeEntry::Mistakes) => {
            panel_title(ui, &ui.tr("mistakes-title"), false, area, buf);
            lines.para(&ui.tr("home-mistakes-desc"), Style::default(), w);
        }
        Some(HomeEntry::Review) => {
            panel_title(ui, &ui.tr("review-title"), false, area, buf);
            lines.para(
                &ui.fmt(&Message::new("review-due").arg_num("count", due)),
                Style::default(),
                w,
            );
            let personal = ui.progress.personal().len();
            if personal > 0 {
                lines.para(
                    &ui.fmt(&Message::new("personal-in-queue").arg_num("count", personal)),
                    Style::default(),
                    w,
                );
            }
            lines.blank();
            lines.para(&ui.tr("review-how"), ui.theme.dim(), w);
            lines.blank();
            // My mistakes, grouped by misconception, each with the lesson to read again.
            lines.para(&ui.tr("mistakes-title"), ui.theme.title(), w);
            let groups = ui.progress.mistakes_by_misconception();
            if groups.is_empty() {
                lines.para(&ui.tr("mistakes-none"), ui.theme.dim(), w);
            }
            for g in groups {
                let words = ui.fmt(&ui.lessons.misconception(&g.tag, ui.lang()));
                let mut seen: Vec<&str> = Vec::new();
                for (l, _) in &g.exercises {
                    if !seen.contains(&l.as_str()) {
                        seen.push(l);
                    }
                }
                let lessons: Vec<String> = seen
                    .iter()
                    .filter_map(|id| ui.lessons.position(id))
                    .map(|i| ui.text(&ui.lessons.list[i].title).into_owned())
                    .collect();
                lines.item(
                    "- ",
                    &ui.fmt(
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
            let lesson = &ui.lessons.list[i];
            // The title in full, wrapped: the list row may have cut it.
            panel_title(ui, &ui.fmt(&phase_name(lesson.phase)), false, area, buf);
            lines.para(&ui.text(&lesson.title), ui.theme.title(), w);
            // An unknown rule set is said so, never shown as `basic`.
            let rules = checked::rule_set(&lesson.rules)
                .map_or_else(|e| e.message(), rules_text::rules_name);
            lines.para(
                &format!("{} | {}", ui.fmt(&phase_name(lesson.phase)), ui.fmt(&rules)),
                ui.theme.dim(),
                w,
            );
            lines.para(
                &ui.fmt(
                    &Message::new("home-exercises")
                        .arg_num("solved", ui.progress.solved_in(&lesson.id))
                        .arg_num("count", lesson.exercises.len())
                        .arg("stars", lesson_stars(ui, i)),
                ),
                ui.theme.dim(),
                w,
            );
            lines.blank();
            // The introduction's first step: what the lesson is about (the page shows the rest).
            if let Some(first) = lesson.intro.steps().first() {
                lines.para(&ui.text(&first.text), Style::default(), w);
            }
        }
        Some(e) => {
            let (title, desc) = match e {
                HomeEntry::Play => ("home-play", "home-play-desc"),
                HomeEntry::Friend => ("home-friend", "home-friend-desc"),
                HomeEntry::Resume => ("home-resume", "home-resume-desc"),
                HomeEntry::Games => ("home-games", "home-games-desc"),
                HomeEntry::Rules => ("home-rules", "home-rules-desc"),
                HomeEntry::Faq => ("home-faq", "home-faq-desc"),
                HomeEntry::Free => ("home-free", "home-free-desc"),
                HomeEntry::Editor => ("home-editor", "home-editor-desc"),
                HomeEntry::Settings => ("home-settings", "home-settings-desc"),
                HomeEntry::JoinClass => ("home-join-class", "home-join-class-desc"),
                _ => ("home-title", "home-welcome"),
            };
            panel_title(ui, &ui.tr(title), false, area, buf);
            lines.para(&ui.tr(desc), Style::default(), w);
            lines.blank();
            lines.para(&ui.tr("home-welcome"), ui.theme.dim(), w);
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
        buf.set_stringn(text.x, y, ui.tr("home-more"), w as usize, ui.theme.dim());
    }
}
