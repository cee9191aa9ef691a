//! The application: the screen stack, overlays, the input line and what all screens share
//! (language, progress, lessons). Events come in here; the screen on top updates itself
//! (`screen.rs`, `ScreenState`) and answers with an `Effect`, which `apply` carries out.
//! Nothing here draws (see `view/`) or touches the terminal (see `mod.rs`).

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

use super::keys::{self, Action, Scope};
use super::layout;
use super::lessons::Lessons;
use super::screen::{Cx, Effect, Stack};
use super::screens::editor::EditorState;
use super::screens::exercise::ExerciseState;
use super::screens::free::Tone;
use super::screens::games::GamesState;
use super::screens::home::{self, HomeState};
use super::screens::play::PlayState;
use super::theme::Theme;
use crate::i18n::{Localizer, Message, resolve_language_among};
use crate::lesson::model::Phase;
use crate::play::session::{GameOptions, SavedGame};
use crate::play::uci_client::UciEngine;
use crate::review::{self, personal};
use crate::rules::{RuleSet, Setup};
use crate::trainer::game_file::{FinishedGame, GameFile};
use crate::trainer::progress::{MAX_STARS, Progress, ProgressStore};
use crate::trainer::settings::BoardStyle;

// The screen types, where tests and benches have always found them.
pub use super::pane::PaneFocus;
pub use super::screen::{Input, InputKind, Screen};
pub use super::screens::home::HomeEntry;
pub use super::screens::lesson::LessonState;
pub use super::screens::rules::{RULE_SECTIONS, RulesState};
pub use super::screens::settings::{SettingItem, SettingsState};

/// Everything the app needs from outside: where progress lives, the language, the lessons,
/// the look.
pub struct Config {
    /// The store to load from and save to (not loaded yet).
    pub store: ProgressStore,
    /// The language chosen on the command line, already resolved there (`--lang`, then the
    /// saved setting, then the environment); `None`: the saved setting, then `env_lang`.
    pub cli_lang: Option<String>,
    /// The first non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG` (for "follow the system").
    pub env_lang: Option<String>,
    /// `--ascii`: letters instead of CJK glyphs for this session.
    pub letters: bool,
    pub theme: Theme,
    pub lessons: Lessons,
    /// The FAQ page's questions (the embedded FAQ).
    pub faq: crate::faq::Faq,
    /// Problems found before the app started (lesson files that failed to load, ...).
    pub warnings: Vec<Message>,
    /// `janggi-tutor play`: open the play screen at once.
    pub play: Option<PlayStart>,
    /// `--engine`: an external UCI engine the play screen offers as the opponent.
    pub engine: Option<String>,
    /// `janggi-tutor edit`: open the board editor on this setup and rule set.
    pub editor: Option<(Setup, RuleSet)>,
    /// `janggi-tutor game FILE --view`: open this record on the games screen (with the
    /// 0-based game of a file that holds several).
    pub open_record: Option<(std::path::PathBuf, Option<usize>)>,
}

impl Config {
    /// A config for tests and benches: in-memory progress, English, colour, no lessons.
    pub fn for_tests() -> Config {
        Config {
            store: ProgressStore::in_memory(),
            cli_lang: Some("en".into()),
            env_lang: None,
            letters: false,
            theme: Theme::colored(),
            lessons: Lessons::default(),
            faq: crate::faq::Faq::default(),
            warnings: Vec::new(),
            play: None,
            engine: None,
            editor: None,
            open_record: None,
        }
    }
}

/// How `janggi-tutor play` opens the play screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayStart {
    /// The setup form, filled with these options.
    Setup(GameOptions),
    /// A game from this position (FEN) with these options, started at once.
    Fen { options: GameOptions, fen: String },
}

/// What a yes/no dialog confirms.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Confirm {
    ResetProgress,
    /// `q` on the home screen with an exercise left unsolved after tries or hints.
    Quit,
}

