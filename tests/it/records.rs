//! Game records: notations against Fairy-Stockfish's vectors, the committed .gib and PGN games
//! replayed to pyffish's final FEN, broken records, round trips and never-panic properties.

use std::path::{Path, PathBuf};

use janggi_tutor::i18n::Localizer;
use janggi_tutor::record::notation::{self, MoveTextError, Notation};
use janggi_tutor::record::{
    self, Format, RecordErrorKind, ReplayError, gib, pgn, read_file, read_text, replay,
};
use janggi_tutor::rules::{Game, IllegalReason, Move, Position, RuleSet};
use proptest::prelude::*;

fn data(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/records")
        .join(rel)
}

fn rules_of(fsf: &str) -> RuleSet {
    RuleSet::ALL
        .into_iter()
        .find(|r| r.fairy_stockfish_name() == Some(fsf))
        .unwrap_or_else(|| panic!("unknown variant {fsf}"))
}

/// Every legal move of every vector position: our SAN and NOTATION_JANGGI equal pyffish's,
/// and each of the four forms (and the Korean record form) reads back as the same move.
#[test]
fn notation_matches_fairy_stockfish() {
    let text = std::fs::read_to_string(data("notation.vectors")).unwrap();
    let mut checked = 0;
    let mut variants = std::collections::BTreeSet::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let f: Vec<&str> = line.split('\t').collect();
        let rules = rules_of(f[0]);
        variants.insert(f[0]);
        let mut pos = Position::from_fen(f[1], rules).unwrap();
        if f[2] != "-" {
            for m in f[2].split(' ') {
                pos = pos.play(m.parse().unwrap()).unwrap();
            }
        }
        let mut ours: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
        ours.sort();
        let mut theirs: Vec<String> = Vec::new();
        for entry in f[3].split(' ') {
            let [uci, san, janggi]: [&str; 3] =
                entry.split(',').collect::<Vec<_>>().try_into().unwrap();
            theirs.push(uci.to_string());
            let m: Move = uci.parse().unwrap();
            assert_eq!(notation::san(&pos, m), san, "SAN of {uci} in {}", pos.fen());
            assert_eq!(
                notation::fsf_janggi(&pos, m),
                janggi,
                "janggi of {uci} in {}",
                pos.fen()
            );
            let kja = notation::kja(&pos, m);
            // The Korean form shares NOTATION_JANGGI's points.
            if !m.is_pass() {
                assert!(kja.starts_with(&janggi[1..3]), "{kja} vs {janggi}");
            }
            for written in [uci, san, janggi, kja.as_str()] {
                assert_eq!(notation::parse(&pos, written), Ok(m), "reading {written}");
            }
            checked += 1;
        }
        theirs.sort();
        assert_eq!(ours, theirs, "legal moves in {}", pos.fen());
    }
    assert_eq!(variants.len(), 4);
    assert!(checked > 10_000, "only {checked} moves checked");
}

struct Expected {
    rules: RuleSet,
    moves: Vec<Move>,
    fen: String,
}

fn expected(name: &str) -> Expected {
    let text = std::fs::read_to_string(data(&format!("games/{name}.expected"))).unwrap();
    let field = |k: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(k).map(|v| v.trim().to_string()))
            .unwrap()
    };
    Expected {
        rules: rules_of(&field("variant ")),
        moves: field("moves ")
            .split_whitespace()
            .map(|m| m.parse().unwrap())
            .collect(),
        fen: field("fen "),
    }
}

fn load(rel: &str) -> record::Record {
    let bytes = read_file(&data(rel)).unwrap();
    record::parse(&read_text(&bytes).unwrap())
}

const GAMES: [(&str, Format); 6] = [
    ("modern-utf8.gib", Format::Gib),
    ("modern-euckr.gib", Format::Gib),
    ("long-200.gib", Format::Gib),
    ("pychess-janggi.pgn", Format::Pgn),
    ("pychess-casual.pgn", Format::Pgn),
    ("pychess-traditional.pgn", Format::Pgn),
];

#[test]
fn committed_games_replay_to_pyffish_fen() {
    for (file, format) in GAMES {
        let name = file.rsplit_once('.').unwrap().0;
        let want = expected(name);
        let rec = load(&format!("games/{file}"));
        assert_eq!(rec.format, format, "{file}");
        // The default rules are the ones the records were made under.
        let r = replay(rec, None);
        assert_eq!(r.rules, want.rules, "{file}");
        assert_eq!(r.error, None, "{file}");
        assert_eq!(r.game.moves(), want.moves, "{file}");
        assert_eq!(r.game.position().fen(), want.fen, "{file}");
    }
}

