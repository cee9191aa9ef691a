//! `Position`: a checked position under a rule set, with the little game history the rules
//! need (the last two plies' passes and bikjang, as Fairy-Stockfish keeps them).

use std::fmt;

use super::attacks::{first_attacker, kings_facing};
use super::board::{Board, Setup};
use super::explain::IllegalReason;
use super::geometry::Square;
use super::movegen::{MoveBuf, pseudo_moves};
use super::moves::Move;
use super::piece::{Color, Piece, Role};
use super::ruleset::RuleSet;
use super::tables::{TABLES, bit};

/// How strictly a setup is checked when it becomes a position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Strictness {
    /// Only positions that can occur in play: one king each in its palace, and so on.
    #[default]
    Strict,
    /// For drills: kings may be missing and piece counts are free. At most one king per side
    /// still, and kings and advisors inside a palace, since their moves are defined there.
    Relaxed,
}

/// Why a setup cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    KingMissing {
        color: Color,
    },
    TooManyKings {
        color: Color,
    },
    KingOutsidePalace {
        color: Color,
        square: Square,
    },
    AdvisorOutsidePalace {
        color: Color,
        square: Square,
    },
    TooMany {
        color: Color,
        role: Role,
        count: usize,
    },
    /// A soldier behind its starting rank: soldiers never move backward.
    SoldierBehind {
        color: Color,
        square: Square,
    },
    /// The side not to move is in check: the side to move could take the king.
    OppositeCheck {
        color: Color,
    },
}

impl PositionError {
    /// Stable id (`pos-<id>` in the translations).
    pub(crate) fn id(&self) -> &'static str {
        match self {
            PositionError::KingMissing { .. } => "king-missing",
            PositionError::TooManyKings { .. } => "too-many-kings",
            PositionError::KingOutsidePalace { .. } => "king-outside-palace",
            PositionError::AdvisorOutsidePalace { .. } => "advisor-outside-palace",
            PositionError::TooMany { .. } => "too-many",
            PositionError::SoldierBehind { .. } => "soldier-behind",
            PositionError::OppositeCheck { .. } => "opposite-check",
        }
    }

    /// The point the problem is about, when it is about one piece.
    pub(crate) fn square(&self) -> Option<Square> {
        match self {
            PositionError::KingOutsidePalace { square, .. }
            | PositionError::AdvisorOutsidePalace { square, .. }
            | PositionError::SoldierBehind { square, .. } => Some(*square),
            _ => None,
        }
    }
}

/// English fallback; user-facing text goes through the translations.
impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::KingMissing { color } => write!(f, "{color} has no king"),
            PositionError::TooManyKings { color } => write!(f, "{color} has more than one king"),
            PositionError::KingOutsidePalace { color, square } => {
                write!(f, "{color}'s king on {square} is outside its palace")
            }
            PositionError::AdvisorOutsidePalace { color, square } => {
                write!(f, "{color}'s advisor on {square} is outside its palace")
            }
            PositionError::TooMany { color, role, count } => write!(
                f,
                "{color} has {count} {}s, at most {}",
                role.id(),
                role.max_count()
            ),
            PositionError::SoldierBehind { color, square } => write!(
                f,
                "{color}'s soldier on {square} stands behind its starting rank"
            ),
            PositionError::OppositeCheck { color } => {
                write!(f, "{color} is in check but it is not {color}'s turn")
            }
        }
    }
}

/// All the reasons a setup was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvalidSetup(pub(crate) Vec<PositionError>);

impl fmt::Display for InvalidSetup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(|e| e.to_string()).collect();
        f.write_str(&parts.join("; "))
    }
}

impl std::error::Error for InvalidSetup {}

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// In check with no legal move.
    Checkmate,
    /// No legal move while not in check: the side to move loses.
    NoMoves,
    /// Both sides passed in a row.
    DoublePass,
    /// Bikjang kept over two plies (by passing while facing).
    Bikjang,
    /// Too many plies without a capture.
    MoveLimit,
}

impl std::str::FromStr for EndReason {
    type Err = super::UnknownId;

    fn from_str(s: &str) -> Result<EndReason, super::UnknownId> {
        super::parse_id(s, &EndReason::ALL, EndReason::id)
    }
}

