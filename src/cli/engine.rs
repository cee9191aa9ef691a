//! The engine verbs: moves, perft, explain, show, status.

use serde_json::json;

use super::{EXIT_USAGE, Io, PositionArgs, diagram, parse_rules};
use crate::i18n::{Message, rules_text};
use crate::rules::{Formation, Move, Position, Setup, Square, Strictness, perft as perft_mod};

/// Builds the position the arguments describe, reporting every problem.
pub(crate) fn build_position(io: &mut Io, args: &PositionArgs) -> Result<Position, i32> {
    let rules = parse_rules(io, &args.rules)?;
    let setup = match (&args.fen, &args.setup) {
        (Some(fen), _) => Setup::from_fen(fen).map_err(|e| {
            io.error(&Message::new("cli-bad-fen").arg_msg("detail", rules_text::fen_error(&e)));
            EXIT_USAGE
        })?,
        (None, Some(names)) => {
            let (cho, han) = names.split_once(':').unwrap_or((names, names));
            let parse = |name: &str| {
                Formation::from_id(name.trim()).ok_or_else(|| {
                    Message::new("cli-unknown-formation")
                        .arg("name", name.to_string())
                        .arg("known", Formation::ALL.map(|f| f.id()).join(", "))
                })
            };
            match (parse(cho), parse(han)) {
                (Ok(c), Ok(h)) => Setup::start_with(c, h),
                (Err(m), _) | (_, Err(m)) => {
                    io.error(&m);
                    return Err(EXIT_USAGE);
                }
            }
        }
        (None, None) => Setup::start(),
    };
    let strictness = if args.relaxed {
        Strictness::Relaxed
    } else {
        Strictness::Strict
    };
    // The problems a drill (`--relaxed`) would still refuse.
    let still = match Position::from_setup(setup.clone(), rules, Strictness::Relaxed) {
        Err(e) if !args.relaxed => Some(e.0),
        Err(_) => None,
        Ok(_) => Some(Vec::new()),
    };
    let mut pos = Position::from_setup(setup, rules, strictness).map_err(|e| {
        for problem in &e.0 {
            io.error(
                &Message::new("cli-bad-position")
                    .arg_msg("detail", rules_text::position_error(problem)),
            );
        }
        // A setup only a drill can have: say how to use it anyway.
        if still.is_some_and(|still| e.0.iter().any(|p| !still.contains(p))) {
            let hint = io.l10n.tr("cli-try-relaxed");
            let _ = writeln!(io.err, "{hint}");
        }
        EXIT_USAGE
    })?;
    for (i, text) in args
        .moves
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .enumerate()
    {
        let m: Move = text.parse().map_err(|_| {
            io.error(&rules_text::bad_notation(text));
            EXIT_USAGE
        })?;
        pos = pos.play(m).map_err(|reason| {
            io.error(
                &Message::new("cli-illegal-history")
                    .arg_num("index", i as i64 + 1)
                    .arg("move", text.to_string())
                    .arg_msg("reason", rules_text::reason(&reason)),
            );
            EXIT_USAGE
        })?;
    }
    Ok(pos)
}

/// Prints `doc` as pretty JSON on stdout.
fn print_json(io: &mut Io, doc: &serde_json::Value) {
    let _ = writeln!(
        io.out,
        "{}",
        serde_json::to_string_pretty(doc).unwrap_or_default()
    );
}

/// What every JSON document of the engine verbs says about the position: stable ids only.
fn position_json(pos: &Position) -> serde_json::Value {
    json!({
        "rules": pos.rules().id(),
        "fen": pos.fen(),
        "turn": pos.turn().id(),
    })
}

