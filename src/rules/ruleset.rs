//! The rule sets: the source text's `basic` rules and Fairy-Stockfish's four Janggi variants.

use std::fmt;
use std::str::FromStr;

/// Which rules a position is played under. See `docs/RULES.md` for each in full.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum RuleSet {
    /// The source text's version: no pass, bikjang must be answered, 120 plies without a capture draw.
    #[default]
    Basic,
    /// Fairy-Stockfish `janggi`: pass, palace soldier diagonals, bikjang and counting.
    Janggi,
    /// Fairy-Stockfish `janggitraditional`: like `janggi`, but bikjang and double pass are draws.
    JanggiTraditional,
    /// Fairy-Stockfish `janggimodern`: facing kings mean nothing; double pass is decided by counting.
    JanggiModern,
    /// Fairy-Stockfish `janggicasual`: facing kings mean nothing; double pass is a draw.
    JanggiCasual,
}

/// Every feature switch of one rule set, in one place: the engine (`Position`), the optional
/// endings (`Game`), the search and the Fairy-Stockfish bridge all read these, so a rule set is
/// described here once. See `docs/RULES.md` and `docs/FSF_NOTES.md` for the sources.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RuleSpec {
    /// The name used on the command line and in lesson files.
    pub(crate) id: &'static str,
    /// Fairy-Stockfish's variant name, where there is one.
    pub(crate) fairy_stockfish: Option<&'static str>,
    /// A side may pass (when not in check).
    pub(crate) pass: bool,
    /// Facing kings (bikjang) must be answered by the side to move.
    pub(crate) bikjang: bool,
    /// Bikjang kept over two plies (only possible by passing) ends the game.
    pub(crate) bikjang_ends_game: bool,
    /// Soldiers in the enemy palace may also step diagonally forward along a palace line.
    pub(crate) soldier_palace_diagonals: bool,
    /// Games ended by bikjang, a double pass or a claim are decided by counting material
    /// (Fairy-Stockfish's `materialCounting`).
    pub(crate) counting: bool,
    /// Plies without a capture after which the game ends at once as a draw (`basic` only).
    pub(crate) no_capture_draw_plies: Option<u32>,
    /// A repetition in which one side gave check throughout loses for that side
    /// (`perpetualCheckIllegal`); otherwise every repetition is a draw.
    pub(crate) perpetual_check_loses: bool,
    /// The endings a player may claim ([`Game::optional_end`](super::Game::optional_end));
    /// `None` when the rule set knows no claims.
    pub(crate) claims: Option<ClaimSpec>,
}

/// Fairy-Stockfish's optional-ending settings of one variant (variant.cpp 1787–1838).
/// `nFoldValue` is a draw (or counting) in all four; there is no chasing rule.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ClaimSpec {
    /// `nFoldRule`: the occurrence of a position that may be claimed.
    pub(crate) n_fold: u32,
    /// `2 * nMoveRule`: plies without a capture that may be claimed.
    pub(crate) n_move_plies: u32,
    /// `moveRepetitionIllegal` (the Kakao rule): moving one piece back and forth five times
    /// loses.
    pub(crate) move_repetition: bool,
}

/// The source text's draw: this many plies without a capture (only `basic` has it, as an
/// immediate end; Fairy-Stockfish's variants have optional endings instead, see `Game`).
pub(crate) const NO_CAPTURE_DRAW_PLIES: u32 = 120;

/// The claims of `janggi`, `janggi-traditional` and `janggi-casual`.
const FSF_CLAIMS: ClaimSpec = ClaimSpec {
    n_fold: 3,
    n_move_plies: 100,
    move_repetition: false,
};

const BASIC: RuleSpec = RuleSpec {
    id: "basic",
    fairy_stockfish: None,
    pass: false,
    bikjang: true,
    bikjang_ends_game: false,
    soldier_palace_diagonals: false,
    counting: false,
    no_capture_draw_plies: Some(NO_CAPTURE_DRAW_PLIES),
    perpetual_check_loses: false,
    // The source text's rules know no claims; their 120-ply draw is an immediate end.
    claims: None,
};

const JANGGI: RuleSpec = RuleSpec {
    id: "janggi",
    fairy_stockfish: Some("janggi"),
    pass: true,
    bikjang: true,
    bikjang_ends_game: true,
    soldier_palace_diagonals: true,
    counting: true,
    no_capture_draw_plies: None,
    perpetual_check_loses: true,
    claims: Some(FSF_CLAIMS),
};

const JANGGI_TRADITIONAL: RuleSpec = RuleSpec {
    id: "janggi-traditional",
    fairy_stockfish: Some("janggitraditional"),
    counting: false,
    ..JANGGI
};

const JANGGI_MODERN: RuleSpec = RuleSpec {
    id: "janggi-modern",
    fairy_stockfish: Some("janggimodern"),
    bikjang: false,
    bikjang_ends_game: false,
    counting: true,
    claims: Some(ClaimSpec {
        n_fold: 4,
        n_move_plies: 200,
        move_repetition: true,
    }),
    ..JANGGI
};

const JANGGI_CASUAL: RuleSpec = RuleSpec {
    id: "janggi-casual",
    fairy_stockfish: Some("janggicasual"),
    bikjang: false,
    bikjang_ends_game: false,
    counting: false,
    ..JANGGI
};

