//! The engine review finds planted mistakes in constructed games and stays quiet in an even one.

use std::path::Path;

use crate::record;
use crate::review::{self, IllegalTry, Kind, Options, personal::PersonalExercise};
use crate::rules::{Color, Role};

use crate::tests::common::run_cli;

fn data(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/review")
        .join(name)
        .display()
        .to_string()
}

fn game(name: &str) -> crate::rules::Game {
    let text = std::fs::read_to_string(data(name)).unwrap();
    let replayed = record::replay(record::parse(&text), None);
    assert!(replayed.error.is_none(), "{name}: {:?}", replayed.error);
    replayed.game
}

fn review_of(name: &str, tries: &[IllegalTry]) -> Vec<review::Moment> {
    let mut calls = 0;
    let out = review::review(&game(name), tries, &Options::default(), &mut |_, _| {
        calls += 1
    });
    assert!(calls > 0, "progress is reported");
    out
}

#[test]
fn a_hanging_chariot_is_found_with_the_capture_as_evidence() {
    let moments = review_of("hanging-chariot.pgn", &[]);
    let m = moments
        .iter()
        .find(|m| m.ply == 7)
        .unwrap_or_else(|| panic!("no moment at move 7: {moments:?}"));
    assert_eq!(m.mover, Color::Cho);
    assert_eq!(
        m.kind,
        Kind::HangingPiece {
            role: Role::Chariot
        }
    );
    assert_eq!(m.line.first().unwrap().to_string(), "a7a6");
    assert!(m.loss >= 1000, "{}", m.loss);
    // A blunder, numbered as the play screen writes it (4. Ra6??), with a better move.
    assert_eq!(m.nag, Some(review::Nag::Blunder));
    assert_eq!(m.move_number, 4);
    let better = m.better().expect("a better move");
    assert_ne!(Some(better), m.played);
    assert!(m.before.is_legal(better));
    // The moves as good as the better one within the margin: the better move first, never
    // the move played, each searched again and no worse than the smallest mark.
    assert_eq!(m.accepted.first(), Some(&better));
    assert!(m.accepted.len() > 1, "{:?}", m.accepted);
    assert!(!m.accepted.contains(&m.played.unwrap()));
    // The personal exercise: Cho to move, find a better move; the lesson checker accepts
    // exactly the accepted moves (any of them, not only the best), and not the move played.
    let ex = PersonalExercise::from_moment(m).unwrap();
    assert_eq!(ex.task, "find-better");
    assert_eq!(ex.move_number(), 4);
    let pos = crate::rules::Position::from_fen(&ex.fen, m.before.rules()).unwrap();
    let conds = crate::lesson::goal::parse(&ex.goal).unwrap();
    let mut solutions: Vec<String> = crate::lesson::goal::reaching_moves(&conds, &pos)
        .iter()
        .map(|m| m.to_string())
        .collect();
    let mut accepted: Vec<String> = m.accepted.iter().map(|m| m.to_string()).collect();
    solutions.sort();
    accepted.sort();
    assert_eq!(solutions, accepted);
    // In the trainer: a second-best accepted move is judged right, the move played wrong.
    let l10n = crate::i18n::Localizer::new();
    let lesson =
        crate::review::personal::lesson([(&ex.id(), &ex)], &l10n, |_| crate::record::Notation::San)
            .unwrap();
    let checked = crate::lesson::checked::CheckedExercise::new(&lesson, &lesson.exercises[0])
        .expect("a checked exercise");
    let state = crate::trainer::check::AttemptState::default();
    let judge = |mv: &str| {
        crate::trainer::check::check(
            &checked,
            &crate::trainer::Answer::Play(mv.parse().unwrap()),
            &state,
        )
        .unwrap()
        .correct
    };
    assert!(judge(&m.accepted[1].to_string()));
    assert!(!judge("a1a6"));
    // The prompt names the whole move (4), not the ply (7).
    let prompt = lesson.exercises[0].prompt.get("en");
    assert!(prompt.contains("move 4 (Cho to move)"), "{prompt}");
    // Nothing is said about the quiet moves before it.
    assert!(moments.iter().all(|m| m.ply >= 7), "{moments:?}");
}

