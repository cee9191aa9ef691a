//! Feedback items, the rule that allows a legal move (for missed destinations and "it is
//! legal" answers), why a cannon line changed, and the lesson's feedback overrides.

use crate::i18n::{Localizer, Message, rules_text};
use crate::lesson::lines::{LineId, cause_reason};
use crate::lesson::model::{FeedbackOverride, Text};
use crate::rules::cannon::{LineChange, LineChangeCause, Screen};
use crate::rules::{Move, Position, Role, Square};

/// What an item says about the answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tone {
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
    pub fn id(self) -> &'static str {
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
pub struct FeedbackItem {
    pub tone: Tone,
    /// The checker's explanation (always present, in any language through Fluent).
    pub message: Message,
    /// The lesson author's text, when a feedback override (or an option's `why`) applies;
    /// shown instead of `message`.
    pub author: Option<Text>,
    /// Points to highlight on the board.
    pub squares: Vec<Square>,
    /// The misconception tag of the override that applied.
    pub misconception: Option<String>,
    /// Reason ids the item is about: the engine's reason, a reason the learner picked, or a
    /// cannon line change cause (`line-kind`). Overrides are matched against these.
    pub reasons: Vec<String>,
    /// The move the item is about.
    pub mv: Option<Move>,
    /// The point the item is about.
    pub square: Option<Square>,
}

impl FeedbackItem {
    pub fn new(tone: Tone, message: Message) -> Self {
        FeedbackItem {
            tone,
            message,
            author: None,
            squares: Vec::new(),
            misconception: None,
            reasons: Vec::new(),
            mv: None,
            square: None,
        }
    }

    #[must_use]
    pub fn squares(mut self, squares: impl IntoIterator<Item = Square>) -> Self {
        for s in squares {
            if !self.squares.contains(&s) {
                self.squares.push(s);
            }
        }
        self
    }

    #[must_use]
    pub fn reason(mut self, id: impl Into<String>) -> Self {
        self.reasons.push(id.into());
        self
    }

    #[must_use]
    pub fn about_move(mut self, m: Move) -> Self {
        self.mv = Some(m);
        self
    }

    #[must_use]
    pub fn about_square(mut self, s: Square) -> Self {
        self.square = Some(s);
        self
    }

    /// The text to show: the author's in `lang` when given, else the checker's message.
    pub fn text(&self, l10n: &Localizer) -> String {
        match &self.author {
            Some(t) => t.get(l10n.lang()).to_string(),
            None => l10n.format(&self.message),
        }
    }

    /// Whether an override is about this item: every key it gives must match.
    fn matches(&self, o: &FeedbackOverride) -> bool {
        if o.reason.is_none() && o.mv.is_none() && o.square.is_none() {
            return false;
        }
        let reason_ok = o.reason.as_ref().is_none_or(|r| self.reasons.contains(r));
        let move_ok =
            o.mv.as_ref()
                .is_none_or(|m| m.parse::<Move>().ok().is_some_and(|m| Some(m) == self.mv));
        let square_ok = o.square.as_ref().is_none_or(|s| {
            s.parse::<Square>()
                .ok()
                .is_some_and(|s| Some(s) == self.square)
        });
        reason_ok && move_ok && square_ok
    }
}

/// Applies the lesson's overrides to the mistakes among `items` (the first override that
/// matches an item wins): its text replaces the default and its tag is attached.
pub fn apply_overrides(items: &mut [FeedbackItem], overrides: &[FeedbackOverride]) {
    for item in items
        .iter_mut()
        .filter(|i| matches!(i.tone, Tone::Wrong | Tone::Missed))
    {
        if let Some(o) = overrides.iter().find(|o| item.matches(o)) {
            item.author = Some(o.text.clone());
            item.misconception = o.misconception.clone();
        }
    }
}

fn step(from: Square, df: i8, dr: i8) -> Option<Square> {
    from.offset(df, dr)
}

