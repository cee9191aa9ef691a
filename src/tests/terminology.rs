//! Terminology: one word per concept in each language. The chosen terms and the variants they
//! replace are the `terminology` block of `docs/GLOSSARY.md`; no lesson text or `.ftl` message may
//! use a replaced variant (except the quotations in the `terminology-allow` block). Also: Chinese
//! text uses full-width punctuation, and the English self-checks speak in one voice per phase.

use std::fs;
use std::path::{Path, PathBuf};

use serde_yaml::Value;

const LANGS: [&str; 3] = ["en", "zh", "ko"];
/// Korean particles that may follow a term closed with `$`.
const PARTICLES: &str = "이가은는을를의과와로으에도만";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One line of the `terminology` block.
#[derive(Debug)]
struct Rule {
    lang: String,
    chosen: String,
    variant: String,
    lessons_only: bool,
}

/// A piece of text in one language and where it comes from.
struct Text {
    lang: String,
    origin: String,
    text: String,
    from_lesson: bool,
}

/// The lines of the fenced block ```` ```tag ```` in `doc`, without blank and `#` lines.
fn fenced_block(doc: &str, tag: &str) -> Vec<String> {
    let open = format!("```{tag}");
    let mut lines = Vec::new();
    let mut inside = false;
    for line in doc.lines() {
        if inside {
            if line.starts_with("```") {
                break;
            }
            if !line.trim().is_empty() && !line.starts_with('#') {
                lines.push(line.to_owned());
            }
        } else if line.trim_end() == open {
            inside = true;
        }
    }
    lines
}

fn cells(line: &str) -> Vec<String> {
    line.split('|').map(|c| c.trim().to_owned()).collect()
}

fn glossary() -> String {
    fs::read_to_string(root().join("docs/GLOSSARY.md")).unwrap()
}

fn rules(doc: &str) -> Vec<Rule> {
    fenced_block(doc, "terminology")
        .iter()
        .map(|line| {
            let c = cells(line);
            assert!(c.len() >= 3, "bad terminology line: {line}");
            assert!(
                LANGS.contains(&c[0].as_str()),
                "unknown language in: {line}"
            );
            assert!(!c[2].is_empty(), "no variant in: {line}");
            Rule {
                lang: c[0].clone(),
                chosen: c[1].clone(),
                variant: c[2].clone(),
                lessons_only: c.get(3).is_some_and(|n| n.contains("lessons only")),
            }
        })
        .collect()
}

/// `(language, text that may keep a variant)`.
fn allowed(doc: &str) -> Vec<(String, String)> {
    fenced_block(doc, "terminology-allow")
        .iter()
        .map(|line| {
            let c = cells(line);
            assert!(c.len() >= 2 && !c[1].is_empty(), "bad allow line: {line}");
            (c[0].clone(), c[1].clone())
        })
        .collect()
}

fn is_word_char(c: char) -> bool {
    ('\u{AC00}'..='\u{D7A3}').contains(&c) || c.is_alphabetic()
}

/// Where `variant` occurs in `text`, honouring the `^` / `$` boundary marks.
fn find_variant(text: &str, variant: &str) -> Option<usize> {
    let (left, v) = match variant.strip_prefix('^') {
        Some(v) => (true, v),
        None => (false, variant),
    };
    let (right, v) = match v.strip_suffix('$') {
        Some(v) => (true, v),
        None => (false, v),
    };
    text.match_indices(v).map(|(i, _)| i).find(|&i| {
        let before_ok = !left || !text[..i].chars().next_back().is_some_and(is_word_char);
        let after_ok = !right
            || !text[i + v.len()..]
                .chars()
                .next()
                .is_some_and(|c| is_word_char(c) && !PARTICLES.contains(c));
        before_ok && after_ok
    })
}

fn yaml_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            yaml_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "yaml") {
            out.push(path);
        }
    }
}

