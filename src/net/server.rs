//! The room server: tokio tasks around the pure [`Room`] model.
//!
//! One task reads each connection and one writes to it (through a bounded queue, so a slow
//! reader never slows a room: it is dropped instead). Each room sits behind its own lock; an
//! action is checked by the room, written to the store, and only then acknowledged by the new
//! state going out. A timer task per running clock wakes when a flag would fall.

use std::collections::HashMap;
use std::io;
use std::net::SocketAddr;
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

use super::journal::{JOURNAL_LIMIT, Journal};
use super::protocol::{
    ClientMsg, ErrorCode, NetError, SeatName, ServerMsg, SideChoice, VERSION, parse_client,
};
use super::room::{Action, Event, Room, clean_name};
use super::store::Store;
use super::{http, ids, teach};
use crate::rules::{Color, RuleSet};

/// What a server may take; the defaults suit a club or a school on one machine.
#[derive(Clone, Debug)]
pub struct Config {
    /// Where to listen (`127.0.0.1:0`: loopback, any free port).
    pub addr: SocketAddr,
    /// The data folder (rooms and finished games).
    pub data: PathBuf,
    /// Open connections at most; one more is told `server-full` and closed.
    pub max_connections: usize,
    /// Rooms at most; a `create` beyond it is refused with `server-full`.
    pub max_rooms: usize,
    /// Largest frame or message in bytes; a bigger one closes the connection.
    pub max_message_bytes: usize,
    /// Messages a connection may send per second on average (and twice that in a burst).
    pub messages_per_second: u32,
    /// A room nobody is connected to is forgotten after this long.
    pub idle_expiry: Duration,
    /// Runtime worker threads (0: one per core).
    pub workers: usize,
}

