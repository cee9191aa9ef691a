//! A game: a start position plus the moves played from it. The record is what Fairy-Stockfish's
//! *optional* endings need — repetition (with perpetual check losing), `janggimodern`'s Kakao
//! move-repetition rule, and the n-move rule — which a [`Position`] alone cannot answer.
//!
//! The logic is a port of `Position::is_optional_game_end` (pyffish 0.0.90 sdist,
//! `src/position.cpp` 2623–2720, as called by the Python API with `ply = 0`); see
//! `docs/FSF_NOTES.md` §6 and `docs/RULES.md`. These endings do not change the legal moves:
//! they are claims, reported by [`Game::optional_end`] next to [`Game::outcome`].

use super::explain::IllegalReason;
use super::geometry::Square;
use super::moves::Move;
use super::piece::{Color, Role};
use super::position::{Counting, Position};

/// Why a game may be ended by claim.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OptionalReason {
    /// The position (same pieces, same side to move) occurred for the `occurrences`-th time
    /// since the last capture (3rd; 4th in `janggi-modern`). Also used when *both* sides
    /// checked throughout the cycle, which Fairy-Stockfish scores like a plain repetition.
    Repetition { occurrences: u32 },
    /// The repetition came from `by` checking in every one of its positions of the cycle;
    /// `by` loses.
    PerpetualCheck { by: Color },
    /// `janggi-modern` (Kakao rule): `by` moved one piece back and forth five times in a row
    /// without check or capture; `by` loses.
    MoveRepetition { by: Color },
    /// `plies` plies without a capture (the limit is 100; 200 in `janggi-modern`).
    MoveLimit { plies: u32 },
}

impl OptionalReason {
    /// Stable id (also the suffix of the `end-<id>` message).
    pub(crate) fn id(self) -> &'static str {
        match self {
            OptionalReason::Repetition { .. } => "repetition",
            OptionalReason::PerpetualCheck { .. } => "perpetual-check",
            OptionalReason::MoveRepetition { .. } => "move-repetition",
            OptionalReason::MoveLimit { .. } => "move-limit",
        }
    }
}

/// A result a player may claim now, with Fairy-Stockfish's value for it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OptionalEnd {
    /// `None` for a draw.
    pub winner: Option<Color>,
    pub reason: OptionalReason,
    /// Material points when the result was decided by counting (`janggi`, `janggi-modern`).
    pub(crate) counting: Option<Counting>,
}

/// A value from the side to move's point of view, as Fairy-Stockfish returns it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Value {
    Win,
    Loss,
    Draw,
}

/// One ply of the record: the move and whether it captured (`StateInfo::capturedPiece`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Ply {
    mv: Move,
    captured: bool,
}

/// A start position and the legal moves played from it, with every position reached.
/// The start is the root of the record, like a FEN given to Fairy-Stockfish: earlier history
/// (if the position was itself reached by play) takes no part in repetition.
#[derive(Clone, Debug)]
pub struct Game {
    /// `positions[k]` is the position after `k` plies; never empty.
    positions: Vec<Position>,
    plies: Vec<Ply>,
    /// `checks[k]`: the side to move in `positions[k]` is in check (`StateInfo::checkersBB`).
    checks: Vec<bool>,
}

/// Fairy-Stockfish's `MOVE_NONE` (the root's "last move") has from and to square 0, i.e. `a1`.
/// The move-repetition branch compares against it, so the root behaves as if reached by a move
/// to `a1`; kept for bit-exact results.
const MOVE_NONE_SQUARE: Square = match Square::new(0, 0) {
    Some(s) => s,
    None => panic!("a1 is on the board"),
};

impl Game {
    pub fn new(start: Position) -> Game {
        let check = start.is_check();
        Game {
            positions: vec![start],
            plies: Vec::new(),
            checks: vec![check],
        }
    }

