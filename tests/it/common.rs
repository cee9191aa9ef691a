//! Helpers shared by the integration tests.

use janggi_tutor::cli::run_with;

include!("../../src/tests/run_cli.rs");
