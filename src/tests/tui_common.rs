//! Shared helpers for the TUI tests: building an app, drawing it into a test backend,
//! a few small lessons.
#![allow(dead_code)]

use crate::learner::progress::ProgressStore;
use crate::lesson::model::Lesson;
use crate::tui::app::{App, Config};
use crate::tui::lessons::Lessons;
use crate::tui::screen_text::buffer_text;
use crate::tui::screens::exercise::ExerciseState;
use crate::tui::screens::home::HomeState;
use crate::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

pub(crate) const LANGS: [&str; 3] = ["en", "zh", "ko"];
pub(crate) const SIZES: [(u16, u16); 2] = [SMALL, LARGE];

/// A small lesson per phase, enough to show the home screen's structure.
pub(crate) const FIXTURE_LESSONS: &[&str] = &[
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
    explanation: {zh: c1 的象蹩住了这一侧的马腿。, ko: c1의 상이 그쪽 멱을 막고 있습니다., en: The elephant on c1 blocks the horse's leg on that side.}
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

pub(crate) fn fixture_lessons() -> Lessons {
    Lessons::new(
        FIXTURE_LESSONS
            .iter()
            .map(|y| serde_yaml::from_str::<Lesson>(y).expect("fixture lesson parses"))
            .collect(),
    )
}

/// A small FAQ: one entry whose claim depends on the rule set, one plain entry.
pub(crate) const FIXTURE_FAQ: &str = r#"
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

pub(crate) fn fixture_faq() -> crate::faq::Faq {
    crate::faq::Faq::from_sources(
        vec![("fixture-faq.yaml".into(), FIXTURE_FAQ.into())],
        Vec::new(),
    )
    .expect("fixture FAQ parses")
}

pub(crate) fn config(lang: &str) -> Config {
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

pub(crate) fn app(lang: &str) -> App {
    App::new(config(lang))
}

/// Draws the app at `w` x `h` and returns the screen as text. Also checks that every symbol
/// on screen has the same width in CJK terminals (ambiguous characters drawn wide) as in the
/// others, so the whole screen, not only the board, stays aligned.
pub(crate) fn draw(app: &mut App, w: u16, h: u16) -> String {
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
pub(crate) fn open(app: &mut App, entry: crate::tui::app::HomeEntry) {
    use ratatui::crossterm::event::KeyCode;
    let entries = app.home_entries();
    let target = entries
        .iter()
        .position(|e| *e == entry)
        .expect("entry on the home screen");
    for _ in 0..entries.len() * 2 {
        let Some(h) = app.top::<HomeState>() else {
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
pub(crate) fn walk_cursor(
    a: &mut App,
    to: crate::rules::Square,
    cursor: impl Fn(&App) -> crate::rules::Square,
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

/// A screen variant: a language and a terminal size.
pub(crate) type Variant = (&'static str, (u16, u16));

/// The two sizes every screen is drawn at: the smallest supported and a large one.
pub(crate) const SMALL: (u16, u16) = (80, 24);
pub(crate) const LARGE: (u16, u16) = (120, 40);

/// Snapshots beyond English at 80 x 24 (see `snap!`). Chinese and Korean where text width and
/// wrapping differ (boards with a side panel, exercises, two-pane pages); 120 x 40 where the
/// layout itself changes (the free board's panel, the help overlay, move lists, forms).
pub(crate) const ONLY_EN: &[Variant] = &[];
pub(crate) const CJK: &[Variant] = &[("zh", SMALL), ("ko", SMALL)];
pub(crate) const CJK_AND_LARGE: &[Variant] = &[("zh", SMALL), ("ko", SMALL), ("en", LARGE)];

/// Whether the variant `(lang, size)` is kept as a snapshot file.
pub(crate) fn snapshotted(lang: &str, size: (u16, u16), also: &[Variant]) -> bool {
    (lang == "en" && size == SMALL) || also.iter().any(|(l, s)| *l == lang && *s == size)
}

fn is_han(c: char) -> bool {
    ('\u{4E00}'..='\u{9FFF}').contains(&c)
}

fn is_hangul(c: char) -> bool {
    ('\u{AC00}'..='\u{D7A3}').contains(&c)
}

/// Whether `text` is written in `lang`: Hangul for Korean, Chinese characters (and no Hangul)
/// for Chinese, neither for English (the board's pieces are never part of these texts).
pub(crate) fn written_in(lang: &str, text: &str) -> bool {
    match lang {
        "ko" => text.chars().any(is_hangul),
        "zh" => text.chars().any(is_han) && !text.chars().any(is_hangul),
        _ => !text.chars().any(|c| is_han(c) || is_hangul(c)),
    }
}

/// What every snapshot proved about a screen, checked in every language and size whether or not
/// that variant is kept as a file: the frame is drawn (not the "enlarge the terminal" message),
/// the header's screen title and the key bar are in the screen's language, and a board, where
/// there is one, is drawn whole: ten ranks, each labelled, between two rows of file letters.
pub(crate) fn assert_whole_screen(lang: &str, (w, h): (u16, u16), text: &str) {
    let at = format!("{lang} {w}x{h}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines.len(),
        usize::from(h),
        "{at}: one line per row\n{text}"
    );
    let title = lines[0]
        .strip_prefix(" janggi-tutor | ")
        .unwrap_or_else(|| panic!("{at}: the header is drawn\n{text}"));
    let title = title.split("  ").next().unwrap_or_default();
    assert!(
        written_in(lang, title),
        "{at}: the header's title {title:?} is in {lang}\n{text}"
    );
    let bar = lines[lines.len() - 1];
    // A status too long for its row goes on over the key bar, indented two columns
    // (`chrome::status_wrapped`): that row is the status's, not a key bar to check.
    let wrapped_status = bar.starts_with("  ") && !bar.trim().is_empty();
    assert!(
        wrapped_status || (!bar.trim().is_empty() && written_in(lang, bar)),
        "{at}: the key bar {bar:?} is in {lang}\n{text}"
    );
    // A board: ten labelled ranks between two rows of file letters, 20 rows apart (a help
    // overlay may cover part of it: then there is no such pair).
    let files = |l: &str| {
        let t = l.trim();
        (t.starts_with("a   b   c   d   e   f   g   h   i")
            || t.starts_with("i   h   g   f   e   d   c   b   a"))
        .then(|| display_column(l, l.len() - l.trim_start().len()))
    };
    let file_rows: Vec<(usize, usize)> = lines
        .iter()
        .enumerate()
        .filter_map(|(i, l)| Some((i, files(l)?)))
        .collect();
    for &(top, left) in &file_rows {
        if !file_rows.contains(&(top + 20, left)) {
            continue;
        }
        // The rank label sits in the two columns four to the left of the first file letter.
        let mut ranks: Vec<u32> = (1..=10)
            .map(|i| {
                let row = lines[top + 2 * i - 1];
                let label = columns(row, left - 4, 2);
                label
                    .trim()
                    .parse()
                    .unwrap_or_else(|_| panic!("{at}: rank label {label:?} on {row:?}\n{text}"))
            })
            .collect();
        ranks.sort_unstable();
        assert_eq!(
            ranks,
            (1..=10).collect::<Vec<_>>(),
            "{at}: ten ranks\n{text}"
        );
    }
}

/// The display column at byte `index` of `line`.
fn display_column(line: &str, index: usize) -> usize {
    unicode_width::UnicodeWidthStr::width(&line[..index])
}

/// The text of `line` in display columns `from..from + width`.
fn columns(line: &str, from: usize, width: usize) -> String {
    let mut col = 0;
    let mut out = String::new();
    for c in line.chars() {
        if col >= from && col < from + width {
            out.push(c);
        }
        col += unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
    }
    out
}

/// What the 120 x 40 snapshots proved beyond the 80 x 24 ones: the larger terminal loses
/// nothing the smaller one shows. Every word of the 80 x 24 screen is on the 120 x 40 one (a
/// word cut short at 80 columns is a prefix there); Chinese and Korean text wraps between any
/// two characters, so for them every character is.
pub(crate) fn assert_larger_loses_nothing(lang: &str, small: &str, large: &str) {
    use std::collections::HashSet;
    let chars: HashSet<char> = large.chars().collect();
    // Words, not the drawing around them: box edges, progress bars and the one-character
    // scroll marks depend on the size.
    // A board's rank lines (`R---H`) widen with the larger board.
    let drawing = |w: &str| {
        w.chars().count() == 1 || w.chars().all(|c| "[]#.=-+|".contains(c)) || w.contains("--")
    };
    let words = small
        .split(|c: char| c.is_whitespace() || c == '|' || c == '+')
        .filter(|w| !w.is_empty() && !drawing(w));
    for word in words {
        // A list item cut to its list's width ends in "...": what is left of the word is there.
        let word = word.strip_suffix("...").unwrap_or(word);
        if word.is_empty() {
            continue;
        }
        if word.is_ascii() {
            assert!(
                large.contains(word),
                "{lang}: {word:?} at 80x24 is missing at 120x40\n{small}\n{large}"
            );
        } else if let Some(c) = word.chars().find(|c| !chars.contains(c)) {
            panic!("{lang}: {c:?} of {word:?} at 80x24 is missing at 120x40\n{small}\n{large}");
        }
    }
}

/// Draws `app` at both sizes, checks what every screen must show (`assert_whole_screen`,
/// `assert_larger_loses_nothing`) and returns the two screens.
pub(crate) fn both_sizes(app: &mut App, lang: &str) -> [String; 2] {
    let screens = SIZES.map(|(w, h)| draw(app, w, h));
    for ((w, h), text) in SIZES.iter().zip(&screens) {
        assert_whole_screen(lang, (*w, *h), text);
    }
    assert_larger_loses_nothing(lang, &screens[0], &screens[1]);
    screens
}

/// Snapshots of a screen: `build(lang)` drawn in every language at both sizes, each checked by
/// `assert_whole_screen` and `assert_larger_loses_nothing`, and kept as a file named
/// `{name}_{lang}_{w}x{h}` for English at 80 x 24 and the variants of the optional third
/// argument (`CJK`, `CJK_AND_LARGE`). A macro, not a function: insta names the snapshot files
/// after the module that invokes it, so each test module keeps its own snapshot names.
macro_rules! snap {
    ($name:expr, $build:expr) => {
        $crate::tests::tui_common::snap!($name, $build, $crate::tests::tui_common::ONLY_EN)
    };
    ($name:expr, $build:expr, $also:expr) => {{
        let name: &str = $name;
        let build = $build;
        let also: &[$crate::tests::tui_common::Variant] = $also;
        for lang in $crate::tests::tui_common::LANGS {
            // A fresh app per size, as a terminal started at that size would show it.
            let screens = $crate::tests::tui_common::SIZES.map(|(w, h)| {
                let mut a = build(lang);
                let text = $crate::tests::tui_common::draw(&mut a, w, h);
                $crate::tests::tui_common::assert_whole_screen(lang, (w, h), &text);
                if $crate::tests::tui_common::snapshotted(lang, (w, h), also) {
                    insta::assert_snapshot!(format!("{name}_{lang}_{w}x{h}"), text);
                }
                text
            });
            $crate::tests::tui_common::assert_larger_loses_nothing(lang, &screens[0], &screens[1]);
        }
    }};
}

/// `snap!` for an app already built in `lang` (tests that check its state between screens):
/// drawn at both sizes in turn.
macro_rules! snap_app {
    ($name:expr, $lang:expr, $app:expr, $also:expr) => {{
        let name: &str = $name;
        let lang: &str = $lang;
        let also: &[$crate::tests::tui_common::Variant] = $also;
        let screens = $crate::tests::tui_common::both_sizes($app, lang);
        for ((w, h), text) in $crate::tests::tui_common::SIZES.iter().zip(screens) {
            if $crate::tests::tui_common::snapshotted(lang, (*w, *h), also) {
                insta::assert_snapshot!(format!("{name}_{lang}_{w}x{h}"), text);
            }
        }
    }};
}

/// `text` without whitespace: a wrapped text equals the text it wraps.
pub(crate) fn squeeze(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The "enlarge the terminal" message for a `w` x `h` terminal, worded as in `lang`.
pub(crate) fn too_small_message(lang: &str, w: u16, h: u16) -> String {
    use crate::i18n::{Localizer, Message};
    use crate::tui::layout::{MIN_HEIGHT, MIN_WIDTH};
    let mut l10n = Localizer::new();
    l10n.set_lang(lang).expect("a language of the app");
    l10n.format(
        &Message::new("tui-too-small")
            .arg_num("width", w)
            .arg_num("height", h)
            .arg_num("min_width", MIN_WIDTH)
            .arg_num("min_height", MIN_HEIGHT),
    )
}

/// Message `id` (no arguments) as the app words it in `lang`.
pub(crate) fn tr(lang: &str, id: &str) -> String {
    let mut l10n = crate::i18n::Localizer::new();
    l10n.set_lang(lang).expect("a language of the app");
    l10n.tr(id)
}

/// The text of display columns `from..` of every line, joined: a right-hand pane as drawn.
pub(crate) fn from_column(text: &str, from: usize) -> String {
    text.lines()
        .map(|l| columns(l, from, usize::MAX - from))
        .collect::<Vec<_>>()
        .join("\n")
}

pub(crate) use {snap, snap_app};

/// The exercise on screen (the test fails when another screen is shown).
pub(crate) fn ex(app: &App) -> &crate::tui::exercise::ExerciseState {
    match app.top::<ExerciseState>() {
        Some(e) => e,
        _ => panic!("not on an exercise"),
    }
}

/// Opens exercise `exercise` of lesson `lesson` (ids).
pub(crate) fn open_ex(a: &mut App, lesson: &str, exercise: &str) {
    let l = a.lessons().position(lesson).expect("lesson");
    let e = a.lessons().list[l]
        .exercises
        .iter()
        .position(|e| e.id == exercise)
        .expect("exercise");
    a.open_exercise(l, e);
}
