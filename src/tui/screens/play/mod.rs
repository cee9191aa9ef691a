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
//! The opponent is a form row: the AI, or another player on this screen (home "Play a
//! friend", `play --friend`; `friend.rs`), or a room of a room server (`remote.rs`). Between
//! friends a draw or takeback is a request the other answers with `y`/`n` (scope `Offer`);
//! both clocks are drawn and the screen is `busy` while one runs, so the app ticks it every
//! 50 ms (`Cx::now`, which tests move with `App::advance_clock`). After the last 复盘检验
//! lesson the form plays only the AI (`SetupForm::ai_only`, no opponent row). A game that
//! ends becomes `Effect::GameFinished`, which `services/games.rs` carries out: `game.json`
//! forgotten, the `.gib` record written, the small goal's verdict kept in the progress, the
//! illegal tries added as personal exercises.
//!
//! Files: `form.rs` the new-game form, `game.rs` a game on the board and the player's
//! actions, `friend.rs` a friend game's requests, names and clock, `goal.rs` the small goal's
//! row and lines, `remote.rs` a game in a room, `view.rs` the drawing (its `move_label` is
//! the move list's one notation seam, which the games screen uses too).
//!
//! State and update only; drawing is in `view.rs`.

mod form;
mod friend;
pub(crate) use friend::clock_spec;
mod game;
pub(crate) mod goal;
pub(crate) mod lobby;
pub(crate) mod remote;
pub(crate) mod view;

use crate::tui::config::RemoteStart;
pub(crate) use form::{SetupForm, SetupRow};
pub(crate) use game::GameView;
use game::refuse;

use crate::i18n::{Message, rules_text};
use crate::learner::settings::NewGameDefaults;
use crate::play::session::{GameOptions, SavedGame, Session};
use crate::rules::Move;
use crate::tui::keys::{Action, Scope};
use crate::tui::layout;
use crate::tui::screen::{Cx, Effect, FeedbackTone, Input, InputKind, ScreenState};
use crate::tui::screens::free::Note;

/// The play screen's state.
#[derive(Debug)]
pub(crate) struct PlayState {
    /// Opened after the last lesson of 复盘检验: the closing words above the form.
    pub(crate) closing: bool,
    pub(crate) form: SetupForm,
    /// The game, once started.
    pub(crate) game: Option<Box<GameView>>,
    /// Joining a room: the server's open rooms (`lobby.rs`).
    pub(crate) lobby: Option<lobby::LobbyView>,
}

impl PlayState {
    /// The setup form with these options.
    pub(crate) fn setup(options: &GameOptions) -> PlayState {
        PlayState {
            closing: false,
            form: SetupForm::new(options),
            game: None,
            lobby: None,
        }
    }

    /// The closing page after the last review lesson, offering a game.
    pub(crate) fn closing(options: &GameOptions) -> PlayState {
        let mut p = PlayState {
            closing: true,
            ..PlayState::setup(options)
        };
        p.form.friend = false;
        p.form.ai_only = true;
        p
    }

