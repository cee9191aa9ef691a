//! Play over the network: a room server (`janggi-tutor serve`) and its protocol, version 1
//! (`docs/PROTOCOL.md`). The server alone keeps each game: it checks every move with the
//! engine, keeps the clocks, and saves each room before it acknowledges a change.
//!
//! - `protocol`: the JSON messages both ways, and their schemas;
//! - `room`: a room as pure data (seats, game, clock, offers, result);
//! - `store`: rooms and finished games on disk;
//! - `journal`: the group commit (one sync per batch of changes) and its compaction;
//! - `limits`: the configuration, the caps per address, the open-file limit and the log;
//! - `server`: the tokio WebSocket server around them;
//! - `class`: classes (a teacher's lesson pack, students' answers, the report);
//! - `teach`: what a connection reads in its own language (`explain`, the move list);
//! - `http`: the browser page on the same port (`GET /`, `/r/CODE`, its assets and strings);
//! - `client`: the client the play screen and `janggi-tutor join` poll (reconnects, rejoins).

pub(crate) mod class;
pub(crate) mod client;
pub(crate) mod http;
pub(crate) mod ids;
pub(crate) mod journal;
pub(crate) mod limits;
pub(crate) mod protocol;
pub(crate) mod room;
pub(crate) mod server;
pub(crate) mod store;
pub(crate) mod teach;

pub use limits::{Config, LogLevel, WriteFault};
pub use server::{ServeError, Server};

#[cfg(test)]
mod tests;
