//! The command line in the user's language: clap's `--help` and its usage errors from Fluent.
//!
//! The language must be known before parsing, so [`pre_scan`] reads `--lang` and `--progress`
//! from the raw arguments; `run_with` resolves the language from them (then the environment)
//! and [`parse`] builds clap's `Command` from the derive, rewrites every text in that language
//! and parses.
//!
//! Message ids follow the command tree, so a new verb or argument only needs `.ftl` lines:
//! - a verb's description: `help-<verb>` (the program itself: `help-janggi-tutor`);
//! - an argument: `help-<verb>-<arg>`, else the shared `help-arg-<arg>` (arguments that several
//!   verbs flatten in, such as `--fen`), where `<arg>` is clap's id with `_` as `-`;
//! - nested verbs join their names: `help-<verb>-<sub>`, `help-<verb>-<sub>-<arg>`.
//!
//! [`missing_help_ids`] lists what lacks a message; a test runs it for every language.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgMatches, Command, CommandFactory, FromArgMatches};

use super::Cli;
use super::args::ArgError;
use crate::i18n::{Localizer, Message};

/// The program's name, the first part of the root's message ids.
const ROOT: &str = "janggi-tutor";

/// What must be known before parsing: `--lang` and `--progress` (where the saved language is).
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct PreScan {
    pub(crate) lang: Option<String>,
    pub(crate) progress: Option<PathBuf>,
}

/// Reads `--lang X` / `--lang=X` and `--progress P` / `--progress=P` from raw arguments
/// (the last one wins, as clap does), stopping at `--`.
pub(crate) fn pre_scan(args: &[OsString]) -> PreScan {
    let mut found = PreScan::default();
    let mut iter = args.iter().skip(1);
    while let Some(arg) = iter.next() {
        let Some(text) = arg.to_str() else { continue };
        if text == "--" {
            break;
        }
        if let Some(value) = text.strip_prefix("--lang=") {
            found.lang = Some(value.to_string());
        } else if text == "--lang" {
            found.lang = iter.next().and_then(|v| v.to_str()).map(str::to_string);
        } else if let Some(value) = text.strip_prefix("--progress=") {
            found.progress = Some(PathBuf::from(value));
        } else if text == "--progress" {
            found.progress = iter.next().map(PathBuf::from);
        }
    }
    found
}

/// The message id of a verb (`path` = verb names below the program) or of one of its
/// arguments.
fn verb_id(path: &[String]) -> String {
    if path.is_empty() {
        format!("help-{ROOT}")
    } else {
        format!("help-{}", path.join("-"))
    }
}

fn arg_ids(path: &[String], arg: &Arg) -> [String; 2] {
    let name = arg.get_id().as_str().replace('_', "-");
    [
        format!("{}-{name}", verb_id(path)),
        format!("help-arg-{name}"),
    ]
}

/// clap's own arguments and verb, which have no doc comment of ours.
fn is_builtin(arg: &Arg) -> bool {
    matches!(arg.get_id().as_str(), "help" | "version")
}

/// The first id of `ids` that `lang` defines.
fn first_known<'a>(l10n: &Localizer, lang: &str, ids: &'a [String]) -> Option<&'a String> {
    ids.iter().find(|id| l10n.has_message(lang, id))
}

/// Every verb and argument of the command line (as the derive declares them) that has no help
/// message in `lang`: the list a new verb's author has to fill.
pub fn missing_help_ids(l10n: &Localizer, lang: &str) -> Vec<String> {
    fn walk(
        cmd: &Command,
        path: &mut Vec<String>,
        l10n: &Localizer,
        lang: &str,
        out: &mut Vec<String>,
    ) {
        let id = verb_id(path);
        if !l10n.has_message(lang, &id) {
            out.push(id);
        }
        for arg in cmd.get_arguments().filter(|a| !is_builtin(a)) {
            // A global argument is declared once, on the verb that owns it.
            if arg.is_global_set() && !path.is_empty() {
                continue;
            }
            let ids = arg_ids(path, arg);
            if first_known(l10n, lang, &ids).is_none() {
                out.push(ids.join(" or "));
            }
        }
        for sub in cmd.get_subcommands() {
            path.push(sub.get_name().to_string());
            walk(sub, path, l10n, lang, out);
            path.pop();
        }
    }
    let mut out = Vec::new();
    walk(&Cli::command(), &mut Vec::new(), l10n, lang, &mut out);
    out
}

/// The names of every verb, nested ones as `verb sub` (for tests that run each `--help`).
pub fn verb_paths() -> Vec<Vec<String>> {
    fn walk(cmd: &Command, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
        for sub in cmd.get_subcommands() {
            path.push(sub.get_name().to_string());
            out.push(path.clone());
            walk(sub, path, out);
            path.pop();
        }
    }
    let mut out = Vec::new();
    walk(&Cli::command(), &mut Vec::new(), &mut out);
    out
}

