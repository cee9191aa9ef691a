//! The FAQ: questions about the rules, each answered in every language and backed by claims
//! the engine checks under each rule set ("two kings facing each other is illegal": false).
//! No terminal code: the CLI (`janggi-tutor faq`) and the trainer screen both use this.
//!
//! For example, `soldier-promotion` ("does a soldier promote?") is answered in every
//! language and its claims hold under the rule sets it lists (`src/tests/faq_claims.rs`).
//!
//! The format is described in `docs/FAQ.md`; the embedded files are `lessons/faq/*.yaml`.

pub(crate) mod check;
pub(crate) mod model;
pub(crate) mod text;

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

use include_dir::{Dir, include_dir};

use crate::i18n::{Message, library_error};
use crate::lesson::locate::{Outline, Seg};
use crate::lesson::model::Text;

pub(crate) use check::{
    ClaimReport, EntryReport, Place, Problem, RuleRun, Selection, Status, Summary, check_entry,
};
#[cfg(test)]
pub(crate) use model::Source;
pub(crate) use model::{Claim, Entry, FaqDoc};

static EMBEDDED: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/lessons/faq");

/// The folder the embedded files come from, as their names are shown (`lessons/faq/x.yaml`).
pub(crate) const EMBEDDED_PREFIX: &str = "lessons/faq";

/// One parsed FAQ file, with its outline kept to point at lines.
pub(crate) struct FaqFile {
    /// The path as shown to the reader.
    pub(crate) path: String,
    pub(crate) doc: FaqDoc,
    outline: Outline,
}

impl fmt::Debug for FaqFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FaqFile")
            .field("path", &self.path)
            .field("entries", &self.doc.entries.len())
            .finish()
    }
}

impl FaqFile {
    /// Parses a FAQ file; `path` is only used in messages.
    pub(crate) fn parse(
        path: impl Into<String>,
        text: impl Into<String>,
    ) -> Result<FaqFile, LoadError> {
        let path = path.into();
        let text = text.into();
        use crate::lesson::nesting::{self, Refused};
        // The lessons' guard: too deep, anchors and aliases (which can expand a small file
        // into gigabytes), too many values.
        if let Err(e) = nesting::scan(&text, nesting::MAX_DEPTH, true) {
            let (line, col, detail) = match e {
                Refused::TooDeep(e) => (
                    e.line,
                    e.col,
                    format!("nested more than {} levels deep", e.limit),
                ),
                Refused::Alias { line, col } => (
                    line,
                    col,
                    "anchors and aliases (&name, *name) are not allowed".to_string(),
                ),
                Refused::TooMany { line, col } => (
                    line,
                    col,
                    format!("more than {} values", nesting::MAX_VALUES),
                ),
            };
            return Err(LoadError::Yaml {
                path,
                line: Some(line),
                col: Some(col),
                detail,
            });
        }
        let doc: FaqDoc = serde_yaml::from_str(&text).map_err(|e| {
            let location = e.location();
            LoadError::Yaml {
                path: path.clone(),
                line: location.as_ref().map(|l| l.line()),
                col: location.as_ref().map(|l| l.column()),
                detail: crate::lesson::parse::yaml_error_detail(&e),
            }
        })?;
        let outline = Outline::parse(&text);
        Ok(FaqFile { path, doc, outline })
    }

    /// Where a YAML path stands in this file (the deepest part that exists).
    pub(crate) fn place(&self, path: &[Seg]) -> Place {
        let at = self.outline.locate(path);
        Place {
            file: self.path.clone(),
            line: at.map_or(1, |l| l.line),
            col: at.map_or(1, |l| l.col),
        }
    }
}

/// A FAQ file that cannot be used at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// The file or folder cannot be read; `kind` (when the system said) is shown in words.
    Read {
        path: String,
        detail: String,
        kind: Option<std::io::ErrorKind>,
    },
    /// Not YAML, or not in the FAQ format.
    Yaml {
        path: String,
        line: Option<usize>,
        col: Option<usize>,
        detail: String,
    },
    /// A folder with no `.yaml` file in it.
    NoFiles { path: String },
}

