//! The play screen driven by keys and the mouse: a game against level 1 to its end, a game
//! from the start with undo and resign, the thinking indicator, an illegal try explained, a
//! game resumed after a restart, the board turned for Han, draw offers and hints searched in
//! the background, a claimed repetition, the saved record and personal exercises, the engine
//! setting; the main states drawn in the three languages at both sizes (snapshots as `snap!` keeps
//! them).

use crate::tui::screens::exercise::ExerciseState;
use crate::tui::screens::home::HomeState;
use crate::tui::screens::settings::SettingsState;
use std::time::{Duration, Instant};

use crate::learner::progress::ProgressStore;
use crate::learner::settings::BoardStyle;
use crate::play::session::{EndKind, GameOptions};
use crate::record;
use crate::rules::{Color, Formation, RuleSet, Square, sq};
use crate::search::Level;
use crate::tests::tui_common::{config, draw, open};
use crate::tui::app::{App, Config, HomeEntry, Opening, PlayStart, SettingItem};
use crate::tui::layout;
use crate::tui::play::{PlayState, SetupRow};
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;

/// Cho to move: chariots on a9 and h1 against a Han king on e10 (and a soldier on a4).
/// h1-h2 and then h2-h10 mates whatever Han does in between (the Cho soldier on d4 keeps the
/// kings from facing each other when the Han king steps to d10).
const NEAR_END: &str = "4k4/R8/9/9/9/9/p2P5/9/9/3K3R1 w - - 0 1";

pub(crate) fn play(app: &App) -> &PlayState {
    match app.top::<PlayState>() {
        Some(p) => p,
        _ => panic!("not on the play screen"),
    }
}

