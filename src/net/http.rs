//! The browser page, served on the room server's own port: every request but `/ws` is plain
//! HTTP/1.1 answered here (one request per connection, then closed), so one address serves both
//! the page and its WebSocket.
//!
//! - `GET /` and `GET /r/CODE`: the single-page client (`web/index.html`); the page reads the
//!   code from its own address;
//! - `GET /assets/NAME`: its script, style sheet and icon, embedded from `src/net/web/`;
//! - `GET /i18n/LANG.json`: the page's words in `zh`, `ko` or `en`, rendered from the same
//!   Fluent files as the terminal program (every `web-*` message, plus the sides' names).
//!
//! Every answer carries a strict Content-Security-Policy: the page runs only its own script,
//! loads nothing from elsewhere, and talks only to this server.

use std::time::Duration;

use include_dir::{Dir, include_dir};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use super::ids;
use super::teach::with_lang;
use crate::i18n::{Message, REQUIRED_LANGUAGES, embedded_sources};

/// The page's files (plain HTML, JavaScript and CSS: no build step, no Node).
static WEB: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/src/net/web");

/// Sent with every answer.
pub(crate) const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
    img-src 'self' data:; connect-src 'self' ws: wss:; object-src 'none'; base-uri 'none'; \
    form-action 'none'; frame-ancestors 'none'";

/// A request's head must arrive within this time.
const HEAD_TIMEOUT: Duration = Duration::from_secs(10);
/// Largest request head read.
const MAX_HEAD: usize = 8 * 1024;

/// What a connection's first bytes ask for.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Wants {
    /// A page, asset or string table: [`serve`].
    Page,
    /// `GET /ws` (or not HTTP at all): the WebSocket handshake, which reads the request itself.
    WebSocket,
    /// Nothing arrived within the head's time, or the peer closed: drop it.
    Nothing,
}

/// Which path the connection's first request is for. Peeks only, so the WebSocket handshake
/// still reads the request itself. A peer silent for `idle` (the server's idle timeout, when
/// shorter than the head's time) is dropped, as a WebSocket that never shakes hands is.
pub(crate) async fn first_request(stream: &TcpStream, idle: Duration) -> Wants {
    const WS: &[u8] = b"GET /ws";
    let deadline = tokio::time::Instant::now() + HEAD_TIMEOUT.min(idle);
    let mut buf = [0u8; 8];
    loop {
        let n = match tokio::time::timeout_at(deadline, stream.peek(&mut buf)).await {
            Ok(Ok(n)) if n > 0 => n,
            _ => return Wants::Nothing,
        };
        let seen = &buf[..n];
        let common = seen.len().min(WS.len());
        if seen[..common] != WS[..common] {
            // Not `GET /ws`: a page request when it looks like HTTP at all.
            return if seen[0].is_ascii_uppercase() {
                Wants::Page
            } else {
                Wants::WebSocket
            };
        }
        if n > WS.len() {
            // `GET /ws` and then a space or a query: the WebSocket; `GET /wsx`: the page's 404.
            return if matches!(seen[WS.len()], b' ' | b'?') {
                Wants::WebSocket
            } else {
                Wants::Page
            };
        }
        // A partial first packet: wait for more.
        if tokio::time::Instant::now() >= deadline {
            return Wants::Nothing;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// One answer.
struct Reply {
    status: &'static str,
    content_type: &'static str,
    body: Vec<u8>,
}

impl Reply {
    fn text(status: &'static str, body: &str) -> Reply {
        Reply {
            status,
            content_type: "text/plain; charset=utf-8",
            body: body.as_bytes().to_vec(),
        }
    }
}

/// Reads one request and answers it; never more than `cap` bytes of head. `full`: the server
/// is at its connection cap, and says so (503) instead.
pub(crate) async fn serve(mut stream: TcpStream, cap: usize, full: bool) {
    let mut head = Vec::with_capacity(1024);
    let limit = MAX_HEAD.min(cap.max(1024));
    let read = async {
        let mut chunk = [0u8; 1024];
        while !head.windows(4).any(|w| w == b"\r\n\r\n") {
            if head.len() >= limit {
                return false;
            }
            match stream.read(&mut chunk).await {
                Ok(0) | Err(_) => return false,
                Ok(n) => head.extend_from_slice(&chunk[..n]),
            }
        }
        true
    };
    let complete = matches!(tokio::time::timeout(HEAD_TIMEOUT, read).await, Ok(true));
    let (reply, head_only) = if complete {
        let line = head.split(|b| *b == b'\r').next().unwrap_or_default();
        let line = String::from_utf8_lossy(line);
        let mut parts = line.split(' ');
        let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
        match method {
            _ if full => (
                Reply::text("503 Service Unavailable", "too many connections\n"),
                false,
            ),
            "GET" => (route(target), false),
            "HEAD" => (route(target), true),
            _ => (Reply::text("405 Method Not Allowed", "GET only\n"), false),
        }
    } else if head.len() >= limit {
        (
            Reply::text("431 Request Header Fields Too Large", "too large\n"),
            false,
        )
    } else {
        return;
    };
    let header = format!(
        "HTTP/1.1 {}\r\nContent-Type: {}\r\nContent-Length: {}\r\n\
         Content-Security-Policy: {CSP}\r\nX-Content-Type-Options: nosniff\r\n\
         Referrer-Policy: no-referrer\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
        reply.status,
        reply.content_type,
        reply.body.len()
    );
    let write = async {
        stream.write_all(header.as_bytes()).await?;
        if !head_only {
            stream.write_all(&reply.body).await?;
        }
        stream.shutdown().await
    };
    let _ = tokio::time::timeout(HEAD_TIMEOUT, write).await;
}

/// The answer to a `GET` of `target` (the query string ignored).
fn route(target: &str) -> Reply {
    let path = target.split(['?', '#']).next().unwrap_or("");
    if path == "/" || path.strip_prefix("/r/").is_some_and(ids::is_code) {
        return asset("index.html").unwrap_or_else(not_found);
    }
    if let Some(name) = path.strip_prefix("/assets/") {
        return asset(name).unwrap_or_else(not_found);
    }
    if let Some(lang) = path
        .strip_prefix("/i18n/")
        .and_then(|p| p.strip_suffix(".json"))
        && let Some(lang) = REQUIRED_LANGUAGES.into_iter().find(|l| *l == lang)
    {
        return Reply {
            status: "200 OK",
            content_type: "application/json; charset=utf-8",
            body: strings_json(lang).into_bytes(),
        };
    }
    not_found()
}

fn not_found() -> Reply {
    Reply::text("404 Not Found", "not found\n")
}

/// An embedded file by its plain name (no folders, so no path can climb out).
fn asset(name: &str) -> Option<Reply> {
    if name.is_empty()
        || !name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b))
    {
        return None;
    }
    let file = WEB.get_file(name)?;
    let content_type = match name.rsplit('.').next().unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        _ => "application/octet-stream",
    };
    Some(Reply {
        status: "200 OK",
        content_type,
        body: file.contents().to_vec(),
    })
}

