//! The board widget: 9 × 10 intersections with both palaces' diagonals, coordinates on the
//! edges, pieces coloured by side and every highlight a lesson or the free board needs.
//!
//! Alignment: every character drawn is either ASCII (always one column) or a CJK ideograph /
//! fullwidth form (always two columns). No East-Asian-ambiguous character (`·`, `○`, box
//! drawing) is used, so the grid stays aligned in terminals that draw those wide (CJK
//! locales) as well as in the others. A test checks every drawn symbol.
//!
//! ```text
//!    a   b   c   d   e   f   g   h   i
//! 10 車--馬--象--士--＋--士--象--馬--車
//!    ｜  ｜  ｜  ｜＼｜／｜  ｜  ｜  ｜
//!  9 ＋--＋--＋--＋--漢--＋--＋--＋--＋
//! ```
//!
//! Turned half a turn (`BoardGeometry::flipped`) the board shows Han at the bottom, for a
//! learner playing Han: files run i..a from the left and ranks 1..10 from the top.
//!
//! Each point has a marker slot on either side (inside the line between points) where
//! brackets show the cursor `[ ]`, the selected piece `( )`, a king in check `! !`, a point an
//! explanation names `* *`, a capture among the lit points `> <` and both points of the last
//! move `{ }`. With colour the same
//! points also get a background, but the markers alone are enough (`NO_COLOR`).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use super::theme::Theme;
use crate::learner::settings::BoardStyle;
use crate::rules::geometry::palace_diagonal_step;
use crate::rules::{Board, Move, Piece, Square};

/// What to highlight on the board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Highlights {
    pub(crate) cursor: Option<Square>,
    pub(crate) selected: Option<Square>,
    /// Lit points: the selected piece's legal destinations, or the points a learner marked.
    /// An occupied lit point is a capture and is marked differently.
    pub(crate) lit: Vec<Square>,
    pub(crate) last_move: Option<Move>,
    /// The king in check.
    pub(crate) check: Option<Square>,
    /// Points an explanation names (`IllegalReason::squares()`, feedback squares).
    pub(crate) marked: Vec<Square>,
}

/// Where the board's points are on screen, for drawing and for mouse clicks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct BoardGeometry {
    pub(crate) style: BoardStyle,
    /// Top-left corner of the whole board (coordinates included).
    pub(crate) x: u16,
    pub(crate) y: u16,
    /// Turned half a turn: Han's side at the bottom.
    pub(crate) flipped: bool,
    /// Drawn larger (wider gaps, three rows a rank) when the screen has room.
    pub(crate) big: bool,
}

/// Columns for the rank numbers and the space after them.
const LABEL_W: u16 = 3;
/// Columns the larger board adds between two points.
const BIG_EXTRA_GAP: u16 = 2;

impl BoardGeometry {
    pub(crate) fn new(style: BoardStyle, x: u16, y: u16) -> Self {
        BoardGeometry {
            style,
            x,
            y,
            flipped: false,
            big: false,
        }
    }

    /// The same board drawn larger when `big` (see [`BoardGeometry::big_size`]).
    pub(crate) fn scaled(self, big: bool) -> Self {
        BoardGeometry { big, ..self }
    }

    /// The same board turned half a turn (Han at the bottom) when `flipped`.
    pub(crate) fn turned(self, flipped: bool) -> Self {
        BoardGeometry { flipped, ..self }
    }

    /// Display column (0 = left) of file `file`, and back: the same map both ways.
    fn column(self, file: u8) -> u8 {
        if self.flipped { 8 - file } else { file }
    }

    /// Display row (0 = top) of rank `rank`, and back.
    fn row(self, rank: u8) -> u8 {
        if self.flipped { rank } else { 9 - rank }
    }

    /// The point drawn at display column `col` and display row `row`.
    fn square_on_screen(self, col: u8, row: u8) -> Square {
        Square::new(self.column(col), self.row(row)).expect("on board")
    }

    /// Columns a point takes: a CJK glyph is two, a letter one.
    pub(crate) const fn cell_w(style: BoardStyle) -> u16 {
        match style {
            BoardStyle::Glyphs => 2,
            BoardStyle::Letters => 1,
        }
    }