    /// Plays `moves` in order from `start`. On an illegal move, returns its index and reason.
    pub fn from_moves(
        start: Position,
        moves: impl IntoIterator<Item = Move>,
    ) -> Result<Game, (usize, IllegalReason)> {
        let mut game = Game::new(start);
        for (i, m) in moves.into_iter().enumerate() {
            game.play(m).map_err(|r| (i, r))?;
        }
        Ok(game)
    }

    /// Plays a legal move; an illegal one is refused with its reason and changes nothing.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalReason> {
        let before = self.position();
        let next = before.play(m)?;
        let captured = !m.is_pass() && before.board().get(m.to).is_some();
        self.checks.push(next.is_check());
        self.positions.push(next);
        self.plies.push(Ply { mv: m, captured });
        Ok(())
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game always has its start")
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The moves played from the start, in order.
    pub fn moves(&self) -> Vec<Move> {
        self.plies.iter().map(|p| p.mv).collect()
    }

    /// Every position of the game, the start first and the current one last.
    pub(crate) fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The game's result if it is over by the position's own rules (checkmate, double pass,
    /// bikjang, `basic`'s move limit). Optional endings are not included: see
    /// [`Game::optional_end`].
    pub(crate) fn outcome(&self) -> Option<super::Outcome> {
        self.position().outcome()
    }

    /// The result a player may claim now by Fairy-Stockfish's optional game-end rules, if any
    /// (`is_optional_game_end`). Always `None` under `basic`. Checked in Fairy-Stockfish's
    /// order: the n-move rule first, then repetition.
    pub fn optional_end(&self) -> Option<OptionalEnd> {
        let pos = self.position();
        let rules = pos.rules();
        let claims = rules.claims()?;
        let counting = rules.material_counting();
        let n = self.plies.len();
        let rule50 = pos.halfmoves();

        // n-move rule: `rule50 > 2 * nMoveRule - 1`, unless checkmated. `legal_moves` is also
        // empty after an immediate end, as Fairy-Stockfish's `MoveList<LEGAL>` is.
        if rule50 >= claims.n_move_plies && (!self.checks[n] || !pos.legal_moves().is_empty()) {
            let value = if counting {
                self.counting_value()
            } else {
                Value::Draw
            };
            return Some(self.end(value, OptionalReason::MoveLimit { plies: rule50 }, counting));
        }

        // n-fold repetition, looking back over the plies since the last capture (and no
        // further than the start). Below, `k` in check(k)/same_key(k, n) is the state after k plies;
        // Fairy-Stockfish's `st` is state n and `stp` walks back two plies per step.
        let end = (rule50 as usize).min(n);
        if end < 4 {
            return None;
        }
        let check = |k: usize| self.checks[k];
        let mut perpetual_them = check(n) && check(n - 2);
        let mut perpetual_us = check(n - 1) && check(n - 3);

        // Kakao rule state: 2 = the last mover's previous move was the exact reverse of its
        // last one, 1 = it was a pass; counts up to 4 alternations, then one more move must
        // have brought the piece there without a capture.
        let last = self.plies[n - 1].mv;
        let mut move_repetition: u8 = if claims.move_repetition
            && !last.is_pass()
            && !check(n - 1)
            && !check(n - 3)
            && self.can_enter_enemy_palace(last.to)
        {
            if self.is_reverse_of(n - 2, last) {
                2
            } else if self.plies[n - 3].mv.is_pass() {
                1
            } else {
                0
            }
        } else {
            0
        };

        let mut count = 0;
        let mut i = 4;
        while i <= end {
            // `stp` is state s = n - i + 2 here; it moves to n - i below.
            let s = n + 2 - i;
            if move_repetition > 0 {
                if i < end && check(n - i - 1) {
                    move_repetition = 0;
                } else if move_repetition < 4 {
                    let reference = if move_repetition == 1 { n } else { s };
                    if self.is_reverse_of(n - i, self.plies[reference - 1].mv) {
                        move_repetition += 1;
                    } else {
                        move_repetition = 0;
                    }
                } else if !self.captured_into(n - i)
                    && self.plies[s - 1].mv.from == self.to_sq(n - i)
                {
                    let loser = pos.turn().other();
                    return Some(self.end(
                        Value::Win,
                        OptionalReason::MoveRepetition { by: loser },
                        false,
                    ));
                } else {
                    move_repetition = 0;
                }
            }
            perpetual_them &= check(n - i);
            if self.same_key(n - i, n) {
                count += 1;
                if count + 1 >= claims.n_fold {
                    let perpetual = (perpetual_them, perpetual_us);
                    let (value, reason) = match perpetual {
                        (true, false) if rules.perpetual_check_loses() => (
                            Value::Win,
                            OptionalReason::PerpetualCheck {
                                by: pos.turn().other(),
                            },
                        ),
                        (false, true) if rules.perpetual_check_loses() => (
                            Value::Loss,
                            OptionalReason::PerpetualCheck { by: pos.turn() },
                        ),
                        _ => (
                            Value::Draw,
                            OptionalReason::Repetition {
                                occurrences: count + 1,
                            },
                        ),
                    };
                    // A drawn repetition becomes a counting result where counting applies.
                    if value == Value::Draw && counting {
                        return Some(self.end(self.counting_value(), reason, true));
                    }
                    return Some(self.end(value, reason, false));
                }
            }
            if i < end {
                perpetual_us &= check(n - i - 1);
            }
            i += 2;
        }
        None
    }

    /// Fairy-Stockfish's repetition key: the pieces on the board and the side to move.
    fn same_key(&self, a: usize, b: usize) -> bool {
        let (p, q) = (&self.positions[a], &self.positions[b]);
        p.turn() == q.turn() && p.board() == q.board()
    }

    /// `state(k).move == reverse_move(m)`: the move into state `k` went exactly back along `m`.
    /// Passes (and the root's `MOVE_NONE`) never match: Fairy-Stockfish types them differently.
    fn is_reverse_of(&self, k: usize, m: Move) -> bool {
        !m.is_pass() && k > 0 && self.plies[k - 1].mv == Move::new(m.to, m.from)
    }

    /// `to_sq(state(k).move)`, with the root's `MOVE_NONE` on `a1`.
    fn to_sq(&self, k: usize) -> Square {
        if k == 0 {
            MOVE_NONE_SQUARE
        } else {
            self.plies[k - 1].mv.to
        }
    }

    fn captured_into(&self, k: usize) -> bool {
        k > 0 && self.plies[k - 1].captured
    }

    /// Whether the piece on `sq` (moved there by the side not to move) may stand in the other
    /// side's palace: `board_bb(~us, type) & board_bb(us, KING)`. Only king and advisor, which
    /// are confined to their own palace, may not, so their shuffles are exempt.
    fn can_enter_enemy_palace(&self, sq: Square) -> bool {
        self.position()
            .board()
            .get(sq)
            .is_some_and(|p| !matches!(p.role, Role::King | Role::Advisor))
    }

    fn counting_value(&self) -> Value {
        let pos = self.position();
        if pos.counting().winner() == pos.turn() {
            Value::Win
        } else {
            Value::Loss
        }
    }

    fn end(&self, value: Value, reason: OptionalReason, counted: bool) -> OptionalEnd {
        let pos = self.position();
        OptionalEnd {
            winner: match value {
                Value::Win => Some(pos.turn()),
                Value::Loss => Some(pos.turn().other()),
                Value::Draw => None,
            },
            reason,
            counting: counted.then(|| pos.counting()),
        }
    }
}

impl From<Position> for Game {
    fn from(start: Position) -> Game {
        Game::new(start)
    }
}

#[cfg(test)]
mod tests {
    //! Expected values are pyffish 0.0.90's `is_optional_game_end` for the same FEN and moves
    //! (probed once; the per-record comparison is in `tests/it/fsf_vectors.rs`).