/// Ticks the app as the terminal loop does until the AI has answered.
pub(crate) fn settle(app: &mut App) {
    let end = Instant::now() + Duration::from_secs(60);
    while app.busy() {
        assert!(Instant::now() < end, "the AI did not answer in a minute");
        app.tick();
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Moves the board cursor to `to` with the arrow keys (as drawn: the board is turned when
/// the learner plays Han).
fn cursor_to(app: &mut App, to: Square) {
    let g = play(app).game.as_ref().expect("a game");
    let from = g.cursor;
    let turn = if g.flipped() { -1 } else { 1 };
    let (df, dr) = (
        turn * (to.file() as i32 - from.file() as i32),
        turn * (to.rank() as i32 - from.rank() as i32),
    );
    let key = |d: i32, pos, neg| if d > 0 { pos } else { neg };
    for _ in 0..df.abs() {
        app.press(key(df, KeyCode::Right, KeyCode::Left));
    }
    for _ in 0..dr.abs() {
        app.press(key(dr, KeyCode::Up, KeyCode::Down));
    }
    assert_eq!(play(app).game.as_ref().unwrap().cursor, to);
}

/// Plays `from`-`to` with the cursor keys and Enter.
pub(crate) fn move_with_keys(app: &mut App, from: &str, to: &str) {
    cursor_to(app, sq(from));
    app.press(KeyCode::Enter);
    cursor_to(app, sq(to));
    app.press(KeyCode::Enter);
}

/// A game against level 1 started from the new-game form (down its rows, Enter), in
/// English, saving beside `store`.
fn started_at_level_1(store: ProgressStore) -> App {
    let mut a = App::new(Config {
        store,
        open: Opening::Play(PlayStart::Setup(options(1))),
        ..config("en")
    });
    for _ in 0..play(&a).form.rows().len() {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Enter);
    a
}

fn options(level: u8) -> GameOptions {
    GameOptions {
        human: Color::Cho,
        level: Level::new(level),
        rules: RuleSet::Janggi,
        human_formation: Some(Formation::HorseElephantElephantHorse),
        computer_formation: Some(Formation::ElephantHorseHorseElephant),
        engine: None,
        seed: Some(7),
        goal: None,
        friend: None,
    }
}

pub(crate) fn near_end(lang: &str) -> App {
    App::new(Config {
        open: Opening::Play(PlayStart::Fen {
            options: options(1),
            fen: NEAR_END.into(),
        }),
        ..config(lang)
    })
}

pub(crate) fn form(lang: &str) -> App {
    App::new(Config {
        open: Opening::Play(PlayStart::Setup(options(1))),
        ..config(lang)
    })
}

#[test]
fn a_whole_game_against_level_1_to_checkmate() {
    let mut a = near_end("en");
    assert_eq!(a.depth(), 2, "play opens on top of home");
    // A quiet move first; the AI answers.
    move_with_keys(&mut a, "h1", "h2");
    let s = play(&a).session().unwrap();
    assert_eq!(s.moves().len(), 1);
    assert!(a.busy(), "the AI is to move");
    settle(&mut a);
    let s = play(&a).session().unwrap();
    assert_eq!(s.moves().len(), 2, "the AI replied");
    assert!(s.is_human_turn());
    let screen = draw(&mut a, 80, 24);
    // Level 1 picks at random among its near-best moves after a search capped at 400 ms: on a
    // loaded machine a shallower search can make the pass its pick. Either reply is announced,
    // and the mate below stands after both.
    assert!(
        screen.contains("The AI played") || screen.contains("The AI passed"),
        "{screen}"
    );
    assert!(
        screen.contains("1. Rh2"),
        "move list in SAN (English):\n{screen}"
    );
    // The mate.
    cursor_to(&mut a, sq("h2"));
    a.press(KeyCode::Enter);
    let selected = play(&a).game.as_ref().unwrap().selected;
    assert_eq!(selected, Some(sq("h2")), "{}", draw(&mut a, 80, 24));
    cursor_to(&mut a, sq("h10"));
    a.press(KeyCode::Enter);
    let s = play(&a).session().unwrap();
    let end = s
        .end()
        .unwrap_or_else(|| panic!("not over after {:?}\n{}", s.moves(), s.position().fen()));
    assert_eq!(end.winner, Some(Color::Cho));
    assert!(matches!(end.kind, EndKind::Rule(_)), "{end:?}");
    assert!(!a.busy());
    assert!(!a.has_saved_game(), "a finished game is not offered again");
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Cho wins"), "{screen}");
    assert!(screen.contains("new game"), "what next: {screen}");
    // What next: a new game goes back to the form.
    a.press(KeyCode::Char('n'));
    assert!(play(&a).game.is_none());
}

#[test]
fn the_end_of_a_game_in_words() {
    crate::tests::tui_common::snap!("play_checkmate", |lang| {
        let mut a = near_end(lang);
        a.type_text("m");
        a.type_text("h1h10");
        a.press(KeyCode::Enter);
        // h1-h10 at once: check along rank 10, and the a9 chariot covers d9, e9 and f9.
        assert!(play(&a).session().unwrap().end().is_some());
        a
    });
}

#[test]
fn a_game_from_the_start_with_undo_and_resign() {
    let mut a = crate::tests::tui_common::app("en");
    open(&mut a, HomeEntry::Play);
    assert!(a.top::<PlayState>().is_some());
    // The form: the last row starts the game.
    let rows = play(&a).form.rows().len();
    for _ in 0..rows {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Enter);
    assert!(play(&a).game.is_some());
    move_with_keys(&mut a, "c4", "c5");
    settle(&mut a);
    move_with_keys(&mut a, "b1", "c3");
    settle(&mut a);
    assert_eq!(play(&a).session().unwrap().moves().len(), 4);
    // Undo takes back my move and the reply.
    a.press(KeyCode::Char('u'));
    assert_eq!(play(&a).session().unwrap().moves().len(), 2);
    assert!(!a.busy(), "my turn again");
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("taken back"), "{screen}");
    // Resign asks for a second press.
    a.press(KeyCode::Char('x'));
    assert!(play(&a).session().unwrap().end().is_none());
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("again to resign"), "{screen}");
    a.press(KeyCode::Char('x'));
    let end = play(&a).session().unwrap().end().cloned().unwrap();
    assert_eq!(end.kind, EndKind::Resigned { by: Color::Cho });
    assert_eq!(end.winner, Some(Color::Han));
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Cho resigned"), "{screen}");
}

#[test]
fn a_hint_lights_a_move_with_its_reason() {
    let mut a = near_end("en");
    a.press(KeyCode::Char('t'));
    // Searched on its own thread: the screen says so until it arrives.
    assert!(a.busy());
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Looking for a hint"), "{screen}");
    settle(&mut a);
    let g = play(&a).game.as_ref().unwrap();
    let hint = g.hint.expect("a hint");
    assert_eq!(hint.mv.to_string(), "h1h10", "mate in one");
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("h1h10: mates in one move"), "{screen}");
}

