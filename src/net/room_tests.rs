use super::*;

fn tok(c: char) -> String {
    c.to_string().repeat(32)
}

/// A room with both seats taken at time 0 (`clock` as the protocol writes it).
fn room(clock: Option<ClockSpec>, rules: RuleSet) -> Room {
    let mut r = Room::new(
        "abcdefghijkmnpqr".to_string(),
        rules,
        clock,
        Color::Cho,
        Some("Ana".to_string()),
        [tok('a'), tok('b')],
    )
    .unwrap();
    assert_eq!(r.join(Some("Bo".to_string()), 0), Some(Color::Han));
    r
}

fn mv(r: &mut Room, side: Color, m: &str, now: u64) -> Result<Vec<Event>, NetError> {
    let ply = r.game().moves().len() as u32;
    r.act(
        side,
        Action::Move {
            mv: m.to_string(),
            ply,
        },
        now,
    )
}

/// Cho asks for a takeback and Han accepts.
fn takeback_by_cho(r: &mut Room) {
    r.act(Color::Cho, Action::Offer(OfferKind::Takeback), 0)
        .unwrap();
    r.act(
        Color::Han,
        Action::Answer {
            what: OfferKind::Takeback,
            accept: true,
        },
        0,
    )
    .unwrap();
}

fn code(e: Result<Vec<Event>, NetError>) -> ErrorCode {
    e.expect_err("refused").code
}

#[test]
fn seats_tokens_and_a_full_room() {
    let mut r = room(None, RuleSet::Janggi);
    assert_eq!(
        r.join(Some("Cy".to_string()), 0),
        None,
        "both seats are taken"
    );
    assert_eq!(r.seat_of_token(&tok('b')), Some(Color::Han));
    assert_eq!(r.seat_of_token(&tok('c')), None);
    let s = r.state(0);
    assert_eq!(
        (s.players.cho.as_deref(), s.players.han.as_deref()),
        (Some("Ana"), Some("Bo"))
    );
    assert_eq!(clean_name("  a\u{7}b  "), Some("ab".to_string()));
    assert_eq!(clean_name(" \n "), None);
}

#[test]
fn moves_are_checked_by_the_engine_in_turn_and_by_ply() {
    let mut r = room(None, RuleSet::Janggi);
    assert_eq!(
        code(mv(&mut r, Color::Han, "b10c8", 0)),
        ErrorCode::NotYourTurn
    );
    let stale = r.act(
        Color::Cho,
        Action::Move {
            mv: "b1c3".to_string(),
            ply: 3,
        },
        0,
    );
    assert_eq!(code(stale), ErrorCode::Stale);
    let illegal = mv(&mut r, Color::Cho, "b1b5", 0).unwrap_err();
    assert_eq!(illegal.code, ErrorCode::IllegalMove);
    assert!(
        !illegal.message.is_empty() && illegal.message.is_ascii(),
        "{}",
        illegal.message
    );
    assert_eq!(code(mv(&mut r, Color::Cho, "zz", 0)), ErrorCode::BadMessage);
    mv(&mut r, Color::Cho, "b1c3", 0).unwrap();
    assert_eq!(r.state(0).moves, vec!["b1c3"]);
    assert_eq!(r.state(0).to_move, Side::Han);
    // A repeated send of the same move is stale, not a second move.
    let again = r.act(
        Color::Cho,
        Action::Move {
            mv: "b1c3".to_string(),
            ply: 0,
        },
        0,
    );
    assert_eq!(code(again), ErrorCode::Stale);
}

#[test]
fn no_move_before_the_second_seat_is_taken() {
    let mut r = Room::new(
        "abcdefghijkmnpqr".to_string(),
        RuleSet::Janggi,
        None,
        Color::Cho,
        None,
        [tok('a'), tok('b')],
    )
    .unwrap();
    assert_eq!(
        code(mv(&mut r, Color::Cho, "b1c3", 0)),
        ErrorCode::NotYourTurn
    );
}

