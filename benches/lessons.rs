//! Lesson speed: loading and linting every embedded lesson (goal: under 50 ms together in a
//! release build), and the same work on a fixture curriculum of 40 lessons / 140 exercises
//! built from the test fixtures, so the number means something before the real curriculum
//! is embedded. Run with `cargo bench --bench lessons`; results are in docs/PERFORMANCE.md.

use divan::{Bencher, black_box};
use janggi_tutor::lesson::lint;
use janggi_tutor::lesson::load::{self, Catalog, Origin, Source};
use janggi_tutor::trainer::{Answer, Attempt};

fn main() {
    divan::main();
}

#[divan::bench]
fn load_embedded() -> usize {
    Catalog::embedded().catalog.len()
}

#[divan::bench]
fn lint_embedded() -> usize {
    lint::lint_embedded().diagnostics.len()
}

#[divan::bench]
fn load_and_lint_embedded() -> usize {
    Catalog::embedded().catalog.len() + lint::lint_embedded().diagnostics.len()
}

/// 20 copies of each good fixture lesson, each with its own id (and order).
fn fixture_curriculum() -> Vec<Source> {
    let (fixtures, problems) =
        load::folder_sources(std::path::Path::new("tests/data/lessons/good")).expect("fixtures");
    assert!(problems.is_empty());
    let mut out = Vec::new();
    for copy in 0..20 {
        for f in &fixtures {
            let text = f
                .text
                .replacen("id: fixture-", &format!("id: copy{copy}-fixture-"), 1)
                .replacen("order: 1", &format!("order: {}", copy + 1), 1);
            out.push(Source {
                path: format!("{}.{copy}", f.path),
                text,
                origin: Origin::Folder,
            });
        }
    }
    out
}

#[divan::bench]
fn load_fixture_curriculum(b: Bencher) {
    let sources = fixture_curriculum();
    b.bench(|| Catalog::from_sources(black_box(&sources)).catalog.len());
}

#[divan::bench]
fn lint_fixture_curriculum(b: Bencher) {
    let sources = fixture_curriculum();
    b.bench(|| {
        let diags = lint::lint_sources(black_box(&sources));
        assert!(diags.is_empty());
        diags.len()
    });
}

/// One answer as the TUI checks it: build the attempt, parse, check.
#[divan::bench]
fn check_lines_answer(b: Bencher) {
    let sources = fixture_curriculum();
    let loaded = Catalog::from_sources(&sources[..2]);
    let (lesson, ex) = loaded
        .catalog
        .exercise("copy0-fixture-pieces", "screen-kind")
        .expect("fixture exercise");
    b.bench(|| {
        let mut a = Attempt::new(lesson, ex).expect("builds");
        let answer = Answer::parse(&ex.task, "opened b4:right closed b1:up").expect("parses");
        a.submit(black_box(&answer)).expect("checks").correct
    });
}

/// The horse lesson with `extra` spliced in: `marks` of its first diagram replaced, or keys
/// added at the top.
fn horse_with(marks: Option<&str>, keys: &str) -> Vec<Source> {
    let text = include_str!("../lessons/understand/03-horse.yaml");
    let mut text = match marks {
        Some(m) => text.replacen(
            "marks: [d7, f7, c6, g6, c4, g4, d3, f3]",
            &format!("marks: [{m}]"),
            1,
        ),
        None => text.to_string(),
    };
    text.push_str(keys);
    vec![Source {
        path: "horse.yaml".to_string(),
        text,
        origin: Origin::Folder,
    }]
}

/// Issue 68: N invalid points (`j1`) in one list; the lint was quadratic in them (80,000:
/// 52.7 s of CPU). Linear now: the outline's levels indexed, the diagnostics deduplicated by
/// a set.
#[divan::bench(args = [10_000, 40_000, 80_000], sample_count = 3, sample_size = 1)]
fn lint_bad_points(b: Bencher, n: usize) {
    let sources = horse_with(Some(&vec!["j1"; n].join(", ")), "");
    b.bench(|| {
        let diags = lint::lint_sources(black_box(&sources));
        assert!(diags.len() >= n, "{}", diags.len());
        diags.len()
    });
}

/// Issue 68: N unknown keys in one mapping (48,000: 4.85 s).
#[divan::bench(args = [10_000, 40_000, 80_000], sample_count = 3, sample_size = 1)]
fn lint_unknown_keys(b: Bencher, n: usize) {
    let keys: String = (0..n).map(|i| format!("zz{i}: 1\n")).collect();
    let sources = horse_with(None, &keys);
    b.bench(|| {
        let diags = lint::lint_sources(black_box(&sources));
        assert!(diags.len() >= n, "{}", diags.len());
        diags.len()
    });
}
