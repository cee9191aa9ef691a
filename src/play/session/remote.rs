//! A game kept by a room server, mirrored in a friend session so the play screen draws it
//! as it draws a game on one screen: the server's moves replayed by our own engine (legal
//! points and why-illegal come from it), its clocks, its pending offer and its result. Nothing
//! here is decided locally: the session is rebuilt from each state the server sends.

use std::time::{Duration, Instant};

use super::friend::{FriendGame, Offer};
use super::{EndKind, Friend, GameEnd, Session};
use crate::play::clock::Clock;
use crate::rules::{Color, Game, Move, Position};
use crate::search::Level;

/// The room's game as its server last described it.
#[derive(Clone, Debug)]
pub(crate) struct Mirror {
    pub(crate) start: Position,
    pub(crate) moves: Vec<Move>,
    /// Cho's and Han's names (empty: the seat is free).
    pub(crate) names: [String; 2],
    /// Both clocks as sent, and how long the side to move had thought on its turn already
    /// (the running byo-yomi period's used part), `None` without a clock.
    pub(crate) clock: Option<(Clock, Duration)>,
    /// The side to move's clock runs.
    pub(crate) running: bool,
    pub(crate) offer: Option<Offer>,
    /// The result: the winner (`None`: a draw) and the server's reason id.
    pub(crate) result: Option<(Option<Color>, String)>,
}

impl Session {
    /// A session to mirror a room's game seen from `seat` (Cho for a spectator): the start
    /// position until the server's first state arrives.
    pub(crate) fn remote(seat: Color) -> Session {
        let mut s = Session::with_game(
            Game::new(Position::start(crate::rules::RuleSet::Janggi)),
            seat,
            Level::new(1),
            None,
            fastrand::Rng::new(),
        );
        s.friend = Some(FriendGame::new(Friend::default()));
        s
    }

    /// Shows the server's state `m` (read at `now`); `false`, and nothing changed, when its
    /// moves do not replay here.
    pub(crate) fn mirror(&mut self, m: &Mirror, seat: Color, now: Instant) -> bool {
        let Ok(game) = Game::from_moves(m.start.clone(), m.moves.iter().copied()) else {
            return false;
        };
        self.game = game;
        self.human = seat;
        let mut f = FriendGame::new(Friend {
            names: m.names.clone(),
            clock: m.clock.map(|(c, _)| c.control).unwrap_or_default(),
            turn_board: false,
        });
        if let Some((clock, thought)) = m.clock {
            f.set_clock(clock, thought, m.running.then_some(now), now);
        }
        f.offer = m.offer;
        self.friend = Some(f);
        self.end = m
            .result
            .as_ref()
            .map(|(winner, reason)| self.server_end(*winner, reason));
        self.claim = None;
        if self.end.is_none() {
            self.claim = self.game.optional_end();
        }
        true
    }

    /// The clock of a mirrored game is drawn as of `now` (its time runs on from the state).
    pub(crate) fn clock_read_at(&mut self, now: Instant) {
        if let Some(f) = self.friend.as_mut() {
            f.seen_at(now);
        }
    }

    /// How the server's result reads here: the position's own ending when the game reached
    /// one, else resignation, agreement, time or the claim the position allows.
    fn server_end(&self, winner: Option<Color>, reason: &str) -> GameEnd {
        let loser = winner.map_or(self.turn(), Color::other);
        let kind = match (self.game.outcome(), reason) {
            (Some(o), _) => EndKind::Rule(o),
            (None, "resignation") => EndKind::Resigned { by: loser },
            (None, "time") => EndKind::OnTime { by: loser },
            (None, "agreement") => EndKind::DrawAgreed,
            (None, _) => match self.game.optional_end() {
                // Claims are made by the side to move.
                Some(end) => EndKind::Claim {
                    end,
                    by: self.turn(),
                },
                None if winner.is_none() => EndKind::DrawAgreed,
                None => EndKind::Resigned { by: loser },
            },
        };
        GameEnd { winner, kind }
    }
}
