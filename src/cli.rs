//! Command line (temporary minimal version while the engine lands).
pub fn main() -> i32 {
    0
}
