//! The FAQ page: pick a question, see the answer, the board of each claim under each rule
//! set and the engine's verdict.

use crate::rules::{RuleSet, sq};
use crate::tests::tui_common::{app, draw, open};
use crate::tui::app::{App, Config, HomeEntry};
use crate::tui::faq::FaqState;
use crate::tui::screens::home::HomeState;
use ratatui::crossterm::event::KeyCode;

fn faq(a: &App) -> &FaqState {
    match a.top::<FaqState>() {
        Some(f) => f,
        _ => panic!("not on the FAQ page"),
    }
}

#[test]
fn pick_a_question_and_step_through_its_claim_under_each_rule_set() {
    let mut a = app("en");
    open(&mut a, HomeEntry::Faq);
    let screen = draw(&mut a, 80, 24);
    assert!(
        screen.contains("Can a soldier step diagonally in the"),
        "{screen}"
    );
    assert!(
        screen.contains("Not under the basic rules"),
        "the answer shows:\n{screen}"
    );
    a.press(KeyCode::Enter);
    let o = faq(&a).open.clone().expect("opened");
    assert_eq!(o.report.claims.len(), 1);
    let runs = &o.report.claims[0].runs;
    assert_eq!(runs.len(), RuleSet::ALL.len());
    assert!(
        runs.iter().all(|r| r.holds() == Some(true)),
        "the fixture's claim holds"
    );
    // Under basic the move is illegal; the evidence marks it and says why.
    assert_eq!(runs[0].rules, RuleSet::Basic);
    assert_eq!(runs[0].truth(), Some(false));
    let (pos, hl) = o.board().unwrap();
    assert_eq!(pos.rules(), RuleSet::Basic);
    assert!(
        hl.marked.contains(&sq("e9")) || hl.marked.contains(&sq("d8")),
        "{hl:?}"
    );
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Claim 1 of 1"), "{screen}");
    assert!(screen.contains("basic: holds"), "{screen}");
    // j: the next rule set; the board follows.
    a.press(KeyCode::Char('j'));
    let o = faq(&a).open.clone().unwrap();
    assert_eq!(o.board().unwrap().0.rules(), RuleSet::Janggi);
    assert_eq!(o.report.claims[0].runs[o.run].truth(), Some(true));
    let screen = draw(&mut a, 100, 30);
    assert!(screen.contains("> janggi: holds"), "{screen}");
    // q closes the question first, then leaves the page.
    a.press(KeyCode::Char('q'));
    assert!(faq(&a).open.is_none());
    a.press(KeyCode::Down);
    assert_eq!(faq(&a).entry(), 1);
    a.press(KeyCode::Char('q'));
    assert!(a.top::<HomeState>().is_some());
}

#[test]
fn the_mouse_picks_and_opens_a_question() {
    let mut a = app("zh");
    open(&mut a, HomeEntry::Faq);
    draw(&mut a, 80, 24);
    // The list starts under the title row of the body (row 2); the second question is row 3.
    a.click(5, 3);
    assert_eq!(faq(&a).entry(), 1);
    a.click(5, 3);
    assert!(faq(&a).open.is_some());
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("是不是楚棋先走？"), "{screen}");
    assert!(screen.contains("成立"), "{screen}");
}

#[test]
fn the_embedded_faq_opens_and_every_claim_holds_on_the_page() {
    let (lessons, _) = crate::tui::load_lessons(None);
    let mut a = App::new(Config {
        lessons,
        faq: crate::faq::Faq::embedded().expect("embedded FAQ"),
        ..Config::for_tests()
    });
    open(&mut a, HomeEntry::Faq);
    let n = a.faq().entries().count();
    assert!(n >= 5, "{n} entries");
    for i in 0..n {
        a.press(KeyCode::Enter);
        let o = faq(&a).open.clone().unwrap();
        for c in &o.report.claims {
            for r in &c.runs {
                assert_ne!(r.holds(), Some(false), "entry {i}: {:?}", c.claim.statement);
            }
        }
        draw(&mut a, 80, 24);
        a.press(KeyCode::Esc);
        a.press(KeyCode::Down);
    }
}
