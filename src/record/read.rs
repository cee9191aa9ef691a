//! Bytes to text: a size-capped read of a regular file, and UTF-8 / EUC-KR detection.

use std::path::Path;

use super::error::{RecordError, RecordErrorKind};

/// Records are small; anything larger is not one.
pub const MAX_RECORD_BYTES: u64 = 4 * 1024 * 1024;

/// Reads a regular file of at most [`MAX_RECORD_BYTES`] (a FIFO or a device never hangs).
/// Kept to one function so a shared safe-read helper can replace it.
pub fn read_file(path: &Path) -> Result<Vec<u8>, RecordError> {
    use std::io::Read;
    let io = |e: std::io::Error| {
        RecordError::new(
            0,
            RecordErrorKind::Io {
                detail: e.to_string(),
            },
        )
    };
    let meta = std::fs::metadata(path).map_err(io)?;
    if !meta.is_file() {
        return Err(RecordError::new(0, RecordErrorKind::NotAFile));
    }
    let too_large = RecordError::new(
        0,
        RecordErrorKind::TooLarge {
            limit: MAX_RECORD_BYTES,
        },
    );
    if meta.len() > MAX_RECORD_BYTES {
        return Err(too_large);
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .map_err(io)?
        .take(MAX_RECORD_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > MAX_RECORD_BYTES {
        return Err(too_large);
    }
    Ok(bytes)
}

/// Decodes a record: UTF-8 (a BOM is dropped), else EUC-KR (Windows code page 949, as Korean
/// record programs write). Stray `0xFF` bytes, which some `.gib` writers leave, are dropped.
pub fn read_text(bytes: &[u8]) -> Result<String, RecordError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if let Ok(text) = std::str::from_utf8(bytes) {
        return Ok(text.replace('\u{1A}', ""));
    }
    let cleaned: Vec<u8> = bytes.iter().copied().filter(|&b| b != 0xFF).collect();
    encoding_rs::EUC_KR
        .decode_without_bom_handling_and_without_replacement(&cleaned)
        .map(|t| t.replace('\u{1A}', ""))
        .ok_or(RecordError::new(0, RecordErrorKind::Encoding))
}
