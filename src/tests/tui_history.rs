//! The learner's game history on the trainer screen: home's Continue panel shows the last
//! game's result and the next step (review it, then the lessons or another game) at 80x24 in
//! every language; the games screen notes a review and "learn from your mistakes" in
//! `games/marks.json`, which `progress` and home read, and lists a room game with its room,
//! server and player, an AI game with its level, in `progress`'s words (80x24, three
//! languages).

use std::path::{Path, PathBuf};

use ratatui::crossterm::event::KeyCode;

use crate::i18n::{Localizer, Message};
use crate::learner::games::{FinishedGame, RoomPlace};
use crate::learner::history::{self, GameResult, Learned, Mark, Opponent};
use crate::learner::progress::ProgressStore;
use crate::play::session::{EndKind, GameEnd};
use crate::rules::{Color, Game, Position, RuleSet};
use crate::tests::tui_common::{CJK, LANGS, draw, from_column, open, snap, squeeze};
use crate::tests::tui_games::{app_in, opened, settle};
use crate::tui::app::App;
use crate::tui::games::GamesState;
use crate::tui::screens::games::learn::Step;

/// 2027-01-15 08:00 UTC.
const T0: u64 = 1_800_000_000;

/// A game against the AI at level 1, lost as Cho, two plies.
fn lost_to_the_ai() -> FinishedGame {
    let mut game = Game::new(Position::start(RuleSet::Basic));
    for _ in 0..2 {
        let mv = game.position().legal_moves()[0];
        game.play(mv).unwrap();
    }
    FinishedGame {
        game,
        human: Color::Cho,
        level: 1,
        rules: RuleSet::Basic,
        engine: None,
        end: GameEnd {
            winner: Some(Color::Han),
            kind: EndKind::Resigned { by: Color::Cho },
        },
        tries: Vec::new(),
        goal: None,
        players: None,
        time_control: None,
        room: None,
    }
}

/// A data folder whose games folder holds that game, saved as the play screen saves it.
fn folder(name: &str) -> (PathBuf, PathBuf) {
    let dir = PathBuf::from("target/tui-history").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    let games = dir.join("games");
    let path = lost_to_the_ai()
        .save_record(&games, T0, "Player")
        .expect("saved");
    (dir, path)
}

fn l10n(lang: &str) -> Localizer {
    let mut l = Localizer::new();
    l.set_lang(lang).expect("a language of the app");
    l
}

/// Whether the home screen's right panel (from column 38 at 80 columns) shows `text`, wrapped
/// or not.
fn shows(screen: &str, text: &str) -> bool {
    use unicode_width::UnicodeWidthChar;
    let panel: String = screen
        .lines()
        .map(|line| {
            let mut col = 0;
            line.chars()
                .skip_while(|c| {
                    col += c.width().unwrap_or(0);
                    col <= 38
                })
                .collect::<String>()
        })
        .collect();
    squeeze(&panel).contains(&squeeze(text))
}

#[test]
fn home_shows_the_last_result_and_the_next_step_at_80x24() {
    for lang in LANGS {
        let (dir, path) = folder(&format!("home-{lang}"));
        let l = l10n(lang);
        let last = l.format(
            &Message::new("home-last-game")
                .arg("date", "2027-01-15 08:00")
                .arg_msg("result", Message::new("progress-game-result-lost"))
                .arg_msg(
                    "opponent",
                    Message::new("progress-game-opponent-ai").arg("level", "1"),
                ),
        );
        let mut a = app_in(&dir, lang);
        let screen = draw(&mut a, 80, 24);
        assert!(shows(&screen, &last), "{lang}: {last}\n{screen}");
        assert!(
            shows(&screen, &l.tr("home-last-next-review")),
            "{lang}: not reviewed, so review it\n{screen}"
        );
        // Reviewed (as the games screen marks it): the lessons left come next.
        let name = path.file_name().unwrap().to_str().unwrap();
        history::mark(&dir.join("games"), name, &Mark::Reviewed, T0).unwrap();
        let mut a = app_in(&dir, lang);
        let screen = draw(&mut a, 80, 24);
        assert!(shows(&screen, &last), "{lang}\n{screen}");
        assert!(
            shows(&screen, &l.tr("home-last-next-lessons")),
            "{lang}: reviewed, lessons left\n{screen}"
        );
        assert!(!shows(&screen, &l.tr("home-last-next-review")), "{lang}");
    }
}

