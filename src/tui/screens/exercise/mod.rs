//! The exercise screen's state and its changes: the learner's answer being built (marks,
//! a chosen move, options, cannon lines), submitting it to the checker, hints, retry.
//! Drawing is in `view.rs`; judging is the trainer's (`trainer::Attempt`).
//!
//! `kinds.rs` holds every per-kind difference of the screen (one exhaustive match over
//! `CheckedTask` per job: the current task, answer rows, board input and lights, the help
//! line, what a hidden answer says); `update.rs` the keys and clicks. Every judged answer is
//! an `Effect::Attempted` (the try, its misconception tags, whether the answer was shown;
//! stars on the first solve), which the app records through `services/due.rs`.
//!
//! A replay shows one step at a time (`shown_step` moves only on `n`, scope `StepDone`); a
//! judge's rows are legal / illegal, then the short list of reasons; `a` (scope `Reveal`)
//! shows the engine's answer as a right verdict (`answer_shown`); the feedback keeps back
//! what the learner missed (`reveals`) until the second miss; a piece that cannot move says
//! why (`stuck`). The answer list is wrapped, and `drawn_rows` (kept at draw time) maps screen
//! rows to answer rows for clicks. `i` (scope `AnyExercise`) opens the lesson's page over
//! the exercise (`Effect::ReadLesson`, the page `reading`); Enter or Back there returns to the
//! exercise as it was. A personal exercise about material, once solved or given up, points to
//! the strategy lesson (`pointer`, `review::personal`), and `o` (scope `SeeLesson`) opens that
//! lesson's page over it (`Effect::OpenLesson`).

mod kinds;
mod update;
pub(crate) mod view;

use crate::i18n::Message;
use crate::lesson::checked::{CheckedLesson, CheckedTask};
use crate::lesson::lines::LineId;
use crate::lesson::model::Exercise;
use crate::rules::{Move, Position, Square, sq};
use crate::trainer::solution::solution;
use crate::trainer::{Answer, Attempt, Verdict};

use std::cell::Cell;

use crate::tui::board::Highlights;
use crate::tui::layout::ExLayout;
use crate::tui::scroll::Scroll;

/// Where the keys go.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum ExFocus {
    Board,
    Answer,
    Feedback,
}

/// What the learner says about one cannon line.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum LineMark {
    Unchanged,
    Opened,
    Closed,
}

impl LineMark {
    fn next(self) -> LineMark {
        match self {
            LineMark::Unchanged => LineMark::Opened,
            LineMark::Opened => LineMark::Closed,
            LineMark::Closed => LineMark::Unchanged,
        }
    }

    pub(crate) fn id(self) -> &'static str {
        match self {
            LineMark::Unchanged => "unchanged",
            LineMark::Opened => "opened",
            LineMark::Closed => "closed",
        }
    }
}

/// One row of the answer list.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum AnswerRow {
    /// Judge: legal.
    Legal,
    /// Judge: illegal, with the reason picked (if any).
    Illegal(Option<&'static str>),
    /// Claim: true or false.
    Truth(bool),
    /// Choice: the option's index.
    Option(usize),
    /// Lines: a cannon line.
    Line(LineId),
}

/// The task being answered now: the exercise's, or for a replay the current step's.
#[derive(Clone, Debug)]
pub(crate) struct Current {
    /// Read once into engine values (`lesson::checked`): nothing here parses again.
    pub(crate) task: CheckedTask,
    /// The position the task is about (a replay step: after its moves).
    pub(crate) position: Option<Position>,
    /// For a replay: the step (0-based) and how many there are.
    pub(crate) step: Option<(usize, usize)>,
    /// For a replay: the step's own question, under the exercise's prompt.
    pub(crate) step_prompt: Option<crate::lesson::model::Text>,
    /// The move that led to `position`, to show as the last move.
    pub(crate) last_move: Option<Move>,
}

