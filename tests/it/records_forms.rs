//! Real record forms (issue 24): our own PGN with Korean tag values, `타` capture marks, one
//! site's coordinate moves, `[판]` start boards, and PGN that other programs can import.

use std::path::{Path, PathBuf};

use janggi_tutor::i18n::Localizer;
use janggi_tutor::record::notation::MoveTextError;
use janggi_tutor::record::{
    self, Format, RecordErrorKind, ReplayError, gib, pgn, read_file, read_text, replay,
};
use janggi_tutor::rules::{Move, RuleSet};

fn data(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/records")
        .join(rel)
}

fn text_of(rel: &str) -> String {
    read_text(&read_file(&data(rel)).unwrap()).unwrap()
}

fn moves(list: &str) -> Vec<Move> {
    list.split_whitespace()
        .map(|m| m.parse().unwrap())
        .collect()
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

#[test]
fn korean_tag_values_do_not_make_pgn_a_gib() {
    let text = text_of("forms/own-pgn-timecontrol.pgn");
    assert_eq!(record::detect(&text), Format::Pgn);
    let r = replay(record::parse(&text), None);
    assert_eq!(r.error, None);
    assert_eq!(r.game.moves(), moves("h1g3 b10c8 b1c3"));
    // Comments are no moves either; a Korean move in the move text still is.
    assert_eq!(record::detect("{79졸78 한수쉼}\n1. Hc3 *"), Format::Pgn);
    assert_eq!(record::detect("[Event \"x\"]\n\n1. 79졸78"), Format::Gib);
    assert_eq!(record::detect("1. i3卒h3 2. a6兵b6"), Format::Gib);
}

#[test]
fn capture_marks_are_read_and_checked() {
    let text = text_of("forms/capture-mark.gib");
    assert!(text.contains("43타병") && text.contains("62타포"));
    let marked = replay(record::parse(&text), None);
    assert_eq!(marked.error, None);
    let plain = replay(record::parse(&text.replace('타', "")), None);
    assert_eq!(plain.error, None);
    assert_eq!(marked.game.moves(), plain.game.moves());
    assert_eq!(marked.game.moves().len(), 46);

    // The mark names the captured piece: a wrong one is an error, like a wrong piece.
    let wrong = replay(record::parse(&text.replace("43타병", "43타차")), None);
    let Some(ReplayError::Move { number, error, .. }) = &wrong.error else {
        panic!("{:?}", wrong.error)
    };
    assert_eq!(*number, 31);
    assert!(
        matches!(error, MoveTextError::WrongCapture { .. }),
        "{error:?}"
    );
    // A bare mark on an empty point.
    let empty = replay(
        record::parse(&text.replace("46. 31차81", "46. 31차81타")),
        None,
    );
    let Some(
        e @ ReplayError::Move {
            number: 46, error, ..
        },
    ) = &empty.error
    else {
        panic!("{:?}", empty.error)
    };
    assert_eq!(error, &MoveTextError::NoCapture);
    let texts = all_languages(&e.message());
    assert!(texts[0].contains("capture"), "{texts:?}");
}

#[test]
fn one_sites_coordinates_count_ranks_from_zero() {
    let r = replay(record::parse("1. i3卒h3 2. a6兵b6"), None);
    assert_eq!(r.error, None);
    assert_eq!(r.game.moves(), moves("i4h4 a7b7"));

    // The first 40 moves of the pychess.org game, as that site writes them.
    let r = replay(record::parse(&text_of("forms/coordinates.gib")), None);
    assert_eq!(r.error, None);
    let want = std::fs::read_to_string(data("games/pychess-janggi.expected")).unwrap();
    let want: Vec<Move> = want
        .lines()
        .find_map(|l| l.strip_prefix("moves "))
        .unwrap()
        .split_whitespace()
        .take(40)
        .map(|m| m.parse().unwrap())
        .collect();
    assert_eq!(r.game.moves(), want);

    // The glyph is checked like a Korean piece name.
    let r = replay(record::parse("1. i3車h3"), None);
    assert!(matches!(
        r.error,
        Some(ReplayError::Move {
            error: MoveTextError::WrongPiece { .. },
            ..
        })
    ));
}

/// `forms/handicap-board.gib` is the start of a real handicap game (the public corpus
/// github.com/tjsrb424/Checkmate, `data/raw/janggi-records/amateur-master-records-01.zip`,
/// 아마고수기보003.gib, game 32; its first 12 of 116 moves): Han gives a soldier (i7), so the
/// board lists Cho's back rank first, in Hangul. The start and the final position are
/// Fairy-Stockfish's (pyffish `get_fen` after the moves). Read the other way up (as before),
/// move 11 `17상49` put Han's elephant on its own soldier.
#[test]
fn start_boards_are_read_and_unknown_ones_named() {
    let text = text_of("forms/handicap-board.gib");
    let r = replay(record::parse(&text), None);
    assert_eq!(r.error, None);
    assert_eq!(
        r.game.start().fen(),
        "rnba1abnr/4k4/1c5c1/p1p1p1p2/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1"
    );
    assert_eq!(
        r.game.moves(),
        moves("b10c8 h1g3 b8e8 h3e3 h10g8 e4f4 a7b7 b1c3 h8f8 e2e1 g10i7 i4h4")
    );
    assert_eq!(
        r.game.position().fen(),
        "r1ba1a2r/4k4/2n1ccn2/1pp1p1p1b/9/9/P1P2PPP1/1CN1C1N2/9/R1BAKAB1R b - - 12 7"
    );
    // The empty points at a row's end may be written or left out.
    let board = "차마상사1사상마차/4장/1포5포/졸1졸1졸1졸1졸///兵1兵1兵1兵/1包5包/4將/車馬象士1士象馬車 한 접장기";
    let full = "차마상사1사상마차/4장4/1포5포1/졸1졸1졸1졸1졸/9/9/兵1兵1兵1兵2/1包5包1/4將4/車馬象士1士象馬車 한 접장기";
    let long = replay(record::parse(&text.replace(board, full)), None);
    assert_eq!(long.error, None);
    assert_eq!(long.game.start().fen(), r.game.start().fen());

    // A board that cannot be read, and one that is no legal start: the start is named.
    for bad in [
        "차마상사1사상마차/4장/1포5포 한 접장기",
        "차마상사1사상마차/9/1포5포/졸1졸1졸1졸1졸///兵1兵1兵1兵/1包5包/4將/車馬象士1士象馬車 한",
    ] {
        let r = replay(record::parse(&text.replace(board, bad)), None);
        let Some(ReplayError::Record(e)) = &r.error else {
            panic!("{bad}: {:?}", r.error)
        };
        assert_eq!(e.line, 9, "{bad}");
        assert!(
            matches!(&e.kind, RecordErrorKind::UnknownStart { value } if value == bad),
            "{bad}: {e:?}"
        );
        let texts = all_languages(&r.error.as_ref().unwrap().message());
        assert!(texts.iter().all(|t| t.contains(bad)), "{texts:?}");
    }
}

/// Every `.gib` game in `tests/data/records`, in files that hold one or several.
fn gib_games() -> Vec<(String, record::Record)> {
    let mut out = Vec::new();
    for dir in ["games", "forms"] {
        let mut files: Vec<_> = std::fs::read_dir(data(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "gib"))
            .collect();
        files.sort();
        for path in files {
            let text = read_text(&read_file(&path).unwrap()).unwrap();
            for (k, game) in record::parse_all(&text).into_iter().enumerate() {
                out.push((format!("{} #{}", path.display(), k + 1), game));
            }
        }
    }
    out
}

#[test]
fn gib_to_pgn_to_gib_keeps_every_game() {
    let games = gib_games();
    assert!(games.len() >= 6, "{}", games.len());
    let mut modern = 0;
    for (name, rec) in games {
        // Legal under Fairy-Stockfish's `janggi` (its bikjang duty), found apart from the
        // writer: then pychess.org's `Janggi`, else `janggimodern`.
        let fits_janggi = replay(rec.clone(), Some(RuleSet::Janggi)).error.is_none();
        let r = replay(rec, None);
        assert_eq!(r.error, None, "{name}");
        let start = r.game.start().clone();
        let played = r.game.moves().to_vec();
        let comments: Vec<Option<String>> =
            r.record.moves.iter().map(|m| m.comment.clone()).collect();
        let tags = record::tags_for(&r.record, Format::Pgn);
        let p = pgn::write(&tags, &start, &played, &comments);

        // PGN others can import: ASCII tag names, pychess.org's variant and a FEN tag.
        let back = record::parse(&p);
        assert_eq!(back.format, Format::Pgn, "{name}\n{p}");
        for (n, _) in &back.tags {
            assert!(n.is_ascii() && !n.contains(' '), "{name}: tag {n}");
        }
        // `Janggi` unless the game leaves a bikjang unanswered, which only janggi-modern allows
        // (the three long real games of `games/` do).
        let variant = if fits_janggi {
            "Janggi"
        } else {
            modern += 1;
            "janggimodern"
        };
        assert_eq!(back.tag("Variant"), Some(variant), "{name}");
        assert_eq!(back.tag("FEN"), Some(start.fen().as_str()), "{name}");
        // Everything written is read back.
        for (n, v) in &tags {
            assert_eq!(back.tag(n), Some(v.as_str()), "{name}: tag {n}");
        }
        let back = replay(back, None);
        assert_eq!(back.error, None, "{name}");
        let want = match variant {
            "Janggi" => RuleSet::Janggi,
            _ => RuleSet::JanggiModern,
        };
        assert_eq!(back.rules, want, "{name}");
        assert_eq!(back.game.moves(), played.as_slice(), "{name}");
        let back_comments: Vec<Option<String>> = back
            .record
            .moves
            .iter()
            .map(|m| m.comment.clone())
            .collect();
        assert_eq!(back_comments, comments, "{name}: comments");

        // And back to .gib: the same moves, the same tags (the result as a plain win).
        let g = gib::write(
            &record::tags_for(&back.record, Format::Gib),
            back.game.start(),
            &played,
        );
        let again = replay(record::parse(&g), Some(r.rules));
        assert_eq!(again.error, None, "{name}\n{g}");
        assert_eq!(again.game.moves(), played.as_slice(), "{name}");
        assert_eq!(again.game.start().fen(), start.fen(), "{name}");
        for (n, v) in &r.record.tags {
            if [
                "초차림",
                "한차림",
                "초포진",
                "한포진",
                "판",
                "총수",
                "대국결과",
            ]
            .contains(&n.as_str())
            {
                continue;
            }
            assert_eq!(again.record.tag(n), Some(v.as_str()), "{name}: tag {n}");
        }
        assert_eq!(
            record::replay::stated_result(&again.record),
            record::replay::stated_result(&r.record),
            "{name}"
        );
    }
    // Both kinds are covered: the forms read under `janggi`, the long real games need modern.
    assert_eq!(modern, 3);
}

/// The case on the command line: our own PGN with a Korean tag value reads back, and
/// a `.gib` with Korean tags exports to PGN that reads back with the same moves.
#[test]
fn game_cli_reads_its_own_pgn() {
    let file = data("forms/own-pgn-timecontrol.pgn").display().to_string();
    let (code, out, err) = crate::common::run_cli(&["game", &file, "--to", "fen"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out.trim(),
        "r1ba1abnr/4k4/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/4K4/R1BA1AB1R b - - 3 2"
    );

    let dir = tempfile::tempdir().unwrap();
    let gib = data("forms/handicap-board.gib").display().to_string();
    let (code, pgn_text, err) = crate::common::run_cli(&["game", &gib, "--to", "pgn"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(
        pgn_text.contains("[X-TimeLimit \"10분 30초 3회\"]"),
        "{pgn_text}"
    );
    assert!(pgn_text.contains("[Variant \"Janggi\"]"), "{pgn_text}");
    let path = dir.path().join("back.pgn");
    std::fs::write(&path, &pgn_text).unwrap();
    let p = path.display().to_string();
    let (code, back, err) = crate::common::run_cli(&["game", &p, "--to", "gib"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(
        back.contains("[제한시간 \"10분 30초 3회\"]") && back.contains("1. 12마33"),
        "{back}"
    );
}
