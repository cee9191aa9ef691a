//! The application: the screen stack, overlays, the input line and the flash line. Events
//! come in (`app/events.rs`); the screen on top updates itself (`ScreenState`) and answers
//! with an `Effect`, which `apply` carries out, calling the services (`services/`) for what
//! outlives a screen (progress, settings, saved games, the due queue). Nothing here draws
//! (see `chrome.rs` and each screen's `render`) or touches the terminal (see `mod.rs`).

mod class;
mod events;
mod open;
mod preview;
#[cfg(test)]
mod probe;

use ratatui::layout::Rect;

use super::keys::Scope;
use super::layout;
use super::preview::Preview;
use super::screen::{Cx, Effect, FeedbackTone, ScreenState};
use super::screens::editor::EditorState;
use super::screens::home::{self, HomeState};
use super::services::{GameFiles, Language, Services};
use super::stack::Stack;
use super::theme::Theme;
use super::view::Ui;
use crate::i18n::{Localizer, Message};
use crate::learner::class::remembered;
use crate::learner::settings::BoardStyle;

// The types tests and benches have always found here.
pub use super::config::{Config, Opening, PlayStart, RemoteStart};
pub(crate) use super::screen::Input;
#[cfg(test)]
pub(crate) use super::screen::SettingItem;
pub use super::screens::home::HomeEntry;
pub(crate) use super::screens::lesson::LessonState;

/// What a yes/no dialog confirms.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Confirm {
    ResetProgress,
    /// `q` on the home screen with an exercise left unsolved after tries or hints.
    Quit,
    /// `q` in a room game that goes on: the clock keeps running without the player.
    LeaveRoom,
}

/// Something drawn over the screen that takes the keys.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Overlay {
    Help,
    Confirm(Confirm),
    /// Warnings the learner must see (a corrupt progress file moved aside, ...).
    Notice(Vec<Message>),
}

pub struct App {
    /// Language, progress, lessons and the services over them.
    pub(crate) services: Services,
    pub(crate) theme: Theme,
    /// The navigation stack: the home screen at the bottom, never empty.
    pub(crate) screens: Stack,
    pub(crate) overlay: Option<Overlay>,
    pub(crate) input: Option<Input>,
    /// A one-line message in the status row until the next key.
    pub(crate) flash: Option<(FeedbackTone, Message)>,
    /// Terminal size, for mouse hit-testing (kept in step with drawing).
    pub(crate) area: Rect,
    pub(crate) quit: bool,
    /// An exercise left this session with tries or hints taken and not solved
    /// (lesson, exercise): `q` on the home screen asks before quitting.
    unfinished: Option<(usize, usize)>,
    /// An export not yet copied to the terminal's clipboard (the terminal loop writes it).
    clipboard: Option<String>,
    /// Every export of the session, printed on standard output when the program ends.
    outputs: Vec<String>,
    /// `janggi-tutor edit`: going back from the editor ends the program (no home screen).
    pub(crate) leave_at_home: bool,
    /// `--watch`: the lint's findings after the last reload (`preview.rs`).
    pub(crate) preview: Preview,
}

impl App {
    pub fn new(config: Config) -> App {
        let Config {
            mut store,
            cli_lang,
            env_lang,
            letters,
            theme,
            lessons,
            faq,
            mut warnings,
            open,
            engine,
        } = config;
        let loaded = store.load();
        let games = GameFiles::beside(&store, &mut warnings);
        let seats = crate::learner::seats::SeatFile::beside(&store, &mut warnings);
        let classes = store
            .path()
            .map(|p| remembered(Some(p)))
            .unwrap_or_default();
        warnings.extend(loaded.warnings);
        let progress = loaded.progress;
        let style = match letters {
            true => BoardStyle::Letters,
            false => progress.settings.board_style,
        };
        let home = HomeState::new(&lessons);
        let mut app = App {
            services: Services {
                l10n: Localizer::new(),
                progress,
                store,
                lessons,
                faq,
                style,
                games,
                seats,
                engine,
                language: Language {
                    cli: cli_lang,
                    env: env_lang,
                },
                now: None,
                relearn: Default::default(),
                instant: None,
                class: None,
                classes,
            },
            theme,
            screens: Stack::new(home),
            overlay: None,
            input: None,
            flash: None,
            area: Rect::new(0, 0, layout::MIN_WIDTH, layout::MIN_HEIGHT),
            quit: false,
            unfinished: None,
            clipboard: None,
            outputs: Vec::new(),
            leave_at_home: false,
            preview: Default::default(),
        };
        match &open {
            Opening::Play(start) => app.open_play(start.clone(), &mut warnings),
            Opening::Editor(setup, rules) => {
                let editor = EditorState::new(setup.clone(), *rules);
                app.screens.push(Box::new(editor));
                app.leave_at_home = true;
            }
            Opening::Home | Opening::Record { .. } => {}
        }
        warnings.extend(app.services.apply_language());
        app.services.refresh_personal();
        // After the language and the personal lesson: the record's review speaks it.
        if let Opening::Record { path, game } = &open {
            app.open_games(Some(path), *game);
        }
        if !warnings.is_empty() {
            app.overlay = Some(Overlay::Notice(warnings));
        }
        app
    }

