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

async fn accept_loop(shared: Arc<Shared>, listener: TcpListener) {
    loop {
        match listener.accept().await {
            Ok((stream, peer)) => {
                let _ = stream.set_nodelay(true);
                tokio::spawn(connection(shared.clone(), stream, peer));
            }
            // Out of file descriptors and the like: wait a little rather than spin.
            Err(e) => {
                shared.log(
                    LogLevel::Error,
                    format_args!(
                        "accept failed: {e} (the connection cap is above what the system allows)"
                    ),
                );
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
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
    peer: SocketAddr,
    out: Outbox,
    at: Option<(Arc<RoomCell>, Option<Color>)>,
    tokens: f64,
    refill: Instant,
    strikes: u32,
    class: ClassConn,
    /// Rooms refused to it (only the first is logged; the count goes in its closing line).
    refused: u32,
    /// The language the connection named (`teach::connection_lang`).
    lang: &'static str,
}

/// Why a connection was refused at once.
#[derive(Clone, Copy)]
enum Turned {
    Full,
    PerIp,
}

async fn connection(shared: Arc<Shared>, stream: TcpStream, peer: SocketAddr) {
    let count = shared.connections.fetch_add(1, Ordering::SeqCst) + 1;
    let ip = peer.ip();
    let turned = if count > shared.config.max_connections {
        Some(Turned::Full)
    } else if shared.per_ip.connect(ip, shared.config.max_per_ip).is_err() {
        Some(Turned::PerIp)
    } else {
        None
    };
    let id = shared.next_conn.fetch_add(1, Ordering::Relaxed);
    match turned {
        Some(Turned::Full) => shared.log(
            LogLevel::Warn,
            format_args!(
                "refused conn {id} from {peer}: server full ({} connections)",
                count - 1
            ),
        ),
        Some(Turned::PerIp) => shared.log(
            LogLevel::Warn,
            format_args!(
                "refused conn {id} from {peer}: {} connections from {ip} already",
                shared.config.max_per_ip
            ),
        ),
        None => shared.log(
            LogLevel::Debug,
            format_args!("conn {id} from {peer} opened"),
        ),
    }
    let opened = Instant::now();
    // Anything but `/ws` is the browser page's (`http.rs`).
    match http::first_request(&stream, shared.config.idle_timeout).await {
        http::Wants::Page => {
            http::serve(stream, shared.config.max_message_bytes, turned.is_some()).await
        }
        http::Wants::WebSocket => {
            let (why, refused) = serve_connection(&shared, stream, peer, id, turned).await;
            if turned.is_none() {
                let level = if why.is_refusal() || refused > 0 {
                    LogLevel::Warn
                } else {
                    LogLevel::Info
                };
                shared.log(
                    level,
                    format_args!(
                        "conn {id} from {peer} closed after {:.1} s: {}{}",
                        opened.elapsed().as_secs_f64(),
                        why.text(),
                        if refused > 0 {
                            format!("; {refused} rooms refused to it")
                        } else {
                            String::new()
                        }
                    ),
                );
            }
        }
        http::Wants::Nothing => {}
    }
    if turned.is_none() {
        shared.per_ip.disconnect(ip);
    }
    shared.connections.fetch_sub(1, Ordering::SeqCst);
}

/// Why a connection ended, for the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Closed {
    Refused,
    Handshake,
    ByClient,
    NoPong,
    Silent,
    Behind,
    Flood,
    TooLarge,
    Broken,
}

impl Closed {
    fn text(self) -> &'static str {
        match self {
            Closed::Refused => "refused",
            Closed::Handshake => "no WebSocket handshake in time",
            Closed::ByClient => "closed by the client",
            Closed::NoPong => "idle: nothing heard, pings unanswered",
            Closed::Silent => "idle: in no room and sent no message",
            Closed::Behind => "too slow: fell behind on its messages or a write stuck",
            Closed::Flood => "flood: rate-limited too many times in a row",
            Closed::TooLarge => "sent a frame over the size cap",
            Closed::Broken => "connection error",
        }
    }

    /// Closed by the server's protection rather than by the client.
    fn is_refusal(self) -> bool {
        matches!(
            self,
            Closed::NoPong | Closed::Silent | Closed::Behind | Closed::Flood | Closed::TooLarge
        )
    }
}

async fn serve_connection(
    shared: &Arc<Shared>,
    stream: TcpStream,
    peer: SocketAddr,
    id: u64,
    turned: Option<Turned>,
) -> (Closed, u32) {
    let cap = shared.config.max_message_bytes;
    let idle = shared.config.idle_timeout.max(Duration::from_millis(100));
    let ws_config = WebSocketConfig::default()
        .read_buffer_size(4096)
        .write_buffer_size(0)
        .max_message_size(Some(cap))
        .max_frame_size(Some(cap));
    let handshake =
        tokio_tungstenite::accept_hdr_async_with_config(stream, check_path, Some(ws_config));
    let Ok(Ok(ws)) = tokio::time::timeout(HANDSHAKE_TIMEOUT.min(idle), handshake).await else {
        return (Closed::Handshake, 0);
    };
    let (mut sink, mut source) = ws.split();
    let (tx, mut rx) = mpsc::channel::<Message>(OUT_QUEUE);
    let kick = Arc::new(Notify::new());
    let stuck = kick.clone();
    // A write that does not finish within the idle time (a client that reads nothing) closes
    // the connection: its socket is never kept forever.
    let mut writer = tokio::spawn(async move {
        while let Some(m) = rx.recv().await {
            if !matches!(tokio::time::timeout(idle, sink.send(m)).await, Ok(Ok(()))) {
                stuck.notify_one();
                return;
            }
        }
        let _ = tokio::time::timeout(idle, sink.close()).await;
    });
    let mut conn = Conn {
        id,
        peer,
        out: Outbox {
            tx,
            kick: kick.clone(),
        },
        at: None,
        tokens: f64::from(shared.config.messages_per_second) * 2.0,
        refill: Instant::now(),
        strikes: 0,
        class: ClassConn::default(),
        refused: 0,
        lang: "en",
    };
    // Closing a socket with unread input resets it, which can swallow the last error on its
    // way out; when the server closes on its own, the socket is kept a moment so the client
    // reads why.
    let mut linger = turned.is_some();
    let mut refused = 0;
    let why = if let Some(turned) = turned {
        conn.out.send(&ServerMsg::error(&match turned {
            Turned::Full => NetError::new(ErrorCode::ServerFull, "too many connections"),
            Turned::PerIp => NetError::new(
                ErrorCode::TooManyConnections,
                "too many connections from your address",
            ),
        }));
        Closed::Refused
    } else {
        let ping_after = idle / 2;
        // Any frame (a message, a pong), and the last message.
        let mut heard = Instant::now();
        let mut said = Instant::now();
        let mut pinged = false;
        let why = loop {
            let mut wake = heard + if pinged { idle } else { ping_after };
            if conn.at.is_none() {
                wake = wake.min(said + idle);
            }
            let frame = tokio::select! {
                f = source.next() => f,
                () = kick.notified() => break Closed::Behind,
                () = tokio::time::sleep_until(wake.into()) => {
                    if conn.at.is_none() && said.elapsed() >= idle {
                        break Closed::Silent;
                    }
                    if heard.elapsed() >= idle {
                        break Closed::NoPong;
                    }
                    if !pinged && heard.elapsed() >= ping_after {
                        pinged = true;
                        if conn.out.tx.try_send(Message::Ping(Vec::new().into())).is_err() {
                            break Closed::Behind;
                        }
                    }
                    continue;
                }
            };
            heard = Instant::now();
            pinged = false;
            let Some(frame) = frame else {
                break Closed::ByClient;
            };
            match frame {
                Ok(Message::Text(t)) => {
                    said = heard;
                    if !conn.allow(shared.config.messages_per_second) {
                        conn.strikes += 1;
                        conn.out.send(&ServerMsg::error(&NetError::new(
                            ErrorCode::RateLimited,
                            "too many messages; slow down",
                        )));
                        if conn.strikes >= MAX_STRIKES {
                            linger = true;
                            break Closed::Flood;
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
                Ok(Message::Close(_)) => break Closed::ByClient,
                Ok(_) => {}
                Err(WsError::Capacity(_)) => {
                    conn.out.send(&ServerMsg::error(&NetError::new(
                        ErrorCode::TooLarge,
                        format!("a message is at most {cap} bytes"),
                    )));
                    linger = true;
                    break Closed::TooLarge;
                }
                Err(_) => break Closed::Broken,
            }
        };
        leave(shared, &mut conn).await;
        refused = conn.refused;
        why
    };
    drop(conn);
    // The writer sends what is queued and closes; one that cannot (a client that reads
    // nothing) is stopped, and the socket goes with it.
    if tokio::time::timeout(Duration::from_secs(5).min(idle), &mut writer)
        .await
        .is_err()
    {
        writer.abort();
    }
    if linger && why != Closed::Behind {
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    (why, refused)
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
            hints,
            open,
            ..
        } => {
            let flags = RoomFlags { hints, open };
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

enum Entry {
    Join(String),
    Watch,
    Rejoin(String),
}

/// What a `create` asks of its room beside the game: hints allowed, listed in the lobby.
struct RoomFlags {
    hints: bool,
    open: bool,
}

async fn create(
    shared: &Arc<Shared>,
    conn: &mut Conn,
    rules: &str,
    side: SideChoice,
    name: &str,
    clock: Option<super::protocol::ClockSpec>,
    RoomFlags { hints, open }: RoomFlags,
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
    let room = Room::new(code.clone(), rules, clock, side, clean_name(name), tokens)?
        .with_hints(hints)
        .with_open(open)
        .created_at(now_ms());
    let full = || NetError::new(ErrorCode::ServerFull, "too many rooms");
    let cell = Arc::new(RoomCell::new(room));
    let refusal = {
        let mut map = shared.rooms.lock().map_err(|_| full())?;
        let ip: IpAddr = conn.peer.ip();
        if map.len() >= shared.config.max_rooms || map.contains_key(&code) {
            Some((format!("server full ({} rooms)", map.len()), full()))
        } else if shared
            .per_ip
            .create_room(ip, shared.config.rooms_per_ip, Instant::now())
            == Err(Refusal::Rooms)
        {
            Some((
                format!(
                    "{} rooms created from {ip} within the hour",
                    shared.config.rooms_per_ip
                ),
                NetError::new(
                    ErrorCode::TooManyRooms,
                    "too many rooms created from your address; try again later",
                ),
            ))
        } else {
            // Nothing is written yet: a room goes to disk with its first move.
            map.insert(code.clone(), cell.clone());
            None
        }
    };
    if let Some((why, e)) = refusal {
        // A flood is logged once per connection, not once per request.
        conn.refused += 1;
        if conn.refused == 1 {
            shared.log(
                LogLevel::Warn,
                format_args!(
                    "refused a room to conn {} from {}: {why} (more refusals are counted in \
                     its closing line)",
                    conn.id, conn.peer
                ),
            );
        }
        return Err(e);
    }
    shared.log(
        LogLevel::Info,
        format_args!("room {code} created by conn {} from {}", conn.id, conn.peer),
    );
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
                    if let Err(e) = save_slot(shared, &mut slot).await {
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

/// Open rooms in the lobby, the longest waiting first.
const LOBBY_MAX: usize = 50;

/// The open rooms waiting for a second player (`list`), the longest waiting first.
async fn lobby(shared: &Arc<Shared>) -> Vec<OpenRoom> {
    let now = now_ms();
    let mut open = Vec::new();
    for cell in shared.cells() {
        let slot = cell.slot.lock().await;
        if slot.gone {
            continue;
        }
        if let Some(entry) = slot.room.lobby_entry(now) {
            open.push(entry);
        }
    }
    open.sort_by(|a, b| b.waiting_s.cmp(&a.waiting_s).then(a.room.cmp(&b.room)));
    open.truncate(LOBBY_MAX);
    open
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
/// game's `.gib` stays), and rooms without a move after `unplayed_expiry` (nothing on disk).
async fn reaper(shared: Arc<Shared>) {
    let expiry = shared.config.idle_expiry;
    let unplayed = shared.config.unplayed_expiry;
    let tick =
        (expiry.min(unplayed) / 4).clamp(Duration::from_millis(200), Duration::from_secs(60));
    loop {
        tokio::time::sleep(tick).await;
        shared.per_ip.sweep(Instant::now());
        for cell in shared.cells() {
            let Ok(mut slot) = cell.slot.try_lock() else {
                continue;
            };
            let played = slot.on_disk || slot.room.has_moves();
            let limit = if played { expiry } else { unplayed };
            if !slot.subs.is_empty() || slot.idle_since.elapsed() < limit {
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
            if slot.on_disk {
                let _ = shared.journal.remove(&slot.room).await;
            }
            shared.log(
                LogLevel::Info,
                format_args!(
                    "room {code} expired: nobody connected for {} s ({} moves)",
                    limit.as_secs(),
                    slot.room.game().moves().len()
                ),
            );
        }
    }
}
