//! The integration tests, as one crate: the library is linked once, not once per file.

mod cli_engine;
mod common;
mod explain;
mod faq;
mod faq_cli;
mod fsf_vectors;
mod game_cli;
mod i18n;
mod lesson_check;
mod lesson_cli;
mod lesson_guide;
mod lesson_lint;
mod lesson_load;
mod lesson_robust;
mod perft;
mod play;
mod properties;
mod search;
mod tui_common;
mod tui_exercise;
mod tui_faq;
mod tui_free;
mod tui_progress;
mod tui_screens;
mod tui_sizes;
mod uci;
