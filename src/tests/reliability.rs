//! Hostile input and hostile files, tested on the crate's parts: non-ASCII points, FEN
//! overflow, FIFOs, device links, folder link loops, deep nesting, perft depth, and the
//! progress file (bad entries kept apart, two sessions saving, symlinks, stale temporaries,
//! migration from version 1, the review schedule with an injected clock). What needs the
//! program as a process (output errors, TERM=dumb) is in
//! `tests/it/reliability.rs`; two processes saving one file run this test binary twice.

#![cfg(unix)]

use crate::tests::common::run_cli;

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

use crate::i18n::Localizer;
use crate::learner::progress::{
    AttemptResult, ProgressStore, REVIEW_INTERVAL_DAYS, parse_json, saved_language,
};
use crate::lesson::load::{Catalog, folder_sources};
use crate::lesson::{lint, nesting};
use crate::rules::{Position, RuleSet, Setup, Square, Strictness};

const GOOD: &str = "tests/data/lessons/good";
const DAY: u64 = 86_400;

fn mkfifo(path: &Path) {
    let status = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(status.success());
}

/// A folder with one good lesson.
fn lesson_folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fs::copy(
        format!("{GOOD}/understand/pieces.yaml"),
        dir.path().join("pieces.yaml"),
    )
    .unwrap();
    dir
}

#[test]
fn non_ascii_points_are_errors_not_panics() {
    for sq in ["é1", "가", "e٣", "a+1"] {
        let (code, out, err) = run_cli(&["moves", "--from", sq]);
        assert_eq!(code, 2, "{sq}");
        assert!(out.is_empty());
        assert_eq!(err, format!("error: “{sq}” is not a point (a1 to i10)\n"));
    }
    let (code, _, err) = run_cli(&["try", "board-and-setup", "palace-line-from-centre", "c3 é1"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("“é1” is not a point"), "{err}");
    // In a lesson: the lint names the place.
    let dir = lesson_folder();
    let text = fs::read_to_string(dir.path().join("pieces.yaml")).unwrap();
    let (line, _) = text
        .lines()
        .enumerate()
        .find(|(_, l)| l.trim_start().starts_with("square:"))
        .unwrap();
    let bad: String = text
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if i == line {
                format!("{}square: é5\n", &l[..l.len() - l.trim_start().len()])
            } else {
                format!("{l}\n")
            }
        })
        .collect();
    fs::write(dir.path().join("pieces.yaml"), bad).unwrap();
    let path = dir.path().join("pieces.yaml");
    let (code, out, _) = run_cli(&["lint", path.to_str().unwrap()]);
    assert_eq!(code, 1);
    let want = format!("{}:{}:", path.display(), line + 1);
    assert!(out.contains(&want) && out.contains("“é5”"), "{out}");
}

