//! The engine verbs end to end, through the same entry point as the binary.

use crate::common;

use janggi_tutor::cli::run_with;

fn run(args: &[&str]) -> (i32, String, String) {
    let mut argv = vec!["--lang", "en"];
    argv.extend_from_slice(args);
    common::run_cli(&argv)
}

#[test]
fn moves_lists_legal_moves_sorted() {
    let (code, out, _) = run(&["moves", "--from", "b1"]);
    assert_eq!(code, 0);
    assert_eq!(out, "b1a3\nb1c3\n");
    let (_, all, _) = run(&["moves", "--rules", "janggi"]);
    assert_eq!(all.lines().count(), 32);
    assert!(all.lines().any(|l| l == "e2e2"), "janggi has a pass");
    let (_, basic, _) = run(&["moves"]);
    assert_eq!(basic.lines().count(), 31);
}

#[test]
fn perft_last_line_is_the_count() {
    let (code, out, _) = run(&["perft", "3", "--rules", "janggi"]);
    assert_eq!(code, 0);
    assert_eq!(out.trim(), "33000");
    let (_, divided, _) = run(&["perft", "2", "--divide"]);
    let lines: Vec<&str> = divided.lines().collect();
    assert_eq!(lines.len(), 32);
    assert_eq!(*lines.last().unwrap(), "961");
    assert!(lines[0].contains(": 31"), "{}", lines[0]);
}

#[test]
fn perft_follows_history() {
    // After two passes the game is over: no moves below.
    let (_, out, _) = run(&["perft", "1", "--rules", "janggi", "--moves", "e2e2 e9e9"]);
    assert_eq!(out.trim(), "0");
}

#[test]
fn explain_says_legal_or_why() {
    let (code, out, _) = run(&["explain", "b1c3"]);
    assert_eq!((code, out.as_str()), (0, "legal\n"));
    let (code, out, _) = run(&["explain", "b1d2"]);
    assert_eq!(code, 1);
    assert!(out.starts_with("horse-leg-blocked: "), "{out}");
    assert!(out.contains("c1"), "{out}");
    let worked = "3k5/9/9/1p7/9/1C7/9/1C7/4K4/9 w - - 0 1";
    let (_, out, _) = run(&["explain", "b3b7", "--fen", worked]);
    assert!(out.starts_with("cannon-screen-cannon: "), "{out}");
    let (code, out, err) = run(&["explain", "zz"]);
    assert_eq!(code, 2);
    assert!(out.is_empty(), "{out}");
    assert!(err.starts_with("error: "), "{err}");
    assert!(err.contains("“zz”"), "{err}");
}

#[test]
fn explanations_are_translated() {
    let mut argv: Vec<String> = ["janggi-tutor", "explain", "b1d2", "--lang", "zh"]
        .map(String::from)
        .to_vec();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    run_with(&argv, &mut out, &mut err);
    let zh = String::from_utf8(out).unwrap();
    assert!(zh.contains("马"), "{zh}");
    argv[4] = "ko".into();
    let mut out = Vec::new();
    run_with(&argv, &mut out, &mut err);
    let ko = String::from_utf8(out).unwrap();
    assert!(ko.contains("마"), "{ko}");
    assert!(!zh.contains('\u{2068}') && !ko.contains('\u{2068}'));
}

#[test]
fn bad_fen_names_the_field_and_exits_2() {
    let eleven = "9/9/9/9/9/9/9/9/9/9/9 w - - 0 1";
    let (code, out, err) = run(&["show", "--fen", eleven]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(err.contains("11"), "{err}");
    let wide = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P1/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    let (code, _, err) = run(&["moves", "--fen", wide]);
    assert_eq!(code, 2);
    assert!(err.contains("Rank 4") && err.contains("10"), "{err}");
    let two_kings = "4k4/9/9/9/9/9/9/9/3KK4/9 w - - 0 1";
    let (code, _, err) = run(&["status", "--fen", two_kings]);
    assert_eq!(code, 2);
    assert!(err.to_lowercase().contains("king"), "{err}");
    // A relaxed setup allows a king-less drill.
    let kingless = "9/9/9/9/9/9/9/1C7/9/9 w - - 0 1";
    let (code, out, _) = run(&["moves", "--fen", kingless, "--relaxed"]);
    assert_eq!((code, out.as_str()), (0, ""), "a lone cannon has no screen");
    let (code, _, err) = run(&["moves", "--rules", "xiangqi"]);
    assert_eq!(code, 2);
    assert!(err.contains("xiangqi"), "{err}");
    let (code, _, err) = run(&["moves", "--moves", "b1d2"]);
    assert_eq!(code, 2);
    assert!(err.contains("b1d2"), "{err}");
}

#[test]
fn show_and_status() {
    let (code, out, _) = run(&["show"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("(車)(馬)(象)(士)") && out.contains(" 車  馬  象  士 "),
        "{out}"
    );
    assert!(out.trim_end().ends_with("Cho to move."), "{out}");
    let (_, ascii, _) = run(&["show", "--ascii"]);
    assert!(ascii.contains(" r  n  b  a  .  a  b  n  r"), "{ascii}");
    let (_, status, _) = run(&["status", "--rules", "janggi", "--moves", "e2e2 e9e9"]);
    assert!(status.contains("Han wins"), "{status}");
    let facing = "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1";
    let (_, status, _) = run(&["status", "--fen", facing]);
    assert!(status.to_lowercase().contains("bikjang"), "{status}");
}

#[test]
fn unknown_language_warns_and_uses_english() {
    let argv: Vec<String> = ["janggi-tutor", "explain", "b1d2", "--lang", "fr"]
        .map(String::from)
        .to_vec();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_with(&argv, &mut out, &mut err);
    assert_eq!(code, 1);
    assert!(String::from_utf8(err).unwrap().contains("fr"));
    assert!(String::from_utf8(out).unwrap().contains("horse"));
}

#[test]
fn named_formations() {
    let (code, out, _) = run(&["show", "--ascii", "--setup", "ehhe:hehe"]);
    assert_eq!(code, 0);
    assert!(out.contains(" R  B  N  A  .  A  N  B  R"), "{out}");
    assert!(out.contains(" r  b  n  a  .  a  b  n  r"), "{out}");
    let (code, _, err) = run(&["show", "--setup", "xyz"]);
    assert_eq!(code, 2);
    assert!(err.contains("xyz") && err.contains("heeh"), "{err}");
}

#[test]
fn the_saved_language_counts_after_lang() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.json");
    std::fs::write(&path, r#"{"version": 1, "settings": {"language": "ko"}}"#).unwrap();
    let p = path.to_str().unwrap();
    let (_, out, _) = common::run_cli(&["--progress", p, "explain", "b1d2"]);
    assert!(out.contains("마"), "{out}");
    let (_, out, _) = common::run_cli(&["--progress", p, "--lang", "zh", "explain", "b1d2"]);
    assert!(out.contains("马"), "{out}");
    // A damaged file is left alone by the command-line verbs.
    std::fs::write(&path, "{not json").unwrap();
    let (code, _, _) = common::run_cli(&["--progress", p, "explain", "b1c3"]);
    assert_eq!(code, 0);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "{not json");
}
