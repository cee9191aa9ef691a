//! The command line: clap verbs that call the library. No rules logic lives here.

mod arena;
mod args;
mod bench;
pub(crate) mod class;
mod diagram;
mod edit;
mod erratum;
mod error;
mod explain;
mod export;
mod faq;
mod fen;
mod game;
pub mod help;
mod join;
pub mod json;
mod lessons;
mod lint;
mod moves;
mod new;
mod output;
mod perft;
pub(crate) mod play;
mod progress;
mod review;
mod schema;
mod serve;
mod show;
mod status;
mod trainer;
mod try_answer;
mod uci;

pub(crate) use args::{Moves, PositionArgs};
pub(crate) use error::CliResult;
pub use error::{CliError, Outcome};
pub(crate) use trainer::{PreviewArgs, TuiArgs};

use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::i18n::{Localizer, Message, resolve_language};

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

    /// `--class URL CODE --name NAME`: the trainer on a class's lessons, every answer sent
    /// to the class (and `try`'s own, given before the verb).
    #[command(flatten)]
    pub(crate) class: class::ClassArgs,
}

/// The verbs. Each holds its own arguments, declared in the verb's module next to its `run`.
#[derive(Subcommand, Debug)]
pub(crate) enum Command {
    /// Play a game against the AI (the trainer screen, opened on the play screen).
    Play(play::PlayArgs),
    /// List the legal moves, one per line.
    Moves(moves::MovesArgs),
    /// Count the leaf nodes of the legal move tree; the last line is the count alone.
    Perft(perft::PerftArgs),
    /// Say whether a move is legal, and if not, why.
    Explain(explain::ExplainArgs),
    /// Draw the position as a text diagram.
    Show(show::ShowArgs),
    /// Side to move, check, bikjang and result.
    Status(status::StatusArgs),
    /// Check the FAQ's claims about the rules against the engine, under each rule set.
    Faq(faq::FaqArgs),
    /// Check lesson files: YAML, fields, positions, answer keys against the engine, languages.
    /// Each problem is one line `path:line:col: error|warning: message`.
    Lint(lint::LintArgs),
    /// List the phases, lessons and exercises with their ids.
    Lessons(lessons::LessonsArgs),
    /// Check one answer to an exercise and print the verdict and feedback.
    Try(try_answer::TryArgs),
    /// Print a filled error report about an exercise, a FAQ question or a position, to paste
    /// into an issue.
    Erratum(erratum::ErratumArgs),
    /// Print the JSON Schema of lesson files (for editors).
    Schema(schema::SchemaArgs),
    /// Write lessons as a printable handout: one HTML page with the positions drawn, the
    /// questions, the self-checks and an answer page.
    Export(export::ExportArgs),
    /// Read a lesson diagram (a `diagram:` block or its ten rows) and print its FEN.
    Fen(fen::FenArgs),
    /// Read a game record (.gib or PGN, UTF-8 or EUC-KR), check every move with the engine and
    /// print it as .gib, PGN, the FEN after a move, or a lesson skeleton.
    Game(game::GameArgs),
    /// Summarise the progress file: stars per phase and lesson, attempts, misses, the most
    /// frequent misconceptions, reviews due.
    Progress(progress::ProgressArgs),
    /// Review a game record: every move judged by the search, the inaccuracies (?!), mistakes (?)
    /// and blunders (??) with the better move, the line that punishes the move played and what
    /// went wrong; short mates missed or walked into.
    Review(review::ReviewArgs),
    /// The board editor: set up a position, see whether the rules accept it, try moves, and
    /// export it as FEN, a diagram or a lesson skeleton (copied with OSC 52, printed on exit).
    Edit(edit::EditArgs),
    /// Write a lesson skeleton with one exercise of each kind asked for; the lint accepts it
    /// as written, and once its TODO texts are filled in.
    New(new::NewArgs),
    /// Speak UCI on stdin/stdout as a Janggi engine (the built-in opponent), for GUIs and
    /// matches; UCI_Variant janggi, janggitraditional, janggimodern, janggicasual or basic.
    Uci(uci::UciArgs),
    /// Run a room server for games over the network (WebSocket, `docs/PROTOCOL.md`); prints
    /// `listening on ws://HOST:PORT/ws` first. Loopback only unless another address is named.
    Serve(serve::ServeArgs),
    /// Play in a room of a room server (`janggi-tutor serve`) on the trainer screen: join the
    /// room ROOM, or without it create one and share its code; `--watch` to watch.
    Join(join::JoinArgs),
    /// A teacher's class on a room server: `new` uploads a lesson folder and prints the class
    /// code and the teacher's token, `report` prints what the students answered, `watch`
    /// shows it live.
    Class(class::ClassCmd),
    /// Search fixed positions to a fixed depth and print the node count (the search's signature).
    Bench(bench::BenchArgs),
    /// Development: play a match between built-in levels (A against B, default A-1) or
    /// against an external UCI engine, and print the score.
    #[command(hide = true)]
    Match(arena::MatchArgs),
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
            Some(Command::Show(args)) => {
                args.ascii |= outer.ascii;
                (true, false)
            }
            Some(Command::Export(args)) => {
                args.ascii |= outer.ascii;
                args.lessons = args.lessons.take().or_else(lessons);
                (true, true)
            }
            // Paths given to `lint` itself win, as a verb's own option does.
            Some(Command::Lint(args)) => {
                if args.paths.is_empty() {
                    args.paths.extend(lessons());
                }
                (false, true)
            }
            Some(Command::Try(args)) => {
                args.lessons = args.lessons.take().or_else(lessons);
                args.class = std::mem::take(&mut args.class).or(&self.class);
                (false, true)
            }
            Some(
                Command::Lessons(lessons::LessonsArgs { lessons: own })
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
            Some(Command::Game(args)) => (args.view, args.view),
            Some(_) => (false, false),
        };
        let mut unused = Vec::new();
        if outer.ascii && !takes_ascii {
            unused.push("--ascii");
        }
        if outer.lessons.is_some() && !takes_lessons {
            unused.push("--lessons");
        }
        // `--class` counts for the trainer and `try` only.
        if self.class.is_set() && !matches!(self.command, None | Some(Command::Try(_))) {
            unused.push("--class");
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

/// Runs a parsed command line: each verb's `run` with its arguments (and the trainer's
/// options given before the verb, for the verbs that use them).
pub(crate) fn run(cli: Cli, io: &mut Io) -> CliResult {
    let cli = cli.with_outer_options()?;
    let Some(command) = cli.command else {
        return Ok(Outcome::Screen(trainer::run(
            &cli.tui,
            &cli.class,
            &cli.preview,
            &io.l10n,
            Vec::new(),
            io.err,
        )?));
    };
    // `--open` and `--watch` start the trainer screen; a verb would ignore them.
    if cli.preview.is_set() {
        return Err(CliError::usage(Message::new("open-needs-screen")));
    }
    let progress = cli.tui.progress.as_deref();
    match command {
        Command::Play(args) => play::run(io, &args),
        Command::Moves(args) => moves::run(io, &args),
        Command::Perft(args) => perft::run(io, &args),
        Command::Explain(args) => explain::run(io, &args),
        Command::Show(args) => show::run(io, &args),
        Command::Status(args) => status::run(io, &args),
        Command::Faq(args) => faq::run(io, &args),
        Command::Lint(args) => lint::run(io, &args),
        Command::Lessons(args) => lessons::run(io, &args),
        Command::Try(args) => try_answer::run(io, &args, progress),
        Command::Erratum(args) => erratum::run(io, &args),
        Command::Schema(args) => schema::run(io, &args),
        Command::Export(args) => export::run(io, &args),
        Command::Fen(args) => fen::run(io, &args),
        Command::Game(args) => game::run(io, &args, &cli.tui),
        Command::Progress(args) => progress::run(io, &args, progress),
        Command::Review(args) => review::run(io, &args, progress),
        Command::Edit(args) => edit::run(io, &args),
        Command::New(args) => new::run(io, &args),
        Command::Uci(args) => uci::run(io, &args),
        Command::Serve(args) => serve::run(io, &args),
        Command::Join(args) => join::run(io, &args),
        Command::Class(args) => class::run(io, &args),
        // The bench prints its own numbers and returns its exit code.
        Command::Bench(args) => bench::run(io, &args),
        Command::Match(args) => arena::run(io, &args),
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

/// The language of the command line before it is parsed (help and usage errors speak it
/// too): `--lang`, else the saved setting (the progress file is then not read at all), else the
/// environment; with the warning for an unknown `--lang`.
fn early_localizer(args: &[OsString]) -> (Localizer, Option<Message>) {
    let early = help::pre_scan(args);
    let saved = match early.lang {
        Some(_) => None,
        None => early
            .progress
            .or_else(crate::learner::progress::ProgressStore::default_path)
            .and_then(|p| crate::learner::progress::saved_language(&p)),
    };
    resolve_localizer(early.lang.as_deref(), saved.as_deref())
}

/// [`run_with`], told whether `err` is a terminal.
fn run_streams(
    args: Vec<OsString>,
    out: &mut dyn Write,
    err: &mut dyn Write,
    progress: bool,
) -> i32 {
    let (l10n, warning) = early_localizer(&args);
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
        trainer::run(
            &cli.tui,
            &cli.class,
            &cli.preview,
            &io.l10n,
            warnings,
            io.err,
        )
        .map(Outcome::Screen)
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
    let code = run_streams(args.clone(), &mut out, &mut stderr.lock(), progress);
    // The output's own error speaks the language the command line chose (`--lang zh moves >
    // /dev/full`); resolved again only when there is one to say.
    let code = out.finish(code, &mut stderr.lock(), || early_localizer(&args).0);
    ExitCode::from(code.clamp(0, 255) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

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
        let Some(Command::Show(show)) = parse(&["jt", "--ascii", "show"]) else {
            panic!("show")
        };
        assert!(show.ascii);
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
