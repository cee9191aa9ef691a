//! The settings rows and the language: what a change of each row does to the progress file,
//! the language shown and the personal lesson (whose texts depend on both).
//!
//! The language is resolved from `--lang`, else the saved setting, else the system
//! (`apply_language`, which warns about an unknown one); a settings row is stepped by
//! `change_setting` (`Effect::Setting`), the free board's rule set kept by `set_free_rules`,
//! and `reset_progress` forgets every star (once the learner confirms).

use super::Services;
use crate::i18n::{Message, resolve_language_among};
use crate::rules::RuleSet;
use crate::tui::screen::SettingItem;

/// Where the language comes from besides the saved setting.
pub(crate) struct Language {
    /// The command line's choice (`--lang`); dropped once one is chosen in Settings.
    pub(crate) cli: Option<String>,
    /// The first non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG` (for "follow the system").
    pub(crate) env: Option<String>,
}

/// What a settings change asks of the app besides saving.
#[derive(Debug, Default, PartialEq)]
pub(crate) struct Changed {
    /// A warning for the status row (an unknown language).
    pub(crate) warning: Option<Message>,
    /// Ask before resetting the progress.
    pub(crate) confirm_reset: bool,
    /// The save failed.
    pub(crate) save_error: Option<Message>,
}

impl Services {
    /// Sets the language: the command line's choice, else the saved setting, else the system.
    /// Returns a warning for an unknown language.
    pub(crate) fn apply_language(&mut self) -> Option<Message> {
        let available: Vec<String> = self
            .l10n
            .available_languages()
            .into_iter()
            .map(str::to_string)
            .collect();
        let env = self.language.env.clone();
        let resolved = resolve_language_among(
            &available,
            self.language.cli.as_deref(),
            self.progress.settings.language.as_deref(),
            |name| (name == "LANG").then(|| env.clone()).flatten(),
        );
        let _ = self.l10n.set_lang(&resolved.lang);
        resolved.warning
    }

    /// A settings row stepped by `dir` (-1 / +1).
    pub(crate) fn change_setting(&mut self, item: SettingItem, dir: i32) -> Changed {
        let mut changed = Changed::default();
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
                self.language.cli = None;
                changed.warning = self.apply_language();
                self.refresh_personal();
            }
            SettingItem::BoardStyle => {
                self.style = self.style.toggled();
                self.progress.settings.board_style = self.style;
            }
            SettingItem::Notation => {
                let n = &mut self.progress.settings.move_notation;
                *n = n.cycled(dir);
                self.refresh_personal();
            }
            SettingItem::FreeRules => {
                let next = self.progress.settings.free_rules().cycled(dir);
                self.progress.settings.set_free_rules(next);
            }
            // Typed in on the input line (`Effect::EngineCommand`), not stepped through.
            SettingItem::Engine => return changed,
            SettingItem::Reset => {
                changed.confirm_reset = dir > 0;
                return changed;
            }
        }
        changed.save_error = self.save().err();
        changed
    }

    /// The free board's rule set, remembered.
    pub(crate) fn set_free_rules(&mut self, rules: RuleSet) -> Result<(), Message> {
        self.progress.settings.set_free_rules(rules);
        self.save()
    }

    /// Forgets every star (confirmed by the learner).
    pub(crate) fn reset_progress(&mut self) -> Result<(), Message> {
        self.progress.clear_stars();
        self.relearn.clear();
        self.save()
    }
}