/// Every string under a `zh` / `ko` / `en` key, with its key path.
fn collect(value: &Value, path: &str, file: &str, out: &mut Vec<Text>) {
    match value {
        Value::Mapping(map) => {
            for (k, v) in map {
                let key = k.as_str().unwrap_or("?");
                match v {
                    Value::String(s) if LANGS.contains(&key) => out.push(Text {
                        lang: key.to_owned(),
                        origin: format!("{file} {path}.{key}"),
                        text: s.clone(),
                        from_lesson: true,
                    }),
                    _ => collect(v, &format!("{path}.{key}"), file, out),
                }
            }
        }
        Value::Sequence(items) => {
            for (i, v) in items.iter().enumerate() {
                collect(v, &format!("{path}[{i}]"), file, out);
            }
        }
        _ => {}
    }
}

fn lesson_texts() -> Vec<Text> {
    let mut files = Vec::new();
    yaml_files(&root().join("lessons"), &mut files);
    assert!(files.len() >= 10, "lesson files not found");
    let mut out = Vec::new();
    for path in files {
        let name = path.strip_prefix(root()).unwrap().display().to_string();
        let doc: Value = serde_yaml::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
        collect(&doc, "", &name, &mut out);
    }
    out
}

/// Every non-comment line of every `.ftl` file.
fn ftl_texts() -> Vec<Text> {
    let mut out = Vec::new();
    for lang in LANGS {
        let dir = root().join("i18n").join(lang);
        let mut files: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
            .collect();
        files.sort();
        for path in files {
            let name = path.strip_prefix(root()).unwrap().display().to_string();
            for (n, line) in fs::read_to_string(&path).unwrap().lines().enumerate() {
                if line.trim_start().starts_with('#') {
                    continue;
                }
                out.push(Text {
                    lang: lang.to_owned(),
                    origin: format!("{name}:{}", n + 1),
                    text: line.to_owned(),
                    from_lesson: false,
                });
            }
        }
    }
    out
}

/// The uses of replaced variants in `texts`, one line each.
fn violations(rules: &[Rule], allowed: &[(String, String)], texts: &[Text]) -> Vec<String> {
    let mut found = Vec::new();
    for t in texts {
        let mut text = t.text.clone();
        for (lang, snippet) in allowed {
            if *lang == t.lang {
                text = text.replace(snippet.as_str(), " ");
            }
        }
        for r in rules {
            if r.lang != t.lang || (r.lessons_only && !t.from_lesson) {
                continue;
            }
            if let Some(i) = find_variant(&text, &r.variant) {
                let start = text[..i].char_indices().rev().nth(12).map_or(0, |(j, _)| j);
                let context: String = text[start..].chars().take(40).collect();
                found.push(format!(
                    "{}: “{}” (write “{}”): …{}…",
                    t.origin, r.variant, r.chosen, context
                ));
            }
        }
    }
    found
}

