//! A small goal to play for (issue 22, after the source's last words: "带着一个小目标开始，
//! 不必急着赢"): "give check with a cannon", "bring both chariots into play by move 15", ...
//!
//! Every goal is judged by the engine from the game itself ([`judge`]): the positions and
//! moves of the [`Game`], the learner's side, the plies of their illegal tries and how the game
//! ended. Pure: no I/O, no clock; the same game always gives the same verdict, during play
//! (the play screen shows it after every move) and afterwards (the `review` verb and the games
//! screen read the goal back from the record's `Goal` tag). How each goal is judged is in
//! `docs/REVIEW.md` ("A game with a small goal").
//!
//! "Move N" counts the learner's own moves in this game (from the start position the same
//! number the move list shows); a pass is a move.

use crate::i18n::{Message, rules_text};
use crate::record::{self, Notation};
use crate::rules::{Color, Counting, Game, Move, Position, Role, Square};

/// The learner's moves the "first moves" goals look at.
pub(crate) const EARLY_MOVES: usize = 20;
/// The learner's move by which both chariots must have moved.
pub(crate) const CHARIOTS_BY: usize = 15;
/// The learner's move by which both horses must have moved.
pub(crate) const HORSES_BY: usize = 10;
/// The ply at which [`Goal::Counting60`] counts (60 moves of each side).
pub(crate) const COUNTING_PLY: usize = 120;
/// A piece lost is "for nothing" when the learner's material is this many counting points
/// (a soldier) lower after the exchange than before it.
pub(crate) const FOR_NOTHING_POINTS: i32 = 2;
/// The learner's moves after a capture in which the material may be won back.
pub(crate) const WIN_BACK_MOVES: usize = 2;

/// The record's tag naming the goal played for (a [`Goal::id`]), written by the play screen.
pub(crate) const TAG_GOAL: &str = "Goal";
/// The record's tag with the goal's verdict at the game's end ([`GoalState::tag`]).
pub(crate) const TAG_GOAL_RESULT: &str = "GoalResult";

/// A goal the learner may choose on the new-game form (or `play --goal ID`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Lose no piece for nothing in the first [`EARLY_MOVES`] moves.
    NoFreePiece,
    /// Give check with a cannon.
    CannonCheck,
    /// Capture with a cannon (over a screen, as a cannon always does).
    CannonCapture,
    /// Both chariots have moved by move [`CHARIOTS_BY`].
    ChariotsOut,
    /// Both horses have moved by move [`HORSES_BY`].
    HorsesOut,
    /// Reach the end of the game without an illegal try.
    NoIllegalTry,
    /// Ahead in the counting (Han with its 1.5) after 60 moves each.
    Counting60,
    /// The king stays on its starting point for the first [`EARLY_MOVES`] moves.
    KingHome,
    /// No check against the learner's king in the first [`EARLY_MOVES`] moves.
    NoCheck,
}

impl Goal {
    /// Every goal, in the form's order.
    pub(crate) const ALL: [Goal; 9] = [
        Goal::NoFreePiece,
        Goal::CannonCheck,
        Goal::CannonCapture,
        Goal::ChariotsOut,
        Goal::HorsesOut,
        Goal::NoIllegalTry,
        Goal::KingHome,
        Goal::NoCheck,
        Goal::Counting60,
    ];

    /// The stable id (`--goal`, the record's `Goal` tag, the progress file, messages).
    pub(crate) fn id(self) -> &'static str {
        match self {
            Goal::NoFreePiece => "no-free-piece",
            Goal::CannonCheck => "cannon-check",
            Goal::CannonCapture => "cannon-capture",
            Goal::ChariotsOut => "chariots-out",
            Goal::HorsesOut => "horses-out",
            Goal::NoIllegalTry => "no-illegal-try",
            Goal::Counting60 => "counting-60",
            Goal::KingHome => "king-home",
            Goal::NoCheck => "no-check",
        }
    }

    pub(crate) fn from_id(id: &str) -> Option<Goal> {
        Goal::ALL.into_iter().find(|g| g.id() == id.trim())
    }

    /// Its short name (`play-goal-<id>`), for the form row and the play screen.
    pub(crate) fn name(self) -> Message {
        Message::new(format!("play-goal-{}", self.id()))
    }

    /// One line on what it asks and how it is judged (`play-goal-<id>-desc`).
    pub(crate) fn description(self) -> Message {
        Message::new(format!("play-goal-{}-desc", self.id()))
    }

    /// Whether the goal needs the learner's illegal tries, which a record does not keep: the
    /// review then reads the result the play screen wrote into the record.
    pub(crate) fn needs_tries(self) -> bool {
        self == Goal::NoIllegalTry
    }
}

