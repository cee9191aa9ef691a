//! The lint's own checks of tasks: warnings only (an answer key left out or naming a point
//! twice, a piece of the side not to move, replay steps out of order, a choice with no right
//! option) and the reasons each task's mistakes can carry (`reasons.rs`). Every error is the
//! checked model's (`lesson::kinds`).

use super::*;

impl Linter<'_> {
    pub(super) fn task(&mut self, task: &Task, ctx: &Ctx, base: &[Seg]) {
        let at = |more: &[Seg]| with(base, more);
        match task {
            Task::Destinations { square, answer } => {
                match answer {
                    Some(points) => self.repeated(points, &at(&segs!["answer"])),
                    None => self.no_answer(base),
                }
                let (Some(pos), Ok(from)) = (ctx.pos, square.parse::<Square>()) else {
                    self.reasons.unknown();
                    return;
                };
                self.reasons_from(pos, from);
                let Some(piece) = pos.board().get(from) else {
                    return;
                };
                if piece.color != pos.turn() {
                    self.warn_v(
                        &at(&segs!["square"]),
                        Message::new("lint-not-to-move")
                            .arg("square", from.to_string())
                            .arg_msg("side", rules_text::side(piece.color)),
                    );
                }
            }
            Task::Judge { mv, answer } => {
                // The learner picks the reason from the question's short list (`lesson::why`).
                match (ctx.pos, mv.parse::<Move>()) {
                    (Some(pos), Ok(m)) => {
                        crate::lesson::why::choices(pos, m, ctx.feedback)
                            .unwrap_or_default()
                            .into_iter()
                            .for_each(|r| self.reasons.add(r));
                        // Reported by the checked model; not again as feedback that can
                        // never show.
                        for (id, _) in judge::refuted_reasons(pos, m, ctx.feedback) {
                            self.reasons.add(id);
                        }
                    }
                    _ => self.reasons.unknown(),
                }
                if answer.is_none() {
                    self.no_answer(base);
                }
            }
            Task::Play { answer, .. } => {
                match answer {
                    Some(moves) => self.repeated(moves, &at(&segs!["answer"])),
                    None => self.no_answer(base),
                }
                match ctx.pos {
                    Some(pos) => self.reasons_any_move(pos),
                    None => self.reasons.unknown(),
                }
            }
            Task::Choice { options } => self.choice(options, ctx, base),
            Task::Lines { played, answer } => {
                match answer {
                    Some(a) => {
                        for (field, list) in [("opened", &a.opened), ("closed", &a.closed)] {
                            self.repeated(
                                list,
                                &at(&[Seg::Key("answer".into()), Seg::Key(field.into())]),
                            );
                        }
                    }
                    None => self.no_answer(base),
                }
                // Unknown unless the line changes below are worked out.
                let known = self.reasons.known.take();
                if played.is_empty() {
                    return;
                }
                let Some(pos) = ctx.pos else { return };
                let Ok(seq) = lines::play_sequence(pos, played) else {
                    return;
                };
                let (Some(first), Some(last)) = (seq.first(), seq.last()) else {
                    return;
                };
                self.reasons.known = known;
                for c in &lines::changes(first, last) {
                    self.reasons.add(lines::cause_reason(c.cause));
                }
            }
            Task::Replay { played, steps } => {
                if ctx.nested {
                    return;
                }
                if steps.is_empty() {
                    self.warn(&at(&segs!["steps"]), Message::new("lint-replay-no-steps"));
                }
                let seq = ctx
                    .pos
                    .and_then(|pos| lines::play_sequence(pos, played).ok());
                let mut last_after = 0;
                for (j, step) in steps.iter().enumerate() {
                    let sbase = at(&segs!["steps", j]);
                    if step.after > played.len() {
                        continue;
                    }
                    if step.after < last_after {
                        self.warn_v(
                            &with(&sbase, &segs!["after"]),
                            Message::new("lint-replay-order").arg_num("after", step.after),
                        );
                    }
                    last_after = step.after;
                    let step_pos = seq.as_ref().and_then(|s| s.get(step.after));
                    let sctx = Ctx {
                        pos: step_pos,
                        nested: true,
                        feedback: ctx.feedback,
                    };
                    self.task(&step.task, &sctx, &sbase);
                }
            }
            Task::Claim { claim, answer } => {
                if answer.is_none() {
                    self.no_answer(base);
                }
                let known = self.reasons.known.take();
                if statement::validate(claim).is_err() {
                    return;
                }
                let Some(pos) = ctx.pos else { return };
                let Ok(verdict) = statement::evaluate(claim, pos) else {
                    return;
                };
                self.reasons.known = known;
                self.reasons_evidence(&verdict.evidence);
            }
        }
    }
}
