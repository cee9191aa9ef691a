//! `janggi-tutor progress [--json]`: what the progress file says, for a learner or an
//! instructor: stars per phase and lesson, attempts and misses, the most frequent
//! misconceptions, the reviews due now (the same-day repeats of misses among them), and the
//! learner's games (`learner::history`: opponent, side, rules, result, goal, review). Reads
//! the file without changing it. The summary is put into one [`ProgressReport`] first;
//! `--json` prints it as it is, the text is written from it.

use std::path::{Path, PathBuf};

use super::json::{
    self, DueReport, GameGoal, GameHistory, GameLearned, GameOpponent, GoalProgress,
    LessonProgress, MisconceptionReport, PhaseProgress, ProgressReport,
};
use super::{CliResult, Io, Outcome};
use crate::i18n::{Message, rules_text};
use crate::learner::games::games_dir_beside;
use crate::learner::history::{self, Opponent, PlayedGame};
use crate::learner::progress::{MAX_STARS, PERSONAL_LESSON, ProgressStore, unix_now};
use crate::lesson::load::Catalog;
use crate::lesson::misconception;
use crate::lesson::model::{Exercise, Lesson};
use clap::Args;

/// How many misconceptions and due reviews are listed.
const TOP: usize = 5;
/// How many games the text lists (the JSON has them all).
const TOP_GAMES: usize = 10;

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
    let report = summary(io, args, explicit);
    if args.json {
        json::print(io.out, &report);
    } else {
        write_text(io, &report);
    }
    Ok(Outcome::Done)
}

