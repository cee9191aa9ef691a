//! A room as pure data: two seats, the game (every move checked by the engine), the clock,
//! offers and the result. No sockets and no clock reading here: the caller passes the time
//! (`now`, Unix milliseconds) and sends the events on, so everything is testable without waiting.

use std::cell::RefCell;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::ids;
use super::protocol::{
    ClockSpec, ClockState, ErrorCode, GameResult, NetError, OfferKind, Online, OpenRoom,
    PendingOffer, Players, Side, SideClock, StateMsg,
};
use crate::i18n::{Localizer, rules_text};
use crate::play::clock::{Clock, TimeControl};
use crate::rules::{Color, Game, IllegalReason, Move, Position, RuleSet};

/// Longest name kept, in characters.
const MAX_NAME_CHARS: usize = 40;
/// Longest clock accepted (a day of main time, 100 periods of an hour).
const MAX_MAIN_S: u64 = 86_400;
const MAX_PERIODS: u32 = 100;
const MAX_PERIOD_S: u64 = 3_600;
/// Longest game kept; a real game is far shorter, this only bounds memory.
pub(crate) const MAX_PLIES: usize = 2_000;

/// What a player asks for, once the connection is known to hold `side`'s seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Action {
    Move {
        mv: String,
        ply: u32,
    },
    Offer(OfferKind),
    Answer {
        what: OfferKind,
        accept: bool,
    },
    Withdraw(OfferKind),
    Resign,
    Claim,
    /// Starts a paused clock again (either player).
    Resume,
}

/// What the server sends besides the new state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Event {
    Offered {
        what: OfferKind,
        by: Color,
    },
    Answered {
        what: OfferKind,
        accept: bool,
        by: Color,
    },
    Withdrawn {
        what: OfferKind,
        by: Color,
    },
}

/// A room as it is saved: plain data, the game as its moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct SavedRoom {
    pub(crate) code: String,
    pub(crate) rules: String,
    pub(crate) start_fen: String,
    pub(crate) moves: Vec<String>,
    pub(crate) names: [Option<String>; 2],
    pub(crate) tokens: [String; 2],
    pub(crate) clock: Clock,
    pub(crate) spec: Option<ClockSpec>,
    /// When the side to move started thinking (Unix ms); `None` before both seats are taken.
    pub(crate) turn_started_ms: Option<u64>,
    pub(crate) offer: Option<PendingOffer>,
    pub(crate) result: Option<GameResult>,
    /// Unix ms when the game ended.
    #[serde(default)]
    pub(crate) ended_ms: Option<u64>,
    /// The creator allowed hints (absent in rooms saved before the field: off).
    #[serde(default)]
    pub(crate) hints: bool,
    /// Unix ms when the room was created (0: not known, a room saved before it was kept).
    #[serde(default)]
    pub(crate) created_ms: u64,
    /// The clock is paused by agreement: what the side to move had used of its turn then (ms).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) paused_ms: Option<u64>,
    /// Listed in the lobby while it waits for a second player.
    #[serde(default)]
    pub(crate) open: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct Room {
    code: String,
    rules: RuleSet,
    game: Game,
    names: [Option<String>; 2],
    tokens: [String; 2],
    clock: Clock,
    spec: Option<ClockSpec>,
    turn_started_ms: Option<u64>,
    offer: Option<PendingOffer>,
    result: Option<GameResult>,
    ended_ms: Option<u64>,
    /// The creator allowed hints.
    hints: bool,
    created_ms: u64,
    /// Paused by agreement: the side to move's think so far, frozen (ms).
    paused_ms: Option<u64>,
    open: bool,
    /// Connections holding each seat now (not saved).
    online: [u32; 2],
}

/// The clock a creator asks for, checked.
pub(crate) fn time_control(spec: Option<ClockSpec>) -> Result<TimeControl, NetError> {
    let Some(s) = spec else {
        return Ok(TimeControl::None);
    };
    let bad = |what: &str| NetError::new(ErrorCode::BadMessage, format!("clock: {what}"));
    if s.main_s > MAX_MAIN_S || s.periods > MAX_PERIODS || s.period_s > MAX_PERIOD_S {
        return Err(bad("a value is over its limit"));
    }
    match s.increment_s {
        Some(inc) if inc > 0 => {
            if s.periods > 0 || inc > MAX_PERIOD_S {
                return Err(bad(
                    "Fischer takes no periods and an increment up to 3600 s",
                ));
            }
            if s.main_s == 0 {
                return Err(bad("Fischer needs main time"));
            }
            Ok(TimeControl::Fischer {
                main: Duration::from_secs(s.main_s),
                increment: Duration::from_secs(inc),
            })
        }
        _ => {
            if s.main_s == 0 && (s.periods == 0 || s.period_s == 0) {
                return Err(bad("no time at all"));
            }
            if s.periods > 0 && s.period_s == 0 {
                return Err(bad("periods need period_s"));
            }
            Ok(TimeControl::ByoYomi {
                main: Duration::from_secs(s.main_s),
                periods: s.periods,
                period: Duration::from_secs(s.period_s),
            })
        }
    }
}

