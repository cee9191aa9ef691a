//! The room server: tokio tasks around the pure [`Room`] model.
//!
//! One task reads each connection and one writes to it (through a bounded queue, so a slow
//! reader never slows a room: it is dropped instead). Each room sits behind its own lock; an
//! action is checked by the room, written to the store, and only then acknowledged by the new
//! state going out. A timer task per running clock wakes when a flag would fall.

use std::collections::HashMap;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex as StdMutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use futures_util::{SinkExt, StreamExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Mutex, Notify, mpsc};
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::handshake::server::{ErrorResponse, Request, Response};
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::{Error as WsError, Message};

use super::class::msg::ClassRoom;
use super::class::serve::{ClassConn, Classes};
use super::journal::{JOURNAL_LIMIT, Journal};
use super::limits::{Config, LogLevel, PerIp, Refusal, connection_cap, log, raise_nofile};
use super::protocol::{
    ClientMsg, ErrorCode, NetError, NotSaved, OpenRoom, SeatName, ServerMsg, SideChoice, VERSION,
    parse_client,
};
use super::room::{Action, Event, Room, clean_name};
use super::store::Store;
use super::{http, ids, teach};
use crate::rules::{Color, RuleSet};

mod conn;
mod health;
mod rooms;

use conn::*;
use health::{Change, Health};
use rooms::*;

/// Why the server did not start.
#[derive(Debug)]
pub enum ServeError {
    /// The data folder cannot be created, read or written.
    Data(PathBuf, io::Error),
    /// The address cannot be listened on.
    Bind(SocketAddr, io::Error),
}

impl std::fmt::Display for ServeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ServeError::Data(p, e) => write!(f, "data folder {}: {e}", p.display()),
            ServeError::Bind(a, e) => write!(f, "cannot listen on {a}: {e}"),
        }
    }
}

impl std::error::Error for ServeError {}

/// A running server. Dropping it stops it at once, like a killed process: whatever was
/// acknowledged is on disk.
pub struct Server {
    addr: SocketAddr,
    skipped: Vec<String>,
    runtime: Option<tokio::runtime::Runtime>,
    journal: Arc<Journal>,
    cannot_save: Option<io::Error>,
}

impl Server {
    /// Loads the saved rooms, binds `config.addr` and starts serving on threads of its own.
    /// Callable from inside an async runtime too (tests): the setup runs on a thread of its own.
    pub fn bind(config: Config) -> Result<Server, ServeError> {
        std::thread::scope(|s| {
            s.spawn(|| Server::bind_here(config))
                .join()
                .unwrap_or_else(|_| {
                    Err(ServeError::Bind(
                        "0.0.0.0:0".parse().expect("an address"),
                        io::Error::other("the server's setup failed"),
                    ))
                })
        })
    }

