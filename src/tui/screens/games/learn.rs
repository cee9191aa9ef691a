//! "Learn from your mistakes" (as lichess has it), on the games screen after the review: the
//! review's moments one by one, the board at the moment from the mover's side, "find a
//! better move". The learner plays on the board (cursor keys and Enter, a click, or `m` to
//! type it, as on the play screen); any move of the moment's `accepted` list counts (the
//! moves the review's search finds as good as the best within `review::MARGIN`), another
//! legal move may be retried, `a` shows the answer; then the engine's line, then `n` for the
//! next moment; an end summary. Drawing: `view.rs` (`learn`). A moment about material names
//! the strategy lesson once answered, and `o` opens it (`Effect::OpenLesson`).

use crate::i18n::{Message, rules_text};
use crate::record;
use crate::review::{Moment, Nag};
use crate::rules::{Color, IllegalReason, Move, Position, Square, sq};
use crate::tui::board::Highlights;
use crate::tui::keys::{Action, Scope};
use crate::tui::screen::{Effect, FeedbackTone, Input, InputKind};

/// Where a moment stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// Waiting for a move.
    Asking,
    /// A move within the margin was found (it is shown played).
    Found(Move),
    /// The answer was shown (the better move played).
    Shown,
    /// Every moment done: the summary.
    Summary,
}

/// The learner stepping through the moments.
#[derive(Debug)]
pub(crate) struct Learn {
    /// The moments with a better move to find, in game order.
    pub(crate) moments: Vec<Moment>,
    pub(crate) index: usize,
    pub(crate) step: Step,
    pub(crate) cursor: Square,
    pub(crate) selected: Option<Square>,
    /// Legal destinations of the selected piece.
    pub(crate) lit: Vec<Square>,
    /// The last legal move tried that is not good enough (this moment).
    pub(crate) wrong: Option<Move>,
    /// Legal moves tried at this moment that were not good enough.
    pub(crate) wrong_tries: usize,
    /// Why the last try or selection was refused (its points are marked).
    pub(crate) refusal: Option<IllegalReason>,
    /// Moments found, and moments whose answer was shown.
    pub(crate) found: usize,
    pub(crate) shown: usize,
    /// The moments tried to the end (found or shown), by ply: the game shows their better
    /// move afterwards.
    pub(crate) answered: Vec<usize>,
    /// Why the better move of the moment answered is better (engine facts).
    pub(crate) why: Vec<crate::review::why::Why>,
    /// The moment answered is about material (`why::about_material`): the panel names the
    /// strategy lesson and `o` opens it.
    pub(crate) about_material: bool,
    /// The strategy lesson's index in the library, if it has it (set from the screen's
    /// context before each key).
    pub(crate) strategy: Option<usize>,
}

impl Learn {
    /// The moments worth stepping through (a move played and a better one to find, or its
    /// moves still being judged); `None` when there is none.
    pub(crate) fn new(moments: &[Moment]) -> Option<Learn> {
        let moments: Vec<Moment> = moments
            .iter()
            .filter(|m| m.played.is_some() && (!m.accepted.is_empty() || m.needs_judging()))
            .cloned()
            .collect();
        let first = moments.first()?;
        let cursor = start_cursor(first);
        Some(Learn {
            moments,
            index: 0,
            step: Step::Asking,
            cursor,
            selected: None,
            lit: Vec::new(),
            wrong: None,
            wrong_tries: 0,
            refusal: None,
            found: 0,
            shown: 0,
            answered: Vec::new(),
            why: Vec::new(),
            about_material: false,
            strategy: None,
        })
    }

    /// A moment whose moves were just judged (`review::judge_moves`): its accepted moves and
    /// gaps, from now on.
    pub(crate) fn judged(&mut self, judged: &Moment) {
        if let Some(m) = self.moments.iter_mut().find(|m| m.ply == judged.ply) {
            m.accepted.clone_from(&judged.accepted);
            m.gaps.clone_from(&judged.gaps);
        }
    }

    pub(crate) fn moment(&self) -> &Moment {
        &self.moments[self.index.min(self.moments.len() - 1)]
    }

    /// The side finding the move (the board is drawn from its side).
    pub(crate) fn mover(&self) -> Color {
        self.moment().mover
    }

    /// The board is turned (Han at the bottom) for a moment of Han's.
    pub(crate) fn flipped(&self) -> bool {
        self.mover() == Color::Han
    }

    /// The position drawn: the moment's, or after the move found or shown.
    pub(crate) fn position(&self) -> Position {
        let m = self.moment();
        let mut pos = m.before.clone();
        if let Some(mv) = self.shown_move() {
            pos.play_unchecked(mv);
        }
        pos
    }

