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
//!
//! The reasons offered exclude each other for that move: a wrong one is never a reason that
//! also truly describes it (`describes`: "not how the piece moves" beside the narrower "diagonal
//! off a palace line" would make two right answers of which one is refused), nor one that
//! cannot apply to the piece at all (`can_apply`: no "horse's leg blocked" for a cannon). The
//! lint reports an exercise whose feedback keys name such a reason (`lint/reasons.rs`).

use super::model::FeedbackOverride;
use crate::rules::{IllegalReason, Move, Position, Role, Strictness};

/// The most wrong reasons offered beside the engine's.
pub(crate) const MAX_WRONG: usize = 4;
/// Wrong reasons are added from the piece's own until there are at least this many.
pub(crate) const MIN_WRONG: usize = 2;
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

/// Reasons about a move itself, not facts of the whole position.
fn plausible_any(id: &str) -> bool {
    !matches!(
        id,
        "no-piece"
            | "not-your-piece"
            | "must-answer-bikjang"
            | "pass-not-allowed"
            | "pass-in-check"
            | "game-over"
            | "leaves-king-attacked"
    )
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

/// Whether the reason `id` can ever stop a move of `role` (the engine never says "horse's leg
/// blocked" of a cannon, nor "exposes the king" of the king itself, which "moves into attack").
pub(crate) fn can_apply(role: Role, id: &str) -> bool {
    use Role::*;
    match id {
        "horse-leg-blocked" => role == Horse,
        "elephant-blocked" => role == Elephant,
        "chariot-blocked" => role == Chariot,
        "cannon-no-screen"
        | "cannon-screen-cannon"
        | "cannon-many-screens"
        | "cannon-captures-cannon" => role == Cannon,
        "soldier-backward" | "soldier-diagonal" => role == Soldier,
        "leaves-palace" => matches!(role, King | Advisor),
        "off-palace-line" => matches!(role, King | Advisor | Chariot | Cannon),
        "king-would-be-attacked" | "pass-not-allowed" | "pass-in-check" => role == King,
        "exposes-king" | "leaves-king-attacked" => role != King,
        _ => true,
    }
}

/// Whether the reason `id` truly describes the illegal move `m` at `pos`, derived from the
/// engine: its own reason does, and so does a reason about the move's shape that holds as
/// well (a diagonal off the palace lines is also "not how the piece moves"; a king's step out
/// of the palace also "leaves the palace" when it is two points long; a move onto one's own
/// piece that the piece could not make on an empty point either is also "not how it moves").
pub(crate) fn describes(pos: &Position, m: Move, id: &str) -> bool {
    let Err(engine) = pos.explain(m) else {
        return false;
    };
    if engine.id() == id {
        return true;
    }
    let Some(piece) = pos.board().get(m.from) else {
        return false;
    };
    if piece.color != pos.turn() || m.is_pass() {
        return false;
    }
    let role = piece.role;
    if !can_apply(role, id) {
        return false;
    }
    let df = m.to.file() as i8 - m.from.file() as i8;
    let dr = m.to.rank() as i8 - m.from.rank() as i8;
    let forward = pos.turn().forward();
    let diagonal = df != 0 && df.abs() == dr.abs();
    // The shape reasons the engine gives for this move (its first reason, and under one's own
    // piece on the target, what the move would meet on an empty point).
    let mut shape = vec![engine.clone()];
    if let IllegalReason::OwnPieceOnTarget { .. } = engine {
        let mut setup = pos.to_setup();
        setup.board.set(m.to, None);
        if let Ok(empty) = Position::from_setup(setup, pos.rules(), Strictness::Relaxed)
            && let Err(r) = empty.explain(m)
        {
            shape.push(r);
        }
    }
    let shape_ids: Vec<&str> = shape.iter().map(IllegalReason::id).collect();
    let off_shape = shape_ids.iter().any(|r| {
        matches!(
            *r,
            "not-piece-move"
                | "off-palace-line"
                | "leaves-palace"
                | "soldier-backward"
                | "soldier-diagonal"
        )
    });
    match id {
        "own-piece-on-target" => pos.board().get(m.to).is_some_and(|p| p.color == pos.turn()),
        _ if shape_ids.contains(&id) => true,
        "not-piece-move" => off_shape,
        "off-palace-line" => diagonal && pos.line_between(m.from, m.to).is_none(),
        "leaves-palace" => !m.to.in_palace_of(pos.turn()),
        "soldier-backward" => dr * forward < 0,
        "soldier-diagonal" => diagonal,
        _ => false,
    }
}

/// Whether the engine's reason is about a cannon's screen. A cannon moves only by jumping one
/// screen, so a move with no screen, over two or over a cannon is also "not how this piece
/// moves" to a learner: the two are not offered side by side (the reasons offered exclude
/// each other). A blocked horse or elephant keeps "not a move of this piece" as a wrong
/// reason: its move has the right shape (it makes it on an open board, so the label is false
/// here, where "not how it moves" read as true), and telling the two apart is what those
/// exercises teach.
fn about_the_screen(engine: &str) -> bool {
    matches!(
        engine,
        "cannon-no-screen"
            | "cannon-screen-cannon"
            | "cannon-many-screens"
            | "cannon-captures-cannon"
    )
}

/// The reasons offered for an illegal `m` at `pos`, in the engine's order; `None` when the
/// move is legal (there is no "why?"). `feedback` is the exercise's overrides.
pub(crate) fn choices(
    pos: &Position,
    m: Move,
    feedback: &[FeedbackOverride],
) -> Option<Vec<&'static str>> {
    let engine = pos.explain(m).err()?;
    let right = engine.id();
    let mut wrong: Vec<&'static str> = Vec::new();
    let role = pos.board().get(m.from).map(|p| p.role);
    // Only reasons that exclude the engine's for this move, and that can apply to the piece.
    let add = |id: &'static str, wrong: &mut Vec<&'static str>| {
        if id != right
            && id != "game-over"
            && !wrong.contains(&id)
            && role.is_none_or(|r| can_apply(r, id))
            && !describes(pos, m, id)
            && !(id == "not-piece-move" && about_the_screen(right))
        {
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
    // (the general ones first, then any reason of the piece that a move of it can meet).
    let fallback = IllegalReason::IDS
        .iter()
        .filter(|id| plausible_any(id))
        .copied();
    for id in GENERAL.into_iter().chain(fallback) {
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

    /// Issue 70: a cannon with no screen was offered "not how this piece moves" beside the
    /// engine's reason, and a learner who picked that true sentence was told wrong.
    #[test]
    fn a_cannon_screen_reason_is_not_offered_beside_not_how_it_moves() {
        let list = choices(&pos(START), "b3b5".parse().unwrap(), &[]).unwrap();
        assert!(list.contains(&"cannon-no-screen"), "{list:?}");
        assert!(!list.contains(&"not-piece-move"), "{list:?}");
        assert!(list.len() >= 3, "{list:?}");
        // A blocked horse keeps it: its move has the right shape.
        let list = choices(&pos(START), "b1d2".parse().unwrap(), &[]).unwrap();
        assert!(list.contains(&"not-piece-move"), "{list:?}");
    }

    /// Issue 70 item 17, the elephant of 非法着法 5/8: blocked on its second point, the
    /// move has the elephant's shape, so "not a move of this piece" is offered and
    /// false (the label said "not how the piece moves", which read as true here).
    #[test]
    fn a_blocked_elephant_is_not_a_move_the_piece_never_makes() {
        let p = pos("9/3k5/9/9/9/9/9/3A5/4K4/2B6 w - - 0 1");
        let m: Move = "c1e4".parse().unwrap();
        let list = choices(&p, m, &[]).unwrap();
        assert!(list.contains(&"elephant-blocked"), "{list:?}");
        assert!(!describes(&p, m, "not-piece-move"));
        assert_eq!(list.iter().filter(|r| describes(&p, m, r)).count(), 1);
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
    fn the_reasons_offered_exclude_each_other_for_the_move() {
        // King d2-e3: off a palace line, and so also not how the king moves.
        let king = pos("4k4/9/9/9/9/9/9/9/3K5/9 w - - 0 1");
        let m: Move = "d2e3".parse().unwrap();
        assert!(describes(&king, m, "off-palace-line"));
        assert!(describes(&king, m, "not-piece-move"));
        let list = choices(&king, m, &[]).unwrap();
        assert!(list.contains(&"off-palace-line"), "{list:?}");
        assert!(!list.contains(&"not-piece-move"), "{list:?}");
        assert!(!list.contains(&"exposes-king"), "{list:?}");
        // Chariot d3-c4: not how it moves, and a diagonal off the palace lines too.
        let chariot = pos("4k4/9/9/9/9/9/9/3R5/9/4K4 w - - 0 1");
        let m: Move = "d3c4".parse().unwrap();
        assert!(describes(&chariot, m, "not-piece-move"));
        assert!(describes(&chariot, m, "off-palace-line"));
        let list = choices(&chariot, m, &[]).unwrap();
        assert!(!list.contains(&"off-palace-line"), "{list:?}");
        // Every list: exactly one offered reason describes the move, none foreign to the piece.
        for (p, mv) in [
            (&king, "d2e3"),
            (&king, "d2d4"),
            (&king, "d2c2"),
            (&chariot, "d3c4"),
            (&chariot, "d3e4"),
            (&pos(START), "b1d2"),
            (&pos(START), "b3b5"),
            (&pos(START), "a4a3"),
            (&pos(START), "a4b5"),
            (&pos(START), "a1a4"),
        ] {
            let m: Move = mv.parse().unwrap();
            let list = choices(p, m, &[]).unwrap();
            let role = p.board().get(m.from).unwrap().role;
            assert_eq!(
                list.iter().filter(|r| describes(p, m, r)).count(),
                1,
                "{mv}: {list:?}"
            );
            assert!(list.iter().all(|r| can_apply(role, r)), "{mv}: {list:?}");
            assert!(list.len() > MIN_WRONG, "{mv}: {list:?}");
        }
    }

    #[test]
    fn a_reason_of_another_piece_is_never_offered() {
        let o: FeedbackOverride =
            serde_yaml::from_str("reason: horse-leg-blocked\ntext: {en: x}").unwrap();
        let list = choices(&pos(START), "b3b5".parse().unwrap(), &[o]).unwrap();
        assert!(!list.contains(&"horse-leg-blocked"), "{list:?}");
    }

    #[test]
    fn the_authors_expected_mistakes_come_first() {
        let o: FeedbackOverride =
            serde_yaml::from_str("reason: leaves-king-attacked\ntext: {en: x}\nmisconception: m")
                .unwrap();
        // Not in check: no list would offer it but for the author's key.
        let list = choices(&pos(START), "b1d2".parse().unwrap(), &[o]).unwrap();
        assert!(list.contains(&"leaves-king-attacked"), "{list:?}");
    }
}
