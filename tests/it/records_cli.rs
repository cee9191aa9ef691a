//! `game` and `moves --notation` on the command line, and the lesson skeleton through `lint`.

use std::path::Path;

use crate::common::run_cli;

fn game_file(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/records/games")
        .join(name)
        .display()
        .to_string()
}

fn expected_fen(name: &str) -> String {
    let text = std::fs::read_to_string(game_file(name)).unwrap();
    text.lines()
        .find_map(|l| l.strip_prefix("fen "))
        .unwrap()
        .to_string()
}

#[test]
fn game_prints_fen_gib_and_pgn() {
    let (code, out, err) = run_cli(&["game", &game_file("modern-euckr.gib"), "--to", "fen"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out.trim(), expected_fen("modern-euckr.expected"));

    let (code, out, _) = run_cli(&[
        "game",
        &game_file("modern-utf8.gib"),
        "--to",
        "fen",
        "--at",
        "0",
    ]);
    assert_eq!(code, 0);
    assert!(out.starts_with("rnba1anbr/"), "{out}");

    let (code, out, _) = run_cli(&["game", &game_file("pychess-janggi.pgn"), "--to", "gib"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("[초차림 \"마상상마\"]") && out.contains("1. 75졸74"),
        "{out}"
    );

    let (code, out, _) = run_cli(&["game", &game_file("modern-utf8.gib"), "--to", "pgn"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("[Variant \"janggimodern\"]") && out.contains("[White \"김초\"]"),
        "{out}"
    );
}

#[test]
fn game_with_a_bad_move_keeps_the_good_part() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.gib");
    std::fs::write(
        &path,
        "[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 79졸78 2. 41병42\n3. 03상86\n",
    )
    .unwrap();
    let p = path.display().to_string();
    let (code, out, err) = run_cli(&["game", &p, "--to", "fen"]);
    assert_eq!(code, 2);
    assert_eq!(
        out.trim(),
        "rnba1abnr/4k4/1c5c1/1pp1p1p1p/9/9/P1P1P1PP1/1C5C1/4K4/RNBA1ABNR w - - 2 2"
    );
    assert!(err.contains("move 3, “03상86” (line 5): "), "{err}");
    assert!(err.contains("elephant"), "{err}");
    let (_, _, err) = run_cli(&["--lang", "ko", "game", &p, "--to", "fen"]);
    assert!(err.contains("3수째"), "{err}");
    let (code, _, err) = run_cli(&["game", &p, "--to", "fen", "--at", "9"]);
    assert_eq!(code, 2);
    assert!(err.contains("--at 9"), "{err}");
    // Not a file: a clear error, no hang.
    let (code, _, err) = run_cli(&["game", &dir.path().display().to_string()]);
    assert_eq!(code, 2);
    assert!(err.contains("not a regular file"), "{err}");
}

#[test]
fn rules_override_changes_the_verdict() {
    // Passing is not allowed under basic rules.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("pass.gib");
    std::fs::write(&path, "1. 한수쉼 2. 41병42\n").unwrap();
    let p = path.display().to_string();
    assert_eq!(run_cli(&["game", &p, "--to", "fen"]).0, 0);
    let (code, _, err) = run_cli(&["game", &p, "--to", "fen", "--rules", "basic"]);
    assert_eq!(code, 2);
    assert!(err.contains("move 1"), "{err}");
}

#[test]
fn moves_in_each_notation() {
    let (code, out, _) = run_cli(&["moves", "--notation", "san"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.contains(&"Hc3") && lines.contains(&"Pab4"), "{out}");
    let (_, kja, _) = run_cli(&["moves", "--notation", "kja", "--rules", "janggi"]);
    assert!(
        kja.lines().any(|l| l == "02마83") && kja.lines().any(|l| l == "한수쉼"),
        "{kja}"
    );
    let (_, uci, _) = run_cli(&["moves"]);
    assert_eq!(uci.lines().count(), lines.len());
    let (code, _, err) = run_cli(&["moves", "--notation", "wxf"]);
    assert_eq!(code, 2);
    assert!(err.contains("wxf"), "{err}");
}
