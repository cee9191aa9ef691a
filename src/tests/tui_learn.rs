//! "Learn from your mistakes" on the games screen, by keys, in zh, ko and en at 80x24: after
//! the review (`r`), `m` steps to the moment (the board at it, "find a better move"); a move
//! that is not good enough may be retried, any move of the review's accepted list counts
//! (the board's cursor and Enter, or a typed move), `a` shows the answer, the engine's line
//! follows, `n` goes on, and the summary ends it. Also the games list's details and the
//! whole-move numbers of the games screen.

use crate::tui::screens::exercise::ExerciseState;
use std::time::{Duration, Instant};

use crate::i18n::{Localizer, Message};
use crate::tests::tui_common::{draw, from_column, squeeze};
use crate::tests::tui_games::{app_in, folder, opened};
use crate::tui::app::{App, HomeEntry};
use crate::tui::games::GamesState;
use ratatui::crossterm::event::KeyCode;
use unicode_width::UnicodeWidthStr;

fn games(a: &App) -> &GamesState {
    match a.top::<GamesState>() {
        Some(g) => g,
        _ => panic!("not on the games screen"),
    }
}

fn settle(a: &mut App) {
    let end = Instant::now() + Duration::from_secs(180);
    while a.busy() {
        assert!(Instant::now() < end, "the review did not finish");
        a.tick();
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn fmt(lang: &str, m: &Message) -> String {
    let mut l10n = Localizer::new();
    l10n.set_lang(lang).unwrap();
    // As the screen draws them (typographic quotes and dashes in their one-column forms).
    l10n.format(m)
        .replace('’', "'")
        .replace(['“', '”'], "\"")
        .replace('–', "-")
        .replace('·', "・")
}

/// The side panel as drawn right of the board, without whitespace (wrapped text is whole).
fn panel(screen: &str, title: &str) -> String {
    let line = screen
        .lines()
        .find(|l| l.contains(title))
        .unwrap_or_else(|| panic!("no {title:?} on\n{screen}"));
    let col = line[..line.find(title).unwrap()].width();
    squeeze(&from_column(screen, col))
}

/// Moves the board's cursor from `from` to `to` with the arrow keys (Cho at the bottom).
fn walk(a: &mut App, from: crate::rules::Square, to: crate::rules::Square) {
    let (df, dr) = (
        i32::from(to.file()) - i32::from(from.file()),
        i32::from(to.rank()) - i32::from(from.rank()),
    );
    let h = if df > 0 {
        KeyCode::Right
    } else {
        KeyCode::Left
    };
    let v = if dr > 0 { KeyCode::Up } else { KeyCode::Down };
    for _ in 0..df.unsigned_abs() {
        a.press(h);
    }
    for _ in 0..dr.unsigned_abs() {
        a.press(v);
    }
}

fn type_move(a: &mut App, text: &str) {
    a.press(KeyCode::Char('m'));
    a.type_text(text);
    a.press(KeyCode::Enter);
}

/// The hanging-chariot game reviewed, at 80x24 in `lang`.
fn reviewed(name: &str, lang: &str) -> App {
    let mut a = opened(name, lang);
    a.press(KeyCode::Char('r'));
    settle(&mut a);
    a
}

#[test]
fn learn_from_your_mistakes_finds_retries_and_sums_up_in_three_languages() {
    for lang in ["en", "ko", "zh"] {
        let mut a = reviewed(&format!("learn-{lang}"), lang);
        a.press(KeyCode::Char('m'));
        let v = games(&a).view.as_deref().unwrap();
        let l = v.learn.as_ref().expect("learning");
        assert_eq!(l.moments.len(), 1);
        let m = l.moments[0].clone();
        // 4. Ra6?? left the chariot to a soldier; the review found several moves as good.
        assert_eq!((m.ply, m.move_number), (7, 4));
        assert!(m.accepted.len() > 1, "{:?}", m.accepted);
        let title = crate::tests::tui_common::tr(lang, "key-help-learn-mistakes");
        let screen = draw(&mut a, 80, 24);
        crate::tests::tui_common::assert_whole_screen(lang, (80, 24), &screen);
        let counter = fmt(
            lang,
            &Message::new("learn-counter")
                .arg_num("index", 1)
                .arg_num("count", 1),
        );
        let head = fmt(
            lang,
            &Message::new("learn-title").arg_msg(
                "counter",
                Message::new("learn-counter")
                    .arg_num("index", 1)
                    .arg_num("count", 1),
            ),
        );
        assert!(screen.contains(&head), "{lang}: {screen}");
        assert!(head.contains(&counter));
        let text = panel(&screen, &head);
        // The move of the game by its whole-move number, and the question.
        assert!(text.contains("4."), "{lang}: {text}");
        let find = fmt(
            lang,
            &Message::new("learn-find").arg_msg(
                "side",
                crate::i18n::rules_text::side(crate::rules::Color::Cho),
            ),
        );
        assert!(text.contains(&squeeze(&find)), "{lang}: {text}");
        // The key bar offers the answer.
        let answer_key = crate::tests::tui_common::tr(lang, "key-help-show-answer");
        assert!(screen.contains(&answer_key), "{lang}: {screen}");
        let _ = title;

        // The move played in the game is not good enough: try again.
        type_move(&mut a, "a1a6");
        let screen = draw(&mut a, 80, 24);
        let text = panel(&screen, &head);
        let l = learning(&a);
        assert_eq!(l.wrong_tries, 1);
        // Worded by the move's gap: the move played is refused with its own mark.
        let played = l.moments[l.index].played.unwrap();
        let refusal = l.not_better(played, "XX".into());
        assert_ne!(refusal.id, "learn-not-better-close", "{lang}");
        let not_better = squeeze(&fmt(lang, &refusal));
        // After the move (and its Korean particle): the rest of the sentence.
        let tail: String = not_better
            .split("XX")
            .nth(1)
            .unwrap()
            .chars()
            .skip(1)
            .take(8)
            .collect();
        assert!(text.contains(&tail), "{lang}: {text}");

        // With the board: the cursor is where the typed move went (a6); the cursor keys and
        // Enter play one of the accepted moves that is not the engine's first choice (which
        // one depends on the search, so it is read from the review).
        assert_eq!(l.cursor, crate::rules::sq("a6"));
        let other = m
            .accepted
            .iter()
            .copied()
            .find(|x| Some(*x) != m.better())
            .expect("a second accepted move");
        walk(&mut a, crate::rules::sq("a6"), other.from);
        a.press(KeyCode::Enter);
        walk(&mut a, other.from, other.to);
        a.press(KeyCode::Enter);
        let l = learning(&a);
        assert_eq!(
            l.step,
            crate::tui::games::learn::Step::Found(other),
            "{lang}"
        );
        let screen = draw(&mut a, 80, 24);
        let text = panel(&screen, &head);
        let found = squeeze(&fmt(lang, &Message::new("learn-found").arg("move", "XX")));
        let part = found.split("XX").next().unwrap();
        assert!(text.contains(part), "{lang}: {text}");
        // The engine's line follows, and what went wrong in the game.
        let line = squeeze(&fmt(lang, &Message::new("learn-line").arg("line", "")));
        assert!(text.contains(&line), "{lang}: {text}");
        let next = crate::tests::tui_common::tr(lang, "key-help-learn-next");
        assert!(screen.contains(&next), "{lang}: {screen}");

        // n: the summary (one moment, found).
        a.press(KeyCode::Char('n'));
        let screen = draw(&mut a, 80, 24);
        let done = squeeze(&fmt(
            lang,
            &Message::new("learn-summary")
                .arg_num("found", 1)
                .arg_num("count", 1),
        ));
        assert!(panel(&screen, &head).contains(&done), "{lang}: {screen}");
        // Enter: back to the game, at the moment's move.
        a.press(KeyCode::Enter);
        let v = games(&a).view.as_deref().unwrap();
        assert!(v.learn.is_none());
        assert_eq!(v.ply, 7);
    }
}

#[test]
fn the_answer_can_be_shown_and_q_leaves_learning() {
    let mut a = reviewed("learn-answer", "en");
    a.press(KeyCode::Char('m'));
    a.press(KeyCode::Char('a'));
    let screen = draw(&mut a, 80, 24);
    // The better move as the review found it, in the learner's notation (SAN in English).
    let better = learning(&a).moments[0].better_text(crate::record::notation::Notation::San);
    assert!(
        squeeze(&screen).contains(&squeeze(&format!("The better move: {}.", better[0]))),
        "{screen}"
    );
    assert!(
        squeeze(&screen).contains(&format!("line:{}", better[0])),
        "{screen}"
    );
    a.press(KeyCode::Char('n'));
    let screen = draw(&mut a, 80, 24);
    assert!(
        squeeze(&screen).contains(&squeeze("you found 0 of 1 better move")),
        "{screen}"
    );
    assert!(
        squeeze(&screen).contains(&squeeze("1 answer was shown.")),
        "{screen}"
    );
    // An illegal try while asking is refused with the engine's reason; q leaves at once.
    let mut b = reviewed("learn-q", "en");
    b.press(KeyCode::Char('m'));
    type_move(&mut b, "a1b2");
    let l = games(&b).view.as_deref().unwrap().learn.as_ref().unwrap();
    assert!(l.refusal.is_some());
    assert_eq!(l.wrong_tries, 0, "an illegal try is not a wrong answer");
    b.press(KeyCode::Char('q'));
    assert!(games(&b).view.as_deref().unwrap().learn.is_none());
    assert!(b.top::<GamesState>().is_some());
}

#[test]
fn learning_needs_the_review_first() {
    let mut a = opened("learn-first", "en");
    a.press(KeyCode::Char('m'));
    assert!(games(&a).view.as_deref().unwrap().learn.is_none());
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("Run the review first (r)."), "{screen}");
}

#[test]
fn the_games_list_shows_date_sides_opponent_result_and_length() {
    let dir = folder("list-details");
    // A game of the learner's as Han against the built-in AI, lost, as the play screen saves it.
    let gib = "[대회명 \"janggi-tutor\"]\n[대국일자 \"2026.12.01\"]\n[초대국자 \"janggi-tutor AI 3\"]\n\
               [한대국자 \"Player\"]\n[Variant \"janggi\"]\n[대국결과 \"초 승 (기권)\"]\n\
               [초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 79졸69 2. 71졸72 3. 17졸16\n";
    std::fs::write(dir.join("games/2026-12-01_140954.gib"), gib).unwrap();
    for lang in ["en", "ko", "zh"] {
        let mut a = app_in(&dir, lang);
        crate::tests::tui_common::open(&mut a, HomeEntry::Games);
        let g = games(&a);
        let f = g
            .files
            .iter()
            .find(|f| f.name.starts_with("2026-12-01"))
            .expect("listed");
        assert_eq!(f.about.moves, 2, "three plies are two whole moves");
        assert_eq!(f.about.learner, Some(crate::rules::Color::Han));
        let index = g.files.iter().position(|x| x.name == f.name).unwrap();
        let row = fmt(lang, &f.about.row());
        for _ in 0..index {
            a.press(KeyCode::Down);
        }
        let screen = draw(&mut a, 80, 24);
        let want = match lang {
            "en" => [
                "2026-12-01",
                "Han",
                "against the AI at level 3",
                "lost",
                "2 moves",
            ],
            "ko" => ["2026-12-01", "한", "상대 AI 레벨 3", "짐", "2회"],
            _ => ["2026-12-01", "汉", "对手是 3 级 AI", "负", "2 回合"],
        };
        for w in want {
            assert!(row.contains(w), "{lang}: {row}");
        }
        // The whole row is on screen (the details pane repeats it when the list cuts it).
        let pane = panel(&screen, "2026-12-01_140954.gib");
        assert!(pane.contains(&squeeze(&row)), "{lang}: {screen}");
        // Opened, the game is drawn from Han's side: Han's pieces at the bottom.
        a.press(KeyCode::Enter);
        let v = games(&a).view.as_deref().expect("opened");
        assert_eq!(v.learner, Some(crate::rules::Color::Han));
        let screen = draw(&mut a, 80, 24);
        let rows: Vec<&str> = screen.lines().collect();
        // Files run i..a, rank 1 at the top and Han's back rank (10) at the bottom.
        assert!(rows[1].starts_with("    i   h   g"), "{lang}: {screen}");
        assert!(rows[2].starts_with(" 1 "), "{lang}: {screen}");
        assert!(rows[20].starts_with("10 "), "{lang}: {screen}");
    }
}

#[test]
fn the_move_list_and_g_use_whole_move_numbers() {
    let mut a = opened("numbers", "en");
    // g 4 goes to Cho's 4th move (ply 7), g 4... to Han's (ply 8).
    a.press(KeyCode::Char('g'));
    a.type_text("4");
    a.press(KeyCode::Enter);
    assert_eq!(games(&a).view.as_deref().unwrap().ply, 7);
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains("4. Ra6 (of 5 moves)"), "{screen}");
    a.press(KeyCode::Char('g'));
    a.type_text("4...");
    a.press(KeyCode::Enter);
    assert_eq!(games(&a).view.as_deref().unwrap().ply, 8);
    // The list: five rows numbered 1..5, not plies 1..10.
    let screen = draw(&mut a, 80, 24);
    assert!(screen.contains(" 5. "), "{screen}");
    assert!(
        !screen.contains(" 9. ") && !screen.contains("10. "),
        "{screen}"
    );
    // A number past the end is refused, counted in whole moves.
    a.press(KeyCode::Char('g'));
    a.type_text("6");
    a.press(KeyCode::Enter);
    let screen = draw(&mut a, 120, 40);
    assert!(screen.contains("from 0 to 5"), "{screen}");
}

