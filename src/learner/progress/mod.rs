//! What lasts between sessions: per exercise the best stars, attempts, misses with their
//! misconception tags, and a review schedule; plus the settings. One JSON file.
//!
//! - Records are keyed by stable ids (lesson id, then exercise id), so reordering or editing
//!   lessons never moves a learner's results to another exercise. Only the best stars are kept.
//! - The file lives in the user's data folder (`<data dir>/janggi-tutor/progress.json`) or
//!   wherever `--progress PATH` says. A symbolic link is written through: its target is
//!   replaced, the link stays (dotfiles setups).
//! - Writing is atomic: a temporary file in the same folder, flushed to disk, then renamed over
//!   the old one, so a crash or kill leaves either the old file or the new one, never half.
//!   Temporary files left by a killed process are removed at the next start.
//! - Saving merges: under a lock on the folder, the file is read again and this session's
//!   changes are added to it (best stars, attempt and miss counts added, the latest review
//!   state), so two trainers on one file do not drop each other's results.
//! - A file that is not JSON at all is moved aside (`progress.json.corrupt-<unix time>`) and the
//!   learner is told where it went. A file with some bad entries keeps every valid entry; a copy
//!   of it is kept aside and the learner is told which entries were dropped. When the file
//!   cannot be read (too large, not a regular file, a newer version wrote it), nothing is saved
//!   for the session, so nothing is lost either.
//! - Reviews follow the Leitner system: boxes 1 to 5, due again after 1, 2, 4, 8 and 16 days.
//!   All times are passed in (`now`, Unix seconds), never read from the clock here.
//!
//! - Personal exercises (version 3): moments of the learner's own games (`review::personal`),
//!   kept under `personal` by a stable id and scheduled like any exercise under the reserved
//!   lesson id [`PERSONAL_LESSON`] (no lesson file can have it: ids are `[a-z0-9-]`). A new one
//!   is due at once, in box 1. Versions 1 and 2 have none; `personal.json`, where earlier
//!   builds kept them, is taken in once by the store (`store.rs`). The queue is bounded
//!   ([`MAX_PERSONAL`]: the learned ones go first, then the oldest), each exercise is one line
//!   of the file, and a save never writes more than [`MAX_WRITE_BYTES`], far below the read
//!   cap, so every file written can be read back.
//!
//! - Same-day repeats: a miss owes a repeat (`again` in the exercise's review state: when it
//!   is due, [`RELEARN_SECONDS`] after the miss), kept until the exercise is answered right
//!   once it came back, so a restart does not lose it. An optional field: files without it
//!   load (none owed), and the format version stays 3, as for `goals`: an older build reads
//!   such a file, ignores `again` and drops it when it saves.
//!
//! Problems are reported as [`Message`]s (ids `progress-*` in `i18n/*/progress.ftl`).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::settings::{BoardStyle, MoveNotation, Settings};
use crate::fsio::{self, ReadError};
use crate::i18n::Message;
use crate::review::personal::PersonalExercise;
use crate::rules::RuleSet;

pub(crate) use crate::trainer::score::MAX_STARS;

/// The file format version this build writes. Versions 1 (stars only) and 2 (no personal
/// exercises) are read and migrated.
pub(crate) const FORMAT_VERSION: u32 = 3;

/// The lesson id personal exercises are scheduled under (not a valid lesson id).
pub(crate) const PERSONAL_LESSON: &str = crate::review::personal::LESSON_ID;

/// File name inside the data folder.
pub(crate) const FILE_NAME: &str = "progress.json";

/// The largest progress file read. A learner who did every exercise many times needs a few
/// hundred KB, and the review queue is bounded ([`MAX_PERSONAL`]), so this build never writes
/// more than [`MAX_WRITE_BYTES`]; the read cap is far above that, so a file an earlier build
/// let grow (one personal exercise per mistake, without a bound) still gives back its stars,
/// and the next save brings it under the bound. A larger file is left alone and nothing is
/// saved.
pub(crate) const MAX_FILE_BYTES: u64 = 8 * 1024 * 1024;

/// The most this build writes: a save that would be larger drops more of the review queue
/// (the oldest and learned first), so every file written can be read back.
pub(crate) const MAX_WRITE_BYTES: usize = 2 * 1024 * 1024;

