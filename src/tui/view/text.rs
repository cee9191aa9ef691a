//! Text layout: wrapping that suits Chinese (break between any two ideographs, never before
//! closing punctuation), Korean and English (break at spaces), and drawing wrapped lines.
//! Own code rather than `Paragraph` because screens need the line count to stack panels and
//! to scroll, and that API is unstable in ratatui.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// Ideographs, kana and fullwidth forms: a line may break before and after each.
fn is_cjk_breakable(c: char) -> bool {
    matches!(c as u32,
        0x2E80..=0x2FFF | 0x3000..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF
        | 0xF900..=0xFAFF | 0xFF00..=0xFFEF)
}

/// Punctuation that must not start a line (it stays with what precedes it).
fn no_break_before(c: char) -> bool {
    matches!(
        c,
        '，' | '。'
            | '、'
            | '；'
            | '：'
            | '！'
            | '？'
            | '）'
            | '」'
            | '』'
            | '》'
            | '〉'
            | '】'
            | ','
            | '.'
            | ';'
            | ':'
            | '!'
            | '?'
            | ')'
            | '”'
            | '’'
    )
}

/// Opening punctuation that must not end a line (it stays with what follows it).
fn no_break_after(c: char) -> bool {
    matches!(c, '（' | '「' | '『' | '《' | '〈' | '【' | '(' | '“' | '‘')
}

/// Splits a paragraph into unbreakable pieces; `true` marks a space.
fn atoms(text: &str) -> Vec<(String, bool)> {
    let mut out: Vec<(String, bool)> = Vec::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut Vec<(String, bool)>| {
        if !word.is_empty() {
            out.push((std::mem::take(word), false));
        }
    };
    for c in text.chars() {
        if c == ' ' {
            flush(&mut word, &mut out);
            out.push((" ".to_string(), true));
        } else if no_break_before(c) {
            // Glue to the previous piece.
            if !word.is_empty() {
                word.push(c);
            } else if let Some((last, false)) = out.last_mut() {
                last.push(c);
            } else {
                word.push(c);
            }
        } else if is_cjk_breakable(c) {
            let glue = word.chars().last().is_some_and(no_break_after);
            if !glue {
                flush(&mut word, &mut out);
            }
            word.push(c);
            if !no_break_after(c) {
                flush(&mut word, &mut out);
            }
        } else {
            // A Latin or Hangul letter directly after an ideograph starts a new piece.
            if word
                .chars()
                .last()
                .is_some_and(|p| is_cjk_breakable(p) && !no_break_after(p))
            {
                flush(&mut word, &mut out);
            }
            word.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// Replaces East-Asian-ambiguous punctuation with characters of fixed width, so a line takes
/// the same columns in every terminal (CJK terminals draw ambiguous characters two columns
/// wide, while layout counts one). Curly quotes become straight ones, dashes hyphens, the
/// ellipsis three dots, the middle dot the katakana middle dot (always wide). In Chinese,
/// curly quotes become corner brackets (「」『』), which Chinese typography also uses.
pub(crate) fn display_safe<'a>(text: &'a str, lang: &str) -> std::borrow::Cow<'a, str> {
    let cjk_quotes = lang.starts_with("zh") || lang.starts_with("ja");
    let swap = |c: char| -> Option<&'static str> {
        if cjk_quotes {
            match c {
                '\u{201C}' => return Some("「"),
                '\u{201D}' => return Some("」"),
                '\u{2018}' => return Some("『"),
                '\u{2019}' => return Some("』"),
                _ => {}
            }
        }
        Some(match c {
            '\u{2018}' | '\u{2019}' | '\u{201A}' | '\u{201B}' => "'",
            '\u{201C}' | '\u{201D}' | '\u{201E}' | '\u{201F}' => "\"",
            '\u{2010}'..='\u{2015}' => "-",
            '\u{2026}' => "...",
            '\u{00B7}' | '\u{2022}' | '\u{2027}' => "\u{30FB}",
            '\u{00D7}' => "x",
            '\u{2192}' => "->",
            '\u{2190}' => "<-",
            '\u{25CB}' => "\u{3007}",
            _ => return None,
        })
    };
    if !text.chars().any(|c| swap(c).is_some()) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match swap(c) {
            Some(s) => out.push_str(s),
            None => out.push(c),
        }
    }
    std::borrow::Cow::Owned(out)
}

