//! Personal exercises in the progress file's review queue: added due at once (the clock is
//! injected), kept once, scheduled by the Leitner boxes like any exercise, saved in format 3,
//! merged across sessions, and taken in from the `personal.json` of earlier builds.

use std::fs;

use crate::learner::progress::{
    AttemptResult, FORMAT_VERSION, Progress, ProgressStore, parse_json, to_json,
};
use crate::lesson::model::Goal;
use crate::review::personal::{self, LESSON_ID, PersonalExercise};

const T0: u64 = 1_800_000_000;
const DAY: u64 = 24 * 60 * 60;

fn exercise(fen: &str, capture: &str) -> PersonalExercise {
    PersonalExercise {
        task: "why-lost".into(),
        moment: "hanging-piece".into(),
        ply: 7,
        rules: "janggi".into(),
        fen: fen.into(),
        goal: Goal {
            capture: Some(capture.into()),
            ..Goal::default()
        },
        evidence: vec!["a7a6".into()],
        source: Some("game.gib".into()),
        tried: None,
    }
}

const FEN: &str = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/R8/9/P1P1P1P1P/1C5C1/4K4/1NBA1ABNR b - - 0 4";

#[test]
fn a_new_personal_exercise_is_due_at_once_and_kept_once() {
    let mut p = Progress::default();
    let e = exercise(FEN, "a6");
    assert!(p.add_personal(e.clone(), T0));
    assert!(!p.add_personal(e.clone(), T0 + 5), "same position and goal");
    assert!(p.add_personal(exercise(FEN, "b6"), T0), "another goal");
    assert!(p.due_reviews(T0 - 1).is_empty(), "not before it was added");
    let due = p.due_reviews(T0);
    assert_eq!(due.len(), 2);
    assert!(
        due.iter()
            .all(|d| d.lesson == LESSON_ID && d.leitner_box == 1)
    );
    // Solved right: box 2, due again after 2 days; missed: back to box 1, due again the same
    // day (after ten minutes).
    let id = e.id();
    let right = AttemptResult {
        correct: true,
        ..AttemptResult::default()
    };
    p.record_attempt(LESSON_ID, &id, &right, T0 + 10);
    let r = p.record_of(LESSON_ID, &id).unwrap().review.unwrap();
    assert_eq!((r.leitner_box, r.due), (2, T0 + 10 + 2 * DAY));
    assert!(!p.due_reviews(T0 + DAY).iter().any(|d| d.exercise == id));
    p.record_attempt(LESSON_ID, &id, &AttemptResult::default(), T0 + 3 * DAY);
    let r = p.record_of(LESSON_ID, &id).unwrap().review.unwrap();
    let relearn = crate::learner::progress::RELEARN_SECONDS;
    assert_eq!((r.leitner_box, r.due), (1, T0 + 3 * DAY + relearn));
    assert!(r.missed);
    // Personal exercises earn no course stars.
    p.record(LESSON_ID, &id, 3);
    assert_eq!(p.total_stars(), 0);
}

#[test]
fn format_3_round_trips_and_a_bad_entry_is_dropped_alone() {
    let mut p = Progress::default();
    p.add_personal(exercise(FEN, "a6"), T0);
    let text = to_json(&p);
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["version"], FORMAT_VERSION);
    assert_eq!(FORMAT_VERSION, 3);
    let (back, dropped) = parse_json(&text).unwrap();
    assert!(dropped.is_empty());
    assert_eq!(back, p);
    // One bad entry (an id that does not match its content), one good: the good one stays.
    let mut v = v;
    let good = v["personal"].as_object().unwrap().clone();
    v["personal"]["g0000000000000000"] = serde_json::json!({"task": 7});
    let (back, dropped) = parse_json(&v.to_string()).unwrap();
    assert_eq!(back.personal().len(), good.len());
    assert_eq!(dropped.len(), 1);
    assert_eq!(dropped[0].id, "progress-dropped-exercise");
}

#[test]
fn two_sessions_adding_exercises_keep_both() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let mut a = ProgressStore::at(&path);
    let mut b = ProgressStore::at(&path);
    let mut pa = a.load().progress;
    let mut pb = b.load().progress;
    pa.add_personal(exercise(FEN, "a6"), T0);
    pb.add_personal(exercise(FEN, "b6"), T0 + 1);
    a.save(&pa).unwrap();
    b.save(&pb).unwrap();
    let merged = ProgressStore::at(&path).load().progress;
    assert_eq!(merged.personal().len(), 2);
    assert_eq!(merged.due_reviews(T0 + 1).len(), 2);
}