    // ----- What tests, benches and the terminal loop may see ------------------------------

    /// Sets the clock of the due-exercise schedule (tests: a missed exercise comes back after
    /// its interval).
    #[cfg(test)]
    pub(crate) fn set_now(&mut self, unix_seconds: u64) {
        self.services.now = Some(unix_seconds);
    }

    /// Moves the game clock's time on by `by` (tests: a clock runs out without sleeping).
    #[cfg(test)]
    pub(crate) fn advance_clock(&mut self, by: std::time::Duration) {
        let now = self.services.instant();
        self.services.instant = Some(now + by);
    }

    /// The screen on top.
    pub(crate) fn screen(&self) -> &dyn ScreenState {
        self.screens.top()
    }

    /// The name of the screen on top (`"home"`, `"free"`, `"editor"`, `"lesson-end"`): what
    /// benchmarks and other callers outside the crate need of it, without its state's types.
    pub fn screen_name(&self) -> &'static str {
        self.screens.top().name()
    }

    /// The lessons the home screen lists.
    pub fn lessons(&self) -> &super::lessons::Lessons {
        &self.services.lessons
    }

    /// The learner asked to leave.
    pub(crate) fn quit(&self) -> bool {
        self.quit
    }

    /// The frame of a terminal of size `area`: the watch panel (`--watch`) takes rows from
    /// the body when the terminal has rows to spare.
    pub(crate) fn chrome(&self, area: Rect) -> layout::Chrome {
        layout::chrome_with_panel(area, self.preview.panel_rows())
    }

    /// What the views draw with: the language, the look, the progress and lessons.
    pub(crate) fn ui(&self) -> Ui<'_> {
        let s = &self.services;
        Ui::new(&s.l10n, self.theme, s.style, &s.progress, &s.lessons)
    }

    /// The terminal size, as a resize event would set it (mouse hits depend on it).
    pub(crate) fn resize(&mut self, width: u16, height: u16) {
        self.area = Rect::new(0, 0, width, height);
    }

    /// The scopes of the screen itself, ignoring overlays and input (what `?` explains).
    pub(crate) fn screen_scopes(&self) -> Vec<Scope> {
        self.screen().scopes()
    }

    /// Something runs in the background on the screen on top (the AI thinking).
    pub(crate) fn busy(&self) -> bool {
        self.screen().busy()
    }

    /// Lets the screen on top take in what its background work brought (the AI's move).
    pub(crate) fn tick(&mut self) {
        self.screen_update(|s, cx| s.on_tick(cx));
    }

    /// The export waiting to be copied to the clipboard (the terminal loop takes it and
    /// writes the OSC 52 sequence).
    pub fn take_clipboard(&mut self) -> Option<String> {
        self.clipboard.take()
    }

    /// Every export of the session, in order, printed when the program ends.
    pub(crate) fn outputs(&self) -> &[String] {
        &self.outputs
    }

    /// The home list: each phase with its lessons, then the other pages.
    pub fn home_entries(&self) -> Vec<HomeEntry> {
        let s = &self.services;
        home::entries(&s.lessons, s.games.saved, s.seats.newest().is_some())
    }

    // ----- Effects ------------------------------------------------------------------------

    /// Runs an update of the screen on top with the shared context, then its effect.
    fn screen_update(&mut self, update: impl FnOnce(&mut dyn ScreenState, &Cx) -> Effect) {
        let s = &self.services;
        let cx = Cx {
            lessons: &s.lessons,
            faq: &s.faq,
            progress: &s.progress,
            style: s.style,
            body: self.chrome(self.area).body,
            saved_game: s.games.saved,
            seats: s.seats.seats(),
            classes: &s.classes,
            games_dir: s.games.dir.as_deref(),
            l10n: &s.l10n,
            engine: s.engine_command(),
            now: s.instant(),
            due: s.due_count(),
        };
        let effect = update(self.screens.top_mut(), &cx);
        self.apply(effect);
    }

    /// Carries out what a screen asked for.
    fn apply(&mut self, effect: Effect) {
        let s = &mut self.services;
        let flash = match effect {
            Effect::None => None,
            Effect::Push(screen) => return self.screens.push(screen),
            Effect::Replace(screen) => return self.screens.replace(screen),
            Effect::Then(first, then) => {
                self.apply(*first);
                return self.apply(*then);
            }
            Effect::Input(i) => return self.input = Some(i),
            Effect::Flash(tone, m) => Some((tone, m)),
            Effect::Attempted {
                lesson,
                exercise,
                result,
                stars,
                class,
            } => {
                if stars.is_some() && self.unfinished == Some((lesson, exercise)) {
                    self.unfinished = None;
                }
                if let Some(t) = class {
                    s.send_to_class(lesson, exercise, &t);
                }
                s.record_attempt(lesson, exercise, &result, stars)
                    .err()
                    .map(bad)
            }
            Effect::Close => {
                self.screens.pop();
                return;
            }
            Effect::ReadLesson { lesson, exercise } => {
                let page = LessonState::reading(&self.services.lessons, lesson, exercise);
                return self.screens.push(Box::new(page));
            }
            Effect::OpenLesson(lesson) => {
                let page = LessonState::opened_from(&s.lessons, &s.progress, lesson);
                return self.screens.push(Box::new(page));
            }
            Effect::OpenDue => match s.first_due() {
                Some((l, e)) => return self.open_due(l, e),
                None => Some((FeedbackTone::Info, Message::new("review-none"))),
            },
            Effect::NextDue => {
                self.screens.pop();
                match s.first_due() {
                    Some((l, e)) => return self.open_due(l, e),
                    None => Some((FeedbackTone::Good, Message::new("review-all-done"))),
                }
            }
            Effect::LessonDone { lesson, exercise } => self.lesson_done(lesson, exercise),
            Effect::StartLesson(next) => return self.start_lesson(next),
            Effect::FreeRules(rules) => s.set_free_rules(rules).err().map(bad),
            Effect::Setting(item, dir) => {
                let changed = s.change_setting(item, dir);
                if changed.confirm_reset {
                    self.overlay = Some(Overlay::Confirm(Confirm::ResetProgress));
                }
                changed.save_error.or(changed.warning).map(bad)
            }
            Effect::SaveGame(game) => s.games.save(game.as_ref()).err().map(bad),
            Effect::SaveTry(game, refusal) => s
                .games
                .save(Some(&game))
                .err()
                .map(bad)
                .or(Some((FeedbackTone::Bad, refusal))),
            Effect::GameStarted(choices, game) => {
                s.progress.settings.new_game = Some(choices);
                let kept = s.save().err();
                s.games.save(Some(&game)).err().or(kept).map(bad)
            }
            Effect::ResumeGame => self.resume_game(),
            Effect::Export(text) => {
                self.clipboard = Some(text.clone());
                self.outputs.push(text);
                None
            }
            Effect::Report(text) => {
                self.clipboard = Some(text.clone());
                self.outputs.push(text);
                Some((FeedbackTone::Good, Message::new("erratum-copied")))
            }
            Effect::KeepPersonal(exercises) => match s.add_personal(exercises) {
                (_, Err(e)) => Some(bad(e)),
                (added, Ok(())) => Some((
                    FeedbackTone::Good,
                    Message::new("games-kept").arg_num("count", added as i64),
                )),
            },
            Effect::GameFinished(game) => s.game_finished(&game),
            Effect::MarkGame(path, mark) => s.mark_game(&path, &mark).map(bad),
            Effect::Seat(change) => s.seats.apply(change).err().map(bad),
            Effect::ResumeRoom => self.resume_room(),
            Effect::OpenClassJoin => return self.open_class_join(),
            Effect::JoinClass { url, code, name } => self.join_class(&url, &code, &name),
            Effect::EngineCommand(command) => Some(s.set_engine(&command)),
        };
        if flash.is_some() {
            self.flash = flash;
        }
    }
}

/// A failure for the status row.
fn bad(m: Message) -> (FeedbackTone, Message) {
    (FeedbackTone::Bad, m)
}
