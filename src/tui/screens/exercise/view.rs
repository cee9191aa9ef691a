//! The exercise screen: the board on the left; on the right the prompt, hints, the answer
//! controls for the exercise kind, and the feedback with the self-check criterion.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::i18n::{Message, rules_text};
use crate::learner::progress::MAX_STARS;
use crate::lesson::feedback::Tone as FbTone;
use crate::tui::layout::{self, ExLayout};
use crate::tui::screens::exercise::{AnswerRow, Current, ExFocus, ExerciseState, LineMark};
use crate::tui::view::Ui;
use crate::tui::view::text::Lines;
use crate::tui::view::{panel_title, stars_text};

/// The text block above the answer controls.
fn top_lines(ui: &Ui, ex: &ExerciseState, width: u16) -> Lines {
    let mut lines = Lines::new();
    let Some(exercise) = ex.exercise() else {
        if let Err(m) = &ex.attempt {
            lines.para(&ui.fmt(m), ui.theme.bad(), width);
        }
        return lines;
    };
    let lesson = &ui.lessons.list[ex.lesson];
    let head = if ex.reviewing {
        ui.fmt(
            &Message::new("ex-head-review")
                .arg("lesson", ui.text(&lesson.title).into_owned())
                .arg_num("n", ex.index + 1)
                .arg_num("count", lesson.exercises.len()),
        )
    } else {
        format!(
            "{}  {}/{}",
            ui.text(&lesson.title),
            ex.index + 1,
            lesson.exercises.len()
        )
    };
    lines.para(&head, ui.theme.dim(), width);
    if lesson.nature.is_advice() {
        lines.para(&ui.tr("lesson-advice-tag"), ui.theme.title(), width);
    }
    lines.para(&ui.text(&exercise.prompt), ui.theme.title(), width);
    let cur = ex.current();
    if let Some(Current {
        step: Some((i, n)),
        step_prompt,
        ..
    }) = &cur
    {
        lines.para(
            &ui.fmt(
                &Message::new("ex-step")
                    .arg_num("step", i + 1)
                    .arg_num("count", *n),
            ),
            ui.theme.dim(),
            width,
        );
        if let Some(p) = step_prompt {
            lines.para(&ui.text(p), Style::default(), width);
        }
    }
    if let Ok(a) = &ex.attempt {
        for (i, h) in a.hints_shown().iter().enumerate() {
            let label = ui.fmt(&Message::new("ex-hint").arg_num("n", i + 1));
            // A fullwidth colon (Chinese) carries its own space.
            let sep = if label.ends_with('\u{FF1A}') { "" } else { " " };
            lines.item(&format!("{label}{sep}"), &ui.text(h), ui.theme.dim(), width);
        }
    }
    let help = ex.help();
    if let Some(h) = help {
        lines.para(&ui.fmt(&h), ui.theme.dim(), width);
    }
    let seq = ex.sequence();
    if seq.len() > 1
        && let Some(v) = ex.view.or_else(|| {
            ex.shown_position()
                .and_then(|(p, _)| seq.iter().position(|q| *q == p))
        })
    {
        lines.para(
            &ui.fmt(
                &Message::new("ex-view")
                    .arg_num("n", v)
                    .arg_num("count", seq.len() - 1),
            ),
            ui.theme.dim(),
            width,
        );
    }
    lines
}

/// Lays the screen out and records it for clicks (`ExerciseState::drawn`).
fn layout(ui: &Ui, ex: &ExerciseState, body: Rect) -> ExLayout {
    let style = ex.has_board().then_some(ui.style);
    let side_width = match style {
        Some(s) => layout::board_split(body, s).side.width,
        None => body.width.saturating_sub(2),
    };
    let top = top_lines(ui, ex, side_width).len() as u16;
    let feedback_open = ex.answered() || ex.error.is_some() || ex.stuck.is_some();
    let rows = answer_lines(ui, ex, side_width.saturating_sub(1)).len() as u16;
    let mut l = layout::exercise(body, style, top, rows, feedback_open);
    // Clicks read the points of the board as it is drawn, turned or not.
    if let Some(b) = &mut l.board {
        b.geometry = b.geometry.turned(ex.flipped());
    }
    ex.drawn.set(Some(l));
    l
}

/// The answer list as wrapped lines, each with the index of its row: an option is shown in
/// full, with a hanging indent under its text, however long it is.
fn answer_lines(ui: &Ui, ex: &ExerciseState, width: u16) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (i, row) in ex.rows().iter().enumerate() {
        let text = row_text(ui, ex, row);
        let marker = if i == ex.row { "> " } else { "  " };
        // Continuation lines start under the option's text, not under its tick box.
        let label = match row {
            AnswerRow::Option(k) => {
                let tick = if ex.chosen.contains(k) { "[x]" } else { "[ ]" };
                format!("{tick} {}. ", k + 1)
            }
            _ => String::new(),
        };
        let body = text.strip_prefix(label.as_str()).unwrap_or(&text);
        let mut lines = Lines::new();
        lines.item(&format!("{marker}{label}"), body, Style::default(), width);
        out.extend(lines.lines.into_iter().map(|(l, _)| (i, l)));
    }
    out
}

