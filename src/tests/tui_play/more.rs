//! More tests of the play screen (its second half, kept apart so no file passes 800 lines).

use super::*;
use crate::tui::screens::exercise::ExerciseState;
use crate::tui::screens::home::HomeState;

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
    // Claim: the first c asks (the game goes on), the second ends it with the rule set's result.
    a.press(KeyCode::Char('c'));
    assert!(
        play(&a).session().unwrap().end().is_none(),
        "one c ends nothing"
    );
    let screen = draw(&mut a, 120, 40);
    assert!(
        screen.contains("Press c again to end the game."),
        "{screen}"
    );
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
    // Claiming ends the game: c twice.
    a.press(KeyCode::Char('c'));
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

/// On the rule-set row the form says in one sentence what the highlighted rule set adds to
/// the rules the lessons teach.
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
    assert!(
        screen.contains("Adds to the rules taught: passing"),
        "{screen}"
    );
    assert!(!screen.contains("The rules the lessons teach"), "{screen}");
    for (lang, word) in [("ko", "강의에서 배운"), ("zh", "课程所教")] {
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
    let mut a = started_at_level_1(ProgressStore::at(dir.path().join("progress.json")));
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
    while a.top::<HomeState>().is_none() {
        a.press(KeyCode::Char('q'));
    }
    open(&mut a, HomeEntry::Review);
    let Some(_) = a.top::<ExerciseState>() else {
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
    let e = match a.top::<ExerciseState>() {
        Some(e) => e,
        _ => unreachable!(),
    };
    let rows = e.rows();
    let illegal = rows
        .iter()
        .position(|r| matches!(r, crate::tui::exercise::AnswerRow::Illegal(_)))
        .unwrap();
    a.press(KeyCode::Char(char::from(b'1' + illegal as u8)));
    let e = match a.top::<ExerciseState>() {
        Some(e) => e,
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
    let e = match a.top::<ExerciseState>() {
        Some(e) => e,
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
