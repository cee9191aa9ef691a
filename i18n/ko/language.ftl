# 이 언어 자체: 언어의 이름(설정 목록에 나오는 이름)과 알 수 없는 --lang에 대한 경고(src/i18n/locale.rs).
# 새 언어는 이것부터 옮깁니다.

i18n-language-name = 한국어
i18n-unknown-language = 알 수 없는 언어입니다: ‘{ $lang }’. 영어로 표시합니다. 사용할 수 있는 언어: { $available }

# Between the items of a list ("b5, b6"; Chinese uses the enumeration comma).
list-separator = { ", " }
