//! What previewing lessons while writing them keeps: the place `--open LESSON[/EXERCISE]`
//! names (`Place`), and under `--watch` the lint's findings after each reload (`Preview`).
//! The app opens places and takes in reloads in `app/preview.rs`; the panel is drawn by
//! `view/preview.rs`.

use crate::lesson::Diagnostic;

/// A place in the course, by ids (they survive a reload; indices do not).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Place {
    pub(crate) lesson: String,
    /// `None`: the lesson's page. `Some`: that exercise, open.
    pub(crate) exercise: Option<String>,
}

impl Place {
    /// Reads `LESSON` or `LESSON/EXERCISE`, as `--open` takes it.
    pub(crate) fn parse(text: &str) -> Place {
        match text.split_once('/') {
            Some((l, e)) if !e.is_empty() => Place {
                lesson: l.to_string(),
                exercise: Some(e.to_string()),
            },
            Some((l, _)) => Place {
                lesson: l.to_string(),
                exercise: None,
            },
            None => Place {
                lesson: text.to_string(),
                exercise: None,
            },
        }
    }
}

/// The preview's state in the app: empty unless `--watch` is on.
#[derive(Clone, Debug, Default)]
pub(crate) struct Preview {
    /// The folder is watched (the panel is shown).
    pub(crate) watching: bool,
    /// The lint's findings after the last reload.
    pub(crate) problems: Vec<Diagnostic>,
    /// How many times the lessons were read again.
    pub(crate) reloads: usize,
    /// A place that vanished in a reload (its file broken, or the exercise renamed): it is
    /// opened again as soon as a reload brings it back, unless the author moved elsewhere.
    pub(crate) lost: Option<Place>,
}

impl Preview {
    /// Problems listed in the panel; the rest are counted.
    pub(crate) const LISTED: usize = 3;
    /// Rows a listed problem may take (its text wrapped, the last row cut).
    pub(crate) const ROWS_PER_PROBLEM: usize = 2;

    /// The rows the panel asks for: the summary, each listed problem's rows, and a row for
    /// those not listed (the layout grants only what the terminal can spare). A function of
    /// the state alone, so the layout never depends on the words drawn.
    pub(crate) fn panel_rows(&self) -> u16 {
        if !self.watching {
            return 0;
        }
        let listed = self.problems.len().min(Self::LISTED);
        let more = usize::from(self.problems.len() > Self::LISTED);
        (1 + listed * Self::ROWS_PER_PROBLEM + more) as u16
    }

    pub(crate) fn errors(&self) -> usize {
        self.problems.iter().filter(|d| d.is_error()).count()
    }

    pub(crate) fn warnings(&self) -> usize {
        self.problems
            .iter()
            .filter(|d| d.severity == crate::lesson::Severity::Warning)
            .count()
    }
}