    /// Columns between two points (the marker slots are the first and last of them).
    pub(crate) const fn gap_w(style: BoardStyle) -> u16 {
        match style {
            BoardStyle::Glyphs => 2,
            BoardStyle::Letters => 3,
        }
    }

    /// Width and height of the board with its coordinates.
    pub(crate) const fn size(style: BoardStyle) -> (u16, u16) {
        Self::sized(style, false)
    }

    /// Width and height of the larger board: two more columns between points, three rows a
    /// rank (55 × 30 with glyphs).
    pub(crate) const fn big_size(style: BoardStyle) -> (u16, u16) {
        Self::sized(style, true)
    }

    const fn sized(style: BoardStyle, big: bool) -> (u16, u16) {
        let extra = if big { BIG_EXTRA_GAP } else { 0 };
        let grid = 1 + 9 * Self::cell_w(style) + 8 * (Self::gap_w(style) + extra) + 1;
        let rows = if big { 3 } else { 2 };
        (LABEL_W + grid, 1 + 9 * rows + 1 + 1)
    }

    /// Columns between two points in this geometry.
    fn gap(self) -> u16 {
        Self::gap_w(self.style) + if self.big { BIG_EXTRA_GAP } else { 0 }
    }

    fn pitch(self) -> u16 {
        Self::cell_w(self.style) + self.gap()
    }

    /// Screen rows from one rank to the next.
    fn row_pitch(self) -> u16 {
        if self.big { 3 } else { 2 }
    }

    /// Screen column of the first column of file `file`'s points.
    pub(crate) fn file_x(self, file: u8) -> u16 {
        self.x + LABEL_W + 1 + u16::from(self.column(file)) * self.pitch()
    }

    /// Screen row of rank `rank` (0 = rank 1, drawn at the bottom unless flipped).
    pub(crate) fn rank_y(self, rank: u8) -> u16 {
        self.y + 1 + u16::from(self.row(rank)) * self.row_pitch()
    }

    /// Screen position of a point (its first column).
    #[cfg(test)]
    pub(crate) fn cell(self, sq: Square) -> (u16, u16) {
        (self.file_x(sq.file()), self.rank_y(sq.rank()))
    }

    /// The point under a screen position: the point itself or its marker slots.
    pub(crate) fn square_at(self, col: u16, row: u16) -> Option<Square> {
        let dy = row.checked_sub(self.y + 1)?;
        let pitch = self.row_pitch();
        if dy % pitch != 0 || dy / pitch > 9 {
            return None;
        }
        let rank = self.row((dy / pitch) as u8);
        let cw = Self::cell_w(self.style);
        (0..9u8)
            .find(|&f| {
                let x = self.file_x(f);
                col + 1 >= x && col <= x + cw
            })
            .and_then(|f| Square::new(f, rank))
    }
}

/// Draws a board with highlights.
pub(crate) struct BoardView<'a> {
    pub(crate) board: &'a Board,
    pub(crate) style: BoardStyle,
    pub(crate) theme: Theme,
    pub(crate) highlights: &'a Highlights,
    /// Also label the points as Korean records count them (files 1-9 below the board, rows
    /// 1-9 and 0 from the top on its right), for a move list in the Korean notation.
    pub(crate) korean_labels: bool,
}

/// The symbol for a piece in a style.
pub(crate) fn piece_symbol(piece: Piece, style: BoardStyle) -> String {
    match style {
        BoardStyle::Glyphs => piece.glyph().to_string(),
        // The letters the move lists use (SAN: `H` horse, `E` elephant), Cho upper case.
        BoardStyle::Letters => {
            let c = crate::record::notation::san_letter(piece.role);
            match piece.color {
                crate::rules::Color::Cho => c.to_string(),
                crate::rules::Color::Han => c.to_ascii_lowercase().to_string(),
            }
        }
    }
}

/// Every symbol the board may draw besides pieces and ASCII (for the alignment test).
#[cfg(test)]
const WIDE_SYMBOLS: [&str; 5] = ["＋", "〇", "｜", "＼", "／"];

