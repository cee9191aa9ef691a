//! The board editor: set up any position for a lesson. Place and remove pieces of either side
//! (piece keys, or a piece chosen in the palette and clicked onto the board), clear the board
//! or start from the start position, set the side to move and the rule set, and see at once
//! whether the engine accepts the position, only as a drill (`relaxed: true`), or not at all
//! and why. Try moves on it (the free board), and export it as a FEN, a `diagram:` block or a
//! lesson skeleton of any kind (`lesson::skeleton`), copied to the clipboard with OSC 52 and
//! printed when the program ends.
//!
//! State and its changes only; drawing is in `view.rs`.

pub(crate) mod view;

use strum::VariantArray;

use crate::i18n::{Localizer, Message, rules_text};
use crate::lesson::model::{Kind, Phase};
use crate::lesson::skeleton;
use crate::rules::{
    Color, Piece, Position, PositionError, Role, RuleSet, Setup, Square, Strictness, sq,
};
use crate::tui::keys::{Action, Scope};
use crate::tui::layout;
use crate::tui::screen::{Cx, Effect, FeedbackTone, Input, InputKind, ScreenState};
use crate::tui::screens::free::{FreeState, Note};

/// What Enter, Space or a click on a point does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Pen {
    /// Put this piece there (a second time on the same piece: take it off).
    Piece(Piece),
    /// Take off whatever stands there.
    Erase,
}

/// The palette, in drawing order: each side's pieces (`Role::ALL`), then the eraser.
pub(crate) const PALETTE_ROLES: [Role; 7] = Role::ALL;

/// What the engine says of the position being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Legality {
    /// A position that can occur in a game.
    Legal,
    /// Only a drill can have it (`relaxed: true` in a lesson): why not a game position.
    Drill(Vec<PositionError>),
    /// Not even a drill: why.
    Illegal(Vec<PositionError>),
}

/// One way to export the position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum ExportFormat {
    Fen,
    /// A `diagram:` block as a lesson's `position:` accepts it.
    Diagram,
    /// A lesson with one exercise of this kind around the position.
    Skeleton(Kind),
}

impl ExportFormat {
    /// Every format, in menu order.
    pub(crate) fn all() -> Vec<ExportFormat> {
        let mut out = vec![ExportFormat::Fen, ExportFormat::Diagram];
        out.extend(Kind::VARIANTS.iter().map(|k| ExportFormat::Skeleton(*k)));
        out
    }

    pub(crate) fn label(self) -> Message {
        match self {
            ExportFormat::Fen => Message::new("editor-export-fen"),
            ExportFormat::Diagram => Message::new("editor-export-diagram"),
            ExportFormat::Skeleton(k) => {
                Message::new("editor-export-skeleton").arg_msg("kind", Message::new(k.message_id()))
            }
        }
    }
}

/// An export: its text and what it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Export {
    pub(crate) format: ExportFormat,
    pub(crate) text: String,
}

#[derive(Clone, Debug)]
pub(crate) struct EditorState {
    pub(crate) setup: Setup,
    pub(crate) rules: RuleSet,
    pub(crate) cursor: Square,
    /// The side the piece keys place (`s` switches).
    pub(crate) side: Color,
    pub(crate) pen: Option<Pen>,
    /// Recomputed after every change.
    pub(crate) legality: Legality,
    pub(crate) note: Option<Note>,
    /// The export list, open with the selected row.
    pub(crate) picker: Option<usize>,
}

impl EditorState {
    pub(crate) fn new(setup: Setup, rules: RuleSet) -> EditorState {
        let mut s = EditorState {
            setup,
            rules,
            cursor: sq("e2"),
            side: Color::Cho,
            pen: None,
            legality: Legality::Legal,
            note: Some(Note::new(
                FeedbackTone::Info,
                vec![Message::new("editor-intro")],
            )),
            picker: None,
        };
        s.judge();
        s
    }

