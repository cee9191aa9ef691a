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

impl RuleSet {
    pub const ALL: [RuleSet; 5] = [
        RuleSet::Basic,
        RuleSet::Janggi,
        RuleSet::JanggiTraditional,
        RuleSet::JanggiModern,
        RuleSet::JanggiCasual,
    ];

    /// The name used on the command line and in lesson files.
    pub fn id(self) -> &'static str {
        match self {
            RuleSet::Basic => "basic",
            RuleSet::Janggi => "janggi",
            RuleSet::JanggiTraditional => "janggi-traditional",
            RuleSet::JanggiModern => "janggi-modern",
            RuleSet::JanggiCasual => "janggi-casual",
        }
    }

    /// Fairy-Stockfish's variant name, where there is one.
    pub fn fairy_stockfish_name(self) -> Option<&'static str> {
        match self {
            RuleSet::Basic => None,
            RuleSet::Janggi => Some("janggi"),
            RuleSet::JanggiTraditional => Some("janggitraditional"),
            RuleSet::JanggiModern => Some("janggimodern"),
            RuleSet::JanggiCasual => Some("janggicasual"),
        }
    }

    /// A side may pass (when not in check).
    pub fn pass_allowed(self) -> bool {
        self != RuleSet::Basic
    }

    /// Facing kings (bikjang) must be answered by the side to move.
    pub fn bikjang_rule(self) -> bool {
        matches!(
            self,
            RuleSet::Basic | RuleSet::Janggi | RuleSet::JanggiTraditional
        )
    }

    /// Bikjang kept over two plies (only possible by passing) ends the game.
    pub fn bikjang_ends_game(self) -> bool {
        matches!(self, RuleSet::Janggi | RuleSet::JanggiTraditional)
    }

    /// Soldiers in the enemy palace may also step diagonally forward along a palace line.
    pub fn soldier_palace_diagonals(self) -> bool {
        self != RuleSet::Basic
    }

    /// Games ended by bikjang or a double pass are decided by counting material.
    pub fn material_counting(self) -> bool {
        matches!(self, RuleSet::Janggi | RuleSet::JanggiModern)
    }

    /// Plies without a capture after which the game is drawn.
    pub fn no_capture_draw_plies(self) -> Option<u32> {
        match self {
            RuleSet::Basic => Some(NO_CAPTURE_DRAW_PLIES),
            _ => None,
        }
    }
}

/// The source text's draw: this many plies without a capture (only `basic` has it, as an
/// immediate end; Fairy-Stockfish's variants have optional endings instead, see `Game`).
pub const NO_CAPTURE_DRAW_PLIES: u32 = 120;

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRuleSet(pub String);

impl fmt::Display for UnknownRuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown rule set '{}' (known: basic, janggi, janggi-traditional, janggi-modern, janggi-casual)",
            self.0
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
