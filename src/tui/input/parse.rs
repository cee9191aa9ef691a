//! The terminal's bytes into events, as crossterm would give them (its parser is private and
//! cannot be flushed): keys and control keys, UTF-8, CSI and SS3 keys (arrows, Home/End,
//! Insert/Delete, PageUp/PageDown, F1–F12, BackTab, with modifiers), SGR and X10 mouse
//! reports, focus, bracketed paste.
//!
//! What it adds: a sequence left unfinished is never held for good. After [`PARTIAL_WAIT`]
//! without a byte it becomes keys (ESC as Esc, the rest as characters: `ESC [ <` is Esc, `[`,
//! `<`), and a sequence broken by a byte that cannot belong to it is dropped up to that byte,
//! which is read afresh. Nothing grows without bound: a sequence is at most [`MAX_SEQUENCE`]
//! bytes, a paste at most [`MAX_PASTE`].

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

/// How long an unfinished escape sequence waits for its end before it is read as keys.
pub(crate) const PARTIAL_WAIT: Duration = Duration::from_millis(50);
/// How long an unfinished paste waits for its end marker before what came is pasted.
pub(crate) const PASTE_WAIT: Duration = Duration::from_secs(1);
/// The longest escape sequence kept; a longer one is dropped.
pub(crate) const MAX_SEQUENCE: usize = 64;
/// The most of one paste kept (the rest is dropped; a FEN or a move is far shorter).
pub(crate) const MAX_PASTE: usize = 64 * 1024;

const ESC: u8 = 0x1b;
const PASTE_END: &[u8] = b"\x1b[201~";

/// What the start of the buffer is.
enum Parsed {
    /// An event and the bytes it took.
    Event(Event, usize),
    /// Bytes that make no event (an unknown or broken sequence).
    Skip(usize),
    /// The start of a paste (`ESC [ 200 ~`, its length).
    PasteStart(usize),
    /// More bytes are needed.
    Incomplete,
}

/// Bytes in, events out.
#[derive(Default)]
pub(crate) struct Parser {
    buf: Vec<u8>,
    /// Inside a bracketed paste: what came so far.
    paste: Option<Vec<u8>>,
    ready: VecDeque<Event>,
    /// When the last bytes came.
    last: Option<Instant>,
}

impl Parser {
    /// Takes bytes read from the terminal at `now`.
    pub(crate) fn feed(&mut self, bytes: &[u8], now: Instant) {
        if bytes.is_empty() {
            return;
        }
        self.buf.extend_from_slice(bytes);
        self.last = Some(now);
        self.parse();
    }

    /// The next event, if one is complete, or if an unfinished sequence has waited its time
    /// at `now` (then it is read as keys, or the paste as it is).
    pub(crate) fn next(&mut self, now: Instant) -> Option<Event> {
        if self.ready.is_empty() && self.flush_at().is_some_and(|at| at <= now) {
            self.flush();
        }
        self.ready.pop_front()
    }

    /// When an unfinished sequence or paste is given up on (`None`: nothing is pending).
    pub(crate) fn flush_at(&self) -> Option<Instant> {
        let wait = if self.paste.is_some() {
            PASTE_WAIT
        } else if !self.buf.is_empty() {
            PARTIAL_WAIT
        } else {
            return None;
        };
        self.last.map(|l| l + wait)
    }

    fn parse(&mut self) {
        loop {
            if self.paste.is_some() {
                if !self.take_paste() {
                    return;
                }
                continue;
            }
            if self.buf.is_empty() {
                return;
            }
            match parse_one(&self.buf) {
                Parsed::Event(ev, n) => {
                    self.ready.push_back(ev);
                    self.buf.drain(..n);
                }
                Parsed::Skip(n) => {
                    self.buf.drain(..n.max(1));
                }
                Parsed::PasteStart(n) => {
                    self.buf.drain(..n);
                    self.paste = Some(Vec::new());
                }
                Parsed::Incomplete if self.buf.len() > MAX_SEQUENCE => {
                    // Never a real sequence: dropped as a broken one is.
                    self.buf.drain(..1);
                    let next = self.buf.iter().position(|&b| b == ESC);
                    self.buf.drain(..next.unwrap_or(self.buf.len()));
                }
                Parsed::Incomplete => return,
            }
        }
    }

    /// Moves pasted bytes out of the buffer; `true` when the paste ended.
    fn take_paste(&mut self) -> bool {
        let Some(content) = self.paste.as_mut() else {
            return true;
        };
        let found = self
            .buf
            .windows(PASTE_END.len())
            .position(|w| w == PASTE_END);
        // Without the marker, the last bytes may be its start: they stay in the buffer.
        let upto = found.unwrap_or(self.buf.len().saturating_sub(PASTE_END.len() - 1));
        let room = MAX_PASTE.saturating_sub(content.len());
        content.extend_from_slice(&self.buf[..upto.min(room)]);
        self.buf.drain(..upto);
        if found.is_none() {
            return false;
        }
        self.buf.drain(..PASTE_END.len());
        self.end_paste();
        true
    }

