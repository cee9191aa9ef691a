//! The play screen: a real game against the AI (the built-in opponent of `play::session`, or
//! an external UCI engine). Two phases: the setup form (side, level, rule set, each side's
//! formation, the opponent), then the game on the board widget. Reached from the home list
//! (Play, Resume game), from the closing page after the last lesson of 复盘检验 (the same form
//! with the source's closing words above it) and from `janggi-tutor play`.
//!
//! The AI thinks on its own thread, and so do hints and draw offers; the app calls `on_tick`
//! while `busy` says one of them runs, and the session's `poll` brings the answer (Esc stops a
//! hint or a draw offer). Every change of the game is saved (`Effect::SaveGame`) so an
//! unfinished game survives a quit; a game that ends is handed to the app
//! (`Effect::GameFinished`), which keeps its record and the learner's illegal tries.
//!
//! A learner playing Han sees the board turned (Han at the bottom): the cursor keys and the
//! mouse follow the board as drawn.
//!
//! State and update only; drawing is in `view.rs`.

pub(crate) mod goal;
pub(crate) mod view;

use crate::i18n::{Message, rules_text};
use crate::play::goals::Goal;
use crate::play::hint::Hint;
use crate::play::session::{Event, GameOptions, SavedGame, Session};
use crate::rules::{Color, Formation, IllegalReason, Move, RuleSet, Square, sq};
use crate::search::Level;
use crate::trainer::game_file::FinishedGame;
use crate::trainer::settings::NewGameDefaults;
use crate::tui::board::Highlights;
use crate::tui::keys::{Action, Scope};
use crate::tui::layout;
use crate::tui::screen::{Cx, Effect, FeedbackTone, Input, InputKind, ScreenState};
use crate::tui::screens::free::Note;

/// The rows of the setup form, in order.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum SetupRow {
    Side,
    Level,
    Rules,
    MyFormation,
    AiFormation,
    /// Only when an external engine is known (`--engine`).
    Opponent,
    /// A small goal to play for (`play::goals`), or none.
    Goal,
    Start,
}

/// The setup form: what `GameOptions` the next game gets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SetupForm {
    pub(crate) row: usize,
    pub(crate) human: Color,
    pub(crate) level: u8,
    pub(crate) rules: RuleSet,
    pub(crate) my_formation: Formation,
    /// `None`: the AI picks its own at random.
    pub(crate) ai_formation: Option<Formation>,
    /// An external UCI engine command, if one was given.
    pub(crate) engine: Option<String>,
    /// Play the external engine (else the built-in opponent).
    pub(crate) use_engine: bool,
    /// Seed for the AI's random choices (tests); random when unset.
    pub(crate) seed: Option<u64>,
    /// The small goal chosen (none by default).
    pub(crate) goal: Option<Goal>,
    /// The goal suggested from the learner's history (set from the progress on every key).
    pub(crate) suggested: Option<Goal>,
}

impl SetupForm {
    pub(crate) fn new(options: &GameOptions) -> SetupForm {
        SetupForm {
            row: 0,
            human: options.human,
            level: options.level.get(),
            rules: options.rules,
            my_formation: options
                .human_formation
                .unwrap_or(Formation::HorseElephantElephantHorse),
            ai_formation: options.computer_formation,
            engine: options.engine.clone(),
            use_engine: options.engine.is_some(),
            seed: options.seed,
            goal: options.goal,
            suggested: None,
        }
    }

    pub(crate) fn rows(&self) -> Vec<SetupRow> {
        let mut rows = vec![
            SetupRow::Side,
            SetupRow::Level,
            SetupRow::Rules,
            SetupRow::MyFormation,
            SetupRow::AiFormation,
        ];
        if self.engine.is_some() {
            rows.push(SetupRow::Opponent);
        }
        rows.push(SetupRow::Goal);
        rows.push(SetupRow::Start);
        rows
    }

    pub(crate) fn options(&self) -> GameOptions {
        GameOptions {
            human: self.human,
            level: Level::new(self.level),
            rules: self.rules,
            human_formation: Some(self.my_formation),
            computer_formation: self.ai_formation,
            engine: self.engine.clone().filter(|_| self.use_engine),
            seed: self.seed,
            goal: self.goal,
        }
    }

