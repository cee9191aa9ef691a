//! The student's side of a class (`--class URL CODE --name NAME`): the class's lessons kept
//! in a folder beside the progress file (`classes/CODE/lessons/`, so the trainer reads them as
//! a `--lessons` folder and they stay usable offline), and every judged answer queued on
//! disk (`classes/CODE/queue.jsonl`, synced) before it is sent, so an answer made offline is
//! sent the next time the server can be reached. The server records an answer id once, so
//! one sent twice (an acknowledgement lost with the connection) counts once.
//!
//! The classes joined are remembered in `classes/joined.json` (mode 0600: it holds each
//! name's student token, which the server asks for every answer under that name), the last
//! joined first, so the home screen offers them again.

use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::fsio::{FolderLock, read_text, write_atomically, write_private};
use crate::i18n::Message;
use crate::lesson::answer::Answer;
use crate::net::class::client::{ClassError, Connection};
use crate::net::class::msg::AnswerMsg;
use crate::net::ids;
use crate::net::protocol::ErrorCode;

/// The queue file read back at most.
const MAX_QUEUE_BYTES: u64 = 16 * 1024 * 1024;
/// The background sender tries the queue again this often while answers wait.
const RETRY_EVERY: Duration = Duration::from_secs(5);
/// The joined-classes file read back at most, and the classes it keeps.
const MAX_JOINED_BYTES: u64 = 256 * 1024;
const MAX_JOINED: usize = 20;

/// A class joined: its server, code, the student's name and token.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct JoinedClass {
    pub(crate) url: String,
    pub(crate) code: String,
    pub(crate) name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) token: Option<String>,
}

#[derive(Default, Serialize, Deserialize)]
struct JoinedDoc {
    #[serde(default)]
    classes: Vec<JoinedClass>,
}

/// Where the class folders go: beside `progress`, else in the data folder.
fn classes_base(progress: Option<&Path>) -> Option<PathBuf> {
    match progress {
        Some(p) => Some(crate::fsio::folder_of(p).join("classes")),
        None => dirs::data_dir().map(|d| d.join("janggi-tutor").join("classes")),
    }
}

fn read_joined(path: &Path) -> Vec<JoinedClass> {
    read_text(path, MAX_JOINED_BYTES)
        .ok()
        .and_then(|t| serde_json::from_str::<JoinedDoc>(&t).ok())
        .map(|d| d.classes)
        .unwrap_or_default()
}

/// The classes joined with the progress file at `progress` (the default one if `None`), the
/// last joined first; none when the file is missing or unreadable.
pub(crate) fn remembered(progress: Option<&Path>) -> Vec<JoinedClass> {
    classes_base(progress)
        .map(|b| read_joined(&b.join("joined.json")))
        .unwrap_or_default()
}

/// The class of `classes` (the last joined first) whose server is `server`, if any: a room
/// the learner creates there from the terminal UI is one of its games. Addresses are the
/// same when they are, trimmed, without a trailing `/`, and ignoring ASCII case.
pub(crate) fn class_on<'a>(classes: &'a [JoinedClass], server: &str) -> Option<&'a JoinedClass> {
    let plain = |s: &str| s.trim().trim_end_matches('/').to_ascii_lowercase();
    let server = plain(server);
    classes.iter().find(|c| plain(&c.url) == server)
}

/// A student's class: where its server is, its code, the student's name and token, its
/// folder and the joined-classes file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ClassLink {
    pub(crate) url: String,
    pub(crate) code: String,
    pub(crate) name: String,
    token: Option<String>,
    dir: PathBuf,
    joined: PathBuf,
}

/// What the lessons' fetch did.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Fetched {
    /// Fresh from the server.
    Fresh(PathBuf),
    /// The server could not be reached; the lessons kept from last time (with why).
    Kept(PathBuf, Message),
}

impl Fetched {
    pub(crate) fn dir(&self) -> &Path {
        match self {
            Fetched::Fresh(d) | Fetched::Kept(d, _) => d,
        }
    }
}

/// A class error in the learner's words.
pub(crate) fn error_message(e: &ClassError) -> Message {
    match e {
        ClassError::Address(a) => match a {
            crate::net::client::AddressError::Malformed(t) => {
                Message::new("net-bad-address").arg("address", t.clone())
            }
            crate::net::client::AddressError::Tls(t) => {
                Message::new("net-no-tls").arg("address", t.clone())
            }
        },
        ClassError::Unreachable(why) => {
            Message::new("class-unreachable").arg("detail", why.clone())
        }
        ClassError::Refused(code, _) => code_message(*code),
    }
}

/// A server's error code in words: `net-error-<code>` (a wrong token: the class's words).
pub(crate) fn code_message(code: ErrorCode) -> Message {
    if code == ErrorCode::BadToken {
        return Message::new("class-bad-token");
    }
    let id = serde_json::to_value(code)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default();
    Message::new(format!("net-error-{id}"))
}

