//! The lobby (`create` with `"open": true`, `list` → `rooms`) through the protocol, and
//! `janggi-tutor join URL` without a code, over `wss://` through a TLS front with the
//! self-signed certificate of `tests/data/tls/` passed with `--ca` (issue 66). Loopback, port 0.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use janggi_tutor::net::{Config, Server};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;

fn start(data: &Path) -> Server {
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), data.to_path_buf());
    config.workers = 1;
    Server::bind(config).expect("the server starts")
}

struct Ws(WebSocketStream<TcpStream>);

impl Ws {
    async fn connect(addr: SocketAddr) -> Ws {
        let tcp = TcpStream::connect(addr).await.unwrap();
        let (ws, _) = tokio_tungstenite::client_async(format!("ws://{addr}/ws"), tcp)
            .await
            .unwrap();
        Ws(ws)
    }

    async fn send(&mut self, v: Value) {
        self.0.send(Message::text(v.to_string())).await.unwrap();
    }

    async fn until(&mut self, kind: &str) -> Value {
        loop {
            let m = tokio::time::timeout(Duration::from_secs(10), self.0.next())
                .await
                .expect("the server answers in time");
            if let Some(Ok(Message::Text(t))) = m {
                let v: Value = serde_json::from_str(&t).unwrap();
                if v["type"] == kind {
                    return v;
                }
            } else if !matches!(m, Some(Ok(_))) {
                panic!("the connection closed waiting for {kind}");
            }
        }
    }

    async fn rooms(&mut self) -> Vec<Value> {
        self.send(json!({"type":"list"})).await;
        self.until("rooms").await["rooms"]
            .as_array()
            .unwrap()
            .clone()
    }

    /// Creates a room; its code.
    async fn create(&mut self, v: Value) -> String {
        self.send(v).await;
        let j = self.until("joined").await;
        self.until("state").await;
        j["room"].as_str().unwrap().to_string()
    }
}

#[tokio::test]
async fn open_rooms_are_listed_until_a_second_player_comes() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path());
    let mut looker = Ws::connect(server.addr()).await;
    assert_eq!(looker.rooms().await, Vec::<Value>::new());

    let mut host = Ws::connect(server.addr()).await;
    let code = host
        .create(json!({"type":"create","rules":"janggi-modern","side":"han",
            "name":"<b>Ana</b>\u{1b}[2J","open":true,
            "clock":{"main_s":600,"periods":3,"period_s":30}}))
        .await;
    // Not open (the default): never listed.
    let mut private = Ws::connect(server.addr()).await;
    private.create(json!({"type":"create","name":"Cy"})).await;
    let rooms = looker.rooms().await;
    assert_eq!(rooms.len(), 1, "{rooms:?}");
    let r = &rooms[0];
    assert_eq!(r["room"], code.as_str());
    assert_eq!(r["rules"], "janggi-modern");
    assert_eq!(r["host_side"], "han");
    // A name is data: control characters dropped by the server, markup kept as text.
    assert_eq!(r["host"], "<b>Ana</b>[2J");
    assert_eq!(r["clock"], json!({"main_s":600,"periods":3,"period_s":30}));
    assert!(r["waiting_s"].as_u64().unwrap() < 60);
    // Unknown fields are ignored; a wrong type is a bad message.
    looker.send(json!({"type":"list","page":2})).await;
    assert_eq!(
        looker.until("rooms").await["rooms"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    looker.send(json!({"type":"create","open":"yes"})).await;
    assert_eq!(looker.until("error").await["code"], "bad-message");
    // The host may ask too without leaving its room.
    assert_eq!(host.rooms().await.len(), 1);

    // A second player: the room leaves the list.
    looker
        .send(json!({"type":"join","room":code,"name":"Bo"}))
        .await;
    assert_eq!(looker.until("joined").await["seat"], "cho");
    assert_eq!(private.rooms().await, Vec::<Value>::new());
}

/// A TLS front on 127.0.0.1 (port 0) for `backend`, with the test certificate; it runs until
/// the runtime returned is dropped.
fn tls_front(backend: SocketAddr) -> (SocketAddr, tokio::runtime::Runtime) {
    let dir = data_dir();
    let certs: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(dir.join("cert.pem"))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let key = PrivateKeyDer::from_pem_file(dir.join("key.pem")).unwrap();
    #[allow(deprecated)] // ring, as the client uses.
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_no_client_auth()
        .with_single_cert(certs, key)
        .unwrap();
    let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(config));
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    let listener = rt
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .unwrap();
    let addr = listener.local_addr().unwrap();
    rt.spawn(async move {
        while let Ok((tcp, _)) = listener.accept().await {
            let acceptor = acceptor.clone();
            tokio::spawn(async move {
                let Ok(mut tls) = acceptor.accept(tcp).await else {
                    return;
                };
                let Ok(mut plain) = TcpStream::connect(backend).await else {
                    return;
                };
                let _ = tokio::io::copy_bidirectional(&mut tls, &mut plain).await;
            });
        }
    });
    (addr, rt)
}

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/tls")
}