#[derive(Clone, Debug)]
pub(crate) struct ExerciseState {
    /// Index into the app's lessons.
    pub(crate) lesson: usize,
    /// Index into the lesson's exercises.
    pub(crate) index: usize,
    /// The checker's session; `Err` when the exercise cannot be built (a broken file).
    pub(crate) attempt: Result<Attempt, Message>,
    pub(crate) cursor: Square,
    pub(crate) focus: ExFocus,
    /// Destinations: the points marked.
    pub(crate) marks: Vec<Square>,
    /// Play: the selected piece. Its legal points are not lit in an exercise (where a move's
    /// legality may be the question), so `lit` stays empty here.
    pub(crate) selected: Option<Square>,
    pub(crate) lit: Vec<Square>,
    /// Play: a piece picked that has no legal move, and why (the engine's `stuck_reason`),
    /// with the points that show it.
    pub(crate) stuck: Option<(Message, Vec<Square>)>,
    /// Row under the cursor in the answer list.
    pub(crate) row: usize,
    /// Choice: the options ticked.
    pub(crate) chosen: Vec<usize>,
    /// Lines: what the learner says about each candidate line.
    pub(crate) line_marks: Vec<(LineId, LineMark)>,
    /// The last verdict, until the learner retries or moves on.
    pub(crate) verdict: Option<Verdict>,
    /// The answer given with the last verdict, for the board (play: the move tried).
    pub(crate) answered_move: Option<Move>,
    /// An answer the checker refused to judge (wrong kind, out of range).
    pub(crate) error: Option<Message>,
    /// Scroll of the feedback panel.
    pub(crate) scroll: Scroll,
    /// Lines and replay: which position of the move sequence the board shows.
    pub(crate) view: Option<usize>,
    /// Stars recorded for this exercise in this visit (so they are recorded once).
    pub(crate) recorded: bool,
    /// Replay: the step on screen. It moves on only when the learner asks (`next_step`),
    /// so a step's feedback is never shown under the next step's question.
    pub(crate) shown_step: usize,
    /// Judge: "illegal" was said of an illegal move, so the question is at its second part,
    /// "why?" (the rows are the short list of reasons). Kept over a retry; a new step clears it.
    pub(crate) why: bool,
    /// The verdict on screen is the answer shown on request (`a`), not the learner's.
    pub(crate) answer_shown: bool,
    /// Opened from the "practise again" queue: "next" is the next exercise due, not the
    /// next one of the lesson.
    pub(crate) reviewing: bool,
    /// The lesson this exercise points to once solved or given up, by id (a personal
    /// exercise about material: the strategy lesson, `PersonalExercise::see_lesson`); the
    /// outer `None` until looked up (the first key or click, which has the progress).
    pub(crate) points_to: Option<Option<String>>,
    /// Where the last frame drew each answer row (screen row, row index), for clicks: an
    /// option may wrap over several rows.
    pub(crate) drawn_rows: std::cell::RefCell<Vec<(u16, usize)>>,
    /// Where the last frame put the board, answer list and feedback, for clicks (set by
    /// drawing: the prompt's height depends on its wrapped text).
    pub(crate) drawn: Cell<Option<ExLayout>>,
}

impl ExerciseState {
    /// Opens an exercise as its lesson's list read it (never read again here).
    pub(crate) fn new(lessons: &[CheckedLesson], lesson: usize, index: usize) -> ExerciseState {
        let attempt = match lessons.get(lesson).map(|l| (l, l.exercise(index))) {
            Some((_, Some(Ok(ex)))) => Ok(Attempt::start(ex)),
            Some((_, Some(Err(e)))) => Err(e.message()),
            Some((_, None)) | None => Err(Message::new("ex-missing")),
        };
        let mut s = ExerciseState {
            lesson,
            index,
            attempt,
            cursor: sq("e5"),
            focus: ExFocus::Board,
            marks: Vec::new(),
            selected: None,
            lit: Vec::new(),
            stuck: None,
            row: 0,
            chosen: Vec::new(),
            line_marks: Vec::new(),
            verdict: None,
            answered_move: None,
            error: None,
            scroll: Scroll::default(),
            view: None,
            recorded: false,
            shown_step: 0,
            why: false,
            answer_shown: false,
            reviewing: false,
            points_to: None,
            drawn_rows: std::cell::RefCell::new(Vec::new()),
            drawn: Cell::new(None),
        };
        s.reset_answer();
        s
    }

    /// Opens an exercise from the "practise again" queue.
    pub(crate) fn due(lessons: &[CheckedLesson], lesson: usize, index: usize) -> ExerciseState {
        ExerciseState {
            reviewing: true,
            ..ExerciseState::new(lessons, lesson, index)
        }
    }

    pub(crate) fn exercise(&self) -> Option<&Exercise> {
        self.attempt.as_ref().ok().map(Attempt::exercise)
    }

    /// The board is turned (Han at the bottom): a personal exercise from a game the learner
    /// played as Han, drawn from the learner's side as "learn from your mistakes" draws it.
    pub(crate) fn flipped(&self) -> bool {
        self.attempt.as_ref().is_ok_and(|a| a.exercise().from_han)
    }

    pub(crate) fn has_board(&self) -> bool {
        self.current().is_some_and(|c| c.position.is_some())
    }