impl BoardView<'_> {
    fn empty_symbol(&self) -> &'static str {
        match self.style {
            BoardStyle::Glyphs => "＋",
            BoardStyle::Letters => "+",
        }
    }

    fn lit_symbol(&self) -> &'static str {
        match self.style {
            BoardStyle::Glyphs => "〇",
            BoardStyle::Letters => "o",
        }
    }

    fn vertical_symbol(&self) -> &'static str {
        match self.style {
            BoardStyle::Glyphs => "｜",
            BoardStyle::Letters => "|",
        }
    }

    /// The diagonal drawn in a connector gap: `\` for down-right, `/` for down-left.
    fn diagonal_symbol(&self, down_right: bool) -> &'static str {
        match (self.style, down_right) {
            (BoardStyle::Glyphs, true) => "＼",
            (BoardStyle::Glyphs, false) => "／",
            (BoardStyle::Letters, true) => " \\ ",
            (BoardStyle::Letters, false) => " / ",
        }
    }

    /// The marker pair of a point, by priority, with its style.
    fn markers(&self, sq: Square) -> Option<(char, char, Style)> {
        let h = self.highlights;
        let t = self.theme;
        if h.cursor == Some(sq) {
            Some(('[', ']', t.cursor()))
        } else if h.selected == Some(sq) {
            Some(('(', ')', t.selected()))
        } else if h.check == Some(sq) {
            Some(('!', '!', t.check()))
        } else if h.marked.contains(&sq) {
            Some(('*', '*', t.marked()))
        } else if h.lit.contains(&sq) && self.board.get(sq).is_some() {
            Some(('>', '<', t.lit()))
        } else if h.last_move.is_some_and(|m| m.from == sq || m.to == sq) {
            // Both points of the last move, so who moved where shows without colour.
            Some(('{', '}', t.line().add_modifier(t.last_move())))
        } else {
            None
        }
    }

    fn cell_content(&self, sq: Square) -> (String, Style) {
        let h = self.highlights;
        let t = self.theme;
        let (symbol, mut style) = match self.board.get(sq) {
            Some(p) => {
                let style = if h.selected == Some(sq) {
                    t.selected()
                } else if h.check == Some(sq) {
                    t.check()
                } else {
                    t.piece(p.color)
                };
                (piece_symbol(p, self.style), style)
            }
            None if h.lit.contains(&sq) => (self.lit_symbol().to_string(), t.lit()),
            None if h.marked.contains(&sq) => (self.empty_symbol().to_string(), t.marked()),
            None => (self.empty_symbol().to_string(), t.line()),
        };
        if h.last_move.is_some_and(|m| m.from == sq || m.to == sq) {
            style = style.add_modifier(t.last_move());
        }
        (symbol, style)
    }
}

impl Widget for BoardView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        self.render_turned(area, buf, false);
    }
}