    use super::*;
    use crate::rules::{RuleSet, START_FEN, Setup, Strictness};

    fn game(rules: RuleSet, fen: &str, moves: &str) -> Game {
        let setup = Setup::from_fen(fen).unwrap();
        let start = Position::from_setup(setup, rules, Strictness::Relaxed).unwrap();
        Game::from_moves(start, moves.split_whitespace().map(|m| m.parse().unwrap()))
            .unwrap_or_else(|(i, r)| panic!("move {i} of {moves}: {r}"))
    }

    /// Plies after which an optional end exists, with 'W'/'L'/'D' from the side to move's view
    /// (Fairy-Stockfish's +32000 / -32000 / 0).
    fn ends(rules: RuleSet, fen: &str, moves: &str) -> Vec<(usize, char)> {
        let all: Vec<&str> = moves.split_whitespace().collect();
        (0..=all.len())
            .filter_map(|k| {
                let g = game(rules, fen, &all[..k].join(" "));
                let turn = g.position().turn();
                g.optional_end().map(|o| match o.winner {
                    None => (k, 'D'),
                    Some(c) if c == turn => (k, 'W'),
                    Some(_) => (k, 'L'),
                })
            })
            .collect()
    }

    fn fen_with_clock(halfmoves: u32) -> String {
        START_FEN.replace(" 0 1", &format!(" {halfmoves} 1"))
    }

