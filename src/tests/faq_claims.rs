//! The FAQ library: the embedded FAQ holds and covers the source text; every statement kind
//! holds and fails; per-rule-set expectations; problems and warnings point at file:line.

use std::collections::BTreeSet;

use crate::faq::{Faq, LoadError, Selection, Source, Status, Summary};
use crate::i18n::{Localizer, Message};
use crate::lesson::model::Statement;
use crate::rules::{IllegalReason, RuleSet};

fn faq_of(yaml: &str) -> Faq {
    Faq::from_sources(
        vec![("test.yaml".to_string(), yaml.to_string())],
        Vec::new(),
    )
    .unwrap_or_else(|e| panic!("{e:?}"))
}

/// One entry with the given claims (YAML list items, indented by 6).
fn entry(claims: &str) -> String {
    format!(
        "entries:\n  - id: t\n    question: {{zh: 问, ko: 질문, en: Q}}\n    answer: {{zh: 答, ko: 답, en: A}}\n    claims:\n{claims}"
    )
}

fn statuses(faq: &Faq, selection: Selection) -> Vec<Status> {
    faq.entries()
        .flat_map(|e| e.check(selection).claims)
        .map(|c| c.status())
        .collect()
}

#[test]
fn embedded_faq_loads_without_warnings() {
    let faq = Faq::embedded().expect("embedded FAQ parses");
    assert!(faq.files.len() >= 4, "{:?}", faq.files);
    let warnings = faq.warnings();
    assert!(warnings.is_empty(), "{warnings:?}");
    for f in &faq.files {
        assert!(f.path.starts_with("lessons/faq/"), "{}", f.path);
    }
}

#[test]
fn every_embedded_claim_holds_under_every_selection() {
    let faq = Faq::embedded().unwrap();
    let mut selections = vec![Selection::Listed, Selection::All];
    selections.extend(RuleSet::ALL.map(Selection::Only));
    for selection in selections {
        for e in faq.entries() {
            let report = e.check(selection);
            for c in &report.claims {
                assert_ne!(
                    c.status(),
                    Status::Fails,
                    "{} claim {} at {} under {selection:?}: {:?}",
                    e.id(),
                    c.index + 1,
                    c.place,
                    c.runs
                );
            }
        }
    }
    let reports: Vec<_> = faq.entries().map(|e| e.check(Selection::Listed)).collect();
    let summary = Summary::of(&reports);
    assert!(summary.claims >= 60, "{summary:?}");
    assert_eq!(summary.claims, summary.hold);
}

#[test]
fn embedded_faq_covers_the_source_text() {
    let faq = Faq::embedded().unwrap();
    let zh_questions: Vec<(Option<Source>, String)> = faq
        .entries()
        .map(|e| (e.entry.source, e.question("zh").to_string()))
        .collect();
    // 常见问题: the five questions, and the confused judgement also listed there.
    for q in [
        "包是不是中国象棋的炮？",
        "两将面对面合法吗？",
        "兵会升变吗？",
        "是不是楚棋固定先行？",
        "己包能否跳过另一枚包吃兵？",
    ] {
        assert!(
            zh_questions.contains(&(Some(Source::Faq), q.to_string())),
            "missing FAQ question {q}"
        );
    }
    // 容易混淆的判断 (the source writes 朝鲜将棋; the glossary term is 韩国象棋).
    assert!(
        zh_questions
            .iter()
            .any(|(s, q)| *s == Some(Source::Confused)
                && q.contains("两将无子相对")
                && q.contains("一定是非法"))
    );
    assert!(
        zh_questions
            .iter()
            .any(|(s, _)| *s == Some(Source::WorkedPosition))
    );
    // 非法着法: each item of the list, as an illegal claim that holds, with the engine's reason.
    let mut reasons = BTreeSet::new();
    for e in faq
        .entries()
        .filter(|e| e.entry.source == Some(Source::IllegalList))
    {
        let report = e.check(Selection::Listed);
        for c in &report.claims {
            if let Statement::Illegal {
                reason: Some(r), ..
            } = &c.claim.statement
                && c.status() == Status::Holds
                && c.expectations.iter().all(|(_, b)| *b)
            {
                reasons.insert(r.clone());
            }
        }
    }
    for wanted in [
        "king-would-be-attacked", // 让将走进被攻击的格子
        "cannon-no-screen",       // 用包空走
        "cannon-screen-cannon",   // 隔包
        "cannon-captures-cannon", // 吃包
        "elephant-blocked",       // 用象跨过被蹩的格子
        "soldier-backward",       // 兵后退
        "not-your-piece",         // 移动对方棋子
        "leaves-king-attacked",   // 把己方将走到仍被将军的位置
    ] {
        assert!(
            reasons.contains(wanted),
            "no illegal-list claim for {wanted}"
        );
    }
}