#[test]
fn format_is_detected_from_content() {
    assert_eq!(record::detect("1. 79졸78 2. 41병42"), Format::Gib);
    assert_eq!(record::detect("[초차림 \"마상상마\"]\n"), Format::Gib);
    assert_eq!(record::detect("1. Hc3 {좋은 수} Hc8 *"), Format::Pgn);
    assert_eq!(record::detect("[Event \"x\"]\n\n1. b1c3 *"), Format::Pgn);
    assert_eq!(record::detect("1. 02馬83"), Format::Gib);
}

#[test]
fn euc_kr_and_utf8_read_alike() {
    let bytes = std::fs::read(data("games/modern-euckr.gib")).unwrap();
    assert!(std::str::from_utf8(&bytes).is_err(), "the file is EUC-KR");
    let text = read_text(&bytes).unwrap();
    assert!(text.contains("[초차림 \"마상마상\"]"));
    let utf8 = read_text(text.as_bytes()).unwrap();
    assert_eq!(record::parse(&text), record::parse(&utf8));
}

#[test]
fn gib_formations_are_read_from_the_board_left() {
    let rec = gib::parse("[초차림 \"상마상마\"]\n[한차림 \"마상마상\"]\n\n1. 79졸78\n");
    let setup = gib::start_setup(&rec).unwrap();
    // Cho: b1 elephant, c1 horse, g1 elephant, h1 horse; Han likewise read from the left:
    // b10 horse, c10 elephant, g10 horse, h10 elephant.
    assert_eq!(
        setup.to_fen(),
        "rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR w - - 0 1"
    );
    assert_eq!(
        gib::formation_of(&setup, janggi_tutor::rules::Color::Han).unwrap(),
        "마상마상"
    );
}

#[test]
fn round_trips_keep_moves_and_tags() {
    for (file, _) in GAMES {
        let r = replay(load(&format!("games/{file}")), None);
        let moves = r.game.moves();
        let start = r.game.start().clone();
        let comments: Vec<Option<String>> =
            r.record.moves.iter().map(|m| m.comment.clone()).collect();

        let g = gib::write(&record::tags_for(&r.record, Format::Gib), &start, &moves);
        let back = replay(gib::parse(&g), Some(start.rules()));
        assert_eq!(back.error, None, "{file} as gib:\n{g}");
        assert_eq!(back.game.moves(), moves, "{file} as gib");
        assert!(
            back.record.warnings.is_empty(),
            "{file}: {:?}",
            back.record.warnings
        );
        let again = gib::write(&back.record.tags, &start, &moves);
        assert_eq!(again, g, "{file}: gib written twice");

        let p = pgn::write(
            &record::tags_for(&r.record, Format::Pgn),
            &start,
            &moves,
            &comments,
        );
        let back = replay(pgn::parse(&p), None);
        assert_eq!(back.error, None, "{file} as pgn:\n{p}");
        assert_eq!(back.rules, start.rules());
        assert_eq!(back.game.moves(), moves, "{file} as pgn");
        let back_comments: Vec<Option<String>> = back
            .record
            .moves
            .iter()
            .map(|m| m.comment.clone())
            .collect();
        assert_eq!(back_comments, comments, "{file}: comments");
        assert_eq!(
            pgn::write(&back.record.tags, &start, &moves, &back_comments),
            p
        );
    }
    assert!(
        load("games/pychess-janggi.pgn")
            .moves
            .iter()
            .any(|m| m.comment.as_deref() == Some("a comment, kept"))
    );
}

/// A message in every language, with no missing id or variable.
fn all_languages(msg: &janggi_tutor::i18n::Message) -> Vec<String> {
    let l = Localizer::new();
    ["en", "zh", "ko"]
        .iter()
        .map(|lang| {
            l.format_strict(lang, msg)
                .unwrap_or_else(|e| panic!("{lang}: {e:?} for {msg:?}"))
        })
        .collect()
}

const GOOD: &str =
    "[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 79졸78 2. 41병42\n3. 02마83 4. 12마33\n";

