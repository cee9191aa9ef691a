//! `janggi-tutor` with no subcommand: the trainer screen's options, and the app's config built
//! from them, the environment and the language the command line resolved.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::CliError;
use crate::i18n::{Localizer, Message};
use crate::learner::class::{ClassSender, Fetched};
use crate::learner::progress::ProgressStore;
use crate::tui::Start;
use crate::tui::app::{Config, Opening};
use crate::tui::preview::Place;
use crate::tui::theme::Theme;

/// Options of `janggi-tutor` without a subcommand (the trainer screen).
#[derive(clap::Args, Debug, Clone, Default)]
pub(crate) struct TuiArgs {
    /// Progress file (stars and settings). Default: <data dir>/janggi-tutor/progress.json.
    #[arg(long, value_name = "PATH")]
    pub(crate) progress: Option<PathBuf>,
    /// Draw the board with letters instead of CJK glyphs.
    #[arg(long)]
    pub(crate) ascii: bool,
    /// A folder of lesson files that adds lessons or replaces those with the same id.
    #[arg(long, value_name = "DIR")]
    pub(crate) lessons: Option<PathBuf>,
}

impl TuiArgs {
    /// These options, each one not given here taken from `outer` (the options before the
    /// verb: `janggi-tutor --progress P play`).
    #[must_use]
    pub(crate) fn or(self, outer: &TuiArgs) -> TuiArgs {
        TuiArgs {
            progress: self.progress.or_else(|| outer.progress.clone()),
            ascii: self.ascii || outer.ascii,
            lessons: self.lessons.or_else(|| outer.lessons.clone()),
        }
    }
}

/// The app's config: `lang` is the language already resolved (`--lang`, the saved setting,
/// the environment); `warnings` are shown in a notice at start (an unknown `--lang`, ...).
pub(crate) fn config_from(args: &TuiArgs, lang: &str, mut warnings: Vec<Message>) -> Config {
    let (store, store_warning) = ProgressStore::open(args.progress.clone());
    let (lessons, lesson_warnings) = crate::tui::load_lessons(args.lessons.as_deref());
    warnings.extend(lesson_warnings);
    let faq = crate::tui::load_faq(&mut warnings);
    warnings.extend(store_warning);
    Config {
        store,
        cli_lang: Some(lang.to_string()),
        env_lang: crate::tui::env_locale(),
        letters: args.ascii,
        theme: Theme::from_env(std::env::var("NO_COLOR").ok().as_deref()),
        lessons,
        faq,
        warnings,
        open: Opening::Home,
        engine: None,
    }
}

/// `--open` and `--watch`: previewing lessons while writing them (the trainer screen only).
#[derive(clap::Args, Debug, Clone, Default)]
pub(crate) struct PreviewArgs {
    /// Start on this lesson's page, or on one of its exercises: LESSON or LESSON/EXERCISE,
    /// with the ids `janggi-tutor lessons` prints.
    #[arg(long, value_name = "LESSON[/EXERCISE]")]
    pub(crate) open: Option<String>,
    /// Read the lessons of --lessons DIR again whenever its files change, keeping the place
    /// on screen, and show the lint's findings under the screen.
    #[arg(long, requires = "lessons")]
    pub(crate) watch: bool,
}

impl PreviewArgs {
    pub(crate) fn is_set(&self) -> bool {
        self.open.is_some() || self.watch
    }
}

/// Up to this many near ids are offered for an unknown one.
const NEAR: usize = 5;

/// The ids of `known` that look like `wanted` (a typo, a part of the id), closest first.
fn near_matches<'a>(wanted: &str, known: &[&'a str]) -> Vec<&'a str> {
    let wanted = wanted.to_lowercase();
    let mut scored: Vec<(f64, &str)> = known
        .iter()
        .map(|&k| {
            let score = if k.contains(wanted.as_str()) && !wanted.is_empty() {
                1.0
            } else {
                strsim::jaro_winkler(&wanted, k)
            };
            (score, k)
        })
        .filter(|(score, _)| *score >= 0.8)
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(b.1)));
    scored.into_iter().take(NEAR).map(|(_, k)| k).collect()
}

/// An unknown id: the near ones if any, else every id (there are few).
fn suggestion(wanted: &str, known: &[&str]) -> Message {
    let near = near_matches(wanted, known);
    if near.is_empty() {
        Message::new("open-known").arg_list("known", known)
    } else {
        Message::new("open-near").arg_list("near", near)
    }
}

/// Checks `--open` against the lessons the screen will show; the error says what is unknown
/// and offers near ids.
pub(crate) fn check_open(text: &str, dir: Option<&Path>) -> Result<Place, Message> {
    let place = Place::parse(text);
    let (lessons, _) = crate::tui::load_lessons(dir);
    let Some(l) = lessons.position(&place.lesson) else {
        let known: Vec<&str> = lessons.list.iter().map(|l| l.id.as_str()).collect();
        return Err(Message::new("open-unknown-lesson")
            .arg("id", place.lesson.clone())
            .arg_msg("hint", suggestion(&place.lesson, &known)));
    };
    if let Some(exercise) = &place.exercise {
        let lesson = &lessons.list[l];
        if !lesson.exercises.iter().any(|e| &e.id == exercise) {
            let known: Vec<&str> = lesson.exercises.iter().map(|e| e.id.as_str()).collect();
            return Err(Message::new("open-unknown-exercise")
                .arg("lesson", place.lesson.clone())
                .arg("id", exercise.clone())
                .arg_msg("hint", suggestion(exercise, &known)));
        }
    }
    Ok(place)
}

/// Runs the trainer screen (the config is built only when there is a terminal) and returns
/// its exit status. An unknown `--open` id is a usage error, before any screen opens.
pub(crate) fn run(
    args: &TuiArgs,
    class: &super::class::ClassArgs,
    preview: &PreviewArgs,
    l10n: &Localizer,
    warnings: Vec<Message>,
    err: &mut dyn Write,
) -> Result<i32, CliError> {
    let open = preview
        .open
        .as_deref()
        .map(|t| check_open(t, args.lessons.as_deref()))
        .transpose()
        .map_err(CliError::usage)?;
    // A class: its lessons fetched (or kept from last time) before the screen opens.
    let mut warnings = warnings;
    let class = match class.link(args.progress.as_deref())? {
        Some(mut link) => {
            let fetched = link.fetch().map_err(CliError::Failure)?;
            if let Fetched::Kept(_, why) = &fetched {
                warnings.push(Message::new("class-lessons-kept").arg_msg("error", why.clone()));
            }
            Some((link, fetched.dir().to_path_buf()))
        }
        None => None,
    };
    let mut with_class = args.clone();
    let mut sender = None;
    if let Some((link, dir)) = class {
        with_class.lessons = Some(dir);
        sender = Some(std::sync::Arc::new(ClassSender::start(link)));
    }
    let start = Start {
        open,
        watch: preview.watch.then(|| args.lessons.clone()).flatten(),
        exports_to_stdout: false,
        class: sender,
    };
    let make = || config_from(&with_class, l10n.lang(), warnings);
    Ok(crate::tui::run_from(make, start, l10n, err))
}

#[cfg(test)]
mod tests {
    use super::near_matches;

    #[test]
    fn near_ids_catch_typos_and_parts() {
        let known = ["chariot", "horse", "cannon-basics", "cannon-lines"];
        assert_eq!(near_matches("chariott", &known), ["chariot"]);
        assert_eq!(
            near_matches("cannon", &known),
            ["cannon-basics", "cannon-lines"]
        );
        assert!(near_matches("zzz", &known).is_empty());
    }
}
