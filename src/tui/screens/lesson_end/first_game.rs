//! The first-game page, the path's last step (the source: "读懂了规则，下一步就是真实的一局。带着
//! 一个小目标开始"): after the last lesson of 复盘检验, and from Continue once every lesson is
//! done. One page says the whole game before it starts: level 1, the rule set the lessons
//! taught, a small goal, the play keys, and the source's closing words; Enter starts it,
//! Space opens the new-game form with the same choices to change them. Drawing: `view.rs`.
//!
//! A page of its own rather than the form with a key panel: at 80 x 24 the form's side panel
//! is already full with the closing words, seven rows and a row's help (the English list
//! wraps), so the keys would not fit beside the board.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::learner::progress::Progress;
use crate::play::goals::Goal;
use crate::play::session::GameOptions;
use crate::rules::RuleSet;
use crate::search::Level;
use crate::tui::keys::{Action, Scope};
use crate::tui::screen::{Cx, DrawCx, Effect, ScreenState};
use crate::tui::screens::play::PlayState;

/// The lesson that teaches the rule versions (passing, counting): until it has stars, games
/// are played under the rules every lesson names, `basic`.
pub(crate) const RULE_VERSIONS_LESSON: &str = "rule-versions";

/// The rule set the lessons have taught so far: `basic`, then `janggi` (Fairy-Stockfish's,
/// the usual one online) once the rule-versions lesson is done. The new-game form's default.
pub(crate) fn taught_rules(progress: &Progress) -> RuleSet {
    if progress.lesson_stars(RULE_VERSIONS_LESSON) > 0 {
        RuleSet::Janggi
    } else {
        RuleSet::Basic
    }
}

/// The first game's small goal: the one suggested from the learner's mistakes, else playing
/// by the rules just learned (no illegal try).
fn first_goal(progress: &Progress) -> Goal {
    progress.suggested_goal().unwrap_or(Goal::NoIllegalTry)
}

/// The first-game page: the game it will start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FirstGameState {
    pub(crate) options: GameOptions,
}

impl FirstGameState {
    /// The first game from the new-game defaults (side, formations, engine): level 1, the
    /// rules taught, a small goal, against the AI.
    pub(crate) fn new(defaults: GameOptions, progress: &Progress) -> FirstGameState {
        FirstGameState {
            options: GameOptions {
                level: Level::new(1),
                rules: taught_rules(progress),
                goal: Some(first_goal(progress)),
                friend: None,
                ..defaults
            },
        }
    }
}

impl ScreenState for FirstGameState {
    fn name(&self) -> &'static str {
        "first-game"
    }

    fn render(&self, cx: &DrawCx, body: Rect, buf: &mut Buffer) {
        super::view::render_first_game(cx.ui, self, body, buf)
    }

    fn title(&self) -> &'static str {
        "screen-closing"
    }

    fn scopes(&self) -> Vec<Scope> {
        // Its own keys: Enter starts the game, Space opens the form to change it, Esc.
        vec![Scope::FirstGame, Scope::Global]
    }

    fn on_action(&mut self, action: Action, cx: &Cx) -> Effect {
        // The play screen takes the page's place, on its form (the closing words above it).
        let mut play = PlayState::closing(&self.options);
        match action {
            Action::Submit => {
                let started = match play.on_action(Action::Submit, cx) {
                    // The rules were the lessons', not a choice to remember: the form's default
                    // goes on following the lessons (janggi once rule versions are taught).
                    Effect::GameStarted(mut choices, saved) => {
                        choices.rules = None;
                        Effect::GameStarted(choices, saved)
                    }
                    other => other,
                };
                Effect::Then(Box::new(Effect::Replace(Box::new(play))), Box::new(started))
            }
            Action::Select => Effect::Replace(Box::new(play)),
            Action::Cancel => Effect::Close,
            _ => Effect::None,
        }
    }

    fn on_click(&mut self, _col: u16, _row: u16, cx: &Cx) -> Effect {
        self.on_action(Action::Submit, cx)
    }
}
