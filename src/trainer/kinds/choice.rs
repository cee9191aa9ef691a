//! `choice`, trainer side: the options chosen read, checked, and shown.

use crate::i18n::Message;
use crate::lesson::checked::CheckedOption;
use crate::lesson::evidence;
use crate::lesson::statement;
use crate::trainer::answer::is_none_word;
use crate::trainer::answer::{Answer, AnswerError};
use crate::trainer::check::CheckError;
use crate::trainer::check::Outcome;
use crate::trainer::feedback::{FeedbackItem, Tone};

pub(super) fn parse(w: &[&str], count: usize) -> Result<Answer, AnswerError> {
    let mut chosen = Vec::new();
    for x in w.iter().filter(|x| !is_none_word(x)) {
        let n: usize = x.parse().map_err(|_| AnswerError::Option {
            text: x.to_string(),
            count,
        })?;
        if n == 0 || n > count {
            return Err(AnswerError::Option {
                text: x.to_string(),
                count,
            });
        }
        if !chosen.contains(&(n - 1)) {
            chosen.push(n - 1);
        }
    }
    chosen.sort_unstable();
    Ok(Answer::Choice(chosen))
}

pub(super) fn solution(options: &[CheckedOption]) -> Answer {
    Answer::Choice(
        options
            .iter()
            .enumerate()
            .filter(|(_, o)| o.truth)
            .map(|(i, _)| i)
            .collect(),
    )
}

pub(super) fn check(
    options: &[CheckedOption],
    chosen: &[usize],
) -> Result<(Outcome, Vec<FeedbackItem>), CheckError> {
    if let Some(&bad) = chosen.iter().find(|&&i| i >= options.len()) {
        return Err(CheckError::OutOfRange {
            index: bad,
            count: options.len(),
        });
    }
    let truths: Vec<bool> = options.iter().map(|o| o.truth).collect();
    let evidences: Vec<Option<&statement::Evidence>> =
        options.iter().map(|o| o.evidence.as_ref()).collect();
    let mut items = Vec::new();
    // An option's evidence and note; for an option the learner missed they are part of what
    // was missed (`Tone::Missed`), which the screen keeps back until the second miss.
    let explain = |items: &mut Vec<FeedbackItem>, i: usize, tone: Tone| {
        if let Some(ev) = evidences[i] {
            let mut item =
                FeedbackItem::new(tone, evidence::message(ev)).squares(evidence::squares(ev));
            if let statement::Evidence::Illegal(m, r) = ev
                && tone == Tone::Info
            {
                item = item.reason(r.id()).about_move(*m);
            }
            items.push(item);
        }
        if let Some(why) = &options[i].why {
            let mut item =
                FeedbackItem::new(tone, Message::new("fb-choice-why").arg_num("option", i + 1));
            item.author = Some(why.clone());
            items.push(item);
        }
    };
    for i in 0..options.len() {
        let picked = chosen.contains(&i);
        let (tone, id) = match (picked, truths[i]) {
            (true, false) => (Tone::Wrong, "fb-choice-wrong"),
            (false, true) => (Tone::Missed, "fb-choice-missed"),
            _ => continue,
        };
        let mut item = FeedbackItem::new(tone, Message::new(id).arg_num("option", i + 1));
        if let Some(statement::Evidence::Illegal(m, r)) = evidences[i] {
            item = item.reason(r.id()).about_move(*m).squares(r.squares());
        }
        items.push(item);
        let detail = if tone == Tone::Missed {
            Tone::Missed
        } else {
            Tone::Info
        };
        explain(&mut items, i, detail);
    }
    let correct = items.is_empty();
    if correct {
        let right: Vec<String> = (0..options.len())
            .filter(|&i| truths[i])
            .map(|i| (i + 1).to_string())
            .collect();
        items.push(FeedbackItem::new(
            Tone::Right,
            Message::new("fb-choice-right")
                .arg_num("count", right.len())
                .arg("options", right.join(", ")),
        ));
        for i in (0..options.len()).filter(|&i| truths[i]) {
            explain(&mut items, i, Tone::Info);
        }
    }
    Ok((Outcome::right_if(correct), items))
}
