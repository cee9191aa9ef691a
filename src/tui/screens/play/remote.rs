//! The play screen in a room of a room server (`janggi-tutor join`, home → "Play a friend" →
//! host, join or watch): the server keeps the game, this screen mirrors each state it sends
//! into a friend session and draws it like a game on one screen. Legal points and why a move
//! is illegal come from our own engine, but a move, an offer, an answer, a resignation or a
//! claim only goes to the server; what it answers (a new state, or an error, shown in the
//! player's language by its code) is what the screen shows. The connection's state is shown
//! beside the board; the client reconnects and takes the seat back by itself.
//!
//! A seat lasts beyond the program: once seated, the screen asks the app to keep the seat's
//! token on disk (`Effect::Seat`, `learner::seats`), and forgets it when the game ends or the
//! server no longer knows it; a room joined with a kept seat is joined with `rejoin`
//! ([`retake`]). When the connection is lost for good the screen says what to do: `r`
//! connects again, `a` asks for a new address (a server restarted on another port). A player
//! who is not connected is shown beside their clock ("Alice is offline (0:35)"), counted from
//! the first state that said so. Hints (`t`) work as on one screen where the room's creator
//! allowed them (`hints` in `create` and `state`), and are refused where not.

use std::time::{Duration, Instant};

use super::game::{GameView, refuse};
use crate::i18n::{Message, library_error};
use crate::learner::games::{FinishedGame, RoomPlace};
use crate::learner::seats::{self, SavedSeat, SeatChange};
use crate::net::client::{
    AddressError, Client, ClientEvent, CloseReason, Intent, SendError, Status,
};
use crate::net::protocol::{
    ClientMsg, ClockState, ErrorCode, OfferKind as NetOffer, SeatName, ServerMsg, SideClock,
    StateMsg,
};
use crate::play::clock::{Clock, SideTime, TimeControl};
use crate::play::session::{Mirror, Offer, OfferKind, Session};
use crate::rules::{Color, Move, Position, RuleSet};
use crate::tui::config::RemoteStart;
use crate::tui::keys::Action;
use crate::tui::screen::{Effect, FeedbackTone};
use crate::tui::screens::free::Note;

/// The connection to the room and what the server said of it.
#[derive(Debug)]
pub(crate) struct Remote {
    client: Client,
    pub(crate) address: String,
    pub(crate) status: Status,
    pub(crate) room: Option<String>,
    /// `None` until the server said where this connection sits.
    pub(crate) seat: Option<SeatName>,
    /// Both seats are taken (the game runs).
    pub(crate) full: bool,
    /// The players' names as the server last gave them, Cho's first.
    pub(crate) names: [Option<String>; 2],
    /// What the client asked for first (asked again when the player reconnects by hand
    /// before a seat was taken).
    intent: Intent,
    /// The seat's secret token, once seated.
    token: Option<String>,
    /// The seat is kept on disk as it is now (set again by each `joined`).
    kept: bool,
    /// Since when each player (Cho's first) has been offline, by this screen's clock.
    pub(crate) offline_since: [Option<Instant>; 2],
    /// The room's creator allowed hints (`state.hints`).
    pub(crate) hints: bool,
    /// The server has sent the room's state at least once.
    pub(crate) seen: bool,
    /// A pause of the clock offered by this side and not yet answered.
    pause_offer: Option<Color>,
    /// The room's clock is paused by agreement (`state.clock.paused`).
    pub(crate) clock_paused: bool,
    /// The server cannot save the room now (`state.not_saved`, issue 68).
    pub(crate) not_saved: Option<crate::net::protocol::NotSaved>,
}

impl Remote {
    /// The side this screen plays (`None`: watching, or not seated yet).
    pub(crate) fn side(&self) -> Option<Color> {
        match self.seat {
            Some(SeatName::Cho) => Some(Color::Cho),
            Some(SeatName::Han) => Some(Color::Han),
            _ => None,
        }
    }

    /// Whether `r` (connect again) and `a` (a new address) are offered: the connection is
    /// down, and not because the server refused the seat.
    pub(crate) fn may_reconnect(&self) -> bool {
        match &self.status {
            Status::Reconnecting { .. } => true,
            Status::Closed(CloseReason::Refused(_) | CloseReason::ByUser) => false,
            Status::Closed(_) => true,
            Status::Connecting | Status::Connected => false,
        }
    }

