//! One game against the computer, as a play screen drives it: the screen draws what the
//! session reports and forwards the player's actions; the computer thinks on its own thread
//! (or in an external UCI engine) and its move arrives through [`Session::poll`].
//!
//! The game ends by the position's own rules (checkmate, no legal move, bikjang and double
//! pass with or without counting, `basic`'s move limit), by a claim of one of Fairy-Stockfish's
//! optional endings (repetition, perpetual check, move repetition, the n-move rule: the player
//! claims with [`Session::claim`], the computer claims on its turn when the result favours
//! it), by resignation or by an agreed draw. An unfinished game is saved as a [`SavedGame`]
//! (serde) and restored with [`Session::restore`].
//!
//! Hints and draw offers need a search too: they run on their own thread
//! ([`Session::ask_hint`], [`Session::offer_draw`]) and their answer arrives through
//! [`Session::poll`], so the screen never waits for them; [`Session::cancel_request`] stops one.

use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::{Duration, Instant};

mod friend;
mod remote;
mod request;
mod saved;

pub use friend::Friend;
use friend::FriendGame;
pub(crate) use friend::{Offer, OfferKind, SavedFriend};
pub(crate) use remote::Mirror;
use request::Pending;
#[cfg(test)]
pub(crate) use request::accepts_draw;
pub use request::{DrawAnswer, Request};
#[cfg(test)]
pub(crate) use saved::SavedTry;
pub(crate) use saved::{MAX_TRIES, SavedGame};

use super::goals::{self, Ending, Goal, GoalReport};
use super::hint::Hint;
use super::thinker::{ThinkEvent, Thinker};
use super::uci_client::{EngineError, UciEngine};
use crate::i18n::{Message, rules_text};
use crate::rules::{
    Color, Formation, Game, Move, OptionalEnd, Outcome, Position, RuleSet, Setup, Square,
    Strictness,
};
use crate::search::{Info, Level, Searcher};

/// How a new game is set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameOptions {
    /// The player's side. Cho always moves first, so with Han the computer opens.
    pub human: Color,
    pub level: Level,
    pub rules: RuleSet,
    /// The player's formation (default 마상상마).
    pub human_formation: Option<Formation>,
    /// The computer's formation (default: chosen at random).
    pub computer_formation: Option<Formation>,
    /// An external UCI engine command as the opponent instead of the built-in search.
    pub engine: Option<String>,
    /// Seed for the computer's random choices (formation, near-best moves); random if unset.
    pub seed: Option<u64>,
    /// A small goal to play for (`play::goals`), judged after every move.
    pub goal: Option<Goal>,
    /// Two people on one screen instead of the computer (the level, the engine and the goal
    /// are then unused; the player's side is Cho, the side drawn at the bottom).
    pub friend: Option<Friend>,
}

impl Default for GameOptions {
    fn default() -> Self {
        GameOptions {
            human: Color::Cho,
            level: Level::new(3),
            rules: RuleSet::Janggi,
            human_formation: None,
            computer_formation: None,
            engine: None,
            seed: None,
            goal: None,
            friend: None,
        }
    }
}

/// How the game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum EndKind {
    /// By the position's rules: checkmate, no legal move, double pass, bikjang, move limit.
    Rule(Outcome),
    /// By an optional ending of the rule set (repetition, perpetual check, ...), claimed by
    /// `by`.
    Claim {
        end: OptionalEnd,
        by: Color,
    },
    Resigned {
        by: Color,
    },
    DrawAgreed,
    /// `by` ran out of time.
    OnTime {
        by: Color,
    },
}

/// The game's result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameEnd {
    /// `None` for a draw.
    pub(crate) winner: Option<Color>,
    pub(crate) kind: EndKind,
}