    /// The engine's verdict on the setup, strict first, then as a drill.
    fn judge(&mut self) {
        let setup = || self.setup.clone();
        self.legality = match Position::from_setup(setup(), self.rules, Strictness::Strict) {
            Ok(_) => Legality::Legal,
            Err(strict) => match Position::from_setup(setup(), self.rules, Strictness::Relaxed) {
                Ok(_) => Legality::Drill(strict.0),
                Err(e) => Legality::Illegal(e.0),
            },
        };
    }

    /// The position, when the engine accepts the setup (as a drill at least).
    pub(crate) fn position(&self) -> Option<Position> {
        let strictness = match self.legality {
            Legality::Legal => Strictness::Strict,
            Legality::Drill(_) => Strictness::Relaxed,
            Legality::Illegal(_) => return None,
        };
        Position::from_setup(self.setup.clone(), self.rules, strictness).ok()
    }

    /// The legality as lines: a verdict, then one line per problem.
    pub(crate) fn legality_lines(&self) -> (FeedbackTone, Vec<Message>) {
        let (tone, head, problems) = match &self.legality {
            Legality::Legal => (FeedbackTone::Good, "editor-legal", &[][..]),
            Legality::Drill(p) => (FeedbackTone::Info, "editor-drill", &p[..]),
            Legality::Illegal(p) => (FeedbackTone::Bad, "editor-illegal", &p[..]),
        };
        let mut lines = vec![Message::new(head)];
        lines.extend(problems.iter().map(rules_text::position_error));
        (tone, lines)
    }

    /// Puts `piece` on `at` (a piece already there is replaced); the same piece again takes
    /// it off.
    pub(crate) fn place(&mut self, at: Square, piece: Piece) {
        let before = self.setup.board.get(at);
        let now = (before != Some(piece)).then_some(piece);
        self.setup.board.set(at, now);
        self.note = Some(Note::new(
            FeedbackTone::Info,
            vec![match now {
                Some(p) => Message::new("editor-placed")
                    .arg_msg("side", rules_text::side(p.color))
                    .arg_msg("piece", rules_text::piece(p.role))
                    .arg("square", at.to_string()),
                None => removed(piece, at),
            }],
        ));
        self.changed();
    }

    pub(crate) fn remove(&mut self, at: Square) {
        match self.setup.board.get(at) {
            Some(p) => {
                self.setup.board.set(at, None);
                self.note = Some(Note::new(FeedbackTone::Info, vec![removed(p, at)]));
                self.changed();
            }
            None => {
                self.note = Some(Note::new(
                    FeedbackTone::Info,
                    vec![Message::new("editor-nothing-there").arg("square", at.to_string())],
                ));
            }
        }
    }

    /// A piece key: a piece of the side being placed goes on the cursor's point, and the
    /// palette keeps it for clicks.
    pub(crate) fn place_role(&mut self, role: Role) {
        let piece = Piece::new(self.side, role);
        self.pen = Some(Pen::Piece(piece));
        self.place(self.cursor, piece);
    }

    /// Applies the pen at `at` (Enter, Space or a click on the board).
    pub(crate) fn apply_pen(&mut self, at: Square) {
        match self.pen {
            Some(Pen::Piece(p)) => self.place(at, p),
            Some(Pen::Erase) => self.remove(at),
            None => {
                self.note = Some(Note::new(
                    FeedbackTone::Info,
                    vec![Message::new("editor-no-pen")],
                ));
            }
        }
    }

    pub(crate) fn switch_side(&mut self) {
        self.side = self.side.other();
        if let Some(Pen::Piece(p)) = self.pen {
            self.pen = Some(Pen::Piece(Piece::new(self.side, p.role)));
        }
        self.note = Some(Note::new(
            FeedbackTone::Info,
            vec![Message::new("editor-side-now").arg_msg("side", rules_text::side(self.side))],
        ));
    }

