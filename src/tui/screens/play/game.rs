//! A game on the play screen: the session on the board, the selection, the notes beside it,
//! and the player's actions (the friend game's own are in `friend.rs`).

use crate::i18n::{Message, rules_text};
use crate::learner::games::FinishedGame;
use crate::play::hint::Hint;
use crate::play::session::{Event, Session};
use crate::rules::{Color, IllegalReason, Move, Square, sq};
use crate::tui::board::Highlights;
use crate::tui::keys::Action;
use crate::tui::screen::{Cx, Effect, FeedbackTone, Input, InputKind};
use crate::tui::screens::free::Note;

use std::time::Instant;

/// A game in progress (or just ended) and what the player has selected on the board.
pub(crate) struct GameView {
    pub(crate) session: Session,
    pub(crate) cursor: Square,
    pub(crate) selected: Option<Square>,
    /// Legal destinations of the selected piece (a pass is not a destination).
    pub(crate) lit: Vec<Square>,
    /// The last hint asked for (its move is lit until the next move).
    pub(crate) hint: Option<Hint>,
    /// Feedback beside the board (the AI's move, a refusal, the draw answer, the result).
    pub(crate) note: Option<Note>,
    /// `x` was pressed once; the second press resigns.
    pub(crate) resign_armed: bool,
    /// `d` was pressed once; the second press offers the draw.
    pub(crate) draw_armed: bool,
    /// `p` was pressed once where a pass may end the game; the second press passes.
    pub(crate) pass_armed: bool,
    /// `c` was pressed once; the second press claims the end of the game.
    pub(crate) claim_armed: bool,
    /// The ended game was handed to the app (its record saved); cleared by an undo.
    pub(super) recorded: bool,
    /// Why the external engine was dropped, kept until the next key (not replaced unread).
    pub(super) engine_failure: Option<Message>,
    /// When a running friend game was last saved (its clock is saved every few seconds).
    pub(super) saved_at: Option<Instant>,
    /// A game in a room of a room server: the connection (the server keeps the game).
    pub(crate) remote: Option<Box<super::remote::Remote>>,
}

impl std::fmt::Debug for GameView {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameView")
            .field("fen", &self.session.position().fen())
            .field("moves", &self.session.moves())
            .field("selected", &self.selected)
            .finish_non_exhaustive()
    }
}

impl GameView {
    pub(super) fn new(mut session: Session) -> GameView {
        let notices = session.take_notices();
        let cursor = session
            .position()
            .king(session.human())
            .map_or(sq("e2"), |k| k);
        GameView {
            note: (!notices.is_empty()).then(|| Note::new(FeedbackTone::Bad, notices)),
            session,
            cursor,
            selected: None,
            lit: Vec::new(),
            hint: None,
            resign_armed: false,
            draw_armed: false,
            pass_armed: false,
            claim_armed: false,
            recorded: false,
            engine_failure: None,
            saved_at: None,
            remote: None,
        }
    }

    /// The board is drawn turned half a turn (Han at the bottom) for a learner playing Han.
    /// Between friends, the board turns to the side to move when they chose so.
    pub(crate) fn flipped(&self) -> bool {
        if let Some(side) = self.remote_side() {
            return side == Some(Color::Han);
        }
        match self.session.friend() {
            Some(f) => f.turn_board && self.session.turn() == Color::Han,
            None => self.session.human() == Color::Han,
        }
    }

    /// What the board shows.
    pub(crate) fn highlights(&self) -> Highlights {
        let pos = self.session.position();
        let check = if pos.is_check() {
            pos.king(pos.turn())
        } else {
            None
        };
        let mut marked: Vec<Square> = self
            .note
            .as_ref()
            .map(|n| n.squares.clone())
            .unwrap_or_default();
        if let Some(h) = &self.hint {
            marked.extend([h.mv.from, h.mv.to]);
        }
        Highlights {
            cursor: Some(self.cursor),
            selected: self.selected,
            lit: self.lit.clone(),
            last_move: self.session.last_move().filter(|m| !m.is_pass()),
            check,
            marked,
        }
    }

    pub(super) fn clear_selection(&mut self) {
        self.selected = None;
        self.lit.clear();
    }

