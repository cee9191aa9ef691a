//! Group commit: every room change goes into one append-only journal with one `fdatasync` per
//! batch, and only then is it acknowledged.
//!
//! The writer thread takes every save waiting in its queue (all the rooms that moved during one
//! sync), appends one line per change to `rooms/journal-N.log` (`{"room":{…}}`, the room whole,
//! or `{"gone":"CODE"}` when it expired), writes the `.gib` of games that just ended, syncs the
//! journal once, and then answers every waiting save at once. So a server killed at any moment
//! restarts with every room at its last acknowledged move, for the cost of one sync per batch
//! instead of two per move.
//!
//! When a journal grows past its limit the writer starts the next one and hands the rooms the
//! full one touched to the compactor thread, which rewrites their `rooms/CODE.json` files
//! atomically (temporary file, sync, rename, one folder sync) and then deletes the full
//! journal. Loading reads the room files, then every journal in order, the last line of a room
//! winning ([`super::store::Store::load_all`]); a line cut short by a kill was never
//! acknowledged and is skipped.

use std::collections::HashMap;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use tokio::sync::oneshot;

use super::room::Room;
use super::store::{Replayed, Store, gib_text};

/// A journal is closed and compacted past this size (a few thousand moves of a few hundred
/// rooms; compaction then rewrites each of those rooms' files once).
pub(crate) const JOURNAL_LIMIT: u64 = 16 * 1024 * 1024;
/// Changes written under one sync at most (the rest wait for the next batch).
const MAX_BATCH: usize = 4096;

/// The latest state of each room a journal touched (`None`: the room expired).
type Latest = HashMap<String, Option<Vec<u8>>>;

enum Job {
    Save {
        code: String,
        json: Vec<u8>,
        record: Option<String>,
        done: oneshot::Sender<Answer>,
    },
    Remove {
        code: String,
        record: Option<String>,
        done: oneshot::Sender<Answer>,
    },
}

/// A save's answer: done, or the kind of the failure (a full disk, read-only, …) and its text.
type Answer = Result<(), (io::ErrorKind, String)>;

/// Rooms that a full journal touched, and the journals they make obsolete.
struct Compaction {
    latest: Latest,
    obsolete: Vec<PathBuf>,
}

/// The server's handle on its writer and compactor threads.
pub(crate) struct Journal {
    tx: Mutex<Option<Sender<Job>>>,
    stop: Arc<AtomicBool>,
    threads: Mutex<Vec<JoinHandle<()>>>,
}

impl Journal {
    /// Starts the threads after a load: a new journal (numbered after every one read) takes
    /// the changes from now on, and the ones read are compacted in the background. A journal
    /// that cannot be made now (a full or read-only disk) is tried again at the next change.
    pub(crate) fn start(store: Store, replayed: Replayed, limit: u64) -> io::Result<Journal> {
        let stop = Arc::new(AtomicBool::new(false));
        let (ctx, crx) = mpsc::channel::<Compaction>();
        let writer = Writer::open(store.clone(), replayed.next_gen, limit, ctx.clone());
        if !replayed.obsolete.is_empty() {
            let _ = ctx.send(Compaction {
                latest: replayed.latest,
                obsolete: replayed.obsolete,
            });
        }
        let (tx, rx) = mpsc::channel::<Job>();
        let s1 = stop.clone();
        let w = std::thread::Builder::new()
            .name("janggi-journal".into())
            .spawn(move || writer.run(&rx, &s1))?;
        let s2 = stop.clone();
        let c = std::thread::Builder::new()
            .name("janggi-compact".into())
            .spawn(move || compactor(&store, &crx, &s2))?;
        Ok(Journal {
            tx: Mutex::new(Some(tx)),
            stop,
            threads: Mutex::new(vec![w, c]),
        })
    }

    async fn submit(&self, job: Job, rx: oneshot::Receiver<Answer>) -> io::Result<()> {
        let sent = self
            .tx
            .lock()
            .ok()
            .and_then(|t| t.as_ref().map(|t| t.send(job).is_ok()))
            .unwrap_or(false);
        if !sent {
            return Err(io::Error::other("the server is stopping"));
        }
        match rx.await {
            Ok(r) => r.map_err(|(kind, text)| io::Error::new(kind, text)),
            Err(_) => Err(io::Error::other("the server is stopping")),
        }
    }

