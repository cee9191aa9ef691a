//! Screen geometry, shared by drawing and by mouse handling so a click lands where the eye
//! sees it. Pure functions of the terminal size.

use ratatui::layout::Rect;

use super::board::BoardGeometry;
use crate::learner::settings::BoardStyle;

/// The smallest terminal the screens are designed for.
pub(crate) const MIN_WIDTH: u16 = 80;
pub(crate) const MIN_HEIGHT: u16 = 24;

pub(crate) fn too_small(area: Rect) -> bool {
    area.width < MIN_WIDTH || area.height < MIN_HEIGHT
}

/// The frame every screen shares: a header row, the body, a status row and the key hints.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Chrome {
    pub(crate) header: Rect,
    pub(crate) body: Rect,
    pub(crate) status: Rect,
    pub(crate) hints: Rect,
}

#[cfg(test)]
pub(crate) fn chrome(area: Rect) -> Chrome {
    chrome_with_panel(area, 0)
}

/// The frame with up to `panel` rows taken from the bottom of the body (the `--watch`
/// panel), only as many as keep the body as tall as in the smallest terminal.
pub(crate) fn chrome_with_panel(area: Rect, panel: u16) -> Chrome {
    let h = area.height;
    let panel = panel.min(h.saturating_sub(MIN_HEIGHT));
    let row = |y: u16, height: u16| Rect::new(area.x, area.y + y, area.width, height);
    Chrome {
        header: row(0, 1),
        body: row(1, h.saturating_sub(3 + panel)),
        status: row(h.saturating_sub(2), 1),
        hints: row(h.saturating_sub(1), 1),
    }
}

/// The rows between the body and the status row (the `--watch` panel), if any.
pub(crate) fn panel_area(c: &Chrome) -> Rect {
    let top = c.body.bottom();
    Rect::new(c.body.x, top, c.body.width, c.status.y.saturating_sub(top))
}

/// A board on the left and a side panel filling the rest.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct BoardSplit {
    pub(crate) board: Rect,
    pub(crate) geometry: BoardGeometry,
    pub(crate) side: Rect,
}

/// The side panel's narrowest width beside a larger board.
const BIG_BOARD_SIDE_MIN: u16 = 44;

/// The board is drawn larger when the body has the rows for it and a side panel of at least
/// `BIG_BOARD_SIDE_MIN` columns stays beside it (120 × 40: yes; 80 × 24: no).
pub(crate) fn big_board(body: Rect, style: BoardStyle) -> bool {
    let (w, h) = BoardGeometry::big_size(style);
    h <= body.height && w + 3 + BIG_BOARD_SIDE_MIN <= body.width
}

pub(crate) fn board_split(body: Rect, style: BoardStyle) -> BoardSplit {
    let big = big_board(body, style);
    let (w, h) = if big {
        BoardGeometry::big_size(style)
    } else {
        BoardGeometry::size(style)
    };
    let board = Rect::new(body.x, body.y, w.min(body.width), h.min(body.height));
    let side_x = body.x + w + 2;
    let side = Rect::new(
        side_x,
        body.y,
        body.right().saturating_sub(side_x + 1),
        body.height,
    );
    BoardSplit {
        board,
        geometry: BoardGeometry::new(style, board.x, board.y).scaled(big),
        side,
    }
}

/// The exercise screen: where everything is, for drawing and for clicks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct ExLayout {
    pub(crate) board: Option<BoardSplit>,
    /// The text column (right of the board, or the whole body without a board).
    pub(crate) side: Rect,
    /// The prompt block at the top of the side column.
    pub(crate) top: Rect,
    /// The answer list, when the kind has one.
    pub(crate) answer: Option<Rect>,
    pub(crate) feedback: Rect,
}