#[test]
fn version_2_files_and_personal_json_migrate() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    fs::write(
        &path,
        r#"{"version":2,"settings":{"board_style":"letters"},
            "exercises":{"horse-moves":{"leg-blocked":{"stars":2}}}}"#,
    )
    .unwrap();
    let old = personal::path_next_to(&path);
    let e = exercise(FEN, "a6");
    fs::write(&old, serde_json::to_string(&vec![e.clone()]).unwrap()).unwrap();
    let mut store = ProgressStore::at(&path);
    let loaded = store.load();
    assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
    let p = loaded.progress;
    assert_eq!(p.stars("horse-moves", "leg-blocked"), 2);
    assert_eq!(p.personal().get(&e.id()), Some(&e));
    assert_eq!(p.due_reviews(T0).len(), 1, "due at once");
    store.save(&p).unwrap();
    let v: serde_json::Value = serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(v["version"], 3);
    assert!(v["personal"][e.id()].is_object());
    assert!(!old.exists(), "personal.json is retired once saved");
    assert!(old.with_extension("json.migrated").exists());
    // Loading again does not add it twice.
    let again = ProgressStore::at(&path).load().progress;
    assert_eq!(again.personal().len(), 1);
}

/// Exercise `n` of game `game`, the size of a real one (an engine line of eight moves).
fn found_in_game(game: u64, n: u64) -> PersonalExercise {
    PersonalExercise {
        fen: format!(
            "rnba1abnr/4k4/1c5c1/p1p1p1p1p/R8/9/P1P1P1P1P/1C5C1/4K4/1NBA1ABNR b - - {n} {}",
            game + 1
        ),
        evidence: "a7a6 e9e8 b3b10 c10b10 h3h10 g10h10 a6a5 a10a5"
            .split(' ')
            .map(str::to_string)
            .collect(),
        source: Some(format!("2026-11-{:02}-game-{game}.gib", game % 28 + 1)),
        ..exercise(FEN, "a6")
    }
}

/// Issue 24, item 9: fifty reviewed games of 75 moments each (`review --save` after each)
/// never make a file that cannot be read back: the queue is bounded (the learned and oldest
/// exercises go first), the file stays under the write bound, and the stars stay.
#[test]
fn fifty_reviewed_games_never_lock_the_progress_out() {
    use crate::learner::progress::{MAX_PERSONAL, MAX_WRITE_BYTES};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let mut store = ProgressStore::at(&path);
    let mut p = store.load().progress;
    p.record("horse-moves", "leg-blocked", 3);
    store.save(&p).unwrap();
    let right = AttemptResult {
        correct: true,
        ..AttemptResult::default()
    };
    let mut largest = 0;
    for game in 0..50 {
        let now = T0 + game * DAY;
        let mut store = ProgressStore::at(&path);
        let loaded = store.load();
        assert!(
            loaded.warnings.is_empty(),
            "game {game}: {:?}",
            loaded.warnings
        );
        assert!(store.is_writable(), "game {game}");
        let mut p = loaded.progress;
        assert_eq!(p.stars("horse-moves", "leg-blocked"), 3, "game {game}");
        // The learner solved the first exercise of the previous game.
        if game > 0 {
            let id = found_in_game(game - 1, 0).id();
            p.record_attempt(LESSON_ID, &id, &right, now);
        }
        for n in 0..75 {
            p.add_personal(found_in_game(game, n), now);
        }
        p.trim_personal(MAX_PERSONAL);
        store.save(&p).unwrap();
        largest = largest.max(fs::metadata(&path).unwrap().len());
    }
    assert!(largest <= MAX_WRITE_BYTES as u64, "{largest} bytes");
    let back = ProgressStore::at(&path).load();
    assert!(back.warnings.is_empty(), "{:?}", back.warnings);
    let p = back.progress;
    assert_eq!(p.stars("horse-moves", "leg-blocked"), 3);
    assert_eq!(p.personal().len(), MAX_PERSONAL);
    // The newest game's exercises are all kept; the learned ones went first.
    assert!((0..75).all(|n| p.personal().contains_key(&found_in_game(49, n).id())));
    assert!(!p.personal().contains_key(&found_in_game(48, 0).id()));
    assert!(p.personal().contains_key(&found_in_game(48, 1).id()));
    // No record is left behind for a dropped exercise.
    assert!(
        p.records()
            .filter(|(l, _, _)| *l == LESSON_ID)
            .all(|(_, e, _)| p.personal().contains_key(e))
    );
}

