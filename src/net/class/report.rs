//! A class's report, computed from its answers: per student (answers, exercises done, stars,
//! misconceptions) and per exercise (students who tried, right at the first try, the common
//! wrong answers, misconceptions). `class report --json` prints it as it is sent.

use std::collections::{BTreeMap, HashMap};

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::msg::{AnswerMsg, ClassRoom};
use crate::i18n::Message;

/// Wrong answers listed per exercise at most (the most frequent).
const WRONG_SHOWN: usize = 5;

/// The words a class's lessons declare for their own misconception tags: by tag, then by
/// language (`zh`, `ko`, `en`).
pub(crate) type Words = BTreeMap<String, BTreeMap<String, String>>;

/// A tag or an answer and how many times it came.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub(crate) struct Count {
    pub(crate) text: String,
    pub(crate) count: u32,
    /// A misconception tag in words, in the language of the program that printed the
    /// report (`class report --json`; the server leaves it out).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) words: Option<String>,
}

/// One student's work in the class.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub(crate) struct StudentReport {
    pub(crate) name: String,
    /// Answers sent (right and wrong).
    pub(crate) answers: u32,
    /// Exercises of the class solved.
    pub(crate) done: u32,
    /// Stars: the best of each exercise solved, added up.
    pub(crate) stars: u32,
    /// The misconceptions of the student's own wrong answers, most frequent first.
    pub(crate) misconceptions: Vec<Count>,
}

/// One exercise across the class.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub(crate) struct ExerciseReport {
    pub(crate) lesson: String,
    pub(crate) exercise: String,
    /// Students who answered it.
    pub(crate) students: u32,
    /// Students whose first answer was right.
    pub(crate) first_try_right: u32,
    /// The most frequent wrong answers (at most 5), with how many times each was given.
    pub(crate) wrong_answers: Vec<Count>,
    /// Misconceptions of the wrong answers, most frequent first.
    pub(crate) misconceptions: Vec<Count>,
}

/// What the teacher sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub(crate) struct ClassReport {
    /// The class code.
    pub(crate) class: String,
    /// Exercises in the class's lessons.
    pub(crate) exercises_total: u32,
    /// Answers recorded.
    pub(crate) answers: u32,
    /// Students by name.
    pub(crate) students: Vec<StudentReport>,
    /// The class's exercises in lesson order.
    pub(crate) exercises: Vec<ExerciseReport>,
    /// The words the class's lessons declare for their own misconception tags, by tag and
    /// language (the program's own tags are worded by every client itself).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub(crate) words: Words,
    /// The class's room games, oldest first: not sent with `class-report` (ask
    /// `class-rooms`), filled by `class report` and `class watch`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) rooms: Vec<ClassRoom>,
}

/// Counts, most frequent first, then by text.
fn sorted(counts: HashMap<String, u32>) -> Vec<Count> {
    let mut v: Vec<Count> = counts
        .into_iter()
        .map(|(text, count)| Count {
            text,
            count,
            words: None,
        })
        .collect();
    v.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.text.cmp(&b.text)));
    v
}

/// The report of a class whose exercises are `exercises` (lesson, exercise), from its answers
/// in the order they were recorded.
pub(crate) fn compute(
    code: &str,
    exercises: &[(String, String)],
    answers: &[AnswerMsg],
) -> ClassReport {
    #[derive(Default)]
    struct Student {
        answers: u32,
        best: HashMap<(String, String), u8>,
        misconceptions: HashMap<String, u32>,
    }
    #[derive(Default)]
    struct Exercise {
        first: HashMap<String, bool>,
        wrong: HashMap<String, u32>,
        misconceptions: HashMap<String, u32>,
    }
    let mut students: BTreeMap<String, Student> = BTreeMap::new();
    let mut per: HashMap<(String, String), Exercise> = HashMap::new();
    for a in answers {
        let key = (a.lesson.clone(), a.exercise.clone());
        let s = students.entry(a.name.clone()).or_default();
        s.answers += 1;
        if a.solved {
            let best = s.best.entry(key.clone()).or_default();
            *best = (*best).max(a.stars.max(1));
        }
        let e = per.entry(key).or_default();
        e.first.entry(a.name.clone()).or_insert(a.correct);
        if !a.correct {
            *e.wrong.entry(a.answer.clone()).or_default() += 1;
            for tag in &a.misconceptions {
                *s.misconceptions.entry(tag.clone()).or_default() += 1;
                *e.misconceptions.entry(tag.clone()).or_default() += 1;
            }
        }
    }
    let students = students
        .into_iter()
        .map(|(name, s)| StudentReport {
            name,
            answers: s.answers,
            done: s.best.len() as u32,
            stars: s.best.values().map(|&b| u32::from(b)).sum(),
            misconceptions: sorted(s.misconceptions),
        })
        .collect();
    let total = exercises.len() as u32;
    let exercises = exercises
        .iter()
        .map(|(lesson, exercise)| {
            let e = per
                .remove(&(lesson.clone(), exercise.clone()))
                .unwrap_or_default();
            let mut wrong = sorted(e.wrong);
            wrong.truncate(WRONG_SHOWN);
            ExerciseReport {
                lesson: lesson.clone(),
                exercise: exercise.clone(),
                students: e.first.len() as u32,
                first_try_right: e.first.values().filter(|&&r| r).count() as u32,
                wrong_answers: wrong,
                misconceptions: sorted(e.misconceptions),
            }
        })
        .collect();
    ClassReport {
        class: code.to_string(),
        exercises_total: total,
        answers: answers.len() as u32,
        students,
        exercises,
        words: Words::new(),
        rooms: Vec::new(),
    }
}

