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
use super::locate::Seg;
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
    /// For `lines` and `replay`: the moves played along `sequence`. Empty otherwise.
    pub moves: Vec<Move>,
    pub task: CheckedTask,
    /// The author's feedback overrides, their keys read.
    pub feedback: Vec<CheckedOverride>,
}

/// An author's feedback for one mistake, its keys read: it replaces the checker's words for
/// a mistake that matches every key given (one with no key matches none).
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedOverride {
    /// An engine reason id, or a cause of a cannon line change.
    pub reason: Option<String>,
    pub mv: Option<Move>,
    pub square: Option<Square>,
    pub text: Text,
    pub misconception: Option<String>,
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
    /// position), every position along them, and the moves.
    Lines {
        first: Position,
        last: Position,
        sequence: Vec<Position>,
        moves: Vec<Move>,
    },
    Replay {
        steps: Vec<CheckedStep>,
    },
    Claim {
        /// The statement as written (for what it points at).
        claim: Statement,
        verdict: Verdict,
    },
}

/// A choice option: whether it is right, and the engine's evidence for an engine claim.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedOption {
    /// The option as the learner reads it.
    pub text: Text,
    /// The engine claim behind it, if any.
    pub claim: Option<Statement>,
    pub truth: bool,
    pub evidence: Option<statement::Evidence>,
    /// The author's note on why it is right or wrong.
    pub why: Option<Text>,
}

/// A replay step: asked after `after` moves, at `position`.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedStep {
    pub prompt: Text,
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

/// A problem and where it is written: the YAML path from the file's root, and whether it
/// is about the value there (else the key). The lint turns it into `line:col`.
#[derive(Clone, Debug, PartialEq)]
pub struct Located<E> {
    pub path: Vec<Seg>,
    pub value: bool,
    pub error: E,
}

impl Located<ExerciseError> {
    pub fn message(&self) -> Message {
        self.error.message()
    }
}

/// Every problem met reading an exercise, in file order; never empty.
#[derive(Clone, Debug, PartialEq)]
pub struct ExerciseErrors(pub Vec<Located<ExerciseError>>);

impl ExerciseErrors {
    /// The first problem (what a screen shows for an exercise it cannot open).
    pub fn first(&self) -> &ExerciseError {
        &self.0[0].error
    }

    pub fn message(&self) -> Message {
        self.first().message()
    }
}

/// Collects located problems while reading an exercise.
struct Reader {
    errors: Vec<Located<ExerciseError>>,
}

fn path(base: &[Seg], more: &[Seg]) -> Vec<Seg> {
    let mut p = base.to_vec();
    p.extend_from_slice(more);
    p
}

impl Reader {
    fn push(&mut self, path: Vec<Seg>, value: bool, error: ExerciseError) {
        self.errors.push(Located { path, value, error });
    }

    fn ok<T>(&mut self, r: Result<T, ExerciseError>, at: Vec<Seg>, value: bool) -> Option<T> {
        r.map_err(|e| self.push(at, value, e)).ok()
    }

    fn square(&mut self, text: &str, at: Vec<Seg>) -> Option<Square> {
        let r = text
            .parse()
            .map_err(|_| ExerciseError::Square(text.to_string()));
        self.ok(r, at, true)
    }

    fn mv(&mut self, text: &str, at: Vec<Seg>) -> Option<Move> {
        let r = text
            .parse()
            .map_err(|_| ExerciseError::Move(text.to_string()));
        self.ok(r, at, true)
    }

    /// The positions along `played` from `pos`; the first bad move reported at `moves[i]`.
    fn sequence(&mut self, pos: &Position, played: &[String], at: &[Seg]) -> Option<Vec<Position>> {
        match lines::play_sequence(pos, played) {
            Ok(seq) => Some(seq),
            Err(e) => {
                let at = path(at, &[Seg::Index(e.index())]);
                self.push(at, false, ExerciseError::Moves(e));
                None
            }
        }
    }