pub fn moves(
    io: &mut Io,
    args: &PositionArgs,
    from: Option<&str>,
    notation: &str,
    as_json: bool,
) -> i32 {
    use crate::record::notation::{self, Notation};
    let Some(notation) = Notation::from_id(notation) else {
        io.error(
            &Message::new("record-unknown-notation")
                .arg("name", notation.to_string())
                .arg("known", Notation::ALL.map(|n| n.id()).join(", ")),
        );
        return EXIT_USAGE;
    };
    let pos = match build_position(io, args) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let list = match from {
        Some(text) => match text.parse::<Square>() {
            Ok(sq) => pos.legal_moves_from(sq),
            Err(_) => {
                io.error(&Message::new("cli-bad-square").arg("square", text.to_string()));
                return EXIT_USAGE;
            }
        },
        None => pos.legal_moves(),
    };
    // Listed in coordinate order whatever the notation, so the lists line up.
    let mut list = list;
    list.sort_by_key(|m| m.to_string());
    if as_json {
        let mut doc = position_json(&pos);
        doc["from"] = json!(from);
        doc["moves"] = json!(list.iter().map(|m| m.to_string()).collect::<Vec<_>>());
        doc["notation"] = json!(notation.id());
        doc["written"] = json!(
            list.iter()
                .map(|&m| notation::write(&pos, m, notation))
                .collect::<Vec<_>>()
        );
        print_json(io, &doc);
        return 0;
    }
    for m in list {
        let _ = writeln!(io.out, "{}", notation::write(&pos, m, notation));
    }
    0
}

/// Deepest perft run without `--force`: depth 6 from the start is about a billion positions.
pub const PERFT_MAX_UNFORCED: u32 = 6;

pub fn perft(io: &mut Io, args: &PositionArgs, depth: u32, divide: bool, force: bool) -> i32 {
    let pos = match build_position(io, args) {
        Ok(p) => p,
        Err(code) => return code,
    };
    if depth > PERFT_MAX_UNFORCED && !force {
        // Estimate from the first two plies: the tree grows by about sqrt(perft 2) per ply.
        let two = perft_mod::perft(&pos, 2) as f64;
        let nodes = two * two.sqrt().powi(depth as i32 - 2);
        // About 40 million positions a second in a release build (docs/PERFORMANCE.md).
        let hours = nodes / 40e6 / 3600.0;
        io.error(
            &Message::new("cli-perft-too-deep")
                .arg_num("depth", depth)
                .arg_num("max", PERFT_MAX_UNFORCED)
                .arg_num("nodes", nodes.round())
                .arg_num("hours", (hours * 10.0).round() / 10.0),
        );
        return EXIT_USAGE;
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
    0
}

/// How `explain` prints its answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ExplainOutput {
    /// In the user's language: "合法", or the reason's name and its sentence.
    Words,
    /// Stable ids for scripts: `legal`, or `<reason-id>: <sentence>`.
    Id,
    /// A JSON document with both.
    Json,
}

