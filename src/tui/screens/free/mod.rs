//! The free board: the source text's "完成一手" practice on any position.
//!
//! The status bar says whose turn it is; selecting a piece of that side lights all its legal
//! points (captures marked differently); choosing a lit point completes the move; if nothing
//! lights up, the piece cannot move now. Any other try is refused with the engine's reason,
//! and the points the reason names are marked on the board.
//!
//! State and its changes only; drawing is in `view.rs`.

pub(crate) mod view;

use crate::i18n::{Message, rules_text};
use crate::rules::{IllegalReason, Move, Position, RuleSet, Setup, Square, Strictness, sq};
use crate::tui::board::Highlights;
use crate::tui::keys::{Action, Scope};
use crate::tui::layout;
use crate::tui::screen::{Cx, Effect, FeedbackTone, Input, InputKind, ScreenState};
#[cfg(test)]
use crate::tui::view::status_lines;

/// Feedback shown beside the board, with the points it talks about.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Note {
    pub(crate) tone: FeedbackTone,
    pub(crate) lines: Vec<Message>,
    pub(crate) squares: Vec<Square>,
}

impl Note {
    pub(crate) fn new(tone: FeedbackTone, lines: Vec<Message>) -> Note {
        Note {
            tone,
            lines,
            squares: Vec::new(),
        }
    }
}

/// The free board's side-panel commands, in menu order (each also has its own key).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum FreeCommand {
    TypeMove,
    EnterFen,
    CycleRules,
    Undo,
    StartPosition,
    /// Pass the turn (only listed where the rule set has passes).
    Pass,
}

impl FreeCommand {
    pub(crate) const MENU: [FreeCommand; 5] = [
        FreeCommand::TypeMove,
        FreeCommand::EnterFen,
        FreeCommand::CycleRules,
        FreeCommand::Undo,
        FreeCommand::StartPosition,
    ];

    /// The menu under `rules`: the commands, and a pass where the rule set allows one.
    pub(crate) fn menu(rules: RuleSet) -> Vec<FreeCommand> {
        let mut m = FreeCommand::MENU.to_vec();
        if rules.pass_allowed() {
            m.push(FreeCommand::Pass);
        }
        m
    }