    /// A claim checked, then evaluated at `pos`; `None` without a position (the caller
    /// reports that where it belongs) or with a malformed claim (reported at its field).
    fn statement(
        &mut self,
        claim: &Statement,
        pos: Option<&Position>,
        at: &[Seg],
    ) -> Option<Verdict> {
        match statement::validate(claim)
            .and_then(|()| pos.map(|p| statement::evaluate(claim, p)).transpose())
        {
            Ok(v) => v,
            Err(e) => {
                let at = path(at, &[Seg::Key(e.field(claim).into())]);
                self.push(at, false, ExerciseError::Statement(e));
                None
            }
        }
    }
}

/// Where the lint points at a position problem (the lint may point inside a diagram).
fn spec_error_path(
    e: &SpecError,
    spec: &super::model::PositionSpec,
    base: &[Seg],
) -> (Vec<Seg>, bool) {
    let at = |k: &str| path(base, &[Seg::Key(k.into())]);
    match e {
        SpecError::Missing | SpecError::Setup(_) => (base.to_vec(), false),
        SpecError::Fen(_) => (at("fen"), true),
        SpecError::Diagram { .. } | SpecError::Disagree { square: Some(_) } => {
            (at("diagram"), false)
        }
        SpecError::Turn(_) => (at("turn"), true),
        SpecError::Disagree { square: None } if spec.turn.is_some() => (at("turn"), false),
        SpecError::Disagree { square: None } => (at("diagram"), false),
        SpecError::MoveNotation { index, .. } => (path(&at("moves"), &[Seg::Index(*index)]), true),
        SpecError::MoveIllegal { index, .. } => (path(&at("moves"), &[Seg::Index(*index)]), false),
    }
}

