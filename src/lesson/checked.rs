//! A lesson exercise read once into engine values, the way the engine turns an unchecked
//! `Setup` into a `Position`: the rule set, the position, the moves of a sequence, and the
//! task with its squares, moves, goal conditions and claim verdicts already parsed and
//! evaluated. The answer checker takes only this, so an exercise it could not read never
//! reaches it.
//!
//! This is the one home of every error the lint reports about a lesson: what keeps an
//! exercise from being read (`CheckedExercise::new` fails), what the engine refutes in the
//! author's keys (`CheckedExercise::refuted`: the exercise still opens, the engine judging),
//! and the lesson's own problems (`CheckedLesson::problems`: ids, languages, the rule set).
//! The lint places and words them and adds only its warnings.
//!
//! Each kind reads its task in its own module, `lesson::kinds::<kind>`; a new sub-question
//! of a kind is a field of its [`CheckedTask`] variant.

use super::goal::{Condition, GoalError};
use super::lines::{self, SequenceError};
use super::locate::Seg;
use super::model::{Exercise, Intro, Kind, Lesson, Statement, Text};
use super::position::{self, SpecError};
use super::statement::{self, StatementError, Verdict};
use super::suggest::{closest, did_you_mean};
use crate::i18n::{Message, rules_text};
use crate::rules::{Move, Position, RuleSet, Square};

/// An exercise whose every engine value could be built.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedExercise {
    /// The exercise as written (texts, hints, feedback overrides).
    pub(crate) raw: Exercise,
    pub(crate) rules: RuleSet,
    /// `None` only for a `choice` about concepts.
    pub(crate) position: Option<Position>,
    /// For `lines` and `replay`: the position, then after each move. Empty otherwise.
    pub sequence: Vec<Position>,
    /// For `lines` and `replay`: the moves played along `sequence`. Empty otherwise.
    pub(crate) moves: Vec<Move>,
    pub task: CheckedTask,
    /// The author's feedback overrides, their keys read.
    pub(crate) feedback: Vec<CheckedOverride>,
    /// What the engine refutes in what the author wrote beside the task (an answer key, a
    /// goal, a feedback key: see [`ExerciseError::refuses`]): the exercise still opens, the
    /// engine judging, and the lint reports each of these as an error.
    pub(crate) refuted: Vec<Located<ExerciseError>>,
}

/// An author's feedback for one mistake, its keys read: it replaces the checker's words for
/// a mistake that matches every key given (one with no key matches none).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct CheckedOverride {
    /// An engine reason id, or a cause of a cannon line change.
    pub(crate) reason: Option<String>,
    pub(crate) mv: Option<Move>,
    pub(crate) square: Option<Square>,
    /// A `choice` option, 0-based.
    pub(crate) option: Option<usize>,
    /// A `claim`'s answer.
    pub(crate) said: Option<bool>,
    pub(crate) text: Text,
    pub(crate) misconception: Option<String>,
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
    pub(crate) text: Text,
    /// The engine claim behind it, if any.
    pub(crate) claim: Option<Statement>,
    pub(crate) truth: bool,
    pub(crate) evidence: Option<statement::Evidence>,
    /// The author's note on why it is right or wrong.
    pub(crate) why: Option<Text>,
}

/// A replay step: asked after `after` moves, at `position`.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedStep {
    pub(crate) prompt: Text,
    pub(crate) after: usize,
    pub position: Position,
    pub(crate) task: CheckedTask,
}

/// A problem in a lesson as written: why an exercise cannot be read into engine values, or
/// what the engine refutes in it ([`ExerciseError::refuses`] tells which). The lint reports
/// each of these as an error at its place in the file.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum ExerciseError {
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
    /// An engine claim in a choice option, and no position to check it in.
    ClaimNeedsPosition,
    /// What the author wrote beside the task that the engine refutes or the kind cannot use:
    /// an answer key, a goal, a choice's truth, a judge's reasons. Worded by the kind's
    /// module (`lesson::kinds`), with the engine's evidence.
    Key(Message),
    /// A feedback override with no key (no reason, move or point): it would match nothing.
    FeedbackNoKey,
    /// A reason id that neither the engine nor the cannon lines know.
    UnknownReason(String),
    /// An id that is not kebab-case (see [`valid_id`]).
    Id(String),
    /// A text a learner reads, without these languages.
    Languages(Vec<&'static str>),
    /// An exercise id used before, by the exercise at index `first`.
    DuplicateExercise {
        id: String,
        first: usize,
    },
    /// An introduction written as a list of steps, with none.
    EmptyIntro,
    /// A misconception tag neither the program nor the lesson words, and the closest that is.
    UnknownTag {
        tag: String,
        near: Option<String>,
    },
}

