//! Standard output that remembers its first write error, so a full disk or a closed file
//! (`moves > /dev/full`) ends in an error message and a non-zero exit instead of silence.
//! A closed pipe (`| head`) stays quiet: the reader has what it wanted.

use std::io::{self, Write};

use crate::i18n::{Localizer, Message, library_error};

/// Exit status when the output could not be written.
pub(crate) const EXIT_OUTPUT: i32 = 1;

pub(crate) struct Checked<W: Write> {
    inner: W,
    error: Option<io::Error>,
}

impl<W: Write> Checked<W> {
    pub(crate) fn new(inner: W) -> Self {
        Checked { inner, error: None }
    }

    fn note<T>(&mut self, r: io::Result<T>) -> io::Result<T> {
        if let Err(e) = &r
            && self.error.is_none()
        {
            self.error = Some(io::Error::new(e.kind(), e.to_string()));
        }
        r
    }

    /// Flushes and returns the exit status: `code`, or [`EXIT_OUTPUT`] after a write error,
    /// reported on `err` in the language `l10n` gives (the command line's).
    pub(crate) fn finish(
        mut self,
        code: i32,
        err: &mut dyn Write,
        l10n: impl FnOnce() -> Localizer,
    ) -> i32 {
        let flushed = self.inner.flush();
        let _ = self.note(flushed);
        match self.error {
            None => code,
            Some(e) if e.kind() == io::ErrorKind::BrokenPipe => code,
            Some(e) => {
                let l10n = l10n();
                let msg =
                    Message::new("cli-output-failed").arg_msg("error", library_error::io_error(&e));
                let line = Message::new("cli-error-line").arg_msg("text", msg);
                let _ = writeln!(err, "{}", l10n.format(&line));
                if code == 0 { EXIT_OUTPUT } else { code }
            }
        }
    }
}

impl<W: Write> Write for Checked<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let r = self.inner.write(buf);
        self.note(r)
    }

    fn flush(&mut self) -> io::Result<()> {
        let r = self.inner.flush();
        self.note(r)
    }
}
