//! The exercise screen's update: keys and clicks build the answer (`mod.rs`), which goes
//! to the checker; a solved exercise asks the app to record its stars.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::i18n::{Message, rules_text};
use crate::learner::class::{ClassTry, answer_text};
use crate::learner::progress::AttemptResult;
use crate::lesson::erratum::Report;
use crate::rules::Move;
use crate::trainer::Answer;
use crate::tui::keys::{Action, Scope};
use crate::tui::screen::FeedbackTone;
use crate::tui::screen::{CoursePlace, Cx, DrawCx, Effect, Input, InputKind, ScreenState};
use crate::tui::screens::exercise::{ExFocus, ExerciseState};

impl ExerciseState {
    /// Sends an answer to the checker; the first time the exercise is solved, its stars.
    fn answer(&mut self, answer: Answer) -> Effect {
        let text = answer_text(&answer);
        let Some(v) = self.submit(answer) else {
            return Effect::None;
        };
        let (correct, solved, stars) = (v.correct, v.solved, v.stars);
        if v.partial {
            // Right so far: the judge's "why?" comes next, from the top of its short list.
            self.row = 0;
            self.focus = ExFocus::Answer;
            return Effect::None;
        }
        let misconceptions: Vec<String> = v
            .feedback
            .iter()
            .filter_map(|i| i.misconception.clone())
            .collect();
        let (tries, hints) = self
            .attempt
            .as_ref()
            .map_or((0, 0), |a| (a.wrong_tries(), a.hints_used()));
        // The second miss shows the answer: for the schedule, that counts as not known.
        let revealed = !correct && self.attempt.as_ref().is_ok_and(|a| a.wrong_tries() == 2);
        let first_solve = solved && !self.recorded;
        if first_solve {
            self.recorded = true;
        }
        Effect::Attempted {
            lesson: self.lesson,
            exercise: self.index,
            result: AttemptResult {
                correct,
                revealed,
                misconceptions: misconceptions.clone(),
            },
            stars: first_solve.then_some(stars),
            class: Some(ClassTry {
                answer: text,
                correct,
                solved,
                stars: if solved { stars } else { 0 },
                // The tries and hints before this answer.
                tries: tries.saturating_sub(u32::from(!correct)),
                hints,
                misconceptions,
            }),
        }
    }

    /// The next exercise of the lesson, else back to the lesson page; in the "practise again"
    /// queue, the next exercise due.
    fn next_exercise(&self, cx: &Cx) -> Effect {
        if self.reviewing {
            return Effect::NextDue;
        }
        let count = cx.lessons.get(self.lesson).map_or(0, |l| l.exercises.len());
        if self.index + 1 < count {
            let next = ExerciseState::new(&cx.lessons.list, self.lesson, self.index + 1);
            return Effect::Replace(Box::new(next));
        }
        Effect::LessonDone {
            lesson: self.lesson,
            exercise: self.index,
        }
    }

    fn cycle_focus(&mut self, forward: bool, rows: usize) {
        let mut panels = Vec::new();
        if self.has_board() {
            panels.push(ExFocus::Board);
        }
        if rows > 0 {
            panels.push(ExFocus::Answer);
        }
        if self.answered() || self.error.is_some() {
            panels.push(ExFocus::Feedback);
        }
        if let Some(i) = panels.iter().position(|p| *p == self.focus) {
            let n = panels.len();
            self.focus = panels[if forward { i + 1 } else { i + n - 1 } % n];
        } else if let Some(p) = panels.first() {
            self.focus = *p;
        }
    }
}