/// The most personal exercises kept in the review queue (about 300 bytes each in the file):
/// beyond it the learned ones go first, then the oldest (`review --save` says how many).
pub(crate) const MAX_PERSONAL: usize = 1000;

/// Leitner intervals in days, for boxes 1 to 5.
pub(crate) const REVIEW_INTERVAL_DAYS: [u64; 5] = [1, 2, 4, 8, 16];

/// A miss (or a shown answer) is due again this soon (seconds), the same day: the trainer
/// also brings it back after [`RELEARN_AFTER_OTHERS`] other exercises, whichever comes first.
pub(crate) const RELEARN_SECONDS: u64 = 10 * 60;

/// How many other exercises a missed one waits for before it comes back in a session.
pub(crate) const RELEARN_AFTER_OTHERS: usize = 3;

const DAY: u64 = 24 * 60 * 60;

/// How many dropped entries are named one by one in the warnings.
const DROPPED_SHOWN: usize = 10;

/// Seconds since the Unix epoch, for callers at the edge (the screen, the CLI) to pass as
/// `now`; the logic here never reads the clock itself.
pub(crate) fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Where an exercise stands in the review schedule.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Review {
    /// Leitner box 1..=5 (0: never tried, not scheduled).
    #[serde(rename = "box")]
    pub(crate) leitner_box: u8,
    /// When it is due again (Unix seconds).
    pub(crate) due: u64,
    /// When it was last tried (Unix seconds).
    pub(crate) last: u64,
    /// Whether the last try was a miss (or the answer was shown): the next right answer only
    /// brings it back to box 1's interval, it does not promote it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(crate) missed: bool,
    /// A same-day repeat is owed: a miss not yet answered right once it came
    /// back. When it is due (Unix seconds); the trainer may bring it back sooner, after
    /// [`RELEARN_AFTER_OTHERS`] other exercises, and a new session brings it back at once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) again: Option<u64>,
}

/// Everything kept about one exercise.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub(crate) struct ExerciseRecord {
    /// Best stars (0: not solved yet).
    pub(crate) stars: u8,
    /// Tries judged (right or wrong).
    pub(crate) attempts: u32,
    /// Wrong tries.
    pub(crate) misses: u32,
    /// Times the answer was shown.
    pub(crate) revealed: u32,
    /// Misconception tag → how many misses carried it.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub(crate) misconceptions: BTreeMap<String, u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) review: Option<Review>,
}

impl ExerciseRecord {
    fn is_valid(&self) -> bool {
        self.stars <= MAX_STARS
            && self
                .review
                .is_none_or(|r| (1..=REVIEW_INTERVAL_DAYS.len() as u8).contains(&r.leitner_box))
    }
}

/// One judged try, as the trainer reports it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct AttemptResult {
    pub(crate) correct: bool,
    /// The answer was shown (counts as a miss for the schedule).
    pub(crate) revealed: bool,
    /// Misconception tags of the feedback (for a wrong try).
    pub(crate) misconceptions: Vec<String>,
}

/// An exercise due for review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct DueReview {
    pub(crate) lesson: String,
    pub(crate) exercise: String,
    pub(crate) due: u64,
    pub(crate) leitner_box: u8,
}

/// Misses grouped by misconception tag.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct MisconceptionSummary {
    pub(crate) tag: String,
    pub(crate) misses: u32,
    /// (lesson, exercise) where it happened, sorted.
    pub(crate) exercises: Vec<(String, String)>,
}

/// The learner's results and settings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Progress {
    pub(crate) settings: Settings,
    /// lesson id → exercise id → record.
    records: BTreeMap<String, BTreeMap<String, ExerciseRecord>>,
    /// Personal exercises from the learner's games, by id ([`PersonalExercise::id`]).
    personal: BTreeMap<String, PersonalExercise>,
    /// The small goals of the learner's games, by goal id (`goals.rs`).
    goals: BTreeMap<String, GoalRecord>,
    /// How many times the learner reset; a save after a reset does not merge older results
    /// back from the file. Not saved.
    resets: u32,
    /// Personal exercises this session dropped to bound the queue: a save drops them from the
    /// file too. Not saved.
    trimmed: std::collections::BTreeSet<String>,
}

