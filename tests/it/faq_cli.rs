//! `janggi-tutor faq`: exit codes, the summary line, refuted claims named by file:line,
//! the --all-rules table, JSON output, languages and rule selection.

use crate::common;

struct Run {
    code: i32,
    out: String,
    err: String,
}

fn run(args: &[&str]) -> Run {
    let mut argv = vec!["faq"];
    argv.extend_from_slice(args);
    let (code, out, err) = common::run_cli(&argv);
    Run { code, out, err }
}

fn data(name: &str) -> String {
    format!("{}/tests/data/faq/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// (claims, hold, fail) from the last line.
fn summary(out: &str) -> (usize, usize, usize) {
    let last = out.lines().last().expect("output");
    let nums: Vec<usize> = last
        .strip_prefix("claims: ")
        .unwrap_or_else(|| panic!("last line: {last}"))
        .split(", ")
        .map(|part| part.rsplit(' ').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(
        last,
        format!("claims: {}, hold: {}, fail: {}", nums[0], nums[1], nums[2])
    );
    (nums[0], nums[1], nums[2])
}

#[test]
fn embedded_faq_holds_and_exits_zero() {
    let r = run(&["--lang", "en"]);
    assert_eq!(r.code, 0, "{}{}", r.out, r.err);
    assert!(r.err.is_empty(), "{}", r.err);
    let (claims, hold, fail) = summary(&r.out);
    assert!(claims >= 60);
    assert_eq!((hold, fail), (claims, 0));
    assert!(r.out.contains("[cannon-not-pao] Is the Janggi cannon"));
    // Evidence from the engine, in words.
    assert!(
        r.out
            .contains("b3b9 is illegal: The cannon cannot use the cannon on b8 as its screen.")
    );
    assert!(!r.out.contains("Claims that do not hold"));
}

#[test]
fn questions_and_evidence_follow_the_language() {
    let zh = run(&["--lang", "zh"]);
    assert_eq!(zh.code, 0);
    assert!(zh.out.contains("[soldier-promotion] 兵会升变吗？"));
    assert!(zh.out.contains("b3b9 不合法：包不能用包作跳板"));
    assert!(zh.out.contains("所有规则：成立。"));
    let ko = run(&["--lang", "ko"]);
    assert_eq!(ko.code, 0);
    assert!(ko.out.contains("[soldier-promotion] 졸은 승격하나요?"));
    assert!(ko.out.contains("모든 규칙: 맞습니다."));
    // The summary line is in the user's language, with the same counts.
    let (claims, hold, fail) = summary(&run(&["--lang", "en"]).out);
    assert_eq!(
        zh.out.lines().last(),
        Some(format!("论断：{claims}，成立：{hold}，不成立：{fail}").as_str())
    );
    assert_eq!(
        ko.out.lines().last(),
        Some(format!("주장: {claims}, 맞음: {hold}, 틀림: {fail}").as_str())
    );
}

#[test]
fn a_refuted_claim_exits_one_and_names_file_and_line() {
    let file = data("refuted.yaml");
    let r = run(&[&file, "--lang", "en"]);
    assert_eq!(r.code, 1, "{}{}", r.out, r.err);
    assert_eq!(summary(&r.out), (2, 1, 1));
    // The refuted claim starts on line 17, column 7 of the fixture.
    assert!(
        r.out.contains(&format!(
            "{file}:17:7: facing-kings-wrong, claim 2: does not hold under basic and janggi-modern. d2e2 is legal."
        )),
        "{}",
        r.out
    );
    assert!(
        r.out
            .contains("basic and janggi-modern: DOES NOT HOLD. d2e2 is legal.")
    );
}

#[test]
fn claims_that_cannot_be_checked_fail_with_their_place() {
    let file = data("broken-claims.yaml");
    let r = run(&[&file, "--lang", "en"]);
    assert_eq!(r.code, 1);
    assert_eq!(summary(&r.out), (5, 0, 5));
    for (claim, field) in [(7, 7), (10, 12), (13, 13), (16, 16), (18, 18)] {
        assert!(
            r.out.contains(&format!("{file}:{claim}:7: broken, claim")),
            "claim at line {claim}: {}",
            r.out
        );
        assert!(
            r.out.contains(&format!("({file}:{field}:9)")),
            "field at line {field}: {}",
            r.out
        );
    }
    assert!(r.out.contains("“xiangqi” is not a rule set"));
    assert!(r.out.contains("expect gives no truth for janggi"));
    assert!(r.out.contains("“z9z9” is not a move like b1c3."));
}

#[test]
fn unusable_arguments_and_files_exit_two() {
    let bad = data("not-yaml.yaml");
    let r = run(&[&bad]);
    assert_eq!(r.code, 2);
    assert!(r.out.is_empty());
    assert!(
        r.err.contains(&format!("{bad}:6:")) && r.err.contains("no-such-statement"),
        "{}",
        r.err
    );
    let r = run(&["/nonexistent/faq.yaml", "--lang", "en"]);
    assert_eq!(r.code, 2);
    assert!(
        r.err.contains("cannot read /nonexistent/faq.yaml"),
        "{}",
        r.err
    );
    let r = run(&["--rules", "xiangqi", "--lang", "en"]);
    assert_eq!(r.code, 2);
    assert!(r.err.contains("unknown rule set “xiangqi”"), "{}", r.err);
    let r = run(&["--rules", "basic", "--all-rules"]);
    assert_eq!(r.code, 2);
    let dir = tempfile::tempdir().unwrap();
    let r = run(&[dir.path().to_str().unwrap(), "--lang", "en"]);
    assert_eq!(r.code, 2);
    assert!(r.err.contains("contains no .yaml files"), "{}", r.err);
}

#[test]
fn folders_are_read_file_by_file() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(data("refuted.yaml"), dir.path().join("b.yaml")).unwrap();
    std::fs::write(
        dir.path().join("a.yaml"),
        "entries:\n  - id: start\n    question: {zh: 谁先走, ko: 누가 먼저, en: Who starts}\n    answer: {zh: 楚, ko: 초, en: Cho}\n    claims:\n      - statement: {is: to-move, side: cho}\n        expect: true\n",
    )
    .unwrap();
    std::fs::write(dir.path().join("notes.txt"), "not a FAQ").unwrap();
    let r = run(&[dir.path().to_str().unwrap(), "--lang", "en"]);
    assert_eq!(r.code, 1);
    assert_eq!(summary(&r.out), (3, 2, 1));
    let a = r.out.find("a.yaml ==").unwrap();
    let b = r.out.find("b.yaml ==").unwrap();
    assert!(a < b);
}

#[test]
fn all_rules_prints_a_table_of_claims_by_rule_set() {
    let r = run(&["--all-rules", "--lang", "en"]);
    assert_eq!(r.code, 0, "{}", r.out);
    let table: Vec<&str> = r
        .out
        .lines()
        .skip_while(|l| !l.starts_with("Claims by rule set"))
        .collect();
    let header = table[1];
    for head in ["basic", "janggi", "traditional", "modern", "casual"] {
        assert!(header.split_whitespace().any(|w| w == head), "{header}");
    }
    // In Chinese and Korean the columns are named in words, not by the `--rules` ids.
    for (lang, heads) in [
        ("zh", ["基础", "朝鲜将棋", "传统", "现代", "休闲"]),
        ("ko", ["기본", "장기", "전통", "현대", "친선"]),
    ] {
        let out = run(&["--all-rules", "--lang", lang]).out;
        let header = out
            .lines()
            .find(|l| heads.iter().all(|h| l.split_whitespace().any(|w| w == *h)))
            .unwrap_or_else(|| panic!("no {lang} header in\n{out}"));
        assert!(!header.contains("janggi"), "{header}");
    }
    let row = |label: &str| -> Vec<String> {
        let line = table
            .iter()
            .find(|l| l.trim_start().starts_with(&format!("{label} ")))
            .unwrap_or_else(|| panic!("no row {label}"));
        line.split_whitespace()
            .skip(1)
            .take(5)
            .map(String::from)
            .collect()
    };
    // Passing: no under basic, yes under the Fairy-Stockfish variants.
    assert_eq!(row("pass-allowed#1"), ["no", "yes", "yes", "yes", "yes"]);
    // Soldier diagonal in the palace.
    assert_eq!(
        row("soldier-palace-diagonal#1"),
        ["no", "yes", "yes", "yes", "yes"]
    );
    // Bikjang in force only where the rules give it meaning.
    assert_eq!(
        row("facing-kings-always-illegal#2"),
        ["yes", "yes", "yes", "no", "no"]
    );
    // A claim about basic only: the others are shown in parentheses, for comparison.
    assert_eq!(
        row("pass-allowed#2"),
        ["yes", "(no)", "(no)", "(no)", "(no)"]
    );
    // A position that cannot be built under basic (a pass): "?".
    assert_eq!(row("double-pass#1")[0], "?");
    assert!(r.out.contains("“!”: the engine contradicts the claim."));
    let (claims, hold, fail) = summary(&r.out);
    assert_eq!((hold, fail), (claims, 0));
    // Same claims counted as without --all-rules: unclaimed rule sets do not count.
    assert_eq!(summary(&run(&[]).out).0, claims);
}

#[test]
fn the_table_marks_a_refuted_cell() {
    let r = run(&[&data("refuted.yaml"), "--all-rules", "--lang", "en"]);
    assert_eq!(r.code, 1);
    let line = r
        .out
        .lines()
        .find(|l| l.trim_start().starts_with("facing-kings-wrong#2"))
        .unwrap();
    let cells: Vec<&str> = line.split_whitespace().skip(1).take(5).collect();
    assert_eq!(cells, ["no!", "(no)", "(no)", "no!", "(no)"]);
}

#[test]
fn json_output_parses_and_matches_the_text_summary() {
    let r = run(&["--json", "--lang", "zh"]);
    assert_eq!(r.code, 0);
    let doc: serde_json::Value = serde_json::from_str(&r.out).expect("valid JSON");
    assert_eq!(doc["lang"], "zh");
    assert_eq!(doc["selection"], "listed");
    let s = &doc["summary"];
    let text = summary(&run(&[]).out);
    assert_eq!(
        (s["claims"].as_u64(), s["hold"].as_u64(), s["fail"].as_u64()),
        (
            Some(text.0 as u64),
            Some(text.1 as u64),
            Some(text.2 as u64)
        )
    );
    let entries = doc["entries"].as_array().unwrap();
    let promo = entries
        .iter()
        .find(|e| e["id"] == "soldier-promotion")
        .unwrap();
    assert_eq!(promo["question"], "兵会升变吗？");
    assert_eq!(promo["source"], "faq");
    assert_eq!(promo["status"], "holds");
    let claim = &promo["claims"][0];
    assert_eq!(claim["status"], "holds");
    assert!(claim["place"]["line"].as_u64().unwrap() > 1);
    let run0 = &claim["runs"][0];
    assert_eq!(run0["rules"], "basic");
    assert_eq!(run0["expected"], true);
    assert_eq!(run0["holds"], true);
    assert!(run0["evidence"]["text"].as_str().unwrap().contains("a9a10"));
    assert_eq!(run0["evidence"]["message"]["id"], "faq-ev-soldier-moves");

    let refuted = run(&[&data("refuted.yaml"), "--json", "--all-rules"]);
    assert_eq!(refuted.code, 1);
    let doc: serde_json::Value = serde_json::from_str(&refuted.out).unwrap();
    assert_eq!(doc["summary"]["fail"], 1);
    let runs = doc["entries"][0]["claims"][1]["runs"].as_array().unwrap();
    assert_eq!(runs.len(), 5);
    assert_eq!(runs[1]["expected"], serde_json::Value::Null);
    assert_eq!(runs[0]["holds"], false);
}

#[test]
fn a_single_rule_set_checks_only_the_claims_about_it() {
    let all = summary(&run(&[]).out).0;
    let basic = run(&["--rules", "basic", "--lang", "en"]);
    assert_eq!(basic.code, 0);
    let (n, hold, _) = summary(&basic.out);
    assert!(n < all && n == hold, "{n} of {all}");
    // Claims about the Fairy-Stockfish variants only are not shown.
    assert!(!basic.out.contains("the game is over: a draw (bikjang)"));
    assert!(
        basic
            .out
            .contains("e2e2 is illegal because these rules have no pass")
    );
    let modern = run(&["--rules", "janggimodern", "--lang", "en"]);
    assert_eq!(modern.code, 0);
    assert!(
        !modern
            .out
            .contains("e2e2 is illegal because these rules have no pass")
    );
}