/// Something drawn over the screen that takes the keys.
#[derive(Clone, Debug, PartialEq)]
pub enum Overlay {
    Help,
    Confirm(Confirm),
    /// Warnings the learner must see (a corrupt progress file moved aside, ...).
    Notice(Vec<Message>),
}

pub struct App {
    pub(crate) l10n: Localizer,
    pub(crate) theme: Theme,
    pub(crate) style: BoardStyle,
    pub(crate) progress: Progress,
    pub(crate) store: ProgressStore,
    pub(crate) lessons: Lessons,
    pub(crate) faq: crate::faq::Faq,
    /// The navigation stack: the home screen at the bottom, never empty.
    pub(crate) screens: Stack,
    pub(crate) overlay: Option<Overlay>,
    pub(crate) input: Option<Input>,
    /// A one-line message in the status row until the next key.
    pub(crate) flash: Option<(Tone, Message)>,
    /// Terminal size, for mouse hit-testing (kept in step with drawing).
    pub(crate) area: Rect,
    pub(crate) quit: bool,
    /// Where the unfinished game is kept (beside the progress file).
    pub(crate) game_file: GameFile,
    /// A saved game can be resumed (the home list offers it).
    pub(crate) saved_game: bool,
    /// `--engine`, offered on the play screen's form.
    pub(crate) engine: Option<String>,
    /// The folder of saved game records, beside the progress file (`None`: in memory).
    pub(crate) games_dir: Option<std::path::PathBuf>,
    cli_lang: Option<String>,
    env_lang: Option<String>,
    /// An exercise left this session with tries or hints taken and not solved
    /// (lesson, exercise): `q` on the home screen asks before quitting.
    unfinished: Option<(usize, usize)>,
    /// The time for the review schedule (Unix seconds); `None`: the system clock. Tests set it.
    now: Option<u64>,
    /// An export not yet copied to the terminal's clipboard (the terminal loop writes it).
    clipboard: Option<String>,
    /// The last export, printed on standard output when the program ends.
    output: Option<String>,
    /// `--watch`: the lint's findings after the last reload (`preview.rs`).
    pub(crate) preview: super::preview::Preview,
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
            play,
            engine,
            editor,
            open_record,
        } = config;
        let loaded = store.load();
        let game_file = GameFile::beside(&store);
        let games_dir = store
            .path()
            .map(crate::trainer::game_file::games_dir_beside);
        let saved_game = match game_file.load() {
            Ok(g) => g.is_some(),
            Err(e) => {
                warnings.push(e);
                false
            }
        };
        warnings.extend(loaded.warnings);
        let progress = loaded.progress;
        let style = if letters {
            BoardStyle::Letters
        } else {
            progress.settings.board_style
        };
        let home = HomeState::new(&lessons);
        let mut app = App {
            l10n: Localizer::new(),
            theme,
            style,
            progress,
            store,
            lessons,
            faq,
            screens: Stack::new(home),
            overlay: None,
            input: None,
            flash: None,
            area: Rect::new(0, 0, layout::MIN_WIDTH, layout::MIN_HEIGHT),
            quit: false,
            game_file,
            saved_game,
            engine,
            games_dir,
            cli_lang,
            env_lang,
            unfinished: None,
            now: None,
            clipboard: None,
            output: None,
            preview: Default::default(),
        };
        if let Some(start) = play {
            app.open_play(start, &mut warnings);
        }
        if let Some((setup, rules)) = editor {
            app.screens
                .push(Screen::Editor(Box::new(EditorState::new(setup, rules))));
        }
        if let Some(w) = app.apply_language() {
            warnings.push(w);
        }
        app.refresh_personal();
        if let Some((path, game)) = open_record {
            app.open_games(Some(&path), game);
        }
        if !warnings.is_empty() {
            app.overlay = Some(Overlay::Notice(warnings));
        }
        app
    }

    /// Sets the language: the command line's choice, else the saved setting, else the system.
    /// Returns a warning for an unknown language.
    fn apply_language(&mut self) -> Option<Message> {
        let available: Vec<String> = self
            .l10n
            .available_languages()
            .into_iter()
            .map(str::to_string)
            .collect();
        let env = self.env_lang.clone();
        let resolved = resolve_language_among(
            &available,
            self.cli_lang.as_deref(),
            self.progress.settings.language.as_deref(),
            |name| (name == "LANG").then(|| env.clone()).flatten(),
        );
        let _ = self.l10n.set_lang(&resolved.lang);
        resolved.warning
    }

    // ----- What tests, benches and the terminal loop may see ------------------------------

    /// Sets the clock of the review schedule (tests: a missed exercise comes back after its
    /// interval).
    pub fn set_now(&mut self, unix_seconds: u64) {
        self.now = Some(unix_seconds);
    }

    pub(crate) fn now(&self) -> u64 {
        self.now.unwrap_or_else(crate::trainer::progress::unix_now)
    }

    /// The notation move lists use: the setting, resolved for the language shown.
    pub fn notation(&self) -> crate::record::Notation {
        self.progress.settings.move_notation.for_lang(self.lang())
    }

    /// The language shown.
    pub fn lang(&self) -> &str {
        self.l10n.lang()
    }

    /// The screen on top.
    pub fn screen(&self) -> &Screen {
        self.screens.top()
    }

    /// How many screens are open, home included.
    pub fn depth(&self) -> usize {
        self.screens.depth()
    }

    /// The dialog or notice over the screen, if any.
    pub fn overlay(&self) -> Option<&Overlay> {
        self.overlay.as_ref()
    }

    /// The stars and settings as they are now (saved after every change).
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// The board style drawn.
    pub fn style(&self) -> BoardStyle {
        self.style
    }

    /// The lessons the home screen lists.
    pub fn lessons(&self) -> &Lessons {
        &self.lessons
    }

    /// The line being typed (a move, a FEN), if open.
    pub fn input(&self) -> Option<&Input> {
        self.input.as_ref()
    }

    /// The FAQ the FAQ page shows.
    pub fn faq(&self) -> &crate::faq::Faq {
        &self.faq
    }

    /// The learner asked to leave.
    pub fn quit(&self) -> bool {
        self.quit
    }

    /// The frame of a terminal of size `area`: the watch panel (`--watch`) takes rows from
    /// the body when the terminal has rows to spare.
    pub fn chrome(&self, area: Rect) -> layout::Chrome {
        layout::chrome_with_panel(area, self.preview.panel_rows())
    }

    /// The terminal size, as a resize event would set it (mouse hits depend on it).
    pub fn resize(&mut self, width: u16, height: u16) {
        self.area = Rect::new(0, 0, width, height);
    }

    /// The scopes whose bindings are active now, in lookup order.
    pub fn scopes(&self) -> Vec<Scope> {
        match &self.overlay {
            Some(Overlay::Confirm(_)) => return vec![Scope::Confirm],
            Some(Overlay::Help | Overlay::Notice(_)) => return vec![Scope::HelpOverlay],
            None => {}
        }
        if self.input.is_some() {
            return vec![Scope::Input];
        }
        self.screen_scopes()
    }

    /// The scopes of the screen itself, ignoring overlays and input (what `?` explains).
    pub fn screen_scopes(&self) -> Vec<Scope> {
        self.screen().state().scopes()
    }

    // ----- Events -------------------------------------------------------------------------

    /// Handles one terminal event.
    pub fn handle_event(&mut self, event: &Event) {
        match event {
            Event::Key(k) => self.handle_key(k),
            Event::Mouse(m) => self.handle_mouse(m),
            Event::Paste(text) => self.handle_paste(text),
            Event::Resize(w, h) => self.resize(*w, *h),
            _ => {}
        }
    }

    /// Convenience for tests: a plain key press.
    pub fn press(&mut self, code: KeyCode) {
        self.handle_key(&KeyEvent::new(code, KeyModifiers::NONE));
    }

    /// Convenience for tests: types each character as a key press.
    pub fn type_text(&mut self, text: &str) {
        for c in text.chars() {
            self.press(KeyCode::Char(c));
        }
    }

    /// Convenience for tests: a left click.
    pub fn click(&mut self, column: u16, row: u16) {
        self.handle_mouse(&MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row,
            modifiers: KeyModifiers::NONE,
        });
    }

    pub fn handle_key(&mut self, ev: &KeyEvent) {
        if ev.kind == KeyEventKind::Release {
            return;
        }
        let Some(key) = keys::key_of(ev) else { return };
        // Ctrl-C always leaves, whatever is open.
        if key.ctrl && key.code == KeyCode::Char('c') {
            self.quit = true;
            return;
        }
        self.flash = None;
        if let Some(input) = &mut self.input {
            match key.code {
                KeyCode::Char(c) if !key.ctrl => {
                    input.text.push(c);
                    return;
                }
                KeyCode::Backspace => {
                    input.text.pop();
                    return;
                }
                _ => {}
            }
        }
        let scopes = self.scopes();
        if let Some(action) = keys::lookup(key, &scopes) {
            self.act(action);
        }
    }

    fn handle_paste(&mut self, text: &str) {
        // One line only: a FEN or a move never spans lines.
        let clean: String = text
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        if let Some(input) = &mut self.input {
            input.text.push_str(clean.trim());
        } else if self.overlay.is_none() {
            let effect = self.screens.top_mut().state_mut().on_paste(clean.trim());
            self.apply(effect);
        }
    }

    fn handle_mouse(&mut self, m: &MouseEvent) {
        match m.kind {
            MouseEventKind::ScrollUp => self.act(Action::Up),
            MouseEventKind::ScrollDown => self.act(Action::Down),
            MouseEventKind::Down(MouseButton::Left) => self.click_at(m.column, m.row),
            _ => {}
        }
    }

    fn click_at(&mut self, col: u16, row: u16) {
        if layout::too_small(self.area) {
            return;
        }
        match &self.overlay {
            Some(Overlay::Confirm(_)) => return,
            Some(_) => {
                self.overlay = None;
                return;
            }
            None => {}
        }
        if self.input.is_some() {
            return;
        }
        self.screen_update(|s, cx| s.on_click(col, row, cx));
    }

    /// Performs an action in the current context.
    pub fn act(&mut self, action: Action) {
        // Overlays first.
        match (&self.overlay, action) {
            (Some(Overlay::Confirm(c)), Action::Yes) => {
                let c = *c;
                self.overlay = None;
                self.confirmed(c);
                return;
            }
            (Some(Overlay::Confirm(_)), Action::No) => {
                self.overlay = None;
                return;
            }
            (Some(Overlay::Confirm(_)), _) => return,
            (Some(_), Action::Cancel | Action::Quit) => {
                self.overlay = None;
                return;
            }
            (Some(_), _) => return,
            (None, _) => {}
        }
        if let Some(input) = self.input.clone() {
            match action {
                Action::Select => {
                    self.input = None;
                    self.screen_update(|s, cx| s.on_input(&input, cx));
                }
                Action::Cancel => self.input = None,
                _ => {}
            }
            return;
        }
        match action {
            Action::Quit => self.quit = true,
            Action::Help => self.overlay = Some(Overlay::Help),
            // A screen may close something of its own first (an opened FAQ question).
            Action::Back | Action::Cancel if self.screens.top_mut().state_mut().on_back() => {}
            Action::Back => {
                if let Screen::Exercise(e) = self.screens.top()
                    && let Ok(a) = &e.attempt
                    && !a.is_solved()
                    && (a.wrong_tries() > 0 || a.hints_used() > 0)
                {
                    self.unfinished = Some((e.lesson, e.index));
                }
                if !self.screens.pop() {
                    if self.unfinished.is_some() {
                        self.overlay = Some(Overlay::Confirm(Confirm::Quit));
                    } else {
                        self.quit = true;
                    }
                }
            }
            _ => self.screen_update(|s, cx| s.on_action(action, cx)),
        }
    }

    /// Runs an update of the screen on top with the shared context, then its effect.
    fn screen_update(
        &mut self,
        update: impl FnOnce(&mut dyn super::screen::ScreenState, &Cx) -> Effect,
    ) {
        let cx = Cx {
            lessons: &self.lessons,
            faq: &self.faq,
            progress: &self.progress,
            style: self.style,
            body: self.chrome(self.area).body,
            saved_game: self.saved_game,
            games_dir: self.games_dir.as_deref(),
            l10n: &self.l10n,
            engine: self
                .engine
                .as_deref()
                .or(self.progress.settings.engine.as_deref()),
        };
        let effect = update(self.screens.top_mut().state_mut(), &cx);
        self.apply(effect);
    }

    /// Carries out what a screen asked for.
    fn apply(&mut self, effect: Effect) {
        match effect {
            Effect::None => {}
            Effect::Push(s) => self.screens.push(s),
            Effect::Replace(s) => self.screens.replace(s),
            Effect::Input(i) => self.input = Some(i),
            Effect::Flash(tone, m) => self.flash = Some((tone, m)),
            Effect::Record {
                lesson,
                exercise,
                stars,
            } => {
                let ids = self.lessons.get(lesson).and_then(|l| {
                    l.exercises
                        .get(exercise)
                        .map(|e| (l.id.clone(), e.id.clone()))
                });
                if self.unfinished == Some((lesson, exercise)) {
                    self.unfinished = None;
                }
                if let Some((l, e)) = ids
                    && self.progress.record(&l, &e, stars)
                {
                    self.save();
                }
            }
            Effect::Attempted {
                lesson,
                exercise,
                result,
                stars,
            } => {
                let now = self.now();
                if let Some(l) = self.lessons.get(lesson)
                    && let Some(e) = l.exercises.get(exercise)
                {
                    let (l, e) = (l.id.clone(), e.id.clone());
                    self.progress.record_attempt(&l, &e, &result, now);
                    self.save();
                }
                if let Some(stars) = stars {
                    self.apply(Effect::Record {
                        lesson,
                        exercise,
                        stars,
                    });
                }
            }
            Effect::OpenReview => {
                let due = self.progress.due_reviews(self.now());
                let found = due.iter().find_map(|d| {
                    let l = self.lessons.position(&d.lesson)?;
                    let e = self.lessons.list[l]
                        .exercises
                        .iter()
                        .position(|x| x.id == d.exercise)?;
                    Some((l, e))
                });
                match found {
                    Some((l, e)) => {
                        self.screens
                            .push(Screen::Exercise(Box::new(ExerciseState::new(
                                &self.lessons.list,
                                l,
                                e,
                            ))))
                    }
                    None => {
                        self.flash = Some((Tone::Info, Message::new("review-none")));
                    }
                }
            }
            Effect::LessonDone { lesson, exercise } => self.lesson_done(lesson, exercise),
            Effect::StartLesson(next) => {
                // The end page goes; the lesson page under it becomes the next lesson's.
                self.screens.pop();
                let (page, exercise) =
                    super::screens::phase::start_lesson(&self.lessons, &self.progress, next);
                if let Screen::Lesson(_) = self.screens.top() {
                    self.screens.replace(page);
                }
                self.screens.push(exercise);
            }
            Effect::FreeRules(rules) => {
                self.progress.settings.set_free_rules(rules);
                self.save();
            }
            Effect::Setting(item, dir) => self.change_setting(item, dir),
            Effect::SaveGame(game) => self.save_game(game.as_ref()),
            Effect::ResumeGame => self.resume_game(),
            Effect::Export(text) => {
                self.clipboard = Some(text.clone());
                self.output = Some(text);
            }
            Effect::KeepPersonal(exercises) => {
                let added = self.add_personal(exercises);
                if self.flash.is_none() {
                    self.flash = Some((
                        Tone::Good,
                        Message::new("games-kept").arg_num("count", added as i64),
                    ));
                }
            }
            Effect::GameFinished(game) => self.game_finished(&game),
            Effect::EngineCommand(command) => self.set_engine(&command),
        }
    }

    /// Rebuilds the personal lesson from the review queue (after a change of the queue, the
    /// language or the notation).
    pub(crate) fn refresh_personal(&mut self) {
        let notation = self.progress.settings.move_notation;
        let lesson = crate::review::personal::lesson(self.progress.personal(), &self.l10n, |l| {
            notation.for_lang(l)
        });
        self.lessons.set_personal(lesson);
    }

    /// Adds personal exercises (a game's review findings, the play screen's illegal tries) to
    /// the review queue and saves; returns how many were new.
    fn add_personal(&mut self, exercises: Vec<personal::PersonalExercise>) -> usize {
        let now = self.now();
        let added = exercises
            .into_iter()
            .filter(|e| self.progress.add_personal(e.clone(), now))
            .count();
        self.refresh_personal();
        self.save();
        added
    }

    /// A game ended: forget the unfinished one, save its record in the games folder and its
    /// illegal tries as personal exercises; the status line says where (or why not). With the
    /// progress in memory (no data folder) nothing is written.
    fn game_finished(&mut self, game: &FinishedGame) {
        self.save_game(None);
        let now = self.now();
        let mut tone = Tone::Good;
        let mut lines = Vec::new();
        // In memory (no data folder; the learner was told at the start): nothing is kept.
        if let Some(dir) = self.games_dir.clone().filter(|_| self.store.is_writable()) {
            match game.save_record(&dir, now) {
                Ok(path) => lines.push(
                    Message::new("play-record-saved").arg("path", path.display().to_string()),
                ),
                Err(e) => {
                    tone = Tone::Bad;
                    lines.push(e);
                }
            }
        }
        let moments = review::illegal_try_moments(&game.game, &game.tries, Some(game.human));
        let exercises: Vec<_> = moments
            .iter()
            .filter_map(personal::PersonalExercise::from_moment)
            .collect();
        // Into the review queue, as `review --save` and the games screen do.
        if !exercises.is_empty() && self.store.is_writable() {
            let added = self.add_personal(exercises);
            lines.push(Message::new("play-tries-saved").arg_num("count", added as i64));
        }
        if lines.is_empty() {
            return;
        }
        // The result stays first on the status line, then where the record went.
        let message = std::iter::once(game.end.message())
            .chain(lines)
            .reduce(|first, second| {
                Message::new("play-two-lines")
                    .arg_msg("first", first)
                    .arg_msg("second", second)
            })
            .expect("not empty");
        self.flash = Some((tone, message));
    }

    /// The external engine the play screen uses (Settings); empty: the built-in opponent.
    fn set_engine(&mut self, command: &str) {
        let command = command.trim();
        self.progress.settings.engine = (!command.is_empty()).then(|| command.to_string());
        self.save();
        if self.flash.is_none() {
            self.flash = Some(if command.is_empty() {
                (Tone::Good, Message::new("settings-engine-cleared"))
            } else if !UciEngine::program_found(command) {
                // Kept (it may be installed later); games fall back until then.
                let program = command.split_whitespace().next().unwrap_or(command);
                (
                    Tone::Bad,
                    Message::new("settings-engine-not-found").arg("program", program.to_string()),
                )
            } else {
                (
                    Tone::Good,
                    Message::new("settings-engine-set").arg("command", command.to_string()),
                )
            });
        }
    }

    /// Keeps the unfinished game on disk (or forgets it once it ended); a failure is shown.
    fn save_game(&mut self, game: Option<&SavedGame>) {
        let result = match game {
            Some(g) => self.game_file.save(g),
            None => self.game_file.clear(),
        };
        self.saved_game = game.is_some();
        if let Err(e) = result {
            self.flash = Some((Tone::Bad, e));
        }
    }

    /// Opens the saved game; one that cannot be read is reported and forgotten.
    fn resume_game(&mut self) {
        let restored = self
            .game_file
            .load()
            .and_then(|g| g.ok_or_else(|| Message::new("play-no-saved-game")))
            .and_then(|g| PlayState::restore(&g));
        match restored {
            Ok(state) => self.screens.push(Screen::Play(Box::new(state))),
            Err(e) => {
                self.save_game(None);
                self.flash = Some((Tone::Bad, e));
            }
        }
    }

    /// The options a new game starts from (the external engine, if one was given).
    pub fn play_defaults(&self) -> GameOptions {
        GameOptions {
            engine: self.engine_command().map(str::to_string),
            ..GameOptions::default()
        }
    }

    /// The external engine a new game may play: `--engine`, else the Settings row.
    pub fn engine_command(&self) -> Option<&str> {
        self.engine
            .as_deref()
            .or(self.progress.settings.engine.as_deref())
    }

    /// Opens the play screen as `janggi-tutor play` asks; a FEN that cannot start a game is
    /// reported and the form opens instead.
    fn open_play(&mut self, start: PlayStart, warnings: &mut Vec<Message>) {
        let state = match start {
            PlayStart::Setup(options) => PlayState::setup(&options),
            PlayStart::Fen { options, fen } => {
                let saved = SavedGame {
                    start_fen: fen,
                    rules: options.rules.id().to_string(),
                    human: options.human.id().to_string(),
                    level: options.level.get(),
                    moves: Vec::new(),
                    engine: options.engine.clone(),
                };
                PlayState::restore(&saved).unwrap_or_else(|e| {
                    warnings.push(e);
                    PlayState::setup(&options)
                })
            }
        };
        self.screens.push(Screen::Play(Box::new(state)));
    }

    /// Something runs in the background on the screen on top (the AI thinking).
    pub fn busy(&self) -> bool {
        self.screen().state().busy()
    }

    /// Lets the screen on top take in what its background work brought (the AI's move).
    pub fn tick(&mut self) {
        self.screen_update(|s, cx| s.on_tick(cx));
    }

    /// The export waiting to be copied to the clipboard (the terminal loop takes it and
    /// writes the OSC 52 sequence).
    pub fn take_clipboard(&mut self) -> Option<String> {
        self.clipboard.take()
    }

    /// The last export, printed when the program ends.
    pub fn output(&self) -> Option<&str> {
        self.output.as_deref()
    }

    /// Whether an unfinished game is saved.
    pub fn has_saved_game(&self) -> bool {
        self.saved_game
    }

    /// Back to the lesson's page (its last exercise highlighted), with the stars earned, and
    /// over it the lesson's end page, which offers the next lesson (Enter goes straight on).
    fn lesson_done(&mut self, lesson: usize, exercise: usize) {
        let done = self.lessons.get(lesson).map(|l| {
            Message::new("ex-lesson-done")
                .arg("lesson", l.title.get(self.lang()).to_string())
                .arg_num("stars", self.progress.lesson_stars(&l.id))
                .arg_num("max", MAX_STARS as usize * l.exercises.len())
        });
        self.screens.pop();
        if let Screen::Lesson(l) = self.screens.top_mut() {
            l.pane.index = exercise;
        }
        // After the last lesson of 复盘检验: the source's closing words, and a game.
        let last_review = self.lessons.in_phase(Phase::Review).last();
        let last_exercise = self.lessons.get(lesson).map(|l| l.exercises.len());
        if last_review == Some(lesson) && last_exercise == Some(exercise + 1) {
            let state = PlayState::closing(&self.play_defaults());
            self.screens.push(Screen::Play(Box::new(state)));
        } else if last_exercise == Some(exercise + 1) {
            // The end page says the stars itself: no second copy on the status line.
            let end = super::screens::phase::LessonEndState::new(lesson, &self.lessons);
            self.screens.push(Screen::LessonEnd(end));
            return;
        }
        if let Some(m) = done {
            self.flash = Some((Tone::Good, m));
        }
    }

    fn change_setting(&mut self, item: SettingItem, dir: i32) {
        match item {
            SettingItem::Language => {
                // "Follow the system" first, then each language.
                let mut options: Vec<Option<String>> = vec![None];
                options.extend(
                    self.l10n
                        .available_languages()
                        .into_iter()
                        .map(|l| Some(l.to_string())),
                );
                let current = &self.progress.settings.language;
                let i = options.iter().position(|o| o == current).unwrap_or(0);
                let next = (i as i32 + dir).rem_euclid(options.len() as i32) as usize;
                self.progress.settings.language = options[next].clone();
                // An explicit choice here outranks --lang from now on.
                self.cli_lang = None;
                if let Some(w) = self.apply_language() {
                    self.flash = Some((Tone::Bad, w));
                }
                self.refresh_personal();
                self.save();
            }
            SettingItem::BoardStyle => {
                self.style = self.style.toggled();
                self.progress.settings.board_style = self.style;
                self.save();
            }
            SettingItem::Notation => {
                let n = &mut self.progress.settings.move_notation;
                *n = n.cycled(dir);
                self.refresh_personal();
                self.save();
            }
            SettingItem::FreeRules => {
                let all = RuleSet::ALL;
                let cur = self.progress.settings.free_rules();
                let i = all.iter().position(|r| *r == cur).unwrap_or(0);
                let next = (i as i32 + dir).rem_euclid(all.len() as i32) as usize;
                self.progress.settings.set_free_rules(all[next]);
                self.save();
            }
            // Typed in on the input line (`Effect::EngineCommand`), not stepped through.
            SettingItem::Engine => {}
            SettingItem::Reset => {
                if dir > 0 {
                    self.overlay = Some(Overlay::Confirm(Confirm::ResetProgress));
                }
            }
        }
    }

    fn confirmed(&mut self, c: Confirm) {
        match c {
            Confirm::Quit => self.quit = true,
            Confirm::ResetProgress => {
                self.progress.clear_stars();
                self.save();
                if self.flash.is_none() {
                    self.flash = Some((Tone::Good, Message::new("settings-reset-done")));
                }
            }
        }
    }

    /// Saves progress and settings; a failure is shown, never fatal.
    fn save(&mut self) {
        if let Err(e) = self.store.save(&self.progress) {
            self.flash = Some((Tone::Bad, e));
        }
    }

    /// Opens the games screen on top, with a record opened if `path` is given (`game`:
    /// 0-based, which game of a file with several).
    pub fn open_games(&mut self, path: Option<&std::path::Path>, game: Option<usize>) {
        let dir = self.games_dir.clone();
        let mut state = GamesState::new(dir);
        if let Some(p) = path {
            let effect = state.open(p, game);
            self.screens.push(Screen::Games(Box::new(state)));
            self.apply(effect);
        } else {
            self.screens.push(Screen::Games(Box::new(state)));
        }
    }

    /// Opens an exercise on top (tests and benches go straight to one).
    pub fn open_exercise(&mut self, lesson: usize, index: usize) {
        let state = ExerciseState::new(&self.lessons.list, lesson, index);
        self.screens.push(Screen::Exercise(Box::new(state)));
    }

    /// The home list: each phase with its lessons, then the other pages.
    pub fn home_entries(&self) -> Vec<HomeEntry> {
        home::entries(&self.lessons, self.saved_game)
    }
}
