//! Handout speed: the HTML handout of the whole embedded course (`janggi-tutor export all`;
//! goal: under 1 s in a release build), with and without loading the lessons, and one SVG
//! board (`show --svg`). Run with `cargo bench --bench handout`; results are in
//! docs/PERFORMANCE.md.

use divan::black_box;
use janggi_tutor::handout::{self, Marks, Options, PieceStyle, svg};
use janggi_tutor::i18n::Localizer;
use janggi_tutor::lesson::checked::CheckedLesson;
use janggi_tutor::lesson::load::Catalog;
use janggi_tutor::rules::Setup;

fn main() {
    divan::main();
}

fn localizer(lang: &str) -> Localizer {
    let mut l10n = Localizer::new();
    l10n.set_lang(lang).expect("language");
    l10n
}

/// Loading the lessons and writing the page, as the `export all` verb does.
#[divan::bench(args = ["zh", "ko", "en"])]
fn whole_course_from_files(lang: &str) -> usize {
    let l10n = localizer(lang);
    let catalog = Catalog::embedded().catalog;
    let lessons: Vec<&CheckedLesson> = catalog.checked_lessons().collect();
    handout::handout(&lessons, &l10n, Options::default())
        .html
        .len()
}

/// The page alone, lessons already loaded.
#[divan::bench]
fn whole_course_page(bencher: divan::Bencher) {
    let l10n = localizer("zh");
    let catalog = Catalog::embedded().catalog;
    let lessons: Vec<&CheckedLesson> = catalog.checked_lessons().collect();
    bencher.bench_local(|| {
        handout::handout(black_box(&lessons), &l10n, Options::default())
            .html
            .len()
    });
}

#[divan::bench]
fn one_board() -> usize {
    let setup = Setup::start();
    svg::board(
        black_box(&setup.board),
        &Marks::default(),
        PieceStyle::Glyph,
        "board",
        "fen",
    )
    .len()
}
