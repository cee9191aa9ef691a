//! The lesson lint: everything an instructor needs to trust a lesson file before anyone
//! studies it. Each problem is a [`Diagnostic`] at `path:line:col`.
//!
//! Three passes per file:
//! 1. YAML syntax (libyaml's own location), and keys given twice;
//! 2. structure against the lesson schema (both in `parse.rs`, which the loader uses too);
//! 3. meaning, against the engine. Every error here is the checked model's
//!    (`lesson::checked`, the kinds in `lesson::kinds`): rule set names, positions (worded in
//!    detail in `positions.rs`), squares and moves, every author-given answer key, reachable
//!    `play` goals, feedback keys, replay steps, unique ids, and the three languages. The lint
//!    places them and adds the warnings each kind asks for (`lesson::kinds::<kind>::lint`,
//!    through `tasks.rs`) and its own (`reasons.rs`: feedback that can never show;
//!    `tags.rs`: misconception tags without words, declared tags unused).
//!
//! Across files: duplicate lesson ids (error) and duplicate orders in a phase (warning).

use std::collections::HashMap;
use std::path::Path;

use crate::i18n::{self, Message, rules_text};
use crate::lesson::checked::{self, CheckedLesson, ExerciseError, Located};
use crate::lesson::diagnostic::{self, Diagnostic, Severity};
use crate::lesson::kinds;
use crate::lesson::lines::SequenceError;
use crate::lesson::load::{self, Origin, Source};
use crate::lesson::locate::{Locator, Seg, segs};
use crate::lesson::model::{Exercise, Lesson, PositionSpec, Text};
use crate::lesson::parse::read_lesson;
use crate::lesson::position::{self, DiagramProblem, SpecError};
use crate::rules::{Move, Position, RuleSet, Setup, Square};

mod positions;
mod reasons;
mod tags;
mod tasks;

pub(crate) use crate::i18n::REQUIRED_LANGUAGES;

pub(crate) use crate::lesson::checked::{feedback_reason_known, valid_id};

// ---------------------------------------------------------------------------------------
// Pass 3: meaning

struct Linter<'a> {
    path: &'a str,
    loc: Locator<'a>,
    out: Vec<Diagnostic>,
    /// The engine's sentences beside what the author wrote (`Severity::Note`).
    notes: Vec<Diagnostic>,
    reasons: reasons::Reasons,
}

fn with(base: &[Seg], more: &[Seg]) -> Vec<Seg> {
    let mut p = base.to_vec();
    p.extend_from_slice(more);
    p
}