/// The binary with no terminal (stdin empty, stdout and stderr read): exit code, out, err.
fn bin(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_janggi-tutor"))
        .args(["--progress", "/nonexistent/janggi-tutor/progress.json"])
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn join_without_a_code_lists_the_open_rooms_over_wss_with_the_ca_given() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path());
    let (front, rt) = tls_front(server.addr());
    let code = rt.block_on(async {
        let mut host = Ws::connect(server.addr()).await;
        let code = host
            .create(json!({"type":"create","name":"<i>Ana</i>","side":"cho","open":true}))
            .await;
        // Kept connected (so the room waits) for the rest of the test.
        std::mem::forget(host);
        code
    });
    let url = format!("wss://127.0.0.1:{}/ws", front.port());
    let ca = data_dir().join("cert.pem");
    let ca = ca.to_str().unwrap();
    for (lang, title, untrusted) in [
        ("en", "Open rooms on", "signed by nobody this client trusts"),
        ("zh", "上的公开房间", "不是由本客户端信任的机构签发的"),
        (
            "ko",
            "의 공개 방",
            "이 클라이언트가 믿는 기관이 서명한 것이 아닙니다",
        ),
    ] {
        let (status, out, err) = bin(&["--lang", lang, "join", &url, "--ca", ca]);
        assert_eq!(status, 0, "{lang}\n{out}\n{err}");
        assert!(out.contains(title), "{lang}\n{out}");
        let line = out
            .lines()
            .find(|l| l.starts_with("1. "))
            .unwrap_or_else(|| panic!("{lang}\n{out}"));
        assert!(
            line.contains(&code) && line.contains("<i>Ana</i>"),
            "{line}"
        );
        assert!(
            out.contains(&format!("janggi-tutor join {url} ")),
            "{lang}\n{out}"
        );
        assert!(!out.contains('\u{1b}'), "{lang}\n{out}");

        // Without --ca the self-signed certificate is refused, in the user's language.
        let (status, out, err) = bin(&["--lang", lang, "join", &url]);
        assert_eq!(status, 1, "{lang}\n{out}\n{err}");
        assert!(err.contains(untrusted), "{lang}\n{err}");
        assert!(err.contains("--ca"), "{lang}\n{err}");
        assert_eq!(err.lines().count(), 1, "{lang}\n{err}");
        // The same with a room code: the certificate is checked before the screen opens.
        let (status, _, err) = bin(&["--lang", lang, "join", &url, &code]);
        assert_eq!(status, 1, "{lang}\n{err}");
        assert!(err.contains(untrusted), "{lang}\n{err}");

        // A --ca file that is no certificate: a usage error naming it.
        let key = data_dir().join("key.pem");
        let (status, _, err) = bin(&["--lang", lang, "join", &url, "--ca", key.to_str().unwrap()]);
        assert_eq!(status, 2, "{lang}\n{err}");
        assert!(err.contains("key.pem"), "{lang}\n{err}");
    }
    // With the certificate and a code, the connection is made and only the missing terminal
    // stops the screen.
    let (status, _, err) = bin(&["--lang", "en", "join", &url, &code, "--ca", ca]);
    assert_eq!(status, 1, "{err}");
    assert!(!err.contains("certificate"), "{err}");
    drop(rt);
}

#[test]
fn join_without_a_code_says_when_no_room_is_open() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path());
    let url = format!("ws://{}/ws", server.addr());
    let (status, out, err) = bin(&["--lang", "en", "join", &url]);
    assert_eq!(status, 0, "{out}\n{err}");
    assert!(out.contains("No open room is waiting"), "{out}");
    assert!(
        out.contains(&format!("janggi-tutor join {url} --new")),
        "{out}"
    );
}
