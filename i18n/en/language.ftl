# This language: its own name (as the settings list it) and the warning for an unknown --lang
# (src/i18n/locale.rs). Translate these first.

i18n-language-name = English
i18n-unknown-language = Unknown language “{ $lang }”; using English. Available languages: { $available }.

# Between the items of a list ("b5, b6"; Chinese uses the enumeration comma).
list-separator = { ", " }
