//! A TLS front for tests: terminates TLS on 127.0.0.1 (port 0) with the self-signed
//! certificate of `tests/data/tls/` and passes every connection on to a room server, as the
//! reverse proxy of `docs/PROTOCOL.md` does.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};

/// The test certificate (valid for 127.0.0.1 and localhost).
pub(crate) fn cert_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/tls/cert.pem")
}

/// A running TLS front; dropping it stops it.
pub(crate) struct TlsFront {
    pub(crate) addr: SocketAddr,
    runtime: Option<tokio::runtime::Runtime>,
}

impl Drop for TlsFront {
    fn drop(&mut self) {
        if let Some(rt) = self.runtime.take() {
            rt.shutdown_background();
        }
    }
}

/// Starts a TLS front on 127.0.0.1 for the plain WebSocket server at `backend`.
pub(crate) fn tls_front(backend: SocketAddr) -> TlsFront {
    tls_front_on("127.0.0.1", backend)
}

/// [`tls_front`] listening on another loopback address (127.0.0.2: not the certificate's).
pub(crate) fn tls_front_on(ip: &str, backend: SocketAddr) -> TlsFront {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/tls");
    let certs: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(dir.join("cert.pem"))
        .expect("the test certificate")
        .collect::<Result<_, _>>()
        .expect("the test certificate parses");
    let key = PrivateKeyDer::from_pem_file(dir.join("key.pem")).expect("the test key");
    #[allow(deprecated)] // ring, as the client uses.
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("TLS versions")
        .with_no_client_auth()
        .with_single_cert(certs, key)
        .expect("a usable certificate");
    let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(config));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("a runtime");
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind((ip, 0)))
        .expect("a free port");
    let addr = listener.local_addr().expect("its address");
    runtime.spawn(async move {
        while let Ok((tcp, _)) = listener.accept().await {
            let acceptor = acceptor.clone();
            tokio::spawn(async move {
                // A client that refuses the certificate ends here; that is what tests check.
                let Ok(mut tls) = acceptor.accept(tcp).await else {
                    return;
                };
                let Ok(mut plain) = tokio::net::TcpStream::connect(backend).await else {
                    return;
                };
                let _ = tokio::io::copy_bidirectional(&mut tls, &mut plain).await;
            });
        }
    });
    TlsFront {
        addr,
        runtime: Some(runtime),
    }
}
