//! The client's background thread: one tokio current-thread runtime, one connection at a time,
//! reconnecting with a growing pause and taking the seat back with `rejoin`.

use std::sync::atomic::Ordering;
use std::sync::mpsc::{Receiver, SyncSender, TrySendError};
use std::sync::{Arc, PoisonError};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::{Connector, MaybeTlsStream, WebSocketStream};

use super::tls::{TlsFailure, failure_of};
use super::{Address, CONNECT_TIMEOUT, ClientEvent, CloseReason, Intent, Retry, Shared, Status};
use crate::net::protocol::{ClientMsg, ErrorCode, ServerMsg};

/// Largest message accepted from the server (a state of the longest game is a few KiB).
const MAX_MESSAGE: usize = 1 << 20;
/// A ping goes out after this long without a frame from the server ...
const PING_AFTER: Duration = Duration::from_secs(15);
/// ... and the connection counts as dead after this long without one.
const DEAD_AFTER: Duration = Duration::from_secs(45);

pub(super) struct Task {
    pub(super) address: Address,
    /// `wss://`: the TLS configuration (or why there is none).
    pub(super) tls: Option<Result<Arc<rustls::ClientConfig>, String>>,
    pub(super) intent: Intent,
    pub(super) retry: Retry,
    pub(super) out: Receiver<ClientMsg>,
    pub(super) events: SyncSender<ClientEvent>,
    pub(super) shared: Arc<Shared>,
}

/// How one connection ended.
enum Ended {
    /// The handle asked to stop (or is gone).
    Stop,
    /// The connection dropped: reconnect.
    Dropped,
    /// Nothing to reconnect to.
    Fatal(CloseReason),
}

pub(super) type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Why a connection attempt failed.
pub(super) enum OpenError {
    /// TCP, the handshake or the time-out (the system's words): worth another try.
    Net(String),
    /// The TLS handshake refused the server: another try would fail the same way.
    Tls(TlsFailure),
}

/// Connects to `address` (TCP, TLS for `wss://`, the WebSocket handshake) within
/// `CONNECT_TIMEOUT`.
pub(super) async fn open(
    address: &Address,
    tls: Option<&Result<Arc<rustls::ClientConfig>, String>>,
) -> Result<Ws, OpenError> {
    let connector = match tls {
        None => Connector::Plain,
        Some(Ok(config)) => Connector::Rustls(config.clone()),
        Some(Err(e)) => return Err(OpenError::Tls(TlsFailure::Other(e.clone()))),
    };
    let attempt = async {
        let tcp = TcpStream::connect(&address.host_port)
            .await
            .map_err(|e| OpenError::Net(e.to_string()))?;
        let _ = tcp.set_nodelay(true);
        let config = WebSocketConfig::default()
            .max_message_size(Some(MAX_MESSAGE))
            .max_frame_size(Some(MAX_MESSAGE));
        tokio_tungstenite::client_async_tls_with_config(
            address.url.as_str(),
            tcp,
            Some(config),
            Some(connector),
        )
        .await
        .map(|(ws, _)| ws)
        .map_err(|e| match failure_of(&e) {
            Some(f) if address.tls => OpenError::Tls(f),
            _ => OpenError::Net(e.to_string()),
        })
    };
    match tokio::time::timeout(CONNECT_TIMEOUT, attempt).await {
        Ok(r) => r,
        Err(_) => Err(OpenError::Net("timed out".to_string())),
    }
}

impl Task {
    pub(super) fn run(self) {
        let reason = match tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
        {
            Ok(rt) => rt.block_on(self.main()),
            Err(e) => CloseReason::Unreachable(e.to_string()),
        };
        self.shared.connected.store(false, Ordering::SeqCst);
        let _ = self
            .events
            .try_send(ClientEvent::Status(Status::Closed(reason)));
    }

    fn stopped(&self) -> bool {
        self.shared.stop.load(Ordering::SeqCst)
    }

    /// Reports an event; `false` when the screen is not keeping up (the queue is full) or
    /// is gone.
    fn emit(&self, e: ClientEvent) -> bool {
        match self.events.try_send(e) {
            Ok(()) => true,
            Err(TrySendError::Full(_)) => false,
            Err(TrySendError::Disconnected(_)) => {
                self.shared.stop.store(true, Ordering::SeqCst);
                false
            }
        }
    }

