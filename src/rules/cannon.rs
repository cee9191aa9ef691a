//! Cannon lines: for every cannon, each line it could use, its screen and what it reaches.
//! Lessons ask which lines a move opens or closes, and whether that came from the *number*
//! of pieces on the line or from the *kind* of screen (a cannon as screen closes a line).

use super::board::Board;
use super::geometry::{ORTHOGONAL, Square, palace_rays};
use super::moves::Move;
use super::piece::{Color, Piece, Role};

/// The first piece along a cannon's line: the piece it would jump.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CannonScreen {
    pub(crate) square: Square,
    pub(crate) piece: Piece,
    /// A cannon (of either side) can never be a screen.
    pub(crate) usable: bool,
}

/// One line of one cannon: a rank or file direction, or a palace diagonal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CannonLine {
    pub(crate) cannon: Square,
    pub(crate) color: Color,
    /// Step per point as (files, ranks), e.g. (0, 1) toward rank 10, (1, 1) along a palace line.
    pub(crate) direction: (i8, i8),
    pub(crate) screen: Option<CannonScreen>,
    /// The first piece after the screen, if any: the capture target or the blocker.
    pub(crate) beyond: Option<(Square, Piece)>,
    /// Points the cannon reaches along this line (moves and captures; king safety not tested).
    pub(crate) reach: Vec<Square>,
}

impl CannonLine {
    /// A line is open when the cannon can reach at least one point along it.
    pub(crate) fn is_open(&self) -> bool {
        !self.reach.is_empty()
    }

    /// Pieces on the line up to and including the first piece after the screen.
    fn piece_count(&self) -> usize {
        self.screen.is_some() as usize + self.beyond.is_some() as usize
    }

    /// Direction as a stable id: `up`, `down`, `left`, `right` (Cho's view) or `palace`.
    pub(crate) fn direction_id(&self) -> &'static str {
        match self.direction {
            (0, 1) => "up",
            (0, -1) => "down",
            (-1, 0) => "left",
            (1, 0) => "right",
            _ => "palace",
        }
    }
}

/// Why a line opened or closed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum LineChangeCause {
    /// The number of pieces on the line changed (a screen appeared, vanished or was doubled).
    Count,
    /// The screen's kind changed: a cannon became (or stopped being) the piece to jump.
    Kind,
    /// The screen stayed; what stands after it changed.
    Beyond,
}

impl LineChangeCause {}

/// A cannon line that opened or closed because of a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct LineChange {
    pub(crate) before: CannonLine,
    pub(crate) after: CannonLine,
    pub(crate) opened: bool,
    pub(crate) cause: LineChangeCause,
}

fn line(
    board: &Board,
    cannon: Square,
    color: Color,
    direction: (i8, i8),
    points: &[Square],
) -> CannonLine {
    let mut l = CannonLine {
        cannon,
        color,
        direction,
        screen: None,
        beyond: None,
        reach: Vec::new(),
    };
    for &s in points {
        let Some(piece) = board.get(s) else {
            if l.screen.as_ref().is_some_and(|sc| sc.usable) {
                l.reach.push(s);
            }
            continue;
        };
        match &l.screen {
            None => {
                l.screen = Some(CannonScreen {
                    square: s,
                    piece,
                    usable: piece.role != Role::Cannon,
                })
            }
            Some(sc) => {
                if sc.usable && piece.color != color && piece.role != Role::Cannon {
                    l.reach.push(s);
                }
                l.beyond = Some((s, piece));
                break;
            }
        }
    }
    l
}

/// Every line of every cannon (of one side, or both with `None`), a1 first.
pub(crate) fn cannon_lines(board: &Board, side: Option<Color>) -> Vec<CannonLine> {
    let mut out = Vec::new();
    for (sq, piece) in board.pieces() {
        if piece.role != Role::Cannon || side.is_some_and(|c| c != piece.color) {
            continue;
        }
        for (df, dr) in ORTHOGONAL {
            let mut points = Vec::new();
            let mut cur = sq;
            while let Some(n) = cur.offset(df, dr) {
                points.push(n);
                cur = n;
            }
            out.push(line(board, sq, piece.color, (df, dr), &points));
        }
        for ray in palace_rays(sq) {
            if ray.len == 2 {
                let d = (
                    ray.points[0].file() as i8 - sq.file() as i8,
                    ray.points[0].rank() as i8 - sq.rank() as i8,
                );
                out.push(line(board, sq, piece.color, d, ray.squares()));
            }
        }
    }
    out
}