    fn end_paste(&mut self) {
        if let Some(content) = self.paste.take() {
            let text = String::from_utf8_lossy(&content).into_owned();
            self.ready.push_back(Event::Paste(text));
        }
    }

    /// Gives up waiting: a paste is pasted as it is; a sequence becomes keys.
    fn flush(&mut self) {
        if let Some(content) = self.paste.as_mut() {
            let room = MAX_PASTE.saturating_sub(content.len());
            content.extend_from_slice(&self.buf[..self.buf.len().min(room)]);
            self.buf.clear();
            self.end_paste();
            return;
        }
        let mut rest = &self.buf[..];
        if rest.first() == Some(&ESC) {
            self.ready.push_back(key(KeyCode::Esc, KeyModifiers::NONE));
            rest = &rest[1..];
        }
        for c in String::from_utf8_lossy(rest).chars() {
            if c == char::REPLACEMENT_CHARACTER {
                continue;
            }
            let mut one = [0u8; 4];
            if let Parsed::Event(ev, _) = parse_char(c.encode_utf8(&mut one).as_bytes()) {
                self.ready.push_back(ev);
            }
        }
        self.buf.clear();
    }
}

fn key(code: KeyCode, modifiers: KeyModifiers) -> Event {
    Event::Key(KeyEvent::new(code, modifiers))
}

fn parse_one(b: &[u8]) -> Parsed {
    if b[0] != ESC {
        return parse_char(b);
    }
    match b.get(1) {
        None => Parsed::Incomplete,
        Some(b'[') => parse_csi(b),
        Some(b'O') => match b.get(2) {
            None => Parsed::Incomplete,
            Some(&c) => match ss3_key(c) {
                Some(code) => Parsed::Event(key(code, KeyModifiers::NONE), 3),
                None => Parsed::Skip(3),
            },
        },
        // ESC ESC: the first is Esc, the second starts anew.
        Some(&ESC) => Parsed::Event(key(KeyCode::Esc, KeyModifiers::NONE), 1),
        // ESC and a key: that key with Alt.
        Some(_) => match parse_char(&b[1..]) {
            Parsed::Event(Event::Key(mut k), n) => {
                k.modifiers |= KeyModifiers::ALT;
                Parsed::Event(Event::Key(k), n + 1)
            }
            Parsed::Incomplete => Parsed::Incomplete,
            _ => Parsed::Skip(1),
        },
    }
}

fn ss3_key(c: u8) -> Option<KeyCode> {
    Some(match c {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'P'..=b'S' => KeyCode::F(c - b'P' + 1),
        _ => return None,
    })
}

/// One key that is not an escape sequence: a control byte or a UTF-8 character.
fn parse_char(b: &[u8]) -> Parsed {
    let ctrl = |c: char| Parsed::Event(key(KeyCode::Char(c), KeyModifiers::CONTROL), 1);
    let plain = |code| Parsed::Event(key(code, KeyModifiers::NONE), 1);
    match b[0] {
        b'\r' | b'\n' => plain(KeyCode::Enter),
        b'\t' => plain(KeyCode::Tab),
        0x7f | 0x08 => plain(KeyCode::Backspace),
        ESC => plain(KeyCode::Esc),
        0 => ctrl(' '),
        c @ 0x01..=0x1a => ctrl(char::from(c - 1 + b'a')),
        c @ 0x1c..=0x1f => ctrl(char::from(c - 0x1c + b'4')),
        first => {
            let len = match first {
                0x00..=0x7f => 1,
                0xc2..=0xdf => 2,
                0xe0..=0xef => 3,
                0xf0..=0xf4 => 4,
                _ => return Parsed::Skip(1),
            };
            if b.len() < len {
                // A continuation byte that cannot be one breaks the character at once.
                return if b[1..].iter().all(|&c| c & 0xc0 == 0x80) {
                    Parsed::Incomplete
                } else {
                    Parsed::Skip(1)
                };
            }
            match std::str::from_utf8(&b[..len])
                .ok()
                .and_then(|s| s.chars().next())
            {
                Some(c) => {
                    let m = if c.is_uppercase() {
                        KeyModifiers::SHIFT
                    } else {
                        KeyModifiers::NONE
                    };
                    Parsed::Event(key(KeyCode::Char(c), m), len)
                }
                None => Parsed::Skip(1),
            }
        }
    }
}

/// `ESC [` and what follows.
fn parse_csi(b: &[u8]) -> Parsed {
    match b.get(2) {
        None => Parsed::Incomplete,
        Some(b'<') => parse_sgr_mouse(b),
        Some(b'M') => parse_x10_mouse(b),
        Some(_) => {
            // Parameters (0x30–0x3F), intermediates (0x20–0x2F), then the final byte.
            let mut i = 2;
            while let Some(&c) = b.get(i) {
                match c {
                    0x20..=0x3f => i += 1,
                    0x40..=0x7e => return csi_event(&b[2..i], c, i + 1),
                    // A byte no sequence holds: the sequence was cut; that byte is read anew.
                    _ => return Parsed::Skip(i),
                }
            }
            Parsed::Incomplete
        }
    }
}

