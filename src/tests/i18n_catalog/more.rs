//! More tests of the i18n catalogue (its second half, kept apart so no file passes 800 lines).

use super::*;

#[test]
fn output_is_nfc_even_from_decomposed_sources_and_arguments() {
    // "한" written as conjoining jamo (NFD) and "é" as e + combining acute.
    let nfd_han = "\u{1112}\u{1161}\u{11AB}";
    let l10n = Localizer::from_sources([FtlSource::new(
        "ko",
        "ko/nfd.ftl",
        format!("side = {nfd_han}\nsay = {{ $who }}: {{ $what }}\n"),
    )]);
    assert_eq!(l10n.tr("side"), "한");
    let msg = Message::new("say")
        .arg_msg("who", Message::new("side"))
        .arg("what", "cafe\u{301}");
    assert_eq!(l10n.format(&msg), "한: café");
    assert!(is_nfc(&l10n.format(&msg)));
}

#[test]
fn embedded_sources_are_nfc_and_free_of_isolation_marks() {
    for src in i18n::embedded_sources() {
        assert!(is_nfc(&src.text), "{} is not NFC", src.path);
        assert!(!src.text.contains(ISOLATION_MARKS), "{}", src.path);
    }
}

/// Each id prefix lives in exactly one file, so a reader finds a message from its id and a file
/// from its name. A prefix found in several files belongs where most of its ids are (a new
/// `arch-*.ftl` file of a branch loses), and the failure says where to move the others.
#[test]
fn each_id_prefix_lives_in_exactly_one_file() {
    let mut problems = Vec::new();
    for (lang, files) in ids_by_file() {
        let mut by_prefix: BTreeMap<&str, BTreeMap<&str, Vec<&str>>> = BTreeMap::new();
        for (file, ids) in &files {
            for id in ids {
                by_prefix
                    .entry(id_prefix(id))
                    .or_default()
                    .entry(file)
                    .or_default()
                    .push(id);
            }
        }
        assert!(
            by_prefix.len() > 50,
            "{lang}: only {} prefixes",
            by_prefix.len()
        );
        for (prefix, where_) in by_prefix.iter().filter(|(_, w)| w.len() > 1) {
            let home = where_
                .iter()
                .max_by_key(|(file, ids)| (!file.starts_with("arch-"), ids.len()))
                .map(|(file, _)| *file)
                .unwrap();
            for (file, ids) in where_.iter().filter(|(f, _)| **f != home) {
                problems.push(format!(
                    "{lang}: `{prefix}-*` belongs in {lang}/{home} ({} ids there): move {} from {lang}/{file}",
                    where_[home].len(),
                    ids.join(", ")
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every language has the same files, each with the same ids as the English one.
#[test]
fn every_language_has_the_same_files_with_the_same_ids() {
    let by_lang = ids_by_file();
    let english = &by_lang["en"];
    assert!(english.len() >= 20, "only {} English files", english.len());
    let mut problems = Vec::new();
    for (lang, files) in by_lang.iter().filter(|(l, _)| *l != "en") {
        let names: BTreeSet<&String> = files.keys().chain(english.keys()).collect();
        for name in names {
            let (Some(theirs), Some(ours)) = (files.get(name), english.get(name)) else {
                problems.push(format!("{name} is in only one of en/ and {lang}/"));
                continue;
            };
            for id in ours.difference(theirs) {
                problems.push(format!("{lang}/{name} lacks {id} (en/{name} has it)"));
            }
            for id in theirs.difference(ours) {
                problems.push(format!("{lang}/{name} has {id}, en/{name} does not"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The screen texts avoid East-Asian-ambiguous characters (see the note in each tui.ftl): CJK
/// terminals draw them two columns wide.
#[test]
fn screen_texts_have_no_ambiguous_width_characters() {
    use unicode_width::UnicodeWidthChar;
    let mut checked = 0;
    for src in i18n::embedded_sources() {
        let Some((_, prefixes, let_through)) = SCREEN_TEXTS
            .iter()
            .find(|(file, _, _)| src.path == format!("{}/{file}", src.lang))
        else {
            continue;
        };
        let mut id = "";
        for (n, line) in src.text.lines().enumerate() {
            if line.starts_with('#') {
                continue;
            }
            if let Some((head, _)) = line.split_once(" =")
                && !head.is_empty()
                && head
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            {
                id = head;
            }
            if !prefixes.iter().any(|p| id.starts_with(p)) || let_through.contains(&id) {
                continue;
            }
            checked += 1;
            for c in line.chars() {
                assert_eq!(
                    c.width(),
                    c.width_cjk(),
                    "i18n/{}:{}: ambiguous-width {c:?} in {id}",
                    src.path,
                    n + 1
                );
            }
        }
    }
    assert!(checked > 3 * 300, "only {checked} screen lines checked");
}

#[test]
fn syntax_errors_and_duplicates_are_reported_not_fatal() {
    let l10n = Localizer::from_sources([
        FtlSource::new(
            "en",
            "en/a.ftl",
            "good = fine\nbroken = { $x\nalso-good = still fine\n",
        ),
        FtlSource::new("en", "en/b.ftl", "good = again\n"),
        FtlSource::new("not a tag!", "not a tag!/c.ftl", "x = y\n"),
    ]);
    assert_eq!(l10n.tr("good"), "fine");
    assert_eq!(l10n.tr("also-good"), "still fine");
    assert_eq!(l10n.tr("broken"), "broken");
    let errors = l10n.load_errors();
    assert_eq!(errors.len(), 3, "{errors:?}");
    assert!(
        errors
            .iter()
            .any(|e| e.file == "en/a.ftl" && e.line == Some(2))
    );
    assert!(
        errors
            .iter()
            .any(|e| e.file == "en/b.ftl" && e.detail.contains("good"))
    );
    assert!(errors.iter().any(|e| e.lang == "not a tag!"));
    assert!(errors[0].to_string().starts_with("i18n/"));
}

#[test]
fn a_new_language_folder_needs_no_rust_change() {
    let mut sources = i18n::embedded_sources();
    sources.push(FtlSource::new(
        "fr",
        "fr/engine.ftl",
        "i18n-language-name = Français\nside-cho = Cho\nreason-no-piece = Il n’y a pas de pièce en { $square }.\n",
    ));
    let mut l10n = Localizer::from_sources(sources);
    assert!(l10n.load_errors().is_empty());
    assert_eq!(l10n.available_languages(), ["en", "fr", "ko", "zh"]);
    l10n.set_lang("fr_FR.UTF-8").unwrap();
    assert_eq!(l10n.lang(), "fr");
    assert_eq!(
        l10n.format(&Message::new("reason-no-piece").arg("square", "d2")),
        "Il n’y a pas de pièce en d2."
    );
    // Untranslated messages fall back to English.
    assert_eq!(l10n.tr("status-ongoing"), "The game is in progress.");
    assert_eq!(l10n.language_name("fr"), "Français");
    assert_eq!(l10n.language_name("ko"), "한국어");
    let env = |name: &str| (name == "LANG").then(|| "fr_CA.UTF-8".to_owned());
    let langs = l10n.available_languages();
    assert_eq!(resolve_language_among(&langs, None, None, env).lang, "fr");
}

#[test]
fn locale_normalisation_table() {
    let cases: &[(&str, &str)] = &[
        ("zh_CN.UTF-8", "zh"),
        ("zh-Hans", "zh"),
        ("zh_TW", "zh"),
        ("zh-Hant-HK", "zh"),
        ("zh", "zh"),
        ("ZH_cn.utf8", "zh"),
        ("zh_CN.GB18030@pinyin", "zh"),
        ("ko_KR.UTF-8", "ko"),
        ("ko", "ko"),
        ("KO-kr", "ko"),
        ("en_US.UTF-8", "en"),
        ("en_GB", "en"),
        ("en", "en"),
        ("C", "en"),
        ("C.UTF-8", "en"),
        ("POSIX", "en"),
    ];
    for (raw, want) in cases {
        let r = resolve_language(Some(raw), None, no_env);
        assert_eq!(r.lang, *want, "--lang {raw}");
        assert_eq!(r.warning, None, "--lang {raw}");
        assert_eq!(r.source, LangSource::Cli);
        let env = |name: &str| (name == "LANG").then(|| (*raw).to_owned());
        let r = resolve_language(None, None, env);
        assert_eq!(r.lang, *want, "LANG={raw}");
        assert_eq!(r.warning, None, "LANG={raw}");
        assert_eq!(r.source, LangSource::Env("LANG"));
    }
}

#[test]
fn unknown_language_on_the_command_line_warns() {
    for raw in ["fr", "xx-YY", "garbage!!", "de_DE.UTF-8", "english"] {
        // Not English: the next source, here the saved setting (issue 13, bug 7).
        let r = resolve_language(Some(raw), Some("ko"), |_| Some("zh_CN.UTF-8".into()));
        assert_eq!(r.lang, "ko", "{raw}");
        assert_eq!(r.source, LangSource::Saved);
        let r2 = resolve_language(Some(raw), None, |_| Some("zh_CN.UTF-8".into()));
        assert_eq!(r2.lang, "zh", "{raw}: then the environment");
        assert!(r2.warning.is_some());
        let warning = r.warning.unwrap_or_else(|| panic!("no warning for {raw}"));
        assert_eq!(warning.id, "i18n-unknown-language");
        assert_eq!(warning.get("lang"), Some(&Arg::Str(raw.to_owned())));
        assert_eq!(
            warning.get("available"),
            Some(&Arg::List(vec!["en".into(), "ko".into(), "zh".into()]))
        );
        let text = Localizer::new().format(&warning);
        assert_eq!(
            text,
            format!("Unknown language “{raw}”; using English. Available languages: en, ko, zh.")
        );
    }
}

#[test]
fn unknown_language_from_the_environment_is_silent() {
    for raw in ["fr_FR.UTF-8", "xx_YY", "???", "de"] {
        let env = |name: &str| (name == "LC_ALL").then(|| raw.to_owned());
        let r = resolve_language(None, None, env);
        assert_eq!(r.lang, "en", "{raw}");
        assert_eq!(r.warning, None, "{raw}");
        assert_eq!(r.source, LangSource::Env("LC_ALL"));
    }
}

#[test]
fn precedence_cli_saved_then_posix_environment() {
    let env = |name: &str| match name {
        "LC_ALL" => Some("ko_KR.UTF-8".to_owned()),
        "LC_MESSAGES" => Some("zh_CN.UTF-8".to_owned()),
        "LANG" => Some("en_US.UTF-8".to_owned()),
        _ => None,
    };
    assert_eq!(resolve_language(Some("zh"), Some("ko"), env).lang, "zh");
    let saved = resolve_language(None, Some("zh"), env);
    assert_eq!(
        (saved.lang.as_str(), saved.source),
        ("zh", LangSource::Saved)
    );
    assert_eq!(resolve_language(None, None, env).lang, "ko");
    // Empty values are skipped: the first non-empty variable wins.
    let env = |name: &str| match name {
        "LC_ALL" => Some(String::new()),
        "LC_MESSAGES" => Some("zh_CN.UTF-8".to_owned()),
        "LANG" => Some("ko_KR.UTF-8".to_owned()),
        _ => None,
    };
    let r = resolve_language(Some(""), Some(" "), env);
    assert_eq!(
        (r.lang.as_str(), r.source),
        ("zh", LangSource::Env("LC_MESSAGES"))
    );
    // LC_ALL=C wins over LANG and means English.
    let env = |name: &str| match name {
        "LC_ALL" => Some("C".to_owned()),
        "LANG" => Some("ko_KR.UTF-8".to_owned()),
        _ => None,
    };
    let r = resolve_language(None, None, env);
    assert_eq!((r.lang.as_str(), r.warning), ("en", None));
    // Nothing set at all.
    let r = resolve_language(None, None, no_env);
    assert_eq!(
        (r.lang.as_str(), r.source, r.warning),
        ("en", LangSource::Default, None)
    );
}

proptest! {
    #[test]
    fn resolution_always_lands_on_an_available_language(
        cli in proptest::option::of(".{0,12}"),
        saved in proptest::option::of("[a-zA-Z_.@-]{0,12}"),
        lang_env in ".{0,16}",
    ) {
        let env = |name: &str| (name == "LANG").then(|| lang_env.clone());
        let r = resolve_language(cli.as_deref(), saved.as_deref(), env);
        prop_assert!(i18n::available_languages().contains(&r.lang.as_str()));
        if let Some(w) = &r.warning {
            prop_assert_eq!(w.id.as_ref(), "i18n-unknown-language");
            // The search went on past the unknown language: never back to a source before it.
            prop_assert!(!matches!(r.source, LangSource::Cli) || cli.is_some());
        }
    }

    #[test]
    fn formatting_never_yields_blank_text(id in "[a-z][a-z-]{0,20}", lang in 0usize..3) {
        let mut l10n = Localizer::new();
        l10n.set_lang(["en", "ko", "zh"][lang]).unwrap();
        let text = l10n.format(&Message::new(id.clone()));
        prop_assert!(!text.is_empty());
        prop_assert!(!text.contains(ISOLATION_MARKS));
    }
}

#[test]
fn glossary_terms_are_the_ones_the_catalog_uses() {
    let glossary =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/GLOSSARY.md"))
            .unwrap();
    let texts: BTreeMap<String, String> = i18n::available_languages()
        .into_iter()
        .map(|lang| {
            let all: String = i18n::embedded_sources()
                .into_iter()
                .filter(|s| s.lang == lang)
                .map(|s| s.text.into_owned())
                .collect();
            (lang.to_owned(), all)
        })
        .collect();
    let mut l10n = Localizer::new();
    let mut rows = 0;
    let mut checked_ids = 0;
    for line in glossary.lines().filter(|l| l.starts_with("| ")) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').collect();
        assert_eq!(cells.len(), 5, "bad glossary row: {line}");
        if cells[0].trim() == "English" {
            continue;
        }
        rows += 1;
        let id = cells[3].trim().trim_matches('`');
        for (lang, cell) in [("en", cells[0]), ("zh", cells[1]), ("ko", cells[2])] {
            let term = first_term(cell);
            if term == "—" {
                continue;
            }
            let text = &texts[lang];
            let found = if lang == "en" {
                text.to_lowercase().contains(&term.to_lowercase())
            } else {
                text.contains(term)
            };
            assert!(
                found,
                "glossary term {term:?} ({lang}) is not used in i18n/{lang}"
            );
            if !id.is_empty() {
                l10n.set_lang(lang).unwrap();
                assert_eq!(l10n.tr(id), term, "{lang}: {id} differs from the glossary");
                checked_ids += 1;
            }
        }
    }
    assert!(rows >= 30, "glossary has only {rows} rows");
    assert_eq!(
        checked_ids,
        15 * 3,
        "sides, pieces, checkmate, bikjang, play a friend, take back, practise again, advice"
    );
}

#[test]
fn messages_serialise_for_json_output() {
    let m = Message::new("reason-king-would-be-attacked")
        .arg("square", "e4")
        .arg_msg("piece", Message::new("piece-chariot"));
    let value = serde_json::to_value(&m).unwrap();
    assert_eq!(
        value,
        serde_json::json!({
            "id": "reason-king-would-be-attacked",
            "args": {"square": "e4", "piece": {"id": "piece-chariot", "args": {}}}
        })
    );
}

/// The language from the environment, and a `--lang` with region and script.
#[test]
fn resolve_language_reads_lang_and_tags() {
    use crate::i18n::resolve_language;
    let env = |name: &str| (name == "LANG").then(|| "ko_KR.UTF-8".to_string());
    assert_eq!(resolve_language(None, None, env).lang, "ko");
    assert_eq!(resolve_language(Some("zh-Hant-HK"), None, env).lang, "zh");
}