#[test]
fn no_text_uses_a_replaced_variant() {
    let doc = glossary();
    let rules = rules(&doc);
    let allowed = allowed(&doc);
    let mut texts = lesson_texts();
    texts.extend(ftl_texts());
    let found = violations(&rules, &allowed, &texts);
    assert!(
        found.is_empty(),
        "replaced terms in use (docs/GLOSSARY.md, “Replaced variants”):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_table_covers_every_language_and_its_allow_list_is_used() {
    let doc = glossary();
    let rules = rules(&doc);
    for lang in LANGS {
        assert!(
            rules.iter().filter(|r| r.lang == lang).count() >= 3,
            "{lang}: fewer than 3 replaced variants listed"
        );
    }
    // An allow-list line that matches nothing any more would silently permit the variant later.
    let texts = lesson_texts();
    for (lang, snippet) in allowed(&doc) {
        assert!(
            texts
                .iter()
                .any(|t| t.lang == lang && t.text.contains(&snippet)),
            "allow-list text “{snippet}” ({lang}) no longer occurs: remove it"
        );
    }
}

#[test]
fn the_check_finds_a_planted_variant_and_respects_boundaries() {
    let doc = glossary();
    let rules = rules(&doc);
    let allowed = allowed(&doc);
    let text = |lang: &str, s: &str| Text {
        lang: lang.to_owned(),
        origin: "planted".to_owned(),
        text: s.to_owned(),
        from_lesson: true,
    };
    let planted = [
        text("ko", "b7의 한 졸을 잡습니다."),
        text("ko", "궁성 귀퉁이 d3"),
        text("ko", "갈 수 있는 자리를 고르세요."),
        text("zh", "和电脑对弈"),
        text("en", "Unlike the Chinese chess cannon"),
        text("en", "The janggi-modern rules ignore facing kings."),
        text("zh", "兵：向前或横走一点，永不后退"),
        text("zh", "楚兵退一点吃掉它合法吗？"),
        text("zh", "楚兵从 e6 斜进一点吃掉 d7 的汉包。"),
        text("zh", "只有本文的基础规则没有。"),
        text("ko", "이 글의 기본 규칙에만 없습니다."),
        text("ko", "e5의 초 졸은 e6으로 갑니다."),
    ];
    for t in &planted {
        let found = violations(&rules, &allowed, std::slice::from_ref(t));
        assert_eq!(found.len(), 1, "{:?} gave {found:?}", t.text);
    }
    let fine = [
        text("ko", "한 차례에 한 수씩, 한 칸 움직입니다."),
        text("ko", "b7의 한의 졸을 잡습니다."),
        text("ko", "초의 졸(卒)은 위로, 한의 병(兵)은 아래로 갑니다."),
        text("en", "Under the modern rules facing kings mean nothing."),
        text(
            "zh",
            "兵每次走一步；马先直走一格，再向外斜走一格，落点是 e2 这一点。",
        ),
        text("ko", "e5의 초의 졸은 초 차례에 e6으로 갑니다."),
    ];
    for t in &fine {
        let found = violations(&rules, &allowed, std::slice::from_ref(t));
        assert!(found.is_empty(), "{:?} gave {found:?}", t.text);
    }
    assert_eq!(find_variant("한 차를", "^한 차$"), Some(0));
    assert_eq!(find_variant("한 차례", "^한 차$"), None);
    assert_eq!(find_variant("c7의 한 마로", "^한 마$"), Some("c7의 ".len()));
}

/// Words the audits found more than once, checked on their own so that a glossary edit cannot
/// let them back: 「走一点」 reads “walk a little” (a step is 一步 / 一格), and the source text is
/// 原文 / 원문, not 「本文」 / 「이 글」 (“this text”, which is the lesson itself).
#[test]
fn no_step_is_a_little_and_the_source_is_the_source() {
    let banned: [(&str, &[&str]); 2] = [
        (
            "zh",
            &["走一点", "退一点", "进一点", "横走一点", "斜走一点", "本文"],
        ),
        ("ko", &["이 글"]),
    ];
    let mut texts = lesson_texts();
    texts.extend(ftl_texts());
    let mut found = Vec::new();
    for t in &texts {
        for (lang, words) in &banned {
            if t.lang != *lang {
                continue;
            }
            for w in words.iter().filter(|w| t.text.contains(**w)) {
                found.push(format!("{}: 「{w}」 in …{}…", t.origin, t.text));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// A Korean particle spelled both ways, 「(으)로」 or 「을(를)」, where JOSA should pick one.
fn raw_particle(text: &str) -> Option<&'static str> {
    const RAW: [&str; 11] = [
        "(으)로", "(이)가", "이(가)", "가(이)", "을(를)", "를(을)", "은(는)", "는(은)", "과(와)",
        "와(과)", "(이)나",
    ];
    RAW.into_iter().find(|r| text.contains(r))
}

#[test]
fn korean_text_spells_each_particle_once() {
    let mut texts = lesson_texts();
    texts.extend(ftl_texts());
    let found: Vec<String> = texts
        .iter()
        .filter(|t| t.lang == "ko")
        .filter_map(|t| raw_particle(&t.text).map(|r| format!("{}: 「{r}」: {}", t.origin, t.text)))
        .collect();
    assert!(
        found.is_empty(),
        "raw particles in Korean (use JOSA):\n{}",
        found.join("\n")
    );
    assert_eq!(raw_particle("기보에 x(으)로 저장했습니다."), Some("(으)로"));
    assert_eq!(raw_particle("기보를 x 파일에 저장했습니다."), None);
}

/// ASCII punctuation next to a Chinese character, or a doubled hyphen used as a dash.
fn ascii_punctuation(text: &str) -> Option<usize> {
    let cjk =
        |c: char| ('\u{4E00}'..='\u{9FFF}').contains(&c) || ('\u{3000}'..='\u{303F}').contains(&c);
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for (k, &(i, c)) in chars.iter().enumerate() {
        let prev = k.checked_sub(1).map(|p| chars[p].1);
        let next = chars.get(k + 1).map(|n| n.1);
        // A mark at the edge of a quotation is quoted literally: 「!」, 「{ $key }:」.
        let quoted = prev == Some('「') || next == Some('」');
        if ":;,!?()".contains(c) && !quoted && (prev.is_some_and(cjk) || next.is_some_and(cjk)) {
            return Some(i);
        }
        // `--moves` is a command-line option, `--` before a letter; a dash is anything else.
        if c == '-'
            && next == Some('-')
            && !chars.get(k + 2).is_some_and(|n| n.1.is_ascii_alphabetic())
        {
            return Some(i);
        }
    }
    None
}

#[test]
fn chinese_text_uses_full_width_punctuation() {
    // Notation the learner types or reads literally, not prose punctuation.
    let literal = [
        "包所在点:方向",
        "键: 值",
        "步骤:答案",
        "2:是",
        "Esc、?",
        "?!、? 或 ??",
    ];
    let mut texts = lesson_texts();
    texts.extend(ftl_texts());
    let mut found = Vec::new();
    for t in texts.iter().filter(|t| t.lang == "zh") {
        let mut text = t.text.clone();
        for l in literal {
            text = text.replace(l, " ");
        }
        if let Some(i) = ascii_punctuation(&text) {
            // A few characters before the mark (at a character boundary) for context.
            let start = (0..=i.saturating_sub(12))
                .rev()
                .find(|&j| text.is_char_boundary(j))
                .unwrap_or(0);
            let context: String = text[start..].chars().take(20).collect();
            found.push(format!("{}: …{}…", t.origin, context));
        }
    }
    assert!(
        found.is_empty(),
        "ASCII punctuation in Chinese text:\n{}",
        found.join("\n")
    );
    assert_eq!(ascii_punctuation("错误: 不合法"), Some("错误".len()));
    assert_eq!(
        ascii_punctuation("恰好一个棋子--它"),
        Some("恰好一个棋子".len())
    );
    assert_eq!(ascii_punctuation("见 --help。"), None);
}

#[test]
fn english_self_checks_speak_in_one_voice() {
    let mut wrong = Vec::new();
    let mut seen = 0;
    for t in lesson_texts() {
        if t.lang != "en" || !t.origin.contains(".self_check.") {
            continue;
        }
        seen += 1;
        let s = format!(" {} ", t.text);
        let second = s.contains(" You ") || s.contains(" you ");
        let first = s.contains(" I ") || s.contains(" My ") || s.contains(" my ");
        let understand = t.origin.starts_with("lessons/understand/");
        let ok = if understand {
            second && !first
        } else {
            first && !second
        };
        if !ok {
            wrong.push(format!("{}: {}", t.origin, t.text));
        }
    }
    assert!(seen >= 50, "only {seen} self-checks found");
    assert!(
        wrong.is_empty(),
        "self-checks say “You can …” in the understand phase and “I …” elsewhere:\n{}",
        wrong.join("\n")
    );
}

/// What the program prints, not only what its files say: every message formatted (with a real
/// side, piece and line where it takes one, so "{ $side } 승" shows as "한 승"), and the CLI's
/// output for the verbs that put lesson, FAQ and engine words together. The replaced variants
/// of the glossary must not appear there either.
#[test]
fn replaced_variants_do_not_reach_the_output() {
    use crate::i18n::{Localizer, Message};
    let doc = glossary();
    let rules: Vec<Rule> = rules(&doc)
        .into_iter()
        .filter(|r| !r.lessons_only)
        .collect();
    let allowed = allowed(&doc);
    let l10n = Localizer::new();
    let mut texts = Vec::new();
    for (lang, messages) in crate::tests::i18n_catalog::catalog() {
        for (id, needs) in &messages {
            let mut msg = crate::tests::i18n_catalog::sample_message(id, needs, 2.0);
            if needs.vars.contains("line") {
                msg = msg.arg_msg(
                    "line",
                    Message::new("lesson-line")
                        .arg("square", "b3")
                        .arg("direction", "up"),
                );
            }
            if let Ok(text) = l10n.format_strict(&lang, &msg) {
                texts.push(Text {
                    lang: lang.clone(),
                    origin: format!("{lang} message {id}"),
                    text,
                    from_lesson: false,
                });
            }
        }
    }
    let runs: &[&[&str]] = &[
        &["faq", "--all-rules"],
        &[
            "try",
            "cannon-lines",
            "screen-becomes-cannon",
            "opened a6:right",
        ],
        &["try", "horse", "horse-enemy-leg", "no"],
        &[
            "erratum",
            "--lesson",
            "rule-versions",
            "--exercise",
            "what-changes-online",
        ],
        &["erratum", "--faq", "cho-moves-first"],
        &["play", "--help"],
        &["progress", "--help"],
    ];
    for lang in ["zh", "ko"] {
        for run in runs {
            let mut argv = vec!["--lang", lang];
            argv.extend_from_slice(run);
            let (_, out, err) = crate::tests::common::run_cli(&argv);
            texts.push(Text {
                lang: lang.to_owned(),
                origin: format!("janggi-tutor {}", argv.join(" ")),
                text: format!("{out}\n{err}"),
                from_lesson: false,
            });
        }
    }
    assert!(texts.len() > 3 * 1000, "only {} outputs", texts.len());
    let curly: Vec<&str> = texts
        .iter()
        .filter(|t| t.lang == "zh" && t.text.contains(['“', '”']))
        .map(|t| t.origin.as_str())
        .collect();
    assert!(
        curly.is_empty(),
        "curly quotes in Chinese output: {curly:?}"
    );
    let found = violations(&rules, &allowed, &texts);
    assert!(
        found.is_empty(),
        "replaced terms in the output (docs/GLOSSARY.md, “Replaced variants”):\n{}",
        found.join("\n")
    );
    let raw: Vec<String> = texts
        .iter()
        .filter(|t| t.lang == "ko")
        .filter_map(|t| raw_particle(&t.text).map(|r| format!("{}: 「{r}」", t.origin)))
        .collect();
    assert!(
        raw.is_empty(),
        "raw particles in the Korean output:\n{}",
        raw.join("\n")
    );
    // And the chosen terms are what the output says: each one is in some message, command
    // output or lesson text of its language (a term only the glossary knows is no choice).
    texts.extend(lesson_texts());
    let unused: Vec<String> = rules
        .iter()
        .filter(|r| !r.chosen.contains("N "))
        .filter(|r| {
            !texts
                .iter()
                .any(|t| t.lang == r.lang && t.text.contains(r.chosen.as_str()))
        })
        .map(|r| format!("{} | {}", r.lang, r.chosen))
        .collect();
    assert!(
        unused.is_empty(),
        "chosen terms that no output uses:\n{}",
        unused.join("\n")
    );
}

/// Chinese uses one quote style: 「」 (『』 inside), as the screen shows curly quotes anyway,
/// so the CLI, the FAQ and the handouts read the same, lessons and messages alike.
#[test]
fn chinese_text_uses_corner_brackets() {
    let mut texts = lesson_texts();
    texts.extend(ftl_texts());
    let found: Vec<String> = texts
        .iter()
        .filter(|t| t.lang == "zh")
        .filter(|t| t.text.contains(['“', '”', '‘', '’']))
        .map(|t| format!("{}: {}", t.origin, t.text))
        .collect();
    assert!(
        found.is_empty(),
        "curly quotes in Chinese:\n{}",
        found.join("\n")
    );
    let (_, out, err) = crate::tests::common::run_cli(&["--lang", "zh", "faq"]);
    assert!(
        !out.contains(['“', '”']) && !err.contains(['“', '”']),
        "{out}{err}"
    );
}

/// A claim's explanation opens with the answer in the words its buttons use (ko 참 / 거짓, zh
/// 对 / 错), the same answer as the English one: a Korean learner saw "맞습니다" under a
/// "참" button in five claims and "참입니다" in six.
#[test]
fn claim_explanations_open_with_the_answer_in_the_buttons_words() {
    fn claims<'a>(value: &'a Value, out: &mut Vec<&'a Value>) {
        match value {
            Value::Mapping(map) => {
                if map.get("kind").and_then(Value::as_str) == Some("claim") {
                    out.push(value);
                }
                map.values().for_each(|v| claims(v, out));
            }
            Value::Sequence(items) => items.iter().for_each(|v| claims(v, out)),
            _ => {}
        }
    }
    let mut files = Vec::new();
    yaml_files(&root().join("lessons"), &mut files);
    let mut checked = 0;
    let mut wrong = Vec::new();
    for path in files {
        let doc: Value = serde_yaml::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
        let mut found = Vec::new();
        claims(&doc, &mut found);
        for claim in found {
            let Some(text) = claim.get("explanation") else {
                continue;
            };
            let words = |lang: &str| text.get(lang).and_then(Value::as_str).unwrap_or("");
            let truth = match words("en") {
                en if en.starts_with("True") => true,
                en if en.starts_with("False") || en.starts_with("No") => false,
                _ => continue,
            };
            checked += 1;
            let (ko, zh) = if truth {
                ("참입니다.", "对")
            } else {
                ("거짓입니다.", "错")
            };
            let id = claim.get("id").and_then(Value::as_str).unwrap_or("?");
            if !words("ko").starts_with(ko) {
                wrong.push(format!("{} {id} ko: {}", path.display(), words("ko")));
            }
            let zh_text = words("zh");
            if !(zh_text.starts_with(zh) || (!truth && zh_text.starts_with("不对"))) {
                wrong.push(format!("{} {id} zh: {zh_text}", path.display()));
            }
        }
    }
    assert!(checked >= 15, "only {checked} claims found");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The source's closing words have one translation per language: the last lesson quotes them
/// as the play screen shows them (there were two Korean ones).
#[test]
fn the_closing_words_are_quoted_as_the_play_screen_says_them() {
    use crate::i18n::Localizer;
    let texts = lesson_texts();
    for lang in LANGS {
        let mut l10n = Localizer::new();
        l10n.set_lang(lang).unwrap();
        let words = l10n.tr("play-closing-words");
        let quoted = texts.iter().any(|t| {
            t.lang == lang
                && t.origin.contains("review/04-mixed-review.yaml")
                && t.text.contains(words.as_str())
        });
        assert!(quoted, "{lang}: review/04 does not quote “{words}”");
    }
}

/// The Chinese and Korean quick starts (README.zh.md, README.ko.md) say what a learner types:
/// every program command in their `sh` blocks runs as written and succeeds; a command that
/// opens the trainer screen is checked with `--help` added (its options parse). `cargo`
/// lines are checked the same way from the arguments after `--`.
#[test]
fn the_quick_starts_commands_run_as_written() {
    for (file, lang) in [("README.zh.md", "zh"), ("README.ko.md", "ko")] {
        let text = fs::read_to_string(root().join(file)).unwrap();
        assert!(
            fs::read_to_string(root().join("README.md"))
                .unwrap()
                .lines()
                .next()
                .is_some_and(|top| top.contains(&format!("({file})"))),
            "README.md does not link {file} at its top"
        );
        let mut run = 0;
        // Every `sh` block, not only the first.
        let lines: Vec<String> = text
            .split("```sh\n")
            .skip(1)
            .flat_map(|block| fenced_block(&format!("```sh\n{block}"), "sh"))
            .collect();
        for line in lines {
            let command = line.split(" # ").next().unwrap_or_default().trim();
            let args: Vec<&str> = if let Some(rest) = command.strip_prefix("./janggi-tutor") {
                rest.split_whitespace().collect()
            } else if let Some((_, rest)) = command.split_once("cargo run --release --") {
                rest.split_whitespace().collect()
            } else {
                assert!(command.starts_with("cargo build"), "{file}: {line}");
                continue;
            };
            assert_eq!(args.get(..2), Some(&["--lang", lang][..]), "{file}: {line}");
            let mut argv = args.clone();
            if args.len() == 2 {
                argv.push("--help");
            }
            let (code, out, err) = crate::tests::common::run_cli(&argv);
            assert_eq!(code, 0, "{file}: {line}\n{out}{err}");
            assert!(!out.trim().is_empty(), "{file}: {line} printed nothing");
            run += 1;
        }
        assert!(run >= 5, "{file}: only {run} commands found");
    }
}
