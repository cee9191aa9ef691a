//! The FAQ file format (YAML), as serde types. One file holds a list of entries; each entry is a
//! question and its answer in every language, backed by claims the engine checks.
//!
//! ```yaml
//! entries:
//!   - id: soldier-promotion
//!     source: faq
//!     question: {zh: 兵会升变吗？, ko: 병은 승격하나요?, en: Do soldiers promote?}
//!     answer: {zh: ..., ko: ..., en: ...}
//!     claims:
//!       - position: {fen: "P3k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1"}
//!         rules: all                     # or one rule set, or a list; default all
//!         statement: {is: no-promotion}
//!         expect: true                   # or per rule set: {basic: false, others: true}
//! ```

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::lesson::model::{PositionSpec, Statement, Text};
use crate::rules::RuleSet;

/// One FAQ file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct FaqDoc {
    pub(crate) entries: Vec<Entry>,
}

/// One question with its answer and the claims that back the answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct Entry {
    /// Stable id, unique among all FAQ entries. Lowercase, digits, `-`.
    pub(crate) id: String,
    /// Which part of the source text the entry covers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) source: Option<Source>,
    pub(crate) question: Text,
    pub(crate) answer: Text,
    pub(crate) claims: Vec<Claim>,
}

/// The part of the source rules page an entry comes from.
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Source {
    /// 常见问题: the five questions of the FAQ.
    Faq,
    /// 容易混淆的判断: the easily confused judgement.
    Confused,
    /// 局面拆解: the worked position (a cannon may not jump a cannon to take a soldier).
    WorkedPosition,
    /// 非法着法: the list of illegal moves.
    IllegalList,
    /// 实战判断 / 分阶段练习: the practice tasks and their self-check criteria.
    Practice,
    /// The rules sections (开局摆位, 棋子与走法, 胜负与和棋, ...).
    Rules,
}

impl Source {
    pub(crate) fn id(self) -> &'static str {
        match self {
            Source::Faq => "faq",
            Source::Confused => "confused",
            Source::WorkedPosition => "worked-position",
            Source::IllegalList => "illegal-list",
            Source::Practice => "practice",
            Source::Rules => "rules",
        }
    }
}

/// One engine-checkable claim: under each listed rule set, `statement` has the truth `expect`
/// in `position`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct Claim {
    /// The position; the start position when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) position: Option<PositionSpec>,
    /// The rule sets the claim is about: one name, a list, or `all` (the default).
    #[serde(default)]
    pub(crate) rules: RulesField,
    pub(crate) statement: Statement,
    /// `true` or `false` under every listed rule set, or a map from rule set to truth, where
    /// `others` stands for every listed rule set not named.
    pub(crate) expect: Expect,
    /// What the claim shows, in words (shown beside the board).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) note: Option<Text>,
}

/// `rules:` as written: `all`, one rule set name, or a list of names (which may include `all`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub(crate) enum RulesField {
    One(String),
    Many(Vec<String>),
}

impl Default for RulesField {
    fn default() -> Self {
        RulesField::One(ALL.to_string())
    }
}

/// The name that stands for every rule set.
pub(crate) const ALL: &str = "all";
/// The `expect` map key that stands for every listed rule set not named in the map.
pub(crate) const OTHERS: &str = "others";

impl RulesField {
    /// The names as written.
    pub(crate) fn names(&self) -> Vec<&str> {
        match self {
            RulesField::One(n) => vec![n.as_str()],
            RulesField::Many(v) => v.iter().map(String::as_str).collect(),
        }
    }

    /// The rule sets, in the engine's order, without repeats; or the first unknown name.
    pub(crate) fn resolve(&self) -> Result<Vec<RuleSet>, String> {
        let mut wanted = Vec::new();
        for name in self.names() {
            if name.trim().eq_ignore_ascii_case(ALL) {
                wanted.extend(RuleSet::ALL);
            } else {
                wanted.push(name.parse::<RuleSet>().map_err(|_| name.to_string())?);
            }
        }
        Ok(RuleSet::ALL
            .into_iter()
            .filter(|r| wanted.contains(r))
            .collect())
    }
}