    const HORSES: &str = "b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1 c8b10 \
                          b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1 c8b10";

    #[test]
    fn threefold_repetition_by_shuffling_horses() {
        // The start position recurs after plies 4 and 8: the 8th ply brings the third occurrence.
        let alternating: Vec<(usize, char)> = (8..=16)
            .map(|k| (k, if k % 2 == 0 { 'L' } else { 'W' }))
            .collect();
        // janggi: counting decides the repetition; equal material, so Han (+1.5) wins.
        assert_eq!(ends(RuleSet::Janggi, START_FEN, HORSES), alternating);
        let draws: Vec<(usize, char)> = (8..=16).map(|k| (k, 'D')).collect();
        assert_eq!(ends(RuleSet::JanggiTraditional, START_FEN, HORSES), draws);
        assert_eq!(ends(RuleSet::JanggiCasual, START_FEN, HORSES), draws);
        // janggi-modern needs a 4th occurrence, but its Kakao rule ends it first: Cho's 5th
        // back-and-forth horse move (ply 9) loses.
        let kakao: Vec<(usize, char)> = (9..=16).map(|k| (k, 'W')).collect();
        assert_eq!(ends(RuleSet::JanggiModern, START_FEN, HORSES), kakao);

        let eight: Vec<&str> = HORSES.split_whitespace().take(8).collect();
        let g = game(RuleSet::Janggi, START_FEN, &eight.join(" "));
        let end = g.optional_end().unwrap();
        assert_eq!(end.reason, OptionalReason::Repetition { occurrences: 3 });
        assert_eq!(end.winner, Some(Color::Han));
        assert_eq!(end.counting, Some(g.position().counting()));
        // Optional ends are claims: the game goes on.
        assert_eq!(g.outcome(), None);
        assert!(!g.position().legal_moves().is_empty());

        let nine: Vec<&str> = HORSES.split_whitespace().take(9).collect();
        let g = game(RuleSet::JanggiModern, START_FEN, &nine.join(" "));
        assert_eq!(
            g.optional_end(),
            Some(OptionalEnd {
                winner: Some(Color::Han),
                reason: OptionalReason::MoveRepetition { by: Color::Cho },
                counting: None,
            })
        );
    }

