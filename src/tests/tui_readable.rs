//! Issue 21, items 6 and 7: every message fits or wraps, the board grows when there is room
//! (and clicks still land), the board and the move list agree (letters, passes, the Korean
//! record's digits, the Chinese notation, the last move marked on both points).

use crate::learner::settings::BoardStyle;
use crate::play::session::GameOptions;
use crate::rules::{Color, Formation, RuleSet, Square, sq};
use crate::search::Level;
use crate::tests::tui_common::{config, draw};
use crate::tests::tui_play::{play, settle};
use crate::tui::app::{App, Config, Opening, PlayStart};
use crate::tui::layout;
use crate::tui::screens::exercise::ExerciseState;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;

/// A game against level 1 under the Janggi rules (passes allowed), started from the form.
fn game(lang: &str, letters: bool) -> App {
    let options = GameOptions {
        human: Color::Cho,
        level: Level::new(1),
        rules: RuleSet::Janggi,
        human_formation: Some(Formation::HorseElephantElephantHorse),
        computer_formation: Some(Formation::ElephantHorseHorseElephant),
        engine: None,
        seed: Some(7),
        goal: None,
        friend: None,
    };
    let mut a = App::new(Config {
        open: Opening::Play(PlayStart::Setup(options)),
        letters,
        ..config(lang)
    });
    for _ in 0..play(&a).form.rows().len() {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Enter);
    assert!(play(&a).game.is_some());
    a
}

fn cursor_to(app: &mut App, to: Square) {
    let from = play(app).game.as_ref().unwrap().cursor;
    let (df, dr) = (
        to.file() as i32 - from.file() as i32,
        to.rank() as i32 - from.rank() as i32,
    );
    for _ in 0..df.abs() {
        app.press(if df > 0 {
            KeyCode::Right
        } else {
            KeyCode::Left
        });
    }
    for _ in 0..dr.abs() {
        app.press(if dr > 0 { KeyCode::Up } else { KeyCode::Down });
    }
}

fn move_with_keys(app: &mut App, from: &str, to: &str) {
    cursor_to(app, sq(from));
    app.press(KeyCode::Enter);
    cursor_to(app, sq(to));
    app.press(KeyCode::Enter);
}

/// The screen's rows.
fn rows(screen: &str) -> Vec<&str> {
    screen.lines().collect()
}

/// A refusal longer than the status row wraps onto the next row instead of being cut
/// ("...that is not how it mo").
#[test]
fn a_long_status_wraps_and_is_never_cut() {
    for lang in crate::tests::tui_common::LANGS {
        let mut a = game(lang, false);
        move_with_keys(&mut a, "b1", "b2");
        let screen = draw(&mut a, 80, 24);
        let r = rows(&screen);
        let status = crate::tests::tui_common::squeeze(&format!("{}{}", r[22], r[23]));
        let reason = match lang {
            "en" => "thatisnothowitmoves.",
            "zh" => "b1b2",
            _ => "b1b2",
        };
        assert!(status.contains(reason), "{lang}:\n{screen}");
        if lang == "en" {
            assert!(r[22].contains("b1b2 is not legal"), "{screen}");
            assert!(r[23].trim() == "moves.", "{screen}");
        }
    }
}

/// A message longer than the status row and the one under it (a long path and the system's
/// reason) rises above them whole, in every language; before, it was cut at the end of the
/// second row. The next key clears it.
#[test]
fn a_message_longer_than_two_rows_is_shown_whole() {
    use crate::i18n::{Localizer, Message};
    use crate::tui::screen::FeedbackTone;
    for lang in crate::tests::tui_common::LANGS {
        let mut a = game(lang, false);
        let msg = Message::new("play-save-failed")
            .arg(
                "path",
                "/home/learner/.local/share/janggi-tutor/games/a-folder-with-a-long-name/\
                 another-long-folder-name/game-2026-12-02.json",
            )
            .arg(
                "error",
                "No space left on device (os error 28), the disk is full",
            );
        a.flash = Some((FeedbackTone::Bad, msg.clone()));
        let screen = draw(&mut a, 80, 24);
        let mut l10n = Localizer::new();
        l10n.set_lang(lang).unwrap();
        let whole = crate::tests::tui_common::squeeze(&l10n.format(&msg));
        assert!(
            crate::tests::tui_common::squeeze(&screen).contains(&whole),
            "{lang}:\n{screen}"
        );
        // It does not fit two rows of 80 columns: it takes more, above the status row.
        let r = rows(&screen);
        let first = r
            .iter()
            .position(|row| row.contains("/home/learner"))
            .unwrap();
        assert!(first < 22, "{lang}:\n{screen}");
        a.press(KeyCode::Char('x'));
        assert!(!draw(&mut a, 80, 24).contains("/home/learner"), "{lang}");
    }
}

/// The game panel's first line (sides, level, rule set) wraps rather than ending in
/// "Janggi (Fa".
#[test]
fn the_game_header_is_not_cut() {
    let mut a = game("en", false);
    let screen = draw(&mut a, 80, 24);
    let r = rows(&screen);
    assert!(r[1].ends_with("Janggi"), "{screen}");
    assert!(r[2].ends_with("(Fairy-Stockfish)"), "{screen}");
}

