//! Strategy advice (issue 65): the exchange search's claims and goal in lessons. The planted
//! mistakes of `tests/data/lessons/broken/strategy.yaml` each fail the lint at their
//! `line:col`; the built-in strategy lesson is advice, lints clean and is answered right.

use std::path::Path;

use crate::lesson::lint;
use crate::lesson::model::{Nature, Phase, Statement};
use crate::lesson::statement::{Evidence, evaluate};
use crate::lesson::{Catalog, load};
use crate::rules::{Position, RuleSet};

const PLANTED: &str = "tests/data/lessons/broken/strategy.yaml";

/// A false strategy claim never lints clean: a defended piece called left to be taken, a
/// losing trade called winning, an example capture that wins nothing, options the wrong way
/// round; and the lesson, not marked advice, is told to say so.
#[test]
fn planted_false_strategy_claims_fail_the_lint() {
    let report = lint::lint_paths(&[Path::new(PLANTED)]).expect("readable");
    let found: Vec<(usize, usize, &str)> = report
        .diagnostics
        .iter()
        .filter(|d| d.severity != crate::lesson::diagnostic::Severity::Note)
        .map(|d| (d.line, d.col, &*d.message.id))
        .collect();
    assert_eq!(
        found,
        [
            (3, 8, "lint-advice-unmarked"),
            (12, 13, "lint-claim-answer"),
            (20, 13, "lint-claim-answer"),
            (28, 14, "lint-play-misses"),
            (39, 18, "lint-choice-contradicts"),
            (42, 18, "lint-choice-contradicts"),
        ],
        "{:#?}",
        report.diagnostics
    );
}

#[test]
fn the_strategy_lesson_is_advice_and_lints_clean() {
    let (sources, problems) = load::embedded_sources();
    assert!(problems.is_empty());
    let strategy: Vec<_> = sources
        .iter()
        .filter(|s| s.path.starts_with("lessons/strategy/"))
        .cloned()
        .collect();
    assert_eq!(strategy.len(), 1);
    assert!(lint::lint_sources(&strategy).is_empty());
    let loaded = Catalog::embedded();
    let lesson = loaded.catalog.lesson("strategy-basics").expect("embedded");
    assert_eq!(
        (lesson.phase, lesson.nature),
        (Phase::Strategy, Nature::Advice)
    );
    // Every other lesson teaches the rules.
    for (phase, lessons) in loaded.catalog.phases() {
        for l in lessons {
            assert_eq!(l.nature.is_advice(), phase == Phase::Strategy, "{}", l.id);
        }
    }
}

fn st(yaml: &str) -> Statement {
    serde_yaml::from_str(yaml).unwrap()
}

#[test]
fn hanging_and_material_claims_follow_the_exchange_search() {
    // Han's horse on b8, Cho's cannon on b1 over its soldier on b4; Han to move.
    let pos =
        Position::from_fen("9/4k4/1n7/9/9/9/1P7/9/5K3/1C7 b - - 0 1", RuleSet::Basic).unwrap();
    let v = evaluate(&st("is: hanging\nsquare: b8"), &pos).unwrap();
    assert!(v.holds);
    assert!(matches!(v.evidence, Evidence::Hanging(_, Some(w)) if w.points == 5));
    // An empty point is not a piece left to be taken, and says so.
    let v = evaluate(&st("is: hanging\nsquare: a10"), &pos).unwrap();
    assert!(!v.holds && matches!(v.evidence, Evidence::PieceOn(_, None)));
    // The chariot takes a cannon and is taken back by the horse: 7 - 13.
    let pos = Position::from_fen("9/1n2k4/9/c8/9/9/9/9/9/R2K5 w - - 0 1", RuleSet::Basic).unwrap();
    let loses = |n| {
        evaluate(
            &st(&format!("is: loses-material\nmove: a1a7\npoints: {n}")),
            &pos,
        )
    };
    assert!(loses(6).unwrap().holds);
    assert!(!loses(7).unwrap().holds);
    assert!(
        !evaluate(&st("is: wins-material\nmove: a1a7"), &pos)
            .unwrap()
            .holds
    );
    // An illegal move neither wins nor loses: the claim is false, with the engine's reason.
    let v = evaluate(&st("is: wins-material\nmove: a1b2"), &pos).unwrap();
    assert!(!v.holds && matches!(v.evidence, Evidence::Illegal(..)));
}
