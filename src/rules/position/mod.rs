//! `Position`: a checked position under a rule set (validation by `Strictness`), play and
//! outcome, with the little game history the rules need (the last two plies' passes and
//! bikjang, as Fairy-Stockfish's `StateInfo` keeps them) and whether the side to move is in
//! check, kept with every change because the search asks at every node.

use std::fmt;

use super::attacks::{first_attacker, kings_facing};
use super::board::{Board, Setup};
use super::explain::IllegalReason;
use super::geometry::Square;
use super::movegen::MoveBuf;
use super::moves::Move;
use super::piece::{Color, Piece, Role};
use super::ruleset::RuleSet;
use super::tables::{TABLES, bit};

mod legal;

pub(crate) use legal::SafetyViolation;

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

    /// Whether the move `m` of the side to move may give check: `false` only when it certainly
    /// does not (it neither lands where its piece could attack the enemy king or screen or block
    /// a line to it, nor leaves a point on such a line or a horse's or elephant's path to it).
    /// The search skips late quiet moves with it, without making them to find out.
    pub(crate) fn may_give_check(&self, m: Move) -> bool {
        if m.is_pass() {
            return true;
        }
        let (Some(king), Some(p)) = (
            self.kings[self.turn.other().index()],
            self.board.get(m.from),
        ) else {
            return true;
        };
        let t = &*TABLES;
        t.check_to[king.index()][p.role as usize] & bit(m.to) != 0
            || t.check_from[king.index()] & bit(m.from) != 0
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
