# 틀린 문제(src/tui/mistakes.rs): 학습자가 틀린 것을 오개념별로 묶어 보여 줍니다.
# 화면 문구이므로 폭이 애매한 문자를 쓰지 않습니다(tui.ftl 머리말 참고).

mistakes-title = 틀린 문제
mistakes-none = 아직 기록된 실수가 없습니다.
mistakes-line = { $tag }: { $count }번 틀림. 다시 읽기: { $lessons }
mistakes-count = { $count }번 틀렸습니다.
mistakes-missed-in = 틀린 문제:
mistakes-taught-in = 이것을 다루는 강의: { $lesson }
mistakes-open-hint = Enter를 누르면 그 강의가 열립니다.
mistakes-no-lesson = 이것을 따로 다루는 강의는 없습니다.
