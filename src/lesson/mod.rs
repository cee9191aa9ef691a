//! Lessons: the YAML model, building their positions, checking engine statements, loading
//! lesson files into a catalog, and the lint; and, per exercise kind (`kinds`), what a
//! learner answers, how it is checked and its feedback (`answer`, `feedback`, `outcome`),
//! which the trainer calls. Free of any terminal code.

pub(crate) mod advice;
pub(crate) mod answer;
pub mod checked;
pub(crate) mod diagnostic;
pub mod diagram;
pub(crate) mod erratum;
pub(crate) mod evidence;
pub(crate) mod feedback;
pub(crate) mod given;
pub(crate) mod goal;
pub(crate) mod kinds;
pub(crate) mod lines;
pub mod lint;
pub mod load;
pub(crate) mod locate;
pub(crate) mod misconception;
pub mod model;
pub(crate) mod nesting;
pub(crate) mod outcome;
pub(crate) mod parse;
pub(crate) mod position;
pub(crate) mod schema;
pub(crate) mod skeleton;
pub(crate) mod source;
pub(crate) mod spec_text;
pub(crate) mod statement;
pub(crate) mod suggest;
pub(crate) mod trust;
pub(crate) mod watch;
pub(crate) mod why;
pub(crate) mod wording;

pub use diagnostic::{Diagnostic, Severity};
pub use load::{Catalog, Entry, Loaded, Origin, Source};