    /// A game already under way (resumed, or from a FEN); its options fill the form for the
    /// next game.
    pub(crate) fn resumed(session: Session) -> PlayState {
        let options = GameOptions {
            human: session.human(),
            level: session.level(),
            rules: session.rules(),
            engine: session.saved().engine,
            friend: session.friend().cloned(),
            ..GameOptions::default()
        };
        PlayState {
            closing: false,
            form: SetupForm::new(&options),
            game: Some(Box::new(GameView::new(session))),
            lobby: None,
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

    /// Starts a game with the form's options; its choices are remembered for the next form
    /// (a friend game's are not: they are the two players', not the learner's against the AI).
    fn start(&mut self, cx: &Cx) -> Effect {
        // Joining without a code: the open rooms are asked for (again) to pick from.
        if self.form.friend
            && self.form.place == form::Place::Join
            && self.form.room.trim().is_empty()
        {
            self.refresh_lobby();
            return Effect::Flash(FeedbackTone::Info, Message::new("net-lobby-pick-first"));
        }
        if self.form.friend && self.form.place != form::Place::Here {
            return match self.form.remote_start(cx) {
                Ok(start) => self.start_remote(&remote::retake(start, cx.seats)),
                Err(m) => refuse(m),
            };
        }
        self.closing = false;
        self.form.ai_only = false;
        let mut options = self.form.options();
        if let Some(f) = &mut options.friend {
            friend::default_names(&mut f.names, cx);
        }
        let friend = options.friend.is_some();
        let choices = NewGameDefaults::of(&options);
        let game = GameView::new(Session::new(options));
        self.game = Some(Box::new(game));
        match self.game.as_mut().map(|g| g.saved_effect()) {
            Some(Effect::SaveGame(Some(saved))) if !friend => {
                Effect::GameStarted(choices, Box::new(saved))
            }
            Some(other) => other,
            None => Effect::None,
        }
    }

    /// Connects to a room (the play screen shows the connection until the server answers).
    pub(crate) fn start_remote(&mut self, start: &RemoteStart) -> Effect {
        match GameView::remote(start) {
            Ok(g) => {
                self.closing = false;
                self.game = Some(Box::new(g));
                Effect::None
            }
            Err(m) => refuse(m),
        }
    }

    /// Asks the server typed for its open rooms when the form joins a room.
    fn refresh_lobby(&mut self) {
        self.lobby = (self.form.friend && self.form.place == form::Place::Join)
            .then(|| lobby::LobbyView::fetch(&self.form.server));
    }

    /// ←/→ on the room row: the next or previous open room of the lobby, if it lists any.
    fn pick_room(&mut self, dir: i32) -> bool {
        let Some(rooms) = self.lobby.as_ref().and_then(|l| l.rooms.as_ref()) else {
            return false;
        };
        if rooms.is_empty() {
            return false;
        }
        let n = rooms.len() as i32;
        let next = match rooms.iter().position(|r| r.room == self.form.room) {
            Some(i) => (i as i32 + dir).rem_euclid(n),
            None if dir > 0 => 0,
            None => n - 1,
        };
        self.form.room = rooms[next as usize].room.clone();
        true
    }

    fn setup_action(&mut self, action: Action, cx: &Cx) -> Effect {
        let rows = self.form.rows();
        let row = rows[self.form.row.min(rows.len() - 1)];
        let was_joining = self.form.friend && self.form.place == form::Place::Join;
        let effect = self.setup_step(action, row, cx);
        let joining = self.form.friend && self.form.place == form::Place::Join;
        if joining && !was_joining {
            self.refresh_lobby();
        } else if !joining {
            self.lobby = None;
        }
        effect
    }

    fn setup_step(&mut self, action: Action, row: SetupRow, cx: &Cx) -> Effect {
        let rows = self.form.rows();
        match action {
            Action::Left | Action::Right if row == SetupRow::Room => {
                self.pick_room(if action == Action::Left { -1 } else { 1 });
            }
            Action::Up => self.form.row = self.form.row.saturating_sub(1),
            Action::Down => self.form.row = (self.form.row + 1).min(rows.len() - 1),
            Action::Left => self.form.change(row, -1),
            Action::Right => self.form.change(row, 1),
            // Enter starts the game from any row; Space (and a click on the highlighted row)
            // changes a value, or starts on "Start the game".
            Action::Submit => return self.start(cx),
            Action::Select if row == SetupRow::Start => return self.start(cx),
            Action::Select if matches!(row, SetupRow::Server | SetupRow::Room) => {
                let (kind, text) = if row == SetupRow::Server {
                    (InputKind::ServerAddress, self.form.server.clone())
                } else {
                    (InputKind::RoomCode, self.form.room.clone())
                };
                return Effect::Input(Input { kind, text });
            }
            // A name is typed on the input line.
            Action::Select if matches!(row, SetupRow::NameOne | SetupRow::NameTwo) => {
                let i = usize::from(row == SetupRow::NameTwo);
                return Effect::Input(Input {
                    kind: InputKind::PlayerName,
                    text: self.form.names[i].clone(),
                });
            }
            Action::Select => self.form.change(row, 1),
            _ => {}
        }
        Effect::None
    }
}

impl PlayState {
    /// The scopes of the form or of the game, without the room's `Offline`.
    fn game_scopes(&self) -> Vec<Scope> {
        match &self.game {
            Some(g) if g.session.end().is_some() => {
                vec![Scope::GameOver, Scope::Move, Scope::Nav, Scope::Global]
            }
            // A request between friends waits for its answer: the other game keys rest.
            Some(g)
                if g.session.offer().is_some_and(|o| !g.is_mine(o)) || g.pause_offered_to_me() =>
            {
                vec![Scope::Offer, Scope::Move, Scope::Nav, Scope::Global]
            }
            Some(_) => vec![Scope::Game, Scope::Move, Scope::Nav, Scope::Global],
            None => vec![Scope::PlayForm, Scope::Global],
        }
    }

    /// A key on the form or in the game (the room's reconnecting keys aside).
    fn play_action(&mut self, action: Action, cx: &Cx) -> Effect {
        match &mut self.game {
            None => {
                self.form.suggested = cx.progress.suggested_goal();
                self.form.find_class(cx.classes);
                self.setup_action(action, cx)
            }
            Some(g) if action == Action::NewGame => {
                // Back to the form; the finished game is already forgotten.
                let _ = g;
                self.game = None;
                self.form.row = self.form.rows().len() - 1;
                Effect::None
            }
            // Esc drops a selection or a hint; `q` leaves with them (the game stays saved).
            Some(g) if action == Action::Cancel && (g.selected.is_some() || g.hint.is_some()) => {
                g.clear_selection();
                g.hint = None;
                Effect::None
            }
            Some(g) => g.action(action, cx.now),
        }
    }
}

impl ScreenState for PlayState {
    fn name(&self) -> &'static str {
        "play"
    }

    crate::tui::screen::board_screen_drawing!(view);

    fn title(&self) -> &'static str {
        match (&self.game, self.closing) {
            (Some(g), _) if g.session.friend().is_some() => "screen-play-friend",
            (Some(_), _) => "screen-play",
            (None, true) => "screen-closing",
            (None, false) if self.form.friend => "screen-play-friend-setup",
            (None, false) => "screen-play-setup",
        }
    }