impl RuleSet {
    pub const ALL: [RuleSet; 5] = [
        RuleSet::Basic,
        RuleSet::Janggi,
        RuleSet::JanggiTraditional,
        RuleSet::JanggiModern,
        RuleSet::JanggiCasual,
    ];

    /// The rule set's features.
    pub(crate) const fn spec(self) -> &'static RuleSpec {
        match self {
            RuleSet::Basic => &BASIC,
            RuleSet::Janggi => &JANGGI,
            RuleSet::JanggiTraditional => &JANGGI_TRADITIONAL,
            RuleSet::JanggiModern => &JANGGI_MODERN,
            RuleSet::JanggiCasual => &JANGGI_CASUAL,
        }
    }

    /// The rule set `steps` places on in [`RuleSet::ALL`], going round (a screen's row or key
    /// that steps through them; -1 goes back).
    pub(crate) fn cycled(self, steps: i32) -> RuleSet {
        let all = RuleSet::ALL;
        let i = all.iter().position(|r| *r == self).unwrap_or(0);
        all[(i as i32 + steps).rem_euclid(all.len() as i32) as usize]
    }

    /// The name used on the command line and in lesson files.
    pub(crate) fn id(self) -> &'static str {
        self.spec().id
    }

    /// Fairy-Stockfish's variant name, where there is one.
    pub fn fairy_stockfish_name(self) -> Option<&'static str> {
        self.spec().fairy_stockfish
    }

    /// A side may pass (when not in check).
    pub(crate) fn pass_allowed(self) -> bool {
        self.spec().pass
    }

    /// Facing kings (bikjang) must be answered by the side to move.
    pub(crate) fn bikjang_rule(self) -> bool {
        self.spec().bikjang
    }

    /// Bikjang kept over two plies (only possible by passing) ends the game.
    pub(crate) fn bikjang_ends_game(self) -> bool {
        self.spec().bikjang_ends_game
    }

    /// Soldiers in the enemy palace may also step diagonally forward along a palace line.
    pub(crate) fn soldier_palace_diagonals(self) -> bool {
        self.spec().soldier_palace_diagonals
    }

    /// Games ended by bikjang or a double pass are decided by counting material.
    pub(crate) fn material_counting(self) -> bool {
        self.spec().counting
    }

    /// Plies without a capture after which the game is drawn.
    pub(crate) fn no_capture_draw_plies(self) -> Option<u32> {
        self.spec().no_capture_draw_plies
    }

    /// A side that gave check all through a repetition loses.
    pub(crate) fn perpetual_check_loses(self) -> bool {
        self.spec().perpetual_check_loses
    }

    /// The endings a player may claim, if the rule set has any.
    pub(crate) fn claims(self) -> Option<ClaimSpec> {
        self.spec().claims
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRuleSet(pub(crate) String);

impl fmt::Display for UnknownRuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<&str> = RuleSet::ALL.iter().map(|r| r.id()).collect();
        write!(
            f,
            "unknown rule set '{}' (known: {})",
            self.0,
            known.join(", ")
        )
    }
}

impl std::error::Error for UnknownRuleSet {}

impl FromStr for RuleSet {
    type Err = UnknownRuleSet;

    /// Accepts our ids and Fairy-Stockfish's variant names.
    fn from_str(s: &str) -> Result<RuleSet, UnknownRuleSet> {
        let lower = s.trim().to_ascii_lowercase();
        RuleSet::ALL
            .into_iter()
            .find(|r| r.id() == lower || r.fairy_stockfish_name() == Some(lower.as_str()))
            .ok_or_else(|| UnknownRuleSet(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_set_parses_from_its_names() {
        for r in RuleSet::ALL {
            assert_eq!(r.id().parse::<RuleSet>(), Ok(r));
            if let Some(fsf) = r.fairy_stockfish_name() {
                assert_eq!(fsf.parse::<RuleSet>(), Ok(r));
            }
        }
        let err = "xiangqi".parse::<RuleSet>().unwrap_err().to_string();
        assert!(err.contains("basic, janggi, janggi-traditional, janggi-modern, janggi-casual"));
    }

    /// Stepping through the rule sets (settings, play form, editor, free board) goes round
    /// both ways and visits each once.
    #[test]
    fn cycling_visits_every_rule_set_and_goes_round() {
        let mut seen = Vec::new();
        let mut r = RuleSet::Basic;
        for _ in 0..RuleSet::ALL.len() {
            seen.push(r);
            r = r.cycled(1);
        }
        assert_eq!(seen, RuleSet::ALL);
        assert_eq!(r, RuleSet::Basic);
        assert_eq!(RuleSet::Basic.cycled(-1), RuleSet::JanggiCasual);
        assert_eq!(RuleSet::JanggiCasual.cycled(1), RuleSet::Basic);
    }

    #[test]
    fn claims_and_perpetual_check_go_together() {
        // The search scores perpetual check as the game's claims do; a rule set with one and
        // not the other would make them disagree.
        for r in RuleSet::ALL {
            assert_eq!(r.claims().is_some(), r.perpetual_check_loses(), "{r}");
            assert!(
                r.claims().is_none() || r.no_capture_draw_plies().is_none(),
                "{r}"
            );
        }
    }
}
