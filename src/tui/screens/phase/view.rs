//! The course pages: a phase's overview (lessons with stars on the left; the phase's task,
//! self-check and what is left on the right) and the end of a lesson (stars, the next lesson,
//! at a phase's end the next phase and why).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use unicode_width::UnicodeWidthStr;

use crate::i18n::Message;
use crate::lesson::model::Phase;
use crate::trainer::progress::MAX_STARS;
use crate::tui::app::App;
use crate::tui::layout;
use crate::tui::screens::home::view::{lesson_stars, phase_name};
use crate::tui::screens::phase::{LessonEndState, PhaseState, first_unsolved};
use crate::tui::view::pane::{self, PaneContent};
use crate::tui::view::text::{Lines, truncate};

/// Phase number (1..3), as the home list numbers them.
fn number(phase: Phase) -> usize {
    Phase::ALL.iter().position(|p| *p == phase).unwrap_or(0) + 1
}

/// The self-check label with the space after it (a fullwidth colon carries its own).
fn check_label(app: &App) -> String {
    let label = app.tr("phase-self-check");
    if label.ends_with('\u{FF1A}') {
        label
    } else {
        format!("{label} ")
    }
}

/// The phase's task and self-check, from the source text.
pub(crate) fn phase_lines(app: &App, phase: Phase, lines: &mut Lines, w: u16) {
    lines.para(
        &app.fmt(&Message::new(format!("phase-task-{}", phase.id()))),
        Style::default(),
        w,
    );
    lines.item(
        &check_label(app),
        &app.fmt(&Message::new(format!("phase-check-{}", phase.id()))),
        app.theme.dim(),
        w,
    );
}

/// Exercises solved and stars in a list of lessons: (solved, count, stars, max).
fn totals(app: &App, lessons: &[usize]) -> (usize, usize, u32, u32) {
    let mut t = (0, 0, 0, 0);
    for &i in lessons {
        let l = &app.lessons.list[i];
        t.0 += app.progress.solved_in(&l.id);
        t.1 += l.exercises.len();
        t.2 += app.progress.lesson_stars(&l.id);
        t.3 += u32::from(MAX_STARS) * l.exercises.len() as u32;
    }
    t
}

pub fn render_phase(app: &App, p: &PhaseState, body: Rect, buf: &mut Buffer) {
    let list = p.lessons(&app.lessons);
    let panes = layout::two_pane(body, p.pane.config.min_left);
    let stars_w = list
        .iter()
        .map(|&i| lesson_stars(app, i).width())
        .max()
        .unwrap_or(0);
    let items: Vec<(String, Style)> = list
        .iter()
        .map(|&i| {
            let stars = format!("{:>stars_w$}", lesson_stars(app, i));
            // Room: the list's marker (2) and a space before the stars.
            let room = (panes.left.width as usize).saturating_sub(stars.width() + 3);
            let title = truncate(&app.text(&app.lessons.list[i].title), room);
            let pad = room.saturating_sub(title.width());
            (
                format!("{title}{} {stars}", " ".repeat(pad)),
                Style::default(),
            )
        })
        .collect();
    let title = format!("{}. {}", number(p.phase), app.fmt(&phase_name(p.phase)));
    let content = PaneContent {
        list_title: app.tr("phase-lessons"),
        items: &items,
        text_title: None,
    };
    let text = |w: u16| {
        let mut lines = Lines::new();
        lines.para(&title, app.theme.title(), w);
        phase_lines(app, p.phase, &mut lines, w);
        lines.blank();
        let (solved, count, stars, max) = totals(app, &list);
        lines.para(
            &app.fmt(
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
            .filter(|&i| first_unsolved(&app.lessons, &app.progress, i).is_some())
            .collect();
        if left.is_empty() {
            lines.para(&app.tr("phase-all-done"), app.theme.good(), w);
        } else {
            lines.para(&app.tr("phase-left"), app.theme.title(), w);
            for i in left {
                let l = &app.lessons.list[i];
                let open = l.exercises.len() - app.progress.solved_in(&l.id);
                lines.item(
                    "- ",
                    &app.fmt(
                        &Message::new("phase-left-lesson")
                            .arg("lesson", app.text(&l.title).into_owned())
                            .arg_num("count", open),
                    ),
                    Style::default(),
                    w,
                );
            }
        }
        lines.blank();
        lines.para(&app.tr("phase-open-hint"), app.theme.dim(), w);
        lines
    };
    pane::render(app, &p.pane, content, text, body, buf);
}

/// The text of the lesson's end page.
pub fn lesson_end_lines(app: &App, e: &LessonEndState, w: u16) -> Lines {
    let mut lines = Lines::new();
    let Some(lesson) = app.lessons.get(e.lesson) else {
        return lines;
    };
    lines.para(
        &app.fmt(
            &Message::new("lesson-end-done").arg("lesson", app.text(&lesson.title).into_owned()),
        ),
        app.theme.good(),
        w,
    );
    let max = u32::from(MAX_STARS) * lesson.exercises.len() as u32;
    lines.para(
        &app.fmt(
            &Message::new("lesson-end-stars")
                .arg_num("solved", app.progress.solved_in(&lesson.id))
                .arg_num("count", lesson.exercises.len())
                .arg(
                    "stars",
                    format!("{}/{max}", app.progress.lesson_stars(&lesson.id)),
                ),
        ),
        Style::default(),
        w,
    );
    if first_unsolved(&app.lessons, &app.progress, e.lesson).is_some() {
        lines.para(&app.tr("lesson-end-unsolved"), app.theme.dim(), w);
    }
    lines.blank();
    if let Some(next_phase) = e.next_phase(&app.lessons) {
        // The end of a phase: what it asked of you, then what comes next and why.
        lines.para(
            &app.fmt(
                &Message::new("lesson-end-phase-done")
                    .arg_num("n", number(lesson.phase))
                    .arg_msg("phase", phase_name(lesson.phase)),
            ),
            app.theme.title(),
            w,
        );
        lines.item(
            &check_label(app),
            &app.fmt(&Message::new(format!("phase-check-{}", lesson.phase.id()))),
            Style::default(),
            w,
        );
        lines.blank();
        lines.para(
            &app.fmt(
                &Message::new("lesson-end-next-phase")
                    .arg_num("n", number(next_phase))
                    .arg_msg("phase", phase_name(next_phase)),
            ),
            app.theme.title(),
            w,
        );
        lines.para(
            &app.fmt(&Message::new(format!("phase-why-{}", next_phase.id()))),
            Style::default(),
            w,
        );
        phase_lines(app, next_phase, &mut lines, w);
        lines.blank();
    }
    match e.next.and_then(|n| app.lessons.get(n)) {
        Some(next) => {
            lines.para(
                &app.fmt(
                    &Message::new("lesson-end-next")
                        .arg("lesson", app.text(&next.title).into_owned())
                        .arg_num("count", next.exercises.len()),
                ),
                app.theme.title(),
                w,
            );
            lines.para(&app.tr("lesson-end-enter"), app.theme.dim(), w);
        }
        None => {
            lines.para(&app.tr("home-continue-done"), Style::default(), w);
        }
    }
    lines
}

pub fn render_lesson_end(app: &App, e: &LessonEndState, body: Rect, buf: &mut Buffer) {
    // A page of text with a margin; what does not fit is cut with the rest in view on Enter.
    let area = Rect::new(
        body.x + 2,
        body.y + 1,
        body.width.saturating_sub(4),
        body.height.saturating_sub(1),
    );
    lesson_end_lines(app, e, area.width).draw(area, buf, 0);
}
