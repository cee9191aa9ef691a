//! The progress file on disk: loading (bad entries dropped and reported), saving atomically
//! and merged with other sessions under a folder lock, links written through, stale
//! temporaries removed.

use super::*;

/// The result of loading: the progress to use, and what the learner must be told.
#[derive(Debug)]
pub(crate) struct Loaded {
    pub(crate) progress: Progress,
    /// Warnings to show (corrupt file moved aside, entries dropped, file unreadable, ...).
    pub(crate) warnings: Vec<Message>,
}

/// Where progress is kept, and whether it may be written there.
#[derive(Clone, Debug)]
pub struct ProgressStore {
    path: Option<PathBuf>,
    /// False after a problem that makes overwriting the file unsafe (it could not be read or
    /// moved aside, or a newer version wrote it): then nothing is saved, so nothing is lost.
    writable: bool,
    /// The progress as this session last read or wrote it: what the session's changes are
    /// measured from when a save merges them into the file.
    base: RefCell<Progress>,
}

impl ProgressStore {
    /// A store at an explicit path (`--progress PATH`).
    pub(crate) fn at(path: impl Into<PathBuf>) -> Self {
        ProgressStore {
            path: Some(path.into()),
            writable: true,
            base: RefCell::default(),
        }
    }

    /// Progress kept in memory only (no data folder, or tests).
    pub(crate) fn in_memory() -> Self {
        ProgressStore {
            path: None,
            writable: false,
            base: RefCell::default(),
        }
    }

    /// `<user data dir>/janggi-tutor/progress.json`, if the platform has a data folder.
    pub(crate) fn default_path() -> Option<PathBuf> {
        dirs::data_dir().map(|d| d.join("janggi-tutor").join(FILE_NAME))
    }

    /// The store at `--progress PATH` if given, else at the default path, else in memory
    /// (with the warning that says so).
    pub(crate) fn open(explicit: Option<PathBuf>) -> (Self, Option<Message>) {
        match explicit.or_else(Self::default_path) {
            Some(p) => (Self::at(p), None),
            None => (
                Self::in_memory(),
                Some(Message::new("progress-no-data-dir")),
            ),
        }
    }

    pub(crate) fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Whether [`save`](Self::save) writes to disk.
    pub(crate) fn is_writable(&self) -> bool {
        self.writable && self.path.is_some()
    }

    /// Reads the file. Never fails: a missing file is a fresh start; any other problem is
    /// reported in [`Loaded::warnings`] and handled so that no data is lost. Also removes
    /// temporary files left by a save that was killed.
    pub(crate) fn load(&mut self) -> Loaded {
        self.load_with(true)
    }

    /// Reads the file without changing anything on disk (for `janggi-tutor progress`): a
    /// damaged file is reported, not moved aside.
    pub(crate) fn peek(&mut self) -> Loaded {
        self.writable = false;
        self.load_with(false)
    }

