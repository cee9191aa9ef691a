//! The "why?" of a judge question: when a move is illegal, the learner picks the reason from
//! a short list, the engine's reason among a few plausible wrong ones. The list is derived from
//! the engine and the exercise (no field in the lesson file), the same for the screen, for
//! `janggi-tutor try` and for the lint (which reports feedback keyed by a reason no one can pick).
//!
//! The wrong ones come first from the exercise's own feedback keys (the mistakes its author
//! expects), then from the reasons that apply to the moving piece, each only where it could
//! seem to apply (a target to capture, a king in check). The list is in the engine's order of
//! reasons (`IllegalReason::IDS`), so where the right one stands depends on the move, not on a
//! rule a learner could learn instead of the game.

use super::model::FeedbackOverride;
use crate::rules::{IllegalReason, Move, Position, Role};

/// The most wrong reasons offered beside the engine's.
pub const MAX_WRONG: usize = 4;
/// Wrong reasons are added from the piece's own until there are at least this many.
pub const MIN_WRONG: usize = 2;
/// When the piece's own reasons run short, these general ones fill the list.
const GENERAL: [&str; 3] = ["not-piece-move", "exposes-king", "own-piece-on-target"];

/// Reasons that can stop a move of `role`, most typical first.
fn of_role(role: Role) -> &'static [&'static str] {
    match role {
        Role::King => &[
            "leaves-palace",
            "off-palace-line",
            "king-would-be-attacked",
            "own-piece-on-target",
            "not-piece-move",
        ],
        Role::Advisor => &[
            "leaves-palace",
            "off-palace-line",
            "not-piece-move",
            "own-piece-on-target",
            "exposes-king",
        ],
        Role::Elephant => &[
            "elephant-blocked",
            "not-piece-move",
            "own-piece-on-target",
            "exposes-king",
        ],
        Role::Horse => &[
            "horse-leg-blocked",
            "not-piece-move",
            "own-piece-on-target",
            "exposes-king",
        ],
        Role::Chariot => &[
            "chariot-blocked",
            "off-palace-line",
            "not-piece-move",
            "own-piece-on-target",
            "exposes-king",
        ],
        Role::Cannon => &[
            "cannon-no-screen",
            "cannon-screen-cannon",
            "cannon-many-screens",
            "cannon-captures-cannon",
            "own-piece-on-target",
        ],
        Role::Soldier => &[
            "soldier-backward",
            "soldier-diagonal",
            "not-piece-move",
            "own-piece-on-target",
            "exposes-king",
        ],
    }
}

/// Whether a wrong reason could seem to apply to `m` at `pos` (so the list has no reason a
/// glance at the board rules out, such as "own piece on the target" on an empty point).
fn plausible(pos: &Position, m: Move, id: &str) -> bool {
    let target = pos.board().get(m.to);
    match id {
        "own-piece-on-target" | "cannon-captures-cannon" => target.is_some(),
        "leaves-king-attacked" => pos.is_check(),
        // Facts of the whole position, never a guess about this move.
        "no-piece"
        | "not-your-piece"
        | "must-answer-bikjang"
        | "pass-not-allowed"
        | "pass-in-check"
        | "game-over" => false,
        _ => true,
    }
}

/// The reasons offered for an illegal `m` at `pos`, in the engine's order; `None` when the
/// move is legal (there is no "why?"). `feedback` is the exercise's overrides.
pub fn choices(
    pos: &Position,
    m: Move,
    feedback: &[FeedbackOverride],
) -> Option<Vec<&'static str>> {
    let engine = pos.explain(m).err()?;
    let right = engine.id();
    let mut wrong: Vec<&'static str> = Vec::new();
    let add = |id: &'static str, wrong: &mut Vec<&'static str>| {
        if id != right && id != "game-over" && !wrong.contains(&id) {
            wrong.push(id);
        }
    };
    // The author's expected mistakes first (each a reason id the engine knows).
    for o in feedback {
        if let Some(id) = o
            .reason
            .as_deref()
            .and_then(|r| IllegalReason::IDS.iter().find(|k| **k == r))
        {
            add(id, &mut wrong);
        }
    }
    wrong.truncate(MAX_WRONG);
    let role = pos.board().get(m.from).map(|p| p.role);
    let own = role.map_or(&[][..], of_role);
    for id in own.iter().chain(GENERAL.iter()) {
        if wrong.len() >= MAX_WRONG.min(MIN_WRONG + 1) {
            break;
        }
        if plausible(pos, m, id) {
            add(id, &mut wrong);
        }
    }
    // Never fewer than two wrong ones: a one-of-two "why?" is a coin toss.
    for id in GENERAL {
        if wrong.len() >= MIN_WRONG {
            break;
        }
        add(id, &mut wrong);
    }
    let mut all = wrong;
    all.push(right);
    let rank = |id: &&str| IllegalReason::IDS.iter().position(|k| k == id);
    all.sort_by_key(rank);
    Some(all)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;

    const START: &str = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen, RuleSet::default()).expect("fen")
    }

    #[test]
    fn a_legal_move_has_no_why() {
        assert_eq!(choices(&pos(START), "b1c3".parse().unwrap(), &[]), None);
    }

    #[test]
    fn the_engine_reason_among_a_few_of_the_same_piece() {
        let list = choices(&pos(START), "b1d2".parse().unwrap(), &[]).unwrap();
        assert!(list.contains(&"horse-leg-blocked"), "{list:?}");
        assert!((3..=5).contains(&list.len()), "{list:?}");
        // An empty target: "own piece on the target" is not offered.
        assert!(!list.contains(&"own-piece-on-target"), "{list:?}");
        // Deterministic.
        assert_eq!(
            list,
            choices(&pos(START), "b1d2".parse().unwrap(), &[]).unwrap()
        );
    }

    #[test]
    fn cannon_reasons_for_a_cannon() {
        // The cannon on b3 has no screen towards b1 ... b10? b3b5: nothing between.
        let list = choices(&pos(START), "b3b5".parse().unwrap(), &[]).unwrap();
        assert!(list.contains(&"cannon-no-screen"), "{list:?}");
        assert!(
            list.iter().filter(|r| r.starts_with("cannon-")).count() >= 3,
            "{list:?}"
        );
    }

    #[test]
    fn the_authors_expected_mistakes_come_first() {
        let o: FeedbackOverride =
            serde_yaml::from_str("reason: soldier-backward\ntext: {en: x}\nmisconception: m")
                .unwrap();
        let list = choices(&pos(START), "b1d2".parse().unwrap(), &[o]).unwrap();
        assert!(list.contains(&"soldier-backward"), "{list:?}");
    }
}
