//! A buffer as plain text, as a terminal would show it: cells hidden behind a two-column
//! symbol are skipped. For snapshot tests, benches and debugging.

#[cfg(test)]
use ratatui::buffer::Buffer;

/// Row `y` of `buf` (relative to the buffer's area), trailing spaces removed.
#[cfg(test)]
pub(crate) fn row_text(buf: &Buffer, y: u16) -> String {
    let area = buf.area;
    let mut line = String::new();
    let mut skip = 0usize;
    for x in area.x..area.x + area.width {
        if skip > 0 {
            skip -= 1;
            continue;
        }
        let symbol = buf[(x, area.y + y)].symbol();
        line.push_str(symbol);
        skip = unicode_width::UnicodeWidthStr::width(symbol).saturating_sub(1);
    }
    line.truncate(line.trim_end().len());
    line
}

/// The whole buffer, one line per row, each trimmed at the end.
#[cfg(test)]
pub(crate) fn buffer_text(buf: &Buffer) -> String {
    (0..buf.area.height)
        .map(|y| row_text(buf, y))
        .collect::<Vec<_>>()
        .join("\n")
}
