//! The lint's reading of a `zh` or `ko` text's own words (`lesson::advice` places the
//! warnings): a sentence in another language inside it (a wholly English text is
//! `advice::wrong_script`'s), and Korean particles that do not fit the Janggi noun or point
//! name before them (`궁는` for `궁은`, `사은` for `사는`): the same choice the program makes
//! for its own text (`i18n::josa_attach`, Fluent's `JOSA()`).

use crate::i18n::josa_attach;
use crate::rules::Square;

fn is_han(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}')
}

fn is_hangul(c: char) -> bool {
    matches!(c, '\u{AC00}'..='\u{D7AF}' | '\u{1100}'..='\u{11FF}' | '\u{3130}'..='\u{318F}')
}

/// How many words of another language a sentence needs to count as one (a term in
/// brackets, `bikjang`, is not a sentence).
const FOREIGN_WORDS: usize = 3;

/// The first sentence of a `zh` or `ko` text (one that has that script somewhere) written
/// with none of it and at least [`FOREIGN_WORDS`] words of Latin letters that are not
/// notation: a sentence of another language pasted in.
pub(crate) fn foreign_sentence<'a>(lang: &str, text: &'a str) -> Option<&'a str> {
    let script: fn(char) -> bool = match lang {
        "zh" => is_han,
        "ko" => is_hangul,
        _ => return None,
    };
    if !text.chars().any(script) {
        return None;
    }
    sentences(text).into_iter().find(|s| {
        !s.chars().any(script)
            && s.split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '’'))
                .filter(|w| {
                    w.chars().filter(|c| c.is_ascii_alphabetic()).count() >= 2
                        && w.chars().any(|c| c.is_ascii_lowercase())
                        && !super::advice::is_notation(w)
                })
                .count()
                >= FOREIGN_WORDS
    })
}

/// A text cut after each sentence's end (`。！？`, `.!?` before a space, a line break).
fn sentences(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let next = chars.peek().map(|(_, n)| *n);
        let end = matches!(c, '。' | '！' | '？' | '\n')
            || (matches!(c, '.' | '!' | '?') && next.is_none_or(char::is_whitespace));
        if end {
            let stop = i + c.len_utf8();
            out.push(&text[start..stop]);
            start = stop;
        }
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out.retain(|s| !s.trim().is_empty());
    out
}

/// The Janggi nouns whose particles are read: the pieces, the sides, the palace.
const KO_NOUNS: [&str; 11] = [
    "궁성", "궁", "사", "상", "마", "차", "포", "졸", "병", "초", "한",
];

/// Particles that change with the sound before them, each form (`PAIRS` of `i18n::josa`).
const KO_FORMS: [&str; 10] = ["으로", "은", "는", "이", "가", "을", "를", "과", "와", "로"];

/// Ordinary words that read as a noun and a particle (`사이` "between", `마을` "village").
const KO_WORDS: [&str; 6] = ["사이", "차이", "사과", "마을", "초과", "한가"];

/// A particle that does not fit the word before it: the word with the particle as written,
/// and as it should be (`궁는` → `궁은`); each once, in text order.
pub(crate) fn wrong_particles(text: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for (k, &(i, c)) in chars.iter().enumerate() {
        // A word starts here: after no Hangul letter.
        if k > 0 && is_hangul(chars[k - 1].1) {
            continue;
        }
        let rest = &text[i..];
        let word = if c.is_ascii_lowercase() {
            // A point name, `d10`.
            let end = rest
                .find(|ch: char| !ch.is_ascii_alphanumeric())
                .unwrap_or(rest.len());
            let w = &rest[..end];
            if w.parse::<Square>().is_err() || (k > 0 && chars[k - 1].1.is_ascii_alphanumeric()) {
                continue;
            }
            w
        } else if is_hangul(c) {
            match KO_NOUNS.iter().find(|n| rest.starts_with(*n)) {
                Some(n) => n,
                None => continue,
            }
        } else {
            continue;
        };
        let after = &rest[word.len()..];
        let Some(form) = KO_FORMS.iter().find(|f| {
            after
                .strip_prefix(*f)
                .is_some_and(|t| t.chars().next().is_none_or(|n| !is_hangul(n)))
        }) else {
            continue;
        };
        let written = format!("{word}{form}");
        if KO_WORDS.contains(&written.as_str()) {
            continue;
        }
        let right = josa_attach(word, form);
        if right != written && !out.iter().any(|(w, _)| *w == written) {
            out.push((written, right));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn particles_after_nouns_and_points() {
        assert_eq!(
            wrong_particles("한의 궁는 d10, 사은 d9에 있습니다."),
            [
                ("궁는".to_string(), "궁은".to_string()),
                ("사은".to_string(), "사는".to_string())
            ]
        );
        assert_eq!(
            wrong_particles("e2으로 갑니다. e3으로, d9가"),
            [("e2으로".to_string(), "e2로".to_string())]
        );
        assert!(wrong_particles("한의 궁은 d10, 사는 d9에. 두 칸 사이 마을 차이").is_empty());
        // Inside a longer word: not a particle.
        assert!(wrong_particles("대포는 사용은 마지막").is_empty());
    }

    #[test]
    fn a_foreign_sentence_inside_a_text() {
        assert_eq!(
            foreign_sentence("zh", "车走到 d10。The chariot is blocked here. 再想想。"),
            Some("The chariot is blocked here.")
        );
        assert_eq!(foreign_sentence("zh", "双方王对面（bikjang）。"), None);
        assert_eq!(foreign_sentence("ko", "차는 b1c3으로 갑니다."), None);
        assert_eq!(foreign_sentence("zh", "The chariot is blocked here."), None);
        assert_eq!(foreign_sentence("en", "The chariot. 车。"), None);
    }
}
