//! The learner's data on disk: what lasts between sessions, in the user's data folder or
//! beside a `--progress` file.
//!
//! - [`progress`]: per exercise the best stars, attempts, misses and the review schedule; the
//!   personal review queue and the play goals' counts; one JSON file, saved atomically and
//!   merged with other sessions under a folder lock.
//! - [`settings`]: the learner's settings, kept in the progress file.
//! - [`class`]: a class the learner joined: its lessons kept on disk, answers queued and
//!   sent to the room server.
//! - [`games`]: the play screen's games: the unfinished one (`game.json`) and every finished
//!   game as a `.gib` record in `games/`.
//! - [`history`]: the learner's games read back from `games/` for `progress` and home, with
//!   what was done with them since (reviewed, moments learned; `games/marks.json`).
//! - [`seats`]: the seats held in rooms of room servers (`seats.json`, mode 0600), so a
//!   closed client takes its own seat back.
//!
//! Imports: it stores what the layers below produce (the trainer's stars and judged tries,
//! the review's personal exercises, the play session's saved game and goals), so it may import
//! `net` (the class client), `trainer`, `review`, `play`, `record`, `search`, `rules`, `i18n` and `fsio` (whose generic
//! file helpers do the atomic writes, the lock and the dates); none of those import it. A
//! judged try reaches it as [`progress::AttemptResult`], which the screens build from the
//! trainer's verdict, so `trainer` never names this layer. Only `tui` and `cli` import it.

pub(crate) mod class;
pub(crate) mod games;
pub(crate) mod history;
pub(crate) mod progress;
pub(crate) mod seats;
pub(crate) mod settings;
