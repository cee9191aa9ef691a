//! `janggi-tutor status` reports Fairy-Stockfish's optional ends (claims) from the move record.

use janggi_tutor::cli::run_with;

fn status(lang: &str, args: &[&str]) -> String {
    let mut argv: Vec<String> = ["janggi-tutor", "--lang", lang, "status"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    argv.extend(args.iter().map(|s| s.to_string()));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_with(&argv, &mut out, &mut err);
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
    String::from_utf8(out).unwrap()
}

const SHUFFLE_8: &str = "b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1 c8b10";

#[test]
fn repetition_claim_is_printed_with_its_result() {
    let out = status("en", &["--rules", "janggi", "--moves", SHUFFLE_8]);
    assert!(out.contains("The game is in progress."), "{out}");
    assert!(
        out.contains("may now be ended by claim: Han wins (repetition of the position; counting:"),
        "{out}"
    );
    let zh = status(
        "zh",
        &["--rules", "janggi-traditional", "--moves", SHUFFLE_8],
    );
    assert!(zh.contains("判为和棋（同一局面重复出现）"), "{zh}");
    let ko = status("ko", &["--rules", "janggi-casual", "--moves", SHUFFLE_8]);
    assert!(ko.contains("무승부가 됩니다(같은 국면 반복)"), "{ko}");
}

#[test]
fn no_claim_before_the_third_occurrence_or_under_basic() {
    let seven = "b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1";
    let out = status("en", &["--rules", "janggi", "--moves", seven]);
    assert!(!out.contains("claim"), "{out}");
    let out = status("en", &["--moves", SHUFFLE_8]);
    assert!(out.contains("The game is in progress."), "{out}");
    assert!(!out.contains("claim"), "{out}");
}

#[test]
fn perpetual_check_and_move_repetition_name_the_loser() {
    let fen = "3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1";
    let moves = "a1a10 d10d9 a10a9 d9d10 a9a10 d10d9 a10a9 d9d10 a9a10";
    let out = status("en", &["--rules", "janggi", "--fen", fen, "--moves", moves]);
    assert!(
        out.contains("Han wins (repetition with perpetual check by Cho)"),
        "{out}"
    );
    let out = status(
        "en",
        &["--rules", "janggi-modern", "--fen", fen, "--moves", moves],
    );
    assert!(
        out.contains("Han wins (Cho kept moving one piece back and forth)"),
        "{out}"
    );
}

#[test]
fn move_limit_claim_and_no_claim_once_the_game_is_over() {
    let fen = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 99 1";
    let out = status(
        "en",
        &["--rules", "janggi-casual", "--fen", fen, "--moves", "b1c3"],
    );
    assert!(
        out.contains("as a draw (100 plies without a capture)"),
        "{out}"
    );
    // Two passes end the game outright; a claim would be moot.
    let out = status(
        "en",
        &[
            "--rules",
            "janggi-casual",
            "--fen",
            fen,
            "--moves",
            "b1c3 e9e9 e2e2",
        ],
    );
    assert!(out.contains("Draw (both sides passed in a row)"), "{out}");
    assert!(!out.contains("claim"), "{out}");
}
