//! The lint's side of the per-kind warnings: each kind says what to warn about in
//! `lesson::kinds::<kind>::lint`; the lint places the warnings at `file:line:col` and keeps
//! the reasons each exercise's mistakes can carry (`reasons.rs`). Every error is the checked
//! model's (`lesson::kinds`).

use super::*;
use crate::lesson::kinds::Warn;

impl Warn for Linter<'_> {
    fn warn(&mut self, path: &[Seg], m: Message) {
        Linter::warn(self, path, m);
    }

    fn warn_value(&mut self, path: &[Seg], m: Message) {
        self.warn_v(path, m);
    }

    fn repeated(&mut self, items: &[String], path: &[Seg]) {
        Linter::repeated(self, items, path);
    }

    fn no_answer(&mut self, base: &[Seg]) {
        Linter::no_answer(self, base);
    }

    fn reason(&mut self, id: &'static str) {
        self.reasons.add(id);
    }

    fn reasons_unknown(&mut self) {
        self.reasons.unknown();
    }

    fn reasons_from(&mut self, pos: &Position, from: Square) {
        if !self.reasons.wanted {
            return;
        }
        for to in Square::all() {
            if let Err(r) = pos.explain(Move::new(from, to)) {
                self.reasons.add(r.id());
            }
        }
    }

    fn reasons_any_move(&mut self, pos: &Position) {
        if !self.reasons.wanted {
            return;
        }
        for from in Square::all() {
            Warn::reasons_from(self, pos, from);
        }
    }
}
