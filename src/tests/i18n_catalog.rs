//! Integration tests for `crate::i18n`: catalog consistency across languages, fallback,
//! locale detection, normalisation, plurals, glossary agreement.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::i18n::{
    self, Arg, FtlSource, LangSource, Localizer, Message, resolve_language, resolve_language_among,
};
use fluent_syntax::ast;
use proptest::prelude::*;
use unicode_normalization::is_nfc;

const ISOLATION_MARKS: [char; 2] = ['\u{2068}', '\u{2069}'];

// ---------------------------------------------------------------------------------------------
// FTL catalog walk

/// What one message (or attribute) of one language needs.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct Needs {
    /// Every `$variable` referenced, including through message references.
    pub(crate) vars: BTreeSet<String>,
    /// Variables used as a selector or as the first argument of `NUMBER()`: must be numbers.
    numeric: BTreeSet<String>,
    /// Messages referenced (`{ side-cho }`), for the transitive closure.
    refs: BTreeSet<String>,
}

fn walk_pattern(p: &ast::Pattern<&str>, needs: &mut Needs) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, needs);
        }
    }
}

fn walk_expression(e: &ast::Expression<&str>, needs: &mut Needs) {
    match e {
        ast::Expression::Select { selector, variants } => {
            if let ast::InlineExpression::VariableReference { id } = selector {
                needs.numeric.insert(id.name.to_owned());
            }
            walk_inline(selector, needs);
            for v in variants {
                walk_pattern(&v.value, needs);
            }
        }
        ast::Expression::Inline(inline) => walk_inline(inline, needs),
    }
}

fn walk_call(args: &ast::CallArguments<&str>, needs: &mut Needs) {
    for a in &args.positional {
        walk_inline(a, needs);
    }
    for a in &args.named {
        walk_inline(&a.value, needs);
    }
}

fn walk_inline(e: &ast::InlineExpression<&str>, needs: &mut Needs) {
    match e {
        ast::InlineExpression::VariableReference { id } => {
            needs.vars.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { id, arguments } => {
            if id.name == "NUMBER"
                && let Some(ast::InlineExpression::VariableReference { id }) =
                    arguments.positional.first()
            {
                needs.numeric.insert(id.name.to_owned());
            }
            walk_call(arguments, needs);
        }
        ast::InlineExpression::MessageReference { id, attribute } => {
            let name = match attribute {
                Some(a) => format!("{}.{}", id.name, a.name),
                None => id.name.to_owned(),
            };
            needs.refs.insert(name);
        }
        // Terms see only their own arguments, but those may mention our variables.
        ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => walk_call(arguments, needs),
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, needs),
        _ => {}
    }
}

/// lang → message id (or `id.attr`) → needs, with message references resolved transitively.
pub(crate) fn catalog() -> BTreeMap<String, BTreeMap<String, Needs>> {
    let mut out: BTreeMap<String, BTreeMap<String, Needs>> = BTreeMap::new();
    for src in i18n::embedded_sources() {
        let resource = fluent_syntax::parser::parse(src.text.as_ref())
            .unwrap_or_else(|(_, errs)| panic!("{}: syntax errors {errs:?}", src.path));
        let lang = out.entry(src.lang.clone()).or_default();
        for entry in &resource.body {
            let ast::Entry::Message(m) = entry else {
                continue;
            };
            let mut needs = Needs::default();
            if let Some(value) = &m.value {
                walk_pattern(value, &mut needs);
            }
            let previous = lang.insert(m.id.name.to_owned(), needs);
            assert!(
                previous.is_none(),
                "{}: duplicate id {}",
                src.path,
                m.id.name
            );
            for attr in &m.attributes {
                let mut needs = Needs::default();
                walk_pattern(&attr.value, &mut needs);
                lang.insert(format!("{}.{}", m.id.name, attr.id.name), needs);
            }
        }
    }
    for messages in out.values_mut() {
        let snapshot = messages.clone();
        for (id, needs) in messages.iter_mut() {
            let mut seen = BTreeSet::from([id.clone()]);
            let mut todo: Vec<String> = needs.refs.iter().cloned().collect();
            while let Some(r) = todo.pop() {
                if !seen.insert(r.clone()) {
                    continue;
                }
                let target = snapshot
                    .get(&r)
                    .unwrap_or_else(|| panic!("{id} references missing message {r}"));
                needs.vars.extend(target.vars.iter().cloned());
                needs.numeric.extend(target.numeric.iter().cloned());
                todo.extend(target.refs.iter().cloned());
            }
        }
    }
    out
}

