//! Lessons: the YAML model, building their positions, and checking engine statements.
//! Free of any terminal code.

pub mod locate;
pub mod model;
pub mod position;
pub mod statement;