    /// Saves the room (and, once it has ended, its `.gib`); returns when it is on disk.
    pub(crate) async fn save(&self, room: &Room) -> io::Result<()> {
        let json = serde_json::to_vec(&room.to_saved()).map_err(io::Error::other)?;
        let record = room.result().is_some().then(|| gib_text(room));
        let (done, rx) = oneshot::channel();
        let code = room.code().to_string();
        self.submit(
            Job::Save {
                code,
                json,
                record,
                done,
            },
            rx,
        )
        .await
    }

    /// Forgets an expired room. Its game is kept as `.gib` if moves were played: with its
    /// result if it ended, as unfinished if not.
    pub(crate) async fn remove(&self, room: &Room) -> io::Result<()> {
        let record = (!room.game().moves().is_empty()).then(|| gib_text(room));
        let (done, rx) = oneshot::channel();
        let code = room.code().to_string();
        self.submit(Job::Remove { code, record, done }, rx).await
    }

    /// Stops both threads as a kill would: nothing more is written after this returns.
    pub(crate) fn stop(&self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Ok(mut t) = self.tx.lock() {
            t.take();
        }
        let threads = self
            .threads
            .lock()
            .map(|mut t| std::mem::take(&mut *t))
            .unwrap_or_default();
        for t in threads {
            let _ = t.join();
        }
    }
}

impl Drop for Journal {
    fn drop(&mut self) {
        self.stop();
    }
}

struct Writer {
    store: Store,
    gen_: u64,
    /// `None`: it could not be made (a full or read-only disk); the next change tries again.
    file: Option<File>,
    written: u64,
    limit: u64,
    latest: Latest,
    compact: Sender<Compaction>,
    /// The last append failed (the journal may end in half a line).
    broken: bool,
    /// `rooms/alive`, rewritten every [`ALIVE_EVERY`] (`None` if it cannot be opened: a
    /// restart then refunds the whole think of the side to move, as before it existed).
    alive: Option<File>,
    beat: Option<Instant>,
}

/// How often the writer notes that the server runs: a restart charges the side to move its
/// think up to the last note, so up to this much is refunded beyond the real downtime.
pub(crate) const ALIVE_EVERY: Duration = Duration::from_millis(500);

impl Writer {
    fn open(store: Store, gen_: u64, limit: u64, compact: Sender<Compaction>) -> Writer {
        let file = new_journal(&store, gen_).ok();
        let alive = store.open_alive().ok();
        Writer {
            store,
            gen_,
            file,
            written: 0,
            limit,
            latest: HashMap::new(),
            compact,
            broken: false,
            alive,
            beat: None,
        }
    }

