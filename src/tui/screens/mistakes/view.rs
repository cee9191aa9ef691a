//! "My mistakes": misconceptions with their miss counts on the left; on the right what the
//! highlighted one means, where it was missed and the lesson that teaches it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::i18n::Message;
use crate::tui::screens::mistakes::{MistakesState, teaching_lesson};
use crate::tui::view::Ui;
use crate::tui::view::pane::{self, PaneContent};
use crate::tui::view::text::Lines;

pub(crate) fn render(ui: &Ui, m: &MistakesState, body: Rect, buf: &mut Buffer) {
    let groups = ui.progress.mistakes_by_misconception();
    let items: Vec<(String, Style)> = groups
        .iter()
        .map(|g| {
            (
                format!(
                    "{:>2}  {}",
                    g.misses,
                    ui.fmt(&ui.lessons.misconception(&g.tag, ui.lang()))
                ),
                Style::default(),
            )
        })
        .collect();
    let content = PaneContent {
        list_title: ui.tr("mistakes-title"),
        items: &items,
        text_title: None,
    };
    let text = |w: u16| {
        let mut lines = Lines::new();
        let Some(g) = groups.get(m.pane.index) else {
            lines.para(&ui.tr("mistakes-none"), ui.theme.dim(), w);
            return lines;
        };
        lines.para(
            &ui.fmt(&ui.lessons.misconception(&g.tag, ui.lang())),
            ui.theme.title(),
            w,
        );
        lines.para(
            &ui.fmt(&Message::new("mistakes-count").arg_num("count", g.misses)),
            Style::default(),
            w,
        );
        lines.blank();
        lines.para(&ui.tr("mistakes-missed-in"), ui.theme.title(), w);
        for (l, e) in &g.exercises {
            let title = ui
                .lessons
                .position(l)
                .map(|i| ui.text(&ui.lessons.list[i].title).into_owned())
                .unwrap_or_else(|| l.clone());
            lines.item("- ", &format!("{title} ({e})"), Style::default(), w);
        }
        lines.blank();
        match teaching_lesson(ui.lessons, g) {
            Some((l, _)) => {
                lines.para(
                    &ui.fmt(
                        &Message::new("mistakes-taught-in")
                            .arg("lesson", ui.text(&ui.lessons.list[l].title).into_owned()),
                    ),
                    ui.theme.good(),
                    w,
                );
                lines.para(&ui.tr("mistakes-open-hint"), ui.theme.dim(), w);
            }
            None => {
                lines.para(&ui.tr("mistakes-no-lesson"), ui.theme.dim(), w);
            }
        }
        lines
    };
    pane::render(ui, &m.pane, content, text, body, buf);
}
