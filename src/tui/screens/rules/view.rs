//! The rules reference: sections on the left, the text on the right (scrollable).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::i18n::rules_text;
use crate::rules::RuleSet;
use crate::tui::screens::rules::{RULE_SECTIONS, RulesState};
use crate::tui::view::Ui;
use crate::tui::view::pane::{self, PaneContent};
use crate::tui::view::text::Lines;

/// The text of a section, wrapped to `width`.
pub(crate) fn section_lines(ui: &Ui, section: &str, width: u16) -> Lines {
    let mut lines = Lines::new();
    if section == "versions" {
        lines.para(&ui.tr("rules-ref-versions-body"), Style::default(), width);
        for rules in RuleSet::ALL {
            lines.blank();
            lines.para(
                &format!(
                    "{}  [{}]",
                    ui.fmt(&rules_text::rules_name(rules)),
                    rules.id()
                ),
                ui.theme.title(),
                width,
            );
            lines.para(
                &ui.fmt(&rules_text::rules_description(rules)),
                Style::default(),
                width,
            );
        }
        return lines;
    }
    let body = ui.tr(&format!("rules-ref-{section}-body"));
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

pub(crate) fn render(ui: &Ui, r: &RulesState, body: Rect, buf: &mut Buffer) {
    let items: Vec<(String, Style)> = RULE_SECTIONS
        .iter()
        .map(|s| (ui.tr(&format!("rules-ref-{s}-title")), Style::default()))
        .collect();
    let section = r.section();
    let content = PaneContent {
        list_title: ui.tr("rules-ref-title"),
        items: &items,
        text_title: Some(ui.tr(&format!("rules-ref-{section}-title"))),
    };
    pane::render(
        ui,
        &r.pane,
        content,
        |w| section_lines(ui, section, w),
        body,
        buf,
    );
}
