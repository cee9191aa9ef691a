//! Checking an engine-checkable `Statement` against a position: whether it holds, and the
//! engine's evidence (the legal moves, the reason a move is illegal, the attackers, ...).
//! Shared by `claim` exercises, `choice` options and the FAQ.

use std::fmt;

use super::lines::LineId;
use super::model::Statement;
use crate::i18n::Message;
use crate::rules::cannon::cannon_lines;
use crate::rules::game::{Game, OptionalEnd};
use crate::rules::{Color, EndReason, IllegalReason, Move, Outcome, Piece, Position, Role, Square};
use crate::search::exchange::{self, Won};

/// What the engine saw when it checked a statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Evidence {
    /// The move is legal.
    Legal(Move),
    /// The move is illegal, for this reason.
    Illegal(Move, IllegalReason),
    /// The legal destinations of the piece on a point, sorted.
    Destinations(Square, Vec<Square>),
    /// Whether a side is in check, and by which pieces.
    Check {
        side: Color,
        attackers: Vec<Square>,
    },
    /// Whether the kings face each other, and whether bikjang is in force under these rules.
    Bikjang {
        facing: bool,
        in_force: bool,
    },
    ToMove(Color),
    Outcome(Option<Outcome>),
    /// Every legal soldier move (the piece standing after each is still a soldier: there
    /// is no promotion).
    SoldierMoves(Vec<Move>),
    /// Whether a pass is legal, and if not why.
    Pass(Result<(), IllegalReason>),
    /// What stands on a point.
    PieceOn(Square, Option<Piece>),
    /// A cannon line and the points its cannon reaches along it (`None`: no cannon there).
    Line(LineId, Option<Vec<Square>>),
    /// The end a player may claim now, if any.
    OptionalEnd(Option<OptionalEnd>),
    /// The best capture that wins the piece on a point, if any (the exchange search).
    Hanging(Square, Option<Won>),
    /// What a legal move wins (positive) or loses (negative), in counting points.
    Material(Move, i32),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub(crate) holds: bool,
    pub(crate) evidence: Evidence,
}

/// A statement that cannot be checked because a value in it is malformed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum StatementError {
    Move(String),
    Square(String),
    Side(String),
    /// Not a known reason id (see `IllegalReason::IDS`).
    Reason(String),
    /// `winner` is not cho, han or draw, or `reason` is not an end reason id.
    Result(String),
    /// `piece` is not a FEN piece letter or `none`.
    Piece(String),
    /// `line` is not `<point>:<direction>`.
    Line(String),
    /// An `optional-end` value: `result` is not counting or draw, or `reason` is not an
    /// optional end's reason id.
    OptionalEnd(String),
}

impl fmt::Display for StatementError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StatementError::Move(m) => write!(f, "'{m}' is not a move like b1c3"),
            StatementError::Square(s) => write!(f, "'{s}' is not a point a1..i10"),
            StatementError::Side(s) => write!(f, "'{s}' is not cho or han"),
            StatementError::Reason(r) => write!(f, "'{r}' is not a reason id"),
            StatementError::Line(l) => write!(f, "'{l}' is not a cannon line like b3:up"),
            StatementError::Piece(p) => write!(
                f,
                "'{p}' is not a piece letter (K, a, b, n, r, c, p) or none"
            ),
            StatementError::Result(r) => {
                write!(f, "'{r}' is not a result (cho, han, draw) or end reason")
            }
            StatementError::OptionalEnd(v) => write!(
                f,
                "'{v}' is not counting or draw, nor move-limit, repetition, perpetual-check or move-repetition"
            ),
        }
    }
}

impl std::error::Error for StatementError {}

impl StatementError {
    /// The problem as the lint and the checker word it (the lint adds the place).
    pub(crate) fn message(&self) -> Message {
        match self {
            StatementError::Move(m) => Message::new("lint-bad-move").arg("move", m.clone()),
            StatementError::Square(s) => Message::new("lint-bad-square").arg("square", s.clone()),
            StatementError::Side(s) => Message::new("lint-bad-side").arg("side", s.clone()),
            StatementError::Piece(p) => Message::new("lint-bad-piece").arg("piece", p.clone()),
            StatementError::Line(l) => Message::new("lint-bad-line").arg("line", l.clone()),
            StatementError::Reason(r) => {
                Message::new("lint-unknown-reason").arg("reason", r.clone())
            }
            StatementError::Result(r) => Message::new("lint-bad-result").arg("value", r.clone()),
            StatementError::OptionalEnd(v) => {
                Message::new("lint-bad-optional-end").arg("value", v.clone())
            }
        }
    }