/// Arguments that satisfy `needs`, with plausible nested messages for the usual names.
pub(crate) fn sample_message(id: &str, needs: &Needs, number: f64) -> Message {
    let mut msg = Message::new(id.to_owned());
    for var in &needs.vars {
        let value = if needs.numeric.contains(var) {
            Arg::Num(number)
        } else {
            match var.as_str() {
                "piece" => Arg::Msg(Message::new("piece-elephant")),
                "side" => Arg::Msg(Message::new("side-han")),
                "reason" => Arg::Msg(
                    Message::new("end-counting")
                        .arg_num("cho", 72)
                        .arg_num("han", 73.5),
                ),
                "square" | "from" | "to" => Arg::Str("e3".into()),
                _ => Arg::Str("x".into()),
            }
        };
        msg = msg.with(var.clone(), value);
    }
    msg
}

#[test]
fn embedded_catalog_loads_without_errors() {
    let l10n = Localizer::new();
    assert_eq!(l10n.load_errors(), &[] as &[i18n::LoadError]);
    assert_eq!(l10n.lang(), "en");
    for src in i18n::embedded_sources() {
        assert!(
            fluent_syntax::parser::parse(src.text.as_ref()).is_ok(),
            "{} has syntax errors",
            src.path
        );
    }
}

#[test]
fn available_languages_are_the_i18n_folders() {
    let on_disk: BTreeSet<String> =
        std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n"))
            .unwrap()
            .map(|e| e.unwrap())
            .filter(|e| e.file_type().unwrap().is_dir())
            .map(|e| e.file_name().into_string().unwrap())
            .collect();
    let embedded: BTreeSet<String> = i18n::available_languages()
        .into_iter()
        .map(String::from)
        .collect();
    assert_eq!(embedded, on_disk);
    for lang in ["en", "ko", "zh"] {
        assert!(embedded.contains(lang), "{lang} missing");
    }
    let l10n = Localizer::new();
    assert_eq!(l10n.available_languages(), i18n::available_languages());
}