    fn scopes(&self) -> Vec<Scope> {
        let offline = self
            .game
            .as_ref()
            .and_then(|g| g.remote.as_ref())
            .is_some_and(|r| r.may_reconnect());
        let mut scopes = self.game_scopes();
        // A room game's clock may be paused by agreement (the server refuses where no clock
        // runs, and the screen says why).
        let room_clock = self
            .game
            .as_ref()
            .is_some_and(|g| g.remote.is_some() && g.session.end().is_none());
        if room_clock {
            scopes.insert(1, Scope::RoomGame);
        }
        if offline {
            scopes.insert(0, Scope::Offline);
        }
        scopes
    }

    fn asks_before_leaving(&self) -> bool {
        self.game.as_ref().is_some_and(|g| {
            g.remote
                .as_ref()
                .is_some_and(|r| r.holds_running_seat(g.session.end().is_some()))
        })
    }

    fn on_action(&mut self, action: Action, cx: &Cx) -> Effect {
        match &mut self.game {
            Some(g) if action == Action::Reconnect => g.reconnect(None),
            Some(g) if action == Action::NewAddress => {
                let text = g.remote.as_ref().map(|r| r.address.clone());
                match text {
                    Some(text) => Effect::Input(Input {
                        kind: InputKind::ServerAddress,
                        text,
                    }),
                    None => Effect::None,
                }
            }
            _ => self.play_action(action, cx),
        }
    }

    fn on_click(&mut self, col: u16, row: u16, cx: &Cx) -> Effect {
        let split = layout::board_split(cx.body, cx.style);
        match &mut self.game {
            Some(g) => match split.geometry.turned(g.flipped()).square_at(col, row) {
                Some(s) => {
                    g.engine_failure = None;
                    g.cursor = s;
                    g.choose(cx.now)
                }
                None => Effect::None,
            },
            None => {
                self.form.suggested = cx.progress.suggested_goal();
                self.form.find_class(cx.classes);
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
                    Some(i) if i == self.form.row => self.setup_action(Action::Select, cx),
                    Some(i) => {
                        self.form.row = i;
                        Effect::None
                    }
                    None => Effect::None,
                }
            }
        }
    }

    fn on_input(&mut self, input: &Input, cx: &Cx) -> Effect {
        match input.kind {
            InputKind::PlayerName => return self.form.name_typed(&input.text),
            // In a room game whose connection is down: connect to the address typed.
            InputKind::ServerAddress if let Some(g) = &mut self.game => {
                return g.reconnect(Some(&input.text));
            }
            InputKind::ServerAddress => {
                self.form.server = input.text.trim().to_string();
                self.form.find_class(cx.classes);
                if self.lobby.is_some() {
                    self.refresh_lobby();
                }
                return Effect::None;
            }
            InputKind::RoomCode => {
                self.form.room = input.text.trim().to_string();
                return Effect::None;
            }
            _ => {}
        }
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
                g.try_move(m, cx.now)
            }
            Err(_) => refuse(rules_text::bad_notation(text)),
        }
    }

    fn on_back(&mut self) -> bool {
        // Esc or `q` stops a hint or draw offer being searched, or takes back a request, before
        // anything else; a selection or a hint only Esc drops (`on_action`).
        if let Some(g) = &mut self.game
            && g.session.cancel_request()
        {
            g.note = Some(Note::new(
                FeedbackTone::Info,
                vec![Message::new("play-request-stopped")],
            ));
            return true;
        }
        // A request between friends on one screen is taken back; in a room it is asked of
        // the server, whose answer both screens show.
        if let Some(g) = &mut self.game
            && let Some(offer) = g.session.offer()
            && g.selected.is_none()
        {
            let (tone, line) = if g.remote.is_some() {
                if !g.is_mine(offer) {
                    return false;
                }
                match g.remote_withdraw(offer) {
                    Ok(()) => return true,
                    Err(m) => (FeedbackTone::Bad, m),
                }
            } else {
                g.session.withdraw_offer();
                (FeedbackTone::Info, offer.withdrawn())
            };
            g.note = Some(Note::new(tone, vec![line]));
            return true;
        }
        false
    }

    fn busy(&self) -> bool {
        if self.game.is_none() && self.lobby.as_ref().is_some_and(lobby::LobbyView::waiting) {
            return true;
        }
        self.game.as_ref().is_some_and(|g| {
            g.session.pending().is_some()
                || g.remote_busy()
                || g.session.clock_running()
                || (g.session.end().is_none()
                    && g.session.friend().is_none()
                    && g.session.turn() != g.session.human())
        })
    }

    fn on_tick(&mut self, cx: &Cx) -> Effect {
        match &mut self.game {
            Some(g) => g.tick(cx),
            None => {
                if let Some(l) = &mut self.lobby {
                    l.poll();
                }
                Effect::None
            }
        }
    }
}
