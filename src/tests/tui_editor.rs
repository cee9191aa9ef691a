//! The board editor: placing and removing pieces by keys and by the mouse, the engine's
//! verdict shown at once (an illegal setup with its reason), trying moves on the free board,
//! exports byte-exact (FEN, diagram, a skeleton of every kind that the lint accepts), the
//! OSC 52 bytes, the `edit` verb's errors, and snapshots in three languages at two sizes.

use crate::lesson::load::{Origin, Source};
use crate::lesson::model::Kind;
use crate::lesson::{Severity, lint};
use crate::rules::{Color, Piece, Role, RuleSet, Setup, Square, sq};
use crate::tests::tui_common::{app, draw, open};
use crate::tui::app::{App, HomeEntry, Opening};
use crate::tui::clipboard::osc52;
use crate::tui::editor::{EditorState, ExportFormat, Legality, Pen};
use crate::tui::layout;
use crate::tui::print_exports;
use crate::tui::screens::free::FreeState;
use crate::tui::screens::home::HomeState;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use std::io::IsTerminal;
use strum::VariantArray;

use crate::tests::common::run_cli;

fn editor(app: &App) -> &EditorState {
    match app.top::<EditorState>() {
        Some(e) => e,
        _ => panic!("not on the board editor"),
    }
}

pub(crate) fn opened(lang: &str) -> App {
    let mut a = app(lang);
    open(&mut a, HomeEntry::Editor);
    editor(&a);
    a
}

/// Moves the cursor to `to` with the arrow keys.
fn go(a: &mut App, to: Square) {
    crate::tests::tui_common::walk_cursor(a, to, |a| editor(a).cursor);
}

fn body() -> Rect {
    layout::chrome(Rect::new(0, 0, 80, 24)).body
}

fn point(a: &App, s: Square) -> (u16, u16) {
    layout::board_split(body(), a.style()).geometry.cell(s)
}

/// Where palette cell `index` of `row` is on an 80 x 24 screen (0: Cho and the eraser).
fn palette(a: &App, row: u16, index: u16) -> (u16, u16) {
    let side = layout::board_split(body(), a.style()).side;
    let (x, y) = layout::editor_palette(side).cell(row, index);
    (x + 1, y)
}

/// Opens the export list and chooses `format` with the keys.
fn export(a: &mut App, format: ExportFormat) -> String {
    a.press(KeyCode::Char('e'));
    let index = ExportFormat::all()
        .iter()
        .position(|f| *f == format)
        .unwrap();
    for _ in 0..index {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Enter);
    assert!(editor(a).picker.is_none());
    a.output().expect("an export").to_string()
}

#[test]
fn placing_and_removing_with_the_keys() {
    let mut a = opened("en");
    assert_eq!(editor(&a).legality, Legality::Legal);
    // c: clear the board; the verdict follows at once.
    a.press(KeyCode::Char('c'));
    assert!(editor(&a).setup.board.pieces().next().is_none());
    assert!(matches!(editor(&a).legality, Legality::Drill(_)));
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Cho has no king."), "{screen}");
    // Shift+K on e2: Cho's king; s, then Shift+K on e9: Han's.
    go(&mut a, sq("e2"));
    a.press(KeyCode::Char('K'));
    go(&mut a, sq("e9"));
    a.press(KeyCode::Char('s'));
    a.press(KeyCode::Char('K'));
    let e = editor(&a);
    assert_eq!(
        e.setup.board.get(sq("e2")),
        Some(Piece::new(Color::Cho, Role::King))
    );
    assert_eq!(
        e.setup.board.get(sq("e9")),
        Some(Piece::new(Color::Han, Role::King))
    );
    assert_eq!(e.legality, Legality::Legal);
    // FEN letters work too: N is a horse, B an elephant.
    go(&mut a, sq("b10"));
    a.press(KeyCode::Char('N'));
    a.press(KeyCode::Right);
    a.press(KeyCode::Char('B'));
    let e = editor(&a);
    assert_eq!(
        e.setup.board.get(sq("b10")),
        Some(Piece::new(Color::Han, Role::Horse))
    );
    assert_eq!(
        e.setup.board.get(sq("c10")),
        Some(Piece::new(Color::Han, Role::Elephant))
    );
    // x removes, Delete too; Enter places the last piece again.
    a.press(KeyCode::Char('x'));
    assert_eq!(editor(&a).setup.board.get(sq("c10")), None);
    a.press(KeyCode::Enter);
    assert_eq!(
        editor(&a).setup.board.get(sq("c10")),
        Some(Piece::new(Color::Han, Role::Elephant))
    );
    a.press(KeyCode::Delete);
    assert_eq!(editor(&a).setup.board.get(sq("c10")), None);
    // t: Han to move; r: the next rule set; n: the start position.
    a.press(KeyCode::Char('t'));
    assert_eq!(editor(&a).setup.turn, Color::Han);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Han to move."), "{screen}");
    a.press(KeyCode::Char('r'));
    assert_eq!(editor(&a).rules, RuleSet::Janggi);
    a.press(KeyCode::Char('n'));
    assert_eq!(editor(&a).setup, Setup::start());
    // q goes back home.
    a.press(KeyCode::Char('q'));
    assert!(a.top::<HomeState>().is_some());
}