    /// Enter/Space on the cursor's point: select a piece, or move the selected one there.
    pub(super) fn choose(&mut self, now: Instant) -> Effect {
        let at = self.cursor;
        if let Some(from) = self.selected {
            if from == at {
                self.clear_selection();
                return Effect::None;
            }
            let own = self
                .session
                .position()
                .board()
                .get(at)
                .is_some_and(|p| p.color == self.mover());
            if !own {
                return self.try_move(Move::new(from, at), now);
            }
        }
        self.select(at)
    }

    pub(super) fn select(&mut self, at: Square) -> Effect {
        self.clear_selection();
        if let Some(end) = self.session.end() {
            return refuse(end.message());
        }
        if !self.session.is_human_turn() {
            return refuse(Message::new("play-not-your-turn"));
        }
        match self.remote_side() {
            Some(None) => return refuse(Message::new("net-watching-only")),
            Some(Some(side)) if side != self.session.turn() => {
                return refuse(Message::new("play-not-your-turn"));
            }
            _ => {}
        }
        // A friend's request waits for its answer before the game goes on (in a room, a
        // move answers it: the server drops the request).
        if self.session.offer().is_some() && self.remote.is_none() {
            return refuse(Message::new("play-friend-answer-first"));
        }
        let pos = self.session.position();
        let refusal = match pos.board().get(at) {
            None => Some(IllegalReason::NoPiece { square: at }),
            Some(p) if p.color != pos.turn() => Some(IllegalReason::NotYourPiece {
                square: at,
                owner: p.color,
            }),
            Some(_) => None,
        };
        if let Some(r) = refusal {
            return self.refuse_reason(None, &r);
        }
        let piece = pos.board().get(at).expect("checked above");
        let lit: Vec<Square> = self
            .session
            .legal_moves_from(at)
            .into_iter()
            .filter(|m| !m.is_pass())
            .map(|m| m.to)
            .collect();
        if lit.is_empty() {
            // Say why it cannot move, from the engine.
            let why = pos.stuck_reason(at).map(|(_, r)| r);
            let head = Message::new("play-cannot-move")
                .arg_msg("piece", rules_text::piece(piece.role))
                .arg("square", at.to_string());
            return match why {
                Some(r) => self.refuse_reason(Some(head), &r),
                None => refuse(head),
            };
        }
        self.selected = Some(at);
        self.lit = lit;
        Effect::None
    }

    /// A refusal: the reason in the status line and beside the board, its points marked.
    pub(super) fn refuse_reason(&mut self, head: Option<Message>, r: &IllegalReason) -> Effect {
        let reason = rules_text::reason(r);
        let mut lines: Vec<Message> = head.into_iter().collect();
        lines.push(reason);
        self.note = Some(Note {
            tone: FeedbackTone::Bad,
            lines: lines.clone(),
            squares: r.squares(),
        });
        refuse(join(lines))
    }

    /// Plays the player's move; an illegal try is refused with the engine's reason.
    pub(super) fn try_move(&mut self, m: Move, now: Instant) -> Effect {
        self.resign_armed = false;
        self.draw_armed = false;
        if !self.session.is_human_turn() {
            return refuse(
                self.session
                    .end()
                    .map_or(Message::new("play-not-your-turn"), |e| e.message()),
            );
        }
        match self.remote_side() {
            Some(None) => return refuse(Message::new("net-watching-only")),
            Some(Some(side)) if side != self.session.turn() => {
                return refuse(Message::new("play-not-your-turn"));
            }
            _ => {}
        }
        if let Err(reason) = self.session.position().explain(m) {
            self.session.log_illegal_try(m);
            let head = Message::new("free-illegal").arg("move", m.to_string());
            let refused = self.refuse_reason(Some(head), &reason);
            return self.try_saved(refused);
        }
        if self.remote.is_some() {
            self.cursor = if m.is_pass() { self.cursor } else { m.to };
            return self.remote_move(m);
        }
        match self.session.play_at(m, now) {
            Ok(()) => {
                self.clear_selection();
                self.hint = None;
                self.cursor = if m.is_pass() { self.cursor } else { m.to };
                self.note = self
                    .session
                    .end()
                    .map(|e| Note::new(FeedbackTone::Info, vec![e.message()]));
                self.saved_effect()
            }
            Err(msg) => refuse(msg),
        }
    }

