//! The FAQ page. List view: the questions, and the highlighted one's answer. Opened: the
//! board of a claim under one rule set, the question, the claim with the engine's verdict
//! under each rule set it lists, its evidence, and the answer.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use crate::faq::Faq;
use crate::faq::text::rules_short;
use crate::i18n::{Message, rules_text};
use crate::tui::layout;
use crate::tui::screens::faq::{FaqOpen, FaqState};
use crate::tui::view::Ui;
use crate::tui::view::pane::{self, PaneContent, draw_scrolled};
use crate::tui::view::panel_title;
use crate::tui::view::text::Lines;

pub(crate) fn render(ui: &Ui, faq: &Faq, f: &FaqState, body: Rect, buf: &mut Buffer) {
    match &f.open {
        Some(o) => render_open(ui, faq, f, o, body, buf),
        None => render_list(ui, faq, f, body, buf),
    }
}

fn render_list(ui: &Ui, faq: &Faq, f: &FaqState, body: Rect, buf: &mut Buffer) {
    let lang = ui.lang();
    let items: Vec<(String, Style)> = faq
        .entries()
        .enumerate()
        .map(|(i, e)| {
            let q = crate::tui::view::text::display_safe(e.question(lang), lang).into_owned();
            (format!("{:>2}. {q}", i + 1), Style::default())
        })
        .collect();
    if items.is_empty() {
        let panes = layout::two_pane(body, f.pane.config.min_left);
        panel_title(ui, &ui.tr("faq-page-questions"), true, panes.left, buf);
        let mut l = Lines::new();
        l.para(&ui.tr("faq-page-empty"), ui.theme.dim(), panes.left.width);
        l.draw(layout::below(panes.left, 1), buf, 0);
        return;
    }
    let content = PaneContent {
        list_title: ui.tr("faq-page-questions"),
        items: &items,
        text_title: None,
    };
    pane::render(
        ui,
        &f.pane,
        content,
        |w| answer_lines(ui, faq, f, w),
        body,
        buf,
    );
}

/// The highlighted question and its answer (the list view's text).
fn answer_lines(ui: &Ui, faq: &Faq, f: &FaqState, w: u16) -> Lines {
    let lang = ui.lang();
    let mut lines = Lines::new();
    let Some(e) = faq.entries().nth(f.entry()) else {
        return lines;
    };
    lines.para(
        &crate::tui::view::text::display_safe(e.question(lang), lang),
        ui.theme.title(),
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
        &ui.fmt(&Message::new("faq-page-open").arg_num("count", e.entry.claims.len())),
        ui.theme.dim(),
        w,
    );
    lines
}

/// The text column of an opened question.
pub(crate) fn open_lines(ui: &Ui, faq: &Faq, f: &FaqState, o: &FaqOpen, width: u16) -> Lines {
    let lang = ui.lang();
    let mut lines = Lines::new();
    let Some(e) = faq.entries().nth(f.entry()) else {
        return lines;
    };
    lines.para(
        &crate::tui::view::text::display_safe(e.question(lang), lang),
        ui.theme.title(),
        width,
    );
    if let Some(claim) = o.report.claims.get(o.claim) {
        lines.para(
            &ui.fmt(
                &Message::new("faq-page-claim")
                    .arg_num("n", o.claim + 1)
                    .arg_num("count", o.report.claims.len()),
            ),
            ui.theme.dim(),
            width,
        );
        lines.para(&ui.fmt(&claim.sentence()), Style::default(), width);
        if let Some(note) = &claim.claim.note {
            lines.para(&ui.text(note), ui.theme.dim(), width);
        }
        if let Some(p) = &claim.problem {
            for m in &p.messages {
                lines.para(&ui.fmt(m), ui.theme.bad(), width);
            }
        }
        for (i, run) in claim.runs.iter().enumerate() {
            let style = match run.holds() {
                Some(true) => ui.theme.good(),
                Some(false) => ui.theme.bad(),
                None => Style::default(),
            };
            let marker = if i == o.run { "> " } else { "  " };
            let text = ui.label_value(&ui.fmt(&rules_short(run.rules)), &ui.fmt(&run.verdict()));
            lines.item(marker, &text, style, width);
        }
        if let Some(run) = claim.runs.get(o.run) {
            for m in run.messages() {
                lines.para(&ui.fmt(&m), Style::default(), width);
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
    lines.para(&ui.tr("faq-page-keys"), ui.theme.dim(), width);
    lines
}

fn render_open(ui: &Ui, faq: &Faq, f: &FaqState, o: &FaqOpen, body: Rect, buf: &mut Buffer) {
    let board = o.board();
    let side = match &board {
        Some((pos, hl)) => {
            let split = layout::board_split(body, ui.style);
            crate::tui::view::board_view(ui, pos.board(), hl).render(split.board, buf);
            split.side
        }
        None => Rect::new(
            body.x + 1,
            body.y,
            body.width.saturating_sub(2),
            body.height,
        ),
    };
    let lines = open_lines(ui, faq, f, o, side.width);
    draw_scrolled(ui, &lines, side, side.y, &o.scroll, buf);
}

/// The status bar of an opened question: the shown position's side to move and rule set.
pub(crate) fn status(ui: &Ui, f: &FaqState, area: Rect, buf: &mut Buffer) {
    let Some((pos, _)) = f.open.as_ref().and_then(FaqOpen::board) else {
        return;
    };
    let rules =
        ui.fmt(&Message::new("status-rules").arg_msg("rules", rules_text::rules_name(pos.rules())));
    crate::tui::view::position_status(ui, &pos, &[rules], area, buf);
}