    #[test]
    fn perpetual_check_loses() {
        // Cho's chariot checks on every move; the third occurrence (ply 9) is Han's win in all
        // four variants, even where repetition is otherwise decided by counting (Cho has more).
        let fen = "3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1";
        let moves = "a1a10 d10d9 a10a9 d9d10 a9a10 d10d9 a10a9 d9d10 a9a10";
        for rules in [
            RuleSet::Janggi,
            RuleSet::JanggiTraditional,
            RuleSet::JanggiModern,
            RuleSet::JanggiCasual,
        ] {
            assert_eq!(ends(rules, fen, moves), vec![(9, 'W')], "{rules}");
            let end = game(rules, fen, moves).optional_end().unwrap();
            assert_eq!(end.winner, Some(Color::Han));
            assert_eq!(end.counting, None);
            // janggi-modern's Kakao rule catches the chariot's shuffle before its 4-fold rule.
            let expected = if rules == RuleSet::JanggiModern {
                OptionalReason::MoveRepetition { by: Color::Cho }
            } else {
                OptionalReason::PerpetualCheck { by: Color::Cho }
            };
            assert_eq!(end.reason, expected, "{rules}");
        }
    }

    #[test]
    fn move_limit_with_counting() {
        let j = RuleSet::Janggi;
        let m = RuleSet::JanggiModern;
        let t = RuleSet::JanggiTraditional;
        // 100 plies without a capture: counting in janggi (equal material: Han wins), a draw
        // where there is no counting; janggi-modern waits for 200.
        let at99 = fen_with_clock(99);
        assert_eq!(ends(j, &at99, "b1c3"), vec![(1, 'W')]);
        assert_eq!(ends(t, &at99, "b1c3"), vec![(1, 'D')]);
        assert_eq!(ends(RuleSet::JanggiCasual, &at99, "b1c3"), vec![(1, 'D')]);
        assert_eq!(ends(m, &at99, "b1c3"), vec![]);
        let at199 = fen_with_clock(199);
        assert_eq!(ends(j, &at199, "b1c3"), vec![(0, 'L'), (1, 'W')]);
        assert_eq!(ends(m, &at199, "b1c3"), vec![(1, 'W')]);
        let g = game(j, &at99, "b1c3");
        let end = g.optional_end().unwrap();
        assert_eq!(end.reason, OptionalReason::MoveLimit { plies: 100 });
        assert_eq!(end.winner, Some(Color::Han));
        assert_eq!(end.counting, Some(Counting { cho: 72, han: 72 }));

        // Han without a chariot: counting gives Cho the game.
        let short = "1nba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 99 1";
        assert_eq!(ends(j, short, "b1c3"), vec![(1, 'L')]);
        assert_eq!(
            game(j, short, "b1c3").optional_end().unwrap().winner,
            Some(Color::Cho)
        );
        // Not when checkmated; in check but able to move, yes.
        let mate = "3k5/1R7/9/9/9/9/9/9/4K4/R8 w - - 99 1";
        assert_eq!(ends(j, mate, "a1a10"), vec![]);
        let check = "3k5/9/9/9/9/9/9/9/4K4/R8 w - - 99 1";
        assert_eq!(ends(j, check, "a1a10"), vec![(1, 'L')]);
        // A capture resets the count; a quiet move does not.
        let soldier = "3k5/9/9/p8/9/9/9/9/4K4/R8 w - - 99 1";
        assert_eq!(ends(j, soldier, "a1a7"), vec![]);
        assert_eq!(ends(j, soldier, "a1a2"), vec![(1, 'L')]);
    }

    #[test]
    fn kakao_rule_pass_stands_in_for_a_reverse_move() {
        // Cho's chariot: arrives on a2, then a2-a3, a3-a2, a2-a3, a pass, a3-a2: the pass takes
        // the place of one reverse move. With a soldier move instead of the pass: no end.
        let with_pass = "a1a2 c7c6 a2a3 g7g6 a3a2 i7i6 a2a3 c6c5 e2e2 g6g5 a3a2 i6i5 a2a3";
        let without = "a1a2 c7c6 a2a3 g7g6 a3a2 i7i6 a2a3 c6c5 i4i5 g6g5 a3a2 i6i5 a2a3";
        assert_eq!(
            ends(RuleSet::JanggiModern, START_FEN, with_pass),
            vec![(11, 'W')]
        );
        assert_eq!(ends(RuleSet::JanggiModern, START_FEN, without), vec![]);
        assert_eq!(ends(RuleSet::Janggi, START_FEN, with_pass), vec![]);
    }

