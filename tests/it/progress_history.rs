//! `progress` lists the learner's games: the `.gib` records the play screen saved beside the
//! progress file (games against the AI, with a friend on one screen, in a room of a room
//! server, a room record from before the room tags), with the small goal and what was done
//! with each since (`games/marks.json`); other programs' records are left out.

use std::path::Path;

use serde_json::Value;

use crate::common::run_cli;

/// A record as the play screen writes it (`learner::games::FinishedGame::gib_text`).
fn gib(cho: &str, han: &str, rules: &str, result: &str, extra: &[(&str, &str)]) -> String {
    let mut out = format!(
        "[대회명 \"janggi-tutor\"]\n[대국일자 \"2026.12.07\"]\n[초대국자 \"{cho}\"]\n\
         [한대국자 \"{han}\"]\n[Variant \"{rules}\"]\n[대국결과 \"{result}\"]\n"
    );
    for (k, v) in extra {
        out.push_str(&format!("[{k} \"{v}\"]\n"));
    }
    out.push_str("[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 79졸69 2. 49병59\n");
    out
}

/// A data folder with a progress file's place and five records, one of them not the
/// learner's, and marks for two.
fn folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let games = dir.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    let write = |name: &str, text: String| std::fs::write(games.join(name), text).unwrap();
    // The oldest first: an AI game with a goal missed, lost.
    write(
        "2026-12-07_090000.gib",
        gib(
            "Player",
            "janggi-tutor AI 1",
            "basic",
            "한 승 (기권)",
            &[("Goal", "no-illegal-try"), ("GoalResult", "failed 12")],
        ),
    );
    // A friend on one screen.
    write(
        "2026-12-07_100000.gib",
        gib("민지", "Wei", "janggi", "초 승", &[]),
    );
    // A room game saved by Han's player, won, with its room tags.
    write(
        "2026-12-07_110000.gib",
        gib(
            "Ana",
            "Bo",
            "janggi-modern",
            "한 승",
            &[
                ("Room", "K7Q2"),
                ("RoomServer", "ws://127.0.0.1:7878/ws"),
                ("RoomSeat", "han"),
            ],
        ),
    );
    // A room record from before the tags: two names, read as a game on one screen.
    write(
        "2026-12-07_113000.gib",
        gib("Ana", "Bo", "janggi", "무승부", &[]),
    );
    // The newest: an AI game with a goal met, won.
    write(
        "2026-12-07_120000.gib",
        gib(
            "janggi-tutor AI 2",
            "我",
            "basic",
            "한 승",
            &[("Goal", "cannon-check"), ("GoalResult", "met 7")],
        ),
    );
    // Not the learner's: another program's record.
    std::fs::write(
        games.join("2026-12-08_000000.gib"),
        gib("A", "B", "janggi", "초 승", &[]).replace("janggi-tutor", "KJA"),
    )
    .unwrap();
    std::fs::write(
        games.join("marks.json"),
        r#"{"version":1,"games":{
            "2026-12-07_090000.gib":{"reviewed":1800000000,"learned":{"found":2,"moments":3}},
            "2026-12-07_110000.gib":{"reviewed":1800000100}}}"#,
    )
    .unwrap();
    dir
}

fn progress(dir: &Path, lang: &str, json: bool) -> String {
    let path = dir.join("progress.json");
    let path = path.to_str().unwrap();
    let mut argv = vec!["--lang", lang, "--progress", path, "progress"];
    if json {
        argv.push("--json");
    }
    let (code, out, err) = run_cli(&argv);
    assert_eq!(code, 0, "{argv:?}: {err}");
    out
}

