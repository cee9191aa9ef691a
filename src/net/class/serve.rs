//! The server's side of classes: the classes in memory behind one lock each, a
//! connection's upload in progress, answers written to the store before they are
//! acknowledged, and the teacher's watchers told after every answer.

use std::collections::{HashMap, HashSet};
use std::io;
use std::path::Path;
use std::sync::{Arc, Mutex as StdMutex};

use tokio::sync::Mutex;

use super::msg::{self, AnswerMsg, LessonsMsg, Pack, UploadPart};
use super::report::{self, ClassReport, Words};
use super::store::{ClassStore, Line, SavedClass};
use crate::lesson::load::{Origin, Source, parse};
use crate::net::ids;
use crate::net::protocol::{ClientMsg, ErrorCode, NetError, ServerMsg};
use crate::net::room::clean_name;
use crate::net::server::Outbox;

/// Classes a server keeps at most; a new one beyond is refused with `server-full`.
const MAX_CLASSES: usize = 10_000;
/// Longest answer id, answer text and misconception tag kept; tags per answer at most.
const MAX_ID: usize = 64;
const MAX_ANSWER: usize = 200;
const MAX_TAG: usize = 64;
const MAX_TAGS: usize = 16;

/// Every class of the server.
pub(crate) struct Classes {
    store: ClassStore,
    map: StdMutex<HashMap<String, Arc<Mutex<Slot>>>>,
}

struct Slot {
    saved: SavedClass,
    exercises: Vec<(String, String)>,
    /// The words the pack's lessons declare for their own misconception tags.
    words: Words,
    answers: Vec<AnswerMsg>,
    /// Each student's name taken, with its token.
    students: HashMap<String, String>,
    /// The class's room games, oldest first.
    rooms: Vec<String>,
    /// (student, answer id) of every answer recorded: one sent again is not counted again.
    seen: HashSet<(String, String)>,
    /// The class file's length up to its last good line.
    len: u64,
    watchers: Vec<Outbox>,
}

impl Slot {
    fn report(&self) -> ClassReport {
        let mut r = report::compute(&self.saved.code, &self.exercises, &self.answers);
        r.words = self.words.clone();
        r
    }

    /// Appends a line to the class's file (off the async threads) and keeps its new length.
    async fn append(&mut self, store: &ClassStore, record: Line) -> Result<(), NetError> {
        let store = store.clone();
        let (code, len) = (self.saved.code.clone(), self.len);
        self.len = tokio::task::spawn_blocking(move || store.append(&code, len, &record))
            .await
            .map_err(|e| store_failed(&io::Error::other(e.to_string())))?
            .map_err(|e| store_failed(&e))?;
        Ok(())
    }
}

fn name_taken() -> NetError {
    NetError::new(
        ErrorCode::NameTaken,
        "another student has this name in the class (a wrong or missing student token)",
    )
}

/// A connection's class business: the upload it is sending.
#[derive(Default)]
pub(crate) struct ClassConn {
    upload: Option<(u32, String)>,
}

fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

fn bad_lessons(message: impl Into<String>) -> NetError {
    NetError::new(ErrorCode::BadLessons, message)
}

fn no_class() -> NetError {
    NetError::new(ErrorCode::NoSuchClass, "no class has this code")
}

fn store_failed(e: &io::Error) -> NetError {
    NetError::new(
        ErrorCode::StoreFailed,
        format!("the class could not be saved: {e}"),
    )
}

/// The exercises of a pack, (lesson, exercise) in file order, and the words its lessons
/// declare for their misconception tags; every file must be a lesson and every lesson id new.
pub(crate) fn exercises_of(pack: &Pack) -> Result<(Vec<(String, String)>, Words), String> {
    if pack.files.is_empty() || pack.files.len() > msg::MAX_FILES {
        return Err(format!("a pack holds 1 to {} lesson files", msg::MAX_FILES));
    }
    let mut lessons = HashSet::new();
    let mut out = Vec::new();
    let mut words = Words::new();
    for f in &pack.files {
        let source = Source {
            path: f.name.clone(),
            text: f.text.clone(),
            origin: Origin::Folder,
        };
        let lesson = parse(&source).map_err(|_| format!("{} is not a lesson file", f.name))?;
        if !lessons.insert(lesson.id.clone()) {
            return Err(format!("the lesson id {} comes twice", lesson.id));
        }
        for (tag, text) in &lesson.misconceptions {
            words
                .entry(tag.clone())
                .or_insert_with(|| text.0.iter().map(|(l, w)| (l.clone(), w.clone())).collect());
        }
        out.extend(
            lesson
                .exercises
                .iter()
                .map(|x| (lesson.id.clone(), x.id.clone())),
        );
    }
    Ok((out, words))
}