/// `expect:` as written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub(crate) enum Expect {
    Same(bool),
    PerRules(BTreeMap<String, bool>),
}

/// Why a claim's `rules` and `expect` do not fit together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum ExpectError {
    /// A name in `rules` or a key of `expect` is not a rule set.
    UnknownRules { name: String, in_expect: bool },
    /// A listed rule set has no expected truth (not named, and no `others`).
    Missing(RuleSet),
    /// `expect` names a rule set the claim does not list.
    Unlisted(RuleSet),
    /// `rules` lists nothing.
    Empty,
}

impl Claim {
    /// Every listed rule set with the truth the claim expects under it.
    pub(crate) fn expectations(&self) -> Result<Vec<(RuleSet, bool)>, ExpectError> {
        let listed = self
            .rules
            .resolve()
            .map_err(|name| ExpectError::UnknownRules {
                name,
                in_expect: false,
            })?;
        if listed.is_empty() {
            return Err(ExpectError::Empty);
        }
        match &self.expect {
            Expect::Same(b) => Ok(listed.into_iter().map(|r| (r, *b)).collect()),
            Expect::PerRules(map) => {
                let mut named = BTreeMap::new();
                let mut others = None;
                for (key, value) in map {
                    if key.trim().eq_ignore_ascii_case(OTHERS) {
                        others = Some(*value);
                        continue;
                    }
                    let rules: RuleSet = key.parse().map_err(|_| ExpectError::UnknownRules {
                        name: key.clone(),
                        in_expect: true,
                    })?;
                    if !listed.contains(&rules) {
                        return Err(ExpectError::Unlisted(rules));
                    }
                    named.insert(rules.id(), *value);
                }
                listed
                    .into_iter()
                    .map(|r| {
                        named
                            .get(r.id())
                            .copied()
                            .or(others)
                            .map(|b| (r, b))
                            .ok_or(ExpectError::Missing(r))
                    })
                    .collect()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claim(yaml: &str) -> Claim {
        serde_yaml::from_str(yaml).unwrap()
    }

    #[test]
    fn rules_default_to_all_and_expect_may_differ_per_rule_set() {
        let c = claim("statement: {is: can-pass}\nexpect: true");
        assert_eq!(
            c.expectations().unwrap(),
            RuleSet::ALL.map(|r| (r, true)).to_vec()
        );
        let c = claim("statement: {is: can-pass}\nexpect: {basic: false, others: true}");
        let e = c.expectations().unwrap();
        assert_eq!(e[0], (RuleSet::Basic, false));
        assert!(e[1..].iter().all(|(_, b)| *b));
        let c = claim(
            "rules: [janggi-modern, basic, basic]\nstatement: {is: bikjang}\nexpect: {basic: true, janggimodern: false}",
        );
        assert_eq!(
            c.expectations().unwrap(),
            vec![(RuleSet::Basic, true), (RuleSet::JanggiModern, false)]
        );
    }

    #[test]
    fn mismatched_rules_and_expect_are_reported() {
        let c = claim("rules: chess\nstatement: {is: bikjang}\nexpect: true");
        assert_eq!(
            c.expectations(),
            Err(ExpectError::UnknownRules {
                name: "chess".into(),
                in_expect: false
            })
        );
        let c = claim("rules: [basic, janggi]\nstatement: {is: bikjang}\nexpect: {basic: true}");
        assert_eq!(c.expectations(), Err(ExpectError::Missing(RuleSet::Janggi)));
        let c =
            claim("rules: basic\nstatement: {is: bikjang}\nexpect: {basic: true, janggi: true}");
        assert_eq!(
            c.expectations(),
            Err(ExpectError::Unlisted(RuleSet::Janggi))
        );
        let c = claim("rules: []\nstatement: {is: bikjang}\nexpect: true");
        assert_eq!(c.expectations(), Err(ExpectError::Empty));
        let c = claim("statement: {is: bikjang}\nexpect: {xiangqi: true}");
        assert!(matches!(
            c.expectations(),
            Err(ExpectError::UnknownRules {
                in_expect: true,
                ..
            })
        ));
    }
}
