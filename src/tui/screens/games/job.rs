//! The engine review of the open game, on its own thread, and the reviews finished in this run.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};

use crate::review::{self, Moment, Options};
use crate::rules::{Color, Game, Move, RuleSet};

/// What the review thread sends.
#[derive(Debug)]
pub(super) enum JobMsg {
    Progress(usize, usize),
    /// The moments, their accepted moves not judged yet.
    Done(Vec<Moment>),
    /// Moves judged for the exercises so far, of how many moments, and the moment (by its
    /// index) just judged.
    Judging(usize, usize, usize, Box<Moment>),
    /// The moments with their accepted moves: the job is over.
    Judged(Vec<Moment>),
}

/// The engine review running on its own thread; dropping it (the screen closed, the job
/// done) tells the thread to stop.
#[derive(Debug)]
pub(crate) struct ReviewJob {
    pub(super) rx: mpsc::Receiver<JobMsg>,
    stop: Arc<AtomicBool>,
    /// Positions searched so far, and how many there are; once the moments are shown, the
    /// moments whose moves are judged for the exercises, and how many there are.
    pub(crate) done: usize,
    pub(crate) total: usize,
    /// The moments are shown and the moves the exercises accept are being judged
    /// (`review::judge_moves`): "learn from your mistakes" and keeping the findings wait.
    pub(crate) judging: bool,
}

/// What identifies a finished review: the game (rule set, start, moves) and the side looked at.
type ReviewKey = (RuleSet, String, Vec<Move>, Option<Color>);

/// The last reviews finished in this run, newest last: looking at a game again, or at the other
/// side and back (`v`), shows its moments at once instead of searching again for seconds (and
/// judges their moves if that was not done).
static FINISHED: Mutex<Vec<(ReviewKey, Vec<Moment>)>> = Mutex::new(Vec::new());

/// How many finished reviews [`FINISHED`] keeps.
const FINISHED_KEPT: usize = 8;

/// Keeps a review's moments for the run (the newest of [`FINISHED_KEPT`]), replacing what was
/// kept for the same game and side (its moments before their moves were judged).
fn keep(key: &ReviewKey, moments: &[Moment]) {
    if let Ok(mut kept) = FINISHED.lock() {
        kept.retain(|(k, _)| k != key);
        if kept.len() >= FINISHED_KEPT {
            kept.remove(0);
        }
        kept.push((key.clone(), moments.to_vec()));
    }
}

impl ReviewJob {
    /// `side`: review only that side's moves (`None`: both).
    pub(super) fn start(game: &Game, side: Option<Color>) -> ReviewJob {
        let (tx, rx) = mpsc::channel();
        let game = game.clone();
        let total = game.moves().len() + 1;
        let stop = Arc::new(AtomicBool::new(false));
        let key: ReviewKey = (game.start().rules(), game.start().fen(), game.moves(), side);
        let finished = FINISHED.lock().ok().and_then(|f| {
            f.iter()
                .find(|(k, _)| *k == key)
                .map(|(_, moments)| moments.clone())
        });
        // A review kept from earlier in the run shows at once; its moves are judged now if
        // the screen was left while they were.
        if let Some(moments) = &finished {
            let _ = tx.send(JobMsg::Done(moments.clone()));
            if !moments.iter().any(Moment::needs_judging) {
                // The screen ends the job at `Done`.
                return ReviewJob {
                    rx,
                    stop,
                    done: 0,
                    total,
                    judging: false,
                };
            }
        }
        // The moments first, then the moves the exercises accept (most of the time): the
        // learner reads the moments meanwhile.
        let options = Options {
            side,
            stop: Some(stop.clone()),
            judge_moves: false,
            ..Options::default()
        };
        std::thread::spawn(move || {
            let progress = tx.clone();
            let stopped = || {
                options
                    .stop
                    .as_ref()
                    .is_some_and(|s| s.load(Ordering::Relaxed))
            };
            let mut moments = match finished {
                Some(moments) => moments,
                None => {
                    let moments = review::review(&game, &[], &options, &mut |d, t| {
                        let _ = progress.send(JobMsg::Progress(d, t));
                    });
                    // A stopped review returns nothing: only a whole one is kept.
                    if stopped() {
                        return;
                    }
                    keep(&key, &moments);
                    // Nothing to judge (no moment): the screen ends the job at `Done`.
                    if tx.send(JobMsg::Done(moments.clone())).is_err()
                        || !moments.iter().any(Moment::needs_judging)
                    {
                        return;
                    }
                    moments
                }
            };
            let judged = review::judge_moves(&mut moments, &options, &mut |d, t, i, m| {
                let _ = progress.send(JobMsg::Judging(d, t, i, Box::new(m.clone())));
            });
            if !judged || stopped() {
                return;
            }
            keep(&key, &moments);
            let _ = tx.send(JobMsg::Judged(moments));
        });
        ReviewJob {
            rx,
            stop,
            done: 0,
            total,
            judging: false,
        }
    }
}

impl Drop for ReviewJob {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