impl LoadError {
    /// The problem in the reader's language (the YAML parser's detail stays in English).
    pub(crate) fn message(&self) -> Message {
        match self {
            LoadError::Read { path, detail, kind } => Message::new("faq-cannot-read")
                .arg("file", path.clone())
                .arg_msg("detail", library_error::io_error_kind(*kind, detail)),
            LoadError::Yaml {
                path,
                line,
                col,
                detail,
            } => {
                let place = match (line, col) {
                    (Some(l), Some(c)) => format!("{path}:{l}:{c}"),
                    _ => path.clone(),
                };
                Message::new("faq-bad-file")
                    .arg("place", place)
                    .arg("detail", detail.clone())
            }
            LoadError::NoFiles { path } => Message::new("faq-no-files").arg("file", path.clone()),
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Read { path, detail, .. } => write!(f, "{path}: {detail}"),
            LoadError::Yaml {
                path,
                line: Some(l),
                col: Some(c),
                detail,
            } => write!(f, "{path}:{l}:{c}: {detail}"),
            LoadError::Yaml { path, detail, .. } => write!(f, "{path}: {detail}"),
            LoadError::NoFiles { path } => write!(f, "{path}: no .yaml files"),
        }
    }
}

impl std::error::Error for LoadError {}

/// Something an author should fix that does not stop the claims from being checked.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Warning {
    pub(crate) place: Place,
    pub(crate) message: Message,
}

/// A set of FAQ files.
#[derive(Debug, Default)]
pub struct Faq {
    pub(crate) files: Vec<FaqFile>,
}

/// One entry, with the file it comes from.
#[derive(Copy, Clone, Debug)]
pub(crate) struct EntryRef<'a> {
    pub(crate) file: &'a FaqFile,
    /// Index within the file's entries.
    pub(crate) index: usize,
    pub(crate) entry: &'a Entry,
}

impl EntryRef<'_> {
    pub(crate) fn id(&self) -> &str {
        &self.entry.id
    }

    pub(crate) fn question(&self, lang: &str) -> &str {
        self.entry.question.get(lang)
    }

    pub(crate) fn answer(&self, lang: &str) -> &str {
        self.entry.answer.get(lang)
    }

    /// Where the entry starts in its file.
    pub(crate) fn place(&self) -> Place {
        self.file
            .place(&[Seg::from("entries"), Seg::from(self.index)])
    }

    /// The erratum report about this entry, in `lang`: its question and answer, the position
    /// and rule sets of its first claim (the start position under every rule set without one),
    /// and the part of the source text it covers.
    pub(crate) fn erratum(&self, lang: &str) -> crate::lesson::erratum::Report {
        use crate::lesson::erratum::{Report, Subject};
        use crate::rules::RuleSet;
        let claim = self.entry.claims.first();
        let rules = claim
            .and_then(|c| c.rules.resolve().ok())
            .unwrap_or_else(|| RuleSet::ALL.to_vec());
        let first = rules.first().copied().unwrap_or(RuleSet::Basic);
        let position = match claim.and_then(|c| c.position.as_ref()) {
            Some(spec) => crate::lesson::position::build(spec, first).ok(),
            None => claim.map(|_| crate::rules::Position::start(first)),
        };
        Report {
            subject: Subject::Faq {
                id: self.entry.id.clone(),
                part: self.entry.source.map(|s| s.id()),
            },
            rules,
            position,
            written_position: None,
            place: Some((self.file.path.clone(), self.place().line)),
            texts: vec![
                ("erratum-field-question", self.question(lang).to_string()),
                ("erratum-field-answer", self.answer(lang).to_string()),
            ],
            repro: Default::default(),
        }
    }

    /// Checks every claim under the selected rule sets.
    pub(crate) fn check(&self, selection: Selection) -> EntryReport {
        check_entry(self, selection)
    }
}

impl Faq {
    /// The FAQ built into the program (`lessons/faq/*.yaml`), files in name order.
    pub fn embedded() -> Result<Faq, Vec<LoadError>> {
        let mut sources: Vec<(String, String)> = Vec::new();
        let mut errors = Vec::new();
        for file in EMBEDDED.files() {
            let name = file.path().to_string_lossy().into_owned();
            if !is_yaml(file.path()) {
                continue;
            }
            let path = format!("{EMBEDDED_PREFIX}/{name}");
            match file.contents_utf8() {
                Some(text) => sources.push((path, text.to_string())),
                None => errors.push(LoadError::Read {
                    path,
                    detail: "not valid UTF-8".to_string(),
                    kind: Some(std::io::ErrorKind::InvalidData),
                }),
            }
        }
        sources.sort();
        Self::from_sources(sources, errors)
    }