/// A personal exercise from a game played as Han is drawn from Han's side, as "learn from
/// your mistakes" draws it: rank 1 at the top, the cursor moving as the eye sees it, and a
/// move played on the turned board is the move meant.
#[test]
fn a_han_personal_exercise_is_drawn_from_hans_side() {
    use crate::learner::progress::ProgressStore;
    use crate::lesson::model::Goal;
    use crate::review::personal::{LESSON_ID, PersonalExercise};
    use crate::rules::{Position, RuleSet, sq};
    for lang in ["en", "ko", "zh"] {
        let dir = folder(&format!("han-exercise-{lang}"));
        // After 1. Ra2 Han is to move: find a better move than the one played.
        let mut pos = Position::start(RuleSet::Janggi);
        pos.play_unchecked("a1a2".parse().unwrap());
        let mut store = ProgressStore::at(dir.join("progress.json"));
        let mut progress = store.load().progress;
        progress.add_personal(
            PersonalExercise {
                task: "find-better".into(),
                moment: "weaker-move".into(),
                ply: 2,
                rules: "janggi".into(),
                fen: pos.fen(),
                goal: Goal {
                    one_of: vec!["a10a9".into()],
                    ..Goal::default()
                },
                evidence: vec!["a10a9".into()],
                source: None,
                tried: None,
            },
            1,
        );
        store.save(&progress).unwrap();
        let mut a = app_in(&dir, lang);
        crate::tests::tui_common::open(&mut a, HomeEntry::Review);
        let Some(e) = a.top::<ExerciseState>() else {
            panic!("Review opens the personal exercise")
        };
        assert_eq!(a.lessons().list[e.lesson].id, LESSON_ID);
        assert!(e.flipped(), "Han's exercise is turned");
        let screen = draw(&mut a, 80, 24);
        let rows: Vec<&str> = screen.lines().collect();
        // Files run i..a, rank 1 at the top and Han's back rank (10) at the bottom.
        assert!(rows[1].starts_with("    i   h   g"), "{lang}: {screen}");
        assert!(rows[2].starts_with(" 1 "), "{lang}: {screen}");
        assert!(rows[20].starts_with("10 "), "{lang}: {screen}");
        // The cursor: to a10 (bottom right on the turned board), then Up is a9.
        let Some(e) = a.top::<ExerciseState>() else {
            panic!()
        };
        let (mut f, mut r) = (e.cursor.file() as i32, e.cursor.rank() as i32);
        while f > 0 {
            a.press(KeyCode::Right);
            f -= 1;
        }
        while r < 9 {
            a.press(KeyCode::Down);
            r += 1;
        }
        let Some(e) = a.top::<ExerciseState>() else {
            panic!()
        };
        assert_eq!(
            e.cursor,
            sq("a10"),
            "{lang}: Right and Down as the eye sees them"
        );
        a.press(KeyCode::Up);
        let Some(e) = a.top::<ExerciseState>() else {
            panic!()
        };
        assert_eq!(e.cursor, sq("a9"), "{lang}: Up goes towards rank 1");
        // Clicks land on the points drawn there: a10 bottom right, then a9 above it.
        let g = e
            .drawn
            .get()
            .and_then(|l| l.board)
            .expect("a board")
            .geometry;
        let at = |s: &str| {
            let s = sq(s);
            (g.file_x(s.file()), g.rank_y(s.rank()))
        };
        let (x, y) = at("a10");
        assert!(rows[y as usize].starts_with("10 "), "{lang}: {screen}");
        assert!(x > at("i10").0, "{lang}: file a is at the right");
        a.click(x, y);
        let (x, y) = at("a9");
        a.click(x, y);
        let Some(e) = a.top::<ExerciseState>() else {
            panic!()
        };
        assert!(
            e.verdict.as_ref().is_some_and(|v| v.correct),
            "{lang}: {:?}",
            e.verdict
        );
    }
}

