//! The games screen: the list of saved games (or the games of one file) beside what the
//! folder is; an open game as the board beside its move list (in the learner's notation,
//! checks and captures marked, the review's moments marked `!`), the review's progress bar
//! and the moment at the move shown.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use unicode_width::UnicodeWidthStr;

use crate::i18n::Message;
use crate::rules::Color;
use crate::tui::board::Highlights;
use crate::tui::layout;
use crate::tui::screens::games::learn::{Learn, Step};
use crate::tui::screens::games::{DrawnList, GameView, GamesState, ReviewJob};
use crate::tui::screens::play::view::move_label;
use crate::tui::view::Ui;
use crate::tui::view::text::{Lines, truncate};
use crate::tui::view::{draw_list, panel_title};

pub(crate) fn render(ui: &Ui, g: &GamesState, body: Rect, buf: &mut Buffer) {
    match &g.view {
        Some(v) => match &v.learn {
            Some(l) => learn(ui, l, body, buf),
            None => game(ui, v, body, buf),
        },
        None => list(ui, g, body, buf),
    }
}

/// The status row: whose turn and the state of the position shown.
pub(crate) fn status(ui: &Ui, g: &GamesState, area: Rect, buf: &mut Buffer) {
    if let Some(v) = &g.view {
        match &v.learn {
            Some(l) => crate::tui::view::position_status(ui, &l.position(), &[], area, buf),
            None => crate::tui::view::position_status(ui, v.position(), &[], area, buf),
        }
    }
}

fn list(ui: &Ui, g: &GamesState, body: Rect, buf: &mut Buffer) {
    let panes = layout::two_pane(body, layout::GAMES_LIST_WIDTH);
    let area = layout::below(panes.left, 1);
    match &g.picking {
        Some(p) => {
            let name = p
                .path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            panel_title(ui, &name, true, panes.left, buf);
            let items: Vec<(String, Style)> = p
                .games
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    let title = r.title().unwrap_or_else(|| ui.tr("games-untitled"));
                    let moves = ui.fmt(
                        &Message::new("games-moves").arg_num("count", r.moves.len().div_ceil(2)),
                    );
                    (format!("{}. {title} ({moves})", i + 1), Style::default())
                })
                .collect();
            draw_list(ui, &items, Some(p.index), true, area, buf);
        }
        None => {
            panel_title(ui, &ui.tr("games-saved"), true, panes.left, buf);
            let mut items: Vec<(String, Style)> = g
                .files
                .iter()
                .map(|f| (ui.fmt(&f.about.row()), Style::default()))
                .collect();
            items.push((ui.tr("games-open-path"), ui.theme.good()));
            draw_list(ui, &items, Some(g.index), true, area, buf);
        }
    }
    let right = panes.right;
    let w = right.width;
    panel_title(ui, &ui.tr("games-about"), false, right, buf);
    let mut lines = Lines::new();
    if let Some(e) = &g.error {
        lines.para(&ui.fmt(e), ui.theme.bad(), w);
        lines.blank();
    }
    if let Some(p) = &g.picking {
        lines.para(
            &ui.fmt(&Message::new("games-several").arg_num("count", p.games.len())),
            Style::default(),
            w,
        );
        lines.blank();
    } else if let Some(f) = g.files.get(g.index) {
        // The highlighted game in full: the row may be cut at the list's width.
        lines.para(&f.name, ui.theme.title(), w);
        lines.para(&ui.fmt(&f.about.row()), Style::default(), w);
        if f.about.games > 1 {
            let several = Message::new("games-several").arg_num("count", f.about.games);
            lines.para(&ui.fmt(&several), ui.theme.dim(), w);
        }
        lines.blank();
    }
    let folder = match &g.dir {
        Some(d) => Message::new("games-folder").arg("path", d.display().to_string()),
        None => Message::new("games-no-folder"),
    };
    lines.para(&ui.fmt(&folder), Style::default(), w);
    if g.files.is_empty() && g.picking.is_none() {
        lines.para(&ui.tr("games-folder-empty"), ui.theme.dim(), w);
    }
    lines.blank();
    lines.para(&ui.tr("games-how"), ui.theme.dim(), w);
    lines.draw(layout::below(right, 1), buf, 0);
}