    /// FAQ files from disk: files, or folders whose `.yaml` files are all read (name order).
    /// Every unreadable file is reported, not only the first.
    pub(crate) fn from_paths(paths: &[PathBuf]) -> Result<Faq, Vec<LoadError>> {
        let mut sources = Vec::new();
        let mut errors = Vec::new();
        for path in paths {
            let shown = path.display().to_string();
            if path.is_dir() {
                // One level only, as before; crate::fsio skips hidden files and folders.
                let files: Vec<PathBuf> = match crate::fsio::walk(path, is_yaml, |_| true) {
                    Ok(w) => w.files,
                    Err(e) => {
                        errors.push(LoadError::Read {
                            path: shown,
                            detail: e.to_string(),
                            kind: Some(e.kind()),
                        });
                        continue;
                    }
                };
                if files.is_empty() {
                    errors.push(LoadError::NoFiles { path: shown });
                }
                for f in files {
                    read_into(&f, &mut sources, &mut errors);
                }
            } else {
                read_into(path, &mut sources, &mut errors);
            }
        }
        Self::from_sources(sources, errors)
    }

    /// FAQ files from `(path, text)` pairs, in the order given.
    pub(crate) fn from_sources(
        sources: Vec<(String, String)>,
        mut errors: Vec<LoadError>,
    ) -> Result<Faq, Vec<LoadError>> {
        let mut files = Vec::new();
        for (path, text) in sources {
            match FaqFile::parse(path, text) {
                Ok(f) => files.push(f),
                Err(e) => errors.push(e),
            }
        }
        if errors.is_empty() {
            Ok(Faq { files })
        } else {
            Err(errors)
        }
    }

    /// Every entry, file by file, in file order.
    pub(crate) fn entries(&self) -> impl Iterator<Item = EntryRef<'_>> {
        self.files.iter().flat_map(|file| {
            file.doc
                .entries
                .iter()
                .enumerate()
                .map(move |(index, entry)| EntryRef { file, index, entry })
        })
    }

    /// The entry with this id (the first, if an id is repeated).
    pub(crate) fn entry(&self, id: &str) -> Option<EntryRef<'_>> {
        self.entries().find(|e| e.entry.id == id)
    }

    /// Problems an author should fix: repeated or malformed ids, texts missing a language,
    /// entries without claims.
    pub(crate) fn warnings(&self) -> Vec<Warning> {
        let mut out = Vec::new();
        let mut seen: BTreeMap<&str, Place> = BTreeMap::new();
        for e in self.entries() {
            let id = e.entry.id.as_str();
            let id_place =
                e.file
                    .place(&[Seg::from("entries"), Seg::from(e.index), Seg::from("id")]);
            if let Some(first) = seen.get(id) {
                out.push(Warning {
                    place: id_place.clone(),
                    message: Message::new("faq-warn-duplicate-id")
                        .arg("id", id.to_string())
                        .arg("first", first.to_string()),
                });
            } else {
                seen.insert(id, id_place.clone());
            }
            let well_formed = !id.is_empty()
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if !well_formed {
                out.push(Warning {
                    place: id_place,
                    message: Message::new("faq-warn-bad-id").arg("id", id.to_string()),
                });
            }
            let mut texts: Vec<(Vec<Seg>, &Text)> = vec![
                (
                    crate::lesson::locate::yaml_path!["entries", e.index, "question"],
                    &e.entry.question,
                ),
                (
                    crate::lesson::locate::yaml_path!["entries", e.index, "answer"],
                    &e.entry.answer,
                ),
            ];
            for (i, claim) in e.entry.claims.iter().enumerate() {
                if let Some(note) = &claim.note {
                    texts.push((
                        crate::lesson::locate::yaml_path!["entries", e.index, "claims", i, "note"],
                        note,
                    ));
                }
            }
            for (path, text) in texts {
                let missing = text.missing(&crate::i18n::REQUIRED_LANGUAGES);
                if !missing.is_empty() {
                    out.push(Warning {
                        place: e.file.place(&path),
                        message: Message::new("faq-warn-missing-lang").arg_list("langs", missing),
                    });
                }
            }
            if e.entry.claims.is_empty() {
                out.push(Warning {
                    place: e.place(),
                    message: Message::new("faq-warn-no-claims").arg("id", id.to_string()),
                });
            }
        }
        out
    }
}

fn is_yaml(path: &Path) -> bool {
    matches!(
        path.extension().and_then(|e| e.to_str()),
        Some("yaml" | "yml")
    )
}

fn read_into(path: &Path, sources: &mut Vec<(String, String)>, errors: &mut Vec<LoadError>) {
    let shown = path.display().to_string();
    match crate::fsio::read_text(path, crate::fsio::MAX_SOURCE_BYTES) {
        Ok(text) => sources.push((shown, text)),
        Err(e) => errors.push(LoadError::Read {
            path: shown,
            detail: e.to_string(),
            kind: e.kind(),
        }),
    }
}
