//! The built-in opponent's search: legal moves only, mates found and avoided, cannon screens
//! and palace lines seen. Small depths and node limits keep it fast.

use janggi_tutor::play::hint::{self, Hint, HintReason, LineKind};
use janggi_tutor::rules::{Move, Position, Role, RuleSet, sq};
use janggi_tutor::search::{Level, Limits, Score, Searcher};

fn pos(fen: &str, rules: RuleSet) -> Position {
    Position::from_fen(fen, rules).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn best(p: &Position, depth: u32) -> (Move, Score) {
    let mut s = Searcher::new(4);
    let out = s.search(p, &[], &Limits::depth(depth), |_| {});
    (out.best.expect("a move"), Score::from_internal(out.score))
}

fn is_checkmate(p: &Position) -> bool {
    p.is_check() && p.legal_moves().is_empty()
}

#[test]
fn only_legal_moves_at_every_level_and_rule_set() {
    for rules in RuleSet::ALL {
        for n in 1..=8u8 {
            let level = Level::new(n);
            let mut rng = fastrand::Rng::with_seed(u64::from(n) * 31 + rules as u64);
            let mut searcher = Searcher::new(1);
            let mut p = Position::start(rules);
            let mut earlier = Vec::new();
            for _ in 0..10 {
                if p.is_game_over() {
                    break;
                }
                // The level's own choice, on a small budget.
                let own = level.limits();
                let limits = Limits {
                    depth: Some(own.depth.unwrap_or(3).min(2)),
                    nodes: Some(1_500),
                    movetime: None,
                    fixed_time: false,
                };
                let out = if level.needs_all_scores() {
                    searcher.search_all(&p, &earlier, &limits, |_| {})
                } else {
                    searcher.search(&p, &earlier, &limits, |_| {})
                };
                let m = level
                    .choose(&out, &mut rng)
                    .expect("a move while the game goes on");
                assert!(
                    p.legal_moves().contains(&m),
                    "{rules} level {n}: {m} in {}",
                    p.fen()
                );
                earlier.push(p.clone());
                p = p.play(m).expect("legal");
            }
        }
    }
}

#[test]
fn finds_mate_in_one() {
    let p = pos("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1", RuleSet::Basic);
    let (m, score) = best(&p, 3);
    assert_eq!(m, "b1b10".parse().unwrap());
    assert_eq!(score, Score::Mate(1));
    assert!(is_checkmate(&p.play(m).unwrap()));
}

#[test]
fn finds_mate_in_two() {
    // No mate in one; b1b9 or a2a9 mates in two (checked by brute force with pyffish, and
    // below with our engine: every reply allows a mate).
    let p = pos("5k3/9/9/9/9/9/9/9/R8/1R1K5 w - - 0 1", RuleSet::Janggi);
    let (m, score) = best(&p, 5);
    assert_eq!(score, Score::Mate(2), "{m}");
    let after = p.play(m).unwrap();
    for reply in after.legal_moves() {
        let q = after.play(reply).unwrap();
        assert!(
            q.legal_moves()
                .iter()
                .any(|&m2| is_checkmate(&q.play(m2).unwrap())),
            "{m} {reply} leaves no mate"
        );
    }
}

#[test]
fn avoids_being_mated_in_one() {
    // Han threatens b10b1 mate; Cho must do something about it.
    let p = pos("1r1k5/9/9/9/9/9/9/9/r6R1/4K4 w - - 0 1", RuleSet::Basic);
    let (m, _) = best(&p, 3);
    let after = p.play(m).unwrap();
    for reply in after.legal_moves() {
        assert!(
            !is_checkmate(&after.play(reply).unwrap()),
            "{m} allows {reply} mate"
        );
    }
}

#[test]
fn sees_the_cannon_screen() {
    // b3 jumps the soldier on b5 and takes the chariot on b8.
    let p = pos("3k5/9/1r7/9/9/1P7/9/1C7/9/4K4 w - - 0 1", RuleSet::Janggi);
    let (m, _) = best(&p, 2);
    assert_eq!(m, "b3b8".parse().unwrap());
    let mut s = Searcher::new(1);
    let h = hint::hint(&mut s, &p, &[], &Limits::depth(2)).unwrap();
    assert_eq!(
        h.reason,
        HintReason::Wins {
            role: Role::Chariot,
            square: sq("b8")
        }
    );
}

#[test]
fn sees_the_palace_line() {
    // The chariot on f1 takes the horse on d3 along the palace diagonal through e2.
    let p = pos("3k5/9/9/9/9/9/9/3n5/9/4KR3 w - - 0 1", RuleSet::Basic);
    let (m, _) = best(&p, 2);
    assert_eq!(m, "f1d3".parse().unwrap());
}

#[test]
fn hint_reasons_for_check_and_mate() {
    let mut s = Searcher::new(1);
    let p = pos("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1", RuleSet::Basic);
    let h = hint::hint(&mut s, &p, &[], &Limits::depth(3)).unwrap();
    assert_eq!(h.reason, HintReason::MateIn { moves: 1 });
    // Han in check from the chariot on e1... only one way out.
    let p = pos("3k5/9/9/9/9/9/9/9/9/3RK4 b - - 0 1", RuleSet::Basic);
    let legal = p.legal_moves();
    let h = hint::hint(&mut s, &p, &[], &Limits::depth(2)).unwrap();
    if legal.len() == 1 {
        assert_eq!(h.reason, HintReason::OnlyMoveOutOfCheck);
    } else {
        assert_eq!(h.reason, HintReason::OutOfCheck);
    }
}

#[test]
fn stops_on_the_flag_and_on_the_node_limit() {
    let p = Position::start(RuleSet::Janggi);
    let mut s = Searcher::new(1);
    let out = s.search(
        &p,
        &[],
        &Limits {
            nodes: Some(3_000),
            ..Limits::default()
        },
        |_| {},
    );
    assert!(out.nodes <= 3_000 + 1);
    assert!(p.legal_moves().contains(&out.best.unwrap()));
    let flag = s.stop_flag();
    flag.store(true, std::sync::atomic::Ordering::Relaxed);
    // A raised flag is reset by the thinker, not by `search`: the search returns at once
    // with a legal move from the root.
    let out = s.search(&p, &[], &Limits::default(), |_| {});
    assert!(p.legal_moves().contains(&out.best.unwrap()));
}

/// The search's node signature at a small depth (`janggi-tutor bench --depth 3` prints the
/// same total). Any change to the search's behaviour (move order, margins, reductions,
/// pruning, evaluation) changes it; a refactor must not. When a change to the search is meant,
/// run `janggi-tutor bench --depth 3`, put its `Nodes searched` here, and state the new
/// default-depth signature in the commit message (docs/PERFORMANCE.md, "bench").
#[test]
fn bench_node_signature() {
    let mut each = Vec::new();
    let nodes = janggi_tutor::search::bench(3, |_, _, n| each.push(n));
    assert_eq!(nodes, 5_232, "per position: {each:?}");
    // The same again: the count depends on nothing but the positions and the depth.
    assert_eq!(janggi_tutor::search::bench(3, |_, _, _| {}), nodes);
}

/// The hint says what the move does, from the engine: the reason for `mv` and its English
/// line, which must also format in Korean and Chinese.
fn hint_for(fen: &str, mv: &str) -> (HintReason, String) {
    let p = pos(fen, RuleSet::Janggi);
    let mv: Move = mv.parse().unwrap();
    let reason = hint::reason(&p, mv, 0, p.legal_moves().len());
    let l10n = janggi_tutor::i18n::Localizer::new();
    let msg = Hint { mv, reason }.message();
    for lang in ["ko", "zh"] {
        let text = l10n.format_strict(lang, &msg).unwrap();
        assert!(text.starts_with(&mv.to_string()), "{text}");
    }
    (reason, l10n.format_strict("en", &msg).unwrap())
}

#[test]
fn hints_say_what_the_move_does() {
    // A threat: the chariot goes to a7 and attacks the undefended horse on h7.
    let (r, text) = hint_for("9/4k4/9/7n1/9/9/9/9/9/R2K5 w - - 0 1", "a1a7");
    assert_eq!(
        r,
        HintReason::Threatens {
            role: Role::Chariot,
            from: sq("a7"),
            target: Role::Horse,
            at: sq("h7")
        }
    );
    assert_eq!(text, "a1a7: the chariot on a7 attacks the horse on h7");
    // A defence by blocking: the soldier steps between the chariot on a10 and the horse on a3.
    let (r, text) = hint_for("r3k4/9/9/9/1P7/9/9/N8/9/3K5 w - - 0 1", "b6a6");
    assert_eq!(
        r,
        HintReason::BlocksAttack {
            role: Role::Horse,
            square: sq("a3")
        }
    );
    assert_eq!(text, "b6a6: blocks the attack on the horse on a3");
    // A defence by protecting: the chariot comes to rank 3 behind the horse.
    let (r, text) = hint_for("r3k4/9/9/9/9/9/8R/N8/9/3K5 w - - 0 1", "i4i3");
    assert_eq!(
        r,
        HintReason::Protects {
            role: Role::Horse,
            square: sq("a3")
        }
    );
    assert_eq!(text, "i4i3: protects the horse on a3, which was attacked");
    // A cannon line: the soldier becomes the screen of the cannon on b1.
    let (r, text) = hint_for("4k4/9/9/9/9/9/2P6/9/9/1C1K5 w - - 0 1", "c4b4");
    assert_eq!(
        r,
        HintReason::OpensLine {
            cannon: sq("b1"),
            line: LineKind::File,
            onto: None
        }
    );
    assert_eq!(text, "c4b4: opens the file of the cannon on b1");
    // ... onto an elephant (not a threat: the chariot on i8 protects it); before, the cannon
    // behind the elephant closed the line.
    let (r, text) = hint_for("4k4/1c7/1e6r/9/9/9/2P6/9/9/1C1K5 w - - 0 1", "c4b4");
    assert_eq!(
        r,
        HintReason::OpensLine {
            cannon: sq("b1"),
            line: LineKind::File,
            onto: Some((Role::Elephant, sq("b8")))
        }
    );
    assert_eq!(
        text,
        "c4b4: opens the file of the cannon on b1: it now aims at the elephant on b8"
    );
    // A check names the checking piece.
    let (r, text) = hint_for("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", "a1a10");
    assert_eq!(
        r,
        HintReason::Check {
            role: Role::Chariot,
            square: sq("a10")
        }
    );
    assert_eq!(
        text,
        "a1a10: gives check: the chariot on a10 attacks the king"
    );
    // No tactic: the move is named, not just "improves".
    let (r, text) = hint_for("4k4/9/9/9/9/9/9/9/9/1N1K5 w - - 0 1", "b1c3");
    assert_eq!(
        r,
        HintReason::Improves {
            role: Role::Horse,
            square: sq("c3")
        }
    );
    assert_eq!(
        text,
        "b1c3: brings the horse to c3: no direct threat, a better point for it"
    );
}