/// The modifiers of a CSI parameter (1 + bits: 1 Shift, 2 Alt, 4 Ctrl).
fn modifiers(p: Option<u16>) -> KeyModifiers {
    let bits = p.unwrap_or(1).saturating_sub(1);
    let mut m = KeyModifiers::NONE;
    if bits & 1 != 0 {
        m |= KeyModifiers::SHIFT;
    }
    if bits & 2 != 0 {
        m |= KeyModifiers::ALT;
    }
    if bits & 4 != 0 {
        m |= KeyModifiers::CONTROL;
    }
    m
}

fn numbers(params: &[u8]) -> Option<Vec<u16>> {
    std::str::from_utf8(params)
        .ok()?
        .split(';')
        .map(|p| {
            if p.is_empty() {
                Some(1)
            } else {
                p.parse().ok()
            }
        })
        .collect()
}

fn csi_event(params: &[u8], fin: u8, len: usize) -> Parsed {
    let Some(n) = numbers(params) else {
        return Parsed::Skip(len);
    };
    let m = modifiers(n.get(1).copied());
    let code = match fin {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'P'..=b'S' => KeyCode::F(fin - b'P' + 1),
        b'Z' => return Parsed::Event(key(KeyCode::BackTab, KeyModifiers::SHIFT), len),
        b'I' if params.is_empty() => return Parsed::Event(Event::FocusGained, len),
        b'O' if params.is_empty() => return Parsed::Event(Event::FocusLost, len),
        b'~' => match n.first().copied().unwrap_or(0) {
            1 | 7 => KeyCode::Home,
            2 => KeyCode::Insert,
            3 => KeyCode::Delete,
            4 | 8 => KeyCode::End,
            5 => KeyCode::PageUp,
            6 => KeyCode::PageDown,
            f @ 11..=15 => KeyCode::F((f - 10) as u8),
            f @ 17..=21 => KeyCode::F((f - 11) as u8),
            f @ 23..=24 => KeyCode::F((f - 12) as u8),
            200 => return Parsed::PasteStart(len),
            _ => return Parsed::Skip(len),
        },
        _ => return Parsed::Skip(len),
    };
    Parsed::Event(key(code, m), len)
}

/// `ESC [ < b ; x ; y M` (press, drag, wheel) or `m` (release).
fn parse_sgr_mouse(b: &[u8]) -> Parsed {
    let mut i = 3;
    while let Some(&c) = b.get(i) {
        match c {
            b'0'..=b'9' | b';' => i += 1,
            b'M' | b'm' => {
                let len = i + 1;
                return match numbers(&b[3..i]).as_deref() {
                    Some(&[cb, x, y]) => match mouse(cb, x, y, c == b'm') {
                        Some(ev) => Parsed::Event(ev, len),
                        None => Parsed::Skip(len),
                    },
                    _ => Parsed::Skip(len),
                };
            }
            _ => return Parsed::Skip(i),
        }
    }
    Parsed::Incomplete
}

/// `ESC [ M` and three bytes (each 32 more than its number).
fn parse_x10_mouse(b: &[u8]) -> Parsed {
    if b.len() < 6 {
        return Parsed::Incomplete;
    }
    let n = |c: u8| u16::from(c.saturating_sub(32));
    let cb = n(b[3]);
    let ev = if cb & 3 == 3 && cb & 64 == 0 {
        // X10 says "released" without which button.
        mouse(cb & !3, n(b[4]), n(b[5]), true)
    } else {
        mouse(cb, n(b[4]), n(b[5]), false)
    };
    ev.map_or(Parsed::Skip(6), |ev| Parsed::Event(ev, 6))
}

fn mouse(cb: u16, x: u16, y: u16, released: bool) -> Option<Event> {
    let button = match cb & 3 {
        0 => MouseButton::Left,
        1 => MouseButton::Middle,
        2 => MouseButton::Right,
        _ => MouseButton::Left,
    };
    let kind = if cb & 64 != 0 {
        match cb & 3 {
            0 => MouseEventKind::ScrollUp,
            1 => MouseEventKind::ScrollDown,
            2 => MouseEventKind::ScrollLeft,
            _ => MouseEventKind::ScrollRight,
        }
    } else if cb & 32 != 0 {
        if cb & 3 == 3 {
            MouseEventKind::Moved
        } else {
            MouseEventKind::Drag(button)
        }
    } else if released {
        MouseEventKind::Up(button)
    } else if cb & 3 == 3 {
        return None;
    } else {
        MouseEventKind::Down(button)
    };
    let mut modifiers = KeyModifiers::NONE;
    if cb & 4 != 0 {
        modifiers |= KeyModifiers::SHIFT;
    }
    if cb & 8 != 0 {
        modifiers |= KeyModifiers::ALT;
    }
    if cb & 16 != 0 {
        modifiers |= KeyModifiers::CONTROL;
    }
    Some(Event::Mouse(MouseEvent {
        kind,
        column: x.saturating_sub(1),
        row: y.saturating_sub(1),
        modifiers,
    }))
}