    fn load_with(&mut self, repair: bool) -> Loaded {
        let mut warnings = Vec::new();
        let Some(link) = self.path.clone() else {
            return Loaded {
                progress: Progress::default(),
                warnings,
            };
        };
        let shown = link.display().to_string();
        let path = resolve_links(&link);
        let _lock = repair.then(|| fsio::FolderLock::acquire(&fsio::folder_of(&path)));
        if repair {
            // Under the lock: a live save holds it while its temporary file exists.
            fsio::remove_temporaries(&path);
        }
        let text = match fsio::read_text(&path, MAX_FILE_BYTES) {
            Ok(text) => Ok(text),
            Err(ReadError::NotFound) => {
                return Loaded {
                    progress: Progress::default(),
                    warnings,
                };
            }
            Err(ReadError::NotUtf8) => Err(ParseProblem::Corrupt("not UTF-8 text".to_string())),
            Err(e) => {
                self.writable = false;
                warnings.push(
                    Message::new("progress-unreadable")
                        .arg("path", shown)
                        .arg_msg("error", e.message()),
                );
                return Loaded {
                    progress: Progress::default(),
                    warnings,
                };
            }
        };
        let progress = match text.and_then(|t| parse(&t)) {
            Ok(Parsed { progress, dropped }) => {
                if !dropped.is_empty() {
                    self.report_dropped(&path, &shown, &progress, &dropped, repair, &mut warnings);
                }
                progress
            }
            Err(ParseProblem::Newer(version)) => {
                self.writable = false;
                warnings.push(
                    Message::new("progress-newer")
                        .arg("path", shown)
                        .arg_num("version", version as f64),
                );
                Progress::default()
            }
            Err(ParseProblem::Corrupt(detail)) => {
                match repair.then(|| move_aside(&path, false)) {
                    Some(Ok(moved)) => warnings.push(
                        Message::new("progress-corrupt")
                            .arg("path", shown)
                            .arg("detail", detail)
                            .arg("moved", moved.display().to_string()),
                    ),
                    Some(Err(e)) => {
                        self.writable = false;
                        warnings.push(
                            Message::new("progress-corrupt-kept")
                                .arg("path", shown)
                                .arg("detail", detail)
                                .arg("error", e.to_string()),
                        );
                    }
                    None => warnings.push(
                        Message::new("progress-corrupt-peek")
                            .arg("path", shown)
                            .arg("detail", detail),
                    ),
                }
                Progress::default()
            }
        };
        *self.base.borrow_mut() = progress.clone();
        let mut progress = progress;
        if repair {
            take_in_personal_file(&path, &mut progress);
        }
        Loaded { progress, warnings }
    }

    /// Some entries were bad: keep a copy of the file aside, write the valid entries back at
    /// once (so the next start does not report them again), and say what was dropped.
    fn report_dropped(
        &mut self,
        path: &Path,
        shown: &str,
        kept: &Progress,
        dropped: &[Message],
        repair: bool,
        warnings: &mut Vec<Message>,
    ) {
        let head = |id: &'static str| {
            Message::new(id)
                .arg("path", shown.to_string())
                .arg_num("count", dropped.len() as f64)
        };
        if !repair {
            warnings.push(head("progress-dropped-peek"));
        } else {
            match move_aside(path, true).and_then(|copy| {
                fsio::write_atomically(path, to_json(kept).as_bytes()).map(|()| copy)
            }) {
                Ok(copy) => {
                    warnings.push(head("progress-dropped").arg("copy", copy.display().to_string()))
                }
                Err(e) => {
                    self.writable = false;
                    warnings.push(head("progress-dropped-kept").arg("error", e.to_string()));
                }
            }
        }
        warnings.extend(dropped.iter().take(DROPPED_SHOWN).cloned());
        if dropped.len() > DROPPED_SHOWN {
            warnings.push(
                Message::new("progress-dropped-more")
                    .arg_num("count", (dropped.len() - DROPPED_SHOWN) as f64),
            );
        }
    }

    /// Writes `progress` atomically, merged with what another session may have saved since
    /// this one read the file. In-memory and read-only stores do nothing.
    pub(crate) fn save(&self, progress: &Progress) -> Result<(), Message> {
        let Some(link) = self.path.as_deref().filter(|_| self.writable) else {
            return Ok(());
        };
        let failed = |e: &dyn std::fmt::Display| {
            Message::new("progress-save-failed")
                .arg("path", link.display().to_string())
                .arg("error", e.to_string())
        };
        let path = resolve_links(link);
        // Held while reading and replacing the file: two sessions saving at once take turns.
        let _lock = fsio::FolderLock::acquire(&fsio::folder_of(&path));
        let disk = match fsio::read_text(&path, MAX_FILE_BYTES) {
            Ok(text) => match parse(&text) {
                Ok(parsed) => parsed.progress,
                Err(ParseProblem::Newer(v)) => {
                    return Err(failed(&format!("a newer version (format {v}) wrote it")));
                }
                // Damaged since it was read: keep it aside, then write this session's data.
                Err(ParseProblem::Corrupt(_)) => {
                    move_aside(&path, false).map_err(|e| failed(&e))?;
                    Progress::default()
                }
            },
            Err(ReadError::NotFound) => Progress::default(),
            Err(e) => return Err(failed(&e)),
        };
        let mut merged = merge(&disk, &self.base.borrow(), progress);
        // Never write what cannot be read back: past the bound, the review queue shrinks
        // (the learned and oldest exercises first) until the file fits.
        let mut json = to_json(&merged);
        while json.len() > MAX_WRITE_BYTES && !merged.personal().is_empty() {
            merged.trim_personal(merged.personal().len() * 3 / 4);
            json = to_json(&merged);
        }
        if json.len() > MAX_WRITE_BYTES {
            // Only the stars and settings are left, and still too large: said in the user's
            // words, as a read past the cap would be.
            return Err(Message::new("progress-save-failed")
                .arg("path", link.display().to_string())
                .arg_msg(
                    "error",
                    Message::new("progress-too-large-to-write")
                        .arg_num("size", json.len() as i64)
                        .arg_num("limit", MAX_WRITE_BYTES as i64),
                ));
        }
        fsio::write_atomically(&path, json.as_bytes()).map_err(|e| failed(&e))?;
        *self.base.borrow_mut() = progress.clone();
        retire_personal_file(&path, &merged, progress);
        Ok(())
    }
}

