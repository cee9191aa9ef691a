//! More tests of answer checking (its second half, kept apart so no file passes 800 lines).

use super::*;

#[test]
fn play_wrong_moves_illegal_or_short_of_the_goal() {
    let lesson = one(
        "kind: play\nposition: {fen: 9/3k5/9/p8/9/9/9/9/4K4/R8 w - - 0 1}\ngoal: {capture: a7}\nfeedback:\n  - move: a1a6\n    text: {en: Go all the way.}\n    misconception: chariot-stops-short",
    );
    let mut a = attempt(&lesson, "x");
    let v = submit(&mut a, "a1a8");
    let item = &v.feedback[0];
    assert_eq!(item.message.id, "fb-play-illegal");
    assert_eq!(item.reasons, ["chariot-blocked"]);
    assert_eq!(item.squares, squares(&["a1", "a8", "a7"]));
    assert_eq!(
        en(item),
        "a1a8 is illegal. The chariot is blocked by the piece on a7."
    );
    let v = submit(&mut a, "a1a6");
    let item = &v.feedback[0];
    assert_eq!(item.message.id, "fb-play-misses");
    assert_eq!(nested(&item.message, "goal").id, "goal-capture");
    assert_eq!(en(item), "Go all the way.");
    assert_eq!(item.misconception.as_deref(), Some("chariot-stops-short"));
    assert_eq!(item.squares, squares(&["a1", "a6", "a7"]));
    // Two wrong tries, then right: one star.
    let v = submit(&mut a, "a1a7");
    assert!(v.solved);
    assert_eq!(v.stars, 1);
}

#[test]
fn choice_by_the_authors_correct_flags() {
    let lesson = pieces();
    let mut a = attempt(&lesson, "cannon-concepts");
    let v = submit(&mut a, "1");
    assert!(!v.correct);
    let ids: Vec<(&str, Tone)> = v
        .feedback
        .iter()
        .map(|i| (i.message.id.as_ref(), i.tone))
        .collect();
    assert_eq!(
        ids,
        [
            ("fb-choice-wrong", Tone::Wrong),
            ("fb-choice-why", Tone::Info),
            ("fb-choice-missed", Tone::Missed),
        ]
    );
    assert_eq!(en(&v.feedback[0]), "Option 1 is not right.");
    assert_eq!(en(&v.feedback[1]), "A cannon needs a screen even to move.");
    assert_eq!(en(&v.feedback[2]), "Option 2 is right too.");
    let v = submit(&mut a, "2");
    assert!(v.correct);
    assert_eq!(en(&v.feedback[0]), "Right: the right option is 2.");
    assert_eq!(v.stars, 2);
}

#[test]
fn choice_by_engine_claims() {
    let lesson = one(&format!(
        "kind: choice\nposition: {{fen: {START}}}\noptions:\n  - text: {{en: b3b7 is legal}}\n    claim: {{is: legal, move: b3b7}}\n  - text: {{en: b1c3 is legal}}\n    claim: {{is: legal, move: b1c3}}"
    ));
    let mut a = attempt(&lesson, "x");
    let v = submit(&mut a, "1,2");
    assert!(!v.correct);
    assert_eq!(v.feedback[0].message.id, "fb-choice-wrong");
    assert_eq!(v.feedback[0].reasons, ["cannon-no-screen"]);
    assert_eq!(v.feedback[1].message.id, "lesson-evidence-illegal");
    assert_eq!(
        en(&v.feedback[1]),
        "The engine finds b3b7 illegal. The cannon must jump over exactly one piece (its screen), and there is none in the way."
    );
    assert_eq!(v.feedback[1].squares, squares(&["b3", "b7"]));
    let v = submit(&mut a, "2");
    assert!(v.correct);
    assert_eq!(v.feedback[1].message.id, "lesson-evidence-legal");
    // An option number that does not exist is an error, not a verdict.
    assert_eq!(
        a.submit(&Answer::Choice(vec![4])),
        Err(CheckError::OutOfRange { index: 4, count: 2 })
    );
}

