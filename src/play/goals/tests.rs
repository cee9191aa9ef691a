//! The goals' unit tests: each goal judged on small games, its state, tag and lines.

use super::*;
use crate::rules::RuleSet;

fn game(moves: &str) -> Game {
    game_from(&Position::start(RuleSet::Janggi).fen(), moves)
}

fn game_from(fen: &str, moves: &str) -> Game {
    let start = Position::from_fen(fen, RuleSet::Janggi).expect("a legal position");
    let mut g = Game::new(start);
    for m in moves.split_whitespace() {
        let mv: Move = m.parse().expect("coordinates");
        g.play(mv).unwrap_or_else(|e| panic!("{m}: {e:?}"));
    }
    g
}

#[test]
fn ids_round_trip_and_are_unique() {
    for g in Goal::ALL {
        assert_eq!(Goal::from_id(g.id()), Some(g));
    }
    let mut ids: Vec<_> = Goal::ALL.iter().map(|g| g.id()).collect();
    ids.dedup();
    assert_eq!(ids.len(), Goal::ALL.len());
    assert_eq!(Goal::from_id("nope"), None);
    for s in [
        GoalState::Pending,
        GoalState::Met { ply: 4 },
        GoalState::Failed { ply: 0 },
    ] {
        assert_eq!(GoalState::from_tag(&s.tag()), Some(s));
    }
    assert_eq!(GoalState::from_tag("met"), None);
}

const OVER: Ending = Ending::Over { winner: None };
const GOING: Ending = Ending::Ongoing;

fn state(goal: Goal, g: &Game, learner: Color, ending: Ending) -> GoalState {
    judge(goal, g, learner, &[], ending).state
}

/// Cho's a-chariot and Han's a-chariot stepping to and fro, `n` plies.
fn shuffle(n: usize) -> String {
    let cycle = ["a1a2", "a10a9", "a2a1", "a9a10"];
    (0..n).map(|i| cycle[i % 4]).collect::<Vec<_>>().join(" ")
}

#[test]
fn chariots_and_horses_come_out() {
    let g = game("a1a2 a10a9 i1i2");
    let r = judge(Goal::ChariotsOut, &g, Color::Cho, &[], GOING);
    assert_eq!((r.state, r.plies), (GoalState::Met { ply: 3 }, vec![1, 3]));
    // Han's chariots have not both moved.
    assert_eq!(
        state(Goal::ChariotsOut, &g, Color::Han, GOING),
        GoalState::Pending
    );
    // Only the a-chariot, for 15 moves: missed at the 15th (ply 29).
    let g = game(&shuffle(30));
    let r = judge(Goal::ChariotsOut, &g, Color::Cho, &[], GOING);
    assert_eq!((r.state, r.plies), (GoalState::Failed { ply: 29 }, vec![1]));
    // Horses by move 10.
    let g = game("b1c3 a10a9 h1g3");
    assert_eq!(
        state(Goal::HorsesOut, &g, Color::Cho, GOING),
        GoalState::Met { ply: 3 }
    );
    let g = game(&shuffle(20));
    assert_eq!(
        state(Goal::HorsesOut, &g, Color::Cho, GOING),
        GoalState::Failed { ply: 19 }
    );
    // A game over before: missed.
    let g = game("b1c3 a10a9");
    assert_eq!(
        state(Goal::HorsesOut, &g, Color::Cho, OVER),
        GoalState::Failed { ply: 2 }
    );
    // A chariot taken before it moved can never come out.
    let g = game_from("r8/4k4/9/9/9/9/9/9/9/R2K5 w - - 0 1", "d1d2 a10a1");
    let r = judge(Goal::ChariotsOut, &g, Color::Cho, &[], GOING);
    assert_eq!((r.state, r.plies), (GoalState::Failed { ply: 2 }, vec![2]));
}