/// At 120x40 the board is drawn larger (three rows a rank, wider gaps) and a click lands on
/// the point drawn there; at 80x24 it keeps its size.
#[test]
fn the_board_grows_at_120x40_and_clicks_still_land() {
    let mut a = game("en", false);
    let small = draw(&mut a, 80, 24);
    let r = rows(&small);
    assert!(
        r[2].starts_with("10 ") && r[4].starts_with(" 9 "),
        "{small}"
    );
    let large = draw(&mut a, 120, 40);
    let r = rows(&large);
    assert!(
        r[2].starts_with("10 ") && r[5].starts_with(" 9 "),
        "{large}"
    );
    assert!(r[29].starts_with(" 1  車----馬----象"), "{large}");
    assert!(r[30].starts_with("    a     b     c"), "{large}");
    // The palace diagonals step across the wider gap in two strokes.
    assert!(r[3].contains("｜＼  ｜  ／｜"), "{large}");
    assert!(r[4].contains("｜  ＼｜／  ｜"), "{large}");

    let body = layout::chrome(Rect::new(0, 0, 120, 40)).body;
    let split = layout::board_split(body, BoardStyle::Glyphs);
    assert!(split.geometry.big);
    assert!(
        !layout::board_split(
            layout::chrome(Rect::new(0, 0, 80, 24)).body,
            BoardStyle::Glyphs
        )
        .geometry
        .big
    );
    let (x, y) = split.geometry.cell(sq("b1"));
    a.click(x, y);
    assert_eq!(play(&a).game.as_ref().unwrap().selected, Some(sq("b1")));
    let (x, y) = split.geometry.cell(sq("c3"));
    a.click(x, y);
    let s = play(&a).session().unwrap();
    assert_eq!(s.moves()[0].to_string(), "b1c3");
    // A click on a connector row between two ranks is no point.
    let (x, y) = split.geometry.cell(sq("e5"));
    assert_eq!(split.geometry.square_at(x, y + 1), None);
    assert_eq!(split.geometry.square_at(x, y + 2), None);
}

/// `--ascii`: the board's letters are the move list's (H horse, E elephant), not N/B.
#[test]
fn the_letter_board_uses_the_move_lists_letters() {
    let mut a = game("en", true);
    move_with_keys(&mut a, "b1", "c3");
    settle(&mut a);
    let screen = draw(&mut a, 80, 24);
    let r = rows(&screen);
    assert!(r[20].starts_with(" 1  R---+---E---A"), "{screen}");
    assert!(r[16].contains("--[H]--"), "{screen}");
    assert!(
        r[2].contains("e---h---a") || r[2].contains("h---a"),
        "{screen}"
    );
    assert!(screen.contains("1. Hc3"), "{screen}");
    assert!(!r[20].contains('N') && !r[20].contains('B'), "{screen}");
}

/// The last move marks both of its points with `{ }`, so who moved where shows without
/// colour.
#[test]
fn the_last_move_marks_both_points() {
    let mut a = game("en", false);
    move_with_keys(&mut a, "b1", "c3");
    settle(&mut a);
    let last = *play(&a).session().unwrap().moves().last().unwrap();
    let screen = draw(&mut a, 80, 24);
    let board: String = rows(&screen)[1..22]
        .iter()
        .map(|r| r.chars().take(40).collect::<String>() + "\n")
        .collect();
    assert_eq!(board.matches('{').count(), 2, "{last}\n{board}");
    assert_eq!(board.matches('}').count(), 2, "{board}");
    let from_row = rows(&screen)[2 + 2 * (9 - last.from.rank() as usize)];
    assert!(from_row.contains('{'), "{last}: {from_row}");
    let to_row = rows(&screen)[2 + 2 * (9 - last.to.rank() as usize)];
    assert!(to_row.contains('}'), "{last}: {to_row}");
}

/// A pass is written as a pass in every language's move list, not as the king's point.
#[test]
fn a_pass_is_listed_as_a_pass() {
    for (lang, word) in [("en", "pass"), ("ko", "한수쉼"), ("zh", "停着")] {
        let mut a = game(lang, false);
        // A pass the AI may answer with a pass (ending the game) asks first: p twice.
        a.press(KeyCode::Char('p'));
        a.press(KeyCode::Char('p'));
        settle(&mut a);
        let s = play(&a).session().unwrap();
        assert!(s.moves()[0].is_pass());
        let screen = draw(&mut a, 120, 40);
        assert!(screen.contains(&format!("1. {word}")), "{lang}:\n{screen}");
        assert!(!screen.contains("1. Ke2"), "{screen}");
    }
}

