//! Stars, after lichess's "learn" mode: full marks for solving at the first try without help,
//! one star less for each wrong try and each hint, and at least one star for solving; at
//! most `REVEALED_STARS` once the answer was shown, or told by a wrong answer's feedback (a
//! claim, a judge of a legal move: `Verdict::told`).

/// The most stars an exercise gives.
pub(crate) const MAX_STARS: u8 = 3;

/// Stars for an exercise solved after its answer was shown on request, or told by the
/// feedback of a wrong answer (never full marks, however it is answered after that).
pub(crate) const REVEALED_STARS: u8 = 1;

/// Stars for an exercise solved after `wrong_tries` wrong answers and `hints_used` hints.
pub(crate) fn stars(wrong_tries: u32, hints_used: u32) -> u8 {
    let penalty = wrong_tries.saturating_add(hints_used);
    let left = u32::from(MAX_STARS).saturating_sub(penalty);
    left.max(1) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_try_is_three_stars_and_solving_is_at_least_one() {
        assert_eq!(stars(0, 0), 3);
        assert_eq!(stars(1, 0), 2);
        assert_eq!(stars(0, 1), 2);
        assert_eq!(stars(1, 1), 1);
        assert_eq!(stars(7, 3), 1);
        assert_eq!(stars(u32::MAX, u32::MAX), 1);
    }
}
