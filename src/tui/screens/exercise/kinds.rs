//! Everything the exercise screen does differently per exercise kind, in one file: how a
//! kind is answered (on the board, in the answer list, step by step), what the board lights,
//! what the help line and a hidden answer say. Each job is one exhaustive match over
//! `CheckedTask`, so a new kind stops the compiler here and nowhere else in the screen.

use crate::i18n::Message;
use crate::lesson::checked::CheckedTask;
use crate::lesson::goal::Condition;
use crate::lesson::lines::{self, LineId};
use crate::lesson::model::{Statement, Text};
use crate::lesson::why;
use crate::rules::{Move, Position, Square};
use crate::trainer::Answer;
use crate::tui::board::Highlights;

use super::{AnswerRow, Current, ExFocus, ExerciseState, LineMark, stuck_note};

impl ExerciseState {
    /// The task being answered and its position.
    pub(crate) fn current(&self) -> Option<Current> {
        let attempt = self.attempt.as_ref().ok()?;
        let ctx = attempt.context();
        match &ctx.task {
            CheckedTask::Replay { steps } => {
                let i = self.shown_step.min(steps.len().saturating_sub(1));
                let step = steps.get(i)?;
                let last_move = step
                    .after
                    .checked_sub(1)
                    .and_then(|k| ctx.moves.get(k))
                    .copied();
                Some(Current {
                    task: step.task.clone(),
                    position: Some(step.position.clone()),
                    step: Some((i, steps.len())),
                    step_prompt: Some(step.prompt.clone()),
                    last_move,
                })
            }
            task @ (CheckedTask::Destinations { .. }
            | CheckedTask::Judge { .. }
            | CheckedTask::Play { .. }
            | CheckedTask::Choice { .. }
            | CheckedTask::Lines { .. }
            | CheckedTask::Claim { .. }) => Some(Current {
                task: task.clone(),
                position: ctx.position().cloned(),
                step: None,
                step_prompt: None,
                last_move: None,
            }),
        }
    }