/// A player's name cut to size, with control characters removed.
pub(crate) fn clean_name(name: &str) -> Option<String> {
    let n: String = name
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME_CHARS)
        .collect();
    let n = n.trim().to_string();
    (!n.is_empty()).then_some(n)
}

thread_local! {
    /// English texts for the engine's reasons (the protocol speaks English to tools).
    static ENGLISH: RefCell<Option<Localizer>> = const { RefCell::new(None) };
}

fn english_reason(r: &IllegalReason) -> String {
    ENGLISH.with(|cell| {
        let mut l = cell.borrow_mut();
        let l10n = l.get_or_insert_with(Localizer::new);
        l10n.format(&rules_text::reason(r))
    })
}

fn err(code: ErrorCode, message: &str) -> NetError {
    NetError::new(code, message)
}

impl Room {
    /// A new room with `creator` (named) in `side`'s seat.
    pub(crate) fn new(
        code: String,
        rules: RuleSet,
        spec: Option<ClockSpec>,
        side: Color,
        creator: Option<String>,
        tokens: [String; 2],
    ) -> Result<Room, NetError> {
        let control = time_control(spec)?;
        let mut names = [None, None];
        names[side as usize] = Some(creator.unwrap_or_else(|| default_name(side)));
        Ok(Room {
            code,
            rules,
            game: Game::new(Position::start(rules)),
            names,
            tokens,
            clock: Clock::new(control),
            spec,
            turn_started_ms: None,
            offer: None,
            result: None,
            ended_ms: None,
            hints: false,
            created_ms: 0,
            paused_ms: None,
            open: false,
            online: [0; 2],
        })
    }

    /// The room with hints allowed or not (`create`'s `hints`).
    pub(crate) fn with_hints(mut self, hints: bool) -> Room {
        self.hints = hints;
        self
    }

    /// The same room, created at `now` (Unix ms).
    pub(crate) fn created_at(mut self, now: u64) -> Room {
        self.created_ms = now;
        self
    }

    /// When the room was created (Unix ms; 0 when not known).
    pub(crate) fn created_ms(&self) -> u64 {
        self.created_ms
    }

    /// Whether a move has been played: only then is the room written to disk.
    pub(crate) fn has_moves(&self) -> bool {
        !self.game.moves().is_empty()
    }

    /// Whether the clock is paused by agreement.
    pub(crate) fn paused(&self) -> bool {
        self.paused_ms.is_some()
    }

    /// Whether `side`'s seat has a connection now.
    pub(crate) fn is_online(&self, side: Color) -> bool {
        self.online[side as usize] > 0
    }

    /// Marks the room open to anyone (listed in the lobby while it waits).
    pub(crate) fn with_open(mut self, open: bool) -> Room {
        self.open = open;
        self
    }

    /// The room as the lobby lists it: open, one player seated and connected, no move yet.
    pub(crate) fn lobby_entry(&self, now: u64) -> Option<OpenRoom> {
        if !self.open || self.result.is_some() || !self.game.moves().is_empty() {
            return None;
        }
        let host_side = match &self.names {
            [Some(_), None] => Color::Cho,
            [None, Some(_)] => Color::Han,
            _ => return None,
        };
        if self.online[host_side as usize] == 0 {
            return None;
        }
        Some(OpenRoom {
            room: self.code.clone(),
            rules: self.rules.id().to_string(),
            clock: self.spec,
            host: self.names[host_side as usize].clone().unwrap_or_default(),
            host_side: host_side.into(),
            // 0: a room saved before its creation time was kept.
            waiting_s: match self.created_ms {
                0 => 0,
                c => now.saturating_sub(c) / 1000,
            },
        })
    }

    pub(crate) fn code(&self) -> &str {
        &self.code
    }

    pub(crate) fn rules(&self) -> RuleSet {
        self.rules
    }

    pub(crate) fn game(&self) -> &Game {
        &self.game
    }

    pub(crate) fn names(&self) -> &[Option<String>; 2] {
        &self.names
    }

