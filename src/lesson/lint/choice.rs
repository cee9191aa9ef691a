//! The lint's choice checks (see the module root for the passes): the reasons its claims
//! can carry, and a warning when no option is right.

use super::*;

impl Linter<'_> {
    pub(super) fn choice(&mut self, options: &[ChoiceOption], ctx: &Ctx, base: &[Seg]) {
        if options.is_empty() {
            return;
        }
        let mut right = 0;
        let mut known = true;
        for opt in options {
            let truth = match (&opt.claim, opt.correct) {
                (None, None) => {
                    known = false;
                    continue;
                }
                (None, Some(c)) => Some(c),
                (Some(claim), _) => {
                    if statement::validate(claim).is_err() {
                        known = false;
                        self.reasons.unknown();
                        continue;
                    }
                    match ctx.pos.map(|pos| statement::evaluate(claim, pos)) {
                        None => {
                            known = false;
                            self.reasons.unknown();
                            None
                        }
                        Some(Ok(v)) => {
                            self.reasons_evidence(&v.evidence);
                            Some(v.holds)
                        }
                        Some(Err(_)) => {
                            self.reasons.unknown();
                            None
                        }
                    }
                }
            };
            right += usize::from(truth == Some(true));
        }
        if known && right == 0 {
            self.warn(
                &with(base, &segs!["options"]),
                Message::new("lint-choice-none-right"),
            );
        }
    }
}