    pub(crate) fn choose_pen(&mut self, pen: Pen) {
        self.pen = Some(pen);
        if let Pen::Piece(p) = pen {
            self.side = p.color;
        }
    }

    pub(crate) fn toggle_turn(&mut self) {
        self.setup.turn = self.setup.turn.other();
        self.note = Some(Note::new(
            FeedbackTone::Info,
            vec![Message::new("status-turn").arg_msg("side", rules_text::side(self.setup.turn))],
        ));
        self.changed();
    }

    pub(crate) fn cycle_rules(&mut self) {
        self.rules = self.rules.cycled(1);
        self.note = Some(Note::new(
            FeedbackTone::Info,
            vec![
                Message::new("free-rules-now").arg_msg("rules", rules_text::rules_name(self.rules)),
                rules_text::rules_description(self.rules),
            ],
        ));
        self.changed();
    }

    pub(crate) fn clear(&mut self) {
        self.setup = Setup {
            turn: self.setup.turn,
            ..Setup::default()
        };
        self.note = Some(Note::new(
            FeedbackTone::Info,
            vec![Message::new("editor-cleared")],
        ));
        self.changed();
    }

    pub(crate) fn start_position(&mut self) {
        self.setup = Setup::start();
        self.note = Some(Note::new(
            FeedbackTone::Info,
            vec![Message::new("editor-started")],
        ));
        self.changed();
    }

    /// A FEN typed or pasted: its board and side to move (the clocks are kept as written).
    pub(crate) fn load_fen(&mut self, text: &str) {
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        match Setup::from_fen(text) {
            Ok(s) => {
                self.setup = s;
                self.note = Some(Note::new(
                    FeedbackTone::Info,
                    vec![Message::new("free-fen-loaded")],
                ));
                self.changed();
            }
            Err(e) => {
                self.note = Some(Note::new(
                    FeedbackTone::Bad,
                    vec![Message::new("free-fen-refused"), rules_text::fen_error(&e)],
                ));
            }
        }
    }

    fn changed(&mut self) {
        self.judge();
    }

    /// The export in `format`; a skeleton needs a position the engine accepts and, for most
    /// kinds, a move to ask about.
    pub(crate) fn export(
        &self,
        format: ExportFormat,
        l10n: &Localizer,
    ) -> Result<Export, Vec<Message>> {
        let text = match format {
            ExportFormat::Fen => format!("{}\n", self.setup.to_fen()),
            // As `show --diagram` writes it: `turn:` always, `relaxed: true` for a drill.
            ExportFormat::Diagram => crate::lesson::diagram::block(
                &self.setup.board,
                self.setup.turn,
                matches!(self.legality, Legality::Drill(_)),
            ),
            ExportFormat::Skeleton(kind) => {
                let pos = self.position().ok_or_else(|| self.refusal())?;
                let id = format!("editor-{}", kind.id());
                let head = skeleton::Head {
                    id: &id,
                    phase: Phase::Understand,
                    order: 100,
                    rules: self.rules,
                    origin: skeleton::Origin::Editor,
                };
                let ex = skeleton::exercise(l10n, kind, &pos, Some(self.cursor), kind.id())
                    .map_err(|e| vec![e.message(kind)])?;
                skeleton::lesson(l10n, &head, &[ex])
            }
        };
        Ok(Export { format, text })
    }

    /// Why nothing but the FEN can be exported.
    fn refusal(&self) -> Vec<Message> {
        let mut lines = vec![Message::new("editor-cannot-export")];
        lines.extend(self.legality_lines().1.into_iter().skip(1));
        lines
    }

    /// The free board on this position (moves are tried there; `q` comes back).
    pub(crate) fn try_moves(&mut self) -> Effect {
        match self.position() {
            Some(pos) => {
                let drill = !matches!(self.legality, Legality::Legal);
                Effect::Push(Box::new(FreeState::at(pos, drill)))
            }
            None => {
                let mut lines = vec![Message::new("editor-cannot-try")];
                lines.extend(self.legality_lines().1.into_iter().skip(1));
                self.note = Some(Note::new(FeedbackTone::Bad, lines));
                Effect::None
            }
        }
    }

