//! Trainer screen speed: the first frame after start (app construction included: translations,
//! lessons, progress) and one key press plus the redraw it causes. Goals: first frame under
//! 100 ms, key + redraw under 5 ms. Run: `cargo bench --bench tui`.

use divan::Bencher;
use janggi_tutor::tui::app::{App, Config, HomeEntry};
use janggi_tutor::tui::load_lessons;
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

/// A config as the binary builds it: the embedded lessons and FAQ (parsed now), progress in
/// memory.
fn config() -> Config {
    let (lessons, _) = load_lessons(None);
    Config {
        lessons,
        faq: janggi_tutor::faq::Faq::embedded().expect("embedded FAQ"),
        ..Config::for_tests()
    }
}

/// Builds the app as the binary does at start (translations, lessons, progress) and draws its
/// first frame.
#[divan::bench(args = SIZES)]
fn first_frame(bencher: Bencher, (w, h): (u16, u16)) {
    bencher.bench(|| {
        let app = App::new(config());
        let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
        draw(&app, &mut terminal);
        divan::black_box(terminal.backend().buffer().area);
    });
}

fn free_board() -> App {
    let mut app = App::new(config());
    // The home list ends with rules, FAQ, free board, board editor, settings.
    assert_eq!(
        app.home_entries().iter().rev().nth(2),
        Some(&HomeEntry::Free)
    );
    for _ in 0..20 {
        app.press(KeyCode::PageDown);
    }
    app.press(KeyCode::Up);
    app.press(KeyCode::Up);
    app.press(KeyCode::Enter);
    assert_eq!(app.screen_name(), "free");
    app
}

/// One key on the free board and the redraw: the cursor moves, or a piece is selected and
/// its legal points computed (Enter on alternate presses).
#[divan::bench(args = SIZES)]
fn key_and_redraw(bencher: Bencher, (w, h): (u16, u16)) {
    let mut app = free_board();
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    draw(&app, &mut terminal);
    let keys = [
        KeyCode::Enter,
        KeyCode::Left,
        KeyCode::Enter,
        KeyCode::Right,
    ];
    let mut i = 0;
    bencher.bench_local(|| {
        app.press(keys[i % keys.len()]);
        i += 1;
        draw(&app, &mut terminal);
    });
}

/// An exercise (the cannon's destinations): marking a point and redrawing.
#[divan::bench(args = SIZES)]
fn exercise_key_and_redraw(bencher: Bencher, (w, h): (u16, u16)) {
    let mut app = App::new(config());
    let lesson = app
        .lessons()
        .position("cannon")
        .expect("embedded cannon lesson");
    app.open_exercise(lesson, 0);
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    draw(&app, &mut terminal);
    bencher.bench_local(|| {
        app.press(KeyCode::Enter);
        draw(&app, &mut terminal);
    });
}

/// The home screen: moving the selection and redrawing.
#[divan::bench(args = SIZES)]
fn home_key_and_redraw(bencher: Bencher, (w, h): (u16, u16)) {
    let mut app = App::new(config());
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    draw(&app, &mut terminal);
    let mut down = true;
    bencher.bench_local(|| {
        app.press(if down { KeyCode::Down } else { KeyCode::Up });
        down = !down;
        draw(&app, &mut terminal);
    });
}

/// A lesson page read step by step: the next step (its board built at load) and the redraw,
/// forth and back over lesson 1's steps.
#[divan::bench(args = SIZES)]
fn lesson_step_key_and_redraw(bencher: Bencher, (w, h): (u16, u16)) {
    let mut app = App::new(config());
    app.press(KeyCode::Enter);
    assert_eq!(app.screen_name(), "lesson");
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    draw(&app, &mut terminal);
    let mut i = 0;
    bencher.bench_local(|| {
        // Right through steps 1-4 and Left back, never past the last step.
        app.press(if i % 6 < 3 {
            KeyCode::Right
        } else {
            KeyCode::Left
        });
        i += 1;
        draw(&app, &mut terminal);
    });
}