    /// The refusal of an illegal try, with the game saved when it goes on (the try is in the
    /// saved game: quitting straight after it keeps it for the review).
    fn try_saved(&self, refused: Effect) -> Effect {
        match refused {
            // A room's game is never saved to resume (`saved_effect`).
            Effect::Flash(_, m) if self.session.end().is_none() && self.remote.is_none() => {
                Effect::SaveTry(Box::new(self.session.saved()), m)
            }
            other => other,
        }
    }

    /// Saves the game; once it has ended, hands it to the app (its record is kept and the
    /// saved unfinished game forgotten), once per ending.
    pub(super) fn saved_effect(&mut self) -> Effect {
        // A room's game is the server's to resume: the learner's own saved game is left
        // alone (the finished game's record is kept by `remote_tick`).
        if self.remote.is_some() {
            return Effect::None;
        }
        match self.session.end() {
            None => Effect::SaveGame(Some(self.session.saved())),
            Some(_) if self.recorded => Effect::SaveGame(None),
            Some(_) => {
                self.recorded = true;
                Effect::GameFinished(Box::new(FinishedGame::of(&self.session)))
            }
        }
    }

    /// Resigns for the side to move once confirmed: the game ends and is saved.
    pub(super) fn resign_now(&mut self) -> Effect {
        self.resign_armed = false;
        self.clear_selection();
        self.session.resign();
        self.note = self
            .session
            .end()
            .map(|e| Note::new(FeedbackTone::Info, vec![e.message()]));
        self.saved_effect()
    }

    pub(super) fn action(&mut self, action: Action, now: Instant) -> Effect {
        self.engine_failure = None;
        if action != Action::Resign {
            self.resign_armed = false;
        }
        if action != Action::OfferDraw {
            self.draw_armed = false;
        }
        if action != Action::Pass {
            self.pass_armed = false;
        }
        if action != Action::Claim {
            self.claim_armed = false;
        }
        if self.remote.is_some()
            && let Some(effect) = self.remote_action(action)
        {
            return effect;
        }
        // On the turned board "up" on screen is down the ranks, "left" up the files.
        let turn = if self.flipped() { -1 } else { 1 };
        match action {
            Action::Up => self.move_cursor(0, turn),
            Action::Down => self.move_cursor(0, -turn),
            Action::Left => self.move_cursor(-turn, 0),
            Action::Right => self.move_cursor(turn, 0),
            Action::Select => return self.choose(now),
            Action::Cancel => {
                self.clear_selection();
                self.hint = None;
                if self.session.cancel_request() {
                    self.note = Some(Note::new(
                        FeedbackTone::Info,
                        vec![Message::new("play-request-stopped")],
                    ));
                }
            }
            Action::TypeMove => {
                return Effect::Input(Input {
                    kind: InputKind::Move,
                    text: String::new(),
                });
            }
            Action::Pass => {
                self.clear_selection();
                if !self.session.can_pass() {
                    let why = self
                        .session
                        .position()
                        .king(self.session.turn())
                        .and_then(|k| self.session.position().explain(Move::new(k, k)).err());
                    return match why {
                        Some(r) if self.session.is_human_turn() => {
                            self.refuse_reason(Some(Message::new("play-cannot-pass")), &r)
                        }
                        _ => refuse(Message::new("play-not-your-turn")),
                    };
                }
                let k = self.session.position().king(self.mover());
                if let Some(k) = k {
                    let pass = Move::new(k, k);
                    // A pass the game may end with (passing back, or this pass itself)
                    // ends it like resigning does: the second press passes.
                    if !self.pass_armed
                        && self.session.is_human_turn()
                        && let Some(ask) = pass_confirm(self.session.position(), pass)
                    {
                        self.pass_armed = true;
                        return Effect::Flash(FeedbackTone::Info, ask);
                    }
                    self.pass_armed = false;
                    return self.try_move(pass, now);
                }
            }
            // Between friends these are requests, and resigning names the side.
            Action::Undo | Action::OfferDraw | Action::Resign | Action::Yes | Action::No
                if self.session.friend().is_some() =>
            {
                return self.friend_action(action, now);
            }
            Action::Undo => {
                self.clear_selection();
                self.hint = None;
                if self.session.undo() {
                    self.recorded = false;
                    self.note = Some(Note::new(
                        FeedbackTone::Info,
                        vec![Message::new("play-undone")],
                    ));
                    return self.saved_effect();
                }
                return refuse(Message::new("free-nothing-to-undo"));
            }
            Action::Hint => {
                self.clear_selection();
                self.hint = None;
                if let Err(m) = self.session.ask_hint() {
                    return refuse(m);
                }
                // The panel and the status bar say it is being searched.
                self.note = None;
            }
            Action::OfferDraw => {
                if self.session.end().is_some() {
                    return refuse(Message::new("play-game-over"));
                }
                // Like resigning, a draw ends the game: the second press offers it.
                if !self.draw_armed {
                    self.draw_armed = true;
                    return Effect::Flash(FeedbackTone::Info, Message::new("play-draw-confirm"));
                }
                self.draw_armed = false;
                if let Err(m) = self.session.offer_draw() {
                    return refuse(m);
                }
                self.note = None;
            }
            Action::Claim => {
                self.clear_selection();
                // Claiming ends the game: the second press claims.
                if let Some(end) = self.session.claimable()
                    && !self.claim_armed
                {
                    self.claim_armed = true;
                    let ask = Message::new("play-claim-confirm")
                        .arg_msg("result", rules_text::optional_end(end));
                    return Effect::Flash(FeedbackTone::Info, ask);
                }
                self.claim_armed = false;
                if let Err(m) = self.session.claim() {
                    return refuse(m);
                }
                self.note = self
                    .session
                    .end()
                    .map(|e| Note::new(FeedbackTone::Info, vec![e.message()]));
                return self.saved_effect();
            }
            Action::Resign => {
                if self.session.end().is_some() {
                    return refuse(Message::new("play-game-over"));
                }
                if !self.resign_armed {
                    self.resign_armed = true;
                    return Effect::Flash(FeedbackTone::Bad, Message::new("play-resign-confirm"));
                }
                return self.resign_now();
            }
            _ => {}
        }
        Effect::None
    }

