//! "My mistakes": misconceptions with their miss counts on the left; on the right what the
//! highlighted one means, where it was missed and the lesson that teaches it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::i18n::{Message, misconception_message};
use crate::tui::app::App;
use crate::tui::screens::mistakes::{MistakesState, teaching_lesson};
use crate::tui::view::pane::{self, PaneContent};
use crate::tui::view::text::Lines;

pub fn render(app: &App, m: &MistakesState, body: Rect, buf: &mut Buffer) {
    let groups = app.progress.mistakes_by_misconception();
    let items: Vec<(String, Style)> = groups
        .iter()
        .map(|g| {
            (
                format!(
                    "{:>2}  {}",
                    g.misses,
                    app.fmt(&misconception_message(&g.tag))
                ),
                Style::default(),
            )
        })
        .collect();
    let content = PaneContent {
        list_title: app.tr("mistakes-title"),
        items: &items,
        text_title: None,
    };
    let text = |w: u16| {
        let mut lines = Lines::new();
        let Some(g) = groups.get(m.pane.index) else {
            lines.para(&app.tr("mistakes-none"), app.theme.dim(), w);
            return lines;
        };
        lines.para(
            &app.fmt(&misconception_message(&g.tag)),
            app.theme.title(),
            w,
        );
        lines.para(
            &app.fmt(&Message::new("mistakes-count").arg_num("count", g.misses)),
            Style::default(),
            w,
        );
        lines.blank();
        lines.para(&app.tr("mistakes-missed-in"), app.theme.title(), w);
        for (l, e) in &g.exercises {
            let title = app
                .lessons
                .position(l)
                .map(|i| app.text(&app.lessons.list[i].title).into_owned())
                .unwrap_or_else(|| l.clone());
            lines.item("- ", &format!("{title} ({e})"), Style::default(), w);
        }
        lines.blank();
        match teaching_lesson(&app.lessons, g) {
            Some((l, _)) => {
                lines.para(
                    &app.fmt(
                        &Message::new("mistakes-taught-in")
                            .arg("lesson", app.text(&app.lessons.list[l].title).into_owned()),
                    ),
                    app.theme.good(),
                    w,
                );
                lines.para(&app.tr("mistakes-open-hint"), app.theme.dim(), w);
            }
            None => {
                lines.para(&app.tr("mistakes-no-lesson"), app.theme.dim(), w);
            }
        }
        lines
    };
    pane::render(app, &m.pane, content, text, body, buf);
}
