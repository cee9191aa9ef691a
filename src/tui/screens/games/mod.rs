//! The games screen: open a game record (a saved game from the games folder, or a path typed
//! in), pick one game of a file that holds several, step through it, run the engine review on
//! its own thread (a progress bar while it runs, the moments marked in the move list; a click
//! on a move shows it), keep the findings in the due queue, and branch into the free board from
//! any move ("what if"). The folder's list: `list.rs`; the review's thread: `job.rs`; drawing:
//! `view.rs`.

pub(crate) mod better;
mod job;
pub(crate) mod learn;
mod list;
pub(crate) mod view;

use std::path::{Path, PathBuf};
use std::sync::mpsc;

use crate::i18n::{Message, rules_text};
use crate::learner::games::learner_side;
use crate::learner::history::{Learned, Mark};
use crate::record::{self, Record, Replayed};
use crate::review::Moment;
use crate::review::personal::PersonalExercise;
use crate::rules::{Color, Position};
use crate::tui::keys::{Action, Scope};
use crate::tui::layout;
use crate::tui::screen::{Cx, Effect, FeedbackTone, Input, InputKind, ScreenState};
use crate::tui::screens::free::{FreeState, Note};
use job::{JobMsg, ReviewJob};
use learn::Learn;
pub(crate) use list::{Listed, list_games};

/// A game open on the screen.
#[derive(Debug)]
pub(crate) struct GameView {
    /// The file it comes from, and which of its games (0-based) of how many.
    pub(crate) path: PathBuf,
    pub(crate) game: usize,
    pub(crate) games: usize,
    pub(crate) replayed: Replayed,
    /// The position shown: after this many moves (0: the start).
    pub(crate) ply: usize,
    /// The review's moments, once it ran.
    pub(crate) moments: Option<Vec<Moment>>,
    pub(crate) job: Option<ReviewJob>,
    /// `s` pressed while the moves the exercises accept were still being judged: done when
    /// they are.
    pub(crate) pending: Option<Action>,
    /// Whose moves the review looks at (`None`: both): the learner's side of a game from
    /// the play screen, else both; `v` changes it.
    pub(crate) side: Option<Color>,
    /// The side the learner played (a game saved by the play screen): the board is drawn
    /// from that side.
    pub(crate) learner: Option<Color>,
    /// "Learn from your mistakes", while it runs (`m` after the review).
    pub(crate) learn: Option<Learn>,
    /// The moments whose better move is shown (tried in `m`, or asked for with `b`).
    pub(crate) revealed: better::Revealed,
    /// Where the last frame drew the move list, for clicks (set by drawing).
    pub(crate) drawn_list: std::cell::Cell<Option<DrawnList>>,
}

/// The move list as drawn: its area, the first row shown, the cells skipped before move 1
/// (1 when Han moves first) and the width of a cell.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct DrawnList {
    pub(crate) area: ratatui::layout::Rect,
    pub(crate) offset: usize,
    pub(crate) skip: usize,
    pub(crate) cell_width: u16,
}

impl DrawnList {
    /// The move (0-based index) drawn at a terminal cell, if any.
    pub(crate) fn move_at(&self, col: u16, row: u16) -> Option<usize> {
        let a = self.area;
        if col < a.x || row < a.y || col >= a.right() || row >= a.bottom() || self.cell_width == 0 {
            return None;
        }
        let r = self.offset + usize::from(row - a.y);
        let c = usize::from(((col - a.x) / self.cell_width).min(1));
        (r * 2 + c).checked_sub(self.skip)
    }
}

impl GameView {
    pub(crate) fn new(path: PathBuf, game: usize, games: usize, record: Record) -> GameView {
        let side = learner_side(&record);
        GameView {
            path,
            game,
            games,
            side,
            learner: side,
            learn: None,
            revealed: Vec::new(),
            replayed: record::replay(record, None),
            ply: 0,
            moments: None,
            job: None,
            pending: None,
            drawn_list: std::cell::Cell::new(None),
        }
    }