/// Messages the page shows besides its own `web-*` ones (and the `net-error-*` texts it shares
/// with the terminal client).
const SHARED_IDS: &[&str] = &[
    "side-cho",
    "side-han",
    "i18n-language-name",
    "rules-basic",
    "rules-janggi",
    "rules-janggi-traditional",
    "rules-janggi-modern",
    "rules-janggi-casual",
];

/// Every English message whose id starts with one of these goes to the page (`net-not-saved*`:
/// the server cannot save the room, said as the terminal's room screen says it).
const PREFIXES: &[&str] = &["web-", "net-error-", "net-not-saved"];

/// Placeholders the page fills in itself: a message's `{ $name }` comes out as `{name}`.
const PLACEHOLDERS: &[&str] = &[
    "name", "code", "side", "seconds", "count", "reason", "move", "error", "why", "detail",
];

/// The page's words in `lang`: `{"lang":…,"languages":[…],"messages":{id: text}}`, every
/// message of the English files (the reference) under [`PREFIXES`] plus [`SHARED_IDS`], each in
/// `lang` (English where missing).
pub(crate) fn strings_json(lang: &str) -> String {
    let mut ids: Vec<String> = SHARED_IDS.iter().map(|s| (*s).to_string()).collect();
    for src in embedded_sources().iter().filter(|s| s.lang == "en") {
        for line in src.text.lines() {
            if let Some((id, _)) = line.split_once(" =")
                && PREFIXES.iter().any(|p| id.starts_with(p))
                && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
            {
                ids.push(id.to_string());
            }
        }
    }
    ids.sort();
    ids.dedup();
    let messages: serde_json::Map<String, serde_json::Value> = with_lang(lang, |l| {
        ids.into_iter()
            .map(|id| {
                let mut m = Message::new(id.clone());
                for p in PLACEHOLDERS {
                    m = m.arg(*p, format!("{{{p}}}"));
                }
                (id, serde_json::Value::String(l.format(&m)))
            })
            .collect()
    });
    serde_json::json!({ "lang": lang, "languages": REQUIRED_LANGUAGES, "messages": messages })
        .to_string()
}
