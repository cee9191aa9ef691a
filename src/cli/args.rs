//! Typed arguments: clap value parsers that turn a rule set's name, a FEN, formations, moves
//! or a side into values once, while parsing. A refused value is an [`ArgError`] holding the
//! same localized message the verbs used to print; `help::error_text` prints it as such.

use std::fmt;

use crate::i18n::{Message, rules_text};
use crate::record::notation::Notation;
use crate::rules::{Color, Formation, Move, Position, RuleSet, Setup, Square, Strictness};

use super::error::CliError;
use crate::play::clock::TimeControl;

/// A value clap's parser refused, with the sentence that says why.
#[derive(Debug, Clone)]
pub(crate) struct ArgError(pub(crate) Message);

impl fmt::Display for ArgError {
    // Only clap's English fallback sees this; `help::error_text` prints the message instead.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.id)
    }
}

impl std::error::Error for ArgError {}

/// `--rules NAME`.
pub(crate) fn rules(name: &str) -> Result<RuleSet, ArgError> {
    name.parse().map_err(|_| {
        ArgError(
            Message::new("cli-unknown-rules")
                .arg("name", name.to_string())
                .arg_list("known", RuleSet::ALL.map(|r| r.id())),
        )
    })
}

/// `--fen FEN`: read, not yet judged (the rules and `--relaxed` decide what is allowed).
pub(crate) fn fen(text: &str) -> Result<Setup, ArgError> {
    Setup::from_fen(text).map_err(|e| {
        ArgError(Message::new("cli-bad-fen").arg_msg("detail", rules_text::fen_error(&e)))
    })
}

/// `--setup CHO[:HAN]`: Cho's formation, and Han's when given.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Formations {
    pub(crate) cho: Formation,
    pub(crate) han: Option<Formation>,
}

pub(crate) fn formations(names: &str) -> Result<Formations, ArgError> {
    let one = |name: &str| {
        Formation::from_id(name.trim()).ok_or_else(|| {
            ArgError(
                Message::new("cli-unknown-formation")
                    .arg("name", name.to_string())
                    .arg_list("known", Formation::ALL.map(|f| f.id())),
            )
        })
    };
    Ok(match names.split_once(':') {
        Some((cho, han)) => Formations {
            cho: one(cho)?,
            han: Some(one(han)?),
        },
        None => Formations {
            cho: one(names)?,
            han: None,
        },
    })
}

/// `--moves "e2e2 e9e9"`: moves in coordinate form, space- or comma-separated, with the text
/// each was written as (error messages quote it).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Moves(pub(crate) Vec<(Move, String)>);

impl Moves {
    pub(crate) fn iter(&self) -> impl Iterator<Item = Move> + '_ {
        self.0.iter().map(|(m, _)| *m)
    }
}

pub(crate) fn moves(text: &str) -> Result<Moves, ArgError> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(|t| match t.parse::<Move>() {
            Ok(m) => Ok((m, t.to_string())),
            Err(_) => Err(ArgError(rules_text::bad_notation(t))),
        })
        .collect::<Result<_, _>>()
        .map(Moves)
}

/// `moves --from SQ`: the point, with the text it was written as (the JSON repeats it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Point {
    pub(crate) square: Square,
    pub(crate) text: String,
}

pub(crate) fn point(text: &str) -> Result<Point, ArgError> {
    text.parse()
        .map(|square| Point {
            square,
            text: text.to_string(),
        })
        .map_err(|_| ArgError(Message::new("cli-bad-square").arg("square", text.to_string())))
}

/// `moves --notation uci|san|kja|fsf-janggi`.
pub(crate) fn notation(name: &str) -> Result<Notation, ArgError> {
    Notation::from_id(name).ok_or_else(|| {
        ArgError(
            Message::new("record-unknown-notation")
                .arg("name", name.to_string())
                .arg_list("known", Notation::ALL.map(|n| n.id())),
        )
    })
}

/// `play --side cho|han` (any case).
pub(crate) fn play_side(name: &str) -> Result<Color, ArgError> {
    match name.to_ascii_lowercase().as_str() {
        "cho" => Ok(Color::Cho),
        "han" => Ok(Color::Han),
        other => Err(ArgError(
            Message::new("cli-unknown-side").arg("name", other.to_string()),
        )),
    }
}

/// `play --friend --clock none|byo-yomi:MIN+NxSEC|fischer:MIN+SEC` (as pychess.org writes
/// time controls: base minutes, then byo-yomi periods or the increment in seconds).
pub(crate) fn clock(text: &str) -> Result<TimeControl, ArgError> {
    use std::time::Duration;
    let bad = || ArgError(Message::new("cli-bad-clock").arg("clock", text.to_string()));
    let lower = text.trim().to_ascii_lowercase();
    if lower == "none" {
        return Ok(TimeControl::None);
    }
    let (kind, spec) = lower.split_once(':').ok_or_else(bad)?;
    let (main, rest) = spec.split_once('+').ok_or_else(bad)?;
    let number = |s: &str| s.trim().parse::<u32>().map_err(|_| bad());
    let main = Duration::from_secs(u64::from(number(main)?) * 60);
    let control = match kind {
        "byo-yomi" | "byoyomi" | "byo" => {
            let (periods, period) = rest.split_once('x').ok_or_else(bad)?;
            TimeControl::ByoYomi {
                main,
                periods: number(periods)?,
                period: Duration::from_secs(u64::from(number(period)?)),
            }
        }
        "fischer" => TimeControl::Fischer {
            main,
            increment: Duration::from_secs(u64::from(number(rest)?)),
        },
        _ => return Err(bad()),
    };
    if !control.within_limits() {
        return Err(ArgError(
            Message::new("cli-clock-too-long").arg("clock", text.to_string()),
        ));
    }
    // A clock that flags before the first move is no clock at all.
    match control {
        TimeControl::ByoYomi { periods: 0, .. }
        | TimeControl::ByoYomi {
            period: Duration::ZERO,
            ..
        } if main.is_zero() => Err(bad()),
        TimeControl::Fischer { .. } if main.is_zero() => Err(bad()),
        c => Ok(c),
    }
}