#[test]
fn draw_offer_declined_then_accepted() {
    let mut r = room(None, RuleSet::Janggi);
    let ev = r
        .act(Color::Cho, Action::Offer(OfferKind::Draw), 0)
        .unwrap();
    assert_eq!(
        ev,
        vec![Event::Offered {
            what: OfferKind::Draw,
            by: Color::Cho
        }]
    );
    // The offerer cannot answer their own offer.
    let own = r.act(
        Color::Cho,
        Action::Answer {
            what: OfferKind::Draw,
            accept: true,
        },
        0,
    );
    assert_eq!(code(own), ErrorCode::NoOffer);
    r.act(
        Color::Han,
        Action::Answer {
            what: OfferKind::Draw,
            accept: false,
        },
        0,
    )
    .unwrap();
    assert!(r.result().is_none() && r.state(0).offer.is_none());
    r.act(Color::Han, Action::Offer(OfferKind::Draw), 0)
        .unwrap();
    r.act(
        Color::Cho,
        Action::Answer {
            what: OfferKind::Draw,
            accept: true,
        },
        5,
    )
    .unwrap();
    let res = r.result().unwrap();
    assert_eq!((res.winner, res.reason.as_str()), (None, "agreement"));
    assert_eq!(code(mv(&mut r, Color::Cho, "b1c3", 6)), ErrorCode::GameOver);
}

#[test]
fn only_the_offerer_withdraws_an_offer_and_then_it_cannot_be_answered() {
    let mut r = room(None, RuleSet::Janggi);
    let draw = OfferKind::Draw;
    // Nothing to withdraw yet.
    assert_eq!(
        code(r.act(Color::Cho, Action::Withdraw(draw), 0)),
        ErrorCode::NoOffer
    );
    r.act(Color::Cho, Action::Offer(draw), 0).unwrap();
    // Not the other player's to withdraw, nor another kind of request.
    assert_eq!(
        code(r.act(Color::Han, Action::Withdraw(draw), 0)),
        ErrorCode::NoOffer
    );
    assert_eq!(
        code(r.act(Color::Cho, Action::Withdraw(OfferKind::Takeback), 0)),
        ErrorCode::NoOffer
    );
    assert!(r.state(0).offer.is_some());
    let ev = r.act(Color::Cho, Action::Withdraw(draw), 0).unwrap();
    assert_eq!(
        ev,
        vec![Event::Withdrawn {
            what: draw,
            by: Color::Cho
        }]
    );
    assert!(r.state(0).offer.is_none());
    let late = r.act(
        Color::Han,
        Action::Answer {
            what: draw,
            accept: true,
        },
        0,
    );
    assert_eq!(code(late), ErrorCode::NoOffer);
    assert!(r.result().is_none());
}

#[test]
fn takeback_removes_the_askers_move_and_the_reply() {
    let mut r = room(None, RuleSet::Janggi);
    let none = r.act(Color::Cho, Action::Offer(OfferKind::Takeback), 0);
    assert_eq!(code(none), ErrorCode::NothingToTakeBack);
    mv(&mut r, Color::Cho, "b1c3", 0).unwrap();
    // Cho asks right after moving: one ply goes.
    takeback_by_cho(&mut r);
    assert!(r.game().moves().is_empty());
    mv(&mut r, Color::Cho, "b1c3", 0).unwrap();
    mv(&mut r, Color::Han, "b10c8", 0).unwrap();
    // Cho asks after Han's reply: both go.
    takeback_by_cho(&mut r);
    assert!(r.game().moves().is_empty());
    assert_eq!(r.state(0).to_move, Side::Cho);
}

#[test]
fn resign_and_claim() {
    let mut r = room(None, RuleSet::Janggi);
    assert_eq!(
        code(r.act(Color::Cho, Action::Claim, 0)),
        ErrorCode::NothingToClaim
    );
    for _ in 0..2 {
        for (side, m) in [
            (Color::Cho, "b1c3"),
            (Color::Han, "b10c8"),
            (Color::Cho, "c3b1"),
            (Color::Han, "c8b10"),
        ] {
            mv(&mut r, side, m, 0).unwrap();
        }
    }
    r.act(Color::Han, Action::Claim, 0).unwrap();
    assert_eq!(r.result().unwrap().reason, "repetition");

    let mut r = room(None, RuleSet::Janggi);
    r.act(Color::Han, Action::Resign, 0).unwrap();
    let res = r.result().unwrap();
    assert_eq!(
        (res.winner, res.reason.as_str()),
        (Some(Side::Cho), "resignation")
    );
}

#[test]
fn the_clock_runs_from_the_second_seat_and_flags() {
    let spec = ClockSpec {
        main_s: 1,
        periods: 0,
        period_s: 0,
        increment_s: None,
    };
    let mut r = room(Some(spec), RuleSet::Janggi);
    assert_eq!(r.flag_at(), Some(1000));
    mv(&mut r, Color::Cho, "b1c3", 400).unwrap();
    let c = r.state(400).clock.unwrap();
    assert_eq!(
        (c.cho.main_ms, c.han.main_ms, c.running),
        (600, 1000, Some(Side::Han))
    );
    assert!(!r.check_time(1399));
    assert!(r.check_time(1400));
    let res = r.result().unwrap();
    assert_eq!((res.winner, res.reason.as_str()), (Some(Side::Cho), "time"));
    assert_eq!(r.flag_at(), None);
}

