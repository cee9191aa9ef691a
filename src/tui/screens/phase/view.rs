//! A phase's overview: lessons with stars on the left; the phase's task, self-check and what
//! is left on the right.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use unicode_width::UnicodeWidthStr;

use crate::i18n::Message;
use crate::learner::progress::MAX_STARS;
use crate::tui::layout;
use crate::tui::screens::phase::{PhaseState, first_unsolved};
use crate::tui::view::Ui;
use crate::tui::view::course::{lesson_stars, phase_lines, phase_name, phase_number};
use crate::tui::view::pane::{self, PaneContent};
use crate::tui::view::text::{Lines, fit_title};

/// Exercises solved and stars in a list of lessons: (solved, count, stars, max).
fn totals(ui: &Ui, lessons: &[usize]) -> (usize, usize, u32, u32) {
    let mut t = (0, 0, 0, 0);
    for &i in lessons {
        let l = &ui.lessons.list[i];
        t.0 += ui.progress.solved_in(&l.id);
        t.1 += l.exercises.len();
        t.2 += ui.progress.lesson_stars(&l.id);
        t.3 += u32::from(MAX_STARS) * l.exercises.len() as u32;
    }
    t
}

pub(crate) fn render(ui: &Ui, p: &PhaseState, body: Rect, buf: &mut Buffer) {
    let list = p.lessons(ui.lessons);
    let panes = layout::two_pane(body, p.pane.config.min_left);
    let stars_w = list
        .iter()
        .map(|&i| lesson_stars(ui, i).width())
        .max()
        .unwrap_or(0);
    let items: Vec<(String, Style)> = list
        .iter()
        .map(|&i| {
            let stars = format!("{:>stars_w$}", lesson_stars(ui, i));
            // Room: the list's marker (2) and a space before the stars.
            let room = (panes.left.width as usize).saturating_sub(stars.width() + 3);
            let title = fit_title(&ui.text(&ui.lessons.list[i].title), room);
            let pad = room.saturating_sub(title.width());
            (
                format!("{title}{} {stars}", " ".repeat(pad)),
                Style::default(),
            )
        })
        .collect();
    let title = format!(
        "{}. {}",
        phase_number(p.phase),
        ui.fmt(&phase_name(p.phase))
    );
    let content = PaneContent {
        list_title: ui.tr("phase-lessons"),
        items: &items,
        text_title: None,
    };
    let text = |w: u16| {
        let mut lines = Lines::new();
        lines.para(&title, ui.theme.title(), w);
        // A part whose lessons are advice says so before anything else.
        if list.iter().any(|&i| ui.lessons.list[i].nature.is_advice()) {
            lines.para(&ui.tr("lesson-advice-tag"), ui.theme.title(), w);
        }
        phase_lines(ui, p.phase, &mut lines, w);
        lines.blank();
        let (solved, count, stars, max) = totals(ui, &list);
        lines.para(
            &ui.fmt(
                &Message::new("phase-progress")
                    .arg_num("solved", solved)
                    .arg_num("count", count)
                    .arg("stars", format!("{stars}/{max}")),
            ),
            Style::default(),
            w,
        );
        // What is left: each lesson with exercises still unsolved.
        let left: Vec<usize> = list
            .iter()
            .copied()
            .filter(|&i| first_unsolved(ui.lessons, ui.progress, i).is_some())
            .collect();
        if left.is_empty() {
            lines.para(&ui.tr("phase-all-done"), ui.theme.good(), w);
        } else {
            lines.para(&ui.tr("phase-left"), ui.theme.title(), w);
            for i in left {
                let l = &ui.lessons.list[i];
                let open = l.exercises.len() - ui.progress.solved_in(&l.id);
                lines.item(
                    "- ",
                    &ui.fmt(
                        &Message::new("phase-left-lesson")
                            .arg("lesson", ui.text(&l.title).into_owned())
                            .arg_num("count", open),
                    ),
                    Style::default(),
                    w,
                );
            }
        }
        lines.blank();
        lines.para(&ui.tr("phase-open-hint"), ui.theme.dim(), w);
        lines
    };
    pane::render(ui, &p.pane, content, text, body, buf);
}
