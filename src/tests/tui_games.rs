//! The games screen by keys: the saved games listed, a file with several games, stepping
//! (arrows, Home/End, a move number), the review on its thread with a progress bar and its
//! moments marked, the findings kept in the review queue and served by Review, "what if" on
//! the free board, a typed path and its errors, and the notation setting in the move list.
//! Every screen drawn in three languages at 80x24 and 120x40; snapshots as `snap!` keeps them.

use crate::tui::screens::exercise::ExerciseState;
use crate::tui::screens::free::FreeState;
use crate::tui::screens::home::HomeState;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use crate::learner::games::PLAYER_NAMES;
use crate::learner::progress::ProgressStore;
use crate::review::personal::LESSON_ID;
use crate::rules::Color;
use crate::tests::tui_common::{draw, squeeze};
use crate::tui::app::{App, HomeEntry, SettingItem};
use crate::tui::games::{GameView, GamesState};
use ratatui::crossterm::event::KeyCode;

const T0: u64 = 1_800_000_000;

fn data(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(rel)
}

/// A fresh data folder with a progress file and two saved records: a short game with a
/// hanging chariot (the newest) and a file of three games. Relative to the crate, so the
/// folder shown on screen is the same on every machine.
pub(crate) fn folder(name: &str) -> PathBuf {
    let dir = PathBuf::from("target/tui-games").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    let games = dir.join("games");
    std::fs::create_dir_all(&games).unwrap();
    let one = std::fs::read_to_string(data("records/games/modern-utf8.gib")).unwrap();
    let two = std::fs::read_to_string(data("records/games/long-200.gib")).unwrap();
    let three = games.join("three-games.gib");
    std::fs::write(&three, format!("{one}\n{two}\n{one}")).unwrap();
    let chariot = games.join("hanging-chariot.pgn");
    std::fs::copy(data("review/hanging-chariot.pgn"), &chariot).unwrap();
    let at = |secs: u64| SystemTime::UNIX_EPOCH + Duration::from_secs(secs);
    let set = |p: &Path, t| {
        std::fs::File::options()
            .write(true)
            .open(p)
            .unwrap()
            .set_modified(t)
            .unwrap()
    };
    set(&three, at(T0));
    set(&chariot, at(T0 + 60));
    dir
}

pub(crate) fn app_in(dir: &Path, lang: &str) -> App {
    let mut config = crate::tests::tui_common::config(lang);
    config.store = ProgressStore::at(dir.join("progress.json"));
    let mut a = App::new(config);
    a.set_now(T0);
    a
}

fn games(a: &App) -> &GamesState {
    match a.top::<GamesState>() {
        Some(g) => g,
        _ => panic!("not on the games screen"),
    }
}

fn view(a: &App) -> &GameView {
    games(a).view.as_deref().expect("a game is open")
}

/// The games screen with the hanging-chariot game open (the first file, the newest).
pub(crate) fn opened(name: &str, lang: &str) -> App {
    let mut a = app_in(&folder(name), lang);
    crate::tests::tui_common::open(&mut a, HomeEntry::Games);
    a.press(KeyCode::Enter);
    a
}

