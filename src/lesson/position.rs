//! Turning a lesson's `PositionSpec` (FEN and/or diagram, relaxed flag, moves played first)
//! into an engine `Position`, with an error that says which part is wrong.

use std::fmt;

use super::model::PositionSpec;
use crate::rules::{
    Board, Color, FenError, Game, IllegalReason, InvalidSetup, Move, Position, RuleSet, Setup,
    Strictness,
};

/// Why a lesson position cannot be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum SpecError {
    /// Neither `fen` nor `diagram` is given.
    Missing,
    Fen(FenError),
    /// The diagram is not ten lines of nine points (line and column are 1-based, within the diagram).
    Diagram {
        line: usize,
        detail: DiagramProblem,
    },
    /// `turn` is not `cho` or `han`.
    Turn(String),
    /// FEN and diagram are both given and differ (the first differing point, or the turn).
    Disagree {
        square: Option<String>,
    },
    Setup(InvalidSetup),
    /// A move of `moves` is not in coordinate form.
    MoveNotation {
        index: usize,
        text: String,
    },
    /// A move of `moves` is illegal.
    MoveIllegal {
        index: usize,
        text: String,
        reason: IllegalReason,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum DiagramProblem {
    Lines(usize),
    Width(usize),
    Char(char),
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecError::Missing => f.write_str("a position needs a fen or a diagram"),
            SpecError::Fen(e) => write!(f, "fen: {e}"),
            SpecError::Diagram { line, detail } => match detail {
                DiagramProblem::Lines(n) => write!(f, "diagram has {n} lines, expected 10"),
                DiagramProblem::Width(n) => {
                    write!(f, "diagram line {line} has {n} points, expected 9")
                }
                DiagramProblem::Char(c) => {
                    write!(f, "diagram line {line}: '{c}' is not a piece letter or '.'")
                }
            },
            SpecError::Turn(t) => write!(f, "turn '{t}' is not cho or han"),
            SpecError::Disagree { square: Some(s) } => write!(f, "fen and diagram differ at {s}"),
            SpecError::Disagree { square: None } => {
                f.write_str("fen and diagram differ in the side to move")
            }
            SpecError::Setup(e) => write!(f, "position: {e}"),
            SpecError::MoveNotation { index, text } => {
                write!(f, "moves[{index}] '{text}' is not a move like b1c3")
            }
            SpecError::MoveIllegal {
                index,
                text,
                reason,
            } => write!(f, "moves[{index}] {text} is illegal: {reason}"),
        }
    }
}

impl std::error::Error for SpecError {}

/// Reads a diagram: ten lines of nine points, rank 10 on top; FEN letters, `.` for empty.
/// Blank lines and spaces between points are ignored.
pub(crate) fn parse_diagram(text: &str) -> Result<Board, SpecError> {
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    if lines.len() != 10 {
        return Err(SpecError::Diagram {
            line: lines.len(),
            detail: DiagramProblem::Lines(lines.len()),
        });
    }
    let mut board = Board::empty();
    for (i, line) in lines.iter().enumerate() {
        let points: Vec<char> = line.chars().filter(|c| !c.is_whitespace()).collect();
        if points.len() != 9 {
            return Err(SpecError::Diagram {
                line: i + 1,
                detail: DiagramProblem::Width(points.len()),
            });
        }
        for (file, c) in points.into_iter().enumerate() {
            if c == '.' || c == '+' {
                continue;
            }
            let piece = crate::rules::Piece::from_char(c).ok_or(SpecError::Diagram {
                line: i + 1,
                detail: DiagramProblem::Char(c),
            })?;
            let square = crate::rules::Square::new(file as u8, 9 - i as u8).expect("on board");
            board.set(square, Some(piece));
        }
    }
    Ok(board)
}

fn parse_turn(t: &str) -> Result<Color, SpecError> {
    match t.trim().to_ascii_lowercase().as_str() {
        "cho" | "w" => Ok(Color::Cho),
        "han" | "b" => Ok(Color::Han),
        _ => Err(SpecError::Turn(t.to_string())),
    }
}

