//! What a room server may take, and how it protects itself: the configuration (every cap with
//! its `serve` flag), the caps per address (connections open, rooms created per hour), the
//! open-file limit the connection cap is sized from, and the operator's log on stderr.
//!
//! Kept apart from `server` so the tokio code there only asks "may this address connect?",
//! "may it create a room?" and "log this".

use std::collections::HashMap;
use std::io::Write;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::str::FromStr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What a server may take; the defaults suit a club or a school on one machine.
#[derive(Clone, Debug)]
pub struct Config {
    /// Where to listen (`127.0.0.1:0`: loopback, any free port).
    pub addr: SocketAddr,
    /// The data folder (rooms and finished games).
    pub data: PathBuf,
    /// Open connections at most; one more is told `server-full` and closed. Lowered at start
    /// to what the open-file limit allows ([`connection_cap`]).
    pub max_connections: usize,
    /// Open connections from one IP address at most (`too-many-connections` beyond).
    pub max_per_ip: usize,
    /// Rooms at most; a `create` beyond it is refused with `server-full`.
    pub max_rooms: usize,
    /// Rooms one IP address may create in an hour (`too-many-rooms` beyond; a token bucket).
    pub rooms_per_ip: u32,
    /// Largest frame or message in bytes; a bigger one closes the connection.
    pub max_message_bytes: usize,
    /// Messages a connection may send per second on average (and twice that in a burst).
    pub messages_per_second: u32,
    /// A connection the server has heard nothing from (no message, no answer to its ping)
    /// for this long is closed; so is one that sits in no room and sends no message. Pings go
    /// out after half of it in silence. A write stuck this long closes the connection too.
    pub idle_timeout: Duration,
    /// A room with moves that nobody is connected to is forgotten after this long.
    pub idle_expiry: Duration,
    /// A room without a move (never written to disk) that nobody is connected to is forgotten
    /// after this long.
    pub unplayed_expiry: Duration,
    /// What goes to the log on stderr.
    pub log: LogLevel,
    /// Raise the open-file limit to its hard limit at start and size the connection cap from
    /// it (off in tests that start many servers in one process).
    pub raise_nofile: bool,
    /// Runtime worker threads (0: one per core).
    pub workers: usize,
    /// A failure to inject into the room store's writes (tests of a full disk).
    #[doc(hidden)]
    pub write_fault: WriteFault,
}

/// An error every write of the room store fails with while it is set, as a full or
/// read-only disk would make it fail (tests: the real ones cannot be had without root).
#[doc(hidden)]
#[derive(Clone, Debug, Default)]
pub struct WriteFault(std::sync::Arc<std::sync::atomic::AtomicI32>);

impl WriteFault {
    /// Makes every write fail with the system error `errno` (`None`: writes work again).
    pub fn set(&self, errno: Option<i32>) {
        self.0
            .store(errno.unwrap_or(0), std::sync::atomic::Ordering::SeqCst);
    }

    /// The injected error, if one is set.
    pub(crate) fn check(&self) -> std::io::Result<()> {
        match self.0.load(std::sync::atomic::Ordering::SeqCst) {
            0 => Ok(()),
            errno => Err(std::io::Error::from_raw_os_error(errno)),
        }
    }
}

impl Config {
    pub fn new(addr: SocketAddr, data: PathBuf) -> Config {
        Config {
            addr,
            data,
            max_connections: 10_000,
            max_per_ip: 64,
            max_rooms: 10_000,
            rooms_per_ip: 60,
            max_message_bytes: 16 * 1024,
            messages_per_second: 20,
            idle_timeout: Duration::from_secs(60),
            idle_expiry: Duration::from_secs(3600),
            unplayed_expiry: Duration::from_secs(600),
            log: LogLevel::Off,
            raise_nofile: false,
            workers: 0,
            write_fault: WriteFault::default(),
        }
    }
}

/// How much the server says on stderr; each level includes the ones before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum LogLevel {
    /// Nothing.
    Off,
    /// What failed on the server's side (a room that could not be saved).
    Error,
    /// Refusals: caps reached, floods cut, idle connections closed.
    Warn,
    /// Also one line per connection (when it closes, with why) and per room (created,
    /// expired).
    Info,
    /// Also each connection as it opens.
    Debug,
}

impl FromStr for LogLevel {
    type Err = ();

