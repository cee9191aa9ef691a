//! A blocking client for classes (the command line and the learner's answer queue): one
//! connection on a current-thread runtime, one request and its answer at a time, every wait
//! bounded. Nothing here panics or waits forever.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio::runtime::Runtime;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

use super::msg::{AnswerMsg, ClassRoom, PART_BYTES, Pack, UploadPart};
use super::report::ClassReport;
use crate::net::client::{AddressError, parse_address};
use crate::net::protocol::{ClientMsg, ErrorCode, ServerMsg};

/// Connecting (TCP and handshake) and each answer give up after this long.
const TIMEOUT: Duration = Duration::from_secs(10);
/// The largest message taken from the server (a class's lesson pack).
const MAX_MESSAGE: usize = 8 << 20;
/// After a `rate-limited`, the same message is sent again after this pause, so many times.
const RATE_PAUSE: Duration = Duration::from_millis(1100);
const RATE_TRIES: u32 = 10;

/// Why a class request failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum ClassError {
    /// Not a usable `ws://` address.
    Address(AddressError),
    /// The server could not be reached (or stopped answering); the text says why.
    Unreachable(String),
    /// The server refused: its error code and English message.
    Refused(ErrorCode, String),
}

type Ws = WebSocketStream<TcpStream>;

/// One open connection to a server.
pub(crate) struct Connection {
    rt: Runtime,
    ws: Ws,
}

fn lost(e: impl ToString) -> ClassError {
    ClassError::Unreachable(e.to_string())
}

impl Connection {
    /// Connects to `address` (`ws://HOST:PORT/ws`).
    pub(crate) fn open(address: &str) -> Result<Connection, ClassError> {
        let address = parse_address(address).map_err(ClassError::Address)?;
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(lost)?;
        let ws = rt.block_on(async {
            let attempt = async {
                let tcp = TcpStream::connect(&address.host_port).await.map_err(lost)?;
                let _ = tcp.set_nodelay(true);
                let config = WebSocketConfig::default()
                    .max_message_size(Some(MAX_MESSAGE))
                    .max_frame_size(Some(MAX_MESSAGE));
                tokio_tungstenite::client_async_with_config(address.url.as_str(), tcp, Some(config))
                    .await
                    .map(|(ws, _)| ws)
                    .map_err(lost)
            };
            tokio::time::timeout(TIMEOUT, attempt)
                .await
                .unwrap_or_else(|_| Err(lost("timed out")))
        })?;
        Ok(Connection { rt, ws })
    }

    fn send(&mut self, msg: &ClientMsg) -> Result<(), ClassError> {
        let text = serde_json::to_string(msg).map_err(lost)?;
        self.rt
            .block_on(self.ws.send(Message::text(text)))
            .map_err(lost)
    }

    /// The next message from the server within `wait` (`None`: nothing came).
    pub(crate) fn next(&mut self, wait: Duration) -> Result<Option<ServerMsg>, ClassError> {
        let ws = &mut self.ws;
        self.rt.block_on(async {
            let deadline = tokio::time::Instant::now() + wait;
            loop {
                let frame = match tokio::time::timeout_at(deadline, ws.next()).await {
                    Err(_) => return Ok(None),
                    Ok(None) => return Err(lost("the server closed the connection")),
                    Ok(Some(Err(e))) => return Err(lost(e)),
                    Ok(Some(Ok(f))) => f,
                };
                if let Message::Text(t) = frame {
                    return serde_json::from_str::<ServerMsg>(t.as_str())
                        .map(Some)
                        .map_err(lost);
                }
            }
        })
    }

    /// Sends `msg` and waits for the answer that is not an error; a `rate-limited` sends it
    /// again after a pause.
    fn request(&mut self, msg: &ClientMsg) -> Result<ServerMsg, ClassError> {
        let mut tries = 0;
        loop {
            self.send(msg)?;
            match self.next(TIMEOUT)? {
                None => return Err(lost("no answer from the server")),
                Some(ServerMsg::Error {
                    code: ErrorCode::RateLimited,
                    ..
                }) if tries < RATE_TRIES => {
                    tries += 1;
                    std::thread::sleep(RATE_PAUSE);
                }
                Some(ServerMsg::Error { code, message }) => {
                    return Err(ClassError::Refused(code, message));
                }
                Some(m) => return Ok(m),
            }
        }
    }

