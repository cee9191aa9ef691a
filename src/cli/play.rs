//! `janggi-tutor play`: the trainer screen opened on the play screen, with the game's options
//! from the command line (side, level, rule set, formations or a FEN, an external engine).

use std::io::Write;

use super::args::{self, Formations};
use super::trainer::{TuiArgs, config_from};
use super::{CliError, CliResult, Io, Outcome};
use crate::i18n::{Message, rules_text};
use crate::play::clock::TimeControl;
use crate::play::goals::Goal;
use crate::play::session::{Friend, GameOptions};
use crate::rules::{Color, Position, RuleSet};
use crate::search::Level;
use crate::tui::app::{Opening, PlayStart};

#[derive(clap::Args, Debug, Clone)]
pub(crate) struct PlayArgs {
    /// Your side: cho (moves first) or han (the AI moves first).
    #[arg(long, default_value = "cho", value_name = "SIDE", value_parser = args::play_side)]
    pub(crate) side: Color,
    /// The AI's level, 1 (a beginner can win) to 8 (as strong as this machine allows).
    #[arg(long, default_value_t = 3, value_name = "N")]
    pub(crate) level: u8,
    /// Rule set: basic, janggi, janggi-traditional, janggi-modern, janggi-casual. Without it
    /// a game (on the form, or at once from --fen) is played under the rules the lessons have
    /// taught: basic until the rule-versions lesson is done, then janggi.
    #[arg(long, value_parser = args::rules)]
    pub(crate) rules: Option<RuleSet>,
    /// Formations `CHO:HAN` (heeh, ehhe, hehe, eheh); the AI picks its own at random unless
    /// given, e.g. `hehe` (yours only when you play Cho) or `heeh:eheh`.
    #[arg(long, conflicts_with = "fen", value_name = "CHO[:HAN]", value_parser = args::formations)]
    pub(crate) setup: Option<Formations>,
    /// Start the game from this position (FEN) at once instead of showing the form.
    #[arg(long)]
    pub(crate) fen: Option<String>,
    /// An external UCI engine as the opponent, e.g. "fairy-stockfish" (the built-in AI takes
    /// over if it fails).
    #[arg(long, value_name = "CMD ARGS")]
    pub(crate) engine: Option<String>,
    /// A small goal to play for (no-free-piece, cannon-check, cannon-capture, chariots-out,
    /// horses-out, no-illegal-try, king-home, no-check, counting-60).
    #[arg(long, value_name = "ID")]
    pub(crate) goal: Option<String>,
    /// Play a friend on this screen instead of the AI: both sides move on the board.
    #[arg(long, conflicts_with_all = ["level", "engine", "goal", "fen"])]
    pub(crate) friend: bool,
    /// With --friend: the name of Cho's player.
    #[arg(long, value_name = "NAME", requires = "friend")]
    pub(crate) cho: Option<String>,
    /// With --friend: the name of Han's player.
    #[arg(long, value_name = "NAME", requires = "friend")]
    pub(crate) han: Option<String>,
    /// With --friend: the clock: none, byo-yomi:MIN+NxSEC (main minutes, then N periods of
    /// SEC seconds, e.g. byo-yomi:10+3x30) or fischer:MIN+SEC (e.g. fischer:5+3).
    #[arg(long, value_name = "CLOCK", requires = "friend", value_parser = args::clock)]
    pub(crate) clock: Option<TimeControl>,
    /// With --friend: turn the board so the side to move sits at the bottom.
    #[arg(long, requires = "friend")]
    pub(crate) turn_board: bool,
    /// A seed for the AI's random choices (for reproducible games).
    #[arg(long, hide = true)]
    pub(crate) seed: Option<u64>,
    #[command(flatten)]
    pub(crate) tui: TuiArgs,
}

/// The game to start: the level checked, the formations given to their sides, a FEN checked
/// under the rules.
pub(crate) fn start(args: &PlayArgs) -> Result<PlayStart, CliError> {
    // Without --rules the screen puts in the rules taught (it reads the progress); a FEN is
    // checked here under the basic rules, the first ones taught, and again when it starts.
    let rules = args.rules.unwrap_or(RuleSet::Basic);
    let human = args.side;
    if !(Level::MIN.get()..=Level::MAX.get()).contains(&args.level) {
        return Err(CliError::usage(
            Message::new("cli-bad-level")
                .arg_num("level", args.level)
                .arg_num("max", Level::MAX.get()),
        ));
    }
    let goal = match args.goal.as_deref() {
        None => None,
        Some(id) => Some(Goal::from_id(id).ok_or_else(|| {
            let known: Vec<&str> = Goal::ALL.iter().map(|g| g.id()).collect();
            CliError::usage(
                Message::new("cli-bad-goal")
                    .arg("goal", id.to_string())
                    .arg_list("known", known),
            )
        })?),
    };
    let mut options = GameOptions {
        human,
        level: Level::new(args.level),
        rules,
        engine: args.engine.clone(),
        seed: args.seed,
        goal,
        friend: args.friend.then(|| Friend {
            names: [
                args.cho.clone().unwrap_or_default(),
                args.han.clone().unwrap_or_default(),
            ],
            clock: args.clock.unwrap_or_default(),
            turn_board: args.turn_board,
        }),
        ..GameOptions::default()
    };
    if let Some(Formations { cho, han }) = args.setup {
        let cho = Some(cho);
        (options.human_formation, options.computer_formation) = match human {
            Color::Cho => (cho, han),
            Color::Han => (han, cho),
        };
    }
    match &args.fen {
        Some(fen) => {
            if let Err(e) = Position::from_fen(fen, rules) {
                let problems = rules_text::setup_error(&e)
                    .into_iter()
                    .map(|m| Message::new("cli-bad-position").arg_msg("detail", m))
                    .collect();
                return Err(CliError::usage_all(problems));
            }
            let fen = fen.clone();
            Ok(match args.rules {
                Some(_) => PlayStart::Fen { options, fen },
                None => PlayStart::FenTaught { options, fen },
            })
        }
        None if args.rules.is_none() => Ok(PlayStart::Taught(options)),
        None => Ok(PlayStart::Setup(options)),
    }
}

/// Runs the trainer screen on the play screen.
pub(crate) fn run(io: &mut Io, args: &PlayArgs) -> CliResult {
    let start = start(args)?;
    let lang = io.l10n.lang().to_string();
    let engine = args.engine.clone();
    let err: &mut dyn Write = io.err;
    Ok(Outcome::Screen(crate::tui::run(
        || {
            let mut config = config_from(&args.tui, &lang, Vec::new());
            config.open = Opening::Play(start);
            config.engine = engine;
            config
        },
        &io.l10n,
        err,
    )))
}
