//! The trainer screen on a real pseudo-terminal (the binary, `CARGO_BIN_EXE_janggi-tutor`):
//! SIGTERM restores the terminal (cooked mode, main screen, mouse off) and ends with 143; a
//! terminal that goes away while SIGHUP is ignored (`trap '' HUP`) ends the program at once
//! instead of leaving it reading end of input at 100 % CPU.

use std::fs::File;
use std::io::Read;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A pseudo-terminal of 80×24: (master, slave).
pub(crate) fn pty() -> (OwnedFd, OwnedFd) {
    let (mut m, mut s) = (-1, -1);
    let size = libc::winsize {
        ws_row: 24,
        ws_col: 80,
        ws_xpixel: 0,
        ws_ypixel: 0,
    };
    // SAFETY: out-parameters for two descriptors; no name buffer, default termios.
    let r = unsafe {
        libc::openpty(
            &mut m,
            &mut s,
            std::ptr::null_mut(),
            std::ptr::null(),
            &size,
        )
    };
    assert_eq!(r, 0, "openpty: {}", std::io::Error::last_os_error());
    // Not inherited by the trainer (or by another test's child): the master's close must be
    // the last one for the terminal to hang up.
    for fd in [m, s] {
        // SAFETY: fcntl on descriptors just opened.
        unsafe { libc::fcntl(fd, libc::F_SETFD, libc::FD_CLOEXEC) };
    }
    // SAFETY: openpty returned two open descriptors that nothing else owns.
    unsafe { (OwnedFd::from_raw_fd(m), OwnedFd::from_raw_fd(s)) }
}

/// Starts the trainer on `slave` as the leader of its own session with `slave` as its
/// controlling terminal (as a terminal window starts a shell), SIGHUP ignored if asked.
fn start(slave: &OwnedFd, ignore_hup: bool, dir: &std::path::Path) -> Child {
    let progress = dir.join("progress.json");
    let args = [
        "--lang".as_ref(),
        "en".as_ref(),
        "--progress".as_ref(),
        progress.as_os_str(),
    ];
    start_args(slave, ignore_hup, &args)
}

/// [`start`] with these arguments (a verb that opens a screen, such as `join`).
pub(crate) fn start_args(slave: &OwnedFd, ignore_hup: bool, args: &[&std::ffi::OsStr]) -> Child {
    let io = || Stdio::from(slave.try_clone().expect("dup"));
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_janggi-tutor"));
    cmd.args(args)
        .env("TERM", "xterm-256color")
        .stdin(io())
        .stdout(io())
        .stderr(io());
    // SAFETY: only async-signal-safe calls between fork and exec.
    unsafe {
        cmd.pre_exec(move || {
            libc::setsid();
            libc::ioctl(0, libc::TIOCSCTTY, 0);
            if ignore_hup {
                libc::signal(libc::SIGHUP, libc::SIG_IGN);
            }
            Ok(())
        });
    }
    cmd.spawn().expect("start the binary")
}

/// Reads the master side into `out` until `close` is set (then drops the master: the
/// terminal goes away) or the other side closes.
pub(crate) fn reader(master: OwnedFd, out: Arc<Mutex<Vec<u8>>>, close: Arc<AtomicBool>) {
    std::thread::spawn(move || {
        let mut f = File::from(master);
        let mut buf = [0u8; 4096];
        while !close.load(Ordering::Relaxed) {
            let mut p = libc::pollfd {
                fd: f.as_raw_fd(),
                events: libc::POLLIN,
                revents: 0,
            };
            // SAFETY: one valid pollfd for the whole call.
            if unsafe { libc::poll(&mut p, 1, 50) } < 1 {
                continue;
            }
            match f.read(&mut buf) {
                Ok(n) if n > 0 => out.lock().unwrap().extend_from_slice(&buf[..n]),
                _ => break,
            }
        }
    });
}

fn contains(out: &Mutex<Vec<u8>>, what: &[u8]) -> bool {
    out.lock().unwrap().windows(what.len()).any(|w| w == what)
}

