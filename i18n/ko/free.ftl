# 자유 배치판(src/tui/free.rs): 어떤 국면이든, 어떤 수든 두어 보고, 안 되는 이유를 봅니다.
# 화면 문구이므로 폭이 애매한 문자를 쓰지 않습니다(tui.ftl 머리말 참고).

free-intro = 누구 차례인지는 아래 상태 줄에 나옵니다. 그 편의 기물을 고르면 갈 수 있는 칸이 켜집니다. 켜진 칸을 골라야 한 수가 끝납니다. 아무 칸도 켜지지 않으면 그 기물은 지금 움직일 수 없습니다.
free-lit = { $square }의 { JOSA($piece, "은") } 갈 수 있는 칸이 { $count }곳이고, 모두 켜졌습니다. 한 곳을 골라 수를 마치세요.
free-lit-captures = 그중 { $count }곳은 상대 기물을 잡는 수입니다(> <로 표시).
free-nothing-lit = 켜진 칸이 없습니다. { $square }의 { JOSA($piece, "은") } 지금 움직일 수 없으니 다른 기물을 고르세요.
free-moved = { JOSA($side, "이") } { JOSA($move, "을") } 두었습니다.
free-captured = { JOSA($side, "이") } { JOSA($move, "을") } 두어 { JOSA($piece, "을") } 잡았습니다.
free-passed = { JOSA($side, "이") } 한수쉼을 했습니다.
free-illegal = { $move }: 둘 수 없는 수입니다.
free-fen-refused = 이 FEN은 쓸 수 없습니다.
free-fen-loaded = 배치를 마쳤습니다.
free-fen-drill = 실제 대국에서는 나올 수 없는 배치라서 연습용으로 놓았습니다.
free-drill-position = (연습용 배치)
free-rules-now = 규칙: { $rules }
free-undone = { JOSA($move, "을") } 물렀습니다.
free-nothing-to-undo = 무를 수가 없습니다.
free-moves-none = 아직 둔 수가 없습니다.
free-moves-last = 둔 수: { $count } (마지막 수: { $move })
free-menu = 명령
free-why-stuck = { JOSA($move, "을") } 둘 수 없는 까닭: { $reason }