impl Classes {
    /// Opens the classes of the data folder; the files that cannot be read, with why.
    pub(crate) fn load(data: &Path) -> io::Result<(Classes, Vec<String>)> {
        let store = ClassStore::open(data)?;
        let (loaded, mut problems) = store.load_all()?;
        let mut map = HashMap::new();
        for l in loaded {
            let (exercises, words) = match exercises_of(&l.class.pack) {
                Ok(x) => x,
                Err(e) => {
                    problems.push(format!("class {}: {e}", l.class.code));
                    continue;
                }
            };
            let seen = l
                .answers
                .iter()
                .map(|a| (a.name.clone(), a.id.clone()))
                .collect();
            map.insert(
                l.class.code.clone(),
                Arc::new(Mutex::new(Slot {
                    saved: l.class,
                    exercises,
                    words,
                    answers: l.answers,
                    students: l.students.into_iter().collect(),
                    rooms: l.rooms,
                    seen,
                    len: l.len,
                    watchers: Vec::new(),
                })),
            );
        }
        Ok((
            Classes {
                store,
                map: StdMutex::new(map),
            },
            problems,
        ))
    }

    fn find(&self, code: &str) -> Result<Arc<Mutex<Slot>>, NetError> {
        self.map
            .lock()
            .ok()
            .and_then(|m| m.get(code).cloned())
            .ok_or_else(no_class)
    }

    /// Answers one class message (`msg` is one of the `class-*` messages).
    pub(in crate::net) async fn handle(
        &self,
        conn: &mut ClassConn,
        out: &Outbox,
        msg: ClientMsg,
    ) -> Result<(), NetError> {
        match msg {
            ClientMsg::ClassUpload(part) => self.upload(conn, out, part).await,
            ClientMsg::ClassJoin { class, name, token } => {
                let Some(name) = clean_name(&name) else {
                    return Err(NetError::new(
                        ErrorCode::BadMessage,
                        "a student needs a name",
                    ));
                };
                let cell = self.find(&class)?;
                let mut slot = cell.lock().await;
                let token = match slot.students.get(&name) {
                    Some(kept) if token.as_deref().is_some_and(|t| ids::same_token(kept, t)) => {
                        kept.clone()
                    }
                    Some(_) => return Err(name_taken()),
                    None => {
                        let Some(new) = ids::new_token() else {
                            return Err(NetError::new(ErrorCode::StoreFailed, "no random source"));
                        };
                        let line = Line::Student {
                            name: name.clone(),
                            token: new.clone(),
                        };
                        slot.append(&self.store, line).await?;
                        slot.students.insert(name, new.clone());
                        new
                    }
                };
                out.send(&ServerMsg::ClassLessons(Box::new(LessonsMsg {
                    class,
                    files: slot.saved.pack.files.clone(),
                    token: Some(token),
                })));
                Ok(())
            }
            ClientMsg::ClassAnswer(answer) => self.answer(out, *answer).await,
            ClientMsg::ClassReport { class, token } => {
                let cell = self.teacher(&class, &token).await?;
                let slot = cell.lock().await;
                out.send(&ServerMsg::ClassReport(Box::new(slot.report())));
                Ok(())
            }
            ClientMsg::ClassWatch { class, token } => {
                let cell = self.teacher(&class, &token).await?;
                let mut slot = cell.lock().await;
                slot.watchers.retain(|w| !w.is_closed());
                slot.watchers.push(out.clone());
                out.send(&ServerMsg::ClassReport(Box::new(slot.report())));
                Ok(())
            }
            _ => Err(NetError::new(ErrorCode::BadMessage, "not a class message")),
        }
    }

    /// Whether a class has this code.
    pub(in crate::net) fn exists(&self, class: &str) -> bool {
        self.find(class).is_ok()
    }

    /// Records a room game of the class (on disk before the room is announced).
    pub(in crate::net) async fn add_room(&self, class: &str, room: &str) -> Result<(), NetError> {
        let cell = self.find(class)?;
        let mut slot = cell.lock().await;
        slot.append(
            &self.store,
            Line::Room {
                room: room.to_string(),
            },
        )
        .await?;
        slot.rooms.push(room.to_string());
        Ok(())
    }

    /// The codes of the class's room games, for its teacher's token only.
    pub(in crate::net) async fn rooms(
        &self,
        class: &str,
        token: &str,
    ) -> Result<Vec<String>, NetError> {
        let cell = self.teacher(class, token).await?;
        let slot = cell.lock().await;
        Ok(slot.rooms.clone())
    }

    /// The class, if `token` is its teacher's; one error for a wrong token.
    async fn teacher(&self, class: &str, token: &str) -> Result<Arc<Mutex<Slot>>, NetError> {
        let cell = self.find(class)?;
        let right = ids::same_token(&cell.lock().await.saved.token, token);
        if right {
            Ok(cell)
        } else {
            Err(NetError::new(
                ErrorCode::BadToken,
                "this token does not open the class's report",
            ))
        }
    }