/// Lays out the exercise screen: a board if the exercise shows one, the prompt (`top_lines`
/// rows of wrapped text), the answer list (`rows` items) and the feedback, which gets at
/// least half of what is left once there is some (`feedback_open`).
pub(crate) fn exercise(
    body: Rect,
    style: Option<BoardStyle>,
    top_lines: u16,
    rows: u16,
    feedback_open: bool,
) -> ExLayout {
    let board = style.map(|s| board_split(body, s));
    let side = match &board {
        Some(b) => b.side,
        None => Rect::new(
            body.x + 1,
            body.y,
            body.width.saturating_sub(2),
            body.height,
        ),
    };
    // Once there is a verdict, the prompt gives up rows so the feedback keeps at least four
    // inside the panel (it fell below the panel, onto the status row, under a long prompt).
    let keep = if feedback_open && rows > 0 {
        4 + 2 + 6
    } else {
        4
    };
    let top_h = top_lines.min(side.height.saturating_sub(keep));
    let rest = below(side, top_h + 1);
    let (answer, feedback) = if rows == 0 {
        (None, rest)
    } else {
        let fb_min = if feedback_open {
            (rest.height / 2).max(6)
        } else {
            0
        };
        let h = rows
            .min(rest.height.saturating_sub(fb_min))
            .max(rest.height.min(2));
        let answer = Rect::new(rest.x, rest.y, rest.width, h);
        (Some(answer), below(rest, h + 1))
    };
    ExLayout {
        board,
        side,
        top: Rect::new(side.x, side.y, side.width, top_h),
        answer,
        feedback,
    }
}

/// Where the free board's menu (`items` rows) is drawn inside the side panel.
pub(crate) fn free_menu(side: Rect, items: usize) -> Rect {
    let top = side.y + side.height.saturating_sub(items as u16);
    Rect::new(side.x, top, side.width, items as u16)
}

/// The board editor's palette: two rows of cells (Cho's pieces and the eraser; Han's
/// pieces), `PALETTE_CELL` columns each, below the panel's first two rows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Palette {
    pub(crate) area: Rect,
}

pub(crate) const PALETTE_CELL: u16 = 4;
/// Cells per row: seven pieces, and the eraser on the first row.
pub(crate) const PALETTE_CELLS: u16 = 8;

impl Palette {
    /// The left column of cell `index` on `row`.
    pub(crate) fn cell(self, row: u16, index: u16) -> (u16, u16) {
        (self.area.x + index * PALETTE_CELL, self.area.y + row)
    }

    /// (row, cell index) under a click.
    pub(crate) fn hit(self, col: u16, row: u16) -> Option<(usize, usize)> {
        if row < self.area.y || row >= self.area.bottom() || col < self.area.x {
            return None;
        }
        let index = (col - self.area.x) / PALETTE_CELL;
        let r = row - self.area.y;
        let last = if r == 0 {
            PALETTE_CELLS
        } else {
            PALETTE_CELLS - 1
        };
        (index < last).then_some((r as usize, index as usize))
    }
}

pub(crate) fn editor_palette(side: Rect) -> Palette {
    let area = below(side, 3);
    Palette {
        area: Rect::new(
            area.x,
            area.y,
            (PALETTE_CELL * PALETTE_CELLS).min(area.width),
            2.min(area.height),
        ),
    }
}

/// Two columns: a list on the left (a third of the width, at least `min_left` columns) and
/// details on the right.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct TwoPane {
    pub(crate) left: Rect,
    pub(crate) right: Rect,
}

/// The list width of most screens.
pub(crate) const LIST_WIDTH: u16 = 26;
/// The home list shows lesson titles and stars.
pub(crate) const HOME_LIST_WIDTH: u16 = 36;
/// A lesson's exercise list: stars, number and kind.
pub(crate) const LESSON_LIST_WIDTH: u16 = 30;
/// The settings list shows values too.
pub(crate) const SETTINGS_LIST_WIDTH: u16 = 38;
/// The games screen's list of files.
pub(crate) const GAMES_LIST_WIDTH: u16 = 36;