/// An answer in `janggi-tutor try`'s syntax.
pub(crate) fn answer_text(answer: &Answer) -> String {
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    match answer {
        Answer::Destinations(points) if points.is_empty() => "none".to_string(),
        Answer::Destinations(points) => points
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" "),
        Answer::Judge { legal, reason } => match reason {
            Some(r) if !legal => format!("no {r}"),
            _ => yes_no(*legal).to_string(),
        },
        Answer::Play(m) => m.to_string(),
        Answer::Choice(options) if options.is_empty() => "none".to_string(),
        Answer::Choice(options) => options
            .iter()
            .map(|o| (o + 1).to_string())
            .collect::<Vec<_>>()
            .join(","),
        Answer::Lines { opened, closed } => {
            let mut words = Vec::new();
            if !opened.is_empty() {
                words.push("opened".to_string());
                words.extend(opened.iter().map(ToString::to_string));
            }
            if !closed.is_empty() {
                words.push("closed".to_string());
                words.extend(closed.iter().map(ToString::to_string));
            }
            if words.is_empty() {
                "none".to_string()
            } else {
                words.join(" ")
            }
        }
        Answer::Claim(b) => if *b { "true" } else { "false" }.to_string(),
        Answer::Step { step, answer } => format!("{}:{}", step + 1, answer_text(answer)),
    }
}

/// One judged try as the class records it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct ClassTry {
    pub(crate) answer: String,
    pub(crate) correct: bool,
    pub(crate) solved: bool,
    pub(crate) stars: u8,
    pub(crate) tries: u32,
    pub(crate) hints: u32,
    pub(crate) misconceptions: Vec<String>,
}

impl ClassLink {
    /// The class `code` at `url` for the student `name`, kept in `classes/CODE/` beside
    /// `progress` (else in the data folder). `None` (with why) for a code that is not one,
    /// or no name.
    pub(crate) fn new(
        url: &str,
        code: &str,
        name: &str,
        progress: Option<&Path>,
    ) -> Result<ClassLink, Message> {
        let code = code.trim();
        if !ids::is_code(code) {
            return Err(Message::new("class-bad-code").arg("code", code.to_string()));
        }
        let name = name.trim();
        if name.is_empty() {
            return Err(Message::new("class-no-name"));
        }
        crate::net::client::parse_address(url)
            .map_err(|e| error_message(&ClassError::Address(e)))?;
        let base = classes_base(progress).ok_or_else(|| Message::new("class-no-data-dir"))?;
        let joined = base.join("joined.json");
        let token = read_joined(&joined)
            .into_iter()
            .find(|j| j.code == code && j.name == name)
            .and_then(|j| j.token);
        Ok(ClassLink {
            url: url.trim().to_string(),
            code: code.to_string(),
            name: name.to_string(),
            token,
            dir: base.join(code),
            joined,
        })
    }

    /// Remembers this class first in the joined-classes file (mode 0600), with the token.
    fn remember(&self) -> io::Result<()> {
        let mut classes = read_joined(&self.joined);
        classes.retain(|j| !(j.code == self.code && j.name == self.name));
        classes.insert(
            0,
            JoinedClass {
                url: self.url.clone(),
                code: self.code.clone(),
                name: self.name.clone(),
                token: self.token.clone(),
            },
        );
        classes.truncate(MAX_JOINED);
        let json =
            serde_json::to_string_pretty(&JoinedDoc { classes }).map_err(io::Error::other)?;
        write_private(&self.joined, json.as_bytes())
    }

    fn lessons_dir(&self) -> PathBuf {
        self.dir.join("lessons")
    }

    fn queue_path(&self) -> PathBuf {
        self.dir.join("queue.jsonl")
    }

    /// Joins the class (with the student's token kept from the first join) and keeps its
    /// lessons in its folder, and the class among the ones joined; offline, the lessons
    /// kept from last time. An error when there are none, or the server refused (a name
    /// another student took: `class-name-taken`).
    pub(crate) fn fetch(&mut self) -> Result<Fetched, Message> {
        let dir = self.lessons_dir();
        let joined = Connection::open(&self.url)
            .and_then(|mut c| c.join(&self.code, &self.name, self.token.as_deref()));
        match joined {
            Ok((pack, token)) => {
                if token.is_some() {
                    self.token = token;
                }
                self.remember().map_err(|e| {
                    Message::new("class-cannot-keep")
                        .arg("path", self.joined.display().to_string())
                        .arg_msg("error", crate::i18n::library_error::io_error(&e))
                })?;
                let written = (|| -> io::Result<()> {
                    fs::create_dir_all(&dir)?;
                    // Files of an older pack go: the class's lessons are what it holds now.
                    for e in fs::read_dir(&dir)?.flatten() {
                        if e.path().extension().is_some_and(|x| x == "yaml") {
                            fs::remove_file(e.path())?;
                        }
                    }
                    for (i, f) in pack.files.iter().enumerate() {
                        write_atomically(
                            &dir.join(format!("{:02}.yaml", i + 1)),
                            f.text.as_bytes(),
                        )?;
                    }
                    Ok(())
                })();
                written.map_err(|e| {
                    Message::new("class-cannot-keep")
                        .arg("path", dir.display().to_string())
                        .arg_msg("error", crate::i18n::library_error::io_error(&e))
                })?;
                Ok(Fetched::Fresh(dir))
            }
            Err(e @ ClassError::Unreachable(_)) if has_lessons(&dir) => {
                Ok(Fetched::Kept(dir, error_message(&e)))
            }
            Err(ClassError::Refused(ErrorCode::NameTaken, _)) => {
                Err(Message::new("class-name-taken").arg("name", self.name.clone()))
            }
            Err(e) => Err(error_message(&e)),
        }
    }

