//! Previewing lessons while writing them: `--open LESSON[/EXERCISE]` starts on a lesson page
//! or an exercise, and `--watch` swaps in the lessons read again after each change to their
//! files (`lesson::watch`), keeping the author's place and showing the lint's findings in a
//! panel under the screen (drawn by `view/preview.rs`).

use super::app::App;
use super::lessons::Lessons;
use super::screens::exercise::ExerciseState;
use super::screens::home::{self, HomeEntry, HomeState};
use super::screens::lesson::LessonState;
use super::stack::Screen;
use crate::lesson::Diagnostic;
use crate::lesson::watch::Reloaded;

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
        self.problems.len() - self.errors()
    }
}

/// The home list with `lesson` highlighted (Back from its page lands there).
fn home_index(lessons: &Lessons, saved_game: bool, lesson: usize) -> HomeState {
    let entries = home::entries(lessons, saved_game);
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
        if let Screen::Home(h) = self.screens.top_mut() {
            *h = home_index(&self.services.lessons, self.services.games.saved, l);
        }
        self.screens
            .push_screen(Screen::Lesson(page_at(&self.services.lessons, l, exercise)));
        if let Some(e) = exercise {
            self.open_exercise(l, e);
        }
        true
    }

    /// Where the author is: the topmost lesson page or exercise on the stack.
    pub(crate) fn place(&self) -> Option<Place> {
        self.screens.iter().rev().find_map(|s| match s {
            Screen::Exercise(e) => {
                let lesson = self.services.lessons.get(e.lesson)?;
                Some(Place {
                    lesson: lesson.id.clone(),
                    exercise: Some(lesson.exercises.get(e.index)?.id.clone()),
                })
            }
            Screen::Lesson(p) => Some(Place {
                lesson: self.services.lessons.get(p.lesson)?.id.clone(),
                exercise: None,
            }),
            _ => None,
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
            if old.is_empty() && !is_lesson_screen(&top) {
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
            if let Screen::Home(h) = self.screens.top_mut() {
                *h = HomeState::new(&self.services.lessons);
            }
            self.restore_kept(kept);
            return;
        };
        let found = self.services.lessons.position(&place.lesson);
        let Some(l) = found else {
            if let Screen::Home(h) = self.screens.top_mut() {
                *h = HomeState::new(&self.services.lessons);
            }
            self.preview.lost = Some(place);
            self.restore_kept(kept);
            return;
        };
        if let Screen::Home(h) = self.screens.top_mut() {
            *h = home_index(&self.services.lessons, self.services.games.saved, l);
        }
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
            match s {
                Screen::Lesson(p) if old_page.is_none() => old_page = Some(p),
                Screen::Exercise(x) => old_exercise = Some(x),
                _ => {}
            }
        }
        let page = match old_page {
            Some(mut p) if unchanged => {
                p.lesson = l;
                p
            }
            _ => page_at(&self.services.lessons, l, e),
        };
        self.screens.push_screen(Screen::Lesson(page));
        match (place.exercise.is_some(), e) {
            (true, Some(e)) => match old_exercise {
                Some(mut x) if unchanged => {
                    x.lesson = l;
                    self.screens.push_screen(Screen::Exercise(x));
                }
                _ => self
                    .screens
                    .push_screen(Screen::Exercise(Box::new(ExerciseState::new(
                        &self.services.lessons.list,
                        l,
                        e,
                    )))),
            },
            (true, None) => self.preview.lost = Some(place),
            (false, _) => {}
        }
        self.restore_kept(kept);
    }

    fn restore_kept(&mut self, mut kept: Vec<Screen>) {
        while let Some(s) = kept.pop() {
            self.screens.push_screen(s);
        }
    }
}

fn is_lesson_screen(s: &Screen) -> bool {
    matches!(s, Screen::Lesson(_) | Screen::Exercise(_))
}

/// A lesson's page: at its list when an exercise opens over it, else at the steps.
fn page_at(lessons: &crate::tui::lessons::Lessons, l: usize, e: Option<usize>) -> LessonState {
    let page = LessonState::new(lessons, l, e.unwrap_or(0));
    if e.is_some() { page.at_list() } else { page }
}
