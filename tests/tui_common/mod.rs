//! Shared helpers for the TUI tests: building an app, drawing it into a test backend,
//! a few small lessons.
#![allow(dead_code)]

use janggi_tutor::lesson::model::Lesson;
use janggi_tutor::trainer::progress::ProgressStore;
use janggi_tutor::tui::app::{App, Config};
use janggi_tutor::tui::lessons::Lessons;
use janggi_tutor::tui::screen_text::buffer_text;
use janggi_tutor::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;

pub const LANGS: [&str; 3] = ["en", "zh", "ko"];
pub const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

/// A small lesson per phase, enough to show the home screen's structure.
pub const FIXTURE_LESSONS: &[&str] = &[
    r#"
id: cannon-screen
phase: understand
order: 1
title: {zh: 包的跳板, ko: 포다리, en: The cannon's screen}
intro:
  zh: 包无论走还是吃，都必须隔一枚棋子。
  ko: 포는 움직일 때도 잡을 때도 기물 하나를 넘어야 합니다.
  en: A cannon needs exactly one piece to jump, to move as well as to capture.
exercises:
  - id: no-screen
    position: {fen: "4k4/9/9/9/9/9/9/1C7/9/4K4 w - - 0 1"}
    prompt: {zh: 这个包能走到哪里？, ko: 이 포는 어디로 갈 수 있나요?, en: Where can this cannon go?}
    self_check: {zh: 包连不吃子的移动也需要跳板。, ko: 포는 잡지 않을 때도 포다리가 필요합니다., en: A cannon needs a screen even when it does not capture.}
    explanation: {zh: 没有跳板，哪里也去不了。, ko: 포다리가 없으니 갈 곳이 없습니다., en: With no screen it cannot move at all.}
    kind: destinations
    square: b3
    answer: []
  - id: jump-cannon
    position: {fen: "4k4/9/1p7/9/9/9/1c7/1C7/9/4K4 w - - 0 1", relaxed: true}
    prompt: {zh: b3 的包能跳过 b4 的包吃 b8 的兵吗？, ko: b3의 포가 b4의 포를 넘어 b8의 졸을 잡을 수 있나요?, en: Can the cannon on b3 jump the cannon on b4 to take the soldier on b8?}
    self_check: {zh: 先看跳板是什么子。, ko: 포다리가 어떤 기물인지 먼저 봅니다., en: Check what kind of piece the screen is first.}
    explanation: {zh: 包不能用包作跳板。, ko: 포는 포를 포다리로 삼을 수 없습니다., en: A cannon cannot use a cannon as its screen.}
    kind: judge
    move: b3b8
"#,
    r#"
id: palace-lines
phase: compare
order: 1
title: {zh: 宫内斜线, ko: 궁성 대각선, en: Palace lines}
intro:
  zh: 在九宫里，车和将可以沿斜线走。
  ko: 궁성 안에서는 차와 궁이 대각선을 따라 갈 수 있습니다.
  en: Inside a palace, chariots and kings may follow the diagonal lines.
exercises:
  - id: chariot-diagonal
    position: {fen: "3k5/9/9/9/9/9/9/3R5/9/5K3 w - - 0 1"}
    prompt: {zh: 车能从 d3 走到 e2 吗？, ko: 차가 d3에서 e2로 갈 수 있나요?, en: Can the chariot go from d3 to e2?}
    self_check: {zh: 九宫斜线不能推广为全盘任意斜走。, ko: 궁성 대각선이 아무 데서나 대각선으로 가도 된다는 뜻은 아닙니다., en: Palace lines are no licence to move diagonally anywhere.}
    explanation: {zh: d3 在宫内斜线上。, ko: d3은 궁성 대각선 위에 있습니다., en: d3 lies on a palace line.}
    kind: claim
    claim: {is: legal, move: d3e2}
    answer: true
"#,
];

pub fn fixture_lessons() -> Lessons {
    Lessons::new(
        FIXTURE_LESSONS
            .iter()
            .map(|y| serde_yaml::from_str::<Lesson>(y).expect("fixture lesson parses"))
            .collect(),
    )
}

pub fn config(lang: &str) -> Config {
    Config {
        store: ProgressStore::in_memory(),
        cli_lang: Some(lang.to_string()),
        env_lang: None,
        letters: false,
        theme: Theme::colored(),
        lessons: Lessons::default(),
        warnings: Vec::new(),
    }
}

pub fn app(lang: &str) -> App {
    App::new(config(lang))
}

/// Draws the app at `w` x `h` and returns the screen as text. Also checks that every symbol
/// on screen has the same width in CJK terminals (ambiguous characters drawn wide) as in the
/// others, so the whole screen, not only the board, stays aligned.
pub fn draw(app: &mut App, w: u16, h: u16) -> String {
    use unicode_width::UnicodeWidthStr;
    app.area = Rect::new(0, 0, w, h);
    let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("test backend");
    terminal
        .draw(|f| f.render_widget(&*app, f.area()))
        .expect("draw");
    let buf = terminal.backend().buffer();
    for cell in buf.content() {
        let s = cell.symbol();
        assert_eq!(
            s.width(),
            s.width_cjk(),
            "ambiguous-width symbol {s:?} on screen"
        );
    }
    buffer_text(buf)
}

/// From the home screen, moves down to `entry` with the keyboard and opens it.
pub fn open(app: &mut App, entry: janggi_tutor::tui::app::HomeEntry) {
    use janggi_tutor::tui::app::Screen;
    use ratatui::crossterm::event::KeyCode;
    let entries = app.home_entries();
    let target = entries
        .iter()
        .position(|e| *e == entry)
        .expect("entry on the home screen");
    for _ in 0..entries.len() * 2 {
        let Screen::Home(h) = app.screen() else {
            panic!("not on the home screen")
        };
        match h.index.cmp(&target) {
            std::cmp::Ordering::Less => app.press(KeyCode::Down),
            std::cmp::Ordering::Greater => app.press(KeyCode::Up),
            std::cmp::Ordering::Equal => break,
        }
    }
    app.press(KeyCode::Enter);
}
