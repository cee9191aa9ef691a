//! Legal moves: the pseudo-legal moves of `movegen` kept when they leave the own king safe and
//! answer bikjang (with a fast path for moves that cannot uncover the king), the pass,
//! `destinations(from)` (what a piece can reach: the one home for the lint, the checker and the
//! board), and the captures alone for the search's quiescence (`legal_captures_into`).

use super::Position;
use crate::rules::attacks::{first_attacker, kings_facing};
use crate::rules::geometry::Square;
use crate::rules::movegen::{MoveBuf, pseudo_moves};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Role};
use crate::rules::tables::{TABLES, bit};

impl Position {
    /// Whether a pass is legal here, given whether the side to move is in check.
    fn pass_legal(&self, in_check: bool) -> bool {
        self.rules.pass_allowed()
            && self.kings[self.turn.index()].is_some()
            && (self.history.bikjang || !in_check)
    }

    /// Points where a move could uncover the king on `k` (not in check): own pieces whose
    /// leaving may open a line to an enemy chariot or cannon or unblock a horse or elephant
    /// (`from` mask), and empty points where a piece would give an enemy cannon its screen
    /// (`to` mask). Conservative: a marked move is simply tested in full.
    fn exposure(&self, k: Square) -> (u128, u128) {
        let t = &*TABLES;
        let us = self.turn;
        let them = us.other();
        let board = &self.board;
        let mut from_mask = 0u128;
        let mut to_mask = 0u128;
        let slider = |code: u8| {
            Piece::from_code(code)
                .is_some_and(|p| p.color == them && matches!(p.role, Role::Chariot | Role::Cannon))
        };
        let mut scan = |points: &[Square]| {
            let mut seen: [(Square, u8); 3] = [(k, 0); 3];
            let mut n = 0;
            for &s in points {
                let c = board.raw(s);
                if c != 0 {
                    seen[n] = (s, c);
                    n += 1;
                    if n == 3 {
                        break;
                    }
                }
            }
            if n > 0 && seen[..n].iter().any(|&(_, c)| slider(c)) {
                for &(s, c) in &seen[..n.min(2)] {
                    if Piece::from_code(c).is_some_and(|p| p.color == us) {
                        from_mask |= bit(s);
                    }
                }
            }
            // An enemy cannon first on the line: a piece landing before it becomes its screen,
            // and a piece capturing it may become the screen of a second cannon behind it.
            if n > 0 && Piece::from_code(seen[0].1) == Some(Piece::new(them, Role::Cannon)) {
                for &s in points {
                    to_mask |= bit(s);
                    if s == seen[0].0 {
                        break;
                    }
                }
            }
        };
        for ray in &t.rays[k.index()] {
            scan(ray);
        }
        for ray in &t.palace_rays[k.index()] {
            scan(ray.squares());
        }
        let horse = Piece::new(them, Role::Horse).code();
        for h in &t.horse_to[k.index()] {
            if board.raw(h.other) == horse {
                from_mask |= bit(h.leg);
            }
        }
        let elephant = Piece::new(them, Role::Elephant).code();
        for e in &t.elephant_to[k.index()] {
            if board.raw(e.other) == elephant {
                from_mask |= bit(e.block1) | bit(e.block2);
            }
        }
        (from_mask, to_mask)
    }

    /// Tests a pseudo-legal, non-pass move for king safety and bikjang.
    /// Returns the square of an attacker if the king would be attacked.
    pub(crate) fn safety_violation(&self, m: Move) -> Option<SafetyViolation> {
        let mut board = self.board.clone();
        let moving = board.raw(m.from);
        board.move_piece(m.from, m.to);
        let us = self.turn;
        let mut kings = self.kings;
        if Piece::from_code(moving).is_some_and(|p| p.role == Role::King) {
            kings[us.index()] = Some(m.to);
        }
        if kings[us.other().index()] == Some(m.to) {
            kings[us.other().index()] = None;
        }
        if self.history.bikjang && kings_facing(&board, kings[0], kings[1]) {
            return Some(SafetyViolation::Bikjang);
        }
        let king = kings[us.index()]?;
        first_attacker(
            &board,
            king,
            us.other(),
            self.rules.soldier_palace_diagonals(),
        )
        .map(SafetyViolation::Attacked)
    }