#[test]
fn bad_clocks_are_refused() {
    for (main_s, periods, period_s, inc) in [
        (0, 0, 0, None),
        (1, 2, 0, None),
        (0, 0, 0, Some(5)),
        (86_401, 0, 0, None),
    ] {
        let spec = ClockSpec {
            main_s,
            periods,
            period_s,
            increment_s: inc,
        };
        assert!(time_control(Some(spec)).is_err(), "{spec:?}");
    }
    let fischer = ClockSpec {
        main_s: 60,
        periods: 0,
        period_s: 0,
        increment_s: Some(5),
    };
    assert!(matches!(
        time_control(Some(fischer)),
        Ok(TimeControl::Fischer { .. })
    ));
}

#[test]
fn a_saved_room_comes_back_the_same() {
    let mut r = room(None, RuleSet::JanggiModern);
    mv(&mut r, Color::Cho, "b1c3", 0).unwrap();
    r.act(Color::Han, Action::Offer(OfferKind::Draw), 0)
        .unwrap();
    let saved = r.to_saved();
    let json = serde_json::to_string(&saved).unwrap();
    let back = Room::resumed(serde_json::from_str(&json).unwrap(), 10, None).unwrap();
    // The side to move's time runs from the restart (10), not from before it.
    let mut want = saved.clone();
    want.turn_started_ms = Some(10);
    assert_eq!(back.to_saved(), want);
    let mut bad = saved.clone();
    bad.moves.push("a1a9".to_string());
    assert!(Room::resumed(bad, 0, None).is_err());
    let mut bad = saved;
    bad.code = "../x".to_string();
    assert!(Room::resumed(bad, 0, None).is_err());
}

/// 60 s main time, no periods.
fn minute() -> Option<ClockSpec> {
    Some(ClockSpec {
        main_s: 60,
        periods: 0,
        period_s: 0,
        increment_s: None,
    })
}

fn main_ms(r: &Room, side: Color, now: u64) -> u64 {
    let c = r.state(now).clock.unwrap();
    match side {
        Color::Cho => c.cho.main_ms,
        Color::Han => c.han.main_ms,
    }
}

#[test]
fn a_restart_charges_the_think_before_the_crash_and_refunds_only_the_downtime() {
    // Both seats taken at 0: Cho's clock runs. Cho thinks 12 s; the server was last alive at
    // 12 s and comes back at 100 s.
    let r = room(minute(), RuleSet::Janggi);
    let saved = serde_json::from_str(&serde_json::to_string(&r.to_saved()).unwrap()).unwrap();
    let back = Room::resumed(saved, 100_000, Some(12_000)).unwrap();
    assert_eq!(main_ms(&back, Color::Cho, 100_000), 48_000);
    assert_eq!(back.flag_at(), Some(100_000 + 48_000));
    // Unknown end: nothing charged (the old behaviour); an end before the turn began (the
    // note is at most a beat old): nothing charged either, never a negative charge.
    let back = Room::resumed(r.to_saved(), 100_000, None).unwrap();
    assert_eq!(main_ms(&back, Color::Cho, 100_000), 60_000);
    let mut later = r.clone();
    mv(&mut later, Color::Cho, "b1c3", 5_000).unwrap();
    let back = Room::resumed(later.to_saved(), 100_000, Some(4_000)).unwrap();
    assert_eq!(main_ms(&back, Color::Han, 100_000), 60_000);
    assert_eq!(main_ms(&back, Color::Cho, 100_000), 55_000);
}

