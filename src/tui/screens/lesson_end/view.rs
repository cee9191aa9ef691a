//! The end of a lesson: stars, the next lesson, at a phase's end the next phase and why; and
//! the first-game page after the last lesson.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::i18n::Message;
use crate::learner::progress::MAX_STARS;
use crate::tui::screens::lesson_end::LessonEndState;
use crate::tui::screens::lesson_end::first_game::FirstGameState;
use crate::tui::screens::phase::first_unsolved;
use crate::tui::view::Ui;
use crate::tui::view::course::{check_label, phase_lines, phase_name, phase_number};
use crate::tui::view::text::Lines;

/// The text of the lesson's end page.
pub(crate) fn lesson_end_lines(ui: &Ui, e: &LessonEndState, w: u16) -> Lines {
    let mut lines = Lines::new();
    let Some(lesson) = ui.lessons.get(e.lesson) else {
        return lines;
    };
    lines.para(
        &ui.fmt(
            &Message::new("lesson-end-done").arg("lesson", ui.text(&lesson.title).into_owned()),
        ),
        ui.theme.good(),
        w,
    );
    let max = u32::from(MAX_STARS) * lesson.exercises.len() as u32;
    lines.para(
        &ui.fmt(
            &Message::new("lesson-end-stars")
                .arg_num("solved", ui.progress.solved_in(&lesson.id))
                .arg_num("count", lesson.exercises.len())
                .arg(
                    "stars",
                    format!("{}/{max}", ui.progress.lesson_stars(&lesson.id)),
                ),
        ),
        Style::default(),
        w,
    );
    if first_unsolved(ui.lessons, ui.progress, e.lesson).is_some() {
        lines.para(&ui.tr("lesson-end-unsolved"), ui.theme.dim(), w);
    }
    lines.blank();
    if let Some(next_phase) = e.next_phase(ui.lessons) {
        // The last lesson of a phase: the phase is complete only when every exercise of it
        // has stars; else what is left. Then what it asked of you, what comes next and why.
        let left: Vec<usize> = ui
            .lessons
            .in_phase(lesson.phase)
            .filter(|&l| first_unsolved(ui.lessons, ui.progress, l).is_some())
            .collect();
        let phase_msg = match left.first().and_then(|&l| ui.lessons.get(l)) {
            None => Message::new("lesson-end-phase-done")
                .arg_num("n", phase_number(lesson.phase))
                .arg_msg("phase", phase_name(lesson.phase)),
            Some(first) => Message::new("lesson-end-phase-left")
                .arg_num("n", phase_number(lesson.phase))
                .arg_msg("phase", phase_name(lesson.phase))
                .arg_num("count", left.len())
                .arg("lesson", ui.text(&first.title).into_owned()),
        };
        lines.para(&ui.fmt(&phase_msg), ui.theme.title(), w);
        // The phase's self-check, once the phase is complete.
        if left.is_empty() {
            lines.item(
                &check_label(ui),
                &ui.fmt(&Message::new(format!("phase-check-{}", lesson.phase.id()))),
                Style::default(),
                w,
            );
        }
        lines.blank();
        lines.para(
            &ui.fmt(
                &Message::new("lesson-end-next-phase")
                    .arg_num("n", phase_number(next_phase))
                    .arg_msg("phase", phase_name(next_phase)),
            ),
            ui.theme.title(),
            w,
        );
        lines.para(
            &ui.fmt(&Message::new(format!("phase-why-{}", next_phase.id()))),
            Style::default(),
            w,
        );
        phase_lines(ui, next_phase, &mut lines, w);
        lines.blank();
    }
    match e.next.and_then(|n| ui.lessons.get(n)) {
        Some(next) => {
            lines.para(
                &ui.fmt(
                    &Message::new("lesson-end-next")
                        .arg("lesson", ui.text(&next.title).into_owned())
                        .arg_num("count", next.exercises.len()),
                ),
                ui.theme.title(),
                w,
            );
            // A lesson never entered opens on its page (`lesson_end::start_lesson`).
            let enter = if ui.progress.lesson_tried(&next.id) {
                "lesson-end-enter"
            } else {
                "lesson-end-enter-page"
            };
            lines.para(&ui.tr(enter), ui.theme.dim(), w);
        }
        None => {
            lines.para(&ui.tr("home-continue-done"), Style::default(), w);
        }
    }
    lines
}

/// A page of text with a margin; what does not fit is cut with the rest in view on Enter.
fn page_area(body: Rect) -> Rect {
    Rect::new(
        body.x + 2,
        body.y + 1,
        body.width.saturating_sub(4),
        body.height.saturating_sub(1),
    )
}

pub(crate) fn render(ui: &Ui, e: &LessonEndState, body: Rect, buf: &mut Buffer) {
    let area = page_area(body);
    lesson_end_lines(ui, e, area.width).draw(area, buf, 0);
}

/// The first-game page's text: the closing words, the game (level, side, rules and what they
/// add to the ones taught, the goal), the play keys in two columns, and how to start.
pub(crate) fn first_game_lines(ui: &Ui, f: &FirstGameState, w: u16) -> Lines {
    use crate::i18n::rules_text;
    use crate::tui::keys::{Scope, help_lines};
    use unicode_width::UnicodeWidthStr;
    let o = &f.options;
    let mut lines = Lines::new();
    lines.para(&ui.tr("play-closing-words"), ui.theme.title(), w);
    lines.blank();
    let game = Message::new("play-first-game")
        .arg_num("level", o.level.get())
        .arg_msg("side", rules_text::side(o.human))
        .arg_msg("rules", rules_text::rules_name(o.rules));
    lines.para(&ui.fmt(&game), Style::default(), w);
    let adds = format!("play-form-rules-{}", o.rules.id());
    lines.para(&ui.tr(&adds), ui.theme.dim(), w);
    if let Some(goal) = o.goal {
        let name = Message::new("play-first-game-goal").arg_msg("goal", goal.name());
        lines.para(&ui.fmt(&name), Style::default(), w);
        lines.para(&ui.fmt(&goal.description()), ui.theme.dim(), w);
    }
    lines.blank();
    lines.para(&ui.tr("play-first-game-keys"), ui.theme.title(), w);
    // The game's own keys, then moving the cursor: the key table's, as `?` lists them.
    let keys: Vec<String> = help_lines(&[Scope::Game, Scope::Move], ui.l10n)
        .into_iter()
        .map(|h| format!("{}  {}", h.keys, h.label))
        .collect();
    let half = (w / 2) as usize;
    for pair in keys.chunks(2) {
        let first = &pair[0];
        let second = pair.get(1).map_or("", String::as_str);
        if first.width() < half && second.width() <= half {
            let pad = " ".repeat(half - first.width());
            lines.item(&format!("{first}{pad}"), second, Style::default(), w);
        } else {
            lines.para(first, Style::default(), w);
            lines.para(second, Style::default(), w);
        }
    }
    lines.blank();
    lines.para(&ui.tr("play-first-game-enter"), ui.theme.good(), w);
    lines
}

pub(crate) fn render_first_game(ui: &Ui, f: &FirstGameState, body: Rect, buf: &mut Buffer) {
    let area = page_area(body);
    first_game_lines(ui, f, area.width).draw(area, buf, 0);
}
