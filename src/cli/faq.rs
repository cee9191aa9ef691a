//! `janggi-tutor faq`: check the FAQ's claims about the rules against the engine.
//!
//! Text output: each question and answer, then each claim with the engine's evidence per rule
//! set; with `--all-rules` a table of claims by rule set; failing claims with `file:line:col`;
//! the last line is `claims: N, hold: N, fail: N` in the user's language. Exit 0 when every claim holds, 1 when one
//! does not, 2 for unusable arguments or files.

use std::path::PathBuf;

use clap::Args;
use unicode_width::UnicodeWidthStr;

use super::json::{
    self, FaqClaim, FaqEntry, FaqEvidence, FaqPlace, FaqProblem, FaqReport, FaqRun, FaqWarning,
};
use super::{CliError, CliResult, Io, Outcome, args};
use crate::faq::{
    ClaimReport, EntryReport, Faq, Problem, RuleRun, Selection, Status, Summary, text,
};
use crate::i18n::{Localizer, Message};
use crate::rules::RuleSet;

#[derive(Args, Debug, Clone)]
pub(crate) struct FaqArgs {
    /// FAQ files or folders of them (default: the FAQ built into the program).
    #[arg(value_name = "FILE")]
    pub(crate) files: Vec<PathBuf>,
    /// Check only the claims about this rule set: basic, janggi, janggi-traditional,
    /// janggi-modern, janggi-casual.
    #[arg(long, value_name = "R", conflicts_with = "all_rules", value_parser = args::rules)]
    pub(crate) rules: Option<RuleSet>,
    /// Check every claim under every rule set and print a table of claims by rule set.
    #[arg(long)]
    pub(crate) all_rules: bool,
    /// Print the results as JSON.
    #[arg(long)]
    pub(crate) json: bool,
}