#[test]
fn lines_right_answer_explains_count_and_kind() {
    let lesson = pieces();
    let mut a = attempt(&lesson, "screen-kind");
    let v = submit(&mut a, "opened b4:right closed b1:up");
    assert!(v.correct);
    let opened = &v.feedback[0];
    assert_eq!(opened.message.id, "fb-lines-opened-right");
    // The line in words (`lesson-line`: "b4 包向右的线", "b4 포의 오른쪽 길").
    let line = nested(&opened.message, "line");
    assert_eq!(line.id, "lesson-line");
    assert_eq!(
        (text_arg(&line, "square"), text_arg(&line, "direction")),
        ("b4".to_string(), "right".to_string())
    );
    assert_eq!(nested(&opened.message, "cause").id, "fb-cause-count-screen");
    assert_eq!(opened.reasons, ["line-count"]);
    assert_eq!(opened.squares, squares(&["b4", "c4"]));
    let closed = &v.feedback[1];
    assert_eq!(nested(&closed.message, "cause").id, "fb-cause-kind-cannon");
    assert_eq!(closed.reasons, ["line-kind"]);
    assert_eq!(closed.squares, squares(&["b1", "b2", "b4"]));
    assert_eq!(
        en(closed),
        "Right: b1:up closed: the kind of screen changed: the first piece on the line, on b4, is now a cannon, and a cannon never jumps a cannon."
    );
}

#[test]
fn lines_wrong_answers_missed_swapped_unchanged() {
    let lesson = pieces();
    let mut a = attempt(&lesson, "screen-kind");
    // Counting pieces only: the kind change is missed, and the lesson's override says so.
    let v = submit(&mut a, "opened b4:right");
    assert!(!v.correct);
    let missed = &v.feedback[1];
    assert_eq!(missed.tone, Tone::Missed);
    assert_eq!(missed.message.id, "fb-lines-missed-closed");
    assert_eq!(missed.misconception.as_deref(), Some("screen-count-only"));
    assert_eq!(
        en(missed),
        "Counting is not enough; check whether the screen is a cannon."
    );
    let v = submit(&mut a, "opened b1:up closed b4:right");
    assert_eq!(v.feedback[0].message.id, "fb-lines-closed-not-opened");
    assert_eq!(v.feedback[1].message.id, "fb-lines-opened-not-closed");
    assert_eq!(v.feedback[1].tone, Tone::Wrong);
    let v = submit(&mut a, "opened b4:right b4:up closed b1:up");
    let unchanged = v
        .feedback
        .iter()
        .find(|i| i.message.id == "fb-lines-unchanged-closed")
        .unwrap();
    assert_eq!(
        en(unchanged),
        "b4:up did not change: it was closed and still is."
    );
    assert!(!v.correct);
}

#[test]
fn lines_with_no_change() {
    let lesson = one(&format!(
        "kind: lines\nposition: {{fen: {START}}}\nmoves: [a4a5]"
    ));
    let mut a = attempt(&lesson, "x");
    let v = submit(&mut a, "none");
    assert!(v.correct);
    assert_eq!(
        en(&v.feedback[0]),
        "Right: no cannon line opened or closed."
    );
}

#[test]
fn claims_true_and_false_with_the_engines_evidence() {
    let lesson = pieces();
    let mut a = attempt(&lesson, "leg-claim");
    let v = submit(&mut a, "false");
    assert!(!v.correct);
    assert_eq!(v.feedback[0].message.id, "fb-claim-wrong-true");
    assert_eq!(v.feedback[0].reasons, ["horse-leg-blocked"]);
    assert_eq!(v.feedback[1].message.id, "lesson-evidence-illegal");
    assert_eq!(v.feedback[1].squares, squares(&["b1", "d2", "c1"]));
    let v = submit(&mut a, "true");
    assert!(v.correct);
    assert_eq!(v.feedback[0].message.id, "fb-claim-right-true");

    let lesson = one(&format!(
        "kind: claim\nposition: {{fen: {START}}}\nclaim: {{is: check, side: cho}}"
    ));
    let mut a = attempt(&lesson, "x");
    let v = submit(&mut a, "false");
    assert!(v.correct);
    assert_eq!(v.feedback[0].message.id, "fb-claim-right-false");
    assert_eq!(en(&v.feedback[1]), "Cho is not in check.");
}

#[test]
fn replay_steps_are_answered_one_by_one() {
    let lesson = fixture("tests/data/lessons/good/review/replay.yaml");
    let mut a = attempt(&lesson, "soldiers");
    assert_eq!(a.current_step(), Some(0));
    let v = submit(&mut a, "1:no");
    assert_eq!(v.step, Some(0));
    assert!(!v.correct && !v.solved);
    assert_eq!(v.feedback[0].message.id, "fb-judge-is-legal");
    assert_eq!(
        nested(&v.feedback[0].message, "why").id,
        "fb-why-soldier-sideways"
    );
    let v = submit(&mut a, "1:yes");
    assert!(v.correct && !v.solved);
    assert_eq!(v.stars, 0);
    assert_eq!(a.current_step(), Some(1));
    // Step 2 is asked after both moves: the Han soldier now stands on c6.
    let pos = a.context().after(2).unwrap();
    assert!(pos.board().get(sq("c6")).is_some());
    let v = submit(&mut a, "2:true");
    assert!(v.correct && v.solved);
    // The wrong claim was told the right one ("not so: the statement is ..."): one star.
    assert_eq!(v.stars, 1);
    assert!(a.is_solved());
    assert_eq!(a.current_step(), None);
}