impl BoardView<'_> {
    /// Draws the board, turned half a turn (Han at the bottom) when `flipped`.
    pub(crate) fn render_turned(self, area: Rect, buf: &mut Buffer, flipped: bool) {
        let (bw, bh) = BoardGeometry::big_size(self.style);
        let big = area.width >= bw && area.height >= bh;
        let (w, h) = if big {
            (bw, bh)
        } else {
            BoardGeometry::size(self.style)
        };
        if area.width < w || area.height < h {
            return;
        }
        let g = BoardGeometry::new(self.style, area.x, area.y)
            .turned(flipped)
            .scaled(big);
        let cw = BoardGeometry::cell_w(self.style);
        let gw = g.gap();
        let line = self.theme.line();
        let label = self.theme.dim();

        // File letters above and below (below: the Korean file digits when asked for).
        for f in 0..9u8 {
            let letter = ((b'a' + f) as char).to_string();
            buf.set_string(g.file_x(f), area.y, &letter, label);
            let below = if self.korean_labels {
                (f + 1).to_string()
            } else {
                letter
            };
            buf.set_string(g.file_x(f), area.y + h - 1, &below, label);
        }
        // Display rows top to bottom; each maps to a rank (and each column to a file).
        for row in 0..10u8 {
            let rank = g.row(row);
            let y = g.rank_y(rank);
            buf.set_string(area.x, y, format!("{:>2}", rank + 1), label);
            // The Korean row digit right of the board, in the gap before the side panel.
            let right = area.x + w;
            if self.korean_labels && right < buf.area.right() {
                let digit = ((10 - rank) % 10).to_string();
                buf.set_string(right, y, digit, label);
            }
            // The rank line: points joined by `-`.
            for col in 0..9u8 {
                let sq = g.square_on_screen(col, row);
                let x = g.file_x(sq.file());
                if col < 8 {
                    buf.set_string(x + cw, y, "-".repeat(gw as usize), line);
                }
                let (symbol, style) = self.cell_content(sq);
                buf.set_string(x, y, symbol, style);
            }
            // Marker slots after the line so they overwrite it.
            for col in 0..9u8 {
                let sq = g.square_on_screen(col, row);
                if let Some((l, r, style)) = self.markers(sq) {
                    let x = g.file_x(sq.file());
                    buf.set_string(x - 1, y, l.to_string(), style);
                    buf.set_string(x + cw, y, r.to_string(), style);
                }
            }
            // The connector rows below: file lines and palace diagonals.
            if row < 9 {
                for k in 0..g.row_pitch() - 1 {
                    let cy = y + 1 + k;
                    for col in 0..9u8 {
                        let x = g.file_x(g.square_on_screen(col, row).file());
                        buf.set_string(x, cy, self.vertical_symbol(), line);
                        if col == 8 {
                            continue;
                        }
                        let here = |c, r| g.square_on_screen(c, r);
                        let down_right =
                            palace_diagonal_step(here(col, row), here(col + 1, row + 1));
                        let down_left =
                            palace_diagonal_step(here(col + 1, row), here(col, row + 1));
                        if !(down_right || down_left) {
                            continue;
                        }
                        if big {
                            // Two rows of one stroke each, stepping across the wider gap.
                            let first = k == 0;
                            let (sym, dx) = match self.style {
                                BoardStyle::Glyphs => (
                                    if down_right { "＼" } else { "／" },
                                    if first == down_right { 0 } else { 2 },
                                ),
                                BoardStyle::Letters => (
                                    if down_right { "\\" } else { "/" },
                                    if first == down_right { 1 } else { 3 },
                                ),
                            };
                            buf.set_string(x + cw + dx, cy, sym, line);
                        } else {
                            buf.set_string(x + cw, cy, self.diagonal_symbol(down_right), line);
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, RuleSet, sq};
    use unicode_width::UnicodeWidthStr;

    fn draw(style: BoardStyle, hl: &Highlights, board: &Board) -> Buffer {
        let (w, h) = BoardGeometry::size(style);
        let mut buf = Buffer::empty(Rect::new(0, 0, w + 2, h));
        BoardView {
            board,
            style,
            theme: Theme::colored(),
            highlights: hl,
            korean_labels: false,
        }
        .render(Rect::new(1, 0, w, h), &mut buf);
        buf
    }

    fn row(buf: &Buffer, y: u16) -> String {
        crate::tui::screen_text::row_text(buf, y)
    }

    #[test]
    fn start_position_glyphs() {
        let pos = Position::start(RuleSet::Basic);
        let buf = draw(BoardStyle::Glyphs, &Highlights::default(), pos.board());
        assert_eq!(row(&buf, 0), "     a   b   c   d   e   f   g   h   i");
        assert_eq!(row(&buf, 1), " 10  車--馬--象--士--＋--士--象--馬--車");
        assert_eq!(row(&buf, 2), "     ｜  ｜  ｜  ｜＼｜／｜  ｜  ｜  ｜");
        assert_eq!(row(&buf, 3), "  9  ＋--＋--＋--＋--漢--＋--＋--＋--＋");
        assert_eq!(row(&buf, 4), "     ｜  ｜  ｜  ｜／｜＼｜  ｜  ｜  ｜");
        assert_eq!(row(&buf, 19), "  1  車--馬--象--士--＋--士--象--馬--車");
        assert_eq!(row(&buf, 16), "     ｜  ｜  ｜  ｜＼｜／｜  ｜  ｜  ｜");
        assert_eq!(row(&buf, 20), "     a   b   c   d   e   f   g   h   i");
    }

    #[test]
    fn start_position_letters() {
        let pos = Position::start(RuleSet::Basic);
        let buf = draw(BoardStyle::Letters, &Highlights::default(), pos.board());
        assert_eq!(row(&buf, 1), " 10  r---h---e---a---+---a---e---h---r");
        assert_eq!(row(&buf, 2), "     |   |   |   | \\ | / |   |   |   |");
        assert_eq!(row(&buf, 19), "  1  R---H---E---A---+---A---E---H---R");
    }

    /// Every symbol drawn has the same width whether ambiguous characters count one column or
    /// two, so the grid is aligned in CJK terminals too; and every row is equally wide.
    #[test]
    fn aligned_in_cjk_and_other_terminals() {
        let pos = Position::start(RuleSet::Basic);
        let hl = Highlights {
            cursor: Some(sq("e2")),
            selected: Some(sq("b1")),
            lit: vec![sq("a3"), sq("c3"), sq("b10")],
            last_move: Some("c4c5".parse().unwrap()),
            check: Some(sq("e9")),
            marked: vec![sq("b2")],
        };
        for style in BoardStyle::ALL {
            let buf = draw(style, &hl, pos.board());
            for y in 0..buf.area.height {
                let mut skip = 0;
                let mut line = String::new();
                for x in 0..buf.area.width {
                    let cell = &buf[(x, y)];
                    if skip > 0 {
                        skip -= 1;
                        continue;
                    }
                    let s = cell.symbol();
                    assert_eq!(s.width(), s.width_cjk(), "ambiguous symbol {s:?}");
                    skip = s.width().saturating_sub(1);
                    line.push_str(s);
                }
                assert_eq!(line.width(), buf.area.width as usize);
                assert_eq!(line.width_cjk(), buf.area.width as usize);
            }
        }
        for s in WIDE_SYMBOLS {
            assert_eq!((s.width(), s.width_cjk()), (2, 2), "{s}");
        }
    }

    #[test]
    fn markers_and_lit_points() {
        let pos = Position::start(RuleSet::Basic);
        let hl = Highlights {
            cursor: Some(sq("c3")),
            selected: Some(sq("b1")),
            lit: vec![sq("a3"), sq("c3"), sq("d10")],
            marked: vec![sq("b2")],
            ..Highlights::default()
        };
        let buf = draw(BoardStyle::Glyphs, &hl, pos.board());
        // rank 1: selected horse in ( ); rank 3: lit a3, cursor on lit c3.
        assert_eq!(row(&buf, 19), "  1  車-(馬)-象--士--＋--士--象--馬--車");
        assert_eq!(row(&buf, 15), "  3  〇--包-[〇]-＋--＋--＋--＋--包--＋");
        assert_eq!(row(&buf, 17), "  2  ＋-*＋*-＋--＋--楚--＋--＋--＋--＋");
        assert_eq!(row(&buf, 1), " 10  車--馬--象->士<-＋--士--象--馬--車");
        let g = BoardGeometry::new(BoardStyle::Glyphs, 1, 0);
        let (x, y) = g.cell(sq("a3"));
        assert_eq!(buf[(x, y)].style().bg, Theme::colored().lit().bg);
    }

    #[test]
    fn flipped_board_has_han_at_the_bottom() {
        let pos = Position::start(RuleSet::Basic);
        let (w, h) = BoardGeometry::size(BoardStyle::Glyphs);
        let mut buf = Buffer::empty(Rect::new(0, 0, w + 2, h));
        BoardView {
            board: pos.board(),
            style: BoardStyle::Glyphs,
            theme: Theme::colored(),
            highlights: &Highlights {
                cursor: Some(sq("b10")),
                ..Highlights::default()
            },
            korean_labels: false,
        }
        .render_turned(Rect::new(1, 0, w, h), &mut buf, true);
        assert_eq!(row(&buf, 0), "     i   h   g   f   e   d   c   b   a");
        assert_eq!(row(&buf, 1), "  1  車--馬--象--士--＋--士--象--馬--車");
        assert_eq!(row(&buf, 2), "     ｜  ｜  ｜  ｜＼｜／｜  ｜  ｜  ｜");
        assert_eq!(row(&buf, 3), "  2  ＋--＋--＋--＋--楚--＋--＋--＋--＋");
        assert_eq!(row(&buf, 17), "  9  ＋--＋--＋--＋--漢--＋--＋--＋--＋");
        assert_eq!(row(&buf, 19), " 10  車--馬--象--士--＋--士--象-[馬]-車");
        assert_eq!(row(&buf, 20), "     i   h   g   f   e   d   c   b   a");
    }

    #[test]
    fn clicks_map_to_points() {
        for style in BoardStyle::ALL {
            for (flipped, big) in [(false, false), (true, false), (false, true), (true, true)] {
                let g = BoardGeometry::new(style, 5, 2).turned(flipped).scaled(big);
                for s in Square::all() {
                    let (x, y) = g.cell(s);
                    assert_eq!(g.square_at(x, y), Some(s));
                    assert_eq!(g.square_at(x - 1, y), Some(s), "left marker slot");
                }
            }
            let g = BoardGeometry::new(style, 5, 2).turned(true);
            let (x, y) = g.cell(sq("a1"));
            assert_eq!(
                (x, y),
                g.turned(false).cell(sq("i10")),
                "a1 at the top right"
            );
        }
        for style in BoardStyle::ALL {
            let g = BoardGeometry::new(style, 5, 2);
            for s in Square::all() {
                let (x, y) = g.cell(s);
                assert_eq!(g.square_at(x, y), Some(s));
                assert_eq!(g.square_at(x - 1, y), Some(s), "left marker slot");
            }
            assert_eq!(g.square_at(0, 3), None);
            let (x, y) = g.cell(sq("e5"));
            assert_eq!(g.square_at(x, y + 1), None, "connector row");
            assert_eq!(g.square_at(x, 2), None, "letters row");
        }
    }

    /// Cho and Han differ by more than the background colour: Han's pieces are underlined
    /// with colour and without (reversed too without colour), and with `--ascii` written
    /// lower case; the kings and soldiers are different characters (楚/漢, 卒/兵).
    #[test]
    fn cho_and_han_differ_by_more_than_colour() {
        use ratatui::style::Modifier;
        let pos = Position::start(RuleSet::Basic);
        for theme in [Theme::colored(), Theme::monochrome()] {
            for style in BoardStyle::ALL {
                let (w, h) = BoardGeometry::size(style);
                let mut buf = Buffer::empty(Rect::new(0, 0, w, h));
                BoardView {
                    board: pos.board(),
                    style,
                    theme,
                    highlights: &Highlights::default(),
                    korean_labels: false,
                }
                .render(Rect::new(0, 0, w, h), &mut buf);
                let g = BoardGeometry::new(style, 0, 0);
                let cell = |s: &str| {
                    let (x, y) = g.cell(sq(s));
                    buf[(x, y)].clone()
                };
                // The chariots on a1 (Cho) and a10 (Han): one role, told apart without colour.
                let (cho, han) = (cell("a1"), cell("a10"));
                assert!(
                    han.modifier.contains(Modifier::UNDERLINED),
                    "{theme:?} {style:?}"
                );
                assert!(
                    !cho.modifier.contains(Modifier::UNDERLINED),
                    "{theme:?} {style:?}"
                );
                match style {
                    BoardStyle::Letters => assert_eq!((cho.symbol(), han.symbol()), ("R", "r")),
                    BoardStyle::Glyphs => {
                        assert_eq!((cell("e2").symbol(), cell("e9").symbol()), ("楚", "漢"));
                        assert_eq!((cell("a4").symbol(), cell("a7").symbol()), ("卒", "兵"));
                    }
                }
            }
        }
    }
}