    /// The same label as the key's (`key-help-*`).
    pub(crate) fn label(self) -> &'static str {
        match self {
            FreeCommand::TypeMove => "key-help-type-move",
            FreeCommand::EnterFen => "key-help-fen",
            FreeCommand::CycleRules => "key-help-rules",
            FreeCommand::Undo => "key-help-undo",
            FreeCommand::StartPosition => "key-help-start",
            FreeCommand::Pass => "key-help-free-pass",
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum FreeFocus {
    Board,
    Menu,
}

#[derive(Clone, Debug)]
pub(crate) struct FreeState {
    pub(crate) pos: Position,
    /// Positions before each move played, for undo.
    pub(crate) history: Vec<Position>,
    pub(crate) moves: Vec<Move>,
    pub(crate) cursor: Square,
    pub(crate) selected: Option<Square>,
    /// Legal destinations of the selected piece (a pass is not a destination).
    pub(crate) lit: Vec<Square>,
    pub(crate) note: Option<Note>,
    pub(crate) focus: FreeFocus,
    pub(crate) menu: usize,
    /// The position was accepted only as a drill (it cannot occur in a game).
    pub(crate) relaxed: bool,
}

impl FreeState {
    pub(crate) fn new(rules: RuleSet) -> FreeState {
        let pos = Position::start(rules);
        let mut s = FreeState {
            cursor: sq("e2"),
            pos,
            history: Vec::new(),
            moves: Vec::new(),
            selected: None,
            lit: Vec::new(),
            note: None,
            focus: FreeFocus::Board,
            menu: 0,
            relaxed: false,
        };
        s.note = Some(s.intro());
        s
    }

    /// The free board on `pos` (from the board editor); `drill`: a position only a drill can
    /// have.
    pub(crate) fn at(pos: Position, drill: bool) -> FreeState {
        let mut s = FreeState::new(pos.rules());
        s.set_position(pos);
        s.relaxed = drill;
        s
    }

    fn intro(&self) -> Note {
        Note::new(FeedbackTone::Info, vec![Message::new("free-intro")])
    }

    pub(crate) fn rules(&self) -> RuleSet {
        self.pos.rules()
    }

    /// What the board shows.
    pub(crate) fn highlights(&self, show_cursor: bool) -> Highlights {
        let check = if self.pos.is_check() {
            self.pos.king(self.pos.turn())
        } else {
            None
        };
        Highlights {
            cursor: show_cursor.then_some(self.cursor),
            selected: self.selected,
            lit: self.lit.clone(),
            last_move: self.moves.last().copied().filter(|m| !m.is_pass()),
            check,
            marked: self
                .note
                .as_ref()
                .map(|n| n.squares.clone())
                .unwrap_or_default(),
        }
    }

    /// Lines for the status bar: whose turn, check, bikjang, the result.
    #[cfg(test)]
    pub(crate) fn status(&self) -> Vec<Message> {
        status_lines(&self.pos)
    }

    pub(crate) fn move_cursor(&mut self, df: i8, dr: i8) {
        if let Some(s) = self.cursor.offset(df, dr) {
            self.cursor = s;
        }
    }

    pub(crate) fn cancel(&mut self) {
        self.selected = None;
        self.lit.clear();
        self.note = None;
    }

    /// A click on a point: the cursor goes there and the point is chosen.
    pub(crate) fn click(&mut self, sq: Square) {
        self.cursor = sq;
        self.focus = FreeFocus::Board;
        self.choose();
    }

    /// Enter/Space on the cursor's point: select a piece, or complete the move to it.
    pub(crate) fn choose(&mut self) {
        let at = self.cursor;
        let piece = self.pos.board().get(at);
        if let Some(from) = self.selected {
            if from == at {
                self.cancel();
                return;
            }
            // A piece that cannot move goes nowhere: another piece chosen is selected.
            let stuck = self.lit.is_empty() && piece.is_some();
            if piece.is_none_or(|p| p.color != self.pos.turn()) && !stuck {
                self.try_move(Move::new(from, at));
                return;
            }
        }
        self.select_piece(at);
    }

    fn select_piece(&mut self, at: Square) {
        self.selected = None;
        self.lit.clear();
        let turn = self.pos.turn();
        let refusal = match self.pos.board().get(at) {
            None => Some(IllegalReason::NoPiece { square: at }),
            Some(p) if p.color != turn => Some(IllegalReason::NotYourPiece {
                square: at,
                owner: p.color,
            }),
            Some(_) => None,
        };
        if let Some(reason) = refusal {
            self.note = Some(Note {
                tone: FeedbackTone::Bad,
                lines: vec![rules_text::reason(&reason)],
                squares: reason.squares(),
            });
            return;
        }
        if let Some(o) = self.pos.outcome() {
            self.note = Some(Note::new(FeedbackTone::Info, vec![rules_text::outcome(&o)]));
            return;
        }
        let piece = self.pos.board().get(at).expect("checked above");
        self.selected = Some(at);
        self.lit = self.pos.destinations(at);
        let captures = self
            .lit
            .iter()
            .filter(|s| self.pos.board().get(**s).is_some())
            .count();
        let name = rules_text::piece(piece.role);
        let mut lines = vec![if self.lit.is_empty() {
            Message::new("free-nothing-lit")
                .arg_msg("piece", name)
                .arg("square", at.to_string())
        } else {
            Message::new("free-lit")
                .arg_msg("piece", name)
                .arg("square", at.to_string())
                .arg_num("count", self.lit.len())
        }];
        if captures > 0 {
            lines.push(Message::new("free-lit-captures").arg_num("count", captures));
        }
        if self.lit.is_empty()
            && let Some((m, reason)) = self.pos.stuck_reason(at)
        {
            // Why it cannot move, from the engine.
            lines.push(
                Message::new("free-why-stuck")
                    .arg("move", m.to_string())
                    .arg_msg("reason", rules_text::reason(&reason)),
            );
        }
        let tone = if self.lit.is_empty() {
            FeedbackTone::Bad
        } else {
            FeedbackTone::Info
        };
        self.note = Some(Note::new(tone, lines));
    }

    /// Plays `m` if legal; otherwise says why, marking the points the reason names.
    pub(crate) fn try_move(&mut self, m: Move) {
        match self.pos.play(m) {
            Ok(next) => {
                let mover = self.pos.turn();
                let captured = self.pos.board().get(m.to).filter(|_| !m.is_pass());
                self.history.push(std::mem::replace(&mut self.pos, next));
                self.moves.push(m);
                self.selected = None;
                self.lit.clear();
                self.cursor = m.to;
                let mut lines = vec![if m.is_pass() {
                    Message::new("free-passed").arg_msg("side", rules_text::side(mover))
                } else {
                    match captured {
                        Some(p) => Message::new("free-captured")
                            .arg_msg("side", rules_text::side(mover))
                            .arg("move", m.to_string())
                            .arg_msg("piece", rules_text::piece(p.role)),
                        None => Message::new("free-moved")
                            .arg_msg("side", rules_text::side(mover))
                            .arg("move", m.to_string()),
                    }
                }];
                if let Some(o) = self.pos.outcome() {
                    lines.push(rules_text::outcome(&o));
                }
                self.note = Some(Note::new(FeedbackTone::Good, lines));
            }
            Err(reason) => {
                self.note = Some(Note {
                    tone: FeedbackTone::Bad,
                    lines: vec![
                        Message::new("free-illegal").arg("move", m.to_string()),
                        rules_text::reason(&reason),
                    ],
                    squares: reason.squares(),
                });
            }
        }
    }

    /// Passes the turn (the king's point twice, as Fairy-Stockfish writes a pass); where the
    /// rules or the position forbid it, the engine's reason is shown as for any move.
    pub(crate) fn pass(&mut self) {
        if let Some(k) = self.pos.king(self.pos.turn()) {
            self.try_move(Move::new(k, k));
        }
    }

    /// A move typed as text (`b1c3`).
    pub(crate) fn typed_move(&mut self, text: &str) {
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        match text.parse::<Move>() {
            Ok(m) => {
                self.cursor = m.to;
                self.try_move(m);
            }
            Err(_) => {
                self.note = Some(Note::new(
                    FeedbackTone::Bad,
                    vec![rules_text::bad_notation(text)],
                ));
            }
        }
    }

    /// A FEN typed or pasted. A setup that cannot occur in a game (no king, say) is still
    /// accepted as a drill, with the reasons shown.
    pub(crate) fn load_fen(&mut self, text: &str) {
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        let setup = match Setup::from_fen(text) {
            Ok(s) => s,
            Err(e) => {
                self.note = Some(Note::new(
                    FeedbackTone::Bad,
                    vec![Message::new("free-fen-refused"), rules_text::fen_error(&e)],
                ));
                return;
            }
        };
        let rules = self.rules();
        let (pos, relaxed_because) =
            match Position::from_setup(setup.clone(), rules, Strictness::Strict) {
                Ok(p) => (p, None),
                Err(strict) => match Position::from_setup(setup, rules, Strictness::Relaxed) {
                    Ok(p) => (p, Some(strict)),
                    Err(e) => {
                        let mut lines = vec![Message::new("free-fen-refused")];
                        lines.extend(e.0.iter().map(rules_text::position_error));
                        self.note = Some(Note::new(FeedbackTone::Bad, lines));
                        return;
                    }
                },
            };
        self.set_position(pos);
        self.relaxed = relaxed_because.is_some();
        let mut lines = vec![Message::new("free-fen-loaded")];
        if let Some(e) = relaxed_because {
            lines.push(Message::new("free-fen-drill"));
            lines.extend(e.0.iter().map(rules_text::position_error));
        }
        self.note = Some(Note::new(FeedbackTone::Info, lines));
    }

    fn set_position(&mut self, pos: Position) {
        self.pos = pos;
        self.history.clear();
        self.moves.clear();
        self.selected = None;
        self.lit.clear();
        self.relaxed = false;
    }

    /// The next rule set; the position and its history stay.
    pub(crate) fn cycle_rules(&mut self) {
        self.set_rules(self.rules().cycled(1));
    }

    pub(crate) fn set_rules(&mut self, rules: RuleSet) {
        self.pos = self.pos.with_rules(rules);
        for p in &mut self.history {
            *p = p.with_rules(rules);
        }
        if let Some(from) = self.selected {
            self.lit = self.pos.destinations(from);
        }
        self.note = Some(Note::new(
            FeedbackTone::Info,
            vec![
                Message::new("free-rules-now").arg_msg("rules", rules_text::rules_name(rules)),
                rules_text::rules_description(rules),
            ],
        ));
    }

    pub(crate) fn undo(&mut self) {
        match self.history.pop() {
            Some(prev) => {
                let m = self.moves.pop();
                self.pos = prev;
                self.selected = None;
                self.lit.clear();
                if let Some(m) = m {
                    self.cursor = m.from;
                    self.note = Some(Note::new(
                        FeedbackTone::Info,
                        vec![Message::new("free-undone").arg("move", m.to_string())],
                    ));
                }
            }
            None => {
                self.note = Some(Note::new(
                    FeedbackTone::Info,
                    vec![Message::new("free-nothing-to-undo")],
                ));
            }
        }
    }

    pub(crate) fn restart(&mut self) {
        let rules = self.rules();
        self.set_position(Position::start(rules));
        self.cursor = sq("e2");
        self.note = Some(self.intro());
    }
}

// ----- Update: keys, clicks, the input line -------------------------------------------------

impl FreeState {
    fn command(&mut self, cmd: FreeCommand) -> Effect {
        let input = |kind| {
            Effect::Input(Input {
                kind,
                text: String::new(),
            })
        };
        match cmd {
            FreeCommand::TypeMove => return input(InputKind::Move),
            FreeCommand::EnterFen => return input(InputKind::Fen),
            FreeCommand::CycleRules => {
                self.cycle_rules();
                return Effect::FreeRules(self.rules());
            }
            FreeCommand::Undo => self.undo(),
            FreeCommand::StartPosition => self.restart(),
            FreeCommand::Pass => self.pass(),
        }
        Effect::None
    }
}

impl ScreenState for FreeState {
    fn name(&self) -> &'static str {
        "free"
    }

    crate::tui::screen::board_screen_drawing!(view);

    fn title(&self) -> &'static str {
        "screen-free"
    }