/// Earlier builds kept personal exercises in `personal.json` beside the progress file: they
/// join the review queue (due at once) as changes of this session, so the next save writes
/// them into the progress file.
fn take_in_personal_file(progress_file: &Path, progress: &mut Progress) {
    let old = crate::review::personal::path_next_to(progress_file);
    for e in crate::review::personal::load(&old) {
        progress.add_personal(e, 0);
    }
}

/// Once every exercise of `personal.json` went through a save (into the file, or dropped by
/// the queue's bound), the old file is renamed (`personal.json.migrated`) so it is not read
/// again.
fn retire_personal_file(progress_file: &Path, saved: &Progress, mine: &Progress) {
    let old = crate::review::personal::path_next_to(progress_file);
    let entries = crate::review::personal::load(&old);
    if !entries.is_empty()
        && entries.iter().all(|e| {
            let id = e.id();
            saved.personal().contains_key(&id) || mine.personal().contains_key(&id)
        })
    {
        let _ = fs::rename(&old, old.with_extension("json.migrated"));
    }
}

/// Follows symbolic links to the file they name (a dangling link's target too), so the target
/// is what gets replaced. Stops after 40 links (a loop), as the kernel does.
fn resolve_links(path: &Path) -> PathBuf {
    let mut p = path.to_path_buf();
    for _ in 0..40 {
        match fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => match fs::read_link(&p) {
                Ok(target) if target.is_absolute() => p = target,
                Ok(target) => {
                    p = p
                        .parent()
                        .map_or_else(|| target.clone(), |dir| dir.join(&target))
                }
                Err(_) => return p,
            },
            _ => return p,
        }
    }
    p
}

fn file_name_of(path: &Path) -> String {
    path.file_name()
        .map_or_else(|| FILE_NAME.into(), |n| n.to_string_lossy().into_owned())
}

/// Renames (or, with `copy`, copies) a refused file to `<name>.corrupt-<unix seconds>` (with
/// `-2`, `-3`, ... if taken).
fn move_aside(path: &Path, copy: bool) -> io::Result<PathBuf> {
    let secs = unix_now();
    let name = file_name_of(path);
    for n in 1..1000 {
        let suffix = if n == 1 {
            format!("{name}.corrupt-{secs}")
        } else {
            format!("{name}.corrupt-{secs}-{n}")
        };
        let target = path.with_file_name(suffix);
        if target.exists() {
            continue;
        }
        if copy {
            fs::copy(path, &target)?;
        } else {
            fs::rename(path, &target)?;
        }
        return Ok(target);
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "too many corrupt copies",
    ))
}
