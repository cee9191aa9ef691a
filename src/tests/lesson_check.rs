//! The answer checker, kind by kind: the right answer, each kind of wrong answer, the
//! feedback (message ids, arguments, English text) and the points to highlight; overrides
//! and misconception tags; stars with retries and hints.

use crate::i18n::{Arg, Localizer, Message};
use crate::lesson::model::{Kind, Lesson};
use crate::rules::{Square, sq};
use crate::trainer::{
    Answer, Attempt, AttemptState, CheckError, Context, FeedbackItem, Tone, Verdict, check,
};

const START: &str = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";

fn fixture(path: &str) -> Lesson {
    serde_yaml::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn pieces() -> Lesson {
    fixture("tests/data/lessons/good/understand/pieces.yaml")
}

/// A lesson with one exercise (fields common to all kinds filled in).
fn one(body: &str) -> Lesson {
    let mut yaml = String::from(
        "id: t\nphase: understand\norder: 1\ntitle: {en: T}\nintro: {en: I}\nexercises:\n  - id: x\n    prompt: {en: P}\n    self_check: {en: S}\n    explanation: {en: E}\n",
    );
    for line in body.lines() {
        yaml.push_str("    ");
        yaml.push_str(line);
        yaml.push('\n');
    }
    serde_yaml::from_str(&yaml).unwrap_or_else(|e| panic!("{e}\n{yaml}"))
}

fn attempt(lesson: &Lesson, id: &str) -> Attempt {
    let ex = lesson.exercises.iter().find(|x| x.id == id).unwrap();
    Attempt::new(lesson, ex).unwrap()
}

fn answer(a: &Attempt, text: &str) -> Answer {
    Answer::parse(&a.exercise().task, text).unwrap()
}

fn submit(a: &mut Attempt, text: &str) -> Verdict {
    let ans = answer(a, text);
    a.submit(&ans).unwrap()
}

fn en(item: &FeedbackItem) -> String {
    item.text(&Localizer::new())
}

fn squares(names: &[&str]) -> Vec<Square> {
    names.iter().map(|n| sq(n)).collect()
}

fn nested(m: &Message, arg: &str) -> Message {
    match m.get(arg) {
        Some(Arg::Msg(inner)) => inner.clone(),
        other => panic!("{arg} is not a message: {other:?}"),
    }
}

fn text_arg(m: &Message, arg: &str) -> String {
    match m.get(arg) {
        Some(Arg::Str(s)) => s.clone(),
        other => panic!("{arg} is not text: {other:?}"),
    }
}

// ---------------------------------------------------------------------------------------
// destinations

#[test]
fn destinations_right_answer_gives_three_stars() {
    let lesson = pieces();
    let mut a = attempt(&lesson, "horse-start");
    let v = submit(&mut a, "c3 a3");
    assert!(v.correct && v.solved);
    assert_eq!(v.stars, 3);
    assert_eq!(v.feedback.len(), 1);
    let item = &v.feedback[0];
    assert_eq!(item.tone, Tone::Right);
    assert_eq!(item.message.id, "fb-dest-right");
    assert_eq!(item.squares, squares(&["a3", "c3"]));
    assert_eq!(en(item), "Right: you found all 2 legal points.");
}

#[test]
fn a_wrong_mark_is_explained_by_the_engines_reason_for_that_point() {
    let lesson = one(&format!(
        "kind: destinations\nposition: {{fen: {START}}}\nsquare: b1"
    ));
    let mut a = attempt(&lesson, "x");
    let v = submit(&mut a, "a3 c3 d2");
    assert!(!v.correct && !v.solved);
    assert_eq!(v.stars, 0);
    assert_eq!(v.feedback.len(), 1);
    let item = &v.feedback[0];
    assert_eq!(item.tone, Tone::Wrong);
    assert_eq!(item.message.id, "fb-dest-wrong");
    assert_eq!(
        nested(&item.message, "reason").id,
        "reason-horse-leg-blocked"
    );
    assert_eq!(item.squares, squares(&["c1", "d2"]));
    assert_eq!(item.reasons, ["horse-leg-blocked"]);
    assert_eq!(item.square, Some(sq("d2")));
    assert_eq!(
        en(item),
        "d2 is not a legal point. The horse’s leg is blocked: c1, the first step of its move, is occupied."
    );
}

#[test]
fn a_missed_point_is_explained_by_the_rule_that_allows_it() {
    let lesson = one(&format!(
        "kind: destinations\nposition: {{fen: {START}}}\nsquare: b1"
    ));
    let mut a = attempt(&lesson, "x");
    let v = submit(&mut a, "a3");
    let item = &v.feedback[0];
    assert_eq!(item.tone, Tone::Missed);
    assert_eq!(item.message.id, "fb-dest-missed");
    assert_eq!(nested(&item.message, "why").id, "fb-why-horse");
    assert_eq!(item.squares, squares(&["c3", "b1", "b2"]));
    assert_eq!(
        en(item),
        "You missed c3: the horse steps one point straight, then one diagonally outward, and its leg at b2 is free."
    );
    // Marking the piece's own point is its own mistake.
    let v = submit(&mut a, "a3 c3 b1");
    assert_eq!(v.feedback[0].message.id, "fb-dest-own-point");
    assert_eq!(v.feedback[0].squares, squares(&["b1"]));
}

/// The piece on `square` marked with no point at all: the feedback item for `missed`.
fn missed_item(fen: &str, square: &str, missed: &str) -> FeedbackItem {
    let lesson = one(&format!(
        "kind: destinations\nposition: {{fen: {fen}}}\nsquare: {square}"
    ));
    let mut a = attempt(&lesson, "x");
    let v = submit(&mut a, "none");
    v.feedback
        .iter()
        .find(|i| i.square == Some(sq(missed)))
        .unwrap_or_else(|| panic!("{missed} not missed: {:?}", v.feedback))
        .clone()
}

#[test]
fn missed_points_of_other_pieces_name_their_rule() {
    // Cho: chariot a1, cannon h1 behind a soldier on h4, elephant c4, king e2; Han king f10.
    let fen = "5k3/9/9/9/9/9/2B4P1/9/4K4/R6C1 w - - 0 1";
    let why = |square: &str, missed: &str| {
        let item = missed_item(fen, square, missed);
        (nested(&item.message, "why").id.to_string(), item)
    };
    assert_eq!(why("a1", "a2").0, "fb-why-chariot");
    let (id, elephant) = why("c4", "e7");
    assert_eq!(id, "fb-why-elephant");
    assert_eq!(elephant.squares, squares(&["e7", "c4", "c5", "d6"]));
    let (id, cannon) = why("h1", "h6");
    assert_eq!(id, "fb-why-cannon");
    assert_eq!(
        en(&cannon),
        "You missed h6: the cannon jumps exactly one piece, the soldier on h4, which is not a cannon."
    );
    assert_eq!(cannon.squares, squares(&["h6", "h1", "h4"]));
    assert_eq!(why("e2", "d1").0, "fb-why-palace-diagonal");
    assert_eq!(why("e2", "e3").0, "fb-why-palace-step");
    assert_eq!(why("h4", "h5").0, "fb-why-soldier-forward");
    assert_eq!(why("h4", "g4").0, "fb-why-soldier-sideways");
    // A chariot in the palace also moves along its lines (king aside on d2).
    let item = missed_item("5k3/9/9/9/9/9/9/9/3K5/3R5 w - - 0 1", "d1", "f3");
    assert_eq!(nested(&item.message, "why").id, "fb-why-chariot-palace");
    assert_eq!(
        en(&item),
        "You missed f3: inside the palace the chariot may also move along a palace line, and d1–f3 is on one."
    );
    assert_eq!(item.squares, squares(&["f3", "d1", "e2"]));
}

#[test]
fn a_missed_capture_says_what_it_takes() {
    let item = missed_item("5k3/9/9/p8/9/9/9/9/4K4/R8 w - - 0 1", "a1", "a7");
    assert_eq!(
        en(&item),
        "You missed a7: the chariot moves any distance along a rank or file, and nothing stands between a1 and a7. It captures the soldier on a7."
    );
}

#[test]
fn nothing_lights_up_when_the_piece_cannot_move() {
    let lesson = one(&format!(
        "kind: destinations\nposition: {{fen: {START}}}\nsquare: c1"
    ));
    let mut a = attempt(&lesson, "x");
    let v = submit(&mut a, "none");
    assert!(v.correct);
    assert_eq!(v.feedback[0].message.id, "fb-dest-none");
    assert_eq!(
        en(&v.feedback[0]),
        "Right: nothing lights up. The piece on c1 cannot move now."
    );
}

#[test]
fn a_square_override_replaces_the_text_and_tags_the_misconception() {
    let lesson = pieces();
    let mut a = attempt(&lesson, "horse-start");
    let v = submit(&mut a, "a3 c3 d2");
    let item = &v.feedback[0];
    assert_eq!(item.misconception.as_deref(), Some("horse-leg-ignored"));
    assert_eq!(
        en(item),
        "The leg towards d2 is c1, and the elephant stands there."
    );
    let mut zh = Localizer::new();
    zh.set_lang("zh").unwrap();
    assert_eq!(item.text(&zh), "d2 的马腿在 c1，被象挡住了。");
    // The engine's message stays available (JSON output, other tools).
    assert_eq!(item.message.id, "fb-dest-wrong");
}

// ---------------------------------------------------------------------------------------
// judge

fn judge(mv: &str, feedback: &str) -> Lesson {
    one(&format!(
        "kind: judge\nposition: {{fen: {START}}}\nmove: {mv}\n{feedback}"
    ))
}

/// Seen on screen (lesson 1, "han-waits"): "legal" on a move that is not drew the lesson's
/// feedback for the engine's reason ("Cho always moves first…") at once, beside "what stops
/// it is shown after a second miss". The reason's feedback goes with the missed item only.
#[test]
fn a_first_miss_on_part_one_keeps_the_reasons_feedback_back() {
    let lesson = judge(
        "b1d2",
        "feedback:\n  - reason: horse-leg-blocked\n    text: {zh: 马腿被挡。, ko: 마의 다리가 막혔습니다., en: The leg is blocked.}\n",
    );
    let mut a = attempt(&lesson, "x");
    let v = submit(&mut a, "yes");
    assert!(!v.correct);
    let shown: Vec<_> = v
        .feedback
        .iter()
        .filter(|i| i.tone != crate::trainer::Tone::Missed)
        .map(en)
        .collect();
    assert!(
        shown.iter().all(|t| !t.contains("leg is blocked")),
        "{shown:?}"
    );
    let missed = v
        .feedback
        .iter()
        .find(|i| i.tone == crate::trainer::Tone::Missed)
        .expect("the reason, kept back");
    assert_eq!(en(missed), "The leg is blocked.");
}

#[test]
fn judge_right_answers() {
    let lesson = judge("b1c3", "");
    let mut a = attempt(&lesson, "x");
    let v = submit(&mut a, "yes");
    assert!(v.correct);
    assert_eq!(v.feedback[0].message.id, "fb-judge-legal-right");
    assert_eq!(
        en(&v.feedback[0]),
        "Right: b1c3 is legal, because the horse steps one point straight, then one diagonally outward, and its leg at b2 is free."
    );
    // Both parts at once: illegal, and why.
    let lesson = judge("b1d2", "");
    let mut a = attempt(&lesson, "x");
    let v = submit(&mut a, "no horse-leg-blocked");
    assert!(v.correct && v.solved && !v.partial);
    assert_eq!(v.stars, 3);
    assert_eq!(v.feedback[0].message.id, "fb-judge-illegal-right");
    assert_eq!(v.feedback[0].squares, squares(&["b1", "d2", "c1"]));
}

/// Issue 13: a bare "illegal" no longer solves a judge question; it answers the first part,
/// and "why?" follows from a short list (the engine's reason among a few plausible ones).
#[test]
fn judge_is_asked_in_two_parts_and_scored_on_both() {
    let lesson = judge("b1d2", "");
    let mut a = attempt(&lesson, "x");
    let v = submit(&mut a, "no");
    assert!(v.partial && !v.correct && !v.solved, "{v:?}");
    assert_eq!(v.feedback[0].message.id, "fb-judge-illegal-why");
    assert_eq!(a.wrong_tries(), 0, "right so far is not a miss");
    // The short list: the engine's reason and 2-4 wrong ones, of the same piece.
    let offered = a.why_choices(None);
    assert!(offered.contains(&"horse-leg-blocked"), "{offered:?}");
    assert!((3..=5).contains(&offered.len()), "{offered:?}");
    assert_eq!(
        offered,
        ["not-piece-move", "horse-leg-blocked", "exposes-king"]
    );
    // A reason off the list is refused, as the screen never offers it.
    let off = Answer::parse(&a.exercise().task, "no elephant-blocked").unwrap();
    assert!(matches!(
        a.submit(&off),
        Err(crate::trainer::CheckError::NotOffered { .. })
    ));
    // Part two wrong: one star less; then right: solved with two stars.
    let v = submit(&mut a, "no not-piece-move");
    assert!(!v.correct && !v.partial);
    assert_eq!(a.wrong_tries(), 1);
    let v = submit(&mut a, "no horse-leg-blocked");
    assert!(v.solved);
    assert_eq!(v.stars, 2);
    // Part one wrong, then both parts right: also two stars.
    let mut a = attempt(&lesson, "x");
    assert!(!submit(&mut a, "yes").correct);
    assert!(submit(&mut a, "no").partial);
    assert_eq!(submit(&mut a, "no horse-leg-blocked").stars, 2);
}

#[test]
fn judge_wrong_answers_say_why() {
    let lesson = judge("b1d2", "");
    let mut a = attempt(&lesson, "x");
    let v = submit(&mut a, "yes");
    assert!(!v.correct);
    // What is wrong (it is illegal), and the engine's reason kept apart as "missed": the
    // screen shows it after a second miss, not at once.
    let item = &v.feedback[0];
    assert_eq!(item.message.id, "fb-judge-part-one-wrong");
    assert!(item.reasons.is_empty(), "the reason is the missed item's");
    assert_eq!(item.squares, squares(&["b1", "d2"]));
    assert_eq!(
        en(item),
        "Not so: b1d2 is illegal. Look again at what stops it."
    );
    let missed = &v.feedback[1];
    assert_eq!(missed.tone, crate::trainer::Tone::Missed);
    assert_eq!(
        en(missed),
        "What stops b1d2: The horse’s leg is blocked: c1, the first step of its move, is occupied."
    );

    let v = submit(&mut a, "no exposes-king");
    assert!(!v.correct);
    assert_eq!(v.feedback[0].message.id, "fb-judge-part-one-right");
    let item = &v.feedback[1];
    assert_eq!(item.message.id, "fb-judge-reason-not");
    assert_eq!(
        nested(&item.message, "given").id,
        "lesson-reason-exposes-king"
    );
    assert_eq!(item.reasons, ["exposes-king"]);
    assert!(en(item).starts_with("But not because of “"), "{}", en(item));
    assert_eq!(v.feedback[2].tone, crate::trainer::Tone::Missed);

    let lesson = judge("b1c3", "");
    let mut a = attempt(&lesson, "x");
    let v = submit(&mut a, "no");
    assert_eq!(v.feedback[0].message.id, "fb-judge-is-legal");
    assert_eq!(v.feedback[0].squares, squares(&["b1", "c3", "b2"]));
}

#[test]
fn judge_overrides_by_reason_and_by_the_reason_the_learner_picked() {
    let lesson = judge(
        "b1d2",
        "feedback:\n  - reason: exposes-king\n    text: {en: It is a horse.}\n    misconception: horse-elephant-confused\n  - reason: horse-leg-blocked\n    text: {en: Look at the leg.}\n    misconception: horse-leg-ignored",
    );
    let mut a = attempt(&lesson, "x");
    // The author's expected mistake is on the short list.
    assert!(a.why_choices(None).contains(&"exposes-king"));
    // "Legal": the override for the engine's reason goes with the reason, kept back as
    // "missed" (the screen shows it after a second miss), and tags the mistake.
    let v = submit(&mut a, "yes");
    assert_eq!(v.feedback[0].message.id, "fb-judge-part-one-wrong");
    assert!(v.feedback[0].author.is_none());
    assert_eq!(en(&v.feedback[1]), "Look at the leg.");
    assert_eq!(
        v.feedback[1].misconception.as_deref(),
        Some("horse-leg-ignored")
    );
    let v = submit(&mut a, "no exposes-king");
    // The override for the reason the learner picked.
    assert_eq!(en(&v.feedback[1]), "It is a horse.");
    assert_eq!(
        v.feedback[1].misconception.as_deref(),
        Some("horse-elephant-confused")
    );
    // Right answers are never overridden.
    let v = submit(&mut a, "no horse-leg-blocked");
    assert!(v.feedback[0].author.is_none());
}

/// "Show answer": once shown, solving gives one star, and a solved exercise re-answered
/// never gains stars.
#[test]
fn a_shown_answer_gives_no_full_stars() {
    let lesson = judge("b1d2", "");
    let mut a = attempt(&lesson, "x");
    assert!(a.reveal());
    assert!(!a.reveal(), "once");
    let shown = crate::trainer::solution::solution(a.context(), None).expect("answer");
    assert_eq!(shown, answer(&a, "no horse-leg-blocked"));
    let v = a.submit(&shown).unwrap();
    assert!(v.solved);
    assert_eq!(v.stars, 1);
    let v = submit(&mut a, "no horse-leg-blocked");
    assert_eq!(v.stars, 1, "re-answering never raises the stars");
}

// ---------------------------------------------------------------------------------------
// play

#[test]
fn play_accepts_the_move_that_reaches_the_goal() {
    let lesson = pieces();
    let mut a = attempt(&lesson, "chariot-capture");
    let v = submit(&mut a, "a1a7");
    assert!(v.correct);
    assert_eq!(v.feedback[0].message.id, "fb-play-right");
    assert_eq!(v.feedback[0].squares, squares(&["a1", "a7"]));
}

#[test]
fn play_accepts_any_move_the_engine_says_reaches_the_goal() {
    // Chariot a1, Han king d9: a1d1 and a1a9 both give check.
    let lesson =
        one("kind: play\nposition: {fen: 9/3k5/9/9/9/9/9/9/4K4/R8 w - - 0 1}\ngoal: {check: true}");
    for mv in ["a1d1", "a1a9"] {
        let mut a = attempt(&lesson, "x");
        assert!(submit(&mut a, mv).correct, "{mv}");
    }
    let mut a = attempt(&lesson, "x");
    let v = submit(&mut a, "a1a5");
    assert!(!v.correct);
    assert_eq!(v.feedback[0].message.id, "fb-play-misses");
    assert_eq!(
        en(&v.feedback[0]),
        "a1a5 is legal, but it does not give check."
    );
}

// ---------------------------------------------------------------------------------------
// choice

// ---------------------------------------------------------------------------------------
// lines

// ---------------------------------------------------------------------------------------
// claim

// ---------------------------------------------------------------------------------------
// replay

// ---------------------------------------------------------------------------------------
// scoring and attempts

mod more;