    /// The answer as the class records it, with a new id.
    pub(crate) fn answer(&self, lesson: &str, exercise: &str, t: &ClassTry) -> AnswerMsg {
        AnswerMsg {
            class: self.code.clone(),
            name: self.name.clone(),
            token: self.token.clone().unwrap_or_default(),
            id: ids::new_token().unwrap_or_else(|| {
                let nanos = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos());
                format!("{}-{nanos}", std::process::id())
            }),
            lesson: lesson.to_string(),
            exercise: exercise.to_string(),
            answer: t.answer.clone(),
            correct: t.correct,
            solved: t.solved,
            stars: t.stars,
            tries: t.tries,
            hints: t.hints,
            misconceptions: t.misconceptions.clone(),
        }
    }

    /// Puts an answer in the queue on disk (synced).
    pub(crate) fn queue(&self, answer: &AnswerMsg) -> io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        let _lock = FolderLock::acquire(&self.dir);
        let mut line = serde_json::to_vec(answer).map_err(io::Error::other)?;
        line.push(b'\n');
        let mut f = OpenOptions::new()
            .create(true)
            .append(true)
            .open(self.queue_path())?;
        f.write_all(&line)?;
        f.sync_data()
    }

    /// The answers waiting in the queue (a line cut short is dropped: it was never whole).
    pub(crate) fn queued(&self) -> Vec<AnswerMsg> {
        read_text(&self.queue_path(), MAX_QUEUE_BYTES)
            .map(|t| {
                t.lines()
                    .filter_map(|l| serde_json::from_str(l).ok())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Sends every queued answer, oldest first; the ones the server has leave the queue.
    /// The number sent, or why not all were.
    pub(crate) fn flush(&self) -> Result<usize, ClassError> {
        let _lock = FolderLock::acquire(&self.dir);
        let waiting = self.queued();
        if waiting.is_empty() {
            return Ok(0);
        }
        let mut sent = 0;
        let result = Connection::open(&self.url).and_then(|mut c| {
            for a in &waiting {
                c.answer(a)?;
                sent += 1;
            }
            Ok(())
        });
        // A refused answer (its lesson gone from the class, its name's token not this
        // student's) would block the queue forever; it stays in the learner's progress.
        let dropped = usize::from(matches!(
            result,
            Err(ClassError::Refused(
                ErrorCode::BadMessage | ErrorCode::NameTaken,
                _
            ))
        ));
        let rest: Vec<u8> = waiting[(sent + dropped).min(waiting.len())..]
            .iter()
            .filter_map(|a| serde_json::to_vec(a).ok())
            .flat_map(|mut l| {
                l.push(b'\n');
                l
            })
            .collect();
        if sent + dropped > 0 {
            let _ = write_atomically(&self.queue_path(), &rest);
        }
        result.map(|()| sent)
    }
}

fn has_lessons(dir: &Path) -> bool {
    fs::read_dir(dir).is_ok_and(|mut d| d.any(|e| e.is_ok()))
}

/// The trainer's sender: answers are queued on disk at once, and a thread sends the queue
/// (again every few seconds while answers wait), so the screen never waits for the network.
#[derive(Debug)]
pub(crate) struct ClassSender {
    tx: Option<Sender<AnswerMsg>>,
    thread: Option<JoinHandle<()>>,
    link: ClassLink,
}

impl ClassSender {
    pub(crate) fn start(link: ClassLink) -> ClassSender {
        let (tx, rx) = mpsc::channel::<AnswerMsg>();
        let l = link.clone();
        let thread = std::thread::Builder::new()
            .name("janggi-class".into())
            .spawn(move || {
                let mut pending = !l.queued().is_empty();
                loop {
                    match rx.recv_timeout(RETRY_EVERY) {
                        Ok(a) => pending |= l.queue(&a).is_ok(),
                        Err(RecvTimeoutError::Timeout) => {}
                        Err(RecvTimeoutError::Disconnected) => return,
                    }
                    if pending {
                        pending = l.flush().is_err();
                    }
                }
            })
            .ok();
        ClassSender {
            tx: Some(tx),
            thread,
            link,
        }
    }

    /// Records a judged try: queued on disk and sent in the background.
    pub(crate) fn send(&self, lesson: &str, exercise: &str, t: &ClassTry) {
        let a = self.link.answer(lesson, exercise, t);
        let sent = self
            .tx
            .as_ref()
            .is_some_and(|tx| tx.send(a.clone()).is_ok());
        if !sent {
            let _ = self.link.queue(&a);
        }
    }
}

impl Drop for ClassSender {
    fn drop(&mut self) {
        // The thread queues what it was given, tries the queue once more and ends.
        self.tx.take();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}