#[test]
fn a_missed_mate_in_one_is_found() {
    let moments = review_of("missed-mate.pgn", &[]);
    let m = moments.iter().find(|m| m.ply == 1).expect("move 1");
    assert_eq!(m.kind, Kind::MissedMate { moves: 1 });
    let ex = PersonalExercise::from_moment(m).unwrap();
    assert_eq!(ex.task, "find-better");
    assert!(ex.goal.checkmate);
    // The checker accepts both mates there are (the chariot or the soldier to e9), nothing else.
    let pos = crate::rules::Position::from_fen(&ex.fen, m.before.rules()).unwrap();
    let conds = crate::lesson::goal::parse(&ex.goal).unwrap();
    let mut solutions: Vec<String> = crate::lesson::goal::reaching_moves(&conds, &pos)
        .iter()
        .map(|m| m.to_string())
        .collect();
    solutions.sort();
    assert_eq!(solutions, ["a9e9", "e8e9"]);
    // The better line starts with a mate (the line after the move played is the reply's).
    assert!(solutions.contains(&m.better_line[0].to_string()));
    assert!(m.nag >= Some(review::Nag::Mistake), "{m:?}");
}

/// Every mate line the review shows for the missed-mate game is shown to the mate: a mate in
/// n has 2n - 1 plies, all legal, written in full in the sentence, the last one checkmating
/// (issue 65: lines were cut at four plies, and one "mate in 3" was no mate).
#[test]
fn every_mate_line_shown_ends_in_mate() {
    let moments = review_of("missed-mate.pgn", &[]);
    let mut mates = 0;
    for m in &moments {
        let (moves, start, line, text) = match m.kind {
            Kind::MissedMate { moves } => (
                moves,
                m.before.clone(),
                &m.better_line,
                m.better_text(record::Notation::Uci),
            ),
            Kind::WalkedIntoMate { moves } => (
                moves,
                m.line_start(),
                &m.line,
                m.line_text(record::Notation::Uci),
            ),
            _ => continue,
        };
        mates += 1;
        let plies = 2 * usize::from(moves) - 1;
        assert_eq!(line.len(), plies, "ply {}: {m:?}", m.ply);
        assert_eq!(text.len(), plies, "ply {}: {text:?}", m.ply);
        let mover = start.turn();
        let mut p = start;
        for &mv in line {
            assert!(p.is_legal(mv), "ply {}: {mv} in {line:?}", m.ply);
            p.play_unchecked(mv);
        }
        assert!(
            p.legal_moves().is_empty() || p.outcome().is_some_and(|o| o.winner == Some(mover)),
            "ply {}: {line:?} does not end in mate",
            m.ply
        );
        assert!(crate::review::mate::is_mated(&p), "ply {}", m.ply);
    }
    // Mates in 1 on both sides and the missed mate in 3 (`2. Ke2`); `1... Hg8`, which the
    // search scores as a mate in 3 it cannot show, is not called one.
    assert!(mates >= 3, "{moments:?}");
    assert!(
        moments
            .iter()
            .any(|m| m.kind == Kind::MissedMate { moves: 3 } && m.better_line.len() == 5),
        "{moments:?}"
    );
}

#[test]
fn a_quiet_even_game_has_no_moments() {
    assert_eq!(review_of("quiet.pgn", &[]), Vec::new());
}

#[test]
fn illegal_tries_become_moments_with_the_reason_and_legal_ones_do_not() {
    let tries = [
        IllegalTry {
            ply: 1,
            text: "c1e4".into(), // the elephant is blocked
            position: None,
        },
        IllegalTry {
            ply: 1,
            text: "b1c3".into(), // legal: not a mistake
            position: None,
        },
    ];
    let moments = review_of("quiet.pgn", &tries);
    assert_eq!(moments.len(), 1, "{moments:?}");
    assert_eq!(moments[0].ply, 1);
    let Kind::IllegalTry { text, reason } = &moments[0].kind else {
        panic!("{moments:?}");
    };
    assert_eq!(text, "c1e4");
    assert_eq!(reason.id, "reason-own-piece-on-target");
}

#[test]
fn side_option_keeps_only_the_learners_moves() {
    let opts = Options {
        side: Some(Color::Han),
        ..Options::default()
    };
    let moments = review::review(&game("hanging-chariot.pgn"), &[], &opts, &mut |_, _| {});
    assert!(moments.iter().all(|m| m.mover == Color::Han), "{moments:?}");
}

