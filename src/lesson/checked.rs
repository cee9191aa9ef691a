//! A lesson exercise read once into engine values, the way the engine turns an unchecked
//! `Setup` into a `Position`: the rule set, the position, the moves of a sequence, and the
//! task with its squares, moves, goal conditions and claim verdicts already parsed and
//! evaluated. The answer checker takes only this, so an exercise it could not read never
//! reaches it; the lint reports the same problems with their places in the file.
//!
//! A new exercise kind is a new [`CheckedTask`] variant built in [`CheckedTask::new`]; a
//! new sub-question of a kind is a field of its variant.

use super::goal::{self, Condition, GoalError};
use super::lines::{self, LineId, SequenceError};
use super::model::{ChoiceOption, Exercise, Kind, Lesson, Statement, Task, Text};
use super::position::{self, SpecError};
use super::statement::{self, StatementError, Verdict};
use crate::i18n::{Message, rules_text};
use crate::rules::{Move, Position, RuleSet, Square};

/// An exercise whose every engine value could be built.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedExercise {
    /// The exercise as written (texts, hints, feedback overrides).
    pub raw: Exercise,
    pub rules: RuleSet,
    /// `None` only for a `choice` about concepts.
    pub position: Option<Position>,
    /// For `lines` and `replay`: the position, then after each move. Empty otherwise.
    pub sequence: Vec<Position>,
    pub task: CheckedTask,
}

/// The task of an exercise in engine terms.
#[derive(Clone, Debug, PartialEq)]
pub enum CheckedTask {
    Destinations {
        from: Square,
    },
    Judge {
        mv: Move,
    },
    Play {
        goal: Vec<Condition>,
    },
    Choice {
        options: Vec<CheckedOption>,
    },
    /// The positions before and after the moves (a replay step plays them from its own
    /// position).
    Lines {
        first: Position,
        last: Position,
    },
    Replay {
        steps: Vec<CheckedStep>,
    },
    Claim {
        verdict: Verdict,
    },
}

/// A choice option: whether it is right, and the engine's evidence for an engine claim.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedOption {
    pub truth: bool,
    pub evidence: Option<statement::Evidence>,
    /// The author's note on why it is right or wrong.
    pub why: Option<Text>,
}

/// A replay step: asked after `after` moves, at `position`.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedStep {
    pub after: usize,
    pub position: Position,
    pub task: CheckedTask,
}

/// Why an exercise cannot be read into engine values (the lint reports each of these at
/// its place in the file).
#[derive(Clone, Debug, PartialEq)]
pub enum ExerciseError {
    Rules(String),
    /// The kind needs a position and there is none.
    MissingPosition(Kind),
    Position(SpecError),
    Moves(SequenceError),
    Square(String),
    Move(String),
    Goal(GoalError),
    Statement(StatementError),
    /// A replay step asked after more moves than the replay has.
    StepAfter {
        after: usize,
        moves: usize,
    },
    /// A replay step that is itself a replay.
    NestedReplay,
}

impl ExerciseError {
    pub fn message(&self) -> Message {
        match self {
            ExerciseError::Rules(name) => Message::new("lint-unknown-rules")
                .arg("name", name.clone())
                .arg("known", RuleSet::ALL.map(|r| r.id()).join(", ")),
            ExerciseError::MissingPosition(kind) => {
                Message::new("lint-position-missing").arg("kind", kind.id())
            }
            ExerciseError::Position(e) => {
                let mut problems = super::spec_text::spec_error(e).into_iter();
                let first = problems
                    .next()
                    .unwrap_or_else(|| Message::new("spec-missing"));
                Message::new("check-broken-position").arg_msg("detail", first)
            }
            ExerciseError::Moves(SequenceError::Notation { text, .. })
            | ExerciseError::Move(text) => Message::new("lint-bad-move").arg("move", text.clone()),
            ExerciseError::Moves(SequenceError::Illegal { text, reason, .. }) => {
                Message::new("lint-move-illegal")
                    .arg("move", text.clone())
                    .arg_msg("reason", rules_text::reason(reason))
            }
            ExerciseError::Square(text) => {
                Message::new("lint-bad-square").arg("square", text.clone())
            }
            ExerciseError::Goal(e) => e.message(),
            ExerciseError::Statement(e) => e.message(),
            ExerciseError::StepAfter { after, moves } => Message::new("lint-replay-after")
                .arg_num("after", *after)
                .arg_num("count", *moves),
            ExerciseError::NestedReplay => Message::new("lint-replay-nested"),
        }
    }
}

/// The rule set named in a lesson or exercise: never a default for an unknown name.
pub fn rule_set(name: &str) -> Result<RuleSet, ExerciseError> {
    name.parse()
        .map_err(|_| ExerciseError::Rules(name.to_string()))
}

