//! Two people on one screen (`play --friend`, home → "Play a friend"): the form with both
//! names and a clock, a game to checkmate through keys, draw offers accepted and declined, a
//! takeback, resigning, a loss on time with the clock moved by hand (no sleeping), the `.gib`
//! with both names read back, a game resumed with its clock, the screens in three languages,
//! and the command line's `--friend` options.

use std::time::Duration;

use crate::learner::progress::ProgressStore;
use crate::play::clock::TimeControl;
use crate::play::session::{EndKind, Friend, GameOptions, Session};
use crate::record;
use crate::rules::{Color, Formation, RuleSet};
use crate::tests::common::run_cli;
use crate::tests::tui_common::{config, draw, open, tr};
use crate::tests::tui_play::{move_with_keys, play};
use crate::tui::app::{App, Config, HomeEntry, Opening, PlayStart};
use crate::tui::keys::Scope;
use ratatui::crossterm::event::KeyCode;

/// Cho to move; h1-h2, any Han move, then h2-h10 mates (as in `tui_play`).
const NEAR_END: &str = "4k4/R8/9/9/9/9/p2P5/9/9/3K3R1 w - - 0 1";

const BYO: TimeControl = TimeControl::ByoYomi {
    main: Duration::from_secs(60),
    periods: 2,
    period: Duration::from_secs(30),
};

fn friend(clock: TimeControl) -> GameOptions {
    GameOptions {
        rules: RuleSet::Janggi,
        human_formation: Some(Formation::HorseElephantElephantHorse),
        computer_formation: Some(Formation::HorseElephantElephantHorse),
        friend: Some(Friend {
            names: ["Alice".into(), "Bob".into()],
            clock,
            turn_board: false,
        }),
        ..GameOptions::default()
    }
}

/// A friend game from `fen` (or the form when `None`), saved under `dir` when given.
fn friend_app(
    lang: &str,
    fen: Option<&str>,
    clock: TimeControl,
    dir: Option<&std::path::Path>,
) -> App {
    let options = friend(clock);
    let open = match fen {
        Some(fen) => PlayStart::Fen {
            options,
            fen: fen.into(),
        },
        None => PlayStart::Setup(options),
    };
    let mut c = Config {
        open: Opening::Play(open),
        ..config(lang)
    };
    if let Some(dir) = dir {
        c.store = ProgressStore::at(dir.join("progress.json"));
    }
    App::new(c)
}

/// A byo-yomi friend game under way, Cho's clock running (for the screens at every size).
pub(crate) fn timed(lang: &str) -> App {
    let mut a = friend_app(lang, None, BYO, None);
    a.press(KeyCode::Enter);
    a.tick();
    a.advance_clock(Duration::from_secs(65));
    a.tick();
    a
}

fn session(a: &App) -> &Session {
    play(a).session().expect("a game")
}

#[test]
fn a_friend_game_to_checkmate_is_saved_as_gib_with_both_names() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = friend_app("en", Some(NEAR_END), TimeControl::None, Some(dir.path()));
    move_with_keys(&mut a, "h1", "h2");
    // No computer answers: Han is a person and moves on the same board.
    assert!(!a.busy(), "nothing runs in the background without a clock");
    assert_eq!(session(&a).turn(), Color::Han);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Han (Bob) to move"), "{screen}");
    assert!(screen.contains("Cho: Alice"), "{screen}");
    move_with_keys(&mut a, "a4", "a3");
    move_with_keys(&mut a, "h2", "h10");
    let end = session(&a).end().cloned().expect("checkmate");
    assert_eq!(end.winner, Some(Color::Cho));
    assert!(matches!(end.kind, EndKind::Rule(_)), "{end:?}");
    assert!(play(&a).game.as_ref().unwrap().session.end().is_some());
    // The record: both names, the result, and it replays.
    let games = dir.path().join("games");
    let file = std::fs::read_dir(&games)
        .unwrap()
        .flatten()
        .find(|e| e.path().extension().is_some_and(|x| x == "gib"))
        .expect("a .gib record")
        .path();
    let text = std::fs::read_to_string(&file).unwrap();
    let rec = record::parse(&text);
    assert_eq!(rec.tag("초대국자"), Some("Alice"), "{text}");
    assert_eq!(rec.tag("한대국자"), Some("Bob"), "{text}");
    let replayed = record::replay::replay(rec, None);
    assert_eq!(replayed.game.moves().len(), 3, "{text}");
    // It can be reviewed from the command line for either side.
    let path = file.to_string_lossy().to_string();
    let (code, out, err) = run_cli(&["--lang", "en", "review", &path, "--side", "han"]);
    assert_eq!(code, 0, "{out}{err}");
}

