use super::*;
use crate::search::MATE;

#[test]
fn marks_follow_the_drop_in_winning_chances() {
    assert_eq!(winning_chances(0), 0.0);
    assert!((winning_chances(400) + winning_chances(-400)).abs() < 1e-12);
    assert_eq!(winning_chances(MATE - 3), 1.0);
    assert_eq!(winning_chances(-(MATE - 3)), -1.0);
    // From an even game: a soldier (200) is about an inaccuracy-to-mistake, a horse (500)
    // a blunder; the same horse at +30 points hardly matters.
    let drop = |from: i32, lost: i32| winning_chances(from) - winning_chances(from - lost);
    assert_eq!(Nag::of_drop(drop(0, 100)), None);
    assert_eq!(Nag::of_drop(drop(0, 200)), Some(Nag::Inaccuracy));
    assert_eq!(Nag::of_drop(drop(0, 250)), Some(Nag::Mistake));
    assert_eq!(Nag::of_drop(drop(0, 500)), Some(Nag::Blunder));
    assert_eq!(Nag::of_drop(drop(3000, 500)), None);
    assert_eq!(
        [Nag::Inaccuracy, Nag::Mistake, Nag::Blunder].map(Nag::mark),
        ["?!", "?", "??"]
    );
}

#[test]
fn points_are_the_counting_values() {
    let all = [
        Role::Chariot,
        Role::Cannon,
        Role::Horse,
        Role::Elephant,
        Role::Advisor,
        Role::Soldier,
    ];
    assert_eq!(all.map(points), [13, 7, 5, 3, 3, 2]);
}

#[test]
fn accepted_moves_stay_within_centipawns_of_the_best_too() {
    // The committed real game long-200.gib before Cho's 30th move (ply 59, where Cho played
    // d1d2): Cho is winning, and the chariot to h9 (h2h9) is the best move by Fairy-Stockfish
    // (1 s: +3276) and by the review. Every other move kept wins too, so it stays within the
    // margin in winning chances, but Fairy-Stockfish rates h8g8, i3h3, i4h4, h8h4 and h8h3
    // 1,000 cp or more below h2h9: before the margin in centipawns they were all accepted.
    let pos = Position::from_fen(
        "1n7/3ka2r1/6cR1/b1pc1p3/p1PPp3p/1P7/5P2P/4KC2R/4A2C1/1NBA2BN1 w - - 17 30",
        crate::rules::RuleSet::JanggiModern,
    )
    .unwrap();
    let options = Options::default();
    let verify = Limits {
        depth: Some(options.depth + options.verify),
        nodes: Some(options.verify_nodes),
        ..Limits::default()
    };
    let mut searcher = judge::review_searcher();
    let b = searcher.search(&pos, &[], &verify, |_| {});
    let better = b.pv.first().copied();
    assert_eq!(better.map(|m| m.to_string()).as_deref(), Some("h2h9"));
    let played = Gap {
        mv: "d1d2".parse().unwrap(),
        drop: 0.2,
        loss: None,
    };
    let (accepted, gaps) = judge::good_moves(&mut searcher, &pos, better, played, &verify);
    let accepted: Vec<String> = accepted.iter().map(|m| m.to_string()).collect();
    assert_eq!(
        accepted.first().map(String::as_str),
        Some("h2h9"),
        "{accepted:?}"
    );
    for far in ["h8g8", "i3h3", "i4h4", "h8h4", "h8h3"] {
        assert!(!accepted.iter().any(|m| m == far), "{far} in {accepted:?}");
        // Refused by the margin in centipawns, for a gap the review would not mark: the
        // refusal says "may be close", never "clearly worse".
        let gap = gaps
            .iter()
            .find(|g| g.mv.to_string() == far)
            .expect("a gap");
        assert!(gap.loss.is_some_and(|cp| cp > CP_MARGIN), "{gap:?}");
        assert!(
            gap.drop < MARGIN && Nag::of_drop(gap.drop).is_none(),
            "{gap:?}"
        );
    }
    assert!(!accepted.iter().any(|m| m == "d1d2"));
}