    async fn main(&self) -> CloseReason {
        let mut ever_connected = false;
        let mut failures = 0u32;
        self.emit(ClientEvent::Status(Status::Connecting));
        loop {
            if self.stopped() {
                return CloseReason::ByUser;
            }
            // A certificate's verdict stands; a handshake cut short after the server was once
            // reached (a proxy restarting) is tried again like any network failure.
            let opened = match open(&self.address, self.tls.as_ref()).await {
                Err(OpenError::Tls(TlsFailure::Other(e))) if ever_connected => {
                    Err(OpenError::Net(e))
                }
                other => other,
            };
            match opened {
                Err(OpenError::Tls(f)) => return CloseReason::Tls(f),
                Err(OpenError::Net(e)) => {
                    if !ever_connected {
                        return CloseReason::Unreachable(e);
                    }
                    failures += 1;
                    if failures > self.retry.tries {
                        return CloseReason::Lost;
                    }
                    self.emit(ClientEvent::Status(Status::Reconnecting {
                        attempt: failures,
                    }));
                    self.pause(self.retry.pause(failures)).await;
                }
                Ok(ws) => {
                    ever_connected = true;
                    failures = 0;
                    let ended = self.session(ws).await;
                    self.shared.connected.store(false, Ordering::SeqCst);
                    match ended {
                        Ended::Stop => return CloseReason::ByUser,
                        Ended::Fatal(reason) => return reason,
                        Ended::Dropped => {
                            self.emit(ClientEvent::Status(Status::Reconnecting { attempt: 0 }));
                            self.pause(self.retry.first).await;
                        }
                    }
                }
            }
        }
    }

    /// Waits `d`, or less when the handle asks to stop.
    async fn pause(&self, d: Duration) {
        let until = Instant::now() + d;
        while !self.stopped() {
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return;
            }
            tokio::select! {
                () = tokio::time::sleep(left) => return,
                () = self.shared.wake.notified() => {}
            }
        }
    }

    /// One connection: the first message (create, join or watch; after a drop, rejoin), then
    /// messages both ways until it ends.
    async fn session(&self, ws: Ws) -> Ended {
        let (mut sink, mut source) = ws.split();
        // Whatever waited while offline was meant for a state that may have changed.
        while self.out.try_recv().is_ok() {}
        let seat = self
            .shared
            .seat
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone();
        let rejoining = seat.is_some();
        let hello = match seat {
            Some((room, Some(token))) => ClientMsg::Rejoin {
                room,
                token,
                lang: None,
            },
            Some((room, None)) => ClientMsg::Watch { room, lang: None },
            None => self.intent.message(),
        };
        if sink.send(text(&hello)).await.is_err() {
            return Ended::Dropped;
        }
        self.shared.connected.store(true, Ordering::SeqCst);
        if !self.emit(ClientEvent::Status(Status::Connected)) && self.stopped() {
            return Ended::Stop;
        }
        let mut awaiting_seat = rejoining;
        let mut last_error: Option<ErrorCode> = None;
        let mut seen = Instant::now();
        let mut pinged = false;
        loop {
            if self.stopped() {
                let _ = sink.close().await;
                return Ended::Stop;
            }
            if self.shared.drop_now.swap(false, Ordering::SeqCst) {
                return Ended::Dropped;
            }
            let quiet = if pinged { DEAD_AFTER } else { PING_AFTER };
            let wait = quiet.saturating_sub(seen.elapsed());
            tokio::select! {
                frame = source.next() => {
                    seen = Instant::now();
                    pinged = false;
                    let t = match frame {
                        Some(Ok(Message::Text(t))) => t,
                        Some(Ok(Message::Close(_))) | None | Some(Err(_)) => {
                            return match last_error {
                                Some(
                                    c @ (ErrorCode::TooLarge
                                    | ErrorCode::ServerFull
                                    | ErrorCode::TooManyConnections
                                    | ErrorCode::RateLimited),
                                ) => Ended::Fatal(CloseReason::ClosedByServer(Some(c))),
                                _ => Ended::Dropped,
                            };
                        }
                        Some(Ok(_)) => continue,
                    };
                    // A message of a newer server this client does not know is skipped.
                    let Ok(msg) = serde_json::from_str::<ServerMsg>(t.as_str()) else {
                        continue;
                    };
                    match &msg {
                        ServerMsg::Joined { room, token, .. } => {
                            *self.shared.seat.lock().unwrap_or_else(PoisonError::into_inner) =
                                Some((room.clone(), token.clone()));
                            awaiting_seat = false;
                        }
                        ServerMsg::Error { code, .. } => {
                            if awaiting_seat
                                && matches!(code, ErrorCode::NoSuchRoom | ErrorCode::BadToken)
                            {
                                let _ = sink.close().await;
                                return Ended::Fatal(CloseReason::Refused(*code));
                            }
                            last_error = Some(*code);
                        }
                        _ => {}
                    }
                    if !self.emit(ClientEvent::Msg(msg)) {
                        return if self.stopped() { Ended::Stop } else { Ended::Dropped };
                    }
                }
                () = self.shared.wake.notified() => {
                    while let Ok(m) = self.out.try_recv() {
                        if sink.send(text(&m)).await.is_err() {
                            return Ended::Dropped;
                        }
                    }
                }
                () = tokio::time::sleep(wait) => {
                    if pinged {
                        return Ended::Dropped;
                    }
                    pinged = true;
                    seen = Instant::now();
                    if sink.send(Message::Ping(Vec::new().into())).await.is_err() {
                        return Ended::Dropped;
                    }
                }
            }
        }
    }
}

fn text(m: &ClientMsg) -> Message {
    Message::text(serde_json::to_string(m).expect("protocol messages are plain data"))
}