/// Where a goal stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum GoalState {
    /// Not decided yet.
    Pending,
    /// Met, decided by this ply (1-based; 0: by the start position itself).
    Met { ply: usize },
    /// Missed, decided by this ply.
    Failed { ply: usize },
}

impl GoalState {
    pub(crate) fn is_decided(self) -> bool {
        self != GoalState::Pending
    }

    /// The record's `GoalResult` tag: `met 12`, `failed 7`, `pending`.
    pub(crate) fn tag(self) -> String {
        match self {
            GoalState::Pending => "pending".to_string(),
            GoalState::Met { ply } => format!("met {ply}"),
            GoalState::Failed { ply } => format!("failed {ply}"),
        }
    }

    /// Reads [`GoalState::tag`] back.
    pub(crate) fn from_tag(text: &str) -> Option<GoalState> {
        let mut words = text.split_whitespace();
        let state = words.next()?;
        let ply = words.next().and_then(|n| n.parse::<usize>().ok());
        match (state, ply) {
            ("pending", None) => Some(GoalState::Pending),
            ("met", Some(ply)) => Some(GoalState::Met { ply }),
            ("failed", Some(ply)) => Some(GoalState::Failed { ply }),
            _ => None,
        }
    }
}

/// An illegal try of the learner's: the ply it was meant for (1-based), the position it was
/// tried in (not always one the game passes through: a try before a take-back) and the move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Tried {
    pub(crate) ply: usize,
    pub(crate) position: Position,
    pub(crate) mv: Move,
}

impl Tried {
    /// "6... Hf6": the try as the move list would number it, in `notation`.
    pub(crate) fn text(&self, notation: Notation) -> String {
        let number = numbered(&self.position);
        let label = record::notation::label(&self.position, self.mv, notation);
        format!("{number} {label}")
    }

    /// The engine's reason the move is illegal (`None` if it is legal after all).
    pub(crate) fn reason(&self) -> Option<Message> {
        self.position
            .explain(self.mv)
            .err()
            .map(|r| rules_text::reason(&r))
    }
}

/// A goal's verdict on a game: its state and the moves (plies, 1-based) that mattered, oldest
/// first (the capture and the move that allowed it, each chariot's first move, ...). A missed
/// "no illegal try" names the try instead (`tried`): the ply it was meant for was not played
/// as tried, so naming the move later played there would blame a move with nothing to do
/// with the goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct GoalReport {
    pub(crate) goal: Goal,
    pub(crate) state: GoalState,
    pub(crate) plies: Vec<usize>,
    pub(crate) tried: Option<Tried>,
}

/// How the game ended, as far as a goal cares.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ending {
    /// Still going: an undecided goal stays pending.
    Ongoing,
    /// Over, with this winner (`None`: a draw).
    Over { winner: Option<Color> },
}

/// The game as the goals read it.
struct Read<'a> {
    positions: &'a [Position],
    moves: Vec<Move>,
    learner: Color,
    ending: Ending,
    /// `count[p]`: the learner's moves among the first `p` plies.
    count: Vec<usize>,
}

