//! The lesson lint: everything an instructor needs to trust a lesson file before anyone
//! studies it. Each problem is a [`Diagnostic`] at `path:line:col`.
//!
//! Three passes per file:
//! 1. YAML syntax (libyaml's own location), and keys given twice.
//! 2. Structure against the lesson schema: unknown and missing fields, wrong types, unknown
//!    kinds, each at its exact place (see `schema.rs` for why serde alone is not enough).
//! 3. Meaning, against the engine: rule set names, positions (FEN, diagram, their agreement,
//!    setup, moves played first), squares and moves, every author-given answer key, reachable
//!    `play` goals, feedback keys, replay steps, unique ids, and the three languages.
//!
//! Across files: duplicate lesson ids (error) and duplicate orders in a phase (warning).

use std::collections::HashMap;
use std::path::Path;

use serde_yaml::Value as Yaml;

use super::diagnostic::{self, Diagnostic, Severity};
use super::evidence;
use super::goal::{self, Condition, GoalError};
use super::lines::{self, LineId, SequenceError};
use super::load::{self, Origin, Source};
use super::locate::{Outline, Seg};
use super::model::{ChoiceOption, Exercise, FeedbackOverride, Lesson, PositionSpec, Task, Text};
use super::position::{self, DiagramProblem, SpecError};
use super::schema::{self, ProblemKind, ValueType};
use super::statement::{self, StatementError};
use crate::i18n::{self, Message, rules_text};
use crate::rules::{IllegalReason, Move, Position, RuleSet, Setup, Square};

/// A path as an array (no allocation): `segs!["exercises", 2, "answer"]`.
macro_rules! segs {
    ($($seg:expr),* $(,)?) => { [$($crate::lesson::locate::Seg::from($seg)),*] };
}

/// Languages every learner text must have.
pub const REQUIRED_LANGUAGES: [&str; 3] = ["zh", "ko", "en"];

/// Reason ids a feedback override may name: the engine's, plus the causes of cannon line
/// changes (`lines` exercises).
pub fn feedback_reason_known(id: &str) -> bool {
    IllegalReason::IDS.contains(&id) || lines::CAUSE_REASONS.contains(&id)
}

