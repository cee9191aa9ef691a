//! Key bindings: one table that both the key handling and the key-hint bar (and the `?` help)
//! are generated from, so what the bar says is what the keys do.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use crate::i18n::{Localizer, Message};
use crate::rules::Role;

/// Everything a key can ask for. The screen in front decides what each means.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Action {
    Quit,
    Back,
    Help,
    NextPanel,
    PrevPanel,
    Up,
    Down,
    Left,
    Right,
    PageUp,
    PageDown,
    Select,
    Cancel,
    // Free board.
    TypeMove,
    EnterFen,
    CycleRules,
    StartPosition,
    Undo,
    // Exercises.
    Submit,
    Hint,
    NextExercise,
    Retry,
    /// Show the engine's answer (no full stars after that).
    ShowAnswer,
    Pick(u8),
    /// Open the lesson's page (its text) over the exercise; back returns to it as it was.
    LessonText,
    /// Open the lesson an answered exercise points to (a personal exercise about material:
    /// the strategy lesson), over the exercise; back returns to it.
    SeeLesson,
    /// Lines and replay: show an earlier / a later position of the move sequence.
    Earlier,
    Later,
    // The play screen (a game against the AI).
    Pass,
    Resign,
    OfferDraw,
    /// A room game: offer to pause the clock, or start a paused clock again.
    PauseClock,
    /// Claim the optional ending the position allows (repetition, the n-move rule).
    Claim,
    NewGame,
    /// A room game: connect again (`r`), or to an address typed anew (`a`).
    Reconnect,
    NewAddress,
    // The board editor.
    /// Put a piece of this kind of the side being placed on the cursor's point.
    Place(Role),
    Remove,
    /// Switch the side the piece keys place.
    SwitchSide,
    /// Switch the side to move.
    ToggleTurn,
    ClearBoard,
    /// Open the free board on the position.
    TryMoves,
    /// Open the export list.
    Export,
    // The games screen.
    First,
    Last,
    GoTo,
    RunReview,
    /// Whose moves the review looks at: both, Cho, Han.
    ReviewSide,
    NextMoment,
    KeepFindings,
    WhatIf,
    OpenPath,
    /// Learn from your mistakes: step through the review's moments, finding a better move.
    LearnMistakes,
    /// Show the better move of the moment shown (kept back until tried or asked for).
    ShowBetter,
    // Confirmation dialogs.
    Yes,
    No,
    /// Copy an error report about the text shown (exercise, FAQ question, rules section).
    Erratum,
}

/// A group of bindings that is active together (`Scope::iter()` lists them all, for the test
/// that every scope is reached and none is shadowed).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, strum::EnumIter)]
pub(crate) enum Scope {
    /// Everywhere (unless a dialog or an input line is open).
    Global,
    /// Cursor and list movement, and paging.
    Move,
    /// Selecting and cancelling (after `Move` wherever a screen has both; an exercise answered
    /// right leaves it out, so that Enter goes on to the next one).
    Nav,
    /// The free board's own commands.
    Free,
    /// The free board under a rule set with passes: `p` passes.
    FreePass,
    /// An exercise not yet answered.
    Exercise,
    /// An exercise with a verdict shown.
    Answered,
    /// An exercise answered right: Enter (or `n`) goes straight on to the next, as `n` does
    /// after any verdict; the answer rows no longer take Enter.
    Solved,
    /// Every exercise, answered or not: `i` opens the lesson's text.
    AnyExercise,
    /// An exercise solved or given up, or a moment of "learn from your mistakes" answered,
    /// that points to a lesson (about material: the strategy lesson): `o` opens it.
    SeeLesson,
    /// An unsolved exercise whose answer is not shown yet: `a` shows it.
    Reveal,
    /// A replay step answered right, more steps to go: `n` is the next step.
    StepDone,
    /// An exercise with a sequence of moves (lines, replay).
    Sequence,
    /// An exercise answered with a move (the move may be typed).
    Play,
    /// A game against the AI in progress.
    Game,
    /// A game in a room of a room server, not ended: `z` pauses or resumes the clock.
    RoomGame,
    /// A game against the AI that has ended.
    GameOver,
    /// A friend's draw offer or takeback request waiting for the other player's answer.
    Offer,
    /// A room game whose connection is down: `r` connects again, `a` to a new address.
    Offline,
    /// The board editor.
    Editor,
    /// The games screen's list of files.
    GameList,
    /// A game record open on the games screen.
    GameRecord,
    /// The review's moments on the games screen (`n`, `s`, `m`): after `GameRecord` until the
    /// review has run, before it once it has, so that the bar at 80 columns shows them then.
    GameMoments,
    /// Learn from your mistakes, a moment asking for a better move (the board takes a move).
    Learn,
    /// Learn from your mistakes, a moment answered (found or shown), or the summary.
    LearnDone,
    /// A yes/no confirmation dialog.
    Confirm,
    /// A text input line (typed move, FEN): other keys type text.
    Input,
    /// The key help overlay.
    HelpOverlay,
    /// The end of a lesson with a next one: Enter starts it.
    LessonEnd,
    /// A lesson's introduction, one step at a time.
    LessonSteps,
    /// The new-game form: Enter starts the game from any row (Space and ←/→ change a value).
    PlayForm,
    /// The first-game page: Enter starts the game shown, Space opens the new-game form with
    /// its choices to change them, Esc goes back.
    FirstGame,
    /// A page whose text may be wrong (an exercise, a FAQ question, a rules section): `!`
    /// copies an error report.
    Erratum,
}

