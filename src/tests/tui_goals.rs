//! A game with a small goal, end to end at 80×24 in the three languages: the goal chosen on
//! the new-game form, its state beside the board changing with the moves, the game's end with
//! the moves that counted, the record's `Goal` tags read back by `review`, the goal met kept
//! in the progress file (and shown on the next form and by `progress`); the goal suggested
//! from the learner's mistakes; `play --goal` refused when unknown.

use crate::i18n::{Localizer, Message};
use crate::learner::progress::{AttemptResult, Progress, ProgressStore};
use crate::learner::settings::MoveNotation;
use crate::play::goals::{Goal, GoalState};
use crate::play::session::GameOptions;
use crate::rules::{Color, Formation, RuleSet};
use crate::search::Level;
use crate::tui::app::{App, Config, HomeEntry, Opening, PlayStart};
use crate::tui::play::SetupRow;
use ratatui::crossterm::event::KeyCode;

use crate::tests::common::run_cli;
use crate::tests::tui_common::{config, draw, from_column, squeeze};
use crate::tests::tui_play::{play, settle};

/// The side panel's text (right of the board and its Korean digits at 80 columns), without whitespace: a wrapped
/// line reads as the line it wraps.
fn panel(screen: &str) -> String {
    squeeze(&from_column(screen, 40))
}

fn l10n(lang: &str) -> Localizer {
    let mut l = Localizer::new();
    l.set_lang(lang).unwrap();
    l
}

/// The new-game form at level 1 under `janggi`, with a progress file in `dir`.
pub(crate) fn form(dir: &std::path::Path, lang: &str) -> App {
    let options = GameOptions {
        human: Color::Cho,
        level: Level::new(1),
        rules: RuleSet::Janggi,
        human_formation: Some(Formation::HorseElephantElephantHorse),
        computer_formation: Some(Formation::ElephantHorseHorseElephant),
        seed: Some(7),
        ..GameOptions::default()
    };
    App::new(Config {
        store: ProgressStore::at(dir.join("progress.json")),
        open: Opening::Play(PlayStart::Setup(options)),
        ..config(lang)
    })
}

/// Down to the goal row of the form.
fn to_goal_row(a: &mut App) {
    let row = play(a)
        .form
        .rows()
        .iter()
        .position(|r| *r == SetupRow::Goal)
        .expect("a goal row");
    while play(a).form.row > row {
        a.press(KeyCode::Up);
    }
    while play(a).form.row < row {
        a.press(KeyCode::Down);
    }
    assert_eq!(play(a).form.row, row);
}

fn type_move(a: &mut App, m: &str) {
    a.type_text("m");
    a.type_text(m);
    a.press(KeyCode::Enter);
    settle(a);
}

/// The goal's line as the game panel words it now.
fn goal_line(a: &App, lang: &str) -> String {
    let s = play(a).session().expect("a game");
    let notation = MoveNotation::Auto.for_lang(lang);
    let report = s.goal_report().expect("a goal");
    l10n(lang).format(&report.line(s.game(), notation))
}