    /// Uploads a lesson pack in parts; the class's code and the teacher's token.
    pub(crate) fn upload(&mut self, pack: &Pack) -> Result<(String, String), ClassError> {
        let text = serde_json::to_string(pack).map_err(lost)?;
        let pieces = split(&text, PART_BYTES);
        let parts = u32::try_from(pieces.len()).unwrap_or(u32::MAX);
        for (i, data) in pieces.into_iter().enumerate() {
            let part = u32::try_from(i).unwrap_or(u32::MAX);
            let msg = ClientMsg::ClassUpload(UploadPart {
                part,
                parts,
                data: data.to_string(),
            });
            match self.request(&msg)? {
                ServerMsg::ClassPart { .. } if part + 1 < parts => {}
                ServerMsg::ClassCreated { class, token } => return Ok((class, token)),
                other => return Err(unexpected(&other)),
            }
        }
        Err(lost("the server did not create the class"))
    }

    /// Joins a class under `name`, with the student's token if one was kept: its lesson
    /// pack and the student's token (`None` from a server that gives none).
    pub(crate) fn join(
        &mut self,
        class: &str,
        name: &str,
        token: Option<&str>,
    ) -> Result<(Pack, Option<String>), ClassError> {
        let msg = ClientMsg::ClassJoin {
            class: class.to_string(),
            name: name.to_string(),
            token: token.map(str::to_string),
        };
        match self.request(&msg)? {
            ServerMsg::ClassLessons(l) => Ok((Pack { files: l.files }, l.token)),
            other => Err(unexpected(&other)),
        }
    }

    /// The class's room games (the teacher's token only).
    pub(crate) fn rooms(&mut self, class: &str, token: &str) -> Result<Vec<ClassRoom>, ClassError> {
        let msg = ClientMsg::ClassRooms {
            class: class.to_string(),
            token: token.to_string(),
        };
        self.send(&msg)?;
        self.rooms_answer()
    }

    /// Asks for the class's room games without waiting: the answer comes among the watched
    /// reports ([`Connection::next_event`]).
    pub(crate) fn ask_rooms(&mut self, class: &str, token: &str) -> Result<(), ClassError> {
        self.send(&ClientMsg::ClassRooms {
            class: class.to_string(),
            token: token.to_string(),
        })
    }

    fn rooms_answer(&mut self) -> Result<Vec<ClassRoom>, ClassError> {
        loop {
            match self.next(TIMEOUT)? {
                None => return Err(lost("no answer from the server")),
                Some(ServerMsg::ClassRooms { rooms, .. }) => return Ok(rooms),
                Some(ServerMsg::Error { code, message }) => {
                    return Err(ClassError::Refused(code, message));
                }
                // A watched class's report may come first.
                Some(_) => {}
            }
        }
    }

    /// Sends one answer; returns once the server has it on disk.
    pub(crate) fn answer(&mut self, answer: &AnswerMsg) -> Result<(), ClassError> {
        match self.request(&ClientMsg::ClassAnswer(Box::new(answer.clone())))? {
            ServerMsg::ClassRecorded { id } if id == answer.id => Ok(()),
            other => Err(unexpected(&other)),
        }
    }

    /// The class's report (the teacher's token only).
    pub(crate) fn report(&mut self, class: &str, token: &str) -> Result<ClassReport, ClassError> {
        let msg = ClientMsg::ClassReport {
            class: class.to_string(),
            token: token.to_string(),
        };
        match self.request(&msg)? {
            ServerMsg::ClassReport(r) => Ok(*r),
            other => Err(unexpected(&other)),
        }
    }

    /// Starts watching the class: its report now; [`Connection::next_report`] brings the
    /// next ones.
    pub(crate) fn watch(&mut self, class: &str, token: &str) -> Result<ClassReport, ClassError> {
        let msg = ClientMsg::ClassWatch {
            class: class.to_string(),
            token: token.to_string(),
        };
        match self.request(&msg)? {
            ServerMsg::ClassReport(r) => Ok(*r),
            other => Err(unexpected(&other)),
        }
    }

    /// The next news of a watched class within `wait`: a report, or its room games.
    pub(crate) fn next_event(&mut self, wait: Duration) -> Result<Option<Watched>, ClassError> {
        match self.next(wait)? {
            Some(ServerMsg::ClassReport(r)) => Ok(Some(Watched::Report(*r))),
            Some(ServerMsg::ClassRooms { rooms, .. }) => Ok(Some(Watched::Rooms(rooms))),
            Some(ServerMsg::Error { code, message }) => Err(ClassError::Refused(code, message)),
            _ => Ok(None),
        }
    }
}

/// What a watched class sends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Watched {
    Report(ClassReport),
    Rooms(Vec<ClassRoom>),
}

fn unexpected(msg: &ServerMsg) -> ClassError {
    lost(format!("unexpected answer: {}", msg.to_json()))
}

/// `text` in pieces of at most `max` bytes, cut between characters.
fn split(text: &str, max: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let mut end = max.min(rest.len());
        while !rest.is_char_boundary(end) {
            end -= 1;
        }
        out.push(&rest[..end]);
        rest = &rest[end..];
    }
    if out.is_empty() {
        out.push("");
    }
    out
}
