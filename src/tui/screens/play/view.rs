//! The play screen: the board on the left; on the right the setup form (with the closing
//! words after the last review lesson), or during the game who plays what, the latest note
//! (the AI's move, a hint with its reason, a refusal, the result) and the move list.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use std::time::{Duration, Instant};

use crate::i18n::{Message, rules_text};
use crate::net::client::Status;
use crate::net::protocol::SideChoice;
use crate::play::clock::TimeControl;
use crate::play::session::{EndKind, Request, Session};
use crate::rules::{Color, Formation, Move, Piece, Position, Role, Setup, Strictness};
use crate::tui::board::Highlights;
use crate::tui::board::piece_symbol;
use crate::tui::layout;
use crate::tui::screens::play::form::Place;
use crate::tui::screens::play::{GameView, PlayState, SetupForm, SetupRow};
use crate::tui::view::Ui;
use crate::tui::view::text::Lines;
use crate::tui::view::{draw_wrapped_list, panel_title, tone_style, wrapped_list_rows};

pub(crate) fn render(ui: &Ui, p: &PlayState, body: Rect, buf: &mut Buffer) {
    let split = layout::board_split(body, ui.style);
    match &p.game {
        Some(g) => {
            let hl = g.highlights();
            board(ui, g.session.position(), &hl, split.board, buf, g.flipped());
            // The clock as last read (on every tick while it runs).
            let now = g.session.clock_seen().unwrap_or_else(Instant::now);
            game_panel(ui, g, now, split.side, buf);
        }
        None => {
            let start = form_position(&p.form);
            let flipped = p.form.human == Color::Han && !p.form.friend;
            board(
                ui,
                &start,
                &Highlights::default(),
                split.board,
                buf,
                flipped,
            );
            form_panel(ui, p, split.side, buf);
        }
    }
}

/// The board, turned (Han at the bottom) when the learner plays Han.
fn board(ui: &Ui, pos: &Position, hl: &Highlights, area: Rect, buf: &mut Buffer, flip: bool) {
    crate::tui::view::board_view(ui, pos.board(), hl).render_turned(area, buf, flip);
}

/// The start position the form describes (the AI's formation shown as 마상상마 when random).
fn form_position(f: &SetupForm) -> Position {
    let ai = f
        .ai_formation
        .unwrap_or(Formation::HorseElephantElephantHorse);
    let (cho, han) = match f.human {
        Color::Cho => (f.my_formation, ai),
        Color::Han => (ai, f.my_formation),
    };
    Position::from_setup(Setup::start_with(cho, han), f.rules, Strictness::Strict)
        .unwrap_or_else(|_| Position::start(f.rules))
}

fn formation_name(f: Formation) -> Message {
    Message::new(format!("play-formation-{}", f.id()))
}

