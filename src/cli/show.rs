//! `janggi-tutor show`: a position drawn as a text diagram, JSON, an SVG picture or a
//! lesson's `diagram:` block.

use super::json::{self, PositionHead, ShowReport};
use super::{CliResult, Io, Outcome, PositionArgs, diagram};
use crate::i18n::{Message, rules_text};
use crate::rules::{Position, Square, Strictness};

#[derive(clap::Args, Debug)]
pub(crate) struct ShowArgs {
    #[command(flatten)]
    pub(crate) pos: PositionArgs,
    /// Letters instead of CJK glyphs.
    #[arg(long)]
    pub(crate) ascii: bool,
    /// Print the board as JSON (FEN letters, rank 10 first).
    #[arg(long, conflicts_with_all = ["svg", "diagram"])]
    pub(crate) json: bool,
    /// Print the board as an SVG picture (as in handouts).
    #[arg(long, conflicts_with = "diagram")]
    pub(crate) svg: bool,
    /// Print a `diagram:` block to paste into a lesson.
    #[arg(long)]
    pub(crate) diagram: bool,
}

/// What `show` prints.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum ShowOutput {
    Text,
    Json,
    /// The board as SVG, as handouts draw it.
    Svg,
    /// A `diagram:` block for a lesson.
    Diagram,
}

pub(crate) fn run(io: &mut Io, args: &ShowArgs) -> CliResult {
    let output = match (args.json, args.svg, args.diagram) {
        (true, _, _) => ShowOutput::Json,
        (_, true, _) => ShowOutput::Svg,
        (_, _, true) => ShowOutput::Diagram,
        _ => ShowOutput::Text,
    };
    let ascii = args.ascii;
    let pos = args.pos.position()?;
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
        let last = args.pos.moves.iter().last();
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
