//! A guard against deeply nested YAML, run before parsing: the YAML parser and the checks
//! after it take time that grows faster than the file when collections nest thousands deep
//! (`[[[[...]]]]`, a map inside a map 50,000 times), so such a file is refused at once, at
//! the place where it passes the limit. One pass over the text, so the cost stays linear.
//!
//! The count is an upper bound of the real depth: indentation levels (block maps and
//! sequences), `- ` markers that open a sequence on the same line, and open `[` / `{`
//! outside quotes and comments. Real lessons nest about ten deep.
//!
//! The same pass refuses anchors and aliases (`&name`, `*name` where a value starts):
//! lessons and FAQ entries do not need them, and one anchor of 1,000 items used 10,000
//! times (57 KB) made the parser build 10 million values (1 GB). The YAML reader's own
//! guard counts alias jumps, not what each expands to.

/// The deepest nesting accepted in lesson and FAQ files.
pub(crate) const MAX_DEPTH: usize = 64;

/// The most values (texts, key-value pairs, lists, mappings; an estimate counted by
/// [`scan`]) a lesson or FAQ file may hold. Real lessons hold a few thousand; 349,000
/// one-letter items in 1 MiB took 95 MB to read; the cap keeps a file near 50 MB
/// (`tests/it/reliability.rs`) and leaves room for the lint's 80,000-item benchmarks.
pub(crate) const MAX_VALUES: usize = 100_000;

/// Where the nesting passed the limit (1-based line, column in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TooDeep {
    pub(crate) line: usize,
    pub(crate) col: usize,
    pub(crate) limit: usize,
}

/// Why [`scan`] refused a file, and where (1-based line, column in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Refused {
    TooDeep(TooDeep),
    /// An anchor (`&`) or an alias (`*`) where a value starts.
    Alias {
        line: usize,
        col: usize,
    },
    /// More than [`MAX_VALUES`] values: where the count passed it.
    TooMany {
        line: usize,
        col: usize,
    },
}

/// `Err` at the first place where the nesting is deeper than `limit`.
#[cfg(test)]
pub(crate) fn check(text: &str, limit: usize) -> Result<(), TooDeep> {
    match scan(text, limit, false) {
        Err(Refused::TooDeep(e)) => Err(e),
        _ => Ok(()),
    }
}

