//! A class with a student on the trainer screen: the exercise screen driven by keys, its
//! answers sent by the class sender; the teacher's watch screen follows them live and is
//! drawn at 80×24 in the three languages. The students answering with `try --class`, the
//! report, the token and `kill -9` are in `tests/it/class.rs`.

use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;

use crate::i18n::Localizer;
use crate::learner::class::{ClassLink, ClassSender};
use crate::learner::progress::ProgressStore;
use crate::net::class::client::{Connection, Watched};
use crate::net::class::msg::ClassRoom;
use crate::net::class::report::ClassReport;
use crate::net::{Config as NetConfig, Server};
use crate::tests::common::run_cli;
use crate::tests::tui_common::{LANGS, open_ex};
use crate::tui::app::{App, Config};
use crate::tui::class_watch::{WatchView, render, room_for_key};
use crate::tui::exercise::{AnswerRow, ExerciseState};
use crate::tui::screen_text::buffer_text;

fn pick(a: &mut App, want: AnswerRow) {
    let rows = a.top::<ExerciseState>().expect("an exercise").rows();
    let n = rows.iter().position(|r| *r == want).expect("row offered");
    a.press(KeyCode::Char(char::from(b'1' + n as u8)));
}

fn student<'a>(r: &'a ClassReport, name: &str) -> &'a crate::net::class::report::StudentReport {
    r.students
        .iter()
        .find(|s| s.name == name)
        .unwrap_or_else(|| panic!("{name} not in {r:?}"))
}

