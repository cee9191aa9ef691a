//! Every reason an illegal move can have, each shown on a position built for it.

use janggi_tutor::rules::{IllegalReason, Move, Position, Role, RuleSet, Setup, Strictness, sq};

fn pos(fen: &str, rules: RuleSet, moves: &[&str]) -> Position {
    let setup = Setup::from_fen(fen).unwrap();
    let mut p = Position::from_setup(setup, rules, Strictness::Strict).unwrap();
    for m in moves {
        p = p.play(m.parse().unwrap()).unwrap();
    }
    p
}

fn explain(fen: &str, rules: RuleSet, history: &[&str], mv: &str) -> Result<(), IllegalReason> {
    let p = pos(fen, rules, history);
    let m: Move = mv.parse().unwrap();
    let result = p.explain(m);
    // Explanation and move generation must agree.
    assert_eq!(result.is_ok(), p.legal_moves().contains(&m), "{fen} {mv}");
    result
}

const START: &str = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
use IllegalReason::*;
use RuleSet::{Basic, Janggi, JanggiModern};

#[test]
fn board_and_ownership() {
    assert_eq!(
        explain(START, Basic, &[], "e5e6"),
        Err(NoPiece { square: sq("e5") })
    );
    assert_eq!(
        explain(START, Basic, &[], "a10a9"),
        Err(NotYourPiece {
            square: sq("a10"),
            owner: janggi_tutor::rules::Color::Han
        })
    );
    assert_eq!(
        explain(START, Basic, &[], "a1b1"),
        Err(OwnPieceOnTarget { square: sq("b1") })
    );
    assert_eq!(
        explain(START, Basic, &[], "b1b2"),
        Err(NotPieceMove {
            role: Role::Horse,
            from: sq("b1"),
            to: sq("b2")
        })
    );
    assert_eq!(explain(START, Basic, &[], "b1c3"), Ok(()));
}

#[test]
fn palace_pieces() {
    // Cho king d2 with an advisor e2; Han king f10.
    let fen = "5k3/9/9/9/9/9/9/9/3KA4/9 w - - 0 1";
    assert_eq!(
        explain(fen, Basic, &[], "d2c2"),
        Err(LeavesPalace {
            role: Role::King,
            to: sq("c2")
        })
    );
    assert_eq!(
        explain(fen, Basic, &[], "e2f4"),
        Err(NotPieceMove {
            role: Role::Advisor,
            from: sq("e2"),
            to: sq("f4")
        })
    );
    assert_eq!(
        explain(fen, Basic, &[], "e2f4").unwrap_err().id(),
        "not-piece-move"
    );
    // d2-e3 and d2-e1 are diagonal steps inside the palace, but not along a palace line.
    assert_eq!(
        explain(fen, Basic, &[], "d2e3"),
        Err(OffPalaceLine {
            role: Role::King,
            from: sq("d2"),
            to: sq("e3")
        })
    );
    assert_eq!(
        explain(fen, Basic, &[], "e2f3"),
        Ok(()),
        "e2-f3 is a palace line"
    );
    assert_eq!(explain(fen, Basic, &[], "e2e3"), Ok(()));
}

#[test]
fn horse_elephant_chariot_blocks() {
    assert_eq!(
        explain(START, Basic, &[], "b1d2"),
        Err(HorseLegBlocked { square: sq("c1") })
    );
    assert_eq!(
        explain(START, Basic, &[], "a1a5"),
        Err(ChariotBlocked { square: sq("a4") })
    );
    // Elephant c1, a horse on c2 blocks the first point, a horse on d3 the second.
    let fen = "3k5/9/9/9/9/9/9/3N5/2N1K4/2B6 w - - 0 1";
    assert_eq!(
        explain(fen, Basic, &[], "c1e4"),
        Err(ElephantBlocked { square: sq("c2") })
    );
    let fen2 = "3k5/9/9/9/9/9/9/3N5/4K4/2B6 w - - 0 1";
    assert_eq!(
        explain(fen2, Basic, &[], "c1e4"),
        Err(ElephantBlocked { square: sq("d3") })
    );
    assert_eq!(explain(fen2, Basic, &[], "c1a4"), Ok(()));
    // The elephant may cross the whole board.
    let far = "3k5/9/9/9/9/2B6/9/9/4K4/9 w - - 0 1";
    assert_eq!(explain(far, Basic, &[], "c5e8"), Ok(()));
    // A chariot runs along palace lines too: d1-e2-f3.
    let palace = "5k3/9/9/9/9/9/9/9/9/3RK4 w - - 0 1";
    assert_eq!(explain(palace, Basic, &[], "d1f3"), Ok(()));
    assert_eq!(
        explain(palace, Basic, &[], "d1f2"),
        Err(NotPieceMove {
            role: Role::Chariot,
            from: sq("d1"),
            to: sq("f2")
        })
    );
}