/// Says whether a move is legal, and if not, why; exit 1 when illegal, 2 when unreadable.
pub fn explain(io: &mut Io, args: &PositionArgs, text: &str, output: ExplainOutput) -> i32 {
    let pos = match build_position(io, args) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let Ok(m) = text.parse::<Move>() else {
        let message = rules_text::bad_notation(text);
        if output == ExplainOutput::Json {
            // A script asked for JSON: it gets JSON, with the stable id of the problem.
            let mut doc = position_json(&pos);
            doc["move"] = json!(text);
            doc["reason"] = json!("bad-notation");
            doc["text"] = json!(io.l10n.format(&message));
            doc["message"] = json!(message);
            print_json(io, &doc);
        } else {
            // Bad input goes to stderr as every other verb's does.
            io.error(&message);
        }
        return EXIT_USAGE;
    };
    let (verdict, code) = match pos.explain(m) {
        Ok(()) => (None, 0),
        Err(reason) => (Some((reason.id(), rules_text::reason(&reason))), 1),
    };
    let name = |id: &str| Message::new(format!("lesson-reason-{id}"));
    match (output, verdict) {
        (ExplainOutput::Json, verdict) => {
            let mut doc = position_json(&pos);
            doc["move"] = json!(text);
            doc["legal"] = json!(verdict.is_none());
            if let Some((id, sentence)) = verdict {
                doc["reason"] = json!(id);
                doc["reason_name"] = json!(io.l10n.format(&name(id)));
                doc["text"] = json!(io.l10n.format(&sentence));
                doc["message"] = json!(sentence);
            } else {
                doc["text"] = json!(io.l10n.tr("explain-legal"));
            }
            print_json(io, &doc);
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
    code
}

/// What `show` prints.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ShowOutput {
    Text,
    Json,
    /// The board as SVG, as handouts draw it.
    Svg,
    /// A `diagram:` block for a lesson.
    Diagram,
}

pub fn show(io: &mut Io, args: &PositionArgs, ascii: bool, output: ShowOutput) -> i32 {
    let pos = match build_position(io, args) {
        Ok(p) => p,
        Err(code) => return code,
    };
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
        let last = args
            .moves
            .split(|c: char| c.is_whitespace() || c == ',')
            .rfind(|t| !t.is_empty())
            .and_then(|t| t.parse::<Move>().ok());
        let marks = Marks {
            arrows: last
                .map(|mv| crate::handout::Arrow { mv, label: None })
                .into_iter()
                .collect(),
            ..Marks::default()
        };
        let board = svg::board(pos.board(), &marks, style, &title, &pos.fen());
        let _ = writeln!(io.out, "{board}");
        return 0;
    }
    if output == ShowOutput::Diagram {
        // `relaxed: true` only where a game could not have the setup.
        let strict = Position::from_setup(pos.to_setup(), pos.rules(), Strictness::Strict);
        let block = crate::lesson::diagram::block(pos.board(), pos.turn(), strict.is_err());
        let _ = write!(io.out, "{block}");
        return 0;
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
        let mut doc = position_json(&pos);
        doc["board"] = json!(board);
        doc["text"] = json!(
            io.l10n
                .format(&Message::new("status-turn").arg_msg("side", rules_text::side(pos.turn())))
        );
        print_json(io, &doc);
        return 0;
    }
    let style = if ascii {
        diagram::Style::Ascii
    } else {
        diagram::Style::Cjk
    };
    let _ = write!(io.out, "{}", diagram::render(pos.board(), style));
    let turn = rules_text::side(pos.turn());
    io.say(&Message::new("status-turn").arg_msg("side", turn));
    0
}

pub fn status(io: &mut Io, args: &PositionArgs, as_json: bool) -> i32 {
    use crate::rules::Game;
    let pos = match build_position(io, args) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let outcome = pos.outcome();
    // Optional ends (repetition, n-move rule) need the whole record: replay the moves,
    // already checked above, from the start into a `Game`.
    let optional = if outcome.is_none() {
        let root_args = PositionArgs {
            moves: String::new(),
            ..args.clone()
        };
        // Cannot fail: the same arguments, moves included, were accepted above.
        let Ok(root) = build_position(io, &root_args) else {
            return 0;
        };
        let moves = args
            .moves
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter_map(|t| t.parse::<Move>().ok());
        Game::from_moves(root, moves)
            .ok()
            .and_then(|g| g.optional_end())
    } else {
        None
    };
    let side = || rules_text::side(pos.turn());
    let mut lines = vec![
        Message::new("status-rules").arg_msg("rules", rules_text::rules_name(pos.rules())),
        Message::new("status-turn").arg_msg("side", side()),
    ];
    if pos.is_check() {
        lines.push(Message::new("status-check").arg_msg("side", side()));
    }
    if pos.kings_facing() {
        lines.push(Message::new("status-bikjang"));
    }
    match &outcome {
        Some(o) => lines.push(rules_text::outcome(o)),
        None => lines.push(Message::new("status-ongoing")),
    }
    lines.extend(optional.as_ref().map(rules_text::optional_end));
    if as_json {
        let winner = |w: Option<crate::rules::Color>| w.map_or("draw", |c| c.id());
        let mut doc = position_json(&pos);
        doc["check"] = json!(pos.is_check());
        doc["bikjang"] = json!(pos.kings_facing());
        doc["outcome"] = json!(outcome.map(|o| json!({
            "winner": winner(o.winner),
            "reason": o.reason.id(),
        })));
        doc["optional_end"] = json!(optional.map(|e| json!({
            "winner": winner(e.winner),
            "reason": e.reason.id(),
        })));
        doc["text"] = json!(lines.iter().map(|m| io.l10n.format(m)).collect::<Vec<_>>());
        print_json(io, &doc);
    } else {
        for line in &lines {
            io.say(line);
        }
    }
    0
}
