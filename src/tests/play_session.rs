//! The game session a play screen drives: turns, legal moves, illegal tries with reasons,
//! the computer's move on its thread, undo, resign, draw offers, hints, saving, and every way
//! a game ends, worded in all three languages.

use crate::i18n::{Localizer, Message};
use crate::play::session::{
    DrawAnswer, EndKind, Event, GameEnd, GameOptions, Request, SavedGame, Session, accepts_draw,
};
use crate::rules::{Color, Formation, Game, Move, Position, RuleSet, Setup, sq};
use crate::search::Level;

fn options(human: Color, rules: RuleSet) -> GameOptions {
    GameOptions {
        human,
        level: Level::new(1),
        rules,
        seed: Some(9),
        ..GameOptions::default()
    }
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

#[test]
fn human_cho_moves_first_and_the_computer_answers() {
    let mut s = Session::new(options(Color::Cho, RuleSet::Janggi));
    assert!(s.is_human_turn());
    assert_eq!(s.poll(), None);
    // Legal moves for a point, captures included; nothing for an empty point.
    let horse = s.legal_moves_from(sq("b1"));
    assert!(horse.contains(&mv("b1c3")));
    assert!(s.legal_moves_from(sq("e5")).is_empty());
    s.play(mv("b1c3")).unwrap();
    assert!(!s.is_human_turn());
    assert_eq!(s.last_move(), Some(mv("b1c3")));
    // Not the player's turn: refused with a reason.
    assert_eq!(s.play(mv("c1d3")).unwrap_err().id, "play-not-your-turn");
    let Some(Event::ComputerMoved(reply)) = s.wait_computer() else {
        panic!("the computer answers")
    };
    assert_eq!(s.moves(), vec![mv("b1c3"), reply]);
    assert!(s.is_human_turn());
}

#[test]
fn the_computer_opens_when_the_player_takes_han() {
    let mut s = Session::new(options(Color::Han, RuleSet::Basic));
    assert!(!s.is_human_turn());
    assert!(matches!(s.wait_computer(), Some(Event::ComputerMoved(_))));
    assert_eq!(s.turn(), Color::Han);
    // The player's formation is the default; the computer's was drawn at random.
    assert_eq!(
        s.game().start().board().get(sq("b10")),
        Setup::start().board.get(sq("b10"))
    );
}

#[test]
fn formations_are_set_as_asked() {
    let s = Session::new(GameOptions {
        human_formation: Some(Formation::ElephantHorseHorseElephant),
        computer_formation: Some(Formation::HorseElephantHorseElephant),
        ..options(Color::Cho, RuleSet::Janggi)
    });
    let expected = Setup::start_with(
        Formation::ElephantHorseHorseElephant,
        Formation::HorseElephantHorseElephant,
    );
    assert_eq!(s.game().start().board(), &expected.board);
}

#[test]
fn an_illegal_try_says_why() {
    let mut s = Session::new(options(Color::Cho, RuleSet::Basic));
    // The chariot on a1 is blocked by the soldier on a4.
    let err = s.play(mv("a1a6")).unwrap_err();
    assert_eq!(err.id, "reason-chariot-blocked");
    let l10n = Localizer::new();
    assert!(l10n.format(&err).contains("a4"));
    // basic has no pass.
    assert!(!s.can_pass());
    assert_eq!(s.pass().unwrap_err().id, "reason-pass-not-allowed");
    assert!(s.moves().is_empty());
}

#[test]
fn pass_undo_resign() {
    let mut s = Session::new(options(Color::Cho, RuleSet::Janggi));
    assert!(s.can_pass());
    s.pass().unwrap();
    assert!(s.last_move().unwrap().is_pass());
    s.wait_computer();
    assert_eq!(s.moves().len(), 2);
    assert!(s.undo());
    assert!(s.moves().is_empty());
    assert!(!s.undo());
    // Undo while the computer thinks takes back the player's move only.
    s.play(mv("b1c3")).unwrap();
    s.poll();
    assert!(s.undo());
    assert!(s.moves().is_empty() && s.is_human_turn());
    s.resign();
    let end = s.end().unwrap();
    assert_eq!(end.winner, Some(Color::Han));
    assert_eq!(end.kind, EndKind::Resigned { by: Color::Cho });
    assert_eq!(s.play(mv("b1c3")).unwrap_err().id, "play-game-over");
}

#[test]
fn draw_offer_follows_the_evaluation() {
    // Level start: the computer declines.
    let mut s = Session::new(options(Color::Cho, RuleSet::Janggi));
    s.offer_draw().unwrap();
    // The answer is searched on its own thread: the call returns at once.
    assert_eq!(s.pending(), Some(Request::Draw));
    assert_eq!(
        s.wait_request(),
        Some(Event::DrawAnswered(DrawAnswer::Declined))
    );
    assert!(s.end().is_none() && s.pending().is_none());
    // The computer (Han) has only its king against two chariots: it accepts.
    let saved = SavedGame {
        start_fen: "4k4/9/9/9/9/9/9/9/9/R2K4R w - - 0 1".into(),
        rules: "janggi".into(),
        human: "cho".into(),
        level: 3,
        moves: vec![],
        engine: None,
        goal: None,
        friend: None,
        tries: Vec::new(),
    };
    let mut s = Session::restore(&saved).unwrap();
    s.offer_draw().unwrap();
    assert_eq!(
        s.wait_request(),
        Some(Event::DrawAnswered(DrawAnswer::Accepted))
    );
    assert_eq!(s.end().unwrap().kind, EndKind::DrawAgreed);
    assert_eq!(s.offer_draw().unwrap_err().id, "play-game-over");
}

/// The AI does not take a draw in the opening when it is not worse: only when clearly worse,
/// or from move 20 on when about level.
#[test]
fn the_ai_declines_a_draw_in_the_opening() {
    assert!(!accepts_draw(0, 4), "level, move 3");
    assert!(!accepts_draw(-100, 10), "a little worse, in the opening");
    assert!(accepts_draw(-250, 4), "clearly worse");
    assert!(accepts_draw(20, 40), "level after move 20");
    assert!(!accepts_draw(300, 80), "clearly better");
    // Move 3 of a real game: declined.
    let mut s = Session::new(options(Color::Cho, RuleSet::Janggi));
    for m in ["b1c3", "c4c5"] {
        s.play(mv(m)).unwrap();
        assert!(matches!(s.wait_computer(), Some(Event::ComputerMoved(_))));
    }
    s.offer_draw().unwrap();
    assert_eq!(
        s.wait_request(),
        Some(Event::DrawAnswered(DrawAnswer::Declined))
    );
    assert!(s.end().is_none());
}

#[test]
fn hint_suggests_a_legal_move_with_a_reason() {
    let mut s = Session::new(options(Color::Cho, RuleSet::Janggi));
    s.ask_hint().unwrap();
    assert_eq!(s.pending(), Some(Request::Hint));
    // It arrives through `poll`, like the computer's moves.
    let h = loop {
        match s.poll() {
            Some(Event::Hint(h)) => break h,
            None => std::thread::sleep(std::time::Duration::from_millis(5)),
            Some(other) => panic!("unexpected {other:?}"),
        }
    };
    assert!(s.position().is_legal(h.mv));
    let l10n = Localizer::new();
    assert!(l10n.format(&h.message()).starts_with(&h.mv.to_string()));
}

#[test]
fn a_hint_or_draw_offer_can_be_stopped_and_a_move_stops_it() {
    let mut s = Session::new(options(Color::Cho, RuleSet::Janggi));
    s.ask_hint().unwrap();
    assert!(s.cancel_request());
    assert_eq!(s.pending(), None);
    assert!(!s.cancel_request(), "nothing left to stop");
    assert_eq!(s.poll(), None);
    // Playing a move drops the question asked about the position before it.
    s.offer_draw().unwrap();
    s.play(mv("b1c3")).unwrap();
    assert_eq!(s.pending(), None);
    // Not the player's turn: no hint.
    assert_eq!(s.ask_hint().unwrap_err().id, "play-not-your-turn");
}

/// Cho's two chariots against Han's bare king: kings stepping back and forth repeat the start.
const REPEAT_FEN: &str = "4k4/9/9/9/9/9/9/9/9/R2K4R w - - 0 1";
const REPEAT_8: [&str; 8] = [
    "a1a2", "e10f10", "a2a1", "f10e10", "a1a2", "e10f10", "a2a1", "f10e10",
];

fn repeated(human: &str, rules: &str, plies: usize) -> Session {
    Session::restore(&SavedGame {
        start_fen: REPEAT_FEN.into(),
        rules: rules.into(),
        human: human.into(),
        level: 2,
        moves: REPEAT_8
            .iter()
            .cycle()
            .take(plies)
            .map(|m| m.to_string())
            .collect(),
        engine: None,
        goal: None,
        friend: None,
        tries: Vec::new(),
    })
    .unwrap()
}

#[test]
fn an_optional_ending_waits_for_the_players_claim() {
    // The start position for the third time, the player (Cho) to move.
    let mut s = repeated("cho", "janggi-casual", 8);
    assert!(s.end().is_none(), "the game goes on until someone claims");
    let claim = *s.claimable().expect("a repetition may be claimed");
    assert_eq!(claim.winner, None);
    s.claim().unwrap();
    let end = s.end().unwrap();
    assert_eq!(
        end.kind,
        EndKind::Claim {
            end: claim,
            by: Color::Cho
        }
    );
    assert_eq!(s.claim().unwrap_err().id, "play-game-over");
    // Nothing to claim at the start of a game.
    let mut s = Session::new(options(Color::Cho, RuleSet::Janggi));
    assert!(s.claimable().is_none());
    assert_eq!(s.claim().unwrap_err().id, "play-nothing-to-claim");
    // Playing on instead of claiming is allowed.
    let mut s = repeated("cho", "janggi-casual", 8);
    s.play(mv("a1a3")).unwrap();
    assert!(s.end().is_none());
}

#[test]
fn the_computer_claims_when_the_result_favours_it() {
    // Janggi decides a repetition by counting: the computer (Cho, two chariots) wins it and
    // claims at once instead of moving.
    let mut s = repeated("han", "janggi", 8);
    assert!(s.claimable().is_none(), "not the player's turn");
    let Some(Event::GameOver(end)) = s.wait_computer() else {
        panic!("the computer claims")
    };
    assert_eq!(end.winner, Some(Color::Cho));
    assert!(matches!(end.kind, EndKind::Claim { by: Color::Cho, .. }));
    assert_eq!(s.moves().len(), 8, "no move was played");
    // Janggi-casual scores it a draw: the computer (Han, a bare king) takes it, as its search
    // shows nothing better than a draw by playing on.
    let mut s = repeated("cho", "janggi-casual", 9);
    let Some(Event::GameOver(end)) = s.wait_computer() else {
        panic!("the computer claims the draw")
    };
    assert_eq!(end.winner, None);
    assert!(matches!(end.kind, EndKind::Claim { by: Color::Han, .. }));
    // The player (Han, bare king) would gain from the draw; the computer (Cho) plays on.
    let mut s = repeated("han", "janggi-casual", 8);
    assert!(matches!(s.wait_computer(), Some(Event::ComputerMoved(_))));
    assert!(s.end().is_none());
}

#[test]
fn illegal_tries_are_logged_for_the_review() {
    let mut s = Session::new(options(Color::Cho, RuleSet::Janggi));
    assert!(s.play(mv("b1b3")).is_err());
    s.log_illegal_try(mv("c1e4"));
    s.log_illegal_try(mv("b1c3")); // legal: not a try
    let tries = s.illegal_tries();
    assert_eq!(tries.len(), 2);
    assert_eq!((tries[0].ply, tries[0].text.as_str()), (1, "b1b3"));
    assert_eq!(tries[1].text, "c1e4");
    // Taking back the moves they were meant for keeps them, with the position they were
    // tried in (the game no longer passes through it).
    s.play(mv("b1c3")).unwrap();
    s.wait_computer();
    s.log_illegal_try(mv("a1a9"));
    assert_eq!(s.illegal_tries().len(), 3);
    assert!(
        s.illegal_tries()[2].position.is_none(),
        "still the game's position"
    );
    assert!(s.undo());
    let tries = s.illegal_tries();
    assert_eq!(tries.len(), 3);
    let kept = tries[2].position.as_ref().expect("its own position");
    assert!(kept.explain(mv("a1a9")).is_err());
}

#[test]
fn illegal_tries_survive_a_save_and_a_resume() {
    let mut s = Session::new(options(Color::Cho, RuleSet::Janggi));
    s.log_illegal_try(mv("c1e4")); // an elephant through its own soldier's point
    s.play(mv("b1c3")).unwrap();
    s.wait_computer();
    s.log_illegal_try(mv("a1a9")); // the chariot through its own soldier
    let before_undo = s.position().clone();
    assert!(s.undo());
    s.play(mv("a1a2")).unwrap();
    s.wait_computer();
    let tries = s.illegal_tries();
    assert_eq!(tries.len(), 2);
    assert!(
        tries[1].position.is_some(),
        "taken back: kept with its position"
    );

    // Through the JSON of game.json and back.
    let saved = s.saved();
    assert_eq!(saved.tries.len(), 2);
    assert_eq!(
        saved.tries[0].fen, None,
        "the game's own position: not repeated"
    );
    assert_eq!(saved.tries[1].fen, Some(before_undo.fen()));
    let json = serde_json::to_string_pretty(&saved).unwrap();
    assert!(json.contains("\"tries\""), "{json}");
    let back: SavedGame = serde_json::from_str(&json).unwrap();
    let resumed = Session::restore(&back).unwrap();
    // The same tries, each in the same position (compared by FEN: a position read from a FEN
    // has no history behind it).
    let key = |t: &crate::play::session::IllegalTry| {
        (
            t.ply,
            t.text.clone(),
            t.position.as_ref().map(Position::fen),
        )
    };
    let back_tries: Vec<_> = resumed.illegal_tries().iter().map(key).collect();
    assert_eq!(back_tries, tries.iter().map(key).collect::<Vec<_>>());

    // The resumed game's review still makes them judge-try exercises.
    let exercises: Vec<_> = crate::review::illegal_try_moments(
        resumed.game(),
        &resumed.illegal_tries(),
        Some(Color::Cho),
    )
    .iter()
    .filter_map(crate::review::personal::PersonalExercise::from_moment)
    .collect();
    assert_eq!(exercises.len(), 2);
    assert!(exercises.iter().all(|e| e.task == "judge-try"));
    assert_eq!(exercises[1].fen, before_undo.fen());

    // A file of an earlier build has no `tries`: it reads, with none.
    let mut old: serde_json::Value = serde_json::from_str(&json).unwrap();
    old.as_object_mut().unwrap().remove("tries");
    let old: SavedGame = serde_json::from_value(old).unwrap();
    assert!(old.tries.is_empty());
    let resumed = Session::restore(&old).unwrap();
    assert!(resumed.illegal_tries().is_empty());
    assert_eq!(resumed.position(), s.position());

    // A try that does not read, or is legal, is dropped; the game still resumes.
    let mut odd = back.clone();
    odd.tries[0].mv = "zz".into();
    odd.tries[1].fen = Some("not a fen".into());
    odd.tries.push(crate::play::session::SavedTry {
        ply: 1,
        mv: "b1c3".into(),
        fen: None,
    });
    assert!(Session::restore(&odd).unwrap().illegal_tries().is_empty());
}

/// At most `MAX_TRIES` tries are kept, so `game.json` stays far under its read cap.
#[test]
fn illegal_tries_are_capped_under_the_file_cap() {
    use crate::play::session::MAX_TRIES;
    let mut s = Session::new(options(Color::Cho, RuleSet::Janggi));
    for _ in 0..MAX_TRIES + 20 {
        s.log_illegal_try(mv("c1e4"));
    }
    assert_eq!(s.illegal_tries().len(), MAX_TRIES);
    let json = serde_json::to_string_pretty(&s.saved()).unwrap();
    assert!(
        (json.len() as u64) < crate::learner::games::MAX_FILE_BYTES / 16,
        "{} bytes",
        json.len()
    );
}

#[test]
fn saved_game_round_trips_through_json() {
    let mut s = Session::new(options(Color::Cho, RuleSet::JanggiModern));
    s.play(mv("b1c3")).unwrap();
    s.wait_computer();
    s.pass().unwrap();
    let saved = s.saved();
    let json = serde_json::to_string(&saved).unwrap();
    let back: SavedGame = serde_json::from_str(&json).unwrap();
    assert_eq!(back, saved);
    let restored = Session::restore(&back).unwrap();
    assert_eq!(restored.moves(), s.moves());
    assert_eq!(restored.rules(), RuleSet::JanggiModern);
    assert_eq!(restored.position(), s.position());

    let mut bad = saved.clone();
    bad.moves.push("a1a9".into());
    let err = Session::restore(&bad).err().unwrap();
    assert_eq!(err.id, "play-bad-saved-move");
    bad = saved.clone();
    bad.rules = "chess".into();
    assert_eq!(
        Session::restore(&bad).err().unwrap().id,
        "play-bad-saved-field"
    );
}

/// Plays `moves` from `fen` and returns how the game ended.
fn ended(fen: &str, rules: RuleSet, moves: &str) -> GameEnd {
    let start = Position::from_fen(fen, rules).unwrap();
    let game = Game::from_moves(start, moves.split_whitespace().map(mv)).unwrap();
    if let Some(o) = game.outcome() {
        GameEnd {
            winner: o.winner,
            kind: EndKind::Rule(o),
        }
    } else {
        let c = game.optional_end().expect("the game has ended");
        GameEnd {
            winner: c.winner,
            kind: EndKind::Claim {
                end: c,
                by: Color::Cho,
            },
        }
    }
}

#[test]
fn every_way_of_ending_is_worded_in_three_languages() {
    let start = crate::rules::START_FEN;
    let cases: Vec<(&str, GameEnd, &[&str])> = vec![
        (
            "checkmate",
            ended(
                "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1",
                RuleSet::Basic,
                "b1b10",
            ),
            &[],
        ),
        (
            "double pass, counted",
            ended(start, RuleSet::Janggi, "e2e2 e9e9"),
            &["72", "73.5"],
        ),
        (
            "double pass, drawn",
            ended(start, RuleSet::JanggiCasual, "e2e2 e9e9"),
            &[],
        ),
        (
            "bikjang, counted",
            ended(
                "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1",
                RuleSet::Janggi,
                "d1e1 e10e10",
            ),
            &["0", "1.5"],
        ),
        (
            "move limit",
            ended("4k4/9/9/9/9/9/9/9/9/3K5 w - - 120 1", RuleSet::Basic, ""),
            &["120"],
        ),
        (
            "repetition",
            ended(
                start,
                RuleSet::JanggiCasual,
                "b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1 c8b10",
            ),
            &[],
        ),
        (
            "repetition, counted and claimed",
            ended(
                start,
                RuleSet::Janggi,
                "b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1 c8b10",
            ),
            &["72", "73.5"],
        ),
        (
            "resignation",
            GameEnd {
                winner: Some(Color::Cho),
                kind: EndKind::Resigned { by: Color::Han },
            },
            &[],
        ),
        (
            "agreed draw",
            GameEnd {
                winner: None,
                kind: EndKind::DrawAgreed,
            },
            &[],
        ),
    ];
    let l10n = Localizer::new();
    for (name, end, numbers) in &cases {
        let msg: Message = end.message();
        let mut texts = Vec::new();
        for lang in ["en", "zh", "ko"] {
            let text = l10n
                .format_strict(lang, &msg)
                .unwrap_or_else(|e| panic!("{name} in {lang}: {e:?}"));
            for n in *numbers {
                assert!(text.contains(n), "{name} in {lang}: {text}");
            }
            texts.push(text);
        }
        assert!(
            texts[0] != texts[1] && texts[1] != texts[2],
            "{name}: {texts:?}"
        );
    }
    // The reasons are the right ones.
    assert!(matches!(cases[0].1.kind, EndKind::Rule(o) if o.reason.id() == "checkmate"));
    assert!(
        matches!(&cases[5].1.kind, EndKind::Claim { end: c, .. } if c.reason.id() == "repetition")
    );
}

/// Issue 68: a game.json whose clock no game could reach (`byo-yomi:4294967295+4294967295x
/// 4294967295` saved by an earlier build) crashed every "Resume game" in
/// `Clock::time_to_flag`; it is refused with a message now.
#[test]
fn a_saved_game_with_an_impossible_clock_is_refused_not_run() {
    let json = r#"{"start_fen": "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
        "rules": "janggi", "human": "cho", "level": 3, "moves": [],
        "friend": {"cho": "A", "han": "B", "clock": {
            "control": {"kind": "byo-yomi", "main": 257698037700, "periods": 4294967295, "period": 4294967295},
            "sides": [{"main": 257698037700000, "periods": 4294967295}, {"main": 257698037700000, "periods": 4294967295}]}}}"#;
    let saved: SavedGame = serde_json::from_str(json).unwrap();
    let err = Session::restore(&saved).err().expect("refused");
    assert_eq!(err.id, "play-saved-bad-clock");
    // The same game with a clock in range resumes.
    let ok = json
        .replace("257698037700000", "600000")
        .replace("257698037700", "600")
        .replace("4294967295", "3");
    let saved: SavedGame = serde_json::from_str(&ok).unwrap();
    assert!(Session::restore(&saved).is_ok());
}
