//! Room codes and seat tokens from the operating system's random source (never a seeded
//! generator: they are the only thing between a stranger and someone else's seat).

/// Room code alphabet: lowercase letters and digits without the look-alikes `l`, `o`, `0`, `1`.
const CODE_ALPHABET: &[u8; 32] = b"abcdefghijkmnpqrstuvwxyz23456789";

/// 16 symbols of 5 bits: 80 random bits.
pub(crate) const CODE_LEN: usize = 16;

/// A new room code (80 bits). `None` only if the OS random source fails.
pub(crate) fn new_code() -> Option<String> {
    let mut bytes = [0u8; CODE_LEN];
    getrandom::fill(&mut bytes).ok()?;
    Some(
        bytes
            .iter()
            .map(|b| CODE_ALPHABET[usize::from(b & 31)] as char)
            .collect(),
    )
}

/// A new seat token: 128 random bits in hex.
pub(crate) fn new_token() -> Option<String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).ok()?;
    Some(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Whether `s` has the form of a room code; only such strings ever become file names.
pub(crate) fn is_code(s: &str) -> bool {
    s.len() == CODE_LEN && s.bytes().all(|b| CODE_ALPHABET.contains(&b))
}

/// Compares two tokens in time independent of where they first differ.
pub(crate) fn same_token(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_tokens_are_random_and_well_formed() {
        let a = new_code().unwrap();
        let b = new_code().unwrap();
        assert!(is_code(&a) && is_code(&b), "{a} {b}");
        assert_ne!(a, b);
        assert!(!is_code("../../etc/passwd"));
        assert!(!is_code("ABCDEFGHJKMNPQRS"));
        let t = new_token().unwrap();
        assert_eq!(t.len(), 32);
        assert!(same_token(&t, &t.clone()));
        assert!(!same_token(&t, &new_token().unwrap()));
        assert!(!same_token(&t, "short"));
    }
}