    /// The judge question's short list of reasons (`lesson::why`), empty for a legal move
    /// or another kind.
    pub(crate) fn why_choices(&self) -> Vec<&'static str> {
        let Some(cur) = self.current() else {
            return Vec::new();
        };
        let (CheckedTask::Judge { mv }, Some(pos)) = (&cur.task, &cur.position) else {
            return Vec::new();
        };
        let feedback = self.exercise().map_or(&[][..], |e| &e.feedback[..]);
        why::choices(pos, *mv, feedback).unwrap_or_default()
    }

    /// Whether the current task is answered on the board (marks or a move).
    pub(crate) fn board_task(&self) -> bool {
        matches!(
            self.current().map(|c| c.task),
            Some(CheckedTask::Destinations { .. } | CheckedTask::Play { .. })
        )
    }

    /// The positions of a lines or replay sequence (start, then after each move).
    pub(crate) fn sequence(&self) -> Vec<Position> {
        let Some(cur) = self.current() else {
            return Vec::new();
        };
        match &cur.task {
            CheckedTask::Lines { sequence, .. } => sequence.clone(),
            // A replay's (and its steps') sequence is the exercise's.
            CheckedTask::Destinations { .. }
            | CheckedTask::Judge { .. }
            | CheckedTask::Play { .. }
            | CheckedTask::Choice { .. }
            | CheckedTask::Replay { .. }
            | CheckedTask::Claim { .. } => self
                .attempt
                .as_ref()
                .map(|a| a.context().sequence.clone())
                .unwrap_or_default(),
        }
    }

    /// The move leading to position `v` of the sequence.
    pub(super) fn sequence_move(&self, v: usize) -> Option<Move> {
        let cur = self.current()?;
        let ctx = self.attempt.as_ref().ok()?.context();
        let played = match (&cur.task, &ctx.task) {
            (CheckedTask::Lines { moves, .. }, _) => moves,
            (_, CheckedTask::Replay { .. }) => &ctx.moves,
            (
                _,
                CheckedTask::Destinations { .. }
                | CheckedTask::Judge { .. }
                | CheckedTask::Play { .. }
                | CheckedTask::Choice { .. }
                | CheckedTask::Lines { .. }
                | CheckedTask::Claim { .. },
            ) => return None,
        };
        v.checked_sub(1).and_then(|k| played.get(k)).copied()
    }

    /// Rows of the answer list for the current task.
    pub(crate) fn rows(&self) -> Vec<AnswerRow> {
        let Some(cur) = self.current() else {
            return Vec::new();
        };
        match &cur.task {
            // Two parts: legal or not, then (for an illegal move) why, from a short list.
            CheckedTask::Judge { .. } if self.why => self
                .why_choices()
                .into_iter()
                .map(|r| AnswerRow::Illegal(Some(r)))
                .collect(),
            CheckedTask::Judge { .. } => vec![AnswerRow::Legal, AnswerRow::Illegal(None)],
            CheckedTask::Claim { .. } => vec![AnswerRow::Truth(true), AnswerRow::Truth(false)],
            CheckedTask::Choice { options } => (0..options.len()).map(AnswerRow::Option).collect(),
            CheckedTask::Lines { .. } => self
                .line_marks
                .iter()
                .map(|(id, _)| AnswerRow::Line(*id))
                .collect(),
            // Answered on the board; a replay is answered step by step.
            CheckedTask::Destinations { .. }
            | CheckedTask::Play { .. }
            | CheckedTask::Replay { .. } => Vec::new(),
        }
    }

    /// Enter or a click on the board. Returns an answer to submit, if this completes one.
    pub(crate) fn choose_point(&mut self, at: Square) -> Option<Answer> {
        self.cursor = at;
        self.focus = ExFocus::Board;
        let cur = self.current()?;
        match &cur.task {
            CheckedTask::Destinations { .. } => {
                if self.answered() {
                    // Changing the marks after a verdict starts a new try with them.
                    let marks = std::mem::take(&mut self.marks);
                    self.reset_answer();
                    self.marks = marks;
                    self.cursor = at;
                    self.focus = ExFocus::Board;
                }
                match self.marks.iter().position(|s| *s == at) {
                    Some(i) => {
                        self.marks.remove(i);
                    }
                    None => self.marks.push(at),
                }
                None
            }
            CheckedTask::Play { .. } => {
                let pos = cur.position?;
                if self.answered() && !self.solved() {
                    self.reset_answer();
                    self.cursor = at;
                }
                let own = pos.board().get(at).is_some_and(|p| p.color == pos.turn());
                self.stuck = None;
                match self.selected {
                    Some(from) if from == at => {
                        self.selected = None;
                        self.lit.clear();
                        None
                    }
                    Some(from) if !own => {
                        let m = Move::new(from, at);
                        self.selected = None;
                        self.lit.clear();
                        Some(Answer::Play(m))
                    }
                    _ if own => {
                        // The piece only: its legal points would answer a legality question.
                        // A piece that cannot move says why instead, as on the play screen.
                        if pos.destinations(at).is_empty() {
                            self.selected = None;
                            self.stuck = Some(stuck_note(&pos, at));
                        } else {
                            self.selected = Some(at);
                        }
                        self.lit.clear();
                        None
                    }
                    _ => None,
                }
            }
            // Answered in the answer list.
            CheckedTask::Judge { .. }
            | CheckedTask::Choice { .. }
            | CheckedTask::Lines { .. }
            | CheckedTask::Claim { .. }
            | CheckedTask::Replay { .. } => None,
        }
    }

    /// `s`: the answer built so far (marks, ticked options, lines, a typed move).
    pub(crate) fn built_answer(&self) -> Option<Answer> {
        let cur = self.current()?;
        match &cur.task {
            CheckedTask::Destinations { .. } => Some(Answer::Destinations(self.marks.clone())),
            CheckedTask::Choice { .. } => {
                let mut c = self.chosen.clone();
                c.sort_unstable();
                Some(Answer::Choice(c))
            }
            CheckedTask::Lines { .. } => {
                let pick = |want: LineMark| {
                    self.line_marks
                        .iter()
                        .filter(|(_, m)| *m == want)
                        .map(|(id, _)| *id)
                        .collect::<Vec<_>>()
                };
                Some(Answer::Lines {
                    opened: pick(LineMark::Opened),
                    closed: pick(LineMark::Closed),
                })
            }
            // Judge, claim and play are answered by one choice; nothing to collect (a replay:
            // its step's task is the current one).
            CheckedTask::Judge { .. }
            | CheckedTask::Claim { .. }
            | CheckedTask::Play { .. }
            | CheckedTask::Replay { .. } => None,
        }
    }

    /// A lines question shows the position after its moves; a play move found is shown
    /// played. `None`: the task's own position.
    pub(super) fn kind_shown_position(
        &self,
        cur: &Current,
        seq: &[Position],
    ) -> Option<(Position, Option<Move>)> {
        match &cur.task {
            CheckedTask::Lines { .. } => {
                let last = seq.last()?;
                Some((last.clone(), self.sequence_move(seq.len() - 1)))
            }
            CheckedTask::Play { .. } => {
                let (pos, m) = (cur.position.as_ref()?, self.answered_move?);
                if !self.verdict.as_ref().is_some_and(|v| v.correct) {
                    return None;
                }
                // A move found: the board shows it played (and the other side to move).
                pos.play(m).ok().map(|after| (after, Some(m)))
            }
            CheckedTask::Destinations { .. }
            | CheckedTask::Judge { .. }
            | CheckedTask::Choice { .. }
            | CheckedTask::Replay { .. }
            | CheckedTask::Claim { .. } => None,
        }
    }

    /// Puts the answer shown on request (`a`) into the controls, as if the learner had built it.
    pub(super) fn set_shown_answer(&mut self, answer: Answer) {
        match answer {
            Answer::Destinations(marks) => self.marks = marks,
            Answer::Play(m) => self.answered_move = Some(m),
            Answer::Choice(chosen) => self.chosen = chosen,
            Answer::Judge { legal, reason } => {
                self.why = !legal;
                self.row = match reason {
                    Some(r) => self.why_choices().iter().position(|x| *x == r).unwrap_or(0),
                    None => 0,
                };
            }
            Answer::Claim(t) => self.row = usize::from(!t),
            Answer::Lines { opened, closed } => {
                for (id, mark) in &mut self.line_marks {
                    if opened.contains(id) {
                        *mark = LineMark::Opened;
                    } else if closed.contains(id) {
                        *mark = LineMark::Closed;
                    }
                }
            }
            Answer::Step { answer, .. } => self.set_shown_answer(*answer),
        }
    }

    /// What the board lights for the task itself (before any verdict's points).
    pub(super) fn task_highlights(&self, task: &CheckedTask, h: &mut Highlights) {
        match task {
            CheckedTask::Destinations { from } => {
                h.selected = Some(*from);
                h.lit = self.marks.clone();
            }
            CheckedTask::Judge { mv } => {
                h.selected = Some(mv.from);
                h.marked.push(mv.to);
            }
            CheckedTask::Claim { claim, .. } => match claim {
                Statement::Legal { mv } | Statement::Illegal { mv, .. } => {
                    if let Ok(m) = mv.parse::<Move>() {
                        h.selected = Some(m.from);
                        h.marked.push(m.to);
                    }
                }
                Statement::Destinations { square, .. } => h.selected = square.parse().ok(),
                _ => {}
            },
            CheckedTask::Play { .. } => {
                h.selected = self.selected;
                h.lit = self.lit.clone();
                if let Some((_, squares)) = &self.stuck {
                    h.marked.extend(squares.iter().copied());
                }
                if let Some(m) = self.answered_move {
                    h.last_move = Some(m);
                    h.selected = Some(m.from);
                }
            }
            CheckedTask::Choice { .. } | CheckedTask::Lines { .. } | CheckedTask::Replay { .. } => {
            }
        }
    }

    /// Which position of the sequence the board shows before the learner steps through it:
    /// a lines question's last, otherwise the task's own.
    pub(super) fn default_view(&self, seq: &[Position]) -> usize {
        match self.current().map(|c| c.task) {
            Some(CheckedTask::Lines { .. }) => seq.len().saturating_sub(1),
            Some(
                CheckedTask::Destinations { .. }
                | CheckedTask::Judge { .. }
                | CheckedTask::Play { .. }
                | CheckedTask::Choice { .. }
                | CheckedTask::Replay { .. }
                | CheckedTask::Claim { .. },
            )
            | None => self
                .current()
                .and_then(|c| c.position.and_then(|p| seq.iter().position(|q| *q == p)))
                .unwrap_or(0),
        }
    }

    /// The help line under the prompt: how this kind is answered.
    pub(crate) fn help(&self) -> Option<Message> {
        match self.current().map(|c| c.task) {
            Some(CheckedTask::Destinations { .. }) => {
                Some(Message::new("ex-help-destinations").arg(
                    "marked",
                    if self.marks.is_empty() {
                        "-".to_string()
                    } else {
                        let mut m: Vec<String> = self.marks.iter().map(|s| s.to_string()).collect();
                        m.sort();
                        m.join(" ")
                    },
                ))
            }
            Some(CheckedTask::Play { .. }) => Some(Message::new("ex-help-play")),
            Some(CheckedTask::Choice { .. }) => Some(Message::new("ex-help-choice")),
            Some(CheckedTask::Lines { .. }) => Some(Message::new("ex-help-lines")),
            Some(CheckedTask::Judge { .. }) if self.why => Some(Message::new("ex-help-why")),
            Some(CheckedTask::Judge { .. } | CheckedTask::Claim { .. }) => {
                Some(Message::new("ex-help-pick"))
            }
            // A replay's current task is its step's; no exercise, no help.
            Some(CheckedTask::Replay { .. }) | None => None,
        }
    }

    /// What a miss says while the answer is still hidden: a judge asks for the reason next.
    pub(crate) fn hidden_answer_id(&self) -> &'static str {
        match self.current().map(|c| c.task) {
            Some(CheckedTask::Judge { .. }) => "ex-why-hidden",
            Some(
                CheckedTask::Destinations { .. }
                | CheckedTask::Play { .. }
                | CheckedTask::Choice { .. }
                | CheckedTask::Lines { .. }
                | CheckedTask::Replay { .. }
                | CheckedTask::Claim { .. },
            )
            | None => "ex-answer-hidden",
        }
    }

    /// A choice option's text (the task on screen: for a replay, the current step's choice).
    pub(crate) fn option_text(&self, i: usize) -> Option<Text> {
        match self.current().map(|c| c.task) {
            Some(CheckedTask::Choice { options }) => options.get(i).map(|o| o.text.clone()),
            Some(
                CheckedTask::Destinations { .. }
                | CheckedTask::Judge { .. }
                | CheckedTask::Play { .. }
                | CheckedTask::Lines { .. }
                | CheckedTask::Replay { .. }
                | CheckedTask::Claim { .. },
            )
            | None => None,
        }
    }

    /// A "whose turn" question: the status bar must not answer it before the learner has.
    /// (`lesson::given::asks_turn`: also a move of the side not to move, judged or claimed).
    pub(crate) fn asks_turn(&self) -> bool {
        self.current()
            .is_some_and(|c| crate::lesson::given::asks_turn(&c.task, c.position.as_ref()))
    }

    /// A move is asked for on the board (the play keys apply).
    pub(crate) fn asks_move(&self) -> bool {
        matches!(
            self.current().map(|c| c.task),
            Some(CheckedTask::Play { .. })
        )
    }
}

