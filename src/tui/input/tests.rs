//! The input parser (issue 68): what crossterm gave for each sequence, and what it could not
//! give: a sequence cut short becomes keys after a short wait instead of holding the bytes
//! after it.

use std::time::{Duration, Instant};

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use super::parse::{MAX_PASTE, MAX_SEQUENCE, PARTIAL_WAIT, PASTE_WAIT, Parser};

fn k(code: KeyCode) -> Event {
    Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

fn km(code: KeyCode, m: KeyModifiers) -> Event {
    Event::Key(KeyEvent::new(code, m))
}

fn c(ch: char) -> Event {
    k(KeyCode::Char(ch))
}

/// Everything `bytes` give at once (no wait).
fn events(bytes: &[u8]) -> Vec<Event> {
    let mut p = Parser::default();
    let t = Instant::now();
    p.feed(bytes, t);
    std::iter::from_fn(|| p.next(t)).collect()
}

#[test]
fn keys_and_characters_as_crossterm_gives_them() {
    assert_eq!(events(b"q"), vec![c('q')]);
    assert_eq!(
        events(b"Q"),
        vec![km(KeyCode::Char('Q'), KeyModifiers::SHIFT)]
    );
    assert_eq!(
        events(b"\r\t\x7f\x03 "),
        vec![
            k(KeyCode::Enter),
            k(KeyCode::Tab),
            k(KeyCode::Backspace),
            km(KeyCode::Char('c'), KeyModifiers::CONTROL),
            c(' ')
        ]
    );
    assert_eq!(events("车가".as_bytes()), vec![c('车'), c('가')]);
    assert_eq!(
        events(b"\x1bx"),
        vec![km(KeyCode::Char('x'), KeyModifiers::ALT)]
    );
    assert_eq!(
        events(b"\x1b\x1b"),
        vec![k(KeyCode::Esc)],
        "the second waits"
    );
}

#[test]
fn csi_and_ss3_keys() {
    let want = [
        (&b"\x1b[A"[..], k(KeyCode::Up)),
        (b"\x1b[B", k(KeyCode::Down)),
        (b"\x1b[C", k(KeyCode::Right)),
        (b"\x1b[D", k(KeyCode::Left)),
        (b"\x1bOA", k(KeyCode::Up)),
        (b"\x1b[H", k(KeyCode::Home)),
        (b"\x1b[F", k(KeyCode::End)),
        (b"\x1b[1~", k(KeyCode::Home)),
        (b"\x1b[4~", k(KeyCode::End)),
        (b"\x1b[3~", k(KeyCode::Delete)),
        (b"\x1b[5~", k(KeyCode::PageUp)),
        (b"\x1b[6~", k(KeyCode::PageDown)),
        (b"\x1bOP", k(KeyCode::F(1))),
        (b"\x1b[15~", k(KeyCode::F(5))),
        (b"\x1b[24~", k(KeyCode::F(12))),
        (b"\x1b[Z", km(KeyCode::BackTab, KeyModifiers::SHIFT)),
        (b"\x1b[1;5C", km(KeyCode::Right, KeyModifiers::CONTROL)),
        (b"\x1b[1;2A", km(KeyCode::Up, KeyModifiers::SHIFT)),
        (b"\x1b[I", Event::FocusGained),
    ];
    for (bytes, ev) in want {
        assert_eq!(events(bytes), vec![ev], "{bytes:?}");
    }
    // An unknown sequence is dropped whole; what follows is read.
    assert_eq!(events(b"\x1b[99xq"), vec![c('q')]);
}

#[test]
fn mouse_reports() {
    let m = |kind, column, row| {
        Event::Mouse(MouseEvent {
            kind,
            column,
            row,
            modifiers: KeyModifiers::NONE,
        })
    };
    assert_eq!(
        events(b"\x1b[<0;10;5M\x1b[<0;10;5m"),
        vec![
            m(MouseEventKind::Down(MouseButton::Left), 9, 4),
            m(MouseEventKind::Up(MouseButton::Left), 9, 4)
        ]
    );
    assert_eq!(
        events(b"\x1b[<64;1;1M"),
        vec![m(MouseEventKind::ScrollUp, 0, 0)]
    );
    assert_eq!(
        events(b"\x1b[<65;3;2M"),
        vec![m(MouseEventKind::ScrollDown, 2, 1)]
    );
    assert_eq!(
        events(b"\x1b[<32;2;2M"),
        vec![m(MouseEventKind::Drag(MouseButton::Left), 1, 1)]
    );
    // X10: the three bytes are 32 more than their numbers.
    assert_eq!(
        events(b"\x1b[M\x20\x2a\x25"),
        vec![m(MouseEventKind::Down(MouseButton::Left), 9, 4)]
    );
}

#[test]
fn bracketed_paste_in_pieces() {
    let mut p = Parser::default();
    let t = Instant::now();
    p.feed(b"\x1b[200~rnbakabnr/9/1c5c1", t);
    assert_eq!(p.next(t), None);
    p.feed(b"/p1p1p1p1p\x1b[20", t);
    assert_eq!(p.next(t), None, "the end marker is cut in two");
    p.feed(b"1~q", t);
    assert_eq!(
        p.next(t),
        Some(Event::Paste("rnbakabnr/9/1c5c1/p1p1p1p1p".into()))
    );
    assert_eq!(p.next(t), Some(c('q')));
    // A paste that never ends is pasted as it came after a second, and capped.
    let mut p = Parser::default();
    p.feed(b"\x1b[200~", t);
    p.feed(&vec![b'a'; MAX_PASTE + 100], t);
    assert_eq!(p.next(t + PASTE_WAIT / 2), None);
    match p.next(t + PASTE_WAIT) {
        Some(Event::Paste(s)) => assert_eq!(s.len(), MAX_PASTE),
        other => panic!("{other:?}"),
    }
}

/// Issue 68: `ESC [ <` (a mouse report cut short) held everything after it.
#[test]
fn a_cut_sequence_becomes_keys_after_a_short_wait() {
    let mut p = Parser::default();
    let t = Instant::now();
    p.feed(b"\x1b[<", t);
    assert_eq!(p.next(t), None, "it may still be finished");
    assert_eq!(p.next(t + PARTIAL_WAIT / 2), None);
    assert_eq!(p.flush_at(), Some(t + PARTIAL_WAIT));
    let later = t + PARTIAL_WAIT;
    let got: Vec<Event> = std::iter::from_fn(|| p.next(later)).collect();
    assert_eq!(got, vec![k(KeyCode::Esc), c('['), c('<')]);
    assert_eq!(p.flush_at(), None);
    // The next key is a key again.
    p.feed(b"q", later);
    assert_eq!(p.next(later), Some(c('q')));
    // A lone ESC is Esc once nothing follows.
    p.feed(b"\x1b", later);
    assert_eq!(p.next(later), None);
    assert_eq!(p.next(later + PARTIAL_WAIT), Some(k(KeyCode::Esc)));
}

#[test]
fn a_cut_sequence_followed_at_once_by_a_key_loses_only_itself() {
    // The `q` cannot belong to a mouse report: the report is dropped, `q` read.
    assert_eq!(events(b"\x1b[<q"), vec![c('q')]);
    assert_eq!(events(b"\x1b[<0;1q"), vec![c('q')]);
    assert_eq!(events(b"\x1b[\x1b[A"), vec![k(KeyCode::Up)]);
    // A sequence cut before its end by more bytes of the same kind, then given up on.
    let mut p = Parser::default();
    let t = Instant::now();
    p.feed(b"\x1b[<0;1", t);
    p.feed(b"0;5", t + Duration::from_millis(30));
    assert_eq!(
        p.next(t + Duration::from_millis(60)),
        None,
        "the wait runs from the last byte"
    );
    p.feed(b"M", t + Duration::from_millis(70));
    assert!(matches!(
        p.next(t + Duration::from_millis(70)),
        Some(Event::Mouse(_))
    ));
}

#[test]
fn endless_or_broken_input_stays_bounded() {
    // A parameter run longer than any sequence is dropped, then keys read again.
    let mut p = Parser::default();
    let t = Instant::now();
    let mut bytes = b"\x1b[".to_vec();
    bytes.extend(std::iter::repeat_n(b'1', MAX_SEQUENCE * 4));
    p.feed(&bytes, t);
    assert_eq!(p.flush_at(), None, "nothing is held");
    p.feed(b"q", t);
    assert_eq!(p.next(t), Some(c('q')));
    // Bytes that are no UTF-8 are skipped.
    assert_eq!(events(b"\xff\xc3q"), vec![c('q')]);
    // A character cut in two waits for its end.
    let mut p = Parser::default();
    let t = Instant::now();
    p.feed(&"车".as_bytes()[..2], t);
    assert_eq!(p.next(t), None);
    p.feed(&"车".as_bytes()[2..], t);
    assert_eq!(p.next(t), Some(c('车')));
}

proptest::proptest! {
    /// Any bytes, cut anywhere: no panic, nothing held once the waits have passed, and the
    /// next key is read as itself (the fuzz of issue 68 for our own parser).
    #[test]
    fn any_bytes_in_any_pieces_leave_the_parser_ready(
        // Half the bytes from what escape sequences are made of, so that they occur.
        bytes in proptest::collection::vec(
            proptest::prop_oneof![
                proptest::prelude::any::<u8>(),
                proptest::sample::select(b"\x1b[<O0123456789;Mm~q\xe8".to_vec()),
            ],
            0..200,
        ),
        cuts in proptest::collection::vec(0usize..200, 0..6),
    ) {
        let mut p = Parser::default();
        let t = Instant::now();
        let mut at = 0;
        let mut cuts = cuts;
        cuts.sort_unstable();
        for cut in cuts.into_iter().chain([bytes.len()]) {
            let cut = cut.min(bytes.len()).max(at);
            p.feed(&bytes[at..cut], t);
            while p.next(t).is_some() {}
            at = cut;
        }
        let later = t + PASTE_WAIT + PARTIAL_WAIT + Duration::from_millis(10);
        let mut n = 0;
        while p.next(later).is_some() {
            n += 1;
            proptest::prop_assert!(n <= bytes.len() + MAX_PASTE, "endless events");
        }
        proptest::prop_assert_eq!(p.flush_at(), None, "something still held");
        p.feed(b"q", later);
        proptest::prop_assert_eq!(p.next(later), Some(c('q')));
    }
}
