//! No key binding is shadowed where the app uses it: in every scope list the app really has
//! (collected from every state `tui_sizes::states` drives to, overlays and input lines
//! included), each key of each active binding does what that binding says, so the key bar and
//! the `?` help never promise a key an earlier scope has taken.

use crate::tests::tui_sizes::states;
use crate::tui::keys::{Scope, active, lookup};
use strum::IntoEnumIterator;

#[test]
fn no_binding_is_shadowed_in_any_state() {
    // The scope lists in use, each with the first state that has it.
    let mut contexts: Vec<(Vec<Scope>, String)> = Vec::new();
    for s in states() {
        // What the keys do now, and what the `?` help explains under an overlay.
        for ctx in [s.app.scopes(), s.app.screen_scopes()] {
            if !contexts.iter().any(|(c, _)| *c == ctx) {
                contexts.push((ctx, format!("{} {}", s.lang, s.what)));
            }
        }
    }
    for (ctx, state) in &contexts {
        for binding in active(ctx) {
            for &key in binding.keys {
                assert_eq!(
                    lookup(key, ctx),
                    Some(binding.action),
                    "{key:?} in {ctx:?} ({state}) is shadowed"
                );
            }
        }
    }
    // The states reach every scope, so no screen is left out of the check.
    for scope in Scope::iter() {
        assert!(
            contexts.iter().any(|(c, _)| c.contains(&scope)),
            "no state has {scope:?}: {contexts:?}"
        );
    }
}