fn row_text(ui: &Ui, f: &SetupForm, row: SetupRow) -> String {
    let name = |i: usize| match f.names[i].as_str() {
        "" => ui.tr("play-form-name-empty"),
        n => n.to_string(),
    };
    let (label, value) = match row {
        SetupRow::Against => (
            "play-form-against",
            ui.tr(match (f.friend, f.place) {
                (false, _) => "play-against-ai",
                (true, Place::Here) => "play-against-friend",
                (true, Place::Host) => "net-against-host",
                (true, Place::Join) => "net-against-join",
                (true, Place::Watch) => "net-against-watch",
            }),
        ),
        SetupRow::Server => ("net-form-server", f.server.clone()),
        SetupRow::Room => (
            "net-form-room",
            match f.room.as_str() {
                "" => ui.tr("play-form-name-empty"),
                r => r.to_string(),
            },
        ),
        SetupRow::NetSide => (
            "net-form-side",
            match f.net_side {
                SideChoice::Cho => ui.fmt(&rules_text::side(Color::Cho)),
                SideChoice::Han => ui.fmt(&rules_text::side(Color::Han)),
                SideChoice::Random => ui.tr("net-side-random"),
            },
        ),
        SetupRow::NetHints => (
            "net-form-hints",
            ui.tr(if f.net_hints {
                "net-hints-allowed"
            } else {
                "play-form-off"
            }),
        ),
        SetupRow::Open => (
            "net-form-open",
            ui.tr(if f.open_room {
                "play-form-on"
            } else {
                "play-form-off"
            }),
        ),
        // The class's code (the teacher's `class watch` lists the room), or off.
        SetupRow::Class => (
            "net-form-class",
            match f.class.as_deref().filter(|_| f.in_class) {
                Some(code) => code.to_string(),
                None => ui.tr("play-form-off"),
            },
        ),
        SetupRow::NameOne => ("play-form-player-one", name(0)),
        SetupRow::NameTwo => ("play-form-player-two", name(1)),
        SetupRow::ChoPlayer => (
            "play-form-cho-player",
            name(if f.first_is_cho { 0 } else { 1 }),
        ),
        SetupRow::Clock => ("play-form-clock", ui.fmt(&clock_name(f.clock))),
        SetupRow::TurnBoard => (
            "play-form-turn-board",
            ui.tr(if f.turn_board {
                "play-form-on"
            } else {
                "play-form-off"
            }),
        ),
        SetupRow::Side => ("play-form-side", ui.fmt(&rules_text::side(f.human))),
        SetupRow::Level => (
            "play-form-level",
            ui.fmt(&Message::new("play-level").arg_num("level", f.level)),
        ),
        SetupRow::Rules => ("play-form-rules", ui.fmt(&rules_text::rules_name(f.rules))),
        SetupRow::MyFormation => ("play-form-mine", ui.fmt(&formation_name(f.my_formation))),
        SetupRow::AiFormation => (
            "play-form-ai",
            match f.ai_formation {
                Some(x) => ui.fmt(&formation_name(x)),
                None => ui.tr("play-formation-random"),
            },
        ),
        SetupRow::Opponent => (
            "play-form-opponent",
            if f.use_engine {
                f.engine.clone().unwrap_or_default()
            } else {
                ui.tr("play-opponent-builtin")
            },
        ),
        SetupRow::Goal => (
            "play-form-goal",
            super::goal::value(ui, f.goal, ui.progress.suggested_goal()),
        ),
        SetupRow::Start => return ui.tr("play-form-start"),
    };
    ui.label_value(&ui.tr(label), &value)
}

/// The form's rows as the list shows them.
pub(crate) fn form_texts(ui: &Ui, f: &SetupForm) -> Vec<String> {
    f.rows().into_iter().map(|r| row_text(ui, f, r)).collect()
}

/// Where the form's list is drawn inside `area`: as many rows as its wrapped items take.
pub(crate) fn form_list_area(ui: &Ui, f: &SetupForm, area: Rect) -> Rect {
    let rows = wrapped_list_rows(&form_texts(ui, f), area.width).len() as u16;
    Rect::new(area.x, area.y, area.width, area.height.min(rows))
}

/// Where the form's parts go in the side panel: the closing words (when shown), the list,
/// and the highlighted row's help with its wrapped lines. The blank rows between them give
/// way, the one under the closing words first, before any line of the help would be lost
/// (the closing variant at 80 x 24: the English list wraps two rows).
pub(crate) struct FormLayout {
    pub(crate) closing: Option<(Rect, Lines)>,
    pub(crate) list: Rect,
    pub(crate) help: (Rect, Lines),
}