    /// Changes the value of `row` by one step (`dir` = -1 / +1), wrapping around.
    fn change(&mut self, row: SetupRow, dir: i32) {
        let step = |i: usize, n: usize| (i as i32 + dir).rem_euclid(n as i32) as usize;
        match row {
            SetupRow::Side => self.human = self.human.other(),
            SetupRow::Level => {
                let (lo, hi) = (Level::MIN.get() as i32, Level::MAX.get() as i32);
                self.level = (self.level as i32 + dir).clamp(lo, hi) as u8;
            }
            SetupRow::Rules => {
                let all = RuleSet::ALL;
                let i = all.iter().position(|r| *r == self.rules).unwrap_or(0);
                self.rules = all[step(i, all.len())];
            }
            SetupRow::MyFormation => {
                let all = Formation::ALL;
                let i = all
                    .iter()
                    .position(|f| *f == self.my_formation)
                    .unwrap_or(0);
                self.my_formation = all[step(i, all.len())];
            }
            SetupRow::AiFormation => {
                // Random first, then the four formations.
                let mut all: Vec<Option<Formation>> = vec![None];
                all.extend(Formation::ALL.map(Some));
                let i = all
                    .iter()
                    .position(|f| *f == self.ai_formation)
                    .unwrap_or(0);
                self.ai_formation = all[step(i, all.len())];
            }
            SetupRow::Opponent => self.use_engine = !self.use_engine,
            SetupRow::Goal => self.goal = goal::step(self.goal, self.suggested, dir),
            SetupRow::Start => {}
        }
    }
}

/// A game in progress (or just ended) and what the player has selected on the board.
pub(crate) struct GameView {
    pub(crate) session: Session,
    pub(crate) cursor: Square,
    pub(crate) selected: Option<Square>,
    /// Legal destinations of the selected piece (a pass is not a destination).
    pub(crate) lit: Vec<Square>,
    /// The last hint asked for (its move is lit until the next move).
    pub(crate) hint: Option<Hint>,
    /// Feedback beside the board (the AI's move, a refusal, the draw answer, the result).
    pub(crate) note: Option<Note>,
    /// `x` was pressed once; the second press resigns.
    pub(crate) resign_armed: bool,
    /// `d` was pressed once; the second press offers the draw.
    pub(crate) draw_armed: bool,
    /// The ended game was handed to the app (its record saved); cleared by an undo.
    recorded: bool,
}

impl std::fmt::Debug for GameView {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameView")
            .field("fen", &self.session.position().fen())
            .field("moves", &self.session.moves())
            .field("selected", &self.selected)
            .finish_non_exhaustive()
    }
}

impl GameView {
    fn new(mut session: Session) -> GameView {
        let notices = session.take_notices();
        let cursor = session
            .position()
            .king(session.human())
            .map_or(sq("e2"), |k| k);
        GameView {
            note: (!notices.is_empty()).then(|| Note::new(FeedbackTone::Bad, notices)),
            session,
            cursor,
            selected: None,
            lit: Vec::new(),
            hint: None,
            resign_armed: false,
            draw_armed: false,
            recorded: false,
        }
    }

    /// The board is drawn turned half a turn (Han at the bottom) for a learner playing Han.
    pub(crate) fn flipped(&self) -> bool {
        self.session.human() == Color::Han
    }

    /// What the board shows.
    pub(crate) fn highlights(&self) -> Highlights {
        let pos = self.session.position();
        let check = if pos.is_check() {
            pos.king(pos.turn())
        } else {
            None
        };
        let mut marked: Vec<Square> = self
            .note
            .as_ref()
            .map(|n| n.squares.clone())
            .unwrap_or_default();
        if let Some(h) = &self.hint {
            marked.extend([h.mv.from, h.mv.to]);
        }
        Highlights {
            cursor: Some(self.cursor),
            selected: self.selected,
            lit: self.lit.clone(),
            last_move: self.session.last_move().filter(|m| !m.is_pass()),
            check,
            marked,
        }
    }

    fn clear_selection(&mut self) {
        self.selected = None;
        self.lit.clear();
    }

