//! Internationalisation: Fluent bundles for every language folder under `i18n/`, and locale
//! detection.
//!
//! - [`Message`] / [`Arg`]: what other layers produce (an id plus arguments, no words).
//! - [`Localizer`]: turns messages into text in the current language, falling back to
//!   English and then to the id.
//! - [`resolve_language`]: picks the language from `--lang`, the saved setting and the
//!   POSIX environment.
//!
//! # Files
//!
//! Every `i18n/<lang>/**/*.ftl` file is embedded at compile time and loaded into the bundle of
//! `<lang>`; the folder name is a BCP 47 tag (`en`, `zh`, `ko`, `pt-BR`, `zh-Hant`, ...). To add
//! a language, add a folder with the same `.ftl` files translated: no Rust change is needed.
//! `build.rs` makes Cargo rebuild when files are added, removed or edited.
//!
//! # Fluent conventions
//!
//! - Bidi isolation is off (`set_use_isolating(false)`): output has no U+2068/U+2069.
//! - `NUMBER()` is available; numeric arguments drive plural selectors
//!   (`{ $count -> [one] ... *[other] ... }`) with each language's CLDR rules.
//! - `JOSA($x, "이")` appends the Korean particle form that fits `$x` (see `josa.rs`).
//! - Every language folder defines `i18n-language-name`, its own name.

mod josa;
pub(crate) mod library_error;
mod locale;
mod localizer;
mod message;
mod misconception;
pub(crate) mod rules_text;

use std::borrow::Cow;
use std::str::FromStr;

use include_dir::{Dir, include_dir};
use unic_langid::LanguageIdentifier;

pub(crate) use josa::attach as josa_attach;
#[cfg(test)]
pub(crate) use locale::LangSource;
pub(crate) use locale::{ENV_VARS, FALLBACK_LANG, resolve_language, resolve_language_among};
pub use localizer::{LoadError, Localizer};
pub use message::{Arg, Message};
pub use misconception::misconception_message;
pub(crate) use misconception::{builtin_tags, is_builtin};

static I18N: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/i18n");

/// One Fluent source file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FtlSource {
    /// Language folder name, e.g. `"zh"`.
    pub(crate) lang: String,
    /// Path inside `i18n/`, e.g. `"zh/engine.ftl"` (for error messages).
    pub(crate) path: String,
    /// The FTL text.
    pub(crate) text: Cow<'static, str>,
}

impl FtlSource {
    /// A source from owned or static text (handy in tests).
    pub(crate) fn new(
        lang: impl Into<String>,
        path: impl Into<String>,
        text: impl Into<Cow<'static, str>>,
    ) -> Self {
        Self {
            lang: lang.into(),
            path: path.into(),
            text: text.into(),
        }
    }
}

/// Languages every learner text (lessons, FAQ) must have.
pub(crate) const REQUIRED_LANGUAGES: [&str; 3] = ["zh", "ko", "en"];

/// Languages embedded in the binary: every folder of `i18n/` whose name is a valid language
/// identifier, sorted.
pub(crate) fn available_languages() -> Vec<&'static str> {
    let mut langs: Vec<&'static str> = I18N
        .dirs()
        .filter_map(|d| d.path().to_str())
        .filter(|name| LanguageIdentifier::from_str(name).is_ok())
        .collect();
    langs.sort_unstable();
    langs
}

/// Every embedded `.ftl` file (valid UTF-8 only), sorted by path.
pub(crate) fn embedded_sources() -> Vec<FtlSource> {
    collect_embedded().0
}

/// The embedded sources plus problems that prevent loading a file at all.
fn collect_embedded() -> (Vec<FtlSource>, Vec<LoadError>) {
    let mut sources = Vec::new();
    let mut errors = Vec::new();
    for dir in I18N.dirs() {
        let Some(lang) = dir.path().to_str() else {
            continue;
        };
        let mut stack = vec![dir];
        while let Some(d) = stack.pop() {
            stack.extend(d.dirs());
            for file in d.files() {
                let path = file.path().to_string_lossy().into_owned();
                if file.path().extension().and_then(|e| e.to_str()) != Some("ftl") {
                    continue;
                }
                match file.contents_utf8() {
                    Some(text) => sources.push(FtlSource::new(lang, path, text)),
                    None => errors.push(LoadError {
                        lang: lang.to_owned(),
                        file: path,
                        line: None,
                        detail: "not valid UTF-8".to_owned(),
                    }),
                }
            }
        }
    }
    sources.sort_by(|a, b| a.path.cmp(&b.path));
    (sources, errors)
}
