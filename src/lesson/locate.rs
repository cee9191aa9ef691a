//! Finding where a value stands in a YAML file, so the lint and the FAQ can point an
//! instructor at `file:line:col` for problems found after parsing (an answer the engine
//! refutes, a duplicate id). serde drops positions, so this reads the block-style YAML that
//! lesson files use: mappings, sequences (`- `), flow values on one line, block scalars.

use std::cell::{Cell, RefCell};

/// How far apart the column marks of a long line are (bytes).
const COL_STEP: usize = 64;
use std::collections::HashMap;
use std::rc::Rc;

/// One step of a path into the document: a mapping key or a sequence index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Seg {
    Key(String),
    Index(usize),
}

impl From<&str> for Seg {
    fn from(k: &str) -> Seg {
        Seg::Key(k.to_string())
    }
}

impl From<usize> for Seg {
    fn from(i: usize) -> Seg {
        Seg::Index(i)
    }
}

/// Builds a path: `yaml_path!["exercises", 2, "answer"]`.
macro_rules! yaml_path {
    ($($seg:expr),* $(,)?) => { vec![$($crate::lesson::locate::Seg::from($seg)),*] };
}
pub(crate) use yaml_path;

/// A path as an array (no `Vec`; each key is still its own `String`):
/// `segs!["exercises", 2, "answer"]`.
macro_rules! segs {
    ($($seg:expr),* $(,)?) => { [$($crate::lesson::locate::Seg::from($seg)),*] };
}
pub(crate) use segs;

/// A 1-based line and column.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Location {
    pub(crate) line: usize,
    pub(crate) col: usize,
}

#[derive(Debug)]
struct Node {
    line: usize,
    /// 0-based column.
    col: usize,
    /// `Some(key)` for a mapping entry, `None` for a sequence item.
    key: Option<String>,
    /// Whether a key has nothing after the colon (its value is the block below).
    open: bool,
    children: Vec<usize>,
}

/// The parsed outline of a document: every key and sequence item with its place.
pub(crate) struct Outline {
    nodes: Vec<Node>,
    roots: Vec<usize>,
    /// Each level's keys and items, indexed the first time a path goes through it (by the
    /// node owning it, `usize::MAX` for the roots): one lookup per problem was a scan of its
    /// mapping or list, quadratic in 48,000 unknown keys or 80,000 bad points.
    index: RefCell<HashMap<usize, Rc<Level>>>,
}

/// One level of the outline, indexed: the first node of each key, the items in order.
#[derive(Default)]
struct Level {
    keys: HashMap<String, usize>,
    items: Vec<usize>,
}

fn key_of(content: &str) -> Option<(&str, &str)> {
    let bytes = content.as_bytes();
    let quoted = matches!(bytes.first(), Some(b'"') | Some(b'\''));
    if quoted {
        let q = bytes[0];
        let end = content[1..].find(q as char)? + 1;
        let rest = &content[end + 1..];
        let rest = rest.strip_prefix(':')?;
        if rest.is_empty() || rest.starts_with(' ') {
            return Some((&content[1..end], rest.trim()));
        }
        return None;
    }
    let colon = content.find(':')?;
    let key = &content[..colon];
    let rest = &content[colon + 1..];
    let valid = !key.is_empty()
        && key
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '-' || c == '.');
    (valid && (rest.is_empty() || rest.starts_with(' '))).then_some((key, rest.trim()))
}

