//! Checking the claims of FAQ entries against the engine, under each rule set.

use std::fmt;

use serde::Serialize;

use crate::i18n::Message;
use crate::lesson::locate::Seg;
use crate::lesson::model::{PositionSpec, Statement};
use crate::lesson::position::{build_game, spec_setup};
use crate::lesson::statement::{Evidence, evaluate_game, validate};
use crate::rules::{Board, Position, RuleSet, START_FEN};

use super::model::{Claim, ExpectError};
use super::{EntryRef, FaqFile, text};

/// Which rule sets claims are checked under.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub(crate) enum Selection {
    /// Each claim under the rule sets it lists.
    #[default]
    Listed,
    /// Only this rule set; claims that do not list it are skipped.
    Only(RuleSet),
    /// Every rule set, so the reader sees where they differ. A claim is judged only under the
    /// rule sets it lists; under the others the engine's finding is shown for comparison.
    All,
}

/// A place in a FAQ file, 1-based; printed `file:line:col`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Place {
    pub(crate) file: String,
    pub(crate) line: usize,
    pub(crate) col: usize,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

/// Why a claim (or one rule set's check of it) could not be checked, and where to fix it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Problem {
    pub(crate) place: Place,
    pub(crate) messages: Vec<Message>,
}

/// What the engine found for one claim under one rule set.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Checked {
    /// The claim's position under this rule set (for drawing the board).
    pub(crate) position: Position,
    /// Whether the statement is true here.
    pub(crate) truth: bool,
    pub(crate) evidence: Evidence,
    /// The evidence in words.
    pub(crate) message: Message,
}

/// One claim checked under one rule set.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct RuleRun {
    pub(crate) rules: RuleSet,
    /// The truth the claim expects; `None` when the claim says nothing about this rule set
    /// (shown with `Selection::All` for comparison only).
    pub(crate) expected: Option<bool>,
    pub(crate) result: Result<Checked, Problem>,
}

impl RuleRun {
    /// Whether the claim holds under this rule set; `None` when it makes no claim here.
    pub(crate) fn holds(&self) -> Option<bool> {
        let expected = self.expected?;
        Some(matches!(&self.result, Ok(c) if c.truth == expected))
    }

    /// The engine's truth of the statement, when it could be checked.
    pub(crate) fn truth(&self) -> Option<bool> {
        self.result.as_ref().ok().map(|c| c.truth)
    }

    /// The verdict in a word or two ("holds", "does not hold", "not part of the claim",
    /// "cannot be checked"), e.g. beside the board on the trainer's FAQ page.
    pub(crate) fn verdict(&self) -> Message {
        Message::new(match (&self.result, self.holds()) {
            (Err(_), _) => "faq-verdict-problem",
            (Ok(_), None) => "faq-verdict-unclaimed",
            (Ok(_), Some(true)) => "faq-verdict-holds",
            (Ok(_), Some(false)) => "faq-verdict-fails",
        })
    }

