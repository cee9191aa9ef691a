//! Styles. Every coloured element sets both its foreground and its background, so it reads the
//! same on dark and light terminals; plain text keeps the terminal's own colours.
//! With `NO_COLOR` no colour is used at all: sides and highlights are told apart by
//! modifiers (Han pieces reversed) and by the marker characters the board draws anyway.

use ratatui::style::{Color, Modifier, Style};

use crate::rules::Color as Side;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Theme {
    pub(crate) color: bool,
}

impl Theme {
    /// `NO_COLOR` set to anything non-empty turns colour off (<https://no-color.org>).
    pub(crate) fn from_env(no_color: Option<&str>) -> Theme {
        Theme {
            color: no_color.is_none_or(str::is_empty),
        }
    }

    pub(crate) const fn colored() -> Theme {
        Theme { color: true }
    }

    pub(crate) const fn monochrome() -> Theme {
        Theme { color: false }
    }

    fn pick(self, colored: Style, plain: Style) -> Style {
        if self.color { colored } else { plain }
    }

    /// Bold text on a coloured background; without colour, bold with `plain` modifiers.
    fn badge(self, fg: Color, bg: Color, plain: Modifier) -> Style {
        self.pick(
            Style::new().fg(fg).bg(bg).add_modifier(Modifier::BOLD),
            Style::new().add_modifier(plain),
        )
    }

    /// Board lines and empty points.
    pub(crate) fn line(self) -> Style {
        Style::default()
    }

    /// A piece of `side`: white on blue (Cho) or white on red (Han), like the discs of a set.
    /// The sides differ by more than colour, as the two sides of a set differ by their
    /// lettering: Han's pieces are also underlined (and reversed without colour), so they are
    /// told apart in a monochrome terminal, by a colour-blind learner, or on a greyscale
    /// screenshot. (With `--ascii` Han's letters are lower case too.)
    pub(crate) fn piece(self, side: Side) -> Style {
        let bg = match side {
            Side::Cho => Color::Blue,
            Side::Han => Color::Red,
        };
        let mark = match side {
            Side::Cho => Modifier::BOLD,
            Side::Han => Modifier::BOLD | Modifier::UNDERLINED,
        };
        let plain = match side {
            Side::Cho => Style::new().add_modifier(mark),
            Side::Han => Style::new().add_modifier(mark | Modifier::REVERSED),
        };
        self.pick(
            Style::new().fg(Color::White).bg(bg).add_modifier(mark),
            plain,
        )
    }

    /// Side names in running text (楚 / 汉 in the status bar).
    pub(crate) fn side_text(self, side: Side) -> Style {
        self.piece(side)
    }

    /// A lit point (legal destination, or a point the learner marked).
    pub(crate) fn lit(self) -> Style {
        self.badge(Color::Black, Color::Yellow, Modifier::BOLD)
    }

    /// The selected piece.
    pub(crate) fn selected(self) -> Style {
        self.badge(
            Color::Black,
            Color::Yellow,
            Modifier::BOLD | Modifier::UNDERLINED,
        )
    }

    /// The cursor's bracket marks.
    pub(crate) fn cursor(self) -> Style {
        self.badge(Color::Black, Color::Cyan, Modifier::BOLD)
    }

    /// A king in check.
    pub(crate) fn check(self) -> Style {
        self.badge(Color::White, Color::Magenta, Modifier::BOLD)
    }

    /// Points an explanation names (a blocked leg, a screen, an attacker).
    pub(crate) fn marked(self) -> Style {
        self.badge(Color::Black, Color::Green, Modifier::BOLD)
    }

    /// Added to the two points of the last move.
    pub(crate) fn last_move(self) -> Modifier {
        Modifier::UNDERLINED
    }

    /// Header and key-hint bars.
    pub(crate) fn bar(self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    /// The key names inside the hint bar.
    pub(crate) fn bar_key(self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    pub(crate) fn title(self) -> Style {
        Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
    }

    pub(crate) fn focused_title(self) -> Style {
        self.badge(
            Color::Black,
            Color::Cyan,
            Modifier::BOLD | Modifier::REVERSED,
        )
    }

    /// The highlighted row of a list.
    pub(crate) fn list_selected(self, focused: bool) -> Style {
        if focused {
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
        } else {
            Style::new().add_modifier(Modifier::BOLD)
        }
    }

    pub(crate) fn dim(self) -> Style {
        Style::new().add_modifier(Modifier::DIM)
    }

    pub(crate) fn good(self) -> Style {
        self.badge(Color::Black, Color::Green, Modifier::BOLD)
    }

    pub(crate) fn bad(self) -> Style {
        self.badge(
            Color::White,
            Color::Red,
            Modifier::BOLD | Modifier::REVERSED,
        )
    }

    pub(crate) fn warning(self) -> Style {
        self.badge(
            Color::Black,
            Color::Yellow,
            Modifier::BOLD | Modifier::REVERSED,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_color_removes_every_colour_but_keeps_sides_apart() {
        assert!(Theme::from_env(None).color);
        assert!(Theme::from_env(Some("")).color);
        let t = Theme::from_env(Some("1"));
        assert!(!t.color);
        for s in [
            t.piece(Side::Cho),
            t.piece(Side::Han),
            t.lit(),
            t.selected(),
            t.cursor(),
            t.check(),
            t.marked(),
            t.good(),
            t.bad(),
            t.warning(),
            t.focused_title(),
        ] {
            assert_eq!(s.fg, None);
            assert_eq!(s.bg, None);
        }
        assert_ne!(t.piece(Side::Cho), t.piece(Side::Han));
    }

    #[test]
    fn coloured_styles_set_both_colours() {
        let t = Theme::colored();
        for s in [t.piece(Side::Cho), t.piece(Side::Han), t.lit(), t.cursor()] {
            assert!(s.fg.is_some() && s.bg.is_some());
        }
    }
}