#[test]
fn fen_digit_runs_and_clocks_are_checked() {
    let (code, _, err) = run_cli(&[
        "moves",
        "--fen",
        "3r18446744073709551615k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("“18446744073709551615”"), "{err}");
    for fen in [
        "4k04/9/9/9/9/9/9/9/4K4/9 w",
        "4k4/9/9/9/9/9/9/9/4K4/9 w - - +5 1",
    ] {
        assert_eq!(run_cli(&["status", "--fen", fen]).0, 2, "{fen}");
    }
    // The clock saturates instead of wrapping to 0 after one move.
    // (Rule sets with a move limit end the game at once; the others play on.)
    let setup = Setup::from_fen("4k4/9/9/9/9/9/9/9/4K4/R8 w - - 4294967295 1").unwrap();
    let played: Vec<u32> = RuleSet::ALL
        .into_iter()
        .filter_map(|rules| {
            let pos = Position::from_setup(setup.clone(), rules, Strictness::Relaxed).ok()?;
            pos.play("a1a2".parse().unwrap())
                .ok()
                .map(|p| p.halfmoves())
        })
        .collect();
    assert!(!played.is_empty());
    assert!(played.iter().all(|&h| h == u32::MAX), "{played:?}");
}

#[test]
fn fifos_devices_and_link_loops_in_a_lesson_folder() {
    let dir = lesson_folder();
    let root = dir.path();
    mkfifo(&root.join("x.yaml"));
    std::os::unix::fs::symlink("/dev/zero", root.join("z.yaml")).unwrap();
    std::os::unix::fs::symlink(".", root.join("l1")).unwrap();
    std::os::unix::fs::symlink(".", root.join("l2")).unwrap();
    let (code, out, _) = run_cli(&["lint", root.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(
        out.contains("x.yaml:1:1: error: this is a named pipe"),
        "{out}"
    );
    assert!(out.contains("z.yaml:1:1: error: this is a device"), "{out}");
    assert!(out.contains("l1:1:1: warning: a link to a folder"), "{out}");
    assert!(out.contains("l2:1:1: warning: a link to a folder"), "{out}");
    assert!(!out.contains("duplicate"), "{out}");
    // `lessons --lessons` loads the good lesson and the embedded ones.
    let (code, out, err) = run_cli(&["lessons", "--lessons", root.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("fixture-pieces"), "{out}");
    assert!(err.contains("named pipe"), "{err}");
    // A FIFO given to `faq` is refused, not waited on.
    let (code, _, err) = run_cli(&["faq", root.join("x.yaml").to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(err.contains("x.yaml") && err.contains("fifo"), "{err}");
}

#[test]
fn an_unreadable_subfolder_is_reported_and_the_rest_loads() {
    use std::os::unix::fs::PermissionsExt;
    let dir = lesson_folder();
    let locked = dir.path().join("locked");
    fs::create_dir(&locked).unwrap();
    fs::write(locked.join("a.yaml"), "id: a\n").unwrap();
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o000)).unwrap();
    let denied = fs::read_dir(&locked).is_err(); // root reads it anyway
    let loaded = Catalog::embedded().with_folder(dir.path());
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o755)).unwrap();
    let loaded = loaded.unwrap();
    assert!(loaded.catalog.entry("fixture-pieces").is_some());
    assert!(loaded.catalog.len() > 1, "embedded lessons still there");
    let l10n = Localizer::new();
    let shown: Vec<String> = loaded.problems.iter().map(|d| d.render(&l10n)).collect();
    if denied {
        assert_eq!(shown.len(), 1, "{shown:?}");
        assert!(shown[0].starts_with(&format!("{}:1:1: error", locked.display())));
    } else {
        // Running as root: the folder is read like any other.
        assert!(shown.iter().any(|s| s.contains("a.yaml")), "{shown:?}");
    }
}

#[test]
fn deep_nesting_is_refused_at_its_place() {
    let n = 160 * 1024;
    let text = format!("{}{}\n", "[".repeat(n), "]".repeat(n));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("deep.yaml");
    fs::write(&path, &text).unwrap();
    let (code, out, _) = run_cli(&["lint", path.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(
        out.starts_with(&format!(
            "{}:1:{}: error: the YAML nests more than",
            path.display(),
            nesting::MAX_DEPTH
        )),
        "{out}"
    );
    let maps = format!("{}1{}\n", "{a: ".repeat(50_000), "}".repeat(50_000));
    let maps_path = dir.path().join("maps.yaml");
    fs::write(&maps_path, &maps).unwrap();
    let (code, out, _) = run_cli(&["lint", maps_path.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(out.contains("error: the YAML nests more than"), "{out}");
    let (code, _, err) = run_cli(&["faq", path.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(err.contains("nested more than"), "{err}");
}

#[test]
fn oversized_files_are_refused_with_their_size() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.yaml");
    fs::write(&path, "#".repeat(2 * 1024 * 1024)).unwrap();
    let (sources, problems) = folder_sources(dir.path()).unwrap();
    assert!(sources.is_empty());
    let shown = problems[0].render(&Localizer::new());
    assert!(
        shown.contains("2097152 bytes, more than the limit of 1048576"),
        "{shown}"
    );
}

#[test]
fn perft_above_six_needs_force() {
    let (code, out, err) = run_cli(&["perft", "10"]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(
        err.contains("perft 10 would count about") && err.contains("--force"),
        "{err}"
    );
    assert_eq!(run_cli(&["perft", "2"]).1.trim(), "961");
}

#[test]
fn a_fifo_or_device_as_progress_file_blocks_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("progress.json");
    mkfifo(&fifo);
    assert_eq!(saved_language(&fifo), None);
    let (code, out, _) = run_cli(&["--progress", fifo.to_str().unwrap(), "perft", "1"]);
    assert_eq!((code, out.trim()), (0, "31"));
    let mut store = ProgressStore::at(&fifo);
    let loaded = store.load();
    assert_eq!(loaded.warnings[0].id, "progress-unreadable");
    assert!(!store.is_writable());
    let zero = dir.path().join("zero.json");
    std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
    let mut store = ProgressStore::at(&zero);
    assert_eq!(store.load().warnings[0].id, "progress-unreadable");
}

#[test]
fn bad_settings_and_out_of_range_stars_keep_everything_else() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    fs::write(
        &path,
        r#"{"version":1,"settings":{"board_style":"neon","language":123},
           "stars":{"board-facts":{"a":7,"b":3},"l":{"e":2}}}"#,
    )
    .unwrap();
    let loaded = ProgressStore::at(&path).load();
    let p = &loaded.progress;
    assert_eq!((p.stars("board-facts", "b"), p.stars("l", "e")), (3, 2));
    assert_eq!(p.total_stars(), 5);
    let l10n = Localizer::new();
    let text: Vec<String> = loaded.warnings.iter().map(|w| l10n.format(w)).collect();
    assert!(
        text[0].contains("3 entries") && text[0].contains(".corrupt-"),
        "{text:?}"
    );
    assert!(
        text.iter()
            .any(|t| t.contains("“board_style”") && t.contains("\"neon\"")),
        "{text:?}"
    );
    assert!(
        text.iter()
            .any(|t| t.contains("“language”") && t.contains("123")),
        "{text:?}"
    );
    assert!(
        text.iter()
            .any(|t| t.contains("board-facts/a") && t.contains('7')),
        "{text:?}"
    );
    // The copy aside is the file as it was.
    let copies: Vec<_> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains(".corrupt-"))
        .collect();
    assert_eq!(copies.len(), 1);
    assert!(fs::read_to_string(&copies[0]).unwrap().contains("neon"));
}

#[test]
fn version_1_files_migrate() {
    let text = fs::read_to_string("tests/data/progress/v1.json").unwrap();
    let (p, dropped) = parse_json(&text).unwrap();
    assert!(dropped.is_empty());
    assert_eq!(p.stars("cannon-screen", "no-screen"), 3);
    assert_eq!(p.total_stars(), 6);
    assert_eq!(p.settings.language.as_deref(), Some("ko"));
    assert_eq!(p.settings.free_rules(), RuleSet::JanggiModern);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    fs::write(&path, &text).unwrap();
    let mut store = ProgressStore::at(&path);
    let loaded = store.load();
    assert!(loaded.warnings.is_empty());
    store.save(&loaded.progress).unwrap();
    let json: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(json["version"], 3);
    assert_eq!(json["exercises"]["horse-moves"]["leg-blocked"]["stars"], 1);
    assert_eq!(json["settings"]["board_style"], "letters");
}

#[test]
fn reviews_follow_the_leitner_boxes_with_an_injected_clock() {
    let mut p = crate::learner::progress::Progress::default();
    let right = AttemptResult {
        correct: true,
        ..AttemptResult::default()
    };
    let t0 = 1_700_000_000;
    let mut now = t0;
    for (i, days) in REVIEW_INTERVAL_DAYS.iter().enumerate() {
        p.record_attempt("l", "e", &right, now);
        let r = p.record_of("l", "e").unwrap().review.unwrap();
        assert_eq!((r.leitner_box, r.due), (i as u8 + 1, now + days * DAY));
        assert!(p.due_reviews(now + days * DAY - 1).is_empty());
        now += days * DAY;
        assert_eq!(p.due_reviews(now)[0].exercise, "e");
    }
    // Box 5 stays box 5.
    p.record_attempt("l", "e", &right, now);
    assert_eq!(
        p.record_of("l", "e").unwrap().review.unwrap().leitner_box,
        5
    );
    // A miss goes back to box 1, and so does the next right answer; then it climbs again.
    let miss = AttemptResult {
        correct: false,
        revealed: false,
        misconceptions: vec!["horse-leg-blocked".into()],
    };
    p.record_attempt("l", "e", &miss, now);
    p.record_attempt("l", "e", &right, now + 60);
    assert_eq!(
        p.record_of("l", "e").unwrap().review.unwrap().leitner_box,
        1
    );
    p.record_attempt("l", "e", &right, now + DAY);
    assert_eq!(
        p.record_of("l", "e").unwrap().review.unwrap().leitner_box,
        2
    );
    // A shown answer counts as a miss for the schedule, not for the misses count.
    let shown = AttemptResult {
        correct: true,
        revealed: true,
        ..AttemptResult::default()
    };
    p.record_attempt("m", "f", &miss, now);
    p.record_attempt("m", "f", &shown, now);
    let r = p.record_of("m", "f").unwrap();
    assert_eq!((r.attempts, r.misses, r.revealed), (2, 1, 1));
    assert_eq!(r.review.unwrap().leitner_box, 1);
    let top = p.mistakes_by_misconception();
    assert_eq!(top.len(), 1);
    assert_eq!(
        (top[0].tag.as_str(), top[0].misses),
        ("horse-leg-blocked", 2)
    );
    assert_eq!(
        top[0].exercises,
        [("l".into(), "e".into()), ("m".into(), "f".into())]
    );
}

#[test]
fn two_sessions_saving_one_file_keep_both() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let mut a = ProgressStore::at(&path);
    let mut b = ProgressStore::at(&path);
    let mut pa = a.load().progress;
    let mut pb = b.load().progress;
    pa.record("l", "a", 3);
    pb.record("l", "b", 2);
    let miss = AttemptResult::default();
    pa.record_attempt("l", "x", &miss, 10);
    pb.record_attempt("l", "x", &miss, 20);
    a.save(&pa).unwrap();
    b.save(&pb).unwrap();
    // Saving again does not count the same tries twice.
    a.save(&pa).unwrap();
    let back = ProgressStore::at(&path).load().progress;
    assert_eq!((back.stars("l", "a"), back.stars("l", "b")), (3, 2));
    assert_eq!(back.record_of("l", "x").unwrap().attempts, 2);

    // Many saves at once from separate threads, each with its own store: nothing lost.
    let threads: Vec<_> = (0..4)
        .map(|t| {
            let path = path.clone();
            std::thread::spawn(move || {
                let mut store = ProgressStore::at(&path);
                let mut p = store.load().progress;
                for i in 0..10 {
                    p.record(&format!("t{t}"), &format!("e{i}"), 1);
                    store.save(&p).unwrap();
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    let back = ProgressStore::at(&path).load().progress;
    assert_eq!(back.total_stars(), 5 + 40);
}

#[test]
fn a_symlinked_progress_file_is_written_through() {
    let dir = tempfile::tempdir().unwrap();
    let dotfiles = dir.path().join("dotfiles");
    fs::create_dir(&dotfiles).unwrap();
    let target = dotfiles.join("progress.json");
    fs::write(&target, r#"{"version":2}"#).unwrap();
    let link = dir.path().join("progress.json");
    std::os::unix::fs::symlink("dotfiles/progress.json", &link).unwrap();
    let mut store = ProgressStore::at(&link);
    let mut p = store.load().progress;
    p.record("l", "e", 2);
    store.save(&p).unwrap();
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(
        fs::read_to_string(&target)
            .unwrap()
            .contains("\"stars\": 2")
    );
    let names: Vec<String> = fs::read_dir(&dotfiles)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["progress.json"]);
}

#[test]
fn stale_temporary_files_are_removed_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    for pid in [11, 12, 13] {
        fs::write(dir.path().join(format!(".progress.json.tmp-{pid}")), "{").unwrap();
    }
    fs::write(dir.path().join("other.txt"), "kept").unwrap();
    ProgressStore::at(&path).load();
    let mut names: Vec<String> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["other.txt"]);
}

#[test]
fn progress_summary_in_three_languages_and_json() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let mut store = ProgressStore::at(&path);
    let mut p = store.load().progress;
    let catalog = Catalog::embedded().catalog;
    let lesson = catalog.lessons().next().unwrap().clone();
    let ex = &lesson.exercises[0].id;
    p.record(&lesson.id, ex, 2);
    let miss = AttemptResult {
        correct: false,
        revealed: false,
        misconceptions: vec!["cannon-jumps-cannon".into()],
    };
    p.record_attempt(&lesson.id, ex, &miss, 1_000);
    store.save(&p).unwrap();
    let shown = path.to_str().unwrap();
    let (code, out, err) = run_cli(&["--progress", shown, "progress", "--lang", "en"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("2 stars in all"), "{out}");
    assert!(out.contains(&format!("({}): 2/", lesson.id)), "{out}");
    // Plural forms by Fluent selectors: "1 try, 1 miss", not "1 tries, 1 misses".
    assert!(out.contains("1 try, 1 miss"), "{out}");
    assert!(
        !out.contains("1 misses") && !out.contains("1 tries"),
        "{out}"
    );
    assert!(
        out.contains("thinking a cannon may jump over a cannon: 1 miss in one exercise"),
        "{out}"
    );
    assert!(out.contains("Reviews due now: 1"), "{out}");
    for (lang, word) in [("zh", "颗星"), ("ko", "별")] {
        let (code, out, _) = run_cli(&["--progress", shown, "progress", "--lang", lang]);
        assert_eq!(code, 0);
        assert!(out.contains(word), "{out}");
    }
    let (code, out, _) = run_cli(&["--progress", shown, "progress", "--json"]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["total_stars"], 2);
    assert_eq!(json["misconceptions"][0]["tag"], "cannon-jumps-cannon");
    assert_eq!(json["reviews_due"][0]["box"], 1);
    // Read only: the file is unchanged.
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        crate::learner::progress::to_json(&p)
    );
}

/// A miss answered right at once still owes its same-day repeat: `progress` (a session of
/// its own) counts it as due, in the text and as `repeat` in the JSON.
#[test]
fn progress_counts_a_repeat_owed_in_text_and_json() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let mut store = ProgressStore::at(&path);
    let mut p = store.load().progress;
    let now = crate::learner::progress::unix_now();
    p.record_attempt("horse-moves", "leg-blocked", &AttemptResult::default(), now);
    let right = AttemptResult {
        correct: true,
        ..AttemptResult::default()
    };
    p.record_attempt("horse-moves", "leg-blocked", &right, now);
    store.save(&p).unwrap();
    let shown = path.to_str().unwrap();
    for (lang, due, repeat) in [
        (
            "en",
            "Reviews due now: 1",
            "One of them was missed and comes back the same day.",
        ),
        (
            "zh",
            "现在该复习的题：1 道",
            "其中 1 道是答错过的题，当天就再出现。",
        ),
        (
            "ko",
            "지금 복습할 문제: 1개",
            "그중 1문제는 틀렸던 문제라서 그날 다시 나옵니다.",
        ),
    ] {
        let (code, out, err) = run_cli(&["--progress", shown, "progress", "--lang", lang]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains(due) && out.contains(repeat), "{lang}\n{out}");
    }
    let (code, out, _) = run_cli(&["--progress", shown, "progress", "--json"]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let due = &json["reviews_due"][0];
    assert_eq!(
        (&due["lesson"], &due["exercise"], &due["repeat"]),
        (&"horse-moves".into(), &"leg-blocked".into(), &true.into()),
        "{out}"
    );
}

mod never_panic {
    use super::*;
    use crate::faq::FaqFile;
    use crate::lesson::load::{Origin, Source};
    use crate::rules::Move;
    use crate::trainer::Answer;
    use proptest::prelude::*;

    fn tasks() -> Vec<crate::lesson::model::Task> {
        Catalog::embedded()
            .catalog
            .lessons()
            .flat_map(|l| l.exercises.iter().map(|e| e.task.clone()))
            .take(40)
            .collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

        #[test]
        fn points_moves_and_fens(s in "\\PC{0,12}", fen in "[0-9a-zA-Z/ +é가-]{0,40}") {
            let _ = s.parse::<Square>();
            let _ = s.parse::<Move>();
            let _ = Setup::from_fen(&s);
            let _ = Setup::from_fen(&fen);
        }

        #[test]
        fn answers(s in "\\PC{0,20}") {
            for task in tasks().iter().take(8) {
                let _ = Answer::parse(task, &s);
            }
        }

        #[test]
        fn lesson_and_faq_yaml(s in "(\\PC|\n| ){0,80}") {
            let text = format!("id: x\nphase: understand\n{s}");
            for t in [&s, &text] {
                let source = Source { path: "x.yaml".into(), text: t.clone(), origin: Origin::Folder };
                let (_, diags) = lint::lint_source(&source);
                for d in diags {
                    prop_assert!(d.line >= 1 && d.line <= t.lines().count().max(1) + 1);
                }
                let _ = FaqFile::parse("x.yaml", t.clone());
            }
        }

        #[test]
        fn progress_json(bytes in proptest::collection::vec(any::<u8>(), 0..64), s in "\\PC{0,60}") {
            let _ = parse_json(&String::from_utf8_lossy(&bytes));
            let _ = parse_json(&s);
            let _ = parse_json(&format!(r#"{{"version":2,"exercises":{{"l":{{"e":{s}}}}}}}"#));
            let _ = parse_json(&format!(r#"{{"version":1,"settings":{s}}}"#));
        }
    }
}

/// Runs `f` on a thread and gives its result, or `None` if it has not returned in 10 s (a
/// read that hangs fails the test instead of hanging it).
fn within_seconds<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(std::time::Duration::from_secs(10)).ok()
}

/// Issue 24, item 12: `game.json` and the legacy `personal.json` are read through the safe
/// reader: a FIFO or a link to `/dev/zero` in their place returns at once with a clear error
/// (they used to hang the start, or read until the memory ran out).
#[test]
fn a_fifo_or_device_as_saved_game_or_personal_file_blocks_nothing() {
    use crate::learner::games::GameFile;
    let mut l10n = Localizer::new();
    l10n.set_lang("en").unwrap();
    for special in ["fifo", "zero"] {
        let dir = tempfile::tempdir().unwrap();
        let progress = dir.path().join("progress.json");
        for name in ["game.json", "personal.json"] {
            let path = dir.path().join(name);
            match special {
                "fifo" => mkfifo(&path),
                _ => std::os::unix::fs::symlink("/dev/zero", &path).unwrap(),
            }
        }
        let p = progress.clone();
        let err = within_seconds(move || {
            let mut store = ProgressStore::at(&p);
            store.load();
            GameFile::beside(&store).load()
        })
        .unwrap_or_else(|| panic!("{special}: reading game.json hangs"))
        .expect_err("not a saved game");
        let text = l10n.format(&err);
        assert!(
            text.contains("game.json") && text.contains("not a regular file"),
            "{special}: {text}"
        );
        // Loading and saving the progress (which looks at personal.json each time) return.
        let p = progress.clone();
        let saved = within_seconds(move || {
            let mut store = ProgressStore::at(&p);
            let mut progress = store.load().progress;
            progress.record("l", "e", 2);
            store
                .save(&progress)
                .map(|()| store.load().progress.stars("l", "e"))
        })
        .unwrap_or_else(|| panic!("{special}: reading personal.json hangs"));
        assert_eq!(saved.ok(), Some(2), "{special}");
    }
}

/// Issue 24, item 10: a quote inside a plain scalar opens nothing, so the deep flow
/// nesting after it is counted (it used to be taken for quoted text, and the parser then
/// spent minutes on it).
#[test]
fn a_stray_quote_does_not_hide_what_follows() {
    let deep = "[".repeat(10_000);
    for text in [
        format!("id: x \"y\na: {deep}\n"),
        format!("id: x 'y\na: {deep}\n"),
        // A more-indented line goes on with the plain scalar: its quote opens nothing.
        format!("a: x\n  \"{deep}\n"),
        format!("a: [x\"y, {deep}]\n"),
        format!("a: [b:\"{deep}]\n"),
    ] {
        let err = nesting::check(&text, 5).unwrap_err();
        assert_eq!(err.line, text.lines().count(), "{}", &text[..12]);
    }
    // Quotes that YAML opens still hide their brackets.
    for text in [
        "a: \"[[[[[[[[\"\n",
        "- '{{{{{{{{'\n",
        "\"[[[[[[[[\": 1\n",
        "a: {\"k\":\"[[[[[[[[\", b: '[[[[[[['}\n",
        "a: [x, \"[[[[[[[[\"]\n",
        "a:\n  - \"[[[[[[[[\n    [[[[[[[[\"\n",
        "? \"[[[[[[[[\"\n: 1\n",
    ] {
        assert_eq!(nesting::check(text, 5), Ok(()), "{text}");
    }
}

/// Issue 24, item 17: the temporary file of a `game.json` save killed before its rename is
/// removed at the next start; one of a process still running (it may be saving) is kept.
#[test]
fn stale_saved_game_temporaries_are_removed_at_start() {
    use crate::learner::games::GameFile;
    let dir = tempfile::tempdir().unwrap();
    let dead = dir.path().join(".game.json.tmp-2147483000");
    let alive = dir
        .path()
        .join(format!(".game.json.tmp-{}", std::process::id()));
    fs::write(&dead, "{").unwrap();
    fs::write(&alive, "{").unwrap();
    let mut store = ProgressStore::at(dir.path().join("progress.json"));
    store.load();
    assert_eq!(GameFile::beside(&store).load(), Ok(None));
    assert!(!dead.exists(), "a dead save's temporary file is left");
    assert!(
        alive.exists(),
        "a running process's temporary file was removed"
    );
}

/// Run only as a child of `two_processes_saving_one_file_keep_both`: one trainer session that
/// records ten exercises under its own lesson id, saving after each.
#[test]
#[ignore = "run as a child process by two_processes_saving_one_file_keep_both"]
fn child_session_saves() {
    let (Ok(path), Ok(who)) = (
        std::env::var("RELIABILITY_PROGRESS"),
        std::env::var("RELIABILITY_WHO"),
    ) else {
        return;
    };
    let mut store = ProgressStore::at(&path);
    let mut p = store.load().progress;
    for i in 0..10 {
        p.record(&who, &format!("e{i}"), 2);
        p.record_attempt(&who, "shared", &AttemptResult::default(), 100 + i);
        store.save(&p).unwrap();
    }
}

#[test]
fn two_processes_saving_one_file_keep_both() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    let exe = std::env::current_exe().unwrap();
    let children: Vec<_> = ["p1", "p2", "p3"]
        .into_iter()
        .map(|who| {
            Command::new(&exe)
                .args([
                    "--ignored",
                    "--exact",
                    "tests::reliability::child_session_saves",
                    "--test-threads=1",
                ])
                .env("RELIABILITY_PROGRESS", &path)
                .env("RELIABILITY_WHO", who)
                .stdout(Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    for mut c in children {
        assert!(c.wait().unwrap().success());
    }
    let p = ProgressStore::at(&path).load().progress;
    assert_eq!(p.total_stars(), 3 * 10 * 2);
    for who in ["p1", "p2", "p3"] {
        assert_eq!(p.record_of(who, "shared").unwrap().attempts, 10, "{who}");
    }
}
