//! An erratum report: what a learner sends when a lesson, a FAQ answer, the rules reference or
//! the engine seems wrong. The source text ends by asking for the game's name, the rule
//! version, the position and the clause in question; the report fills those in (plus where the
//! text stands in its file and the program's version) so it can be pasted into an issue as it
//! is. `janggi-tutor erratum` prints it; the trainer's `!` key copies the same text.

use crate::i18n::{Localizer, Message};
use crate::lesson::checked::CheckedLesson;
use crate::lesson::diagram;
use crate::lesson::locate::{Locator, segs};
use crate::lesson::source::Origin;
use crate::rules::{Position, RuleSet};

/// What the report is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Subject {
    /// An exercise of a lesson (ids).
    Exercise { lesson: String, exercise: String },
    /// A FAQ entry (id) and the part of the source text it covers (`source:`, an id).
    Faq {
        id: String,
        part: Option<&'static str>,
    },
    /// A section of the rules reference (its message id prefix, `rules-ref-<section>`).
    Rules { section: String },
    /// A position on its own (`erratum --fen`): the engine's judgement is in question.
    Position,
}

/// A filled report, before it is put in words.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Report {
    pub(crate) subject: Subject,
    /// The rule sets the text is about (usually one).
    pub(crate) rules: Vec<RuleSet>,
    /// The position, when there is one.
    pub(crate) position: Option<Position>,
    /// The position as written when the engine could not build it.
    pub(crate) written_position: Option<String>,
    /// The file and line where the text stands.
    pub(crate) place: Option<(String, usize)>,
    /// The text in question: a label id (`erratum-field-*`) and the text.
    pub(crate) texts: Vec<(&'static str, String)>,
    /// What else it takes to reproduce it, and where to send it.
    pub(crate) repro: Repro,
}

/// What reproduces a report beyond the position itself: the record that led to it (a
/// position's own moves: passes and bikjang live in the history, not in a FEN), the
/// exercise's own moves and steps, the answer key, the source clause, and the address.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Repro {
    /// The start position (FEN) the moves are played from, when there are moves.
    pub(crate) start: Option<String>,
    /// The moves from `start` to the position, in coordinates.
    pub(crate) moves: Vec<String>,
    /// The moves a `lines` or `replay` exercise plays from the position.
    pub(crate) sequence: Vec<String>,
    /// A replay's steps: after how many moves, and the question.
    pub(crate) steps: Vec<(usize, String)>,
    /// The engine's answer key in `try`'s syntax, a line per step of a replay.
    pub(crate) key: Vec<String>,
    /// The source clause the item stands for (`source:`), as the lesson names it.
    pub(crate) source: Option<String>,
    /// Where to send the report.
    pub(crate) send: Send,
}

/// Where a report goes.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) enum Send {
    /// The program's own text (a built-in lesson, the FAQ, the rules, the engine): the
    /// project's issue tracker, which README names.
    #[default]
    Project,
    /// The `errata:` address a lesson gives.
    Address(String),
    /// A lesson loaded with `--lessons` that gives no address: its author.
    Author,
}

