//! The room server's disk: the journal's group commit, its compaction and replay (a line cut by
//! a kill, an expired room), the `.gib` of a room and of a friend game (result, time control),
//! and record writes on a full disk (`/dev/full` under the temporary name).

#![cfg(unix)]

use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

use crate::fsio::civil;
use crate::i18n::Localizer;
use crate::learner::games::FinishedGame;
use crate::net::journal::Journal;
use crate::net::protocol::ClockSpec;
use crate::net::room::{Action, Room};
use crate::net::store::Store;
use crate::play::clock::TimeControl;
use crate::play::session::{EndKind, GameEnd};
use crate::record;
use crate::rules::{Color, Game, Position, RuleSet};

fn code(i: usize) -> String {
    // 16 symbols of the code alphabet.
    format!("ruum{i:0>12}").replace('0', "z").replace('1', "y")
}

fn seated(i: usize, clock: Option<ClockSpec>) -> Room {
    let mut r = Room::new(
        code(i),
        RuleSet::Janggi,
        clock,
        Color::Cho,
        Some(format!("A{i}")),
        ["a".repeat(32), "b".repeat(32)],
    )
    .unwrap();
    r.join(Some(format!("B{i}")), 0).unwrap();
    r
}

/// Plays the room's first legal move (by the engine's order) at `now`.
fn step(r: &mut Room, now: u64) {
    let pos = r.game().position();
    let mv = pos.legal_moves()[0].to_string();
    let ply = u32::try_from(r.game().moves().len()).unwrap();
    r.act(pos.turn(), Action::Move { mv, ply }, now).unwrap();
}

fn files(dir: &Path, suffix: &str) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.unwrap().file_name().into_string().ok())
        .filter(|n| n.ends_with(suffix))
        .collect();
    v.sort();
    v
}