    pub(crate) fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    pub(crate) fn ended_ms(&self) -> Option<u64> {
        self.ended_ms
    }

    pub(crate) fn time_control(&self) -> TimeControl {
        self.clock.control
    }

    pub(crate) fn token(&self, side: Color) -> &str {
        &self.tokens[side as usize]
    }

    /// Both seats are taken: the game (and its clock) runs.
    fn started(&self) -> bool {
        self.names.iter().all(Option::is_some)
    }

    /// Takes a free seat for `name` (cho first); `None` when both are taken. Taking the second
    /// seat starts the clock.
    pub(crate) fn join(&mut self, name: Option<String>, now: u64) -> Option<Color> {
        let side = [Color::Cho, Color::Han]
            .into_iter()
            .find(|c| self.names[*c as usize].is_none())?;
        self.names[side as usize] = Some(name.unwrap_or_else(|| default_name(side)));
        if self.started() && self.result.is_none() {
            self.turn_started_ms = Some(now);
        }
        Some(side)
    }

    /// The seat `token` opens, if any.
    pub(crate) fn seat_of_token(&self, token: &str) -> Option<Color> {
        [Color::Cho, Color::Han]
            .into_iter()
            .find(|c| self.names[*c as usize].is_some() && ids::same_token(token, self.token(*c)))
    }

    pub(crate) fn set_online(&mut self, side: Color, here: bool) {
        let n = &mut self.online[side as usize];
        *n = if here { *n + 1 } else { n.saturating_sub(1) };
    }

    /// When (Unix ms) the side to move runs out of time, if a clock runs.
    pub(crate) fn flag_at(&self) -> Option<u64> {
        if self.result.is_some() || !self.clock.is_timed() || self.paused() {
            return None;
        }
        let started = self.turn_started_ms?;
        let left = self.clock.time_to_flag(self.game.position().turn())?;
        Some(started.saturating_add(u64::try_from(left.as_millis()).unwrap_or(u64::MAX)))
    }

    /// What the side to move has used of its turn at `now` (frozen while paused).
    fn thinking(&self, now: u64) -> Duration {
        if let Some(p) = self.paused_ms {
            return Duration::from_millis(p);
        }
        Duration::from_millis(self.turn_started_ms.map_or(0, |s| now.saturating_sub(s)))
    }

    /// Stops the clock: the side to move keeps what it has used of its turn.
    fn pause(&mut self, now: u64) {
        self.paused_ms = Some(ms(self.thinking(now)));
    }

    /// A pause can be offered: the game runs with a clock that is not paused.
    fn clock_runs(&self) -> bool {
        self.clock.is_timed() && self.turn_started_ms.is_some() && !self.paused()
    }

    /// Ends the game on time if the side to move has run out at `now`; `true` if it did.
    pub(crate) fn check_time(&mut self, now: u64) -> bool {
        if self.result.is_some() || self.turn_started_ms.is_none() || self.paused() {
            return false;
        }
        let side = self.game.position().turn();
        if !self.clock.reading(side, self.thinking(now)).flagged {
            return false;
        }
        self.clock.spend(side, self.thinking(now));
        self.finish(Some(side.other()), "time", now);
        true
    }

    fn finish(&mut self, winner: Option<Color>, reason: &str, now: u64) {
        self.result = Some(GameResult {
            winner: winner.map(Side::from),
            reason: reason.to_string(),
        });
        self.offer = None;
        self.paused_ms = None;
        self.ended_ms = Some(now);
    }

