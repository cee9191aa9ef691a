//! Plain-text board diagrams for `show`. Every cell has the same display width in every
//! terminal: CJK glyphs and the fullwidth marks used for empty points are always two
//! columns wide (no East-Asian-ambiguous characters such as `·` or box drawing).

use crate::rules::{Board, Color, Square};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Style {
    /// 車馬象士包兵卒 and 楚/漢; Han pieces in parentheses.
    Cjk,
    /// FEN letters: uppercase Cho, lowercase Han.
    Ascii,
}

pub(crate) fn render(board: &Board, style: Style) -> String {
    let mut out = String::new();
    let header: String = match style {
        Style::Cjk => ('a'..='i').map(|f| format!("  {f} ")).collect(),
        Style::Ascii => ('a'..='i').map(|f| format!(" {f} ")).collect(),
    };
    out.push_str(&format!("   {}\n", header.trim_end()));
    for rank in (0..10u8).rev() {
        let mut line = format!("{:>2} ", rank + 1);
        for file in 0..9u8 {
            let sq = Square::new(file, rank).expect("on board");
            line.push_str(&cell(board, sq, style));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

fn cell(board: &Board, sq: Square, style: Style) -> String {
    match (board.get(sq), style) {
        (Some(p), Style::Cjk) => match p.color {
            Color::Cho => format!(" {} ", p.glyph()),
            Color::Han => format!("({})", p.glyph()),
        },
        (Some(p), Style::Ascii) => format!(" {} ", p.char()),
        // Palace-line points are marked so the diagonals can be read.
        (None, Style::Cjk) if sq.on_palace_line() => " ＊ ".to_string(),
        (None, Style::Cjk) => " ＋ ".to_string(),
        (None, Style::Ascii) if sq.on_palace_line() => " * ".to_string(),
        (None, Style::Ascii) => " . ".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Setup;
    use unicode_width::UnicodeWidthStr;

    #[test]
    fn every_row_has_the_same_width() {
        let board = Setup::start().board;
        for style in [Style::Cjk, Style::Ascii] {
            let text = render(&board, style);
            let lines: Vec<&str> = text.lines().skip(1).collect();
            assert_eq!(lines.len(), 10);
            // Width with ambiguous characters counted wide (CJK terminals) equals narrow width.
            for l in &lines {
                assert_eq!(l.width(), l.width_cjk(), "{l}");
            }
        }
        let text = render(&board, Style::Cjk);
        assert!(text.contains("(車)(馬)(象)(士)"), "{text}");
        assert!(text.lines().nth(1).unwrap().starts_with("10 "));
        let ascii = render(&board, Style::Ascii);
        assert!(ascii.contains(" R  N  B  A  .  A  B  N  R"), "{ascii}");
        assert!(ascii.contains(" 8  .  c  .  *  .  *  .  c  ."), "{ascii}");
    }
}