    fn move_cursor(&mut self, df: i8, dr: i8) {
        if let Some(s) = self.cursor.offset(df, dr) {
            self.cursor = s;
        }
    }

    /// The export chosen in the list: copied and kept for printing at exit, or refused.
    fn choose_export(&mut self, index: usize, cx: &Cx) -> Effect {
        let Some(format) = ExportFormat::all().get(index).copied() else {
            return Effect::None;
        };
        self.picker = None;
        match self.export(format, cx.l10n) {
            Ok(export) => {
                let lines = export.text.lines().count();
                self.note = Some(Note::new(
                    FeedbackTone::Good,
                    vec![
                        Message::new("editor-exported")
                            .arg_msg("what", format.label())
                            .arg_num("lines", lines),
                    ],
                ));
                Effect::Export(export.text)
            }
            Err(lines) => {
                self.note = Some(Note::new(FeedbackTone::Bad, lines));
                Effect::None
            }
        }
    }
}

/// The pen of palette cell `index` on `row` (0: Cho and the eraser, 1: Han).
pub(crate) fn palette_pen(row: usize, index: usize) -> Pen {
    let color = if row == 0 { Color::Cho } else { Color::Han };
    match PALETTE_ROLES.get(index) {
        Some(role) => Pen::Piece(Piece::new(color, *role)),
        None => Pen::Erase,
    }
}

fn removed(piece: Piece, at: Square) -> Message {
    Message::new("editor-removed")
        .arg_msg("side", rules_text::side(piece.color))
        .arg_msg("piece", rules_text::piece(piece.role))
        .arg("square", at.to_string())
}