#[test]
fn placing_and_removing_with_the_mouse() {
    let mut a = opened("en");
    draw(&mut a, 80, 24);
    // A click on the board with no piece chosen only moves the cursor and says what to do.
    let (x, y) = point(&a, sq("e5"));
    a.click(x, y);
    assert_eq!(editor(&a).cursor, sq("e5"));
    assert_eq!(
        editor(&a).note.as_ref().unwrap().lines[0].id,
        "editor-no-pen"
    );
    // Han's chariot (row 1, cell 4), then e5: placed; clicked again: removed.
    let (px, py) = palette(&a, 1, 4);
    a.click(px, py);
    assert_eq!(
        editor(&a).pen,
        Some(Pen::Piece(Piece::new(Color::Han, Role::Chariot)))
    );
    a.click(x, y);
    assert_eq!(
        editor(&a).setup.board.get(sq("e5")),
        Some(Piece::new(Color::Han, Role::Chariot))
    );
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Han chariot placed on e5."), "{screen}");
    assert!(
        screen.contains("[車]"),
        "the chosen pen is bracketed:\n{screen}"
    );
    a.click(x, y);
    assert_eq!(editor(&a).setup.board.get(sq("e5")), None);
    // The eraser (row 0, cell 7) takes off Cho's chariot on a1.
    let (px, py) = palette(&a, 0, 7);
    a.click(px, py);
    assert_eq!(editor(&a).pen, Some(Pen::Erase));
    let (x, y) = point(&a, sq("a1"));
    a.click(x, y);
    assert_eq!(editor(&a).setup.board.get(sq("a1")), None);
    assert_eq!(editor(&a).legality, Legality::Legal);
}

#[test]
fn an_illegal_setup_shows_its_reason() {
    let mut a = opened("en");
    // Han's king onto e2 (replacing Cho's): outside Han's palace, and Cho has no king.
    go(&mut a, sq("e2"));
    a.press(KeyCode::Char('s'));
    a.press(KeyCode::Char('K'));
    assert!(matches!(editor(&a).legality, Legality::Illegal(_)));
    let screen = draw(&mut a, 80, 24);
    assert!(
        screen.contains("This position cannot be used, not even as a"),
        "{screen}"
    );
    assert!(
        screen.contains("Han's king on e2 is outside the"),
        "{screen}"
    );
    assert!(screen.contains("Han has more than one king."), "{screen}");
    // Nothing but the FEN can be exported, and moves cannot be tried.
    a.press(KeyCode::Char('p'));
    assert!(a.top::<EditorState>().is_some());
    assert_eq!(
        editor(&a).note.as_ref().unwrap().lines[0].id,
        "editor-cannot-try"
    );
    a.press(KeyCode::Char('e'));
    for _ in 0..2 {
        a.press(KeyCode::Down);
    }
    a.press(KeyCode::Enter);
    assert_eq!(
        editor(&a).note.as_ref().unwrap().lines[0].id,
        "editor-cannot-export"
    );
    assert!(a.output().is_none());
    let fen = export(&mut a, ExportFormat::Fen);
    assert_eq!(
        fen,
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4k4/RNBA1ABNR w - - 0 1\n"
    );
}

