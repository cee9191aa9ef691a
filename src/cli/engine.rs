//! The engine verbs: moves, perft, explain, show, status.

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
    let mut pos = Position::from_setup(setup, rules, strictness).map_err(|e| {
        for problem in &e.0 {
            io.error(
                &Message::new("cli-bad-position")
                    .arg_msg("detail", rules_text::position_error(problem)),
            );
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

pub fn moves(io: &mut Io, args: &PositionArgs, from: Option<&str>, notation: &str) -> i32 {
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
    for m in list {
        let _ = writeln!(io.out, "{}", notation::write(&pos, m, notation));
    }
    0
}

pub fn perft(io: &mut Io, args: &PositionArgs, depth: u32, divide: bool) -> i32 {
    let pos = match build_position(io, args) {
        Ok(p) => p,
        Err(code) => return code,
    };
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

/// Prints `legal`, or the reason's id and its sentence; exit 1 when illegal.
pub fn explain(io: &mut Io, args: &PositionArgs, text: &str) -> i32 {
    let pos = match build_position(io, args) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let m: Move = match text.parse() {
        Ok(m) => m,
        Err(_) => {
            let sentence = io.l10n.format(&rules_text::bad_notation(text));
            let _ = writeln!(io.out, "bad-notation: {sentence}");
            return EXIT_USAGE;
        }
    };
    match pos.explain(m) {
        Ok(()) => {
            let _ = writeln!(io.out, "legal");
            0
        }
        Err(reason) => {
            let sentence = io.l10n.format(&rules_text::reason(&reason));
            let _ = writeln!(io.out, "{}: {sentence}", reason.id());
            1
        }
    }
}

pub fn show(io: &mut Io, args: &PositionArgs, ascii: bool) -> i32 {
    let pos = match build_position(io, args) {
        Ok(p) => p,
        Err(code) => return code,
    };
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

pub fn status(io: &mut Io, args: &PositionArgs) -> i32 {
    use crate::rules::Game;
    let pos = match build_position(io, args) {
        Ok(p) => p,
        Err(code) => return code,
    };
    io.say(&Message::new("status-rules").arg_msg("rules", rules_text::rules_name(pos.rules())));
    io.say(&Message::new("status-turn").arg_msg("side", rules_text::side(pos.turn())));
    if pos.is_check() {
        io.say(&Message::new("status-check").arg_msg("side", rules_text::side(pos.turn())));
    }
    if pos.kings_facing() {
        io.say(&Message::new("status-bikjang"));
    }
    match pos.outcome() {
        Some(o) => io.say(&rules_text::outcome(&o)),
        None => {
            io.say(&Message::new("status-ongoing"));
            // Optional ends (repetition, n-move rule) need the whole record: replay the moves,
            // already checked above, from the start into a `Game`.
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
            if let Some(end) = Game::from_moves(root, moves)
                .ok()
                .and_then(|g| g.optional_end())
            {
                io.say(&rules_text::optional_end(&end));
            }
        }
    }
    0
}
