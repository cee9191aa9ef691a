//! Classes on the room server: a teacher uploads a lesson pack and gets a class code and a
//! secret token; students join with the code, fetch the pack and send every judged answer;
//! the token alone sees the report, once or live.
//!
//! The server stores answers as the data it receives (it judges nothing: the student's own
//! program did, with the same lessons); it reads the uploaded pack with the `lesson` layer
//! only to refuse what is not a lesson and to know the exercises a report lists.
//!
//! - `msg`: the protocol messages' payloads (`docs/PROTOCOL.md`, "Classes");
//! - `report`: the report, computed from the answers (its JSON is `class report --json`);
//! - `store`: one append-only file per class, synced before an answer is acknowledged;
//! - `serve`: the server's side (classes in memory, uploads, answers, watchers);
//! - `client`: a blocking client for the command line and the learner's queue.

pub(crate) mod client;
pub(crate) mod msg;
pub(crate) mod report;
pub(crate) mod serve;
pub(crate) mod store;

#[cfg(test)]
mod tests;