    fn scopes(&self) -> Vec<Scope> {
        if self.rules().pass_allowed() {
            vec![
                Scope::FreePass,
                Scope::Free,
                Scope::Move,
                Scope::Nav,
                Scope::Global,
            ]
        } else {
            vec![Scope::Free, Scope::Move, Scope::Nav, Scope::Global]
        }
    }

    fn on_action(&mut self, action: Action, _cx: &Cx) -> Effect {
        match action {
            Action::NextPanel | Action::PrevPanel => {
                self.focus = match self.focus {
                    FreeFocus::Board => FreeFocus::Menu,
                    FreeFocus::Menu => FreeFocus::Board,
                };
            }
            Action::TypeMove => return self.command(FreeCommand::TypeMove),
            Action::EnterFen => return self.command(FreeCommand::EnterFen),
            Action::CycleRules => return self.command(FreeCommand::CycleRules),
            Action::Undo => return self.command(FreeCommand::Undo),
            Action::StartPosition => return self.command(FreeCommand::StartPosition),
            Action::Pass => return self.command(FreeCommand::Pass),
            _ if self.focus == FreeFocus::Menu => match action {
                Action::Up => self.menu = self.menu.saturating_sub(1),
                Action::Down => {
                    self.menu = (self.menu + 1).min(FreeCommand::menu(self.rules()).len() - 1);
                }
                Action::Select => {
                    let menu = FreeCommand::menu(self.rules());
                    return self.command(menu[self.menu.min(menu.len() - 1)]);
                }
                Action::Cancel | Action::Left => self.focus = FreeFocus::Board,
                _ => {}
            },
            Action::Up => self.move_cursor(0, 1),
            Action::Down => self.move_cursor(0, -1),
            Action::Left => self.move_cursor(-1, 0),
            Action::Right => self.move_cursor(1, 0),
            Action::Select => self.choose(),
            Action::Cancel => self.cancel(),
            _ => {}
        }
        Effect::None
    }