/// A key: a code plus whether Ctrl is held.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Key {
    pub(crate) code: KeyCode,
    pub(crate) ctrl: bool,
}

const fn ch(c: char) -> Key {
    Key {
        code: KeyCode::Char(c),
        ctrl: false,
    }
}

const fn code(code: KeyCode) -> Key {
    Key { code, ctrl: false }
}

const fn ctrl(c: char) -> Key {
    Key {
        code: KeyCode::Char(c),
        ctrl: true,
    }
}

/// One line of the table.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Binding {
    pub(crate) scope: Scope,
    pub(crate) keys: &'static [Key],
    pub(crate) action: Action,
    /// Fluent id of what it does (`key-help-*`).
    pub(crate) label: &'static str,
    /// Shown in the hint bar; bindings sharing a `group` are shown once, with the first key
    /// of each joined (`hjkl`) and the group's label.
    pub(crate) in_bar: bool,
    pub(crate) group: Option<&'static str>,
}

const fn b(
    scope: Scope,
    keys: &'static [Key],
    action: Action,
    label: &'static str,
    in_bar: bool,
) -> Binding {
    Binding {
        scope,
        keys,
        action,
        label,
        in_bar,
        group: None,
    }
}

const fn grouped(
    scope: Scope,
    keys: &'static [Key],
    action: Action,
    label: &'static str,
    group: &'static str,
) -> Binding {
    Binding {
        scope,
        keys,
        action,
        label,
        in_bar: true,
        group: Some(group),
    }
}

mod table;

pub(crate) use table::BINDINGS;

use Action as A;

/// The key of a crossterm event (presses and repeats only; releases are ignored).
pub(crate) fn key_of(ev: &KeyEvent) -> Option<Key> {
    if ev.kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = ev.modifiers.contains(KeyModifiers::CONTROL);
    // Shift is part of the character already ('?' not Shift-'/'); BackTab carries it too.
    Some(Key {
        code: ev.code,
        ctrl,
    })
}

/// The action bound to `key` in the active scopes (searched in the given order).
pub(crate) fn lookup(key: Key, scopes: &[Scope]) -> Option<Action> {
    scopes.iter().find_map(|&scope| {
        BINDINGS
            .iter()
            .filter(|b| b.scope == scope)
            .find(|b| b.keys.contains(&key))
            .map(|b| b.action)
    })
}

/// The bindings active in `scopes`, in bar order (scopes in the given order).
pub(crate) fn active(scopes: &[Scope]) -> impl Iterator<Item = &'static Binding> + '_ {
    scopes
        .iter()
        .flat_map(|&scope| BINDINGS.iter().filter(move |b| b.scope == scope))
}

/// How a key is written: the character itself, or a localized name (`key-name-*`).
pub(crate) fn key_label(key: Key, l10n: &Localizer) -> String {
    let name = |id: &str| l10n.tr(id);
    let base = match key.code {
        KeyCode::Char(' ') => name("key-name-space"),
        KeyCode::Char(c) => c.to_string(),
        KeyCode::Enter => name("key-name-enter"),
        KeyCode::Esc => name("key-name-esc"),
        KeyCode::Tab => name("key-name-tab"),
        KeyCode::BackTab => name("key-name-backtab"),
        KeyCode::Backspace => name("key-name-backspace"),
        KeyCode::Up => name("key-name-up"),
        KeyCode::Down => name("key-name-down"),
        KeyCode::Left => name("key-name-left"),
        KeyCode::Right => name("key-name-right"),
        KeyCode::PageUp => name("key-name-page-up"),
        KeyCode::PageDown => name("key-name-page-down"),
        KeyCode::Delete => name("key-name-delete"),
        other => format!("{other:?}"),
    };
    if key.ctrl {
        l10n.format(&Message::new("key-name-ctrl").arg("key", base.to_uppercase()))
    } else {
        base
    }
}