impl Linter<'_> {
    pub(super) fn push(&mut self, severity: Severity, path: &[Seg], message: Message) {
        self.push_at(severity, self.loc.at(path), message);
    }

    pub(super) fn push_at(
        &mut self,
        severity: Severity,
        (line, col): (usize, usize),
        message: Message,
    ) {
        self.out.push(Diagnostic {
            path: self.path.to_string(),
            line,
            col,
            severity,
            message,
        });
    }

    pub(super) fn error(&mut self, path: &[Seg], message: Message) {
        self.push(Severity::Error, path, message);
    }

    pub(super) fn warn(&mut self, path: &[Seg], message: Message) {
        self.push(Severity::Warning, path, message);
    }

    /// An error about the value written at `path` (pointing at the value, not its key).
    pub(super) fn error_v(&mut self, path: &[Seg], message: Message) {
        self.push_at(Severity::Error, self.loc.value_at(path), message);
    }

    pub(super) fn warn_v(&mut self, path: &[Seg], message: Message) {
        self.push_at(Severity::Warning, self.loc.value_at(path), message);
    }

    /// The warnings about a text (its missing languages are the checked model's errors).
    pub(super) fn text(&mut self, text: &Text, path: &[Seg]) {
        let known = i18n::available_languages();
        for lang in text.0.keys() {
            if !known.contains(&lang.as_str()) && !REQUIRED_LANGUAGES.contains(&lang.as_str()) {
                self.warn(
                    &with(path, &[Seg::Key(lang.clone())]),
                    Message::new("lint-unknown-language")
                        .arg("lang", lang.clone())
                        .arg_list("known", &known),
                );
            }
        }
        // A skeleton's placeholder (`new`, the board editor, `game --to lesson`) left in:
        // learners would read it.
        for (lang, value) in &text.0 {
            if value.trim_start().starts_with("TODO(") {
                self.warn_v(
                    &with(path, &[Seg::Key(lang.clone())]),
                    Message::new("lint-placeholder-left").arg("lang", lang.clone()),
                );
            }
        }
    }

    /// A problem the checked model found (`lesson::checked`): worded there, placed here.
    pub(super) fn located(&mut self, problem: &Located<ExerciseError>) {
        let at = if problem.value {
            self.loc.value_at(&problem.path)
        } else {
            self.loc.at(&problem.path)
        };
        let message = problem.message_in(&self.loc);
        self.push_at(Severity::Error, at, message);
    }

    /// Every error, from the checked model; then the lint's own warnings.
    pub(super) fn lesson(&mut self, lesson: &Lesson) {
        let checked = CheckedLesson::new(lesson.clone());
        let rules = checked::rule_set(&lesson.rules).ok();
        for p in &checked.problems {
            match (&p.error, p.path.as_slice()) {
                // A step's board: worded in detail, at the very point of its diagram.
                (ExerciseError::Position(e), [Seg::Key(k), Seg::Index(i), ..]) if k == "intro" => {
                    match lesson
                        .intro
                        .steps()
                        .get(*i)
                        .and_then(|s| s.position.as_ref())
                    {
                        Some(spec) => self.position(e, spec, rules, &p.path),
                        None => self.located(p),
                    }
                }
                _ => self.located(p),
            }
        }
        for (i, (ex, c)) in lesson.exercises.iter().zip(&checked.checked).enumerate() {
            let problems = match c {
                Ok(x) => &x.refuted,
                Err(e) => &e.0,
            };
            for p in problems {
                match (&p.error, &ex.position) {
                    // Worded in detail, at the very point of a diagram.
                    (ExerciseError::Position(e), Some(spec)) => {
                        let rules = checked::rule_set(ex.rules.as_deref().unwrap_or(&lesson.rules));
                        self.position(e, spec, rules.ok(), &segs!["exercises", i, "position"]);
                    }
                    _ => self.located(p),
                }
            }
        }
        // An unknown lesson rule set is found again by each exercise that uses it: said once.
        // By a key of each (a set): comparing each with all before it was quadratic.
        let mut seen = std::collections::HashSet::new();
        self.out.retain(|d| {
            seen.insert(format!(
                "{}:{}:{:?}:{:?}",
                d.line, d.col, d.severity, d.message
            ))
        });
        self.warnings(lesson);
        // The checked model's warnings on the texts (`lesson::advice`).
        for a in checked.advice() {
            let at = if a.value {
                self.loc.value_at(&a.path)
            } else {
                self.loc.at(&a.path)
            };
            self.push_at(Severity::Warning, at, a.error.message());
        }
        for n in checked.option_notes() {
            let (line, col) = self.loc.at(&n.path);
            self.notes
                .push(Diagnostic::note(self.path, line, col, n.error));
        }
    }

    fn warnings(&mut self, lesson: &Lesson) {
        // A file under lessons/<phase>/ says which phase it is in twice; they must agree.
        let folder = Path::new(self.path)
            .parent()
            .and_then(|p| p.file_name())
            .and_then(|n| n.to_str());
        if let Some(folder) = folder
            && crate::lesson::model::Phase::ALL
                .iter()
                .any(|p| p.id() == folder)
            && folder != lesson.phase.id()
        {
            self.warn_v(
                &segs!["phase"],
                Message::new("lint-phase-folder")
                    .arg("phase", lesson.phase.id())
                    .arg("folder", folder.to_string()),
            );
        }
        // Advice is labelled as advice: the strategy part, and any lesson whose exercises
        // the exchange search checks (the source keeps strategy apart from the rules).
        if !lesson.nature.is_advice() {
            let asks = lesson.exercises.iter().position(|e| e.task.asks_advice());
            if lesson.phase == crate::lesson::model::Phase::Strategy || asks.is_some() {
                self.warn_v(
                    &segs!["phase"],
                    Message::new("lint-advice-unmarked").arg_num("n", asks.map_or(0, |i| i + 1)),
                );
            }
        }
        let rules = checked::rule_set(&lesson.rules).ok();
        self.text(&lesson.title, &segs!["title"]);
        self.intro(&lesson.intro);
        if lesson.exercises.is_empty() {
            self.warn(&segs!["exercises"], Message::new("lint-no-exercises"));
        }
        for (i, ex) in lesson.exercises.iter().enumerate() {
            self.exercise(ex, rules, &segs!["exercises", i]);
        }
        self.tags(lesson);
    }

    /// The introduction: one text, or steps (their errors come from the checked model; here
    /// the warnings on their texts, and marks with no board to show them on).
    fn intro(&mut self, intro: &crate::lesson::model::Intro) {
        use crate::lesson::model::Intro;
        let steps = match intro {
            Intro::Text(t) => return self.text(t, &segs!["intro"]),
            Intro::Steps(steps) => steps,
        };
        for (i, step) in steps.iter().enumerate() {
            let base = segs!["intro", i];
            self.text(&step.text, &with(&base, &segs!["text"]));
            if step.position.is_none() && !step.marks.is_empty() {
                self.warn(
                    &with(&base, &segs!["marks"]),
                    Message::new("lint-intro-marks-no-board"),
                );
            }
        }
    }

    fn exercise(&mut self, ex: &Exercise, lesson_rules: Option<RuleSet>, base: &[Seg]) {
        let rules = match &ex.rules {
            Some(name) => checked::rule_set(name).ok(),
            None => lesson_rules,
        };
        for (text, at) in checked::exercise_texts(ex, base) {
            self.text(text, &at);
        }
        let pos = match (&ex.position, rules) {
            (Some(spec), Some(rules)) => position::build(spec, rules).ok(),
            _ => None,
        };
        // Without a position (missing or broken) only the position-free checks run.
        let ctx = kinds::LintCtx {
            pos: pos.as_ref(),
            nested: false,
            feedback: &ex.feedback,
        };
        self.reasons = reasons::Reasons::new(ex.feedback.iter().any(|f| f.reason.is_some()));
        ex.task.as_kind().lint(self, &ctx, base);
        self.unreachable_feedback(ex, base);
    }

    /// An answer key that names the same point, move or line twice: warned at the second,
    /// with the place of the first (often a typo for another point).
    pub(super) fn repeated(&mut self, items: &[String], path: &[Seg]) {
        let mut seen: HashMap<String, usize> = HashMap::new();
        for (k, item) in items.iter().enumerate() {
            let key = item.trim().to_ascii_lowercase();
            match seen.get(&key) {
                Some(&first) => {
                    let (line, col) = self.loc.value_at(&with(path, &[Seg::Index(first)]));
                    self.warn_v(
                        &with(path, &[Seg::Index(k)]),
                        Message::new("lint-answer-repeated")
                            .arg("item", item.clone())
                            .arg_num("line", line)
                            .arg_num("col", col),
                    );
                }
                None => {
                    seen.insert(key, k);
                }
            }
        }
    }

    /// An exercise without an answer key still works (the engine judges), but nothing proves
    /// the author's intent: a warning at its `kind`.
    pub(super) fn no_answer(&mut self, base: &[Seg]) {
        self.warn(
            &with(base, &segs!["kind"]),
            Message::new("lint-answer-missing"),
        );
    }
}

