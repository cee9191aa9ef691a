//! The JSON Schema of the lesson format (from the serde model, via schemars) and a small
//! validator that checks a parsed YAML document against it.
//!
//! Why validate before serde: serde stops at the first problem, and inside an exercise (whose
//! kind is a flattened, internally tagged enum) it only knows "somewhere in `exercises[2]`".
//! Walking the document against the schema finds every unknown field, missing field and
//! wrong type with its exact path, which `locate` turns into `line:col`. The schema is the
//! same one `janggi-tutor schema` prints, so the lint and editors agree.

use std::sync::LazyLock;

use serde_json::Value as Json;
use serde_yaml::Value as Yaml;

use super::locate::Seg;
use super::model::Lesson;

/// The lesson schema as `janggi-tutor schema` prints it.
///
/// One addition to what schemars derives: objects that combine their own fields with a
/// flattened `oneOf` (an exercise and its kind) get `unevaluatedProperties: false`, so an
/// editor also flags unknown fields there (serde cannot, see `model::Exercise`).
pub(crate) fn lesson_schema() -> Json {
    let mut schema = structure_schema();
    // Editors flag a missing language as the author types. The loader's own check (below)
    // leaves this to the lint, which says which languages are missing in the author's words.
    if let Some(text) = schema
        .pointer_mut("/$defs/Text")
        .and_then(Json::as_object_mut)
    {
        text.insert(
            "required".into(),
            Json::from(crate::i18n::REQUIRED_LANGUAGES.to_vec()),
        );
    }
    // Editors offer the rule sets by name. The lint itself reads `rules` as a text, so a
    // misspelt one is a single error with the closest name (`lesson::checked`).
    let ids: Vec<Json> = crate::rules::RuleSet::ALL
        .iter()
        .map(|r| Json::from(r.id()))
        .collect();
    for (pointer, nullable) in [
        ("/properties/rules", false),
        ("/$defs/Exercise/properties/rules", true),
    ] {
        if let Some(field) = schema.pointer_mut(pointer).and_then(Json::as_object_mut) {
            let mut allowed = ids.clone();
            if nullable {
                allowed.push(Json::Null);
            }
            field.insert("enum".into(), Json::from(allowed));
        }
    }
    schema
}

/// The structure every lesson file must have (what the loader refuses without).
fn structure_schema() -> Json {
    let mut schema = serde_json::to_value(schemars::schema_for!(Lesson)).unwrap_or(Json::Null);
    if let Some(defs) = schema.get_mut("$defs").and_then(Json::as_object_mut) {
        for def in defs.values_mut() {
            if let Some(obj) = def.as_object_mut()
                && obj.contains_key("properties")
                && obj.contains_key("oneOf")
            {
                obj.insert("unevaluatedProperties".into(), Json::Bool(false));
            }
        }
    }
    schema
}

static SCHEMA: LazyLock<Json> = LazyLock::new(structure_schema);

/// The kind of a value, as the schema names it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum ValueType {
    String,
    Integer,
    Number,
    Boolean,
    Array,
    Object,
    Null,
}

impl ValueType {
    pub(crate) fn id(self) -> &'static str {
        match self {
            ValueType::String => "string",
            ValueType::Integer => "integer",
            ValueType::Number => "number",
            ValueType::Boolean => "boolean",
            ValueType::Array => "array",
            ValueType::Object => "object",
            ValueType::Null => "null",
        }
    }

    fn from_id(id: &str) -> Option<ValueType> {
        Some(match id {
            "string" => ValueType::String,
            "integer" => ValueType::Integer,
            "number" => ValueType::Number,
            "boolean" => ValueType::Boolean,
            "array" => ValueType::Array,
            "object" => ValueType::Object,
            "null" => ValueType::Null,
            _ => return None,
        })
    }

    /// The type of a YAML value (a tagged value counts as its content).
    pub(crate) fn of(value: &Yaml) -> ValueType {
        match value {
            Yaml::Null => ValueType::Null,
            Yaml::Bool(_) => ValueType::Boolean,
            Yaml::Number(n) if n.is_i64() || n.is_u64() => ValueType::Integer,
            Yaml::Number(_) => ValueType::Number,
            Yaml::String(_) => ValueType::String,
            Yaml::Sequence(_) => ValueType::Array,
            Yaml::Mapping(_) => ValueType::Object,
            Yaml::Tagged(t) => ValueType::of(&t.value),
        }
    }
}