impl Progress {
    fn get(&self, lesson: &str, exercise: &str) -> Option<&ExerciseRecord> {
        self.records.get(lesson).and_then(|l| l.get(exercise))
    }

    fn entry(&mut self, lesson: &str, exercise: &str) -> &mut ExerciseRecord {
        self.records
            .entry(lesson.to_string())
            .or_default()
            .entry(exercise.to_string())
            .or_default()
    }

    /// Everything kept about an exercise, if it was ever tried or solved.
    pub(crate) fn record_of(&self, lesson: &str, exercise: &str) -> Option<&ExerciseRecord> {
        self.get(lesson, exercise)
    }

    /// Best stars earned on an exercise (0: not solved yet).
    pub(crate) fn stars(&self, lesson: &str, exercise: &str) -> u8 {
        self.get(lesson, exercise).map_or(0, |r| r.stars)
    }

    /// Records a result. Keeps the best; 0 stars (not solved) records nothing. Returns whether
    /// anything changed (and so whether the file needs saving).
    pub(crate) fn record(&mut self, lesson: &str, exercise: &str, stars: u8) -> bool {
        let stars = stars.min(MAX_STARS);
        if stars == 0 || self.stars(lesson, exercise) >= stars {
            return false;
        }
        self.entry(lesson, exercise).stars = stars;
        true
    }

    /// Records one judged try at time `now` (Unix seconds): counts, misconception tags, and
    /// the Leitner schedule. A right answer without the answer shown moves the exercise one
    /// box up (at most 5), unless the try before was a miss, and is due again after the box's
    /// interval; a miss or a shown answer puts it back in box 1, due again the same day
    /// ([`RELEARN_SECONDS`]), and owes a repeat ([`Review::again`]) that a right answer right
    /// after the miss does not pay: only one once the repeat is due ([`Self::repeat_served`]).
    pub(crate) fn record_attempt(
        &mut self,
        lesson: &str,
        exercise: &str,
        result: &AttemptResult,
        now: u64,
    ) {
        let r = self.entry(lesson, exercise);
        r.attempts = r.attempts.saturating_add(1);
        let missed = !result.correct || result.revealed;
        if !result.correct {
            r.misses = r.misses.saturating_add(1);
            for tag in &result.misconceptions {
                let n = r.misconceptions.entry(tag.clone()).or_default();
                *n = n.saturating_add(1);
            }
        }
        if result.revealed {
            r.revealed = r.revealed.saturating_add(1);
        }
        let before = r.review.unwrap_or_default();
        let leitner_box = if missed || before.missed {
            1
        } else {
            (before.leitner_box + 1).min(REVIEW_INTERVAL_DAYS.len() as u8)
        };
        let wait = if missed {
            RELEARN_SECONDS
        } else {
            REVIEW_INTERVAL_DAYS[usize::from(leitner_box) - 1] * DAY
        };
        let again = if missed {
            Some(now.saturating_add(RELEARN_SECONDS))
        } else {
            before.again.filter(|&t| now < t)
        };
        r.review = Some(Review {
            leitner_box,
            due: now.saturating_add(wait),
            last: now,
            missed,
            again,
        });
    }

    /// The owed same-day repeat of an exercise was answered right when it came back: paid.
    pub(crate) fn repeat_served(&mut self, lesson: &str, exercise: &str) {
        if let Some(r) = self
            .records
            .get_mut(lesson)
            .and_then(|l| l.get_mut(exercise))
            .and_then(|r| r.review.as_mut())
        {
            r.again = None;
        }
    }

    /// Exercises due for review at `now`, the longest overdue first.
    pub(crate) fn due_reviews(&self, now: u64) -> Vec<DueReview> {
        let mut due: Vec<DueReview> = self
            .records
            .iter()
            .flat_map(|(l, ex)| ex.iter().map(move |(e, r)| (l, e, r)))
            .filter_map(|(l, e, r)| {
                let review = r.review?;
                (review.due <= now).then(|| DueReview {
                    lesson: l.clone(),
                    exercise: e.clone(),
                    due: review.due,
                    leitner_box: review.leitner_box,
                })
            })
            .collect();
        due.sort_by(|a, b| (a.due, &a.lesson, &a.exercise).cmp(&(b.due, &b.lesson, &b.exercise)));
        due
    }