#[test]
fn broken_records_say_where() {
    // A bad tag line.
    let r = replay(
        gib::parse("[초차림 \"마상상마\"]\n[한차림 마상상마\n\n1. 79졸78\n"),
        None,
    );
    let Some(ReplayError::Record(e)) = &r.error else {
        panic!("{:?}", r.error)
    };
    assert_eq!(
        (e.line, matches!(e.kind, RecordErrorKind::BadTag { .. })),
        (2, true)
    );
    let en = &all_languages(&e.message())[0];
    assert!(en.contains("line 2"), "{en}");

    // A move number out of order: the moves before it are kept.
    let r = replay(gib::parse(&GOOD.replace("3. 02마83", "5. 02마83")), None);
    let Some(ReplayError::Record(e)) = &r.error else {
        panic!("{:?}", r.error)
    };
    assert_eq!(e.line, 5);
    assert!(matches!(&e.kind, RecordErrorKind::MoveNumber { expected: 3, found } if found == "5."));
    assert_eq!(r.game.moves().len(), 2);
    assert!(all_languages(&e.message())[0].contains("expected move number 3"));

    // An illegal move: number, text and the engine's reason.
    let r = replay(gib::parse(&GOOD.replace("02마83", "02마84")), None);
    let Some(ReplayError::Move {
        number,
        line,
        text,
        error,
    }) = &r.error
    else {
        panic!()
    };
    assert_eq!((*number, *line, text.as_str()), (3, 5, "02마84"));
    assert!(matches!(
        error,
        MoveTextError::Illegal(IllegalReason::NotPieceMove { .. })
    ));
    assert_eq!(r.game.moves().len(), 2);
    let texts = all_languages(&r.error.as_ref().unwrap().message());
    assert!(
        texts[0].starts_with("move 3, “02마84” (line 5): "),
        "{}",
        texts[0]
    );
    assert!(
        texts[1].contains("第 3 着") && texts[2].contains("3수째"),
        "{texts:?}"
    );

    // An elephant blocked, as a record would write it.
    let blocked = "[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 03상86\n";
    let r = replay(gib::parse(blocked), None);
    assert!(matches!(
        &r.error,
        Some(ReplayError::Move {
            error: MoveTextError::Illegal(IllegalReason::ElephantBlocked { .. }),
            ..
        })
    ));

    // An unknown piece name.
    let r = replay(gib::parse(&GOOD.replace("02마83", "02말83")), None);
    let Some(ReplayError::Move {
        number: 3,
        error: MoveTextError::UnknownPiece { name },
        ..
    }) = &r.error
    else {
        panic!("{:?}", r.error)
    };
    assert_eq!(name, "말");
    all_languages(&r.error.as_ref().unwrap().message());

    // A piece name that does not match the piece on the point.
    let r = replay(gib::parse(&GOOD.replace("02마83", "02차83")), None);
    assert!(matches!(
        &r.error,
        Some(ReplayError::Move {
            error: MoveTextError::WrongPiece { .. },
            ..
        })
    ));

    // Truncated: in the middle of a move, and after a move number.
    let cut = &GOOD[..GOOD.find("12마").unwrap() + "12마".len()];
    let r = replay(gib::parse(cut), None);
    assert!(matches!(
        &r.error,
        Some(ReplayError::Move {
            number: 4,
            error: MoveTextError::Unreadable,
            ..
        })
    ));
    let cut = &GOOD[..GOOD.find("4. ").unwrap() + 2];
    let r = replay(gib::parse(cut), None);
    let Some(ReplayError::Record(e)) = &r.error else {
        panic!("{:?}", r.error)
    };
    assert_eq!(
        (e.line, &e.kind),
        (5, &RecordErrorKind::Truncated { number: 4 })
    );
    assert_eq!(r.game.moves().len(), 3);
    all_languages(&e.message());
    let r = replay(gib::parse(&format!("{GOOD}{{ unfinished comment")), None);
    assert!(
        matches!(&r.error, Some(ReplayError::Record(e)) if e.kind == RecordErrorKind::Truncated { number: 0 })
    );

    // PGN: a SAN move the engine refuses names the reason.
    let r = replay(pgn::parse("[Variant \"janggi\"]\n\n1. Hbd2 *\n"), None);
    assert!(
        matches!(
            &r.error,
            Some(ReplayError::Move {
                number: 1,
                error: MoveTextError::Illegal(IllegalReason::HorseLegBlocked { .. }),
                ..
            })
        ),
        "{:?}",
        r.error
    );
    // Without the origin, two horses could be meant and neither can go: no single reason.
    let r = replay(pgn::parse("[Variant \"janggi\"]\n\n1. Hd2 *\n"), None);
    assert!(
        matches!(
            &r.error,
            Some(ReplayError::Move {
                error: MoveTextError::NoSuchMove,
                ..
            })
        ),
        "{:?}",
        r.error
    );
}

