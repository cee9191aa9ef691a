//! The better move kept back: on the games screen a moment shows what the move played
//! allowed, and its better move, line and why only once the learner has tried the moment in
//! "learn from your mistakes" (`m`, found or given up) or asked for it (`b`). Then the
//! sentence of why it is better (engine facts, `review::why`), marked as advice, with the
//! pointer to the strategy lesson where it is about material (when the library has it).

use ratatui::style::Style;

use crate::i18n::Message;
use crate::review::Moment;
use crate::review::why::{self, Why};
use crate::tui::screen::{Effect, FeedbackTone};
use crate::tui::screens::games::GameView;
use crate::tui::view::Ui;
use crate::tui::view::text::Lines;

/// The moments whose better move was shown, by ply, with the facts found for it then.
pub(crate) type Revealed = Vec<(usize, Vec<Why>)>;

/// Shows the better move of the moments at `ply` (`b`); keeps the facts of each.
pub(crate) fn reveal(v: &mut GameView, ply: usize) -> bool {
    let found: Vec<(usize, Vec<Why>)> = v
        .moments_at(ply)
        .filter_map(|m| Some((m.ply, facts(m)?)))
        .collect();
    let any = !found.is_empty();
    for (p, f) in found {
        if !v.revealed.iter().any(|(q, _)| *q == p) {
            v.revealed.push((p, f));
        }
    }
    any
}

/// `b` on the games screen: the better move of the moment shown, or why there is none.
pub(crate) fn show(v: &mut GameView) -> Effect {
    if v.moments.is_none() {
        return Effect::Flash(FeedbackTone::Info, Message::new("games-review-first"));
    }
    if reveal(v, v.ply) {
        Effect::None
    } else {
        Effect::Flash(FeedbackTone::Info, Message::new("games-better-none-here"))
    }
}

/// The facts of a moment's better move (`None` without one).
pub(crate) fn facts(m: &Moment) -> Option<Vec<Why>> {
    let better = m.better()?;
    Some(why::facts(&m.before, better, m.played, Some(&m.kind)))
}

/// The facts kept for the moment at `ply`, once its better move is shown.
pub(crate) fn revealed(v: &GameView, ply: usize) -> Option<&[Why]> {
    v.revealed
        .iter()
        .find(|(p, _)| *p == ply)
        .map(|(_, f)| f.as_slice())
}

/// The moment on the games panel: the whole sentence and why once shown, else only what the
/// move played allowed and how to go on.
pub(crate) fn moment_lines(ui: &Ui, v: &GameView, m: &Moment, lines: &mut Lines, w: u16) {
    let notation = ui.notation();
    match revealed(v, m.ply).filter(|_| m.better().is_some()) {
        Some(facts) => {
            lines.para(&ui.fmt(&m.message(notation)), ui.theme.bad(), w);
            why_lines(ui, m, facts, lines, w);
        }
        None => {
            lines.para(&ui.fmt(&m.mistake_message(notation)), ui.theme.bad(), w);
            if m.better().is_some() {
                lines.para(&ui.tr("games-better-hidden"), ui.theme.dim(), w);
            }
        }
    }
}

/// Why the better move is better (advice), and the strategy lesson where it is about material.
pub(crate) fn why_lines(ui: &Ui, m: &Moment, facts: &[Why], lines: &mut Lines, w: u16) {
    let Some(better) = m.better() else {
        return;
    };
    let text = crate::record::notation::write(&m.before, better, ui.notation());
    lines.para(&ui.fmt(&why::sentence_of(facts, text)), Style::default(), w);
    if why::about_material(m, facts)
        && let Some(lesson) =
            why::strategy_lesson(ui.lessons.list.iter().map(|l| &l.lesson), ui.lang())
    {
        lines.para(&ui.fmt(&why::see_message(&lesson)), ui.theme.dim(), w);
    }
}