#[test]
fn answers_of_the_wrong_kind_are_errors() {
    let lesson = pieces();
    let a = attempt(&lesson, "horse-judge");
    let ctx = a.context();
    assert_eq!(
        check(ctx, &Answer::Claim(true), &AttemptState::default()),
        Err(CheckError::WrongKind {
            expected: Kind::Judge,
            got: Kind::Claim
        })
    );
    let lesson = fixture("tests/data/lessons/good/review/replay.yaml");
    let mut a = attempt(&lesson, "soldiers");
    assert!(matches!(
        a.submit(&Answer::Step {
            step: 7,
            answer: Box::new(Answer::Claim(true))
        }),
        Err(CheckError::OutOfRange { index: 7, count: 2 })
    ));
    // Errors do not count as wrong tries.
    assert_eq!(a.wrong_tries(), 0);
}

#[test]
fn hints_cost_stars_and_solving_earns_at_least_one() {
    let lesson = pieces();
    let mut a = attempt(&lesson, "horse-start");
    assert_eq!(a.hints_left(), 1);
    let hint = a.take_hint().unwrap().get("en").to_string();
    assert_eq!(hint, "Look at the legs first.");
    assert_eq!(a.hints_used(), 1);
    assert!(a.take_hint().is_none());
    assert_eq!(a.hints_shown().len(), 1);
    let v = submit(&mut a, "a3 c3");
    assert_eq!(v.stars, 2);

    let mut a = attempt(&lesson, "horse-start");
    for _ in 0..5 {
        assert!(!submit(&mut a, "d2").correct);
    }
    assert_eq!(submit(&mut a, "a3 c3").stars, 1);
    // After solving, more answers are checked but change nothing.
    let v = submit(&mut a, "d2");
    assert!(!v.correct && v.solved);
    assert_eq!(a.stars(), 1);
    assert_eq!(a.wrong_tries(), 5);
}

#[test]
fn the_context_builds_positions_under_the_exercises_rules() {
    let lesson = one(
        "kind: claim\nrules: janggi\nposition: {fen: 4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1, relaxed: true}\nclaim: {is: can-pass}",
    );
    let ex = &lesson.exercises[0];
    let ctx = Context::new(&lesson, ex).unwrap();
    assert_eq!(ctx.rules.id(), "janggi");
    let v = check(&ctx, &Answer::Claim(true), &AttemptState::default()).unwrap();
    assert!(v.correct);
    let broken = one(
        "kind: claim\nrules: chess\nposition: {fen: 4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1}\nclaim: {is: bikjang}",
    );
    assert!(Context::new(&broken, &broken.exercises[0]).is_err());
}

#[test]
fn an_unreadable_exercise_is_refused_before_any_answer_with_a_localized_reason() {
    use crate::lesson::checked::{CheckedExercise, ExerciseError};
    let l10n = Localizer::new();
    let fen = "position: {fen: 4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1, relaxed: true}";
    let bad_square = one(&format!("kind: destinations\n{fen}\nsquare: z9"));
    let err = CheckedExercise::new(&bad_square, &bad_square.exercises[0]).unwrap_err();
    assert_eq!(err.first(), &ExerciseError::Square("z9".into()));
    assert!(l10n.format(&err.message()).contains("z9"));
    let bad_claim = one(&format!(
        "kind: claim\n{fen}\nclaim: {{is: check, side: blue}}"
    ));
    let err = CheckedExercise::new(&bad_claim, &bad_claim.exercises[0]).unwrap_err();
    assert!(
        matches!(err.first(), ExerciseError::Statement(_)),
        "{err:?}"
    );
    assert!(l10n.format(&err.message()).contains("blue"));
    assert!(Attempt::new(&bad_claim, &bad_claim.exercises[0]).is_err());
}