/// `review --time SECONDS`: a finite number of seconds above 0 and at most a day.
pub(crate) fn review_time(text: &str) -> Result<f64, ArgError> {
    match text.trim().parse::<f64>() {
        Ok(t) if t.is_finite() && t > 0.0 && t <= 86_400.0 => Ok(t),
        _ => Err(ArgError(
            Message::new("cli-bad-seconds")
                .arg("value", text.to_string())
                .arg_num("max", 86_400),
        )),
    }
}

/// `--depth PLIES` of `review`: 1 to 60 (depth 5 is the default, 40 what `--time` uses).
pub(crate) fn review_depth(text: &str) -> Result<u32, ArgError> {
    match text.trim().parse::<u32>() {
        Ok(d) if (1..=60).contains(&d) => Ok(d),
        _ => Err(ArgError(
            Message::new("cli-bad-depth")
                .arg("value", text.to_string())
                .arg_num("max", 60),
        )),
    }
}

/// `match --time-scale X`: a finite factor above 0 and at most 100.
pub(crate) fn time_scale(text: &str) -> Result<f64, ArgError> {
    match text.trim().parse::<f64>() {
        Ok(x) if x.is_finite() && x > 0.0 && x <= 100.0 => Ok(x),
        _ => Err(ArgError(
            Message::new("cli-bad-time-scale").arg("value", text.to_string()),
        )),
    }
}

/// `review --side cho|han` (any case).
pub(crate) fn review_side(name: &str) -> Result<Color, ArgError> {
    if name.eq_ignore_ascii_case("cho") {
        Ok(Color::Cho)
    } else if name.eq_ignore_ascii_case("han") {
        Ok(Color::Han)
    } else {
        Err(ArgError(
            Message::new("review-bad-side").arg("side", name.to_string()),
        ))
    }
}

/// A position on the command line: a FEN (default: the start), the rules, and moves played
/// from it (history matters: passes and bikjang can end the game).
#[derive(clap::Args, Debug, Clone)]
pub(crate) struct PositionArgs {
    /// Position in FEN (rank 10 first; `w` = Cho to move). Default: the start position.
    #[arg(long, value_parser = fen)]
    pub(crate) fen: Option<Setup>,
    /// Rule set: basic, janggi, janggi-traditional, janggi-modern, janggi-casual.
    #[arg(long, default_value = "basic", value_parser = rules)]
    pub(crate) rules: RuleSet,
    /// Start position with named horse/elephant formations instead of a FEN: `CHO[:HAN]`, each
    /// one of heeh (마상상마, the default), ehhe (상마마상), hehe (마상마상), eheh (상마상마), read
    /// from the player's own left.
    #[arg(long, conflicts_with = "fen", value_name = "CHO[:HAN]", value_parser = formations)]
    pub(crate) setup: Option<Formations>,
    /// Moves played from the FEN first, space- or comma-separated, e.g. "e2e2 e9e9".
    #[arg(long, default_value = "", value_parser = moves)]
    pub(crate) moves: Moves,
    /// Accept setups that cannot occur in play (no kings, extra pieces), as drills use.
    #[arg(long)]
    pub(crate) relaxed: bool,
}

impl PositionArgs {
    /// The given FEN or formations under the given rules (a strict position unless
    /// `--relaxed`), before `--moves`: every problem is reported.
    pub(crate) fn start(&self) -> Result<Position, CliError> {
        let setup = match (&self.fen, self.setup) {
            (Some(setup), _) => setup.clone(),
            (None, Some(f)) => Setup::start_with(f.cho, f.han.unwrap_or(f.cho)),
            (None, None) => Setup::start(),
        };
        let strictness = if self.relaxed {
            Strictness::Relaxed
        } else {
            Strictness::Strict
        };
        // The problems a drill (`--relaxed`) would still refuse.
        let still = match Position::from_setup(setup.clone(), self.rules, Strictness::Relaxed) {
            Err(e) if !self.relaxed => Some(e.0),
            Err(_) => None,
            Ok(_) => Some(Vec::new()),
        };
        Position::from_setup(setup, self.rules, strictness).map_err(|e| {
            let error = CliError::usage_all(
                e.0.iter()
                    .map(|p| {
                        Message::new("cli-bad-position")
                            .arg_msg("detail", rules_text::position_error(p))
                    })
                    .collect(),
            );
            // A setup only a drill can have: say how to use it anyway.
            if still.is_some_and(|still| e.0.iter().any(|p| !still.contains(p))) {
                error.with_hint(Message::new("cli-try-relaxed"))
            } else {
                error
            }
        })
    }

    /// The position after `--moves`, each checked by the rules.
    pub(crate) fn position(&self) -> Result<Position, CliError> {
        let mut pos = self.start()?;
        for (i, (m, text)) in self.moves.0.iter().enumerate() {
            pos = pos.play(*m).map_err(|reason| {
                CliError::usage(
                    Message::new("cli-illegal-history")
                        .arg_num("index", i as i64 + 1)
                        .arg("move", text.clone())
                        .arg_msg("reason", rules_text::reason(&reason)),
                )
            })?;
        }
        Ok(pos)
    }
}
