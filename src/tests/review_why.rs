//! Why the better move is better (`review::why`): each fact on a position where it holds,
//! and not claimed where it does not; the sentence in three languages, marked as advice.

use crate::i18n::Localizer;
use crate::review::why::{Why, facts, sentence_of};
use crate::rules::{Move, Position, Role, RuleSet, sq};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, RuleSet::Basic).expect("a legal test position")
}

fn mv(s: &str) -> Move {
    s.parse().expect("a move in coordinates")
}

/// Cho's chariot on a1, Han's on a5 (Han's horse on b7 guards it in the second position).
const TAKE_FREE: &str = "9/4k4/9/9/9/r8/9/9/3K5/R8 w - - 0 1";
const TAKE_GUARDED: &str = "9/4k4/9/1n7/9/r8/9/9/3K5/R8 w - - 0 1";

#[test]
fn a_capture_names_the_piece_and_whether_it_is_taken_back() {
    let f = facts(&pos(TAKE_FREE), mv("a1a5"), None, None);
    assert_eq!(
        f,
        vec![Why::Takes {
            role: Role::Chariot,
            free: true
        }]
    );
    let f = facts(&pos(TAKE_GUARDED), mv("a1a5"), None, None);
    assert!(
        f.contains(&Why::Takes {
            role: Role::Chariot,
            free: false
        }),
        "{f:?}"
    );
    // A quiet king step takes nothing, checks nothing, threatens nothing.
    assert_eq!(facts(&pos(TAKE_FREE), mv("d2d1"), None, None), vec![]);
}

#[test]
fn check_mate_and_a_mate_threat_are_told_apart() {
    // Han's king in the corner d10; Cho's chariot on a9 holds rank 9.
    let mate = pos("3k5/R8/9/9/9/9/9/9/9/1R3K3 w - - 0 1");
    assert_eq!(facts(&mate, mv("b1b10"), None, None), vec![Why::Mates]);
    // A check that does not mate.
    let check = pos("3k5/9/9/9/9/9/9/9/9/1R3K3 w - - 0 1");
    assert_eq!(facts(&check, mv("b1b10"), None, None), vec![Why::Check]);
    // The a-chariot's step to rank 9 threatens that mate (it is not check itself).
    let quiet = pos("3k5/9/R8/9/9/9/9/9/9/1R3K3 w - - 0 1");
    assert_eq!(
        facts(&quiet, mv("a8a9"), None, None),
        vec![Why::ThreatensMate]
    );
    // Without the second chariot there is no threat to claim.
    let alone = pos("3k5/9/R8/9/9/9/9/9/9/5K3 w - - 0 1");
    assert!(
        !facts(&alone, mv("a8a9"), None, None).contains(&Why::ThreatensMate),
        "nothing mates after it"
    );
}

#[test]
fn an_attack_is_a_piece_the_moved_piece_can_take_now() {
    let p = pos("9/4k4/9/9/9/7n1/9/9/3K5/R8 w - - 0 1");
    assert_eq!(
        facts(&p, mv("a1a5"), None, None),
        vec![Why::Attacks { role: Role::Horse }]
    );
    // Up the file instead, the horse stays out of its reach.
    assert_eq!(facts(&p, mv("a1a4"), None, None), vec![]);
}

#[test]
fn keeping_a_piece_is_said_only_against_the_move_played() {
    // Cho's chariot on a5 is attacked by Han's on a10; the king's step leaves it there.
    let p = pos("r8/4k4/9/9/9/R8/9/9/3K5/9 w - - 0 1");
    let f = facts(&p, mv("a5b5"), Some(mv("d2d1")), None);
    assert_eq!(
        f,
        vec![Why::Keeps {
            role: Role::Chariot
        }]
    );
    // Without the move played to compare with, nothing is kept.
    assert_eq!(facts(&p, mv("a5b5"), None, None), vec![]);
    // A move played that also saves the chariot: nothing to claim over it.
    let f = facts(&p, mv("a5b5"), Some(mv("a5c5")), None);
    assert!(!f.iter().any(|w| matches!(w, Why::Keeps { .. })), "{f:?}");
}

/// "Left to be taken" is the strategy lesson's (`search::exchange::hanging`): a piece the
/// opponent wins material by taking. Both positions: Cho's horse on a5 under Han's chariot on
/// a10, the move played a king's step.
#[test]
fn a_defended_piece_is_never_called_kept() {
    // Cho's chariot on b5 defends the horse: taking it costs Han's chariot (5 - 13), so the
    // king's step left nothing to be taken, and the horse's step away keeps nothing.
    let p = pos("r8/4k4/9/9/9/NR7/9/9/3K5/9 w - - 0 1");
    let after = p.play(mv("d2d1")).unwrap();
    assert_eq!(crate::search::exchange::hanging(&after, sq("a5")), None);
    let f = facts(&p, mv("a5b3"), Some(mv("d2d1")), None);
    assert!(!f.iter().any(|w| matches!(w, Why::Keeps { .. })), "{f:?}");
}

