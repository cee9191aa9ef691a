//! The room client: a handle the play screen (and `janggi-tutor join`) polls without ever
//! blocking. A background thread runs a tokio current-thread runtime with the WebSocket;
//! std channels carry typed protocol messages both ways (bounded: the screen is never made
//! to wait, and a screen that stops reading is not buried).
//!
//! The connection goes `Connecting` → `Connected`; when it drops the client says
//! `Reconnecting`, tries again with a growing pause (0.25 s doubling to 4 s) and, once back,
//! takes its seat again with `rejoin` and the seat token (a spectator watches again). A server
//! that cannot be reached at the first try, a room that is gone, or too many failed tries end
//! in `Closed` with the reason; nothing here panics or waits forever.

mod lobby;
mod run;
pub(crate) mod tls;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, SyncSender, TryRecvError, TrySendError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use tokio::sync::Notify;

use super::protocol::{ClientMsg, ClockSpec, ErrorCode, ServerMsg, SideChoice};
pub(crate) use lobby::{LobbyError, LobbyFetch, list_open_rooms, probe};
pub(crate) use tls::{TlsFailure, Trust, TrustError};

/// Messages to the server that may wait to be sent.
const OUT_QUEUE: usize = 64;
/// Events the screen has not read yet; one more drops the connection, which then comes back
/// with a fresh state (the room's `state` is whole, so nothing is lost but the wait).
const IN_QUEUE: usize = 1024;
/// A connection attempt (TCP and the WebSocket handshake) gives up after this long.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// How the client tries again after its connection drops: a pause of `first`, doubled after
/// every failed try up to `longest`, and at most `tries` failed tries in a row.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Retry {
    pub(crate) first: Duration,
    pub(crate) longest: Duration,
    pub(crate) tries: u32,
}

impl Retry {
    /// 0.25 s doubling to 4 s, 18 tries: about a minute before the client gives up, long
    /// enough for a server restart or a wifi hiccup.
    pub(crate) const DEFAULT: Retry = Retry {
        first: Duration::from_millis(250),
        longest: Duration::from_secs(4),
        tries: 18,
    };

    /// The pause after `failures` failed tries.
    fn pause(&self, failures: u32) -> Duration {
        self.first
            .saturating_mul(1 << failures.saturating_sub(1).min(8))
            .min(self.longest)
    }
}

/// What the client asks for once connected the first time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Intent {
    /// Open a room and sit in it.
    Create {
        rules: String,
        side: SideChoice,
        name: String,
        clock: Option<ClockSpec>,
        /// The players may ask for hints.
        hints: bool,
        /// Listed in the server's lobby while it waits for a player.
        open: bool,
        /// One of this class's games (its code), listed for the class's teacher.
        class: Option<String>,
    },
    /// Take a free seat of this room (else watch it).
    Join { room: String, name: String },
    /// Watch this room.
    Watch { room: String },
    /// Take back one's own seat of this room with its token (kept by the caller, e.g. on
    /// disk from an earlier run); a refused token ends in `Closed(Refused(..))`.
    Rejoin { room: String, token: String },
}

impl Intent {
    fn message(&self) -> ClientMsg {
        match self.clone() {
            Intent::Create {
                rules,
                side,
                name,
                clock,
                hints,
                open,
                class,
            } => ClientMsg::Create {
                rules,
                side,
                name,
                clock,
                hints,
                open,
                lang: None,
                class,
            },
            Intent::Join { room, name } => ClientMsg::Join {
                room,
                name,
                lang: None,
            },
            Intent::Watch { room } => ClientMsg::Watch { room, lang: None },
            Intent::Rejoin { room, token } => ClientMsg::Rejoin {
                room,
                token,
                lang: None,
            },
        }
    }
}

/// Why the client stopped for good.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum CloseReason {
    /// The server could not be reached at the first try (with the system's words).
    Unreachable(String),
    /// A `wss://` server whose certificate is not trusted (or another TLS failure).
    Tls(TlsFailure),
    /// The connection dropped and every try to get it back failed.
    Lost,
    /// The seat could not be taken back (`no-such-room`: the room expired; `bad-token`).
    Refused(ErrorCode),
    /// The server closed the connection on purpose (`too-large`, `server-full`, a flood).
    ClosedByServer(Option<ErrorCode>),
    /// The handle was dropped or [`Client::close`] called.
    ByUser,
}