#[test]
fn review_verb_prints_moments_in_three_languages_and_json() {
    for (lang, word, advice) in [
        ("en", "chariot", "Advice"),
        ("zh", "车", "建议"),
        ("ko", "차", "조언"),
    ] {
        let (code, out, _err) = run_cli(&["--lang", lang, "review", &data("hanging-chariot.pgn")]);
        assert_eq!(code, 0, "{out}");
        // First the line that says these are the engine's advice, not rules (issue 65).
        let (note, out) = out.split_once('\n').unwrap_or_default();
        assert!(note.contains(advice), "{lang}: {note}");
        // Move 4 as the play screen numbers it (ply 7), marked a blunder, never `!`; then
        // why the better move is better, marked as advice.
        assert!(
            out.starts_with("4. ") && out.contains(word),
            "{lang}: {out}"
        );
        assert!(out.contains(&format!("  {advice}")), "{lang}: {out}");
        assert!(out.contains("??") && !out.contains('!'), "{lang}: {out}");
    }
    let (code, out, _) = run_cli(&["review", &data("missed-mate.pgn"), "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["moments"][0]["kind"], "missed-mate");
    assert_eq!(v["moments"][0]["ply"], 1);
    assert_eq!(v["moments"][0]["move_number"], 1);
    assert_eq!(v["moments"][0]["played"], "e2d2");
    // The better move is a mate, in coordinates, first of its line; the mark is `?` or `??`.
    let better = v["moments"][0]["better"].as_str().unwrap();
    assert!(["a9e9", "e8e9"].contains(&better), "{v}");
    assert_eq!(v["moments"][0]["better_line"][0], better);
    // Why, from engine facts: the better move mates (issue 65).
    assert_eq!(v["moments"][0]["why_facts"][0], "mates", "{v}");
    let why = v["moments"][0]["why"].as_str().unwrap();
    assert!(
        why.starts_with("Advice: ") && why.contains("checkmates"),
        "{why}"
    );
    assert!(
        v["moments"][0]["see_lesson"].is_null(),
        "not about material: {v}"
    );
    assert!(
        ["?", "??"].contains(&v["moments"][0]["nag"].as_str().unwrap()),
        "{v}"
    );
    assert!(v["moments"][0]["line"].is_array());
    let (code, out, _) = run_cli(&["--lang", "en", "review", &data("quiet.pgn")]);
    assert_eq!(code, 0);
    assert!(out.contains("nothing"), "{out}");
}

/// The review writes moves in the learner's saved notation (Auto: by language).
#[test]
fn the_review_follows_the_saved_notation() {
    use crate::learner::settings::MoveNotation;
    let dir = tempfile::tempdir().unwrap();
    let progress = dir.path().join("progress.json");
    let p = progress.to_str().unwrap();
    let game = data("missed-mate.pgn");
    let (_, auto, _) = run_cli(&["--lang", "en", "--progress", p, "review", &game, "--json"]);
    let mut store = crate::learner::progress::ProgressStore::at(&progress);
    let mut saved = store.load().progress;
    saved.settings.move_notation = MoveNotation::Coordinates;
    store.save(&saved).unwrap();
    let (code, coords, _) = run_cli(&["--lang", "en", "--progress", p, "review", &game, "--json"]);
    assert_eq!(code, 0, "{coords}");
    let moment = |out: &str| {
        let v: serde_json::Value = serde_json::from_str(out).unwrap();
        v["moments"][0].clone()
    };
    // English Auto is SAN (`Pe9#`); coordinates write the line as the JSON's ids do (`e8e9`).
    let (auto, coords) = (moment(&auto), moment(&coords));
    let first = coords["better_line"][0].as_str().unwrap();
    assert!(coords["text"].as_str().unwrap().contains(first), "{coords}");
    assert!(!auto["text"].as_str().unwrap().contains(first), "{auto}");
}

#[test]
fn saved_moments_join_the_review_queue_once() {
    let dir = tempfile::tempdir().unwrap();
    let progress = dir.path().join("progress.json");
    let p = progress.to_str().unwrap();
    let game = data("missed-mate.pgn");
    let (code, out, _) = run_cli(&["--lang", "en", "--progress", p, "review", &game, "--save"]);
    assert_eq!(code, 0, "{out}");
    // One personal exercise per moment reported (the planted missed mate among them).
    let n = out
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()) && l.contains("): "))
        .count();
    assert!(n >= 3, "{out}");
    assert!(
        out.contains(&format!("{n} new personal exercises")),
        "{out}"
    );
    let (code, out, _) = run_cli(&["--lang", "en", "--progress", p, "review", &game, "--save"]);
    assert_eq!(code, 0);
    assert!(out.contains("0 new"), "the same moment is kept once: {out}");
    let mut store = crate::learner::progress::ProgressStore::at(&progress);
    let loaded = store.load();
    assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
    let queue = loaded.progress.personal();
    assert_eq!(queue.len(), n);
    let (id, ex) = queue
        .iter()
        .find(|(_, e)| e.moment == "missed-mate" && e.ply == 1)
        .expect("the missed mate");
    assert_eq!(ex.source.as_deref(), Some("missed-mate.pgn"));
    // Due at once, in the Leitner queue under the personal lesson.
    let due = loaded.progress.due_reviews(u64::MAX);
    assert!(
        due.iter()
            .any(|d| d.lesson == review::personal::LESSON_ID && &d.exercise == id)
    );
    // `progress` names them by the game and move, not by their hash ids.
    for (lang, words) in [
        ("en", "From your games: move 1"),
        ("zh", "来自你的对局：第 1 回合"),
        ("ko", "내 대국에서: 1번째 수"),
    ] {
        let (code, out, _) = run_cli(&["--lang", lang, "--progress", p, "progress"]);
        assert_eq!(code, 0, "{out}");
        assert!(out.contains(words), "{lang}: {out}");
        assert!(!out.contains(review::personal::LESSON_ID), "{lang}: {out}");
    }
}