    /// Whether leaving asks first: a player of a game that has not ended.
    pub(crate) fn holds_running_seat(&self, ended: bool) -> bool {
        self.side().is_some() && !ended
    }

    /// "Room CODE · you play Cho · connected".
    pub(crate) fn line(&self) -> Message {
        let seat = match (self.seat, self.side()) {
            (_, Some(side)) => {
                Message::new("net-you-play").arg_msg("side", crate::i18n::rules_text::side(side))
            }
            (Some(SeatName::Spectator), _) => Message::new("net-watching"),
            _ => Message::new("net-no-seat"),
        };
        Message::new("net-room")
            .arg("room", self.room.clone().unwrap_or_else(|| "…".into()))
            .arg_msg("seat", seat)
            .arg_msg(
                "status",
                match &self.status {
                    // Why is said below it, with what to do.
                    Status::Closed(_) => Message::new("net-closed"),
                    s => status_message(s, &self.address),
                },
            )
    }
}

/// The connection's state in words.
pub(crate) fn status_message(status: &Status, address: &str) -> Message {
    match status {
        Status::Connecting => Message::new("net-connecting"),
        Status::Connected => Message::new("net-connected"),
        Status::Reconnecting { .. } => Message::new("net-reconnecting"),
        Status::Closed(reason) => close_message(reason, address),
    }
}

/// Why the client stopped, in words.
pub(crate) fn close_message(reason: &CloseReason, address: &str) -> Message {
    match reason {
        CloseReason::Unreachable(e) => {
            // The client keeps the system's text; the usual errors are said in words.
            let error = library_error::os_error_words(e)
                .unwrap_or_else(|| Message::new("detail-io-other").arg("detail", e.clone()));
            Message::new("net-unreachable")
                .arg("address", address.to_string())
                .arg_msg("error", error)
        }
        CloseReason::Tls(f) => super::lobby::tls_message(f, address),
        CloseReason::Lost => Message::new("net-lost"),
        CloseReason::Refused(code) => {
            Message::new("net-refused").arg_msg("why", error_message(*code))
        }
        CloseReason::ClosedByServer(code) => Message::new("net-closed-by-server").arg_msg(
            "why",
            code.map_or_else(|| Message::new("net-closed"), error_message),
        ),
        CloseReason::ByUser => Message::new("net-closed"),
    }
}

/// An address the client cannot use, in words.
pub(crate) fn address_message(e: &AddressError) -> Message {
    match e {
        AddressError::Malformed(a) => Message::new("net-bad-address").arg("address", a.clone()),
        AddressError::Tls(a) => Message::new("net-no-tls").arg("address", a.clone()),
    }
}

/// A server's error code in the player's words (the server's own text is English, for logs).
pub(crate) fn error_message(code: ErrorCode) -> Message {
    Message::new(match code {
        ErrorCode::BadMessage => "net-error-bad-message",
        ErrorCode::NoSuchRoom => "net-error-no-such-room",
        ErrorCode::NotYourTurn => "net-error-not-your-turn",
        ErrorCode::NotAPlayer => "net-error-not-a-player",
        ErrorCode::IllegalMove => "net-error-illegal-move",
        ErrorCode::Stale => "net-error-stale",
        ErrorCode::GameOver => "net-error-game-over",
        ErrorCode::BadToken => "net-error-bad-token",
        ErrorCode::NoOffer => "net-error-no-offer",
        ErrorCode::NothingToClaim => "net-error-nothing-to-claim",
        ErrorCode::NothingToTakeBack => "net-error-nothing-to-take-back",
        ErrorCode::TooLarge => "net-error-too-large",
        ErrorCode::RateLimited => "net-error-rate-limited",
        ErrorCode::ServerFull => "net-error-server-full",
        ErrorCode::StoreFailed => "net-error-store-failed",
        ErrorCode::NoSuchClass => "net-error-no-such-class",
        ErrorCode::BadLessons => "net-error-bad-lessons",
        ErrorCode::PauseRefused => "net-error-pause-refused",
        ErrorCode::TooManyConnections => "net-error-too-many-connections",
        ErrorCode::TooManyRooms => "net-error-too-many-rooms",
        ErrorCode::NameTaken => "net-error-name-taken",
    })
}

