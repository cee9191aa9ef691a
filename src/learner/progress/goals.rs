//! The small goals of the learner's games in the progress file (`goals`: goal id → how many
//! games were played for it and how many met it), and the goal suggested on the new-game form
//! from what the learner gets wrong most.
//!
//! Merged like the exercise records: the counts this session added are added to the file's.
//! Versions 1 to 3 without `goals` read as none; an entry that cannot be read is dropped and
//! reported like any other.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::Progress;
use crate::i18n::Message;
use crate::play::goals::Goal;

/// What is kept of one goal.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub(crate) struct GoalRecord {
    /// Finished games played for it.
    pub(crate) played: u32,
    /// Of those, the games that met it.
    pub(crate) met: u32,
    /// When it was last met (Unix seconds).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) last_met: Option<u64>,
}

impl GoalRecord {
    fn is_valid(&self) -> bool {
        self.met <= self.played
    }
}

/// A goal id as the file may hold it (known to this build or not: a newer build's goal is
/// kept as it is).
fn is_goal_id(id: &str) -> bool {
    (1..=40).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

impl Progress {
    /// A finished game played for `goal`: met or not, at `now`.
    pub(crate) fn record_goal(&mut self, goal: Goal, met: bool, now: u64) {
        let r = self.goals.entry(goal.id().to_string()).or_default();
        r.played = r.played.saturating_add(1);
        if met {
            r.met = r.met.saturating_add(1);
            r.last_met = Some(now);
        }
    }

    /// Every goal played for, by id.
    pub(crate) fn goals(&self) -> &BTreeMap<String, GoalRecord> {
        &self.goals
    }

    /// The goal to suggest on the new-game form, from the learner's history: the illegal tries
    /// and mistakes of their games (the review queue's moments) and the misconceptions of their
    /// misses, each pointing at the goal that practises the opposite; the most frequent wins
    /// (ties: the form's order). `None` without any history.
    pub(crate) fn suggested_goal(&self) -> Option<Goal> {
        let mut score: BTreeMap<usize, u32> = BTreeMap::new();
        let mut add = |goal: Goal, n: u32| {
            let i = Goal::ALL.iter().position(|g| *g == goal).unwrap_or(0);
            *score.entry(i).or_default() += n;
        };
        for e in self.personal.values() {
            if let Some(g) = goal_for_moment(&e.moment) {
                add(g, 1);
            }
        }
        for m in self.mistakes_by_misconception() {
            add(goal_for_misconception(&m.tag), m.misses);
        }
        let best = score.values().copied().max().filter(|&n| n > 0)?;
        score
            .into_iter()
            .find(|&(_, n)| n == best)
            .map(|(i, _)| Goal::ALL[i])
    }
}

/// The goal that works against a kind of moment the review found in the learner's games.
fn goal_for_moment(kind: &str) -> Option<Goal> {
    Some(match kind {
        "illegal-try" => Goal::NoIllegalTry,
        "hanging-piece" | "loses-piece" => Goal::NoFreePiece,
        "walked-into-mate" => Goal::NoCheck,
        "missed-check" | "missed-mate" => Goal::CannonCheck,
        "missed-capture" => Goal::CannonCapture,
        _ => return None,
    })
}

/// The goal that practises the rule a misconception gets wrong.
fn goal_for_misconception(tag: &str) -> Goal {
    if tag.contains("cannon") || tag.contains("screen") {
        Goal::CannonCapture
    } else if tag.contains("chariot") {
        Goal::ChariotsOut
    } else if tag.contains("horse") || tag.contains("elephant") {
        Goal::HorsesOut
    } else if tag.contains("check") || tag.contains("king") || tag.contains("pin") {
        Goal::NoCheck
    } else {
        // Any other rule mistaken: play a game with legal moves only.
        Goal::NoIllegalTry
    }
}

/// `mine`'s goal counts since `base` added to `disk`'s.
pub(super) fn merge(
    disk: &BTreeMap<String, GoalRecord>,
    base: &BTreeMap<String, GoalRecord>,
    mine: &BTreeMap<String, GoalRecord>,
) -> BTreeMap<String, GoalRecord> {
    let mut out = disk.clone();
    let none = GoalRecord::default();
    for (id, m) in mine {
        let b = base.get(id).unwrap_or(&none);
        if m == b {
            continue;
        }
        let d = out.entry(id.clone()).or_default();
        d.played = d.played.saturating_add(m.played.saturating_sub(b.played));
        d.met = d.met.saturating_add(m.met.saturating_sub(b.met));
        d.met = d.met.min(d.played);
        d.last_met = d.last_met.max(m.last_met);
    }
    out
}

/// Reads the file's `goals`, each entry on its own.
pub(super) fn parse(
    v: Option<&Value>,
    dropped: &mut Vec<Message>,
    bad: impl Fn(&str, &Value) -> Message,
) -> BTreeMap<String, GoalRecord> {
    let mut out = BTreeMap::new();
    match v {
        None | Some(Value::Null) => {}
        Some(Value::Object(map)) => {
            for (id, v) in map {
                match serde_json::from_value::<GoalRecord>(v.clone()) {
                    Ok(r) if is_goal_id(id) && r.is_valid() => {
                        out.insert(id.clone(), r);
                    }
                    _ => dropped.push(bad(id, v)),
                }
            }
        }
        Some(other) => dropped.push(bad("*", other)),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::{AttemptResult, parse as parse_file, to_json};
    use super::*;

    #[test]
    fn goals_round_trip_and_merge() {
        let mut p = Progress::default();
        assert!(p.goals().is_empty());
        p.record_goal(Goal::CannonCheck, true, 100);
        p.record_goal(Goal::CannonCheck, false, 200);
        p.record_goal(Goal::NoFreePiece, false, 300);
        let back = parse_file(&to_json(&p)).ok().unwrap();
        assert!(back.dropped.is_empty());
        assert_eq!(back.progress, p);
        let r = &p.goals()["cannon-check"];
        assert_eq!((r.played, r.met, r.last_met), (2, 1, Some(100)));
        // Two sessions on one file: both games counted.
        let base = Progress::default();
        let mut a = base.clone();
        a.record_goal(Goal::CannonCheck, true, 10);
        let mut b = base.clone();
        b.record_goal(Goal::CannonCheck, false, 20);
        let disk = super::super::merge(&base, &base, &a);
        let both = super::super::merge(&disk, &base, &b);
        let r = &both.goals()["cannon-check"];
        assert_eq!((r.played, r.met, r.last_met), (2, 1, Some(10)));
        // A bad entry is dropped, the rest kept.
        let text = r#"{"version":3,"goals":{"cannon-check":{"played":1,"met":2},
            "Bad Id":{"played":1},"no-check":{"played":3,"met":1}}}"#;
        let parsed = parse_file(text).ok().unwrap();
        assert_eq!(parsed.dropped.len(), 2);
        assert_eq!(parsed.progress.goals().len(), 1);
    }

    #[test]
    fn the_suggestion_follows_the_most_frequent_mistake() {
        let mut p = Progress::default();
        assert_eq!(p.suggested_goal(), None);
        let miss = |tag: &str| AttemptResult {
            misconceptions: vec![tag.to_string()],
            ..AttemptResult::default()
        };
        p.record_attempt("l", "a", &miss("cannon-jumps-cannon"), 1);
        assert_eq!(p.suggested_goal(), Some(Goal::CannonCapture));
        p.record_attempt("l", "b", &miss("horse-leg-ignored"), 1);
        p.record_attempt("l", "b", &miss("horse-leg-ignored"), 2);
        assert_eq!(p.suggested_goal(), Some(Goal::HorsesOut));
    }
}
