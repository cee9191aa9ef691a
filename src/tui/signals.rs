//! The trainer ends cleanly when it is told to from outside (SIGTERM, SIGINT, SIGHUP) or its
//! terminal goes away (a closed window with SIGHUP ignored, `trap '' HUP`): the terminal loop
//! returns, so the terminal is restored where it still exists. Progress and the unfinished
//! game are saved at every change, so nothing is left to save then.
//!
//! The loop waits here, in `poll` on the terminal and a self-pipe the signal handlers write
//! to, and reads the terminal itself ([`super::input`]) only when `poll` says there is input:
//! crossterm's reader took a hung-up terminal's end of input for "nothing yet" and read again,
//! forever (100 % CPU), and waited for good on a sequence cut short.

use std::io::{self, Read};
use std::os::fd::{AsRawFd, RawFd};
use std::os::unix::net::UnixStream;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM, SIGWINCH};

/// Why the loop ends though the learner did not quit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stop {
    /// SIGTERM, SIGINT or SIGHUP (its number).
    Signal(i32),
    /// The terminal hung up or was closed.
    Lost,
}

impl Stop {
    /// The exit status, as a shell reports a process ended by the signal.
    pub(crate) fn exit_code(self) -> i32 {
        match self {
            Stop::Signal(s) => 128 + s,
            Stop::Lost => 1,
        }
    }
}

/// What a wait ended on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Woke {
    /// Input is there: read it.
    Ready,
    /// Something else woke the wait (a resize).
    Other,
    /// The time given passed.
    Timeout,
}

/// The terminal's input and the signals, watched together.
pub(crate) struct Watch {
    input: RawFd,
    wake: UnixStream,
    /// The last stopping signal received (0: none).
    got: Arc<AtomicUsize>,
    /// The window was resized since the last look.
    resized: Arc<AtomicBool>,
}

/// How long the loop may take to notice a lost terminal before the backstop ends the process
/// (a safety net: the loop reads the terminal only when `poll` says so, and ends on its end).
const BACKSTOP: Duration = Duration::from_secs(5);

impl Watch {
    /// Installs the handlers. They stay for the life of the process (signal-hook cannot give a
    /// signal its default action back), which is the trainer's life: it runs once.
    pub(crate) fn new(input: RawFd) -> io::Result<Watch> {
        let (wake, writer) = UnixStream::pair()?;
        wake.set_nonblocking(true)?;
        writer.set_nonblocking(true)?;
        let got = Arc::new(AtomicUsize::new(0));
        for sig in [SIGTERM, SIGINT, SIGHUP] {
            // A SIGHUP ignored on purpose (`nohup`, `trap '' HUP`) stays ignored; the lost
            // terminal is still noticed by `poll`.
            if sig == SIGHUP && ignored(sig) {
                continue;
            }
            signal_hook::flag::register_usize(sig, Arc::clone(&got), sig as usize)?;
            signal_hook::low_level::pipe::register(sig, writer.try_clone()?)?;
        }
        // A resize wakes the wait too, and is noted for the loop to send a Resize event.
        let resized = Arc::new(AtomicBool::new(false));
        signal_hook::flag::register(SIGWINCH, Arc::clone(&resized))?;
        signal_hook::low_level::pipe::register(SIGWINCH, writer)?;
        backstop(input);
        Ok(Watch {
            input,
            wake,
            got,
            resized,
        })
    }

    /// Whether the window was resized since the last call.
    pub(crate) fn take_resized(&self) -> bool {
        self.resized.swap(false, Ordering::Relaxed)
    }

    /// A stop already asked for, without waiting.
    pub(crate) fn stopped(&self) -> io::Result<Option<Stop>> {
        Ok(self.wait(Some(Duration::ZERO))?.err())
    }