pub(crate) fn settle(a: &mut App) {
    let end = Instant::now() + Duration::from_secs(120);
    while a.busy() {
        assert!(
            Instant::now() < end,
            "the review did not finish in two minutes"
        );
        a.tick();
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn the_list_shows_the_saved_games_newest_first() {
    let a = {
        let mut a = app_in(&folder("list-order"), "en");
        crate::tests::tui_common::open(&mut a, HomeEntry::Games);
        a
    };
    let names: Vec<&str> = games(&a).files.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["hanging-chariot.pgn", "three-games.gib"]);
    crate::tests::tui_common::snap!("games_list", |lang| {
        let mut a = app_in(&folder(&format!("list-{lang}")), lang);
        crate::tests::tui_common::open(&mut a, HomeEntry::Games);
        a
    });
}

#[test]
fn a_file_with_several_games_lists_them() {
    crate::tests::tui_common::snap!("games_pick", |lang| {
        let mut a = app_in(&folder(&format!("pick-{lang}")), lang);
        crate::tests::tui_common::open(&mut a, HomeEntry::Games);
        a.press(KeyCode::Down);
        a.press(KeyCode::Enter);
        a
    });
    let mut a = app_in(&folder("pick-open"), "en");
    crate::tests::tui_common::open(&mut a, HomeEntry::Games);
    a.press(KeyCode::Down);
    a.press(KeyCode::Enter);
    assert_eq!(games(&a).picking.as_ref().unwrap().games.len(), 3);
    a.press(KeyCode::Down);
    a.press(KeyCode::Enter);
    let v = view(&a);
    assert_eq!((v.game, v.games, v.len()), (1, 3, 200));
    let screen = draw(&mut a, 120, 40);
    assert!(screen.contains("(2/3)"), "{screen}");
    // Back: the game list of the file, then the folder's list, then home.
    a.press(KeyCode::Char('q'));
    assert!(games(&a).view.is_none() && games(&a).picking.is_some());
    a.press(KeyCode::Char('q'));
    assert!(games(&a).picking.is_none());
    a.press(KeyCode::Char('q'));
    assert!(a.top::<HomeState>().is_some());
}

#[test]
fn arrows_home_end_and_a_move_number_step_through_the_game() {
    let mut a = opened("step", "en");
    assert_eq!((view(&a).ply, view(&a).len()), (0, 10));
    a.press(KeyCode::Right);
    a.press(KeyCode::Right);
    a.press(KeyCode::Left);
    assert_eq!(view(&a).ply, 1);
    a.press(KeyCode::Down);
    assert_eq!(view(&a).ply, 3, "down: one move of each side");
    a.press(KeyCode::End);
    assert_eq!(view(&a).ply, 10);
    a.press(KeyCode::Right);
    assert_eq!(view(&a).ply, 10, "stops at the end");
    a.press(KeyCode::Home);
    assert_eq!(view(&a).ply, 0);
    // g takes a whole-move number, as the move list writes it: 4 is Cho's 4th move (ply 7).
    a.press(KeyCode::Char('g'));
    a.type_text("4");
    a.press(KeyCode::Enter);
    assert_eq!(view(&a).ply, 7);
    // The board shows the position after move 7.
    let want = view(&a).replayed.game.positions()[7].fen();
    assert_eq!(view(&a).position().fen(), want);
    // A click on a move in the list: Han's fourth move (ply 8) in the fourth row.
    draw(&mut a, 120, 40);
    let list = view(&a).drawn_list.get().expect("the list was drawn");
    a.click(list.area.x + list.cell_width + 2, list.area.y + 3);
    assert_eq!(view(&a).ply, 8);
    a.click(list.area.x + 1, list.area.y);
    assert_eq!(view(&a).ply, 1);
    a.press(KeyCode::Char('g'));
    a.type_text("7");
    a.press(KeyCode::Enter);
    // A move number out of range is refused with the range, and nothing moves.
    // Counted in whole moves (5), as the move list numbers them.
    for (lang, words) in [("en", "0 to 5"), ("zh", "0 到 5"), ("ko", "0부터 5")] {
        let mut a = opened(&format!("step-{lang}"), lang);
        a.press(KeyCode::Char('g'));
        a.type_text("99");
        a.press(KeyCode::Enter);
        assert_eq!(view(&a).ply, 0);
        let screen = draw(&mut a, 80, 24);
        assert!(screen.contains(words), "{lang}: {screen}");
    }
    crate::tests::tui_common::snap!(
        "games_view",
        |lang| {
            let mut a = opened(&format!("view-{lang}"), lang);
            for _ in 0..7 {
                a.press(KeyCode::Right);
            }
            a
        },
        crate::tests::tui_common::CJK_AND_LARGE
    );
}

/// The review runs on its own thread: a progress bar at once, the keys still work, then
/// the moment (the chariot left on a6 at move 7) marked in the list and explained; `s` keeps
/// it in the review queue, and the home screen's Review serves it as an exercise.
#[test]
fn the_review_marks_moments_and_its_findings_join_the_review_queue() {
    crate::tests::tui_common::snap!("games_reviewing", |lang| {
        let mut a = opened(&format!("reviewing-{lang}"), lang);
        a.press(KeyCode::Char('r'));
        assert!(a.busy());
        a
    });
    crate::tests::tui_common::snap!("games_reviewed", |lang| {
        let mut a = opened(&format!("reviewed-{lang}"), lang);
        a.press(KeyCode::Char('r'));
        settle(&mut a);
        a.press(KeyCode::Char('n'));
        assert_eq!(view(&a).ply, 7, "n goes to the moment");
        // The move is marked as the review judged it (`??` for the hanging chariot); `!`,
        // which praises a move in chess notation, is never a review's mark.
        let screen = draw(&mut a, 80, 24);
        // Numbered in whole moves as the play screen writes them: Cho's 4th move.
        assert!(screen.contains(" 4. ") && screen.contains("??"), "{screen}");
        assert!(!screen.contains("! "), "{screen}");
        // Issue 70: the review's own keys lead the bar once it has run (they were only in `?`).
        let bar = screen.lines().rev().find(|l| !l.trim().is_empty()).unwrap();
        let keys: &[&str] = match lang {
            "en" => &["n ", "m "],
            _ => &["n ", "m ", "s "],
        };
        for key in keys {
            assert!(bar.contains(key), "{lang}: {key:?} in {bar}");
        }
        a
    });
    let mut a = opened("keep", "en");
    a.press(KeyCode::Char('s'));
    assert!(
        draw(&mut a, 80, 24).contains("Run the review first"),
        "nothing to keep before the review"
    );
    a.press(KeyCode::Char('r'));
    a.press(KeyCode::Right);
    assert_eq!(view(&a).ply, 1, "keys work while the review runs");
    settle(&mut a);
    let moments = view(&a).moments.as_ref().unwrap();
    let chariot = moments
        .iter()
        .find(|m| m.ply == 7)
        .expect("the chariot's move");
    // The answer typed below: a move the review accepted, the last one (not the better move
    // itself when there are others: any move within the margin counts).
    let answer = chariot.accepted.last().expect("moves accepted").to_string();
    assert_eq!(chariot.accepted[0], chariot.better_line[0], "{chariot:?}");
    a.press(KeyCode::Char('s'));
    assert_eq!(a.progress().personal().len(), 1);
    assert!(draw(&mut a, 80, 24).contains("One new exercise in your review queue"));
    a.press(KeyCode::Char('s'));
    assert_eq!(a.progress().personal().len(), 1, "kept once");
    // Saved in the progress file.
    let dir = PathBuf::from("target/tui-games/keep");
    let on_disk = ProgressStore::at(dir.join("progress.json")).load().progress;
    assert_eq!(on_disk.personal().len(), 1);
    // Served by Review: the exercise from the game, "find a better move", answered by a move
    // the review accepted.
    while a.top::<HomeState>().is_none() {
        a.press(KeyCode::Char('q'));
    }
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Practise again (1 due)"), "{screen}");
    crate::tests::tui_common::open(&mut a, HomeEntry::Review);
    let Some(e) = a.top::<ExerciseState>() else {
        panic!("Review opens the personal exercise")
    };
    assert_eq!(a.lessons().list[e.lesson].id, LESSON_ID);
    let screen = draw(&mut a, 120, 40);
    assert!(screen.contains("From one of your games"), "{screen}");
    assert!(squeeze(&screen).contains("move4(Chotomove)"), "{screen}");
    a.press(KeyCode::Char('m'));
    a.type_text(&answer);
    a.press(KeyCode::Enter);
    let id = a.progress().personal().keys().next().unwrap().clone();
    let record = a.progress().record_of(LESSON_ID, &id).unwrap();
    assert_eq!((record.attempts, record.misses), (1, 0), "{record:?}");
    assert_eq!(record.review.unwrap().leitner_box, 2, "solved: next box");
    // The course's own lists do not show it.
    assert!(
        a.home_entries()
            .iter()
            .all(|e| !matches!(e, HomeEntry::Lesson(l) if *l == a.lessons().list.len() - 1))
    );
}

#[test]
fn what_if_opens_the_free_board_at_the_move_shown() {
    let mut a = opened("what-if", "en");
    for _ in 0..4 {
        a.press(KeyCode::Right);
    }
    let here = view(&a).position().clone();
    a.press(KeyCode::Char('w'));
    let Some(f) = a.top::<FreeState>() else {
        panic!("w opens the free board")
    };
    assert_eq!(f.pos.fen(), here.fen());
    assert_eq!(f.moves.len(), 4);
    assert!(draw(&mut a, 120, 40).contains("after 2... of the game"));
    // Undo goes back through the game.
    a.press(KeyCode::Char('u'));
    let Some(f) = a.top::<FreeState>() else {
        panic!()
    };
    assert_eq!(f.moves.len(), 3);
    // Back to the game, where it was.
    a.press(KeyCode::Char('q'));
    assert_eq!(view(&a).ply, 4);
}

#[test]
fn a_typed_path_opens_and_a_bad_one_says_why() {
    let mut a = app_in(&folder("typed"), "en");
    crate::tests::tui_common::open(&mut a, HomeEntry::Games);
    a.press(KeyCode::Char('o'));
    a.type_text(data("review/missed-mate.pgn").to_str().unwrap());
    a.press(KeyCode::Enter);
    assert_eq!(view(&a).len(), view(&a).replayed.record.moves.len());
    for (lang, words) in [
        ("en", "cannot be read"),
        ("zh", "无法读取"),
        ("ko", "읽을 수 없습니다"),
    ] {
        let mut a = app_in(&folder(&format!("typed-{lang}")), lang);
        crate::tests::tui_common::open(&mut a, HomeEntry::Games);
        a.press(KeyCode::Char('o'));
        a.type_text("no/such/file.gib");
        a.press(KeyCode::Enter);
        assert!(games(&a).view.is_none());
        let screen = draw(&mut a, 120, 40);
        assert!(
            screen.contains("no/such/file.gib") && screen.contains(words),
            "{lang}: {screen}"
        );
    }
    // A record opened directly (`game FILE --view --game 2`).
    let mut a = app_in(&folder("direct"), "en");
    let file = PathBuf::from("target/tui-games/direct/games/three-games.gib");
    a.open_games(Some(&file), Some(1));
    assert_eq!((view(&a).game, view(&a).len()), (1, 200));
}

/// The move list follows the notation setting: SAN in English, the Korean record form in
/// Korean, coordinates (with `x` for a capture) when chosen.
#[test]
fn the_move_list_follows_the_notation_setting() {
    let mut a = opened("notation-en", "en");
    a.press(KeyCode::End);
    let screen = draw(&mut a, 120, 40);
    assert!(screen.contains("Ra6"), "SAN: {screen}");
    let mut a = opened("notation-ko", "ko");
    a.press(KeyCode::End);
    let screen = draw(&mut a, 120, 40);
    assert!(screen.contains("01차51"), "Korean record form: {screen}");
    // Settings: the notation row, to coordinates (auto -> Korean -> SAN -> coordinates).
    let mut a = app_in(&folder("notation-set"), "en");
    crate::tests::tui_common::open(&mut a, HomeEntry::Settings);
    let row = SettingItem::ALL
        .iter()
        .position(|i| *i == SettingItem::Notation)
        .unwrap();
    for _ in 0..row {
        a.press(KeyCode::Down);
    }
    for _ in 0..3 {
        a.press(KeyCode::Right);
    }
    let screen = draw(&mut a, 120, 40);
    assert!(screen.contains("Move notation: Coordinates"), "{screen}");
    a.press(KeyCode::Char('q'));
    crate::tests::tui_common::open(&mut a, HomeEntry::Games);
    a.press(KeyCode::Enter);
    a.press(KeyCode::End);
    let screen = draw(&mut a, 120, 40);
    assert!(
        screen.contains("a1a6") && screen.contains("a7xa6"),
        "{screen}"
    );
    // Saved with the settings.
    let saved = ProgressStore::at("target/tui-games/notation-set/progress.json")
        .load()
        .progress;
    assert_eq!(
        saved.settings.move_notation,
        crate::learner::settings::MoveNotation::Coordinates
    );
}

/// A review finished once is kept for the run: the same game reviewed again (here from another
/// app, on a copy of the record) shows the same moments at the first tick, with no search.
#[test]
fn a_game_reviewed_before_shows_its_moments_at_once() {
    let mut a = opened("kept-first", "en");
    a.press(KeyCode::Char('r'));
    settle(&mut a);
    let plies = |a: &App| -> Vec<usize> {
        view(a)
            .moments
            .as_ref()
            .expect("reviewed")
            .iter()
            .map(|m| m.ply)
            .collect()
    };
    let first = plies(&a);
    assert!(!first.is_empty(), "the planted mistake is found");
    let mut b = opened("kept-again", "zh");
    b.press(KeyCode::Char('r'));
    b.tick();
    assert!(!b.busy(), "no second search");
    assert_eq!(plies(&b), first);
}

/// The review looks at the learner's side of a game from the play screen (its player tag),
/// both sides otherwise; `v` changes it and says so, and the review then reports only that
/// side's moves.
#[test]
fn the_review_looks_at_the_side_chosen() {
    let mut a = opened("side", "en");
    assert_eq!(view(&a).side, None, "a record from elsewhere: both sides");
    a.press(KeyCode::Char('v'));
    assert_eq!(view(&a).side, Some(Color::Cho));
    let screen = draw(&mut a, 100, 30);
    assert!(
        screen.contains("The review looks at Cho's moves"),
        "{screen}"
    );
    a.press(KeyCode::Char('v'));
    assert_eq!(view(&a).side, Some(Color::Han));
    a.press(KeyCode::Char('r'));
    settle(&mut a);
    let moments = view(&a).moments.as_ref().unwrap();
    assert!(moments.iter().all(|m| m.mover == Color::Han), "{moments:?}");
    assert!(
        !moments.iter().any(|m| m.ply == 7),
        "Cho's hanging chariot is not Han's"
    );
    a.press(KeyCode::Char('v'));
    assert_eq!(view(&a).side, None);
    assert!(
        view(&a).moments.is_none(),
        "findings for another side are dropped"
    );
    for (lang, words) in [
        ("zh", "复盘看双方的着法"),
        ("ko", "양쪽의 수를 모두 복기합니다"),
    ] {
        let mut b = opened(&format!("side-{lang}"), lang);
        for _ in 0..3 {
            b.press(KeyCode::Char('v'));
        }
        assert!(draw(&mut b, 100, 30).contains(words), "{lang}");
    }

    // A game saved by the play screen: the learner played Han.
    let dir = folder("side-player");
    let text = std::fs::read_to_string(data("records/games/modern-utf8.gib"))
        .unwrap()
        .replace(
            "[한대국자 \"이한\"]",
            &format!("[한대국자 \"{}\"]", PLAYER_NAMES[1]),
        );
    std::fs::write(dir.join("games/zz-mine.gib"), text).unwrap();
    let mut a = app_in(&dir, "en");
    crate::tests::tui_common::open(&mut a, HomeEntry::Games);
    a.press(KeyCode::Char('o'));
    for c in dir.join("games/zz-mine.gib").display().to_string().chars() {
        a.press(KeyCode::Char(c));
    }
    a.press(KeyCode::Enter);
    assert_eq!(view(&a).side, Some(Color::Han));
}

/// The moment at move 7 of the hanging-chariot game, after the review, in `lang`.
fn at_the_moment(name: &str, lang: &str) -> App {
    let mut a = opened(name, lang);
    a.press(KeyCode::Char('r'));
    settle(&mut a);
    a.press(KeyCode::Char('n'));
    assert_eq!(view(&a).ply, 7, "n goes to the moment");
    a
}

/// The better move of the moment shown, as the screen writes it in `lang` (a move the game
/// did not play, so the move list does not show it; the line may wrap beside the board).
fn better_line(a: &App, lang: &str) -> String {
    let v = view(a);
    let m = v.moments_at(v.ply).next().expect("a moment here");
    let notation = crate::learner::settings::MoveNotation::default().for_lang(lang);
    let better = m.better_text(notation)[0].clone();
    let played: Vec<String> = (0..v.len())
        .map(|i| {
            let pos = &v.replayed.game.positions()[i];
            crate::record::notation::write(pos, v.replayed.game.moves()[i], notation)
        })
        .collect();
    assert!(!played.contains(&better), "{better} is a move of the game");
    better
}

fn advice_label(lang: &str) -> &'static str {
    match lang {
        "zh" => "建议：",
        "ko" => "조언:",
        _ => "Advice:",
    }
}