// ---------------------------------------------------------------------------------------
// Entry points

/// Lints one file: its diagnostics, and the lesson when it could be read.
#[cfg(test)]
pub(crate) fn lint_source(source: &Source) -> (Option<Lesson>, Vec<Diagnostic>) {
    let (lesson, diags, _) = lint_source_noted(source);
    (lesson, diags)
}

/// [`lint_source`] with its notes (the engine's sentences beside the options).
fn lint_source_noted(source: &Source) -> (Option<Lesson>, Vec<Diagnostic>, Vec<Diagnostic>) {
    let loc = Locator::new(&source.text);
    let lesson = match read_lesson(&source.path, &source.text, &loc) {
        Ok(l) => l,
        Err(diags) => return (None, diags, Vec::new()),
    };
    let mut linter = Linter {
        path: &source.path,
        loc,
        out: Vec::new(),
        notes: Vec::new(),
        reasons: reasons::Reasons::default(),
    };
    linter.lesson(&lesson);
    (Some(lesson), linter.out, linter.notes)
}

/// Lints files together: each one, plus ids and orders shared between files. Sorted.
pub fn lint_sources(sources: &[Source]) -> Vec<Diagnostic> {
    lint_sources_noted(sources).0
}

/// [`lint_sources`] and the notes, each sorted.
fn lint_sources_noted(sources: &[Source]) -> (Vec<Diagnostic>, Vec<Diagnostic>) {
    let mut out = Vec::new();
    let mut notes = Vec::new();
    let mut ids: HashMap<String, &str> = HashMap::new();
    let mut orders: HashMap<(crate::lesson::model::Phase, u32), &str> = HashMap::new();
    for source in sources {
        let (lesson, mut diags, mut n) = lint_source_noted(source);
        out.append(&mut diags);
        notes.append(&mut n);
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
    diagnostic::sort(&mut notes);
    (out, notes)
}

/// What a lint run found: how many files it read (broken ones too) and every problem,
/// sorted. The CLI's `lint` prints exactly this.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub(crate) files: usize,
    pub diagnostics: Vec<Diagnostic>,
    /// The engine's sentences beside what the author wrote (each option's claim): not
    /// problems, printed with them.
    pub(crate) notes: Vec<Diagnostic>,
}

