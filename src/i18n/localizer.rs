//! [`Localizer`]: one Fluent bundle per language, a current language and English fallback.

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use fluent::concurrent::FluentBundle;
use fluent::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;
use unicode_normalization::UnicodeNormalization;

use super::locale::{FALLBACK_LANG, match_language, unknown_language_warning};
use super::{Arg, FtlSource, Message, josa};

/// Message id every language folder should define with its own name ("English", "中文", ...).
pub(crate) const LANGUAGE_NAME_ID: &str = "i18n-language-name";

/// A problem found while loading the embedded `.ftl` files. Loading never panics: broken
/// entries are skipped (Fluent recovers at the next entry) and reported here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    /// Language folder, e.g. `"ko"`.
    pub(crate) lang: String,
    /// Path inside `i18n/`, e.g. `"ko/engine.ftl"`.
    pub(crate) file: String,
    /// 1-based line, when known.
    pub(crate) line: Option<usize>,
    /// What went wrong.
    pub(crate) detail: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "i18n/{}:{line}: {}", self.file, self.detail),
            None => write!(f, "i18n/{}: {}", self.file, self.detail),
        }
    }
}

struct Lang {
    tag: String,
    bundle: FluentBundle<FluentResource>,
}

/// Turns [`Message`]s into text in the current language.
///
/// Lookup order for every message (nested ones included): the current language, then English,
/// then the message id itself, so a text is never blank. Output is NFC-normalised and free of
/// Unicode bidi isolation marks.
///
/// ```
/// use janggi_tutor::i18n::{Localizer, Message};
///
/// let mut l10n = Localizer::new();
/// let m = Message::new("reason-no-piece").arg("square", "d2");
/// assert_eq!(l10n.format(&m), "There is no piece on d2.");
/// l10n.set_lang("zh_CN.UTF-8").unwrap();
/// assert_eq!(l10n.format(&m), "d2 上没有棋子。");
/// ```
pub struct Localizer {
    langs: Vec<Lang>,
    current: Option<usize>,
    fallback: Option<usize>,
    errors: Vec<LoadError>,
}

impl fmt::Debug for Localizer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Localizer")
            .field("lang", &self.lang())
            .field("available", &self.available_languages())
            .field("load_errors", &self.errors)
            .finish()
    }
}

impl Default for Localizer {
    fn default() -> Self {
        Self::new()
    }
}

impl Localizer {
    /// All embedded languages (`i18n/<lang>/**/*.ftl`), English selected.
    pub fn new() -> Self {
        let (sources, errors) = super::collect_embedded();
        let mut l10n = Self::build(&super::available_languages(), sources);
        l10n.errors.splice(0..0, errors);
        l10n
    }

    /// Builds bundles from arbitrary sources (tests, tools). Every distinct `lang` becomes a
    /// language; English is selected if present, else the first language.
    #[cfg(test)]
    pub(crate) fn from_sources(sources: impl IntoIterator<Item = FtlSource>) -> Self {
        Self::build(&[], sources)
    }

    /// `langs`: languages that exist even if no file of theirs is given (an empty folder).
    fn build(langs: &[&str], sources: impl IntoIterator<Item = FtlSource>) -> Self {
        let mut sources: Vec<FtlSource> = sources.into_iter().collect();
        sources.sort_by(|a, b| (&a.lang, &a.path).cmp(&(&b.lang, &b.path)));
        let mut langs: Vec<Lang> = langs
            .iter()
            .filter_map(|tag| {
                let id = LanguageIdentifier::from_str(tag).ok()?;
                Some(Lang {
                    tag: (*tag).to_owned(),
                    bundle: new_bundle(id),
                })
            })
            .collect();
        let mut errors = Vec::new();
        for src in sources {
            let error = |line, detail: String| LoadError {
                lang: src.lang.clone(),
                file: src.path.clone(),
                line,
                detail,
            };
            let index = match langs.iter().position(|l| l.tag == src.lang) {
                Some(i) => i,
                None => match LanguageIdentifier::from_str(&src.lang) {
                    Ok(id) => {
                        langs.push(Lang {
                            tag: src.lang.clone(),
                            bundle: new_bundle(id),
                        });
                        langs.len() - 1
                    }
                    Err(e) => {
                        errors.push(error(None, format!("bad language folder name: {e}")));
                        continue;
                    }
                },
            };
            let text = src.text.clone().into_owned();
            let resource = match FluentResource::try_new(text) {
                Ok(r) => r,
                Err((r, parse_errors)) => {
                    for e in parse_errors {
                        // The start of the broken entry, else where the parser gave up.
                        let at = e.slice.as_ref().map_or(e.pos.start, |s| s.start);
                        let line = src.text[..at.min(src.text.len())].matches('\n').count() + 1;
                        errors.push(error(Some(line), format!("syntax error: {e}")));
                    }
                    r
                }
            };
            if let Err(errs) = langs[index].bundle.add_resource(resource) {
                for e in errs {
                    errors.push(error(None, e.to_string()));
                }
            }
        }
        langs.sort_by(|a, b| a.tag.cmp(&b.tag));
        let fallback = langs.iter().position(|l| l.tag == FALLBACK_LANG);
        let current = fallback.or(if langs.is_empty() { None } else { Some(0) });
        Self {
            langs,
            current,
            fallback,
            errors,
        }
    }

