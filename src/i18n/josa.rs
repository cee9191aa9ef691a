//! `JOSA()`: a Fluent function for Korean particles (조사) after a placeable.
//!
//! Korean particles change with the sound that ends the previous word: `초가` but `한이`,
//! `마는` but `상은`, `e2로` but `e3으로`. Since piece names, sides and squares arrive as
//! arguments, the FTL cannot spell the particle itself. `{ JOSA($side, "이") }` returns the
//! value followed by the right form (`초가`, `한이`). Either form may be named (`"이"` or
//! `"가"`). The copula endings are forms too: `{ JOSA($piece, "이어서") }` gives `차여서`,
//! `상이어서`. When the last sound cannot be read (e.g. a Chinese character), both forms are
//! written the conventional way: `漢이(가)`, `漢(으)로`.
//!
//! The function is registered in every bundle (it is harmless elsewhere), so a new language
//! folder needs no Rust change.

use std::borrow::Cow;

use fluent::{FluentArgs, FluentValue};
use unicode_normalization::UnicodeNormalization;

/// (form after a final consonant, form after a vowel)
const PAIRS: [(&str, &str); 18] = [
    ("은", "는"),
    ("이", "가"),
    ("을", "를"),
    ("과", "와"),
    ("아", "야"),
    ("이나", "나"),
    ("이랑", "랑"),
    ("으로", "로"),
    ("으로서", "로서"),
    ("으로써", "로써"),
    // The copula 이다 and its endings: `차여서` but `상이어서`, `마다` but `궁이다`.
    ("이어서", "여서"),
    ("이다", "다"),
    ("이고", "고"),
    ("이며", "며"),
    ("이면", "면"),
    ("이라", "라"),
    ("이라서", "라서"),
    ("이에요", "예요"),
];

/// How a word ends, as far as particles care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ending {
    Vowel,
    /// Final ㄹ: takes the consonant forms except `로` (`칠로`, `졸로`).
    Rieul,
    Consonant,
    Unknown,
}

fn ending(word: &str) -> Ending {
    let nfc: String = word.nfc().collect();
    let Some(last) = nfc.chars().rev().find(|c| c.is_alphanumeric()) else {
        return Ending::Unknown;
    };
    match last {
        '가'..='힣' => match (u32::from(last) - 0xAC00) % 28 {
            0 => Ending::Vowel,
            8 => Ending::Rieul,
            _ => Ending::Consonant,
        },
        // Sino-Korean readings: 영/십/백 (0), 일, 이, 삼, 사, 오, 육, 칠, 팔, 구.
        '1' | '7' | '8' => Ending::Rieul,
        '0' | '3' | '6' => Ending::Consonant,
        '2' | '4' | '5' | '9' => Ending::Vowel,
        // English letter names: 엘, 알 / 엠, 엔 / the rest end in a vowel.
        'l' | 'L' | 'r' | 'R' => Ending::Rieul,
        'm' | 'M' | 'n' | 'N' => Ending::Consonant,
        c if c.is_ascii_alphabetic() => Ending::Vowel,
        _ => Ending::Unknown,
    }
}

/// `word` followed by the form of `particle` that fits it.
pub(crate) fn attach(word: &str, particle: &str) -> String {
    let Some(&(cons, vowel)) = PAIRS.iter().find(|(c, v)| *c == particle || *v == particle) else {
        return format!("{word}{particle}");
    };
    let rieul_takes_vowel_form = cons.starts_with("으로");
    let form = match ending(word) {
        Ending::Vowel => vowel.to_owned(),
        Ending::Rieul if rieul_takes_vowel_form => vowel.to_owned(),
        Ending::Rieul | Ending::Consonant => cons.to_owned(),
        Ending::Unknown if rieul_takes_vowel_form => format!("(으){vowel}"),
        Ending::Unknown => format!("{cons}({vowel})"),
    };
    format!("{word}{form}")
}

/// The Fluent function: `JOSA(value, "particle")`.
pub(crate) fn fluent_josa<'a>(
    positional: &[FluentValue<'a>],
    _named: &FluentArgs,
) -> FluentValue<'a> {
    let word: Cow<'_, str> = match positional.first() {
        Some(FluentValue::String(s)) => Cow::Borrowed(s.as_ref()),
        Some(FluentValue::Number(n)) => n.as_string(),
        _ => return FluentValue::Error,
    };
    let particle = match positional.get(1) {
        Some(FluentValue::String(p)) => p.as_ref(),
        _ => "",
    };
    FluentValue::String(Cow::Owned(attach(&word, particle)))
}

#[cfg(test)]
mod tests {
    use super::attach;

    #[test]
    fn particles_follow_the_final_sound() {
        assert_eq!(attach("초", "이"), "초가");
        assert_eq!(attach("한", "가"), "한이");
        assert_eq!(attach("상", "는"), "상은");
        assert_eq!(attach("마", "은"), "마는");
        assert_eq!(attach("차", "을"), "차를");
        assert_eq!(attach("궁", "를"), "궁을");
        assert_eq!(attach("졸", "으로"), "졸로");
        assert_eq!(attach("궁", "로"), "궁으로");
    }

    #[test]
    fn copula_forms_follow_the_final_sound() {
        assert_eq!(attach("차", "이어서"), "차여서");
        assert_eq!(attach("마", "여서"), "마여서");
        assert_eq!(attach("사", "이어서"), "사여서");
        assert_eq!(attach("상", "여서"), "상이어서");
        assert_eq!(attach("졸", "이어서"), "졸이어서");
        assert_eq!(attach("포", "이다"), "포다");
        assert_eq!(attach("궁", "다"), "궁이다");
        assert_eq!(attach("차", "이고"), "차고");
        assert_eq!(attach("한", "며"), "한이며");
        assert_eq!(attach("초", "이면"), "초면");
        assert_eq!(attach("e5", "이라"), "e5라");
        assert_eq!(attach("e6", "라서"), "e6이라서");
        assert_eq!(attach("마", "이에요"), "마예요");
        assert_eq!(attach("궁", "예요"), "궁이에요");
        assert_eq!(attach("漢", "이어서"), "漢이어서(여서)");
        // The plain subject particle is still `이`/`가`, not a copula.
        assert_eq!(attach("차", "이"), "차가");
    }

    #[test]
    fn squares_are_read_in_sino_korean() {
        assert_eq!(attach("e2", "으로"), "e2로");
        assert_eq!(attach("e3", "으로"), "e3으로");
        assert_eq!(attach("e7", "으로"), "e7로");
        assert_eq!(attach("a10", "은"), "a10은");
        assert_eq!(attach("d9", "이"), "d9가");
        assert_eq!(attach("d1", "이"), "d1이");
    }

    #[test]
    fn unknown_endings_show_both_forms() {
        assert_eq!(attach("漢", "이"), "漢이(가)");
        assert_eq!(attach("漢", "로"), "漢(으)로");
        assert_eq!(attach("x", "하고"), "x하고");
        // Decomposed (NFD) Hangul is read correctly too.
        assert_eq!(
            attach("\u{1112}\u{1161}\u{11AB}", "이"),
            "\u{1112}\u{1161}\u{11AB}이"
        );
    }
}