/// Reads the progress file (warnings on stderr) and sums it up lesson by lesson.
fn summary(io: &mut Io, args: &ProgressArgs, explicit: Option<&Path>) -> ProgressReport {
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
    let lang = io.l10n.lang().to_string();
    let lesson = |l: &Lesson| {
        let (mut attempts, mut misses) = (0u64, 0u64);
        for ex in &l.exercises {
            if let Some(r) = p.record_of(&l.id, &ex.id) {
                attempts += u64::from(r.attempts);
                misses += u64::from(r.misses);
            }
        }
        let stars = |e: &Exercise| p.stars(&l.id, &e.id);
        LessonProgress {
            id: l.id.clone(),
            title: l.title.get(&lang).to_string(),
            stars: l.exercises.iter().map(|e| u32::from(stars(e))).sum(),
            max_stars: l.exercises.len() * usize::from(MAX_STARS),
            solved: l.exercises.iter().filter(|e| stars(e) > 0).count(),
            exercises: l.exercises.len(),
            attempts,
            misses,
        }
    };
    ProgressReport {
        file: store
            .path()
            .map(|p| p.display().to_string())
            .unwrap_or_default(),
        total_stars: p.total_stars(),
        phases: catalog
            .phases()
            .into_iter()
            .map(|(phase, lessons)| PhaseProgress {
                phase: phase.id().to_string(),
                lessons: lessons.into_iter().map(&lesson).collect(),
            })
            .collect(),
        misconceptions: p
            .mistakes_by_misconception()
            .into_iter()
            .map(|m| MisconceptionReport {
                words: misconception::message(&m.tag, catalog.lessons(), &lang),
                tag: m.tag,
                misses: m.misses,
                exercises: m
                    .exercises
                    .iter()
                    .map(|(l, e)| format!("{l}/{e}"))
                    .collect(),
            })
            .collect(),
        // This command is a session of its own: today's misses count as due.
        reviews_due: p
            .due_at_start(now)
            .into_iter()
            .map(|d| DueReport {
                personal_move: p
                    .personal()
                    .get(&d.exercise)
                    .filter(|_| d.lesson == PERSONAL_LESSON)
                    .map(|e| e.move_number()),
                repeat: p
                    .record_of(&d.lesson, &d.exercise)
                    .and_then(|r| r.review)
                    .is_some_and(|r| r.missed || r.again.is_some()),
                lesson: d.lesson,
                exercise: d.exercise,
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
        games: store
            .path()
            .map(|p| history::games(&games_dir_beside(p)))
            .unwrap_or_default()
            .iter()
            .map(game_report)
            .collect(),
    }
}

/// One game of the history for the report, with its words for the text.
fn game_report(g: &PlayedGame) -> GameHistory {
    let side = g.side.map(|c| c.id());
    let rules = match g.rules.parse::<crate::rules::RuleSet>() {
        Ok(r) => rules_text::rules_name(r),
        Err(_) => Message::new("progress-game-rules-other").arg("id", g.rules.clone()),
    };
    let line = Message::new(match g.side {
        Some(_) => "progress-game-line-side",
        None => "progress-game-line",
    })
    .arg("date", g.date.clone())
    .arg_msg("opponent", g.opponent.message())
    .arg_msg("rules", rules)
    .arg_msg("result", g.result_message());
    let line = match g.side {
        Some(c) => line.arg_msg("side", rules_text::side(c)),
        None => line,
    };
    let mut words = vec![line];
    if let Some((id, met)) = &g.goal {
        let name = crate::play::goals::Goal::from_id(id)
            .map_or_else(|| Message::new("progress-goal-unknown"), |goal| goal.name());
        let state = match met {
            Some(true) => "progress-game-goal-met",
            Some(false) => "progress-game-goal-missed",
            None => "progress-game-goal-pending",
        };
        words.push(Message::new(state).arg_msg("goal", name));
    }
    words.push(Message::new(match g.marks.reviewed {
        Some(_) => "progress-game-reviewed",
        None => "progress-game-not-reviewed",
    }));
    if let Some(l) = g.marks.learned {
        words.push(
            Message::new("progress-game-learned")
                .arg_num("found", l.found)
                .arg_num("moments", l.moments),
        );
    }
    let none = || GameOpponent {
        kind: "",
        level: None,
        name: None,
        players: None,
        server: None,
        room: None,
    };
    let opponent = match &g.opponent {
        Opponent::Ai { level } => GameOpponent {
            kind: "ai",
            level: Some(level.clone()),
            ..none()
        },
        Opponent::Engine { name } => GameOpponent {
            kind: "engine",
            name: Some(name.clone()),
            ..none()
        },
        Opponent::Friend { cho, han } => GameOpponent {
            kind: "friend",
            players: Some([cho.clone(), han.clone()]),
            ..none()
        },
        Opponent::Room { server, room, name } => GameOpponent {
            kind: "room",
            name: Some(name.clone()),
            server: Some(server.clone()),
            room: Some(room.clone()),
            ..none()
        },
    };
    GameHistory {
        file: g.file.clone(),
        date: g.date.clone(),
        opponent,
        side,
        rules: g.rules.clone(),
        result: g.result.id(),
        plies: g.plies,
        goal: g.goal.as_ref().map(|(id, met)| GameGoal {
            id: id.clone(),
            met: *met,
        }),
        reviewed: g.marks.reviewed.is_some(),
        learned: g.marks.learned.map(|l| GameLearned {
            found: l.found,
            moments: l.moments,
        }),
        words,
    }
}

/// The summary as lines of text: the file and its stars, each phase with a line per lesson,
/// the first few misconceptions and due reviews, the goals.
fn write_text(io: &mut Io, report: &ProgressReport) {
    io.say(
        &Message::new("progress-summary-file")
            .arg("path", report.file.clone())
            .arg_num("stars", report.total_stars),
    );
    for phase in &report.phases {
        io.say(&Message::new("progress-summary-phase").arg_msg(
            "name",
            Message::new(format!("lesson-phase-{}", phase.phase)),
        ));
        for l in &phase.lessons {
            let line = io.l10n.format(
                &Message::new("progress-summary-lesson")
                    .arg("title", l.title.clone())
                    .arg("id", l.id.clone())
                    .arg_num("stars", l.stars)
                    .arg_num("max", l.max_stars)
                    .arg_num("solved", l.solved)
                    .arg_num("exercises", l.exercises)
                    .arg_num("attempts", l.attempts as f64)
                    .arg_num("misses", l.misses as f64),
            );
            let _ = writeln!(io.out, "  {line}");
        }
    }
    if report.misconceptions.is_empty() {
        io.say(&Message::new("progress-summary-no-misconceptions"));
    } else {
        io.say(&Message::new("progress-summary-misconceptions"));
        for m in report.misconceptions.iter().take(TOP) {
            let line = io.l10n.format(
                &Message::new("progress-summary-misconception")
                    .arg_msg("words", m.words.clone())
                    .arg_num("misses", m.misses)
                    .arg_num("exercises", m.exercises.len()),
            );
            let _ = writeln!(io.out, "  {line}");
        }
    }
    io.say(&Message::new("progress-summary-due").arg_num("count", report.reviews_due.len()));
    let repeats = report.reviews_due.iter().filter(|d| d.repeat).count();
    if repeats > 0 {
        io.say(&Message::new("progress-summary-repeats").arg_num("count", repeats));
    }
    for d in report.reviews_due.iter().take(TOP) {
        // A personal exercise's id is a hash: say where it comes from instead.
        let line = match d.personal_move {
            Some(number) => io
                .l10n
                .format(&Message::new("progress-due-personal").arg_num("number", number)),
            None => format!("{}/{}", d.lesson, d.exercise),
        };
        let _ = writeln!(io.out, "  {line}");
    }
    // The small goals of the learner's games, met or not.
    if !report.goals.is_empty() {
        io.say(&Message::new("progress-summary-goals"));
    }
    for g in &report.goals {
        let name = match crate::play::goals::Goal::from_id(&g.id) {
            Some(goal) => goal.name(),
            None => Message::new("progress-goal-unknown"),
        };
        let line = io.l10n.format(
            &Message::new("progress-summary-goal")
                .arg_msg("goal", name)
                .arg("id", g.id.clone())
                .arg_num("met", g.met)
                .arg_num("played", g.played),
        );
        let _ = writeln!(io.out, "  {line}");
    }
    write_games(io, &report.games);
}

/// The newest games, a line each and a line of what came of it (goal, review, learning).
fn write_games(io: &mut Io, games: &[GameHistory]) {
    if games.is_empty() {
        io.say(&Message::new("progress-summary-no-games"));
        return;
    }
    io.say(&Message::new("progress-summary-games").arg_num("count", games.len()));
    for g in games.iter().take(TOP_GAMES) {
        let mut words = g.words.iter().map(|m| io.l10n.format(m));
        let line = words.next().unwrap_or_default();
        let after: Vec<String> = words.collect();
        let _ = writeln!(io.out, "  {line}");
        let _ = writeln!(io.out, "    {}", after.join(" · "));
    }
    if games.len() > TOP_GAMES {
        io.say(
            &Message::new("progress-summary-games-more").arg_num("count", games.len() - TOP_GAMES),
        );
    }
}