    /// Exercises due when a session starts at `now`: the schedule's ([`Self::due_reviews`]),
    /// and every exercise whose last try was a miss or that owes a same-day repeat
    /// ([`Review::again`]) even if its [`RELEARN_SECONDS`] have not passed: that wait only
    /// spaces a miss within the session it happened in (the trainer counts the others answered
    /// since); a learner back after a restart expects today's misses at once. The misses come
    /// first, in the order they were missed.
    pub(crate) fn due_at_start(&self, now: u64) -> Vec<DueReview> {
        let mut due = self.due_reviews(now);
        let mut waiting: Vec<DueReview> = self
            .records
            .iter()
            .flat_map(|(l, ex)| ex.iter().map(move |(e, r)| (l, e, r)))
            .filter_map(|(l, e, r)| {
                let review = r.review?;
                (review.due > now && (review.missed || review.again.is_some())).then(|| DueReview {
                    lesson: l.clone(),
                    exercise: e.clone(),
                    due: review.last.min(now),
                    leitner_box: review.leitner_box,
                })
            })
            .collect();
        waiting
            .sort_by(|a, b| (a.due, &a.lesson, &a.exercise).cmp(&(b.due, &b.lesson, &b.exercise)));
        waiting.append(&mut due);
        waiting
    }

    /// Misses grouped by misconception, the most frequent first.
    pub(crate) fn mistakes_by_misconception(&self) -> Vec<MisconceptionSummary> {
        let mut by_tag: BTreeMap<&str, MisconceptionSummary> = BTreeMap::new();
        for (l, ex) in &self.records {
            for (e, r) in ex {
                for (tag, &n) in &r.misconceptions {
                    let s = by_tag.entry(tag).or_insert_with(|| MisconceptionSummary {
                        tag: tag.clone(),
                        misses: 0,
                        exercises: Vec::new(),
                    });
                    s.misses = s.misses.saturating_add(n);
                    s.exercises.push((l.clone(), e.clone()));
                }
            }
        }
        let mut out: Vec<MisconceptionSummary> = by_tag.into_values().collect();
        out.sort_by(|a, b| b.misses.cmp(&a.misses).then_with(|| a.tag.cmp(&b.tag)));
        out
    }

    /// Whether any exercise of a lesson was ever tried or solved: a lesson without is not
    /// entered yet, and its page comes before its first exercise.
    pub(crate) fn lesson_tried(&self, lesson: &str) -> bool {
        self.records
            .get(lesson)
            .is_some_and(|l| l.values().any(|r| r.attempts > 0 || r.stars > 0))
    }

    /// Total stars earned in a lesson.
    pub(crate) fn lesson_stars(&self, lesson: &str) -> u32 {
        self.records
            .get(lesson)
            .map_or(0, |l| l.values().map(|r| u32::from(r.stars)).sum())
    }

    /// Number of exercises of a lesson solved at least once.
    pub(crate) fn solved_in(&self, lesson: &str) -> usize {
        self.records
            .get(lesson)
            .map_or(0, |l| l.values().filter(|r| r.stars > 0).count())
    }

    /// Total stars over all lessons (personal exercises aside).
    pub(crate) fn total_stars(&self) -> u32 {
        self.records
            .iter()
            .filter(|(l, _)| *l != PERSONAL_LESSON)
            .map(|(_, ex)| ex)
            .flat_map(|l| l.values())
            .map(|r| u32::from(r.stars))
            .sum()
    }

    /// Forgets every result (the settings stay). Saving after this does not bring results
    /// back from the file.
    pub(crate) fn clear_stars(&mut self) {
        self.records.clear();
        self.personal.clear();
        self.goals.clear();
        self.resets += 1;
    }

    /// Adds a personal exercise to the review queue, due at `now` (box 1). The same exercise
    /// (same position and goal) is added once; returns whether it was new.
    pub(crate) fn add_personal(&mut self, exercise: PersonalExercise, now: u64) -> bool {
        let id = exercise.id();
        if self.personal.contains_key(&id) {
            return false;
        }
        self.personal.insert(id.clone(), exercise);
        self.entry(PERSONAL_LESSON, &id).review = Some(Review {
            leitner_box: 1,
            due: now,
            last: now,
            missed: false,
            again: None,
        });
        true
    }

