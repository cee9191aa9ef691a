//! The first-game page, the path's last step: after the last lesson of 复盘检验 and from
//! Continue once every lesson is done; level 1, the rules taught (`basic` until the
//! rule-versions lesson has stars), a small goal, the play keys; Enter starts the game.

use ratatui::crossterm::event::KeyCode;

use crate::learner::progress::ProgressStore;
use crate::rules::RuleSet;
use crate::tests::tui_common::{CJK, app, config, draw, open};
use crate::tests::tui_play::last_review_exercise_done;
use crate::tui::app::{App, HomeEntry};
use crate::tui::config::{Config, Opening, PlayStart};
use crate::tui::screens::lesson_end::first_game::{FirstGameState, RULE_VERSIONS_LESSON};
use crate::tui::screens::play::PlayState;

fn page(a: &App) -> &FirstGameState {
    a.top::<FirstGameState>().expect("on the first-game page")
}

#[test]
fn the_last_lesson_leads_to_the_first_game_with_the_basic_rules() {
    crate::tests::tui_common::snap!("first_game", last_review_exercise_done, CJK);
    for lang in crate::tests::tui_common::LANGS {
        let mut a = last_review_exercise_done(lang);
        let o = &page(&a).options;
        assert_eq!(
            (o.level.get(), o.rules, o.friend.is_none()),
            (1, RuleSet::Basic, true)
        );
        assert!(o.goal.is_some(), "{lang}: a small goal");
        let screen = draw(&mut a, 80, 24);
        let mut l10n = crate::i18n::Localizer::new();
        l10n.set_lang(lang).expect("a language of the app");
        // The closing words, the rules' sentence, the pass key and how to start, on one screen.
        for id in [
            "play-form-rules-basic",
            "key-help-pass",
            "key-help-resign",
            "play-first-game-keys",
        ] {
            let text = crate::tests::tui_common::squeeze(&l10n.tr(id));
            assert!(
                crate::tests::tui_common::squeeze(&screen).contains(&text),
                "{lang} {id}\n{screen}"
            );
        }
        // Enter starts the game under those rules, at level 1.
        a.press(KeyCode::Enter);
        let s = a
            .top::<PlayState>()
            .and_then(PlayState::session)
            .expect("a game started");
        assert_eq!((s.rules(), s.level().get()), (RuleSet::Basic, 1), "{lang}");
        assert!(a.has_saved_game(), "{lang}: the started game is saved");
        // Its rules are not remembered as a choice: the next form follows the lessons.
        let kept = a
            .progress()
            .settings
            .new_game
            .as_ref()
            .expect("choices kept");
        assert_eq!(
            (kept.level, kept.rules.as_deref()),
            (Some(1), None),
            "{lang}"
        );
    }
}

#[test]
fn space_on_the_first_game_page_opens_the_form_with_its_choices() {
    let mut a = last_review_exercise_done("en");
    a.press(KeyCode::Char(' '));
    let p = a.top::<PlayState>().expect("the new-game form");
    assert!(p.game.is_none() && p.closing);
    assert_eq!((p.form.level, p.form.rules), (1, RuleSet::Basic));
}

#[test]
fn the_first_game_page_has_its_own_keys_in_its_bar() {
    for lang in crate::tests::tui_common::LANGS {
        let mut a = last_review_exercise_done(lang);
        let screen = draw(&mut a, 80, 24);
        let bar = screen.lines().last().unwrap_or_default().to_string();
        let mut l10n = crate::i18n::Localizer::new();
        l10n.set_lang(lang).expect("a language of the app");
        // What the page takes: Enter starts, Space opens the form; not the form's own keys.
        for id in ["key-help-start-game", "key-help-change-choices"] {
            assert!(bar.contains(&l10n.tr(id)), "{lang} {id}\n{screen}");
        }
        for id in ["key-help-change-value", "key-group-move"] {
            assert!(!bar.contains(&l10n.tr(id)), "{lang} {id}\n{screen}");
        }
        // The help lists the same keys.
        a.press(KeyCode::Char('?'));
        let help = draw(&mut a, 80, 24);
        assert!(
            help.contains(&l10n.tr("key-help-change-choices")),
            "{lang}\n{help}"
        );
        a.press(KeyCode::Esc);
        // Esc leaves the page without starting a game; arrows do nothing there.
        let mut b = last_review_exercise_done(lang);
        b.press(KeyCode::Down);
        assert!(b.top::<FirstGameState>().is_some(), "{lang}: ↓ stays");
        b.press(KeyCode::Esc);
        assert!(b.top::<FirstGameState>().is_none(), "{lang}: Esc leaves");
        assert!(!b.has_saved_game(), "{lang}: no game started");
    }
}

