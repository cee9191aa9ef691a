//! The FAQ page. List view: the questions, and the highlighted one's answer. Opened: the
//! board of a claim under one rule set, the question, the claim with the engine's verdict
//! under each rule set it lists, its evidence, and the answer.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use super::text::Lines;
use super::{draw_list, panel_title};
use crate::faq::text::rules_short;
use crate::i18n::{Message, rules_text};
use crate::tui::app::App;
use crate::tui::board::BoardView;
use crate::tui::faq::{FaqOpen, FaqState};
use crate::tui::layout;

pub fn render(app: &App, f: &FaqState, body: Rect, buf: &mut Buffer) {
    match &f.open {
        Some(o) => render_open(app, f, o, body, buf),
        None => render_list(app, f, body, buf),
    }
}

fn render_list(app: &App, f: &FaqState, body: Rect, buf: &mut Buffer) {
    let panes = layout::two_pane(body, layout::HOME_LIST_WIDTH);
    panel_title(app, &app.tr("faq-page-questions"), true, panes.left, buf);
    let lang = app.lang();
    let items: Vec<(String, Style)> = app
        .faq
        .entries()
        .enumerate()
        .map(|(i, e)| {
            let q = super::text::display_safe(e.question(lang), lang).into_owned();
            (format!("{:>2}. {q}", i + 1), Style::default())
        })
        .collect();
    if items.is_empty() {
        let mut l = Lines::new();
        l.para(&app.tr("faq-page-empty"), app.theme.dim(), panes.left.width);
        l.draw(layout::below(panes.left, 1), buf, 0);
        return;
    }
    draw_list(
        app,
        &items,
        Some(f.entry),
        true,
        layout::below(panes.left, 1),
        buf,
    );
    let Some(e) = app.faq.entries().nth(f.entry) else {
        return;
    };
    let w = panes.right.width;
    let mut lines = Lines::new();
    lines.para(
        &super::text::display_safe(e.question(lang), lang),
        app.theme.title(),
        w,
    );
    lines.blank();
    lines.para(
        &super::text::display_safe(e.answer(lang), lang),
        Style::default(),
        w,
    );
    lines.blank();
    lines.para(
        &app.fmt(&Message::new("faq-page-open").arg_num("count", e.entry.claims.len())),
        app.theme.dim(),
        w,
    );
    draw_scrolled(app, &lines, panes.right, f.scroll, buf);
}

/// Draws `lines` in `area`, scrolled, never past the end; `v`/`^` says there is more.
fn draw_scrolled(app: &App, lines: &Lines, area: Rect, scroll: u16, buf: &mut Buffer) {
    let max = lines.len().saturating_sub(area.height as usize);
    let scroll = (scroll as usize).min(max);
    lines.draw(area, buf, scroll);
    if max > 0 {
        let mark = if scroll < max { "v" } else { "^" };
        buf.set_string(
            area.right().saturating_sub(1),
            area.y,
            mark,
            app.theme.dim(),
        );
    }
}

/// The text column of an opened question.
pub fn open_lines(app: &App, f: &FaqState, o: &FaqOpen, width: u16) -> Lines {
    let lang = app.lang();
    let mut lines = Lines::new();
    let Some(e) = app.faq.entries().nth(f.entry) else {
        return lines;
    };
    lines.para(
        &super::text::display_safe(e.question(lang), lang),
        app.theme.title(),
        width,
    );
    if let Some(claim) = o.report.claims.get(o.claim) {
        lines.para(
            &app.fmt(
                &Message::new("faq-page-claim")
                    .arg_num("n", o.claim + 1)
                    .arg_num("count", o.report.claims.len()),
            ),
            app.theme.dim(),
            width,
        );
        lines.para(&app.fmt(&claim.sentence()), Style::default(), width);
        if let Some(note) = &claim.claim.note {
            lines.para(&app.text(note), app.theme.dim(), width);
        }
        if let Some(p) = &claim.problem {
            for m in &p.messages {
                lines.para(&app.fmt(m), app.theme.bad(), width);
            }
        }
        for (i, run) in claim.runs.iter().enumerate() {
            let style = match run.holds() {
                Some(true) => app.theme.good(),
                Some(false) => app.theme.bad(),
                None => Style::default(),
            };
            let marker = if i == o.run { "> " } else { "  " };
            let text = app.label_value(&app.fmt(&rules_short(run.rules)), &app.fmt(&run.verdict()));
            lines.item(marker, &text, style, width);
        }
        if let Some(run) = claim.runs.get(o.run) {
            for m in run.messages() {
                lines.para(&app.fmt(&m), Style::default(), width);
            }
        }
    }
    lines.blank();
    lines.para(
        &super::text::display_safe(e.answer(lang), lang),
        Style::default(),
        width,
    );
    lines.blank();
    lines.para(&app.tr("faq-page-keys"), app.theme.dim(), width);
    lines
}

fn render_open(app: &App, f: &FaqState, o: &FaqOpen, body: Rect, buf: &mut Buffer) {
    let board = o.board();
    let side = match &board {
        Some((pos, hl)) => {
            let split = layout::board_split(body, app.style);
            BoardView {
                board: pos.board(),
                style: app.style,
                theme: app.theme,
                highlights: hl,
            }
            .render(split.board, buf);
            split.side
        }
        None => Rect::new(
            body.x + 1,
            body.y,
            body.width.saturating_sub(2),
            body.height,
        ),
    };
    let lines = open_lines(app, f, o, side.width);
    draw_scrolled(app, &lines, side, o.scroll, buf);
}

/// The status bar of an opened question: the shown position's side to move and rule set.
pub fn status(app: &App, f: &FaqState, area: Rect, buf: &mut Buffer) {
    let Some((pos, _)) = f.open.as_ref().and_then(FaqOpen::board) else {
        return;
    };
    let rules = app
        .fmt(&Message::new("status-rules").arg_msg("rules", rules_text::rules_name(pos.rules())));
    super::position_status(app, &pos, &[rules], area, buf);
}