/// clap's `Command` with every description, argument help and heading in the localizer's
/// language.
pub(crate) fn localized_command(l10n: &Localizer) -> Command {
    let mut cmd = Cli::command();
    // Build first: clap then adds --help, --version and the `help` verb, and copies global
    // arguments into the verbs, so all of them get their words below.
    cmd.build();
    localize(cmd, &mut Vec::new(), l10n)
}

fn localize(cmd: Command, path: &mut Vec<String>, l10n: &Localizer) -> Command {
    let lang = l10n.lang().to_string();
    let about = l10n.tr(&verb_id(path));
    let template = template(&cmd, l10n);
    let owner_path = path.clone();
    let mut cmd = cmd
        .about(about)
        .long_about(None::<&str>)
        .help_template(template)
        .mut_args(|arg| {
            // A global argument copied into a verb keeps the words of the verb that owns it.
            let path: &[String] = if arg.is_global_set() {
                &[]
            } else {
                &owner_path
            };
            let ids = arg_ids(path, &arg);
            let Some(id) = first_known(l10n, &lang, &ids).or_else(|| first_known(l10n, "en", &ids))
            else {
                return arg;
            };
            let mut help = Message::new(id.clone());
            // clap's "[default: basic]" is English: the default goes into our sentence. A flag's
            // default ("false") says nothing and is English: left out.
            let is_flag = matches!(
                arg.get_action(),
                clap::ArgAction::SetTrue | clap::ArgAction::SetFalse | clap::ArgAction::Count
            );
            let defaults: Vec<String> = arg
                .get_default_values()
                .iter()
                .map(|v| v.to_string_lossy().into_owned())
                .filter(|v| !v.is_empty())
                .collect();
            if !is_flag && !defaults.is_empty() && !arg.is_hide_default_value_set() {
                help = Message::new("help-with-default")
                    .arg_msg("help", help)
                    .arg("value", defaults.join(", "));
            }
            arg.help(l10n.format(&help))
                .long_help(None::<&str>)
                .hide_default_value(true)
                .hide_possible_values(true)
        });
    // clap's usage placeholders in the user's language (`[OPTIONS]`, `[COMMAND]`).
    if cmd.has_subcommands() {
        cmd = cmd.subcommand_value_name(l10n.tr("help-placeholder-command"));
    }
    let usage = cmd.render_usage().to_string();
    let usage = usage.trim_start_matches("Usage:").trim().replace(
        "[OPTIONS]",
        &format!("[{}]", l10n.tr("help-placeholder-options")),
    );
    cmd = cmd.override_usage(usage);
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        path.push(name.clone());
        let sub_path = path.clone();
        cmd = cmd.mut_subcommand(&name, |sub| localize(sub, &mut sub_path.clone(), l10n));
        path.pop();
    }
    cmd
}

/// clap's help layout with our headings: only the sections the verb has, each heading a
/// whole message (so it holds its own colon, full-width in Chinese).
fn template(cmd: &Command, l10n: &Localizer) -> String {
    let mut t = String::from("{before-help}{about-with-newline}\n");
    t.push_str(&l10n.format(&Message::new("help-usage").arg("usage", "{usage}")));
    let visible = |a: &&Arg| !a.is_hide_set();
    let sections = [
        (
            cmd.get_subcommands().any(|s| !s.is_hide_set()),
            "help-heading-commands",
            "{subcommands}",
        ),
        (
            cmd.get_positionals().any(|a| visible(&a)),
            "help-heading-arguments",
            "{positionals}",
        ),
        (
            cmd.get_arguments()
                .any(|a| !a.is_positional() && visible(&a)),
            "help-heading-options",
            "{options}",
        ),
    ];
    for (present, heading, tag) in sections {
        if present {
            t.push_str(&format!("\n\n{}\n{tag}", l10n.tr(heading)));
        }
    }
    t.push_str("{after-help}\n");
    t
}

/// Parses `args` with the localized command. On failure returns the exit status and the text
/// to print (help and version on stdout with status 0, errors on stderr with status 2).
pub(crate) fn parse(args: &[OsString], l10n: &Localizer) -> Result<Cli, (i32, Output)> {
    let cmd = localized_command(l10n);
    let matches: Result<ArgMatches, clap::Error> = cmd.try_get_matches_from(args);
    match matches.and_then(|mut m| Cli::from_arg_matches_mut(&mut m)) {
        Ok(cli) => Ok(cli),
        Err(e) if !e.use_stderr() => Err((0, Output::Out(e.render().to_string()))),
        // A value our parsers refused: said after the language warning, as the verbs said it.
        Err(e) if arg_error(&e).is_some() => Err((
            super::error::EXIT_USAGE,
            Output::Refused(error_text(&e, l10n)),
        )),
        Err(e) => Err((super::error::EXIT_USAGE, Output::Err(error_text(&e, l10n)))),
    }
}

/// Where a text goes.
pub(crate) enum Output {
    Out(String),
    Err(String),
    /// A value refused by one of our value parsers (`--rules`, `--fen`, ...): on stderr.
    Refused(String),
}

