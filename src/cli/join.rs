//! `janggi-tutor join ws://HOST:PORT/ws [ROOM]`: the trainer screen's play screen in a room of
//! a room server (`janggi-tutor serve`). Without ROOM the server's open rooms are listed: on a
//! terminal the user picks one by its number (or Enter creates a room, its code shown beside
//! the board to share); otherwise the list is printed with the command to join one. `--new`
//! creates a room at once (`--open` lists it for others); `--watch` watches ROOM instead of
//! taking a seat. `wss://` addresses go through TLS, trusting `--ca FILE` too. A room in
//! which this learner keeps a seat (`learner::seats`) is joined by taking that seat back.

use std::io::{BufRead, IsTerminal, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::path::PathBuf;
use std::time::Duration;

use super::args;
use super::trainer::{TuiArgs, config_from};
use super::{CliError, CliResult, Io, Outcome};
use crate::i18n::{Message, library_error};
use crate::net::client::{Intent, LobbyError, Trust, list_open_rooms, parse_address, probe};
use crate::net::protocol::{ErrorCode, SideChoice};
use crate::play::clock::TimeControl;
use crate::rules::RuleSet;
use crate::tui::app::{Opening, PlayStart, RemoteStart};
use crate::tui::screens::play::lobby::{lobby_error_message, numbered, trust_message};
use crate::tui::screens::play::remote::address_message;

#[derive(clap::Args, Debug, Clone)]
pub(crate) struct JoinArgs {
    /// The room server's address, as `janggi-tutor serve` printed it: ws://HOST:PORT/ws.
    #[arg(value_name = "URL")]
    pub(crate) url: String,
    /// The room's code; without it the open rooms are listed to pick from.
    #[arg(value_name = "ROOM")]
    pub(crate) room: Option<String>,
    /// Create a new room at once (no list of open rooms first).
    #[arg(long, conflicts_with = "room")]
    pub(crate) new: bool,
    /// A new room: open to anyone (listed for others while it waits for a player).
    #[arg(long, conflicts_with = "room")]
    pub(crate) open: bool,
    /// A wss:// server: trust the certificates in this PEM file too (a self-signed one).
    #[arg(long, value_name = "FILE")]
    pub(crate) ca: Option<PathBuf>,
    /// Your name as the other player sees it.
    #[arg(long, value_name = "NAME")]
    pub(crate) name: Option<String>,
    /// A new room: the side you ask for, cho, han or random.
    #[arg(long, default_value = "random", value_name = "SIDE", value_parser = side_choice)]
    pub(crate) side: SideChoice,
    /// A new room: the clock, as `play --friend --clock` takes it (none, byo-yomi:10+3x30,
    /// fischer:5+3).
    #[arg(long, value_name = "CLOCK", value_parser = args::clock)]
    pub(crate) clock: Option<TimeControl>,
    /// A new room: the rule set (basic, janggi, janggi-traditional, janggi-modern,
    /// janggi-casual).
    #[arg(long, default_value = "janggi", value_parser = args::rules)]
    pub(crate) rules: RuleSet,
    /// A new room: let both players ask for hints (`t`); without it hints are off.
    #[arg(long)]
    pub(crate) hints: bool,
    /// A new room: one of this class's games (its code from `class new`), listed on the
    /// teacher's `class watch`.
    #[arg(long, value_name = "CODE", conflicts_with = "room")]
    pub(crate) in_class: Option<String>,
    /// Watch the room ROOM instead of taking a seat.
    #[arg(long, requires = "room")]
    pub(crate) watch: bool,
    #[command(flatten)]
    pub(crate) tui: TuiArgs,
}

/// `--side cho|han|random` (any case).
fn side_choice(name: &str) -> Result<SideChoice, args::ArgError> {
    match name.to_ascii_lowercase().as_str() {
        "random" => Ok(SideChoice::Random),
        other => args::play_side(other).map(|c| match c {
            crate::rules::Color::Cho => SideChoice::Cho,
            crate::rules::Color::Han => SideChoice::Han,
        }),
    }
}

/// The certificates `--ca` names (none: the built-in roots only).
fn trust(args: &JoinArgs) -> Result<Trust, CliError> {
    match &args.ca {
        None => Ok(Trust::default()),
        Some(path) => Trust::from_ca_file(path).map_err(|e| CliError::usage(trust_message(&e))),
    }
}

/// The room to open: the address checked, the name defaulted in the language shown.
pub(crate) fn start(args: &JoinArgs, default_name: String) -> Result<RemoteStart, CliError> {
    parse_address(&args.url).map_err(|e| CliError::usage(address_message(&e)))?;
    let trust = trust(args)?;
    let name = args
        .name
        .clone()
        .filter(|n| !n.trim().is_empty())
        .unwrap_or(default_name);
    let intent = match (&args.room, args.watch) {
        (Some(room), true) => Intent::Watch { room: room.clone() },
        (Some(room), false) => Intent::Join {
            room: room.clone(),
            name,
        },
        (None, _) => Intent::Create {
            rules: args.rules.id().to_string(),
            side: args.side,
            name,
            clock: crate::tui::screens::play::clock_spec(args.clock.unwrap_or_default()),
            hints: args.hints,
            open: args.open,
            class: args.in_class.clone().map(|c| c.trim().to_string()),
        },
    };
    Ok(RemoteStart {
        address: args.url.trim().to_string(),
        intent,
        trust,
    })
}

/// How long `join` waits for the server to answer before saying it cannot be reached.
const PROBE_TIMEOUT: Duration = Duration::from_secs(5);

/// Whether anything listens at `host_port` (a TCP connection, closed at once): a server that
/// is down or an address that leads nowhere is told on the command line, before the screen
/// opens; a connection that drops later is the screen's to take back.
fn reachable(host_port: &str) -> Result<(), std::io::Error> {
    let addrs = host_port.to_socket_addrs()?;
    let mut last = std::io::Error::from(std::io::ErrorKind::AddrNotAvailable);
    for addr in addrs {
        match TcpStream::connect_timeout(&addr, PROBE_TIMEOUT) {
            Ok(_) => return Ok(()),
            Err(e) => last = e,
        }
    }
    Err(last)
}

/// What the lobby leads to.
enum Picked {
    /// Join the room with this code.
    Room(String),
    /// Create a room.
    New,
    /// The list was printed; nothing more to do.
    Printed,
}

/// Without a room code: the server's open rooms. On a terminal the user picks one by number
/// (Enter: a new room); otherwise the list is printed with the commands to go on.
fn lobby(io: &mut Io, args: &JoinArgs, trust: &Trust) -> Result<Picked, CliError> {
    let address = args.url.trim().to_string();
    let interactive = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    let rooms = match list_open_rooms(&address, trust) {
        Ok(rooms) => rooms,
        // A server without a lobby: a terminal user gets the room of old.
        Err(LobbyError::Refused(ErrorCode::BadMessage)) if interactive => return Ok(Picked::New),
        Err(e) => return Err(CliError::Failure(lobby_error_message(&e, &address))),
    };
    if rooms.is_empty() {
        io.say(&Message::new("net-lobby-none").arg("address", address.clone()));
        if interactive {
            return Ok(Picked::New);
        }
    } else {
        io.say(&Message::new("net-lobby-title").arg("address", address.clone()));
        for (i, r) in rooms.iter().enumerate() {
            io.say(&numbered(i + 1, r));
        }
    }
    if !interactive {
        if !rooms.is_empty() {
            io.say(&Message::new("net-lobby-how").arg("address", address.clone()));
        }
        io.say(&Message::new("net-lobby-how-new").arg("address", address));
        return Ok(Picked::Printed);
    }
    let _ = write!(io.out, "{} ", io.l10n.tr("net-lobby-pick"));
    let _ = io.out.flush();
    let mut line = String::new();
    let _ = std::io::stdin().lock().read_line(&mut line);
    let text = line.trim();
    if text.is_empty() {
        return Ok(Picked::New);
    }
    match text
        .parse::<usize>()
        .ok()
        .and_then(|n| rooms.get(n.wrapping_sub(1)))
    {
        Some(r) => Ok(Picked::Room(r.room.clone())),
        None => Err(CliError::usage(
            Message::new("net-lobby-bad-pick").arg("text", text.to_string()),
        )),
    }
}

/// Runs the trainer screen on the play screen, in the room.
pub(crate) fn run(io: &mut Io, args: &JoinArgs) -> CliResult {
    let mut remote = start(args, io.l10n.tr("net-default-name"))?;
    let address =
        parse_address(&remote.address).map_err(|e| CliError::usage(address_message(&e)))?;
    reachable(&address.host_port).map_err(|error| {
        CliError::Failure(
            Message::new("net-unreachable")
                .arg("address", remote.address.clone())
                .arg_msg("error", library_error::io_error(&error)),
        )
    })?;
    if address.tls {
        // The certificate is checked here, so an untrusted one is told on the command line.
        probe(&remote.address, &remote.trust)
            .map_err(|e| CliError::Failure(lobby_error_message(&e, &remote.address)))?;
    }
    if args.room.is_none() && !args.new {
        match lobby(io, args, &remote.trust)? {
            Picked::Printed => return Ok(Outcome::Done),
            Picked::New => {}
            Picked::Room(room) => {
                let Intent::Create { name, .. } = &remote.intent else {
                    return Ok(Outcome::Done);
                };
                remote.intent = Intent::Join {
                    room,
                    name: name.clone(),
                };
            }
        }
    }
    let lang = io.l10n.lang().to_string();
    let err: &mut dyn Write = io.err;
    Ok(Outcome::Screen(crate::tui::run(
        || {
            let mut config = config_from(&args.tui, &lang, Vec::new());
            config.open = Opening::Play(PlayStart::Remote(remote));
            config
        },
        &io.l10n,
        err,
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(argv: &[&str]) -> JoinArgs {
        use clap::Parser;
        #[derive(clap::Parser)]
        struct P {
            #[command(flatten)]
            j: JoinArgs,
        }
        P::try_parse_from(argv).expect("parses").j
    }

    #[test]
    fn a_room_is_created_joined_or_watched() {
        let create = start(
            &parse(&[
                "jt",
                "ws://h:1/ws",
                "--side",
                "han",
                "--clock",
                "fischer:5+3",
            ]),
            "P".into(),
        )
        .unwrap();
        match create.intent {
            Intent::Create {
                side, name, clock, ..
            } => {
                assert_eq!((side, name.as_str()), (SideChoice::Han, "P"));
                assert_eq!(clock.and_then(|c| c.increment_s), Some(3));
            }
            other => panic!("{other:?}"),
        }
        let join = start(
            &parse(&["jt", "ws://h:1/ws", "abc", "--name", "Bo"]),
            "P".into(),
        );
        assert!(matches!(join.unwrap().intent, Intent::Join { name, .. } if name == "Bo"));
        let watch = start(&parse(&["jt", "ws://h:1/ws", "abc", "--watch"]), "P".into());
        assert!(matches!(watch.unwrap().intent, Intent::Watch { .. }));
        assert!(start(&parse(&["jt", "https://h/ws"]), "P".into()).is_err());
    }
}
