//! `lines`: after `moves` are played, which cannon lines opened and which closed? The task
//! read and linted, the lines said to open and close read, checked and shown.

use super::{At, CheckedKind, Checking, LintCtx, ReadCtx, TaskKind, Warn, at, join, wrong_kind};
use crate::i18n::Message;
use crate::lesson::answer::{Answer, AnswerError, is_none_word, words};
use crate::lesson::checked::{CheckedExercise, CheckedTask, Reader, path};
use crate::lesson::feedback::{FeedbackItem, Tone, line_item};
use crate::lesson::lines::{self, LineId};
use crate::lesson::locate::Seg;
use crate::lesson::model::{Kind, LinesAnswer};
use crate::lesson::outcome::Outcome;
use crate::lesson::skeleton::{Ask, EX, SkeletonError, list};
use crate::rules::{Position, Role};

/// The task as written: the moves, the author's key.
pub(super) struct Written<'a> {
    pub(super) played: &'a [String],
    pub(super) answer: Option<&'a LinesAnswer>,
}

/// The task in engine values: the positions before and after the moves.
pub(super) struct Checked<'a> {
    pub(super) first: &'a Position,
    pub(super) last: &'a Position,
}

impl<'a> TaskKind<'a> for Written<'a> {
    fn read(&self, r: &mut Reader, ctx: &ReadCtx, base: &[Seg]) -> Option<CheckedTask> {
        read(r, self.played, self.answer, ctx.pos, ctx.sequence, base)
    }

    fn lint(&self, w: &mut dyn Warn, ctx: &LintCtx, base: &[Seg]) {
        lint(w, self.played, self.answer, ctx, base);
    }

    fn parse(&self, text: &str, _nested: bool) -> Result<Answer, AnswerError> {
        parse(&words(text))
    }

    fn played(&self) -> Option<&'a [String]> {
        Some(self.played)
    }
}

impl CheckedKind<'_> for Checked<'_> {
    fn check(&self, _at: At, answer: &Answer) -> Checking {
        match answer {
            Answer::Lines { opened, closed } => Ok(check(self.first, self.last, opened, closed)),
            _ => Err(wrong_kind(Kind::Lines, answer)),
        }
    }

    fn solution(&self, _pos: Option<&Position>, _exercise: &CheckedExercise) -> Option<Answer> {
        Some(solution(self.first, self.last))
    }
}

fn read(
    r: &mut Reader,
    played: &[String],
    answer: Option<&LinesAnswer>,
    pos: Option<&Position>,
    sequence: &[Position],
    base: &[Seg],
) -> Option<CheckedTask> {
    let given = answer.map(|a| read_key(r, a, base));
    if played.is_empty() {
        r.key(
            at(base, "moves"),
            false,
            Message::new("lint-lines-no-moves"),
        );
        return None;
    }
    let own;
    let seq = if sequence.is_empty() {
        own = r.sequence(pos?, played, &at(base, "moves"))?;
        &own[..]
    } else {
        sequence
    };
    let (first, last) = (seq.first()?, seq.last()?);
    for (field, ids) in given.into_iter().flatten() {
        if let Some(ids) = ids
            && !played.is_empty()
        {
            key(r, first, last, field, ids, base);
        }
    }
    Some(CheckedTask::Lines {
        first: first.clone(),
        last: last.clone(),
        sequence: seq.to_vec(),
        // Every move parsed: the sequence was played.
        moves: played.iter().filter_map(|m| m.parse().ok()).collect(),
    })
}

fn at_field(base: &[Seg], field: &str) -> Vec<Seg> {
    path(base, &[Seg::Key("answer".into()), Seg::Key(field.into())])
}