    /// The move shown played on the board, once the moment is answered.
    pub(crate) fn shown_move(&self) -> Option<Move> {
        match self.step {
            Step::Found(m) => Some(m),
            Step::Shown => self.moment().better(),
            Step::Asking | Step::Summary => None,
        }
    }

    pub(crate) fn scopes(&self) -> Vec<Scope> {
        match self.step {
            Step::Asking => vec![Scope::Learn, Scope::Move, Scope::Nav, Scope::Global],
            _ if self.points_to().is_some() => vec![
                Scope::SeeLesson,
                Scope::LearnDone,
                Scope::Move,
                Scope::Nav,
                Scope::Global,
            ],
            _ => vec![Scope::LearnDone, Scope::Move, Scope::Nav, Scope::Global],
        }
    }

    /// The lesson the moment answered points to (the strategy lesson, where it is about
    /// material and the library has it), by index.
    pub(crate) fn points_to(&self) -> Option<usize> {
        let answered = matches!(self.step, Step::Found(_) | Step::Shown);
        self.strategy.filter(|_| answered && self.about_material)
    }

    pub(crate) fn highlights(&self) -> Highlights {
        let pos = self.position();
        let check = pos.is_check().then(|| pos.king(pos.turn())).flatten();
        let asking = self.step == Step::Asking;
        Highlights {
            cursor: asking.then_some(self.cursor),
            selected: self.selected.filter(|_| asking),
            lit: if asking { self.lit.clone() } else { Vec::new() },
            last_move: self.shown_move().filter(|m| !m.is_pass()),
            check,
            marked: self
                .refusal
                .as_ref()
                .filter(|_| asking)
                .map(IllegalReason::squares)
                .unwrap_or_default(),
        }
    }

    /// A key; the flag asks to leave (the summary's Enter or `n`).
    pub(crate) fn action(&mut self, action: Action) -> (Effect, bool) {
        match self.step {
            Step::Asking => (self.asking(action), false),
            Step::Found(_) | Step::Shown => {
                // The strategy lesson's page over the games screen (issue 65).
                if let (Action::SeeLesson, Some(lesson)) = (action, self.points_to()) {
                    return (Effect::OpenLesson(lesson), false);
                }
                if matches!(action, Action::NextExercise | Action::Select) {
                    self.next();
                }
                (Effect::None, false)
            }
            Step::Summary => (
                Effect::None,
                matches!(action, Action::NextExercise | Action::Select),
            ),
        }
    }

    fn asking(&mut self, action: Action) -> Effect {
        let turn = if self.flipped() { -1 } else { 1 };
        match action {
            Action::Up => self.move_cursor(0, turn),
            Action::Down => self.move_cursor(0, -turn),
            Action::Left => self.move_cursor(-turn, 0),
            Action::Right => self.move_cursor(turn, 0),
            Action::Select => return self.choose(),
            Action::Cancel => self.clear_selection(),
            Action::TypeMove => {
                return Effect::Input(Input {
                    kind: InputKind::Move,
                    text: String::new(),
                });
            }
            Action::ShowAnswer => {
                self.clear_selection();
                self.refusal = None;
                self.shown += 1;
                self.step = Step::Shown;
                self.answered_now();
            }
            _ => {}
        }
        Effect::None
    }

    /// A click on a point of the board.
    pub(crate) fn click(&mut self, at: Square) -> Effect {
        if self.step != Step::Asking {
            return Effect::None;
        }
        self.cursor = at;
        self.choose()
    }

    /// A typed move (any notation the record reader accepts).
    pub(crate) fn typed(&mut self, text: &str) -> Effect {
        if self.step != Step::Asking || text.trim().is_empty() {
            return Effect::None;
        }
        let pos = self.moment().before.clone();
        match record::notation::parse(&pos, text.trim()) {
            Ok(m) => {
                self.cursor = if m.is_pass() { self.cursor } else { m.to };
                self.try_move(m)
            }
            Err(e) => {
                // An illegal move in coordinates gets the engine's reason and its points.
                if let Ok(m) = text.trim().parse::<Move>()
                    && let Err(r) = pos.explain(m)
                {
                    return self.refuse(&r);
                }
                Effect::Flash(FeedbackTone::Bad, record::replay::move_text_error(&e))
            }
        }
    }

