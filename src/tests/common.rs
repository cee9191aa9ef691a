//! Helpers shared by the unit tests that run the command line.

use crate::cli::run_with;

include!("run_cli.rs");
