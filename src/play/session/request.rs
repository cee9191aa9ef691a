//! The player's questions that need a search — a hint, a draw offer — run on their own thread
//! so the screen never waits; the answer arrives through [`Session::poll`].

use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::Duration;

use super::{EndKind, Event, GameEnd, Session};
use crate::i18n::Message;
use crate::play::hint::{self, Hint};
use crate::play::thinker::{ThinkEvent, Thinker};
use crate::rules::Position;
use crate::search::{Limits, Searcher};

/// The draw offer's search: short, since the answer only needs the rough balance.
const DRAW_OFFER_LIMITS: Limits = Limits {
    depth: Some(4),
    nodes: Some(40_000),
    movetime: Some(Duration::from_millis(300)),
    fixed_time: false,
};

/// The hint's search: half a second at most, so the player is not kept waiting.
const HINT_LIMITS: Limits = Limits {
    depth: Some(6),
    nodes: Some(200_000),
    movetime: Some(Duration::from_millis(500)),
    fixed_time: false,
};

/// The computer accepts a draw when its search scores its own side at this or worse
/// (evaluation units: more than a soldier down, clearly worse) at any time ...
const DRAW_ACCEPT_WORSE_BY: i32 = -200;
/// ... or at most this much better (a game that is about level, or worse for it) ...
const DRAW_ACCEPT_MARGIN: i32 = 40;
/// ... once this many plies were played (move 20 of each side): never in the opening when it
/// is not clearly worse.
const DRAW_ACCEPT_MARGIN_AFTER: usize = 40;

/// Whether the computer accepts a draw, given its own score and the plies played.
pub(crate) fn accepts_draw(computer_score: i32, plies: usize) -> bool {
    computer_score <= DRAW_ACCEPT_WORSE_BY
        || (computer_score <= DRAW_ACCEPT_MARGIN && plies >= DRAW_ACCEPT_MARGIN_AFTER)
}

/// A question of the player's that needs a search, answered on its own thread.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Request {
    Hint,
    Draw,
}

/// A request being searched.
pub(super) struct Pending {
    pub(super) request: Request,
    thinker: Thinker,
    events: Receiver<ThinkEvent>,
    /// The position searched, and how many legal moves it has (for the hint's reason).
    root: Position,
    legal: usize,
}

/// The computer's answer to a draw offer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DrawAnswer {
    Accepted,
    Declined,
}

impl DrawAnswer {
    pub(crate) fn message(self) -> Message {
        Message::new(match self {
            DrawAnswer::Accepted => "play-draw-accepted",
            DrawAnswer::Declined => "play-draw-declined",
        })
    }
}

impl Session {
    /// Offers a draw. The computer answers after a short search on its own thread
    /// ([`Event::DrawAnswered`] from [`Session::poll`]): it accepts when its evaluation says it
    /// stands clearly worse, or, after move 20, no better than about level ([`accepts_draw`]).
    pub(crate) fn offer_draw(&mut self) -> Result<(), Message> {
        if self.end.is_some() {
            return Err(Message::new("play-game-over"));
        }
        self.start_request(Request::Draw, Searcher::new(1), DRAW_OFFER_LIMITS);
        Ok(())
    }

    /// Asks for a suggested move with its reason: a short search (half a second at most) on
    /// its own thread; the answer is an [`Event::Hint`] from [`Session::poll`].
    pub(crate) fn ask_hint(&mut self) -> Result<(), Message> {
        if let Some(end) = &self.end {
            return Err(end.message());
        }
        if !self.is_human_turn() {
            return Err(Message::new("play-not-your-turn"));
        }
        self.start_request(Request::Hint, Searcher::new(4), HINT_LIMITS);
        Ok(())
    }

    /// Stops the hint or draw offer being searched; true when there was one.
    pub(crate) fn cancel_request(&mut self) -> bool {
        match self.pending.take() {
            Some(p) => {
                p.thinker.stop();
                drop(p.thinker.join());
                true
            }
            None => false,
        }
    }

    pub(super) fn start_request(&mut self, request: Request, searcher: Searcher, limits: Limits) {
        self.cancel_request();
        let root = self.position().clone();
        let legal = root.legal_moves().len();
        let (tx, events) = mpsc::channel();
        let thinker = Thinker::spawn(
            searcher,
            root.clone(),
            self.earlier(),
            limits,
            false,
            move |e| {
                let _ = tx.send(e);
            },
        );
        self.pending = Some(Pending {
            request,
            thinker,
            events,
            root,
            legal,
        });
    }

    /// The answer to the pending request, once its search is done.
    pub(super) fn poll_request(&mut self) -> Option<Event> {
        let out = loop {
            match self.pending.as_ref()?.events.try_recv() {
                Ok(ThinkEvent::Info(_)) => continue,
                Ok(ThinkEvent::Done(out)) => break Some(out),
                Err(TryRecvError::Empty) => return None,
                Err(TryRecvError::Disconnected) => break None,
            }
        };
        let p = self.pending.take()?;
        drop(p.thinker.join());
        let out = out?;
        match p.request {
            Request::Hint => {
                let mv = out.best?;
                Some(Event::Hint(Hint {
                    mv,
                    reason: hint::reason(&p.root, mv, out.score, p.legal),
                }))
            }
            Request::Draw => {
                if self.end.is_some() {
                    return None;
                }
                let computer_view = if p.root.turn() == self.human {
                    -out.score
                } else {
                    out.score
                };
                if accepts_draw(computer_view, self.game.moves().len()) {
                    self.cancel_thinking();
                    self.end = Some(GameEnd {
                        winner: None,
                        kind: EndKind::DrawAgreed,
                    });
                    Some(Event::DrawAnswered(DrawAnswer::Accepted))
                } else {
                    Some(Event::DrawAnswered(DrawAnswer::Declined))
                }
            }
        }
    }

    /// Polls until the pending hint or draw offer is answered (tests, scripts).
    #[cfg(test)]
    pub(crate) fn wait_request(&mut self) -> Option<Event> {
        while self.pending.is_some() {
            if let Some(e) = self.poll_request() {
                return Some(e);
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        None
    }
}