    fn on_click(&mut self, col: u16, row: u16, cx: &Cx) -> Effect {
        let split = layout::board_split(cx.body, cx.style);
        let menu = FreeCommand::menu(self.rules());
        let n = menu.len();
        if let Some(sq) = split.geometry.square_at(col, row) {
            self.click(sq);
        } else if let Some(i) = layout::list_hit(layout::free_menu(split.side, n), row, col, 0, n) {
            self.focus = FreeFocus::Menu;
            self.menu = i;
            return self.command(menu[i]);
        }
        Effect::None
    }

    fn on_input(&mut self, input: &Input, _cx: &Cx) -> Effect {
        match input.kind {
            InputKind::Move => self.typed_move(&input.text),
            InputKind::Fen => self.load_fen(&input.text),
            InputKind::Path
            | InputKind::MoveNumber
            | InputKind::Engine
            | InputKind::PlayerName
            | InputKind::ServerAddress
            | InputKind::RoomCode
            | InputKind::ClassCode => {}
        }
        Effect::None
    }

    /// A pasted FEN opens the FEN line with it.
    fn on_paste(&mut self, text: &str) -> Effect {
        Effect::Input(Input {
            kind: InputKind::Fen,
            text: text.to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Color;

    fn free() -> FreeState {
        FreeState::new(RuleSet::Basic)
    }

    #[test]
    fn selecting_lights_the_legal_points_and_a_lit_point_completes_the_move() {
        let mut f = free();
        f.cursor = sq("b1");
        f.choose();
        assert_eq!(f.selected, Some(sq("b1")));
        let mut lit = f.lit.clone();
        lit.sort();
        assert_eq!(lit, vec![sq("a3"), sq("c3")]);
        f.cursor = sq("c3");
        f.choose();
        assert_eq!(f.moves, vec!["b1c3".parse().unwrap()]);
        assert_eq!(f.pos.turn(), Color::Han);
        assert!(f.selected.is_none() && f.lit.is_empty());
        assert_eq!(f.note.as_ref().unwrap().tone, FeedbackTone::Good);
    }

    #[test]
    fn nothing_lit_means_the_piece_cannot_move_now() {
        let mut f = free();
        // At the start the cannon on b3 finds only cannons or nothing to jump on its lines.
        f.cursor = sq("b3");
        f.choose();
        assert_eq!(f.selected, Some(sq("b3")));
        assert!(f.lit.is_empty());
        assert_eq!(f.note.as_ref().unwrap().lines[0].id, "free-nothing-lit");
        // Why: the engine's reason (issue 13: "no screen").
        let why = &f.note.as_ref().unwrap().lines[1];
        assert_eq!(why.id, "free-why-stuck");
        // Another piece chosen now is selected, never tried as a move of the stuck cannon.
        f.cursor = sq("h3");
        f.choose();
        assert_eq!(f.selected, Some(sq("h3")));
        assert!(f.moves.is_empty());
        f.cursor = sq("b3");
        f.choose();
        f.cursor = sq("b8");
        f.choose();
        assert!(f.moves.is_empty(), "Enter on b8 must not try b3b8");
        assert_ne!(f.selected, Some(sq("b3")));
    }

    #[test]
    fn illegal_tries_show_the_engine_reason_and_its_points() {
        let mut f = free();
        f.typed_move("b1b2");
        let note = f.note.clone().unwrap();
        assert_eq!(note.tone, FeedbackTone::Bad);
        assert_eq!(note.lines[1].id, "reason-not-piece-move");
        assert!(f.moves.is_empty());
        // A horse whose leg (b2) is blocked by its own soldier.
        f.load_fen("4k4/9/9/9/9/9/9/9/1P7/1N2K4 w - - 0 1");
        f.typed_move("b1c3");
        let note = f.note.clone().unwrap();
        assert_eq!(note.lines[1].id, "reason-horse-leg-blocked");
        assert_eq!(note.squares, vec![sq("b2")]);
        assert_eq!(f.highlights(true).marked, vec![sq("b2")]);
        f.cursor = sq("e5");
        f.choose();
        assert_eq!(f.note.clone().unwrap().lines[0].id, "reason-no-piece");
        f.cursor = sq("e10");
        f.choose();
        assert_eq!(f.note.clone().unwrap().lines[0].id, "reason-not-your-piece");
        f.typed_move("zz");
        assert_eq!(f.note.clone().unwrap().lines[0].id, "reason-bad-notation");
    }

    #[test]
    fn fen_entry_accepts_drills_and_refuses_nonsense() {
        let mut f = free();
        f.load_fen("9/9/9/9/9/9/9/9/9/4R4 w");
        assert!(f.relaxed);
        assert_eq!(f.note.clone().unwrap().lines[1].id, "free-fen-drill");
        f.load_fen("not a fen");
        assert_eq!(f.note.clone().unwrap().tone, FeedbackTone::Bad);
        assert!(f.relaxed, "a refused FEN keeps the current position");
    }

    #[test]
    fn undo_restart_and_rules() {
        let mut f = free();
        f.typed_move("a4a5");
        f.typed_move("a7a6");
        f.undo();
        assert_eq!(f.moves.len(), 1);
        assert_eq!(f.pos.turn(), Color::Han);
        f.cycle_rules();
        assert_eq!(f.rules(), RuleSet::Janggi);
        assert_eq!(f.history[0].rules(), RuleSet::Janggi);
        f.restart();
        assert!(f.moves.is_empty());
        assert_eq!(f.rules(), RuleSet::Janggi);
        f.undo();
        assert_eq!(f.note.clone().unwrap().lines[0].id, "free-nothing-to-undo");
    }

    #[test]
    fn status_says_whose_turn_and_check() {
        let f = free();
        assert_eq!(f.status()[0].id, "status-turn");
        let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/4R4/3K5 b", RuleSet::Basic).unwrap();
        let ids: Vec<_> = status_lines(&pos)
            .iter()
            .map(|m| m.id.to_string())
            .collect();
        assert_eq!(ids, ["status-turn", "status-check"]);
    }
}
