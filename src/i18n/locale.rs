//! Locale detection: which language to show, from `--lang`, the saved setting and the
//! POSIX environment. Pure functions: the environment is passed in as a lookup closure.

use std::str::FromStr;

use unic_langid::LanguageIdentifier;
use unic_langid::subtags::Script;

use super::Message;

/// The language used when nothing else applies, and the fallback for missing messages.
pub(crate) const FALLBACK_LANG: &str = "en";

/// Environment variables consulted, in POSIX precedence order (first non-empty wins).
pub(crate) const ENV_VARS: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"];

/// Where the chosen language came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LangSource {
    /// The `--lang` command-line option.
    Cli,
    /// The language saved in the user's settings.
    Saved,
    /// An environment variable (`LC_ALL`, `LC_MESSAGES` or `LANG`).
    Env(&'static str),
    /// Nothing was set: English.
    Default,
}

/// The outcome of [`resolve_language`].
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Resolved {
    /// An available language folder name, e.g. `"zh"`.
    pub(crate) lang: String,
    /// Set when an explicitly requested language (`--lang` or the saved setting) is not
    /// available: `i18n-unknown-language` with `$lang` and `$available`.
    pub(crate) warning: Option<Message>,
    /// Which setting decided `lang` (for diagnostics).
    pub(crate) source: LangSource,
}

/// Chooses the UI language among the embedded languages (see [`super::available_languages`]).
///
/// Order: `cli` (`--lang`), then `saved`, then `LC_ALL`, `LC_MESSAGES`, `LANG` (the first
/// non-empty one wins, as in POSIX), else English. Empty values count as unset.
/// `C`, `C.UTF-8` and `POSIX` mean English. An unknown language requested via `--lang` or the
/// saved setting gives English plus a warning; an unknown one from the environment gives
/// English silently.
///
/// (`LANG=ko_KR.UTF-8` gives `ko`; `--lang zh-Hant-HK` gives `zh`: `src/tests/i18n_catalog.rs`.)
pub(crate) fn resolve_language(
    cli: Option<&str>,
    saved: Option<&str>,
    env: impl Fn(&str) -> Option<String>,
) -> Resolved {
    let available = super::available_languages();
    resolve_language_among(&available, cli, saved, env)
}

/// [`resolve_language`] over an explicit list of available language tags.
pub(crate) fn resolve_language_among<S: AsRef<str>>(
    available: &[S],
    cli: Option<&str>,
    saved: Option<&str>,
    env: impl Fn(&str) -> Option<String>,
) -> Resolved {
    // An unknown `--lang` or saved language warns and the search goes on: the next source
    // (the saved setting, then the environment) is a better guess than English.
    let mut warning = None;
    let explicit = [(cli, LangSource::Cli), (saved, LangSource::Saved)];
    for (value, source) in explicit {
        let Some(raw) = value.map(str::trim).filter(|v| !v.is_empty()) else {
            continue;
        };
        match match_language(raw, available) {
            Some(lang) => {
                return Resolved {
                    lang,
                    warning,
                    source,
                };
            }
            None => {
                warning.get_or_insert_with(|| unknown_language_warning(raw, available));
            }
        }
    }
    for name in ENV_VARS {
        let Some(raw) = env(name) else { continue };
        let raw = raw.trim();
        if raw.is_empty() {
            continue;
        }
        let source = LangSource::Env(name);
        return Resolved {
            lang: match_language(raw, available).unwrap_or_else(|| FALLBACK_LANG.to_owned()),
            warning,
            source,
        };
    }
    Resolved {
        lang: FALLBACK_LANG.to_owned(),
        warning,
        source: LangSource::Default,
    }
}

/// The `i18n-unknown-language` warning for `asked`, listing `available` (comma-separated).
pub(crate) fn unknown_language_warning<S: AsRef<str>>(asked: &str, available: &[S]) -> Message {
    let list: Vec<&str> = available.iter().map(AsRef::as_ref).collect();
    Message::new("i18n-unknown-language")
        .arg("lang", asked)
        .arg_list("available", list)
}

/// A locale string after POSIX clean-up, see [`parse_locale`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ParsedLocale {
    /// `C`, `POSIX` (with or without an encoding): untranslated, i.e. English.
    Posix,
    /// A well-formed BCP 47 language identifier (canonical case).
    Lang(LanguageIdentifier),
    /// Not a language identifier at all.
    Invalid,
}

/// Cleans a POSIX locale or BCP 47 tag: drops `.encoding` and `@modifier`, turns `_` into `-`,
/// and parses the rest case-insensitively. `zh_CN.UTF-8` → `zh-CN`, `C.UTF-8` → [`Posix`].
///
/// [`Posix`]: ParsedLocale::Posix
pub(crate) fn parse_locale(raw: &str) -> ParsedLocale {
    let base = raw.trim();
    let base = base.split('@').next().unwrap_or_default();
    let base = base.split('.').next().unwrap_or_default();
    if base.eq_ignore_ascii_case("C") || base.eq_ignore_ascii_case("POSIX") {
        return ParsedLocale::Posix;
    }
    if base.is_empty() {
        return ParsedLocale::Invalid;
    }
    match LanguageIdentifier::from_str(&base.replace('_', "-")) {
        Ok(id) if !id.language.is_empty() => ParsedLocale::Lang(id),
        _ => ParsedLocale::Invalid,
    }
}

