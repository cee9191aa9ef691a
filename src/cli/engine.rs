//! The engine verbs: moves, perft, explain, show, status.

use super::args::Point;
use super::json::{self, End, ExplainReport, MovesReport, PositionHead, ShowReport, StatusReport};
use super::{CliError, CliResult, Io, Outcome, PositionArgs, diagram};
use crate::i18n::{Message, rules_text};
use crate::record::notation::{self, Notation};
use crate::rules::{Move, Position, Square, Strictness, perft as perft_mod};

pub(crate) fn moves(
    io: &mut Io,
    args: &PositionArgs,
    from: Option<&Point>,
    notation: Notation,
    as_json: bool,
) -> CliResult {
    let pos = args.position()?;
    let list = match from {
        Some(p) => pos.legal_moves_from(p.square),
        None => pos.legal_moves(),
    };
    // Listed in coordinate order whatever the notation, so the lists line up.
    let mut list = list;
    list.sort_by_key(|m| m.to_string());
    if as_json {
        let doc = MovesReport {
            position: PositionHead::of(&pos),
            from: from.map(|p| p.text.clone()),
            moves: list.iter().map(|m| m.to_string()).collect(),
            notation: notation.id().to_string(),
            written: list
                .iter()
                .map(|&m| notation::write(&pos, m, notation))
                .collect(),
        };
        json::print(io.out, &doc);
        return Ok(Outcome::Done);
    }
    for m in list {
        let _ = writeln!(io.out, "{}", notation::write(&pos, m, notation));
    }
    Ok(Outcome::Done)
}

/// Deepest perft run without `--force`: depth 6 from the start is about a billion positions.
pub(crate) const PERFT_MAX_UNFORCED: u32 = 6;

/// Most positions counted without `--force`, as estimated: a little more than depth 6 from the
/// start (about 1.1 billion estimated), so a dense drill (`--relaxed`, rows of chariots) is
/// refused at a depth the start allows (about a minute in a release build).
const PERFT_MAX_NODES: f64 = 3e9;

pub(crate) fn perft(
    io: &mut Io,
    args: &PositionArgs,
    depth: u32,
    divide: bool,
    force: bool,
) -> CliResult {
    let pos = args.position()?;
    if !force && depth > 2 {
        // Estimate from the first two plies: the tree grows by about sqrt(perft 2) per ply.
        let two = perft_mod::perft(&pos, 2) as f64;
        let nodes = two * two.sqrt().powi(depth as i32 - 2);
        // About 40 million positions a second in a release build (docs/PERFORMANCE.md).
        let hours = (nodes / 40e6 / 3600.0 * 10.0).round() / 10.0;
        if depth > PERFT_MAX_UNFORCED {
            return Err(CliError::usage(
                Message::new("cli-perft-too-deep")
                    .arg_num("depth", depth)
                    .arg_num("max", PERFT_MAX_UNFORCED)
                    .arg_num("nodes", nodes.round())
                    .arg_num("hours", hours),
            ));
        }
        if nodes > PERFT_MAX_NODES {
            return Err(CliError::usage(
                Message::new("cli-perft-too-many")
                    .arg_num("depth", depth)
                    .arg_num("nodes", nodes.round())
                    .arg_num("hours", hours)
                    .arg_num("max", PERFT_MAX_NODES),
            ));
        }
    }
    if divide {
        let split = perft_mod::divide(&pos, depth);
        let total: u64 = split.iter().map(|(_, n)| n).sum();
        for (m, n) in split {
            let _ = writeln!(io.out, "{m}: {n}");
        }
        let _ = writeln!(io.out, "{total}");
    } else {
        let _ = writeln!(io.out, "{}", perft_mod::perft(&pos, depth));
    }
    Ok(Outcome::Done)
}

/// How `explain` prints its answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum ExplainOutput {
    /// In the user's language: "合法", or the reason's name and its sentence.
    Words,
    /// Stable ids for scripts: `legal`, or `<reason-id>: <sentence>`.
    Id,
    /// A JSON document with both.
    Json,
}

/// Says whether a move is legal, and if not, why; exit 1 when illegal, 2 when unreadable.
pub(crate) fn explain(
    io: &mut Io,
    args: &PositionArgs,
    text: &str,
    output: ExplainOutput,
) -> CliResult {
    let pos = args.position()?;
    let Ok(m) = text.parse::<Move>() else {
        let message = rules_text::bad_notation(text);
        if output != ExplainOutput::Json {
            // Bad input goes to stderr as every other verb's does.
            return Err(CliError::usage(message));
        }
        // A script asked for JSON: it gets JSON, with the stable id of the problem.
        let doc = ExplainReport {
            position: PositionHead::of(&pos),
            mv: text.to_string(),
            legal: None,
            reason: Some("bad-notation".to_string()),
            reason_name: None,
            text: io.l10n.format(&message),
            message: Some(message),
        };
        json::print(io.out, &doc);
        return Ok(Outcome::Partial);
    };
    let verdict = pos
        .explain(m)
        .err()
        .map(|reason| (reason.id(), rules_text::reason(&reason)));
    // An illegal move is an answer, "no" (exit 1), not an error.
    let outcome = Outcome::no_if(verdict.is_some());
    let name = |id: &str| Message::new(format!("lesson-reason-{id}"));
    match (output, verdict) {
        (ExplainOutput::Json, verdict) => {
            let legal = verdict.is_none();
            let (reason, reason_name, words, message) = match verdict {
                Some((id, sentence)) => (
                    Some(id.to_string()),
                    Some(io.l10n.format(&name(id))),
                    io.l10n.format(&sentence),
                    Some(sentence),
                ),
                None => (None, None, io.l10n.tr("explain-legal"), None),
            };
            let doc = ExplainReport {
                position: PositionHead::of(&pos),
                mv: text.to_string(),
                legal: Some(legal),
                reason,
                reason_name,
                text: words,
                message,
            };
            json::print(io.out, &doc);
        }
        (ExplainOutput::Id, None) => {
            let _ = writeln!(io.out, "legal");
        }
        (ExplainOutput::Id, Some((id, sentence))) => {
            let sentence = io.l10n.format(&sentence);
            let _ = writeln!(io.out, "{id}: {sentence}");
        }
        (ExplainOutput::Words, None) => io.say(&Message::new("explain-legal")),
        (ExplainOutput::Words, Some((id, sentence))) => io.say(
            &Message::new("explain-illegal")
                .arg_msg("name", name(id))
                .arg_msg("sentence", sentence),
        ),
    }
    Ok(outcome)
}

