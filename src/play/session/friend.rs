//! Two people on one screen instead of the computer: both sides move on the board, a draw
//! offer and a takeback are requests the other player accepts or declines, and a clock
//! (`play::clock`) may time them (`GameOptions::friend`, `Friend`: both names, a
//! `TimeControl`, whether the board turns). An offer (a draw by the side to move, a takeback by
//! the side that just moved) is an `Offer` the other player answers (`make_offer`,
//! `answer_offer`; moves wait meanwhile); resigning is the side to move's; a flag that falls
//! ends the game (`EndKind::OnTime`); the clock and the time thought on the current turn are
//! saved (`SavedFriend`).
//!
//! The clock is pure: every call that can move it takes `now`, an `Instant` the caller reads
//! (the play screen from the app, tests from a time they advance by hand), so no test sleeps.
//! A pending offer does not stop the clock, as on pychess.org: the side to move keeps thinking
//! on its own time while it answers (or while the other side waits for an answer).

use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::{EndKind, Event, GameEnd, Session};
use crate::i18n::{Message, rules_text};
use crate::play::clock::{Clock, Reading, TimeControl};
use crate::rules::{Color, Game};

/// A game between two people on one screen, as it is set up.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Friend {
    /// The players' names, Cho's first.
    pub(crate) names: [String; 2],
    pub(crate) clock: TimeControl,
    /// The board turns so the side to move sits at the bottom.
    pub(crate) turn_board: bool,
}

/// What one player asks the other.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum OfferKind {
    Draw,
    /// Take back the last move (the asker's own).
    Takeback,
}

/// A request waiting for the other player's answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Offer {
    pub(crate) what: OfferKind,
    pub(crate) by: Color,
}

impl Offer {
    /// "Cho offers a draw." / "Han asks to take back the last move."
    pub(crate) fn message(&self) -> Message {
        let id = match self.what {
            OfferKind::Draw => "play-friend-draw-offered",
            OfferKind::Takeback => "play-friend-takeback-asked",
        };
        Message::new(id)
            .arg_msg("side", rules_text::side(self.by))
            .arg_msg("other", rules_text::side(self.by.other()))
    }

    /// "Cho took back the draw offer."
    pub(crate) fn withdrawn(&self) -> Message {
        let id = match self.what {
            OfferKind::Draw => "play-friend-draw-withdrawn",
            OfferKind::Takeback => "play-friend-takeback-withdrawn",
        };
        Message::new(id).arg_msg("side", rules_text::side(self.by))
    }

    /// The answer in words.
    pub(crate) fn answered(&self, accepted: bool) -> Message {
        let id = match (self.what, accepted) {
            (OfferKind::Draw, true) => "play-friend-draw-accepted",
            (OfferKind::Draw, false) => "play-friend-draw-declined",
            (OfferKind::Takeback, true) => "play-friend-takeback-accepted",
            (OfferKind::Takeback, false) => "play-friend-takeback-declined",
        };
        Message::new(id).arg_msg("side", rules_text::side(self.by.other()))
    }
}

/// The friend game's part of a session.
pub(super) struct FriendGame {
    pub(super) options: Friend,
    pub(super) offer: Option<Offer>,
    clock: Clock,
    /// Time the side to move had already thought on this turn when `since` was set (a saved
    /// game keeps it).
    thought: Duration,
    /// When the side to move's clock was last read as running; `None` until the game is first
    /// looked at (a new or resumed game starts its clock then, not while nobody sees it).
    since: Option<Instant>,
    /// The latest `now` the clock was read at, for saving without reading the system time.
    seen: Option<Instant>,
}

impl FriendGame {
    pub(super) fn new(options: Friend) -> FriendGame {
        FriendGame {
            clock: Clock::new(options.clock),
            options,
            offer: None,
            thought: Duration::ZERO,
            since: None,
            seen: None,
        }
    }

    fn thinking(&self, now: Instant) -> Duration {
        self.thought
            + self
                .since
                .map_or(Duration::ZERO, |s| now.saturating_duration_since(s))
    }

    /// The clocks as a room server sent them: `thought` already used on this turn, running
    /// from `since` (`None`: stopped), read at `now`.
    pub(super) fn set_clock(
        &mut self,
        clock: Clock,
        thought: Duration,
        since: Option<Instant>,
        now: Instant,
    ) {
        self.clock = clock;
        self.thought = thought;
        self.since = since;
        self.seen = Some(now);
    }

    pub(super) fn seen_at(&mut self, now: Instant) {
        self.seen = Some(now);
    }

    /// The turn changed (a move, a takeback): the next side's time runs from `now`.
    fn next_turn(&mut self, now: Instant) {
        self.thought = Duration::ZERO;
        self.since = Some(now);
        self.seen = Some(now);
    }
}

/// A friend game as `game.json` keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct SavedFriend {
    pub(crate) cho: String,
    pub(crate) han: String,
    #[serde(default)]
    pub(crate) turn_board: bool,
    pub(crate) clock: Clock,
    /// What the side to move had thought on its turn when the game was saved (milliseconds).
    #[serde(default)]
    pub(crate) thought_ms: u64,
}

impl Session {
    /// The two players' setup, when this is a game between two people.
    pub(crate) fn friend(&self) -> Option<&Friend> {
        self.friend.as_ref().map(|f| &f.options)
    }

    /// The name of the player of `side` in a friend game.
    pub(crate) fn player_name(&self, side: Color) -> Option<&str> {
        self.friend().map(|f| f.names[side.index()].as_str())
    }

    /// The request waiting for an answer, if any.
    pub(crate) fn offer(&self) -> Option<Offer> {
        self.friend.as_ref().and_then(|f| f.offer)
    }