/// The moments show before the moves the exercises accept are judged. `m` opens "learn from
/// your mistakes" at once; a move tried on a moment not judged yet is neither found nor
/// refused ("still checking"), and counts once judged. `s` meanwhile says it is checking and
/// keeps the findings by itself when they are judged.
#[test]
fn learning_opens_while_the_moves_are_judged_in_three_languages() {
    // Each language its own game (the hanging-chariot game cut short by one to three plies):
    // a game reviewed before in this run would come back judged at once.
    for (lang, cut) in [
        ("en", " i10i9"),
        ("ko", " 5. i1i2 i10i9"),
        ("zh", " a7a6 5. i1i2 i10i9"),
    ] {
        let moves = "1. b1c3 b10c8 2. h1g3 h10g8 3. a4b4 a10a8 4. a1a6 a7a6 5. i1i2 i10i9";
        let kept = moves.strip_suffix(cut).unwrap();
        let mut a = chariot_game_as(&format!("learn-wait-{lang}"), lang, moves, kept);
        a.press(KeyCode::Char('r'));
        until_moments(&mut a);
        // The tick that shows the moments handles nothing after them: the judging is on.
        let v = games(&a).view.as_deref().unwrap();
        let job = v.job.as_ref().expect("the moves are still being judged");
        assert!(job.judging);
        let moments = v.moments.as_ref().unwrap();
        assert!(moments.iter().all(|m| m.accepted.is_empty()), "{moments:?}");
        assert_eq!(job.total, moments.len());
        let screen = draw(&mut a, 80, 24);
        // The bar beside the board counts the moments judged.
        let bar = fmt(lang, &Message::new("games-judging-progress"));
        let count = format!("0/{}", moments_len(&a));
        assert!(
            screen
                .lines()
                .any(|l| l.contains(&bar) && l.contains(&count)),
            "{lang}: {bar} {count}\n{screen}"
        );
        // `s` waits, and says so on one line of the status bar.
        a.press(KeyCode::Char('s'));
        let said = fmt(lang, &Message::new("games-judging"));
        assert!(said.width() < 80, "{lang}: {said}");
        let screen = draw(&mut a, 80, 24);
        assert!(
            squeeze(&screen).contains(&squeeze(&said)),
            "{lang}: {said}\n{screen}"
        );
        assert!(a.progress().personal().is_empty());
        // `m` opens at once; a move on the moment not judged yet is not judged either way.
        a.press(KeyCode::Char('m'));
        let l = learning(&a);
        assert!(l.moment().needs_judging());
        type_move(&mut a, "i1i2");
        let checking = fmt(lang, &Message::new("learn-checking"));
        assert!(checking.width() < 80, "{lang}: {checking}");
        let screen = draw(&mut a, 80, 24);
        assert!(
            squeeze(&screen).contains(&squeeze(&checking)),
            "{lang}: {checking}\n{screen}"
        );
        let l = learning(&a);
        assert_eq!((l.found, l.wrong, l.wrong_tries), (0, None, 0));
        settle(&mut a);
        // The findings were kept, and learning goes on with the moment judged.
        assert_eq!(a.progress().personal().len(), 1, "{lang}");
        let v = games(&a).view.as_deref().unwrap();
        assert!(v.job.is_none());
        let l = v.learn.as_ref().expect("still learning");
        assert!(l.moment().accepted.len() > 1, "{:?}", l.moment().accepted);
        let answer = l.moment().accepted.last().unwrap().to_string();
        type_move(&mut a, &answer);
        let l = learning(&a);
        assert_eq!(l.found, 1, "{lang}: {answer}");
    }
}