impl<'a> Read<'a> {
    fn new(game: &'a Game, learner: Color, ending: Ending) -> Read<'a> {
        let positions = game.positions();
        let moves = game.moves();
        let mut count = vec![0];
        for p in 1..=moves.len() {
            let mine = usize::from(positions[p - 1].turn() == learner);
            count.push(count[p - 1] + mine);
        }
        Read {
            positions,
            moves,
            learner,
            ending,
            count,
        }
    }

    fn plies(&self) -> usize {
        self.moves.len()
    }

    /// Whether ply `p` (1-based) was the learner's.
    fn mine(&self, p: usize) -> bool {
        self.positions[p - 1].turn() == self.learner
    }

    /// The ply of the learner's `n`-th move, if played.
    fn learner_move(&self, n: usize) -> Option<usize> {
        (1..=self.plies()).find(|&p| self.mine(p) && self.count[p] == n)
    }

    /// The piece ply `p` captured, if any.
    fn captured(&self, p: usize) -> Option<Role> {
        let m = self.moves[p - 1];
        let before = &self.positions[p - 1];
        (!m.is_pass())
            .then(|| before.board().get(m.to))
            .flatten()
            .filter(|x| x.color != before.turn())
            .map(|x| x.role)
    }

    fn mover_role(&self, p: usize) -> Option<Role> {
        let m = self.moves[p - 1];
        (!m.is_pass())
            .then(|| self.positions[p - 1].board().get(m.from))
            .flatten()
            .map(|x| x.role)
    }

    /// The learner's counting points minus the opponent's, after ply `p` (0: the start).
    fn balance(&self, p: usize) -> i32 {
        let c = Counting::of(self.positions[p].board());
        let (cho, han) = (c.cho as i32, c.han as i32);
        match self.learner {
            Color::Cho => cho - han,
            Color::Han => han - cho,
        }
    }

    fn over(&self) -> bool {
        matches!(self.ending, Ending::Over { .. })
    }

    fn learner_lost(&self) -> bool {
        self.ending
            == Ending::Over {
                winner: Some(self.learner.other()),
            }
    }

    /// The last ply played (the game's end), at least 0.
    fn last(&self) -> usize {
        self.plies()
    }

    /// The ply that closes the learner's first `n` moves: the opponent's reply to the `n`-th
    /// (or the `n`-th itself when the game ends there).
    fn window_end(&self, n: usize) -> Option<usize> {
        let p = self.learner_move(n)?;
        if p < self.plies() { Some(p + 1) } else { None }
    }

    /// A goal to keep something for the first `n` moves, not broken so far: met once the
    /// window is over; a game that ends before it is met unless the learner lost it.
    fn kept(&self, n: usize, decided_by: usize) -> GoalState {
        if let Some(end) = self.window_end(n) {
            return GoalState::Met {
                ply: end.max(decided_by),
            };
        }
        match self.ending {
            Ending::Ongoing => GoalState::Pending,
            Ending::Over { .. } if self.learner_lost() => GoalState::Failed { ply: self.last() },
            Ending::Over { .. } => GoalState::Met { ply: self.last() },
        }
    }
}

/// Judges `goal` on `game` for the learner playing `learner`; `tries` are the learner's
/// illegal tries (the play screen's log).
pub(crate) fn judge(
    goal: Goal,
    game: &Game,
    learner: Color,
    tries: &[Tried],
    ending: Ending,
) -> GoalReport {
    let r = Read::new(game, learner, ending);
    // The earliest try decides "no illegal try" (the first logged among tries for one ply).
    let first_try = tries.iter().min_by_key(|t| t.ply);
    let (state, plies) = match goal {
        Goal::NoFreePiece => no_free_piece(&r),
        Goal::CannonCheck => first(&r, |r, p| {
            r.mine(p)
                && r.positions[p]
                    .checkers()
                    .into_iter()
                    .any(|s| is(r.positions[p].board().get(s), learner, Role::Cannon))
        }),
        Goal::CannonCapture => first(&r, |r, p| {
            r.mine(p) && r.mover_role(p) == Some(Role::Cannon) && r.captured(p).is_some()
        }),
        Goal::ChariotsOut => pieces_out(&r, Role::Chariot, CHARIOTS_BY),
        Goal::HorsesOut => pieces_out(&r, Role::Horse, HORSES_BY),
        // No ply of the game counted: the try itself is named (`tried`).
        Goal::NoIllegalTry => match first_try {
            Some(t) => (GoalState::Failed { ply: t.ply }, Vec::new()),
            None if r.over() => (GoalState::Met { ply: r.last() }, Vec::new()),
            None => (GoalState::Pending, Vec::new()),
        },
        Goal::Counting60 => counting(&r),
        Goal::KingHome => {
            let moved = (1..=r.plies()).find(|&p| {
                r.mine(p)
                    && r.count[p] <= EARLY_MOVES
                    && r.mover_role(p) == Some(Role::King)
                    && !r.moves[p - 1].is_pass()
            });
            match moved {
                Some(p) => (GoalState::Failed { ply: p }, vec![p]),
                None => (r.kept(EARLY_MOVES, 0), Vec::new()),
            }
        }
        Goal::NoCheck => {
            let checked = (1..=r.plies())
                .find(|&p| !r.mine(p) && r.count[p] <= EARLY_MOVES && r.positions[p].is_check());
            match checked {
                Some(p) => (GoalState::Failed { ply: p }, vec![p]),
                None => (r.kept(EARLY_MOVES, 0), Vec::new()),
            }
        }
    };
    let tried = first_try.filter(|_| goal == Goal::NoIllegalTry).cloned();
    GoalReport {
        goal,
        state,
        plies,
        tried,
    }
}

fn is(piece: Option<crate::rules::Piece>, color: Color, role: Role) -> bool {
    piece.is_some_and(|p| p.color == color && p.role == role)
}

/// A goal met by the first ply that does something; missed if the game ends without it.
fn first(r: &Read, does: impl Fn(&Read, usize) -> bool) -> (GoalState, Vec<usize>) {
    match (1..=r.plies()).find(|&p| does(r, p)) {
        Some(p) => (GoalState::Met { ply: p }, vec![p]),
        None if r.over() => (GoalState::Failed { ply: r.last() }, Vec::new()),
        None => (GoalState::Pending, Vec::new()),
    }
}

/// Both pieces of `role` moved by the learner's `by`-th move. A piece taken before it moved
/// can no longer come into play: missed then.
fn pieces_out(r: &Read, role: Role, by: usize) -> (GoalState, Vec<usize>) {
    let mut waiting: Vec<Square> = r.positions[0]
        .board()
        .pieces()
        .filter(|(_, p)| p.color == r.learner && p.role == role)
        .map(|(s, _)| s)
        .collect();
    if waiting.is_empty() {
        return (GoalState::Met { ply: 0 }, Vec::new());
    }
    let mut plies = Vec::new();
    for p in 1..=r.plies() {
        let m = r.moves[p - 1];
        if r.mine(p) {
            if let Some(i) = waiting.iter().position(|&s| s == m.from && !m.is_pass()) {
                waiting.remove(i);
                plies.push(p);
                if waiting.is_empty() {
                    return (GoalState::Met { ply: p }, plies);
                }
            }
            if r.count[p] >= by {
                return (GoalState::Failed { ply: p }, plies);
            }
        } else if waiting.contains(&m.to) {
            plies.push(p);
            return (GoalState::Failed { ply: p }, plies);
        }
    }
    if r.over() {
        (GoalState::Failed { ply: r.last() }, plies)
    } else {
        (GoalState::Pending, plies)
    }
}

/// Ahead in the counting after [`COUNTING_PLY`] plies; a game that ends earlier counts as met
/// when the learner won it.
fn counting(r: &Read) -> (GoalState, Vec<usize>) {
    if r.plies() >= COUNTING_PLY {
        let c = Counting::of(r.positions[COUNTING_PLY].board());
        let cho_ahead = c.cho * 10 > c.han_tenths();
        let ply = COUNTING_PLY;
        let state = if cho_ahead == (r.learner == Color::Cho) {
            GoalState::Met { ply }
        } else {
            GoalState::Failed { ply }
        };
        return (state, vec![ply]);
    }
    match r.ending {
        Ending::Ongoing => (GoalState::Pending, Vec::new()),
        Ending::Over { winner } if winner == Some(r.learner) => {
            (GoalState::Met { ply: r.last() }, vec![r.last()])
        }
        Ending::Over { .. } => (GoalState::Failed { ply: r.last() }, vec![r.last()]),
    }
}

/// "Lose no piece for nothing in the first 20 moves", as an exact exchange rule: for each
/// capture of a learner's piece while the learner has made at most [`EARLY_MOVES`] moves,
/// the learner's material balance (counting points, learner minus opponent) before the
/// exchange (before the learner's own capture just before it, if any: then the capture is a
/// recapture) is compared with the best balance after the learner's next one and two moves;
/// lower by [`FOR_NOTHING_POINTS`] or more is a piece lost for nothing. Undecided until those
/// moves are played (or the game ends).
fn no_free_piece(r: &Read) -> (GoalState, Vec<usize>) {
    let mut decided_by = 0;
    for p in 1..=r.plies() {
        if r.mine(p) || r.count[p] > EARLY_MOVES || r.captured(p).is_none() {
            continue;
        }
        let recapture = p >= 2 && r.mine(p - 1) && r.captured(p - 1).is_some();
        let start = if recapture { p - 2 } else { p - 1 };
        let before = r.balance(start);
        // The positions after the learner's next WIN_BACK_MOVES moves.
        let answers: Vec<usize> = (p + 1..=r.plies())
            .filter(|&q| r.mine(q))
            .take(WIN_BACK_MOVES)
            .collect();
        if answers.len() < WIN_BACK_MOVES && !r.over() {
            // Still being played out; a later capture cannot be judged before this one.
            return (GoalState::Pending, Vec::new());
        }
        // After the answer, the opponent's reply too (it may take back again).
        let after = answers
            .iter()
            .map(|&q| r.balance(q))
            .chain(std::iter::once(r.balance(p)))
            .max()
            .unwrap_or_else(|| r.balance(p));
        let best_after = if answers.is_empty() {
            r.balance(r.last())
        } else {
            after
        };
        if best_after <= before - FOR_NOTHING_POINTS {
            let mut plies = Vec::new();
            if p >= 2 && r.mine(p - 1) {
                plies.push(p - 1);
            }
            plies.push(p);
            return (GoalState::Failed { ply: p }, plies);
        }
        decided_by = decided_by.max(answers.last().copied().unwrap_or(r.last()));
    }
    (r.kept(EARLY_MOVES, decided_by), Vec::new())
}

/// The goal a record was played for (its [`TAG_GOAL`]), judged again from its moves for the
/// review; a goal that needs the illegal tries, which a record does not keep, takes the
/// verdict the play screen wrote ([`TAG_GOAL_RESULT`], with the try: [`GoalReport::tag`]).
/// `None` without a known goal.
pub(crate) fn from_record(
    record: &record::Record,
    game: &Game,
    learner: Color,
) -> Option<GoalReport> {
    let goal = Goal::from_id(record.tag(TAG_GOAL)?)?;
    if goal.needs_tries() {
        let tag = record.tag(TAG_GOAL_RESULT).unwrap_or("pending");
        let state = GoalState::from_tag(tag).unwrap_or(GoalState::Pending);
        // An older record names no try: the goal is then shown missed without a move,
        // never with the move later played at the try's ply.
        let tried = match state {
            GoalState::Failed { ply } => tried_from_tag(tag, ply, game),
            _ => None,
        };
        return Some(GoalReport {
            goal,
            state,
            plies: Vec::new(),
            tried,
        });
    }
    let winner = record::replay::stated_result(record).or_else(|| game.outcome().map(|o| o.winner));
    let ending = match winner {
        Some(winner) => Ending::Over { winner },
        None => Ending::Ongoing,
    };
    Some(judge(goal, game, learner, &[], ending))
}

/// The try in a `failed 12 g8f6 FEN` tag: the move, then the position it was tried in (the
/// game's position before that ply when the FEN is missing).
fn tried_from_tag(tag: &str, ply: usize, game: &Game) -> Option<Tried> {
    let mut words = tag.splitn(4, ' ');
    let mv: Move = words.nth(2)?.parse().ok()?;
    let rules = game.start().rules();
    let position = match words.next() {
        Some(fen) => Position::from_fen(fen, rules).ok()?,
        None => game.positions().get(ply.checked_sub(1)?)?.clone(),
    };
    Some(Tried { ply, position, mv })
}

/// "12." (Cho to move) or "12..." (Han): the number the move list gives the next move.
fn numbered(before: &Position) -> String {
    match before.turn() {
        Color::Cho => format!("{}.", before.fullmoves()),
        Color::Han => format!("{}...", before.fullmoves()),
    }
}

/// "12. Cc7+" (Cho) or "12... Cc7+" (Han): a ply as the move list numbers it, in `notation`.
pub(crate) fn move_text(game: &Game, ply: usize, notation: Notation) -> Option<String> {
    let before = game.positions().get(ply.checked_sub(1)?)?;
    let m = *game.moves().get(ply - 1)?;
    Some(format!(
        "{} {}",
        numbered(before),
        record::notation::label(before, m, notation)
    ))
}

impl GoalReport {
    /// The record's `GoalResult` tag: [`GoalState::tag`], then for a missed "no illegal try"
    /// the tried move and the position it was tried in (`failed 12 g8f6 FEN`), so that the
    /// review names the try. Older readers read the first two words only.
    pub(crate) fn tag(&self) -> String {
        match (&self.tried, self.state) {
            (Some(t), GoalState::Failed { .. }) => {
                format!("{} {} {}", self.state.tag(), t.mv, t.position.fen())
            }
            _ => self.state.tag(),
        }
    }