pub(crate) fn form_layout(ui: &Ui, p: &PlayState, side: Rect) -> FormLayout {
    let w = side.width;
    let closing = p.closing.then(|| {
        let mut words = Lines::new();
        words.para(&ui.tr("play-closing-words"), ui.theme.title(), w);
        words
    });
    let help = form_help(ui, p, w);
    let closing_rows = closing.as_ref().map_or(0, |c| c.len() as u16);
    let list_rows = wrapped_list_rows(&form_texts(ui, &p.form), w).len() as u16;
    let needed = 1 + closing_rows + list_rows + help.len() as u16;
    let spare = side.height.saturating_sub(needed);
    // Two blank rows when there is room: under the closing words, above the help.
    let gap_help = u16::from(spare >= 1);
    let gap_closing = u16::from(closing.is_some() && spare >= 2);
    let body = layout::below(side, 1);
    let closing = closing.map(|c| {
        let rows = closing_rows.min(body.height);
        (Rect::new(body.x, body.y, w, rows), c)
    });
    let list_area = layout::below(body, closing_rows + gap_closing);
    let list = form_list_area(ui, &p.form, list_area);
    let help_area = layout::below(list_area, list.height + gap_help);
    FormLayout {
        closing,
        list,
        help: (help_area, help),
    }
}

/// The help of the highlighted row: what it means (and, on the rule-set row, what the chosen
/// rule set means).
fn form_help(ui: &Ui, p: &PlayState, w: u16) -> Lines {
    let rows = p.form.rows();
    let mut lines = Lines::new();
    let highlighted = rows[p.form.row.min(rows.len() - 1)];
    if highlighted == SetupRow::Rules {
        // What the highlighted rule set means, and which one the lessons use.
        let id = format!("play-form-rules-{}", p.form.rules.id());
        lines.para(&ui.tr(&id), Style::default(), w);
    }
    let desc = match highlighted {
        SetupRow::Side => "play-form-side-desc",
        SetupRow::Level => "play-form-level-desc",
        SetupRow::Rules => "play-form-rules-desc",
        SetupRow::MyFormation | SetupRow::AiFormation => "play-form-formation-desc",
        SetupRow::Opponent => "play-form-opponent-desc",
        SetupRow::Goal => "",
        SetupRow::Start => "play-form-start-desc",
        SetupRow::Against => "play-form-against-desc",
        SetupRow::NameOne | SetupRow::NameTwo => "play-form-name-desc",
        SetupRow::ChoPlayer => "play-form-cho-player-desc",
        SetupRow::Clock => "play-form-clock-desc",
        SetupRow::TurnBoard => "play-form-turn-board-desc",
        SetupRow::Server => "net-form-server-desc",
        SetupRow::Room
            if p.lobby
                .as_ref()
                .is_some_and(|l| l.rooms.as_ref().is_some_and(|r| !r.is_empty())) =>
        {
            "net-form-room-pick-desc"
        }
        SetupRow::Room => "net-form-room-desc",
        SetupRow::NetSide => "net-form-side-desc",
        SetupRow::NetHints => "net-form-hints-desc",
        SetupRow::Open => "net-form-open-desc",
        SetupRow::Class => "",
    };
    if highlighted == SetupRow::Goal {
        let suggested = ui.progress.suggested_goal();
        for m in super::goal::description(ui, p.form.goal, suggested) {
            lines.para(&ui.fmt(&m), ui.theme.dim(), w);
        }
    } else if highlighted == SetupRow::Class {
        let code = p.form.class.clone().unwrap_or_default();
        let class = Message::new("net-form-class-desc").arg("code", code);
        lines.para(&ui.fmt(&class), ui.theme.dim(), w);
    } else {
        lines.para(&ui.tr(desc), ui.theme.dim(), w);
    }
    // Joining: the server's open rooms, the one picked on the room row marked.
    if let Some(lobby) = p.lobby.as_ref().filter(|_| p.form.place == Place::Join) {
        for (i, m) in lobby.lines().iter().enumerate() {
            let picked = i > 0
                && lobby
                    .rooms
                    .as_ref()
                    .and_then(|r| r.get(i - 1))
                    .is_some_and(|r| r.room == p.form.room);
            // Marked in words too, for a terminal without colour.
            let (text, style) = if picked {
                (format!("> {}", ui.fmt(m)), ui.theme.good())
            } else {
                (ui.fmt(m), Style::default())
            };
            lines.para(&text, style, w);
        }
    }
    lines
}