/// With Han, the AI opens; while it searches the screen says so and keys still work.
#[test]
fn the_thinking_indicator() {
    let build = |lang: &str| {
        let mut o = options(8);
        o.human = Color::Han;
        let mut a = App::new(Config {
            open: Opening::Play(PlayStart::Setup(o)),
            ..config(lang)
        });
        let rows = play(&a).form.rows().len();
        for _ in 0..rows {
            a.press(KeyCode::Down);
        }
        a.press(KeyCode::Enter);
        assert!(a.busy());
        a.tick();
        assert!(play(&a).session().unwrap().is_thinking());
        a
    };
    crate::tests::tui_common::snap!(
        "play_thinking",
        build,
        crate::tests::tui_common::CJK_AND_LARGE
    );
    let mut a = build("en");
    // Responsive: the cursor moves and a piece of mine is refused while the AI thinks.
    a.press(KeyCode::Left);
    a.press(KeyCode::Enter);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("not your turn"), "{screen}");
    // Leaving stops the search (dropping the session joins its thread).
    a.press(KeyCode::Char('q'));
    assert!(a.top::<HomeState>().is_some());
    assert!(!a.busy());
}

#[test]
fn an_illegal_try_is_explained() {
    crate::tests::tui_common::snap!("play_illegal", |lang| {
        let mut a = form(lang);
        let rows = play(&a).form.rows().len();
        for _ in 0..rows {
            a.press(KeyCode::Down);
        }
        a.press(KeyCode::Enter);
        // The elephant on c1 is hemmed in at the start.
        cursor_to(&mut a, sq("c1"));
        a.press(KeyCode::Enter);
        assert_eq!(play(&a).game.as_ref().unwrap().selected, None);
        a
    });
    let mut a = form("en");
    for _ in 0..play(&a).form.rows().len() {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Enter);
    cursor_to(&mut a, sq("c1"));
    a.press(KeyCode::Enter);
    let screen = draw(&mut a, 80, 24);
    assert!(
        screen.contains("The elephant on c1 cannot move now."),
        "{screen}"
    );
    // A point that is not lit: the horse on b1 to b2.
    move_with_keys(&mut a, "b1", "b2");
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("b1b2 is not legal"), "{screen}");
    assert_eq!(play(&a).session().unwrap().moves().len(), 0);
}

#[test]
fn the_setup_form() {
    crate::tests::tui_common::snap!("play_form", form, crate::tests::tui_common::CJK);
}

