use super::*;

#[test]
fn best_result_is_kept_and_zero_is_not_recorded() {
    let mut p = Progress::default();
    assert!(!p.record("l", "e", 0));
    assert_eq!(p.stars("l", "e"), 0);
    assert!(p.record("l", "e", 2));
    assert!(!p.record("l", "e", 1));
    assert!(!p.record("l", "e", 2));
    assert!(p.record("l", "e", 9));
    assert_eq!(p.stars("l", "e"), MAX_STARS);
    assert!(p.record("l", "f", 1));
    assert_eq!(p.lesson_stars("l"), 4);
    assert_eq!(p.solved_in("l"), 2);
    assert_eq!(p.total_stars(), 4);
    p.clear_stars();
    assert_eq!(p.total_stars(), 0);
}

#[test]
fn json_round_trip() {
    let mut p = Progress::default();
    p.record("cannon-basics", "screen-1", 3);
    p.record_attempt(
        "cannon-basics",
        "screen-2",
        &AttemptResult {
            correct: false,
            revealed: false,
            misconceptions: vec!["cannon-jumps-cannon".into()],
        },
        1_000,
    );
    p.settings.language = Some("ko".into());
    let back = parse(&to_json(&p)).ok().unwrap();
    assert!(back.dropped.is_empty());
    assert_eq!(back.progress, p);
}

#[test]
fn a_miss_is_due_the_same_day_and_a_tried_lesson_is_entered_across_restarts() {
    let mut p = Progress::default();
    assert!(!p.lesson_tried("l"));
    let miss = AttemptResult::default();
    p.record_attempt("l", "e", &miss, 1_000);
    let r = p.get("l", "e").unwrap().review.unwrap();
    assert_eq!(
        (r.leitner_box, r.due, r.missed),
        (1, 1_000 + RELEARN_SECONDS, true)
    );
    assert!(p.due_reviews(1_000 + RELEARN_SECONDS - 1).is_empty());
    assert_eq!(p.due_reviews(1_000 + RELEARN_SECONDS).len(), 1);
    // Right after a miss: box 1's day, not promoted.
    let right = AttemptResult {
        correct: true,
        ..AttemptResult::default()
    };
    p.record_attempt("l", "e", &right, 2_000);
    let r = p.get("l", "e").unwrap().review.unwrap();
    assert_eq!((r.leitner_box, r.due, r.missed), (1, 2_000 + DAY, false));
    // What says a lesson was entered is in the file: read back, it still is.
    let back = parse(&to_json(&p)).ok().unwrap().progress;
    assert!(back.lesson_tried("l"));
    assert!(!back.lesson_tried("m"));
    // A version 1 file (stars only) counts its solved lessons as entered.
    let v1 = parse(r#"{"version":1,"stars":{"m":{"x":2}}}"#)
        .ok()
        .unwrap();
    assert!(v1.progress.lesson_tried("m"));
}

#[test]
fn refused_contents() {
    assert!(matches!(parse("{"), Err(ParseProblem::Corrupt(_))));
    assert!(matches!(parse("[]"), Err(ParseProblem::Corrupt(_))));
    assert!(matches!(
        parse(r#"{"version":7,"whatever":[]}"#),
        Err(ParseProblem::Newer(7))
    ));
    assert!(parse(r#"{"version":1}"#).is_ok());
}

#[test]
fn bad_entries_are_dropped_and_the_rest_kept() {
    let text = r#"{"version":1,"settings":{"board_style":"neon","language":"ko"},
        "stars":{"l":{"e":4,"f":2,"g":"x"},"m":7}}"#;
    let parsed = parse(text).ok().unwrap();
    assert_eq!(parsed.progress.stars("l", "f"), 2);
    assert_eq!(parsed.progress.total_stars(), 2);
    assert_eq!(parsed.progress.settings.language.as_deref(), Some("ko"));
    assert_eq!(parsed.progress.settings.board_style, BoardStyle::Glyphs);
    let ids: Vec<&str> = parsed.dropped.iter().map(|m| m.id.as_ref()).collect();
    assert_eq!(
        ids,
        [
            "progress-dropped-setting",
            "progress-dropped-exercise",
            "progress-dropped-exercise",
            "progress-dropped-exercise"
        ]
    );
}

#[test]
fn merge_adds_both_sessions() {
    let mut base = Progress::default();
    base.record("l", "e", 1);
    let mut a = base.clone();
    let mut b = base.clone();
    let miss = AttemptResult::default();
    a.record("l", "e", 3);
    a.record_attempt("l", "x", &miss, 10);
    b.record("l", "f", 2);
    b.record_attempt("l", "x", &miss, 20);
    // A saved first: the file holds merge(base, base, a) = a.
    let disk = merge(&base, &base, &a);
    let both = merge(&disk, &base, &b);
    assert_eq!(both.stars("l", "e"), 3);
    assert_eq!(both.stars("l", "f"), 2);
    let x = both.get("l", "x").unwrap();
    assert_eq!((x.attempts, x.misses), (2, 2));
    assert_eq!(x.review.unwrap().last, 20);
    // After a reset, older results are not merged back.
    let mut c = both.clone();
    let c_base = both.clone();
    c.clear_stars();
    assert_eq!(merge(&both, &c_base, &c).total_stars(), 0);
}
