//! A lesson skeleton from a replayed game (`game FILE --to lesson`): a `replay` exercise over
//! the moves, or a `play` exercise at one move, with FEN and diagram, every text a
//! `TODO(<lang>)` placeholder in the three languages for the instructor to fill in. Plain YAML
//! text, so this layer needs nothing from `lesson`; `janggi-tutor lint` checks the result.

use crate::rules::{Board, Color, Move, Position, RuleSet, Square};

/// The three languages every lesson text is written in.
const LANGS: [&str; 3] = ["zh", "ko", "en"];

/// What the skeleton asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Exercise {
    /// Step through these moves from the start.
    Replay,
    /// Find move `number` (1-based) in the position before it.
    Play { number: usize },
}

/// A lesson diagram: rank 10 on top, FEN letters, `.` for an empty point.
pub fn diagram(board: &Board) -> String {
    let mut out = String::new();
    for rank in (0..10u8).rev() {
        let row: Vec<String> = (0..9u8)
            .map(|file| {
                let sq = Square::new(file, rank).expect("on board");
                board.get(sq).map_or('.', |p| p.char()).to_string()
            })
            .collect();
        out.push_str(&row.join(" "));
        out.push('\n');
    }
    out
}

fn text(field: &str, indent: &str, what: &str) -> String {
    let mut out = format!("{indent}{field}:\n");
    for lang in LANGS {
        out.push_str(&format!("{indent}  {lang}: \"TODO({lang}): {what}\"\n"));
    }
    out
}

fn position_yaml(pos: &Position, indent: &str) -> String {
    let mut out = format!("{indent}position:\n{indent}  fen: {}\n", pos.fen());
    out.push_str(&format!("{indent}  diagram: |\n"));
    for line in diagram(pos.board()).lines() {
        out.push_str(&format!("{indent}    {line}\n"));
    }
    if pos.turn() == Color::Han {
        out.push_str(&format!("{indent}  turn: han\n"));
    }
    out
}

/// The skeleton. `positions[k]` is the position after `k` moves; `moves` the moves played.
pub fn write(
    id: &str,
    rules: RuleSet,
    positions: &[Position],
    moves: &[Move],
    exercise: Exercise,
) -> String {
    let mut out = String::from(
        "# Lesson skeleton from a game record (janggi-tutor game FILE --to lesson).\n\
         # Replace every TODO text in each language, then check with: janggi-tutor lint FILE\n",
    );
    out.push_str(&format!(
        "id: {id}\nphase: review\norder: 90\nrules: {}\n",
        rules.id()
    ));
    out.push_str(&text("title", "", "the lesson's title"));
    out.push_str(&text("intro", "", "what this game shows"));
    out.push_str("exercises:\n");
    let e = "    ";
    match exercise {
        Exercise::Replay => {
            let last = positions.last().expect("a game has a start");
            let side = last.turn().id();
            out.push_str("  - id: replay-game\n    kind: replay\n");
            out.push_str(&position_yaml(&positions[0], e));
            let list: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
            out.push_str(&format!("{e}moves: [{}]\n", list.join(", ")));
            out.push_str(&format!("{e}steps:\n{e}  - after: {}\n", moves.len()));
            out.push_str(&text(
                "prompt",
                &format!("{e}    "),
                "a question about the final position",
            ));
            out.push_str(&format!(
                "{e}    kind: claim\n{e}    claim: {{is: to-move, side: {side}}}\n{e}    answer: true\n"
            ));
        }
        Exercise::Play { number } => {
            let m = moves[number - 1];
            out.push_str(&format!("  - id: play-move-{number}\n    kind: play\n"));
            out.push_str(&position_yaml(&positions[number - 1], e));
            out.push_str(&format!(
                "{e}goal: {{from: {}, reach: {}}}\n{e}answer: [{m}]\n",
                m.from, m.to
            ));
        }
    }
    out.push_str(&text("prompt", e, "the question"));
    out.push_str(&text("self_check", e, "what the learner can now judge"));
    out.push_str(&text("explanation", e, "why"));
    out
}