    fn bind_here(mut config: Config) -> Result<Server, ServeError> {
        if config.raise_nofile {
            let nofile = raise_nofile();
            let cap = connection_cap(config.max_connections, nofile);
            log(
                config.log,
                LogLevel::Info,
                format_args!(
                    "open files at most {}; connections at most {cap} (asked {})",
                    nofile.map_or_else(|| "unlimited".to_string(), |n| n.to_string()),
                    config.max_connections
                ),
            );
            config.max_connections = cap;
        }
        // A data folder that cannot be written (a full or read-only disk) does not stop the
        // server: it serves what it has and says why it cannot save (issue 68).
        let store = Store::at(&config.data, config.write_fault.clone());
        let cannot_save = store.prepare().err();
        let health = Health::default();
        if let Some(e) = &cannot_save
            && let Some(change) = health.failed(e)
        {
            log(
                config.log,
                LogLevel::Error,
                format_args!("{}", change.line()),
            );
        }
        let (saved, mut skipped, replayed) = store.load_all().unwrap_or_else(|e| {
            let problem = format!("{}: {e}", config.data.join("rooms").display());
            (Vec::new(), vec![problem], super::store::Replayed::default())
        });
        // The last time the server before this one was known to run: the side to move is
        // charged its think until then, and only the time it was down is refunded.
        let last_alive = store.read_alive();
        let mut builder = tokio::runtime::Builder::new_multi_thread();
        if config.workers > 0 {
            builder.worker_threads(config.workers);
        }
        let runtime = builder
            .enable_all()
            .thread_name("janggi-serve")
            .build()
            .map_err(|e| ServeError::Bind(config.addr, e))?;
        let listener = runtime
            .block_on(TcpListener::bind(config.addr))
            .map_err(|e| ServeError::Bind(config.addr, e))?;
        let addr = listener
            .local_addr()
            .map_err(|e| ServeError::Bind(config.addr, e))?;
        let now = now_ms();
        let mut rooms = HashMap::new();
        let mut running = Vec::new();
        for s in saved {
            let code = s.code.clone();
            match Room::resumed(s, now, last_alive) {
                Ok(room) => {
                    if room.flag_at().is_some() {
                        running.push(room.clone());
                    }
                    let cell = RoomCell::new(room);
                    if let Ok(mut slot) = cell.slot.try_lock() {
                        slot.on_disk = true;
                        // A room without a move (saved by an older server) keeps its
                        // creation time: a restart does not renew it.
                        if !slot.room.has_moves() {
                            let age = Duration::from_millis(
                                now.saturating_sub(slot.room.created_ms().max(1)),
                            )
                            .min(config.unplayed_expiry);
                            slot.idle_since =
                                Instant::now().checked_sub(age).unwrap_or_else(Instant::now);
                        }
                    }
                    rooms.insert(code, Arc::new(cell));
                }
                Err(e) => skipped.push(format!("{code}: {e}")),
            }
        }
        let journal = Journal::start(store.clone(), replayed, JOURNAL_LIMIT)
            .map_err(|e| ServeError::Data(config.data.clone(), e))?;
        let (classes, class_problems) =
            Classes::load(&config.data).map_err(|e| ServeError::Data(config.data.clone(), e))?;
        skipped.extend(class_problems);
        let journal = Arc::new(journal);
        // Each running clock's new start is saved at once, so a second crash before its next
        // move charges the time from here, never the downtime just refunded again.
        let resaved = runtime.block_on(futures_util::future::join_all(
            running.iter().map(|room| journal.save(room)),
        ));
        // Not saved (a full disk): those rooms are tried again with the others left unsaved.
        let mut unsaved = std::collections::HashSet::new();
        for (room, result) in running.iter().zip(resaved) {
            if let Err(e) = result {
                if let Some(change) = health.failed(&e) {
                    log(
                        config.log,
                        LogLevel::Error,
                        format_args!("{}", change.line()),
                    );
                }
                unsaved.insert(room.code().to_string());
            }
        }
        for code in &unsaved {
            if let Some(cell) = rooms.get(code)
                && let Ok(mut slot) = cell.slot.try_lock()
            {
                slot.unsaved = health.current();
            }
        }
        log(
            config.log,
            LogLevel::Info,
            format_args!(
                "listening on {addr}; {} rooms loaded, {} skipped",
                rooms.len(),
                skipped.len()
            ),
        );
        let shared = Arc::new(Shared {
            config,
            journal: journal.clone(),
            rooms: StdMutex::new(rooms),
            classes,
            connections: AtomicUsize::new(0),
            next_conn: AtomicU64::new(1),
            per_ip: PerIp::default(),
            health,
            store,
        });
        runtime.spawn(accept_loop(shared.clone(), listener));
        runtime.spawn(reaper(shared.clone()));
        runtime.spawn(resaver(shared.clone()));
        let cells: Vec<Arc<RoomCell>> = shared.cells();
        runtime.block_on(async {
            for cell in cells {
                let mut slot = cell.slot.lock().await;
                arm_timer(&shared, &cell, &mut slot);
            }
        });
        Ok(Server {
            addr,
            skipped,
            runtime: Some(runtime),
            journal,
            cannot_save,
        })
    }