/// The author's `opened` and `closed` lines, each list `None` when one cannot be read.
fn read_key(
    r: &mut Reader,
    answer: &LinesAnswer,
    base: &[Seg],
) -> [(&'static str, Option<Vec<LineId>>); 2] {
    [("opened", &answer.opened), ("closed", &answer.closed)].map(|(field, list)| {
        let mut parsed = Vec::new();
        let mut ok = true;
        for (k, text) in list.iter().enumerate() {
            match text.parse::<LineId>() {
                Ok(id) => parsed.push(id),
                Err(_) => {
                    ok = false;
                    let m = Message::new("lint-bad-line").arg("line", text.clone());
                    r.key(path(&at_field(base, field), &[Seg::Index(k)]), true, m);
                }
            }
        }
        (field, ok.then_some(parsed))
    })
}

/// The author's lines of one side against the engine's changes from `first` to `last`.
fn key(
    r: &mut Reader,
    first: &Position,
    last: &Position,
    field: &'static str,
    mut given: Vec<LineId>,
    base: &[Seg],
) {
    let (opened, closed) = lines::split(&lines::changes(first, last));
    for (k, id) in given.iter().enumerate() {
        if first
            .board()
            .get(id.cannon)
            .is_none_or(|p| p.role != Role::Cannon)
        {
            let m = Message::new("lint-line-no-cannon")
                .arg("line", id.to_string())
                .arg("square", id.cannon.to_string());
            r.key(path(&at_field(base, field), &[Seg::Index(k)]), true, m);
        }
    }
    given.sort();
    given.dedup();
    let engine = if field == "opened" { &opened } else { &closed };
    if &given != engine {
        let show = |v: &[LineId]| {
            if v.is_empty() {
                "—".to_string()
            } else {
                join(v)
            }
        };
        let id = if field == "opened" {
            "lint-lines-opened"
        } else {
            "lint-lines-closed"
        };
        let m = Message::new(id)
            .arg("expected", show(engine))
            .arg("given", show(&given));
        r.key(at_field(base, field), false, m);
    }
}

/// The first move (the piece's first) that opens or closes a cannon line.
pub(super) fn skeleton(pos: &Position, ask: &Ask) -> Result<String, SkeletonError> {
    let (m, changes) = ask
        .moves
        .iter()
        .find_map(|m| {
            let after = pos.play(*m).ok()?;
            let changes = lines::changes(pos, &after);
            (!changes.is_empty()).then_some((*m, changes))
        })
        .ok_or(SkeletonError::NoLineChange)?;
    let (opened, closed) = lines::split(&changes);
    Ok(format!(
        "{EX}moves: [{m}]\n{EX}answer: {{opened: {}, closed: {}}}\n",
        list(&opened),
        list(&closed)
    ))
}

/// Warnings: no answer key, a line named twice. Reasons: the causes of the line changes
/// (unknown unless they are worked out).
fn lint(
    w: &mut dyn Warn,
    played: &[String],
    answer: Option<&LinesAnswer>,
    ctx: &LintCtx,
    base: &[Seg],
) {
    match answer {
        Some(a) => {
            for (field, list) in [("opened", &a.opened), ("closed", &a.closed)] {
                w.repeated(
                    list,
                    &path(base, &[Seg::Key("answer".into()), Seg::Key(field.into())]),
                );
            }
        }
        None => w.no_answer(base),
    }
    let changes = ctx.pos.filter(|_| !played.is_empty()).and_then(|pos| {
        let seq = lines::play_sequence(pos, played).ok()?;
        Some(lines::changes(seq.first()?, seq.last()?))
    });
    match changes {
        Some(changes) => {
            for c in &changes {
                w.reason(lines::cause_reason(c.cause));
            }
        }
        None => w.reasons_unknown(),
    }
}

fn parse(w: &[&str]) -> Result<Answer, AnswerError> {
    let mut opened = Vec::new();
    let mut closed = Vec::new();
    let mut side: Option<bool> = None;
    for x in w {
        match x.to_ascii_lowercase().as_str() {
            "opened" | "open" => side = Some(true),
            "closed" | "close" => side = Some(false),
            _ if is_none_word(x) => {}
            _ => {
                let id: LineId = x.parse().map_err(|_| AnswerError::Line(x.to_string()))?;
                match side {
                    Some(true) => opened.push(id),
                    Some(false) => closed.push(id),
                    None => return Err(AnswerError::LineWithoutSide(x.to_string())),
                }
            }
        }
    }
    Ok(Answer::Lines { opened, closed })
}

fn solution(first: &Position, last: &Position) -> Answer {
    let changes = lines::changes(first, last);
    let pick = |opened: bool| {
        changes
            .iter()
            .filter(|c| c.opened == opened)
            .map(|c| LineId::of(&c.before))
            .collect::<Vec<_>>()
    };
    Answer::Lines {
        opened: pick(true),
        closed: pick(false),
    }
}

fn check(
    first: &Position,
    last: &Position,
    opened: &[LineId],
    closed: &[LineId],
) -> (Outcome, Vec<FeedbackItem>) {
    let changes = lines::changes(first, last);
    let find = |id: &LineId| changes.iter().find(|c| LineId::of(&c.before) == *id);
    let mut items = Vec::new();
    let mut mentioned: Vec<LineId> = Vec::new();
    for (said_open, list) in [(true, opened), (false, closed)] {
        for id in list {
            if mentioned.contains(id) {
                continue;
            }
            mentioned.push(*id);
            match find(id) {
                Some(c) if c.opened == said_open => items.push(line_item(
                    Tone::Right,
                    if said_open {
                        "fb-lines-opened-right"
                    } else {
                        "fb-lines-closed-right"
                    },
                    c,
                )),
                Some(c) => items.push(line_item(
                    Tone::Wrong,
                    if said_open {
                        "fb-lines-closed-not-opened"
                    } else {
                        "fb-lines-opened-not-closed"
                    },
                    c,
                )),
                None => {
                    let open_now = lines_open(last, id);
                    let item = FeedbackItem::new(
                        Tone::Wrong,
                        Message::new(match open_now {
                            Some(true) => "fb-lines-unchanged-open",
                            Some(false) => "fb-lines-unchanged-closed",
                            None => "fb-lines-no-line",
                        })
                        .arg_msg("line", id.message()),
                    )
                    .squares([id.cannon])
                    .about_square(id.cannon);
                    items.push(item);
                }
            }
        }
    }
    for c in &changes {
        let id = LineId::of(&c.before);
        if !mentioned.contains(&id) {
            items.push(line_item(
                Tone::Missed,
                if c.opened {
                    "fb-lines-missed-opened"
                } else {
                    "fb-lines-missed-closed"
                },
                c,
            ));
        }
    }
    let outcome = Outcome::of(&items);
    if outcome == Outcome::Right && changes.is_empty() {
        items.push(FeedbackItem::new(
            Tone::Right,
            Message::new("fb-lines-none"),
        ));
    }
    (outcome, items)
}

/// Whether the line `id` is open in `pos`; `None` when there is no such cannon line.
fn lines_open(pos: &Position, id: &LineId) -> Option<bool> {
    crate::rules::cannon::cannon_lines(pos.board(), None)
        .iter()
        .find(|l| LineId::of(l) == *id)
        .map(|l| l.is_open())
}