/// First line to draw so that the selected row's lines are all in view when they fit.
fn answer_offset(lines: &[(usize, String)], selected: usize, height: usize) -> usize {
    let total = lines.len();
    if total <= height || height == 0 {
        return 0;
    }
    let start = lines.iter().position(|(i, _)| *i == selected).unwrap_or(0);
    let end = lines
        .iter()
        .rposition(|(i, _)| *i == selected)
        .map_or(0, |e| e + 1);
    let mut offset = end.saturating_sub(height);
    if start < offset {
        offset = start;
    }
    offset.min(total - height)
}

fn draw_answers(ui: &Ui, ex: &ExerciseState, area: Rect, buf: &mut Buffer) {
    // The last column is kept for the "more" mark.
    let lines = answer_lines(ui, ex, area.width.saturating_sub(1));
    let offset = answer_offset(&lines, ex.row, area.height as usize);
    let focused = ex.focus == ExFocus::Answer;
    let mut drawn = ex.drawn_rows.borrow_mut();
    drawn.clear();
    for (k, (i, text)) in lines
        .iter()
        .skip(offset)
        .take(area.height as usize)
        .enumerate()
    {
        let y = area.y + k as u16;
        let style = if *i == ex.row {
            let st = ui.theme.list_selected(focused);
            buf.set_style(Rect::new(area.x, y, area.width, 1), st);
            st
        } else {
            Style::default()
        };
        buf.set_stringn(area.x, y, text, area.width as usize, style);
        drawn.push((y, *i));
    }
    // More options above or below: a mark at the right edge, as for the feedback.
    if lines.len() > area.height as usize {
        let mark = if offset + (area.height as usize) < lines.len() {
            "v"
        } else {
            "^"
        };
        buf.set_string(area.right().saturating_sub(1), area.y, mark, ui.theme.dim());
    }
}

fn row_text(ui: &Ui, ex: &ExerciseState, row: &AnswerRow) -> String {
    match row {
        AnswerRow::Legal => ui.tr("ex-judge-legal"),
        AnswerRow::Illegal(None) => ui.tr("ex-judge-illegal"),
        AnswerRow::Illegal(Some(r)) => ui.fmt(
            &Message::new("ex-judge-because")
                .arg_msg("reason", Message::new(format!("lesson-reason-{r}"))),
        ),
        AnswerRow::Truth(true) => ui.tr("ex-claim-true"),
        AnswerRow::Truth(false) => ui.tr("ex-claim-false"),
        AnswerRow::Option(i) => {
            // The task on screen: for a replay, the current step's choice.
            let text = ex
                .option_text(*i)
                .map(|t| ui.text(&t).into_owned())
                .unwrap_or_default();
            let tick = if ex.chosen.contains(i) { "[x]" } else { "[ ]" };
            format!("{tick} {}. {text}", i + 1)
        }
        AnswerRow::Line(id) => {
            let mark = ex
                .line_marks
                .iter()
                .find(|(l, _)| l == id)
                .map_or(LineMark::Unchanged, |(_, m)| *m);
            let line = ui.fmt(
                &Message::new("ex-line")
                    .arg("square", id.cannon.to_string())
                    .arg_msg(
                        "direction",
                        Message::new(format!("ex-dir-{}", id.direction)),
                    ),
            );
            let state = ui.tr(&format!("ex-line-{}", mark.id()));
            format!("{line}: {state}")
        }
    }
}

