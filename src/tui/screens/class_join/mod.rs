//! Home → "Join a class": a form asking the room server's address, the class code and the
//! student's name, prefilled with the class joined last (`learner::class::remembered`).
//! "Join" asks the app to join (`Effect::JoinClass`): the class's lessons then replace the
//! trainer's, as `--class URL CODE --name NAME` gives them, and every judged answer goes to
//! the class. A refusal (a bad address, an unknown class, a server that cannot be reached, a
//! name another student took) is said in the status row and the form stays as typed.
//! Drawing: `view.rs`.

pub(crate) mod view;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::i18n::Message;
use crate::learner::class::JoinedClass;
use crate::tui::keys::Action;
use crate::tui::layout;
use crate::tui::screen::{Cx, DrawCx, Effect, FeedbackTone, Input, InputKind, ScreenState};

/// The form's rows, in order.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum JoinRow {
    Server,
    Code,
    Name,
    Join,
}

impl JoinRow {
    pub(crate) const ALL: [JoinRow; 4] =
        [JoinRow::Server, JoinRow::Code, JoinRow::Name, JoinRow::Join];
}

#[derive(Clone, Debug, Default)]
pub(crate) struct ClassJoinState {
    pub(crate) index: usize,
    pub(crate) server: String,
    pub(crate) code: String,
    pub(crate) name: String,
    /// The class joined last, if any (the form starts with it).
    pub(crate) last: Option<JoinedClass>,
}

impl ClassJoinState {
    /// The form, filled with the class joined last (its "Join" row highlighted then).
    pub(crate) fn new(remembered: Vec<JoinedClass>) -> ClassJoinState {
        let last = remembered.into_iter().next();
        match &last {
            Some(j) => ClassJoinState {
                index: 3,
                server: j.url.clone(),
                code: j.code.clone(),
                name: j.name.clone(),
                last,
            },
            None => ClassJoinState::default(),
        }
    }

    pub(crate) fn row(&self) -> JoinRow {
        JoinRow::ALL[self.index.min(JoinRow::ALL.len() - 1)]
    }

    fn select(&mut self) -> Effect {
        let (kind, text) = match self.row() {
            JoinRow::Server => (InputKind::ServerAddress, self.server.clone()),
            JoinRow::Code => (InputKind::ClassCode, self.code.clone()),
            JoinRow::Name => (InputKind::PlayerName, self.name.clone()),
            JoinRow::Join => return self.join(),
        };
        Effect::Input(Input { kind, text })
    }

    /// Asks the app to join, once every row is filled.
    fn join(&mut self) -> Effect {
        let missing = [
            (JoinRow::Server, &self.server),
            (JoinRow::Code, &self.code),
            (JoinRow::Name, &self.name),
        ]
        .into_iter()
        .find(|(_, v)| v.trim().is_empty());
        if let Some((row, _)) = missing {
            self.index = row as usize;
            return Effect::Flash(FeedbackTone::Bad, Message::new("class-join-missing"));
        }
        Effect::JoinClass {
            url: self.server.trim().to_string(),
            code: self.code.trim().to_string(),
            name: self.name.trim().to_string(),
        }
    }
}

impl ScreenState for ClassJoinState {
    fn name(&self) -> &'static str {
        "class-join"
    }

    fn render(&self, cx: &DrawCx, body: Rect, buf: &mut Buffer) {
        view::render(cx.ui, self, body, buf)
    }

    fn title(&self) -> &'static str {
        "screen-class-join"
    }

    fn on_action(&mut self, action: Action, _cx: &Cx) -> Effect {
        let last = JoinRow::ALL.len() - 1;
        match action {
            Action::Up | Action::Left => self.index = self.index.saturating_sub(1),
            Action::Down | Action::Right => self.index = (self.index + 1).min(last),
            Action::PageUp => self.index = 0,
            Action::PageDown => self.index = last,
            Action::Select => return self.select(),
            _ => {}
        }
        Effect::None
    }

    fn on_click(&mut self, col: u16, row: u16, cx: &Cx) -> Effect {
        let list = view::list_area(cx.body);
        let Some(i) = layout::list_hit(list, row, col, self.index, JoinRow::ALL.len()) else {
            return Effect::None;
        };
        let was = self.index;
        self.index = i;
        if was == i {
            return self.select();
        }
        Effect::None
    }

    fn on_input(&mut self, input: &Input, _cx: &Cx) -> Effect {
        let text = input.text.trim().to_string();
        match input.kind {
            InputKind::ServerAddress => self.server = text,
            InputKind::ClassCode => self.code = text,
            InputKind::PlayerName => self.name = text.chars().take(24).collect(),
            _ => return Effect::None,
        }
        // On to the next row, so the form is filled top to bottom with Enter.
        self.index = (self.index + 1).min(JoinRow::ALL.len() - 1);
        Effect::None
    }
}