    pub(super) fn move_cursor(&mut self, df: i8, dr: i8) {
        if let Some(s) = self.cursor.offset(df, dr) {
            self.cursor = s;
        }
    }

    /// The side the keys move for: the player's, or between friends the side to move.
    pub(super) fn mover(&self) -> Color {
        if let Some(Some(side)) = self.remote_side() {
            return side;
        }
        match self.session.friend() {
            Some(_) => self.session.turn(),
            None => self.session.human(),
        }
    }

    /// Brings the AI's move (or its failure) from the session; between friends, reads the
    /// clock (a flag that falls ends the game).
    pub(super) fn tick(&mut self, cx: &Cx) -> Effect {
        if self.remote.is_some() {
            let effect = self.remote_tick(cx.now, &cx.l10n.tr("net-seat-free"));
            // A hint is searched here, not by the server: its answer comes from the session
            // as on one screen (the room's ticks must collect it too, or `t` waits forever).
            if let Some(Event::Hint(h)) = self.session.poll() {
                self.show_hint(h);
            }
            return effect;
        }
        if self.session.friend().is_some()
            && let Some(effect) = self.friend_tick(cx.now)
        {
            return effect;
        }
        let Some(event) = self.session.poll() else {
            return Effect::None;
        };
        // The AI's move in the learner's notation, as the move list writes it.
        let notation = cx.progress.settings.move_notation.for_lang(cx.l10n.lang());
        let ai_moved = |s: &Session, m: Move| ai_moved(s, m, notation);
        let mut lines = Vec::new();
        let mut tone = FeedbackTone::Info;
        match event {
            Event::Hint(h) => {
                self.show_hint(h);
                return Effect::None;
            }
            Event::DrawAnswered(answer) => {
                let mut lines = vec![answer.message()];
                lines.extend(self.session.end().map(|e| e.message()));
                self.note = Some(Note::new(FeedbackTone::Info, lines));
                if self.session.end().is_some() {
                    self.clear_selection();
                    return self.saved_effect();
                }
                return Effect::None;
            }
            Event::ComputerMoved(m) => lines.push(ai_moved(&self.session, m)),
            Event::GameOver(end) => {
                // The computer's last move, unless it ended the game by a claim.
                if let Some(m) = self.session.last_move()
                    && !matches!(end.kind, crate::play::session::EndKind::Claim { .. })
                {
                    lines.push(ai_moved(&self.session, m));
                }
                lines.push(end.message());
            }
            Event::EngineFailed(msg) => self.engine_failure = Some(msg),
        }
        if let Some(why) = &self.engine_failure {
            tone = FeedbackTone::Bad;
            lines.insert(0, why.clone());
        }
        lines.extend(self.session.take_notices());
        if self.session.claimable().is_some() {
            lines.push(Message::new("play-claim-offer"));
        }
        self.note = Some(Note::new(tone, lines));
        // The player's selection was made on the position before the AI moved.
        if let Some(from) = self.selected {
            let _ = self.select(from);
        }
        self.saved_effect()
    }
}

