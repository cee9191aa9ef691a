//! Lesson skeletons: a lesson file whose exercises are built around a position, one of any
//! `Kind` (the engine picks the piece, the move, the capture, the line change and computes the
//! answer key; each kind writes its own fields), or a game's `replay` / `play` exercise; every
//! text a `TODO(<lang>): …` placeholder in each of the three languages for the instructor to
//! fill in. One generator for `janggi-tutor new`, the board
//! editor's export and `game FILE --to lesson`. The lint accepts a skeleton as written and
//! once filled in (`src/tests/lesson_new.rs`, `tests/it/records_cli.rs`).

use crate::i18n::{Localizer, Message, REQUIRED_LANGUAGES};
use crate::lesson::model::{Kind, Phase};
use crate::rules::{Board, Color, Move, Position, RuleSet, Square, Strictness};

/// The indentation of an exercise's fields under `exercises:`.
pub(crate) const EX: &str = "    ";

/// A lesson diagram: rank 10 on top, FEN letters, `.` for an empty point.
pub(crate) fn diagram(board: &Board) -> String {
    super::diagram::rows(board)
        .into_iter()
        .map(|row| row + "\n")
        .collect()
}

/// Where a skeleton comes from (its first comment line says so).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Origin {
    /// `janggi-tutor game FILE --to lesson`.
    Game,
    /// `janggi-tutor new`.
    New,
    /// The board editor's export.
    Editor,
}

impl Origin {
    fn message_id(self) -> &'static str {
        match self {
            Origin::Game => "skeleton-origin-game",
            Origin::New => "skeleton-origin-new",
            Origin::Editor => "skeleton-origin-editor",
        }
    }
}

/// The lesson's own fields.
#[derive(Clone, Debug)]
pub(crate) struct Head<'a> {
    pub(crate) id: &'a str,
    pub(crate) phase: Phase,
    pub(crate) order: u32,
    pub(crate) rules: RuleSet,
    pub(crate) origin: Origin,
}

/// Why an exercise of a kind cannot be built around a position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum SkeletonError {
    /// The side to move has no legal move (the game is over): only a `claim` can be asked.
    NoMoves,
    /// No move opens or closes a cannon line (a `lines` exercise needs one).
    NoLineChange,
}

impl SkeletonError {
    pub(crate) fn message(self, kind: Kind) -> Message {
        let id = match self {
            SkeletonError::NoMoves => "skeleton-no-moves",
            SkeletonError::NoLineChange => "skeleton-no-line-change",
        };
        Message::new(id).arg_msg("kind", Message::new(kind.message_id()))
    }
}

/// The lesson file: comments, the lesson's fields with placeholder texts, then `exercises`
/// (each from [`exercise`], [`replay_game`] or [`play_at`]).
pub(crate) fn lesson(l10n: &Localizer, head: &Head, exercises: &[String]) -> String {
    let mut out = format!(
        "# {}\n# {}\n",
        l10n.tr(head.origin.message_id()),
        l10n.tr("skeleton-fill-in")
    );
    out.push_str(&format!(
        "id: {}\nphase: {}\norder: {}\nrules: {}\n",
        head.id,
        head.phase.id(),
        head.order,
        head.rules.id()
    ));
    out.push_str(&text(l10n, "title", "", "skeleton-todo-title"));
    let intro = match head.origin {
        Origin::Game => "skeleton-todo-game-intro",
        Origin::New | Origin::Editor => "skeleton-todo-intro",
    };
    out.push_str(&text(l10n, "intro", "", intro));
    out.push_str("exercises:\n");
    for e in exercises {
        out.push_str(e);
    }
    out
}

/// A text field with a placeholder in each language: `TODO(zh): <what, in Chinese>`.
fn text(l10n: &Localizer, field: &str, indent: &str, what: &str) -> String {
    let mut out = format!("{indent}{field}:\n");
    // Every language the lint requires.
    for lang in REQUIRED_LANGUAGES {
        let said = l10n
            .format_strict(lang, &Message::new(what.to_string()))
            .unwrap_or_else(|_| l10n.tr(what));
        // A JSON string is a valid YAML double-quoted scalar (quotes and colons escaped).
        let quoted = serde_json::to_string(&format!("TODO({lang}): {said}")).expect("a string");
        out.push_str(&format!("{indent}  {lang}: {quoted}\n"));
    }
    out
}

