//! Each exercise kind on paper, in one spot: the boards of its question and what they mark
//! (`figures`, `task_marks`), where the learner writes or ticks the answer (`inputs`), and
//! its answer on the answer page (`answer`). One exhaustive match over `CheckedTask` per job.

use std::fmt::Write;

use super::answer::{line_words, list, points};
use super::html::{Page, pick};
use super::{Arrow, Figure, Marks, arrow, statement_marks};
use crate::i18n::{Message, rules_text};
use crate::lesson::checked::{CheckedExercise, CheckedTask};
use crate::lesson::evidence;
use crate::lesson::goal::{self, Condition};
use crate::lesson::lines;
use crate::rules::Position;

/// The boards of an exercise other than a replay's steps (see [`step_figure`]): its
/// position with what the question points at; for `lines`, the start with the moves as
/// numbered arrows, then the position after them.
pub(crate) fn figures(ex: &CheckedExercise) -> Vec<Figure<'_>> {
    let Some(position) = ex.position() else {
        return Vec::new();
    };
    match &ex.task {
        CheckedTask::Replay { .. } => Vec::new(),
        CheckedTask::Lines { .. } => {
            let played = &ex.moves;
            let arrows = played
                .iter()
                .enumerate()
                .map(|(i, m)| arrow(*m, i + 1))
                .collect();
            let mut out = vec![Figure {
                position,
                marks: Marks {
                    arrows,
                    ..Marks::default()
                },
                caption: Some(Message::new("handout-before-moves")),
                turn: true,
            }];
            if let Some(last) = ex.sequence.last() {
                out.push(Figure {
                    position: last,
                    marks: Marks {
                        arrows: played
                            .last()
                            .map(|m| arrow(*m, played.len()))
                            .into_iter()
                            .collect(),
                        ..Marks::default()
                    },
                    caption: Some(Message::new("handout-after-move").arg_num("n", played.len())),
                    turn: true,
                });
            }
            out
        }
        task @ (CheckedTask::Destinations { .. }
        | CheckedTask::Judge { .. }
        | CheckedTask::Play { .. }
        | CheckedTask::Choice { .. }
        | CheckedTask::Claim { .. }) => vec![Figure {
            position,
            marks: task_marks(task),
            caption: None,
            turn: !crate::lesson::given::asks_turn(task, Some(position)),
        }],
    }
}

/// What a question points at: the piece asked about, the points of a goal, the move judged
/// (for a choice, each option's move, numbered as the option).
pub(crate) fn task_marks(task: &CheckedTask) -> Marks {
    let mut marks = Marks::default();
    match task {
        CheckedTask::Destinations { from } => marks.selected.push(*from),
        CheckedTask::Judge { mv } => marks.arrows.push(Arrow {
            mv: *mv,
            label: None,
        }),
        CheckedTask::Play { goal } => {
            for c in goal {
                match c {
                    Condition::From(s) | Condition::OpenLine(s) | Condition::CloseLine(s) => {
                        marks.selected.push(*s)
                    }
                    Condition::Capture(s) | Condition::Reach(s) => marks.targets.push(*s),
                    _ => {}
                }
            }
        }
        CheckedTask::Claim { claim, .. } => statement_marks(claim, None, &mut marks),
        CheckedTask::Choice { options } => {
            for (i, o) in options.iter().enumerate() {
                if let Some(claim) = &o.claim {
                    statement_marks(claim, Some(i + 1), &mut marks);
                }
            }
        }
        // Lines and replays are drawn as move sequences (`figures`, `step_figure`).
        CheckedTask::Lines { .. } | CheckedTask::Replay { .. } => {}
    }
    marks
}

