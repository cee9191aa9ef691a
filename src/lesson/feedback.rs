//! Feedback items, the rule that allows a legal move (for missed destinations and "it is
//! legal" answers), why a cannon line changed, and the lesson's feedback overrides.

use crate::i18n::{Localizer, Message, rules_text};
use crate::lesson::checked::CheckedOverride;
use crate::lesson::lines::{LineId, cause_reason};
use crate::lesson::model::Text;
use crate::rules::cannon::{CannonScreen, LineChange, LineChangeCause};
use crate::rules::{Move, Position, Role, Square};

/// What an item says about the answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Tone {
    /// Confirms a right answer or a right part of one.
    Right,
    /// A mistake the learner made (a wrong mark, a wrong move, a wrong choice).
    Wrong,
    /// Something right the learner left out (a missed destination, a missed line).
    Missed,
    /// An explanation: the engine's evidence, the author's note on an option.
    Info,
}

impl Tone {
    pub(crate) fn id(self) -> &'static str {
        match self {
            Tone::Right => "right",
            Tone::Wrong => "wrong",
            Tone::Missed => "missed",
            Tone::Info => "info",
        }
    }
}

/// One piece of feedback.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct FeedbackItem {
    pub(crate) tone: Tone,
    /// The checker's explanation (always present, in any language through Fluent).
    pub(crate) message: Message,
    /// The lesson author's text, when a feedback override (or an option's `why`) applies;
    /// shown instead of `message`.
    pub(crate) author: Option<Text>,
    /// Points to highlight on the board.
    pub(crate) squares: Vec<Square>,
    /// The misconception tag of the override that applied.
    pub(crate) misconception: Option<String>,
    /// Reason ids the item is about: the engine's reason, a reason the learner picked, or a
    /// cannon line change cause (`line-kind`). Overrides are matched against these.
    pub(crate) reasons: Vec<String>,
    /// The move the item is about.
    pub(crate) mv: Option<Move>,
    /// The point the item is about.
    pub(crate) square: Option<Square>,
    /// The `choice` option the item is about (0-based).
    pub(crate) option: Option<usize>,
    /// The `claim` answer the item is about (what the learner said).
    pub(crate) said: Option<bool>,
    /// The item is the learner's own wrong answer (a wrong mark, move, option, true/false,
    /// "legal" said of an illegal move), so an override's misconception counts on it; never
    /// on what was missed or on a right reason beside a wrong one.
    pub(crate) own: bool,
}

impl FeedbackItem {
    pub(crate) fn new(tone: Tone, message: Message) -> Self {
        FeedbackItem {
            tone,
            message,
            author: None,
            squares: Vec::new(),
            misconception: None,
            reasons: Vec::new(),
            mv: None,
            square: None,
            option: None,
            said: None,
            own: tone == Tone::Wrong,
        }
    }

    /// Marks the item as the learner's own wrong answer (or not), whatever its tone.
    #[must_use]
    pub(crate) fn own(mut self, own: bool) -> Self {
        self.own = own;
        self
    }

    #[must_use]
    pub(crate) fn about_option(mut self, i: usize) -> Self {
        self.option = Some(i);
        self
    }

    #[must_use]
    pub(crate) fn about_answer(mut self, said: bool) -> Self {
        self.said = Some(said);
        self
    }

    #[must_use]
    pub(crate) fn squares(mut self, squares: impl IntoIterator<Item = Square>) -> Self {
        for s in squares {
            if !self.squares.contains(&s) {
                self.squares.push(s);
            }
        }
        self
    }

    #[must_use]
    pub(crate) fn reason(mut self, id: impl Into<String>) -> Self {
        self.reasons.push(id.into());
        self
    }

    #[must_use]
    pub(crate) fn about_move(mut self, m: Move) -> Self {
        self.mv = Some(m);
        self
    }

    #[must_use]
    pub(crate) fn about_square(mut self, s: Square) -> Self {
        self.square = Some(s);
        self
    }

    /// The text to show: the author's in `lang` when given, else the checker's message.
    pub(crate) fn text(&self, l10n: &Localizer) -> String {
        match &self.author {
            Some(t) => t.get(l10n.lang()).to_string(),
            None => l10n.format(&self.message),
        }
    }

    /// Whether an override is about this item: every key it gives must match.
    fn matches(&self, o: &CheckedOverride) -> bool {
        if o.reason.is_none()
            && o.mv.is_none()
            && o.square.is_none()
            && o.option.is_none()
            && o.said.is_none()
        {
            return false;
        }
        let reason_ok = o.reason.as_ref().is_none_or(|r| self.reasons.contains(r));
        let move_ok = o.mv.is_none_or(|m| Some(m) == self.mv);
        let square_ok = o.square.is_none_or(|s| Some(s) == self.square);
        let option_ok = o.option.is_none_or(|i| Some(i) == self.option);
        let said_ok = o.said.is_none_or(|b| Some(b) == self.said);
        reason_ok && move_ok && square_ok && option_ok && said_ok
    }
}

/// Applies the lesson's overrides to the mistakes among `items` (the first override that
/// matches an item wins): its text replaces the default, and its tag is attached where the
/// item is the learner's own wrong answer ([`FeedbackItem::own`]): a tag says what this
/// learner believes, so it never rides on what they missed or on the right reason shown
/// beside their wrong one.
pub(crate) fn apply_overrides(items: &mut [FeedbackItem], overrides: &[CheckedOverride]) {
    for item in items
        .iter_mut()
        .filter(|i| matches!(i.tone, Tone::Wrong | Tone::Missed))
    {
        if let Some(o) = overrides.iter().find(|o| item.matches(o)) {
            item.author = Some(o.text.clone());
            item.misconception = if item.own {
                o.misconception.clone()
            } else {
                None
            };
        }
    }
}

