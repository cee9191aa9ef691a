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
        }
    }

    /// The whole report as the CLI prints it: title, the filled report, where to send it.
    pub(crate) fn text(&self, l10n: &Localizer) -> String {
        format!(
            "{}\n\n{}\n{}\n",
            l10n.tr("erratum-title"),
            self.render(l10n),
            l10n.tr("erratum-send")
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
        if let Some((file, n)) = &self.place {
            line("erratum-field-place", format!("{file}:{n}"));
        }
        line(
            "erratum-field-version",
            format!("janggi-tutor {}", env!("CARGO_PKG_VERSION")),
        );
        if let Some(pos) = &self.position {
            line("erratum-field-fen", pos.fen());
        } else if let Some(written) = &self.written_position {
            line("erratum-field-fen", written.trim().to_string());
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
        out.push_str(&heading(l10n, "erratum-field-problem"));
        out.push_str("    ");
        out.push_str(&l10n.tr("erratum-problem-placeholder"));
        out.push('\n');
        out
    }
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