#[test]
fn rule_version_claims_differ_between_rule_sets() {
    let faq = Faq::embedded().unwrap();
    let mut differing = Vec::new();
    for e in faq.entries() {
        for c in e.check(Selection::All).claims {
            let truths: BTreeSet<Option<bool>> = c.runs.iter().map(|r| r.truth()).collect();
            if truths.contains(&Some(true)) && truths.contains(&Some(false)) {
                differing.push(c.claim.statement.clone());
            }
        }
    }
    // Passing, soldier diagonals in the palace, and how bikjang ends a game.
    assert!(differing.contains(&Statement::CanPass));
    assert!(differing.contains(&Statement::Legal { mv: "d8e9".into() }));
    assert!(differing.contains(&Statement::Bikjang));
    assert!(differing.iter().any(|s| matches!(
        s,
        Statement::GameOver { reason: Some(r), .. } if r == "bikjang"
    )));
}

/// Every sentence, evidence and position of the embedded FAQ formats without a missing
/// message or variable in each language.
#[test]
fn embedded_faq_texts_format_in_every_language() {
    let l10n = Localizer::new();
    let faq = Faq::embedded().unwrap();
    let mut messages: Vec<Message> = Vec::new();
    for e in faq.entries() {
        for c in e.check(Selection::All).claims {
            messages.push(c.sentence());
            messages.push(c.plain());
            messages.push(c.position());
            for r in &c.runs {
                messages.extend(r.messages());
            }
        }
        for lang in ["zh", "ko", "en"] {
            assert!(!e.question(lang).trim().is_empty());
            assert!(!e.answer(lang).trim().is_empty());
        }
    }
    for lang in ["zh", "ko", "en"] {
        for m in &messages {
            let text = l10n
                .format_strict(lang, m)
                .unwrap_or_else(|e| panic!("{lang} {m:?}: {e:?}"));
            assert!(!text.trim().is_empty());
        }
    }
    // Short names for every reason and end reason, in every language.
    for lang in ["zh", "ko", "en"] {
        for id in IllegalReason::IDS {
            assert!(
                l10n.has_message(lang, &format!("faq-why-{id}")),
                "{lang} {id}"
            );
        }
        for id in [
            "checkmate",
            "no-moves",
            "double-pass",
            "bikjang",
            "move-limit",
        ] {
            assert!(
                l10n.has_message(lang, &format!("faq-end-{id}")),
                "{lang} {id}"
            );
        }
    }
}

const FACING: &str = "4k4/9/9/9/9/8r/9/9/3K5/R8 w - - 0 1";