/// A misconception tag in words in `lang`: the class's lessons' own words, else the
/// program's.
pub(crate) fn tag_message(tag: &str, words: &Words, lang: &str) -> Message {
    match words.get(tag) {
        Some(by_lang) => {
            let text = by_lang
                .get(lang)
                .or_else(|| by_lang.get("en"))
                .or_else(|| by_lang.values().next())
                .cloned()
                .unwrap_or_default();
            Message::new("misconception-declared").arg("words", text)
        }
        None => crate::i18n::misconception_message(tag),
    }
}

/// The report with every misconception's `words` filled in `l10n`'s language (for `--json`).
pub(crate) fn with_words(mut r: ClassReport, l10n: &crate::i18n::Localizer) -> ClassReport {
    let words = r.words.clone();
    let lang = l10n.lang().to_string();
    let fill = |counts: &mut Vec<Count>| {
        for c in counts {
            c.words = Some(l10n.format(&tag_message(&c.text, &words, &lang)));
        }
    };
    for s in &mut r.students {
        fill(&mut s.misconceptions);
    }
    for e in &mut r.exercises {
        fill(&mut e.misconceptions);
    }
    r
}

/// "words (2); other words (1)", or the word for none: each misconception in words in
/// `lang`.
fn counts_message(counts: &[Count], words: &Words, lang: &str) -> Message {
    let Some((first, rest)) = counts.split_first() else {
        return Message::new("class-report-none");
    };
    let one = |c: &Count| {
        Message::new("class-report-tag")
            .arg_msg("words", tag_message(&c.text, words, lang))
            .arg_num("count", c.count as usize)
    };
    rest.iter().fold(one(first), |list, c| {
        Message::new("class-report-tags")
            .arg_msg("list", list)
            .arg_msg("next", one(c))
    })
}

/// The report as lines of text, for `class report` and the watch screen: a heading, a line
/// per student, a line per exercise (its wrong answers and misconceptions under it); the
/// misconceptions in words in `lang`.
pub(crate) fn text_lines(r: &ClassReport, lang: &str) -> Vec<Message> {
    let mut lines = vec![
        Message::new("class-report-head")
            .arg("class", r.class.clone())
            .arg_num("students", r.students.len())
            .arg_num("answers", r.answers as usize)
            .arg_num("exercises", r.exercises_total as usize),
        Message::new("class-report-students"),
    ];
    if r.students.is_empty() {
        lines.push(Message::new("class-report-no-students"));
    }
    for s in &r.students {
        lines.push(
            Message::new("class-report-student")
                .arg("name", s.name.clone())
                .arg_num("answers", s.answers as usize)
                .arg_num("done", s.done as usize)
                .arg_num("total", r.exercises_total as usize)
                .arg_num("stars", s.stars as usize)
                .arg_msg(
                    "misconceptions",
                    counts_message(&s.misconceptions, &r.words, lang),
                ),
        );
    }
    lines.push(Message::new("class-report-exercises"));
    for e in &r.exercises {
        lines.push(
            Message::new("class-report-exercise")
                .arg("lesson", e.lesson.clone())
                .arg("exercise", e.exercise.clone())
                .arg_num("students", e.students as usize)
                .arg_num("right", e.first_try_right as usize),
        );
        if !e.wrong_answers.is_empty() {
            let list: Vec<String> = e
                .wrong_answers
                .iter()
                .map(|c| format!("\"{}\" ({})", c.text, c.count))
                .collect();
            lines.push(Message::new("class-report-wrong").arg("list", list.join(", ")));
        }
        if !e.misconceptions.is_empty() {
            lines.push(
                Message::new("class-report-exercise-misconceptions")
                    .arg_msg("list", counts_message(&e.misconceptions, &r.words, lang)),
            );
        }
    }
    if !r.rooms.is_empty() {
        lines.push(Message::new("class-report-rooms"));
        lines.extend(r.rooms.iter().enumerate().map(|(i, g)| room_line(i + 1, g)));
    }
    lines
}

/// A room game of the class: its number, players, moves, whether it goes on, its code.
pub(crate) fn room_line(n: usize, g: &ClassRoom) -> Message {
    let player = |p: &Option<String>| match p {
        Some(name) => Message::new("class-report-room-player").arg("name", name.clone()),
        None => Message::new("class-report-room-free"),
    };
    let state = match &g.result {
        None => Message::new("class-report-room-on"),
        Some(r) => match r.winner {
            Some(side) => Message::new("class-report-room-won").arg(
                "side",
                match side {
                    crate::net::protocol::Side::Cho => "cho",
                    crate::net::protocol::Side::Han => "han",
                },
            ),
            None => Message::new("class-report-room-drawn"),
        },
    };
    Message::new("class-report-room")
        .arg_num("n", n)
        .arg_msg("cho", player(&g.cho))
        .arg_msg("han", player(&g.han))
        .arg_num("moves", g.moves as usize)
        .arg_msg("state", state)
        .arg("room", g.room.clone())
}