    fn from_str(s: &str) -> Result<LogLevel, ()> {
        Ok(match s.trim().to_ascii_lowercase().as_str() {
            "off" => LogLevel::Off,
            "error" => LogLevel::Error,
            "warn" => LogLevel::Warn,
            "info" => LogLevel::Info,
            "debug" => LogLevel::Debug,
            _ => return Err(()),
        })
    }
}

impl LogLevel {
    fn word(self) -> &'static str {
        match self {
            LogLevel::Off => "off",
            LogLevel::Error => "error",
            LogLevel::Warn => "warn",
            LogLevel::Info => "info",
            LogLevel::Debug => "debug",
        }
    }
}

/// Writes one line to stderr if `level` is on: `2026-12-07T08:30:00Z warn MESSAGE`. In
/// English, for operators and their tools, like the protocol's texts.
pub(crate) fn log(on: LogLevel, level: LogLevel, message: std::fmt::Arguments<'_>) {
    if level > on || level == LogLevel::Off {
        return;
    }
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (y, m, d, rest) = crate::fsio::civil(secs);
    let (hh, mm, ss) = (rest / 3600, rest / 60 % 60, rest % 60);
    let line = format!(
        "{y:04}-{m:02}-{d:02}T{hh:02}:{mm:02}:{ss:02}Z {} {message}\n",
        level.word()
    );
    // One write per line straight to descriptor 2, so lines of different tasks do not
    // interleave, and without `std::io::stderr()`'s lock, which the command line's own output
    // may hold for the whole run.
    // SAFETY: descriptor 2 is borrowed for one write and never closed (`ManuallyDrop`).
    let mut fd2 = std::mem::ManuallyDrop::new(unsafe {
        <std::fs::File as std::os::fd::FromRawFd>::from_raw_fd(2)
    });
    let _ = fd2.write_all(line.as_bytes());
}

/// Descriptors kept for the server's own use (the runtime, the journal, the record and room
/// files being written, the listening socket, one more socket to say `server-full` on).
pub(crate) fn reserved_files(nofile: u64) -> u64 {
    (nofile / 16).clamp(32, 256)
}

/// The connection cap: the configured one, lowered so every connection and the server's own
/// files fit under the open-file limit `nofile`; a connection beyond is answered
/// `server-full` before the kernel would refuse to accept it.
pub(crate) fn connection_cap(configured: usize, nofile: Option<u64>) -> usize {
    match nofile {
        Some(n) => {
            let room = n.saturating_sub(reserved_files(n)).max(1);
            configured.min(usize::try_from(room).unwrap_or(usize::MAX))
        }
        None => configured,
    }
}

/// Raises the soft open-file limit to the hard one; the limit in force after (`None` when it
/// cannot be read, or is unlimited).
pub(crate) fn raise_nofile() -> Option<u64> {
    // SAFETY: getrlimit and setrlimit only read and write the struct passed.
    unsafe {
        let mut lim = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        if libc::getrlimit(libc::RLIMIT_NOFILE, &raw mut lim) != 0 {
            return None;
        }
        if lim.rlim_cur < lim.rlim_max {
            let want = libc::rlimit {
                rlim_cur: lim.rlim_max,
                rlim_max: lim.rlim_max,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raw const want) == 0 {
                lim.rlim_cur = lim.rlim_max;
            }
        }
        // `rlim_t` is `u64` here but not on every platform.
        #[allow(clippy::unnecessary_cast)]
        let cur = lim.rlim_cur as u64;
        (lim.rlim_cur != libc::RLIM_INFINITY).then_some(cur)
    }
}

/// Why an address is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Refusal {
    Connections,
    Rooms,
}

/// Room creations left to one address: a bucket of `rooms_per_ip`, refilled over an hour.
#[derive(Clone, Copy, Debug)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

/// Connections open and rooms created, per IP address.
#[derive(Debug, Default)]
pub(crate) struct PerIp {
    inner: Mutex<PerIpInner>,
}

#[derive(Debug, Default)]
struct PerIpInner {
    open: HashMap<IpAddr, usize>,
    rooms: HashMap<IpAddr, Bucket>,
}

const HOUR: Duration = Duration::from_secs(3600);