/// A file an earlier build let grow past the old 2 MiB read cap (about 42 reviewed games)
/// gives back its stars, and the next save brings it under the bound.
#[test]
fn an_oversized_queue_from_an_earlier_build_still_gives_back_its_stars() {
    use crate::learner::progress::{MAX_PERSONAL, MAX_WRITE_BYTES};
    let mut p = Progress::default();
    p.record("horse-moves", "leg-blocked", 2);
    for game in 0..60 {
        for n in 0..75 {
            p.add_personal(found_in_game(game, n), T0 + game);
        }
    }
    // Written as the earlier build did: pretty throughout.
    let mut v: serde_json::Value = serde_json::from_str(&to_json(&p)).unwrap();
    v["version"] = 3.into();
    let text = serde_json::to_string_pretty(&v).unwrap();
    assert!(text.len() > 2 * 1024 * 1024, "{}", text.len());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    fs::write(&path, text).unwrap();
    let mut store = ProgressStore::at(&path);
    let loaded = store.load();
    assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
    assert!(store.is_writable());
    assert_eq!(loaded.progress.stars("horse-moves", "leg-blocked"), 2);
    store.save(&loaded.progress).unwrap();
    assert!(fs::metadata(&path).unwrap().len() <= MAX_WRITE_BYTES as u64);
    let back = ProgressStore::at(&path).load().progress;
    assert_eq!(back.personal().len(), MAX_PERSONAL);
    assert_eq!(back.stars("horse-moves", "leg-blocked"), 2);
}

/// `review --save` on a full queue says, in the learner's language, how many exercises went
/// to make room, and the file still holds the bound and the stars.
#[test]
fn a_full_queue_says_what_a_save_dropped() {
    use crate::learner::progress::MAX_PERSONAL;
    use crate::tests::common::run_cli;
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/review/missed-mate.pgn"
    );
    for (lang, words) in [("en", "were dropped"), ("zh", "已去掉"), ("ko", "뺐습니다")] {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        let mut store = ProgressStore::at(&path);
        let mut p = store.load().progress;
        p.record("horse-moves", "leg-blocked", 3);
        for n in 0..MAX_PERSONAL as u64 {
            p.add_personal(found_in_game(n / 75, n % 75), T0 + n);
        }
        store.save(&p).unwrap();
        let (code, out, err) = run_cli(&[
            "--lang",
            lang,
            "--progress",
            path.to_str().unwrap(),
            "review",
            game,
            "--save",
        ]);
        assert_eq!(code, 0, "{lang}: {err}");
        let saved = ProgressStore::at(&path).load().progress;
        assert_eq!(saved.personal().len(), MAX_PERSONAL, "{lang}");
        assert_eq!(saved.stars("horse-moves", "leg-blocked"), 3, "{lang}");
        let line = out
            .lines()
            .find(|l| l.contains(words))
            .unwrap_or_else(|| panic!("{lang}: no word of the dropped ones:\n{out}"));
        assert!(
            line.contains("1000") || line.contains("1,000"),
            "{lang}: {line}"
        );
    }
}

/// The file keeps the same-day repeat a miss owes (`again`): a right answer at once does not
/// pay it, one once it is due does; it round-trips, a file written before it (none owed)
/// still loads, and a bad `again` drops its entry alone.
#[test]
fn a_repeat_owed_is_kept_in_the_file_and_older_files_still_load() {
    let relearn = crate::learner::progress::RELEARN_SECONDS;
    let right = AttemptResult {
        correct: true,
        ..AttemptResult::default()
    };
    let mut p = Progress::default();
    p.record_attempt("horse-moves", "leg-blocked", &AttemptResult::default(), T0);
    p.record_attempt("horse-moves", "leg-blocked", &right, T0 + 5);
    let r = p
        .record_of("horse-moves", "leg-blocked")
        .unwrap()
        .review
        .unwrap();
    assert_eq!(
        (r.due, r.again, r.missed),
        (T0 + 5 + DAY, Some(T0 + relearn), false)
    );
    // A new session that day: due at once, though the schedule says tomorrow.
    assert!(p.due_reviews(T0 + 60).is_empty());
    assert_eq!(p.due_at_start(T0 + 60).len(), 1);
    let text = to_json(&p);
    assert!(text.contains("\"again\""), "{text}");
    let (back, dropped) = parse_json(&text).unwrap();
    assert!(dropped.is_empty());
    assert_eq!(back, p);
    // Answered right once it is due: paid, nothing due that day any more.
    p.record_attempt("horse-moves", "leg-blocked", &right, T0 + relearn);
    assert_eq!(
        p.record_of("horse-moves", "leg-blocked")
            .unwrap()
            .review
            .unwrap()
            .again,
        None
    );
    assert!(p.due_at_start(T0 + relearn + 60).is_empty());

    let v3 = r#"{"version": 3, "settings": {}, "exercises": {
        "horse-moves": {"leg-blocked": {"stars": 2, "attempts": 3, "misses": 1,
            "review": {"box": 1, "due": 1800086400, "last": 1800000000}}},
        "cannon": {"bad": {"stars": 1, "review": {"box": 1, "due": 1, "last": 1, "again": "x"}}}}}"#;
    let (old, dropped) = parse_json(v3).unwrap();
    assert_eq!(old.stars("horse-moves", "leg-blocked"), 2);
    let r = old
        .record_of("horse-moves", "leg-blocked")
        .unwrap()
        .review
        .unwrap();
    assert_eq!((r.leitner_box, r.again), (1, None));
    assert_eq!(dropped.len(), 1, "the bad entry alone");
    assert!(old.record_of("cannon", "bad").is_none());
}