impl GameEnd {
    /// "Han wins (checkmate).", "Draw (draw agreed).", with counting points where counted.
    pub(crate) fn message(&self) -> Message {
        let reason = match &self.kind {
            EndKind::Rule(o) => return rules_text::outcome(o),
            EndKind::Claim { end, by } => Message::new("play-end-claimed")
                .arg_msg("reason", rules_text::optional_end_reason(end))
                .arg_msg("side", rules_text::side(*by)),
            EndKind::Resigned { by } => {
                Message::new("play-end-resigned").arg_msg("side", rules_text::side(*by))
            }
            EndKind::DrawAgreed => Message::new("play-end-draw-agreed"),
            EndKind::OnTime { by } => {
                Message::new("play-end-time").arg_msg("side", rules_text::side(*by))
            }
        };
        match self.winner {
            Some(w) => Message::new("result-win")
                .arg_msg("side", rules_text::side(w))
                .arg_msg("reason", reason),
            None => Message::new("result-draw").arg_msg("reason", reason),
        }
    }
}

/// A move the learner tried that the engine refused (the session logs them for
/// the review, see [`Session::illegal_tries`]).
#[derive(Clone, Debug, PartialEq)]
pub struct IllegalTry {
    /// The ply it was tried at (1-based: the move it was meant to be).
    pub(crate) ply: usize,
    /// The text as typed (any notation the record reader accepts).
    pub(crate) text: String,
    /// The position it was tried in, when it is not the game's at `ply` (a try made before
    /// a take-back: the game went another way since); `None`: the game's.
    pub(crate) position: Option<Position>,
}

/// What happened since the last [`Session::poll`].
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The computer played this move.
    ComputerMoved(Move),
    /// The external engine failed; the built-in opponent takes over. The message says why.
    EngineFailed(Message),
    /// The game is over.
    GameOver(GameEnd),
    /// The hint asked for with [`Session::ask_hint`].
    Hint(Hint),
    /// The computer's answer to [`Session::offer_draw`] (the game is over when it accepts).
    DrawAnswered(DrawAnswer),
}

/// The computer claims an optional draw on its turn when its search scores playing on at this
/// or less (centipawns): the draw is then worth at least as much to it. (Its search scores a
/// repetition as a draw, so a side that can only repeat sees 0, not its material deficit.)
const CLAIM_DRAW_AT_MOST: i32 = 0;

/// What the computer is doing.
enum Thinking {
    BuiltIn {
        thinker: Thinker,
        events: Receiver<ThinkEvent>,
        all_scores: bool,
    },
    Engine,
}

/// A game against the computer.
pub struct Session {
    human: Color,
    level: Level,
    game: Game,
    end: Option<GameEnd>,
    searcher: Option<Searcher>,
    engine: Option<UciEngine>,
    /// Whether the external engine's handshake is still going on ([`Session::poll`] moves it
    /// on without waiting; the session owns the engine throughout, so dropping the session
    /// ends the engine even during its handshake).
    engine_starting: bool,
    engine_command: Option<String>,
    thinking: Option<Thinking>,
    /// The last depth the computer completed in its current search.
    info: Option<Info>,
    rng: fastrand::Rng,
    /// Messages for the screen that no action returned (an engine that failed at start).
    notices: Vec<Message>,
    /// A hint or a draw offer being searched.
    pending: Option<Pending>,
    /// The optional ending that may be claimed in the current position.
    claim: Option<OptionalEnd>,
    /// The player's illegal tries (ply they were meant for, the position, the move), for the
    /// review; kept through a take-back (the position says where each was tried).
    tries: Vec<(usize, Position, Move)>,
    /// The small goal played for, if any.
    goal: Option<Goal>,
    /// Two people on one screen: names, their requests, the clock.
    friend: Option<FriendGame>,
}

