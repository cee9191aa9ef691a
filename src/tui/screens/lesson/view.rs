//! A lesson's page: its exercises with stars on the left, the introduction on the right.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use crate::i18n::{Message, rules_text};
use crate::learner::progress::MAX_STARS;
use crate::lesson::checked;
use crate::tui::board::Highlights;
use crate::tui::layout;
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
    // Advice, never mistaken for a rule (the source keeps them apart).
    if lesson.nature.is_advice() {
        lines.para(&ui.tr("lesson-advice-note"), ui.theme.title(), width);
    }
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
    if super::steps(ui.lessons, l.lesson) > 0 {
        lines.para(&ui.tr("lesson-page-steps"), ui.theme.dim(), width);
    }
    for step in lesson.intro.steps().iter() {
        lines.blank();
        lines.para(&ui.text(&step.text), Style::default(), width);
    }
    lines
}

/// One step of the introduction: its board on the left (when it has one), its text beside
/// it; without a board the text alone, no wider than reads well.
fn render_step(ui: &Ui, l: &LessonState, step: usize, body: Rect, buf: &mut Buffer) {
    let lesson = &ui.lessons.list[l.lesson];
    let steps = lesson.intro.steps();
    let Some(text) = steps.get(step) else {
        return;
    };
    let board = lesson.intro_boards.get(step).and_then(Option::as_ref);
    let side = match board {
        Some(b) => {
            let split = layout::board_split(body, ui.style);
            let hl = Highlights {
                marked: b.marks.clone(),
                last_move: b.last_move,
                ..Highlights::default()
            };
            crate::tui::view::board_view(ui, b.position.board(), &hl).render(split.board, buf);
            split.side
        }
        None => Rect::new(
            body.x + 1,
            body.y,
            body.width.saturating_sub(2).min(STEP_TEXT_WIDTH),
            body.height,
        ),
    };
    let w = side.width;
    let mut lines = Lines::new();
    lines.para(&ui.text(&lesson.title), ui.theme.title(), w);
    lines.para(
        &ui.fmt(
            &Message::new("lesson-step")
                .arg_num("n", step + 1)
                .arg_num("count", steps.len()),
        ),
        ui.theme.dim(),
        w,
    );
    if lesson.nature.is_advice() {
        lines.para(&ui.tr("lesson-advice-tag"), ui.theme.title(), w);
    }
    lines.blank();
    lines.para(&ui.text(&text.text), Style::default(), w);
    lines.blank();
    // What Enter does here: the next step, then the exercises (or back to the one left).
    let next = if step + 1 < steps.len() {
        Message::new("lesson-step-next")
    } else if let Some(n) = l.reading {
        Message::new("lesson-page-back").arg_num("n", n + 1)
    } else {
        Message::new("lesson-step-exercises").arg_num("count", lesson.exercises.len())
    };
    lines.para(&ui.fmt(&next), ui.theme.good(), w);
    // Scrolled no further than the last row shows.
    let scroll = l
        .step_scroll
        .min(lines.len().saturating_sub(usize::from(side.height)));
    lines.draw(side, buf, scroll);
}

/// An exercise as the lesson's list names it: its title in `lang`, else its prompt's first
/// line.
fn exercise_name(ex: &crate::lesson::model::Exercise, lang: &str) -> String {
    match &ex.title {
        Some(t) => t.get(lang).trim().to_string(),
        None => ex
            .prompt
            .get(lang)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// The widest a step's text is drawn when it has no board beside it.
const STEP_TEXT_WIDTH: u16 = 72;

pub(crate) fn render(ui: &Ui, l: &LessonState, body: Rect, buf: &mut Buffer) {
    let Some(lesson) = ui.lessons.get(l.lesson) else {
        return;
    };
    if let Some(step) = l.step {
        return render_step(ui, l, step, body, buf);
    }
    let items: Vec<(String, Style)> = lesson
        .exercises
        .iter()
        .enumerate()
        .map(|(n, ex)| {
            let s = ui.progress.stars(&lesson.id, &ex.id);
            // The exercise's title, else its prompt's start (the row cuts it): never the
            // id, which is the author's name for it, not the learner's.
            let name = exercise_name(ex, ui.lang());
            (
                format!(
                    "{} {:>2}. {name}",
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