#[test]
fn a_game_is_resumed_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let store = || ProgressStore::at(dir.path().join("progress.json"));
    let mut a = started_at_level_1(store());
    move_with_keys(&mut a, "c4", "c5");
    settle(&mut a);
    let moves = play(&a).session().unwrap().moves();
    assert_eq!(moves.len(), 2);
    assert!(
        dir.path().join("game.json").exists(),
        "saved beside progress"
    );
    drop(a);

    let mut b = App::new(Config {
        store: store(),
        ..config("en")
    });
    assert!(b.has_saved_game());
    assert!(b.home_entries().contains(&HomeEntry::Resume));
    let screen = draw(&mut b, 80, 24);
    assert!(screen.contains("Resume game"), "{screen}");
    open(&mut b, HomeEntry::Resume);
    let s = play(&b).session().expect("the game is back");
    assert_eq!(s.moves(), moves);
    assert!(s.is_human_turn());
    // Resigning ends it: nothing to resume any more.
    b.press(KeyCode::Char('x'));
    b.press(KeyCode::Char('x'));
    assert!(!b.has_saved_game());
    assert!(!dir.path().join("game.json").exists());
    // The resigned game's record is kept, and the status line says where.
    let screen = draw(&mut b, 120, 40);
    assert!(screen.contains("Saved in Game records as"), "{screen}");
    let games: Vec<_> = std::fs::read_dir(dir.path().join("games"))
        .unwrap()
        .collect();
    assert_eq!(games.len(), 1);
    // The learner is named in the record in their language.
    let text = std::fs::read_to_string(games[0].as_ref().unwrap().path()).unwrap();
    assert!(text.contains("[초대국자 \"Player\"]"), "{text}");
}

/// Issue 22: an illegal try followed straight by `q` (no move after it) is kept in
/// `game.json`, and the resumed game still has it for its review.
#[test]
fn a_try_followed_by_quitting_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let store = || ProgressStore::at(dir.path().join("progress.json"));
    let mut a = started_at_level_1(store());
    // The horse on b1 to b2: not a horse's move.
    move_with_keys(&mut a, "b1", "b2");
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("b1b2 is not legal"), "{screen}");
    a.press(KeyCode::Char('q'));
    let after = draw(&mut a, 80, 24);
    assert!(a.top::<PlayState>().is_none(), "q left the game\n{after}");
    drop(a);
    let saved = std::fs::read_to_string(dir.path().join("game.json")).unwrap();
    let saved: serde_json::Value = serde_json::from_str(&saved).unwrap();
    assert_eq!(saved["moves"].as_array().map(Vec::len), Some(0), "{saved}");
    assert_eq!(saved["tries"][0]["move"], "b1b2", "{saved}");
    assert_eq!(saved["tries"][0]["ply"], 1, "{saved}");

    let mut b = App::new(Config {
        store: store(),
        ..config("en")
    });
    open(&mut b, HomeEntry::Resume);
    let tries = play(&b)
        .session()
        .expect("the game is back")
        .illegal_tries();
    assert_eq!(tries.len(), 1, "{tries:?}");
    assert_eq!((tries[0].ply, tries[0].text.as_str()), (1, "b1b2"));
}

/// The last exercise of the last 复盘检验 lesson (a true/false claim), answered right.
pub(super) fn last_review_exercise_done(lang: &str) -> App {
    use crate::tui::exercise::{AnswerRow, ExFocus};
    let mut a = crate::tests::tui_common::app(lang);
    let i = a
        .lessons()
        .position("all-kinds")
        .expect("fixture review lesson");
    open(&mut a, HomeEntry::Lesson(i));
    let last = a.lessons().list[i].exercises.len() - 1;
    for _ in 0..last {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Enter);
    let ex = |a: &App| match a.top::<ExerciseState>() {
        Some(e) => (e.focus, e.row, e.rows()),
        _ => panic!("not on an exercise"),
    };
    while ex(&a).0 != ExFocus::Answer {
        a.press(KeyCode::Tab);
    }
    let target = ex(&a).2.iter().position(|r| *r == AnswerRow::Truth(true));
    while Some(ex(&a).1) < target {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Enter);
    // Leaving the lesson's last exercise.
    a.press(KeyCode::Char('n'));
    a
}