/// (claim body, true when the statement is true there): one per statement kind, each run with
/// `expect: true` and `expect: false`, so every kind is seen holding and failing.
fn kinds() -> Vec<(String, bool)> {
    let at = |fen: &str, moves: &str, st: &str| {
        format!(
            "      - position: {{fen: \"{fen}\", moves: [{moves}]}}\n        rules: basic\n        statement: {st}\n"
        )
    };
    let start = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    vec![
        (at(start, "", "{is: legal, move: b1c3}"), true),
        (at(start, "", "{is: legal, move: b1d2}"), false),
        (at(start, "", "{is: illegal, move: b1d2}"), true),
        (
            at(
                start,
                "",
                "{is: illegal, move: b1d2, reason: horse-leg-blocked}",
            ),
            true,
        ),
        (
            at(
                start,
                "",
                "{is: illegal, move: b1d2, reason: cannon-no-screen}",
            ),
            false,
        ),
        (
            at(
                start,
                "",
                "{is: destinations, square: b1, points: [a3, c3]}",
            ),
            true,
        ),
        (
            at(start, "", "{is: destinations, square: b1, points: [c3]}"),
            false,
        ),
        (
            at(
                "3k5/9/4r4/9/9/9/9/9/R8/4K4 w - - 0 1",
                "",
                "{is: check, side: cho}",
            ),
            true,
        ),
        (at(start, "", "{is: check, side: cho}"), false),
        (at(FACING, "d2e2", "{is: bikjang}"), true),
        (at(FACING, "", "{is: bikjang}"), false),
        (at(FACING, "d2e2", "{is: kings-facing}"), true),
        (at(FACING, "", "{is: kings-facing}"), false),
        (at(start, "", "{is: to-move, side: cho}"), true),
        (at(start, "b1c3", "{is: to-move, side: cho}"), false),
        (
            at(
                "4rk3/9/9/9/9/9/2n6/9/9/r2K5 w - - 0 1",
                "",
                "{is: game-over, winner: han, reason: checkmate}",
            ),
            true,
        ),
        (
            at(
                "4rk3/9/9/9/9/9/2n6/9/9/r2K5 w - - 0 1",
                "",
                "{is: game-over, winner: cho}",
            ),
            false,
        ),
        (at(start, "", "{is: ongoing}"), true),
        (
            at("4rk3/9/9/9/9/9/2n6/9/9/r2K5 w - - 0 1", "", "{is: ongoing}"),
            false,
        ),
        (at(start, "", "{is: no-promotion}"), true),
        (at(start, "", "{is: can-pass}"), false),
    ]
}

#[test]
fn each_statement_kind_holds_and_fails() {
    let mut kinds_seen = BTreeSet::new();
    for (body, truth) in kinds() {
        for expect in [true, false] {
            let yaml = entry(&format!("{body}        expect: {expect}\n"));
            let faq = faq_of(&yaml);
            let e = faq.entries().next().unwrap();
            let report = e.check(Selection::Listed);
            let claim = &report.claims[0];
            kinds_seen.insert(
                format!("{:?}", claim.claim.statement)
                    .split([' ', '{'])
                    .next()
                    .unwrap()
                    .to_string(),
            );
            let want = if expect == truth {
                Status::Holds
            } else {
                Status::Fails
            };
            assert_eq!(claim.status(), want, "{body} expect {expect}");
            assert_eq!(claim.runs.len(), 1);
            assert_eq!(claim.runs[0].truth(), Some(truth), "{body}");
            if want == Status::Fails {
                assert_eq!(claim.failing_rules(), vec![RuleSet::Basic]);
            }
        }
    }
    // Every statement kind of the lesson model appears above.
    assert_eq!(kinds_seen.len(), 11, "{kinds_seen:?}");
}

#[test]
fn expectations_per_rule_set_and_selections() {
    let yaml = entry(
        "      - position: {fen: \"9/5k3/3P5/9/9/9/9/9/9/4K4 w - - 0 1\"}\n        statement: {is: legal, move: d8e9}\n        expect: {basic: false, others: true}\n      - rules: basic\n        statement: {is: can-pass}\n        expect: false\n",
    );
    let faq = faq_of(&yaml);
    assert_eq!(
        statuses(&faq, Selection::Listed),
        vec![Status::Holds, Status::Holds]
    );
    // Only janggi: the second claim says nothing about it and is skipped.
    assert_eq!(
        statuses(&faq, Selection::Only(RuleSet::Janggi)),
        vec![Status::Holds, Status::Skipped]
    );
    let reports: Vec<_> = faq
        .entries()
        .map(|e| e.check(Selection::Only(RuleSet::Janggi)))
        .collect();
    assert_eq!(
        Summary::of(&reports),
        Summary {
            claims: 1,
            hold: 1,
            fail: 0
        }
    );
    // All: the second claim is run everywhere, judged only under basic.
    let e = faq.entries().next().unwrap();
    let all = e.check(Selection::All);
    let second = &all.claims[1];
    assert_eq!(second.runs.len(), 5);
    assert_eq!(second.runs[0].holds(), Some(true));
    assert!(second.runs[1..].iter().all(|r| r.holds().is_none()));
    assert!(second.runs[1..].iter().all(|r| r.truth() == Some(true)));
    assert_eq!(second.status(), Status::Holds);
    assert_eq!(second.runs[0].verdict().id, "faq-verdict-holds");
    assert_eq!(second.runs[1].verdict().id, "faq-verdict-unclaimed");

    // Flipping one rule set's expectation fails there and only there.
    let flipped = yaml.replace(
        "{basic: false, others: true}",
        "{basic: false, janggi-casual: false, others: true}",
    );
    let faq = faq_of(&flipped);
    let report = faq.entries().next().unwrap().check(Selection::Listed);
    assert_eq!(report.claims[0].status(), Status::Fails);
    assert_eq!(
        report.claims[0].failing_rules(),
        vec![RuleSet::JanggiCasual]
    );
}