impl Config {
    pub fn new(addr: SocketAddr, data: PathBuf) -> Config {
        Config {
            addr,
            data,
            max_connections: 10_000,
            max_rooms: 10_000,
            max_message_bytes: 16 * 1024,
            messages_per_second: 20,
            idle_expiry: Duration::from_secs(3600),
            workers: 0,
        }
    }
}

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

    fn bind_here(config: Config) -> Result<Server, ServeError> {
        let store =
            Store::open(&config.data).map_err(|e| ServeError::Data(config.data.clone(), e))?;
        let (saved, mut skipped, replayed) = store
            .load_all()
            .map_err(|e| ServeError::Data(config.data.clone(), e))?;
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
        for s in saved {
            let code = s.code.clone();
            match Room::from_saved(s, now) {
                Ok(room) => {
                    rooms.insert(code, Arc::new(RoomCell::new(room)));
                }
                Err(e) => skipped.push(format!("{code}: {e}")),
            }
        }
        let journal = Journal::start(store, replayed, JOURNAL_LIMIT)
            .map_err(|e| ServeError::Data(config.data.clone(), e))?;
        let journal = Arc::new(journal);
        let shared = Arc::new(Shared {
            config,
            journal: journal.clone(),
            rooms: StdMutex::new(rooms),
            connections: AtomicUsize::new(0),
            next_conn: AtomicU64::new(1),
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
    connections: AtomicUsize,
    next_conn: AtomicU64,
}

impl Shared {
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
struct Outbox {
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
    fn send(&self, msg: &ServerMsg) {
        self.send_text(msg.to_json());
    }

    fn send_text(&self, text: String) {
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

async fn accept_loop(shared: Arc<Shared>, listener: TcpListener) {
    loop {
        match listener.accept().await {
            Ok((stream, _)) => {
                let _ = stream.set_nodelay(true);
                tokio::spawn(connection(shared.clone(), stream));
            }
            // Out of file descriptors and the like: wait a little rather than spin.
            Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    }
}

/// Only `/ws` is served.
#[allow(clippy::result_large_err)] // tungstenite's callback signature.
fn check_path(req: &Request, resp: Response) -> Result<Response, ErrorResponse> {
    if req.uri().path() == "/ws" {
        Ok(resp)
    } else {
        let mut r = ErrorResponse::new(Some("not found".to_string()));
        *r.status_mut() = tokio_tungstenite::tungstenite::http::StatusCode::NOT_FOUND;
        Err(r)
    }
}

/// The connection's place: which room, which seat (`None`: spectator).
struct Conn {
    id: u64,
    out: Outbox,
    at: Option<(Arc<RoomCell>, Option<Color>)>,
    tokens: f64,
    refill: Instant,
    strikes: u32,
    /// The language the connection named (`teach::connection_lang`).
    lang: &'static str,
}

async fn connection(shared: Arc<Shared>, stream: TcpStream) {
    let count = shared.connections.fetch_add(1, Ordering::SeqCst) + 1;
    let full = count > shared.config.max_connections;
    // Anything but `/ws` is the browser page's (`http.rs`).
    match http::first_request(&stream).await {
        http::Wants::Page => http::serve(stream, shared.config.max_message_bytes, full).await,
        http::Wants::WebSocket => serve_connection(&shared, stream, full).await,
        http::Wants::Nothing => {}
    }
    shared.connections.fetch_sub(1, Ordering::SeqCst);
}

async fn serve_connection(shared: &Arc<Shared>, stream: TcpStream, full: bool) {
    let cap = shared.config.max_message_bytes;
    let ws_config = WebSocketConfig::default()
        .read_buffer_size(4096)
        .write_buffer_size(0)
        .max_message_size(Some(cap))
        .max_frame_size(Some(cap));
    let handshake =
        tokio_tungstenite::accept_hdr_async_with_config(stream, check_path, Some(ws_config));
    let Ok(Ok(ws)) = tokio::time::timeout(HANDSHAKE_TIMEOUT, handshake).await else {
        return;
    };
    let (mut sink, mut source) = ws.split();
    let (tx, mut rx) = mpsc::channel::<Message>(OUT_QUEUE);
    let writer = tokio::spawn(async move {
        while let Some(m) = rx.recv().await {
            if sink.send(m).await.is_err() {
                return;
            }
        }
        let _ = sink.close().await;
    });
    let kick = Arc::new(Notify::new());
    let mut conn = Conn {
        id: shared.next_conn.fetch_add(1, Ordering::Relaxed),
        out: Outbox {
            tx,
            kick: kick.clone(),
        },
        at: None,
        tokens: f64::from(shared.config.messages_per_second) * 2.0,
        refill: Instant::now(),
        strikes: 0,
        lang: "en",
    };
    // Closing a socket with unread input resets it, which can swallow the last error on its
    // way out; when the server closes on its own, the socket is kept a moment so the client
    // reads why.
    let mut linger = full;
    if full {
        conn.out.send(&ServerMsg::error(&NetError::new(
            ErrorCode::ServerFull,
            "too many connections",
        )));
    } else {
        loop {
            let frame = tokio::select! {
                f = source.next() => f,
                () = kick.notified() => break,
            };
            let Some(frame) = frame else { break };
            match frame {
                Ok(Message::Text(t)) => {
                    if !conn.allow(shared.config.messages_per_second) {
                        conn.strikes += 1;
                        conn.out.send(&ServerMsg::error(&NetError::new(
                            ErrorCode::RateLimited,
                            "too many messages; slow down",
                        )));
                        if conn.strikes >= MAX_STRIKES {
                            linger = true;
                            break;
                        }
                        continue;
                    }
                    conn.strikes = 0;
                    if let Err(e) = handle(shared, &mut conn, t.as_str()).await {
                        conn.out.send(&ServerMsg::error(&e));
                    }
                }
                Ok(Message::Binary(_)) => conn.out.send(&ServerMsg::error(&NetError::new(
                    ErrorCode::BadMessage,
                    "binary frames are not used; send JSON text",
                ))),
                Ok(Message::Close(_)) => break,
                Ok(_) => {}
                Err(WsError::Capacity(_)) => {
                    conn.out.send(&ServerMsg::error(&NetError::new(
                        ErrorCode::TooLarge,
                        format!("a message is at most {cap} bytes"),
                    )));
                    linger = true;
                    break;
                }
                Err(_) => break,
            }
        }
        leave(shared, &mut conn).await;
    }
    drop(conn);
    let _ = tokio::time::timeout(Duration::from_secs(5), writer).await;
    if linger {
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

impl Conn {
    /// Token bucket: `rate` per second, bursts of twice that.
    fn allow(&mut self, rate: u32) -> bool {
        let rate = f64::from(rate.max(1));
        let now = Instant::now();
        self.tokens =
            (self.tokens + now.duration_since(self.refill).as_secs_f64() * rate).min(rate * 2.0);
        self.refill = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
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
            ..
        } => return create(shared, conn, &rules, side, &name, clock).await,
        ClientMsg::Join { room, name, .. } => {
            return enter(shared, conn, &room, Entry::Join(name)).await;
        }
        ClientMsg::Watch { room, .. } => return enter(shared, conn, &room, Entry::Watch).await,
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
    if let Err(e) = save(shared, &slot.room).await {
        slot.room = before;
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

async fn persist_and_broadcast(
    shared: &Arc<Shared>,
    cell: &Arc<RoomCell>,
    slot: &mut Slot,
    events: &[Event],
) -> Result<(), NetError> {
    save(shared, &slot.room)
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

enum Entry {
    Join(String),
    Watch,
    Rejoin(String),
}

async fn create(
    shared: &Arc<Shared>,
    conn: &mut Conn,
    rules: &str,
    side: SideChoice,
    name: &str,
    clock: Option<super::protocol::ClockSpec>,
) -> Result<(), NetError> {
    let rules: RuleSet = rules
        .parse()
        .map_err(|_| bad(&format!("unknown rule set {rules:?}")))?;
    let side = match side {
        SideChoice::Cho => Color::Cho,
        SideChoice::Han => Color::Han,
        SideChoice::Random => {
            let mut b = [0u8; 1];
            let _ = getrandom::fill(&mut b);
            if b[0] & 1 == 0 {
                Color::Cho
            } else {
                Color::Han
            }
        }
    };
    let random_failed = || NetError::new(ErrorCode::StoreFailed, "no random source");
    let tokens = [
        ids::new_token().ok_or_else(random_failed)?,
        ids::new_token().ok_or_else(random_failed)?,
    ];
    let code = ids::new_code().ok_or_else(random_failed)?;
    let room = Room::new(code.clone(), rules, clock, side, clean_name(name), tokens)?;
    let full = || NetError::new(ErrorCode::ServerFull, "too many rooms");
    {
        let map = shared.rooms.lock().map_err(|_| full())?;
        if map.len() >= shared.config.max_rooms || map.contains_key(&code) {
            return Err(full());
        }
    }
    save(shared, &room).await.map_err(|e| store_failed(&e))?;
    let cell = Arc::new(RoomCell::new(room));
    {
        let mut map = shared.rooms.lock().map_err(|_| full())?;
        map.insert(code.clone(), cell.clone());
    }
    leave(shared, conn).await;
    let mut slot = cell.slot.lock().await;
    let token = slot.room.token(side).to_string();
    subscribe(conn, &cell, &mut slot, Some(side));
    conn.out.send(&ServerMsg::Joined {
        room: code,
        seat: seat_name(Some(side)),
        token: Some(token),
        protocol: VERSION,
    });
    broadcast(&mut slot, &[], now_ms());
    Ok(())
}

async fn enter(
    shared: &Arc<Shared>,
    conn: &mut Conn,
    code: &str,
    entry: Entry,
) -> Result<(), NetError> {
    let cell = shared.find(code).ok_or_else(no_room)?;
    leave(shared, conn).await;
    let mut slot = cell.slot.lock().await;
    if slot.gone {
        return Err(no_room());
    }
    let now = now_ms();
    let seat = match entry {
        Entry::Watch => None,
        Entry::Rejoin(token) => Some(slot.room.seat_of_token(&token).ok_or_else(|| {
            NetError::new(ErrorCode::BadToken, "this token opens no seat of the room")
        })?),
        Entry::Join(name) => {
            let before = slot.room.clone();
            match slot.room.join(clean_name(&name), now) {
                Some(side) => {
                    if let Err(e) = save(shared, &slot.room).await {
                        slot.room = before;
                        return Err(store_failed(&e));
                    }
                    Some(side)
                }
                None => None,
            }
        }
    };
    subscribe(conn, &cell, &mut slot, seat);
    conn.out.send(&ServerMsg::Joined {
        room: slot.room.code().to_string(),
        seat: seat_name(seat),
        token: seat.map(|s| slot.room.token(s).to_string()),
        protocol: VERSION,
    });
    broadcast(&mut slot, &[], now);
    arm_timer(shared, &cell, &mut slot);
    Ok(())
}

fn seat_name(seat: Option<Color>) -> SeatName {
    match seat {
        Some(Color::Cho) => SeatName::Cho,
        Some(Color::Han) => SeatName::Han,
        None => SeatName::Spectator,
    }
}

fn subscribe(conn: &mut Conn, cell: &Arc<RoomCell>, slot: &mut Slot, seat: Option<Color>) {
    if let Some(s) = seat {
        slot.room.set_online(s, true);
    }
    slot.subs.push(Sub {
        conn: conn.id,
        seat,
        out: conn.out.clone(),
        lang: conn.lang,
    });
    conn.at = Some((cell.clone(), seat));
}

/// Takes the connection out of its room, if any, and tells the others.
async fn leave(_shared: &Arc<Shared>, conn: &mut Conn) {
    let Some((cell, _)) = conn.at.take() else {
        return;
    };
    let mut slot = cell.slot.lock().await;
    let mut left_seat = None;
    slot.subs.retain(|s| {
        if s.conn == conn.id {
            left_seat = s.seat;
            false
        } else {
            true
        }
    });
    if let Some(side) = left_seat {
        slot.room.set_online(side, false);
    }
    if slot.subs.is_empty() {
        slot.idle_since = Instant::now();
    } else if left_seat.is_some() {
        broadcast(&mut slot, &[], now_ms());
    }
}

/// Forgets rooms nobody has been connected to for `idle_expiry` (their file too; a finished
/// game's `.gib` stays).
async fn reaper(shared: Arc<Shared>) {
    let expiry = shared.config.idle_expiry;
    let tick = (expiry / 4).clamp(Duration::from_millis(200), Duration::from_secs(60));
    loop {
        tokio::time::sleep(tick).await;
        for cell in shared.cells() {
            let Ok(mut slot) = cell.slot.try_lock() else {
                continue;
            };
            if !slot.subs.is_empty() || slot.idle_since.elapsed() < expiry {
                continue;
            }
            slot.gone = true;
            if let Some(t) = slot.timer.take() {
                t.abort();
            }
            let code = slot.room.code().to_string();
            if let Ok(mut map) = shared.rooms.lock() {
                map.remove(&code);
            }
            let _ = shared.journal.remove(&slot.room).await;
        }
    }
}