    /// A draw offer (by the side to move) or a takeback request (by the side that just
    /// moved), which the other player answers with [`Session::answer_offer`].
    pub(crate) fn make_offer(&mut self, what: OfferKind) -> Result<Offer, Message> {
        let plies = self.game.moves().len();
        let turn = self.turn();
        let over = self.end.is_some();
        let Some(f) = self.friend.as_mut() else {
            return Err(Message::new("play-not-your-turn"));
        };
        if f.offer.is_some() {
            return Err(Message::new("play-friend-answer-first"));
        }
        let by = match what {
            OfferKind::Draw if over => return Err(Message::new("play-game-over")),
            OfferKind::Draw => turn,
            OfferKind::Takeback if plies == 0 => {
                return Err(Message::new("free-nothing-to-undo"));
            }
            // The last move was the other side's.
            OfferKind::Takeback => turn.other(),
        };
        let offer = Offer { what, by };
        f.offer = Some(offer);
        Ok(offer)
    }

    /// The other player's answer to the pending request: a draw accepted ends the game, a
    /// takeback accepted takes back the last move (the clock runs on for the side to move).
    pub(crate) fn answer_offer(&mut self, accept: bool, now: Instant) -> Result<Offer, Message> {
        let Some(offer) = self.friend.as_mut().and_then(|f| f.offer.take()) else {
            return Err(Message::new("play-friend-no-offer"));
        };
        if !accept {
            return Ok(offer);
        }
        match offer.what {
            OfferKind::Draw => {
                if self.end.is_none() {
                    self.end = Some(GameEnd {
                        winner: None,
                        kind: EndKind::DrawAgreed,
                    });
                }
            }
            OfferKind::Takeback => {
                let moves = self.game.moves();
                let keep = &moves[..moves.len().saturating_sub(1)];
                self.game = Game::from_moves(self.game.start().clone(), keep.iter().copied())
                    .expect("a prefix of a legal game is legal");
                self.end = None;
                self.claim = None;
                self.update_end();
                if let Some(f) = self.friend.as_mut() {
                    f.next_turn(now);
                }
            }
        }
        Ok(offer)
    }

    /// The player who made the pending request takes it back (Esc); `None` when none waits.
    pub(crate) fn withdraw_offer(&mut self) -> Option<Offer> {
        self.friend.as_mut().and_then(|f| f.offer.take())
    }

    /// Whether a clock times this game.
    pub(crate) fn is_timed(&self) -> bool {
        self.friend.as_ref().is_some_and(|f| f.clock.is_timed())
    }

    /// Whether a clock is running now (a timed game not over): the screen redraws on a timer.
    pub(crate) fn clock_running(&self) -> bool {
        self.is_timed() && self.end.is_none()
    }

    /// What `side`'s clock shows at `now` (the side to move's time running).
    pub(crate) fn clock_reading(&self, side: Color, now: Instant) -> Option<Reading> {
        let f = self.friend.as_ref().filter(|f| f.clock.is_timed())?;
        let thinking = if side == self.turn() && self.end.is_none() {
            f.thinking(now)
        } else {
            Duration::ZERO
        };
        Some(f.clock.reading(side, thinking))
    }

    /// When the clock was last read (`check_time`, a move): the screen draws it as of then.
    pub(crate) fn clock_seen(&self) -> Option<Instant> {
        self.friend.as_ref().and_then(|f| f.seen)
    }

    /// The time control of a timed game.
    pub(crate) fn time_control(&self) -> Option<TimeControl> {
        self.friend
            .as_ref()
            .map(|f| f.clock.control)
            .filter(|c| *c != TimeControl::None)
    }

    /// Starts the clock when first looked at, and ends the game when the side to move's time
    /// has run out: the other side wins.
    pub(crate) fn check_time(&mut self, now: Instant) -> Option<Event> {
        if self.end.is_some() || !self.is_timed() {
            return None;
        }
        let turn = self.turn();
        let f = self.friend.as_mut()?;
        if f.since.is_none() {
            f.since = Some(now);
        }
        f.seen = Some(now);
        if f.clock
            .time_to_flag(turn)
            .is_none_or(|left| f.thinking(now) < left)
        {
            return None;
        }
        f.clock.spend(turn, f.thinking(now));
        f.offer = None;
        self.claim = None;
        let end = GameEnd {
            winner: Some(turn.other()),
            kind: EndKind::OnTime { by: turn },
        };
        self.end = Some(end.clone());
        Some(Event::GameOver(end))
    }

    /// The side that just moved spends its thinking time (Fischer adds the increment); the
    /// other side's time starts.
    pub(super) fn clock_moved(&mut self, mover: Color, now: Instant) {
        if let Some(f) = self.friend.as_mut() {
            let thinking = f.thinking(now);
            f.clock.spend(mover, thinking);
            f.next_turn(now);
        }
    }

    pub(super) fn saved_friend(&self) -> Option<SavedFriend> {
        let f = self.friend.as_ref()?;
        // The time thought so far on this turn, as of the last reading (the screen reads the
        // clock on every tick, so at most a tick is lost).
        let thought = f.seen.map_or(f.thought, |seen| f.thinking(seen));
        Some(SavedFriend {
            cho: f.options.names[0].clone(),
            han: f.options.names[1].clone(),
            turn_board: f.options.turn_board,
            clock: f.clock,
            thought_ms: u64::try_from(thought.as_millis()).unwrap_or(u64::MAX),
        })
    }

    pub(super) fn restore_friend(&mut self, saved: &SavedFriend) {
        let mut f = FriendGame::new(Friend {
            names: [saved.cho.clone(), saved.han.clone()],
            clock: saved.clock.control,
            turn_board: saved.turn_board,
        });
        f.clock = saved.clock;
        f.thought = Duration::from_millis(saved.thought_ms);
        self.friend = Some(f);
    }
}
