//! Classes on the room server, through the binary: `class new` (lint first), students
//! answering with `try --class`, the report as text and JSON, a wrong token, answers made
//! offline, and a server killed with SIGKILL and started again. The trainer screen's
//! student and the watch screen are in `src/tests/class.rs`.

use std::io::BufRead;
use std::path::Path;
use std::process::{Child, Command, Stdio};

use serde_json::Value;

use crate::common::run_cli;

/// A `serve` process on port 0 and its address.
struct Serve {
    child: Child,
    url: String,
}

impl Serve {
    fn start(data: &Path) -> Serve {
        let mut child = Command::new(env!("CARGO_BIN_EXE_janggi-tutor"))
            .args(["serve", "--addr", "127.0.0.1:0", "--data"])
            .arg(data)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut line = String::new();
        std::io::BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let url = line
            .trim()
            .strip_prefix("listening on ")
            .unwrap()
            .to_string();
        Serve { child, url }
    }

    /// `kill -9`: nothing is flushed, nothing is closed cleanly.
    fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn lesson_folder(dir: &Path) -> std::path::PathBuf {
    let les = dir.join("lessons");
    std::fs::create_dir_all(&les).unwrap();
    let src = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/lessons/understand/02-chariot.yaml"
    );
    std::fs::copy(src, les.join("chariot.yaml")).unwrap();
    les
}

/// A student's answer with `try --class`; the exit status and stdout.
fn answer(dir: &Path, url: &str, code: &str, name: &str, ex: &str, text: &str) -> (i32, String) {
    let progress = dir.join(name).join("progress.json");
    let (status, out, err) = run_cli(&[
        "--lang",
        "en",
        "--progress",
        progress.to_str().unwrap(),
        "try",
        "chariot",
        ex,
        text,
        "--class",
        url,
        code,
        "--name",
        name,
    ]);
    assert!(status == 0 || status == 1, "{name} {ex} {text}: {err}");
    (status, out)
}

/// The misconception tags `try --json` reports for an answer (what the class must record).
fn tags_of(ex: &str, text: &str) -> Vec<String> {
    let (_, out, _) = run_cli(&["--lang", "en", "try", "chariot", ex, text, "--json"]);
    let v: Value = serde_json::from_str(&out).unwrap();
    v["feedback"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|f| f["misconception"].as_str().map(str::to_string))
        .collect()
}

fn report_json(url: &str, code: &str, token: &str) -> Value {
    let (status, out, err) = run_cli(&["class", "report", url, code, "--token", token, "--json"]);
    assert_eq!(status, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

fn student<'a>(report: &'a Value, name: &str) -> &'a Value {
    report["students"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == name)
        .unwrap_or_else(|| panic!("{name} not in {report}"))
}

