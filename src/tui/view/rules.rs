//! The rules reference: sections on the left, the text on the right (scrollable).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::text::Lines;
use super::{draw_list, panel_title};
use crate::i18n::rules_text;
use crate::rules::RuleSet;
use crate::tui::app::{App, PaneFocus, RULE_SECTIONS, RulesState};
use crate::tui::layout;

/// The text of a section, wrapped to `width`.
pub fn section_lines(app: &App, section: &str, width: u16) -> Lines {
    let mut lines = Lines::new();
    if section == "versions" {
        lines.para(&app.tr("rules-ref-versions-body"), Style::default(), width);
        for rules in RuleSet::ALL {
            lines.blank();
            lines.para(
                &format!(
                    "{}  [{}]",
                    app.fmt(&rules_text::rules_name(rules)),
                    rules.id()
                ),
                app.theme.title(),
                width,
            );
            lines.para(
                &app.fmt(&rules_text::rules_description(rules)),
                Style::default(),
                width,
            );
        }
        return lines;
    }
    let body = app.tr(&format!("rules-ref-{section}-body"));
    for (i, para) in body.split('\n').enumerate() {
        if i > 0 {
            lines.blank();
        }
        match para.strip_prefix("- ") {
            Some(item) => lines.item("- ", item, Style::default(), width),
            None => lines.para(para, Style::default(), width),
        };
    }
    lines
}

pub fn render(app: &App, r: &RulesState, body: Rect, buf: &mut Buffer) {
    let panes = layout::two_pane(body, layout::LIST_WIDTH);
    panel_title(
        app,
        &app.tr("rules-ref-title"),
        r.focus == PaneFocus::List,
        panes.left,
        buf,
    );
    let items: Vec<(String, Style)> = RULE_SECTIONS
        .iter()
        .map(|s| (app.tr(&format!("rules-ref-{s}-title")), Style::default()))
        .collect();
    draw_list(
        app,
        &items,
        Some(r.section),
        r.focus == PaneFocus::List,
        layout::below(panes.left, 1),
        buf,
    );
    let section = RULE_SECTIONS[r.section];
    panel_title(
        app,
        &app.tr(&format!("rules-ref-{section}-title")),
        r.focus == PaneFocus::Text,
        panes.right,
        buf,
    );
    let lines = section_lines(app, section, panes.right.width);
    let text_area = layout::below(panes.right, 1);
    // Never scroll past the end: the last screenful stays.
    let max_scroll = lines.len().saturating_sub(text_area.height as usize);
    let scroll = (r.scroll as usize).min(max_scroll);
    lines.draw(text_area, buf, scroll);
    if max_scroll > 0 {
        let more = if scroll < max_scroll { "v" } else { "^" };
        let x = panes.right.right().saturating_sub(1);
        buf.set_string(x, panes.right.y, more, app.theme.dim());
    }
}