fn game(ui: &Ui, v: &GameView, body: Rect, buf: &mut Buffer) {
    let split = layout::board_split(body, ui.style);
    let pos = v.position();
    let last_move = v.ply.checked_sub(1).map(|i| v.replayed.game.moves()[i]);
    let hl = Highlights {
        last_move,
        check: pos.is_check().then(|| pos.king(pos.turn())).flatten(),
        ..Highlights::default()
    };
    // From the learner's side: a game the learner played as Han is drawn turned.
    let turned = v.learner == Some(Color::Han);
    crate::tui::view::board_view(ui, pos.board(), &hl).render_turned(split.board, buf, turned);

    let side = split.side;
    let w = side.width;
    let record = &v.replayed.record;
    let mut title = record.title().unwrap_or_else(|| {
        v.path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    });
    if v.games > 1 {
        title = format!("{title} ({}/{})", v.game + 1, v.games);
    }
    panel_title(ui, &title, true, side, buf);
    let mut top = Lines::new();
    let at = match last_move {
        Some(m) => {
            let before = &v.replayed.game.positions()[v.ply - 1];
            Message::new("games-at-move")
                .arg("number", v.number_text())
                .arg_num("count", v.whole_moves() as i64)
                .arg("move", move_label(ui, before, m))
        }
        None => Message::new("games-at-start").arg_num("count", v.whole_moves() as i64),
    };
    top.para(&ui.fmt(&at), Style::default(), w);
    if let Some(e) = &v.replayed.error {
        top.para(&ui.fmt(&e.message()), ui.theme.bad(), w);
    }
    let bottom = review_lines(ui, v, w);
    let used_top = top.len().min(side.height.saturating_sub(1) as usize) as u16;
    top.draw(Rect::new(side.x, side.y + 1, w, used_top), buf, 0);
    let list_y = side.y + 1 + used_top;
    let bottom_h = (bottom.len() as u16).min(side.bottom().saturating_sub(list_y + 3));
    let list_h = side.bottom().saturating_sub(list_y + bottom_h + 1);
    move_list(ui, v, Rect::new(side.x, list_y, w, list_h), buf);
    bottom.draw(
        Rect::new(side.x, side.bottom() - bottom_h, w, bottom_h),
        buf,
        0,
    );
}

/// The move list: two moves a row, Cho's then Han's, after their whole-move number as the
/// play screen writes it; the move shown highlighted, the review's moments marked `?!`, `?`
/// or `??`.
fn move_list(ui: &Ui, v: &GameView, area: Rect, buf: &mut Buffer) {
    if area.height == 0 || v.is_empty() {
        return;
    }
    let positions = v.replayed.game.positions();
    let moves = v.replayed.game.moves();
    // A game that starts with Han to move leaves Cho's first cell empty.
    let skip = usize::from(positions[0].turn() == Color::Han);
    let rows = (v.len() + skip).div_ceil(2);
    let current = v.ply.checked_sub(1);
    let current_row = current.map_or(0, |c| (c + skip) / 2);
    let offset = layout::list_offset(current_row, rows, area.height as usize);
    // The whole-move number once a row, then the two cells.
    let first = positions[0].fullmoves() as usize;
    let num_w = format!("{}. ", first + rows).width();
    let cells = Rect::new(
        area.x + num_w as u16,
        area.y,
        area.width.saturating_sub(num_w as u16),
        area.height,
    );
    let col_w = cells.width / 2;
    v.drawn_list.set(Some(DrawnList {
        area: cells,
        offset,
        skip,
        cell_width: col_w,
    }));
    for k in 0..(area.height as usize).min(rows - offset) {
        let row = offset + k;
        let y = area.y + k as u16;
        let num = format!("{:>w$}. ", first + row, w = num_w - 2);
        buf.set_string(area.x, y, &num, ui.theme.dim());
        for col in 0..2 {
            let Some(i) = (row * 2 + col).checked_sub(skip).filter(|&i| i < v.len()) else {
                continue;
            };
            let x = cells.x + col as u16 * col_w;
            let mut text = move_label(ui, &positions[i], moves[i]);
            // The review's mark (`?!`, `?`, `??`), never `!`, which praises a move.
            let mark = v
                .moments_at(i + 1)
                .filter_map(|m| m.nag)
                .max()
                .map(crate::review::Nag::mark);
            let marked = v.moments_at(i + 1).next().is_some();
            if marked {
                text.push_str(mark.unwrap_or("?"));
            }
            let mut style = if marked {
                ui.theme.bad()
            } else {
                Style::default()
            };
            if current == Some(i) {
                style = style.patch(ui.theme.list_selected(true));
            }
            let room = (col_w as usize).saturating_sub(1);
            buf.set_string(x, y, truncate(&text, room), style);
        }
    }
}

/// The review's part of the panel: its progress, or the moment at the move shown and how
/// many there are, or how to start it.
fn review_lines(ui: &Ui, v: &GameView, w: u16) -> Lines {
    let mut lines = Lines::new();
    if let Some(job) = &v.job {
        lines.para(&progress_bar(ui, job, w), ui.theme.title(), w);
        return lines;
    }
    let Some(moments) = &v.moments else {
        lines.para(&ui.tr("games-review-hint"), ui.theme.dim(), w);
        return lines;
    };
    for m in v.moments_at(v.ply) {
        crate::tui::screens::games::better::moment_lines(ui, v, m, &mut lines, w);
    }
    let summary = Message::new("games-moments").arg_num("count", moments.len());
    lines.para(&ui.fmt(&summary), ui.theme.dim(), w);
    // The small goal the game was played for (a game from the play screen).
    let record = &v.replayed.record;
    let learner = v
        .side
        .or_else(|| crate::learner::games::learner_side(record));
    if let Some(goal) =
        learner.and_then(|l| crate::play::goals::from_record(record, &v.replayed.game, l))
    {
        let line = goal.line(&v.replayed.game, ui.notation());
        lines.para(&ui.fmt(&line), ui.theme.dim(), w);
    }
    lines
}