impl ExerciseError {
    /// Whether the exercise cannot be read into engine values at all. The others are the
    /// author's keys the engine refutes: the trainer still opens the exercise (the engine
    /// judges, never the key), the lint refuses the file.
    pub(crate) fn refuses(&self) -> bool {
        match self {
            ExerciseError::Key(_)
            | ExerciseError::FeedbackNoKey
            | ExerciseError::UnknownReason(_)
            | ExerciseError::Id(_)
            | ExerciseError::Languages(_)
            | ExerciseError::DuplicateExercise { .. }
            | ExerciseError::UnknownTag { .. }
            | ExerciseError::EmptyIntro => false,
            ExerciseError::Rules(_)
            | ExerciseError::MissingPosition(_)
            | ExerciseError::Position(_)
            | ExerciseError::Moves(_)
            | ExerciseError::Square(_)
            | ExerciseError::Move(_)
            | ExerciseError::Goal(_)
            | ExerciseError::Statement(_)
            | ExerciseError::StepAfter { .. }
            | ExerciseError::NestedReplay
            | ExerciseError::ClaimNeedsPosition => true,
        }
    }

    pub(crate) fn message(&self) -> Message {
        match self {
            ExerciseError::Rules(name) => {
                let message = Message::new("lint-unknown-rules")
                    .arg("name", name.clone())
                    .arg_list("known", RuleSet::ALL.map(|r| r.id()));
                did_you_mean(
                    message,
                    closest(name, RuleSet::ALL.map(|r| r.id())).as_deref(),
                )
            }
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
            ExerciseError::ClaimNeedsPosition => Message::new("lint-claim-needs-position"),
            ExerciseError::Key(m) => m.clone(),
            ExerciseError::FeedbackNoKey => Message::new("lint-feedback-no-key"),
            ExerciseError::UnknownReason(r) => {
                Message::new("lint-unknown-reason").arg("reason", r.clone())
            }
            ExerciseError::Id(id) => Message::new("lint-bad-id").arg("id", id.clone()),
            ExerciseError::Languages(missing) => Message::new("lint-missing-language")
                .arg_num("count", missing.len())
                .arg_list("langs", missing),
            // Without the file, the first id's line is not known: its exercise number
            // stands in (the lint words it with the line, `Located::message_in`).
            ExerciseError::DuplicateExercise { id, first } => {
                Message::new("lint-duplicate-exercise")
                    .arg("id", id.clone())
                    .arg_num("line", first + 1)
            }
            ExerciseError::EmptyIntro => Message::new("lint-intro-empty"),
            ExerciseError::UnknownTag { tag, near } => did_you_mean(
                Message::new("lint-tag-unknown").arg("tag", tag.clone()),
                near.as_deref(),
            ),
        }
    }
}

