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

/// A review that leaves the moves unjudged (the games screen's) reports the same moments, and
/// `judge_moves` then fills what the exercises accept: the better move first, never the move
/// played, as a review that judges them at once.
#[test]
fn the_moves_judged_after_the_moments_are_those_of_a_review_that_judges_them() {
    let text = std::fs::read_to_string("tests/data/review/hanging-chariot.pgn").unwrap();
    let game = crate::record::replay(crate::record::parse(&text), None).game;
    let at_once = review(&game, &[], &Options::default(), &mut |_, _| {});
    let later_options = Options {
        judge_moves: false,
        ..Options::default()
    };
    let mut later = review(&game, &[], &later_options, &mut |_, _| {});
    assert!(!later.is_empty());
    let shape = |ms: &[Moment]| -> Vec<(usize, Kind, Option<Nag>, Vec<Move>)> {
        ms.iter()
            .map(|m| (m.ply, m.kind.clone(), m.nag, m.better_line.clone()))
            .collect()
    };
    assert_eq!(shape(&later), shape(&at_once));
    for m in &later {
        assert!(m.needs_judging());
        assert!(m.accepted.is_empty());
        // The move played's gap, by the review's searches, is kept for the judge.
        assert_eq!(
            m.gaps.iter().map(|g| g.mv).collect::<Vec<_>>(),
            m.played.into_iter().collect::<Vec<_>>()
        );
    }
    let mut counts = Vec::new();
    assert!(judge_moves(
        &mut later,
        &later_options,
        &mut |d, t, i, m| {
            assert!(!m.needs_judging());
            counts.push((d, t, i));
        }
    ));
    // Every moment once, the count rising to the whole.
    let mut judged: Vec<usize> = counts.iter().map(|c| c.2).collect();
    judged.sort_unstable();
    assert_eq!(judged, (0..later.len()).collect::<Vec<_>>());
    let counts: Vec<(usize, usize)> = counts.iter().map(|c| (c.0, c.1)).collect();
    assert_eq!(counts.last(), Some(&(later.len(), later.len())));
    for (m, once) in later.iter().zip(&at_once) {
        assert!(!m.needs_judging());
        assert_eq!(m.accepted.first(), m.better().as_ref());
        assert!(!m.accepted.contains(&m.played.unwrap()));
        assert_eq!(m.accepted.first(), once.accepted.first());
        assert!(m.gaps.iter().any(|g| Some(g.mv) == m.played));
    }
    // Stopped: nothing is claimed judged.
    let stop = Arc::new(AtomicBool::new(true));
    let stopped = Options {
        stop: Some(stop),
        ..later_options.clone()
    };
    let mut again = review(&game, &[], &later_options, &mut |_, _| {});
    assert!(!judge_moves(&mut again, &stopped, &mut |_, _, _, _| {}));
}
