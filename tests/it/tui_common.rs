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
    answer: {legal: false, reason: cannon-screen-cannon}
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
    position: {fen: "4k4/9/9/9/9/9/9/3R5/9/5K3 w - - 0 1"}
    prompt: {zh: 车能从 d3 走到 e2 吗？, ko: 차가 d3에서 e2로 갈 수 있나요?, en: Can the chariot go from d3 to e2?}
    self_check: {zh: 九宫斜线不能推广为全盘任意斜走。, ko: 궁성 대각선이 아무 데서나 대각선으로 가도 된다는 뜻은 아닙니다., en: Palace lines are no licence to move diagonally anywhere.}
    explanation: {zh: d3 在宫内斜线上。, ko: d3은 궁성 대각선 위에 있습니다., en: d3 lies on a palace line.}
    kind: claim
    claim: {is: legal, move: d3e2}
    answer: true
"#,
    r#"
id: all-kinds
phase: review
order: 1
title: {zh: 七种练习, ko: 일곱 가지 문제, en: Seven kinds of exercise}
intro:
  zh: 每种练习各一道。
  ko: 문제 종류마다 하나씩 있습니다.
  en: One exercise of each kind.
exercises:
  - id: horse-points
    prompt: {zh: 标出 b1 的马的合法落点。, ko: b1의 마가 갈 수 있는 칸을 표시하세요., en: Mark the legal points of the horse on b1.}
    self_check: {zh: 先看马腿。, ko: 멱을 먼저 봅니다., en: Look at the leg first.}
    explanation: {zh: c1 的象挡住了去 d2 的马腿。, ko: c1의 상이 d2로 가는 멱을 막습니다., en: The elephant on c1 blocks the leg towards d2.}
    hints:
      - {zh: 一共两个点。, ko: 모두 두 곳입니다., en: There are two points.}
    position: {fen: "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"}
    kind: destinations
    square: b1
    answer: [a3, c3]
  - id: horse-judge
    prompt: {zh: b1 的马能走到 d2 吗？, ko: b1의 마가 d2로 갈 수 있나요?, en: Can the horse on b1 go to d2?}
    self_check: {zh: 先看马腿。, ko: 멱을 먼저 봅니다., en: Look at the leg first.}
    explanation: {zh: 马腿 c1 被挡住了。, ko: 멱 c1이 막혀 있습니다., en: "Its leg, c1, is blocked."}
    position: {fen: "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"}
    kind: judge
    move: b1d2
    answer: {legal: false, reason: horse-leg-blocked}
  - id: chariot-capture
    prompt: {zh: 用车吃掉汉车。, ko: 차로 한의 차를 잡으세요., en: Capture Han's chariot with your chariot.}
    self_check: {zh: 车直走吃子。, ko: 차는 곧게 가서 잡습니다., en: A chariot captures straight along its line.}
    explanation: {zh: e2e6 吃车。, ko: e2e6으로 차를 잡습니다., en: e2e6 takes the chariot.}
    position: {fen: "4k4/9/9/9/4r4/9/9/9/4R4/3K5 w - - 0 1"}
    kind: play
    goal: {capture: e6}
    answer: [e2e6]
  - id: cannon-facts
    prompt: {zh: 哪些说法对朝鲜包成立？, ko: 장기의 포에 대해 맞는 것은?, en: Which are true of the Janggi cannon?}
    self_check: {zh: 包不吃子也要跳板。, ko: 포는 잡지 않을 때도 포다리가 필요합니다., en: A cannon needs a screen even without capturing.}
    explanation: {zh: 包走子也要跳板，不能吃包。, ko: 포는 움직일 때도 포다리가 필요하고 포를 잡지 못합니다., en: A cannon needs a screen to move and never captures a cannon.}
    kind: choice
    options:
      - text: {zh: 不吃子时也需要跳板, ko: 잡지 않을 때도 포다리가 필요하다, en: It needs a screen even when not capturing}
        correct: true
      - text: {zh: 可以吃对方的包, ko: 상대 포를 잡을 수 있다, en: It may capture an enemy cannon}
        correct: false
  - id: screen-leaves
    prompt: {zh: 马离开 b5 后，b3 的包哪条线变了？, ko: 마가 b5를 떠나면 b3 포의 어느 길이 바뀌나요?, en: "When the horse leaves b5, which line of the cannon on b3 changes?"}
    self_check: {zh: 跳板走了，线就关了。, ko: 포다리가 떠나면 길이 닫힙니다., en: "When the screen leaves, the line closes."}
    explanation: {zh: b3 向上的线关闭了。, ko: b3의 위쪽 길이 닫혔습니다., en: The cannon's upward line closed.}
    position: {fen: "9/4k4/9/9/9/1N7/9/1C7/3K5/9 w - - 0 1"}
    kind: lines
    moves: [b5c7]
    answer: {opened: [], closed: ["b3:up"]}
  - id: two-horses
    prompt: {zh: 复盘两步马。, ko: 마 두 수를 복기합니다., en: Replay two horse moves.}
    self_check: {zh: 每一步都看马腿。, ko: 수마다 멱을 봅니다., en: Check the leg at every step.}
    explanation: {zh: c4 的兵挡住了马腿。, ko: c4의 졸이 멱을 막습니다., en: The soldier on c4 blocks the leg.}
    position: {fen: "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"}
    kind: replay
    moves: [b1c3, b10c8]
    steps:
      - after: 0
        prompt: {zh: 现在轮到楚走吗？, ko: 지금 초의 차례인가요?, en: Is it Cho's turn now?}
        kind: claim
        claim: {is: to-move, side: cho}
        answer: true
      - after: 2
        prompt: {zh: c3 的马能走到 b5 吗？, ko: c3의 마가 b5로 갈 수 있나요?, en: Can the horse on c3 go to b5?}
        kind: judge
        move: c3b5
        answer: {legal: false, reason: horse-leg-blocked}
  - id: soldier-claim
    prompt: {zh: 判断：a4 的兵可以走到 a5。, ko: a4의 졸은 a5로 갈 수 있다. 참일까요?, en: True or false? The soldier on a4 may step to a5.}
    self_check: {zh: 兵可以向前走。, ko: 졸은 앞으로 갈 수 있습니다., en: A soldier may step forward.}
    explanation: {zh: 兵向前走一步，合法。, ko: "앞으로 한 칸, 둘 수 있습니다.", en: One step forward is legal.}
    position: {fen: "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"}
    kind: claim
    claim: {is: legal, move: a4a5}
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

/// A small FAQ: one entry whose claim depends on the rule set, one plain entry.
pub const FIXTURE_FAQ: &str = r#"
entries:
  - id: soldier-diagonal
    question:
      zh: 兵能在九宫里斜走吗？
      ko: 졸은 궁성 안에서 대각선으로 갈 수 있나요?
      en: Can a soldier step diagonally in the palace?
    answer:
      zh: 按基础规则不能；在 Fairy-Stockfish 的规则版本中可以沿宫内斜线向前斜走。
      ko: 기본 규칙에서는 안 됩니다. Fairy-Stockfish 규칙에서는 궁성 대각선을 따라 앞쪽으로 갈 수 있습니다.
      en: Not under the basic rules; under the Fairy-Stockfish rule sets it may step forward along a palace line.
    claims:
      - position: {fen: "3k5/9/3P5/9/9/9/9/9/9/4K4 w - - 0 1"}
        rules: all
        statement: {is: legal, move: d8e9}
        expect: {basic: false, others: true}
        note:
          zh: d8 和 e9 都在汉方九宫的宫内斜线上。
          ko: d8과 e9는 모두 한의 궁성 대각선 위에 있습니다.
          en: d8 and e9 both lie on a palace line of Han's palace.
  - id: cho-first
    question:
      zh: 是不是楚棋先走？
      ko: 초가 먼저 두나요?
      en: Does Cho move first?
    answer:
      zh: 是。
      ko: 네.
      en: Yes.
    claims:
      - statement: {is: to-move, side: cho}
        expect: true
"#;

pub fn fixture_faq() -> janggi_tutor::faq::Faq {
    janggi_tutor::faq::Faq::from_sources(
        vec![("fixture-faq.yaml".into(), FIXTURE_FAQ.into())],
        Vec::new(),
    )
    .expect("fixture FAQ parses")
}

pub fn config(lang: &str) -> Config {
    Config {
        store: ProgressStore::in_memory(),
        cli_lang: Some(lang.to_string()),
        env_lang: None,
        letters: false,
        theme: Theme::colored(),
        lessons: fixture_lessons(),
        faq: fixture_faq(),
        warnings: Vec::new(),
        // New fields (play, engine, editor, ...) start empty.
        ..Config::for_tests()
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
    app.resize(w, h);
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

/// Moves a board cursor to `to` with the arrow keys; `cursor` reads where it is.
pub fn walk_cursor(
    a: &mut App,
    to: janggi_tutor::rules::Square,
    cursor: impl Fn(&App) -> janggi_tutor::rules::Square,
) {
    use ratatui::crossterm::event::KeyCode;
    for _ in 0..20 {
        let c = cursor(a);
        let key = if c.file() < to.file() {
            KeyCode::Right
        } else if c.file() > to.file() {
            KeyCode::Left
        } else if c.rank() < to.rank() {
            KeyCode::Up
        } else if c.rank() > to.rank() {
            KeyCode::Down
        } else {
            return;
        };
        a.press(key);
    }
    panic!("cursor did not reach {to}");
}

/// Snapshots of `build(lang)` in every language and size, named `{name}_{lang}_{w}x{h}`. A macro,
/// not a function: insta names the snapshot files after the module that invokes it, so each test
/// module keeps its own snapshot names.
#[macro_export]
macro_rules! snap {
    ($name:expr, $build:expr) => {{
        let name: &str = $name;
        let build = $build;
        for lang in $crate::tui_common::LANGS {
            for (w, h) in $crate::tui_common::SIZES {
                let mut a = build(lang);
                let text = $crate::tui_common::draw(&mut a, w, h);
                insta::assert_snapshot!(format!("{name}_{lang}_{w}x{h}"), text);
            }
        }
    }};
}
