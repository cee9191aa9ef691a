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