/// What is wrong at a path.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum ProblemKind {
    /// A field the format does not have; `expected` lists the fields allowed there.
    UnknownField {
        field: String,
        expected: Vec<String>,
    },
    MissingField {
        field: String,
    },
    WrongType {
        expected: Vec<ValueType>,
        found: ValueType,
    },
    /// A value outside a fixed list (a phase, an exercise kind, a statement kind).
    UnknownValue {
        value: String,
        expected: Vec<String>,
    },
    /// A number below the minimum or above the maximum (a negative order).
    OutOfRange {
        value: String,
    },
}

/// A problem and the path of the value it is about. For an unknown field the path ends with
/// that field; for a missing field, it is the mapping that lacks it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct SchemaProblem {
    pub(crate) path: Vec<Seg>,
    pub(crate) kind: ProblemKind,
}

/// Checks a parsed lesson document against the lesson schema.
pub(crate) fn validate_lesson(doc: &Yaml) -> Vec<SchemaProblem> {
    let mut v = Validator {
        root: &SCHEMA,
        out: Vec::new(),
        path: Vec::new(),
    };
    v.check(&SCHEMA, doc);
    v.out
}

struct Validator<'s> {
    root: &'s Json,
    out: Vec<SchemaProblem>,
    path: Vec<Seg>,
}

fn yaml_key(k: &Yaml) -> String {
    match k {
        Yaml::String(s) => s.clone(),
        Yaml::Number(n) => n.to_string(),
        Yaml::Bool(b) => b.to_string(),
        Yaml::Null => "~".into(),
        _ => "?".into(),
    }
}

fn scalar_text(v: &Yaml) -> Option<String> {
    match v {
        Yaml::String(s) => Some(s.clone()),
        Yaml::Number(n) => Some(n.to_string()),
        Yaml::Bool(b) => Some(b.to_string()),
        Yaml::Tagged(t) => scalar_text(&t.value),
        _ => None,
    }
}

/// The discriminating property of a `oneOf` of objects (`kind`, `is`): a property that has
/// a `const` in every branch.
fn discriminator(branches: &[&Json]) -> Option<String> {
    let first = branches.first()?.get("properties")?.as_object()?;
    first
        .iter()
        .filter(|(_, p)| p.get("const").is_some())
        .map(|(name, _)| name.clone())
        .find(|name| {
            branches.iter().all(|b| {
                b.get("properties")
                    .and_then(|p| p.get(name))
                    .and_then(|p| p.get("const"))
                    .is_some()
            })
        })
}