    /// The good moves (those before a problem, if any).
    pub(crate) fn len(&self) -> usize {
        self.replayed.game.moves().len()
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub(crate) fn position(&self) -> &Position {
        &self.replayed.game.positions()[self.ply]
    }

    /// The move shown by its whole-move number as the play screen writes it (`7.` after
    /// Cho's 7th move, `7...` after Han's; `0` at the start).
    pub(crate) fn number_text(&self) -> String {
        let Some(before) = self
            .ply
            .checked_sub(1)
            .map(|i| &self.replayed.game.positions()[i])
        else {
            return "0".into();
        };
        match before.turn() {
            Color::Cho => format!("{}.", before.fullmoves()),
            Color::Han => format!("{}...", before.fullmoves()),
        }
    }

    /// The game's length in whole moves, as the play screen counts them (a move of Cho and
    /// Han's reply are one).
    pub(crate) fn whole_moves(&self) -> usize {
        let positions = self.replayed.game.positions();
        let skip = usize::from(positions[0].turn() == Color::Han);
        (self.len() + skip).div_ceil(2)
    }

    /// The position after a move given by its whole-move number (`7`: Cho's 7th, `7...`:
    /// Han's; `0`: the start), as the move list numbers them; `None` if there is no such move.
    pub(crate) fn ply_of_number(&self, text: &str) -> Option<usize> {
        let (digits, han) = match text.strip_suffix("...") {
            Some(d) => (d, true),
            None => (text.strip_suffix('.').unwrap_or(text), false),
        };
        let n: u32 = digits.trim().parse().ok()?;
        if n == 0 && !han {
            return Some(0);
        }
        let positions = self.replayed.game.positions();
        let side = if han { Color::Han } else { Color::Cho };
        (0..self.len())
            .find(|&i| positions[i].fullmoves() == n && positions[i].turn() == side)
            .or_else(|| {
                // A game that starts with Han: `7` is Han's 7th when Cho has none.
                (0..self.len()).find(|&i| positions[i].fullmoves() == n && !han)
            })
            .map(|i| i + 1)
    }

    fn go(&mut self, ply: i64) {
        self.ply = ply.clamp(0, self.len() as i64) as usize;
    }

    /// The moments of one move (1-based ply).
    pub(crate) fn moments_at(&self, ply: usize) -> impl Iterator<Item = &Moment> {
        self.moments.iter().flatten().filter(move |m| m.ply == ply)
    }

    /// The next move after the one shown that has a moment, from the start again at the end.
    fn next_moment(&self) -> Option<usize> {
        let plies: Vec<usize> = self.moments.iter().flatten().map(|m| m.ply).collect();
        plies
            .iter()
            .copied()
            .find(|&p| p > self.ply)
            .or_else(|| plies.first().copied())
    }

    /// The review's findings as personal exercises.
    pub(crate) fn findings(&self) -> Vec<PersonalExercise> {
        let source = self
            .path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned());
        self.moments
            .iter()
            .flatten()
            .filter_map(PersonalExercise::from_moment)
            .map(|e| PersonalExercise {
                source: source.clone(),
                ..e
            })
            .collect()
    }

    /// The free board at the position shown, with the moves that led there (so undo goes
    /// back through the game, and passes and bikjang see their history).
    fn what_if(&self) -> FreeState {
        let positions = self.replayed.game.positions();
        let mut free = FreeState::new(self.replayed.rules);
        free.pos = positions[self.ply].clone();
        free.history = positions[..self.ply].to_vec();
        free.moves = self.replayed.game.moves()[..self.ply].to_vec();
        free.note = Some(Note::new(
            FeedbackTone::Info,
            vec![Message::new("games-what-if").arg("number", self.number_text())],
        ));
        free
    }
}

/// A file with several games: which one to open.
#[derive(Debug)]
pub(crate) struct Picking {
    pub(crate) path: PathBuf,
    pub(crate) games: Vec<Record>,
    pub(crate) index: usize,
}

#[derive(Debug, Default)]
pub(crate) struct GamesState {
    /// The games folder (`None`: no data folder, only typed paths).
    pub(crate) dir: Option<PathBuf>,
    pub(crate) files: Vec<Listed>,
    /// The highlighted row: a file, or the last row, "open a file by path".
    pub(crate) index: usize,
    pub(crate) picking: Option<Picking>,
    pub(crate) view: Option<Box<GameView>>,
    /// Why the last file could not be opened.
    pub(crate) error: Option<Message>,
}

impl GamesState {
    /// The list of the games folder.
    pub(crate) fn new(dir: Option<PathBuf>) -> GamesState {
        let files = dir.as_deref().map(list_games).unwrap_or_default();
        GamesState {
            dir,
            files,
            ..GamesState::default()
        }
    }

    /// Rows of the list: the files, then "open a file by path".
    pub(crate) fn rows(&self) -> usize {
        self.files.len() + 1
    }