    /// Enter/Space on the cursor's point: select a piece, or move the selected one there.
    fn choose(&mut self) -> Effect {
        let at = self.cursor;
        if let Some(from) = self.selected {
            if from == at {
                self.clear_selection();
                return Effect::None;
            }
            let own = self
                .session
                .position()
                .board()
                .get(at)
                .is_some_and(|p| p.color == self.session.human());
            if !own {
                return self.try_move(Move::new(from, at));
            }
        }
        self.select(at)
    }

    fn select(&mut self, at: Square) -> Effect {
        self.clear_selection();
        if let Some(end) = self.session.end() {
            return refuse(end.message());
        }
        if !self.session.is_human_turn() {
            return refuse(Message::new("play-not-your-turn"));
        }
        let pos = self.session.position();
        let refusal = match pos.board().get(at) {
            None => Some(IllegalReason::NoPiece { square: at }),
            Some(p) if p.color != pos.turn() => Some(IllegalReason::NotYourPiece {
                square: at,
                owner: p.color,
            }),
            Some(_) => None,
        };
        if let Some(r) = refusal {
            return self.refuse_reason(None, &r);
        }
        let piece = pos.board().get(at).expect("checked above");
        let lit: Vec<Square> = self
            .session
            .legal_moves_from(at)
            .into_iter()
            .filter(|m| !m.is_pass())
            .map(|m| m.to)
            .collect();
        if lit.is_empty() {
            // Say why it cannot move, from the engine.
            let why = pos.stuck_reason(at).map(|(_, r)| r);
            let head = Message::new("play-cannot-move")
                .arg_msg("piece", rules_text::piece(piece.role))
                .arg("square", at.to_string());
            return match why {
                Some(r) => self.refuse_reason(Some(head), &r),
                None => refuse(head),
            };
        }
        self.selected = Some(at);
        self.lit = lit;
        Effect::None
    }

    /// A refusal: the reason in the status line and beside the board, its points marked.
    fn refuse_reason(&mut self, head: Option<Message>, r: &IllegalReason) -> Effect {
        let reason = rules_text::reason(r);
        let mut lines: Vec<Message> = head.into_iter().collect();
        lines.push(reason);
        self.note = Some(Note {
            tone: FeedbackTone::Bad,
            lines: lines.clone(),
            squares: r.squares(),
        });
        refuse(join(lines))
    }

    /// Plays the player's move; an illegal try is refused with the engine's reason.
    fn try_move(&mut self, m: Move) -> Effect {
        self.resign_armed = false;
        self.draw_armed = false;
        if !self.session.is_human_turn() {
            return refuse(
                self.session
                    .end()
                    .map_or(Message::new("play-not-your-turn"), |e| e.message()),
            );
        }
        if let Err(reason) = self.session.position().explain(m) {
            self.session.log_illegal_try(m);
            let head = Message::new("free-illegal").arg("move", m.to_string());
            return self.refuse_reason(Some(head), &reason);
        }
        match self.session.play(m) {
            Ok(()) => {
                self.clear_selection();
                self.hint = None;
                self.cursor = if m.is_pass() { self.cursor } else { m.to };
                self.note = self
                    .session
                    .end()
                    .map(|e| Note::new(FeedbackTone::Info, vec![e.message()]));
                self.saved_effect()
            }
            Err(msg) => refuse(msg),
        }
    }

    /// Saves the game; once it has ended, hands it to the app (its record is kept and the
    /// saved unfinished game forgotten), once per ending.
    fn saved_effect(&mut self) -> Effect {
        match self.session.end() {
            None => Effect::SaveGame(Some(self.session.saved())),
            Some(_) if self.recorded => Effect::SaveGame(None),
            Some(_) => {
                self.recorded = true;
                Effect::GameFinished(Box::new(FinishedGame::of(&self.session)))
            }
        }
    }

