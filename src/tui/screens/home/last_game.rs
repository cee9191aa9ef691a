//! The learner's last game on the home screen's Continue panel: its result and opponent, and
//! the next step (review it while it is not reviewed; then the lessons left, else another
//! game). Kept apart from the rest of home's drawing: it reads only the game and the course.

use ratatui::style::Style;

use crate::i18n::Message;
use crate::learner::history::PlayedGame;
use crate::tui::view::Ui;
use crate::tui::view::text::Lines;

/// What to do after the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum NextStep {
    /// The engine review has not run on it.
    Review,
    /// Reviewed; lessons are left.
    Lessons,
    /// Reviewed; every lesson is done.
    Play,
}

impl NextStep {
    pub(crate) fn of(game: &PlayedGame, lessons_left: bool) -> NextStep {
        match (game.marks.reviewed, lessons_left) {
            (None, _) => NextStep::Review,
            (Some(_), true) => NextStep::Lessons,
            (Some(_), false) => NextStep::Play,
        }
    }

    fn message_id(self) -> &'static str {
        match self {
            NextStep::Review => "home-last-next-review",
            NextStep::Lessons => "home-last-next-lessons",
            NextStep::Play => "home-last-next-play",
        }
    }
}

/// The last game's lines: "Last game (date): lost, against the AI at level 1." and the next
/// step, then a blank line.
pub(crate) fn lines(ui: &Ui, game: &PlayedGame, lessons_left: bool, out: &mut Lines, w: u16) {
    let last = Message::new("home-last-game")
        .arg("date", game.date.clone())
        .arg_msg("result", game.result_message())
        .arg_msg("opponent", game.opponent.message());
    out.para(&ui.fmt(&last), Style::default(), w);
    let next = NextStep::of(game, lessons_left);
    out.para(&ui.tr(next.message_id()), ui.theme.good(), w);
    out.blank();
}
