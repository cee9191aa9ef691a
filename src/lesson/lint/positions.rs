//! The lint's checks of positions (see the module root for the passes).

use super::*;

impl Linter<'_> {
    /// A position the checked model could not build (`spec` under `rules`, at `base`):
    /// each problem worded in detail where it is written.
    pub(super) fn position(
        &mut self,
        err: &SpecError,
        spec: &PositionSpec,
        rules: Option<RuleSet>,
        base: &[Seg],
    ) {
        let at = |k: &str| with(base, &[Seg::Key(k.to_string())]);
        match err.clone() {
            SpecError::Missing => self.error(base, Message::new("lint-position-empty")),
            SpecError::Fen(e) => self.error_v(
                &at("fen"),
                Message::new("lint-fen").arg_msg("detail", rules_text::fen_error(&e)),
            ),
            SpecError::Diagram { line, detail } => {
                let diagram = at("diagram");
                let (msg, place) = match detail {
                    DiagramProblem::Lines(n) => {
                        (Message::new("lint-diagram-lines").arg_num("count", n), None)
                    }
                    DiagramProblem::Width(n) => (
                        Message::new("lint-diagram-width")
                            .arg_num("line", line)
                            .arg_num("count", n),
                        self.loc.block_line(&diagram, line, None),
                    ),
                    DiagramProblem::Char(c) => {
                        let text = spec.diagram.as_deref().unwrap_or("");
                        let point = text
                            .lines()
                            .filter(|l| !l.trim().is_empty())
                            .nth(line - 1)
                            .and_then(|l| {
                                l.chars()
                                    .filter(|c| !c.is_whitespace())
                                    .position(|x| x == c)
                            });
                        (
                            Message::new("lint-diagram-char")
                                .arg_num("line", line)
                                .arg("char", c.to_string()),
                            self.loc.block_line(&diagram, line, point),
                        )
                    }
                };
                self.error_at(place, &diagram, msg);
            }
            SpecError::Turn(t) => {
                self.error_v(&at("turn"), Message::new("lint-turn").arg("turn", t))
            }
            SpecError::Disagree { square: Some(s) } => {
                let sq: Option<Square> = s.parse().ok();
                let fen_piece = spec
                    .fen
                    .as_deref()
                    .and_then(|f| Setup::from_fen(f).ok())
                    .zip(sq)
                    .and_then(|(setup, sq)| setup.board.get(sq));
                let diagram_piece = spec
                    .diagram
                    .as_deref()
                    .and_then(|d| position::parse_diagram(d).ok())
                    .zip(sq)
                    .and_then(|(b, sq)| b.get(sq));
                let show = |p: Option<crate::rules::Piece>| p.map_or('.', |p| p.char()).to_string();
                let place = sq.and_then(|sq| {
                    self.loc.block_line(
                        &at("diagram"),
                        10 - sq.rank() as usize,
                        Some(sq.file() as usize),
                    )
                });
                self.error_at(
                    place,
                    &at("diagram"),
                    Message::new("lint-disagree")
                        .arg("square", s)
                        .arg("fen", show(fen_piece))
                        .arg("diagram", show(diagram_piece)),
                );
            }
            SpecError::Disagree { square: None } => {
                let place = if spec.turn.is_some() {
                    at("turn")
                } else {
                    at("diagram")
                };
                self.error(&place, Message::new("lint-disagree-turn"));
            }
            SpecError::Setup(e) => {
                // Offer `relaxed: true` only where following the advice makes the position
                // usable (some setups are refused even for drills).
                let relaxed = PositionSpec {
                    relaxed: true,
                    ..spec.clone()
                };
                let still = match rules.map(|rules| position::build(&relaxed, rules)) {
                    Some(Err(SpecError::Setup(r))) => r.0,
                    _ => Vec::new(),
                };
                for problem in &e.0 {
                    let id = if spec.relaxed || still.contains(problem) {
                        "lint-setup-impossible"
                    } else {
                        "lint-setup"
                    };
                    // Drawn in a diagram: at the problem's point, else at the diagram.
                    let message =
                        Message::new(id).arg_msg("detail", rules_text::position_error(problem));
                    if spec.diagram.is_some() {
                        let place = problem.square().and_then(|sq| {
                            self.loc.block_line(
                                &at("diagram"),
                                10 - sq.rank() as usize,
                                Some(sq.file() as usize),
                            )
                        });
                        self.error_at(place, &at("diagram"), message);
                    } else {
                        self.error(base, message);
                    }
                }
            }
            SpecError::MoveNotation { index, text } => self.located(&Located {
                path: with(&at("moves"), &[Seg::Index(index)]),
                value: true,
                error: ExerciseError::Move(text),
            }),
            SpecError::MoveIllegal {
                index,
                text,
                reason,
            } => self.located(&Located {
                path: with(&at("moves"), &[Seg::Index(index)]),
                value: false,
                error: ExerciseError::Moves(SequenceError::Illegal {
                    index,
                    text,
                    reason,
                }),
            }),
        }
    }

    pub(super) fn error_at(
        &mut self,
        place: Option<(usize, usize)>,
        fallback: &[Seg],
        message: Message,
    ) {
        match place {
            Some((line, col)) => self
                .out
                .push(Diagnostic::error(self.path, line, col, message)),
            None => self.error(fallback, message),
        }
    }
}
