//! Differential vectors from Fairy-Stockfish (made by `tools/gen_fsf_vectors.py` with pyffish;
//! see tools/README.md). For every record: replay the history from the start FEN, then compare
//! the FEN, the sorted legal moves, check, and how (and whether) the game has ended — both the
//! immediate ends and the optional ones (repetition, n-move rule), the latter through a `Game`
//! that keeps the whole record.
//! Pure Rust: the data files are committed, Python is only needed to regenerate them.

use std::fs;

use janggi_tutor::rules::{Color, EndReason, Game, Move, Position, RuleSet, Setup, Strictness};

fn verdict_for_side_to_move(pos: &Position, winner: Option<Color>) -> &'static str {
    match winner {
        None => "draw",
        Some(c) if c == pos.turn() => "win",
        Some(_) => "loss",
    }
}

/// Returns the number of records and how many of them have an optional end.
fn check_file(rules: RuleSet) -> (usize, usize) {
    let name = rules.fairy_stockfish_name().unwrap();
    let path = format!(
        "{}/tests/data/fsf/{name}.vectors",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut count = 0;
    let mut optional_count = 0;
    let mut failures = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        assert_eq!(f.len(), 5, "{path}:{}: expected 5 fields", n + 1);
        let (start, history, fen_after, legal, end) = (f[0], f[1], f[2], f[3], f[4]);
        let setup = Setup::from_fen(start).unwrap_or_else(|e| panic!("{path}:{}: {e}", n + 1));
        let root = Position::from_setup(setup, rules, Strictness::Relaxed)
            .unwrap_or_else(|e| panic!("{path}:{}: {e}", n + 1));
        let mut game = Game::new(root);
        for m in history.split_whitespace().filter(|m| *m != "-") {
            let mv: Move = m.parse().unwrap();
            game.play(mv)
                .unwrap_or_else(|e| panic!("{path}:{}: history move {m} refused: {e}", n + 1));
        }
        let pos = game.position().clone();
        let mut ours: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
        ours.sort();
        let theirs: Vec<String> = legal
            .split_whitespace()
            .filter(|m| *m != "-")
            .map(String::from)
            .collect();
        let mut problems = Vec::new();
        if pos.fen() != fen_after {
            problems.push(format!("fen {} != {fen_after}", pos.fen()));
        }
        if ours != theirs {
            let extra: Vec<_> = ours.iter().filter(|m| !theirs.contains(m)).collect();
            let missing: Vec<_> = theirs.iter().filter(|m| !ours.contains(m)).collect();
            problems.push(format!("moves: extra {extra:?} missing {missing:?}"));
        }
        let tags: Vec<&str> = end.split(',').collect();
        let immediate = pos
            .ended_by_rule()
            .map(|o| verdict_for_side_to_move(&pos, o.winner));
        let expected_immediate = match tags[0] {
            "-" => None,
            v => Some(v),
        };
        if immediate != expected_immediate {
            problems.push(format!(
                "immediate end {immediate:?} != {expected_immediate:?}"
            ));
        }
        // pyffish.is_optional_game_end, from the side to move's view; absent = no optional end.
        let optional = game
            .optional_end()
            .map(|o| verdict_for_side_to_move(&pos, o.winner));
        let expected_optional = tags.iter().find_map(|t| t.strip_prefix("optional:"));
        if optional != expected_optional {
            problems.push(format!(
                "optional end {optional:?} ({:?}) != {expected_optional:?}",
                game.optional_end().map(|o| o.reason)
            ));
        }
        if expected_optional.is_some() {
            optional_count += 1;
        }
        if pos.is_check() != tags.contains(&"check") {
            problems.push(format!(
                "check {} != {}",
                pos.is_check(),
                tags.contains(&"check")
            ));
        }
        if let Some(r) = tags.iter().find_map(|t| t.strip_prefix("gameresult:")) {
            let o = pos.outcome();
            let got = o.map(|o| (verdict_for_side_to_move(&pos, o.winner), o.reason));
            if got != Some((r, EndReason::Checkmate)) {
                problems.push(format!("game result {got:?} != {r} by checkmate"));
            }
        }
        if !problems.is_empty() {
            failures.push(format!(
                "{path}:{}: {start} moves [{history}]: {}",
                n + 1,
                problems.join("; ")
            ));
        }
        count += 1;
    }
    assert!(
        failures.is_empty(),
        "{} of {count} records differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    (count, optional_count)
}

#[test]
fn janggi() {
    let (records, optional) = check_file(RuleSet::Janggi);
    assert!(
        records >= 500 && optional >= 70,
        "{records} records, {optional} optional"
    );
}

#[test]
fn janggi_traditional() {
    let (records, optional) = check_file(RuleSet::JanggiTraditional);
    assert!(
        records >= 500 && optional >= 70,
        "{records} records, {optional} optional"
    );
}

#[test]
fn janggi_modern() {
    let (records, optional) = check_file(RuleSet::JanggiModern);
    assert!(
        records >= 500 && optional >= 70,
        "{records} records, {optional} optional"
    );
}

#[test]
fn janggi_casual() {
    let (records, optional) = check_file(RuleSet::JanggiCasual);
    assert!(
        records >= 500 && optional >= 70,
        "{records} records, {optional} optional"
    );
}
