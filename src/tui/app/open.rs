//! The screens the app opens itself: the command's first screen, the saved game, the next
//! lesson, the lesson's end page (the first-game page after the last), the games screen on a record, an exercise.

use super::{App, bad};
use crate::i18n::Message;
use crate::learner::progress::MAX_STARS;
use crate::lesson::model::Phase;
use crate::play::session::GameOptions;
use crate::play::session::{SavedFriend, SavedGame};
use crate::tui::config::PlayStart;
use crate::tui::config::RemoteStart;
use crate::tui::screen::{CoursePlace, Effect, FeedbackTone};
use crate::tui::screens::exercise::ExerciseState;
use crate::tui::screens::games::GamesState;
use crate::tui::screens::lesson_end::first_game::{FirstGameState, taught_rules};
use crate::tui::screens::lesson_end::{self, LessonEndState};
use crate::tui::screens::play::{PlayState, remote};

/// The play screen connecting to a room, and why it could not start (a bad address).
fn room_screen(start: &RemoteStart) -> (PlayState, Option<Message>) {
    let mut state = PlayState::setup(&GameOptions {
        friend: Some(crate::play::session::Friend::default()),
        ..Default::default()
    });
    let refused = match state.start_remote(start) {
        Effect::Flash(_, m) => Some(m),
        _ => None,
    };
    (state, refused)
}

impl App {
    /// Opens an exercise on top (tests and benches go straight to one).
    pub fn open_exercise(&mut self, lesson: usize, index: usize) {
        let state = ExerciseState::new(&self.services.lessons.list, lesson, index);
        self.screens.push(Box::new(state));
    }

    /// Opens an exercise from the "practise again" queue.
    pub(crate) fn open_due(&mut self, lesson: usize, index: usize) {
        let state = ExerciseState::due(&self.services.lessons.list, lesson, index);
        self.screens.push(Box::new(state));
    }

    /// Opens the games screen on top, with a record opened if `path` is given (`game`:
    /// 0-based, which game of a file with several).
    pub(crate) fn open_games(&mut self, path: Option<&std::path::Path>, game: Option<usize>) {
        let mut state = GamesState::new(self.services.games.dir.clone());
        let effect = path.map_or(Effect::None, |p| state.open(p, game));
        self.screens.push(Box::new(state));
        self.apply(effect);
    }

    /// Opens the saved game; one that cannot be read is reported and forgotten.
    pub(super) fn resume_game(&mut self) -> Option<(FeedbackTone, Message)> {
        let games = &mut self.services.games;
        match games.load().and_then(|g| PlayState::restore(&g)) {
            Ok(state) => {
                self.screens.push(Box::new(state));
                None
            }
            Err(e) => {
                let _ = games.save(None);
                Some(bad(e))
            }
        }
    }

    /// Opens the room game of the seat kept last ("Resume game"), taking the seat back.
    pub(super) fn resume_room(&mut self) -> Option<(FeedbackTone, Message)> {
        let start = remote::resume(self.services.seats.newest()?);
        let (state, refused) = room_screen(&start);
        self.screens.push(Box::new(state));
        refused.map(bad)
    }

    /// Opens the play screen as `janggi-tutor play` asks; a FEN that cannot start a game is
    /// reported and the form opens instead.
    pub(super) fn open_play(&mut self, start: PlayStart, warnings: &mut Vec<Message>) {
        let state = match start {
            PlayStart::Setup(options) => PlayState::setup(&options),
            PlayStart::Taught(options) => PlayState::setup(&GameOptions {
                rules: taught_rules(&self.services.progress),
                ..options
            }),
            PlayStart::Remote(remote) => {
                let remote = remote::retake(remote, self.services.seats.seats());
                let (state, refused) = room_screen(&remote);
                warnings.extend(refused);
                state
            }
            PlayStart::FenTaught { options, fen } => {
                let options = GameOptions {
                    rules: taught_rules(&self.services.progress),
                    ..options
                };
                return self.open_play(PlayStart::Fen { options, fen }, warnings);
            }
            PlayStart::Fen { options, fen } => {
                let saved = SavedGame {
                    start_fen: fen,
                    rules: options.rules.id().to_string(),
                    human: options.human.id().to_string(),
                    level: options.level.get(),
                    moves: Vec::new(),
                    engine: options.engine.clone(),
                    goal: options.goal.map(|g| g.id().to_string()),
                    friend: options.friend.as_ref().map(|f| {
                        Box::new(SavedFriend {
                            cho: f.names[0].clone(),
                            han: f.names[1].clone(),
                            turn_board: f.turn_board,
                            clock: crate::play::clock::Clock::new(f.clock),
                            thought_ms: 0,
                        })
                    }),
                    tries: Vec::new(),
                };
                PlayState::restore(&saved).unwrap_or_else(|e| {
                    warnings.push(e);
                    PlayState::setup(&options)
                })
            }
        };
        self.screens.push(Box::new(state));
    }

    /// The end page goes; the lesson page under it becomes the next lesson's, with its first
    /// unsolved exercise on top, or alone (pushed if none was under it) when the next lesson
    /// was never entered: its text comes before its first exercise.
    pub(super) fn start_lesson(&mut self, next: usize) {
        self.screens.pop();
        let s = &self.services;
        let (page, exercise) = lesson_end::start_lesson(&s.lessons, &s.progress, next);
        if let Some(CoursePlace::Page { .. }) = self.screens.top().course_place() {
            self.screens.replace(Box::new(page));
        } else if exercise.is_none() {
            self.screens.push(Box::new(page));
        }
        if let Some(exercise) = exercise {
            self.screens.push(exercise);
        }
    }

    /// Back to the lesson's page (its last exercise highlighted), with the stars earned, and
    /// over it the lesson's end page, which offers the next lesson (Enter goes straight on).
    pub(super) fn lesson_done(
        &mut self,
        lesson: usize,
        exercise: usize,
    ) -> Option<(FeedbackTone, Message)> {
        let s = &self.services;
        let done = s.lessons.get(lesson).map(|l| {
            Message::new("ex-lesson-done")
                .arg("lesson", l.title.get(s.l10n.lang()).to_string())
                .arg_num("stars", s.progress.lesson_stars(&l.id))
                .arg_num("max", MAX_STARS as usize * l.exercises.len())
        });
        self.screens.pop();
        self.screens.top_mut().select_exercise(exercise);
        // After the last lesson of 复盘检验: the source's closing words, and a first game.
        let last_review = s.lessons.in_phase(Phase::Review).last();
        let last_exercise = s.lessons.get(lesson).map(|l| l.exercises.len());
        if last_review == Some(lesson) && last_exercise == Some(exercise + 1) {
            let state = FirstGameState::new(s.play_defaults(), &s.progress);
            self.screens.push(Box::new(state));
        } else if last_exercise == Some(exercise + 1) {
            // The end page says the stars itself: no second copy on the status line.
            let end = LessonEndState::new(lesson, &s.lessons);
            self.screens.push(Box::new(end));
            return None;
        }
        done.map(|m| (FeedbackTone::Good, m))
    }
}
