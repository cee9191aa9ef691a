// Included by `src/tests/common.rs` (unit tests) and `tests/it/common.rs` (the integration
// test crate), which cannot share a module; each brings its own `run_with` into scope.

/// Runs the command line as the binary would (`janggi-tutor ARGS...`) and returns the exit
/// status, standard output and standard error. Unless the test names a progress file, a
/// missing one is used, so a language saved on the developer's machine does not leak in.
pub(crate) fn run_cli(args: &[&str]) -> (i32, String, String) {
    let mut argv = vec!["janggi-tutor".to_string()];
    if !args.contains(&"--progress") {
        argv.extend([
            "--progress".to_string(),
            "/nonexistent/janggi-tutor/progress.json".to_string(),
        ]);
    }
    argv.extend(args.iter().map(|s| s.to_string()));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_with(&argv, &mut out, &mut err);
    (
        code,
        String::from_utf8(out).expect("UTF-8 output"),
        String::from_utf8(err).expect("UTF-8 errors"),
    )
}