    /// Keeps at most `keep` personal exercises: the learned ones (solved, or answered right at
    /// their last review) go first, then the oldest (by their last review, which is when they
    /// were added if never tried). Their records go with them. Returns how many were dropped.
    pub(crate) fn trim_personal(&mut self, keep: usize) -> usize {
        let extra = self.personal.len().saturating_sub(keep);
        if extra == 0 {
            return 0;
        }
        let mut order: Vec<(bool, u64, &String)> = self
            .personal
            .keys()
            .map(|id| {
                let r = self.get(PERSONAL_LESSON, id);
                let learned = r.is_some_and(|r| {
                    r.stars > 0 || r.review.is_some_and(|v| v.leitner_box > 1 && !v.missed)
                });
                let last = r.and_then(|r| r.review).map_or(0, |v| v.last);
                (!learned, last, id)
            })
            .collect();
        order.sort();
        let gone: Vec<String> = order[..extra]
            .iter()
            .map(|(_, _, id)| (*id).clone())
            .collect();
        for id in gone {
            self.personal.remove(&id);
            if let Some(records) = self.records.get_mut(PERSONAL_LESSON) {
                records.remove(&id);
            }
            self.trimmed.insert(id);
        }
        extra
    }

    /// The personal exercises, by id.
    pub(crate) fn personal(&self) -> &BTreeMap<String, PersonalExercise> {
        &self.personal
    }

    /// Every record as (lesson, exercise, record), sorted by ids.
    pub(crate) fn records(&self) -> impl Iterator<Item = (&str, &str, &ExerciseRecord)> {
        self.records
            .iter()
            .flat_map(|(l, ex)| ex.iter().map(move |(e, r)| (l.as_str(), e.as_str(), r)))
    }
}

/// Adds this session's changes (`mine` since `base`) to what is on disk (`disk`): the best
/// stars, counts added, the review state of the latest try. Settings changed in this session
/// win; otherwise the file's stay.
fn merge(disk: &Progress, base: &Progress, mine: &Progress) -> Progress {
    let reset = mine.resets != base.resets;
    let empty = Progress::default();
    let (disk_records, base) = if reset {
        (&empty.records, &empty)
    } else {
        (&disk.records, base)
    };
    let mut out = Progress {
        settings: if mine.settings != base.settings || reset {
            mine.settings.clone()
        } else {
            disk.settings.clone()
        },
        records: disk_records.clone(),
        personal: if reset {
            BTreeMap::new()
        } else {
            disk.personal.clone()
        },
        goals: if reset {
            mine.goals.clone()
        } else {
            goals::merge(&disk.goals, &base.goals, &mine.goals)
        },
        resets: mine.resets,
        trimmed: Default::default(),
    };
    for (id, e) in &mine.personal {
        out.personal.entry(id.clone()).or_insert_with(|| e.clone());
    }
    out.personal.retain(|id, _| !mine.trimmed.contains(id));
    let none = ExerciseRecord::default();
    for (l, e, m) in mine.records() {
        let b = base.get(l, e).unwrap_or(&none);
        if m == b {
            continue;
        }
        let added = |mine: u32, base: u32| mine.saturating_sub(base);
        let d = out.entry(l, e);
        d.stars = d.stars.max(m.stars);
        d.attempts = d.attempts.saturating_add(added(m.attempts, b.attempts));
        d.misses = d.misses.saturating_add(added(m.misses, b.misses));
        d.revealed = d.revealed.saturating_add(added(m.revealed, b.revealed));
        for (tag, &n) in &m.misconceptions {
            let before = b.misconceptions.get(tag).copied().unwrap_or(0);
            let slot = d.misconceptions.entry(tag.clone()).or_default();
            *slot = slot.saturating_add(added(n, before));
        }
        if m.review.map(|r| r.last) > d.review.map(|r| r.last) {
            d.review = m.review;
        }
    }
    // Records of personal exercises dropped from the queue (here or by another session)
    // are dropped too, then the queue is bounded.
    if let Some(records) = out.records.get_mut(PERSONAL_LESSON) {
        records.retain(|id, _| out.personal.contains_key(id));
        if records.is_empty() {
            out.records.remove(PERSONAL_LESSON);
        }
    }
    out.trim_personal(MAX_PERSONAL);
    out
}