impl Session {
    /// Starts a new game. If the external engine cannot be started, the built-in opponent
    /// plays and [`Session::take_notices`] says why.
    pub fn new(options: GameOptions) -> Session {
        let mut rng = options
            .seed
            .map_or_else(fastrand::Rng::new, fastrand::Rng::with_seed);
        let human_f = options
            .human_formation
            .unwrap_or(Formation::HorseElephantElephantHorse);
        // Friends set their own formations (both 마상상마 unless given).
        let computer_f = options
            .computer_formation
            .unwrap_or_else(|| match options.friend {
                Some(_) => Formation::HorseElephantElephantHorse,
                None => Formation::ALL[rng.usize(..Formation::ALL.len())],
            });
        let (cho, han) = match options.human {
            Color::Cho => (human_f, computer_f),
            Color::Han => (computer_f, human_f),
        };
        let start = Position::from_setup(
            Setup::start_with(cho, han),
            options.rules,
            Strictness::Strict,
        )
        .expect("every formation gives a legal start");
        let friend = options.friend.map(FriendGame::new);
        let (engine, goal) = match friend {
            Some(_) => (None, None),
            None => (options.engine, options.goal),
        };
        let mut s = Session::with_game(Game::new(start), options.human, options.level, engine, rng);
        s.goal = goal;
        s.friend = friend;
        s.update_end();
        s
    }

    fn with_game(
        game: Game,
        human: Color,
        level: Level,
        engine: Option<String>,
        rng: fastrand::Rng,
    ) -> Session {
        let mut s = Session {
            human,
            level,
            game,
            end: None,
            searcher: Some(Searcher::new(16)),
            engine: None,
            engine_starting: false,
            engine_command: engine.clone(),
            thinking: None,
            info: None,
            rng,
            notices: Vec::new(),
            pending: None,
            claim: None,
            tries: Vec::new(),
            goal: None,
            friend: None,
        };
        if let Some(cmd) = engine {
            // A missing program fails at once; the handshake goes on in the background.
            let rules = s.rules();
            match UciEngine::spawn(&cmd).and_then(|mut e| e.begin_handshake(rules).map(|()| e)) {
                Ok(e) => {
                    s.engine = Some(e);
                    s.engine_starting = true;
                }
                Err(e) => s.notices.push(fallback(&e)),
            }
        }
        s
    }

    // ---- what the screen shows ----

    pub(crate) fn position(&self) -> &Position {
        self.game.position()
    }

    pub(crate) fn rules(&self) -> RuleSet {
        self.game.start().rules()
    }

    pub(crate) fn human(&self) -> Color {
        self.human
    }

    pub(crate) fn level(&self) -> Level {
        self.level
    }

    /// Whose turn it is.
    pub(crate) fn turn(&self) -> Color {
        self.position().turn()
    }

    /// Whether a person is to move: always in a friend game that goes on.
    pub(crate) fn is_human_turn(&self) -> bool {
        self.end.is_none() && (self.friend.is_some() || self.turn() == self.human)
    }

    /// The moves played, oldest first (render them in any notation).
    pub fn moves(&self) -> Vec<Move> {
        self.game.moves()
    }

    /// The game record (start position, moves, every position reached).
    pub(crate) fn game(&self) -> &Game {
        &self.game
    }

    pub(crate) fn last_move(&self) -> Option<Move> {
        self.game.moves().last().copied()
    }

    /// Legal moves of the piece on `from`, captures included; empty unless it is the player's
    /// turn. The king's own point in the list is a pass.
    pub(crate) fn legal_moves_from(&self, from: Square) -> Vec<Move> {
        if !self.is_human_turn() {
            return Vec::new();
        }
        self.position().legal_moves_from(from)
    }

    /// Whether the player may pass now.
    pub(crate) fn can_pass(&self) -> bool {
        self.is_human_turn()
            && self
                .pass_move()
                .is_some_and(|m| self.position().is_legal(m))
    }

    fn pass_move(&self) -> Option<Move> {
        self.position().king(self.turn()).map(|k| Move::new(k, k))
    }

    /// The computer is thinking.
    pub(crate) fn is_thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// Whether an external engine is the opponent (also while it is starting).
    pub(crate) fn engine(&self) -> Option<&str> {
        self.engine.as_ref().map(UciEngine::command)
    }