#[test]
fn a_pause_by_agreement_stops_the_clock_until_resumed() {
    let mut r = room(minute(), RuleSet::Janggi);
    r.set_online(Color::Cho, true);
    r.set_online(Color::Han, true);
    // No pause without a running clock.
    let mut untimed = room(None, RuleSet::Janggi);
    assert_eq!(
        code(untimed.act(Color::Cho, Action::Offer(OfferKind::Pause), 0)),
        ErrorCode::PauseRefused
    );
    assert_eq!(
        code(r.act(Color::Cho, Action::Resume, 0)),
        ErrorCode::PauseRefused
    );
    // Han offers at 10 s of Cho's think; Cho accepts at 15 s: 15 s used, frozen.
    let ev = r
        .act(Color::Han, Action::Offer(OfferKind::Pause), 10_000)
        .unwrap();
    assert_eq!(
        ev,
        vec![Event::Offered {
            what: OfferKind::Pause,
            by: Color::Han
        }]
    );
    assert_eq!(main_ms(&r, Color::Cho, 12_000), 48_000, "still running");
    r.act(
        Color::Cho,
        Action::Answer {
            what: OfferKind::Pause,
            accept: true,
        },
        15_000,
    )
    .unwrap();
    assert!(r.paused());
    let st = r.state(500_000);
    let c = st.clock.unwrap();
    assert!(c.paused && c.running.is_none(), "{c:?}");
    assert_eq!(c.cho.main_ms, 45_000);
    assert_eq!(r.flag_at(), None);
    assert!(!r.check_time(10_000_000), "no flag falls while paused");
    // Survives a restart paused.
    let back = Room::resumed(r.to_saved(), 900_000, Some(899_000)).unwrap();
    assert_eq!(main_ms(&back, Color::Cho, 950_000), 45_000);
    assert_eq!(
        code(r.act(Color::Han, Action::Offer(OfferKind::Pause), 0)),
        ErrorCode::PauseRefused,
        "already paused"
    );
    // Either player resumes; the clock runs on from 45 s.
    r.act(Color::Han, Action::Resume, 600_000).unwrap();
    assert!(!r.paused());
    assert_eq!(main_ms(&r, Color::Cho, 601_000), 44_000);
    assert_eq!(r.flag_at(), Some(600_000 + 45_000));
}

#[test]
fn a_pause_offered_to_an_absent_player_on_move_needs_no_answer() {
    let mut r = room(minute(), RuleSet::Janggi);
    r.set_online(Color::Han, true);
    // Cho (to move) is away: Han's offer stops Cho's clock at once.
    let ev = r
        .act(Color::Han, Action::Offer(OfferKind::Pause), 20_000)
        .unwrap();
    assert!(ev.is_empty());
    assert!(r.paused());
    assert_eq!(r.state(0).offer, None);
    // A move made while paused starts the other clock.
    mv(&mut r, Color::Cho, "b1c3", 90_000).unwrap();
    assert!(!r.paused());
    assert_eq!(main_ms(&r, Color::Cho, 90_000), 40_000);
    assert_eq!(main_ms(&r, Color::Han, 91_000), 59_000);
    // Han to move and Cho away: Han's own clock is not stopped without an answer.
    r.act(Color::Han, Action::Offer(OfferKind::Pause), 91_000)
        .unwrap();
    assert!(!r.paused());
    assert!(r.state(0).offer.is_some());
}

#[test]
fn the_lobby_lists_an_open_room_only_while_its_host_waits_in_it() {
    let mut r = Room::new(
        "abcdefghijkmnpqr".to_string(),
        RuleSet::Janggi,
        None,
        Color::Cho,
        Some("Ana".to_string()),
        [tok('a'), tok('b')],
    )
    .unwrap();
    // Not open: never listed.
    r.set_online(Color::Cho, true);
    assert_eq!(r.lobby_entry(1_000), None);
    let mut r = r.with_open(true).created_at(1_000);
    let e = r.lobby_entry(181_000).expect("listed");
    assert_eq!((e.host_side, e.waiting_s), (Side::Cho, 180));
    assert_eq!(e.rules, "janggi");
    // Its host gone: not waiting.
    r.set_online(Color::Cho, false);
    assert_eq!(r.lobby_entry(2_000), None);
    r.set_online(Color::Cho, true);
    // Saved and loaded: still open, still waiting since it was opened.
    let back = Room::resumed(r.to_saved(), 5_000, None).unwrap();
    assert_eq!(back.to_saved(), r.to_saved());
    // A second player: no longer listed.
    assert_eq!(r.join(Some("Bo".into()), 3_000), Some(Color::Han));
    assert_eq!(r.lobby_entry(3_000), None);
    // A room saved before the lobby reads as closed.
    let mut old = serde_json::to_value(r.to_saved()).unwrap();
    let o = old.as_object_mut().unwrap();
    o.remove("open");
    o.remove("created_ms");
    let old: SavedRoom = serde_json::from_value(old).unwrap();
    assert_eq!((old.open, old.created_ms), (false, 0));
}
