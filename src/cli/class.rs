//! `janggi-tutor class new|report|watch`: a teacher's class on a room server. `new` lints
//! the lesson folder (and refuses it with the lint's `file:line:col` errors), uploads it and
//! prints the class code and the teacher's token; `report` prints per student and per
//! exercise what the class answered; `watch` is the same as a live screen. The students'
//! side (`--class URL CODE --name NAME`) is [`ClassArgs`], taken by the trainer and `try`.

use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};

use super::json::{self, ClassNewReport};
use super::{CliError, CliResult, Io, Outcome};
use crate::i18n::{Message, library_error};
use crate::learner::class::{ClassLink, error_message};
use crate::lesson::lint;
use crate::net::class::client::Connection;
use crate::net::class::msg::{Pack, PackFile};
use crate::net::class::report::{text_lines, with_words};
use crate::net::client::Intent;
use crate::tui::app::{Opening, PlayStart, RemoteStart};

/// A class to answer in: `--class URL CODE --name NAME`.
#[derive(Args, Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct ClassArgs {
    /// A class on a room server, its address and code (from `class new`): its lessons are
    /// shown and every answer is sent to it.
    #[arg(long = "class", num_args = 2, value_names = ["URL", "CODE"])]
    pub(crate) class: Option<Vec<String>>,
    /// The student's name in the class.
    #[arg(long, value_name = "NAME", requires = "class")]
    pub(crate) name: Option<String>,
}

impl ClassArgs {
    /// The class link, if `--class` is given (a name is needed then); `progress` is where the
    /// class's folder goes beside.
    pub(crate) fn link(&self, progress: Option<&Path>) -> Result<Option<ClassLink>, CliError> {
        let Some(v) = &self.class else {
            return Ok(None);
        };
        let (url, code) = match v.as_slice() {
            [url, code] => (url, code),
            _ => return Err(CliError::usage(Message::new("class-no-name"))),
        };
        let name = self.name.as_deref().unwrap_or_default();
        ClassLink::new(url, code, name, progress)
            .map(Some)
            .map_err(CliError::usage)
    }

    pub(crate) fn is_set(&self) -> bool {
        self.class.is_some()
    }

    /// These options, or `outer`'s where none are given here.
    #[must_use]
    pub(crate) fn or(self, outer: &ClassArgs) -> ClassArgs {
        if self.class.is_some() {
            self
        } else {
            outer.clone()
        }
    }
}

#[derive(Args, Debug)]
pub(crate) struct ClassCmd {
    #[command(subcommand)]
    pub(crate) command: ClassVerb,
}

#[derive(Subcommand, Debug)]
pub(crate) enum ClassVerb {
    /// Lint a lesson folder, upload it as a new class and print the class code and the
    /// teacher's token.
    New(NewArgs),
    /// Print the class's report: per student and per exercise.
    Report(ReportArgs),
    /// The class's report as a live screen, updated as answers come.
    Watch(WatchArgs),
}

#[derive(Args, Debug)]
pub(crate) struct NewArgs {
    /// The room server's address, ws://HOST:PORT/ws.
    #[arg(value_name = "URL")]
    pub(crate) url: String,
    /// The folder of lesson files the class works on.
    #[arg(long, value_name = "DIR")]
    pub(crate) lessons: PathBuf,
    /// Print the code and token as JSON.
    #[arg(long)]
    pub(crate) json: bool,
}

/// A class as its teacher names it: the server, the class code and the token.
#[derive(Args, Debug)]
pub(crate) struct TeacherArgs {
    /// The room server's address, ws://HOST:PORT/ws.
    #[arg(value_name = "URL")]
    pub(crate) url: String,
    /// The class code.
    #[arg(value_name = "CODE")]
    pub(crate) code: String,
    /// The teacher's token (from `class new`).
    #[arg(long, value_name = "TOKEN")]
    pub(crate) token: String,
}

#[derive(Args, Debug)]
pub(crate) struct ReportArgs {
    #[command(flatten)]
    pub(crate) class: TeacherArgs,
    /// Print the report as JSON.
    #[arg(long)]
    pub(crate) json: bool,
}

#[derive(Args, Debug)]
pub(crate) struct WatchArgs {
    #[command(flatten)]
    pub(crate) class: TeacherArgs,
}

pub(crate) fn run(io: &mut Io, cmd: &ClassCmd) -> CliResult {
    match &cmd.command {
        ClassVerb::New(a) => new(io, a),
        ClassVerb::Report(a) => report(io, a),
        ClassVerb::Watch(a) => watch(io, a),
    }
}