    /// The statement's field the problem is in.
    pub(crate) fn field(&self, statement: &Statement) -> &'static str {
        match (self, statement) {
            (StatementError::Move(_), _) => "move",
            (StatementError::Square(s), Statement::Destinations { square, .. }) if square == s => {
                "square"
            }
            (StatementError::Square(_), Statement::Destinations { .. }) => "points",
            (StatementError::Square(_), _) => "square",
            (StatementError::Side(_), _) => "side",
            (StatementError::Piece(_), _) => "piece",
            (StatementError::Line(_), _) => "line",
            (StatementError::Reason(_), _) => "reason",
            (StatementError::Result(r), Statement::GameOver { winner, .. }) if winner == r => {
                "winner"
            }
            (StatementError::Result(_), _) => "reason",
            (StatementError::OptionalEnd(v), Statement::OptionalEnd { result, .. })
                if v == result =>
            {
                "result"
            }
            (StatementError::OptionalEnd(_), _) => "reason",
        }
    }
}

pub(crate) fn parse_side(s: &str) -> Result<Color, StatementError> {
    s.parse().map_err(|_| StatementError::Side(s.to_string()))
}

fn parse_move(s: &str) -> Result<Move, StatementError> {
    s.parse().map_err(|_| StatementError::Move(s.to_string()))
}

fn parse_square(s: &str) -> Result<Square, StatementError> {
    s.parse().map_err(|_| StatementError::Square(s.to_string()))
}

/// Checks that every value in a statement is well-formed, without a position.
pub(crate) fn validate(statement: &Statement) -> Result<(), StatementError> {
    match statement {
        Statement::Legal { mv } => parse_move(mv).map(|_| ()),
        Statement::Illegal { mv, reason } => {
            parse_move(mv)?;
            match reason {
                Some(r) if !IllegalReason::IDS.contains(&r.as_str()) => {
                    Err(StatementError::Reason(r.clone()))
                }
                _ => Ok(()),
            }
        }
        Statement::Destinations { square, points } => {
            parse_square(square)?;
            points.iter().try_for_each(|p| parse_square(p).map(|_| ()))
        }
        Statement::Check { side } | Statement::ToMove { side } => parse_side(side).map(|_| ()),
        Statement::GameOver { winner, reason } => {
            if !matches!(winner.as_str(), "cho" | "han" | "draw") {
                return Err(StatementError::Result(winner.clone()));
            }
            match reason {
                Some(r) if r.parse::<EndReason>().is_err() => {
                    Err(StatementError::Result(r.clone()))
                }
                _ => Ok(()),
            }
        }
        Statement::Bikjang
        | Statement::Ongoing
        | Statement::NoPromotion
        | Statement::CanPass
        | Statement::KingsFacing => Ok(()),
        Statement::PieceOn { square, piece } => {
            parse_square(square)?;
            parse_piece(piece).map(|_| ())
        }
        Statement::LineOpen { line } => parse_line(line).map(|_| ()),
        Statement::Hanging { square } => parse_square(square).map(|_| ()),
        Statement::WinsMaterial { mv, .. } | Statement::LosesMaterial { mv, .. } => {
            parse_move(mv).map(|_| ())
        }
        Statement::OptionalEnd { result, reason } => {
            if !OPTIONAL_RESULTS.contains(&result.as_str()) {
                return Err(StatementError::OptionalEnd(result.clone()));
            }
            match reason {
                Some(r) if !OPTIONAL_REASONS.contains(&r.as_str()) => {
                    Err(StatementError::OptionalEnd(r.clone()))
                }
                _ => Ok(()),
            }
        }
    }
}

/// What an `optional-end` claim may say decides it.
pub(crate) const OPTIONAL_RESULTS: [&str; 2] = ["counting", "draw"];
/// The reason ids of `OptionalReason`.
pub(crate) const OPTIONAL_REASONS: [&str; 4] = [
    "move-limit",
    "repetition",
    "perpetual-check",
    "move-repetition",
];

