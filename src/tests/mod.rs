//! Tests of the crate's components (screens, trainer, sessions, ...) that need more than
//! the public API; tests of the public API and the command line are in `tests/it/`.

mod common;
mod faq_claims;
mod i18n_catalog;
mod lesson_authoring;
mod lesson_check;
mod lesson_guide;
mod lesson_lint;
mod lesson_load;
mod lesson_robust;
mod play_session;
mod preview;
mod review_moments;
mod review_queue;
mod terminology;
mod tui_common;
mod tui_course;
mod tui_editor;
mod tui_erratum;
mod tui_exercise;
mod tui_faq;
mod tui_free;
mod tui_games;
mod tui_goals;
mod tui_keys;
mod tui_learn;
mod tui_no_leaks;
mod tui_play;
mod tui_progress;
mod tui_readable;
mod tui_screens;
mod tui_scroll;
mod tui_sizes;
mod tui_stack;
mod tui_teach;
mod tui_trainer;