    /// Problems met while loading (syntax errors, duplicate ids, bad folder names, non-UTF-8
    /// files). Empty for a healthy build; a test asserts so.
    #[cfg(test)]
    pub(crate) fn load_errors(&self) -> &[LoadError] {
        &self.errors
    }

    /// Language folder names, sorted (e.g. `["en", "ko", "zh"]`).
    pub(crate) fn available_languages(&self) -> Vec<&str> {
        self.langs.iter().map(|l| l.tag.as_str()).collect()
    }

    /// The current language tag (`"en"` if no language is loaded at all).
    pub(crate) fn lang(&self) -> &str {
        self.current
            .map_or(FALLBACK_LANG, |i| self.langs[i].tag.as_str())
    }

    /// Switches language; takes effect for the next `format` call. Accepts any spelling that
    /// [`match_language`] understands (`ko`, `zh_CN.UTF-8`, `zh-Hant`, `C`). On an unknown
    /// language the current one is kept and the `i18n-unknown-language` warning is returned.
    pub fn set_lang(&mut self, lang: &str) -> Result<(), Message> {
        let available = self.available_languages();
        match match_language(lang, &available).and_then(|tag| self.index(&tag)) {
            Some(i) => {
                self.current = Some(i);
                Ok(())
            }
            None => Err(unknown_language_warning(lang.trim(), &available)),
        }
    }

    /// Localizes `msg`: current language, else English, else the id. NFC-normalised.
    pub fn format(&self, msg: &Message) -> String {
        let mut order = Vec::with_capacity(2);
        order.extend(self.current);
        order.extend(self.fallback.filter(|f| Some(*f) != self.current));
        nfc(self.format_chain(&order, msg))
    }

    /// Shorthand for formatting a message without arguments.
    pub(crate) fn tr(&self, id: &str) -> String {
        self.format(&Message::new(id.to_owned()))
    }

    /// Formats `msg` in exactly `lang` (no fallback, nested messages included) and reports
    /// every problem: a missing message, a missing variable, an unknown function, ...
    /// For tests and tools that check translations.
    pub fn format_strict(&self, lang: &str, msg: &Message) -> Result<String, Vec<String>> {
        let Some(i) = self.index(lang) else {
            return Err(vec![format!("language {lang:?} is not loaded")]);
        };
        let mut errors = Vec::new();
        let text = self.format_strict_in(i, msg, &mut errors);
        if errors.is_empty() {
            Ok(nfc(text))
        } else {
            Err(errors)
        }
    }

    /// Whether `lang` defines `id` (with a value, or the attribute for `message.attribute`).
    pub(crate) fn has_message(&self, lang: &str, id: &str) -> bool {
        self.index(lang)
            .is_some_and(|i| exists(&self.langs[i].bundle, id))
    }

    /// The native name of `lang` (its `i18n-language-name` message), or the tag itself.
    pub(crate) fn language_name(&self, lang: &str) -> String {
        self.format_strict(lang, &Message::new(LANGUAGE_NAME_ID))
            .unwrap_or_else(|_| lang.to_owned())
    }

    fn index(&self, tag: &str) -> Option<usize> {
        self.langs.iter().position(|l| l.tag == tag)
    }