impl GameView {
    /// A hint found: its move lit and the cursor on the piece, its reason beside the board.
    fn show_hint(&mut self, h: Hint) {
        self.cursor = h.mv.from;
        self.note = Some(Note::new(FeedbackTone::Info, vec![h.message()]));
        self.hint = Some(h);
    }
}

/// "The AI played …": `m` is the session's last move, written from the position before it.
pub(super) fn ai_moved(session: &Session, m: Move, notation: crate::record::Notation) -> Message {
    let positions = session.game().positions();
    match positions.len().checked_sub(2).map(|i| &positions[i]) {
        _ if m.is_pass() => Message::new("play-ai-passed"),
        Some(before) => Message::new("play-ai-moved")
            .arg("move", crate::record::notation::label(before, m, notation)),
        None => Message::new("play-ai-moved").arg("move", m.to_string()),
    }
}

pub(super) fn refuse(m: Message) -> Effect {
    Effect::Flash(FeedbackTone::Bad, m)
}

/// Several messages on one status line.
pub(super) fn join(mut lines: Vec<Message>) -> Message {
    let last = lines.pop().unwrap_or_else(|| Message::new("piece-none"));
    lines.into_iter().rev().fold(last, |rest, first| {
        Message::new("play-two-lines")
            .arg_msg("first", first)
            .arg_msg("second", rest)
    })
}

/// What to ask before `pass` in `pos`, when a pass may end the game: the opponent passed just
/// before (this pass ends it), or the opponent may end it by passing back (under rule sets
/// where two passes in a row end the game); with the result the game would then have.
fn pass_confirm(pos: &crate::rules::Position, pass: Move) -> Option<Message> {
    let after = pos.play(pass).ok()?;
    if let Some(o) = after.ended_by_rule() {
        return Some(Message::new("play-pass-ends").arg_msg("result", rules_text::outcome(&o)));
    }
    let k = after.king(after.turn())?;
    let back = after.play(Move::new(k, k)).ok()?;
    let o = back.ended_by_rule()?;
    Some(Message::new("play-pass-confirm").arg_msg("result", rules_text::outcome(&o)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, RuleSet};

    #[test]
    fn a_pass_the_game_may_end_with_asks_first() {
        let start = Position::start(RuleSet::Janggi);
        let pass = |p: &Position| {
            let k = p.king(p.turn()).expect("a king");
            Move::new(k, k)
        };
        // The opponent may pass back: asked, with the counted result.
        let ask = pass_confirm(&start, pass(&start)).expect("asked");
        assert_eq!(ask.id, "play-pass-confirm");
        // After the opponent's pass, this pass itself ends the game.
        let after = start.play(pass(&start)).expect("a pass");
        let ask = pass_confirm(&after, pass(&after)).expect("asked");
        assert_eq!(ask.id, "play-pass-ends");
        // No pass under the basic rules: nothing to ask.
        let basic = Position::start(RuleSet::Basic);
        assert!(pass_confirm(&basic, pass(&basic)).is_none());
    }
}