    #[test]
    fn king_and_advisor_shuffles_are_exempt_from_the_kakao_rule() {
        // They cannot enter the enemy palace: only the 4-fold repetition (counting) applies.
        for moves in [
            "e2e1 e9e10 e1e2 e10e9 e2e1 e9e10 e1e2 e10e9 e2e1 e9e10 e1e2 e10e9",
            "d1d2 d10d9 d2d1 d9d10 d1d2 d10d9 d2d1 d9d10 d1d2 d10d9 d2d1 d9d10",
        ] {
            assert_eq!(
                ends(RuleSet::JanggiModern, START_FEN, moves),
                vec![(12, 'L')]
            );
            let end = game(RuleSet::JanggiModern, START_FEN, moves)
                .optional_end()
                .unwrap();
            assert_eq!(end.reason, OptionalReason::Repetition { occurrences: 4 });
        }
    }

    #[test]
    fn start_counts_as_reached_by_a_move_to_a1() {
        // Fairy-Stockfish quirk: the root's MOVE_NONE has destination a1, so a Han chariot
        // shuffling a1-b1 from the start completes the Kakao pattern one move early (ply 8);
        // the same shuffle on b1-c1 does not.
        let a1 = "9/3k5/9/9/9/9/9/9/4K4/r6N1 w - - 0 1";
        let a1_moves = "h1g3 a1b1 g3h1 b1a1 h1g3 a1b1 g3h1 b1a1 h1g3 a1b1";
        let b1 = "9/3k5/9/9/9/9/9/9/4K4/1r5N1 w - - 0 1";
        let b1_moves = "h1g3 b1c1 g3h1 c1b1 h1g3 b1c1 g3h1 c1b1 h1g3 b1c1";
        let modern = RuleSet::JanggiModern;
        assert_eq!(
            ends(modern, a1, a1_moves),
            vec![(8, 'W'), (9, 'W'), (10, 'W')]
        );
        assert_eq!(ends(modern, b1, b1_moves), vec![(9, 'W'), (10, 'W')]);
        // janggi: plain threefold repetition from ply 8, counting (Han's chariot wins).
        let expected = vec![(8, 'L'), (9, 'W'), (10, 'L')];
        assert_eq!(ends(RuleSet::Janggi, a1, a1_moves), expected);
        assert_eq!(ends(RuleSet::Janggi, b1, b1_moves), expected);
    }

    #[test]
    fn checks_only_part_of_the_cycle_are_no_perpetual() {
        // An 8-ply cycle: Cho's chariot checks twice (a10, a9), then steps away twice. The last
        // two Han positions are in check, the earlier ones of the cycle are not: a plain
        // repetition, which counting gives to Cho (chariot against advisor).
        let fen = "3k5/9/5a3/9/9/9/9/9/4K4/R8 w - - 0 1";
        let cycle = "a1a10 d10d9 a10a9 d9d10 a9a2 f8f9 a2a1 f9f8";
        let moves = [cycle; 3].join(" ");
        let counted: Vec<(usize, char)> = (16..=24)
            .map(|k| (k, if k % 2 == 0 { 'W' } else { 'L' }))
            .collect();
        assert_eq!(ends(RuleSet::Janggi, fen, &moves), counted);
        let draws: Vec<(usize, char)> = (16..=24).map(|k| (k, 'D')).collect();
        assert_eq!(ends(RuleSet::JanggiCasual, fen, &moves), draws);
        assert_eq!(ends(RuleSet::JanggiModern, fen, &moves), vec![(24, 'W')]);
    }