/// A choice option's first line (`- text:`) with its placeholders.
pub(crate) fn option(l10n: &Localizer, what: &str) -> String {
    let t = text(l10n, "text", &format!("{EX}    "), what);
    format!("{EX}  - {}", t.trim_start())
}

/// The prompt, self-check and explanation every exercise has.
fn common_texts(l10n: &Localizer) -> String {
    let mut out = text(l10n, "prompt", EX, "skeleton-todo-prompt");
    out.push_str(&text(l10n, "self_check", EX, "skeleton-todo-self-check"));
    out.push_str(&text(l10n, "explanation", EX, "skeleton-todo-explanation"));
    out
}

/// Only a drill can have this position (no king, extra pieces): the lesson must say
/// `relaxed: true`.
pub(crate) fn needs_relaxed(pos: &Position) -> bool {
    Position::from_setup(pos.to_setup(), pos.rules(), Strictness::Strict).is_err()
}

/// A `position:` block: FEN and diagram (which the lint checks agree), the side to move, and
/// `relaxed: true` for a setup only a drill can have.
pub(crate) fn position_yaml(pos: &Position, indent: &str) -> String {
    let mut out = format!("{indent}position:\n{indent}  fen: {}\n", pos.fen());
    out.push_str(&diagram_block(
        pos.board(),
        pos.turn(),
        &format!("{indent}  "),
    ));
    if needs_relaxed(pos) {
        out.push_str(&format!("{indent}  relaxed: true\n"));
    }
    out
}

/// The `diagram:` key with its block (and `turn: han` when Han moves), beside the FEN of a
/// skeleton's `position:`; `indent` is the indentation of the `diagram:` key. (A diagram on
/// its own, as `show --diagram` and the editor write it, is `lesson::diagram::block`.)
fn diagram_block(board: &Board, turn: Color, indent: &str) -> String {
    let mut out = format!("{indent}diagram: |\n");
    for line in diagram(board).lines() {
        out.push_str(&format!("{indent}  {line}\n"));
    }
    if turn == Color::Han {
        out.push_str(&format!("{indent}turn: han\n"));
    }
    out
}

pub(crate) fn list(items: impl IntoIterator<Item = impl ToString>) -> String {
    let items: Vec<String> = items.into_iter().map(|i| i.to_string()).collect();
    format!("[{}]", items.join(", "))
}

/// The piece the exercise is about: `focus` if a piece of the side to move stands there and
/// can move, else the first such piece (from a1); with its legal destinations, sorted.
fn piece_to_ask(pos: &Position, focus: Option<Square>) -> Option<(Square, Vec<Square>)> {
    let turn = pos.turn();
    let movable = |s: Square| {
        let mut d = pos.destinations(s);
        d.sort();
        (!d.is_empty()).then_some((s, d))
    };
    focus
        .filter(|s| pos.board().get(*s).is_some_and(|p| p.color == turn))
        .and_then(movable)
        .or_else(|| {
            pos.board()
                .pieces()
                .filter(|(_, p)| p.color == turn)
                .find_map(|(s, _)| movable(s))
        })
}

/// The legal moves that are not passes, those of `from` first.
fn moves_from_first(pos: &Position, from: Square) -> Vec<Move> {
    let mut moves: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| !m.is_pass())
        .collect();
    moves.sort_by_key(|m| m.from != from);
    moves
}

/// What a skeleton asks about: a piece of the side to move that can move, where it can go,
/// its first move, and every legal move but passes (its own first).
pub(crate) struct Ask {
    pub(crate) from: Square,
    pub(crate) dests: Vec<Square>,
    pub(crate) first: Move,
    pub(crate) moves: Vec<Move>,
}

/// One exercise of `kind` around `pos` (a list item under `exercises:`), about the piece on
/// `focus` where that piece belongs to the side to move and can move. The answer key is the
/// engine's; each kind writes its own fields (`lesson::kinds`).
pub(crate) fn exercise(
    l10n: &Localizer,
    kind: Kind,
    pos: &Position,
    focus: Option<Square>,
    id: &str,
) -> Result<String, SkeletonError> {
    let mut out = format!("  - id: {id}\n{EX}kind: {}\n", kind.id());
    out.push_str(&position_yaml(pos, EX));
    let ask = piece_to_ask(pos, focus).map(|(from, dests)| Ask {
        from,
        first: Move::new(from, dests[0]),
        dests,
        moves: moves_from_first(pos, from),
    });
    out.push_str(&super::kinds::skeleton(kind, l10n, pos, ask.as_ref())?);
    out.push_str(&common_texts(l10n));
    Ok(out)
}