/// A progress file with every fixture lesson solved (`rule_versions`: that lesson too).
fn solved_app(lang: &str, open_as: Opening) -> (App, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("progress.json");
    let mut store = ProgressStore::at(&path);
    let mut p = store.load().progress;
    for l in &app(lang).lessons().list {
        for e in &l.exercises {
            p.record(&l.id, &e.id, 3);
        }
    }
    p.record(RULE_VERSIONS_LESSON, "versions", 3);
    store.save(&p).expect("saved");
    let a = App::new(Config {
        store: ProgressStore::at(&path),
        open: open_as,
        ..config(lang)
    });
    (a, dir)
}

#[test]
fn continue_once_all_is_done_opens_the_first_game_and_the_default_follows_the_lessons() {
    for lang in crate::tests::tui_common::LANGS {
        // Fresh: the form (home's Play, `play` without --rules) offers the basic rules.
        let mut a = app(lang);
        open(&mut a, HomeEntry::Play);
        assert_eq!(
            a.top::<PlayState>().map(|p| p.form.rules),
            Some(RuleSet::Basic)
        );
        let taught = App::new(Config {
            open: Opening::Play(PlayStart::Taught(Default::default())),
            ..config(lang)
        });
        assert_eq!(
            taught.top::<PlayState>().map(|p| p.form.rules),
            Some(RuleSet::Basic)
        );
        // The rule-versions lesson done: janggi everywhere, the first-game page too.
        let (mut a, _dir) = solved_app(lang, Opening::Home);
        open(&mut a, HomeEntry::Continue);
        assert_eq!(page(&a).options.rules, RuleSet::Janggi, "{lang}");
        let screen = draw(&mut a, 80, 24);
        assert!(screen.contains("AI"), "{lang}\n{screen}");
        a.press(KeyCode::Esc);
        open(&mut a, HomeEntry::Play);
        assert_eq!(
            a.top::<PlayState>().map(|p| p.form.rules),
            Some(RuleSet::Janggi)
        );
        let (b, _dir) = solved_app(lang, Opening::Play(PlayStart::Taught(Default::default())));
        assert_eq!(
            b.top::<PlayState>().map(|p| p.form.rules),
            Some(RuleSet::Janggi)
        );
    }
}

/// `play --fen` parsed as the command line gives it.
fn play_start(argv: &[&str]) -> PlayStart {
    use clap::Parser;
    let mut all = vec!["janggi-tutor", "play"];
    all.extend(argv);
    let cli = crate::cli::Cli::try_parse_from(all).expect("parses");
    let Some(crate::cli::Command::Play(args)) = cli.command else {
        panic!("not play")
    };
    crate::cli::play::start(&args).expect("a game to start")
}

#[test]
fn play_fen_without_rules_follows_the_rules_taught() {
    const FEN: &str = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    let game_rules = |a: &App| {
        a.top::<PlayState>()
            .and_then(PlayState::session)
            .map(|s| s.rules())
    };
    for lang in crate::tests::tui_common::LANGS {
        // Nothing taught yet: the basic rules, as the form without --fen.
        let start = play_start(&["--fen", FEN]);
        assert!(matches!(start, PlayStart::FenTaught { .. }), "{lang}");
        let fresh = App::new(Config {
            open: Opening::Play(start),
            ..config(lang)
        });
        assert_eq!(game_rules(&fresh), Some(RuleSet::Basic), "{lang}");
        // The rule-versions lesson has stars: janggi.
        let (taught, _dir) = solved_app(lang, Opening::Play(play_start(&["--fen", FEN])));
        assert_eq!(game_rules(&taught), Some(RuleSet::Janggi), "{lang}");
        // --rules still decides when given.
        let given = play_start(&["--fen", FEN, "--rules", "janggi-modern"]);
        let a = App::new(Config {
            open: Opening::Play(given),
            ..config(lang)
        });
        assert_eq!(game_rules(&a), Some(RuleSet::JanggiModern), "{lang}");
    }
}

#[test]
fn the_play_help_says_the_rules_default_in_every_language() {
    for lang in crate::tests::tui_common::LANGS {
        let (_, out, _) = crate::tests::common::run_cli(&["--lang", lang, "play", "--help"]);
        let mut l10n = crate::i18n::Localizer::new();
        l10n.set_lang(lang).expect("a language of the app");
        let text = crate::tests::tui_common::squeeze(&l10n.tr("help-play-rules"));
        assert!(
            crate::tests::tui_common::squeeze(&out).contains(&text),
            "{lang}\n{out}"
        );
    }
}
