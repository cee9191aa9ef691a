//! The trainer's own terminal input (issue 68): the bytes `poll` announced are read without
//! ever blocking and handed to [`parse::Parser`], which gives crossterm's events. crossterm's
//! own reader cannot be used: after a sequence cut short (`ESC [ <` of a mouse report split
//! by a slow link) it waits for the rest and cannot be told to give up, so the bytes after it
//! were lost or misread. Here an unfinished sequence becomes keys after
//! [`parse::PARTIAL_WAIT`], and the loop around it (`super::next_event`) keeps waiting in
//! `poll` on the terminal and the signals, so a signal is acted on at once whatever is
//! pending.

pub(crate) mod parse;
#[cfg(test)]
mod tests;

use std::io;
use std::os::fd::RawFd;
use std::time::Instant;

use ratatui::crossterm::event::Event;

/// The terminal's input: a descriptor (non-blocking) and the parser.
pub(crate) struct Input {
    fd: RawFd,
    parser: parse::Parser,
}

/// What reading found.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Read {
    /// Bytes were taken in (or none were there).
    Ok,
    /// End of input or a read error: the terminal is gone.
    Gone,
}

impl Input {
    pub(crate) fn new(fd: RawFd) -> Input {
        Input {
            fd,
            parser: parse::Parser::default(),
        }
    }

    /// The next event already read (or due: an unfinished sequence given up on at `now`).
    pub(crate) fn next(&mut self, now: Instant) -> Option<Event> {
        self.parser.next(now)
    }

    /// When the loop must look again though nothing arrives (an unfinished sequence).
    pub(crate) fn flush_at(&self) -> Option<Instant> {
        self.parser.flush_at()
    }

    /// The next event within about `timeout`, waiting in `poll` on the terminal alone (for a
    /// screen without signal handling of its own, `class watch`).
    pub(crate) fn wait_event(&mut self, timeout: std::time::Duration) -> io::Result<Option<Event>> {
        let now = Instant::now();
        if let Some(ev) = self.next(now) {
            return Ok(Some(ev));
        }
        let wait = self
            .flush_at()
            .map_or(timeout, |at| at.saturating_duration_since(now).min(timeout));
        let mut fd = libc::pollfd {
            fd: self.fd,
            events: libc::POLLIN,
            revents: 0,
        };
        let ms = i32::try_from(wait.as_millis()).unwrap_or(i32::MAX);
        // SAFETY: one valid pollfd for the whole call.
        let n = unsafe { libc::poll(&mut fd, 1, ms) };
        if n > 0 && fd.revents & libc::POLLIN != 0 && self.read_available() == Read::Gone {
            return Err(io::Error::new(
                io::ErrorKind::UnexpectedEof,
                "the terminal is gone",
            ));
        }
        if n > 0 && fd.revents & (libc::POLLHUP | libc::POLLERR | libc::POLLNVAL) != 0 {
            return Err(io::Error::new(
                io::ErrorKind::UnexpectedEof,
                "the terminal is gone",
            ));
        }
        Ok(self.next(Instant::now()))
    }

    /// Reads what the terminal has now: one `read` (the loop polls again for more), so it
    /// never waits, on a blocking descriptor either, when `poll` said it is readable.
    pub(crate) fn read_available(&mut self) -> Read {
        let mut buf = [0u8; 4096];
        loop {
            // SAFETY: `buf` is valid for writes of its length for the whole call.
            let n = unsafe { libc::read(self.fd, buf.as_mut_ptr().cast(), buf.len()) };
            if n > 0 {
                self.parser.feed(&buf[..n as usize], Instant::now());
                return Read::Ok;
            }
            if n == 0 {
                return Read::Gone;
            }
            match io::Error::last_os_error().kind() {
                io::ErrorKind::Interrupted => {}
                io::ErrorKind::WouldBlock => return Read::Ok,
                _ => return Read::Gone,
            }
        }
    }
}
