//! "Did you mean ...?": the closest known id to a misspelt one (a rule set, a misconception
//! tag), and the message that offers it.

use crate::i18n::Message;

/// The id among `known` closest to a misspelt `name` (a rule set, a tag), if one is close.
pub(crate) fn closest<'a>(name: &str, known: impl IntoIterator<Item = &'a str>) -> Option<String> {
    let name = name.trim().to_ascii_lowercase();
    known
        .into_iter()
        .map(|id| (strsim::jaro_winkler(&name, id), id))
        .filter(|(score, _)| *score >= 0.8)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, id)| id.to_string())
}

/// `message`, followed by "Did you mean ...?" when there is a `near` id.
pub(crate) fn did_you_mean(message: Message, near: Option<&str>) -> Message {
    match near {
        Some(near) => Message::new("lint-did-you-mean")
            .arg_msg("detail", message)
            .arg("near", near),
        None => message,
    }
}