    /// The position the board shows, and the move that led to it.
    pub(crate) fn shown_position(&self) -> Option<(Position, Option<Move>)> {
        let cur = self.current()?;
        let seq = self.sequence();
        if let (Some(v), false) = (self.view, seq.is_empty()) {
            let v = v.min(seq.len() - 1);
            return Some((seq[v].clone(), self.sequence_move(v)));
        }
        if let Some(shown) = self.kind_shown_position(&cur, &seq) {
            return Some(shown);
        }
        cur.position.map(|p| (p, cur.last_move))
    }

    /// `a`: the engine's answer, shown as the checker explains a right one (the board and
    /// the controls show it too). The attempt gives no full stars from now on. Returns false
    /// when there is nothing to show.
    pub(crate) fn show_answer(&mut self) -> bool {
        let step = self.current().and_then(|c| c.step).map(|(i, _)| i);
        let Ok(attempt) = self.attempt.as_mut() else {
            return false;
        };
        let Some(answer) = solution(attempt.context(), step) else {
            return false;
        };
        attempt.reveal();
        let Ok(mut v) = crate::trainer::check(attempt.context(), &answer, attempt.state()) else {
            return false;
        };
        // Shown, not solved: nothing is recorded and the stars stay as they are.
        v.solved = false;
        v.stars = 0;
        self.reset_answer();
        self.set_shown_answer(answer);
        self.verdict = Some(v);
        self.answer_shown = true;
        true
    }

    /// Clears the answer being built (and the verdict) for a fresh try.
    pub(crate) fn reset_answer(&mut self) {
        self.answer_shown = false;
        self.marks.clear();
        self.selected = None;
        self.lit.clear();
        self.stuck = None;
        self.chosen.clear();
        self.verdict = None;
        self.answered_move = None;
        self.error = None;
        self.scroll.reset();
        self.row = 0;
        self.view = None;
        let cur = self.current();
        self.line_marks = kinds::initial_line_marks(cur.as_ref().map(|c| &c.task));
        // Start the cursor where the question is.
        if let Some(c) = cur {
            if let Some(s) = kinds::focus_square(&c.task) {
                self.cursor = s;
            }
            self.focus = if self.board_task() || self.rows().is_empty() {
                ExFocus::Board
            } else {
                ExFocus::Answer
            };
        }
    }

    /// The exercise is solved (every step of a replay).
    pub(crate) fn solved(&self) -> bool {
        self.attempt.as_ref().is_ok_and(Attempt::is_solved)
    }

    /// Whether the feedback may show what the learner missed (the right answers): only
    /// after the second miss, or once solved. A first miss says what is wrong with the
    /// answer given, and why, but does not hand over the answer.
    pub(crate) fn reveals(&self) -> bool {
        self.attempt
            .as_ref()
            .is_ok_and(|a| a.is_solved() || a.wrong_tries() >= 2 || a.revealed() || a.state().told)
    }

    /// A verdict is shown.
    pub(crate) fn answered(&self) -> bool {
        self.verdict.is_some()
    }

    /// Looks up, once, the lesson a personal exercise points to (`review::personal`).
    pub(crate) fn look_up_pointer(
        &mut self,
        lessons: &crate::tui::lessons::Lessons,
        progress: &crate::learner::progress::Progress,
    ) {
        if self.points_to.is_some() {
            return;
        }
        let personal = lessons
            .get(self.lesson)
            .is_some_and(|l| l.id == crate::review::personal::LESSON_ID);
        let id = self.exercise().map(|e| e.id.clone());
        self.points_to = Some(
            id.filter(|_| personal)
                .and_then(|id| progress.personal().get(&id))
                .and_then(|e| e.see_lesson())
                .filter(|id| lessons.position(id).is_some())
                .map(str::to_string),
        );
    }

    /// The lesson to point to now: the exercise was solved or given up (its answer shown,
    /// or revealed after the second miss) and it points to one.
    pub(crate) fn pointer(&self) -> Option<&str> {
        let done = self.verdict.as_ref().is_some_and(|v| !v.partial) && self.reveals();
        self.points_to.as_ref()?.as_deref().filter(|_| done)
    }

    /// What the board shows.
    pub(crate) fn highlights(&self) -> Highlights {
        let mut h = Highlights {
            cursor: (self.focus == ExFocus::Board).then_some(self.cursor),
            ..Highlights::default()
        };
        let Some(cur) = self.current() else { return h };
        let shown = self.shown_position();
        h.last_move = shown.as_ref().and_then(|(_, m)| *m);
        self.task_highlights(&cur.task, &mut h);
        if let Some((pos, _)) = &shown
            && pos.is_check()
        {
            h.check = pos.king(pos.turn());
        }
        // After a verdict: the points the feedback talks about.
        if let Some(v) = &self.verdict {
            let reveal = self.reveals();
            for item in v
                .feedback
                .iter()
                .filter(|i| reveal || i.tone != crate::lesson::feedback::Tone::Missed)
            {
                for s in &item.squares {
                    if !h.marked.contains(s) {
                        h.marked.push(*s);
                    }
                }
            }
        }
        h
    }