impl PerIp {
    /// Counts a connection from `ip` if it is under `cap`.
    pub(crate) fn connect(&self, ip: IpAddr, cap: usize) -> Result<(), Refusal> {
        let Ok(mut g) = self.inner.lock() else {
            return Ok(());
        };
        let n = g.open.entry(ip).or_insert(0);
        if *n >= cap {
            if *n == 0 {
                g.open.remove(&ip);
            }
            return Err(Refusal::Connections);
        }
        *n += 1;
        Ok(())
    }

    /// A connection from `ip` closed.
    pub(crate) fn disconnect(&self, ip: IpAddr) {
        let Ok(mut g) = self.inner.lock() else {
            return;
        };
        if let Some(n) = g.open.get_mut(&ip) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                g.open.remove(&ip);
            }
        }
    }

    /// Takes one room creation from `ip`'s bucket of `per_hour`, if one is left.
    pub(crate) fn create_room(
        &self,
        ip: IpAddr,
        per_hour: u32,
        now: Instant,
    ) -> Result<(), Refusal> {
        let Ok(mut g) = self.inner.lock() else {
            return Ok(());
        };
        let full = f64::from(per_hour);
        let b = g.rooms.entry(ip).or_insert(Bucket {
            tokens: full,
            at: now,
        });
        let refill = now.saturating_duration_since(b.at).as_secs_f64() / HOUR.as_secs_f64();
        b.tokens = (b.tokens + refill * full).min(full);
        b.at = now;
        if b.tokens >= 1.0 {
            b.tokens -= 1.0;
            Ok(())
        } else {
            Err(Refusal::Rooms)
        }
    }

    /// Forgets the buckets that have refilled (their address may create a full hour's rooms
    /// again), so the table does not grow with every address ever seen.
    pub(crate) fn sweep(&self, now: Instant) {
        if let Ok(mut g) = self.inner.lock() {
            g.rooms
                .retain(|_, b| now.saturating_duration_since(b.at) < HOUR);
        }
    }

    /// Addresses with a connection open, and with a bucket (for tests).
    #[cfg(test)]
    pub(crate) fn sizes(&self) -> (usize, usize) {
        self.inner
            .lock()
            .map(|g| (g.open.len(), g.rooms.len()))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_connection_cap_leaves_room_for_the_servers_own_files() {
        assert_eq!(connection_cap(10_000, None), 10_000);
        assert_eq!(connection_cap(10_000, Some(1024)), 1024 - 64);
        assert_eq!(connection_cap(10_000, Some(100)), 100 - 32);
        assert_eq!(connection_cap(10_000, Some(1_048_576)), 10_000);
        assert_eq!(connection_cap(10_000, Some(10)), 1);
    }

    #[test]
    fn per_address_caps() {
        let p = PerIp::default();
        let a: IpAddr = "127.0.0.1".parse().unwrap();
        let b: IpAddr = "127.0.0.2".parse().unwrap();
        assert_eq!(p.connect(a, 2), Ok(()));
        assert_eq!(p.connect(a, 2), Ok(()));
        assert_eq!(p.connect(a, 2), Err(Refusal::Connections));
        assert_eq!(p.connect(b, 2), Ok(()));
        p.disconnect(a);
        assert_eq!(p.connect(a, 2), Ok(()));
        p.disconnect(a);
        p.disconnect(a);
        p.disconnect(b);
        assert_eq!(p.sizes().0, 0, "no address with nothing open is kept");

        let t0 = Instant::now();
        for _ in 0..3 {
            assert_eq!(p.create_room(a, 3, t0), Ok(()));
        }
        assert_eq!(p.create_room(a, 3, t0), Err(Refusal::Rooms));
        assert_eq!(
            p.create_room(b, 3, t0),
            Ok(()),
            "another address is not charged"
        );
        // A third of an hour gives one room back.
        let later = t0 + HOUR / 3 + Duration::from_secs(1);
        assert_eq!(p.create_room(a, 3, later), Ok(()));
        assert_eq!(p.create_room(a, 3, later), Err(Refusal::Rooms));
        p.sweep(later + HOUR);
        assert_eq!(p.sizes().1, 0);
    }

    #[test]
    fn log_levels_read_and_order() {
        assert_eq!("WARN".parse::<LogLevel>(), Ok(LogLevel::Warn));
        assert_eq!("debug".parse::<LogLevel>(), Ok(LogLevel::Debug));
        assert!("loud".parse::<LogLevel>().is_err());
        assert!(LogLevel::Error < LogLevel::Info);
    }
}
