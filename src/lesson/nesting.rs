//! A guard against deeply nested YAML, run before parsing: the YAML parser and the checks
//! after it take time that grows faster than the file when collections nest thousands deep
//! (`[[[[...]]]]`, a map inside a map 50,000 times), so such a file is refused at once, at
//! the place where it passes the limit. One pass over the text, so the cost stays linear.
//!
//! The count is an upper bound of the real depth: indentation levels (block maps and
//! sequences), `- ` markers that open a sequence on the same line, and open `[` / `{`
//! outside quotes and comments. Real lessons nest about ten deep.

/// The deepest nesting accepted in lesson and FAQ files.
pub(crate) const MAX_DEPTH: usize = 64;

/// Where the nesting passed the limit (1-based line, column in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TooDeep {
    pub(crate) line: usize,
    pub(crate) col: usize,
    pub(crate) limit: usize,
}

/// `Err` at the first place where the nesting is deeper than `limit`.
///
/// Brackets inside quoted scalars are not counted, so a quote must only be taken as opening
/// one where YAML opens one: at the start of a scalar (a line's start unless it goes on a
/// plain scalar of the line before, after `: `, `- `, `? `, `[`, `{`, or a `,` in a flow
/// collection). Inside a plain scalar (`id: x "y`) a quote is an ordinary character, and
/// taking it for an opening one would leave the rest of the file uncounted.
pub(crate) fn check(text: &str, limit: usize) -> Result<(), TooDeep> {
    let mut indents: Vec<usize> = Vec::new();
    let mut flow = 0usize;
    let mut quote: Option<char> = None;
    // Whether a quote here would open a quoted scalar.
    let mut at_start = true;
    // The indentation of the line where a block plain scalar began, while more-indented
    // lines may go on with it.
    let mut plain_indent: Option<usize> = None;
    for (i, line) in text.lines().enumerate() {
        let too_deep = |col: usize| TooDeep {
            line: i + 1,
            col,
            limit,
        };
        let body = line.trim_start_matches(' ');
        let indent = line.len() - body.len();
        let mut block = indents.len();
        if quote.is_none() && flow == 0 && !body.is_empty() && !body.starts_with('#') {
            while indents.last().is_some_and(|&top| top >= indent) {
                indents.pop();
            }
            indents.push(indent);
            // `- - - x`: each marker opens one more sequence on this line.
            let mut rest = body;
            let mut dashes = 0;
            while let Some(r) = rest.strip_prefix("- ") {
                rest = r.trim_start_matches(' ');
                dashes += 1;
            }
            block = indents.len() + dashes;
            if block > limit {
                return Err(too_deep(indent + 1));
            }
            match plain_indent {
                Some(p) if indent > p => at_start = false,
                _ => {
                    plain_indent = None;
                    at_start = true;
                }
            }
        }
        let chars: Vec<char> = line.chars().collect();
        let mut prev = ' ';
        let mut after_quote = false;
        for (col, &ch) in chars.iter().enumerate() {
            let next_is_space = chars.get(col + 1).is_none_or(|c| *c == ' ' || *c == '\t');
            let mut closed = false;
            match quote {
                Some('"') if ch == '"' && prev != '\\' => {
                    quote = None;
                    closed = true;
                }
                Some('\'') if ch == '\'' => {
                    quote = None;
                    closed = true;
                }
                Some(_) => {}
                None => match ch {
                    '#' if prev == ' ' || prev == '\t' => break,
                    ' ' | '\t' => {}
                    '"' | '\'' if at_start => {
                        quote = Some(ch);
                        plain_indent = None;
                    }
                    '[' | '{' => {
                        flow += 1;
                        if block + flow > limit {
                            return Err(too_deep(col + 1));
                        }
                        at_start = true;
                        plain_indent = None;
                    }
                    ']' | '}' => {
                        flow = flow.saturating_sub(1);
                        at_start = false;
                    }
                    ',' => at_start = flow > 0,
                    // A key ends: `key: value`, or `"key":value` in a flow collection.
                    ':' if next_is_space || after_quote => {
                        at_start = true;
                        plain_indent = None;
                    }
                    '-' | '?' if at_start && next_is_space => {}
                    _ => {
                        at_start = false;
                        if flow == 0 && plain_indent.is_none() {
                            plain_indent = Some(indent);
                        }
                    }
                },
            }
            if closed {
                at_start = false;
            }
            after_quote = closed;
            // A `\\` pair must not escape the quote after it.
            prev = if prev == '\\' && ch == '\\' { ' ' } else { ch };
        }
    }
    Ok(())
}

/// [`check`] at [`MAX_DEPTH`] as a lint diagnostic (`nesting-too-deep` at its place).
pub(crate) fn guard(path: &str, text: &str) -> Result<(), Vec<super::diagnostic::Diagnostic>> {
    check(text, MAX_DEPTH).map_err(|e| {
        vec![super::diagnostic::Diagnostic::error(
            path,
            e.line,
            e.col,
            crate::i18n::Message::new("nesting-too-deep").arg_num("limit", e.limit as f64),
        )]
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinary_yaml_passes() {
        let text = "id: a\ntext: {en: \"a [b\", zh: '{'}\nexercises:\n  - id: x\n    answer: [c3, [a, b]] # [[[\n";
        assert_eq!(check(text, 5), Ok(()));
    }

    #[test]
    fn flow_and_block_nesting_are_caught_where_they_pass_the_limit() {
        let flow = format!("a: {}{}", "[".repeat(10), "]".repeat(10));
        assert_eq!(
            check(&flow, 5),
            Err(TooDeep {
                line: 1,
                col: 8,
                limit: 5
            })
        );
        let block: String = (0..10)
            .map(|i| format!("{}k{i}:\n", " ".repeat(i)))
            .collect();
        assert_eq!(check(&block, 5).unwrap_err().line, 6);
        assert_eq!(check("- - - - - - x\n", 5).unwrap_err().line, 1);
        assert!(check(&block, 10).is_ok());
    }
}
