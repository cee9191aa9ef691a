//! Issue 65: no key ends a game alone. Under rules where two passes in a row end the game
//! (`janggi`, with counting), `p` asks first, as `x` and `d` do, and says how the game would
//! be counted; the second `p` passes as before. At 80×24 in zh, ko and en.

use crate::i18n::Localizer;
use crate::learner::progress::ProgressStore;
use crate::play::session::GameOptions;
use crate::rules::{Color, RuleSet};
use crate::search::Level;
use crate::tui::app::{App, Config, Opening, PlayStart};
use ratatui::crossterm::event::KeyCode;

use crate::tests::tui_common::{config, draw, squeeze};
use crate::tests::tui_goals::form;
use crate::tests::tui_play::{play, settle};

/// A game at level 1 under `janggi` (a double pass ends it, counted), started from the form.
fn game(dir: &std::path::Path, lang: &str) -> App {
    let mut a = form(dir, lang);
    a.press(KeyCode::Enter);
    settle(&mut a);
    a
}

#[test]
fn one_p_never_ends_a_game_and_the_second_passes() {
    for lang in ["zh", "ko", "en"] {
        let mut l = Localizer::new();
        l.set_lang(lang).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let mut a = game(dir.path(), lang);
        a.press(KeyCode::Char('p'));
        settle(&mut a);
        let s = play(&a).session().expect("a game");
        assert!(s.end().is_none(), "{lang}: one p ended the game");
        assert!(s.game().moves().is_empty(), "{lang}: one p passed");
        // The question says the game may end by a pass back, and how it would be counted.
        let screen = squeeze(&draw(&mut a, 80, 24));
        let ask = squeeze(&l.tr("play-pass-confirm"));
        let head: String = ask.chars().take(8).collect();
        assert!(screen.contains(&head), "{lang}\n{screen}");
        let counting: String = squeeze(&l.tr("end-counting")).chars().take(2).collect();
        assert!(screen.contains(&counting), "{lang}\n{screen}");
        // Another key forgets the question (and the key bar, back, says p asks).
        a.press(KeyCode::Left);
        let screen = squeeze(&draw(&mut a, 80, 24));
        assert!(
            screen.contains(&squeeze(&l.tr("key-help-pass"))),
            "{lang}\n{screen}"
        );
        a.press(KeyCode::Char('p'));
        settle(&mut a);
        assert!(
            play(&a).session().unwrap().game().moves().is_empty(),
            "{lang}"
        );
        // The second p passes, as one p did before.
        a.press(KeyCode::Char('p'));
        settle(&mut a);
        let s = play(&a).session().unwrap();
        let moves = s.game().moves();
        assert!(
            moves.first().is_some_and(|m| m.is_pass()),
            "{lang}: {moves:?}"
        );
    }
}

#[test]
fn a_pass_under_the_basic_rules_does_not_ask() {
    let dir = tempfile::tempdir().unwrap();
    let options = GameOptions {
        human: Color::Cho,
        level: Level::new(1),
        rules: RuleSet::Basic,
        seed: Some(7),
        ..GameOptions::default()
    };
    let mut a = App::new(Config {
        store: ProgressStore::at(dir.path().join("progress.json")),
        open: Opening::Play(PlayStart::Setup(options)),
        ..config("en")
    });
    a.press(KeyCode::Enter);
    settle(&mut a);
    let can_pass = play(&a).session().unwrap().can_pass();
    a.press(KeyCode::Char('p'));
    settle(&mut a);
    let s = play(&a).session().unwrap();
    // Where a pass cannot end the game, one key passes (or is refused if passing is not allowed).
    assert_eq!(
        s.game().moves().first().is_some_and(|m| m.is_pass()),
        can_pass
    );
    assert!(s.end().is_none());
}
