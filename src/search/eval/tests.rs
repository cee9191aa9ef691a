//! The evaluation's tests: symmetry, the trace against the sum, the weight tables, the lazy
//! form, and what single terms should say.

use super::*;
use crate::rules::RuleSet;

fn eval_fen(fen: &str) -> i32 {
    evaluate(&Position::from_fen(fen, RuleSet::Janggi).unwrap())
}

#[test]
fn start_is_balanced_and_symmetric() {
    let pos = Position::start(RuleSet::Janggi);
    for ks in [KingSafety::Attack, KingSafety::Palace] {
        assert_eq!(cho_minus_han(&pos, ks, false), 0);
        assert_eq!(evaluate_with(&pos, ks), tempo(ks));
    }
}

#[test]
fn mirrored_positions_score_the_same_for_the_mover() {
    // A middle game and the same position with colours swapped (ranks flipped, case swapped).
    let fen = "r1ba1a3/4kn3/2n1b4/p1p1p1pcp/9/2P6/P3P1P1P/2C1C2c1/4K4/RNBA1ABN1 w - - 0 1";
    let pos = Position::from_fen(fen, RuleSet::Janggi).unwrap();
    let rows: Vec<String> = fen
        .split_whitespace()
        .next()
        .unwrap()
        .split('/')
        .rev()
        .map(|r| {
            r.chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        })
        .collect();
    let mirrored = format!("{} b - - 0 1", rows.join("/"));
    let other = Position::from_fen(&mirrored, RuleSet::Janggi).unwrap();
    for ks in [KingSafety::Attack, KingSafety::Palace] {
        assert_eq!(evaluate_with(&pos, ks), evaluate_with(&other, ks));
        assert_eq!(
            cho_minus_han(&pos, ks, false),
            -cho_minus_han(&other, ks, false)
        );
    }
}

#[test]
fn the_weight_tables_hold_each_term_weight_of_each_form() {
    for term in Term::all() {
        for ks in [KingSafety::Attack, KingSafety::Palace] {
            assert_eq!(WEIGHT_TABLES[ks as usize][term.index()], term.weight(ks));
        }
    }
}

/// The whole evaluation, never lazy, for the side to move.
fn whole(pos: &Position, ks: KingSafety) -> i32 {
    for_the_mover(pos, ks, cho_minus_han(pos, ks, false))
}

#[test]
fn the_opponents_evaluation_is_lazy_only_far_from_level() {
    // Han a chariot and a cannon up: past the threshold on material alone.
    let far = Position::from_fen("4k4/9/9/9/9/9/9/3r5/3AKA3/4c4 w - - 0 1", RuleSet::Janggi);
    let level = Position::start(RuleSet::Janggi);
    for (pos, lazy) in [(far.unwrap(), true), (level, false)] {
        let ks = KingSafety::Attack;
        let mut only = Score::new(ks, false);
        let mut counts = Counts([0; TERMS]);
        let phase = terms(&pos, ks, &mut counts);
        for (i, n) in counts.0.iter().enumerate().take(7 + 7 * 50) {
            only.0[Color::Cho.index()] += WEIGHT_TABLES[ks as usize][i] * *n;
        }
        let material = taper(only.0[0], phase);
        assert_eq!(material.abs() > LAZY_THRESHOLD, lazy);
        let full = cho_minus_han(&pos, ks, false);
        let got = cho_minus_han(&pos, ks, true);
        // (Cho's and Han's sums are blended apart, so the lazy value may round by one.)
        let want = if lazy { material } else { full };
        assert!((got - want).abs() <= 1, "{got} against {want}");
        // The review's form is never lazy.
        let palace = KingSafety::Palace;
        assert_eq!(evaluate_with(&pos, palace), whole(&pos, palace));
    }
}

