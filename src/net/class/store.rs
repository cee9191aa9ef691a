//! Classes on disk: `classes/CODE.log` under the server's data folder, one JSON line per
//! record. The first line is the class (`{"class":{code, token, created_ms, pack}}`), every
//! other one an answer (`{"answer":{…}}`), a student's name taken with its token
//! (`{"student":{name, token}}`) or a room game of the class (`{"room":{room}}`), appended
//! and synced (`fdatasync`) before the server acknowledges it. So a server killed at any moment restarts with every acknowledged
//! answer.
//!
//! A kill in the middle of an append leaves half a line at the end, never acknowledged: the
//! server remembers how long the file was after its last good line and cuts what follows
//! before the next append; loading skips it. A class file is created whole (temporary file,
//! sync, rename, folder sync). File names come from class codes only, checked first.

use std::fs::{self, OpenOptions};
use std::io::{self, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::msg::{AnswerMsg, Pack};
use crate::fsio;
use crate::net::ids;

/// A class file read back at most (its pack, and a great many answers).
const MAX_CLASS_BYTES: u64 = 64 * 1024 * 1024;

/// A class as its file's first line holds it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct SavedClass {
    pub(crate) code: String,
    pub(crate) token: String,
    pub(crate) created_ms: u64,
    pub(crate) pack: Pack,
}

/// One line of a class file.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Line {
    Class(SavedClass),
    Answer(AnswerMsg),
    /// A student's name taken, with the token that answers under it.
    Student {
        name: String,
        token: String,
    },
    /// A room game of the class (its code).
    Room {
        room: String,
    },
}

/// A class read back: its first line, its answers, its students' tokens, its rooms, and the
/// length of its good lines.
pub(crate) struct Loaded {
    pub(crate) class: SavedClass,
    pub(crate) answers: Vec<AnswerMsg>,
    pub(crate) students: Vec<(String, String)>,
    pub(crate) rooms: Vec<String>,
    pub(crate) len: u64,
}

#[derive(Clone, Debug)]
pub(crate) struct ClassStore {
    dir: PathBuf,
}

impl ClassStore {
    /// Opens (creating) `classes/` in the data folder. A folder that cannot be made (a full
    /// or read-only disk) is tried again when a class is created; until then no class is kept.
    pub(crate) fn open(data: &Path) -> io::Result<ClassStore> {
        let dir = data.join("classes");
        let _ = fs::create_dir_all(&dir);
        Ok(ClassStore { dir })
    }

    fn path(&self, code: &str) -> io::Result<PathBuf> {
        if ids::is_code(code) {
            Ok(self.dir.join(format!("{code}.log")))
        } else {
            Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "not a class code",
            ))
        }
    }

    /// Writes a new class's file whole; returns its length.
    pub(crate) fn create(&self, class: &SavedClass) -> io::Result<u64> {
        let path = self.path(&class.code)?;
        fs::create_dir_all(&self.dir)?;
        let mut line = serde_json::to_vec(&Line::Class(class.clone())).map_err(io::Error::other)?;
        line.push(b'\n');
        let tmp = self.dir.join(format!(".{}.log.tmp", class.code));
        let written = fs::File::create(&tmp)
            .and_then(|mut f| f.write_all(&line).and_then(|()| f.sync_data()))
            .and_then(|()| fs::rename(&tmp, &path))
            .and_then(|()| fs::File::open(&self.dir)?.sync_all());
        if written.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        written.map(|()| line.len() as u64)
    }

    /// Appends a line (an answer, a student, a room) after the first `len` bytes (cutting
    /// anything a failed append left there) and syncs it; returns the new length.
    pub(crate) fn append(&self, code: &str, len: u64, record: &Line) -> io::Result<u64> {
        let path = self.path(code)?;
        let mut line = serde_json::to_vec(record).map_err(io::Error::other)?;
        line.push(b'\n');
        let mut f = OpenOptions::new().write(true).open(path)?;
        if f.metadata()?.len() != len {
            f.set_len(len)?;
        }
        f.seek(SeekFrom::Start(len))?;
        f.write_all(&line)?;
        f.sync_data()?;
        Ok(len + line.len() as u64)
    }

    /// Every class on disk; files that cannot be read are named with why (and left there).
    pub(crate) fn load_all(&self) -> io::Result<(Vec<Loaded>, Vec<String>)> {
        let mut classes = Vec::new();
        let mut problems = Vec::new();
        let listing = match fs::read_dir(&self.dir) {
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
                ) =>
            {
                return Ok((classes, problems));
            }
            l => l?,
        };
        let mut paths: Vec<PathBuf> = listing.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for path in paths {
            let Some(code) = path
                .file_name()
                .and_then(|n| n.to_str())
                .and_then(|n| n.strip_suffix(".log"))
            else {
                continue;
            };
            if !ids::is_code(code) {
                continue;
            }
            match fsio::read_bytes(&path, MAX_CLASS_BYTES) {
                Ok(bytes) => match read(code, &bytes) {
                    Ok(c) => classes.push(c),
                    Err(e) => problems.push(format!("{}: {e}", path.display())),
                },
                Err(e) => problems.push(format!("{}: {e:?}", path.display())),
            }
        }
        Ok((classes, problems))
    }
}

/// A class file's lines: the class first, then answers; a last line without its newline
/// was cut by a kill and is left out (and cut before the next append).
fn read(code: &str, bytes: &[u8]) -> Result<Loaded, String> {
    let mut class = None;
    let mut answers = Vec::new();
    let mut students = Vec::new();
    let mut rooms = Vec::new();
    let mut len = 0u64;
    let mut rest = bytes;
    while let Some(end) = rest.iter().position(|&b| b == b'\n') {
        let line = &rest[..end];
        match serde_json::from_slice::<Line>(line) {
            Ok(Line::Class(c)) if class.is_none() && c.code == code => class = Some(c),
            Ok(Line::Answer(a)) if class.is_some() => answers.push(a),
            Ok(Line::Student { name, token }) if class.is_some() => students.push((name, token)),
            Ok(Line::Room { room }) if class.is_some() => rooms.push(room),
            Ok(_) => return Err(format!("line {} out of place", answers.len() + 1)),
            Err(e) => return Err(e.to_string()),
        }
        len += end as u64 + 1;
        rest = &rest[end + 1..];
    }
    let class = class.ok_or_else(|| "no class line".to_string())?;
    Ok(Loaded {
        class,
        answers,
        students,
        rooms,
        len,
    })
}
