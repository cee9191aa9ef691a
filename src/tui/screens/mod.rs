//! One folder per screen: its state, update and `render` (`mod.rs`, `ScreenState`), and its
//! drawing (`view.rs`). A new screen's folder needs one line here (see `screen.rs`). Shared
//! pieces (board widget, panes, layout, keys, theme, text) stay in `tui/`.

pub(crate) mod class_join;
pub(crate) mod editor;
pub(crate) mod exercise;
pub(crate) mod faq;
pub(crate) mod free;
pub(crate) mod games;
pub(crate) mod home;
pub(crate) mod lesson;
pub(crate) mod lesson_end;
pub(crate) mod mistakes;
pub(crate) mod phase;
pub(crate) mod play;
pub(crate) mod rules;
pub(crate) mod settings;