/// The home screen's panes: the list takes half of a wide body (from 100 columns), so the
/// lesson titles use the width instead of being cut beside an empty right half; below that,
/// [`two_pane`] with `HOME_LIST_WIDTH`.
pub(crate) fn home_panes(body: Rect) -> TwoPane {
    let min_left = if body.width >= 100 {
        body.width / 2
    } else {
        HOME_LIST_WIDTH
    };
    two_pane(body, min_left)
}

pub(crate) fn two_pane(body: Rect, min_left: u16) -> TwoPane {
    let lw = (body.width / 3).max(min_left).min(body.width);
    let left = Rect::new(body.x + 1, body.y, lw.saturating_sub(1), body.height);
    let rx = body.x + lw + 2;
    let right = Rect::new(rx, body.y, body.right().saturating_sub(rx + 1), body.height);
    TwoPane { left, right }
}

/// First visible row of a list of `len` items in `height` rows that keeps `selected` in view
/// (centred when it can be). Stateless, so drawing and clicking agree.
pub(crate) fn list_offset(selected: usize, len: usize, height: usize) -> usize {
    if height == 0 || len <= height {
        return 0;
    }
    selected.saturating_sub(height / 2).min(len - height)
}

/// The item under screen row `row` of a list drawn in `area` (title row excluded by caller).
pub(crate) fn list_hit(
    area: Rect,
    row: u16,
    col: u16,
    selected: usize,
    len: usize,
) -> Option<usize> {
    if row < area.y || row >= area.bottom() || col < area.x || col >= area.right() {
        return None;
    }
    let index = list_offset(selected, len, area.height as usize) + (row - area.y) as usize;
    (index < len).then_some(index)
}

/// `r` without its first `n` rows.
pub(crate) fn below(r: Rect, n: u16) -> Rect {
    let n = n.min(r.height);
    Rect::new(r.x, r.y + n, r.width, r.height - n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_fits_the_smallest_terminal() {
        let c = chrome(Rect::new(0, 0, MIN_WIDTH, MIN_HEIGHT));
        for style in BoardStyle::ALL {
            let (w, h) = BoardGeometry::size(style);
            assert!(
                h <= c.body.height,
                "{style:?}: {h} rows > {}",
                c.body.height
            );
            let s = board_split(c.body, style);
            assert_eq!((s.board.width, s.board.height), (w, h));
            assert!(s.side.width >= 36, "side panel {}", s.side.width);
        }
    }

    #[test]
    fn the_feedback_stays_inside_the_panel_under_a_long_prompt() {
        let body = chrome(Rect::new(0, 0, 80, 24)).body;
        let l = exercise(body, Some(BoardStyle::Glyphs), 30, 3, true);
        assert!(l.feedback.height >= 4, "{l:?}");
        assert!(l.feedback.bottom() <= body.bottom(), "{l:?}");
        let answer = l.answer.unwrap();
        assert!(
            answer.height >= 2 && answer.bottom() < l.feedback.y,
            "{l:?}"
        );
    }

    #[test]
    fn the_home_list_uses_a_wide_terminal() {
        let small = home_panes(chrome(Rect::new(0, 0, 80, 24)).body);
        assert_eq!(
            small,
            two_pane(chrome(Rect::new(0, 0, 80, 24)).body, HOME_LIST_WIDTH)
        );
        let large = home_panes(chrome(Rect::new(0, 0, 120, 40)).body);
        assert!(large.left.width >= 59, "{large:?}");
        assert!(large.right.width >= 55, "{large:?}");
    }

    #[test]
    fn list_offsets_keep_the_selection_visible() {
        for len in 0..40 {
            for sel in 0..len {
                for height in 1..12 {
                    let off = list_offset(sel, len, height);
                    assert!(off <= sel && sel < off + height, "{sel} {len} {height}");
                }
            }
        }
        let area = Rect::new(2, 3, 20, 5);
        assert_eq!(list_hit(area, 3, 2, 0, 3), Some(0));
        assert_eq!(list_hit(area, 5, 2, 0, 3), Some(2));
        assert_eq!(list_hit(area, 6, 2, 0, 3), None);
        assert_eq!(list_hit(area, 3, 1, 0, 3), None);
    }
}
