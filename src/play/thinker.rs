//! A search on its own thread that can be stopped: the play screen stays responsive while the
//! computer thinks, and `janggi-tutor uci` can answer `stop` during `go infinite`.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;

use crate::rules::Position;
use crate::search::{Info, Limits, Outcome, Searcher};

/// What a running search reports.
#[derive(Clone, Debug)]
pub(crate) enum ThinkEvent {
    /// A depth was completed.
    Info(Info),
    /// The search ended (limit reached or stopped).
    Done(Outcome),
}

/// A search running on a thread. Dropping it stops the search and waits for it.
pub(crate) struct Thinker {
    handle: Option<JoinHandle<(Searcher, Outcome)>>,
    stop: Arc<AtomicBool>,
}

impl Thinker {
    /// Starts searching `root` (`earlier`: the game's positions before it, for repetitions).
    /// `all_scores` asks for every root move's exact score (levels with a random choice).
    /// `notify` hears every event, from the search thread.
    pub(crate) fn spawn(
        mut searcher: Searcher,
        root: Position,
        earlier: Vec<Position>,
        limits: Limits,
        all_scores: bool,
        notify: impl Fn(ThinkEvent) + Send + 'static,
    ) -> Thinker {
        let stop = searcher.stop_flag();
        stop.store(false, Ordering::Relaxed);
        let handle = std::thread::spawn(move || {
            let on_info = |i: &Info| notify(ThinkEvent::Info(i.clone()));
            let out = if all_scores {
                searcher.search_all(&root, &earlier, &limits, on_info)
            } else {
                searcher.search(&root, &earlier, &limits, on_info)
            };
            notify(ThinkEvent::Done(out.clone()));
            (searcher, out)
        });
        Thinker {
            handle: Some(handle),
            stop,
        }
    }

    /// Asks the search to stop; it then reports `Done` with its best move so far.
    pub(crate) fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Waits for the search to end and takes its searcher back (tables kept warm).
    pub(crate) fn join(mut self) -> Searcher {
        self.wait().map(|(s, _)| s).unwrap_or_default()
    }

    /// Waits for the search to end: its searcher and what it found (`None` if its thread
    /// died), for a caller that must answer for a search it cut short.
    pub(crate) fn finish(mut self) -> (Searcher, Option<Outcome>) {
        match self.wait() {
            Some((s, out)) => (s, Some(out)),
            None => (Searcher::default(), None),
        }
    }

    fn wait(&mut self) -> Option<(Searcher, Outcome)> {
        self.handle.take().and_then(|h| h.join().ok())
    }
}

impl Drop for Thinker {
    fn drop(&mut self) {
        self.stop();
        let _ = self.wait();
    }
}
