//! Placeholder so the binary links on the `i18n` branch; replaced by the real CLI on merge.

/// Runs the command line; returns the process exit code.
pub fn main() -> i32 {
    0
}