/// `Err` at the first place where the nesting is deeper than `limit` or, with
/// `refuse_aliases`, at the first anchor or alias.
///
/// Brackets inside quoted scalars are not counted, so a quote must only be taken as opening
/// one where YAML opens one: at the start of a scalar (a line's start unless it goes on a
/// plain scalar of the line before, after `: `, `- `, `? `, `[`, `{`, or a `,` in a flow
/// collection). Inside a plain scalar (`id: x "y`) a quote is an ordinary character, and
/// taking it for an opening one would leave the rest of the file uncounted.
pub(crate) fn scan(text: &str, limit: usize, refuse_aliases: bool) -> Result<(), Refused> {
    let mut indents: Vec<usize> = Vec::new();
    let mut flow = 0usize;
    let mut quote: Option<char> = None;
    // Whether a quote here would open a quoted scalar.
    let mut at_start = true;
    // The indentation of the line where a block plain scalar began, while more-indented
    // lines may go on with it.
    let mut plain_indent: Option<usize> = None;
    // An estimate of the values: a line, a `- `, a `[`/`{` or a `,` each count one (a
    // `key: value` pair counts one, `{a: b, c: d}` three).
    let mut values = 0usize;
    for (i, line) in text.lines().enumerate() {
        let too_deep = |col: usize| {
            Refused::TooDeep(TooDeep {
                line: i + 1,
                col,
                limit,
            })
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
            values += 1;
            let mut dashes = 0;
            while let Some(r) = rest.strip_prefix("- ") {
                rest = r.trim_start_matches(' ');
                dashes += 1;
                values += 1;
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
            if values > MAX_VALUES && refuse_aliases {
                return Err(Refused::TooMany {
                    line: i + 1,
                    col: col + 1,
                });
            }
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
                        values += 1;
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
                    ',' => {
                        values += 1;
                        at_start = flow > 0;
                    }
                    // A key ends: `key: value`, or `"key":value` in a flow collection.
                    ':' if next_is_space || after_quote => {
                        at_start = true;
                        plain_indent = None;
                    }
                    '-' | '?' if at_start && next_is_space => {}
                    '*' | '&' if at_start && refuse_aliases => {
                        return Err(Refused::Alias {
                            line: i + 1,
                            col: col + 1,
                        });
                    }
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

/// [`scan`] at [`MAX_DEPTH`], aliases refused, as a lint diagnostic (`nesting-too-deep` or
/// `lint-yaml-alias` at its place).
pub(crate) fn guard(path: &str, text: &str) -> Result<(), Vec<super::diagnostic::Diagnostic>> {
    use super::diagnostic::Diagnostic;
    use crate::i18n::Message;
    scan(text, MAX_DEPTH, true).map_err(|e| {
        vec![match e {
            Refused::TooDeep(e) => Diagnostic::error(
                path,
                e.line,
                e.col,
                Message::new("nesting-too-deep").arg_num("limit", e.limit as f64),
            ),
            Refused::Alias { line, col } => {
                Diagnostic::error(path, line, col, Message::new("lint-yaml-alias"))
            }
            Refused::TooMany { line, col } => Diagnostic::error(
                path,
                line,
                col,
                Message::new("lint-yaml-too-many").arg_num("limit", MAX_VALUES as f64),
            ),
        }]
    })
}

/// At most how many values a YAML file of `len` bytes may make: with no alias each value
/// takes at least a byte or two of its own text (`{a,b}` is four). A second line of defence
/// behind [`scan`]: counted without building anything, before the document is built.
pub(crate) fn max_values(len: usize) -> usize {
    (2 * len + 64).min(4 * MAX_VALUES + 64)
}

/// Whether the YAML `text` makes at most `limit` values, aliases expanded; counted by
/// walking the parser's events, so nothing is built. `Err`: the parser's own error.
pub(crate) fn count_values(text: &str, limit: usize) -> Result<bool, serde_yaml::Error> {
    use serde::de::DeserializeSeed;
    let left = std::cell::Cell::new(limit);
    match Count(&left).deserialize(serde_yaml::Deserializer::from_str(text)) {
        Ok(()) => Ok(true),
        Err(_) if left.get() == 0 => Ok(false),
        Err(e) => Err(e),
    }
}

/// A serde visitor that counts values down and stops at zero.
struct Count<'a>(&'a std::cell::Cell<usize>);

impl Count<'_> {
    fn take<E: serde::de::Error>(&self) -> Result<(), E> {
        match self.0.get() {
            0 => Err(E::custom("too many values")),
            n => {
                self.0.set(n - 1);
                Ok(())
            }
        }
    }
}

impl<'de> serde::de::DeserializeSeed<'de> for Count<'_> {
    type Value = ();
    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

macro_rules! count_scalars {
    ($($name:ident: $t:ty),*) => {
        $(fn $name<E: serde::de::Error>(self, _: $t) -> Result<(), E> {
            self.take()
        })*
    };
}

impl<'de> serde::de::Visitor<'de> for Count<'_> {
    type Value = ();
    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("any YAML value")
    }
    count_scalars!(visit_bool: bool, visit_i64: i64, visit_u64: u64, visit_i128: i128,
        visit_u128: u128, visit_f64: f64, visit_str: &str);
    fn visit_unit<E: serde::de::Error>(self) -> Result<(), E> {
        self.take()
    }
    fn visit_none<E: serde::de::Error>(self) -> Result<(), E> {
        self.take()
    }
    fn visit_some<D: serde::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        self.take()?;
        while seq.next_element_seed(Count(self.0))?.is_some() {}
        Ok(())
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        self.take()?;
        while map.next_key_seed(Count(self.0))?.is_some() {
            map.next_value_seed(Count(self.0))?;
        }
        Ok(())
    }
    fn visit_enum<A: serde::de::EnumAccess<'de>>(self, data: A) -> Result<(), A::Error> {
        use serde::de::VariantAccess;
        self.take()?;
        let (_, v) = data.variant::<serde::de::IgnoredAny>()?;
        v.newtype_variant_seed(Count(self.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anchors_and_aliases_are_refused_where_they_stand() {
        let text = "a: &x [1, 2]\nb: [*x, *x]\n";
        assert_eq!(
            scan(text, 64, true),
            Err(Refused::Alias { line: 1, col: 4 })
        );
        let text = "a: [1, 2]\nb:\n  - *x\n";
        assert_eq!(
            scan(text, 64, true),
            Err(Refused::Alias { line: 3, col: 5 })
        );
        // Not where a value starts: in a quote, in plain text, in a comment.
        let text = "a: \"*x &y\"\nb: x *y &z\nc: 1 # *z\nd: [\"*q\", x*y]\ne: |\n  *star\n";
        assert_eq!(scan(text, 64, true), Ok(()));
        assert_eq!(check("a: &x 1\nb: *x\n", 64), Ok(()));
    }

    #[test]
    fn values_are_counted_with_aliases_expanded() {
        let wide = "a: &a [1, 2, 3]\nb: [*a, *a, *a]\n";
        assert!(count_values(wide, 100).unwrap());
        // 1 map, 2 keys, 5 lists, 12 numbers: 20.
        assert!(count_values(wide, 20).unwrap());
        assert!(!count_values(wide, 19).unwrap());
        assert!(count_values("a: [", 100).is_err());
    }

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
