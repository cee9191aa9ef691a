//! The application state and its update: events in, state changes out. Nothing here draws
//! (see `view/`) or touches the terminal (see `mod.rs`); tests drive it with synthetic events.

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

use super::exercise::{ExFocus, ExerciseState};
use super::faq::FaqState;
use super::free::{FreeCommand, FreeFocus, FreeState, Note, Tone};
use super::keys::{self, Action, Scope};
use super::layout;
use super::lessons::Lessons;
use super::theme::Theme;
use crate::i18n::{Localizer, Message, resolve_language_among, rules_text};
use crate::lesson::model::Phase;
use crate::rules::{Move, RuleSet};
use crate::trainer::Answer;
use crate::trainer::progress::{MAX_STARS, Progress, ProgressStore};
use crate::trainer::settings::BoardStyle;

/// Everything the app needs from outside: where progress lives, the language asked for,
/// the lessons, the look.
pub struct Config {
    /// The store to load from and save to (not loaded yet).
    pub store: ProgressStore,
    /// `--lang`, if given.
    pub cli_lang: Option<String>,
    /// The first non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG`.
    pub env_lang: Option<String>,
    /// `--ascii`: letters instead of CJK glyphs for this session.
    pub letters: bool,
    pub theme: Theme,
    pub lessons: Lessons,
    /// The FAQ page's questions (the embedded FAQ).
    pub faq: crate::faq::Faq,
    /// Problems found before the app started (lesson files that failed to load, ...).
    pub warnings: Vec<Message>,
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
        }
    }
}

/// An entry of the home list.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HomeEntry {
    /// A phase heading (not selectable).
    Phase(Phase),
    /// A lesson, by index into [`Lessons::list`].
    Lesson(usize),
    /// The phase has no lessons yet.
    NoLessons(Phase),
    Rules,
    Faq,
    Free,
    Settings,
}

impl HomeEntry {
    pub fn selectable(self) -> bool {
        !matches!(self, HomeEntry::Phase(_) | HomeEntry::NoLessons(_))
    }
}

#[derive(Clone, Debug)]
pub struct HomeState {
    pub index: usize,
}

/// A lesson's page: its exercises with their stars, and its introduction.
#[derive(Clone, Debug)]
pub struct LessonState {
    /// Index into [`Lessons::list`].
    pub lesson: usize,
    /// Highlighted exercise.
    pub exercise: usize,
    pub focus: PaneFocus,
    /// Scroll of the introduction.
    pub scroll: u16,
}

/// The settings screen's rows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SettingItem {
    Language,
    BoardStyle,
    FreeRules,
    Reset,
}

impl SettingItem {
    pub const ALL: [SettingItem; 4] = [
        SettingItem::Language,
        SettingItem::BoardStyle,
        SettingItem::FreeRules,
        SettingItem::Reset,
    ];
}

#[derive(Clone, Debug)]
pub struct SettingsState {
    pub index: usize,
}

/// Sections of the rules reference, in order (`rules-ref-<id>-title` / `-body`).
pub const RULE_SECTIONS: [&str; 8] = [
    "board", "pieces", "cannon", "soldier", "move", "illegal", "end", "versions",
];

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PaneFocus {
    List,
    Text,
}

#[derive(Clone, Debug)]
pub struct RulesState {
    pub section: usize,
    pub scroll: u16,
    pub focus: PaneFocus,
}

/// One screen on the navigation stack.
#[derive(Clone, Debug)]
pub enum Screen {
    Home(HomeState),
    Lesson(LessonState),
    Free(Box<FreeState>),
    Settings(SettingsState),
    Rules(RulesState),
    Faq(Box<FaqState>),
    Exercise(Box<ExerciseState>),
}

/// What a yes/no dialog confirms.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Confirm {
    ResetProgress,
}

/// Something drawn over the screen that takes the keys.
#[derive(Clone, Debug, PartialEq)]
pub enum Overlay {
    Help,
    Confirm(Confirm),
    /// Warnings the learner must see (a corrupt progress file moved aside, ...).
    Notice(Vec<Message>),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InputKind {
    Move,
    Fen,
}

/// A text line being typed (a move, a FEN).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    pub kind: InputKind,
    pub text: String,
}

