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

/// Runs `cmd` to its end: its exit code, its output (standard output and error) and its
/// peak memory (resident set, in KiB): the child's own `VmHWM`, read from `/proc` until it
/// exits. Not `wait4`'s `ru_maxrss`: a child started by `vfork` and `exec` inherits there the
/// peak of this test process (all the tests running in it), 188 MB seen for a 22 MB child.
fn peak_rss(mut cmd: Command) -> (Option<i32>, String, i64) {
    // One open file for both, so they share its offset.
    let log = tempfile::NamedTempFile::new().unwrap();
    let mut child = cmd
        .stdout(log.as_file().try_clone().unwrap())
        .stderr(log.as_file().try_clone().unwrap())
        .spawn()
        .unwrap();
    let status_file = format!("/proc/{}/status", child.id());
    let mut peak = 0i64;
    let status = loop {
        // The exec'd program's own peak, while it runs (a zombie has no memory to read).
        if let Ok(text) = fs::read_to_string(&status_file)
            && let Some(kb) = text
                .lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<i64>().ok())
        {
            peak = peak.max(kb);
        }
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    };
    let out = fs::read_to_string(log.path()).unwrap();
    (status.code(), out, peak)
}

/// Issue 68: one anchor of 1,000 items used 10,000 times (57 KB) took 1.06 GB, 60,000 uses
/// aborted; nested anchors (a billion laughs) the same. Anchors and aliases are refused at
/// the first one, and memory stays far under 50 MB, for `lint` and for `lessons --lessons`.
#[test]
fn yaml_aliases_cannot_eat_the_memory() {
    let dir = tempfile::tempdir().unwrap();
    let items = vec!["x"; 1000].join(", ");
    let wide = |uses: usize| {
        format!(
            "id: bomb\nbase: &a [{items}]\nuses: [{}]\n",
            vec!["*a"; uses].join(", ")
        )
    };
    let mut nested = String::from("id: bomb\nl0: &l0 [x, x, x, x, x, x, x, x, x, x]\n");
    for i in 1..10 {
        nested.push_str(&format!(
            "l{i}: &l{i} [{}]\n",
            vec![format!("*l{}", i - 1); 10].join(", ")
        ));
    }
    // Without aliases too: 349,000 one-letter items in 1 MiB took 95 MB; past 100,000
    // values the file is refused where the count passes it, and just under the cap it is
    // read.
    let flat = format!("id: flat\nx: [{}]\n", vec!["a"; 349_000].join(", "));
    let at_cap = format!("id: cap\nx: [{}]\n", vec!["abcdef"; 99_990].join(", "));
    for (name, text, at) in [
        (
            "flat.yaml",
            flat,
            "flat.yaml:2:299998: error: This file holds more than",
        ),
        (
            "cap.yaml",
            at_cap,
            "cap.yaml:1:1: error: The field “phase” is missing",
        ),
        ("wide.yaml", wide(10_000), "wide.yaml:2:7"),
        ("wider.yaml", wide(60_000), "wider.yaml:2:7"),
        ("nested.yaml", nested, "nested.yaml:2:5"),
    ] {
        let sub = dir.path().join(name.trim_end_matches(".yaml"));
        fs::create_dir(&sub).unwrap();
        let file = sub.join(name);
        fs::write(&file, &text).unwrap();
        let mut lint = bin();
        lint.args(["--lang", "en", "lint"]).arg(&file);
        let mut lessons = bin();
        lessons
            .args(["--lang", "en", "lessons", "--lessons"])
            .arg(&sub);
        for cmd in [lint, lessons] {
            let (code, err, kb) = peak_rss(cmd);
            assert!(code.is_some(), "{name}: killed by a signal: {err}");
            assert!(kb < 50 * 1024, "{name}: peak {kb} KiB");
            assert!(err.contains(at), "{name}: {err}");
            if name.starts_with('w') || name.starts_with('n') {
                assert!(err.contains("Anchors and aliases"), "{name}: {err}");
            }
        }
    }
}

/// Issue 68: numbers from the command line are range-checked where they are parsed: these
/// panicked (`--time 1e30`, a clock of u32::MAX everywhere, `--time-scale NaN`) or ran without
/// end (`--time 1e20`). Each is a usage error (exit 2) naming the value.
#[test]
fn extreme_numbers_on_the_command_line_are_refused() {
    let cases: &[(&[&str], &str)] = &[
        (&["review", "x.gib", "--time", "1e30"], "1e30"),
        (&["review", "x.gib", "--time", "1e20"], "1e20"),
        (&["review", "x.gib", "--time", "NaN"], "NaN"),
        (&["review", "x.gib", "--time", "-1"], "-1"),
        (&["review", "x.gib", "--depth", "4294967295"], "4294967295"),
        (&["review", "x.gib", "--depth", "0"], "0"),
        (
            &[
                "play",
                "--friend",
                "--clock",
                "byo-yomi:4294967295+4294967295x4294967295",
            ],
            "byo-yomi:4294967295+4294967295x4294967295",
        ),
        (
            &["play", "--friend", "--clock", "fischer:1441+5"],
            "fischer:1441+5",
        ),
        (&["match", "--time-scale", "NaN"], "NaN"),
        (&["match", "--time-scale=-0.5"], "-0.5"),
        (&["match", "--time-scale", "1e300"], "1e300"),
    ];
    for (args, value) in cases {
        let out = bin().args(["--lang", "en"]).args(*args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(&format!("“{value}”")), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}
