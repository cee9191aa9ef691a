//! Issue 68: the room server on a disk it cannot write (a full disk, a data folder that
//! cannot be made) starts, serves what it has, plays on in memory and says why it cannot
//! save; saving resumes when the disk frees.
//!
//! Tests may run as root, where `chmod 0500` stops no write: the unwritable folder is a path
//! under a file (nothing can ever be made there, whoever runs), and the full disk an `ENOSPC`
//! injected into every write of the store (`Config::write_fault`).

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use janggi_tutor::net::WriteFault;
use serde_json::{Value, json};

use crate::net::{Client, seated, start};

/// The next `state` that `ok` accepts.
async fn state_where(c: &mut Client, ok: impl Fn(&Value) -> bool) -> Value {
    loop {
        let s = c.until("state").await;
        if ok(&s) {
            return s;
        }
    }
}

#[test]
fn serve_starts_on_a_data_folder_it_cannot_make_and_says_why() {
    let file = tempfile::NamedTempFile::new().unwrap();
    let data = file.path().join("sub");
    let mut child = Command::new(env!("CARGO_BIN_EXE_janggi-tutor"))
        .args(["--lang", "ko", "serve", "--addr", "127.0.0.1:0", "--data"])
        .arg(&data)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    let err = child.stderr.take().unwrap();
    std::thread::spawn(move || {
        for l in BufReader::new(err).lines().map_while(Result::ok) {
            let _ = tx.send(l);
        }
    });
    let mut said = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(10);
    while let Ok(l) = rx.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
        said.push(l);
        if said.iter().any(|l| l.contains("데이터 폴더"))
            && said.iter().any(|l| l.contains("cannot save"))
        {
            break;
        }
    }
    let running = child.try_wait().unwrap().is_none();
    let _ = child.kill();
    let _ = child.wait();
    assert!(
        line.starts_with("listening on ws://127.0.0.1:"),
        "{line:?} {said:?}"
    );
    assert!(running, "the server ended: {said:?}");
    // The log line says why once; the learner's language says what it means.
    let said = said.join("\n");
    assert_eq!(said.matches("cannot save").count(), 1, "{said}");
    assert!(said.contains("메모리"), "{said}");
}

#[tokio::test]
async fn a_server_that_cannot_make_its_folder_plays_in_memory_and_says_so() {
    let file = tempfile::NamedTempFile::new().unwrap();
    let server = start(&file.path().join("sub"), |_| {});
    let why = server
        .cannot_save()
        .expect("it says it cannot save")
        .to_string();
    assert!(!why.is_empty());
    let (mut a, mut b, _, _) = seated(&server, Value::Null).await;
    let s = a.play("b1c3", 0).await;
    assert_eq!(s["not_saved"]["reason"], "not-a-folder", "{s}");
    assert!(
        s["not_saved"]["detail"]
            .as_str()
            .is_some_and(|d| !d.is_empty()),
        "{s}"
    );
    let s = b.play("b10c8", 1).await;
    assert_eq!(s["moves"], json!(["b1c3", "b10c8"]));
    assert!(s["not_saved"].is_object(), "{s}");
}

#[tokio::test]
async fn a_full_disk_keeps_the_game_in_memory_and_saving_resumes_when_it_frees() {
    let dir = tempfile::tempdir().unwrap();
    let fault = WriteFault::default();
    let server = start(dir.path(), |c| c.write_fault = fault.clone());
    assert!(server.cannot_save().is_none());
    let (mut a, mut b, code, [ta, _]) = seated(&server, Value::Null).await;
    let s = a.play("b1c3", 0).await;
    assert!(s.get("not_saved").is_none(), "saved: no notice {s}");
    fault.set(Some(libc::ENOSPC));
    // Acknowledged in memory (before: `store-failed` and the move taken back).
    let s = b.play("b10c8", 1).await;
    assert_eq!(s["not_saved"]["reason"], "disk-full", "{s}");
    let s = a.play("h1g3", 2).await;
    assert_eq!(s["not_saved"]["reason"], "disk-full", "{s}");
    // The disk frees: the room is written again without a move, and the players are told.
    fault.set(None);
    let s = state_where(&mut a, |s| s.get("not_saved").is_none()).await;
    assert_eq!(s["moves"].as_array().unwrap().len(), 3, "{s}");
    drop(server);
    drop((a, b));
    let server = start(dir.path(), |_| {});
    let mut a = Client::connect(&server).await;
    a.send(json!({"type":"rejoin","room":code,"token":ta}))
        .await;
    let s = a.until("state").await;
    assert_eq!(s["moves"], json!(["b1c3", "b10c8", "h1g3"]));
}

#[tokio::test]
async fn rooms_on_a_full_disk_are_loaded_and_played() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path(), |_| {});
    let (mut a, b, code, [ta, _]) = seated(&server, Value::Null).await;
    a.play("b1c3", 0).await;
    drop(server);
    drop((a, b));
    let fault = WriteFault::default();
    fault.set(Some(libc::ENOSPC));
    let server = start(dir.path(), |c| c.write_fault = fault.clone());
    let e = server.cannot_save().expect("the probe failed");
    assert_eq!(e.raw_os_error(), Some(libc::ENOSPC));
    let mut a = Client::connect(&server).await;
    a.send(json!({"type":"rejoin","room":code,"token":ta}))
        .await;
    let s = a.until("state").await;
    assert_eq!(s["moves"], json!(["b1c3"]));
    assert_eq!(s["not_saved"]["reason"], "disk-full", "{s}");
    // A new room works too, in memory.
    let (mut c, _d, _, _) = seated(&server, Value::Null).await;
    let s = c.play("b1c3", 0).await;
    assert_eq!(s["not_saved"]["reason"], "disk-full", "{s}");
}
