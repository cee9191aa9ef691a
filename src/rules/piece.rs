//! Sides and pieces, with their FEN letters and board glyphs.

use std::fmt;

/// The two sides. Cho (楚, 초) sits at the bottom and always moves first; Han (汉, 한) at the top.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    Cho = 0,
    Han = 1,
}

impl Color {
    pub(crate) const ALL: [Color; 2] = [Color::Cho, Color::Han];

    pub const fn other(self) -> Color {
        match self {
            Color::Cho => Color::Han,
            Color::Han => Color::Cho,
        }
    }

    /// The rank step that moves a soldier of this side forward.
    pub(crate) const fn forward(self) -> i8 {
        match self {
            Color::Cho => 1,
            Color::Han => -1,
        }
    }

    /// Stable id used in messages and JSON: `cho` or `han`.
    pub(crate) const fn id(self) -> &'static str {
        match self {
            Color::Cho => "cho",
            Color::Han => "han",
        }
    }

    pub(crate) const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The seven kinds of piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    King = 0,
    Advisor = 1,
    Elephant = 2,
    Horse = 3,
    Chariot = 4,
    Cannon = 5,
    Soldier = 6,
}

impl std::str::FromStr for Color {
    type Err = super::UnknownId;

    /// `cho` or `han`.
    fn from_str(s: &str) -> Result<Color, super::UnknownId> {
        super::parse_id(s, &Color::ALL, Color::id)
    }
}

impl std::str::FromStr for Role {
    type Err = super::UnknownId;

    /// The role's id (`chariot`, `cannon`, ...).
    fn from_str(s: &str) -> Result<Role, super::UnknownId> {
        super::parse_id(s, &Role::ALL, Role::id)
    }
}

impl Role {
    pub(crate) const ALL: [Role; 7] = [
        Role::King,
        Role::Advisor,
        Role::Elephant,
        Role::Horse,
        Role::Chariot,
        Role::Cannon,
        Role::Soldier,
    ];

    /// Lowercase FEN letter as Fairy-Stockfish writes it.
    pub(crate) const fn char(self) -> char {
        match self {
            Role::King => 'k',
            Role::Advisor => 'a',
            Role::Elephant => 'b',
            Role::Horse => 'n',
            Role::Chariot => 'r',
            Role::Cannon => 'c',
            Role::Soldier => 'p',
        }
    }

    /// Parses a FEN letter, either case; `e` (elephant) and `h` (horse) are accepted too.
    pub(crate) const fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'k' => Role::King,
            'a' => Role::Advisor,
            'b' | 'e' => Role::Elephant,
            'n' | 'h' => Role::Horse,
            'r' => Role::Chariot,
            'c' => Role::Cannon,
            'p' => Role::Soldier,
            _ => return None,
        })
    }

    /// Stable id used in messages and JSON (`piece-<id>` in the translations).
    pub(crate) const fn id(self) -> &'static str {
        match self {
            Role::King => "king",
            Role::Advisor => "advisor",
            Role::Elephant => "elephant",
            Role::Horse => "horse",
            Role::Chariot => "chariot",
            Role::Cannon => "cannon",
            Role::Soldier => "soldier",
        }
    }

    /// How many of this piece a side has at the start (and so at most in play).
    pub(crate) const fn max_count(self) -> u8 {
        match self {
            Role::King => 1,
            Role::Soldier => 5,
            _ => 2,
        }
    }

    /// Material points used by counting endings (Fairy-Stockfish's JANGGI_MATERIAL).
    pub(crate) const fn points(self) -> u32 {
        match self {
            Role::King => 0,
            Role::Advisor => 3,
            Role::Elephant => 3,
            Role::Horse => 5,
            Role::Chariot => 13,
            Role::Cannon => 7,
            Role::Soldier => 2,
        }
    }
}

/// A piece of one side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub(crate) role: Role,
}

impl Piece {
    pub(crate) const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// FEN letter: uppercase for Cho, lowercase for Han.
    pub(crate) const fn char(self) -> char {
        let c = self.role.char();
        match self.color {
            Color::Cho => c.to_ascii_uppercase(),
            Color::Han => c,
        }
    }

    pub(crate) const fn from_char(c: char) -> Option<Piece> {
        match Role::from_char(c) {
            Some(role) => Some(Piece {
                color: if c.is_ascii_uppercase() {
                    Color::Cho
                } else {
                    Color::Han
                },
                role,
            }),
            None => None,
        }
    }

    /// The CJK glyph on a traditional board: 楚/漢 for the kings, 卒 for Cho soldiers and
    /// 兵 for Han soldiers, as on Korean sets (車馬象士包 for both sides).
    pub(crate) const fn glyph(self) -> char {
        match (self.role, self.color) {
            (Role::King, Color::Cho) => '楚',
            (Role::King, Color::Han) => '漢',
            (Role::Advisor, _) => '士',
            (Role::Elephant, _) => '象',
            (Role::Horse, _) => '馬',
            (Role::Chariot, _) => '車',
            (Role::Cannon, _) => '包',
            (Role::Soldier, Color::Cho) => '卒',
            (Role::Soldier, Color::Han) => '兵',
        }
    }

    pub(crate) const fn code(self) -> u8 {
        1 + self.role as u8 + 8 * self.color as u8
    }

    pub(crate) const fn from_code(code: u8) -> Option<Piece> {
        if code == 0 {
            return None;
        }
        let color = if code & 8 != 0 {
            Color::Han
        } else {
            Color::Cho
        };
        let role = match (code & 7) - 1 {
            0 => Role::King,
            1 => Role::Advisor,
            2 => Role::Elephant,
            3 => Role::Horse,
            4 => Role::Chariot,
            5 => Role::Cannon,
            _ => Role::Soldier,
        };
        Some(Piece { color, role })
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_and_codes_round_trip() {
        for color in Color::ALL {
            for role in Role::ALL {
                let p = Piece::new(color, role);
                assert_eq!(Piece::from_char(p.char()), Some(p));
                assert_eq!(Piece::from_code(p.code()), Some(p));
            }
        }
        assert_eq!(
            Piece::from_char('E'),
            Some(Piece::new(Color::Cho, Role::Elephant))
        );
        assert_eq!(
            Piece::from_char('h'),
            Some(Piece::new(Color::Han, Role::Horse))
        );
        assert_eq!(Piece::from_char('x'), None);
    }
}