fn tags(s: &Value) -> Vec<(String, u64)> {
    s["misconceptions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["text"].as_str().unwrap().to_string(),
                c["count"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn class_new_refuses_lessons_that_fail_the_lint_with_their_places() {
    let dir = tempfile::tempdir().unwrap();
    let les = dir.path().join("bad");
    std::fs::create_dir_all(&les).unwrap();
    let good = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/lessons/understand/02-chariot.yaml"
    ))
    .unwrap();
    // A field the format does not know: a lint error at its line and column.
    std::fs::write(
        les.join("c.yaml"),
        good.replacen("phase:", "bogus: 1\nphase:", 1),
    )
    .unwrap();
    let server = Serve::start(&dir.path().join("srv"));
    let (status, out, err) = run_cli(&[
        "--lang",
        "en",
        "class",
        "new",
        &server.url,
        "--lessons",
        les.to_str().unwrap(),
    ]);
    assert_eq!(status, 1, "{out}{err}");
    assert!(out.is_empty(), "{out}");
    let place = format!("{}:", les.join("c.yaml").display());
    let line = err
        .lines()
        .find(|l| l.starts_with(&place) && l.contains(": error:"))
        .unwrap_or_else(|| panic!("{err}"));
    // path:line:col: error: …
    let rest = &line[place.len()..];
    let mut parts = rest.split(':');
    assert!(parts.next().unwrap().parse::<u32>().is_ok(), "{line}");
    assert!(parts.next().unwrap().parse::<u32>().is_ok(), "{line}");
    assert!(err.contains("nothing was uploaded"), "{err}");
}

#[test]
fn a_class_of_three_students_survives_kill_9_and_shows_only_the_token() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("srv");
    let les = lesson_folder(dir.path());
    let server = Serve::start(&data);
    let url = server.url.clone();
    let (status, out, err) = run_cli(&[
        "class",
        "new",
        &url,
        "--lessons",
        les.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(status, 0, "{err}");
    let created: Value = serde_json::from_str(&out).unwrap();
    let code = created["class"].as_str().unwrap().to_string();
    let token = created["token"].as_str().unwrap().to_string();
    assert_eq!(code.len(), 16);
    assert_eq!(token.len(), 32);

    // ann misses the jump, then gets it; bo is right at once; cy misses the diagonal.
    let (s, out) = answer(dir.path(), &url, &code, "ann", "chariot-cannot-jump", "yes");
    assert_eq!(s, 1);
    assert!(out.contains("Sent to the class."), "{out}");
    answer(
        dir.path(),
        &url,
        &code,
        "ann",
        "chariot-cannot-jump",
        "no chariot-blocked",
    );
    answer(
        dir.path(),
        &url,
        &code,
        "bo",
        "chariot-cannot-jump",
        "no chariot-blocked",
    );
    answer(
        dir.path(),
        &url,
        &code,
        "cy",
        "chariot-not-any-diagonal",
        "yes",
    );
    // A judge's "illegal" alone is right so far, not an answer: nothing is sent.
    let (_, out) = answer(dir.path(), &url, &code, "cy", "chariot-cannot-jump", "no");
    assert!(!out.contains("class"), "{out}");

    let ann_tags = tags_of("chariot-cannot-jump", "yes");
    let cy_tags = tags_of("chariot-not-any-diagonal", "yes");
    assert!(!ann_tags.is_empty() && !cy_tags.is_empty());
    let report = report_json(&url, &code, &token);
    assert_eq!(report["answers"], 4);
    let ann = student(&report, "ann");
    assert_eq!(
        (
            ann["answers"].as_u64(),
            ann["done"].as_u64(),
            ann["stars"].as_u64()
        ),
        (Some(2), Some(1), Some(2))
    );
    let want = |t: &[String]| -> Vec<(String, u64)> { t.iter().map(|t| (t.clone(), 1)).collect() };
    assert_eq!(tags(ann), want(&ann_tags));
    assert_eq!(tags(student(&report, "bo")), []);
    assert_eq!(student(&report, "bo")["stars"], 3);
    assert_eq!(tags(student(&report, "cy")), want(&cy_tags));
    let jump = report["exercises"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["exercise"] == "chariot-cannot-jump")
        .unwrap();
    assert_eq!(jump["students"], 2);
    assert_eq!(jump["first_try_right"], 1);
    assert_eq!(jump["wrong_answers"][0]["text"], "yes");
    assert_eq!(jump["wrong_answers"][0]["count"], 1);
    // The student's own progress has the tries too.
    let progress = std::fs::read_to_string(dir.path().join("ann").join("progress.json")).unwrap();
    assert!(progress.contains("chariot-cannot-jump"), "{progress}");

    // The text report says the same, in the teacher's language.
    let (status, text, _) = run_cli(&[
        "--lang", "en", "class", "report", &url, &code, "--token", &token,
    ]);
    assert_eq!(status, 0);
    assert!(
        text.contains("3 students, 4 answers, 5 exercises"),
        "{text}"
    );
    // Misconceptions in words, the ids kept in the JSON beside them.
    let ann_words = ann["misconceptions"][0]["words"].as_str().unwrap();
    assert_eq!(ann["misconceptions"][0]["text"], ann_tags[0].as_str());
    assert!(
        !ann_words.is_empty() && !ann_words.contains(&ann_tags[0]),
        "{ann_words}"
    );
    assert!(
        text.contains(&format!(
            "ann: 1/5 done, 2 stars, 2 answers; misconceptions: {ann_words} (1)"
        )),
        "{text}"
    );
    assert!(!text.contains(&ann_tags[0]), "{text}");
    assert!(
        text.contains("bo: 1/5 done, 3 stars, 1 answer; misconceptions: none"),
        "{text}"
    );
    assert!(text.contains("wrong answers: \"yes\" (1)"), "{text}");
    let (_, zh, _) = run_cli(&[
        "--lang", "zh", "class", "report", &url, &code, "--token", &token,
    ]);
    assert!(zh.contains("3 名学生"), "{zh}");
    // The teacher's language words the misconceptions, not the student's.
    let (_, zh_json, _) = run_cli(&[
        "--lang", "zh", "class", "report", &url, &code, "--token", &token, "--json",
    ]);
    let zh_json: Value = serde_json::from_str(&zh_json).unwrap();
    let zh_words = student(&zh_json, "ann")["misconceptions"][0]["words"]
        .as_str()
        .unwrap()
        .to_string();
    assert_ne!(zh_words, ann_words);
    assert!(zh.contains(&format!("误区：{zh_words}（1）")), "{zh}");

    // A wrong token sees nothing: one clear error, nothing on stdout.
    for json in [false, true] {
        let mut args = vec![
            "--lang",
            "en",
            "class",
            "report",
            &url,
            &code,
            "--token",
            "00112233445566778899aabbccddeeff",
        ];
        if json {
            args.push("--json");
        }
        let (status, out, err) = run_cli(&args);
        assert_eq!(status, 1);
        assert!(out.is_empty(), "{out}");
        assert_eq!(
            err.trim(),
            "error: This token does not open the class's report."
        );
    }

    // kill -9, then an answer made while the server is down: kept (with the lessons kept
    // from last time), sent once the server is back.
    server.kill();
    let (_, out) = answer(
        dir.path(),
        &url,
        &code,
        "bo",
        "chariot-not-any-diagonal",
        "yes",
    );
    assert!(
        out.contains("Kept to send to the class later (1 answer waiting)"),
        "{out}"
    );
    let server = Serve::start(&data);
    let url = server.url.clone();
    let after = report_json(&url, &code, &token);
    assert_eq!(after["answers"], 4, "nothing acknowledged is lost");
    assert_eq!(after["students"], report["students"]);
    // bo's next answer takes the one kept offline along.
    let (_, out) = answer(dir.path(), &url, &code, "bo", "chariot-open-lines", "none");
    assert!(out.contains("Sent to the class (2 answers"), "{out}");
    let last = report_json(&url, &code, &token);
    assert_eq!(last["answers"], 6);
    assert_eq!(tags(student(&last, "bo")), want(&cy_tags));

    // An unknown class and a class code that is not one.
    let (status, _, err) = run_cli(&[
        "--lang",
        "en",
        "class",
        "report",
        &url,
        "abcdefghijkmnpqr",
        "--token",
        &token,
    ]);
    assert_eq!(status, 1);
    assert!(err.contains("No class has this code."), "{err}");
    let (status, _, err) = run_cli(&[
        "--lang",
        "en",
        "try",
        "chariot",
        "chariot-open-lines",
        "none",
        "--class",
        &url,
        "nope",
        "--name",
        "x",
    ]);
    assert_eq!(status, 2);
    assert!(err.contains("is not a class code"), "{err}");
}

/// Hostile or broken class messages through the protocol: every one a typed error, the
/// connection open after it, and nothing recorded.
#[tokio::test]
async fn bad_uploads_answers_and_tokens_get_typed_errors() {
    use futures_util::{SinkExt, StreamExt};
    use serde_json::json;
    use tokio_tungstenite::tungstenite::Message;

    let dir = tempfile::tempdir().unwrap();
    let mut config =
        janggi_tutor::net::Config::new("127.0.0.1:0".parse().unwrap(), dir.path().to_path_buf());
    config.workers = 2;
    let server = janggi_tutor::net::Server::bind(config).unwrap();
    let tcp = tokio::net::TcpStream::connect(server.addr()).await.unwrap();
    let url = format!("ws://{}/ws", server.addr());
    let (mut ws, _) = tokio_tungstenite::client_async(url, tcp).await.unwrap();
    let mut ask = async |v: Value| -> Value {
        ws.send(Message::text(v.to_string())).await.unwrap();
        loop {
            let m = tokio::time::timeout(std::time::Duration::from_secs(10), ws.next())
                .await
                .expect("an answer in time");
            if let Some(Ok(Message::Text(t))) = m {
                let v: Value = serde_json::from_str(&t).unwrap();
                // A room's `state` follows its `joined`: not an answer to wait for here.
                if v["type"] != "state" {
                    return v;
                }
                continue;
            }
            assert!(matches!(m, Some(Ok(_))), "connection closed");
        }
    };
    let code = |v: &Value| v["code"].as_str().unwrap_or_default().to_string();
    let part = |part: u32, parts: u32, data: &str| json!({"type":"class-upload","part":part,"parts":parts,"data":data});
    assert_eq!(code(&ask(part(1, 2, "{")).await), "bad-lessons");
    assert_eq!(code(&ask(part(0, 0, "")).await), "bad-lessons");
    assert_eq!(code(&ask(part(0, 1, "not json")).await), "bad-lessons");
    let not_a_lesson = json!({"files":[{"name":"x.yaml","text":"hello: world"}]}).to_string();
    assert_eq!(code(&ask(part(0, 1, &not_a_lesson)).await), "bad-lessons");
    // Two parts, the second out of order: the upload starts again.
    assert_eq!(ask(part(0, 3, "{")).await["type"], "class-part");
    assert_eq!(code(&ask(part(2, 3, "}")).await), "bad-lessons");
    // A good one, in two parts.
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/lessons/understand/02-chariot.yaml"
    ))
    .unwrap();
    let pack = json!({"files":[{"name":"c.yaml","text":text}]}).to_string();
    let (a, b) = pack.split_at(pack.len() / 2);
    assert_eq!(ask(part(0, 2, a)).await["part"], 0);
    let created = ask(part(1, 2, b)).await;
    assert_eq!(created["type"], "class-created", "{created}");
    let class = created["class"].as_str().unwrap().to_string();
    // ann takes her name: the first join gives its token.
    let joined = ask(json!({"type":"class-join","class":class,"name":"ann"})).await;
    assert_eq!(joined["type"], "class-lessons", "{joined}");
    let ann = joined["token"].as_str().unwrap().to_string();
    assert_eq!(ann.len(), 32);
    let answer = |class: &str, name: &str, lesson: &str| {
        json!({"type":"class-answer","class":class,"name":name,"id":"a1","lesson":lesson,
               "exercise":"chariot-cannot-jump","answer":"yes","correct":false,"token":ann})
    };
    assert_eq!(
        code(&ask(answer("abcdefghijkmnpqr", "ann", "chariot")).await),
        "no-such-class"
    );
    // Under ann's name without her token, or with another: refused, nothing recorded.
    let mut forged = answer(&class, "ann", "chariot");
    forged["token"] = json!("00112233445566778899aabbccddeeff");
    assert_eq!(code(&ask(forged.clone()).await), "name-taken");
    forged.as_object_mut().unwrap().remove("token");
    assert_eq!(code(&ask(forged).await), "name-taken");
    let again = ask(json!({"type":"class-join","class":class,"name":"ann"})).await;
    assert_eq!(code(&again), "name-taken", "{again}");
    let again = ask(json!({"type":"class-join","class":class,"name":"ann","token":ann})).await;
    assert_eq!(again["token"], ann.as_str());
    // A name nobody joined under cannot answer.
    let mut stranger = answer(&class, "zed", "chariot");
    stranger.as_object_mut().unwrap().remove("token");
    assert_eq!(code(&ask(stranger).await), "bad-message");
    assert_eq!(
        code(&ask(answer(&class, "", "chariot")).await),
        "bad-message"
    );
    assert_eq!(
        code(&ask(answer(&class, "ann", "horse")).await),
        "bad-message"
    );
    assert_eq!(
        ask(answer(&class, "ann", "chariot")).await["type"],
        "class-recorded"
    );
    // The same id again: acknowledged, counted once.
    assert_eq!(ask(answer(&class, "ann", "chariot")).await["id"], "a1");
    for kind in ["class-report", "class-watch"] {
        let v = ask(json!({"type":kind,"class":class,"token":"nope"})).await;
        assert_eq!(code(&v), "bad-token", "{v}");
    }
    let joined = ask(json!({"type":"class-join","class":class,"name":"bo"})).await;
    assert_eq!(joined["type"], "class-lessons");
    assert_eq!(joined["files"][0]["text"], text);
    let report = ask(json!({"type":"class-report","class":class,"token":created["token"]})).await;
    assert_eq!(report["answers"], 1, "{report}");
    assert_eq!(report["students"][0]["name"], "ann");
    assert!(
        !report.to_string().contains(&ann),
        "no student token in the report"
    );

    // Room games of the class: a student's room is listed for the teacher's token only.
    let v = ask(json!({"type":"create","name":"ann","class":"abcdefghijkmnpqr"})).await;
    assert_eq!(code(&v), "no-such-class", "{v}");
    let v = ask(json!({"type":"create","name":"ann","side":"cho","class":class})).await;
    assert_eq!(v["type"], "joined", "{v}");
    let room = v["room"].as_str().unwrap().to_string();
    let v = ask(json!({"type":"class-rooms","class":class,"token":"nope"})).await;
    assert_eq!(code(&v), "bad-token", "{v}");
    let token = created["token"].as_str().unwrap().to_string();
    let rooms = ask(json!({"type":"class-rooms","class":class,"token":token})).await;
    assert_eq!(rooms["rooms"][0]["room"], room.as_str(), "{rooms}");
    assert_eq!(rooms["rooms"][0]["cho"], "ann");
    assert_eq!(rooms["rooms"][0]["moves"], 0);
    assert!(rooms["rooms"][0]["result"].is_null());
    // The report through the binary lists it, in words, with its code to watch it by.
    // The binary's blocking client runs off this test's runtime.
    let url = format!("ws://{}/ws", server.addr());
    let cli = |args: Vec<String>| {
        tokio::task::spawn_blocking(move || {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            run_cli(&args)
        })
    };
    let args = [
        "--lang", "en", "class", "report", &url, &class, "--token", &token,
    ];
    let (status, text, err) = cli(args.map(String::from).to_vec()).await.unwrap();
    assert_eq!(status, 0, "{err}");
    assert!(text.contains("Room games"), "{text}");
    assert!(
        text.contains(&format!(
            "1. ann vs (free seat): 0 moves, in play (room {room})"
        )),
        "{text}"
    );
    let args = ["class", "report", &url, &class, "--token", &token, "--json"];
    let (_, json_text, _) = cli(args.map(String::from).to_vec()).await.unwrap();
    let doc: Value = serde_json::from_str(&json_text).unwrap();
    assert_eq!(doc["rooms"][0]["room"], room.as_str());
}