/// `Reviewing positions [#####.....] 45/201`, fitted to the width.
fn progress_bar(ui: &Ui, job: &ReviewJob, w: u16) -> String {
    // Once the moments show, the bar counts the moments whose moves are judged.
    let label = ui.tr(if job.judging {
        "games-judging-progress"
    } else {
        "review-progress"
    });
    let count = format!("{}/{}", job.done, job.total);
    let room = (w as usize).saturating_sub(label.width() + count.width() + 4);
    let bar_w = room.clamp(0, 30);
    let filled = (bar_w * job.done).checked_div(job.total).unwrap_or(0);
    format!(
        "{label} [{}{}] {count}",
        "#".repeat(filled),
        ".".repeat(bar_w - filled)
    )
}

/// "Learn from your mistakes": the board at the moment from the mover's side, beside what
/// to do, how it went, and at the end the summary.
fn learn(ui: &Ui, l: &Learn, body: Rect, buf: &mut Buffer) {
    let split = layout::board_split(body, ui.style);
    let pos = l.position();
    crate::tui::view::board_view(ui, pos.board(), &l.highlights()).render_turned(
        split.board,
        buf,
        l.flipped(),
    );
    let side = split.side;
    let w = side.width;
    let title = ui.fmt(&Message::new("learn-title").arg_msg("counter", l.counter()));
    panel_title(ui, &title, true, side, buf);
    let notation = ui.notation();
    let m = l.moment();
    let mut lines = Lines::new();
    if l.step == Step::Summary {
        let done = Message::new("learn-summary")
            .arg_num("found", l.found as i64)
            .arg_num("count", l.moments.len() as i64);
        lines.para(&ui.fmt(&done), ui.theme.title(), w);
        if l.shown > 0 {
            let shown = Message::new("learn-summary-shown").arg_num("count", l.shown as i64);
            lines.para(&ui.fmt(&shown), Style::default(), w);
        }
        lines.blank();
        lines.para(&ui.tr("learn-summary-keep"), ui.theme.dim(), w);
        lines.draw(layout::below(side, 1), buf, 0);
        return;
    }
    let played = m
        .played
        .map(|p| crate::record::notation::write(&m.before, p, notation))
        .unwrap_or_default();
    let game_move = Message::new("learn-game-move")
        .arg_msg("side", crate::i18n::rules_text::side(m.mover))
        .arg("number", m.number_text())
        .arg("played", played)
        .arg(
            "nag",
            m.nag.map(crate::review::Nag::mark).unwrap_or_default(),
        );
    lines.para(&ui.fmt(&game_move), Style::default(), w);
    let better = m.better_text(notation);
    let better_move = better.first().cloned().unwrap_or_default();
    match l.step {
        Step::Asking => {
            let find =
                Message::new("learn-find").arg_msg("side", crate::i18n::rules_text::side(m.mover));
            lines.para(&ui.fmt(&find), ui.theme.title(), w);
            if let Some(wrong) = l.wrong {
                let text = crate::record::notation::write(&m.before, wrong, notation);
                let msg = l.not_better(wrong, text);
                lines.blank();
                lines.para(&ui.fmt(&msg), ui.theme.bad(), w);
            }
            if let Some(r) = &l.refusal {
                lines.blank();
                lines.para(
                    &ui.fmt(&crate::i18n::rules_text::reason(r)),
                    ui.theme.bad(),
                    w,
                );
            }
            lines.blank();
            lines.para(&ui.tr("learn-how"), ui.theme.dim(), w);
        }
        Step::Found(found) => {
            let text = crate::record::notation::write(&m.before, found, notation);
            let msg = Message::new("learn-found").arg("move", text);
            lines.para(&ui.fmt(&msg), ui.theme.good(), w);
            if Some(found) != m.better() {
                let best = Message::new("learn-best").arg("move", better_move);
                lines.para(&ui.fmt(&best), Style::default(), w);
            }
            explain_moment(ui, l, &better, &mut lines, w);
        }
        _ => {
            let msg = Message::new("learn-answer").arg("move", better_move);
            lines.para(&ui.fmt(&msg), ui.theme.title(), w);
            explain_moment(ui, l, &better, &mut lines, w);
        }
    }
    lines.draw(layout::below(side, 1), buf, 0);
}

/// After a moment is answered: the engine's line, why the better move is better (advice),
/// and what went wrong in the game.
fn explain_moment(ui: &Ui, l: &Learn, better: &[String], lines: &mut Lines, w: u16) {
    let m = l.moment();
    let line = Message::new("learn-line").arg("line", better.join(" "));
    lines.para(&ui.fmt(&line), Style::default(), w);
    crate::tui::screens::games::better::why_lines(ui, m, &l.why, lines, w);
    lines.blank();
    lines.para(
        &ui.fmt(&m.mistake_message(ui.notation())),
        ui.theme.dim(),
        w,
    );
}