    /// Reads a file: one game opens, several are listed to pick from; a problem is kept in
    /// `error` (and the list stays).
    pub(crate) fn open(&mut self, path: &Path, game: Option<usize>) -> Effect {
        let text = record::read_file(path).and_then(|b| record::read_text(&b));
        let text = match text {
            Ok(t) => t,
            Err(e) => {
                let m = Message::new("record-in-file")
                    .arg("path", path.display().to_string())
                    .arg_msg("problem", e.message());
                self.error = Some(m.clone());
                return Effect::Flash(FeedbackTone::Bad, m);
            }
        };
        self.error = None;
        let mut games = record::parse_all(&text);
        let count = games.len();
        match game {
            Some(k) if k < count => {
                let r = games.swap_remove(k);
                self.view = Some(Box::new(GameView::new(path.to_path_buf(), k, count, r)));
            }
            Some(k) => {
                let m = Message::new("record-no-such-game")
                    .arg_num("game", k as i64 + 1)
                    .arg_num("count", count as i64);
                self.error = Some(m.clone());
                return Effect::Flash(FeedbackTone::Bad, m);
            }
            None if count == 1 => {
                let r = games.swap_remove(0);
                self.view = Some(Box::new(GameView::new(path.to_path_buf(), 0, 1, r)));
            }
            None => {
                self.picking = Some(Picking {
                    path: path.to_path_buf(),
                    games,
                    index: 0,
                })
            }
        }
        Effect::None
    }

    fn on_view(v: &mut GameView, action: Action) -> Effect {
        let ply = v.ply as i64;
        match action {
            Action::Left => v.go(ply - 1),
            Action::Right | Action::Select => v.go(ply + 1),
            Action::Up => v.go(ply - 2),
            Action::Down => v.go(ply + 2),
            Action::PageUp => v.go(ply - 20),
            Action::PageDown => v.go(ply + 20),
            Action::First => v.go(0),
            Action::Last => v.go(v.len() as i64),
            Action::GoTo => {
                return Effect::Input(Input {
                    kind: InputKind::MoveNumber,
                    text: String::new(),
                });
            }
            Action::RunReview if v.job.is_none() => {
                v.moments = None;
                v.revealed.clear();
                v.job = Some(ReviewJob::start(&v.replayed.game, v.side));
            }
            Action::ReviewSide => {
                v.side = match v.side {
                    None => Some(Color::Cho),
                    Some(Color::Cho) => Some(Color::Han),
                    Some(Color::Han) => None,
                };
                // Findings for the other side would be stale.
                v.moments = None;
                v.revealed.clear();
                v.job = None;
                v.pending = None;
                return Effect::Flash(FeedbackTone::Info, review_side_message(v.side));
            }
            Action::NextMoment => match v.next_moment() {
                Some(p) => v.ply = p,
                None => return Effect::Flash(FeedbackTone::Info, Message::new(none_yet(v))),
            },
            // Learning opens at once (each moment's moves are judged in turn, the first ones
            // first); keeping the findings waits for them all.
            Action::KeepFindings
                if v.moments.is_some() && v.job.as_ref().is_some_and(|j| j.judging) =>
            {
                v.pending = Some(action);
                return Effect::Flash(FeedbackTone::Info, Message::new("games-judging"));
            }
            Action::KeepFindings => {
                if v.moments.is_none() {
                    return Effect::Flash(FeedbackTone::Info, Message::new("games-review-first"));
                }
                let findings = v.findings();
                if findings.is_empty() {
                    return Effect::Flash(FeedbackTone::Info, Message::new("games-no-moments"));
                }
                return Effect::KeepPersonal(findings);
            }
            Action::WhatIf => return Effect::Push(Box::new(v.what_if())),
            Action::ShowBetter => return better::show(v),
            Action::LearnMistakes => {
                let Some(moments) = &v.moments else {
                    return Effect::Flash(FeedbackTone::Info, Message::new("games-review-first"));
                };
                match Learn::new(moments) {
                    Some(l) => v.learn = Some(l),
                    None => {
                        return Effect::Flash(FeedbackTone::Info, Message::new("learn-none"));
                    }
                }
            }
            _ => {}
        }
        Effect::None
    }

    /// Leaves "learn from your mistakes", showing the game at the last moment seen.
    fn leave_learning(v: &mut GameView) {
        if let Some(l) = v.learn.take() {
            v.ply = l.moment().ply.min(v.len());
            // A moment tried (found or given up) shows its better move on the game too.
            for ply in l.answered {
                better::reveal(v, ply);
            }
        }
    }
}