impl CheckedExercise {
    /// Reads `exercise` of `lesson` (its rule set: the exercise's, else the lesson's).
    pub fn new(lesson: &Lesson, exercise: &Exercise) -> Result<CheckedExercise, ExerciseError> {
        let name = exercise.rules.as_deref().unwrap_or(&lesson.rules);
        let rules = rule_set(name)?;
        let kind = exercise.task.kind();
        let position = match &exercise.position {
            Some(spec) => Some(position::build(spec, rules).map_err(ExerciseError::Position)?),
            None if kind.needs_position() => return Err(ExerciseError::MissingPosition(kind)),
            None => None,
        };
        let sequence = match (&exercise.task, &position) {
            (Task::Lines { played, .. } | Task::Replay { played, .. }, Some(pos)) => {
                lines::play_sequence(pos, played).map_err(ExerciseError::Moves)?
            }
            _ => Vec::new(),
        };
        let task = CheckedTask::new(&exercise.task, position.as_ref(), &sequence)?;
        Ok(CheckedExercise {
            raw: exercise.clone(),
            rules,
            position,
            sequence,
            task,
        })
    }

    pub fn kind(&self) -> Kind {
        self.raw.task.kind()
    }

    /// The position to show first.
    pub fn position(&self) -> Option<&Position> {
        self.position.as_ref()
    }

    /// The position after `n` moves of a `lines` / `replay` sequence.
    pub fn after(&self, n: usize) -> Option<&Position> {
        self.sequence.get(n)
    }

    /// For a `lines` exercise: the lines a learner may name (see `lines::candidates`).
    pub fn line_candidates(&self) -> Vec<LineId> {
        match (self.sequence.first(), self.sequence.last()) {
            (Some(first), Some(last)) => lines::candidates(first, last),
            _ => Vec::new(),
        }
    }

    /// The position after the whole sequence (the position itself when there is none).
    pub fn last(&self) -> Option<&Position> {
        self.sequence.last().or(self.position.as_ref())
    }
}

impl CheckedTask {
    pub fn kind(&self) -> Kind {
        match self {
            CheckedTask::Destinations { .. } => Kind::Destinations,
            CheckedTask::Judge { .. } => Kind::Judge,
            CheckedTask::Play { .. } => Kind::Play,
            CheckedTask::Choice { .. } => Kind::Choice,
            CheckedTask::Lines { .. } => Kind::Lines,
            CheckedTask::Replay { .. } => Kind::Replay,
            CheckedTask::Claim { .. } => Kind::Claim,
        }
    }

    /// Reads a task at `pos`; `sequence` is the positions along a top-level `lines` or
    /// `replay` (a replay step's `lines` plays its own moves from `pos`).
    pub fn new(
        task: &Task,
        pos: Option<&Position>,
        sequence: &[Position],
    ) -> Result<CheckedTask, ExerciseError> {
        let need = || pos.ok_or(ExerciseError::MissingPosition(task.kind()));
        Ok(match task {
            Task::Destinations { square, .. } => CheckedTask::Destinations {
                from: square
                    .parse()
                    .map_err(|_| ExerciseError::Square(square.clone()))?,
            },
            Task::Judge { mv, .. } => CheckedTask::Judge {
                mv: mv.parse().map_err(|_| ExerciseError::Move(mv.clone()))?,
            },
            Task::Play { goal, .. } => CheckedTask::Play {
                goal: goal::parse(goal)
                    .map_err(|mut errors| ExerciseError::Goal(errors.swap_remove(0)))?,
            },
            Task::Choice { options } => CheckedTask::Choice {
                options: options
                    .iter()
                    .map(|o| CheckedOption::new(o, pos))
                    .collect::<Result<_, _>>()?,
            },
            Task::Lines { played, .. } => {
                let own;
                let seq = if sequence.is_empty() {
                    own = lines::play_sequence(need()?, played).map_err(ExerciseError::Moves)?;
                    &own[..]
                } else {
                    sequence
                };
                CheckedTask::Lines {
                    first: seq[0].clone(),
                    last: seq[seq.len() - 1].clone(),
                }
            }
            Task::Replay { steps, .. } => CheckedTask::Replay {
                steps: steps
                    .iter()
                    .map(|s| {
                        if matches!(s.task, Task::Replay { .. }) {
                            return Err(ExerciseError::NestedReplay);
                        }
                        let position =
                            sequence
                                .get(s.after)
                                .cloned()
                                .ok_or(ExerciseError::StepAfter {
                                    after: s.after,
                                    moves: sequence.len().saturating_sub(1),
                                })?;
                        let task = CheckedTask::new(&s.task, Some(&position), &[])?;
                        Ok(CheckedStep {
                            after: s.after,
                            position,
                            task,
                        })
                    })
                    .collect::<Result<_, _>>()?,
            },
            Task::Claim { claim, .. } => CheckedTask::Claim {
                verdict: evaluate(claim, need()?)?,
            },
        })
    }
}

impl CheckedOption {
    fn new(option: &ChoiceOption, pos: Option<&Position>) -> Result<CheckedOption, ExerciseError> {
        Ok(match &option.claim {
            Some(claim) => {
                let pos = pos.ok_or(ExerciseError::MissingPosition(Kind::Choice))?;
                let v = evaluate(claim, pos)?;
                CheckedOption {
                    truth: v.holds,
                    evidence: Some(v.evidence),
                    why: option.why.clone(),
                }
            }
            None => CheckedOption {
                truth: option.correct.unwrap_or(false),
                evidence: None,
                why: option.why.clone(),
            },
        })
    }
}

fn evaluate(claim: &Statement, pos: &Position) -> Result<Verdict, ExerciseError> {
    statement::evaluate(claim, pos).map_err(ExerciseError::Statement)
}