#[test]
fn every_message_exists_in_every_language_with_the_same_variables() {
    let catalog = catalog();
    let langs: Vec<&String> = catalog.keys().collect();
    assert!(langs.len() >= 3);
    let all_ids: BTreeSet<&String> = catalog.values().flat_map(|m| m.keys()).collect();
    assert!(
        all_ids.len() >= 70,
        "suspiciously few messages: {}",
        all_ids.len()
    );
    let english = &catalog["en"];
    let mut problems = Vec::new();
    for id in &all_ids {
        for lang in &langs {
            match catalog[*lang].get(*id) {
                None => problems.push(format!("{lang}: missing {id}")),
                Some(needs) => {
                    let reference = english.get(*id).or_else(|| catalog[langs[0]].get(*id));
                    if let Some(reference) = reference
                        && needs.vars != reference.vars
                    {
                        problems.push(format!(
                            "{lang}: {id} uses {:?}, English uses {:?}",
                            needs.vars, reference.vars
                        ));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn required_engine_messages_exist_with_the_documented_arguments() {
    let catalog = catalog();
    let expect: &[(&str, &[&str])] = &[
        ("side-cho", &[]),
        ("piece-cannon", &[]),
        ("rules-janggi-casual-desc", &[]),
        ("reason-not-your-piece", &["side", "square"]),
        ("reason-not-piece-move", &["from", "piece", "to"]),
        ("reason-off-palace-line", &["from", "piece", "to"]),
        ("reason-cannon-many-screens", &["count", "squares"]),
        ("reason-king-would-be-attacked", &["piece", "square"]),
        ("reason-exposes-king", &["piece", "square"]),
        ("fen-ranks", &["count"]),
        ("fen-rank-width", &["points", "rank"]),
        ("fen-piece-char", &["char", "rank"]),
        ("pos-too-many", &["count", "max", "piece", "side"]),
        ("pos-opposite-check", &["side"]),
        ("result-win", &["reason", "side"]),
        ("result-draw", &["reason"]),
        ("end-counting", &["cho", "han"]),
        ("end-move-limit", &["plies"]),
        ("i18n-unknown-language", &["available", "lang"]),
    ];
    for (lang, messages) in &catalog {
        for (id, vars) in expect {
            let needs = messages
                .get(*id)
                .unwrap_or_else(|| panic!("{lang}: missing {id}"));
            let vars: BTreeSet<String> = vars.iter().map(|v| (*v).to_owned()).collect();
            assert_eq!(needs.vars, vars, "{lang}: {id}");
        }
    }
}

#[test]
fn every_message_formats_cleanly_in_every_language() {
    let catalog = catalog();
    let l10n = Localizer::new();
    for (lang, messages) in &catalog {
        for (id, needs) in messages {
            for number in [1.0, 2.0, 5.0, 73.5] {
                let msg = sample_message(id, needs, number);
                let text = l10n
                    .format_strict(lang, &msg)
                    .unwrap_or_else(|errs| panic!("{lang}: {id}: {errs:?}"));
                assert!(!text.trim().is_empty(), "{lang}: {id} is blank");
                assert!(
                    !text.contains(ISOLATION_MARKS),
                    "{lang}: {id} has bidi isolation marks: {text:?}"
                );
                assert!(!text.contains('{'), "{lang}: {id} left a placeable: {text}");
                assert!(is_nfc(&text), "{lang}: {id} is not NFC");
            }
        }
    }
}

#[test]
fn fallback_formatting_has_no_isolation_marks() {
    let mut l10n = Localizer::new();
    let msg = Message::new("result-win")
        .arg_msg("side", Message::new("side-cho"))
        .arg_msg(
            "reason",
            Message::new("end-counting")
                .arg_num("cho", 30)
                .arg_num("han", 11.5),
        );
    for lang in i18n::available_languages() {
        l10n.set_lang(lang).unwrap();
        let text = l10n.format(&msg);
        assert!(!text.contains(ISOLATION_MARKS), "{lang}: {text:?}");
        assert!(
            text.contains("30") && text.contains("11.5"),
            "{lang}: {text}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Fallback

fn small_catalog() -> Localizer {
    Localizer::from_sources([
        FtlSource::new(
            "en",
            "en/test.ftl",
            "only-en = English only\nboth = English both\npiece = horse\nwrap = [{ $inner }]\n",
        ),
        FtlSource::new(
            "ko",
            "ko/test.ftl",
            "both = 한국어 둘 다\nwrap = <{ $inner }>\n",
        ),
    ])
}

#[test]
fn missing_message_falls_back_to_english_then_to_the_id() {
    let mut l10n = small_catalog();
    assert!(l10n.load_errors().is_empty());
    l10n.set_lang("ko").unwrap();
    assert_eq!(l10n.tr("both"), "한국어 둘 다");
    assert_eq!(l10n.tr("only-en"), "English only");
    assert_eq!(l10n.tr("nowhere"), "nowhere");
    // Nested messages fall back one by one; the outer one stays Korean.
    let nested = Message::new("wrap").arg_msg("inner", Message::new("piece"));
    assert_eq!(l10n.format(&nested), "<horse>");
    let missing_inner = Message::new("wrap").arg_msg("inner", Message::new("nowhere-inner"));
    assert_eq!(l10n.format(&missing_inner), "<nowhere-inner>");
    // Strict formatting reports what is missing instead of falling back.
    assert!(l10n.format_strict("ko", &Message::new("only-en")).is_err());
    assert!(l10n.format_strict("ko", &nested).is_err());
}

#[test]
fn embedded_missing_message_is_never_blank() {
    let mut l10n = Localizer::new();
    for lang in i18n::available_languages() {
        l10n.set_lang(lang).unwrap();
        assert_eq!(
            l10n.tr("no-such-message-anywhere"),
            "no-such-message-anywhere"
        );
        assert_eq!(
            l10n.format(&Message::new("side-cho.no-such-attribute")),
            "side-cho.no-such-attribute"
        );
    }
}

#[test]
fn missing_argument_still_produces_text() {
    let l10n = Localizer::new();
    let text = l10n.format(&Message::new("reason-no-piece"));
    assert!(text.starts_with("There is no piece on"), "{text}");
    assert!(
        l10n.format_strict("en", &Message::new("reason-no-piece"))
            .is_err()
    );
}

// ---------------------------------------------------------------------------------------------
// Language switching, plurals, numbers, Korean particles

#[test]
fn language_switch_takes_effect_immediately() {
    let mut l10n = Localizer::new();
    let msg = Message::new("status-turn").arg_msg("side", Message::new("side-han"));
    assert_eq!(l10n.format(&msg), "Han to move.");
    l10n.set_lang("zh").unwrap();
    assert_eq!(l10n.lang(), "zh");
    assert_eq!(l10n.format(&msg), "轮到汉方走棋。");
    l10n.set_lang("ko_KR.UTF-8").unwrap();
    assert_eq!(l10n.lang(), "ko");
    assert_eq!(l10n.format(&msg), "한의 차례입니다.");
    // An unknown language keeps the current one and explains why.
    let warning = l10n.set_lang("fr").unwrap_err();
    assert_eq!(warning.id, "i18n-unknown-language");
    assert_eq!(l10n.lang(), "ko");
    assert_eq!(
        l10n.format(&warning),
        "알 수 없는 언어입니다: ‘fr’. 영어로 표시합니다. 사용할 수 있는 언어: en, ko, zh"
    );
    l10n.set_lang("C").unwrap();
    assert_eq!(l10n.format(&msg), "Han to move.");
}

#[test]
fn plural_selectors_in_each_language() {
    let mut l10n = Localizer::new();
    let ranks = |n: i64| Message::new("fen-ranks").arg_num("count", n);
    let screens = |n: u32| {
        Message::new("reason-cannon-many-screens")
            .arg_num("count", n)
            .arg("squares", "e4, e6")
    };
    assert_eq!(
        l10n.format(&ranks(1)),
        "The board part of the FEN has only one rank; a Janggi board has 10."
    );
    assert_eq!(
        l10n.format(&ranks(11)),
        "The board part of the FEN has 11 ranks; a Janggi board has 10."
    );
    assert!(
        l10n.format(&screens(2))
            .contains("there are 2 pieces in the way")
    );
    assert!(
        l10n.format(&screens(1))
            .contains("there is one piece in the way")
    );

    l10n.set_lang("zh").unwrap();
    assert_eq!(
        l10n.format(&screens(2)),
        "包只能跳过一个棋子，但中间有两个棋子：e4, e6。"
    );
    assert_eq!(
        l10n.format(&screens(3)),
        "包只能跳过一个棋子，但中间有 3 个棋子：e4, e6。"
    );
    // Chinese has no singular form: 1 takes the same path as 11.
    assert!(l10n.format(&ranks(1)).contains("有 1 条横线"));
    assert!(l10n.format(&ranks(11)).contains("有 11 条横线"));

    l10n.set_lang("ko").unwrap();
    assert_eq!(
        l10n.format(&screens(2)),
        "포는 기물 하나만 넘을 수 있는데, 사이에 기물이 두 개 있습니다: e4, e6"
    );
    assert_eq!(
        l10n.format(&screens(5)),
        "포는 기물 하나만 넘을 수 있는데, 사이에 기물이 5개 있습니다: e4, e6"
    );
}

#[test]
fn plural_categories_follow_each_languages_cldr_rules() {
    let source = "n = { $n ->\n    [one] one\n   *[other] other\n}\n";
    let l10n = Localizer::from_sources(
        ["en", "ko", "zh", "ru"]
            .map(|lang| FtlSource::new(lang, format!("{lang}/p.ftl"), source.to_owned())),
    );
    let pick = |lang: &str, n: f64| {
        l10n.format_strict(lang, &Message::new("n").arg_num("n", n))
            .unwrap()
    };
    assert_eq!(pick("en", 1.0), "one");
    assert_eq!(pick("en", 21.0), "other");
    assert_eq!(pick("ru", 21.0), "one");
    assert_eq!(pick("ko", 1.0), "other");
    assert_eq!(pick("zh", 1.0), "other");
}

#[test]
fn counting_scores_use_number_formatting() {
    let mut l10n = Localizer::new();
    let counting = |cho: f64, han: f64| {
        Message::new("result-win")
            .arg_msg("side", Message::new("side-cho"))
            .arg_msg(
                "reason",
                Message::new("end-counting")
                    .arg_num("cho", cho)
                    .arg_num("han", han),
            )
    };
    assert_eq!(
        l10n.format(&counting(72.0, 70.5)),
        "Cho wins (counting: Cho 72 points, Han 70.5 points)."
    );
    // Han's score always shows its half point, even when the engine passes a whole number.
    assert!(
        l10n.format(&counting(72.0, 70.0))
            .contains("Han 70.0 points")
    );
    l10n.set_lang("zh").unwrap();
    assert_eq!(
        l10n.format(&counting(72.0, 70.5)),
        "楚方胜（计点：楚方 72 分，汉方 70.5 分）。"
    );
    l10n.set_lang("ko").unwrap();
    assert_eq!(
        l10n.format(&counting(72.0, 70.5)),
        "초가 이겼습니다(점수 계산: 초 72점, 한 70.5점)."
    );
}

#[test]
fn korean_particles_follow_the_substituted_word() {
    let mut l10n = Localizer::new();
    l10n.set_lang("ko").unwrap();
    let win = |side: &'static str| {
        Message::new("result-win")
            .arg_msg("side", Message::new(side))
            .arg_msg("reason", Message::new("end-checkmate"))
    };
    assert_eq!(l10n.format(&win("side-cho")), "초가 이겼습니다(외통).");
    assert_eq!(l10n.format(&win("side-han")), "한이 이겼습니다(외통).");
    let not_move = |piece: &'static str, to: &str| {
        Message::new("reason-not-piece-move")
            .arg_msg("piece", Message::new(piece))
            .arg("from", "b1")
            .arg("to", to)
    };
    assert!(
        l10n.format(&not_move("piece-horse", "b2"))
            .starts_with("마는 b1에서 b2로 갈 수 없습니다.")
    );
    assert!(
        l10n.format(&not_move("piece-elephant", "b3"))
            .starts_with("상은 b1에서 b3으로 갈 수 없습니다.")
    );
    let no_game = Message::new("record-no-such-game")
        .arg_num("game", 5)
        .arg_num("count", 3);
    assert!(
        l10n.format(&no_game)
            .starts_with("--game 5는 범위를 벗어납니다."),
        "{}",
        l10n.format(&no_game)
    );
}

/// `JOSA($x, …)` already writes `$x`: a `{ $x }` right before it (quoted or not) prints the word
/// twice (`“abc”abc은`).
#[test]
fn korean_josa_does_not_repeat_its_word() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n/ko");
    let mut found = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.starts_with('#'))
        {
            let mut rest = line;
            while let Some(i) = rest.find("{ JOSA($") {
                let var: String = rest[i + 8..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                let before = rest[..i].trim_end_matches(['”', '’', '"', '\'', ')', ':']);
                if before.ends_with(&format!("{{ ${var} }}")) {
                    found.push(format!("{}:{}: {line}", path.display(), n + 1));
                }
                rest = &rest[i + 8..];
            }
        }
    }
    assert!(
        found.is_empty(),
        "word written twice:\n{}",
        found.join("\n")
    );
}

// ---------------------------------------------------------------------------------------------
// NFC

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

// ---------------------------------------------------------------------------------------------
// File layout: each file is a layer or a screen (docs/ARCHITECTURE.md, `src/i18n/`)

/// lang → file (path inside the language folder) → message ids, from the embedded sources.
fn ids_by_file() -> BTreeMap<String, BTreeMap<String, BTreeSet<String>>> {
    let mut out: BTreeMap<String, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for src in i18n::embedded_sources() {
        let file = src
            .path
            .strip_prefix(&format!("{}/", src.lang))
            .unwrap_or(&src.path)
            .to_owned();
        let resource = fluent_syntax::parser::parse(src.text.as_ref())
            .unwrap_or_else(|(_, errs)| panic!("{}: syntax errors {errs:?}", src.path));
        let ids = out
            .entry(src.lang.clone())
            .or_default()
            .entry(file)
            .or_default();
        for entry in &resource.body {
            if let ast::Entry::Message(m) = entry {
                ids.insert(m.id.name.to_owned());
            }
        }
    }
    out
}

/// The part of an id before its first `-`: the family a file owns.
fn id_prefix(id: &str) -> &str {
    id.split('-').next().unwrap_or(id)
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

/// Messages drawn on the trainer screen, by file: (file, id prefixes checked, ids let through).
/// The ids let through carry such characters from before the check reached them.
const SCREEN_TEXTS: &[(&str, &[&str], &[&str])] = &[
    ("tui.ftl", &[""], &[]),
    ("keys.ftl", &[""], &[]),
    ("home.ftl", &[""], &[]),
    ("exercise.ftl", &[""], &[]),
    ("free.ftl", &[""], &[]),
    ("phase.ftl", &[""], &[]),
    ("mistakes.ftl", &[""], &[]),
    ("editor.ftl", &[""], &[]),
    (
        "settings.ftl",
        &[""],
        &[
            "settings-engine-desc",
            "settings-engine-set",
            "settings-engine-not-found",
        ],
    ),
    ("rules.ftl", &[""], &["rules-janggi-traditional-desc"]),
    (
        "progress.ftl",
        &[""],
        &["progress-dropped-setting", "progress-dropped-more"],
    ),
    ("faq.ftl", &["faq-page-"], &[]),
    ("help.ftl", &["help-title", "help-close"], &[]),
    ("erratum.ftl", &["erratum-copied"], &[]),
    ("lesson.ftl", &["lesson-end-"], &[]),
];

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

// ---------------------------------------------------------------------------------------------
// Load errors

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

// ---------------------------------------------------------------------------------------------
// A fourth language is data only

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

// ---------------------------------------------------------------------------------------------
// Locale detection

fn no_env(_: &str) -> Option<String> {
    None
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
            Some(&Arg::Str("en, ko, zh".into()))
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

// ---------------------------------------------------------------------------------------------
// Glossary

/// The first term of a glossary cell: text before ` · `, ` (` or `（`, without backticks.
fn first_term(cell: &str) -> &str {
    let cell = cell.trim().trim_matches('`');
    let end = [" · ", " (", "（"]
        .iter()
        .filter_map(|sep| cell.find(sep))
        .min()
        .unwrap_or(cell.len());
    cell[..end].trim()
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
    assert_eq!(checked_ids, 11 * 3, "sides, pieces, checkmate and bikjang");
}

// ---------------------------------------------------------------------------------------------
// JSON

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