impl Outline {
    pub(crate) fn parse(text: &str) -> Outline {
        let mut nodes: Vec<Node> = Vec::new();
        let mut roots = Vec::new();
        let mut stack: Vec<usize> = Vec::new();
        // Inside a block scalar (`|` or `>`): lines indented deeper than this column are text.
        let mut scalar_col: Option<usize> = None;
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let trimmed = raw.trim_start();
            let mut col = raw.len() - trimmed.len();
            if let Some(c) = scalar_col {
                if trimmed.is_empty() || col > c {
                    continue;
                }
                scalar_col = None;
            }
            if trimmed.is_empty() || trimmed.starts_with('#') || trimmed == "---" {
                continue;
            }
            let mut content = trimmed;
            loop {
                let is_item = content == "-" || content.starts_with("- ");
                let (key, open, value) = if is_item {
                    (None, false, "")
                } else if let Some((k, v)) = key_of(content) {
                    (Some(k.to_string()), v.is_empty() || v.starts_with('#'), v)
                } else {
                    break;
                };
                // Find the parent: the nearest node left of this one; a sequence may sit at
                // the same column as the key that owns it.
                while let Some(&top) = stack.last() {
                    let t = &nodes[top];
                    let owns =
                        t.col < col || (is_item && t.col == col && t.key.is_some() && t.open);
                    if owns {
                        break;
                    }
                    stack.pop();
                }
                let id = nodes.len();
                nodes.push(Node {
                    line,
                    col,
                    key: key.clone(),
                    open,
                    children: Vec::new(),
                });
                match stack.last() {
                    Some(&p) => nodes[p].children.push(id),
                    None => roots.push(id),
                }
                stack.push(id);
                if key.is_some() {
                    if value.starts_with('|') || value.starts_with('>') {
                        scalar_col = Some(col);
                    }
                    break;
                }
                // `- key: value` continues with the mapping two columns to the right.
                let rest = content[1..].trim_start();
                col += content.len() - rest.len();
                content = rest;
                if content.is_empty() {
                    break;
                }
            }
        }
        Outline {
            nodes,
            roots,
            index: RefCell::default(),
        }
    }

    /// Where the last segment of `path` stands (its key, or its `- `); if the path cannot be
    /// followed to the end, where the deepest part found stands. `None` only for an empty
    /// document.
    pub(crate) fn locate(&self, path: &[Seg]) -> Option<Location> {
        let mut owner = usize::MAX;
        let mut found: Option<usize> = None;
        for seg in path {
            let level = self.level(owner);
            let next = match seg {
                Seg::Key(k) => level.keys.get(k.as_str()).copied(),
                Seg::Index(i) => level.items.get(*i).copied(),
            };
            match next {
                Some(n) => {
                    found = Some(n);
                    owner = n;
                }
                None => break,
            }
        }
        let n = found.or_else(|| self.roots.first().copied())?;
        Some(Location {
            line: self.nodes[n].line,
            col: self.nodes[n].col + 1,
        })
    }
}

impl Outline {
    /// The level under node `owner` (`usize::MAX`: the roots), indexed once.
    fn level(&self, owner: usize) -> Rc<Level> {
        self.index
            .borrow_mut()
            .entry(owner)
            .or_insert_with(|| {
                let nodes = if owner == usize::MAX {
                    &self.roots
                } else {
                    &self.nodes[owner].children
                };
                let mut level = Level::default();
                for &n in nodes {
                    match &self.nodes[n].key {
                        Some(k) => {
                            level.keys.entry(k.clone()).or_insert(n);
                        }
                        None => level.items.push(n),
                    }
                }
                Rc::new(level)
            })
            .clone()
    }

    /// Keys given twice in one mapping: each repeated key with the place of its second (and
    /// later) occurrence. YAML parsers refuse such files without saying where.
    pub(crate) fn duplicate_keys(&self) -> Vec<(String, Location)> {
        let mut out = Vec::new();
        let levels = std::iter::once(&self.roots).chain(self.nodes.iter().map(|n| &n.children));
        for level in levels {
            let mut seen: std::collections::HashSet<&str> = Default::default();
            for &n in level {
                if let Some(k) = self.nodes[n].key.as_deref()
                    && !seen.insert(k)
                {
                    out.push((
                        k.to_string(),
                        Location {
                            line: self.nodes[n].line,
                            col: self.nodes[n].col + 1,
                        },
                    ));
                }
            }
        }
        out.sort_by_key(|(_, l)| (l.line, l.col));
        out
    }
}

// ---------------------------------------------------------------------------------------
// Locations in the text, through flow collections too

/// A flow collection's elements: (start, end) byte ranges.
type Elements = Rc<[(usize, usize)]>;

/// Turns paths into `line:col`, following flow collections (`{zh: .., en: ..}`,
/// `[c3, a3]`) that the outline does not enter.
pub(crate) struct Locator<'a> {
    text: &'a str,
    outline: Outline,
    line_starts: Vec<usize>,
    /// Each flow collection's elements, by where it opens: scanned once however many
    /// problems point into it (40,000 in one list were a re-scan each, quadratic).
    flows: RefCell<HashMap<usize, Option<Elements>>>,
    /// For each long line met, (byte offset, column) about every [`COL_STEP`] bytes: a
    /// column is counted from the nearest one before it, not from the line's start.
    cols: RefCell<HashMap<usize, Vec<(usize, usize)>>>,
    /// Bytes scanned for flow elements and columns (a test bounds it by the text's size).
    work: Cell<usize>,
}

