//! Reading a lesson file: YAML syntax (libyaml's own location), keys given twice, then the
//! structure against the lesson schema (unknown and missing fields, wrong types, unknown
//! kinds), each problem at its `line:col`. Both the loader and the lint read files this
//! way, so a file with an unknown field is refused by both.

use serde_yaml::Value as Yaml;

use super::diagnostic::Diagnostic;
use super::locate::{Locator, Outline, Seg};
use super::model::Lesson;
use super::schema::{self, ProblemKind, ValueType};
use super::source::Source;
use crate::i18n::Message;

/// A serde error as a diagnostic at its own location; that location is removed from the
/// detail (libyaml's other marks, like where an unclosed `{` opened, stay).
pub(crate) fn serde_diagnostic(path: &str, e: &serde_yaml::Error) -> Diagnostic {
    let (line, col) = e
        .location()
        .map_or((1, 1), |l| (l.line().max(1), l.column().max(1)));
    let detail = yaml_error_detail(e);
    Diagnostic::error(
        path,
        line,
        col,
        Message::new("lint-yaml-syntax").arg("detail", detail),
    )
}

/// The YAML library's message without its own " at line L column C" (we print
/// `file:line:col`); other marks, like where an unclosed `{` opened, stay. The one cleaner
/// for lesson and FAQ files.
pub(crate) fn yaml_error_detail(e: &serde_yaml::Error) -> String {
    let text = e.to_string();
    match e.location() {
        Some(l) => text.replacen(
            &format!(" at line {} column {}", l.line(), l.column()),
            "",
            1,
        ),
        None => text,
    }
}

/// A syntax error in our words where libyaml's would puzzle an author: a tab in the
/// indentation, too many aliases (an "alias bomb"), nesting too deep, a number too large.
fn explained_syntax_error(path: &str, text: &str, e: &serde_yaml::Error) -> Diagnostic {
    let detail = e.to_string();
    let at = e.location().map(|l| (l.line().max(1), l.column().max(1)));
    // YAML forbids tabs in indentation: the first one up to the error's line is the culprit.
    let last = at.map_or(usize::MAX, |(line, _)| line);
    let tab = text.lines().take(last).enumerate().find_map(|(i, l)| {
        let indent = &l[..l.len() - l.trim_start().len()];
        indent
            .find('\t')
            .map(|c| (i + 1, indent[..c].chars().count() + 1))
    });
    let (line, col) = at.unwrap_or((1, 1));
    let plain = |id: &'static str| Diagnostic::error(path, line, col, Message::new(id));
    if let Some((line, col)) = tab {
        Diagnostic::error(path, line, col, Message::new("lint-tab-indent"))
    } else if detail.contains("repetition limit exceeded") {
        plain("lint-yaml-aliases")
    } else if detail.contains("recursion limit exceeded") {
        plain("lint-yaml-too-deep")
    } else if detail.contains(" as u128") || detail.contains(" as i128") {
        plain("lint-number-too-big")
    } else if let Some((open_line, open_column)) = flow_opening(&detail) {
        // An unclosed `[…]`/`{…}` or a missing comma: libyaml stops at the next item, the
        // author needs where the brackets opened as well.
        Diagnostic::error(
            path,
            line,
            col,
            Message::new("lint-yaml-flow")
                .arg_num("line", open_line)
                .arg_num("column", open_column),
        )
    } else if let Some(id) = common_syntax_error(&detail) {
        // The mistakes that catch almost everyone, in the author's language with the fix.
        plain(id)
    } else {
        serde_diagnostic(path, e)
    }
}

/// libyaml's wording of the syntax errors authors make most, and our message for each.
fn common_syntax_error(detail: &str) -> Option<&'static str> {
    const COMMON: [(&str, &str); 6] = [
        ("mapping values are not allowed", "lint-yaml-colon"),
        ("did not find expected key", "lint-yaml-indent"),
        (
            "did not find expected '-' indicator",
            "lint-yaml-list-indent",
        ),
        (
            "found character that cannot start any token",
            "lint-yaml-bad-start",
        ),
        ("while scanning a quoted scalar", "lint-yaml-unclosed-quote"),
        ("could not find expected ':'", "lint-yaml-missing-colon"),
    ];
    COMMON
        .iter()
        .find(|(text, _)| detail.contains(text))
        .map(|(_, id)| *id)
}

/// Where a flow list or mapping opened, from libyaml's "did not find expected ',' or ']',
/// while parsing a flow sequence at line 4 column 8".
fn flow_opening(detail: &str) -> Option<(i64, i64)> {
    if !detail.contains("did not find expected ',' or") {
        return None;
    }
    let rest = &detail[detail.find("while parsing a flow")?..];
    let rest = &rest[rest.find("at line ")? + 8..];
    let (line, rest) = rest.split_once(" column ")?;
    let column: String = rest.chars().take_while(char::is_ascii_digit).collect();
    Some((line.trim().parse().ok()?, column.parse().ok()?))
}

fn type_message(t: ValueType) -> Message {
    Message::new(format!("lint-type-{}", t.id()))
}

/// The parsed document when its syntax and structure are sound, else every problem.
fn parse_structure(path: &str, text: &str, loc: &Locator) -> Result<Yaml, Vec<Diagnostic>> {
    super::nesting::guard(path, text)?;
    // Should an alias slip past the guard, the values it makes are counted before any is
    // built (`nesting::count_values`), so memory stays a small multiple of the file.
    if text.contains('*')
        && let Ok(false) =
            super::nesting::count_values(text, super::nesting::max_values(text.len()))
    {
        return Err(vec![Diagnostic::error(
            path,
            1,
            1,
            Message::new("lint-yaml-aliases"),
        )]);
    }
    let doc: Yaml = match serde_yaml::from_str(text) {
        Ok(doc) => doc,
        Err(e) => {
            // libyaml refuses a key given twice but names only one place (and says so in
            // English). The outline names both, so when it finds one that is the problem.
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
            return Err(vec![explained_syntax_error(path, text, &e)]);
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
            // classic trap of commas in flow mappings. Say so, at the cut-off words. Chinese
            // and Korean text has no space after its comma: any non-ASCII key is such words.
            if let (
                ProblemKind::WrongType {
                    found: ValueType::Null,
                    ..
                },
                Some(Seg::Key(k)),
            ) = (&p.kind, p.path.last())
                && (k.contains(' ') || !k.is_ascii())
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
                    .arg_list("expected", expected),
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
                    .arg_list("expected", expected),
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

/// Reads a lesson whose syntax and structure are sound, else every
/// syntax and structure problem. The loader reads files this way too, so a file with an
/// unknown field is refused there as well, not loaded with the field ignored.
pub(crate) fn read_lesson(
    path: &str,
    text: &str,
    loc: &Locator,
) -> Result<Lesson, Vec<Diagnostic>> {
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

/// Parses one file. On failure, every syntax and structure problem, each at its place;
/// never an empty list.
pub(crate) fn parse(source: &Source) -> Result<Lesson, Vec<Diagnostic>> {
    // The guard before the locator: its outline of a hostile file (a 1 MiB line of 349,000
    // items) took 120 MB before the file was refused.
    super::nesting::guard(&source.path, &source.text)?;
    read_lesson(&source.path, &source.text, &Locator::new(&source.text))
}