    pub(crate) fn move_cursor(&mut self, df: i8, dr: i8) {
        if let Some(s) = self.cursor.offset(df, dr) {
            self.cursor = s;
        }
    }

    /// Enter on an answer row (or its number). Returns an answer to submit for the kinds
    /// that are answered by one choice (judge, claim).
    pub(crate) fn choose_row(&mut self, row: usize) -> Option<Answer> {
        let rows = self.rows();
        let r = rows.get(row)?.clone();
        self.row = row;
        self.focus = ExFocus::Answer;
        match r {
            AnswerRow::Legal => Some(Answer::Judge {
                legal: true,
                reason: None,
            }),
            AnswerRow::Illegal(reason) => Some(Answer::Judge {
                legal: false,
                reason: reason.map(str::to_string),
            }),
            AnswerRow::Truth(t) => Some(Answer::Claim(t)),
            AnswerRow::Option(i) => {
                if self.answered() {
                    let chosen = std::mem::take(&mut self.chosen);
                    self.reset_answer();
                    self.chosen = chosen;
                    self.row = row;
                }
                match self.chosen.iter().position(|c| *c == i) {
                    Some(k) => {
                        self.chosen.remove(k);
                    }
                    None => self.chosen.push(i),
                }
                None
            }
            AnswerRow::Line(id) => {
                if self.answered() {
                    let marks = std::mem::take(&mut self.line_marks);
                    self.reset_answer();
                    self.line_marks = marks;
                    self.row = row;
                }
                if let Some((_, m)) = self.line_marks.iter_mut().find(|(l, _)| *l == id) {
                    *m = m.next();
                }
                None
            }
        }
    }

    /// Sends an answer to the checker. Returns the verdict (also kept for the screen).
    pub(crate) fn submit(&mut self, answer: Answer) -> Option<&Verdict> {
        let step = self.current().and_then(|c| c.step).map(|(i, _)| i);
        // "Illegal" said of an illegal move: the question goes on to "why?".
        if let Answer::Judge { legal: false, .. } = &answer
            && !self.why_choices().is_empty()
        {
            self.why = true;
        }
        self.answer_shown = false;
        if let Answer::Play(m) = &answer {
            self.answered_move = Some(*m);
        }
        let wrapped = match step {
            Some(i) => Answer::Step {
                step: i,
                answer: Box::new(answer),
            },
            None => answer,
        };
        let attempt = self.attempt.as_mut().ok()?;
        match attempt.submit(&wrapped) {
            Ok(v) => {
                self.error = None;
                self.scroll.reset();
                self.verdict = Some(v);
                self.verdict.as_ref()
            }
            Err(e) => {
                self.error = Some(e.message());
                None
            }
        }
    }

    /// A replay step answered right, with steps still to answer: `n` goes to the next step.
    pub(crate) fn step_done(&self) -> bool {
        self.current().and_then(|c| c.step).is_some()
            && !self.solved()
            && !self.answer_shown
            && self.verdict.as_ref().is_some_and(|v| v.correct)
    }

    /// After a correct replay step that did not finish the exercise: go on to the next step.
    pub(crate) fn next_step(&mut self) -> bool {
        if !self.step_done() {
            return false;
        }
        if let Some(next) = self.attempt.as_ref().ok().and_then(Attempt::current_step) {
            self.shown_step = next;
        }
        self.why = false;
        self.reset_answer();
        true
    }

    /// Earlier / later position of a lines or replay sequence (`None`: the question's own).
    pub(crate) fn step_view(&mut self, by: i32) {
        let seq = self.sequence();
        if seq.is_empty() {
            return;
        }
        let default = self.default_view(&seq);
        let v = self.view.unwrap_or(default) as i32 + by;
        self.view = Some(v.clamp(0, seq.len() as i32 - 1) as usize);
    }
}

/// Why the piece on `at` cannot move (the engine's `stuck_reason`), and the points that show it.
fn stuck_note(pos: &Position, at: Square) -> (Message, Vec<Square>) {
    let role = pos
        .board()
        .get(at)
        .map_or(crate::rules::Role::King, |p| p.role);
    let head = |id: &'static str| {
        Message::new(id)
            .arg_msg("piece", crate::i18n::rules_text::piece(role))
            .arg("square", at.to_string())
    };
    match pos.stuck_reason(at) {
        Some((_, r)) => (
            head("ex-cannot-move").arg_msg("reason", crate::i18n::rules_text::reason(&r)),
            r.squares(),
        ),
        None => (head("ex-cannot-move-plain"), Vec::new()),
    }
}