    /// Why the data folder could not be written at start, if it could not: the server runs
    /// and keeps its rooms in memory until it can (and says so to the players).
    pub fn cannot_save(&self) -> Option<&io::Error> {
        self.cannot_save.as_ref()
    }

    /// The address actually listened on (the real port when 0 was asked for).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Saved rooms that could not be loaded, with why (they are left on disk).
    pub fn skipped(&self) -> &[String] {
        &self.skipped
    }

    /// Serves until the process ends.
    pub fn wait(mut self) {
        if let Some(rt) = self.runtime.take() {
            rt.block_on(std::future::pending::<()>());
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(rt) = self.runtime.take() {
            rt.shutdown_background();
        }
        // Nothing is written after this, as after a kill.
        self.journal.stop();
    }
}

struct Shared {
    config: Config,
    journal: Arc<Journal>,
    rooms: StdMutex<HashMap<String, Arc<RoomCell>>>,
    classes: Classes,
    connections: AtomicUsize,
    next_conn: AtomicU64,
    per_ip: PerIp,
    /// Whether saving works now (issue 68).
    health: Health,
    store: Store,
}

impl Shared {
    fn log(&self, level: LogLevel, message: std::fmt::Arguments<'_>) {
        log(self.config.log, level, message);
    }

    /// Logs a change of the saving health (once per change, never once per save).
    fn note(&self, change: Option<Change>) {
        match change {
            Some(c @ Change::Failing(_)) => self.log(LogLevel::Error, format_args!("{}", c.line())),
            Some(c @ Change::Saving) => self.log(LogLevel::Warn, format_args!("{}", c.line())),
            None => {}
        }
    }

    fn cells(&self) -> Vec<Arc<RoomCell>> {
        self.rooms
            .lock()
            .map(|m| m.values().cloned().collect())
            .unwrap_or_default()
    }

    fn find(&self, code: &str) -> Option<Arc<RoomCell>> {
        self.rooms.lock().ok()?.get(code).cloned()
    }
}

struct RoomCell {
    slot: Mutex<Slot>,
}

impl RoomCell {
    fn new(room: Room) -> RoomCell {
        RoomCell {
            slot: Mutex::new(Slot {
                room,
                subs: Vec::new(),
                idle_since: Instant::now(),
                timer: None,
                gone: false,
                on_disk: false,
                unsaved: None,
            }),
        }
    }
}

struct Slot {
    room: Room,
    subs: Vec<Sub>,
    /// When the last connection left (or the room was loaded).
    idle_since: Instant,
    timer: Option<JoinHandle<()>>,
    /// Expired and removed from the server; late arrivals are told there is no such room.
    gone: bool,
    /// Written to disk (from its first move on; never before).
    on_disk: bool,
    /// Its last change could not be saved (a full or read-only disk): it lives in memory
    /// until [`resaver`] or its next change writes it.
    unsaved: Option<NotSaved>,
}

struct Sub {
    conn: u64,
    seat: Option<Color>,
    out: Outbox,
    /// The connection's language (its `state`'s `notation`).
    lang: &'static str,
}

/// A connection's way out: its queue, and a bell that closes it when the queue overflows.
#[derive(Clone)]
pub(super) struct Outbox {
    tx: mpsc::Sender<Message>,
    kick: Arc<Notify>,
}

/// Messages a connection may fall behind by before it is closed.
const OUT_QUEUE: usize = 512;
/// A client must finish the WebSocket handshake within this time.
const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);
/// Refused messages in a row (rate cap) after which the connection is closed.
const MAX_STRIKES: u32 = 50;

impl Outbox {
    pub(super) fn send(&self, msg: &ServerMsg) {
        self.send_text(msg.to_json());
    }

    /// The connection is gone.
    pub(super) fn is_closed(&self) -> bool {
        self.tx.is_closed()
    }

