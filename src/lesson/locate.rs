//! Finding where a value stands in a YAML file, so the lint and the FAQ can point an
//! instructor at `file:line:col` for problems found after parsing (an answer the engine
//! refutes, a duplicate id). serde drops positions, so this reads the block-style YAML that
//! lesson files use: mappings, sequences (`- `), flow values on one line, block scalars.

/// One step of a path into the document: a mapping key or a sequence index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seg {
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

/// Builds a path: `path!["exercises", 2, "answer"]`.
#[macro_export]
macro_rules! yaml_path {
    ($($seg:expr),* $(,)?) => { vec![$($crate::lesson::locate::Seg::from($seg)),*] };
}

/// A 1-based line and column.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Location {
    pub line: usize,
    pub col: usize,
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
pub struct Outline {
    nodes: Vec<Node>,
    roots: Vec<usize>,
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
    pub fn parse(text: &str) -> Outline {
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
        Outline { nodes, roots }
    }

    /// Where the last segment of `path` stands (its key, or its `- `); if the path cannot be
    /// followed to the end, where the deepest part found stands. `None` only for an empty
    /// document.
    pub fn locate(&self, path: &[Seg]) -> Option<Location> {
        let mut level: &[usize] = &self.roots;
        let mut found: Option<usize> = None;
        for seg in path {
            let next = match seg {
                Seg::Key(k) => level
                    .iter()
                    .copied()
                    .find(|&n| self.nodes[n].key.as_deref() == Some(k.as_str())),
                Seg::Index(i) => level
                    .iter()
                    .copied()
                    .filter(|&n| self.nodes[n].key.is_none())
                    .nth(*i),
            };
            match next {
                Some(n) => {
                    found = Some(n);
                    level = &self.nodes[n].children;
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
    /// Keys given twice in one mapping: each repeated key with the place of its second (and
    /// later) occurrence. YAML parsers refuse such files without saying where.
    pub fn duplicate_keys(&self) -> Vec<(String, Location)> {
        let mut out = Vec::new();
        let levels = std::iter::once(&self.roots).chain(self.nodes.iter().map(|n| &n.children));
        for level in levels {
            let mut seen: Vec<&str> = Vec::new();
            for &n in level {
                if let Some(k) = self.nodes[n].key.as_deref() {
                    if seen.contains(&k) {
                        out.push((
                            k.to_string(),
                            Location {
                                line: self.nodes[n].line,
                                col: self.nodes[n].col + 1,
                            },
                        ));
                    } else {
                        seen.push(k);
                    }
                }
            }
        }
        out.sort_by_key(|(_, l)| (l.line, l.col));
        out
    }
}

/// One-shot: parse `text` and locate `path`.
pub fn locate(text: &str, path: &[Seg]) -> Option<Location> {
    Outline::parse(text).locate(path)
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
        let l = locate(DOC, &path).unwrap();
        (l.line, l.col)
    }

    #[test]
    fn finds_keys_items_and_nested_values() {
        assert_eq!(at(crate::yaml_path!["id"]), (1, 1));
        assert_eq!(at(crate::yaml_path!["exercises"]), (6, 1));
        assert_eq!(at(crate::yaml_path!["exercises", 0]), (7, 3));
        assert_eq!(at(crate::yaml_path!["exercises", 0, "id"]), (7, 5));
        assert_eq!(at(crate::yaml_path!["exercises", 0, "move"]), (9, 5));
        assert_eq!(
            at(crate::yaml_path!["exercises", 1, "prompt", "en"]),
            (13, 7)
        );
        assert_eq!(at(crate::yaml_path!["exercises", 1, "answer"]), (14, 5));
        // Sequences at the same column as their key.
        assert_eq!(at(crate::yaml_path!["steps", 0, "kind"]), (17, 3));
    }

    #[test]
    fn block_scalars_are_text_and_missing_parts_fall_back() {
        // "exercises: neither is this" inside the block scalar must not be taken as the key.
        assert_eq!(at(crate::yaml_path!["intro"]), (3, 1));
        assert_eq!(at(crate::yaml_path!["exercises", 5, "id"]), (6, 1));
        assert_eq!(at(crate::yaml_path!["exercises", 1, "nothing"]), (10, 3));
        assert_eq!(locate("", &[Seg::from("id")]), None);
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
}
