//! Home → "Join a class": the form opened with the classes joined before, and a class
//! joined from it: its lessons fetched (or the ones kept from last time, offline), put in
//! place of the trainer's as `--class` does, and every judged answer sent to the class; the
//! classes joined are kept for the play form (a room hosted on a class's server is one of
//! its games).

use std::sync::Arc;

use super::{App, bad};
use crate::i18n::Message;
use crate::learner::class::{ClassLink, ClassSender, Fetched, JoinedClass, remembered};
use crate::tui::screen::FeedbackTone;
use crate::tui::screens::class_join::ClassJoinState;
use crate::tui::screens::home::HomeState;

impl App {
    /// Opens the form, filled with the class joined last with this progress file.
    pub(super) fn open_class_join(&mut self) {
        // An unsaved progress (no file) has no joined classes to offer.
        let joined = self.services.classes.clone();
        self.screens.push(Box::new(ClassJoinState::new(joined)));
    }

    /// Joins the class: the home screen with its lessons, or why not (the form stays).
    pub(super) fn join_class(
        &mut self,
        url: &str,
        code: &str,
        name: &str,
    ) -> Option<(FeedbackTone, Message)> {
        let progress = self.services.store.path().map(std::path::Path::to_path_buf);
        let mut link = match ClassLink::new(url, code, name, progress.as_deref()) {
            Ok(l) => l,
            Err(m) => return Some(bad(m)),
        };
        let fetched = match link.fetch() {
            Ok(f) => f,
            Err(m) => return Some(bad(m)),
        };
        let (lessons, mut warnings) = crate::tui::load_lessons(Some(fetched.dir()));
        if let Fetched::Kept(_, why) = &fetched {
            warnings.push(Message::new("class-lessons-kept").arg_msg("error", why.clone()));
        }
        let s = &mut self.services;
        // The classes joined, this one first (without a progress file, this one alone).
        s.classes = match progress.as_deref() {
            Some(p) => remembered(Some(p)),
            None => vec![JoinedClass {
                url: link.url.clone(),
                code: link.code.clone(),
                name: link.name.clone(),
                token: None,
            }],
        };
        s.lessons = lessons;
        s.refresh_personal();
        // A class joined before in this session stops sending (what it queued is sent).
        s.class = Some(Arc::new(ClassSender::start(link)));
        while self.screens.pop() {}
        *self.screens.home_mut() = HomeState::new(&self.services.lessons);
        if !warnings.is_empty() {
            self.overlay = Some(super::Overlay::Notice(warnings));
        }
        Some((
            FeedbackTone::Good,
            Message::new("class-joined")
                .arg("code", code.trim().to_string())
                .arg("name", name.trim().to_string()),
        ))
    }
}