#[test]
fn a_check_or_a_capture_by_a_cannon() {
    // The soldier steps in front of the cannon: the cannon gives check over it.
    let fen = "9/4k4/9/9/9/3P5/9/4C4/9/3K5 w - - 0 1";
    let g = game_from(fen, "d5e5");
    let r = judge(Goal::CannonCheck, &g, Color::Cho, &[], GOING);
    assert_eq!((r.state, r.plies), (GoalState::Met { ply: 1 }, vec![1]));
    // A chariot's check is not a cannon's.
    let fen = "9/4k4/9/9/9/R8/9/9/9/3K5 w - - 0 1";
    let g = game_from(fen, "a5a9");
    assert_eq!(
        state(Goal::CannonCheck, &g, Color::Cho, GOING),
        GoalState::Pending
    );
    assert_eq!(
        state(Goal::CannonCheck, &g, Color::Cho, OVER),
        GoalState::Failed { ply: 1 }
    );
    // The cannon takes a soldier over its screen.
    let fen = "9/4k4/9/p8/9/9/P8/C8/9/3K5 w - - 0 1";
    let g = game_from(fen, "a3a7");
    assert_eq!(
        state(Goal::CannonCapture, &g, Color::Cho, GOING),
        GoalState::Met { ply: 1 }
    );
    // A chariot's capture does not count.
    let fen = "9/4k4/9/p8/9/9/9/R8/9/3K5 w - - 0 1";
    let g = game_from(fen, "a3a7");
    assert_eq!(
        state(Goal::CannonCapture, &g, Color::Cho, OVER),
        GoalState::Failed { ply: 1 }
    );
}

#[test]
fn illegal_tries_and_the_end() {
    let g = game("a1a2 a10a9");
    let tried = |ply: usize, mv: &str| Tried {
        ply,
        position: g.positions()[ply - 1].clone(),
        mv: mv.parse().expect("coordinates"),
    };
    let tries = [tried(3, "b1b5"), tried(1, "a1a5")];
    let r = judge(Goal::NoIllegalTry, &g, Color::Cho, &tries, GOING);
    assert_eq!(
        (r.state, r.plies.clone()),
        (GoalState::Failed { ply: 1 }, vec![])
    );
    assert_eq!(r.tried.as_ref(), Some(&tries[1]));
    assert_eq!(
        r.tried.as_ref().map(|t| t.text(Notation::Uci)).as_deref(),
        Some("1. a1a5")
    );
    assert!(r.tried.as_ref().and_then(Tried::reason).is_some());
    assert_eq!(r.line(&g, Notation::Uci).id, "play-goal-line");
    assert!(r.moves_line(&g, Notation::Uci).is_none());
    // The tag keeps the try; an older tag without it still reads as missed.
    assert!(r.tag().starts_with("failed 1 a1a5 "));
    assert_eq!(
        state(Goal::NoIllegalTry, &g, Color::Cho, GOING),
        GoalState::Pending
    );
    assert_eq!(
        state(Goal::NoIllegalTry, &g, Color::Cho, OVER),
        GoalState::Met { ply: 2 }
    );
}

#[test]
fn counting_after_sixty_moves() {
    // Even material: Han's 1.5 decides.
    let g = game(&shuffle(COUNTING_PLY));
    assert_eq!(
        state(Goal::Counting60, &g, Color::Cho, GOING),
        GoalState::Failed { ply: 120 }
    );
    assert_eq!(
        state(Goal::Counting60, &g, Color::Han, GOING),
        GoalState::Met { ply: 120 }
    );
    let g = game(&shuffle(10));
    assert_eq!(
        state(Goal::Counting60, &g, Color::Cho, GOING),
        GoalState::Pending
    );
    let won = Ending::Over {
        winner: Some(Color::Cho),
    };
    assert_eq!(
        state(Goal::Counting60, &g, Color::Cho, won),
        GoalState::Met { ply: 10 }
    );
    assert_eq!(
        state(Goal::Counting60, &g, Color::Han, won),
        GoalState::Failed { ply: 10 }
    );
}

