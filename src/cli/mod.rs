//! The command line: clap verbs that call the library. No rules logic lives here.

mod arena;
mod args;
mod author;
mod bench;
mod diagram;
mod engine;
mod erratum;
mod error;
mod export;
mod faq;
mod fen;
pub mod help;
mod join;
pub mod json;
mod lesson;
mod output;
pub(crate) mod play;
mod progress;
mod record;
mod review;
mod serve;
mod trainer;
mod uci;

pub(crate) use args::{Moves, PositionArgs};
pub(crate) use error::CliResult;
pub use error::{CliError, Outcome};
pub(crate) use faq::FaqArgs;
pub(crate) use trainer::{PreviewArgs, TuiArgs};

use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::i18n::{Localizer, Message, resolve_language};
use crate::record::notation::Notation;
use crate::rules::{Color, RuleSet};

#[derive(Parser, Debug)]
#[command(
    name = "janggi-tutor",
    version,
    about = "Learn the rules of Janggi (Korean chess) through staged exercises judged by a real rules engine.",
    long_about = None
)]
pub(crate) struct Cli {
    /// Language: zh, ko or en (default: the saved setting, then LC_ALL / LC_MESSAGES / LANG).
    #[arg(long, global = true, value_name = "LANG")]
    pub(crate) lang: Option<String>,

    #[command(subcommand)]
    pub(crate) command: Option<Command>,

    /// Options of the trainer screen (no subcommand).
    #[command(flatten)]
    pub(crate) tui: TuiArgs,

    /// `--open`, `--watch`: previewing lessons on the trainer screen.
    #[command(flatten)]
    pub(crate) preview: PreviewArgs,
}

