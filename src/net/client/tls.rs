//! `wss://`: the client's TLS (rustls with the ring provider). Certificates are checked against
//! Mozilla's roots built in (`webpki-roots`) and any certificate the user names with `--ca FILE`
//! (a club's self-signed certificate, or its own authority's).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use rustls::pki_types::CertificateDer;
use rustls::pki_types::pem::PemObject;
use rustls::{CertificateError, ClientConfig, RootCertStore};

/// Whom the client trusts beyond the built-in roots.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Trust {
    extra: Vec<CertificateDer<'static>>,
}

/// A `--ca FILE` that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum TrustError {
    /// The file cannot be read (with the system's words).
    Unreadable(PathBuf, String),
    /// The file holds no PEM certificate (`-----BEGIN CERTIFICATE-----`).
    NoCertificate(PathBuf),
    /// A certificate in it is not one rustls can use as a root.
    BadCertificate(PathBuf),
}

/// Why a TLS connection was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum TlsFailure {
    /// The server's certificate comes from nobody trusted (self-signed and not passed with
    /// `--ca`).
    UnknownIssuer,
    /// The certificate is for another name than the address's host.
    WrongName,
    /// The certificate has expired or is not valid yet.
    Expired,
    /// Anything else (a bad certificate, a protocol error), in rustls's words.
    Other(String),
}

impl Trust {
    /// Trusts the certificates of a PEM file as well (one or more).
    pub(crate) fn from_ca_file(path: &Path) -> Result<Trust, TrustError> {
        let bytes = std::fs::read(path)
            .map_err(|e| TrustError::Unreadable(path.to_path_buf(), e.to_string()))?;
        let mut extra = Vec::new();
        for cert in CertificateDer::pem_slice_iter(&bytes) {
            extra.push(cert.map_err(|_| TrustError::BadCertificate(path.to_path_buf()))?);
        }
        if extra.is_empty() {
            return Err(TrustError::NoCertificate(path.to_path_buf()));
        }
        let t = Trust { extra };
        // Checked now, so a bad file is told before any connection.
        let mut roots = RootCertStore::empty();
        for c in &t.extra {
            roots
                .add(c.clone())
                .map_err(|_| TrustError::BadCertificate(path.to_path_buf()))?;
        }
        Ok(t)
    }

    /// The rustls configuration for `wss://` connections.
    pub(crate) fn client_config(&self) -> Result<Arc<ClientConfig>, String> {
        let mut roots = RootCertStore {
            roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
        };
        for c in &self.extra {
            roots.add(c.clone()).map_err(|e| e.to_string())?;
        }
        // ring, not aws-lc-rs: it builds with a C compiler alone (no cmake, no assembler
        // toolchain), quickly on a small machine. rustls 0.23.48 deprecates it for lacking
        // post-quantum key exchange; X25519 and the P-curves remain, which every TLS proxy speaks.
        #[allow(deprecated)]
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let config = ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .map_err(|e| e.to_string())?
            .with_root_certificates(roots)
            .with_no_client_auth();
        Ok(Arc::new(config))
    }
}

/// What a failed TLS handshake means for the user, from rustls's error.
pub(crate) fn failure(e: &rustls::Error) -> TlsFailure {
    match e {
        rustls::Error::InvalidCertificate(c) => match c {
            CertificateError::UnknownIssuer => TlsFailure::UnknownIssuer,
            CertificateError::NotValidForName | CertificateError::NotValidForNameContext { .. } => {
                TlsFailure::WrongName
            }
            CertificateError::Expired
            | CertificateError::ExpiredContext { .. }
            | CertificateError::NotValidYet
            | CertificateError::NotValidYetContext { .. } => TlsFailure::Expired,
            other => TlsFailure::Other(format!("{other:?}")),
        },
        other => TlsFailure::Other(other.to_string()),
    }
}

/// A TLS failure inside tungstenite's error, if it is one.
pub(crate) fn failure_of(e: &tokio_tungstenite::tungstenite::Error) -> Option<TlsFailure> {
    use tokio_tungstenite::tungstenite::error::TlsError;
    match e {
        tokio_tungstenite::tungstenite::Error::Tls(TlsError::Rustls(r)) => Some(failure(r)),
        tokio_tungstenite::tungstenite::Error::Tls(other) => {
            Some(TlsFailure::Other(other.to_string()))
        }
        tokio_tungstenite::tungstenite::Error::Io(io) => match io
            .get_ref()
            .and_then(|inner| inner.downcast_ref::<rustls::Error>())
        {
            Some(r) => Some(failure(r)),
            // The other end closed during the handshake: no TLS there (a plain `ws://`
            // server?), or a proxy that refused.
            None if io.kind() == std::io::ErrorKind::UnexpectedEof => {
                Some(TlsFailure::Other(io.to_string()))
            }
            None => None,
        },
        _ => None,
    }
}