fn failure(e: &crate::net::class::client::ClassError) -> CliError {
    CliError::Failure(error_message(e))
}

/// The lesson files of `dir` as a pack, named by their path under it.
fn pack_of(dir: &Path) -> Result<Pack, CliError> {
    let (sources, problems) = crate::lesson::load::folder_sources(dir).map_err(|e| {
        CliError::usage(
            Message::new("lint-path-unreadable")
                .arg("path", dir.display().to_string())
                .arg_msg("detail", library_error::io_error(&e)),
        )
    })?;
    if !problems.is_empty() || sources.is_empty() {
        return Err(CliError::usage(
            Message::new("lint-no-lesson-files").arg("path", dir.display().to_string()),
        ));
    }
    let files = sources
        .into_iter()
        .map(|s| {
            let name = Path::new(&s.path)
                .strip_prefix(dir)
                .map_or(s.path.clone(), |p| p.display().to_string());
            PackFile { name, text: s.text }
        })
        .collect();
    Ok(Pack { files })
}

fn new(io: &mut Io, args: &NewArgs) -> CliResult {
    let report = lint::lint_paths(&[&args.lessons]).map_err(|(path, e)| {
        CliError::usage(
            Message::new("lint-path-unreadable")
                .arg("path", path)
                .arg_msg("detail", library_error::io_error(&e)),
        )
    })?;
    if report.files == 0 {
        return Err(CliError::usage(
            Message::new("lint-no-lesson-files").arg("path", args.lessons.display().to_string()),
        ));
    }
    let errors = report.errors();
    if errors > 0 {
        // The lint's lines, `path:line:col: error: …`, on stderr: nothing was uploaded.
        super::lessons::print_diagnostics(io, &report.diagnostics, false);
        return Err(CliError::Failure(
            Message::new("class-lint-failed").arg_num("errors", errors),
        ));
    }
    let pack = pack_of(&args.lessons)?;
    let (class, token) = Connection::open(&args.url)
        .and_then(|mut c| c.upload(&pack))
        .map_err(|e| failure(&e))?;
    let doc = ClassNewReport { class, token };
    if args.json {
        json::print(io.out, &doc);
    } else {
        io.say(&Message::new("class-created-code").arg("code", doc.class.clone()));
        io.say(&Message::new("class-created-token").arg("token", doc.token.clone()));
        io.say(
            &Message::new("class-created-hint")
                .arg("url", args.url.clone())
                .arg("code", doc.class.clone()),
        );
    }
    Ok(Outcome::Done)
}

fn report(io: &mut Io, args: &ReportArgs) -> CliResult {
    let t = &args.class;
    let report = Connection::open(&t.url)
        .and_then(|mut c| {
            let mut r = c.report(&t.code, &t.token)?;
            r.rooms = c.rooms(&t.code, &t.token)?;
            Ok(r)
        })
        .map_err(|e| failure(&e))?;
    if args.json {
        json::print(io.out, &with_words(report, &io.l10n));
    } else {
        for line in text_lines(&report, io.l10n.lang()) {
            io.say(&line);
        }
    }
    Ok(Outcome::Done)
}

/// The live report; a room game picked on it is watched on the play screen, and leaving
/// that comes back to the report.
fn watch(io: &mut Io, args: &WatchArgs) -> CliResult {
    let t = &args.class;
    loop {
        let mut conn = Connection::open(&t.url).map_err(|e| failure(&e))?;
        let first = conn.watch(&t.code, &t.token).map_err(|e| failure(&e))?;
        let picked = crate::tui::class_watch::run(conn, first, &t.token, &io.l10n)
            .map_err(CliError::Failure)?;
        let Some(room) = picked else {
            return Ok(Outcome::Done);
        };
        let remote = RemoteStart {
            address: t.url.trim().to_string(),
            intent: Intent::Watch { room },
            trust: Default::default(),
        };
        let lang = io.l10n.lang().to_string();
        let tui = super::trainer::TuiArgs::default();
        let status = crate::tui::run(
            || {
                let mut config = super::trainer::config_from(&tui, &lang, Vec::new());
                config.open = Opening::Play(PlayStart::Remote(remote));
                config
            },
            &io.l10n,
            io.err,
        );
        if status != 0 {
            return Ok(Outcome::Screen(status));
        }
    }
}