#[test]
fn broken_claims_fail_and_point_at_the_field() {
    let yaml = entry(
        "      - rules: xiangqi\n        statement: {is: bikjang}\n        expect: false\n      - rules: [basic, janggi]\n        statement: {is: bikjang}\n        expect: {basic: false}\n      - position: {fen: \"not a fen\"}\n        statement: {is: bikjang}\n        expect: false\n      - statement: {is: legal, move: z9z9}\n        expect: true\n",
    );
    let faq = faq_of(&yaml);
    let report = faq.entries().next().unwrap().check(Selection::Listed);
    let lines: Vec<(usize, usize)> = report
        .claims
        .iter()
        .map(|c| {
            assert_eq!(c.status(), Status::Fails, "{c:?}");
            let p = c
                .problem
                .as_ref()
                .map(|p| p.place.clone())
                .or_else(|| {
                    c.runs
                        .iter()
                        .find_map(|r| r.result.as_ref().err().map(|p| p.place.clone()))
                })
                .unwrap();
            assert_eq!(p.file, "test.yaml");
            (c.place.line, p.line)
        })
        .collect();
    // Claim starts and the line of the field at fault: rules, expect, position, statement.
    assert_eq!(lines, vec![(6, 6), (9, 11), (12, 12), (15, 15)]);
    assert_eq!(
        report.claims[0].problem.as_ref().unwrap().messages[0].id,
        "faq-problem-unknown-rules"
    );
    assert_eq!(
        report.claims[1].problem.as_ref().unwrap().messages[0].id,
        "faq-problem-missing-expect"
    );
    assert_eq!(
        report.claims[3].problem.as_ref().unwrap().messages[0].id,
        "faq-statement-move"
    );
}

#[test]
fn warnings_name_the_place() {
    let yaml = "entries:\n  - id: same\n    question: {zh: 问, en: Q}\n    answer: {zh: 答, ko: 답, en: A}\n    claims: []\n  - id: same\n    question: {zh: 问, ko: 질문, en: Q}\n    answer: {zh: 答, ko: 답, en: A}\n    claims:\n      - statement: {is: ongoing}\n        expect: true\n  - id: Bad_Id\n    question: {zh: 问, ko: 질문, en: Q}\n    answer: {zh: 答, ko: 답, en: A}\n    claims:\n      - statement: {is: ongoing}\n        expect: true\n";
    let faq = faq_of(yaml);
    let got: Vec<(usize, String)> = faq
        .warnings()
        .into_iter()
        .map(|w| (w.place.line, w.message.id.to_string()))
        .collect();
    assert_eq!(
        got,
        vec![
            (3, "faq-warn-missing-lang".to_string()),
            (2, "faq-warn-no-claims".to_string()),
            (6, "faq-warn-duplicate-id".to_string()),
            (12, "faq-warn-bad-id".to_string()),
        ]
    );
}

