use super::*;
use crate::search::MATE;

#[test]
fn marks_follow_the_drop_in_winning_chances() {
    assert_eq!(winning_chances(0), 0.0);
    assert!((winning_chances(400) + winning_chances(-400)).abs() < 1e-12);
    assert_eq!(winning_chances(MATE - 3), 1.0);
    assert_eq!(winning_chances(-(MATE - 3)), -1.0);
    // From an even game: a soldier (200) is about an inaccuracy-to-mistake, a horse (500)
    // a blunder; the same horse at +30 points hardly matters.
    let drop = |from: i32, lost: i32| winning_chances(from) - winning_chances(from - lost);
    assert_eq!(Nag::of_drop(drop(0, 100)), None);
    assert_eq!(Nag::of_drop(drop(0, 200)), Some(Nag::Inaccuracy));
    assert_eq!(Nag::of_drop(drop(0, 250)), Some(Nag::Mistake));
    assert_eq!(Nag::of_drop(drop(0, 500)), Some(Nag::Blunder));
    assert_eq!(Nag::of_drop(drop(3000, 500)), None);
    assert_eq!(
        [Nag::Inaccuracy, Nag::Mistake, Nag::Blunder].map(Nag::mark),
        ["?!", "?", "??"]
    );
}

#[test]
fn points_are_the_counting_values() {
    let all = [
        Role::Chariot,
        Role::Cannon,
        Role::Horse,
        Role::Elephant,
        Role::Advisor,
        Role::Soldier,
    ];
    assert_eq!(all.map(points), [13, 7, 5, 3, 3, 2]);
}
