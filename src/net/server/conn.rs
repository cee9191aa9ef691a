//! A connection's life: accepted (or turned away at a cap), the page or the WebSocket, its
//! reading loop with pings, the rate cap and the idle deadline, and how it ended, for the log.

use super::*;

pub(super) async fn accept_loop(shared: Arc<Shared>, listener: TcpListener) {
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
pub(super) fn check_path(req: &Request, resp: Response) -> Result<Response, ErrorResponse> {
    if req.uri().path() == "/ws" {
        Ok(resp)
    } else {
        let mut r = ErrorResponse::new(Some("not found".to_string()));
        *r.status_mut() = tokio_tungstenite::tungstenite::http::StatusCode::NOT_FOUND;
        Err(r)
    }
}

/// The connection's place: which room, which seat (`None`: spectator).
pub(super) struct Conn {
    pub(super) id: u64,
    pub(super) peer: SocketAddr,
    pub(super) out: Outbox,
    pub(super) at: Option<(Arc<RoomCell>, Option<Color>)>,
    pub(super) tokens: f64,
    pub(super) refill: Instant,
    pub(super) strikes: u32,
    pub(super) class: ClassConn,
    /// Rooms refused to it (only the first is logged; the count goes in its closing line).
    pub(super) refused: u32,
    /// The language the connection named (`teach::connection_lang`).
    pub(super) lang: &'static str,
}

/// Why a connection was refused at once.
#[derive(Clone, Copy)]
pub(super) enum Turned {
    Full,
    PerIp,
}

pub(super) async fn connection(shared: Arc<Shared>, stream: TcpStream, peer: SocketAddr) {
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
pub(super) enum Closed {
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

pub(super) async fn serve_connection(
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