impl<'a> Locator<'a> {
    pub(crate) fn new(text: &'a str) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Locator {
            text,
            outline: Outline::parse(text),
            line_starts,
            flows: RefCell::default(),
            cols: RefCell::default(),
            work: Cell::new(0),
        }
    }

    /// Bytes scanned so far to find flow elements and columns.
    #[cfg(test)]
    fn work(&self) -> usize {
        self.work.get()
    }

    /// [`flow_elements`] of the collection opening at `open`, scanned once.
    fn flow(&self, open: usize) -> Option<Elements> {
        self.flows
            .borrow_mut()
            .entry(open)
            .or_insert_with(|| {
                let found = flow_elements(self.text, open);
                let end = found
                    .as_ref()
                    .and_then(|f| f.last())
                    .map_or(self.text.len(), |&(_, e)| e);
                self.work.set(self.work.get() + end.saturating_sub(open));
                found.map(Rc::from)
            })
            .clone()
    }

    fn offset(&self, line: usize, col: usize) -> usize {
        let start = self.line_starts.get(line - 1).copied().unwrap_or(0);
        (start + col - 1).min(self.text.len())
    }

    /// 1-based line and column (in characters) of a byte offset.
    fn line_col(&self, offset: usize) -> (usize, usize) {
        let line = self.line_starts.partition_point(|&s| s <= offset);
        let start = self.line_starts[line - 1];
        let (from, col) = if offset - start <= COL_STEP {
            (start, 1)
        } else {
            let mut cols = self.cols.borrow_mut();
            let marks = cols.entry(line).or_insert_with(|| {
                let end = self
                    .line_starts
                    .get(line)
                    .copied()
                    .unwrap_or(self.text.len());
                self.work.set(self.work.get() + (end - start));
                let mut marks = vec![(start, 1)];
                let mut next = start + COL_STEP;
                for (col, (i, _)) in self.text[start..end].char_indices().enumerate() {
                    if start + i >= next {
                        marks.push((start + i, col + 1));
                        next = start + i + COL_STEP;
                    }
                }
                marks
            });
            marks[marks.partition_point(|&(at, _)| at <= offset) - 1]
        };
        self.work.set(self.work.get() + (offset - from));
        (line, col + self.text[from..offset].chars().count())
    }

    /// Where the value at `path` is written (its key, its `- `, or its place in a flow
    /// collection); the nearest enclosing place when it cannot be followed further.
    pub(crate) fn at(&self, path: &[Seg]) -> (usize, usize) {
        self.line_col(self.at_offset(path))
    }

    /// Like [`Locator::at`], but for a key with a value on the same line, where the value
    /// starts (`order: first` points at `first`).
    pub(crate) fn value_at(&self, path: &[Seg]) -> (usize, usize) {
        let off = self.at_offset(path);
        if !matches!(path.last(), Some(Seg::Key(_))) {
            return self.line_col(off);
        }
        let t = self.text;
        let after = if t[off..].starts_with('-') {
            Some(off + 1)
        } else {
            key_colon(&t[off..]).map(|c| off + c + 1)
        };
        let value = after.map(|a| {
            let mut p = a;
            while t[p..].starts_with(' ') || t[p..].starts_with('\t') {
                p += 1;
            }
            p
        });
        match value {
            Some(v) if !t[v..].is_empty() && !t[v..].starts_with(['\n', '\r', '#']) => {
                self.line_col(v)
            }
            _ => self.line_col(off),
        }
    }

    fn at_offset(&self, path: &[Seg]) -> usize {
        let Some(loc) = self.outline.locate(path) else {
            return 0;
        };
        // How much of the path the outline resolved.
        let mut depth = path.len();
        while depth > 1 && self.outline.locate(&path[..depth - 1]) == Some(loc) {
            depth -= 1;
        }
        let node = self.offset(loc.line, loc.col);
        if depth >= path.len() {
            return node;
        }
        self.descend_flow(node, &path[depth..]).unwrap_or(node)
    }

    /// The place of `needle` on the line of `from` (a line and column from `at`), at or after it.
    pub(crate) fn find_on_line(
        &self,
        from: (usize, usize),
        needle: &str,
    ) -> Option<(usize, usize)> {
        let (line, col) = from;
        let line_start = self.line_starts.get(line - 1).copied()?;
        let end = self
            .line_starts
            .get(line)
            .copied()
            .unwrap_or(self.text.len());
        let start = self.text[line_start..end]
            .char_indices()
            .nth(col - 1)
            .map_or(end, |(i, _)| line_start + i);
        let at = self.text[start..end].find(needle)?;
        Some(self.line_col(start + at))
    }

    /// From a key (or `- `) at `start`, follows `rest` into a flow collection.
    fn descend_flow(&self, start: usize, rest: &[Seg]) -> Option<usize> {
        let t = self.text;
        let mut pos = if t[start..].starts_with('-') {
            start + 1
        } else {
            start + key_colon(&t[start..])? + 1
        };
        for (i, seg) in rest.iter().enumerate() {
            pos = skip_blank(t, pos);
            let open = t[pos..].chars().next()?;
            let elements = self.flow(pos)?;
            let el = match (seg, open) {
                (Seg::Key(k), '{') => *elements.iter().find(|&&(s, e)| {
                    let item = &t[s..e];
                    item.find(':').is_some_and(|c| {
                        item[..c].trim().trim_matches(|q| q == '"' || q == '\'') == k
                    })
                })?,
                (Seg::Index(n), '[') => *elements.get(*n)?,
                _ => return None,
            };
            if i + 1 == rest.len() {
                return Some(el.0);
            }
            pos = match seg {
                Seg::Key(_) => el.0 + t[el.0..el.1].find(':')? + 1,
                Seg::Index(_) => el.0,
            };
        }
        None
    }

    /// Line and column of the `n`-th (1-based) non-blank line of the block scalar under the
    /// key at `path`, and of its `point`-th (0-based) non-space character when given.
    pub(crate) fn block_line(
        &self,
        path: &[Seg],
        n: usize,
        point: Option<usize>,
    ) -> Option<(usize, usize)> {
        let loc = self.outline.locate(path)?;
        let key_line = self.text.lines().nth(loc.line - 1)?;
        let after = key_line[key_line.find(':')? + 1..].trim();
        if !(after.starts_with('|') || after.starts_with('>')) {
            return None;
        }
        let mut count = 0;
        for (i, line) in self.text.lines().enumerate().skip(loc.line) {
            if line.trim().is_empty() {
                continue;
            }
            let indent = line.len() - line.trim_start().len();
            if indent < loc.col {
                return None;
            }
            count += 1;
            if count == n {
                let col = match point {
                    None => indent + 1,
                    Some(p) => {
                        let (byte, _) = line
                            .char_indices()
                            .filter(|(_, c)| !c.is_whitespace())
                            .nth(p)?;
                        line[..byte].chars().count() + 1
                    }
                };
                return Some((i + 1, col));
            }
        }
        None
    }
}