    fn action(&mut self, action: Action) -> Effect {
        if action != Action::Resign {
            self.resign_armed = false;
        }
        if action != Action::OfferDraw {
            self.draw_armed = false;
        }
        // On the turned board "up" on screen is down the ranks, "left" up the files.
        let turn = if self.flipped() { -1 } else { 1 };
        match action {
            Action::Up => self.move_cursor(0, turn),
            Action::Down => self.move_cursor(0, -turn),
            Action::Left => self.move_cursor(-turn, 0),
            Action::Right => self.move_cursor(turn, 0),
            Action::Select => return self.choose(),
            Action::Cancel => {
                self.clear_selection();
                self.hint = None;
                if self.session.cancel_request() {
                    self.note = Some(Note::new(
                        FeedbackTone::Info,
                        vec![Message::new("play-request-stopped")],
                    ));
                }
            }
            Action::TypeMove => {
                return Effect::Input(Input {
                    kind: InputKind::Move,
                    text: String::new(),
                });
            }
            Action::Pass => {
                self.clear_selection();
                if !self.session.can_pass() {
                    let why = self
                        .session
                        .position()
                        .king(self.session.turn())
                        .and_then(|k| self.session.position().explain(Move::new(k, k)).err());
                    return match why {
                        Some(r) if self.session.is_human_turn() => {
                            self.refuse_reason(Some(Message::new("play-cannot-pass")), &r)
                        }
                        _ => refuse(Message::new("play-not-your-turn")),
                    };
                }
                let k = self.session.position().king(self.session.human());
                if let Some(k) = k {
                    return self.try_move(Move::new(k, k));
                }
            }
            Action::Undo => {
                self.clear_selection();
                self.hint = None;
                if self.session.undo() {
                    self.recorded = false;
                    self.note = Some(Note::new(
                        FeedbackTone::Info,
                        vec![Message::new("play-undone")],
                    ));
                    return self.saved_effect();
                }
                return refuse(Message::new("free-nothing-to-undo"));
            }
            Action::Hint => {
                self.clear_selection();
                self.hint = None;
                if let Err(m) = self.session.ask_hint() {
                    return refuse(m);
                }
                // The panel and the status bar say it is being searched.
                self.note = None;
            }
            Action::OfferDraw => {
                if self.session.end().is_some() {
                    return refuse(Message::new("play-game-over"));
                }
                // Like resigning, a draw ends the game: the second press offers it.
                if !self.draw_armed {
                    self.draw_armed = true;
                    return Effect::Flash(FeedbackTone::Info, Message::new("play-draw-confirm"));
                }
                self.draw_armed = false;
                if let Err(m) = self.session.offer_draw() {
                    return refuse(m);
                }
                self.note = None;
            }
            Action::Claim => {
                self.clear_selection();
                if let Err(m) = self.session.claim() {
                    return refuse(m);
                }
                self.note = self
                    .session
                    .end()
                    .map(|e| Note::new(FeedbackTone::Info, vec![e.message()]));
                return self.saved_effect();
            }
            Action::Resign => {
                if self.session.end().is_some() {
                    return refuse(Message::new("play-game-over"));
                }
                if !self.resign_armed {
                    self.resign_armed = true;
                    return Effect::Flash(FeedbackTone::Bad, Message::new("play-resign-confirm"));
                }
                self.resign_armed = false;
                self.clear_selection();
                self.session.resign();
                self.note = self
                    .session
                    .end()
                    .map(|e| Note::new(FeedbackTone::Info, vec![e.message()]));
                return self.saved_effect();
            }
            _ => {}
        }
        Effect::None
    }

    fn move_cursor(&mut self, df: i8, dr: i8) {
        if let Some(s) = self.cursor.offset(df, dr) {
            self.cursor = s;
        }
    }

    /// Brings the AI's move (or its failure) from the session.
    fn tick(&mut self, cx: &Cx) -> Effect {
        let Some(event) = self.session.poll() else {
            return Effect::None;
        };
        // The AI's move in the learner's notation, as the move list writes it.
        let notation = cx.progress.settings.move_notation.for_lang(cx.l10n.lang());
        let ai_moved = |s: &Session, m: Move| ai_moved(s, m, notation);
        let mut lines = Vec::new();
        let mut tone = FeedbackTone::Info;
        match event {
            Event::Hint(h) => {
                self.cursor = h.mv.from;
                self.note = Some(Note::new(FeedbackTone::Info, vec![h.message()]));
                self.hint = Some(h);
                return Effect::None;
            }
            Event::DrawAnswered(answer) => {
                let mut lines = vec![answer.message()];
                lines.extend(self.session.end().map(|e| e.message()));
                self.note = Some(Note::new(FeedbackTone::Info, lines));
                if self.session.end().is_some() {
                    self.clear_selection();
                    return self.saved_effect();
                }
                return Effect::None;
            }
            Event::ComputerMoved(m) => lines.push(ai_moved(&self.session, m)),
            Event::GameOver(end) => {
                // The computer's last move, unless it ended the game by a claim.
                if let Some(m) = self.session.last_move()
                    && !matches!(end.kind, crate::play::session::EndKind::Claim { .. })
                {
                    lines.push(ai_moved(&self.session, m));
                }
                lines.push(end.message());
            }
            Event::EngineFailed(msg) => {
                tone = FeedbackTone::Bad;
                lines.push(msg);
            }
        }
        lines.extend(self.session.take_notices());
        if self.session.claimable().is_some() {
            lines.push(Message::new("play-claim-offer"));
        }
        self.note = Some(Note::new(tone, lines));
        // The player's selection was made on the position before the AI moved.
        if let Some(from) = self.selected {
            let _ = self.select(from);
        }
        self.saved_effect()
    }
}

