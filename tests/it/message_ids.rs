//! Every message id written literally in `src/` (`Message::new("…")`, `tr("…")`) exists in
//! the English translations, so a typo in an id cannot reach a learner as a bare id.
//! (`src/tests/i18n_catalog.rs` then checks every English id exists in every language.)

use std::collections::BTreeSet;
use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).expect("src is readable") {
        let path = entry.expect("entry").path();
        // The crate's own tests (`src/tests/`) use made-up ids too.
        if path.ends_with("src/tests") {
            continue;
        }
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("source is text");
            // Unit tests (at the end of a file) use made-up ids.
            let code = text.split("#[cfg(test)]").next().unwrap_or("");
            out.push(code.to_string());
        }
    }
}

/// Ids in `Message::new("id"` and `tr("id"` (only plain literals; ids built with
/// `format!` are checked by the tests of their families).
fn literal_ids(source: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for opener in ["Message::new(\"", ".tr(\""] {
        let mut rest = source;
        while let Some(at) = rest.find(opener) {
            rest = &rest[at + opener.len()..];
            let id: String = rest
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
                .collect();
            if rest[id.len()..].starts_with('"') && !id.is_empty() {
                ids.push(id);
            }
        }
    }
    ids
}

fn english_ids() -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for entry in std::fs::read_dir("i18n/en").expect("i18n/en") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "ftl") {
            let text = std::fs::read_to_string(&path).expect("ftl is text");
            for line in text.lines() {
                if let Some((id, _)) = line.split_once(" =")
                    && !id.is_empty()
                    && id
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                {
                    ids.insert(id.to_string());
                }
            }
        }
    }
    ids
}

#[test]
fn every_literal_message_id_in_src_is_translated() {
    let mut sources = Vec::new();
    rust_files(Path::new("src"), &mut sources);
    let known = english_ids();
    let mut used = BTreeSet::new();
    for s in &sources {
        used.extend(literal_ids(s));
    }
    assert!(
        used.len() > 100,
        "found only {} ids: the scan is broken",
        used.len()
    );
    let missing: Vec<&String> = used.iter().filter(|id| !known.contains(*id)).collect();
    assert!(
        missing.is_empty(),
        "ids used in src/ but not in i18n/en: {missing:?}"
    );
}