fn form_panel(ui: &Ui, p: &PlayState, side: Rect, buf: &mut Buffer) {
    use crate::tui::screen::ScreenState;
    panel_title(ui, &ui.tr(p.title()), true, side, buf);
    let layout = form_layout(ui, p, side);
    if let Some((area, words)) = &layout.closing {
        words.draw(*area, buf, 0);
    }
    let rows = p.form.rows();
    let items: Vec<(String, Style)> = form_texts(ui, &p.form)
        .into_iter()
        .zip(&rows)
        .map(|(text, r)| {
            let style = if *r == SetupRow::Start {
                ui.theme.good()
            } else {
                Style::default()
            };
            (text, style)
        })
        .collect();
    // A row wider than the panel wraps under itself (a formation's name in English).
    draw_wrapped_list(ui, &items, Some(p.form.row), true, layout.list, buf);
    let (area, help) = &layout.help;
    if area.height > 0 {
        help.draw(*area, buf, 0);
    }
}

/// One move as a move list writes it, in the learner's notation (the setting: the Korean
/// record form in Korean, SAN in English and Chinese, or coordinates), captures and checks
/// marked; `before` is the position the move is played in. The games screen uses it too.
pub(crate) fn move_label(ui: &Ui, before: &Position, m: Move) -> String {
    // A pass is written as a pass in every language (SAN would write the king's point).
    if m.is_pass() {
        return ui.tr("play-move-pass");
    }
    crate::record::notation::label(before, m, ui.notation())
}

/// The move list, two plies a line ("1. c4c5 c7c6"), numbered from Cho's first move.
pub(crate) fn move_lines(ui: &Ui, session: &Session) -> Vec<String> {
    let positions = session.game().positions();
    let moves = session.moves();
    let mut out = Vec::new();
    // A game that starts with Han to move (from a FEN) leaves Cho's first slot empty.
    let han_first = session.game().start().turn() == Color::Han;
    let mut line = String::new();
    let mut number = 1;
    if han_first && !moves.is_empty() {
        line = format!("{number}. ...");
    }
    for (i, m) in moves.iter().enumerate() {
        let text = move_label(ui, &positions[i], *m);
        let cho_move = positions[i].turn() == Color::Cho;
        if cho_move {
            if !line.is_empty() {
                out.push(std::mem::take(&mut line));
                number += 1;
            }
            line = format!("{number}. {text}");
        } else {
            line.push(' ');
            line.push_str(&text);
            out.push(std::mem::take(&mut line));
            number += 1;
        }
    }
    if !line.is_empty() {
        out.push(line);
    }
    out
}