#[derive(Subcommand, Debug)]
pub(crate) enum Command {
    /// Play a game against the AI (the trainer screen, opened on the play screen).
    Play(play::PlayArgs),
    /// List the legal moves, one per line.
    Moves {
        #[command(flatten)]
        pos: PositionArgs,
        /// Only the moves of the piece on this point.
        #[arg(long, value_name = "SQ", value_parser = args::point)]
        from: Option<args::Point>,
        /// How to write each move: uci (b1c3), san (Hc3), kja (the Korean record form, 02마83)
        /// or fsf-janggi (H02-83).
        #[arg(long, default_value = "uci", value_name = "NOTATION", value_parser = args::notation)]
        notation: Notation,
        /// Print the moves as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Count the leaf nodes of the legal move tree; the last line is the count alone.
    Perft {
        depth: u32,
        #[command(flatten)]
        pos: PositionArgs,
        /// Print the count below each first move.
        #[arg(long)]
        divide: bool,
        /// Run a depth above 6 anyway (it can take hours).
        #[arg(long)]
        force: bool,
    },
    /// Say whether a move is legal, and if not, why.
    Explain {
        /// A move in coordinate form, e.g. b1c3 or e9e10; a pass is the king's point twice.
        #[arg(value_name = "MOVE")]
        mv: String,
        #[command(flatten)]
        pos: PositionArgs,
        /// Print stable ids (`legal`, or the reason's id) instead of words.
        #[arg(long, conflicts_with = "json")]
        id: bool,
        /// Print the answer as JSON (ids and text).
        #[arg(long)]
        json: bool,
    },
    /// Draw the position as a text diagram.
    Show {
        #[command(flatten)]
        pos: PositionArgs,
        /// Letters instead of CJK glyphs.
        #[arg(long)]
        ascii: bool,
        /// Print the board as JSON (FEN letters, rank 10 first).
        #[arg(long, conflicts_with_all = ["svg", "diagram"])]
        json: bool,
        /// Print the board as an SVG picture (as in handouts).
        #[arg(long, conflicts_with = "diagram")]
        svg: bool,
        /// Print a `diagram:` block to paste into a lesson.
        #[arg(long)]
        diagram: bool,
    },
    /// Side to move, check, bikjang and result.
    Status {
        #[command(flatten)]
        pos: PositionArgs,
        /// Print the status as JSON (ids and text).
        #[arg(long)]
        json: bool,
    },
    /// Check the FAQ's claims about the rules against the engine, under each rule set.
    Faq(FaqArgs),
    /// Check lesson files: YAML, fields, positions, answer keys against the engine, languages.
    /// Each problem is one line `path:line:col: error|warning: message`.
    Lint {
        /// Lesson files or folders (default: the embedded lessons).
        #[arg(value_name = "PATH")]
        paths: Vec<PathBuf>,
    },
    /// List the phases, lessons and exercises with their ids.
    Lessons {
        /// A folder of lesson files that adds lessons or replaces those with the same id.
        #[arg(long, value_name = "DIR")]
        lessons: Option<PathBuf>,
    },
    /// Check one answer to an exercise and print the verdict and feedback.
    Try {
        #[arg(value_name = "LESSON")]
        lesson: String,
        #[arg(value_name = "EXERCISE")]
        exercise: String,
        /// destinations "c3 a3", judge "yes" / "no horse-leg-blocked", play "b1c3",
        /// choice "1,3", lines "opened b3:up closed h3:left", claim "true", replay "2:yes".
        #[arg(value_name = "ANSWER", allow_hyphen_values = true)]
        answer: String,
        /// Print the verdict as JSON.
        #[arg(long)]
        json: bool,
        /// A folder of lesson files that adds lessons or replaces those with the same id.
        #[arg(long, value_name = "DIR")]
        lessons: Option<PathBuf>,
    },
    /// Print a filled error report about an exercise, a FAQ question or a position, to paste
    /// into an issue.
    Erratum(erratum::ErratumArgs),
    /// Print the JSON Schema of lesson files (for editors).
    Schema,
    /// Write lessons as a printable handout: one HTML page with the positions drawn, the
    /// questions, the self-checks and an answer page.
    Export {
        /// Lesson ids, phase ids (understand, compare, review) or `all`.
        #[arg(value_name = "LESSON", required = true)]
        ids: Vec<String>,
        /// Output format.
        #[arg(long, value_enum, default_value = "html")]
        to: export::Format,
        /// Write to this file instead of standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// Letters instead of CJK glyphs.
        #[arg(long)]
        ascii: bool,
        /// Whose copy: student (no answers, a name and date line) or teacher (with the
        /// answers, hints, explanations and why each option is right or wrong).
        #[arg(long, value_enum, default_value = "teacher")]
        copy: export::CopyFor,
        /// A folder of lesson files that adds lessons or replaces those with the same id.
        #[arg(long, value_name = "DIR")]
        lessons: Option<PathBuf>,
    },
    /// Read a lesson diagram (a `diagram:` block or its ten rows) and print its FEN.
    Fen {
        /// The file with the diagram; `-` reads standard input.
        #[arg(long, value_name = "FILE", required = true)]
        diagram: PathBuf,
        /// Accept setups that cannot occur in play (no kings, extra pieces), as drills use.
        #[arg(long)]
        relaxed: bool,
    },
    /// Read a game record (.gib or PGN, UTF-8 or EUC-KR), check every move with the engine and
    /// print it as .gib, PGN, the FEN after a move, or a lesson skeleton.
    Game {
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Output: gib, pgn, fen (the position after --at, default the last) or lesson (a
        /// replay exercise; with --at N, a play exercise to find move N).
        #[arg(long, value_enum, default_value = "pgn")]
        to: record::GameOutput,
        /// Stop after this many moves (plies).
        #[arg(long, value_name = "N")]
        at: Option<usize>,
        /// Rule set to check the moves under (default: janggi-modern for .gib, the Variant tag
        /// for PGN).
        #[arg(long, value_parser = args::rules)]
        rules: Option<RuleSet>,
        /// Which game of a file with several (1 = the first).
        #[arg(long, value_name = "K")]
        game: Option<usize>,
        /// Open the record on the trainer's games screen instead of printing it.
        #[arg(long)]
        view: bool,
    },
    /// Summarise the progress file: stars per phase and lesson, attempts, misses, the most
    /// frequent misconceptions, reviews due.
    Progress(progress::ProgressArgs),
    /// Review a game record: every move judged by the search, the inaccuracies (?!), mistakes (?)
    /// and blunders (??) with the better move, the line that punishes the move played and what
    /// went wrong; short mates missed or walked into.
    Review {
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
        /// Review only this side's moves: cho or han.
        #[arg(long, value_parser = args::review_side)]
        side: Option<Color>,
        /// Keep the moments as personal exercises in the progress file's review queue.
        #[arg(long)]
        save: bool,
        /// Which game of a file with several (1 = the first).
        #[arg(long, value_name = "K")]
        game: Option<usize>,
        /// Search depth at every position (default 5; deeper is surer and slower).
        #[arg(long, value_name = "PLIES")]
        depth: Option<u32>,
        /// Seconds to spend on the whole game instead of a fixed depth.
        #[arg(long, value_name = "SECONDS")]
        time: Option<f64>,
        /// Extra plies of the verifying search (a tuning knob for `tools/review_eval.py`).
        #[arg(long, hide = true)]
        verify: Option<u32>,
        /// Node budget of each verifying search (a tuning knob, as `--verify`).
        #[arg(long, hide = true)]
        verify_nodes: Option<u64>,
    },
    /// The board editor: set up a position, see whether the rules accept it, try moves, and
    /// export it as FEN, a diagram or a lesson skeleton (copied with OSC 52, printed on exit).
    Edit(author::EditArgs),
    /// Write a lesson skeleton with one exercise of each kind asked for; the lint accepts it
    /// as written, and once its TODO texts are filled in.
    New(author::NewArgs),
    /// Speak UCI on stdin/stdout as a Janggi engine (the built-in opponent), for GUIs and
    /// matches; UCI_Variant janggi, janggitraditional, janggimodern, janggicasual or basic.
    Uci,
    /// Run a room server for games over the network (WebSocket, `docs/PROTOCOL.md`); prints
    /// `listening on ws://HOST:PORT/ws` first. Loopback only unless another address is named.
    Serve(serve::ServeArgs),
    /// Play in a room of a room server (`janggi-tutor serve`) on the trainer screen: join the
    /// room ROOM, or without it create one and share its code; `--watch` to watch.
    Join(join::JoinArgs),
    /// Search fixed positions to a fixed depth and print the node count (the search's signature).
    Bench(bench::BenchArgs),
    /// Development: play a match between built-in levels (A against B, default A-1) or
    /// against an external UCI engine, and print the score.
    #[command(hide = true)]
    Match {
        #[arg(long, default_value_t = 8)]
        a: u8,
        #[arg(long)]
        b: Option<u8>,
        /// An external UCI engine as B, e.g. "/tmp/fsf/fairy-stockfish".
        #[arg(long)]
        engine: Option<String>,
        /// The external engine's time per move.
        #[arg(long, default_value_t = 100)]
        engine_ms: u64,
        #[arg(long, default_value_t = 10)]
        games: u32,
        #[arg(long, default_value = "janggi", value_parser = args::rules)]
        rules: RuleSet,
        /// Scales the built-in levels' time per move.
        #[arg(long, default_value_t = 1.0)]
        time_scale: f64,
        #[arg(long, default_value_t = 200)]
        max_plies: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

/// Output streams and the localizer, so tests can capture everything a verb prints.
pub(crate) struct Io<'a> {
    pub(crate) out: &'a mut dyn Write,
    pub(crate) err: &'a mut dyn Write,
    pub(crate) l10n: Localizer,
    /// `err` is a terminal: a progress counter (`\r` and a count) may be drawn on it. Not in
    /// a log or a pipe, where each `\r` would be kept (15 MB for a long record).
    pub(crate) progress: bool,
}

impl Io<'_> {
    pub(crate) fn say(&mut self, msg: &Message) {
        let text = self.l10n.format(msg);
        let _ = writeln!(self.out, "{text}");
    }

    /// `error: …` on stderr, for an error met on the way when the verb goes on (a record's
    /// bad move before the moves that could be used); an error that ends the verb is a
    /// [`CliError`], which `run_with` prints.
    pub(crate) fn error(&mut self, msg: &Message) {
        let line = error::error_line(&self.l10n, msg);
        let _ = writeln!(self.err, "{line}");
    }

    /// `warning: …` on stderr.
    pub(crate) fn warn(&mut self, msg: &Message) {
        let line = warning_line(&self.l10n, msg);
        let _ = writeln!(self.err, "{line}");
    }
}

fn warning_line(l10n: &Localizer, msg: &Message) -> String {
    l10n.format(&Message::new("cli-warning-line").arg_msg("text", msg.clone()))
}

/// The one place the program's language is resolved: `--lang`, the saved setting, then
/// `LC_ALL` / `LC_MESSAGES` / `LANG`, else English; with a warning for an unknown language.
fn resolve_localizer(lang: Option<&str>, saved: Option<&str>) -> (Localizer, Option<Message>) {
    let resolved = resolve_language(lang, saved, |k| std::env::var(k).ok());
    let mut l10n = Localizer::new();
    let _ = l10n.set_lang(&resolved.lang);
    (l10n, resolved.warning)
}

impl Cli {
    /// The trainer's options given before a verb (`--ascii show`, `--progress P play`,
    /// `--lessons DIR try ...`) moved into the verb's own, where it has them (the verb's own
    /// option wins). `--progress` counts for every verb as is (`progress`, `review --save`,
    /// the saved language); `--ascii` or `--lessons` before a verb that has no use for it is
    /// refused, not dropped (`--open` and `--watch` are refused in `run`).
    pub(crate) fn with_outer_options(mut self) -> Result<Cli, CliError> {
        let outer = &self.tui;
        let lessons = || outer.lessons.clone();
        // What the verb takes of `--ascii` and `--lessons`.
        let (takes_ascii, takes_lessons) = match &mut self.command {
            None => (true, true),
            Some(Command::Show { ascii, .. }) => {
                *ascii |= outer.ascii;
                (true, false)
            }
            Some(Command::Export {
                ascii,
                lessons: own,
                ..
            }) => {
                *ascii |= outer.ascii;
                *own = own.take().or_else(lessons);
                (true, true)
            }
            // Paths given to `lint` itself win, as a verb's own option does.
            Some(Command::Lint { paths }) => {
                if paths.is_empty() {
                    paths.extend(lessons());
                }
                (false, true)
            }
            Some(
                Command::Lessons { lessons: own }
                | Command::Try { lessons: own, .. }
                | Command::Erratum(erratum::ErratumArgs { lessons: own, .. })
                | Command::Progress(progress::ProgressArgs { lessons: own, .. }),
            ) => {
                *own = own.take().or_else(lessons);
                (false, true)
            }
            Some(Command::Play(args)) => {
                args.tui = std::mem::take(&mut args.tui).or(outer);
                (true, true)
            }
            Some(Command::Join(args)) => {
                args.tui = std::mem::take(&mut args.tui).or(outer);
                (true, true)
            }
            Some(Command::Edit(args)) => {
                args.tui = std::mem::take(&mut args.tui).or(outer);
                (true, true)
            }
            // `game F --view` opens the trainer on the record, with these options.
            Some(Command::Game { view, .. }) => (*view, *view),
            Some(_) => (false, false),
        };
        let mut unused = Vec::new();
        if outer.ascii && !takes_ascii {
            unused.push("--ascii");
        }
        if outer.lessons.is_some() && !takes_lessons {
            unused.push("--lessons");
        }
        if unused.is_empty() {
            Ok(self)
        } else {
            Err(CliError::usage_all(
                unused
                    .into_iter()
                    .map(|option| Message::new("cli-option-unused").arg("option", option))
                    .collect(),
            ))
        }
    }
}

/// Runs a parsed command line.
pub(crate) fn run(cli: Cli, io: &mut Io) -> CliResult {
    let cli = cli.with_outer_options()?;
    let outer = cli.tui.clone();
    match cli.command {
        None => Ok(Outcome::Screen(trainer::run(
            &cli.tui,
            &cli.preview,
            &io.l10n,
            Vec::new(),
            io.err,
        )?)),
        // `--open` and `--watch` start the trainer screen; a verb would ignore them.
        Some(_) if cli.preview.is_set() => Err(CliError::usage(Message::new("open-needs-screen"))),
        Some(Command::Moves {
            pos,
            from,
            notation,
            json,
        }) => engine::moves(io, &pos, from.as_ref(), notation, json),
        Some(Command::Perft {
            depth,
            pos,
            divide,
            force,
        }) => engine::perft(io, &pos, depth, divide, force),
        Some(Command::Explain { mv, pos, id, json }) => {
            let output = match (id, json) {
                (_, true) => engine::ExplainOutput::Json,
                (true, false) => engine::ExplainOutput::Id,
                (false, false) => engine::ExplainOutput::Words,
            };
            engine::explain(io, &pos, &mv, output)
        }
        Some(Command::Show {
            pos,
            ascii,
            json,
            svg,
            diagram,
        }) => {
            let output = match (json, svg, diagram) {
                (true, _, _) => engine::ShowOutput::Json,
                (_, true, _) => engine::ShowOutput::Svg,
                (_, _, true) => engine::ShowOutput::Diagram,
                _ => engine::ShowOutput::Text,
            };
            engine::show(io, &pos, ascii, output)
        }
        Some(Command::Status { pos, json }) => engine::status(io, &pos, json),
        Some(Command::Faq(args)) => faq::faq(io, &args),
        Some(Command::Erratum(args)) => erratum::erratum(io, &args),
        Some(Command::Lint { paths }) => lesson::lint(io, &paths),
        Some(Command::Lessons { lessons }) => lesson::lessons(io, lessons.as_deref()),
        Some(Command::Try {
            lesson,
            exercise,
            answer,
            json,
            lessons,
        }) => lesson::try_answer(io, &lesson, &exercise, &answer, json, lessons.as_deref()),
        Some(Command::Schema) => lesson::schema(io),
        Some(Command::Export {
            ids,
            to,
            out,
            ascii,
            copy,
            lessons,
        }) => export::export(
            io,
            &export::ExportArgs {
                ids: &ids,
                format: to,
                out: out.as_deref(),
                ascii,
                copy,
                lessons,
            },
        ),
        Some(Command::Fen { diagram, relaxed }) => fen::fen(io, &diagram, relaxed),
        Some(Command::Game {
            file,
            to,
            at,
            rules,
            game,
            view,
        }) => {
            if view {
                record::view(io, &file, game, &outer)
            } else {
                record::game(io, &file, to, at, rules, game)
            }
        }
        Some(Command::Progress(args)) => progress::progress(io, &args, outer.progress.as_deref()),
        Some(Command::Review {
            file,
            json,
            side,
            save,
            game,
            depth,
            time,
            verify,
            verify_nodes,
        }) => {
            let progress = save
                .then(|| review::progress_path(outer.progress.as_deref()))
                .flatten();
            let opts = review::ReviewArgs {
                json,
                side,
                save_next_to: progress.as_deref(),
                game,
                depth,
                time,
                verify,
                verify_nodes,
                notation: review::progress_path(outer.progress.as_deref())
                    .and_then(|p| crate::learner::progress::saved_settings(&p))
                    .map(|s| s.move_notation)
                    .unwrap_or_default(),
            };
            review::review(io, &file, &opts)
        }
        Some(Command::Uci) => uci::uci(io),
        Some(Command::Serve(args)) => serve::serve(io, &args),
        Some(Command::Join(args)) => join::run(io, &args),
        // The bench prints its own numbers and returns its exit code.
        Some(Command::Bench(args)) => bench::run(io, &args),
        Some(Command::Edit(args)) => author::edit(io, &args),
        Some(Command::New(args)) => author::new(io, &args),
        Some(Command::Play(args)) => play::run(io, &args),
        Some(Command::Match {
            a,
            b,
            engine,
            engine_ms,
            games,
            rules,
            time_scale,
            max_plies,
            seed,
        }) => arena::run(
            io,
            &arena::MatchArgs {
                a,
                b,
                engine: engine.as_deref(),
                engine_ms,
                games,
                rules,
                time_scale,
                max_plies,
                seed,
            },
        ),
    }
}

/// Runs with explicit arguments and streams (for tests and `main`). Arguments are OS strings:
/// paths need not be UTF-8; any other non-UTF-8 argument is a usage error. `err` is taken
/// for a file or a pipe: no progress counter is drawn on it.
pub fn run_with<I, T>(args: I, out: &mut dyn Write, err: &mut dyn Write) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    run_streams(args, out, err, false)
}

/// [`run_with`], told whether `err` is a terminal.
fn run_streams(
    args: Vec<OsString>,
    out: &mut dyn Write,
    err: &mut dyn Write,
    progress: bool,
) -> i32 {
    // The language is needed before parsing: help and usage errors speak it too.
    // The saved language setting counts for every verb, after --lang (then the progress file
    // is not read at all).
    let early = help::pre_scan(&args);
    let saved = match early.lang {
        Some(_) => None,
        None => early
            .progress
            .or_else(crate::learner::progress::ProgressStore::default_path)
            .and_then(|p| crate::learner::progress::saved_language(&p)),
    };
    let (l10n, warning) = resolve_localizer(early.lang.as_deref(), saved.as_deref());
    let cli = match help::parse(&args, &l10n) {
        Ok(cli) => cli,
        Err((code, help::Output::Out(text))) => {
            let _ = write!(out, "{text}");
            return code;
        }
        Err((code, help::Output::Err(text))) => {
            let _ = write!(err, "{text}");
            return code;
        }
        Err((code, help::Output::Refused(text))) => {
            if let Some(w) = &warning {
                let _ = writeln!(err, "{}", warning_line(&l10n, w));
            }
            let _ = write!(err, "{text}");
            return code;
        }
    };
    if let Some(w) = &warning {
        let _ = writeln!(err, "{}", warning_line(&l10n, w));
    }
    let mut io = Io {
        out,
        err,
        l10n,
        progress,
    };
    let result = if cli.command.is_none() {
        // The trainer also shows the warning in its start notice (the screen hides stderr).
        let warnings = warning.into_iter().collect();
        trainer::run(&cli.tui, &cli.preview, &io.l10n, warnings, io.err).map(Outcome::Screen)
    } else {
        run(cli, &mut io)
    };
    // The one place an error is said.
    match result {
        Ok(outcome) => outcome.exit_code(),
        Err(e) => {
            e.report(&io.l10n, io.err);
            e.exit_code()
        }
    }
}

/// The binary's entry point.
pub fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let mut out = output::Checked::new(stdout.lock());
    let progress = std::io::IsTerminal::is_terminal(&stderr);
    let code = run_streams(args, &mut out, &mut stderr.lock(), progress);
    let code = out.finish(code, &mut stderr.lock());
    ExitCode::from(code.clamp(0, 255) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Option<Command> {
        Cli::try_parse_from(args)
            .unwrap()
            .with_outer_options()
            .unwrap()
            .command
    }

    #[test]
    fn options_before_a_verb_reach_it() {
        let Some(Command::Play(play)) = parse(&[
            "jt",
            "--progress",
            "my.json",
            "--ascii",
            "--lessons",
            "dir",
            "play",
        ]) else {
            panic!("play")
        };
        assert_eq!(play.tui.progress, Some(PathBuf::from("my.json")));
        assert!(play.tui.ascii);
        assert_eq!(play.tui.lessons, Some(PathBuf::from("dir")));
        // The verb's own option wins.
        let Some(Command::Edit(edit)) =
            parse(&["jt", "--progress", "a.json", "edit", "--progress", "b.json"])
        else {
            panic!("edit")
        };
        assert_eq!(edit.tui.progress, Some(PathBuf::from("b.json")));
        let Some(Command::Show { ascii: true, .. }) = parse(&["jt", "--ascii", "show"]) else {
            panic!("show --ascii")
        };
        let Some(Command::Progress(p)) = parse(&["jt", "--lessons", "dir", "progress"]) else {
            panic!("progress")
        };
        assert_eq!(p.lessons, Some(PathBuf::from("dir")));
    }

    #[test]
    fn options_before_a_verb_that_has_no_use_for_them_are_refused() {
        let refused = |args: &[&str]| {
            let Err(CliError::Usage { errors, .. }) =
                Cli::try_parse_from(args).unwrap().with_outer_options()
            else {
                panic!("{args:?} was taken")
            };
            errors
                .iter()
                .map(|m| (m.id.to_string(), format!("{:?}", m.get("option"))))
                .collect::<Vec<_>>()
        };
        for args in [
            &["jt", "--ascii", "perft", "1"][..],
            &["jt", "--ascii", "try", "l", "e", "a"],
            &["jt", "--lessons", "d", "faq"],
            &["jt", "--lessons", "d", "show"],
        ] {
            let errors = refused(args);
            assert_eq!(errors.len(), 1, "{args:?}");
            assert_eq!(errors[0].0, "cli-option-unused");
            assert!(errors[0].1.contains(args[1]), "{args:?}: {errors:?}");
        }
        assert_eq!(
            refused(&["jt", "--ascii", "--lessons", "d", "uci"]).len(),
            2
        );
        assert_eq!(refused(&["jt", "--ascii", "game", "g.gib"]).len(), 1);
        // The record viewer draws the board and reads lessons: it takes both.
        assert!(
            Cli::try_parse_from(["jt", "--ascii", "--lessons", "d", "game", "g.gib", "--view"])
                .unwrap()
                .with_outer_options()
                .is_ok()
        );
        // `--progress` counts for every verb.
        assert!(
            Cli::try_parse_from(["jt", "--progress", "p.json", "perft", "1"])
                .unwrap()
                .with_outer_options()
                .is_ok()
        );
    }
}
