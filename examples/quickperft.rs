use janggi_tutor::rules::{Position, RuleSet, perft::perft};
fn main() {
    let depth: u32 = std::env::args()
        .nth(1)
        .map(|s| s.parse().unwrap())
        .unwrap_or(3);
    let rules: RuleSet = std::env::args()
        .nth(2)
        .map(|s| s.parse().unwrap())
        .unwrap_or(RuleSet::Janggi);
    let p = Position::start(rules);
    let t = std::time::Instant::now();
    println!(
        "{rules} perft {depth}: {} in {:?}",
        perft(&p, depth),
        t.elapsed()
    );
}
