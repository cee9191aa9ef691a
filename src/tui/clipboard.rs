//! Copying to the terminal's clipboard with OSC 52 (`ESC ] 52 ; c ; <base64> ESC \`), which
//! works over SSH and in most terminals (xterm, kitty, WezTerm, iTerm2, Windows Terminal,
//! tmux with `set-clipboard on`); a terminal without it ignores the sequence. The sequence is
//! crossterm's `CopyToClipboard` (feature `osc52`).

use std::io::{self, Write};

use ratatui::crossterm::Command;
use ratatui::crossterm::clipboard::CopyToClipboard;

/// The bytes that ask the terminal to put `text` on the clipboard.
pub(crate) fn osc52(text: &str) -> String {
    let mut out = String::new();
    CopyToClipboard::to_clipboard_from(text.as_bytes())
        .write_ansi(&mut out)
        .expect("writing to a String cannot fail");
    out
}

/// Writes the sequence to the terminal.
pub(crate) fn copy(out: &mut impl Write, text: &str) -> io::Result<()> {
    out.write_all(osc52(text).as_bytes())?;
    out.flush()
}
