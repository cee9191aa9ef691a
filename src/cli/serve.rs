//! `janggi-tutor serve [--addr HOST:PORT] [--data DIR] [limits] [--log LEVEL]`: the room server
//! for games over the network (`docs/PROTOCOL.md`). The first line on stdout is
//! `listening on ws://HOST:PORT/ws` with the real port, in English whatever the language, for
//! scripts to read. The operator's log goes to stderr, in English too (one line per connection,
//! room and refusal), like the protocol's texts.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use clap::Args;

use super::{CliError, CliResult, Io, Outcome};
use crate::i18n::{Message, library_error};
use crate::net::{Config, LogLevel, ServeError, Server};

#[derive(Args, Debug)]
pub(crate) struct ServeArgs {
    /// Address to listen on (port 0: any free port). Another address than loopback makes the
    /// server reachable from other machines.
    #[arg(long, default_value = "127.0.0.1:0", value_name = "HOST:PORT")]
    addr: String,
    /// Folder for the rooms and finished games (default: the data folder's
    /// `janggi-tutor/server`).
    #[arg(long, value_name = "DIR")]
    data: Option<PathBuf>,
    /// Open connections at most (lowered to what the open-file limit allows).
    #[arg(long, default_value_t = 10_000, value_name = "N")]
    max_connections: usize,
    /// Open connections from one IP address at most.
    #[arg(long, default_value_t = 64, value_name = "N")]
    max_per_ip: usize,
    /// Rooms at most.
    #[arg(long, default_value_t = 10_000, value_name = "N")]
    max_rooms: usize,
    /// Rooms one IP address may create per hour.
    #[arg(long, default_value_t = 60, value_name = "N")]
    rooms_per_ip: u32,
    /// Seconds of silence (no message, no answer to a ping) after which a connection is closed.
    #[arg(long, default_value_t = 60, value_name = "SECONDS")]
    idle_timeout: u64,
    /// Seconds a room without a move is kept when nobody is connected to it.
    #[arg(long, default_value_t = 600, value_name = "SECONDS")]
    unplayed_expiry: u64,
    /// Seconds a room with moves is kept when nobody is connected to it.
    #[arg(long, default_value_t = 3600, value_name = "SECONDS")]
    room_expiry: u64,
    /// What the log on stderr says: off, error, warn, info or debug.
    #[arg(long, default_value = "info", value_name = "LEVEL")]
    log: String,
}

pub(crate) fn run(io: &mut Io, args: &ServeArgs) -> CliResult {
    let addr: SocketAddr = args.addr.trim().parse().map_err(|_| {
        CliError::usage(Message::new("serve-bad-address").arg("addr", args.addr.clone()))
    })?;
    let data = match &args.data {
        Some(d) => d.clone(),
        None => dirs::data_dir()
            .map(|d| d.join("janggi-tutor").join("server"))
            .ok_or_else(|| CliError::usage(Message::new("serve-no-data-dir")))?,
    };
    let log: LogLevel = args.log.parse().map_err(|()| {
        CliError::usage(Message::new("serve-bad-log").arg("level", args.log.clone()))
    })?;
    let positive = |flag: &str, n: u64| {
        if n == 0 {
            Err(CliError::usage(
                Message::new("serve-zero-limit").arg("flag", flag.to_string()),
            ))
        } else {
            Ok(())
        }
    };
    positive("--max-connections", args.max_connections as u64)?;
    positive("--max-per-ip", args.max_per_ip as u64)?;
    positive("--max-rooms", args.max_rooms as u64)?;
    positive("--rooms-per-ip", u64::from(args.rooms_per_ip))?;
    positive("--idle-timeout", args.idle_timeout)?;
    positive("--unplayed-expiry", args.unplayed_expiry)?;
    positive("--room-expiry", args.room_expiry)?;
    let server_data = data.clone();
    let mut config = Config::new(addr, data);
    config.max_connections = args.max_connections;
    config.max_per_ip = args.max_per_ip;
    config.max_rooms = args.max_rooms;
    config.rooms_per_ip = args.rooms_per_ip;
    config.idle_timeout = Duration::from_secs(args.idle_timeout);
    config.unplayed_expiry = Duration::from_secs(args.unplayed_expiry);
    config.idle_expiry = Duration::from_secs(args.room_expiry);
    config.log = log;
    config.raise_nofile = true;
    let server = Server::bind(config).map_err(|e| match e {
        ServeError::Data(p, e) => CliError::Failure(
            Message::new("serve-bad-data")
                .arg("path", p.display().to_string())
                .arg_msg("error", library_error::io_error(&e)),
        ),
        ServeError::Bind(a, e) => CliError::Failure(
            Message::new("serve-bind-failed")
                .arg("addr", a.to_string())
                .arg_msg("error", library_error::io_error(&e)),
        ),
    })?;
    let _ = writeln!(io.out, "listening on ws://{}/ws", server.addr());
    io.say(&Message::new("serve-page").arg("url", format!("http://{}/", server.addr())));
    let _ = io.out.flush();
    if let Some(e) = server.cannot_save() {
        io.warn(
            &Message::new("serve-cannot-save")
                .arg("path", server_data.display().to_string())
                .arg_msg("error", library_error::io_error(e)),
        );
    }
    for s in server.skipped() {
        io.warn(&Message::new("serve-skipped-room").arg("detail", s.clone()));
    }
    let _ = io.err.flush();
    server.wait();
    Ok(Outcome::Done)
}
