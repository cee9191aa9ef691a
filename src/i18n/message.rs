//! [`Message`]: a language-independent description of a text to show.
//!
//! Any layer (rules engine, lessons, UI) builds a `Message` from an id and arguments; only the
//! [`Localizer`](super::Localizer) turns it into words. Messages are plain values: they can be
//! compared in tests, cloned, stored and serialised (for `--json` output).

use std::borrow::Cow;

use serde::ser::{Serialize, SerializeMap, SerializeStruct, Serializer};

/// A text to be localized: a Fluent message id plus named arguments.
///
/// ```
/// use janggi_tutor::i18n::{Arg, Message};
///
/// let m = Message::new("reason-not-piece-move")
///     .arg("from", "b1")
///     .arg("to", "b3");
/// assert_eq!(m.id, "reason-not-piece-move");
/// assert_eq!(m.get("from"), Some(&Arg::Str("b1".into())));
/// ```
///
/// An id of the form `message.attribute` selects a Fluent attribute of the message.
#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    /// The Fluent message id, e.g. `"reason-no-piece"`.
    pub id: Cow<'static, str>,
    /// Arguments in insertion order. Setting the same name twice replaces the earlier value.
    pub(crate) args: Vec<(Cow<'static, str>, Arg)>,
}

/// The value of a [`Message`] argument.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// Substituted as is (a square such as `d2`, a move, a FEN fragment, ...).
    Str(String),
    /// A number: drives Fluent plural/number selectors and `NUMBER()` formatting.
    Num(f64),
    /// A nested message, localized (in the same language) before being substituted,
    /// e.g. a piece or side name.
    Msg(Message),
    /// Items substituted as is, joined by the language's list separator (`list-separator`:
    /// ", " in English and Korean, "、" in Chinese).
    List(Vec<String>),
}

impl Message {
    /// A message without arguments.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Self {
        Self {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Adds (or replaces) a text argument.
    #[must_use]
    pub fn arg(self, name: impl Into<Cow<'static, str>>, value: impl Into<String>) -> Self {
        self.with(name, Arg::Str(value.into()))
    }

    /// Adds (or replaces) a numeric argument (any primitive integer or float).
    #[must_use]
    pub(crate) fn arg_num(self, name: impl Into<Cow<'static, str>>, value: impl ToNum) -> Self {
        self.with(name, Arg::Num(value.to_num()))
    }

    /// Adds (or replaces) a nested message argument.
    #[must_use]
    /// A list argument ([`Arg::List`]).
    pub(crate) fn arg_list<T: ToString>(
        self,
        name: impl Into<Cow<'static, str>>,
        items: impl IntoIterator<Item = T>,
    ) -> Self {
        self.with(
            name,
            Arg::List(items.into_iter().map(|i| i.to_string()).collect()),
        )
    }

    pub(crate) fn arg_msg(self, name: impl Into<Cow<'static, str>>, value: Message) -> Self {
        self.with(name, Arg::Msg(value))
    }

    /// Adds (or replaces) an argument of any kind.
    #[must_use]
    pub(crate) fn with(mut self, name: impl Into<Cow<'static, str>>, value: Arg) -> Self {
        let name = name.into();
        match self.args.iter_mut().find(|(n, _)| *n == name) {
            Some(slot) => slot.1 = value,
            None => self.args.push((name, value)),
        }
        self
    }

    /// The argument called `name`, if any.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }
}

impl From<&'static str> for Message {
    fn from(id: &'static str) -> Self {
        Self::new(id)
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Str(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Str(s.to_owned())
    }
}

impl From<Message> for Arg {
    fn from(m: Message) -> Self {
        Arg::Msg(m)
    }
}

/// Conversion of primitive numbers into the `f64` stored by [`Arg::Num`].
///
/// Implemented for all primitive integers and floats, so `arg_num("count", v.len())` works.
/// Integers beyond ±2^53 lose precision (irrelevant for board counts).
pub(crate) trait ToNum {
    /// The value as `f64`.
    fn to_num(self) -> f64;
}

macro_rules! to_num {
    ($($t:ty)*) => {$(
        impl ToNum for $t {
            #[allow(clippy::cast_precision_loss, clippy::cast_lossless)]
            fn to_num(self) -> f64 {
                self as f64
            }
        }
    )*};
}
to_num!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64);

/// JSON shape: `{"id": "reason-no-piece", "args": {"square": "d2"}}`; numbers that are whole
/// are written as integers, nested messages as the same object shape.
impl Serialize for Message {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Args<'a>(&'a [(Cow<'static, str>, Arg)]);
        impl Serialize for Args<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut map = serializer.serialize_map(Some(self.0.len()))?;
                for (name, value) in self.0 {
                    map.serialize_entry(name.as_ref(), value)?;
                }
                map.end()
            }
        }
        let mut s = serializer.serialize_struct("Message", 2)?;
        s.serialize_field("id", self.id.as_ref())?;
        s.serialize_field("args", &Args(&self.args))?;
        s.end()
    }
}

impl Serialize for Arg {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Arg::Str(s) => serializer.serialize_str(s),
            Arg::Num(n) => {
                const EXACT: f64 = 9_007_199_254_740_992.0; // 2^53
                if n.fract() == 0.0 && n.abs() <= EXACT {
                    #[allow(clippy::cast_possible_truncation)]
                    serializer.serialize_i64(*n as i64)
                } else {
                    serializer.serialize_f64(*n)
                }
            }
            Arg::Msg(m) => m.serialize(serializer),
            // One string, as before lists had their own kind: JSON readers see no change.
            Arg::List(items) => serializer.serialize_str(&items.join(", ")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_is_one_string_in_json_and_joined_by_the_language() {
        let m = Message::new("cli-unknown-rules")
            .arg("name", "xx")
            .arg_list("known", ["basic", "janggi"]);
        let json = serde_json::to_value(&m).unwrap();
        assert_eq!(json["args"]["known"], "basic, janggi");
        let mut l10n = crate::i18n::Localizer::new();
        l10n.set_lang("zh").unwrap();
        assert_eq!(l10n.tr("list-separator"), "、");
        l10n.set_lang("en").unwrap();
        assert_eq!(l10n.tr("list-separator"), ", ");
    }

    #[test]
    fn builder_keeps_order_and_replaces_duplicates() {
        let m = Message::new("x")
            .arg("a", "1")
            .arg_num("b", 2u8)
            .arg("a", "3");
        assert_eq!(
            m.args,
            vec![
                ("a".into(), Arg::Str("3".into())),
                ("b".into(), Arg::Num(2.0))
            ]
        );
        assert_eq!(m.get("b"), Some(&Arg::Num(2.0)));
        assert_eq!(m.get("c"), None);
    }

    #[test]
    fn serialises_as_id_and_arg_map() {
        let m = Message::new("reason-not-piece-move")
            .arg_msg("piece", Message::new("piece-horse"))
            .arg("from", "b1")
            .arg_num("count", 2usize)
            .arg_num("han", 73.5);
        let json = serde_json::to_string(&m).unwrap();
        assert_eq!(
            json,
            r#"{"id":"reason-not-piece-move","args":{"piece":{"id":"piece-horse","args":{}},"from":"b1","count":2,"han":73.5}}"#
        );
    }
}