fn send_message(e: SendError) -> Message {
    Message::new(match e {
        SendError::Offline => "net-offline",
        SendError::Busy => "net-busy",
        SendError::Closed => "net-closed",
    })
}

fn net_offer(k: OfferKind) -> NetOffer {
    match k {
        OfferKind::Draw => NetOffer::Draw,
        OfferKind::Takeback => NetOffer::Takeback,
    }
}

/// The session's kind of a room's offer; `None` for a pause, which only rooms know (this
/// screen shows and answers it itself).
fn offer_kind(k: NetOffer) -> Option<OfferKind> {
    match k {
        NetOffer::Draw => Some(OfferKind::Draw),
        NetOffer::Takeback => Some(OfferKind::Takeback),
        NetOffer::Pause => None,
    }
}

/// A pause offer, answered, or withdrawn, in words (`by`: who offered).
fn pause_note(what: &'static str, by: Color) -> Message {
    Message::new(what).arg_msg("side", crate::i18n::rules_text::side(by))
}

impl GameView {
    /// Starts connecting to the room; a malformed address is refused at once.
    pub(crate) fn remote(start: &RemoteStart) -> Result<GameView, Message> {
        let client = Client::connect_trusting(&start.address, start.intent.clone(), &start.trust)
            .map_err(|e| address_message(&e))?;
        let mut g = GameView::new(Session::remote(Color::Cho));
        let room = match &start.intent {
            Intent::Join { room, .. } | Intent::Watch { room } | Intent::Rejoin { room, .. } => {
                Some(room.clone())
            }
            Intent::Create { .. } => None,
        };
        g.remote = Some(Box::new(Remote {
            client,
            address: start.address.trim().to_string(),
            status: Status::Connecting,
            room,
            seat: None,
            full: false,
            names: [None, None],
            token: match &start.intent {
                Intent::Rejoin { token, .. } => Some(token.clone()),
                _ => None,
            },
            intent: start.intent.clone(),
            kept: false,
            offline_since: [None, None],
            hints: false,
            seen: false,
            pause_offer: None,
            clock_paused: false,
            not_saved: None,
        }));
        Ok(g)
    }

    /// Connects again (`r`), to `address` when given (`a`: the server may have restarted on
    /// another port): the seat taken back with its token, a spectator watching again, or
    /// the first request asked again when nothing was granted yet.
    pub(crate) fn reconnect(&mut self, address: Option<&str>) -> Effect {
        let Some(r) = self.remote.as_mut() else {
            return Effect::None;
        };
        let address = address.map_or_else(|| r.address.clone(), |a| a.trim().to_string());
        let intent = match (&r.room, &r.token, r.seat) {
            (Some(room), Some(token), _) => Intent::Rejoin {
                room: room.clone(),
                token: token.clone(),
            },
            (Some(room), None, Some(SeatName::Spectator)) => Intent::Watch { room: room.clone() },
            _ => r.intent.clone(),
        };
        match Client::connect(&address, intent) {
            Ok(client) => {
                r.client = client;
                r.address = address;
                r.status = Status::Connecting;
                self.note = Some(Note::new(
                    FeedbackTone::Info,
                    vec![Message::new("net-reconnecting-to").arg("address", r.address.clone())],
                ));
                Effect::None
            }
            Err(e) => refuse(address_message(&e)),
        }
    }

    /// The side this screen's keys play in a room: its seat (`None` when watching).
    pub(super) fn remote_side(&self) -> Option<Option<Color>> {
        self.remote.as_ref().map(|r| r.side())
    }

    /// The other player offered to pause the clock: this seat answers y/n.
    pub(super) fn pause_offered_to_me(&self) -> bool {
        self.remote.as_ref().is_some_and(|r| {
            r.side().is_some() && r.pause_offer.is_some_and(|by| r.side() != Some(by))
        })
    }