/// The cannon lines a lines question lists, each not yet marked.
pub(super) fn initial_line_marks(task: Option<&CheckedTask>) -> Vec<(LineId, LineMark)> {
    match task {
        Some(CheckedTask::Lines { first, last, .. }) => lines::candidates(first, last)
            .into_iter()
            .map(|id| (id, LineMark::Unchanged))
            .collect(),
        Some(
            CheckedTask::Destinations { .. }
            | CheckedTask::Judge { .. }
            | CheckedTask::Play { .. }
            | CheckedTask::Choice { .. }
            | CheckedTask::Replay { .. }
            | CheckedTask::Claim { .. },
        )
        | None => Vec::new(),
    }
}

/// Where to put the cursor first: the piece the task is about.
pub(super) fn focus_square(task: &CheckedTask) -> Option<Square> {
    match task {
        CheckedTask::Destinations { from } => Some(*from),
        CheckedTask::Judge { mv } => Some(mv.from),
        CheckedTask::Play { goal } => goal.iter().find_map(|c| match c {
            Condition::From(s) => Some(*s),
            _ => None,
        }),
        CheckedTask::Claim {
            claim: Statement::Legal { mv } | Statement::Illegal { mv, .. },
            ..
        } => mv.parse::<Move>().ok().map(|m| m.from),
        CheckedTask::Claim { .. }
        | CheckedTask::Choice { .. }
        | CheckedTask::Lines { .. }
        | CheckedTask::Replay { .. } => None,
    }
}