/// The form the first-game page opens on Space: its choices, the closing words above them.
fn closing_form(lang: &str) -> App {
    let mut a = last_review_exercise_done(lang);
    a.press(KeyCode::Char(' '));
    a
}

#[test]
fn the_closing_words_after_the_last_review_lesson_offer_a_game() {
    let mut a = closing_form("zh");
    let p = play(&a);
    assert!(p.closing && p.game.is_none());
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("读懂了规则"), "{screen}");
    crate::tests::tui_common::snap!("play_closing", closing_form);
    // The offered game starts from the same page.
    for _ in 0..play(&a).form.rows().len() {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Enter);
    assert!(play(&a).game.is_some());
}

/// The learner takes Han: the AI (Cho) opens at level 1 and the board is turned, Han at the
/// bottom.
fn as_han(lang: &str) -> App {
    let mut o = options(1);
    o.human = Color::Han;
    let mut a = App::new(Config {
        open: Opening::Play(PlayStart::Setup(o)),
        ..config(lang)
    });
    for _ in 0..play(&a).form.rows().len() {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Enter);
    settle(&mut a);
    a
}

#[test]
fn playing_han_turns_the_board() {
    crate::tests::tui_common::snap!("play_han", as_han);
    let mut a = as_han("en");
    let screen = draw(&mut a, 80, 24);
    let rows: Vec<&str> = screen.lines().collect();
    // Files run i..a, rank 1 at the top and Han's back rank (10) at the bottom.
    assert!(rows[1].starts_with("    i   h   g"), "{screen}");
    assert!(rows[2].starts_with(" 1 "), "{screen}");
    assert!(rows[20].starts_with("10 "), "{screen}");
    // The form's board is turned too.
    let mut f = form("en");
    f.press(KeyCode::Right); // Side: Cho -> Han
    assert_eq!(play(&f).form.human, Color::Han);
    let screen = draw(&mut f, 80, 24);
    assert!(
        screen.lines().nth(1).unwrap().starts_with("    i   h"),
        "{screen}"
    );

    // The mouse: a click where the Han horse on b10 is drawn selects it.
    let body = layout::chrome(Rect::new(0, 0, 80, 24)).body;
    let geometry = layout::board_split(body, BoardStyle::Glyphs)
        .geometry
        .turned(true);
    let (x, y) = geometry.cell(sq("b10"));
    assert_eq!(y, 20, "Han's back rank is the bottom row");
    a.click(x, y);
    let g = play(&a).game.as_ref().unwrap();
    assert_eq!(g.selected, Some(sq("b10")));
    let mut lit = g.lit.clone();
    lit.sort();
    assert_eq!(lit, vec![sq("a8"), sq("c8")]);
    // A click on a lit point plays the move.
    let (x, y) = geometry.cell(sq("c8"));
    a.click(x, y);
    let s = play(&a).session().unwrap();
    assert_eq!(s.moves()[1].to_string(), "b10c8");
    settle(&mut a);
    // The cursor keys follow the board as drawn: Up goes towards rank 1.
    let before = play(&a).game.as_ref().unwrap().cursor;
    a.press(KeyCode::Up);
    a.press(KeyCode::Right);
    let after = play(&a).game.as_ref().unwrap().cursor;
    assert_eq!(after.rank() + 1, before.rank());
    assert_eq!(after.file() + 1, before.file());
    // And a whole move by keys.
    move_with_keys(&mut a, "h10", "g8");
    assert_eq!(play(&a).session().unwrap().moves()[3].to_string(), "h10g8");
}

/// Cho's chariots against Han's bare king; the kings stepping back and forth bring the start
/// back for the third time, with Cho (the learner) to move.
fn repeated_game(dir: &std::path::Path, lang: &str) -> App {
    let saved = serde_json::json!({
        "start_fen": "4k4/9/9/9/9/9/9/9/9/R2K4R w - - 0 1",
        "rules": "janggi-casual",
        "human": "cho",
        "level": 1,
        "moves": ["a1a2", "e10f10", "a2a1", "f10e10", "a1a2", "e10f10", "a2a1", "f10e10"],
    });
    std::fs::write(dir.join("game.json"), saved.to_string()).unwrap();
    let mut a = App::new(Config {
        store: ProgressStore::at(dir.join("progress.json")),
        ..config(lang)
    });
    open(&mut a, HomeEntry::Resume);
    a
}

