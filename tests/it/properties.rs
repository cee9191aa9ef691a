//! Properties of the engine over positions reached by random play under every rule set:
//! FEN round trip; every generated move is explained as legal; every other move string
//! between two points is explained as illegal with a reason. (`play` takes `&self`, so immutability needs no test.)

use janggi_tutor::rules::{Move, Position, RuleSet, Setup, Square, Strictness};
use proptest::prelude::*;

fn playout(rules: RuleSet, choices: &[usize]) -> Vec<Position> {
    let mut pos = Position::start(rules);
    let mut seen = vec![pos.clone()];
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos = pos
            .play(moves[c % moves.len()])
            .expect("generated moves are legal");
        seen.push(pos.clone());
    }
    seen
}

fn rules_strategy() -> impl Strategy<Value = RuleSet> {
    prop::sample::select(RuleSet::ALL.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn fen_round_trip(rules in rules_strategy(), choices in prop::collection::vec(0usize..1000, 0..80)) {
        for pos in playout(rules, &choices) {
            let fen = pos.fen();
            let setup = Setup::from_fen(&fen).unwrap();
            prop_assert_eq!(setup.to_fen(), fen.clone());
            // A pass in check is legal while in bikjang (janggi, janggi-traditional); it ends the
            // game and leaves the side not to move in check, which a strict setup refuses.
            let passer_in_check = pos.king(pos.turn().other()).is_some_and(|k| {
                !pos.attackers(k, pos.turn()).is_empty()
            });
            let strictness = if passer_in_check { Strictness::Relaxed } else { Strictness::Strict };
            let again = Position::from_setup(setup, rules, strictness).unwrap();
            prop_assert_eq!(again.board(), pos.board());
        }
    }

    #[test]
    fn explain_agrees_with_generation(rules in rules_strategy(), choices in prop::collection::vec(0usize..1000, 0..120)) {
        // Every position along the game: each move of an own piece to any point is legal
        // exactly when it is generated. This checks the move generator's shortcuts (which
        // skip the king-safety test for moves that cannot uncover the king) against the
        // full test that `explain` always runs.
        for pos in playout(rules, &choices) {
            let legal = pos.legal_moves();
            for from in Square::all() {
                if pos.board().get(from).is_none_or(|p| p.color != pos.turn()) {
                    continue;
                }
                for to in Square::all() {
                    let m = Move::new(from, to);
                    let explained = pos.explain(m);
                    prop_assert_eq!(
                        explained.is_ok(),
                        legal.contains(&m),
                        "{} in {}: explain says {:?}", m, pos.fen(), explained
                    );
                }
            }
        }
    }
}
