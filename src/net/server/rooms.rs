//! Rooms made, entered and left: `create`, `join`/`watch`/`rejoin`, the lobby's list, and the
//! reaper that forgets rooms nobody is in.

use super::*;

pub(super) enum Entry {
    Join(String),
    Watch,
    Rejoin(String),
}

/// What a `create` asks of its room beside the game: hints allowed, listed in the lobby,
/// one of a class's games.
pub(super) struct RoomFlags {
    pub(super) hints: bool,
    pub(super) open: bool,
    pub(super) class: Option<String>,
}

pub(super) async fn create(
    shared: &Arc<Shared>,
    conn: &mut Conn,
    rules: &str,
    side: SideChoice,
    name: &str,
    clock: Option<crate::net::protocol::ClockSpec>,
    RoomFlags { hints, open, class }: RoomFlags,
) -> Result<(), NetError> {
    let rules: RuleSet = rules
        .parse()
        .map_err(|_| bad(&format!("unknown rule set {rules:?}")))?;
    if let Some(c) = &class
        && !shared.classes.exists(c)
    {
        return Err(NetError::new(
            ErrorCode::NoSuchClass,
            "no class has this code",
        ));
    }
    let side = match side {
        SideChoice::Cho => Color::Cho,
        SideChoice::Han => Color::Han,
        SideChoice::Random => {
            let mut b = [0u8; 1];
            let _ = getrandom::fill(&mut b);
            if b[0] & 1 == 0 {
                Color::Cho
            } else {
                Color::Han
            }
        }
    };
    let random_failed = || NetError::new(ErrorCode::StoreFailed, "no random source");
    let tokens = [
        ids::new_token().ok_or_else(random_failed)?,
        ids::new_token().ok_or_else(random_failed)?,
    ];
    let code = ids::new_code().ok_or_else(random_failed)?;
    let room = Room::new(code.clone(), rules, clock, side, clean_name(name), tokens)?
        .with_hints(hints)
        .with_open(open)
        .created_at(now_ms());
    let full = || NetError::new(ErrorCode::ServerFull, "too many rooms");
    let cell = Arc::new(RoomCell::new(room));
    let refusal = {
        let mut map = shared.rooms.lock().map_err(|_| full())?;
        let ip: IpAddr = conn.peer.ip();
        if map.len() >= shared.config.max_rooms || map.contains_key(&code) {
            Some((format!("server full ({} rooms)", map.len()), full()))
        } else if shared
            .per_ip
            .create_room(ip, shared.config.rooms_per_ip, Instant::now())
            == Err(Refusal::Rooms)
        {
            Some((
                format!(
                    "{} rooms created from {ip} within the hour",
                    shared.config.rooms_per_ip
                ),
                NetError::new(
                    ErrorCode::TooManyRooms,
                    "too many rooms created from your address; try again later",
                ),
            ))
        } else {
            // Nothing is written yet: a room goes to disk with its first move.
            map.insert(code.clone(), cell.clone());
            None
        }
    };
    if let Some((why, e)) = refusal {
        // A flood is logged once per connection, not once per request.
        conn.refused += 1;
        if conn.refused == 1 {
            shared.log(
                LogLevel::Warn,
                format_args!(
                    "refused a room to conn {} from {}: {why} (more refusals are counted in \
                     its closing line)",
                    conn.id, conn.peer
                ),
            );
        }
        return Err(e);
    }
    if let Some(c) = &class
        && let Err(e) = shared.classes.add_room(c, &code).await
    {
        if let Ok(mut map) = shared.rooms.lock() {
            map.remove(&code);
        }
        return Err(e);
    }
    shared.log(
        LogLevel::Info,
        format_args!("room {code} created by conn {} from {}", conn.id, conn.peer),
    );
    leave(shared, conn).await;
    let mut slot = cell.slot.lock().await;
    let token = slot.room.token(side).to_string();
    subscribe(conn, &cell, &mut slot, Some(side));
    conn.out.send(&ServerMsg::Joined {
        room: code,
        seat: seat_name(Some(side)),
        token: Some(token),
        protocol: VERSION,
    });
    broadcast(shared, &mut slot, &[], now_ms());
    Ok(())
}

pub(super) async fn enter(
    shared: &Arc<Shared>,
    conn: &mut Conn,
    code: &str,
    entry: Entry,
) -> Result<(), NetError> {
    let cell = shared.find(code).ok_or_else(no_room)?;
    leave(shared, conn).await;
    let mut slot = cell.slot.lock().await;
    if slot.gone {
        return Err(no_room());
    }
    let now = now_ms();
    let seat = match entry {
        Entry::Watch => None,
        Entry::Rejoin(token) => Some(slot.room.seat_of_token(&token).ok_or_else(|| {
            NetError::new(ErrorCode::BadToken, "this token opens no seat of the room")
        })?),
        Entry::Join(name) => {
            match slot.room.join(clean_name(&name), now) {
                Some(side) => {
                    // Not saved: the seat is kept in memory and the state says so.
                    save_slot(shared, &mut slot).await;
                    Some(side)
                }
                None => None,
            }
        }
    };
    subscribe(conn, &cell, &mut slot, seat);
    conn.out.send(&ServerMsg::Joined {
        room: slot.room.code().to_string(),
        seat: seat_name(seat),
        token: seat.map(|s| slot.room.token(s).to_string()),
        protocol: VERSION,
    });
    broadcast(shared, &mut slot, &[], now);
    arm_timer(shared, &cell, &mut slot);
    Ok(())
}