#[test]
fn a_draw_offer_declined_then_accepted() {
    let mut a = friend_app("en", None, TimeControl::None, None);
    a.press(KeyCode::Enter);
    move_with_keys(&mut a, "c4", "c5");
    // Han offers; Cho answers on screen with the keys of the `Offer` scope.
    a.press(KeyCode::Char('d'));
    assert_eq!(a.screen_scopes()[0], Scope::Offer);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Han offers a draw"), "{screen}");
    assert!(
        screen.contains("y accept"),
        "the key bar names the answers:\n{screen}"
    );
    // The board waits for the answer.
    move_with_keys(&mut a, "c7", "c6");
    assert_eq!(
        session(&a).moves().len(),
        1,
        "no move while a request waits"
    );
    a.press(KeyCode::Char('n'));
    assert!(session(&a).offer().is_none());
    assert!(session(&a).end().is_none(), "declined: play on");
    assert!(draw(&mut a, 80, 24).contains("Cho declined the draw"));
    move_with_keys(&mut a, "c7", "c6");
    assert_eq!(session(&a).moves().len(), 2);
    a.press(KeyCode::Char('d'));
    a.press(KeyCode::Char('y'));
    let end = session(&a).end().cloned().expect("agreed");
    assert_eq!((end.winner, end.kind), (None, EndKind::DrawAgreed));
}

#[test]
fn a_takeback_accepted_takes_back_one_move() {
    let mut a = friend_app("en", None, TimeControl::None, None);
    a.press(KeyCode::Enter);
    move_with_keys(&mut a, "c4", "c5");
    move_with_keys(&mut a, "c7", "c6");
    // Han asks for the last move back; Cho accepts.
    a.press(KeyCode::Char('u'));
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Han asks to take back"), "{screen}");
    a.press(KeyCode::Char('y'));
    assert_eq!(session(&a).moves().len(), 1);
    assert_eq!(session(&a).turn(), Color::Han);
    // Declined, nothing changes.
    a.press(KeyCode::Char('u'));
    a.press(KeyCode::Char('n'));
    assert_eq!(session(&a).moves().len(), 1);
}

#[test]
fn the_side_to_move_resigns_and_is_named() {
    let mut a = friend_app("en", None, TimeControl::None, None);
    a.press(KeyCode::Enter);
    move_with_keys(&mut a, "c4", "c5");
    a.press(KeyCode::Char('x'));
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Han resigns?"), "{screen}");
    a.press(KeyCode::Char('x'));
    let end = session(&a).end().cloned().expect("resigned");
    assert_eq!(end.winner, Some(Color::Cho));
    assert_eq!(end.kind, EndKind::Resigned { by: Color::Han });
}

#[test]
fn a_clock_that_runs_out_loses_the_game() {
    let mut a = friend_app("en", None, BYO, None);
    a.press(KeyCode::Enter);
    assert!(a.busy(), "a running clock redraws on a timer");
    a.tick();
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("> Cho Alice: 1:00 + 2 x 30 s"), "{screen}");
    assert!(screen.contains("Han Bob: 1:00"), "{screen}");
    // Cho thinks 20 s and moves: main time 0:40 left, Han's clock runs.
    a.advance_clock(Duration::from_secs(20));
    move_with_keys(&mut a, "c4", "c5");
    a.tick();
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Cho Alice: 0:40"), "{screen}");
    assert!(screen.contains("> Han Bob: 1:00"), "{screen}");
    // Han uses the main time and half a period: byo-yomi runs, both periods still there.
    a.advance_clock(Duration::from_secs(75));
    a.tick();
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("byo-yomi 0:15 (2 left)"), "{screen}");
    // A period used up is lost: the last one runs.
    a.advance_clock(Duration::from_secs(30));
    a.tick();
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("byo-yomi 0:15 (1 left)"), "{screen}");
    assert!(session(&a).end().is_none());
    a.advance_clock(Duration::from_secs(15));
    a.tick();
    let end = session(&a).end().cloned().expect("Han's flag fell");
    assert_eq!(end.winner, Some(Color::Cho));
    assert_eq!(end.kind, EndKind::OnTime { by: Color::Han });
    assert!(!a.busy(), "the clock stopped");
    assert!(draw(&mut a, 80, 24).contains("Han ran out of time"));
}