fn moments_len(a: &App) -> usize {
    games(a)
        .view
        .as_deref()
        .unwrap()
        .moments
        .as_ref()
        .map_or(0, Vec::len)
}

/// Leaving a game while its moves are judged keeps its moments for the run: opened again, `r`
/// shows them at the first tick and judges their moves then.
#[test]
fn a_review_left_while_judging_comes_back_at_once_and_is_judged() {
    // A game of its own (one ply more than the others'), so no other test's review is kept.
    let mut a = chariot_game_as("learn-left", "en", "i10i9 *", "i10i9 6. e2e3 *");
    assert_eq!(games(&a).view.as_deref().unwrap().len(), 11);
    a.press(KeyCode::Char('r'));
    until_moments(&mut a);
    let first: Vec<usize> = games(&a)
        .view
        .as_deref()
        .unwrap()
        .moments
        .iter()
        .flatten()
        .map(|m| m.ply)
        .collect();
    // Back to the list while the moves are judged, and the game again.
    a.press(KeyCode::Char('q'));
    assert!(games(&a).view.is_none());
    a.press(KeyCode::Enter);
    a.press(KeyCode::Char('r'));
    a.tick();
    let v = games(&a).view.as_deref().unwrap();
    let moments: Vec<usize> = v.moments.iter().flatten().map(|m| m.ply).collect();
    assert_eq!(moments, first, "shown at the first tick");
    settle(&mut a);
    let v = games(&a).view.as_deref().unwrap();
    assert!(v.moments.iter().flatten().all(|m| !m.needs_judging()));
    a.press(KeyCode::Char('m'));
    let l = learning(&a);
    assert!(
        l.moments[0].accepted.len() > 1,
        "{:?}",
        l.moments[0].accepted
    );
}