    /// Notes the time in `rooms/alive` if the last note is [`ALIVE_EVERY`] old.
    fn heartbeat(&mut self) {
        if self.beat.is_some_and(|b| b.elapsed() < ALIVE_EVERY) {
            return;
        }
        if let Some(f) = &self.alive {
            let now = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX));
            let _ = Store::write_alive(f, now);
        }
        self.beat = Some(Instant::now());
    }

    fn run(mut self, rx: &Receiver<Job>, stop: &AtomicBool) {
        loop {
            if !stop.load(Ordering::SeqCst) {
                self.heartbeat();
            }
            let first = match rx.recv_timeout(Duration::from_millis(100)) {
                Ok(j) => j,
                Err(RecvTimeoutError::Timeout) if !stop.load(Ordering::SeqCst) => continue,
                Err(_) => return,
            };
            let mut batch = vec![first];
            while batch.len() < MAX_BATCH {
                match rx.try_recv() {
                    Ok(j) => batch.push(j),
                    Err(_) => break,
                }
            }
            if stop.load(Ordering::SeqCst) {
                // Killed: nothing of this batch is written or acknowledged.
                return;
            }
            let results = self.write(&batch);
            let ok = results.iter().any(Result::is_ok);
            for (job, result) in batch.into_iter().zip(results) {
                let done = match job {
                    Job::Save { done, .. } | Job::Remove { done, .. } => done,
                };
                let _ = done.send(result);
            }
            if ok && self.written >= self.limit {
                // A failed rotation leaves the full journal in use; the next batch tries again.
                let _ = self.rotate();
            }
        }
    }

    /// Appends the batch, writes its records, syncs once; the result of each job. A change
    /// whose record cannot be written is left out (its room goes back); the others go on.
    fn write(&mut self, batch: &[Job]) -> Vec<Answer> {
        let mut buf = Vec::new();
        let mut results = Vec::with_capacity(batch.len());
        for job in batch {
            let (code, record) = match job {
                Job::Save { code, record, .. } | Job::Remove { code, record, .. } => (code, record),
            };
            if let Some(Err(e)) = record.as_ref().map(|t| self.store.save_record(code, t)) {
                results.push(Err((e.kind(), e.to_string())));
                continue;
            }
            results.push(Ok(()));
            match job {
                Job::Save { json, .. } => {
                    buf.extend_from_slice(b"{\"room\":");
                    buf.extend_from_slice(json);
                    buf.extend_from_slice(b"}\n");
                }
                Job::Remove { code, .. } => buf.extend_from_slice(
                    format!("{{\"gone\":{}}}\n", serde_json::Value::from(code.as_str())).as_bytes(),
                ),
            }
        }
        if buf.is_empty() {
            return results;
        }
        // After a failed append the journal may end in half a line: the next change goes into
        // a new one, so it is never glued to that half.
        let appended = self
            .mend()
            .and_then(|()| self.store.fault())
            .and_then(|()| match self.file.as_mut() {
                Some(f) => f.write_all(&buf).and_then(|()| f.sync_data()),
                None => Err(io::Error::other("no journal")),
            });
        if let Err(e) = appended {
            // Not on disk: the server keeps the rooms in memory and says so. A later load may
            // still read what was appended, a change nobody was told was saved, never a loss.
            self.broken = true;
            let e = (e.kind(), e.to_string());
            return results.into_iter().map(|_| Err(e.clone())).collect();
        }
        self.broken = false;
        self.written += buf.len() as u64;
        for (job, result) in batch.iter().zip(&results) {
            if result.is_err() {
                continue;
            }
            match job {
                Job::Save { code, json, .. } => {
                    self.latest.insert(code.clone(), Some(json.clone()));
                }
                Job::Remove { code, .. } => {
                    self.latest.insert(code.clone(), None);
                    // The tombstone is durable; the file can go now (the compactor would too).
                    let _ = self.store.remove(code);
                }
            }
        }
        results
    }

    /// Makes the journal ready for an append after a failed one, which may have left half a
    /// line: cut back to what was acknowledged (so a long full disk does not leave a new
    /// empty journal per failed change), or if that fails a new journal, so the next change
    /// is never glued to that half. With no journal (it could not be made at start, or since)
    /// a new one is tried.
    fn mend(&mut self) -> io::Result<()> {
        match &self.file {
            None => self.rotate(),
            Some(f) if self.broken => {
                if f.set_len(self.written).and_then(|()| f.sync_data()).is_ok() {
                    Ok(())
                } else {
                    self.rotate()
                }
            }
            Some(_) => Ok(()),
        }
    }

    /// Starts the next journal and hands the full one to the compactor.
    fn rotate(&mut self) -> io::Result<()> {
        let file = new_journal(&self.store, self.gen_ + 1)?;
        let old = self.store.journal_path(self.gen_);
        self.gen_ += 1;
        self.file = Some(file);
        if self.alive.is_none() {
            self.alive = self.store.open_alive().ok();
        }
        self.written = 0;
        let latest = std::mem::take(&mut self.latest);
        let _ = self.compact.send(Compaction {
            latest,
            obsolete: vec![old],
        });
        Ok(())
    }
}

/// Creates journal `gen_`, durably (the folder synced), ready for appending.
fn new_journal(store: &Store, gen_: u64) -> io::Result<File> {
    store.fault()?;
    // The folders may not have been made at start (a read-only disk then).
    store.make_folders()?;
    let file = OpenOptions::new()
        .create(true)
        .append(true)
        .mode(0o600)
        .open(store.journal_path(gen_))?;
    store.sync_rooms_folder()?;
    Ok(file)
}

/// Rewrites the room files a full journal touched, then deletes it.
fn compactor(store: &Store, rx: &Receiver<Compaction>, stop: &AtomicBool) {
    while let Ok(job) = rx.recv() {
        let mut ok = true;
        for (code, state) in &job.latest {
            if stop.load(Ordering::SeqCst) {
                return;
            }
            let written = match state {
                Some(json) => store.write_room_file(code, json),
                None => store.remove(code),
            };
            ok &= written.is_ok();
        }
        if stop.load(Ordering::SeqCst) {
            return;
        }
        // A room file not written keeps its state in the journal, which then stays.
        if ok && store.sync_rooms_folder().is_ok() {
            for path in &job.obsolete {
                let _ = fs::remove_file(path);
            }
            let _ = store.sync_rooms_folder();
        }
    }
}