#[test]
fn unreadable_files_are_load_errors_with_a_place() {
    let err = Faq::from_sources(
        vec![(
            "bad.yaml".to_string(),
            "entries:\n  - id: x\n    question: {en: a}\n    answer: {en: a}\n    claims:\n      - statement: {is: nonsense}\n        expect: true\n".to_string(),
        )],
        Vec::new(),
    )
    .unwrap_err();
    match &err[..] {
        [
            LoadError::Yaml {
                path,
                line: Some(6),
                detail,
                ..
            },
        ] => {
            assert_eq!(path, "bad.yaml");
            assert!(detail.contains("nonsense"), "{detail}");
            assert!(!detail.contains(" at line "), "{detail}");
        }
        other => panic!("{other:?}"),
    }
    let missing = Faq::from_paths(&["/nonexistent/faq.yaml".into()]).unwrap_err();
    assert!(matches!(&missing[..], [LoadError::Read { .. }]));
    let dir = tempfile::tempdir().unwrap();
    let empty = Faq::from_paths(&[dir.path().to_path_buf()]).unwrap_err();
    assert!(matches!(&empty[..], [LoadError::NoFiles { .. }]));
}

#[test]
fn checked_runs_carry_the_position_for_the_board() {
    let faq = Faq::embedded().unwrap();
    let e = faq.entry("bikjang-pass-ends-game").unwrap();
    let report = e.check(Selection::Listed);
    let janggi = report.claims[1]
        .runs
        .iter()
        .find(|r| r.rules == RuleSet::Janggi)
        .unwrap();
    let checked = janggi.result.as_ref().unwrap();
    assert_eq!(checked.position.rules(), RuleSet::Janggi);
    assert!(checked.position.is_game_over());
    assert_eq!(checked.message.id, "faq-ev-over");
}

#[test]
fn sentences_name_the_piece_after_the_claims_moves() {
    let yaml = entry(
        "      - position: {moves: [b1c3, b10c8]}\n        statement: {is: destinations, square: c3, points: [b1]}\n        expect: true\n",
    );
    let faq = faq_of(&yaml);
    let report = faq.entries().next().unwrap().check(Selection::Listed);
    let claim = &report.claims[0];
    assert_eq!(claim.status(), Status::Holds, "{:?}", claim.runs);
    let l10n = Localizer::new();
    assert_eq!(
        l10n.format_strict("en", &claim.sentence()).unwrap(),
        "the horse on c3 can move to exactly b1"
    );
    assert_eq!(
        l10n.format_strict("zh", &claim.position()).unwrap(),
        "开局局面，之后走 b1c3 b10c8"
    );
    assert_eq!(claim.runs[0].verdict().id, "faq-verdict-holds");
}

/// `optional-end` (issue 14): the result a player may claim, per rule set, from the claim's
/// record (its moves) as well as from its position's clock.
#[test]
fn optional_end_claims_follow_each_rule_set() {
    let start = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - -";
    let claim = |fen: &str, moves: &str, st: &str, expect: &str| {
        format!(
            "      - position: {{fen: \"{fen}\", moves: [{moves}]}}\n        statement: {st}\n        expect: {expect}\n"
        )
    };
    let cases = [
        // 100 plies without a capture.
        claim(
            &format!("{start} 99 50"),
            "b1c3",
            "{is: optional-end, result: counting, reason: move-limit}",
            "{janggi: true, others: false}",
        ),
        claim(
            &format!("{start} 99 50"),
            "b1c3",
            "{is: optional-end, result: draw}",
            "{janggi-traditional: true, janggi-casual: true, others: false}",
        ),
        // The third occurrence of the start position: a repetition, seen only in the record.
        claim(
            &format!("{start} 0 1"),
            "b1c3, b10c8, c3b1, c8b10, b1c3, b10c8, c3b1, c8b10",
            "{is: optional-end, result: counting, reason: repetition}",
            "{janggi: true, others: false}",
        ),
        claim(
            &format!("{start} 0 1"),
            "b1c3, b10c8, c3b1, c8b10, b1c3, b10c8, c3b1, c8b10",
            "{is: optional-end, result: draw, reason: repetition}",
            "{janggi-traditional: true, janggi-casual: true, others: false}",
        ),
        // The reason must match: this is a repetition, not the move limit.
        claim(
            &format!("{start} 0 1"),
            "b1c3, b10c8, c3b1, c8b10, b1c3, b10c8, c3b1, c8b10",
            "{is: optional-end, result: draw, reason: move-limit}",
            "false",
        ),
    ];
    for body in cases {
        let faq = faq_of(&entry(&body));
        let report = faq.entries().next().unwrap().check(Selection::All);
        let c = &report.claims[0];
        assert_eq!(c.status(), Status::Holds, "{body}: {:?}", c.runs);
        assert_eq!(c.runs.len(), RuleSet::ALL.len());
    }
    // The sentence and the engine's evidence in each language.
    let faq = faq_of(&entry(&claim(
        &format!("{start} 99 50"),
        "b1c3",
        "{is: optional-end, result: counting, reason: move-limit}",
        "{janggi: true, others: false}",
    )));
    let report = faq.entries().next().unwrap().check(Selection::All);
    let run = report.claims[0]
        .runs
        .iter()
        .find(|r| r.rules == RuleSet::Janggi)
        .unwrap();
    let evidence = run.result.as_ref().unwrap().message.clone();
    let mut l10n = Localizer::new();
    assert_eq!(
        l10n.format(&evidence),
        "The game may now be ended by claim: Han wins (100 plies without a capture; counting: Cho 72 points, Han 73.5 points)."
    );
    l10n.set_lang("zh").unwrap();
    assert!(l10n.format(&evidence).contains("计点"));
    let sentence = crate::faq::text::statement(&report.claims[0].claim.statement, None, None);
    assert_eq!(
        l10n.format(&sentence),
        "此时可以要求结束对局，按计点决定胜负（因长时间没有吃子）"
    );
    l10n.set_lang("ko").unwrap();
    assert_eq!(
        l10n.format(&sentence),
        "지금 대국을 끝내자고 요청할 수 있고, 점수 계산으로 승패를 가립니다 (오랫동안 잡기 없음)"
    );
}

