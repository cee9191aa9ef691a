//! The FAQ page. List view: the questions, and the highlighted one's answer. Opened: the
//! board of a claim under one rule set, the question, the claim with the engine's verdict
//! under each rule set it lists, its evidence, and the answer.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use crate::faq::text::rules_short;
use crate::i18n::{Message, rules_text};
use crate::tui::app::App;
use crate::tui::layout;
use crate::tui::screens::faq::{FaqOpen, FaqState};
use crate::tui::view::pane::{self, PaneContent, draw_scrolled};
use crate::tui::view::panel_title;
use crate::tui::view::text::Lines;

pub fn render(app: &App, f: &FaqState, body: Rect, buf: &mut Buffer) {
    match &f.open {
        Some(o) => render_open(app, f, o, body, buf),
        None => render_list(app, f, body, buf),
    }
}

fn render_list(app: &App, f: &FaqState, body: Rect, buf: &mut Buffer) {
    let lang = app.lang();
    let items: Vec<(String, Style)> = app
        .faq
        .entries()
        .enumerate()
        .map(|(i, e)| {
            let q = crate::tui::view::text::display_safe(e.question(lang), lang).into_owned();
            (format!("{:>2}. {q}", i + 1), Style::default())
        })
        .collect();
    if items.is_empty() {
        let panes = layout::two_pane(body, f.pane.config.min_left);
        panel_title(app, &app.tr("faq-page-questions"), true, panes.left, buf);
        let mut l = Lines::new();
        l.para(&app.tr("faq-page-empty"), app.theme.dim(), panes.left.width);
        l.draw(layout::below(panes.left, 1), buf, 0);
        return;
    }
    let content = PaneContent {
        list_title: app.tr("faq-page-questions"),
        items: &items,
        text_title: None,
    };
    pane::render(
        app,
        &f.pane,
        content,
        |w| answer_lines(app, f, w),
        body,
        buf,
    );
}

/// The highlighted question and its answer (the list view's text).
fn answer_lines(app: &App, f: &FaqState, w: u16) -> Lines {
    let lang = app.lang();
    let mut lines = Lines::new();
    let Some(e) = app.faq.entries().nth(f.entry()) else {
        return lines;
    };
    lines.para(
        &crate::tui::view::text::display_safe(e.question(lang), lang),
        app.theme.title(),
        w,
    );
    lines.blank();
    lines.para(
        &crate::tui::view::text::display_safe(e.answer(lang), lang),
        Style::default(),
        w,
    );
    lines.blank();
    lines.para(
        &app.fmt(&Message::new("faq-page-open").arg_num("count", e.entry.claims.len())),
        app.theme.dim(),
        w,
    );
    lines
}

/// The text column of an opened question.
pub fn open_lines(app: &App, f: &FaqState, o: &FaqOpen, width: u16) -> Lines {
    let lang = app.lang();
    let mut lines = Lines::new();
    let Some(e) = app.faq.entries().nth(f.entry()) else {
        return lines;
    };
    lines.para(
        &crate::tui::view::text::display_safe(e.question(lang), lang),
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
        &crate::tui::view::text::display_safe(e.answer(lang), lang),
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
            crate::tui::view::board_view(app, pos.board(), hl).render(split.board, buf);
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
    draw_scrolled(app, &lines, side, side.y, &o.scroll, buf);
}

/// The status bar of an opened question: the shown position's side to move and rule set.
pub fn status(app: &App, f: &FaqState, area: Rect, buf: &mut Buffer) {
    let Some((pos, _)) = f.open.as_ref().and_then(FaqOpen::board) else {
        return;
    };
    let rules = app
        .fmt(&Message::new("status-rules").arg_msg("rules", rules_text::rules_name(pos.rules())));
    crate::tui::view::position_status(app, &pos, &[rules], area, buf);
}
