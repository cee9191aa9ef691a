//! The handout page: one self-contained document (inline CSS, inline SVG, no scripts, fonts
//! or images from elsewhere) written as XHTML-compatible HTML, so that both browsers and XML
//! parsers read it. Print rules: A4, each lesson from a new page, an exercise never split
//! across pages, the answers from a new page at the end. Tick boxes and write-in lines for
//! answers; the teacher's copy (`HandoutCopy`) ends with the answers (hints, explanations,
//! each option's `why`), the student's has a name and date line instead. An exercise that
//! cannot be read or whose key the engine refutes is left out (`Handout::skipped`, so
//! `export` fails) and the counts are of those printed (`Handout::printed`).

use std::fmt::Write;

use super::kinds::inputs;
use super::{
    Figure, Handout, HandoutCopy, Options, Skipped, answer, escape, figures, step_figure, svg,
};
use crate::i18n::{Localizer, Message, rules_text};
use crate::lesson::checked::{CheckedExercise, CheckedLesson, CheckedTask};
use crate::lesson::model::{Lesson, Task, Text};

/// Whether `head`, the start of a file, is a handout this program wrote: its fixed opening
/// up to the style sheet (`export --out` replaces only such a file without `--force`).
pub(crate) fn is_handout(head: &str) -> bool {
    const OPENING: &str = "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"";
    head.starts_with(OPENING)
        && head
            .find("<style>")
            .is_some_and(|at| head[at + "<style>".len()..].starts_with(&CSS[..CSS.len().min(200)]))
}