/// What `show` prints.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum ShowOutput {
    Text,
    Json,
    /// The board as SVG, as handouts draw it.
    Svg,
    /// A `diagram:` block for a lesson.
    Diagram,
}

pub(crate) fn show(io: &mut Io, args: &PositionArgs, ascii: bool, output: ShowOutput) -> CliResult {
    let pos = args.position()?;
    if output == ShowOutput::Svg {
        use crate::handout::{Marks, PieceStyle, svg};
        let style = if ascii {
            PieceStyle::Letter
        } else {
            PieceStyle::Glyph
        };
        let title = io
            .l10n
            .format(&Message::new("handout-board-title").arg("fen", pos.fen()));
        // The last move of --moves as an arrow, as the handouts show the move just played.
        let last = args.moves.iter().last();
        let marks = Marks {
            arrows: last
                .map(|mv| crate::handout::Arrow { mv, label: None })
                .into_iter()
                .collect(),
            ..Marks::default()
        };
        let board = svg::board(pos.board(), &marks, style, &title, &pos.fen());
        let _ = writeln!(io.out, "{board}");
        return Ok(Outcome::Done);
    }
    if output == ShowOutput::Diagram {
        // `relaxed: true` only where a game could not have the setup.
        let strict = Position::from_setup(pos.to_setup(), pos.rules(), Strictness::Strict);
        let block = crate::lesson::diagram::block(pos.board(), pos.turn(), strict.is_err());
        let _ = write!(io.out, "{block}");
        return Ok(Outcome::Done);
    }
    if output == ShowOutput::Json {
        // The board as FEN letters, rank 10 first, `.` for an empty point.
        let board: Vec<String> = (0..10u8)
            .rev()
            .map(|rank| {
                (0..9u8)
                    .map(|file| {
                        Square::new(file, rank)
                            .and_then(|sq| pos.board().get(sq))
                            .map_or('.', |p| p.char())
                    })
                    .collect()
            })
            .collect();
        let doc = ShowReport {
            position: PositionHead::of(&pos),
            board,
            text: io
                .l10n
                .format(&Message::new("status-turn").arg_msg("side", rules_text::side(pos.turn()))),
        };
        json::print(io.out, &doc);
        return Ok(Outcome::Done);
    }
    let style = if ascii {
        diagram::Style::Ascii
    } else {
        diagram::Style::Cjk
    };
    let _ = write!(io.out, "{}", diagram::render(pos.board(), style));
    let turn = rules_text::side(pos.turn());
    io.say(&Message::new("status-turn").arg_msg("side", turn));
    Ok(Outcome::Done)
}

pub(crate) fn status(io: &mut Io, args: &PositionArgs, as_json: bool) -> CliResult {
    use crate::rules::Game;
    let pos = args.position()?;
    let outcome = pos.outcome();
    // Optional ends (repetition, n-move rule) need the whole record: replay the moves,
    // already checked above, from the start into a `Game`.
    let optional = if outcome.is_none() {
        Game::from_moves(args.start()?, args.moves.iter())
            .ok()
            .and_then(|g| g.optional_end())
    } else {
        None
    };
    let mut lines =
        vec![Message::new("status-rules").arg_msg("rules", rules_text::rules_name(pos.rules()))];
    lines.extend(rules_text::position_status(&pos));
    lines.extend(optional.as_ref().map(rules_text::optional_end));
    if as_json {
        let winner = |w: Option<crate::rules::Color>| w.map_or("draw", |c| c.id()).to_string();
        let doc = StatusReport {
            position: PositionHead::of(&pos),
            check: pos.is_check(),
            bikjang: pos.kings_facing(),
            outcome: outcome.map(|o| End {
                winner: winner(o.winner),
                reason: o.reason.id().to_string(),
            }),
            optional_end: optional.map(|e| End {
                winner: winner(e.winner),
                reason: e.reason.id().to_string(),
            }),
            text: lines.iter().map(|m| io.l10n.format(m)).collect(),
        };
        json::print(io.out, &doc);
    } else {
        for line in &lines {
            io.say(line);
        }
    }
    Ok(Outcome::Done)
}