    /// Legal moves, passes included. Empty once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut buf = MoveBuf::new();
        self.legal_moves_into(&mut buf);
        buf.as_slice().to_vec()
    }

    pub(crate) fn legal_moves_into(&self, buf: &mut MoveBuf) {
        buf.clear();
        if self.ended_by_rule().is_some() {
            return;
        }
        self.generate_legal(buf);
    }

    /// Legal moves by the movement rules alone, whether or not the game has ended.
    pub(super) fn generate_legal(&self, buf: &mut MoveBuf) {
        self.pseudo_moves_into(buf);
        let in_check = self.is_check();
        self.retain_safe(buf, in_check);
        if self.pass_legal(in_check)
            && let Some(k) = self.kings[self.turn.index()]
        {
            buf.push(Move::new(k, k));
        }
    }

    /// The legal captures only (no pass), for the search's quiescence: the quiet moves are
    /// dropped before their king safety is tested. Empty once the game is over.
    pub(crate) fn legal_captures_into(&self, buf: &mut MoveBuf) {
        buf.clear();
        if self.ended_by_rule().is_some() {
            return;
        }
        self.pseudo_moves_into(buf);
        buf.retain(|m| self.board.raw(m.to) != 0);
        self.retain_safe(buf, self.is_check());
    }

    /// The side to move's pseudo-legal moves (no pass), in `buf` cleared first.
    fn pseudo_moves_into(&self, buf: &mut MoveBuf) {
        buf.clear();
        pseudo_moves(
            &self.board,
            self.turn,
            self.rules.soldier_palace_diagonals(),
            buf,
        );
    }

    /// The side to move may pass, so it is never without a legal move (when not in check,
    /// the quiescence search needs only the captures then).
    pub(crate) fn may_pass(&self) -> bool {
        self.pass_legal(self.is_check())
    }

    /// Keeps the pseudo-legal moves in `buf` that leave the own king safe (and break no
    /// bikjang duty).
    fn retain_safe(&self, buf: &mut MoveBuf, in_check: bool) {
        // Fast path: when not in check and not in bikjang, only moves that touch the
        // points found by `exposure` can uncover the king; all others are legal.
        let us = self.turn;
        let exposure = match self.kings[us.index()] {
            Some(k) if !self.history.bikjang && !in_check => Some((k, self.exposure(k))),
            _ => None,
        };
        buf.retain(|m| {
            if let Some((k, (from_mask, to_mask))) = exposure
                && m.from != k
                && from_mask & bit(m.from) == 0
                && to_mask & bit(m.to) == 0
            {
                return true;
            }
            self.safety_violation(m).is_none()
        });
    }

    /// Legal moves of the piece on one square (a pass counts for the king's square).
    pub(crate) fn legal_moves_from(&self, from: Square) -> Vec<Move> {
        self.legal_moves()
            .into_iter()
            .filter(|m| m.from == from)
            .collect()
    }

    /// The points the piece on `from` can legally move to, sorted, a pass left out: what a
    /// learner marks in a `destinations` exercise and what the board lights up.
    pub(crate) fn destinations(&self, from: Square) -> Vec<Square> {
        let mut v: Vec<Square> = self
            .legal_moves_from(from)
            .into_iter()
            .filter(|m| !m.is_pass())
            .map(|m| m.to)
            .collect();
        v.sort();
        v.dedup();
        v
    }
}