/// An answer in `try`'s syntax (`lesson::answer`): what a reader types to check it again.
pub(crate) fn answer_text(a: &crate::lesson::answer::Answer) -> String {
    use crate::lesson::answer::Answer;
    let join = |v: Vec<String>, sep: &str| {
        if v.is_empty() {
            "none".to_string()
        } else {
            v.join(sep)
        }
    };
    match a {
        Answer::Destinations(points) => join(points.iter().map(|p| p.to_string()).collect(), " "),
        Answer::Judge { legal: true, .. } => "yes".to_string(),
        Answer::Judge { reason: None, .. } => "no".to_string(),
        Answer::Judge {
            reason: Some(r), ..
        } => format!("no {r}"),
        Answer::Play(m) => m.to_string(),
        Answer::Choice(chosen) => join(chosen.iter().map(|i| (i + 1).to_string()).collect(), ","),
        Answer::Lines { opened, closed } => {
            let list = |v: &[crate::lesson::lines::LineId]| {
                v.iter()
                    .map(|l| l.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let mut out = String::from("opened");
            if !opened.is_empty() {
                out.push(' ');
                out.push_str(&list(opened));
            }
            out.push_str(" closed");
            if !closed.is_empty() {
                out.push(' ');
                out.push_str(&list(closed));
            }
            out
        }
        Answer::Claim(b) => b.to_string(),
        Answer::Step { step, answer } => format!("{}:{}", step + 1, answer_text(answer)),
    }
}

impl Report {
    /// The report about exercise `index` of a lesson, in `lang`; `file` is where the lesson
    /// was read (its path and origin), to find the exercise's line.
    pub(crate) fn exercise(
        checked_lesson: &CheckedLesson,
        index: usize,
        lang: &str,
        file: Option<(&str, Origin)>,
    ) -> Option<Report> {
        let lesson = &checked_lesson.lesson;
        let raw = lesson.exercises.get(index)?;
        let checked = checked_lesson
            .checked
            .get(index)
            .and_then(|c| c.as_ref().ok());
        let rules = checked.map(|c| c.rules).or_else(|| {
            raw.rules
                .as_deref()
                .unwrap_or(&lesson.rules)
                .parse::<RuleSet>()
                .ok()
        });
        let position = checked.and_then(|c| c.position.clone());
        let written_position = match (&position, &raw.position) {
            (None, Some(spec)) => spec.fen.clone().or_else(|| spec.diagram.clone()),
            _ => None,
        };
        let place = file.and_then(|(path, origin)| {
            let text = source_text(path, origin)?;
            let (line, _) = Locator::new(&text).at(&segs!["exercises", index]);
            Some((path.to_string(), line))
        });
        let mut texts = vec![("erratum-field-prompt", raw.prompt.get(lang).to_string())];
        if let crate::lesson::model::Task::Choice { options } = &raw.task {
            for (n, option) in options.iter().enumerate() {
                texts.push((
                    "erratum-field-option",
                    format!("{}. {}", n + 1, option.text.get(lang)),
                ));
            }
        }
        texts.push((
            "erratum-field-explanation",
            raw.explanation.get(lang).to_string(),
        ));
        texts.push((
            "erratum-field-self-check",
            raw.self_check.get(lang).to_string(),
        ));
        let repro = repro(checked_lesson, index, rules, file.map(|(_, o)| o), lang);
        Some(Report {
            subject: Subject::Exercise {
                lesson: lesson.id.clone(),
                exercise: raw.id.clone(),
            },
            rules: rules.into_iter().collect(),
            position,
            written_position,
            place,
            texts,
            repro,
        })
    }

    /// The report about a section of the rules reference (`section`: its id prefix,
    /// `rules-ref-<name>`), in the localizer's language: its text and where it stands.
    pub(crate) fn rules_section(section: &str, l10n: &Localizer) -> Report {
        let body = format!("{section}-body");
        let lang = l10n.lang().to_string();
        let place = crate::i18n::embedded_sources()
            .into_iter()
            .filter(|s| s.lang == lang)
            .find_map(|s| {
                let n = s
                    .text
                    .lines()
                    .position(|l| l.split_once(" =").is_some_and(|(id, _)| id == body))?;
                Some((format!("i18n/{}", s.path), n + 1))
            });
        Report {
            subject: Subject::Rules {
                section: section.to_string(),
            },
            rules: vec![RuleSet::Basic],
            position: None,
            written_position: None,
            place,
            texts: vec![("erratum-field-text", l10n.tr(&body))],
            repro: Repro::default(),
        }
    }

    /// A report about a position alone, under its rules: the judgement in question is the
    /// engine's, so the report quotes it (as `status` says it) with the legal moves.
    pub(crate) fn position(position: Position, l10n: &Localizer) -> Report {
        let mut said: Vec<String> = crate::i18n::rules_text::position_status(&position)
            .iter()
            .map(|m| l10n.format(m))
            .collect();
        let moves = position.legal_moves();
        said.push(
            l10n.format(
                &Message::new("erratum-legal-moves")
                    .arg_num("count", moves.len() as i64)
                    .arg(
                        "moves",
                        moves
                            .iter()
                            .map(ToString::to_string)
                            .collect::<Vec<_>>()
                            .join(" "),
                    ),
            ),
        );
        Report {
            subject: Subject::Position,
            rules: vec![position.rules()],
            position: Some(position),
            written_position: None,
            place: None,
            texts: vec![("erratum-field-engine", said.join("\n"))],
            repro: Repro::default(),
        }
    }

    /// A report about a position the engine refuses to build: the FEN as written, and the
    /// engine's reasons (`refusal`, already in words).
    pub(crate) fn written(fen: String, rules: RuleSet, refusal: Vec<String>) -> Report {
        Report {
            subject: Subject::Position,
            rules: vec![rules],
            position: None,
            written_position: Some(fen),
            place: None,
            texts: vec![("erratum-field-engine", refusal.join("\n"))],
            repro: Repro::default(),
        }
    }

    /// The report about a position reached by `moves` from `start` (`erratum --fen F
    /// --moves M`): the record goes with it, since what the engine says of the position
    /// (a game over by two passes) lives in its history, which its FEN does not hold.
    pub(crate) fn with_history(mut self, start: &Position, moves: Vec<String>) -> Report {
        if !moves.is_empty() {
            self.repro.start = Some(start.fen());
            self.repro.moves = moves;
        }
        self
    }

    /// The whole report as the CLI prints it: title, the filled report, where to send it.
    pub(crate) fn text(&self, l10n: &Localizer) -> String {
        let send = match &self.repro.send {
            Send::Project => Message::new("erratum-send"),
            Send::Address(a) => Message::new("erratum-send-address").arg("address", a.clone()),
            Send::Author => Message::new("erratum-send-author"),
        };
        format!(
            "{}\n\n{}\n{}\n",
            l10n.tr("erratum-title"),
            self.render(l10n),
            l10n.format(&send)
        )
    }

    /// The report in words, ready to paste into an issue.
    pub(crate) fn render(&self, l10n: &Localizer) -> String {
        let mut out = String::new();
        let mut line = |label: &'static str, value: String| {
            out.push_str(
                &l10n.format(
                    &Message::new("erratum-line")
                        .arg_msg("label", Message::new(label))
                        .arg("value", value),
                ),
            );
            out.push('\n');
        };
        line("erratum-field-game", l10n.tr("erratum-game"));
        let rules: Vec<String> = self
            .rules
            .iter()
            .map(|r| {
                l10n.format(
                    &Message::new("erratum-rules")
                        .arg_msg("name", crate::i18n::rules_text::rules_name(*r))
                        .arg("id", r.id()),
                )
            })
            .collect();
        if !rules.is_empty() {
            line(
                "erratum-field-rules",
                rules.join(&l10n.tr("erratum-separator")),
            );
        }
        let subject = match &self.subject {
            Subject::Exercise { lesson, exercise } => Message::new("erratum-subject-exercise")
                .arg("lesson", lesson.clone())
                .arg("exercise", exercise.clone()),
            Subject::Faq { id, .. } => Message::new("erratum-subject-faq").arg("id", id.clone()),
            Subject::Rules { section } => Message::new("erratum-subject-rules")
                .arg_msg("section", Message::new(format!("{section}-title"))),
            Subject::Position => Message::new("erratum-subject-position"),
        };
        line("erratum-field-subject", l10n.format(&subject));
        if let Subject::Faq {
            part: Some(part), ..
        } = &self.subject
        {
            line(
                "erratum-field-source",
                l10n.tr(&format!("erratum-source-{part}")),
            );
        }
        if let Some(source) = &self.repro.source {
            line("erratum-field-source", source.clone());
        }
        if let Some((file, n)) = &self.place {
            line("erratum-field-place", format!("{file}:{n}"));
        }
        line(
            "erratum-field-version",
            format!("janggi-tutor {}", env!("CARGO_PKG_VERSION")),
        );
        if let Some(start) = &self.repro.start {
            line("erratum-field-start", start.clone());
            line("erratum-field-moves", self.repro.moves.join(" "));
        }
        let fen_label = if self.repro.start.is_some() {
            "erratum-field-fen-after"
        } else {
            "erratum-field-fen"
        };
        if let Some(pos) = &self.position {
            line(fen_label, pos.fen());
        } else if let Some(written) = &self.written_position {
            line(fen_label, written.trim().to_string());
        }
        if !self.repro.sequence.is_empty() {
            line("erratum-field-sequence", self.repro.sequence.join(" "));
        }
        if let Some(pos) = &self.position {
            out.push_str(&heading(l10n, "erratum-field-diagram"));
            for row in diagram::block(pos.board(), pos.turn(), false).lines() {
                out.push_str("    ");
                out.push_str(row);
                out.push('\n');
            }
        }
        for (label, text) in &self.texts {
            out.push_str(&heading(l10n, label));
            for row in text.trim().lines() {
                out.push_str("    ");
                out.push_str(row);
                out.push('\n');
            }
        }
        if !self.repro.steps.is_empty() {
            out.push_str(&heading(l10n, "erratum-field-steps"));
            for (k, (after, prompt)) in self.repro.steps.iter().enumerate() {
                let head = l10n.format(
                    &Message::new("erratum-step")
                        .arg_num("step", k + 1)
                        .arg_num("after", *after),
                );
                // A fullwidth colon (Chinese) carries its own space.
                let sep = if head.ends_with('\u{FF1A}') { "" } else { " " };
                out.push_str(&format!("    {head}{sep}{}\n", prompt.trim()));
            }
        }
        if !self.repro.key.is_empty() {
            out.push_str(&heading(l10n, "erratum-field-key"));
            for k in &self.repro.key {
                out.push_str(&format!("    {k}\n"));
            }
        }
        out.push_str(&heading(l10n, "erratum-field-problem"));
        out.push_str("    ");
        out.push_str(&l10n.tr("erratum-problem-placeholder"));
        out.push('\n');
        out
    }
}

/// What reproduces exercise `index` beyond its position (see [`Repro`]).
fn repro(
    checked_lesson: &CheckedLesson,
    index: usize,
    rules: Option<RuleSet>,
    origin: Option<Origin>,
    lang: &str,
) -> Repro {
    let lesson = &checked_lesson.lesson;
    let Some(raw) = lesson.exercises.get(index) else {
        return Repro::default();
    };
    let checked = checked_lesson
        .checked
        .get(index)
        .and_then(|c| c.as_ref().ok());
    let mut r = Repro::default();
    if let (Some(spec), Some(rules)) = (&raw.position, rules)
        && !spec.moves.is_empty()
    {
        r.start = crate::lesson::position::build_game(spec, rules)
            .ok()
            .and_then(|g| g.positions().first().map(Position::fen))
            .or_else(|| spec.fen.clone());
        r.moves = spec.moves.clone();
    }
    if let Some(x) = checked {
        r.sequence = x.moves.iter().map(|m| m.to_string()).collect();
        match &x.task {
            crate::lesson::checked::CheckedTask::Replay { steps } => {
                for (k, s) in steps.iter().enumerate() {
                    r.steps.push((s.after, s.prompt.get(lang).to_string()));
                    if let Some(a) = s.task.as_kind().solution(Some(&s.position), x) {
                        r.key.push(format!("{}:{}", k + 1, answer_text(&a)));
                    }
                }
            }
            task => {
                if let Some(a) = task.as_kind().solution(x.position(), x) {
                    r.key.push(answer_text(&a));
                }
            }
        }
    }
    r.source = raw.source.clone().or_else(|| lesson.source.clone());
    r.send = match (&lesson.errata, origin) {
        (Some(a), _) => Send::Address(a.clone()),
        (None, Some(Origin::Folder)) => Send::Author,
        (None, _) => Send::Project,
    };
    r
}

/// A label that heads an indented block, with its line end.
fn heading(l10n: &Localizer, label: &'static str) -> String {
    let mut text =
        l10n.format(&Message::new("erratum-heading").arg_msg("label", Message::new(label)));
    text.push('\n');
    text
}

/// The text of a catalog lesson's file: the embedded copy, or the file read again.
fn source_text(path: &str, origin: Origin) -> Option<String> {
    match origin {
        Origin::Embedded => crate::lesson::load::embedded_sources()
            .0
            .into_iter()
            .find(|s| s.path == path)
            .map(|s| s.text),
        Origin::Folder => crate::fsio::read_text(std::path::Path::new(path), 16 * 1024 * 1024).ok(),
    }
}