#[test]
fn trying_moves_opens_the_free_board_on_the_position() {
    let mut a = opened("en");
    a.press(KeyCode::Char('t'));
    a.press(KeyCode::Char('p'));
    let Some(f) = a.top::<FreeState>() else {
        panic!("not on the free board")
    };
    assert_eq!(f.pos.turn(), Color::Han);
    assert_eq!(f.pos.board(), &Setup::start().board);
    a.type_text("m");
    a.type_text("a7a6");
    a.press(KeyCode::Enter);
    let Some(f) = a.top::<FreeState>() else {
        panic!()
    };
    assert_eq!(f.moves.len(), 1);
    // q: back to the editor, the setup unchanged.
    a.press(KeyCode::Char('q'));
    assert_eq!(editor(&a).setup.turn, Color::Han);
    assert_eq!(editor(&a).setup.board, Setup::start().board);
}

#[test]
fn exports_are_byte_exact_and_copied_with_osc52() {
    let mut a = opened("en");
    a.press(KeyCode::Char('c'));
    go(&mut a, sq("e2"));
    a.press(KeyCode::Char('K'));
    go(&mut a, sq("b3"));
    a.press(KeyCode::Char('C'));
    go(&mut a, sq("b5"));
    a.press(KeyCode::Char('P'));
    go(&mut a, sq("d9"));
    a.press(KeyCode::Char('s'));
    a.press(KeyCode::Char('K'));
    go(&mut a, sq("b8"));
    a.press(KeyCode::Char('R'));
    go(&mut a, sq("b3"));
    assert_eq!(editor(&a).legality, Legality::Legal);
    let fen = export(&mut a, ExportFormat::Fen);
    assert_eq!(fen, "9/3k5/1r7/9/9/1P7/9/1C7/4K4/9 w - - 0 1\n");
    // The clipboard gets the same text, once.
    assert_eq!(a.take_clipboard().as_deref(), Some(fen.as_str()));
    assert_eq!(a.take_clipboard(), None);
    let screen = draw(&mut a, 80, 24);
    assert!(
        screen.contains("FEN: copied to the clipboard (one"),
        "{screen}"
    );
    let diagram = export(&mut a, ExportFormat::Diagram);
    assert_eq!(
        diagram,
        "diagram: |\n  . . . . . . . . .\n  . . . k . . . . .\n  . r . . . . . . .\n  . . . . . . . . .\n  . . . . . . . . .\n  . P . . . . . . .\n  . . . . . . . . .\n  . C . . . . . . .\n  . . . . K . . . .\n  . . . . . . . . .\nturn: cho\n"
    );
    // A skeleton of every kind around this position (about the cannon on the cursor's
    // point): the lint finds no error in each as written, only its TODO texts to fill in.
    for kind in Kind::VARIANTS {
        let text = export(&mut a, ExportFormat::Skeleton(*kind));
        assert_eq!(a.take_clipboard().as_deref(), Some(text.as_str()));
        let diags = lint::lint_sources(&[Source {
            path: "editor.yaml".into(),
            text: text.clone(),
            origin: Origin::Folder,
        }]);
        assert!(
            !diags.is_empty()
                && diags
                    .iter()
                    .all(|d| d.severity == Severity::Warning
                        && d.message.id == "lint-placeholder-left"),
            "{kind:?}: {diags:?}\n{text}"
        );
        insta::assert_snapshot!(format!("export_{}", kind.id()), text);
    }
}

#[test]
fn osc52_bytes() {
    assert_eq!(osc52("abc"), "\x1b]52;c;YWJj\x1b\\");
    // Base64 of the UTF-8 bytes, padded.
    assert_eq!(osc52("楚 w\n"), "\x1b]52;c;5qWaIHcK\x1b\\");
    let mut out = Vec::new();
    crate::tui::clipboard::copy(&mut out, "abc").unwrap();
    assert_eq!(out, b"\x1b]52;c;YWJj\x1b\\");
}