fn strings(list: Option<&Json>) -> Vec<String> {
    list.and_then(Json::as_array)
        .map(|a| {
            a.iter()
                .filter_map(|s| s.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

impl<'s> Validator<'s> {
    fn report(&mut self, kind: ProblemKind) {
        self.out.push(SchemaProblem {
            path: self.path.clone(),
            kind,
        });
    }

    fn resolve(&self, schema: &'s Json) -> &'s Json {
        let mut s = schema;
        // Bounded: a `$ref` chain longer than this would be a broken schema.
        for _ in 0..16 {
            let Some(r) = s.get("$ref").and_then(Json::as_str) else {
                break;
            };
            let Some(name) = r.strip_prefix("#/$defs/") else {
                break;
            };
            match self.root.get("$defs").and_then(|d| d.get(name)) {
                Some(def) => s = def,
                None => break,
            }
        }
        s
    }

    /// Runs `check` on a scratch validator and returns its problems (for `anyOf`).
    fn trial(&self, schema: &'s Json, value: &Yaml) -> Vec<SchemaProblem> {
        let mut v = Validator {
            root: self.root,
            out: Vec::new(),
            path: self.path.clone(),
        };
        v.check(schema, value);
        v.out
    }

    fn check(&mut self, schema: &'s Json, value: &Yaml) {
        let schema = self.resolve(schema);
        let value = match value {
            Yaml::Tagged(t) => &t.value,
            v => v,
        };
        if let Some(any) = schema.get("anyOf").and_then(Json::as_array) {
            let is_null =
                |b: &Json| self.resolve(b).get("type").and_then(Json::as_str) == Some("null");
            if matches!(value, Yaml::Null) && any.iter().any(is_null) {
                return;
            }
            let candidates: Vec<&Json> = any.iter().filter(|b| !is_null(b)).collect();
            // The problems of the branch the value's type fits (a lesson intro's list of steps
            // is not "a text of the wrong type"), else of the first branch.
            let mut first_problems = None;
            let mut fitting = None;
            for c in &candidates {
                let problems = self.trial(c, value);
                if problems.is_empty() {
                    return;
                }
                let type_fits = !problems.iter().any(|p| {
                    p.path == self.path && matches!(p.kind, ProblemKind::WrongType { .. })
                });
                if type_fits && fitting.is_none() {
                    fitting = Some(problems.clone());
                }
                first_problems.get_or_insert(problems);
            }
            self.out
                .extend(fitting.or(first_problems).unwrap_or_default());
            return;
        }
        if !self.check_type(schema, value) {
            return;
        }
        if let Some(c) = schema.get("const").and_then(Json::as_str)
            && scalar_text(value).as_deref() != Some(c)
        {
            self.report(ProblemKind::UnknownValue {
                value: scalar_text(value).unwrap_or_default(),
                expected: vec![c.to_owned()],
            });
            return;
        }
        if let Some(list) = schema.get("enum") {
            let allowed = strings(Some(list));
            let text = scalar_text(value).unwrap_or_default();
            if !allowed.contains(&text) {
                self.report(ProblemKind::UnknownValue {
                    value: text,
                    expected: allowed,
                });
            }
            return;
        }
        if let Some(n) = value.as_i64().map(|n| n as f64).or_else(|| value.as_f64()) {
            let min = schema.get("minimum").and_then(Json::as_f64);
            let max = match schema.get("format").and_then(Json::as_str) {
                Some("uint32") => Some(u32::MAX as f64),
                Some("uint8") => Some(u8::MAX as f64),
                _ => None,
            };
            if min.is_some_and(|m| n < m) || max.is_some_and(|m| n > m) {
                self.report(ProblemKind::OutOfRange {
                    value: scalar_text(value).unwrap_or_default(),
                });
                return;
            }
        }
        match value {
            Yaml::Mapping(_) => self.check_object(schema, value),
            Yaml::Sequence(items) => {
                if let Some(item_schema) = schema.get("items") {
                    for (i, item) in items.iter().enumerate() {
                        self.path.push(Seg::Index(i));
                        self.check(item_schema, item);
                        self.path.pop();
                    }
                }
            }
            _ => self.check_scalar_one_of(schema, value),
        }
    }

    /// A `oneOf` of string constants (a phase): the value must be one of them.
    fn check_scalar_one_of(&mut self, schema: &'s Json, value: &Yaml) {
        let Some(branches) = schema.get("oneOf").and_then(Json::as_array) else {
            return;
        };
        let consts: Vec<String> = branches
            .iter()
            .filter_map(|b| self.resolve(b).get("const").and_then(Json::as_str))
            .map(str::to_owned)
            .collect();
        let text = scalar_text(value).unwrap_or_default();
        if !consts.is_empty() && !consts.contains(&text) {
            self.report(ProblemKind::UnknownValue {
                value: text,
                expected: consts,
            });
        }
    }

    /// Checks the `type` keyword; false (and reported) when the value has another type.
    fn check_type(&mut self, schema: &Json, value: &Yaml) -> bool {
        let expected: Vec<ValueType> = match schema.get("type") {
            Some(Json::String(t)) => ValueType::from_id(t).into_iter().collect(),
            Some(Json::Array(ts)) => ts
                .iter()
                .filter_map(|t| t.as_str().and_then(ValueType::from_id))
                .collect(),
            _ => return true,
        };
        let found = ValueType::of(value);
        let fits = expected.iter().any(|&t| match t {
            // serde reads any plain scalar as text (`en: 10`, `id: 2024`).
            ValueType::String => matches!(
                found,
                ValueType::String | ValueType::Integer | ValueType::Number | ValueType::Boolean
            ),
            ValueType::Number => matches!(found, ValueType::Integer | ValueType::Number),
            t => t == found,
        });
        if !fits {
            self.report(ProblemKind::WrongType { expected, found });
        }
        fits
    }

    fn check_object(&mut self, schema: &'s Json, value: &Yaml) {
        let Yaml::Mapping(map) = value else { return };
        let mut props: Vec<(&'s str, &'s Json)> = Vec::new();
        let mut required: Vec<String> = strings(schema.get("required"));
        let mut closed = schema.get("additionalProperties") == Some(&Json::Bool(false));
        let extra_schema = schema.get("additionalProperties").filter(|a| a.is_object());
        if let Some(p) = schema.get("properties").and_then(Json::as_object) {
            props.extend(p.iter().map(|(k, v)| (k.as_str(), v)));
        }
        if schema.get("oneOf").is_some() {
            let branches = self.owned_branches(schema);
            // The object is closed: fields are its own plus those of its kind's branch.
            closed = true;
            if let Some(tag) = discriminator(&branches) {
                let tag_value = map.get(Yaml::String(tag.clone())).and_then(scalar_text);
                let consts: Vec<String> = branches
                    .iter()
                    .filter_map(|b| b["properties"][&tag]["const"].as_str().map(str::to_owned))
                    .collect();
                let branch_index = tag_value
                    .as_ref()
                    .and_then(|t| consts.iter().position(|c| c == t));
                match (tag_value, branch_index) {
                    (_, Some(i)) => {
                        let b = branches[i];
                        if let Some(p) = b.get("properties").and_then(Json::as_object) {
                            props.extend(p.iter().map(|(k, v)| (k.as_str(), v)));
                        }
                        required.extend(strings(b.get("required")));
                    }
                    (found, None) => {
                        match found {
                            None => self.report(ProblemKind::MissingField { field: tag.clone() }),
                            Some(v) => {
                                self.path.push(Seg::Key(tag.clone()));
                                self.report(ProblemKind::UnknownValue {
                                    value: v,
                                    expected: consts,
                                });
                                self.path.pop();
                            }
                        }
                        // Unknown kind: allow every branch's fields, check none of them.
                        for b in &branches {
                            if let Some(p) = b.get("properties").and_then(Json::as_object) {
                                for k in p.keys() {
                                    if !props.iter().any(|(n, _)| n == k) {
                                        props.push((k.as_str(), &Json::Null));
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        let known: Vec<String> = props.iter().map(|(k, _)| (*k).to_owned()).collect();
        for (k, v) in map {
            let key = yaml_key(k);
            self.path.push(Seg::Key(key.clone()));
            match props.iter().find(|(name, _)| *name == key) {
                Some((_, s)) if s.is_null() => {}
                Some((_, s)) => self.check(s, v),
                None => match extra_schema {
                    Some(s) => self.check(s, v),
                    None if closed => {
                        let mut expected = known.clone();
                        expected.sort();
                        expected.dedup();
                        self.report(ProblemKind::UnknownField {
                            field: key.clone(),
                            expected,
                        });
                    }
                    None => {}
                },
            }
            self.path.pop();
        }
        for field in required {
            if !map.contains_key(Yaml::String(field.clone())) {
                self.report(ProblemKind::MissingField { field });
            }
        }
    }

    /// The `oneOf` branches of a schema, resolved, borrowed from the root schema.
    fn owned_branches(&self, schema: &'s Json) -> Vec<&'s Json> {
        schema
            .get("oneOf")
            .and_then(Json::as_array)
            .map(|a| a.iter().map(|b| self.resolve(b)).collect())
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Editors complete `rules` from the printed schema: the lesson's and an exercise's.
    #[test]
    fn the_printed_schema_names_the_rule_sets() {
        let schema = lesson_schema();
        let ids = |p: &str| schema.pointer(p).and_then(Json::as_array).cloned();
        let lesson = ids("/properties/rules/enum").expect("lesson rules enum");
        assert_eq!(
            lesson,
            crate::rules::RuleSet::ALL
                .map(|r| Json::from(r.id()))
                .to_vec()
        );
        let exercise = ids("/$defs/Exercise/properties/rules/enum").expect("exercise rules enum");
        assert!(exercise.contains(&Json::from("janggi-modern")) && exercise.contains(&Json::Null));
    }

    fn problems(yaml: &str) -> Vec<SchemaProblem> {
        validate_lesson(&serde_yaml::from_str(yaml).unwrap())
    }

    const GOOD: &str = "
id: x
phase: understand
order: 1
title: {zh: a, ko: b, en: c}
intro: {zh: a, ko: b, en: c}
exercises:
  - id: e1
    kind: judge
    move: b1c3
    answer: {legal: true}
    prompt: {zh: a, ko: b, en: c}
    self_check: {zh: a, ko: b, en: c}
    explanation: {zh: a, ko: b, en: c}
  - id: e2
    kind: claim
    claim: {is: check, side: cho}
    prompt: {zh: a, ko: b, en: c}
    self_check: {zh: a, ko: b, en: c}
    explanation: {zh: a, ko: b, en: c}
";

    #[test]
    fn a_good_lesson_has_no_problems() {
        assert_eq!(problems(GOOD), vec![]);
    }

    #[test]
    fn unknown_missing_and_mistyped_fields_are_found_with_their_paths() {
        let doc = GOOD
            .replace("    move: b1c3\n", "    move: b1c3\n    bogus: 1\n")
            .replace("order: 1", "order: first")
            .replace("{legal: true}", "{legal: maybe}")
            .replace("    kind: claim\n", "")
            .replace("phase: understand", "phase: learn");
        let got = problems(&doc);
        let paths: Vec<(Vec<Seg>, &ProblemKind)> =
            got.iter().map(|p| (p.path.clone(), &p.kind)).collect();
        assert!(matches!(
            paths[0],
            (ref p, ProblemKind::UnknownValue { value, .. })
                if *p == crate::lesson::locate::yaml_path!["phase"] && value == "learn"
        ));
        assert!(matches!(
            paths[1],
            (ref p, ProblemKind::WrongType { found: ValueType::String, .. })
                if *p == crate::lesson::locate::yaml_path!["order"]
        ));
        assert!(got.iter().any(|p| p.path
            == crate::lesson::locate::yaml_path!["exercises", 0, "answer", "legal"]
            && matches!(
                p.kind,
                ProblemKind::WrongType {
                    found: ValueType::String,
                    ..
                }
            )));
        assert!(got.iter().any(|p| p.path
            == crate::lesson::locate::yaml_path!["exercises", 0, "bogus"]
            && matches!(&p.kind, ProblemKind::UnknownField { field, expected }
                if field == "bogus" && expected.contains(&"move".to_string()))));
        assert!(got.iter().any(
            |p| p.path == crate::lesson::locate::yaml_path!["exercises", 1]
                && p.kind
                    == ProblemKind::MissingField {
                        field: "kind".into()
                    }
        ));
        // The claim exercise without a kind must not be blamed for its kind's fields.
        assert!(
            !got.iter()
                .any(|p| p.path == crate::lesson::locate::yaml_path!["exercises", 1, "claim"])
        );
    }

    #[test]
    fn statements_and_negative_numbers() {
        let doc = GOOD
            .replace("{is: check, side: cho}", "{is: chek, side: cho}")
            .replace("order: 1", "order: -1");
        let got = problems(&doc);
        assert!(
            got.iter()
                .any(|p| p.path == crate::lesson::locate::yaml_path!["order"]
                    && p.kind == ProblemKind::OutOfRange { value: "-1".into() })
        );
        assert!(got.iter().any(|p| p.path
            == crate::lesson::locate::yaml_path!["exercises", 1, "claim", "is"]
            && matches!(&p.kind, ProblemKind::UnknownValue { value, .. } if value == "chek")));
    }

    #[test]
    fn the_printed_schema_requires_every_language_but_loading_leaves_it_to_the_lint() {
        let s = lesson_schema();
        assert_eq!(
            s["$defs"]["Text"]["required"],
            serde_json::json!(["zh", "ko", "en"])
        );
        let doc: serde_yaml::Value = serde_yaml::from_str(
            "id: x\nphase: review\norder: 1\ntitle: {en: Only English}\nintro: {zh: 介绍, ko: 소개, en: Intro}\nexercises: []\n",
        )
        .unwrap();
        assert_eq!(validate_lesson(&doc), Vec::new());
    }

    #[test]
    fn the_printed_schema_closes_flattened_objects() {
        let s = lesson_schema();
        assert_eq!(
            s["$defs"]["Exercise"]["unevaluatedProperties"],
            Json::Bool(false)
        );
        assert_eq!(
            s["$defs"]["ReplayStep"]["unevaluatedProperties"],
            Json::Bool(false)
        );
    }
}