#[test]
fn cannons() {
    assert_eq!(explain(START, Basic, &[], "b3b4"), Err(CannonNoScreen));
    // The worked position: Cho cannons b3 and b5, a Han soldier b7.
    let worked = "3k5/9/9/1p7/9/1C7/9/1C7/4K4/9 w - - 0 1";
    assert_eq!(
        explain(worked, Basic, &[], "b3b7"),
        Err(CannonScreenIsCannon { square: sq("b5") })
    );
    // Two screens: soldiers on b4 and b5 between the cannon on b3 and the Han soldier on b7.
    let two = "3k5/9/9/1p7/9/1P7/1P7/1C7/4K4/9 w - - 0 1";
    assert_eq!(
        explain(two, Basic, &[], "b3b7"),
        Err(CannonManyScreens {
            squares: vec![sq("b4"), sq("b5")]
        })
    );
    // A screen, but the target is a cannon.
    let target = "3k5/9/1c7/9/9/9/1P7/1C7/4K4/9 w - - 0 1";
    assert_eq!(
        explain(target, Basic, &[], "b3b8"),
        Err(CannonCapturesCannon { square: sq("b8") })
    );
    assert_eq!(
        explain(target, Basic, &[], "b3b7"),
        Ok(()),
        "moving over one screen is fine"
    );
    // Over the palace centre: d1 over an advisor on e2 to f3.
    let palace = "4k4/9/9/9/9/9/9/9/4A4/3CK4 w - - 0 1";
    assert_eq!(explain(palace, Basic, &[], "d1f3"), Ok(()));
}

#[test]
fn soldiers() {
    assert_eq!(explain(START, Basic, &[], "a4a3"), Err(SoldierBackward));
    assert_eq!(explain(START, Basic, &[], "a4b5"), Err(SoldierDiagonal));
    assert_eq!(
        explain(START, Basic, &[], "a4b4"),
        Ok(()),
        "sideways from the first move"
    );
    // A Cho soldier on d8, inside Han's palace on a palace line.
    let fen = "5k3/9/3P5/9/9/9/9/9/4K4/9 w - - 0 1";
    assert_eq!(
        explain(fen, Basic, &[], "d8e9"),
        Err(SoldierDiagonal),
        "basic has no soldier diagonals"
    );
    assert_eq!(explain(fen, Janggi, &[], "d8e9"), Ok(()));
    assert_eq!(
        explain(fen, Janggi, &[], "d8c9"),
        Err(SoldierDiagonal),
        "not along a palace line"
    );
}

#[test]
fn king_safety() {
    // Han chariot d9 guards the d-file.
    let fen = "5k3/3r5/9/9/9/9/9/9/4K4/9 w - - 0 1";
    assert_eq!(
        explain(fen, Basic, &[], "e2d2"),
        Err(KingWouldBeAttacked {
            square: sq("d9"),
            role: Role::Chariot
        })
    );
    // Cho is in check from a chariot on e8; moving the elephant does not help.
    let check = "3k5/9/4r4/9/9/9/9/9/4K4/B8 w - - 0 1";
    assert_eq!(
        explain(check, Basic, &[], "a1c4"),
        Err(LeavesKingAttacked {
            square: sq("e8"),
            role: Role::Chariot
        })
    );
    // A horse on e3 shields the king from the chariot on e8: it may not step away.
    let pinned = "3k5/9/4r4/9/9/9/9/4N4/4K4/9 w - - 0 1";
    assert_eq!(
        explain(pinned, Basic, &[], "e3c4"),
        Err(ExposesKing {
            square: sq("e8"),
            role: Role::Chariot
        })
    );
    // A Han cannon on e8 with nothing between it and the king: a piece stepping onto the
    // file becomes the cannon's screen.
    let screen = "3k5/9/4c4/9/9/9/9/9/4K4/2B6 w - - 0 1";
    assert_eq!(
        explain(screen, Basic, &[], "c1e4"),
        Err(ExposesKing {
            square: sq("e8"),
            role: Role::Cannon
        })
    );
}

#[test]
fn bikjang_pass_and_game_over() {
    // Kings face each other on the e-file.
    let facing = "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1";
    assert_eq!(explain(facing, Basic, &[], "e2e3"), Err(MustAnswerBikjang));
    assert_eq!(explain(facing, Basic, &[], "e2d2"), Ok(()));
    assert_eq!(
        explain(facing, JanggiModern, &[], "e2e3"),
        Ok(()),
        "facing kings mean nothing there"
    );
    assert_eq!(explain(START, Basic, &[], "e2e2"), Err(PassNotAllowed));
    assert_eq!(explain(START, Janggi, &[], "e2e2"), Ok(()));
    let check = "3k5/9/4r4/9/9/9/9/9/4K4/9 w - - 0 1";
    assert_eq!(explain(check, Janggi, &[], "e2e2"), Err(PassInCheck));
    assert_eq!(
        explain(START, Janggi, &["e2e2", "e9e9"], "b1c3"),
        Err(GameOver)
    );
}

#[test]
fn illegal_play_changes_nothing() {
    let p = pos(START, Basic, &[]);
    let before = p.clone();
    assert!(p.play("b1d2".parse().unwrap()).is_err());
    assert_eq!(p, before);
    let next = p.play("b1c3".parse().unwrap()).unwrap();
    assert_eq!(p, before);
    assert_ne!(next, before);
}

/// Why a piece cannot move at all, as the trainer's free board and the play screen say it:
/// the most telling reason among the moves its pattern allows, with one such move.
#[test]
fn stuck_reason_names_the_most_telling_reason() {
    let p = pos(START, Basic, &[]);
    // The cannon at the start has no screen in any direction.
    let (m, r) = p.stuck_reason(sq("b3")).expect("the cannon cannot move");
    assert_eq!(r, CannonNoScreen);
    assert_eq!(m.from, sq("b3"));
    assert_eq!(p.explain(m), Err(CannonNoScreen));
    // The elephant on c1 is walled in by its own pieces and the soldier in front: a blocked
    // path is more telling than a point its own piece holds.
    let (_, r) = p.stuck_reason(sq("c1")).expect("the elephant cannot move");
    assert!(matches!(r, ElephantBlocked { .. }), "{r:?}");
    // A piece that can move has nothing to explain.
    assert_eq!(p.stuck_reason(sq("b1")), None);
}