/// Why a legal move is allowed: the rule that lets this piece go there, and the points that
/// show it (the free horse leg, the cannon's screen, the empty path). Captures say so.
pub fn why_legal(pos: &Position, m: Move) -> (Message, Vec<Square>) {
    let Some(piece) = pos.board().get(m.from) else {
        return (Message::new("fb-why-legal"), vec![m.from, m.to]);
    };
    if m.is_pass() {
        return (Message::new("fb-why-pass"), vec![m.from]);
    }
    let df = m.to.file() as i8 - m.from.file() as i8;
    let dr = m.to.rank() as i8 - m.from.rank() as i8;
    let (sf, sr) = (df.signum(), dr.signum());
    let between = pos.line_between(m.from, m.to).unwrap_or_default();
    let mut squares = vec![m.from, m.to];
    let msg = match piece.role {
        Role::Chariot => {
            squares.extend(&between);
            if df != 0 && dr != 0 {
                Message::new("fb-why-chariot-palace")
            } else {
                Message::new("fb-why-chariot")
            }
        }
        Role::Cannon => {
            let screen = between
                .iter()
                .copied()
                .find(|&s| pos.board().get(s).is_some());
            match screen.and_then(|s| pos.board().get(s).map(|p| (s, p))) {
                Some((s, p)) => {
                    squares.push(s);
                    Message::new("fb-why-cannon")
                        .arg("screen", s.to_string())
                        .arg_msg("piece", rules_text::piece(p.role))
                }
                None => Message::new("fb-why-legal"),
            }
        }
        Role::Horse => {
            let leg = if df.abs() == 2 {
                step(m.from, sf, 0)
            } else {
                step(m.from, 0, sr)
            };
            match leg {
                Some(leg) => {
                    squares.push(leg);
                    Message::new("fb-why-horse").arg("leg", leg.to_string())
                }
                None => Message::new("fb-why-legal"),
            }
        }
        Role::Elephant => {
            let first = if df.abs() == 3 {
                step(m.from, sf, 0)
            } else {
                step(m.from, 0, sr)
            };
            match first.and_then(|f| step(f, sf, sr).map(|s| (f, s))) {
                Some((a, b)) => {
                    squares.extend([a, b]);
                    Message::new("fb-why-elephant")
                        .arg("first", a.to_string())
                        .arg("second", b.to_string())
                }
                None => Message::new("fb-why-legal"),
            }
        }
        Role::King | Role::Advisor => {
            let id = if df != 0 && dr != 0 {
                "fb-why-palace-diagonal"
            } else {
                "fb-why-palace-step"
            };
            Message::new(id).arg_msg("piece", rules_text::piece(piece.role))
        }
        Role::Soldier => {
            if df == 0 {
                Message::new("fb-why-soldier-forward")
            } else if dr == 0 {
                Message::new("fb-why-soldier-sideways")
            } else {
                Message::new("fb-why-soldier-palace")
            }
        }
    };
    let msg = msg
        .arg("from", m.from.to_string())
        .arg("to", m.to.to_string());
    match pos.board().get(m.to) {
        Some(target) if target.color != piece.color => (
            Message::new("fb-why-captures")
                .arg_msg("why", msg)
                .arg_msg("piece", rules_text::piece(target.role))
                .arg("square", m.to.to_string()),
            squares,
        ),
        _ => (msg, squares),
    }
}

fn screen_of(s: &Option<Screen>) -> Option<(Square, Role)> {
    s.as_ref().map(|s| (s.square, s.piece.role))
}

/// Why a cannon line opened or closed: a change in the *number* of pieces on it, in the
/// *kind* of its screen (a cannon cannot be a screen), or beyond an unchanged screen.
pub fn line_cause(change: &LineChange) -> (Message, Vec<Square>) {
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
pub fn line_item(tone: Tone, id: &'static str, change: &LineChange) -> FeedbackItem {
    let (cause, squares) = line_cause(change);
    FeedbackItem::new(
        tone,
        Message::new(id)
            .arg("line", LineId::of(&change.before).to_string())
            .arg_msg("cause", cause),
    )
    .squares(squares)
    .reason(cause_reason(change.cause))
    .about_square(change.before.cannon)
}
