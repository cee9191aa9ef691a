//! The lint's play checks (see the module root for the passes).

use super::*;

impl Linter<'_> {
    pub(super) fn play(
        &mut self,
        goal: &crate::lesson::model::Goal,
        answer: Option<&[String]>,
        ctx: &Ctx,
        base: &[Seg],
    ) {
        let at = |more: &[Seg]| with(base, more);
        let gpath = at(&segs!["goal"]);
        let conditions = match goal::parse(goal) {
            Ok(c) => c,
            Err(errors) => {
                for e in errors {
                    match &e {
                        GoalError::Square { field, .. } => self.problem(
                            &with(&gpath, &[Seg::Key((*field).into())]),
                            true,
                            ExerciseError::Goal(e),
                        ),
                        GoalError::Piece(_) => self.problem(
                            &with(&gpath, &segs!["capture_piece"]),
                            true,
                            ExerciseError::Goal(e),
                        ),
                        GoalError::Move(_) => self.problem(
                            &with(&gpath, &segs!["one_of"]),
                            true,
                            ExerciseError::Goal(e),
                        ),
                        GoalError::Empty => self.problem(&gpath, false, ExerciseError::Goal(e)),
                    }
                }
                return;
            }
        };
        let moves: Vec<Option<Move>> = answer
            .unwrap_or_default()
            .iter()
            .enumerate()
            .map(|(k, m)| self.mv(m, &at(&segs!["answer", k])))
            .collect();
        let Some(pos) = ctx.pos else { return };
        // Conditions that cannot make sense in this position.
        let mut sound = true;
        for c in &conditions {
            let field = with(&gpath, &[Seg::Key(c.field().into())]);
            let problem = match c {
                Condition::EndBikjang if !pos.kings_facing() => {
                    Some(Message::new("lint-goal-no-bikjang"))
                }
                Condition::EscapeCheck if !pos.is_check() => {
                    Some(Message::new("lint-goal-no-check"))
                }
                Condition::OpenLine(s) | Condition::CloseLine(s)
                    if pos
                        .board()
                        .get(*s)
                        .is_none_or(|p| p.role != crate::rules::Role::Cannon) =>
                {
                    Some(Message::new("lint-goal-no-cannon").arg("square", s.to_string()))
                }
                Condition::From(s) if pos.board().get(*s).is_none_or(|p| p.color != pos.turn()) => {
                    Some(
                        Message::new("lint-goal-from")
                            .arg("square", s.to_string())
                            .arg_msg("side", rules_text::side(pos.turn())),
                    )
                }
                _ => None,
            };
            if let Some(p) = problem {
                sound = false;
                self.error(&field, p);
            }
        }
        if sound && goal::reaching_moves(&conditions, pos).is_empty() {
            self.error(&gpath, Message::new("lint-goal-unreachable"));
        }
        for (k, m) in moves.into_iter().enumerate() {
            let Some(m) = m else { continue };
            let path = at(&segs!["answer", k]);
            match goal::unmet(&conditions, pos, m) {
                Err(r) => self.error(
                    &path,
                    Message::new("lint-play-illegal")
                        .arg("move", m.to_string())
                        .arg_msg("reason", rules_text::reason(&r)),
                ),
                Ok(unmet) => {
                    if let Some(c) = unmet.first() {
                        self.error(
                            &path,
                            Message::new("lint-play-misses")
                                .arg("move", m.to_string())
                                .arg_msg("goal", c.message()),
                        );
                    }
                }
            }
        }
    }
}