/// Lines of cannons that did not move which opened or closed between two boards.
pub(crate) fn compare_lines(before: &Board, after: &Board) -> Vec<LineChange> {
    let after_lines = cannon_lines(after, None);
    let mut out = Vec::new();
    for b in cannon_lines(before, None) {
        let Some(a) = after_lines
            .iter()
            .find(|a| a.cannon == b.cannon && a.direction == b.direction && a.color == b.color)
        else {
            continue;
        };
        if a.is_open() == b.is_open() {
            continue;
        }
        let cause = match (&b.screen, &a.screen) {
            (Some(sb), Some(sa)) if sb.usable != sa.usable => LineChangeCause::Kind,
            _ if b.piece_count() != a.piece_count()
                || b.screen.as_ref().map(|s| s.square) != a.screen.as_ref().map(|s| s.square) =>
            {
                LineChangeCause::Count
            }
            _ => LineChangeCause::Beyond,
        };
        out.push(LineChange {
            opened: a.is_open(),
            before: b,
            after: a.clone(),
            cause,
        });
    }
    out
}

/// The line changes a move makes on a board (the move is not checked for legality).
pub(crate) fn line_changes_of_move(board: &Board, m: Move) -> Vec<LineChange> {
    let mut after = board.clone();
    if !m.is_pass() {
        after.move_piece(m.from, m.to);
    }
    compare_lines(board, &after)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Setup, sq};

    fn board(fen: &str) -> Board {
        Setup::from_fen(fen).unwrap().board
    }

    fn line_of<'a>(lines: &'a [CannonLine], cannon: &str, dir: &str) -> &'a CannonLine {
        lines
            .iter()
            .find(|l| l.cannon == sq(cannon) && l.direction_id() == dir)
            .unwrap()
    }

    #[test]
    fn lines_know_their_screen_and_reach() {
        // Cho cannon b3, Cho soldier b5 (screen), Han soldier b8 (target).
        let b = board("3k5/9/1p7/9/9/1P7/9/1C7/4K4/9 w - - 0 1");
        let lines = cannon_lines(&b, Some(Color::Cho));
        let up = line_of(&lines, "b3", "up");
        let screen = up.screen.as_ref().unwrap();
        assert_eq!((screen.square, screen.usable), (sq("b5"), true));
        assert_eq!(up.reach, vec![sq("b6"), sq("b7"), sq("b8")]);
        assert!(up.is_open());
        // Nothing to the right: no screen, closed.
        let right = line_of(&lines, "b3", "right");
        assert!(right.screen.is_none() && !right.is_open());
    }

    #[test]
    fn a_cannon_screen_closes_the_line_by_kind() {
        // Cho cannon b3 with a soldier on b5 as its screen. Put a cannon on b5 instead: the
        // number of pieces on the line is the same, but the line closes because of the
        // screen's kind.
        let before = board("3k5/9/1p7/9/9/1P7/9/1C5C1/4K4/9 w - - 0 1");
        let mut after = before.clone();
        after.set(sq("b5"), Some(Piece::new(Color::Cho, Role::Cannon)));
        let changes = compare_lines(&before, &after);
        let b3 = changes
            .iter()
            .find(|c| c.before.cannon == sq("b3"))
            .unwrap();
        assert!(!b3.opened);
        assert_eq!(b3.cause, LineChangeCause::Kind);
    }

    #[test]
    fn moving_the_screen_away_closes_by_count() {
        // The only piece on b3's file is the soldier on b5: moving it away leaves no screen.
        let b = board("3k5/9/9/9/9/1P7/9/1C7/4K4/9 w - - 0 1");
        let changes = line_changes_of_move(&b, Move::new(sq("b5"), sq("c5")));
        let up = changes
            .iter()
            .find(|c| c.before.cannon == sq("b3") && c.before.direction_id() == "up")
            .unwrap();
        assert!(!up.opened);
        assert_eq!(up.cause, LineChangeCause::Count);
        // Stepping back onto the file gives the cannon its screen again.
        let back = line_changes_of_move(
            &board("3k5/9/9/9/9/2P6/9/1C7/4K4/9 w - - 0 1"),
            Move::new(sq("c5"), sq("b5")),
        );
        assert!(
            back.iter()
                .any(|c| c.opened && c.cause == LineChangeCause::Count)
        );
    }

    #[test]
    fn palace_lines_are_cannon_lines() {
        // Cho cannon d1 jumps its advisor on e2 to take a Han horse on f3.
        let b = board("4k4/9/9/9/9/9/9/5n3/4A4/3CK4 w - - 0 1");
        let lines = cannon_lines(&b, Some(Color::Cho));
        let diag = line_of(&lines, "d1", "palace");
        assert_eq!(diag.reach, vec![sq("f3")]);
    }
}