/// Ids of lessons and exercises: lower-case ASCII letters, digits and single `-` between.
pub fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.split('-').all(|part| {
            !part.is_empty()
                && part
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

// ---------------------------------------------------------------------------------------
// Locations

/// Turns paths into `line:col`, following flow collections (`{zh: .., en: ..}`,
/// `[c3, a3]`) that the outline does not enter.
pub struct Locator<'a> {
    text: &'a str,
    outline: Outline,
    line_starts: Vec<usize>,
}

impl<'a> Locator<'a> {
    pub fn new(text: &'a str) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Locator {
            text,
            outline: Outline::parse(text),
            line_starts,
        }
    }

    fn offset(&self, line: usize, col: usize) -> usize {
        let start = self.line_starts.get(line - 1).copied().unwrap_or(0);
        (start + col - 1).min(self.text.len())
    }

    /// 1-based line and column (in characters) of a byte offset.
    fn line_col(&self, offset: usize) -> (usize, usize) {
        let line = self.line_starts.partition_point(|&s| s <= offset);
        let start = self.line_starts[line - 1];
        let col = self.text[start..offset].chars().count() + 1;
        (line, col)
    }

    /// Where the value at `path` is written (its key, its `- `, or its place in a flow
    /// collection); the nearest enclosing place when it cannot be followed further.
    pub fn at(&self, path: &[Seg]) -> (usize, usize) {
        self.line_col(self.at_offset(path))
    }

    /// Like [`Locator::at`], but for a key with a value on the same line, where the value
    /// starts (`order: first` points at `first`).
    pub fn value_at(&self, path: &[Seg]) -> (usize, usize) {
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
    fn find_on_line(&self, from: (usize, usize), needle: &str) -> Option<(usize, usize)> {
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
            let elements = flow_elements(t, pos)?;
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
    fn block_line(&self, path: &[Seg], n: usize, point: Option<usize>) -> Option<(usize, usize)> {
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
pub fn id_location(text: &str) -> (usize, usize) {
    Locator::new(text).value_at(&segs!["id"])
}

// ---------------------------------------------------------------------------------------
// Passes 1 and 2: syntax and structure

/// A serde error as a diagnostic at its own location; that location is removed from the
/// detail (libyaml's other marks, like where an unclosed `{` opened, stay).
pub fn serde_diagnostic(path: &str, e: &serde_yaml::Error) -> Diagnostic {
    let (line, col) = e
        .location()
        .map_or((1, 1), |l| (l.line().max(1), l.column().max(1)));
    let detail = e
        .to_string()
        .replacen(&format!(" at line {line} column {col}"), "", 1);
    Diagnostic::error(
        path,
        line,
        col,
        Message::new("lint-yaml-syntax").arg("detail", detail),
    )
}

fn type_message(t: ValueType) -> Message {
    Message::new(format!("lint-type-{}", t.id()))
}

/// Syntax and structure problems of one file (passes 1 and 2).
pub fn structure(path: &str, text: &str) -> Vec<Diagnostic> {
    match parse_structure(path, text, &Locator::new(text)) {
        Ok(_) => Vec::new(),
        Err(diags) => diags,
    }
}

/// The parsed document when its syntax and structure are sound, else every problem.
fn parse_structure(path: &str, text: &str, loc: &Locator) -> Result<Yaml, Vec<Diagnostic>> {
    super::nesting::guard(path, text)?;
    let doc: Yaml = match serde_yaml::from_str(text) {
        Ok(doc) => doc,
        Err(e) => {
            if e.to_string().starts_with("duplicate entry") {
                let dups = Outline::parse(text).duplicate_keys();
                if !dups.is_empty() {
                    return Err(dups
                        .into_iter()
                        .map(|(key, l)| {
                            Diagnostic::error(
                                path,
                                l.line,
                                l.col,
                                Message::new("lint-duplicate-key").arg("key", key),
                            )
                        })
                        .collect());
                }
            }
            return Err(vec![serde_diagnostic(path, &e)]);
        }
    };
    if matches!(doc, Yaml::Null) {
        return Err(vec![Diagnostic::error(
            path,
            1,
            1,
            Message::new("lint-empty-file"),
        )]);
    }
    let problems: Vec<Diagnostic> = schema::validate_lesson(&doc)
        .into_iter()
        .map(|p| {
            let value_problem = matches!(
                p.kind,
                ProblemKind::WrongType { .. }
                    | ProblemKind::UnknownValue { .. }
                    | ProblemKind::OutOfRange { .. }
            );
            let (mut line, mut col) = if value_problem {
                loc.value_at(&p.path)
            } else {
                loc.at(&p.path)
            };
            // `{en: One, two}` reads as the text "One" and a key "two" without a value: the
            // classic trap of commas in flow mappings. Say so, at the cut-off words.
            if let (
                ProblemKind::WrongType {
                    found: ValueType::Null,
                    ..
                },
                Some(Seg::Key(k)),
            ) = (&p.kind, p.path.last())
                && k.contains(' ')
            {
                if let Some(found) = loc.find_on_line((line, col), k) {
                    (line, col) = found;
                }
                return Diagnostic::error(
                    path,
                    line,
                    col,
                    Message::new("lint-cut-at-comma").arg("text", k.clone()),
                );
            }
            let message = match p.kind {
                ProblemKind::UnknownField { field, expected } => Message::new("lint-unknown-field")
                    .arg("field", field)
                    .arg("expected", expected.join(", ")),
                ProblemKind::MissingField { field } => {
                    Message::new("lint-missing-field").arg("field", field)
                }
                ProblemKind::WrongType { expected, found } => {
                    // "text or nothing" reads worse than "text": null is always optional.
                    let main = expected
                        .iter()
                        .copied()
                        .find(|t| *t != ValueType::Null)
                        .unwrap_or(ValueType::Null);
                    Message::new("lint-wrong-type")
                        .arg_msg("expected", type_message(main))
                        .arg_msg("found", type_message(found))
                }
                ProblemKind::UnknownValue { value, expected } => Message::new("lint-unknown-value")
                    .arg("value", value)
                    .arg("expected", expected.join(", ")),
                ProblemKind::OutOfRange { value } => {
                    Message::new("lint-out-of-range").arg("value", value)
                }
            };
            Diagnostic::error(path, line, col, message)
        })
        .collect();
    if problems.is_empty() {
        Ok(doc)
    } else {
        Err(problems)
    }
}

// ---------------------------------------------------------------------------------------
// Pass 3: meaning

struct Linter<'a> {
    path: &'a str,
    loc: Locator<'a>,
    out: Vec<Diagnostic>,
}

fn join<T: ToString>(items: &[T]) -> String {
    items
        .iter()
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn with(base: &[Seg], more: &[Seg]) -> Vec<Seg> {
    let mut p = base.to_vec();
    p.extend_from_slice(more);
    p
}

/// What an exercise is checked against: its position and (for replays) whether it is a step.
struct Ctx<'p> {
    pos: Option<&'p Position>,
    nested: bool,
}

impl Linter<'_> {
    fn push(&mut self, severity: Severity, path: &[Seg], message: Message) {
        self.push_at(severity, self.loc.at(path), message);
    }

    fn push_at(&mut self, severity: Severity, (line, col): (usize, usize), message: Message) {
        self.out.push(Diagnostic {
            path: self.path.to_string(),
            line,
            col,
            severity,
            message,
        });
    }

    fn error(&mut self, path: &[Seg], message: Message) {
        self.push(Severity::Error, path, message);
    }

    fn warn(&mut self, path: &[Seg], message: Message) {
        self.push(Severity::Warning, path, message);
    }

    /// An error about the value written at `path` (pointing at the value, not its key).
    fn error_v(&mut self, path: &[Seg], message: Message) {
        self.push_at(Severity::Error, self.loc.value_at(path), message);
    }

    fn warn_v(&mut self, path: &[Seg], message: Message) {
        self.push_at(Severity::Warning, self.loc.value_at(path), message);
    }

    fn text(&mut self, text: &Text, path: &[Seg]) {
        let missing = text.missing(&REQUIRED_LANGUAGES);
        if !missing.is_empty() {
            self.error(
                path,
                Message::new("lint-missing-language")
                    .arg_num("count", missing.len())
                    .arg("langs", missing.join(", ")),
            );
        }
        let known = i18n::available_languages();
        for lang in text.0.keys() {
            if !known.contains(&lang.as_str()) && !REQUIRED_LANGUAGES.contains(&lang.as_str()) {
                self.warn(
                    &with(path, &[Seg::Key(lang.clone())]),
                    Message::new("lint-unknown-language")
                        .arg("lang", lang.clone())
                        .arg("known", known.join(", ")),
                );
            }
        }
    }

    fn rules(&mut self, name: &str, path: &[Seg]) -> Option<RuleSet> {
        match name.parse::<RuleSet>() {
            Ok(r) => Some(r),
            Err(_) => {
                self.error_v(
                    path,
                    Message::new("lint-unknown-rules")
                        .arg("name", name.to_string())
                        .arg("known", RuleSet::ALL.map(|r| r.id()).join(", ")),
                );
                None
            }
        }
    }

    fn square(&mut self, text: &str, path: &[Seg]) -> Option<Square> {
        match text.parse::<Square>() {
            Ok(s) => Some(s),
            Err(_) => {
                self.error_v(
                    path,
                    Message::new("lint-bad-square").arg("square", text.to_string()),
                );
                None
            }
        }
    }

    fn mv(&mut self, text: &str, path: &[Seg]) -> Option<Move> {
        match text.parse::<Move>() {
            Ok(m) => Some(m),
            Err(_) => {
                self.error_v(
                    path,
                    Message::new("lint-bad-move").arg("move", text.to_string()),
                );
                None
            }
        }
    }

    fn lesson(&mut self, lesson: &Lesson) {
        if !valid_id(&lesson.id) {
            self.error_v(
                &segs!["id"],
                Message::new("lint-bad-id").arg("id", lesson.id.clone()),
            );
        }
        // A file under lessons/<phase>/ says which phase it is in twice; they must agree.
        let folder = Path::new(self.path)
            .parent()
            .and_then(|p| p.file_name())
            .and_then(|n| n.to_str());
        if let Some(folder) = folder
            && super::model::Phase::ALL.iter().any(|p| p.id() == folder)
            && folder != lesson.phase.id()
        {
            self.warn_v(
                &segs!["phase"],
                Message::new("lint-phase-folder")
                    .arg("phase", lesson.phase.id())
                    .arg("folder", folder.to_string()),
            );
        }
        let rules = self.rules(&lesson.rules, &segs!["rules"]);
        self.text(&lesson.title, &segs!["title"]);
        self.text(&lesson.intro, &segs!["intro"]);
        if lesson.exercises.is_empty() {
            self.warn(&segs!["exercises"], Message::new("lint-no-exercises"));
        }
        let mut seen: HashMap<&str, usize> = HashMap::new();
        for (i, ex) in lesson.exercises.iter().enumerate() {
            let base = segs!["exercises", i];
            if let Some(&first) = seen.get(ex.id.as_str()) {
                let (line, _) = self.loc.at(&segs!["exercises", first, "id"]);
                self.error(
                    &with(&base, &segs!["id"]),
                    Message::new("lint-duplicate-exercise")
                        .arg("id", ex.id.clone())
                        .arg_num("line", line),
                );
            } else {
                seen.insert(&ex.id, i);
            }
            self.exercise(ex, rules, &base);
        }
    }

    fn exercise(&mut self, ex: &Exercise, lesson_rules: Option<RuleSet>, base: &[Seg]) {
        if !valid_id(&ex.id) {
            self.error_v(
                &with(base, &segs!["id"]),
                Message::new("lint-bad-id").arg("id", ex.id.clone()),
            );
        }
        let rules = match &ex.rules {
            Some(name) => self.rules(name, &with(base, &segs!["rules"])),
            None => lesson_rules,
        };
        self.text(&ex.prompt, &with(base, &segs!["prompt"]));
        self.text(&ex.self_check, &with(base, &segs!["self_check"]));
        self.text(&ex.explanation, &with(base, &segs!["explanation"]));
        for (j, hint) in ex.hints.iter().enumerate() {
            self.text(hint, &with(base, &segs!["hints", j]));
        }
        for (j, fb) in ex.feedback.iter().enumerate() {
            self.feedback(fb, &with(base, &segs!["feedback", j]));
        }
        let pos = match (&ex.position, rules) {
            (Some(spec), Some(rules)) => {
                self.position(spec, rules, &with(base, &segs!["position"]))
            }
            _ => None,
        };
        if ex.position.is_none() && needs_position(&ex.task) {
            self.error(
                &with(base, &segs!["kind"]),
                Message::new("lint-position-missing").arg("kind", kind_id(&ex.task)),
            );
        }
        // Without a position (missing or broken) only the position-free checks run.
        let ctx = Ctx {
            pos: pos.as_ref(),
            nested: false,
        };
        self.task(&ex.task, &ctx, base);
    }

    fn feedback(&mut self, fb: &FeedbackOverride, base: &[Seg]) {
        if fb.reason.is_none() && fb.mv.is_none() && fb.square.is_none() {
            self.error(base, Message::new("lint-feedback-no-key"));
        }
        if let Some(r) = &fb.reason
            && !feedback_reason_known(r)
        {
            self.error_v(
                &with(base, &segs!["reason"]),
                Message::new("lint-unknown-reason").arg("reason", r.clone()),
            );
        }
        if let Some(m) = &fb.mv {
            self.mv(m, &with(base, &segs!["move"]));
        }
        if let Some(s) = &fb.square {
            self.square(s, &with(base, &segs!["square"]));
        }
        self.text(&fb.text, &with(base, &segs!["text"]));
        if let Some(tag) = &fb.misconception
            && !valid_id(tag)
        {
            self.warn_v(
                &with(base, &segs!["misconception"]),
                Message::new("lint-bad-tag").arg("tag", tag.clone()),
            );
        }
    }

    /// Builds a position, reporting each problem where it is written.
    fn position(&mut self, spec: &PositionSpec, rules: RuleSet, base: &[Seg]) -> Option<Position> {
        let at = |k: &str| with(base, &[Seg::Key(k.to_string())]);
        let err = match position::build(spec, rules) {
            Ok(p) => return Some(p),
            Err(e) => e,
        };
        match err {
            SpecError::Missing => self.error(base, Message::new("lint-position-empty")),
            SpecError::Fen(e) => self.error_v(
                &at("fen"),
                Message::new("lint-fen").arg_msg("detail", rules_text::fen_error(&e)),
            ),
            SpecError::Diagram { line, detail } => {
                let diagram = at("diagram");
                let (msg, place) = match detail {
                    DiagramProblem::Lines(n) => {
                        (Message::new("lint-diagram-lines").arg_num("count", n), None)
                    }
                    DiagramProblem::Width(n) => (
                        Message::new("lint-diagram-width")
                            .arg_num("line", line)
                            .arg_num("count", n),
                        self.loc.block_line(&diagram, line, None),
                    ),
                    DiagramProblem::Char(c) => {
                        let text = spec.diagram.as_deref().unwrap_or("");
                        let point = text
                            .lines()
                            .filter(|l| !l.trim().is_empty())
                            .nth(line - 1)
                            .and_then(|l| {
                                l.chars()
                                    .filter(|c| !c.is_whitespace())
                                    .position(|x| x == c)
                            });
                        (
                            Message::new("lint-diagram-char")
                                .arg_num("line", line)
                                .arg("char", c.to_string()),
                            self.loc.block_line(&diagram, line, point),
                        )
                    }
                };
                self.error_at(place, &diagram, msg);
            }
            SpecError::Turn(t) => {
                self.error_v(&at("turn"), Message::new("lint-turn").arg("turn", t))
            }
            SpecError::Disagree { square: Some(s) } => {
                let sq: Option<Square> = s.parse().ok();
                let fen_piece = spec
                    .fen
                    .as_deref()
                    .and_then(|f| Setup::from_fen(f).ok())
                    .zip(sq)
                    .and_then(|(setup, sq)| setup.board.get(sq));
                let diagram_piece = spec
                    .diagram
                    .as_deref()
                    .and_then(|d| position::parse_diagram(d).ok())
                    .zip(sq)
                    .and_then(|(b, sq)| b.get(sq));
                let show = |p: Option<crate::rules::Piece>| p.map_or('.', |p| p.char()).to_string();
                let place = sq.and_then(|sq| {
                    self.loc.block_line(
                        &at("diagram"),
                        10 - sq.rank() as usize,
                        Some(sq.file() as usize),
                    )
                });
                self.error_at(
                    place,
                    &at("diagram"),
                    Message::new("lint-disagree")
                        .arg("square", s)
                        .arg("fen", show(fen_piece))
                        .arg("diagram", show(diagram_piece)),
                );
            }
            SpecError::Disagree { square: None } => {
                let place = if spec.turn.is_some() {
                    at("turn")
                } else {
                    at("diagram")
                };
                self.error(&place, Message::new("lint-disagree-turn"));
            }
            SpecError::Setup(e) => {
                for problem in &e.0 {
                    self.error(
                        base,
                        Message::new("lint-setup")
                            .arg_msg("detail", rules_text::position_error(problem)),
                    );
                }
            }
            SpecError::MoveNotation { index, text } => self.error_v(
                &with(&at("moves"), &[Seg::Index(index)]),
                Message::new("lint-bad-move").arg("move", text),
            ),
            SpecError::MoveIllegal {
                index,
                text,
                reason,
            } => self.error(
                &with(&at("moves"), &[Seg::Index(index)]),
                Message::new("lint-move-illegal")
                    .arg("move", text)
                    .arg_msg("reason", rules_text::reason(&reason)),
            ),
        }
        None
    }

    fn error_at(&mut self, place: Option<(usize, usize)>, fallback: &[Seg], message: Message) {
        match place {
            Some((line, col)) => self
                .out
                .push(Diagnostic::error(self.path, line, col, message)),
            None => self.error(fallback, message),
        }
    }

    /// A sequence of moves from `pos`; reports the first bad one at `moves[i]`.
    fn sequence(
        &mut self,
        pos: &Position,
        moves: &[String],
        path: &[Seg],
    ) -> Option<Vec<Position>> {
        match lines::play_sequence(pos, moves) {
            Ok(p) => Some(p),
            Err(e) => {
                let at = with(path, &[Seg::Index(e.index())]);
                let msg = match e {
                    SequenceError::Notation { text, .. } => {
                        Message::new("lint-bad-move").arg("move", text)
                    }
                    SequenceError::Illegal { text, reason, .. } => {
                        Message::new("lint-move-illegal")
                            .arg("move", text)
                            .arg_msg("reason", rules_text::reason(&reason))
                    }
                };
                self.error(&at, msg);
                None
            }
        }
    }

    fn task(&mut self, task: &Task, ctx: &Ctx, base: &[Seg]) {
        let at = |more: &[Seg]| with(base, more);
        match task {
            Task::Destinations { square, answer } => {
                let from = self.square(square, &at(&segs!["square"]));
                let points: Vec<Option<Square>> = answer
                    .iter()
                    .flatten()
                    .enumerate()
                    .map(|(k, p)| self.square(p, &at(&segs!["answer", k])))
                    .collect();
                let (Some(pos), Some(from)) = (ctx.pos, from) else {
                    return;
                };
                let Some(piece) = pos.board().get(from) else {
                    self.error_v(
                        &at(&segs!["square"]),
                        Message::new("lint-no-piece").arg("square", from.to_string()),
                    );
                    return;
                };
                if piece.color != pos.turn() {
                    self.warn_v(
                        &at(&segs!["square"]),
                        Message::new("lint-not-to-move")
                            .arg("square", from.to_string())
                            .arg_msg("side", rules_text::side(piece.color)),
                    );
                }
                if answer.is_none() || points.iter().any(Option::is_none) {
                    return;
                }
                let engine = destinations(pos, from);
                let given: Vec<Square> = points.into_iter().flatten().collect();
                for (k, s) in given.iter().enumerate() {
                    if !engine.contains(s) {
                        let why = match pos.explain(Move::new(from, *s)) {
                            Err(r) => rules_text::reason(&r),
                            Ok(()) => Message::new("lint-own-point"),
                        };
                        self.error(
                            &at(&segs!["answer", k]),
                            Message::new("lint-dest-extra")
                                .arg("square", s.to_string())
                                .arg_msg("reason", why),
                        );
                    }
                }
                let missing: Vec<Square> = engine
                    .iter()
                    .copied()
                    .filter(|s| !given.contains(s))
                    .collect();
                if !missing.is_empty() {
                    self.error(
                        &at(&segs!["answer"]),
                        Message::new("lint-dest-missing")
                            .arg_num("count", missing.len())
                            .arg("squares", join(&missing)),
                    );
                }
            }
            Task::Judge { mv, answer } => {
                let m = self.mv(mv, &at(&segs!["move"]));
                let Some(answer) = answer else { return };
                if let Some(r) = &answer.reason {
                    if !IllegalReason::IDS.contains(&r.as_str()) {
                        self.error_v(
                            &at(&segs!["answer", "reason"]),
                            Message::new("lint-unknown-reason").arg("reason", r.clone()),
                        );
                    } else if answer.legal {
                        self.error_v(
                            &at(&segs!["answer", "reason"]),
                            Message::new("lint-judge-reason-with-legal"),
                        );
                    }
                }
                let (Some(pos), Some(m)) = (ctx.pos, m) else {
                    return;
                };
                match (pos.explain(m), answer.legal) {
                    (Ok(()), false) => self.error_v(
                        &at(&segs!["answer", "legal"]),
                        Message::new("lint-judge-legal").arg("move", m.to_string()),
                    ),
                    (Err(r), true) => self.error_v(
                        &at(&segs!["answer", "legal"]),
                        Message::new("lint-judge-illegal")
                            .arg("move", m.to_string())
                            .arg_msg("reason", rules_text::reason(&r)),
                    ),
                    (Err(r), false) => {
                        if let Some(given) = &answer.reason
                            && given != r.id()
                            && IllegalReason::IDS.contains(&given.as_str())
                        {
                            self.error_v(
                                &at(&segs!["answer", "reason"]),
                                Message::new("lint-judge-reason")
                                    .arg("given", given.clone())
                                    .arg("actual", r.id())
                                    .arg_msg("reason", rules_text::reason(&r)),
                            );
                        }
                    }
                    (Ok(()), true) => {}
                }
            }
            Task::Play { goal, answer } => self.play(goal, answer.as_deref(), ctx, base),
            Task::Choice { options } => self.choice(options, ctx, base),
            Task::Lines { played, answer } => {
                let mut ids: Vec<(&'static str, Vec<LineId>, bool)> = Vec::new();
                if let Some(a) = answer {
                    for (field, list) in [("opened", &a.opened), ("closed", &a.closed)] {
                        let mut parsed = Vec::new();
                        let mut ok = true;
                        for (k, text) in list.iter().enumerate() {
                            match text.parse::<LineId>() {
                                Ok(id) => parsed.push(id),
                                Err(_) => {
                                    ok = false;
                                    self.error_v(
                                        &at(&[
                                            Seg::Key("answer".into()),
                                            Seg::Key(field.into()),
                                            Seg::Index(k),
                                        ]),
                                        Message::new("lint-bad-line").arg("line", text.clone()),
                                    );
                                }
                            }
                        }
                        ids.push((field, parsed, ok));
                    }
                }
                if played.is_empty() {
                    self.error(&at(&segs!["moves"]), Message::new("lint-lines-no-moves"));
                    return;
                }
                let Some(pos) = ctx.pos else { return };
                let Some(seq) = self.sequence(pos, played, &at(&segs!["moves"])) else {
                    return;
                };
                let (Some(first), Some(last)) = (seq.first(), seq.last()) else {
                    return;
                };
                let (opened, closed) = lines::split(&lines::changes(first, last));
                for (field, mut given, ok) in ids {
                    if !ok {
                        continue;
                    }
                    for (k, id) in given.iter().enumerate() {
                        if first
                            .board()
                            .get(id.cannon)
                            .is_none_or(|p| p.role != crate::rules::Role::Cannon)
                        {
                            self.error_v(
                                &at(&[
                                    Seg::Key("answer".into()),
                                    Seg::Key(field.into()),
                                    Seg::Index(k),
                                ]),
                                Message::new("lint-line-no-cannon")
                                    .arg("line", id.to_string())
                                    .arg("square", id.cannon.to_string()),
                            );
                        }
                    }
                    given.sort();
                    given.dedup();
                    let engine = if field == "opened" { &opened } else { &closed };
                    if &given != engine {
                        let show = |v: &[LineId]| {
                            if v.is_empty() {
                                "—".to_string()
                            } else {
                                join(v)
                            }
                        };
                        self.error(
                            &at(&[Seg::Key("answer".into()), Seg::Key(field.into())]),
                            Message::new(if field == "opened" {
                                "lint-lines-opened"
                            } else {
                                "lint-lines-closed"
                            })
                            .arg("expected", show(engine))
                            .arg("given", show(&given)),
                        );
                    }
                }
            }
            Task::Replay { played, steps } => {
                if ctx.nested {
                    self.error(&at(&segs!["kind"]), Message::new("lint-replay-nested"));
                    return;
                }
                if steps.is_empty() {
                    self.warn(&at(&segs!["steps"]), Message::new("lint-replay-no-steps"));
                }
                let seq = match ctx.pos {
                    Some(pos) => self.sequence(pos, played, &at(&segs!["moves"])),
                    None => None,
                };
                let mut last_after = 0;
                for (j, step) in steps.iter().enumerate() {
                    let sbase = at(&segs!["steps", j]);
                    self.text(&step.prompt, &with(&sbase, &segs!["prompt"]));
                    if step.after > played.len() {
                        self.error_v(
                            &with(&sbase, &segs!["after"]),
                            Message::new("lint-replay-after")
                                .arg_num("after", step.after)
                                .arg_num("count", played.len()),
                        );
                        continue;
                    }
                    if step.after < last_after {
                        self.warn_v(
                            &with(&sbase, &segs!["after"]),
                            Message::new("lint-replay-order").arg_num("after", step.after),
                        );
                    }
                    last_after = step.after;
                    let step_pos = seq.as_ref().and_then(|s| s.get(step.after));
                    let sctx = Ctx {
                        pos: step_pos,
                        nested: true,
                    };
                    self.task(&step.task, &sctx, &sbase);
                }
            }
            Task::Claim { claim, answer } => {
                let path = at(&segs!["claim"]);
                if !self.statement(claim, &path) {
                    return;
                }
                let Some(pos) = ctx.pos else { return };
                let Ok(verdict) = statement::evaluate(claim, pos) else {
                    return;
                };
                if let Some(given) = answer
                    && *given != verdict.holds
                {
                    self.error_v(
                        &at(&segs!["answer"]),
                        Message::new("lint-claim-answer")
                            .arg("given", given.to_string())
                            .arg("engine", verdict.holds.to_string())
                            .arg_msg("evidence", evidence::message(&verdict.evidence)),
                    );
                }
            }
        }
    }

    /// Reports a malformed statement at its field; true when it can be evaluated.
    fn statement(&mut self, claim: &super::model::Statement, path: &[Seg]) -> bool {
        let Err(e) = statement::validate(claim) else {
            return true;
        };
        let (field, msg) = match e {
            StatementError::Move(m) => ("move", Message::new("lint-bad-move").arg("move", m)),
            StatementError::Square(s) => {
                let field = match claim {
                    super::model::Statement::Destinations { square, .. } if *square == s => {
                        "square"
                    }
                    _ => "points",
                };
                (field, Message::new("lint-bad-square").arg("square", s))
            }
            StatementError::Side(s) => ("side", Message::new("lint-bad-side").arg("side", s)),
            StatementError::Piece(p) => ("piece", Message::new("lint-bad-piece").arg("piece", p)),
            StatementError::Line(l) => ("line", Message::new("lint-bad-line").arg("line", l)),
            StatementError::Reason(r) => (
                "reason",
                Message::new("lint-unknown-reason").arg("reason", r),
            ),
            StatementError::Result(r) => {
                let field = match claim {
                    super::model::Statement::GameOver { winner, .. } if *winner == r => "winner",
                    _ => "reason",
                };
                (field, Message::new("lint-bad-result").arg("value", r))
            }
        };
        self.error(&with(path, &[Seg::Key(field.into())]), msg);
        false
    }

    fn play(
        &mut self,
        goal: &super::model::Goal,
        answer: Option<&[String]>,
        ctx: &Ctx,
        base: &[Seg],
    ) {
        let at = |more: &[Seg]| with(base, more);
        let gpath = at(&segs!["goal"]);
        let conditions = match goal::parse(goal) {
            Ok(c) => c,
            Err(errors) => {
                for e in errors {
                    match e {
                        GoalError::Square { field, value } => self.error_v(
                            &with(&gpath, &[Seg::Key(field.into())]),
                            Message::new("lint-bad-square").arg("square", value),
                        ),
                        GoalError::Piece(p) => self.error_v(
                            &with(&gpath, &segs!["capture_piece"]),
                            Message::new("lint-unknown-piece")
                                .arg("piece", p)
                                .arg("known", crate::rules::Role::ALL.map(|r| r.id()).join(", ")),
                        ),
                        GoalError::Empty => self.error(&gpath, Message::new("lint-goal-empty")),
                    }
                }
                return;
            }
        };
        let moves: Vec<Option<Move>> = answer
            .unwrap_or_default()
            .iter()
            .enumerate()
            .map(|(k, m)| self.mv(m, &at(&segs!["answer", k])))
            .collect();
        let Some(pos) = ctx.pos else { return };
        // Conditions that cannot make sense in this position.
        let mut sound = true;
        for c in &conditions {
            let field = with(&gpath, &[Seg::Key(c.field().into())]);
            let problem = match c {
                Condition::EndBikjang if !pos.kings_facing() => {
                    Some(Message::new("lint-goal-no-bikjang"))
                }
                Condition::EscapeCheck if !pos.is_check() => {
                    Some(Message::new("lint-goal-no-check"))
                }
                Condition::OpenLine(s) | Condition::CloseLine(s)
                    if pos
                        .board()
                        .get(*s)
                        .is_none_or(|p| p.role != crate::rules::Role::Cannon) =>
                {
                    Some(Message::new("lint-goal-no-cannon").arg("square", s.to_string()))
                }
                Condition::From(s) if pos.board().get(*s).is_none_or(|p| p.color != pos.turn()) => {
                    Some(
                        Message::new("lint-goal-from")
                            .arg("square", s.to_string())
                            .arg_msg("side", rules_text::side(pos.turn())),
                    )
                }
                _ => None,
            };
            if let Some(p) = problem {
                sound = false;
                self.error(&field, p);
            }
        }
        if sound && goal::reaching_moves(&conditions, pos).is_empty() {
            self.error(&gpath, Message::new("lint-goal-unreachable"));
        }
        for (k, m) in moves.into_iter().enumerate() {
            let Some(m) = m else { continue };
            let path = at(&segs!["answer", k]);
            match goal::unmet(&conditions, pos, m) {
                Err(r) => self.error(
                    &path,
                    Message::new("lint-play-illegal")
                        .arg("move", m.to_string())
                        .arg_msg("reason", rules_text::reason(&r)),
                ),
                Ok(unmet) => {
                    if let Some(c) = unmet.first() {
                        self.error(
                            &path,
                            Message::new("lint-play-misses")
                                .arg("move", m.to_string())
                                .arg_msg("goal", c.message()),
                        );
                    }
                }
            }
        }
    }

    fn choice(&mut self, options: &[ChoiceOption], ctx: &Ctx, base: &[Seg]) {
        let at = |more: &[Seg]| with(base, more);
        if options.is_empty() {
            self.error(&at(&segs!["options"]), Message::new("lint-choice-empty"));
            return;
        }
        let mut right = 0;
        let mut known = true;
        for (j, opt) in options.iter().enumerate() {
            let obase = at(&segs!["options", j]);
            self.text(&opt.text, &with(&obase, &segs!["text"]));
            if let Some(why) = &opt.why {
                self.text(why, &with(&obase, &segs!["why"]));
            }
            let truth = match (&opt.claim, opt.correct) {
                (None, None) => {
                    self.error(&obase, Message::new("lint-choice-no-truth"));
                    known = false;
                    continue;
                }
                (None, Some(c)) => Some(c),
                (Some(claim), given) => {
                    let cpath = with(&obase, &segs!["claim"]);
                    if !self.statement(claim, &cpath) {
                        known = false;
                        continue;
                    }
                    match ctx.pos {
                        None => {
                            self.error(&cpath, Message::new("lint-claim-needs-position"));
                            known = false;
                            None
                        }
                        Some(pos) => match statement::evaluate(claim, pos) {
                            Ok(v) => {
                                if let Some(g) = given
                                    && g != v.holds
                                {
                                    self.error_v(
                                        &with(&obase, &segs!["correct"]),
                                        Message::new("lint-choice-contradicts")
                                            .arg("given", g.to_string())
                                            .arg("engine", v.holds.to_string())
                                            .arg_msg("evidence", evidence::message(&v.evidence)),
                                    );
                                }
                                Some(v.holds)
                            }
                            Err(_) => None,
                        },
                    }
                }
            };
            right += usize::from(truth == Some(true));
        }
        if known && right == 0 {
            self.warn(
                &at(&segs!["options"]),
                Message::new("lint-choice-none-right"),
            );
        }
    }
}

/// The legal destinations of the piece on `from`, sorted, passes left out.
pub fn destinations(pos: &Position, from: Square) -> Vec<Square> {
    let mut v: Vec<Square> = pos
        .legal_moves_from(from)
        .into_iter()
        .filter(|m| !m.is_pass())
        .map(|m| m.to)
        .collect();
    v.sort();
    v.dedup();
    v
}

/// The kind's name as written in files (`judge`, `play`, ...).
pub fn kind_id(task: &Task) -> &'static str {
    match task {
        Task::Destinations { .. } => "destinations",
        Task::Judge { .. } => "judge",
        Task::Play { .. } => "play",
        Task::Choice { .. } => "choice",
        Task::Lines { .. } => "lines",
        Task::Replay { .. } => "replay",
        Task::Claim { .. } => "claim",
    }
}

/// Every kind but `choice` is about a position (a `choice` with engine claims needs one
/// too; that is checked per option).
pub fn needs_position(task: &Task) -> bool {
    !matches!(task, Task::Choice { .. })
}

// ---------------------------------------------------------------------------------------
// Entry points

/// Lints one file: its diagnostics, and the lesson when it could be read.
pub fn lint_source(source: &Source) -> (Option<Lesson>, Vec<Diagnostic>) {
    let loc = Locator::new(&source.text);
    let lesson = match read_lesson(&source.path, &source.text, &loc) {
        Ok(l) => l,
        Err(diags) => return (None, diags),
    };
    let mut linter = Linter {
        path: &source.path,
        loc,
        out: Vec::new(),
    };
    linter.lesson(&lesson);
    (Some(lesson), linter.out)
}

/// Reads a lesson whose syntax and structure are sound (passes 1 and 2), else every
/// syntax and structure problem. The loader reads files this way too, so a file with an
/// unknown field is refused there as well, not loaded with the field ignored.
pub fn read_lesson(path: &str, text: &str, loc: &Locator) -> Result<Lesson, Vec<Diagnostic>> {
    let doc = parse_structure(path, text, loc)?;
    // The document is already parsed and sound: convert it rather than parse the text again
    // (YAML parsing is most of the time). Should serde still refuse, parse the text for the
    // error's location.
    match serde_yaml::from_value::<Lesson>(doc) {
        Ok(l) => Ok(l),
        Err(_) => {
            serde_yaml::from_str::<Lesson>(text).map_err(|e| vec![serde_diagnostic(path, &e)])
        }
    }
}

/// Lints files together: each one, plus ids and orders shared between files. Sorted.
pub fn lint_sources(sources: &[Source]) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut ids: HashMap<String, &str> = HashMap::new();
    let mut orders: HashMap<(super::model::Phase, u32), &str> = HashMap::new();
    for source in sources {
        let (lesson, mut diags) = lint_source(source);
        out.append(&mut diags);
        let Some(lesson) = lesson else { continue };
        if let Some(first) = ids.get(&lesson.id) {
            let (line, col) = Locator::new(&source.text).value_at(&segs!["id"]);
            out.push(Diagnostic::error(
                source.path.clone(),
                line,
                col,
                Message::new("lint-duplicate-lesson")
                    .arg("id", lesson.id.clone())
                    .arg("other", first.to_string()),
            ));
        } else {
            ids.insert(lesson.id.clone(), &source.path);
        }
        match orders.get(&(lesson.phase, lesson.order)) {
            Some(first) => {
                let (line, col) = Locator::new(&source.text).value_at(&segs!["order"]);
                out.push(Diagnostic::warning(
                    source.path.clone(),
                    line,
                    col,
                    Message::new("lint-duplicate-order")
                        .arg_num("order", lesson.order)
                        .arg("other", first.to_string()),
                ));
            }
            None => {
                orders.insert((lesson.phase, lesson.order), &source.path);
            }
        }
    }
    diagnostic::sort(&mut out);
    out
}

/// Lints the embedded lessons.
pub fn lint_embedded() -> Vec<Diagnostic> {
    let (sources, mut problems) = load::embedded_sources();
    problems.extend(lint_sources(&sources));
    diagnostic::sort(&mut problems);
    problems
}

/// Lints files and folders (folders recursively, `faq/` skipped). `Err` names a path that
/// cannot be read at all.
pub fn lint_paths(paths: &[&Path]) -> Result<Vec<Diagnostic>, (String, std::io::Error)> {
    let mut sources = Vec::new();
    let mut problems = Vec::new();
    for p in paths {
        let (mut s, mut d) = load::folder_sources(p).map_err(|e| (p.display().to_string(), e))?;
        sources.append(&mut s);
        problems.append(&mut d);
    }
    debug_assert!(sources.iter().all(|s| s.origin == Origin::Folder));
    problems.extend(lint_sources(&sources));
    diagnostic::sort(&mut problems);
    Ok(problems)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_kebab_case() {
        for good in ["cannon-basics", "a1", "x"] {
            assert!(valid_id(good), "{good}");
        }
        for bad in ["", "Cannon", "a_b", "-a", "a--b", "a-", "炮"] {
            assert!(!valid_id(bad), "{bad}");
        }
    }

    #[test]
    fn locations_follow_flow_collections() {
        let text =
            "id: x\ntitle: {zh: 包, ko: 포, en: cannon}\nlist:\n  - answer: [c3, \"a3\", b9]\n";
        let loc = Locator::new(text);
        assert_eq!(loc.at(&segs!["title", "ko"]), (2, 16));
        assert_eq!(loc.at(&segs!["title", "en"]), (2, 23));
        assert_eq!(loc.at(&segs!["list", 0, "answer", 2]), (4, 24));
        assert_eq!(loc.at(&segs!["list", 0, "answer", 7]), (4, 5));
        assert_eq!(loc.at(&segs!["title"]), (2, 1));
        assert_eq!(loc.value_at(&segs!["id"]), (1, 5));
        assert_eq!(loc.value_at(&segs!["title", "en"]), (2, 27));
        assert_eq!(loc.value_at(&segs!["list"]), (3, 1));
        assert_eq!(loc.value_at(&segs!["list", 0, "answer", 1]), (4, 18));
    }
}