    fn send(&mut self, msg: ClientMsg) -> Effect {
        let Some(r) = &self.remote else {
            return Effect::None;
        };
        match r.client.send(msg) {
            Ok(()) => Effect::None,
            Err(e) => refuse(send_message(e)),
        }
    }

    /// Who may act now: a player of a room whose game runs.
    fn may_act(&self) -> Result<(), Message> {
        let Some(r) = &self.remote else {
            return Ok(());
        };
        if r.side().is_none() {
            return Err(Message::new("net-watching-only"));
        }
        if let Some(end) = self.session.end() {
            return Err(end.message());
        }
        Ok(())
    }

    /// A move checked by our engine (the caller did), sent with the number of moves played.
    pub(super) fn remote_move(&mut self, m: Move) -> Effect {
        self.clear_selection();
        let ply = u32::try_from(self.session.moves().len()).unwrap_or(u32::MAX);
        self.send(ClientMsg::Move {
            mv: m.to_string(),
            ply,
        })
    }

    /// The keys that act on the game in a room: offers, answers, resigning, claims. `None`:
    /// the key is the board's (the cursor, a selection, a move).
    pub(super) fn remote_action(&mut self, action: Action) -> Option<Effect> {
        let msg = match action {
            Action::Undo | Action::OfferDraw => ClientMsg::Offer {
                what: if action == Action::Undo {
                    NetOffer::Takeback
                } else {
                    NetOffer::Draw
                },
            },
            Action::Yes | Action::No
                if self
                    .remote
                    .as_ref()
                    .and_then(|r| r.pause_offer)
                    .is_some_and(|by| self.remote_side() != Some(Some(by))) =>
            {
                ClientMsg::Answer {
                    what: NetOffer::Pause,
                    accept: action == Action::Yes,
                }
            }
            Action::Yes | Action::No => {
                let Some(offer) = self.session.offer() else {
                    return Some(refuse(Message::new("play-friend-no-offer")));
                };
                ClientMsg::Answer {
                    what: net_offer(offer.what),
                    accept: action == Action::Yes,
                }
            }
            Action::Resign => {
                if let Err(m) = self.may_act() {
                    return Some(refuse(m));
                }
                if !self.resign_armed {
                    self.resign_armed = true;
                    return Some(Effect::Flash(
                        FeedbackTone::Bad,
                        Message::new("play-resign-confirm"),
                    ));
                }
                self.resign_armed = false;
                ClientMsg::Resign
            }
            Action::Claim => ClientMsg::Claim,
            // `z`: a running clock is offered to pause (the other player answers y/n); a
            // paused one starts again.
            Action::PauseClock => match self.remote.as_ref().is_some_and(|r| r.clock_paused) {
                true => ClientMsg::Resume,
                false => {
                    self.note = Some(Note::new(
                        FeedbackTone::Info,
                        vec![Message::new("net-pause-asked")],
                    ));
                    ClientMsg::Offer {
                        what: NetOffer::Pause,
                    }
                }
            },
            // A hint is this screen's own search, where the room allows hints.
            Action::Hint => return self.remote_hint(),
            Action::Cancel if self.session.offer().is_some_and(|o| self.is_mine(o)) => {
                let offer = self.session.offer().expect("an offer of this seat");
                return Some(
                    self.remote_withdraw(offer)
                        .map_or_else(refuse, |()| Effect::None),
                );
            }
            _ => return None,
        };
        if let Err(m) = self.may_act() {
            return Some(refuse(m));
        }
        self.clear_selection();
        Some(self.send(msg))
    }

    /// `t` in a room: refused where the creator did not allow hints, or out of turn;
    /// otherwise `None`, and the hint is searched as on one screen.
    fn remote_hint(&mut self) -> Option<Effect> {
        let r = self.remote.as_ref()?;
        if !r.hints {
            return Some(refuse(Message::new("net-hints-off")));
        }
        if let Some(end) = self.session.end() {
            return Some(refuse(end.message()));
        }
        match r.side() {
            Some(side) if side != self.session.turn() => {
                Some(refuse(Message::new("play-not-your-turn")))
            }
            _ => None,
        }
    }