/// One entry of the hint bar: keys and what they do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Hint {
    pub(crate) keys: String,
    pub(crate) label: String,
    /// The scope it belongs to (the bar keeps `Global` entries when space is short).
    pub(crate) scope: Scope,
}

/// The hint bar's entries for `scopes`: bindings marked `in_bar`, groups merged.
pub(crate) fn hints(scopes: &[Scope], l10n: &Localizer) -> Vec<Hint> {
    let mut out: Vec<Hint> = Vec::new();
    let mut groups_done: Vec<&str> = Vec::new();
    for binding in active(scopes).filter(|b| b.in_bar) {
        match binding.group {
            Some(g) if groups_done.contains(&g) => continue,
            Some(g) => {
                groups_done.push(g);
                let keys: String = active(scopes)
                    .filter(|o| o.group == Some(g))
                    .map(|o| key_label(o.keys[0], l10n))
                    .collect();
                out.push(Hint {
                    keys,
                    label: l10n.tr(g),
                    scope: binding.scope,
                });
            }
            // The bar is short: the first key only (the ? help lists them all).
            None => out.push(Hint {
                keys: key_label(binding.keys[0], l10n),
                label: l10n.tr(binding.label),
                scope: binding.scope,
            }),
        }
    }
    out
}

/// Lines for the `?` help: every active binding with all its keys. A group is one line
/// (`hjkl, Left/Down/Up/Right`), and the digit bindings are one line (`1-9`).
pub(crate) fn help_lines(scopes: &[Scope], l10n: &Localizer) -> Vec<Hint> {
    let mut out: Vec<Hint> = Vec::new();
    let mut done: Vec<&str> = Vec::new();
    for binding in active(scopes) {
        if let Some(g) = binding.group {
            if done.contains(&g) {
                continue;
            }
            done.push(g);
            let members: Vec<&Binding> = active(scopes).filter(|o| o.group == Some(g)).collect();
            let first: String = members.iter().map(|m| key_label(m.keys[0], l10n)).collect();
            let rest: Vec<String> = members
                .iter()
                .flat_map(|m| m.keys[1..].iter().map(|k| key_label(*k, l10n)))
                .collect();
            let keys = if rest.is_empty() {
                first
            } else {
                format!("{first}, {}", rest.join("/"))
            };
            out.push(Hint {
                keys,
                label: l10n.tr(g),
                scope: binding.scope,
            });
            continue;
        }
        if let A::Pick(_) = binding.action {
            if done.contains(&binding.label) {
                continue;
            }
            done.push(binding.label);
            out.push(Hint {
                keys: "1-9".to_string(),
                label: l10n.tr(binding.label),
                scope: binding.scope,
            });
            continue;
        }
        out.push(Hint {
            keys: binding
                .keys
                .iter()
                .map(|k| key_label(*k, l10n))
                .collect::<Vec<_>>()
                .join(", "),
            label: l10n.tr(binding.label),
            scope: binding.scope,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::Scope as S;
    use super::*;

    // That no binding is shadowed in the scope lists the app really uses is checked by the
    // integration test `tui_keys`, which collects them from every state the app is driven to.

    #[test]
    fn required_keys() {
        let ctx = &[S::Move, S::Nav, S::Global];
        let k = |c| lookup(ch(c), ctx);
        assert_eq!(k('h'), Some(A::Left));
        assert_eq!(k('j'), Some(A::Down));
        assert_eq!(k('k'), Some(A::Up));
        assert_eq!(k('l'), Some(A::Right));
        assert_eq!(k(' '), Some(A::Select));
        assert_eq!(k('?'), Some(A::Help));
        assert_eq!(k('q'), Some(A::Back));
        assert_eq!(lookup(code(KeyCode::Enter), ctx), Some(A::Select));
        assert_eq!(lookup(code(KeyCode::Esc), ctx), Some(A::Cancel));
        assert_eq!(lookup(code(KeyCode::Tab), ctx), Some(A::NextPanel));
        assert_eq!(lookup(code(KeyCode::Up), ctx), Some(A::Up));
        assert_eq!(lookup(ctrl('c'), ctx), Some(A::Quit));
    }

    #[test]
    fn bar_is_generated_from_the_table() {
        let l10n = Localizer::new();
        let bar = hints(&[S::Exercise, S::Move, S::Nav, S::Global], &l10n);
        let keys: Vec<&str> = bar.iter().map(|h| h.keys.as_str()).collect();
        assert!(keys.contains(&"hjkl"), "{keys:?}");
        assert!(keys.contains(&"s"));
        assert!(keys.contains(&"q"));
        assert!(!keys.contains(&"1"), "digits are not in the bar");
        // Each hint's label comes from a binding (or group) that is active.
        for h in &bar {
            assert!(!h.label.starts_with("key-"), "untranslated {}", h.label);
        }
    }
}