/// A screen that closes while its review runs stops it: the thread returns at the next
/// position without a result.
#[test]
fn a_stopped_review_returns_at_once() {
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    let opts = Options {
        stop: Some(Arc::new(AtomicBool::new(true))),
        ..Options::default()
    };
    let mut calls = 0;
    let moments = review::review(&game("hanging-chariot.pgn"), &[], &opts, &mut |_, _| {
        calls += 1
    });
    assert_eq!((moments, calls), (Vec::new(), 0));
}

/// Issue 22's 58-move loss in small: a learner (level 2, Han) against level 3, whose mistakes
/// lose material two or three moves later, not at once. Each is reported with the better move,
/// the line that wins the piece (the piece named is the one lost, taken in that line) and the
/// line after the better move.
#[test]
fn losses_two_or_three_moves_later_are_found_with_the_better_move() {
    let opts = Options {
        side: Some(Color::Han),
        ..Options::default()
    };
    let g = game("learner-loss.pgn");
    let moments = review::review(&g, &[], &opts, &mut |_, _| {});
    let later: Vec<_> = moments
        .iter()
        .filter(|m| matches!(m.kind, Kind::LosesPiece { .. }))
        .collect();
    assert!(!later.is_empty(), "{moments:?}");
    for m in &moments {
        assert_eq!(m.mover, Color::Han);
        assert_eq!(m.move_number as usize, m.ply / 2, "{m:?}");
        assert!(m.nag.is_some(), "{m:?}");
        let better = m.better().expect("a better move");
        assert_ne!(Some(better), m.played, "{m:?}");
        assert!(m.before.is_legal(better), "{m:?}");
        assert!(!m.line.is_empty(), "{m:?}");
        // The piece named is Han's, taken by Cho in the line, as many moves on as it says.
        let named = match m.kind {
            Kind::LosesPiece { role, moves } => Some((role, moves)),
            Kind::HangingPiece { role } => Some((role, 1)),
            _ => None,
        };
        if let Some((role, moves)) = named {
            let at = 2 * (moves as usize - 1);
            let mut pos = m.line_start();
            for &mv in &m.line[..at] {
                pos.play_unchecked(mv);
            }
            let taken = pos.board().get(m.line[at].to).expect("a capture");
            assert_eq!((taken.color, taken.role), (Color::Han, role), "{m:?}");
        }
    }
    // 14... Pd7 lets Cho's chariot in: the loss comes moves later, not on the next move.
    let m = moments.iter().find(|m| m.ply == 28).expect("14... Pd7");
    assert!(
        matches!(m.kind, Kind::LosesPiece { moves, .. } if moves >= 2),
        "{m:?}"
    );
    // 17... Ce8 leaves the horse on g8 to the chariot.
    let m = moments.iter().find(|m| m.ply == 34).expect("17... Ce8");
    assert_eq!(m.kind, Kind::HangingPiece { role: Role::Horse });
    // The sentence names the move as the play screen does and shows the better move.
    let l10n = crate::i18n::Localizer::new();
    let text = l10n.format(&m.message(crate::record::Notation::San));
    assert!(
        text.starts_with("17... Ce8?? (Han): the horse (5 points)"),
        "{text}"
    );
    assert!(text.contains("Better: Ke8"), "{text}");
}

/// Issue 24 item 6: two moves of a real game (game 47 of 아마고수기보139.gib, Han) that a
/// shallow search marks and a deeper one refutes are not reported: 20... Cif8 ("a free
/// elephant missed": Fairy-Stockfish at depth 13 finds it loses 21 cp) and 47... Cd7 ("the
/// soldier is left to be taken": 53 cp at depth 13).
#[test]
fn moves_a_deeper_search_refutes_are_not_reported() {
    for (name, played) in [("refuted-cif8.pgn", "i8f8"), ("refuted-cd7.pgn", "d2d7")] {
        let g = game(name);
        assert_eq!(g.moves()[0].to_string(), played, "{name}");
        let moments = review::review(&g, &[], &Options::default(), &mut |_, _| {});
        assert!(moments.iter().all(|m| m.ply != 1), "{name}: {moments:?}");
    }
}