/// Issue 65: the better move and its line wait until the learner has tried the moment
/// ("learn from your mistakes", found or given up) or asked for it with `b`; then the
/// sentence of why it is better follows, marked as advice. At 80x24 in three languages.
#[test]
fn the_better_move_waits_for_the_exercise_or_b() {
    for lang in crate::tests::tui_common::LANGS {
        let mut a = at_the_moment(&format!("better-b-{lang}"), lang);
        let line = better_line(&a, lang);
        let before = squeeze(&draw(&mut a, 80, 24));
        assert!(
            !before.contains(&line),
            "{lang}: {line} shown early: {before}"
        );
        assert!(!before.contains(advice_label(lang)), "{lang}: {before}");
        // What the move played allowed is there, and the keys to go on.
        assert!(
            before.contains("13"),
            "{lang}: the chariot's points: {before}"
        );
        // `b` in the key bar where there is room (the panel names it at 80 columns).
        let wide = draw(&mut a, 120, 40);
        let bar = wide.lines().rev().find(|l| !l.trim().is_empty()).unwrap();
        assert!(bar.contains("b "), "{lang}: b in the bar: {bar}");
        a.press(KeyCode::Char('b'));
        let after = squeeze(&draw(&mut a, 80, 24));
        assert!(after.contains(&line), "{lang}: {line} after b: {after}");
        assert!(after.contains(advice_label(lang)), "{lang}: {after}");

        // Through the exercise: given up (`a`), the game then shows it too.
        let mut a = at_the_moment(&format!("better-m-{lang}"), lang);
        let line = better_line(&a, lang);
        a.press(KeyCode::Char('m'));
        let asking = squeeze(&draw(&mut a, 80, 24));
        assert!(!asking.contains(&line), "{lang}: asked, not told: {asking}");
        a.press(KeyCode::Char('a'));
        let answered = squeeze(&draw(&mut a, 80, 24));
        assert!(answered.contains(advice_label(lang)), "{lang}: {answered}");
        a.press(KeyCode::Char('q'));
        assert!(view(&a).learn.is_none(), "q leaves learning");
        assert_eq!(view(&a).ply, 7);
        let after = squeeze(&draw(&mut a, 80, 24));
        assert!(
            after.contains(&line),
            "{lang}: {line} after the exercise: {after}"
        );
    }
    crate::tests::tui_common::snap!("games_better_shown", |lang| {
        let mut a = at_the_moment(&format!("better-snap-{lang}"), lang);
        a.press(KeyCode::Char('b'));
        a
    });
}

/// Away from a moment, `b` says there is nothing to show; before the review, to run it.
#[test]
fn b_without_a_moment_says_why() {
    let mut a = opened("better-none", "en");
    a.press(KeyCode::Char('b'));
    assert!(draw(&mut a, 80, 24).contains("Run the review first"));
    a.press(KeyCode::Char('r'));
    settle(&mut a);
    a.press(KeyCode::Home);
    a.press(KeyCode::Char('b'));
    let screen = draw(&mut a, 80, 24);
    assert!(squeeze(&screen).contains("Nobettermovetoshow"), "{screen}");
    assert!(view(&a).revealed.is_empty());
}