    /// Applies `side`'s action at `now`. On success the state changed (send it to everyone)
    /// and the events go out too; on an error nothing changed.
    pub(crate) fn act(
        &mut self,
        side: Color,
        action: Action,
        now: u64,
    ) -> Result<Vec<Event>, NetError> {
        if self.result.is_some() {
            return Err(err(ErrorCode::GameOver, "the game has ended"));
        }
        match action {
            Action::Move { mv, ply } => self.play(side, &mv, ply, now).map(|()| Vec::new()),
            Action::Offer(what) => {
                if !self.started() {
                    return Err(err(ErrorCode::NotYourTurn, "the other seat is still free"));
                }
                if what == OfferKind::Takeback && self.takeback_plies(side) == 0 {
                    return Err(err(
                        ErrorCode::NothingToTakeBack,
                        "you have no move to take back",
                    ));
                }
                if what == OfferKind::Pause {
                    if !self.clock_runs() {
                        return Err(err(
                            ErrorCode::PauseRefused,
                            "no clock runs (no clock, or it is paused already)",
                        ));
                    }
                    // The other player is away and it is their clock that runs: pausing can
                    // only spare them time, so it needs no answer.
                    let other = side.other();
                    if !self.is_online(other) && self.game.position().turn() == other {
                        self.offer = None;
                        self.pause(now);
                        return Ok(Vec::new());
                    }
                }
                self.offer = Some(PendingOffer {
                    what,
                    by: side.into(),
                });
                Ok(vec![Event::Offered { what, by: side }])
            }
            Action::Answer { what, accept } => {
                let by = side.other();
                if self.offer
                    != Some(PendingOffer {
                        what,
                        by: by.into(),
                    })
                {
                    return Err(err(
                        ErrorCode::NoOffer,
                        "the other player has made no such offer",
                    ));
                }
                self.offer = None;
                if accept {
                    match what {
                        OfferKind::Draw => self.finish(None, "agreement", now),
                        OfferKind::Takeback => self.take_back(by, now),
                        OfferKind::Pause => {
                            if self.clock_runs() {
                                self.pause(now);
                            }
                        }
                    }
                }
                Ok(vec![Event::Answered {
                    what,
                    accept,
                    by: side,
                }])
            }
            Action::Withdraw(what) => {
                if self.offer
                    != Some(PendingOffer {
                        what,
                        by: side.into(),
                    })
                {
                    return Err(err(ErrorCode::NoOffer, "you have made no such offer"));
                }
                self.offer = None;
                Ok(vec![Event::Withdrawn { what, by: side }])
            }
            Action::Resign => {
                self.finish(Some(side.other()), "resignation", now);
                Ok(Vec::new())
            }
            Action::Resume => {
                let Some(used) = self.paused_ms.take() else {
                    return Err(err(ErrorCode::PauseRefused, "the clock is not paused"));
                };
                self.turn_started_ms = Some(now.saturating_sub(used));
                if self.offer.is_some_and(|o| o.what == OfferKind::Pause) {
                    self.offer = None;
                }
                Ok(Vec::new())
            }
            Action::Claim => match self.game.optional_end() {
                Some(end) => {
                    self.finish(end.winner, end.reason.id(), now);
                    Ok(Vec::new())
                }
                None => Err(err(
                    ErrorCode::NothingToClaim,
                    "no optional ending of this rule set applies now",
                )),
            },
        }
    }

    fn play(&mut self, side: Color, text: &str, ply: u32, now: u64) -> Result<(), NetError> {
        let played = self.game.moves().len();
        if ply as usize != played {
            return Err(NetError::new(
                ErrorCode::Stale,
                format!("{played} moves have been played, not {ply}"),
            ));
        }
        if !self.started() {
            return Err(err(ErrorCode::NotYourTurn, "the other seat is still free"));
        }
        let turn = self.game.position().turn();
        if turn != side {
            return Err(err(ErrorCode::NotYourTurn, "it is the other side's move"));
        }
        let mv: Move = text.parse().map_err(|_| {
            NetError::new(
                ErrorCode::BadMessage,
                format!("not a move in UCI form: {text:?}"),
            )
        })?;
        if played >= MAX_PLIES {
            return Err(err(ErrorCode::IllegalMove, "the game is too long"));
        }
        let thinking = self.thinking(now);
        if self.clock.reading(side, thinking).flagged {
            // The flag fell before the move arrived; `check_time` (which the server calls
            // before every action) ends the game.
            return Err(err(ErrorCode::GameOver, "the game has ended on time"));
        }
        self.game
            .play(mv)
            .map_err(|r| NetError::new(ErrorCode::IllegalMove, english_reason(&r)))?;
        self.offer = None;
        self.clock.spend(side, thinking);
        // A move made while paused starts the other side's clock again.
        self.paused_ms = None;
        self.turn_started_ms = Some(now);
        if let Some(o) = self.game.position().outcome() {
            self.finish(o.winner, o.reason.id(), now);
        }
        Ok(())
    }

    /// How many plies a takeback asked by `side` removes: its own last move, and the other
    /// side's reply if there is one.
    fn takeback_plies(&self, side: Color) -> usize {
        let n = self.game.moves().len();
        let to_move = self.game.position().turn();
        // The side to move in the start position made the even plies.
        let first = self.game.start().turn();
        let own_moves = (0..n)
            .filter(|i| i.is_multiple_of(2) == (first == side))
            .count();
        if own_moves == 0 {
            0
        } else if to_move == side {
            2
        } else {
            1
        }
    }

    fn take_back(&mut self, asker: Color, now: u64) {
        let k = self.takeback_plies(asker);
        let moves = self.game.moves();
        self.game = rebuild(self.game.start(), &moves[..moves.len() - k]);
        self.turn_started_ms = Some(now);
        if self.paused() {
            self.paused_ms = Some(0);
        }
    }