/// Offset of the `:` that ends the key at the start of `s`.
fn key_colon(s: &str) -> Option<usize> {
    let bytes = s.as_bytes();
    if matches!(bytes.first(), Some(b'"') | Some(b'\'')) {
        let close = s[1..].find(bytes[0] as char)? + 1;
        return Some(close + 1 + s[close + 1..].find(':')?);
    }
    s.find(':')
}

fn skip_blank(t: &str, mut pos: usize) -> usize {
    while let Some(c) = t[pos..].chars().next() {
        if c.is_whitespace() {
            pos += c.len_utf8();
        } else {
            break;
        }
    }
    pos
}

/// The elements of the flow collection opening at `open`: (start, end) byte ranges, trimmed.
fn flow_elements(t: &str, open: usize) -> Option<Vec<(usize, usize)>> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut quote: Option<char> = None;
    let mut start = None;
    let mut last_non_blank = open;
    for (i, c) in t[open..].char_indices() {
        let at = open + i;
        if let Some(q) = quote {
            if c == q {
                quote = None;
            }
            last_non_blank = at + c.len_utf8();
            continue;
        }
        match c {
            '{' | '[' => {
                depth += 1;
                if depth == 1 {
                    continue;
                }
            }
            '}' | ']' => {
                depth -= 1;
                if depth == 0 {
                    if let Some(s) = start {
                        out.push((s, last_non_blank));
                    }
                    return Some(out);
                }
            }
            ',' if depth == 1 => {
                if let Some(s) = start.take() {
                    out.push((s, last_non_blank));
                }
                continue;
            }
            '"' | '\'' => quote = Some(c),
            _ => {}
        }
        if depth == 0 {
            return None;
        }
        if !c.is_whitespace() {
            if start.is_none() {
                start = Some(at);
            }
            last_non_blank = at + c.len_utf8();
        }
    }
    None
}

