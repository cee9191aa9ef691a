//! The lint's choice checks (see the module root for the passes).

use super::*;

impl Linter<'_> {
    pub(super) fn choice(&mut self, options: &[ChoiceOption], ctx: &Ctx, base: &[Seg]) {
        let at = |more: &[Seg]| with(base, more);
        if options.is_empty() {
            self.error(&at(&segs!["options"]), Message::new("lint-choice-empty"));
            return;
        }
        let mut right = 0;
        let mut known = true;
        for (j, opt) in options.iter().enumerate() {
            let obase = at(&segs!["options", j]);
            self.text(&opt.text, &with(&obase, &segs!["text"]));
            if let Some(why) = &opt.why {
                self.text(why, &with(&obase, &segs!["why"]));
            }
            let truth = match (&opt.claim, opt.correct) {
                (None, None) => {
                    self.error(&obase, Message::new("lint-choice-no-truth"));
                    known = false;
                    continue;
                }
                (None, Some(c)) => Some(c),
                (Some(claim), given) => {
                    let cpath = with(&obase, &segs!["claim"]);
                    // The engine checks the claim, not the option's text: only `correct`
                    // says what the text means, so the lint can see the two disagree.
                    if given.is_none() {
                        self.error(&cpath, Message::new("lint-choice-claim-needs-correct"));
                    }
                    if !self.statement(claim, &cpath) {
                        known = false;
                        self.reasons.unknown();
                        continue;
                    }
                    match ctx.pos {
                        None => {
                            self.error(&cpath, Message::new("lint-claim-needs-position"));
                            known = false;
                            self.reasons.unknown();
                            None
                        }
                        Some(pos) => match statement::evaluate(claim, pos) {
                            Ok(v) => {
                                self.reasons_evidence(&v.evidence);
                                if let Some(g) = given
                                    && g != v.holds
                                {
                                    self.error_v(
                                        &with(&obase, &segs!["correct"]),
                                        Message::new("lint-choice-contradicts")
                                            .arg("given", g.to_string())
                                            .arg("engine", v.holds.to_string())
                                            .arg_msg("evidence", evidence::message(&v.evidence)),
                                    );
                                }
                                Some(v.holds)
                            }
                            Err(_) => {
                                self.reasons.unknown();
                                None
                            }
                        },
                    }
                }
            };
            right += usize::from(truth == Some(true));
        }
        if known && right == 0 {
            self.warn(
                &at(&segs!["options"]),
                Message::new("lint-choice-none-right"),
            );
        }
    }
}