impl ScreenState for ExerciseState {
    fn name(&self) -> &'static str {
        "exercise"
    }

    fn render(&self, cx: &DrawCx, body: Rect, buf: &mut Buffer) {
        super::view::render(cx.ui, self, body, buf)
    }

    fn status(&self, cx: &DrawCx, area: Rect, buf: &mut Buffer) {
        super::view::status(cx.ui, self, area, buf)
    }

    fn title(&self) -> &'static str {
        "screen-exercise"
    }

    fn course_place(&self) -> Option<CoursePlace> {
        Some(CoursePlace::Exercise {
            lesson: self.lesson,
            exercise: self.index,
        })
    }

    fn move_to_lesson(&mut self, lesson: usize) {
        self.lesson = lesson;
    }

    fn unfinished(&self) -> Option<(usize, usize)> {
        let a = self.attempt.as_ref().ok()?;
        let left = !a.is_solved() && (a.wrong_tries() > 0 || a.hints_used() > 0);
        left.then_some((self.lesson, self.index))
    }

    fn scopes(&self) -> Vec<Scope> {
        let mut v = Vec::new();
        // Before a verdict, and after a wrong one (fix the answer and check again).
        if !self.answered() || !self.verdict.as_ref().is_some_and(|v| v.correct) {
            v.push(Scope::Exercise);
        }
        if !self.solved() && !self.answer_shown {
            v.push(Scope::Reveal);
        }
        // Solved or given up, the lesson it points to (first: the bar at 80 columns keeps it).
        if self.pointer().is_some() {
            v.push(Scope::SeeLesson);
        }
        // The lesson's text, on every exercise (before the rest, so the bar keeps it).
        v.push(Scope::AnyExercise);
        if self.step_done() {
            // One step at a time: its question, its answer, its feedback, then `n`.
            v.push(Scope::StepDone);
        } else if self.verdict.as_ref().is_some_and(|v| v.correct) {
            v.push(Scope::Solved);
        } else if self.answered() {
            v.push(Scope::Answered);
        }
        if self.sequence().len() > 1 {
            v.push(Scope::Sequence);
        }
        let play = self.asks_move();
        if play && !self.solved() {
            v.push(Scope::Play);
        }
        v.extend([Scope::Erratum, Scope::Move]);
        // Answered right, Enter is the next exercise's or step's, not the rows'.
        if !v.contains(&Scope::Solved) && !v.contains(&Scope::StepDone) {
            v.push(Scope::Nav);
        }
        v.push(Scope::Global);
        v
    }

    fn on_action(&mut self, action: Action, cx: &Cx) -> Effect {
        self.look_up_pointer(cx.lessons, cx.progress);
        let rows = self.rows().len();
        let submit = match action {
            Action::NextPanel | Action::PrevPanel => {
                self.cycle_focus(action == Action::NextPanel, rows);
                None
            }
            Action::Up | Action::Down | Action::Left | Action::Right => {
                // On a turned board the cursor moves as the eye sees it.
                let turn = if self.flipped() { -1 } else { 1 };
                match (self.focus, action) {
                    (ExFocus::Board, Action::Up) => self.move_cursor(0, turn),
                    (ExFocus::Board, Action::Down) => self.move_cursor(0, -turn),
                    (ExFocus::Board, Action::Left) => self.move_cursor(-turn, 0),
                    (ExFocus::Board, _) => self.move_cursor(turn, 0),
                    (ExFocus::Answer, Action::Up) => self.row = self.row.saturating_sub(1),
                    (ExFocus::Answer, Action::Down) => {
                        self.row = (self.row + 1).min(rows.saturating_sub(1));
                    }
                    (ExFocus::Feedback, Action::Up) => self.scroll.up(1),
                    (ExFocus::Feedback, Action::Down) => self.scroll.down(1),
                    _ => {}
                }
                None
            }
            Action::PageUp => {
                self.scroll.up(5);
                None
            }
            Action::PageDown => {
                self.scroll.down(5);
                None
            }
            Action::Select => match self.focus {
                ExFocus::Board => self.choose_point(self.cursor),
                ExFocus::Answer => self.choose_row(self.row),
                ExFocus::Feedback => None,
            },
            Action::Pick(n) if (n as usize) <= rows => self.choose_row(n as usize - 1),
            Action::Cancel => {
                self.selected = None;
                self.lit.clear();
                self.stuck = None;
                self.view = None;
                None
            }
            Action::Submit => match self.built_answer() {
                Some(a) => Some(a),
                None if self.focus == ExFocus::Answer && rows > 0 => self.choose_row(self.row),
                None => {
                    let id = if self.board_task() {
                        "ex-choose-move"
                    } else {
                        "ex-choose-row"
                    };
                    return Effect::Flash(FeedbackTone::Info, Message::new(id));
                }
            },
            Action::Hint => {
                let taken = self
                    .attempt
                    .as_mut()
                    .ok()
                    .and_then(|a| a.take_hint())
                    .is_some();
                if !taken {
                    let none_at_all = self.exercise().is_some_and(|e| e.hints.is_empty());
                    let id = if none_at_all {
                        "ex-no-hints-here"
                    } else {
                        "ex-no-hints"
                    };
                    return Effect::Flash(FeedbackTone::Info, Message::new(id));
                }
                None
            }
            // Only bound while a move is asked for (the Play scope).
            Action::TypeMove => {
                return Effect::Input(Input {
                    kind: InputKind::Move,
                    text: String::new(),
                });
            }
            Action::Retry => {
                self.reset_answer();
                None
            }
            Action::Erratum => {
                let lesson = &cx.lessons.list[self.lesson];
                let file = cx
                    .lessons
                    .files
                    .get(&lesson.id)
                    .map(|(path, origin)| (path.as_str(), *origin));
                let lang = cx.l10n.lang().to_string();
                return match Report::exercise(lesson, self.index, &lang, file) {
                    Some(report) => Effect::Report(report.text(cx.l10n)),
                    None => Effect::None,
                };
            }
            // The lesson's page over this exercise, which stays as it is under it.
            Action::LessonText => {
                return Effect::ReadLesson {
                    lesson: self.lesson,
                    exercise: self.index,
                };
            }
            // The lesson the exercise points to, over it (issue 65).
            Action::SeeLesson => {
                return match self.pointer().and_then(|id| cx.lessons.position(id)) {
                    Some(lesson) => Effect::OpenLesson(lesson),
                    None => Effect::None,
                };
            }
            Action::ShowAnswer => {
                let first = self.attempt.as_ref().is_ok_and(|a| !a.revealed());
                if !self.show_answer() {
                    return Effect::Flash(FeedbackTone::Info, Message::new("ex-no-answer"));
                }
                // Shown on request: for the review schedule, not known.
                return if first {
                    Effect::Attempted {
                        lesson: self.lesson,
                        exercise: self.index,
                        result: AttemptResult {
                            correct: true,
                            revealed: true,
                            misconceptions: Vec::new(),
                        },
                        stars: None,
                        class: None,
                    }
                } else {
                    Effect::None
                };
            }
            // A replay moves on to its next step first (`next_step` does that and says so).
            Action::NextExercise if !self.next_step() => return self.next_exercise(cx),
            Action::Earlier => {
                self.step_view(-1);
                None
            }
            Action::Later => {
                self.step_view(1);
                None
            }
            _ => None,
        };
        match submit {
            Some(a) => self.answer(a),
            None => Effect::None,
        }
    }

    fn on_click(&mut self, col: u16, row: u16, cx: &Cx) -> Effect {
        self.look_up_pointer(cx.lessons, cx.progress);
        // The geometry of the frame the learner is looking at.
        let Some(l) = self.drawn.get() else {
            return Effect::None;
        };
        let square = l.board.and_then(|b| b.geometry.square_at(col, row));
        let rows = self.rows().len();
        let hit_row = l
            .answer
            .filter(|a| a.contains((col, row).into()))
            .and_then(|_| {
                let drawn = self.drawn_rows.borrow();
                drawn.iter().find(|(y, _)| *y == row).map(|(_, i)| *i)
            })
            .filter(|i| *i < rows);
        let submit = if let Some(sq) = square {
            self.choose_point(sq)
        } else if let Some(r) = hit_row {
            self.choose_row(r)
        } else {
            if l.feedback.contains((col, row).into()) {
                self.focus = ExFocus::Feedback;
            }
            None
        };
        match submit {
            Some(a) => self.answer(a),
            None => Effect::None,
        }
    }

    fn on_input(&mut self, input: &Input, cx: &Cx) -> Effect {
        self.look_up_pointer(cx.lessons, cx.progress);
        let text = input.text.trim();
        if text.is_empty() {
            return Effect::None;
        }
        match text.parse::<Move>() {
            Ok(m) => self.answer(Answer::Play(m)),
            Err(_) => Effect::Flash(FeedbackTone::Bad, rules_text::bad_notation(text)),
        }
    }
}