/// Wraps `text` to `width` columns. Newlines start new lines; no line is wider than `width`.
pub(crate) fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(2);
    let mut lines = Vec::new();
    for para in text.split('\n') {
        let mut line = String::new();
        let mut w = 0;
        for (atom, space) in atoms(para) {
            let aw = atom.width();
            if space {
                if w > 0 && w < width {
                    line.push(' ');
                    w += 1;
                }
                continue;
            }
            if w + aw > width && w > 0 {
                lines.push(std::mem::take(&mut line).trim_end().to_string());
                w = 0;
            }
            if aw > width {
                // Longer than a line: cut anywhere.
                for c in atom.chars() {
                    let cw = c.width().unwrap_or(0);
                    if w + cw > width {
                        lines.push(std::mem::take(&mut line));
                        w = 0;
                    }
                    line.push(c);
                    w += cw;
                }
            } else {
                line.push_str(&atom);
                w += aw;
            }
        }
        lines.push(line.trim_end().to_string());
    }
    lines
}

/// A title in at most `width` columns for a list row: whole when it fits; else, for a title
/// written "subject - detail" (" - ", "：" or ": "), cut with "..." when half the detail
/// still shows, the subject alone when less would; any other title cut with "...". A row
/// never ends mid-word without saying so. ("…" is ambiguous-width: two columns in CJK
/// terminals.)
pub(crate) fn fit_title(title: &str, width: usize) -> String {
    if title.width() <= width {
        return title.to_string();
    }
    let cut = cut_with_dots(title, width);
    let split = [" - ", "：", ": "]
        .iter()
        .filter_map(|sep| title.split_once(sep).map(|(h, rest)| (h, *sep, rest)))
        .min_by_key(|(h, _, _)| h.len());
    match split {
        Some((head, sep, rest)) if !head.trim().is_empty() && head.width() <= width => {
            let detail_shown = (width - 3).saturating_sub(head.width() + sep.width());
            if detail_shown * 2 >= rest.width() {
                cut
            } else {
                head.trim_end().to_string()
            }
        }
        _ => cut,
    }
}

/// `text` whole when it fits in `width` columns, else cut and ended with "..." (three ASCII
/// dots: the ellipsis "…" is ambiguous-width in CJK terminals), so a reader sees it goes on.
pub(crate) fn cut_with_dots(text: &str, width: usize) -> String {
    if text.width() <= width {
        text.to_string()
    } else if width <= 3 {
        truncate(text, width)
    } else {
        truncate(text, width - 3) + "..."
    }
}

/// Cuts `text` to at most `width` columns (no wrapping).
pub(crate) fn truncate(text: &str, width: usize) -> String {
    let mut out = String::new();
    let mut w = 0;
    for c in text.chars() {
        let cw = c.width().unwrap_or(0);
        if w + cw > width {
            break;
        }
        out.push(c);
        w += cw;
    }
    out
}

/// Styled lines built from paragraphs, ready to draw.
#[derive(Default, Clone, Debug)]
pub(crate) struct Lines {
    pub(crate) lines: Vec<(String, Style)>,
}

impl Lines {
    pub(crate) fn new() -> Lines {
        Lines::default()
    }

    /// Adds a wrapped paragraph.
    pub(crate) fn para(&mut self, text: &str, style: Style, width: u16) -> &mut Self {
        for l in wrap(text, width as usize) {
            self.lines.push((l, style));
        }
        self
    }

    /// Adds a paragraph with a hanging indent (`prefix` on the first line, spaces after).
    pub(crate) fn item(&mut self, prefix: &str, text: &str, style: Style, width: u16) -> &mut Self {
        let pw = prefix.width();
        let inner = (width as usize).saturating_sub(pw).max(2);
        for (i, l) in wrap(text, inner).into_iter().enumerate() {
            let lead = if i == 0 {
                prefix.to_string()
            } else {
                " ".repeat(pw)
            };
            self.lines.push((format!("{lead}{l}"), style));
        }
        self
    }