pub(crate) fn run(io: &mut Io, args: &FaqArgs) -> CliResult {
    let selection = match (args.rules, args.all_rules) {
        (Some(r), _) => Selection::Only(r),
        (None, true) => Selection::All,
        (None, false) => Selection::Listed,
    };
    let loaded = if args.files.is_empty() {
        Faq::embedded()
    } else {
        Faq::from_paths(&args.files)
    };
    let faq = loaded
        .map_err(|errors| CliError::usage_all(errors.iter().map(|e| e.message()).collect()))?;
    for w in faq.warnings() {
        let text = io.l10n.format(&w.message);
        io.warn(
            &Message::new("faq-at")
                .arg("place", w.place.to_string())
                .arg("text", text),
        );
    }
    let reports: Vec<(crate::faq::EntryRef<'_>, EntryReport)> =
        faq.entries().map(|e| (e, e.check(selection))).collect();
    let summary = Summary::of(reports.iter().map(|(_, r)| r));
    if args.json {
        let doc = json_report(&io.l10n, &faq, &reports, selection, summary);
        json::print(io.out, &doc);
    } else {
        print_text(io, &reports, selection);
        // In the user's language; scripts read the counts from `--json` or with `--lang en`.
        let line = io.l10n.format(
            &Message::new("faq-summary")
                .arg_num("claims", summary.claims as i64)
                .arg_num("hold", summary.hold as i64)
                .arg_num("fail", summary.fail as i64),
        );
        let _ = writeln!(io.out, "{line}");
    }
    Ok(Outcome::no_if(summary.fail > 0))
}

/// "All rule sets", or the names of `rules` as a list.
fn rules_list(rules: &[RuleSet]) -> Message {
    if rules.len() == RuleSet::ALL.len() {
        Message::new("faq-rules-all")
    } else {
        text::list(rules.iter().map(|r| text::rules_short(*r)).collect())
    }
}

/// The same, inside a sentence ("every rule set").
fn rules_list_inline(rules: &[RuleSet]) -> Message {
    if rules.len() == RuleSet::ALL.len() {
        Message::new("faq-rules-every")
    } else {
        text::list(rules.iter().map(|r| text::rules_short(*r)).collect())
    }
}

fn indent(out: &mut dyn std::io::Write, spaces: usize, text: &str) {
    for line in text.lines() {
        let _ = writeln!(out, "{:spaces$}{line}", "");
    }
}

/// How a run is shown: its kind and its evidence, so equal neighbours can share one line.
#[derive(PartialEq)]
enum RunKind {
    Holds,
    Fails(bool),
    Unclaimed,
    Problem,
}

fn run_kind(run: &RuleRun) -> RunKind {
    match (run.holds(), &run.result) {
        (_, Err(_)) => RunKind::Problem,
        (None, _) => RunKind::Unclaimed,
        (Some(true), _) => RunKind::Holds,
        (Some(false), _) => RunKind::Fails(run.expected.unwrap_or(true)),
    }
}

fn print_claim(io: &mut Io, claim: &ClaimReport) {
    let title = Message::new("faq-claim-title")
        .arg_num("n", claim.index + 1)
        .arg(
            "place",
            format!("{}:{}", claim.place.file, claim.place.line),
        )
        .arg_msg("statement", claim.sentence());
    let title = io.l10n.format(&title);
    indent(io.out, 2, &title);
    if let Some(note) = &claim.claim.note {
        indent(io.out, 4, note.get(io.l10n.lang()));
    }
    let position = io
        .l10n
        .format(&Message::new("faq-position-line").arg_msg("position", claim.position()));
    indent(io.out, 4, &position);
    if let Some(p) = &claim.problem {
        print_problem(io, p);
        return;
    }
    // Neighbouring rule sets with the same verdict and evidence share a line.
    let mut groups: Vec<(RunKind, String, Vec<RuleSet>)> = Vec::new();
    for run in &claim.runs {
        let evidence: Vec<String> = run.messages().iter().map(|m| io.l10n.format(m)).collect();
        let evidence = evidence.join(" ");
        let kind = run_kind(run);
        match groups.last_mut() {
            Some((k, e, rules)) if *k == kind && *e == evidence => rules.push(run.rules),
            _ => groups.push((kind, evidence, vec![run.rules])),
        }
    }
    for (kind, evidence, rules) in groups {
        let id = match kind {
            RunKind::Holds => "faq-run-holds",
            RunKind::Fails(_) => "faq-run-fails",
            RunKind::Unclaimed => "faq-run-unclaimed",
            RunKind::Problem => "faq-run-problem",
        };
        let expected = match kind {
            RunKind::Fails(e) => i64::from(e),
            _ => 1,
        };
        let line = Message::new(id)
            .arg_msg("rules", rules_list(&rules))
            .arg("evidence", evidence)
            .arg_num("expected", expected);
        let line = io.l10n.format(&line);
        indent(io.out, 4, &line);
    }
}

fn print_problem(io: &mut Io, p: &Problem) {
    for m in &p.messages {
        let line = Message::new("faq-claim-problem")
            .arg("place", p.place.to_string())
            .arg_msg("problem", m.clone());
        let line = io.l10n.format(&line);
        indent(io.out, 4, &line);
    }
}

fn print_text(
    io: &mut Io,
    reports: &[(crate::faq::EntryRef<'_>, EntryReport)],
    selection: Selection,
) {
    let lang = io.l10n.lang().to_string();
    let mut current_file: Option<&str> = None;
    for (entry, report) in reports {
        if current_file != Some(entry.file.path.as_str()) {
            current_file = Some(entry.file.path.as_str());
            let header = io
                .l10n
                .format(&Message::new("faq-file").arg("file", entry.file.path.clone()));
            let _ = writeln!(io.out, "{header}");
            let _ = writeln!(io.out);
        }
        let _ = writeln!(io.out, "[{}] {}", entry.id(), entry.question(&lang));
        indent(io.out, 2, entry.answer(&lang));
        let shown: Vec<&ClaimReport> = report
            .claims
            .iter()
            .filter(|c| c.status() != Status::Skipped)
            .collect();
        if shown.is_empty()
            && let Selection::Only(r) = selection
        {
            let line = io
                .l10n
                .format(&Message::new("faq-no-claims-for").arg_msg("rules", text::rules_short(r)));
            indent(io.out, 2, &line);
        }
        for claim in shown {
            print_claim(io, claim);
        }
        let _ = writeln!(io.out);
    }
    if selection == Selection::All {
        print_table(io, reports);
    }
    let failing: Vec<(&str, &ClaimReport)> = reports
        .iter()
        .flat_map(|(e, r)| r.claims.iter().map(move |c| (e.id(), c)))
        .filter(|(_, c)| c.status() == Status::Fails)
        .collect();
    if !failing.is_empty() {
        let title = io.l10n.tr("faq-failures");
        let _ = writeln!(io.out, "{title}");
        for (id, c) in failing {
            let first_failure = c.runs.iter().find(|r| r.holds() == Some(false));
            let problem = c
                .problem
                .as_ref()
                .or_else(|| first_failure.and_then(|r| r.result.as_ref().err()));
            let why = match (problem, first_failure) {
                (Some(p), _) => Message::new("faq-failure-problem")
                    .arg("place", p.place.to_string())
                    .arg_msg("problem", p.messages[0].clone()),
                (None, run) => Message::new("faq-failure-rules")
                    .arg_msg("rules", rules_list_inline(&c.failing_rules()))
                    .arg_msg(
                        "problem",
                        run.and_then(|r| r.messages().into_iter().next())
                            .unwrap_or_else(|| Message::new("faq-list-none")),
                    ),
            };
            let line = Message::new("faq-failure")
                .arg("place", c.place.to_string())
                .arg("id", id.to_string())
                .arg_num("n", c.index + 1)
                .arg_msg("why", why);
            let line = io.l10n.format(&line);
            let _ = writeln!(io.out, "  {line}");
        }
        let _ = writeln!(io.out);
    }
}

/// One cell of the `--all-rules` table.
fn cell(l10n: &Localizer, run: Option<&RuleRun>) -> String {
    let Some(run) = run else {
        return "-".to_string();
    };
    let Some(truth) = run.truth() else {
        return "?".to_string();
    };
    let word = l10n.tr(if truth {
        "faq-table-yes"
    } else {
        "faq-table-no"
    });
    match run.holds() {
        None => format!("({word})"),
        Some(true) => word,
        Some(false) => format!("{word}!"),
    }
}

fn pad(text: &str, width: usize) -> String {
    let w = text.width();
    format!("{text}{}", " ".repeat(width.saturating_sub(w)))
}

fn print_table(io: &mut Io, reports: &[(crate::faq::EntryRef<'_>, EntryReport)]) {
    let title = io.l10n.tr("faq-table-title");
    let _ = writeln!(io.out, "{title}");
    let mut rows: Vec<Vec<String>> = Vec::new();
    let mut header = vec![io.l10n.tr("faq-table-claim")];
    header.extend(
        RuleSet::ALL
            .iter()
            .map(|r| io.l10n.tr(&format!("faq-table-rules-{}", r.id()))),
    );
    header.push(io.l10n.tr("faq-table-statement"));
    rows.push(header);
    for (entry, report) in reports {
        for c in &report.claims {
            let mut row = vec![format!("{}#{}", entry.id(), c.index + 1)];
            for r in RuleSet::ALL {
                let run = c.runs.iter().find(|x| x.rules == r);
                row.push(if c.problem.is_some() {
                    "?".to_string()
                } else {
                    cell(&io.l10n, run)
                });
            }
            row.push(io.l10n.format(&c.plain()));
            rows.push(row);
        }
    }
    let columns = RuleSet::ALL.len() + 1;
    let widths: Vec<usize> = (0..columns)
        .map(|i| rows.iter().map(|r| r[i].width()).max().unwrap_or(0))
        .collect();
    for row in &rows {
        let mut line = String::from("  ");
        for (i, width) in widths.iter().enumerate() {
            line.push_str(&pad(&row[i], *width));
            line.push_str("  ");
        }
        line.push_str(&row[columns]);
        let _ = writeln!(io.out, "{}", line.trim_end());
    }
    let legend = io.l10n.tr("faq-table-legend");
    indent(io.out, 2, &legend);
    let _ = writeln!(io.out);
}

fn problem_json(l10n: &Localizer, p: &Problem) -> FaqProblem {
    FaqProblem {
        place: FaqPlace::from(&p.place),
        messages: p.messages.iter().map(|m| l10n.format(m)).collect(),
        message_ids: p.messages.clone(),
    }
}

fn json_report(
    l10n: &Localizer,
    faq: &Faq,
    reports: &[(crate::faq::EntryRef<'_>, EntryReport)],
    selection: Selection,
    summary: Summary,
) -> FaqReport {
    let lang = l10n.lang();
    let run_json = |run: &RuleRun| {
        let (evidence, problem) = match &run.result {
            Ok(checked) => (
                Some(FaqEvidence {
                    text: l10n.format(&checked.message),
                    message: checked.message.clone(),
                    fen: checked.position.fen(),
                }),
                None,
            ),
            Err(p) => (None, Some(problem_json(l10n, p))),
        };
        FaqRun {
            rules: run.rules.id().to_string(),
            expected: run.expected,
            truth: run.truth(),
            holds: run.holds(),
            evidence,
            problem,
        }
    };
    let claim_json = |c: &ClaimReport| FaqClaim {
        index: c.index + 1,
        place: FaqPlace::from(&c.place),
        status: c.status(),
        statement: l10n.format(&c.sentence()),
        plain: l10n.format(&c.plain()),
        note: c.claim.note.as_ref().map(|n| n.get(lang).to_string()),
        position: l10n.format(&c.position()),
        claim: c.claim.clone(),
        problem: c.problem.as_ref().map(|p| problem_json(l10n, p)),
        runs: c.runs.iter().map(run_json).collect(),
    };
    let entries = reports
        .iter()
        .map(|(entry, report)| FaqEntry {
            id: entry.id().to_string(),
            source: entry.entry.source.map(|s| s.id().to_string()),
            place: FaqPlace::from(&report.place),
            question: entry.question(lang).to_string(),
            answer: entry.answer(lang).to_string(),
            status: report.status(),
            claims: report.claims.iter().map(claim_json).collect(),
        })
        .collect();
    let selection = match selection {
        Selection::Listed => "listed".to_string(),
        Selection::All => "all".to_string(),
        Selection::Only(r) => r.id().to_string(),
    };
    FaqReport {
        lang: lang.to_string(),
        selection,
        files: faq.files.iter().map(|f| f.path.clone()).collect(),
        entries,
        warnings: faq
            .warnings()
            .iter()
            .map(|w| FaqWarning {
                place: FaqPlace::from(&w.place),
                message: l10n.format(&w.message),
            })
            .collect(),
        summary,
    }
}