fn game_panel(ui: &Ui, g: &GameView, now: Instant, side: Rect, buf: &mut Buffer) {
    let w = side.width;
    let s = &g.session;
    let who = match s.friend() {
        Some(f) => Message::new("play-friend-sides")
            .arg("cho", f.names[0].clone())
            .arg("han", f.names[1].clone())
            .arg_msg("rules", rules_text::rules_name(s.rules())),
        None => Message::new("play-sides")
            .arg_msg("you", rules_text::side(s.human()))
            .arg_num("level", s.level().get())
            .arg_msg("rules", rules_text::rules_name(s.rules())),
    };
    // The sides, level and rule set wrap rather than being cut ("Janggi (Fa").
    let mut lines = Lines::new();
    lines.para(&ui.fmt(&who), ui.theme.title(), w);
    if let Some(r) = &g.remote {
        let style = if r.status == Status::Connected {
            ui.theme.dim()
        } else {
            ui.theme.warning()
        };
        lines.para(&ui.fmt(&r.line()), style, w);
        if let (false, Some(_), Some(room)) = (r.full, r.side(), &r.room) {
            let share = Message::new("net-share").arg("room", room.clone());
            lines.para(&ui.fmt(&share), ui.theme.good(), w);
        }
        if r.seen {
            let hints = if r.hints {
                "net-hints-on-here"
            } else {
                "net-hints-off-here"
            };
            lines.para(&ui.tr(hints), ui.theme.dim(), w);
        }
        if let Some(n) = &r.not_saved {
            lines.para(&ui.fmt(&not_saved_message(n)), ui.theme.warning(), w);
        }
    }
    // A player who is away is said under their clock (without clocks, under the room).
    let mut away = g
        .remote
        .as_ref()
        .map_or([None, None], |r| offline_lines(r, now));
    let clocks = clock_lines(s, now);
    let timed = clocks.len() == 2;
    for (i, (running, line)) in clocks.into_iter().enumerate() {
        let style = if running {
            ui.theme.warning()
        } else {
            Style::default()
        };
        lines.para(&ui.fmt(&line), style, w);
        if timed && let Some(m) = away[i].take() {
            lines.para(&ui.fmt(&m), ui.theme.warning(), w);
        }
    }
    for m in away.into_iter().flatten() {
        lines.para(&ui.fmt(&m), ui.theme.warning(), w);
    }
    for line in captured_lines(ui, s) {
        lines.para(&line, ui.theme.dim(), w);
    }
    super::goal::lines(ui, s, &mut lines, w);
    if let Some(engine) = s.engine() {
        lines.para(
            &ui.fmt(&Message::new("play-engine-opponent").arg("command", engine.to_string())),
            ui.theme.dim(),
            w,
        );
    }
    if let Some(end) = s.end() {
        lines.para(&ui.fmt(&end.message()), ui.theme.good(), w);
        lines.para(&ui.tr("play-what-next"), ui.theme.dim(), w);
    } else if let Some(offer) = s.offer() {
        lines.para(&ui.fmt(&offer.message()), ui.theme.warning(), w);
    } else if s.friend().is_some() && s.pending().is_none() {
        if let Some(m) = to_move(g) {
            lines.para(&ui.fmt(&m), Style::default(), w);
        }
        claim_line(ui, s, &mut lines, w);
    } else if s.is_thinking() || s.turn() != s.human() {
        lines.para(&ui.tr("play-thinking"), ui.theme.warning(), w);
    } else if let Some(r) = s.pending() {
        lines.para(&ui.tr(pending_id(r)), ui.theme.warning(), w);
    } else {
        lines.para(&ui.tr("play-your-move"), Style::default(), w);
        claim_line(ui, s, &mut lines, w);
    }
    if let Some(note) = &g.note {
        for (i, m) in note.lines.iter().enumerate() {
            let style = if i == 0 {
                tone_style(ui, note.tone)
            } else {
                Style::default()
            };
            lines.para(&ui.fmt(m), style, w);
        }
    }
    lines.blank();
    let top = side;
    let used = lines.draw(top, buf, 0);
    // The move list fills the rest, the latest moves in view.
    let list_area = layout::below(top, used);
    if list_area.height < 2 {
        return;
    }
    panel_title(ui, &ui.tr("play-moves"), false, list_area, buf);
    let moves = move_lines(ui, s);
    let area = layout::below(list_area, 1);
    let skip = moves.len().saturating_sub(area.height as usize);
    let mut ml = Lines::new();
    if moves.is_empty() {
        ml.para(&ui.tr("play-no-moves"), ui.theme.dim(), w);
    }
    for m in moves.iter().skip(skip) {
        ml.para(m, Style::default(), w);
    }
    ml.draw(area, buf, 0);
}

/// The result a claim would give, worded for the rule set, when one may be claimed.
fn claim_line(ui: &Ui, s: &Session, lines: &mut Lines, w: u16) {
    if let Some(c) = s.claimable() {
        let reason = rules_text::optional_end_reason(c);
        let result = match c.winner {
            Some(side) => Message::new("result-win")
                .arg_msg("side", rules_text::side(side))
                .arg_msg("reason", reason),
            None => Message::new("result-draw").arg_msg("reason", reason),
        };
        lines.para(
            &ui.fmt(&Message::new("play-claimable").arg_msg("result", result)),
            ui.theme.good(),
            w,
        );
    }
}

