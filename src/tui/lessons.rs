//! The lessons the home screen lists, ordered by phase and then by each lesson's `order`.

use crate::lesson::model::{Lesson, Phase};

#[derive(Clone, Debug, Default)]
pub struct Lessons {
    /// Sorted by phase, order, id.
    pub list: Vec<Lesson>,
}

impl Lessons {
    pub fn new(mut list: Vec<Lesson>) -> Lessons {
        list.sort_by(|a, b| (a.phase, a.order, &a.id).cmp(&(b.phase, b.order, &b.id)));
        Lessons { list }
    }

    /// Indices of the lessons of one phase, in order.
    pub fn in_phase(&self, phase: Phase) -> impl Iterator<Item = usize> + '_ {
        self.list
            .iter()
            .enumerate()
            .filter(move |(_, l)| l.phase == phase)
            .map(|(i, _)| i)
    }

    pub fn get(&self, index: usize) -> Option<&Lesson> {
        self.list.get(index)
    }

    pub fn position(&self, id: &str) -> Option<usize> {
        self.list.iter().position(|l| l.id == id)
    }
}
