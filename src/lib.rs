//! janggi-tutor: a Janggi (Korean chess) rules engine and a staged rules trainer.
//!
//! Layers, bottom up (each imports only the ones below it):
//! - [`rules`]: the engine. Pure: no I/O, no terminal, no lessons.
//! - [`i18n`]: Fluent bundles for zh / ko / en, locale detection.

pub mod cli;
pub mod i18n;