/// The setup a spec describes, before any rule is checked and before its moves.
pub(crate) fn spec_setup(spec: &PositionSpec) -> Result<Setup, SpecError> {
    let from_fen = spec
        .fen
        .as_deref()
        .map(Setup::from_fen)
        .transpose()
        .map_err(SpecError::Fen)?;
    let from_diagram = match &spec.diagram {
        Some(d) => {
            let board = parse_diagram(d)?;
            let turn = match &spec.turn {
                Some(t) => parse_turn(t)?,
                None => from_fen.as_ref().map_or(Color::Cho, |s| s.turn),
            };
            Some(Setup {
                board,
                turn,
                ..Setup::default()
            })
        }
        None => None,
    };
    if let (None, Some(t)) = (&spec.diagram, &spec.turn) {
        parse_turn(t)?;
    }
    match (from_fen, from_diagram) {
        (None, None) => Err(SpecError::Missing),
        (Some(f), None) => {
            if let Some(t) = &spec.turn
                && parse_turn(t)? != f.turn
            {
                return Err(SpecError::Disagree { square: None });
            }
            Ok(f)
        }
        (None, Some(d)) => Ok(d),
        (Some(f), Some(d)) => {
            if let Some(s) = crate::rules::Square::all().find(|&s| f.board.get(s) != d.board.get(s))
            {
                return Err(SpecError::Disagree {
                    square: Some(s.to_string()),
                });
            }
            if f.turn != d.turn {
                return Err(SpecError::Disagree { square: None });
            }
            Ok(f)
        }
    }
}

/// The position a spec describes under `rules`, with its `moves` played.
pub(crate) fn build(spec: &PositionSpec, rules: RuleSet) -> Result<Position, SpecError> {
    build_game(spec, rules).map(|g| g.position().clone())
}

/// The game a spec describes: its FEN as the start of the record, its `moves` played (what
/// repetition and the other optional endings look back over).
pub(crate) fn build_game(spec: &PositionSpec, rules: RuleSet) -> Result<Game, SpecError> {
    let setup = spec_setup(spec)?;
    let strictness = if spec.relaxed {
        Strictness::Relaxed
    } else {
        Strictness::Strict
    };
    let pos = Position::from_setup(setup, rules, strictness).map_err(SpecError::Setup)?;
    let mut game = Game::new(pos);
    for (index, text) in spec.moves.iter().enumerate() {
        let m: Move = text.parse().map_err(|_| SpecError::MoveNotation {
            index,
            text: text.clone(),
        })?;
        game.play(m).map_err(|reason| SpecError::MoveIllegal {
            index,
            text: text.clone(),
            reason,
        })?;
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    const START_DIAGRAM: &str = "
        r n b a . a b n r
        . . . . k . . . .
        . c . . . . . c .
        p . p . p . p . p
        . . . . . . . . .
        . . . . . . . . .
        P . P . P . P . P
        . C . . . . . C .
        . . . . K . . . .
        R N B A . A B N R
    ";

    #[test]
    fn diagram_and_fen_agree() {
        let spec = PositionSpec {
            fen: Some(crate::rules::START_FEN.to_string()),
            diagram: Some(START_DIAGRAM.to_string()),
            ..Default::default()
        };
        assert_eq!(spec_setup(&spec).unwrap(), Setup::start());
        let moved = PositionSpec {
            diagram: Some(START_DIAGRAM.replace("R N B A . A B N R", "R N B A . A B . R")),
            ..spec.clone()
        };
        assert_eq!(
            spec_setup(&moved),
            Err(SpecError::Disagree {
                square: Some("h1".into())
            })
        );
        let han = PositionSpec {
            turn: Some("han".into()),
            ..spec
        };
        assert_eq!(spec_setup(&han), Err(SpecError::Disagree { square: None }));
    }

    #[test]
    fn diagram_errors_say_where() {
        let spec = PositionSpec {
            diagram: Some("k........\n".repeat(9)),
            ..Default::default()
        };
        assert_eq!(
            spec_setup(&spec),
            Err(SpecError::Diagram {
                line: 9,
                detail: DiagramProblem::Lines(9)
            })
        );
        let bad = START_DIAGRAM.replacen("p . p", "p x p", 1);
        let spec = PositionSpec {
            diagram: Some(bad),
            ..Default::default()
        };
        assert_eq!(
            spec_setup(&spec),
            Err(SpecError::Diagram {
                line: 4,
                detail: DiagramProblem::Char('x')
            })
        );
        assert_eq!(
            spec_setup(&PositionSpec::default()),
            Err(SpecError::Missing)
        );
    }

    #[test]
    fn moves_are_played_and_checked() {
        let spec = PositionSpec {
            moves: vec!["b1c3".into(), "b10c8".into()],
            ..PositionSpec {
                fen: Some(crate::rules::START_FEN.into()),
                ..Default::default()
            }
        };
        let pos = build(&spec, RuleSet::Basic).unwrap();
        assert_eq!(pos.plies_played(), 2);
        let bad = PositionSpec {
            moves: vec!["b1d2".into()],
            ..spec
        };
        assert!(matches!(
            build(&bad, RuleSet::Basic),
            Err(SpecError::MoveIllegal { index: 0, .. })
        ));
    }
}