    pub(crate) fn blank(&mut self) -> &mut Self {
        self.lines.push((String::new(), Style::default()));
        self
    }

    pub(crate) fn len(&self) -> usize {
        self.lines.len()
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// Draws from line `scroll` on, clipped to `area`. Returns the rows used.
    pub(crate) fn draw(&self, area: Rect, buf: &mut Buffer, scroll: usize) -> u16 {
        let mut y = area.y;
        for (text, style) in self.lines.iter().skip(scroll) {
            if y >= area.bottom() {
                break;
            }
            buf.set_stringn(area.x, y, text, area.width as usize, *style);
            y += 1;
        }
        y - area.y
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_breaks_between_ideographs_but_not_before_punctuation() {
        let lines = wrap("先看状态栏是轮到楚还是汉，再点该方的一枚棋子。", 12);
        for l in &lines {
            assert!(l.width() <= 12, "{l}");
            assert!(!l.starts_with('，') && !l.starts_with('。'), "{lines:?}");
        }
        assert_eq!(
            lines.concat(),
            "先看状态栏是轮到楚还是汉，再点该方的一枚棋子。"
        );
    }

    #[test]
    fn english_and_korean_break_at_spaces() {
        assert_eq!(
            wrap("the cannon needs a screen", 11),
            ["the cannon", "needs a", "screen"]
        );
        let ko = wrap("포는 움직일 때도 포다리가 필요합니다.", 12);
        assert_eq!(ko, ["포는 움직일", "때도", "포다리가", "필요합니다."]);
    }

    #[test]
    fn ambiguous_punctuation_is_replaced() {
        let s = display_safe("“包”不能—空走…车·马 ‘x’ → ○", "en");
        assert_eq!(s, "\"包\"不能-空走...车\u{30FB}马 'x' -> \u{3007}");
        assert_eq!(display_safe("与“韩国象棋”相同", "zh"), "与「韩国象棋」相同");
        for c in s.chars() {
            assert_eq!(c.width(), c.width_cjk(), "{c:?}");
        }
        assert!(matches!(
            display_safe("plain", "en"),
            std::borrow::Cow::Borrowed(_)
        ));
    }

    #[test]
    fn long_words_are_cut_and_newlines_kept() {
        assert_eq!(wrap("abcdefgh", 3), ["abc", "def", "gh"]);
        assert_eq!(wrap("a\n\nb", 5), ["a", "", "b"]);
        assert_eq!(wrap("b1c3 走马。", 20), ["b1c3 走马。"]);
        assert_eq!(truncate("楚汉ab", 5), "楚汉a");
    }

    #[test]
    fn a_title_too_long_for_its_row_keeps_its_subject_or_says_it_was_cut() {
        let t = "The chariot - straight lines and palace diagonals";
        assert_eq!(fit_title(t, 60), t);
        assert_eq!(fit_title(t, 20), "The chariot");
        assert_eq!(
            fit_title("兵：向前或横走一点，永不后退", 20),
            "兵：向前或横走一..."
        );
        assert_eq!(fit_title("兵：向前或横走一点，永不后退", 12), "兵");
        assert_eq!(
            fit_title("兵：向前或横走一点，永不后退", 27),
            "兵：向前或横走一点，永不..."
        );
        assert_eq!(
            fit_title(t, 45),
            "The chariot - straight lines and palace di..."
        );
        assert_eq!(
            fit_title("Check and the safety of your king", 12),
            "Check and..."
        );
        assert_eq!(fit_title("楚汉楚汉楚汉", 7), "楚汉...");
        assert_eq!(fit_title("abc", 0), "");
    }

    /// A list item too long for its list (the lesson page's "5. mark the destinations" at
    /// 80 columns in English) says it goes on instead of stopping mid-word.
    #[test]
    fn a_list_item_too_long_ends_in_dots() {
        assert_eq!(
            cut_with_dots("---  5. mark the destinations", 24),
            "---  5. mark the dest..."
        );
        assert_eq!(cut_with_dots("---  5. mark", 24), "---  5. mark");
        assert_eq!(cut_with_dots("楚汉楚汉", 6), "楚...");
        assert_eq!(cut_with_dots("abcdef", 2), "ab");
    }
}
