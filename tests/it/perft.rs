//! Perft vectors kept as data files in `tests/data/perft/*.perft`.

use std::fs;
use std::path::Path;

use janggi_tutor::rules::{Move, Position, RuleSet, Setup, Strictness, perft::perft};

struct Case {
    file: String,
    id: String,
    rules: RuleSet,
    fen: String,
    moves: Vec<String>,
    expected: Vec<(u32, u64)>,
}

fn load(dir: &Path) -> Vec<Case> {
    let mut cases = Vec::new();
    let mut files: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    for path in files
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "perft"))
    {
        let text = fs::read_to_string(&path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        for block in text.split("\n\n") {
            let mut case = Case {
                file: name.clone(),
                id: String::new(),
                rules: RuleSet::Basic,
                fen: String::new(),
                moves: Vec::new(),
                expected: Vec::new(),
            };
            for line in block
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
            {
                let (key, value) = line.split_once(' ').unwrap_or((line, ""));
                match key {
                    "id" => case.id = value.to_string(),
                    "rules" | "variant" => case.rules = value.parse().unwrap(),
                    "epd" | "fen" => case.fen = value.to_string(),
                    "moves" => {
                        case.moves = value
                            .split_whitespace()
                            .filter(|m| *m != "-")
                            .map(String::from)
                            .collect()
                    }
                    "perft" => {
                        let (d, n) = value.split_once(' ').unwrap();
                        case.expected
                            .push((d.parse().unwrap(), n.trim().parse().unwrap()));
                    }
                    other => panic!("{name}: unknown key {other}"),
                }
            }
            if !case.id.is_empty() {
                cases.push(case);
            }
        }
    }
    cases
}

#[test]
fn perft_vectors() {
    let cases = load(Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/perft"
    )));
    assert!(cases.len() >= 5, "perft files missing");
    let mut checked = 0;
    for case in &cases {
        let setup = Setup::from_fen(&case.fen).unwrap_or_else(|e| panic!("{}: {e}", case.id));
        let mut pos = Position::from_setup(setup, case.rules, Strictness::Relaxed)
            .unwrap_or_else(|e| panic!("{}: {e}", case.id));
        for m in &case.moves {
            let mv: Move = m.parse().unwrap();
            pos = pos
                .play(mv)
                .unwrap_or_else(|e| panic!("{} {}: {m}: {e}", case.file, case.id));
        }
        for &(depth, nodes) in &case.expected {
            assert_eq!(
                perft(&pos, depth),
                nodes,
                "{} {} depth {depth}",
                case.file,
                case.id
            );
            checked += 1;
        }
    }
    assert!(checked >= 20);
}

/// A dense drill (`--relaxed`, rows of chariots): perft 2 is 7,310, so depth 6 is estimated at
/// hundreds of billions of positions; refused at once with the estimate, as a depth above 6
/// is, instead of running for hours. (The binary, so the test ends even when it would not.)
#[test]
fn a_dense_drill_is_bounded() {
    use std::time::{Duration, Instant};
    let fen = "1r1rkr1r1/r1r1r1r1r/1r1r1r1r1/9/9/9/9/1R1R1R1R1/R1R1R1R1R/1R1RKR1R1 w - - 0 1";
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_janggi-tutor"))
        .args(["--lang", "en", "perft", "6", "--relaxed", "--fen", fen])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let end = Instant::now() + Duration::from_secs(20);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > end {
            let _ = child.kill();
            let _ = child.wait();
            panic!("perft 6 on a dense drill still running after 20 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("--force") && err.contains("positions"),
        "{err}"
    );
}