const CSS: &str = r#"
@page { size: A4; margin: 14mm 14mm 16mm 14mm; }
html { font-size: 10.5pt; color: #111; background: #fff; line-height: 1.45; }
body { margin: 0 auto; max-width: 182mm; overflow-wrap: anywhere; font-family: 'Noto Sans', 'Helvetica Neue', Arial, sans-serif; }
:lang(zh) body, body:lang(zh) { font-family: 'Noto Sans CJK SC', 'Source Han Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif; }
:lang(ko) body, body:lang(ko) { font-family: 'Noto Sans CJK KR', 'Source Han Sans K', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif; }
h1 { font-size: 20pt; margin: 0 0 2mm; }
h2 { font-size: 15pt; margin: 0 0 1mm; }
h3 { font-size: 11.5pt; margin: 0 0 2mm; }
h4 { font-size: 10.5pt; margin: 3mm 0 1mm; }
p { margin: 0 0 1.6mm; }
.cover { margin-bottom: 6mm; }
.cover ol { columns: 2; margin: 2mm 0; }
.lesson { break-before: page; page-break-before: always; }
.cover + .lesson { break-before: auto; page-break-before: auto; }
.meta { color: #555; font-size: 9.5pt; }
.advice { border-left: 3pt solid #888; padding-left: 6pt; }
.intro { margin: 3mm 0 4mm; padding: 2mm 3mm; background: #f4f1ea; border-radius: 1.5mm; }
.exercise { margin: 0 0 5mm; padding-top: 3mm; border-top: 0.3mm solid #bbb; break-inside: avoid; page-break-inside: avoid; }
.kind { font-weight: normal; color: #555; font-size: 9.5pt; }
.row { display: flex; gap: 5mm; align-items: flex-start; }
.row .text { flex: 1; min-width: 0; }
.row.stack { flex-direction: column; gap: 2mm; }
.row.stack .text { width: 100%; }
figure.board { margin: 0; width: 68mm; flex: none; text-align: center; }
figure.board svg { width: 100%; height: auto; display: block; }
figure.board figcaption { font-size: 9pt; color: #333; }
.boards { display: flex; gap: 4mm; flex-wrap: wrap; }
.step { margin-top: 3mm; break-inside: avoid; page-break-inside: avoid; }
.step figure.board { width: 58mm; }
.prompt { font-weight: bold; }
.moves { font-family: monospace; }
ol.options { margin: 1mm 0 2mm; padding-left: 6mm; }
ol.options li { margin-bottom: 1mm; }
.box { display: inline-block; width: 3.2mm; height: 3.2mm; border: 0.3mm solid #222; vertical-align: -0.4mm; margin-right: 1.2mm; }
.choices span.pick { margin-right: 5mm; white-space: nowrap; }
.write { border-bottom: 0.3mm solid #888; min-height: 6mm; margin: 2mm 0; color: #555; }
table.lines { border-collapse: collapse; margin: 1mm 0 2mm; font-size: 9.5pt; }
table.lines td { padding: 0.8mm 2mm 0.8mm 0; }
.self-check { border-left: 1mm solid #8a8a8a; padding-left: 2mm; color: #222; font-size: 9.5pt; }
.label { font-weight: bold; }
.skipped { color: #a00; }
.answers { break-before: page; page-break-before: always; }
.answers .answer { break-inside: avoid; page-break-inside: avoid; margin-bottom: 2.5mm; }
.answers ul { margin: 0.5mm 0 1mm; padding-left: 5mm; }
.answers .explanation, .answers .hints, .answers .why { font-size: 9.5pt; color: #333; }
.answers ol.why { margin: 0.5mm 0 1mm; padding-left: 5mm; }
.name-line { margin: 3mm 0 0; }
.name-line span { display: inline-block; min-width: 62mm; border-bottom: 0.3mm solid #888; margin-right: 6mm; }
@media screen { body { padding: 8mm; } .lesson { margin-top: 10mm; border-top: 1mm solid #ddd; padding-top: 5mm; } }
"#;

/// One page being written: the output, the language and the localizer.
pub(super) struct Page<'a> {
    pub(super) out: String,
    l10n: &'a Localizer,
    lang: String,
    options: Options,
    skipped: Vec<Skipped>,
}

impl Page<'_> {
    pub(super) fn fmt(&self, m: &Message) -> String {
        escape(&self.l10n.format(m)).into_owned()
    }

    pub(super) fn tr(&self, id: &'static str) -> String {
        self.fmt(&Message::new(id))
    }

    pub(super) fn text(&self, t: &Text) -> String {
        escape(t.get(&self.lang)).into_owned()
    }

    /// A text as paragraphs, one per line of the source.
    fn paragraphs(&mut self, t: &Text, class: &str) {
        for line in t.get(&self.lang).lines().filter(|l| !l.trim().is_empty()) {
            let _ = write!(self.out, r#"<p class="{class}">{}</p>"#, escape(line));
        }
    }

    fn figure(&mut self, f: &Figure) {
        let title = self
            .l10n
            .format(&Message::new("handout-board-title").arg("fen", f.position.fen()));
        let board = svg::board(
            f.position.board(),
            &f.marks,
            self.options.style,
            &title,
            &f.position.fen(),
        );
        let turn = f.turn.then(|| {
            self.fmt(
                &Message::new("status-turn").arg_msg("side", rules_text::side(f.position.turn())),
            )
        });
        let caption = match (&f.caption, turn) {
            (Some(c), Some(turn)) => format!("{} {turn}", self.fmt(c)),
            (Some(c), None) => self.fmt(c),
            (None, Some(turn)) => turn,
            (None, None) => String::new(),
        };
        let _ = write!(
            self.out,
            r#"<figure class="board">{board}<figcaption>{caption}</figcaption></figure>"#
        );
    }
}

/// The handout of `lessons` (see [`super::handout`]).
pub(crate) fn render(lessons: &[&CheckedLesson], l10n: &Localizer, options: Options) -> Handout {
    let mut page = Page {
        out: String::with_capacity(64 * 1024 * lessons.len().max(1)),
        l10n,
        lang: l10n.lang().to_string(),
        options,
        skipped: Vec::new(),
    };
    let title = page.tr("handout-title");
    let _ = write!(
        page.out,
        r#"<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" lang="{}"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>{title}</title><style>{CSS}</style></head><body>"#,
        escape(&page.lang)
    );
    let copy = options.copy;
    // Each exercise as the catalog read it; the answer page uses the same reading. One whose
    // key the engine refutes is left out as one that cannot be read: its answer would be the
    // engine's printed as the author's.
    let checked: Vec<Vec<Result<&CheckedExercise, Message>>> = lessons
        .iter()
        .map(|lesson| {
            lesson
                .checked
                .iter()
                .map(|x| match x {
                    Ok(x) => x.refuted.first().map_or(Ok(x), |r| Err(r.message())),
                    Err(e) => Err(e.message()),
                })
                .collect()
        })
        .collect();
    let printed = checked.iter().flatten().filter(|x| x.is_ok()).count();
    cover(&mut page, lessons, printed, &title);
    for (n, (lesson, exercises)) in lessons.iter().zip(&checked).enumerate() {
        lesson_page(&mut page, n + 1, lesson, exercises);
    }
    if copy == HandoutCopy::Teacher {
        answers(&mut page, lessons, &checked);
    }
    page.out.push_str("</body></html>\n");
    Handout {
        html: page.out,
        skipped: page.skipped,
        printed,
    }
}

/// The title and what the handout holds: `exercises` counts the exercises printed.
fn cover(page: &mut Page, lessons: &[&CheckedLesson], exercises: usize, title: &str) {
    let copy = page.options.copy;
    let summary = page.fmt(
        &Message::new(match copy {
            HandoutCopy::Student => "handout-summary-student",
            HandoutCopy::Teacher => "handout-summary",
        })
        .arg_num("lessons", lessons.len())
        .arg_num("exercises", exercises),
    );
    let _ = write!(
        page.out,
        r#"<header class="cover"><h1>{title}</h1><p class="meta">{summary}</p>"#
    );
    if copy == HandoutCopy::Student {
        // Where the learner writes their name and the date.
        let name = page.tr("handout-name");
        let date = page.tr("handout-date");
        let _ = write!(
            page.out,
            r#"<p class="name-line">{name} <span></span>{date} <span></span></p>"#
        );
    }
    page.out.push_str("<ol>");
    for lesson in lessons {
        let t = page.text(&lesson.title);
        let _ = write!(page.out, "<li>{t}</li>");
    }
    page.out.push_str("</ol></header>");
}

fn lesson_page(
    page: &mut Page,
    number: usize,
    checked_lesson: &CheckedLesson,
    exercises: &[Result<&CheckedExercise, Message>],
) {
    let lesson: &Lesson = checked_lesson;
    let title = page.text(&lesson.title);
    let phase = page.fmt(&Message::new(format!("lesson-phase-{}", lesson.phase.id())));
    let rules = lesson
        .rules
        .parse()
        .map(|r| page.fmt(&rules_text::rules_name(r)))
        .unwrap_or_else(|_| escape(&lesson.rules).into_owned());
    let _ = write!(
        page.out,
        r#"<section class="lesson"><h2>{number}. {title}</h2><p class="meta">{phase} · {rules}</p>"#
    );
    // Advice is never printed as if it were a rule (the source keeps them apart).
    if lesson.nature.is_advice() {
        let tag = page.fmt(&Message::new("lesson-advice-tag"));
        let note = page.fmt(&Message::new("lesson-advice-note"));
        let _ = write!(
            page.out,
            r#"<p class="advice"><strong>{tag}</strong> {note}</p>"#
        );
    }
    page.out.push_str(r#"<div class="intro">"#);
    intro(page, checked_lesson);
    page.out.push_str("</div>");
    for (i, (raw, checked)) in lesson.exercises.iter().zip(exercises).enumerate() {
        let label = page
            .fmt(&Message::new("handout-exercise").arg("number", format!("{number}.{}", i + 1)));
        let kind = page.fmt(&Message::new(raw.task.kind().message_id()));
        let _ = write!(
            page.out,
            r#"<article class="exercise"><h3>{label} <span class="kind">{kind}</span></h3>"#
        );
        match checked {
            Ok(ex) => exercise(page, lesson, ex),
            Err(problem) => {
                let text =
                    page.fmt(&Message::new("handout-skipped").arg_msg("detail", problem.clone()));
                let _ = write!(page.out, r#"<p class="skipped">{text}</p>"#);
                page.skipped.push(Skipped {
                    lesson: lesson.id.clone(),
                    exercise: raw.id.clone(),
                    problem: problem.clone(),
                });
            }
        }
        page.out.push_str("</article>");
    }
    page.out.push_str("</section>");
}

/// The introduction: each step's text, beside its board when it has one.
fn intro(page: &mut Page, lesson: &CheckedLesson) {
    for (step, board) in lesson.intro.steps().iter().zip(&lesson.intro_boards) {
        let Some(board) = board else {
            page.paragraphs(&step.text, "intro-text");
            continue;
        };
        let figure = Figure {
            position: &board.position,
            marks: svg::Marks {
                targets: board.marks.clone(),
                arrows: board
                    .last_move
                    .map(|mv| svg::Arrow { mv, label: None })
                    .into_iter()
                    .collect(),
                ..svg::Marks::default()
            },
            caption: None,
            turn: true,
        };
        page.out.push_str(r#"<div class="step row">"#);
        page.figure(&figure);
        page.out.push_str(r#"<div class="text">"#);
        page.paragraphs(&step.text, "intro-text");
        page.out.push_str("</div></div>");
    }
}

fn exercise(page: &mut Page, lesson: &Lesson, ex: &CheckedExercise) {
    let figs = figures(ex);
    let has_row = !figs.is_empty();
    if has_row {
        // Two boards (a `lines` exercise's before and after) leave the text beside them too
        // narrow (about 37 mm, a line's label on three lines): the text goes under them.
        page.out.push_str(if figs.len() > 1 {
            r#"<div class="row stack"><div class="boards">"#
        } else {
            r#"<div class="row"><div class="boards">"#
        });
        for f in &figs {
            page.figure(f);
        }
        page.out.push_str(r#"</div><div class="text">"#);
    }
    if ex.raw.rules.as_deref().is_some_and(|r| r != lesson.rules) {
        let rules = page.fmt(&rules_text::rules_name(ex.rules));
        let _ = write!(page.out, r#"<p class="meta">{rules}</p>"#);
    }
    page.paragraphs(&ex.raw.prompt, "prompt");
    match (&ex.raw.task, &ex.task) {
        (Task::Replay { played, .. }, CheckedTask::Replay { steps }) => {
            let moves: Vec<String> = played
                .iter()
                .enumerate()
                .map(|(i, m)| format!("{}. {}", i + 1, escape(m)))
                .collect();
            let label = page.tr("handout-moves");
            let _ = write!(
                page.out,
                r#"<p><span class="label">{label}</span> <span class="moves">{}</span></p>"#,
                moves.join("  ")
            );
            for (k, step) in steps.iter().enumerate() {
                let head = page.fmt(
                    &Message::new("ex-step")
                        .arg_num("step", k + 1)
                        .arg_num("count", steps.len()),
                );
                page.out.push_str(r#"<div class="step row">"#);
                page.figure(&step_figure(ex, step));
                let _ = write!(page.out, r#"<div class="text"><h4>{head}</h4>"#);
                page.paragraphs(&step.prompt, "prompt");
                inputs(page, &step.task);
                page.out.push_str("</div></div>");
            }
        }
        // The self-check is on the answer page (the teacher's copy): it often states the
        // answer ("… rule out e8 and e10"), as the trainer knows in hiding it until answered.
        (_, task) => inputs(page, task),
    }
    if has_row {
        page.out.push_str("</div></div>");
    }
}

fn self_check(page: &mut Page, ex: &CheckedExercise) {
    let label = page.tr("ex-self-check");
    let text = page.text(&ex.raw.self_check);
    let _ = write!(
        page.out,
        r#"<p class="self-check"><span class="label">{label}</span> {text}</p>"#
    );
}

pub(super) fn pick(page: &Page, ids: &[&'static str]) -> String {
    ids.iter()
        .map(|id| {
            format!(
                r#"<span class="pick"><span class="box"></span>{}</span>"#,
                page.tr(id)
            )
        })
        .collect()
}

fn answers(
    page: &mut Page,
    lessons: &[&CheckedLesson],
    checked: &[Vec<Result<&CheckedExercise, Message>>],
) {
    let head = page.tr("handout-answers");
    let _ = write!(page.out, r#"<section class="answers"><h2>{head}</h2>"#);
    for (n, (lesson, exercises)) in lessons.iter().zip(checked).enumerate() {
        let title = page.text(&lesson.title);
        let _ = write!(page.out, "<h3>{}. {title}</h3>", n + 1);
        for (i, ex) in exercises.iter().enumerate() {
            let Ok(ex) = ex else { continue };
            let label = page.fmt(
                &Message::new("handout-exercise").arg("number", format!("{}.{}", n + 1, i + 1)),
            );
            let _ = write!(page.out, r#"<div class="answer"><h4>{label}</h4><ul>"#);
            let lines: Vec<String> = match &ex.task {
                CheckedTask::Replay { steps } => steps
                    .iter()
                    .enumerate()
                    .flat_map(|(k, s)| {
                        let step = page.fmt(
                            &Message::new("ex-step")
                                .arg_num("step", k + 1)
                                .arg_num("count", steps.len()),
                        );
                        answer::answer(&s.task, Some(&s.position))
                            .iter()
                            .map(|m| format!("{step} — {}", page.fmt(m)))
                            .collect::<Vec<_>>()
                    })
                    .collect(),
                task => answer::answer(task, ex.position())
                    .iter()
                    .map(|m| page.fmt(m))
                    .collect(),
            };
            for l in lines {
                let _ = write!(page.out, "<li>{l}</li>");
            }
            page.out.push_str("</ul>");
            option_whys(page, &ex.raw.task);
            option_claims(page, ex);
            self_check(page, ex);
            for (k, hint) in ex.raw.hints.iter().enumerate() {
                let label = page.fmt(&Message::new("ex-hint").arg_num("n", k + 1));
                // A fullwidth colon (Chinese) carries its own space.
                let sep = if label.ends_with('\u{FF1A}') { "" } else { " " };
                let t = page.text(hint);
                let _ = write!(
                    page.out,
                    r#"<p class="hints"><span class="label">{label}</span>{sep}{t}</p>"#
                );
            }
            let label = page.tr("ex-explanation");
            let t = page.text(&ex.raw.explanation);
            let _ = write!(
                page.out,
                r#"<p class="explanation"><span class="label">{label}</span> {t}</p></div>"#
            );
        }
    }
    page.out.push_str("</section>");
}

/// Each engine-claim option in the engine's own words (`lesson::trust`), so the teacher
/// sees beside the option's text what the program will mark right.
fn option_claims(page: &mut Page, ex: &CheckedExercise) {
    let mut notes = Vec::new();
    let tasks: Vec<&CheckedTask> = match &ex.task {
        CheckedTask::Replay { steps } => steps.iter().map(|s| &s.task).collect(),
        t => vec![t],
    };
    for task in tasks {
        if let CheckedTask::Choice { options } = task {
            for (j, o) in options.iter().enumerate() {
                if let Some(m) = crate::lesson::trust::option_note(j + 1, o) {
                    notes.push(page.fmt(&m));
                }
            }
        }
    }
    if notes.is_empty() {
        return;
    }
    page.out.push_str(r#"<ul class="claims">"#);
    for n in notes {
        let _ = write!(page.out, "<li>{n}</li>");
    }
    page.out.push_str("</ul>");
}

/// Why each option of a choice is right or wrong, as the trainer shows after an answer:
/// numbered as the options are on the question page.
fn option_whys(page: &mut Page, task: &Task) {
    let Task::Choice { options } = task else {
        return;
    };
    if options.iter().all(|o| o.why.is_none()) {
        return;
    }
    let label = page.tr("handout-why");
    let _ = write!(
        page.out,
        r#"<p class="why"><span class="label">{label}</span></p><ol class="why">"#
    );
    for o in options {
        let why = o.why.as_ref().map(|w| page.text(w)).unwrap_or_default();
        let _ = write!(page.out, "<li>{why}</li>");
    }
    page.out.push_str("</ol>");
}
