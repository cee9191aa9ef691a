//! Errors from libraries (serde_json, std::io) as a localized sentence with the place, so a
//! learner never reads "EOF while parsing an object at line 1 column 62" alone. Where the
//! library's own words add something the sentence cannot say, they follow in parentheses.

use std::io::ErrorKind;

use super::Message;

/// A JSON reading error: what went wrong, at which line and column.
pub(crate) fn json_error(e: &serde_json::Error) -> Message {
    use serde_json::error::Category;
    let at = |id: &'static str| {
        Message::new(id)
            .arg_num("line", e.line())
            .arg_num("column", e.column())
    };
    match e.classify() {
        Category::Eof => at("detail-json-eof"),
        Category::Syntax => at("detail-json-syntax"),
        // "invalid type: string, expected u32": only the library knows which field and type.
        Category::Data => at("detail-json-data").arg("detail", strip_place(&e.to_string())),
        Category::Io => io_error_kind(e.io_error_kind(), &e.to_string()),
    }
}

/// serde_json appends " at line L column C" to its text; the sentence already has the place.
fn strip_place(text: &str) -> String {
    match text.rfind(" at line ") {
        Some(i) => text[..i].to_string(),
        None => text.to_string(),
    }
}

/// A file-system error: the usual kinds in words; others with the system's text.
pub(crate) fn io_error(e: &std::io::Error) -> Message {
    match io_known(e.kind()) {
        Some(m) => m,
        None => Message::new("detail-io-other").arg("detail", e.to_string()),
    }
}

/// The same from a kind kept apart from its error (`detail`: the system's text).
pub(crate) fn io_error_kind(kind: Option<ErrorKind>, detail: &str) -> Message {
    kind.and_then(io_known)
        .unwrap_or_else(|| Message::new("detail-io-other").arg("detail", detail.to_string()))
}

/// An error kept only as text (an `io::Error`'s `to_string`, "No such file or directory (os
/// error 2)"): the usual kinds in words, from the system's error number; `None` for other text,
/// which the caller shows as it is.
pub(crate) fn os_error_words(text: &str) -> Option<Message> {
    let i = text.rfind("(os error ")?;
    let code = text[i + "(os error ".len()..].strip_suffix(')')?;
    io_known(std::io::Error::from_raw_os_error(code.parse().ok()?).kind())
}

fn io_known(kind: ErrorKind) -> Option<Message> {
    let id = match kind {
        ErrorKind::NotFound => "detail-io-not-found",
        ErrorKind::PermissionDenied => "detail-io-permission",
        ErrorKind::IsADirectory => "detail-io-is-folder",
        ErrorKind::NotADirectory => "detail-io-not-folder",
        ErrorKind::InvalidData => "detail-io-invalid-data",
        ErrorKind::StorageFull => "detail-io-disk-full",
        ErrorKind::ConnectionRefused => "detail-io-refused",
        ErrorKind::TimedOut => "detail-io-timed-out",
        ErrorKind::ConnectionReset | ErrorKind::ConnectionAborted | ErrorKind::BrokenPipe => {
            "detail-io-connection-lost"
        }
        ErrorKind::HostUnreachable | ErrorKind::NetworkUnreachable => "detail-io-unreachable",
        ErrorKind::AddrInUse => "detail-io-address-in-use",
        _ => return None,
    };
    Some(Message::new(id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Localizer;

    #[test]
    fn serde_errors_become_a_sentence_with_the_place() {
        let e = serde_json::from_str::<serde_json::Value>("{\"stars\": {").unwrap_err();
        let mut l10n = Localizer::new();
        l10n.set_lang("zh").unwrap();
        let text = l10n.format(&json_error(&e));
        assert!(text.contains("第 1 行") && !text.contains("EOF"), "{text}");
        let e = serde_json::from_str::<u32>("\"x\"").unwrap_err();
        let m = json_error(&e);
        assert_eq!(m.id, "detail-json-data");
        l10n.set_lang("en").unwrap();
        let text = l10n.format(&m);
        assert!(
            text.ends_with("(invalid type: string \"x\", expected u32)"),
            "{text}"
        );
    }

    #[test]
    fn io_errors_name_the_problem() {
        let e = std::fs::read("/nonexistent/janggi-tutor/x").unwrap_err();
        assert_eq!(io_error(&e).id, "detail-io-not-found");
    }

    /// The common system errors read as words in every language, never as the system's
    /// English ("Connection refused (os error 111)" on a Chinese screen).
    #[test]
    fn common_os_errors_are_words_in_every_language() {
        let kinds = [
            (ErrorKind::NotFound, "detail-io-not-found"),
            (ErrorKind::PermissionDenied, "detail-io-permission"),
            (ErrorKind::ConnectionRefused, "detail-io-refused"),
            (ErrorKind::TimedOut, "detail-io-timed-out"),
            (ErrorKind::StorageFull, "detail-io-disk-full"),
        ];
        let mut l10n = Localizer::new();
        for (kind, id) in kinds {
            let e = std::io::Error::from(kind);
            assert_eq!(io_error(&e).id, id);
            for lang in ["zh", "ko", "en"] {
                l10n.set_lang(lang).unwrap();
                let text = l10n.format(&io_error(&e));
                assert!(
                    !text.is_empty() && !text.contains(id),
                    "{lang} {id}: {text}"
                );
                if lang != "en" {
                    assert!(
                        !text.contains(|c: char| c.is_ascii_alphabetic()),
                        "{lang}: {text}"
                    );
                }
            }
        }
        // The same from the text the system gives (Linux numbers), as records and the
        // network client keep it.
        let words = |text: &str| os_error_words(text).map(|m| m.id);
        if cfg!(target_os = "linux") {
            assert_eq!(
                words("No such file or directory (os error 2)").as_deref(),
                Some("detail-io-not-found")
            );
            assert_eq!(
                words("Connection refused (os error 111)").as_deref(),
                Some("detail-io-refused")
            );
            assert_eq!(
                words("No space left on device (os error 28)").as_deref(),
                Some("detail-io-disk-full")
            );
        }
        assert_eq!(words("stream did not contain valid UTF-8"), None);
        assert_eq!(words("odd (os error x)"), None);
    }
}