/// The file's shape when written (the personal exercises are added by [`to_json`]).
#[derive(Serialize)]
struct FileFormat<'a> {
    version: u32,
    settings: &'a Settings,
    exercises: &'a BTreeMap<String, BTreeMap<String, ExerciseRecord>>,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    goals: &'a BTreeMap<String, GoalRecord>,
}

/// The JSON text written for `progress` (stable key order): pretty, except that each personal
/// exercise takes one line (pretty, its engine line alone took a line per move: about twice
/// the bytes).
pub(crate) fn to_json(progress: &Progress) -> String {
    let file = FileFormat {
        version: FORMAT_VERSION,
        settings: &progress.settings,
        exercises: &progress.records,
        goals: &progress.goals,
    };
    let mut text = serde_json::to_string_pretty(&file).expect("plain data serialises");
    if !progress.personal.is_empty() {
        // Reopen the object: `…\n}` becomes `…,\n  "personal": {…}\n}`.
        debug_assert!(text.ends_with("\n}"));
        text.truncate(text.len() - "\n}".len());
        text.push_str(",\n  \"personal\": {");
        for (i, (id, e)) in progress.personal.iter().enumerate() {
            let sep = if i == 0 { "" } else { "," };
            let key = serde_json::to_string(id).expect("a string");
            let value = serde_json::to_string(e).expect("plain data serialises");
            text.push_str(&format!("{sep}\n    {key}: {value}"));
        }
        text.push_str("\n  }\n}");
    }
    text.push('\n');
    text
}

/// Why a file's content was refused as a whole.
#[derive(Debug)]
enum ParseProblem {
    Corrupt(String),
    Newer(u64),
}

/// What a lenient read keeps, and the entries it dropped (as messages).
struct Parsed {
    progress: Progress,
    dropped: Vec<Message>,
}

/// A short, single-line rendering of a refused value.
fn shown_value(v: &Value) -> String {
    let text = v.to_string();
    match text.char_indices().nth(40) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text,
    }
}

fn dropped_setting(name: &str, value: &Value) -> Message {
    Message::new("progress-dropped-setting")
        .arg("name", name.to_string())
        .arg("value", shown_value(value))
}

fn dropped_exercise(lesson: &str, exercise: &str, value: &Value) -> Message {
    Message::new("progress-dropped-exercise")
        .arg("key", format!("{lesson}/{exercise}"))
        .arg("value", shown_value(value))
}

/// Each setting on its own: a bad one falls back to its default and is reported.
fn parse_settings(v: Option<&Value>, dropped: &mut Vec<Message>) -> Settings {
    let mut s = Settings::default();
    let Some(v) = v else { return s };
    let Some(map) = v.as_object() else {
        dropped.push(dropped_setting("settings", v));
        return s;
    };
    for (name, value) in map {
        match name.as_str() {
            "language" => match value {
                Value::String(l) if !l.trim().is_empty() && l.len() <= 35 => {
                    s.language = Some(l.clone())
                }
                Value::Null => {}
                _ => dropped.push(dropped_setting(name, value)),
            },
            "board_style" => match serde_json::from_value::<BoardStyle>(value.clone()) {
                Ok(b) => s.board_style = b,
                Err(_) => dropped.push(dropped_setting(name, value)),
            },
            "free_board_rules" => match value.as_str().map(str::parse::<RuleSet>) {
                Some(Ok(r)) => s.set_free_rules(r),
                _ if value.is_null() => {}
                _ => dropped.push(dropped_setting(name, value)),
            },
            "move_notation" => match serde_json::from_value::<MoveNotation>(value.clone()) {
                Ok(n) => s.move_notation = n,
                Err(_) => dropped.push(dropped_setting(name, value)),
            },
            "engine" => match value {
                Value::String(c) if !c.trim().is_empty() && c.len() <= 4096 => {
                    s.engine = Some(c.trim().to_string())
                }
                Value::Null => {}
                _ => dropped.push(dropped_setting(name, value)),
            },
            "new_game" => match serde_json::from_value(value.clone()) {
                Ok(n) => s.new_game = Some(n),
                Err(_) => dropped.push(dropped_setting(name, value)),
            },
            // Unknown settings (from a newer version) are ignored.
            _ => {}
        }
    }
    s
}