    /// Takes back this seat's pending request (Esc): asked of the server, which tells both
    /// screens (`withdrawn`, then the state without the offer).
    pub(super) fn remote_withdraw(&mut self, offer: Offer) -> Result<(), Message> {
        self.may_act()?;
        let Some(r) = &self.remote else {
            return Ok(());
        };
        r.client
            .send(ClientMsg::Withdraw {
                what: net_offer(offer.what),
            })
            .map_err(send_message)
    }

    /// Whether `offer` was made from this screen's seat.
    pub(super) fn is_mine(&self, offer: Offer) -> bool {
        self.remote
            .as_ref()
            .is_some_and(|r| r.side() == Some(offer.by))
    }

    /// Brings what the server and the connection said; the clock is read at `now`; `free`
    /// names a seat nobody has taken.
    pub(super) fn remote_tick(&mut self, now: Instant, free: &str) -> Effect {
        let Some(r) = self.remote.as_mut() else {
            return Effect::None;
        };
        let events = r.client.poll();
        self.session.clock_read_at(now);
        let mut effects = Vec::new();
        for e in events {
            match e {
                ClientEvent::Status(s) => {
                    let r = self.remote.as_mut().expect("a room");
                    if let Status::Closed(reason) = &s {
                        let why = close_message(reason, &r.address);
                        let mut lines = vec![why];
                        match reason {
                            // The room or the token is gone: the kept seat is no use.
                            CloseReason::Refused(_) => {
                                if let Some(room) = &r.room {
                                    effects.push(Effect::Seat(SeatChange::Forget(room.clone())));
                                }
                            }
                            CloseReason::ByUser => {}
                            // A watcher has no clock to worry about.
                            _ if r.seat == Some(SeatName::Spectator) => {
                                lines.push(Message::new("net-what-now-watching"));
                            }
                            _ => lines.push(Message::new("net-what-now")),
                        }
                        self.note = Some(Note::new(FeedbackTone::Bad, lines));
                    }
                    // Back: the words about the lost connection have done their job.
                    let stale = |m: &Message| {
                        matches!(
                            m.id.as_ref(),
                            "net-reconnecting-to" | "net-what-now" | "net-what-now-watching"
                        )
                    };
                    if s == Status::Connected
                        && self
                            .note
                            .as_ref()
                            .is_some_and(|n| n.lines.iter().any(stale))
                    {
                        self.note = None;
                    }
                    r.status = s;
                }
                ClientEvent::Msg(m) => {
                    if self.server_said(m, now, free) {
                        effects.push(self.room_game_finished());
                    }
                    effects.extend(self.seat_to_keep());
                }
            }
        }
        effects
            .into_iter()
            .rev()
            .reduce(|then, first| Effect::Then(Box::new(first), Box::new(then)))
            .unwrap_or(Effect::None)
    }

    /// The seat to keep on disk once seated and the room's state known, or to forget once
    /// its game has ended.
    fn seat_to_keep(&mut self) -> Option<Effect> {
        let ended = self.session.end().is_some();
        let r = self.remote.as_mut()?;
        let (room, token, side) = (r.room.clone()?, r.token.clone()?, r.side()?);
        if !r.seen {
            return None;
        }
        if ended {
            r.token = None;
            return Some(Effect::Seat(SeatChange::Forget(room)));
        }
        if r.kept {
            return None;
        }
        r.kept = true;
        Some(Effect::Seat(SeatChange::Keep(SavedSeat {
            server: r.address.clone(),
            room,
            side: side.into(),
            name: r.names[side as usize].clone().unwrap_or_default(),
            token,
            saved: crate::learner::progress::unix_now(),
        })))
    }

