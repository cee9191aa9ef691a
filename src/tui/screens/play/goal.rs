//! The small goal on the play screen: the new-game form's goal row (none, the goal suggested
//! from the learner's history, then the others) and the goal's lines beside the board (its
//! state after every move; at the end, the moves that counted). The goals themselves are
//! judged by `play::goals`.

use ratatui::style::Style;

use crate::i18n::Message;
use crate::play::goals::{Goal, GoalState};
use crate::play::session::Session;
use crate::tui::view::Ui;
use crate::tui::view::text::Lines;

/// The goal row's values in order: none, the suggested goal, then the others.
fn values(suggested: Option<Goal>) -> Vec<Option<Goal>> {
    let mut all = vec![None];
    all.extend(suggested.map(Some));
    all.extend(
        Goal::ALL
            .into_iter()
            .filter(|g| Some(*g) != suggested)
            .map(Some),
    );
    all
}

/// The goal one step (`dir` = -1 / +1) from `goal`, wrapping around.
pub(crate) fn step(goal: Option<Goal>, suggested: Option<Goal>, dir: i32) -> Option<Goal> {
    let all = values(suggested);
    let i = all.iter().position(|g| *g == goal).unwrap_or(0);
    all[(i as i32 + dir).rem_euclid(all.len() as i32) as usize]
}

/// The row's value: the goal's short name (with `*` when it is the suggested one) or "none".
pub(crate) fn value(ui: &Ui, goal: Option<Goal>, suggested: Option<Goal>) -> String {
    match goal {
        Some(g) if Some(g) == suggested => format!("{} *", ui.fmt(&g.name())),
        Some(g) => ui.fmt(&g.name()),
        None => ui.tr("play-goal-none"),
    }
}

/// What the highlighted goal row explains: the goal (or what goals are), the suggestion and
/// why, and how often the learner met it.
pub(crate) fn description(ui: &Ui, goal: Option<Goal>, suggested: Option<Goal>) -> Vec<Message> {
    let mut out = vec![match goal {
        Some(g) => g.description(),
        None => Message::new("play-form-goal-desc"),
    }];
    if let Some(s) = suggested {
        out.push(Message::new("play-goal-suggested").arg_msg("goal", s.name()));
    }
    if let Some(g) = goal
        && let Some(r) = ui.progress.goals().get(g.id())
    {
        out.push(
            Message::new("play-goal-record")
                .arg_num("met", r.met)
                .arg_num("played", r.played),
        );
    }
    out
}

/// The goal's lines in the game panel: its state (the deciding move once decided), and at the
/// game's end the moves that counted.
pub(crate) fn lines(ui: &Ui, s: &Session, lines: &mut Lines, w: u16) {
    let Some(report) = s.goal_report() else {
        return;
    };
    let notation = ui.notation();
    let style = match report.state {
        GoalState::Pending => Style::default(),
        GoalState::Met { .. } => ui.theme.good(),
        GoalState::Failed { .. } => ui.theme.bad(),
    };
    lines.para(&ui.fmt(&report.line(s.game(), notation)), style, w);
    if s.end().is_some()
        && let Some(moves) = report.moves_line(s.game(), notation)
    {
        lines.para(&ui.fmt(&moves), ui.theme.dim(), w);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_suggestion_comes_right_after_none() {
        let s = Some(Goal::CannonCheck);
        assert_eq!(step(None, s, 1), s);
        assert_eq!(step(s, s, -1), None);
        assert_eq!(step(None, s, -1), Some(*Goal::ALL.last().unwrap()));
        // Every goal is reached once around.
        let mut g = None;
        let mut seen = Vec::new();
        for _ in 0..=Goal::ALL.len() {
            g = step(g, s, 1);
            seen.push(g);
        }
        assert_eq!(g, None);
        assert_eq!(seen.len(), Goal::ALL.len() + 1);
    }
}
