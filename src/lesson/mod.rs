//! Lessons: the YAML model, building their positions, checking engine statements, loading
//! lesson files into a catalog, and the lint. Free of any terminal code.

pub mod checked;
pub mod diagnostic;
pub mod diagram;
pub mod erratum;
pub mod evidence;
pub mod goal;
pub(crate) mod kinds;
pub mod lines;
pub mod lint;
pub mod load;
pub mod locate;
pub mod model;
pub mod nesting;
pub mod parse;
pub mod position;
pub mod schema;
pub mod skeleton;
pub mod source;
pub mod spec_text;
pub mod statement;
pub mod watch;
pub mod why;

pub use diagnostic::{Diagnostic, Severity};
pub use load::{Catalog, Entry, Loaded, Origin, Source};