    /// Tries each language in `order`; nested messages continue from the language that
    /// matched, so a sentence never mixes languages unless a nested message is missing.
    fn format_chain(&self, order: &[usize], msg: &Message) -> String {
        for (pos, &i) in order.iter().enumerate() {
            let bundle = &self.langs[i].bundle;
            if !exists(bundle, &msg.id) {
                continue;
            }
            let args = self.fluent_args(msg, |m| self.format_chain(&order[pos..], m));
            if let Some(text) = render(bundle, &msg.id, Some(&args), &mut Vec::new()) {
                return text.into_owned();
            }
        }
        msg.id.to_string()
    }

    fn format_strict_in(&self, i: usize, msg: &Message, errors: &mut Vec<String>) -> String {
        let bundle = &self.langs[i].bundle;
        if !exists(bundle, &msg.id) {
            errors.push(format!("{}: no message {:?}", self.langs[i].tag, msg.id));
            return msg.id.to_string();
        }
        let mut nested_errors = Vec::new();
        let args = self.fluent_args(msg, |m| self.format_strict_in(i, m, &mut nested_errors));
        errors.append(&mut nested_errors);
        let mut fluent_errors = Vec::new();
        let text = render(bundle, &msg.id, Some(&args), &mut fluent_errors).unwrap_or_default();
        errors.extend(
            fluent_errors
                .into_iter()
                .map(|e| format!("{}: {}: {e}", self.langs[i].tag, msg.id)),
        );
        text.into_owned()
    }

    fn fluent_args<'m>(
        &self,
        msg: &'m Message,
        mut nested: impl FnMut(&Message) -> String,
    ) -> FluentArgs<'m> {
        let mut args = FluentArgs::with_capacity(msg.args.len());
        for (name, value) in &msg.args {
            let value: FluentValue<'m> = match value {
                Arg::Str(s) => FluentValue::String(Cow::Borrowed(s)),
                Arg::Num(n) => FluentValue::from(*n),
                Arg::Msg(m) => FluentValue::String(Cow::Owned(nested(m))),
                Arg::List(items) => {
                    let separator = nested(&Message::new("list-separator"));
                    FluentValue::String(Cow::Owned(items.join(&separator)))
                }
            };
            args.set(name.as_ref(), value);
        }
        args
    }
}

fn new_bundle(id: LanguageIdentifier) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Without this Fluent wraps every placeable in U+2068 … U+2069.
    bundle.set_use_isolating(false);
    bundle
        .add_builtins()
        .expect("fresh bundle has no functions yet");
    bundle
        .add_function("JOSA", josa::fluent_josa)
        .expect("fresh bundle has no JOSA yet");
    bundle
}

/// Formats message `id` (or `message.attribute`) from `bundle`; `None` if it has no such
/// message or the message has no value.
fn render<'b>(
    bundle: &'b FluentBundle<FluentResource>,
    id: &str,
    args: Option<&FluentArgs>,
    errors: &mut Vec<fluent::FluentError>,
) -> Option<Cow<'b, str>> {
    let (msg_id, attr) = split_id(id);
    let message = bundle.get_message(msg_id)?;
    let pattern = match attr {
        Some(a) => message.get_attribute(a)?.value(),
        None => message.value()?,
    };
    Some(bundle.format_pattern(pattern, args, errors))
}

/// Whether `bundle` has a value for `id` (or `message.attribute`).
fn exists(bundle: &FluentBundle<FluentResource>, id: &str) -> bool {
    let (msg_id, attr) = split_id(id);
    bundle.get_message(msg_id).is_some_and(|m| match attr {
        Some(a) => m.get_attribute(a).is_some(),
        None => m.value().is_some(),
    })
}

fn split_id(id: &str) -> (&str, Option<&str>) {
    match id.split_once('.') {
        Some((m, a)) => (m, Some(a)),
        None => (id, None),
    }
}

fn nfc(text: String) -> String {
    if unicode_normalization::is_nfc(&text) {
        text
    } else {
        text.nfc().collect()
    }
}

// The localizer can live in a `static` or move between threads (concurrent Fluent memoizer).
const fn assert_send_sync<T: Send + Sync>() {}
const _: () = assert_send_sync::<Localizer>();