/// What a pseudo-legal move would break.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum SafetyViolation {
    /// The kings would still face each other while bikjang must be answered.
    Bikjang,
    /// The own king would be attacked by the piece on this square.
    Attacked(Square),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;

    /// Every position after a move of the Fairy-Stockfish vectors, under every rule set.
    fn vector_positions() -> Vec<Position> {
        let mut out = Vec::new();
        for text in [
            include_str!("../../../tests/data/fsf/janggi.vectors"),
            include_str!("../../../tests/data/fsf/janggimodern.vectors"),
        ] {
            for line in text.lines().filter(|l| !l.starts_with('#')) {
                let Some(fen) = line.split('\t').nth(2) else {
                    continue;
                };
                for rules in RuleSet::ALL {
                    if let Ok(pos) = Position::from_fen(fen, rules) {
                        out.push(pos);
                    }
                }
            }
        }
        assert!(out.len() > 1000, "{} positions", out.len());
        out
    }

    /// The kept check flag is the attacker test itself, after a setup, after every legal move
    /// and under other rules.
    #[test]
    fn the_kept_check_flag_is_the_attacker_test() {
        let fresh = |p: &Position| p.attacker_of_king(p.turn).is_some();
        let mut checks = 0;
        for pos in vector_positions() {
            assert_eq!(pos.is_check(), fresh(&pos), "{}", pos.fen());
            checks += usize::from(pos.is_check());
            for rules in RuleSet::ALL {
                let other = pos.with_rules(rules);
                assert_eq!(other.is_check(), fresh(&other), "{} {rules:?}", pos.fen());
            }
            for m in pos.legal_moves() {
                let mut next = pos.clone();
                next.play_unchecked(m);
                assert_eq!(next.is_check(), fresh(&next), "{} {m:?}", pos.fen());
            }
        }
        assert!(checks > 100, "{checks} positions in check");
    }

    /// `board` with `turn` to move as play could reach it: a drill's setup may leave the side
    /// not to move in check, play never does.
    fn playable(
        board: crate::rules::board::Board,
        turn: crate::rules::piece::Color,
        rules: RuleSet,
    ) -> Option<Position> {
        let setup = crate::rules::board::Setup {
            board,
            turn,
            ..Default::default()
        };
        let pos = Position::from_setup(setup, rules, super::super::Strictness::Relaxed).ok()?;
        pos.attacker_of_king(turn.other()).is_none().then_some(pos)
    }

    /// Random crowded boards (a fixed seed): kings anywhere in their palaces, twenty pieces
    /// of the line and leaper roles anywhere, so that pieces stand on every path to a king,
    /// which real games seldom show.
    fn random_boards() -> Vec<Position> {
        use crate::rules::board::Board;
        use crate::rules::piece::Color;
        let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move |n: usize| {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) as usize % n
        };
        let roles = [
            Role::Elephant,
            Role::Horse,
            Role::Chariot,
            Role::Cannon,
            Role::Soldier,
        ];
        let mut out = Vec::new();
        for _ in 0..3000 {
            let mut board = Board::empty();
            for color in Color::ALL {
                let palace: Vec<Square> = Square::all().filter(|s| s.in_palace_of(color)).collect();
                board.set(palace[next(9)], Some(Piece::new(color, Role::King)));
            }
            for _ in 0..20 {
                let sq = Square::from_index(next(90)).unwrap();
                if board.get(sq).is_none() {
                    let color = Color::ALL[next(2)];
                    board.set(sq, Some(Piece::new(color, roles[next(roles.len())])));
                }
            }
            let turn = Color::ALL[next(2)];
            out.extend(playable(
                board,
                turn,
                RuleSet::ALL[next(RuleSet::ALL.len())],
            ));
        }
        assert!(out.len() > 1000, "{} boards", out.len());
        out
    }

    /// For every king point and every horse and elephant path to it: the attacker with a
    /// chariot of its side on the path, that side to move (uncovered checks, which neither
    /// real games nor random boards show often).
    fn path_blockers() -> Vec<Position> {
        use crate::rules::board::Board;
        use crate::rules::piece::Color;
        let t = &*TABLES;
        let mut out = Vec::new();
        for color in Color::ALL {
            let enemy = color.other();
            // The checked king on every point of its palace; the mover's king on the first
            // point of its own palace off that file (so the kings never face each other).
            for k in Square::all().filter(|s| s.in_palace_of(color)) {
                let paths = t.horse_to[k.index()]
                    .iter()
                    .map(|h| (Role::Horse, h.other, h.leg))
                    .chain(t.elephant_to[k.index()].iter().flat_map(|e| {
                        [
                            (Role::Elephant, e.other, e.block1),
                            (Role::Elephant, e.other, e.block2),
                        ]
                    }));
                for (role, from, block) in paths {
                    let mut board = Board::empty();
                    board.set(k, Some(Piece::new(color, Role::King)));
                    let own_king = Square::all()
                        .filter(|s| s.in_palace_of(enemy) && s.file() != k.file())
                        .find(|&s| s != from && s != block);
                    let Some(own_king) = own_king else { continue };
                    board.set(own_king, Some(Piece::new(enemy, Role::King)));
                    board.set(from, Some(Piece::new(enemy, role)));
                    board.set(block, Some(Piece::new(enemy, Role::Chariot)));
                    out.extend(playable(board, enemy, RuleSet::Janggi));
                }
            }
        }
        assert!(out.len() > 100, "{} boards", out.len());
        out
    }

    /// A move that `may_give_check` clears never gives check; and it clears most moves, or it
    /// would save the search nothing.
    #[test]
    fn a_move_cleared_of_check_gives_none() {
        let (mut moves, mut cleared) = (0, 0);
        for pos in vector_positions()
            .into_iter()
            .chain(random_boards())
            .chain(path_blockers())
        {
            for m in pos.legal_moves() {
                moves += 1;
                if !pos.may_give_check(m) {
                    cleared += 1;
                    let mut next = pos.clone();
                    next.play_unchecked(m);
                    assert!(!next.is_check(), "{} {m:?}", pos.fen());
                }
            }
        }
        assert!(cleared * 2 > moves, "{cleared} of {moves} moves cleared");
    }

    /// The quiescence's captures are the legal moves that capture, in the same order.
    #[test]
    fn legal_captures_are_the_legal_moves_that_capture() {
        let mut buf = MoveBuf::new();
        let mut captures = 0;
        for pos in vector_positions() {
            pos.legal_captures_into(&mut buf);
            let expected: Vec<Move> = pos
                .legal_moves()
                .into_iter()
                .filter(|m| !m.is_pass() && pos.board.get(m.to).is_some())
                .collect();
            assert_eq!(buf.as_slice(), expected.as_slice(), "{}", pos.fen());
            captures += expected.len();
        }
        assert!(captures > 1000, "{captures} captures");
    }
}