#[test]
fn result_tags_that_contradict_the_end_warn() {
    // Han claims a win after four opening moves: a resignation, no warning.
    let r = replay(gib::parse(&format!("[대국결과 \"한 완승\"]\n{GOOD}")), None);
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
    // A checkmate claimed where there is none.
    let r = replay(
        pgn::parse("[Result \"1-0\"]\n[Termination \"checkmate\"]\n\n1. Hc3 Hc8 1-0\n"),
        None,
    );
    assert_eq!(r.error, None);
    assert_eq!(r.warnings.len(), 1);
    assert!(all_languages(&r.warnings[0])[0].contains("does not match"));
}

#[test]
fn special_files_do_not_hang() {
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(
        read_file(dir.path()).unwrap_err().kind,
        RecordErrorKind::NotAFile
    );
    if Path::new("/dev/zero").exists() {
        assert_eq!(
            read_file(Path::new("/dev/zero")).unwrap_err().kind,
            RecordErrorKind::NotAFile
        );
    }
    let big = dir.path().join("big.gib");
    std::fs::write(
        &big,
        vec![b' '; (record::read::MAX_RECORD_BYTES + 1) as usize],
    )
    .unwrap();
    assert!(matches!(
        read_file(&big).unwrap_err().kind,
        RecordErrorKind::TooLarge { .. }
    ));
    assert_eq!(
        read_text(&[0x80, 0x80, 0xFE]).unwrap_err().kind,
        RecordErrorKind::Encoding
    );
}

#[test]
fn notation_ids_and_pass() {
    for n in Notation::ALL {
        assert_eq!(Notation::from_id(n.id()), Some(n));
    }
    let pos = Position::start(RuleSet::JanggiModern);
    let pass: Move = "e2e2".parse().unwrap();
    assert_eq!(notation::kja(&pos, pass), "한수쉼");
    assert_eq!(notation::san(&pos, pass), "Ke2");
    for text in ["한수쉼", "pass", "Ke2", "K95-95", "e2e2"] {
        assert_eq!(notation::parse(&pos, text), Ok(pass), "{text}");
    }
    // Row 7, file 9 is i4: the soldier steps to h4.
    assert_eq!(
        notation::parse(&pos, "79楚卒78"),
        Ok("i4h4".parse().unwrap())
    );
    assert_eq!(notation::parse(&pos, "02馬83"), Ok("b1c3".parse().unwrap()));
    let game = Game::from_moves(pos, ["b1c3".parse().unwrap()]).unwrap();
    assert_eq!(
        notation::parse(game.position(), "12漢馬33"),
        Ok("b10c8".parse().unwrap())
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn parsers_never_panic_on_strings(text in "\\PC{0,300}") {
        let _ = replay(gib::parse(&text), None);
        let _ = replay(pgn::parse(&text), None);
        let _ = notation::parse(&Position::start(RuleSet::Janggi), &text);
    }

    #[test]
    fn parsers_never_panic_on_record_like_text(
        parts in prop::collection::vec(prop::sample::select(vec![
            "[", "]", "\"", "{", "}", "(", ")", ";", "\n", " ", "1.", "2.", "3...", "79졸78",
            "41병42", "02마83", "한수쉼", "장군", "Hc3", "Pa5", "x", "+", "#", "[초차림 \"마상마상\"]",
            "[FEN \"", "1-0", "*", "$1", "<0>", "0", "99", "마", "漢",
        ]), 0..60)
    ) {
        let text: String = parts.concat();
        let _ = replay(record::parse(&text), None);
        let _ = replay(gib::parse(&text), Some(RuleSet::Basic));
    }

    #[test]
    fn decoding_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        if let Ok(text) = read_text(&bytes) {
            let _ = replay(record::parse(&text), None);
        }
    }
}