/// "Cho (Alice) to move" in a friend game ("Cho to move" while a name is unknown); `None` in a
/// room the server has not seated this screen in yet (a room that does not exist, say): no
/// one is invited to move there.
fn to_move(g: &GameView) -> Option<Message> {
    if g.remote.as_ref().is_some_and(|r| r.seat.is_none()) {
        return None;
    }
    let s = &g.session;
    let side = s.turn();
    let name = s.player_name(side).unwrap_or_default();
    let message = if name.trim().is_empty() {
        Message::new("play-friend-to-move-unnamed")
    } else {
        Message::new("play-friend-to-move").arg("name", name.to_string())
    };
    Some(message.arg_msg("side", rules_text::side(side)))
}

/// "Alice is offline (0:35)" for each player the server says is not connected, Cho's first,
/// timed from when this screen first heard so.
fn offline_lines(r: &super::remote::Remote, now: Instant) -> [Option<Message>; 2] {
    [Color::Cho, Color::Han].map(|side| {
        let since = r.offline_since[side as usize]?;
        let name = r.names[side as usize]
            .clone()
            .filter(|n| !n.trim().is_empty());
        let away = mm_ss(now.saturating_duration_since(since));
        Some(match name {
            Some(name) => Message::new("net-offline-since")
                .arg("name", name)
                .arg("time", away),
            None => Message::new("net-offline-since-side")
                .arg_msg("side", rules_text::side(side))
                .arg("time", away),
        })
    })
}

/// A clock's setting in words: none, byo-yomi (main + periods x seconds) or Fischer.
pub(crate) fn clock_name(c: TimeControl) -> Message {
    match c {
        TimeControl::None => Message::new("play-clock-none"),
        TimeControl::ByoYomi {
            main,
            periods,
            period,
        } => Message::new("play-clock-byo-yomi")
            .arg("main", minutes(main))
            .arg_num("periods", i64::from(periods))
            .arg_num("period", period.as_secs() as i64),
        TimeControl::Fischer { main, increment } => Message::new("play-clock-fischer")
            .arg("main", minutes(main))
            .arg_num("increment", increment.as_secs() as i64),
    }
}

/// Whole minutes as a number, else minutes and seconds (`1:30`).
fn minutes(d: Duration) -> String {
    let s = d.as_secs();
    if s.is_multiple_of(60) {
        (s / 60).to_string()
    } else {
        mm_ss(d)
    }
}

/// A time left as `m:ss` (rounded up: 0:00 only when it has run out).
fn mm_ss(d: Duration) -> String {
    let s = d.as_millis().div_ceil(1000) as u64;
    format!("{}:{:02}", s / 60, s % 60)
}

/// Both clocks of a timed friend game, Cho's first, with whether each is running: main time
/// and the byo-yomi periods still to come, or the running period and how many are left.
fn clock_lines(s: &Session, now: Instant) -> Vec<(bool, Message)> {
    let Some(control) = s.time_control() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for side in [Color::Cho, Color::Han] {
        let Some(r) = s.clock_reading(side, now) else {
            continue;
        };
        let time = match control {
            TimeControl::ByoYomi { period, .. } if r.main.is_zero() && !r.flagged => {
                Message::new("play-clock-period")
                    .arg("time", mm_ss(r.period_left))
                    .arg_num("periods", i64::from(r.periods))
                    .arg_num("period", period.as_secs() as i64)
            }
            TimeControl::ByoYomi { period, .. } => Message::new("play-clock-main-byo")
                .arg("time", mm_ss(r.main))
                .arg_num("periods", i64::from(r.periods))
                .arg_num("period", period.as_secs() as i64),
            _ => Message::new("play-clock-main").arg("time", mm_ss(r.main)),
        };
        let running = s.end().is_none() && s.turn() == side;
        let line = Message::new(if running {
            "play-clock-running"
        } else {
            "play-clock-line"
        })
        .arg_msg("side", rules_text::side(side))
        .arg("name", s.player_name(side).unwrap_or_default().to_string())
        .arg_msg("clock", time);
        out.push((running, line));
    }
    out
}