    /// Enter on the cursor's point: select a piece of the mover's, or move the selected one.
    fn choose(&mut self) -> Effect {
        let at = self.cursor;
        let pos = self.moment().before.clone();
        if let Some(from) = self.selected {
            if from == at {
                self.clear_selection();
                return Effect::None;
            }
            let own = pos.board().get(at).is_some_and(|p| p.color == pos.turn());
            if !own {
                return self.try_move(Move::new(from, at));
            }
        }
        self.clear_selection();
        let refusal = match pos.board().get(at) {
            None => Some(IllegalReason::NoPiece { square: at }),
            Some(p) if p.color != pos.turn() => Some(IllegalReason::NotYourPiece {
                square: at,
                owner: p.color,
            }),
            Some(_) => None,
        };
        if let Some(r) = refusal {
            return self.refuse(&r);
        }
        let lit: Vec<Square> = pos.destinations(at);
        if lit.is_empty() {
            if let Some((_, r)) = pos.stuck_reason(at) {
                return self.refuse(&r);
            }
            return Effect::None;
        }
        self.refusal = None;
        self.selected = Some(at);
        self.lit = lit;
        Effect::None
    }

    fn refuse(&mut self, r: &IllegalReason) -> Effect {
        self.refusal = Some(r.clone());
        Effect::Flash(FeedbackTone::Bad, rules_text::reason(r))
    }

    /// The refusal of the legal move `m` (written `text`), worded by its gap as the review's
    /// searches found it: the mark it would get and about how many counting points it is
    /// below the best; "may be close" where no search saw a gap the review would mark, so a
    /// refusal never calls a move clearly worse on less evidence than a report needs.
    pub(crate) fn not_better(&self, m: Move, text: String) -> Message {
        let moment = self.moment();
        let gap = moment.gaps.iter().find(|g| g.mv == m);
        let nag = if moment.played == Some(m) {
            moment.nag
        } else {
            gap.and_then(|g| Nag::of_drop(g.drop))
        };
        let Some(nag) = nag else {
            return Message::new("learn-not-better-close").arg("move", text);
        };
        let size = match nag {
            Nag::Inaccuracy => "inaccuracy",
            Nag::Mistake => "mistake",
            Nag::Blunder => "blunder",
        };
        match gap.map(|g| g.loss) {
            Some(Some(cp)) if cp > 0 => Message::new("learn-not-better")
                .arg("move", text)
                .arg("size", size)
                .arg_num("points", i64::from((cp + 50) / 100).max(1)),
            Some(None) => Message::new("learn-not-better-mate")
                .arg("move", text)
                .arg("size", size),
            _ => Message::new("learn-not-better-close").arg("move", text),
        }
    }

    /// Judges a move: illegal is refused with the reason; one of the accepted moves is found;
    /// another legal move is a wrong try (retry, or `a` for the answer).
    fn try_move(&mut self, m: Move) -> Effect {
        self.clear_selection();
        let pos = self.moment().before.clone();
        if let Err(r) = pos.explain(m) {
            return self.refuse(&r);
        }
        self.refusal = None;
        // Not judged yet (the first moments are judged within a second or so): the move is
        // neither found nor refused.
        if self.moment().accepted.is_empty() && self.moment().played != Some(m) {
            return Effect::Flash(FeedbackTone::Info, Message::new("learn-checking"));
        }
        if self.moment().accepted.contains(&m) {
            self.found += 1;
            self.step = Step::Found(m);
            self.wrong = None;
            self.answered_now();
            return Effect::None;
        }
        self.wrong = Some(m);
        self.wrong_tries += 1;
        Effect::None
    }

    /// The moment is answered: its better move may be shown, with why it is better.
    fn answered_now(&mut self) {
        let m = self.moment();
        let (ply, why) = (m.ply, super::better::facts(m).unwrap_or_default());
        self.about_material = crate::review::why::about_material(m, &why);
        self.why = why;
        if !self.answered.contains(&ply) {
            self.answered.push(ply);
        }
    }

    fn next(&mut self) {
        self.clear_selection();
        self.wrong = None;
        self.wrong_tries = 0;
        self.refusal = None;
        if self.index + 1 >= self.moments.len() {
            self.step = Step::Summary;
            return;
        }
        self.index += 1;
        self.cursor = start_cursor(self.moment());
        self.step = Step::Asking;
    }

    fn clear_selection(&mut self) {
        self.selected = None;
        self.lit.clear();
    }

    fn move_cursor(&mut self, df: i8, dr: i8) {
        if let Some(s) = self.cursor.offset(df, dr) {
            self.cursor = s;
        }
    }

    /// "Moment 2 of 5" for the panel's title.
    pub(crate) fn counter(&self) -> Message {
        Message::new("learn-counter")
            .arg_num("index", self.index as i64 + 1)
            .arg_num("count", self.moments.len() as i64)
    }
}

/// The cursor starts on the piece that moved in the game (where the learner's eye was).
fn start_cursor(m: &Moment) -> Square {
    m.played
        .filter(|p| !p.is_pass())
        .map(|p| p.from)
        .or_else(|| m.before.king(m.mover))
        .unwrap_or(sq("e2"))
}