#[test]
fn a_goal_chosen_on_the_form_is_followed_to_the_end_of_the_game() {
    for lang in ["zh", "ko", "en"] {
        let l = l10n(lang);
        let dir = tempfile::tempdir().unwrap();
        let mut a = form(dir.path(), lang);
        let screen = draw(&mut a, 80, 24);
        // The goal row is on the form, with no goal yet.
        assert!(screen.contains(&l.tr("play-form-goal")), "{lang}\n{screen}");
        assert!(screen.contains(&l.tr("play-goal-none")), "{lang}\n{screen}");
        // A fresh learner has no suggestion: the goals come in the form's order.
        to_goal_row(&mut a);
        for _ in 0..4 {
            a.press(KeyCode::Right);
        }
        assert_eq!(play(&a).form.goal, Some(Goal::ChariotsOut));
        let screen = draw(&mut a, 80, 24);
        let name = l.format(&Goal::ChariotsOut.name());
        assert!(screen.contains(&name), "{lang}\n{screen}");
        // Its explanation below the form.
        let desc = squeeze(&l.format(&Goal::ChariotsOut.description()));
        let head: String = desc.chars().take(12).collect();
        assert!(panel(&screen).contains(&head), "{lang}\n{screen}");

        // The game: the goal beside the board, not decided yet.
        a.press(KeyCode::Enter);
        settle(&mut a);
        let pending = goal_line(&a, lang);
        let screen = draw(&mut a, 80, 24);
        assert!(
            panel(&screen).contains(&squeeze(&pending)),
            "{lang}\n{screen}"
        );
        assert!(
            pending.contains(&l.tr("play-goal-state-pending")),
            "{pending}"
        );
        type_move(&mut a, "a1a2");
        let state = play(&a).session().unwrap().goal_report().unwrap().state;
        assert_eq!(state, GoalState::Pending, "{lang}");
        // The second chariot moves: met at that move, and the screen says so.
        type_move(&mut a, "i1i2");
        let report = play(&a).session().unwrap().goal_report().unwrap();
        assert_eq!(report.state, GoalState::Met { ply: 3 }, "{lang}");
        assert_eq!(report.plies, vec![1, 3]);
        let met = goal_line(&a, lang);
        assert_ne!(met, pending);
        let screen = draw(&mut a, 80, 24);
        assert!(panel(&screen).contains(&squeeze(&met)), "{lang}\n{screen}");

        // Resigning ends the game: the goal stays met, with the moves that counted.
        a.press(KeyCode::Char('x'));
        a.press(KeyCode::Char('x'));
        let s = play(&a).session().unwrap();
        assert!(s.end().is_some());
        let notation = MoveNotation::Auto.for_lang(lang);
        let moves = l.format(&report.moves_line(s.game(), notation).expect("moves"));
        let screen = draw(&mut a, 80, 24);
        let flat = panel(&screen);
        assert!(flat.contains(&squeeze(&met)), "{lang}\n{screen}");
        assert!(flat.contains(&squeeze(&moves)), "{lang}\n{screen}");

        // The goal met is kept in the progress file, merged like the rest.
        let r = &a.progress().goals()["chariots-out"];
        assert_eq!((r.played, r.met), (1, 1), "{lang}");
        let on_disk = ProgressStore::at(dir.path().join("progress.json"))
            .load()
            .progress;
        assert_eq!(on_disk.goals()["chariots-out"].met, 1);

        // The record keeps the goal; the review says it again from the moves.
        let games: Vec<_> = std::fs::read_dir(dir.path().join("games"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        assert_eq!(games.len(), 1);
        let text = std::fs::read_to_string(&games[0]).unwrap();
        assert!(text.contains("[Goal \"chariots-out\"]"), "{text}");
        assert!(text.contains("[GoalResult \"met 3\"]"), "{text}");
        let path = games[0].to_str().unwrap();
        let (code, out, _) = run_cli(&["--lang", lang, "review", path, "--depth", "1"]);
        assert_eq!(code, 0, "{out}");
        assert!(out.contains(&met), "{lang}: {out}");
        // `--json` says the same: the goal, met, and the moves that counted.
        let (code, out, _) = run_cli(&["--lang", lang, "review", path, "--depth", "1", "--json"]);
        assert_eq!(code, 0, "{out}");
        let doc: serde_json::Value = serde_json::from_str(&out).expect("JSON");
        let goal = &doc["goal"];
        assert_eq!(goal["id"], "chariots-out", "{out}");
        assert_eq!(
            (&goal["state"], &goal["met"], &goal["ply"]),
            (&"met".into(), &true.into(), &3.into())
        );
        assert_eq!(goal["text"], met.as_str());
        let plies: Vec<_> = goal["moves"]
            .as_array()
            .expect("moves")
            .iter()
            .map(|m| m["ply"].as_u64().unwrap())
            .collect();
        let want: Vec<u64> = report.plies.iter().map(|&p| p as u64).collect();
        assert_eq!(plies, want, "{out}");
        assert!(!plies.is_empty());
        assert!(
            moves.contains(goal["moves"][0]["text"].as_str().unwrap()),
            "{moves}"
        );

        // The next form remembers how often the goal was met.
        a.press(KeyCode::Char('n'));
        to_goal_row(&mut a);
        assert_eq!(
            play(&a).form.goal,
            Some(Goal::ChariotsOut),
            "kept for the next game"
        );
        let record = l.format(
            &Message::new("play-goal-record")
                .arg_num("met", 1)
                .arg_num("played", 1),
        );
        let screen = draw(&mut a, 80, 24);
        assert!(
            panel(&screen).contains(&squeeze(&record)),
            "{lang}\n{screen}"
        );
    }
}

#[test]
fn a_goal_missed_is_said_with_its_move() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = form(dir.path(), "en");
    to_goal_row(&mut a);
    // King home until move 20: the king steps at once.
    while play(&a).form.goal != Some(Goal::KingHome) {
        a.press(KeyCode::Right);
    }
    a.press(KeyCode::Enter);
    settle(&mut a);
    type_move(&mut a, "e2e1");
    let report = play(&a).session().unwrap().goal_report().unwrap();
    assert_eq!(report.state, GoalState::Failed { ply: 1 });
    let screen = draw(&mut a, 80, 24);
    assert!(
        panel(&screen).contains(&squeeze("Goal: King home until move 20, missed at 1. Ke1")),
        "{screen}"
    );
    // The game goes on; ended, it counts as played and not met.
    a.press(KeyCode::Char('x'));
    a.press(KeyCode::Char('x'));
    let r = &a.progress().goals()["king-home"];
    assert_eq!((r.played, r.met), (1, 0));
    // The games screen's review ends with the goal, judged again from the record.
    let mut g = App::new(Config {
        store: ProgressStore::at(dir.path().join("progress.json")),
        ..config("en")
    });
    crate::tests::tui_common::open(&mut g, HomeEntry::Games);
    g.press(KeyCode::Enter);
    g.press(KeyCode::Char('r'));
    settle(&mut g);
    let screen = draw(&mut g, 120, 40);
    assert!(
        squeeze(&screen).contains(&squeeze("Goal: King home until move 20, missed at 1. Ke1")),
        "{screen}"
    );
    let (code, out, _) = run_cli(&[
        "--lang",
        "en",
        "--progress",
        dir.path().join("progress.json").to_str().unwrap(),
        "progress",
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("King home until move 20 (king-home): met in 0 of 1 game"),
        "{out}"
    );
    let (code, out, _) = run_cli(&[
        "--progress",
        dir.path().join("progress.json").to_str().unwrap(),
        "progress",
        "--json",
    ]);
    assert_eq!(code, 0, "{out}");
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(doc["goals"][0]["id"], "king-home");
    assert_eq!(doc["goals"][0]["played"], 1);
}

#[test]
fn the_form_suggests_a_goal_from_the_learners_mistakes() {
    for lang in ["zh", "ko", "en"] {
        let l = l10n(lang);
        let dir = tempfile::tempdir().unwrap();
        // Misses of the cannon rules: capturing with a cannon is suggested.
        let mut p = Progress::default();
        let miss = AttemptResult {
            misconceptions: vec!["cannon-jumps-cannon".to_string()],
            ..AttemptResult::default()
        };
        p.record_attempt("cannon", "screen-1", &miss, 1);
        ProgressStore::at(dir.path().join("progress.json"))
            .save(&p)
            .unwrap();
        let mut a = form(dir.path(), lang);
        assert_eq!(a.progress().suggested_goal(), Some(Goal::CannonCapture));
        to_goal_row(&mut a);
        let screen = draw(&mut a, 80, 24);
        let suggested = l.format(
            &Message::new("play-goal-suggested").arg_msg("goal", Goal::CannonCapture.name()),
        );
        assert!(
            panel(&screen).contains(&squeeze(&suggested)),
            "{lang}\n{screen}"
        );
        // The suggestion comes first after "none", marked with `*` in the row.
        a.press(KeyCode::Right);
        assert_eq!(play(&a).form.goal, Some(Goal::CannonCapture));
        let name = l.format(&Goal::CannonCapture.name());
        let screen = draw(&mut a, 80, 24);
        assert!(screen.contains(&format!("{name} *")), "{lang}\n{screen}");
    }
}

#[test]
fn an_unknown_goal_on_the_command_line_is_refused() {
    let (code, _, err) = run_cli(&["--lang", "en", "play", "--goal", "win-fast"]);
    assert_eq!(code, 2);
    assert!(err.contains("there is no goal “win-fast”"), "{err}");
    assert!(err.contains("chariots-out"), "{err}");
    let (code, _, err) = run_cli(&["--lang", "ko", "play", "--goal", "x"]);
    assert_eq!(code, 2);
    assert!(err.contains("없는 목표입니다"), "{err}");
}

/// Issue 65: a missed "no illegal try" names the try (its move number, the move tried, the
/// engine's reason) on the panel, at the game's end and in `review` of the record; never the
/// move later played at that ply, never a bare ply number.
#[test]
fn a_missed_no_illegal_try_names_the_try() {
    for lang in ["zh", "ko", "en"] {
        let l = l10n(lang);
        let notation = MoveNotation::Auto.for_lang(lang);
        let dir = tempfile::tempdir().unwrap();
        let mut a = form(dir.path(), lang);
        to_goal_row(&mut a);
        while play(&a).form.goal != Some(Goal::NoIllegalTry) {
            a.press(KeyCode::Right);
        }
        a.press(KeyCode::Enter);
        settle(&mut a);
        // The chariot cannot pass its own soldier on a4; then a legal move and the reply.
        type_move(&mut a, "a1a5");
        let report = play(&a).session().unwrap().goal_report().unwrap();
        assert_eq!(report.state, GoalState::Failed { ply: 1 }, "{lang}");
        let tried = report.tried.clone().expect("the try");
        assert_eq!(tried.mv.to_string(), "a1a5");
        let try_text = tried.text(notation);
        assert!(try_text.starts_with("1. "), "{try_text}");
        let reason = l.format(&tried.reason().expect("illegal"));
        let line = goal_line(&a, lang);
        assert!(line.contains(&try_text), "{lang}: {line}");
        assert!(line.contains(&reason), "{lang}: {line}");
        let screen = draw(&mut a, 80, 24);
        assert!(panel(&screen).contains(&squeeze(&line)), "{lang}\n{screen}");
        type_move(&mut a, "a1a2");
        let s = play(&a).session().unwrap();
        assert!(s.game().moves().len() >= 2, "{lang}: the AI replied");
        let played = crate::play::goals::move_text(s.game(), 1, notation).unwrap();
        // Still the try, not the move played at its ply.
        let after = goal_line(&a, lang);
        assert_eq!(after, line, "{lang}");
        assert!(!after.contains(&played), "{lang}: {after}");
        // The game's end: the same line, and no "moves that counted" naming a legal move.
        a.press(KeyCode::Char('x'));
        a.press(KeyCode::Char('x'));
        assert!(play(&a).session().unwrap().end().is_some());
        let screen = draw(&mut a, 80, 24);
        let flat = panel(&screen);
        assert!(flat.contains(&squeeze(&line)), "{lang}\n{screen}");
        let head = squeeze(&l.format(&Message::new("play-goal-moves").arg("moves", "")));
        assert!(!flat.contains(&head), "{lang}\n{screen}");

        // The record keeps the try; the review names it the same way.
        let games: Vec<_> = std::fs::read_dir(dir.path().join("games"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        let text = std::fs::read_to_string(&games[0]).unwrap();
        assert!(text.contains("[GoalResult \"failed 1 a1a5 "), "{text}");
        let path = games[0].to_str().unwrap();
        let (code, out, _) = run_cli(&["--lang", lang, "review", path, "--depth", "1"]);
        assert_eq!(code, 0, "{out}");
        assert!(out.contains(&line), "{lang}: {out}");
        assert!(!out.contains(&head), "{lang}: {out}");
    }
}

/// A record written before the try was kept (`failed 12`) names no move at all: not the
/// legal move played at that ply, not the bare number.
#[test]
fn an_older_record_of_a_missed_try_names_no_move() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.pgn");
    std::fs::write(
        &path,
        "[Goal \"no-illegal-try\"]\n[GoalResult \"failed 2\"]\n[Result \"0-1\"]\n\n1. a1a2 a10a9 0-1\n",
    )
    .unwrap();
    let (code, out, err) = run_cli(&[
        "--lang",
        "en",
        "review",
        path.to_str().unwrap(),
        "--depth",
        "1",
        "--side",
        "cho",
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Goal: No illegal try, missed"), "{out}");
    assert!(!out.contains("missed at"), "{out}");
    assert!(!out.contains("Moves that counted"), "{out}");
}
