//! Printable handouts: lessons as one self-contained HTML page (`janggi-tutor export`), with
//! every exercise's position drawn as an SVG board, its question and options, and (in the
//! teacher's copy, not the student's) an answer page worked out by the engine, with each
//! exercise's self-check (it often states the answer) and each engine-claim option in the
//! engine's own words. No terminal and no files here: the CLI chooses the lessons and writes
//! the page.
//!
//! - [`svg`]: a board as SVG (also `show --svg`);
//! - [`answer`]: each exercise's answer from the engine;
//! - [`html`]: the page: print CSS for A4, a page per lesson, the answers at the end;
//! - `kinds`: each exercise kind on paper, in one spot: its boards and marks, where the
//!   learner answers, its answer (one match per job).

pub(crate) mod answer;
pub(crate) mod html;
mod kinds;
pub mod svg;

use std::borrow::Cow;

pub(crate) use kinds::{figures, task_marks};
pub use svg::{Arrow, Marks, PieceStyle};

use crate::i18n::{Localizer, Message};
use crate::lesson::checked::{CheckedExercise, CheckedLesson, CheckedStep};
use crate::lesson::load::Catalog;
use crate::lesson::model::{Phase, Statement};
use crate::rules::{Move, Position, Square};

/// Escapes text for XML and HTML, in content and in quoted attribute values alike.
pub(crate) fn escape(text: &str) -> Cow<'_, str> {
    if !text.contains(['&', '<', '>', '"', '\'']) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// How the handout is drawn.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pub(crate) style: PieceStyle,
    pub(crate) copy: HandoutCopy,
}

/// Whose copy the handout is.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) enum HandoutCopy {
    /// The questions and a name and date line; no answers.
    Student,
    /// The questions, then the answers with the hints, the explanations and why each choice
    /// option is right or wrong.
    #[default]
    Teacher,
}

/// An exercise left out because it cannot be read into engine values (its lesson would not
/// pass the lint); the page says so in its place.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Skipped {
    pub(crate) lesson: String,
    pub(crate) exercise: String,
    pub(crate) problem: Message,
}

/// A rendered handout.
#[derive(Clone, Debug, PartialEq)]
pub struct Handout {
    pub html: String,
    pub(crate) skipped: Vec<Skipped>,
    /// How many exercises are printed (those skipped left out).
    pub(crate) printed: usize,
}

/// The handout of `lessons`, in order, in the localizer's language.
pub fn handout(lessons: &[&CheckedLesson], l10n: &Localizer, options: Options) -> Handout {
    html::render(lessons, l10n, options)
}

/// The lessons `ids` name, in the order given, each once: a lesson id, a phase id
/// (`understand`, `compare`, `review`: its lessons in order) or `all` (the whole course).
/// `Err` with the first id that names nothing.
pub(crate) fn select<'a>(
    catalog: &'a Catalog,
    ids: &[String],
) -> Result<Vec<&'a CheckedLesson>, String> {
    let mut out: Vec<&CheckedLesson> = Vec::new();
    for id in ids {
        // The catalog's study order is the phases' order.
        let found: Vec<&CheckedLesson> = if id == "all" {
            catalog.checked_lessons().collect()
        } else if let Some(phase) = Phase::ALL.iter().find(|p| p.id() == id) {
            catalog
                .checked_lessons()
                .filter(|l| l.phase == *phase)
                .collect()
        } else if let Some(lesson) = catalog.checked_lesson(id) {
            vec![lesson]
        } else {
            return Err(id.clone());
        };
        for lesson in found {
            if !out.iter().any(|l| l.id == lesson.id) {
                out.push(lesson);
            }
        }
    }
    Ok(out)
}

/// One board of an exercise on paper.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Figure<'a> {
    pub(crate) position: &'a Position,
    pub(crate) marks: Marks,
    /// Which moment it shows ("after move 3"); `None` for the exercise's own position.
    pub(crate) caption: Option<Message>,
    /// Whether the caption says whose turn it is: not under a question that turns on it
    /// (`lesson::given::asks_turn`).
    pub(crate) turn: bool,
}

/// The board of a replay step: the position when it is asked, the last move played as an
/// arrow, and what the step's question points at.
pub(crate) fn step_figure<'a>(ex: &CheckedExercise, step: &'a CheckedStep) -> Figure<'a> {
    let mut marks = task_marks(&step.task);
    let caption = if step.after == 0 {
        Message::new("handout-start-position")
    } else {
        if let Some(m) = ex.moves.get(step.after - 1) {
            marks.arrows.insert(0, arrow(*m, step.after));
        }
        Message::new("handout-after-move").arg_num("n", step.after)
    };
    Figure {
        position: &step.position,
        marks,
        caption: Some(caption),
        turn: !crate::lesson::given::asks_turn(&step.task, Some(&step.position)),
    }
}

pub(super) fn arrow(mv: Move, number: usize) -> Arrow {
    Arrow {
        mv,
        label: Some(number.to_string()),
    }
}

pub(super) fn statement_marks(st: &Statement, label: Option<usize>, marks: &mut Marks) {
    match st {
        Statement::Legal { mv } | Statement::Illegal { mv, .. } => {
            if let Ok(m) = mv.parse::<Move>() {
                marks.arrows.push(Arrow {
                    mv: m,
                    label: label.map(|n| n.to_string()),
                });
            }
        }
        Statement::Destinations { square, .. } => {
            marks.selected.extend(square.parse::<Square>().ok())
        }
        Statement::PieceOn { square, .. } => marks.targets.extend(square.parse::<Square>().ok()),
        Statement::LineOpen { line } => {
            if let Ok(id) = line.parse::<crate::lesson::lines::LineId>() {
                marks.selected.push(id.cannon);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_covers_markup_and_quotes() {
        assert_eq!(escape("plain 楚"), "plain 楚");
        assert_eq!(
            escape(r#"<a href="x">&'"#),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
    }

    #[test]
    fn selection_expands_phases_and_all_once() {
        let catalog = Catalog::embedded().catalog;
        let ids = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let all = select(&catalog, &ids(&["all"])).unwrap();
        assert_eq!(all.len(), catalog.len());
        let some = select(&catalog, &ids(&["horse", "understand", "horse"])).unwrap();
        assert_eq!(some[0].id, "horse");
        assert_eq!(
            some.len(),
            catalog.phase(crate::lesson::model::Phase::Understand).len()
        );
        assert_eq!(select(&catalog, &ids(&["nope"])), Err("nope".to_string()));
    }
}
