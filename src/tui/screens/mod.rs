//! One folder per screen: its state and update (`mod.rs`, `ScreenState`), and its drawing
//! (`view.rs`). Shared pieces (board widget, panes, layout, keys, theme, text) stay in `tui/`.

pub mod editor;
pub mod exercise;
pub mod faq;
pub mod free;
pub mod games;
pub(crate) mod home;
pub(crate) mod lesson;
pub(crate) mod lesson_end;
pub mod mistakes;
pub(crate) mod phase;
pub mod play;
pub(crate) mod rules;
pub(crate) mod settings;