/// Waits (up to 10 s) for `cond`, polling.
fn eventually(what: &str, cond: impl Fn() -> bool) {
    let start = Instant::now();
    while !cond() {
        assert!(start.elapsed() < Duration::from_secs(10), "never: {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_journal_compacts_and_replays_the_last_acknowledged_state() {
    let dir = tempfile::tempdir().unwrap();
    let rooms_dir = dir.path().join("rooms");
    let store = Store::open(dir.path()).unwrap();
    let (saved, problems, replayed) = store.load_all().unwrap();
    assert!(saved.is_empty() && problems.is_empty());
    // A tiny limit: the journal rotates every few saves and the compactor writes room files.
    let journal = Journal::start(store.clone(), replayed, 2048).unwrap();
    let mut rooms: Vec<Room> = (0..3).map(|i| seated(i, None)).collect();
    let mut expired = seated(3, None);
    step(&mut expired, 1);
    journal.save(&expired).await.unwrap();
    for t in 0..12 {
        // Three rooms saved at once: one batch, one sync.
        let saves: Vec<_> = rooms
            .iter_mut()
            .map(|r| {
                step(r, t);
                r.clone()
            })
            .collect();
        let waits = saves.iter().map(|r| journal.save(r));
        for w in futures_util::future::join_all(waits).await {
            w.unwrap();
        }
    }
    journal.remove(&expired).await.unwrap();
    eventually("the compactor writes the rooms' files", || {
        (0..3).all(|i| rooms_dir.join(format!("{}.json", code(i))).exists())
    });
    journal.stop();
    // The expired room's game is kept, unfinished; its room file and state are gone.
    let gib = fs::read_to_string(dir.path().join("games").join(format!("{}.gib", code(3))));
    assert!(gib.unwrap().contains("[대국결과 \"미완료\"]"));
    // A kill in the middle of a write leaves a line cut short: never acknowledged, skipped.
    let last = files(&rooms_dir, ".log").pop().unwrap();
    let mut f = fs::OpenOptions::new()
        .append(true)
        .open(rooms_dir.join(&last))
        .unwrap();
    std::io::Write::write_all(&mut f, b"{\"room\":{\"code\":\"roo").unwrap();
    drop(f);

    let (saved, problems, replayed) = store.load_all().unwrap();
    assert!(problems.is_empty(), "{problems:?}");
    let mut want: Vec<_> = rooms.iter().map(Room::to_saved).collect();
    want.sort_by(|a, b| a.code.cmp(&b.code));
    assert_eq!(saved, want);
    assert!(!replayed.obsolete.is_empty());
    // A restart compacts what it read and deletes those journals; the state stays the same.
    let journal = Journal::start(store.clone(), replayed, 2048).unwrap();
    eventually("old journals are deleted", || {
        files(&rooms_dir, ".log").len() == 1
    });
    journal.stop();
    let (again, problems, _) = store.load_all().unwrap();
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(again, want);
}

#[test]
fn a_room_record_carries_its_result_and_time_control() {
    let clock = ClockSpec {
        main_s: 600,
        periods: 3,
        period_s: 30,
        increment_s: None,
    };
    let mut r = seated(1, Some(clock));
    step(&mut r, 10);
    step(&mut r, 20);
    let text = crate::net::store::gib_text(&r);
    assert!(text.contains("[제한시간 \"10분 30초 3회\"]"), "{text}");
    assert!(text.contains("[대국결과 \"미완료\"]"), "{text}");
    // Read back: the same moves, and no stated result (an unfinished game).
    let rec = record::parse(&text);
    assert_eq!(record::replay::stated_result(&rec), None);
    let replayed = record::replay(rec, None);
    assert!(replayed.error.is_none(), "{text}");
    assert_eq!(replayed.game.moves(), r.game().moves());
    r.act(Color::Cho, Action::Resign, 30).unwrap();
    let text = crate::net::store::gib_text(&r);
    assert!(text.contains("[대국결과 \"한 승 (기권)\"]"), "{text}");
    let fischer = TimeControl::Fischer {
        main: Duration::from_secs(90),
        increment: Duration::from_secs(5),
    };
    assert_eq!(fischer.gib_tag().as_deref(), Some("1분 30초 +5초"));
    assert_eq!(TimeControl::None.gib_tag(), None);
}

fn friend_game(control: Option<TimeControl>) -> FinishedGame {
    let mut game = Game::new(Position::start(RuleSet::Janggi));
    let mv = game.position().legal_moves()[0];
    game.play(mv).unwrap();
    FinishedGame {
        game,
        human: Color::Cho,
        level: 1,
        rules: RuleSet::Janggi,
        engine: None,
        end: GameEnd {
            winner: Some(Color::Han),
            kind: EndKind::Resigned { by: Color::Cho },
        },
        tries: Vec::new(),
        goal: None,
        players: Some(["Ana".to_string(), "Bo".to_string()]),
        time_control: control,
        room: None,
    }
}

#[test]
fn a_friend_game_record_carries_its_time_control() {
    let byo = TimeControl::ByoYomi {
        main: Duration::from_secs(300),
        periods: 1,
        period: Duration::from_secs(20),
    };
    let text = friend_game(Some(byo)).gib_text(0, "Player");
    assert!(text.contains("[제한시간 \"5분 20초 1회\"]"), "{text}");
    assert!(!friend_game(None).gib_text(0, "Player").contains("제한시간"));
}

#[test]
fn a_record_on_a_full_disk_leaves_the_old_file_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let games = dir.path();
    let when = 1_764_638_100;
    let (y, mo, d, secs) = civil(when);
    let stem = format!(
        "{y:04}-{mo:02}-{d:02}_{:02}{:02}{:02}",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    );
    let old = games.join(format!("{stem}.gib"));
    fs::write(&old, "the old record").unwrap();
    // The temporary file's name leads to /dev/full: every write fails with ENOSPC.
    let tmp = games.join(format!(".{stem}.gib.tmp-{}", std::process::id()));
    std::os::unix::fs::symlink("/dev/full", &tmp).unwrap();
    let err = friend_game(None)
        .save_record(games, when, "Player")
        .unwrap_err();
    assert_eq!(fs::read_to_string(&old).unwrap(), "the old record");
    assert_eq!(
        files(games, ""),
        vec![format!("{stem}.gib")],
        "nothing left behind"
    );
    let full = std::io::Error::from_raw_os_error(libc::ENOSPC).to_string();
    let mut l10n = Localizer::new();
    let mut seen = Vec::new();
    for lang in ["en", "ko", "zh"] {
        l10n.set_lang(lang).unwrap();
        let text = l10n.format(&err);
        // The system's words in the learner's language, never its English text.
        assert!(!text.contains(&full), "{lang}: {text}");
        assert!(text.contains(&stem), "{lang}: {text}");
        seen.push(text);
    }
    seen.dedup();
    assert_eq!(seen.len(), 3, "each language says it its own way: {seen:?}");

    // A room's file on a full disk: the old one stays, the temporary file goes.
    let store = Store::open(dir.path()).unwrap();
    let room = seated(5, None);
    let json = serde_json::to_vec(&room.to_saved()).unwrap();
    store.write_room_file(&code(5), &json).unwrap();
    let rooms = dir.path().join("rooms");
    std::os::unix::fs::symlink("/dev/full", rooms.join(format!(".{}.json.tmp", code(5)))).unwrap();
    let e = store.write_room_file(&code(5), b"{}").unwrap_err();
    assert_eq!(e.raw_os_error(), Some(libc::ENOSPC));
    assert_eq!(
        fs::read(rooms.join(format!("{}.json", code(5)))).unwrap(),
        json
    );
    assert_eq!(files(&rooms, "tmp"), Vec::<String>::new());
}