#[test]
fn progress_json_lists_every_kind_of_game_newest_first() {
    let dir = folder();
    let out = progress(dir.path(), "en", true);
    let v: Value = serde_json::from_str(&out).expect("JSON");
    let games = v["games"].as_array().expect("games");
    let files: Vec<&str> = games.iter().map(|g| g["file"].as_str().unwrap()).collect();
    assert_eq!(
        files,
        [
            "2026-12-07_120000.gib",
            "2026-12-07_113000.gib",
            "2026-12-07_110000.gib",
            "2026-12-07_100000.gib",
            "2026-12-07_090000.gib",
        ],
        "the learner's records only, the newest first"
    );
    let [ai2, old_room, room, friend, ai1] = &games[..] else {
        panic!("five games")
    };
    // Against the AI, as Han, won, the goal met, not reviewed.
    assert_eq!(ai2["date"], "2026-12-07 12:00");
    assert_eq!(ai2["opponent"]["kind"], "ai");
    assert_eq!(ai2["opponent"]["level"], "2");
    assert_eq!(
        (&ai2["side"], &ai2["rules"], &ai2["result"]),
        (
            &Value::from("han"),
            &Value::from("basic"),
            &Value::from("won")
        )
    );
    assert_eq!(ai2["goal"]["id"], "cannon-check");
    assert_eq!(ai2["goal"]["met"], true);
    assert_eq!(
        (&ai2["reviewed"], &ai2["learned"]),
        (&Value::from(false), &Value::Null)
    );
    assert_eq!(ai2["plies"], 2);
    // The first AI game: lost, goal missed, reviewed and learned from.
    assert_eq!(
        (&ai1["side"], &ai1["result"]),
        (&Value::from("cho"), &Value::from("lost"))
    );
    assert_eq!(ai1["goal"]["met"], false);
    assert_eq!(ai1["reviewed"], true);
    assert_eq!(ai1["learned"]["found"], 2);
    assert_eq!(ai1["learned"]["moments"], 3);
    // A friend on one screen: both names, no side, the side that won.
    assert_eq!(friend["opponent"]["kind"], "friend");
    assert_eq!(
        friend["opponent"]["players"],
        serde_json::json!(["민지", "Wei"])
    );
    assert_eq!(
        (&friend["side"], &friend["result"]),
        (&Value::Null, &Value::from("cho-won"))
    );
    assert_eq!(friend["goal"], Value::Null);
    // A room game: server, room, the other player; the learner's seat decides the result.
    assert_eq!(room["opponent"]["kind"], "room");
    assert_eq!(room["opponent"]["server"], "ws://127.0.0.1:7878/ws");
    assert_eq!(room["opponent"]["room"], "K7Q2");
    assert_eq!(room["opponent"]["name"], "Ana");
    assert_eq!(
        (&room["side"], &room["result"]),
        (&Value::from("han"), &Value::from("won"))
    );
    assert_eq!(room["rules"], "janggi-modern");
    assert_eq!(room["reviewed"], true);
    // A room record without the tags reads as two names on one screen.
    assert_eq!(old_room["opponent"]["kind"], "friend");
    assert_eq!(old_room["result"], "draw");
}

#[test]
fn progress_text_lists_the_games_in_every_language() {
    let dir = folder();
    let en = progress(dir.path(), "en", false);
    for line in [
        "Your games (5), the newest first:",
        "2026-12-07 12:00  against the AI at level 2, as Han, Basic rules: won",
        "goal met: Check with a cannon · not reviewed yet",
        "Ana and Bo on one screen, Janggi (Fairy-Stockfish): a draw",
        "against Ana in room K7Q2 (ws://127.0.0.1:7878/ws), as Han",
        "reviewed · learned from mistakes: found 2 of 3 better moves",
    ] {
        assert!(en.contains(line), "{line}\n{en}");
    }
    let zh = progress(dir.path(), "zh", false);
    for part in [
        "你的对局（5 局",
        "对手是 2 级 AI",
        "执汉",
        "在房间 K7Q2",
        "已复盘",
        "3 个时刻中找到了 2 个",
    ] {
        assert!(zh.contains(part), "{part}\n{zh}");
    }
    let ko = progress(dir.path(), "ko", false);
    for part in [
        "내 대국 (5판",
        "상대 AI 레벨 2",
        "방 K7Q2",
        "복기함",
        "3개 중 2개",
    ] {
        assert!(ko.contains(part), "{part}\n{ko}");
    }
    // No games folder: the text says so.
    let empty = tempfile::tempdir().unwrap();
    assert!(progress(empty.path(), "en", false).contains("No game played yet."));
    let v: Value = serde_json::from_str(&progress(empty.path(), "en", true)).unwrap();
    assert_eq!(v["games"], serde_json::json!([]));
}

