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

/// Every rule set's ids, which the code builds from `RuleSet::id` with `format!` (the name,
/// its description, the play form's help, the FAQ's short name and `--all-rules` column): a
/// new rule set without them would show the bare id in every language.
#[test]
fn every_rule_set_has_its_messages_in_every_language() {
    let catalog = catalog();
    for rules in crate::rules::RuleSet::ALL {
        let id = rules.id();
        for wanted in [
            format!("rules-{id}"),
            format!("rules-{id}-desc"),
            format!("play-form-rules-{id}"),
            format!("faq-rules-short-{id}"),
            format!("faq-table-rules-{id}"),
        ] {
            for (lang, messages) in &catalog {
                assert!(messages.contains_key(&wanted), "{lang}: missing {wanted}");
            }
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

// ---------------------------------------------------------------------------------------------
// File layout: each file is a layer or a screen (i18n/README.md, "The files")

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
    ("class.ftl", &["class-join"], &[]),
];

// ---------------------------------------------------------------------------------------------
// Load errors

// ---------------------------------------------------------------------------------------------
// A fourth language is data only

// ---------------------------------------------------------------------------------------------
// Locale detection

fn no_env(_: &str) -> Option<String> {
    None
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

// ---------------------------------------------------------------------------------------------
// JSON

mod more;