/// A student's name is theirs: the first `try --class` under it keeps a token (in a file
/// only its owner reads), a second computer under the same name is refused with a clear
/// message, and the first goes on answering.
#[test]
fn a_taken_name_is_refused_and_the_token_is_kept_private() {
    let dir = tempfile::tempdir().unwrap();
    let les = lesson_folder(dir.path());
    let server = Serve::start(&dir.path().join("srv"));
    let url = server.url.clone();
    let (status, out, err) = run_cli(&[
        "class",
        "new",
        &url,
        "--lessons",
        les.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(status, 0, "{err}");
    let created: Value = serde_json::from_str(&out).unwrap();
    let code = created["class"].as_str().unwrap().to_string();
    let token = created["token"].as_str().unwrap().to_string();
    let (s, out) = answer(dir.path(), &url, &code, "ann", "chariot-cannot-jump", "yes");
    assert_eq!(s, 1);
    assert!(out.contains("Sent to the class."), "{out}");
    let joined = dir.path().join("ann").join("classes").join("joined.json");
    let kept: Value = serde_json::from_str(&std::fs::read_to_string(&joined).unwrap()).unwrap();
    assert_eq!(kept["classes"][0]["code"], code.as_str());
    assert_eq!(kept["classes"][0]["name"], "ann");
    assert_eq!(kept["classes"][0]["token"].as_str().unwrap().len(), 32);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&joined).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
    // Someone else, on another computer (another data folder), under ann's name.
    let other = dir.path().join("other").join("progress.json");
    for lang in ["en", "zh", "ko"] {
        let (status, out, err) = run_cli(&[
            "--lang",
            lang,
            "--progress",
            other.to_str().unwrap(),
            "try",
            "chariot",
            "chariot-cannot-jump",
            "no chariot-blocked",
            "--class",
            &url,
            &code,
            "--name",
            "ann",
        ]);
        assert_eq!(status, 1, "{out}{err}");
        assert!(out.is_empty(), "{out}");
        let want = match lang {
            "en" => "Another student already uses the name “ann” in this class",
            "zh" => "这个班级里已经有同学用了「ann」这个名字",
            _ => "이 반에서 다른 학생이 이미 ‘ann’ 이름을 쓰고 있습니다",
        };
        assert!(err.contains(want), "{err}");
    }
    // ann goes on answering; the report has only her answers under her name.
    let (s, out) = answer(
        dir.path(),
        &url,
        &code,
        "ann",
        "chariot-cannot-jump",
        "no chariot-blocked",
    );
    assert_eq!(s, 0);
    assert!(out.contains("Sent to the class."), "{out}");
    let report = report_json(&url, &code, &token);
    assert_eq!(report["answers"], 2);
    assert_eq!(student(&report, "ann")["answers"], 2);
}