/// The lint knows the short list: feedback keyed by a reason a judge question never offers
/// (here: any reason, for a legal move) is reported; one the list offers is not.
#[test]
fn the_lint_reports_judge_feedback_no_one_can_pick() {
    use crate::lesson::{Origin, Source, lint};
    let lesson = |mv: &str| {
        format!(
            "id: t\nphase: understand\norder: 1\ntitle: {{en: T}}\nintro: {{en: I}}\nexercises:\n  - id: x\n    prompt: {{en: P}}\n    self_check: {{en: S}}\n    explanation: {{en: E}}\n    kind: judge\n    position: {{fen: \"{START}\"}}\n    move: {mv}\n    feedback:\n      - reason: soldier-backward\n        text: {{en: No.}}\n"
        )
    };
    let lint = |text: String| {
        lint::lint_sources(&[Source {
            path: "t.yaml".into(),
            text,
            origin: Origin::Folder,
        }])
    };
    let legal = lint(format!("{}    answer: {{legal: true}}\n", lesson("b1c3")));
    assert!(
        legal.iter().any(|d| d.message.id == "lint-feedback-never"),
        "{legal:?}"
    );
    let illegal = lint(format!(
        "{}    answer: {{legal: false, reason: horse-leg-blocked}}\n",
        lesson("b1d2")
    ));
    // A soldier's reason on a horse is never offered: said once, as a reason the piece
    // cannot meet (besides the missing zh/ko texts of this English-only sketch).
    assert!(
        illegal.iter().all(|d| matches!(
            &*d.message.id,
            "lint-missing-language" | "lint-reason-not-for-piece"
        )),
        "{illegal:?}"
    );
    assert_eq!(
        illegal
            .iter()
            .filter(|d| d.message.id == "lint-reason-not-for-piece")
            .count(),
        1,
        "{illegal:?}"
    );
}

/// `try` asks the second part the way the screen does, and refuses a reason off the list.
#[test]
fn try_asks_why_and_refuses_a_reason_not_offered() {
    let run = |answer: &str| {
        let args: Vec<String> = [
            "janggi-tutor",
            "--lang",
            "en",
            "try",
            "horse",
            "horse-enemy-leg",
            answer,
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = crate::cli::run_with(&args, &mut out, &mut err);
        (
            code,
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        )
    };
    let (code, out, _) = run("no");
    assert_eq!(code, 0, "{out}");
    assert!(out.starts_with("Right so far.\n"), "{out}");
    assert!(
        out.contains("Now why? Answer again with “no” and one of: "),
        "{out}"
    );
    assert!(
        out.contains("horse-leg-blocked (horse’s leg blocked)"),
        "{out}"
    );
    let (code, _, err) = run("no cannon-screen-cannon");
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("“cannon-screen-cannon” is not one of the reasons offered for this move"),
        "{err}"
    );
}

/// A `claim` exercise about the end a player may claim (issue 14): judged by the engine, its
/// evidence worded; a value that is not counting/draw is refused with the value named.
#[test]
fn an_optional_end_claim_is_judged_with_the_engines_evidence() {
    let fen = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 99 50";
    let lesson = one(&format!(
        "kind: claim\nrules: janggi\nposition: {{fen: \"{fen}\", moves: [b1c3]}}\nclaim: {{is: optional-end, result: counting, reason: move-limit}}"
    ));
    let mut a = attempt(&lesson, "x");
    let v = submit(&mut a, "true");
    assert!(v.correct);
    assert_eq!(
        en(&v.feedback[1]),
        "The game may now be ended by claim: Han wins (100 plies without a capture; counting: Cho 72 points, Han 73.5 points)."
    );
    // Under the traditional rules the same claim is false: the claim is a draw there.
    let lesson = one(&format!(
        "kind: claim\nrules: janggi-traditional\nposition: {{fen: \"{fen}\", moves: [b1c3]}}\nclaim: {{is: optional-end, result: counting}}"
    ));
    let mut a = attempt(&lesson, "x");
    assert!(submit(&mut a, "false").correct);
    // Before the limit nothing can be claimed.
    let lesson = one(&format!(
        "kind: claim\nrules: janggi\nposition: {{fen: \"{fen}\"}}\nclaim: {{is: optional-end, result: draw}}"
    ));
    let mut a = attempt(&lesson, "x");
    let v = submit(&mut a, "false");
    assert!(v.correct);
    assert_eq!(
        en(&v.feedback[1]),
        "No end of the game can be claimed here."
    );
    let bad = one(&format!(
        "kind: claim\nrules: janggi\nposition: {{fen: \"{fen}\"}}\nclaim: {{is: optional-end, result: win}}"
    ));
    let err = Attempt::new(&bad, &bad.exercises[0]).unwrap_err();
    assert!(
        Localizer::new()
            .format(&err.message())
            .contains("“win” is not a value of optional-end"),
        "{:?}",
        err
    );
}