/// A room server on port 0 in `dir` with a class of the chariot lesson made by `class new`:
/// the server (keep it alive), its address, the class code and the teacher's token.
pub(super) fn chariot_class(dir: &std::path::Path) -> (Server, String, String, String) {
    let server = Server::bind(NetConfig::new(
        "127.0.0.1:0".parse().unwrap(),
        dir.join("srv"),
    ))
    .unwrap();
    let url = format!("ws://{}/ws", server.addr());
    let les = dir.join("lessons");
    std::fs::create_dir_all(&les).unwrap();
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/lessons/understand/02-chariot.yaml"
        ),
        les.join("chariot.yaml"),
    )
    .unwrap();
    let (status, out, err) = run_cli(&[
        "class",
        "new",
        &url,
        "--lessons",
        les.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(status, 0, "{err}");
    let created: serde_json::Value = serde_json::from_str(&out).unwrap();
    let code = created["class"].as_str().unwrap().to_string();
    let token = created["token"].as_str().unwrap().to_string();
    (server, url, code, token)
}

#[test]
fn a_student_on_the_trainer_screen_and_the_live_watch_screen() {
    let dir = tempfile::tempdir().unwrap();
    let (_server, url, code, token) = chariot_class(dir.path());
    // Two students with `try --class` first.
    for (name, ex, answer) in [
        ("ann", "chariot-cannot-jump", "no chariot-blocked"),
        ("bo", "chariot-not-any-diagonal", "yes"),
    ] {
        let progress = dir.path().join(name).join("p.json");
        let (status, _, err) = run_cli(&[
            "--progress",
            progress.to_str().unwrap(),
            "try",
            "chariot",
            ex,
            answer,
            "--class",
            &url,
            &code,
            "--name",
            name,
        ]);
        assert!(status <= 1, "{err}");
    }
    let mut watch = Connection::open(&url).unwrap();
    let first = watch.watch(&code, &token).unwrap();
    assert_eq!(first.answers, 2);

    // dee on the trainer screen, with the class's lessons as `--class` gives them.
    let progress = dir.path().join("dee").join("p.json");
    let mut link = ClassLink::new(&url, &code, "dee", Some(&progress)).unwrap();
    let fetched = link.fetch().unwrap();
    let (lessons, warnings) = crate::tui::load_lessons(Some(fetched.dir()));
    assert!(warnings.is_empty(), "{warnings:?}");
    let config = Config {
        store: ProgressStore::at(&progress),
        lessons,
        ..Config::for_tests()
    };
    let mut a = App::new(config);
    // As `run_from` hands it over from `--class`.
    a.services.class = Some(std::sync::Arc::new(ClassSender::start(link)));
    open_ex(&mut a, "chariot", "chariot-cannot-jump");
    pick(&mut a, AnswerRow::Legal);
    pick(&mut a, AnswerRow::Illegal(None));
    pick(&mut a, AnswerRow::Illegal(Some("chariot-blocked")));
    assert!(
        a.top::<ExerciseState>()
            .unwrap()
            .verdict
            .as_ref()
            .unwrap()
            .solved
    );
    // Closing the app sends what is queued before it ends.
    drop(a);

    // The watch screen gets a new report per answer: wait for both of dee's.
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut report = first;
    while report.answers < 4 && Instant::now() < deadline {
        if let Some(Watched::Report(r)) = watch.next_event(Duration::from_millis(200)).unwrap() {
            report = r;
        }
    }
    assert_eq!(report.answers, 4, "{report:?}");
    let dee = student(&report, "dee");
    assert_eq!((dee.answers, dee.done), (2, 1));
    assert!(dee.stars >= 1 && dee.stars < 3, "{dee:?}");
    // Only dee's own wrong answer's tags: the ones its "legal" carried, once.
    let (_, out, _) = run_cli(&["try", "chariot", "chariot-cannot-jump", "yes", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let own: Vec<(String, u32)> = v["feedback"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|f| f["misconception"].as_str().map(|t| (t.to_string(), 1)))
        .collect();
    let got: Vec<(String, u32)> = dee
        .misconceptions
        .iter()
        .map(|c| (c.text.clone(), c.count))
        .collect();
    assert_eq!(got, own);
    assert!(student(&report, "ann").misconceptions.is_empty());
    // The trainer's progress file has dee's tries too.
    let saved = std::fs::read_to_string(&progress).unwrap();
    assert!(saved.contains("chariot-cannot-jump"), "{saved}");

    // The screen, with the random class code written as a fixed one.
    report.class = "abcdefghijkmnpqr".into();
    for lang in LANGS {
        let mut l10n = Localizer::new();
        l10n.set_lang(lang).unwrap();
        let view = WatchView::new(report.clone());
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        terminal
            .draw(|f| render(&view, &l10n, f.area(), f.buffer_mut()))
            .unwrap();
        let text = buffer_text(terminal.backend().buffer());
        assert!(text.contains("dee"), "{text}");
        insta::assert_snapshot!(format!("class_watch_{lang}_80x24"), text);
    }

    // The class's room games under the report; a room's number picks it to watch.
    let mut view = WatchView::new(report.clone());
    let news = Watched::Rooms(vec![ClassRoom {
        room: "k3v9q2m7x4t8w6pz".into(),
        rules: "janggi".into(),
        cho: Some("ann".into()),
        han: None,
        moves: 0,
        result: None,
    }]);
    crate::tui::class_watch::take(&mut view, news);
    // A new report keeps the rooms known.
    crate::tui::class_watch::take(&mut view, Watched::Report(report.clone()));
    let l10n = Localizer::new();
    let mut terminal = Terminal::new(TestBackend::new(80, 40)).unwrap();
    terminal
        .draw(|f| render(&view, &l10n, f.area(), f.buffer_mut()))
        .unwrap();
    let text = buffer_text(terminal.backend().buffer());
    assert!(text.contains("Room games"), "{text}");
    assert!(
        text.contains("1. ann vs (free seat): 0 moves, in play (room k3v9q2m7x4t8w6pz)"),
        "{text}"
    );
    assert!(text.contains("1-9 watch a room game"), "{text}");
    assert_eq!(
        room_for_key(&view, KeyCode::Char('1')).as_deref(),
        Some("k3v9q2m7x4t8w6pz")
    );
    assert_eq!(room_for_key(&view, KeyCode::Char('2')), None);
    assert_eq!(room_for_key(&view, KeyCode::Char('q')), None);
}

/// The class a room hosted from the play form goes to: the last joined on the same server
/// (its address trimmed, without a trailing `/`, in any ASCII case), none on another.
#[test]
fn the_class_on_a_server_is_the_last_joined_there() {
    use crate::learner::class::{JoinedClass, class_on};
    let class = |url: &str, code: &str| JoinedClass {
        url: url.into(),
        code: code.into(),
        name: "eve".into(),
        token: None,
    };
    let joined = [
        class("ws://127.0.0.1:7878/ws", "a"),
        class("ws://club.example/ws", "b"),
        class("ws://127.0.0.1:7878/ws", "c"),
    ];
    let code = |server: &str| class_on(&joined, server).map(|c| c.code.as_str());
    assert_eq!(code("ws://127.0.0.1:7878/ws"), Some("a"));
    assert_eq!(code(" WS://Club.Example/ws/ "), Some("b"));
    assert_eq!(code("ws://127.0.0.1:7879/ws"), None);
    assert_eq!(class_on(&[], "ws://club.example/ws"), None);
}