/// "The AI played …": `m` is the session's last move, written from the position before it.
fn ai_moved(session: &Session, m: Move, notation: crate::record::Notation) -> Message {
    let positions = session.game().positions();
    match positions.len().checked_sub(2).map(|i| &positions[i]) {
        _ if m.is_pass() => Message::new("play-ai-passed"),
        Some(before) => Message::new("play-ai-moved")
            .arg("move", crate::record::notation::label(before, m, notation)),
        None => Message::new("play-ai-moved").arg("move", m.to_string()),
    }
}

fn refuse(m: Message) -> Effect {
    Effect::Flash(FeedbackTone::Bad, m)
}

/// Several messages on one status line.
fn join(mut lines: Vec<Message>) -> Message {
    let last = lines.pop().unwrap_or_else(|| Message::new("piece-none"));
    lines.into_iter().rev().fold(last, |rest, first| {
        Message::new("play-two-lines")
            .arg_msg("first", first)
            .arg_msg("second", rest)
    })
}

/// The play screen's state.
#[derive(Debug)]
pub(crate) struct PlayState {
    /// Opened after the last lesson of 复盘检验: the closing words above the form.
    pub(crate) closing: bool,
    pub(crate) form: SetupForm,
    /// The game, once started.
    pub(crate) game: Option<Box<GameView>>,
}

impl PlayState {
    /// The setup form with these options.
    pub(crate) fn setup(options: &GameOptions) -> PlayState {
        PlayState {
            closing: false,
            form: SetupForm::new(options),
            game: None,
        }
    }

    /// The closing page after the last review lesson, offering a game.
    pub(crate) fn closing(options: &GameOptions) -> PlayState {
        PlayState {
            closing: true,
            ..PlayState::setup(options)
        }
    }

    /// A game already under way (resumed, or from a FEN); its options fill the form for the
    /// next game.
    pub(crate) fn resumed(session: Session) -> PlayState {
        let options = GameOptions {
            human: session.human(),
            level: session.level(),
            rules: session.rules(),
            engine: session.saved().engine,
            ..GameOptions::default()
        };
        PlayState {
            closing: false,
            form: SetupForm::new(&options),
            game: Some(Box::new(GameView::new(session))),
        }
    }

    /// Restores a saved game; the error says which field could not be read.
    pub(crate) fn restore(saved: &SavedGame) -> Result<PlayState, Message> {
        Session::restore(saved).map(PlayState::resumed)
    }

    #[cfg(test)]
    pub(crate) fn session(&self) -> Option<&Session> {
        self.game.as_ref().map(|g| &g.session)
    }

    /// Starts a game with the form's options; its choices are remembered for the next form.
    fn start(&mut self) -> Effect {
        self.closing = false;
        let options = self.form.options();
        let choices = NewGameDefaults::of(&options);
        let game = GameView::new(Session::new(options));
        self.game = Some(Box::new(game));
        match self.game.as_mut().map(|g| g.saved_effect()) {
            Some(Effect::SaveGame(Some(saved))) => Effect::GameStarted(choices, Box::new(saved)),
            Some(other) => other,
            None => Effect::None,
        }
    }

