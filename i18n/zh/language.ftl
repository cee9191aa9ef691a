# 本语言本身：语言自己的名称（设置列表中显示的名称），以及 --lang 未知时的警告（src/i18n/locale.rs）。
# 新增语言时先翻译这两条。

i18n-language-name = 中文（简体）
i18n-unknown-language = 无法识别语言「{ $lang }」，将改用英语。可用的语言：{ $available }。

# Between the items of a list ("b5、b6": the enumeration comma).
list-separator = 、
