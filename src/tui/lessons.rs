//! The lessons the home screen lists, ordered by phase and then by each lesson's `order`;
//! after them, apart from the course, the learner's personal exercises as one lesson
//! (`review::personal::lesson`), which the Review entry serves.

use crate::lesson::checked::CheckedLesson;
use crate::lesson::load::Catalog;
use crate::lesson::model::{Lesson, Phase};
use crate::lesson::source::Origin;
use crate::review::personal::LESSON_ID as PERSONAL;

#[derive(Clone, Debug, Default)]
pub struct Lessons {
    /// Sorted by phase, order, id; each with its exercises read (the catalog's reading).
    pub(crate) list: Vec<CheckedLesson>,
    /// The file each catalog lesson was read from, by lesson id (for error reports).
    pub(crate) files: std::collections::HashMap<String, (String, Origin)>,
}

impl Lessons {
    /// Lessons not from a catalog (tests, previews): each read here.
    #[cfg(test)]
    pub(crate) fn new(list: Vec<Lesson>) -> Lessons {
        Lessons::checked(list.into_iter().map(CheckedLesson::new).collect())
    }

    /// The catalog's lessons, as it read them.
    pub(crate) fn from_catalog(catalog: &Catalog) -> Lessons {
        let mut lessons = Lessons::checked(catalog.checked_lessons().cloned().collect());
        lessons.files = catalog
            .entries()
            .iter()
            .map(|e| (e.lesson.id.clone(), (e.path.clone(), e.origin)))
            .collect();
        lessons
    }

    fn checked(mut list: Vec<CheckedLesson>) -> Lessons {
        list.sort_by(|a, b| (a.phase, a.order, &a.id).cmp(&(b.phase, b.order, &b.id)));
        Lessons {
            list,
            files: Default::default(),
        }
    }

    /// Indices of the lessons of one phase, in order (the personal lesson is in none).
    pub(crate) fn in_phase(&self, phase: Phase) -> impl Iterator<Item = usize> + '_ {
        self.list
            .iter()
            .enumerate()
            .filter(move |(_, l)| l.phase == phase && l.id != PERSONAL)
            .map(|(i, _)| i)
    }

    pub(crate) fn get(&self, index: usize) -> Option<&Lesson> {
        self.list.get(index).map(|l| &l.lesson)
    }

    pub fn position(&self, id: &str) -> Option<usize> {
        self.list.iter().position(|l| l.id == id)
    }
}

impl Lessons {
    /// Puts the personal lesson last (or removes it: `None`).
    pub(crate) fn set_personal(&mut self, lesson: Option<Lesson>) {
        self.list.retain(|l| l.id != PERSONAL);
        self.list.extend(lesson.map(CheckedLesson::new));
    }

    /// A misconception tag in words: a lesson's own declared words, else the program's.
    pub(crate) fn misconception(&self, tag: &str, lang: &str) -> crate::i18n::Message {
        crate::lesson::misconception::message(tag, self.list.iter().map(|l| &l.lesson), lang)
    }

    /// Whether a lesson index is a course lesson (not the personal one).
    pub(crate) fn in_course(&self, index: usize) -> bool {
        self.list.get(index).is_some_and(|l| l.id != PERSONAL)
    }
}
