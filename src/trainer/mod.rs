pub mod progress;
pub mod settings;
