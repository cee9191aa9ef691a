//! The lobby on the form (home → "Play a friend" → join a room): the open rooms of the server
//! typed, fetched on a thread of their own (`net::client::LobbyFetch`), listed under the form;
//! ←/→ on the room row picks one. Also the words for them and for `wss://` failures, which
//! `janggi-tutor join` prints too. Names from the server are data: made plain text
//! (`net::client::lobby::safe_text`) and passed as Fluent arguments, never as markup.

use crate::i18n::{Message, library_error, rules_text};
use crate::net::client::{LobbyError, LobbyFetch, TlsFailure, Trust, TrustError};
use crate::net::protocol::{ErrorCode, OpenRoom};
use crate::rules::RuleSet;

use super::remote::{address_message, error_message};

/// The open rooms of one server, as far as they are known.
#[derive(Debug)]
pub(crate) struct LobbyView {
    pub(crate) address: String,
    fetch: Option<LobbyFetch>,
    /// `None` while the answer is awaited.
    pub(crate) rooms: Option<Vec<OpenRoom>>,
    pub(crate) error: Option<Message>,
}

impl LobbyView {
    /// Starts asking `address` for its open rooms.
    pub(crate) fn fetch(address: &str) -> LobbyView {
        LobbyView {
            address: address.trim().to_string(),
            fetch: Some(LobbyFetch::start(address, &Trust::default())),
            rooms: None,
            error: None,
        }
    }

    /// Whether the answer is still awaited.
    pub(crate) fn waiting(&self) -> bool {
        self.fetch.is_some()
    }

    /// Takes the answer in once it is there; whether anything changed.
    pub(crate) fn poll(&mut self) -> bool {
        let Some(answer) = self.fetch.as_ref().and_then(LobbyFetch::poll) else {
            return false;
        };
        self.fetch = None;
        match answer {
            Ok(rooms) => self.rooms = Some(rooms),
            Err(e) => {
                self.rooms = Some(Vec::new());
                self.error = Some(lobby_error_message(&e, &self.address));
            }
        }
        true
    }

    /// The lines under the form: a title and one line per room (the picked one marked by the
    /// caller), or why there is none.
    pub(crate) fn lines(&self) -> Vec<Message> {
        if let Some(e) = &self.error {
            return vec![e.clone()];
        }
        match &self.rooms {
            None => vec![Message::new("net-lobby-loading")],
            Some(rooms) if rooms.is_empty() => {
                vec![Message::new("net-lobby-none").arg("address", self.address.clone())]
            }
            Some(rooms) => {
                let mut lines =
                    vec![Message::new("net-lobby-title").arg("address", self.address.clone())];
                lines.extend(rooms.iter().enumerate().map(|(i, r)| numbered(i + 1, r)));
                lines
            }
        }
    }
}

/// "1. CODE  Alice plays Cho · Janggi · no clock · waiting 3 minutes".
pub(crate) fn numbered(number: usize, r: &OpenRoom) -> Message {
    Message::new("net-lobby-line")
        .arg_num("number", number as i64)
        .arg("room", r.room.clone())
        .arg_msg("details", room_details(r))
}

/// A room's host, side, rules, clock and wait in words.
pub(crate) fn room_details(r: &OpenRoom) -> Message {
    let rules = match r.rules.parse::<RuleSet>() {
        Ok(rs) => rules_text::rules_name(rs),
        Err(_) => Message::new("net-lobby-text").arg("text", r.rules.clone()),
    };
    let clock = super::view::clock_name(
        crate::net::room::time_control(r.clock).unwrap_or(crate::play::clock::TimeControl::None),
    );
    let minutes = r.waiting_s / 60;
    let waiting = if minutes == 0 {
        Message::new("net-lobby-waiting-now")
    } else {
        Message::new("net-lobby-waiting-minutes").arg_num("minutes", minutes as i64)
    };
    Message::new("net-lobby-room")
        .arg("host", r.host.clone())
        .arg_msg("side", rules_text::side(r.host_side.into()))
        .arg_msg("rules", rules)
        .arg_msg("clock", clock)
        .arg_msg("waiting", waiting)
}

/// Why the open rooms could not be listed, in words.
pub(crate) fn lobby_error_message(e: &LobbyError, address: &str) -> Message {
    match e {
        LobbyError::Address(a) => address_message(a),
        LobbyError::Unreachable(text) => {
            let error = library_error::os_error_words(text)
                .unwrap_or_else(|| Message::new("detail-io-other").arg("detail", text.clone()));
            Message::new("net-unreachable")
                .arg("address", address.to_string())
                .arg_msg("error", error)
        }
        LobbyError::Tls(f) => tls_message(f, address),
        LobbyError::Refused(ErrorCode::BadMessage) => {
            Message::new("net-lobby-unsupported").arg("address", address.to_string())
        }
        LobbyError::Refused(code) => error_message(*code),
        LobbyError::NoAnswer => {
            Message::new("net-lobby-no-answer").arg("address", address.to_string())
        }
    }
}

/// A refused `wss://` connection in words.
pub(crate) fn tls_message(f: &TlsFailure, address: &str) -> Message {
    let address = address.to_string();
    match f {
        TlsFailure::UnknownIssuer => Message::new("net-tls-unknown-ca").arg("address", address),
        TlsFailure::WrongName => Message::new("net-tls-wrong-name").arg("address", address),
        TlsFailure::Expired => Message::new("net-tls-expired").arg("address", address),
        TlsFailure::Other(detail) => Message::new("net-tls-failed")
            .arg("address", address)
            .arg("detail", detail.clone()),
    }
}

/// A `--ca FILE` that cannot be used, in words.
pub(crate) fn trust_message(e: &TrustError) -> Message {
    match e {
        TrustError::Unreadable(path, text) => {
            let error = library_error::os_error_words(text)
                .unwrap_or_else(|| Message::new("detail-io-other").arg("detail", text.clone()));
            Message::new("net-ca-unreadable")
                .arg("path", path.display().to_string())
                .arg_msg("error", error)
        }
        TrustError::NoCertificate(path) => {
            Message::new("net-ca-no-certificate").arg("path", path.display().to_string())
        }
        TrustError::BadCertificate(path) => {
            Message::new("net-ca-bad-certificate").arg("path", path.display().to_string())
        }
    }
}