    /// "Goal: Check with a cannon, not decided yet" / "..., met at 12. Cc7+" / "..., missed
    /// at 7... Hxc3" / "..., missed at 6... Hf6, an illegal try. The horse's leg ...": one
    /// line for the play screen, the game end and the review. Never a bare ply number: a
    /// ply the game has not played (yet) is not named.
    pub(crate) fn line(&self, game: &Game, notation: Notation) -> Message {
        let at = |id: &'static str, unnamed: &'static str, ply: usize| match move_text(
            game, ply, notation,
        ) {
            Some(text) => Message::new(id).arg("move", text),
            None => Message::new(unnamed),
        };
        let state = match (self.state, &self.tried) {
            (GoalState::Pending, _) => Message::new("play-goal-state-pending"),
            (GoalState::Met { ply: 0 }, _) => Message::new("play-goal-state-met-start"),
            (GoalState::Met { ply }, _) => {
                at("play-goal-state-met", "play-goal-state-met-unnamed", ply)
            }
            (GoalState::Failed { .. }, Some(t)) => {
                let m = Message::new("play-goal-state-failed-try").arg("move", t.text(notation));
                match t.reason() {
                    Some(reason) => m.arg_msg("reason", reason),
                    None => m.arg("reason", String::new()),
                }
            }
            // A missed "no illegal try" read from an older record: its ply is the try's,
            // not the move played there.
            (GoalState::Failed { .. }, None) if self.goal.needs_tries() => {
                Message::new("play-goal-state-failed-unnamed")
            }
            (GoalState::Failed { ply }, None) => at(
                "play-goal-state-failed",
                "play-goal-state-failed-unnamed",
                ply,
            ),
        };
        Message::new("play-goal-line")
            .arg_msg("goal", self.goal.name())
            .arg_msg("state", state)
    }

    /// "Moves that counted: 3. Ra2, 7. Ri2", when there are any beside the deciding one.
    pub(crate) fn moves_line(&self, game: &Game, notation: Notation) -> Option<Message> {
        let texts: Vec<String> = self
            .plies
            .iter()
            .filter_map(|&p| move_text(game, p, notation))
            .collect();
        (!texts.is_empty()).then(|| Message::new("play-goal-moves").arg_list("moves", texts))
    }
}

#[cfg(test)]
mod tests;