#[test]
fn a_saved_friend_game_keeps_names_and_clock() {
    let t0 = std::time::Instant::now();
    let mut s = Session::new(friend(BYO));
    assert!(s.check_time(t0).is_none());
    let c4c5 = "c4c5".parse().unwrap();
    s.play_at(c4c5, t0 + Duration::from_secs(70)).unwrap();
    assert!(s.check_time(t0 + Duration::from_secs(80)).is_none());
    let saved = s.saved();
    let json = serde_json::to_string(&saved).unwrap();
    let back = Session::restore(&serde_json::from_str(&json).unwrap()).unwrap();
    assert_eq!(back.player_name(Color::Han), Some("Bob"));
    let t1 = t0 + Duration::from_secs(1000);
    let mut back = back;
    back.check_time(t1);
    // Cho spent the main time and 10 s of a period, which it keeps; Han had thought 10 s.
    let cho = back.clock_reading(Color::Cho, t1).unwrap();
    assert_eq!((cho.main, cho.periods), (Duration::ZERO, 2));
    let han = back.clock_reading(Color::Han, t1).unwrap();
    assert_eq!(han.main, Duration::from_secs(50));
}

#[test]
fn the_friend_form_from_home_in_three_languages() {
    for (lang, title, friend_word) in [
        ("en", "New game with a friend", "another player"),
        ("zh", "与朋友开新局", "同一屏幕"),
        ("ko", "친구와 새 대국", "이 화면의"),
    ] {
        let mut a = App::new(config(lang));
        let home = draw(&mut a, 80, 24);
        assert!(home.contains(&tr(lang, "home-friend")), "{lang}\n{home}");
        open(&mut a, HomeEntry::Friend);
        // The first name is typed on the input line.
        a.press(KeyCode::Char(' '));
        a.type_text("민지");
        a.press(KeyCode::Enter);
        let screen = draw(&mut a, 80, 24);
        assert!(screen.contains(title), "{lang}\n{screen}");
        assert!(screen.contains("민지"), "{lang}\n{screen}");
        assert!(
            screen.contains(&tr(lang, "play-form-clock")),
            "{lang}\n{screen}"
        );
        // Down to the clock row; a step gives byo-yomi.
        for _ in 0..4 {
            a.press(KeyCode::Down);
        }
        a.press(KeyCode::Right);
        assert!(play(&a).form.clock != TimeControl::None);
        for _ in 0..2 {
            a.press(KeyCode::Down);
        }
        let screen = draw(&mut a, 80, 24);
        assert!(screen.contains(friend_word), "{lang}\n{screen}");
        a.press(KeyCode::Enter);
        let s = session(&a);
        assert_eq!(s.player_name(Color::Cho), Some("민지"));
        // The empty second name became the side's name in the language shown.
        let han = s.player_name(Color::Han).unwrap();
        assert!(han.contains(&tr(lang, "side-han")), "{lang}: {han}");
        assert!(s.is_timed());
        let screen = draw(&mut a, 80, 24);
        assert!(screen.contains("민지"), "{lang}\n{screen}");
    }
}

#[test]
fn play_friend_options_on_the_command_line() {
    let (code, _, err) = run_cli(&["--lang", "en", "play", "--friend", "--clock", "bogus"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown clock “bogus”"), "{err}");
    let (code, _, err) = run_cli(&["--lang", "ko", "play", "--friend", "--clock", "byo-yomi:10"]);
    assert_eq!(code, 2);
    assert!(err.contains("알 수 없는 제한시간"), "{err}");
    let (code, _, err) = run_cli(&["--lang", "zh", "play", "--friend", "--clock", "fischer:0+0"]);
    assert_eq!(code, 2);
    assert!(err.contains("未知的计时"), "{err}");
    // The names and the clock need --friend; --friend refuses the AI's options.
    let (code, _, _) = run_cli(&["--lang", "en", "play", "--cho", "Alice"]);
    assert_eq!(code, 2);
    let (code, _, _) = run_cli(&["--lang", "en", "play", "--friend", "--level", "3"]);
    assert_eq!(code, 2);
    // Good options parse into the game to start.
    use clap::Parser;
    let cli = crate::cli::Cli::try_parse_from([
        "janggi-tutor",
        "play",
        "--friend",
        "--cho",
        "Alice",
        "--han",
        "Bob",
        "--clock",
        "byo-yomi:10+3x30",
        "--turn-board",
    ])
    .expect("parses");
    let crate::cli::Command::Play(args) = cli.command.expect("a verb") else {
        panic!("not play")
    };
    // Without --rules: the rules the lessons have taught.
    let PlayStart::Taught(options) = crate::cli::play::start(&args).unwrap() else {
        panic!("the form")
    };
    let f = options.friend.expect("a friend game");
    assert_eq!(f.names, ["Alice".to_string(), "Bob".to_string()]);
    assert!(f.turn_board);
    assert_eq!(
        f.clock,
        TimeControl::ByoYomi {
            main: Duration::from_secs(600),
            periods: 3,
            period: Duration::from_secs(30),
        }
    );
}