#[test]
fn the_edit_verb_refuses_bad_arguments() {
    let (code, out, err) = run_cli(&["edit", "--fen", "4k4/9 w"]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("FEN"), "{err}");
    let (code, _, err) = run_cli(&["--lang", "zh", "edit", "--rules", "chess"]);
    assert_eq!(code, 2);
    assert!(err.contains("chess"), "{err}");
    // A good FEN, but no terminal for the keys: the editor's own message, which says how to
    // keep the exports. (With a terminal on stdin the editor would open and wait for keys.)
    if !std::io::stdin().is_terminal() {
        let (code, _, err) = run_cli(&["edit", "--fen", "4k4/9/9/9/9/9/9/9/9/4K4 w"]);
        assert_eq!(code, 1);
        assert!(
            err.contains("the board editor needs an interactive terminal"),
            "{err}"
        );
        assert!(err.contains("janggi-tutor edit > position.txt"), "{err}");
        let (_, _, err) = run_cli(&["--lang", "ko", "edit"]);
        assert!(err.contains("배치 편집기는 대화형 터미널"), "{err}");
    }
}

/// `janggi-tutor edit`: the editor is the first screen, so one `q` ends the program (it went
/// home first), and every export of the session is kept for standard output, in order.
#[test]
fn the_edit_verb_quits_with_one_q_and_prints_every_export() {
    let mut config = crate::tests::tui_common::config("en");
    config.open = Opening::Editor(Setup::start(), RuleSet::default());
    let mut a = App::new(config);
    editor(&a);
    let fen = export(&mut a, ExportFormat::Fen);
    let diagram = export(&mut a, ExportFormat::Diagram);
    assert_eq!(a.outputs(), [fen.clone(), diagram.clone()]);
    // `p` opens the free board over the editor; `q` there comes back to the editor.
    a.press(KeyCode::Char('p'));
    assert_eq!(a.screen_name(), "free");
    a.press(KeyCode::Char('q'));
    editor(&a);
    assert!(!a.quit());
    a.press(KeyCode::Char('q'));
    assert!(a.quit(), "one q from the editor ends `edit`");
    let mut out = Vec::new();
    print_exports(&mut out, a.outputs()).unwrap();
    assert_eq!(String::from_utf8(out).unwrap(), format!("{fen}{diagram}"));
    // Opened from home, `q` goes back home and the program goes on.
    let mut a = opened("en");
    a.press(KeyCode::Char('q'));
    assert_eq!(a.screen_name(), "home");
    assert!(!a.quit());
}

#[test]
fn printed_exports_each_end_their_line() {
    let mut out = Vec::new();
    let exports = [
        "one".to_string(),
        "two\nlines\n".to_string(),
        "三".to_string(),
    ];
    print_exports(&mut out, &exports).unwrap();
    assert_eq!(String::from_utf8(out).unwrap(), "one\ntwo\nlines\n三\n");
}

#[test]
fn the_help_lists_the_editor_keys() {
    let mut a = opened("en");
    a.press(KeyCode::Char('?'));
    let screen = draw(&mut a, 120, 40);
    assert!(screen.contains("KAEHRCP, B/N"), "{screen}");
    assert!(screen.contains("switch sides"), "{screen}");
    assert!(screen.contains("export"), "{screen}");
}

#[test]
fn snapshots() {
    crate::tests::tui_common::snap!(
        "editor_start",
        opened,
        crate::tests::tui_common::CJK_AND_LARGE
    );
    // A drill: Cho's king taken off e2 and a third Han horse placed there (marked in the
    // palette), so Cho has no king and Han one horse too many.
    crate::tests::tui_common::snap!("editor_drill", |lang| {
        let mut a = opened(lang);
        a.press(KeyCode::Char('x'));
        a.press(KeyCode::Char('s'));
        a.press(KeyCode::Char('H'));
        a
    });
    // A second Han king, placed on e2 over Cho's: outside its palace, not even a drill.
    crate::tests::tui_common::snap!("editor_illegal", |lang| {
        let mut a = opened(lang);
        a.press(KeyCode::Char('s'));
        a.press(KeyCode::Char('K'));
        a
    });
    crate::tests::tui_common::snap!("editor_export_list", |lang| {
        let mut a = opened(lang);
        a.press(KeyCode::Char('e'));
        a.press(KeyCode::Down);
        a
    });
}