    /// The room's game just ended: a player keeps it in their own games folder (both names,
    /// the clock, the result), as a game against the AI or a friend is kept; a watcher does
    /// not. Once per ending.
    fn room_game_finished(&mut self) -> Effect {
        let Some(r) = self.remote.as_ref() else {
            return Effect::None;
        };
        let Some(side) = r.side() else {
            return Effect::None;
        };
        if self.recorded {
            return Effect::None;
        }
        let [cho, han] = r.names.clone();
        // The server names every seated player; the record's side names stand in otherwise.
        let unnamed = |c: Color| match c {
            Color::Cho => "초".to_string(),
            Color::Han => "한".to_string(),
        };
        let mut game = FinishedGame::of(&self.session);
        game.human = side;
        game.players = Some([
            cho.unwrap_or_else(|| unnamed(Color::Cho)),
            han.unwrap_or_else(|| unnamed(Color::Han)),
        ]);
        game.room = Some(RoomPlace {
            server: r.address.clone(),
            room: r.room.clone().unwrap_or_default(),
        });
        self.recorded = true;
        Effect::GameFinished(Box::new(game))
    }

    /// Takes in what the server said; whether the game ended with it.
    fn server_said(&mut self, m: ServerMsg, now: Instant, free: &str) -> bool {
        let Some(r) = self.remote.as_mut() else {
            return false;
        };
        match m {
            ServerMsg::Joined {
                room, seat, token, ..
            } => {
                r.room = Some(room);
                r.seat = Some(seat);
                if token.is_some() {
                    r.token = token;
                }
                r.kept = false;
                if let Some(k) = self.session.position().king(r.side().unwrap_or(Color::Cho)) {
                    self.cursor = k;
                }
            }
            ServerMsg::State(state) => {
                r.full = state.players.cho.is_some() && state.players.han.is_some();
                r.hints = state.hints;
                r.seen = true;
                // Who is away, from when this screen first heard so.
                for (i, (name, online)) in [
                    (&state.players.cho, state.online.cho),
                    (&state.players.han, state.online.han),
                ]
                .into_iter()
                .enumerate()
                {
                    if name.is_some() && !online && state.result.is_none() {
                        r.offline_since[i].get_or_insert(now);
                    } else {
                        r.offline_since[i] = None;
                    }
                }
                r.clock_paused = state.clock.is_some_and(|c| c.paused);
                r.not_saved.clone_from(&state.not_saved);
                r.pause_offer = state
                    .offer
                    .filter(|o| o.what == NetOffer::Pause)
                    .map(|o| o.by.into());
                // A name stays known after its player has left.
                for (known, now) in r
                    .names
                    .iter_mut()
                    .zip([&state.players.cho, &state.players.han])
                {
                    if now.is_some() {
                        known.clone_from(now);
                    }
                }
                let seat = r.side().unwrap_or(Color::Cho);
                let ended_before = self.session.end().is_some();
                let before = self.session.moves().len();
                if let Some(mirror) = mirror_of(&state, free)
                    && self.session.mirror(&mirror, seat, now)
                {
                    if self.session.moves().len() != before {
                        self.hint = None;
                        // A hint searched for the position before the move is no answer now.
                        self.session.cancel_request();
                        // A selection made before the move may no longer stand.
                        if let Some(from) = self.selected {
                            let _ = self.select(from);
                        }
                    }
                    if let Some(end) = self.session.end().map(|e| e.message())
                        && !ended_before
                    {
                        self.clear_selection();
                        self.note = Some(Note::new(FeedbackTone::Info, vec![end]));
                        return true;
                    }
                }
            }
            ServerMsg::Offer { what, by } => {
                let by = Color::from(by);
                let note = match offer_kind(what) {
                    Some(what) => Offer { what, by }.message(),
                    None => pause_note("net-pause-offered", by),
                };
                self.note = Some(Note::new(FeedbackTone::Info, vec![note]));
            }
            ServerMsg::Answered { what, accept, by } => {
                let by = Color::from(by).other();
                let note = match offer_kind(what) {
                    Some(what) => Offer { what, by }.answered(accept),
                    None if accept => pause_note("net-pause-accepted", by),
                    None => pause_note("net-pause-declined", by),
                };
                self.note = Some(Note::new(FeedbackTone::Info, vec![note]));
            }
            ServerMsg::Withdrawn { what, by } => {
                let by = Color::from(by);
                let note = match offer_kind(what) {
                    Some(what) => Offer { what, by }.withdrawn(),
                    None => pause_note("net-pause-withdrawn", by),
                };
                self.note = Some(Note::new(FeedbackTone::Info, vec![note]));
            }
            ServerMsg::Error { code, .. } => {
                self.note = Some(Note::new(FeedbackTone::Bad, vec![error_message(code)]));
            }
            // Class messages go to the class client, never to a room's.
            ServerMsg::ClassPart { .. }
            | ServerMsg::ClassCreated { .. }
            | ServerMsg::ClassLessons(_)
            | ServerMsg::ClassRecorded { .. }
            | ServerMsg::ClassReport(_)
            | ServerMsg::ClassRooms { .. } => {}
            // The lobby's answer; this screen never asks for it.
            ServerMsg::Rooms { .. } => {}
            // Only asked by the browser page; this screen explains refused moves itself.
            ServerMsg::Explained { .. } => {}
        }
        false
    }