    /// The evidence, or what kept the claim from being checked.
    pub(crate) fn messages(&self) -> Vec<Message> {
        match &self.result {
            Ok(c) => vec![c.message.clone()],
            Err(p) => p.messages.clone(),
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Status {
    /// True as claimed under every rule set checked.
    Holds,
    /// Refuted under some rule set, or it cannot be checked at all.
    Fails,
    /// Not checked: the selection excludes every rule set the claim is about.
    Skipped,
}

/// One claim of an entry, checked.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ClaimReport {
    /// 0-based index within the entry.
    pub(crate) index: usize,
    /// Where the claim starts (its `- ` in the file).
    pub(crate) place: Place,
    pub(crate) claim: Claim,
    /// Each listed rule set with its expected truth (empty when `rules`/`expect` are broken).
    pub(crate) expectations: Vec<(RuleSet, bool)>,
    /// A problem with the claim as a whole (rules and expect do not fit, malformed statement).
    pub(crate) problem: Option<Problem>,
    pub(crate) runs: Vec<RuleRun>,
    /// The claim's board (after its moves), to name pieces in the sentence.
    board: Option<Board>,
}

impl ClaimReport {
    pub(crate) fn status(&self) -> Status {
        if self.problem.is_some() {
            return Status::Fails;
        }
        let judged: Vec<bool> = self.runs.iter().filter_map(RuleRun::holds).collect();
        if judged.is_empty() {
            Status::Skipped
        } else if judged.iter().all(|h| *h) {
            Status::Holds
        } else {
            Status::Fails
        }
    }

    /// Rule sets under which the claim was checked and does not hold.
    pub(crate) fn failing_rules(&self) -> Vec<RuleSet> {
        self.runs
            .iter()
            .filter(|r| r.holds() == Some(false))
            .map(|r| r.rules)
            .collect()
    }

    /// The claim as a sentence: the statement, negated where the claim expects it false;
    /// where the truth differs between rule sets, the statement with the rule sets under
    /// which it is claimed true and false.
    pub(crate) fn sentence(&self) -> Message {
        let st = &self.claim.statement;
        let first = self.expectations.first().map(|(_, b)| *b);
        if self.expectations.iter().all(|(_, b)| Some(*b) == first) {
            return text::statement(st, first, self.board.as_ref());
        }
        let names = |want: bool| {
            text::list(
                self.expectations
                    .iter()
                    .filter(|(_, b)| *b == want)
                    .map(|(r, _)| text::rules_short(*r))
                    .collect(),
            )
        };
        Message::new("faq-claim-mixed")
            .arg_msg("statement", self.plain())
            .arg_msg("yes", names(true))
            .arg_msg("no", names(false))
    }

    /// The statement in its plain (not negated) form, as the `--all-rules` table shows it.
    pub(crate) fn plain(&self) -> Message {
        text::statement(&self.claim.statement, None, self.board.as_ref())
    }

    /// The position in words: the start position or a FEN, and the moves played from it.
    pub(crate) fn position(&self) -> Message {
        text::position(&effective_spec(self.claim.position.as_ref()))
    }
}

/// An entry with each of its claims checked.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct EntryReport {
    pub(crate) id: String,
    pub(crate) place: Place,
    pub(crate) claims: Vec<ClaimReport>,
}

impl EntryReport {
    /// Holds if every claim checked holds; skipped if none was checked.
    pub(crate) fn status(&self) -> Status {
        let statuses: Vec<Status> = self.claims.iter().map(ClaimReport::status).collect();
        if statuses.contains(&Status::Fails) {
            Status::Fails
        } else if statuses.contains(&Status::Holds) {
            Status::Holds
        } else {
            Status::Skipped
        }
    }
}

/// The claim's position as the engine builds it: a position with neither FEN nor diagram
/// (only `moves`, say) starts from the start position, as a claim without a position does.
pub(crate) fn effective_spec(spec: Option<&PositionSpec>) -> PositionSpec {
    let mut spec = spec.cloned().unwrap_or_default();
    if spec.fen.is_none() && spec.diagram.is_none() {
        spec.fen = Some(START_FEN.to_string());
    }
    spec
}

fn claim_path(entry: usize, claim: usize, field: Option<&str>) -> Vec<Seg> {
    let mut path = crate::lesson::locate::yaml_path!["entries", entry, "claims", claim];
    if let Some(f) = field {
        path.push(Seg::from(f));
    }
    path
}

/// Checks one claim of an entry under the selected rule sets.
pub(crate) fn check_claim(entry: &EntryRef<'_>, index: usize, selection: Selection) -> ClaimReport {
    let file: &FaqFile = entry.file;
    let claim = &entry.entry.claims[index];
    let place_of = |field: Option<&str>| file.place(&claim_path(entry.index, index, field));
    let spec = effective_spec(claim.position.as_ref());
    let mut report = ClaimReport {
        index,
        place: place_of(None),
        claim: claim.clone(),
        expectations: Vec::new(),
        problem: None,
        runs: Vec::new(),
        board: spec_setup(&spec).ok().map(|s| s.board),
    };
    match claim.expectations() {
        Ok(e) => report.expectations = e,
        Err(e) => {
            let field = match e {
                ExpectError::UnknownRules {
                    in_expect: false, ..
                }
                | ExpectError::Empty => "rules",
                _ => "expect",
            };
            report.problem = Some(Problem {
                place: place_of(Some(field)),
                messages: vec![text::expect_error(&e)],
            });
            return report;
        }
    }
    if let Err(e) = validate(&claim.statement) {
        report.problem = Some(Problem {
            place: place_of(Some("statement")),
            messages: vec![text::statement_error(&e)],
        });
        return report;
    }
    let expected = |r: RuleSet| {
        report
            .expectations
            .iter()
            .find(|(x, _)| *x == r)
            .map(|(_, b)| *b)
    };
    let rule_sets: Vec<RuleSet> = match selection {
        Selection::Listed => report.expectations.iter().map(|(r, _)| *r).collect(),
        Selection::Only(r) => expected(r).map(|_| r).into_iter().collect(),
        Selection::All => RuleSet::ALL.to_vec(),
    };
    let runs = rule_sets
        .into_iter()
        .map(|rules| RuleRun {
            rules,
            expected: expected(rules),
            result: run(&claim.statement, &spec, rules, || {
                place_of(Some("position"))
            }),
        })
        .collect();
    report.runs = runs;
    // Name pieces as they stand after the claim's moves, where a rule set could build it.
    if let Some(c) = report.runs.iter().find_map(|r| r.result.as_ref().ok()) {
        report.board = Some(c.position.board().clone());
    }
    report
}

fn run(
    statement: &Statement,
    spec: &PositionSpec,
    rules: RuleSet,
    position_place: impl Fn() -> Place,
) -> Result<Checked, Problem> {
    let game = build_game(spec, rules).map_err(|e| Problem {
        place: position_place(),
        messages: crate::lesson::spec_text::spec_error(&e),
    })?;
    let position = game.position().clone();
    // `validate` passed, so evaluation cannot fail; report it rather than panic all the same.
    let verdict = evaluate_game(statement, &game).map_err(|e| Problem {
        place: position_place(),
        messages: vec![text::statement_error(&e)],
    })?;
    let message = text::evidence(&verdict.evidence, &position);
    Ok(Checked {
        position,
        truth: verdict.holds,
        evidence: verdict.evidence,
        message,
    })
}

/// Checks every claim of an entry.
pub(crate) fn check_entry(entry: &EntryRef<'_>, selection: Selection) -> EntryReport {
    EntryReport {
        id: entry.entry.id.clone(),
        place: entry.place(),
        claims: (0..entry.entry.claims.len())
            .map(|i| check_claim(entry, i, selection))
            .collect(),
    }
}

/// Counts for the summary line: claims checked, holding, failing (skipped ones not counted).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub(crate) struct Summary {
    pub(crate) claims: usize,
    pub(crate) hold: usize,
    pub(crate) fail: usize,
}

impl Summary {
    pub(crate) fn of<'a>(reports: impl IntoIterator<Item = &'a EntryReport>) -> Summary {
        let mut s = Summary::default();
        for c in reports.into_iter().flat_map(|e| &e.claims) {
            match c.status() {
                Status::Holds => s.hold += 1,
                Status::Fails => s.fail += 1,
                Status::Skipped => continue,
            }
            s.claims += 1;
        }
        s
    }
}