/// With the Korean record notation (Auto in Korean) the board shows the record's digits:
/// files 1-9 under it, rows 1-9 and 0 on its right, so `02마83` can be found; Chinese gets
/// the Chinese notation (`马c3`).
#[test]
fn the_board_shows_the_korean_records_digits_and_zh_gets_chinese_names() {
    let mut a = game("ko", false);
    move_with_keys(&mut a, "b1", "c3");
    settle(&mut a);
    let screen = draw(&mut a, 80, 24);
    let r = rows(&screen);
    assert!(screen.contains("1. 02마83"), "{screen}");
    assert!(
        r[21].starts_with("    1   2   3   4   5   6   7   8   9"),
        "{screen}"
    );
    assert!(r[1].starts_with("    a   b   c"), "{screen}");
    // Rank 10 is the record's row 1, rank 1 its row 0 (the from-point of 02마83 is row 0, file 2).
    assert!(r[2].contains("車 1") || r[2].contains("} 1"), "{screen}");
    assert!(r[20].contains("車 0"), "{screen}");
    assert!(
        r[2].starts_with("10 ") && r[20].starts_with(" 1 "),
        "{screen}"
    );

    let mut a = game("en", false);
    move_with_keys(&mut a, "b1", "c3");
    settle(&mut a);
    let screen = draw(&mut a, 80, 24);
    assert!(rows(&screen)[21].starts_with("    a   b   c"), "{screen}");
    assert!(!rows(&screen)[2].contains("車 1"), "{screen}");

    let mut a = game("zh", false);
    move_with_keys(&mut a, "b1", "c3");
    settle(&mut a);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("1. 马c3"), "{screen}");
}

/// The new-game form's rows fit or wrap at 80x24 in every language: no row ends cut
/// ("Your formation: 마상상마 (horse-elep"), and the cursor still moves row by row.
#[test]
fn the_new_game_form_rows_are_never_cut() {
    for lang in crate::tests::tui_common::LANGS {
        let mut a = App::new(Config {
            open: Opening::Play(PlayStart::Setup(GameOptions {
                human_formation: Some(Formation::HorseElephantElephantHorse),
                computer_formation: None,
                ..GameOptions::default()
            })),
            ..config(lang)
        });
        let screen = draw(&mut a, 80, 24);
        // The side panel starts right of the board (39 columns and a gap).
        let side =
            crate::tests::tui_common::squeeze(&crate::tests::tui_common::from_column(&screen, 40));
        for id in [
            "play-form-mine",
            "play-formation-heeh",
            "play-form-ai",
            "play-formation-random",
            "play-form-start",
        ] {
            let text = crate::tests::tui_common::squeeze(&crate::tests::tui_common::tr(lang, id));
            assert!(side.contains(&text), "{lang}: {id} {text:?} cut:\n{screen}");
        }
        for line in screen.lines() {
            use unicode_width::UnicodeWidthStr;
            assert!(line.width() <= 80, "{lang}: {line}");
        }
        // Moving down reaches the start row, whatever the rows wrapped into.
        for _ in 0..play(&a).form.rows().len() {
            a.press(KeyCode::Down);
        }
        let screen = draw(&mut a, 80, 24);
        let start = crate::tests::tui_common::tr(lang, "play-form-start");
        assert!(
            screen.lines().any(|l| l.contains(&format!("> {start}"))),
            "{lang}:\n{screen}"
        );
    }
}

/// Replay exercise 3/5 of "cannon lines" (review), keys `j j j Enter s` (issue 21): at 80x24
/// the verdict is drawn inside the exercise's panel, above the status row, and no scroll mark
/// lands on the status row.
#[test]
fn a_replay_verdict_stays_inside_its_panel() {
    for lang in crate::tests::tui_common::LANGS {
        let mut a = crate::tests::tui_trainer::embedded_app(lang);
        let l = a
            .lessons()
            .position("cannon-lines")
            .expect("embedded lesson");
        a.open_exercise(l, 2);
        for key in [
            KeyCode::Char('j'),
            KeyCode::Char('j'),
            KeyCode::Char('j'),
            KeyCode::Enter,
            KeyCode::Char('s'),
        ] {
            a.press(key);
        }
        let Some(e) = a.top::<ExerciseState>() else {
            panic!("{lang}: the exercise")
        };
        let verdict = e.verdict.clone().expect("a verdict after s");
        let screen = draw(&mut a, 80, 24);
        let r = rows(&screen);
        let body = layout::chrome(Rect::new(0, 0, 80, 24)).body;
        let status = body.bottom() as usize;
        // The verdict's first line is on a row of the body.
        let headline = crate::tests::tui_common::squeeze(&crate::tests::tui_common::tr(
            lang,
            if verdict.correct {
                "ex-right"
            } else {
                "ex-wrong"
            },
        ));
        let in_body = r[body.y as usize..status]
            .iter()
            .any(|row| crate::tests::tui_common::squeeze(row).contains(&headline));
        assert!(
            in_body,
            "{lang}: verdict {headline:?} not in the panel\n{screen}"
        );
        // The status row carries no scroll mark (`v` / `^` in its last columns).
        let tail: String = r[status].chars().rev().take(2).collect();
        assert!(
            !tail.contains('v') && !tail.contains('^'),
            "{lang}:\n{screen}"
        );
    }
}