#[test]
fn no_game_no_last_game_lines() {
    let mut a = crate::tests::tui_common::app("en");
    let screen = draw(&mut a, 80, 24);
    assert!(!screen.contains("Last game"), "{screen}");
}

#[test]
fn a_game_ending_in_the_app_becomes_the_last_game() {
    let dir = PathBuf::from("target/tui-history/finished");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut a = app_in(&dir, "en");
    assert!(!draw(&mut a, 80, 24).contains("Last game"));
    a.apply_for_tests(crate::tui::screen::Effect::GameFinished(Box::new(
        lost_to_the_ai(),
    )));
    let screen = draw(&mut a, 80, 24);
    assert!(shows(&screen, "Last game"), "{screen}");
    assert!(
        shows(&screen, "lost, against the AI at level 1"),
        "{screen}"
    );
}

/// The games screen's review and "learn from your mistakes" mark the game.
#[test]
fn the_review_and_learning_mark_the_game() {
    let mut a: App = opened("history-marks", "en");
    let dir = PathBuf::from("target/tui-games/history-marks/games");
    let marks = |d: &Path| history::read_marks(d);
    assert!(marks(&dir).is_empty());
    a.press(KeyCode::Char('r'));
    settle(&mut a);
    let m = marks(&dir);
    let chariot = m.get("hanging-chariot.pgn").expect("marked");
    assert!(chariot.reviewed.is_some() && chariot.learned.is_none());
    a.press(KeyCode::Char('m'));
    let step = |a: &App| {
        a.top::<GamesState>()
            .and_then(|g| g.view.as_deref())
            .and_then(|v| v.learn.as_ref())
            .map(|l| (l.step, l.moments.len()))
    };
    let (_, moments) = step(&a).expect("learning");
    for _ in 0..moments {
        a.press(KeyCode::Char('a'));
        a.press(KeyCode::Char('n'));
    }
    assert_eq!(step(&a).map(|s| s.0), Some(Step::Summary));
    let learned = marks(&dir)["hanging-chariot.pgn"].learned;
    assert_eq!(
        learned,
        Some(Learned {
            found: 0,
            moments: moments as u32
        })
    );
}

#[test]
fn a_room_game_record_says_where_it_was_played() {
    let g = won_in_a_room();
    let dir = tempfile::tempdir().unwrap();
    let path = g.save_record(dir.path(), T0, "Player").unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    for tag in [
        "[Room \"K7Q2\"]",
        "[RoomServer \"ws://127.0.0.1:7878/ws\"]",
        "[RoomSeat \"han\"]",
    ] {
        assert!(text.contains(tag), "{tag}\n{text}");
    }
    let games = history::games(dir.path());
    let [played] = &games[..] else {
        panic!("one game: {games:?}")
    };
    assert_eq!(
        played.opponent,
        Opponent::Room {
            server: "ws://127.0.0.1:7878/ws".into(),
            room: "K7Q2".into(),
            name: "Ana".into()
        }
    );
    // Han won: the record was saved by Han's player, who won.
    assert_eq!(
        (played.side, played.result),
        (Some(Color::Han), GameResult::Won)
    );
    let _ = ProgressStore::in_memory();
}

/// A room game: played as Han against Ana (Cho) in room K7Q2, won.
fn won_in_a_room() -> FinishedGame {
    let mut g = lost_to_the_ai();
    g.human = Color::Han;
    g.players = Some(["Ana".into(), "Bo".into()]);
    g.room = Some(RoomPlace {
        server: "ws://127.0.0.1:7878/ws".into(),
        room: "K7Q2".into(),
    });
    g
}