    /// Moves the external engine's handshake on (never waits): `None` while it goes on or
    /// when it succeeded, the failure (the built-in opponent takes over) otherwise.
    fn engine_started(&mut self) -> Option<Event> {
        if !self.engine_starting {
            return None;
        }
        let engine = self.engine.as_mut()?;
        match engine.poll_handshake() {
            Ok(ready) => {
                self.engine_starting = !ready;
                None
            }
            Err(e) => {
                self.engine = None;
                self.engine_starting = false;
                Some(Event::EngineFailed(fallback(&e)))
            }
        }
    }

    pub(crate) fn end(&self) -> Option<&GameEnd> {
        self.end.as_ref()
    }

    /// The optional ending the player may claim now (on the player's turn only).
    pub(crate) fn claimable(&self) -> Option<&OptionalEnd> {
        self.claim.as_ref().filter(|_| self.is_human_turn())
    }

    /// The hint or draw offer being searched, if any.
    pub(crate) fn pending(&self) -> Option<Request> {
        self.pending.as_ref().map(|p| p.request)
    }

    /// The player's illegal tries so far, as the review reads them (ply, move text, and the
    /// position when the game no longer passes through it: a try before a take-back).
    pub(crate) fn illegal_tries(&self) -> Vec<IllegalTry> {
        let positions = self.game.positions();
        self.tries
            .iter()
            .map(|(ply, pos, m)| IllegalTry {
                ply: *ply,
                text: m.to_string(),
                position: (positions.get(ply - 1).map(Position::fen) != Some(pos.fen()))
                    .then(|| pos.clone()),
            })
            .collect()
    }

    /// The goal's verdict on the game so far (`None` without a goal): pending until the
    /// game decides it.
    pub(crate) fn goal_report(&self) -> Option<GoalReport> {
        let ending = match &self.end {
            Some(e) => Ending::Over { winner: e.winner },
            None => Ending::Ongoing,
        };
        let tries: Vec<goals::Tried> = self
            .tries
            .iter()
            .map(|(ply, position, mv)| goals::Tried {
                ply: *ply,
                position: position.clone(),
                mv: *mv,
            })
            .collect();
        let goal = self.goal?;
        Some(goals::judge(goal, &self.game, self.human, &tries, ending))
    }

    /// Remembers an illegal try of the player's (the screen refuses it before calling
    /// [`Session::play`], with the engine's reason).
    pub(crate) fn log_illegal_try(&mut self, m: Move) {
        if self.is_human_turn() && !self.position().is_legal(m) && self.tries.len() < MAX_TRIES {
            let pos = self.position().clone();
            self.tries.push((self.game.moves().len() + 1, pos, m));
        }
    }

    /// Messages not tied to an action (e.g. an engine that could not start); read once.
    pub fn take_notices(&mut self) -> Vec<Message> {
        std::mem::take(&mut self.notices)
    }

    // ---- the player's actions ----

    /// Plays the player's move. An illegal try is refused with the reason.
    #[cfg(test)]
    pub(crate) fn play(&mut self, m: Move) -> Result<(), Message> {
        self.play_at(m, Instant::now())
    }

    /// Plays the player's move at `now` (the clock of a timed friend game: a move after the
    /// flag fell loses on time instead). An illegal try is refused with the reason.
    pub(crate) fn play_at(&mut self, m: Move, now: Instant) -> Result<(), Message> {
        if let Some(Event::GameOver(end)) = self.check_time(now) {
            return Err(end.message());
        }
        if self.end.is_some() {
            return Err(Message::new("play-game-over"));
        }
        if !self.is_human_turn() {
            return Err(Message::new("play-not-your-turn"));
        }
        if self.offer().is_some() {
            return Err(Message::new("play-friend-answer-first"));
        }
        let mover = self.turn();
        if let Err(r) = self.game.play(m) {
            self.log_illegal_try(m);
            return Err(rules_text::reason(&r));
        }
        self.clock_moved(mover, now);
        self.cancel_request();
        self.update_end();
        Ok(())
    }

    /// Passes (where the rule set allows it and the player is not in check).
    #[cfg(test)]
    pub(crate) fn pass(&mut self) -> Result<(), Message> {
        match self.pass_move() {
            Some(m) => self.play(m),
            None => Err(Message::new("play-game-over")),
        }
    }