#[test]
fn a_hanging_piece_the_better_move_saves_is_kept() {
    // Nothing defends the horse: the king's step leaves it to be taken for 5 points.
    let p = pos("r8/4k4/9/9/9/N8/9/9/3K5/1R7 w - - 0 1");
    // Moving it away keeps it.
    let f = facts(&p, mv("a5b3"), Some(mv("d2d1")), None);
    assert!(f.contains(&Why::Keeps { role: Role::Horse }), "{f:?}");
    // So does defending it: Han can still take it, but only for its chariot (5 - 13), so
    // it is no longer left to be taken.
    let f = facts(&p, mv("b1b5"), Some(mv("d2d1")), None);
    assert_eq!(f, vec![Why::Keeps { role: Role::Horse }]);
}

#[test]
fn stopping_a_mate_is_checked_exhaustively() {
    // Han threatens b10b1 mate (a2 holds rank 2); the soldier's step allows it, the
    // horse's to c2 closes rank 2 so the king can step out.
    let p = pos("1r7/4k4/9/9/9/9/8P/4N4/r8/3K5 w - - 0 1");
    let f = facts(&p, mv("e3c2"), Some(mv("i4i5")), None);
    assert!(f.contains(&Why::StopsMate { moves: 1 }), "{f:?}");
    // Without the move played there is no mate it stops.
    let f = facts(&p, mv("e3c2"), None, None);
    assert!(
        !f.iter().any(|w| matches!(w, Why::StopsMate { .. })),
        "{f:?}"
    );
    // A move that allows the mate, against one that did not: no claim either.
    let f = facts(&p, mv("i4i5"), Some(mv("e3c2")), None);
    assert!(
        !f.iter().any(|w| matches!(w, Why::StopsMate { .. })),
        "{f:?}"
    );
}

#[test]
fn the_sentence_is_advice_in_three_languages() {
    let f = facts(&pos(TAKE_FREE), mv("a1a5"), None, None);
    let cases = [
        (
            "en",
            "Advice: Rxa5 is better because it takes the opponent’s chariot (13 points)",
        ),
        ("zh", "建议："),
        ("ko", "조언: 더 나은 수는"),
    ];
    for (lang, start) in cases {
        let mut l10n = Localizer::new();
        l10n.set_lang(lang).unwrap();
        let text = l10n.format(&sentence_of(&f, "Rxa5".into()));
        assert!(text.starts_with(start), "{lang}: {text}");
        assert!(text.contains("13"), "{lang}: {text}");
        let none = l10n.format(&sentence_of(&[], "Kd1".into()));
        assert!(
            none.contains("Kd1") && !none.contains("13"),
            "{lang}: {none}"
        );
    }
}

#[test]
fn the_strategy_lesson_is_named_only_when_the_library_has_it() {
    use crate::review::why::{STRATEGY_LESSON, see_message, strategy_lesson};
    let catalog = crate::lesson::Catalog::embedded().catalog;
    let none: Vec<crate::lesson::model::Lesson> = Vec::new();
    assert_eq!(
        strategy_lesson(none.iter(), "zh"),
        None,
        "no lesson, no pointer"
    );
    let mut lesson = catalog.lessons().next().expect("a lesson").clone();
    lesson.id = STRATEGY_LESSON.into();
    lesson.title = crate::lesson::model::Text(
        [
            ("en", "Strategy basics"),
            ("zh", "策略入门"),
            ("ko", "전략 기초"),
        ]
        .into_iter()
        .map(|(l, t)| (l.to_string(), t.to_string()))
        .collect(),
    );
    let list = [lesson];
    let found = strategy_lesson(list.iter(), "zh").expect("named");
    assert_eq!(found.id, STRATEGY_LESSON);
    let mut l10n = Localizer::new();
    l10n.set_lang("zh").unwrap();
    assert_eq!(l10n.format(&see_message(&found)), "参见课程「策略入门」。");
    // Material facts point to it; a check alone does not.
    assert!(Why::Keeps { role: Role::Horse }.is_material());
    assert!(!Why::Check.is_material());
}

#[test]
fn a_personal_exercise_points_to_the_lesson_where_it_is_about_material() {
    use crate::review::personal::PersonalExercise;
    use crate::review::why::STRATEGY_LESSON;
    let ex = |task: &str, moment: &str, better: &str| PersonalExercise {
        task: task.into(),
        moment: moment.into(),
        ply: 1,
        rules: pos(TAKE_FREE).rules().id().into(),
        fen: TAKE_FREE.into(),
        goal: Default::default(),
        evidence: vec![better.into()],
        source: None,
        tried: None,
    };
    // A better move that takes a piece, found from the position alone.
    let takes = ex("find-better", "weaker-move", "a1a5");
    assert_eq!(takes.see_lesson(), Some(STRATEGY_LESSON));
    // A quiet better move of a moment about something else.
    assert_eq!(ex("find-better", "weaker-move", "d2d1").see_lesson(), None);
    // The kinds about material point to it whatever the move.
    assert_eq!(
        ex("why-lost", "hanging-piece", "d2d1").see_lesson(),
        Some(STRATEGY_LESSON)
    );
    // An illegal try is about the rules, never advice.
    assert_eq!(ex("judge-try", "illegal-try", "a1a5").see_lesson(), None);
}
