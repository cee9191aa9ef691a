//! The trainer's options given before a verb count for the verb (issue 24): `--ascii show`
//! draws letters, `--lessons DIR try ...` reads DIR. (`--progress P play` is checked where the
//! command line is parsed, in `cli::tests`: the screen needs a terminal.)

use crate::common::run_cli;

#[test]
fn ascii_before_the_verb_draws_letters() {
    let (code, before, err) = run_cli(&["--lang", "en", "--ascii", "show"]);
    assert_eq!(code, 0, "{err}");
    let (_, after, _) = run_cli(&["--lang", "en", "show", "--ascii"]);
    let (_, cjk, _) = run_cli(&["--lang", "en", "show"]);
    assert_eq!(before, after);
    assert_ne!(before, cjk);
}

#[test]
fn lessons_before_the_verb_are_read() {
    let good = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/lessons/good");
    let args = ["try", "fixture-pieces", "screen-kind", "opened b4:right"];
    let (code, _, err) = run_cli(&[&["--lessons", good][..], &args].concat());
    assert_eq!(code, 1, "a wrong answer, judged: {err}");
    let (code, _, err) = run_cli(&args);
    assert_eq!(code, 2, "no such lesson without the folder: {err}");
}

#[test]
fn a_refused_value_is_the_verbs_own_sentence_in_the_users_language() {
    let (code, out, err) = run_cli(&["--lang", "ko", "moves", "--rules", "bogus"]);
    assert_eq!(code, 2);
    assert_eq!(out, "");
    assert_eq!(err.lines().count(), 1, "no usage lines: {err}");
    assert!(err.starts_with("오류") && err.contains("“bogus”"), "{err}");
    // After the warning about the language, as when the verb read the value itself.
    let (code, _, err) = run_cli(&["--lang", "xx", "status", "--moves", "e2e2,zz"]);
    assert_eq!(code, 2);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 2, "{err}");
    assert!(
        lines[0].starts_with("warning:") && lines[0].contains("xx"),
        "{err}"
    );
    assert!(
        lines[1].starts_with("error:") && lines[1].contains("“zz”"),
        "{err}"
    );
}

/// An option before a verb that has no use for it is refused in the user's language (exit 2,
/// nothing done), not silently dropped (`--ascii perft` ran as if it were not there).
#[test]
fn an_option_the_verb_cannot_use_is_refused_not_dropped() {
    for (lang, word) in [
        ("en", "no effect"),
        ("ko", "쓰이지 않습니다"),
        ("zh", "不起作用"),
    ] {
        let (code, out, err) = run_cli(&["--lang", lang, "--ascii", "perft", "1"]);
        assert_eq!(code, 2, "{lang}: {err}");
        assert_eq!(out, "", "{lang}: nothing is counted");
        assert!(
            err.contains("--ascii") && err.contains(word),
            "{lang}: {err}"
        );
    }
    let (code, _, err) = run_cli(&["--lang", "en", "--lessons", "d", "faq"]);
    assert_eq!(code, 2);
    assert!(err.contains("--lessons"), "{err}");
}
