//! Terminal events in: keys (through the key table), mouse, paste, resize. Overlays and the
//! input line take them first; the rest go to the screen on top.

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use super::{App, Confirm, Overlay};
use crate::i18n::Message;
use crate::tui::keys::{self, Action, Scope};
use crate::tui::layout;
use crate::tui::screen::FeedbackTone;

impl App {
    /// The scopes whose bindings are active now, in lookup order.
    pub(crate) fn scopes(&self) -> Vec<Scope> {
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

    // ----- Events -------------------------------------------------------------------------

    /// Handles one terminal event.
    pub(crate) fn handle_event(&mut self, event: &Event) {
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
    #[cfg(test)]
    pub(crate) fn type_text(&mut self, text: &str) {
        for c in text.chars() {
            self.press(KeyCode::Char(c));
        }
    }

    /// Convenience for tests: a left click.
    #[cfg(test)]
    pub(crate) fn click(&mut self, column: u16, row: u16) {
        self.handle_mouse(&MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row,
            modifiers: KeyModifiers::NONE,
        });
    }

    pub(crate) fn handle_key(&mut self, ev: &KeyEvent) {
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
            let effect = self.screens.top_mut().on_paste(clean.trim());
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
    pub(crate) fn act(&mut self, action: Action) {
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
            Action::Back | Action::Cancel if self.screens.top_mut().on_back() => {}
            // `janggi-tutor edit`: back from the editor leaves, as it came, without home.
            Action::Back if self.leave_at_home && self.screens.depth() == 2 => self.quit = true,
            Action::Back if self.screen().asks_before_leaving() => {
                self.overlay = Some(Overlay::Confirm(Confirm::LeaveRoom));
            }
            Action::Back => {
                if let Some(left) = self.screen().unfinished() {
                    self.unfinished = Some(left);
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

    fn confirmed(&mut self, c: Confirm) {
        match c {
            Confirm::Quit => self.quit = true,
            Confirm::LeaveRoom => {
                self.screens.pop();
            }
            Confirm::ResetProgress => {
                self.flash = Some(match self.services.reset_progress() {
                    Ok(()) => (FeedbackTone::Good, Message::new("settings-reset-done")),
                    Err(e) => (FeedbackTone::Bad, e),
                });
            }
        }
    }
}