/// Where a lesson's `id` is written (for duplicate-id problems found elsewhere).
pub(crate) fn id_location(text: &str) -> (usize, usize) {
    Locator::new(text).value_at(&segs!["id"])
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOC: &str = "\
id: cannons
title: {zh: 包, ko: 포, en: Cannon}
intro: |
  Note: this line looks like a key but is text.
  exercises: neither is this
exercises:
  - id: first
    kind: judge
    move: b3b7
  - id: second
    prompt:
      zh: 哪里
      en: where
    answer: [c3, a3]
steps:
- after: 1
  kind: claim
";

    fn at(path: Vec<Seg>) -> (usize, usize) {
        let l = Outline::parse(DOC).locate(&path).unwrap();
        (l.line, l.col)
    }

    #[test]
    fn finds_keys_items_and_nested_values() {
        assert_eq!(at(yaml_path!["id"]), (1, 1));
        assert_eq!(at(yaml_path!["exercises"]), (6, 1));
        assert_eq!(at(yaml_path!["exercises", 0]), (7, 3));
        assert_eq!(at(yaml_path!["exercises", 0, "id"]), (7, 5));
        assert_eq!(at(yaml_path!["exercises", 0, "move"]), (9, 5));
        assert_eq!(at(yaml_path!["exercises", 1, "prompt", "en"]), (13, 7));
        assert_eq!(at(yaml_path!["exercises", 1, "answer"]), (14, 5));
        // Sequences at the same column as their key.
        assert_eq!(at(yaml_path!["steps", 0, "kind"]), (17, 3));
    }

    #[test]
    fn block_scalars_are_text_and_missing_parts_fall_back() {
        // "exercises: neither is this" inside the block scalar must not be taken as the key.
        assert_eq!(at(yaml_path!["intro"]), (3, 1));
        assert_eq!(at(yaml_path!["exercises", 5, "id"]), (6, 1));
        assert_eq!(at(yaml_path!["exercises", 1, "nothing"]), (10, 3));
        assert_eq!(Outline::parse("").locate(&[Seg::from("id")]), None);
    }

    #[test]
    fn duplicate_keys_are_found_per_mapping() {
        let doc = "id: a\nlist:\n  - id: x\n    id: y\n  - id: z\nid: b\n";
        let dups = Outline::parse(doc).duplicate_keys();
        assert_eq!(
            dups,
            vec![
                ("id".to_string(), Location { line: 4, col: 5 }),
                ("id".to_string(), Location { line: 6, col: 1 })
            ]
        );
    }

    /// Issue 24, item 11: 40,000 items of one flow list, each located (the lint's duplicate
    /// answers): the list is scanned once and columns are counted from marks along the line,
    /// so the work is linear (it was a re-scan of the list per item: 28 s for 131 KB).
    #[test]
    fn many_places_in_one_list_are_found_in_one_pass() {
        let items = vec!["c3"; 40_000].join(", ");
        let text = format!("id: l\nexercises:\n  - id: e\n    answer: [{items}]\n");
        let loc = Locator::new(&text);
        for n in [0, 1, 39_999] {
            let (line, col) = loc.at(&segs!["exercises", 0, "answer", n]);
            assert_eq!(line, 4);
            assert_eq!(col, "    answer: [".len() + 1 + 4 * n);
        }
        let loc = Locator::new(&text);
        for n in 0..40_000 {
            assert_eq!(
                loc.at(&segs!["exercises", 0, "answer", n]),
                (4, "    answer: [".len() + 1 + 4 * n)
            );
        }
        // Linear: the text about twice, and a few bytes per place found.
        let bound = 2 * text.len() + COL_STEP * 40_000;
        assert!(
            loc.work() < bound,
            "{} bytes scanned for a text of {} (bound {bound})",
            loc.work(),
            text.len()
        );
    }
}