    /// Takes back the player's last move and the computer's reply (stopping the computer if
    /// it is still thinking). Returns whether anything was taken back.
    pub(crate) fn undo(&mut self) -> bool {
        self.cancel_thinking();
        self.cancel_request();
        let moves = self.game.moves();
        let plies = if self.turn() == self.human { 2 } else { 1 };
        // Never take back the computer's opening move when it plays Cho.
        let first_human = usize::from(self.human == Color::Han);
        if moves.len() < plies + first_human {
            return false;
        }
        let keep = &moves[..moves.len() - plies];
        self.game = Game::from_moves(self.game.start().clone(), keep.iter().copied())
            .expect("a prefix of a legal game is legal");
        self.end = None;
        self.claim = None;
        // Tries made in positions taken back are kept with their position (`illegal_tries`).
        self.update_end();
        true
    }

    /// The side that resigns now: the player, or in a friend game the side to move.
    pub(crate) fn resigning_side(&self) -> Color {
        if self.friend.is_some() {
            self.turn()
        } else {
            self.human
        }
    }

    /// The player (in a friend game the side to move) resigns.
    pub(crate) fn resign(&mut self) {
        if self.end.is_none() {
            let by = self.resigning_side();
            self.cancel_thinking();
            self.cancel_request();
            if let Some(f) = self.friend.as_mut() {
                f.offer = None;
            }
            self.end = Some(GameEnd {
                winner: Some(by.other()),
                kind: EndKind::Resigned { by },
            });
        }
    }

    /// The player claims the optional ending the position allows (repetition, the n-move
    /// rule, ...): the game ends with its result, worded for the rule set.
    pub(crate) fn claim(&mut self) -> Result<(), Message> {
        if self.end.is_some() {
            return Err(Message::new("play-game-over"));
        }
        let Some(end) = self.claimable().copied() else {
            return Err(Message::new("play-nothing-to-claim"));
        };
        self.cancel_request();
        self.finish_by_claim(end, self.turn());
        Ok(())
    }

    fn finish_by_claim(&mut self, end: OptionalEnd, by: Color) {
        self.cancel_thinking();
        self.claim = None;
        self.end = Some(GameEnd {
            winner: end.winner,
            kind: EndKind::Claim { end, by },
        });
    }

    // ---- the computer ----

    /// Advances the computer: starts its search when it is its turn, and plays its move when
    /// found. Call it on every tick of the screen; it never blocks.
    pub(crate) fn poll(&mut self) -> Option<Event> {
        if let Some(e) = self.poll_request() {
            return Some(e);
        }
        // On every tick, the player's turn too: a handshake's answers are read as they come.
        if let Some(failed) = self.engine_started() {
            return Some(failed);
        }
        if self.end.is_some() || self.friend.is_some() {
            return None;
        }
        if self.turn() == self.human {
            return None;
        }
        match &self.thinking {
            None => {
                // A claim that wins for the computer is taken at once.
                if let Some(c) = self.claim
                    && c.winner == Some(self.human.other())
                {
                    self.finish_by_claim(c, self.human.other());
                    return self.end.clone().map(Event::GameOver);
                }
                if !self.engine_starting {
                    self.start_thinking();
                }
                None
            }
            Some(Thinking::Engine) => self.poll_engine(),
            Some(Thinking::BuiltIn { events, .. }) => loop {
                match events.try_recv() {
                    Ok(ThinkEvent::Info(i)) => self.info = Some(i),
                    Ok(ThinkEvent::Done(out)) => {
                        let Some(Thinking::BuiltIn {
                            thinker,
                            all_scores,
                            ..
                        }) = self.thinking.take()
                        else {
                            unreachable!("matched above")
                        };
                        self.searcher = Some(thinker.join());
                        self.info = None;
                        // A drawn claim is taken when the computer stands worse.
                        if let Some(c) = self.claim
                            && c.winner.is_none()
                            && out.score <= CLAIM_DRAW_AT_MOST
                        {
                            self.finish_by_claim(c, self.human.other());
                            return self.end.clone().map(Event::GameOver);
                        }
                        let mv = if all_scores {
                            self.level.choose(&out, &mut self.rng)
                        } else {
                            out.best
                        };
                        return mv.and_then(|m| self.computer_plays(m));
                    }
                    Err(TryRecvError::Empty) => return None,
                    Err(TryRecvError::Disconnected) => {
                        self.thinking = None;
                        return None;
                    }
                }
            },
        }
    }