/// The `reviewed` flag of `file` in `progress --json` for the data folder `dir`.
fn reviewed(dir: &Path, file: &str) -> bool {
    let v: Value = serde_json::from_str(&progress(dir, "en", true)).expect("JSON");
    let games = v["games"].as_array().expect("games");
    let g = games.iter().find(|g| g["file"] == file).expect("listed");
    g["reviewed"].as_bool().expect("a flag")
}

fn review(progress: &Path, file: &Path) -> (i32, String) {
    let (code, out, err) = run_cli(&[
        "--progress",
        progress.to_str().unwrap(),
        "review",
        file.to_str().unwrap(),
        "--depth",
        "2",
    ]);
    (code, format!("{out}{err}"))
}

#[test]
fn reviewing_a_saved_game_marks_it_and_a_copy_elsewhere_marks_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let games = dir.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    let name = "2026-12-07_120000.gib";
    std::fs::write(
        games.join(name),
        gib("Player", "janggi-tutor AI 2", "basic", "초 승", &[]),
    )
    .unwrap();
    let progress_file = dir.path().join("progress.json");
    assert!(!reviewed(dir.path(), name));

    // A copy outside the games folder: reviewed, but nothing is written beside the games.
    let outside = tempfile::tempdir().unwrap();
    let copy = outside.path().join(name);
    std::fs::copy(games.join(name), &copy).unwrap();
    let (code, out) = review(&progress_file, &copy);
    assert_eq!(code, 0, "{out}");
    assert!(!games.join("marks.json").exists(), "no marks for a copy");
    assert!(!outside.path().join("marks.json").exists());
    assert!(!reviewed(dir.path(), name));

    // A bad record in the games folder: the review stops at the bad move and marks nothing.
    let bad = "2026-12-07_130000.gib";
    std::fs::write(
        games.join(bad),
        gib("Player", "janggi-tutor AI 2", "basic", "초 승", &[]).replace("49병59", "49병99"),
    )
    .unwrap();
    let (code, out) = review(&progress_file, &games.join(bad));
    assert_eq!(code, 2, "a partial review: {out}");
    assert!(
        !games.join("marks.json").exists(),
        "a failed review marks nothing"
    );

    // Through a link to it from elsewhere: the same file, so it is marked.
    #[cfg(unix)]
    {
        let link = outside.path().join("link.gib");
        std::os::unix::fs::symlink(games.join(name), &link).unwrap();
        let (code, out) = review(&progress_file, &link);
        assert_eq!(code, 0, "{out}");
        assert!(reviewed(dir.path(), name), "reviewed through a link");
        assert!(!reviewed(dir.path(), bad));
    }
    // By its path in the folder: marked (again), the marks file in the games folder.
    let (code, out) = review(&progress_file, &games.join(name));
    assert_eq!(code, 0, "{out}");
    assert!(reviewed(dir.path(), name));
    assert!(games.join("marks.json").exists());
}

/// The binary as a learner runs it: the data folder from the environment (no `--progress`),
/// the game named by a path relative to the current folder.
#[test]
fn reviewing_by_a_relative_path_in_the_default_data_folder_marks_it() {
    let home = tempfile::tempdir().unwrap();
    let data = home.path().join("data");
    let games = data.join("janggi-tutor").join("games");
    std::fs::create_dir_all(&games).unwrap();
    let name = "2026-12-07_120000.gib";
    std::fs::write(
        games.join(name),
        gib("janggi-tutor AI 1", "Player", "basic", "한 승", &[]),
    )
    .unwrap();
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_janggi-tutor"))
            .args(["--lang", "en"])
            .args(args)
            .current_dir(&games)
            .env("HOME", home.path())
            .env("XDG_DATA_HOME", &data)
            .output()
            .expect("the binary runs");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(out.status.success(), "{args:?}: {text}");
        text
    };
    run(&["review", name, "--depth", "2"]);
    let v: Value = serde_json::from_str(&run(&["progress", "--json"])).expect("JSON");
    assert_eq!(v["games"][0]["file"], name);
    assert_eq!(v["games"][0]["reviewed"], true, "{v}");
}