    /// Whether the screen must be ticked (a connection that lives).
    pub(super) fn remote_busy(&self) -> bool {
        self.remote.is_some()
    }
}

/// The server's state as the session mirrors it; `None` when it cannot be read (a rule set
/// or a position this build does not know).
fn mirror_of(s: &StateMsg, free: &str) -> Option<Mirror> {
    let rules: RuleSet = s.rules.parse().ok()?;
    let start = Position::from_fen(&s.start_fen, rules).ok()?;
    let moves = s
        .moves
        .iter()
        .map(|m| m.parse::<Move>().ok())
        .collect::<Option<Vec<Move>>>()?;
    let name = |n: &Option<String>| n.clone().unwrap_or_else(|| free.to_string());
    let to_move: Color = s.to_move.into();
    Some(Mirror {
        start,
        moves,
        names: [name(&s.players.cho), name(&s.players.han)],
        clock: s.clock.as_ref().and_then(|c| clock_of(c, to_move)),
        running: s.clock.as_ref().is_some_and(|c| c.running.is_some()),
        offer: s.offer.and_then(|o| {
            Some(Offer {
                what: offer_kind(o.what)?,
                by: o.by.into(),
            })
        }),
        result: s
            .result
            .as_ref()
            .map(|r| (r.winner.map(Color::from), r.reason.clone())),
    })
}

/// Both clocks as sent, and what the side to move had used of its running byo-yomi period.
fn clock_of(c: &ClockState, to_move: Color) -> Option<(Clock, Duration)> {
    let control = crate::net::room::time_control(Some(c.control)).ok()?;
    let period = match control {
        TimeControl::ByoYomi { period, .. } => period,
        _ => Duration::ZERO,
    };
    let side = |t: &SideClock| SideTime {
        main: Duration::from_millis(t.main_ms),
        periods: t.periods,
    };
    let mut clock = Clock::new(control);
    clock.sides[Color::Cho as usize] = side(&c.cho);
    clock.sides[Color::Han as usize] = side(&c.han);
    let running = match to_move {
        Color::Cho => &c.cho,
        Color::Han => &c.han,
    };
    let thought = if running.main_ms == 0 && running.period_ms > 0 {
        period.saturating_sub(Duration::from_millis(running.period_ms))
    } else {
        Duration::ZERO
    };
    Some((clock, thought))
}

/// `start` with a kept seat taken back: joining a room this learner holds a seat in (`join
/// URL CODE`, or the form's code) sends `rejoin` with the seat's token rather than becoming a
/// spectator. The address given is kept (the server may have moved to another port).
pub(crate) fn retake(start: RemoteStart, kept: &[SavedSeat]) -> RemoteStart {
    let Intent::Join { room, name } = &start.intent else {
        return start;
    };
    match seats::find(kept, room, Some(name)) {
        Some(seat) => RemoteStart {
            intent: Intent::Rejoin {
                room: seat.room.clone(),
                token: seat.token.clone(),
            },
            ..start
        },
        None => start,
    }
}

/// The kept seat's room game, as "Resume game" opens it.
pub(crate) fn resume(seat: &SavedSeat) -> RemoteStart {
    RemoteStart {
        address: seat.server.clone(),
        intent: Intent::Rejoin {
            room: seat.room.clone(),
            token: seat.token.clone(),
        },
        // Mozilla's roots: a seat on a server with its own certificate is taken back with
        // `join --ca FILE URL CODE` (the kept seat does not keep the file's path).
        trust: Default::default(),
    }
}