/// Why there is no moment to jump to.
fn none_yet(v: &GameView) -> &'static str {
    if v.moments.is_some() {
        "games-no-moments"
    } else {
        "games-review-first"
    }
}

impl ScreenState for GamesState {
    fn name(&self) -> &'static str {
        "games"
    }

    crate::tui::screen::board_screen_drawing!(view);

    fn title(&self) -> &'static str {
        "screen-games"
    }

    fn scopes(&self) -> Vec<Scope> {
        if let Some(l) = self.view.as_ref().and_then(|v| v.learn.as_ref()) {
            return l.scopes();
        }
        if let Some(v) = &self.view {
            // Once the review has run, its moments are what the learner looks at next.
            let [first, second] = match v.moments.is_some() {
                true => [Scope::GameMoments, Scope::GameRecord],
                false => [Scope::GameRecord, Scope::GameMoments],
            };
            vec![first, second, Scope::Move, Scope::Nav, Scope::Global]
        } else {
            vec![Scope::GameList, Scope::Move, Scope::Nav, Scope::Global]
        }
    }

    fn on_action(&mut self, action: Action, cx: &Cx) -> Effect {
        if let Some(v) = &mut self.view {
            if let Some(l) = &mut v.learn {
                l.strategy = cx.lessons.position(crate::review::why::STRATEGY_LESSON);
                let was_summary = l.step == learn::Step::Summary;
                let (effect, leave) = l.action(action);
                // The summary reached: the learner's history notes the moments found.
                if !was_summary && l.step == learn::Step::Summary {
                    let learned = Learned {
                        found: l.found as u32,
                        moments: l.moments.len() as u32,
                    };
                    return Effect::MarkGame(v.path.clone(), Mark::Learned(learned));
                }
                if leave {
                    GamesState::leave_learning(v);
                }
                return effect;
            }
            return GamesState::on_view(v, action);
        }
        if let Some(p) = &mut self.picking {
            let n = p.games.len();
            match action {
                Action::Up => p.index = p.index.saturating_sub(1),
                Action::Down => p.index = (p.index + 1).min(n - 1),
                Action::PageUp => p.index = p.index.saturating_sub(10),
                Action::PageDown => p.index = (p.index + 10).min(n - 1),
                Action::Select => {
                    let (k, path) = (p.index, p.path.clone());
                    let record = p.games[k].clone();
                    self.view = Some(Box::new(GameView::new(path, k, n, record)));
                }
                _ => {}
            }
            return Effect::None;
        }
        let last = self.rows() - 1;
        match action {
            Action::Up => self.index = self.index.saturating_sub(1),
            Action::Down => self.index = (self.index + 1).min(last),
            Action::PageUp => self.index = self.index.saturating_sub(10),
            Action::PageDown => self.index = (self.index + 10).min(last),
            Action::First => self.index = 0,
            Action::Last => self.index = last,
            Action::OpenPath => return open_path_input(),
            Action::Select if self.index == last => return open_path_input(),
            Action::Select => {
                let path = self.files[self.index].path.clone();
                return self.open(&path, None);
            }
            _ => {}
        }
        Effect::None
    }

    fn on_click(&mut self, col: u16, row: u16, cx: &Cx) -> Effect {
        if let Some(v) = &mut self.view {
            if let Some(l) = &mut v.learn {
                l.strategy = cx.lessons.position(crate::review::why::STRATEGY_LESSON);
                let split = layout::board_split(cx.body, cx.style);
                return match split.geometry.turned(l.flipped()).square_at(col, row) {
                    Some(s) => l.click(s),
                    None => Effect::None,
                };
            }
            // A click on a move in the list shows the position after it.
            if let Some(i) = v.drawn_list.get().and_then(|d| d.move_at(col, row))
                && i < v.len()
            {
                v.ply = i + 1;
            }
            return Effect::None;
        }
        let panes = layout::two_pane(cx.body, layout::GAMES_LIST_WIDTH);
        let list = layout::below(panes.left, 1);
        let (selected, len) = match &self.picking {
            Some(p) => (p.index, p.games.len()),
            None => (self.index, self.rows()),
        };
        let Some(i) = layout::list_hit(list, row, col, selected, len) else {
            return Effect::None;
        };
        match &mut self.picking {
            Some(p) => p.index = i,
            None => self.index = i,
        }
        if i == selected {
            return self.on_action(Action::Select, cx);
        }
        Effect::None
    }

    fn on_input(&mut self, input: &Input, cx: &Cx) -> Effect {
        match input.kind {
            InputKind::Path => {
                let text = input.text.trim();
                if text.is_empty() {
                    return Effect::None;
                }
                self.open(Path::new(text), None)
            }
            InputKind::Move => match self.view.as_mut().and_then(|v| v.learn.as_mut()) {
                Some(l) => {
                    l.strategy = cx.lessons.position(crate::review::why::STRATEGY_LESSON);
                    l.typed(&input.text)
                }
                None => Effect::None,
            },
            InputKind::MoveNumber => {
                let Some(v) = &mut self.view else {
                    return Effect::None;
                };
                match v.ply_of_number(input.text.trim()) {
                    Some(ply) => {
                        v.ply = ply;
                        Effect::None
                    }
                    None => Effect::Flash(
                        FeedbackTone::Bad,
                        Message::new("games-bad-move-number")
                            .arg("text", input.text.trim().to_string())
                            .arg_num("count", v.whole_moves() as i64),
                    ),
                }
            }
            _ => Effect::None,
        }
    }

    fn on_paste(&mut self, text: &str) -> Effect {
        // A path dropped or pasted on the list opens it.
        if self.view.is_none() && self.picking.is_none() && !text.is_empty() {
            return self.open(Path::new(text), None);
        }
        Effect::None
    }

    fn on_back(&mut self) -> bool {
        // Back from learning goes to the game; from a game to the list it was opened from
        // (if the list has something).
        if let Some(v) = self.view.as_mut().filter(|v| v.learn.is_some()) {
            GamesState::leave_learning(v);
            return true;
        }
        if self.view.take().is_some() {
            return self.picking.is_some() || !self.files.is_empty() || self.dir.is_some();
        }
        self.picking.take().is_some()
    }

    fn busy(&self) -> bool {
        self.view.as_ref().is_some_and(|v| v.job.is_some())
    }

    fn on_tick(&mut self, _cx: &Cx) -> Effect {
        let Some(v) = &mut self.view else {
            return Effect::None;
        };
        let Some(job) = &mut v.job else {
            return Effect::None;
        };
        loop {
            match job.rx.try_recv() {
                Ok(JobMsg::Progress(d, t)) => {
                    job.done = d;
                    job.total = t;
                }
                Ok(JobMsg::Judging(d, t, i, moment)) => {
                    job.done = d;
                    job.total = t;
                    if let Some(l) = &mut v.learn {
                        l.judged(&moment);
                    }
                    if let Some(m) = v.moments.as_mut().and_then(|ms| ms.get_mut(i)) {
                        *m = *moment;
                    }
                }
                Ok(JobMsg::Judged(moments)) => {
                    v.moments = Some(moments);
                    v.job = None;
                    // What `s` asked for meanwhile; the notice it left is answered.
                    return match v.pending.take() {
                        Some(action) => Effect::Then(
                            Box::new(Effect::Flash(
                                FeedbackTone::Good,
                                Message::new("games-judged"),
                            )),
                            Box::new(Self::on_view(v, action)),
                        ),
                        None => Effect::None,
                    };
                }
                Ok(JobMsg::Done(moments)) => {
                    let n = moments.len();
                    // A review kept from earlier in the run comes judged: the job ends here.
                    job.done = 0;
                    job.total = moments.iter().filter(|m| m.needs_judging()).count();
                    job.judging = true;
                    if job.total == 0 {
                        v.job = None;
                    }
                    v.moments = Some(moments);
                    // The learner's history notes the review (home's next step follows it).
                    return Effect::Then(
                        Box::new(Effect::MarkGame(v.path.clone(), Mark::Reviewed)),
                        Box::new(Effect::Flash(
                            FeedbackTone::Good,
                            Message::new("games-review-done").arg_num("count", n as i64),
                        )),
                    );
                }
                Err(mpsc::TryRecvError::Empty) => return Effect::None,
                Err(mpsc::TryRecvError::Disconnected) => {
                    v.job = None;
                    return Effect::Flash(FeedbackTone::Bad, Message::new("games-review-failed"));
                }
            }
        }
    }
}

fn open_path_input() -> Effect {
    Effect::Input(Input {
        kind: InputKind::Path,
        text: String::new(),
    })
}

/// "The review looks at Cho's moves" / "both sides' moves".
pub(crate) fn review_side_message(side: Option<Color>) -> Message {
    match side {
        Some(c) => Message::new("games-review-side").arg_msg("side", rules_text::side(c)),
        None => Message::new("games-review-both"),
    }
}
