//! Hostile conditions that need the program as a process: output errors and TERM=dumb.
//! (The rest of issue 16's hostile input is tested on the crate's parts, in
//! `src/tests/reliability.rs`.)

#![cfg(unix)]

use std::fs;
use std::process::{Command, Stdio};

fn bin() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_janggi-tutor"));
    c.args(["--progress", "/nonexistent/janggi-tutor/progress.json"])
        .env("LANG", "en_US.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES");
    c
}

#[test]
fn output_errors_exit_non_zero() {
    let full = fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let out = bin().arg("moves").stdout(full).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with("error: the output could not be written"),
        "{err}"
    );
    // A closed pipe stays quiet.
    let mut child = bin()
        .arg("moves")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The output's error speaks the language the command line chose, not the environment's, and
/// says what went wrong in words (issue 70: `--lang zh moves > /dev/full` answered in English).
#[test]
fn an_output_error_speaks_the_chosen_language() {
    for (lang, start) in [
        ("zh", "错误：无法写出结果："),
        ("ko", "오류: 출력을 쓸 수 없습니다: "),
    ] {
        let full = fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = bin()
            .args(["--lang", lang, "moves"])
            .stdout(full)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.starts_with(start), "{err}");
        assert!(!err.contains("os error"), "{err}");
    }
}

#[test]
fn a_dumb_terminal_is_refused_with_a_message() {
    let out = bin().env("TERM", "dumb").output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("TERM=dumb"), "{err}");
}

/// `review` draws its progress counter (`\r` and a count per position) only on a terminal:
/// into a log or a pipe each `\r` was kept (15 MB for a 521,844-ply record).
#[test]
fn review_writes_no_progress_counter_into_a_pipe() {
    let record = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/records/games/modern-euckr.gib"
    );
    let out = bin()
        .args(["review", record, "--depth", "1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        !err.contains('\r') && !err.contains("Reviewing positions"),
        "{err:?}"
    );
    assert!(!out.stdout.is_empty());
}