/// Waits for the child to end within `limit`; kills it (and fails) otherwise.
fn ended_within(child: &mut Child, limit: Duration) -> std::process::ExitStatus {
    let end = Instant::now() + limit;
    loop {
        if let Some(status) = child.try_wait().expect("wait") {
            return status;
        }
        if Instant::now() > end {
            let _ = child.kill();
            let _ = child.wait();
            panic!("the trainer did not end within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Waits until the screen is drawn: the setup's last sequence (bracketed paste on), then
/// output quiet for 300 ms (the loop waits for a key).
fn wait_drawn(out: &Mutex<Vec<u8>>) {
    let end = Instant::now() + Duration::from_secs(30);
    let mut last = (0, Instant::now());
    loop {
        let len = out.lock().unwrap().len();
        if len != last.0 {
            last = (len, Instant::now());
        } else if contains(out, b"\x1b[?2004h") && last.1.elapsed() > Duration::from_millis(300) {
            return;
        }
        assert!(Instant::now() < end, "the screen was not drawn");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn sigterm_restores_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let (master, slave) = pty();
    let out = Arc::new(Mutex::new(Vec::new()));
    reader(master, Arc::clone(&out), Arc::new(AtomicBool::new(false)));
    let mut child = start(&slave, false, dir.path());
    wait_drawn(&out);
    out.lock().unwrap().clear();
    // SAFETY: a signal to the child this test started and has not reaped.
    unsafe { libc::kill(child.id() as i32, libc::SIGTERM) };
    let status = ended_within(&mut child, Duration::from_secs(5));
    assert_eq!(status.code(), Some(128 + libc::SIGTERM), "{status:?}");
    std::thread::sleep(Duration::from_millis(200));
    for (what, seq) in [
        ("main screen", &b"\x1b[?1049l"[..]),
        ("mouse capture off", b"\x1b[?1000l"),
        ("bracketed paste off", b"\x1b[?2004l"),
    ] {
        assert!(contains(&out, seq), "{what} not restored");
    }
    // SAFETY: a zeroed termios is a valid out-parameter for tcgetattr on an open descriptor.
    let mut t: libc::termios = unsafe { std::mem::zeroed() };
    assert_eq!(unsafe { libc::tcgetattr(slave.as_raw_fd(), &mut t) }, 0);
    assert_ne!(t.c_lflag & libc::ICANON, 0, "the terminal is left raw");
    assert_ne!(
        t.c_lflag & libc::ECHO,
        0,
        "the terminal is left without echo"
    );
}

#[test]
fn a_lost_terminal_ends_the_trainer_though_sighup_is_ignored() {
    let dir = tempfile::tempdir().unwrap();
    let (master, slave) = pty();
    let out = Arc::new(Mutex::new(Vec::new()));
    let mut child = start(&slave, true, dir.path());
    // Our copy of the slave goes, so the master's close hangs the terminal up.
    drop(slave);
    let close = Arc::new(AtomicBool::new(false));
    reader(master, Arc::clone(&out), Arc::clone(&close));
    wait_drawn(&out);
    close.store(true, Ordering::Relaxed);
    // The reader closes the master: the window is gone. Well within
    // the 5 s backstop, so the loop itself noticed.
    let status = ended_within(&mut child, Duration::from_secs(3));
    assert_eq!(status.code(), Some(1), "{status:?}");
}

/// Issue 68: `ESC [ <` (a mouse report cut short) left crossterm in `read(0)` for good: no
/// key, and SIGTERM not acted on. Now the screen goes on (a key after it is still read)
/// and SIGTERM ends the trainer at once, the terminal restored.
#[test]
fn a_partial_escape_sequence_does_not_freeze_the_trainer() {
    use std::io::Write;
    let dir = tempfile::tempdir().unwrap();
    let (master, slave) = pty();
    let mut writer = File::from(master.try_clone().expect("dup"));
    let out = Arc::new(Mutex::new(Vec::new()));
    reader(master, Arc::clone(&out), Arc::new(AtomicBool::new(false)));
    let mut child = start(&slave, false, dir.path());
    wait_drawn(&out);
    writer.write_all(b"\x1b[<").unwrap();
    std::thread::sleep(Duration::from_millis(300));
    out.lock().unwrap().clear();
    let sent = Instant::now();
    // SAFETY: a signal to the child this test started and has not reaped.
    unsafe { libc::kill(child.id() as i32, libc::SIGTERM) };
    let status = ended_within(&mut child, Duration::from_secs(5));
    let took = sent.elapsed();
    assert_eq!(status.code(), Some(128 + libc::SIGTERM), "{status:?}");
    // Acted on at once (the wait for the child polls every 20 ms; a loaded machine is slow).
    assert!(took < Duration::from_millis(1000), "{took:?}");
    std::thread::sleep(Duration::from_millis(200));
    assert!(contains(&out, b"\x1b[?1049l"), "main screen not restored");
    // SAFETY: a zeroed termios is a valid out-parameter for tcgetattr on an open descriptor.
    let mut t: libc::termios = unsafe { std::mem::zeroed() };
    assert_eq!(unsafe { libc::tcgetattr(slave.as_raw_fd(), &mut t) }, 0);
    assert_ne!(t.c_lflag & libc::ICANON, 0, "the terminal is left raw");
}

/// Issue 68: the bytes after a sequence cut short are keys again. `ESC [ <` left alone
/// becomes Esc, `[`, `<` after a short wait (crossterm held it and then dropped it with the
/// next key), so the `q` that follows leaves the trainer.
#[test]
fn a_key_after_a_cut_escape_sequence_is_read() {
    use std::io::Write;
    let dir = tempfile::tempdir().unwrap();
    let (master, slave) = pty();
    let mut writer = File::from(master.try_clone().expect("dup"));
    let out = Arc::new(Mutex::new(Vec::new()));
    reader(master, Arc::clone(&out), Arc::new(AtomicBool::new(false)));
    let mut child = start(&slave, false, dir.path());
    wait_drawn(&out);
    writer.write_all(b"\x1b[<").unwrap();
    std::thread::sleep(Duration::from_millis(300));
    writer.write_all(b"q").unwrap();
    let status = ended_within(&mut child, Duration::from_secs(5));
    assert_eq!(status.code(), Some(0), "{status:?}");
}
