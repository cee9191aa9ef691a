//! `janggi-tutor play`: the trainer screen opened on the play screen, with the game's options
//! from the command line (side, level, rule set, formations or a FEN, an external engine).

use std::io::Write;

use super::trainer::{TuiArgs, config_from};
use super::{EXIT_USAGE, Io, parse_rules};
use crate::i18n::{Message, rules_text};
use crate::play::session::GameOptions;
use crate::rules::{Color, Formation, Position};
use crate::search::Level;
use crate::tui::app::{Opening, PlayStart};

#[derive(clap::Args, Debug, Clone)]
pub struct PlayArgs {
    /// Your side: cho (moves first) or han (the AI moves first).
    #[arg(long, default_value = "cho", value_name = "SIDE")]
    pub side: String,
    /// The AI's level, 1 (a beginner can win) to 8 (as strong as this machine allows).
    #[arg(long, default_value_t = 3, value_name = "N")]
    pub level: u8,
    /// Rule set: basic, janggi, janggi-traditional, janggi-modern, janggi-casual.
    #[arg(long, default_value = "janggi")]
    pub rules: String,
    /// Formations `CHO:HAN` (heeh, ehhe, hehe, eheh); the AI picks its own at random unless
    /// given, e.g. `hehe` (yours only when you play Cho) or `heeh:eheh`.
    #[arg(long, conflicts_with = "fen", value_name = "CHO[:HAN]")]
    pub setup: Option<String>,
    /// Start the game from this position (FEN) at once instead of showing the form.
    #[arg(long)]
    pub fen: Option<String>,
    /// An external UCI engine as the opponent, e.g. "fairy-stockfish" (the built-in AI takes
    /// over if it fails).
    #[arg(long, value_name = "CMD ARGS")]
    pub engine: Option<String>,
    /// A seed for the AI's random choices (for reproducible games).
    #[arg(long, hide = true)]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub tui: TuiArgs,
}

/// Reads the options; every bad value is reported with its flag.
pub fn start(io: &mut Io, args: &PlayArgs) -> Result<PlayStart, i32> {
    let rules = parse_rules(io, &args.rules)?;
    let human = match args.side.to_ascii_lowercase().as_str() {
        "cho" => Color::Cho,
        "han" => Color::Han,
        other => {
            io.error(&Message::new("cli-unknown-side").arg("name", other.to_string()));
            return Err(EXIT_USAGE);
        }
    };
    if !(Level::MIN.get()..=Level::MAX.get()).contains(&args.level) {
        io.error(
            &Message::new("cli-bad-level")
                .arg_num("level", args.level)
                .arg_num("max", Level::MAX.get()),
        );
        return Err(EXIT_USAGE);
    }
    let mut options = GameOptions {
        human,
        level: Level::new(args.level),
        rules,
        engine: args.engine.clone(),
        seed: args.seed,
        ..GameOptions::default()
    };
    if let Some(names) = &args.setup {
        let (cho, han) = match names.split_once(':') {
            Some((c, h)) => (Some(c), Some(h)),
            None => (Some(names.as_str()), None),
        };
        let parse = |name: &str| {
            Formation::from_id(name.trim()).ok_or_else(|| {
                Message::new("cli-unknown-formation")
                    .arg("name", name.to_string())
                    .arg("known", Formation::ALL.map(|f| f.id()).join(", "))
            })
        };
        let mut by_side = [None, None];
        for (i, name) in [cho, han].into_iter().enumerate() {
            if let Some(n) = name {
                match parse(n) {
                    Ok(f) => by_side[i] = Some(f),
                    Err(m) => {
                        io.error(&m);
                        return Err(EXIT_USAGE);
                    }
                }
            }
        }
        let [cho, han] = by_side;
        (options.human_formation, options.computer_formation) = match human {
            Color::Cho => (cho, han),
            Color::Han => (han, cho),
        };
    }
    match &args.fen {
        Some(fen) => {
            if let Err(e) = Position::from_fen(fen, rules) {
                for m in rules_text::setup_error(&e) {
                    io.error(&Message::new("cli-bad-position").arg_msg("detail", m));
                }
                return Err(EXIT_USAGE);
            }
            Ok(PlayStart::Fen {
                options,
                fen: fen.clone(),
            })
        }
        None => Ok(PlayStart::Setup(options)),
    }
}

/// Runs the trainer screen on the play screen.
pub fn run(io: &mut Io, args: &PlayArgs) -> i32 {
    let start = match start(io, args) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let lang = io.l10n.lang().to_string();
    let engine = args.engine.clone();
    let err: &mut dyn Write = io.err;
    crate::tui::run(
        || {
            let mut config = config_from(&args.tui, &lang, Vec::new());
            config.open = Opening::Play(start);
            config.engine = engine;
            config
        },
        &io.l10n,
        err,
    )
}