impl EndReason {
    pub(crate) const ALL: [EndReason; 5] = [
        EndReason::Checkmate,
        EndReason::NoMoves,
        EndReason::DoublePass,
        EndReason::Bikjang,
        EndReason::MoveLimit,
    ];

    pub(crate) fn id(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::NoMoves => "no-moves",
            EndReason::DoublePass => "double-pass",
            EndReason::Bikjang => "bikjang",
            EndReason::MoveLimit => "move-limit",
        }
    }
}

/// The result of a finished game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// `None` for a draw.
    pub winner: Option<Color>,
    pub reason: EndReason,
    /// Material points when the result was decided by counting (Han's 1.5 bonus not included).
    pub(crate) counting: Option<Counting>,
}

/// Material points by Fairy-Stockfish's Janggi counting (chariot 13, cannon 7, horse 5,
/// elephant 3, advisor 3, soldier 2). Han gets 1.5 more, so there is never a tie.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Counting {
    pub(crate) cho: u32,
    pub(crate) han: u32,
}

impl Counting {
    pub(crate) fn of(board: &Board) -> Counting {
        let mut points = [0u32; 2];
        for (_, p) in board.pieces() {
            points[p.color.index()] += p.role.points();
        }
        Counting {
            cho: points[0],
            han: points[1],
        }
    }

    /// Han's total with the 1.5 bonus, in tenths (e.g. 725 for 72.5).
    pub(crate) fn han_tenths(self) -> u32 {
        self.han * 10 + 15
    }

    pub(crate) fn winner(self) -> Color {
        if self.cho * 10 > self.han_tenths() {
            Color::Cho
        } else {
            Color::Han
        }
    }
}

/// The history-dependent part of a position, as in Fairy-Stockfish's `StateInfo`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
struct History {
    /// Plies played since the position was set up.
    plies: u32,
    /// The ply that led here was a pass; and the one before it.
    pass: bool,
    prev_pass: bool,
    /// Kings faced each other (under a rule set with the bikjang rule) here; and one ply ago.
    bikjang: bool,
    prev_bikjang: bool,
}

/// A legal position under a rule set. Playing a move never changes a position in place
/// unless you ask for it (`play_unchecked`); `play` returns a new one.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    turn: Color,
    halfmoves: u32,
    fullmoves: u32,
    rules: RuleSet,
    kings: [Option<Square>; 2],
    history: History,
    /// The side to move is in check: kept with every change of the position, because the
    /// search asks at every node, two or three times (a pure function of the fields above).
    check: bool,
}

impl Position {
    /// The start position in the source text's default layout.
    pub fn start(rules: RuleSet) -> Position {
        Position::from_setup(Setup::start(), rules, Strictness::Strict).expect("start is legal")
    }

    /// Checks a setup and makes it a position. Kings already facing count as bikjang.
    pub fn from_setup(
        setup: Setup,
        rules: RuleSet,
        strictness: Strictness,
    ) -> Result<Position, InvalidSetup> {
        let mut errors = Vec::new();
        let mut kings = [None, None];
        for color in Color::ALL {
            for role in Role::ALL {
                let count = setup.board.count(Piece::new(color, role));
                if role == Role::King {
                    if count == 0 && strictness == Strictness::Strict {
                        errors.push(PositionError::KingMissing { color });
                    } else if count > 1 {
                        errors.push(PositionError::TooManyKings { color });
                    }
                } else if count > role.max_count() as usize && strictness == Strictness::Strict {
                    errors.push(PositionError::TooMany { color, role, count });
                }
            }
        }
        for (square, piece) in setup.board.pieces() {
            let color = piece.color;
            match piece.role {
                Role::King => {
                    kings[color.index()] = Some(square);
                    if !square.in_palace_of(color) {
                        errors.push(PositionError::KingOutsidePalace { color, square });
                    }
                }
                Role::Advisor if !square.in_palace_of(color) => {
                    errors.push(PositionError::AdvisorOutsidePalace { color, square });
                }
                Role::Soldier if strictness == Strictness::Strict => {
                    let behind = match color {
                        Color::Cho => square.rank() < 3,
                        Color::Han => square.rank() > 6,
                    };
                    if behind {
                        errors.push(PositionError::SoldierBehind { color, square });
                    }
                }
                _ => {}
            }
        }
        if !errors.is_empty() {
            return Err(InvalidSetup(errors));
        }
        let mut pos = Position {
            board: setup.board,
            turn: setup.turn,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
            rules,
            kings,
            history: History::default(),
            check: false,
        };
        pos.history.bikjang = pos.rules.bikjang_rule() && pos.kings_facing();
        pos.check = pos.attacker_of_king(pos.turn).is_some();
        if strictness == Strictness::Strict && pos.attacker_of_king(pos.turn.other()).is_some() {
            return Err(InvalidSetup(vec![PositionError::OppositeCheck {
                color: pos.turn.other(),
            }]));
        }
        Ok(pos)
    }

