//! The play screen between two people on one screen (`play::session::Friend`): the names on
//! the form, the requests one player makes and the other answers (a draw, a takeback), the
//! side that resigns named, and the clock read on every tick.

use std::time::{Duration, Instant};

use super::form::{Place, SetupForm, SetupRow};
use super::game::{GameView, refuse};
use crate::i18n::{Message, rules_text};
use crate::net::client::Intent;
use crate::net::protocol::ClockSpec;
use crate::play::clock::TimeControl;
use crate::play::session::{Event, OfferKind};
use crate::rules::Color;
use crate::tui::config::RemoteStart;
use crate::tui::keys::Action;
use crate::tui::screen::{Cx, Effect, FeedbackTone};
use crate::tui::screens::free::Note;

/// The longest name kept (characters): a record's tag, not a paragraph.
const MAX_NAME_CHARS: usize = 40;

/// A running game is saved this often, so a quit keeps the clock to within this much.
const SAVE_EVERY: Duration = Duration::from_secs(5);

/// Names left empty on the form become "Cho player" / "초 대국자" in the language shown.
pub(super) fn default_names(names: &mut [String; 2], cx: &Cx) {
    for (side, name) in [Color::Cho, Color::Han].into_iter().zip(names.iter_mut()) {
        if name.trim().is_empty() {
            *name = cx.l10n.format(
                &Message::new("play-friend-default-name").arg_msg("side", rules_text::side(side)),
            );
        }
    }
}

impl SetupForm {
    /// The room the form asks for: host, join or watch on the server typed (a missing room
    /// code is refused here; the address is checked when connecting).
    pub(super) fn remote_start(&self, cx: &Cx) -> Result<RemoteStart, Message> {
        let name = match self.names[0].trim() {
            "" => cx.l10n.tr("net-default-name"),
            n => n.to_string(),
        };
        let room = self.room.trim().to_string();
        if self.place != Place::Host && room.is_empty() {
            return Err(Message::new("net-no-room-code"));
        }
        let intent = match self.place {
            Place::Host | Place::Here => Intent::Create {
                rules: self.rules.id().to_string(),
                side: self.net_side,
                name,
                clock: clock_spec(self.clock),
                hints: self.net_hints,
                open: self.place == Place::Host && self.open_room,
                class: self.class_of_room().map(str::to_string),
            },
            Place::Join => Intent::Join { room, name },
            Place::Watch => Intent::Watch { room },
        };
        Ok(RemoteStart {
            address: self.server.clone(),
            intent,
            trust: Default::default(),
        })
    }

    /// A name typed on the input line for the highlighted name row (trimmed, capped, control
    /// characters dropped: it goes into a record's tag).
    pub(super) fn name_typed(&mut self, text: &str) -> Effect {
        let rows = self.rows();
        let i = match rows.get(self.row) {
            Some(SetupRow::NameOne) => 0,
            Some(SetupRow::NameTwo) => 1,
            _ => return Effect::None,
        };
        self.names[i] = text
            .trim()
            .chars()
            .filter(|c| !c.is_control())
            .take(MAX_NAME_CHARS)
            .collect();
        Effect::None
    }
}

impl GameView {
    /// A draw offer or a takeback request, or the answer to one; resigning names the side.
    pub(super) fn friend_action(&mut self, action: Action, now: Instant) -> Effect {
        match action {
            Action::Undo | Action::OfferDraw => {
                let what = if action == Action::Undo {
                    OfferKind::Takeback
                } else {
                    OfferKind::Draw
                };
                self.clear_selection();
                match self.session.make_offer(what) {
                    Ok(offer) => {
                        self.note = Some(Note::new(FeedbackTone::Info, vec![offer.message()]));
                        Effect::None
                    }
                    Err(m) => refuse(m),
                }
            }
            Action::Yes | Action::No => {
                let accept = action == Action::Yes;
                match self.session.answer_offer(accept, now) {
                    Ok(offer) => {
                        let mut lines = vec![offer.answered(accept)];
                        lines.extend(self.session.end().map(|e| e.message()));
                        self.note = Some(Note::new(FeedbackTone::Info, lines));
                        if !accept {
                            return Effect::None;
                        }
                        if offer.what == OfferKind::Takeback {
                            self.recorded = false;
                            self.hint = None;
                        }
                        self.saved_at = Some(now);
                        self.saved_effect()
                    }
                    Err(m) => refuse(m),
                }
            }
            Action::Resign => {
                if self.session.end().is_some() {
                    return refuse(Message::new("play-game-over"));
                }
                let side = rules_text::side(self.session.resigning_side());
                if !self.resign_armed {
                    self.resign_armed = true;
                    return Effect::Flash(
                        FeedbackTone::Bad,
                        Message::new("play-friend-resign-confirm").arg_msg("side", side),
                    );
                }
                self.resign_now()
            }
            _ => Effect::None,
        }
    }

    /// Reads the clock: the game ends when the side to move's flag falls; a running game is
    /// saved every few seconds so its clock survives a quit.
    pub(super) fn friend_tick(&mut self, now: Instant) -> Option<Effect> {
        if let Some(Event::GameOver(end)) = self.session.check_time(now) {
            self.clear_selection();
            self.note = Some(Note::new(FeedbackTone::Info, vec![end.message()]));
            return Some(self.saved_effect());
        }
        if !self.session.clock_running() {
            return None;
        }
        match self.saved_at {
            Some(at) if now.saturating_duration_since(at) < SAVE_EVERY => None,
            _ => {
                self.saved_at = Some(now);
                Some(self.saved_effect())
            }
        }
    }
}

/// A clock as the protocol asks for it (`None`: no clock).
pub(crate) fn clock_spec(c: TimeControl) -> Option<ClockSpec> {
    match c {
        TimeControl::None => None,
        TimeControl::ByoYomi {
            main,
            periods,
            period,
        } => Some(ClockSpec {
            main_s: main.as_secs(),
            periods,
            period_s: period.as_secs(),
            increment_s: None,
        }),
        TimeControl::Fischer { main, increment } => Some(ClockSpec {
            main_s: main.as_secs(),
            periods: 0,
            period_s: 0,
            increment_s: Some(increment.as_secs()),
        }),
    }
}
