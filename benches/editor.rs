//! The board editor's speed: one key and the redraw it causes, where every change of the
//! board asks the engine again whether the position is legal (strict, then as a drill).
//! Goal: under 5 ms (issue 15). Run: `cargo bench --bench editor`.

use divan::Bencher;
use janggi_tutor::rules::{RuleSet, Setup};
use janggi_tutor::tui::app::{App, Config, Opening};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;

fn main() {
    divan::main();
}

const SIZES: [(u16, u16); 2] = [(80, 24), (160, 50)];

fn draw(app: &App, terminal: &mut Terminal<TestBackend>) {
    terminal
        .draw(|f| f.render_widget(app, f.area()))
        .expect("test backend never fails");
}

/// The app opened on the board editor, as `janggi-tutor edit` opens it.
fn editor() -> App {
    let app = App::new(Config {
        open: Opening::Editor(Setup::start(), RuleSet::Janggi),
        ..Config::for_tests()
    });
    assert_eq!(app.screen_name(), "editor");
    app
}

/// A key and the redraw: a piece placed (or taken off again), the cursor moved, a point
/// cleared; each change of the board is judged by the engine before the frame is drawn.
#[divan::bench(args = SIZES)]
fn key_and_redraw(bencher: Bencher, (w, h): (u16, u16)) {
    let mut app = editor();
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    draw(&app, &mut terminal);
    let keys = [
        KeyCode::Char('P'),
        KeyCode::Right,
        KeyCode::Char('x'),
        KeyCode::Left,
        KeyCode::Char('s'),
        KeyCode::Char('t'),
    ];
    let mut i = 0;
    bencher.bench_local(|| {
        app.press(keys[i % keys.len()]);
        i += 1;
        draw(&app, &mut terminal);
        divan::black_box(terminal.backend().buffer().area);
    });
}

/// Opening the export list and writing a lesson skeleton (a `replay` around the position:
/// the engine finds the moves and the step's answer; all three languages' placeholders).
#[divan::bench]
fn export_skeleton(bencher: Bencher) {
    let mut app = editor();
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    bencher.bench_local(|| {
        app.press(KeyCode::Char('e'));
        for _ in 0..7 {
            app.press(KeyCode::Down);
        }
        app.press(KeyCode::Enter);
        draw(&app, &mut terminal);
        divan::black_box(app.take_clipboard());
    });
}