    /// One part of an upload; the last one creates the class.
    async fn upload(
        &self,
        conn: &mut ClassConn,
        out: &Outbox,
        part: UploadPart,
    ) -> Result<(), NetError> {
        if part.parts == 0 || part.parts > msg::MAX_PARTS || part.part >= part.parts {
            conn.upload = None;
            return Err(bad_lessons(format!(
                "an upload has 1 to {} parts, numbered from 0",
                msg::MAX_PARTS
            )));
        }
        if part.part == 0 {
            conn.upload = Some((0, String::new()));
        }
        let Some((next, data)) = conn.upload.as_mut() else {
            return Err(bad_lessons("an upload starts with part 0"));
        };
        if *next != part.part {
            conn.upload = None;
            return Err(bad_lessons("upload parts out of order; start again at 0"));
        }
        if data.len() + part.data.len() > msg::MAX_PACK_BYTES {
            conn.upload = None;
            return Err(bad_lessons(format!(
                "a lesson pack is at most {} bytes",
                msg::MAX_PACK_BYTES
            )));
        }
        data.push_str(&part.data);
        *next += 1;
        if part.part + 1 < part.parts {
            out.send(&ServerMsg::ClassPart { part: part.part });
            return Ok(());
        }
        let Some((_, data)) = conn.upload.take() else {
            return Err(bad_lessons("an upload starts with part 0"));
        };
        let pack: Pack = serde_json::from_str(&data).map_err(|e| bad_lessons(e.to_string()))?;
        let (exercises, words) = exercises_of(&pack).map_err(bad_lessons)?;
        let random_failed = || NetError::new(ErrorCode::StoreFailed, "no random source");
        let code = ids::new_code().ok_or_else(random_failed)?;
        let token = ids::new_token().ok_or_else(random_failed)?;
        let full = || NetError::new(ErrorCode::ServerFull, "too many classes");
        {
            let map = self.map.lock().map_err(|_| full())?;
            if map.len() >= MAX_CLASSES || map.contains_key(&code) {
                return Err(full());
            }
        }
        let saved = SavedClass {
            code: code.clone(),
            token: token.clone(),
            created_ms: now_ms(),
            pack,
        };
        let store = self.store.clone();
        let to_write = saved.clone();
        let len = tokio::task::spawn_blocking(move || store.create(&to_write))
            .await
            .map_err(|e| store_failed(&io::Error::other(e.to_string())))?
            .map_err(|e| store_failed(&e))?;
        let slot = Slot {
            saved,
            exercises,
            words,
            answers: Vec::new(),
            students: HashMap::new(),
            rooms: Vec::new(),
            seen: HashSet::new(),
            len,
            watchers: Vec::new(),
        };
        self.map
            .lock()
            .map_err(|_| full())?
            .insert(code.clone(), Arc::new(Mutex::new(slot)));
        out.send(&ServerMsg::ClassCreated { class: code, token });
        Ok(())
    }

    /// Records an answer (once per id), on disk before it is acknowledged; the watchers get
    /// the new report.
    async fn answer(&self, out: &Outbox, mut a: AnswerMsg) -> Result<(), NetError> {
        let bad = |m: &str| NetError::new(ErrorCode::BadMessage, m);
        let name = clean_name(&a.name).ok_or_else(|| bad("a student needs a name"))?;
        if a.id.is_empty() || a.id.chars().count() > MAX_ID {
            return Err(bad("an answer id is 1 to 64 characters"));
        }
        if a.answer.chars().count() > MAX_ANSWER || a.misconceptions.len() > MAX_TAGS {
            return Err(bad("an answer is at most 200 characters, with 16 tags"));
        }
        if a.misconceptions
            .iter()
            .any(|t| t.is_empty() || t.chars().count() > MAX_TAG)
        {
            return Err(bad("a misconception tag is 1 to 64 characters"));
        }
        if a.stars > 3 {
            return Err(bad("stars are 0 to 3"));
        }
        a.name = name;
        let cell = self.find(&a.class)?;
        let mut slot = cell.lock().await;
        // Only the student who took the name answers under it.
        let token = std::mem::take(&mut a.token);
        match slot.students.get(&a.name) {
            Some(kept) if ids::same_token(kept, &token) => {}
            Some(_) => return Err(name_taken()),
            None => return Err(bad("join the class before answering under this name")),
        }
        if !slot
            .exercises
            .iter()
            .any(|(l, x)| *l == a.lesson && *x == a.exercise)
        {
            return Err(bad("the class has no such lesson and exercise"));
        }
        let key = (a.name.clone(), a.id.clone());
        if slot.seen.contains(&key) {
            out.send(&ServerMsg::ClassRecorded { id: a.id });
            return Ok(());
        }
        slot.append(&self.store, Line::Answer(a.clone())).await?;
        slot.seen.insert(key);
        let id = a.id.clone();
        slot.answers.push(a);
        out.send(&ServerMsg::ClassRecorded { id });
        slot.watchers.retain(|w| !w.is_closed());
        if !slot.watchers.is_empty() {
            let text = ServerMsg::ClassReport(Box::new(slot.report())).to_json();
            for w in &slot.watchers {
                w.send_text(text.clone());
            }
        }
        Ok(())
    }
}