/// Whether an optional end is what an `optional-end` statement says: decided by counting or
/// a draw, for the reason given (if any).
fn optional_end_matches(end: &OptionalEnd, result: &str, reason: Option<&str>) -> bool {
    let decided = match result {
        "counting" => end.counting.is_some(),
        _ => end.winner.is_none() && end.counting.is_none(),
    };
    let why = reason.is_none_or(|r| r == end.reason.id());
    decided && why
}

/// Checks a statement against a game: the position it reached, and for `optional-end` its
/// record (repetition needs the positions before). The FAQ checks its claims this way.
pub(crate) fn evaluate_game(statement: &Statement, game: &Game) -> Result<Verdict, StatementError> {
    match statement {
        Statement::OptionalEnd { result, reason } => {
            validate(statement)?;
            let end = game.optional_end();
            Ok(Verdict {
                holds: end
                    .as_ref()
                    .is_some_and(|e| optional_end_matches(e, result, reason.as_deref())),
                evidence: Evidence::OptionalEnd(end),
            })
        }
        _ => evaluate(statement, game.position()),
    }
}

fn parse_line(text: &str) -> Result<LineId, StatementError> {
    text.parse()
        .map_err(|_| StatementError::Line(text.to_string()))
}

/// A FEN letter (either case, `e`/`h` accepted) or `none`.
pub(crate) fn parse_piece(text: &str) -> Result<Option<Piece>, StatementError> {
    let t = text.trim();
    if t.eq_ignore_ascii_case("none") || t.eq_ignore_ascii_case("empty") {
        return Ok(None);
    }
    let mut chars = t.chars();
    match (chars.next().and_then(Piece::from_char), chars.next()) {
        (Some(p), None) => Ok(Some(p)),
        _ => Err(StatementError::Piece(text.to_string())),
    }
}