    /// Parses and checks a FEN in one step.
    pub fn from_fen(fen: &str, rules: RuleSet) -> Result<Position, super::SetupError> {
        let setup = Setup::from_fen(fen)?;
        Ok(Position::from_setup(setup, rules, Strictness::Strict)?)
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn turn(&self) -> Color {
        self.turn
    }

    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    pub(crate) fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    pub(crate) fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    pub fn king(&self, color: Color) -> Option<Square> {
        self.kings[color.index()]
    }

    /// The same position under other rules (history kept; the bikjang flag follows the rules).
    pub(crate) fn with_rules(&self, rules: RuleSet) -> Position {
        let mut p = self.clone();
        p.rules = rules;
        p.history.bikjang = rules.bikjang_rule() && p.kings_facing();
        p.history.prev_bikjang &= rules.bikjang_rule();
        // The soldiers' palace diagonals depend on the rules.
        p.check = p.attacker_of_king(p.turn).is_some();
        p
    }

    /// The unchecked setup, e.g. to write a FEN.
    pub(crate) fn to_setup(&self) -> Setup {
        Setup {
            board: self.board.clone(),
            turn: self.turn,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    pub fn fen(&self) -> String {
        self.to_setup().to_fen()
    }

    /// Plies played since the position was set up.
    #[cfg(test)]
    pub(crate) fn plies_played(&self) -> u32 {
        self.history.plies
    }

    /// Whether the ply that led here was a pass.
    pub(crate) fn last_move_was_pass(&self) -> bool {
        self.history.pass
    }

    /// The kings face each other on an open file (under any rule set).
    pub(crate) fn kings_facing(&self) -> bool {
        kings_facing(&self.board, self.kings[0], self.kings[1])
    }

    /// Bikjang in force: kings facing under a rule set where that must be answered.
    pub(crate) fn is_bikjang(&self) -> bool {
        self.history.bikjang
    }

    pub(crate) fn attacker_of_king(&self, color: Color) -> Option<Square> {
        let king = self.kings[color.index()]?;
        first_attacker(
            &self.board,
            king,
            color.other(),
            self.rules.soldier_palace_diagonals(),
        )
    }

    /// The side to move is in check.
    pub fn is_check(&self) -> bool {
        self.check
    }

    /// Every enemy piece that attacks the king of the side to move.
    pub(crate) fn checkers(&self) -> Vec<Square> {
        match self.kings[self.turn.index()] {
            Some(k) => self.attackers(k, self.turn.other()),
            None => Vec::new(),
        }
    }

    /// Every piece of `by` that could capture on `target` in one move (pins ignored).
    pub fn attackers(&self, target: Square, by: Color) -> Vec<Square> {
        let mut out = Vec::new();
        super::attacks::for_each_attacker(
            &self.board,
            target,
            by,
            self.rules.soldier_palace_diagonals(),
            |s, _| {
                out.push(s);
                false
            },
        );
        out
    }

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
    fn generate_legal(&self, buf: &mut MoveBuf) {
        buf.clear();
        pseudo_moves(
            &self.board,
            self.turn,
            self.rules.soldier_palace_diagonals(),
            buf,
        );
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
        pseudo_moves(
            &self.board,
            self.turn,
            self.rules.soldier_palace_diagonals(),
            buf,
        );
        buf.retain(|m| self.board.raw(m.to) != 0);
        self.retain_safe(buf, self.is_check());
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

    pub fn is_legal(&self, m: Move) -> bool {
        self.explain(m).is_ok()
    }

    /// Plays a legal move and returns the new position; an illegal move is refused with its
    /// reason and changes nothing.
    pub fn play(&self, m: Move) -> Result<Position, IllegalReason> {
        self.explain(m)?;
        let mut next = self.clone();
        next.play_unchecked(m);
        Ok(next)
    }

    /// Plays a move without checking it. For moves from `legal_moves` only.
    pub(crate) fn play_unchecked(&mut self, m: Move) {
        let captured = if m.is_pass() {
            0
        } else {
            let moving = self.board.raw(m.from);
            if Piece::from_code(moving).is_some_and(|p| p.role == Role::King) {
                self.kings[self.turn.index()] = Some(m.to);
            }
            let captured = self.board.move_piece(m.from, m.to);
            if self.kings[self.turn.other().index()] == Some(m.to) {
                self.kings[self.turn.other().index()] = None;
            }
            captured
        };
        // Saturating: a clock read from a FEN may start at u32::MAX; it must not wrap to 0.
        self.halfmoves = if captured != 0 {
            0
        } else {
            self.halfmoves.saturating_add(1)
        };
        if self.turn == Color::Han {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = self.turn.other();
        let h = &mut self.history;
        h.plies += 1;
        h.prev_pass = h.pass;
        h.pass = m.is_pass();
        h.prev_bikjang = h.bikjang;
        h.bikjang =
            self.rules.bikjang_rule() && kings_facing(&self.board, self.kings[0], self.kings[1]);
        self.check = self.attacker_of_king(self.turn).is_some();
    }

    /// Endings that do not depend on the legal moves: double pass, bikjang kept over two
    /// plies, the move limit. After these, no move is legal.
    pub fn ended_by_rule(&self) -> Option<Outcome> {
        self.ended_by_history()
            .or_else(|| self.move_limit_reached())
    }

    fn move_limit_reached(&self) -> Option<Outcome> {
        match self.rules.no_capture_draw_plies() {
            Some(limit) if self.halfmoves >= limit => Some(Outcome {
                winner: None,
                reason: EndReason::MoveLimit,
                counting: None,
            }),
            _ => None,
        }
    }

    /// Double pass and bikjang kept over two plies (Fairy-Stockfish's "immediate game end").
    fn ended_by_history(&self) -> Option<Outcome> {
        let h = &self.history;
        let reason = if h.plies > 0 && h.pass && h.prev_pass {
            Some(EndReason::DoublePass)
        } else if h.plies > 0 && h.bikjang && h.prev_bikjang && self.rules.bikjang_ends_game() {
            Some(EndReason::Bikjang)
        } else {
            None
        };
        if let Some(reason) = reason {
            if self.rules.material_counting() {
                let counting = Counting::of(&self.board);
                return Some(Outcome {
                    winner: Some(counting.winner()),
                    reason,
                    counting: Some(counting),
                });
            }
            return Some(Outcome {
                winner: None,
                reason,
                counting: None,
            });
        }
        None
    }

    /// The result, if the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.ended_by_history() {
            return Some(o);
        }
        // Checkmate takes precedence over the move limit.
        let mut buf = MoveBuf::new();
        self.generate_legal(&mut buf);
        if buf.is_empty() {
            return Some(Outcome {
                winner: Some(self.turn.other()),
                reason: if self.is_check() {
                    EndReason::Checkmate
                } else {
                    EndReason::NoMoves
                },
                counting: None,
            });
        }
        self.move_limit_reached()
    }

    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Material points of both sides (see [`Counting`]).
    pub(crate) fn counting(&self) -> Counting {
        Counting::of(&self.board)
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

    /// Every position after a move of the Fairy-Stockfish vectors, under every rule set.
    fn vector_positions() -> Vec<Position> {
        let mut out = Vec::new();
        for text in [
            include_str!("../../tests/data/fsf/janggi.vectors"),
            include_str!("../../tests/data/fsf/janggimodern.vectors"),
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