/// A class's room games as its teacher sees them (rooms the server has forgotten are left
/// out).
pub(super) async fn class_rooms(
    shared: &Arc<Shared>,
    class: &str,
    token: &str,
) -> Result<Vec<ClassRoom>, NetError> {
    let mut out = Vec::new();
    for code in shared.classes.rooms(class, token).await? {
        let Some(cell) = shared.find(&code) else {
            continue;
        };
        let slot = cell.slot.lock().await;
        if slot.gone {
            continue;
        }
        let r = &slot.room;
        let [cho, han] = r.names().clone();
        out.push(ClassRoom {
            room: code,
            rules: r.rules().id().to_string(),
            cho,
            han,
            moves: u32::try_from(r.game().moves().len()).unwrap_or(u32::MAX),
            result: r.result().cloned(),
        });
    }
    Ok(out)
}

/// Open rooms in the lobby, the longest waiting first.
pub(super) const LOBBY_MAX: usize = 50;

/// The open rooms waiting for a second player (`list`), the longest waiting first.
pub(super) async fn lobby(shared: &Arc<Shared>) -> Vec<OpenRoom> {
    let now = now_ms();
    let mut open = Vec::new();
    for cell in shared.cells() {
        let slot = cell.slot.lock().await;
        if slot.gone {
            continue;
        }
        if let Some(entry) = slot.room.lobby_entry(now) {
            open.push(entry);
        }
    }
    open.sort_by(|a, b| b.waiting_s.cmp(&a.waiting_s).then(a.room.cmp(&b.room)));
    open.truncate(LOBBY_MAX);
    open
}

pub(super) fn seat_name(seat: Option<Color>) -> SeatName {
    match seat {
        Some(Color::Cho) => SeatName::Cho,
        Some(Color::Han) => SeatName::Han,
        None => SeatName::Spectator,
    }
}

pub(super) fn subscribe(
    conn: &mut Conn,
    cell: &Arc<RoomCell>,
    slot: &mut Slot,
    seat: Option<Color>,
) {
    if let Some(s) = seat {
        slot.room.set_online(s, true);
    }
    slot.subs.push(Sub {
        conn: conn.id,
        seat,
        out: conn.out.clone(),
        lang: conn.lang,
    });
    conn.at = Some((cell.clone(), seat));
}

/// Takes the connection out of its room, if any, and tells the others.
pub(super) async fn leave(shared: &Arc<Shared>, conn: &mut Conn) {
    let Some((cell, _)) = conn.at.take() else {
        return;
    };
    let mut slot = cell.slot.lock().await;
    let mut left_seat = None;
    slot.subs.retain(|s| {
        if s.conn == conn.id {
            left_seat = s.seat;
            false
        } else {
            true
        }
    });
    if let Some(side) = left_seat {
        slot.room.set_online(side, false);
    }
    if slot.subs.is_empty() {
        slot.idle_since = Instant::now();
    } else if left_seat.is_some() {
        broadcast(shared, &mut slot, &[], now_ms());
    }
}

/// Forgets rooms nobody has been connected to for `idle_expiry` (their file too; a finished
/// game's `.gib` stays), and rooms without a move after `unplayed_expiry` (nothing on disk).
pub(super) async fn reaper(shared: Arc<Shared>) {
    let expiry = shared.config.idle_expiry;
    let unplayed = shared.config.unplayed_expiry;
    let tick =
        (expiry.min(unplayed) / 4).clamp(Duration::from_millis(200), Duration::from_secs(60));
    loop {
        tokio::time::sleep(tick).await;
        shared.per_ip.sweep(Instant::now());
        for cell in shared.cells() {
            let Ok(mut slot) = cell.slot.try_lock() else {
                continue;
            };
            let played = slot.on_disk || slot.room.has_moves();
            let limit = if played { expiry } else { unplayed };
            if !slot.subs.is_empty() || slot.idle_since.elapsed() < limit {
                continue;
            }
            slot.gone = true;
            if let Some(t) = slot.timer.take() {
                t.abort();
            }
            let code = slot.room.code().to_string();
            if let Ok(mut map) = shared.rooms.lock() {
                map.remove(&code);
            }
            if slot.on_disk {
                let _ = shared.journal.remove(&slot.room).await;
            }
            shared.log(
                LogLevel::Info,
                format_args!(
                    "room {code} expired: nobody connected for {} s ({} moves)",
                    limit.as_secs(),
                    slot.room.game().moves().len()
                ),
            );
        }
    }
}
