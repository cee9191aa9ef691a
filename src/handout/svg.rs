//! A board as an SVG picture, for handouts and `show --svg`: the 9×10 grid with the palace
//! diagonals (a Janggi board has no river: docs/RULES.md), file letters and rank numbers,
//! pieces as circles sized by rank as on a Korean set, with their CJK glyph in the side's
//! colour (Cho green, Han red; Han pieces also have an inner ring, so a grey print still
//! tells the sides apart) or their FEN letter, and the points and moves an exercise is about.
//!
//! The output is XML (no entity but the five predefined ones) and has no ids, so any
//! number of boards can share one HTML page.

use std::fmt::Write;

use super::escape;
use crate::rules::geometry::{FILES, RANKS};
use crate::rules::{Board, Color, Move, Piece, Role, Square};

/// How pieces are drawn.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum PieceStyle {
    /// 車馬象士包兵卒 and 楚/漢.
    #[default]
    Glyph,
    /// FEN letters: uppercase Cho, lowercase Han.
    Letter,
}

/// A move drawn as an arrow, with an optional label (a move or option number).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arrow {
    pub(crate) mv: Move,
    pub(crate) label: Option<String>,
}

/// What an exercise points at on its board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The piece the question is about (a solid ring).
    pub(crate) selected: Vec<Square>,
    /// Points the question names (a dashed ring).
    pub(crate) targets: Vec<Square>,
    pub(crate) arrows: Vec<Arrow>,
}

impl Marks {}

const CELL: f32 = 40.0;
const LEFT: f32 = 36.0;
const TOP: f32 = 24.0;
const RIGHT: f32 = 22.0;
const BOTTOM: f32 = 42.0;
const WIDTH: f32 = LEFT + CELL * (FILES - 1) as f32 + RIGHT;
const HEIGHT: f32 = TOP + CELL * (RANKS - 1) as f32 + BOTTOM;

const CHO: &str = "#17663a";
const HAN: &str = "#b3261e";
const MARK: &str = "#d9730d";
const ARROW: &str = "#1f5fbf";
const GLYPH_FONTS: &str = "'Noto Serif CJK KR','Noto Serif CJK SC','Source Han Serif',\
    'Songti SC','SimSun','Batang',serif";

fn x(sq: Square) -> f32 {
    LEFT + CELL * f32::from(sq.file())
}

fn y(sq: Square) -> f32 {
    TOP + CELL * f32::from(RANKS - 1 - sq.rank())
}

/// Circle radius by rank: the king largest, advisors and soldiers smallest.
fn radius(role: Role) -> f32 {
    match role {
        Role::King => 18.5,
        Role::Chariot | Role::Cannon | Role::Horse | Role::Elephant => 16.5,
        Role::Advisor | Role::Soldier => 13.5,
    }
}

fn colour(c: Color) -> &'static str {
    match c {
        Color::Cho => CHO,
        Color::Han => HAN,
    }
}

/// The board as an `<svg>` element. `title` (escaped here) is its accessible name;
/// `fen` goes in a `data-fen` attribute so tools and tests can find the position.
pub fn board(board: &Board, marks: &Marks, style: PieceStyle, title: &str, fen: &str) -> String {
    let mut s = String::with_capacity(8 * 1024);
    let _ = write!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" class="board" data-fen="{}"><title>{}</title>"#,
        escape(fen),
        escape(title)
    );
    let _ = write!(
        s,
        r##"<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT}" fill="#f6ead0"/>"##
    );
    grid(&mut s);
    labels(&mut s);
    // Arrows under the pieces, so a jumped screen or a captured piece stays readable; a
    // one-step arrow over them, or the moving piece's disc would hide all but its tip.
    for a in marks.arrows.iter().filter(|a| !one_step(a)) {
        arrow(&mut s, a);
    }
    for (sq, piece) in board.pieces() {
        draw_piece(&mut s, sq, piece, style);
    }
    for a in marks.arrows.iter().filter(|a| one_step(a)) {
        arrow(&mut s, a);
    }
    for &sq in &marks.selected {
        let _ = write!(
            s,
            r#"<circle cx="{}" cy="{}" r="19.5" fill="none" stroke="{MARK}" stroke-width="3"/>"#,
            x(sq),
            y(sq)
        );
    }
    for &sq in &marks.targets {
        let _ = write!(
            s,
            r#"<circle cx="{}" cy="{}" r="19.5" fill="none" stroke="{MARK}" stroke-width="2.5" stroke-dasharray="5 3"/>"#,
            x(sq),
            y(sq)
        );
    }
    for a in &marks.arrows {
        badge(&mut s, a);
    }
    s.push_str("</svg>");
    s
}

fn line(s: &mut String, (x1, y1): (f32, f32), (x2, y2): (f32, f32), width: f32) {
    let _ = write!(
        s,
        r##"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#3a2f1f" stroke-width="{width}"/>"##
    );
}

fn point(file: u8, rank: u8) -> (f32, f32) {
    let sq = Square::new(file, rank).expect("on board");
    (x(sq), y(sq))
}