/// Maps a requested locale onto one of `available` (language folder names such as `zh`,
/// `pt-BR`, `zh-Hant`), or `None` if the language is not available.
///
/// The language subtag must match. Among the folders of that language, one whose script and
/// region agree with the request is preferred (`zh-TW`/`zh-HK`/`zh-MO` imply script `Hant`,
/// other Chinese regions `Hans`); otherwise the most generic folder is used, so with a single
/// `zh` folder every Chinese variant maps to it. `C`/`POSIX` map to English.
pub(crate) fn match_language<S: AsRef<str>>(raw: &str, available: &[S]) -> Option<String> {
    let wanted = match parse_locale(raw) {
        ParsedLocale::Posix => LanguageIdentifier::from_str(FALLBACK_LANG).ok()?,
        ParsedLocale::Lang(id) => id,
        ParsedLocale::Invalid => return None,
    };
    let wanted_script = wanted.script.or_else(|| implied_script(&wanted));
    let mut best: Option<(i32, usize, &str)> = None;
    for tag in available {
        let tag = tag.as_ref();
        let Ok(have) = LanguageIdentifier::from_str(tag) else {
            continue;
        };
        if have.language != wanted.language {
            continue;
        }
        let mut score = 0;
        if let Some(script) = have.script {
            score += if Some(script) == wanted_script { 4 } else { -8 };
        }
        if let Some(region) = have.region {
            score += if Some(region) == wanted.region { 2 } else { -4 };
        }
        let variants = have.variants().len();
        if variants > 0 {
            score += if have.variants().eq(wanted.variants()) {
                1
            } else {
                -2
            };
        }
        // Prefer higher scores, then shorter (more generic) tags, then the earlier tag.
        let key = (score, usize::MAX - tag.len(), tag);
        if best.is_none_or(|b| (key.0, key.1) > (b.0, b.1)) {
            best = Some(key);
        }
    }
    best.map(|(_, _, tag)| tag.to_owned())
}

/// Script implied by a Chinese region when the request names none.
fn implied_script(id: &LanguageIdentifier) -> Option<Script> {
    if id.language.as_str() != "zh" {
        return None;
    }
    let region = id.region?;
    let script = match region.as_str() {
        "TW" | "HK" | "MO" => "Hant",
        _ => "Hans",
    };
    Script::from_str(script).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Arg;

    const AVAIL: [&str; 3] = ["en", "ko", "zh"];

    #[test]
    fn parse_strips_encoding_and_modifier() {
        let ParsedLocale::Lang(id) = parse_locale("zh_CN.UTF-8@pinyin") else {
            panic!("not parsed")
        };
        assert_eq!(id.to_string(), "zh-CN");
        assert_eq!(parse_locale("c.utf8"), ParsedLocale::Posix);
        assert_eq!(parse_locale("POSIX"), ParsedLocale::Posix);
        assert_eq!(parse_locale("!!"), ParsedLocale::Invalid);
        assert_eq!(parse_locale(""), ParsedLocale::Invalid);
    }

    #[test]
    fn match_prefers_script_and_region_specific_folders() {
        let avail = ["en", "zh", "zh-Hant", "pt", "pt-BR"];
        assert_eq!(match_language("zh_TW", &avail).as_deref(), Some("zh-Hant"));
        assert_eq!(match_language("zh-HK", &avail).as_deref(), Some("zh-Hant"));
        assert_eq!(match_language("zh_CN", &avail).as_deref(), Some("zh"));
        assert_eq!(match_language("zh", &avail).as_deref(), Some("zh"));
        assert_eq!(
            match_language("pt_BR.UTF-8", &avail).as_deref(),
            Some("pt-BR")
        );
        assert_eq!(match_language("pt_PT", &avail).as_deref(), Some("pt"));
        // Only a region-specific folder: still better than nothing.
        assert_eq!(
            match_language("fr_CA", &["fr-FR"]).as_deref(),
            Some("fr-FR")
        );
    }

    #[test]
    fn unknown_from_env_is_silent_and_stops_the_search() {
        let env = |name: &str| match name {
            "LC_ALL" => Some(String::new()),
            "LC_MESSAGES" => Some("fr_FR.UTF-8".into()),
            "LANG" => Some("ko_KR.UTF-8".into()),
            _ => None,
        };
        let r = resolve_language_among(&AVAIL, None, None, env);
        assert_eq!(r.lang, "en");
        assert_eq!(r.warning, None);
        assert_eq!(r.source, LangSource::Env("LC_MESSAGES"));
    }

    #[test]
    fn unknown_cli_language_falls_back_to_the_environment_with_a_warning() {
        let env = |name: &str| (name == "LANG").then(|| "zh_CN.UTF-8".to_string());
        let r = resolve_language_among(&AVAIL, Some("fr"), None, env);
        assert_eq!(r.lang, "zh");
        assert_eq!(r.warning.expect("warning").get("lang"), Some(&"fr".into()));
        let r = resolve_language_among(&AVAIL, Some("fr"), Some("ko"), env);
        assert_eq!(
            r.lang, "ko",
            "the saved setting comes before the environment"
        );
        assert!(r.warning.is_some());
    }

    #[test]
    fn unknown_saved_language_warns() {
        let r = resolve_language_among(&AVAIL, None, Some("de"), |_| Some("ko".into()));
        // The environment's language, not English (issue 13, bug 7).
        assert_eq!(r.lang, "ko");
        assert_eq!(r.source, LangSource::Env("LC_ALL"));
        let w = r.warning.expect("warning");
        assert_eq!(w.id, "i18n-unknown-language");
        assert_eq!(w.get("lang"), Some(&"de".into()));
        assert_eq!(
            w.get("available"),
            Some(&Arg::List(vec!["en".into(), "ko".into(), "zh".into()]))
        );
    }
}
