//! The play screen driven by keys and the mouse: a game against level 1 to its end, a game
//! from the start with undo and resign, the thinking indicator, an illegal try explained, a
//! game resumed after a restart, the board turned for Han, draw offers and hints searched in
//! the background, a claimed repetition, the saved record and personal exercises, the engine
//! setting; the main states drawn in the three languages at both sizes (snapshots as `snap!` keeps
//! them).

use std::time::{Duration, Instant};

use crate::play::session::{EndKind, GameOptions};
use crate::record;
use crate::rules::{Color, Formation, RuleSet, Square, sq};
use crate::search::Level;
use crate::tests::tui_common::{config, draw, open};
use crate::trainer::progress::ProgressStore;
use crate::trainer::settings::BoardStyle;
use crate::tui::app::{App, Config, HomeEntry, Opening, PlayStart, Screen, SettingItem};
use crate::tui::layout;
use crate::tui::play::{PlayState, SetupRow};
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;

/// Cho to move: chariots on a9 and h1 against a Han king on e10 (and a soldier on a4).
/// h1-h2 and then h2-h10 mates whatever Han does in between (the Cho soldier on d4 keeps the
/// kings from facing each other when the Han king steps to d10).
const NEAR_END: &str = "4k4/R8/9/9/9/9/p2P5/9/9/3K3R1 w - - 0 1";

fn play(app: &App) -> &PlayState {
    match app.screen() {
        Screen::Play(p) => p,
        _ => panic!("not on the play screen"),
    }
}