/// The connection's state, as the screen shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Status {
    Connecting,
    Connected,
    /// The connection dropped; `attempt` tries have failed since.
    Reconnecting {
        attempt: u32,
    },
    Closed(CloseReason),
}

/// What the client reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum ClientEvent {
    Status(Status),
    Msg(ServerMsg),
}

/// Why a message was not sent.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum SendError {
    /// Not connected now (connecting or reconnecting): try again once connected.
    Offline,
    /// Too many messages are waiting to go out.
    Busy,
    /// The client has stopped.
    Closed,
}

/// A server address the client cannot use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum AddressError {
    /// Not of the form `ws://HOST:PORT/PATH` or `wss://HOST:PORT/PATH`.
    Malformed(String),
    /// `https://`: a web page's address, not a WebSocket's; `wss://` is meant.
    Tls(String),
}

/// A checked `ws://` or `wss://` address: what to connect to and the request's URL.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Address {
    pub(crate) host_port: String,
    pub(crate) url: String,
    /// `wss://`: TLS first.
    pub(crate) tls: bool,
}

/// Reads `ws://HOST:PORT/PATH` or `wss://HOST:PORT/PATH` (the path `/ws` when none is given;
/// the port 80, or 443 for `wss://`, when none).
pub(crate) fn parse_address(text: &str) -> Result<Address, AddressError> {
    let text = text.trim();
    let malformed = || AddressError::Malformed(text.to_string());
    let lower = text.to_ascii_lowercase();
    if lower.starts_with("https://") {
        return Err(AddressError::Tls(text.to_string()));
    }
    let tls = lower.starts_with("wss://");
    let rest = if tls {
        &text[6..]
    } else if lower.starts_with("ws://") {
        &text[5..]
    } else if lower.contains("://") {
        return Err(malformed());
    } else {
        text
    };
    let (authority, path) = match rest.find('/') {
        Some(i) => (&rest[..i], &rest[i..]),
        None => (rest, "/ws"),
    };
    let bad_char = |c: char| c.is_whitespace() || c.is_control() || matches!(c, '@' | '?' | '#');
    if authority.is_empty() || authority.chars().any(bad_char) || path.chars().any(bad_char) {
        return Err(malformed());
    }
    let host_port = match authority.rsplit_once(':') {
        // `[::1]:8080`, `host:8080`
        Some((host, port)) if !host.is_empty() && !port.contains(']') => {
            port.parse::<u16>().map_err(|_| malformed())?;
            authority.to_string()
        }
        _ => format!("{authority}:{}", if tls { 443 } else { 80 }),
    };
    Ok(Address {
        url: format!("{}://{authority}{path}", if tls { "wss" } else { "ws" }),
        host_port,
        tls,
    })
}

/// The state the background thread shares with the handle.
struct Shared {
    connected: AtomicBool,
    stop: AtomicBool,
    /// Drop the connection now, as a network failure would (tests).
    drop_now: AtomicBool,
    wake: Notify,
    /// The seat taken, for `rejoin`: room code and token (`None`: a spectator).
    seat: Mutex<Option<(String, Option<String>)>>,
}

/// A connection to a room server, kept up in the background.
pub(crate) struct Client {
    out: SyncSender<ClientMsg>,
    events: Receiver<ClientEvent>,
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
    finished: bool,
}

impl Client {
    /// Starts connecting to `address` (checked first) and asks for `intent` once connected.
    /// Returns at once; [`Client::poll`] brings what happens.
    #[cfg_attr(not(test), allow(dead_code))] // The screens pass their trust.
    pub(crate) fn connect(address: &str, intent: Intent) -> Result<Client, AddressError> {
        Client::connect_retrying(address, intent, Retry::DEFAULT, &Trust::default())
    }