/// Where the learner writes or ticks the answer.
pub(super) fn inputs(page: &mut Page, task: &CheckedTask) {
    match task {
        CheckedTask::Destinations { .. } => {
            let t = page.tr("handout-write-points");
            let _ = write!(page.out, r#"<p class="write">{t}</p>"#);
        }
        CheckedTask::Play { .. } => {
            let t = page.tr("handout-write-move");
            let _ = write!(page.out, r#"<p class="write">{t}</p>"#);
        }
        CheckedTask::Judge { .. } => {
            let boxes = pick(page, &["ex-judge-legal", "ex-judge-illegal"]);
            let reason = page.tr("handout-write-reason");
            let _ = write!(
                page.out,
                r#"<p class="choices">{boxes}</p><p class="write">{reason}</p>"#
            );
        }
        CheckedTask::Claim { .. } => {
            let boxes = pick(page, &["ex-claim-true", "ex-claim-false"]);
            let _ = write!(page.out, r#"<p class="choices">{boxes}</p>"#);
        }
        CheckedTask::Choice { options } => {
            page.out.push_str(r#"<ol class="options">"#);
            for o in options {
                let t = page.text(&o.text);
                let _ = write!(page.out, r#"<li><span class="box"></span>{t}</li>"#);
            }
            page.out.push_str("</ol>");
        }
        CheckedTask::Lines { first, last, .. } => {
            let boxes = pick(
                page,
                &["ex-line-opened", "ex-line-closed", "ex-line-unchanged"],
            );
            page.out.push_str(r#"<table class="lines"><tbody>"#);
            for id in crate::lesson::lines::candidates(first, last) {
                let name = page.fmt(&line_words(&id));
                let _ = write!(
                    page.out,
                    r#"<tr><td>{name}</td><td class="choices">{boxes}</td></tr>"#
                );
            }
            page.out.push_str("</tbody></table>");
        }
        // A replay's steps each have their own inputs.
        CheckedTask::Replay { .. } => {}
    }
}

/// The answer to a task at `pos`, one message per line (a replay's steps are answered by
/// the caller, step by step).
pub(crate) fn answer(task: &CheckedTask, pos: Option<&Position>) -> Vec<Message> {
    match (task, pos) {
        (CheckedTask::Destinations { from }, Some(pos)) => {
            let mut to = pos.destinations(*from);
            // As a learner lists them: by file, then rank (c4 c6 d3 ...).
            to.sort_by_key(|s| (s.file(), s.rank()));
            vec![if to.is_empty() {
                Message::new("handout-answer-no-destinations").arg("square", from.to_string())
            } else {
                Message::new("handout-answer-destinations")
                    .arg("square", from.to_string())
                    .arg("points", points(&to))
                    .arg_num("count", to.len())
            }]
        }
        (CheckedTask::Judge { mv }, Some(pos)) => vec![match pos.explain(*mv) {
            Ok(()) => Message::new("handout-answer-legal").arg("move", mv.to_string()),
            Err(r) => Message::new("handout-answer-illegal")
                .arg("move", mv.to_string())
                .arg_msg("reason", rules_text::reason(&r)),
        }],
        (CheckedTask::Play { goal }, Some(pos)) => {
            let mut moves: Vec<String> = goal::reaching_moves(goal, pos)
                .iter()
                .map(ToString::to_string)
                .collect();
            moves.sort();
            vec![
                Message::new("handout-answer-play")
                    .arg("moves", moves.join(" "))
                    .arg_num("count", moves.len()),
            ]
        }
        (CheckedTask::Choice { options }, _) => {
            let right: Vec<String> = (0..options.len())
                .filter(|&i| options[i].truth)
                .map(|i| (i + 1).to_string())
                .collect();
            vec![
                Message::new("handout-answer-choice")
                    .arg_list("options", &right)
                    .arg_num("count", right.len()),
            ]
        }
        (CheckedTask::Lines { first, last, .. }, _) => {
            let (opened, closed) = lines::split(&lines::changes(first, last));
            vec![
                Message::new("handout-answer-opened")
                    .arg_msg("lines", list(opened.iter().map(line_words).collect())),
                Message::new("handout-answer-closed")
                    .arg_msg("lines", list(closed.iter().map(line_words).collect())),
            ]
        }
        (CheckedTask::Claim { verdict, .. }, _) => vec![
            Message::new(if verdict.holds {
                "handout-answer-true"
            } else {
                "handout-answer-false"
            }),
            evidence::message(&verdict.evidence),
        ],
        // A replay is answered per step; a task without its position cannot be built.
        (CheckedTask::Replay { .. }, _)
        | (
            CheckedTask::Destinations { .. } | CheckedTask::Judge { .. } | CheckedTask::Play { .. },
            None,
        ) => Vec::new(),
    }
}