    /// Waits at most `timeout` (forever with `None`) for input, a resize or a stop.
    pub(crate) fn wait(&self, timeout: Option<Duration>) -> io::Result<Result<Woke, Stop>> {
        let mut fds = [
            libc::pollfd {
                fd: self.input,
                events: libc::POLLIN,
                revents: 0,
            },
            libc::pollfd {
                fd: self.wake.as_raw_fd(),
                events: libc::POLLIN,
                revents: 0,
            },
        ];
        let ms = timeout.map_or(-1, |t| i32::try_from(t.as_millis()).unwrap_or(i32::MAX));
        // SAFETY: `fds` is a valid array of two pollfd structures for the whole call.
        let n = unsafe { libc::poll(fds.as_mut_ptr(), 2, ms) };
        if n < 0 {
            let e = io::Error::last_os_error();
            if e.kind() != io::ErrorKind::Interrupted {
                return Err(e);
            }
        }
        if fds[1].revents != 0 {
            let mut sink = [0u8; 64];
            while matches!((&self.wake).read(&mut sink), Ok(k) if k > 0) {}
        }
        let sig = self.got.load(Ordering::Relaxed);
        if sig != 0 {
            return Ok(Err(Stop::Signal(sig as i32)));
        }
        if fds[0].revents & (libc::POLLHUP | libc::POLLERR | libc::POLLNVAL) != 0 {
            return Ok(Err(Stop::Lost));
        }
        Ok(Ok(if fds[0].revents & libc::POLLIN != 0 {
            Woke::Ready
        } else if n == 0 {
            Woke::Timeout
        } else {
            Woke::Other
        }))
    }
}

/// Puts a non-blocking open of the terminal in place of the standard input, for
/// [`super::input`] to read from: a `read` then never waits, whatever `poll` said before it
/// (crossterm's reader, used before, was left in `read(0)` for good on the shared, blocking
/// one after a sequence cut short, deaf to keys and signals). A fresh open is a description of our own, so the flag does
/// not reach the shell's (which stays blocking, also after a `kill -9`), nor our output.
pub(crate) fn nonblocking_input() -> io::Result<()> {
    use std::os::fd::IntoRawFd;
    use std::os::unix::fs::OpenOptionsExt;
    let tty = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
        .open("/proc/self/fd/0")?;
    let fd = tty.into_raw_fd();
    // SAFETY: `fd` is ours and open; dup2 replaces descriptor 0 atomically.
    let r = unsafe { libc::dup2(fd, libc::STDIN_FILENO) };
    // SAFETY: `fd` is ours; descriptor 0 keeps the description open.
    unsafe { libc::close(fd) };
    if r < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// Whether `sig` is ignored now.
fn ignored(sig: i32) -> bool {
    // SAFETY: a zeroed sigaction is a valid out-parameter; a null new action only reads.
    unsafe {
        let mut old: libc::sigaction = std::mem::zeroed();
        libc::sigaction(sig, std::ptr::null(), &mut old) == 0 && old.sa_sigaction == libc::SIG_IGN
    }
}

/// A thread that waits for the terminal to hang up (events 0: only POLLHUP and POLLERR wake
/// it, input does not) and ends the process if the loop has not ended it by [`BACKSTOP`].
fn backstop(input: RawFd) {
    let _ = std::thread::Builder::new()
        .name("hangup-backstop".into())
        .spawn(move || {
            let mut fd = libc::pollfd {
                fd: input,
                events: 0,
                revents: 0,
            };
            loop {
                // SAFETY: one valid pollfd for the whole call.
                let n = unsafe { libc::poll(&mut fd, 1, -1) };
                if n > 0 && fd.revents & (libc::POLLHUP | libc::POLLERR | libc::POLLNVAL) != 0 {
                    break;
                }
                if n < 0 && io::Error::last_os_error().kind() != io::ErrorKind::Interrupted {
                    return;
                }
            }
            std::thread::sleep(BACKSTOP);
            std::process::exit(Stop::Lost.exit_code());
        });
}
