//! The lobby: one short connection that asks a room server for its open rooms (`list`) and
//! closes. `join URL` without a code and home → "Play a friend" show what it brings.

use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio_tungstenite::tungstenite::Message;

use super::run::{OpenError, open};
use super::tls::TlsFailure;
use super::{AddressError, Trust, parse_address};
use crate::net::protocol::{ClientMsg, ErrorCode, OpenRoom, ServerMsg};

/// How long the whole exchange may take once connected.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(5);
/// Rooms kept from an answer (the server sends at most 50).
const MAX_ROOMS: usize = 50;
/// Longest host name kept, in characters (the server keeps 40).
const MAX_NAME_CHARS: usize = 40;

/// Why the open rooms could not be listed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum LobbyError {
    Address(AddressError),
    /// The server could not be reached (the system's words).
    Unreachable(String),
    Tls(TlsFailure),
    /// The server answered `list` with an error (`bad-message`: a server without a lobby).
    Refused(ErrorCode),
    /// No answer in time, or the connection closed before it.
    NoAnswer,
}

/// Connects to `address` (TLS and the WebSocket handshake included) and closes again: a
/// server that cannot be reached or whose certificate is not trusted is told before a screen
/// opens.
pub(crate) fn probe(address: &str, trust: &Trust) -> Result<(), LobbyError> {
    connected(address, trust, |mut ws| async move {
        let _ = tokio::time::timeout(Duration::from_millis(200), ws.close(None)).await;
        Ok(())
    })
}

/// Runs `then` on a fresh connection to `address`, on a runtime of its own.
fn connected<T, F>(
    address: &str,
    trust: &Trust,
    then: impl FnOnce(super::run::Ws) -> F,
) -> Result<T, LobbyError>
where
    F: std::future::Future<Output = Result<T, LobbyError>>,
{
    let address = parse_address(address).map_err(LobbyError::Address)?;
    let tls = address.tls.then(|| trust.client_config());
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| LobbyError::Unreachable(e.to_string()))?;
    rt.block_on(async {
        let ws = open(&address, tls.as_ref()).await.map_err(|e| match e {
            OpenError::Net(e) => LobbyError::Unreachable(e),
            OpenError::Tls(f) => LobbyError::Tls(f),
        })?;
        then(ws).await
    })
}

/// Asks the server at `address` for its open rooms; waits at most about 10 s.
pub(crate) fn list_open_rooms(address: &str, trust: &Trust) -> Result<Vec<OpenRoom>, LobbyError> {
    connected(address, trust, |mut ws| async move {
        let ask = serde_json::to_string(&ClientMsg::List).expect("plain data");
        let exchange = async {
            ws.send(Message::text(ask))
                .await
                .map_err(|_| LobbyError::NoAnswer)?;
            while let Some(frame) = ws.next().await {
                let Ok(Message::Text(t)) = frame else {
                    if frame.is_err() {
                        break;
                    }
                    continue;
                };
                match serde_json::from_str::<ServerMsg>(t.as_str()) {
                    Ok(ServerMsg::Rooms { rooms }) => return Ok(clean(rooms)),
                    Ok(ServerMsg::Error { code, .. }) => return Err(LobbyError::Refused(code)),
                    _ => {}
                }
            }
            Err(LobbyError::NoAnswer)
        };
        let r = tokio::time::timeout(ANSWER_TIMEOUT, exchange)
            .await
            .unwrap_or(Err(LobbyError::NoAnswer));
        let _ = tokio::time::timeout(Duration::from_millis(200), ws.close(None)).await;
        r
    })
}

/// What a server sent, made safe to show: names without control or direction-changing
/// characters, cut to size; codes that are no room codes left out.
fn clean(rooms: Vec<OpenRoom>) -> Vec<OpenRoom> {
    rooms
        .into_iter()
        .filter(|r| crate::net::ids::is_code(&r.room))
        .take(MAX_ROOMS)
        .map(|mut r| {
            r.host = safe_text(&r.host);
            r.rules = safe_text(&r.rules);
            r
        })
        .collect()
}

/// Text from the network as plain text for a terminal: no control characters (escape
/// sequences), no bidirectional overrides or isolates, at most 40 characters.
pub(crate) fn safe_text(s: &str) -> String {
    s.chars()
        .filter(|c| {
            !c.is_control()
                && !matches!(*c as u32, 0x200E | 0x200F | 0x202A..=0x202E | 0x2066..=0x2069)
        })
        .take(MAX_NAME_CHARS)
        .collect::<String>()
        .trim()
        .to_string()
}

/// [`list_open_rooms`] on a thread of its own, for a screen that must not wait.
#[derive(Debug)]
pub(crate) struct LobbyFetch {
    rx: Receiver<Result<Vec<OpenRoom>, LobbyError>>,
}

impl LobbyFetch {
    pub(crate) fn start(address: &str, trust: &Trust) -> LobbyFetch {
        let (tx, rx) = mpsc::sync_channel(1);
        let (address, trust) = (address.to_string(), trust.clone());
        let spawned = std::thread::Builder::new()
            .name("janggi-lobby".into())
            .spawn(move || {
                let _ = tx.send(list_open_rooms(&address, &trust));
            });
        if let Err(e) = spawned {
            let (tx, rx2) = mpsc::sync_channel(1);
            let _ = tx.send(Err(LobbyError::Unreachable(e.to_string())));
            return LobbyFetch { rx: rx2 };
        }
        LobbyFetch { rx }
    }

    /// The answer once it is there (never waits).
    pub(crate) fn poll(&self) -> Option<Result<Vec<OpenRoom>, LobbyError>> {
        match self.rx.try_recv() {
            Ok(r) => Some(r),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Err(LobbyError::NoAnswer)),
        }
    }
}
