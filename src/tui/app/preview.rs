//! The app's side of previewing lessons: `--open LESSON[/EXERCISE]` opens a lesson page or
//! an exercise (`open_place`), and `--watch` swaps in the lessons read again after each
//! change to their files (`reload_lessons`), keeping the author's place. The state it keeps
//! is `tui/preview.rs`.

use super::App;
use crate::lesson::watch::Reloaded;
use crate::tui::lessons::Lessons;
use crate::tui::preview::Place;
#[cfg(test)]
use crate::tui::preview::Preview;
use crate::tui::screen::{CoursePlace, ScreenState};
use crate::tui::screens::exercise::ExerciseState;
use crate::tui::screens::home::{self, HomeEntry, HomeState};
use crate::tui::screens::lesson::LessonState;

/// The home list with `lesson` highlighted (Back from its page lands there).
fn home_index(lessons: &Lessons, saved: (bool, bool), lesson: usize) -> HomeState {
    let entries = home::entries(lessons, saved.0, saved.1);
    match entries.iter().position(|e| *e == HomeEntry::Lesson(lesson)) {
        Some(index) => HomeState { index },
        None => HomeState::new(lessons),
    }
}

impl App {
    /// Opens a lesson's page, or an exercise above its page, as `--open` asks. False (nothing
    /// opened) when the lesson or the exercise does not exist.
    pub(crate) fn open_place(&mut self, place: &Place) -> bool {
        let Some(l) = self.services.lessons.position(&place.lesson) else {
            return false;
        };
        let exercise = match &place.exercise {
            Some(id) => match self.services.lessons.list[l]
                .exercises
                .iter()
                .position(|e| &e.id == id)
            {
                Some(e) => Some(e),
                None => return false,
            },
            None => None,
        };
        while self.screens.pop() {}
        *self.screens.home_mut() = home_index(&self.services.lessons, self.services.saved(), l);
        let page = page_at(&self.services.lessons, l, exercise);
        self.screens.push(Box::new(page));
        if let Some(e) = exercise {
            self.open_exercise(l, e);
        }
        true
    }

    /// Where the author is: the topmost lesson page or exercise on the stack.
    pub(crate) fn place(&self) -> Option<Place> {
        self.screens
            .iter()
            .rev()
            .find_map(|s| match s.course_place()? {
                CoursePlace::Exercise { lesson, exercise } => {
                    let lesson = self.services.lessons.get(lesson)?;
                    Some(Place {
                        lesson: lesson.id.clone(),
                        exercise: Some(lesson.exercises.get(exercise)?.id.clone()),
                    })
                }
                CoursePlace::Page { lesson } => Some(Place {
                    lesson: self.services.lessons.get(lesson)?.id.clone(),
                    exercise: None,
                }),
            })
    }

    /// Turns the watch panel on (before the first reload arrives).
    #[cfg(test)]
    pub(crate) fn start_watching(&mut self) {
        self.preview.watching = true;
    }

    /// The preview's state (the lint's findings, the reload count).
    #[cfg(test)]
    pub(crate) fn preview(&self) -> &Preview {
        &self.preview
    }

    /// Takes in the lessons read again: the new catalog, the lint's findings, and the same
    /// place as before when it still exists (a screen whose lesson did not change keeps its
    /// state: the answer being built, the feedback). Screens unrelated to lessons (a game,
    /// the free board) are kept on top.
    pub(crate) fn reload_lessons(&mut self, reloaded: Reloaded) {
        let Reloaded { loaded, problems } = reloaded;
        let lessons = Lessons::from_catalog(&loaded.catalog);
        let wanted = match self.place() {
            Some(p) => {
                self.preview.lost = None;
                Some(p)
            }
            None => self.preview.lost.take(),
        };
        // Screens above the lesson screens, which do not refer to lessons by index.
        let mut kept = Vec::new();
        let mut old = Vec::new();
        while self.screens.depth() > 1 {
            let Some(top) = self.screens.take_top() else {
                break;
            };
            if old.is_empty() && !is_lesson_screen(top.as_ref()) {
                kept.push(top);
            } else {
                old.push(top);
            }
        }
        let previous = std::mem::replace(&mut self.services.lessons, lessons);
        self.preview.problems = problems;
        self.preview.reloads += 1;
        self.preview.watching = true;
        let Some(place) = wanted else {
            *self.screens.home_mut() = HomeState::new(&self.services.lessons);
            self.restore_kept(kept);
            return;
        };
        let found = self.services.lessons.position(&place.lesson);
        let Some(l) = found else {
            *self.screens.home_mut() = HomeState::new(&self.services.lessons);
            self.preview.lost = Some(place);
            self.restore_kept(kept);
            return;
        };
        *self.screens.home_mut() = home_index(&self.services.lessons, self.services.saved(), l);
        let lesson = &self.services.lessons.list[l];
        let unchanged = previous.list.iter().any(|p| p == lesson);
        let e = place
            .exercise
            .as_ref()
            .and_then(|id| lesson.exercises.iter().position(|x| &x.id == id));
        // The old lesson page and exercise (in stack order), reused when the lesson is the same.
        let mut old_page = None;
        let mut old_exercise = None;
        for s in old.into_iter().rev() {
            match s.course_place() {
                Some(CoursePlace::Page { .. }) if old_page.is_none() => old_page = Some(s),
                Some(CoursePlace::Exercise { .. }) => old_exercise = Some(s),
                _ => {}
            }
        }
        let page: Box<dyn ScreenState> = match old_page {
            Some(mut p) if unchanged => {
                p.move_to_lesson(l);
                p
            }
            _ => Box::new(page_at(&self.services.lessons, l, e)),
        };
        self.screens.push(page);
        match (place.exercise.is_some(), e) {
            (true, Some(e)) => match old_exercise {
                Some(mut x) if unchanged => {
                    x.move_to_lesson(l);
                    self.screens.push(x);
                }
                _ => self.screens.push(Box::new(ExerciseState::new(
                    &self.services.lessons.list,
                    l,
                    e,
                ))),
            },
            (true, None) => self.preview.lost = Some(place),
            (false, _) => {}
        }
        self.restore_kept(kept);
    }

    fn restore_kept(&mut self, mut kept: Vec<Box<dyn ScreenState>>) {
        while let Some(s) = kept.pop() {
            self.screens.push(s);
        }
    }
}

/// A lesson page or an exercise: what a reload puts back by its place.
fn is_lesson_screen(s: &dyn ScreenState) -> bool {
    s.course_place().is_some()
}

/// A lesson's page: at its list when an exercise opens over it, else at the steps.
fn page_at(lessons: &Lessons, l: usize, e: Option<usize>) -> LessonState {
    let page = LessonState::new(lessons, l, e.unwrap_or(0));
    if e.is_some() { page.at_list() } else { page }
}