fn context_text(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => Some(v.join(", ")),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        ContextValue::StyledStrs(v) => Some(
            v.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// A usage error as a localized sentence with its place (the argument and value at fault),
/// a suggestion, the usage line and where to read more. A kind without its own sentence gets
/// a general one with clap's English text after it, in parentheses.
pub(crate) fn error_message(e: &clap::Error) -> Message {
    if let Some(m) = arg_error(e) {
        return m.clone();
    }
    let get = |k| context_text(e, k).unwrap_or_default();
    let arg = get(ContextKind::InvalidArg);
    match e.kind() {
        ErrorKind::UnknownArgument => Message::new("clap-unknown-argument").arg("arg", arg),
        ErrorKind::InvalidSubcommand => {
            Message::new("clap-unknown-verb").arg("verb", get(ContextKind::InvalidSubcommand))
        }
        ErrorKind::InvalidValue => match context_text(e, ContextKind::ValidValue) {
            Some(valid) => Message::new("clap-invalid-value-known")
                .arg("arg", arg)
                .arg("value", get(ContextKind::InvalidValue))
                .arg("known", valid),
            None => Message::new("clap-invalid-value")
                .arg("arg", arg)
                .arg("value", get(ContextKind::InvalidValue)),
        },
        ErrorKind::ValueValidation => Message::new("clap-invalid-value")
            .arg("arg", arg)
            .arg("value", get(ContextKind::InvalidValue)),
        ErrorKind::MissingRequiredArgument => {
            Message::new("clap-missing-argument").arg("args", arg)
        }
        ErrorKind::ArgumentConflict => Message::new("clap-conflict")
            .arg("arg", arg)
            .arg("other", get(ContextKind::PriorArg)),
        ErrorKind::NoEquals
        | ErrorKind::TooManyValues
        | ErrorKind::TooFewValues
        | ErrorKind::WrongNumberOfValues => Message::new("clap-wrong-values").arg("arg", arg),
        ErrorKind::InvalidUtf8 => Message::new("clap-invalid-utf8"),
        ErrorKind::MissingSubcommand => Message::new("clap-missing-verb"),
        _ => {
            let rendered = e.render().to_string();
            let first = rendered
                .lines()
                .next()
                .unwrap_or_default()
                .trim_start_matches("error: ")
                .to_string();
            Message::new("clap-other").arg("detail", first)
        }
    }
}

/// The sentence of a value our own value parser refused (`--rules`, `--fen`, ...).
fn arg_error(e: &clap::Error) -> Option<&Message> {
    use std::error::Error;
    let source = e.source()?;
    source.downcast_ref::<ArgError>().map(|a| &a.0)
}

/// The whole text of a usage error, in the user's language. A value our parsers refused is
/// only its sentence, as the verbs said it when they read their strings themselves.
pub(crate) fn error_text(e: &clap::Error, l10n: &Localizer) -> String {
    if let Some(m) = arg_error(e) {
        return super::error::error_line(l10n, m) + "\n";
    }
    let mut lines =
        vec![l10n.format(&Message::new("cli-error-line").arg_msg("text", error_message(e)))];
    let suggestion = context_text(e, ContextKind::SuggestedArg)
        .or_else(|| context_text(e, ContextKind::SuggestedSubcommand))
        .or_else(|| context_text(e, ContextKind::SuggestedValue));
    if let Some(s) = suggestion {
        lines.push(l10n.format(&Message::new("clap-did-you-mean").arg("suggestion", s)));
    }
    if let Some(usage) = context_text(e, ContextKind::Usage) {
        // clap writes "Usage: <line>" (one or more lines); keep the lines, localize the label.
        let usage = usage.trim_start_matches("Usage:").trim().to_string();
        lines.push(String::new());
        lines.push(l10n.format(&Message::new("help-usage").arg("usage", usage.clone())));
        let command: Vec<&str> = usage
            .split_whitespace()
            .take_while(|w| !w.starts_with(['[', '<', '-']))
            .collect();
        lines.push(String::new());
        lines.push(l10n.format(&Message::new("clap-more-info").arg("command", command.join(" "))));
    }
    let mut text = lines.join("\n");
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    #[test]
    fn pre_scan_finds_lang_and_progress_in_both_spellings() {
        let found = pre_scan(&os(&[
            "jt",
            "--lang",
            "ko",
            "moves",
            "--progress=/tmp/p.json",
        ]));
        assert_eq!(found.lang.as_deref(), Some("ko"));
        assert_eq!(found.progress, Some(PathBuf::from("/tmp/p.json")));
        let found = pre_scan(&os(&[
            "jt",
            "--lang=zh",
            "--lang",
            "en",
            "--",
            "--lang",
            "ko",
        ]));
        assert_eq!(found.lang.as_deref(), Some("en"), "the last before -- wins");
        assert_eq!(pre_scan(&os(&["jt", "--lang"])), PreScan::default());
    }
}
