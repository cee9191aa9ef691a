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
    ClientMsg, ErrorCode, NetError, OpenRoom, SeatName, ServerMsg, SideChoice, VERSION,
    parse_client,
};
use super::room::{Action, Event, Room, clean_name};
use super::store::Store;
use super::{http, ids, teach};
use crate::rules::{Color, RuleSet};

mod conn;
mod rooms;

use conn::*;
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
        let store =
            Store::open(&config.data).map_err(|e| ServeError::Data(config.data.clone(), e))?;
        let (saved, mut skipped, replayed) = store
            .load_all()
            .map_err(|e| ServeError::Data(config.data.clone(), e))?;
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
        let journal = Journal::start(store, replayed, JOURNAL_LIMIT)
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
        if let Some(Err(e)) = resaved.into_iter().find(Result::is_err) {
            return Err(ServeError::Data(config.data.clone(), e));
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
        });
        runtime.spawn(accept_loop(shared.clone(), listener));
        runtime.spawn(reaper(shared.clone()));
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
        })
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
}

impl Shared {
    fn log(&self, level: LogLevel, message: std::fmt::Arguments<'_>) {
        log(self.config.log, level, message);
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

fn store_failed(e: &io::Error) -> NetError {
    NetError::new(
        ErrorCode::StoreFailed,
        format!("the room could not be saved: {e}"),
    )
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
        persist_and_broadcast(shared, &cell, &mut slot, &[]).await?;
    }
    let before = slot.room.clone();
    let events = slot.room.act(side, action, now)?;
    if let Err(e) = save_slot(shared, &mut slot).await {
        slot.room = before;
        shared.log(
            LogLevel::Error,
            format_args!("room {} not saved: {e}", slot.room.code()),
        );
        return Err(store_failed(&e));
    }
    broadcast(&mut slot, &events, now);
    arm_timer(shared, &cell, &mut slot);
    Ok(())
}

/// Hands the room to the journal's writer and waits until it is on disk (one sync for every
/// room that changed meanwhile).
async fn save(shared: &Arc<Shared>, room: &Room) -> io::Result<()> {
    shared.journal.save(room).await
}

/// Saves the room if it is kept on disk: from its first move on. A room without a move is
/// never written (a flood of `create` writes nothing), and after a restart it is gone.
async fn save_slot(shared: &Arc<Shared>, slot: &mut Slot) -> io::Result<()> {
    if !slot.on_disk && !slot.room.has_moves() {
        return Ok(());
    }
    save(shared, &slot.room).await?;
    slot.on_disk = true;
    Ok(())
}

async fn persist_and_broadcast(
    shared: &Arc<Shared>,
    cell: &Arc<RoomCell>,
    slot: &mut Slot,
    events: &[Event],
) -> Result<(), NetError> {
    save_slot(shared, slot)
        .await
        .map_err(|e| store_failed(&e))?;
    broadcast(slot, events, now_ms());
    arm_timer(shared, cell, slot);
    Ok(())
}

/// Sends the events, then the new state, to everyone in the room.
fn broadcast(slot: &mut Slot, events: &[Event], now: u64) {
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
    let mut states = teach::StateTexts::new(&slot.room, now);
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
            let _ = persist_and_broadcast(&shared, &cell2, &mut slot, &[]).await;
        }
    }));
}