impl ScreenState for EditorState {
    fn name(&self) -> &'static str {
        "editor"
    }

    crate::tui::screen::board_screen_drawing!(view);

    fn title(&self) -> &'static str {
        "screen-editor"
    }

    fn scopes(&self) -> Vec<Scope> {
        if self.picker.is_some() {
            vec![Scope::Move, Scope::Nav, Scope::Global]
        } else {
            vec![Scope::Editor, Scope::Move, Scope::Nav, Scope::Global]
        }
    }

    fn on_action(&mut self, action: Action, cx: &Cx) -> Effect {
        if let Some(i) = self.picker {
            let n = ExportFormat::all().len();
            match action {
                Action::Up => self.picker = Some(i.saturating_sub(1)),
                Action::Down => self.picker = Some((i + 1).min(n - 1)),
                Action::Select => return self.choose_export(i, cx),
                Action::Cancel => self.picker = None,
                _ => {}
            }
            return Effect::None;
        }
        match action {
            Action::Place(role) => self.place_role(role),
            Action::Remove => self.remove(self.cursor),
            Action::SwitchSide => self.switch_side(),
            Action::ToggleTurn => self.toggle_turn(),
            Action::CycleRules => self.cycle_rules(),
            Action::ClearBoard => self.clear(),
            Action::StartPosition => self.start_position(),
            Action::EnterFen => {
                return Effect::Input(Input {
                    kind: InputKind::Fen,
                    text: String::new(),
                });
            }
            Action::TryMoves => return self.try_moves(),
            Action::Export => self.picker = Some(0),
            Action::Up => self.move_cursor(0, 1),
            Action::Down => self.move_cursor(0, -1),
            Action::Left => self.move_cursor(-1, 0),
            Action::Right => self.move_cursor(1, 0),
            Action::Select => self.apply_pen(self.cursor),
            Action::Cancel => {
                self.pen = None;
                self.note = None;
            }
            _ => {}
        }
        Effect::None
    }

    fn on_click(&mut self, col: u16, row: u16, cx: &Cx) -> Effect {
        let split = layout::board_split(cx.body, cx.style);
        let n = ExportFormat::all().len();
        if let Some(i) = self.picker {
            if let Some(hit) = layout::list_hit(layout::free_menu(split.side, n), row, col, i, n) {
                self.picker = Some(hit);
                return self.choose_export(hit, cx);
            }
            return Effect::None;
        }
        if let Some(at) = split.geometry.square_at(col, row) {
            self.cursor = at;
            self.apply_pen(at);
        } else if let Some((row, index)) = layout::editor_palette(split.side).hit(col, row) {
            self.choose_pen(palette_pen(row, index));
        }
        Effect::None
    }

    fn on_input(&mut self, input: &Input, _cx: &Cx) -> Effect {
        if input.kind == InputKind::Fen {
            self.load_fen(&input.text);
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

    /// Esc closes the export list first.
    fn on_back(&mut self) -> bool {
        self.picker.take().is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn editor() -> EditorState {
        EditorState::new(Setup::start(), RuleSet::Basic)
    }

    #[test]
    fn placing_and_removing_is_judged_at_once() {
        let mut e = editor();
        assert_eq!(e.legality, Legality::Legal);
        e.cursor = sq("e2");
        e.remove(sq("e2"));
        assert!(
            matches!(&e.legality, Legality::Drill(p) if p.iter().any(|p| p.id() == "king-missing"))
        );
        e.switch_side();
        e.place_role(Role::King);
        // A Han king in Cho's palace: not even a drill.
        assert!(
            matches!(&e.legality, Legality::Illegal(p) if p.iter().any(|p| p.id() == "king-outside-palace"))
        );
        // The same piece again takes it off.
        e.apply_pen(sq("e2"));
        assert_eq!(e.setup.board.get(sq("e2")), None);
        e.switch_side();
        e.apply_pen(sq("e2"));
        assert_eq!(e.legality, Legality::Legal);
    }

    #[test]
    fn fen_and_exports() {
        let l10n = Localizer::new();
        let mut e = editor();
        e.clear();
        assert_eq!(
            e.export(ExportFormat::Fen, &l10n).unwrap().text,
            "9/9/9/9/9/9/9/9/9/9 w - - 0 1\n"
        );
        // Nothing to ask about on an empty board; a Han king in Cho's palace is refused.
        let judge = ExportFormat::Skeleton(Kind::Judge);
        assert_eq!(
            e.export(judge, &l10n).unwrap_err()[0].id,
            "skeleton-no-moves"
        );
        e.cursor = sq("e2");
        e.switch_side();
        e.place_role(Role::King);
        assert_eq!(
            e.export(judge, &l10n).unwrap_err()[0].id,
            "editor-cannot-export"
        );
        let d = e.export(ExportFormat::Diagram, &l10n).unwrap().text;
        assert!(
            d.contains("  . . . . k . . . .\n  . . . . . . . . .\n"),
            "{d}"
        );
        // `turn: cho` written out, as `show --diagram` does (it was left out for Cho).
        assert!(d.ends_with("  . . . . . . . . .\nturn: cho\n"), "{d}");
        e.load_fen("4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1");
        let d = e.export(ExportFormat::Diagram, &l10n).unwrap().text;
        assert!(d.starts_with("diagram: |\n  . . . . k . . . .\n"), "{d}");
        assert!(d.ends_with("  . . . . K . . . .\nturn: han\n"), "{d}");
        // A drill (no kings: a piece's moves alone) says so, as `show --diagram` does.
        e.load_fen("9/9/9/9/9/9/9/9/9/R8 w - - 0 1");
        assert!(matches!(e.legality, Legality::Drill(_)), "{:?}", e.legality);
        let d = e.export(ExportFormat::Diagram, &l10n).unwrap().text;
        assert!(
            d.ends_with("  R . . . . . . . .\nturn: cho\nrelaxed: true\n"),
            "{d}"
        );
        e.load_fen("nonsense");
        assert_eq!(e.note.as_ref().unwrap().tone, FeedbackTone::Bad);
    }
}