    pub(super) fn send_text(&self, text: String) {
        if self.tx.try_send(Message::text(text)).is_err() {
            self.kick.notify_one();
        }
    }
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

fn bad(message: &str) -> NetError {
    NetError::new(ErrorCode::BadMessage, message)
}

fn no_room() -> NetError {
    NetError::new(ErrorCode::NoSuchRoom, "no room has this code")
}

async fn handle(shared: &Arc<Shared>, conn: &mut Conn, text: &str) -> Result<(), NetError> {
    let msg = parse_client(text)?;
    if let Some(lang) = msg.lang() {
        conn.lang = teach::connection_lang(Some(lang));
    }
    let action = match msg {
        ClientMsg::Create {
            rules,
            side,
            name,
            clock,
            hints,
            open,
            class,
            ..
        } => {
            let flags = RoomFlags { hints, open, class };
            return create(shared, conn, &rules, side, &name, clock, flags).await;
        }
        ClientMsg::List => {
            conn.out.send(&ServerMsg::Rooms {
                rooms: lobby(shared).await,
            });
            return Ok(());
        }
        ClientMsg::Join { room, name, .. } => {
            return enter(shared, conn, &room, Entry::Join(name)).await;
        }
        ClientMsg::Watch { room, .. } => return enter(shared, conn, &room, Entry::Watch).await,
        ClientMsg::ClassRooms { class, token } => {
            let rooms = class_rooms(shared, &class, &token).await?;
            conn.out.send(&ServerMsg::ClassRooms { class, rooms });
            return Ok(());
        }
        ClientMsg::Rejoin { room, token, .. } => {
            return enter(shared, conn, &room, Entry::Rejoin(token)).await;
        }
        ClientMsg::Explain { mv, ply } => {
            let cell = conn.at.clone().ok_or_else(no_room)?.0;
            let answer = teach::explain(&cell.slot.lock().await.room, &mv, ply, conn.lang)?;
            conn.out.send(&answer);
            return Ok(());
        }
        ClientMsg::Move { mv, ply } => Action::Move { mv, ply },
        ClientMsg::Offer { what } => Action::Offer(what),
        ClientMsg::Answer { what, accept } => Action::Answer { what, accept },
        ClientMsg::Withdraw { what } => Action::Withdraw(what),
        ClientMsg::Resign => Action::Resign,
        ClientMsg::Claim => Action::Claim,
        class @ (ClientMsg::ClassUpload(_)
        | ClientMsg::ClassJoin { .. }
        | ClientMsg::ClassAnswer(_)
        | ClientMsg::ClassReport { .. }
        | ClientMsg::ClassWatch { .. }) => {
            let out = conn.out.clone();
            return shared.classes.handle(&mut conn.class, &out, class).await;
        }
        ClientMsg::Resume => Action::Resume,
    };
    let Some((cell, Some(side))) = conn.at.clone() else {
        return Err(NetError::new(
            ErrorCode::NotAPlayer,
            "only a player in the room can do this",
        ));
    };
    let mut slot = cell.slot.lock().await;
    let now = now_ms();
    if slot.room.check_time(now) {
        persist_and_broadcast(shared, &cell, &mut slot, &[]).await;
    }
    let events = slot.room.act(side, action, now)?;
    // A change that cannot be saved is played in memory; the state says it is not saved.
    save_slot(shared, &mut slot).await;
    broadcast(shared, &mut slot, &events, now);
    arm_timer(shared, &cell, &mut slot);
    Ok(())
}

/// Hands the room to the journal's writer and waits until it is on disk (one sync for every
/// room that changed meanwhile).
async fn save(shared: &Arc<Shared>, room: &Room) -> io::Result<()> {
    shared.journal.save(room).await
}

/// Saves the room if it is kept on disk: from its first move on. A room without a move is
/// never written (a flood of `create` writes nothing), and after a restart it is gone. A
/// room that cannot be saved (a full or read-only disk) stays in memory, marked unsaved; the
/// log says so once per change of the server's saving health.
async fn save_slot(shared: &Arc<Shared>, slot: &mut Slot) {
    if !slot.on_disk && !slot.room.has_moves() {
        return;
    }
    match save(shared, &slot.room).await {
        Ok(()) => {
            slot.on_disk = true;
            slot.unsaved = None;
            shared.note(shared.health.saved());
        }
        Err(e) => {
            shared.note(shared.health.failed(&e));
            slot.unsaved = Some(NotSaved::of(&e));
        }
    }
}

/// Writes again the rooms whose last change was not saved, and with none, probes the data
/// folder while saving is known to fail; every room hears when it is saved again.
async fn resaver(shared: Arc<Shared>) {
    loop {
        tokio::time::sleep(health::RETRY_EVERY).await;
        let pending = shared.health.take_pending();
        if !pending && shared.health.current().is_none() {
            continue;
        }
        if !pending {
            let store = shared.store.clone();
            let probed = tokio::task::spawn_blocking(move || store.prepare()).await;
            if !matches!(probed, Ok(Ok(()))) {
                continue;
            }
            shared.note(shared.health.saved());
        }
        for cell in shared.cells() {
            let mut slot = cell.slot.lock().await;
            if slot.gone {
                continue;
            }
            let was = slot.unsaved.is_some();
            if was {
                save_slot(&shared, &mut slot).await;
            }
            // Those that were not saved, and the rooms without a move, told saving works.
            if (was && slot.unsaved.is_none()) || (!pending && !slot.subs.is_empty()) {
                broadcast(&shared, &mut slot, &[], now_ms());
            }
        }
    }
}

async fn persist_and_broadcast(
    shared: &Arc<Shared>,
    cell: &Arc<RoomCell>,
    slot: &mut Slot,
    events: &[Event],
) {
    save_slot(shared, slot).await;
    broadcast(shared, slot, events, now_ms());
    arm_timer(shared, cell, slot);
}

/// Sends the events, then the new state, to everyone in the room. The state says whether
/// the room is saved: not if its last change was not, nor while the server cannot save.
fn broadcast(shared: &Shared, slot: &mut Slot, events: &[Event], now: u64) {
    let texts: Vec<String> = events
        .iter()
        .map(|e| {
            match *e {
                Event::Offered { what, by } => ServerMsg::Offer {
                    what,
                    by: by.into(),
                },
                Event::Answered { what, accept, by } => ServerMsg::Answered {
                    what,
                    accept,
                    by: by.into(),
                },
                Event::Withdrawn { what, by } => ServerMsg::Withdrawn {
                    what,
                    by: by.into(),
                },
            }
            .to_json()
        })
        .collect();
    let notice = slot.unsaved.clone().or_else(|| shared.health.current());
    let mut states = teach::StateTexts::new(&slot.room, now).not_saved(notice);
    for sub in &slot.subs {
        for t in &texts {
            sub.out.send_text(t.clone());
        }
        sub.out.send_text(states.get(sub.lang));
    }
}

/// Wakes when the side to move's flag would fall, and ends the game on time then.
fn arm_timer(shared: &Arc<Shared>, cell: &Arc<RoomCell>, slot: &mut Slot) {
    if let Some(t) = slot.timer.take() {
        t.abort();
    }
    let Some(at) = slot.room.flag_at() else {
        return;
    };
    let wait = Duration::from_millis(at.saturating_sub(now_ms()) + 1);
    let (shared, cell2) = (shared.clone(), cell.clone());
    slot.timer = Some(tokio::spawn(async move {
        tokio::time::sleep(wait).await;
        let mut slot = cell2.slot.lock().await;
        if slot.room.check_time(now_ms()) {
            // The timer's own handle is the one being replaced; do not abort ourselves.
            slot.timer = None;
            persist_and_broadcast(&shared, &cell2, &mut slot, &[]).await;
        }
    }));
}