/// Ticks the app as the terminal loop does until the AI has answered.
fn settle(app: &mut App) {
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
fn move_with_keys(app: &mut App, from: &str, to: &str) {
    cursor_to(app, sq(from));
    app.press(KeyCode::Enter);
    cursor_to(app, sq(to));
    app.press(KeyCode::Enter);
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
    assert!(screen.contains("The AI played"), "{screen}");
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
    assert!(matches!(a.screen(), Screen::Play(_)));
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
    assert!(matches!(a.screen(), Screen::Home(_)));
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
    let mut a = App::new(Config {
        store: store(),
        open: Opening::Play(PlayStart::Setup(options(1))),
        ..config("en")
    });
    for _ in 0..play(&a).form.rows().len() {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Enter);
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
    let games = std::fs::read_dir(dir.path().join("games")).unwrap().count();
    assert_eq!(games, 1);
}

/// The last exercise of the last 复盘检验 lesson (a true/false claim), answered right.
fn last_review_exercise_done(lang: &str) -> App {
    use crate::tui::app::Screen as S;
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
    let ex = |a: &App| match a.screen() {
        S::Exercise(e) => (e.focus, e.row, e.rows()),
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

#[test]
fn the_closing_words_after_the_last_review_lesson_offer_a_game() {
    let mut a = last_review_exercise_done("zh");
    let p = play(&a);
    assert!(p.closing && p.game.is_none());
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("读懂了规则"), "{screen}");
    crate::tests::tui_common::snap!("play_closing", last_review_exercise_done);
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

/// A draw offer is weighed on its own thread: the screen says so, keys still work, Esc
/// withdraws it; asked again, the answer arrives.
#[test]
fn a_draw_offer_and_a_hint_are_searched_in_the_background() {
    let offered = |lang: &str| {
        let mut a = near_end(lang);
        a.press(KeyCode::Char('d'));
        a.press(KeyCode::Char('d'));
        assert!(a.busy());
        a
    };
    crate::tests::tui_common::snap!("play_draw_offered", offered);
    let mut a = offered("en");
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("considering your draw offer"), "{screen}");
    // Responsive: the cursor moves while it thinks.
    let before = play(&a).game.as_ref().unwrap().cursor;
    a.press(KeyCode::Left);
    assert_ne!(play(&a).game.as_ref().unwrap().cursor, before);
    a.press(KeyCode::Esc);
    assert!(!a.busy());
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Stopped."), "{screen}");
    // Asked again and answered: Cho is winning, so the AI (Han) gladly accepts.
    a.press(KeyCode::Char('d'));
    a.press(KeyCode::Char('d'));
    settle(&mut a);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("The AI accepts the draw."), "{screen}");
    let end = play(&a).session().unwrap().end().cloned().unwrap();
    assert_eq!(end.kind, EndKind::DrawAgreed);
    // A hint, stopped by a move: the move is played and no hint comes.
    let mut a = near_end("en");
    a.press(KeyCode::Char('t'));
    assert!(a.busy());
    move_with_keys(&mut a, "h1", "h2");
    assert_eq!(play(&a).session().unwrap().pending(), None);
    settle(&mut a);
    assert!(play(&a).game.as_ref().unwrap().hint.is_none());
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

#[test]
fn a_repetition_is_offered_as_a_claim_and_the_game_is_kept() {
    crate::tests::tui_common::snap!("play_claim", |lang| {
        let dir = tempfile::tempdir().unwrap();
        repeated_game(dir.path(), lang)
    });
    let dir = tempfile::tempdir().unwrap();
    let mut a = repeated_game(dir.path(), "en");
    let screen = draw(&mut a, 120, 40);
    assert!(
        screen.contains("Claim with c: Draw (repetition of the position)."),
        "{screen}"
    );
    assert!(play(&a).session().unwrap().end().is_none());
    // The key is in the `?` help.
    a.press(KeyCode::Char('?'));
    let screen = draw(&mut a, 120, 40);
    assert!(screen.contains("claim the ending"), "{screen}");
    a.press(KeyCode::Esc);
    // An illegal try first (the chariot cannot go diagonally outside a palace).
    a.type_text("m");
    a.type_text("a1b2");
    a.press(KeyCode::Enter);
    assert_eq!(play(&a).session().unwrap().illegal_tries().len(), 1);
    // Claim: the game ends with the rule set's result.
    a.press(KeyCode::Char('c'));
    let end = play(&a).session().unwrap().end().cloned().expect("ended");
    assert!(matches!(end.kind, EndKind::Claim { by: Color::Cho, .. }));
    assert_eq!(end.winner, None, "janggi-casual: a repetition is a draw");
    let screen = draw(&mut a, 120, 40);
    assert!(
        screen.contains("Draw (repetition of the position, claimed by Cho)"),
        "{screen}"
    );
    assert!(screen.contains("Saved in Game records"), "{screen}");
    // At 80 columns the status line still says the try went into the queue (the record is
    // named by its file, not its whole path).
    let screen = draw(&mut a, 80, 24);
    assert!(
        crate::tests::tui_common::squeeze(&screen)
            .contains("Oneillegaltrywentintoyourreviewqueue."),
        "{screen}"
    );
    assert!(!dir.path().join("game.json").exists(), "nothing to resume");

    // The record: one .gib in the games folder beside the progress file, replayed by the
    // engine under the game's rule set to the same moves.
    let games: Vec<_> = std::fs::read_dir(dir.path().join("games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].extension().unwrap(), "gib");
    let text = std::fs::read_to_string(&games[0]).unwrap();
    assert!(text.contains("[대국결과 \"무승부\"]"), "{text}");
    let replayed = record::replay(record::parse(&text), None);
    assert!(replayed.error.is_none(), "{text}");
    assert_eq!(replayed.game.start().rules(), RuleSet::JanggiCasual);
    assert_eq!(replayed.game.moves(), play(&a).session().unwrap().moves());

    // The illegal try is a personal exercise in the review queue, as `review --save` keeps
    // them, and it is saved with the progress.
    let ex: Vec<_> = a.progress().personal().values().cloned().collect();
    assert_eq!(ex.len(), 1);
    let on_disk = ProgressStore::at(dir.path().join("progress.json"))
        .load()
        .progress;
    assert_eq!(on_disk.personal().len(), 1);
    // It asks the judge question about the move tried, answered by the engine's reason.
    assert_eq!(ex[0].task, "judge-try");
    assert_eq!(ex[0].tried.as_deref(), Some("a1b2"));
}

#[test]
fn a_record_that_cannot_be_written_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = repeated_game(dir.path(), "en");
    // A file where the games folder should be.
    std::fs::write(dir.path().join("games"), "not a folder").unwrap();
    a.press(KeyCode::Char('c'));
    let screen = draw(&mut a, 120, 40);
    assert!(
        screen.contains("The game record could not be written"),
        "{screen}"
    );
}

#[test]
fn the_engine_setting_is_used_by_new_games_and_a_missing_engine_falls_back() {
    let dir = tempfile::tempdir().unwrap();
    let store = || ProgressStore::at(dir.path().join("progress.json"));
    let mut a = App::new(Config {
        store: store(),
        ..config("en")
    });
    engine_row(&mut a);
    let screen = draw(&mut a, 100, 30);
    assert!(
        screen.contains("Engine for games: the built-in AI"),
        "{screen}"
    );
    a.press(KeyCode::Enter);
    a.type_text("/nonexistent/janggi-engine --fast");
    let screen = draw(&mut a, 100, 30);
    assert!(screen.contains("Engine command"), "{screen}");
    a.press(KeyCode::Enter);
    assert_eq!(
        a.progress().settings.engine.as_deref(),
        Some("/nonexistent/janggi-engine --fast")
    );
    // Said at once: the program is not there.
    let screen = draw(&mut a, 120, 30);
    assert!(
        screen.contains("/nonexistent/janggi-engine") && screen.contains("was not found."),
        "{screen}"
    );
    // Kept for the next start, and offered on the play screen's form.
    let mut b = App::new(Config {
        store: store(),
        ..config("en")
    });
    open(&mut b, HomeEntry::Play);
    assert!(play(&b).form.rows().contains(&SetupRow::Opponent));
    assert!(play(&b).form.use_engine);
    for _ in 0..play(&b).form.rows().len() {
        b.press(KeyCode::Down);
    }
    b.press(KeyCode::Enter);
    // The engine cannot start: the message says why and the built-in AI plays.
    let screen = draw(&mut b, 120, 40);
    assert!(screen.contains("/nonexistent/janggi-engine"), "{screen}");
    assert!(screen.contains("built-in"), "{screen}");
    let s = play(&b).session().unwrap();
    assert_eq!(s.engine(), None);
    move_with_keys(&mut b, "c4", "c5");
    settle(&mut b);
    assert_eq!(play(&b).session().unwrap().moves().len(), 2);
    // ← on the row clears it: back to the built-in AI.
    drop((a, b));
    let mut c = App::new(Config {
        store: store(),
        ..config("en")
    });
    engine_row(&mut c);
    c.press(KeyCode::Left);
    assert_eq!(c.progress().settings.engine, None);
}

#[test]
fn the_engine_setting_row() {
    crate::tests::tui_common::snap!("settings_engine", |lang| {
        let mut a = crate::tests::tui_common::app(lang);
        engine_row(&mut a);
        a
    });
}

/// Opens Settings on the engine row.
fn engine_row(a: &mut App) {
    open(a, HomeEntry::Settings);
    while !matches!(a.screen(), Screen::Settings(s) if SettingItem::ALL[s.index] == SettingItem::Engine)
    {
        a.press(KeyCode::Down);
    }
}

/// A draw ends the game, so one `d` only asks for confirmation, as resigning does; another key
/// disarms it.
#[test]
fn a_draw_offer_asks_for_confirmation() {
    let mut a = near_end("en");
    a.press(KeyCode::Char('d'));
    assert!(!a.busy(), "one d offers nothing yet");
    let screen = draw(&mut a, 80, 24);
    assert!(
        screen.contains("Press d again to offer the AI a draw."),
        "{screen}"
    );
    a.press(KeyCode::Left);
    a.press(KeyCode::Char('d'));
    assert!(!a.busy(), "a key in between disarms the offer");
    a.press(KeyCode::Char('d'));
    assert!(a.busy(), "the second d offers the draw");
}

/// Enter starts the game from any row of the form; Space (and Left/Right) change a value.
#[test]
fn enter_on_a_form_row_starts_the_game_and_space_changes_it() {
    let mut a = form("en");
    // Down to the AI's formation.
    for _ in 0..4 {
        a.press(KeyCode::Down);
    }
    assert_eq!(
        play(&a).form.rows()[play(&a).form.row],
        SetupRow::AiFormation
    );
    let before = play(&a).form.ai_formation;
    a.press(KeyCode::Char(' '));
    assert_ne!(
        play(&a).form.ai_formation,
        before,
        "Space changes the value"
    );
    a.press(KeyCode::Char(' '));
    let chosen = play(&a).form.ai_formation;
    a.press(KeyCode::Enter);
    assert!(play(&a).game.is_some(), "Enter starts the game");
    assert_eq!(
        play(&a).form.ai_formation,
        chosen,
        "Enter did not change it"
    );
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Your move"), "{screen}");
    // The form says so.
    let mut f = form("en");
    let screen = draw(&mut f, 80, 24);
    assert!(screen.contains("Enter starts the game"), "{screen}");
}

/// On the rule-set row the form says what the highlighted rule set means and which one the
/// lessons use.
#[test]
fn the_form_explains_the_highlighted_rule_set() {
    let mut a = App::new(Config {
        open: Opening::Play(PlayStart::Setup(GameOptions {
            rules: RuleSet::Basic,
            ..options(1)
        })),
        ..config("en")
    });
    a.press(KeyCode::Down);
    a.press(KeyCode::Down);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("The rules the lessons teach"), "{screen}");
    a.press(KeyCode::Right);
    assert_eq!(play(&a).form.rules, RuleSet::Janggi);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("the usual choice for"), "{screen}");
    assert!(!screen.contains("The rules the lessons teach"), "{screen}");
    for (lang, word) in [("ko", "강의에서 배우는"), ("zh", "课程所教")] {
        let mut a = App::new(Config {
            open: Opening::Play(PlayStart::Setup(GameOptions {
                rules: RuleSet::Basic,
                ..options(1)
            })),
            ..config(lang)
        });
        a.press(KeyCode::Down);
        a.press(KeyCode::Down);
        let screen = draw(&mut a, 80, 24);
        assert!(screen.contains(word), "{screen}");
    }
}

/// The form opened from home starts from the last game's side, level and rule set, also
/// after a restart (they are kept in the progress file's settings).
#[test]
fn the_new_game_form_remembers_the_last_choices() {
    let dir = tempfile::tempdir().unwrap();
    let store = || ProgressStore::at(dir.path().join("progress.json"));
    let mut a = App::new(Config {
        store: store(),
        ..config("en")
    });
    crate::tests::tui_common::open(&mut a, HomeEntry::Play);
    assert_eq!(play(&a).form.human, Color::Cho);
    a.press(KeyCode::Right); // Side: Han
    a.press(KeyCode::Down);
    a.press(KeyCode::Right); // Level + 1
    let level = play(&a).form.level;
    a.press(KeyCode::Enter);
    assert!(play(&a).game.is_some());
    settle(&mut a);
    drop(a);
    let mut b = App::new(Config {
        store: store(),
        ..config("en")
    });
    crate::tests::tui_common::open(&mut b, HomeEntry::Play);
    let f = &play(&b).form;
    assert_eq!((f.human, f.level), (Color::Han, level));
    let screen = draw(&mut b, 80, 24);
    assert!(screen.contains("Your side: Han"), "{screen}");
}

/// The side panel shows what each side has captured, with its counting points.
#[test]
fn captured_pieces_are_shown_beside_the_board() {
    let mut a = near_end("en");
    let screen = draw(&mut a, 80, 24);
    assert!(!screen.contains("took:"), "nothing taken yet: {screen}");
    // The chariot on a9 takes the Han soldier on a4.
    move_with_keys(&mut a, "a9", "a4");
    settle(&mut a);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Cho took: 兵 (2 points)"), "{screen}");
    assert!(screen.contains("Han took: nothing yet"), "{screen}");
    for (lang, word) in [
        ("ko", "초가 잡은 기물: 兵 (2점)"),
        ("zh", "楚吃子：兵（2 分）"),
    ] {
        let mut a = near_end(lang);
        move_with_keys(&mut a, "a9", "a4");
        settle(&mut a);
        let screen = draw(&mut a, 80, 24);
        assert!(screen.contains(word), "{screen}");
    }
}

/// An illegal try becomes a judge exercise about the move tried (legal? then why?), whose
/// answer is the engine's reason with its points lit; a try made before a take-back is kept.
#[test]
fn an_illegal_try_before_a_take_back_is_kept_as_a_judge_exercise() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = App::new(Config {
        store: ProgressStore::at(dir.path().join("progress.json")),
        open: Opening::Play(PlayStart::Setup(options(1))),
        ..config("en")
    });
    for _ in 0..play(&a).form.rows().len() {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Enter);
    // The horse on b1 cannot go to b2; then a real move, the AI's reply, and a take-back.
    move_with_keys(&mut a, "b1", "b2");
    move_with_keys(&mut a, "c4", "c5");
    settle(&mut a);
    a.press(KeyCode::Char('u'));
    let s = play(&a).session().unwrap();
    assert_eq!(s.moves().len(), 0, "taken back");
    assert_eq!(
        s.illegal_tries().len(),
        1,
        "the try before the take-back is kept"
    );
    // Another game continues; resigning ends it, and the try goes into the queue.
    move_with_keys(&mut a, "c4", "c5");
    settle(&mut a);
    a.press(KeyCode::Char('x'));
    a.press(KeyCode::Char('x'));
    let ex: Vec<_> = a.progress().personal().values().cloned().collect();
    assert_eq!(ex.len(), 1, "{ex:?}");
    assert_eq!(ex[0].task, "judge-try");
    assert_eq!(ex[0].tried.as_deref(), Some("b1b2"));
    assert_eq!(ex[0].move_number(), 1);
    // Served by Practise again: the position, the move tried, the judge question.
    while !matches!(a.screen(), Screen::Home(_)) {
        a.press(KeyCode::Char('q'));
    }
    open(&mut a, HomeEntry::Review);
    let Screen::Exercise(_) = a.screen() else {
        panic!("Review opens the exercise")
    };
    let screen = draw(&mut a, 120, 40);
    let prompt = "From one of your games, move 1 (Cho to move): you tried to";
    let col = screen.lines().find_map(|l| {
        l.find(prompt)
            .map(|i| unicode_width::UnicodeWidthStr::width(&l[..i]))
    });
    let pane = crate::tests::tui_common::from_column(&screen, col.expect("the prompt"));
    assert!(
        crate::tests::tui_common::squeeze(&pane).contains(&crate::tests::tui_common::squeeze(
            "move 1 (Cho to move): you tried to move the horse from b1 to b2"
        )),
        "{screen}"
    );
    assert!(screen.contains("Illegal"), "{screen}");
    // "Illegal", then why: the engine's own reason is on the short list.
    let e = match a.screen() {
        Screen::Exercise(e) => e,
        _ => unreachable!(),
    };
    let rows = e.rows();
    let illegal = rows
        .iter()
        .position(|r| matches!(r, crate::tui::exercise::AnswerRow::Illegal(_)))
        .unwrap();
    a.press(KeyCode::Char(char::from(b'1' + illegal as u8)));
    let e = match a.screen() {
        Screen::Exercise(e) => e,
        _ => unreachable!(),
    };
    let rows = e.rows();
    let reason = crate::rules::Position::start(RuleSet::Janggi)
        .explain(crate::rules::Move::new(sq("b1"), sq("b2")))
        .unwrap_err();
    let right = rows
        .iter()
        .position(|r| {
            matches!(r, crate::tui::exercise::AnswerRow::Illegal(Some(id)) if *id == reason.id())
        })
        .expect("the engine's reason is offered");
    a.press(KeyCode::Char(char::from(b'1' + right as u8)));
    let e = match a.screen() {
        Screen::Exercise(e) => e,
        _ => unreachable!(),
    };
    let v = e.verdict.as_ref().expect("answered");
    assert!(v.correct, "{v:?}");
    // The explanation's points are lit: the feedback carries the reason's points.
    let lit: Vec<Square> = v.feedback.iter().flat_map(|i| i.squares.clone()).collect();
    for s in reason.squares() {
        assert!(lit.contains(&s), "{s} not lit: {lit:?}");
    }
}