    fn setup_action(&mut self, action: Action) -> Effect {
        let rows = self.form.rows();
        let row = rows[self.form.row.min(rows.len() - 1)];
        match action {
            Action::Up => self.form.row = self.form.row.saturating_sub(1),
            Action::Down => self.form.row = (self.form.row + 1).min(rows.len() - 1),
            Action::Left => self.form.change(row, -1),
            Action::Right => self.form.change(row, 1),
            // Enter starts the game from any row; Space (and a click on the highlighted row)
            // changes a value, or starts on "Start the game".
            Action::Submit => return self.start(),
            Action::Select if row == SetupRow::Start => return self.start(),
            Action::Select => self.form.change(row, 1),
            _ => {}
        }
        Effect::None
    }
}

impl ScreenState for PlayState {
    fn title(&self) -> &'static str {
        match (&self.game, self.closing) {
            (Some(_), _) => "screen-play",
            (None, true) => "screen-closing",
            (None, false) => "screen-play-setup",
        }
    }

    fn scopes(&self) -> Vec<Scope> {
        match &self.game {
            Some(g) if g.session.end().is_some() => {
                vec![Scope::GameOver, Scope::Nav, Scope::Global]
            }
            Some(_) => vec![Scope::Game, Scope::Nav, Scope::Global],
            None => vec![Scope::PlayForm, Scope::Global],
        }
    }

    fn on_action(&mut self, action: Action, cx: &Cx) -> Effect {
        match &mut self.game {
            None => {
                self.form.suggested = cx.progress.suggested_goal();
                self.setup_action(action)
            }
            Some(g) if action == Action::NewGame => {
                // Back to the form; the finished game is already forgotten.
                let _ = g;
                self.game = None;
                self.form.row = self.form.rows().len() - 1;
                Effect::None
            }
            Some(g) => g.action(action),
        }
    }

    fn on_click(&mut self, col: u16, row: u16, cx: &Cx) -> Effect {
        let split = layout::board_split(cx.body, cx.style);
        match &mut self.game {
            Some(g) => match split.geometry.turned(g.flipped()).square_at(col, row) {
                Some(s) => {
                    g.cursor = s;
                    g.choose()
                }
                None => Effect::None,
            },
            None => {
                self.form.suggested = cx.progress.suggested_goal();
                let ui = crate::tui::view::Ui::new(
                    cx.l10n,
                    crate::tui::theme::Theme::monochrome(),
                    cx.style,
                    cx.progress,
                    cx.lessons,
                );
                let texts = view::form_texts(&ui, &self.form);
                let list = view::form_layout(&ui, self, split.side).list;
                match crate::tui::view::wrapped_list_hit(&texts, list, row, col, self.form.row) {
                    Some(i) if i == self.form.row => self.setup_action(Action::Select),
                    Some(i) => {
                        self.form.row = i;
                        Effect::None
                    }
                    None => Effect::None,
                }
            }
        }
    }

    fn on_input(&mut self, input: &Input, _cx: &Cx) -> Effect {
        let Some(g) = &mut self.game else {
            return Effect::None;
        };
        let text = input.text.trim();
        if text.is_empty() {
            return Effect::None;
        }
        match text.parse::<Move>() {
            Ok(m) => {
                g.cursor = m.to;
                g.try_move(m)
            }
            Err(_) => refuse(rules_text::bad_notation(text)),
        }
    }

    fn on_back(&mut self) -> bool {
        // Esc stops a hint or draw offer being searched, drops a selection or a hint first;
        // `q` leaves (the game stays saved).
        if let Some(g) = &mut self.game
            && g.session.cancel_request()
        {
            g.note = Some(Note::new(
                FeedbackTone::Info,
                vec![Message::new("play-request-stopped")],
            ));
            return true;
        }
        match &mut self.game {
            Some(g) if g.selected.is_some() || g.hint.is_some() => {
                g.clear_selection();
                g.hint = None;
                true
            }
            _ => false,
        }
    }

    fn busy(&self) -> bool {
        self.game.as_ref().is_some_and(|g| {
            g.session.pending().is_some()
                || (g.session.end().is_none() && g.session.turn() != g.session.human())
        })
    }

    fn on_tick(&mut self, cx: &Cx) -> Effect {
        match &mut self.game {
            Some(g) => g.tick(cx),
            None => Effect::None,
        }
    }
}
