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