fn grid(s: &mut String) {
    for rank in 0..RANKS {
        let w = if rank == 0 || rank == RANKS - 1 {
            1.6
        } else {
            1.0
        };
        line(s, point(0, rank), point(FILES - 1, rank), w);
    }
    for file in 0..FILES {
        let w = if file == 0 || file == FILES - 1 {
            1.6
        } else {
            1.0
        };
        line(s, point(file, 0), point(file, RANKS - 1), w);
    }
    // The palaces' diagonals: d1–f3 and f1–d3, d8–f10 and f8–d10.
    for (low, high) in [(0, 2), (7, 9)] {
        line(s, point(3, low), point(5, high), 1.0);
        line(s, point(5, low), point(3, high), 1.0);
    }
}

fn labels(s: &mut String) {
    let style = r##"font-family="sans-serif" font-size="12" fill="#3a2f1f" text-anchor="middle""##;
    for file in 0..FILES {
        let (px, _) = point(file, 0);
        let _ = write!(
            s,
            r#"<text x="{px}" y="{}" {style}>{}</text>"#,
            HEIGHT - 12.0,
            char::from(b'a' + file)
        );
    }
    for rank in 0..RANKS {
        let (_, py) = point(0, rank);
        let _ = write!(
            s,
            r#"<text x="{}" y="{}" {style}>{}</text>"#,
            LEFT / 2.0 - 6.0,
            py + 4.0,
            rank + 1
        );
    }
}

fn draw_piece(s: &mut String, sq: Square, piece: Piece, style: PieceStyle) {
    let (cx, cy) = (x(sq), y(sq));
    let r = radius(piece.role);
    let c = colour(piece.color);
    let _ = write!(
        s,
        r##"<circle cx="{cx}" cy="{cy}" r="{r}" fill="#fffaf0" stroke="{c}" stroke-width="1.8"/>"##
    );
    if piece.color == Color::Han {
        let _ = write!(
            s,
            r#"<circle cx="{cx}" cy="{cy}" r="{}" fill="none" stroke="{c}" stroke-width="0.8"/>"#,
            r - 3.0
        );
    }
    let (text, size, fonts) = match style {
        PieceStyle::Glyph => (piece.glyph(), r * 1.05, GLYPH_FONTS),
        PieceStyle::Letter => (piece.char(), r * 1.1, "monospace"),
    };
    let _ = write!(
        s,
        r#"<text x="{cx}" y="{}" font-family="{fonts}" font-size="{size:.1}" font-weight="bold" fill="{c}" text-anchor="middle">{text}</text>"#,
        cy + size * 0.36
    );
}

/// A move to a next point (a step along a line or a palace diagonal): nothing lies between
/// its ends, so its arrow is drawn over the pieces.
fn one_step(a: &Arrow) -> bool {
    let (dx, dy) = (x(a.mv.to) - x(a.mv.from), y(a.mv.to) - y(a.mv.from));
    let len = (dx * dx + dy * dy).sqrt();
    (1.0..CELL * 1.5).contains(&len)
}

fn arrow(s: &mut String, a: &Arrow) {
    let (x1, y1, x2, y2) = (x(a.mv.from), y(a.mv.from), x(a.mv.to), y(a.mv.to));
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return; // a pass: see `badge`
    }
    let (ux, uy) = (dx / len, dy / len);
    // Under the pieces the shaft starts at the centre and the head stops at the rim of a
    // piece on the far point. Over them (one step) it runs from beside the moving piece's
    // glyph to beside the far one's, with a shorter head: 19 units, 3.4 mm on paper.
    let (start, stop, head) = if one_step(a) {
        (10.0, 11.0, 10.0)
    } else {
        (0.0, 17.0, 13.0)
    };
    let (sx, sy) = (x1 + ux * start, y1 + uy * start);
    let (tx, ty) = (x2 - ux * stop, y2 - uy * stop);
    let (bx, by) = (tx - ux * head, ty - uy * head);
    let (px, py) = (-uy * 7.5, ux * 7.5);
    let _ = write!(
        s,
        r#"<line x1="{sx:.1}" y1="{sy:.1}" x2="{bx:.1}" y2="{by:.1}" stroke="{ARROW}" stroke-width="4" stroke-opacity="0.8" stroke-linecap="round"/><polygon points="{tx:.1},{ty:.1} {:.1},{:.1} {:.1},{:.1}" fill="{ARROW}" fill-opacity="0.9"/>"#,
        bx + px,
        by + py,
        bx - px,
        by - py
    );
}

