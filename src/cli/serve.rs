//! `janggi-tutor serve [--addr HOST:PORT] [--data DIR]`: the room server for games over the
//! network (`docs/PROTOCOL.md`). The first line on stdout is `listening on ws://HOST:PORT/ws`
//! with the real port, in English whatever the language, for scripts to read.

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::Args;

use super::{CliError, CliResult, Io, Outcome};
use crate::i18n::{Message, library_error};
use crate::net::{Config, ServeError, Server};

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
    let server = Server::bind(Config::new(addr, data)).map_err(|e| match e {
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
    for s in server.skipped() {
        io.warn(&Message::new("serve-skipped-room").arg("detail", s.clone()));
    }
    let _ = io.err.flush();
    server.wait();
    Ok(Outcome::Done)
}