/// A data folder whose games folder holds the AI game and, an hour later (the newest, so
/// listed first), the room game.
fn room_and_ai(name: &str) -> PathBuf {
    let (dir, ai) = folder(name);
    let room = won_in_a_room()
        .save_record(&dir.join("games"), T0 + 3600, "Player")
        .expect("saved");
    for (path, t) in [(ai, T0), (room, T0 + 3600)] {
        let f = std::fs::File::options().write(true).open(path).unwrap();
        f.set_modified(std::time::UNIX_EPOCH + std::time::Duration::from_secs(t))
            .unwrap();
    }
    dir
}

fn games_screen(name: &str, lang: &str) -> App {
    let mut a = app_in(&room_and_ai(name), lang);
    open(&mut a, crate::tui::app::HomeEntry::Games);
    assert!(a.top::<GamesState>().is_some());
    a
}

#[test]
fn the_games_list_with_a_room_game_and_an_ai_game_at_80x24() {
    snap!(
        "games_room_and_ai",
        |lang: &str| games_screen(&format!("list-{lang}"), lang),
        CJK
    );
}

/// The list says whom each game was against as `progress` does (one message for both): the
/// room's player, code and server, the AI's level. A row wider than the list is cut with
/// "..."; the highlighted one is whole in the pane beside it.
#[test]
fn the_games_list_says_whom_and_where_as_progress_does() {
    use crate::tests::tui_room::shown;
    let body = crate::tui::layout::chrome(ratatui::layout::Rect::new(0, 0, 80, 24)).body;
    let panes = crate::tui::layout::two_pane(body, crate::tui::layout::GAMES_LIST_WIDTH);
    for lang in LANGS {
        let l = l10n(lang);
        let mut a = games_screen(&format!("whom-{lang}"), lang);
        let files = &a.top::<GamesState>().unwrap().files;
        assert_eq!(files.len(), 2, "{files:?}");
        let (room, ai) = (files[0].about.clone(), files[1].about.clone());
        let whom = [
            Opponent::Room {
                server: "ws://127.0.0.1:7878/ws".into(),
                room: "K7Q2".into(),
                name: "Ana".into(),
            },
            Opponent::Ai { level: "1".into() },
        ];
        for (about, whom) in [(&room, &whom[0]), (&ai, &whom[1])] {
            assert_eq!(about.opponent.as_ref(), Some(whom));
            let row = l.format(&about.row());
            assert!(row.contains(&l.format(&whom.message())), "{lang}: {row}");
        }
        for (k, about) in [room, ai].iter().enumerate() {
            if k == 1 {
                a.press(KeyCode::Down);
            }
            let screen = draw(&mut a, 80, 24);
            let row = l.format(&about.row());
            // The list: the row from its start, cut with "…" when it is wider than the list.
            let list_row = screen
                .lines()
                .nth(usize::from(panes.left.y + 1) + k)
                .unwrap_or_default();
            let list_row: String = list_row
                .chars()
                .scan(0, |col, c| {
                    *col += unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
                    (*col <= usize::from(panes.left.right())).then_some(c)
                })
                .collect();
            let cut = squeeze(&list_row);
            let cut = cut.trim_start_matches('>');
            let start = cut.strip_suffix("...").unwrap_or(cut);
            assert!(
                start.len() > 12 && shown(lang, &row).starts_with(start),
                "{lang}: {start:?} begins {row:?}\n{screen}"
            );
            if k == 0 {
                assert!(
                    cut.ends_with("..."),
                    "{lang}: the room row is cut\n{screen}"
                );
            }
            // The pane beside it: the whole row, server and all.
            let pane = squeeze(&from_column(&screen, usize::from(panes.right.x)));
            assert!(pane.contains(&shown(lang, &row)), "{lang}: {row}\n{screen}");
        }
        let pane = squeeze(&from_column(
            &draw(&mut a, 80, 24),
            usize::from(panes.right.x),
        ));
        assert!(!pane.contains("K7Q2"), "{lang}: the AI game highlighted");
        a.press(KeyCode::Up);
        let pane = squeeze(&from_column(
            &draw(&mut a, 80, 24),
            usize::from(panes.right.x),
        ));
        for part in ["K7Q2", "ws://127.0.0.1:7878/ws", "Ana"] {
            assert!(pane.contains(part), "{lang}: {part}");
        }
    }
}