/// Why a legal move is allowed (see `Position::justify`), worded, with the points that
/// show it.
pub(crate) fn why_legal(pos: &Position, m: Move) -> (Message, Vec<Square>) {
    match pos.justify(m) {
        Ok(j) => (rules_text::justification(m, &j), j.squares(m)),
        Err(_) => (Message::new("fb-why-legal"), vec![m.from, m.to]),
    }
}

fn screen_of(s: &Option<CannonScreen>) -> Option<(Square, Role)> {
    s.as_ref().map(|s| (s.square, s.piece.role))
}

/// How many points `s` lies from the line's cannon.
fn far(change: &LineChange, s: Square) -> i8 {
    let c = change.before.cannon;
    (s.file() as i8 - c.file() as i8)
        .abs()
        .max((s.rank() as i8 - c.rank() as i8).abs())
}

/// Why a cannon line opened or closed: a change in the *number* of pieces on it, in the
/// *kind* of its screen (a cannon cannot be a screen), or beyond an unchanged screen.
pub(crate) fn line_cause(change: &LineChange) -> (Message, Vec<Square>) {
    let before = screen_of(&change.before.screen);
    let after = screen_of(&change.after.screen);
    let mut squares = vec![change.before.cannon];
    squares.extend(before.iter().map(|(s, _)| *s));
    squares.extend(after.iter().map(|(s, _)| *s));
    let msg = match change.cause {
        LineChangeCause::Kind => match after {
            Some((s, Role::Cannon)) => {
                Message::new("fb-cause-kind-cannon").arg("square", s.to_string())
            }
            Some((s, role)) => Message::new("fb-cause-kind-usable")
                .arg("square", s.to_string())
                .arg_msg("piece", rules_text::piece(role)),
            None => Message::new("fb-cause-count"),
        },
        LineChangeCause::Count => match (change.opened, after) {
            (true, Some((s, role))) => Message::new("fb-cause-count-screen")
                .arg("square", s.to_string())
                .arg_msg("piece", rules_text::piece(role)),
            (false, None) => Message::new("fb-cause-count-no-screen"),
            // The screen left: the piece that stood beyond it is the first one now, and
            // nothing lies beyond that (not "a piece stepped into the way").
            (false, Some((s, role)))
                if before.is_some_and(|(b, _)| far(change, s) > far(change, b)) =>
            {
                let (b, _) = before.unwrap_or((s, role));
                Message::new("fb-cause-count-screen-left")
                    .arg("from", b.to_string())
                    .arg("square", s.to_string())
                    .arg_msg("piece", rules_text::piece(role))
            }
            (false, Some((s, role))) if before.is_some_and(|(b, _)| b != s) => {
                Message::new("fb-cause-count-blocked")
                    .arg("square", s.to_string())
                    .arg_msg("piece", rules_text::piece(role))
            }
            _ => Message::new("fb-cause-count"),
        },
        LineChangeCause::Beyond => Message::new("fb-cause-beyond"),
    };
    let mut squares_dedup = Vec::new();
    for s in squares {
        if !squares_dedup.contains(&s) {
            squares_dedup.push(s);
        }
    }
    (msg, squares_dedup)
}

/// A feedback item about one line change; `tone` and `id` say what the learner did with it.
pub(crate) fn line_item(tone: Tone, id: &'static str, change: &LineChange) -> FeedbackItem {
    let (cause, squares) = line_cause(change);
    FeedbackItem::new(
        tone,
        Message::new(id)
            .arg_msg("line", LineId::of(&change.before).message())
            .arg_msg("cause", cause),
    )
    .squares(squares)
    .reason(cause_reason(change.cause))
    .about_square(change.before.cannon)
    // A `lines` answer states every change: leaving one out says the line did not change,
    // the learner's own claim (unlike a destination left unmarked or a reason not yet given).
    .own(matches!(tone, Tone::Wrong | Tone::Missed))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::lines;
    use crate::rules::RuleSet;

    /// A palace line closed because its screen left (the advisor on e2 steps to f3, the
    /// corner): not "a piece now stands in the way".
    #[test]
    fn a_line_whose_screen_left_says_so() {
        let fen = "4k4/9/9/9/9/9/9/9/4A4/3CK4 w - - 0 1";
        let before = Position::from_fen(fen, RuleSet::Janggi).unwrap();
        let seq = lines::play_sequence(&before, &["e2f3".to_string()]).unwrap();
        let changes = lines::changes(&seq[0], &seq[1]);
        let change = changes
            .iter()
            .find(|c| c.before.cannon.to_string() == "d1" && !c.opened)
            .expect("d1's palace line closes");
        let (message, _) = line_cause(change);
        assert_eq!(message.id, "fb-cause-count-screen-left", "{message:?}");
        let mut l10n = crate::i18n::Localizer::new();
        l10n.set_lang("en").unwrap();
        assert_eq!(
            l10n.format(&message),
            "the pieces on the line changed: its screen on e2 has gone, so the advisor on f3 is now the first piece on the line, and the cannon can reach no point along it."
        );
    }
}