/// Opens Settings on the engine row.
fn engine_row(a: &mut App) {
    open(a, HomeEntry::Settings);
    while !matches!(a.top::<SettingsState>(), Some(s) if SettingItem::ALL[s.index] == SettingItem::Engine)
    {
        a.press(KeyCode::Down);
    }
}

mod more;

/// The closing words' form keeps every row's whole help on screen, in every language and
/// size: the English list wraps two rows, so at 80 x 24 the blank rows give way (the side
/// row's help lost its last words, "from any row.", before).
#[test]
fn the_closing_form_shows_each_rows_whole_help() {
    use crate::tests::tui_common::{LANGS, SIZES, from_column, squeeze};
    use crate::tui::screens::play::SetupRow;
    for lang in LANGS {
        let mut l10n = crate::i18n::Localizer::new();
        l10n.set_lang(lang).expect("a language of the app");
        let mut a = closing_form(lang);
        assert!(play(&a).closing, "{lang}");
        let rows = play(&a).form.rows();
        let rules = format!("play-form-rules-{}", play(&a).form.rules.id());
        // The first game's goal is preset: its own description.
        let goal = play(&a)
            .form
            .goal
            .map_or("play-form-goal-desc".to_string(), |g| {
                format!("play-goal-{}-desc", g.id())
            });
        for (n, row) in rows.iter().enumerate() {
            let ids: &[&str] = match row {
                SetupRow::Side => &["play-form-side-desc"],
                SetupRow::Level => &["play-form-level-desc"],
                SetupRow::Rules => &[rules.as_str(), "play-form-rules-desc"],
                SetupRow::MyFormation | SetupRow::AiFormation => &["play-form-formation-desc"],
                SetupRow::Opponent => &["play-form-opponent-desc"],
                SetupRow::Goal => &[goal.as_str()],
                SetupRow::Start => &["play-form-start-desc"],
                SetupRow::Against => &["play-form-against-desc"],
                SetupRow::NameOne | SetupRow::NameTwo => &["play-form-name-desc"],
                SetupRow::ChoPlayer => &["play-form-cho-player-desc"],
                SetupRow::Clock => &["play-form-clock-desc"],
                SetupRow::TurnBoard => &["play-form-turn-board-desc"],
                SetupRow::Server => &["net-form-server-desc"],
                SetupRow::Room => &["net-form-room-desc"],
                SetupRow::NetSide => &["net-form-side-desc"],
                SetupRow::NetHints => &["net-form-hints-desc"],
                SetupRow::Open => &["net-form-open-desc"],
                // A room's row: never on the closing form.
                SetupRow::Class => &[],
            };
            for (w, h) in SIZES {
                let screen = draw(&mut a, w, h);
                let body = layout::chrome(ratatui::layout::Rect::new(0, 0, w, h)).body;
                let side = squeeze(&from_column(
                    &screen,
                    layout::board_split(body, BoardStyle::Glyphs).side.x as usize,
                ));
                assert!(
                    side.contains(&squeeze(&l10n.tr("play-closing-words"))),
                    "{lang} {w}x{h}\n{screen}"
                );
                for id in ids {
                    let text = l10n.tr(id);
                    let shown = crate::tui::view::text::display_safe(&text, lang);
                    assert!(
                        side.contains(&squeeze(&shown)),
                        "{lang} {w}x{h} row {n}: {id} whole\n{screen}"
                    );
                }
            }
            a.press(KeyCode::Down);
        }
    }
}
