//! `janggi-tutor schema`: the JSON Schema of lesson files, for editors.

use super::{CliResult, Io, Outcome};
use crate::lesson::schema;

/// `schema` takes no arguments.
#[derive(clap::Args, Debug)]
pub(crate) struct SchemaArgs {}

/// `janggi-tutor schema`: the JSON Schema of lesson files.
pub(crate) fn run(io: &mut Io, _args: &SchemaArgs) -> CliResult {
    let text = serde_json::to_string_pretty(&schema::lesson_schema()).unwrap_or_default();
    let _ = writeln!(io.out, "{text}");
    Ok(Outcome::Done)
}
