//! The lint's checks of tasks (see the module root for the passes).

use super::*;

impl Linter<'_> {
    pub(super) fn task(&mut self, task: &Task, ctx: &Ctx, base: &[Seg]) {
        let at = |more: &[Seg]| with(base, more);
        match task {
            Task::Destinations { square, answer } => {
                let from = self.square(square, &at(&segs!["square"]));
                let points: Vec<Option<Square>> = answer
                    .iter()
                    .flatten()
                    .enumerate()
                    .map(|(k, p)| self.square(p, &at(&segs!["answer", k])))
                    .collect();
                match answer {
                    Some(points) => self.repeated(points, &at(&segs!["answer"])),
                    None => self.no_answer(base),
                }
                let (Some(pos), Some(from)) = (ctx.pos, from) else {
                    self.reasons.unknown();
                    return;
                };
                self.reasons_from(pos, from);
                let Some(piece) = pos.board().get(from) else {
                    self.error_v(
                        &at(&segs!["square"]),
                        Message::new("lint-no-piece").arg("square", from.to_string()),
                    );
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
                if answer.is_none() || points.iter().any(Option::is_none) {
                    return;
                }
                let engine = pos.destinations(from);
                let given: Vec<Square> = points.into_iter().flatten().collect();
                for (k, s) in given.iter().enumerate() {
                    if !engine.contains(s) {
                        let why = match pos.explain(Move::new(from, *s)) {
                            Err(r) => rules_text::reason(&r),
                            Ok(()) => Message::new("lint-own-point"),
                        };
                        self.error(
                            &at(&segs!["answer", k]),
                            Message::new("lint-dest-extra")
                                .arg("square", s.to_string())
                                .arg_msg("reason", why),
                        );
                    }
                }
                let missing: Vec<Square> = engine
                    .iter()
                    .copied()
                    .filter(|s| !given.contains(s))
                    .collect();
                if !missing.is_empty() {
                    self.error(
                        &at(&segs!["answer"]),
                        Message::new("lint-dest-missing")
                            .arg_num("count", missing.len())
                            .arg("squares", join(&missing)),
                    );
                }
            }
            Task::Judge { mv, answer } => {
                let m = self.mv(mv, &at(&segs!["move"]));
                // The learner picks the reason from the question's short list (`lesson::why`).
                match (ctx.pos, m) {
                    (Some(pos), Some(m)) => {
                        crate::lesson::why::choices(pos, m, ctx.feedback)
                            .unwrap_or_default()
                            .into_iter()
                            .for_each(|r| self.reasons.add(r));
                        self.judge_reasons(pos, m, ctx.feedback, &at(&segs!["move"]));
                    }
                    _ => self.reasons.unknown(),
                }
                let Some(answer) = answer else {
                    self.no_answer(base);
                    return;
                };
                if let Some(r) = &answer.reason {
                    if !IllegalReason::IDS.contains(&r.as_str()) {
                        self.error_v(
                            &at(&segs!["answer", "reason"]),
                            Message::new("lint-unknown-reason").arg("reason", r.clone()),
                        );
                    } else if answer.legal {
                        self.error_v(
                            &at(&segs!["answer", "reason"]),
                            Message::new("lint-judge-reason-with-legal"),
                        );
                    }
                }
                let (Some(pos), Some(m)) = (ctx.pos, m) else {
                    return;
                };
                match (pos.explain(m), answer.legal) {
                    (Ok(()), false) => self.error_v(
                        &at(&segs!["answer", "legal"]),
                        Message::new("lint-judge-legal").arg("move", m.to_string()),
                    ),
                    (Err(r), true) => self.error_v(
                        &at(&segs!["answer", "legal"]),
                        Message::new("lint-judge-illegal")
                            .arg("move", m.to_string())
                            .arg_msg("reason", rules_text::reason(&r)),
                    ),
                    (Err(r), false) => {
                        if let Some(given) = &answer.reason
                            && given != r.id()
                            && IllegalReason::IDS.contains(&given.as_str())
                        {
                            self.error_v(
                                &at(&segs!["answer", "reason"]),
                                Message::new("lint-judge-reason")
                                    .arg("given", given.clone())
                                    .arg("actual", r.id())
                                    .arg_msg("reason", rules_text::reason(&r)),
                            );
                        }
                    }
                    (Ok(()), true) => {}
                }
            }
            Task::Play { goal, answer } => {
                match answer {
                    Some(moves) => self.repeated(moves, &at(&segs!["answer"])),
                    None => self.no_answer(base),
                }
                match ctx.pos {
                    Some(pos) => self.reasons_any_move(pos),
                    None => self.reasons.unknown(),
                }
                self.play(goal, answer.as_deref(), ctx, base)
            }
            Task::Choice { options } => self.choice(options, ctx, base),
            Task::Lines { played, answer } => {
                let mut ids: Vec<(&'static str, Vec<LineId>, bool)> = Vec::new();
                if answer.is_none() {
                    self.no_answer(base);
                }
                if let Some(a) = answer {
                    for (field, list) in [("opened", &a.opened), ("closed", &a.closed)] {
                        self.repeated(
                            list,
                            &at(&[Seg::Key("answer".into()), Seg::Key(field.into())]),
                        );
                        let mut parsed = Vec::new();
                        let mut ok = true;
                        for (k, text) in list.iter().enumerate() {
                            match text.parse::<LineId>() {
                                Ok(id) => parsed.push(id),
                                Err(_) => {
                                    ok = false;
                                    self.error_v(
                                        &at(&[
                                            Seg::Key("answer".into()),
                                            Seg::Key(field.into()),
                                            Seg::Index(k),
                                        ]),
                                        Message::new("lint-bad-line").arg("line", text.clone()),
                                    );
                                }
                            }
                        }
                        ids.push((field, parsed, ok));
                    }
                }
                // Unknown unless the line changes below are worked out.
                let known = self.reasons.known.take();
                if played.is_empty() {
                    self.error(&at(&segs!["moves"]), Message::new("lint-lines-no-moves"));
                    return;
                }
                let Some(pos) = ctx.pos else { return };
                let Some(seq) = self.sequence(pos, played, &at(&segs!["moves"])) else {
                    return;
                };
                let (Some(first), Some(last)) = (seq.first(), seq.last()) else {
                    return;
                };
                let changes = lines::changes(first, last);
                self.reasons.known = known;
                for c in &changes {
                    self.reasons.add(lines::cause_reason(c.cause));
                }
                let (opened, closed) = lines::split(&changes);
                for (field, mut given, ok) in ids {
                    if !ok {
                        continue;
                    }
                    for (k, id) in given.iter().enumerate() {
                        if first
                            .board()
                            .get(id.cannon)
                            .is_none_or(|p| p.role != crate::rules::Role::Cannon)
                        {
                            self.error_v(
                                &at(&[
                                    Seg::Key("answer".into()),
                                    Seg::Key(field.into()),
                                    Seg::Index(k),
                                ]),
                                Message::new("lint-line-no-cannon")
                                    .arg("line", id.to_string())
                                    .arg("square", id.cannon.to_string()),
                            );
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
                        self.error(
                            &at(&[Seg::Key("answer".into()), Seg::Key(field.into())]),
                            Message::new(if field == "opened" {
                                "lint-lines-opened"
                            } else {
                                "lint-lines-closed"
                            })
                            .arg("expected", show(engine))
                            .arg("given", show(&given)),
                        );
                    }
                }
            }
            Task::Replay { played, steps } => {
                if ctx.nested {
                    self.problem(&at(&segs!["kind"]), false, ExerciseError::NestedReplay);
                    return;
                }
                if steps.is_empty() {
                    self.warn(&at(&segs!["steps"]), Message::new("lint-replay-no-steps"));
                }
                let seq = match ctx.pos {
                    Some(pos) => self.sequence(pos, played, &at(&segs!["moves"])),
                    None => None,
                };
                let mut last_after = 0;
                for (j, step) in steps.iter().enumerate() {
                    let sbase = at(&segs!["steps", j]);
                    self.text(&step.prompt, &with(&sbase, &segs!["prompt"]));
                    if step.after > played.len() {
                        self.problem(
                            &with(&sbase, &segs!["after"]),
                            true,
                            ExerciseError::StepAfter {
                                after: step.after,
                                moves: played.len(),
                            },
                        );
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
                let path = at(&segs!["claim"]);
                if answer.is_none() {
                    self.no_answer(base);
                }
                let known = self.reasons.known.take();
                if !self.statement(claim, &path) {
                    return;
                }
                let Some(pos) = ctx.pos else { return };
                let Ok(verdict) = statement::evaluate(claim, pos) else {
                    return;
                };
                self.reasons.known = known;
                self.reasons_evidence(&verdict.evidence);
                if let Some(given) = answer
                    && *given != verdict.holds
                {
                    self.error_v(
                        &at(&segs!["answer"]),
                        Message::new("lint-claim-answer")
                            .arg("given", given.to_string())
                            .arg("engine", verdict.holds.to_string())
                            .arg_msg("evidence", evidence::message(&verdict.evidence)),
                    );
                }
            }
        }
    }

    /// Reports a malformed statement at its field; true when it can be evaluated.
    pub(super) fn statement(
        &mut self,
        claim: &crate::lesson::model::Statement,
        path: &[Seg],
    ) -> bool {
        let Err(e) = statement::validate(claim) else {
            return true;
        };
        let field = e.field(claim);
        self.problem(
            &with(path, &[Seg::Key(field.into())]),
            false,
            ExerciseError::Statement(e),
        );
        false
    }
}
