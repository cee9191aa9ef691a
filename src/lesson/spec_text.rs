//! A lesson or FAQ position that cannot be built, as translatable messages (one per
//! problem). Shared by the FAQ and the answer checker; the lint words these problems with
//! their place in the file instead.

use super::position::{DiagramProblem, SpecError};
use crate::i18n::{Message, rules_text};

/// A position that cannot be built: one message per problem.
pub(crate) fn spec_error(e: &SpecError) -> Vec<Message> {
    let one = |m: Message| vec![m];
    match e {
        SpecError::Missing => one(Message::new("spec-missing")),
        SpecError::Fen(f) => {
            one(Message::new("spec-fen").arg_msg("detail", rules_text::fen_error(f)))
        }
        SpecError::Diagram { line, detail } => one(match detail {
            DiagramProblem::Lines(n) => Message::new("spec-diagram-lines").arg_num("count", *n),
            DiagramProblem::Width(n) => Message::new("spec-diagram-width")
                .arg_num("line", *line)
                .arg_num("count", *n),
            DiagramProblem::Char(c) => Message::new("spec-diagram-char")
                .arg_num("line", *line)
                .arg("char", c.to_string()),
        }),
        SpecError::Turn(t) => one(Message::new("spec-turn").arg("turn", t.clone())),
        SpecError::Disagree { square: Some(s) } => {
            one(Message::new("spec-disagree-square").arg("square", s.clone()))
        }
        SpecError::Disagree { square: None } => one(Message::new("spec-disagree-turn")),
        SpecError::Setup(inv) => inv
            .0
            .iter()
            .map(|p| Message::new("spec-setup").arg_msg("detail", rules_text::position_error(p)))
            .collect(),
        SpecError::MoveNotation { index, text } => one(Message::new("spec-move-notation")
            .arg_num("index", index + 1)
            .arg("move", text.clone())),
        SpecError::MoveIllegal {
            index,
            text,
            reason,
        } => one(Message::new("spec-move-illegal")
            .arg_num("index", index + 1)
            .arg("move", text.clone())
            .arg_msg("reason", rules_text::reason(reason))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Localizer;
    use crate::lesson::model::PositionSpec;
    use crate::lesson::position::build;
    use crate::rules::RuleSet;

    #[test]
    fn every_problem_is_worded_in_every_language() {
        let specs = [
            PositionSpec::default(),
            PositionSpec {
                fen: Some("9/9".into()),
                ..Default::default()
            },
            PositionSpec {
                diagram: Some("k........\n".repeat(9)),
                ..Default::default()
            },
            PositionSpec {
                fen: Some(crate::rules::START_FEN.into()),
                turn: Some("han".into()),
                ..Default::default()
            },
            PositionSpec {
                fen: Some("4k4/9/9/9/9/9/9/9/3KK4/9 w".into()),
                ..Default::default()
            },
            PositionSpec {
                fen: Some(crate::rules::START_FEN.into()),
                moves: vec!["b1d2".into()],
                ..Default::default()
            },
            PositionSpec {
                fen: Some(crate::rules::START_FEN.into()),
                moves: vec!["zz".into()],
                ..Default::default()
            },
        ];
        let l10n = Localizer::new();
        for spec in specs {
            let e = build(&spec, RuleSet::Basic).unwrap_err();
            let messages = spec_error(&e);
            assert!(!messages.is_empty(), "{e}");
            for lang in ["en", "zh", "ko"] {
                for m in &messages {
                    let text = l10n.format_strict(lang, m);
                    assert!(text.is_ok(), "{lang} {e}: {text:?}");
                }
            }
        }
    }
}