#[test]
fn the_king_at_home_and_out_of_check() {
    let g = game("e2e1");
    assert_eq!(
        state(Goal::KingHome, &g, Color::Cho, GOING),
        GoalState::Failed { ply: 1 }
    );
    // Twenty moves each without a king move: met with the reply to the 20th (ply 40).
    let g = game(&shuffle(40));
    assert_eq!(
        state(Goal::KingHome, &g, Color::Cho, GOING),
        GoalState::Met { ply: 40 }
    );
    assert_eq!(
        state(Goal::NoCheck, &g, Color::Cho, GOING),
        GoalState::Met { ply: 40 }
    );
    let g = game(&shuffle(39));
    assert_eq!(
        state(Goal::KingHome, &g, Color::Cho, GOING),
        GoalState::Pending
    );
    // A game lost before move 20 does not keep the king at home.
    let lost = Ending::Over {
        winner: Some(Color::Han),
    };
    assert_eq!(
        state(Goal::KingHome, &g, Color::Cho, lost),
        GoalState::Failed { ply: 39 }
    );
    // Han's chariot checks along the first rank.
    let fen = "r8/4k4/9/9/9/9/8P/9/9/3K5 w - - 0 1";
    let g = game_from(fen, "i4i5 a10a1");
    let r = judge(Goal::NoCheck, &g, Color::Cho, &[], GOING);
    assert_eq!((r.state, r.plies), (GoalState::Failed { ply: 2 }, vec![2]));
}

#[test]
fn a_piece_lost_for_nothing_and_a_fair_exchange() {
    // The chariot goes where Han's takes it, and is not won back.
    let fen = "r8/4k4/9/9/9/9/9/9/9/5K2R w - - 0 1";
    let g = game_from(fen, "i1i10 a10i10 f1f2 i10i9");
    assert_eq!(
        state(Goal::NoFreePiece, &g, Color::Cho, GOING),
        GoalState::Pending
    );
    let g = game_from(fen, "i1i10 a10i10 f1f2 i10i9 f2f1");
    let r = judge(Goal::NoFreePiece, &g, Color::Cho, &[], GOING);
    assert_eq!(
        (r.state, r.plies),
        (GoalState::Failed { ply: 2 }, vec![1, 2])
    );
    // Chariot for chariot: Han's recapture loses Cho nothing.
    let fen = "rr7/4k4/9/9/9/9/9/9/9/R2K5 w - - 0 1";
    let g = game_from(fen, "a1a10 b10a10 d1d2 a10a9 d2d1");
    assert_eq!(
        state(Goal::NoFreePiece, &g, Color::Cho, OVER),
        GoalState::Met { ply: 5 }
    );
    assert_eq!(
        state(Goal::NoFreePiece, &g, Color::Cho, GOING),
        GoalState::Pending
    );
    // Han takes first and Cho takes back at once.
    let fen = "r8/4k4/9/9/9/9/9/9/9/RR1K5 b - - 0 1";
    let g = game_from(fen, "a10a1 b1a1 e9e10 d1d2 e10e9");
    assert_eq!(
        state(Goal::NoFreePiece, &g, Color::Cho, OVER),
        GoalState::Met { ply: 5 }
    );
    // No capture in the first twenty moves: met with the reply to the 20th.
    let g = game(&shuffle(40));
    assert_eq!(
        state(Goal::NoFreePiece, &g, Color::Cho, GOING),
        GoalState::Met { ply: 40 }
    );
}

#[test]
fn the_lines_name_the_goal_and_the_move() {
    let g = game("a1a2 a10a9 i1i2");
    let r = judge(Goal::ChariotsOut, &g, Color::Cho, &[], GOING);
    assert_eq!(move_text(&g, 3, Notation::Uci).as_deref(), Some("2. i1i2"));
    assert_eq!(
        move_text(&g, 2, Notation::Uci).as_deref(),
        Some("1... a10a9")
    );
    let line = r.line(&g, Notation::Uci);
    assert_eq!(line.id, "play-goal-line");
    let moves = r.moves_line(&g, Notation::Uci).expect("two moves");
    assert_eq!(moves.id, "play-goal-moves");
}