/// Checks a statement against a position.
pub(crate) fn evaluate(statement: &Statement, pos: &Position) -> Result<Verdict, StatementError> {
    validate(statement)?;
    Ok(match statement {
        Statement::Legal { mv } => {
            let m = parse_move(mv)?;
            match pos.explain(m) {
                Ok(()) => Verdict {
                    holds: true,
                    evidence: Evidence::Legal(m),
                },
                Err(r) => Verdict {
                    holds: false,
                    evidence: Evidence::Illegal(m, r),
                },
            }
        }
        Statement::Illegal { mv, reason } => {
            let m = parse_move(mv)?;
            match pos.explain(m) {
                Ok(()) => Verdict {
                    holds: false,
                    evidence: Evidence::Legal(m),
                },
                Err(r) => Verdict {
                    holds: reason.as_ref().is_none_or(|want| want == r.id()),
                    evidence: Evidence::Illegal(m, r),
                },
            }
        }
        Statement::Destinations { square, points } => {
            let from = parse_square(square)?;
            let got = pos.destinations(from);
            let mut want: Vec<Square> = points
                .iter()
                .map(|p| parse_square(p))
                .collect::<Result<_, _>>()?;
            want.sort();
            want.dedup();
            Verdict {
                holds: got == want,
                evidence: Evidence::Destinations(from, got),
            }
        }
        Statement::Check { side } => {
            let side = parse_side(side)?;
            let attackers = match pos.king(side) {
                Some(k) => pos.attackers(k, side.other()),
                None => Vec::new(),
            };
            Verdict {
                holds: !attackers.is_empty(),
                evidence: Evidence::Check { side, attackers },
            }
        }
        Statement::Bikjang => {
            let (facing, in_force) = (pos.kings_facing(), pos.is_bikjang());
            Verdict {
                holds: in_force,
                evidence: Evidence::Bikjang { facing, in_force },
            }
        }
        Statement::PieceOn { square, piece } => {
            let sq = parse_square(square)?;
            let want = parse_piece(piece)?;
            let got = pos.board().get(sq);
            Verdict {
                holds: got == want,
                evidence: Evidence::PieceOn(sq, got),
            }
        }
        Statement::LineOpen { line } => {
            let id = parse_line(line)?;
            let reach = cannon_lines(pos.board(), None)
                .into_iter()
                .find(|l| LineId::of(l) == id)
                .map(|l| l.reach);
            Verdict {
                holds: reach.as_ref().is_some_and(|r| !r.is_empty()),
                evidence: Evidence::Line(id, reach),
            }
        }
        Statement::KingsFacing => {
            let (facing, in_force) = (pos.kings_facing(), pos.is_bikjang());
            Verdict {
                holds: facing,
                evidence: Evidence::Bikjang { facing, in_force },
            }
        }
        Statement::ToMove { side } => {
            let side = parse_side(side)?;
            Verdict {
                holds: pos.turn() == side,
                evidence: Evidence::ToMove(pos.turn()),
            }
        }
        Statement::GameOver { winner, reason } => {
            let outcome = pos.outcome();
            let holds = outcome.is_some_and(|o| {
                let w = match o.winner {
                    Some(c) => c.id(),
                    None => "draw",
                };
                w == winner && reason.as_ref().is_none_or(|r| r == o.reason.id())
            });
            Verdict {
                holds,
                evidence: Evidence::Outcome(outcome),
            }
        }
        Statement::Ongoing => {
            let outcome = pos.outcome();
            Verdict {
                holds: outcome.is_none(),
                evidence: Evidence::Outcome(outcome),
            }
        }
        Statement::NoPromotion => {
            // Play every legal soldier move: the piece that arrives must still be a soldier.
            let soldier_moves: Vec<Move> = pos
                .legal_moves()
                .into_iter()
                .filter(|m| {
                    !m.is_pass()
                        && pos
                            .board()
                            .get(m.from)
                            .is_some_and(|p| p.role == Role::Soldier)
                })
                .collect();
            let holds = soldier_moves.iter().all(|&m| {
                pos.play(m)
                    .map(|next| {
                        next.board()
                            .get(m.to)
                            .is_some_and(|p| p.role == Role::Soldier)
                    })
                    .unwrap_or(false)
            });
            Verdict {
                holds,
                evidence: Evidence::SoldierMoves(soldier_moves),
            }
        }
        // A position alone carries no record: only what its clocks show (the move limit).
        Statement::OptionalEnd { .. } => return evaluate_game(statement, &Game::new(pos.clone())),
        Statement::Hanging { square } => {
            let sq = parse_square(square)?;
            match pos.board().get(sq) {
                None => Verdict {
                    holds: false,
                    evidence: Evidence::PieceOn(sq, None),
                },
                Some(_) => {
                    let won = exchange::hanging(pos, sq);
                    Verdict {
                        holds: won.is_some(),
                        evidence: Evidence::Hanging(sq, won),
                    }
                }
            }
        }
        Statement::WinsMaterial { mv, points } | Statement::LosesMaterial { mv, points } => {
            let m = parse_move(mv)?;
            let wins = matches!(statement, Statement::WinsMaterial { .. });
            let at_least = points.unwrap_or(1) as i32;
            match pos.explain(m).map(|()| exchange::gain(pos, m)) {
                Ok(Some(gain)) => Verdict {
                    holds: if wins {
                        gain >= at_least
                    } else {
                        -gain >= at_least
                    },
                    evidence: Evidence::Material(m, gain),
                },
                Ok(None) => Verdict {
                    holds: false,
                    evidence: Evidence::Legal(m),
                },
                Err(r) => Verdict {
                    holds: false,
                    evidence: Evidence::Illegal(m, r),
                },
            }
        }
        Statement::CanPass => {
            let result = match pos.king(pos.turn()) {
                Some(k) => pos.explain(Move::new(k, k)),
                None => Err(IllegalReason::PassNotAllowed),
            };
            Verdict {
                holds: result.is_ok(),
                evidence: Evidence::Pass(result),
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;

    fn st(yaml: &str) -> Statement {
        serde_yaml::from_str(yaml).unwrap()
    }

    #[test]
    fn statements_hold_and_fail() {
        let start = Position::start(RuleSet::Basic);
        assert!(
            evaluate(&st("is: legal\nmove: b1c3"), &start)
                .unwrap()
                .holds
        );
        assert!(
            !evaluate(&st("is: legal\nmove: b1d2"), &start)
                .unwrap()
                .holds
        );
        let v = evaluate(
            &st("is: illegal\nmove: b1d2\nreason: horse-leg-blocked"),
            &start,
        )
        .unwrap();
        assert!(v.holds);
        assert!(
            !evaluate(
                &st("is: illegal\nmove: b1d2\nreason: cannon-no-screen"),
                &start
            )
            .unwrap()
            .holds
        );
        assert!(
            evaluate(&st("is: to-move\nside: cho"), &start)
                .unwrap()
                .holds
        );
        assert!(
            evaluate(
                &st("is: destinations\nsquare: b1\npoints: [c3, a3]"),
                &start
            )
            .unwrap()
            .holds
        );
        assert!(
            !evaluate(&st("is: destinations\nsquare: b1\npoints: [c3]"), &start)
                .unwrap()
                .holds
        );
        assert!(evaluate(&st("is: no-promotion"), &start).unwrap().holds);
        assert!(!evaluate(&st("is: can-pass"), &start).unwrap().holds);
        assert!(
            evaluate(&st("is: can-pass"), &Position::start(RuleSet::Janggi))
                .unwrap()
                .holds
        );
        assert!(evaluate(&st("is: ongoing"), &start).unwrap().holds);
        assert!(
            evaluate(&st("is: piece-on\nsquare: e2\npiece: K"), &start)
                .unwrap()
                .holds
        );
        assert!(
            evaluate(&st("is: piece-on\nsquare: e1\npiece: none"), &start)
                .unwrap()
                .holds
        );
        assert!(
            evaluate(&st("is: piece-on\nsquare: b8\npiece: c"), &start)
                .unwrap()
                .holds
        );
        assert!(
            !evaluate(&st("is: piece-on\nsquare: b8\npiece: C"), &start)
                .unwrap()
                .holds
        );
        assert_eq!(
            evaluate(&st("is: piece-on\nsquare: e2\npiece: Q"), &start),
            Err(StatementError::Piece("Q".into()))
        );
        assert!(!evaluate(&st("is: check\nside: cho"), &start).unwrap().holds);
        assert!(!evaluate(&st("is: bikjang"), &start).unwrap().holds);
        assert!(!evaluate(&st("is: kings-facing"), &start).unwrap().holds);
        assert_eq!(
            evaluate(&st("is: illegal\nmove: b1d2\nreason: nonsense"), &start),
            Err(StatementError::Reason("nonsense".into()))
        );
        assert_eq!(
            evaluate(&st("is: check\nside: blue"), &start),
            Err(StatementError::Side("blue".into()))
        );
    }

    #[test]
    fn optional_reason_ids_are_the_engines() {
        use crate::rules::game::OptionalReason;
        let engine = [
            OptionalReason::MoveLimit { plies: 100 },
            OptionalReason::Repetition { occurrences: 3 },
            OptionalReason::PerpetualCheck { by: Color::Cho },
            OptionalReason::MoveRepetition { by: Color::Cho },
        ]
        .map(OptionalReason::id);
        assert_eq!(engine, OPTIONAL_REASONS);
    }

    #[test]
    fn optional_end_after_the_move_limit_follows_the_rule_set() {
        // 99 plies without a capture, then one more quiet move: 100.
        let fen = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 99 50";
        let counting = st("is: optional-end\nresult: counting\nreason: move-limit");
        let draw = st("is: optional-end\nresult: draw");
        for rules in RuleSet::ALL {
            let pos = Position::from_fen(fen, rules).unwrap();
            let pos = pos.play("b1c3".parse().unwrap()).unwrap();
            let c = evaluate(&counting, &pos).unwrap();
            let d = evaluate(&draw, &pos).unwrap();
            let want_counting = rules == RuleSet::Janggi;
            let want_draw = matches!(rules, RuleSet::JanggiTraditional | RuleSet::JanggiCasual);
            assert_eq!((c.holds, d.holds), (want_counting, want_draw), "{rules}");
            assert_eq!(
                matches!(c.evidence, Evidence::OptionalEnd(Some(_))),
                want_counting || want_draw,
                "{rules}"
            );
        }
        assert_eq!(
            evaluate(
                &st("is: optional-end\nresult: win"),
                &Position::start(RuleSet::Janggi)
            ),
            Err(StatementError::OptionalEnd("win".into()))
        );
    }

    #[test]
    fn kings_facing_is_board_fact_and_bikjang_depends_on_rules() {
        // Kings on e1 and e10 with nothing between them.
        let fen = "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
        for rules in RuleSet::ALL {
            let pos = Position::from_fen(fen, rules).unwrap();
            let facing = evaluate(&st("is: kings-facing"), &pos).unwrap();
            assert!(facing.holds, "{rules}");
            assert_eq!(
                facing.evidence,
                Evidence::Bikjang {
                    facing: true,
                    in_force: rules.bikjang_rule()
                }
            );
            let bikjang = evaluate(&st("is: bikjang"), &pos).unwrap();
            assert_eq!(bikjang.holds, rules.bikjang_rule(), "{rules}");
        }
    }
}