/// A file with several games: every game is read, with the lines of the file; `parse` reads
/// the first and says how many there are; `game --game K` picks one, and a K out of range is
/// a localized usage error.
#[test]
fn multi_game_files_read_every_game() {
    let one = std::fs::read_to_string(data("games/modern-utf8.gib")).unwrap();
    let two = std::fs::read_to_string(data("games/long-200.gib")).unwrap();
    let text = format!("{one}\n{two}\n{one}");
    let games = record::parse_all(&text);
    assert_eq!(games.len(), 3);
    let first_lines = one.lines().count() + 1;
    assert_eq!(games[1].tag_lines[0], first_lines + 1, "lines of the file");
    for (rec, name) in games.iter().zip(["modern-utf8", "long-200", "modern-utf8"]) {
        let want = expected(name);
        let r = replay(rec.clone(), None);
        assert_eq!(r.error, None, "{name}");
        assert_eq!(r.game.position().fen(), want.fen, "{name}");
    }
    // A move error in the second game is reported at its line in the file.
    let broken = format!("{one}\n{}", two.replacen("1. ", "1. 99졸98 ", 1));
    let second = record::parse_all(&broken).swap_remove(1);
    let r = replay(second, None);
    let Some(ReplayError::Move { number, line, .. }) = r.error else {
        panic!("{:?}", r.error)
    };
    let want_line =
        one.lines().count() + 1 + two.lines().position(|l| l.starts_with("1. ")).unwrap() + 1;
    assert_eq!((number, line), (1, want_line));
    // `parse` keeps the first and warns.
    let first = record::parse(&text);
    assert!(
        first
            .warnings
            .iter()
            .any(|w| w.kind == RecordErrorKind::MoreGames { count: 3 })
    );
    assert_eq!(record::parse(&one).warnings, Vec::new());
    // The CLI.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("three.gib");
    std::fs::write(&path, &text).unwrap();
    let p = path.to_str().unwrap();
    let (code, out, _) = crate::common::run_cli(&["game", p, "--game", "2", "--to", "fen"]);
    assert_eq!(code, 0);
    assert_eq!(out.trim(), expected("long-200").fen);
    let (code, _, err) = crate::common::run_cli(&["game", p, "--to", "fen"]);
    assert_eq!(code, 0);
    assert!(err.contains("3 games"), "{err}");
    for (lang, words) in [("en", "3 games"), ("zh", "3 局"), ("ko", "3개")] {
        let (code, _, err) = crate::common::run_cli(&["--lang", lang, "game", p, "--game", "4"]);
        assert_eq!(code, 2, "{lang}");
        assert!(
            err.contains("--game 4") && err.contains(words),
            "{lang}: {err}"
        );
    }
}

/// `game FILE --view` checks the file and `--game` before it needs a terminal: a bad one is a
/// usage error (exit 2) in the learner's language; a good one without a terminal says so.
#[test]
fn game_view_checks_the_record_first() {
    let file = data("games/modern-utf8.gib");
    let p = file.to_str().unwrap();
    let (code, _, err) = crate::common::run_cli(&["game", p, "--view", "--game", "2"]);
    assert_eq!(code, 2);
    assert!(err.contains("--game 2"), "{err}");
    let (code, _, err) = crate::common::run_cli(&["game", "no/such.gib", "--view"]);
    assert_eq!(code, 2);
    assert!(err.contains("no/such.gib"), "{err}");
    // Tests have no terminal: the trainer's own error, not a panic.
    let (code, _, err) = crate::common::run_cli(&["game", p, "--view"]);
    assert_ne!(code, 0);
    assert!(!err.is_empty());
}

#[test]
fn the_chinese_notation_names_pieces_in_chinese() {
    let pos = Position::start(RuleSet::JanggiModern);
    let m: Move = "b1c3".parse().unwrap();
    assert_eq!(notation::write(&pos, m, Notation::Chinese), "马c3");
    assert_eq!(
        notation::write(&pos, "e2e2".parse().unwrap(), Notation::Chinese),
        "停着"
    );
    assert_eq!(notation::parse(&pos, "马c3"), Ok(m));
    assert_eq!(notation::parse(&pos, "停着"), Ok("e2e2".parse().unwrap()));
    assert_eq!(Notation::from_id("zh"), Some(Notation::Chinese));
}
