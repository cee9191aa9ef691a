//! Arguments are read as OS strings: a non-UTF-8 path works as a path, any other non-UTF-8
//! argument is a usage error (exit 2 with a message), never a panic.

use std::ffi::{OsStr, OsString};
use std::os::unix::ffi::OsStrExt;

use janggi_tutor::cli::run_with;

fn run(args: &[&OsStr]) -> (i32, String, String) {
    let mut argv: Vec<OsString> = vec!["janggi-tutor".into(), "--lang".into(), "en".into()];
    argv.extend(args.iter().map(|a| a.to_os_string()));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_with(argv, &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

fn os(s: &str) -> &OsStr {
    OsStr::new(s)
}

#[test]
fn a_non_utf8_fen_is_a_usage_error() {
    let (code, out, err) = run(&[os("show"), os("--fen"), OsStr::from_bytes(b"\xff")]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("UTF-8"), "{err}");
}

#[test]
fn a_non_utf8_lesson_path_is_linted() {
    let dir = tempfile::tempdir().unwrap();
    let mut name = dir.path().as_os_str().to_os_string();
    name.push("/");
    name.push(OsStr::from_bytes(b"\xfe.yaml"));
    let lesson = std::fs::read_dir("lessons/understand")
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "yaml"))
        .expect("an embedded lesson file");
    std::fs::copy(&lesson, &name).unwrap();
    let (code, out, err) = run(&[os("lint"), &name]);
    assert_eq!(code, 0, "{out}{err}");
    // A broken file under that name is reported at its (lossily shown) path.
    std::fs::write(&name, "id: [").unwrap();
    let (code, out, err) = run(&[os("lint"), &name]);
    assert_ne!(code, 0);
    assert!(format!("{out}{err}").contains(".yaml:"), "{out}{err}");
}

#[test]
fn a_non_utf8_progress_path_is_a_path() {
    let (code, out, err) = run(&[
        os("--progress"),
        OsStr::from_bytes(b"\xff.json"),
        os("status"),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(!out.is_empty());
}

/// The trainer without a terminal (as here, under the test harness) says so in the saved
/// language: the command line resolves the language once, for every path.
#[test]
fn no_terminal_error_speaks_the_saved_language() {
    use std::io::IsTerminal;
    // With a real terminal on both ends the trainer would open; CI and `cargo test | cat` run it.
    if std::io::stdin().is_terminal() && std::io::stdout().is_terminal() {
        eprintln!("skipped: stdin and stdout are a terminal");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    std::fs::write(&path, r#"{"version": 2, "settings": {"language": "ko"}}"#).unwrap();
    let argv: Vec<OsString> = vec!["janggi-tutor".into(), "--progress".into(), path.into()];
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_with(argv, &mut out, &mut err);
    let err = String::from_utf8_lossy(&err);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("대화형 터미널"), "{err}");
}