    #[test]
    fn kakao_rule_needs_no_check_before_the_shuttle_moves() {
        // Cho's horse: f3-g1, g1-h3, h3-g1 (blocking the chariot's check on rank 1), g1-h3,
        // h3-g1. Being in check before the third-last move breaks the pattern.
        let fen = "3k5/9/9/9/9/8r/9/5N3/9/4K4 w - - 0 1";
        let moves = "f3g1 d10d9 g1h3 i5i1 h3g1 i1i5 g1h3 d9d10 h3g1";
        assert_eq!(ends(RuleSet::JanggiModern, fen, moves), vec![]);
        // The same with the check before the second-last move (h3-g1 blocks it).
        let fen = "3k5/9/9/9/9/8r/9/9/5N3/4K4 w - - 0 1";
        let moves = "f2h3 d10d9 h3g1 d9d10 g1h3 i5i1 h3g1 i1i5 g1h3";
        assert_eq!(ends(RuleSet::JanggiModern, fen, moves), vec![]);
        // janggi has no Kakao rule but sees the third occurrence (Han's chariot counts more).
        assert_eq!(ends(RuleSet::Janggi, fen, moves), vec![(9, 'W')]);
        // And with the check just before the last move (h3-g1 blocks it).
        let fen = "3k5/9/9/9/9/8r/9/5N3/9/4K4 w - - 0 1";
        let moves = "f3g1 d10d9 g1h3 d9d10 h3g1 d10d9 g1h3 i5i1 h3g1";
        assert_eq!(ends(RuleSet::JanggiModern, fen, moves), vec![]);
    }

    #[test]
    fn kakao_rule_needs_a_quiet_arrival_within_the_window() {
        // Cho's horse: f3-g1, then g1-h3, h3-g1, g1-h3, h3-g1: the Kakao rule at ply 9 ...
        let quiet = "3k5/9/9/9/9/8r/9/5N3/9/4K4 w - - 0 1";
        let moves = "f3g1 d10d9 g1h3 d9d10 h3g1 d10d9 g1h3 d9d10 h3g1";
        assert_eq!(ends(RuleSet::JanggiModern, quiet, moves), vec![(9, 'W')]);
        // ... but not when f3-g1 captured (only the threefold repetition is left, in janggi).
        let capture = "3k5/9/9/9/9/8r/9/5N3/9/4K1p2 w - - 0 1";
        assert_eq!(ends(RuleSet::JanggiModern, capture, moves), vec![]);
        assert_eq!(ends(RuleSet::Janggi, capture, moves), vec![(9, 'W')]);
        // The pattern with a pass needs six moves, so the look-back must reach ply 1: a capture
        // by Han at ply 2 cuts it off, a quiet move there does not.
        let fen = "3k3r1/9/9/9/9/7P1/9/9/4K4/R8 w - - 0 1";
        let cut = "a1a2 h10h5 a2a3 d10d9 a3a2 d9d10 a2a3 d10d9 e2e2 d9d10 a3a2";
        let uncut = "a1a2 h10h9 a2a3 d10d9 a3a2 d9d10 a2a3 d10d9 e2e2 d9d10 a3a2";
        assert_eq!(ends(RuleSet::JanggiModern, fen, cut), vec![]);
        assert_eq!(ends(RuleSet::JanggiModern, fen, uncut), vec![(11, 'W')]);
    }

    #[test]
    fn basic_rules_have_no_optional_ends() {
        // Its 120-ply draw is an immediate end of the position instead.
        let g = game(RuleSet::Basic, START_FEN, HORSES);
        assert_eq!(g.optional_end(), None);
        let g = game(RuleSet::Basic, &fen_with_clock(119), "b1c3");
        assert_eq!(g.optional_end(), None);
        assert!(g.outcome().is_some());
    }

    #[test]
    fn illegal_move_changes_nothing() {
        let mut g = game(RuleSet::Janggi, START_FEN, "b1c3");
        let before = (g.moves(), g.position().clone(), g.positions().len());
        let err = g.play("b1c3".parse().unwrap()).unwrap_err();
        assert_eq!(err.id(), "no-piece");
        assert_eq!(
            (g.moves(), g.position().clone(), g.positions().len()),
            before
        );
        assert_eq!(g.start(), &Position::start(RuleSet::Janggi));
        assert!(g.play("b10c8".parse().unwrap()).is_ok());
        assert_eq!(g.moves().len(), 2);
    }
}