/// Each side's captures so far ("Cho took: 車 馬 (18 points)"), Cho first; nothing before the
/// first capture. The pieces are drawn as the board draws them.
fn captured_lines(ui: &Ui, s: &Session) -> Vec<String> {
    let count = |pos: &Position| {
        let mut n = [[0u8; 7]; 2];
        for (_, p) in pos.board().pieces() {
            n[p.color.index()][p.role as usize] += 1;
        }
        n
    };
    let (before, now) = (count(s.game().start()), count(s.position()));
    let mut out = Vec::new();
    for taker in [Color::Cho, Color::Han] {
        let victim = taker.other();
        let mut symbols = Vec::new();
        let mut points = 0;
        for role in Role::ALL {
            let lost = before[victim.index()][role as usize]
                .saturating_sub(now[victim.index()][role as usize]);
            for _ in 0..lost {
                symbols.push(piece_symbol(Piece::new(victim, role), ui.style));
                points += role.points();
            }
        }
        out.push((taker, symbols, points));
    }
    if out.iter().all(|(_, symbols, _)| symbols.is_empty()) {
        return Vec::new();
    }
    out.into_iter()
        .map(|(taker, symbols, points)| {
            let m = if symbols.is_empty() {
                Message::new("play-captured-none").arg_msg("side", rules_text::side(taker))
            } else {
                Message::new("play-captured")
                    .arg_msg("side", rules_text::side(taker))
                    .arg("pieces", symbols.join(" "))
                    .arg_num("points", points)
            };
            ui.fmt(&m)
        })
        .collect()
}

/// The indicator while a hint or a draw offer is searched.
fn pending_id(r: Request) -> &'static str {
    match r {
        Request::Hint => "play-hint-thinking",
        Request::Draw => "play-draw-thinking",
    }
}

/// The status bar: whose turn (or the result), check, bikjang, and that the AI is thinking.
pub(crate) fn status(ui: &Ui, p: &PlayState, area: Rect, buf: &mut Buffer) {
    let Some(g) = &p.game else {
        return;
    };
    let s = &g.session;
    let mut extra = Vec::new();
    if let Some(r) = g.remote.as_ref().filter(|r| r.status != Status::Connected) {
        extra.push(ui.fmt(&super::remote::status_message(&r.status, &r.address)));
    } else if let Some(end) = s.end() {
        if !matches!(end.kind, EndKind::Rule(_)) {
            extra.push(ui.fmt(&end.message()));
        }
    } else if let Some(offer) = s.offer() {
        extra.push(
            ui.fmt(
                &Message::new("play-friend-waiting")
                    .arg_msg("side", rules_text::side(offer.by.other())),
            ),
        );
    } else if s.friend().is_some() {
        extra.extend(to_move(g).map(|m| ui.fmt(&m)));
    } else if s.turn() != s.human() {
        extra.push(ui.tr("play-thinking"));
    } else if let Some(r) = s.pending() {
        extra.push(ui.tr(pending_id(r)));
    } else {
        extra.push(ui.tr("play-your-turn"));
    }
    crate::tui::view::position_status(ui, s.position(), &extra, area, buf);
}

/// "The server cannot save this game (the disk is full)…" (issue 68).
pub(crate) fn not_saved_message(n: &crate::net::protocol::NotSaved) -> Message {
    use crate::net::protocol::SaveProblem;
    let why = match n.reason {
        SaveProblem::DiskFull => Message::new("net-not-saved-disk-full"),
        SaveProblem::ReadOnly => Message::new("net-not-saved-read-only"),
        SaveProblem::NoPermission => Message::new("net-not-saved-no-permission"),
        SaveProblem::NotAFolder => Message::new("net-not-saved-not-a-folder"),
        SaveProblem::Other => Message::new("net-not-saved-other").arg("detail", n.detail.clone()),
    };
    Message::new("net-not-saved").arg_msg("why", why)
}