impl Report {
    /// Lints sources read together with the problems met while reading them.
    fn of(sources: &[Source], mut problems: Vec<Diagnostic>) -> Report {
        let files = sources.len() + problems.len();
        let (diags, notes) = lint_sources_noted(sources);
        problems.extend(diags);
        diagnostic::sort(&mut problems);
        Report {
            files,
            diagnostics: problems,
            notes,
        }
    }

    pub(crate) fn errors(&self) -> usize {
        self.diagnostics.iter().filter(|d| d.is_error()).count()
    }
}

/// Lints the embedded lessons.
pub fn lint_embedded() -> Report {
    let (sources, problems) = load::embedded_sources();
    Report::of(&sources, problems)
}

/// A folder's lesson whose id is a built-in lesson's replaces it in the trainer: a warning
/// naming it, unless the file is that built-in file itself (`lessons/<phase>/<file>` edited
/// in place).
fn replaced_builtins(sources: &[Source]) -> Vec<Diagnostic> {
    let (embedded, _) = load::embedded_sources();
    let builtin: HashMap<String, String> = embedded
        .iter()
        .filter_map(|s| {
            let lesson = load::parse(s).ok()?;
            Some((lesson.id, s.path.clone()))
        })
        .collect();
    let mut out = Vec::new();
    for source in sources {
        let Ok(lesson) = load::parse(source) else {
            continue;
        };
        let Some(path) = builtin.get(&lesson.id) else {
            continue;
        };
        if Path::new(&source.path).ends_with(path) {
            continue;
        }
        let (line, col) = Locator::new(&source.text).value_at(&segs!["id"]);
        out.push(Diagnostic::warning(
            source.path.clone(),
            line,
            col,
            Message::new("lint-replaces-builtin")
                .arg("id", lesson.id.clone())
                .arg("path", path.clone()),
        ));
    }
    out
}

/// Lints files and folders (folders recursively, `faq/` skipped). `Err` names a path that
/// cannot be read at all.
pub(crate) fn lint_paths<P: AsRef<Path>>(paths: &[P]) -> Result<Report, (String, std::io::Error)> {
    let mut sources = Vec::new();
    let mut problems = Vec::new();
    for p in paths {
        let p = p.as_ref();
        let (mut s, mut d) = load::folder_sources(p).map_err(|e| (p.display().to_string(), e))?;
        sources.append(&mut s);
        problems.append(&mut d);
    }
    debug_assert!(sources.iter().all(|s| s.origin == Origin::Folder));
    let mut report = Report::of(&sources, problems);
    report.diagnostics.extend(replaced_builtins(&sources));
    diagnostic::sort(&mut report.diagnostics);
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::locate::Locator;

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
