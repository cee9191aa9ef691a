//! Misconception tags (the `misconception:` of a lesson's feedback) as words a learner reads.
//!
//! A tag is a stable id chosen by the lesson author (`only-own-pieces-block`); its wording is
//! the Fluent message `misconception-<tag>` (`i18n/<lang>/misconception.ftl`). A tag without a
//! message is shown by a general wording that keeps the tag, unless a lesson declares its
//! words (`lesson::misconception`, `misconception-declared`).

use std::collections::HashSet;
use std::sync::LazyLock;

use super::{FALLBACK_LANG, Message};

/// The tags the embedded English `misconception.ftl` words (every language has the same ids:
/// `src/tests/i18n_catalog.rs` checks).
static KNOWN: LazyLock<HashSet<String>> = LazyLock::new(|| {
    super::embedded_sources()
        .into_iter()
        .filter(|s| s.lang == FALLBACK_LANG && s.path.ends_with("misconception.ftl"))
        .flat_map(|s| {
            s.text
                .lines()
                .filter_map(|l| l.strip_prefix("misconception-"))
                .filter_map(|l| l.split_once('=').map(|(tag, _)| tag.trim().to_string()))
                .collect::<Vec<_>>()
        })
        .collect()
});

/// The message for a misconception tag: `misconception-<tag>` when the program words that
/// tag, else the general `misconception-unknown` with the tag as `$tag`.
pub fn misconception_message(tag: &str) -> Message {
    if is_builtin(tag) {
        Message::new(format!("misconception-{tag}"))
    } else {
        Message::new("misconception-unknown").arg("tag", tag.to_string())
    }
}

/// Ids of `misconception.ftl` that word no tag.
const NOT_TAGS: [&str; 2] = ["unknown", "declared"];

/// Whether the program words `tag` itself.
pub(crate) fn is_builtin(tag: &str) -> bool {
    !NOT_TAGS.contains(&tag) && KNOWN.contains(tag)
}

/// The tags the program words itself, sorted.
pub(crate) fn builtin_tags() -> Vec<&'static str> {
    let mut tags: Vec<&'static str> = KNOWN
        .iter()
        .map(String::as_str)
        .filter(|t| !NOT_TAGS.contains(t))
        .collect();
    tags.sort_unstable();
    tags
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_tags_have_words_and_unknown_ones_keep_the_tag() {
        let mut l10n = crate::i18n::Localizer::new();
        l10n.set_lang("zh").unwrap();
        let known = misconception_message("only-own-pieces-block");
        assert_eq!(known.id, "misconception-only-own-pieces-block");
        assert!(!l10n.format(&known).contains("only"));
        let unknown = misconception_message("made-up-tag");
        assert_eq!(l10n.format(&unknown), "常见错误（made-up-tag）");
    }
}