/// The feedback panel's lines.
fn feedback_lines(ui: &Ui, ex: &ExerciseState, width: u16) -> Lines {
    let mut lines = Lines::new();
    if let Some(e) = &ex.error {
        lines.para(&ui.fmt(e), ui.theme.bad(), width);
    }
    if let Some((note, _)) = &ex.stuck {
        lines.para(&ui.fmt(note), ui.theme.bad(), width);
    }
    let Some(v) = &ex.verdict else {
        return lines;
    };
    let (head, style) = if ex.answer_shown {
        (ui.tr("ex-answer-shown"), ui.theme.title())
    } else if v.partial {
        (ui.tr("ex-part-right"), ui.theme.good())
    } else if v.correct {
        (ui.tr("ex-right"), ui.theme.good())
    } else {
        (ui.tr("ex-wrong"), ui.theme.bad())
    };
    let mut head = format!(" {head} ");
    // Stars go with a right answer only: a wrong retry of a solved exercise is just wrong.
    if v.solved && v.correct {
        head.push_str(&format!(
            " {} ",
            ui.fmt(
                &Message::new("ex-stars")
                    .arg("stars", stars_text(v.stars.into(), MAX_STARS.into()))
                    .arg_num("count", v.stars)
            )
        ));
    }
    lines.para(&head, style, width);
    let reveal = ex.reveals();
    let mut hidden = false;
    for item in &v.feedback {
        if item.tone == FbTone::Missed && !reveal {
            hidden = true;
            continue;
        }
        let prefix = match item.tone {
            FbTone::Right => "+ ",
            FbTone::Wrong => "x ",
            FbTone::Missed => "o ",
            FbTone::Info => "- ",
        };
        let text = match &item.author {
            Some(t) => ui.text(t).into_owned(),
            None => ui.fmt(&item.message),
        };
        lines.item(prefix, &text, Style::default(), width);
    }
    // Solved or given up: the lesson it points to, as `review` prints it (issue 65), before
    // the explanation so that it shows at 80 x 24.
    if let Some(lesson) = ex.pointer().and_then(|id| ui.lessons.position(id)) {
        let title = ui.lessons.list[lesson].title.get(ui.lang()).to_string();
        let see = Message::new("ex-see-lesson").arg("lesson", title);
        lines.blank();
        lines.para(&ui.fmt(&see), ui.theme.title(), width);
    }
    let exercise = ex.exercise();
    if ex.answer_shown {
        lines.blank();
        lines.para(&ui.tr("ex-answer-shown-then"), ui.theme.dim(), width);
    } else if v.correct && !v.solved {
        lines.blank();
        lines.para(&ui.tr("ex-next-step"), ui.theme.dim(), width);
    }
    if !v.correct && !v.partial {
        lines.blank();
        if hidden {
            let id = ex.hidden_answer_id();
            lines.para(&ui.tr(id), ui.theme.dim(), width);
        }
        lines.para(&ui.tr("ex-try-again"), ui.theme.dim(), width);
    }
    if let Some(e) = exercise {
        if v.solved {
            lines.blank();
            lines.para(&ui.tr("ex-explanation"), ui.theme.title(), width);
            lines.para(&ui.text(&e.explanation), Style::default(), width);
        }
        // The self-check once the answer is complete (solved, or shown): before, under a
        // judge's reason list or after a first miss, it can state the answer.
        if !v.partial && (reveal || ex.answer_shown) {
            lines.blank();
            lines.para(&ui.tr("ex-self-check"), ui.theme.title(), width);
            lines.para(&ui.text(&e.self_check), Style::default(), width);
        }
        if v.solved {
            lines.blank();
            let next = if ex.reviewing {
                "ex-next-due"
            } else {
                "ex-next"
            };
            lines.para(&ui.tr(next), ui.theme.dim(), width);
        }
    }
    lines
}

pub(crate) fn render(ui: &Ui, ex: &ExerciseState, body: Rect, buf: &mut Buffer) {
    let l = layout(ui, ex, body);
    if let (Some(b), Some((pos, _))) = (&l.board, ex.shown_position()) {
        let hl = ex.highlights();
        crate::tui::view::board_view(ui, pos.board(), &hl).render_turned(
            b.board,
            buf,
            ex.flipped(),
        );
    }
    top_lines(ui, ex, l.side.width).draw(l.top, buf, 0);
    if let Some(area) = l.answer {
        draw_answers(ui, ex, area, buf);
    }
    let fb = feedback_lines(ui, ex, l.feedback.width);
    // No rows left for the feedback: draw nothing (its mark would land on the status row).
    if !fb.is_empty() && l.feedback.height > 0 {
        let (scroll, max) = ex.scroll.fit(fb.len(), l.feedback.height);
        fb.draw(l.feedback, buf, scroll);
        if max > 0 {
            let mark = if scroll < max { "v" } else { "^" };
            let style = if ex.focus == ExFocus::Feedback {
                ui.theme.focused_title()
            } else {
                ui.theme.dim()
            };
            buf.set_string(
                l.feedback.right().saturating_sub(1),
                l.feedback.y,
                mark,
                style,
            );
        }
    } else if ex.focus == ExFocus::Feedback {
        panel_title(ui, "", true, l.feedback, buf);
    }
}

/// The status bar on the exercise screen: whose turn in the shown position, and the rules.
pub(crate) fn status(ui: &Ui, ex: &ExerciseState, area: Rect, buf: &mut Buffer) {
    let Some((pos, _)) = ex.shown_position() else {
        return;
    };
    let rules =
        ui.fmt(&Message::new("status-rules").arg_msg("rules", rules_text::rules_name(pos.rules())));
    let asks_turn = ex.asks_turn();
    if asks_turn && !ex.verdict.as_ref().is_some_and(|v| v.correct) {
        buf.set_stringn(
            area.x + 1,
            area.y,
            &rules,
            area.width.saturating_sub(1) as usize,
            Style::default(),
        );
        return;
    }
    crate::tui::view::position_status(ui, &pos, &[rules], area, buf);
}