    /// The state as it is at `now`, for everyone in the room.
    pub(crate) fn state(&self, now: u64) -> StateMsg {
        let pos = self.game.position();
        let clock = self.spec.map(|control| {
            let running =
                (self.turn_started_ms.is_some() && self.result.is_none()).then(|| pos.turn());
            let paused = self.paused() && running.is_some();
            let running = running.filter(|_| !paused);
            let frozen = paused.then(|| pos.turn());
            let side = |c: Color| {
                let thinking = if running == Some(c) || frozen == Some(c) {
                    self.thinking(now)
                } else {
                    Duration::ZERO
                };
                let r = self.clock.reading(c, thinking);
                SideClock {
                    main_ms: ms(r.main),
                    periods: r.periods,
                    period_ms: ms(r.period_left),
                }
            };
            ClockState {
                control,
                cho: side(Color::Cho),
                han: side(Color::Han),
                running: running.map(Side::from),
                paused,
            }
        });
        StateMsg {
            room: self.code.clone(),
            rules: self.rules.id().to_string(),
            fen: pos.fen(),
            start_fen: self.game.start().fen(),
            moves: self.game.moves().iter().map(Move::to_string).collect(),
            to_move: pos.turn().into(),
            players: Players {
                cho: self.names[0].clone(),
                han: self.names[1].clone(),
            },
            online: Online {
                cho: self.online[0] > 0,
                han: self.online[1] > 0,
            },
            clock,
            offer: self.offer,
            result: self.result.clone(),
            hints: self.hints,
            legal: if self.result.is_some() {
                Vec::new()
            } else {
                pos.legal_moves().iter().map(Move::to_string).collect()
            },
            notation: Vec::new(),
            not_saved: None,
        }
    }

    pub(crate) fn to_saved(&self) -> SavedRoom {
        SavedRoom {
            code: self.code.clone(),
            rules: self.rules.id().to_string(),
            start_fen: self.game.start().fen(),
            moves: self.game.moves().iter().map(Move::to_string).collect(),
            names: self.names.clone(),
            tokens: self.tokens.clone(),
            clock: self.clock,
            spec: self.spec,
            turn_started_ms: self.turn_started_ms,
            offer: self.offer,
            result: self.result.clone(),
            ended_ms: self.ended_ms,
            hints: self.hints,
            created_ms: self.created_ms,
            paused_ms: self.paused_ms,
            open: self.open,
        }
    }

    /// A saved room back, every move checked again. `now`: the server's restart;
    /// `last_alive`: the last time (Unix ms) the server before it was known to run. The side to
    /// move is charged what it had thought until then; only the time the server was down
    /// (from `last_alive`, or from the turn's start if that is later, to `now`) is refunded.
    pub(crate) fn resumed(s: SavedRoom, now: u64, last_alive: Option<u64>) -> Result<Room, String> {
        if !ids::is_code(&s.code) {
            return Err("not a room code".to_string());
        }
        let rules: RuleSet = s
            .rules
            .parse()
            .map_err(|_| "unknown rule set".to_string())?;
        let start = Position::from_fen(&s.start_fen, rules).map_err(|_| "bad start".to_string())?;
        let moves = s
            .moves
            .iter()
            .map(|m| m.parse::<Move>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|_| "bad move".to_string())?;
        let game = Game::from_moves(start, moves).map_err(|(i, _)| format!("illegal move {i}"))?;
        Ok(Room {
            code: s.code,
            rules,
            game,
            names: s.names,
            tokens: s.tokens,
            clock: s.clock,
            spec: s.spec,
            turn_started_ms: s.turn_started_ms.map(|t| {
                let used = last_alive.map_or(0, |a| a.max(t) - t);
                now.saturating_sub(used)
            }),
            offer: s.offer,
            result: s.result,
            ended_ms: s.ended_ms,
            hints: s.hints,
            created_ms: s.created_ms,
            paused_ms: s.paused_ms,
            open: s.open,
            online: [0; 2],
        })
    }
}

fn rebuild(start: &Position, moves: &[Move]) -> Game {
    Game::from_moves(start.clone(), moves.iter().copied())
        .expect("a prefix of a legal game is legal")
}

fn ms(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

fn default_name(side: Color) -> String {
    match side {
        Color::Cho => "Cho".to_string(),
        Color::Han => "Han".to_string(),
    }
}

#[cfg(test)]
#[path = "room_tests.rs"]
mod tests;