impl CheckedExercise {
    /// Reads `exercise` of `lesson` (its rule set: the exercise's, else the lesson's). On
    /// failure, every problem found, each at its place in the file.
    pub fn new(lesson: &Lesson, exercise: &Exercise) -> Result<CheckedExercise, ExerciseErrors> {
        let index = lesson
            .exercises
            .iter()
            .position(|x| std::ptr::eq(x, exercise))
            .or_else(|| lesson.exercises.iter().position(|x| x.id == exercise.id))
            .unwrap_or(0);
        let base = [Seg::Key("exercises".into()), Seg::Index(index)];
        let mut r = Reader { errors: Vec::new() };
        let rules = match &exercise.rules {
            Some(name) => r.ok(
                rule_set(name),
                path(&base, &[Seg::Key("rules".into())]),
                true,
            ),
            None => r.ok(
                rule_set(&lesson.rules),
                vec![Seg::Key("rules".into())],
                true,
            ),
        };
        let kind = exercise.task.kind();
        let position = match (&exercise.position, rules) {
            (Some(spec), Some(rules)) => match position::build(spec, rules) {
                Ok(p) => Some(p),
                Err(e) => {
                    let (at, value) =
                        spec_error_path(&e, spec, &path(&base, &[Seg::Key("position".into())]));
                    r.push(at, value, ExerciseError::Position(e));
                    None
                }
            },
            (Some(_), None) => None,
            (None, _) if kind.needs_position() => {
                r.push(
                    path(&base, &[Seg::Key("kind".into())]),
                    false,
                    ExerciseError::MissingPosition(kind),
                );
                None
            }
            (None, _) => None,
        };
        let sequence = match (&exercise.task, &position) {
            (Task::Lines { played, .. } | Task::Replay { played, .. }, Some(pos)) => r
                .sequence(pos, played, &path(&base, &[Seg::Key("moves".into())]))
                .unwrap_or_default(),
            (Task::Lines { .. } | Task::Replay { .. }, None)
            | (
                Task::Destinations { .. }
                | Task::Judge { .. }
                | Task::Play { .. }
                | Task::Choice { .. }
                | Task::Claim { .. },
                _,
            ) => Vec::new(),
        };
        let task = CheckedTask::read(
            &mut r,
            &exercise.task,
            position.as_ref(),
            &sequence,
            &base,
            false,
        );
        let mut feedback = Vec::new();
        for (j, o) in exercise.feedback.iter().enumerate() {
            let at = |k: &str| {
                path(
                    &base,
                    &[
                        Seg::Key("feedback".into()),
                        Seg::Index(j),
                        Seg::Key(k.into()),
                    ],
                )
            };
            let mv = o.mv.as_ref().map(|m| r.mv(m, at("move")));
            let square = o.square.as_ref().map(|s| r.square(s, at("square")));
            feedback.push(CheckedOverride {
                reason: o.reason.clone(),
                mv: mv.flatten(),
                square: square.flatten(),
                text: o.text.clone(),
                misconception: o.misconception.clone(),
            });
        }
        match (rules, task) {
            (Some(rules), Some(task)) if r.errors.is_empty() => Ok(CheckedExercise {
                raw: exercise.clone(),
                rules,
                position,
                moves: match &exercise.task {
                    // Every move parsed: the sequence was played.
                    Task::Lines { played, .. } | Task::Replay { played, .. } => {
                        played.iter().filter_map(|m| m.parse().ok()).collect()
                    }
                    Task::Destinations { .. }
                    | Task::Judge { .. }
                    | Task::Play { .. }
                    | Task::Choice { .. }
                    | Task::Claim { .. } => Vec::new(),
                },
                sequence,
                task,
                feedback,
            }),
            _ => {
                if r.errors.is_empty() {
                    // Unreachable while every `None` above comes with a problem; never an
                    // empty list all the same.
                    r.push(
                        path(&base, &[Seg::Key("kind".into())]),
                        false,
                        ExerciseError::MissingPosition(kind),
                    );
                }
                Err(ExerciseErrors(r.errors))
            }
        }
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

    /// Reads a task at `pos` (its fields under `base`); `sequence` is the positions along
    /// a top-level `lines` or `replay` (a replay step's `lines` plays its own moves from
    /// `pos`). `None` when a problem was found (and pushed).
    fn read(
        r: &mut Reader,
        task: &Task,
        pos: Option<&Position>,
        sequence: &[Position],
        base: &[Seg],
        nested: bool,
    ) -> Option<CheckedTask> {
        let at = |k: &str| path(base, &[Seg::Key(k.into())]);
        match task {
            Task::Destinations { square, .. } => {
                let from = r.square(square, at("square"))?;
                Some(CheckedTask::Destinations { from })
            }
            Task::Judge { mv, .. } => Some(CheckedTask::Judge {
                mv: r.mv(mv, at("move"))?,
            }),
            Task::Play { goal, .. } => match goal::parse(goal) {
                Ok(goal) => Some(CheckedTask::Play { goal }),
                Err(errors) => {
                    for e in errors {
                        let (at, value) = match &e {
                            GoalError::Square { field, .. } => {
                                (path(&at("goal"), &[Seg::Key((*field).into())]), true)
                            }
                            GoalError::Piece(_) => {
                                (path(&at("goal"), &[Seg::Key("capture_piece".into())]), true)
                            }
                            GoalError::Move(_) => {
                                (path(&at("goal"), &[Seg::Key("one_of".into())]), true)
                            }
                            GoalError::Empty => (at("goal"), false),
                        };
                        r.push(at, value, ExerciseError::Goal(e));
                    }
                    None
                }
            },
            Task::Choice { options } => {
                let before = r.errors.len();
                let options: Vec<CheckedOption> = options
                    .iter()
                    .enumerate()
                    .filter_map(|(j, o)| {
                        CheckedOption::read(
                            r,
                            o,
                            pos,
                            &path(base, &[Seg::Key("options".into()), Seg::Index(j)]),
                        )
                    })
                    .collect();
                (r.errors.len() == before).then_some(CheckedTask::Choice { options })
            }
            Task::Lines { played, .. } => {
                let own;
                let seq = if sequence.is_empty() {
                    own = r.sequence(pos?, played, &at("moves"))?;
                    &own[..]
                } else {
                    sequence
                };
                Some(CheckedTask::Lines {
                    first: seq.first()?.clone(),
                    last: seq.last()?.clone(),
                    sequence: seq.to_vec(),
                    // Every move parsed: the sequence was played.
                    moves: played.iter().filter_map(|m| m.parse().ok()).collect(),
                })
            }
            Task::Replay { .. } if nested => {
                r.push(at("kind"), false, ExerciseError::NestedReplay);
                None
            }
            Task::Replay { steps, played } => {
                let before = r.errors.len();
                let mut checked = Vec::new();
                for (j, s) in steps.iter().enumerate() {
                    let sbase = path(base, &[Seg::Key("steps".into()), Seg::Index(j)]);
                    if s.after > played.len() {
                        r.push(
                            path(&sbase, &[Seg::Key("after".into())]),
                            true,
                            ExerciseError::StepAfter {
                                after: s.after,
                                moves: played.len(),
                            },
                        );
                        continue;
                    }
                    let position = sequence.get(s.after).cloned();
                    let task = CheckedTask::read(r, &s.task, position.as_ref(), &[], &sbase, true);
                    if let (Some(position), Some(task)) = (position, task) {
                        checked.push(CheckedStep {
                            prompt: s.prompt.clone(),
                            after: s.after,
                            position,
                            task,
                        });
                    }
                }
                (r.errors.len() == before && checked.len() == steps.len())
                    .then_some(CheckedTask::Replay { steps: checked })
            }
            Task::Claim { claim, .. } => Some(CheckedTask::Claim {
                claim: claim.clone(),
                verdict: r.statement(claim, pos, &at("claim"))?,
            }),
        }
    }
}

impl CheckedOption {
    fn read(
        r: &mut Reader,
        option: &ChoiceOption,
        pos: Option<&Position>,
        base: &[Seg],
    ) -> Option<CheckedOption> {
        Some(match &option.claim {
            Some(claim) => {
                let at = path(base, &[Seg::Key("claim".into())]);
                let before = r.errors.len();
                let v = r.statement(claim, pos, &at);
                if pos.is_none() && r.errors.len() == before {
                    r.push(at, false, ExerciseError::MissingPosition(Kind::Choice));
                }
                let v = v?;
                CheckedOption {
                    text: option.text.clone(),
                    claim: Some(claim.clone()),
                    truth: v.holds,
                    evidence: Some(v.evidence),
                    why: option.why.clone(),
                }
            }
            None => CheckedOption {
                text: option.text.clone(),
                claim: None,
                truth: option.correct.unwrap_or(false),
                evidence: None,
                why: option.why.clone(),
            },
        })
    }
}

/// A lesson with each of its exercises read once into engine values (or the problems that
/// kept it from being read): what the catalog holds and the trainer, the exercise screen
/// and the handout take. A lesson with a broken exercise is still a lesson: its other
/// exercises open, and the broken one says why it cannot.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedLesson {
    pub lesson: Lesson,
    /// One per exercise of `lesson`, in the same order.
    pub checked: Vec<Result<CheckedExercise, ExerciseErrors>>,
}

impl CheckedLesson {
    pub fn new(lesson: Lesson) -> CheckedLesson {
        let checked = lesson
            .exercises
            .iter()
            .map(|x| CheckedExercise::new(&lesson, x))
            .collect();
        CheckedLesson { lesson, checked }
    }

    /// The `index`-th exercise, read.
    pub fn exercise(&self, index: usize) -> Option<&Result<CheckedExercise, ExerciseErrors>> {
        self.checked.get(index)
    }

    /// An exercise by id, read.
    pub fn exercise_by_id(&self, id: &str) -> Option<&Result<CheckedExercise, ExerciseErrors>> {
        let i = self.lesson.exercises.iter().position(|x| x.id == id)?;
        self.checked.get(i)
    }
}

/// The lesson as written: a checked lesson is read wherever a lesson is.
impl std::ops::Deref for CheckedLesson {
    type Target = Lesson;

    fn deref(&self) -> &Lesson {
        &self.lesson
    }
}