/// Ids of lessons and exercises: lower-case ASCII letters, digits and single `-` between.
pub(crate) fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.split('-').all(|part| {
            !part.is_empty()
                && part
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

/// Reason ids a feedback override may name: the engine's, plus the causes of cannon line
/// changes (`lines` exercises).
pub(crate) fn feedback_reason_known(id: &str) -> bool {
    crate::rules::IllegalReason::IDS.contains(&id) || lines::CAUSE_REASONS.contains(&id)
}

/// The rule set named in a lesson or exercise: never a default for an unknown name.
pub(crate) fn rule_set(name: &str) -> Result<RuleSet, ExerciseError> {
    name.parse()
        .map_err(|_| ExerciseError::Rules(name.to_string()))
}

/// A problem and where it is written: the YAML path from the file's root, and whether it
/// is about the value there (else the key). The lint turns it into `line:col`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Located<E> {
    pub(crate) path: Vec<Seg>,
    pub(crate) value: bool,
    pub(crate) error: E,
}

impl Located<ExerciseError> {
    pub(crate) fn message(&self) -> Message {
        self.error.message()
    }

    /// The message with what only the file can tell (the line of a first exercise id).
    pub(crate) fn message_in(&self, loc: &super::locate::Locator) -> Message {
        match &self.error {
            ExerciseError::DuplicateExercise { id, first } => {
                let (line, _) = loc.at(&[
                    Seg::Key("exercises".into()),
                    Seg::Index(*first),
                    Seg::Key("id".into()),
                ]);
                Message::new("lint-duplicate-exercise")
                    .arg("id", id.clone())
                    .arg_num("line", line)
            }
            _ => self.message(),
        }
    }
}

/// Every problem met reading an exercise, in file order; at least one of them
/// [refuses](ExerciseError::refuses) the exercise.
#[derive(Clone, Debug, PartialEq)]
pub struct ExerciseErrors(pub(crate) Vec<Located<ExerciseError>>);

impl ExerciseErrors {
    /// The first problem that keeps the exercise from being read (what a screen shows for
    /// an exercise it cannot open).
    pub(crate) fn first(&self) -> &ExerciseError {
        let refusing = self.0.iter().find(|p| p.error.refuses());
        &refusing.unwrap_or(&self.0[0]).error
    }

    pub(crate) fn message(&self) -> Message {
        self.first().message()
    }
}

/// Collects located problems while reading an exercise (the kind modules, `lesson::kinds`,
/// push theirs here).
pub(crate) struct Reader {
    pub(crate) errors: Vec<Located<ExerciseError>>,
}

/// `base` followed by `more`.
pub(crate) fn path(base: &[Seg], more: &[Seg]) -> Vec<Seg> {
    let mut p = base.to_vec();
    p.extend_from_slice(more);
    p
}

impl Reader {
    /// How many problems so far keep the exercise from being read.
    pub(crate) fn refusals(&self) -> usize {
        self.errors.iter().filter(|e| e.error.refuses()).count()
    }

    pub(crate) fn push(&mut self, path: Vec<Seg>, value: bool, error: ExerciseError) {
        self.errors.push(Located { path, value, error });
    }

    /// A problem with the author's key at `at`, worded by the kind.
    pub(crate) fn key(&mut self, at: Vec<Seg>, value: bool, message: Message) {
        self.push(at, value, ExerciseError::Key(message));
    }

    pub(crate) fn ok<T>(
        &mut self,
        r: Result<T, ExerciseError>,
        at: Vec<Seg>,
        value: bool,
    ) -> Option<T> {
        r.map_err(|e| self.push(at, value, e)).ok()
    }

    pub(crate) fn square(&mut self, text: &str, at: Vec<Seg>) -> Option<Square> {
        let r = text
            .parse()
            .map_err(|_| ExerciseError::Square(text.to_string()));
        self.ok(r, at, true)
    }

    pub(crate) fn mv(&mut self, text: &str, at: Vec<Seg>) -> Option<Move> {
        let r = text
            .parse()
            .map_err(|_| ExerciseError::Move(text.to_string()));
        self.ok(r, at, true)
    }

    /// The positions along `played` from `pos`; the first bad move reported at `moves[i]`.
    pub(crate) fn sequence(
        &mut self,
        pos: &Position,
        played: &[String],
        at: &[Seg],
    ) -> Option<Vec<Position>> {
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
    pub(crate) fn statement(
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
        let written = exercise.task.as_kind();
        let played = written.played();
        let sequence = match (played, &position) {
            (Some(played), Some(pos)) => r
                .sequence(pos, played, &path(&base, &[Seg::Key("moves".into())]))
                .unwrap_or_default(),
            (Some(_), None) | (None, _) => Vec::new(),
        };
        let ctx = super::kinds::ReadCtx {
            pos: position.as_ref(),
            sequence: &sequence,
            nested: false,
            feedback: &exercise.feedback,
        };
        let task = written.read(&mut r, &ctx, &base);
        // A claim "needs a position" only where none is written: a written one that cannot
        // be built (an unknown rule set, a broken FEN) is reported once, where it is wrong.
        if exercise.position.is_some() {
            r.errors
                .retain(|e| e.error != ExerciseError::ClaimNeedsPosition);
        }
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
            if o.reason.is_none()
                && o.mv.is_none()
                && o.square.is_none()
                && o.option.is_none()
                && o.answer.is_none()
            {
                r.push(
                    path(&base, &[Seg::Key("feedback".into()), Seg::Index(j)]),
                    false,
                    ExerciseError::FeedbackNoKey,
                );
            }
            if let Some(reason) = &o.reason
                && !feedback_reason_known(reason)
            {
                r.push(
                    at("reason"),
                    true,
                    ExerciseError::UnknownReason(reason.clone()),
                );
            }
            let mv = o.mv.as_ref().map(|m| r.mv(m, at("move")));
            let square = o.square.as_ref().map(|s| r.square(s, at("square")));
            feedback.push(CheckedOverride {
                reason: o.reason.clone(),
                mv: mv.flatten(),
                square: square.flatten(),
                option: o.option.map(|n| n.saturating_sub(1)),
                said: o.answer,
                text: o.text.clone(),
                misconception: o.misconception.clone(),
            });
        }
        match (rules, task) {
            (Some(rules), Some(task)) if r.refusals() == 0 => Ok(CheckedExercise {
                raw: exercise.clone(),
                rules,
                position,
                // Every move parsed: the sequence was played.
                moves: played
                    .unwrap_or_default()
                    .iter()
                    .filter_map(|m| m.parse().ok())
                    .collect(),
                sequence,
                task,
                feedback,
                refuted: r.errors,
            }),
            _ => {
                if r.refusals() == 0 {
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

    /// The position to show first.
    pub fn position(&self) -> Option<&Position> {
        self.position.as_ref()
    }

    /// The position after `n` moves of a `lines` / `replay` sequence.
    #[cfg(test)]
    pub(crate) fn after(&self, n: usize) -> Option<&Position> {
        self.sequence.get(n)
    }
}

/// A lesson with each of its exercises read once into engine values (or the problems that
/// kept it from being read): what the catalog holds and the trainer, the exercise screen
/// and the handout take. A lesson with a broken exercise is still a lesson: its other
/// exercises open, and the broken one says why it cannot.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedLesson {
    pub(crate) lesson: Lesson,
    /// One per exercise of `lesson`, in the same order.
    pub(crate) checked: Vec<Result<CheckedExercise, ExerciseErrors>>,
    /// What is wrong with the lesson as written beyond what its exercises' engine values
    /// need: its id and rule set, ids used twice or not kebab-case, texts a learner reads
    /// without every required language. The trainer still opens such a lesson (a text falls
    /// back to English); the lint refuses it.
    pub(crate) problems: Vec<Located<ExerciseError>>,
    /// One per step of the introduction (a one-text introduction is one step): its board,
    /// or `None` when it has none or it cannot be built (the lint says why).
    pub(crate) intro_boards: Vec<Option<IntroBoard>>,
}

/// The board of an introduction's step, read into engine values.
#[derive(Clone, Debug, PartialEq)]
pub struct IntroBoard {
    pub position: Position,
    /// The last of the position's `moves`, shown as the last move.
    pub(crate) last_move: Option<Move>,
    /// The points the step marks (those that do not name a point are left out; the lint
    /// reports them).
    pub(crate) marks: Vec<Square>,
}

impl IntroBoard {
    /// The board of `step` under the lesson's rules.
    pub fn new(step: &crate::lesson::model::IntroStep, rules: &str) -> Option<IntroBoard> {
        let spec = step.position.as_ref()?;
        let rules = rule_set(rules).unwrap_or(RuleSet::Basic);
        let position = position::build(spec, rules).ok()?;
        Some(IntroBoard {
            position,
            last_move: spec.moves.last().and_then(|m| m.parse().ok()),
            marks: step.marks.iter().filter_map(|m| m.parse().ok()).collect(),
        })
    }
}

impl CheckedLesson {
    pub(crate) fn new(lesson: Lesson) -> CheckedLesson {
        let checked = lesson
            .exercises
            .iter()
            .map(|x| CheckedExercise::new(&lesson, x))
            .collect();
        let problems = authoring(&lesson);
        let intro_boards = lesson
            .intro
            .steps()
            .iter()
            .map(|s| IntroBoard::new(s, &lesson.rules))
            .collect();
        CheckedLesson {
            lesson,
            checked,
            problems,
            intro_boards,
        }
    }

    /// Every problem found: the lesson's, then each exercise's (those that keep it from
    /// being read, and the keys the engine refutes). None: the lesson is sound, and the lint
    /// reports no error for it.
    #[cfg(test)]
    pub(crate) fn errors(&self) -> impl Iterator<Item = &Located<ExerciseError>> {
        self.problems
            .iter()
            .chain(self.checked.iter().flat_map(|c| match c {
                Ok(x) => x.refuted.iter(),
                Err(e) => e.0.iter(),
            }))
    }

    /// The `index`-th exercise, read.
    pub(crate) fn exercise(
        &self,
        index: usize,
    ) -> Option<&Result<CheckedExercise, ExerciseErrors>> {
        self.checked.get(index)
    }

    /// An exercise by id, read.
    pub(crate) fn exercise_by_id(
        &self,
        id: &str,
    ) -> Option<&Result<CheckedExercise, ExerciseErrors>> {
        let i = self.lesson.exercises.iter().position(|x| x.id == id)?;
        self.checked.get(i)
    }
}

/// Every text of an exercise a learner reads, with where it is written (the task's own
/// texts from its kind's module).
pub(crate) fn exercise_texts<'a>(
    exercise: &'a Exercise,
    base: &[Seg],
) -> Vec<(&'a Text, Vec<Seg>)> {
    let at = |k: &str| path(base, &[Seg::Key(k.into())]);
    let mut texts = Vec::new();
    if let Some(title) = &exercise.title {
        texts.push((title, at("title")));
    }
    texts.extend([
        (&exercise.prompt, at("prompt")),
        (&exercise.self_check, at("self_check")),
        (&exercise.explanation, at("explanation")),
    ]);
    for (j, hint) in exercise.hints.iter().enumerate() {
        texts.push((hint, path(base, &[Seg::Key("hints".into()), Seg::Index(j)])));
    }
    for (j, o) in exercise.feedback.iter().enumerate() {
        let fb = [
            Seg::Key("feedback".into()),
            Seg::Index(j),
            Seg::Key("text".into()),
        ];
        texts.push((&o.text, path(base, &fb)));
    }
    texts.extend(exercise.task.as_kind().texts(base, false));
    texts
}

/// The lesson's own problems (see [`CheckedLesson::problems`]), in file order.
fn authoring(lesson: &Lesson) -> Vec<Located<ExerciseError>> {
    let mut r = Reader { errors: Vec::new() };
    let key = |k: &str| vec![Seg::Key(k.into())];
    if !valid_id(&lesson.id) {
        r.push(key("id"), true, ExerciseError::Id(lesson.id.clone()));
    }
    r.ok(rule_set(&lesson.rules), key("rules"), true);
    let mut texts = vec![(&lesson.title, key("title"))];
    texts.extend(super::misconception::declared_texts(lesson));
    r.errors.extend(super::misconception::unknown_tags(lesson));
    match &lesson.intro {
        Intro::Text(text) => texts.push((text, key("intro"))),
        Intro::Steps(steps) => {
            if steps.is_empty() {
                r.push(key("intro"), false, ExerciseError::EmptyIntro);
            }
            // A step's board and marks are read as an exercise's are.
            for (i, step) in steps.iter().enumerate() {
                let base = [Seg::Key("intro".into()), Seg::Index(i)];
                texts.push((&step.text, path(&base, &[Seg::Key("text".into())])));
                if let (Some(spec), Ok(rules)) = (&step.position, rule_set(&lesson.rules)) {
                    let at = path(&base, &[Seg::Key("position".into())]);
                    r.ok(
                        position::build(spec, rules).map_err(ExerciseError::Position),
                        at,
                        false,
                    );
                }
                for (j, mark) in step.marks.iter().enumerate() {
                    r.square(
                        mark,
                        path(&base, &[Seg::Key("marks".into()), Seg::Index(j)]),
                    );
                }
            }
        }
    }
    for (i, ex) in lesson.exercises.iter().enumerate() {
        let base = [Seg::Key("exercises".into()), Seg::Index(i)];
        let id = path(&base, &[Seg::Key("id".into())]);
        if let Some(first) = lesson.exercises[..i].iter().position(|x| x.id == ex.id) {
            let error = ExerciseError::DuplicateExercise {
                id: ex.id.clone(),
                first,
            };
            r.push(id.clone(), false, error);
        }
        if !valid_id(&ex.id) {
            r.push(id, true, ExerciseError::Id(ex.id.clone()));
        }
        texts.extend(exercise_texts(ex, &base));
    }
    for (text, at) in texts {
        let missing = text.missing(&crate::i18n::REQUIRED_LANGUAGES);
        if !missing.is_empty() {
            r.push(at, false, ExerciseError::Languages(missing));
        }
    }
    r.errors
}

/// The lesson as written: a checked lesson is read wherever a lesson is.
impl std::ops::Deref for CheckedLesson {
    type Target = Lesson;

    fn deref(&self) -> &Lesson {
        &self.lesson
    }
}