/// The FAQ's no-capture answer is backed by engine-checked claims of the result that may be
/// claimed under each rule set (issue 14, item 1).
#[test]
fn the_no_capture_answer_is_engine_checked() {
    let faq = Faq::embedded().unwrap();
    let entry = faq
        .entries()
        .find(|e| e.entry.id == "no-capture-draw")
        .expect("entry");
    let report = entry.check(Selection::All);
    let optional: Vec<_> = report
        .claims
        .iter()
        .filter(|c| matches!(c.claim.statement, Statement::OptionalEnd { .. }))
        .collect();
    assert!(optional.len() >= 4, "{optional:?}");
    assert!(optional.iter().all(|c| c.status() == Status::Holds));
    // Which rule sets each claim is true under: counting (janggi at 100, janggi-modern at 200),
    // a draw (traditional, casual at 100).
    let holds_under = |c: &&crate::faq::ClaimReport| -> Vec<RuleSet> {
        c.runs
            .iter()
            .filter(|r| r.truth() == Some(true))
            .map(|r| r.rules)
            .collect()
    };
    let all: Vec<Vec<RuleSet>> = optional.iter().map(holds_under).collect();
    assert!(all.contains(&vec![RuleSet::Janggi]));
    assert!(all.contains(&vec![RuleSet::JanggiTraditional, RuleSet::JanggiCasual]));
    // At 200 plies janggi-modern joins janggi.
    assert!(all.contains(&vec![RuleSet::Janggi, RuleSet::JanggiModern]));
    for (lang, words) in [
        ("en", ["decided by counting", "after 200", "is a draw"]),
        ("zh", ["用计点决定胜负", "200 着", "可以要求和棋"]),
        (
            "ko",
            ["점수 계산으로", "200수", "무승부를 요청할 수 있습니다"],
        ),
    ] {
        let answer = entry
            .entry
            .answer
            .get(lang)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        for w in words {
            assert!(answer.contains(w), "{lang}: {w} in {answer}");
        }
    }
}

/// The FAQ module's own example: an entry answered in every language whose claims hold.
#[test]
fn the_module_example_holds() {
    use crate::faq::{Faq, Selection, Status};
    let faq = Faq::embedded().expect("the embedded FAQ parses");
    let entry = faq.entry("soldier-promotion").unwrap();
    assert!(entry.question("en").contains("promote"));
    let report = entry.check(Selection::Listed);
    assert_eq!(report.status(), Status::Holds);
}