/// A replay's one step: after `after` moves, whose turn it is.
pub(crate) fn replay_step(l10n: &Localizer, after: usize, turn: Color) -> String {
    let mut out = format!("{EX}steps:\n{EX}  - after: {after}\n");
    out.push_str(&text(
        l10n,
        "prompt",
        &format!("{EX}    "),
        "skeleton-todo-step-prompt",
    ));
    out.push_str(&format!(
        "{EX}    kind: claim\n{EX}    claim: {{is: to-move, side: {}}}\n{EX}    answer: true\n",
        turn.id()
    ));
    out
}

/// A `replay` exercise over a whole game: `positions[k]` is the position after `k` moves.
pub(crate) fn replay_game(l10n: &Localizer, positions: &[Position], moves: &[Move]) -> String {
    let last = positions.last().expect("a game has a start");
    let mut out = format!("  - id: replay-game\n{EX}kind: replay\n");
    out.push_str(&position_yaml(&positions[0], EX));
    out.push_str(&format!("{EX}moves: {}\n", list(moves)));
    out.push_str(&replay_step(l10n, moves.len(), last.turn()));
    out.push_str(&common_texts(l10n));
    out
}

/// A `play` exercise: find move `number` (1-based) of a game in the position before it.
pub(crate) fn play_at(
    l10n: &Localizer,
    positions: &[Position],
    moves: &[Move],
    number: usize,
) -> String {
    let m = moves[number - 1];
    let mut out = format!("  - id: play-move-{number}\n{EX}kind: play\n");
    out.push_str(&position_yaml(&positions[number - 1], EX));
    out.push_str(&format!(
        "{EX}goal: {{from: {}, reach: {}}}\n{EX}answer: [{m}]\n",
        m.from, m.to
    ));
    out.push_str(&common_texts(l10n));
    out
}

/// A lesson with one exercise of each kind in `kinds` around `pos` (ids: the kind ids).
pub(crate) fn lesson_of_kinds(
    l10n: &Localizer,
    head: &Head,
    pos: &Position,
    focus: Option<Square>,
    kinds: &[Kind],
) -> Result<String, (Kind, SkeletonError)> {
    let exercises = kinds
        .iter()
        .map(|k| exercise(l10n, *k, pos, focus, k.id()).map_err(|e| (*k, e)))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(lesson(l10n, head, &exercises))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::sq;
    use strum::VariantArray;

    #[test]
    fn every_kind_around_the_start_position() {
        let l10n = Localizer::new();
        let pos = Position::start(RuleSet::Basic);
        for kind in Kind::VARIANTS {
            let e = exercise(&l10n, *kind, &pos, Some(sq("b1")), "x").unwrap();
            assert!(e.contains(&format!("kind: {}", kind.id())), "{e}");
            assert!(e.contains("TODO(ko)"), "{e}");
        }
        let d = exercise(&l10n, Kind::Destinations, &pos, Some(sq("b1")), "x").unwrap();
        assert!(d.contains("square: b1\n    answer: [a3, c3]"), "{d}");
    }

    #[test]
    fn a_finished_game_allows_only_a_claim() {
        let l10n = Localizer::new();
        // Cho is checkmated (the FAQ's example): no move to ask about.
        let pos =
            Position::from_fen("4rk3/9/9/9/9/9/2n6/9/9/r2K5 w - - 0 1", RuleSet::Basic).unwrap();
        assert!(pos.legal_moves().is_empty());
        assert_eq!(
            exercise(&l10n, Kind::Judge, &pos, None, "x"),
            Err(SkeletonError::NoMoves)
        );
        assert!(exercise(&l10n, Kind::Claim, &pos, None, "x").is_ok());
        // No cannon, no line to open or close.
        let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 w", RuleSet::Basic).unwrap();
        assert_eq!(
            exercise(&l10n, Kind::Lines, &pos, None, "x"),
            Err(SkeletonError::NoLineChange)
        );
    }
}