/// Reads a file's text: versions 1 to 3, keeping every valid entry.
fn parse(text: &str) -> Result<Parsed, ParseProblem> {
    let value: Value =
        serde_json::from_str(text).map_err(|e| ParseProblem::Corrupt(e.to_string()))?;
    let Some(obj) = value.as_object() else {
        return Err(ParseProblem::Corrupt("not a JSON object".to_string()));
    };
    let version = obj
        .get("version")
        .and_then(Value::as_u64)
        .ok_or_else(|| ParseProblem::Corrupt("no format version".to_string()))?;
    if version > u64::from(FORMAT_VERSION) {
        return Err(ParseProblem::Newer(version));
    }
    let mut dropped = Vec::new();
    let settings = parse_settings(obj.get("settings"), &mut dropped);
    let mut progress = Progress {
        settings,
        ..Progress::default()
    };
    // Version 1 kept only stars: lesson → exercise → 1..=3.
    let (field, v1) = if version <= 1 {
        ("stars", true)
    } else {
        ("exercises", false)
    };
    match obj.get(field) {
        None | Some(Value::Null) => {}
        Some(Value::Object(lessons)) => {
            for (lesson, exercises) in lessons {
                let Some(exercises) = exercises.as_object() else {
                    dropped.push(dropped_exercise(lesson, "*", exercises));
                    continue;
                };
                for (exercise, v) in exercises {
                    let record = if v1 {
                        v.as_u64()
                            .filter(|s| (1..=u64::from(MAX_STARS)).contains(s))
                            .map(|s| ExerciseRecord {
                                stars: s as u8,
                                ..ExerciseRecord::default()
                            })
                    } else {
                        serde_json::from_value::<ExerciseRecord>(v.clone())
                            .ok()
                            .filter(ExerciseRecord::is_valid)
                    };
                    match record {
                        Some(r) => {
                            progress
                                .records
                                .entry(lesson.clone())
                                .or_default()
                                .insert(exercise.clone(), r);
                        }
                        None => dropped.push(dropped_exercise(lesson, exercise, v)),
                    }
                }
            }
        }
        Some(other) => dropped.push(dropped_exercise(field, "*", other)),
    }
    // Version 3: personal exercises, each on its own (a bad one is dropped and reported).
    match obj.get("personal") {
        None | Some(Value::Null) => {}
        Some(Value::Object(map)) => {
            for (id, v) in map {
                match serde_json::from_value::<PersonalExercise>(v.clone()) {
                    Ok(e) if e.id() == *id => {
                        progress.personal.insert(id.clone(), e);
                    }
                    _ => dropped.push(dropped_exercise(PERSONAL_LESSON, id, v)),
                }
            }
        }
        Some(other) => dropped.push(dropped_exercise("personal", "*", other)),
    }
    progress.goals = goals::parse(obj.get("goals"), &mut dropped, |id, v| {
        dropped_exercise("goals", id, v)
    });
    Ok(Parsed { progress, dropped })
}

/// Reads a progress file's text as [`ProgressStore::load`] does, without touching any file:
/// the progress kept and the entries dropped, or why the whole text was refused (English).
#[cfg(test)]
pub(crate) fn parse_json(text: &str) -> Result<(Progress, Vec<Message>), String> {
    match parse(text) {
        Ok(p) => Ok((p.progress, p.dropped)),
        Err(ParseProblem::Corrupt(d)) => Err(d),
        Err(ParseProblem::Newer(v)) => Err(format!("written by a newer version (format {v})")),
    }
}

/// The language saved in a progress file, read without changing anything (no moving a corrupt
/// file aside): for the command-line verbs, which only need the setting. Reads at most
/// [`MAX_FILE_BYTES`], and only a regular file.
pub(crate) fn saved_language(path: &Path) -> Option<String> {
    saved_settings(path)?.language
}

/// The settings saved in a progress file, for the CLI verbs that follow them (language,
/// move notation); `None` if the file is missing or unreadable.
pub(crate) fn saved_settings(path: &Path) -> Option<Settings> {
    let text = fsio::read_text(path, MAX_FILE_BYTES).ok()?;
    Some(parse(&text).ok()?.progress.settings)
}

mod goals;
mod store;

pub(crate) use goals::GoalRecord;

pub(crate) use store::ProgressStore;

#[cfg(test)]
mod tests;
