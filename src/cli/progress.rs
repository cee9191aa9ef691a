//! `janggi-tutor progress [--json]`: what the progress file says, for a learner or an
//! instructor: stars per phase and lesson, attempts and misses, the most frequent
//! misconceptions, and the reviews due now. Reads the file without changing it.

use std::path::{Path, PathBuf};

use super::json::{
    self, DueReport, GoalProgress, LessonProgress, MisconceptionReport, PhaseProgress,
    ProgressReport,
};
use super::{CliResult, Io, Outcome};
use crate::i18n::Message;
use crate::lesson::load::Catalog;
use crate::lesson::misconception;
use crate::trainer::progress::{MAX_STARS, PERSONAL_LESSON, ProgressStore, unix_now};
use clap::Args;

/// How many misconceptions and due reviews are listed.
const TOP: usize = 5;

#[derive(Args, Debug)]
pub(crate) struct ProgressArgs {
    /// Print the summary as JSON.
    #[arg(long)]
    pub(crate) json: bool,
    /// A folder of lesson files that adds lessons or replaces those with the same id.
    #[arg(long, value_name = "DIR")]
    pub(crate) lessons: Option<PathBuf>,
}

pub(crate) fn run(io: &mut Io, args: &ProgressArgs, explicit: Option<&Path>) -> CliResult {
    let (mut store, no_dir) = ProgressStore::open(explicit.map(Path::to_path_buf));
    if let Some(w) = no_dir {
        io.warn(&w);
    }
    let loaded = store.peek();
    for w in &loaded.warnings {
        io.warn(w);
    }
    let p = loaded.progress;
    let catalog = match Catalog::load(args.lessons.as_deref()) {
        Ok(l) => l.catalog,
        Err(_) => Catalog::embedded().catalog,
    };
    let now = unix_now();
    // This command is a session of its own: today's misses count as due.
    let due = p.due_at_start(now);
    let top = p.mistakes_by_misconception();
    let lang = io.l10n.lang().to_string();
    let path = store
        .path()
        .map(|p| p.display().to_string())
        .unwrap_or_default();

    // Per lesson: (stars, max, solved, exercises, attempts, misses).
    let mut phases = Vec::new();
    for (phase, lessons) in catalog.phases() {
        let mut rows = Vec::new();
        for lesson in lessons {
            let (mut attempts, mut misses) = (0u64, 0u64);
            for ex in &lesson.exercises {
                if let Some(r) = p.record_of(&lesson.id, &ex.id) {
                    attempts += u64::from(r.attempts);
                    misses += u64::from(r.misses);
                }
            }
            let stars: u32 = lesson
                .exercises
                .iter()
                .map(|e| u32::from(p.stars(&lesson.id, &e.id)))
                .sum();
            let solved = lesson
                .exercises
                .iter()
                .filter(|e| p.stars(&lesson.id, &e.id) > 0)
                .count();
            rows.push((lesson, stars, solved, attempts, misses));
        }
        phases.push((phase, rows));
    }

    if args.json {
        let doc = ProgressReport {
            file: path,
            total_stars: p.total_stars(),
            phases: phases
                .iter()
                .map(|(phase, rows)| PhaseProgress {
                    phase: phase.id().to_string(),
                    lessons: rows
                        .iter()
                        .map(|(l, stars, solved, attempts, misses)| LessonProgress {
                            id: l.id.clone(),
                            title: l.title.get(&lang).to_string(),
                            stars: *stars,
                            max_stars: l.exercises.len() * usize::from(MAX_STARS),
                            solved: *solved,
                            exercises: l.exercises.len(),
                            attempts: *attempts,
                            misses: *misses,
                        })
                        .collect(),
                })
                .collect(),
            misconceptions: top
                .iter()
                .map(|m| MisconceptionReport {
                    tag: m.tag.clone(),
                    misses: m.misses,
                    exercises: m
                        .exercises
                        .iter()
                        .map(|(l, e)| format!("{l}/{e}"))
                        .collect(),
                })
                .collect(),
            reviews_due: due
                .iter()
                .map(|d| DueReport {
                    lesson: d.lesson.clone(),
                    exercise: d.exercise.clone(),
                    due: d.due,
                    leitner_box: d.leitner_box,
                })
                .collect(),
            goals: p
                .goals()
                .iter()
                .map(|(id, g)| GoalProgress {
                    id: id.clone(),
                    played: g.played,
                    met: g.met,
                    last_met: g.last_met,
                })
                .collect(),
        };
        json::print(io.out, &doc);
        return Ok(Outcome::Done);
    }

    io.say(
        &Message::new("progress-summary-file")
            .arg("path", path)
            .arg_num("stars", p.total_stars()),
    );
    for (phase, rows) in &phases {
        io.say(
            &Message::new("progress-summary-phase")
                .arg_msg("name", Message::new(format!("lesson-phase-{}", phase.id()))),
        );
        for (l, stars, solved, attempts, misses) in rows {
            let line = io.l10n.format(
                &Message::new("progress-summary-lesson")
                    .arg("title", l.title.get(&lang).to_string())
                    .arg("id", l.id.clone())
                    .arg_num("stars", *stars)
                    .arg_num("max", l.exercises.len() * usize::from(MAX_STARS))
                    .arg_num("solved", *solved)
                    .arg_num("exercises", l.exercises.len())
                    .arg_num("attempts", *attempts as f64)
                    .arg_num("misses", *misses as f64),
            );
            let _ = writeln!(io.out, "  {line}");
        }
    }
    if top.is_empty() {
        io.say(&Message::new("progress-summary-no-misconceptions"));
    } else {
        io.say(&Message::new("progress-summary-misconceptions"));
        for m in top.iter().take(TOP) {
            let line = io.l10n.format(
                &Message::new("progress-summary-misconception")
                    .arg_msg(
                        "words",
                        misconception::message(&m.tag, catalog.lessons(), &lang),
                    )
                    .arg_num("misses", m.misses)
                    .arg_num("exercises", m.exercises.len()),
            );
            let _ = writeln!(io.out, "  {line}");
        }
    }
    io.say(&Message::new("progress-summary-due").arg_num("count", due.len()));
    for d in due.iter().take(TOP) {
        // A personal exercise's id is a hash: say where it comes from instead.
        let line = match p.personal().get(&d.exercise) {
            Some(e) if d.lesson == PERSONAL_LESSON => io
                .l10n
                .format(&Message::new("progress-due-personal").arg_num("number", e.move_number())),
            _ => format!("{}/{}", d.lesson, d.exercise),
        };
        let _ = writeln!(io.out, "  {line}");
    }
    // The small goals of the learner's games, met or not.
    if !p.goals().is_empty() {
        io.say(&Message::new("progress-summary-goals"));
    }
    for (id, g) in p.goals() {
        let name = match crate::play::goals::Goal::from_id(id) {
            Some(goal) => goal.name(),
            None => Message::new("progress-goal-unknown"),
        };
        let line = io.l10n.format(
            &Message::new("progress-summary-goal")
                .arg_msg("goal", name)
                .arg("id", id.clone())
                .arg_num("met", g.met)
                .arg_num("played", g.played),
        );
        let _ = writeln!(io.out, "  {line}");
    }
    Ok(Outcome::Done)
}