/// The fit treats the evaluation as the sum of its traced terms times their weights; it is
/// (up to the rounding of the blend).
#[test]
fn the_trace_sums_to_the_evaluation() {
    let fens = [
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
        "r1ba1a3/4kn3/2n1b4/p1p1p1pcp/9/2P6/P3P1P1P/2C1C2c1/4K4/RNBA1ABN1 w - - 0 1",
        "4k4/9/9/9/9/9/9/3r5/3AKA3/4c4 w - - 0 1",
        "3a1a3/4k4/2N6/p3p4/2h6/9/P8/4C4/3AKA3/R8 b - - 0 1",
    ];
    let all: Vec<Term> = Term::all().collect();
    assert_eq!(all.len(), TERMS);
    for (i, t) in all.iter().enumerate() {
        assert_eq!(t.index(), i, "{t:?}");
    }
    for fen in fens {
        let pos = Position::from_fen(fen, RuleSet::Janggi).unwrap();
        let (cp, phase, list) = trace(&pos);
        assert_eq!(cp, whole(&pos, KingSafety::default()));
        assert!(!list.is_empty() || cho_minus_han(&pos, KingSafety::default(), false) == 0);
        let mut sum = Pair::default();
        for (i, n) in list {
            sum += all[i].weight(KingSafety::default()) * n;
        }
        let traced = taper(sum, phase);
        assert!(
            (traced - cho_minus_han(&pos, KingSafety::default(), false)).abs() <= 1,
            "{fen}: {traced}"
        );
    }
}

#[test]
fn a_piece_attacked_by_a_lesser_one_is_counted() {
    // Cho's soldier attacks Han's chariot; move the chariot aside and the threat is gone.
    let attacked =
        Position::from_fen("4k4/9/9/9/9/3r5/3P5/9/4K4/9 w - - 0 1", RuleSet::Janggi).unwrap();
    let safe = Position::from_fen("4k4/9/9/9/9/r8/3P5/9/4K4/9 w - - 0 1", RuleSet::Janggi).unwrap();
    let count = |pos: &Position| traced(pos, Term::Threat(Role::Chariot));
    assert_eq!(count(&attacked), -1);
    assert_eq!(count(&safe), 0);
}

/// Cho's count of a term, less Han's.
pub(super) fn traced(pos: &Position, term: Term) -> i32 {
    trace(pos)
        .2
        .iter()
        .find(|(i, _)| *i == term.index())
        .map_or(0, |p| p.1)
}

#[test]
fn a_chariot_up_is_winning() {
    let fen = "rnba1abn1/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR w - - 0 1";
    assert!(eval_fen(fen) > 1000, "{}", eval_fen(fen));
}

#[test]
fn a_cannon_without_screens_is_worth_less_than_a_horse_late() {
    // Kings, guards and one piece each: a cannon (few screens left) against a horse.
    let cannon = eval_fen("3a1a3/4k4/9/9/9/9/9/4C4/3AKA3/9 w - - 0 1");
    let horse = eval_fen("3a1a3/4k4/9/9/9/9/9/4N4/3AKA3/9 w - - 0 1");
    assert!(horse > cannon, "horse {horse}, cannon {cannon}");
}

#[test]
fn attackers_in_the_palace_cost_the_defender() {
    // Han's chariot and cannon bear on Cho's palace; the same pieces at home do not. Both
    // forms of king safety see it (in the whole evaluation: a chariot and a cannon up is
    // past the lazy one's threshold).
    let fen = |f: &str| Position::from_fen(f, RuleSet::Janggi).unwrap();
    let attacked = fen("4k4/9/9/9/9/9/9/3r5/3AKA3/4c4 w - - 0 1");
    let quiet = fen("3rk4/4c4/9/9/9/9/9/9/3AKA3/9 w - - 0 1");
    for ks in [KingSafety::Attack, KingSafety::Palace] {
        let (attacked, quiet) = (whole(&attacked, ks), whole(&quiet, ks));
        assert!(
            attacked < quiet,
            "{ks:?}: attacked {attacked}, quiet {quiet}"
        );
    }
}

#[test]
fn a_soldier_near_the_palace_beats_one_at_home() {
    let home = eval_fen("4k4/9/9/9/9/9/4P4/9/4K4/9 w - - 0 1");
    let near = eval_fen("4k4/9/4P4/9/9/9/9/9/4K4/9 w - - 0 1");
    assert!(near > home, "near {near}, home {home}");
}