/// The hanging-chariot game with `from` replaced by `to` in its record (a game no other test
/// reviews, so no review of it is kept from earlier in the run), opened at 80x24 in `lang`.
fn chariot_game_as(name: &str, lang: &str, from: &str, to: &str) -> App {
    let dir = folder(name);
    let path = dir.join("games/hanging-chariot.pgn");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(from));
    // Its time as the folder set it: the list shows it first, as `opened` does.
    let time = std::fs::metadata(&path).unwrap().modified().unwrap();
    std::fs::write(&path, text.replace(from, to)).unwrap();
    let file = std::fs::File::options().write(true).open(&path).unwrap();
    file.set_modified(time).unwrap();
    let mut a = app_in(&dir, lang);
    crate::tests::tui_common::open(&mut a, HomeEntry::Games);
    a.press(KeyCode::Enter);
    a
}

/// Ticks until the review's moments show (their moves may still be judged).
fn until_moments(a: &mut App) {
    let end = Instant::now() + Duration::from_secs(180);
    while games(a).view.as_deref().unwrap().moments.is_none() {
        assert!(Instant::now() < end, "the review did not finish");
        a.tick();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// "Learn from your mistakes", open on the games screen.
fn learning(a: &App) -> &crate::tui::screens::games::learn::Learn {
    games(a)
        .view
        .as_deref()
        .unwrap()
        .learn
        .as_ref()
        .expect("learning")
}
