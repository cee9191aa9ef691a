//! janggi-tutor: a Janggi (Korean chess) rules engine and a staged rules trainer.
//!
//! The library offers what the `janggi-tutor` binary is built from: a rules engine that says
//! why a move is illegal ([`rules`]), game records in `.gib` and PGN ([`record`]), the built-in
//! opponent ([`search`]) and its game review ([`review`]), the lesson catalog with its lint
//! ([`lesson`]), answer checking ([`trainer`]), and the command line's entry point
//! ([`cli::main`]).
//!
//! ```
//! use janggi_tutor::lesson::{Catalog, lint};
//! use janggi_tutor::rules::{Move, Position, RuleSet};
//!
//! // The embedded course, and its lint: every answer key agrees with the engine.
//! let loaded = Catalog::embedded();
//! assert!(!loaded.catalog.is_empty());
//! assert!(lint::lint_embedded().diagnostics.is_empty());
//!
//! // A move is legal, or illegal with a reason that names the points involved.
//! let start = Position::start(RuleSet::Janggi);
//! let blocked: Move = "a1a5".parse().unwrap();
//! let why = start.explain(blocked).unwrap_err();
//! assert_eq!(why.id(), "chariot-blocked");
//! assert_eq!(why.to_string(), "the chariot's path is blocked at a4"); // English fallback
//! let after = start.play("a1a3".parse().unwrap()).unwrap();
//! assert!(after.legal_moves().len() > 0);
//! ```
//!
//! The lesson authors' guide has the programmers' examples (`docs/LESSONS.md`, "For
//! programmers"); they run with this one in `cargo test --doc`.
//!
//! Layers, bottom up (each imports only the ones below it):
//! - [`rules`]: the engine. Pure: no I/O, no terminal, no lessons.
//! - [`search`]: the built-in opponent's search and evaluation. Pure: uses only `rules`.
//! - [`i18n`]: Fluent bundles for zh / ko / en, locale detection, the engine's texts.
//! - [`record`]: game records (GIB, PGN, move notations).
//! - [`fsio`]: file helpers without any knowledge of what is stored: reading files and walking
//!   folders safely (regular files only, size caps, each folder once), atomic writes, the
//!   folder lock, new records never overwritten, civil dates.
//! - [`lesson`]: the YAML lesson model, positions, engine-checkable statements.
//! - [`handout`]: printable handouts (HTML with SVG boards) of lessons.
//! - [`faq`]: FAQ entries and their engine-checked claims.
//! - [`play`]: a game against the computer (session, hints, external UCI engines).
//! - [`review`]: the engine review of a finished game, and the personal exercises from it.
//! - [`net`]: the room server for games over the network and its protocol.
//! - [`trainer`]: answer checking, feedback and scoring (no terminal code, no files).
//! - `learner`: the learner's data on disk (progress, settings, saved games); it stores what
//!   `trainer`, `review` and `play` produce, and none of them imports it.
//! - [`tui`]: the trainer screen (ratatui).
//! - [`cli`]: the command line.
//!
//! The public API is what a user of the library reaches (the engine, records, the lesson catalog
//! and lint, the play session, the CLI's entry points); `unreachable_pub` is denied, so every
//! other item is `pub(crate)` (`docs/ARCHITECTURE.md`, "The public API").

#![deny(unreachable_pub)]

pub mod cli;
pub mod faq;
pub mod fsio;
pub mod handout;
pub mod i18n;
// Crate-private: the learner's files are the program's, not an API.
mod learner;
pub mod lesson;
pub mod net;
pub mod play;
pub mod record;
pub mod review;
pub mod rules;
pub mod search;
pub mod trainer;
pub mod tui;

#[cfg(test)]
mod tests;

/// `docs/LESSONS.md`, so that its "For programmers" examples are compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../docs/LESSONS.md")]
struct LessonsGuide;