pub struct App {
    pub l10n: Localizer,
    pub theme: Theme,
    pub style: BoardStyle,
    pub progress: Progress,
    pub store: ProgressStore,
    pub lessons: Lessons,
    pub faq: crate::faq::Faq,
    /// The navigation stack; never empty, the home screen at the bottom.
    pub screens: Vec<Screen>,
    pub overlay: Option<Overlay>,
    pub input: Option<Input>,
    /// A one-line message in the status row until the next key.
    pub flash: Option<(Tone, Message)>,
    /// Terminal size, for mouse hit-testing (kept in step with drawing).
    pub area: Rect,
    pub quit: bool,
    cli_lang: Option<String>,
    env_lang: Option<String>,
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
        } = config;
        let loaded = store.load();
        warnings.extend(loaded.warnings);
        let progress = loaded.progress;
        let style = if letters {
            BoardStyle::Letters
        } else {
            progress.settings.board_style
        };
        let mut app = App {
            l10n: Localizer::new(),
            theme,
            style,
            progress,
            store,
            lessons,
            faq,
            screens: Vec::new(),
            overlay: None,
            input: None,
            flash: None,
            area: Rect::new(0, 0, layout::MIN_WIDTH, layout::MIN_HEIGHT),
            quit: false,
            cli_lang,
            env_lang,
        };
        if let Some(w) = app.apply_language() {
            warnings.push(w);
        }
        let first = app.first_selectable(0);
        app.screens.push(Screen::Home(HomeState { index: first }));
        if !warnings.is_empty() {
            app.overlay = Some(Overlay::Notice(warnings));
        }
        app
    }

    /// Picks the language: `--lang`, then the saved setting, then the environment.
    /// Returns a warning for an unknown requested language.
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

    pub fn lang(&self) -> &str {
        self.l10n.lang()
    }

    pub fn screen(&self) -> &Screen {
        self.screens.last().expect("never empty")
    }

    fn screen_mut(&mut self) -> &mut Screen {
        self.screens.last_mut().expect("never empty")
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
        match self.screen() {
            Screen::Free(_) => vec![Scope::Free, Scope::Nav, Scope::Global],
            Screen::Exercise(ex) => {
                let mut v = Vec::new();
                // Before a verdict, and after a wrong one (fix the answer and check again).
                if !ex.answered() || !ex.verdict.as_ref().is_some_and(|v| v.correct) {
                    v.push(Scope::Exercise);
                }
                if ex.answered() {
                    v.push(Scope::Answered);
                }
                if ex.sequence().len() > 1 {
                    v.push(Scope::Sequence);
                }
                let play = matches!(
                    ex.current().map(|c| c.task),
                    Some(crate::lesson::model::Task::Play { .. })
                );
                if play && !ex.solved() {
                    v.push(Scope::Play);
                }
                v.extend([Scope::Nav, Scope::Global]);
                v
            }
            _ => vec![Scope::Nav, Scope::Global],
        }
    }

    // ----- Events -------------------------------------------------------------------------

    /// Handles one terminal event.
    pub fn handle_event(&mut self, event: &Event) {
        match event {
            Event::Key(k) => self.handle_key(k),
            Event::Mouse(m) => self.handle_mouse(m),
            Event::Paste(text) => self.handle_paste(text),
            Event::Resize(w, h) => self.area = Rect::new(0, 0, *w, *h),
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
        } else if matches!(self.screen(), Screen::Free(_)) && self.overlay.is_none() {
            self.input = Some(Input {
                kind: InputKind::Fen,
                text: clean.trim().to_string(),
            });
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
        let body = layout::chrome(self.area).body;
        let style = self.style;
        let home_entries = self.home_entries();
        let home_len = home_entries.len();
        let lesson_len = match self.screen() {
            Screen::Lesson(l) => self.lessons.get(l.lesson).map_or(0, |x| x.exercises.len()),
            _ => 0,
        };
        if let Screen::Exercise(ex) = self.screen() {
            let l = super::view::exercise::layout(self, ex, body);
            let square = l.board.and_then(|b| b.geometry.square_at(col, row));
            let hit_row = l
                .answer
                .and_then(|a| layout::list_hit(a, row, col, ex.row, ex.rows().len()));
            let in_feedback = l.feedback.contains((col, row).into());
            let Some(ex) = self.exercise_mut() else {
                return;
            };
            let submit = if let Some(sq) = square {
                ex.choose_point(sq)
            } else if let Some(r) = hit_row {
                ex.choose_row(r)
            } else {
                if in_feedback {
                    ex.focus = ExFocus::Feedback;
                }
                None
            };
            if let Some(a) = submit {
                self.submit_answer(a);
            }
            return;
        }
        match self.screens.last_mut().expect("never empty") {
            Screen::Free(f) => {
                let split = layout::board_split(body, style);
                if let Some(sq) = split.geometry.square_at(col, row) {
                    f.click(sq);
                } else if let Some(i) = layout::list_hit(
                    free_menu_area(split.side),
                    row,
                    col,
                    0,
                    FreeCommand::MENU.len(),
                ) {
                    f.focus = FreeFocus::Menu;
                    f.menu = i;
                    let cmd = FreeCommand::MENU[i];
                    self.free_command(cmd);
                }
            }
            Screen::Home(h) => {
                let panes = layout::two_pane(body, layout::HOME_LIST_WIDTH);
                if let Some(i) =
                    layout::list_hit(layout::below(panes.left, 1), row, col, h.index, home_len)
                {
                    let was = h.index;
                    if home_entries[i].selectable() {
                        h.index = i;
                    }
                    if was == i {
                        self.act(Action::Select);
                    }
                }
            }
            Screen::Settings(s) => {
                let panes = layout::two_pane(body, layout::SETTINGS_LIST_WIDTH);
                let n = SettingItem::ALL.len();
                if let Some(i) = layout::list_hit(layout::below(panes.left, 1), row, col, 0, n) {
                    // A first click highlights; a click on the highlighted row changes it.
                    let was = s.index;
                    s.index = i;
                    if was == i {
                        self.act(Action::Select);
                    }
                }
            }
            Screen::Rules(r) => {
                let panes = layout::two_pane(body, layout::LIST_WIDTH);
                let n = RULE_SECTIONS.len();
                if let Some(i) = layout::list_hit(layout::below(panes.left, 1), row, col, 0, n) {
                    r.section = i;
                    r.scroll = 0;
                    r.focus = PaneFocus::List;
                } else if panes.right.contains((col, row).into()) {
                    r.focus = PaneFocus::Text;
                }
            }
            Screen::Lesson(l) => {
                let panes = layout::two_pane(body, layout::LESSON_LIST_WIDTH);
                let list = layout::below(panes.left, 1);
                if let Some(i) = layout::list_hit(list, row, col, l.exercise, lesson_len) {
                    let was = l.exercise;
                    l.exercise = i;
                    l.focus = PaneFocus::List;
                    if was == i {
                        self.act(Action::Select);
                    }
                } else if panes.right.contains((col, row).into()) {
                    l.focus = PaneFocus::Text;
                }
            }
            Screen::Faq(f) => {
                if f.open.is_none() {
                    let panes = layout::two_pane(body, layout::HOME_LIST_WIDTH);
                    let n = self.faq.entries().count();
                    let list = layout::below(panes.left, 1);
                    if let Some(i) = layout::list_hit(list, row, col, f.entry, n) {
                        let was = f.entry;
                        f.entry = i;
                        f.scroll = 0;
                        if was == i {
                            f.open(&self.faq);
                        }
                    }
                }
            }
            Screen::Exercise(_) => {}
        }
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
                    self.input_done(input);
                }
                Action::Cancel => self.input = None,
                _ => {}
            }
            return;
        }
        match action {
            Action::Quit => self.quit = true,
            Action::Help => self.overlay = Some(Overlay::Help),
            // An opened FAQ question closes back to the question list first.
            Action::Back | Action::Cancel if matches!(self.screen(), Screen::Faq(f) if f.open.is_some()) => {
                if let Screen::Faq(f) = self.screen_mut() {
                    f.close();
                }
            }
            Action::Back => {
                if self.screens.len() > 1 {
                    self.screens.pop();
                } else {
                    self.quit = true;
                }
            }
            _ => self.screen_action(action),
        }
    }

    fn screen_action(&mut self, action: Action) {
        let home_entries = self.home_entries();
        let lesson_sizes: Vec<usize> = self
            .lessons
            .list
            .iter()
            .map(|l| l.exercises.len())
            .collect();
        let lessons_len = |i: usize| lesson_sizes.get(i).copied().unwrap_or(0);
        match self.screen_mut() {
            Screen::Home(h) => {
                let entry = home_entries.get(h.index).copied();
                match action {
                    Action::Up | Action::Left => {
                        h.index = step_selectable(&home_entries, h.index, -1);
                    }
                    Action::Down | Action::Right => {
                        h.index = step_selectable(&home_entries, h.index, 1);
                    }
                    Action::PageUp => h.index = step_selectable(&home_entries, h.index, -8),
                    Action::PageDown => h.index = step_selectable(&home_entries, h.index, 8),
                    Action::Select => {
                        if let Some(e) = entry {
                            self.open_entry(e);
                        }
                    }
                    _ => {}
                }
            }
            Screen::Lesson(l) => match (l.focus, action) {
                (_, Action::NextPanel | Action::PrevPanel) => {
                    l.focus = match l.focus {
                        PaneFocus::List => PaneFocus::Text,
                        PaneFocus::Text => PaneFocus::List,
                    };
                }
                (PaneFocus::List, Action::Up) => l.exercise = l.exercise.saturating_sub(1),
                (PaneFocus::List, Action::Down) => {
                    l.exercise = (l.exercise + 1).min(lessons_len(l.lesson).saturating_sub(1));
                }
                (PaneFocus::List, Action::Select | Action::Right) => {
                    let (lesson, index) = (l.lesson, l.exercise);
                    if index < lessons_len(lesson) {
                        self.open_exercise(lesson, index, false);
                    }
                }
                (PaneFocus::Text, Action::Up) => l.scroll = l.scroll.saturating_sub(1),
                (PaneFocus::Text, Action::Down) => l.scroll = l.scroll.saturating_add(1),
                (_, Action::PageUp) => l.scroll = l.scroll.saturating_sub(10),
                (_, Action::PageDown) => l.scroll = l.scroll.saturating_add(10),
                (PaneFocus::Text, Action::Cancel | Action::Left) => l.focus = PaneFocus::List,
                _ => {}
            },
            Screen::Free(f) => {
                let f = f.as_mut();
                match action {
                    Action::NextPanel | Action::PrevPanel => {
                        f.focus = match f.focus {
                            FreeFocus::Board => FreeFocus::Menu,
                            FreeFocus::Menu => FreeFocus::Board,
                        };
                    }
                    Action::TypeMove => self.free_command(FreeCommand::TypeMove),
                    Action::EnterFen => self.free_command(FreeCommand::EnterFen),
                    Action::CycleRules => self.free_command(FreeCommand::CycleRules),
                    Action::Undo => self.free_command(FreeCommand::Undo),
                    Action::StartPosition => self.free_command(FreeCommand::StartPosition),
                    _ if f.focus == FreeFocus::Menu => match action {
                        Action::Up => f.menu = f.menu.saturating_sub(1),
                        Action::Down => f.menu = (f.menu + 1).min(FreeCommand::MENU.len() - 1),
                        Action::Select => {
                            let cmd = FreeCommand::MENU[f.menu];
                            self.free_command(cmd);
                        }
                        Action::Cancel | Action::Left => f.focus = FreeFocus::Board,
                        _ => {}
                    },
                    Action::Up => f.move_cursor(0, 1),
                    Action::Down => f.move_cursor(0, -1),
                    Action::Left => f.move_cursor(-1, 0),
                    Action::Right => f.move_cursor(1, 0),
                    Action::Select => f.choose(),
                    Action::Cancel => f.cancel(),
                    _ => {}
                }
            }
            Screen::Exercise(_) => self.exercise_action(action),
            Screen::Faq(_) => self.faq_action(action),
            Screen::Settings(s) => {
                let item = SettingItem::ALL[s.index];
                match action {
                    Action::Up => s.index = s.index.saturating_sub(1),
                    Action::Down => s.index = (s.index + 1).min(SettingItem::ALL.len() - 1),
                    Action::Left => self.change_setting(item, -1),
                    Action::Right | Action::Select => self.change_setting(item, 1),
                    _ => {}
                }
            }
            Screen::Rules(r) => match (r.focus, action) {
                (_, Action::NextPanel | Action::PrevPanel) => {
                    r.focus = match r.focus {
                        PaneFocus::List => PaneFocus::Text,
                        PaneFocus::Text => PaneFocus::List,
                    };
                }
                (PaneFocus::List, Action::Up) => {
                    r.section = r.section.saturating_sub(1);
                    r.scroll = 0;
                }
                (PaneFocus::List, Action::Down) => {
                    r.section = (r.section + 1).min(RULE_SECTIONS.len() - 1);
                    r.scroll = 0;
                }
                (PaneFocus::List, Action::Select | Action::Right) => r.focus = PaneFocus::Text,
                (PaneFocus::Text, Action::Up) => r.scroll = r.scroll.saturating_sub(1),
                (PaneFocus::Text, Action::Down) => r.scroll = r.scroll.saturating_add(1),
                (_, Action::PageUp) => r.scroll = r.scroll.saturating_sub(10),
                (_, Action::PageDown) => r.scroll = r.scroll.saturating_add(10),
                (PaneFocus::Text, Action::Cancel | Action::Left) => r.focus = PaneFocus::List,
                _ => {}
            },
        }
    }

    fn free_command(&mut self, cmd: FreeCommand) {
        let Screen::Free(f) = self.screen_mut() else {
            return;
        };
        match cmd {
            FreeCommand::TypeMove => {
                self.input = Some(Input {
                    kind: InputKind::Move,
                    text: String::new(),
                });
            }
            FreeCommand::EnterFen => {
                self.input = Some(Input {
                    kind: InputKind::Fen,
                    text: String::new(),
                });
            }
            FreeCommand::CycleRules => {
                f.cycle_rules();
                let rules = f.rules();
                self.progress.settings.set_free_rules(rules);
                self.save();
            }
            FreeCommand::Undo => f.undo(),
            FreeCommand::StartPosition => f.restart(),
        }
    }

    fn input_done(&mut self, input: Input) {
        match self.screen_mut() {
            Screen::Free(f) => match input.kind {
                InputKind::Move => f.typed_move(&input.text),
                InputKind::Fen => f.load_fen(&input.text),
            },
            Screen::Exercise(_) => {
                let text = input.text.trim();
                if text.is_empty() {
                    return;
                }
                match text.parse::<Move>() {
                    Ok(m) => self.submit_answer(Answer::Play(m)),
                    Err(_) => {
                        self.flash = Some((Tone::Bad, rules_text::bad_notation(text)));
                    }
                }
            }
            _ => {}
        }
    }

    fn open_entry(&mut self, entry: HomeEntry) {
        let screen = match entry {
            HomeEntry::Free => Screen::Free(Box::new(FreeState::new(
                self.progress.settings.free_rules(),
            ))),
            HomeEntry::Settings => Screen::Settings(SettingsState { index: 0 }),
            HomeEntry::Rules => Screen::Rules(RulesState {
                section: 0,
                scroll: 0,
                focus: PaneFocus::List,
            }),
            HomeEntry::Lesson(i) => {
                // The first exercise without stars is highlighted.
                let first = self.lessons.get(i).map_or(0, |l| {
                    l.exercises
                        .iter()
                        .position(|e| self.progress.stars(&l.id, &e.id) == 0)
                        .unwrap_or(0)
                });
                Screen::Lesson(LessonState {
                    lesson: i,
                    exercise: first,
                    focus: PaneFocus::List,
                    scroll: 0,
                })
            }
            HomeEntry::Faq => Screen::Faq(Box::default()),
            HomeEntry::Phase(_) | HomeEntry::NoLessons(_) => return,
        };
        self.screens.push(screen);
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
                self.save();
            }
            SettingItem::BoardStyle => {
                self.style = self.style.toggled();
                self.progress.settings.board_style = self.style;
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
            SettingItem::Reset => {
                if dir > 0 {
                    self.overlay = Some(Overlay::Confirm(Confirm::ResetProgress));
                }
            }
        }
    }

    fn confirmed(&mut self, c: Confirm) {
        match c {
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
    pub fn save(&mut self) {
        if let Err(e) = self.store.save(&self.progress) {
            self.flash = Some((Tone::Bad, e));
        }
    }

    // ----- Exercises ----------------------------------------------------------------------

    /// Opens an exercise; `replace` swaps it for the exercise on screen (next exercise),
    /// so `q` always goes back to the home screen.
    pub fn open_exercise(&mut self, lesson: usize, index: usize, replace: bool) {
        let state = ExerciseState::new(&self.lessons.list, lesson, index);
        if replace && matches!(self.screen(), Screen::Exercise(_)) {
            self.screens.pop();
        }
        self.screens.push(Screen::Exercise(Box::new(state)));
    }

    fn exercise_mut(&mut self) -> Option<&mut ExerciseState> {
        match self.screen_mut() {
            Screen::Exercise(ex) => Some(ex.as_mut()),
            _ => None,
        }
    }

    /// Sends an answer to the checker; records the stars the first time it is solved.
    fn submit_answer(&mut self, answer: Answer) {
        let Some(ex) = self.exercise_mut() else {
            return;
        };
        let Some(v) = ex.submit(answer) else { return };
        let (solved, stars) = (v.solved, v.stars);
        if solved && !ex.recorded {
            ex.recorded = true;
            let (lesson, index) = (ex.lesson, ex.index);
            let ids = self
                .lessons
                .get(lesson)
                .and_then(|l| l.exercises.get(index).map(|e| (l.id.clone(), e.id.clone())));
            if let Some((l, e)) = ids
                && self.progress.record(&l, &e, stars)
            {
                self.save();
            }
        }
    }

    fn exercise_action(&mut self, action: Action) {
        let body = layout::chrome(self.area).body;
        let fb_len = match self.screen() {
            Screen::Exercise(ex) => {
                let l = super::view::exercise::layout(self, ex, body);
                super::view::exercise::feedback_len(self, ex, l.feedback.width)
                    .saturating_sub(l.feedback.height as usize)
            }
            _ => 0,
        };
        let Some(ex) = self.exercise_mut() else {
            return;
        };
        let rows = ex.rows().len();
        let mut submit: Option<Answer> = None;
        match action {
            Action::NextPanel | Action::PrevPanel => {
                let mut panels = Vec::new();
                if ex.has_board() {
                    panels.push(ExFocus::Board);
                }
                if rows > 0 {
                    panels.push(ExFocus::Answer);
                }
                if ex.answered() || ex.error.is_some() {
                    panels.push(ExFocus::Feedback);
                }
                if let Some(i) = panels.iter().position(|p| *p == ex.focus) {
                    let n = panels.len();
                    let next = if action == Action::NextPanel {
                        i + 1
                    } else {
                        i + n - 1
                    };
                    ex.focus = panels[next % n];
                } else if let Some(p) = panels.first() {
                    ex.focus = *p;
                }
            }
            Action::Up | Action::Down | Action::Left | Action::Right => match ex.focus {
                ExFocus::Board => match action {
                    Action::Up => ex.move_cursor(0, 1),
                    Action::Down => ex.move_cursor(0, -1),
                    Action::Left => ex.move_cursor(-1, 0),
                    _ => ex.move_cursor(1, 0),
                },
                ExFocus::Answer => match action {
                    Action::Up => ex.row = ex.row.saturating_sub(1),
                    Action::Down => ex.row = (ex.row + 1).min(rows.saturating_sub(1)),
                    _ => {}
                },
                ExFocus::Feedback => match action {
                    Action::Up => ex.scroll = ex.scroll.saturating_sub(1),
                    Action::Down => ex.scroll = (ex.scroll + 1).min(fb_len as u16),
                    _ => {}
                },
            },
            Action::PageUp => ex.scroll = ex.scroll.saturating_sub(5),
            Action::PageDown => ex.scroll = (ex.scroll + 5).min(fb_len as u16),
            Action::Select => match ex.focus {
                ExFocus::Board => submit = ex.choose_point(ex.cursor),
                ExFocus::Answer => submit = ex.choose_row(ex.row),
                ExFocus::Feedback => {}
            },
            Action::Pick(n) if (n as usize) <= rows => {
                submit = ex.choose_row(n as usize - 1);
            }
            Action::Cancel => {
                ex.selected = None;
                ex.lit.clear();
                ex.view = None;
            }
            Action::Submit => match ex.built_answer() {
                Some(a) => submit = Some(a),
                None if ex.focus == ExFocus::Answer && rows > 0 => {
                    submit = ex.choose_row(ex.row);
                }
                None => {
                    let id = if ex.board_task() {
                        "ex-choose-move"
                    } else {
                        "ex-choose-row"
                    };
                    self.flash = Some((Tone::Info, Message::new(id)));
                }
            },
            Action::Hint => {
                let taken = ex
                    .attempt
                    .as_mut()
                    .ok()
                    .and_then(|a| a.take_hint())
                    .is_some();
                if !taken {
                    self.flash = Some((Tone::Info, Message::new("ex-no-hints")));
                }
            }
            // Only bound while a move is asked for (the Play scope).
            Action::TypeMove => {
                self.input = Some(Input {
                    kind: InputKind::Move,
                    text: String::new(),
                });
            }
            Action::Retry => ex.reset_answer(),
            // A replay moves on to its next step first (`next_step` does that and says so).
            Action::NextExercise if !ex.next_step() => self.next_exercise(),
            Action::Earlier => ex.step_view(-1),
            Action::Later => ex.step_view(1),
            _ => {}
        }
        if let Some(a) = submit {
            self.submit_answer(a);
        }
    }

    fn faq_action(&mut self, action: Action) {
        let count = self.faq.entries().count();
        let Screen::Faq(f) = self.screens.last_mut().expect("never empty") else {
            return;
        };
        match (f.open.is_some(), action) {
            (false, Action::Up) => {
                f.entry = f.entry.saturating_sub(1);
                f.scroll = 0;
            }
            (false, Action::Down) => {
                f.entry = (f.entry + 1).min(count.saturating_sub(1));
                f.scroll = 0;
            }
            (false, Action::Select | Action::Right) => f.open(&self.faq),
            (false, Action::PageUp) => f.scroll = f.scroll.saturating_sub(5),
            (false, Action::PageDown) => f.scroll = f.scroll.saturating_add(5),
            (true, Action::Left) => f.step_claim(-1),
            (true, Action::Right | Action::NextPanel) => f.step_claim(1),
            (true, Action::PrevPanel) => f.step_claim(-1),
            (true, Action::Up) => f.step_run(-1),
            (true, Action::Down) => f.step_run(1),
            (true, Action::PageUp) => {
                if let Some(o) = &mut f.open {
                    o.scroll = o.scroll.saturating_sub(5);
                }
            }
            (true, Action::PageDown) => {
                if let Some(o) = &mut f.open {
                    o.scroll = o.scroll.saturating_add(5);
                }
            }
            _ => {}
        }
    }

    /// The next exercise of the lesson, else the next lesson's first, else home.
    fn next_exercise(&mut self) {
        let Screen::Exercise(ex) = self.screen() else {
            return;
        };
        let (lesson, index) = (ex.lesson, ex.index);
        let count = self.lessons.get(lesson).map_or(0, |l| l.exercises.len());
        if index + 1 < count {
            self.open_exercise(lesson, index + 1, true);
            return;
        }
        let done = self.lessons.get(lesson).map(|l| {
            Message::new("ex-lesson-done")
                .arg("lesson", l.title.get(self.lang()).to_string())
                .arg_num("stars", self.progress.lesson_stars(&l.id))
                .arg_num("max", MAX_STARS as usize * l.exercises.len())
        });
        // Back to the lesson's page, its next lesson highlighted on the home screen.
        self.screens.pop();
        if let Screen::Lesson(l) = self.screen_mut() {
            l.exercise = index;
        }
        if let Some(m) = done {
            self.flash = Some((Tone::Good, m));
        }
    }

    // ----- Home ---------------------------------------------------------------------------

    /// The home list: each phase with its lessons, then the other pages.
    pub fn home_entries(&self) -> Vec<HomeEntry> {
        let mut out = Vec::new();
        for phase in Phase::ALL {
            out.push(HomeEntry::Phase(phase));
            let before = out.len();
            out.extend(self.lessons.in_phase(phase).map(HomeEntry::Lesson));
            if out.len() == before {
                out.push(HomeEntry::NoLessons(phase));
            }
        }
        out.extend([
            HomeEntry::Rules,
            HomeEntry::Faq,
            HomeEntry::Free,
            HomeEntry::Settings,
        ]);
        out
    }

    fn first_selectable(&self, from: usize) -> usize {
        let entries = self.home_entries();
        (from..entries.len())
            .find(|&i| entries[i].selectable())
            .unwrap_or(0)
    }
}

/// Moves `by` selectable entries from `index`, stopping at the ends.
fn step_selectable(entries: &[HomeEntry], index: usize, by: i32) -> usize {
    let mut i = index;
    for _ in 0..by.unsigned_abs() {
        let next = if by < 0 {
            (0..i).rev().find(|&j| entries[j].selectable())
        } else {
            (i + 1..entries.len()).find(|&j| entries[j].selectable())
        };
        match next {
            Some(j) => i = j,
            None => break,
        }
    }
    i
}

/// Where the free board's menu is drawn inside the side panel (shared with the view).
pub fn free_menu_area(side: Rect) -> Rect {
    let top = side.y + side.height.saturating_sub(FreeCommand::MENU.len() as u16);
    Rect::new(side.x, top, side.width, FreeCommand::MENU.len() as u16)
}

/// A note for the free board (re-exported for the view).
pub type FreeNote = Note;