/// Over the pieces: a pass as a ring round the king, and a move's number as a small badge
/// at the upper left of its starting point (clear of the glyph and of the next points).
fn badge(s: &mut String, a: &Arrow) {
    let (x1, y1) = (x(a.mv.from), y(a.mv.from));
    if a.mv.from == a.mv.to {
        let _ = write!(
            s,
            r#"<circle cx="{x1}" cy="{y1}" r="21.5" fill="none" stroke="{ARROW}" stroke-width="3" stroke-opacity="0.8"/>"#
        );
    }
    if let Some(label) = &a.label {
        let (bx, by) = (x1 - 14.0, y1 - 14.0);
        let _ = write!(
            s,
            r##"<circle cx="{bx}" cy="{by}" r="7.5" fill="#ffffff" stroke="{ARROW}" stroke-width="1.5"/><text x="{bx}" y="{}" font-family="sans-serif" font-size="10" font-weight="bold" fill="{ARROW}" text-anchor="middle">{}</text>"##,
            by + 3.5,
            escape(label)
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Setup, sq};

    #[test]
    fn a_board_has_its_pieces_lines_and_marks() {
        let setup = Setup::start();
        let marks = Marks {
            selected: vec![sq("b1")],
            targets: vec![sq("c3")],
            arrows: vec![Arrow {
                mv: Move::new(sq("b1"), sq("c3")),
                label: Some("1".into()),
            }],
        };
        let svg = board(
            &setup.board,
            &marks,
            PieceStyle::Glyph,
            "a <b> & \"c\"",
            "x",
        );
        assert_eq!(svg.matches("<line ").count(), 10 + 9 + 4 + 1);
        // 32 pieces, 16 Han inner rings, 2 rings, the arrow's label.
        assert_eq!(svg.matches("<circle ").count(), 32 + 16 + 2 + 1);
        assert!(
            svg.contains("<title>a &lt;b&gt; &amp; &quot;c&quot;</title>"),
            "{svg}"
        );
        assert_eq!(svg.matches('楚').count() + svg.matches('漢').count(), 2);
        let letters = board(
            &setup.board,
            &Marks::default(),
            PieceStyle::Letter,
            "t",
            "x",
        );
        assert!(letters.contains(">K</text>") && letters.contains(">k</text>"));
    }

    /// The arrow of `from`-`to` in `svg`: where its element starts, and its length from the
    /// shaft's start to the head's tip.
    fn drawn_arrow(svg: &str, from: &str, to: &str) -> (usize, f32) {
        let (x1, y1, x2, y2) = (x(sq(from)), y(sq(from)), x(sq(to)), y(sq(to)));
        let on_the_move = |px: f32, py: f32| {
            // The point lies on the segment between the two centres.
            ((px - x1) * (y2 - y1) - (py - y1) * (x2 - x1)).abs() < 1.0
        };
        let number = |tag: &str, name: &str| -> f32 {
            let at = tag.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
            tag[at..].split('"').next().unwrap().parse().unwrap()
        };
        for (at, _) in svg.match_indices("<line ") {
            let tag = &svg[at..at + svg[at..].find("/>").unwrap()];
            if !tag.contains(ARROW) {
                continue;
            }
            let (sx, sy) = (number(tag, "x1"), number(tag, "y1"));
            if !on_the_move(sx, sy) {
                continue;
            }
            let poly = &svg[at..];
            let points = &poly[poly.find("points=\"").unwrap() + 8..];
            let tip: Vec<f32> = points
                .split([',', ' '])
                .take(2)
                .map(|n| n.parse().unwrap())
                .collect();
            let len = ((tip[0] - sx).powi(2) + (tip[1] - sy).powi(2)).sqrt();
            return (at, len);
        }
        panic!("no arrow {from}-{to} in {svg}");
    }

    #[test]
    fn a_one_step_arrow_is_drawn_over_the_pieces_and_a_long_one_under_them() {
        let setup = Setup::start();
        let marks = Marks {
            arrows: vec![
                Arrow {
                    mv: Move::new(sq("a4"), sq("a5")),
                    label: None,
                },
                Arrow {
                    mv: Move::new(sq("d1"), sq("e2")),
                    label: None,
                },
                Arrow {
                    mv: Move::new(sq("i1"), sq("i3")),
                    label: None,
                },
            ],
            ..Marks::default()
        };
        let svg = board(&setup.board, &marks, PieceStyle::Glyph, "t", "x");
        let first_piece = svg.find("fill=\"#fffaf0\"").unwrap();
        let last_piece = svg.rfind("</text>").unwrap();
        // A step along a line and a palace diagonal: over the pieces, long enough to see
        // (15 units is 2.7 mm on a 68 mm board); before, the soldier's disc left 9.5 units
        // of the step's tip showing.
        for (from, to) in [("a4", "a5"), ("d1", "e2")] {
            let (at, len) = drawn_arrow(&svg, from, to);
            assert!(at > last_piece, "{from}-{to} is drawn under the pieces");
            assert!(len >= 15.0, "{from}-{to} is {len} units");
        }
        // Two points away: under the pieces, from the centre to the far piece's rim.
        let (at, len) = drawn_arrow(&svg, "i1", "i3");
        assert!(at < first_piece, "a long arrow is drawn over the pieces");
        assert!((len - (2.0 * CELL - 17.0)).abs() < 0.2, "{len}");
    }
}