    /// [`Client::connect`] trusting `trust`'s certificates too (`wss://`, `--ca FILE`).
    pub(crate) fn connect_trusting(
        address: &str,
        intent: Intent,
        trust: &Trust,
    ) -> Result<Client, AddressError> {
        Client::connect_retrying(address, intent, Retry::DEFAULT, trust)
    }

    /// [`Client::connect`] with its own way of trying again (tests use short pauses).
    pub(crate) fn connect_retrying(
        address: &str,
        intent: Intent,
        retry: Retry,
        trust: &Trust,
    ) -> Result<Client, AddressError> {
        let address = parse_address(address)?;
        // A seat taken back from its token is the seat from the first connection on: the
        // first hello is `rejoin`, and a refusal ends the client.
        let seat = match &intent {
            Intent::Rejoin { room, token } => Some((room.clone(), Some(token.clone()))),
            _ => None,
        };
        // Built once; a configuration that cannot be built is told when connecting.
        let tls = address.tls.then(|| trust.client_config());
        let (out, out_rx) = mpsc::sync_channel(OUT_QUEUE);
        let (events_tx, events) = mpsc::sync_channel(IN_QUEUE);
        let shared = Arc::new(Shared {
            connected: AtomicBool::new(false),
            stop: AtomicBool::new(false),
            drop_now: AtomicBool::new(false),
            wake: Notify::new(),
            seat: Mutex::new(seat),
        });
        let task = run::Task {
            address,
            tls,
            intent,
            retry,
            out: out_rx,
            events: events_tx,
            shared: shared.clone(),
        };
        let thread = std::thread::Builder::new()
            .name("janggi-client".into())
            .spawn(move || task.run())
            .ok();
        let mut client = Client {
            out,
            events,
            shared,
            thread,
            finished: false,
        };
        if client.thread.is_none() {
            client.finished = true;
        }
        Ok(client)
    }

    /// Sends a message to the server (never waits).
    pub(crate) fn send(&self, msg: ClientMsg) -> Result<(), SendError> {
        if self.finished || self.thread.as_ref().is_none_or(JoinHandle::is_finished) {
            return Err(SendError::Closed);
        }
        if !self.shared.connected.load(Ordering::SeqCst) {
            return Err(SendError::Offline);
        }
        match self.out.try_send(msg) {
            Ok(()) => {
                self.shared.wake.notify_one();
                Ok(())
            }
            Err(TrySendError::Full(_)) => Err(SendError::Busy),
            Err(TrySendError::Disconnected(_)) => Err(SendError::Closed),
        }
    }

    /// Everything that happened since the last call, oldest first (never waits).
    pub(crate) fn poll(&mut self) -> Vec<ClientEvent> {
        let mut all = Vec::new();
        loop {
            match self.events.try_recv() {
                Ok(e) => all.push(e),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    if !self.finished {
                        self.finished = true;
                        // The thread ended without saying why (it cannot, short of a bug).
                        if !all
                            .iter()
                            .any(|e| matches!(e, ClientEvent::Status(Status::Closed(_))))
                        {
                            all.push(ClientEvent::Status(Status::Closed(CloseReason::Lost)));
                        }
                    }
                    break;
                }
            }
        }
        all
    }

    /// Whether the client has stopped for good (a `Closed` status was or will be reported).
    #[cfg(test)]
    pub(crate) fn is_closed(&self) -> bool {
        self.finished || self.thread.as_ref().is_none_or(JoinHandle::is_finished)
    }

    /// Stops the client: the connection is closed and the thread ends soon after.
    pub(crate) fn close(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        self.shared.wake.notify_one();
    }

    /// Drops the connection as a network failure would, so the client reconnects (tests).
    #[cfg(test)]
    pub(crate) fn drop_connection(&self) {
        self.shared.drop_now.store(true, Ordering::SeqCst);
        self.shared.wake.notify_one();
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        self.close();
        // The thread notices the stop at once; it is not waited for (a connection attempt
        // under way ends by its own timeout).
        drop(self.thread.take());
    }
}

impl std::fmt::Debug for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Client")
            .field("connected", &self.shared.connected.load(Ordering::SeqCst))
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests;