    /// Polls until the computer has moved (tests, scripts, matches).
    pub fn wait_computer(&mut self) -> Option<Event> {
        loop {
            if self.end.is_some() || self.turn() == self.human || self.friend.is_some() {
                return None;
            }
            if let Some(e) = self.poll() {
                return Some(e);
            }
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    fn start_thinking(&mut self) {
        if let Some(engine) = &mut self.engine {
            let moves = self.game.moves();
            let fen = self.game.start().fen();
            match engine.go(&fen, &moves, self.level.movetime()) {
                Ok(()) => {
                    self.thinking = Some(Thinking::Engine);
                    return;
                }
                Err(e) => {
                    self.engine = None;
                    self.notices.push(fallback(&e));
                }
            }
        }
        let (tx, events) = mpsc::channel();
        let all_scores = self.level.needs_all_scores();
        let thinker = Thinker::spawn(
            self.searcher.take().unwrap_or_default(),
            self.position().clone(),
            self.earlier(),
            self.level.limits(),
            all_scores,
            move |e| {
                let _ = tx.send(e);
            },
        );
        self.thinking = Some(Thinking::BuiltIn {
            thinker,
            events,
            all_scores,
        });
    }

    fn poll_engine(&mut self) -> Option<Event> {
        let engine = self.engine.as_mut()?;
        let result = engine.poll().and_then(|answer| match answer {
            None => Ok(None),
            Some(m) if self.game.position().is_legal(m) => Ok(Some(m)),
            Some(m) => Err(EngineError::BadMove {
                command: engine.command().to_string(),
                answer: m.to_string(),
            }),
        });
        match result {
            Ok(None) => None,
            Ok(Some(m)) => {
                self.thinking = None;
                self.computer_plays(m)
            }
            Err(e) => {
                // The built-in opponent takes over from here; the game goes on.
                self.engine = None;
                self.thinking = None;
                self.start_thinking();
                Some(Event::EngineFailed(fallback(&e)))
            }
        }
    }

    fn computer_plays(&mut self, m: Move) -> Option<Event> {
        self.game.play(m).ok()?;
        self.update_end();
        Some(match &self.end {
            Some(end) => Event::GameOver(end.clone()),
            None => Event::ComputerMoved(m),
        })
    }

    fn cancel_thinking(&mut self) {
        match self.thinking.take() {
            Some(Thinking::BuiltIn { thinker, .. }) => {
                thinker.stop();
                self.searcher = Some(thinker.join());
            }
            Some(Thinking::Engine) => {
                if let Some(e) = &mut self.engine {
                    e.stop();
                }
            }
            None => {}
        }
        self.info = None;
    }

    fn earlier(&self) -> Vec<Position> {
        let all = self.game.positions();
        all[..all.len() - 1].to_vec()
    }

    fn update_end(&mut self) {
        if self.end.is_some() {
            return;
        }
        self.claim = None;
        if let Some(o) = self.game.outcome() {
            self.end = Some(GameEnd {
                winner: o.winner,
                kind: EndKind::Rule(o),
            });
        } else {
            // Optional endings wait for a claim: the player's (`claim`) or the computer's.
            self.claim = self.game.optional_end();
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        self.cancel_thinking();
        self.cancel_request();
    }
}

/// "The engine ... failed: ...; the built-in opponent plays on."
fn fallback(e: &EngineError) -> Message {
    Message::new("engine-fallback").arg_msg("error", e.message())
}
