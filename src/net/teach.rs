//! What the room server says in a connection's own language: the `explain` answer (why a move
//! is legal or not, in the engine's words) and the move list in the learner's notation. The
//! protocol's `message` texts stay English; these are for people (the browser page).

use std::cell::RefCell;

use super::protocol::{ErrorCode, NetError, ServerMsg, StateMsg};
use super::room::Room;
use crate::i18n::{Localizer, REQUIRED_LANGUAGES, rules_text};
use crate::record::notation::{Notation, label};
use crate::rules::{Game, Move};

thread_local! {
    /// One localizer per server thread (building one parses every `.ftl` file).
    static L10N: RefCell<Option<Localizer>> = const { RefCell::new(None) };
}

/// The language a connection named, among those the page is written in; anything else
/// (missing, unknown, too long) is English.
pub(crate) fn connection_lang(asked: Option<&str>) -> &'static str {
    let asked = asked.unwrap_or("").trim();
    let primary = asked
        .split(['-', '_'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    REQUIRED_LANGUAGES
        .into_iter()
        .find(|l| *l == primary)
        .unwrap_or("en")
}

/// Runs `f` with the thread's localizer set to `lang`.
pub(crate) fn with_lang<T>(lang: &str, f: impl FnOnce(&Localizer) -> T) -> T {
    L10N.with(|cell| {
        let mut slot = cell.borrow_mut();
        let l10n = slot.get_or_insert_with(Localizer::new);
        if l10n.lang() != lang {
            let _ = l10n.set_lang(lang);
        }
        f(l10n)
    })
}

/// The move list notation a learner reading `lang` sees (the terminal program's default,
/// `MoveNotation::Auto`).
pub(crate) fn notation_for(lang: &str) -> Notation {
    match lang {
        "ko" => Notation::Kja,
        "zh" => Notation::Chinese,
        _ => Notation::San,
    }
}

/// The room's moves written in `lang`'s notation, captures and checks marked.
pub(crate) fn move_list(room: &Room, lang: &str) -> Vec<String> {
    let game = room.game();
    let notation = notation_for(lang);
    let mut pos = game.start().clone();
    let mut out = Vec::new();
    for m in game.moves() {
        out.push(label(&pos, m, notation));
        match pos.play(m) {
            Ok(next) => pos = next,
            Err(_) => break,
        }
    }
    out
}

/// A room's `state` as each connection's language reads it, made once per language (only the
/// move list, `notation`, differs).
pub(crate) struct StateTexts<'a> {
    room: &'a Room,
    state: StateMsg,
    made: Vec<(&'static str, String)>,
}

impl<'a> StateTexts<'a> {
    pub(crate) fn new(room: &'a Room, now: u64) -> StateTexts<'a> {
        StateTexts {
            room,
            state: room.state(now),
            made: Vec::new(),
        }
    }

    /// Says in every text that the room is not saved, and why (`None`: it is).
    pub(crate) fn not_saved(mut self, notice: Option<crate::net::protocol::NotSaved>) -> Self {
        self.state.not_saved = notice;
        self
    }

    /// The `state` message's JSON for a connection reading `lang`.
    pub(crate) fn get(&mut self, lang: &'static str) -> String {
        if let Some((_, t)) = self.made.iter().find(|(l, _)| *l == lang) {
            return t.clone();
        }
        let mut st = self.state.clone();
        st.notation = move_list(self.room, lang);
        let text = ServerMsg::State(Box::new(st)).to_json();
        self.made.push((lang, text.clone()));
        text
    }
}

/// The answer to `explain`: `mv` in the position after `ply` moves of the room's game (the
/// current position without `ply`).
pub(crate) fn explain(
    room: &Room,
    mv: &str,
    ply: Option<u32>,
    lang: &str,
) -> Result<ServerMsg, NetError> {
    let game = room.game();
    let moves = game.moves();
    let ply = ply.map_or(moves.len(), |p| p as usize);
    if ply > moves.len() {
        return Err(NetError::new(
            ErrorCode::BadMessage,
            format!("{} moves have been played, not {ply}", moves.len()),
        ));
    }
    let m: Move = mv.parse().map_err(|_| {
        NetError::new(
            ErrorCode::BadMessage,
            format!("not a move in UCI form: {mv:?}"),
        )
    })?;
    let game_then;
    let pos = if ply == moves.len() {
        game.position()
    } else {
        game_then = Game::from_moves(game.start().clone(), moves[..ply].iter().copied())
            .map_err(|_| NetError::new(ErrorCode::BadMessage, "the game cannot be replayed"))?;
        game_then.position()
    };
    let (legal, reason, message) = match pos.justify(m) {
        Ok(j) => (true, None, rules_text::justification(m, &j)),
        Err(r) => (false, Some(r.id().to_string()), rules_text::reason(&r)),
    };
    let text = with_lang(lang, |l| l.format(&message));
    Ok(ServerMsg::Explained {
        mv: mv.to_string(),
        ply: u32::try_from(ply).unwrap_or(u32::MAX),
        legal,
        reason,
        text,
    })
}
