//! `--json`: the schemas in `docs/json-schema/` are the report types' schemas, the field tables
//! of `docs/JSON.md` name exactly their fields, and what the verbs print fits them (every key
//! documented, every required key there).

use janggi_tutor::cli::json::schemas;
use serde_json::Value;

use crate::common::run_cli;

/// `docs/json-schema/<verb>.json`, written from the report types (`JANGGI_UPDATE_DOCS=1`).
#[test]
fn json_schema_files_are_up_to_date() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/json-schema");
    for (verb, schema) in schemas() {
        let path = format!("{dir}/{verb}.json");
        let want = serde_json::to_string_pretty(&schema).unwrap() + "\n";
        if std::env::var_os("JANGGI_UPDATE_DOCS").is_some() {
            std::fs::create_dir_all(dir).unwrap();
            std::fs::write(&path, &want).unwrap();
        }
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            have == want,
            "{path} differs from the report types: run \
             JANGGI_UPDATE_DOCS=1 cargo test --test it json_schema"
        );
    }
}

/// The first-column names (`` `name` ``) of the field table under `## `janggi-tutor VERB --json``.
fn documented_fields(doc: &str, verb: &str) -> Vec<String> {
    // `class-new` is `class new`'s document (a file name has no space).
    let heading = format!(
        "## `janggi-tutor {} --json`",
        verb.replacen("class-", "class ", 1)
    );
    let Some(start) = doc.find(&heading) else {
        return Vec::new();
    };
    let section = &doc[start + heading.len()..];
    let section = &section[..section.find("\n## ").unwrap_or(section.len())];
    let mut fields: Vec<String> = section
        .lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .filter_map(|l| l.split('`').next())
        .map(str::to_string)
        .collect();
    fields.sort();
    fields
}

/// `docs/JSON.md` has a section per verb whose field table names the report's top-level fields.
#[test]
fn json_doc_tables_name_the_report_fields() {
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/JSON.md")).unwrap();
    for (verb, schema) in schemas() {
        let schema = serde_json::to_value(schema).unwrap();
        let mut want: Vec<String> = schema["properties"]
            .as_object()
            .map(|p| p.keys().cloned().collect())
            .unwrap_or_default();
        want.sort();
        assert_eq!(
            documented_fields(&doc, verb),
            want,
            "docs/JSON.md, `{verb} --json`"
        );
    }
}

/// `schema` with a `$ref` followed (`#/$defs/Name` of `root`).
fn resolve<'a>(schema: &'a Value, root: &'a Value) -> &'a Value {
    match schema.get("$ref").and_then(Value::as_str) {
        Some(r) => {
            let name = r.trim_start_matches("#/$defs/");
            resolve(&root["$defs"][name], root)
        }
        None => schema,
    }
}

/// Whether `value` fits `schema` as far as object keys go; says where it does not.
fn fits(value: &Value, schema: &Value, root: &Value, at: &str) -> Result<(), String> {
    let schema = resolve(schema, root);
    if value.is_null() {
        return Ok(());
    }
    if let Some(branches) = schema.get("anyOf").or_else(|| schema.get("oneOf")) {
        let branches = branches.as_array().unwrap();
        return if branches.iter().any(|b| fits(value, b, root, at).is_ok()) {
            Ok(())
        } else {
            Err(format!("{at}: fits no branch of {schema}"))
        };
    }
    match value {
        Value::Object(map) => {
            let Some(props) = schema.get("properties").and_then(Value::as_object) else {
                // A free map (a message's arguments) or the FAQ file's own claim shape.
                return Ok(());
            };
            for (key, v) in map {
                let Some(p) = props.get(key) else {
                    return Err(format!("{at}: `{key}` is not documented"));
                };
                fits(v, p, root, &format!("{at}.{key}"))?;
            }
            for key in schema
                .get("required")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                let key = key.as_str().unwrap();
                if !map.contains_key(key) {
                    return Err(format!("{at}: required `{key}` is missing"));
                }
            }
            Ok(())
        }
        Value::Array(items) => match schema.get("items") {
            Some(item) => items
                .iter()
                .enumerate()
                .try_for_each(|(i, v)| fits(v, item, root, &format!("{at}[{i}]"))),
            None => Ok(()),
        },
        _ => Ok(()),
    }
}

fn schema_of(verb: &str) -> Value {
    let (_, schema) = schemas()
        .into_iter()
        .find(|(v, _)| *v == verb)
        .unwrap_or_else(|| panic!("no schema for {verb}"));
    serde_json::to_value(schema).unwrap()
}

#[test]
fn printed_json_fits_the_documented_shapes() {
    let good = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/lessons/good");
    let record = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/review/missed-mate.pgn"
    );
    let cases: &[(&str, &[&str])] = &[
        ("moves", &["moves", "--json"]),
        (
            "moves",
            &["moves", "--json", "--from", "b1", "--notation", "san"],
        ),
        ("explain", &["explain", "b1c3", "--json"]),
        ("explain", &["explain", "b1b5", "--json"]),
        ("explain", &["explain", "zz", "--json"]),
        ("show", &["show", "--json"]),
        ("status", &["status", "--json", "--rules", "janggi"]),
        (
            "status",
            &["status", "--json", "--fen", "4k4/9/9/9/9/9/9/9/9/4K4 w"],
        ),
        ("faq", &["faq", "--json"]),
        ("faq", &["faq", "--json", "--all-rules"]),
        (
            "try",
            &[
                "try",
                "fixture-pieces",
                "screen-kind",
                "opened b4:right",
                "--json",
                "--lessons",
                good,
            ],
        ),
        ("progress", &["progress", "--json"]),
        ("review", &["review", record, "--json"]),
    ];
    for (verb, args) in cases {
        let (code, out, err) = run_cli(args);
        assert!(code <= 2, "{args:?}: {code} {err}");
        let value: Value =
            serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}\n{out}\n{err}"));
        let schema = schema_of(verb);
        if let Err(e) = fits(&value, &schema, &schema, verb) {
            panic!("{args:?}: {e}");
        }
    }
}
