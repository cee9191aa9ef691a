//! Every screen draws at many terminal sizes without panicking, and the ones below 80 x 24
//! show the "enlarge the terminal" message instead.

use crate::tui_common;

use janggi_tutor::tui::app::{App, HomeEntry};
use ratatui::crossterm::event::KeyCode;
use tui_common::{app, draw, open};

/// The app in many states: each screen, each exercise, overlays, input lines.
fn states() -> Vec<App> {
    let mut out = Vec::new();
    for lang in ["en", "zh", "ko"] {
        out.push(app(lang));
        for entry in [
            HomeEntry::Rules,
            HomeEntry::Faq,
            HomeEntry::Free,
            HomeEntry::Settings,
        ] {
            let mut a = app(lang);
            open(&mut a, entry);
            out.push(a);
        }
        let mut a = app(lang);
        open(&mut a, HomeEntry::Faq);
        a.press(KeyCode::Enter);
        out.push(a);
        let mut a = app(lang);
        open(&mut a, HomeEntry::Free);
        a.press(KeyCode::Char('?'));
        out.push(a);
        let mut a = app(lang);
        open(&mut a, HomeEntry::Free);
        a.press(KeyCode::Char('f'));
        a.type_text(&"9/".repeat(40));
        out.push(a);
        let n = app(lang).lessons().list.len();
        for l in 0..n {
            let count = app(lang).lessons().list[l].exercises.len();
            for e in 0..count {
                let mut a = app(lang);
                a.open_exercise(l, e);
                out.push(a);
                // Answered (possibly wrong): the feedback panel too.
                let mut a = app(lang);
                a.open_exercise(l, e);
                a.press(KeyCode::Char('1'));
                a.press(KeyCode::Char('s'));
                out.push(a);
            }
        }
    }
    out
}

#[test]
fn every_screen_at_every_size() {
    let sizes = [
        (80, 24),
        (81, 25),
        (100, 30),
        (120, 40),
        (200, 60),
        (250, 24),
        (80, 100),
        (79, 24),
        (80, 23),
        (20, 5),
        (1, 1),
        (0, 0),
    ];
    for mut a in states() {
        for (w, h) in sizes {
            let text = draw(&mut a, w, h);
            if w < 80 || h < 24 {
                if w >= 40 && h >= 5 {
                    assert!(text.contains("80"), "{w}x{h}:\n{text}");
                }
            } else {
                assert!(text.contains("janggi-tutor"), "{w}x{h}:\n{text}");
            }
            // Clicking anywhere never panics either.
            a.click(w / 2, h / 2);
        }
    }
}
