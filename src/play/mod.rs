//! Playing a real game against the computer: the [`session::Session`] a play screen drives,
//! the opponents (the built-in search at a [`Level`](crate::search::Level), or any UCI Janggi
//! engine through [`uci_client`]), hints, and the game's end in words.

pub(crate) mod arena;
pub(crate) mod clock;
pub(crate) mod goals;
pub mod hint;
pub mod session;
pub(crate) mod thinker;
pub mod uci_client;
